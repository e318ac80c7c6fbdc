/** RFC 9110 Sec. 4.2 - the http and https schemes: parseHttp, buildHttp, the registry entries. */
import { describe, expect, it } from 'vitest';
import { equivalent, normalize } from '../../../src/index.js';
import { DEFAULT_REGISTRY, createRegistry } from '../../../src/schemes/registry.js';
import { type HttpView, buildHttp, httpScheme, httpsScheme, parseHttp } from '../../../src/schemes/http.js';
import { parse } from '../../../src/uri.js';
import type { UriErrorCode } from '../../../src/errors.js';
import { expectUriError } from '../../helpers/expect.js';

const registry = createRegistry([...DEFAULT_REGISTRY.entries, httpScheme, httpsScheme]);

/** A view with the usual defaults, so that each row names only what it tests. */
function view(parts: Partial<HttpView>): HttpView {
  return {
    scheme: 'http', userinfo: undefined, host: 'example.com', hostKind: 'reg-name', port: undefined, path: '/',
    pathSegments: [''], query: undefined, fragment: undefined, ...parts,
  };
}

function passes(rows: [string, HttpView][]): void {
  it.each(rows)('%s', (input, want) => {
    expect(parseHttp(input)).toEqual(want);
    expect(parseHttp(parse(input))).toEqual(want);
    // view -> URI -> view is the identity
    expect(parseHttp(buildHttp(want))).toEqual(want);
  });
}

function fails(rows: [string, UriErrorCode, number][]): void {
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    const e = expectUriError(() => parseHttp(input), code, index);
    expect(e.input).toBe(input);
  });
}

describe('seed 002 (uri(7)): the http examples', () => {
  passes([
    // "The string "http://www.kernel.org" is a URL"
    ['http://www.kernel.org', view({ host: 'www.kernel.org' })],
    // Usage: ip_server = [user [ : password ] @ ] host [ : port ]; "logs into a web server on host
    // example.com as fred (using fredpassword) using port 8080"
    ['http://fred:fredpassword@example.com:8080/', view({ userinfo: 'fred:fredpassword', port: 8080 })],
    // http - "An example is <http://lwn.net>."
    ['http://lwn.net', view({ host: 'lwn.net' })],
    // "See the Common Gateway Interface specification at <http://www.w3.org/CGI>"
    ['http://www.w3.org/CGI', view({ host: 'www.w3.org', path: '/CGI', pathSegments: ['CGI'] })],
    // http://ip_server/path?query: the archaic "isindex" form and the "GET" key=value&... form
    ['http://example.com/search?uri+scheme', view({ path: '/search', pathSegments: ['search'], query: 'uri+scheme' })],
    ['http://example.com/cgi?a=1&b=2&a=3', view({ path: '/cgi', pathSegments: ['cgi'], query: 'a=1&b=2&a=3' })],
    // Character encoding: "%7e" for "~" in an HTTP URL path; the two are equivalent for http
    ['http://example.com/%7euser', view({ path: '/%7euser', pathSegments: ['~user'] })],
  ]);

  it('"%7e" and "~" are equivalent in an HTTP path (seed 002, Character encoding)', () => {
    expect(equivalent('http://example.com/%7euser', 'http://example.com/~user', { registry })).toBe(true);
  });

  it('the default port is 80 (seed 002, http)', () => {
    expect(httpScheme.defaultPort).toBe(80);
    expect(equivalent('http://lwn.net', 'http://lwn.net:80/', { registry })).toBe(true);
  });

  it('Security: a port other than the default is kept in the view, for the audit to weigh', () => {
    expect(parseHttp('http://example.com:25/').port).toBe(25);
  });
});

describe('RFC 9110 Sec. 4.2.1-4.2.2: http and https URIs', () => {
  passes([
    ['https://example.com', view({ scheme: 'https' })],
    ['HTTPS://Example.COM:443/a/b/', view({ scheme: 'https', host: 'Example.COM', port: 443, path: '/a/b/', pathSegments: ['a', 'b', ''] })],
    ['http://192.0.2.16/', view({ host: '192.0.2.16', hostKind: 'ipv4' })],
    ['http://[2001:db8::7]:8000/x', view({ host: '[2001:db8::7]', hostKind: 'ipv6', port: 8000, path: '/x', pathSegments: ['x'] })],
    ['http://[v7.a]/', view({ host: '[v7.a]', hostKind: 'ipvfuture' })],
    ['http://example.com/a%2Fb/c%20d?#', view({ path: '/a%2Fb/c%20d', pathSegments: ['a/b', 'c d'], query: '', fragment: '' })],
    ['http://example.com/caf%C3%A9#top', view({ path: '/caf%C3%A9', pathSegments: ['caf\u00e9'], fragment: 'top' })],
    // an empty port is an absent one (RFC 3986 Sec. 3.2.3)
    ['http://example.com:/', view({})],
    // octets that are not UTF-8 stay in the raw path; the decoded segment shows U+FFFD
    ['http://example.com/%FF', view({ path: '/%FF', pathSegments: ['\ufffd'] })],
  ]);

  fails([
    // Sec. 4.2.1: "A sender MUST NOT generate an "http" URI with an empty host identifier. A recipient
    // that processes such a URI reference MUST reject it as invalid."
    ['http:', 'http-missing-host', 5],
    ['http:/x', 'http-missing-host', 5],
    ['http:x', 'http-missing-host', 5],
    ['http://', 'http-missing-host', 7],
    ['http:///x', 'http-missing-host', 7],
    ['https://:443/', 'http-missing-host', 8],
    ['http://user@/', 'http-missing-host', 12],
    ['http://example.com:65536/', 'http-invalid-port', 19],
    ['https://example.com:99999999999999999999/', 'http-invalid-port', 20],
    ['ftp://example.com/', 'scheme-mismatch', 0],
    ['//example.com/', 'scheme-mismatch', 0],
  ]);

  it('the entries are strict about which of the two schemes they read', () => {
    expect(httpScheme.parse!(parse('http://a/')).scheme).toBe('http');
    expectUriError(() => httpScheme.parse!(parse('https://a/')), 'scheme-mismatch', 0);
    expectUriError(() => httpsScheme.parse!(parse('http://a/')), 'scheme-mismatch', 0);
    expect(httpsScheme.defaultPort).toBe(443);
  });

  it('generic parse errors come through with their own code and index', () => {
    expectUriError(() => parseHttp('http://a b/'), 'invalid-host-char', 8);
  });
});

