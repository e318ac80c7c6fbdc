/**
 * RFC 3986 §3.1 — what every scheme module shares: the scheme check of its argument, decoding a
 * part with errors placed in the whole URI, and the checks of a view given to a builder.
 */

import { LONG_OUTPUT, TextBuilder, unitBuffer, unitsToString } from '../chars.js';
import { UriError, argumentError, describeValue } from '../errors.js';
import { decode } from '../percent.js';
import { type Uri, toUri, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { SCHEME_MISMATCH } from './codes/registry.js';

// ---------------------------------------------------------------------------------------------
// Types and tables

/**
 * A view as a builder takes it: with its `scheme` (which must then be the builder's, in lower case,
 * as the parser writes it) or without (the builder's own scheme is meant). Other fields as in `V`.
 */
export type ViewInput<V> = V extends { scheme: infer S } ? Flat<Omit<V, 'scheme'> & { scheme?: S | undefined }> : V;

/** The same object type written as one (an intersection flattened), so that editors show its fields. */
type Flat<T> = { [K in keyof T]: T[K] };

/** @internal The largest TCP port (RFC 9293 §3.1: the port fields are 16 bits). */
export const MAX_PORT = 65535;

// ---------------------------------------------------------------------------------------------
// The URI argument of a parser, and its parts

/**
 * @internal The URI argument of a parseX function (a string is parsed with the core parse) as a Uri of one of `schemes` (lower case),
 * and its scheme lower-cased; another scheme, or none, throws 'scheme-mismatch' at 0.
 */
export function schemeUri(value: UriInput, schemes: readonly string[], what: string): { uri: Uri; scheme: string } {
  const uri = toUri(value, what, undefined);
  const scheme = uri.scheme?.toLowerCase();
  if (scheme === undefined || !schemes.includes(scheme)) {
    throw schemeError(SCHEME_MISMATCH, 0, uri.toString(),
      `expected a URI of scheme ${schemes.join(' or ')}, got ${scheme === undefined ? 'a relative reference' : describeValue(uri.scheme)}`);
  }
  return { uri, scheme };
}

/** `raw` (the text at `start` in `input`, the whole URI) percent-decoded; a decoding error's index is moved into `input`. */
export function decodePart(raw: string, start: number, input: string): string {
  try {
    return decode(raw);
  } catch (e) {
    if (e instanceof UriError) throw e.relocated(start + e.index, input);
    throw e;
  }
}

/** s[start, end) percent-decoded, a decoding error's index being an offset in s. */
export function decodeAt(s: string, start: number, end: number): string {
  return decodePart(s.slice(start, end), start, s);
}

/**
 * ASCII-only lower case: scheme tokens (header names, media types, parameter names) are ASCII, and
 * other letters keep their length. s itself when it has no upper-case letter; a long s is written
 * into a buffer (see "Output buffers" in chars.ts).
 */
export function asciiLower(s: string): string {
  const n = s.length;
  let i = 0;
  while (i < n && !isUpperAscii(s.charCodeAt(i))) i++;
  if (i === n) return s;
  if (n >= LONG_OUTPUT) {
    const buf = unitBuffer(n);
    for (let k = 0; k < n; k++) {
      const c = s.charCodeAt(k);
      buf[k] = isUpperAscii(c) ? c + 32 : c;
    }
    return unitsToString(buf, n);
  }
  let out = s.slice(0, i);
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    out += isUpperAscii(c) ? String.fromCharCode(c + 32) : s[i]!;
  }
  return out;
}

function isUpperAscii(c: number): boolean {
  return c >= 65 && c <= 90;
}

/**
 * Percent-encodes the characters of `chars` in an already encoded text (its '%' are all escapes).
 * A long text is copied into a TextBuilder between the escapes (see "Output buffers" in chars.ts),
 * not made a rope of a piece per character.
 */
export function escapeChars(text: string, chars: string): string {
  if (text.length >= LONG_OUTPUT) {
    const out = new TextBuilder(text.length + 16);
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (!chars.includes(ch)) continue;
      out.appendRange(text, from, i);
      out.append('%' + ch.charCodeAt(0).toString(16).toUpperCase());
      from = i + 1;
    }
    out.appendRange(text, from, text.length);
    return out.toString();
  }
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    out += chars.includes(ch) ? '%' + ch.charCodeAt(0).toString(16).toUpperCase() : ch;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Views given to a builder: every field read once, checked, and copied into plain data

