/** RFC 3986 §3.4 — query strings as ordered key=value pairs; application/x-www-form-urlencoded ('+' as space). */

import {
  IPRIVATE, LONG_OUTPUT, PCT, QUERY, QUERY_TABLE, TextBuilder, byteBuffer, bytesToString, growBytes, scan, scanIri,
  utf8Escape, writeEscape, writeUtf8Escape,
} from '../chars.js';
import { UriError, argumentError, describeValue, INVALID_PERCENT_ENCODING, INVALID_QUERY_CHAR, LONE_SURROGATE } from '../errors.js';
import { type Fields, checkOptions, isBoolean, oneOf } from '../options.js';
import { decode, encode, plusToSpace } from '../percent.js';
import { type Uri, type UrlLike, toUri } from '../uri.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * How the text of a key or value is decoded and encoded.
 * - 'rfc3986' (default): percent-encoding only (RFC 3986 §2.1, §2.5); '+' is a plus sign.
 * - 'form': application/x-www-form-urlencoded (WHATWG URL §5, java.net.URLDecoder; the W3C note "URIs in the WWW":
 *   "the plus sign is reserved as shorthand notation for a space"): '+' is a space, then %HH.
 */
export type QueryMode = 'rfc3986' | 'form';

/** The character between pairs: '&' (default), or ';' (the HTML 4.01 §B.2.2 alternative). */
export type QuerySeparator = '&' | ';';

/** Options of {@link parseQuery}, {@link stringifyQuery}, {@link queryToObject}, {@link queryToMap}. */
export interface QueryOptions {
  /** 'rfc3986' (default) or 'form'. */
  mode?: QueryMode | undefined;
  /** '&' (default) or ';'. */
  separator?: QuerySeparator | undefined;
  /**
   * Accept RFC 3987 iquery text (non-ASCII ucschar and iprivate), as a Uri parsed with
   * `{ iri: true }` may hold. Default false: RFC 3986 query characters only.
   */
  iri?: boolean | undefined;
}

/** Options of {@link buildQuery}: the encoding mode and the separator written between pairs. */
export interface BuildQueryOptions {
  mode?: QueryMode | undefined;
  separator?: QuerySeparator | undefined;
}

/** The fields of BuildQueryOptions, checked (see options.ts). */
const BUILD_QUERY_FIELDS: Fields = {
  mode: /* @__PURE__ */ oneOf(['rfc3986', 'form']),
  separator: /* @__PURE__ */ oneOf(['&', ';']),
};

/** The fields of QueryOptions: BuildQueryOptions' and `iri`. */
const QUERY_FIELDS: Fields = { ...BUILD_QUERY_FIELDS, iri: isBoolean };

/**
 * One pair of a parsed query, in order; duplicates are kept.
 * `value` is undefined when the pair has no '=' (`?flag`), '' for `?a=`. The empty text between
 * two separators (`a&&b`) is the pair { key: '', value: undefined, rawKey: '' }.
 * `rawKey` and `rawValue` are the text as written (still percent-encoded).
 */
export interface QueryPair {
  key: string;
  value: string | undefined;
  rawKey: string;
  rawValue: string | undefined;
}

/**
 * A value to write: a string, or a number or boolean written as `String(value)` (a number must be
 * finite). In a pair, `undefined` and `null` write the key without '='.
 */
export type QueryValue = string | number | boolean;

/**
 * A pair to build from: decoded `key` and `value` (undefined or null: a key without '=', as
 * {@link parseQuery} gives it). `rawKey` and `rawValue` are used by {@link stringifyQuery} when
 * they are valid and still decode to the key and value; {@link buildQuery} ignores them.
 */
export interface QueryPairInput {
  key: string;
  value?: QueryValue | null | undefined;
  rawKey?: string | undefined;
  rawValue?: string | undefined;
}

/**
 * A value of a query record, as {@link buildQuery} takes it: a string, number or boolean; `null`
 * for a key without '='; `undefined` for no pair at all (the key is left out, as JSON.stringify
 * leaves it out); an array for a repeated key (its undefined items left out the same way).
 */
export type QueryObjectValue = QueryValue | null | undefined | readonly (QueryValue | null | undefined)[];

/** A query as a plain object, as {@link buildQuery} takes it. */
export type QueryRecord = Readonly<Record<string, QueryObjectValue>>;

/** What {@link queryToObject} returns: an object without a prototype; repeated keys hold arrays. */
export type QueryObject = Record<string, string | undefined | (string | undefined)[]>;

