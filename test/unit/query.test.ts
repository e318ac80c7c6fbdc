/** RFC 3986 §3.4 — query strings: parseQuery, buildQuery, stringifyQuery, queryToObject, the URLSearchParams bridge. */
import { describe, expect, it } from 'vitest';
import {
  type QueryOptions, type QueryPair, buildQuery, fromURLSearchParams, parseQuery, queryToMap, queryToObject,
  stringifyQuery, toURLSearchParams,
} from '../../src/query/index.js';
import { createRequire } from 'node:module';
import { parse } from '../../src/uri.js';
import type { UriErrorCode } from '../../src/errors.js';
import { expectUriError } from '../helpers/expect.js';

/** A parsed pair; raw text defaults to the decoded text. */
function pair(key: string, value: string | undefined, rawKey = key, rawValue = value): QueryPair {
  return { key, value, rawKey, rawValue };
}

/** [query, the pairs it parses to] */
type Row = [string, QueryPair[]];

/** One test per row: parses to the pairs, and stringify gives the query back. */
function passes(rows: Row[], options?: QueryOptions): void {
  it.each(rows)('%j', (q, want) => {
    const got = parseQuery(q, options);
    expect(got).toEqual(want);
    expect(stringifyQuery(got, options)).toBe(q);
  });
}

/** One test per row: parseQuery fails with this code at this index (in the query text). */
function fails(rows: [string, UriErrorCode, number][], options?: QueryOptions): void {
  it.each(rows)('%j -> %s at %i', (q, code, index) => {
    const e = expectUriError(() => parseQuery(q, options), code, index);
    expect(e.input).toBe(q);
  });
}

describe('seed 000 (RFC 3986 §3.4 summary): the query examples', () => {
  passes([
    ['key=value', [pair('key', 'value')]],
    ['name=John&age=30', [pair('name', 'John'), pair('age', '30')]],
    // rfc3986 mode: '+' is a plus sign
    ['search=hello+world', [pair('search', 'hello+world')]],
    ['q=%E4%BD%A0%E5%A5%BD', [pair('q', '\u4f60\u597d', 'q', '%E4%BD%A0%E5%A5%BD')]],
    // '?filter[]=a&filter[]=b' written as RFC 3986 allows: brackets are gen-delims outside a query's set
    ['filter%5B%5D=a&filter%5B%5D=b', [pair('filter[]', 'a', 'filter%5B%5D'), pair('filter[]', 'b', 'filter%5B%5D')]],
  ]);
  // '?filter[]=a' as the seed writes it is not a valid RFC 3986 query: '[' is not pchar, '/' or '?'
  fails([
    ['filter[]=a&filter[]=b', 'invalid-query-char', 6],
  ]);
  it('a Uri is accepted: its query is read', () => {
    const uri = parse('https://example.com/path/to/page?key=value#section');
    expect(parseQuery(uri)).toEqual([pair('key', 'value')]);
    expect(parseQuery(parse('https://example.com/'))).toEqual([]);
    expect(parseQuery(parse('https://example.com/?'))).toEqual([]);
  });
});

describe('seed 001 (W3C, "Query strings"): "the plus sign is reserved as shorthand notation for a space"', () => {
  passes([
    ['search=hello+world', [pair('search', 'hello world', 'search', 'hello+world')]],
    // "real plus signs must be encoded"
    ['sum=1%2B1', [pair('sum', '1+1', 'sum', '1%2B1')]],
    ['a+b=c+d', [pair('a b', 'c d', 'a+b', 'c+d')]],
    // '+' becomes a space first, then percent-decoding: %2B stays a plus (java.net.URLDecoder)
    ['x=%2B+%20', [pair('x', '+  ', 'x', '%2B+%20')]],
  ], { mode: 'form' });
  it('buildQuery in form mode writes a space as + and + as %2B', () => {
    expect(buildQuery({ search: 'hello world', sum: '1+1' }, { mode: 'form' })).toBe('search=hello+world&sum=1%2B1');
  });
  // Example 3: '%*' and '%as' are illegal
  fails([
    ['a=%*', 'invalid-percent-encoding', 2],
    ['x&news=12345667123%asdghfh', 'invalid-percent-encoding', 18],
  ]);
  fails([['a=%*', 'invalid-percent-encoding', 2]], { mode: 'form' });
});

