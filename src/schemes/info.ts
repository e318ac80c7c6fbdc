/**
 * uri(7) — the info URI scheme: a node of an info manual, in GNOME's form
 * (info:file, info:file#node) or KDE's (info:(file), info:(file)node). No RFC defines it
 * (uri(7): "not currently registered by the IETF").
 */

import { argumentError, describeValue } from '../errors.js';
import { encode } from '../percent.js';
import { type Uri, fromComponents, toUri, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { SCHEME_MISMATCH } from './codes/registry.js';
import { type ViewInput, choiceField, decodePart, expectView, optionalField, schemeField, stringField } from './common.js';
import type { SchemeEntry } from './registry.js';
import { fragmentStartOf, hostStartOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { INFO_EMPTY_NODE, INFO_MISSING_FILE, INFO_UNCLOSED_PARENTHESIS, INFO_UNEXPECTED_COMPONENT } from './codes/directory.js';

/**
 * The structured view of an info URI (uri(7), the uri(7) manual page). Both forms give the same view but for
 * `form`: `info:gcc#Invoking_GCC` and `info:(gcc)Invoking%20GCC` are both
 * { scheme: 'info', file: 'gcc', node: 'Invoking GCC' }.
 */
export interface InfoView {
  /** The scheme, 'info'. */
  scheme: 'info';
  /** The (virtual) file name of the manual, percent-decoded; never empty. */
  file: string;
  /**
   * The node name, percent-decoded; in the GNOME form every '_' is read as a space (the uri(7) manual page:
   * "in node names all spaces are written as underscores"). Undefined when the URI names no node:
   * the tools then show the node "Top" (the uri(7) manual page). Never empty.
   */
  node: string | undefined;
  /** Which of uri(7)'s syntaxes the URI uses: GNOME's info:file#node or KDE's info:(file)node. */
  form: 'gnome' | 'kde';
}

const FORMS: readonly InfoView['form'][] = ['gnome', 'kde'];
const LPAREN = 0x28;
const RPAREN = 0x29;

/**
 * Checks an info URI against uri(7)'s four forms and returns its view.
 * - GNOME: `info:file` and `info:file#node`; the node is the fragment, and its underscores are
 *   spaces. Both '_' and %5F: RFC 3986 §6.2.2.2 makes them equivalent, so the form cannot tell an
 *   underscore in a node name from a space (a node name with '_' needs the KDE form).
 * - KDE: `info:(file)` and `info:(file)node` (a path starting with '('; the file ends at the first
 *   ')'). KDE writes the spaces of node names as spaces, which a URI cannot hold (the uri(7) manual page says as
 *   much): here they are percent-encoded, %20. A fragment has no place in this form.
 *
 * @throws {UriError} the core's codes for a string that is not a URI (a literal space among
 * them); 'scheme-mismatch' for another scheme; 'info-unexpected-component' at an authority, a
 * query or a KDE-form fragment; 'info-missing-file'; 'info-unclosed-parenthesis'; 'info-empty-node'.
 * @example
 * parseInfo('info:gcc#Invoking_GCC'); // { scheme: 'info', file: 'gcc', node: 'Invoking GCC', form: 'gnome' }
 * parseInfo('info:(gcc)Invoking%20GCC'); // { scheme: 'info', file: 'gcc', node: 'Invoking GCC', form: 'kde' }
 */
export function parseInfo(value: UriInput): InfoView {
  const uri = toUri(value, 'parseInfo: the URI', undefined);
  const input = uri.toString();
  if (uri.scheme?.toLowerCase() !== 'info') {
    throw schemeError(SCHEME_MISMATCH, 0, input, `expected an info: URI, got ${describeValue(uri.scheme ?? input)}`);
  }
  if (hostStartOf(uri) >= 0) throw schemeError(INFO_UNEXPECTED_COMPONENT, schemeEndOf(uri) + 1, input, "an info URI has no authority ('//')");
  if (queryStartOf(uri) >= 0) throw schemeError(INFO_UNEXPECTED_COMPONENT, queryStartOf(uri), input, "an info URI has no query ('?')");
  const path = uri.path;
  const p0 = pathStartOf(uri);
  if (path.charCodeAt(0) === LPAREN) {
    // KDE: info:(virtual-filename) / info:(virtual-filename)nodename
    let close = -1;
    for (let i = 1; i < path.length; i++) {
      if (path.charCodeAt(i) === RPAREN) { close = i; break; }
    }
    if (close < 0) throw schemeError(INFO_UNCLOSED_PARENTHESIS, p0, input);
    if (close === 1) throw schemeError(INFO_MISSING_FILE, p0 + 1, input);
    if (fragmentStartOf(uri) >= 0) {
      throw schemeError(INFO_UNEXPECTED_COMPONENT, fragmentStartOf(uri), input, "the KDE form info:(file)node has no '#': write a '#' in the node as %23");
    }
    return {
      scheme: 'info',
      file: decodePart(path.slice(1, close), p0 + 1, input),
      node: close + 1 === path.length ? undefined : decodePart(path.slice(close + 1), p0 + close + 1, input),
      form: 'kde',
    };
  }
  // GNOME: info:virtual-filename / info:virtual-filename#nodename
  if (path === '') throw schemeError(INFO_MISSING_FILE, p0, input);
  const file = decodePart(path, p0, input);
  const fragment = uri.fragment;
  if (fragment === undefined) return { scheme: 'info', file, node: undefined, form: 'gnome' };
  if (fragment === '') throw schemeError(INFO_EMPTY_NODE, fragmentStartOf(uri) + 1, input);
  // the uri(7) manual page: "in node names all spaces are written as underscores"
  const node = decodePart(fragment, fragmentStartOf(uri) + 1, input).split('_').join(' ');
  return { scheme: 'info', file, node, form: 'gnome' };
}

/** A value as a path segment with its parentheses encoded (in the KDE form they delimit the file). */
function encodeText(value: string): string {
  return encode(value, 'segment').split('(').join('%28').split(')').join('%29');
}

/**
 * The info URI of a view, in its form: GNOME `info:file#node` (spaces in the node written '_') or
 * KDE `info:(file)node` (spaces %20). parseInfo(buildInfo(v)) deep-equals v.
 *
 * @throws {UriError} 'invalid-argument' for an empty file or node, an unknown form, a value of the
 * wrong type (the field named), or a GNOME node that holds '_' (the GNOME form reads every
 * underscore as a space: use the KDE form); 'scheme-mismatch' for a `scheme` other than 'info' (it
 * may be left out).
 * @example
 * buildInfo({ file: 'gcc', node: 'Invoking GCC', form: 'gnome' }).toString(); // 'info:gcc#Invoking_GCC'
 * buildInfo({ file: 'gcc', node: 'Invoking GCC', form: 'kde' }).toString(); // 'info:(gcc)Invoking%20GCC'
 */
export function buildInfo(view: ViewInput<InfoView>): Uri {
  const fn = 'buildInfo';
  expectView(view, fn);
  schemeField(view, fn, ['info']);
  const file = stringField(view, 'file', fn, true);
  const node = optionalField(view, 'node', fn, true);
  const form = choiceField(view, 'form', fn, FORMS);
  if (form === 'kde') {
    return fromComponents({ scheme: 'info', path: '(' + encodeText(file) + ')' + (node === undefined ? '' : encode(node, 'segment')) });
  }
  if (node !== undefined && node.includes('_')) {
    throw argumentError(`buildInfo: the GNOME form reads '_' in a node name as a space, so it cannot hold ${describeValue(node)}; use form 'kde'`);
  }
  return fromComponents({
    scheme: 'info',
    path: encodeText(file),
    fragment: node === undefined ? undefined : encode(node.split(' ').join('_'), 'fragment'),
  });
}

/** uri(7): info, opaque (the uri(7) manual page; no RFC). */
export const infoScheme: SchemeEntry<InfoView> = {
  name: 'info',
  spec: 'uri(7); no RFC',
  hierarchical: false,
  parse: parseInfo,
  build: buildInfo,
};
