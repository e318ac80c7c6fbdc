/** uri-js / fast-uri compatibility — hosts as the peers write them (RFC 3986 §3.2.2, RFC 5952, RFC 6874): IP literals without brackets, domain names as the WHATWG host parser reads them. */

import { ipv6TextAsWritten } from '../host/ipv6.js';
import { ParseState, readIPv6address } from '../parse.js';
import { tryDomainToUnicode } from '../idna/index.js';
import { whatwgHost } from '../whatwg/index.js';
import { CHARS, HEXDIG, SUB_DELIMS, UNRESERVED, hexValue, isIn } from '../chars.js';

// The peers' components hold an IPv6 host without its brackets and in RFC 5952's text (lower
// case, leading zeros dropped, the longest run of zero groups written '::'; an embedded IPv4 tail
// kept dotted), its zone after a bare '%' ('fe80::a%en1', read from '%25' or, for compatibility,
// from a raw '%'). An IPvFuture keeps its brackets ('[v1.x]'). A bracketed literal that is neither
// is malformed (fast-uri's 'URI host is malformed.'). A domain host of http, https, ws and wss goes
// through the WHATWG host parser, as fast-uri's `new URL('http://' + host).hostname` does; urikit's
// whatwgHost gives the same answer without a URL object, and a fast check skips it for the hosts it
// would give back unchanged.

/** What an IP literal's text is, and its text as the peers write it. */
interface IPLiteral {
  /** 1 IPv6, 2 IPvFuture, 0 neither. */
  readonly kind: 0 | 1 | 2;
  /** The component's host: '2001:db8::1', 'fe80::1%eth0', '[v1.x]'; the input when neither. */
  readonly host: string;
  /** Inside the brackets of the URI: the zone written '%25zone'. */
  readonly escaped: string;
  /** A bracketed literal that is neither (or an unbalanced bracket). */
  readonly error: boolean;
}

const NOT_IP = (host: string, error: boolean): IPLiteral => ({ kind: 0, host, escaped: host, error });

/** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (§3.2.2) */
function isIPvFuture(s: string): boolean {
  if (s.length < 4 || (s.charCodeAt(0) | 0x20) !== 0x76) return false;
  let i = 1;
  while (i < s.length && isIn(s.charCodeAt(i), HEXDIG)) i++;
  if (i === 1 || s.charCodeAt(i) !== 0x2e || i + 1 === s.length) return false;
  for (i++; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || (c !== 0x3a && (CHARS[c]! & UNRESERVED) === 0 && "!$&'()*+,;=".indexOf(s[i]!) < 0)) return false;
  }
  return true;
}

/** ZoneID = 1*( unreserved / pct-encoded ) (RFC 6874 §2) */
function isZoneId(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && (CHARS[c]! & UNRESERVED) !== 0) continue;
    if (c === 0x25 && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0) {
      i += 2;
      continue;
    }
    return false;
  }
  return true;
}

/** The state formatIPv6's reads write into. */
const STATE = /* @__PURE__ */ new ParseState();

/**
 * IPv6address (§3.2.2, read by the core's parser) in RFC 5952's text, or undefined when `s` is not
 * one. The peers keep an IPv4 tail dotted where it was written dotted (RFC 5952 §5 would write it
 * dotted only for IPv4-mapped addresses): '1:2:3:4:5:6:192.0.2.1' stays so.
 */
function formatIPv6(s: string): string | undefined {
  return readIPv6address(STATE, s, 0, s.length) === s.length ? ipv6TextAsWritten(STATE, s, 0, s.length) : undefined;
}

/**
 * An IP literal (with or without its brackets) in the peers' text: IPv6 normalized with its zone,
 * IPvFuture in lower case inside its brackets; `kind` 0 for anything else, `error` when it was
 * bracketed (or half-bracketed) all the same.
 */
export function readIPLiteral(host: string): IPLiteral {
  const last = host.length - 1;
  const open = host.charCodeAt(0) === 0x5b;
  const close = host.charCodeAt(last) === 0x5d;
  if (open !== close) return NOT_IP(host, true);
  let inner = open ? host.slice(1, last) : host;
  if (open && isIPvFuture(inner)) {
    inner = inner.toLowerCase();
    return { kind: 2, host: '[' + inner + ']', escaped: inner, error: false };
  }
  const firstColon = inner.indexOf(':');
  if (firstColon < 0 || inner.indexOf(':', firstColon + 1) < 0) return NOT_IP(host, open);
  let zone = '';
  const percent = inner.indexOf('%');
  if (percent >= 0) {
    // RFC 6874 writes the zone after '%25'; the peers also take a bare '%'
    const separator = inner.charCodeAt(percent + 1) === 0x32 && inner.charCodeAt(percent + 2) === 0x35 ? 3 : 1;
    zone = inner.slice(percent + separator);
    if (!isZoneId(zone)) return NOT_IP(host, true);
    inner = inner.slice(0, percent);
  }
  const address = formatIPv6(inner);
  if (address === undefined) return NOT_IP(host, true);
  return zone === ''
    ? { kind: 1, host: address, escaped: address, error: false }
    : { kind: 1, host: address + '%' + zone, escaped: address + '%25' + zone, error: false };
}

/** fast-uri: the gen-delims a host may not hold, escaped again after its escapes were decoded (':' too but in an IP literal). */
export function reescapeHostDelimiters(host: string, isIP: boolean): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    let e: string;
    if (c === 0x40) e = '%40';
    else if (c === 0x2f) e = '%2F';
    else if (c === 0x3f) e = '%3F';
    else if (c === 0x23) e = '%23';
    else if (c === 0x3a && !isIP) e = '%3A';
    else continue;
    out += host.slice(from, i) + e;
    from = i + 1;
  }
  return from === 0 ? host : out + host.slice(from);
}

