/** RFC 3966 — the tel URI scheme: global and local telephone numbers, their parameters, and comparison. */

import { ALPHA, CHARS, DIGIT, HEXDIG, LONG_OUTPUT, byteBuffer, bytesToString, isIn } from '../chars.js';
import { argumentError } from '../errors.js';
import { encode } from '../percent.js';
import { type Uri, fromComponents, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import {
  type ViewInput, asciiLower, booleanField, decodeAt, escapeChars, expectView, pairsField, schemeField, schemeUri, stringField,
} from './common.js';
import type { SchemeEntry } from './registry.js';
import { beforeFragmentOf, hostStartOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { TEL_INVALID_NUMBER, TEL_INVALID_PARAMETER, TEL_INVALID_PHONE_CONTEXT, TEL_MISSING_PHONE_CONTEXT, TEL_UNEXPECTED_QUERY } from './codes/text.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * The structured view of a tel URI (RFC 3966 §3): `tel:` a global number ('+' and digits) or a
 * local number (which needs `;phone-context=`), then `;name[=value]` parameters. The fragment is
 * not part of the view (RFC 3966 gives it no meaning).
 */
export interface TelView {
  /** The scheme, 'tel'. */
  scheme: 'tel';
  /** The number as written, visual separators kept; a '#' (written %23 in the URI) is decoded. */
  number: string;
  /** The number without visual separators ('-', '.', '(', ')'): '+12015550123'. */
  digits: string;
  /** True for a global number (it starts with '+'). */
  global: boolean;
  /**
   * The parameters in their order, as [name, value]: names lower-cased (§4: comparisons are
   * case-insensitive), values percent-decoded; a parameter without '=' has the value ''.
   */
  params: [string, string][];
}

// ---------------------------------------------------------------------------------------------
// Tables

/** paramchar = param-unreserved / unreserved / pct-encoded, without "[" and "]", which a URI path cannot hold. */
const PARAMCHAR_MARKS = "-_.!~*'()/:&+$";
/** uric adds reserved; of those, ";" ends a parameter and "?" a path, so "=", "@" and "," remain. */
const URIC_EXTRA = '=@,';

const P_PARAMCHAR = 1;
const P_URIC = 2;

function buildTable(): Uint8Array {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if ((CHARS[c]! & (ALPHA | DIGIT)) !== 0) t[c] = P_PARAMCHAR | P_URIC;
  for (let i = 0; i < PARAMCHAR_MARKS.length; i++) t[PARAMCHAR_MARKS.charCodeAt(i)] = P_PARAMCHAR | P_URIC;
  for (let i = 0; i < URIC_EXTRA.length; i++) t[URIC_EXTRA.charCodeAt(i)] = P_URIC;
  return t;
}

/** PARAM_CHARS[c] & P_X is non-zero when the ASCII code c may stand literally in a value of kind X. */
const PARAM_CHARS: Uint8Array = /* @__PURE__ */ buildTable();

// ---------------------------------------------------------------------------------------------
// Small helpers

/** visual-separator = "-" / "." / "(" / ")" */
function isSeparator(c: number): boolean {
  return c === 0x2d || c === 0x2e || c === 0x28 || c === 0x29;
}

/**
 * s[start, end), number text that readNumber has checked (ASCII; its only '%' start %23), with each
 * %23 as '#' and, with `bare`, without visual separators. Sliced between changes when short, written
 * into a byte buffer when long (see "Output buffers" in chars.ts).
 */
function numberText(s: string, start: number, end: number, bare: boolean): string {
  if (end - start >= LONG_OUTPUT) {
    const buf = byteBuffer(end - start);
    let k = 0;
    for (let i = start; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c === 0x25) {
        buf[k++] = 0x23;
        i += 2;
      } else if (!bare || !isSeparator(c)) {
        buf[k++] = c;
      }
    }
    return bytesToString(buf, k);
  }
  let out = '';
  let from = start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      out += s.slice(from, i) + '#';
      i += 2;
      from = i + 1;
    } else if (bare && isSeparator(c)) {
      out += s.slice(from, i);
      from = i + 1;
    }
  }
  return from === start ? s.slice(start, end) : out + s.slice(from, end);
}

