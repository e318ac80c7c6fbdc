/**
 * uri(7) — the whatis URI scheme: whatis:string, a search of the one-line descriptions
 * of commands (whatis(1)). No RFC defines it (uri(7): "not currently registered by the IETF").
 */

import { UriError, describeValue } from '../errors.js';
import { decode, encode } from '../percent.js';
import { type Uri, fromComponents, toUri, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { SCHEME_MISMATCH } from './codes/registry.js';
import { type ViewInput, expectView, schemeField, stringField } from './common.js';
import type { SchemeEntry } from './registry.js';
import { hostStartOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { WHATIS_MISSING_STRING, WHATIS_UNEXPECTED_COMPONENT } from './codes/directory.js';

/** The structured view of a whatis URI (uri(7), the uri(7) manual page): `whatis:ls` is { scheme: 'whatis', query: 'ls' }. */
export interface WhatisView {
  /** The scheme, 'whatis'. */
  scheme: 'whatis';
  /** The string to look up (whatis returns only complete word matches), percent-decoded; never empty. */
  query: string;
}

/**
 * Checks a whatis URI (the uri(7) manual page: whatis:string) and returns its view: the path, decoded.
 * A fragment is not part of the view.
 *
 * @throws {UriError} the core's codes for a string that is not a URI; 'scheme-mismatch' for
 * another scheme; 'whatis-unexpected-component' at an authority or query;
 * 'whatis-missing-string' for an empty string.
 * @example
 * parseWhatis('whatis:printf'); // { scheme: 'whatis', query: 'printf' }
 */
export function parseWhatis(value: UriInput): WhatisView {
  const uri = toUri(value, 'parseWhatis: the URI', undefined);
  const input = uri.toString();
  if (uri.scheme?.toLowerCase() !== 'whatis') {
    throw schemeError(SCHEME_MISMATCH, 0, input, `expected a whatis: URI, got ${describeValue(uri.scheme ?? input)}`);
  }
  if (hostStartOf(uri) >= 0) throw schemeError(WHATIS_UNEXPECTED_COMPONENT, schemeEndOf(uri) + 1, input, "a whatis URI has no authority ('//')");
  if (queryStartOf(uri) >= 0) throw schemeError(WHATIS_UNEXPECTED_COMPONENT, queryStartOf(uri), input, "a whatis URI has no query ('?')");
  const path = uri.path;
  if (path === '') throw schemeError(WHATIS_MISSING_STRING, pathStartOf(uri), input);
  try {
    return { scheme: 'whatis', query: decode(path) };
  } catch (e) {
    if (e instanceof UriError) throw e.relocated(pathStartOf(uri) + e.index, input);
    throw e;
  }
}

/**
 * The whatis URI of a view: the string percent-encoded as one path segment ('/', '?', '#' and
 * '%' encoded). parseWhatis(buildWhatis(v)) deep-equals v.
 *
 * @throws {UriError} 'invalid-argument' for an empty or missing query, or a view of the wrong shape
 * (the field named); 'scheme-mismatch' for a `scheme` other than 'whatis' (it may be left out).
 * @example
 * buildWhatis({ query: 'ls' }).toString(); // 'whatis:ls'
 */
export function buildWhatis(view: ViewInput<WhatisView>): Uri {
  const fn = 'buildWhatis';
  expectView(view, fn);
  schemeField(view, fn, ['whatis']);
  const query = stringField(view, 'query', fn, true);
  return fromComponents({ scheme: 'whatis', path: encode(query, 'segment') });
}

/** uri(7): whatis, opaque (the uri(7) manual page; no RFC). */
export const whatisScheme: SchemeEntry<WhatisView> = {
  name: 'whatis',
  spec: 'uri(7); no RFC',
  hierarchical: false,
  parse: parseWhatis,
  build: buildWhatis,
};
