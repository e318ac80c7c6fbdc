/**
 * RFC 3986 §5 (inverse) — relativize: the shortest reference that resolves to the target.
 * Every row also checks the law it must keep: resolve(base, relativize(base, t)) is t.
 */
import { describe, expect, it } from 'vitest';
import { Uri, parse, relativize, resolve } from '../../src/index.js';
import { expectUriError } from '../helpers/expect.js';

// ---------------------------------------------------------------------------------------------
// Helpers

/** Asserts relativize(base, target) is `want` (when given) and resolves back to target (strict §5.2.2). */
function expectRelativize(base: string, target: string, want?: string): string {
  const got = relativize(base, target).toString();
  if (want !== undefined) expect(got).toBe(want);
  expect(resolve(base, got).toString()).toBe(target);
  return got;
}

const RFC_BASE = 'http://a/b/c/d;p?q';

// ---------------------------------------------------------------------------------------------
// RFC 3986 §5.4.1 and §5.4.2, inverted: each [reference, target] row of the RFC, and the reference
// relativize must give. It resolves to the target and is never longer than the RFC's reference.

// [RFC reference, target, expected relativize result]
const RFC_5_4_1: [string, string, string][] = [
  ['g:h', 'g:h', 'g:h'], // another scheme: the target itself
  ['g', 'http://a/b/c/g', 'g'],
  ['./g', 'http://a/b/c/g', 'g'],
  ['g/', 'http://a/b/c/g/', 'g/'],
  ['/g', 'http://a/g', '/g'], // '../../g' is longer
  ['//g', 'http://g', '//g'],
  ['?y', 'http://a/b/c/d;p?y', '?y'],
  ['g?y', 'http://a/b/c/g?y', 'g?y'],
  ['#s', 'http://a/b/c/d;p?q#s', '#s'],
  ['g#s', 'http://a/b/c/g#s', 'g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s', 'g?y#s'],
  [';x', 'http://a/b/c/;x', ';x'],
  ['g;x', 'http://a/b/c/g;x', 'g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s', 'g;x?y#s'],
  ['', 'http://a/b/c/d;p?q', ''],
  ['.', 'http://a/b/c/', '.'],
  ['./', 'http://a/b/c/', '.'],
  ['..', 'http://a/b/', '..'],
  ['../', 'http://a/b/', '..'],
  ['../g', 'http://a/b/g', '../g'],
  ['../..', 'http://a/', '/'], // '/' is shorter than '../..'
  ['../../', 'http://a/', '/'],
  ['../../g', 'http://a/g', '/g'],
];

const RFC_5_4_2: [string, string, string][] = [
  ['../../../g', 'http://a/g', '/g'],
  ['../../../../g', 'http://a/g', '/g'],
  ['/./g', 'http://a/g', '/g'],
  ['/../g', 'http://a/g', '/g'],
  ['g.', 'http://a/b/c/g.', 'g.'],
  ['.g', 'http://a/b/c/.g', '.g'],
  ['g..', 'http://a/b/c/g..', 'g..'],
  ['..g', 'http://a/b/c/..g', '..g'],
  ['./../g', 'http://a/b/g', '../g'],
  ['./g/.', 'http://a/b/c/g/', 'g/'],
  ['g/./h', 'http://a/b/c/g/h', 'g/h'],
  ['g/../h', 'http://a/b/c/h', 'h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y', 'g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y', 'y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x', 'g?y/./x'], // the query keeps its dots
  ['g?y/../x', 'http://a/b/c/g?y/../x', 'g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x', 'g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x', 'g#s/../x'],
  ['http:g', 'http:g', 'http:g'], // strict: no authority in the target, so no reference but itself
];

describe('RFC 3986 §5.4.1 normal examples, inverted', () => {
  it.each(RFC_5_4_1)('%s -> %s', (reference, target, want) => {
    expect(resolve(RFC_BASE, reference).toString()).toBe(target); // the RFC's row, as resolve reads it
    const got = expectRelativize(RFC_BASE, target, want);
    expect(got.length).toBeLessThanOrEqual(reference.length);
  });
});

