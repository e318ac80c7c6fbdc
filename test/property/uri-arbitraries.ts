/**
 * RFC 3986 Sec. 3, Sec. 4, Sec. 5.2, Sec. 6.2 - fast-check arbitraries for the resolution and normalization laws.
 * Unlike abnf.ts (one arbitrary per ABNF rule, with realistic weights), these lean on what
 * resolution and normalization care about: "." and ".." segments (and their look-alikes "...",
 * ".a", "%2E"), empty segments, percent-escapes of unreserved and reserved characters in both hex
 * cases, upper-case schemes and hosts, empty and default ports, empty query and fragment, IP-literal
 * hosts. Every generated string is built to match its rule; a sanity law in the property suite
 * checks that the parser accepts them.
 */
import fc from 'fast-check';
import { ipv6address, ipvFuture } from './abnf.js';

// ---------------------------------------------------------------------------------------------
// Characters (Sec. 2.2, Sec. 2.3)

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGIT = '0123456789';
// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
const UNRESERVED = ALPHA + DIGIT + '-._~';
// sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
const SUB_DELIMS = "!$&'()*+,;=";
// reserved = gen-delims / sub-delims, plus "%" itself and a few characters that must always be escaped
const ESCAPE_ONLY = ':/?#[]@' + SUB_DELIMS + '% "<>\\^`{|}';

const chars = (s: string): fc.Arbitrary<string> => fc.constantFrom(...s.split(''));

/** "%" HEXDIG HEXDIG for one octet, the hex digits' case chosen at random (Sec. 2.1: case-insensitive). */
const escapeOf = (c: string): fc.Arbitrary<string> => {
  const hex = c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
  return fc.constantFrom('%' + hex, '%' + hex.toLowerCase());
};

/** pct-encoded of an unreserved character: decoding it is Sec. 6.2.2.2's job ("%2E" and "%7e" included). */
export const escapedUnreserved: fc.Arbitrary<string> = fc.oneof(
  chars(UNRESERVED).chain(escapeOf),
  fc.constantFrom('%2E', '%2e', '%7E', '%7e', '%2D', '%2d', '%5F', '%5f', '%41', '%61', '%7A', '%7a'),
);

/** pct-encoded of an octet that must stay encoded: reserved characters, '%', space, non-ASCII UTF-8. */
export const escapedReserved: fc.Arbitrary<string> = fc.oneof(
  chars(ESCAPE_ONLY).chain(escapeOf),
  fc.constantFrom('%C3%A9', '%c3%a9', '%E2%82%AC', '%e2%82%ac', '%FF', '%ff', '%00'),
);

const unit = (extra: string): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: chars(UNRESERVED), weight: 6 },
    { arbitrary: escapedUnreserved, weight: 2 },
    { arbitrary: escapedReserved, weight: 2 },
    { arbitrary: chars(SUB_DELIMS + extra), weight: 1 },
  );

