// Linear time, by the clock: every row of bench/linear-cases.mjs (pathological inputs through every
// public entry) timed on the built package at 2^16 and 2^20 code units. For each input and entry it
// prints the time per byte at both sizes and their ratio; a linear entry takes about 16 times as
// long on the big input, a quadratic one 256 times. Exits 1 when a ratio breaks its bound, so that
// CI can run it (.ci/run does, after the smoke pass of the benchmarks).
//
//   npm run bench:linear          build dist/, then time every row
//   node bench/linear.mjs         the same on the dist/ already built
//   node bench/linear.mjs --only=extractUris   only the rows whose entry or input contains the text
//
// `npm test` checks the same rows by counting work instead (test/adversarial/linear.test.ts): exact
// and the same on a busy machine, but blind to what the counter cannot see. This is the clock's view.
//
// A figure is the fastest of RUNS timed batches, a batch repeating the call until it has taken at
// least MIN_BATCH_MS (an input rejected in a microsecond is measured as precisely as a megabyte
// scan). On a shared machine other work only ever adds time, so the minimum is the least noisy
// estimate; the rows over their bound are measured again after all the others, more times (twice
// at most), before they count as failures: a busy neighbour seldom lasts, a quadratic reader does.
//
// The young generation is made large enough (--max-semi-space-size, the script starts itself
// again with it) to hold what a megabyte input makes: an encoder's output is a rope of a million
// pieces, and with the default size the collector moves it to the old generation on the big input
// only, which costs 5-7 times as much per byte (encode of 1 MB of '%' measured 110x for 16x the
// input; with the flag, 16-20x). The ratio then measures the algorithm, not that move.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as core from '../dist/node/index.js';
import * as audit from '../dist/node/audit/index.js';
import * as query from '../dist/node/query/index.js';
import * as text from '../dist/node/text/index.js';
import { cases, fill } from './linear-cases.mjs';

const SMALL = 2 ** 16;
const BIG = 2 ** 20;
const RUNS = 3;
const MIN_BATCH_MS = 2;
const RETRIES = 2;
/** The big input may take this many times as long as the small one (linear: 16; quadratic: 256). */
const MAX_RATIO = 40;
/**
 * The bound for entries that build a string as long as their input (encoders, decoders, build,
 * extractUris, the audit): the collector's work makes their times noisier (up to 31x measured for
 * 16x the input, with the young generation below). Still far from quadratic's 256x.
 */
const MAX_RATIO_ALLOCATING = 64;
/** No entry may take longer than this on one megabyte, whatever its ratio. */
const MAX_MS = 3000;
/** 16 MB inputs (no recursion on the length): each may take this long through parse, parse URI and validate. */
const HUGE = 2 ** 24;
const MAX_HUGE_MS = 10_000;

const SEMI_SPACE = '--max-semi-space-size=256';
if (!process.execArgv.some((a) => a.startsWith('--max-semi-space-size'))) {
  const self = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, [SEMI_SPACE, ...process.execArgv, self, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const { values: flags } = parseArgs({ options: { only: { type: 'string' } } });

/** Milliseconds per call of fn(input): the fastest of `runs` batches. */
function time(fn, input, runs) {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    let calls = 0;
    const t0 = performance.now();
    let elapsed;
    do {
      fn(input);
      calls++;
      elapsed = performance.now() - t0;
    } while (elapsed < MIN_BATCH_MS);
    best = Math.min(best, elapsed / calls);
  }
  return best;
}

/** Times one row at both sizes: ms per call on each, their ratio, and whether it is within the bounds. */
function measure(row, runs) {
  const small = row.make(SMALL);
  const big = row.make(BIG);
  row.run(small); // first calls untimed: compilation, and the flattening of the ropes fill() makes
  row.run(big);
  const tSmall = time(row.run, small, runs);
  const tBig = time(row.run, big, runs);
  const bound = row.allocating ? MAX_RATIO_ALLOCATING : MAX_RATIO;
  const ratio = tBig / tSmall;
  return { tSmall, tBig, ratio, bound, ok: ratio <= bound && tBig <= MAX_MS, bytes: [small.length, big.length] };
}

function line(row, m, note = '') {
  const [small, big] = m.bytes;
  return `${pad(ns(m.tSmall, small), 10)} ${pad(ns(m.tBig, big), 10)} ${pad(m.ratio.toFixed(1), 6)} ${pad(m.bound, 5)}  ${row.entry}: ${row.input}${note}`;
}

const ns = (ms, bytes) => ((ms * 1e6) / bytes).toFixed(2);
const pad = (s, n) => String(s).padStart(n);

const rows = cases({ core, text, query, audit }).filter((r) => !flags.only || r.entry.includes(flags.only) || r.input.includes(flags.only));
const started = performance.now();
const failures = [];
console.log(`linear time: ${rows.length} rows, ${SMALL} and ${BIG} code units; bound ${MAX_RATIO}x (${MAX_RATIO_ALLOCATING}x for allocating entries), ${MAX_MS} ms`);
console.log(`${'ns/B small'.padStart(10)} ${'ns/B big'.padStart(10)} ${'ratio'.padStart(6)} ${'bound'.padStart(5)}  entry: input`);
let over = [];
for (const row of rows) {
  const m = measure(row, RUNS);
  if (!m.ok) over.push(row);
  console.log(line(row, m, m.ok ? '' : '  <-- over the bound: measured again at the end'));
}
for (let retry = 1; retry <= RETRIES && over.length > 0; retry++) {
  console.log(`again (${retry} of ${RETRIES}), ${over.length} rows, ${RUNS * 2 * retry + 1} batches each:`);
  const still = [];
  for (const row of over) {
    const m = measure(row, RUNS * 2 * retry + 1);
    if (!m.ok) still.push(row);
    console.log(line(row, m, m.ok ? '' : '  <-- over the bound'));
    if (!m.ok && retry === RETRIES) failures.push(`${row.entry}: ${row.input} (ratio ${m.ratio.toFixed(1)}, ${m.tBig.toFixed(1)} ms on the big input)`);
  }
  over = still;
}

// 16 MB: one pass each, against an absolute bound.
if (!flags.only) {
  for (const [input, make] of [
    ['a*', (n) => fill('a', n)],
    ['http://a + "/."*', (n) => 'http://a' + fill('/.', n)],
    ['"%41"* + " "', (n) => fill('%41', n) + ' '],
  ]) {
    const s = make(HUGE);
    const t0 = performance.now();
    for (const options of [undefined, { rule: 'URI' }]) {
      try {
        core.parse(s, options);
      } catch (e) {
        if (!(e instanceof core.UriError)) throw e;
      }
    }
    core.validate(s);
    const ms = performance.now() - t0;
    const ok = ms <= MAX_HUGE_MS;
    if (!ok) failures.push(`16 MB ${input}: ${ms.toFixed(0)} ms`);
    console.log(`${pad(ns(ms / 3, s.length), 10)} ${''.padStart(10)} ${''.padStart(6)} ${''.padStart(5)}  parse, parse URI, validate: 16 MB of ${input} in ${ms.toFixed(0)} ms (bound ${MAX_HUGE_MS})${ok ? '' : '  <-- over the bound'}`);
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
  console.error(`linear time: ${failures.length} of ${rows.length} rows over their bound (${seconds} s):`);
  for (const f of failures) console.error(`  ${f}`);
  process.exitCode = 1;
} else {
  console.log(`linear time: every row within its bound (${rows.length} rows, ${seconds} s)`);
}