describe('RFC 3986 §5.4.2 abnormal examples, inverted', () => {
  it.each(RFC_5_4_2)('%s -> %s', (reference, target, want) => {
    expect(resolve(RFC_BASE, reference).toString()).toBe(target);
    const got = expectRelativize(RFC_BASE, target, want);
    expect(got.length).toBeLessThanOrEqual(reference.length);
  });
});

// ---------------------------------------------------------------------------------------------
// The cases by kind of reference: [base, target, expected, what it covers]

const CASES: [string, string, string, string][] = [
  // §4.4 same-document references; §5.1 the base's fragment is ignored
  ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?q', '', 'the base itself: the empty reference'],
  ['http://a/b/c/d;p?q#f', 'http://a/b/c/d;p?q', '', "the base's fragment is ignored"],
  ['http://a/b/c/d;p?q#f', 'http://a/b/c/d;p?q#f', '#f', 'same fragment as the base: still needs #f'],
  ['http://a/b/c/d;p?q#f', 'http://a/b/c/d;p?q#g', '#g', 'only the fragment differs'],
  ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?q#', '#', 'an empty fragment is kept'],
  ['http://a/b/c/d;p', 'http://a/b/c/d;p#s', '#s', 'no query on either side'],
  // §5.2.2 R.path == "" with a query
  ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?', '?', 'an empty query differs from q'],
  ['http://a/b/c/d;p', 'http://a/b/c/d;p?y#s', '?y#s', 'query and fragment added'],
  // target without the base's query: '' would take the base's query back
  ['http://a/b/c/d;p?q', 'http://a/b/c/d;p', 'd;p', "the last segment drops the base's query"],
  ['http://a/b/c/d;p?q', 'http://a/b/c/d;p#s', 'd;p#s', 'the last segment, with a fragment'],
  ['http://a/b/c/?q', 'http://a/b/c/', '.', "a directory base without its query: '.'"],
  ['http://a/?q', 'http://a/', '.', "the root without the base's query ('.' and '/' tie; relative-path wins)"],
  ['http://a?q', 'http://a', '//a', 'an empty path with an authority: only a network-path gives it'],
  // §5.2.3 merge and "../"
  ['http://a/b/c/d', 'http://a/b/c/', '.', 'the directory of the base'],
  ['http://a/b/c/d', 'http://a/b/', '..', 'the parent directory'],
  ['http://a/bbbb/c/d/e', 'http://a/bbbb/', '../..', 'two levels up, to a directory'],
  ['http://a/bbbb/c/d/e', 'http://a/bbbb/x', '../../x', 'two levels up, then down'],
  ['http://a/b/c/d/e', 'http://a/b/', '/b/', "absolute-path when it is shorter than '../..'"],
  ['http://a/b/c/d/e', 'http://a/x', '/x', "absolute-path when '../' costs more"],
  ['http://a/b/c/', 'http://a/b/c/x/y/', 'x/y/', 'a trailing slash on both'],
  ['http://a/b/c/', 'http://a/b/c', '../c', 'the target drops the trailing slash'],
  ['http://a/b/c', 'http://a/b/c/', 'c/', 'the target adds a trailing slash'],
  ['http://a', 'http://a/x', 'x', '§5.2.3: an authority and an empty path merge as "/" + path'],
  ['http://a', 'http://a/', '.', 'the root below an empty path'],
  // §4.2 colon in the first segment (uri(7), seed 002: "./this:that")
  ['http://a/b/c/d', 'http://a/b/c/this:that', './this:that', "':' in the first segment"],
  ['http://a/b/c/d', 'http://a/b/this:that', '../this:that', "'../' already protects ':'"],
  ['http://a/b/c/d', 'http://a/b/c/x/this:that', 'x/this:that', "':' in a later segment needs nothing"],
  // empty segments: a reference starting '//' would be a network-path
  ['http://a/b/x', 'http://a/b//c', './/c', "an empty first segment needs './'"],
  ['http://a/b/x/y', 'http://a/b//c', '..//c', "'..' already protects an empty segment"],
  ['http://a/x', 'http://a//c', './/c', 'an empty segment under the root'],
  ['http://a/b//x', 'http://a/b//y', 'y', 'an empty segment in the common directory'],
  ['http://a/b//x', 'http://a/b/y', '../y', 'climbing out of an empty segment'],
  // §4.2 network-path: only the scheme matches
  ['http://a/b/c', 'http://g/b/c', '//g/b/c', 'another host'],
  ['http://a/b/c', 'http://a:8080/b/c', '//a:8080/b/c', 'another port is another authority'],
  ['http://a/b/c', 'http://u@a/b/c', '//u@a/b/c', 'userinfo is part of the authority'],
  ['http://a/b/c', 'http://g', '//g', 'another host, empty path'],
  ['file:///etc/passwd', 'file:///etc/hosts', 'hosts', 'an empty authority'],
  ['file:///etc/passwd', 'file://h/etc/hosts', '//h/etc/hosts', 'an empty authority against a host'],
  // exact comparison: the inverse of resolve, not of normalize
  ['http://a/b/c', 'HTTP://a/b/d', 'HTTP://a/b/d', 'schemes differ in case: the target itself'],
  ['http://a/b/c', 'http://A/b/d', '//A/b/d', 'hosts differ in case: a network-path'],
  ['http://a/b/c', 'http://a/B/d', '/B/d', 'paths are case-sensitive'],
  ['http://a/b/c', 'http://a/b/%63', '%63', 'percent-encodings are compared as written'],
  ['http://a/b/c', 'https://a/b/c', 'https://a/b/c', 'another scheme: the target itself'],
  // the base is not normalized either: dot segments in it are removed by the merge
  ['http://a/b/../c/d', 'http://a/c/x', 'x', "the base's dot segments: the merge removes them"],
  ['http://a/b/./c/d', 'http://a/b/x', '../x', "the base's '.' segments"],
  ['http://a/b/../c?q', 'http://a/b/../c?y', '?y', 'query-only keeps the base path as written'],
  ['http://a/b/../c', 'http://a/b/../c#f', '#f', 'fragment-only keeps the base path as written'],
];

