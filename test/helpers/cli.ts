/**
 * Spawning the built urikit command (bin/urikit.mjs on dist/, which `npm test` builds first), as a
 * user runs it: arguments, standard input, environment; the exit status and both outputs come back.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The command under test; URIKIT_TEST_BIN points the tests at another build of it. */
export const BIN = process.env['URIKIT_TEST_BIN'] ?? fileURLToPath(new URL('../../bin/urikit.mjs', import.meta.url));
export const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a run: colour variables removed unless given, so that output is plain whatever the caller's shell says. */
function environment(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base['NO_COLOR'];
  delete base['FORCE_COLOR'];
  delete base['URIKIT_DEBUG'];
  return { ...base, ...env };
}

/** Runs `urikit ...args` with the given standard input (none: an empty one) and waits for it. */
export function urikit(args: readonly string[], options: { input?: string; env?: Record<string, string>; nodeArgs?: string[] } = {}): Run {
  const r = spawnSync(process.execPath, [...(options.nodeArgs ?? []), BIN, ...args], {
    cwd: repoRoot, input: options.input ?? '', encoding: 'utf8', env: environment(options.env), maxBuffer: 256 * 1024 * 1024,
  });
  if (r.error !== undefined) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs `urikit ...args` without blocking, so that a test can run several at once. */
export function urikitAsync(args: readonly string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: repoRoot, env: environment(options.env), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

export interface StreamRun {
  status: number | null;
  stderr: string;
  /** Output lines seen (each '\n' ended one). */
  lines: number;
  bytes: number;
  first: string;
  last: string;
}

/**
 * Runs urikit with standard input generated line by line (written with backpressure, never held
 * whole) and standard output counted, not kept. `stallAfter` bytes into the output, reading stops
 * for `stallMs`: a command that ignored backpressure would pile its output up in memory meanwhile.
 */
export function urikitStream(
  args: readonly string[], input: Iterable<string>,
  options: { nodeArgs?: string[]; stallAfter?: number; stallMs?: number } = {},
): Promise<StreamRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), BIN, ...args], { cwd: repoRoot, env: environment(), stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.on('error', () => {}); // a child that dies early closes its end: its status tells
    Readable.from(input).pipe(child.stdin);
    let bytes = 0;
    let lines = 0;
    let first = '';
    let tail = '';
    let stderr = '';
    let stalled = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (first === '') first = chunk.slice(0, chunk.indexOf('\n'));
      bytes += chunk.length;
      for (let i = chunk.indexOf('\n'); i >= 0; i = chunk.indexOf('\n', i + 1)) lines++;
      tail = (tail + chunk).slice(-4096);
      if (!stalled && options.stallAfter !== undefined && bytes >= options.stallAfter) {
        stalled = true;
        child.stdout.pause();
        setTimeout(() => child.stdout.resume(), options.stallMs ?? 500);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => { stderr += chunk; });
    child.on('error', reject);
    child.on('close', (status) => {
      const tailLines = tail.split('\n');
      resolve({ status, stderr, lines, bytes, first, last: tailLines[tailLines.length - 2] ?? '' });
    });
  });
}

/** The column of the caret on the line after the one that holds `input`, minus that line's start of `input`: the index it points at. */
export function caretIndex(output: string, input: string): number {
  const lines = output.split('\n');
  const at = lines.findIndex((l) => l.includes(input));
  if (at < 0 || at + 1 >= lines.length) throw new Error(`no line with ${JSON.stringify(input)} in:\n${output}`);
  return lines[at + 1]!.indexOf('^') - lines[at]!.indexOf(input);
}

/** The lines of an output, without the empty one after the final newline. */
export function lines(text: string): string[] {
  const all = text.split('\n');
  if (all[all.length - 1] === '') all.pop();
  return all;
}

/** Each line parsed as JSON. */
export function ndjson(text: string): Record<string, unknown>[] {
  return lines(text).map((l) => JSON.parse(l) as Record<string, unknown>);
}
