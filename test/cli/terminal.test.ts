/**
 * What the command does on a terminal, which the other tests (piped) cannot see: colour, and the
 * progress line (for runs longer than a second, standard error carries the lines done, the rate
 * and the failures, redrawn in place and erased before the summary). The command runs under
 * `script` (util-linux, part of every Debian system), which gives it a pseudo-terminal; for the
 * progress line its standard input is a pipe that delivers a line pair every half second, so the
 * run lasts about two seconds.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, repoRoot } from '../helpers/cli.js';

/** Runs `urikit validate <args>` with its standard error on a pseudo-terminal; returns what the terminal showed. */
function onTerminal(args: string): { status: number | null; screen: string } {
  const feed = "(for i in 1 2 3 4; do echo http://a/$i; echo 'b c'; sleep 0.5; done)";
  const command = `${feed} | '${process.execPath}' '${BIN}' validate ${args} > /dev/null`;
  const r = spawnSync('script', ['-q', '-e', '-c', command, '/dev/null'], {
    cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 20_000,
  });
  if (r.error !== undefined) throw r.error;
  return { status: r.status, screen: r.stdout };
}

/** Runs `urikit <args>` with standard output on a pseudo-terminal, in env; returns what the terminal showed. */
function shown(args: string, env: Record<string, string>): string {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base['NO_COLOR'];
  delete base['FORCE_COLOR'];
  const r = spawnSync('script', ['-q', '-e', '-c', `'${process.execPath}' '${BIN}' ${args}`, '/dev/null'], {
    cwd: repoRoot, encoding: 'utf8', env: { ...base, ...env }, timeout: 20_000,
  });
  if (r.error !== undefined) throw r.error;
  return r.stdout;
}

describe('colour on a terminal', () => {
  const EXAMPLE = "'foo://example.com:8042/over/there?name=ferret#nose'";
  it('explain is coloured on a terminal, plain with NO_COLOR set', () => {
    expect(shown(`explain ${EXAMPLE}`, {})).toContain('\x1b[');
    const plain = shown(`explain ${EXAMPLE}`, { NO_COLOR: '1' });
    expect(plain).not.toContain('\x1b[');
    expect(plain).toContain('scheme   authority        path       query  fragment');
  });
});

describe('the progress line on a terminal', () => {
  it('appears after a second: lines, rate, failures; erased before the summary', () => {
    const { status, screen } = onTerminal('');
    expect(status).toBe(1);
    // redrawn in place: carriage return, erase to the end of the line, then the counts
    expect(screen).toMatch(/\r\x1b\[K\d+ lines, \d+ lines\/s, \d+ invalid/);
    const summary = screen.lastIndexOf('urikit validate: 8 lines: 4 valid, 4 invalid (invalid-path-char 4);');
    expect(summary).toBeGreaterThan(0);
    expect(screen.slice(0, summary).endsWith('\r\x1b[K')).toBe(true);
  });

  it('--quiet drops it, and the summary', () => {
    const { status, screen } = onTerminal('--quiet');
    expect(status).toBe(1);
    expect(screen).toBe('');
  });
});
