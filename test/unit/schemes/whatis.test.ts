/** uri(7) (seed 002; no RFC) — the whatis scheme: whatis:string. */
import { describe, expect, it } from 'vitest';
import { type WhatisView, buildWhatis, parseWhatis, whatisScheme } from '../../../src/schemes/whatis.js';
import type { SchemeErrorCode } from '../../../src/schemes/codes.js';
import { expectUriError } from '../../helpers/expect.js';

describe('uri(7): whatis:string', () => {
  // rows without the scheme: the view is { scheme: 'whatis', ...row }, and the builder takes either
  const rows: [string, Omit<WhatisView, 'scheme'>][] = [
    ['whatis:ls', { query: 'ls' }],
    ['whatis:printf', { query: 'printf' }],
    ['WHATIS:copy%20file', { query: 'copy file' }],
    ['whatis:a/b', { query: 'a/b' }],
    ['whatis:ls#x', { query: 'ls' }], // the fragment is not part of the view
  ];
  it.each(rows)('%s', (input, row) => {
    const want: WhatisView = { scheme: 'whatis', ...row };
    expect(parseWhatis(input)).toEqual(want);
    expect(parseWhatis(buildWhatis(want))).toEqual(want);
    expect(parseWhatis(buildWhatis(row))).toEqual(want);
  });
});

describe('whatis errors: code and index into the whole URI', () => {
  const rows: [string, SchemeErrorCode | 'invalid-utf8', number][] = [
    ['whatis:', 'whatis-missing-string', 7],
    ['whatis:#x', 'whatis-missing-string', 7],
    ['whatis://ls', 'whatis-unexpected-component', 7],
    ['whatis:ls?x', 'whatis-unexpected-component', 9],
    ['whatis:a%FF', 'invalid-utf8', 8],
    ['man:ls', 'scheme-mismatch', 0],
  ];
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    expect(expectUriError(() => parseWhatis(input), code, index).input).toBe(input);
  });
});

describe('buildWhatis', () => {
  it('encodes the string as one segment', () => {
    expect(buildWhatis({ query: 'ls' }).toString()).toBe('whatis:ls');
    expect(buildWhatis({ query: '//a?b#c d' }).toString()).toBe('whatis:%2F%2Fa%3Fb%23c%20d');
  });
  it('rejects an empty query', () => {
    expectUriError(() => buildWhatis({ query: '' }), 'invalid-argument', 0);
  });
  it('the entry: opaque, no RFC', () => {
    expect(whatisScheme).toMatchObject({ name: 'whatis', hierarchical: false });
  });
});
