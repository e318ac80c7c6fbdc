/**
 * DESIGN "Errors", "Performance rules": no input takes more than linear time. Every row of
 * bench/linear-cases.mjs (pathological strings through every public entry: the parser, the
 * encoders and decoders, query strings, URIs in text, the audit) runs at 1,024 and 16,384 code
 * units, and the work it does is counted (test/helpers/work.ts: characters read, searched and
 * copied through the built-ins): 16 times the input may cost at most 20 times the work. A linear
 * reader stays near 16, a quadratic one comes out near 256. Counting, not timing: the result is
 * the same on a busy machine. The clock's view of the same table is `npm run bench:linear`.
 */
import { describe, expect, it } from 'vitest';
import * as core from '../../src/index.js';
import * as audit from '../../src/audit/index.js';
import * as query from '../../src/query/index.js';
import * as text from '../../src/text/index.js';
import { cases, fill } from '../../bench/linear-cases.mjs';
import { countWork, expectLinearWork } from '../helpers/work.js';

const { UriError, isValid, parse, validate } = core;
const CASES = cases({ core, text, query, audit });

describe('the work counter', () => {
  it('counts one unit per character a scan reads', () => {
    const s = fill('a', 1000);
    expect(countWork(() => {
      for (let i = 0; i < s.length; i++) s.charCodeAt(i);
    })).toBe(1000);
  });

  it('sees a quadratic rescan, and a linear scan as linear', () => {
    // every prefix searched again from the start: n(n+1)/2 characters passed over
    const rescan = (s: string): void => {
      for (let i = 1; i <= s.length; i++) s.slice(0, i).indexOf('!');
    };
    expect(() => expectLinearWork(rescan, (n) => fill('a', n), { small: 64 })).toThrow();
    expectLinearWork((s) => s.indexOf('!'), (n) => fill('a', n));
  });

  it('puts the built-ins back, also when the function throws', () => {
    const original = String.prototype.charCodeAt;
    expect(() => countWork(() => {
      throw new Error('x');
    })).toThrow('x');
    expect(String.prototype.charCodeAt).toBe(original);
  });
});

describe('linear work on pathological strings (counted)', () => {
  it.each(CASES.map((c) => [`${c.entry}: ${c.input}`, c] as const))('%s', (_name, c) => {
    expectLinearWork(c.run, c.make);
  });
});

describe('no stack overflow on 16 MB inputs', () => {
  // DESIGN: "No input -- empty, 10 MB long ... -- raises anything but UriError". A reader that
  // recursed per character or per segment would throw RangeError long before 2**24. (The time they
  // take is bench/linear.mjs's concern.)
  it.each([
    ['a', (n: number) => fill('a', n)],
    ['http://a + "/."*', (n: number) => 'http://a' + fill('/.', n)],
    ['"%41"* + " "', (n: number) => fill('%41', n) + ' '],
  ] as const)('%s', (_name, make) => {
    const s = make(2 ** 24);
    const only = (fn: () => unknown): void => {
      try {
        fn();
      } catch (e) {
        if (!(e instanceof UriError)) throw e;
      }
    };
    only(() => parse(s));
    only(() => parse(s, { rule: 'URI' }));
    expect(validate(s) === null).toBe(isValid(s));
  });
});
