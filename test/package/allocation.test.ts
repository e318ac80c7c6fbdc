/**
 * isValid allocates nothing on valid input (the performance issue's target): run over every valid
 * corpus line 100 times in a fresh process, it triggers no garbage collection at all, while parse,
 * which allocates a Uri per call, triggers dozens in the same loop (so the method can see allocation).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../bench/footprint.mjs', import.meta.url));

it('isValid triggers no GC over 2 million valid URIs; parse does', () => {
  const out = execFileSync(process.execPath, ['--expose-gc', script, '--child=isvalid'], { encoding: 'utf8' });
  const { isValid, parse } = JSON.parse(out.trim().split('\n').at(-1)!) as Record<'isValid' | 'parse', { calls: number; gcs: number }>;
  expect(isValid.calls).toBeGreaterThan(2_000_000);
  expect(isValid.gcs).toBe(0);
  expect(parse.gcs).toBeGreaterThan(0);
});
