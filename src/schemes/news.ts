/** RFC 5538 — the news and nntp URI schemes: newsgroups, wildmats, message-ids and article numbers. */

import { hexValue } from '../chars.js';
import { argumentError } from '../errors.js';
import { decode, encode } from '../percent.js';
import { type Uri, fromComponents, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import {
  type ViewInput, booleanField, expectView, fieldError, optionalField, portField, schemeField, schemeUri, showData,
} from './common.js';
import type { SchemeEntry } from './registry.js';
import { beforeFragmentOf, hostEndOf, hostStartOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { NEWS_INVALID_GROUP, NEWS_INVALID_MESSAGE_ID, NEWS_INVALID_SERVER, NEWS_UNEXPECTED_QUERY, NNTP_INVALID_ARTICLE, NNTP_INVALID_GROUP, NNTP_INVALID_SERVER, NNTP_UNEXPECTED_QUERY } from './codes/text.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * The structured view of a news or nntp URI (RFC 5538 §2):
 * `news:<newsgroup-name>`, `news:<message-id>`, `news:*`, `news://server[:port]/<group-or-message-id>`,
 * `nntp://server[:port]/<group>[/<article-number>]`. The group and message-id are percent-decoded;
 * the fragment is not part of the view (RFC 5538 gives it no meaning). `S` narrows the scheme:
 * parseNews gives `NewsView<'news'>`, parseNntp `NewsView<'nntp'>` (NntpView).
 */
export interface NewsView<S extends 'news' | 'nntp' = 'news' | 'nntp'> {
  /** The scheme, lower case: 'news' or 'nntp', the one the URI has. */
  scheme: S;
  /** The server's host as written (brackets kept for an IP literal), or undefined: the locally configured one. */
  server: string | undefined;
  /** The server's port: 119 when the URI gives none (§2.1); undefined without a server. */
  port: number | undefined;
  /** The newsgroup name or, in news URIs, a wildmat ('*' for all groups), decoded; or undefined. */
  group: string | undefined;
  /** The message-id without its angle brackets, decoded ('ab.cd@example.com'); news URIs only. */
  messageId: string | undefined;
  /** The article number (nntp URIs only), or undefined. */
  article: number | undefined;
  /** True when the group is a wildmat (it holds '*', '?', ',' or '!'), such as news:* for all groups. */
  wildcard: boolean;
}

/** The view of an nntp URI: the same shape as a news URI's. */
export type NntpView = NewsView<'nntp'>;

// ---------------------------------------------------------------------------------------------
// Tables

/** RFC 5538 §2.1: the port a server is reached on when the URI gives none. */
const NNTP_PORT = 119;

// RFC 3977 §9.8: newsgroup-name = 1*wildmat-exact, and wildmat-exact = %x22-29 / %x2B / %x2D-3E /
// %x40-5A / %x5E-7E (printable ASCII but "!", "*", ",", "?", "[", "\\", "]"). Non-ASCII (UTF8-non-ascii)
// is not accepted here: a deviation, to keep group names ASCII like RFC 5536 §3.1.4's.
/** True when the ASCII code c is a wildmat-exact character. */
function isGroupChar(c: number): boolean {
  return (c >= 0x22 && c <= 0x29) || c === 0x2b || (c >= 0x2d && c <= 0x3e) || (c >= 0x40 && c <= 0x5a) || (c >= 0x5e && c <= 0x7e);
}
// RFC 3977 §4: a wildmat adds "*" and "?" (wildcards) and "," and "!" (lists and negation).
/** True when the ASCII code c is one of the wildmat marks "*", "?", "," and "!". */
function isWildmatMark(c: number): boolean {
  return c === 0x2a || c === 0x3f || c === 0x2c || c === 0x21;
}

/** The news-invalid-group / nntp-invalid-group code of each scheme. */
type GroupCode = typeof NEWS_INVALID_GROUP | typeof NNTP_INVALID_GROUP;

// ---------------------------------------------------------------------------------------------
// Small helpers

/** True when a decoded group is a wildmat rather than one newsgroup name. */
function isWildmat(group: string): boolean {
  for (let i = 0; i < group.length; i++) if (isWildmatMark(group.charCodeAt(i))) return true;
  return false;
}

/**
 * The octet at s[i]: a literal ASCII code, or the value of a %HH escape the core checked (3 units
 * long in s: see octetLength). Two small functions rather than one returning a pair: a pair per
 * character made a million arrays of a megabyte group.
 */
function octetAt(s: string, i: number): number {
  const c = s.charCodeAt(i);
  return c === 0x25 ? (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2)) : c;
}

/** The length in s of the octet at s[i]: 3 for an escape, else 1. */
function octetLength(s: string, i: number): number {
  return s.charCodeAt(i) === 0x25 ? 3 : 1;
}

/** True when s[start, end) holds an '@', literal or %40. */
function hasAt(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i += octetLength(s, i)) if (octetAt(s, i) === 0x40) return true;
  return false;
}

