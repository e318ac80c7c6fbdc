/** RFC 3986 Sec. 6.1-6.2 - the comparison ladder: equivalent() and comparisonKey(). */
import { describe, expect, it } from 'vitest';
import { type CompareOptions, comparisonKey, equivalent } from '../../src/compare.js';
import { DEFAULT_REGISTRY, createRegistry } from '../../src/schemes/registry.js';
import { parse } from '../../src/uri.js';
import { expectUriError } from '../helpers/expect.js';

const LEVELS = ['string', 'syntax', 'scheme'] as const;
type Level = (typeof LEVELS)[number];

/** [a, b, the levels at which they are equivalent] */
type Row = readonly [a: string, b: string, levels: readonly Level[]];

const ROWS: readonly Row[] = [
  // Sec. 6.2.1 identical strings are equivalent at every rung
  ['http://a/b', 'http://a/b', ['string', 'syntax', 'scheme']],
  // Sec. 6.2.2 "an application using this approach could reasonably consider the following two URIs equivalent"
  ['example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d', ['syntax', 'scheme']],
  // Sec. 6.2.2.1 "the URI <HTTP://www.EXAMPLE.com/> is equivalent to <http://www.example.com/>"
  ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/', ['syntax', 'scheme']],
  ['HTTP://a/', 'http://a/', ['syntax', 'scheme']],
  ['http://a/%7e', 'http://a/%7E', ['syntax', 'scheme']],
  ['http://a/%3a', 'http://a/%3A', ['syntax', 'scheme']],
  ['http://a/%3A', 'http://a/:', []], // ':' is reserved: its escape is not decoded
  // Sec. 6.2.3: the four equivalent http URIs
  ['http://example.com', 'http://example.com/', ['scheme']],
  ['http://example.com', 'http://example.com:/', ['scheme']],
  ['http://example.com', 'http://example.com:80/', ['scheme']],
  ['http://example.com/', 'http://example.com:/', ['scheme']],
  ['http://example.com/', 'http://example.com:80/', ['scheme']],
  ['http://example.com:/', 'http://example.com:80/', ['scheme']],
  ['http://a', 'http://a/', ['scheme']],
  // Sec. 6.2.3 "http://example.com/?" cannot be assumed equivalent; "two URIs that differ only by the suffix '#'"
  // are different
  ['http://example.com/?', 'http://example.com/', []],
  ['http://example.com/#', 'http://example.com/', []],
  ['http://example.com/#x', 'http://example.com/', []], // Sec. 6.1: comparison keeps fragments
  ['http://example.com:8080/', 'http://example.com/', []],
  ['http://a/b', 'http://a/B', []], // the path is case-sensitive
  ['http://U@a/', 'http://u@a/', []], // so is the userinfo
  // seed 001 (W3C "URI syntax", Example 1): "%2D encodes a hyphen character"
  ['http://www.w3.org/albert/bertram/marie%2Dclaude', 'http://www.w3.org/albert/bertram/marie-claude', ['syntax', 'scheme']],
  // seed 001, Example 2: "the encoded slash does not have hierarchical significance"
  ['http://www.w3.org/albert/bertram%2Fmarie-claude', 'http://www.w3.org/albert/bertram/marie-claude', []],
  ['http://www.w3.org/albert/bertram%2fmarie-claude', 'http://www.w3.org/albert/bertram%2Fmarie-claude', ['syntax', 'scheme']],
  // RFC 8089 Sec. 2 via the registry
  ['file://localhost/etc', 'file:///etc', ['scheme']],
  // relative references compare by the same ladder
  ['a/./b', 'a/b', ['syntax', 'scheme']],
  ['a/../../b', '../b', ['syntax', 'scheme']],
  ['a/b', '/a/b', []],
];

describe('RFC 3986 Sec. 6.2 the comparison ladder', () => {
  it.each(ROWS)('%j vs %j: equivalent at %j', (a, b, levels) => {
    for (const level of LEVELS) {
      const want = levels.includes(level);
      expect(equivalent(a, b, { level }), level).toBe(want);
      expect(equivalent(b, a, { level }), level).toBe(want); // symmetric
      expect(comparisonKey(a, { level }) === comparisonKey(b, { level }), level).toBe(want);
      expect(equivalent(parse(a), parse(b), { level }), level).toBe(want);
    }
    expect(equivalent(a, b)).toBe(levels.includes('scheme')); // the default level is 'scheme'
  });

  it('each rung finds at least the equivalences of the one before', () => {
    for (const [, , levels] of ROWS) {
      if (levels.includes('string')) expect(levels).toContain('syntax');
      if (levels.includes('syntax')) expect(levels).toContain('scheme');
    }
  });

  it('comparisonKey is equal exactly when equivalent, over every pair of the table, at every level', () => {
    const all = [...new Set(ROWS.flatMap(([a, b]) => [a, b]))];
    for (const level of LEVELS) {
      for (const a of all) {
        for (const b of all) {
          expect(comparisonKey(a, { level }) === comparisonKey(b, { level })).toBe(equivalent(a, b, { level }));
        }
      }
    }
  });

  it('the keys are the normal forms', () => {
    expect(comparisonKey('HTTP://example.com:80')).toBe('http://example.com/');
    expect(comparisonKey('HTTP://example.com:80', { level: 'syntax' })).toBe('http://example.com:80');
    expect(comparisonKey('HTTP://example.com:80', { level: 'string' })).toBe('HTTP://example.com:80');
    expect(comparisonKey(parse('HTTP://example.com:80'), { level: 'string' })).toBe('HTTP://example.com:80');
  });

  it('options reach normalization: skip and registry', () => {
    const options: CompareOptions = { skip: ['remove-default-port'] };
    expect(equivalent('http://a:80/', 'http://a/', options)).toBe(false);
    const registry = createRegistry([...DEFAULT_REGISTRY.entries, { name: 'myproto', spec: 'test', defaultPort: 7 }]);
    expect(equivalent('myproto://h:7/', 'myproto://h/')).toBe(false);
    expect(equivalent('myproto://h:7/', 'myproto://h/', { registry })).toBe(true);
    expect(comparisonKey('MyProto://H:7/', { registry })).toBe('myproto://h/');
  });

  it('invalid input: a parse error at every level; an unknown level is invalid-argument', () => {
    for (const level of LEVELS) {
      expectUriError(() => comparisonKey('http://a b/', { level }), 'invalid-host-char', 8);
      expectUriError(() => equivalent('http://a/', 'http://a/%zz', { level }), 'invalid-percent-encoding', 9);
    }
    expectUriError(() => comparisonKey('http://a/', { level: 'exact' as Level }), 'invalid-argument', 0);
    expectUriError(() => comparisonKey(7 as unknown as string, { level: 'string' }), 'invalid-argument', 0);
  });
});
