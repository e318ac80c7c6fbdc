/** RFC 3986 §2.1, §3 — a Uri from unencoded parts, each percent-encoded with its component's set. */

import { argumentError, describeValue } from './errors.js';
import { encode } from './percent.js';
import { type Uri, fromComponents } from './uri.js';

/**
 * Unencoded parts of a URI, like java.net.URI's multi-argument constructors take: every character
 * that is not allowed literally in its component is percent-encoded (UTF-8), '%' included.
 */
export interface UriParts {
  /** Not encoded: a scheme has no percent-encoding (§3.1); it is checked as given. */
  scheme?: string | undefined;
  userinfo?: string | undefined;
  /** A reg-name, an IPv4 address, or an IPv6 address with or without its brackets. */
  host?: string | undefined;
  port?: string | number | undefined;
  /** A path whose '/' separate segments, or the list of segments (each may hold '/', encoded as %2F). */
  path?: string | readonly string[] | undefined;
  query?: string | undefined;
  fragment?: string | undefined;
}

/** Encodes ':' in the first segment, where a relative-path reference cannot hold it literally (§4.2). */
function encodeFirstSegmentColons(path: string): string {
  const slash = path.indexOf('/');
  const end = slash < 0 ? path.length : slash;
  return path.slice(0, end).split(':').join('%3A') + path.slice(end);
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw argumentError(`build: the ${name} must be a string or undefined, got ${describeValue(value)}`);
}

/**
 * Builds a Uri from unencoded parts, percent-encoding each with its component's allowed set and
 * checking the §3 rules that tie components together (throws UriError, like Uri#with).
 *
 * @example
 * build({ scheme: 'http', host: 'example.com', path: ['a b', 'c/d'], query: 'q=1 2' }).toString();
 * // 'http://example.com/a%20b/c%2Fd?q=1%202'
 */
export function build(parts: UriParts): Uri {
  if (parts === null || typeof parts !== 'object') {
    throw argumentError(`build: expected an object of parts, got ${describeValue(parts)}`);
  }
  const userinfo = optionalString(parts.userinfo, 'userinfo');
  let host = optionalString(parts.host, 'host');
  if (host !== undefined) {
    // An IPv6 address given bare is bracketed; a bracketed literal is taken as written; else a reg-name.
    if (host.charCodeAt(0) !== 91) host = host.includes(':') ? '[' + host + ']' : encode(host, 'host');
  }
  let path: string;
  const p = parts.path;
  if (p === undefined) {
    path = '';
  } else if (typeof p === 'string') {
    path = encode(p, 'path');
  } else if (Array.isArray(p)) {
    path = p.map((segment, i) => {
      if (typeof segment !== 'string') {
        throw argumentError(`build: path segment ${i} must be a string, got ${describeValue(segment)}`);
      }
      return encode(segment, 'segment');
    }).join('/');
    // With an authority the path must start with '/': segments name the levels below it.
    if (host !== undefined && path !== '' && path.charCodeAt(0) !== 47) path = '/' + path;
  } else {
    throw argumentError(`build: the path must be a string, an array of segments, or undefined, got ${describeValue(p)}`);
  }
  const scheme = optionalString(parts.scheme, 'scheme');
  if (scheme === undefined && host === undefined) path = encodeFirstSegmentColons(path);
  const query = optionalString(parts.query, 'query');
  const fragment = optionalString(parts.fragment, 'fragment');
  return fromComponents({
    scheme,
    userinfo: userinfo === undefined ? undefined : encode(userinfo, 'userinfo'),
    host,
    port: parts.port,
    path,
    query: query === undefined ? undefined : encode(query, 'query'),
    fragment: fragment === undefined ? undefined : encode(fragment, 'fragment'),
  });
}
