/** RFC 3986 §3.2 — what the server-based schemes (http, ws, ftp, telnet, gopher) share: authority checks, login, line breaks, the hostKind field. */

import { argumentError } from '../errors.js';
import type { HostKind } from '../parse.js';
import { encode } from '../percent.js';
import type { Uri } from '../uri.js';
import { type SchemeErrorCode, schemeError } from './codes.js';
import { MAX_PORT, choiceField, decodeAt } from './common.js';
import { beforeFragmentOf, hostEndOf, hostStartOf, queryStartOf, schemeEndOf } from '../offsets.js';

/** A scheme family's two authority codes: `<scheme>-missing-host` and `<scheme>-invalid-port` (constants of codes/web.ts). */
type ServerCodes = readonly [missingHost: SchemeErrorCode, invalidPort: SchemeErrorCode];

/** The host kinds of RFC 3986 §3.2.2, as the core names them. */
const HOST_KINDS: readonly HostKind[] = ['ipv4', 'ipv6', 'ipvfuture', 'reg-name'];


/**
 * @internal Checks the authority of a server-based URI (RFC 3986 §3.2 as the web schemes use it):
 * it must be there with a non-empty host (missingHost where the host should start) and any port
 * must be a TCP port (invalidPort at its first digit). Returns the port.
 */
export function checkServer(uri: Uri, [missingHost, invalidPort]: ServerCodes): number | undefined {
  const s = uri.toString();
  if (hostStartOf(uri) < 0) {
    throw schemeError(missingHost, schemeEndOf(uri) + 1, s, "expected '//' and a host after the scheme");
  }
  if (hostStartOf(uri) === hostEndOf(uri)) {
    throw schemeError(missingHost, hostStartOf(uri), s, 'the host is empty');
  }
  const port = uri.portNumber;
  if (port !== undefined && port > MAX_PORT) {
    throw schemeError(invalidPort, hostEndOf(uri) + 1, s, `the port ${uri.port ?? ''} is above ${MAX_PORT}`);
  }
  return port;
}

/** @internal The index just past the authority's "//" (where a userinfo starts). */
export function authorityStart(uri: Uri): number {
  return schemeEndOf(uri) + 3;
}

/** @internal The end of the path: its '?' or '#', or the end of the URI. */
export function pathEnd(uri: Uri): number {
  return queryStartOf(uri) >= 0 ? queryStartOf(uri) : beforeFragmentOf(uri);
}


/**
 * @internal The index of the first %0D or %0A in s[start, end) (an encoded CR or LF), or -1.
 * The text is valid URI text: every '%' starts a three-character escape.
 */
export function findLineBreak(s: string, start: number, end: number): number {
  for (let i = start; i < end - 2; i++) {
    if (s.charCodeAt(i) !== 37 || s.charCodeAt(i + 1) !== 48) continue; // "%0"
    const c = s.charCodeAt(i + 2) | 0x20; // the hex digit, lower-cased
    if (c === 0x61 || c === 0x64) return i; // %0A is LF, %0D is CR
  }
  return -1;
}

/**
 * @internal The user and password of a `[ user [ ":" password ] "@" ]` login (RFC 1738 §3.1),
 * each percent-decoded; undefined when absent. `ftp://@host/` has the user '' and no password;
 * `ftp://foo:@host/` has the user 'foo' and the password ''. An encoded CR or LF throws `lineBreak`.
 */
export function readLogin(uri: Uri, lineBreak: SchemeErrorCode): { user: string | undefined; password: string | undefined } {
  const s = uri.toString();
  const start = authorityStart(uri);
  if (hostStartOf(uri) === start) return { user: undefined, password: undefined };
  const end = hostStartOf(uri) - 1; // the '@'
  const bad = findLineBreak(s, start, end);
  if (bad >= 0) throw schemeError(lineBreak, bad, s);
  const colon = s.indexOf(':', start);
  if (colon < 0 || colon >= end) return { user: decodeAt(s, start, end), password: undefined };
  return { user: decodeAt(s, start, colon), password: decodeAt(s, colon + 1, end) };
}

/** @internal A `user[:password]` login as a raw userinfo: ':' in the user is encoded (%3A), '@' in both. */
export function loginUserinfo(user: string | undefined, password: string | undefined, fn: string): string | undefined {
  if (user === undefined) {
    if (password !== undefined) throw argumentError(`${fn}: a password needs a user (it may be '')`);
    return undefined;
  }
  // userinfo = *( unreserved / pct-encoded / sub-delims / ":" ): the first ':' ends the user
  const u = encode(user, 'userinfo').split(':').join('%3A');
  return password === undefined ? u : u + ':' + encode(password, 'userinfo');
}

/** @internal A view's hostKind, read once: one of the core's HostKind names. */
export function hostKindField(view: Record<string, unknown>, fn: string): HostKind {
  return choiceField(view, 'hostKind', fn, HOST_KINDS);
}
