/**
 * WHATWG URL objects wherever a string or a Uri is accepted (UriInput, uri.ts): read through their
 * href, recognised by their class tag ('[object URL]'), from Node's URL and from whatwg-url's alike.
 * An object that is not a URL is still refused, whatever its shape.
 */
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import {
  Uri, comparisonKey, equivalent, isValid, normalizationChanges, normalize, parse, relativize, resolve, tryParse,
  validate,
} from '../../src/index.js';
import { audit, checkPolicy, redact } from '../../src/audit/index.js';
import { compareWithWhatwg, toURL } from '../../src/whatwg/index.js';
import { iriToUri, uriToIri } from '../../src/iri/index.js';
import {
  decodeDataUri, fileUriToPath, parseAs, parseData, parseFile, parseFtp, parseGhelp, parseGopher, parseHttp, parseInfo,
  parseLdap, parseLdaps, parseMailto, parseMan, parseNews, parseNntp, parseTel, parseTelnet, parseUrn, parseWais,
  parseWhatis, parseWs, telComparisonKey, telEquivalent, urnComparisonKey, urnEquivalent,
} from '../../src/schemes/index.js';
import { catchUriError, expectUriError, offsetsOf } from '../helpers/expect.js';

// whatwg-url ships no types: its URL has the platform URL's members
const { URL: WhatwgUrl } = createRequire(import.meta.url)('whatwg-url') as { URL: typeof URL };

/** Node's URL and whatwg-url's: two implementations, the same tag, the same href. */
const MAKERS = [
  ['Node URL', (s: string, base?: string) => new URL(s, base)],
  ['whatwg-url URL', (s: string, base?: string) => new WhatwgUrl(s, base)],
] as const;

