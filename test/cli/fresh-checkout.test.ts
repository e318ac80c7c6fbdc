/**
 * The README's first command, `npm install && npx urikit explain '…'`, on a checkout that has no
 * dist/ yet: bin/urikit.mjs builds it once (scripts/build.mjs), says so on standard error, and
 * answers. The checkout is copied without dist/ into a temporary folder (its node_modules a link
 * to this one's: nothing is installed).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

describe('a checkout without dist/', () => {
  const dir = mkdtempSync(join(tmpdir(), 'urikit-fresh-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds dist/ once at the first run of the command, then answers', () => {
    for (const name of ['bin', 'scripts', 'src', 'package.json', 'tsconfig.json', 'tsconfig.cjs.json']) {
      cpSync(join(repoRoot, name), join(dir, name), { recursive: true });
    }
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    expect(existsSync(join(dir, 'dist'))).toBe(false);
    const run = () => spawnSync(process.execPath, [join(dir, 'bin', 'urikit.mjs'), 'explain', 'http://a/b?c'], { cwd: dir, encoding: 'utf8' });
    const first = run();
    expect(first.stderr).toContain('urikit: dist/ is missing in this checkout: building it once (npm run build)');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('http://a/b?c');
    expect(first.stdout).toContain('scheme');
    expect(existsSync(join(dir, 'dist', 'node', 'cli', 'main.js'))).toBe(true);
    // the second run finds dist/ and builds nothing
    const second = run();
    expect(second.stderr).not.toContain('building it once');
    expect(second.stdout).toBe(first.stdout);
  }, 120_000);
});
