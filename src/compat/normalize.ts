/** uri-js / fast-uri compatibility — normalize: a URI string (or components) read and written again, RFC 3986 §6.2.2 as the peers do it. */

import { parseWithStatus, type ReadStatus } from './parse.js';
import { type WrittenForm, newWrittenForm, serialize, serializeWithStatus } from './serialize.js';
import type { URIComponents, URIOptions } from './types.js';
import { checkCompatOptions } from './values.js';

// A string is parsed and serialized again (scheme and host in lower case, escapes normalized,
// dot-segments removed, the scheme's handler's rules: http's default port and empty path, ws's
// fragment dropped). fast-uri gives a malformed string back unchanged rather than turn it into
// another, valid URI (a '\' or a mangled '//', a bad escape, a bad IP literal or port, an
// unreadable URN, a domain host the WHATWG parser refuses, a scheme that is not one); compat does
// the same. Components are serialized and parsed again.

/** What normalizeString's parse wrote, for its serialize (reused: serialize reads it before any handler runs). */
const WRITTEN: WrittenForm = /* @__PURE__ */ newWrittenForm(true);

/**
 * A string in its normal form, and whether it is malformed (then the string itself). For equal.
 */
export function normalizeString(uri: string, options: unknown, status: ReadStatus): string {
  status.written = WRITTEN;
  const components = parseWithStatus(uri, options, status);
  // serialize skips the encoders for what parse wrote and nothing changed since (serialize.ts, WrittenForm)
  return status.malformed ? uri : serializeWithStatus(components, options, undefined, true, WRITTEN);
}

/**
 * A URI reference (a string, or a components object) in the peers' normal form: for a string, the
 * string; for components, components. A malformed string comes back unchanged. Anything else comes
 * back as it is.
 *
 * @throws {UriError} for components serialize refuses (a scheme that is not one); 'invalid-argument' for bad options.
 *
 * @example
 * normalize('HTTP://ABC.com:80/%7Esmith/./home.html'); // 'http://abc.com/~smith/home.html'
 * normalize('http://[::1]:65536');                     // 'http://[::1]:65536' (malformed: unchanged)
 */
export function normalize<T extends string | URIComponents>(uri: T, options?: URIOptions): T;
export function normalize(uri: string | URIComponents, options?: URIOptions): string | URIComponents {
  checkCompatOptions(options, 'compat.normalize');
  if (typeof uri === 'string') return normalizeString(uri, options, { malformed: false });
  // components: written (serialize's errors thrown, as fast-uri's) and read again
  if (typeof uri === 'object' && uri !== null) return parseWithStatus(serialize(uri, options), options, undefined);
  return uri;
}
