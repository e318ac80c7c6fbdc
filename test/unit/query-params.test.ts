/** RFC 3986 §3.4 — one query parameter of a Uri: get, getAll, has, set, append, delete; every untouched byte kept. */
import { describe, expect, it } from 'vitest';
import {
  appendQueryParam, buildQuery, defaultQueryMode, deleteQueryParam, getQueryParam, getQueryParams, hasQueryParam, parseQuery,
  setQueryParam,
} from '../../src/query/index.js';
import { createRequire } from 'node:module';
import { build } from '../../src/build.js';
import { parse } from '../../src/uri.js';
import { expectUriError } from '../helpers/expect.js';

describe('the mode follows the scheme unless the options name one', () => {
  it.each([
    ['https://a/?q=a+b', 'form'],
    ['HTTP://a/?q=a+b', 'form'],
    ['ws://a/', 'form'],
    ['wss://a/', 'form'],
    ['ftp://a/?q=a+b', 'rfc3986'],
    ['mailto:x@example.com?q=1+1', 'rfc3986'],
    ['/relative?q=a+b', 'rfc3986'],
  ] as const)('%s -> %s', (uri, mode) => {
    expect(defaultQueryMode(uri)).toBe(mode);
    // and the reading follows it: '+' is a space in form mode only
    const q = getQueryParam(uri.includes('?') ? uri : uri + '?q=a+b', 'q');
    expect(q === 'a b' || q === '1 1' ? 'form' : 'rfc3986').toBe(mode);
  });
  it('an explicit mode wins', () => {
    expect(getQueryParam('https://a/?q=a+b', 'q', { mode: 'rfc3986' })).toBe('a+b');
    expect(getQueryParam('urn:x:y?q=a+b', 'q', { mode: 'form' })).toBe('a b');
  });
});

describe('getQueryParam / getQueryParams / hasQueryParam (URLSearchParams get, getAll, has)', () => {
  const u = parse('https://example.com/s?q=caf%C3%A9+au+lait&tag=x&flag&tag=y&e=&caf%C3%A9=1');
  it('reads the first value, decoded', () => {
    expect(getQueryParam(u, 'q')).toBe('caf\u00e9 au lait');
    expect(getQueryParam(u, 'tag')).toBe('x');
    expect(getQueryParam(u, 'e')).toBe('');
  });
  it('compares keys decoded', () => {
    expect(getQueryParam(u, 'caf\u00e9')).toBe('1');
    expect(getQueryParam('https://a/?a%20b=1', 'a b')).toBe('1');
    expect(getQueryParam('https://a/?a+b=1', 'a b')).toBe('1');
  });
  it("a key without '=' reads as '' (as URLSearchParams), absent as undefined", () => {
    expect(getQueryParam(u, 'flag')).toBe('');
    expect(hasQueryParam(u, 'flag')).toBe(true);
    expect(getQueryParam(u, 'none')).toBeUndefined();
    expect(hasQueryParam(u, 'none')).toBe(false);
    expect(getQueryParam('https://a/', 'q')).toBeUndefined();
    expect(getQueryParam('https://a/?', 'q')).toBeUndefined();
  });
  it('getQueryParams gives every value in order', () => {
    expect(getQueryParams(u, 'tag')).toEqual(['x', 'y']);
    expect(getQueryParams(u, 'none')).toEqual([]);
    expect(getQueryParams('https://a/', 'none')).toEqual([]);
  });
  it("';' as separator", () => {
    expect(getQueryParam('https://a/?a=1;b=2', 'b', { separator: ';' })).toBe('2');
    expect(getQueryParam('https://a/?a=1;b=2', 'a')).toBe('1;b=2');
  });
  it('agrees with URLSearchParams on form queries', () => {
    for (const q of ['a=1&b=2&a=3', 'x=%41+%42&x', '%E2%82%AC=euro&=empty&&z']) {
      const usp = new URLSearchParams(q);
      for (const key of ['a', 'b', 'x', '\u20ac', '', 'z', 'none']) {
        expect(getQueryParam('https://h/?' + q, key)).toBe(usp.get(key) ?? undefined);
        expect(getQueryParams('https://h/?' + q, key)).toEqual(usp.getAll(key));
        expect(hasQueryParam('https://h/?' + q, key)).toBe(usp.has(key));
      }
    }
  });
  it("the empty text between two separators is no pair, as URLSearchParams reads it", () => {
    expect(hasQueryParam('https://a/?a&&b', '')).toBe(false);
    expect(getQueryParam('https://a/?a&=1', '')).toBe('1');
    expect(deleteQueryParam('https://a/?a&&=1&', '').toString()).toBe('https://a/?a&&');
  });
  it('invalid UTF-8 in another key is no match and no error; in the value read, an error at its index', () => {
    expect(getQueryParam('https://a/?%FF=1&k=2', 'k')).toBe('2');
    expectUriError(() => getQueryParam('https://a/?k=%FF', 'k'), 'invalid-utf8', 2);
  });
});

