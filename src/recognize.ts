/** RFC 3986 Appendix A, RFC 3987 §2.2, RFC 6874 §2 — the grammar as a yes or no: isValid's reader, which records nothing. */

// parse.ts's reader records the offsets of a success and diagnoses a failure (which code, where,
// why); isValid needs neither, and a bundle of isValid alone should not carry them. This is the
// same grammar read for its verdict only, over the same class tables (chars.ts), in a fraction of
// the code: no registers, no failure details, no IRI mask (IRI text is read where it stands).
// The two readers must agree on every input, under every rule and mode:
// test/property/recognize.property.test.ts holds them to it on generated references, their
// mutations and the corpus.

import {
  ALPHA, DIGIT, HEXDIG, IPRIVATE, PATH, PATH_TABLE, QUERY, QUERY_TABLE, REG_NAME, REG_NAME_TABLE, SCHEME,
  SEGMENT_NC, SEGMENT_NC_TABLE, UNRESERVED_TABLE, USERINFO, USERINFO_TABLE, iriCharLength, isIn, scan,
} from './chars.js';
import { PARSE_IRI, PARSE_ZONES } from './offsets.js';
import { RULE_ABSOLUTE, RULE_RELATIVE, RULE_URI, readIPv4address } from './parse.js';

// Named imports, not the local copies of "Local copies" in chars.ts: in a bundle (what this module
// is for) they are one scope anyway, and each copy costs bytes; dist/node is one file as well.

/**
 * The end of `*( set / pct-encoded )` from i, `table` being the set's byte table (chars.ts); for an
 * IRI, with ucschar where unreserved stands (and iprivate when `set` has IPRIVATE): the ASCII runs
 * by scan, each non-ASCII character between them by iriCharLength (an IRI is mostly ASCII).
 */
function scanPart(s: string, i: number, end: number, iri: boolean, set: number, table: Uint8Array): number {
  for (;;) {
    i = scan(s, i, end, table);
    if (!iri || i >= end || s.charCodeAt(i) < 0xa0) return i;
    const n = iriCharLength(s, i, set);
    if (n === 0 || i + n > end) return i;
    i += n;
  }
}

/** The end of a run of `set` (CHARS bits; no pct-encoded) from i. */
function skip(s: string, i: number, end: number, set: number): number {
  while (i < end && isIn(s.charCodeAt(i), set)) i++;
  return i;
}

// IPv6address: groups of 1-4 hex digits split by ":", at most one "::", the last two groups possibly
// an IPv4address; without "::" exactly 8 groups, with it at most 7 (parse.ts has the whole ABNF).
/** The index after an IPv6address at i, or -1. */
function recognizeIPv6address(s: string, i: number, end: number): number {
  let n = 0; // groups read
  let gap = false; // "::" read
  if (s.charCodeAt(i) === 58) {
    if (s.charCodeAt(i + 1) !== 58) return -1;
    gap = true;
    i += 2;
    if (i >= end || !isIn(s.charCodeAt(i), HEXDIG)) return i; // "::" alone
  }
  for (;;) {
    const g = i;
    i = skip(s, i, end, HEXDIG);
    if (i === g || i - g > 4) return -1; // h16 = 1*4HEXDIG
    const c = i < end ? s.charCodeAt(i) : NaN;
    // ls32 as an IPv4address: the group just read was its first octet, and it counts for two
    if (c === 46) return (gap ? n > 5 : n !== 6) ? -1 : readIPv4address(s, g, end);
    if (n >= (gap ? 7 : 8)) return -1;
    n++;
    if (c !== 58) break;
    if (s.charCodeAt(i + 1) === 58) {
      if (gap || n >= 8) return -1;
      gap = true;
      i += 2;
      if (i >= end || !isIn(s.charCodeAt(i), HEXDIG)) return i; // "::" at the end
    } else {
      i++;
    }
  }
  return gap || n === 8 ? i : -1;
}

