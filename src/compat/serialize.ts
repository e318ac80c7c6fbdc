/** uri-js / fast-uri compatibility — serialize: a components object (unencoded values allowed) to a URI reference string, RFC 3986 §5.3 as the peers write it. */

import type { UriError } from '../errors.js';
import { isIPv4 } from '../host/index.js';
import { removeDotSegments } from '../index.js';
import { REG_NAME } from '../chars.js';
import { compatError } from './codes.js';
import { encodeFragment, encodeQuery, encodeRegName, encodeUserinfo, normalizeEscapes, serializePath } from './encoding.js';
import { domainToAsciiHost, domainToUnicodeHost, readIPLiteral } from './host.js';
import { decodeScheme } from './parse.js';
import { handlerOf } from './schemes.js';
import type { URIComponents, URIOptions, URISchemeHandler } from './types.js';
import { asString, checkCompatOptions, optionalString, optionsOf } from './values.js';

// fast-uri's writing (the later one), uri-js's where fast-uri has none (`iri`, `domainHost`):
//  - the scheme's handler reshapes a copy of the components first (the caller's object is not changed);
//  - each component is percent-encoded with its own set, valid escapes kept (encoding.ts): values
//    may be given unencoded; `skipEscape` leaves the path's characters as they are;
//  - an IPv6 host gets its brackets and its zone '%25'; a reg-name's gen-delims are escaped;
//  - '/' between an authority and a path that does not start with one; dot-segments removed
//    (§5.2.4) unless `absolutePath` or the handler's; a ':' in the first segment of a path without
//    scheme or authority escaped (§4.2, again after dot-segment removal: './a:b' gives 'a%3Ab');
//    a path without authority starting with '//' written '/%2F' (§3.3);
//  - `iri`: IRI characters stay (RFC 3987 §3.2), and with `domainHost` IDN labels to Unicode.
// fast-uri throws on a scheme that is not one once decoded and on a port that is not digits, and
// so does serialize here (a UriError, COMPAT_ERROR_CODES). serializeWithStatus does not: such a
// scheme is written with what a scheme may hold (uri-js's reading of it), such a port is left out,
// and WriteStatus says so (equal then answers false, as fast-uri's equal does).
// For compat's own readings (normalize, equal, resolve) serialize is told what parse wrote
// (WrittenForm): those values skip the encoders (each would give them back unchanged), and a
// reference that reading left unchanged, and that nothing changed since, is the result itself.

/** What a writing found: whether the components were malformed (a bad scheme or port). */
export interface WriteStatus {
  malformed: boolean;
  /** When malformed: the error serialize throws. */
  cause?: UriError | undefined;
}

/**
 * Component values known to be in the form serialize writes them (as a URI, not an IRI): each of
 * serialize's encoders gives them back unchanged, so a value of the components equal to the one
 * here is written as it is, without a scan. parse fills one for the reading it made (a valid URI
 * reference: ASCII, every character allowed where it stands, its escapes normalized or none),
 * resolve for the target it builds from two such readings. A field undefined is unknown. Kept in
 * reused records: serialize reads it before it calls a handler.
 */
export interface WrittenForm {
  /** Whether the values below are known (else none is). */
  known: boolean;
  /**
   * The reference these components were read from, when it is their writing too (parse changed
   * nothing in reading it): serialize gives it back when the components are still these, and its
   * path holds no dot-segment to remove. Told by parse only when `withInput` (it costs a look).
   */
  input: string | undefined;
  /** Set by the record's owner: whether parse should tell `input`. */
  withInput: boolean;
  scheme: string | undefined;
  userinfo: string | undefined;
  /** A reg-name (in lower case) or an IPv4 address; never an IP literal (parse takes its brackets off). */
  host: string | undefined;
  /** The port as read (with `input` only). */
  port: number | string | undefined;
  /** The host is a domain the WHATWG host parser gives back unchanged (host.ts, domainShape): resolve need not ask. */
  plainHost: boolean;
  path: string | undefined;
  /** The path when it is known to hold no dot-segment (so remove_dot_segments need not look). */
  dotFreePath: string | undefined;
  query: string | undefined;
  fragment: string | undefined;
}

/** A new, unknown WrittenForm; `withInput`: see WrittenForm. */
export function newWrittenForm(withInput: boolean): WrittenForm {
  return {
    known: false, input: undefined, withInput, scheme: undefined, userinfo: undefined, host: undefined, port: undefined, plainHost: false, path: undefined,
    dotFreePath: undefined, query: undefined, fragment: undefined,
  };
}

