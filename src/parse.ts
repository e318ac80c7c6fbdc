/** RFC 3986 §3, §4, Appendix A — the single-pass parser: one reader per ABNF rule, producing offsets. */

import * as chars from './chars.js';
import { iriCharLength, scan } from './chars.js';
import { UriError, type UriErrorCode } from './errors.js';

// Module-local copies of the character tables and bits, on purpose (issue 4): V8 folds a module's
// own `const` into the optimized code that reads it, but loads an imported binding anew at every
// use, and re-checks the typed array behind it in every loop iteration. Read through imports, the
// same readers cost ~10 % more on the corpus. Do not "simplify" these back into named imports.
const ALPHA = chars.ALPHA;
const CHARS = chars.CHARS;
const HEXDIG = chars.HEXDIG;
const IPRIVATE = chars.IPRIVATE;
const SCHEME = chars.SCHEME;
const USERINFO = chars.USERINFO;
const PATH_TABLE = chars.PATH_TABLE;
const QUERY_TABLE = chars.QUERY_TABLE;
const REG_NAME_TABLE = chars.REG_NAME_TABLE;
const SCHEME_TABLE = chars.SCHEME_TABLE;
const SEGMENT_NC_TABLE = chars.SEGMENT_NC_TABLE;
const UNRESERVED_TABLE = chars.UNRESERVED_TABLE;
const USERINFO_TABLE = chars.USERINFO_TABLE;

// ---------------------------------------------------------------------------------------------
// Types and constants

/** The ABNF rule a string is parsed against (§4.1, §3, §4.3, §4.2). */
export type Rule = 'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref';

/** The kind of a host (§3.2.2): IPv4address, IPv6address or IPvFuture inside an IP-literal, or reg-name. */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name';

export const RULE_REFERENCE = 0;
export const RULE_URI = 1;
export const RULE_ABSOLUTE = 2;
export const RULE_RELATIVE = 3;

/** The rule names as the public API spells them, in RULE_* order. */
export const RULE_NAMES: readonly Rule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'];

export const HOST_NONE = 0;
export const HOST_REG_NAME = 1;
export const HOST_IPV4 = 2;
export const HOST_IPV6 = 3;
export const HOST_IPVFUTURE = 4;

/** HostKind by HOST_* number; index 0 (no authority) has no kind. */
export const HOST_KINDS: readonly (HostKind | undefined)[] = [undefined, 'reg-name', 'ipv4', 'ipv6', 'ipvfuture'];

/**
 * The result registers of the last successful `parseOffsets` call, read by the caller at once.
 * A typed array rather than a result object, so that `isValid` allocates nothing; safe because a
 * call runs to completion before any other can start, and the callers read it before calling again.
 * An absent component is -1.
 */
export const R = new Int32Array(7);
/** index of the ':' after the scheme */
export const R_SCHEME_END = 0;
/** start of the host (after "//" and "userinfo@") */
export const R_HOST_START = 1;
/** end of the host (a ':' before the port, or the path start) */
export const R_HOST_END = 2;
/** start of the path (always present; may be empty) */
export const R_PATH_START = 3;
/** index of the '?' that opens the query */
export const R_QUERY_START = 4;
/** index of the '#' that opens the fragment */
export const R_FRAGMENT_START = 5;
/** HOST_* kind */
export const R_HOST_KIND = 6;

// The last failure; read by `lastError` right after `parseOffsets` returns false.
let errCode: UriErrorCode = 'invalid-argument';
let errIndex = 0;
let errDetail: string | undefined;
/** True while an IRI is being read: only the wording of errors depends on it (see parseIri). */
let iriMode = false;
/** The input as given, for the text of error details (an IRI is read through a masked copy). */
let source = '';
/** True while RFC 6874 zone identifiers are accepted in IPv6 literals. */
let zones = false;

/** parseOffsets/checkComponent flags: read an IRI (RFC 3987). */
export const PARSE_IRI = 1;
/** parseOffsets/checkComponent flags: accept RFC 6874 zone identifiers in IPv6 literals. */
export const PARSE_ZONES = 2;

function setMode(flags: number): void {
  iriMode = (flags & PARSE_IRI) !== 0;
  zones = (flags & PARSE_ZONES) !== 0;
}

