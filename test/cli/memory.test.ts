/**
 * Standard input streams in bounded memory: 100,000 lines (about 40 MB in, as much out) through
 * `urikit validate`, with --jobs 1 and --jobs 2. Each run has a small V8 heap (16 MB old space,
 * 1 MB semi-spaces), so a command that kept its input or output as strings would die of it; and the
 * reader stops reading for 700 ms after the first megabyte, so a command that ignored stdout's
 * backpressure would pile everything up in the meantime. The peak resident set (maxRSS, reported by
 * a --require preload at exit) of the 100,000-line run must stay within a few megabytes of a
 * 25,000-line run's (long enough for --jobs 2's workers to start and settle), where keeping the
 * data would cost tens of megabytes more.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type StreamRun, urikitStream } from '../helpers/cli.js';

const PRELOAD = fileURLToPath(new URL('./fixtures/max-rss.cjs', import.meta.url));
const NODE_ARGS = ['--require', PRELOAD, '--max-old-space-size=16', '--max-semi-space-size=1'];
const PAD = 'x'.repeat(380);

/** n lines of about 400 bytes, one in ten invalid (a space). */
function* input(n: number): Generator<string> {
  for (let i = 1; i <= n; i++) yield i % 10 === 3 ? `http://example.com/${i}/a b${PAD}\n` : `http://example.com/${i}/${PAD}\n`;
}

function maxRssKb(run: StreamRun): number {
  const m = /^max-rss-kb (\d+)$/m.exec(run.stderr);
  if (m === null) throw new Error(`no max-rss-kb line in the child's stderr:\n${run.stderr}`);
  return Number(m[1]);
}

describe('standard input in bounded memory', () => {
  it.each([1, 2])('100,000 lines with --jobs %i: all of them out, in order, and maxRSS flat', async (jobs) => {
    const args = ['validate', '--jobs', String(jobs)];
    const small = await urikitStream(args, input(25_000), { nodeArgs: NODE_ARGS });
    const large = await urikitStream(args, input(100_000), { nodeArgs: NODE_ARGS, stallAfter: 1 << 20, stallMs: 700 });

    expect(small.status, small.stderr.slice(-2000)).toBe(1);
    expect(small.lines).toBe(25_000);
    expect(large.status, large.stderr.slice(-2000)).toBe(1); // null: killed, out of memory
    expect(large.lines).toBe(100_000);
    expect(large.bytes).toBeGreaterThan(40_000_000);
    expect(large.first).toBe(`1\tvalid\thttp://example.com/1/${PAD}`);
    expect(large.last).toBe(`100000\tvalid\thttp://example.com/100000/${PAD}`);
    expect(large.stderr).toMatch(/urikit validate: 100,000 lines: 90,000 valid, 10,000 invalid \(invalid-path-char 10,000\);/);

    const growthMb = (maxRssKb(large) - maxRssKb(small)) / 1024;
    console.log(`--jobs ${jobs}: maxRSS ${(maxRssKb(small) / 1024).toFixed(1)} MB for 25,000 lines, ` +
      `${(maxRssKb(large) / 1024).toFixed(1)} MB for 100,000 (+${growthMb.toFixed(1)} MB for ${((large.bytes - small.bytes) / 1e6).toFixed(0)} MB more output)`);
    expect(growthMb).toBeLessThan(16);
  });
});