describe('setQueryParam (URLSearchParams set): in place, later ones removed, others byte for byte', () => {
  it.each([
    ['https://a/?q=old&page=%32', 'q', 'a b', 'https://a/?q=a+b&page=%32'],
    ['https://a/?x=%7e&q=1&y=A%2a&q=2&z', 'q', 'new', 'https://a/?x=%7e&q=new&y=A%2a&z'],
    ['https://a/?x=1', 'q', 'v', 'https://a/?x=1&q=v'],
    ['https://a/', 'q', 'v', 'https://a/?q=v'],
    ['https://a/?', 'q', 'v', 'https://a/?q=v'],
    ['https://a/#f', 'q', 'v', 'https://a/?q=v#f'],
    ['https://a/?a&&b', 'b', '&=+', 'https://a/?a&&b=%26%3D%2B'],
    ['urn:example:x?=q', 'k', 'a+b c', 'urn:example:x?=q&k=a%2Bb%20c'],
  ] as const)('%s set %s=%s', (uri, key, value, want) => {
    expect(setQueryParam(uri, key, value).toString()).toBe(want);
  });
  it('numbers, booleans, and null for a key without "="', () => {
    expect(setQueryParam('https://a/?page=1', 'page', 2).toString()).toBe('https://a/?page=2');
    expect(setQueryParam('https://a/', 'all', true).toString()).toBe('https://a/?all=true');
    expect(setQueryParam('https://a/?debug=0', 'debug', null).toString()).toBe('https://a/?debug');
    expect(setQueryParam('https://a/', 'n', -1.5).toString()).toBe('https://a/?n=-1.5');
  });
  it('gives the same Uri when the pair is already written so; a new one otherwise', () => {
    const u = parse('https://a/?q=1&r=2');
    expect(setQueryParam(u, 'q', '1')).toBe(u);
    const v = setQueryParam(u, 'q', '3');
    expect(v).not.toBe(u);
    expect(u.toString()).toBe('https://a/?q=1&r=2');
  });
  it('keeps an IRI an IRI', () => {
    const u = parse('http://a/?k=\u00e9', { iri: true });
    expect(setQueryParam(u, 'x', '\u00e9').toString()).toBe('http://a/?k=\u00e9&x=%C3%A9');
  });
  it('agrees with URLSearchParams on the values read back', () => {
    const u = setQueryParam(setQueryParam('https://h/?a=1&b=2&a=3', 'a', 'x y+z'), 'c', '\u20ac');
    const usp = new URLSearchParams('a=1&b=2&a=3');
    usp.set('a', 'x y+z');
    usp.set('c', '\u20ac');
    expect(u.query).toBe(usp.toString());
  });
});

describe('appendQueryParam (URLSearchParams append)', () => {
  it.each([
    ['https://a/?tag=x', 'tag', 'y', 'https://a/?tag=x&tag=y'],
    ['https://a/', 'tag', 'y', 'https://a/?tag=y'],
    ['https://a/?', 'tag', 'y', 'https://a/?tag=y'],
    ['https://a/?x=%7e', 'q', 'a b', 'https://a/?x=%7e&q=a+b'],
    ['mailto:x@example.com', 'subject', 'a b', 'mailto:x@example.com?subject=a%20b'],
  ] as const)('%s + %s=%s', (uri, key, value, want) => {
    expect(appendQueryParam(uri, key, value).toString()).toBe(want);
  });
  it("';' as separator", () => {
    expect(appendQueryParam('https://a/?x=1', 'y', 2, { separator: ';' }).toString()).toBe('https://a/?x=1;y=2');
  });
});

