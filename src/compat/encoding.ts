/** uri-js / fast-uri compatibility — percent-encoding as the peers do it (RFC 3986 §2.1, §2.4, §6.2.2.2; RFC 3987 §3.1-3.2): escape what a component may not hold, keep valid escapes. */

import { LONG_OUTPUT, PATH, PCT, QUERY, TextBuilder, UNRESERVED, USERINFO, hexValue, utf8Escape } from '../chars.js';
import { CLASS, isIprivate, isUcschar } from './chars.js';

// The peers never refuse a character: what a component may not hold is percent-encoded (UTF-8,
// upper-case hex; a lone surrogate as U+FFFD), a valid escape is kept with its hex upper-cased, and
// a '%' that starts no escape is written %25. Reading (parse) also decodes the escapes of unreserved
// characters (§6.2.2.2), except '%2E' in a path, which fast-uri keeps so that an escaped dot-segment
// stays data ('/a/%2E%2E/b' is not '/b'). In IRI mode (uri-js's `iri` / `unicodeSupport`) the
// ucschar characters stay as they are and their escapes are decoded (RFC 3987 §3.2).
//
// Every function below is transform() with one set and one mode. It first scans for the first
// character that needs work and returns the input itself when there is none: a valid URI's
// components cost one table read per character and no allocation.

/** Decode the escapes of unreserved characters. */
const DECODE_UNRESERVED = 1;
/** ... but keep %2E (a path: an escaped dot-segment is data). */
const KEEP_DOT = 2;
/** IRI: ucschar stays, its UTF-8 escapes are decoded. */
const IRI = 4;
/** IRI query: iprivate too. */
const IPRIVATE = 8;
/** Every non-ASCII character stays (a lone surrogate becomes U+FFFD). */
const ANY_NON_ASCII = 16;
/** path-noscheme (§4.2): a ':' in the first segment is escaped. */
const NOSCHEME = 32;

/** Whether `s` holds a valid escape at `i` (a '%' there and two hex digits after it). */
function isEscapeAt(s: string, i: number): boolean {
  return i + 2 < s.length && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0;
}

/** The octet an escape at `i` stands for (isEscapeAt(s, i) must hold). */
function escapedOctet(s: string, i: number): number {
  return (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2));
}

/** Set by decodeUtf8Escapes: the code point read. */
let decodedCodePoint = 0;

/**
 * The length of the UTF-8 sequence of escapes at `i` whose first octet is `b0` (6 or 9 characters:
 * two or three octets, the Basic Multilingual Plane, as uri-js reads them), or 0 when the escapes do
 * not spell one well-formed character (RFC 3629: no overlong form, no surrogate).
 */
function decodeUtf8Escapes(s: string, i: number, b0: number): number {
  let need: number;
  let cp: number;
  if (b0 >= 0xc2 && b0 <= 0xdf) {
    need = 1;
    cp = b0 & 0x1f;
  } else if (b0 >= 0xe0 && b0 <= 0xef) {
    need = 2;
    cp = b0 & 0x0f;
  } else {
    return 0;
  }
  let at = i + 3;
  for (let k = 0; k < need; k++, at += 3) {
    if (s.charCodeAt(at) !== 0x25 || !isEscapeAt(s, at)) return 0;
    const b = escapedOctet(s, at);
    if ((b & 0xc0) !== 0x80) return 0;
    cp = (cp << 6) | (b & 0x3f);
  }
  if (need === 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) return 0;
  decodedCodePoint = cp;
  return at - i;
}

/**
 * Where transform writes its result: a string while it is short, then (from LONG_OUTPUT units on) a
 * TextBuilder, so that a long result is not a rope of a piece per escape (chars.ts, "Output buffers").
 */
class Output {
  private text = '';
  private builder: TextBuilder | undefined;

