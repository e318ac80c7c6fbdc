/** The README's tour, line by line: what it promises is what the library does. */
import { describe, expect, it } from 'vitest';
import {
  build, comparisonKey, decode, encode, equivalent, isValid, normalizationChanges, normalize, parse,
  relativize, removeDotSegments, resolve, splitReference, tryParse, validate,
} from '../../src/index.js';
import { expectUriError } from '../helpers/expect.js';
import { iriToUri, nfcStep, uriToIri } from '../../src/iri/index.js';
import { domainToAscii, domainToUnicode, hostToAsciiStep } from '../../src/idna/index.js';
import { SCHEMES, buildAs, parseAs } from '../../src/schemes/index.js';
import { buildQuery, parseQuery, queryToObject } from '../../src/query/index.js';
import { extractUris, guessUri } from '../../src/text/index.js';
import { audit, checkPolicy, redact } from '../../src/audit/index.js';
import { parseMailto } from '../../src/schemes/mailto.js';
import { fileUriToPath, pathToFileUri } from '../../src/schemes/file.js';
import { type IpClass, formatIPv6, inetAtonAddress, ipClass, ipv6CanonicalStep, isLoopback, parseIPv6 } from '../../src/host/index.js';
import { compareWithWhatwg, fromURL, toURL, whatwgHost } from '../../src/whatwg/index.js';