describe('relativize by kind of reference', () => {
  it.each(CASES)('%s + %s -> %s (%s)', (base, target, want) => {
    expectRelativize(base, target, want);
  });
});

// Bases without an authority: §5.2.3 merge's "no '/' in the base path" branch, and rootless paths,
// which §5.2.4 turns into absolute ones when '../' climbs above their first segment.
const NO_AUTHORITY: [string, string, string, string][] = [
  ['mailto:x', 'mailto:y', 'y', "no '/' in the base path: the reference path is the whole path"],
  ['mailto:x?subject=a', 'mailto:x', 'x', "dropping the base's query"],
  ['mailto:x', 'mailto:x?subject=a', '?subject=a', 'query-only'],
  ['mailto:x', 'mailto:x#f', '#f', 'fragment-only'],
  ['urn:a:b', 'urn:a:c', './a:c', "a ':' in the first segment"],
  ['urn:a:b', 'urn:a', 'a', 'no colon left in the path'],
  ['urn:a:b', 'urn:a:b:c', './a:b:c', "'./' is shorter than the target"],
  ['urn:isbn:1', 'urn:x', 'x', 'no colon in the target path'],
  ['a:b/c', 'a:b/d', 'd', 'rootless: the same directory'],
  ['a:b/c/d', 'a:b/x', '../x', 'rootless: one level up'],
  ['a:b/c', 'a:/x', '/x', 'rootless base, absolute target path'],
  ['a:b/c', 'a:d', 'a:d', 'a rootless path no reference reaches: the target itself'],
  ['a:b/c', 'a:b/', '.', 'rootless: the directory'],
  ['a:b/c/d', 'a:b/', '..', 'rootless: the parent directory'],
  ['a:b?q', 'a:?q', '.?q', "an empty path: '.' removes to nothing"],
  ['a:b?q', 'a:', '.', "an empty path without the base's query"],
  ['a:/b/c', 'a:/b/d', 'd', 'an absolute path without an authority'],
  ['a:/b/c', 'a:/x', '/x', 'absolute-path'],
  ['a:/b/c', 'a:/.//x', '..//x', "resolve's guard: the path '//x' is written '/.//x' ('/.//x' ties)"],
  ['a:b', 'a:/.//x', './//x', "the guard, from a base with no '/'"],
  ['a:/b/c', 'a://h/x', '//h/x', 'an authority the base lacks: a network-path'],
  ['http://a/b', 'http:/b', 'http:/b', "an authority the target lacks: only the target"],
];

