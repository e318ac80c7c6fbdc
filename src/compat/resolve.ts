/** uri-js / fast-uri compatibility — resolve and resolveComponents: RFC 3986 §5.2 on the peers' components, strict unless `tolerant`; the core's resolve where it is provably the same. */

import { LONG_OUTPUT } from '../chars.js';
import { isIPv4 } from '../host/index.js';
import { removeDotSegments } from '../index.js';
import { hostStartOf, pathEndOf, pathStartOf, schemeEndOf, textOf } from '../offsets.js';
import { HINT_PATH_DOT } from '../parse.js';
import { resolve as resolveUri } from '../resolve.js';
import { hasDotSegment } from '../segment.js';
import type { Uri } from '../uri.js';
import { readUri, readsAsWritten } from './as-written.js';
import { DOMAIN_PLAIN, domainShape, domainToAsciiHost, readIPLiteral } from './host.js';
import { compatError, malformedError } from './codes.js';
import { parseWithStatus, type ReadStatus } from './parse.js';
import { UNKNOWN_HINTS, readHints } from './split.js';
import { handlerOf } from './schemes.js';
import { type WrittenForm, newWrittenForm, serializeWithStatus } from './serialize.js';
import type { URIComponents, URIOptions } from './types.js';
import { asString, checkCompatOptions, optionalString, optionsOf } from './values.js';

// §5.2.2 as the peers write it, on components: a reference with a scheme is its own target
// unless `tolerant` (§5.2.2's non-strict reading, for which a scheme equal to the base's is
// ignored: the peers ignore any), with its dot-segments removed; §5.2.3's merge; the fragment
// always the reference's. resolve reads both strings with parse (with no scheme handler: the
// reference is not reshaped), resolves, writes the host of a domain-host scheme as the WHATWG host
// parser does (by the target's scheme), and writes the result without escaping again (resolveRead).
// With the default options, a pair whose reading and writing would change nothing takes the core's
// resolve instead (resolveFast, "The fast path" below).
//
// fast-uri throws from resolve when either input is malformed (a '\' or a mangled '//', a bad
// escape, a bad IP literal, a scheme that is not one) or the target's host cannot be read as a
// domain: its result is a bare string, with no `error` to say that a browser would read it
// otherwise. uri-js returns a string; compat follows fast-uri (a security fix), with a UriError of
// COMPAT_ERROR_CODES whose message holds fast-uri's sentence. resolveComponents never throws.

/** resolve's options without the caller's: the inputs read with no scheme handler (the peers' 'null'), the result written as it is. */
const READ_OPTIONS: URIOptions = /* @__PURE__ */ Object.freeze({ scheme: 'null' });
const WRITE_OPTIONS: URIOptions = /* @__PURE__ */ Object.freeze({ scheme: 'null', skipEscape: true });
/** The same, for a target whose path came out of remove_dot_segments (§5.2.4): it has none left to remove. */
const WRITE_DOT_FREE_OPTIONS: URIOptions = /* @__PURE__ */ Object.freeze({ scheme: 'null', skipEscape: true, absolutePath: true });

/** What parse found of one input (reused: resolve reads it right after each parse), and what it wrote of each input. */
const STATUS: ReadStatus = { malformed: false };
const BASE_WRITTEN: WrittenForm = /* @__PURE__ */ newWrittenForm(false);
const REFERENCE_WRITTEN: WrittenForm = /* @__PURE__ */ newWrittenForm(false);
/** What the target holds as serialize writes it (see WrittenForm): what it took from two readings whose components are all so. */
const TARGET_WRITTEN: WrittenForm = /* @__PURE__ */ newWrittenForm(false);

// The last base read with the default options, kept: a caller resolves many references against one
// base, and the base is read once. Keyed by the string (a components object may change, a string
// cannot); the components are compat's own, never handed out, and resolveTarget only reads them.
// BASE_WRITTEN belongs to it. A handler a caller puts in SCHEMES under 'null' (the name the inputs
// are read with) would read the base otherwise: the cache is kept only while there is none.
let lastBase: string | undefined;
let lastBaseComponents: URIComponents = {};

/** Where the last segment of `path` starts: after its last '/' (0 without one); read from the end, as the last segment is short. */
function lastSegmentStart(path: string): number {
  let i = path.length;
  while (i > 0 && path.charCodeAt(i - 1) !== 0x2f) i--;
  return i;
}

/** `value` when one of the two readings knew it as written (WrittenForm), else undefined. */
function knownIn(value: string | undefined, base: string | undefined, reference: string | undefined): string | undefined {
  return value !== undefined && (value === base || value === reference) ? value : undefined;
}

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
  return resolveTarget({}, base, relative, optionsOf(options), skipNormalization);
}

