/** RFC 3986 §3, §4 — the parser's errors in words: the UriError for the failure a ParseState records (parse.ts). */

import {
  type ErrorCodeEntry, UriError, unthrownError,
  MISSING_SCHEME, INVALID_SCHEME, UNEXPECTED_SCHEME, UNEXPECTED_FRAGMENT, COLON_IN_FIRST_SEGMENT, INVALID_PERCENT_ENCODING, INVALID_USERINFO_CHAR, INVALID_HOST_CHAR, INVALID_IP_LITERAL, INVALID_IPV6, INVALID_IPVFUTURE, INVALID_ZONE_DELIMITER, INVALID_ZONE_ID, INVALID_PORT, INVALID_PATH_CHAR, INVALID_QUERY_CHAR, INVALID_FRAGMENT_CHAR,
} from './errors.js';
import { Detail, type ParseState } from './parse.js';

// The scanner records a failure as a code, an index and a detail number (parse.ts); the words are
// written here, only when an error is made. A module that only asks yes or no (isValid) imports
// none of this, and so carries none of the text.

/**
 * The entries of the codes the parser raises (it raises no other), named here so that a bundle
 * keeps them with this module (the UriError would find them by their codes; see errors.ts).
 */
const ENTRIES: Readonly<Record<string, ErrorCodeEntry>> = {
  'missing-scheme': MISSING_SCHEME,
  'invalid-scheme': INVALID_SCHEME,
  'unexpected-scheme': UNEXPECTED_SCHEME,
  'unexpected-fragment': UNEXPECTED_FRAGMENT,
  'colon-in-first-segment': COLON_IN_FIRST_SEGMENT,
  'invalid-percent-encoding': INVALID_PERCENT_ENCODING,
  'invalid-userinfo-char': INVALID_USERINFO_CHAR,
  'invalid-host-char': INVALID_HOST_CHAR,
  'invalid-ip-literal': INVALID_IP_LITERAL,
  'invalid-ipv6': INVALID_IPV6,
  'invalid-ipvfuture': INVALID_IPVFUTURE,
  'invalid-zone-delimiter': INVALID_ZONE_DELIMITER,
  'invalid-zone-id': INVALID_ZONE_ID,
  'invalid-port': INVALID_PORT,
  'invalid-path-char': INVALID_PATH_CHAR,
  'invalid-query-char': INVALID_QUERY_CHAR,
  'invalid-fragment-char': INVALID_FRAGMENT_CHAR,
};

/** The details that name a number or a part of the input: written by detailOf. */
type WrittenDetail = Detail.None | Detail.End | Detail.IPV6_GROUP_COUNT | Detail.LITERAL_UNCLOSED
  | Detail.SCHEME_IN_RELATIVE | Detail.COLON_AS_SCHEME;

