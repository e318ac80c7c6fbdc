/**
 * urikit/compat: normalize's fast path (isNormalFast in src/compat/normalize.ts: a string that is
 * provably its own normal form, given back without a reading) against the general path
 * (normalizeRead: compat's parse and serialize), and equal (which takes it, and reads a string
 * compared with itself once) against both sides read by the general path. On the corpus
 * (bench/data/urls.txt), the bench's needs-work lines of every class and their normal forms, rows
 * where a step of compat's reading rewrites what it reads, and generated strings built to hit each
 * of those steps (upper case, escapes, ports with a leading zero or the default one, dot-segments,
 * IP literals, userinfo, empty parts, every scheme with a handler), with the built-in handlers and
 * with handlers of a caller's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMES, equal, normalize } from '../../src/compat/index.js';
import { isNormalFast, normalizeRead } from '../../src/compat/normalize.js';
import { uriReference } from '../property/abnf.js';
import { generatedReference } from '../helpers/reference.js';

/** The general path's normal form of a string, or undefined when it is malformed. */
function slowNormal(s: string): string | undefined {
  const status = { malformed: false };
  const normal = normalizeRead(s, undefined, status);
  return status.malformed ? undefined : normal;
}

/** equal as the general path answers it: both sides read, a malformed one equal to nothing. */
function slowEqual(a: string, b: string): boolean {
  const na = slowNormal(a);
  return na !== undefined && na === slowNormal(b);
}

/** The strings the fast path took, out of those checked. */
interface Tally {
  fast: number;
  all: number;
}

/** Checks one string: the fast path (when it takes it) and the public normalize and equal against the general path. */
function check(s: string, tally?: Tally): void {
  const slow = slowNormal(s);
  if (isNormalFast(s)) {
    // (compared first, so that the many passing strings cost no expect())
    if (slow !== s) expect(slow, `fast path: ${JSON.stringify(s)}`).toBe(s);
    if (tally) tally.fast++;
  }
  if (tally) tally.all++;
  const normal = normalize(s);
  if (normal !== (slow ?? s)) expect(normal, `normalize: ${JSON.stringify(s)}`).toBe(slow ?? s);
  const self = equal(s, s);
  if (self !== (slow !== undefined)) expect(self, `equal with itself: ${JSON.stringify(s)}`).toBe(slow !== undefined);
}

/** Checks equal on a pair (both ways) against the general path. */
function checkPair(a: string, b: string): void {
  const want = slowEqual(a, b);
  if (equal(a, b) !== want) expect(equal(a, b), `equal: ${JSON.stringify(a)}, ${JSON.stringify(b)}`).toBe(want);
  if (equal(b, a) !== want) expect(equal(b, a), `equal: ${JSON.stringify(b)}, ${JSON.stringify(a)}`).toBe(want);
}

function lines(name: string): string[] {
  const file = fileURLToPath(new URL(`../../bench/data/${name}`, import.meta.url));
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.length > 0);
}