// IP-literal = "[" ( IPv6address / IPvFuture ) "]"; with zones, IPv6addrz = IPv6address "%25" ZoneID
// IPvFuture  = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ); ZoneID = 1*( unreserved / pct-encoded )
/** The index after the ']' of an IP-literal whose '[' is at i - 1, or -1. */
function recognizeIPLiteral(s: string, i: number, end: number, zones: boolean): number {
  const c = s.charCodeAt(i);
  if (c === 118 || c === 86) {
    let j = skip(s, i + 1, end, HEXDIG);
    if (j === i + 1 || j >= end || s.charCodeAt(j) !== 46) return -1;
    i = j + 1;
    j = skip(s, i, end, USERINFO); // the USERINFO bits are the tail's set
    if (j === i) return -1;
    i = j;
  } else {
    i = recognizeIPv6address(s, i, end);
    if (i < 0) return -1;
    if (zones && s.charCodeAt(i) === 37) {
      if (s.charCodeAt(i + 1) !== 50 || s.charCodeAt(i + 2) !== 53) return -1;
      const j = scan(s, i + 3, end, UNRESERVED_TABLE);
      if (j === i + 3) return -1;
      i = j;
    }
  }
  return i < end && s.charCodeAt(i) === 93 ? i + 1 : -1;
}

// authority = [ userinfo "@" ] host [ ":" port ]; host = IP-literal / IPv4address / reg-name
// (an IPv4address is a reg-name too: which one a host is does not change the verdict)
/** The end of an authority at i (after "//"): the index of the "/", "?" or "#" after it, or the end; -1 when it breaks the rule. */
function recognizeAuthority(s: string, i: number, end: number, flags: number): number {
  const iri = (flags & PARSE_IRI) !== 0;
  let host = i;
  // reg-name's set is userinfo's without ':': read it first, the common authority is a host alone
  i = scanPart(s, i, end, iri, REG_NAME, REG_NAME_TABLE);
  let c = i < end ? s.charCodeAt(i) : 47;
  if (c === 58 || c === 64) {
    // a ':' starts a port, or stands in a userinfo: which one, the '@' after the userinfo tells
    const at = c === 58 ? scanPart(s, i + 1, end, iri, USERINFO, USERINFO_TABLE) : i;
    if (at < end && s.charCodeAt(at) === 64) {
      host = at + 1;
      i = scanPart(s, host, end, iri, REG_NAME, REG_NAME_TABLE);
      c = i < end ? s.charCodeAt(i) : 47;
    }
  }
  if (c === 91 && i === host) {
    i = recognizeIPLiteral(s, i + 1, end, (flags & PARSE_ZONES) !== 0);
    if (i < 0) return -1;
    c = i < end ? s.charCodeAt(i) : 47;
  }
  // port = *DIGIT
  if (c === 58) {
    i = skip(s, i + 1, end, DIGIT);
    c = i < end ? s.charCodeAt(i) : 47;
  }
  return c === 47 || c === 63 || c === 35 ? i : -1;
}

// URI-reference = URI / relative-ref
// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
// absolute-URI  = scheme ":" hier-part [ "?" query ]
// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/**
 * @internal Whether s matches `rule` (RULE_* of parse.ts), or its RFC 3987 twin with PARSE_IRI in
 * flags (RFC 6874 zones with PARSE_ZONES): parseOffsets' verdict, without its records. Linear in
 * s.length; allocates nothing.
 */
export function recognize(s: string, rule: number, flags: number): boolean {
  // Two readings, not one with a mode, for V8: the URI reading's feedback then never sees an IRI's
  // branches or characters, and it stays as fast as parse.ts's reader (one function for both ran
  // the corpus at 186 instead of 122 ns per URI once IRIs had been read). An IRI is not read as a
  // URI first: its first non-ASCII character is often late, and that was two readings (361 vs 215 ns).
  return (flags & PARSE_IRI) !== 0 ? recognizeIri(s, rule, flags) : recognizeUri(s, rule, flags);
}

