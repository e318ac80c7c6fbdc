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

/**
 * @internal From this length, a path whose dot segments are many takes the buffer code (see
 * dotSegmentsRemoved). LONG_OUTPUT >> 2 written as its value: a bundler keeps an unused `a >> 2`
 * of an imported constant, in every bundle that takes anything of this module (a test checks it).
 */
export const DENSE_PATH = 256;

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

/**
 * Where the first segment of s[from, end) that is "." or ".." starts (its first '.'), or -1; the
 * path starts at `start` (its first segment needs no '/' before it). From '.' to '.' with indexOf,
 * which runs in native code (a one-unit search: a search for "/." costs three times as much in
 * V8), and a path has few dots.
 */
function nextDotSegment(s: string, start: number, end: number, from: number): number {
  for (let i = s.indexOf('.', from); i >= 0 && i < end; i = s.indexOf('.', i + 1)) {
    if (dotSegmentEnd(s, start, end, i) >= 0) return i;
  }
  return -1;
}

/**
 * Where the first segment of s[start, end) that is "." or ".." starts (its first '.'), or -1.
 * @internal
 */
export function firstDotSegment(s: string, start: number, end: number): number {
  return nextDotSegment(s, start, end, start);
}

// The output stack of dotSegmentsRemovedShort, reused across calls (a call runs to completion
// before the next; it never holds more than LONG_OUTPUT ranges).
const outStart: number[] = [];
const outEnd: number[] = [];

/**
 * Step C's "remove the last segment and its preceding '/' (if any) from the output buffer", on the
 * stack of `top` ranges whose last one ends with the '/' that opened the ".." (see
 * dotSegmentsRemovedShort): the last range is cut after its '/' before that one, or popped when it
 * holds one segment. The bottom range of a rooted output ("/" and what follows) keeps its first
 * '/'; a rootless one (`a/` of `a/../b`) becomes that '/', as the RFC's steps leave it ("/b").
 * Returns the new top, or -1 when the output became rooted so (its one range is that '/').
 */
function popSegment(s: string, top: number, rooted: boolean): number {
  if (top === 0) return 0; // nothing moved yet: a ".." at the start of a rootless path (A, D)
  const begin = outStart[top - 1]!;
  const end = outEnd[top - 1]!;
  let slash = end - 2;
  while (slash >= begin && s.charCodeAt(slash) !== 47) slash--; // (a segment is short: no lastIndexOf)
  if (slash >= begin) {
    outEnd[top - 1] = slash + 1;
    return top;
  }
  if (top > 1) return top - 1; // a range that starts a segment, with no '/' but its last: one segment
  if (rooted) return top; // the root '/' alone
  outStart[0] = end - 1; // the rootless first segment gone: its '/' stays, and roots the output
  return -1;
}

/**
 * remove_dot_segments for a short path s[start, end) (under LONG_OUTPUT units), its first dot
 * segment at `first` (firstDotSegment's), written between s[from, start) and s[end, to): the text
 * s[from, start) + remove_dot_segments(path) + s[end, to), so that a caller that keeps what
 * surrounds the path (normalize's fused path) writes no piece of its own. Or null for a path of
 * many dot segments that is not short (DENSE_PATH): the buffer code costs less than its slices.
 *
 * The output buffer is a stack of ranges of the input, joined once at the end (adjacent ranges as
 * one slice). The steps go from dot segment to dot segment (nextDotSegment): the text before one
 * (step E over each of its segments, and the '/' that opens it) moves to the output as one range;
 * "." and its '/' are dropped (A, B, D); ".." is dropped and the last output segment removed (A,
 * C, D). So the stack holds the RFC's output buffer followed by the '/' at the head of its input,
 * every range ends with a '/' but the last, and each unit is read a bounded number of times.
 */
function dotSegmentsRemovedShort(s: string, from: number, start: number, end: number, to: number, first: number): string | null {
  let top = 0;
  let rooted = s.charCodeAt(start) === 47; // (start < end: the path has a dot segment)
  let cursor = start; // where the input not yet moved to the output starts
  let count = 0;
  for (let d = first; d >= 0; d = nextDotSegment(s, start, end, cursor)) {
    if (++count > 8 && end - start >= DENSE_PATH) return null;
    const e = dotSegmentEnd(s, start, end, d);
    if (cursor < d) {
      outStart[top] = cursor;
      outEnd[top++] = d;
    }
    if (e - d === 2) {
      top = popSegment(s, top, rooted);
      if (top < 0) {
        top = 1;
        rooted = true;
      }
    }
    cursor = e < end ? e + 1 : e;
  }
  if (cursor < end) {
    outStart[top] = cursor;
    outEnd[top++] = end;
  }
  // the join: s[from, start), the ranges, s[end, to); [b, e) is the slice being gathered
  let out = '';
  let b = from;
  let e = start;
  for (let k = 0; k < top; k++) {
    if (outStart[k] !== e) {
      if (b < e) out += s.slice(b, e);
      b = outStart[k]!;
    }
    e = outEnd[k]!;
  }
  if (e !== end) {
    if (b < e) out += s.slice(b, e);
    b = end;
  }
  return b < to ? out + s.slice(b, to) : out;
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
 * removeDotSegments and resolve call; `ascii` says the range is ASCII (a URI's, not an IRI's), so
 * that a long one is written one byte per unit; `first` is firstDotSegment's answer, when the
 * caller has it already.
 */
export function dotSegmentsRemoved(s: string, start: number, end: number, ascii = false, first = firstDotSegment(s, start, end)): string {
  return dotSegmentsRemovedWithin(s, start, start, end, end, ascii, first);
}

/**
 * @internal s[from, start) + remove_dot_segments(s[start, end)) + s[end, to), the path holding a
 * dot segment at `first` (firstDotSegment's): what normalize's fused path writes for a URI whose
 * only change is in its path, in as few pieces as the output has (`http://a/b/../c` is two slices).
 */
export function dotSegmentsRemovedWithin(s: string, from: number, start: number, end: number, to: number, ascii: boolean, first: number): string {
  if (end - start < LONG_OUTPUT) {
    const out = dotSegmentsRemovedShort(s, from, start, end, to, first);
    if (out !== null) return out;
  }
  // a long path, or a path of many dot segments (normalize on 1 KB of '/a/.': 19.6 -> 12.3 ns/B)
  let path: string;
  if (!ascii) {
    path = dotSegmentsRemovedLong(s, start, end, unitBuffer(end - start));
  } else {
    const buf = byteBuffer(end - start);
    path = bytesToString(buf, dotSegmentsRemovedLong(s, start, end, buf));
  }
  return from < start || end < to ? s.slice(from, start) + path + s.slice(end, to) : path;
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
