/** RFC 3986 §3.1 — the registry of every scheme urikit knows, and parseAs / buildAs over it. */

import { argumentError, describeValue } from '../errors.js';
import { isRegistry } from '../registry.js';
import { type Uri, toUri, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { SCHEME_MISMATCH, UNKNOWN_SCHEME } from './codes/registry.js';
import { type ViewInput } from './common.js';
import { type DataUriView, dataScheme } from './data.js';
import { type FileView, fileScheme } from './file.js';
import { type FtpView, ftpScheme } from './ftp.js';
import { type GhelpView, ghelpScheme } from './ghelp.js';
import { type GopherView, gopherScheme } from './gopher.js';
import { type HttpView, httpScheme, httpsScheme } from './http.js';
import { type InfoView, infoScheme } from './info.js';
import { type LdapView, ldapScheme, ldapsScheme } from './ldap.js';
import { type MailtoView, mailtoScheme } from './mailto.js';
import { type ManView, manScheme } from './man.js';
import { type NewsView, type NntpView, newsScheme, nntpScheme } from './news.js';
import { DEFAULT_REGISTRY, type SchemeRegistry, createRegistry } from './registry.js';
import { type TelView, telScheme } from './tel.js';
import { type TelnetView, telnetScheme } from './telnet.js';
import { type UrnView, urnScheme } from './urn.js';
import { type WaisView, waisScheme } from './wais.js';
import { type WhatisView, whatisScheme } from './whatis.js';
import { type WsView, wsScheme, wssScheme } from './ws.js';

/**
 * The view of each scheme of SCHEMES, by its lower-case name: what `parseAs(uri, name)` returns and
 * what `buildAs(name, view)` takes. Each view's `scheme` field holds the name, so that the union
 * {@link SchemeView} narrows on it.
 */
export interface SchemeViews {
  http: HttpView<'http'>;
  https: HttpView<'https'>;
  ws: WsView<'ws'>;
  wss: WsView<'wss'>;
  ftp: FtpView;
  telnet: TelnetView;
  gopher: GopherView;
  mailto: MailtoView;
  news: NewsView<'news'>;
  nntp: NntpView;
  urn: UrnView;
  tel: TelView;
  data: DataUriView;
  file: FileView;
  ldap: LdapView<'ldap'>;
  ldaps: LdapView<'ldaps'>;
  wais: WaisView;
  man: ManView;
  info: InfoView;
  whatis: WhatisView;
  ghelp: GhelpView;
}

/** The name of a scheme of SCHEMES, lower case. */
export type SchemeName = keyof SchemeViews;

/** Any view of a scheme of SCHEMES: narrow it on `view.scheme`. */
export type SchemeView = SchemeViews[SchemeName];

/**
 * Every scheme urikit has a structured view for: the uri(7) schemes (http, ftp, gopher, mailto, news,
 * telnet, file, man, info, whatis, ghelp, ldap, wais) and their neighbours (https, ws, wss, nntp,
 * ldaps, urn, tel, data), over the core's DEFAULT_REGISTRY. A value built by a function: extend it
 * with `createRegistry([...SCHEMES.entries, mine])`, and pass it to normalize/equivalent as `registry`.
 */
export const SCHEMES: SchemeRegistry = /* @__PURE__ */ createRegistry([
  ...DEFAULT_REGISTRY.entries,
  httpScheme, httpsScheme, wsScheme, wssScheme, ftpScheme, telnetScheme, gopherScheme,
  mailtoScheme, newsScheme, nntpScheme, urnScheme, telScheme, dataScheme,
  fileScheme,
  ldapScheme, ldapsScheme, waisScheme, manScheme, infoScheme, whatisScheme, ghelpScheme,
]);

/**
 * The structured view of a URI by its scheme's rules (RFC 3986 §3.1: a scheme-specific parse flags
 * a violation of the scheme's rules as an error). `scheme` defaults to the URI's own; naming another
 * throws 'scheme-mismatch'; a scheme without a view in the registry throws 'unknown-scheme'. A broken
 * rule throws a UriError whose code names it and whose index points into the URI.
 *
 * Typed by the scheme where the call names it, as the `scheme` argument (`parseAs(uri, 'mailto')`
 * is a MailtoView) or in a string literal (`parseAs('mailto:a@b')` too); otherwise the union
 * {@link SchemeView}, to narrow on `view.scheme`, or the type argument given (`parseAs<V>(uri)`).
 * The types are those of SCHEMES: with a registry of your own, name the view type yourself.
 *
 * @throws {UriError} the scheme's own code for a broken rule; 'unknown-scheme', 'scheme-mismatch';
 * 'invalid-argument' for a URI that is neither a string nor a Uri, a scheme that is not a string,
 * or a registry that is not one (made by createRegistry).
 * @example
 * parseAs('ldap://[2001:db8::7]/c=GB?objectClass?one').scope; // 'one'
 * parseAs('mailto:a@example.com?subject=hi', 'mailto').to; // ['a@example.com'] (typed string[])
 */
export function parseAs<S extends SchemeName>(uri: UriInput, scheme: S, registry?: SchemeRegistry): SchemeViews[S];
export function parseAs<S extends SchemeName>(uri: `${S}:${string}`, scheme?: undefined, registry?: SchemeRegistry): SchemeViews[S];
export function parseAs<V = SchemeView>(uri: UriInput, scheme?: string, registry?: SchemeRegistry): V;
export function parseAs(uri: UriInput, scheme?: string, registry: SchemeRegistry = SCHEMES): unknown {
  const u = toUri(uri, 'parseAs: the URI', undefined);
  const input = u.toString();
  if (scheme !== undefined && typeof scheme !== 'string') throw argumentError(`parseAs: the scheme must be a string, got ${describeValue(scheme)}`);
  isRegistry(registry, 'parseAs: the registry');
  const own = u.scheme;
  if (own === undefined) throw schemeError(UNKNOWN_SCHEME, 0, input, 'a relative reference has no scheme: resolve it first');
  if (scheme !== undefined && scheme.toLowerCase() !== own.toLowerCase()) {
    throw schemeError(SCHEME_MISMATCH, 0, input, `asked for '${scheme}', the URI is '${own}'`);
  }
  const entry = registry.get(own);
  if (entry?.parse === undefined) throw schemeError(UNKNOWN_SCHEME, 0, input, `no structured view for the scheme '${own}'`);
  return entry.parse(u);
}

/**
 * The URI of a structured view, by the named scheme's builder: parseAs(buildAs(s, v), s) equals v.
 * The view may leave out its `scheme` (the named one is meant); given, it must be the named one
 * ('scheme-mismatch' otherwise: `buildAs('https', httpView)` refuses an http view).
 *
 * Typed by the scheme where the call names it: `buildAs('mailto', view)` takes a MailtoView (with
 * or without `scheme`). A scheme name only known at run time (a `string`), or a type argument
 * (`buildAs<V>(name, view)`), takes any view.
 *
 * @throws {UriError} the builder's errors; 'unknown-scheme' for a scheme without a builder;
 * 'invalid-argument' for a scheme that is not a string, or a registry that is not one.
 * @example
 * buildAs('mailto', { to: ['chris@example.com'], headers: [] }).toString(); // 'mailto:chris@example.com'
 */
export function buildAs<S extends SchemeName>(scheme: S, view: ViewInput<SchemeViews[S]>, registry?: SchemeRegistry): Uri;
export function buildAs<V = unknown, S extends string = string>(
  scheme: S extends SchemeName ? never : S, view: ViewInput<V>, registry?: SchemeRegistry): Uri;
export function buildAs(scheme: string, view: unknown, registry: SchemeRegistry = SCHEMES): Uri {
  if (typeof scheme !== 'string') throw argumentError(`buildAs: the scheme must be a string, got ${describeValue(scheme)}`);
  isRegistry(registry, 'buildAs: the registry');
  const entry = registry.get(scheme);
  if (entry?.build === undefined) throw schemeError(UNKNOWN_SCHEME, 0, scheme, `no builder for the scheme '${scheme}'`);
  return entry.build(view);
}
