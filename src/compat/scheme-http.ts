/** uri-js / fast-uri compatibility — the http and https handlers (RFC 9110 §4.2): a host is required, the default port and an empty path normalized. */

import { E_HTTP_HOST } from './errors.js';
import type { URIComponents, URISchemeHandler } from './types.js';

function parseHttp(components: URIComponents): URIComponents {
  if (!components.host) components.error = components.error || E_HTTP_HOST;
  return components;
}

/** The port serializeHttp leaves out for a scheme (any case): 443 for https, else 80 (RFC 9110 §4.2.1, §4.2.2). */
export function httpDefaultPort(scheme: string): number {
  // (the scheme comes in lower case from parse: compared before it is lower-cased)
  return scheme === 'https' || (scheme.length === 5 && scheme.toLowerCase() === 'https') ? 443 : 80;
}

function serializeHttp(components: URIComponents): URIComponents {
  // §4.2.3: the default port is left out ('' too: an empty port is no port)
  if (components.port === httpDefaultPort(String(components.scheme)) || components.port === '') components.port = undefined;
  // an empty path is '/' (the peers do not parse query strings: form encoding is HTML's, not HTTP's)
  if (!components.path) components.path = '/';
  return components;
}

/** The http handler: `HTTP URIs must have a host.`, port 80 and an empty path normalized, the host a domain name. */
export const httpHandler: URISchemeHandler = { scheme: 'http', domainHost: true, parse: parseHttp, serialize: serializeHttp };

/** The https handler: as http, port 443. */
export const httpsHandler: URISchemeHandler = { scheme: 'https', domainHost: true, parse: parseHttp, serialize: serializeHttp };

/**
 * Whether a handler reads and writes as http's and https's (their parse and serialize; whatever its
 * flags and name): then serialize leaves out the scheme's default port (httpDefaultPort) and an
 * empty one, and writes an empty path '/'. For normalize's fast path.
 */
export function isHttpHandler(handler: URISchemeHandler): boolean {
  return handler.parse === parseHttp && handler.serialize === serializeHttp;
}
