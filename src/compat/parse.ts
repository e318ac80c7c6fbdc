/** uri-js / fast-uri compatibility — parse: any string to the peers' components object, normalized as they normalize it, problems in `error` (never thrown). */

import { isIPv4 } from '../host/index.js';
import { decimalValue, hexValue, isSchemeName } from '../chars.js';
import { normalizeEscapes, normalizeFragment, normalizePath, normalizeQuery } from './encoding.js';
import {
  E_BACKSLASH, E_HOST, E_HOST_TO_ASCII, E_INTRODUCER_WHITESPACE, E_PARSE, E_PATH_AFTER_AUTHORITY, E_PERCENT, E_PORT, E_SCHEME, E_URN,
  notAReference,
} from './errors.js';
import {
  DOMAIN_OTHER, DOMAIN_PLAIN, domainShape, domainToAsciiHost, isPlainLowerHost, readIPLiteral, reescapeHostDelimiters,
} from './host.js';
import { handlerOf, urnHandler } from './schemes.js';
import { HOST_IPV4, HOST_IPV6, HOST_IPVFUTURE, HOST_REG_NAME } from '../offsets.js';
import { hasEscapes, hostIsLower, introducerError, ipv6HostAsPeers, newPeerSplit, pathAsNormal, splitAsPeers } from './split.js';
import type { WrittenForm } from './serialize.js';
import type { URIComponents, URIOptions, URISchemeHandler } from './types.js';
import { asString, checkCompatOptions, optionsOf } from './values.js';

// What the peers do, in their order (fast-uri's, the later; uri-js's where fast-uri is silent):
//  1. `reference: 'suffix'`: the input is read after '//' (after 'scheme://' with `scheme`).
//  2. The cut (split.ts). A string urikit's parser takes has nothing else to check and, without a
//     '%', nothing to rewrite: that is the fast path. For any other string fast-uri's checks run:
//     a '\' in the authority or a mangled '//' ('URI authority must not contain a literal
//     backslash.', '... introducer must not contain whitespace.'), a scheme that is not one once
//     its escapes are decoded, a '%' that starts no escape.
//  3. The scheme in lower case; the port a number (an empty one stays ''); an authority followed by
//     a path that does not start with '/', a port above 65535, a bracketed host that is no IP
//     literal: errors. An IPv6 host loses its brackets (host.ts), a reg-name is lower-cased.
//  4. `reference`: same-document, relative, absolute or uri; `options.reference` checked.
//  5. The scheme's handler (`options.scheme` first). For a domain host (http, https, ws, wss, or
//     `domainHost`), the host as the WHATWG host parser writes it, unless `unicodeSupport`.
//  6. Unless the handler reads its own escapes (urn, mailto): the host's unreserved escapes
//     decoded (its gen-delims escaped again), path, query and fragment normalized (encoding.ts).
//     With `unicodeSupport` (and `iri` not false) IRI characters stay (uri-js).
//  7. The handler's parse (urn's nid and nss, mailto's recipients, ws's resource name).
// The errors that make the input "malformed" (fast-uri's word: normalize gives it back unchanged,
// equal says false, resolve would throw) are reported through ReadStatus, and with it, when asked,
// what serialize may write without encoding it again (serialize.ts, WrittenForm).

/** What a reading found beyond `error`: whether the input is malformed (fast-uri's sense). */
export interface ReadStatus {
  malformed: boolean;
  /** When malformed: what made it so, in fast-uri's words (what resolve throws). */
  cause?: string | undefined;
  /** When given, filled with the components parse wrote, before the handler's parse, for serialize (see WrittenForm). */
  written?: WrittenForm | undefined;
}

/** The legacy `unescape`'s decoding (what fast-uri runs on a scheme): %XX and %uXXXX. */
function unescapeScheme(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      if (s.charCodeAt(i + 1) === 0x75) {
        const v = (hexValue(s.charCodeAt(i + 2)) << 12) | (hexValue(s.charCodeAt(i + 3)) << 8) |
          (hexValue(s.charCodeAt(i + 4)) << 4) | hexValue(s.charCodeAt(i + 5));
        if (i + 5 < s.length && v >= 0) {
          out += String.fromCharCode(v);
          i += 5;
          continue;
        }
      } else {
        const v = (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2));
        if (i + 2 < s.length && v >= 0) {
          out += String.fromCharCode(v);
          i += 2;
          continue;
        }
      }
    }
    out += s[i]!;
  }
  return out;
}

