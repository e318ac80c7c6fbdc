/** RFC 3986 §3.4 — one query parameter of a Uri read, set, appended or deleted, every other byte kept. */

import { argumentError, describeValue, expectString } from '../errors.js';
import { type Fields, checkOptions, oneOf } from '../options.js';
import { type Uri, type UriInput, toUri } from '../uri.js';
import {
  type QueryMode, type QuerySeparator, type QueryValue, type ReadOptions, decodePart, encodePart, modeOfScheme, valueText,
} from './query.js';

// URLSearchParams' get/getAll/has/set/append/delete on an immutable Uri. Each function reads the
// raw query once, left to right, and compares keys decoded (so `caf%C3%A9` is the key 'café');
// every pair it does not touch is copied as written, escapes and case included, so
// `deleteQueryParam(u, 'x')` changes nothing but the pairs named 'x'.

// ---------------------------------------------------------------------------------------------
// Types

/** Options of the query parameter functions. */
export interface QueryParamOptions {
  /**
   * How keys and values are decoded and encoded: 'form' ('+' is a space, as HTML forms and
   * URLSearchParams write it) or 'rfc3986' ('+' is a plus sign). Default: 'form' for the schemes
   * of the web (http, https, ws, wss), whose queries forms and URLSearchParams write; 'rfc3986'
   * for every other scheme and for a reference without one.
   */
  mode?: QueryMode | undefined;
  /** '&' (default) or ';'. */
  separator?: QuerySeparator | undefined;
}

/** The fields of QueryParamOptions, checked (see options.ts). */
const PARAM_FIELDS: Fields = {
  mode: /* @__PURE__ */ oneOf(['rfc3986', 'form']),
  separator: /* @__PURE__ */ oneOf(['&', ';']),
};

// ---------------------------------------------------------------------------------------------
// Tables

const EQUALS = 0x3d;
const PERCENT = 0x25;
const PLUS = 0x2b;
const SEMI = 0x3b;
const AMP = 0x26;

// ---------------------------------------------------------------------------------------------
// Small helpers

/**
 * The query mode a Uri's parameters default to: 'form' for http, https, ws and wss, else 'rfc3986'.
 *
 * @example
 * defaultQueryMode(parse('https://a/?q=a+b')); // 'form'
 * defaultQueryMode(parse('mailto:x@example.com?subject=1+1')); // 'rfc3986'
 */
export function defaultQueryMode(uri: UriInput): QueryMode {
  const u = toUri(uri, 'defaultQueryMode: the URI', undefined);
  return modeOfScheme(u.scheme);
}

/** Checks the URI, key and options of `fn` and reads them. */
function readArgs(fn: string, uri: unknown, key: unknown, options: QueryParamOptions | undefined): { u: Uri; o: ReadOptions } {
  checkOptions(options, fn, PARAM_FIELDS);
  const u = toUri(uri, `${fn}: the URI`, undefined);
  expectString(key, `${fn}: the key`);
  const mode = options?.mode ?? modeOfScheme(u.scheme);
  return { u, o: { form: mode === 'form', sep: options?.separator === ';' ? SEMI : AMP, iri: false } };
}

/** The text of a value to write (null: the key without '='), or an 'invalid-argument' naming `fn`. */
function valueToWrite(fn: string, value: unknown): string | null {
  if (value === null) return null;
  const text = valueText(value);
  if (text === undefined) {
    const hint = value === undefined ? ' (to remove the parameter, use deleteQueryParam)' : '';
    throw argumentError(`${fn}: the value must be a string, a finite number, a boolean or null (a key without '='), got ${describeValue(value)}${hint}`);
  }
  return text;
}

/** One pair, encoded for the options: `key=value`, or `key` alone for a null value. */
function pairText(key: string, value: string | null, o: ReadOptions): string {
  const k = encodePart(key, true, o);
  return value === null ? k : k + '=' + encodePart(value, false, o);
}

/**
 * The pairs of the raw query q, four numbers each in one flat list: [start, valueStart, end,
 * matches] for the pair q[start, end), valueStart the index after its first '=' (-1: none),
 * matches 1 when its key decodes to `key`, else 0. '' has no pairs (as parseQuery reads it). One
 * pass of charCodeAt over q; each key is decoded at most once, so linear in q's length. With
 * `first`, the scan stops after the first pair that matches (get, has).
 * Invariant: q is a valid query (it came from a Uri), so every '%' starts a full escape.
 */
