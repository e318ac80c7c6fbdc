/** RFC 3986 §2.1, §3 — a Uri from unencoded parts, each percent-encoded with its component's set. */

import { argumentError, describeValue } from './errors.js';
import { type Check, type Fields, checkOptions, isString } from './options.js';
import { encode } from './percent.js';
import { type Uri, fromComponents } from './uri.js';
import { type QueryPairInput, type QueryRecord, buildQuery, modeOfScheme } from './query/query.js';

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
  /**
   * The query: a string (every '%' encoded too, like every other part), or its pairs, a record or
   * a pairs array as urikit/query's buildQuery takes them, each key and value encoded once: form
   * encoding ('+' for a space) for http, https, ws and wss, RFC 3986 encoding for other schemes.
   */
  query?: string | readonly QueryPairInput[] | QueryRecord | undefined;
  fragment?: string | undefined;
}

/** A port: its digits as a string (checked as §3.2.3 port when the Uri is built), or a non-negative integer. */
const isPort: Check = (value, where) => {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)) return;
  throw argumentError(`${where} must be a string of digits or a non-negative integer, got ${describeValue(value)}`);
};

/** A path: a string, or the list of its segments, each a string. */
const isPath: Check = (value, where) => {
  if (typeof value === 'string') return;
  if (!Array.isArray(value)) throw argumentError(`${where} must be a string or an array of segments, got ${describeValue(value)}`);
  for (let i = 0; i < value.length; i++) isString(value[i], `${where}[${i}]`);
};

/** A query: a string, or pairs (an array or a record; buildQuery checks each pair). */
const isQuery: Check = (value, where) => {
  if (typeof value === 'string' || (typeof value === 'object' && value !== null)) return;
  throw argumentError(`${where} must be a string, an array of pairs or an object of values, got ${describeValue(value)}`);
};

/** The fields of UriParts, checked (see options.ts): a key outside them is a mistake, not a part. */
const PARTS_FIELDS: Fields = {
  scheme: isString, userinfo: isString, host: isString, port: isPort, path: isPath, query: isQuery, fragment: isString,
};

/** Encodes ':' in the first segment, where a relative-path reference cannot hold it literally (§4.2). */
function encodeFirstSegmentColons(path: string): string {
  const slash = path.indexOf('/');
  const end = slash < 0 ? path.length : slash;
  return path.slice(0, end).split(':').join('%3A') + path.slice(end);
}

/**
 * Builds a Uri from unencoded parts, percent-encoding each with its component's allowed set and
 * checking the §3 rules that tie components together (throws UriError, like Uri#with).
 *
 * @throws {UriError} the code of a component that breaks its rule, or of a broken §3 order rule;
 * 'invalid-argument' for parts that are not an object, a key that is not one of the parts, a part
 * of the wrong type (a string; a port may be a non-negative integer, a path an array of strings,
 * a query pairs), or a pair buildQuery refuses.
 * @example
 * build({ scheme: 'http', host: 'example.com', path: ['a b', 'c/d'], query: 'q=1 2' }).toString();
 * // 'http://example.com/a%20b/c%2Fd?q=1%202'
 * build({ scheme: 'https', host: 'example.com', query: { q: 'x y&z', page: 2 } }).toString();
 * // 'https://example.com?q=x+y%26z&page=2'
 */
export function build(parts: UriParts): Uri {
  // parts is required: checkOptions lets undefined through, as for an options argument
  if (parts === undefined) throw argumentError(`build: parts must be an object, got ${describeValue(parts)}`);
  checkOptions(parts, 'build', PARTS_FIELDS, 'parts');
  const userinfo = parts.userinfo;
  let host = parts.host;
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
  } else {
    path = p.map((segment) => encode(segment, 'segment')).join('/');
    // With an authority the path must start with '/': segments name the levels below it.
    if (host !== undefined && path !== '' && path.charCodeAt(0) !== 47) path = '/' + path;
  }
  const scheme = parts.scheme;
  if (scheme === undefined && host === undefined) path = encodeFirstSegmentColons(path);
  const query = parts.query;
  const fragment = parts.fragment;
  return fromComponents({
    scheme,
    userinfo: userinfo === undefined ? undefined : encode(userinfo, 'userinfo'),
    host,
    port: parts.port,
    path,
    query: query === undefined ? undefined
      : typeof query === 'string' ? encode(query, 'query')
      : buildQuery(query, { mode: modeOfScheme(scheme) }),
    fragment: fragment === undefined ? undefined : encode(fragment, 'fragment'),
  });
}
