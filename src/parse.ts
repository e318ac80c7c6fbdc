/** RFC 3986 §3, §4, Appendix A — the single-pass parser: one reader per ABNF rule, producing offsets. */

import * as chars from './chars.js';
import { hasUpperAscii, iriCharLength, isIn, scan } from './chars.js';
import type { UriErrorCode } from './errors.js';
import * as offsets from './offsets.js';

// Module-local copies of the tables, bits, registers and flags, on purpose: see "Local copies" in chars.ts.
const ALPHA = chars.ALPHA;
const CHARS = chars.CHARS;
const HEXDIG = chars.HEXDIG;
const IPRIVATE = chars.IPRIVATE;
const SCHEME = chars.SCHEME;
const USERINFO = chars.USERINFO;
const HEXDIG_TABLE = chars.HEXDIG_TABLE;
const PATH_TABLE = chars.PATH_TABLE;
const QUERY_TABLE = chars.QUERY_TABLE;
const REG_NAME_TABLE = chars.REG_NAME_TABLE;
const SCHEME_TABLE = chars.SCHEME_TABLE;
const SEGMENT_NC_TABLE = chars.SEGMENT_NC_TABLE;
const UNRESERVED_TABLE = chars.UNRESERVED_TABLE;
const USERINFO_TABLE = chars.USERINFO_TABLE;
const R_SCHEME_END = offsets.R_SCHEME_END;
const R_HOST_START = offsets.R_HOST_START;
const R_HOST_END = offsets.R_HOST_END;
const R_PATH_START = offsets.R_PATH_START;
const R_QUERY_START = offsets.R_QUERY_START;
const R_FRAGMENT_START = offsets.R_FRAGMENT_START;
const R_HOST_KIND = offsets.R_HOST_KIND;
const REGISTERS = offsets.REGISTERS;
const HOST_NONE = offsets.HOST_NONE;
const HOST_REG_NAME = offsets.HOST_REG_NAME;
const HOST_IPV4 = offsets.HOST_IPV4;
const HOST_IPV6 = offsets.HOST_IPV6;
const HOST_IPVFUTURE = offsets.HOST_IPVFUTURE;
const PARSE_IRI = offsets.PARSE_IRI;
const PARSE_ZONES = offsets.PARSE_ZONES;
const LONG_OUTPUT = chars.LONG_OUTPUT;
const unitBuffer = chars.unitBuffer;
const unitsToString = chars.unitsToString;

// ---------------------------------------------------------------------------------------------
// Types and constants

/** The ABNF rule a string is parsed against (§4.1, §3, §4.3, §4.2). */
export type Rule = 'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref';

/** The kind of a host (§3.2.2): IPv4address, IPv6address or IPvFuture inside an IP-literal, or reg-name. */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name';

/** @internal */
export const RULE_REFERENCE = 0;
/** @internal */
export const RULE_URI = 1;
/** @internal */
export const RULE_ABSOLUTE = 2;
/** @internal */
export const RULE_RELATIVE = 3;

/** @internal The rule names as the public API spells them, in RULE_* order. */
export const RULE_NAMES: readonly Rule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'];

/** @internal HostKind by HOST_* number (offsets.ts); index 0 (no authority) has no kind. */
export const HOST_KINDS: readonly (HostKind | undefined)[] = [undefined, 'reg-name', 'ipv4', 'ipv6', 'ipvfuture'];

/**
 * @internal The details of failures (ParseState.detail), by number: parse-error.ts writes each
 * one's text. A const enum, so that the numbers are written into the code where they are used.
 */
export const enum Detail {
  None = 0,
  IPV6_SINGLE_COLON = 1,
  IPV6_GROUP = 2,
  IPV6_IPV4_COMPRESSED = 3,
  IPV6_IPV4_SIX = 4,
  IPV6_IPV4_OCTETS = 5,
  IPV6_GROUP_LONG = 6,
  IPV6_MAX_7 = 7,
  IPV6_MAX_8 = 8,
  IPV6_SECOND_COMPRESS = 9,
  IPV6_NO_ROOM = 10,
  IPVFUTURE_VERSION = 11,
  IPVFUTURE_DOT = 12,
  IPVFUTURE_ADDRESS = 13,
  ZONE_PERCENT = 14,
  ZONE_EMPTY = 15,
  ZONE_DELIMITER = 16,
  ZONE_CHAR = 17,
  ZONE_NOT_ALLOWED = 18,
  IPVFUTURE_CHAR = 19,
  IPV6_CHAR = 20,
  NOT_ASCII = 21,
  IPRIVATE = 22,
  NOT_UCSCHAR = 23,
  PORT_BRACKETS = 24,
  LITERAL_WHOLE_HOST = 25,
  LITERAL_FOLLOWER = 26,
  SECOND_AT = 27,
  SCHEME_EMPTY = 28,
  SCHEME_FIRST = 29,
  SCHEME_CHARS = 30,
  NO_SCHEME = 31,
  SECOND_HASH = 32,
  LITERAL_ASCII = 33,
  LITERAL_TRAILER = 34,
  HOST_IPV6 = 35,
  IPV6_GROUP_COUNT = 36,
  LITERAL_UNCLOSED = 37,
  SCHEME_IN_RELATIVE = 38,
  COLON_AS_SCHEME = 39,
  /** One past the last: a new detail goes before it (errors.test.ts checks each has a text). */
  End,
}

/**
 * What the parser writes into, handed to it by its caller (fluent-uri's `out` parameter): the
 * offsets of a success in `r` (offsets.ts says which register holds what), or the error of a
 * failure; and the mode of the current call. The parser keeps no state of its own. A caller keeps
 * one ParseState and hands it to every call, reading `r` (or the error, with parseError of
 * parse-error.ts) before the next: so `isValid` allocates nothing.
 *
 * A failure is recorded as numbers and a code: where, which detail (Detail), and the number a detail
 * names (a count, an index). The text is written only when parseError is asked for it, by a module
 * the scanner does not import: `isValid` carries no message text.
 * @internal
 */
