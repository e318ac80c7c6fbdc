/** RFC 3986 §3.3, §5.2.4 — path segments: remove_dot_segments, and segments appended to a Uri. */

import * as chars from './chars.js';
import { argumentError, describeValue } from './errors.js';
import { encode } from './percent.js';
import { type Uri, type UriInput, toUri } from './uri.js';

// Module-local copies, on purpose: see "Local copies" in chars.ts.
const LONG_OUTPUT = chars.LONG_OUTPUT;
const byteBuffer = chars.byteBuffer;
const bytesToString = chars.bytesToString;
const unitBuffer = chars.unitBuffer;
const unitsToString = chars.unitsToString;

/** From this length, a path whose dot segments are many takes the buffer code (see dotSegmentsRemoved). */
const DENSE_PATH = LONG_OUTPUT >> 2;

// ---------------------------------------------------------------------------------------------
// §5.2.4 remove_dot_segments

/**
 * True when some segment of the path s[start, end) is "." or "..": only then does
 * remove_dot_segments change it. Reads the range in place (no substring).
 * @internal
 */
export function hasDotSegment(s: string, start = 0, end = s.length): boolean {
  return firstDotSegment(s, start, end) >= 0;
}

/**
 * When the '.' at i in s[start, end) opens a segment that is "." or "..", where that segment ends
 * (after its last '.'); else -1.
 */
function dotSegmentEnd(s: string, start: number, end: number, i: number): number {
  if (i > start && s.charCodeAt(i - 1) !== 47) return -1;
  let j = i + 1;
  if (j < end && s.charCodeAt(j) === 46) j++;
  return j === end || s.charCodeAt(j) === 47 ? j : -1;
}

/** Where the first segment of s[start, end) that is "." or ".." starts (its first '.'), or -1. */
function firstDotSegment(s: string, start: number, end: number): number {
  for (let i = s.indexOf('.', start); i >= 0 && i < end; i = s.indexOf('.', i + 1)) {
    if (dotSegmentEnd(s, start, end, i) >= 0) return i;
  }
  return -1;
}

/**
 * Where the last segment of s[start, end) that is "." or ".." ends (after its last '.'), reading
 * on from the dot segment at `first` (firstDotSegment's) from '.' to '.': indexOf runs in native
 * code, and a path has few dots. (Not lastIndexOf, which in V8 is a call into the runtime.) Past
 * a few dots it gives up and answers `end`, which is never before the last dot segment: a path
 * of many dot segments is read step by step anyway.
 */
function lastDotSegmentEnd(s: string, start: number, end: number, first: number): number {
  let last = first;
  let dots = 0;
  for (let i = first; i >= 0 && i < end; i = s.indexOf('.', i + 1)) {
    if (++dots > 8) return end;
    const j = dotSegmentEnd(s, start, end, i);
    if (j >= 0) {
      last = j;
      i = j - 1;
    }
  }
  return last;
}

// The output stack of dotSegmentsRemovedShort, reused across calls (a call runs to completion
// before the next; it never holds more than LONG_OUTPUT ranges).
const outStart: number[] = [];
const outEnd: number[] = [];

/**
 * Removes the last segment of the output stack of `top` ranges, with its preceding '/': the top
 * range is cut at its last '/' when that is not its first unit, else popped. Returns the new top.
 */
function popSegment(s: string, top: number): number {
  if (top === 0) return 0;
  const begin = outStart[top - 1]!;
  let slash = outEnd[top - 1]! - 1;
  while (slash > begin && s.charCodeAt(slash) !== 47) slash--; // (a segment is short: no lastIndexOf)
  if (slash > begin) {
    outEnd[top - 1] = slash;
    return top;
  }
  return top - 1;
}

/**
 * remove_dot_segments for a short path, its first dot segment at `first` (firstDotSegment's) and
 * its last ending at `last` (lastDotSegmentEnd's). The output buffer is a stack of ranges of the
 * input (every piece the steps write is one: a segment with its leading '/', or a lone '/'),
 * joined once at the end. The segments before the first dot segment, and those after the last, only move to the
 * output (step E), each range in one piece: so the steps read only the part between, and a range
 * may hold several segments. Removing "the last segment and its preceding '/'" cuts the top range
 * at its last '/', or pops it when it holds one segment.
 */