describe('RFC 9110 Sec. 4.2.3: http(s) normalization and comparison', () => {
  it('Sec. 4.2.3 example: three spellings of one resource are equivalent', () => {
    const a = 'http://example.com:80/~smith/home.html';
    for (const b of ['http://EXAMPLE.com/%7Esmith/home.html', 'http://EXAMPLE.com:/%7esmith/home.html']) {
      expect(equivalent(a, b, { registry })).toBe(true);
    }
  });

  it('an empty path is "/" in the view and after normalization', () => {
    expect(parseHttp('http://example.com').path).toBe('/');
    expect(normalize('https://example.com:443', { registry }).toString()).toBe('https://example.com/');
    expect(httpScheme.emptyPathIsRoot).toBe(true);
  });
});

describe('RFC 9110 Sec. 4.2.4: userinfo is deprecated', () => {
  it('is read into the view (so a caller or the audit can refuse it) and written back', () => {
    const v = parseHttp('https://user:pass@example.com/');
    expect(v.userinfo).toBe('user:pass');
    expect(buildHttp(v).toString()).toBe('https://user:pass@example.com/');
  });

  it('a phishing-style userinfo does not change the host', () => {
    expect(parseHttp('http://www.example.com@evil.example/').host).toBe('evil.example');
  });
});

describe('buildHttp', () => {
  it('JSDoc example', () => {
    expect(buildHttp({
      scheme: 'https', userinfo: undefined, host: 'example.com', hostKind: 'reg-name',
      port: undefined, path: '/a%20b', pathSegments: ['a b'], query: 'q=1', fragment: undefined,
    }).toString()).toBe('https://example.com/a%20b?q=1');
    expect(parseHttp('http://fred:fredpassword@example.com:8080/').port).toBe(8080);
  });

  it('refuses views no URI has, with invalid-argument', () => {
    const bad: unknown[] = [
      null, 'http://a/', view({ scheme: 1 as unknown as 'http' }), view({ path: '' }), view({ path: 'a' }),
      view({ pathSegments: ['x'] }), view({ hostKind: 'ipv4' }), view({ port: 65536 }), view({ port: 1.5 }),
      view({ host: 1 as unknown as string }), { ...view({}), extra: 1 },
    ];
    for (const v of bad) expectUriError(() => buildHttp(v as HttpView), 'invalid-argument', 0);
  });

  it('the view\'s scheme: left out, http (or the entry\'s own); another one, or upper case, is scheme-mismatch', () => {
    const { scheme: _, ...bare } = view({ path: '/a', pathSegments: ['a'] });
    expect(buildHttp(bare).toString()).toBe('http://example.com/a');
    expect(httpScheme.build!(bare as HttpView<'http'>).toString()).toBe('http://example.com/a');
    expect(httpsScheme.build!(bare as HttpView<'https'>).toString()).toBe('https://example.com/a');
    expect(parseHttp(buildHttp({ ...bare, scheme: undefined }))).toEqual(view({ path: '/a', pathSegments: ['a'] }));
    expectUriError(() => httpsScheme.build!(view({}) as never), 'scheme-mismatch', 0); // an http view is no https view
    expectUriError(() => httpScheme.build!(view({ scheme: 'https' }) as never), 'scheme-mismatch', 0);
    expectUriError(() => buildHttp(view({ scheme: 'ftp' as 'http' })), 'scheme-mismatch', 0);
    expectUriError(() => buildHttp(view({ scheme: 'HTTP' as 'http' })), 'scheme-mismatch', 0);
  });

  it('an empty host is the scheme rule, an invalid raw part the RFC 3986 rule', () => {
    expectUriError(() => buildHttp(view({ host: '' })), 'http-missing-host', 7);
    expectUriError(() => buildHttp(view({ path: '/a b', pathSegments: ['a b'] })), 'invalid-path-char', 2);
  });

  it('returns a new Uri each time', () => {
    const v = view({});
    expect(buildHttp(v)).not.toBe(buildHttp(v));
  });
});
