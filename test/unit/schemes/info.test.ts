/** uri(7) (seed 002; no RFC) — the info scheme: GNOME info:file#node, KDE info:(file)node. */
import { describe, expect, it } from 'vitest';
import { type InfoView, buildInfo, infoScheme, parseInfo } from '../../../src/schemes/info.js';
import type { SchemeErrorCode } from '../../../src/schemes/codes.js';
import { expectUriError } from '../../helpers/expect.js';

/** A row (a view without its scheme): parseInfo gives it with { scheme: 'info' }, and the builder takes either. */
function passes(input: string, row: Omit<InfoView, 'scheme'>): void {
  const want: InfoView = { scheme: 'info', ...row };
  expect(parseInfo(input)).toEqual(want);
  expect(parseInfo(buildInfo(want))).toEqual(want);
  expect(parseInfo(buildInfo(row))).toEqual(want);
}

describe('uri(7): the GNOME form, info:file and info:file#node (node spaces written "_")', () => {
  const rows: [string, Omit<InfoView, 'scheme'>][] = [
    ['info:gcc', { file: 'gcc', node: undefined, form: 'gnome' }], // uri(7)'s example; the node is "Top"
    ['info:gcc#G++_and_GCC', { file: 'gcc', node: 'G++ and GCC', form: 'gnome' }], // uri(7)'s example
    ['info:gcc#Invoking_GCC', { file: 'gcc', node: 'Invoking GCC', form: 'gnome' }],
    ['info:gcc#Invoking%20GCC', { file: 'gcc', node: 'Invoking GCC', form: 'gnome' }],
    ['info:gcc#Invoking%5FGCC', { file: 'gcc', node: 'Invoking GCC', form: 'gnome' }], // %5F == '_' (RFC 3986 \u00a76.2.2.2)
    ['info:coreutils#ls_invocation', { file: 'coreutils', node: 'ls invocation', form: 'gnome' }],
    ['info:a)b', { file: 'a)b', node: undefined, form: 'gnome' }],
    ['info:%28gcc%29', { file: '(gcc)', node: undefined, form: 'gnome' }], // only a literal '(' starts the KDE form
  ];
  it.each(rows)('%s', (input, row) => passes(input, row));
});

describe('uri(7): the KDE form, info:(file) and info:(file)node (node spaces as %20)', () => {
  const rows: [string, Omit<InfoView, 'scheme'>][] = [
    ['info:(gcc)', { file: 'gcc', node: undefined, form: 'kde' }], // uri(7)'s example
    // uri(7)'s "info:(gcc)G++ and GCC" has literal spaces, which no URI may hold: encoded
    ['info:(gcc)G++%20and%20GCC', { file: 'gcc', node: 'G++ and GCC', form: 'kde' }],
    ['info:(gcc)Invoking%20GCC', { file: 'gcc', node: 'Invoking GCC', form: 'kde' }],
    ['info:(dir)', { file: 'dir', node: undefined, form: 'kde' }], // uri(7) NOTES: KDE's list of info pages
    ['info:(emacs)Top_Level', { file: 'emacs', node: 'Top_Level', form: 'kde' }], // '_' is '_' in KDE's form
    ['info:(libc)Ops(x)', { file: 'libc', node: 'Ops(x)', form: 'kde' }],
  ];
  it.each(rows)('%s', (input, row) => passes(input, row));
});

describe('info errors: code and index into the whole URI', () => {
  const rows: [string, SchemeErrorCode | 'invalid-path-char', number][] = [
    ['info:', 'info-missing-file', 5],
    ['info:#Top', 'info-missing-file', 5],
    ['info:()node', 'info-missing-file', 6],
    ['info:(gcc', 'info-unclosed-parenthesis', 5],
    ['info:gcc#', 'info-empty-node', 9],
    ['info://gcc', 'info-unexpected-component', 5],
    ['info:gcc?x', 'info-unexpected-component', 8],
    ['info:(gcc)Top#x', 'info-unexpected-component', 13],
    ['info:(gcc)G++ and GCC', 'invalid-path-char', 13], // KDE's literal spaces (uri(7)) are no URI
    ['man:gcc', 'scheme-mismatch', 0],
  ];
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    expect(expectUriError(() => parseInfo(input), code, index).input).toBe(input);
  });
});

describe('buildInfo', () => {
  it('writes each form', () => {
    expect(buildInfo({ file: 'gcc', node: 'Invoking GCC', form: 'gnome' }).toString()).toBe('info:gcc#Invoking_GCC');
    expect(buildInfo({ file: 'gcc', node: 'Invoking GCC', form: 'kde' }).toString()).toBe('info:(gcc)Invoking%20GCC');
    expect(buildInfo({ file: 'gcc', node: undefined, form: 'kde' }).toString()).toBe('info:(gcc)');
    expect(buildInfo({ file: '(a)', node: 'x#y', form: 'gnome' }).toString()).toBe('info:%28a%29#x%23y');
  });
  it('rejects an impossible view', () => {
    expectUriError(() => buildInfo({ file: 'gcc', node: 'a_b', form: 'gnome' }), 'invalid-argument', 0);
    expectUriError(() => buildInfo({ file: '', node: undefined, form: 'gnome' }), 'invalid-argument', 0);
    expectUriError(() => buildInfo({ file: 'gcc', node: '', form: 'kde' }), 'invalid-argument', 0);
    expectUriError(() => buildInfo({ file: 'gcc', node: undefined, form: 'x' as 'kde' }), 'invalid-argument', 0);
  });
  it('the entry: opaque, no RFC', () => {
    expect(infoScheme).toMatchObject({ name: 'info', hierarchical: false });
  });
});
