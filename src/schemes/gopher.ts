/** RFC 4266 §2 — the gopher URI scheme: the server, the item's gophertype, its selector, a search and a Gopher+ string. */

import { argumentError, describeValue } from '../errors.js';
import type { HostKind } from '../parse.js';
import { encode } from '../percent.js';
import { type Uri, fromComponents, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { authorityStart, checkServer, findLineBreak, hostKindField } from './server.js';
import {
  type ViewInput, decodeAt, expectSameView, expectView, optionalField, portField, schemeField, schemeUri, stringField,
} from './common.js';
import type { SchemeEntry } from './registry.js';
import { beforeFragmentOf, hostStartOf, pathStartOf } from '../offsets.js';
import { GOPHER_INVALID_PORT, GOPHER_INVALID_TYPE, GOPHER_LINE_BREAK, GOPHER_MISSING_HOST, GOPHER_USERINFO } from './codes/web.js';

/**
 * The structured view of a gopher URI (RFC 4266 §2):
 * `gopher://host[:port]/<gophertype><selector>[%09<search>[%09<gopher+_string>]]`.
 *
 * - `scheme`: 'gopher'.
 * - `host`: raw, as written, never empty; `hostKind`: its §3.2.2 rule; `port`: a number or
 *   undefined (the default is 70; uri(7)'s Security note: a gopher URI aimed at another
 *   protocol's port, like SMTP's 25, is how such URIs are abused — the audit flags it).
 * - `type`: the gophertype, one visible ASCII character; '1' (a menu) when the gopher-path is
 *   empty (`gopher://h` and `gopher://h/`).
 * - `selector`: percent-decoded; '' for the server's top menu.
 * - `search`: percent-decoded text after the first %09, or undefined.
 * - `gopherPlus`: percent-decoded text after the second %09, or undefined (§2.2: it needs the
 *   %09 of a search before it, though that search may be empty).
 * - `fragment`: raw, or undefined.
 *
 * §2: "Within the <gopher-path>, no characters are reserved", so a '?' there is data, not the
 * start of a query: the RFC 3986 query, when there is one, is read back into the gopher-path
 * (`gopher://h/1a?b` has the selector 'a?b'); builders encode '?' as %3F. Decoded text must be
 * UTF-8 (else 'invalid-utf8'), and no part may hold CR or LF.
 */
export interface GopherView {
  scheme: 'gopher';
  host: string;
  hostKind: HostKind;
  port: number | undefined;
  type: string;
  selector: string;
  search: string | undefined;
  gopherPlus: string | undefined;
  fragment: string | undefined;
}

/** The index of the next "%09" (an encoded tab, the §2 delimiter) in s[i, end), or end. */
function nextTab(s: string, i: number, end: number): number {
  for (; i < end - 2; i++) {
    if (s.charCodeAt(i) === 37 && s.charCodeAt(i + 1) === 48 && s.charCodeAt(i + 2) === 57) return i;
  }
  return end;
}

/**
 * Checks a gopher URI against RFC 4266 §2 and returns its view; a string is parsed with the core
 * `parse` first. https://www.rfc-editor.org/rfc/rfc4266#section-2
 *
 * @throws {UriError} 'scheme-mismatch' at 0; 'gopher-userinfo' at a userinfo (RFC 4266 has none,
 * though uri(7)'s ip_server form allows one); 'gopher-missing-host' where the host should be;
 * 'gopher-invalid-port' at a port above 65535; 'gopher-line-break' at an encoded CR or LF;
 * 'gopher-invalid-type' where the gophertype should be (missing, or not visible ASCII);
 * 'invalid-utf8' at an escape that is not UTF-8.
 * @example
 * parseGopher('gopher://gopher.example.org/7search%09gopher%20uri').search; // 'gopher uri'
 */
export function parseGopher(value: UriInput): GopherView {
  const { uri } = schemeUri(value, ['gopher'], 'parseGopher: the URI');
  const s = uri.toString();
  // §2: gopher://<host>:<port>/<gopher-path> -- no userinfo (uri(7)'s ip_server allows one; the RFC wins)
  if (hostStartOf(uri) >= 0 && hostStartOf(uri) !== authorityStart(uri)) {
    throw schemeError(GOPHER_USERINFO, authorityStart(uri), s);
  }
  const port = checkServer(uri, [GOPHER_MISSING_HOST, GOPHER_INVALID_PORT]);
  const start = pathStartOf(uri) + 1; // the gopher-path starts after the path's '/'
  const end = beforeFragmentOf(uri);
  let type = '1';
  let selector = '';
  let search: string | undefined;
  let gopherPlus: string | undefined;
  if (pathStartOf(uri) === end || start === end) {
    // §2: "The entire <gopher-path> may also be empty, in which case the delimiting "/" is also
    // optional and the <gophertype> defaults to "1"."
  } else {
    if (s.charCodeAt(pathStartOf(uri)) !== 47) {
      throw schemeError(GOPHER_INVALID_TYPE, pathStartOf(uri), s, "a gopher-path starts after a '/'");
    }
    const bad = findLineBreak(s, start, end);
    if (bad >= 0) throw schemeError(GOPHER_LINE_BREAK, bad, s);
    const tab1 = nextTab(s, start, end);
    const typeAndSelector = decodeAt(s, start, tab1);
    const t = typeAndSelector.charCodeAt(0);
    if (!(t > 0x20 && t < 0x7f)) {
      throw schemeError(GOPHER_INVALID_TYPE, start, s,
        typeAndSelector === '' ? 'expected the gophertype before the %09' : 'the gophertype is one visible ASCII character');
    }
    type = typeAndSelector[0]!;
    selector = typeAndSelector.slice(1);
    if (tab1 < end) {
      // §2.1: <selector>%09<search>; §2.2: <selector>%09<search>%09<gopher+_string>
      const tab2 = nextTab(s, tab1 + 3, end);
      search = decodeAt(s, tab1 + 3, tab2);
      if (tab2 < end) gopherPlus = decodeAt(s, tab2 + 3, end);
    }
  }
  return { scheme: 'gopher', host: uri.host!, hostKind: uri.hostKind!, port, type, selector, search, gopherPlus, fragment: uri.fragment };
}

/** A part of a gopher-path: '/' may stay literal, '?' and '#' are encoded, and so is a tab. */
function encodeGopherText(value: string): string {
  return encode(value, 'path');
}

/**
 * The URI of a gopher view: `/` + type + selector, then `%09` + search and `%09` + Gopher+ string
 * when present, each percent-encoded (a tab in the Gopher+ string as %09). Throws
 * 'invalid-argument' for a malformed view (a type that is not one visible ASCII character, a
 * Gopher+ string without a search) and the parse errors for one no URI can carry (a CR in a
 * selector), so that `parseGopher(buildGopher(v))` deep-equals `v`. The `scheme` may be left
 * out; given, it is 'gopher' (else 'scheme-mismatch').
 *
 * @example
 * buildGopher({ host: 'gopher.example.org', hostKind: 'reg-name', port: undefined, type: '0',
 *   selector: '/Weather/Los Angeles', search: undefined, gopherPlus: undefined, fragment: undefined })
 *   .toString(); // 'gopher://gopher.example.org/0/Weather/Los%20Angeles'
 */
export function buildGopher(view: ViewInput<GopherView>): Uri {
  const fn = 'buildGopher';
  expectView(view, fn);
  const fields = {
    scheme: schemeField(view, fn, ['gopher']),
    host: stringField(view, 'host', fn),
    hostKind: hostKindField(view, fn),
    port: portField(view, fn),
    type: stringField(view, 'type', fn),
    selector: stringField(view, 'selector', fn),
    search: optionalField(view, 'search', fn),
    gopherPlus: optionalField(view, 'gopherPlus', fn),
    fragment: optionalField(view, 'fragment', fn),
  };
  const { type, search, gopherPlus } = fields;
  const t = type.charCodeAt(0);
  if (type.length !== 1 || !(t > 0x20 && t < 0x7f)) {
    throw argumentError(`${fn}: the view's type must be one visible ASCII character, got ${describeValue(type)}`);
  }
  if (gopherPlus !== undefined && search === undefined) {
    throw argumentError(`${fn}: a gopherPlus string needs a search before it (it may be '')`);
  }
  let path = '/' + encodeGopherText(type + fields.selector);
  if (search !== undefined) path += '%09' + encodeGopherText(search);
  if (gopherPlus !== undefined) path += '%09' + encodeGopherText(gopherPlus);
  const uri = fromComponents({ scheme: 'gopher', host: fields.host, port: fields.port, path, fragment: fields.fragment });
  expectSameView(view, fields, parseGopher(uri), fn);
  return uri;
}

/** The gopher scheme (RFC 4266): default port 70; an empty path is '/' (the top menu, type '1'). */
export const gopherScheme: SchemeEntry<GopherView> = {
  name: 'gopher',
  spec: 'RFC 4266 \u00a72',
  defaultPort: 70,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: parseGopher,
  build: buildGopher,
};