/** A scheme with its escapes decoded (fast-uri reads '%68ttp' as 'http'), or undefined when it is not a scheme then. */
export function decodeScheme(s: string): string | undefined {
  const decoded = s.indexOf('%') < 0 ? s : unescapeScheme(s);
  return isSchemeName(decoded) ? decoded : undefined;
}

/** Whether a component holds a '%' that starts no escape. */
function hasBadEscape(s: string | undefined): boolean {
  if (s === undefined) return false;
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1)) {
    if (hexValue(s.charCodeAt(i + 1)) < 0 || hexValue(s.charCodeAt(i + 2)) < 0) return true;
    i += 2;
  }
  return false;
}

/** The cut of the input being read (reused: read into locals before any handler runs). */
const SPLIT = /* @__PURE__ */ newPeerSplit();

/** The components of a non-string input: nothing read. */
function unreadable(): URIComponents {
  return {
    scheme: undefined, userinfo: undefined, host: undefined, port: undefined, path: '', query: undefined,
    fragment: undefined, reference: undefined, error: E_PARSE,
  };
}

/**
 * fast-uri's parse with what it found: the components, and `status.malformed` for the inputs that
 * normalize, equal and resolve refuse. Never throws (a handler of the caller's may). `withHandler`
 * false: the caller knows that the scheme has no handler (resolve, which reads with 'null' when
 * SCHEMES has none by that name), and none is looked up. `registers`: what readRegisters(uri,
 * false) gave (split.ts), when the caller has just called it and `options` has no `reference`.
 */