/** s[start, end), checked ASCII octets, decoded: the text itself when it has no escape. */
function decodedAscii(s: string, start: number, end: number): string {
  const raw = s.slice(start, end);
  return raw.indexOf('%') < 0 ? raw : decode(raw);
}

// ---------------------------------------------------------------------------------------------
// The rules

/**
 * A newsgroup-name (RFC 3977 §9.8) with RFC 5536 §3.1.4's dot-separated components, or with
 * `wildmat` a wildmat (RFC 3977 §4), at s[start, end), decoded; throws `code` at the first bad character.
 */
function readGroup(s: string, start: number, end: number, wildmat: boolean, code: GroupCode): string {
  if (start === end) throw schemeError(code, start, s, 'a newsgroup name is not empty');
  let marks = false; // a wildmat mark seen
  for (let i = start; i < end;) {
    const c = octetAt(s, i);
    const n = octetLength(s, i);
    // a literal '/' is a delimiter of the path; in a name it is written %2F (RFC 5538 \u00a72.3's example)
    const mark = wildmat && isWildmatMark(c);
    const ok = (isGroupChar(c) && (c !== 0x2f || n === 3)) || mark;
    if (!ok) throw schemeError(code, i, s, wildmat ? undefined : 'an nntp URI names one newsgroup: no wildmat, no further path');
    if (mark) marks = true;
    i += n;
  }
  if (!marks) {
    // component *( "." component ): no leading, trailing or doubled '.'
    let dot = start; // index of the last '.', or start before any component
    let afterDot = true;
    for (let i = start; i < end;) {
      const c = octetAt(s, i);
      if (c === 0x2e) {
        if (afterDot) throw schemeError(code, i, s, 'a newsgroup name has no empty component');
        dot = i;
      }
      afterDot = c === 0x2e;
      i += octetLength(s, i);
    }
    if (afterDot) throw schemeError(code, dot, s, "a newsgroup name does not end with '.'");
  }
  // checked: every octet is ASCII, so percent-decoding gives the octets as characters
  return decodedAscii(s, start, end);
}

/**
 * msg-id-core without "<" and ">" (RFC 5536 §3.1.3): printable ASCII other than "<" and ">", with
 * an id-left and an id-right around the first "@"; at s[start, end), decoded.
 */
function readMessageId(s: string, start: number, end: number): string {
  let at = -1;
  for (let i = start; i < end;) {
    const c = octetAt(s, i);
    const n = octetLength(s, i);
    if (c < 0x21 || c > 0x7e || c === 0x3c || c === 0x3e || (c === 0x2f && n === 1)) throw schemeError(NEWS_INVALID_MESSAGE_ID, i, s);
    if (c === 0x40 && at < 0) {
      if (i === start) throw schemeError(NEWS_INVALID_MESSAGE_ID, i, s, "a message-id has an id-left before '@'");
      at = i;
    }
    i += n;
  }
  if (at === end - 1) throw schemeError(NEWS_INVALID_MESSAGE_ID, end, s, "a message-id has an id-right after '@'");
  return decodedAscii(s, start, end); // checked: printable ASCII octets
}

/** The server and port of an authority, after the rule that it has a host and no userinfo. */
function readServer(u: Uri, s: string, code: typeof NEWS_INVALID_SERVER | typeof NNTP_INVALID_SERVER): [string, number] {
  if (u.userinfo !== undefined) throw schemeError(code, schemeEndOf(u) + 3, s, 'a news server takes no userinfo');
  if (hostStartOf(u) === hostEndOf(u)) throw schemeError(code, hostStartOf(u), s, 'the server is empty');
  return [u.host!, u.portNumber ?? NNTP_PORT];
}

/**
 * Checks a news URI against RFC 5538 §2.2 and returns its view. An '@' tells a message-id from a
 * newsgroup name (the uri(7) manual page, uri(7)); a group may be a wildmat, like `news:*` or `news:comp.lang.*`.
 * See {@link https://www.rfc-editor.org/rfc/rfc5538#section-2.2 RFC 5538 §2.2}.
 *
 * @throws {UriError} 'scheme-mismatch'; 'news-invalid-server' (userinfo, an empty host);
 * 'news-invalid-group' and 'news-invalid-message-id' at the first bad character;
 * 'news-unexpected-query'; a core parse error for a string that is no URI.
 * @example
 * parseNews('news:comp.infosystems.www.servers.unix').group; // 'comp.infosystems.www.servers.unix'
 */
