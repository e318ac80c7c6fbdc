/**
 * urikit as the map step of an existing engine (issue 17, item 7): the commands are pure, line in,
 * line out, in input order, so GNU parallel's `--pipe --keep-order` across cores (or hosts, with
 * --sshlogin) gives byte for byte what one process gives. Checked on the corpus x20 (421,020 lines)
 * with Debian's `parallel`, which CI installs (.ci/run); where it is not installed the test is
 * skipped, and says so.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN, repoRoot } from '../helpers/cli.js';

const hasParallel = spawnSync('sh', ['-c', 'parallel --version']).stdout?.toString().startsWith('GNU parallel') === true;
const CORPUS = readFileSync(new URL('../../bench/data/urls.txt', import.meta.url));

describe('GNU parallel', () => {
  it.skipIf(!hasParallel)('parallel --pipe --keep-order gives what one process gives, byte for byte, on the corpus x20 (skipped where GNU parallel is not installed)', () => {
    const input = Buffer.concat(Array.from({ length: 20 }, () => CORPUS));
    const urikit = `"${process.execPath}" "${BIN}"`;
    const run = (command: string): { stdout: Buffer; status: number | null } => {
      const r = spawnSync('sh', ['-c', command], { cwd: repoRoot, input, maxBuffer: 256 * 1024 * 1024 });
      if (r.error !== undefined) throw r.error;
      return { stdout: r.stdout, status: r.status };
    };
    for (const args of ['normalize --quiet', 'validate --plain --quiet']) {
      const one = run(`${urikit} ${args} 2>/dev/null`);
      const many = run(`parallel --will-cite --pipe --keep-order --block 2M -j2 ${urikit} ${args} 2>/dev/null`);
      expect(one.status).toBe(1); // the corpus has lines that are not RFC 3986
      expect(many.status).toBeGreaterThanOrEqual(1); // GNU parallel: how many jobs failed (exit 1)
      expect(many.status).toBeLessThan(101);
      expect(many.stdout.length).toBeGreaterThan(20_000_000);
      expect(many.stdout.equals(one.stdout)).toBe(true); // the throughput is in bench/cli.mjs, not here
    }
  }, 600_000);
});
