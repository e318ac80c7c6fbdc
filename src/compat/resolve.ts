/** uri-js / fast-uri compatibility — resolve and resolveComponents: RFC 3986 §5.2 on the peers' components, strict unless `tolerant`. */

import { isIPv4 } from '../host/index.js';
import { removeDotSegments } from '../index.js';
import { domainToAsciiHost, readIPLiteral } from './host.js';
import { compatError, malformedError } from './codes.js';
import { parseWithStatus, type ReadStatus } from './parse.js';
import { handlerOf } from './schemes.js';
import { serializeWithStatus } from './serialize.js';
import type { URIComponents, URIOptions } from './types.js';
import { asString, checkCompatOptions, optionalString, optionsOf } from './values.js';

// §5.2.2 as the peers write it, on components: a reference with a scheme is its own target
// unless `tolerant` (§5.2.2's non-strict reading, for which a scheme equal to the base's is
// ignored: the peers ignore any), with its dot-segments removed; §5.2.3's merge; the fragment
// always the reference's. resolve reads both strings with parse (with no scheme handler: the
// reference is not reshaped), resolves, writes the host of a domain-host scheme as the WHATWG host
// parser does (by the target's scheme), and writes the result without escaping again.
//
// fast-uri throws from resolve when either input is malformed (a '\' or a mangled '//', a bad
// escape, a bad IP literal, a scheme that is not one) or the target's host cannot be read as a
// domain: its result is a bare string, with no `error` to say that a browser would read it
// otherwise. uri-js returns a string; compat follows fast-uri (a security fix), with a UriError of
// COMPAT_ERROR_CODES whose message holds fast-uri's sentence. resolveComponents never throws.

/** resolve's options without the caller's: the inputs read with no scheme handler (the peers' 'null'), the result written as it is. */
const READ_OPTIONS: URIOptions = /* @__PURE__ */ Object.freeze({ scheme: 'null' });
const WRITE_OPTIONS: URIOptions = /* @__PURE__ */ Object.freeze({ scheme: 'null', skipEscape: true });

/** What parse found of one input (reused: resolve reads it right after each parse). */
const STATUS: ReadStatus = { malformed: false };

/** Whether `s` is ASCII only. */
function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 128) return false;
  return true;
}

/** The peers' components of a value that is not an object: none. */
function componentsOf(value: unknown): URIComponents {
  return typeof value === 'object' && value !== null ? (value as URIComponents) : {};
}

/** A component's path as text ('' when absent). */
function pathOf(c: URIComponents): string {
  return optionalString(c.path) ?? '';
}

/**
 * The target components of a reference against a base (RFC 3986 §5.2.2), as uri-js's and
 * fast-uri's `resolveComponents`: both are first normalized (serialized and parsed again) unless
 * `skipNormalization`. Throws only for bad options ('invalid-argument'), or from a scheme
 * handler's serialize (a urn without nid).
 *
 * @example
 * resolveComponents(parse('http://a/b/c/d;p?q'), parse('../g'), {}, true).path; // '/b/g'
 * // normalized first (serialize removes a relative path's dot-segments, as uri-js's does): '/b/c/g'
 * resolveComponents(parse('http://a/b/c/d;p?q'), parse('../g')).path;
 */
export function resolveComponents(base: URIComponents, relative: URIComponents, options?: URIOptions, skipNormalization?: boolean): URIComponents {
  checkCompatOptions(options, 'compat.resolveComponents');
  return resolveTarget(base, relative, optionsOf(options), skipNormalization);
}

