/**
 * The fast paths against the general reader: parse's for the common shape (readCommonUri) and
 * resolve's for relative references (readRelativeRef), both beside readReference in src/parse.ts. Each must decline or agree,
 * never accept what the general reader refuses. Every parse table row also runs the first check
 * (test/helpers/expect.ts); here are the shapes at their edges and generated inputs.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValid, parse } from '../../src/uri.js';
import {
  HINT_HOST_PCT, HINT_HOST_UPPER, HINT_PATH_DOT, HINT_PATH_PCT, HINT_PCT, HINT_SCHEME_UPPER, HINT_TAIL_PCT, readCommonUri,
} from '../../src/parse.js';
import { commonRegisters, expectFastPathAgrees, expectIsNormalAgrees, expectRelativeAgrees, offsetsOf, relativeRegisters } from '../helpers/expect.js';
import * as arb from '../property/uri-arbitraries.js';
import { ipLiteral } from '../property/abnf.js';

describe('fast path: the shapes it takes', () => {
  // RFC 3986 §3.2.2-§3.2.3 and §3.3-§3.5 around the authority's end and the optional parts
  it.each([
    'http://example.com',
    'http://example.com/',
    'HTTP://EXAMPLE.COM/a/b?c=d#e',
    'foo://example.com:8042/over/there?name=ferret#nose', // §3
    'http://example.com:/', // §3.2.3 an empty port
    'http://example.com:',
    'http://example.com:80',
    'http://example.com:80?q',
    'http://example.com:80#f',
    'http:///path', // an empty host
    'file:///etc/hosts',
    'http://192.0.2.16:80/', // IPv4address
    'http://192.0.2.256/', // not an IPv4address: a reg-name (§3.2.2 first-match-wins)
    'http://1.2.3/',
    'http://01.2.3.4/',
    'http://a%20b/%41?%42#%43',
    'http://a/?',
    'http://a/#',
    'http://a?b',
    'http://a#b',
    'http://a/b?c?d/e#f?g/h',
    'a+b-c.d://x/',
    'http://[::1]/', // an IP-literal holding an IPv6address (§3.2.2)
    'http://[2001:DB8::1]:8080/a?b#c',
    'http://[::ffff:192.0.2.1]',
    'http://[1:2:3:4:5:6:7:8]:',
    'http://[::]/',
    'http://[v1.x]/', // an IPvFuture
    'http://[VF.a:B!$]:1/',
  ])('%s: taken, and equal to the general reader', (input) => {
    const fast = commonRegisters(input);
    expect(fast).not.toBeNull();
    // the registers are the Uri's offsets (offsets.ts), flags aside: the fast path reads no IRI
    expect([...fast!, 0]).toEqual(offsetsOf(parse(input, { rule: 'URI-reference' })));
  });
});

describe('fast path: network-path references, when asked (resolve reads its references so)', () => {
  // RFC 3986 §4.2: relative-part = "//" authority path-abempty / ...
  it.each([
    '//example.com',
    '//example.com/',
    '//EXAMPLE.com:8080/a/./b?c#d',
    '//',
    '///path',
    '//[::1]:80/',
    '//[v1.x]',
    '//a?b#c',
  ])('%s: taken with networkPath, equal to the general reader, and left alone without it', (input) => {
    const fast = commonRegisters(input, true);
    expect(fast).not.toBeNull();
    expect(fast![0]).toBe(-1); // no scheme
    expect([...fast!, 0]).toEqual(offsetsOf(parse(input)));
    expect(commonRegisters(input)).toBeNull();
  });

  it.each([
    ['/a', 'one slash: an absolute path'],
    ['//user@host/', 'userinfo'],
    ['//host:8a/', 'a bad port'],
    ['//ho st/', 'a bad host character'],
    ['//[::1/', "an IP-literal without its ']'"],
  ])('%j (%s): left to the general reader', (input) => {
    expect(commonRegisters(input, true)).toBeNull();
  });

  it('agrees with the general reader on generated network-path references, and on them with one code unit replaced', () => {
    fc.assert(fc.property(arb.authority, arb.pathAbempty, arb.query, arb.fragment, fc.nat(), fc.integer({ min: 0, max: 0x7f }),
      (authority, path, query, fragment, at, unit) => {
        const input = `//${authority}${path}${query === undefined ? '' : '?' + query}${fragment === undefined ? '' : '#' + fragment}`;
        expectFastPathAgrees(input);
        const i = at % (input.length + 1);
        expectFastPathAgrees(input.slice(0, i) + String.fromCharCode(unit) + input.slice(i + 1));
      }), { numRuns: 2000 });
  });
});

describe('fast path: the shapes it leaves to the general reader', () => {
  it.each([
    ['', 'empty'],
    ['//example.com/', 'no scheme'],
    ['/a/b', 'no scheme'],
    ['http:/a', 'no authority'],
    ['http:a', 'no authority'],
    ['mailto:a@example.com', 'no authority'],
    ['http://user@example.com/', 'userinfo'],
    ['http://user:pass@example.com/', 'userinfo'],
    ['http://[v1]/', 'an IPvFuture without its address'],
    ['http://[v.x]/', 'an IPvFuture without its version'],
    ['http://[fe80::1%25en1]/', 'a zone (read only with its option)'],
    ['http://[::1/', "an IP-literal without its ']'"],
    ['http://[::1]x/', "something after the ']'"],
    ['http://[1:2]/', 'not an IPv6address'],
    ['http://[]/', 'an empty IP-literal'],
    ['http://example.com:8a/', 'a bad port'],
    ['http://exa mple.com/', 'a bad host character'],
    ['http://example.com/a b', 'a bad path character'],
    ['http://example.com/?a b', 'a bad query character'],
    ['http://example.com/#a#b', 'a second #'],
    ['http://example.com/%4', 'a cut escape'],
    ['http://example.com/%', 'a cut escape'],
    ['http://example.com/%zz', 'a bad escape'],
    ['http://example.com/\u00e9', 'non-ASCII'],
    // past U+00FF, in every part the fast path scans (its tables cover every code unit)
    ['ht\u4e2dtp://example.com/', 'non-ASCII in the scheme'],
    ['http://exa\u4e2dmple.com/', 'non-ASCII in the host'],
    ['http://example.com/\u4e2d', 'non-ASCII in the path'],
    ['http://example.com/?\uffff', 'non-ASCII in the query'],
    ['http://example.com/#\ud83d\ude00', 'non-ASCII in the fragment'],
    ['http://example.com/%\u4e2d1', "non-ASCII after a '%'"],
    ['http://example.com/%4\u0141', "non-ASCII as an escape's second digit (U+0141's low byte is 'A')"],
    ['1http://a/', 'a scheme that starts with a digit'],
    ['http:', 'a scheme alone'],
    ['http:/', 'one slash'],
  ])('%j (%s)', (input) => {
    expect(commonRegisters(input)).toBeNull();
  });
});

describe('fast path: properties', () => {
  it('agrees with the general reader on generated URI references', () => {
    fc.assert(fc.property(arb.uriReference, (input) => {
      expectFastPathAgrees(input);
    }), { numRuns: 2000 });
  });

  it('agrees on generated URIs with one character replaced by any code unit', () => {
    fc.assert(fc.property(arb.uri, fc.nat(), fc.integer({ min: 0, max: 0xffff }), (input, at, unit) => {
      const i = at % (input.length + 1);
      const mutated = input.slice(0, i) + String.fromCharCode(unit) + input.slice(i + 1);
      expectFastPathAgrees(mutated);
      if (commonRegisters(mutated) !== null) expect(isValid(mutated)).toBe(true);
    }), { numRuns: 2000 });
  });

  it('agrees on random strings of URI characters', () => {
    const unit = fc.constantFrom(...'abc019:/?#[]@%.-+~!$&\'()*,;= AF'.split(''));
    fc.assert(fc.property(fc.array(unit, { maxLength: 30 }), (units) => {
      const input = 'http://' + units.join('');
      expectFastPathAgrees(input);
      expect(commonRegisters(input) !== null ? isValid(input) : true).toBe(true);
    }), { numRuns: 3000 });
  });
});

/** The hints readCommonUri hands its maker, or null when it declines. */
function commonHints(input: string): number | null {
  return readCommonUri(input, (...args) => args[9]);
}

