/** uri-js / fast-uri compatibility — the ws and wss handlers (RFC 6455 §3): the resource name, the secure flag, no fragment. */

import type { URIComponents, URISchemeHandler } from './types.js';

/** `secure` when it is a boolean, else whether the scheme is wss (in any case). */
function isSecure(components: URIComponents): boolean {
  if (typeof components.secure === 'boolean') return components.secure;
  const scheme = components.scheme;
  return typeof scheme === 'string' && scheme.length === 3 && scheme.toLowerCase() === 'wss';
}

function parseWs(components: URIComponents): URIComponents {
  components.secure = isSecure(components);
  // §3: resource-name = path [ "?" query ]; an empty path is '/'
  components.resourceName = (components.path || '/') + (components.query ? '?' + components.query : '');
  components.path = undefined;
  components.query = undefined;
  return components;
}

function serializeWs(components: URIComponents): URIComponents {
  if (components.port === (isSecure(components) ? 443 : 80) || components.port === '') components.port = undefined;
  if (typeof components.secure === 'boolean') {
    components.scheme = components.secure ? 'wss' : 'ws';
    components.secure = undefined;
  }
  if (components.resourceName) {
    // the query is everything after the first '?' (fast-uri: a second '?' is query text)
    const name = String(components.resourceName);
    const q = name.indexOf('?');
    const path = q < 0 ? name : name.slice(0, q);
    components.path = path && path !== '/' ? path : undefined;
    components.query = q < 0 ? undefined : name.slice(q + 1);
    components.resourceName = undefined;
  }
  // §3: fragment identifiers are meaningless in WebSocket URIs
  components.fragment = undefined;
  return components;
}

/** The ws handler. */
export const wsHandler: URISchemeHandler = { scheme: 'ws', domainHost: true, parse: parseWs, serialize: serializeWs };

/** The wss handler. */
export const wssHandler: URISchemeHandler = { scheme: 'wss', domainHost: true, parse: parseWs, serialize: serializeWs };
