/**
 * The README's section "The urikit command": every `$ urikit ...` line of its console blocks is run
 * (with sh, so that pipes and `echo $?` work) and must print exactly what the README shows below it,
 * standard output then standard error, the run time in a summary line aside.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN, repoRoot } from '../helpers/cli.js';

interface Example {
  command: string;
  output: string;
}

/** The examples of the README's section on the command: each `$ ` line and the lines up to the next. */
function examples(): Example[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('\n## The urikit command\n');
  const end = readme.indexOf('\n## ', start + 1);
  if (start < 0 || end < 0) throw new Error('README.md has no section "## The urikit command"');
  const section = readme.slice(start, end);
  const found: Example[] = [];
  for (const block of section.split('```console\n').slice(1)) {
    const body = block.slice(0, block.indexOf('```'));
    for (const part of body.split(/^\$ /m).slice(1)) {
      const nl = part.indexOf('\n');
      found.push({ command: part.slice(0, nl), output: part.slice(nl + 1) });
    }
  }
  return found;
}

/** The summary's time, which no two runs share. */
function withoutTime(text: string): string {
  return text.replace(/; \d[\d.,]* m?s(, [\d,]+ lines\/s)?\n/g, '; (time)\n');
}

function sh(command: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['NO_COLOR'];
  delete env['FORCE_COLOR'];
  const script = `urikit() { "${process.execPath}" "${BIN}" "$@"; }\n${command}\n`;
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', script], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    child.on('error', reject);
    child.on('close', () => resolve(stdout + stderr));
  });
}

describe('README: the urikit command', () => {
  const all = examples();

  it('has an example for every command, explain on the RFC 3986 §3 example first', () => {
    expect(all[0]!.command).toBe("urikit explain 'foo://example.com:8042/over/there?name=ferret#nose'");
    for (const name of ['parse', 'validate', 'normalize', 'resolve', 'relativize', 'equal', 'encode', 'decode', 'audit', 'whatwg']) {
      expect(all.some((e) => e.command.startsWith(`urikit ${name} `)), name).toBe(true);
    }
  });

  it('every example prints what the README shows', async () => {
    const outputs = await Promise.all(all.map((e) => sh(e.command)));
    all.forEach((e, i) => {
      expect(withoutTime(outputs[i]!), e.command).toBe(withoutTime(e.output));
    });
  });
});