export class ParseState {
  /** The registers of the last success: R_* of offsets.ts; an absent component is -1. */
  readonly r: Int32Array = new Int32Array(REGISTERS);
  /** The last failure: its code, its index, its detail (Detail) and the detail's number. */
  code: UriErrorCode = 'invalid-argument';
  index = 0;
  detail: Detail = Detail.None;
  arg = 0;
  /** True while an IRI is read: only the wording of errors depends on it (see parseIri). */
  iri = false;
  /** True while RFC 6874 zone identifiers are accepted in IPv6 literals. */
  zones = false;
  /** The input as given, for the text of error details (an IRI is read through a masked copy). */
  source = '';
  /** Where maskIri found iprivate code points (the first unit of each), and how many. */
  readonly privateAt: number[] = [];
  privateCount = 0;
  /** The hex groups of the last IPv6address read (readIPv6address), as read: see ipv6Read. */
  readonly groups: Uint16Array = new Uint16Array(8);
  /** How many of them. */
  groupsCount = 0;
  /** Where its "::" stood, as a group index; -1 without one. */
  groupsGap = -1;
  /** Where its IPv4address tail starts in the input; -1 without one. */
  groupsTail = -1;
  /** How its groups were written: IPV6_* bits. */
  groupsForm = 0;
}

/**
 * @internal p.r, for a module that keeps its state's registers in a constant of its own ("Local
 * copies" in chars.ts): a call marked pure, which a bundler drops with the state where the
 * module's readers are not used (`STATE.r` is a property read, which it must keep, and with it the
 * ParseState class).
 */
export function registersOf(p: ParseState): Int32Array {
  return p.r;
}

function setMode(p: ParseState, flags: number): void {
  p.iri = (flags & PARSE_IRI) !== 0;
  p.zones = (flags & PARSE_ZONES) !== 0;
}

/** Records a failure (a Detail, with the number it names); returns false, what a boolean reader returns for one. */
function fail(p: ParseState, code: UriErrorCode, index: number, detail: Detail = Detail.None, arg = 0): false {
  p.code = code;
  p.index = index;
  p.detail = detail;
  p.arg = arg;
  return false;
}

/** Records a failure; returns -1, what a reader that returns an index returns for one. */
function failAt(p: ParseState, code: UriErrorCode, index: number, detail: Detail = Detail.None, arg = 0): -1 {
  fail(p, code, index, detail, arg);
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Small predicates

/** True at the end of an authority: "/" "?" "#" or the end of the input. */
function endsAuthority(c: number): boolean {
  return c === 47 || c === 63 || c === 35 || c !== c; // c !== c: NaN, read past the end
}

/** @internal DIGIT = %x30-39 */
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Each ASCII hex digit's value, and 16 more (IPV6_UPPER) for 'A'-'F'; 255 for any other ASCII character. */
const HEX_VALUE_TABLE: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128).fill(255);
  for (let v = 0; v < 16; v++) {
    t['0123456789abcdef'.charCodeAt(v)] = v;
    t['0123456789ABCDEF'.charCodeAt(v)] = v < 10 ? v : v + 16;
  }
  return t;
})();

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
/** @internal Reads an IPv4address at i and returns its end, or -1. */
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

/** @internal §3.2.2 first-match-wins: a host that is exactly an IPv4address is one; anything else is a reg-name. */
export function isIPv4address(s: string, start: number, end: number): boolean {
  return start < end && isDigit(s.charCodeAt(start)) && readIPv4address(s, start, end) === end;
}

/**
 * @internal The §3.2.2 kind (HOST_*) of a host that checkComponent has accepted as one: what the
 * readers record for it (an IP-literal by its first character inside the '[', else first-match-wins).
 */