/** recognize for a URI; shaped like parse.ts's reader for V8's inliner. */
function recognizeUri(s: string, rule: number, flags: number): boolean {
  const len = s.length;
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
  let j = 0; // scheme characters read: in segment-nz-nc too, so path-noscheme goes on from here
  let scheme = false;
  if (len > 0 && isIn(s.charCodeAt(0), ALPHA)) {
    j = 1;
    while (j < len && isIn(s.charCodeAt(j), SCHEME)) j++;
    scheme = j < len && s.charCodeAt(j) === 58;
  }
  if (scheme ? rule === RULE_RELATIVE : rule === RULE_URI || rule === RULE_ABSOLUTE) return false;
  let i = scheme ? j + 1 : 0;
  if (i + 1 < len && s.charCodeAt(i) === 47 && s.charCodeAt(i + 1) === 47) {
    // "//" authority path-abempty; a reg-name alone is read here, anything more by
    // recognizeAuthority (which, called for every authority, took 121-135 instead of 116-122 ns per
    // corpus URI)
    const start = i + 2;
    i = scan(s, start, len, REG_NAME_TABLE);
    const c = i < len ? s.charCodeAt(i) : 47;
    if (c !== 47 && c !== 63 && c !== 35) {
      i = recognizeAuthority(s, start, len, flags & ~PARSE_IRI);
      if (i < 0) return false;
    }
  } else if (!scheme && i < len && s.charCodeAt(i) !== 47) {
    // path-noscheme = segment-nz-nc *( "/" segment ): no ':' before the first '/'
    i = scan(s, j, len, SEGMENT_NC_TABLE);
    if (i < len && s.charCodeAt(i) === 58) return false;
  }
  // the rest of the path: every path rule is segments and "/"
  i = scan(s, i, len, PATH_TABLE);
  // [ "?" query ]
  if (i < len && s.charCodeAt(i) === 63) i = scan(s, i + 1, len, QUERY_TABLE);
  // [ "#" fragment ], fragment's set being query's
  if (i < len && s.charCodeAt(i) === 35) {
    if (rule === RULE_ABSOLUTE) return false;
    i = scan(s, i + 1, len, QUERY_TABLE);
  }
  return i === len;
}

/**
 * recognize for an IRI: the same reading with RFC 3987's sets, ucschar where unreserved stands and
 * iprivate in iquery. It repeats recognizeUri's steps on purpose (see recognize); a helper for the
 * scheme that both called was measured slower for URIs (145-152 instead of 116-122 ns on the
 * corpus) and larger once compressed.
 */
function recognizeIri(s: string, rule: number, flags: number): boolean {
  const len = s.length;
  let j = 0;
  let scheme = false;
  if (len > 0 && isIn(s.charCodeAt(0), ALPHA)) {
    j = 1;
    while (j < len && isIn(s.charCodeAt(j), SCHEME)) j++;
    scheme = j < len && s.charCodeAt(j) === 58;
  }
  if (scheme ? rule === RULE_RELATIVE : rule === RULE_URI || rule === RULE_ABSOLUTE) return false;
  let i = scheme ? j + 1 : 0;
  if (i + 1 < len && s.charCodeAt(i) === 47 && s.charCodeAt(i + 1) === 47) {
    i = recognizeAuthority(s, i + 2, len, flags);
    if (i < 0) return false;
  } else if (!scheme && i < len && s.charCodeAt(i) !== 47) {
    i = scanPart(s, j, len, true, SEGMENT_NC, SEGMENT_NC_TABLE);
    if (i < len && s.charCodeAt(i) === 58) return false;
  }
  i = scanPart(s, i, len, true, PATH, PATH_TABLE);
  if (i < len && s.charCodeAt(i) === 63) i = scanPart(s, i + 1, len, true, QUERY | IPRIVATE, QUERY_TABLE);
  if (i < len && s.charCodeAt(i) === 35) {
    if (rule === RULE_ABSOLUTE) return false;
    i = scanPart(s, i + 1, len, true, QUERY, QUERY_TABLE);
  }
  return i === len;
}