describe('RFC 3986 §3.4: the query holds pchar, "/" and "?"; "?" and "/" are data', () => {
  passes([
    // §3.4: "...it is sometimes better for usability to avoid percent-encoding those characters"
    ['objectClass?one', [pair('objectClass?one', undefined)]],
    ['redirect=/a/b?c=d', [pair('redirect', '/a/b?c=d')]],
    ['at=user@host:80', [pair('at', 'user@host:80')]],
    ["s=!$'()*,", [pair('s', "!$'()*,")]],
  ]);
  fails([
    ['a=b c', 'invalid-query-char', 3],
    ['a=b#c', 'invalid-query-char', 3],
    ['a="b"', 'invalid-query-char', 2],
    ['a=\u00e9', 'invalid-query-char', 2],
    ['a=%', 'invalid-percent-encoding', 2],
    ['a=%4', 'invalid-percent-encoding', 2],
  ]);
});

describe('pair structure: duplicates, keys without "=", empty keys and values, empty pairs (urikit)', () => {
  passes([
    ['', []],
    ['a', [pair('a', undefined)]],
    ['a=', [pair('a', '')]],
    ['=b', [pair('', 'b')]],
    ['=', [pair('', '')]],
    ['a=b=c', [pair('a', 'b=c')]],
    ['a=1&a=2&a', [pair('a', '1'), pair('a', '2'), pair('a', undefined)]],
    // the empty text between separators is the pair { key: '', value: undefined }
    ['&', [pair('', undefined), pair('', undefined)]],
    ['a&&b', [pair('a', undefined), pair('', undefined), pair('b', undefined)]],
    ['a&', [pair('a', undefined), pair('', undefined)]],
    ['&a=1', [pair('', undefined), pair('a', '1')]],
    ['a=1;b=2', [pair('a', '1;b=2')]],
  ]);
  describe("separator ';'", () => {
    passes([
      ['a=1;b=2', [pair('a', '1'), pair('b', '2')]],
      ['a=1&b=2;c', [pair('a', '1&b=2'), pair('c', undefined)]],
    ], { separator: ';' });
    it('buildQuery encodes ";" in keys and values', () => {
      expect(buildQuery([{ key: 'a;b', value: 'c;d&' }], { separator: ';' })).toBe('a%3Bb=c%3Bd%26');
      expect(buildQuery([{ key: 'a', value: '1' }, { key: 'b' }], { separator: ';' })).toBe('a=1;b');
      expect(buildQuery([{ key: 'a;', value: ' ' }], { separator: ';', mode: 'form' })).toBe('a%3B=+');
    });
  });
});

describe('RFC 3986 §2.5, RFC 3629: decoding errors carry the index in the whole query', () => {
  fails([
    ['a=1&b=%E4%BD', 'invalid-utf8', 6],
    ['a=1&b%FF=2', 'invalid-utf8', 5],
    ['a=1&b=x%C0%80', 'invalid-utf8', 7],
    ['k=v&k=%ED%A0%80', 'invalid-utf8', 6],
  ]);
  fails([['a=1&b+c=+%E4%BD', 'invalid-utf8', 9]], { mode: 'form' });
});

