/**
 * RFC 3986 §5 (inverse) — relativize(base, target, { prefer: 'relative-path' }): a relative-path
 * reference (`../../b/`) whenever one resolves to the target, rather than the shortest (`/b/`):
 * the references a static site writes, which keep working when the tree moves (Ruby's
 * URI#route_to, uriparser's uriRemoveBaseUriA, give the same).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parse, relativize, resolve, tryParse } from '../../src/index.js';
import { expectUriError } from '../helpers/expect.js';

const RELATIVE = { prefer: 'relative-path' } as const;

/** [base, target, shortest, relative-path] rows. */
type Row = readonly [base: string, target: string, shortest: string, relativePath: string];

describe('prefer: relative-path', () => {
  const ROWS: readonly Row[] = [
    // the row
    ['http://a/x/y/z', 'http://a/b/', '/b/', '../../b/'],
    // RFC 3986 §5.4.1's base and the targets of its examples whose shortest reference is absolute-path
    ['http://a/b/c/d;p?q', 'http://a/g', '/g', '../../g'],
    ['http://a/b/c/d;p?q', 'http://a/', '/', '../..'], // §5.4.1 gives '../..' and '../../' for it
    ['http://a/b/c/d;p?q', 'http://a/g?y#s', '/g?y#s', '../../g?y#s'],
    // where the shortest already is a relative path, nothing changes
    ['http://a/b/c/d;p?q', 'http://a/b/g', '../g', '../g'],
    ['http://a/b/c/d;p?q', 'http://a/b/c/', '.', '.'],
    ['http://a/b/c/d;p?q', 'http://a/b/c/this:that', './this:that', './this:that'],
    // same-document and query-only references survive a move as well: they still come first
    ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?q#s', '#s', '#s'],
    ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?y', '?y', '?y'],
    ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?q', '', ''],
    // another authority or scheme: no relative path can reach it
    ['http://a/b/c/d;p?q', 'http://g/x', '//g/x', '//g/x'],
    ['http://a/b/c/d;p?q', 'https://a/b/c/g', 'https://a/b/c/g', 'https://a/b/c/g'],
    // an empty target path under an authority: only a network-path reference gives it
    ['http://a/b/c', 'http://a', '//a', '//a'],
    // a base with an authority and an empty path: merge gives '/' + the reference
    ['http://a/b/c/d', 'http://a/b', '/b', '../../b'],
    // a path starting '//' without an authority (written '/.//x' by resolve)
    ['a:/b/c/d', 'a:/.//x', '/.//x', '../..//x'],
    // the target itself is shorter than the climb (no authority, a rootless base path), yet a
    // relative path reaches it: preferred as over an absolute path (found by a property run)
    ['http:a////', 'http:a/', 'http:a/', '../../..'],
    // file trees, the use that asks for it
    ['file:///site/blog/2024/11/post.html', 'file:///site/css/main.css', '/site/css/main.css', '../../../css/main.css'],
    ['https://example.com/docs/a/b/', 'https://example.com/img/x.png', '/img/x.png', '../../../img/x.png'],
  ];
  it.each(ROWS)('relativize(%j, %j): %j, and %j preferring a relative path', (base, target, shortest, relativePath) => {
    expect(relativize(base, target).toString()).toBe(shortest);
    expect(relativize(base, target, { prefer: 'shortest' }).toString()).toBe(shortest);
    const r = relativize(base, target, RELATIVE);
    expect(r.toString()).toBe(relativePath);
    expect(resolve(base, r).toString()).toBe(target);
  });

  it('a rootless base (a:b/c): §5.2.4 keeps the root that "b/../x" leaves, so a climb reaches /x', () => {
    expect(relativize('a:b/c/d', 'a:/x').toString()).toBe('/x');
    expect(relativize('a:b/c/d', 'a:/x', RELATIVE).toString()).toBe('../../x');
    expect(resolve('a:b/c/d', '../../x').toString()).toBe('a:/x');
    expect(relativize('mailto:x', 'mailto:y', RELATIVE).toString()).toBe('y');
  });
  it('a base with an authority and an empty path: merge gives "/" + the reference', () => {
    expect(relativize('http://a', 'http://a/b/c', RELATIVE).toString()).toBe('b/c');
  });

  it('is checked like every option', () => {
    const e = expectUriError(() => relativize('http://a/', 'http://a/b', { prefer: 'relative' } as never), 'invalid-argument', 0);
    expect(e.message).toMatch(/^relativize: options\.prefer must be 'shortest' or 'relative-path', got "relative"/);
    expectUriError(() => relativize('http://a/', 'http://a/b', { preferRelativePath: true } as never), 'invalid-argument', 0);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties, in both modes

const segment = fc.oneof(
  { arbitrary: fc.constantFrom('', 'a', 'b', 'c', 'a:b', 'd;p', '..a', '%2E'), weight: 5 },
  { arbitrary: fc.constantFrom('.', '..'), weight: 1 },
);
const segs = fc.array(segment, { maxLength: 5 });
const tail = fc.tuple(
  fc.option(fc.constantFrom('', 'q', 'y'), { freq: 2, nil: undefined }),
  fc.option(fc.constantFrom('', 'f'), { freq: 2, nil: undefined }),
).map(([q, f]) => (q === undefined ? '' : '?' + q) + (f === undefined ? '' : '#' + f));

/** A URI from a small alphabet, so that bases and targets often share a scheme, an authority and a path prefix. */
const uri = fc
  .record({
    scheme: fc.constantFrom('http', 'http', 'a'),
    authority: fc.option(fc.constantFrom('h', 'h', 'g', ''), { freq: 4, nil: undefined }),
    rooted: fc.constantFrom(true, true, false),
    segs, tail,
  })
  .map(({ scheme, authority, rooted, segs, tail }) => {
    const joined = segs.join('/');
    const path = rooted || (authority !== undefined && joined !== '') ? '/' + joined : joined;
    return scheme + ':' + (authority === undefined ? '' : '//' + authority) + path + tail;
  })
  .filter((s) => tryParse(s) !== null);

/** A base and a target that resolution can produce from it (so that some reference reaches it). */
const baseAndTarget = fc.tuple(uri, uri).map(([base, t]) => [base, resolve(base, t).toString()] as const);

describe.each([
  ['shortest', { prefer: 'shortest' } as const],
  ['relative-path', RELATIVE],
])('property, prefer %s', (_, options) => {
  it('resolve(base, relativize(base, t)) is t, for every t resolution gives', () => {
    fc.assert(fc.property(baseAndTarget, ([base, target]) => {
      const r = relativize(base, target, options);
      expect(resolve(base, r).toString()).toBe(target);
    }), { numRuns: 2000 });
  });
});

describe('property: what preferring a relative path changes', () => {
  it('a relative path instead of an absolute path under a rooted base, and no other change', () => {
    fc.assert(fc.property(baseAndTarget, ([base, target]) => {
      const shortest = relativize(base, target);
      const relative = relativize(base, target, RELATIVE);
      const b = parse(base);
      const sameAuthority = parse(target).authority === b.authority;
      // a base whose directory is rooted ('/...', or an authority and an empty path) reaches every
      // rooted target path by climbing: an absolute-path answer becomes a relative-path one
      if (shortest.referenceKind === 'absolute-path' && sameAuthority && (b.path.startsWith('/') || b.authority !== undefined)) {
        expect(relative.referenceKind).toBe('relative-path');
      }
      // it changes only what a relative-path reference is preferred to (an absolute-path or
      // network-path reference, or the target itself): a same-document, query-only or
      // relative-path answer stays, and a changed answer is a relative path
      if (shortest.referenceKind === 'relative-path') expect(relative.toString()).toBe(shortest.toString());
      else if (relative.toString() !== shortest.toString()) expect(relative.referenceKind).toBe('relative-path');
    }), { numRuns: 3000 });
  });
});
