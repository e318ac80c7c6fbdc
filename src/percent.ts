/** RFC 3986 §2.1, §2.4-2.5 — percent-encoding and decoding, UTF-8, one encode set per component. */

import * as chars from './chars.js';
import { hexPairAt, hexValue } from './chars.js';
import { UriError, type UriErrorCode, describeValue, expectString, INVALID_ARGUMENT, INVALID_PERCENT_ENCODING, INVALID_UTF8, LONE_SURROGATE, type ErrorCodeEntry, INVALID_USERINFO_CHAR, INVALID_HOST_CHAR, INVALID_PATH_CHAR, INVALID_QUERY_CHAR, INVALID_FRAGMENT_CHAR } from './errors.js';
import { type Fields, checkOptions, oneOf } from './options.js';

// Module-local copies of the table and bits, on purpose: see "Local copies" in chars.ts.
const CHARS = chars.CHARS;
const PATH = chars.PATH;
const PCHAR = chars.PCHAR;
const QUERY = chars.QUERY;
const REG_NAME = chars.REG_NAME;
const USERINFO = chars.USERINFO;
const UNRESERVED = chars.UNRESERVED;
const GEN_DELIMS = chars.GEN_DELIMS;
const SUB_DELIMS = chars.SUB_DELIMS;

// ---------------------------------------------------------------------------------------------
// Types

/**
 * The component a value is encoded for; each has its own set of characters allowed literally
 * (RFC 3986 §3.2.1-§3.5), and every other code point is percent-encoded as UTF-8 (§2.5).
 * `queryKey` and `queryValue` are the query set narrowed for `key=value&key=value` pairs.
 */
export type EncodeComponent = 'userinfo' | 'host' | 'path' | 'segment' | 'query' | 'queryKey' | 'queryValue' | 'fragment';

/** Options of {@link decode}. */
export interface DecodeOptions {
  /**
   * 'error' (default): malformed escapes and invalid UTF-8 throw UriError; 'replace': a malformed
   * '%' is kept as written and each maximal invalid UTF-8 subpart becomes U+FFFD (WHATWG Encoding
   * standard's UTF-8 decoder rules).
   */
  invalid?: 'error' | 'replace' | undefined;
}

/** The fields of DecodeOptions, checked (see options.ts). */
const DECODE_FIELDS: Fields = { invalid: /* @__PURE__ */ oneOf(['error', 'replace']) };

// ---------------------------------------------------------------------------------------------
// Tables

// One bit per set in ENCODE_SETS[c]: set when the ASCII code c may stay literal. Eight
// components, and RFC 6570's two sets (urikit/template). '%' is in no set (chars.ts keeps
// pct-encoded out of every set), so it is always encoded.
const E_USERINFO = 1 << 0;
const E_HOST = 1 << 1;
const E_PATH = 1 << 2;
const E_SEGMENT = 1 << 3;
const E_QUERY = 1 << 4;
const E_QUERY_KEY = 1 << 5;
const E_QUERY_VALUE = 1 << 6;
const E_FRAGMENT = 1 << 7;
/** RFC 6570 §1.5 U: unreserved only. */
const E_TEMPLATE_U = 1 << 8;
/** RFC 6570 §1.5 U+R: unreserved and reserved (gen-delims, sub-delims). */
const E_TEMPLATE_UR = 1 << 9;

const AMPERSAND = 0x26; // '&' separates pairs
const EQUALS = 0x3d; // '=' separates a key from its value
const PLUS = 0x2b; // '+' means a space to form decoders, so it is never left literal in a pair

