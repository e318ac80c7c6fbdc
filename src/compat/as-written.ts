/** uri-js / fast-uri compatibility — RFC 3986 §6.2.2 as the peers do it: whether compat's reading and writing give a URI reference back as written (the fast paths of resolve, normalize and equal). */

import { DOMAIN_PLAIN, domainShape, isPlainLowerHost } from './host.js';
import { HOST_IPV4, HOST_REG_NAME, R_FRAGMENT_START, R_HOST_END, R_HOST_KIND, R_HOST_START, R_PATH_START, R_QUERY_START, R_SCHEME_END,
  hostEndOf, hostKindOf, hostStartOf, pathStartOf, portStartOf, schemeEndOf, textOf } from '../offsets.js';
import { CHARS, UNRESERVED, decimalValue, hasUpperAscii, hexValue } from '../chars.js';
import { HINT_HOST_PCT, HINT_HOST_UPPER, HINT_PCT, HINT_SCHEME_UPPER } from '../parse.js';
import { type Uri, createUri } from '../uri.js';
import { UNKNOWN_HINTS, readRegisters } from './split.js';

// A URI reference urikit's parser takes is cut by compat's parse as the parser cuts it (split.ts).
// Read with no scheme handler, the only thing that makes such a reading malformed is a port above
// 65535 (parse.ts: every other check is for strings the parser refuses, or a handler's), and its
// components come back from serialize as they were written when each step of parse and serialize
// leaves them so (readsAsWritten, one check per step):
//  - no '%': parse normalizes escapes (encoding.ts). Without one, each userinfo, path, query and
//    fragment is as serialize writes it: every character is allowed where it stands, and the
//    encoders give it back. Where the caller asks (`escapes`, normalize: serialize writes the
//    components parse normalized), escapes as parse writes them are taken too: in upper-case hex,
//    of an octet that is no unreserved character ('.' aside too: a path keeps '%2E'), none in the
//    host (parse rewrites a host's); the userinfo's are upper-cased by serialize and kept.
//  - the scheme in lower case: parse lower-cases it.
//  - the host none, an IPv4 address (kept as it is, by parse and by the WHATWG host step of a
//    domain-host scheme), or a reg-name that domainShape calls plain: in lower case, and one the
//    WHATWG host parser gives back unchanged, so that no `domainHost` rewrites it. An IP literal is
//    rewritten (RFC 5952's text, host.ts).
//  - the port none, empty, or digits without a leading zero (parse reads a number: '080' is
//    written 80), at most 65535 (above, the reading is malformed).
// What is left to each caller: serialize's dot-segment removal (§5.2.4) and the scheme's handler.

/** `s` as a Uri, from the registers `r` the parser wrote reading it (readRegisters, split.ts). */
export function uriFrom(s: string, r: Int32Array): Uri {
  return createUri(s, r[R_SCHEME_END]!, r[R_HOST_START]!, r[R_HOST_END]!, r[R_PATH_START]!, r[R_QUERY_START]!, r[R_FRAGMENT_START]!,
    r[R_HOST_KIND]!, 0);
}

/** `s` as a Uri when urikit's parser takes it (a URI reference), else null; its hints in readHints() (split.ts). */
export function readUri(s: string, relativeFirst: boolean): Uri | null {
  const r = readRegisters(s, relativeFirst);
  return r === null ? null : uriFrom(s, r);
}

/**
 * Whether every escape in `s`, a URI reference (each '%' opens one), is as parse writes it (see
 * above): upper-case hex digits, and an octet that is no unreserved character.
 */
function escapesAsWritten(s: string): boolean {
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 3)) {
    const high = s.charCodeAt(i + 1);
    const low = s.charCodeAt(i + 2);
    // hex digits: a code at or past 'a' is a lower-case letter
    if (high >= 0x61 || low >= 0x61) return false;
    const octet = (hexValue(high) << 4) | hexValue(low);
    if (octet < 0x80 && (CHARS[octet]! & UNRESERVED) !== 0) return false;
  }
  return true;
}

/**
 * Whether compat's parse and serialize, with no scheme handler, give the reference `u` back as
 * written (see above), told by the parser's hints where it noted them (`hints`, else UNKNOWN_HINTS).
 * `escapes`: escapes as parse writes them are taken too (for normalize, not for resolve).
 */
export function readsAsWritten(u: Uri, hints: number, escapes = false): boolean {
  const s = textOf(u);
  // (readCommonUri's shape has no userinfo: HINT_PCT covers every '%'; without hints, domainShape refuses a host's)
  if (hints === UNKNOWN_HINTS ? s.indexOf('%') >= 0 : (hints & HINT_PCT) !== 0) {
    if (!escapes || (hints !== UNKNOWN_HINTS && (hints & HINT_HOST_PCT) !== 0) || !escapesAsWritten(s)) return false;
  }
  if (hints === UNKNOWN_HINTS ? hasUpperAscii(s, 0, schemeEndOf(u)) : (hints & HINT_SCHEME_UPPER) !== 0) return false;
  const hostStart = hostStartOf(u);
  if (hostStart < 0) return true;
  const kind = hostKindOf(u);
  if (kind === HOST_REG_NAME) {
    const hostEnd = hostEndOf(u);
    if (hints === UNKNOWN_HINTS ? domainShape(s, hostStart, hostEnd) !== DOMAIN_PLAIN
      : (hints & HINT_HOST_UPPER) !== 0 || !isPlainLowerHost(s, hostStart, hostEnd)) return false;
  } else if (kind !== HOST_IPV4) {
    return false;
  }
  // port = *DIGIT (the parser took digits only): as serialize writes parse's number, and at most 65535
  const start = portStartOf(u);
  if (start < 0) return true;
  const end = pathStartOf(u);
  if (end - start > 1 && s.charCodeAt(start) === 0x30) return false;
  return decimalValue(s, start, end) <= 65535;
}