function fail(code: UriErrorCode, index: number, detail?: string): false {
  errCode = code;
  errIndex = index;
  errDetail = detail;
  return false;
}

/** The UriError for the failure that the last `parseOffsets`/`check*` call returned false for. */
export function lastError(input: string): UriError {
  return new UriError(errCode, errIndex, input, errDetail);
}

// ---------------------------------------------------------------------------------------------
// Small predicates

/** True at the end of an authority: "/" "?" "#" or the end of the input. */
function endsAuthority(c: number): boolean {
  return c === 47 || c === 63 || c === 35 || c !== c; // c !== c: NaN, read past the end
}

/** DIGIT = %x30-39 */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isHex(c: number): boolean {
  return (CHARS[c]! & HEXDIG) !== 0;
}

// dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
/** Reads a dec-octet at i (0-255, no leading zero) and returns its end, or -1. */
function readDecOctet(s: string, i: number, end: number): number {
  const c0 = s.charCodeAt(i);
  if (i >= end || !isDigit(c0)) return -1;
  if (c0 === 48) return i + 1; // "0" stands alone: a following digit makes the dotted form fail
  let v = c0 - 48;
  let j = i + 1;
  while (j < end && j < i + 3 && isDigit(s.charCodeAt(j))) {
    v = v * 10 + s.charCodeAt(j) - 48;
    j++;
  }
  return v <= 255 ? j : -1;
}

// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
/** Reads an IPv4address at i and returns its end, or -1. */
export function readIPv4address(s: string, i: number, end: number): number {
  for (let n = 0; n < 4; n++) {
    if (n > 0) {
      if (s.charCodeAt(i) !== 46 || i >= end) return -1;
      i++;
    }
    i = readDecOctet(s, i, end);
    if (i < 0) return -1;
  }
  return i;
}

/** Where a left-to-right read of an IPv4address that failed stops: the first character that cannot continue it. */
function ipv4StopIndex(s: string, i: number, end: number): number {
  for (let n = 0; n < 4; n++) {
    if (n > 0) {
      if (i >= end || s.charCodeAt(i) !== 46) return i;
      i++;
    }
    const j = readDecOctet(s, i, end);
    // readDecOctet fails at a non-digit, or at a third digit that takes the value past 255
    if (j < 0) return i < end && isDigit(s.charCodeAt(i)) ? i + 2 : i;
    i = j;
  }
  return i;
}

/** §3.2.2 first-match-wins: a host that is exactly an IPv4address is one; anything else is a reg-name. */
export function isIPv4address(s: string, start: number, end: number): boolean {
  return start < end && isDigit(s.charCodeAt(start)) && readIPv4address(s, start, end) === end;
}

// ---------------------------------------------------------------------------------------------
// Readers, one per ABNF rule. Each returns the index after what it read, or -1 after `fail`.