export function parseNews(uri: UriInput): NewsView<'news'> {
  const u = schemeUri(uri, ['news'], 'parseNews: the URI').uri;
  const s = u.toString();
  if (queryStartOf(u) >= 0) throw schemeError(NEWS_UNEXPECTED_QUERY, queryStartOf(u), s);
  const pathEnd = beforeFragmentOf(u);
  let server: string | undefined;
  let port: number | undefined;
  let start = pathStartOf(u);
  if (hostStartOf(u) >= 0) {
    // news-server = "//" authority, then "/" and the group or message-id, or nothing (all groups)
    [server, port] = readServer(u, s, NEWS_INVALID_SERVER);
    if (start < pathEnd) start++; // the path is empty or starts with '/'
    if (start === pathEnd) return { scheme: 'news', server, port, group: undefined, messageId: undefined, article: undefined, wildcard: false };
  }
  if (hasAt(s, start, pathEnd)) {
    return { scheme: 'news', server, port, group: undefined, messageId: readMessageId(s, start, pathEnd), article: undefined, wildcard: false };
  }
  const group = readGroup(s, start, pathEnd, true, NEWS_INVALID_GROUP);
  return { scheme: 'news', server, port, group, messageId: undefined, article: undefined, wildcard: isWildmat(group) };
}

/**
 * Checks an nntp URI against RFC 5538 §2.3 and returns its view: a server, one newsgroup (no
 * wildmat), and optionally an article number.
 * See {@link https://www.rfc-editor.org/rfc/rfc5538#section-2.3 RFC 5538 §2.3}.
 *
 * @throws {UriError} 'scheme-mismatch'; 'nntp-invalid-server'; 'nntp-invalid-group';
 * 'nntp-invalid-article' at the first bad character of the article number; 'nntp-unexpected-query'.
 * @example
 * parseNntp('nntp://news.server.example/example.group.this/12345').article; // 12345
 */
export function parseNntp(uri: UriInput): NntpView {
  const u = schemeUri(uri, ['nntp'], 'parseNntp: the URI').uri;
  const s = u.toString();
  if (queryStartOf(u) >= 0) throw schemeError(NNTP_UNEXPECTED_QUERY, queryStartOf(u), s);
  // nntpURI = "nntp:" server "/" group [ "/" article-number ]
  if (hostStartOf(u) < 0) throw schemeError(NNTP_INVALID_SERVER, schemeEndOf(u) + 1, s, "an nntp URI starts with '//' and a server");
  const [server, port] = readServer(u, s, NNTP_INVALID_SERVER);
  const pathEnd = beforeFragmentOf(u);
  const groupStart = Math.min(pathStartOf(u) + 1, pathEnd);
  let groupEnd = s.indexOf('/', groupStart);
  if (groupEnd < 0 || groupEnd > pathEnd) groupEnd = pathEnd;
  const group = readGroup(s, groupStart, groupEnd, false, NNTP_INVALID_GROUP);
  let article: number | undefined;
  if (groupEnd < pathEnd) {
    // article-number = 1*16DIGIT, and RFC 3977 §6: at least 1
    const a = groupEnd + 1;
    if (a === pathEnd) throw schemeError(NNTP_INVALID_ARTICLE, a, s, "an article number follows the '/'");
    for (let i = a; i < pathEnd; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x30 || c > 0x39) throw schemeError(NNTP_INVALID_ARTICLE, i, s, 'an article number is decimal digits, the last part of the path');
    }
    if (pathEnd - a > 16) throw schemeError(NNTP_INVALID_ARTICLE, a + 16, s, 'an article number has at most 16 digits');
    article = Number(s.slice(a, pathEnd));
    if (article < 1) throw schemeError(NNTP_INVALID_ARTICLE, a, s, 'article numbers start at 1');
    if (!Number.isSafeInteger(article)) throw schemeError(NNTP_INVALID_ARTICLE, a, s, 'the article number is beyond 2^53 - 1');
  }
  return { scheme: 'nntp', server, port, group, messageId: undefined, article, wildcard: false };
}

// ---------------------------------------------------------------------------------------------
// The builders

const FIELDS = ['scheme', 'server', 'port', 'group', 'messageId', 'article', 'wildcard'] as const;