/** The part of URLSearchParams the bridge uses; Node's and the browsers' URLSearchParams fit it. */
export interface URLSearchParamsLike {
  append(name: string, value: string): void;
  forEach(callback: (value: string, name: string) => void): void;
}

// ---------------------------------------------------------------------------------------------
// Tables

const AMP = 0x26; // '&'
const SEMI = 0x3b; // ';'
const EQUALS = 0x3d; // '='
const SPACE = 0x20;
const PERCENT = 0x25;
const PLUS = 0x2b;

// The application/x-www-form-urlencoded percent-encode set's complement (WHATWG URL §1.3,
// "application/x-www-form-urlencoded percent-encode set"): ALPHA, DIGIT, '*', '-', '.', '_' stay
// literal; a space is '+'; every other octet is %HH. The same bytes as URLSearchParams#toString
// and java.net.URLEncoder, and every one of them is a query character (§3.4).
const FORM_SAFE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._';

/** FORM_SAFE[c] is 1 when the ASCII code c stays literal in form encoding; built once. */
function buildFormSafe(): Uint8Array {
  const t = new Uint8Array(128);
  for (let i = 0; i < FORM_SAFE_CHARS.length; i++) t[FORM_SAFE_CHARS.charCodeAt(i)] = 1;
  return t;
}

const FORM_SAFE: Uint8Array = /* @__PURE__ */ buildFormSafe();

/**
 * The schemes whose queries are read and written in form mode unless the options say otherwise:
 * the web's, whose queries HTML forms (HTML §4.10.21.7) and URLSearchParams (WHATWG URL §6.2)
 * write with '+' for a space. Elsewhere (mailto hfields, urn q-components, ldap, data...) '+' is
 * a plus sign, as RFC 3986 reads it.
 */
const FORM_SCHEMES: readonly string[] = ['http', 'https', 'ws', 'wss'];

// ---------------------------------------------------------------------------------------------
// Small helpers

/** @internal The default mode of a scheme's query (any case; undefined, a relative reference: 'rfc3986'). */
export function modeOfScheme(scheme: string | undefined): QueryMode {
  return scheme !== undefined && FORM_SCHEMES.includes(scheme.toLowerCase()) ? 'form' : 'rfc3986';
}

/** @internal The options of a query function, read: form mode, the separator's code, iquery text. */
export interface ReadOptions {
  form: boolean;
  sep: number;
  iri: boolean;
}

/** Checks the options of `fn` against its fields (QUERY_FIELDS or BUILD_QUERY_FIELDS) and reads them. */
function readOptions(fn: string, options: QueryOptions | undefined, fields: Fields): ReadOptions {
  checkOptions(options, fn, fields);
  return { form: options?.mode === 'form', sep: options?.separator === ';' ? SEMI : AMP, iri: options?.iri === true };
}

/**
 * The raw query text of a string (the query itself), or of a Uri or a URL object (its `query`, ''
 * when it has none). A URL is read as every function of urikit reads one (toUri, UriInput): its
 * href parsed as a URI reference, so that an href RFC 3986 refuses throws as that string would.
 */
function queryText(input: unknown, fn: string): string {
  if (typeof input === 'string') return input;
  return toUri(input, `${fn}: the query`, undefined).query ?? '';
}

/**
 * The end of the longest prefix of s[from, to) that is query text (§3.4 `*( pchar / "/" / "?" )`,
 * RFC 3987 iquery with `iri`), percent-escapes included; `to` when it all is.
 */
function scanQuery(s: string, from: number, to: number, iri: boolean): number {
  return iri ? scanIri(s, from, to, QUERY | IPRIVATE) : scan(s, from, to, QUERY_TABLE);
}

/** Throws the error for the character at i, which scanQuery stopped at. */
function queryCharError(s: string, i: number): UriError {
  return s.charCodeAt(i) === PERCENT
    ? new UriError('invalid-percent-encoding', i, s, undefined, INVALID_PERCENT_ENCODING)
    : new UriError('invalid-query-char', i, s, undefined, INVALID_QUERY_CHAR);
}

/**
 * Decodes `raw`, the text of q at `from`. A decode error is raised again with its index moved by
 * `from`, so that it points into the whole query `q`. '+' -> ' ' keeps every index, so form mode
 * maps the same way. Text without '%' (or '+' in form mode) comes back as the same string, so a
 * pair's key and rawKey share one string.
 * @internal
 */