// IPv6address =                            6( h16 ":" ) ls32
//             /                       "::" 5( h16 ":" ) ls32
//             / [               h16 ] "::" 4( h16 ":" ) ls32
//             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
//             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
//             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
//             / [ *4( h16 ":" ) h16 ] "::"              ls32
//             / [ *5( h16 ":" ) h16 ] "::"              h16
//             / [ *6( h16 ":" ) h16 ] "::"
// h16 = 1*4HEXDIG ; ls32 = ( h16 ":" h16 ) / IPv4address
// Read as: groups of 1-4 hex digits split by ":", at most one "::", the last two groups possibly an
// IPv4address; without "::" exactly 8 groups, with it at most 7 (the "::" stands for at least one).
/** Reads an IPv6address at i (just after '[') and returns the index after it, or -1. */
export function readIPv6address(s: string, i: number, end: number): number {
  let groups = 0;
  let compressed = false;
  if (s.charCodeAt(i) === 58) {
    if (s.charCodeAt(i + 1) !== 58) return fail('invalid-ipv6', i + 1, "an IPv6 address cannot start with a single ':'; write '::'") || -1;
    compressed = true;
    i += 2;
    if (i >= end || !isHex(s.charCodeAt(i))) return i; // "::" alone, or the caller reports what follows
  }
  for (;;) {
    const g = i;
    while (i < end && i - g < 4 && isHex(s.charCodeAt(i))) i++;
    if (i === g) return fail('invalid-ipv6', i, 'expected a group of 1 to 4 hex digits') || -1;
    const c = i < end ? s.charCodeAt(i) : NaN;
    if (c === 46) {
      // ls32 as IPv4address: the group just read was its first octet
      if (compressed ? groups > 5 : groups !== 6) {
        return fail('invalid-ipv6', g, compressed
          ? 'an embedded IPv4 address counts as two groups: at most 5 groups may stand beside it and the "::"'
          : "an embedded IPv4 address must follow exactly six groups, or a '::'") || -1;
      }
      const e = readIPv4address(s, g, end);
      if (e < 0) return fail('invalid-ipv6', ipv4StopIndex(s, g, end), 'the embedded IPv4 address must be four decimal octets 0-255 without leading zeros') || -1;
      return e;
    }
    if (isHex(c)) return fail('invalid-ipv6', i, 'a group has at most 4 hex digits') || -1;
    groups++;
    if (groups > (compressed ? 7 : 8)) {
      return fail('invalid-ipv6', g, compressed
        ? "an address with '::' has at most 7 groups"
        : 'an IPv6 address has at most 8 groups') || -1;
    }
    if (c !== 58) break;
    if (s.charCodeAt(i + 1) === 58) {
      if (compressed) return fail('invalid-ipv6', i, "only one '::' may appear in an IPv6 address") || -1;
      if (groups >= 8) return fail('invalid-ipv6', i, "an address with 8 groups has no room for '::'") || -1;
      compressed = true;
      i += 2;
      if (i >= end || !isHex(s.charCodeAt(i))) return i; // "::" at the end
    } else {
      i++;
    }
  }
  if (!compressed && groups !== 8) {
    return fail('invalid-ipv6', i, `expected 8 groups or a '::', found ${groups} group${groups === 1 ? '' : 's'}`) || -1;
  }
  return i;
}

// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/** Reads an IPvFuture at i (at the 'v') and returns the index after it, or -1. */
function readIPvFuture(s: string, i: number, end: number): number {
  let j = i + 1;
  while (j < end && isHex(s.charCodeAt(j))) j++;
  if (j === i + 1) return fail('invalid-ipvfuture', j, "expected a hex version number after 'v'") || -1;
  if (s.charCodeAt(j) !== 46 || j >= end) return fail('invalid-ipvfuture', j, "expected '.' after the version number") || -1;
  const k = ++j;
  // no pct-encoded here: the tail set is unreserved / sub-delims / ":" (the USERINFO bits)
  while (j < end && (CHARS[s.charCodeAt(j)]! & USERINFO) !== 0) j++;
  if (j === k) return fail('invalid-ipvfuture', j, "expected an address after the '.'") || -1;
  return j;
}

// ZoneID = 1*( unreserved / pct-encoded )          (RFC 6874 §2)
/** Reads a ZoneID at i (after the "%25") and returns the index after it, or -1 after `fail`. */
export function readZoneId(s: string, i: number, end: number): number {
  const j = scan(s, i, end, UNRESERVED_TABLE);
  if (j < end && s.charCodeAt(j) === 37) return fail('invalid-percent-encoding', j, "a '%' inside a zone identifier starts a percent-encoding") || -1;
  if (j === i) return fail('invalid-zone-id', i, 'expected a zone identifier (such as eth0 or 1) after %25') || -1;
  return j;
}

// IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
// with zones (RFC 6874 §2): IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"; IPv6addrz = IPv6address "%25" ZoneID
/** Reads an IP-literal at i (the '['), records its kind in R, and returns the index after ']', or -1. */
function readIPLiteral(s: string, i: number, end: number): number {
  const c = s.charCodeAt(i + 1);
  const future = c === 118 || c === 86; // "v" / "V": ABNF strings are case-insensitive
  let j = future ? readIPvFuture(s, i + 1, end) : readIPv6address(s, i + 1, end);
  if (j < 0) return -1;
  const zoned = zones && !future && s.charCodeAt(j) === 37;
  if (zoned) {
    if (s.charCodeAt(j + 1) !== 50 || s.charCodeAt(j + 2) !== 53) {
      return fail('invalid-zone-delimiter', j, "a zone identifier starts with '%25' in a URI, not a bare '%'") || -1;
    }
    j = readZoneId(s, j + 3, end);
    if (j < 0) return -1;
  }
  const d = s.charCodeAt(j);
  // the end, or a delimiter with no ']' anywhere after it: the literal was never closed
  if (j >= end || ((d === 47 || d === 63 || d === 35) && s.indexOf(']', j) < 0)) {
    return fail('invalid-ip-literal', j, `missing ']' to close the IP-literal opened at index ${i}`) || -1;
  }
  if (s.charCodeAt(j) !== 93) {
    if (zoned) return fail('invalid-zone-id', j, 'a zone identifier holds unreserved characters and percent-encodings') || -1;
    if (s.charCodeAt(j) === 37 && !future) {
      return fail('invalid-ipv6', j, "a zone identifier ('%25' + zone, RFC 6874) is not part of RFC 3986's IPv6address; parse with { zoneId: true } to accept one") || -1;
    }
    return fail(future ? 'invalid-ipvfuture' : 'invalid-ipv6', j, future
      ? 'an IPvFuture address holds unreserved characters, sub-delims and ":"'
      : "expected a hex digit, ':', '.' or the closing ']'") || -1;
  }
  R[R_HOST_KIND] = future ? HOST_IPVFUTURE : HOST_IPV6;
  return j + 1;
}

// port = *DIGIT
/** Reads a port at i (after the ':') up to the end of the authority and returns its end, or -1. */
function readPort(s: string, i: number, end: number): number {
  while (i < end && isDigit(s.charCodeAt(i))) i++;
  if (i < end && !endsAuthority(s.charCodeAt(i))) return fail('invalid-port', i) || -1;
  return i;
}

/** The code for a character that stopped a reader of `code`'s component: a bad '%' has its own. */
function charError(s: string, i: number, code: UriErrorCode, detail?: string): false {
  const c = s.charCodeAt(i);
  if (c === 37) return fail('invalid-percent-encoding', i);
  if (c >= 0x80 && detail === undefined) {
    detail = !iriMode
      ? 'a URI holds only ASCII: percent-encode the character as UTF-8, or parse it as an IRI ({ iri: true })'
      : c >= 0xe000 && c <= 0xf8ff || c >= 0xdb80 && c <= 0xdbff
        ? 'a private-use character (RFC 3987 iprivate) is allowed only in the query'
        : 'RFC 3987 allows ucschar here, not this code point (a control, noncharacter, lone surrogate or bidi formatting character)';
  }
  return fail(code, i, detail);
}

/** True when an '@' appears in s from i before the end of the authority. */
function atLaterInAuthority(s: string, i: number, end: number): boolean {
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 64) return true;
    if (c === 47 || c === 63 || c === 35) return false;
  }
  return false;
}

// authority = [ userinfo "@" ] host [ ":" port ]
// host      = IP-literal / IPv4address / reg-name
/**
 * Reads an authority at i (after "//"), records host start, end and kind in R, and returns its end.
 * The common form, a reg-name alone, is read here; anything else (a ':', '@' or '[') goes to
 * readAuthorityRest. Kept this small so that V8 inlines it into readReference.
 */
function readAuthority(s: string, i: number, end: number): number {
  const start = i;
  i = scan(s, i, end, REG_NAME_TABLE);
  if (i < end) {
    const c = s.charCodeAt(i);
    if (c !== 47 && c !== 63 && c !== 35) return readAuthorityRest(s, start, i, end);
  }
  R[R_HOST_START] = start;
  R[R_HOST_END] = i;
  R[R_HOST_KIND] = isIPv4address(s, start, i) ? HOST_IPV4 : HOST_REG_NAME;
  return i;
}

/**
 * readAuthority from i, where the reg-name scan from `start` stopped at something other than the
 * end of the authority. The reg-name set is the userinfo set without ':': on the first ':' the scan
 * goes on with the userinfo set, so no character pays for a test of whether it is the first colon,
 * and the host is read twice only when there is a userinfo.
 */
