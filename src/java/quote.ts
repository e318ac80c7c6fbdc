/** RFC 2396 §2.4, java.net.URI — the multi-argument constructors: each component quoted with its own set, then the string they make. */

import { unitBuffer, unitsToString } from '../chars.js';
import { S_ESCAPED, S_PATH, S_REG_NAME, S_SERVER, S_URIC, S_USERINFO, T2396 } from './rfc2396.js';

// java.net.URI's quoting (the javadoc's "Escaped octets, quotation, encoding, and decoding"): an
// ASCII character outside the component's set is written as %XX; '%' is in no set, so it is always
// quoted (a '%41' given to a constructor is the three characters, not an escape); a non-ASCII
// space or control is written as its UTF-8 escapes; every other non-ASCII character ("other") is
// kept as it is.

/** userinfo: unreserved | punct (";:&=+$,") | escaped | other */
const Q_USERINFO = S_USERINFO | S_ESCAPED;
/** path: unreserved | punct | escaped | other | "/" | "@" (and ";") */
const Q_PATH = S_PATH | S_ESCAPED;
/** query, fragment, scheme-specific part: uric | other */
const Q_URIC = S_URIC | S_ESCAPED;
/** authority (5-argument constructor): reg_name | server characters */
const Q_AUTHORITY = S_REG_NAME | S_SERVER | S_ESCAPED;

/** `s` with every character outside `set` quoted (see above); `s` itself when nothing is. */
function quote(s: string, set: number): string {
  const n = s.length;
  let i = 0;
  for (; i < n; i++) if (needsQuote(s.charCodeAt(i), set)) break;
  if (i === n) return s;
  // written into a code-unit buffer and made a string once (chars.ts, "Output buffers"): at most
  // nine units per unit of s (a BMP character as three escaped UTF-8 bytes)
  const buf = unitBuffer(n * 9);
  let k = 0;
  for (let j = 0; j < i; j++) buf[k++] = s.charCodeAt(j);
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (!needsQuote(c, set)) {
      buf[k++] = c;
      continue;
    }
    // c is ASCII, or a space or control (never a surrogate): one to three UTF-8 bytes
    if (c < 0x80) k = putEscape(buf, k, c);
    else if (c < 0x800) k = putEscape(buf, putEscape(buf, k, 0xc0 | (c >> 6)), 0x80 | (c & 63));
    else k = putEscape(buf, putEscape(buf, putEscape(buf, k, 0xe0 | (c >> 12)), 0x80 | ((c >> 6) & 63)), 0x80 | (c & 63));
  }
  return unitsText(buf, k);
}

function needsQuote(c: number, set: number): boolean {
  if (c < 0x80) return (T2396[c]! & set) === 0;
  return (set & S_ESCAPED) !== 0 && isSpaceOrControl(c);
}

/**
 * @internal unitsToString(buf, length), with the leading U+FEFFs kept: the platform's 'utf-16le'
 * TextDecoder behind unitsToString drops a leading byte order mark (it is made without
 * ignoreBOM), which is text here (a decoded %EF%BB%BF).
 */
export function unitsText(buf: Uint16Array, length: number): string {
  let i = 0;
  while (i < length && buf[i] === 0xfeff) i++;
  return i === 0 ? unitsToString(buf, length) : '\ufeff'.repeat(i) + unitsToString(buf.subarray(i), length - i);
}

const HEX = '0123456789ABCDEF';

/** Writes %XX (upper-case hex) of the byte b at k; returns the next index. */
function putEscape(buf: Uint16Array, k: number, b: number): number {
  buf[k] = 0x25;
  buf[k + 1] = HEX.charCodeAt(b >> 4);
  buf[k + 2] = HEX.charCodeAt(b & 15);
  return k + 3;
}

function isSpaceOrControl(c: number): boolean {
  return c <= 0x9f || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029
    || c === 0x202f || c === 0x205f || c === 0x3000;
}

/** The authority part: '//' and the quoted parts, as java.net.URI's appendAuthority writes it. */
function appendAuthority(authority: string | null, userInfo: string | null, host: string | null, port: number): string {
  if (host !== null) {
    let out = '//';
    if (userInfo !== null) out += quote(userInfo, Q_USERINFO) + '@';
    // an IPv6 address given without its brackets gets them
    const brackets = host.includes(':') && !host.startsWith('[') && !host.endsWith(']');
    out += brackets ? `[${host}]` : host;
    if (port !== -1) out += ':' + String(port);
    return out;
  }
  if (authority === null) return '';
  // an authority that starts with an IPv6 literal: the literal is kept, the rest quoted
  if (authority.startsWith('[')) {
    const end = authority.indexOf(']');
    if (end !== -1 && authority.includes(':')) {
      return '//' + authority.slice(0, end + 1) + quote(authority.slice(end + 1), Q_AUTHORITY);
    }
  }
  return '//' + quote(authority, Q_AUTHORITY);
}

/**
 * The string java.net.URI's multi-argument constructors parse: scheme ':', then the opaque part
 * (quoted as uric), or the authority, path and query; then '#' fragment. null parts are left out.
 * @internal
 */
export function composeQuoted(
  scheme: string | null, opaquePart: string | null, authority: string | null, userInfo: string | null,
  host: string | null, port: number, path: string | null, query: string | null, fragment: string | null,
): string {
  let out = scheme !== null ? scheme + ':' : '';
  if (opaquePart !== null) {
    // java.net.URI: an opaque part that starts with '//[' keeps its IPv6 literal unquoted; when
    // it has no ']' or no ':' nothing of it is written at all (a JDK quirk kept here)
    if (opaquePart.startsWith('//[')) {
      const end = opaquePart.indexOf(']');
      if (end !== -1 && opaquePart.includes(':')) {
        out += opaquePart.slice(0, end + 1) + quote(opaquePart.slice(end + 1), Q_URIC);
      }
    } else {
      out += quote(opaquePart, Q_URIC);
    }
  } else {
    out += appendAuthority(authority, userInfo, host, port);
    if (path !== null) out += quote(path, Q_PATH);
    if (query !== null) out += '?' + quote(query, Q_URIC);
  }
  if (fragment !== null) out += '#' + quote(fragment, Q_URIC);
  return out;
}
