/**
 * urikit/compat: resolve's fast path (resolveFast in src/compat/resolve.ts: the core's resolve, where
 * it is provably compat's result) against the general path (resolveRead: compat's own readings),
 * on every pair it is given: RFC 3986 §5.4's examples, the bench's base/reference pairs
 * (bench/data/relative.txt), the corpus (bench/data/urls.txt) as bases and as references, and
 * generated pairs built to hit every step where compat's reading rewrites what it reads (upper-case
 * scheme and host, escapes of unreserved characters, lower-case hex, IP literals, ports with leading
 * zeros or above 65535, empty components, dot-segments, 'xn--' labels and numeric last labels, IRI
 * characters, the scheme handlers). Wherever the fast path answers, its answer must be the general
 * path's; and the public resolve must give what the general path gives, or throw what it throws.
 * Also isPlainLowerHost (host.ts), the glance that parse and the fast path take at a host the
 * parser saw in lower case, against domainShape, which reads every character.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMES, resolve } from '../../src/compat/index.js';
import { DOMAIN_PLAIN, domainShape, isPlainLowerHost } from '../../src/compat/host.js';
import { resolveFast, resolveRead } from '../../src/compat/resolve.js';
import { UriError } from '../../src/errors.js';
import { uriReference } from '../property/abnf.js';
import { generatedReference } from '../helpers/reference.js';

/** What a call gives: its result, or the code of the UriError it throws. */
function outcome(fn: () => string): string {
  try {
    return 'value: ' + fn();
  } catch (error) {
    if (!(error instanceof UriError)) throw error;
    return 'error: ' + error.code;
  }
}

/** The pairs the fast path answered, out of those checked. */
interface Tally {
  fast: number;
  all: number;
}

/** Checks one pair: the fast path (when it answers) and the public resolve against resolveRead. */
function check(base: string, reference: string, tally?: Tally): void {
  const slow = outcome(() => resolveRead(base, reference));
  const fast = resolveFast(base, reference);
  const pair = `${JSON.stringify(base)} + ${JSON.stringify(reference)}`;
  if (fast !== undefined) {
    // (compared first, so that the many passing pairs cost no expect())
    if ('value: ' + fast !== slow) expect('value: ' + fast, `fast path: ${pair}`).toBe(slow);
    if (tally) tally.fast++;
  }
  if (tally) tally.all++;
  const got = outcome(() => resolve(base, reference));
  if (got !== slow) expect(got, `resolve: ${pair}`).toBe(slow);
}

function lines(name: string): string[] {
  const file = fileURLToPath(new URL(`../../bench/data/${name}`, import.meta.url));
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.length > 0);
}

const RFC_BASE = 'http://a/b/c/d;p?q';
// RFC 3986 §5.4.1 normal examples and §5.4.2 abnormal examples, the references verbatim
const RFC_REFERENCES = [
  'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './', '..', '../',
  '../g', '../..', '../../', '../../g',
  '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y',
  'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g',
];