/** resolveComponents with its options checked. */
function resolveTarget(base: URIComponents, relative: URIComponents, opts: URIOptions, skipNormalization?: boolean): URIComponents {
  let b = componentsOf(base);
  let r = componentsOf(relative);
  if (!skipNormalization) {
    b = parseWithStatus(serializeWithStatus(b, opts, undefined), opts, undefined);
    r = parseWithStatus(serializeWithStatus(r, opts, undefined), opts, undefined);
  }
  const target: URIComponents = {};
  if (!opts.tolerant && r.scheme) {
    // if defined(R.scheme) then T.scheme = R.scheme; T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query
    target.scheme = r.scheme;
    target.userinfo = r.userinfo;
    target.host = r.host;
    target.port = r.port;
    target.path = removeDotSegments(pathOf(r));
    target.query = r.query;
  } else {
    if (r.userinfo !== undefined || r.host !== undefined || r.port !== undefined) {
      // if defined(R.authority) then T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query
      target.userinfo = r.userinfo;
      target.host = r.host;
      target.port = r.port;
      target.path = removeDotSegments(pathOf(r));
      target.query = r.query;
    } else {
      const rPath = pathOf(r);
      if (rPath === '') {
        // if (R.path == "") then T.path = Base.path; T.query = defined(R.query) ? R.query : Base.query
        target.path = b.path;
        target.query = r.query !== undefined ? r.query : b.query;
      } else {
        if (rPath.charCodeAt(0) === 0x2f) {
          target.path = removeDotSegments(rPath);
        } else {
          // §5.2.3 merge
          const bPath = pathOf(b);
          const hasAuthority = b.userinfo !== undefined || b.host !== undefined || b.port !== undefined;
          const merged = hasAuthority && bPath === '' ? '/' + rPath : bPath === '' ? rPath : bPath.slice(0, bPath.lastIndexOf('/') + 1) + rPath;
          target.path = removeDotSegments(merged);
        }
        target.query = r.query;
      }
      target.userinfo = b.userinfo;
      target.host = b.host;
      target.port = b.port;
    }
    target.scheme = b.scheme;
  }
  target.fragment = r.fragment;
  return target;
}

/**
 * A reference resolved against a base URI (RFC 3986 §5.2), both strings, as uri-js and fast-uri
 * resolve: the result serialized. `{ tolerant: true }` reads a reference that repeats the base's
 * scheme ('http:g') as relative.
 *
 * @throws {UriError} as fast-uri throws, when parse finds either input malformed (its `error`,
 * the code from COMPAT_ERROR_CODES: 'compat-authority-backslash', 'compat-invalid-host', ...), or
 * when the target's host is a domain (http, https, ws, wss, `domainHost`) that the WHATWG host
 * parser refuses ('compat-host-to-ascii'); 'invalid-argument' for bad options.
 *
 * @example
 * resolve('http://a/b/c/d;p?q', '../g');                         // 'http://a/b/g'
 * resolve('http://a/b/c/d;p?q', 'http:g', { tolerant: true });   // 'http://a/b/c/g'
 */
export function resolve(baseURI: string, relativeURI: string, options?: URIOptions): string {
  checkCompatOptions(options, 'compat.resolve');
  const opts = optionsOf(options);
  // the inputs are read with no scheme handler (the peers' scheme 'null'), unless one is named
  const schemeless: URIOptions = options === undefined ? READ_OPTIONS : { scheme: 'null', ...opts };
  const base = parseWithStatus(baseURI, schemeless, STATUS);
  if (STATUS.malformed) throw malformedError(STATUS.cause ?? '', asString(baseURI));
  const relative = parseWithStatus(relativeURI, schemeless, STATUS);
  if (STATUS.malformed) throw malformedError(STATUS.cause ?? '', asString(relativeURI));
  const target = resolveTarget(base, relative, schemeless, true);
  const host = target.host;
  if (host) {
    const handler = handlerOf(opts.scheme || target.scheme);
    const isIP = isIPv4(host) || readIPLiteral(host).kind === 1;
    if (!isIP && (opts.domainHost || handler?.domainHost) && !opts.unicodeSupport && !handler?.unicodeSupport) {
      const ascii = domainToAsciiHost(host);
      if (ascii !== null) target.host = ascii;
      // an ASCII host the WHATWG parser refuses ('a%2540b') stays, escapes and all: serialize
      // writes it as a reg-name no browser reads as another host. A non-ASCII one has no writing.
      else if (!isAscii(host)) throw compatError('compat-host-to-ascii', 0, host);
    }
  }
  // written without escaping again: each side was escaped when it was read
  return serializeWithStatus(target, options === undefined ? WRITE_OPTIONS : { ...schemeless, skipEscape: true }, undefined, true);
}
