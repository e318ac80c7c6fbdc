/**
 * uri(7) — the ghelp URI scheme: ghelp:name-of-application, the GNOME help of an
 * application. No RFC defines it; the uri(7) manual page gives only this one form.
 */

import { UriError, describeValue } from '../errors.js';
import { decode, encode } from '../percent.js';
import { type Uri, fromComponents, toUri, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { SCHEME_MISMATCH } from './codes/registry.js';
import { type ViewInput, expectView, schemeField, stringField } from './common.js';
import type { SchemeEntry } from './registry.js';
import { hostStartOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { GHELP_MISSING_APPLICATION, GHELP_UNEXPECTED_COMPONENT } from './codes/directory.js';

/**
 * The structured view of a ghelp URI (uri(7), the uri(7) manual page): `ghelp:gnome-terminal` is
 * { scheme: 'ghelp', application: 'gnome-terminal' }. Seed 002 defines no section or page part, so there is none:
 * yelp's later `ghelp:app?page` is outside it and rejected (see parseGhelp).
 */
export interface GhelpView {
  /** The scheme, 'ghelp'. */
  scheme: 'ghelp';
  /** The application's name, percent-decoded; never empty. */
  application: string;
}

/**
 * Checks a ghelp URI (the uri(7) manual page: ghelp:name-of-application) and returns its view: the path,
 * decoded. A fragment is not part of the view.
 *
 * @throws {UriError} the core's codes for a string that is not a URI; 'scheme-mismatch' for
 * another scheme; 'ghelp-unexpected-component' at an authority or query;
 * 'ghelp-missing-application' for an empty name.
 * @example
 * parseGhelp('ghelp:gnome-terminal'); // { scheme: 'ghelp', application: 'gnome-terminal' }
 */
export function parseGhelp(value: UriInput): GhelpView {
  const uri = toUri(value, 'parseGhelp: the URI', undefined);
  const input = uri.toString();
  if (uri.scheme?.toLowerCase() !== 'ghelp') {
    throw schemeError(SCHEME_MISMATCH, 0, input, `expected a ghelp: URI, got ${describeValue(uri.scheme ?? input)}`);
  }
  if (hostStartOf(uri) >= 0) throw schemeError(GHELP_UNEXPECTED_COMPONENT, schemeEndOf(uri) + 1, input, "a ghelp URI has no authority ('//')");
  if (queryStartOf(uri) >= 0) throw schemeError(GHELP_UNEXPECTED_COMPONENT, queryStartOf(uri), input, "uri(7)'s ghelp URI has no query ('?')");
  const path = uri.path;
  if (path === '') throw schemeError(GHELP_MISSING_APPLICATION, pathStartOf(uri), input);
  try {
    return { scheme: 'ghelp', application: decode(path) };
  } catch (e) {
    if (e instanceof UriError) throw e.relocated(pathStartOf(uri) + e.index, input);
    throw e;
  }
}

/**
 * The ghelp URI of a view: the name percent-encoded as one path segment.
 * parseGhelp(buildGhelp(v)) deep-equals v.
 *
 * @throws {UriError} 'invalid-argument' for an empty or missing application, or a view of the wrong
 * shape (the field named); 'scheme-mismatch' for a `scheme` other than 'ghelp' (it may be left out).
 * @example
 * buildGhelp({ application: 'gnome-terminal' }).toString(); // 'ghelp:gnome-terminal'
 */
export function buildGhelp(view: ViewInput<GhelpView>): Uri {
  const fn = 'buildGhelp';
  expectView(view, fn);
  schemeField(view, fn, ['ghelp']);
  const application = stringField(view, 'application', fn, true);
  return fromComponents({ scheme: 'ghelp', path: encode(application, 'segment') });
}

/** uri(7): ghelp, opaque (the uri(7) manual page; no RFC). */
export const ghelpScheme: SchemeEntry<GhelpView> = {
  name: 'ghelp',
  spec: 'uri(7); no RFC',
  hierarchical: false,
  parse: parseGhelp,
  build: buildGhelp,
};
