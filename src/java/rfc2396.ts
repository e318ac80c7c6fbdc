/** RFC 2396 (with RFC 2732 and java.net.URI's deviations) — the grammar reading: components, server vs registry authority, path segments with parameters. */

import { argumentError, describeValue, expectString } from '../errors.js';
import { type Failure, javaError } from './codes.js';

// RFC 2396 Appendix A, as java.net.URI reads it (its documented deviations marked where they
// act): an empty authority before a path, query or fragment; an empty relative path; IPv6 literals
// per RFC 2732 (so '[' and ']' are reserved); "other" characters (non-ASCII that is neither a
// control nor a space) wherever escapes are allowed; a port that is a 32-bit integer.

/** The nine components of java.net.URI (raw, still escaped); `null` for absent, `port` -1 for none. */
export interface Components2396 {
  readonly scheme: string | null;
  /** The opaque part (opaque URIs); for a parsed hierarchical URI the text between ':' and '#'; else null (then made from the others). */
  readonly ssp: string | null;
  readonly authority: string | null;
  readonly userInfo: string | null;
  readonly host: string | null;
  readonly port: number;
  /** null exactly when the URI is opaque */
  readonly path: string | null;
  readonly query: string | null;
  readonly fragment: string | null;
}

// ---- tables: one bit per RFC 2396 set that a scan reads (App. A), built from readable definitions

const ALPHA_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGIT_CHARS = '0123456789';
const ALPHANUM_CHARS = ALPHA_CHARS + DIGIT_CHARS;
// mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"
const MARK_CHARS = "-_.!~*'()";
// unreserved = alphanum | mark
const UNRESERVED_CHARS = ALPHANUM_CHARS + MARK_CHARS;
// reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","  -- plus "[" "]" (RFC 2732 §3)
const RESERVED_CHARS = ';/?:@&=+$,[]';

/** @internal alpha */
const S_ALPHA = 1 << 0;
/** @internal digit */
const S_DIGIT = 1 << 1;
/** @internal hex = digit | "A"-"F" | "a"-"f" */
const S_HEX = 1 << 2;
/** @internal alphanum */
const S_ALPHANUM = 1 << 3;
/** @internal alphanum | "-" (the inside of a domainlabel) */
const S_LABEL = 1 << 4;
/** @internal digit | "." (an IPv4address's run) */
const S_DIGIT_DOT = 1 << 5;
/** @internal scheme = alpha *( alpha | digit | "+" | "-" | "." ) -- the tail's set */
const S_SCHEME = 1 << 6;
/** @internal uric = reserved | unreserved | escaped */
export const S_URIC = 1 << 7;
/** @internal path characters: pchar | ";" | "/"; pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | "," */
export const S_PATH = 1 << 8;
/** @internal userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," ) */
export const S_USERINFO = 1 << 9;
/** @internal reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" ) */
export const S_REG_NAME = 1 << 10;
/** @internal what a server authority may hold: userinfo | alphanum | "-" | "." | ":" | "@" | "[" | "]" */
export const S_SERVER = 1 << 11;
/** @internal S_SERVER and a literal "%" (an IPv6 scope id, RFC 4007 §11) */
const S_SERVER_PERCENT = 1 << 12;
/** @internal an IPv6 scope id: alphanum | "_" | "." (java.net.URI) */
const S_SCOPE_ID = 1 << 13;
/** @internal A mode bit, never in the table: the set also takes escapes and "other" characters. */
export const S_ESCAPED = 1 << 15;

