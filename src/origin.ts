/** RFC 6454 §4, §5, §6.2 — the origin of a URI: its (scheme, host, port) triple, or an opaque origin, and its serialization. */

import { NORMALIZE_FIELDS_BUT_LEVEL, normalize } from './normalize.js';
import { type Fields, checkOptions } from './options.js';
import { DEFAULT_REGISTRY, type SchemeRegistry } from './registry.js';
import { type UriInput, toUri } from './uri.js';

// ---------------------------------------------------------------------------------------------
// Types

/** An origin that is a scheme/host/port triple (RFC 6454 §4 step 7). */
export interface TupleOrigin {
  readonly opaque: false;
  /** The scheme, lower case. */
  readonly scheme: string;
  /** The host, lower case, escapes of unreserved characters decoded (RFC 3986 §6.2.2); an IP-literal keeps its brackets. */
  readonly host: string;
  /** The port: the URI's own, or the scheme's default port when it gives none. */
  readonly port: number;
  /** RFC 6454 §6.2: `scheme "://" host [ ":" port ]`, the port only when it is not the default one. */
  readonly serialization: string;
}

/**
 * An opaque origin (RFC 6454 §4 steps 1, 3, 4: "a fresh globally unique identifier"): it is the
 * same origin as nothing but itself, and serializes as "null" (§6.2 step 1).
 */
export interface OpaqueOrigin {
  readonly opaque: true;
  readonly serialization: 'null';
}

/** The origin of a URI. Narrow it on `opaque`. */
export type Origin = TupleOrigin | OpaqueOrigin;

/** Options of origin and isSameOrigin. */
export interface OriginOptions {
  /** Read a string as an IRI (RFC 3987), whose host may hold Unicode: `http://b\u00fccher.example/`. Default false. */
  iri?: boolean | undefined;
  /**
   * The schemes urikit "supports" (§4 step 3) and their default ports: every entry with a
   * default port names a scheme whose URIs have a tuple origin. Default: DEFAULT_REGISTRY.
   */
  registry?: SchemeRegistry | undefined;
  /**
   * The host's ASCII form for an internationalized host (§4 step 5: the origin holds A-labels),
   * as normalize's option of that name: urikit/idna's domainToAscii, for instance.
   */
  hostToAscii?: ((domain: string) => string) | undefined;
}

/** The fields of OriginOptions, checked (see options.ts): normalize's own checks of the two. */
const ORIGIN_FIELDS: Fields = {
  iri: NORMALIZE_FIELDS_BUT_LEVEL['iri']!,
  registry: NORMALIZE_FIELDS_BUT_LEVEL['registry']!,
  hostToAscii: NORMALIZE_FIELDS_BUT_LEVEL['hostToAscii']!,
};

// ---------------------------------------------------------------------------------------------
// The algorithm

/** The largest TCP/UDP port: a URI whose port is larger names nothing a user agent can reach. */
const MAX_PORT = 65535;

/** A new opaque origin: each is its own (an object, compared by identity). */
function opaqueOrigin(): OpaqueOrigin {
  return Object.freeze({ opaque: true as const, serialization: 'null' as const });
}

/** origin on options already checked. */
function originOf(uri: unknown, options: OriginOptions | undefined, what: string): Origin {
  const u = toUri(uri, what, options);
  const registry = options?.registry ?? DEFAULT_REGISTRY;
  // §4 step 1: an absolute URI (a scheme) whose naming authority is hierarchical (a host); an
  // empty host names no authority (file:///, http:///), so it has no tuple either
  const scheme = u.scheme?.toLowerCase();
  if (scheme === undefined || u.host === undefined || u.host === '') return opaqueOrigin();
  // §4 steps 2-3: a scheme urikit supports is one with a default port in the registry
  const defaultPort = registry.get(scheme)?.defaultPort;
  // §4 step 4 (file): an implementation-defined value; urikit's is an opaque origin, as browsers
  // give file: URLs (WHATWG URL §4.4 "origin"), since no host is an authority over local files
  if (defaultPort === undefined || scheme === 'file') return opaqueOrigin();
  // §4 step 5: the host lower case (with §6.2.2's escapes of unreserved characters decoded, so
  // that hosts written two ways meet), and in A-labels when the caller gives the mapping
  const host = normalize(u, { level: 'syntax', hostToAscii: options?.hostToAscii }).host!;
  if (host === '') return opaqueOrigin();
  // §4 step 6: the written port, else the default one ("http://a:/" has an empty port: the default)
  const written = u.port;
  const port = written === undefined || written === '' ? defaultPort : Number(written);
  if (port > MAX_PORT) return opaqueOrigin();
  // §6.2 the ASCII serialization: the port only when it is not the scheme's default
  const serialization = scheme + '://' + host + (port === defaultPort ? '' : ':' + port);
  return Object.freeze({ opaque: false as const, scheme, host, port, serialization });
}

/**
 * The origin of a URI (RFC 6454 §4): for an absolute URI with a host whose scheme has a default
 * port in the registry (http, https, ws, wss, ftp, gopher, telnet, nntp, ldap, wais), the triple
 * (scheme, host, port), the port defaulted from the scheme; for anything else (a relative
 * reference, `data:`, `mailto:`, `urn:`, `file:`, an empty host, a port above 65535, a scheme
 * the registry has no default port for) a fresh opaque origin, same-origin only with itself.
 * `URL`: `new URL(s).origin`, which is `serialization` here. Unlike `URL`, a `blob:` URI has an
 * opaque origin (RFC 6454 knows no inner URL), and an internationalized host stays as written
 * unless `hostToAscii` is given.
 * See {@link https://www.rfc-editor.org/rfc/rfc6454#section-4 RFC 6454 §4}.
 *
 * @throws {UriError} a parse error for a string that is no URI reference; 'invalid-argument' for
 * an argument that is not a string or a Uri, or bad options; what `hostToAscii` throws.
 * @example
 * origin('HTTPS://Example.COM:443/a?b').serialization; // 'https://example.com'
 * origin('http://example.com:8080/'); // { opaque: false, scheme: 'http', host: 'example.com', port: 8080, serialization: 'http://example.com:8080' }
 * origin('data:,hello').serialization; // 'null'
 */
export function origin(uri: UriInput, options?: OriginOptions): Origin {
  checkOptions(options, 'origin', ORIGIN_FIELDS);
  return originOf(uri, options, 'origin: the URI');
}

/**
 * RFC 6454 §5: whether two URIs are of the same origin: both have tuple origins with the same
 * scheme, host and port. An opaque origin is the same only as itself, so a URI without a tuple
 * origin is same-origin with no URI (not even itself given twice).
 * `URL`: `a.origin === b.origin && a.origin !== 'null'`.
 *
 * @throws {UriError} as {@link origin}.
 * @example
 * isSameOrigin('http://example.com/a', 'HTTP://EXAMPLE.com:80/b'); // true
 * isSameOrigin('http://example.com/', 'https://example.com/'); // false
 */
export function isSameOrigin(a: UriInput, b: UriInput, options?: OriginOptions): boolean {
  checkOptions(options, 'isSameOrigin', ORIGIN_FIELDS);
  const x = originOf(a, options, 'isSameOrigin: the first URI');
  const y = originOf(b, options, 'isSameOrigin: the second URI');
  if (x.opaque || y.opaque) return false;
  return x.scheme === y.scheme && x.host === y.host && x.port === y.port;
}