/** The text without visual separators (a decoded ext or global phone-context: digits and separators). */
function withoutSeparators(text: string): string {
  return numberText(text, 0, text.length, true);
}

// ---------------------------------------------------------------------------------------------
// The rules

// global-number-digits = "+" *phonedigit DIGIT *phonedigit
// phonedigit           = DIGIT / [ visual-separator ]
/** Checks global-number-digits at s[start, end) (no escapes); returns the index of the first bad character or -1. */
function globalDigitsError(s: string, start: number, end: number): number {
  return s.charCodeAt(start) !== 0x2b ? start : phoneDigitsError(s, start + 1, end);
}

/** Checks `*phonedigit DIGIT *phonedigit` at s[start, end); returns the index of the first bad character or -1. */
function phoneDigitsError(s: string, start: number, end: number): number {
  let digit = false;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isIn(c, DIGIT)) digit = true;
    else if (!isSeparator(c)) return i;
  }
  return digit ? -1 : end;
}

// domainname = *( domainlabel "." ) toplabel [ "." ]
// domainlabel = alphanum / alphanum *( alphanum / "-" ) alphanum
// toplabel    = ALPHA / ALPHA *( alphanum / "-" ) alphanum
/** Checks a domainname at s[start, end); returns the index of the first bad character or -1. */
function domainNameError(s: string, start: number, end: number): number {
  if (end > start && s.charCodeAt(end - 1) === 0x2e) end--; // the optional root '.'
  let labelStart = start;
  for (let i = start; i <= end; i++) {
    const c = i < end ? s.charCodeAt(i) : 0x2e;
    if (c === 0x2e) {
      if (i === labelStart) return i; // an empty label
      if (s.charCodeAt(i - 1) === 0x2d) return i - 1; // a label ends with '-'
      if (i === end && !isIn(s.charCodeAt(labelStart), ALPHA)) return labelStart; // toplabel starts with ALPHA
      labelStart = i + 1;
    } else if (c === 0x2d) {
      if (i === labelStart) return i;
    } else if (!isIn(c, ALPHA | DIGIT)) {
      return i;
    }
  }
  return -1;
}

/**
 * Reads the number at s[start, end) (§3: global-number-digits or local-number-digits).
 * Returns [number, digits, global].
 */
function readNumber(s: string, start: number, end: number): [string, string, boolean] {
  const global = s.charCodeAt(start) === 0x2b;
  let digit = false;
  let i = global ? start + 1 : start;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === 0x25 && !global && s.charCodeAt(i + 1) === 0x32 && s.charCodeAt(i + 2) === 0x33) {
      // §5.1.5 (and RFC 3986): a '#' of a local number is written %23
      digit = true;
      i += 3;
    } else if (isSeparator(c)) {
      i++;
    } else if (isIn(c, DIGIT) || (!global && (isIn(c, HEXDIG) || c === 0x2a))) {
      digit = true;
      i++;
    } else {
      const detail = global ? "a global number holds digits and visual separators after '+'" : "a local number holds hex digits, '*', '#' (%23) and visual separators";
      throw schemeError(TEL_INVALID_NUMBER, i, s, detail);
    }
  }
  if (!digit) throw schemeError(TEL_INVALID_NUMBER, end, s, 'a telephone number has at least one digit');
  // checked, the number is read whole: its text (%23 as '#'), and its digits without separators
  return [numberText(s, start, end, false), numberText(s, start, end, true), global];
}