/** domainShape: the host is plain (the WHATWG host parser gives it back unchanged) once lower-cased. */
export const DOMAIN_PLAIN = 0;
/** domainShape: ... and it holds an upper-case ASCII letter (lower-casing it is all the parser does). */
const DOMAIN_UPPER = 1;
/** domainShape: the WHATWG host parser must read it (an escape, non-ASCII, an 'xn--' label, a number, a character it may refuse). */
export const DOMAIN_OTHER = 2;

// domainShape's classes of an ASCII character, one bit each; 0 for the common ones, which need
// nothing more (lower-case letters but 'x', digits, and the unreserved and sub-delims characters
// that are not letters): so that most characters cost one table read.
const D_UPPER = 1;
const D_X = 2;
const D_DOT = 4;
/** What a domain host may not hold unchanged: '%' (escapes), the characters outside reg-name. */
const D_REFUSED = 8;
const DOMAIN_CHARS: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if ((CHARS[c]! & (UNRESERVED | SUB_DELIMS)) === 0) t[c] = D_REFUSED;
  for (let c = 0x41; c <= 0x5a; c++) t[c] = D_UPPER;
  t[0x78] = D_X;
  t[0x58] = D_UPPER | D_X;
  t[0x2e] = D_DOT;
  return t;
})();

/**
 * What the WHATWG host parser would do with the host s[start, end), known without running it: give
 * it back unchanged (DOMAIN_PLAIN: ASCII letters, digits, unreserved and sub-delims only, no 'xn--'
 * label, and a last label that is not a number, WHATWG URL §3.5 "ends in a number": all digits, or
 * '0x' and hex), the same with upper-case letters (DOMAIN_UPPER: it lower-cases them), or anything
 * else (DOMAIN_OTHER). One pass that tells parse both whether to lower-case a domain host and
 * whether to run the WHATWG host parser on it.
 */
export function domainShape(s: string, start: number, end: number): number {
  let labelStart = start;
  let lastStart = start;
  let lastEnd = end;
  let shape = DOMAIN_PLAIN;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    // one table read for the common character (a lower-case letter, a digit): see DOMAIN_CHARS
    const k = c < 128 ? DOMAIN_CHARS[c]! : D_REFUSED;
    if (k === 0) continue;
    if ((k & D_REFUSED) !== 0) return DOMAIN_OTHER;
    if ((k & D_UPPER) !== 0) shape = DOMAIN_UPPER;
    // an 'xn--' label is checked by the parser (its Punycode must decode)
    if ((k & D_X) !== 0 && i === labelStart && i + 3 < end && (s.charCodeAt(i + 1) | 0x20) === 0x6e &&
      s.charCodeAt(i + 2) === 0x2d && s.charCodeAt(i + 3) === 0x2d) return DOMAIN_OTHER;
    if ((k & D_DOT) !== 0) {
      if (i === end - 1) {
        lastEnd = i; // one trailing dot: the label before it is the last
      } else {
        labelStart = i + 1;
        lastStart = i + 1;
      }
    }
  }
  return endsInNumber(s, lastStart, lastEnd) ? DOMAIN_OTHER : shape;
}

/**
 * domainShape(s, start, end) === DOMAIN_PLAIN for a host known to hold only lower-case letters,
 * digits, unreserved and sub-delims characters (a reg-name the parser read, no '%', no upper-case
 * letter: its hints said so), told without reading every character for the usual host: one whose
 * last label ends in a letter that no number can end in ('g'-'z' but 'x') and in which 'xn--' opens
 * no label. Any other host is read by domainShape.
 */
export function isPlainLowerHost(s: string, start: number, end: number): boolean {
  // the last label's last character (one trailing dot aside)
  let last = end - 1;
  if (last > start && s.charCodeAt(last) === 0x2e) last--;
  const c = last >= start ? s.charCodeAt(last) : 0;
  if (c < 0x67 || c > 0x7a || c === 0x78) return domainShape(s, start, end) === DOMAIN_PLAIN;
  for (let i = s.indexOf('xn--', start); i >= 0 && i < end - 3; i = s.indexOf('xn--', i + 1)) {
    if (i === start || s.charCodeAt(i - 1) === 0x2e) return false;
  }
  return true;
}

/** WHATWG URL §3.5: the label host[start, end) is a number (decimal, or '0x' and hex). */
function endsInNumber(host: string, start: number, end: number): boolean {
  if (start >= end) return false;
  let i = start;
  let hex = false;
  if (end - start >= 2 && host.charCodeAt(start) === 0x30 && (host.charCodeAt(start + 1) | 0x20) === 0x78) {
    hex = true;
    i += 2;
  }
  for (; i < end; i++) {
    const c = host.charCodeAt(i);
    if (hex ? hexValue(c) < 0 : c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/**
 * A domain host as the WHATWG host parser (and so fast-uri's `new URL`) writes it: percent-decoded,
 * UTS #46-mapped to ASCII, IPv4 number forms as dotted decimal. null when that parser refuses it.
 */
export function domainToAsciiHost(host: string): string | null {
  if (domainShape(host, 0, host.length) === DOMAIN_PLAIN) return host;
  const read = whatwgHost(host);
  return read === null || read.kind === 'empty' ? null : read.text;
}

/** An ASCII domain host with its 'xn--' labels decoded (uri-js's punycode.toUnicode under `iri`); the host itself when that fails. */
export function domainToUnicodeHost(host: string): string {
  if (host.indexOf('xn--') < 0) return host;
  return tryDomainToUnicode(host, { preset: 'lenient' }) ?? host;
}