describe("relativize against bases without an authority (§5.2.3's second branch)", () => {
  it.each(NO_AUTHORITY)('%s + %s -> %s (%s)', (base, target, want) => {
    expectRelativize(base, target, want);
  });
});

// ---------------------------------------------------------------------------------------------
// Dot segments in the target: resolution always removes them (§5.2.4), so no path reference
// reproduces the target; it comes back unchanged, and resolving it is not the target.

describe('targets with dot segments', () => {
  it.each([
    ['http://a/b/c', 'http://a/b/./c'],
    ['http://a/b/c', 'http://a/b/../c'],
    ['http://a/b/c', 'http://a/b/c/.'],
    ['a:b', 'a:./c'],
  ])('%s + %s -> the target', (base, target) => {
    const got = relativize(base, target);
    expect(got.toString()).toBe(target);
    expect(resolve(base, got).toString()).not.toBe(target);
  });

  it('a same-document reference still reaches a dotted target equal to the base', () => {
    expectRelativize('http://a/b/../c?q', 'http://a/b/../c?q#f', '#f');
  });
});

// ---------------------------------------------------------------------------------------------
// Errors: code and index

describe('relativize errors', () => {
  it.each([
    ['b/c', 'http://a/b', 'relative-base', 0],
    ['//a/b', 'http://a/b', 'relative-base', 0],
    ['', 'http://a/b', 'relative-base', 0],
  ] as const)('base %j, target %j -> %s at %i', (base, target, code, index) => {
    const e = expectUriError(() => relativize(base, target), code, index);
    expect(e.input).toBe(base);
  });

  it.each([
    ['http://a/b', 'c', 'invalid-argument', 0],
    ['http://a/b', '../c', 'invalid-argument', 0],
    ['http://a/b', '#f', 'invalid-argument', 0],
    ['http://a/b', '', 'invalid-argument', 0],
  ] as const)('relative target: base %j, target %j -> %s at %i', (base, target, code, index) => {
    const e = expectUriError(() => relativize(base, target), code, index);
    expect(e.input).toBe(target);
    expect(e.message).toContain('resolve it against the base first');
  });

  it.each([
    ['http://a/%zz', 'http://a/b', 'invalid-percent-encoding', 9],
    ['http://a/b', 'http://a/b c', 'invalid-path-char', 10],
    ['http://a:x/', 'http://a/b', 'invalid-port', 9],
  ] as const)('invalid input: base %j, target %j -> %s at %i', (base, target, code, index) => {
    expectUriError(() => relativize(base, target), code, index);
  });

  it.each([
    [42, 'http://a/b'],
    ['http://a/b', null],
    [undefined, 'http://a/b'],
    [{ toString: () => 'http://a/' }, 'http://a/b'],
  ])('a base or target that is not a string or a Uri: invalid-argument', (base, target) => {
    const e = expectUriError(() => relativize(base as string, target as string), 'invalid-argument', 0);
    expect(e.message).toMatch(/^relativize: the (base|target) must be a string or a Uri/);
  });

  it.each([[null], [5], ['shortest']])('options that are not an object (%j): invalid-argument', (options) => {
    expectUriError(() => relativize('http://a/b', 'http://a/c', options as unknown as object), 'invalid-argument', 0);
  });

  it('accepts no options, undefined and {}', () => {
    expect(relativize('http://a/b', 'http://a/c').toString()).toBe('c');
    expect(relativize('http://a/b', 'http://a/c', undefined).toString()).toBe('c');
    expect(relativize('http://a/b', 'http://a/c', {}).toString()).toBe('c');
  });
});

