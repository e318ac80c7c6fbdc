/** WHATWG URL <-> RFC 3986 — toURL and fromURL: the platform's URL from a URI, and a URI from a URL, each change said. */

import { PATH_TABLE, QUERY_TABLE, REG_NAME_TABLE, USERINFO_TABLE, hexValue } from '../chars.js';
import { argumentError, describeValue } from '../errors.js';
import { type Uri, type UriInput, parse, toUri } from '../uri.js';
import { whatwgError } from './codes.js';
import { type WhatwgDifference, compareWithWhatwg, failureOf } from './compare.js';
import { type PlatformURL, type UrlLike, isPlatformUrl, platformUrl, readingOf } from './reading.js';
import { hostEndOf, hostStartOf } from '../offsets.js';

// A WHATWG href is nearly a URI: the parser percent-encodes what its encode sets name, but its sets
// are smaller than RFC 3986's. It leaves '|', '^', '`', '{', '}', '[', ']', '\' (outside special
// paths) in paths, queries and fragments, a second '#' in a fragment, a '%' that starts no escape,
// and spaces and '"' in the opaque paths of schemes like javascript:. fromURL encodes exactly
// those, each one reported with its place in the href, and changes nothing else.

/** One character fromURL had to percent-encode: the href keeps it, RFC 3986 forbids it there. */
export interface EncodedCharacter {
  readonly component: 'userinfo' | 'host' | 'path' | 'query' | 'fragment';
  /** Its index in the href. */
  readonly index: number;
  readonly character: string;
  /** What the URI writes instead: '%7C'. */
  readonly encoded: string;
}

/** What fromURL returns. */
export interface FromUrlResult {
  /** The URI: the href with what RFC 3986 forbids percent-encoded. */
  readonly uri: Uri;
  /** Every character that was encoded, in href order ([] when the href is already a URI). */
  readonly encoded: readonly EncodedCharacter[];
}

/** What toURL returns. */
export interface ToUrlResult {
  readonly url: PlatformURL;
  /** What the WHATWG parser changed, component by component ([] when its href is the URI itself). */
  readonly differences: readonly WhatwgDifference[];
}

// ---------------------------------------------------------------------------------------------
// Small predicates

const HEX = '0123456789ABCDEF';

/** Appends s[start, end) to out, percent-encoding what `table` does not allow (a valid %HH is kept). */
function encodeInto(
  s: string, start: number, end: number, table: Uint8Array, component: EncodedCharacter['component'],
  out: string[], encoded: EncodedCharacter[],
): void {
  let from = start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && table[c] === 1) continue;
    if (c === 0x25 && i + 2 < end && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0) {
      i += 2;
      continue;
    }
    // an href is ASCII: everything else is already encoded by the WHATWG parser
    const e = c < 128 ? '%' + HEX[c >> 4]! + HEX[c & 15]! : encodeURIComponent(s.charAt(i));
    if (from < i) out.push(s.slice(from, i));
    out.push(e);
    encoded.push({ component, index: i, character: s.charAt(i), encoded: e });
    from = i + 1;
  }
  if (from < end) out.push(s.slice(from, end));
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * The RFC 3986 URI of a WHATWG URL (a `URL` object, or a string the platform's URL parser reads):
 * its href, with what RFC 3986 forbids but an href may keep (`|`, `^`, `` ` ``, `{`, `}`, `[`,
 * `]`, `\`, a second `#`, a bare `%`, spaces in an opaque path) percent-encoded and listed in
 * `encoded`. Nothing is dropped or decoded. Throws UriError 'whatwg-failure' for a string the
 * URL parser refuses, 'invalid-argument' for anything but a string or a URL.
 *
 * @example
 * fromURL(new URL('http://a/b|c?d{e}')).uri.toString(); // 'http://a/b%7Cc?d%7Be%7D'
 * fromURL('HTTP://EX.com:80/./a').encoded;              // [] (the href 'http://ex.com/a' is a URI)
 */
export function fromURL(url: PlatformURL | UrlLike | string): FromUrlResult {
  let u: UrlLike;
  if (typeof url === 'string') {
    const URLClass = platformUrl(url);
    try {
      u = new URLClass(url);
    } catch {
      throw whatwgError('whatwg-failure', 0, url);
    }
  } else if (isPlatformUrl(url)) {
    u = url;
  } else {
    throw argumentError(`fromURL: the URL must be a URL object or a string, got ${describeValue(url)}`);
  }
  const r = readingOf(u);
  const s = r.href;
  const out: string[] = [];
  const encoded: EncodedCharacter[] = [];
  // scheme ":" — always RFC 3986's scheme characters
  let at = r.scheme.length + 1;
  out.push(s.slice(0, at));
  if (r.host !== undefined) {
    out.push('//');
    at += 2;
    if (r.userinfo !== undefined) {
      encodeInto(s, at, at + r.userinfo.length, USERINFO_TABLE, 'userinfo', out, encoded);
      at += r.userinfo.length + 1;
      out.push('@');
    }
    if (r.hostKind === 'ipv6') out.push(r.host);
    else encodeInto(s, at, at + r.host.length, REG_NAME_TABLE, 'host', out, encoded);
    at += r.host.length;
    if (r.port !== undefined) {
      out.push(':' + r.port);
      at += r.port.length + 1;
    }
  }
  encodeInto(s, at, at + r.path.length, PATH_TABLE, 'path', out, encoded);
  at += r.path.length;
  if (r.query !== undefined) {
    out.push('?');
    encodeInto(s, at + 1, at + 1 + r.query.length, QUERY_TABLE, 'query', out, encoded);
    at += r.query.length + 1;
  }
  if (r.fragment !== undefined) {
    out.push('#');
    encodeInto(s, at + 1, s.length, QUERY_TABLE, 'fragment', out, encoded);
  }
  // Every component now holds only its RFC 3986 characters, so this cannot fail.
  return { uri: parse(out.join('')), encoded };
}

/**
 * The platform's `URL` for a URI (a Uri, or a string parsed as an RFC 3986 URI-reference),
 * resolved against `base` when given, with the list of what the WHATWG parser changed (lower case,
 * default port, dot segments, IPv4 number forms, IDNA, ...; see compareWithWhatwg). Throws the
 * UriError of an invalid string, and 'whatwg-failure' where the URL parser refuses the URI
 * (IPvFuture, zone identifiers, a port above 65535, an empty host in http, a relative reference
 * without a base).
 *
 * @example
 * toURL('HTTP://Example.COM:80/a/./b').url.href;            // 'http://example.com/a/b'
 * toURL('HTTP://Example.COM:80/a/./b').differences.map((d) => d.component); // ['scheme', 'host', 'port', 'path']
 */
export function toURL(uri: UriInput, base?: UriInput): ToUrlResult {
  const u = toUri(uri, 'toURL: the URI', undefined);
  const b = base === undefined ? undefined : toUri(base, 'toURL: the base', undefined);
  const c = compareWithWhatwg(u, b);
  if (c.whatwg === null) {
    const s = c.input;
    // the index of the component at fault, when the URI (without a base) shows one
    const f = failureOf(s);
    const at = b !== undefined || f.component === undefined ? 0 : f.component === 'host' ? hostStartOf(u) : hostEndOf(u) + 1;
    throw whatwgError('whatwg-failure', at, s, c.whatwgFailure);
  }
  return { url: c.whatwg.url, differences: c.differences };
}
