/** RFC 9110 §4.2.1-4.2.4 — the http and https URI schemes: host, port, path and query of a web resource. */

import { argumentError, describeValue } from '../errors.js';
import type { HostKind } from '../parse.js';
import { decode } from '../percent.js';
import { type Uri, fromComponents, type UriInput } from '../uri.js';
import type { SchemeEntry } from './registry.js';
import { checkServer, hostKindField } from './server.js';
import {
  type ViewInput, expectSameView, expectView, optionalField, portField, schemeField, schemeUri, stringArrayField, stringField,
} from './common.js';
import { HTTP_INVALID_PORT, HTTP_MISSING_HOST } from './codes/web.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * The structured view of an http or https URI (RFC 9110 §4.2.1-4.2.2). Raw parts are the
 * percent-encoded text as written; `pathSegments` is the decoded one.
 *
 * - `scheme`: lower case, the one the URI has (`S` narrows it: `HttpView<'https'>` is what
 *   `parseAs(uri, 'https')` returns).
 * - `userinfo`: raw, or undefined. RFC 9110 §4.2.4 deprecates it (a sender must not generate it,
 *   and a recipient should treat it as an error: it is how phishing URIs hide their real host).
 *   urikit reads it into the view so that a caller or the audit can refuse it, and a builder
 *   writes it back so that view -> URI -> view stays the identity; refusing it is the caller's call.
 * - `host`: raw, as written (not lower-cased; IP-literals keep their brackets), never empty.
 * - `hostKind`: which §3.2.2 rule the host matched.
 * - `port`: the port as a number, or undefined when absent or empty (`http://a:/`); an explicit
 *   default port (80, 443) is kept — scheme-based normalization is what removes it.
 * - `path`: raw; '/' when the URI's path is empty (RFC 9110 §4.2.3: an empty path is "/").
 * - `pathSegments`: the path's segments after its leading '/', each percent-decoded as UTF-8
 *   (invalid UTF-8 becomes U+FFFD, since an http path is octets, not necessarily text):
 *   '/' gives [''], '/a/b%2Fc' gives ['a', 'b/c'].
 * - `query`, `fragment`: raw, or undefined.
 */
export interface HttpView<S extends 'http' | 'https' = 'http' | 'https'> {
  scheme: S;
  userinfo: string | undefined;
  host: string;
  hostKind: HostKind;
  port: number | undefined;
  path: string;
  pathSegments: string[];
  query: string | undefined;
  fragment: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/** @internal The path as RFC 9110 §4.2.3 reads it ('' is '/') and its decoded segments; shared with ws. */
export function readHttpPath(uri: Uri): { path: string; pathSegments: string[] } {
  const raw = uri.path;
  const path = raw === '' ? '/' : raw; // §4.2.3: an empty path is equivalent to "/"
  return { path, pathSegments: path.slice(1).split('/').map((segment) => decode(segment, { invalid: 'replace' })) };
}

/**
 * Checks an http or https URI against RFC 9110 §4.2.1-4.2.2 and returns its view. A string is
 * parsed with the core `parse` first. https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1
 *
 * @throws {UriError} 'scheme-mismatch' at 0 for another scheme; 'http-missing-host' where the host
 * should be (`http:/x`, `http:///x`: RFC 9110 §4.2.1, a recipient must reject an empty host);
 * 'http-invalid-port' at a port above 65535.
 * @example
 * parseHttp('http://fred:fredpassword@example.com:8080/').port; // 8080
 */
export function parseHttp(uri: UriInput): HttpView {
  return readHttp(uri, HTTP_SCHEMES);
}

const HTTP_SCHEMES = ['http', 'https'] as const;

function readHttp<S extends 'http' | 'https'>(value: UriInput, schemes: readonly S[]): HttpView<S> {
  const { uri, scheme } = schemeUri(value, schemes, 'parseHttp: the URI');
  const port = checkServer(uri, [HTTP_MISSING_HOST, HTTP_INVALID_PORT]);
  const { path, pathSegments } = readHttpPath(uri);
  return {
    scheme: scheme as S,
    userinfo: uri.userinfo,
    host: uri.host!,
    hostKind: uri.hostKind!,
    port,
    path,
    pathSegments,
    query: uri.query,
    fragment: uri.fragment,
  };
}

// ---------------------------------------------------------------------------------------------
// The serializer

/**
 * The URI of an http or https view. The raw parts (userinfo, host, path, query, fragment) are used
 * as written and checked with their RFC 3986 rules; `path` must start with '/'. `hostKind` and
 * `pathSegments` must agree with `host` and `path` (else 'invalid-argument'), so that
 * `parseHttp(buildHttp(v))` deep-equals `v`. A userinfo is written back (see {@link HttpView}).
 * Without a `scheme`, the view is an http one.
 *
 * @throws {UriError} 'invalid-argument' naming the field for a value of the wrong type or an
 * unknown field; 'scheme-mismatch' for a scheme other than 'http' and 'https'; the RFC 3986 error
 * of a raw part that is not valid where it goes; 'http-missing-host' for an empty host.
 * @example
 * buildHttp({ scheme: 'https', userinfo: undefined, host: 'example.com', hostKind: 'reg-name',
 *   port: undefined, path: '/a%20b', pathSegments: ['a b'], query: 'q=1', fragment: undefined })
 *   .toString(); // 'https://example.com/a%20b?q=1'
 */
export function buildHttp(view: ViewInput<HttpView>): Uri {
  return writeHttp(view, HTTP_SCHEMES);
}

function writeHttp<S extends 'http' | 'https'>(view: unknown, schemes: readonly S[]): Uri {
  const fn = 'buildHttp';
  expectView(view, fn);
  const scheme = schemeField(view, fn, schemes);
  const fields = {
    scheme,
    userinfo: optionalField(view, 'userinfo', fn),
    host: stringField(view, 'host', fn),
    hostKind: hostKindField(view, fn),
    port: portField(view, fn),
    path: stringField(view, 'path', fn),
    pathSegments: stringArrayField(view, 'pathSegments', fn),
    query: optionalField(view, 'query', fn),
    fragment: optionalField(view, 'fragment', fn),
  };
  const path = fields.path;
  if (path.charCodeAt(0) !== 47) throw argumentError(`${fn}: the view's path must start with '/', got ${describeValue(path)}`);
  const uri = fromComponents({
    scheme,
    userinfo: fields.userinfo,
    host: fields.host,
    port: fields.port,
    path,
    query: fields.query,
    fragment: fields.fragment,
  });
  expectSameView(view, fields, readHttp(uri, schemes), fn);
  return uri;
}

/** The http scheme (RFC 9110 §4.2.1): default port 80, an empty path is '/'. */
export const httpScheme: SchemeEntry<HttpView<'http'>> = {
  name: 'http',
  spec: 'RFC 9110 \u00a74.2.1',
  defaultPort: 80,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: (uri) => readHttp(uri, ['http']),
  build: (view) => writeHttp(view, ['http']),
};

/** The https scheme (RFC 9110 §4.2.2): http over TLS, default port 443, an empty path is '/'. */
export const httpsScheme: SchemeEntry<HttpView<'https'>> = {
  name: 'https',
  spec: 'RFC 9110 \u00a74.2.2',
  defaultPort: 443,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: (uri) => readHttp(uri, ['https']),
  build: (view) => writeHttp(view, ['https']),
};