/** The hints read directly from the components of a URI the fast path takes: each bit iff its fact holds (an escape's hex digits are no letter of the host). */
function expectedHints(input: string): number {
  const [schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart] = commonRegisters(input)!;
  const pathEnd = queryStart! >= 0 ? queryStart! : fragmentStart! >= 0 ? fragmentStart! : input.length;
  const scheme = input.slice(0, schemeEnd);
  const host = input.slice(hostStart, hostEnd);
  const path = input.slice(pathStart, pathEnd);
  const tail = input.slice(pathEnd);
  return (/[A-Z]/.test(scheme) ? HINT_SCHEME_UPPER : 0) | (/[A-Z]/.test(host.replace(/%[0-9A-Fa-f]{2}/g, '')) ? HINT_HOST_UPPER : 0) |
    (host.includes('%') ? HINT_HOST_PCT : 0) | (path.includes('%') ? HINT_PATH_PCT : 0) |
    (tail.includes('%') ? HINT_TAIL_PCT : 0) | (path.includes('.') ? HINT_PATH_DOT : 0);
}

/** Asserts that the fast path's hints are exact on input (when it takes it). */
function expectExactHints(input: string): void {
  const got = commonHints(input);
  if (got === null) return;
  expect(got, JSON.stringify(input)).toBe(expectedHints(input));
}

