/** RFC 4156 §2 — the wais scheme: parseWais, buildWais; the three forms of seed 002 (uri(7)). */
import { describe, expect, it } from 'vitest';
import { type WaisView, buildWais, parseWais, waisScheme } from '../../../src/schemes/wais.js';
import type { SchemeErrorCode } from '../../../src/schemes/codes.js';
import { parse } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

const v = (parts: Partial<WaisView>): WaisView => ({
  scheme: 'wais', host: 'wais.example.org', port: 210, database: 'db', search: undefined, wtype: undefined, wpath: undefined, ...parts,
});

describe('RFC 4156 \u00a72 and seed 002: wais://hostport/database[?search | /wtype/wpath]', () => {
  const rows: [string, WaisView][] = [
    // the three forms
    ['wais://wais.example.org/db', v({})],
    ['wais://wais.example.org/db?unix%20manuals', v({ search: 'unix manuals' })],
    ['wais://wais.example.org/db/TEXT/0%2012%2Fa', v({ wtype: 'TEXT', wpath: '0 12/a' })],
    // hostport: the port, default 210
    ['wais://wais.example.org:8210/db', v({ port: 8210 })],
    ['wais://wais.example.org:210/db', v({})],
    ['wais://[2001:db8::1]/db', v({ host: '2001:db8::1' })],
    ['wais://192.0.2.7/db', v({ host: '192.0.2.7' })],
    // *uchar: the ABNF lets database, search, wtype and wpath be empty
    ['wais://wais.example.org/', v({ database: '' })],
    ['wais://wais.example.org/db?', v({ search: '' })],
    ['wais://wais.example.org/db//', v({ wtype: '', wpath: '' })],
    ['WAIS://wais.example.org/db#top', v({})], // the fragment is not part of the view
  ];
  it.each(rows)('%s', (input, want) => {
    expect(parseWais(input)).toEqual(want);
    expect(parseWais(buildWais(want))).toEqual(want);
  });

  it('accepts a parsed Uri', () => {
    expect(parseWais(parse('wais://wais.example.org/db'))).toEqual(v({}));
  });
});

describe('RFC 4156 \u00a72 errors: code and index into the whole URI', () => {
  const rows: [string, SchemeErrorCode | 'invalid-utf8', number][] = [
    ['wais:db', 'wais-missing-host', 5],
    ['wais:///db', 'wais-missing-host', 7],
    ['wais://u@h/db', 'wais-unexpected-userinfo', 7],
    ['wais://h:99999/db', 'wais-invalid-port', 9],
    ['wais://h', 'wais-missing-database', 8],
    ['wais://h?x', 'wais-missing-database', 8],
    ['wais://h/db/TEXT', 'wais-invalid-path', 16],
    ['wais://h/db/TEXT/a/b', 'wais-invalid-path', 18],
    ['wais://h/db/TEXT/a?x', 'wais-unexpected-search', 18],
    ['wais://h/d%C3', 'invalid-utf8', 10],
    ['http://h/db', 'scheme-mismatch', 0],
  ];
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    expect(expectUriError(() => parseWais(input), code, index).input).toBe(input);
  });
});

describe('buildWais', () => {
  it('encodes each part as a segment or query; leaves port 210 out', () => {
    expect(buildWais(v({})).toString()).toBe('wais://wais.example.org/db');
    expect(buildWais(v({ port: 21, search: 'a/b?c d' })).toString()).toBe('wais://wais.example.org:21/db?a/b?c%20d');
    expect(buildWais(v({ database: 'a/b', wtype: 'T', wpath: 'x/y' })).toString()).toBe('wais://wais.example.org/a%2Fb/T/x%2Fy');
    expect(buildWais(v({ host: '::1' })).toString()).toBe('wais://[::1]/db');
  });
  it('rejects an impossible view', () => {
    expectUriError(() => buildWais(v({ host: '' })), 'invalid-argument', 0);
    expectUriError(() => buildWais(v({ wtype: 'T' })), 'invalid-argument', 0);
    expectUriError(() => buildWais(v({ wpath: 'p' })), 'invalid-argument', 0);
    expectUriError(() => buildWais(v({ search: 's', wtype: 'T', wpath: 'p' })), 'invalid-argument', 0);
    expectUriError(() => buildWais(v({ port: -1 })), 'invalid-argument', 0);
  });
  it('the entry: RFC 4156, port 210, hierarchical', () => {
    expect(waisScheme).toMatchObject({ name: 'wais', spec: 'RFC 4156', defaultPort: 210, hierarchical: true });
  });
});