  /**
   * `inputLength`: the length of what is transformed. From 3 * LONG_OUTPUT on, the result is at
   * least LONG_OUTPUT long (an escape, the most a unit of output stands for, is three of input):
   * the buffer from the start, rather than a rope of the first LONG_OUTPUT pieces.
   */
  constructor(inputLength: number) {
    this.builder = inputLength >= 3 * LONG_OUTPUT ? new TextBuilder(inputLength) : undefined;
  }

  put(piece: string): void {
    if (this.builder !== undefined) {
      this.builder.append(piece);
    } else {
      this.text += piece;
      if (this.text.length >= LONG_OUTPUT) this.builder = new TextBuilder(this.text.length);
    }
  }

  /** Appends one code unit (a decoded escape). */
  putCode(c: number): void {
    if (this.builder !== undefined) this.builder.appendCode(c);
    else this.put(String.fromCharCode(c));
  }

  /** Appends s[from, to), without cutting it out when the builder takes it. */
  putRange(s: string, from: number, to: number): void {
    if (from >= to) return;
    if (this.builder !== undefined) this.builder.appendRange(s, from, to);
    else this.put(s.slice(from, to));
  }

  toString(): string {
    return this.builder === undefined ? this.text : this.text + this.builder.toString();
  }
}

/** Whether a non-ASCII code point may stand as it is in this mode. */
function keepsNonAscii(cp: number, mode: number): boolean {
  if ((mode & ANY_NON_ASCII) !== 0) return true;
  if ((mode & IRI) === 0 || cp > 0xffff) return false;
  return isUcschar(cp) || ((mode & IPRIVATE) !== 0 && isIprivate(cp));
}

/** The component `s` written with the characters of `allowed` (bits of CLASS) as they are. */
function transform(s: string, allowed: number, mode: number): string {
  const n = s.length;
  let first = (mode & NOSCHEME) !== 0 && s.charCodeAt(0) !== 0x2f;
  let i = 0;
  // The scan: stops at the first character that needs work ('%' is in no set, so every escape stops it).
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      if ((CLASS[c]! & allowed) === 0) break;
      if (first) {
        if (c === 0x3a) break;
        if (c === 0x2f) first = false;
      }
    } else if (c >= 0xd800 && c <= 0xdfff) {
      break;
    } else if (!keepsNonAscii(c, mode)) {
      break;
    }
  }
  if (i === n) return s;
  // Invariant: s[from, i) is text kept as it is and not yet written; `out` holds what comes before.
  const out = new Output(n);
  let from = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    // an escape: its two hex digits read once (NaN past the end reads as -1: hexValue)
    const v = c === 0x25 ? (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2)) : -1;
    if (v >= 0) {
      out.putRange(s, from, i);
      if (v < 0x80) {
        if ((mode & DECODE_UNRESERVED) !== 0 && (CLASS[v]! & UNRESERVED) !== 0 && !(v === 0x2e && (mode & KEEP_DOT) !== 0)) out.putCode(v);
        else out.put(PCT[v]!);
        from = i += 3;
        continue;
      }
      if ((mode & IRI) !== 0) {
        const len = decodeUtf8Escapes(s, i, v);
        if (len > 0 && keepsNonAscii(decodedCodePoint, mode & (IRI | IPRIVATE))) {
          out.putCode(decodedCodePoint);
          from = i += len;
          continue;
        }
      }
      out.put(PCT[v]!);
      from = i += 3;
      continue;
    }
    if (c < 128) {
      if ((CLASS[c]! & allowed) !== 0 && !(first && c === 0x3a)) {
        if (c === 0x2f) first = false;
        i++;
      } else {
        out.putRange(s, from, i);
        out.put(PCT[c]!);
        from = ++i;
      }
      continue;
    }
    let cp = c;
    let width = 1;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        width = 2;
      }
    }
    if (cp >= 0xd800 && cp <= 0xdfff) {
      // a lone surrogate: the replacement character
      out.putRange(s, from, i);
      out.put(keepsNonAscii(0xfffd, mode) ? '\ufffd' : utf8Escape(0xfffd));
      from = i += width;
    } else if (keepsNonAscii(cp, mode)) {
      i += width;
    } else {
      out.putRange(s, from, i);
      out.put(utf8Escape(cp));
      from = i += width;
    }
  }
  out.putRange(s, from, n);
  return out.toString();
}

