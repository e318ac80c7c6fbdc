/**
 * DESIGN "Errors", "Performance rules": no input takes more than linear time. Megabyte-long
 * pathological strings, timed at N = 2**16 and N = 2**20 code units: a linear parser takes about
 * 16x longer on the big one, a quadratic one 256x. The bound is 40x (plus a little slack for timer
 * noise on inputs that fail in microseconds) and an absolute few seconds; no input may overflow the
 * stack (nothing recurses on the input's length).
 *
 * Timing note: under Vitest the library is loaded through Vite's module transform, where every
 * imported binding (the class table included) is read through a getter, so a scan runs several
 * times slower than in plain Node. Ratios are unaffected; the absolute bounds allow for it.
 */
import { describe, expect, it } from 'vitest';
import { UriError, build, isValid, parse, tryParse, validate } from '../../src/index.js';

const SMALL = 2 ** 16;
const BIG = 2 ** 20;
/**
 * Runs per timing. The fastest run is kept rather than the median: on a shared machine other work
 * only ever adds time, so the minimum is the least noisy estimate of the cost.
 */
const RUNS = 3;
/** The big input may take this many times as long as the small one (linear: 16). */
const MAX_RATIO = 40;
/** Added to the bound so that inputs rejected in microseconds do not fail on timer noise. */
const SLACK_MS = 5;
/** One pass of every entry may take no longer than this on one megabyte, whatever the ratio. */
const MAX_MS = 3000;
/**
 * The bound for build() and the decoders, which allocate their output: a megabyte of escapes is a
 * rope of a million pieces and several megabytes of string, and V8's garbage collector makes that
 * measure 30-36x for 16x the input (for 4x the input: 2**18 -> 2**20 about 8x, 2**20 -> 2**22
 * about 6.5x). Still far from the 256x of a quadratic algorithm.
 */
const MAX_RATIO_ALLOCATING = 64;

/** `unit` repeated to exactly n code units. */
function fill(unit: string, n: number): string {
  return unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
}

/** A pathological input of about n code units. */
type Pattern = readonly [name: string, make: (n: number) => string];

const PATTERNS: readonly Pattern[] = [
  // one character repeated: each stops a different reader, or none
  ...['%', ':', '[', ']', '@', '/', '?', '#', '.', 'a', ' ', '\u00e9', '\ud800'].map(
    (c): Pattern => [JSON.stringify(c) + ' repeated', (n) => fill(c, n)],
  ),
  // short units repeated
  ['"%2" repeated', (n) => fill('%2', n)],
  ['"::" repeated', (n) => fill('::', n)],
  ['"[::" repeated', (n) => fill('[::', n)],
  ['"%C3" repeated', (n) => fill('%C3', n)],
  ['"a:" repeated', (n) => fill('a:', n)],
  ['"/." repeated', (n) => fill('/.', n)],
  // deep in one component
  ['http:// + a*', (n) => 'http://' + fill('a', n)],
  ['http://[ + "1:"*', (n) => 'http://[' + fill('1:', n)],
  ['http://[v1. + ":"* + ]', (n) => 'http://[v1.' + fill(':', n) + ']'],
  ['http://[ + "v"*', (n) => 'http://[' + fill('v', n)],
  ['// + @*', (n) => '//' + fill('@', n)],
  ['// + :*', (n) => '//' + fill(':', n)],
  ['// + "1."*', (n) => '//' + fill('1.', n)],
  ['a: + "/."*', (n) => 'a:' + fill('/.', n)],
  ['x: + "%C3%A9"*', (n) => 'x:' + fill('%C3%A9', n)],
  ['? + "%41"*', (n) => '?' + fill('%41', n)],
  ['# + "?/"*', (n) => '#' + fill('?/', n)],
  // mixtures: a long valid prefix, then the character that fails it (scans that could be repeated)
  ['// + a* + space (authority scanned twice: userinfo lookahead)', (n) => '//' + fill('a', n) + ' '],
  ['// + a* + space + @ (the userinfo lookahead runs to the end)', (n) => '//' + fill('a', n) + ' @'],
  ['// + "a:"* + [ (port after a long userinfo-like scan)', (n) => '//' + fill('a:', n) + '['],
  ['//userinfo@host:port, each a third', (n) => '//' + fill('%41', n / 3) + '@' + fill('b', n / 3) + ':' + fill('1', n / 3)],
  ['a* + : (a megabyte scheme)', (n) => fill('a', n) + ':'],
  ['a* + ! + : (a bad scheme character late)', (n) => fill('a', n) + '!:'],
  ['a* + / (a scheme that never ends)', (n) => fill('a', n) + '/'],
  ['"a/"* + ":" (colon after the first segment)', (n) => fill('a/', n) + ':'],
  ['s:// + "[::1]"* (literal then garbage)', (n) => 's://' + fill('[::1]', n)],
  ['http://[::ffff: + "1.2.3.4."*', (n) => 'http://[::ffff:' + fill('1.2.3.4.', n)],
  ['"%C3%A9" + a* + "%" (a late bad escape)', (n) => '%C3%A9' + fill('a', n) + '%'],
];