describe('deleteQueryParam (URLSearchParams delete)', () => {
  it.each([
    ['https://a/?utm_source=x&id=%7E1', 'utm_source', 'https://a/?id=%7E1'],
    ['https://a/?a=1&x=2&b&x&c=%2a', 'x', 'https://a/?a=1&b&c=%2a'],
    ['https://a/?x=1&x=2', 'x', 'https://a/'],
    ['https://a/?x=1#f', 'x', 'https://a/#f'],
    ['https://a/?a&&x', 'x', 'https://a/?a&'],
    ['https://a/?a+b=1&c=2', 'a b', 'https://a/?c=2'],
  ] as const)('%s - %s', (uri, key, want) => {
    expect(deleteQueryParam(uri, key).toString()).toBe(want);
  });
  it('gives the same Uri when no pair has the key', () => {
    for (const s of ['https://a/', 'https://a/?', 'https://a/?y=1']) {
      const u = parse(s);
      expect(deleteQueryParam(u, 'x')).toBe(u);
    }
  });
  it('keeps the other pairs exactly as parseQuery reads them', () => {
    const q = 'k=%41&x=1&K=%c3%a9&&x&z=%7e';
    const out = deleteQueryParam('http://h/?' + q, 'x', { mode: 'rfc3986' }).query!;
    expect(parseQuery(out).map((p) => p.rawKey + '=' + p.rawValue)).toEqual(
      parseQuery(q).filter((p) => p.key !== 'x').map((p) => p.rawKey + '=' + p.rawValue),
    );
  });
});

describe('linear on long queries', () => {
  it('100 000 pairs: set, delete and getAll finish and keep every other pair', () => {
    const n = 100_000;
    const q = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'x=' + i : 'k%20' + i + '=v')).join('&');
    const u = parse('https://h/?' + q);
    expect(getQueryParams(u, 'x')).toHaveLength(n / 2);
    const d = deleteQueryParam(u, 'x');
    expect(d.query!.split('&')).toHaveLength(n / 2);
    expect(setQueryParam(u, 'x', 'y').query!.split('&')).toHaveLength(n / 2 + 1);
  });
});

describe('errors name the function, the argument and the fix', () => {
  it.each([
    ['key not a string', () => getQueryParam('https://a/', 1 as never), /getQueryParam: the key must be a string, got number 1/],
    ['unknown option', () => setQueryParam('https://a/', 'k', 'v', { iri: true } as never), /setQueryParam: unknown option "iri"; expected mode or separator/],
    ['bad mode', () => deleteQueryParam('https://a/', 'k', { mode: 'html' } as never), /deleteQueryParam: options\.mode must be 'rfc3986' or 'form'/],
    ['undefined value', () => setQueryParam('https://a/', 'k', undefined as never), /setQueryParam: the value must be .* \(to remove the parameter, use deleteQueryParam\)/],
    ['NaN', () => appendQueryParam('https://a/', 'k', Number.NaN), /appendQueryParam: the value must be a string, a finite number/],
    ['object', () => appendQueryParam('https://a/', 'k', {} as never), /appendQueryParam: the value must be/],
    ['not a URI', () => hasQueryParam(42 as never, 'k'), /hasQueryParam: the URI must be a string or a Uri/],
  ])('%s', (_name, fn, message) => {
    const e = expectUriError(fn, 'invalid-argument', 0);
    expect(e.message).toMatch(message);
  });
  it('a string that is no URI: its parse error', () => {
    expectUriError(() => getQueryParam('http://a b/', 'k'), 'invalid-host-char', 8);
  });
  it('a lone surrogate: its index in the key or value', () => {
    expectUriError(() => setQueryParam('https://a/', 'k', 'ab\ud800'), 'lone-surrogate', 2);
    expectUriError(() => appendQueryParam('https://a/', 'k\udc00', 'v'), 'lone-surrogate', 1);
  });
});