function buildTable(): Uint16Array {
  const t = new Uint16Array(128);
  const add = (chars: string, bits: number): void => {
    for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)]! |= bits;
  };
  add(ALPHA_CHARS, S_ALPHA);
  add(DIGIT_CHARS, S_DIGIT);
  add(DIGIT_CHARS + 'ABCDEFabcdef', S_HEX);
  add(ALPHANUM_CHARS, S_ALPHANUM);
  add(ALPHANUM_CHARS + '-', S_LABEL);
  add(DIGIT_CHARS + '.', S_DIGIT_DOT);
  add(ALPHANUM_CHARS + '+-.', S_SCHEME);
  add(RESERVED_CHARS + UNRESERVED_CHARS, S_URIC);
  add(UNRESERVED_CHARS + ':@&=+$,;/', S_PATH);
  add(UNRESERVED_CHARS + ';:&=+$,', S_USERINFO);
  add(UNRESERVED_CHARS + '$,;:@&=+', S_REG_NAME);
  add(UNRESERVED_CHARS + ';:&=+$,' + '-.:@[]', S_SERVER);
  add(UNRESERVED_CHARS + ';:&=+$,' + '-.:@[]%', S_SERVER_PERCENT);
  add(ALPHANUM_CHARS + '_.', S_SCOPE_ID);
  return t;
}

/** @internal The class table of RFC 2396's sets (ASCII only; NUL is in none). */
export const T2396: Uint16Array = /* @__PURE__ */ buildTable();

// ---- small predicates

/**
 * java.net.URI's "other" characters: non-ASCII that is not a control (Character.isISOControl,
 * U+0080-U+009F) and not a space (Character.isSpaceChar: Zs, Zl, Zp). Code units, as Java reads
 * them: a lone surrogate is "other". Java's test is `c > 128`, so U+0080 is never other (it is a
 * control anyway).
 */
function isOther(c: number): boolean {
  if (c <= 0x9f) return false;
  if (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029
    || c === 0x202f || c === 0x205f || c === 0x3000) return false;
  return true;
}

function isHex(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c < 128 && (T2396[c]! & S_HEX) !== 0;
}

function fail(reason: string, index: number, at = index): never {
  throw { reason, index, at } satisfies Failure;
}

/**
 * The end of the run of `set` from p (at most n); with S_ESCAPED, "%" HEX HEX and "other"
 * characters continue the run, and a "%" without two hex digits fails ("Malformed escape pair").
 */
function scan2396(s: string, p: number, n: number, set: number): number {
  // invariant: s[p0, p) is in the set; one charCodeAt per code unit
  const t = T2396;
  while (p < n) {
    const c = s.charCodeAt(p);
    if (c < 128 && (t[c]! & set) !== 0) { p++; continue; }
    if ((set & S_ESCAPED) === 0) break;
    if (c === 0x25) {
      if (p + 3 <= n && isHex(s, p + 1) && isHex(s, p + 2)) { p += 3; continue; }
      fail('Malformed escape pair', p);
    }
    if (c > 128 && isOther(c)) { p++; continue; }
    break;
  }
  return p;
}

function checkChars(s: string, p: number, n: number, set: number, what: string): void {
  const q = scan2396(s, p, n, set);
  if (q < n) fail(`Illegal character in ${what}`, q);
}

/**
 * The end of a component that runs to the first of `stop1`/`stop2` (or n), checked against `set`
 * in the same pass. Java finds the end first, then checks the characters before it; since neither
 * stop character is in `set`, the first character that ends the run is either the end (a stop or
 * n) or the illegal one: the same answer, one pass instead of two.
 */
function scanComponent(s: string, p: number, n: number, set: number, stop1: number, stop2: number, what: string): number {
  const q = scan2396(s, p, n, set);
  if (q < n) {
    const c = s.charCodeAt(q);
    if (c !== stop1 && c !== stop2) fail(`Illegal character in ${what}`, q);
  }
  return q;
}

/** The first index in [p, n) of c1, c2 or c3 (-1 for none), or n. */
function scanTo(s: string, p: number, n: number, c1: number, c2: number, c3: number): number {
  for (; p < n; p++) {
    const c = s.charCodeAt(p);
    if (c === c1 || c === c2 || c === c3) return p;
  }
  return n;
}

function at(s: string, p: number, n: number, c: number): boolean {
  return p < n && s.charCodeAt(p) === c;
}

// ---- the reader: one function per rule, java.net.URI's order of decisions

