/**
 * RFC 3986 Sec. 6.2.2-6.2.3 - normalize's fused path (parse's common shape read and normalized in
 * one go, no Uri made for the input) against the step pipeline (normalizeBySteps, the dry run):
 * the same text, the offsets parse gives that text, and the comparisonKey that agrees with both.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { comparisonKey, equivalent } from '../../src/compare.js';
import { normalizationChanges, normalize, normalizeBySteps, normalizer } from '../../src/normalize.js';
import { DEFAULT_REGISTRY, type SchemeRegistry, createRegistry } from '../../src/registry.js';
import { SCHEMES } from '../../src/schemes/index.js';
import { parse } from '../../src/uri.js';
import { commonRegisters, offsetsOf } from '../helpers/expect.js';
import * as arb from '../property/uri-arbitraries.js';

const LEVELS = ['syntax', 'scheme'] as const;

/**
 * normalize on the string (the fused path where the shape is common) gives what the steps give,
 * with parse's offsets for it; with a registry, under that registry.
 */
function expectFusedAgrees(input: string, registry?: SchemeRegistry): void {
  for (const level of LEVELS) {
    const options = level === 'scheme' && registry === undefined ? undefined : { level, registry };
    const want = normalizeBySteps(input, { level, registry }).toString();
    const got = normalize(input, options);
    expect(got.toString(), `${input} at ${level}`).toBe(want);
    expect(offsetsOf(got), `offsets of ${want}`).toEqual(offsetsOf(parse(want)));
    expect(comparisonKey(input, { level, registry }), `key of ${input} at ${level}`).toBe(
      registry === undefined ? want : comparisonKey(normalizeBySteps(input, { level, registry }), { level, registry }));
    // the dry run says whether anything changes
    expect(normalizationChanges(input, { level, registry }).length === 0, `changes of ${input} at ${level}`).toBe(want === input);
  }
  if (registry === undefined) expect(comparisonKey(input)).toBe(normalizeBySteps(input).toString());
}