/** Builds ENCODE_SETS from the chars.ts class bits; runs once, when the module is first evaluated. */
function buildEncodeSets(): Uint16Array {
  const t = new Uint16Array(128);
  for (let c = 0; c < 128; c++) {
    const bits = CHARS[c]!;
    let e = 0;
    // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )   §3.2.1
    if ((bits & USERINFO) !== 0) e |= E_USERINFO;
    // reg-name = *( unreserved / pct-encoded / sub-delims )   §3.2.2
    if ((bits & REG_NAME) !== 0) e |= E_HOST;
    // path characters: pchar / "/"   §3.3
    if ((bits & PATH) !== 0) e |= E_PATH;
    // segment = *pchar   §3.3 — so "/" is encoded
    if ((bits & PCHAR) !== 0) e |= E_SEGMENT;
    // query = *( pchar / "/" / "?" )   §3.4; fragment is the same set   §3.5
    if ((bits & QUERY) !== 0) {
      e |= E_QUERY | E_FRAGMENT;
      if (c !== AMPERSAND && c !== PLUS) {
        e |= E_QUERY_VALUE;
        if (c !== EQUALS) e |= E_QUERY_KEY;
      }
    }
    if ((bits & UNRESERVED) !== 0) e |= E_TEMPLATE_U | E_TEMPLATE_UR;
    if ((bits & (GEN_DELIMS | SUB_DELIMS)) !== 0) e |= E_TEMPLATE_UR;
    t[c] = e;
  }
  return t;
}

/** ENCODE_SETS[c] & E_X is non-zero when the ASCII code c may stay literal in component X. */
const ENCODE_SETS: Uint16Array = /* @__PURE__ */ buildEncodeSets();

const PCT = chars.PCT;
const utf8Escape = chars.utf8Escape;
const LONG_OUTPUT = chars.LONG_OUTPUT;
const byteBuffer = chars.byteBuffer;
const growBytes = chars.growBytes;
const bytesToString = chars.bytesToString;
const unitBuffer = chars.unitBuffer;
const unitsToString = chars.unitsToString;
const writeEscape = chars.writeEscape;
const writeUtf8Escape = chars.writeUtf8Escape;

const REPLACEMENT = '\uFFFD';

// ---------------------------------------------------------------------------------------------
// Small helpers


