/** RFC 3986 §3.4 — property laws of urikit/query: round trips in both modes, URLSearchParams agreement, no pollution. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type QueryMode, type QuerySeparator, buildQuery, fromURLSearchParams, parseQuery, queryToObject, stringifyQuery,
} from '../../src/query/index.js';
import { encode } from '../../src/percent.js';
import { failure } from '../helpers/expect.js';

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** One code point of any kind (never a lone surrogate), or a character with a meaning in queries. */
const unit = fc.oneof(
  fc.constantFrom('&', '=', '+', '%', ' ', ';', '#', '[', ']', '/', '?', '~', '%41', '%zz', '*'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }),
);
/** Arbitrary text: what a caller may put in a key or a value. */
const text = fc.string({ unit, maxLength: 8 });
const pairArb = fc.record({ key: text, value: fc.option(text, { nil: undefined }) });
const pairsArb = fc.array(pairArb, { maxLength: 8 });

const modes: QueryMode[] = ['rfc3986', 'form'];
const separators: QuerySeparator[] = ['&', ';'];

// query = *( pchar / "/" / "?" )   §3.4, as raw tokens: literal query characters, '&', '=', '+',
// and %HH escapes of whole UTF-8 sequences with hex digits in either case (so decoding succeeds).
const QUERY_CHARS = "ABCXYZabcxyz0189-._~!$&'()*+,;=:@/?";
const escaped = fc
  .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), fc.boolean())
  .map(([ch, lower]) => {
    const e = encode(ch, 'segment'); // every non-unreserved character as %HH
    const pct = e === ch ? '%' + ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0') : e;
    return lower ? pct.toLowerCase() : pct;
  });
const rawToken = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...QUERY_CHARS.split('')) },
  { weight: 2, arbitrary: fc.constantFrom('&', '=', '+', ';') },
  { weight: 2, arbitrary: escaped },
);
const rawTokens = fc.array(rawToken, { maxLength: 24 });
const rawQuery = rawTokens.map((t) => t.join(''));

/** The pairs as [key, value] only. */
const decoded = (pairs: readonly { key: string; value?: string | undefined }[]): [string, string | undefined][] =>
  pairs.map((p) => [p.key, p.value]);

/** A single empty pair builds to '', which parses to no pairs: the one documented exception. */
const isLoneEmptyPair = (pairs: readonly { key: string; value?: string | undefined }[]): boolean =>
  pairs.length === 1 && pairs[0]!.key === '' && pairs[0]!.value === undefined;

// ---------------------------------------------------------------------------------------------
// Laws

describe.each(modes)('mode %s', (mode) => {
  describe.each(separators)("separator '%s'", (separator) => {
    const o = { mode, separator };
    it('parse(build(pairs)) has the keys and values of pairs', () => {
      fc.assert(
        fc.property(pairsArb, (pairs) => {
          fc.pre(!isLoneEmptyPair(pairs));
          const q = buildQuery(pairs, o);
          expect(decoded(parseQuery(q, o))).toEqual(decoded(pairs));
          // build writes only query characters and escapes: it is a valid query, and stringify agrees
          expect(stringifyQuery(pairs, o)).toBe(q);
        }),
        { numRuns: 500 },
      );
    });
    it('stringify(parse(q)) === q for valid raw queries', () => {
      fc.assert(
        fc.property(rawQuery, (q) => {
          expect(stringifyQuery(parseQuery(q, o), o)).toBe(q);
        }),
        { numRuns: 500 },
      );
    });
    it('parse(build(parse(q))) has the pairs of parse(q) (idempotent after one build)', () => {
      fc.assert(
        fc.property(rawQuery, (q) => {
          const pairs = parseQuery(q, o);
          fc.pre(!isLoneEmptyPair(pairs));
          expect(decoded(parseQuery(buildQuery(pairs, o), o))).toEqual(decoded(pairs));
        }),
        { numRuns: 200 },
      );
    });
  });
});

describe('RFC 3986 §3.4: a forbidden character is rejected at its index', () => {
  const forbidden = fc.constantFrom(' ', '"', '<', '>', '[', ']', '#', '\\', '^', '`', '{', '|', '}', '\u0000', '\u007f', '\u00e9');
  it('inserted between tokens of a valid query', () => {
    fc.assert(
      fc.property(rawTokens, fc.nat(), forbidden, fc.constantFrom(...modes), (tokens, at, bad, mode) => {
        const k = at % (tokens.length + 1);
        const prefix = tokens.slice(0, k).join('');
        const q = prefix + bad + tokens.slice(k).join('');
        expect(failure(() => parseQuery(q, { mode }))).toEqual({ code: 'invalid-query-char', index: prefix.length });
      }),
      { numRuns: 500 },
    );
  });
});

describe('WHATWG URL §5 (application/x-www-form-urlencoded): agreement with URLSearchParams', () => {
  it('buildQuery(pairs, form) === new URLSearchParams(pairs).toString()', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ key: text, value: text }), { maxLength: 8 }), (pairs) => {
        const usp = new URLSearchParams(pairs.map((p) => [p.key, p.value]));
        expect(buildQuery(pairs, { mode: 'form' })).toBe(usp.toString());
        expect(decoded(parseQuery(usp.toString(), { mode: 'form' }))).toEqual([...usp]);
        expect(stringifyQuery(fromURLSearchParams(usp), { mode: 'form' })).toBe(usp.toString());
      }),
      { numRuns: 500 },
    );
  });
  it('parseQuery(q, form) reads what new URLSearchParams(q) reads, for valid raw queries', () => {
    fc.assert(
      fc.property(rawQuery, (q) => {
        // URLSearchParams drops empty pairs ('&&') and maps a key without '=' to ''.
        const ours = parseQuery(q, { mode: 'form' })
          .filter((p) => !(p.rawKey === '' && p.rawValue === undefined))
          .map((p): [string, string] => [p.key, p.value ?? '']);
        // The URLSearchParams constructor drops one leading '?': give it one, so that q is read whole.
        expect(ours).toEqual([...new URLSearchParams('?' + q)]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('queryToObject never touches a prototype', () => {
  const hostile = fc.constantFrom(
    '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__',
    '__proto__[x]', 'constructor[prototype][y]', 'x', 'y',
  );
  it('any hostile keys stay own data of a prototype-less object', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ key: hostile, value: fc.option(text, { nil: undefined }) }), { maxLength: 10 }), (pairs) => {
        const q = buildQuery(pairs);
        const o = queryToObject(q);
        expect(Object.getPrototypeOf(o)).toBeNull();
        expect(new Set(Object.keys(o))).toEqual(new Set(pairs.map((p) => p.key)));
        const probe: Record<string, unknown> = {};
        expect(probe.x).toBeUndefined();
        expect(probe.y).toBeUndefined();
        expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
        expect(typeof Object.prototype.toString).toBe('function');
        expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'x')).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
