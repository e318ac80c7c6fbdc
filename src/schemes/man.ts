/**
 * uri(7) — the man URI scheme: man:name and man:name(section), a page of the local
 * online manual. No RFC defines it (uri(7): "not currently registered by the IETF").
 */

import { describeValue } from '../errors.js';
import { encode } from '../percent.js';
import { type Uri, fromComponents, toUri, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { SCHEME_MISMATCH } from './codes/registry.js';
import { type ViewInput, decodePart, expectView, optionalField, schemeField, stringField } from './common.js';
import type { SchemeEntry } from './registry.js';
import { hostStartOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { MAN_INVALID_NAME, MAN_INVALID_SECTION, MAN_UNEXPECTED_COMPONENT } from './codes/directory.js';

/** The structured view of a man URI (uri(7), the uri(7) manual page): `man:ls(1)` is { scheme: 'man', name: 'ls', section: '1' }. */
export interface ManView {
  /** The scheme, 'man'. */
  scheme: 'man';
  /** The name of the page (a command, function, file...), percent-decoded; never empty. */
  name: string;
  /** The manual section (see man(7)), decoded: '1', '3p'...; undefined when the URI gives none. */
  section: string | undefined;
}

const LPAREN = 0x28;
const RPAREN = 0x29;

/**
 * Checks a man URI against uri(7)'s two forms and returns its view. '(' and ')' are
 * sub-delims, so they stand literally in the path; they delimit the section, and a parenthesis
 * inside the name or section is written %28 or %29. A fragment is not part of the view.
 *
 * @throws {UriError} the core's codes for a string that is not a URI; 'scheme-mismatch' for
 * another scheme; 'man-unexpected-component' at an authority or query; 'man-invalid-name' for an
 * empty name or a stray ')'; 'man-invalid-section' for an unclosed '(', an empty section, or
 * text after the ')'.
 * @example
 * parseMan('man:ls(1)'); // { scheme: 'man', name: 'ls', section: '1' }
 * parseMan('man:printf'); // { scheme: 'man', name: 'printf', section: undefined }
 */
export function parseMan(value: UriInput): ManView {
  const uri = toUri(value, 'parseMan: the URI', undefined);
  const input = uri.toString();
  if (uri.scheme?.toLowerCase() !== 'man') {
    throw schemeError(SCHEME_MISMATCH, 0, input, `expected a man: URI, got ${describeValue(uri.scheme ?? input)}`);
  }
  if (hostStartOf(uri) >= 0) throw schemeError(MAN_UNEXPECTED_COMPONENT, schemeEndOf(uri) + 1, input, "a man URI has no authority ('//')");
  if (queryStartOf(uri) >= 0) throw schemeError(MAN_UNEXPECTED_COMPONENT, queryStartOf(uri), input, "a man URI has no query ('?')");
  // man:command-name / man:command-name(section)
  const path = uri.path;
  const p0 = pathStartOf(uri);
  let open = -1;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === LPAREN) { open = i; break; }
    if (c === RPAREN) throw schemeError(MAN_INVALID_NAME, p0 + i, input, "a ')' without '(' before it");
  }
  const nameEnd = open < 0 ? path.length : open;
  if (nameEnd === 0) throw schemeError(MAN_INVALID_NAME, p0, input, 'the name of the page is empty');
  const name = decodePart(path.slice(0, nameEnd), p0, input);
  if (open < 0) return { scheme: 'man', name, section: undefined };
  let close = -1;
  for (let i = open + 1; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === RPAREN) { close = i; break; }
    if (c === LPAREN) throw schemeError(MAN_INVALID_SECTION, p0 + i, input, "a '(' inside the section");
  }
  if (close < 0) throw schemeError(MAN_INVALID_SECTION, p0 + open, input, "the '(' is not closed by ')'");
  if (close === open + 1) throw schemeError(MAN_INVALID_SECTION, p0 + close, input, 'the section between the parentheses is empty');
  if (close + 1 < path.length) throw schemeError(MAN_INVALID_SECTION, p0 + close + 1, input, "nothing may follow the section's ')'");
  return { scheme: 'man', name, section: decodePart(path.slice(open + 1, close), p0 + open + 1, input) };
}

/** A value as a path segment with its parentheses encoded (they delimit the section). */
function encodeText(value: string): string {
  return encode(value, 'segment').split('(').join('%28').split(')').join('%29');
}

/**
 * The man URI of a view: `man:name` or `man:name(section)`, each percent-encoded as a path
 * segment with '(' and ')' as %28 and %29. parseMan(buildMan(v)) deep-equals v.
 *
 * @throws {UriError} 'invalid-argument' for an empty name or section, or a view of the wrong shape
 * (the field named); 'scheme-mismatch' for a `scheme` other than 'man' (it may be left out).
 * @example
 * buildMan({ name: 'ls', section: '1' }).toString(); // 'man:ls(1)'
 */
export function buildMan(view: ViewInput<ManView>): Uri {
  const fn = 'buildMan';
  expectView(view, fn);
  schemeField(view, fn, ['man']);
  const name = stringField(view, 'name', fn, true);
  const section = optionalField(view, 'section', fn, true);
  return fromComponents({ scheme: 'man', path: encodeText(name) + (section === undefined ? '' : '(' + encodeText(section) + ')') });
}

/** uri(7): man, opaque, no default port (the uri(7) manual page; no RFC). */
export const manScheme: SchemeEntry<ManView> = {
  name: 'man',
  spec: 'uri(7); no RFC',
  hierarchical: false,
  parse: parseMan,
  build: buildMan,
};