function readAuthorityRest(s: string, start: number, i: number, end: number): number {
  let colon = -1;
  if (i < end && s.charCodeAt(i) === 58) {
    colon = i;
    i = scan(s, i + 1, end, USERINFO_TABLE);
  }
  const c = i < end ? s.charCodeAt(i) : NaN;
  let hostStart = start;
  if (c === 64) {
    hostStart = i + 1; // userinfo "@": the host follows
  } else if (endsAuthority(c)) {
    // reg-name [ ":" port ]: the host ends at the first ':'
    const hostEnd = colon < 0 ? i : colon;
    R[R_HOST_START] = start;
    R[R_HOST_END] = hostEnd;
    R[R_HOST_KIND] = isIPv4address(s, start, hostEnd) ? HOST_IPV4 : HOST_REG_NAME;
    if (colon >= 0 && readPort(s, colon + 1, i) < 0) return -1;
    return i;
  } else if (c === 91 && i === start) {
    hostStart = start; // IP-literal
  } else if (atLaterInAuthority(s, i, end)) {
    return charError(s, i, 'invalid-userinfo-char') || -1;
  } else if (colon >= 0) {
    // port = *DIGIT: report the first non-digit after the colon, which may come before i
    let k = colon + 1;
    while (k < i && isDigit(s.charCodeAt(k))) k++;
    return k === i && (c === 91 || c === 93)
      ? fail('invalid-port', i, 'brackets belong around the whole IPv6 address: [2001:db8::1]:8080') || -1
      : fail('invalid-port', k) || -1;
  } else if (c === 91 || c === 93) {
    return fail('invalid-ip-literal', i, "an IP-literal's brackets enclose the whole host") || -1;
  } else {
    return charError(s, i, 'invalid-host-char') || -1;
  }
  // host after "userinfo@", or an IP-literal
  R[R_HOST_START] = hostStart;
  let j: number;
  if (s.charCodeAt(hostStart) === 91) {
    j = readIPLiteral(s, hostStart, end);
    if (j < 0) return -1;
  } else {
    j = scan(s, hostStart, end, REG_NAME_TABLE);
    R[R_HOST_KIND] = isIPv4address(s, hostStart, j) ? HOST_IPV4 : HOST_REG_NAME;
  }
  R[R_HOST_END] = j;
  const d = j < end ? s.charCodeAt(j) : NaN;
  if (d === 58) return readPort(s, j + 1, end);
  if (endsAuthority(d)) return j;
  if (R[R_HOST_KIND] === HOST_IPV6 || R[R_HOST_KIND] === HOST_IPVFUTURE) {
    return fail('invalid-ip-literal', j, "after an IP-literal only ':port', '/', '?' or '#' may follow") || -1;
  }
  if (d === 64) return fail('invalid-host-char', j, "a second '@': an authority has at most one; percent-encode the '@' inside the userinfo as %40") || -1;
  return charError(s, j, 'invalid-host-char') || -1;
}

/** Reports why a string that must start with a scheme does not. */
function failScheme(s: string): false {
  let i = 0;
  if ((CHARS[s.charCodeAt(0)]! & ALPHA) !== 0) {
    i = 1;
    while (i < s.length && (CHARS[s.charCodeAt(i)]! & SCHEME) !== 0) i++;
  }
  // a ':' before the first '/', '?' or '#' shows a scheme was meant: report its first bad character
  for (let j = i; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c === 47 || c === 63 || c === 35) break;
    if (c === 58) {
      return fail('invalid-scheme', i, i === 0 && j === 0 ? 'the scheme is empty'
        : i === 0 ? 'a scheme must start with a letter'
        : 'a scheme holds letters, digits, "+", "-" and "."');
    }
  }
  return fail('missing-scheme', 0, "expected a scheme and ':' at the start, like 'https:'");
}

// ---------------------------------------------------------------------------------------------
// The algorithm

// URI-reference = URI / relative-ref
// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
// absolute-URI  = scheme ":" hier-part [ "?" query ]
// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
// hier-part     = "//" authority path-abempty / path-absolute / path-rootless / path-empty
// relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
/**
 * Parses s against `rule` (RULE_*), or its RFC 3987 twin with PARSE_IRI in flags. On success fills R
 * and returns true; on failure returns false and `lastError(s)` describes the first error. Linear
 * in s.length; a URI is read in one pass without allocating.
 */
