/** RFC 6455 §3 — the ws and wss URI schemes: the WebSocket server, its resource name, no fragment. */

import { argumentError, describeValue } from '../errors.js';
import type { HostKind } from '../parse.js';
import { type Uri, fromComponents, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { authorityStart, checkServer, hostKindField } from './server.js';
import {
  type ViewInput, expectSameView, expectView, optionalField, portField, schemeField, schemeUri, stringArrayField, stringField,
} from './common.js';
import { readHttpPath } from './http.js';
import type { SchemeEntry } from './registry.js';
import { fragmentStartOf, hostStartOf } from '../offsets.js';
import { WS_FRAGMENT, WS_INVALID_PORT, WS_MISSING_HOST, WS_USERINFO } from './codes/web.js';

/**
 * The structured view of a ws or wss URI (RFC 6455 §3):
 * `ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]`, and wss likewise.
 *
 * - `scheme`: lower case, the one the URI has; wss is the secure (TLS) twin.
 * - `host`: raw, as written, never empty; `hostKind`: its §3.2.2 rule.
 * - `port`: a number, or undefined when absent or empty (the defaults are 80 and 443).
 * - `path`: raw, '/' for an empty path; `pathSegments`: its segments after the leading '/',
 *   percent-decoded (invalid UTF-8 as U+FFFD), as for http.
 * - `query`: raw, or undefined.
 * - `resourceName`: what the opening handshake's request line carries (§3, §4.1): the path, then
 *   '?' and the query when the query is not empty (`ws://h/?` has the resource name '/').
 *
 * There is no userinfo and no fragment: the grammar has neither.
 */
export interface WsView<S extends 'ws' | 'wss' = 'ws' | 'wss'> {
  scheme: S;
  host: string;
  hostKind: HostKind;
  port: number | undefined;
  path: string;
  pathSegments: string[];
  query: string | undefined;
  resourceName: string;
}

const WS_SCHEMES = ['ws', 'wss'] as const;

/**
 * Checks a ws or wss URI against RFC 6455 §3 and returns its view; a string is parsed with the core
 * `parse` first. https://www.rfc-editor.org/rfc/rfc6455#section-3
 *
 * @throws {UriError} 'scheme-mismatch' at 0; 'ws-missing-host' where the host should be;
 * 'ws-userinfo' at the userinfo; 'ws-invalid-port' at a port above 65535; 'ws-fragment' at the
 * '#' ("fragment identifiers ... MUST NOT be used on these URIs").
 * @example
 * parseWs('wss://example.com/chat?v=1').resourceName; // '/chat?v=1'
 */
export function parseWs(uri: UriInput): WsView {
  return readWs(uri, WS_SCHEMES);
}

function readWs<S extends 'ws' | 'wss'>(value: UriInput, schemes: readonly S[]): WsView<S> {
  const { uri, scheme } = schemeUri(value, schemes, 'parseWs: the URI');
  const s = uri.toString();
  // §3: ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ] -- no userinfo
  if (hostStartOf(uri) >= 0 && hostStartOf(uri) !== authorityStart(uri)) {
    throw schemeError(WS_USERINFO, authorityStart(uri), s);
  }
  const port = checkServer(uri, [WS_MISSING_HOST, WS_INVALID_PORT]);
  // §3: "Fragment identifiers are meaningless in the context of WebSocket URIs and MUST NOT be used"
  if (fragmentStartOf(uri) >= 0) throw schemeError(WS_FRAGMENT, fragmentStartOf(uri), s);
  const { path, pathSegments } = readHttpPath(uri);
  const query = uri.query;
  return {
    scheme: scheme as S,
    host: uri.host!,
    hostKind: uri.hostKind!,
    port,
    path,
    pathSegments,
    query,
    // §3 resource-name: "/" if the path is empty, the path, "?" if the query is non-empty, the query
    resourceName: query === undefined || query === '' ? path : path + '?' + query,
  };
}

/**
 * The URI of a ws or wss view. Raw parts are used as written and checked; `hostKind`,
 * `pathSegments` and `resourceName` must agree with the rest (else 'invalid-argument'), so that
 * `parseWs(buildWs(v))` deep-equals `v`. Without a `scheme`, the view is a ws one.
 *
 * @throws {UriError} 'invalid-argument' naming the field for a value of the wrong type or an
 * unknown field; 'scheme-mismatch' for a scheme other than 'ws' and 'wss'; the RFC 3986 error of a
 * raw part that is not valid where it goes; 'ws-missing-host' for an empty host.
 * @example
 * buildWs({ scheme: 'ws', host: 'example.com', hostKind: 'reg-name', port: 8080, path: '/chat',
 *   pathSegments: ['chat'], query: undefined, resourceName: '/chat' }).toString(); // 'ws://example.com:8080/chat'
 */
export function buildWs(view: ViewInput<WsView>): Uri {
  return writeWs(view, WS_SCHEMES);
}

function writeWs<S extends 'ws' | 'wss'>(view: unknown, schemes: readonly S[]): Uri {
  const fn = 'buildWs';
  expectView(view, fn);
  const scheme = schemeField(view, fn, schemes);
  const fields = {
    scheme,
    host: stringField(view, 'host', fn),
    hostKind: hostKindField(view, fn),
    port: portField(view, fn),
    path: stringField(view, 'path', fn),
    pathSegments: stringArrayField(view, 'pathSegments', fn),
    query: optionalField(view, 'query', fn),
    resourceName: stringField(view, 'resourceName', fn),
  };
  const path = fields.path;
  if (path.charCodeAt(0) !== 47) throw argumentError(`${fn}: the view's path must start with '/', got ${describeValue(path)}`);
  const uri = fromComponents({ scheme, host: fields.host, port: fields.port, path, query: fields.query });
  expectSameView(view, fields, readWs(uri, schemes), fn);
  return uri;
}

/** The ws scheme (RFC 6455 §3): default port 80, an empty path is '/'. */
export const wsScheme: SchemeEntry<WsView<'ws'>> = {
  name: 'ws',
  spec: 'RFC 6455 \u00a73',
  defaultPort: 80,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: (uri) => readWs(uri, ['ws']),
  build: (view) => writeWs(view, ['ws']),
};

/** The wss scheme (RFC 6455 §3): WebSocket over TLS, default port 443, an empty path is '/'. */
export const wssScheme: SchemeEntry<WsView<'wss'>> = {
  name: 'wss',
  spec: 'RFC 6455 \u00a73',
  defaultPort: 443,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: (uri) => readWs(uri, ['wss']),
  build: (view) => writeWs(view, ['wss']),
};
