/** RFC 3986 §3.4 — the query parameter functions agree with URLSearchParams on http(s) URIs, and keep every untouched pair. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  appendQueryParam, buildQuery, deleteQueryParam, getQueryParam, getQueryParams, hasQueryParam, parseQuery, setQueryParam,
} from '../../src/query/index.js';

/** Text with the characters that mean something in a form query, and some non-ASCII (never a lone surrogate). */
const unit = fc.oneof(
  fc.constantFrom('&', '=', '+', '%', ' ', ';', '#', '/', '?', '~', 'a', 'b', '\u00e9', '\u20ac'),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
);
const text = fc.string({ unit, maxLength: 5 });
/** Keys from a small set, so that repeats and matches are common. */
const key = fc.constantFrom('a', 'b', 'a b', '\u00e9', '+', '');
const pairs = fc.array(fc.record({ key: fc.oneof(key, text), value: text }), { maxLength: 8 });

/** The pairs of a URLSearchParams, in order. */
function entries(p: URLSearchParams): [string, string][] {
  return [...p.entries()];
}

describe('agreement with URLSearchParams (form mode, the default for https)', () => {
  it('get, getAll, has; then set, append and delete give the pairs URLSearchParams has', () => {
    fc.assert(
      fc.property(pairs, key, text, (list, k, v) => {
        const q = buildQuery(list, { mode: 'form' });
        const u = 'https://h/' + (q === '' ? '' : '?' + q);
        const usp = new URLSearchParams(q);
        expect(getQueryParam(u, k)).toBe(usp.get(k) ?? undefined);
        expect(getQueryParams(u, k)).toEqual(usp.getAll(k));
        expect(hasQueryParam(u, k)).toBe(usp.has(k));
        const set = new URLSearchParams(q);
        set.set(k, v);
        expect(entries(new URLSearchParams(setQueryParam(u, k, v).query ?? ''))).toEqual(entries(set));
        const app = new URLSearchParams(q);
        app.append(k, v);
        expect(entries(new URLSearchParams(appendQueryParam(u, k, v).query ?? ''))).toEqual(entries(app));
        const del = new URLSearchParams(q);
        del.delete(k);
        expect(entries(new URLSearchParams(deleteQueryParam(u, k).query ?? ''))).toEqual(entries(del));
      }),
    );
  });
});

describe('untouched pairs keep their bytes', () => {
  it('deleteQueryParam leaves exactly the raw text of the other pairs, in order', () => {
    fc.assert(
      fc.property(pairs, key, (list, k) => {
        const q = buildQuery(list);
        const u = 'mailto:x@example.com' + (q === '' ? '' : '?' + q);
        const out = deleteQueryParam(u, k).query ?? '';
        // the empty text between two separators is no pair to match: it stays
        const kept = parseQuery(q).filter((p) => p.key !== k || (p.rawKey === '' && p.rawValue === undefined));
        expect(out).toBe(q === '' || kept.length === 0 ? '' : kept.map((p) => p.rawKey + (p.rawValue === undefined ? '' : '=' + p.rawValue)).join('&'));
      }),
    );
  });
});