/** The ENCODE_SETS bit of a component name; an unknown name (or a non-string) is an invalid-argument. */
function componentBit(component: unknown, fn: string, input: string): number {
  switch (component) {
    case 'userinfo': return E_USERINFO;
    case 'host': return E_HOST;
    case 'path': return E_PATH;
    case 'segment': return E_SEGMENT;
    case 'query': return E_QUERY;
    case 'queryKey': return E_QUERY_KEY;
    case 'queryValue': return E_QUERY_VALUE;
    case 'fragment': return E_FRAGMENT;
    default:
      throw new UriError(
        'invalid-argument',
        0,
        input,
        `${fn}: unknown component ${describeValue(component)}; expected one of 'userinfo', 'host', 'path', 'segment', 'query', 'queryKey', 'queryValue', 'fragment'`,
        INVALID_ARGUMENT,
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Encoding (§2.1, §2.4, §2.5)

/**
 * @internal RFC 6570 §3.2.1's encoding of a template value (urikit/template): what is not in U
 * (unreserved), or with `reserved` not in U+R, percent-encoded as UTF-8; with `reserved`, a
 * pct-encoded triplet passes as it is (§3.2.3).
 */
export function encodeTemplateValue(value: string, reserved: boolean): string {
  return encodeWith(value, reserved ? E_TEMPLATE_UR : E_TEMPLATE_U, reserved);
}

/**
 * The shared encoder. With `keepEscapes`, a '%' followed by two hex digits is copied as it is.
 * Invariant: [runStart, i) is literal text not yet copied to `out`; runStart stays 0 until the
 * first code unit is encoded, so `runStart === 0` at the end means "nothing changed" and the
 * input itself is returned (the fast path costs one loop, no allocation).
 */
function encodeWith(value: string, bit: number, keepEscapes: boolean): string {
  const n = value.length;
  if (n >= LONG_OUTPUT) return encodeLong(value, bit, keepEscapes);
  // the literal prefix in a tight loop: most values need nothing (then the value itself)
  let i = 0;
  while (i < n) {
    const c = value.charCodeAt(i);
    if (c >= 128 || (ENCODE_SETS[c]! & bit) === 0) break;
    i++;
  }
  if (i === n) return value;
  let out = '';
  let runStart = 0;
  while (i < n) {
    const c = value.charCodeAt(i);
    if (c < 128) {
      if ((ENCODE_SETS[c]! & bit) !== 0) {
        i++;
        continue;
      }
      if (keepEscapes && c === 37 && hexPairAt(value, i + 1, value.length)) {
        i += 3; // a valid escape is kept as written, hex case included (never double-encoded)
        continue;
      }
      if (runStart < i) out += value.slice(runStart, i);
      out += PCT[c]!;
      runStart = ++i;
      continue;
    }
    // Non-ASCII: UTF-8 (RFC 3629 §3), one branch per sequence length.
    if (runStart < i) out += value.slice(runStart, i);
    if (c < 0xd800 || c > 0xdfff) {
      out += utf8Escape(c);
      i++;
    } else {
      const d = value.charCodeAt(i + 1); // NaN past the end fails the range test
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) throw new UriError('lone-surrogate', i, value, undefined, LONE_SURROGATE);
      out += utf8Escape(0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00));
      i += 2;
    }
    runStart = i;
  }
  if (runStart === 0) return value;
  return runStart < n ? out + value.slice(runStart) : out;
}

/**
 * encodeWith for a long value (LONG_OUTPUT units or more): the same output, written into a byte
 * buffer and made a string once (see "Output buffers" in chars.ts). Keep the two in step:
 * test/unit/long-output.test.ts runs both on the same values.
 * Invariant: buf[0, k) is the encoding of value[0, i), and `limit` leaves room in buf for the
 * longest write of one step (a surrogate pair: four escapes, 12 bytes).
 */
function encodeLong(value: string, bit: number, keepEscapes: boolean): string {
  const n = value.length;
  // the literal prefix, read without writing: when it is the whole value, the value itself
  let i = 0;
  for (;;) {
    if (i === n) return value;
    const c = value.charCodeAt(i);
    if (c < 128 && (ENCODE_SETS[c]! & bit) !== 0) {
      i++;
    } else if (keepEscapes && c === 37 && hexPairAt(value, i + 1, value.length)) {
      i += 3;
    } else {
      break;
    }
  }
  let buf = byteBuffer(n + 16);
  let limit = buf.length - 12;
  let k = 0;
  for (; k < i; k++) buf[k] = value.charCodeAt(k); // the prefix is ASCII
  while (i < n) {
    if (k > limit) {
      // grown to what the rest would take at the rate so far (one growth for a uniform value), at least doubled
      buf = growBytes(buf, k, Math.ceil((k / i) * n) + 16);
      limit = buf.length - 12;
    }
    const c = value.charCodeAt(i);
    if (c < 128) {
      if ((ENCODE_SETS[c]! & bit) !== 0) {
        buf[k++] = c;
        i++;
      } else if (keepEscapes && c === 37 && hexPairAt(value, i + 1, value.length)) {
        buf[k] = 37; // a valid escape is kept as written, hex case included
        buf[k + 1] = value.charCodeAt(i + 1);
        buf[k + 2] = value.charCodeAt(i + 2);
        k += 3;
        i += 3;
      } else {
        k = writeEscape(buf, k, c);
        i++;
      }
      continue;
    }
    // Non-ASCII: UTF-8 (RFC 3629 §3).
    if (c < 0xd800 || c > 0xdfff) {
      k = writeUtf8Escape(buf, k, c);
      i++;
    } else {
      const d = value.charCodeAt(i + 1); // NaN past the end fails the range test
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) throw new UriError('lone-surrogate', i, value, undefined, LONE_SURROGATE);
      k = writeUtf8Escape(buf, k, 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00));
      i += 2;
    }
  }
  return bytesToString(buf, k);
}

