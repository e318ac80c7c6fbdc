/** RFC 5538 — news and nntp: the view of groups, wildmats, message-ids and articles, the rules, and the builders. */
import { describe, expect, it } from 'vitest';
import {
  type NewsView, type NntpView, buildNews, buildNntp, newsScheme, nntpScheme, parseNews, parseNntp,
} from '../../../src/schemes/news.js';
import { parse } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

/** A view without its scheme (the builders take it so): the rows' helpers add 'news' or 'nntp'. */
type Fields = Omit<NewsView, 'scheme'>;
const none: Fields = { server: undefined, port: undefined, group: undefined, messageId: undefined, article: undefined, wildcard: false };
const v = (parts: Partial<Fields>): Fields => ({ ...none, ...parts });

type Row = [input: string, view: Fields];

function newsViews(rows: Row[]): void {
  it.each(rows)('%s', (input, row) => {
    const want: NewsView<'news'> = { scheme: 'news', ...row };
    expect(parseNews(input)).toEqual(want);
    expect(parseNews(parse(input))).toEqual(want);
    expect(parseNews(buildNews(want))).toEqual(want);
    expect(parseNews(buildNews(row))).toEqual(want);
  });
}

function nntpViews(rows: Row[]): void {
  it.each(rows)('%s', (input, row) => {
    const want: NntpView = { scheme: 'nntp', ...row };
    expect(parseNntp(input)).toEqual(want);
    expect(parseNntp(parse(input))).toEqual(want);
    expect(parseNntp(buildNntp(want))).toEqual(want);
    expect(parseNntp(buildNntp(row))).toEqual(want);
  });
}

describe('seed 002 (uri(7)) news: forms; RFC 3986 \u00a71.1.2', () => {
  newsViews([
    ['news:comp.infosystems.www.servers.unix', v({ group: 'comp.infosystems.www.servers.unix' })],
    ['news:comp.infosystems.www.misc', v({ group: 'comp.infosystems.www.misc' })],
    ['news:comp.lang.ada', v({ group: 'comp.lang.ada' })],
    // "If <newsgroup-name> is "*" (as in <news:*>), it is used to refer to "all available news groups""
    ['news:*', v({ group: '*', wildcard: true })],
    // "A message identifier may be distinguished from a news group name by the presence of the "@" character"
    ['news:unique@full_domain_name', v({ messageId: 'unique@full_domain_name' })],
  ]);
});

describe('RFC 5538 \u00a72.2 news examples', () => {
  newsViews([
    ['news://news.server.example/example.group.this', v({ server: 'news.server.example', port: 119, group: 'example.group.this' })],
    ['news://news.server.example/*', v({ server: 'news.server.example', port: 119, group: '*', wildcard: true })],
    ['news://news.server.example/', v({ server: 'news.server.example', port: 119 })],
    ['news://wild.server.example/example.group.th%3Fse', v({ server: 'wild.server.example', port: 119, group: 'example.group.th?se', wildcard: true })],
    ['news:example.group.*', v({ group: 'example.group.*', wildcard: true })],
    ['news:example.group.this', v({ group: 'example.group.this' })],
    ['news://news.gmane.org/gmane.ietf.tools', v({ server: 'news.gmane.org', port: 119, group: 'gmane.ietf.tools' })],
    ['news://news.gmane.org/p0624081dc30b8699bf9b@%5B10.20.30.108%5D', v({ server: 'news.gmane.org', port: 119, messageId: 'p0624081dc30b8699bf9b@[10.20.30.108]' })],
    ['news:ab.cd@example.com', v({ messageId: 'ab.cd@example.com' })],
    ['news://news.server.example', v({ server: 'news.server.example', port: 119 })],
    ['news://news.server.example:1190/a.b', v({ server: 'news.server.example', port: 1190, group: 'a.b' })],
    ['news://[2001:db8::7]:119/a.b', v({ server: '[2001:db8::7]', port: 119, group: 'a.b' })],
    ['news:a.b,!a.b.c', v({ group: 'a.b,!a.b.c', wildcard: true })],
    ['news:a%2Fb@c', v({ messageId: 'a/b@c' })],
  ]);
});

describe('RFC 5538 \u00a72.3 nntp examples', () => {
  nntpViews([
    ['nntp://wild.server.example/example.group.n%2Fa/12345', v({ server: 'wild.server.example', port: 119, group: 'example.group.n/a', article: 12345 })],
    ['nntp://news.server.example/example.group.this', v({ server: 'news.server.example', port: 119, group: 'example.group.this' })],
    ['nntp://news.gmane.org/gmane.ietf.tools/742', v({ server: 'news.gmane.org', port: 119, group: 'gmane.ietf.tools', article: 742 })],
    ['nntp://news.server.example/example.group.this/12345', v({ server: 'news.server.example', port: 119, group: 'example.group.this', article: 12345 })],
    ['nntp://h:8119/g/9007199254740991', v({ server: 'h', port: 8119, group: 'g', article: 9007199254740991 })],
    ['nntp://h/g/007', v({ server: 'h', port: 119, group: 'g', article: 7 })],
  ]);
});

