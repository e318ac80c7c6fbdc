/**
 * Every scheme builder answers any view with a Uri or a UriError: a value of the wrong type in any
 * field (null, numbers, BigInt, symbols, functions, circular objects, arrays where strings are
 * expected, revoked Proxies, getters that change between reads) is 'invalid-argument' naming the
 * field, what was given and what was expected. Nothing else escapes, but for the caller's own
 * exception: a Proxy or getter that throws passes its exception through, untouched.
 * Regression (issue "Architecture and API edges"): buildHttp threw a TypeError formatting its own
 * error for a BigInt or a circular value (JSON.stringify), buildData for a null parameter.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UriError } from '../../../src/errors.js';
import { type Uri } from '../../../src/uri.js';
import { type SchemeName, buildAs, parseAs } from '../../../src/schemes/index.js';
import { buildHttp, parseHttp } from '../../../src/schemes/http.js';
import { buildWs, parseWs } from '../../../src/schemes/ws.js';
import { buildFtp, parseFtp } from '../../../src/schemes/ftp.js';
import { buildTelnet, parseTelnet } from '../../../src/schemes/telnet.js';
import { buildGopher, parseGopher } from '../../../src/schemes/gopher.js';
import { buildMailto, parseMailto } from '../../../src/schemes/mailto.js';
import { buildNews, buildNntp, parseNews, parseNntp } from '../../../src/schemes/news.js';
import { buildUrn, parseUrn } from '../../../src/schemes/urn.js';
import { buildTel, parseTel } from '../../../src/schemes/tel.js';
import { buildData, parseData } from '../../../src/schemes/data.js';
import { buildFile, parseFile } from '../../../src/schemes/file.js';
import { buildLdap, buildLdaps, parseLdap, parseLdaps } from '../../../src/schemes/ldap.js';
import { buildWais, parseWais } from '../../../src/schemes/wais.js';
import { buildMan, parseMan } from '../../../src/schemes/man.js';
import { buildInfo, parseInfo } from '../../../src/schemes/info.js';
import { buildWhatis, parseWhatis } from '../../../src/schemes/whatis.js';
import { buildGhelp, parseGhelp } from '../../../src/schemes/ghelp.js';

type Build = (view: unknown) => Uri;
type Row = [name: string, build: Build, sample: Record<string, unknown>];

/** Each builder with a view that has every field filled (arrays not empty, optional fields given). */
const BUILDERS: Row[] = ([
  ['buildHttp', buildHttp, parseHttp('http://u:p@example.com:8080/a/b?q=1#f')],
  ['buildWs', buildWs, parseWs('wss://example.com:8443/chat/x?v=1')],
  ['buildFtp', buildFtp, parseFtp('ftp://u:p@ftp.example.com:2121/pub/dir/file.txt;type=i#f')],
  ['buildTelnet', buildTelnet, parseTelnet('telnet://u:p@bbs.example.org:2323/#f')],
  ['buildGopher', buildGopher, parseGopher('gopher://gopher.example.org:7070/7/search%09uri%09+#f')],
  ['buildMailto', buildMailto, parseMailto('mailto:a@example.com,b@example.com?subject=hi&body=there')],
  ['buildNews', buildNews, parseNews('news://news.example.com:1119/comp.lang.*')],
  ['buildNntp', buildNntp, parseNntp('nntp://news.example.com:1119/example.group/42')],
  ['buildUrn', buildUrn, parseUrn('urn:example:a123,z456?+r?=q#f')],
  ['buildTel', buildTel, parseTel('tel:863-1234;ext=12;phone-context=+1-914-555')],
  ['buildData', buildData, parseData('data:text/plain;charset=utf-8;base64,SGk=')],
  ['buildFile', buildFile, parseFile('file:///C:/dir/a%20b')],
  ['buildLdap', buildLdap, parseLdap('ldap://h:1389/c=GB?cn,mail?sub?(cn=a)?!e-bindname=x,y')],
  ['buildLdaps', buildLdaps, parseLdaps('ldaps://h/c=GB?cn?one??x=1')],
  ['buildWais', buildWais, parseWais('wais://wais.example.org:2210/db/TEXT/doc')],
  ['buildMan', buildMan, parseMan('man:ls(1)')],
  ['buildInfo', buildInfo, parseInfo('info:(gcc)Invoking%20GCC')],
  ['buildWhatis', buildWhatis, parseWhatis('whatis:ls')],
  ['buildGhelp', buildGhelp, parseGhelp('ghelp:gedit')],
] as [string, unknown, object][]).map(([name, build, sample]) => [name, build as Build, sample as Record<string, unknown>]);