function dotSegmentsRemovedShort(s: string, start: number, n: number, first: number, last: number): string {
  let top = 0;
  let i = start;
  // before the first dot segment: one range, up to the '/' that opens it (step E, segment by segment)
  if (first > start + 1) {
    outStart[top] = start;
    outEnd[top++] = first - 1;
    i = first - 1;
  }
  // after the last one (`last`, lastDotSegmentEnd's): one range, from the '/' (or the end) that closes it
  while (i < n) {
    if (i >= last) {
      outStart[top] = i;
      outEnd[top++] = n;
      break;
    }
    const c0 = s.charCodeAt(i);
    const c1 = i + 1 < n ? s.charCodeAt(i + 1) : -1;
    if (c0 === 46) {
      // A. a prefix of "../" or "./" is removed
      if (c1 === 46 && i + 2 < n && s.charCodeAt(i + 2) === 47) { i += 3; continue; }
      if (c1 === 47) { i += 2; continue; }
      // D. a lone "." or ".." is removed
      if (i + 1 === n || (c1 === 46 && i + 2 === n)) break;
    } else if (c0 === 47 && c1 === 46) {
      const c2 = i + 2 < n ? s.charCodeAt(i + 2) : -1;
      // B. "/./" or a final "/." is replaced by "/"
      if (c2 === 47) { i += 2; continue; }
      if (i + 2 === n) { outStart[top] = i; outEnd[top++] = i + 1; break; }
      // C. "/../" or a final "/.." is replaced by "/", and the last output segment removed
      const c3 = i + 3 < n ? s.charCodeAt(i + 3) : -1;
      if (c2 === 46 && c3 === 47) { i += 3; top = popSegment(s, top); continue; }
      if (c2 === 46 && i + 3 === n) { top = popSegment(s, top); outStart[top] = i; outEnd[top++] = i + 1; break; }
    }
    // E. the first segment, with its leading "/" if any, moves to the output
    // (a loop, not indexOf: a segment is short, and indexOf is a call into the runtime)
    let j = c0 === 47 ? i + 1 : i;
    while (j < n && s.charCodeAt(j) !== 47) j++;
    outStart[top] = i;
    outEnd[top++] = j;
    i = j;
  }
  let out = '';
  for (let k = 0; k < top; k++) {
    let end = outEnd[k]!;
    const begin = outStart[k]!;
    while (k + 1 < top && outStart[k + 1] === end) end = outEnd[++k]!; // adjacent ranges: one slice
    out += s.slice(begin, end);
  }
  return out;
}


/**
 * remove_dot_segments for a long path (LONG_OUTPUT units or more): the same steps, the output
 * buffer written into a UTF-16 buffer (or a byte buffer, for ASCII) and made a string once (see "Output buffers" in chars.ts)
 * rather than a rope of a million slices. Every piece the steps write starts with '/' but the
 * first (step E on a path that does not), so removing the last segment and its '/' is moving the
 * end back to the last '/' written (or to 0): each unit is written and removed at most once.
 * Keep the two in step: test/unit/segment.test.ts runs both on the same paths.
 */
function dotSegmentsRemovedLong(s: string, start: number, n: number, buf: Uint16Array): string;
function dotSegmentsRemovedLong(s: string, start: number, n: number, buf: Uint8Array): number;
function dotSegmentsRemovedLong(s: string, start: number, n: number, buf: Uint8Array | Uint16Array): string | number {
  let k = 0;
  let i = start;
  while (i < n) {
    const c0 = s.charCodeAt(i);
    const c1 = i + 1 < n ? s.charCodeAt(i + 1) : -1;
    if (c0 === 46) {
      // A.
      if (c1 === 46 && i + 2 < n && s.charCodeAt(i + 2) === 47) { i += 3; continue; }
      if (c1 === 47) { i += 2; continue; }
      // D.
      if (i + 1 === n || (c1 === 46 && i + 2 === n)) break;
    } else if (c0 === 47 && c1 === 46) {
      const c2 = i + 2 < n ? s.charCodeAt(i + 2) : -1;
      // B.
      if (c2 === 47) { i += 2; continue; }
      if (i + 2 === n) { buf[k++] = 47; break; }
      // C.
      const c3 = i + 3 < n ? s.charCodeAt(i + 3) : -1;
      if (c2 === 46 && (c3 === 47 || i + 3 === n)) {
        while (k > 0 && buf[--k] !== 47) continue; // pop: back to the segment's '/' (or to 0)
        i += 3;
        if (c3 === 47) continue;
        buf[k++] = 47;
        break;
      }
    }
    // E.
    buf[k++] = c0;
    for (i++; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === 47) break;
      buf[k++] = c;
    }
  }
  // a byte buffer's caller makes the string (bytesToString): here, the length written
  return buf instanceof Uint16Array ? unitsToString(buf, k) : k;
}

/**
 * §5.2.4 remove_dot_segments, exactly as the RFC's steps A-E describe it, in linear time. A path
 * with no dot segment is returned as it is.
 * https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4
 *
 * @throws {UriError} 'invalid-argument' when the path is not a string.
 * @example
 * removeDotSegments('/a/b/c/./../../g'); // '/a/g'
 * removeDotSegments('mid/content=5/../6'); // 'mid/6'
 */
export function removeDotSegments(path: string): string {
  if (typeof path !== 'string') throw argumentError(`removeDotSegments: the path must be a string, got ${describeValue(path)}`);
  return hasDotSegment(path) ? dotSegmentsRemoved(path, 0, path.length) : path;
}

