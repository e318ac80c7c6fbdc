/** uri-js / fast-uri compatibility — equal: two URI references (strings or components) compared by their normal forms, RFC 3986 §6.2 as the peers do it. */

import { normalizeString } from './normalize.js';
import type { ReadStatus } from './parse.js';
import { serializeWithStatus, type WriteStatus } from './serialize.js';
import type { URIComponents, URIOptions } from './types.js';
import { checkCompatOptions } from './values.js';

// Each side is normalized (normalize.ts) and the strings compared: scheme and host case folded,
// escapes normalized, dot-segments removed, and each scheme's own rules (http's default port,
// ws's fragment, mailto's domain case, urn's nid case, urn:uuid's hex case). As fast-uri, a side
// that is malformed is equal to nothing, itself included. normalizeString takes its fast path for
// a string that is its own normal form (a stored canonical URI, most of the time), and a string
// compared with itself is read once: its reading is a function of the text and the options (as
// the peers assume of a scheme handler's too), so the second would give the first's normal form.

const READ: ReadStatus = { malformed: false };
const WRITE: WriteStatus = { malformed: false };

/** The normal form of one side, or undefined when it is malformed. */
function comparable(uri: unknown, options: URIOptions | undefined): string | undefined {
  let text: string;
  if (typeof uri === 'string') {
    text = uri;
  } else if (typeof uri === 'object' && uri !== null) {
    text = serializeWithStatus(uri, options, WRITE);
    if (WRITE.malformed) return undefined;
  } else {
    return undefined;
  }
  const normal = normalizeString(text, options, READ);
  return READ.malformed ? undefined : normal;
}

/**
 * Whether two URI references (strings or components) are equivalent by the peers' normalization.
 * A malformed side is equal to nothing. Throws only for bad options ('invalid-argument').
 *
 * @example
 * equal('http://ABC.com:80/%7Esmith/home.html', 'http://abc.com/~smith/home.html'); // true
 * equal('mailto:user@EXAMPLE.ORG', 'mailto:user@example.org');                     // true
 * equal('http://example.com/a%2Fb', 'http://example.com/a/b');                      // false
 */
export function equal(uriA: string | URIComponents, uriB: string | URIComponents, options?: URIOptions): boolean {
  if (options !== undefined) checkCompatOptions(options, 'compat.equal');
  const a = comparable(uriA, options);
  if (a === undefined) return false;
  if (uriB === uriA && typeof uriA === 'string') return true;
  const b = comparable(uriB, options);
  return b !== undefined && a === b;
}
