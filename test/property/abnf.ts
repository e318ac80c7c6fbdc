/**
 * RFC 3986 Appendix A -- fast-check arbitraries built from the collected ABNF, one per rule, named
 * after it (STYLE 29). String-valued rules are `fc.Arbitrary<string>`; the composite rules
 * (host, authority, hier-part, relative-part, URI, relative-ref, URI-reference, absolute-URI) also
 * have a `...Parts` sibling that returns the components the parser must find, with the assembled
 * string in `text`, so tests can check the parser's split and not only its verdict.
 *
 * The grammar is unambiguous, so the split is determined by the text: reg-name holds no ':' or '@',
 * a path holds no '?' or '#', path-absolute never starts with "//", path-noscheme has no ':' in its
 * first segment. The one overlap the RFC resolves by order is section 3.2.2's first-match-wins: a reg-name
 * that is also an IPv4address is one, and `hostKind` says so.
 * https://www.rfc-editor.org/rfc/rfc3986#appendix-A
 */
import fc from 'fast-check';

// ---------------------------------------------------------------------------------------------
// Types

/** section 3.2.2 host kinds, as the parser's `hostKind` spells them. */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name';

/** The expected components of a generated URI reference: raw text, undefined when absent. */
export interface Parts {
  scheme: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  hostKind: HostKind | undefined;
  port: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
  /** The assembled string (section 5.3 recomposition of the components above). */
  text: string;
}

/** host = IP-literal / IPv4address / reg-name, with its kind. */
export interface HostParts {
  host: string;
  hostKind: HostKind;
}

/** authority = [ userinfo "@" ] host [ ":" port ] */
export interface AuthorityParts extends HostParts {
  userinfo: string | undefined;
  port: string | undefined;
  text: string;
}

/** hier-part / relative-part: an optional authority and the path. */
export interface PathParts {
  userinfo: string | undefined;
  host: string | undefined;
  hostKind: HostKind | undefined;
  port: string | undefined;
  path: string;
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Character sets (section 2.2, section 2.3, App. A), as the readable strings the RFC lists

export const ALPHA_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const DIGIT_CHARS = '0123456789';
export const HEXDIG_CHARS = '0123456789ABCDEFabcdef'; // section 2.1: hex digits are case-insensitive
export const UNRESERVED_CHARS = ALPHA_CHARS + DIGIT_CHARS + '-._~';
export const SUB_DELIMS_CHARS = "!$&'()*+,;=";
export const GEN_DELIMS_CHARS = ':/?#[]@';

const chars = (s: string): fc.Arbitrary<string> => fc.constantFrom(...s.split(''));
const concat = (parts: readonly string[]): string => parts.join('');

// ---------------------------------------------------------------------------------------------
// Core rules

// ALPHA = %x41-5A / %x61-7A
export const alpha: fc.Arbitrary<string> = chars(ALPHA_CHARS);
// DIGIT = %x30-39
export const digit: fc.Arbitrary<string> = chars(DIGIT_CHARS);
// HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"   (case-insensitive)
export const hexdig: fc.Arbitrary<string> = chars(HEXDIG_CHARS);
// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
export const unreserved: fc.Arbitrary<string> = chars(UNRESERVED_CHARS);
// sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
export const subDelims: fc.Arbitrary<string> = chars(SUB_DELIMS_CHARS);
// pct-encoded = "%" HEXDIG HEXDIG
export const pctEncoded: fc.Arbitrary<string> = fc.tuple(hexdig, hexdig).map(([h, l]) => '%' + h + l);

/** unreserved, pct-encoded and sub-delims, with the weights that make realistic text. */
const unreservedPctSub = fc.oneof(
  { arbitrary: unreserved, weight: 6 },
  { arbitrary: pctEncoded, weight: 2 },
  { arbitrary: subDelims, weight: 2 },
);

// pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
export const pchar: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: unreservedPctSub, weight: 8 },
  { arbitrary: fc.constantFrom(':', '@'), weight: 1 },
);

