/** RFC 3986 §5.2 — reference resolution (strict and non-strict) and merge; remove_dot_segments is segment.ts's. */

import * as chars from './chars.js';
import { UriError, RELATIVE_BASE } from './errors.js';
import * as offsets from './offsets.js';
import { type Fields, checkOptions, isBoolean } from './options.js';
import { HINT_PATH_DOT as PATH_DOT, ParseState, RULE_REFERENCE, parseOffsets, readCommonInto, readRelativeRef, registersOf } from './parse.js';
import { parseError } from './parse-error.js';
import { dotSegmentsRemoved, hasDotSegment, removeDotSegments } from './segment.js';
import { type ParseOptions, Uri, type UriInput, createUri, flagsOf, toUri } from './uri.js';

/** The state the parser writes into for this module's calls (see ParseState). */
const STATE = /* @__PURE__ */ new ParseState();

// The registers and offsets.ts's accessors as module-local constants, on purpose (see "Local copies" in
// chars.ts: an imported binding is reloaded at every read).
const R = /* @__PURE__ */ registersOf(STATE);
const R_SCHEME_END = offsets.R_SCHEME_END;
const R_HOST_START = offsets.R_HOST_START;
const R_HOST_END = offsets.R_HOST_END;
const R_PATH_START = offsets.R_PATH_START;
const R_QUERY_START = offsets.R_QUERY_START;
const R_FRAGMENT_START = offsets.R_FRAGMENT_START;
const R_HOST_KIND = offsets.R_HOST_KIND;
const REGISTERS = offsets.REGISTERS;
const HINT_PATH_DOT = PATH_DOT;
const textOf = offsets.textOf;
const schemeEndOf = offsets.schemeEndOf;
const hostStartOf = offsets.hostStartOf;
const hostEndOf = offsets.hostEndOf;
const pathStartOf = offsets.pathStartOf;
const queryStartOf = offsets.queryStartOf;
const fragmentStartOf = offsets.fragmentStartOf;
const hostKindOf = offsets.hostKindOf;
const uriFlagsOf = offsets.uriFlagsOf;
const LONG_OUTPUT = chars.LONG_OUTPUT;
const unitBuffer = chars.unitBuffer;
const unitsToString = chars.unitsToString;

/** The fields of ResolveOptions, checked (see options.ts). */
const RESOLVE_FIELDS: Fields = { iri: isBoolean, zoneId: isBoolean, strict: isBoolean, relativeBase: isBoolean };

/** Options of resolve. */
export interface ResolveOptions extends Pick<ParseOptions, 'iri' | 'zoneId'> {
  /**
   * §5.2.2: true (default) resolves strictly. false is the backward-compatible mode the RFC
   * describes: a reference whose scheme equals the base's (ignoring case) is treated as relative,
   * so `http:g` against `http://a/b/c/d;p?q` gives `http://a/b/c/g`.
   */
  strict?: boolean | undefined;
  /**
   * Accept a base without a scheme (a relative reference), which §5.1 does not: default false, and
   * such a base throws UriError 'relative-base'. With true, §5.2.2 runs with the base's absent
   * components left absent, so the result is a relative reference when neither has a scheme:
   * `resolve('', '#a')` is `#a`, `resolve('/s/a', 'b')` is `/s/b`. Against a relative-path base
   * (rootless or empty path, no authority) the merged path is reduced by normalizeRelativePath
   * rather than §5.2.4: a ".." with no segment before it is kept, since the base's own directory
   * is not known yet (`resolve('a/b', '../../c')` is `../c`, where §5.2.4 would give `/c`), and
   * the result is written `./...` when its first segment is empty or holds ':' (§4.2).
   * Resolving the result against an absolute base B then gives what resolving against
   * resolve(B, base) gives, when B has an authority or an absolute path and the base's last path
   * segment is not ".." (the README's "Resolving against a relative base" says why).
   */
  relativeBase?: boolean | undefined;
}

// ---------------------------------------------------------------------------------------------
// The base, read into registers

/**
 * Bases longer than this are not kept for the next call (readBase), so that the module holds on
 * to no long string; a base this long costs a parse far beyond the comparison it would save. (A
 * kept base that is a slice of a larger string keeps that string alive too, as V8 does for any
 * slice and as the results resolved against it do, until a call with another base replaces it.)
 */
const BASE_CACHE_LIMIT = LONG_OUTPUT;