describe('build with query pairs: each key and value encoded once', () => {
  it('a record or pairs, in the mode of the scheme (the JSDoc examples)', () => {
    expect(build({ scheme: 'https', host: 'example.com', query: { q: 'x y&z', page: 2 } }).toString()).toBe('https://example.com?q=x+y%26z&page=2');
    expect(build({ scheme: 'urn', path: 'example:a', query: [{ key: 'q', value: 'x y&z' }, { key: 'flag' }] }).toString()).toBe('urn:example:a?q=x%20y%26z&flag');
    expect(appendQueryParam('urn:example:a', 'n', 1).toString()).toBe('urn:example:a?n=1');
  });
  it('no double encoding: a value holding "%20" or "&" reads back as itself', () => {
    const u = build({ scheme: 'https', host: 'a', path: '/s', query: { q: '100%20 & more', t: true, none: undefined, bare: null } });
    expect(u.toString()).toBe('https://a/s?q=100%2520+%26+more&t=true&bare');
    expect(getQueryParam(u, 'q')).toBe('100%20 & more');
    expect(hasQueryParam(u, 'none')).toBe(false);
    // a string query is one text, encoded whole: '&' stays a separator there
    expect(build({ scheme: 'https', host: 'a', query: 'q=x y&z' }).query).toBe('q=x%20y&z');
  });
  it('agrees with URLSearchParams for http(s)', () => {
    const record = { q: 'caf\u00e9 & cr\u00e8me', n: '1+1', e: '' };
    expect(build({ scheme: 'https', host: 'a', query: record }).query).toBe(new URLSearchParams(record).toString());
  });
  it('bad pairs are invalid-argument', () => {
    expectUriError(() => build({ scheme: 'https', host: 'a', query: { q: Number.NaN } }), 'invalid-argument', 0);
    expectUriError(() => build({ scheme: 'https', host: 'a', query: 5 as never }), 'invalid-argument', 0);
    expectUriError(() => build({ scheme: 'https', host: 'a', query: [{ key: 1 }] as never }), 'invalid-argument', 0);
  });
});

describe('buildQuery and build refuse objects that are not records, rather than building "" in silence', () => {
  it.each([
    ['a URLSearchParams', new URLSearchParams('a=1'), /plain object, got .* \(for a URLSearchParams, pass fromURLSearchParams\(params\)\)/],
    ['a Map', new Map([['a', '1']]), /\(for a Map, pass Object\.fromEntries\(map\)\)/],
    ['a Date', new Date(0), /must be an array of pairs or a plain object/],
  ])('%s', (_name, value, message) => {
    expect(expectUriError(() => buildQuery(value as never), 'invalid-argument', 0).message).toMatch(message);
    expect(expectUriError(() => build({ scheme: 'https', host: 'a', query: value as never }), 'invalid-argument', 0).message).toMatch(message);
  });
  it('a record without a prototype is a record', () => {
    const rec = Object.assign(Object.create(null) as Record<string, string>, { a: '1' });
    expect(buildQuery(rec)).toBe('a=1');
  });
});

// UriInput (src/uri.ts): every parameter function takes a WHATWG URL object where it takes a string
// or a Uri, read through its href; Node's URL and whatwg-url's alike.
const { URL: WhatwgUrl } = createRequire(import.meta.url)('whatwg-url') as { URL: typeof URL };

describe.each([
  ['Node URL', (s: string) => new URL(s)],
  ['whatwg-url URL', (s: string) => new WhatwgUrl(s)],
] as const)('a URL object (%s) as the URI of the parameter functions', (_name, url) => {
  const HREF = 'https://example.com/s?q=a+b&tag=x&tag=y&id=%7E1';
  it('reads as its href does', () => {
    expect(defaultQueryMode(url(HREF))).toBe('form');
    expect(defaultQueryMode(url('ftp://example.com/?q=a+b'))).toBe('rfc3986');
    expect(getQueryParam(url(HREF), 'q')).toBe('a b');
    expect(getQueryParams(url(HREF), 'tag')).toEqual(['x', 'y']);
    expect(hasQueryParam(url(HREF), 'id')).toBe(true);
    expect(hasQueryParam(url(HREF), 'nope')).toBe(false);
  });
  it('writes a new Uri from its href, every other pair kept byte for byte', () => {
    expect(setQueryParam(url(HREF), 'q', 'c d').toString()).toBe('https://example.com/s?q=c+d&tag=x&tag=y&id=%7E1');
    expect(appendQueryParam(url(HREF), 'n', 1).toString()).toBe(HREF + '&n=1');
    expect(deleteQueryParam(url(HREF), 'tag').toString()).toBe('https://example.com/s?q=a+b&id=%7E1');
    // the same Uri as the href would give: nothing named 'x' to delete
    expect(deleteQueryParam(url(HREF), 'x').toString()).toBe(HREF);
  });
  it('an href that RFC 3986 refuses throws as that string would', () => {
    const u = url('http://a/?q=|');
    expectUriError(() => getQueryParam(u, 'q'), 'invalid-query-char', 12);
    expectUriError(() => setQueryParam(u, 'q', 'x'), 'invalid-query-char', 12);
  });
  it('an object that is not a URL is refused, whatever its shape', () => {
    const e = expectUriError(() => getQueryParam({ href: HREF } as never, 'q'), 'invalid-argument', 0);
    expect(e.message).toMatch(/getQueryParam: the URI must be a string or a Uri, got .* that is not a URL/);
  });
});
