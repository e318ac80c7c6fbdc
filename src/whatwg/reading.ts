/** WHATWG URL §4 — the platform's URL parser as a reading: its href cut into RFC 3986's components. */

import { argumentError, describeValue } from '../errors.js';
import { splitReference } from '../split.js';
import { whatwgError } from './codes.js';
import type { UrlLike } from '../uri.js';

// urikit does not carry a WHATWG parser of its own: the reading a client really makes is the one
// of the URL class it runs (every browser, Node, Deno and Bun have one, and `fetch` uses it), so
// this module asks that class. A URL's href is always a string that Appendix B cuts exactly (its
// '?' and '#' are delimiters, its userinfo holds at most one '@'), which gives the components.

// UrlLike, the members of a URL object that urikit reads, is the core's (uri.ts): every entry accepts one.
export type { UrlLike };

/**
 * An instance of the platform's URL class: `URL` itself wherever the types of the environment
 * declare it (the DOM library, or @types/node), else the members urikit reads.
 */
export type PlatformURL = typeof globalThis extends { URL: abstract new (...args: any) => infer T } ? T : UrlLike;

type UrlConstructor = new (input: string, base?: string) => UrlLike;

/** How a WHATWG URL reads an input: the URL, and its href cut into components. */
export interface WhatwgReading {
  /** The URL object the platform made. */
  readonly url: PlatformURL;
  readonly href: string;
  /** The scheme, lower case, without ':'. */
  readonly scheme: string;
  /** One of the six special schemes (http, https, ws, wss, ftp, file), whose hosts are domains or IP addresses. */
  readonly special: boolean;
  /** 'user:password' as the href writes it; undefined without one. */
  readonly userinfo: string | undefined;
  /** The host as the href writes it (IPv6 in brackets); undefined when the URL has none. */
  readonly host: string | undefined;
  /** What the host is: 'domain', 'ipv4', 'ipv6' (special schemes), 'opaque' (others), 'empty'. */
  readonly hostKind: 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'empty' | undefined;
  /** The port the href writes (never the scheme's default: the parser drops it). */
  readonly port: string | undefined;
  /** The port a connection uses: the written one, else the special scheme's default. */
  readonly effectivePort: number | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Tables

/** WHATWG URL §4.1: the special schemes and their default ports (file has none). */
export const SPECIAL_SCHEMES: ReadonlyMap<string, number | undefined> = /* @__PURE__ */ new Map<string, number | undefined>([
  ['ftp', 21], ['file', undefined], ['http', 80], ['https', 443], ['ws', 80], ['wss', 443],
]);

// ---------------------------------------------------------------------------------------------
// Small predicates

/** The platform's URL class, or a UriError 'whatwg-unavailable'. */
export function platformUrl(input: string): UrlConstructor {
  const ctor = (globalThis as { URL?: unknown }).URL;
  if (typeof ctor !== 'function') throw whatwgError('whatwg-unavailable', 0, input);
  return ctor as UrlConstructor;
}

/** True for an instance of the platform's URL class. */
export function isPlatformUrl(value: unknown): value is UrlLike {
  const ctor = (globalThis as { URL?: unknown }).URL;
  return typeof ctor === 'function' && value instanceof (ctor as UrlConstructor);
}

/** True for dotted decimal with four parts: how the WHATWG serializer writes an IPv4 host (a domain never ends in a number). */
function isDottedQuad(h: string): boolean {
  let dots = 0;
  for (let i = 0; i < h.length; i++) {
    const c = h.charCodeAt(i);
    if (c === 0x2e) dots++;
    else if (c < 0x30 || c > 0x39) return false;
  }
  return dots === 3;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/** The reading of a URL object. */
export function readingOf(url: UrlLike): WhatwgReading {
  const href = url.href;
  const parts = splitReference(href);
  const scheme = url.protocol.slice(0, -1);
  const special = SPECIAL_SCHEMES.has(scheme);
  const host = parts.host;
  let hostKind: WhatwgReading['hostKind'];
  if (host !== undefined) {
    hostKind = host === '' ? 'empty' : host.charCodeAt(0) === 0x5b ? 'ipv6' : !special ? 'opaque' : isDottedQuad(host) ? 'ipv4' : 'domain';
  }
  const port = parts.port === undefined || parts.port === '' ? undefined : parts.port;
  return {
    url: url as PlatformURL,
    href,
    scheme,
    special,
    userinfo: parts.userinfo,
    host,
    hostKind,
    port,
    effectivePort: port !== undefined ? Number(port) : SPECIAL_SCHEMES.get(scheme),
    path: parts.path,
    query: parts.query,
    fragment: parts.fragment,
  };
}

/**
 * How the platform's URL parser (WHATWG URL §4.4, as browsers, Node's `URL` and `fetch` apply it)
 * reads `input`, against `base` when given: the URL and its components, or null when the parser
 * refuses it. Throws UriError 'whatwg-unavailable' in an environment without a URL class, and
 * 'invalid-argument' for a non-string input or base.
 * https://url.spec.whatwg.org/#concept-basic-url-parser
 *
 * @example
 * readWhatwg('http://evil.com\\@good.com/')?.host; // 'evil.com'
 * readWhatwg('HTTP://0x7f.1:80/a/../b')?.href;     // 'http://127.0.0.1/b'
 * readWhatwg('http://[v1.x]/');                     // null
 */
export function readWhatwg(input: string, base?: string): WhatwgReading | null {
  if (typeof input !== 'string') throw argumentError(`readWhatwg: the input must be a string, got ${describeValue(input)}`);
  if (base !== undefined && typeof base !== 'string') throw argumentError(`readWhatwg: the base must be a string, got ${describeValue(base)}`);
  const URLClass = platformUrl(input);
  let url: UrlLike;
  try {
    url = base === undefined ? new URLClass(input) : new URLClass(input, base);
  } catch {
    // the URL class throws a TypeError for every refusal; that is the answer, not an error here
    return null;
  }
  return readingOf(url);
}
