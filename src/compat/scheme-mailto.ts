/** uri-js / fast-uri compatibility — the mailto handler (RFC 6068): recipients, subject, body and the other header fields. */

import { DTEXT, HFNAME, LOCAL_PART } from './chars.js';
import { encodeMailtoPart } from './encoding.js';
import { E_MAILTO_DOMAIN, E_MAILTO_HEADERS } from './errors.js';
import { domainToAsciiHost } from './host.js';
import type { URIComponents, URIOptions, URISchemeHandler } from './types.js';
import { asString } from './values.js';

// fast-uri's handler (the later one, with its fixes over uri-js's): the path and query arrive as
// written (skipNormalize) and each part is decoded once; a recipient's domain is checked and
// written as the WHATWG host parser writes it (IDN to ASCII, IPv4 number forms), unless
// `unicodeSupport`, and an invalid one is kept with 'URI mailto has an invalid recipient domain.';
// `headers` has a null prototype (header names come from the URI). Writing encodes every part with
// its own set, so no recipient or header can inject '?', '&', ',' or '#' into the URI.

/** RFC 5321 address-literal as fast-uri accepts it: '[' dtext-no-obs* ']'. */
function isDomainLiteral(d: string): boolean {
  if (d.length < 2 || d.charCodeAt(0) !== 0x5b || d.charCodeAt(d.length - 1) !== 0x5d) return false;
  for (let i = 1; i < d.length - 1; i++) {
    const c = d.charCodeAt(i);
    if (c < 0x21 || c > 0x7e || (c >= 0x5b && c <= 0x5d)) return false;
  }
  return true;
}

/** decodeURIComponent, or the text itself when its escapes are not UTF-8. */
function decodeOnce(s: string): string {
  if (s.indexOf('%') < 0) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Lone surrogates replaced by U+FFFD, pairs kept. */
function wellFormed(s: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
    }
    out += s.slice(from, i) + '\uFFFD';
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/** A recipient's domain, lower-cased and as the WHATWG host parser writes it; null when it refuses it. */
function normalizeDomain(domain: string, options: URIOptions): string | null {
  const lower = domain.toLowerCase();
  if (isDomainLiteral(lower)) return lower;
  const ascii = lower === '' ? null : domainToAsciiHost(lower);
  if (ascii === null) return null;
  return options.unicodeSupport ? lower : ascii;
}

function parseMailto(components: URIComponents, options: URIOptions): URIComponents {
  const path = components.path ? wellFormed(components.path) : '';
  const query = components.query ? wellFormed(components.query) : '';
  const to = path === '' ? [] : path.split(',');
  components.path = undefined;
  if (query !== '') {
    let headers: Record<string, string> | null = null;
    for (const field of query.split('&')) {
      const eq = field.indexOf('=');
      if (eq !== field.lastIndexOf('=')) {
        components.error = components.error || E_MAILTO_HEADERS;
        continue;
      }
      const name = eq < 0 ? field : field.slice(0, eq);
      const value = eq < 0 ? '' : field.slice(eq + 1);
      if (name === 'to') {
        for (const address of value.split(',')) to.push(address);
      } else if (name === 'subject') {
        components.subject = decodeOnce(value);
      } else if (name === 'body') {
        components.body = decodeOnce(value);
      } else {
        headers ??= Object.create(null) as Record<string, string>;
        headers[decodeOnce(name)] = decodeOnce(value);
      }
    }
    if (headers !== null) components.headers = headers;
  }
  components.query = undefined;
  for (let i = 0; i < to.length; i++) {
    const address = to[i]!;
    const at = address.lastIndexOf('@');
    if (at < 0) {
      components.error = components.error || E_MAILTO_DOMAIN;
      to[i] = decodeOnce(address);
      continue;
    }
    const domain = decodeOnce(address.slice(at + 1));
    const normalized = normalizeDomain(domain, options);
    if (normalized === null) components.error = components.error || E_MAILTO_DOMAIN;
    to[i] = decodeOnce(address.slice(0, at)) + '@' + (normalized ?? domain.toLowerCase());
  }
  if (to.length > 0) components.to = to;
  return components;
}

function serializeMailto(components: URIComponents, options: URIOptions): URIComponents {
  const to = Array.isArray(components.to) ? components.to : [];
  if (to.length > 0) {
    const written: string[] = [];
    for (const recipient of to) {
      const address = asString(recipient);
      const at = address.lastIndexOf('@');
      const local = encodeMailtoPart(at < 0 ? address : address.slice(0, at), LOCAL_PART, false);
      const decoded = decodeOnce(at < 0 ? '' : address.slice(at + 1));
      const domain = normalizeDomain(decoded, options) ?? decoded.toLowerCase();
      // a domain literal keeps its brackets; what is inside them, and any other domain, is encoded
      const literal = domain.length > 1 && domain.charCodeAt(0) === 0x5b && domain.charCodeAt(domain.length - 1) === 0x5d;
      const unicode = Boolean(options.unicodeSupport);
      written.push(local + '@' + (literal
        ? '[' + encodeMailtoPart(domain.slice(1, -1), DTEXT, unicode) + ']'
        : encodeMailtoPart(domain, DTEXT, unicode)));
    }
    // every recipient is encoded already, with ',' only between them
    components.path = written.join(',');
    options.skipEscape = true;
  } else {
    // `to` is the only source of recipients: a path of the caller's is not written (it was never encoded)
    components.path = undefined;
  }
  const headers = Object.create(null) as Record<string, unknown>;
  if (typeof components.headers === 'object' && components.headers !== null) Object.assign(headers, components.headers);
  if (components.subject) headers['subject'] = components.subject;
  if (components.body) headers['body'] = components.body;
  let query = '';
  let count = 0;
  for (const name in headers) {
    if (count++ > 0) query += '&';
    query += encodeMailtoPart(name, HFNAME, false) + '=' + encodeMailtoPart(asString(headers[name]), HFNAME, false);
  }
  components.headers = undefined;
  // no header field: a query of the caller's is written as it is given (escaped), as both peers do
  if (count > 0) components.query = query;
  return components;
}

/** The mailto handler. */
export const mailtoHandler: URISchemeHandler = {
  scheme: 'mailto',
  parse: parseMailto,
  serialize: serializeMailto,
  domainHost: false,
  unicodeSupport: true,
  // the handler decodes every part itself
  skipNormalize: true,
  // a recipient list has no dot-segments
  absolutePath: true,
};