// ---------------------------------------------------------------------------------------------
// section 3.1 scheme

// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
export const scheme: fc.Arbitrary<string> = fc
  .tuple(alpha, fc.string({ unit: fc.oneof(alpha, digit, chars('+-.')), maxLength: 8 }))
  .map(([a, rest]) => a + rest);

// ---------------------------------------------------------------------------------------------
// section 3.2 authority

// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
export const userinfo: fc.Arbitrary<string> = fc.string({
  unit: fc.oneof({ arbitrary: unreservedPctSub, weight: 8 }, { arbitrary: fc.constant(':'), weight: 1 }),
  maxLength: 12,
});

// dec-octet = DIGIT                 ; 0-9
//           / %x31-39 DIGIT         ; 10-99
//           / "1" 2DIGIT            ; 100-199
//           / "2" %x30-34 DIGIT     ; 200-249
//           / "25" %x30-35          ; 250-255
export const decOctet: fc.Arbitrary<string> = fc.oneof(
  digit,
  fc.tuple(chars('123456789'), digit).map(concat),
  fc.tuple(fc.constant('1'), digit, digit).map(concat),
  fc.tuple(fc.constant('2'), chars('01234'), digit).map(concat),
  fc.tuple(fc.constant('25'), chars('012345')).map(concat),
);

// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
export const ipv4address: fc.Arbitrary<string> = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((o) => o.join('.'));

/** True when s matches IPv4address exactly (what section 3.2.2's first-match-wins takes as one). */
export function isIPv4address(s: string): boolean {
  return /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/.test(s);
}

// h16 = 1*4HEXDIG
export const h16: fc.Arbitrary<string> = fc.string({ unit: hexdig, minLength: 1, maxLength: 4 });

// ls32 = ( h16 ":" h16 ) / IPv4address
export const ls32: fc.Arbitrary<string> = fc.oneof(fc.tuple(h16, h16).map(([a, b]) => a + ':' + b), ipv4address);

/** n( h16 ":" ) */
const h16Colons = (n: number): fc.Arbitrary<string> =>
  fc.array(h16, { minLength: n, maxLength: n }).map((gs) => gs.map((g) => g + ':').join(''));

/** [ *n( h16 ":" ) h16 ] -- the optional part before "::"; '' when absent. */
const beforeDoubleColon = (n: number): fc.Arbitrary<string> =>
  fc.option(
    fc.tuple(fc.array(h16, { maxLength: n }), h16).map(([gs, last]) => gs.map((g) => g + ':').join('') + last),
    { nil: undefined, freq: 3 },
  ).map((p) => p ?? '');

// IPv6address =                            6( h16 ":" ) ls32
//             /                       "::" 5( h16 ":" ) ls32
//             / [               h16 ] "::" 4( h16 ":" ) ls32
//             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
//             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
//             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
//             / [ *4( h16 ":" ) h16 ] "::"              ls32
//             / [ *5( h16 ":" ) h16 ] "::"              h16
//             / [ *6( h16 ":" ) h16 ] "::"
/** The nine alternatives of IPv6address, in the RFC's order, so a test can run each on its own. */
export const ipv6addressAlternatives: readonly fc.Arbitrary<string>[] = [
  fc.tuple(h16Colons(6), ls32).map(concat),
  fc.tuple(h16Colons(5), ls32).map(([m, l]) => '::' + m + l),
  fc.tuple(beforeDoubleColon(0), h16Colons(4), ls32).map(([b, m, l]) => b + '::' + m + l),
  fc.tuple(beforeDoubleColon(1), h16Colons(3), ls32).map(([b, m, l]) => b + '::' + m + l),
  fc.tuple(beforeDoubleColon(2), h16Colons(2), ls32).map(([b, m, l]) => b + '::' + m + l),
  fc.tuple(beforeDoubleColon(3), h16Colons(1), ls32).map(([b, m, l]) => b + '::' + m + l),
  fc.tuple(beforeDoubleColon(4), ls32).map(([b, l]) => b + '::' + l),
  fc.tuple(beforeDoubleColon(5), h16).map(([b, l]) => b + '::' + l),
  beforeDoubleColon(6).map((b) => b + '::'),
];