/**
 * @internal Plain view data (strings, numbers, booleans, undefined and arrays of them, as a builder
 * has checked and copied them or as a parser returns them) as a person reads it, for "the view's x
 * is ..., but the URI gives ..." messages; anything else is named by describeGiven. Bounded in
 * depth and length.
 */
export function showData(value: unknown, depth = 0): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? value.slice(0, 60) + '...' : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === undefined) return String(value);
  if (!Array.isArray(value) || depth >= 3) return describeValue(value);
  const shown = value.slice(0, 8).map((item: unknown) => showData(item, depth + 1));
  return '[' + shown.join(', ') + (value.length > 8 ? ', ...' : '') + ']';
}

/** @internal The 'invalid-argument' error for a view field: names the builder, the field, what it must be and what was given. */
export function fieldError(fn: string, field: string, expected: string, given: unknown): UriError {
  return argumentError(`${fn}: the view's ${field} must be ${expected}, got ${describeValue(given)}`);
}

/** True for a revoked Proxy: it throws on any look (Array.isArray, a property read). */
function isRevokedProxy(value: object): boolean {
  try {
    Array.isArray(value);
    return false;
  } catch {
    return true;
  }
}

/** @internal Throws an 'invalid-argument' UriError unless the view is an object (not null, not an array) whose fields can be read. */
export function expectView(view: unknown, fn: string): asserts view is Record<string, unknown> {
  if (view === null || typeof view !== 'object' || isRevokedProxy(view) || Array.isArray(view)) {
    throw argumentError(`${fn}: expected a view object, got ${describeValue(view)}`);
  }
}

/**
 * @internal The view's scheme: one of `schemes` (lower case), or the first of them when the view has
 * none (absent or undefined). A string naming another scheme is 'scheme-mismatch' at 0 of that
 * string (as parseAs's `scheme` argument is), anything else 'invalid-argument'.
 */
export function schemeField(view: Record<string, unknown>, fn: string, schemes: readonly string[]): string {
  const s = view['scheme'];
  if (s === undefined) return schemes[0]!;
  const expected = schemes.map((x) => `'${x}'`).join(' or ');
  if (typeof s !== 'string') throw fieldError(fn, 'scheme', `${expected} or undefined`, s);
  if (!schemes.includes(s)) {
    // the error's input is the view's scheme, the text that does not match
    throw schemeError(SCHEME_MISMATCH, 0, s, `${fn}: the view's scheme is ${describeValue(s)}, expected ${expected} (lower case, as the parser writes it) or none`);
  }
  return s;
}

/** @internal A view's string field (a non-empty one with `nonEmpty`), read once. */
export function stringField(view: Record<string, unknown>, key: string, fn: string, nonEmpty = false): string {
  const v = view[key];
  if (typeof v !== 'string' || (nonEmpty && v === '')) throw fieldError(fn, key, nonEmpty ? 'a non-empty string' : 'a string', v);
  return v;
}

/** @internal A view's optional string field (non-empty when given, with `nonEmpty`), read once. */
export function optionalField(view: Record<string, unknown>, key: string, fn: string, nonEmpty = false): string | undefined {
  const v = view[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || (nonEmpty && v === '')) {
    throw fieldError(fn, key, nonEmpty ? 'a non-empty string or undefined' : 'a string or undefined', v);
  }
  return v;
}

/** @internal A view's boolean field, read once. */
export function booleanField(view: Record<string, unknown>, key: string, fn: string): boolean {
  const v = view[key];
  if (typeof v !== 'boolean') throw fieldError(fn, key, 'a boolean', v);
  return v;
}

/** @internal A view's field that is one of `choices` (or, with `optional`, undefined), read once. */
export function choiceField<T extends string>(
  view: Record<string, unknown>, key: string, fn: string, choices: readonly T[], optional: true): T | undefined;
/** @internal */
export function choiceField<T extends string>(view: Record<string, unknown>, key: string, fn: string, choices: readonly T[]): T;
export function choiceField<T extends string>(
  view: Record<string, unknown>, key: string, fn: string, choices: readonly T[], optional = false): T | undefined {
  const v = view[key];
  if (optional && v === undefined) return undefined;
  if (typeof v !== 'string' || !(choices as readonly string[]).includes(v)) {
    throw fieldError(fn, key, choices.map((c) => `'${c}'`).join(', ') + (optional ? ' or undefined' : ''), v);
  }
  return v as T;
}

