/** RFC 3986 §5 (inverse) — relativization: the shortest reference that resolves to the target. */

import { type Fields, checkOptions, isBoolean, oneOf } from './options.js';
import { UriError, argumentError, describeValue, RELATIVE_BASE } from './errors.js';
import { resolve } from './resolve.js';
import { hasDotSegment, removeDotSegments } from './segment.js';
import { type ParseOptions, Uri, type UriInput, toUri, tryParseWithFlags } from './uri.js';
import { uriFlagsOf } from './offsets.js';

// ---------------------------------------------------------------------------------------------
// Types

/** Options of relativize: which reference it prefers, and how string arguments are read. */
export interface RelativizeOptions extends Pick<ParseOptions, 'iri' | 'zoneId'> {
  /**
   * 'shortest' (default): the shortest reference, the simpler kind on a tie. 'relative-path': a
   * relative-path reference (`../../b/`) whenever one gives the target, even when an
   * absolute-path or network-path one (`/b/`), or the target itself, is shorter, as Ruby's
   * `route_to` and uriparser's RemoveBaseUri do: the form a static site needs, since it keeps
   * working when the whole tree moves. A same-document (`#f`) or query-only (`?q`) reference,
   * which survives a move as well, still comes first; without a relative-path reference, the
   * shortest of the rest.
   */
  prefer?: 'shortest' | 'relative-path' | undefined;
}

/** The fields of RelativizeOptions, checked (see options.ts). */
const RELATIVIZE_FIELDS: Fields = { iri: isBoolean, zoneId: isBoolean, prefer: /* @__PURE__ */ oneOf(['shortest', 'relative-path']) };

/** A reference that may resolve to the target, with its kind (the order in which a tie prefers it). */
interface Candidate {
  readonly text: string;
  readonly kind: number;
}

// ---------------------------------------------------------------------------------------------
// Tables

// The kinds of reference, simplest first: on a tie in length the simpler kind wins.
const SAME_DOCUMENT = 0; // '' or '#fragment' (§4.4)
const QUERY_ONLY = 1; // '?query' ['#fragment']
const RELATIVE_PATH = 2; // §4.2 relative-path reference
const ABSOLUTE_PATH = 3; // §4.2 absolute-path reference
const NETWORK_PATH = 4; // §4.2 network-path reference
const ABSOLUTE = 5; // the target itself

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Shorter first; on a tie, the simpler kind. */
function byLengthThenKind(a: Candidate, b: Candidate): number {
  return a.text.length - b.text.length || a.kind - b.kind;
}