export function parseOffsets(s: string, rule: number, flags = 0): boolean {
  setMode(flags);
  source = s;
  return iriMode ? parseIri(s, rule) : readReference(s, rule);
}

/** The one pass over an ASCII URI reference (see parseOffsets). */
function readReference(s: string, rule: number): boolean {
  const len = s.length;
  let i = 0;
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
  // Invariant: no charCodeAt past the end on the way to success (in V8 an out-of-range read costs
  // ~10 ns, a real share of a short reference); every read below is guarded by `< len`.
  let schemeEnd = -1;
  let j = 0; // the scheme characters read: in segment-nz-nc too, so a path-noscheme read goes on from here
  if (len > 0 && (CHARS[s.charCodeAt(0)]! & ALPHA) !== 0) {
    j = 1;
    while (j < len && SCHEME_TABLE[s.charCodeAt(j)] === 1) j++;
    if (j < len && s.charCodeAt(j) === 58) schemeEnd = j;
  }
  if (schemeEnd >= 0) {
    if (rule === RULE_RELATIVE) {
      return fail('unexpected-scheme', schemeEnd, `the ':' makes '${source.slice(0, schemeEnd)}' a scheme, and a relative reference has none`);
    }
    i = schemeEnd + 1;
  } else if (rule === RULE_URI || rule === RULE_ABSOLUTE) {
    return failScheme(s);
  }
  R[R_SCHEME_END] = schemeEnd;

  // "//" authority path-abempty
  if (i + 1 < len && s.charCodeAt(i) === 47 && s.charCodeAt(i + 1) === 47) {
    i = readAuthority(s, i + 2, len);
    if (i < 0) return false;
    R[R_PATH_START] = i;
    // path-abempty = *( "/" segment )
    i = scan(s, i, len, PATH_TABLE);
  } else {
    R[R_HOST_START] = -1;
    R[R_HOST_END] = -1;
    R[R_HOST_KIND] = HOST_NONE;
    R[R_PATH_START] = i;
    if (schemeEnd < 0 && i < len && s.charCodeAt(i) !== 47) {
      // path-noscheme = segment-nz-nc *( "/" segment ): no ':' before the first '/'
      i = scan(s, j, len, SEGMENT_NC_TABLE);
      if (i < len && s.charCodeAt(i) === 58) {
        return fail('colon-in-first-segment', i, `the first segment of a relative-path reference cannot contain ':' (as a scheme, '${source.slice(0, i)}' is not valid)`);
      }
    }
    // path-absolute / path-rootless / path-empty, and the rest of path-noscheme
    i = scan(s, i, len, PATH_TABLE);
  }
  let c = i < len ? s.charCodeAt(i) : NaN;
  if (i < len && c !== 63 && c !== 35) return charError(s, i, 'invalid-path-char');

  // [ "?" query ]; query = *( pchar / "/" / "?" )
  if (c === 63) {
    R[R_QUERY_START] = i;
    i = scan(s, i + 1, len, QUERY_TABLE);
    c = i < len ? s.charCodeAt(i) : NaN;
    if (i < len && c !== 35) return charError(s, i, 'invalid-query-char');
  } else {
    R[R_QUERY_START] = -1;
  }

  // [ "#" fragment ]; fragment = *( pchar / "/" / "?" )
  if (c === 35) {
    if (rule === RULE_ABSOLUTE) return fail('unexpected-fragment', i);
    R[R_FRAGMENT_START] = i;
    i = scan(s, i + 1, len, QUERY_TABLE); // fragment's set is query's
    if (i < len) {
      return charError(s, i, 'invalid-fragment-char', s.charCodeAt(i) === 35 ? "a fragment cannot contain a second '#'" : undefined);
    }
  } else {
    R[R_FRAGMENT_START] = -1;
  }
  return true;
}

// relative-ref = ( path-absolute / path-noscheme / path-empty ) [ "?" query ] [ "#" fragment ]
/**
 * The fast path for a relative reference without an authority, the common kind of reference that
 * resolve is given: fills R as readReference would and returns true, or returns false for anything
 * else (a scheme, an authority, an IRI, or an error), and the caller reads it again with
 * parseOffsets. It repeats a part of readReference on purpose (issue 4: resolve on relative.txt
 * 353 -> 335 ns/pair): no rule or mode flags and no authority branch. Keep the two in step; the
 * unit tests compare their registers on generated references.
 */