describe('compat.resolve: the fast path gives what the general path gives', () => {
  afterEach(() => {
    delete SCHEMES['foo'];
    delete SCHEMES['null'];
  });

  it('on RFC 3986 §5.4.1 and §5.4.2 (all against the RFC\'s base, which the fast path takes)', () => {
    const tally = { fast: 0, all: 0 };
    for (const ref of RFC_REFERENCES) check(RFC_BASE, ref, tally);
    // the base reads as written and its path has no dot-segment: the fast path answers every row
    expect(tally.fast).toBe(RFC_REFERENCES.length);
  });

  it('on the bench\'s 5,000 base/reference pairs (bench/data/relative.txt), most of them by the fast path', () => {
    const tally = { fast: 0, all: 0 };
    for (const line of lines('relative.txt')) {
      const tab = line.indexOf('\t');
      check(line.slice(0, tab), line.slice(tab + 1), tally);
    }
    expect(tally.all).toBe(5000);
    // (the others hold an escape, an upper-case host, an 'xn--' label: compat rewrites those)
    expect(tally.fast).toBeGreaterThan(4900);
  });

  it('on the corpus (bench/data/urls.txt): each line as a reference, and as a base of §5.4\'s references', () => {
    const corpus = lines('urls.txt');
    const tally = { fast: 0, all: 0 };
    for (const line of corpus) check(RFC_BASE, line, tally);
    const refs = ['', '?y', 'g', '../g', '//g', 'g:h', '/./g'];
    for (const line of corpus) for (const ref of refs) check(line, ref, tally);
    expect(tally.fast).toBeGreaterThan(tally.all * 0.9);
  });

  it('on rows where compat rewrites what it reads (and the fast path must step aside)', () => {
    for (const [base, ref] of [
      ['HTTP://a/b', 'c'], ['http://A/b', 'c'], ['http://a/b', 'HTTP://x/y'], ['http://a/b', '//X/y'],
      ['http://a/%7eb', 'c'], ['http://a/b', '%7e'], ['http://a/b', '%7E'], ['http://a/b', '?%7e'], ['http://a/b', '#%7e'],
      ['http://a/b', 'c%2fd'], ['http://a/b', '%2e%2E/x'], ['http://a/b?%7e', 'c'], ['http://a/b#%7e', 'c'], ['http://u%7e@a/b', 'c'],
      ['http://[::1]/b', 'c'], ['http://[0:0::1]/b', 'c'], ['http://a/b', '//[V1.X]/y'], ['http://a/b', '//[fe80::1%25eth0]/y'],
      ['http://a:080/b', 'c'], ['http://a:0/b', 'c'], ['http://a:/b', 'c'], ['http://a:65535/b', 'c'], ['http://a:65536/b', 'c'],
      ['http://a:65536/b', '//x/y'], ['http://a:99999999999/b', 'http://x/'], ['http://a/b', '//x:00/y'], ['http://a/b', '//x:65536/y'],
      ['http://xn--nxasmq6b/b', 'c'], ['http://a.xn--nxasmq6b/b', 'c'], ['http://axn--b.com/b', 'c'], ['http://a.123/b', 'c'],
      ['http://1.2.3.4/b', 'c'], ['http://1.2.3.256/b', 'c'], ['http://a.0x1f/b', 'c'], ['http://a.0x/b', 'c'], ['http://a.com./b', 'c'],
      ['http://a.de/b', 'c'], ['http://a.b.c/b', 'c'], ['foo://1.2.3.256/b', 'c'], ['foo://xn--nxasmq6b/b', 'c'],
      ['http://a/b/../c', ''], ['http://a/b/../c', '#f'], ['http://a/b/../c', '?q'], ['http://a/b/./c/', 'd'], ['http://a/./', '..'],
      ['a:/.//x', ''], ['a:b/c', '..//x'], ['a:b', '/.//x'], ['a:', './/x'], ['a:/b/c', '../..//x'], ['mailto:a@b', 'c'],
      ['urn:a:b', 'c'], ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', '#x'], ['ws://a/b?c', 'd'], ['wss://a/b', '?x#y'],
      ['http://a/b', 'c d'], ['http://a/b', '\u00e9'], ['http://a/b', '//\u00e9.com/'], ['http://a/b', 'c\\d'], ['http://a/b', '//a\\b/'],
      ['//a/b', 'c'], ['/a/b', 'c'], ['a/b', '../c'], ['', ''], ['http://a/b', '%zz'], ['http://a/b%', 'c'],
      ['http://@a/b', 'c'], ['http://:80/b', 'c'], ['http:///b', 'c'], ['file:///a/b', '../c'], ['http://a', ''], ['http://a', 'b'],
    ]) check(base!, ref!);
  });

  it('on a base too long to be kept for the next call, and on references of many dot-segments', () => {
    const long = 'http://a' + '/segment'.repeat(200) + '/./x';
    for (const ref of ['', 'g', '../g', '?y', '#s', '//g', 'g:h']) check(long, ref);
    for (const ref of ['../'.repeat(1000) + 'g', 'x/../'.repeat(500) + 'g', './'.repeat(1000)]) check('http://a/b/c', ref);
    // (taken by the fast path all the same, but where the target keeps the base's path, dot-segment and all)
    expect(resolveFast(long, 'g')).toBe('http://a' + '/segment'.repeat(200) + '/g');
    expect(resolveFast(long, '')).toBeUndefined();
  });

  // generated pairs: each component plain (what the fast path takes) or drawn from values that probe
  // a step of compat's reading
  const plainOrNot = <T>(plain: fc.Arbitrary<T>, tricky: fc.Arbitrary<T>): fc.Arbitrary<T> =>
    fc.oneof({ weight: 12, arbitrary: plain }, { weight: 1, arbitrary: tricky });
  const scheme = plainOrNot(
    fc.constantFrom('http', 'https', 'ws', 'wss', 'foo', 'a+b.c-d', 'file', 'g'),
    fc.constantFrom('HTTP', 'Https', 'mailto', 'urn', 'Foo', 'WS'),
  );
  const host = plainOrNot(
    fc.constantFrom('a', 'example.com', 'www.example.org', 'localhost', '1.2.3.4', 'a.z', 'x.g', "a!$&'()*+,;=", 'a~b_c-d', ''),
    fc.oneof(
      fc.constantFrom(
        'EXAMPLE.com', 'xn--nxasmq6b', 'a.xn--nxasmq6b', 'axn--b.com', 'XN--nxasmq6b', '01.2.3.4', '1.2.3.256', '999', 'a.123', 'a.0x1f',
        'a.0X1F', 'a.0x', 'a.com.', 'a..', 'a%2eb', 'a%2Eb', '%41', 'a%40b', 'a%zz', '[::1]', '[2001:DB8::0001]', '[::ffff:1.2.3.4]',
        '[v1.x]', '[::1%25eth0]', 'de.de', 'x.x', 'a.f', 'ab\u00e9', 'a b', '\u00c9', 'a[b', '[::1',
      ),
      fc.string({ unit: fc.constantFrom('a', 'x', 'n', '-', '.', '0', '9', 'f', 'G', '%', '4', '1', '~'), maxLength: 10 }),
    ),
  );
  const port = plainOrNot(fc.constantFrom('', '0', '80', '443', '65535', '8080'), fc.constantFrom('00', '080', '65536', '99999', '123456', '1a'));
  const userinfo = plainOrNot(fc.constantFrom('', 'u', 'u:p', "!$&'()*+,;=:"), fc.constantFrom('U%41', '%7e', 'a@b', 'a b', '\u00e9'));
  const segment = plainOrNot(
    fc.constantFrom('', '.', '..', 'a', 'B', 'x:y', 'a;p', '~', "!$&'()*+,;=:@", '.a', 'a.', '...'),
    fc.constantFrom(
      '%7e', '%7E', '%2e', '%2E', '%2e%2e', '.%2e', '%41', '%zz', '%', '\u00e9', '%C3%A9', 'a b', '%2F', '\\', '[', '^', '\u2028',
    ),
  );
  const path = fc.tuple(fc.boolean(), fc.array(segment, { maxLength: 5 })).map(([rooted, segs]) => (rooted ? '/' : '') + segs.join('/'));
  const tail = fc.option(
    plainOrNot(fc.constantFrom('', 'q', 'a=b&c', '?/', 'Q', '/./..', ':@'), fc.constantFrom('a=%7e', 'a=%7E&b', '%zz', 'x y', '\u00e9', '#')),
    { nil: undefined },
  );
  /** A reference of generated components; `schemes` draws the scheme (undefined: none). */
  const referenceOf = (schemes: fc.Arbitrary<string | undefined>): fc.Arbitrary<string> =>
    generatedReference({ scheme: schemes, userinfo, host, port, path, tail });
  // beside them, references from the ABNF (test/property/abnf.ts) and any ASCII text
  const others = [
    { weight: 2, arbitrary: uriReference },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 20 }) },
  ];
  const reference = fc.oneof({ weight: 6, arbitrary: referenceOf(fc.option(scheme, { nil: undefined })) }, ...others);
  // a base mostly has a scheme (§5.1; compat takes one without)
  const base = fc.oneof({ weight: 12, arbitrary: referenceOf(scheme) }, { weight: 2, arbitrary: referenceOf(fc.constant(undefined)) }, ...others);

  it('on generated pairs', () => {
    const tally = { fast: 0, all: 0 };
    fc.assert(fc.property(base, reference, (b, r) => check(b, r, tally)), { numRuns: 5000 });
    // the generator reaches the fast path as well as around it
    expect(tally.fast).toBeGreaterThan(tally.all * 0.05);
    expect(tally.fast).toBeLessThan(tally.all * 0.95);
  });

  it('on generated pairs, with a handler of a caller\'s that makes a scheme a domain host (its hosts go through the WHATWG host parser)', () => {
    SCHEMES['foo'] = { scheme: 'foo', domainHost: true };
    fc.assert(fc.property(base, reference, (b, r) => check(b.replace(/^[a-z][a-z0-9+.-]*:/i, 'foo:'), r)), { numRuns: 2000 });
  });

  it('not at all while a handler of a caller\'s is named \'null\' (the name resolve reads with)', () => {
    SCHEMES['null'] = { scheme: 'null', parse: (c) => ({ ...c, host: c.host === undefined ? undefined : 'seen.' + c.host }) };
    expect(resolveFast('http://a/b/c', 'd')).toBeUndefined();
    expect(resolve('http://a/b/c', 'd')).toBe('http://seen.a/b/d');
    fc.assert(fc.property(base, reference, (b, r) => check(b, r)), { numRuns: 500 });
  });
});