// The classes of bench/run.mjs's 'needs-work' input (one Sec. 6.2 step each), on corpus-like lines.
const NEEDS_WORK: readonly (readonly [string, string])[] = [
  // Sec. 6.2.2.1 scheme and host case
  ['HTTPS://GITHUB.COM/nodejs/node/commit/7337a40491', 'https://github.com/nodejs/node/commit/7337a40491'],
  ['HTTP://EXAMPLE.COM', 'http://example.com/'],
  // Sec. 6.2.3 an explicit default port, empty or by value
  ['http://example.com:80/a?b#c', 'http://example.com/a?b#c'],
  ['https://example.com:443/', 'https://example.com/'],
  ['https://example.com:0443/', 'https://example.com/'],
  ['https://example.com:80/', 'https://example.com:80/'],
  ['http://example.com:/', 'http://example.com/'],
  ['http://example.com:', 'http://example.com/'],
  ['foo://example.com:80/', 'foo://example.com:80/'],
  ['foo://example.com:/', 'foo://example.com/'],
  ['http://example.com:99999999999999999999980/', 'http://example.com:99999999999999999999980/'],
  // Sec. 6.2.2.3 dot segments
  ['https://example.com/a/./b/../nodejs/node?x=1/../y#f/./g', 'https://example.com/a/nodejs/node?x=1/../y#f/./g'],
  ['http://example.com/..', 'http://example.com/'],
  ['http://example.com/.', 'http://example.com/'],
  ['http://example.com/a/b/../../..', 'http://example.com/'],
  ['http://example.com/a/%2E%2e/b', 'http://example.com/a/%2E%2E/b'],
  ['http://example.com/a/%2E%2e/../b', 'http://example.com/a/b'],
  ['http://example.com/a/%2Ex/./b', 'http://example.com/a/.x/b'],
  ['http://example.com/a/.%2E/b', 'http://example.com/a/.%2E/b'],
  // Sec. 6.2.2.2 escaped unreserved characters, in the path, the query and the fragment
  ['https://example.com/%7Euser%2Dx/a?%7e=%41#%5F', 'https://example.com/~user-x/a?~=A#_'],
  ['https://example.com/%7Euser%2Dx', 'https://example.com/~user-x'],
  // Sec. 6.2.2.1 lower-case hex digits
  ['https://example.com/%c3%a9%2f/a?%2f#%2f', 'https://example.com/%C3%A9%2F/a?%2F#%2F'],
  ['https://example.com/a?%c3%a9', 'https://example.com/a?%C3%A9'],
  ['https://example.com#%c3%a9', 'https://example.com/#%C3%A9'],
  // the host's escapes: decoded, upper-cased, lower-cased letters; an IPv4address by decoding
  ['http://%41%c3%a9.Example/', 'http://a%C3%A9.example/'],
  ['http://%31.2.3.4/', 'http://1.2.3.4/'],
  ['http://%7e/', 'http://~/'],
  // RFC 8089 Sec. 2 localhost, and the empty path
  ['file://localhost/etc', 'file:///etc'],
  ['FILE://LOCALHOST', 'file:///'],
  ['file://%6Cocalhost/x', 'file:///x'],
  ['file://localhost:/x', 'file:///x'],
  ['file://localhost:80/x', 'file://localhost:80/x'],
  ['http://localhost/x', 'http://localhost/x'],
  ['foo://a', 'foo://a'],
  // empty query and fragment are kept (Sec. 6.2.3)
  ['HTTP://A?#', 'http://a/?#'],
  // several classes at once
  ['HTTP://Example.COM:80/%7e/./a/../%c3%a9?%7E#%7e', 'http://example.com/~/%C3%A9?~#~'],
  // the path written with the text around it: one change in the path, and what else changes beside it
  ['https://example.com/a/./b/../c/d.html?q=1#f', 'https://example.com/a/c/d.html?q=1#f'],
  ['https://example.com/a/../b?%7e', 'https://example.com/b?~'],
  ['https://example.com:443/a/../b?q', 'https://example.com/b?q'],
  ['HTTPS://EXAMPLE.COM/a/./b', 'https://example.com/a/b'],
  ['file://localhost/a/../b', 'file:///b'],
  ['https://example.com/%7Euser%2Dx/a.html?q=1', 'https://example.com/~user-x/a.html?q=1'],
  ['https://example.com/%7Euser?%7e#%7e', 'https://example.com/~user?~#~'],
  ['https://example.com:443/%c3%a9%c3%a9%2f', 'https://example.com/%C3%A9%C3%A9%2F'],
  ['HTTPS://EXAMPLE.COM/%c3%a9%2F%7e', 'https://example.com/%C3%A9%2F~'],
  ['https://example.com/x%41y%42z', 'https://example.com/xAyBz'],
  ['https://example.com/%41', 'https://example.com/A'],
  // escapes and dot segments in one path; escapes that stay as they are beside dot segments
  ['https://example.com/%7e/a/../b', 'https://example.com/~/b'],
  ['https://example.com/%C3%A9/./a/../b?q', 'https://example.com/%C3%A9/b?q'],
  ['https://example.com/%2E%2E/../a/./%2e', 'https://example.com/a/%2E'],
  ['https://example.com/a/%2E/../b', 'https://example.com/a/b'],
  // the first and the last segments, and runs of dot segments
  ['https://example.com/./a', 'https://example.com/a'],
  ['https://example.com/../../a/..', 'https://example.com/'],
  ['https://example.com/a/b/c/../../../../d/./', 'https://example.com/d/'],
  ['https://example.com//../a', 'https://example.com/a'],
  ['https://example.com/a//../b', 'https://example.com/a/b'],
  ['https://example.com/a/./.././../b/', 'https://example.com/b/'],
  // an IPv6 host: its hex digits lower-cased (Sec. 6.2.2.1), its text otherwise kept (RFC 5952's form is a plug-in step)
  ['HTTP://[2001:DB8::A]:80/a/../b', 'http://[2001:db8::a]/b'],
  ['http://[0:0::1]/%7e', 'http://[0:0::1]/~'],
  ['http://[::FFFF:192.0.2.1]:', 'http://[::ffff:192.0.2.1]/'],
  ['HTTP://[V7.A:B]:80/%7e', 'http://[v7.a:b]/~'],
];

