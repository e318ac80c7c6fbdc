/** RFC 4248 §2 — the telnet URI scheme: an interactive service, its login and server, nothing more. */

import type { HostKind } from '../parse.js';
import { type Uri, fromComponents, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { checkServer, hostKindField, loginUserinfo, pathEnd, readLogin } from './server.js';
import {
  type ViewInput, expectSameView, expectView, optionalField, portField, schemeField, schemeUri, stringField,
} from './common.js';
import type { SchemeEntry } from './registry.js';
import { pathStartOf, queryStartOf } from '../offsets.js';
import { TELNET_INVALID_PORT, TELNET_LINE_BREAK, TELNET_MISSING_HOST, TELNET_PATH } from './codes/web.js';

/**
 * The structured view of a telnet URI (RFC 4248 §2): `telnet://[user[:password]@]host[:port][/]`.
 *
 * - `scheme`: 'telnet'.
 * - `user`, `password`: percent-decoded, undefined when absent (RFC 4248 §3 and the uri(7) manual page advise
 *   against passwords in URIs; the audit flags them). They may not hold an encoded CR or LF.
 * - `host`: raw, as written, never empty; `hostKind`: its §3.2.2 rule; `port`: a number or
 *   undefined (the default is 23).
 * - `fragment`: raw, or undefined. RFC 3986 §3.5 makes fragment semantics independent of the
 *   scheme, so a fragment is kept rather than refused; the final '/' is optional and not recorded.
 */
export interface TelnetView {
  scheme: 'telnet';
  user: string | undefined;
  password: string | undefined;
  host: string;
  hostKind: HostKind;
  port: number | undefined;
  fragment: string | undefined;
}

/**
 * Checks a telnet URI against RFC 4248 §2 and returns its view; a string is parsed with the core
 * `parse` first. https://www.rfc-editor.org/rfc/rfc4248#section-2
 *
 * @throws {UriError} 'scheme-mismatch' at 0; 'telnet-missing-host' where the host should be;
 * 'telnet-invalid-port' at a port above 65535; 'telnet-path' at the first character after the
 * optional final '/' (a path or a '?'); 'telnet-line-break' at an encoded CR or LF in the login;
 * 'invalid-utf8' at an escape that is not UTF-8.
 * @example
 * parseTelnet('telnet://melvyl.ucop.edu/').host; // 'melvyl.ucop.edu'
 */
export function parseTelnet(value: UriInput): TelnetView {
  const { uri } = schemeUri(value, ['telnet'], 'parseTelnet: the URI');
  const s = uri.toString();
  const port = checkServer(uri, [TELNET_MISSING_HOST, TELNET_INVALID_PORT]);
  const { user, password } = readLogin(uri, TELNET_LINE_BREAK);
  // telnetURL = "telnet://" login [ "/" ]
  const end = pathEnd(uri);
  if (end - pathStartOf(uri) > 1) throw schemeError(TELNET_PATH, pathStartOf(uri) + 1, s, "expected nothing after the final '/'");
  if (queryStartOf(uri) >= 0) throw schemeError(TELNET_PATH, queryStartOf(uri), s, 'a telnet URI has no query');
  return { scheme: 'telnet', user, password, host: uri.host!, hostKind: uri.hostKind!, port, fragment: uri.fragment };
}

/**
 * The URI of a telnet view, with the final '/' (as in uri(7)'s `telnet://melvyl.ucop.edu/`):
 * user and password percent-encoded, host and fragment as written. `parseTelnet(buildTelnet(v))`
 * deep-equals `v`. The `scheme` may be left out; given, it is 'telnet' (else 'scheme-mismatch'). A
 * field of the wrong type is 'invalid-argument', naming it.
 *
 * @example
 * buildTelnet({ user: 'guest', password: undefined, host: 'bbs.example.org', hostKind: 'reg-name',
 *   port: 2323, fragment: undefined }).toString(); // 'telnet://guest@bbs.example.org:2323/'
 */
export function buildTelnet(view: ViewInput<TelnetView>): Uri {
  const fn = 'buildTelnet';
  expectView(view, fn);
  const fields = {
    scheme: schemeField(view, fn, ['telnet']),
    user: optionalField(view, 'user', fn),
    password: optionalField(view, 'password', fn),
    host: stringField(view, 'host', fn),
    hostKind: hostKindField(view, fn),
    port: portField(view, fn),
    fragment: optionalField(view, 'fragment', fn),
  };
  const uri = fromComponents({
    scheme: 'telnet',
    userinfo: loginUserinfo(fields.user, fields.password, fn),
    host: fields.host,
    port: fields.port,
    path: '/',
    fragment: fields.fragment,
  });
  expectSameView(view, fields, parseTelnet(uri), fn);
  return uri;
}

/** The telnet scheme (RFC 4248): default port 23; `telnet://h` and `telnet://h/` are the same. */
export const telnetScheme: SchemeEntry<TelnetView> = {
  name: 'telnet',
  spec: 'RFC 4248 \u00a72',
  defaultPort: 23,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: parseTelnet,
  build: buildTelnet,
};