/**
 * The base of the current call, read into registers of offsets.ts's layout (R_*) rather than into
 * a Uri: resolve only reads the base's offsets and never hands the base out, so a Uri for it would
 * be an allocation for nothing. readBase fills them; resolve copies them into locals at once (a
 * URL object's href getter, read for the reference, may call resolve again).
 */
const BASE = /* @__PURE__ */ new Int32Array(REGISTERS);
/** The PARSE_* flags the base in BASE was read with. */
let baseFlags = 0;
/** HINT_PATH_DOT when the base's path may hold a '.': readCommonUri's exact hint, else set. */
let baseHints = HINT_PATH_DOT;
/**
 * The base string whose offsets BASE holds, when it may be taken from there again: readBase hands
 * it out unparsed when the next call gives the same text with the same parser flags (the same
 * text and flags parse to the same offsets), as when the links of one page are resolved against
 * its URI. '' when BASE holds no string that may be kept (a Uri base, a long one): '' is never
 * taken, as an empty base is never looked up.
 */
let keptBase = '';


/**
 * resolve's base into BASE, baseFlags and baseHints; returns its text. A string is parsed as toUri
 * would parse it (the same readers, so the same errors: the common shape by readCommonUri, the
 * rest by parseOffsets), unless it is the kept base and the flags are the same.
 */