describe('RFC 5538 rules: code and index', () => {
  it.each([
    ['news:', 'news-invalid-group', 5],
    ['news:a b', 'invalid-path-char', 6],
    ['news:a..b', 'news-invalid-group', 7],
    ['news:.a', 'news-invalid-group', 5],
    ['news:a.', 'news-invalid-group', 6],
    ['news:a[b', 'invalid-path-char', 6],
    ['news:a%5Bb', 'news-invalid-group', 6],
    ['news:a%C3%A9', 'news-invalid-group', 6],
    ['news:/a', 'news-invalid-group', 5],
    ['news://server/a/b', 'news-invalid-group', 15],
    ['news:@example.com', 'news-invalid-message-id', 5],
    ['news:abc@', 'news-invalid-message-id', 9],
    ['news:a%3Cb@c', 'news-invalid-message-id', 6],
    ['news:a%20b@c', 'news-invalid-message-id', 6],
    ['news:a/b@c', 'news-invalid-message-id', 6],
    ['news://h/a/b@c', 'news-invalid-message-id', 10],
    ['news://user@server/a', 'news-invalid-server', 7],
    ['news:///a', 'news-invalid-server', 7],
    ['news:a?b', 'news-unexpected-query', 6],
    ['nntp:a', 'nntp-invalid-server', 5],
    ['nntp://u@h/a', 'nntp-invalid-server', 7],
    ['nntp:///a', 'nntp-invalid-server', 7],
    ['nntp://h', 'nntp-invalid-group', 8],
    ['nntp://h/', 'nntp-invalid-group', 9],
    ['nntp://h/*', 'nntp-invalid-group', 9],
    ['nntp://h/a.b%3F', 'nntp-invalid-group', 12],
    ['nntp://h/a./1', 'nntp-invalid-group', 10],
    ['nntp://h/g/', 'nntp-invalid-article', 11],
    ['nntp://h/g/12a', 'nntp-invalid-article', 13],
    ['nntp://h/g/1/2', 'nntp-invalid-article', 12],
    ['nntp://h/g/0', 'nntp-invalid-article', 11],
    ['nntp://h/g/00000000000000001', 'nntp-invalid-article', 27],
    ['nntp://h/g/9999999999999999', 'nntp-invalid-article', 11],
    ['nntp://h/g?x', 'nntp-unexpected-query', 10],
    ['news://h/g', 'scheme-mismatch', 0], // parsed as nntp below
  ] as const)('%s -> %s at %i', (input, code, index) => {
    const fn = input.startsWith('nntp') || code === 'scheme-mismatch' ? parseNntp : parseNews;
    const e = expectUriError(() => fn(input), code, index);
    expect(e.input).toBe(input);
  });
});

describe('the builders', () => {
  it('leave out the default port and encode the group', () => {
    expect(buildNews(v({ server: 'h', port: 119, group: 'a.b?' , wildcard: true })).toString()).toBe('news://h/a.b%3F');
    expect(buildNntp(v({ server: 'h', port: 563, group: 'a/b', article: 1 })).toString()).toBe('nntp://h:563/a%2Fb/1');
  });
  it('reject an impossible view', () => {
    expectUriError(() => buildNews(v({ group: 'a', messageId: 'b@c' })), 'invalid-argument', 0);
    expectUriError(() => buildNews(v({})), 'invalid-argument', 0);
    expectUriError(() => buildNews(v({ group: 'a.*' })), 'invalid-argument', 0); // wildcard: false
    expectUriError(() => buildNews(v({ group: 'a', article: 1 })), 'invalid-argument', 0);
    expectUriError(() => buildNews(v({ group: 'a', port: 119 })), 'invalid-argument', 0);
    expectUriError(() => buildNews(v({ group: 'a..b' })), 'news-invalid-group', 7);
    expectUriError(() => buildNntp(v({ server: 'h', port: 119 })), 'invalid-argument', 0);
    expectUriError(() => buildNntp(v({ server: 'h', port: 119, group: 'g', article: 0 })), 'nntp-invalid-article', 11);
    expectUriError(() => buildNntp(v({ server: 'h', port: 119, group: 'g', article: 1.5 })), 'nntp-invalid-article', 12);
    expectUriError(() => buildNntp({ server: 'h' } as never), 'invalid-argument', 0);
  });
  it('the scheme entries', () => {
    expect(newsScheme).toMatchObject({ name: 'news', defaultPort: 119, hierarchical: false });
    expect(nntpScheme).toMatchObject({ name: 'nntp', defaultPort: 119, hierarchical: true });
  });
});