/** The text of every other detail (the type makes sure none is missing). */
const DETAILS: Readonly<Record<Exclude<Detail, WrittenDetail>, string>> = {
  [Detail.IPV6_SINGLE_COLON]: "an IPv6 address cannot start with a single ':'; write '::'",
  [Detail.IPV6_GROUP]: 'expected a group of 1 to 4 hex digits',
  [Detail.IPV6_IPV4_COMPRESSED]: 'an embedded IPv4 address counts as two groups: at most 5 groups may stand beside it and the "::"',
  [Detail.IPV6_IPV4_SIX]: "an embedded IPv4 address must follow exactly six groups, or a '::'",
  [Detail.IPV6_IPV4_OCTETS]: 'the embedded IPv4 address must be four decimal octets 0-255 without leading zeros',
  [Detail.IPV6_GROUP_LONG]: 'a group has at most 4 hex digits',
  [Detail.IPV6_MAX_7]: "an address with '::' has at most 7 groups",
  [Detail.IPV6_MAX_8]: 'an IPv6 address has at most 8 groups',
  [Detail.IPV6_SECOND_COMPRESS]: "only one '::' may appear in an IPv6 address",
  [Detail.IPV6_NO_ROOM]: "an address with 8 groups has no room for '::'",
  [Detail.IPVFUTURE_VERSION]: "expected a hex version number after 'v'",
  [Detail.IPVFUTURE_DOT]: "expected '.' after the version number",
  [Detail.IPVFUTURE_ADDRESS]: "expected an address after the '.'",
  [Detail.ZONE_PERCENT]: "a '%' inside a zone identifier starts a percent-encoding",
  [Detail.ZONE_EMPTY]: 'expected a zone identifier (such as eth0 or 1) after %25',
  [Detail.ZONE_DELIMITER]: "a zone identifier starts with '%25' in a URI, not a bare '%'",
  [Detail.ZONE_CHAR]: 'a zone identifier holds unreserved characters and percent-encodings',
  [Detail.ZONE_NOT_ALLOWED]: "a zone identifier ('%25' + zone, RFC 6874) is not part of RFC 3986's IPv6address; parse with { zoneId: true } to accept one",
  [Detail.IPVFUTURE_CHAR]: 'an IPvFuture address holds unreserved characters, sub-delims and ":"',
  [Detail.IPV6_CHAR]: "expected a hex digit, ':', '.' or the closing ']'",
  [Detail.NOT_ASCII]: 'a URI holds only ASCII: percent-encode the character as UTF-8, or parse it as an IRI ({ iri: true })',
  [Detail.IPRIVATE]: 'a private-use character (RFC 3987 iprivate) is allowed only in the query',
  [Detail.NOT_UCSCHAR]: 'RFC 3987 allows ucschar here, not this code point (a control, noncharacter, lone surrogate or bidi formatting character)',
  [Detail.PORT_BRACKETS]: 'brackets belong around the whole IPv6 address: [2001:db8::1]:8080',
  [Detail.LITERAL_WHOLE_HOST]: "an IP-literal's brackets enclose the whole host",
  [Detail.LITERAL_FOLLOWER]: "after an IP-literal only ':port', '/', '?' or '#' may follow",
  [Detail.SECOND_AT]: "a second '@': an authority has at most one; percent-encode the '@' inside the userinfo as %40",
  [Detail.SCHEME_EMPTY]: 'the scheme is empty',
  [Detail.SCHEME_FIRST]: 'a scheme must start with a letter',
  [Detail.SCHEME_CHARS]: 'a scheme holds letters, digits, "+", "-" and "."',
  [Detail.NO_SCHEME]: "expected a scheme and ':' at the start, like 'https:'",
  [Detail.SECOND_HASH]: "a fragment cannot contain a second '#'",
  [Detail.LITERAL_ASCII]: 'an IP-literal is ASCII, in an IRI too',
  [Detail.LITERAL_TRAILER]: "nothing may follow the ']' of an IP-literal",
  [Detail.HOST_IPV6]: 'an IPv6 address in a host must be in brackets, like [2001:db8::1]; a port is its own component',
};

/** The detail of the failure p records: what was expected at its index, when it says more than the code's title. */
function detailOf(p: ParseState): string | undefined {
  const n = p.arg;
  switch (p.detail) {
    case Detail.None:
    case Detail.End: return undefined;
    case Detail.IPV6_GROUP_COUNT: return `expected 8 groups or a '::', found ${n} group${n === 1 ? '' : 's'}`;
    case Detail.LITERAL_UNCLOSED: return `missing ']' to close the IP-literal opened at index ${n}`;
    case Detail.SCHEME_IN_RELATIVE: return `the ':' makes '${p.source.slice(0, p.index)}' a scheme, and a relative reference has none`;
    case Detail.COLON_AS_SCHEME:
      return `the first segment of a relative-path reference cannot contain ':' (as a scheme, '${p.source.slice(0, p.index)}' is not valid)`;
    default: return DETAILS[p.detail];
  }
}

/** @internal The UriError for the failure the last call on p returned false (or -1) for; `input` is the string it read. */
export function parseError(p: ParseState, input: string): UriError {
  return new UriError(p.code, p.index, input, detailOf(p), ENTRIES[p.code]);
}

/** @internal The same, for an error that is returned rather than thrown: no stack trace (see unthrownError). */
export function unthrownParseError(p: ParseState, input: string): UriError {
  return unthrownError(p.code, p.index, input, detailOf(p), ENTRIES[p.code]);
}