/** Checks one parameter value at s[start, end) for the parameter `name` (lower case); throws at the first bad character. */
function checkValue(s: string, name: string, start: number, end: number): void {
  if (name === 'phone-context') {
    // descriptor = domainname / global-number-digits
    const bad = s.charCodeAt(start) === 0x2b ? globalDigitsError(s, start, end) : domainNameError(s, start, end);
    if (bad >= 0) throw schemeError(TEL_INVALID_PHONE_CONTEXT, bad, s);
    return;
  }
  if (name === 'ext') {
    // extension = ";ext=" 1*phonedigit
    const bad = phoneDigitsError(s, start, end);
    if (bad >= 0) throw schemeError(TEL_INVALID_PARAMETER, bad, s, 'an extension is digits and visual separators');
    return;
  }
  // isdn-subaddress = ";isub=" 1*uric; other values 1*paramchar
  const set = name === 'isub' ? P_URIC : P_PARAMCHAR;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) i += 2; // the core parser checked every escape
    else if (c >= 128 || (PARAM_CHARS[c]! & set) === 0) throw schemeError(TEL_INVALID_PARAMETER, i, s);
  }
}

/**
 * Checks a tel URI against RFC 3966 §3 and returns its view.
 * See {@link https://www.rfc-editor.org/rfc/rfc3966#section-3 RFC 3966 §3}.
 *
 * @throws {UriError} 'scheme-mismatch'; 'tel-invalid-number' at the first character that is no
 * phone digit; 'tel-missing-phone-context' at the end of a local number without one;
 * 'tel-invalid-parameter' and 'tel-invalid-phone-context' at the first bad character of a
 * parameter; 'tel-unexpected-query' at a '?'; a core parse error for a string that is no URI.
 * @example
 * parseTel('tel:863-1234;phone-context=+1-914-555');
 * // { scheme: 'tel', number: '863-1234', digits: '8631234', global: false, params: [['phone-context', '+1-914-555']] }
 */
export function parseTel(uri: UriInput): TelView {
  const u = schemeUri(uri, ['tel'], 'parseTel: the URI').uri;
  const s = u.toString();
  if (hostStartOf(u) >= 0) throw schemeError(TEL_INVALID_NUMBER, schemeEndOf(u) + 1, s, 'a tel URI has no authority');
  if (queryStartOf(u) >= 0) throw schemeError(TEL_UNEXPECTED_QUERY, queryStartOf(u), s);
  const start = pathStartOf(u);
  const end = beforeFragmentOf(u);
  let numberEnd = s.indexOf(';', start);
  if (numberEnd < 0 || numberEnd > end) numberEnd = end;
  const [number, digits, global] = readNumber(s, start, numberEnd);

  // *par, par = parameter / extension / isdn-subaddress; parameter = ";" pname ["=" pvalue ]
  const params: [string, string][] = [];
  let context = false;
  let i = numberEnd;
  while (i < end) {
    const nameStart = i + 1;
    let j = nameStart;
    while (j < end && (isIn(s.charCodeAt(j), ALPHA | DIGIT) || s.charCodeAt(j) === 0x2d)) j++;
    if (j === nameStart) throw schemeError(TEL_INVALID_PARAMETER, j, s, 'a parameter name is letters, digits and -');
    const name = asciiLower(s.slice(nameStart, j));
    if ((name === 'ext' || name === 'isub' || name === 'phone-context') && params.some(([n]) => n === name)) {
      throw schemeError(TEL_INVALID_PARAMETER, nameStart, s, `the ${name} parameter appears twice`);
    }
    let valueEnd = s.indexOf(';', j);
    if (valueEnd < 0 || valueEnd > end) valueEnd = end;
    let value = '';
    if (j < valueEnd) {
      if (s.charCodeAt(j) !== 0x3d) throw schemeError(TEL_INVALID_PARAMETER, j, s, "a parameter name is letters, digits and '-', then '=' and the value");
      if (j + 1 === valueEnd) throw schemeError(TEL_INVALID_PARAMETER, valueEnd, s, "a parameter's value after '=' is not empty");
      checkValue(s, name, j + 1, valueEnd);
      value = decodeAt(s, j + 1, valueEnd);
    } else if (name === 'ext' || name === 'isub' || name === 'phone-context') {
      throw schemeError(name === 'phone-context' ? TEL_INVALID_PHONE_CONTEXT : TEL_INVALID_PARAMETER, j, s, `the ${name} parameter needs '=' and a value`);
    }
    if (name === 'phone-context') context = true;
    params.push([name, value]);
    i = valueEnd;
  }
  // §5.1.5: local numbers MUST have a 'phone-context' parameter
  if (!global && !context) throw schemeError(TEL_MISSING_PHONE_CONTEXT, numberEnd, s);
  return { scheme: 'tel', number, digits, global, params };
}