export function decodePart(q: string, raw: string, from: number, form: boolean): string {
  try {
    return decode(form ? plusToSpace(raw) : raw);
  } catch (e) {
    if (e instanceof UriError) throw e.relocated(from + e.index, q);
    throw e;
  }
}

/** Form encoding of one key or value (see FORM_SAFE); UTF-8, upper-case hex. */
function formEncode(value: string): string {
  const n = value.length;
  if (n >= LONG_OUTPUT) return formEncodeLong(value);
  let out = '';
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 128) {
      if (FORM_SAFE[c] === 1) out += value[i]!;
      else if (c === SPACE) out += '+';
      else out += PCT[c]!;
    } else if (c < 0xd800 || c > 0xdfff) {
      out += utf8Escape(c);
    } else {
      const d = value.charCodeAt(i + 1);
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) throw new UriError('lone-surrogate', i, value, undefined, LONE_SURROGATE);
      out += utf8Escape(0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00));
      i++;
    }
  }
  return out;
}

/**
 * formEncode for a long value (LONG_OUTPUT units or more), written into a byte buffer and made a
 * string once (see "Output buffers" in chars.ts). Keep the two in step (test/unit/long-output.test.ts).
 * Invariant: buf[0, k) is the encoding of value[0, i), with room for one step's 12 bytes below `limit`.
 */
function formEncodeLong(value: string): string {
  const n = value.length;
  let buf = byteBuffer(n + 16);
  let limit = buf.length - 12;
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (k > limit) {
      buf = growBytes(buf, k, Math.ceil((k / i) * n) + 16); // to what the rest would take at the rate so far
      limit = buf.length - 12;
    }
    const c = value.charCodeAt(i);
    if (c < 128) {
      if (FORM_SAFE[c] === 1) buf[k++] = c;
      else if (c === SPACE) buf[k++] = PLUS;
      else k = writeEscape(buf, k, c);
    } else if (c < 0xd800 || c > 0xdfff) {
      k = writeUtf8Escape(buf, k, c);
    } else {
      const d = value.charCodeAt(i + 1);
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) throw new UriError('lone-surrogate', i, value, undefined, LONE_SURROGATE);
      k = writeUtf8Escape(buf, k, 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00));
      i++;
    }
  }
  return bytesToString(buf, k);
}

/** @internal Encodes a key (isKey) or a value for the mode; with ';' as separator, ';' is encoded too. */
export function encodePart(text: string, isKey: boolean, o: ReadOptions): string {
  if (o.form) return formEncode(text); // ';' '&' '=' '+' are all outside FORM_SAFE
  const out = encode(text, isKey ? 'queryKey' : 'queryValue');
  return o.sep === SEMI && out.indexOf(';') !== -1 ? out.split(';').join('%3B') : out;
}

/** Appends a separator (the code `sep`) and a pair's encoded key and value (none: no '='). */
function appendPair(tail: TextBuilder, sep: number, key: string, value: string | undefined): void {
  tail.appendCode(sep);
  tail.append(key);
  if (value !== undefined) {
    tail.appendCode(EQUALS);
    tail.append(value);
  }
}

/**
 * @internal The text of a value: a string as it is, a finite number or a boolean as String(value);
 * undefined for anything else (the caller names what it expected).
 */
export function valueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  return undefined;
}

/** A checked pair: its key, and its value as text (undefined: no '='). */
interface CheckedPair {
  key: string;
  value: string | undefined;
  rawKey: string | undefined;
  rawValue: string | undefined;
}

/** Checks a caller's pair; a bad one is an 'invalid-argument' naming its position. */
function checkPair(pair: unknown, i: number, fn: string): CheckedPair {
  if (typeof pair !== 'object' || pair === null) {
    throw argumentError(`${fn}: pair ${i} must be an object { key, value }, got ${describeValue(pair)}`);
  }
  const p = pair as { key?: unknown; value?: unknown; rawKey?: unknown; rawValue?: unknown };
  if (typeof p.key !== 'string') throw argumentError(`${fn}: pair ${i} has a key that is not a string: ${describeValue(p.key)}`);
  const v = p.value;
  const value = v === undefined || v === null ? undefined : valueText(v);
  if (value === undefined && v !== undefined && v !== null) {
    throw argumentError(`${fn}: pair ${i} has a value that is not a string, a finite number, a boolean, null or undefined: ${describeValue(v)}`);
  }
  return {
    key: p.key,
    value,
    rawKey: typeof p.rawKey === 'string' ? p.rawKey : undefined,
    rawValue: typeof p.rawValue === 'string' ? p.rawValue : undefined,
  };
}

