/** RFC 3986 §3.2.2 — IPv4address: dotted-decimal text to its 32-bit value and back. */

import { UriError, argumentError, describeValue, expectString, INVALID_IPV4 } from '../errors.js';
import { readIPv4address } from '../parse.js';

// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
// dec-octet   = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
// The same text as RFC 2673's dotted-quad (JSON Schema's `format: ipv4`): four decimal numbers
// 0-255, no leading zeros, nothing else. The inet_aton forms of §7.4 (0x7f.1, 0177.0.0.1, 127.1,
// 2130706433) are not IPv4addresses: see inet-aton.ts for what a resolver makes of them.

// ---------------------------------------------------------------------------------------------
// Small predicates

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * The value of a dotted-decimal IPv4address that spans s[start, end) and has been validated
 * (readIPv4address returned end). Internal: ipv6.ts uses it for the ls32 of an embedded IPv4.
 */
export function ipv4Value(s: string, start: number, end: number): number {
  let value = 0;
  let octet = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      value = value * 256 + octet;
      octet = 0;
    } else {
      octet = octet * 10 + (c - 48);
    }
  }
  return value * 256 + octet; // arithmetic, not `<<`: a number above 2^31 stays unsigned
}

/**
 * Why s is not an IPv4address: the index of the first code unit that cannot continue one, read
 * left to right, and what was expected there. Runs only after readIPv4address has said no.
 */
function ipv4Failure(s: string): UriError {
  const end = s.length;
  let i = 0;
  for (let n = 0; n < 4; n++) {
    if (n > 0) {
      if (i >= end) return new UriError('invalid-ipv4', i, s, `an IPv4 address has four octets, found ${n}`, INVALID_IPV4);
      if (s.charCodeAt(i) !== 46) return new UriError('invalid-ipv4', i, s, "expected '.' and the next octet (an octet is 0 to 255)", INVALID_IPV4);
      i++;
    }
    if (i >= end || !isDigit(s.charCodeAt(i))) {
      return new UriError('invalid-ipv4', i, s, 'expected a decimal octet 0-255', INVALID_IPV4);
    }
    // §3.2.2 dec-octet: "0" stands alone; a leading zero reads as octal to inet_aton (§7.4)
    if (s.charCodeAt(i) === 48 && isDigit(s.charCodeAt(i + 1))) {
      return new UriError('invalid-ipv4', i + 1, s, 'an octet has no leading zeros (0177 is octal to some resolvers, RFC 3986 \u00a77.4)', INVALID_IPV4);
    }
    let v = 0;
    const first = i;
    while (i < end && i - first < 3 && isDigit(s.charCodeAt(i))) {
      v = v * 10 + s.charCodeAt(i) - 48;
      if (v > 255) return new UriError('invalid-ipv4', i, s, 'an octet is at most 255', INVALID_IPV4);
      i++;
    }
    if (i < end && isDigit(s.charCodeAt(i))) return new UriError('invalid-ipv4', i, s, 'an octet is at most 255', INVALID_IPV4);
  }
  return new UriError('invalid-ipv4', i, s, s.charCodeAt(i) === 46
    ? 'an IPv4 address has exactly four octets'
    : 'nothing may follow the fourth octet', INVALID_IPV4);
}

/**
 * Parses an RFC 3986 IPv4address (dotted decimal, each octet 0-255 without leading zeros) to its
 * 32-bit value as an unsigned number. Throws UriError 'invalid-ipv4' with the index of the first
 * code unit that breaks the rule. https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2
 *
 * @example
 * parseIPv4('192.0.2.1'); // 3221225985 (0xc0000201)
 */
export function parseIPv4(text: string): number {
  expectString(text, 'parseIPv4: the text');
  const end = text.length;
  if (readIPv4address(text, 0, end) !== end) throw ipv4Failure(text);
  return ipv4Value(text, 0, end);
}

/**
 * The non-throwing twin of parseIPv4: the value, or null when text is not an IPv4address.
 *
 * @example
 * tryParseIPv4('127.1'); // null
 */
export function tryParseIPv4(text: string): number | null {
  if (typeof text !== 'string') return null;
  const end = text.length;
  return readIPv4address(text, 0, end) === end ? ipv4Value(text, 0, end) : null;
}

/**
 * True when text is exactly an RFC 3986 IPv4address (the dotted-quad of RFC 2673, JSON Schema's
 * `format: ipv4`). Allocates nothing.
 *
 * @example
 * isIPv4('192.168.0.1'); // true
 * isIPv4('0177.0.0.1');  // false
 */
export function isIPv4(text: string): boolean {
  return typeof text === 'string' && readIPv4address(text, 0, text.length) === text.length;
}

// ---------------------------------------------------------------------------------------------
// The serializer

/**
 * The dotted-decimal text of a 32-bit IPv4 address given as an unsigned number (0 to 2^32 - 1).
 * The output is always an RFC 3986 IPv4address. Throws UriError 'invalid-argument' for anything
 * else (a negative, fractional or too large number, or a non-number).
 *
 * @example
 * formatIPv4(0x7f000001); // '127.0.0.1'
 */
export function formatIPv4(address: number): string {
  if (typeof address !== 'number' || !Number.isInteger(address) || address < 0 || address > 0xffffffff) {
    throw argumentError(`formatIPv4: expected an integer from 0 to 4294967295, got ${describeValue(address)}`);
  }
  return `${address >>> 24}.${(address >>> 16) & 255}.${(address >>> 8) & 255}.${address & 255}`;
}