/** A scheme that is not one, as uri-js writes it: lower case, without the characters a scheme may not hold (nothing when none is left). */
function sanitizeScheme(s: string): string | undefined {
  let out = '';
  for (const ch of s.toLowerCase()) {
    const c = ch.charCodeAt(0);
    const letter = c >= 0x61 && c <= 0x7a;
    if (letter || (out !== '' && ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e))) out += ch;
  }
  return out === '' ? undefined : out;
}

/** The index of the first character of `s` that is not a digit, or its length. */
function nonDigitAt(s: string): number {
  let i = 0;
  while (i < s.length && s.charCodeAt(i) >= 0x30 && s.charCodeAt(i) <= 0x39) i++;
  return i;
}

/** Whether a port's text is digits (fast-uri's /^\d*$/). */
function isPort(s: string): boolean {
  return nonDigitAt(s) === s.length;
}

/** Whether `s` holds a character beyond ASCII. */
function hasNonAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 128) return true;
  return false;
}

/** The host as the authority writes it. */
function writeHost(host: string, opts: URIOptions, handler: URISchemeHandler | undefined, iri: boolean): string {
  if (isIPv4(host)) return host;
  const maybeLiteral = (h: string): string | undefined => {
    if (h.indexOf(':') < 0 && h.charCodeAt(0) !== 0x5b) return undefined;
    const literal = readIPLiteral(h);
    return literal.kind === 0 ? undefined : '[' + literal.escaped + ']';
  };
  const literal = maybeLiteral(host);
  if (literal !== undefined) return literal;
  // unreserved escapes decoded once (so '%25' cannot become a second escape), then tried again as a literal
  let h = normalizeEscapes(host, true);
  if (h !== host) {
    const decoded = maybeLiteral(h);
    if (decoded !== undefined) return decoded;
  }
  if (opts.domainHost || handler?.domainHost) {
    if (iri) {
      h = domainToUnicodeHost(h);
    } else if (!opts.unicodeSupport && !handler?.unicodeSupport && hasNonAscii(h)) {
      h = domainToAsciiHost(h.toLowerCase()) ?? h;
    }
  }
  return encodeRegName(h, REG_NAME);
}

/**
 * serialize with what it found: the string, and `status.malformed` when the scheme or the port
 * could not be written as given. `owned`: the components object is compat's own (a parse made it
 * for this call), and the scheme's handler may change it in place. `written`: the values known to
 * be written as they are (WrittenForm). `withHandler` false: the caller knows there is no handler
 * to look up (parseWithStatus). Never throws (a handler of the caller's may).
 */
