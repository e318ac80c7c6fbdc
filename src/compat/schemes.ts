/** uri-js / fast-uri compatibility — SCHEMES, the table of scheme handlers (http, https, ws, wss, mailto, urn, urn:uuid), which callers may extend. */

import { httpHandler, httpsHandler } from './scheme-http.js';
import { mailtoHandler } from './scheme-mailto.js';
import { createUrnHandler, uuidHandler } from './scheme-urn.js';
import { wsHandler, wssHandler } from './scheme-ws.js';
import type { URISchemeHandler } from './types.js';

// As in both peers, SCHEMES is a plain mutable object keyed by lower-case scheme name (a urn
// namespace as 'urn:<nid>'): a caller adds a handler with `SCHEMES.myscheme = { scheme: 'myscheme',
// parse, serialize }` and every function uses it from then on. It has a null prototype, as
// fast-uri's, so that a scheme named 'constructor' or '__proto__' finds no handler.

/** The urn handler of SCHEMES: parse tells a URN it could not read by its missing nid. */
export const urnHandler: URISchemeHandler = /* @__PURE__ */ createUrnHandler((name) => handlerOf(name));

/**
 * The scheme handlers, by lower-case scheme name: http, https, ws, wss, mailto, urn, urn:uuid.
 * Extensible: assign a URISchemeHandler to a new name.
 *
 * @example
 * SCHEMES.myscheme = { scheme: 'myscheme', domainHost: true };
 */
export const SCHEMES: Record<string, URISchemeHandler> = /* @__PURE__ */ (() => {
  const table = Object.create(null) as Record<string, URISchemeHandler>;
  table['http'] = httpHandler;
  table['https'] = httpsHandler;
  table['ws'] = wsHandler;
  table['wss'] = wssHandler;
  table['mailto'] = mailtoHandler;
  table['urn'] = urnHandler;
  table['urn:uuid'] = uuidHandler;
  return table;
})();

/** The handler of a scheme name, as given or in lower case; undefined for none. */
export function handlerOf(scheme: unknown): URISchemeHandler | undefined {
  if (!scheme) return undefined;
  const name = typeof scheme === 'string' ? scheme : String(scheme);
  let handler = SCHEMES[name];
  if (handler === undefined) {
    // most names come in lower case (parse writes them so): one look-up, not two
    const lower = name.toLowerCase();
    if (lower !== name) handler = SCHEMES[lower];
  }
  return typeof handler === 'object' && handler !== null ? handler : undefined;
}
