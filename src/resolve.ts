/** RFC 3986 §5.2 — reference resolution (strict and non-strict), merge and remove_dot_segments. */

import { UriError, argumentError, describeValue } from './errors.js';
import { type ParseOptions, Uri, toUri } from './uri.js';

/** Options of resolve. */
export interface ResolveOptions extends Pick<ParseOptions, 'iri' | 'zoneId'> {
  /**
   * §5.2.2: true (default) resolves strictly. false is the backward-compatible mode the RFC
   * describes: a reference whose scheme equals the base's (ignoring case) is treated as relative,
   * so `http:g` against `http://a/b/c/d;p?q` gives `http://a/b/c/g`.
   */
  strict?: boolean | undefined;
}

// ---------------------------------------------------------------------------------------------
// Small predicates

function startsWithAt(s: string, i: number, prefix: string): boolean {
  return s.startsWith(prefix, i);
}

/** True when some segment of the path is "." or "..": only then does remove_dot_segments change it. */
export function hasDotSegment(path: string): boolean {
  for (let i = path.indexOf('.'); i >= 0; i = path.indexOf('.', i + 1)) {
    if (i > 0 && path.charCodeAt(i - 1) !== 47) continue;
    let j = i + 1;
    if (path.charCodeAt(j) === 46) j++;
    if (j === path.length || path.charCodeAt(j) === 47) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * §5.2.4 remove_dot_segments, exactly as the RFC's steps A-E describe it, in linear time: the output
 * buffer is a list of segments, each with its leading '/', so "remove the last segment and its
 * preceding '/'" is one pop. A path with no dot segment is returned as it is.
 * https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4
 *
 * @example
 * removeDotSegments('/a/b/c/./../../g'); // '/a/g'
 * removeDotSegments('mid/content=5/../6'); // 'mid/6'
 */
export function removeDotSegments(path: string): string {
  if (typeof path !== 'string') throw argumentError(`removeDotSegments: the path must be a string, got ${describeValue(path)}`);
  if (!hasDotSegment(path)) return path;
  const output: string[] = [];
  const n = path.length;
  let i = 0;
  while (i < n) {
    // A. a prefix of "../" or "./" is removed
    if (startsWithAt(path, i, '../')) { i += 3; continue; }
    if (startsWithAt(path, i, './')) { i += 2; continue; }
    // B. "/./" or a final "/." is replaced by "/"
    if (startsWithAt(path, i, '/./')) { i += 2; continue; }
    if (i + 2 === n && startsWithAt(path, i, '/.')) { output.push('/'); break; }
    // C. "/../" or a final "/.." is replaced by "/", and the last output segment removed
    if (startsWithAt(path, i, '/../')) { i += 3; output.pop(); continue; }
    if (i + 3 === n && startsWithAt(path, i, '/..')) { output.pop(); output.push('/'); break; }
    // D. a lone "." or ".." is removed
    if ((i + 1 === n && path.charCodeAt(i) === 46) || (i + 2 === n && startsWithAt(path, i, '..'))) break;
    // E. the first segment, with its leading "/" if any, moves to the output
    let j = path.indexOf('/', path.charCodeAt(i) === 47 ? i + 1 : i);
    if (j < 0) j = n;
    output.push(path.slice(i, j));
    i = j;
  }
  return output.join('');
}

/** §5.2.3 merge: the reference's path appended to the base path's directory. */
function merge(base: Uri, rPath: string): string {
  const bPath = base.path;
  if (base.authority !== undefined && bPath === '') return '/' + rPath;
  return bPath.slice(0, bPath.lastIndexOf('/') + 1) + rPath;
}

/**
 * A path that would be read as an authority: without an authority, a path starting with "//" is
 * written "/.//..." (equivalent by remove_dot_segments). RFC 3986 §5.2.4 can produce such a path
 * (`a:/.//x`, or `a:b/c` with reference `..//x`) and §5.3 would then recompose a different URI; this
 * is a deviation the README lists (the same repair as WHATWG URL's).
 */
export function guardPath(path: string, hasAuthority: boolean): string {
  return !hasAuthority && path.charCodeAt(0) === 47 && path.charCodeAt(1) === 47 ? '/.' + path : path;
}

/**
 * §5.2.2 Transform References: the target URI of a reference against a base URI (a string or a Uri).
 * The base must have a scheme (§5.1: its fragment, if any, is ignored); a relative base throws
 * UriError 'relative-base'. The result is a Uri with a scheme.
 * https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2
 *
 * @example
 * resolve('http://a/b/c/d;p?q', '../g').toString(); // 'http://a/b/g'
 */
export function resolve(base: string | Uri, reference: string | Uri, options?: ResolveOptions): Uri {
  const b = toUri(base, 'resolve: the base', options);
  const r = toUri(reference, 'resolve: the reference', options);
  const bScheme = b.scheme;
  if (bScheme === undefined) {
    throw new UriError('relative-base', 0, b.toString(), `the base '${b.toString()}' is a relative reference`);
  }
  let rScheme = r.scheme;
  // -- A non-strict parser may ignore a scheme in the reference if it is identical to the base URI's.
  // if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);
  if (options?.strict === false && rScheme !== undefined && rScheme.toLowerCase() === bScheme.toLowerCase()) {
    rScheme = undefined;
  }
  let tScheme: string;
  let tAuthorityFrom: Uri | undefined; // the Uri whose authority T takes, if any
  let tPath: string;
  let tQuery: string | undefined;
  // if defined(R.scheme) then
  if (rScheme !== undefined) {
    // T.scheme = R.scheme; T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query;
    tScheme = rScheme;
    tAuthorityFrom = r.authority === undefined ? undefined : r;
    tPath = removeDotSegments(r.path);
    tQuery = r.query;
  } else {
    // if defined(R.authority) then
    if (r.authority !== undefined) {
      // T.authority = R.authority; T.path = remove_dot_segments(R.path); T.query = R.query;
      tAuthorityFrom = r;
      tPath = removeDotSegments(r.path);
      tQuery = r.query;
    } else {
      const rPath = r.path;
      // if (R.path == "") then
      if (rPath === '') {
        // T.path = Base.path; if defined(R.query) then T.query = R.query; else T.query = Base.query;
        tPath = b.path;
        tQuery = r.query !== undefined ? r.query : b.query;
      } else {
        // if (R.path starts-with "/") then T.path = remove_dot_segments(R.path);
        // else T.path = merge(Base.path, R.path); T.path = remove_dot_segments(T.path);
        tPath = rPath.charCodeAt(0) === 47 ? removeDotSegments(rPath) : removeDotSegments(merge(b, rPath));
        // T.query = R.query;
        tQuery = r.query;
      }
      // T.authority = Base.authority;
      tAuthorityFrom = b.authority === undefined ? undefined : b;
    }
    // T.scheme = Base.scheme;
    tScheme = bScheme;
  }
  // T.fragment = R.fragment;
  return recomposeTarget(tScheme, tAuthorityFrom, tPath, tQuery, r.fragment, b._flags | r._flags);
}

/** §5.3 recomposition of T, computing the Uri's offsets as it goes (no second parse). */
function recomposeTarget(scheme: string, authorityFrom: Uri | undefined, path: string, query: string | undefined,
  fragment: string | undefined, flags: number): Uri {
  let s = scheme + ':';
  let hostStart = -1;
  let hostEnd = -1;
  let hostKind = 0;
  if (authorityFrom !== undefined) {
    s += '//';
    // the authority's offsets move by the difference between its old and new start
    const shift = s.length - (authorityFrom._schemeEnd + 3);
    hostStart = authorityFrom._hostStart + shift;
    hostEnd = authorityFrom._hostEnd + shift;
    hostKind = authorityFrom._hostKind;
    s += authorityFrom.authority!;
  }
  const pathStart = s.length;
  s += guardPath(path, authorityFrom !== undefined);
  let queryStart = -1;
  if (query !== undefined) {
    queryStart = s.length;
    s += '?' + query;
  }
  let fragmentStart = -1;
  if (fragment !== undefined) {
    fragmentStart = s.length;
    s += '#' + fragment;
  }
  return new Uri(s, scheme.length, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, flags);
}