/**
 * Percent-encodes, as UTF-8 with upper-case hex, every code point of an unencoded value that the
 * component does not allow literally; '%' is always encoded (%25).
 * Returns `value` itself when nothing needs encoding.
 * See {@link https://www.rfc-editor.org/rfc/rfc3986#section-2.1 RFC 3986 §2.1} and
 * {@link https://www.rfc-editor.org/rfc/rfc3986#section-2.5 §2.5}.
 *
 * @throws {UriError} 'lone-surrogate' at the index of an unpaired surrogate; 'invalid-argument'
 * for a non-string value or an unknown component.
 * @example
 * encode('a b/c?d', 'segment'); // 'a%20b%2Fc%3Fd'
 * encode('caf\u00e9 100%', 'path'); // 'caf%C3%A9%20100%25'
 * encode('a=b&c+d', 'queryValue'); // 'a=b%26c%2Bd'
 */
export function encode(value: string, component: EncodeComponent): string {
  expectString(value, 'encode: the value');
  return encodeWith(value, componentBit(component, 'encode', value), false);
}

/**
 * Encodes only what is not allowed: valid %HH escapes are kept as they are (never double-encoded);
 * a '%' not followed by two hex digits becomes %25; everything else as in {@link encode}.
 * Idempotent: `encodeDisallowed(encodeDisallowed(t, c), c) === encodeDisallowed(t, c)`.
 * See {@link https://www.rfc-editor.org/rfc/rfc3986#section-2.4 RFC 3986 §2.4}.
 *
 * @throws {UriError} 'lone-surrogate' at the index of an unpaired surrogate; 'invalid-argument'
 * for a non-string text or an unknown component.
 * @example
 * encodeDisallowed('%41%zz', 'path'); // '%41%25zz'
 * encodeDisallowed('/a b/%C3%A9', 'path'); // '/a%20b/%C3%A9'
 */
export function encodeDisallowed(text: string, component: EncodeComponent): string {
  expectString(text, 'encodeDisallowed: the text');
  return encodeWith(text, componentBit(component, 'encodeDisallowed', text), true);
}

/** What each component allows literally, as validateEncoded reports a character it does not. */
const RULES: Readonly<Record<EncodeComponent, { code: UriErrorCode; entry: ErrorCodeEntry; allows: string }>> = {
  userinfo: { code: 'invalid-userinfo-char', entry: INVALID_USERINFO_CHAR, allows: 'userinfo holds unreserved characters, sub-delims, ":" and percent-encodings' },
  host: { code: 'invalid-host-char', entry: INVALID_HOST_CHAR, allows: 'a reg-name holds unreserved characters, sub-delims and percent-encodings' },
  path: { code: 'invalid-path-char', entry: INVALID_PATH_CHAR, allows: 'a path holds pchar (unreserved, sub-delims, ":", "@", percent-encodings) and "/"' },
  segment: { code: 'invalid-path-char', entry: INVALID_PATH_CHAR, allows: 'a path segment holds pchar (unreserved, sub-delims, ":", "@", percent-encodings), not "/"' },
  query: { code: 'invalid-query-char', entry: INVALID_QUERY_CHAR, allows: 'a query holds pchar, "/" and "?"' },
  queryKey: { code: 'invalid-query-char', entry: INVALID_QUERY_CHAR, allows: 'a query key holds pchar, "/" and "?" but not "&", "=" or "+" (they delimit pairs or mean a space)' },
  queryValue: { code: 'invalid-query-char', entry: INVALID_QUERY_CHAR, allows: 'a query value holds pchar, "/" and "?" but not "&" or "+" (they delimit pairs or mean a space)' },
  fragment: { code: 'invalid-fragment-char', entry: INVALID_FRAGMENT_CHAR, allows: 'a fragment holds pchar, "/" and "?"' },
};

/**
 * Whether text is already encoded for `component`: the first character it may not hold literally
 * (or a '%' that starts no %HH) as a UriError with its index, or null when every character is
 * allowed or percent-encoded — exactly when encodeDisallowed would leave text as it is. The check a
 * component's value needs before it is put into a URI by hand.
 *
 * @throws {UriError} 'invalid-argument' for a non-string text or an unknown component.
 * @example
 * validateEncoded('a%20b', 'segment'); // null
 * validateEncoded('a/b', 'segment')?.code; // 'invalid-path-char' (at 1)
 */