const text = (extra: string, minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.array(unit(extra), { minLength, maxLength }).map((u) => u.join(''));

// ---------------------------------------------------------------------------------------------
// Sec. 3.3 path segments, rich in dot segments and their look-alikes

/** Segments that are, or look like, dot segments (only "." and ".." are: Sec. 5.2.4 "complete path segment"). */
const dotLike = fc.constantFrom('.', '..', '.', '..', '...', '.a', 'a.', '..g', 'g..', '%2E', '%2e%2E', '.%2E');

/** A non-empty segment; `colon` allows ':' (pchar) or not (segment-nz-nc). */
const segmentNz = (colon: boolean): fc.Arbitrary<string> =>
  fc.oneof({ arbitrary: dotLike, weight: 3 }, { arbitrary: text(colon ? ':@' : '@', 1, 4), weight: 4 });

// segment = *pchar, with empty segments made frequent
const segment: fc.Arbitrary<string> = fc.oneof({ arbitrary: fc.constant(''), weight: 1 }, { arbitrary: segmentNz(true), weight: 5 });

/** *( "/" segment ) */
const slashSegments = (max: number): fc.Arbitrary<string> =>
  fc.array(segment, { maxLength: max }).map((ss) => ss.map((s) => '/' + s).join(''));

// path-abempty  = *( "/" segment )
export const pathAbempty: fc.Arbitrary<string> = slashSegments(5);
// path-absolute = "/" [ segment-nz *( "/" segment ) ]
export const pathAbsolute: fc.Arbitrary<string> = fc
  .option(fc.tuple(segmentNz(true), slashSegments(4)).map(([a, b]) => a + b), { nil: undefined, freq: 5 })
  .map((rest) => '/' + (rest ?? ''));
// path-rootless = segment-nz *( "/" segment )
export const pathRootless: fc.Arbitrary<string> = fc.tuple(segmentNz(true), slashSegments(4)).map(([a, b]) => a + b);
// path-noscheme = segment-nz-nc *( "/" segment )
export const pathNoscheme: fc.Arbitrary<string> = fc.tuple(segmentNz(false), slashSegments(4)).map(([a, b]) => a + b);

/** Any path string as remove_dot_segments may see it (after merge): any mix of segments and slashes. */
export const anyPath: fc.Arbitrary<string> = fc
  .tuple(fc.boolean(), fc.array(segment, { maxLength: 7 }))
  .map(([abs, ss]) => (abs ? '/' : '') + ss.join('/'));

// ---------------------------------------------------------------------------------------------
// Sec. 3.1 scheme, Sec. 3.2 authority

// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), upper case included (Sec. 3.1: case-insensitive)
export const scheme: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('http', 'HTTP', 'Http', 'https', 'ftp', 'file', 'FILE', 'ws', 'foo', 'a', 'x-y.z+1'), weight: 4 },
  {
    arbitrary: fc
      .tuple(chars(ALPHA), fc.array(chars(ALPHA + DIGIT + '+-.'), { maxLength: 5 }))
      .map(([a, rest]) => a + rest.join('')),
    weight: 1,
  },
);

// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
const userinfo: fc.Arbitrary<string> = fc.oneof(fc.constantFrom('', 'u', 'U:P', '%7euser', 'a:'), text(':', 0, 4));

// host = IP-literal / IPv4address / reg-name
export const host: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'A', 'EXAMPLE.com', 'Example.COM', 'www.w3.org', 'localhost', 'LocalHost', '', '%41b', '%c3%a9x'), weight: 4 },
  { arbitrary: text('', 0, 4), weight: 2 },
  { arbitrary: fc.constantFrom('127.0.0.1', '192.0.2.16', '1.2.3.4'), weight: 1 },
  { arbitrary: fc.constantFrom('[::1]', '[2001:DB8::7]', '[2001:db8::7]', '[::FFFF:192.0.2.1]', '[v1.Ab:C]'), weight: 1 },
  { arbitrary: ipv6address.map((a) => '[' + a + ']'), weight: 1 },
  { arbitrary: ipvFuture.map((a) => '[' + a + ']'), weight: 1 },
);

// port = *DIGIT: absent, empty, a scheme's default, or another
const port: fc.Arbitrary<string | undefined> = fc.option(fc.constantFrom('', '80', '443', '21', '8080', '0', '081', '65535'), {
  nil: undefined,
});

// authority = [ userinfo "@" ] host [ ":" port ]
export const authority: fc.Arbitrary<string> = fc
  .tuple(fc.option(userinfo, { nil: undefined, freq: 3 }), host, port)
  .map(([u, h, p]) => (u === undefined ? '' : u + '@') + h + (p === undefined ? '' : ':' + p));

// ---------------------------------------------------------------------------------------------
// Sec. 3.4 query, Sec. 3.5 fragment: absent, empty, or text with its own dot segments (never resolved)

const queryText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'q', 'y/./x', 'y/../x', 'a=%2f&b=%2F', '?', '/'),
  fc.array(fc.oneof(unit(':@/?'), dotLike), { maxLength: 5 }).map((u) => u.join('')),
);
export const query: fc.Arbitrary<string | undefined> = fc.option(queryText, { nil: undefined });
export const fragment: fc.Arbitrary<string | undefined> = fc.option(queryText, { nil: undefined });

const suffix = (q: string | undefined, f: string | undefined): string =>
  (q === undefined ? '' : '?' + q) + (f === undefined ? '' : '#' + f);