describe('README: a tour', () => {
  it('parse and the getters', () => {
    const uri = parse('foo://example.com:8042/over/there?name=ferret#nose');
    expect(uri.toComponents()).toEqual({
      scheme: 'foo', userinfo: undefined, host: 'example.com', port: '8042', path: '/over/there',
      query: 'name=ferret', fragment: 'nose',
    });
    expect(uri.authority).toBe('example.com:8042');
    expect(uri.hostKind).toBe('reg-name');
    expect(uri.portNumber).toBe(8042);
    expect(uri.toString()).toBe('foo://example.com:8042/over/there?name=ferret#nose');
    expect(parse('http://a/?#').query).toBe('');
    expect(parse('http://a/').query).toBeUndefined();
    expect(parse('mailto:fred@example.com').path).toBe('fred@example.com');
  });

  it('hosts and classification', () => {
    expect(parse('http://1.2.3.4/').hostKind).toBe('ipv4');
    expect(parse('http://1.2.3.256/').hostKind).toBe('reg-name');
    expect(parse('ldap://[2001:db8::7]/c=GB?objectClass?one').unbracketedHost).toBe('2001:db8::7');
    expect(parse('//example.com/x').referenceKind).toBe('network-path');
    expect(parse('#top').isSameDocument).toBe(true);
    expect(parse('urn:isbn:0451450523').isOpaque).toBe(true);
  });

  it('errors', () => {
    const e = expectUriError(() => parse('http://example.com/a b'), 'invalid-path-char', 20);
    expect(e.message).toContain('write it as %20');
    expect(tryParse('http://[::1')).toBeNull();
    expect(isValid('a:b')).toBe(true);
    expect(isValid('./a:b', { rule: 'relative-ref' })).toBe(true);
    expect(validate('http://x/%zz')?.code).toBe('invalid-percent-encoding');
    expectUriError(() => parse('http://a/#f', { rule: 'absolute-URI' }), 'unexpected-fragment', 9);
  });

  it('with and build', () => {
    expect(parse('http://a/b?c').with({ query: undefined, fragment: 'top' }).toString()).toBe('http://a/b#top');
    expectUriError(() => parse('a/b').with({ host: 'example.com' }), 'path-not-absolute', 0);
    expect(build({ scheme: 'http', host: 'example.com', path: ['a b', 'c/d'], query: 'q=1 2' }).toString())
      .toBe('http://example.com/a%20b/c%2Fd?q=1%202');
  });

  it('percent-encoding', () => {
    expect(encode('caf\u00e9 au lait', 'segment')).toBe('caf%C3%A9%20au%20lait');
    expect(decode('caf%C3%A9')).toBe('caf\u00e9');
    expectUriError(() => decode('%C3%28'), 'invalid-utf8', 0);
    expect(decode('%C3%28', { invalid: 'replace' })).toBe('\uFFFD(');
  });

  it('resolution, normalization, comparison, relativization', () => {
    expect(resolve('http://a/b/c/d;p?q', '../g').toString()).toBe('http://a/b/g');
    expect(resolve('http://a/b/c/d;p?q', 'http:g').toString()).toBe('http:g');
    expect(resolve('http://a/b/c/d;p?q', 'http:g', { strict: false }).toString()).toBe('http://a/b/c/g');
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g');
    expect(normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d').toString()).toBe('example://a/b/c/%7Bfoo%7D');
    expect(normalize('HTTP://Example.COM:80').toString()).toBe('http://example.com/');
    expect(normalize('a/../../b').toString()).toBe('../b');
    expect(normalize('HTTP://a:80', { level: 'syntax' }).toString()).toBe('http://a:80');
    expect(normalize('HTTP://a:80', { skip: ['lowercase-scheme'] }).toString()).toBe('HTTP://a/');
    expect(normalizationChanges('HTTP://a:80/').map((c) => c.step)).toEqual(['lowercase-scheme', 'remove-default-port']);
    expect(equivalent('http://example.com', 'http://example.com:80/')).toBe(true);
    expect(equivalent('http://w3.org/marie%2Dclaude', 'http://w3.org/marie-claude')).toBe(true);
    expect(equivalent('http://w3.org/bertram%2Fmarie', 'http://w3.org/bertram/marie')).toBe(false);
    expect(equivalent('http://a/', 'HTTP://a/', { level: 'string' })).toBe(false);
    const urls = ['http://a', 'HTTP://a:80/', 'http://b/'];
    expect(new Set(urls.map((u) => comparisonKey(u))).size).toBe(2);
    expect(relativize('http://a/b/c/d;p?q', 'http://a/b/g').toString()).toBe('../g');
    expect(relativize('http://a/b/c/d;p?q', 'http://a/b/c/this:that').toString()).toBe('./this:that');
    expect(relativize('http://a/b/c/d;p?q', 'http://g/x').toString()).toBe('//g/x');
  });

  it('IRIs, internationalized hosts, IP literals', () => {
    expect(parse('http://r\u00E9sum\u00E9.example.org/D\u00FCrst', { iri: true }).host).toBe('r\u00E9sum\u00E9.example.org');
    expectUriError(() => parse('http://h/a\u202Eb', { iri: true }), 'invalid-path-char', 10);
    expect(iriToUri('http://r\u00E9sum\u00E9.example.org/').toString()).toBe('http://r%C3%A9sum%C3%A9.example.org/');
    expect(iriToUri('http://r\u00E9sum\u00E9.example.org/', { host: 'idna' }).toString()).toBe('http://xn--rsum-bpad.example.org/');
    expect(uriToIri('http://www.example.org/D%C3%BCrst').toString()).toBe('http://www.example.org/D\u00FCrst');
    expect(uriToIri('http://xn--99zt52a.example.org/%e2%80%ae').toString()).toBe('http://xn--99zt52a.example.org/%E2%80%AE');
    expect(equivalent('http://h/e\u0301', 'http://h/\u00E9', { iri: true, extraSteps: [nfcStep] })).toBe(true);
    expect(domainToAscii('B\u00FCcher.example')).toBe('xn--bcher-kva.example');
    expect(domainToUnicode('xn--bcher-kva.example')).toBe('b\u00FCcher.example');
    expectUriError(() => domainToAscii('a_b.example'), 'idna-std3-disallowed', 1);
    expect(normalize('http://B%C3%BCcher.example/', { extraSteps: [hostToAsciiStep] }).toString()).toBe('http://xn--bcher-kva.example/');
    expect(formatIPv6(parseIPv6('2001:DB8:0:0:1:0:0:1'))).toBe('2001:db8::1:0:0:1');
    expect(normalize('http://[2001:DB8:0::1]/', { extraSteps: [ipv6CanonicalStep] }).toString()).toBe('http://[2001:db8::1]/');
    expect(parse('http://[fe80::1%25eth0]/', { zoneId: true }).zoneId).toBe('eth0');
    expect(ipClass('[::1]')).toBe('loopback');
    expect(isLoopback('[::ffff:127.0.0.1]')).toBe(true);
    expect(parse('http://0x7f.1/').hostKind).toBe('reg-name');
    expect(inetAtonAddress('0x7f.1')).toBe(2130706433);
  });

  it('schemes: structured views', () => {
    expect(parseAs('ldap://[2001:db8::7]/c=GB?objectClass?one')).toEqual({
      scheme: 'ldap', host: '2001:db8::7', port: 389, dn: 'c=GB', attributes: ['objectClass'], scope: 'one', filter: '(objectClass=*)', extensions: [],
    });
    expect(parseMailto('mailto:infobot@example.com?subject=current-issue'))
      .toEqual({ scheme: 'mailto', to: ['infobot@example.com'], headers: [['subject', 'current-issue']] });
    expect(parseAs('mailto:a@example.com', 'mailto').to).toEqual(['a@example.com']);
    expect(buildAs('mailto', { to: ['chris@example.com'], headers: [] }).toString()).toBe('mailto:chris@example.com');
    expectUriError(() => parseAs('ldap:///??bogus'), 'ldap-invalid-scope', 10);
    expectUriError(() => parseAs('http:'), 'http-missing-host', 5);
    expectUriError(() => parseAs('tel:7042'), 'tel-missing-phone-context', 8);
    expect(buildAs('ftp', parseAs('ftp://ftp.is.co.za/rfc/rfc1808.txt')).toString()).toBe('ftp://ftp.is.co.za/rfc/rfc1808.txt');
    expect(pathToFileUri('C:\\dir\\a b#1.txt', { platform: 'windows' }).toString()).toBe('file:///C:/dir/a%20b%231.txt');
    expect(fileUriToPath('file:///etc/a%20b')).toBe('/etc/a b');
    expect(fileUriToPath('file:///srv/../etc/passwd')).toBe('/etc/passwd');
    expectUriError(() => fileUriToPath('file:///srv/%2e%2e/etc/passwd'), 'file-encoded-dot-segment', 12);
    expect(equivalent('ldap://h:389/', 'ldap://h/', { registry: SCHEMES })).toBe(true);
    expect(equivalent('urn:example:a123,z456', 'URN:EXAMPLE:a123,z456?+r', { registry: SCHEMES })).toBe(true);
    expect(equivalent('tel:+1-201-555-0123', 'tel:+1(201)555.0123', { registry: SCHEMES })).toBe(true);
  });

  it('query strings, URIs in text', () => {
    expect(parseQuery('name=John&age=30&flag&a=1&a=2').map((p) => [p.key, p.value])).toEqual([
      ['name', 'John'], ['age', '30'], ['flag', undefined], ['a', '1'], ['a', '2'],
    ]);
    expect(parseQuery('search=hello+world', { mode: 'form' })[0]!.value).toBe('hello world');
    expect(buildQuery({ q: 'a b&c', tag: ['x', 'y'] })).toBe('q=a%20b%26c&tag=x&tag=y');
    expect(buildQuery({ q: 'a b&c' }, { mode: 'form' })).toBe('q=a+b%26c');
    expect(Object.getPrototypeOf(queryToObject('__proto__=1&a=2'))).toBeNull();
    expect(extractUris('See <http://example.com/a\n  b> or (http://x.org/p_(q)), and "mailto:a@b.c".').map((f) => f.uri))
      .toEqual(['http://example.com/ab', 'http://x.org/p_(q)', 'mailto:a@b.c']);
    expect(extractUris('visit www.w3.org/Addressing/ today', { bare: true })[0]!.target).toBe('http://www.w3.org/Addressing/');
    expect(guessUri('ftp.example.org/pub')?.uri.toString()).toBe('ftp://ftp.example.org/pub');
  });

  it('reading URIs as browsers do', () => {
    const c = compareWithWhatwg('http://evil.com\\@good.com/');
    expect(c.class).toBe('different-target');
    expect(c.devices).toEqual(['backslash']);
    expect(c.differences.find((d) => d.component === 'host')).toMatchObject({ rfc: 'good.com', whatwg: 'evil.com', class: 'different-target' });
    const r = compareWithWhatwg('HTTP://Example.COM:80/a/./b');
    expect(r.differences.map((d) => d.repairs)).toEqual([['lowercase'], ['lowercase'], ['default-port'], ['dot-segments']]);
    expect(r.class).toBe('whatwg-repairs');
    expect(compareWithWhatwg('http://[v1.x]/').class).toBe('rfc-only');
    expect(compareWithWhatwg('http://a/b|c').class).toBe('whatwg-only');
    expect(toURL('HTTP://Example.COM:80/a/./b').url.href).toBe('http://example.com/a/b');
    expect(fromURL(new URL('http://a/b|c?d{e}')).uri.toString()).toBe('http://a/b%7Cc?d%7Be%7D');
    expect(whatwgHost('0x7f.0x.0x.1')?.text).toBe('127.0.0.1');
    expect(splitReference('http://evil.com\\@good.com/').host).toBe('good.com');
  });

  it('a security audit on every reading', () => {
    const a = audit('http://trusted.example:secret@evil.example:25/%0D%0A');
    expect(a.map((f) => f.code)).toEqual(['userinfo-looks-like-host', 'password-in-userinfo', 'port-of-other-protocol', 'encoded-control-character']);
    expect(a[3]!.count).toBe(2);
    expect(audit('http://127.0.0.1./').map((f) => [f.code, f.severity])).toEqual([['ambiguous-ipv4', 'warning'], ['loopback-address', 'danger']]);
    const d = audit('http://evil.com\\@good.com/');
    expect(d.map((f) => f.code)).toEqual(['parser-disagreement', 'invalid-uri']);
    expect(d.every((f) => f.severity === 'danger')).toBe(true);
    expect(audit('java\tscript:alert(1)').map((f) => [f.code, f.reading])).toEqual([['invalid-uri', 'rfc3986'], ['script-scheme', 'whatwg']]);
    expect(redact('http://user:secret@host/?token=abc&x=1', { queryKeys: ['token'] })).toBe('http://user:****@host/?token=****&x=1');
    const policy = { schemes: ['http', 'https'], denyAddressClasses: ['loopback', 'private', 'link-local', 'unique-local', 'unspecified', 'this-network'] as IpClass[] };
    expect(checkPolicy('http://0x7f.1/', policy)?.code).toBe('address-class-denied');
    expect(checkPolicy('http://169.254.169.254./latest/meta-data/', policy)?.code).toBe('address-class-denied');
    expect(checkPolicy('http:127.0.0.1/', policy)?.reading).toBe('whatwg');
    expect(checkPolicy('http://evil.com%2f.example.com/', { hosts: ['*.example.com'] })?.code).toBe('host-not-allowed');
    expect(checkPolicy('http://a b/', policy)?.code).toBe('invalid-uri');
  });
});