describe.each(MAKERS)('%s', (_, url) => {
  const HREF = 'http://example.com/a/b/c?q=1#top';

  describe('parse, tryParse, validate, isValid', () => {
    it('read the href as the string itself', () => {
      const u = parse(url(HREF));
      expect(u).toBeInstanceOf(Uri);
      expect(u.toString()).toBe(HREF);
      expect(offsetsOf(u)).toEqual(offsetsOf(parse(HREF)));
      expect(parse(url(HREF), { rule: 'URI' }).path).toBe('/a/b/c');
      expect(tryParse(url(HREF))?.query).toBe('q=1');
      expect(tryParse(url(HREF), { rule: 'absolute-URI' })).toBeNull(); // the fragment: the rule applies to the href
      expect(validate(url(HREF))).toBeNull();
      expect(isValid(url(HREF))).toBe(true);
      expect(isValid(url(HREF), { rule: 'absolute-URI' })).toBe(false);
    });
    it('the href that RFC 3986 refuses is refused as that string would be (no repair)', () => {
      // WHATWG leaves '|' in a query; RFC 3986 does not allow it
      const u = url('http://a/?x|y');
      expect(u.href).toBe('http://a/?x|y');
      const e = expectUriError(() => parse(u), 'invalid-query-char', 11);
      expect(e.input).toBe('http://a/?x|y');
      expect(tryParse(u)).toBeNull();
      expect(isValid(u)).toBe(false);
      expect(validate(u)?.code).toBe('invalid-query-char');
      expect(validate(u)?.index).toBe(11);
    });
    it('import.meta.url-like file URLs', () => {
      expect(parse(url('file:///home/me/x.json')).path).toBe('/home/me/x.json');
    });
  });

  describe('resolve and relativize', () => {
    it('take a URL as the base, the reference or the target', () => {
      expect(resolve(url('http://a/b/c/d;p?q'), '../g').toString()).toBe('http://a/b/g');
      expect(resolve('http://x/', url('http://a/b/./c')).toString()).toBe('http://a/b/c');
      expect(resolve(url('file:///srv/site/index.html'), 'img/a.png').toString()).toBe('file:///srv/site/img/a.png');
      expect(relativize(url('http://a/b/c/d;p?q'), 'http://a/b/g').toString()).toBe('../g');
      expect(relativize('http://a/b/c/d;p?q', url('http://a/b/g')).toString()).toBe('../g');
      expect(relativize(url('http://a/x/y/z'), url('http://a/b/'), { prefer: 'relative-path' }).toString()).toBe('../../b/');
    });
    it('name the argument when a URL is not given', () => {
      expectUriError(() => resolve({ href: 'http://a/' } as never, 'c'), 'invalid-argument', 0);
    });
  });

  describe('normalize, normalizationChanges, equivalent, comparisonKey', () => {
    it('read the href', () => {
      // the URL parser already lower-cases the scheme and host and drops :80; what is left is RFC 3986's
      const u = url('HTTP://Example.COM:80/a/%7e/b');
      expect(u.href).toBe('http://example.com/a/%7e/b');
      expect(normalize(u).toString()).toBe('http://example.com/a/~/b');
      expect(normalizationChanges(u).map((c) => c.step)).toEqual(['decode-unreserved']);
      expect(equivalent(u, 'http://EXAMPLE.com/a/~/b')).toBe(true);
      expect(equivalent('http://example.com/a/~/b', u)).toBe(true);
      expect(equivalent(u, url('http://example.com/a/~/b'))).toBe(true);
      expect(equivalent(u, 'http://example.com/a/b')).toBe(false);
      expect(comparisonKey(u)).toBe('http://example.com/a/~/b');
      expect(comparisonKey(u, { level: 'string' })).toBe('http://example.com/a/%7e/b');
    });
  });

  describe('urikit/audit', () => {
    it('audit, redact and checkPolicy read the href', () => {
      const u = url('http://user:secret@host/');
      expect(audit(u).map((f) => f.code)).toContain('password-in-userinfo');
      expect(audit('g', { base: url('http://127.0.0.1/') }).map((f) => f.code)).toContain('loopback-address');
      expect(redact(u)).toBe(redact('http://user:secret@host/'));
      expect(checkPolicy(url('http://127.0.0.1/'), { denyAddressClasses: ['loopback'] })?.code).toBe('address-class-denied');
      expect(checkPolicy(url('https://api.example.com/'), { schemes: ['https'] })).toBeNull();
    });
  });

  describe('urikit/whatwg', () => {
    it('compareWithWhatwg and toURL read the href', () => {
      const c = compareWithWhatwg(url('http://a/b'));
      expect(c.input).toBe('http://a/b');
      expect(c.class).toBe('same');
      expect(compareWithWhatwg('c', url('http://a/b')).base).toBe('http://a/b');
      expect(toURL(url('http://a/b'), undefined).url.href).toBe('http://a/b');
      expect(toURL('c', url('http://a/b')).url.href).toBe('http://a/c');
    });
  });

  describe('urikit/iri', () => {
    it('uriToIri and iriToUri read the href', () => {
      const u = url('http://example.com/%C3%A9');
      expect(uriToIri(u).toString()).toBe('http://example.com/\u00e9');
      expect(iriToUri(u).toString()).toBe('http://example.com/%C3%A9');
    });
  });

  describe('urikit/schemes', () => {
    it('every view parser reads the href', () => {
      expect(parseHttp(url('https://a:8443/p?q')).port).toBe(8443);
      expect(parseAs(url('https://a/p'), 'https').host).toBe('a');
      expect(parseWs(url('ws://a/chat')).resourceName).toBe('/chat');
      expect(parseFtp(url('ftp://a/d/f.txt')).directories).toEqual(['d']);
      expect(parseFile(url('file:///etc/hosts')).path).toBe('/etc/hosts');
      expect(fileUriToPath(url('file:///etc/hosts'))).toBe('/etc/hosts');
      expect(parseMailto(url('mailto:a@example.com')).to).toEqual(['a@example.com']);
      expect(parseUrn(url('urn:isbn:0451450523')).nid).toBe('isbn');
      expect(urnComparisonKey(url('urn:ISBN:1'))).toBe(urnComparisonKey('urn:isbn:1'));
      expect(urnEquivalent(url('urn:ISBN:1'), 'urn:isbn:1')).toBe(true);
      expect(parseTel(url('tel:+1-201-555-0123')).number).toBe('+1-201-555-0123');
      expect(telComparisonKey(url('tel:+1-201-555-0123'))).toBe(telComparisonKey('tel:+12015550123'));
      expect(telEquivalent(url('tel:+1-201-555-0123'), 'tel:+12015550123')).toBe(true);
      expect(parseData(url('data:,hi')).data).toBe('hi');
      expect(parseNews(url('news:comp.lang.c')).group).toBe('comp.lang.c');
      expect(parseTelnet(url('telnet://h:23/')).host).toBe('h');
      expect(parseGopher(url('gopher://h/1x')).type).toBe('1');
      expect(parseLdap(url('ldap://h/o=x')).dn).toBe('o=x');
    });
    // the JSDoc examples of the other view functions: the URL gives the view its href gives
    it.each([
      ['parseNntp', parseNntp, 'nntp://news.server.example/example.group.this/12345'],
      ['parseLdaps', parseLdaps, 'ldaps://h:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)'],
      ['decodeDataUri', decodeDataUri, 'data:text/plain;base64,SGk='],
      ['parseWais', parseWais, 'wais://wais.example.org/db/TEXT/doc%2F1'],
      ['parseMan', parseMan, 'man:ls(1)'],
      ['parseInfo', parseInfo, 'info:(gcc)Invoking%20GCC'],
      ['parseWhatis', parseWhatis, 'whatis:printf'],
      ['parseGhelp', parseGhelp, 'ghelp:gnome-terminal'],
    ] as const)('%s', (_name, fn, s) => {
      const u = url(s);
      expect(u.href).toBe(s);
      expect(fn(u)).toEqual(fn(s)); // each signature takes a URL (UriInput)
    });
  });
});

