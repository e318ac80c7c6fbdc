/**
 * Linear time checked by counting work, not by a clock (which a busy machine makes lie): while a
 * function runs, the built-in String, RegExp and Array methods through which the library reads text
 * are wrapped so that each call adds what it costs —
 *   - 1 per character read: charCodeAt, codePointAt, charAt, at;
 *   - the characters a search passes over: indexOf, lastIndexOf, includes (String and Array),
 *     startsWith, endsWith;
 *   - the characters a call copies or reads whole: slice, substring, substr, split, replace,
 *     replaceAll, toLowerCase, toUpperCase, normalize, trim, padStart, padEnd, repeat, Array join,
 *     RegExp exec and test (the rest of the input from lastIndex).
 * A reader that scans its input once costs a few units per character; one that rescans a prefix at
 * every step costs units by the square of the length, and `expectLinearWork` sees it: 16 times the
 * input, about 16 times the work for the first, 256 times for the second. Counts are exact and the
 * same on every run, so the bound can be tight and needs no retries.
 *
 * Blind spots (no wrapper can see them): `s[i]` and `for...of` over a string, string `+`, Uint8Array
 * and Map lookups, and loops that do their own arithmetic without reading text. The library's
 * readers go through charCodeAt (DESIGN "Performance rules"), so for them the count is the work;
 * a quadratic loop hidden in the blind spots would still need a clock (`npm run bench:linear`).
 */
import { expect } from 'vitest';

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** How a call's cost follows from its receiver, its arguments and its result. */
type Cost = (self: unknown, args: unknown[], result: unknown) => number;

const len = (x: unknown): number => (typeof x === 'string' || Array.isArray(x) ? x.length : 0);
const one: Cost = () => 1;
const receiver: Cost = (self) => len(self);
const result: Cost = (_self, _args, res) => len(res);
const searchArg: Cost = (_self, args) => Math.max(1, len(args[0]));
/** indexOf, includes: from the start position to the match (or the end). */
const forward: Cost = (self, args, res) => {
  const n = len(self);
  const from = Math.min(Math.max(Number(args[1] ?? 0) || 0, 0), n);
  const at = typeof res === 'number' ? res : -1;
  return 1 + (at >= 0 ? at - from : n - from);
};
/** lastIndexOf: from the start position back to the match (or the beginning). */
const backward: Cost = (self, args, res) => {
  const n = len(self);
  const from = args[1] === undefined ? n : Math.min(Math.max(Number(args[1]) || 0, 0), n);
  return 1 + (typeof res === 'number' && res >= 0 ? from - res : from);
};
/** includes answers a boolean: charged as a search that ran to the end when it found nothing. */
const includes: Cost = (self, args, res) => {
  const n = len(self);
  const from = Math.min(Math.max(Number(args[1] ?? 0) || 0, 0), n);
  return 1 + (res === true ? 0 : n - from);
};
const regexp: Cost = (self, args) => {
  const from = self instanceof RegExp && (self.global || self.sticky) ? self.lastIndex : 0;
  return 1 + Math.max(0, len(args[0]) - from);
};

const WRAPPED: readonly [object, string, Cost][] = [
  [String.prototype, 'charCodeAt', one],
  [String.prototype, 'codePointAt', one],
  [String.prototype, 'charAt', one],
  [String.prototype, 'at', one],
  [String.prototype, 'indexOf', forward],
  [String.prototype, 'lastIndexOf', backward],
  [String.prototype, 'includes', includes],
  [String.prototype, 'startsWith', searchArg],
  [String.prototype, 'endsWith', searchArg],
  [String.prototype, 'slice', result],
  [String.prototype, 'substring', result],
  [String.prototype, 'substr', result],
  [String.prototype, 'split', receiver],
  [String.prototype, 'replace', receiver],
  [String.prototype, 'replaceAll', receiver],
  [String.prototype, 'toLowerCase', receiver],
  [String.prototype, 'toUpperCase', receiver],
  [String.prototype, 'normalize', receiver],
  [String.prototype, 'trim', receiver],
  [String.prototype, 'padStart', result],
  [String.prototype, 'padEnd', result],
  [String.prototype, 'repeat', result],
  [Array.prototype, 'indexOf', forward],
  [Array.prototype, 'lastIndexOf', backward],
  [Array.prototype, 'includes', includes],
  [Array.prototype, 'join', result],
  [RegExp.prototype, 'exec', regexp],
  [RegExp.prototype, 'test', regexp],
];

/**
 * The work fn does, in the units above. Exceptions propagate; the built-ins are restored in any case.
 * A built-in that calls another (RegExp test calls exec; replace calls back into the library) is
 * charged for both: a constant factor, which a ratio does not mind, where skipping the inner calls
 * would hide the work of a callback.
 */
export function countWork(fn: () => void): number {
  let work = 0;
  const saved = WRAPPED.map(([proto, name, cost]) => {
    const original = (proto as Record<string, Method>)[name]!;
    const wrapper = function (this: unknown, ...args: unknown[]): unknown {
      const res = original.apply(this, args);
      work += cost(this, args, res);
      return res;
    };
    Object.defineProperty(proto, name, { value: wrapper, writable: true, configurable: true, enumerable: false });
    return [proto, name, original] as const;
  });
  try {
    fn();
  } finally {
    for (const [proto, name, original] of saved) {
      Object.defineProperty(proto, name, { value: original, writable: true, configurable: true, enumerable: false });
    }
  }
  return work;
}

/** The work of make(SMALL) and make(16 * SMALL) through fn; 16 times the input may cost at most `bound` times the work. */
export function expectLinearWork(fn: (input: string) => void, make: (n: number) => string, { small = 2 ** 10, bound = 20 } = {}): void {
  const a = make(small);
  const b = make(16 * small);
  const workA = countWork(() => fn(a));
  const workB = countWork(() => fn(b));
  const detail = `work ${workA} on ${a.length} code units, ${workB} on ${b.length}: ${(workB / Math.max(workA, 1)).toFixed(1)}x for ${(b.length / a.length).toFixed(1)}x the input`;
  expect(workA, detail).toBeGreaterThan(0);
  expect(workB, detail).toBeLessThanOrEqual(bound * Math.max(workA, 1));
}