/** The bench's needs-work lines (bench/run.mjs, needsWork): each http(s) line with a plain host rewritten for one §6.2 step. */
function needsWork(corpus: readonly string[]): string[] {
  const shape = /^(https?):\/\/([A-Za-z0-9.-]+)(\/[^?#]*)?([?#].*)?$/;
  const out: string[] = [];
  for (const line of corpus) {
    const m = shape.exec(line);
    if (m === null) continue;
    const [, scheme, host, path, tail] = m as unknown as [string, string, string, string | undefined, string | undefined];
    const rest = (path ?? '/') + (tail ?? '');
    out.push(
      scheme.toUpperCase() + '://' + host.toUpperCase() + rest,
      scheme + '://' + host + (scheme === 'http' ? ':80' : ':443') + rest,
      scheme + '://' + host + '/a/./b/..' + rest,
      scheme + '://' + host + '/%7Euser%2Dx' + rest,
      scheme + '://' + host + '/%c3%a9%2f' + rest,
    );
  }
  return out;
}

describe('compat normalize and equal: the fast path gives what the general path gives', () => {
  const httpHandler = SCHEMES['http']!;
  afterEach(() => {
    delete SCHEMES['foo'];
    SCHEMES['http'] = httpHandler;
  });

  const corpus = lines('urls.txt');

  it('on the corpus (bench/data/urls.txt), most of it by the fast path', () => {
    const tally = { fast: 0, all: 0 };
    for (const line of corpus) check(line, tally);
    expect(tally.fast).toBeGreaterThan(tally.all * 0.9);
  });

  it('on the needs-work lines of every class, their normal forms, and each against its normal form', () => {
    const tally = { fast: 0, all: 0 };
    const work = needsWork(corpus);
    expect(work.length).toBeGreaterThan(50_000);
    for (const line of work) {
      check(line, tally);
      const normal = normalize(line);
      check(normal, tally);
      checkPair(line, normal);
    }
    // (nearly) every normal form is taken, those with escapes (the hex class) too; no needs-work line is
    expect(tally.fast).toBeGreaterThan(tally.all * 0.35);
    expect(tally.fast).toBeLessThan(tally.all * 0.5);
  });

  it('on rows where compat rewrites what it reads (and the fast path must step aside)', () => {
    const rows = [
      'HTTP://a/b', 'http://A/b', 'http://a/%7eb', 'http://a/b?%7e', 'http://a/b#%7E', 'http://u%7e@a/b', 'http://[::1]/b', 'http://[0:0::1]/b',
      'http://a:080/b', 'http://a:0/b', 'http://a:/b', 'http://a:80/b', 'http://a:443/b', 'https://a:443/b', 'https://a:80/b',
      'http://a:65535/b', 'http://a:65536/b', 'http://a:99999999999/b', 'http://xn--nxasmq6b/b', 'http://a.xn--nxasmq6b/b',
      'http://axn--b.com/b', 'http://a.123/b', 'http://1.2.3.4/b', 'http://1.2.3.256/b', 'http://a.0x1f/b', 'http://a.com./b',
      'http://a', 'http://a?q', 'http://a#f', 'https://a', 'http:', 'http:/a', 'http:a', 'http:///a', 'http://@a/b', 'http://:80/b',
      'http://a/b/../c', 'http://a/./', 'http://a/..', 'http://a/%2E%2E/b', 'http://a/%2e/b', 'foo://a/b/./c', 'foo:a/../b',
      'a:/.//x', 'a:b/c', './a:b', '../a', '.', '..', '', '#', '?', '//a', '//A/b', '//a:0/b', '/a/../b', 'a/./b',
      'ws://a/b?c#d', 'wss://a', 'ws://a/', 'WS://a/b', 'ws://a:80/b', 'mailto:a@b', 'mailto:A@B.org', 'urn:a:b', 'urn:A:b', 'urn:a',
      'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', 'urn:uuid:x',
      'foo://a:/b', 'foo://a:80/b', 'foo://A/b', 'foo://a.123/b', 'foo://xn--nxasmq6b/b', 'foo:', 'file:///a/b', 'file://localhost/a',
      'http://a/b c', 'http://a/\u00e9', 'http://\u00e9.com/', 'http://a\\b/', 'http:\\\\a', 'http://a/%zz', 'http://a/b%',
      '%68ttp://a/', 'constructor://a/b', '__proto__://a/b', 'http://a/%C3%A9%2F', 'http://a/%41', 'http://a/?%2E#%2e',
    ];
    for (const row of rows) check(row);
    for (const a of rows) for (const b of rows) checkPair(a, b);
  });

  // generated strings: each component plain (what the fast path takes) or drawn from values that
  // probe a step of compat's reading
  const plainOrNot = <T>(plain: fc.Arbitrary<T>, tricky: fc.Arbitrary<T>): fc.Arbitrary<T> =>
    fc.oneof({ weight: 8, arbitrary: plain }, { weight: 2, arbitrary: tricky });
  const scheme = plainOrNot(
    fc.constantFrom('http', 'https', 'foo', 'a+b.c-d', 'file', 'g'),
    fc.constantFrom('HTTP', 'Https', 'ws', 'wss', 'WS', 'mailto', 'urn', 'Foo', 'hTtPs'),
  );
  const host = plainOrNot(
    fc.constantFrom('a', 'example.com', 'www.example.org', 'localhost', '1.2.3.4', 'a.z', 'x.g', "a!$&'()*+,;=", 'a~b_c-d', ''),
    fc.oneof(
      fc.constantFrom(
        'EXAMPLE.com', 'xn--nxasmq6b', 'a.xn--nxasmq6b', 'axn--b.com', '01.2.3.4', '1.2.3.256', '999', 'a.123', 'a.0x1f', 'a.0X1F',
        'a.com.', 'a%2eb', 'a%2Eb', '%41', 'a%40b', 'a%zz', '[::1]', '[2001:DB8::0001]', '[::ffff:1.2.3.4]', '[v1.x]', '[::1%25eth0]',
        'ab\u00e9', 'a b', 'a[b',
      ),
      fc.string({ unit: fc.constantFrom('a', 'x', 'n', '-', '.', '0', '9', 'f', 'G', '%', '4', '1', '~'), maxLength: 10 }),
    ),
  );
  const port = plainOrNot(fc.constantFrom('8080', '1', '65535', '81'), fc.constantFrom('', '0', '80', '443', '00', '080', '0443', '65536', '99999', '1a'));
  const userinfo = plainOrNot(fc.constantFrom('u', 'u:p', "!$&'()*+,;=:", ''), fc.constantFrom('U%41', '%7e', '%7E', '%C3%A9', 'a@b', 'a b'));
  const segment = plainOrNot(
    fc.constantFrom('a', 'b.html', 'x:y', 'a;p', '~', "!$&'()*+,;=:@", '.a', 'a.', '...', ''),
    fc.constantFrom('.', '..', '%7e', '%7E', '%2e', '%2E', '%2e%2e', '%41', '%C3%A9', '%c3%a9', '%2F', '%zz', '%', 'B', '\u00e9', 'a b', '\\'),
  );
  const path = fc.tuple(fc.boolean(), fc.array(segment, { maxLength: 5 })).map(([rooted, segs]) => (rooted ? '/' : '') + segs.join('/'));
  const tail = fc.option(
    plainOrNot(fc.constantFrom('', 'q', 'a=b&c', '?/', 'Q', '/./..', ':@'), fc.constantFrom('a=%7e', 'a=%7E&b', '%2E', '%C3%A9', '%zz', 'x y', '#')),
    { nil: undefined },
  );
  const generated = generatedReference({ scheme: fc.option(scheme, { nil: undefined }), userinfo, host, port, path, tail });
  // beside them, references from the ABNF (test/property/abnf.ts) and any ASCII text
  const strings = fc.oneof(
    { weight: 6, arbitrary: generated },
    { weight: 2, arbitrary: uriReference },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 20 }) },
  );

  it('on generated strings, alone and in pairs (one against its normal form, and against another)', () => {
    const tally = { fast: 0, all: 0 };
    fc.assert(fc.property(strings, strings, (a, b) => {
      check(a, tally);
      checkPair(a, b);
      checkPair(a, normalize(a));
    }), { numRuns: 5000 });
    // the generator reaches the fast path as well as around it
    expect(tally.fast).toBeGreaterThan(tally.all * 0.05);
    expect(tally.fast).toBeLessThan(tally.all * 0.95);
  });

  it('with handlers of a caller\'s: one without parse or serialize, one that reshapes, http\'s replaced', () => {
    SCHEMES['foo'] = { scheme: 'foo', domainHost: true };
    fc.assert(fc.property(strings, (s) => check(s.replace(/^[a-z][a-z0-9+.-]*:/i, 'foo:'))), { numRuns: 1000 });
    // an IRI's reading of escapes, and escapes left to the handler
    SCHEMES['foo'] = { scheme: 'foo', unicodeSupport: true };
    expect(isNormalFast('foo://a/%C3%A9')).toBe(false);
    check('foo://a/%C3%A9');
    fc.assert(fc.property(strings, (s) => check(s.replace(/^[a-z][a-z0-9+.-]*:/i, 'foo:'))), { numRuns: 1000 });
    SCHEMES['foo'] = { scheme: 'foo', skipNormalize: true };
    fc.assert(fc.property(strings, (s) => check(s.replace(/^[a-z][a-z0-9+.-]*:/i, 'foo:'))), { numRuns: 1000 });
    SCHEMES['foo'] = { scheme: 'foo', serialize: (c) => ({ ...c, path: '/seen' + String(c.path ?? '') }) };
    expect(isNormalFast('foo://a/b')).toBe(false);
    expect(normalize('foo://a/b')).toBe('foo://a/seen/b');
    fc.assert(fc.property(strings, (s) => check(s.replace(/^[a-z][a-z0-9+.-]*:/i, 'foo:'))), { numRuns: 1000 });
    // http's handler replaced by one of the caller's (its functions are no longer http's)
    SCHEMES['http'] = { scheme: 'http', parse: (c) => ({ ...c, host: c.host === undefined ? undefined : 'seen.' + c.host }) };
    expect(isNormalFast('http://a/b')).toBe(false);
    expect(normalize('http://a/b')).toBe('http://seen.a/b');
    // (each side read by the handler: the second becomes 'http://seen.seen.a/b')
    expect(equal('http://a/b', 'HTTP://a/b')).toBe(true);
    expect(equal('http://a/b', 'http://seen.a/b')).toBe(false);
    fc.assert(fc.property(strings, (s) => check(s)), { numRuns: 1000 });
  });
});