/** Runs fn, which may throw only a UriError (a RangeError from a deep recursion fails the test). */
function guarded(fn: () => unknown): void {
  try {
    fn();
  } catch (e) {
    if (!(e instanceof UriError)) throw new Error(`threw ${String(e)}`, { cause: e });
  }
}

/**
 * Every public entry on s: parse (the throwing twin), validate and isValid under the two rules
 * whose readers differ most (URI-reference reads relative references, URI insists on a scheme),
 * and isValid under the other two. tryParse shares isValid's path.
 */
function everyEntry(s: string): void {
  for (const rule of ['URI-reference', 'URI'] as const) {
    const options = { rule };
    guarded(() => parse(s, options));
    validate(s, options);
    isValid(s, options);
  }
  isValid(s, { rule: 'absolute-URI' });
  tryParse(s, { rule: 'relative-ref' });
}

/** The fastest of RUNS timed runs of fn(input); the caller has run it once untimed (JIT, flattening). */
function time(fn: (s: string) => void, input: string): number {
  let best = Infinity;
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    fn(input);
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/** Asserts that fn on make(BIG) takes at most maxRatio times fn on make(SMALL). */
function expectLinear(fn: (s: string) => void, make: (n: number) => string, maxRatio = MAX_RATIO): void {
  const small = make(SMALL);
  const big = make(BIG);
  expect(big.length).toBeGreaterThanOrEqual(BIG);
  fn(small);
  fn(big);
  const tSmall = time(fn, small);
  const tBig = time(fn, big);
  const detail = `small ${tSmall.toFixed(3)} ms, big ${tBig.toFixed(3)} ms, ratio ${(tBig / Math.max(tSmall, 1e-3)).toFixed(1)}`;
  expect(tBig, detail).toBeLessThanOrEqual(maxRatio * tSmall + SLACK_MS);
  expect(tBig, detail).toBeLessThanOrEqual(MAX_MS);
}

// Timings on a shared machine: a test that misses its bound is tried again (twice at most). A
// quadratic reader misses every time (256x against the 40x bound); a busy neighbour seldom twice.
describe('linear time on megabyte-long pathological strings', { retry: 2 }, () => {
  // Warm every path up on small inputs first, so the small timing is not the interpreter's.
  for (const [, make] of PATTERNS) for (let i = 0; i < 20; i++) everyEntry(make(256));

  it.each(PATTERNS)('%s: parse, validate, isValid, tryParse', (_name, make) => {
    expectLinear(everyEntry, make);
  });

  // The encoders and decoders behind build() and Uri#decoded on megabyte components.
  const componentCases: readonly [string, (s: string) => void, (n: number) => string][] = [
    ['build: a path of spaces (every character encoded)', (s) => build({ path: s }), (n) => fill(' ', n)],
    ['build: a query of non-ASCII (three bytes each)', (s) => build({ query: s }), (n) => fill('\u00e9', n)],
    ['build: a path of "%" (each becomes %25)', (s) => build({ scheme: 'x', path: s }), (n) => fill('%', n)],
    ['build: a reg-name host', (s) => build({ host: s }), (n) => fill('a.', n)],
    ['decoded: a path of "%C3%A9"', (s) => parse(s).decoded('path'), (n) => 'x:' + fill('%C3%A9', n)],
    ['decodedPathSegments: "/%41" repeated', (s) => parse(s).decodedPathSegments(), (n) => fill('/%41', n)],
    ['with: a megabyte query', (s) => parse('http://a/').with({ query: s }), (n) => fill('a=b&', n)],
  ];
  it.each(componentCases)('%s', (_name, fn, make) => {
    expectLinear((s) => guarded(() => fn(s)), make, MAX_RATIO_ALLOCATING);
  });
});

describe('no stack overflow and a bound on 16 MB inputs', () => {
  // DESIGN: "No input -- empty, 10 MB long ... -- raises anything but UriError". A reader that
  // recursed per character or per segment would throw RangeError long before 2**24.
  it.each([
    ['a', (n: number) => fill('a', n)],
    ['http://a + "/."*', (n: number) => 'http://a' + fill('/.', n)],
    ['"%41"* + " "', (n: number) => fill('%41', n) + ' '],
  ] as const)('%s', (_name, make) => {
    const s = make(2 ** 24);
    const t0 = performance.now();
    guarded(() => parse(s));
    guarded(() => parse(s, { rule: 'URI' }));
    expect(validate(s) === null).toBe(isValid(s));
    expect(performance.now() - t0).toBeLessThan(10_000);
  });
});