describe('isPlainLowerHost: the glance at a lower-case host agrees with domainShape', () => {
  // (reg-name characters in lower case, no '%': what the parser's hints promise the glance)
  const label = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_~'.split('')), maxLength: 6 }),
    fc.constantFrom('xn--', 'xn--nxasmq6b', 'axn--b', 'x', '0x', '0x1f', '0xg', '123', '0', 'f', 'g', "!$&'()*+,;=", ''),
  );
  const host = fc.tuple(fc.array(label, { maxLength: 4 }), fc.boolean()).map(([labels, dot]) => labels.join('.') + (dot ? '.' : ''));

  it('on generated hosts and within a longer text', () => {
    fc.assert(fc.property(host, fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), (h, before, after) => {
      const want = domainShape(h, 0, h.length) === DOMAIN_PLAIN;
      expect(isPlainLowerHost(h, 0, h.length)).toBe(want);
      const s = before + h + after;
      expect(isPlainLowerHost(s, before.length, before.length + h.length)).toBe(want);
    }), { numRuns: 20000 });
  });

  it('on rows: a last label that is a number, an xn-- label, and neither', () => {
    for (const [h, want] of [
      ['example.com', true], ['a.b.c', true], ['a.com.', true], ['a.xn--nxasmq6b', false], ['xn--nxasmq6b.com', false],
      ['axn--b.com', true], ['a.123', false], ['a.0x1f', false], ['a.0x', false], ['a.0xg', true], ['a.de', true], ['', true],
      ['1.2.3.4', false], ['a.f', true],
    ] as const) {
      expect(isPlainLowerHost(h, 0, h.length), h).toBe(want);
      expect(domainShape(h, 0, h.length) === DOMAIN_PLAIN, h).toBe(want);
    }
  });
});