describe('fast path: its hints are exact (a bit set iff its fact holds)', () => {
  it('HINT_PCT, written as its value, is every \'%\' bit', () => {
    expect(HINT_PCT).toBe(HINT_HOST_PCT | HINT_PATH_PCT | HINT_TAIL_PCT);
  });

  it.each([
    ['http://example.com/', 0],
    ['HTTP://example.com/', HINT_SCHEME_UPPER],
    ['hTtp://example.com', HINT_SCHEME_UPPER],
    ['http://Example.com', HINT_HOST_UPPER],
    ['http://a%41b/', HINT_HOST_PCT], // an escape's hex digits are not letters of the host
    ['http://a%4Fb/', HINT_HOST_PCT],
    ['http://a:80/%7e', HINT_PATH_PCT],
    ['http://a/?%41', HINT_TAIL_PCT],
    ['http://a/#%41', HINT_TAIL_PCT],
    ['http://a/./b', HINT_PATH_DOT],
    ['http://a/b.html', HINT_PATH_DOT],
    ['http://a.b.c/b?.#.', 0], // dots in the host, the query and the fragment are not the path's
    ['http://a/B?A#Z', 0], // upper case outside the scheme and host
    ['H://A%41/%41.?%41', HINT_SCHEME_UPPER | HINT_HOST_UPPER | HINT_HOST_PCT | HINT_PATH_PCT | HINT_PATH_DOT | HINT_TAIL_PCT],
    ['http://[2001:db8::1]/', 0],
    ['http://[2001:DB8::1]/', HINT_HOST_UPPER], // its hex digits are letters of the host
    ['http://[::FFFF:1.2.3.4]/', HINT_HOST_UPPER],
    ['http://[v1.x]/', 0],
    ['http://[V1.x]/', HINT_HOST_UPPER],
    ['http://[vA.b]/', HINT_HOST_UPPER],
  ])('%j: %i', (input, want) => {
    expect(commonHints(input)).toBe(want);
    expect(expectedHints(input)).toBe(want);
  });

  it('on generated URIs', () => {
    fc.assert(fc.property(arb.uri, (input) => expectExactHints(input)), { numRuns: 2000 });
  });

  it('on generated URIs with an IP-literal host (the fast path reads it)', () => {
    fc.assert(fc.property(ipLiteral, fc.boolean(), fc.option(fc.nat(99999)), (literal, lower, port) => {
      const input = `http://${lower ? literal.toLowerCase() : literal}${port === null ? '' : ':' + port}/p`;
      expect(commonHints(input)).not.toBeNull();
      expectExactHints(input);
      expectFastPathAgrees(input);
    }), { numRuns: 2000 });
  });

  it('on URIs made of the characters each hint is about', () => {
    const part = (units: string) => fc.array(fc.constantFrom(...units.split('|')), { maxLength: 8 }).map((a) => a.join(''));
    fc.assert(fc.property(fc.constantFrom('h', 'H', 'hT', 'a+B.c'), part('a|Z|.|%41|%7e|-'), fc.option(fc.nat(99)),
      part('/|.|..|a|B|%2E|%2e|%41'), fc.option(part('a|.|%41|?|/')), fc.option(part('a|.|%41|?|/')),
      (scheme, host, port, path, query, fragment) => {
        const input = scheme + '://' + host + (port === null ? '' : ':' + port) + (path === '' || path.startsWith('/') ? path : '/' + path) +
          (query === null ? '' : '?' + query) + (fragment === null ? '' : '#' + fragment);
        expect(commonHints(input)).not.toBeNull();
        expectExactHints(input);
      }), { numRuns: 3000 });
  });
});