/** The fields of a view, each read once and of the right type (not yet checked against each other). */
function readFields(view: unknown, scheme: 'news' | 'nntp', fn: string): NewsView {
  expectView(view, fn);
  const s = schemeField(view, fn, [scheme]) as 'news' | 'nntp';
  const server = optionalField(view, 'server', fn);
  // RFC 5538 leaves the port to RFC 3986 §3.2.3, which does not bound it: any port parseNews reads
  const port = portField(view, fn, true, Number.MAX_SAFE_INTEGER);
  const group = optionalField(view, 'group', fn);
  const messageId = optionalField(view, 'messageId', fn);
  const article = view['article'];
  if (article !== undefined && typeof article !== 'number') throw fieldError(fn, 'article', 'a number or undefined', article);
  return {
    scheme: s,
    server,
    port,
    group,
    messageId,
    article,
    wildcard: booleanField(view, 'wildcard', fn),
  };
}

/** Throws unless parse gave the view back. */
function checkReadBack(again: NewsView, view: NewsView, fn: string, uri: Uri): void {
  for (const key of FIELDS) {
    if (!Object.is(again[key], view[key])) {
      throw argumentError(`${fn}: the view's ${key} ${showData(view[key])} does not read back as itself (got ${showData(again[key])})`, uri.toString());
    }
  }
}

/**
 * The news URI of a view: the group or message-id percent-encoded (a wildmat's '?' as %3F), the
 * default port 119 left out.
 *
 * @throws {UriError} a news-* error for a group or message-id that breaks §2.2 (its index points
 * into the URI being built); 'invalid-argument' for a wrong type or an impossible view (both a
 * group and a message-id, an article number, a port without a server, `wildcard` not matching the group).
 * @example
 * buildNews({ server: undefined, port: undefined, group: '*', messageId: undefined, article: undefined, wildcard: true }).toString();
 * // 'news:*'
 */
export function buildNews(view: ViewInput<NewsView<'news'>>): Uri {
  const fn = 'buildNews';
  const v = readFields(view, 'news', fn);
  if (v.group !== undefined && v.messageId !== undefined) throw argumentError(`${fn}: a news URI names a group or a message-id, not both`);
  const body = encode(v.messageId ?? v.group ?? '', 'segment');
  let uri: Uri;
  if (v.server === undefined) {
    if (body === '') throw argumentError(`${fn}: without a server, a news URI names a group, a wildmat or a message-id`);
    uri = fromComponents({ scheme: 'news', path: body });
  } else {
    uri = fromComponents({ scheme: 'news', host: v.server, port: v.port === NNTP_PORT ? undefined : v.port, path: '/' + body });
  }
  checkReadBack(parseNews(uri), v, fn, uri);
  return uri;
}

/**
 * The nntp URI of a view: `nntp://server[:port]/group[/article]`, the group percent-encoded, the
 * default port 119 left out.
 *
 * @throws {UriError} an nntp-* error for a group or article that breaks §2.3; 'invalid-argument'
 * for a wrong type (the field named) or an impossible view (no server or group, a message-id, a
 * wildcard); 'scheme-mismatch' for a `scheme` other than 'nntp' (it may be left out).
 * @example
 * buildNntp({ server: 'news.gmane.org', port: 119, group: 'gmane.ietf.tools', messageId: undefined, article: 742, wildcard: false }).toString();
 * // 'nntp://news.gmane.org/gmane.ietf.tools/742'
 */
export function buildNntp(view: ViewInput<NntpView>): Uri {
  const fn = 'buildNntp';
  const v = readFields(view, 'nntp', fn);
  if (v.server === undefined || v.group === undefined) throw argumentError(`${fn}: an nntp URI has a server and a group`);
  const article = v.article === undefined ? '' : '/' + String(v.article);
  const uri = fromComponents({
    scheme: 'nntp',
    host: v.server,
    port: v.port === NNTP_PORT ? undefined : v.port,
    path: '/' + encode(v.group, 'segment') + article,
  });
  checkReadBack(parseNntp(uri), v, fn, uri);
  return uri;
}

/** The news scheme: RFC 5538 §2.2; with a server, its port defaults to 119. */
export const newsScheme: SchemeEntry<NewsView<'news'>> = {
  name: 'news',
  spec: 'RFC 5538 \u00a72.2',
  defaultPort: NNTP_PORT,
  hierarchical: false,
  parse: parseNews,
  build: buildNews,
};

/** The nntp scheme: RFC 5538 §2.3, hierarchical, default port 119. */
export const nntpScheme: SchemeEntry<NntpView> = {
  name: 'nntp',
  spec: 'RFC 5538 \u00a72.3',
  defaultPort: NNTP_PORT,
  hierarchical: true,
  parse: parseNntp,
  build: buildNntp,
};