export function parseWithStatus(uri: unknown, options: unknown, status: ReadStatus | undefined, withHandler = true,
  registers?: Int32Array | null): URIComponents {
  const opts = optionsOf(options);
  if (typeof uri !== 'string') {
    if (status !== undefined) {
      status.malformed = true;
      status.cause = E_PARSE;
    }
    return unreadable();
  }
  const input = opts.reference === 'suffix' ? (opts.scheme ? asString(opts.scheme) + ':' : '') + '//' + uri : uri;
  const split = SPLIT;
  splitAsPeers(input, split, registers);
  const valid = split.valid;
  let error: string | undefined;
  // the first error that makes the input malformed
  let cause: string | undefined;
  if (!valid) {
    const bad = introducerError(input, split);
    if (bad !== undefined) {
      error = cause = bad === 'backslash' ? E_BACKSLASH : E_INTRODUCER_WHITESPACE;
    }
  }
  let scheme = split.scheme;
  // a valid reference's scheme comes in lower case (split.ts)
  if (scheme !== undefined && !valid) {
    const decoded = decodeScheme(scheme);
    if (decoded !== undefined) {
      scheme = decoded.toLowerCase();
    } else {
      error ||= E_SCHEME;
      cause ||= E_SCHEME;
    }
  }
  const userinfo = split.userinfo;
  let host = split.host;
  const path = split.path;
  const query = split.query;
  const fragment = split.fragment;
  // a valid reference's host is bracketed when the parser read an IP-literal
  const bracketed = valid ? split.hostKind >= HOST_IPV6
    : host !== undefined && host.charCodeAt(0) === 0x5b && host.charCodeAt(host.length - 1) === 0x5d;
  if (!valid && (hasBadEscape(userinfo) || (!bracketed && hasBadEscape(host)) || hasBadEscape(path) || hasBadEscape(query) || hasBadEscape(fragment))) {
    error ||= E_PERCENT;
    cause ||= E_PERCENT;
  }
  // the port: digits (the cut takes no other), a number unless empty
  const port = split.port === undefined || split.port === '' ? split.port : portNumber(split.port);
  // (a valid reference's path after an authority is a path-abempty)
  if (!valid && split.hasAuthority && path !== '' && path.charCodeAt(0) !== 0x2f) {
    error ||= E_PATH_AFTER_AUTHORITY;
    cause ||= E_PATH_AFTER_AUTHORITY;
  }
  if (typeof port === 'number' && port > 65535) {
    error ||= E_PORT;
    cause ||= E_PORT;
  }
  let isIP = false;
  let badLiteral = false;
  const handler: URISchemeHandler | undefined = withHandler ? handlerOf(opts.scheme || scheme) : undefined;
  // a domain host is read as a browser reads it (fast-uri: `new URL('http://' + host).hostname`)
  const domain = Boolean((opts.domainHost || handler?.domainHost) && !opts.unicodeSupport && !handler?.unicodeSupport);
  // whether the WHATWG host parser would give the (reg-name) host back unchanged (host.ts): then it is not run
  let plain = false;
  if (host) {
    // a valid reference's host kind is the parser's (§3.2.2 first-match-wins)
    if (split.hostKind === HOST_REG_NAME) {
      if (hostIsLower(split)) {
        // the parser saw no upper-case letter and no '%' in it: lower-casing changes nothing, and
        // the WHATWG host parser is told by a glance at its last label and its 'xn--' (host.ts)
        plain = isPlainLowerHost(host, 0, host.length);
      } else {
        // one pass tells both: whether lower-casing changes it, and whether the WHATWG host parser
        // would (told for every reg-name: resolve reads with no handler, then asks it of the target)
        const shape = domainShape(host, 0, host.length);
        if (shape !== DOMAIN_PLAIN) host = host.toLowerCase();
        plain = shape !== DOMAIN_OTHER;
      }
    } else if (split.hostKind === HOST_IPV6) {
      // read by the parser (valid): its groups without a second validation
      isIP = true;
      host = ipv6HostAsPeers(input, split);
    } else if (split.hostKind === HOST_IPVFUTURE) {
      // read by the parser (valid): in lower case inside its brackets, as readIPLiteral writes it
      isIP = true;
      if (!hostIsLower(split)) host = host.toLowerCase();
    } else if (split.hostKind === HOST_IPV4 || isIPv4(host)) {
      isIP = true;
    } else if (host.charCodeAt(0) === 0x5b) {
      const literal = readIPLiteral(host);
      isIP = literal.kind !== 0;
      badLiteral = bracketed && literal.error;
      host = isIP ? literal.host : host.toLowerCase();
      if (badLiteral) {
        error ||= E_HOST;
        cause ||= E_HOST;
      }
    } else {
      host = host.toLowerCase();
    }
  }
  // §4.1, §4.2, §4.4 as the peers name them
  const reference = scheme !== undefined ? (fragment === undefined ? 'absolute' : 'uri')
    : userinfo === undefined && host === undefined && port === undefined && query === undefined && path === '' ? 'same-document'
    : 'relative';
  const components: URIComponents = { scheme, userinfo, host, port, path, query, fragment, reference };
  if (opts.reference && opts.reference !== 'suffix' && opts.reference !== reference) error ||= notAReference(asString(opts.reference));
  if (error !== undefined) components.error = error;
  if (host && domain && !plain && !isIP) {
    const ascii = domainToAsciiHost(host);
    if (ascii === null) {
      components.error ||= E_HOST_TO_ASCII;
      cause ||= E_HOST_TO_ASCII;
    } else {
      components.host = ascii;
    }
  }
  const escapes = hasEscapes(input, split);
  // whether path, query and fragment were normalized as a URI's (not an IRI's): then serialize writes them as they are
  let normalizedAsUri = false;
  if (handler === undefined || !handler.skipNormalize) {
    // a valid URI has nothing to escape: without a '%' there is nothing to do
    if (escapes || !valid) {
      const iri = Boolean((opts.unicodeSupport || handler?.unicodeSupport) && opts.iri !== false);
      normalizedAsUri = !iri;
      // (a valid reference's host without a '%' is as it would be written: nothing to decode, no delimiter in it)
      if (escapes && components.host !== undefined && !badLiteral && !(valid && components.host.indexOf('%') < 0)) {
        components.host = reescapeHostDelimiters(isIP ? components.host : normalizeEscapes(components.host, true), isIP);
      }
      if (path) components.path = normalizePath(path, iri);
      if (query) components.query = normalizeQuery(query, iri);
      if (fragment) components.fragment = normalizeFragment(fragment, iri);
    }
  }
  // what serialize may write as it is (serialize.ts): the components of a valid reference, when it
  // holds no escape or they were normalized as a URI's; the userinfo when it holds no escape (parse
  // leaves its escapes as written); the host when it is a reg-name or an IPv4 address as read
  // (lower-cased; not one the WHATWG host parser rewrote or whose escapes were normalized, not an
  // IPv6 address without its brackets). Taken before the handler reshapes the components, written
  // into the record after it (the handler may call compat, which may reuse the record).
  const known = valid && (!escapes || normalizedAsUri);
  const knownHost = components.host === host && (split.hostKind === HOST_REG_NAME || split.hostKind === HOST_IPV4) ? host : undefined;
  const knownPath = components.path;
  const knownQuery = components.query;
  const knownFragment = components.fragment;
  // the input itself is its own writing (§5.3 recomposes what §3 cut) when nothing was changed in
  // reading it: no escape, the scheme and the host written in lower case (and the host no other
  // way), the port without leading zeros (told only to a record that asks: normalize's)
  const asRead = status?.written?.withInput === true && known && !escapes && opts.reference !== 'suffix' &&
    split.schemeAsWritten && (host === undefined || (knownHost !== undefined && split.host === host)) &&
    (split.port === undefined || split.port.length < 2 || split.port.charCodeAt(0) !== 0x30);
  let result = components;
  if (handler?.parse) {
    const reshaped = handler.parse(components, typeof options === 'object' && options !== null ? opts : {});
    if (typeof reshaped === 'object' && reshaped !== null) result = reshaped;
    if (handler === urnHandler && result.nid === undefined) cause ||= E_URN;
  }
  const written = status?.written;
  if (written !== undefined) {
    written.known = known;
    written.scheme = scheme;
    written.input = asRead ? input : undefined;
    written.userinfo = escapes ? undefined : userinfo;
    written.host = knownHost;
    written.port = port;
    written.plainHost = plain && knownHost !== undefined;
    written.path = knownPath;
    // (a path the parser saw no '.' and no '%' in: no dot-segment, and as read)
    written.dotFreePath = known && pathAsNormal(split) ? knownPath : undefined;
    written.query = knownQuery;
    written.fragment = knownFragment;
  }
  if (status !== undefined) {
    status.malformed = cause !== undefined;
    status.cause = cause;
  }
  return result;
}

