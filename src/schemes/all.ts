/** RFC 3986 §3.1 — the registry of every scheme urikit knows, and parseAs / buildAs over it. */

import { argumentError, describeValue } from '../errors.js';
import { type Uri, toUri } from '../uri.js';
import { schemeError } from './codes.js';
import { dataScheme } from './data.js';
import { fileScheme } from './file.js';
import { ftpScheme } from './ftp.js';
import { ghelpScheme } from './ghelp.js';
import { gopherScheme } from './gopher.js';
import { httpScheme, httpsScheme } from './http.js';
import { infoScheme } from './info.js';
import { ldapScheme, ldapsScheme } from './ldap.js';
import { mailtoScheme } from './mailto.js';
import { manScheme } from './man.js';
import { newsScheme, nntpScheme } from './news.js';
import { DEFAULT_REGISTRY, type SchemeRegistry, createRegistry } from './registry.js';
import { telScheme } from './tel.js';
import { telnetScheme } from './telnet.js';
import { urnScheme } from './urn.js';
import { waisScheme } from './wais.js';
import { whatisScheme } from './whatis.js';
import { wsScheme, wssScheme } from './ws.js';

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
 * @example
 * parseAs<LdapView>('ldap://[2001:db8::7]/c=GB?objectClass?one').scope; // 'one'
 */
export function parseAs<V = unknown>(uri: string | Uri, scheme?: string, registry: SchemeRegistry = SCHEMES): V {
  const u = toUri(uri, 'parseAs: the URI', undefined);
  const input = u.toString();
  if (scheme !== undefined && typeof scheme !== 'string') throw argumentError(`parseAs: the scheme must be a string, got ${describeValue(scheme)}`);
  const own = u.scheme;
  if (own === undefined) throw schemeError('unknown-scheme', 0, input, 'a relative reference has no scheme: resolve it first');
  if (scheme !== undefined && scheme.toLowerCase() !== own.toLowerCase()) {
    throw schemeError('scheme-mismatch', 0, input, `asked for '${scheme}', the URI is '${own}'`);
  }
  const entry = registry.get(own);
  if (entry?.parse === undefined) throw schemeError('unknown-scheme', 0, input, `no structured view for the scheme '${own}'`);
  return entry.parse(u) as V;
}

/**
 * The URI of a structured view, by the named scheme's builder: parseAs(buildAs(s, v), s) equals v.
 *
 * @example
 * buildAs('mailto', { to: ['chris@example.com'], headers: [] }).toString(); // 'mailto:chris@example.com'
 */
export function buildAs<V>(scheme: string, view: V, registry: SchemeRegistry = SCHEMES): Uri {
  if (typeof scheme !== 'string') throw argumentError(`buildAs: the scheme must be a string, got ${describeValue(scheme)}`);
  const entry = registry.get(scheme);
  if (entry?.build === undefined) throw schemeError('unknown-scheme', 0, scheme, `no builder for the scheme '${scheme}'`);
  return entry.build(view);
}
