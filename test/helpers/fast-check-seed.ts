/**
 * Vitest setup: with FC_SEED set, every fast-check property runs from that seed, so a run can be
 * repeated exactly (CI sets one: a red CI run must mean a change broke something, not a new draw).
 * Without it, each run draws new cases, as exploration should.
 */
import fc from 'fast-check';

const seed = process.env.FC_SEED;
if (seed !== undefined && seed !== '') {
  const n = Number(seed);
  if (!Number.isSafeInteger(n)) throw new Error(`FC_SEED must be an integer, got ${seed}`);
  fc.configureGlobal({ seed: n });
}