export function readRelativeRef(s: string): boolean {
  const len = s.length;
  let i = 0;
  if (len > 0) {
    const c = s.charCodeAt(0);
    if (c === 47) {
      if (len > 1 && s.charCodeAt(1) === 47) return false; // "//" authority: not ours
    } else if (c !== 63 && c !== 35) {
      // path-noscheme's first segment: a ':' in it would make it a scheme (or an error)
      i = scan(s, 0, len, SEGMENT_NC_TABLE);
      if (i < len && s.charCodeAt(i) === 58) return false;
    }
  }
  R[R_SCHEME_END] = -1;
  R[R_HOST_START] = -1;
  R[R_HOST_END] = -1;
  R[R_HOST_KIND] = HOST_NONE;
  R[R_PATH_START] = 0;
  i = scan(s, i, len, PATH_TABLE);
  R[R_QUERY_START] = -1;
  if (i < len && s.charCodeAt(i) === 63) {
    R[R_QUERY_START] = i;
    i = scan(s, i + 1, len, QUERY_TABLE);
  }
  R[R_FRAGMENT_START] = -1;
  if (i < len && s.charCodeAt(i) === 35) {
    R[R_FRAGMENT_START] = i;
    i = scan(s, i + 1, len, QUERY_TABLE);
  }
  return i === len;
}

// ---------------------------------------------------------------------------------------------
// IRIs (RFC 3987 §2.2)
//
// Every IRI rule is its URI twin with ucschar added wherever unreserved stands (iunreserved, in
// iuserinfo, ireg-name, isegment, iquery, ifragment), and iprivate in iquery. So an IRI is read by
// the URI readers over a copy in which each ucschar or iprivate code unit is '~' (unreserved, and in
// no scheme, port or IP address): the offsets and error indexes are the input's, and the URI path
// carries no IRI branch. What the mask cannot tell is checked after: iprivate only in the query,
// and no non-ASCII inside an IP-literal (ihost = IP-literal / IPv4address / ireg-name).

/** Where maskIri found iprivate code points (the first unit of each), and how many. */
let privateAt: number[] = [];
let privateCount = 0;

/** s with each ucschar and iprivate code unit replaced by '~'; s itself when it is ASCII. */
function maskIri(s: string): string {
  privateCount = 0;
  let i = 0;
  const len = s.length;
  while (i < len && s.charCodeAt(i) < 0x80) i++;
  if (i === len) return s;
  let out = s.slice(0, i);
  let from = i;
  while (i < len) {
    if (s.charCodeAt(i) < 0x80) {
      i++;
      continue;
    }
    let n = iriCharLength(s, i, 0);
    if (n === 0) {
      n = iriCharLength(s, i, IPRIVATE);
      if (n !== 0) privateAt[privateCount++] = i;
    }
    if (n === 0) {
      i++; // not for an IRI either: left as it is, for the URI reader to report at its index
      continue;
    }
    out += s.slice(from, i) + (n === 1 ? '~' : '~~');
    i += n;
    from = i;
  }
  return out + s.slice(from);
}

/** The first non-ASCII code unit of an IP-literal s[start, end) is an error; true when there is none. */
function failLiteral(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    if (s.charCodeAt(i) >= 0x80) {
      const c = s.charCodeAt(start + 1);
      return fail(c === 118 || c === 86 ? 'invalid-ipvfuture' : 'invalid-ipv6', i, 'an IP-literal is ASCII, in an IRI too');
    }
  }
  return true;
}