/**
 * resolveComponents with its options checked, into `target` (which gets every component: resolve
 * hands it an object of one shape, so that serialize reads one kind of object; resolveComponents
 * an empty one, whose keys come in the peers' order).
 */
function resolveTarget(target: URIComponents, base: URIComponents, relative: URIComponents, opts: URIOptions, skipNormalization?: boolean): URIComponents {
  let b = componentsOf(base);
  let r = componentsOf(relative);
  if (!skipNormalization) {
    b = parseWithStatus(serializeWithStatus(b, opts, undefined), opts, undefined);
    r = parseWithStatus(serializeWithStatus(r, opts, undefined), opts, undefined);
  }
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
          const merged = hasAuthority && bPath === '' ? '/' + rPath : bPath === '' ? rPath : bPath.slice(0, lastSegmentStart(bPath)) + rPath;
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

// ---------------------------------------------------------------------------------------------
// The fast path: the core's resolution, where it is provably compat's

// For two strings with the default options (and no handler of a caller's named 'null'), resolve is
// §5.2 on the components parse normalized, written back by serialize. When both strings are URI
// references urikit's parser takes, the peers' cut of each is the parser's (split.ts). When,
// besides, the base has a scheme (§5.1, which the core requires), the core's resolve cuts the same
// components and runs the same §5.2.2-§5.2.4 on them (remove_dot_segments is the core's in both),
// and its result is compat's when compat's reading and writing change nothing in it. Every
// component of the target is one of an input's, or a path made of their segments; so it is enough
// that each input reads as written with no handler (readsAsWritten, as-written.ts: no '%', the
// scheme and host in lower case, a host that no WHATWG step rewrites, a port parse writes back and
// at most 65535, above which the reading is malformed and resolve throws), and that the target's
// path holds no dot-segment where the two differ: where the reference's path is empty (and it has
// neither scheme nor authority) the core keeps the base's path as it is (§5.2.2), where compat's
// serialize removes its dot-segments (so the base's path must have none); and without an
// authority the core writes a path that would start with '//' as '/.//' (guardPath), compat as
// '/%2F' (so such a target's path must have none). Elsewhere both are remove_dot_segments of the
// same path. Anything else takes the general path (resolveRead).
// test/unit/compat-resolve-fast.test.ts runs both on the corpus, the bench's pairs, RFC 3986 §5.4
// and generated pairs, and compares.

/** The last base resolveFast read, and its Uri (null: not one the fast path takes). */
let fastBase: string | undefined;
let fastBaseUri: Uri | null = null;
/** The HINT_* bits of the last base's reading (readHints). */
let fastBaseHints = UNKNOWN_HINTS;

/**
 * resolveFast's base: a URI reference with a scheme that reads as written, as a Uri; null
 * otherwise. The last one is kept (a caller resolves many references against one base), unless it
 * is LONG_OUTPUT units or longer, as the core's resolve keeps its own (so that no long string is
 * held on to).
 */
function fastBaseOf(base: string): Uri | null {
  if (base === fastBase) return fastBaseUri;
  const b = readUri(base, false);
  const hints = readHints();
  const taken = b !== null && schemeEndOf(b) >= 0 && readsAsWritten(b, hints) ? b : null;
  fastBase = base.length < LONG_OUTPUT ? base : undefined;
  fastBaseUri = taken;
  fastBaseHints = hints;
  return taken;
}

/**
 * resolve(base, reference) with the default options, by the core's resolve where that is provably
 * compat's result (see above); undefined where it cannot tell, and resolveRead must run.
 * @internal
 */
export function resolveFast(base: string, reference: string): string | undefined {
  // (a handler of a caller's named 'null' reads the inputs: see resolve)
  if (handlerOf('null') !== undefined) return undefined;
  const b = fastBaseOf(base);
  if (b === null) return undefined;
  const r = readUri(reference, true);
  if (r === null || !readsAsWritten(r, readHints())) return undefined;
  // §5.2.2: T.path = Base.path, as it is (HINT_PATH_DOT: a '.' in the path; without one, no dot-segment)
  if (schemeEndOf(r) < 0 && hostStartOf(r) < 0 && pathStartOf(r) === pathEndOf(r) &&
    (fastBaseHints === UNKNOWN_HINTS || (fastBaseHints & HINT_PATH_DOT) !== 0) && hasDotSegment(base, pathStartOf(b), pathEndOf(b))) return undefined;
  const t = resolveUri(b, r);
  // a target without authority: guardPath's '/.//' is a dot-segment
  if (hostStartOf(t) < 0 && hasDotSegment(textOf(t), pathStartOf(t), pathEndOf(t))) return undefined;
  return textOf(t);
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
  if (options === undefined && typeof baseURI === 'string' && typeof relativeURI === 'string') {
    const fast = resolveFast(baseURI, relativeURI);
    if (fast !== undefined) return fast;
  }
  return resolveRead(baseURI, relativeURI, options);
}

/**
 * resolve by compat's own readings: both inputs parsed into components, resolved (resolveTarget)
 * and serialized. Every call may take it; resolve takes resolveFast first where it applies.
 * @internal
 */
export function resolveRead(baseURI: string, relativeURI: string, options?: URIOptions): string {
  if (options !== undefined) checkCompatOptions(options, 'compat.resolve');
  const opts = optionsOf(options);
  // the inputs are read with no scheme handler (the peers' scheme 'null'), unless one is named
  const schemeless: URIOptions = options === undefined ? READ_OPTIONS : { scheme: 'null', ...opts };
  // the default reading: no handler reads or writes (none is named 'null'), and the last base is kept
  const keep = options === undefined && handlerOf('null') === undefined;
  let base: URIComponents;
  if (keep && baseURI === lastBase) {
    base = lastBaseComponents;
  } else {
    lastBase = undefined;
    STATUS.written = BASE_WRITTEN;
    base = parseWithStatus(baseURI, schemeless, STATUS, !keep);
    if (STATUS.malformed) throw malformedError(STATUS.cause ?? '', asString(baseURI));
    if (keep && typeof baseURI === 'string') {
      lastBase = baseURI;
      lastBaseComponents = base;
    }
  }
  STATUS.written = REFERENCE_WRITTEN;
  const relative = parseWithStatus(relativeURI, schemeless, STATUS, !keep);
  if (STATUS.malformed) throw malformedError(STATUS.cause ?? '', asString(relativeURI));
  const target = resolveTarget({
    scheme: undefined, userinfo: undefined, host: undefined, port: undefined, path: undefined, query: undefined, fragment: undefined,
  }, base, relative, schemeless, true);
  // each of the target's components is one of the readings', or a path made of their segments
  // (with the default reading only: no handler of a caller's ran, which could have called resolve and reused the records)
  const written = TARGET_WRITTEN;
  written.known = keep && BASE_WRITTEN.known && REFERENCE_WRITTEN.known;
  written.input = undefined;
  if (written.known) {
    written.scheme = target.scheme;
    // each as its reading knew it (a userinfo with escapes, an IP literal without its brackets: not known)
    written.userinfo = knownIn(target.userinfo, BASE_WRITTEN.userinfo, REFERENCE_WRITTEN.userinfo);
    written.host = knownIn(target.host, BASE_WRITTEN.host, REFERENCE_WRITTEN.host);
    written.plainHost = written.host !== undefined && (written.host === BASE_WRITTEN.host ? BASE_WRITTEN.plainHost : REFERENCE_WRITTEN.plainHost);
    // segments of the two paths, every one known
    written.path = target.path;
    written.query = knownIn(target.query, BASE_WRITTEN.query, REFERENCE_WRITTEN.query);
    written.fragment = knownIn(target.fragment, BASE_WRITTEN.fragment, REFERENCE_WRITTEN.fragment);
  }
  const host = target.host;
  const handler = host ? handlerOf(opts.scheme || target.scheme) : undefined;
  // a domain host as the WHATWG host parser writes it (the target's scheme's handler says which are)
  if (host && (opts.domainHost || handler?.domainHost) && !opts.unicodeSupport && !handler?.unicodeSupport &&
    // a plain domain (host.ts) is no IP address and needs no other writing (its reading may have told)
    !(written.known && host === written.host ? written.plainHost : domainShape(host, 0, host.length) === DOMAIN_PLAIN)) {
    if (!isIPv4(host) && readIPLiteral(host).kind !== 1) {
      const ascii = domainToAsciiHost(host);
      if (ascii !== null) target.host = ascii;
      // an ASCII host the WHATWG parser refuses ('a%2540b') stays, escapes and all: serialize
      // writes it as a reg-name no browser reads as another host. A non-ASCII one has no writing.
      else if (!isAscii(host)) throw compatError('compat-host-to-ascii', 0, host);
    }
  }
  // written without escaping again: each side was escaped when it was read
  // (a path other than the base's came out of remove_dot_segments: resolveTarget)
  const write = options !== undefined ? { ...schemeless, skipEscape: true } : target.path !== base.path ? WRITE_DOT_FREE_OPTIONS : WRITE_OPTIONS;
  return serializeWithStatus(target, write, undefined, true, written, !keep);
}