// ---------------------------------------------------------------------------------------------
// The model: Uri and string inputs, immutability, the result's kind

describe('relativize and the Uri model', () => {
  it('takes strings and Uris alike', () => {
    const base = 'http://a/b/c/d;p?q';
    const target = 'http://a/b/g?y#s';
    const want = '../g?y#s';
    expect(relativize(base, target).toString()).toBe(want);
    expect(relativize(parse(base), target).toString()).toBe(want);
    expect(relativize(base, parse(target)).toString()).toBe(want);
    expect(relativize(parse(base), parse(target)).toString()).toBe(want);
  });

  it('returns a parsed Uri whose components match its text', () => {
    const got = relativize('http://a/b/c/d;p?q', 'http://a/b/this:that?y#s');
    expect(got).toBeInstanceOf(Uri);
    expect(got.toString()).toBe('../this:that?y#s');
    expect(got.toComponents()).toEqual(parse('../this:that?y#s').toComponents());
    expect(got.referenceKind).toBe('relative-path');
  });

  it.each([
    ['http://a/b/c', 'http://a/b/c#f', '#f', 'relative-path'],
    ['http://a/b/c', 'http://a/b/c?y', '?y', 'relative-path'],
    ['http://a/b/c', 'http://a/b/d', 'd', 'relative-path'],
    ['http://a/b/c/d', 'http://a/x', '/x', 'absolute-path'],
    ['http://a/b/c', 'http://g/x', '//g/x', 'network-path'],
    ['http://a/b/c', 'ftp://a/b/c', 'ftp://a/b/c', 'uri'],
  ] as const)('%s + %s -> %s, a %s reference', (base, target, want, kind) => {
    const got = relativize(base, target);
    expect(got.toString()).toBe(want);
    expect(got.referenceKind).toBe(kind);
  });

  it('leaves its inputs unchanged and returns a new Uri', () => {
    const base = parse('http://a/b/c/d;p?q#f');
    const target = parse('http://a/b/g?y#s');
    const before = [base.toString(), base.toComponents(), target.toString(), target.toComponents()];
    const got = relativize(base, target);
    expect([base.toString(), base.toComponents(), target.toString(), target.toComponents()]).toEqual(before);
    expect(got).not.toBe(base);
    expect(got).not.toBe(target);
    expect(got.toString()).toBe('../g?y#s');
  });

  it('gives back the target Uri itself (immutable, so shared) when no reference is shorter', () => {
    const target = parse('https://a/b');
    expect(relativize('http://a/b', target)).toBe(target);
  });
});

// ---------------------------------------------------------------------------------------------
// The @example lines of relativize's JSDoc (STYLE 10), and its comparison with java.net.URI

describe('relativize JSDoc examples', () => {
  it.each([
    ['http://a/b/c/d;p?q', 'http://a/b/g', '../g'],
    ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?q#s', '#s'],
    ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?y', '?y'],
    ['http://a/b/c/d;p?q', 'http://a/b/c/this:that', './this:that'],
    ['http://a/b/c/d;p?q', 'http://a/x', '/x'],
    ['http://a/b/c/d;p?q', 'http://g/x', '//g/x'],
    ['http://a/b/c/d;p?q', 'https://a/b/c/g', 'https://a/b/c/g'],
  ])('%s + %s -> %s', (base, target, want) => {
    expectRelativize(base, target, want);
  });

  it("java.net.URI's answer for http://a/b and http://a/b/c ('c') resolves elsewhere; ours does not", () => {
    expect(resolve('http://a/b', 'c').toString()).toBe('http://a/c');
    expectRelativize('http://a/b', 'http://a/b/c', 'b/c');
  });
});
