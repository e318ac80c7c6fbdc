/** RFC 3986 §3.2 — what the server-based schemes (http, ws, ftp, telnet, gopher) share: scheme and authority checks, login, decoding at an index, view field checks. */

import { argumentError, describeValue } from '../errors.js';
import { encode } from '../percent.js';
import type { Uri } from '../uri.js';
import { type SchemeErrorCode, schemeError } from './codes.js';
import { decodeAt } from './common.js';

/** The error-code prefix of a scheme family: the codes are `${prefix}-missing-host` and `${prefix}-invalid-port`. */
type ServerPrefix = 'http' | 'ws' | 'ftp' | 'telnet' | 'gopher';

/** The largest TCP port (RFC 9293 §3.1: the port fields are 16 bits). */
const MAX_PORT = 65535;


/**
 * @internal Checks the authority of a server-based URI (RFC 3986 §3.2 as the web schemes use it):
 * it must be there with a non-empty host ('<prefix>-missing-host' where the host should start) and
 * any port must be a TCP port ('<prefix>-invalid-port' at its first digit). Returns the port.
 */
export function checkServer(uri: Uri, prefix: ServerPrefix): number | undefined {
  const s = uri.toString();
  if (uri._hostStart < 0) {
    throw schemeError(`${prefix}-missing-host`, uri._schemeEnd + 1, s, "expected '//' and a host after the scheme");
  }
  if (uri._hostStart === uri._hostEnd) {
    throw schemeError(`${prefix}-missing-host`, uri._hostStart, s, 'the host is empty');
  }
  const port = uri.portNumber;
  if (port !== undefined && port > MAX_PORT) {
    throw schemeError(`${prefix}-invalid-port`, uri._hostEnd + 1, s, `the port ${uri.port ?? ''} is above ${MAX_PORT}`);
  }
  return port;
}

/** @internal The index just past the authority's "//" (where a userinfo starts). */
export function authorityStart(uri: Uri): number {
  return uri._schemeEnd + 3;
}

/** @internal The end of the path: its '?' or '#', or the end of the URI. */
export function pathEnd(uri: Uri): number {
  return uri._queryStart >= 0 ? uri._queryStart : uri._fragmentStart >= 0 ? uri._fragmentStart : uri.toString().length;
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
  if (uri._hostStart === start) return { user: undefined, password: undefined };
  const end = uri._hostStart - 1; // the '@'
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

/** @internal Throws an 'invalid-argument' UriError unless the view is an object. */
export function expectView(view: unknown, fn: string): asserts view is Record<string, unknown> {
  if (view === null || typeof view !== 'object' || Array.isArray(view)) {
    throw argumentError(`${fn}: expected a view object, got ${describeValue(view)}`);
  }
}

/** @internal A view's string field, checked. */
export function stringField(view: Record<string, unknown>, key: string, fn: string): string {
  const v = view[key];
  if (typeof v !== 'string') throw argumentError(`${fn}: the view's ${key} must be a string, got ${describeValue(v)}`);
  return v;
}

/** @internal A view's optional string field, checked. */
export function optionalField(view: Record<string, unknown>, key: string, fn: string): string | undefined {
  const v = view[key];
  if (v !== undefined && typeof v !== 'string') {
    throw argumentError(`${fn}: the view's ${key} must be a string or undefined, got ${describeValue(v)}`);
  }
  return v;
}

/** @internal A view's port: undefined or an integer 0-65535. */
export function portField(view: Record<string, unknown>, fn: string): number | undefined {
  const p = view['port'];
  if (p === undefined) return undefined;
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p > MAX_PORT) {
    throw argumentError(`${fn}: the view's port must be an integer from 0 to ${MAX_PORT} or undefined, got ${describeValue(p)}`);
  }
  return p;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  return Object.is(a, b);
}

/**
 * @internal The check that makes parse(build(v)) deep-equal v: the built URI's view must give back
 * every field of the view (undefined and absent alike). A field that the others contradict — a
 * hostKind that is not the host's, pathSegments that are not the path's — is an 'invalid-argument'.
 */
export function expectSameView(view: Record<string, unknown>, again: object, fn: string): void {
  const back = again as Record<string, unknown>;
  for (const key of new Set([...Object.keys(view), ...Object.keys(back)])) {
    if (!Object.prototype.hasOwnProperty.call(back, key)) {
      if (view[key] === undefined) continue;
      throw argumentError(`${fn}: the view has an unknown field ${describeValue(key)}`);
    }
    if (!sameValue(view[key], back[key])) {
      throw argumentError(`${fn}: the view's ${key} is ${JSON.stringify(view[key])}, but the URI its other fields make gives ${JSON.stringify(back[key])}`);
    }
  }
}