/** Mutable while reading; frozen into Components2396 at the end. */
interface State {
  scheme: string | null;
  ssp: string | null;
  authority: string | null;
  userInfo: string | null;
  host: string | null;
  port: number;
  path: string | null;
  query: string | null;
  fragment: string | null;
  ipv6Bytes: number;
}

/**
 * Reads `s` as java.net.URI does: RFC 2396 URI-reference with its deviations. With
 * `requireServer`, an authority must be server-based (parseServerAuthority). Throws a Failure.
 * @internal
 */
export function read2396(s: string, requireServer: boolean): Components2396 {
  const st: State = {
    scheme: null, ssp: null, authority: null, userInfo: null, host: null, port: -1,
    path: null, query: null, fragment: null, ipv6Bytes: 0,
  };
  const n = s.length;
  // absoluteURI = scheme ":" ( hier_part | opaque_part ): a ':' before any of '/', '?', '#'
  let p = 0;
  for (; p < n; p++) {
    const c = s.charCodeAt(p);
    if (c === 0x3a || c === 0x2f || c === 0x3f || c === 0x23) break;
  }
  if (p < n && s.charCodeAt(p) === 0x3a) {
    if (p === 0) fail('Expected scheme name', 0);
    const c0 = s.charCodeAt(0);
    if (!(c0 < 128 && (T2396[c0]! & S_ALPHA) !== 0)) fail('Illegal character in scheme name', 0);
    checkChars(s, 1, p, S_SCHEME, 'scheme name');
    st.scheme = s.slice(0, p);
    p++;
    if (at(s, p, n, 0x2f)) {
      const start = p;
      p = readHierarchical(st, s, p, n, requireServer);
      st.ssp = s.slice(start, p);
    } else {
      // opaque_part = uric_no_slash *uric (java.net.URI: any uric first, '/' aside)
      if (p >= n || s.charCodeAt(p) === 0x23) fail('Expected scheme-specific part', p);
      const q = scanComponent(s, p, n, S_URIC | S_ESCAPED, 0x23, 0x23, 'opaque part');
      st.ssp = s.slice(p, q);
      p = q;
    }
  } else {
    p = readHierarchical(st, s, 0, n, requireServer);
    st.ssp = s.slice(0, p);
  }
  if (at(s, p, n, 0x23)) {
    checkChars(s, p + 1, n, S_URIC | S_ESCAPED, 'fragment');
    st.fragment = s.slice(p + 1, n);
    p = n;
  }
  if (p < n) fail('Expected end of URI', p);
  return {
    scheme: st.scheme, ssp: st.ssp, authority: st.authority, userInfo: st.userInfo, host: st.host,
    port: st.port, path: st.path, query: st.query, fragment: st.fragment,
  };
}

// hier_part = ( net_path | abs_path ) [ "?" query ];  net_path = "//" authority [ abs_path ]
function readHierarchical(st: State, s: string, p: number, n: number, requireServer: boolean): number {
  if (at(s, p, n, 0x2f) && at(s, p + 1, n, 0x2f)) {
    p += 2;
    const q = scanTo(s, p, n, 0x2f, 0x3f, 0x23);
    if (q > p) p = readAuthority(st, s, p, q, requireServer);
    // DEVIATION (java.net.URI): an empty authority is allowed before a path, query or fragment
    else if (q >= n) fail('Expected authority', p);
  }
  // DEVIATION (java.net.URI): the path may be empty (rel_path)
  let q = scanComponent(s, p, n, S_PATH | S_ESCAPED, 0x3f, 0x23, 'path');
  st.path = s.slice(p, q);
  p = q;
  if (at(s, p, n, 0x3f)) {
    p++;
    q = scanComponent(s, p, n, S_URIC | S_ESCAPED, 0x23, 0x23, 'query');
    st.query = s.slice(p, q);
    p = q;
  }
  return p;
}