export function validateEncoded(text: string, component: EncodeComponent): UriError | null {
  expectString(text, 'validateEncoded: the text');
  const bit = componentBit(component, 'validateEncoded', text);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && (ENCODE_SETS[c]! & bit) !== 0) continue;
    if (c === 37) {
      if (!hexPairAt(text, i + 1, text.length)) {
        return new UriError('invalid-percent-encoding', i, text, undefined, INVALID_PERCENT_ENCODING);
      }
      i += 2;
      continue;
    }
    const rule = RULES[component];
    return new UriError(rule.code, i, text, rule.allows, rule.entry);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Decoding (§2.1, §2.5; UTF-8 per RFC 3629 §3-4 with the WHATWG Encoding decoder's error handling)

/**
 * Decodes every %HH escape and reads the resulting octets as UTF-8. Literal non-ASCII characters
 * pass through unchanged. Returns `text` itself when it holds no '%'. A '+' is not a space.
 * See {@link https://www.rfc-editor.org/rfc/rfc3986#section-2.5 RFC 3986 §2.5} and
 * {@link https://www.rfc-editor.org/rfc/rfc3629#section-3 RFC 3629 §3}.
 *
 * @throws {UriError} in 'error' mode: 'invalid-percent-encoding' at a '%' not followed by two hex
 * digits; 'invalid-utf8' at the '%' that starts an invalid UTF-8 sequence (overlong, surrogate,
 * above U+10FFFF, truncated, or a stray continuation byte). 'invalid-argument' for a non-string
 * text, options that are not an object, an unknown option, or an `invalid` that is not one of its values.
 * @example
 * decode('caf%C3%A9'); // 'caf\u00e9'
 * decode('%E2%82'); // throws UriError 'invalid-utf8' at index 0
 * decode('%E2%82 %zz', { invalid: 'replace' }); // '\uFFFD %zz'
 */
export function decode(text: string, options?: DecodeOptions): string {
  expectString(text, 'decode: the text');
  checkOptions(options, 'decode', DECODE_FIELDS);
  const replace = options?.invalid === 'replace';
  let i = text.indexOf('%');
  if (i === -1) return text;

  const n = text.length;
  if (n >= LONG_OUTPUT) return decodeLong(text, i, replace);
  let out = '';
  // [runStart, i) is literal text not yet copied to `out`. While a UTF-8 sequence is open
  // (needed !== 0) no literal has been seen since its lead byte, so runStart === i.
  let runStart = 0;
  // The UTF-8 decoder state of the WHATWG Encoding standard (§4.1 "UTF-8 decoder").
  let needed = 0; // continuation bytes the open sequence needs
  let seen = 0; // continuation bytes it has
  let cp = 0; // the code point so far
  let lower = 0x80; // the range the next continuation byte must be in; narrowed after
  let upper = 0xbf; // E0, ED, F0, F4 to reject overlongs, surrogates and > U+10FFFF
  let seqStart = 0; // index of the '%' of the open sequence's lead byte

  while (i < n) {
    const c = text.charCodeAt(i);
    let b = -1; // the octet of a valid escape at i, or -1 for a literal code unit
    if (c === 37) {
      const h = hexValue(text.charCodeAt(i + 1)); // NaN past the end gives -1
      const l = h < 0 ? -1 : hexValue(text.charCodeAt(i + 2));
      if (l >= 0) b = (h << 4) | l;
      else if (!replace) throw new UriError('invalid-percent-encoding', i, text, undefined, INVALID_PERCENT_ENCODING);
      // replace mode: the malformed '%' stays as written, a literal
    }
    if (b < 0) {
      // A literal ends an open sequence: truncated (RFC 3629 §3; WHATWG: one U+FFFD).
      if (needed !== 0) {
        if (!replace) throw new UriError('invalid-utf8', seqStart, text, 'a UTF-8 sequence is cut short', INVALID_UTF8);
        out += REPLACEMENT;
        needed = seen = 0;
        lower = 0x80;
        upper = 0xbf;
      }
      i++;
      continue;
    }
    if (runStart < i) out += text.slice(runStart, i);
    i += 3;
    runStart = i;

    if (needed !== 0) {
      if (b >= lower && b <= upper) {
        lower = 0x80;
        upper = 0xbf;
        cp = (cp << 6) | (b & 0x3f);
        if (++seen === needed) {
          out += cp < 0x10000
            ? String.fromCharCode(cp)
            : String.fromCharCode(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + (cp & 0x3ff));
          needed = seen = 0;
        }
        continue;
      }
      // Not a fitting continuation byte: the open sequence is a maximal invalid subpart; one
      // U+FFFD for it, then this byte is read again as a lead byte (WHATWG "prepend").
      if (!replace) throw new UriError('invalid-utf8', seqStart, text, 'a UTF-8 sequence is cut short or out of range', INVALID_UTF8);
      out += REPLACEMENT;
      needed = seen = 0;
      lower = 0x80;
      upper = 0xbf;
    }

    // A lead byte (RFC 3629 §4: UTF8-1 / UTF8-2 / UTF8-3 / UTF8-4).
    if (b < 0x80) {
      out += String.fromCharCode(b);
    } else if (b >= 0xc2 && b <= 0xdf) {
      needed = 1;
      cp = b & 0x1f;
      seqStart = i - 3;
    } else if (b >= 0xe0 && b <= 0xef) {
      if (b === 0xe0) lower = 0xa0; // overlong
      else if (b === 0xed) upper = 0x9f; // UTF-16 surrogates
      needed = 2;
      cp = b & 0x0f;
      seqStart = i - 3;
    } else if (b >= 0xf0 && b <= 0xf4) {
      if (b === 0xf0) lower = 0x90; // overlong
      else if (b === 0xf4) upper = 0x8f; // above U+10FFFF
      needed = 3;
      cp = b & 0x07;
      seqStart = i - 3;
    } else {
      // 80-BF stray continuation, C0-C1 overlong lead, F5-FF never valid
      if (!replace) throw new UriError('invalid-utf8', i - 3, text, `the octet ${PCT[b]!} cannot start a UTF-8 sequence`, INVALID_UTF8);
      out += REPLACEMENT;
    }
  }
  if (needed !== 0) {
    // The input ends inside a sequence; runStart === n here (see the invariant above).
    if (!replace) throw new UriError('invalid-utf8', seqStart, text, 'a UTF-8 sequence is cut short by the end of the input', INVALID_UTF8);
    return out + REPLACEMENT;
  }
  return runStart < n ? out + text.slice(runStart) : out;
}

/**
 * decode for a long text (LONG_OUTPUT units or more), from its first '%' at i: the same output and
 * the same errors, written into a UTF-16 buffer and made a string once (see "Output buffers" in
 * chars.ts). Keep the two in step: test/unit/long-output.test.ts runs both on the same
 * texts. The buffer needs no growing: every unit written is paid for by a unit read (a
 * literal by itself, a code point or a U+FFFD by the escapes of its sequence, 3 to 12 units for
 * 1 or 2), so the output is never longer than the text.
 */
function decodeLong(text: string, i: number, replace: boolean): string {
  const n = text.length;
  const buf = unitBuffer(n);
  let k = 0;
  for (; k < i; k++) buf[k] = text.charCodeAt(k);
  // The UTF-8 decoder state, as in decode.
  let needed = 0;
  let seen = 0;
  let cp = 0;
  let lower = 0x80;
  let upper = 0xbf;
  let seqStart = 0;

  while (i < n) {
    const c = text.charCodeAt(i);
    let b = -1; // the octet of a valid escape at i, or -1 for a literal code unit
    if (c === 37) {
      const h = hexValue(text.charCodeAt(i + 1)); // NaN past the end gives -1
      const l = h < 0 ? -1 : hexValue(text.charCodeAt(i + 2));
      if (l >= 0) b = (h << 4) | l;
      else if (!replace) throw new UriError('invalid-percent-encoding', i, text, undefined, INVALID_PERCENT_ENCODING);
      // replace mode: the malformed '%' stays as written, a literal
    }
    if (b < 0) {
      // A literal ends an open sequence: truncated (RFC 3629 §3; WHATWG: one U+FFFD).
      if (needed !== 0) {
        if (!replace) throw new UriError('invalid-utf8', seqStart, text, 'a UTF-8 sequence is cut short', INVALID_UTF8);
        buf[k++] = 0xfffd;
        needed = seen = 0;
        lower = 0x80;
        upper = 0xbf;
      }
      buf[k++] = c;
      i++;
      continue;
    }
    i += 3;

    if (needed !== 0) {
      if (b >= lower && b <= upper) {
        lower = 0x80;
        upper = 0xbf;
        cp = (cp << 6) | (b & 0x3f);
        if (++seen === needed) {
          if (cp < 0x10000) {
            buf[k++] = cp;
          } else {
            buf[k++] = 0xd800 + ((cp - 0x10000) >> 10);
            buf[k++] = 0xdc00 + (cp & 0x3ff);
          }
          needed = seen = 0;
        }
        continue;
      }
      // Not a fitting continuation byte: one U+FFFD for the open sequence, then this byte again as a lead byte.
      if (!replace) throw new UriError('invalid-utf8', seqStart, text, 'a UTF-8 sequence is cut short or out of range', INVALID_UTF8);
      buf[k++] = 0xfffd;
      needed = seen = 0;
      lower = 0x80;
      upper = 0xbf;
    }

    // A lead byte (RFC 3629 §4: UTF8-1 / UTF8-2 / UTF8-3 / UTF8-4).
    if (b < 0x80) {
      buf[k++] = b;
    } else if (b >= 0xc2 && b <= 0xdf) {
      needed = 1;
      cp = b & 0x1f;
      seqStart = i - 3;
    } else if (b >= 0xe0 && b <= 0xef) {
      if (b === 0xe0) lower = 0xa0; // overlong
      else if (b === 0xed) upper = 0x9f; // UTF-16 surrogates
      needed = 2;
      cp = b & 0x0f;
      seqStart = i - 3;
    } else if (b >= 0xf0 && b <= 0xf4) {
      if (b === 0xf0) lower = 0x90; // overlong
      else if (b === 0xf4) upper = 0x8f; // above U+10FFFF
      needed = 3;
      cp = b & 0x07;
      seqStart = i - 3;
    } else {
      // 80-BF stray continuation, C0-C1 overlong lead, F5-FF never valid
      if (!replace) throw new UriError('invalid-utf8', i - 3, text, `the octet ${PCT[b]!} cannot start a UTF-8 sequence`, INVALID_UTF8);
      buf[k++] = 0xfffd;
    }
  }
  if (needed !== 0) {
    if (!replace) throw new UriError('invalid-utf8', seqStart, text, 'a UTF-8 sequence is cut short by the end of the input', INVALID_UTF8);
    buf[k++] = 0xfffd;
  }
  return unitsToString(buf, k);
}

/**
 * @internal '+' as a space, for application/x-www-form-urlencoded text (the query module's form mode,
 * redact's query keys): the text itself when it has no '+'. A short text is sliced at each '+', a
 * long one written into a buffer (see "Output buffers" in chars.ts).
 */
export function plusToSpace(s: string): string {
  let i = s.indexOf('+');
  if (i === -1) return s;
  const n = s.length;
  if (n >= LONG_OUTPUT) {
    const buf = unitBuffer(n);
    for (let j = 0; j < n; j++) {
      const c = s.charCodeAt(j);
      buf[j] = c === PLUS ? 0x20 : c;
    }
    return unitsToString(buf, n);
  }
  let out = '';
  let from = 0;
  for (; i < n; i++) {
    if (s.charCodeAt(i) === PLUS) {
      out += s.slice(from, i) + ' ';
      from = i + 1;
    }
  }
  return out + s.slice(from);
}

/**
 * The octets a text stands for: %HH escapes as their byte, other characters as their UTF-8 bytes.
 * Malformed escapes throw. No UTF-8 check is made on the escaped octets: any bytes may come out.
 * See {@link https://www.rfc-editor.org/rfc/rfc3986#section-2.1 RFC 3986 §2.1}.
 *
 * @throws {UriError} 'invalid-percent-encoding' at a '%' not followed by two hex digits;
 * 'lone-surrogate' at a literal unpaired surrogate (it has no UTF-8 bytes); 'invalid-argument'
 * for a non-string text.
 * @example
 * decodeToBytes('a%FF\u00e9'); // Uint8Array [0x61, 0xFF, 0xC3, 0xA9]
 */
export function decodeToBytes(text: string): Uint8Array {
  expectString(text, 'decodeToBytes: the text');
  const n = text.length;
  // Every code unit gives at most 3 bytes (a surrogate pair: 4 bytes for 2 units; "%HH": 1 for 3).
  const bytes = new Uint8Array(n * 3);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 37) {
      const h = hexValue(text.charCodeAt(i + 1));
      const l = h < 0 ? -1 : hexValue(text.charCodeAt(i + 2));
      if (l < 0) throw new UriError('invalid-percent-encoding', i, text, undefined, INVALID_PERCENT_ENCODING);
      bytes[k++] = (h << 4) | l;
      i += 2;
    } else if (c < 0x80) {
      bytes[k++] = c;
    } else if (c < 0x800) {
      bytes[k++] = 0xc0 | (c >> 6);
      bytes[k++] = 0x80 | (c & 63);
    } else if (c < 0xd800 || c > 0xdfff) {
      bytes[k++] = 0xe0 | (c >> 12);
      bytes[k++] = 0x80 | ((c >> 6) & 63);
      bytes[k++] = 0x80 | (c & 63);
    } else {
      const d = text.charCodeAt(i + 1);
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) throw new UriError('lone-surrogate', i, text, undefined, LONE_SURROGATE);
      const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      bytes[k++] = 0xf0 | (cp >> 18);
      bytes[k++] = 0x80 | ((cp >> 12) & 63);
      bytes[k++] = 0x80 | ((cp >> 6) & 63);
      bytes[k++] = 0x80 | (cp & 63);
      i++;
    }
  }
  return bytes.slice(0, k);
}