describe('buildQuery: rfc3986 mode uses encode(x, "queryKey") / encode(x, "queryValue")', () => {
  it.each([
    [[{ key: 'a', value: 'b' }], 'a=b'],
    [[{ key: 'a=b', value: 'c=d' }], 'a%3Db=c=d'],
    [[{ key: 'a&b', value: 'c&d' }], 'a%26b=c%26d'],
    [[{ key: 'a+b', value: '1+1' }], 'a%2Bb=1%2B1'],
    [[{ key: '100%', value: 'a b' }], '100%25=a%20b'],
    [[{ key: 'filter[]', value: 'a' }], 'filter%5B%5D=a'],
    [[{ key: 'q', value: '\u4f60\u597d' }], 'q=%E4%BD%A0%E5%A5%BD'],
    [[{ key: 'q', value: '\ud83d\ude00' }], 'q=%F0%9F%98%80'],
    [[{ key: 'p', value: '/a?b:c@d' }], 'p=/a?b:c@d'],
    [[{ key: 'flag' }, { key: 'e', value: '' }, { key: '', value: undefined }], 'flag&e=&'],
    [[], ''],
  ] as const)('%j -> %s', (pairs, want) => {
    expect(buildQuery(pairs)).toBe(want);
  });
  it('from an object: arrays give repeated keys, null a key without "=", undefined no pair', () => {
    expect(buildQuery({ q: 'a b', tag: ['x', 'y'], flag: null, gone: undefined })).toBe('q=a%20b&tag=x&tag=y&flag');
    expect(buildQuery({ a: [], b: ['1', undefined, null] })).toBe('b=1&b');
  });
  it('ignores raw text (stringifyQuery keeps it)', () => {
    const pairs = parseQuery('a=%7e');
    expect(buildQuery(pairs)).toBe('a=~');
    expect(stringifyQuery(pairs)).toBe('a=%7e');
  });
  it('errors: lone surrogate (index in the value), bad arguments', () => {
    expectUriError(() => buildQuery([{ key: 'k', value: 'ab\ud800' }]), 'lone-surrogate', 2);
    expectUriError(() => buildQuery([{ key: 'k', value: 'ab\udc00' }], { mode: 'form' }), 'lone-surrogate', 2);
    expectUriError(() => buildQuery('a=b' as never), 'invalid-argument', 0);
    expectUriError(() => buildQuery([{ key: 1 }] as never), 'invalid-argument', 0);
    expectUriError(() => buildQuery([{ key: 'a', value: Number.NaN }]), 'invalid-argument', 0);
    expectUriError(() => buildQuery({ a: Infinity }), 'invalid-argument', 0);
    expectUriError(() => buildQuery({ a: {} } as never), 'invalid-argument', 0);
    expectUriError(() => buildQuery({ a: [1n] } as never), 'invalid-argument', 0);
    expectUriError(() => buildQuery([], { mode: 'x' } as never), 'invalid-argument', 0);
    expectUriError(() => buildQuery([], { separator: ',' } as never), 'invalid-argument', 0);
  });
});

describe('stringifyQuery: raw text is kept only while it is right', () => {
  it('a changed value is re-encoded, never written stale', () => {
    const [p] = parseQuery('a=%41%42');
    expect(stringifyQuery([{ ...p!, value: 'x y' }])).toBe('a=x%20y');
    expect(stringifyQuery([{ ...p!, value: 'AB' }])).toBe('a=%41%42');
  });
  it('raw text parsed in form mode is re-encoded when written in rfc3986 mode', () => {
    const pairs = parseQuery('q=a+b', { mode: 'form' });
    expect(stringifyQuery(pairs, { mode: 'form' })).toBe('q=a+b');
    expect(stringifyQuery(pairs)).toBe('q=a%20b');
  });
  it('invalid raw text is not trusted', () => {
    expect(stringifyQuery([{ key: 'a b', rawKey: 'a b' }])).toBe('a%20b');
    expect(stringifyQuery([{ key: 'a&b', value: 'c', rawKey: 'a&b', rawValue: 'c' }])).toBe('a%26b=c');
    expect(stringifyQuery([{ key: 'a=b', rawKey: 'a=b' }])).toBe('a%3Db');
    expect(stringifyQuery([{ key: '\ufffd', rawKey: '%FF' }])).toBe('%EF%BF%BD');
    expect(stringifyQuery([{ key: 'k', value: 'v', rawKey: 'k' }])).toBe('k=v');
  });
  it('rejects what is not an array of pairs', () => {
    expectUriError(() => stringifyQuery('a' as never), 'invalid-argument', 0);
    expectUriError(() => stringifyQuery([null] as never), 'invalid-argument', 0);
  });
});

describe('parseQuery: arguments', () => {
  it.each([
    [() => parseQuery(1 as never)],
    [() => parseQuery(null as never)],
    [() => parseQuery({} as never)],
    [() => parseQuery('a', { mode: 'RFC3986' } as never)],
    [() => parseQuery('a', 'form' as never)],
    [() => parseQuery('a', { iri: 'yes' } as never)],
  ])('%s', (fn) => {
    expectUriError(fn, 'invalid-argument', 0);
  });
  it('an object that is not a URL is refused, whatever its shape (a URL object is read through its href)', () => {
    const e = expectUriError(() => parseQuery({ href: 'http://a/?q=1', search: '?q=1' } as never), 'invalid-argument', 0);
    expect(e.message).toMatch(/parseQuery: the query must be a string or a Uri, got .* that is not a URL/);
  });
  it('returns new pairs on each call', () => {
    const a = parseQuery('a=1');
    const b = parseQuery('a=1');
    expect(a).not.toBe(b);
    expect(a[0]).not.toBe(b[0]);
  });
});