describe('the fused path on each class of change', () => {
  it.each(NEEDS_WORK)('%j -> %j', (input, want) => {
    expect(commonRegisters(input), 'the fused path applies').not.toBeNull();
    expect(normalize(input).toString()).toBe(want);
    expectFusedAgrees(input);
    expectFusedAgrees(want);
    expect(equivalent(input, want)).toBe(true);
  });

  it('reads every scheme of the default registry as the steps do: its default port, an empty path, localhost', () => {
    // the fused path's copy of DEFAULT_REGISTRY (normalize.ts, fusedScheme) against the registry itself
    for (const entry of DEFAULT_REGISTRY.entries) {
      const port = entry.defaultPort ?? 80;
      for (const scheme of [entry.name, entry.name.toUpperCase()]) {
        for (const input of [`${scheme}://localhost:${port}`, `${scheme}://LocalHost:0${port}/a/../b`, `${scheme}://h:${port + 1}`, `${scheme}://h:`, `${scheme}://h`]) {
          expect(commonRegisters(input), input).not.toBeNull();
          expectFusedAgrees(input);
        }
      }
    }
  });

  it('returns the input text itself when nothing changes', () => {
    for (const input of ['https://example.com/a/b?c#d', 'http://a/', 'foo://a', 'http://1.2.3.4/%C3%A9']) {
      expect(normalize(input).toString()).toBe(input);
      expect(offsetsOf(normalize(input))).toEqual(offsetsOf(parse(input)));
    }
  });

  it('reads a registry createRegistry made as the steps do, and leaves a scheme with steps to them', () => {
    // the fused path's copy of a caller's registry (made on first use) against the registry itself
    const registry = createRegistry([{ name: 'http', spec: 'a test entry', defaultPort: 8080 }, { name: 'Foo', spec: 'a test entry', defaultPort: 7 }]);
    expect(normalize('http://a:8080/', { registry }).toString()).toBe('http://a/');
    expect(normalize('http://a:80/', { registry }).toString()).toBe('http://a:80/');
    expect(normalize('FOO://a:7', { registry }).toString()).toBe('foo://a');
    expect(comparisonKey('http://a:8080/', { registry })).toBe('http://a/');
    for (const input of ['http://a:8080', 'HTTP://a:08080/./b', 'foo://h:7/', 'https://h:443/', 'http://localhost/']) expectFusedAgrees(input, registry);
    // an entry with steps of its own: they run (the fused path hands the URI to them)
    const upper = { name: 'upper-path', apply: (c: { path: string }) => (c.path === c.path.toUpperCase() ? c : { ...c, path: c.path.toUpperCase() }) };
    const withSteps = createRegistry([{ name: 'http', spec: 'a test entry', defaultPort: 80, steps: [upper as never] }]);
    expect(normalize('http://a:80/b/./c', { registry: withSteps }).toString()).toBe('http://a/B/C');
    expect(normalize('https://a:443/b', { registry: withSteps }).toString()).toBe('https://a:443/b');
    // names of one length told apart: as numbers (their first 7 units), the rest of a longer one by startsWith
    const near = createRegistry(['abcdefg', 'abcdefh', 'abcdefgh', 'abcdefgi', 'z39.50r', 'z39.50s'].map((name, k) => ({ name, spec: 'a test entry', defaultPort: 70 + k })));
    for (const [k, name] of ['abcdefg', 'abcdefh', 'abcdefgh', 'abcdefgi', 'z39.50r', 'z39.50s'].entries()) {
      expect(normalize(`${name.toUpperCase()}://h:${70 + k}/`, { registry: near }).toString()).toBe(`${name}://h/`);
      expect(normalize(`${name}://h:${71 + k}/`, { registry: near }).toString()).toBe(`${name}://h:${71 + k}/`);
      expectFusedAgrees(`${name}://h:${70 + k}/a/./b`, near);
    }
    expect(normalize('abcdefj://h:70/', { registry: near }).toString()).toBe('abcdefj://h:70/');
    // a registry written by hand (only its shape is known): the general path reads it through get
    let port = 81;
    const byHand: SchemeRegistry = { entries: [], get: (name) => (name === 'http' ? { name: 'http', spec: 'by hand', defaultPort: port } : undefined) };
    expect(normalize('http://a:81/', { registry: byHand }).toString()).toBe('http://a/');
    port = 82;
    expect(normalize('http://a:82/', { registry: byHand }).toString()).toBe('http://a/');
  });

  it("reads urikit/schemes' registry as the steps do", () => {
    for (const entry of SCHEMES.entries) {
      const port = entry.defaultPort ?? 80;
      for (const input of [`${entry.name}://localhost:${port}`, `${entry.name.toUpperCase()}://h:0${port}/a/../%7e`, `${entry.name}://h:${port + 1}`, `${entry.name}://h`]) {
        expectFusedAgrees(input, SCHEMES);
      }
    }
  });

  it("runs a scheme's own steps (mailto, urn under urikit/schemes) after the built-in ones, as the pipeline does", () => {
    const inputs = [
      'mailto:Joe@Example.COM?subject=Hi%20there', 'MAILTO:x@EXAMPLE.org', 'mailto:%7ejoe@example.org', 'mailto:a@b.example',
      'mailto:a@B.example,c@D.example?cc=E@F.example', 'urn:ISBN:0-395-36341-1', 'URN:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66',
      'urn:example:a%7eb/./c', 'urn:example:a%2fb', 'urn:ietf:rfc:3986',
    ];
    for (const input of inputs) expectFusedAgrees(input, SCHEMES);
    expect(normalize('MAILTO:Joe@Example.COM', { registry: SCHEMES }).toString()).toBe('mailto:Joe@example.com');
    expect(normalize('urn:ISBN:0-395-36341-1', { registry: SCHEMES }).toString()).toBe('urn:isbn:0-395-36341-1');
    // at the syntax level the scheme's steps do not run
    expect(normalize('MAILTO:Joe@Example.COM', { registry: SCHEMES, level: 'syntax' }).toString()).toBe('mailto:Joe@Example.COM');
  });

  it('keeps the steps path for other options and inputs', () => {
    // an IRI, a Uri
    expect(normalize('HTTP://A/%7e', { iri: true }).isIri).toBe(true);
    expect(normalize('http://a/', { level: 'scheme' }).toString()).toBe('http://a/');
    expect(comparisonKey('HTTP://A/', { level: 'string' })).toBe('HTTP://A/');
  });

  it('reports errors as the general path does', () => {
    for (const input of ['http://a b/', 'HTTP://A:8x/', 'http://a/%zz']) {
      expect(() => normalize(input)).toThrow(expect.objectContaining({ name: 'UriError' }));
      expect(() => comparisonKey(input)).toThrow(expect.objectContaining({ name: 'UriError' }));
    }
  });
});

