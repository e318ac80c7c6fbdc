/** RFC 3986 §3.3 — path segments appended to a Uri, each percent-encoded as a segment. */

import { argumentError, describeValue } from './errors.js';
import { encode } from './percent.js';
import { type Uri, type UriInput, toUri } from './uri.js';

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
