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

/** Whole lines of the input, decoded, and the number of the first one. */
interface Batch {
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

/** The number of '\n' bytes in bytes. */
export function newlines(bytes: Uint8Array): number {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let n = 0;
  for (let i = b.indexOf(10); i >= 0; i = b.indexOf(10, i + 1)) n++;
  return n;
}

/** UTF-8 bytes as text (an invalid sequence becomes U+FFFD, as a stream decoder would make it). */
export function decodeLines(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/**
 * The input as runs of whole lines, in bytes: each at most one read's worth (a pipe gives 64 KiB)
 * plus the line it ends in the middle of; the last line needs no '\n'. Each run has an ArrayBuffer
 * of its own, so it can be transferred to a worker without a copy. A run is cut only after a
 * '\n' byte, which is never part of a longer UTF-8 sequence, so each decodes on its own exactly as
 * the whole input would. Nothing is read until the consumer asks for the next run: a consumer that
 * waits holds the input back.
 */
export async function* lineRuns(input: NodeJS.ReadableStream): AsyncGenerator<Uint8Array> {
  let carry: Buffer[] = [];
  let carried = 0;
  const take = (chunk: Buffer, end: number): Uint8Array => {
    const run = new Uint8Array(carried + end);
    let at = 0;
    for (const c of carry) {
      run.set(c, at);
      at += c.length;
    }
    run.set(chunk.subarray(0, end), at);
    return run;
  };
  for await (const chunk of input as AsyncIterable<Buffer>) {
    const last = chunk.lastIndexOf(10);
    if (last < 0) {
      carry.push(chunk); // a line longer than a read: memory grows with the longest line, not the input
      carried += chunk.length;
      continue;
    }
    const run = take(chunk, last + 1);
    carry = last + 1 < chunk.length ? [chunk.subarray(last + 1)] : [];
    carried = chunk.length - last - 1;
    yield run;
  }
  if (carried > 0) yield take(Buffer.alloc(0), 0);
}

/** Writes text, and when the stream's buffer is full waits for 'drain': output never piles up in memory. */
export async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (text.length > 0 && !out.write(text)) await once(out as NodeJS.EventEmitter, 'drain');
}