function scanPairs(q: string, key: string, o: ReadOptions, first = false): number[] {
  const out: number[] = [];
  const n = q.length;
  if (n === 0) return out;
  let start = 0;
  let eq = -1;
  let encoded = -1; // the first '%' (or '+' in form mode) of the key: from there it is compared decoded
  for (let i = 0; i <= n; i++) {
    const c = i < n ? q.charCodeAt(i) : o.sep;
    if (c === o.sep) {
      const keyEnd = eq < 0 ? i : eq;
      // the empty text between two separators is no pair to match (URLSearchParams skips it), but is kept
      const match = i > start && keyIs(q, start, keyEnd, encoded, key, o);
      out.push(start, eq < 0 ? -1 : eq + 1, i, match ? 1 : 0);
      if (match && first) return out;
      start = i + 1;
      eq = -1;
      encoded = -1;
    } else if (eq < 0) {
      if (c === EQUALS) eq = i;
      else if (encoded < 0 && (c === PERCENT || (c === PLUS && o.form))) encoded = i;
    }
  }
  return out;
}

/**
 * Whether the raw key q[start, end) decodes to `key`; a key that is not UTF-8 is no string's, so
 * never. `encoded` is its first escape (or '+' in form mode), -1 for none.
 */
function keyIs(q: string, start: number, end: number, encoded: number, key: string, o: ReadOptions): boolean {
  if (encoded < 0) return end - start === key.length && q.startsWith(key, start);
  // a decoded key is never longer than its raw text, and the literal text before the first escape
  // is its own decoding: most keys that differ are told apart here, without decoding them
  if (key.length > end - start || key.length < encoded - start) return false;
  for (let i = start; i < encoded; i++) if (q.charCodeAt(i) !== key.charCodeAt(i - start)) return false;
  try {
    return decodePart(q, q.slice(start, end), start, o.form) === key;
  } catch {
    return false; // invalid UTF-8 in an unrelated key: it stays as written
  }
}

/** The decoded value of the pair at p in the scan (a key without '=' reads as '', as URLSearchParams reads it). */
function valueAt(q: string, pairs: readonly number[], p: number, o: ReadOptions): string {
  const valueStart = pairs[p + 1]!;
  if (valueStart < 0) return '';
  const end = pairs[p + 2]!;
  // text without '%' (or '+' in form mode) is its own decoding: no call to decode
  for (let i = valueStart; i < end; i++) {
    const c = q.charCodeAt(i);
    if (c === PERCENT || (c === PLUS && o.form)) return decodePart(q, q.slice(valueStart, end), valueStart, o.form);
  }
  return q.slice(valueStart, end);
}

/** The query of the pairs of the scan that do not match, each as written, with `insert` in place of the pair at `at` (-1: none). */
function rewrite(q: string, pairs: readonly number[], sep: string, at: number, insert: string): string | undefined {
  const parts: string[] = [];
  for (let p = 0; p < pairs.length; p += 4) {
    if (p === at) parts.push(insert);
    else if (pairs[p + 3] === 0) parts.push(q.slice(pairs[p]!, pairs[p + 2]!));
  }
  // URLSearchParams writes no '?' for no pairs: the query goes with its last pair
  return parts.length === 0 ? undefined : parts.join(sep);
}

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * The value of the first parameter named `key`, decoded; '' for a key without '=' (`?flag`), and
 * undefined when there is none. `URL`: `url.searchParams.get(key)` (which gives null for none).
 *
 * @throws {UriError} 'invalid-utf8' (index in the query) when that value is not UTF-8; a parse
 * error for a string that is no URI reference; 'invalid-argument' for a key that is not a string
 * or bad options.
 * @example
 * getQueryParam('https://example.com/search?q=caf%C3%A9+au+lait&page=2', 'q'); // 'café au lait'
 */
export function getQueryParam(uri: UriInput, key: string, options?: QueryParamOptions): string | undefined {
  const { u, o } = readArgs('getQueryParam', uri, key, options);
  const q = u.query;
  if (q === undefined) return undefined;
  const pairs = scanPairs(q, key, o, true);
  for (let p = 0; p < pairs.length; p += 4) if (pairs[p + 3] === 1) return valueAt(q, pairs, p, o);
  return undefined;
}

/**
 * The values of every parameter named `key`, in order, decoded ('' for a key without '=').
 * `URL`: `url.searchParams.getAll(key)`.
 *
 * @throws {UriError} as {@link getQueryParam}.
 * @example
 * getQueryParams('https://a/?tag=x&b=1&tag=y', 'tag'); // ['x', 'y']
 */