/** The decoded form of raw text when it is usable as written (valid, no delimiter), else undefined. */
function rawDecodes(raw: unknown, isKey: boolean, o: ReadOptions): string | undefined {
  if (typeof raw !== 'string') return undefined;
  if (scanQuery(raw, 0, raw.length, o.iri) !== raw.length) return undefined;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === o.sep || (isKey && c === EQUALS)) return undefined;
  }
  try {
    return decode(o.form ? plusToSpace(raw) : raw);
  } catch {
    return undefined; // invalid UTF-8: not usable; the pair is encoded from its decoded text
  }
}

/**
 * A record: a plain object (its prototype Object.prototype, or none). A Map, a URLSearchParams or
 * a Date has no own enumerable keys to read, so taking it as a record would build '' in silence.
 */
function isRecord(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The way out for an object that is not a record: a URLSearchParams or a Map has its own reader. */
function recordHint(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  if (typeof (value as URLSearchParamsLike).forEach === 'function' && typeof (value as URLSearchParamsLike).append === 'function') {
    return ' (for a URLSearchParams, pass fromURLSearchParams(params))';
  }
  return value instanceof Map ? ' (for a Map, pass Object.fromEntries(map))' : '';
}

/**
 * The pairs of a record: own enumerable keys in JavaScript's order; arrays give one pair each;
 * undefined gives no pair, null a key without '='.
 */
function recordPairs(input: object, fn: string): QueryPairInput[] {
  const pairs: QueryPairInput[] = [];
  const rec = input as Record<string, unknown>;
  for (const key of Object.keys(rec)) {
    const v = rec[key];
    if (Array.isArray(v)) {
      for (const item of v as unknown[]) {
        if (item === undefined) continue;
        if (item !== null && valueText(item) === undefined) {
          throw argumentError(`${fn}: the values of ${describeValue(key)} must be strings, finite numbers, booleans, null or undefined, got ${describeValue(item)}`);
        }
        pairs.push({ key, value: item as QueryValue | null });
      }
    } else if (v === null || valueText(v) !== undefined) {
      pairs.push({ key, value: v as QueryValue | null });
    } else if (v !== undefined) {
      throw argumentError(`${fn}: the value of ${describeValue(key)} must be a string, a finite number, a boolean, null, undefined or an array of them, got ${describeValue(v)}`);
    }
  }
  return pairs;
}

// ---------------------------------------------------------------------------------------------
// Parsing

/**
 * The pairs of a query, in order, duplicates kept. The query is the raw text after '?' (as
 * `Uri#query` gives it), or a Uri or a URL object, whose query is read ('' when it has none; a URL
 * through its href, parsed as a URI reference, as every urikit function reads a URL).
 * - '' has no pairs; otherwise a query of n separators has n + 1 pairs, empty ones included:
 *   `a&&b` is a, { key: '', value: undefined }, b. So `stringifyQuery(parseQuery(q)) === q`.
 * - The first '=' of a pair ends its key; later ones belong to the value (`a=b=c`: 'a', 'b=c').
 * - Keys are flat text: `filter%5B%5D` is the key 'filter[]'; no nesting is made of brackets or
 *   dots (so `__proto__[x]` is just a key; see {@link queryToObject}).
 * The query is checked first: every character must be a query character (§3.4), so a literal '['
 * or space is an error (write %5B, %20 or, in form mode, '+').
 * See {@link https://www.rfc-editor.org/rfc/rfc3986#section-3.4 RFC 3986 §3.4} and
 * {@link https://url.spec.whatwg.org/#application/x-www-form-urlencoded WHATWG URL §5}.
 *
 * @throws {UriError} 'invalid-query-char' at a character a query cannot hold;
 * 'invalid-percent-encoding' at a '%' not followed by two hex digits; 'invalid-utf8' at the '%'
 * starting an invalid UTF-8 sequence; every index is in the query text. A URL whose href is no
 * URI reference: the parse error of that href. 'invalid-argument' for a bad input, options that
 * are not an object, an unknown option, or a field of the wrong type.
 * @example
 * parseQuery('name=John&age=30'); // [{ key: 'name', value: 'John', ... }, { key: 'age', value: '30', ... }]
 * parseQuery('search=hello+world', { mode: 'form' })[0].value; // 'hello world'
 */
export function parseQuery(query: string | Uri | UrlLike, options?: QueryOptions): QueryPair[] {
  const q = queryText(query, 'parseQuery');
  return readPairs(q, readOptions('parseQuery', options, QUERY_FIELDS));
}

/** How many times `c` occurs in q: one indexOf pass. */
function countOf(q: string, c: string): number {
  let k = 0;
  for (let i = q.indexOf(c); i !== -1; i = q.indexOf(c, i + 1)) k++;
  return k;
}

// A query of many pairs shares its repeated short texts (see readPart): from SHARE_FROM pairs
// on (below it the result is small enough to die young, and the sharing would cost more than it
// saves), for texts of 2 to SHARE_MAX code units (V8 shares one-unit strings itself; a slice of 13
// units or more is a SlicedString; a long text is read whole by the hash and repeats less often).
const SHARE_FROM = 1024;
const SHARE_MAX = 12;
const SHARE_SLOTS = 256; // a power of two: the hash is masked

/**
 * The texts of a long query seen so far (see readPart): `raws[h]` is the last raw text of 2 to
 * SHARE_MAX units whose hash is h, and `texts[h]` its decoding.
 */
interface SharedParts {
  raws: string[];
  texts: string[];
}

/**
 * Reads the part (key or value) q[from, to) into `out`: out[0] the text as written, out[1] decoded;
 * `escaped` says whether it holds a '%' (or, in form mode, a '+'), so that decoding is skipped when
 * there is nothing to decode. Every part read is a string that lives as long as the result; in a
 * query of a million pairs the young-generation collector copies each such string (twice) as the
 * result outlives it, at a cost per pair larger than the parse's own. So the parts of a long query
 * go through `shared`, a direct-mapped cache of its short raw texts and their decodings: a text
 * seen before (`id`, `true`, `%41`) is the same string again, not one more copy. Strings are
 * values: sharing changes no result, only its memory.
 * (`out` is an array and `shared` a plain object, not a class instance: optimized code holds a
 * class's maps weakly, and a full collection between two calls would throw that code away.)
 */
function readPart(out: string[], q: string, from: number, to: number, escaped: boolean, form: boolean, shared: SharedParts): void {
  const len = to - from;
  if (len < 2 || len > SHARE_MAX) {
    const raw = q.slice(from, to);
    out[0] = raw;
    out[1] = escaped ? decodePart(q, raw, from, form) : raw;
    return;
  }
  let h = len;
  for (let i = from; i < to; i++) h = (Math.imul(h, 31) + q.charCodeAt(i)) | 0;
  const slot = h & (SHARE_SLOTS - 1);
  const seen = shared.raws[slot]!;
  if (seen.length === len) {
    let i = 0;
    while (i < len && seen.charCodeAt(i) === q.charCodeAt(from + i)) i++;
    if (i === len) {
      // the same raw text decodes to the same text (and did not throw the first time)
      out[0] = seen;
      out[1] = shared.texts[slot]!;
      return;
    }
  }
  const raw = q.slice(from, to);
  const text = escaped ? decodePart(q, raw, from, form) : raw;
  shared.raws[slot] = out[0] = raw;
  shared.texts[slot] = out[1] = text;
}

/** parseQuery's algorithm, on the query text and its options read. */
function readPairs(q: string, o: ReadOptions): QueryPair[] {
  const n = q.length;
  const stop = scanQuery(q, 0, n, o.iri);
  if (stop !== n) throw queryCharError(q, stop);
  if (n === 0) return [];

  const sep = o.sep === AMP ? '&' : ';';
  // Sized once: a million push()es would copy the growing array again and again.
  const count = countOf(q, sep) + 1;
  const pairs = new Array<QueryPair>(count);
  const form = o.form;
  const shared: SharedParts | null = count >= SHARE_FROM
    ? { raws: new Array<string>(SHARE_SLOTS).fill(''), texts: new Array<string>(SHARE_SLOTS).fill('') }
    : null;
  const part = shared === null ? null : ['', ''];
  // Invariants, so that the whole query is searched once for each (a search per pair could rescan
  // the tail: quadratic): `eq` is the first '=' at or after `start`, `pct` the first '%' and `plus`
  // the first '+' (form mode only; else -1) at or after the part being read, each -1 when there is none.
  let eq = q.indexOf('=');
  let pct = q.indexOf('%');
  let plus = form ? q.indexOf('+') : -1;
  let start = 0;
  for (let k = 0; ; k++) {
    let end = q.indexOf(sep, start);
    if (end === -1) end = n;
    const keyEnd = eq !== -1 && eq < end ? eq : end;
    if (pct !== -1 && pct < start) pct = q.indexOf('%', start);
    if (plus !== -1 && plus < start) plus = q.indexOf('+', start);
    let escaped = (pct !== -1 && pct < keyEnd) || (plus !== -1 && plus < keyEnd);
    let rawKey: string;
    let key: string;
    // (a short query reads its parts here, not through readPart: the call and its out-array cost
    // short queries about a tenth of their time)
    if (part === null) {
      rawKey = q.slice(start, keyEnd);
      key = escaped ? decodePart(q, rawKey, start, form) : rawKey;
    } else {
      readPart(part, q, start, keyEnd, escaped, form, shared!);
      rawKey = part[0]!;
      key = part[1]!;
    }
    if (keyEnd === end) {
      pairs[k] = { key, value: undefined, rawKey, rawValue: undefined };
    } else {
      const from = keyEnd + 1;
      if (pct !== -1 && pct < from) pct = q.indexOf('%', from);
      if (plus !== -1 && plus < from) plus = q.indexOf('+', from);
      escaped = (pct !== -1 && pct < end) || (plus !== -1 && plus < end);
      if (part === null) {
        const rawValue = q.slice(from, end);
        pairs[k] = { key, value: escaped ? decodePart(q, rawValue, from, form) : rawValue, rawKey, rawValue };
      } else {
        readPart(part, q, from, end, escaped, form, shared!);
        pairs[k] = { key, value: part[1]!, rawKey, rawValue: part[0]! };
      }
    }
    if (end === n) return pairs;
    start = end + 1;
    if (eq !== -1 && eq < start) eq = q.indexOf('=', start);
  }
}

// ---------------------------------------------------------------------------------------------
// Serializing

/**
 * A query from pairs or from a plain object, every key and value encoded for the mode:
 * 'rfc3986' encodes a key with `encode(key, 'queryKey')` and a value with `encode(value,
 * 'queryValue')` ('&', '+', '=' in keys, and what a query cannot hold, as %HH); 'form' writes a
 * space as '+' and every octet but ALPHA, DIGIT, '*', '-', '.', '_' as %HH (UTF-8), exactly as
 * URLSearchParams does. A number or boolean is written as `String(value)` (a number must be
 * finite). In an object, `undefined` leaves the key out and `null` writes it without '='; an array
 * gives one pair per item, in order; keys come in JavaScript's own order (integer-like keys
 * first). In a pairs array, a value of undefined (as parseQuery gives a `?flag`) or null writes the
 * key without '='. Raw text in the pairs is ignored (see {@link stringifyQuery}).
 * Law: `parseQuery(buildQuery(pairs, o), o)` has the keys and values of `pairs` (except for the
 * list of one empty pair, which builds to '' and so parses to no pairs).
 *
 * @throws {UriError} 'lone-surrogate' (index in that key or value); 'invalid-argument' for a bad
 * input or pair, options that are not an object, an unknown option (`iri` too: buildQuery encodes
 * every non-ASCII character and has no use for it), or a field of the wrong type.
 * @example
 * buildQuery({ q: 'a b', tag: ['x', 'y'], page: 2, all: true, flag: null, none: undefined });
 * // 'q=a%20b&tag=x&tag=y&page=2&all=true&flag'
 * buildQuery([{ key: 'q', value: 'a+b c' }], { mode: 'form' }); // 'q=a%2Bb+c'
 */
export function buildQuery(input: readonly QueryPairInput[] | QueryRecord, options?: BuildQueryOptions): string {
  const o = readOptions('buildQuery', options, BUILD_QUERY_FIELDS);
  let pairs: readonly QueryPairInput[];
  if (Array.isArray(input)) pairs = input as readonly QueryPairInput[];
  else if (isRecord(input)) pairs = recordPairs(input, 'buildQuery');
  else throw argumentError(`buildQuery: the input must be an array of pairs or a plain object, got ${describeValue(input)}${recordHint(input)}`);
  const sep = o.sep === AMP ? '&' : ';';
  let out = '';
  let tail: TextBuilder | null = null; // once `out` is long, the rest of the query (see TextBuilder in chars.ts)
  for (let i = 0; i < pairs.length; i++) {
    const p = checkPair(pairs[i], i, 'buildQuery');
    const key = encodePart(p.key, true, o);
    const value = p.value === undefined ? undefined : encodePart(p.value, false, o);
    if (tail !== null) {
      appendPair(tail, o.sep, key, value);
      continue;
    }
    if (i > 0) out += sep;
    out += value === undefined ? key : key + '=' + value;
    if (out.length >= LONG_OUTPUT) tail = new TextBuilder(Math.ceil((out.length / (i + 1)) * (pairs.length - i)));
  }
  return tail === null ? out : out + tail.toString();
}

/**
 * A query from pairs, keeping each pair's raw text where it is still right: `rawKey` (and
 * `rawValue`) are written as they are when they are valid query text without a separator (and,
 * for the key, without '=') and decode, in this mode, to the pair's key (and value); otherwise the
 * pair is encoded as {@link buildQuery} does. So `stringifyQuery(parseQuery(q, o), o) === q` for
 * every valid q, and a pair whose decoded value was changed is re-encoded, never written stale.
 *
 * @throws {UriError} as {@link buildQuery}, but `iri` is an option here (raw text may hold iquery characters).
 * @example
 * stringifyQuery(parseQuery('a=%7e&b')); // 'a=%7e&b' (buildQuery would write 'a=~&b')
 */
export function stringifyQuery(pairs: readonly QueryPairInput[], options?: QueryOptions): string {
  const o = readOptions('stringifyQuery', options, QUERY_FIELDS);
  if (!Array.isArray(pairs)) throw argumentError(`stringifyQuery: pairs must be an array, got ${describeValue(pairs)}`);
  const list = pairs as readonly unknown[];
  const sep = o.sep === AMP ? '&' : ';';
  let out = '';
  let tail: TextBuilder | null = null; // as in buildQuery
  for (let i = 0; i < list.length; i++) {
    const p = checkPair(list[i], i, 'stringifyQuery');
    const rawKey = p.rawKey;
    const key = rawKey !== undefined && rawDecodes(rawKey, true, o) === p.key ? rawKey : encodePart(p.key, true, o);
    let value: string | undefined;
    if (p.value !== undefined) {
      const rawValue = p.rawValue;
      value = rawValue !== undefined && rawDecodes(rawValue, false, o) === p.value ? rawValue : encodePart(p.value, false, o);
    }
    if (tail !== null) {
      appendPair(tail, o.sep, key, value);
      continue;
    }
    if (i > 0) out += sep;
    out += value === undefined ? key : key + '=' + value;
    if (out.length >= LONG_OUTPUT) tail = new TextBuilder(Math.ceil((out.length / (i + 1)) * (list.length - i)));
  }
  return tail === null ? out : out + tail.toString();
}

// ---------------------------------------------------------------------------------------------
// Objects and maps (safe with hostile keys)

/** The pairs of a pairs array (checked) or of a query text, a Uri or a URL (parsed). */
function pairsOf(input: unknown, options: QueryOptions | undefined, fn: string): readonly { key: string; value: string | undefined }[] {
  // the options are checked in the name of `fn` either way, not of parseQuery
  const o = readOptions(fn, options, QUERY_FIELDS);
  if (Array.isArray(input)) {
    const list = input as readonly unknown[];
    const checked: CheckedPair[] = [];
    for (let i = 0; i < list.length; i++) checked.push(checkPair(list[i], i, fn));
    return checked;
  }
  return readPairs(queryText(input, fn), o);
}

/**
 * The pairs as an object with no prototype (`Object.create(null)`), so that keys such as
 * '__proto__', 'constructor' or 'toString' are own data properties and never reach
 * Object.prototype or any other object. A key seen once holds its value (undefined for a key
 * without '='); a repeated key holds an array of its values in order. Keys are flat: no nesting
 * is made of `a[b]` (the key is the text 'a[b]').
 *
 * @throws {UriError} as {@link parseQuery} when given a query text, a Uri or a URL; 'invalid-argument' for
 * a bad pair, and for bad options (checked as parseQuery's, whatever the input).
 * @example
 * const o = queryToObject('a=1&a=2&__proto__=x');
 * o.a; // ['1', '2']
 * o.__proto__; // 'x', an own property; Object.prototype is untouched
 */
export function queryToObject(input: readonly QueryPairInput[] | string | Uri | UrlLike, options?: QueryOptions): QueryObject {
  const pairs = pairsOf(input, options, 'queryToObject');
  const out = Object.create(null) as QueryObject;
  // Invariant: `out` has no prototype, so `key in out` sees own properties only and an assignment
  // to '__proto__' makes a data property (no inherited setter exists).
  const counts = Object.create(null) as Record<string, number>;
  for (const p of pairs) {
    const key = p.key;
    const value = p.value;
    const seen = counts[key];
    if (seen === undefined) {
      counts[key] = 1;
      out[key] = value;
    } else {
      counts[key] = seen + 1;
      if (seen === 1) out[key] = [out[key] as string | undefined, value];
      else (out[key] as (string | undefined)[]).push(value);
    }
  }
  return out;
}

/**
 * The pairs as a Map from each key to all its values in order (undefined for a key without '=');
 * a Map has no prototype keys at all, so hostile keys are just strings.
 *
 * @throws {UriError} as {@link parseQuery} when given a query text, a Uri or a URL; 'invalid-argument' for
 * a bad pair, and for bad options (checked as parseQuery's, whatever the input).
 * @example
 * queryToMap('a=1&b&a=2').get('a'); // ['1', '2']
 */
export function queryToMap(input: readonly QueryPairInput[] | string | Uri | UrlLike, options?: QueryOptions): Map<string, (string | undefined)[]> {
  const pairs = pairsOf(input, options, 'queryToMap');
  const out = new Map<string, (string | undefined)[]>();
  for (const p of pairs) {
    const list = out.get(p.key);
    if (list === undefined) out.set(p.key, [p.value]);
    else list.push(p.value);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The URLSearchParams bridge (form semantics: URLSearchParams is application/x-www-form-urlencoded)

/**
 * The pairs appended, in order, to a URLSearchParams (a new one from the global constructor, or
 * `target`). URLSearchParams has no key without '=': such a pair gets the value ''.
 *
 * @throws {UriError} 'invalid-argument' for bad pairs, or when no `target` is given and the
 * environment has no global URLSearchParams.
 * @example
 * toURLSearchParams(parseQuery('a=1&b')).toString(); // 'a=1&b='
 */
export function toURLSearchParams<T extends URLSearchParamsLike = URLSearchParamsLike>(pairs: readonly QueryPairInput[], target?: T): T {
  if (!Array.isArray(pairs)) throw argumentError(`toURLSearchParams: pairs must be an array, got ${describeValue(pairs)}`);
  let params: URLSearchParamsLike;
  if (target !== undefined) {
    if (typeof target !== 'object' || target === null || typeof (target as URLSearchParamsLike).append !== 'function') {
      throw argumentError(`toURLSearchParams: target must be a URLSearchParams, got ${describeValue(target)}`);
    }
    params = target;
  } else {
    const Ctor = (globalThis as unknown as { URLSearchParams?: new () => URLSearchParamsLike }).URLSearchParams;
    if (typeof Ctor !== 'function') throw argumentError('toURLSearchParams: this environment has no URLSearchParams; pass a target');
    params = new Ctor();
  }
  const list = pairs as readonly unknown[];
  for (let i = 0; i < list.length; i++) {
    const p = checkPair(list[i], i, 'toURLSearchParams');
    params.append(p.key, p.value ?? '');
  }
  return params as T;
}

/**
 * The pairs of a URLSearchParams, in order, with form semantics: every value is a string (never
 * undefined), and the raw text is the form encoding (what `params.toString()` writes), so
 * `stringifyQuery(fromURLSearchParams(p), { mode: 'form' }) === p.toString()` (for strings
 * without lone surrogates, which URLSearchParams has already replaced by U+FFFD).
 *
 * @throws {UriError} 'invalid-argument' when params has no forEach.
 * @example
 * fromURLSearchParams(new URLSearchParams('q=a+b'))[0]; // { key: 'q', value: 'a b', rawKey: 'q', rawValue: 'a+b' }
 */
export function fromURLSearchParams(params: URLSearchParamsLike): QueryPair[] {
  if (typeof params !== 'object' || params === null || Array.isArray(params) || typeof (params as URLSearchParamsLike).forEach !== 'function') {
    throw argumentError(`fromURLSearchParams: params must be a URLSearchParams, got ${describeValue(params)}`);
  }
  const pairs: QueryPair[] = [];
  params.forEach((value, key) => {
    if (typeof key !== 'string' || typeof value !== 'string') {
      throw argumentError(`fromURLSearchParams: params must give string keys and values, got ${describeValue(key)} = ${describeValue(value)}`);
    }
    pairs.push({ key, value, rawKey: formEncode(key), rawValue: formEncode(value) });
  });
  return pairs;
}
