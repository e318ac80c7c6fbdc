/**
 * uri(7) (seed 002) — the whatis URI scheme: whatis:string, a search of the one-line descriptions
 * of commands (whatis(1)). No RFC defines it (uri(7): "not currently registered by the IETF").
 */

import { UriError, argumentError, describeValue } from '../errors.js';
import { decode, encode } from '../percent.js';
import { type Uri, fromComponents, toUri } from '../uri.js';
import { schemeError } from './codes.js';
import type { SchemeEntry } from './registry.js';

/** The structured view of a whatis URI (uri(7), seed 002): `whatis:ls` is { query: 'ls' }. */
export interface WhatisView {
  /** The string to look up (whatis returns only complete word matches), percent-decoded; never empty. */
  query: string;
}

/**
 * Checks a whatis URI (seed 002: whatis:string) and returns its view: the path, decoded.
 * A fragment is not part of the view.
 *
 * @throws {UriError} the core's codes for a string that is not a URI; 'scheme-mismatch' for
 * another scheme; 'whatis-unexpected-component' at an authority or query;
 * 'whatis-missing-string' for an empty string.
 * @example
 * parseWhatis('whatis:printf'); // { query: 'printf' }
 */
export function parseWhatis(value: string | Uri): WhatisView {
  const uri = toUri(value, 'parseWhatis: the URI', undefined);
  const input = uri.toString();
  if (uri.scheme?.toLowerCase() !== 'whatis') {
    throw schemeError('scheme-mismatch', 0, input, `expected a whatis: URI, got ${describeValue(uri.scheme ?? input)}`);
  }
  if (uri._hostStart >= 0) throw schemeError('whatis-unexpected-component', uri._schemeEnd + 1, input, "a whatis URI has no authority ('//')");
  if (uri._queryStart >= 0) throw schemeError('whatis-unexpected-component', uri._queryStart, input, "a whatis URI has no query ('?')");
  const path = uri.path;
  if (path === '') throw schemeError('whatis-missing-string', uri._pathStart, input);
  try {
    return { query: decode(path) };
  } catch (e) {
    if (e instanceof UriError) throw new UriError(e.code, uri._pathStart + e.index, input, e.detail);
    throw e;
  }
}

/**
 * The whatis URI of a view: the string percent-encoded as one path segment ('/', '?', '#' and
 * '%' encoded). parseWhatis(buildWhatis(v)) deep-equals v.
 *
 * @throws {UriError} 'invalid-argument' for an empty or missing query.
 * @example
 * buildWhatis({ query: 'ls' }).toString(); // 'whatis:ls'
 */
export function buildWhatis(view: WhatisView): Uri {
  if (view === null || typeof view !== 'object') throw argumentError(`buildWhatis: expected a WhatisView object, got ${describeValue(view)}`);
  const { query } = view;
  if (typeof query !== 'string' || query === '') throw argumentError(`buildWhatis: the query must be a non-empty string, got ${describeValue(query)}`);
  return fromComponents({ scheme: 'whatis', path: encode(query, 'segment') });
}

/** uri(7): whatis, opaque (seed 002; no RFC). */
export const whatisScheme: SchemeEntry<WhatisView> = {
  name: 'whatis',
  spec: 'uri(7) (seed 002); no RFC',
  hierarchical: false,
  parse: parseWhatis,
  build: buildWhatis,
};