/** prefer 'relative-path': same-document, query-only and relative-path references first, then by length. */
function relativePathFirst(a: Candidate, b: Candidate): number {
  return Number(a.kind > RELATIVE_PATH) - Number(b.kind > RELATIVE_PATH) || byLengthThenKind(a, b);
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * The path of the shortest relative-path reference whose §5.2.3 merge with the base, after §5.2.4
 * remove_dot_segments, is `path`; undefined when there is none. The reference climbs with "../"
 * from the base's directory to its deepest ancestor that is a prefix of `path`, then spells the
 * rest: each "../" adds 3 characters and lengthens the rest, so the fewest climbs win (the "./" a
 * reference without a climb may need costs only 2).
 *
 * Invariant of the climb: `dir.slice(0, end)` is an ancestor directory of the base (it ends with
 * '/', or is '' when the base path has no '/'); `common` is the length of the longest common
 * prefix of `dir` and `path`, so an ancestor is a prefix of `path` iff `end <= common`. Linear in
 * the lengths of the two paths.
 */
function relativePath(base: Uri, path: string): string | undefined {
  const bPath = base.path;
  // §5.2.3 merge: "/" when the base has an authority and an empty path, else all of the base path
  // up to and including its last "/" ('' when it has none: `mailto:x`, `urn:a:b`)
  let dir = base.authority !== undefined && bPath === '' ? '/' : bPath.slice(0, bPath.lastIndexOf('/') + 1);
  // A base path with dot segments (`http://a/b/../c/d`): remove_dot_segments runs over the merged
  // path, and the climb counts the directory it leaves. The result is verified by resolve anyway.
  if (hasDotSegment(dir)) dir = removeDotSegments(dir);
  const n = Math.min(dir.length, path.length);
  let common = 0;
  while (common < n && dir.charCodeAt(common) === path.charCodeAt(common)) common++;

  let end = dir.length;
  let up = 0;
  let ancestor: string;
  for (;;) {
    if (end <= common) {
      ancestor = dir.slice(0, end);
      break;
    }
    // dir is '' (end 0 would have met end <= common) or end is 1 after the root '/': no higher directory
    if (end === 1 && dir.charCodeAt(0) === 47) return undefined;
    const previous = dir.lastIndexOf('/', end - 2);
    up++;
    if (previous < 0) {
      // Above the first segment of a rootless directory (`a:b/c`): §5.2.4 step C pops the segment
      // and keeps the '/' after it, so `b/../x` becomes `/x` and the ancestor is "/".
      if (path.charCodeAt(0) !== 47) return undefined;
      ancestor = '/';
      break;
    }
    end = previous + 1;
  }

  const rest = path.slice(ancestor.length);
  if (up > 0) return rest === '' ? '../'.repeat(up - 1) + '..' : '../'.repeat(up) + rest;
  // "." names the directory itself ("./" is longer; §5.4.1 gives both)
  if (rest === '') return '.';
  // §4.2: a first segment holding ':' would be read as a scheme (`./this:that`), and an empty first
  // segment would make an absolute-path or network-path reference (`.//c`): "./" protects both.
  const slash = rest.indexOf('/');
  const first = slash < 0 ? rest : rest.slice(0, slash);
  return first === '' || first.includes(':') ? './' + rest : rest;
}

/** Every kind of reference that may resolve to the target; each is verified before it is returned. */
function candidatesOf(base: Uri, target: Uri): Candidate[] {
  const candidates: Candidate[] = [{ text: target.toString(), kind: ABSOLUTE }];
  // Strict §5.2.2: a relative reference takes the base's scheme as written (no case folding).
  if (target.scheme !== base.scheme) return candidates;
  const query = target.query;
  const fragment = target.fragment;
  const tail = (query === undefined ? '' : '?' + query) + (fragment === undefined ? '' : '#' + fragment);
  const sameAuthority = target.authority === base.authority;
  const tPath = target.path;

  // §5.2.2 R.path == "": T.path = Base.path, raw (no remove_dot_segments); T.query = R.query when
  // defined, else Base.query. So '' or '#f' when the query is the base's, '?q' when it differs.
  if (sameAuthority && tPath === base.path) {
    if (query === base.query) candidates.push({ text: fragment === undefined ? '' : '#' + fragment, kind: SAME_DOCUMENT });
    else if (query !== undefined) candidates.push({ text: tail, kind: QUERY_ONLY });
  }

  // The path before resolve's §5.3 guard: without an authority, a path starting "//" is written "/.//".
  const path = target.authority === undefined && tPath.startsWith('/.//') ? tPath.slice(2) : tPath;
  // §5.2.4: resolving a non-empty path always removes dot segments, so no path reference gives this target.
  if (hasDotSegment(path)) return candidates;

  if (sameAuthority) {
    const relative = relativePath(base, path);
    if (relative !== undefined) candidates.push({ text: relative + tail, kind: RELATIVE_PATH });
    // A path starting "//" would read as an authority: "/." keeps it a path (`/.//c` gives `//c`).
    if (path.charCodeAt(0) === 47) {
      candidates.push({ text: (path.charCodeAt(1) === 47 ? '/.' : '') + path + tail, kind: ABSOLUTE_PATH });
    }
  }
  if (target.authority !== undefined) {
    candidates.push({ text: '//' + target.authority + path + tail, kind: NETWORK_PATH });
  }
  return candidates;
}

/**
 * §5 in reverse: the shortest reference `r` (with options.prefer 'relative-path': a relative-path
 * one when there is one, see RelativizeOptions) for which `resolve(base, r)` (strict §5.2.2) is exactly
 * the target, as a string. On a tie in length the simpler kind wins: same-document (`''`, `#f`),
 * then query-only (`?q`), relative-path (`g`, `../g`, `./this:that`), absolute-path (`/g`),
 * network-path (`//host/g`), and last the target itself. Every candidate is checked with resolve
 * before it is returned, so whatever comes back resolves to the target, with one exception below.
 * Linear in the lengths of the two URIs. https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2
 *
 * - The base must have a scheme (a relative base throws UriError 'relative-base', as in resolve);
 *   its fragment is ignored (§5.1). The target must have a scheme too: a relative target throws
 *   'invalid-argument' (resolve it against the base first).
 * - Schemes, authorities and paths compare exactly as written, case included: relativize is the
 *   inverse of resolve, not of normalize, so `HTTP://a/x` against `http://a/` gives back
 *   `HTTP://a/x`, and `http://A/x` needs a network-path reference. Normalize both first when
 *   equivalent spellings should count as the same.
 * - A target whose path has dot segments (`http://a/b/../c`) cannot be produced by resolving a
 *   path (§5.2.4 always removes them): unless a same-document or query-only reference gives it
 *   (the base path is used as written then), the target is returned unchanged, and resolving it
 *   gives the path without its dot segments, not the target. Normalize the target first to avoid this.
 * - When the schemes differ, or there is no shorter reference, the result is the target itself.
 *
 * How this differs from java.net.URI#relativize: Java normalizes both paths, compares schemes
 * ignoring case, and returns the target unchanged unless both URIs are hierarchical and the base
 * path, read as a directory even without a trailing '/', is a prefix of the target path. So it
 * never climbs with "../", never gives a fragment-only, query-only, absolute-path or network-path
 * reference, and its answers do not always resolve back to the target (`http://a/b` and
 * `http://a/b/c` give `c`, which resolves to `http://a/c`; equal paths give an empty path that
 * takes the base's query back).
 *
 * @example
 * relativize('http://a/b/c/d;p?q', 'http://a/b/g').toString();        // '../g'  (Java: the target)
 * relativize('http://a/b/c/d;p?q', 'http://a/b/c/d;p?q#s').toString(); // '#s'    (Java: '?q#s')
 * relativize('http://a/b/c/d;p?q', 'http://a/b/c/d;p?y').toString();  // '?y'
 * relativize('http://a/b/c/d;p?q', 'http://a/b/c/this:that').toString(); // './this:that'
 * relativize('http://a/b/c/d;p?q', 'http://a/x').toString();          // '/x'
 * relativize('http://a/b/c/d;p?q', 'http://g/x').toString();          // '//g/x'
 * relativize('http://a/b/c/d;p?q', 'https://a/b/c/g').toString();     // 'https://a/b/c/g'
 * relativize('http://a/x/y/z', 'http://a/b/', { prefer: 'relative-path' }).toString(); // '../../b/'
 */
export function relativize(base: UriInput, target: UriInput, options?: RelativizeOptions): Uri {
  checkOptions(options, 'relativize', RELATIVIZE_FIELDS);
  const b = toUri(base, 'relativize: the base', options);
  const t = toUri(target, 'relativize: the target', options);
  if (b.scheme === undefined) {
    throw new UriError('relative-base', 0, b.toString(), `the base '${b.toString()}' is a relative reference`, RELATIVE_BASE);
  }
  if (t.scheme === undefined) {
    throw argumentError(
      `relativize takes an absolute target, got the relative reference ${describeValue(t.toString())}; resolve it against the base first`,
      t.toString(),
    );
  }
  const goal = t.toString();
  const candidates = candidatesOf(b, t).sort(options?.prefer === 'relative-path' ? relativePathFirst : byLengthThenKind);
  for (const candidate of candidates) {
    if (candidate.kind === ABSOLUTE) {
      if (resolve(b, t).toString() === goal) return t;
      continue;
    }
    // Candidates are built to parse; tryParse keeps a mistake from being anything but a skipped candidate.
    const reference = tryParseWithFlags(candidate.text, uriFlagsOf(b) | uriFlagsOf(t));
    if (reference !== null && resolve(b, reference).toString() === goal) return reference;
  }
  // No reference resolves to the target (its path has dot segments): the target itself, unchanged.
  return t;
}