// Long inputs (past LONG_OUTPUT): the buffer code of every part.
const LONG: readonly string[] = [
  'http://a' + '/a/.'.repeat(600),
  'http://a' + '/a/b/..'.repeat(400),
  'HTTP://A' + '/a/.'.repeat(300) + '/%7e%c3%a9'.repeat(200) + '?' + '%7e%2f'.repeat(300) + '#' + '%41'.repeat(400),
  'http://a/' + '%2E%2e/'.repeat(300) + '../x/./',
  'http://' + 'A'.repeat(2000) + ':80/' + 'x/'.repeat(600),
  'http://a/' + '%C3%A9'.repeat(400),
  'http://a/?' + '%C3%A9'.repeat(400),
];

describe('the fused path on long inputs', () => {
  it.each(LONG.map((s) => [s.slice(0, 40), s]))('%s...', (_, input) => {
    expectFusedAgrees(input);
  });
});

// Generated: URIs of the ABNF (the common shape among them), and corpus-like lines given one or
// more classes of change.
const needsWork = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTP', 'Https', 'file', 'FILE', 'foo', 'ws', 'ftp', 'nntp', 'wais'),
    fc.constantFrom('example.com', 'EXAMPLE.com', 'localhost', 'LOCALHOST', '%6Cocalhost', '1.2.3.4', '%31.2.3.4', 'a', '%c3%a9', '[::1]', '[2001:DB8::A]', '[::ffff:1.2.3.4]', '[v1.A:b]'),
    fc.constantFrom('', ':', ':80', ':443', ':080', ':21', ':8080'),
    fc.array(fc.constantFrom('/a', '/.', '/..', '/%2e', '/%2E%2e', '/%7e', '/%7E', '/%c3%a9', '/%C3%A9', '/%2f', '/x%41', '/', '/.x', '/a.b', '/..c'), { maxLength: 8 }),
    fc.option(fc.constantFrom('', 'q', '%7e', '%c3', 'a/../b', '%2E'), { nil: undefined }),
    fc.option(fc.constantFrom('', 'f', '%7e', '%c3', '/./'), { nil: undefined }),
  )
  .map(([s, h, p, path, q, f]) => s + '://' + h + p + path.join('') + (q === undefined ? '' : '?' + q) + (f === undefined ? '' : '#' + f));