describe('RFC 3987 §2.2 iquery: non-ASCII with { iri: true }', () => {
  passes([
    ['q=\u4f60\u597d', [pair('q', '\u4f60\u597d')]],
    ['q=\ue000', [pair('q', '\ue000')]], // iprivate is allowed in iquery
  ], { iri: true });
  fails([
    ['q=\ud800', 'invalid-query-char', 2],
    ['q=\u200e', 'invalid-query-char', 2], // LRM: RFC 3987 §4.1
    ['q= ', 'invalid-query-char', 2],
  ], { iri: true });
  it('an IRI parsed with { iri: true }', () => {
    const iri = parse('http://example.com/?q=\u4f60\u597d', { iri: true });
    expect(parseQuery(iri, { iri: true })).toEqual([pair('q', '\u4f60\u597d')]);
    expectUriError(() => parseQuery(iri), 'invalid-query-char', 2);
  });
});

describe('queryToObject: safe with hostile keys (prototype pollution)', () => {
  it("'__proto__[x]=1&__proto__=2&constructor[prototype][y]=3' stays own data", () => {
    const q = '__proto__%5Bx%5D=1&__proto__=2&constructor%5Bprototype%5D%5By%5D=3';
    const o = queryToObject(q);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).y).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('x');
    expect(Object.getPrototypeOf(o)).toBeNull();
    expect(Object.keys(o)).toEqual(['__proto__[x]', '__proto__', 'constructor[prototype][y]']);
    expect(Object.getOwnPropertyDescriptor(o, '__proto__')).toEqual({ value: '2', writable: true, enumerable: true, configurable: true });
    expect(o['constructor[prototype][y]']).toBe('3');
    // the same in form mode and from pairs
    expect(Object.keys(queryToObject(q, { mode: 'form' }))).toHaveLength(3);
    expect(queryToObject(parseQuery(q))['__proto__']).toBe('2');
  });
  it('keys that name Object.prototype members are plain own values', () => {
    const o = queryToObject('constructor=a&toString=b&hasOwnProperty=c&valueOf&__proto__=d&__proto__=e');
    expect(o.constructor).toBe('a');
    expect(o.toString).toBe('b');
    expect(o.hasOwnProperty).toBe('c');
    expect('valueOf' in o).toBe(true);
    expect(o.valueOf).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(o, '__proto__')?.value).toEqual(['d', 'e']);
    expect(Object.getPrototypeOf(o)).toBeNull();
    expect(typeof Object.prototype.toString).toBe('function');
    expect(({} as Record<string, unknown>).d).toBeUndefined();
  });
  it('a key never asked about is absent (no inherited members)', () => {
    const o = queryToObject('a=1');
    expect(o.toString).toBeUndefined();
    expect('constructor' in o).toBe(false);
  });
  it('repeated keys become arrays in order; a key without "=" is undefined', () => {
    const o = queryToObject('a=1&b&a=2&a&c=');
    expect({ ...o }).toEqual({ a: ['1', '2', undefined], b: undefined, c: '' });
    // buildQuery leaves undefined out of a record (keys without '=' survive only as pairs)
    expect(buildQuery(o)).toBe('a=1&a=2&c=');
    expect(buildQuery(parseQuery('a=1&b&a=2&a&c='))).toBe('a=1&b&a=2&a&c=');
  });
  it('queryToMap: every key to all its values', () => {
    const m = queryToMap('a=1&__proto__=x&a&b=%20');
    expect([...m]).toEqual([['a', ['1', undefined]], ['__proto__', ['x']], ['b', [' ']]]);
    expect(queryToMap([{ key: 'k', value: 'v' }]).get('k')).toEqual(['v']);
    expectUriError(() => queryToMap('a b'), 'invalid-query-char', 1);
    expectUriError(() => queryToObject([{ key: 2 }] as never), 'invalid-argument', 0);
  });
});