// authority = server | reg_name: server-based when it reads as [ userinfo "@" ] hostport, else
// registry-based when every character is a reg_name character (RFC 2396 §3.2).
function readAuthority(st: State, s: string, p: number, n: number, requireServer: boolean): number {
  // java.net.URI admits '%' (an IPv6 scope id) to the server characters when the search for a
  // ']' ends after p: always, unless the authority starts with ']'
  const serverEnd = s.charCodeAt(p) !== 0x5d ? scan2396(s, p, n, S_SERVER_PERCENT | S_ESCAPED) : scan2396(s, p, n, S_SERVER | S_ESCAPED);
  let failure: unknown = null;
  if (serverEnd === n) {
    try {
      const q = readServer(st, s, p, n);
      if (q < n) fail('Expected end of authority', q);
      st.authority = s.slice(p, n);
      return n;
    } catch (x) {
      st.userInfo = null;
      st.host = null;
      st.port = -1;
      // Java scans for registry characters before it tries the server reading: a malformed
      // escape that scan meets is the error, before the server reading's own
      if (requireServer) {
        scan2396(s, p, n, S_REG_NAME | S_ESCAPED);
        throw x;
      }
      failure = x;
    }
  }
  // Speed: Java scans for registry characters first, always; here only when the server reading
  // failed. The same answers: a successful server reading holds no '%' that the registry scan
  // would reach and refuse (userinfo's escapes are checked; a scope id's '%' is after '[', where
  // the registry scan stops).
  const regEnd = scan2396(s, p, n, S_REG_NAME | S_ESCAPED);
  if (regEnd === n) {
    st.authority = s.slice(p, n);
    return n;
  }
  if (failure !== null) throw failure;
  // java.net.URI names the authority's start; the character is where neither reading goes on
  return fail('Illegal character in authority', p, Math.max(serverEnd, regEnd));
}

// server = [ [ userinfo "@" ] hostport ];  hostport = host [ ":" port ]
function readServer(st: State, s: string, p: number, n: number): number {
  let q = scanTo(s, p, n, 0x40, -1, -1);
  if (q < n) {
    checkChars(s, p, q, S_USERINFO | S_ESCAPED, 'user info');
    st.userInfo = s.slice(p, q);
    p = q + 1;
  }
  if (at(s, p, n, 0x5b)) {
    // DEVIATION (RFC 2732): IPv6reference = "[" IPv6address [ "%" scope_id ] "]"
    p++;
    q = scanTo(s, p, n, 0x5d, 0x2f, 0x3f);
    if (q > p && at(s, q, n, 0x5d)) {
      const r = scanTo(s, p, q, 0x25, -1, -1);
      if (r > p && r < q) {
        readIPv6Reference(st, s, p, r);
        if (r + 1 === q) fail('scope id expected', -1, r + 1);
        checkChars(s, r + 1, q, S_SCOPE_ID, 'scope id');
      } else {
        readIPv6Reference(st, s, p, q);
      }
      st.host = s.slice(p - 1, q + 1);
      p = q + 1;
    } else {
      fail('Expected closing bracket for IPv6 address', q);
    }
  } else {
    q = readIPv4Host(st, s, p, n);
    if (q <= p) q = readHostname(st, s, p, n);
    p = q;
  }
  if (at(s, p, n, 0x3a)) {
    p++;
    q = scanTo(s, p, n, 0x2f, -1, -1);
    if (q > p) {
      checkChars(s, p, q, S_DIGIT, 'port number');
      st.port = readInt(s, p, q);
      if (st.port < 0) fail('Malformed port number', p);
      p = q;
    }
  }
  if (p < n) fail('Expected port number', p);
  return p;
}

/** The decimal digits s[p, q) as a number, or -1 past 2^31 - 1 (Java's int). */
function readInt(s: string, p: number, q: number): number {
  let v = 0;
  for (; p < q; p++) {
    v = v * 10 + (s.charCodeAt(p) - 0x30);
    if (v > 0x7fffffff) return -1;
  }
  return v;
}

// IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit, each at most 255 (RFC 2732 §3):
// the end of the address, or -1 when it is not one (then the host is read as a hostname)
function readIPv4Host(st: State, s: string, p: number, n: number): number {
  const q = scanIPv4(s, p, n, false);
  if (q < 0) return -1;
  // an address is followed by nothing or by ':'
  if (q > p && q < n && s.charCodeAt(q) !== 0x3a) return -1;
  if (q > p) st.host = s.slice(p, q);
  return q;
}