// ---------------------------------------------------------------------------------------------
// Comparison (§4)

/**
 * The comparison key of RFC 3966 §4: the number without visual separators, and the parameters
 * sorted by name, a global phone-context and an extension without separators too, all lower-cased
 * ("URI comparisons are case-insensitive"). Two tel URIs are equal when their keys are.
 * See {@link https://www.rfc-editor.org/rfc/rfc3966#section-4 RFC 3966 §4}.
 *
 * @example
 * telComparisonKey('tel:+1-201-555-0123'); // 'tel:+12015550123'
 * telComparisonKey('tel:7042;phone-context=EXAMPLE.com'); // 'tel:7042;phone-context=example.com'
 */
export function telComparisonKey(uri: UriInput): string {
  const v = parseTel(uri);
  const params = v.params.map(([name, value]): [string, string] => {
    const bare = name === 'ext' || (name === 'phone-context' && value.charCodeAt(0) === 0x2b) ? withoutSeparators(value) : value;
    return [name, bare];
  });
  // by name, then by value: a name given twice must not make the order of the URI matter
  params.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  let key = 'tel:' + encode(v.digits, 'segment');
  for (const [name, value] of params) key += ';' + name + (value === '' ? '' : '=' + escapeChars(encode(value, 'segment'), ';='));
  return key.toLowerCase();
}

/**
 * True when two tel URIs are equal by RFC 3966 §4 (equal comparison keys).
 *
 * @example
 * telEquivalent('tel:+1-201-555-0123', 'tel:+1.201.555.0123'); // true
 */
export function telEquivalent(a: UriInput, b: UriInput): boolean {
  return telComparisonKey(a) === telComparisonKey(b);
}

// ---------------------------------------------------------------------------------------------
// The builder

/**
 * The tel URI of a view: the number with '#' written %23, each parameter value percent-encoded
 * (UTF-8) where paramchar does not allow it literally. The view's `digits` and `global` must
 * agree with its number, and parameter names be lower case, as parseTel gives them.
 *
 * @throws {UriError} a tel-* error for a number or parameter that breaks §3 (its index points
 * into the URI being built); 'invalid-argument' for a wrong type (the field named) or a view that
 * does not read back; 'scheme-mismatch' for a `scheme` other than 'tel' (it may be left out).
 * @example
 * buildTel({ number: '+1-201-555-0123', digits: '+12015550123', global: true, params: [['ext', '1234']] }).toString();
 * // 'tel:+1-201-555-0123;ext=1234'
 */
export function buildTel(view: ViewInput<TelView>): Uri {
  const fn = 'buildTel';
  expectView(view, fn);
  schemeField(view, fn, ['tel']);
  const number = stringField(view, 'number', fn);
  const digits = stringField(view, 'digits', fn);
  const global = booleanField(view, 'global', fn);
  const params = pairsField(view, 'params', fn, '[name, value]');
  let path = encode(number, 'segment');
  for (const [name, value] of params) {
    path += ';' + escapeChars(encode(name, 'segment'), ';=') + (value === '' ? '' : '=' + escapeChars(encode(value, 'segment'), ';=,@'));
  }
  const uri = fromComponents({ scheme: 'tel', path });
  const again = parseTel(uri);
  const same = again.number === number && again.digits === digits && again.global === global &&
    again.params.length === params.length && again.params.every(([n, v], i) => n === params[i]![0] && v === params[i]![1]);
  if (!same) {
    throw argumentError(`${fn}: the view does not read back as itself (digits and global follow from the number; parameter names are lower case)`, uri.toString());
  }
  return uri;
}

/** The tel scheme: RFC 3966, opaque. */
export const telScheme: SchemeEntry<TelView> = {
  name: 'tel',
  spec: 'RFC 3966',
  hierarchical: false,
  parse: parseTel,
  build: buildTel,
  comparisonKey: telComparisonKey,
};