/** The digits of a port as a number, leading zeros dropped: parseInt's reading, without its call for a port of 15 digits or fewer (where the sum is exact). */
function portNumber(digits: string): number {
  return digits.length > 15 ? parseInt(digits, 10) : decimalValue(digits, 0, digits.length);
}

/**
 * Any string read as uri-js and fast-uri read it: the components object, normalized as they
 * normalize it (scheme and host in lower case, unreserved escapes decoded, hex upper-cased, what a
 * component may not hold percent-encoded), an IPv6 host without brackets, the port a number, and
 * what is wrong in `error`, with the peers' words. Throws only for bad options ('invalid-argument').
 *
 * @example
 * parse('HTTP://user@EXAMPLE.com:8080/a%7eb?q#f');
 * // { scheme: 'http', userinfo: 'user', host: 'example.com', port: 8080, path: '/a~b', query: 'q', fragment: 'f', reference: 'uri' }
 * parse('//[2001:DB8::0001]/').host;      // '2001:db8::1'
 * parse('urn:uuid:notauuid-7dec').error;  // 'UUID is not valid.'
 */
export function parse(uriString: string, options?: URIOptions): URIComponents {
  if (options !== undefined) checkCompatOptions(options, 'compat.parse');
  return parseWithStatus(uriString, options, undefined);
}