/** The end of an IPv4 address at p; -1 when none (strict: it must end at n). */
function scanIPv4(s: string, p: number, n: number, strict: boolean): number {
  const m = scan2396(s, p, n, S_DIGIT_DOT);
  if (m <= p || (strict && m !== n)) return -1;
  for (let k = 0; k < 4; k++) {
    if (k > 0) {
      if (!at(s, p, m, 0x2e)) return -1;
      p++;
    }
    const q = scanByte(s, p, m);
    if (q <= p) return -1;
    p = q;
  }
  return p < m ? -1 : p;
}

/** A decimal byte (0-255) at p: its end, or p when none. */
function scanByte(s: string, p: number, n: number): number {
  const q = scan2396(s, p, n, S_DIGIT);
  if (q <= p) return q;
  // Java reads the run as an int: more than 255 (or past an int) is no byte
  const v = readInt(s, p, q);
  return v < 0 || v > 255 ? p : q;
}

// hostname = *( domainlabel "." ) toplabel [ "." ];  domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
// toplabel = alpha | alpha *( alphanum | "-" ) alphanum   (java.net.URI checks the toplabel's first character only)
function readHostname(st: State, s: string, start: number, n: number): number {
  let p = start;
  let l = -1; // start of the last label
  do {
    let q = scan2396(s, p, n, S_ALPHANUM);
    if (q <= p) break;
    l = p;
    p = q;
    q = scan2396(s, p, n, S_LABEL);
    if (q > p) {
      if (s.charCodeAt(q - 1) === 0x2d) fail('Illegal character in hostname', q - 1);
      p = q;
    }
    if (!at(s, p, n, 0x2e)) break;
    p++;
  } while (p < n);
  if (p < n && !at(s, p, n, 0x3a)) fail('Illegal character in hostname', p);
  if (l < 0) fail('Expected hostname', start);
  if (l > start) {
    const c = s.charCodeAt(l);
    if (!(c < 128 && (T2396[c]! & S_ALPHA) !== 0)) fail('Illegal character in hostname', l);
  }
  st.host = s.slice(start, p);
  return p;
}

// IPv6address per RFC 2373 §2.2: hexseq, "::", and an IPv4 address at the end
function readIPv6Reference(st: State, s: string, p: number, n: number): void {
  const start = p;
  let compressed = false;
  st.ipv6Bytes = 0;
  const q = scanHexSeq(st, s, p, n);
  if (q > p) {
    p = q;
    if (at(s, p, n, 0x3a) && at(s, p + 1, n, 0x3a)) {
      compressed = true;
      p = scanHexPost(st, s, p + 2, n);
    } else if (at(s, p, n, 0x3a)) {
      p = takeIPv4(s, p + 1, n, 'IPv4 address');
      st.ipv6Bytes += 4;
    }
  } else if (at(s, p, n, 0x3a) && at(s, p + 1, n, 0x3a)) {
    compressed = true;
    p = scanHexPost(st, s, p + 2, n);
  }
  if (p < n) fail('Malformed IPv6 address', start);
  if (st.ipv6Bytes > 16) fail('IPv6 address too long', start);
  if (!compressed && st.ipv6Bytes < 16) fail('IPv6 address too short', start);
  if (compressed && st.ipv6Bytes === 16) fail('Malformed IPv6 address', start);
}

function scanHexPost(st: State, s: string, p: number, n: number): number {
  if (p === n) return p;
  const q = scanHexSeq(st, s, p, n);
  if (q > p) {
    p = q;
    if (at(s, p, n, 0x3a)) {
      p = takeIPv4(s, p + 1, n, 'hex digits or IPv4 address');
      st.ipv6Bytes += 4;
    }
  } else {
    p = takeIPv4(s, p, n, 'hex digits or IPv4 address');
    st.ipv6Bytes += 4;
  }
  return p;
}