// ---------------------------------------------------------------------------------------------
// Sec. 3, Sec. 4 the whole

// hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
export const hierPart: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.tuple(authority, pathAbempty).map(([a, p]) => '//' + a + p), weight: 4 },
  { arbitrary: pathAbsolute, weight: 2 },
  { arbitrary: pathRootless, weight: 1 },
  { arbitrary: fc.constant(''), weight: 1 },
);

// relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
export const relativePart: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.tuple(authority, pathAbempty).map(([a, p]) => '//' + a + p), weight: 1 },
  { arbitrary: pathAbsolute, weight: 2 },
  { arbitrary: pathNoscheme, weight: 5 },
  { arbitrary: fc.constant(''), weight: 1 },
);

// URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
export const uri: fc.Arbitrary<string> = fc
  .tuple(scheme, hierPart, query, fragment)
  .map(([s, h, q, f]) => s + ':' + h + suffix(q, f));

// absolute-URI = scheme ":" hier-part [ "?" query ]; as a base, a fragment is allowed and ignored (Sec. 5.1)
export const baseUri: fc.Arbitrary<string> = fc
  .tuple(scheme, hierPart, query, fc.option(fc.constantFrom('', 'frag', 'a/../b'), { nil: undefined, freq: 4 }))
  .map(([s, h, q, f]) => s + ':' + h + suffix(q, f));

// relative-ref = relative-part [ "?" query ] [ "#" fragment ]
export const relativeRef: fc.Arbitrary<string> = fc
  .tuple(relativePart, query, fragment)
  .map(([r, q, f]) => r + suffix(q, f));

// URI-reference = URI / relative-ref
export const uriReference: fc.Arbitrary<string> = fc.oneof({ arbitrary: uri, weight: 1 }, { arbitrary: relativeRef, weight: 3 });

/**
 * A hierarchical base (Uri#isHierarchical: an authority, or a path starting with '/'; with an
 * authority and an empty path, merge supplies the '/'): the bases against which normalizing a
 * relative-path reference keeps its target. A rootless base such as `foo:./` is left out: there
 * remove_dot_segments("./b/../a") is "/a", which no shorter reference reproduces.
 */
export const hierarchicalBase: fc.Arbitrary<string> = fc
  .tuple(scheme, fc.oneof(fc.tuple(authority, pathAbempty).map(([a, p]) => '//' + a + p), pathAbsolute), query)
  .map(([s, h, q]) => s + ':' + h + suffix(q, undefined));

// ---------------------------------------------------------------------------------------------
// Small pools, so that equivalent pairs and triples actually occur

/**
 * Equivalence classes spelled several ways: at the 'scheme' level the first seven are one class, at
 * 'syntax' level four of them are, and so on; URIs from a handful of components fill the gaps.
 */
export const POOL: readonly string[] = [
  'http://a/', 'HTTP://A/', 'http://%61/', 'http://a/./', 'http://a', 'http://a:80/', 'http://a:/',
  'http://a/b', 'http://A/%62', 'http://a/b/../b', 'hTTp://a:80/c/./../b', 'http://a/B',
  'http://a/?', 'http://a?', 'http://a:80?', 'http://a/#', 'http://a/b?~', 'http://a/b?%7e', 'http://a/b?%7E',
];

/** URIs from a handful of components, many of them equivalent at the 'syntax' or 'scheme' level. */
export const pooledUri: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...POOL), weight: 3 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('http', 'HTTP'),
        fc.constantFrom('a', 'A', '%61'),
        fc.constantFrom(undefined, '', '80'),
        fc.constantFrom('', '/', '/./', '/b', '/%62', '/b/../b'),
        fc.constantFrom(undefined, '', '~', '%7E'),
      )
      .map(([s, h, p, path, q]) => s + '://' + h + (p === undefined ? '' : ':' + p) + path + (q === undefined ? '' : '?' + q)),
    weight: 1,
  },
);

/** Relative references from a small pool, some of them equivalent once dot segments are removed. */
export const pooledRef: fc.Arbitrary<string> = fc.constantFrom(
  'a', './a', 'b/../a', '%61', 'a/', 'a/.', './', '.', 'x/..', '..', '../', '../b/..', '', '#', '?', '?%7E', '?~',
);