/**
 * @internal remove_dot_segments of the path s[start, end), which holds a dot segment
 * (hasDotSegment): the caller has checked, and no substring is made for the input. What
 * removeDotSegments and normalize's fused path call; `ascii` says the range is ASCII (a URI's,
 * not an IRI's), so that a long one is written one byte per unit.
 */
export function dotSegmentsRemoved(s: string, start: number, end: number, ascii = false): string {
  if (end - start < LONG_OUTPUT) {
    const first = firstDotSegment(s, start, end);
    const last = lastDotSegmentEnd(s, start, end, first);
    // a path of many dot segments (lastDotSegmentEnd gave up), unless it is short, is written into
    // a buffer: step by step, its slices would cost more than its units (normalize on 1 KB of
    // '/a/.': 19.6 -> 12.3 ns/B)
    if (last < end || end - start < DENSE_PATH) return dotSegmentsRemovedShort(s, start, end, first, last);
  }
  if (!ascii) return dotSegmentsRemovedLong(s, start, end, unitBuffer(end - start));
  const buf = byteBuffer(end - start);
  return bytesToString(buf, dotSegmentsRemovedLong(s, start, end, buf));
}

// ---------------------------------------------------------------------------------------------
// Appending segments

/** The segments to append: one, or a list (each its own segment: a '/' in one is written %2F). */
function segmentsOf(value: unknown): readonly string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (typeof value[i] !== 'string') {
        throw argumentError(`appendSegment: segment ${i} must be a string, got ${describeValue(value[i])}`);
      }
    }
    return value as readonly string[];
  }
  throw argumentError(`appendSegment: the segment must be a string or an array of strings, got ${describeValue(value)}`);
}

/**
 * A new Uri whose path has one more segment (or several), each an unencoded string percent-encoded
 * as a segment (`encode(s, 'segment')`: a '/' in it is %2F, so it stays one segment); the query
 * and fragment are kept.
 * - `http://a/b` + `c` is `http://a/b/c`, and `http://a/b/` + `c` is `http://a/b/c` too: a trailing
 *   '/' is the place of the new segment, never doubled (unlike `resolve`, which replaces `b`).
 * - With an authority and an empty path, the segment goes after a '/': `http://a` + `c` is `http://a/c`.
 * - `''` appends an empty segment: `http://a/b` + `''` is `http://a/b/`. A path that ends with '/'
 *   ends with an empty segment, which the first new segment fills (`http://a/b/` + `''` is itself;
 *   + `['', '']` is `http://a/b//`).
 * - Without an authority, a '/' the segments write first may make the path absolute (`mailto:` +
 *   `['', 'x']` is `mailto:/x`), and a path that would start with '//' is an error
 *   ('path-starts-with-double-slash'), never a different URI.
 * - `.` and `..` are refused: as a segment they are dot-segments (§3.3, §5.2.4), which resolution
 *   removes or climbs with, so `appendSegment(u, userInput)` could leave the directory meant. Their
 *   escapes (`%2E`) are no answer either: §2.3 and §6.2.2.2 make `%2E` equivalent to `.`.
 * - In a reference without a scheme or an authority, a ':' in the first segment is written %3A
 *   (§4.2), so the result is not read as a scheme.
 * `URL`: `url.pathname += (url.pathname.endsWith('/') ? '' : '/') + encodeURIComponent(s)`.
 *
 * @throws {UriError} 'invalid-argument' for a segment that is '.' or '..', that is not a string,
 * or a URI argument that is neither a string nor a Uri; 'lone-surrogate' (index in the segment); a
 * parse error for a string that is no URI reference.
 * @example
 * appendSegment('https://api.example/v1?k=1', 'users').toString(); // 'https://api.example/v1/users?k=1'
 * appendSegment('https://api.example/v1/', ['a b', 'c/d']).toString(); // 'https://api.example/v1/a%20b/c%2Fd'
 */
export function appendSegment(uri: UriInput, segment: string | readonly string[]): Uri {
  const u = toUri(uri, 'appendSegment: the URI', undefined);
  const segments = segmentsOf(segment);
  let path = u.path;
  for (let i = 0; i < segments.length; i++) {
    const text = segments[i]!;
    if (text === '.' || text === '..') {
      throw argumentError(`appendSegment: the segment ${describeValue(text)} is a dot-segment, which resolution removes or climbs with (RFC 3986 §5.2.4); give the name of a segment`, text);
    }
    let encoded = encode(text, 'segment');
    if (i > 0) {
      path += '/';
    } else if (path === '') {
      if (u.host !== undefined) path = '/';
      else if (u.scheme === undefined) encoded = encoded.split(':').join('%3A'); // §4.2
    } else if (path.charCodeAt(path.length - 1) !== 47) {
      path += '/';
    }
    // (only the first segment can come first in a path: a later one follows a '/')
    path += encoded;
  }
  return path === u.path ? u : u.with({ path });
}