function takeIPv4(s: string, p: number, n: number, expected: string): number {
  const q = scanIPv4Strict(s, p, n);
  if (q <= p) fail(`Expected ${expected}`, p);
  return q;
}

/** scanIPv4 in strict mode, where a malformed address is an error (not "no address"). */
function scanIPv4Strict(s: string, p: number, n: number): number {
  const m = scan2396(s, p, n, S_DIGIT_DOT);
  if (m <= p || m !== n) return -1;
  let q = p;
  for (let k = 0; k < 4; k++) {
    if (k > 0) {
      if (!at(s, p, m, 0x2e)) fail('Malformed IPv4 address', q);
      p++;
    }
    q = scanByte(s, p, m);
    if (q <= p) fail('Malformed IPv4 address', q);
    p = q;
  }
  if (p < m) fail('Malformed IPv4 address', p);
  return p;
}

// hexseq = hex4 *( ":" hex4 ): its end, or -1 when none (or when an IPv4 address starts here)
function scanHexSeq(st: State, s: string, p: number, n: number): number {
  let q = scan2396(s, p, n, S_HEX);
  if (q <= p || at(s, q, n, 0x2e)) return -1;
  if (q > p + 4) fail('IPv6 hexadecimal digit sequence too long', p);
  st.ipv6Bytes += 2;
  p = q;
  while (p < n) {
    if (!at(s, p, n, 0x3a) || at(s, p + 1, n, 0x3a)) break;
    p++;
    q = scan2396(s, p, n, S_HEX);
    if (q <= p) fail('Expected digits for an IPv6 address', p);
    if (at(s, q, n, 0x2e)) { p--; break; }
    if (q > p + 4) fail('IPv6 hexadecimal digit sequence too long', p);
    st.ipv6Bytes += 2;
    p = q;
  }
  return p;
}

// ---- public readings

/**
 * The components of `input` read by RFC 2396's grammar as java.net.URI reads it; throws a
 * JavaUriError (reason and index as URISyntaxException's). With `requireServer`, an authority
 * must be server-based ([userinfo@]host[:port]), as parseServerAuthority asks.
 *
 * @throws {UriError} 'invalid-argument' when the input is not a string or requireServer not a boolean.
 */
export function parse2396(input: string, requireServer = false): Components2396 {
  expectString(input, 'parse2396: the input');
  if (typeof requireServer !== 'boolean') throw argumentError(`parse2396: requireServer must be true or false, got ${describeValue(requireServer)}`);
  try {
    return read2396(input, requireServer);
  } catch (x) {
    throw javaError(x as Failure, input);
  }
}

/** One path segment and its parameters (RFC 2396 §3.3: segment = *pchar *( ";" param )), raw. */
export interface PathSegment {
  readonly segment: string;
  readonly params: readonly string[];
}

/**
 * The segments of a path with their ';' parameters split off (RFC 2396 §3.3), raw: '/a;x=1;y/b'
 * gives [{ segment: 'a', params: ['x=1', 'y'] }, { segment: 'b', params: [] }]. A leading '/'
 * opens no empty segment. Works on any path, RFC 3986's too (where ';' is a sub-delim with no
 * meaning of its own: this is the RFC 2396 reading of it).
 *
 * @throws {UriError} 'invalid-argument' when the path is not a string.
 */
export function pathSegments(path: string): PathSegment[] {
  expectString(path, 'pathSegments: the path');
  const out: PathSegment[] = [];
  const n = path.length;
  let p = n > 0 && path.charCodeAt(0) === 0x2f ? 1 : 0;
  if (p === n && n > 0) return out;
  for (;;) {
    const end = scanTo(path, p, n, 0x2f, -1, -1);
    let q = scanTo(path, p, end, 0x3b, -1, -1);
    const segment = path.slice(p, q);
    const params: string[] = [];
    while (q < end) {
      const r = scanTo(path, q + 1, end, 0x3b, -1, -1);
      params.push(path.slice(q + 1, r));
      q = r;
    }
    out.push({ segment, params });
    if (end >= n) break;
    p = end + 1;
  }
  return out;
}
