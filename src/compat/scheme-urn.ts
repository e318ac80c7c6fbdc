/** uri-js / fast-uri compatibility — the urn handler (RFC 2141, RFC 8141 §2) and urn:uuid (RFC 4122 §3): nid and nss, the UUID. */

import { compatError } from './codes.js';
import { CHARS, UNRESERVED, hexValue } from '../chars.js';
import { E_URN, E_UUID } from './errors.js';
import type { URIComponents, URIOptions, URISchemeHandler } from './types.js';
import { asString } from './values.js';

// fast-uri's reading (the later one): the whole path must be NID ":" NSS, the NID 1 to 32 letters,
// digits and '-' not starting with '-', the NSS one or more of RFC 2141's characters or escapes;
// else 'URN can not be parsed.' and no nid. The NSS is kept as written (the handler skips the
// peers' escape normalization); a namespace with a handler of its own ('urn:uuid', or one a caller
// adds to SCHEMES) reshapes it further.

/** NSS characters besides escapes: RFC 2141's trans less '%', as fast-uri's expression lists them. */
const NSS_PUNCTUATION = "!$'()*+,-./:;=@_";

/** The length of the NID at the start of `path` before its ':', or -1. */
function nidLength(path: string): number {
  const colon = path.indexOf(':');
  if (colon < 1 || colon > 32) return -1;
  for (let i = 0; i < colon; i++) {
    const c = path.charCodeAt(i);
    const alnum = (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
    if (!alnum && (i === 0 || c !== 0x2d)) return -1;
  }
  return colon;
}

/** NSS = 1*( trans / "%" HEXDIG HEXDIG ) */
function isNss(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) {
      if (hexValue(s.charCodeAt(i + 1)) < 0 || hexValue(s.charCodeAt(i + 2)) < 0) return false;
      i += 2;
    } else if (c >= 128 || ((CHARS[c]! & UNRESERVED) === 0 && NSS_PUNCTUATION.indexOf(s[i]!) < 0) || c === 0x7e) {
      return false; // '~' is unreserved but not in RFC 2141's trans
    }
  }
  return true;
}

/** 8-4-4-4-12 hex digits (RFC 4122 §3), any case. */
function isUuid(s: string): boolean {
  if (s.length !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const c = s.charCodeAt(i);
    if (i === 8 || i === 13 || i === 18 || i === 23 ? c !== 0x2d : hexValue(c) < 0) return false;
  }
  return true;
}

/** The urn handler, finding the handler of a namespace ('urn:uuid') through `lookup`. */
export function createUrnHandler(lookup: (name: string) => URISchemeHandler | undefined): URISchemeHandler {
  return {
    scheme: 'urn',
    skipNormalize: true,
    parse(components: URIComponents, options: URIOptions): URIComponents {
      const path = components.path;
      const nid = path ? nidLength(path) : -1;
      if (path === undefined || nid < 0 || !isNss(path.slice(nid + 1))) {
        components.error = components.error || E_URN;
        return components;
      }
      components.nid = path.slice(0, nid).toLowerCase();
      components.nss = path.slice(nid + 1);
      components.path = undefined;
      const handler = lookup((options.scheme || components.scheme || 'urn') + ':' + (options.nid || components.nid));
      return handler?.parse ? handler.parse(components, options) : components;
    },
    serialize(components: URIComponents, options: URIOptions): URIComponents {
      // fast-uri: 'URN without nid cannot be serialized'
      if (components.nid === undefined || components.nid === null) throw compatError('compat-urn-without-nid', 4, 'urn:');
      const nid = asString(components.nid).toLowerCase();
      const handler = lookup((options.scheme || components.scheme || 'urn') + ':' + (options.nid || nid));
      const urn = handler?.serialize ? handler.serialize(components, options) : components;
      urn.path = (nid || asString(options.nid)) + ':' + (urn.nss === undefined || urn.nss === null ? '' : asString(urn.nss));
      // the NSS is written as it is (its escapes upper-cased)
      options.skipEscape = true;
      return urn;
    },
  };
}

/** The urn:uuid handler: `uuid` for the NSS, 'UUID is not valid.' unless `tolerant`; written in lower case. */
export const uuidHandler: URISchemeHandler = {
  scheme: 'urn:uuid',
  skipNormalize: true,
  parse(components: URIComponents, options: URIOptions): URIComponents {
    components.uuid = components.nss;
    components.nss = undefined;
    if (!options.tolerant && (!components.uuid || !isUuid(components.uuid))) components.error = components.error || E_UUID;
    return components;
  },
  serialize(components: URIComponents): URIComponents {
    components.nss = asString(components.uuid || '').toLowerCase();
    return components;
  },
};