describe('the fused path agrees with the steps on generated URIs', () => {
  it('needs-work lines', () => {
    fc.assert(fc.property(needsWork, (s) => expectFusedAgrees(s)), { numRuns: 1500 });
  });

  it("needs-work lines under urikit/schemes' registry", () => {
    fc.assert(fc.property(needsWork, (s) => expectFusedAgrees(s, SCHEMES)), { numRuns: 500 });
  });

  it('URIs of the ABNF', () => {
    fc.assert(fc.property(arb.uri, (s) => expectFusedAgrees(s)), { numRuns: 1500 });
  });

  it('dot-heavy long paths', () => {
    const segments = fc.array(fc.constantFrom('/a', '/.', '/..', '/b/..', '/%7e', '/%2E', '//'), { minLength: 1, maxLength: 40 });
    fc.assert(fc.property(segments, fc.integer({ min: 1, max: 60 }), (path, times) => {
      expectFusedAgrees('http://h' + path.join('').repeat(times));
    }), { numRuns: 200 });
  });
});

describe('normalizer: normalize(uri, options).toString() with the options checked once', () => {
  const CORPUS = readFileSync(new URL('../../bench/data/urls.txt', import.meta.url), 'utf8').split('\n').filter((line) => line !== '');
  const OPTIONS = [undefined, { registry: SCHEMES }, { registry: SCHEMES, level: 'syntax' as const }, { level: 'syntax' as const }, { skip: ['remove-default-port' as const] }];

  /** The same text as normalize, or the same UriError (code and index). */
  function expectSame(normal: (s: string) => string, input: string, options: (typeof OPTIONS)[number]): void {
    let want: string | { code: string; index: number };
    try {
      want = normalize(input, options).toString();
    } catch (e) {
      want = { code: (e as { code: string }).code, index: (e as { index: number }).index };
    }
    if (typeof want === 'string') expect(normal(input), input).toBe(want);
    else expect(() => normal(input), input).toThrow(expect.objectContaining({ name: 'UriError', ...want }));
  }

  it('on the corpus (bench/data/urls.txt), its needs-work rows and the rows with scheme steps, under each option set', () => {
    const rows = [...CORPUS, ...NEEDS_WORK.map(([input]) => input), 'MAILTO:Joe@Example.COM', 'urn:ISBN:0-395-36341-1', 'http://a b/', 'HTTP://A:8x/'];
    for (const options of OPTIONS) {
      const normal = normalizer(options);
      for (const input of rows) expectSame(normal, input, options);
    }
  });

  it('on generated needs-work lines and URIs of the ABNF', () => {
    const normal = normalizer({ registry: SCHEMES });
    fc.assert(fc.property(fc.oneof(needsWork, arb.uri), (s) => expectSame(normal, s, { registry: SCHEMES })), { numRuns: 1000 });
  });

  it('takes a Uri, and refuses what normalize refuses', () => {
    expect(normalizer()(parse('HTTP://A:80/%7e'))).toBe('http://a/~');
    expect(() => normalizer()(42 as unknown as string)).toThrow(expect.objectContaining({ name: 'UriError', code: 'invalid-argument' }));
  });

  it('checks the options when it is made', () => {
    for (const bad of [{ level: 'none' }, { registry: {} }, { skip: ['no-such-step'] }, { colour: 'red' }, 'syntax', null, []]) {
      expect(() => normalizer(bad as never), JSON.stringify(bad)).toThrow(expect.objectContaining({ name: 'UriError', code: 'invalid-argument' }));
    }
    expect(() => normalizer({ colour: 'red' } as never)).toThrow(/normalizer: unknown option "colour"/);
  });

  it('reads a copy of the options: a later change to the object, or a getter, does not reach it', () => {
    const options: { level: 'syntax' | 'scheme'; skip: ('lowercase-scheme' | 'remove-default-port')[] } = { level: 'syntax', skip: [] };
    const normal = normalizer(options);
    options.level = 'scheme';
    options.skip.push('lowercase-scheme');
    expect(normal('HTTP://a:80/')).toBe('http://a:80/');
    let reads = 0;
    const normal2 = normalizer({ get level() { reads++; return reads === 1 ? 'syntax' as const : 'bogus' as 'syntax'; } });
    expect(normal2('HTTP://a:80/')).toBe('http://a:80/');
    expect(normal2('HTTP://a:80/')).toBe('http://a:80/');
    expect(reads).toBe(1);
  });
});