export function kindOfHost(host: string): number {
  if (host.charCodeAt(0) === 91) {
    const v = host.charCodeAt(1);
    return v === 118 || v === 86 ? HOST_IPVFUTURE : HOST_IPV6;
  }
  return isIPv4address(host, 0, host.length) ? HOST_IPV4 : HOST_REG_NAME;
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
/**
 * @internal Reads an IPv6address at i (just after '[') and returns the index after it, or -1. On
 * success `p` holds what IPv6 text is written from without a second reading (ipv6Read): the hex
 * groups as read, where the "::" and an IPv4address tail stood, how the groups were written.
 */
export function readIPv6address(p: ParseState, s: string, i: number, end: number): number {
  const out = p.groups;
  let n = 0; // hex groups read
  let gap = -1; // where the "::" stands, as a group index
  let form = 0;
  let upper = 0; // bit 4: an upper-case hex digit was read
  if (s.charCodeAt(i) === 58) {
    if (s.charCodeAt(i + 1) !== 58) return failAt(p, 'invalid-ipv6', i + 1, Detail.IPV6_SINGLE_COLON);
    gap = 0;
    i += 2;
    // "::" alone, or the caller reports what follows
    if (i >= end || !isIn(s.charCodeAt(i), HEXDIG)) return ipv6Read(p, i, 0, gap, form);
  }
  for (;;) {
    const g = i;
    let v = 0;
    while (i < end) {
      // one read tells whether it is a hex digit, its value and its case, without a branch on its
      // kind (IPv6 text mixes digits and letters at random); c < 128 first: no read past the table (see scan)
      const c = s.charCodeAt(i);
      if (c >= 128) break;
      const h = HEX_VALUE_TABLE[c]!;
      if (!(h <= 31)) break;
      v = (v << 4) | (h & 15);
      upper |= h;
      i++;
    }
    // h16 = 1*4HEXDIG: a fifth digit is where the group fails (tested once, not in the loop)
    if (i - g > 4) return failAt(p, 'invalid-ipv6', g + 4, Detail.IPV6_GROUP_LONG);
    if (i === g) return failAt(p, 'invalid-ipv6', i, Detail.IPV6_GROUP);
    const c = i < end ? s.charCodeAt(i) : NaN;
    if (c === 46) {
      // ls32 as IPv4address: the group just read was its first octet
      if (gap >= 0 ? n > 5 : n !== 6) {
        return failAt(p, 'invalid-ipv6', g, gap >= 0
          ? Detail.IPV6_IPV4_COMPRESSED
          : Detail.IPV6_IPV4_SIX);
      }
      const e = readIPv4address(s, g, end);
      if (e < 0) return failAt(p, 'invalid-ipv6', ipv4StopIndex(s, g, end), Detail.IPV6_IPV4_OCTETS);
      return ipv6Read(p, e, n, gap, form | (upper & IPV6_UPPER), g);
    }
    if (n >= (gap >= 0 ? 7 : 8)) {
      return failAt(p, 'invalid-ipv6', g, gap >= 0
        ? Detail.IPV6_MAX_7
        : Detail.IPV6_MAX_8);
    }
    if (i - g > 1 && s.charCodeAt(g) === 48) form |= IPV6_LEADING_ZERO;
    out[n++] = v;
    if (c !== 58) break;
    if (s.charCodeAt(i + 1) === 58) {
      if (gap >= 0) return failAt(p, 'invalid-ipv6', i, Detail.IPV6_SECOND_COMPRESS);
      if (n >= 8) return failAt(p, 'invalid-ipv6', i, Detail.IPV6_NO_ROOM);
      gap = n;
      i += 2;
      if (i >= end || !isIn(s.charCodeAt(i), HEXDIG)) return ipv6Read(p, i, n, gap, form | (upper & IPV6_UPPER)); // "::" at the end
    } else {
      i++;
    }
  }
  if (gap < 0 && n !== 8) {
    return failAt(p, 'invalid-ipv6', i, Detail.IPV6_GROUP_COUNT, n);
  }
  return ipv6Read(p, i, n, gap, form | (upper & IPV6_UPPER));
}

/** @internal ParseState.groupsForm: a group was written with a leading zero ('0db8', '00'). */
export const IPV6_LEADING_ZERO = 1;
/** @internal ParseState.groupsForm: a hex digit was written in upper case (HEX_VALUE_TABLE's bit for it). */
export const IPV6_UPPER = 16;

/**
 * The end of a successful readIPv6address at i: its n hex groups as read in p.groups (those after
 * the "::" not moved: the reader of the groups places them, host/ipv6.ts), the "::" at group index
 * `gap` (-1 without one), an IPv4address tail at `tail` (-1 without one), `form` its IPV6_* bits.
 * Nothing more is done here: isValid and parse need none of it, and a consumer does it once.
 */
function ipv6Read(p: ParseState, i: number, n: number, gap: number, form: number, tail = -1): number {
  p.groupsCount = n;
  p.groupsGap = gap;
  p.groupsTail = tail;
  p.groupsForm = form;
  return i;
}

// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/** Reads an IPvFuture at i (at the 'v') and returns the index after it, or -1. */
function readIPvFuture(p: ParseState, s: string, i: number, end: number): number {
  let j = i + 1;
  while (j < end && isIn(s.charCodeAt(j), HEXDIG)) j++;
  if (j === i + 1) return failAt(p, 'invalid-ipvfuture', j, Detail.IPVFUTURE_VERSION);
  if (s.charCodeAt(j) !== 46 || j >= end) return failAt(p, 'invalid-ipvfuture', j, Detail.IPVFUTURE_DOT);
  const k = ++j;
  // no pct-encoded here: the tail set is unreserved / sub-delims / ":" (the USERINFO bits)
  while (j < end && isIn(s.charCodeAt(j), USERINFO)) j++;
  if (j === k) return failAt(p, 'invalid-ipvfuture', j, Detail.IPVFUTURE_ADDRESS);
  return j;
}

// ZoneID = 1*( unreserved / pct-encoded )          (RFC 6874 §2)
/** @internal Reads a ZoneID at i (after the "%25") and returns the index after it, or -1 after `fail`. */
export function readZoneId(p: ParseState, s: string, i: number, end: number): number {
  const j = scan(s, i, end, UNRESERVED_TABLE);
  if (j < end && s.charCodeAt(j) === 37) return failAt(p, 'invalid-percent-encoding', j, Detail.ZONE_PERCENT);
  if (j === i) return failAt(p, 'invalid-zone-id', i, Detail.ZONE_EMPTY);
  return j;
}

// IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
// with p.zones (RFC 6874 §2): IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"; IPv6addrz = IPv6address "%25" ZoneID
/** Reads an IP-literal at i (the '['), records its kind in R, and returns the index after ']', or -1. */
function readIPLiteral(p: ParseState, s: string, i: number, end: number): number {
  const c = s.charCodeAt(i + 1);
  const future = c === 118 || c === 86; // "v" / "V": ABNF strings are case-insensitive
  let j = future ? readIPvFuture(p, s, i + 1, end) : readIPv6address(p, s, i + 1, end);
  if (j < 0) return -1;
  const zoned = p.zones && !future && s.charCodeAt(j) === 37;
  if (zoned) {
    if (s.charCodeAt(j + 1) !== 50 || s.charCodeAt(j + 2) !== 53) {
      return failAt(p, 'invalid-zone-delimiter', j, Detail.ZONE_DELIMITER);
    }
    j = readZoneId(p, s, j + 3, end);
    if (j < 0) return -1;
  }
  const d = s.charCodeAt(j);
  // the end, or a delimiter with no ']' anywhere after it: the literal was never closed
  if (j >= end || ((d === 47 || d === 63 || d === 35) && s.indexOf(']', j) < 0)) {
    return failAt(p, 'invalid-ip-literal', j, Detail.LITERAL_UNCLOSED, i);
  }
  if (s.charCodeAt(j) !== 93) {
    if (zoned) return failAt(p, 'invalid-zone-id', j, Detail.ZONE_CHAR);
    if (s.charCodeAt(j) === 37 && !future) {
      return failAt(p, 'invalid-ipv6', j, Detail.ZONE_NOT_ALLOWED);
    }
    return failAt(p, future ? 'invalid-ipvfuture' : 'invalid-ipv6', j, future
      ? Detail.IPVFUTURE_CHAR
      : Detail.IPV6_CHAR);
  }
  p.r[R_HOST_KIND] = future ? HOST_IPVFUTURE : HOST_IPV6;
  return j + 1;
}

// port = *DIGIT
/** Reads a port at i (after the ':') up to the end of the authority and returns its end, or -1. */
function readPort(p: ParseState, s: string, i: number, end: number): number {
  while (i < end && isDigit(s.charCodeAt(i))) i++;
  if (i < end && !endsAuthority(s.charCodeAt(i))) return failAt(p, 'invalid-port', i);
  return i;
}

/** The code for a character that stopped a reader of `code`'s component: a bad '%' has its own. */
function charError(p: ParseState, s: string, i: number, code: UriErrorCode, detail: Detail = Detail.None): false {
  const c = s.charCodeAt(i);
  if (c === 37) return fail(p, 'invalid-percent-encoding', i);
  if (c >= 0x80 && detail === Detail.None) {
    detail = !p.iri
      ? Detail.NOT_ASCII
      : c >= 0xe000 && c <= 0xf8ff || c >= 0xdb80 && c <= 0xdbff
        ? Detail.IPRIVATE
        : Detail.NOT_UCSCHAR;
  }
  return fail(p, code, i, detail);
}

/** charError for a reader that returns an index: -1. */
function charErrorAt(p: ParseState, s: string, i: number, code: UriErrorCode): -1 {
  charError(p, s, i, code);
  return -1;
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
function readAuthority(p: ParseState, s: string, i: number, end: number): number {
  const start = i;
  i = scan(s, i, end, REG_NAME_TABLE);
  if (i < end) {
    const c = s.charCodeAt(i);
    if (c !== 47 && c !== 63 && c !== 35) return readAuthorityRest(p, s, start, i, end);
  }
  p.r[R_HOST_START] = start;
  p.r[R_HOST_END] = i;
  p.r[R_HOST_KIND] = isIPv4address(s, start, i) ? HOST_IPV4 : HOST_REG_NAME;
  return i;
}

/**
 * readAuthority from i, where the reg-name scan from `start` stopped at something other than the
 * end of the authority. The reg-name set is the userinfo set without ':': on the first ':' the scan
 * goes on with the userinfo set, so no character pays for a test of whether it is the first colon,
 * and the host is read twice only when there is a userinfo.
 */
function readAuthorityRest(p: ParseState, s: string, start: number, i: number, end: number): number {
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
    p.r[R_HOST_START] = start;
    p.r[R_HOST_END] = hostEnd;
    p.r[R_HOST_KIND] = isIPv4address(s, start, hostEnd) ? HOST_IPV4 : HOST_REG_NAME;
    if (colon >= 0 && readPort(p, s, colon + 1, i) < 0) return -1;
    return i;
  } else if (c === 91 && i === start) {
    hostStart = start; // IP-literal
  } else if (atLaterInAuthority(s, i, end)) {
    return charErrorAt(p, s, i, 'invalid-userinfo-char');
  } else if (colon >= 0) {
    // port = *DIGIT: report the first non-digit after the colon, which may come before i
    let k = colon + 1;
    while (k < i && isDigit(s.charCodeAt(k))) k++;
    return k === i && (c === 91 || c === 93)
      ? failAt(p, 'invalid-port', i, Detail.PORT_BRACKETS)
      : failAt(p, 'invalid-port', k);
  } else if (c === 91 || c === 93) {
    return failAt(p, 'invalid-ip-literal', i, Detail.LITERAL_WHOLE_HOST);
  } else {
    return charErrorAt(p, s, i, 'invalid-host-char');
  }
  // host after "userinfo@", or an IP-literal
  p.r[R_HOST_START] = hostStart;
  let j: number;
  if (s.charCodeAt(hostStart) === 91) {
    j = readIPLiteral(p, s, hostStart, end);
    if (j < 0) return -1;
  } else {
    j = scan(s, hostStart, end, REG_NAME_TABLE);
    p.r[R_HOST_KIND] = isIPv4address(s, hostStart, j) ? HOST_IPV4 : HOST_REG_NAME;
  }
  p.r[R_HOST_END] = j;
  const d = j < end ? s.charCodeAt(j) : NaN;
  if (d === 58) return readPort(p, s, j + 1, end);
  if (endsAuthority(d)) return j;
  if (p.r[R_HOST_KIND] === HOST_IPV6 || p.r[R_HOST_KIND] === HOST_IPVFUTURE) {
    return failAt(p, 'invalid-ip-literal', j, Detail.LITERAL_FOLLOWER);
  }
  if (d === 64) return failAt(p, 'invalid-host-char', j, Detail.SECOND_AT);
  return charErrorAt(p, s, j, 'invalid-host-char');
}

/** Reports why a string that must start with a scheme does not. */
function failScheme(p: ParseState, s: string): false {
  let i = 0;
  if (isIn(s.charCodeAt(0), ALPHA)) {
    i = 1;
    while (i < s.length && isIn(s.charCodeAt(i), SCHEME)) i++;
  }
  // a ':' before the first '/', '?' or '#' shows a scheme was meant: report its first bad character
  for (let j = i; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c === 47 || c === 63 || c === 35) break;
    if (c === 58) {
      return fail(p, 'invalid-scheme', i, i === 0 && j === 0 ? Detail.SCHEME_EMPTY
        : i === 0 ? Detail.SCHEME_FIRST
        : Detail.SCHEME_CHARS);
    }
  }
  return fail(p, 'missing-scheme', 0, Detail.NO_SCHEME);
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
 * Parses s against `rule` (RULE_*), or its RFC 3987 twin with PARSE_IRI in flags. On success fills
 * p.r and returns true; on failure returns false and `parseError(p, s)` describes the first error. Linear
 * in s.length; a URI is read in one pass without allocating.
 * @internal
 */
export function parseOffsets(p: ParseState, s: string, rule: number, flags = 0): boolean {
  setMode(p, flags);
  p.source = s;
  return p.iri ? parseIri(p, s, rule) : readReference(p, s, rule);
}

/** The one pass over an ASCII URI reference (see parseOffsets). */
function readReference(p: ParseState, s: string, rule: number): boolean {
  const len = s.length;
  let i = 0;
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
  // Invariant: no charCodeAt past the end on the way to success (in V8 an out-of-range read costs
  // ~10 ns, a real share of a short reference); every read below is guarded by `< len`.
  let schemeEnd = -1;
  let j = 0; // the scheme characters read: in segment-nz-nc too, so a path-noscheme read goes on from here
  if (len > 0 && isIn(s.charCodeAt(0), ALPHA)) {
    j = 1;
    while (j < len && isIn(s.charCodeAt(j), SCHEME)) j++;
    if (j < len && s.charCodeAt(j) === 58) schemeEnd = j;
  }
  if (schemeEnd >= 0) {
    if (rule === RULE_RELATIVE) {
      return fail(p, 'unexpected-scheme', schemeEnd, Detail.SCHEME_IN_RELATIVE);
    }
    i = schemeEnd + 1;
  } else if (rule === RULE_URI || rule === RULE_ABSOLUTE) {
    return failScheme(p, s);
  }
  p.r[R_SCHEME_END] = schemeEnd;

  // "//" authority path-abempty
  if (i + 1 < len && s.charCodeAt(i) === 47 && s.charCodeAt(i + 1) === 47) {
    i = readAuthority(p, s, i + 2, len);
    if (i < 0) return false;
    p.r[R_PATH_START] = i;
    // path-abempty = *( "/" segment )
    i = scan(s, i, len, PATH_TABLE);
  } else {
    p.r[R_HOST_START] = -1;
    p.r[R_HOST_END] = -1;
    p.r[R_HOST_KIND] = HOST_NONE;
    p.r[R_PATH_START] = i;
    if (schemeEnd < 0 && i < len && s.charCodeAt(i) !== 47) {
      // path-noscheme = segment-nz-nc *( "/" segment ): no ':' before the first '/'
      i = scan(s, j, len, SEGMENT_NC_TABLE);
      if (i < len && s.charCodeAt(i) === 58) {
        return fail(p, 'colon-in-first-segment', i, Detail.COLON_AS_SCHEME);
      }
    }
    // path-absolute / path-rootless / path-empty, and the rest of path-noscheme
    i = scan(s, i, len, PATH_TABLE);
  }
  let c = i < len ? s.charCodeAt(i) : NaN;
  if (i < len && c !== 63 && c !== 35) return charError(p, s, i, 'invalid-path-char');

  // [ "?" query ]; query = *( pchar / "/" / "?" )
  if (c === 63) {
    p.r[R_QUERY_START] = i;
    i = scan(s, i + 1, len, QUERY_TABLE);
    c = i < len ? s.charCodeAt(i) : NaN;
    if (i < len && c !== 35) return charError(p, s, i, 'invalid-query-char');
  } else {
    p.r[R_QUERY_START] = -1;
  }

  // [ "#" fragment ]; fragment = *( pchar / "/" / "?" )
  if (c === 35) {
    if (rule === RULE_ABSOLUTE) return fail(p, 'unexpected-fragment', i);
    p.r[R_FRAGMENT_START] = i;
    i = scan(s, i + 1, len, QUERY_TABLE); // fragment's set is query's
    if (i < len) {
      return charError(p, s, i, 'invalid-fragment-char', s.charCodeAt(i) === 35 ? Detail.SECOND_HASH : Detail.None);
    }
  } else {
    p.r[R_FRAGMENT_START] = -1;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// parse's fast path for the common shape, and the hints it gathers on the way

// Hints of readCommonUri: facts about the text that it sees while it reads every character anyway,
// handed to `make` beside the offsets (never stored in a Uri: a Uri's flags are the PARSE_* bits of
// offsets.ts). Each bit is exact: set if and only if the fact holds, so that a consumer may skip a
// scan of its own when the bit is clear (normalize's fused path, compat's split).
// test/unit/fast-path.test.ts checks each against a direct reading on generated URIs.

/** @internal An upper-case letter in the scheme. */
export const HINT_SCHEME_UPPER = 2;
/** @internal An upper-case letter in the host, the hex digits of its escapes aside (HINT_HOST_PCT tells of those). */
export const HINT_HOST_UPPER = 4;
/** @internal A '%' (so a pct-encoded) in the host. */
export const HINT_HOST_PCT = 8;
/** @internal A '%' in the path. */
export const HINT_PATH_PCT = 16;
/** @internal A '%' in the query or the fragment. */
export const HINT_TAIL_PCT = 32;
/** @internal A '.' in the path (a dot segment has one: without it, the path has none). */
export const HINT_PATH_DOT = 64;
/**
 * @internal Every '%' bit: a '%' anywhere (the shape has no userinfo, and a scheme or port holds
 * none). HINT_HOST_PCT | HINT_PATH_PCT | HINT_TAIL_PCT, written as its value: a bundler keeps an
 * unused `a | b` of imported constants (it cannot know they are numbers), in every bundle that takes
 * anything of this module (fast-path.test.ts checks the value).
 */
export const HINT_PCT = 56;

/**
 * The byte tables of readCommonUri's scans: 0 outside the set; for a member, 1 or-ed with `hint`
 * when it is one of `marked` (a character that sets a hint). A copy of the set's table in chars.ts
 * (not a new tableOf: see there why the core makes no more of those at import), 65,536 entries
 * long: every code unit charCodeAt gives is inside it, so scanHinted reads it without testing
 * c < 128 first (every form of that test cost parse 3-7 % on ASCII input) and never past its end.
 * A read past a table's end makes V8 compile every later read of it in its slower out-of-bounds
 * mode: with 256-entry tables, once a process had parsed a line with a character past U+00FF,
 * parse, normalize and resolve on ASCII ran 13-22 % slower for the rest of its life (in-process
 * A/B against the 256-entry tables, alternating rounds; in a process that never met one, parse
 * 2-10 % faster, the rest the same). Memory: 64 kB of address space each, of which only the first
 * page is ever written; a process's resident size does not change (measured after import).
 */
function hintTable(table: Uint8Array, marked: string, hint: number): Uint8Array {
  const t = new Uint8Array(65536);
  t.set(table);
  for (let k = 0; k < marked.length; k++) if (t[marked.charCodeAt(k)] === 1) t[marked.charCodeAt(k)] = 1 | hint;
  return t;
}

const UPPER_CASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SCHEME_HINTS: Uint8Array = /* @__PURE__ */ hintTable(SCHEME_TABLE, UPPER_CASE, HINT_SCHEME_UPPER);
const REG_NAME_HINTS: Uint8Array = /* @__PURE__ */ hintTable(REG_NAME_TABLE, UPPER_CASE, HINT_HOST_UPPER);
const PATH_HINTS: Uint8Array = /* @__PURE__ */ hintTable(PATH_TABLE, '.', HINT_PATH_DOT);
const QUERY_HINTS: Uint8Array = /* @__PURE__ */ hintTable(QUERY_TABLE, '', 0);
/** HEXDIG's table at the same length, for the two digits after a '%' (which may be any code unit). */
const HEXDIG_HINTS: Uint8Array = /* @__PURE__ */ hintTable(HEXDIG_TABLE, '', 0);

/** What the scans of readCommonUri have noted since it cleared it (a module variable: scanHinted returns its index). */
let hints = 0;

/**
 * chars.ts's scan over a hint table (hintTable), noting the hints: every member's table bits are
 * or-ed together, with no branch (a branch per hint costs parse ~7 % on the corpus; the `|` is
 * free), and a pct-encoded adds `pctHint`. Keep it in step with scan. `t > 0` is false for
 * non-ASCII (0 in every table: see hintTable).
 */
function scanHinted(s: string, i: number, end: number, table: Uint8Array, pctHint: number): number {
  let h = 0;
  while (i < end) {
    const c = s.charCodeAt(i);
    const t = table[c]!;
    if (t > 0) {
      h |= t;
      i++;
    } else if (c === 37 && i + 2 < end && HEXDIG_HINTS[s.charCodeAt(i + 1)] === 1 && HEXDIG_HINTS[s.charCodeAt(i + 2)] === 1) {
      h |= pctHint;
      i += 3;
    } else {
      break;
    }
  }
  hints |= h;
  return i;
}

// URI = scheme "://" ( IPv4address / reg-name / IP-literal ) [ ":" port ] path-abempty [ "?" query ] [ "#" fragment ]
// and, when asked, a network-path reference: the same without the scheme and its ':' (§4.2)
/**
 * What makes the result of a fast path from its offsets (uri.ts passes Uri's factory, which takes
 * the first nine arguments); `hints` are HINT_* bits, for the makers that read them.
 */
type MakeUri<T> = (s: string, schemeEnd: number, hostStart: number, hostEnd: number, pathStart: number,
  queryStart: number, fragmentStart: number, hostKind: number, flags: number, hints: number) => T;

/**
 * parse's fast path: for a URI-reference of the common shape (a scheme, then an authority without
 * userinfo, and an IP-literal host without a zone) the offsets readReference would write, handed to `make` at once (uri.ts
 * passes Uri's factory, so no register is written or read back: parse on the corpus, 142 -> 136
 * ns/URI), or null for anything else — another shape, or an error — which the caller then reads
 * with parseOffsets (it gives the error). It repeats a part of readReference on purpose: no rule
 * or mode flags, no userinfo, zone or error branches. Keep the two in step: the tests
 * compare its offsets with the general reader's on every row of the parse tables and on
 * generated URIs. With the offsets it hands `make` the HINT_* bits its scans noted (flags is 0).
 * With `networkPath`, a network-path reference (`//host/path`, no scheme) is taken too, its
 * schemeEnd -1 (resolve's references; parse and normalize leave those to the general reader).
 * @internal
 */
export function readCommonUri<T>(s: string, make: MakeUri<T>, networkPath = false): T | null {
  // Invariant: no charCodeAt past the end (see readReference). The offsets stay in locals.
  const len = s.length;
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then "://"
  const c0 = len === 0 ? 0 : s.charCodeAt(0);
  let i: number;
  if (c0 < 128 && (CHARS[c0]! & ALPHA) !== 0) {
    let h = c0 <= 90 ? HINT_SCHEME_UPPER : 0; // an ALPHA up to 'Z' is upper case
    i = 1;
    for (; i < len; i++) {
      const t = SCHEME_HINTS[s.charCodeAt(i)]!;
      if (!(t > 0)) break;
      h |= t;
    }
    if (i + 2 >= len || s.charCodeAt(i) !== 58 || s.charCodeAt(i + 1) !== 47 || s.charCodeAt(i + 2) !== 47) return null;
    hints = h;
  } else if (networkPath && c0 === 47 && len > 1 && s.charCodeAt(1) === 47) {
    // "//" authority: as if a scheme ended at -1
    hints = 0;
    i = -1;
  } else {
    return null;
  }
  const schemeEnd = i;
  const hostStart = i + 3;
  let hostKind: number;
  if (hostStart < len && s.charCodeAt(hostStart) === 91) {
    // an IP-literal (no zone: this path reads with no options); an IPv6address's groups left in
    // the state readCommonInto reads into, or in COMMON_STATE
    const p = intoState ?? COMMON_STATE;
    const v = s.charCodeAt(hostStart + 1);
    const future = v === 118 || v === 86;
    i = future ? readIPvFuture(p, s, hostStart + 1, len) : readIPv6address(p, s, hostStart + 1, len);
    if (i < 0 || s.charCodeAt(i) !== 93) return null;
    i++;
    if (future ? hasUpperAscii(s, hostStart, i) : (p.groupsForm & IPV6_UPPER) !== 0) hints |= HINT_HOST_UPPER;
    hostKind = future ? HOST_IPVFUTURE : HOST_IPV6;
  } else {
    i = scanHinted(s, hostStart, len, REG_NAME_HINTS, HINT_HOST_PCT);
    // §3.2.2 first-match-wins
    hostKind = isIPv4address(s, hostStart, i) ? HOST_IPV4 : HOST_REG_NAME;
  }
  const hostEnd = i;
  let queryStart = -1;
  let fragmentStart = -1;
  let pathStart = len;
  if (i < len) {
    let c = s.charCodeAt(i);
    if (c === 58) {
      // port = *DIGIT, and then the end of the authority: anything else (a userinfo?) is not ours
      i++;
      while (i < len && isDigit(s.charCodeAt(i))) i++;
      c = i < len ? s.charCodeAt(i) : 47; // at the end: an empty path follows
    }
    if (c !== 47 && c !== 63 && c !== 35) return null;
    pathStart = i;
    // path-abempty = *( "/" segment )
    i = scanHinted(s, i, len, PATH_HINTS, HINT_PATH_PCT);
    // [ "?" query ] [ "#" fragment ], both *( pchar / "/" / "?" )
    if (i < len && s.charCodeAt(i) === 63) {
      queryStart = i;
      i = scanHinted(s, i + 1, len, QUERY_HINTS, HINT_TAIL_PCT);
    }
    if (i < len && s.charCodeAt(i) === 35) {
      fragmentStart = i;
      i = scanHinted(s, i + 1, len, QUERY_HINTS, HINT_TAIL_PCT);
    }
    if (i !== len) return null;
  }
  // every hint bit (bit 1 is the scans' own: every member of a set has it, see hintTable)
  const every = HINT_SCHEME_UPPER | HINT_HOST_UPPER | HINT_PCT | HINT_PATH_DOT;
  return make(s, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, 0, hints & every);
}

/** The state readCommonInto writes into, for its maker (set by it for each reading, and unset after). */
let intoState: ParseState | undefined;

/** The state readCommonUri reads an IPv6address into when readCommonInto gave it none. */
const COMMON_STATE = /* @__PURE__ */ new ParseState();

/** readCommonInto's maker: the offsets into intoState's registers; the hints as its result. */
function intoRegisters(_s: string, schemeEnd: number, hostStart: number, hostEnd: number, pathStart: number,
  queryStart: number, fragmentStart: number, hostKind: number, _flags: number, hints: number): number {
  const r = intoState!.r;
  r[R_SCHEME_END] = schemeEnd;
  r[R_HOST_START] = hostStart;
  r[R_HOST_END] = hostEnd;
  r[R_PATH_START] = pathStart;
  r[R_QUERY_START] = queryStart;
  r[R_FRAGMENT_START] = fragmentStart;
  r[R_HOST_KIND] = hostKind;
  return hints;
}

/**
 * readCommonUri's reading of s written into p's registers, as parseOffsets writes them (for the
 * callers that read registers rather than make a Uri: resolve, urikit/compat): its HINT_* bits
 * (never negative), or -1 when s is not of the common shape (nothing is written then).
 * @internal
 */
export function readCommonInto(p: ParseState, s: string, networkPath = false): number {
  intoState = p;
  const hints = readCommonUri(s, intoRegisters, networkPath);
  intoState = undefined;
  return hints === null ? -1 : hints;
}

// relative-ref = ( path-absolute / path-noscheme / path-empty ) [ "?" query ] [ "#" fragment ]
/**
 * The fast path for a relative reference without an authority, the common kind of reference that
 * resolve is given: fills R as readReference would and returns true, or returns false for anything
 * else (a scheme, an authority, an IRI, or an error), and the caller reads it again with
 * parseOffsets. It repeats a part of readReference on purpose (issue 4: resolve on relative.txt
 * 353 -> 335 ns/pair): no rule or mode flags and no authority branch. Keep the two in step; the
 * unit tests compare their registers on generated references.
 * @internal
 */
export function readRelativeRef(p: ParseState, s: string): boolean {
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
  p.r[R_SCHEME_END] = -1;
  p.r[R_HOST_START] = -1;
  p.r[R_HOST_END] = -1;
  p.r[R_HOST_KIND] = HOST_NONE;
  p.r[R_PATH_START] = 0;
  i = scan(s, i, len, PATH_TABLE);
  p.r[R_QUERY_START] = -1;
  if (i < len && s.charCodeAt(i) === 63) {
    p.r[R_QUERY_START] = i;
    i = scan(s, i + 1, len, QUERY_TABLE);
  }
  p.r[R_FRAGMENT_START] = -1;
  if (i < len && s.charCodeAt(i) === 35) {
    p.r[R_FRAGMENT_START] = i;
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

/** s with each ucschar and iprivate code unit replaced by '~'; s itself when it is ASCII. */
function maskIri(p: ParseState, s: string): string {
  p.privateCount = 0;
  let i = 0;
  const len = s.length;
  while (i < len && s.charCodeAt(i) < 0x80) i++;
  if (i === len) return s;
  if (len >= LONG_OUTPUT) return maskLong(p, s, i);
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
      if (n !== 0) p.privateAt[p.privateCount++] = i;
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

/**
 * maskIri for a long s (LONG_OUTPUT units or more) from its first non-ASCII unit at i: the same
 * mask, written into a UTF-16 buffer of s's length and made a string once (see "Output buffers"
 * in chars.ts). Keep the two in step: test/unit/long-output.test.ts runs both on the
 * same IRIs. A unit that is not for an IRI is copied as it is, lone surrogates included
 * (unitsToString keeps them).
 */
function maskLong(p: ParseState, s: string, i: number): string {
  const len = s.length;
  const buf = unitBuffer(len);
  for (let k = 0; k < i; k++) buf[k] = s.charCodeAt(k);
  while (i < len) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      buf[i++] = c;
      continue;
    }
    let n = iriCharLength(s, i, 0);
    if (n === 0) {
      n = iriCharLength(s, i, IPRIVATE);
      if (n !== 0) p.privateAt[p.privateCount++] = i;
    }
    if (n === 0) {
      buf[i++] = c; // not for an IRI either: left as it is, for the URI reader to report at its index
    } else {
      buf[i++] = 126; // '~'
      if (n === 2) buf[i++] = 126;
    }
  }
  return unitsToString(buf, len);
}

/** The first non-ASCII code unit of an IP-literal s[start, end) is an error; true when there is none. */
function failLiteral(p: ParseState, s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    if (s.charCodeAt(i) >= 0x80) {
      const c = s.charCodeAt(start + 1);
      return fail(p, c === 118 || c === 86 ? 'invalid-ipvfuture' : 'invalid-ipv6', i, Detail.LITERAL_ASCII);
    }
  }
  return true;
}

/** parseOffsets for an IRI: the URI readers over the masked copy, then the checks the mask cannot make. */
function parseIri(p: ParseState, s: string, rule: number): boolean {
  const masked = maskIri(p, s);
  if (!readReference(p, masked, rule)) return false;
  if (masked === s) return true;
  const hostStart = p.r[R_HOST_START]!;
  const hostEnd = p.r[R_HOST_END]!;
  const queryStart = p.r[R_QUERY_START]!;
  const fragmentStart = p.r[R_FRAGMENT_START]!;
  const queryEnd = fragmentStart >= 0 ? fragmentStart : s.length;
  // the first iprivate outside iquery, if any
  let at = -1;
  for (let k = 0; k < p.privateCount && at < 0; k++) {
    const x = p.privateAt[k]!;
    if (!(queryStart >= 0 && x > queryStart && x < queryEnd)) at = x;
  }
  const literal = p.r[R_HOST_KIND] === HOST_IPV6 || p.r[R_HOST_KIND] === HOST_IPVFUTURE;
  // an IP-literal that holds non-ASCII, unless an iprivate before it is the first error
  if (literal && (at < 0 || at > hostStart) && !failLiteral(p, s, hostStart, hostEnd)) return false;
  if (at < 0) return true;
  // iprivate outside iquery: the component it stands in names the error
  return charError(p, s, at, fragmentStart >= 0 && at > fragmentStart ? 'invalid-fragment-char'
    : hostStart >= 0 && at < hostStart ? 'invalid-userinfo-char'
    : hostStart >= 0 && at < hostEnd ? 'invalid-host-char'
    : 'invalid-path-char');
}

// ---------------------------------------------------------------------------------------------
// Component checks, for values given on their own (Uri.with, the builder). Same readers, same codes;
// the index is an offset in the value.

/** The components a value can be checked or encoded for. */
export type Component = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/** @internal Checks a whole value against its component's rule; returns false (see parseError) when it breaks it. */
export function checkComponent(p: ParseState, value: string, component: Component, flags = 0): boolean {
  setMode(p, flags);
  p.source = value;
  if (!p.iri) return checkAscii(p, value, component);
  const masked = maskIri(p, value);
  if (masked === value) return checkAscii(p, value, component);
  if (!checkAscii(p, masked, component)) return false;
  if (component !== 'query' && p.privateCount > 0) return charError(p, value, p.privateAt[0]!, CHAR_CODES[component]);
  if (component === 'host' && value.charCodeAt(0) === 91) return failLiteral(p, value, 0, value.length);
  return true;
}

/** The error code of a character a component cannot hold. */
const CHAR_CODES: Record<Component, UriErrorCode> = {
  scheme: 'invalid-scheme', userinfo: 'invalid-userinfo-char', host: 'invalid-host-char', port: 'invalid-port',
  path: 'invalid-path-char', query: 'invalid-query-char', fragment: 'invalid-fragment-char',
};

function checkAscii(p: ParseState, value: string, component: Component): boolean {
  const len = value.length;
  let i: number;
  switch (component) {
    case 'scheme':
      if (len === 0) return fail(p, 'invalid-scheme', 0, Detail.SCHEME_EMPTY);
      if (!isIn(value.charCodeAt(0), ALPHA)) return fail(p, 'invalid-scheme', 0, Detail.SCHEME_FIRST);
      for (i = 1; i < len; i++) {
        if (!isIn(value.charCodeAt(i), SCHEME)) return fail(p, 'invalid-scheme', i);
      }
      return true;
    case 'userinfo':
      i = scan(value, 0, len, USERINFO_TABLE);
      return i === len || charError(p, value, i, 'invalid-userinfo-char');
    case 'host':
      if (value.charCodeAt(0) === 91) {
        i = readIPLiteral(p, value, 0, len);
        if (i < 0) return false;
        return i === len || fail(p, 'invalid-ip-literal', i, Detail.LITERAL_TRAILER);
      }
      i = scan(value, 0, len, REG_NAME_TABLE);
      if (i === len) return true;
      if (value.charCodeAt(i) === 58) {
        return fail(p, 'invalid-host-char', i, Detail.HOST_IPV6);
      }
      return charError(p, value, i, 'invalid-host-char');
    case 'port':
      for (i = 0; i < len; i++) {
        if (!isDigit(value.charCodeAt(i))) return fail(p, 'invalid-port', i);
      }
      return true;
    case 'path':
      i = scan(value, 0, len, PATH_TABLE);
      return i === len || charError(p, value, i, 'invalid-path-char');
    case 'query':
      i = scan(value, 0, len, QUERY_TABLE);
      return i === len || charError(p, value, i, 'invalid-query-char');
    case 'fragment':
      i = scan(value, 0, len, QUERY_TABLE);
      return i === len || charError(p, value, i, 'invalid-fragment-char');
  }
}