export const ipv6address: fc.Arbitrary<string> = fc.oneof(...ipv6addressAlternatives);

// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )   ("v" is case-insensitive, RFC 5234 section 2.3)
export const ipvFuture: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('v', 'V'),
    fc.string({ unit: hexdig, minLength: 1, maxLength: 3 }),
    fc.string({ unit: fc.oneof(unreserved, subDelims, fc.constant(':')), minLength: 1, maxLength: 10 }),
  )
  .map(([v, version, address]) => v + version + '.' + address);

// IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
export const ipLiteralParts: fc.Arbitrary<HostParts> = fc.oneof(
  { arbitrary: ipv6address.map((a): HostParts => ({ host: '[' + a + ']', hostKind: 'ipv6' })), weight: 3 },
  { arbitrary: ipvFuture.map((a): HostParts => ({ host: '[' + a + ']', hostKind: 'ipvfuture' })), weight: 1 },
);
export const ipLiteral: fc.Arbitrary<string> = ipLiteralParts.map((p) => p.host);

// reg-name = *( unreserved / pct-encoded / sub-delims )
// Besides free text, two shapes that probe section 3.2.2's first-match-wins: domain names, and digits and
// dots that are often (not always) an IPv4address ("1.2.3.4", "1.2.3.256", "01.2.3.4", "1.2.3").
export const regName: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: unreservedPctSub, maxLength: 12 }), weight: 4 },
  {
    arbitrary: fc
      .array(fc.string({ unit: fc.oneof(alpha, digit, fc.constant('-')), minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 })
      .map((labels) => labels.join('.')),
    weight: 2,
  },
  {
    arbitrary: fc
      .array(fc.oneof(decOctet, fc.string({ unit: digit, minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 5 })
      .map((octets) => octets.join('.')),
    weight: 1,
  },
);

// host = IP-literal / IPv4address / reg-name
export const hostParts: fc.Arbitrary<HostParts> = fc.oneof(
  { arbitrary: ipLiteralParts, weight: 2 },
  { arbitrary: ipv4address.map((h): HostParts => ({ host: h, hostKind: 'ipv4' })), weight: 1 },
  { arbitrary: regName.map((h): HostParts => ({ host: h, hostKind: isIPv4address(h) ? 'ipv4' : 'reg-name' })), weight: 4 },
);
export const host: fc.Arbitrary<string> = hostParts.map((p) => p.host);

// port = *DIGIT
export const port: fc.Arbitrary<string> = fc.string({ unit: digit, maxLength: 6 });

// authority = [ userinfo "@" ] host [ ":" port ]
export const authorityParts: fc.Arbitrary<AuthorityParts> = fc
  .tuple(fc.option(userinfo, { nil: undefined }), hostParts, fc.option(port, { nil: undefined }))
  .map(([u, h, p]) => ({
    userinfo: u,
    host: h.host,
    hostKind: h.hostKind,
    port: p,
    text: (u === undefined ? '' : u + '@') + h.host + (p === undefined ? '' : ':' + p),
  }));
export const authority: fc.Arbitrary<string> = authorityParts.map((p) => p.text);

// ---------------------------------------------------------------------------------------------
// section 3.3 path

// segment = *pchar
export const segment: fc.Arbitrary<string> = fc.string({ unit: pchar, maxLength: 8 });
// segment-nz = 1*pchar
export const segmentNz: fc.Arbitrary<string> = fc.string({ unit: pchar, minLength: 1, maxLength: 8 });
// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )   ; non-zero-length segment without any colon ":"
export const segmentNzNc: fc.Arbitrary<string> = fc.string({
  unit: fc.oneof({ arbitrary: unreservedPctSub, weight: 8 }, { arbitrary: fc.constant('@'), weight: 1 }),
  minLength: 1,
  maxLength: 8,
});

/** *( "/" segment ) */
const slashSegments: fc.Arbitrary<string> = fc.array(segment, { maxLength: 5 }).map((ss) => ss.map((s) => '/' + s).join(''));

// path-abempty  = *( "/" segment )
export const pathAbempty: fc.Arbitrary<string> = slashSegments;
// path-absolute = "/" [ segment-nz *( "/" segment ) ]
export const pathAbsolute: fc.Arbitrary<string> = fc
  .option(fc.tuple(segmentNz, slashSegments).map(concat), { nil: undefined })
  .map((rest) => '/' + (rest ?? ''));
// path-noscheme = segment-nz-nc *( "/" segment )
export const pathNoscheme: fc.Arbitrary<string> = fc.tuple(segmentNzNc, slashSegments).map(concat);
// path-rootless = segment-nz *( "/" segment )
export const pathRootless: fc.Arbitrary<string> = fc.tuple(segmentNz, slashSegments).map(concat);
// path-empty    = 0<pchar>
export const pathEmpty: fc.Arbitrary<string> = fc.constant('');

// ---------------------------------------------------------------------------------------------
// section 3.4 query, section 3.5 fragment

// query = *( pchar / "/" / "?" )
export const query: fc.Arbitrary<string> = fc.string({
  unit: fc.oneof({ arbitrary: pchar, weight: 8 }, { arbitrary: fc.constantFrom('/', '?'), weight: 2 }),
  maxLength: 12,
});
// fragment = *( pchar / "/" / "?" )
export const fragment: fc.Arbitrary<string> = query;

// ---------------------------------------------------------------------------------------------
// section 3, section 4 the whole

const noAuthority = (path: string): PathParts => ({
  userinfo: undefined, host: undefined, hostKind: undefined, port: undefined, path, text: path,
});

const withAuthority: fc.Arbitrary<PathParts> = fc.tuple(authorityParts, pathAbempty).map(([a, path]) => ({
  userinfo: a.userinfo, host: a.host, hostKind: a.hostKind, port: a.port, path, text: '//' + a.text + path,
}));

// hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
export const hierPartParts: fc.Arbitrary<PathParts> = fc.oneof(
  { arbitrary: withAuthority, weight: 4 },
  { arbitrary: pathAbsolute.map(noAuthority), weight: 2 },
  { arbitrary: pathRootless.map(noAuthority), weight: 2 },
  { arbitrary: pathEmpty.map(noAuthority), weight: 1 },
);
export const hierPart: fc.Arbitrary<string> = hierPartParts.map((p) => p.text);

// relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
export const relativePartParts: fc.Arbitrary<PathParts> = fc.oneof(
  { arbitrary: withAuthority, weight: 4 },
  { arbitrary: pathAbsolute.map(noAuthority), weight: 2 },
  { arbitrary: pathNoscheme.map(noAuthority), weight: 2 },
  { arbitrary: pathEmpty.map(noAuthority), weight: 1 },
);
export const relativePart: fc.Arbitrary<string> = relativePartParts.map((p) => p.text);

function assemble(s: string | undefined, h: PathParts, q: string | undefined, f: string | undefined): Parts {
  return {
    scheme: s,
    userinfo: h.userinfo,
    host: h.host,
    hostKind: h.hostKind,
    port: h.port,
    path: h.path,
    query: q,
    fragment: f,
    text: (s === undefined ? '' : s + ':') + h.text + (q === undefined ? '' : '?' + q) + (f === undefined ? '' : '#' + f),
  };
}

const optionalQuery = fc.option(query, { nil: undefined });
const optionalFragment = fc.option(fragment, { nil: undefined });

// URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
export const uriParts: fc.Arbitrary<Parts> = fc
  .tuple(scheme, hierPartParts, optionalQuery, optionalFragment)
  .map(([s, h, q, f]) => assemble(s, h, q, f));
export const uri: fc.Arbitrary<string> = uriParts.map((p) => p.text);

// relative-ref = relative-part [ "?" query ] [ "#" fragment ]
export const relativeRefParts: fc.Arbitrary<Parts> = fc
  .tuple(relativePartParts, optionalQuery, optionalFragment)
  .map(([h, q, f]) => assemble(undefined, h, q, f));
export const relativeRef: fc.Arbitrary<string> = relativeRefParts.map((p) => p.text);

// URI-reference = URI / relative-ref
export const uriReferenceParts: fc.Arbitrary<Parts> = fc.oneof(uriParts, relativeRefParts);
export const uriReference: fc.Arbitrary<string> = uriReferenceParts.map((p) => p.text);

// absolute-URI = scheme ":" hier-part [ "?" query ]
export const absoluteUriParts: fc.Arbitrary<Parts> = fc
  .tuple(scheme, hierPartParts, optionalQuery)
  .map(([s, h, q]) => assemble(s, h, q, undefined));
export const absoluteUri: fc.Arbitrary<string> = absoluteUriParts.map((p) => p.text);

// ---------------------------------------------------------------------------------------------
// Offsets of a generated reference, for tests that point into it

/** Where each component of `parts.text` starts and ends; -1 for an absent one. */
export interface Offsets {
  /** index of the scheme's ':' */
  schemeEnd: number;
  /** start of the authority (after "//") */
  authorityStart: number;
  /** index of the userinfo's '@' */
  at: number;
  hostStart: number;
  hostEnd: number;
  /** start of the path; the authority (with its port) ends here */
  pathStart: number;
  /** index of the '?' */
  queryStart: number;
  /** index of the '#' */
  fragmentStart: number;
}

export function offsetsOf(p: Parts): Offsets {
  const schemeEnd = p.scheme === undefined ? -1 : p.scheme.length;
  let i = schemeEnd + 1;
  let authorityStart = -1;
  let at = -1;
  let hostStart = -1;
  let hostEnd = -1;
  if (p.host !== undefined) {
    authorityStart = i + 2;
    i = authorityStart;
    if (p.userinfo !== undefined) {
      at = i + p.userinfo.length;
      i = at + 1;
    }
    hostStart = i;
    hostEnd = i + p.host.length;
    i = hostEnd + (p.port === undefined ? 0 : 1 + p.port.length);
  }
  const pathStart = i;
  i += p.path.length;
  const queryStart = p.query === undefined ? -1 : i;
  if (p.query !== undefined) i += 1 + p.query.length;
  const fragmentStart = p.fragment === undefined ? -1 : i;
  return { schemeEnd, authorityStart, at, hostStart, hostEnd, pathStart, queryStart, fragmentStart };
}

/**
 * The component a parser reading left to right is in after it has read text[0..k): where a
 * character inserted at k lands. 'literal' is the inside of an IP-literal (after '[', up to and
 * including the position before ']'); 'after-literal' is just after its ']'.
 */
export type Region =
  | 'scheme' | 'userinfo' | 'host' | 'literal' | 'after-literal' | 'port' | 'path' | 'query' | 'fragment';

export function regionAt(p: Parts, o: Offsets, k: number): Region {
  if (o.fragmentStart >= 0 && k > o.fragmentStart) return 'fragment';
  if (o.queryStart >= 0 && k > o.queryStart) return 'query';
  if (o.schemeEnd >= 0 && k <= o.schemeEnd) return 'scheme';
  if (o.authorityStart >= 0 && k >= o.authorityStart && k <= o.pathStart) {
    if (o.at >= 0 && k <= o.at) return 'userinfo';
    if (k < o.hostStart) return 'userinfo'; // unreachable: hostStart is at + 1 or authorityStart
    const literal = p.hostKind === 'ipv6' || p.hostKind === 'ipvfuture';
    if (k <= o.hostEnd) {
      if (!literal) return 'host';
      if (k === o.hostStart) return 'host';
      return k === o.hostEnd ? 'after-literal' : 'literal';
    }
    return 'port';
  }
  return 'path';
}

// ---------------------------------------------------------------------------------------------
// Appendix A as regular expressions: an independent oracle for differential tests (a test-only
// translation; the parser itself uses no regular expressions, DESIGN "Performance rules").

/** The four entry rules of Appendix A, each as an anchored regular expression. */
export const ABNF_REGEX: Readonly<Record<'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref', RegExp>> = (() => {
  const unreservedRe = "[A-Za-z0-9\\-._~]";
  const pctRe = '%[0-9A-Fa-f]{2}';
  const subDelimsRe = "[!$&'()*+,;=]";
  const pcharRe = `(?:${unreservedRe}|${pctRe}|${subDelimsRe}|[:@])`;
  const schemeRe = '[A-Za-z][A-Za-z0-9+\\-.]*';
  const userinfoRe = `(?:${unreservedRe}|${pctRe}|${subDelimsRe}|:)*`;
  const decOctetRe = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
  const ipv4Re = `${decOctetRe}\\.${decOctetRe}\\.${decOctetRe}\\.${decOctetRe}`;
  const h16Re = '[0-9A-Fa-f]{1,4}';
  const ls32Re = `(?:${h16Re}:${h16Re}|${ipv4Re})`;
  const before = (n: number): string => `(?:(?:${h16Re}:){0,${n}}${h16Re})?`;
  const ipv6Re = '(?:' + [
    `(?:${h16Re}:){6}${ls32Re}`,
    `::(?:${h16Re}:){5}${ls32Re}`,
    `${before(0)}::(?:${h16Re}:){4}${ls32Re}`,
    `${before(1)}::(?:${h16Re}:){3}${ls32Re}`,
    `${before(2)}::(?:${h16Re}:){2}${ls32Re}`,
    `${before(3)}::${h16Re}:${ls32Re}`,
    `${before(4)}::${ls32Re}`,
    `${before(5)}::${h16Re}`,
    `${before(6)}::`,
  ].join('|') + ')';
  const ipvFutureRe = `[vV][0-9A-Fa-f]+\\.(?:${unreservedRe}|${subDelimsRe}|:)+`;
  const hostRe = `(?:\\[(?:${ipv6Re}|${ipvFutureRe})\\]|${ipv4Re}|(?:${unreservedRe}|${pctRe}|${subDelimsRe})*)`;
  const authorityRe = `(?:${userinfoRe}@)?${hostRe}(?::[0-9]*)?`;
  const segmentRe = `${pcharRe}*`;
  const pathAbemptyRe = `(?:/${segmentRe})*`;
  const pathAbsoluteRe = `/(?:${pcharRe}+(?:/${segmentRe})*)?`;
  const pathNoschemeRe = `(?:${unreservedRe}|${pctRe}|${subDelimsRe}|@)+(?:/${segmentRe})*`;
  const pathRootlessRe = `${pcharRe}+(?:/${segmentRe})*`;
  const hierPartRe = `(?://${authorityRe}${pathAbemptyRe}|${pathAbsoluteRe}|${pathRootlessRe}|)`;
  const relativePartRe = `(?://${authorityRe}${pathAbemptyRe}|${pathAbsoluteRe}|${pathNoschemeRe}|)`;
  const queryRe = `(?:${pcharRe}|[/?])*`;
  const uriRe = `${schemeRe}:${hierPartRe}(?:\\?${queryRe})?(?:#${queryRe})?`;
  const relativeRefRe = `${relativePartRe}(?:\\?${queryRe})?(?:#${queryRe})?`;
  return {
    'URI-reference': new RegExp(`^(?:${uriRe}|${relativeRefRe})$`),
    'URI': new RegExp(`^${uriRe}$`),
    'absolute-URI': new RegExp(`^${schemeRe}:${hierPartRe}(?:\\?${queryRe})?$`),
    'relative-ref': new RegExp(`^${relativeRefRe}$`),
  };
})();