describe('URLSearchParams bridge (WHATWG URL §6: application/x-www-form-urlencoded)', () => {
  it('toURLSearchParams appends every pair in order; a key without "=" gets ""', () => {
    const p = toURLSearchParams(parseQuery('a=1&b&a=2&c=x%20y'));
    expect(p).toBeInstanceOf(URLSearchParams);
    const usp = p as unknown as URLSearchParams;
    expect([...usp]).toEqual([['a', '1'], ['b', ''], ['a', '2'], ['c', 'x y']]);
    expect(usp.toString()).toBe('a=1&b=&a=2&c=x+y');
  });
  it('toURLSearchParams into a given target keeps its type', () => {
    const target = new URLSearchParams('z=0');
    const p: URLSearchParams = toURLSearchParams([{ key: 'k', value: 'v' }], target);
    expect(p).toBe(target);
    expect(p.toString()).toBe('z=0&k=v');
  });
  it('fromURLSearchParams: form semantics, raw text is what toString writes', () => {
    const usp = new URLSearchParams('q=a+b&x=%2B&e=&k');
    const pairs = fromURLSearchParams(usp);
    expect(pairs).toEqual([pair('q', 'a b', 'q', 'a+b'), pair('x', '+', 'x', '%2B'), pair('e', ''), pair('k', '')]);
    expect(stringifyQuery(pairs, { mode: 'form' })).toBe(usp.toString());
  });
  it('form-mode buildQuery writes exactly what URLSearchParams writes', () => {
    const pairs = [
      { key: 'a b', value: "~!*'()-._" },
      { key: '\u4f60&=', value: '+/?:@#[]%\ud83d\ude00' },
    ];
    const usp = new URLSearchParams(pairs.map((p) => [p.key, p.value]));
    expect(buildQuery(pairs, { mode: 'form' })).toBe(usp.toString());
    // and parse in form mode reads what URLSearchParams writes
    expect(parseQuery(usp.toString(), { mode: 'form' }).map((p) => [p.key, p.value])).toEqual([...usp]);
  });
  it('rejects what is not a URLSearchParams', () => {
    expectUriError(() => fromURLSearchParams({} as never), 'invalid-argument', 0);
    expectUriError(() => toURLSearchParams('a' as never), 'invalid-argument', 0);
    expectUriError(() => toURLSearchParams([], {} as never), 'invalid-argument', 0);
  });
});

describe('the JSDoc @example lines', () => {
  it('run as written', () => {
    expect(parseQuery('name=John&age=30').map((p) => [p.key, p.value])).toEqual([['name', 'John'], ['age', '30']]);
    expect(parseQuery('search=hello+world', { mode: 'form' })[0]!.value).toBe('hello world');
    expect(buildQuery([{ key: 'q', value: 'a+b c' }], { mode: 'form' })).toBe('q=a%2Bb+c');
    expect(stringifyQuery(parseQuery('a=%7e&b'))).toBe('a=%7e&b');
    const o = queryToObject('a=1&a=2&__proto__=x');
    expect(o.a).toEqual(['1', '2']);
    expect(Object.getOwnPropertyDescriptor(o, '__proto__')?.value).toBe('x');
    expect(queryToMap('a=1&b&a=2').get('a')).toEqual(['1', '2']);
    expect(toURLSearchParams(parseQuery('a=1&b')).toString()).toBe('a=1&b=');
    expect(fromURLSearchParams(new URLSearchParams('q=a+b'))[0]).toEqual(pair('q', 'a b', 'q', 'a+b'));
  });
});

