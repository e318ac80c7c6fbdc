/** RFC 6455 §3 — the ws and wss URI schemes: the WebSocket server, its resource name, no fragment. */

import { argumentError, describeValue } from '../errors.js';
import type { HostKind } from '../parse.js';
import { type Uri, fromComponents } from '../uri.js';
import { schemeError } from './codes.js';
import {
  authorityStart, checkServer, expectSameView, expectView, optionalField, portField, stringField,
} from './server.js';
import { schemeUri } from './common.js';
import { readHttpPath } from './http.js';
import type { SchemeEntry } from './registry.js';

/**
 * The structured view of a ws or wss URI (RFC 6455 §3):
 * `ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]`, and wss likewise.
 *
 * - `scheme`: lower case; wss is the secure (TLS) twin.
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
export interface WsView {
  scheme: 'ws' | 'wss';
  host: string;
  hostKind: HostKind;
  port: number | undefined;
  path: string;
  pathSegments: string[];
  query: string | undefined;
  resourceName: string;
}

const WS_SCHEMES: readonly string[] = ['ws', 'wss'];

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
export function parseWs(uri: string | Uri): WsView {
  return readWs(uri, WS_SCHEMES);
}

function readWs(value: string | Uri, schemes: readonly string[]): WsView {
  const { uri, scheme } = schemeUri(value, schemes, 'parseWs: the URI');
  const s = uri.toString();
  // §3: ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ] -- no userinfo
  if (uri._hostStart >= 0 && uri._hostStart !== authorityStart(uri)) {
    throw schemeError('ws-userinfo', authorityStart(uri), s);
  }
  const port = checkServer(uri, 'ws');
  // §3: "Fragment identifiers are meaningless in the context of WebSocket URIs and MUST NOT be used"
  if (uri._fragmentStart >= 0) throw schemeError('ws-fragment', uri._fragmentStart, s);
  const { path, pathSegments } = readHttpPath(uri);
  const query = uri.query;
  return {
    scheme: scheme as 'ws' | 'wss',
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
 * `parseWs(buildWs(v))` deep-equals `v`.
 *
 * @example
 * buildWs({ scheme: 'ws', host: 'example.com', hostKind: 'reg-name', port: 8080, path: '/chat',
 *   pathSegments: ['chat'], query: undefined, resourceName: '/chat' }).toString(); // 'ws://example.com:8080/chat'
 */
export function buildWs(view: WsView): Uri {
  const fn = 'buildWs';
  expectView(view, fn);
  const v = view as unknown as Record<string, unknown>;
  const scheme = v['scheme'];
  if (scheme !== 'ws' && scheme !== 'wss') {
    throw argumentError(`${fn}: the view's scheme must be 'ws' or 'wss', got ${describeValue(scheme)}`);
  }
  const path = stringField(v, 'path', fn);
  if (path.charCodeAt(0) !== 47) throw argumentError(`${fn}: the view's path must start with '/', got ${describeValue(path)}`);
  const uri = fromComponents({
    scheme,
    host: stringField(v, 'host', fn),
    port: portField(v, fn),
    path,
    query: optionalField(v, 'query', fn),
  });
  expectSameView(v, parseWs(uri), fn);
  return uri;
}

/** The ws scheme (RFC 6455 §3): default port 80, an empty path is '/'. */
export const wsScheme: SchemeEntry<WsView> = {
  name: 'ws',
  spec: 'RFC 6455 \u00a73',
  defaultPort: 80,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: (uri) => readWs(uri, ['ws']),
  build: buildWs,
};

/** The wss scheme (RFC 6455 §3): WebSocket over TLS, default port 443, an empty path is '/'. */
export const wssScheme: SchemeEntry<WsView> = {
  name: 'wss',
  spec: 'RFC 6455 \u00a73',
  defaultPort: 443,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: (uri) => readWs(uri, ['wss']),
  build: buildWs,
};
