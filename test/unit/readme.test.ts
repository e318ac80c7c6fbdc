/** The README's tour, line by line: what it promises is what the library does. */
import { describe, expect, it } from 'vitest';
import {
  build, comparisonKey, decode, encode, equivalent, isValid, normalizationChanges, normalize, parse,
  relativize, removeDotSegments, resolve, tryParse, validate,
} from '../../src/index.js';
import { expectUriError } from '../helpers/expect.js';

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
});
