/** uri(7) (seed 002; no RFC) — the man scheme: man:name, man:name(section). */
import { describe, expect, it } from 'vitest';
import { type ManView, buildMan, manScheme, parseMan } from '../../../src/schemes/man.js';
import type { SchemeErrorCode } from '../../../src/schemes/codes.js';
import { expectUriError } from '../../helpers/expect.js';

describe('uri(7): man:command-name and man:command-name(section)', () => {
  // rows without the scheme: the view is { scheme: 'man', ...row }, and the builder takes either
  const rows: [string, Omit<ManView, 'scheme'>][] = [
    ['man:ls(1)', { name: 'ls', section: '1' }], // uri(7)'s example
    ['man:printf', { name: 'printf', section: undefined }],
    ['man:printf(3)', { name: 'printf', section: '3' }],
    ['man:open(3p)', { name: 'open', section: '3p' }],
    ['MAN:ssl(1ssl)', { name: 'ssl', section: '1ssl' }],
    ['man:a%28b%29(n)', { name: 'a(b)', section: 'n' }], // a parenthesis in the name is encoded
    ['man:git-log(1)#options', { name: 'git-log', section: '1' }], // the fragment is not part of the view
    ['man:caf%C3%A9', { name: 'caf\u00e9', section: undefined }],
  ];
  it.each(rows)('%s', (input, row) => {
    const want: ManView = { scheme: 'man', ...row };
    expect(parseMan(input)).toEqual(want);
    expect(parseMan(buildMan(want))).toEqual(want);
    expect(parseMan(buildMan(row))).toEqual(want);
  });
});

describe('man errors: code and index into the whole URI', () => {
  const rows: [string, SchemeErrorCode | 'invalid-path-char', number][] = [
    ['man:', 'man-invalid-name', 4],
    ['man:(1)', 'man-invalid-name', 4],
    ['man:(index)', 'man-invalid-name', 4], // KDE's listing of all pages (uri(7) NOTES): not man:name(section)
    ['man:ls)', 'man-invalid-name', 6],
    ['man:ls(1', 'man-invalid-section', 6], // unbalanced: the '(' is not closed
    ['man:ls()', 'man-invalid-section', 7],
    ['man:ls((1))', 'man-invalid-section', 7],
    ['man:ls(1)x', 'man-invalid-section', 9],
    ['man:ls(1)(2)', 'man-invalid-section', 9],
    ['man://ls(1)', 'man-unexpected-component', 4],
    ['man:ls?1', 'man-unexpected-component', 6],
    ['man:ls (1)', 'invalid-path-char', 6], // a space is no URI character
    ['info:ls', 'scheme-mismatch', 0],
  ];
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    expect(expectUriError(() => parseMan(input), code, index).input).toBe(input);
  });
});

describe('buildMan', () => {
  it('writes the section in parentheses and encodes parentheses inside', () => {
    expect(buildMan({ name: 'ls', section: '1' }).toString()).toBe('man:ls(1)');
    expect(buildMan({ name: 'printf', section: undefined }).toString()).toBe('man:printf');
    expect(buildMan({ name: 'a(b) c/d?', section: 'x)' }).toString()).toBe('man:a%28b%29%20c%2Fd%3F(x%29)');
  });
  it('rejects an impossible view', () => {
    expectUriError(() => buildMan({ name: '', section: undefined }), 'invalid-argument', 0);
    expectUriError(() => buildMan({ name: 'ls', section: '' }), 'invalid-argument', 0);
  });
  it('the entry: opaque, no RFC', () => {
    expect(manScheme).toMatchObject({ name: 'man', hierarchical: false });
    expect(manScheme.defaultPort).toBeUndefined();
  });
});