export function getQueryParams(uri: UriInput, key: string, options?: QueryParamOptions): string[] {
  const { u, o } = readArgs('getQueryParams', uri, key, options);
  const q = u.query;
  const values: string[] = [];
  if (q === undefined) return values;
  const pairs = scanPairs(q, key, o);
  for (let p = 0; p < pairs.length; p += 4) if (pairs[p + 3] === 1) values.push(valueAt(q, pairs, p, o));
  return values;
}

/**
 * Whether a parameter named `key` is present (with or without '='). `URL`: `url.searchParams.has(key)`.
 *
 * @throws {UriError} as {@link getQueryParam}, but values are not decoded, so never 'invalid-utf8'.
 * @example
 * hasQueryParam('https://a/?debug', 'debug'); // true
 */
export function hasQueryParam(uri: UriInput, key: string, options?: QueryParamOptions): boolean {
  const { u, o } = readArgs('hasQueryParam', uri, key, options);
  const q = u.query;
  if (q === undefined) return false;
  const pairs = scanPairs(q, key, o, true);
  return pairs.length > 0 && pairs[pairs.length - 1] === 1;
}

// ---------------------------------------------------------------------------------------------
// Writing: each returns a new Uri (the same one when nothing changes)

/**
 * A new Uri whose first parameter named `key` has the value `value` (encoded for the mode), in
 * its place; later parameters of that name are removed; when there is none, the pair is appended.
 * Every other pair is kept byte for byte. A number or boolean is written as `String(value)`; null
 * writes the key without '='. `URL`: `url.searchParams.set(key, value)` (which writes the whole
 * query again in form encoding).
 *
 * @throws {UriError} 'lone-surrogate' (index in the key or value); a parse error for a string
 * that is no URI reference; 'invalid-argument' for a key that is not a string, a value that is not
 * a string, a finite number, a boolean or null, or bad options.
 * @example
 * setQueryParam('https://a/?q=old&page=%32', 'q', 'a b').toString(); // 'https://a/?q=a+b&page=%32'
 */
export function setQueryParam(uri: UriInput, key: string, value: QueryValue | null, options?: QueryParamOptions): Uri {
  const { u, o } = readArgs('setQueryParam', uri, key, options);
  const text = pairText(key, valueToWrite('setQueryParam', value), o);
  const q = u.query;
  if (q === undefined || q === '') return u.with({ query: text });
  const pairs = scanPairs(q, key, o);
  let at = -1;
  for (let p = 0; p < pairs.length && at < 0; p += 4) if (pairs[p + 3] === 1) at = p;
  const sep = String.fromCharCode(o.sep);
  const query = at < 0 ? q + sep + text : rewrite(q, pairs, sep, at, text);
  return query === q ? u : u.with({ query });
}

/**
 * A new Uri with the pair `key=value` added after every other, which are kept byte for byte.
 * `URL`: `url.searchParams.append(key, value)`.
 *
 * @throws {UriError} as {@link setQueryParam}.
 * @example
 * appendQueryParam('https://a/?tag=x', 'tag', 'y').toString(); // 'https://a/?tag=x&tag=y'
 * appendQueryParam('urn:example:a', 'n', 1).toString(); // 'urn:example:a?n=1'
 */
export function appendQueryParam(uri: UriInput, key: string, value: QueryValue | null, options?: QueryParamOptions): Uri {
  const { u, o } = readArgs('appendQueryParam', uri, key, options);
  const text = pairText(key, valueToWrite('appendQueryParam', value), o);
  const q = u.query;
  return u.with({ query: q === undefined || q === '' ? text : q + String.fromCharCode(o.sep) + text });
}

/**
 * A new Uri without the parameters named `key`; every other pair is kept byte for byte. When no
 * pair remains, the query goes too (`?` included), as URLSearchParams writes it; when none is
 * named `key`, the same Uri comes back. `URL`: `url.searchParams.delete(key)`.
 *
 * @throws {UriError} a parse error for a string that is no URI reference; 'invalid-argument' for
 * a key that is not a string or bad options.
 * @example
 * deleteQueryParam('https://a/?utm_source=x&id=%7E1', 'utm_source').toString(); // 'https://a/?id=%7E1'
 */
export function deleteQueryParam(uri: UriInput, key: string, options?: QueryParamOptions): Uri {
  const { u, o } = readArgs('deleteQueryParam', uri, key, options);
  const q = u.query;
  if (q === undefined) return u;
  const pairs = scanPairs(q, key, o);
  let found = false;
  for (let p = 0; p < pairs.length && !found; p += 4) if (pairs[p + 3] === 1) found = true;
  return found ? u.with({ query: rewrite(q, pairs, String.fromCharCode(o.sep), -1, '') }) : u;
}