export function serializeWithStatus(cmpts: unknown, options: unknown, status: WriteStatus | undefined, owned = false,
  written?: WrittenForm, withHandler = true): string {
  if (typeof cmpts !== 'object' || cmpts === null) {
    if (status !== undefined) {
      status.malformed = true;
      status.cause = compatError('compat-unreadable', 0, asString(cmpts));
    }
    return '';
  }
  let component = cmpts as URIComponents;
  let opts = optionsOf(options);
  let cause: UriError | undefined;
  // the values known to be written as they are, read before any handler runs (it may reuse the record)
  const known = written !== undefined && written.known;
  const wScheme = known ? written.scheme : undefined;
  let wUserinfo = known ? written.userinfo : undefined;
  let wHost = known ? written.host : undefined;
  let wPath = known ? written.path : undefined;
  const wDotFree = known ? written.dotFreePath : undefined;
  let wQuery = known ? written.query : undefined;
  let wFragment = known ? written.fragment : undefined;
  const wInput = known ? written.input : undefined;
  const wPort = known ? written.port : undefined;
  // the scheme as given, then as written (decoded, or what uri-js keeps of it)
  let scheme = component.scheme ? asString(component.scheme) : undefined;
  if (scheme !== undefined && scheme !== wScheme) {
    const decoded = decodeScheme(scheme);
    if (decoded === undefined) cause = compatError('compat-invalid-scheme', 0, scheme);
    scheme = decoded ?? sanitizeScheme(scheme);
  }
  const handler = withHandler ? handlerOf(opts.scheme || scheme) : undefined;
  if (handler?.serialize) {
    // the handler may change what it is given: copies, so that the caller's objects stay as they are
    // (`owned`: the components were made by compat's own parse for this call, and are not copied)
    const copy: URIComponents = owned ? component : { ...component };
    if (copy.scheme !== scheme) copy.scheme = scheme;
    // (no options: a new empty object, without copying the shared empty one)
    opts = typeof options === 'object' && options !== null ? { ...opts } : {};
    const reshaped = handler.serialize(copy, opts);
    component = typeof reshaped === 'object' && reshaped !== null ? reshaped : copy;
    // a handler may have put another scheme in place
    const next = component.scheme ? asString(component.scheme) : undefined;
    if (next !== scheme && next !== undefined) {
      const decoded = decodeScheme(next);
      if (decoded === undefined) cause ??= compatError('compat-invalid-scheme', 0, next);
      scheme = decoded ?? sanitizeScheme(next);
    } else {
      scheme = next;
    }
  }
  const iri = Boolean(opts.iri);
  if (iri) {
    // an IRI is written otherwise (its escapes of IRI characters decoded, a domain's labels in Unicode)
    wUserinfo = wHost = wPath = wQuery = wFragment = undefined;
  }
  const userinfo = optionalString(component.userinfo);
  const host = optionalString(component.host);
  const rawPort = component.port;
  let port = typeof rawPort === 'number' || typeof rawPort === 'string' ? String(rawPort) : undefined;
  if (port !== undefined && !isPort(port)) {
    cause ??= compatError('compat-invalid-port', nonDigitAt(port), port);
    port = undefined;
  }
  const hasAuthority = userinfo !== undefined || host !== undefined || (rawPort !== undefined && rawPort !== null);
  const noscheme = !opts.skipEscape && scheme === undefined && !hasAuthority;
  let path = optionalString(component.path);
  if (path !== undefined && path !== wPath) path = opts.skipEscape ? normalizeEscapes(path, false) : serializePath(path, noscheme, iri);
  // the path without its dot-segments (§5.2.4), unless `absolutePath` or the handler's
  const dotFree = path === undefined || opts.absolutePath || handler?.absolutePath || path === wDotFree ? path : removeDotSegments(path);
  const query = optionalString(component.query);
  const fragment = optionalString(component.fragment);
  // the components as read from a reference that is their own writing (WrittenForm.input): it is the result
  if (wInput !== undefined && !iri && opts.reference !== 'suffix' && scheme === wScheme && userinfo === wUserinfo && host === wHost &&
    rawPort === wPort && path === wPath && dotFree === path && query === wQuery && fragment === wFragment) {
    if (status !== undefined) {
      status.malformed = cause !== undefined;
      status.cause = cause;
    }
    return wInput;
  }

  let out = '';
  if (opts.reference !== 'suffix' && scheme !== undefined) out += scheme + ':';
  let authority: string | undefined;
  if (userinfo !== undefined || host !== undefined || port !== undefined) {
    authority = '';
    if (userinfo !== undefined) authority += (userinfo === wUserinfo ? userinfo : encodeUserinfo(userinfo, iri)) + '@';
    if (host !== undefined) authority += host === wHost ? host : writeHost(host, opts, handler, iri);
    if (port !== undefined) authority += ':' + port;
    if (opts.reference !== 'suffix') out += '//';
    out += authority;
    if (path && path.charCodeAt(0) !== 0x2f) out += '/';
  }
  if (dotFree !== undefined) {
    let s = dotFree;
    // dot-segment removal can bring a ':' into the first segment ('./a:b')
    if (noscheme) s = serializePath(s, true, iri);
    // §3.3: without an authority the path cannot begin with '//'
    if (authority === undefined && s.charCodeAt(0) === 0x2f && s.charCodeAt(1) === 0x2f) s = '/%2F' + s.slice(2);
    out += s;
  }
  if (query !== undefined) out += '?' + (query === wQuery ? query : encodeQuery(query, iri));
  if (fragment !== undefined) out += '#' + (fragment === wFragment ? fragment : encodeFragment(fragment, iri));
  if (status !== undefined) {
    status.malformed = cause !== undefined;
    status.cause = cause;
  }
  return out;
}

/**
 * A components object written as a URI reference, as uri-js and fast-uri write it: each value
 * percent-encoded with its component's set (values may be given unencoded; valid escapes are
 * kept), the scheme's handler applied (mailto's recipients, ws's resource name, urn's nid), an IPv6
 * host bracketed, dot-segments removed. A value that is not an object gives ''.
 *
 * @throws {UriError} as fast-uri throws: 'compat-invalid-scheme' for a scheme that is not one once
 * its escapes are decoded ('//evil', '%2f%2fevil'), 'compat-invalid-port' for a port that is not
 * digits, 'compat-urn-without-nid' for a urn without `nid`; 'invalid-argument' for bad options.
 *
 * @example
 * serialize({ scheme: 'http', host: 'example.com', path: '/a b' });  // 'http://example.com/a%20b'
 * serialize({ host: 'fe80::a%en1' });                                 // '//[fe80::a%25en1]'
 * serialize({ path: 'foo:bar' });                                     // 'foo%3Abar'
 */
export function serialize(components: URIComponents, options?: URIOptions): string {
  checkCompatOptions(options, 'compat.serialize');
  if (typeof components !== 'object' || components === null) return '';
  const status: WriteStatus = { malformed: false };
  const out = serializeWithStatus(components, options, status);
  if (status.cause !== undefined) throw status.cause;
  return out;
}