// Linear time on this input is counted by test/adversarial/linear.test.ts (bench/linear-cases.mjs)
// and timed by `npm run bench:linear`.
describe('long query strings', () => {
  it('many pairs with one "=" at the end', () => {
    const q = 'a&'.repeat(200_000) + '=';
    const pairs = parseQuery(q);
    expect(pairs).toHaveLength(200_001);
    expect(stringifyQuery(pairs)).toBe(q);
  });

  // A query of 1024 pairs or more shares its repeated short texts (PartReader in src/query/query.ts);
  // a query of fewer does not. The two paths must agree: each piece parsed alone (a short query) gives
  // the pairs the long query gives for it. The pieces repeat (shared texts), differ (so that texts
  // meet in the same slot of the cache), hold escapes and '+', and are of every length around the
  // cache's limits (1, 2, 12 and 13 code units).
  const FRAGMENTS = ['%41', 'x+y', 'caf%C3%A9', '', 'ab', 'abcdefghijkl', 'abcdefghijklm', '%2B+%20', 'a%3Db', 'e%CC%81'];
  function pieces(count: number, sep: string, iri: boolean): string[] {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const key = i % 7 === 0 ? `k${i}` : FRAGMENTS[i % FRAGMENTS.length]!;
      // with iri, some values are iquery text: non-ASCII as written (RFC 3987 ucschar)
      const value = iri && i % 17 === 0 ? `caf\u00e9${i % 3}` : i % 5 === 0 ? `v${i % 300}` : FRAGMENTS[(i * 3) % FRAGMENTS.length]!;
      out.push(i % 11 === 0 ? key : i % 13 === 0 ? `${key}=${value}=${sep === '&' ? ';' : '&'}` : `${key}=${value}`);
    }
    return out;
  }
  describe.each([
    ['rfc3986 &', {}],
    ['form &', { mode: 'form' }],
    ['rfc3986 ;', { separator: ';' }],
    ['form ;', { mode: 'form', separator: ';' }],
    ['iri &', { iri: true }],
  ] as [string, QueryOptions][])('%s: a long query reads as its pieces read one by one', (_name, options) => {
    const sep = options.separator ?? '&';
    it.each([1023, 1024, 3000])('%i pairs', (count) => {
      const list = pieces(count, sep, options.iri === true);
      const want = list.flatMap((piece) => (piece === '' ? [pair('', undefined)] : parseQuery(piece, options)));
      const q = list.join(sep);
      const got = parseQuery(q, options);
      expect(got).toHaveLength(count);
      expect(got).toEqual(want);
      expect(stringifyQuery(got, options)).toBe(q);
    });
  });
  it('a decoding error late in a long query has its index in the whole query', () => {
    const head = 'a=%41&b=x+y&'.repeat(1000);
    expectUriError(() => parseQuery(head + 'c=%C3'), 'invalid-utf8', head.length + 2);
    expectUriError(() => parseQuery(head + 'a=%41%FF', { mode: 'form' }), 'invalid-utf8', head.length + 5);
    expectUriError(() => parseQuery(head + '%C3%A9%E4=1'), 'invalid-utf8', head.length + 6);
  });
});

// UriInput (src/uri.ts): a WHATWG URL object is accepted wherever a Uri is, read through its href
// parsed as a URI reference; Node's URL and whatwg-url's alike (both tag themselves '[object URL]').
const { URL: WhatwgUrl } = createRequire(import.meta.url)('whatwg-url') as { URL: typeof URL };

describe.each([
  ['Node URL', (s: string) => new URL(s)],
  ['whatwg-url URL', (s: string) => new WhatwgUrl(s)],
] as const)('a URL object (%s) as the query of parseQuery, queryToObject, queryToMap', (_name, url) => {
  const HREF = 'https://example.com/s?q=caf%C3%A9+au+lait&tag=x&flag&tag=y#top';
  it('reads the query of its href, as of the same text parsed', () => {
    expect(parseQuery(url(HREF))).toEqual(parseQuery(parse(HREF)));
    expect(parseQuery(url(HREF), { mode: 'form' })[0]).toEqual(pair('q', 'caf\u00e9 au lait', 'q', 'caf%C3%A9+au+lait'));
    expect({ ...queryToObject(url(HREF)) }).toEqual({ q: 'caf\u00e9+au+lait', tag: ['x', 'y'], flag: undefined });
    expect([...queryToMap(url(HREF))]).toEqual([...queryToMap(parse(HREF))]);
  });
  it('no query, or an empty one: no pairs', () => {
    expect(parseQuery(url('https://example.com/'))).toEqual([]);
    expect(parseQuery(url('https://example.com/?'))).toEqual([]);
  });
  it('an href that RFC 3986 refuses throws as that string would: the code and index in the href', () => {
    // WHATWG leaves '|' in a query; RFC 3986 does not allow it
    const u = url('http://a/?q=|');
    expect(u.href).toBe('http://a/?q=|');
    const e = expectUriError(() => parseQuery(u), 'invalid-query-char', 12);
    expect(e.input).toBe('http://a/?q=|');
    expectUriError(() => queryToObject(u), 'invalid-query-char', 12);
  });
});