/**
 * Percent-encodes octets: the bytes of allowed ASCII characters literally, every other byte as %HH
 * (upper-case hex). The octets need not be UTF-8.
 * See {@link https://www.rfc-editor.org/rfc/rfc3986#section-2.1 RFC 3986 §2.1}.
 *
 * @throws {UriError} 'invalid-argument' when bytes is not a Uint8Array or the component is unknown.
 * @example
 * encodeBytes(new Uint8Array([0x61, 0x20, 0xff, 0x2f]), 'segment'); // 'a%20%FF%2F'
 */
export function encodeBytes(bytes: Uint8Array, component: EncodeComponent): string {
  if (!(bytes instanceof Uint8Array)) {
    throw new UriError('invalid-argument', 0, '', `encodeBytes: bytes must be a Uint8Array, got ${describeValue(bytes)}`, INVALID_ARGUMENT);
  }
  const bit = componentBit(component, 'encodeBytes', '');
  const n = bytes.length;
  if (n >= LONG_OUTPUT) return encodeBytesLong(bytes, bit);
  let out = '';
  for (let i = 0; i < n; i++) {
    const b = bytes[i]!;
    out += b < 128 && (ENCODE_SETS[b]! & bit) !== 0 ? String.fromCharCode(b) : PCT[b]!;
  }
  return out;
}

/** encodeBytes for LONG_OUTPUT octets or more, into a byte buffer (see "Output buffers" in chars.ts). */
function encodeBytesLong(bytes: Uint8Array, bit: number): string {
  const n = bytes.length;
  let buf = byteBuffer(n + 16);
  let limit = buf.length - 3;
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (k > limit) {
      buf = growBytes(buf, k, Math.ceil((k / i) * n) + 16); // see encodeLong
      limit = buf.length - 3;
    }
    const b = bytes[i]!;
    if (b < 128 && (ENCODE_SETS[b]! & bit) !== 0) buf[k++] = b;
    else k = writeEscape(buf, k, b);
  }
  return bytesToString(buf, k);
}
