/**
 * RFC 3986 Sec. 5.2.4 - remove_dot_segments (src/segment.ts): the RFC's examples, its steps written
 * plainly on strings as an oracle, and the two code paths (a stack of slices for a short path, a
 * buffer of units or bytes for a long one) against it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LONG_OUTPUT } from '../../src/chars.js';
import { DENSE_PATH, dotSegmentsRemoved, dotSegmentsRemovedWithin, firstDotSegment, hasDotSegment, removeDotSegments } from '../../src/segment.js';
import { expectUriError } from '../helpers/expect.js';

/** Sec. 5.2.4 steps A-E, transcribed on strings (for clarity, not speed). */
function oracle(path: string): string {
  let input = path;
  let output = '';
  while (input.length > 0) {
    if (input.startsWith('../')) input = input.slice(3); // A
    else if (input.startsWith('./')) input = input.slice(2); // A
    else if (input.startsWith('/./')) input = input.slice(2); // B
    else if (input === '/.') input = '/'; // B
    else if (input.startsWith('/../') || input === '/..') {
      input = input === '/..' ? '/' : input.slice(3); // C
      output = output.slice(0, Math.max(0, output.lastIndexOf('/')));
    } else if (input === '.' || input === '..') input = ''; // D
    else {
      // E: the first segment, with its leading '/' if any, up to (not including) the next '/'
      const next = input.indexOf('/', 1);
      const end = next < 0 ? input.length : next;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  return output;
}

describe('RFC 3986 Sec. 5.2.4 remove_dot_segments', () => {
  // Sec. 5.2.4's two worked examples, and Sec. 5.4.1's normal examples as merged paths
  const rows: readonly (readonly [string, string])[] = [
    ['/a/b/c/./../../g', '/a/g'],
    ['mid/content=5/../6', 'mid/6'],
    ['/b/c/g', '/b/c/g'],
    ['/b/c/./g', '/b/c/g'],
    ['/b/c/.', '/b/c/'],
    ['/b/c/./', '/b/c/'],
    ['/b/c/..', '/b/'],
    ['/b/c/../', '/b/'],
    ['/b/c/../g', '/b/g'],
    ['/b/c/../..', '/'],
    ['/b/c/../../', '/'],
    ['/b/c/../../g', '/g'],
    ['/b/c/../../../g', '/g'],
    ['/b/c/g.', '/b/c/g.'],
    ['/b/c/.g', '/b/c/.g'],
    ['/b/c/g..', '/b/c/g..'],
    ['/b/c/..g', '/b/c/..g'],
    ['/b/c/./../g', '/b/g'],
    ['/b/c/./g/.', '/b/c/g/'],
    ['/b/c/g/./h', '/b/c/g/h'],
    ['/b/c/g/../h', '/b/c/h'],
    // edges: lone dots, prefixes, empty segments, a rootless first segment popped
    ['.', ''],
    ['..', ''],
    ['../', ''],
    ['./a', 'a'],
    ['a/..', '/'],
    ['a/../b', '/b'],
    ['//..', '/'],
    ['/.//x', '//x'],
    ['', ''],
  ];
  it.each(rows)('%j -> %j', (path, want) => {
    expect(removeDotSegments(path)).toBe(want);
    expect(oracle(path)).toBe(want);
  });

  it('returns a path without dot segments as it is', () => {
    for (const path of ['/a/b', 'a.b/.c/d..', '']) {
      expect(hasDotSegment(path)).toBe(false);
      expect(removeDotSegments(path)).toBe(path);
    }
  });

  it('refuses a path that is not a string', () => {
    expectUriError(() => removeDotSegments(42 as unknown as string), 'invalid-argument', 0);
  });
});

// Units that reach every step: dots, slashes, dotted names, an escape, and non-ASCII of one and two
// units (a lone surrogate too: removeDotSegments takes any string).
const UNITS = ['/', '.', '..', '/.', '/..', './', '../', 'a', 'b.', '.c', '%2E', '\u00e9', '\ud83d\ude00', '\ud800', '//'];
const path = fc.array(fc.constantFrom(...UNITS), { maxLength: 40 }).map((u) => u.join(''));

describe('the short and the long code paths agree with the oracle', () => {
  it('short paths', () => {
    fc.assert(fc.property(path, (p) => {
      expect(removeDotSegments(p)).toBe(oracle(p));
    }), { numRuns: 2000 });
  });

  it('paths of a few hundred units, of many dot segments (the buffer code) and of few (the slices)', () => {
    const many = fc.array(fc.constantFrom('/a', '/.', '/..', '/b/..', '//', '/\u00e9'), { minLength: 60, maxLength: 200 }).map((u) => u.join(''));
    const few = fc.tuple(path, fc.constantFrom('/' + 'y'.repeat(300), 'z'.repeat(300) + '/')).map(([p, pad]) => pad + p + pad);
    fc.assert(fc.property(fc.oneof(many, few), (p) => {
      expect(removeDotSegments(p)).toBe(oracle(p));
    }), { numRuns: 300 });
  });

  it('long paths (LONG_OUTPUT units or more), as units and as ASCII bytes', () => {
    const pad = 'x'.repeat(LONG_OUTPUT);
    fc.assert(fc.property(path, path, fc.constantFrom('', '/', './', '../', '/' + pad + '/..'), (a, b, lead) => {
      const p = lead + a + '/' + pad + b;
      const want = oracle(p);
      expect(removeDotSegments(p)).toBe(want);
      if (hasDotSegment(p)) {
        // a range of a longer string, read in place
        expect(dotSegmentsRemoved('?' + p + '#', 1, p.length + 1)).toBe(want);
        if (/^[\u0000-\u007f]*$/.test(p)) expect(dotSegmentsRemoved(p, 0, p.length, true)).toBe(want);
      }
    }), { numRuns: 300 });
  });

  it('a path written between the text around it (dotSegmentsRemovedWithin), at every length', () => {
    // what normalize's fused path asks for: s[from, start) + remove_dot_segments(path) + s[end, to)
    const pad = fc.constantFrom('', 'x', '/', 'http://a', 'ab/..', 'z'.repeat(300));
    const sized = fc.tuple(path, fc.constantFrom(0, 10, 300, LONG_OUTPUT)).map(([p, n]) => p + '/y'.repeat(n) + p);
    fc.assert(fc.property(sized, pad, pad, fc.nat(), fc.nat(), (p, before, after, cut1, cut2) => {
      const s = before + p + after;
      const start = before.length;
      const end = start + p.length;
      const first = firstDotSegment(s, start, end);
      expect(first >= 0).toBe(hasDotSegment(p));
      if (first < 0) return;
      const from = cut1 % (start + 1);
      const to = end + (cut2 % (after.length + 1));
      const want = s.slice(from, start) + oracle(p) + s.slice(end, to);
      expect(dotSegmentsRemovedWithin(s, from, start, end, to, false, first)).toBe(want);
      if (/^[\u0000-\u007f]*$/.test(s)) expect(dotSegmentsRemovedWithin(s, from, start, end, to, true, first)).toBe(want);
      expect(dotSegmentsRemoved(s, start, end, false, first)).toBe(oracle(p));
    }), { numRuns: 500 });
  });

  it('paths around DENSE_PATH (a quarter of LONG_OUTPUT) with 8, 9 and more dot segments', () => {
    expect(DENSE_PATH).toBe(LONG_OUTPUT >> 2); // written as its value in segment.ts
    // a short path of many dot segments is left to the buffer code part way: both give the RFC's answer
    for (const length of [LONG_OUTPUT / 4 - 30, LONG_OUTPUT / 4, LONG_OUTPUT - 40]) {
      for (const dots of [1, 8, 9, 10, 40]) {
        for (const unit of ['/.', '/..', '/b/..', '/./c']) {
          const p = '/a'.repeat(Math.max(1, (length - dots * unit.length) / 2)) + unit.repeat(dots) + '/z';
          expect(removeDotSegments(p), `${length} ${dots} ${unit}`).toBe(oracle(p));
          expect(dotSegmentsRemovedWithin('h:' + p + '?q', 0, 2, p.length + 2, p.length + 4, true, firstDotSegment(p, 0, p.length) + 2)).toBe('h:' + oracle(p) + '?q');
        }
      }
    }
  });

  it('megabyte paths of dot segments', () => {
    const dots = '/a/.'.repeat(300_000);
    const dotdot = '/a/b/..'.repeat(150_000);
    expect(removeDotSegments(dots)).toBe('/a'.repeat(300_000) + '/');
    expect(dotSegmentsRemoved(dotdot, 0, dotdot.length, true)).toBe('/a'.repeat(150_000) + '/');
  });
});