describe('readRelativeRef: the relative references it takes', () => {
  // RFC 3986 §5.4.1 and §5.4.2 references without a scheme or authority, and edge shapes
  it.each([
    '', 'g', './g', 'g/', '/g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '.', './', '..', '../',
    '../g', '../..', '../../', '../../g', '../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g',
    './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g#s/../x',
    'a/b:c', '/a:b', '?a:b', '#a:b', '%41/b', 'a%20b', '/', '?', '#', '?#', 'a?b?c#d?e',
  ])('%j: taken, and the registers equal the general reader\'s', (input) => {
    expect(relativeRegisters(input)).not.toBeNull();
    expectRelativeAgrees(input);
  });

  it.each([
    ['g:h', 'a scheme'],
    ['http:g', 'a scheme'],
    ['a:', 'a scheme'],
    ['//g', 'an authority'],
    ['//', 'an authority'],
    ['1a:b', 'a colon in the first segment (an error for the general reader)'],
    ['a b', 'a space'],
    ['/%zz', 'a bad escape'],
    ['g#s#t', 'a second #'],
    ['\u00e9', 'non-ASCII'],
    ['?[', 'a bracket in the query'],
  ])('%j (%s): declined', (input) => {
    expect(relativeRegisters(input)).toBeNull();
  });
});

describe('readRelativeRef: properties', () => {
  it('agrees with the general reader on generated relative references', () => {
    fc.assert(fc.property(arb.relativeRef, (input) => expectRelativeAgrees(input)), { numRuns: 2000 });
  });

  it('agrees on generated references with one code unit replaced', () => {
    fc.assert(fc.property(arb.uriReference, fc.nat(), fc.integer({ min: 0, max: 0xffff }), (input, at, unit) => {
      const i = at % (input.length + 1);
      expectRelativeAgrees(input.slice(0, i) + String.fromCharCode(unit) + input.slice(i + 1));
    }), { numRuns: 2000 });
  });
});

describe("normalize's fast path (isNormal): says 'normal' only where the steps change nothing", () => {
  it('on generated URI references', () => {
    fc.assert(fc.property(arb.uriReference, (input) => expectIsNormalAgrees(input)), { numRuns: 3000 });
  });
  it('on generated IRIs (upper-case letters beside non-ASCII ones in the host)', () => {
    const unit = fc.constantFrom('a', 'Z', '.', '..', '%41', '%7e', '%C3%A9', '\u00e9', '\u00c9', '/', ':', '@', '?', '#');
    fc.assert(fc.property(fc.array(unit, { maxLength: 10 }), fc.array(unit, { maxLength: 10 }), (host, path) => {
      expectIsNormalAgrees('HTTP://' + host.join('').replace(/[/:@?#]/g, '') + '/' + path.join(''));
    }), { numRuns: 2000 });
  });
  it('on generated URIs with one code unit replaced', () => {
    fc.assert(fc.property(arb.uri, fc.nat(), fc.constantFrom(...'AZaz.%/:@?#'.split('')), (input, at, unit) => {
      const i = at % (input.length + 1);
      expectIsNormalAgrees(input.slice(0, i) + unit + input.slice(i + 1));
    }), { numRuns: 3000 });
  });
});