/** parse: a path's escapes normalized (unreserved decoded but '.', hex upper-cased), what it may not hold escaped. */
export function normalizePath(s: string, iri: boolean): string {
  return transform(s, PATH, DECODE_UNRESERVED | KEEP_DOT | (iri ? IRI : 0));
}

/** parse: a query's escapes normalized (unreserved decoded), what it may not hold escaped. */
export function normalizeQuery(s: string, iri: boolean): string {
  return transform(s, QUERY, DECODE_UNRESERVED | (iri ? IRI | IPRIVATE : 0));
}

/** parse: a fragment's escapes normalized (unreserved decoded), what it may not hold escaped. */
export function normalizeFragment(s: string, iri: boolean): string {
  return transform(s, QUERY, DECODE_UNRESERVED | (iri ? IRI : 0));
}

/** serialize: a path, its escapes kept; with `noscheme`, a ':' in its first segment escaped (§4.2). */
export function serializePath(s: string, noscheme: boolean, iri: boolean): string {
  return transform(s, PATH, (noscheme ? NOSCHEME : 0) | (iri ? IRI : 0));
}

/** serialize: a userinfo (§3.2.1): '@', '/', '?', '#', '[', ']' are data there. */
export function encodeUserinfo(s: string, iri: boolean): string {
  return transform(s, USERINFO, iri ? IRI : 0);
}

/** serialize: a query (§3.4): a '#' is data there. */
export function encodeQuery(s: string, iri: boolean): string {
  return transform(s, QUERY, iri ? IRI | IPRIVATE : 0);
}

/** serialize: a fragment (§3.5). */
export function encodeFragment(s: string, iri: boolean): string {
  return transform(s, QUERY, iri ? IRI : 0);
}

/**
 * serialize: a reg-name host: unreserved escapes decoded, every character of the authority's
 * syntax or outside RFC 3986 escaped; non-ASCII (an IDN host of a scheme that is not a domain host)
 * stays as the peers leave it.
 */
export function encodeRegName(s: string, allowed: number): string {
  return transform(s, allowed, DECODE_UNRESERVED | ANY_NON_ASCII);
}

/** mailto: text with the characters of `allowed` as they are, the rest escaped; `anyNonAscii` keeps non-ASCII (unicodeSupport). */
export function encodeMailtoPart(s: string, allowed: number, anyNonAscii: boolean): string {
  return transform(s, allowed, anyNonAscii ? ANY_NON_ASCII : 0);
}

/**
 * Only the escapes: hex upper-cased, unreserved ones decoded when asked; every other character as
 * it is (fast-uri's host reading, and the path of a serialize that skips escaping).
 */
export function normalizeEscapes(s: string, decodeUnreserved: boolean): string {
  let i = s.indexOf('%');
  if (i < 0) return s;
  let out = '';
  let from = 0;
  for (; i >= 0; i = s.indexOf('%', i + 1)) {
    if (!isEscapeAt(s, i)) continue;
    const v = escapedOctet(s, i);
    // hex digits: a code at or past 'a' is a lower-case letter
    const hexLower = s.charCodeAt(i + 1) >= 0x61 || s.charCodeAt(i + 2) >= 0x61;
    const decode = decodeUnreserved && v < 0x80 && (CLASS[v]! & UNRESERVED) !== 0;
    if (!decode && !hexLower) continue;
    out += s.slice(from, i) + (decode ? String.fromCharCode(v) : PCT[v]!);
    from = i + 3;
    i += 2;
  }
  return from === 0 ? s : out + s.slice(from);
}
