/** uri-js compatibility — removeDotSegments (RFC 3986 §5.2.4) for any value, as uri-js exports it. */

import { removeDotSegments as removeDotSegmentsOfPath } from '../index.js';
import { asString } from './values.js';

/**
 * RFC 3986 §5.2.4 remove_dot_segments on a path (urikit's), taking any value as uri-js's export
 * does (read as text). Never throws.
 * https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4
 *
 * @example
 * removeDotSegments('/a/b/c/./../../g'); // '/a/g'
 */
export function removeDotSegments(input: string): string {
  return removeDotSegmentsOfPath(asString(input));
}