describe('what is not a URL is refused', () => {
  it('an object with an href of its own (duck typing is not enough): invalid-argument, saying why', () => {
    const fake = { href: 'http://a/' };
    for (const call of [
      () => parse(fake as never), () => validate(fake as never), () => resolve(fake as never, 'c'),
      () => resolve('http://a/', fake as never), () => relativize('http://a/', fake as never), () => normalize(fake as never),
      () => equivalent(fake as never, 'http://a/'), () => comparisonKey(fake as never), () => audit(fake as never),
      () => checkPolicy(fake as never, {}), () => compareWithWhatwg(fake as never), () => parseHttp(fake as never),
    ]) {
      const e = catchUriError(call);
      expect(e.code).toBe('invalid-argument');
      expect(e.message).toMatch(/must be a string(?: or a Uri)?, got an object that is not a URL \(a URL object is read through its href\)/);
    }
    expect(tryParse(fake as never)).toBeNull();
    expect(isValid(fake as never)).toBe(false);
  });
  it('keeps the messages of other wrong values as they were', () => {
    expect(catchUriError(() => resolve(5 as never, 'c')).message).toMatch(/^resolve: the base must be a string or a Uri, got number 5;/);
    expect(catchUriError(() => parse(null as never)).message).toMatch(/^parse: the input must be a string, got null;/);
    expect(catchUriError(() => audit('a:', { base: {} } as never)).message).toMatch(/^audit: options\.base must be a string or a Uri, got an object that is not a URL/);
  });
  it('a URL whose href cannot be read (a getter that throws, a non-string href): invalid-argument', () => {
    const broken = Object.create(URL.prototype) as URL; // Node's href getter throws on it
    expect(Object.prototype.toString.call(broken)).toBe('[object URL]');
    expect(catchUriError(() => parse(broken)).message).toMatch(/^parse: the input is a URL object whose href cannot be read as a string/);
    expect(catchUriError(() => resolve(broken, 'c')).code).toBe('invalid-argument');
    expect(tryParse(broken)).toBeNull();
    expect(isValid(broken)).toBe(false);
    const tagged = { [Symbol.toStringTag]: 'URL', href: 42 };
    expect(catchUriError(() => equivalent(tagged as never, 'a:')).message).toMatch(/^equivalent: the first URI is a URL object whose href cannot be read/);
  });
  it('a plain { href } object does not type-check (UrlLike lists the members a URL has)', () => {
    // @ts-expect-error: not a UrlLike
    expect(() => parse({ href: 'http://a/' })).toThrow();
    // a URL of either implementation does
    const u: URL = new URL('http://a/');
    expect(parse(u).toString()).toBe('http://a/');
  });
});