/** The registry's builders too, through buildAs (https and wss have no function of their own). */
const ENTRY_SAMPLES: [SchemeName, string][] = [
  ['https', 'https://example.com/a?b'], ['wss', 'wss://example.com/a'], ['http', 'http://example.com/'], ['ws', 'ws://e/'],
  ['news', 'news:a.b'], ['nntp', 'nntp://h/g/1'], ['ldap', 'ldap:///c=GB'], ['ldaps', 'ldaps:///c=GB'], ['mailto', 'mailto:a@b'],
  ['data', 'data:,x'], ['file', 'file:///x'], ['urn', 'urn:ab:c'], ['tel', 'tel:+1'], ['ftp', 'ftp://h/x'], ['telnet', 'telnet://h/'],
  ['gopher', 'gopher://h/'], ['wais', 'wais://h/db'], ['man', 'man:ls'], ['info', 'info:gcc'], ['whatis', 'whatis:x'], ['ghelp', 'ghelp:x'],
];
const ENTRIES: Row[] = ENTRY_SAMPLES.map(([name, uri]) => [
  `buildAs('${name}')`, (view: unknown) => buildAs(name as string, view), parseAs(uri, name) as unknown as Record<string, unknown>,
]);

/** The caller's own exception, which a throwing Proxy or getter raises: it must come out untouched. */
class CallersOwn extends Error {}
const raise = (): never => {
  throw new CallersOwn('from the caller');
};

const circularObject: Record<string, unknown> = { a: 1 };
circularObject['self'] = circularObject;
const circularArray: unknown[] = ['a'];
circularArray.push(circularArray);
const revoked = Proxy.revocable({}, {});
revoked.revoke();
const revokedArray = Proxy.revocable([] as unknown[], {});
revokedArray.revoke();
const sparse: unknown[] = [];
sparse[1] = 'a';
const lyingLength = new Proxy(['a'], { get: (t, k) => (k === 'length' ? 1e15 : Reflect.get(t, k)) });
const nonNumberLength = new Proxy(['a'], { get: (t, k) => (k === 'length' ? 1n : Reflect.get(t, k)) });

/** Values no field of any view may hold: 'invalid-argument' naming the field, whatever the field. */
const WRONG_EVERYWHERE: [string, unknown][] = [
  ['a BigInt', 1n], ['a symbol', Symbol('x')], ['a function', () => 'a'], ['a circular object', circularObject],
  ['a circular array', circularArray], ['a revoked Proxy', revoked.proxy], ['a revoked array Proxy', revokedArray.proxy],
  ['a Map', new Map([['a', 'b']])], ['a Date', new Date(0)], ['a boxed string', Object('a')],
  ['an array with a BigInt', [1n]], ['a pair with a BigInt', [['a', 1n]]], ['an array with a circular object', [circularObject]],
  ['an array with a revoked Proxy', [revoked.proxy]], ['a null-prototype object', Object.create(null)],
];

/** Values that may be right for some field and wrong for another: only a UriError may come out. */
const MAYBE_WRONG: [string, unknown][] = [
  ['null', null], ['undefined', undefined], ['0', 0], ['-1', -1], ['NaN', NaN], ['Infinity', Infinity], ['-0', -0], ['1.5', 1.5],
  ['2^53', 2 ** 53], ['true', true], ['an empty string', ''], ['a string', 'a'], ['a lone surrogate', '\ud800'],
  ['an empty object', {}], ['an empty array', []], ['[null]', [null]], ['[undefined]', [undefined]], ['a sparse array', sparse],
  ['[[a]]', [['a']]], ['[[a, b, c]]', [['a', 'b', 'c']]], ['[a]', ['a']], ['[[a, b]]', [['a', 'b']]], ['[{}]', [{}]],
  ['an array-like object', { length: 1, 0: 'a' }], ['an array Proxy whose length is 1e15', lyingLength],
  ['an array Proxy whose length is a BigInt', nonNumberLength], ['a typed array', new Uint8Array(2)],
  ['a scheme name', 'http'], ['an upper-case scheme', 'HTTP'],
];