/**
 * @internal A view's port, read once: an integer from 0 to 65535, or (with `optional`) undefined.
 * `max` widens the range where the parser reads larger ports (news: any non-negative safe integer).
 */
export function portField(view: Record<string, unknown>, fn: string, optional = true, max = MAX_PORT): number | undefined {
  const p = view['port'];
  if (optional && p === undefined) return undefined;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p > max) {
    const range = max === MAX_PORT ? `an integer from 0 to ${MAX_PORT}` : 'a non-negative safe integer';
    throw fieldError(fn, 'port', optional ? `${range} or undefined` : range, p);
  }
  return p;
}

/**
 * @internal The items of an array field, copied: `length` read once (a Proxy may claim anything)
 * and each item once, in order, handed to `item` (which checks it and returns what to keep). With
 * `length`, the array must have exactly that many items.
 */
export function arrayField<T>(
  view: Record<string, unknown>, key: string, fn: string, expected: string,
  item: (value: unknown, field: string) => T, length?: number,
): T[] {
  const v = view[key];
  if (v === null || typeof v !== 'object' || isRevokedProxy(v) || !Array.isArray(v)) throw fieldError(fn, key, expected, v);
  const n: unknown = v.length;
  // an array's length is at most 2^32 - 1 (ECMA-262 §10.4.2): a Proxy claiming more is lying
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff || (length !== undefined && n !== length)) {
    const given = typeof n === 'number' ? `an array of length ${n}` : 'an array whose length is no number';
    throw argumentError(`${fn}: the view's ${key} must be ${expected}, got ${given}`);
  }
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(item(v[i], `${key}[${i}]`));
  return out;
}

/**
 * @internal An object item of an array field (`field` names it: 'extensions[0]') with its `keys`
 * read once each, into a record under names like 'extensions[0].type' for the field readers above.
 */
export function itemFields(item: unknown, field: string, fn: string, keys: readonly string[], expected: string): Record<string, unknown> {
  if (item === null || typeof item !== 'object' || isRevokedProxy(item) || Array.isArray(item)) throw fieldError(fn, field, expected, item);
  const out: Record<string, unknown> = {};
  for (const key of keys) out[`${field}.${key}`] = (item as Record<string, unknown>)[key];
  return out;
}

/** @internal A view's array of strings (each non-empty with `nonEmpty`), copied. */
export function stringArrayField(view: Record<string, unknown>, key: string, fn: string, nonEmpty = false): string[] {
  const what = nonEmpty ? 'a non-empty string' : 'a string';
  return arrayField(view, key, fn, `an array of ${what}s`, (v, field) => {
    if (typeof v !== 'string' || (nonEmpty && v === '')) throw fieldError(fn, field, what, v);
    return v;
  });
}

/** @internal A view's array of [string, string] pairs (`names` says what they are: '[name, value]'), copied. */
export function pairsField(view: Record<string, unknown>, key: string, fn: string, names: string): [string, string][] {
  return arrayField(view, key, fn, `an array of ${names} pairs of strings`, (v, field): [string, string] => {
    const [a, b] = arrayField({ [field]: v }, field, fn, `a ${names} pair of strings`, (x, f) => {
      if (typeof x !== 'string') throw fieldError(fn, f, 'a string', x);
      return x;
    }, 2);
    return [a!, b!];
  });
}

/** Deep equality of plain view data (arrays of arrays of strings at most). */
function sameData(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  return Object.is(a, b);
}

/**
 * @internal The check that makes parse(build(v)) deep-equal v: `fields` (what the builder read from
 * `view` and checked) must all come back in `again` (the view of the built URI), and `view` may have
 * no other field but an undefined one. A field that the others contradict (a hostKind that is not
 * the host's, pathSegments that are not the path's) is an 'invalid-argument'.
 */
export function expectSameView(view: Record<string, unknown>, fields: Record<string, unknown>, again: object, fn: string): void {
  const back = again as Record<string, unknown>;
  for (const key of Object.keys(view)) {
    if (Object.prototype.hasOwnProperty.call(back, key) || view[key] === undefined) continue;
    throw argumentError(`${fn}: the view has an unknown field ${describeValue(key)}`);
  }
  for (const key of Object.keys(back)) {
    if (!sameData(fields[key], back[key])) {
      throw argumentError(`${fn}: the view's ${key} is ${showData(fields[key])}, but the URI its other fields make gives ${showData(back[key])}`);
    }
  }
}
