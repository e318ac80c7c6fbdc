/** What a standard-input run reports on standard error: the tallies, a progress line on a terminal, the summary at the end. */
/// <reference types="node" />

import { count } from './format.js';

/** The counts of one batch of lines, as a worker sends them back. */
export interface Counts {
  /** Lines read, blank ones included. */
  lines: number;
  blank: number;
  ok: number;
  no: number;
  failed: number;
  /** Error code -> how many lines failed with it. */
  codes: [string, number][];
}

/** The counts of a whole run. */
export class Tally {
  lines = 0;
  blank = 0;
  ok = 0;
  no = 0;
  failed = 0;
  readonly codes = new Map<string, number>();
  /** The line --fail-fast stopped at, if it did. */
  stoppedAt: number | undefined;

  add(c: Counts): void {
    this.lines += c.lines;
    this.blank += c.blank;
    this.ok += c.ok;
    this.no += c.no;
    this.failed += c.failed;
    for (const [code, n] of c.codes) this.codes.set(code, (this.codes.get(code) ?? 0) + n);
  }

  /** Whether any line failed or got a "no": the exit status is then 1. */
  get anyFailed(): boolean {
    return this.failed + this.no > 0;
  }
}

/** The words a command's summary uses: 'valid', 'different', 'invalid'. */
interface Words {
  readonly ok: string;
  readonly no?: string;
  readonly failed: string;
}

/**
 * The summary line: `urikit validate: 21,051 lines: 21,033 valid, 18 invalid (invalid-query-char 9,
 * ...); 0.09 s, 233,900 lines/s`. Codes are listed most frequent first.
 */
export function summaryLine(name: string, words: Words, t: Tally, ms: number): string {
  const parts = [`${count(t.ok)} ${words.ok}`];
  if (words.no !== undefined) parts.push(`${count(t.no)} ${words.no}`);
  let failed = `${count(t.failed)} ${words.failed}`;
  if (t.codes.size > 0) {
    const codes = [...t.codes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    failed += ` (${codes.map(([code, n]) => `${code} ${count(n)}`).join(', ')})`;
  }
  parts.push(failed);
  if (t.blank > 0) parts.push(`${count(t.blank)} blank`);
  const seconds = ms / 1000;
  const time = ms < 1000 ? `${Math.round(ms)} ms` : `${seconds.toFixed(2)} s`;
  const rate = ms >= 100 ? `, ${count(Math.round(t.lines / seconds))} lines/s` : '';
  const stopped = t.stoppedAt === undefined ? '' : `; stopped at line ${count(t.stoppedAt)} (--fail-fast)`;
  return `urikit ${name}: ${count(t.lines)} line${t.lines === 1 ? '' : 's'}: ${parts.join(', ')}${stopped}; ${time}${rate}`;
}

/**
 * A progress line on a terminal's standard error, redrawn four times a second once the run has
 * taken a second: lines done, the rate, the failures. stop() erases it.
 */
export function startProgress(err: NodeJS.WriteStream, words: Words, t: Tally, started: number): () => void {
  let drawn = false;
  const timer = setInterval(() => {
    const ms = performance.now() - started;
    if (ms < 1000) return;
    const rate = Math.round(t.lines / (ms / 1000));
    const no = words.no === undefined ? '' : `, ${count(t.no)} ${words.no}`;
    err.write(`\r\x1b[K${count(t.lines)} lines, ${count(rate)} lines/s${no}, ${count(t.failed)} ${words.failed}`);
    drawn = true;
  }, 250);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (drawn) err.write('\r\x1b[K');
  };
}
