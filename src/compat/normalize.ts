/** uri-js / fast-uri compatibility — normalize: a URI string (or components) read and written again, RFC 3986 §6.2.2 as the peers do it. */

import { decimalValue } from '../chars.js';
import { pathEndOf, pathStartOf, portStartOf, schemeEndOf } from '../offsets.js';
import { HINT_PATH_DOT } from '../parse.js';
import { hasDotSegment } from '../segment.js';
import { uriFrom, readsAsWritten } from './as-written.js';
import { parseWithStatus, type ReadStatus } from './parse.js';
import { httpDefaultPort, isHttpHandler } from './scheme-http.js';
import { handlerOf } from './schemes.js';
import { type WrittenForm, newWrittenForm, serialize, serializeWithStatus } from './serialize.js';
import { UNKNOWN_HINTS, readHints, readRegisters, writtenScheme } from './split.js';
import type { URIComponents, URIOptions } from './types.js';
import { checkCompatOptions } from './values.js';

// A string is parsed and serialized again (scheme and host in lower case, escapes normalized,
// dot-segments removed, the scheme's handler's rules: http's default port and empty path, ws's
// fragment dropped). fast-uri gives a malformed string back unchanged rather than turn it into
// another, valid URI (a '\' or a mangled '//', a bad escape, a bad IP literal or port, an
// unreadable URN, a domain host the WHATWG parser refuses, a scheme that is not one); compat does
// the same. Components are serialized and parsed again.

// The fast path. With the default options, a string that compat's parse and serialize give back
// unchanged is its own normal form, and not malformed: a URI reference urikit's parser takes that
// reads as written (as-written.ts: escapes as parse writes them or none, the scheme and host in
// lower case, a host no WHATWG step rewrites, a port parse writes back and at most 65535), whose
// path holds no dot-segment (serialize removes them, §5.2.4), and whose scheme's handler changes
// nothing in it: none, or one without unicodeSupport (an IRI's reading of escapes) and
// skipNormalize (escapes left to the handler) that has neither parse nor serialize (its other
// flags change nothing in such a string) or http's and https's, with a port that is not the
// scheme's default nor empty and a path that is not empty (serialize would leave the one out and
// write the other '/'). Any other handler (ws's, mailto's, urn's, a caller's) may reshape it: the
// general path (normalizeRead). The string's registers, read for the check, are handed on to it,
// so that a string the fast path does not take is read once all the same.
// test/unit/compat-equal-fast.test.ts runs both and compares.

/** What normalizeRead's parse wrote, for its serialize (reused: serialize reads it before any handler runs). */
const WRITTEN: WrittenForm = /* @__PURE__ */ newWrittenForm(true);

/**
 * Whether the string `s`, whose registers `r` the parser has just written (readRegisters), is its
 * own normal form with the default options (see above).
 */
function readsAsNormal(s: string, r: Int32Array): boolean {
  const hints = readHints();
  const u = uriFrom(s, r);
  if (!readsAsWritten(u, hints, true)) return false;
  const pathStart = pathStartOf(u);
  const pathEnd = pathEndOf(u);
  // (HINT_PATH_DOT: a '.' in the path; without one, no dot-segment)
  if ((hints === UNKNOWN_HINTS || (hints & HINT_PATH_DOT) !== 0) && hasDotSegment(s, pathStart, pathEnd)) return false;
  const schemeEnd = schemeEndOf(u);
  // (no scheme: no handler, with the default options)
  if (schemeEnd < 0) return true;
  const handler = handlerOf(writtenScheme(s, schemeEnd));
  if (handler === undefined) return true;
  // (unicodeSupport: parse reads escapes as an IRI's; skipNormalize: it leaves them to the handler)
  if (handler.unicodeSupport || handler.skipNormalize) return false;
  if (!handler.parse && !handler.serialize) return true;
  if (!isHttpHandler(handler) || pathStart === pathEnd) return false;
  // (a port as written: digits without a leading zero, at most 65535, readsAsWritten)
  const portStart = portStartOf(u);
  if (portStart < 0) return true;
  return portStart < pathStart && decimalValue(s, portStart, pathStart) !== httpDefaultPort(s.slice(0, schemeEnd));
}

/**
 * Whether normalizeString takes the fast path for `uri` with the default options: then `uri` is
 * its own normal form. For the test that compares it with normalizeRead.
 * @internal
 */
export function isNormalFast(uri: string): boolean {
  const r = readRegisters(uri, false);
  return r !== null && readsAsNormal(uri, r);
}

/**
 * A string in its normal form, and whether it is malformed (then the string itself). For equal.
 */
export function normalizeString(uri: string, options: unknown, status: ReadStatus): string {
  if (options !== undefined) return normalizeRead(uri, options, status);
  const r = readRegisters(uri, false);
  if (r !== null && readsAsNormal(uri, r)) {
    status.malformed = false;
    status.cause = undefined;
    return uri;
  }
  // (no reading since readRegisters: its registers and hints are this string's)
  return normalizeRead(uri, undefined, status, r);
}

/**
 * normalizeString by compat's own reading and writing: the string parsed and serialized again.
 * `registers`: readRegisters(uri, false), when the caller has just called it (default options only).
 * @internal
 */
export function normalizeRead(uri: string, options: unknown, status: ReadStatus, registers?: Int32Array | null): string {
  status.written = WRITTEN;
  const components = parseWithStatus(uri, options, status, true, registers);
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
