/**
 * RFC 3986 §5.3 -- the Uri that fromComponents makes (build, `with`, the scheme builders) has its
 * offsets counted where recomposition writes each component, not read back by parsing the string
 * again: these laws hold it equal to the parser's reading of that string (every offset, the host's
 * kind, the flags), on references generated from the ABNF, on components exchanged between them,
 * on the corpus, and on IRIs and zone identifiers. And `with`, which checks only the components it
 * changes, gives what checking them all gives: the same Uri or the same error.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Uri, type UriComponents, isValid, parse } from '../../src/index.js';
import { fromComponents } from '../../src/uri.js';
import {
  fragmentStartOf, hostEndOf, hostKindOf, hostStartOf, pathStartOf, queryStartOf, schemeEndOf, textOf, uriFlagsOf,
  PARSE_IRI, PARSE_ZONES,
} from '../../src/offsets.js';
import * as abnf from './abnf.js';

/** Everything a Uri is made of: its text, its seven offsets and registers, its flags. */
function layout(u: Uri): unknown[] {
  return [textOf(u), schemeEndOf(u), hostStartOf(u), hostEndOf(u), pathStartOf(u), queryStartOf(u), fragmentStartOf(u),
    hostKindOf(u), uriFlagsOf(u)];
}

/** The parser's reading of u's text, with the flags u was made with. */
function reparsed(u: Uri): Uri {
  const flags = uriFlagsOf(u);
  return parse(textOf(u), { rule: 'URI-reference', iri: (flags & PARSE_IRI) !== 0, zoneId: (flags & PARSE_ZONES) !== 0 });
}

/** The outcome of a call: the Uri's layout, or the error's code and index. */
function outcome(make: () => Uri): unknown {
  try {
    return layout(make());
  } catch (e) {
    const error = e as { code?: string; index?: number; input?: string };
    return ['error', error.code, error.index, error.input];
  }
}

const KEYS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;

function componentsOf(p: abnf.Parts): UriComponents {
  return { scheme: p.scheme, userinfo: p.userinfo, host: p.host, port: p.port, path: p.path, query: p.query, fragment: p.fragment };
}

describe('fromComponents: offsets counted, equal to the parser\'s', () => {
  it('for the components of every generated URI reference', () => {
    fc.assert(
      fc.property(abnf.uriReferenceParts, (p) => {
        const u = fromComponents(componentsOf(p));
        expect(textOf(u)).toBe(p.text);
        expect(layout(u)).toEqual(layout(reparsed(u)));
      }),
      { numRuns: 1500 },
    );
  });

  it('for components exchanged between two generated references, whenever the order rules accept them', () => {
    fc.assert(
      fc.property(abnf.uriReferenceParts, abnf.uriReferenceParts, fc.subarray([...KEYS], { minLength: 1 }), (a, b, keys) => {
        const parts = componentsOf(a);
        const other = componentsOf(b);
        for (const key of keys) (parts as Record<string, unknown>)[key] = other[key];
        const made = outcome(() => fromComponents(parts));
        if (Array.isArray(made) && made[0] !== 'error') {
          const u = fromComponents(parts);
          expect(layout(u)).toEqual(layout(reparsed(u)));
        }
        // `with` checks only what it changes: the same Uri, or the same error, as checking everything
        expect(outcome(() => parse(a.text, { rule: 'URI-reference' }).with(Object.fromEntries(keys.map((k) => [k, other[k]]))))).toEqual(made);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('Uri#with on the corpus, IRIs and zone identifiers', () => {
  const corpus = readFileSync(new URL('../../bench/data/urls.txt', import.meta.url), 'utf8').split('\n').filter((s) => s !== '' && isValid(s));
  const changes: UriComponents[] = [
    { query: 'a=1&b=2' }, { query: undefined }, { query: '' }, { fragment: 'top' }, { fragment: undefined },
    { path: '/x/y' }, { path: '' }, { host: '127.0.0.1' }, { host: '[::1]' }, { host: '[v7.a:b]' }, { host: 'Example.COM' },
    { host: '' }, { port: 8080 }, { port: '' }, { port: undefined }, { userinfo: 'u:p' }, { userinfo: undefined },
    { scheme: 'HTTPS' }, { scheme: undefined }, { host: undefined, userinfo: undefined, port: undefined, path: '/p' },
  ];

  it('gives the parser\'s offsets for every change that is allowed, on every corpus line', () => {
    let made = 0;
    const differ: string[] = [];
    for (const line of corpus) {
      const u = parse(line);
      for (const change of changes) {
        let v: Uri;
        try {
          v = u.with(change);
        } catch {
          continue; // an order rule (a path that needs an authority, say): the unit tests check those errors
        }
        made++;
        const counted = layout(v).join(' ');
        const read = layout(reparsed(v)).join(' ');
        if (counted !== read) differ.push(`${line} with ${JSON.stringify(change)}: ${counted} | parsed: ${read}`);
      }
    }
    expect(differ.slice(0, 5)).toEqual([]);
    expect(made).toBeGreaterThan(corpus.length * 15);
  });

  it('keeps the flags: IRIs and zone identifiers', () => {
    const rows: [string, { iri?: boolean; zoneId?: boolean }, UriComponents][] = [
      ['http://例え.jp/パス?クエリ#断片', { iri: true }, { query: 'ü=ö' }],
      ['http://例え.jp/パス?クエリ#断片', { iri: true }, { path: '/ü/é' }],
      ['http://例え.jp/パス?クエリ#断片', { iri: true }, { host: 'bücher.example' }],
      ['http://例え.jp/パス?\uE000#断片', { iri: true }, { fragment: 'x' }],
      ['http://[fe80::1%25eth0]:8080/a?b', { zoneId: true }, { query: 'c' }],
      ['http://[fe80::1%25eth0]:8080/a?b', { zoneId: true }, { host: '[fe80::2%25en1]' }],
      ['http://[fe80::1%25eth0]:8080/a?b', { zoneId: true }, { port: undefined }],
      ['//u@h:1/p?q#f', {}, { scheme: 'x' }],
      ['a/b?c#d', {}, { path: 'e/f:g' }],
    ];
    for (const [text, options, change] of rows) {
      const u = parse(text, { rule: 'URI-reference', ...options });
      const w = u.with(change);
      expect(uriFlagsOf(w)).toBe(uriFlagsOf(u));
      expect(layout(w)).toEqual(layout(reparsed(w)));
    }
  });
});
