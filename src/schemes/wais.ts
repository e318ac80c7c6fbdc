/** RFC 4156 §2 — the wais URI scheme: a WAIS database, a search in it, or one of its documents. */

import { argumentError, describeValue } from '../errors.js';
import { encode } from '../percent.js';
import { type Uri, fromComponents, toUri, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { SCHEME_MISMATCH } from './codes/registry.js';
import { type ViewInput, decodePart, expectView, optionalField, portField, schemeField, stringField } from './common.js';
import { isIpLiteral } from './ldap.js';
import type { SchemeEntry } from './registry.js';
import { hostEndOf, hostStartOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { WAIS_INVALID_PATH, WAIS_INVALID_PORT, WAIS_MISSING_DATABASE, WAIS_MISSING_HOST, WAIS_UNEXPECTED_SEARCH, WAIS_UNEXPECTED_USERINFO } from './codes/directory.js';

/**
 * The structured view of a wais URI (RFC 4156 §2; https://www.rfc-editor.org/rfc/rfc4156#section-2),
 * one of three forms (the uri(7) manual page, uri(7), lists the same three):
 *   wais://host[:port]/database              a database to search
 *   wais://host[:port]/database?search       a search in it
 *   wais://host[:port]/database/wtype/wpath  a document in it
 * Every string is percent-decoded.
 */
export interface WaisView {
  /** The scheme, 'wais'. */
  scheme: 'wais';
  /** The host, decoded; an IPv6 or IPvFuture address without its brackets. */
  host: string;
  /** The port; 210 when the URI gives none. */
  port: number;
  /** The database name, decoded (RFC 4156's ABNF allows it empty). */
  database: string;
  /** The search (the query), decoded; undefined without '?'. Only with the database form. */
  search: string | undefined;
  /** The WAIS type of the document; undefined unless the URI names a document. */
  wtype: string | undefined;
  /** The WAIS document id; undefined exactly when wtype is. */
  wpath: string | undefined;
}

const WAIS_PORT = 210;

/**
 * Checks a wais URI against RFC 4156 §2 and returns its view (the default port filled in).
 * A string is parsed with the core `parse`. A fragment is not part of the view.
 *
 * @throws {UriError} the core's codes for a string that is not a URI; 'scheme-mismatch' for
 * another scheme; 'wais-missing-host', 'wais-unexpected-userinfo', 'wais-invalid-port',
 * 'wais-missing-database', 'wais-invalid-path', 'wais-unexpected-search' at the offending character.
 * @example
 * parseWais('wais://wais.example.org/db/TEXT/doc%2F1');
 * // { scheme: 'wais', host: 'wais.example.org', port: 210, database: 'db', search: undefined, wtype: 'TEXT', wpath: 'doc/1' }
 */
export function parseWais(value: UriInput): WaisView {
  const uri = toUri(value, 'parseWais: the URI', undefined);
  const input = uri.toString();
  if (uri.scheme?.toLowerCase() !== 'wais') {
    throw schemeError(SCHEME_MISMATCH, 0, input, `expected a wais: URI, got ${describeValue(uri.scheme ?? input)}`);
  }
  // waisdatabase = "wais://" hostport "/" database
  if (hostStartOf(uri) < 0) throw schemeError(WAIS_MISSING_HOST, schemeEndOf(uri) + 1, input);
  if (uri.userinfo !== undefined) throw schemeError(WAIS_UNEXPECTED_USERINFO, schemeEndOf(uri) + 3, input);
  if (hostStartOf(uri) === hostEndOf(uri)) throw schemeError(WAIS_MISSING_HOST, hostStartOf(uri), input);
  const portNumber = uri.portNumber;
  if (portNumber !== undefined && portNumber > 65535) throw schemeError(WAIS_INVALID_PORT, hostEndOf(uri) + 1, input);
  const kind = uri.hostKind;
  const host = kind === 'reg-name' || kind === 'ipv4' ? decodePart(uri.host!, hostStartOf(uri), input) : uri.unbracketedHost!;

  const path = uri.path;
  if (path === '') throw schemeError(WAIS_MISSING_DATABASE, pathStartOf(uri), input);
  const start = pathStartOf(uri) + 1;
  const rest = path.slice(1);
  const slash1 = rest.indexOf('/');
  if (slash1 < 0) {
    // waisdatabase / waisindex = "wais://" hostport "/" database "?" search
    const query = uri.query;
    return {
      scheme: 'wais',
      host,
      port: portNumber ?? WAIS_PORT,
      database: decodePart(rest, start, input),
      search: query === undefined ? undefined : decodePart(query, queryStartOf(uri) + 1, input),
      wtype: undefined,
      wpath: undefined,
    };
  }
  // waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath
  const slash2 = rest.indexOf('/', slash1 + 1);
  if (slash2 < 0) throw schemeError(WAIS_INVALID_PATH, start + rest.length, input, "a document is '/' database '/' wtype '/' wpath: the '/' wpath is missing");
  const slash3 = rest.indexOf('/', slash2 + 1);
  if (slash3 >= 0) throw schemeError(WAIS_INVALID_PATH, start + slash3, input, "a document is '/' database '/' wtype '/' wpath: a '/' inside the document id is written %2F");
  if (queryStartOf(uri) >= 0) throw schemeError(WAIS_UNEXPECTED_SEARCH, queryStartOf(uri), input);
  return {
    scheme: 'wais',
    host,
    port: portNumber ?? WAIS_PORT,
    database: decodePart(rest.slice(0, slash1), start, input),
    search: undefined,
    wtype: decodePart(rest.slice(slash1 + 1, slash2), start + slash1 + 1, input),
    wpath: decodePart(rest.slice(slash2 + 1), start + slash2 + 1, input),
  };
}

/**
 * The wais URI of a view: each part percent-encoded as a path segment (so a '/' inside one is
 * %2F) or as the query; port 210 left out. parseWais(buildWais(v)) deep-equals v.
 *
 * @throws {UriError} 'invalid-argument' for a view of the wrong shape: an empty host, a search
 * together with a document, a wtype without a wpath (or the reverse), a value of the wrong type
 * (the field named); 'scheme-mismatch' for a `scheme` other than 'wais' (it may be left out); the
 * core's codes for a host that is no host.
 * @example
 * buildWais({ host: 'example.org', port: 210, database: 'db', search: 'unix manuals', wtype: undefined, wpath: undefined }).toString();
 * // 'wais://example.org/db?unix%20manuals'
 */
export function buildWais(view: ViewInput<WaisView>): Uri {
  const fn = 'buildWais';
  expectView(view, fn);
  schemeField(view, fn, ['wais']);
  const host = stringField(view, 'host', fn, true);
  const port = portField(view, fn, false);
  const database = stringField(view, 'database', fn);
  const search = optionalField(view, 'search', fn);
  const wtype = optionalField(view, 'wtype', fn);
  const wpath = optionalField(view, 'wpath', fn);
  if ((wtype === undefined) !== (wpath === undefined)) {
    throw argumentError(`${fn}: a document needs both wtype and wpath, got ${wtype === undefined ? 'a wpath without a wtype' : 'a wtype without a wpath'}`);
  }
  if (search !== undefined && wtype !== undefined) {
    throw argumentError(`${fn}: a search names a database, not a document: give search or wtype/wpath, not both`);
  }
  let path = '/' + encode(database, 'segment');
  if (wtype !== undefined) path += '/' + encode(wtype, 'segment') + '/' + encode(wpath!, 'segment');
  return fromComponents({
    scheme: 'wais',
    host: isIpLiteral(host) ? '[' + host + ']' : encode(host, 'host'),
    port: port === WAIS_PORT ? undefined : port,
    path,
    query: search === undefined ? undefined : encode(search, 'query'),
  });
}

/** RFC 4156: wais, default port 210; hierarchical. */
export const waisScheme: SchemeEntry<WaisView> = {
  name: 'wais',
  spec: 'RFC 4156',
  defaultPort: WAIS_PORT,
  hierarchical: true,
  parse: parseWais,
  build: buildWais,
};