/** parseOffsets for an IRI: the URI readers over the masked copy, then the checks the mask cannot make. */
function parseIri(s: string, rule: number): boolean {
  const masked = maskIri(s);
  if (!readReference(masked, rule)) return false;
  if (masked === s) return true;
  const hostStart = R[R_HOST_START]!;
  const hostEnd = R[R_HOST_END]!;
  const queryStart = R[R_QUERY_START]!;
  const fragmentStart = R[R_FRAGMENT_START]!;
  const queryEnd = fragmentStart >= 0 ? fragmentStart : s.length;
  // the first iprivate outside iquery, if any
  let p = -1;
  for (let k = 0; k < privateCount && p < 0; k++) {
    const at = privateAt[k]!;
    if (!(queryStart >= 0 && at > queryStart && at < queryEnd)) p = at;
  }
  const literal = R[R_HOST_KIND] === HOST_IPV6 || R[R_HOST_KIND] === HOST_IPVFUTURE;
  // an IP-literal that holds non-ASCII, unless an iprivate before it is the first error
  if (literal && (p < 0 || p > hostStart) && !failLiteral(s, hostStart, hostEnd)) return false;
  if (p < 0) return true;
  // iprivate outside iquery: the component it stands in names the error
  return charError(s, p, fragmentStart >= 0 && p > fragmentStart ? 'invalid-fragment-char'
    : hostStart >= 0 && p < hostStart ? 'invalid-userinfo-char'
    : hostStart >= 0 && p < hostEnd ? 'invalid-host-char'
    : 'invalid-path-char');
}

// ---------------------------------------------------------------------------------------------
// Component checks, for values given on their own (Uri.with, the builder). Same readers, same codes;
// the index is an offset in the value.

/** The components a value can be checked or encoded for. */
export type Component = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/** Checks a whole value against its component's rule; returns false (see lastError) when it breaks it. */
export function checkComponent(value: string, component: Component, flags = 0): boolean {
  setMode(flags);
  source = value;
  if (!iriMode) return checkAscii(value, component);
  const masked = maskIri(value);
  if (masked === value) return checkAscii(value, component);
  if (!checkAscii(masked, component)) return false;
  if (component !== 'query' && privateCount > 0) return charError(value, privateAt[0]!, CHAR_CODES[component]);
  if (component === 'host' && value.charCodeAt(0) === 91) return failLiteral(value, 0, value.length);
  return true;
}

/** The error code of a character a component cannot hold. */
const CHAR_CODES: Record<Component, UriErrorCode> = {
  scheme: 'invalid-scheme', userinfo: 'invalid-userinfo-char', host: 'invalid-host-char', port: 'invalid-port',
  path: 'invalid-path-char', query: 'invalid-query-char', fragment: 'invalid-fragment-char',
};

function checkAscii(value: string, component: Component): boolean {
  const len = value.length;
  let i: number;
  switch (component) {
    case 'scheme':
      if (len === 0) return fail('invalid-scheme', 0, 'the scheme is empty');
      if ((CHARS[value.charCodeAt(0)]! & ALPHA) === 0) return fail('invalid-scheme', 0, 'a scheme must start with a letter');
      for (i = 1; i < len; i++) {
        if ((CHARS[value.charCodeAt(i)]! & SCHEME) === 0) return fail('invalid-scheme', i);
      }
      return true;
    case 'userinfo':
      i = scan(value, 0, len, USERINFO_TABLE);
      return i === len || charError(value, i, 'invalid-userinfo-char');
    case 'host':
      if (value.charCodeAt(0) === 91) {
        i = readIPLiteral(value, 0, len);
        if (i < 0) return false;
        return i === len || fail('invalid-ip-literal', i, "nothing may follow the ']' of an IP-literal");
      }
      i = scan(value, 0, len, REG_NAME_TABLE);
      if (i === len) return true;
      if (value.charCodeAt(i) === 58) {
        return fail('invalid-host-char', i, 'an IPv6 address in a host must be in brackets, like [2001:db8::1]; a port is its own component');
      }
      return charError(value, i, 'invalid-host-char');
    case 'port':
      for (i = 0; i < len; i++) {
        if (!isDigit(value.charCodeAt(i))) return fail('invalid-port', i);
      }
      return true;
    case 'path':
      i = scan(value, 0, len, PATH_TABLE);
      return i === len || charError(value, i, 'invalid-path-char');
    case 'query':
      i = scan(value, 0, len, QUERY_TABLE);
      return i === len || charError(value, i, 'invalid-query-char');
    case 'fragment':
      i = scan(value, 0, len, QUERY_TABLE);
      return i === len || charError(value, i, 'invalid-fragment-char');
  }
}

