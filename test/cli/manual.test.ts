/**
 * `man urikit` and the completion scripts (issue 17, item 6): man/urikit.1 is what `urikit man`
 * writes, and holds every --help text (the page is made of them, so the two cannot drift); it has
 * uri(7)'s sections and package.json lists it. The bash script completes commands and options.
 * When a --help text changes, regenerate the page: node bin/urikit.mjs man > man/urikit.1
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN, VERSION, repoRoot, urikitAsync } from '../helpers/cli.js';

const PAGE = readFileSync(new URL('../../man/urikit.1', import.meta.url), 'utf8');
const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { man: string[]; files: string[] };

/** The page's text as man shows it inside .nf blocks: roff escapes undone. */
function unroff(text: string): string {
  return text.split('\n').map((l) => l.replace(/^\\&/, '').replace(/\\-/g, '-').replace(/\\e/g, '\\')).join('\n');
}

/** The command names of the usage (the lines under 'Commands:'). */
async function commandNames(): Promise<string[]> {
  const usage = (await urikitAsync(['--help'])).stdout;
  const list = usage.slice(usage.indexOf('Commands:\n') + 10, usage.indexOf('\n\n', usage.indexOf('Commands:\n')));
  return list.split('\n').map((l) => l.trim().split(' ')[0]!);
}

function hasShell(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}

describe('urikit(1)', () => {
  it('man/urikit.1 is what `urikit man` writes (regenerate: node bin/urikit.mjs man > man/urikit.1)', async () => {
    const r = await urikitAsync(['man']);
    expect(r.status).toBe(0);
    expect(PAGE).toBe(r.stdout);
  });

  it("has uri(7)'s sections, and every command's --help and the top --help, word for word", async () => {
    const sections = [...PAGE.matchAll(/^\.SH (.*)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(['NAME', 'SYNOPSIS', 'DESCRIPTION', 'COMMANDS', 'OPTIONS', 'EXIT STATUS', 'EXAMPLES', 'SEE ALSO']);
    expect(PAGE).toContain(`"urikit ${VERSION}"`);
    const text = unroff(PAGE);
    const names = (await commandNames()).filter((n) => n !== 'man' && n !== 'completion');
    expect(names.length).toBeGreaterThanOrEqual(17);
    const helps = await Promise.all(names.map((n) => urikitAsync([n, '--help'])));
    helps.forEach((h, i) => {
      expect(PAGE, names[i]).toContain(`.SS ${names[i]}\n`);
      expect(text, names[i]).toContain(h.stdout.trimEnd());
    });
    const top = (await urikitAsync(['--help'])).stdout;
    // each paragraph of the top --help (the examples under the page's EXAMPLES heading, not their own)
    for (const part of top.split('\n\n')) {
      if (part.startsWith('Options:') || part.startsWith("Run '")) continue;
      expect(text).toContain(part.replace(/^Examples:\n/, '').trimEnd());
    }
  });

  it('package.json lists it (and ships man/); `man -l` renders it when man is installed', () => {
    expect(PACKAGE.man).toEqual(['./man/urikit.1']);
    expect(PACKAGE.files).toContain('man');
    if (!hasShell('man')) return; // rendering needs man-db; the checks above hold without it
    const r = spawnSync('man', ['-l', '-P', 'cat', 'man/urikit.1'], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, MANWIDTH: '120' } });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^NAME\n\s+urikit - /m);
  });

  it('usage errors: man takes no operand, completion needs bash or zsh', async () => {
    const [man, none, fish] = await Promise.all([urikitAsync(['man', 'x']), urikitAsync(['completion']), urikitAsync(['completion', 'fish'])]);
    expect([man.status, none.status, fish.status]).toEqual([2, 2, 2]);
    expect(fish.stderr).toContain("bash or zsh, got 'fish'");
  });
});

describe('completion', () => {
  /** What the bash script completes for the words typed (the last one being completed). */
  function complete(words: string[]): string[] {
    const script = `source <("${process.execPath}" "${BIN}" completion bash)
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _urikit; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const r = spawnSync('bash', ['-c', script], { cwd: repoRoot, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return r.stdout.split('\n').filter((l) => l !== '');
  }

  it('bash: command names, then the options of the command typed', () => {
    expect(complete(['urikit', 'val'])).toEqual(['validate']);
    expect(complete(['urikit', 're']).sort()).toEqual(['redact', 'relativize', 'repair', 'resolve']);
    expect(complete(['urikit', 'validate', '--ru'])).toEqual(['--rule']);
    expect(complete(['urikit', 'set', '--so'])).toEqual(['--sort-query']);
    expect(complete(['urikit', 'completion', ''])).toEqual(['bash', 'zsh']);
  });

  it('zsh: a #compdef script naming every command and its options', async () => {
    const r = await urikitAsync(['completion', 'zsh']);
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith('#compdef urikit\n')).toBe(true);
    for (const name of await commandNames()) expect(r.stdout).toContain(`'${name}:`);
    expect(r.stdout).toContain("validate) _arguments '--rule[");
  });

  it.skipIf(!hasShell('zsh'))('zsh -n accepts the script (skipped where zsh is not installed)', async () => {
    const r = await urikitAsync(['completion', 'zsh']);
    const check = spawnSync('zsh', ['-n'], { input: r.stdout, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