function readBase(base: UriInput, options: ResolveOptions | undefined): string {
  if (typeof base === 'string') {
    const flags = flagsOf(options);
    const kept = keptBase;
    const n = base.length;
    // The length and the last character first, read inline: bases of one length that differ at the
    // end (`.../pull/20557`, `.../pull/20558`) are told apart without the call that compares texts.
    if (n === kept.length && n > 0 && base.charCodeAt(n - 1) === kept.charCodeAt(n - 1) && base === kept &&
      baseFlags === flags) return base;
    // (into R, as for the reference, and copied; readCommonInto's hints are exact: HINT_PATH_DOT
    // clear when the path holds no '.', so no dot segment is looked for; the general reader gives none)
    const common = flags === 0 ? readCommonInto(STATE, base) : -1;
    if (common < 0 && !parseOffsets(STATE, base, RULE_REFERENCE, flags)) throw parseError(STATE, base);
    BASE[R_SCHEME_END] = R[R_SCHEME_END]!;
    BASE[R_HOST_START] = R[R_HOST_START]!;
    BASE[R_HOST_END] = R[R_HOST_END]!;
    BASE[R_PATH_START] = R[R_PATH_START]!;
    BASE[R_QUERY_START] = R[R_QUERY_START]!;
    BASE[R_FRAGMENT_START] = R[R_FRAGMENT_START]!;
    BASE[R_HOST_KIND] = R[R_HOST_KIND]!;
    baseHints = common < 0 ? HINT_PATH_DOT : common;
    baseFlags = flags;
    keptBase = n <= BASE_CACHE_LIMIT ? base : '';
    return base;
  }
  const b = toUri(base, 'resolve: the base', options);
  BASE[R_SCHEME_END] = schemeEndOf(b);
  BASE[R_HOST_START] = hostStartOf(b);
  BASE[R_HOST_END] = hostEndOf(b);
  BASE[R_PATH_START] = pathStartOf(b);
  BASE[R_QUERY_START] = queryStartOf(b);
  BASE[R_FRAGMENT_START] = fragmentStartOf(b);
  BASE[R_HOST_KIND] = hostKindOf(b);
  baseFlags = uriFlagsOf(b);
  baseHints = HINT_PATH_DOT;
  keptBase = '';
  return textOf(b);
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * Dot-segment removal for a relative-path reference that keeps what it resolves to against every
 * base with an authority or an absolute path: "." segments go, ".." removes the segment
 * before it and is kept when there is none (`a/../../b` -> `../b`), a trailing "."/".." keeps the
 * trailing '/', and the result is written `./...` when it would otherwise be empty, start with '/'
 * (a different kind of reference) or hold ':' in its first segment (§4.2).
 * The exception, a base whose path is rootless (`mailto:x`, `http:./`), comes from §5.2.4 itself:
 * there remove_dot_segments("b/../a") gives "/a", which the shorter "a" does not reproduce.
 * Two users: normalize's remove-dot-segments step on a relative-path reference, and resolve on a
 * path merged onto a relative-path base (options.relativeBase), which is not known to climb.
 * @internal
 */
export function normalizeRelativePath(path: string): string {
  if (!hasDotSegment(path)) return path;
  if (path.length >= LONG_OUTPUT) return normalizeRelativePathLong(path);
  const segments = path.split('/');
  const stack: string[] = [];
  let trailingSlash = false;
  const last = segments.length - 1;
  for (let k = 0; k <= last; k++) {
    const seg = segments[k]!;
    if (seg === '.' || (seg === '' && k === last)) {
      if (k === last) trailingSlash = true;
    } else if (seg === '..') {
      if (stack.length > 0 && stack[stack.length - 1] !== '..') stack.pop();
      else stack.push('..');
      if (k === last) trailingSlash = true;
    } else {
      stack.push(seg);
    }
  }
  if (stack.length === 0) return './';
  let result = stack.join('/') + (trailingSlash ? '/' : '');
  const first = stack[0]!;
  if (first === '' || first.includes(':')) result = './' + result;
  return result;
}

/**
 * normalizeRelativePath for a long path (LONG_OUTPUT units or more): the same stack of segments,
 * kept as its join in a UTF-16 buffer (see "Output buffers" in chars.ts) rather than an array of
 * a million small strings; `depth` counts its segments. Popping moves the end back to the last
 * '/', so each unit is removed at most once. Keep the two in step (test/unit/long-output.test.ts).
 */
function normalizeRelativePathLong(path: string): string {
  const n = path.length;
  const buf = unitBuffer(n);
  let k = 0;
  let depth = 0;
  let trailingSlash = false;
  for (let start = 0; ;) {
    let end = path.indexOf('/', start);
    const last = end < 0;
    if (last) end = n;
    const length = end - start;
    const dots = length === 1 || length === 2 ? countDots(path, start, end) : 0;
    if (dots === 1 || (length === 0 && last)) {
      if (last) trailingSlash = true;
    } else if (dots === 2) {
      // the top segment is ".." when the buffer ends with it, whole
      const topIsDots = k >= 2 && buf[k - 1] === 46 && buf[k - 2] === 46 && (k === 2 || buf[k - 3] === 47);
      if (depth > 0 && !topIsDots) {
        while (k > 0 && buf[--k] !== 47) continue; // pop: back to its '/' (or to 0, the first segment)
        depth--;
      } else {
        if (depth > 0) buf[k++] = 47;
        buf[k++] = 46;
        buf[k++] = 46;
        depth++;
      }
      if (last) trailingSlash = true;
    } else {
      if (depth > 0) buf[k++] = 47;
      for (let i = start; i < end; i++) buf[k++] = path.charCodeAt(i);
      depth++;
    }
    if (last) break;
    start = end + 1;
  }
  if (depth === 0) return './';
  // the first segment: empty (the result would start with '/') or holding ':' (a scheme) needs './'
  let guard = k === 0 || buf[0] === 47;
  for (let i = 0; !guard && i < k && buf[i] !== 47; i++) if (buf[i] === 58) guard = true;
  const result = unitsToString(buf, k) + (trailingSlash ? '/' : '');
  return guard ? './' + result : result;
}

/** 1 or 2 when s[start, end) is "." or "..", else 0. */
function countDots(s: string, start: number, end: number): number {
  for (let i = start; i < end; i++) if (s.charCodeAt(i) !== 46) return 0;
  return end - start;
}

/** §5.2.3 merge: the reference's path appended to the directory of the base's path bs[bPathStart, bPathEnd). */
function merge(bs: string, bHostStart: number, bPathStart: number, bPathEnd: number, rPath: string): string {
  // If the base URI has a defined authority component and an empty path, then return "/" + R.path
  if (bHostStart >= 0 && bPathEnd === bPathStart) return '/' + rPath;
  // else all but the last segment of the base path (none when it has no '/') + R.path
  const slash = bs.lastIndexOf('/', bPathEnd - 1);
  return slash < bPathStart ? rPath : bs.slice(bPathStart, slash + 1) + rPath;
}

/**
 * A path that would be read as an authority: without an authority, a path starting with "//" is
 * written "/.//..." (equivalent by remove_dot_segments). RFC 3986 §5.2.4 can produce such a path
 * (`a:/.//x`, or `a:b/c` with reference `..//x`) and §5.3 would then recompose a different URI; this
 * is a deviation the README lists (the same repair as WHATWG URL's).
 * @internal
 */
export function guardPath(path: string, hasAuthority: boolean): string {
  // (length first: in V8 a charCodeAt past the end costs a deoptimization, see readReference)
  return !hasAuthority && path.length > 1 && path.charCodeAt(0) === 47 && path.charCodeAt(1) === 47 ? '/.' + path : path;
}

/**
 * §5.2.2 Transform References: the target URI of a reference against a base URI (a string or a Uri).
 * The base must have a scheme (§5.1: its fragment, if any, is ignored); a relative base throws
 * UriError 'relative-base', unless options.relativeBase is true (see ResolveOptions). The result
 * is a Uri with a scheme (with relativeBase, a relative reference when neither has one). A WHATWG
 * URL object is read through its href, like a string.
 * https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2
 *
 * @example
 * resolve('http://a/b/c/d;p?q', '../g').toString(); // 'http://a/b/g'
 * resolve('a/b', '../../c', { relativeBase: true }).toString(); // '../c'
 */
export function resolve(base: UriInput, reference: UriInput, options?: ResolveOptions): Uri {
  if (options !== undefined) checkOptions(options, 'resolve', RESOLVE_FIELDS);
  // The base is read into registers (readBase), and copied here before the reference is read.
  const bs = readBase(base, options);
  const bSchemeEnd = BASE[R_SCHEME_END]!;
  const bHostStart = BASE[R_HOST_START]!;
  const bHostEnd = BASE[R_HOST_END]!;
  const bPathStart = BASE[R_PATH_START]!;
  const bQueryStart = BASE[R_QUERY_START]!;
  const bFragmentStart = BASE[R_FRAGMENT_START]!;
  const bHostKind = BASE[R_HOST_KIND]!;
  const bFlags = baseFlags;
  const bHints = baseHints;
  // R is read into locals, not into a Uri: T is seldom R itself, so that would be an allocation
  // and parse's wrappers for nothing (issue 4).
  let rs: string;
  let rSchemeEnd: number;
  let rHostStart: number;
  let rHostEnd: number;
  let rPathStart: number;
  let rQueryStart: number;
  let rFragmentStart: number;
  let rHostKind: number;
  let rFlags: number;
  let rHints = HINT_PATH_DOT;
  if (typeof reference === 'string') {
    rFlags = flagsOf(options);
    // A relative reference without an authority first (readRelativeRef), then the common shape of
    // a URI or a network-path reference (readCommonUri, as parse reads a URI: with the hint of a
    // '.' in the path); anything else, and every error, takes the general reader.
    let common = -1;
    if (!(rFlags === 0 && (readRelativeRef(STATE, reference) || (common = readCommonInto(STATE, reference, true)) >= 0)) &&
      !parseOffsets(STATE, reference, RULE_REFERENCE, rFlags)) throw parseError(STATE, reference);
    if (common >= 0) rHints = common;
    rs = reference;
    rSchemeEnd = R[R_SCHEME_END]!;
    rHostStart = R[R_HOST_START]!;
    rHostEnd = R[R_HOST_END]!;
    rPathStart = R[R_PATH_START]!;
    rQueryStart = R[R_QUERY_START]!;
    rFragmentStart = R[R_FRAGMENT_START]!;
    rHostKind = R[R_HOST_KIND]!;
  } else {
    const r = toUri(reference, 'resolve: the reference', options); // a Uri, or it throws
    rs = textOf(r);
    rSchemeEnd = schemeEndOf(r);
    rHostStart = hostStartOf(r);
    rHostEnd = hostEndOf(r);
    rPathStart = pathStartOf(r);
    rQueryStart = queryStartOf(r);
    rFragmentStart = fragmentStartOf(r);
    rHostKind = hostKindOf(r);
    rFlags = uriFlagsOf(r);
  }
  if (bSchemeEnd < 0 && options?.relativeBase !== true) {
    throw new UriError('relative-base', 0, bs,
      `the base '${bs}' is a relative reference (pass { relativeBase: true } to resolve against one)`, RELATIVE_BASE);
  }
  // The algorithm reads both references in place by their offsets and writes T as three slices,
  // head (scheme ":" ["//" authority]) + path + tail (["?" query] ["#" fragment]), so that no
  // component is cut out unless remove_dot_segments or merge needs it.
  const flags = bFlags | rFlags;
  const bPathEnd = bQueryStart >= 0 ? bQueryStart : bFragmentStart >= 0 ? bFragmentStart : bs.length;
  const rPathEnd = rQueryStart >= 0 ? rQueryStart : rFragmentStart >= 0 ? rFragmentStart : rs.length;
  let rHasScheme = rSchemeEnd >= 0;
  // -- A non-strict parser may ignore a scheme in the reference if it is identical to the base URI's.
  // if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);
  if (options?.strict === false && rHasScheme && sameScheme(bs, bSchemeEnd, rs, rSchemeEnd)) rHasScheme = false;
  const rRelative = rSchemeEnd + 1; // where R's relative part starts (after its scheme, if any)

  let head: string;
  let schemeEnd: number;
  let hostStart = -1;
  let hostEnd = -1;
  let hostKind = 0;
  let path: string;
  let tail: string;
  // if defined(R.scheme) then
  if (rHasScheme) {
    // T.scheme = R.scheme; T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query;
    // (no '.' in R's path at all when readCommonUri's hint says so: no dot segment to look for)
    if ((rHints & HINT_PATH_DOT) === 0 || !hasDotSegment(rs, rPathStart, rPathEnd)) {
      // T is R itself
      if (typeof reference !== 'string' && reference instanceof Uri && flags === rFlags) return reference; // (no @@hasInstance call for a string)
      return createUri(rs, rSchemeEnd, rHostStart, rHostEnd, rPathStart, rQueryStart, rFragmentStart, rHostKind, flags);
    }
    head = rs.slice(0, rPathStart);
    schemeEnd = rSchemeEnd;
    hostStart = rHostStart;
    hostEnd = rHostEnd;
    hostKind = rHostKind;
    path = guardPath(dotSegmentsRemoved(rs, rPathStart, rPathEnd), hostStart >= 0);
    tail = rs.slice(rPathEnd);
  } else if (rHostStart >= 0) {
    // if defined(R.authority) then T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query;
    // T.scheme = Base.scheme;
    schemeEnd = bSchemeEnd;
    const shift = schemeEnd + 1 - rRelative;
    if ((rHints & HINT_PATH_DOT) === 0 || !hasDotSegment(rs, rPathStart, rPathEnd)) {
      // T = Base's scheme ":" and the rest of R, as written (one slice of each)
      return createUri(bs.slice(0, schemeEnd + 1) + rs.slice(rRelative), schemeEnd, rHostStart + shift, rHostEnd + shift,
        rPathStart + shift, shifted(rQueryStart, shift), shifted(rFragmentStart, shift), rHostKind, flags);
    }
    head = bs.slice(0, schemeEnd + 1) + rs.slice(rRelative, rPathStart);
    hostStart = rHostStart + shift;
    hostEnd = rHostEnd + shift;
    hostKind = rHostKind;
    path = dotSegmentsRemoved(rs, rPathStart, rPathEnd);
    tail = rs.slice(rPathEnd);
  } else {
    // T.authority = Base.authority; T.scheme = Base.scheme;
    schemeEnd = bSchemeEnd;
    hostStart = bHostStart;
    hostEnd = bHostEnd;
    hostKind = bHostKind;
    // if (R.path == "") then
    if (rPathEnd === rPathStart) {
      // T.path = Base.path;
      // if defined(R.query) then T.query = R.query; else T.query = Base.query;
      // T.fragment = R.fragment;
      // So T is Base up to its path and then R's query and fragment, or Base up to its fragment and
      // then R's fragment: one slice of each.
      const keep = rQueryStart >= 0 ? bPathEnd : bFragmentStart >= 0 ? bFragmentStart : bs.length;
      const shift = keep - rPathStart;
      return createUri(bs.slice(0, keep) + rs.slice(rPathStart), schemeEnd, hostStart, hostEnd, bPathStart,
        rQueryStart >= 0 ? rQueryStart + shift : bQueryStart, shifted(rFragmentStart, shift), hostKind, flags);
    }
    // if (R.path starts-with "/") then T.path = remove_dot_segments(R.path);
    // else T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path);
    const rootless = rs.charCodeAt(rPathStart) !== 47;
    if (rootless) {
      const t = mergeInPlace(bs, bSchemeEnd, bHostStart, bHostEnd, bPathStart, bPathEnd, bHostKind, bHints,
        rs, rPathStart, rPathEnd, rQueryStart, rFragmentStart, flags);
      if (t !== null) return t;
    } else if (!hasDotSegment(rs, rPathStart, rPathEnd)) {
      // T = Base up to its path, and the rest of R (a path-absolute never starts with "//")
      const shift = bPathStart - rPathStart;
      return createUri(bs.slice(0, bPathStart) + rs.slice(rPathStart), schemeEnd, hostStart, hostEnd, bPathStart,
        shifted(rQueryStart, shift), shifted(rFragmentStart, shift), hostKind, flags);
    }
    const rPath = rs.slice(rPathStart, rPathEnd);
    head = bs.slice(0, bPathStart);
    // options.relativeBase: merged onto a relative-path base, a ".." that finds no segment before
    // it is kept (`a/b` + `../../c` is `../c`): the base's own directory is not known yet
    path = rootless && schemeEnd < 0 && hostStart < 0 && (bPathStart === bs.length || bs.charCodeAt(bPathStart) !== 47)
      ? normalizeRelativePath(merge(bs, bHostStart, bPathStart, bPathEnd, rPath))
      : guardPath(removeDotSegments(rootless ? merge(bs, bHostStart, bPathStart, bPathEnd, rPath) : rPath), hostStart >= 0);
    // T.query = R.query; T.fragment = R.fragment;
    tail = rs.slice(rPathEnd);
  }
  // §5.3 recomposition: the offsets of the query and fragment follow from the tail.
  const pathStart = head.length;
  const tailStart = pathStart + path.length;
  let queryStart = -1;
  let fragmentStart = -1;
  const t0 = tail.length > 0 ? tail.charCodeAt(0) : -1; // (no read past the end, as in guardPath)
  if (t0 === 63) {
    queryStart = tailStart;
    const f = tail.indexOf('#'); // a query holds no '#': the first one opens the fragment
    if (f >= 0) fragmentStart = tailStart + f;
  } else if (t0 === 35) {
    fragmentStart = tailStart;
  }
  return createUri(head + path + tail, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, flags);
}

/**
 * §5.2.3 merge and §5.2.4 remove_dot_segments in one pass, without building the merged path, when
 * the base directory starts with '/' and has no dot segment (every base in practice). The output
 * is the base directory, less one segment per ".." that reaches it, then the reference's segments
 * that survive, kept as ranges of the reference (refStart/refEnd, a stack: ".." pops). Runs of
 * ranges that are adjacent in the reference are sliced at once, so a reference without dot
 * segments costs two slices and one concatenation. Returns null when the case does not apply, and
 * resolve merges the strings and runs removeDotSegments (the RFC's text, step by step).
 * (resolve on relative.txt: 503 -> 430 ns/pair with the leading-".." case alone.)
 */
function mergeInPlace(bs: string, bSchemeEnd: number, bHostStart: number, bHostEnd: number, bPathStart: number,
  bPathEnd: number, bHostKind: number, bHints: number, rs: string, rPathStart: number, rPathEnd: number,
  rQueryStart: number, rFragmentStart: number, flags: number): Uri | null {
  // The base directory is bs[bPathStart, cut), ending in '/'; "/" when the base has an authority
  // and an empty path (merge's first case), which no ".." can shorten.
  let cut: number;
  if (bPathEnd === bPathStart) {
    if (bHostStart < 0) return null;
    cut = -1;
  } else {
    if (bs.charCodeAt(bPathStart) !== 47) return null; // a rootless base: "b/../x" is "/x" by §5.2.4
    cut = lastSlash(bs, bPathEnd - 1, bPathStart) + 1;
    // (no '.' in the base's path when readCommonUri's hint says so, and a directory shorter than
    // "/./" holds no dot segment: no call for either, the usual cases)
    if ((bHints & HINT_PATH_DOT) !== 0 && cut - bPathStart >= 3 && hasDotSegment(bs, bPathStart, cut)) return null;
  }
  // The reference's leading "./" and "../" steps (and a final "." or ".."): each ".." takes the
  // last segment off the base directory, never the root. The segment loop below would do the same;
  // this loop is its fast path for the usual reference (a few "../", then a path without dot
  // segments, sliced whole): folding it into that loop cost ~3 % of resolve on relative.txt.
  let i = rPathStart;
  let trailingSlash = false;
  while (i < rPathEnd && rs.charCodeAt(i) === 46) {
    const next = i + 1 < rPathEnd ? rs.charCodeAt(i + 1) : 47;
    if (next === 47) {
      i += 2; // "./", or a final "."
    } else if (next === 46 && (i + 2 === rPathEnd || rs.charCodeAt(i + 2) === 47)) {
      if (cut - 1 > bPathStart) cut = lastSlash(bs, cut - 2, bPathStart) + 1;
      i += 3; // "../", or a final ".."
    } else {
      break; // a segment that only starts with '.', like ".x" or "..x"
    }
  }
  if (i > rPathEnd) i = rPathEnd;
  let top = 0;
  if (hasDotSegment(rs, i, rPathEnd)) {
    // The rest, segment by segment (§5.2.4 B-E on the merged path): the survivors are pushed as
    // ranges of the reference, and ".." pops the reference's, else the base directory's.
    for (;;) {
      let j = i;
      while (j < rPathEnd && rs.charCodeAt(j) !== 47) j++;
      const n = j - i;
      const last = j === rPathEnd;
      if (n === 1 && rs.charCodeAt(i) === 46) {
        trailingSlash = last; // "." is removed; at the end it leaves the '/' before it
      } else if (n === 2 && rs.charCodeAt(i) === 46 && rs.charCodeAt(i + 1) === 46) {
        if (top > 0) top--;
        else if (cut - 1 > bPathStart) cut = lastSlash(bs, cut - 2, bPathStart) + 1;
        trailingSlash = last;
      } else {
        refStart[top] = i;
        refEnd[top++] = j;
        trailingSlash = false;
      }
      if (last) break;
      i = j + 1;
    }
  } else if (i < rPathEnd) {
    // no dot segment in the rest: it survives whole
    refStart[0] = i;
    refEnd[0] = rPathEnd;
    top = 1;
  }
  // Without an authority, a path that starts with "//" would read as one: guardPath's case.
  if (bHostStart < 0 && cut === bPathStart + 1 && top > 0 &&
    (refEnd[0] === refStart[0] || rs.charCodeAt(refStart[0]!) === 47)) return null;
  // T = the base up to its kept directory, the surviving segments joined by '/', then R's query and
  // fragment; a last run that ends R's path takes them in the same slice.
  let t = cut < 0 ? bs.slice(0, bPathStart) + '/' : bs.slice(0, cut);
  let pathEnd = t.length;
  let rest = rPathEnd; // where the text still to copy from R starts
  for (let k = 0; k < top; k++) {
    const start = refStart[k]!;
    let end = refEnd[k]!;
    while (k + 1 < top && refStart[k + 1] === end + 1) end = refEnd[++k]!; // adjacent in R: one slice
    if (start !== refStart[0]) { t += '/'; pathEnd++; } // the directory ends in '/'; later runs need one
    pathEnd += end - start;
    if (end === rPathEnd) {
      rest = start;
      break; // the last run, as the path's end is the last segment's
    }
    t += rs.slice(start, end);
  }
  if (trailingSlash && top > 0) { t += '/'; pathEnd++; }
  const shift = pathEnd - rPathEnd; // where R's query and fragment land in T
  if (rest < rs.length) t += rs.slice(rest);
  return createUri(t, bSchemeEnd, bHostStart, bHostEnd, bPathStart,
    rQueryStart < 0 ? -1 : rQueryStart + shift, rFragmentStart < 0 ? -1 : rFragmentStart + shift, bHostKind, flags);
}

/**
 * The index of the last '/' in s at or before i and not before floor, or floor - 1. A loop rather
 * than lastIndexOf on purpose: in V8 lastIndexOf is a call into C++ (~20 ns), and the distance
 * here is one segment.
 */
function lastSlash(s: string, i: number, floor: number): number {
  while (i >= floor && s.charCodeAt(i) !== 47) i--;
  return i;
}

// mergeInPlace's stack of surviving reference segments, reused across calls (each runs to completion).
const refStart: number[] = [];
const refEnd: number[] = [];

/** An offset of R moved by shift in T, or -1 for an absent component. */
function shifted(offset: number, shift: number): number {
  return offset < 0 ? -1 : offset + shift;
}

/** §3.1 schemes compare without regard to case: a[0, aEnd) and b[0, bEnd). */
function sameScheme(a: string, aEnd: number, b: string, bEnd: number): boolean {
  if (aEnd !== bEnd) return false;
  for (let i = 0; i < aEnd; i++) {
    if ((a.charCodeAt(i) | 0x20) !== (b.charCodeAt(i) | 0x20)) return false; // scheme chars: letters, digits, + - .
  }
  return true;
}
