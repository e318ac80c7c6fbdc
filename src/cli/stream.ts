/** Standard input, line by line, through a command's line handler into output in input order: batches, backpressure, --strict. */
/// <reference types="node" />

import { once } from 'node:events';
import { FAILED, type LineHandler, type LineResult, NO, OK } from './command.js';
import type { Counts } from './report.js';

/** How a batch is run. */
export interface BatchOptions {
  /** Stop after the first line that fails; the batch's output ends with it. */
  readonly strict: boolean;
  /** Write only the lines that fail. */
  readonly failuresOnly: boolean;
}

/** A batch's output (each line ending in '\n') and counts. */
export interface BatchResult extends Counts {
  text: string;
  /** --strict met a failing line: the lines after it were not run. */
  stopped: boolean;
}

/** Whole lines of the input and the number of the first one. */
export interface Batch {
  readonly text: string;
  readonly firstLine: number;
}

/**
 * Runs the handler on each line of `text` (split at '\n'; one '\r' before it is dropped, so CRLF
 * input works). A blank line is counted and skipped: it produces no output. The same function runs
 * in the main thread and in the workers, which is what keeps --jobs N's output identical.
 */
export function runBatch(handler: LineHandler, batch: Batch, options: BatchOptions): BatchResult {
  const { text } = batch;
  const r: LineResult = { text: '', code: '' };
  const codes = new Map<string, number>();
  let out = '';
  let lines = 0;
  let blank = 0;
  let ok = 0;
  let no = 0;
  let failed = 0;
  let stopped = false;
  let i = 0;
  const end = text.length;
  while (i < end) {
    let nl = text.indexOf('\n', i);
    if (nl < 0) nl = end;
    let j = nl;
    if (j > i && text.charCodeAt(j - 1) === 13) j--;
    lines++;
    if (j === i) {
      blank++;
    } else {
      r.code = '';
      const status = handler(text.slice(i, j), batch.firstLine + lines - 1, r);
      if (status === OK) {
        ok++;
        if (!options.failuresOnly) out += r.text + '\n';
      } else {
        if (status === NO) no++;
        else if (status === FAILED) {
          failed++;
          codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
        }
        out += r.text + '\n';
        if (options.strict) {
          stopped = true;
          break;
        }
      }
    }
    i = nl + 1;
  }
  return { text: out, lines, blank, ok, no, failed, codes: [...codes], stopped };
}

/** The number of '\n' in text. */
function newlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * The input as batches of whole lines, each at most one read's worth (a pipe gives 64 KiB) plus
 * the line it ends in the middle of; the last line needs no '\n'. Nothing is read until the
 * consumer asks for the next batch, so a consumer that waits holds the input back.
 */
export async function* batches(input: NodeJS.ReadableStream, size = 0): AsyncGenerator<Batch> {
  input.setEncoding('utf8'); // a UTF-8 sequence split between two reads is put back together
  let carry = '';
  let line = 1;
  for await (const chunk of input as AsyncIterable<string>) {
    const last = chunk.lastIndexOf('\n');
    if (last < 0 || carry.length + last < size) {
      carry += chunk; // a line longer than a read: memory grows with the longest line, not the input
      continue;
    }
    const text = carry + chunk.slice(0, last + 1);
    carry = chunk.slice(last + 1);
    yield { text, firstLine: line };
    line += newlines(text);
  }
  if (carry !== '') yield { text: carry, firstLine: line };
}

/** Writes text, and when the stream's buffer is full waits for 'drain': output never piles up in memory. */
export async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (text !== '' && !out.write(text)) await once(out as NodeJS.EventEmitter, 'drain');
}