/** Runs fn: a Uri, or the UriError / the caller's own exception it threw; anything else fails the test. */
function outcome(fn: () => Uri): Uri | UriError | CallersOwn {
  try {
    return fn();
  } catch (e) {
    if (e instanceof UriError || e instanceof CallersOwn) return e;
    throw new Error(`expected a Uri or a UriError, got ${String(e)}`, { cause: e });
  }
}

/** The view with `key` set to `value` (or, for 'scheme', also left out when the value is undefined). */
function withField(view: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  return { ...view, [key]: value };
}

describe.each([...BUILDERS, ...ENTRIES])('%s', (_name, build, sample) => {
  const keys = [...new Set([...Object.keys(sample), 'scheme'])];

  it('builds its sample view (the table is right)', () => {
    expect(build(sample)).toBeDefined();
  });

  it('a value no field may hold is invalid-argument naming the field, what it must be and what was given', () => {
    for (const key of keys) {
      for (const [what, value] of WRONG_EVERYWHERE) {
        const got = outcome(() => build(withField(sample, key, value)));
        expect(got, `${key}: ${what}`).toBeInstanceOf(UriError);
        const e = got as UriError;
        expect(e.code, `${key}: ${what}: ${e.message}`).toBe('invalid-argument');
        expect(e.message, `${key}: ${what}`).toContain(`the view's ${key}`);
        expect(e.message, `${key}: ${what}`).toMatch(/must be .*, got /);
      }
    }
  });

  it('any other value gives a Uri or a UriError, nothing else', () => {
    for (const key of keys) {
      for (const [what, value] of MAYBE_WRONG) {
        const got = outcome(() => build(withField(sample, key, value)));
        expect(got instanceof CallersOwn, `${key}: ${what}`).toBe(false);
      }
    }
  });

  it('a hostile view as a whole is invalid-argument', () => {
    for (const [what, value] of [...WRONG_EVERYWHERE, ...MAYBE_WRONG]) {
      const got = outcome(() => build(value));
      expect(got, what).toBeInstanceOf(UriError);
      expect((got as UriError).code, what).toMatch(/^(invalid-argument|scheme-mismatch)$/);
    }
  });

  it('reads each field once: a getter that changes its value between reads cannot slip a wrong one past the checks', () => {
    for (const key of keys) {
      for (const [, bad] of WRONG_EVERYWHERE) {
        let reads = 0;
        const view = { ...sample };
        Object.defineProperty(view, key, { enumerable: true, get: () => (reads++ === 0 ? sample[key] : bad) });
        outcome(() => build(view)); // a Uri (built from the first read) or a UriError
      }
      // and an array whose items change between reads
      const value = sample[key];
      if (Array.isArray(value) && value.length > 0) {
        let reads = 0;
        const flipping = new Proxy(value, { get: (t, k) => (k === '0' && reads++ > 0 ? 1n : Reflect.get(t, k)) });
        outcome(() => build(withField(sample, key, flipping)));
      }
    }
  });

  it('the caller\'s own exception, from a Proxy or a getter that throws, passes through untouched', () => {
    const throwingView = new Proxy(sample, { get: raise, ownKeys: raise });
    expect(outcome(() => build(throwingView))).toBeInstanceOf(CallersOwn);
    for (const key of keys) {
      const view = { ...sample };
      Object.defineProperty(view, key, { enumerable: true, get: raise });
      expect(outcome(() => build(view)), key).toBeInstanceOf(CallersOwn);
      const value = sample[key];
      if (Array.isArray(value) && value.length > 0) {
        const throwingArray = new Proxy(value, { get: raise });
        expect(outcome(() => build(withField(sample, key, throwingArray))), key).toBeInstanceOf(CallersOwn);
      }
    }
  });

  it('fast-check: anything in any field (BigInt, null prototypes, boxed values, typed and sparse arrays...) gives a Uri or a UriError', () => {
    const anything = fc.anything({
      withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true,
      withObjectString: true, withSparseArray: true, withTypedArray: true, withUnicodeString: true, maxDepth: 3,
    });
    fc.assert(fc.property(fc.constantFrom(...keys), anything, fc.boolean(), (key, value, circular) => {
      let v = value;
      if (circular && v !== null && typeof v === 'object' && Object.isExtensible(v)) {
        (v as Record<string, unknown>)['self'] = v;
        v = [v];
      }
      const got = outcome(() => build(withField(sample, key, v)));
      expect(got instanceof CallersOwn).toBe(false);
    }), { numRuns: 300 });
  });
});
