/** Standard input, line by line, through a command's line handler into output in input order: batches, backpressure, --fail-fast, lines that are not UTF-8 or too long. */
/// <reference types="node" />

import { isUtf8 } from 'node:buffer';
import { once } from 'node:events';
import type { UriError } from '../index.js';
import { invalidUtf8Line, lineTooLong } from './codes.js';
import { FAILED, type LineHandler, type LineResult, NO, NOTHING, OK } from './command.js';
import { tsvField } from './format.js';
import type { Counts } from './report.js';

/** How a batch is run. */
export interface BatchOptions {
  /** Stop after the first line that fails; the batch's output ends with it. */
  readonly failFast: boolean;
  /** Write only the lines that fail. */
  readonly failuresOnly: boolean;
  /** Results only on the output; what fails goes to standard error (the `errors` of the result). */
  readonly plain: boolean;
}

/** What a command writes for a line it cannot read (not UTF-8, too long): its failure line, as the handler would. */
export type Refuser = (e: UriError, line: number, r: LineResult) => typeof FAILED;

/** A batch's output (each line ending in '\n'), what goes to standard error (--plain), and counts. */
export interface BatchResult extends Counts {
  text: string;
  errors: string;
  /** --fail-fast met a failing line: the lines after it were not run. */
  stopped: boolean;
}

/** Whole lines of the input, decoded, and the number of the first one. */
interface Batch {
  readonly text: string;
  readonly firstLine: number;
  /** The lines that are not UTF-8, by their index in the batch (0 for the first), with their errors. */
  readonly bad?: ReadonlyMap<number, UriError> | undefined;
}

/**
 * Runs the handler on each line of `text` (split at '\n'; one '\r' before it is dropped, so CRLF
 * input works). A blank line is counted and skipped: it produces no output. The same function runs
 * in the main thread and in the workers, which is what keeps --jobs N's output identical.
 */
export function runBatch(handler: LineHandler, batch: Batch, options: BatchOptions, refuse: Refuser): BatchResult {
  const { text, bad } = batch;
  const r: LineResult = { text: '', code: '' };
  const codes = new Map<string, number>();
  let out = '';
  let errors = '';
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
    const e = bad?.get(lines - 1);
    if (j === i && e === undefined) {
      blank++;
    } else {
      r.code = '';
      const line = batch.firstLine + lines - 1;
      const status = e === undefined ? handler(text.slice(i, j), line, r) : refuse(e, line, r);
      if (status === OK) {
        ok++;
        if (!options.failuresOnly) out += r.text + '\n';
      } else if (status === NOTHING) {
        ok++;
      } else {
        if (status === NO) no++;
        else if (status === FAILED) {
          failed++;
          codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
        }
        if (options.plain) errors += r.text + '\n';
        else out += r.text + '\n';
        if (options.failFast) {
          stopped = true;
          break;
        }
      }
    }
    i = nl + 1;
  }
  return { text: out, errors, lines, blank, ok, no, failed, codes: [...codes], stopped };
}

/** One line's result (a line refused before any handler ran: too long), counted as runBatch counts. */
export function refusedLine(refuse: Refuser, e: UriError, line: number, options: BatchOptions): BatchResult {
  const r: LineResult = { text: '', code: '' };
  refuse(e, line, r);
  const text = r.text + '\n';
  return {
    text: options.plain ? '' : text, errors: options.plain ? text : '',
    lines: 1, blank: 0, ok: 0, no: 0, failed: 1, codes: [[r.code, 1]], stopped: options.failFast,
  };
}

/** The number of '\n' bytes in bytes. */
export function newlines(bytes: Uint8Array): number {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let n = 0;
  for (let i = b.indexOf(10); i >= 0; i = b.indexOf(10, i + 1)) n++;
  return n;
}

/**
 * A run of lines as a batch: the text, and the lines that are not UTF-8 with their errors (the
 * text holds U+FFFD in their place, but no handler sees them). Checking the run costs one pass of
 * isUtf8 (SIMD); only a run that fails it is looked at line by line.
 */
export function decodeRun(bytes: Uint8Array, firstLine: number): Batch {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = b.toString('utf8');
  if (isUtf8(b)) return { text, firstLine };
  const bad = new Map<number, UriError>();
  let n = 0;
  for (let start = 0; start < b.length; n++) {
    let nl = b.indexOf(10, start);
    if (nl < 0) nl = b.length;
    let end = nl;
    if (end > start && b[end - 1] === 13) end--;
    if (!isUtf8(b.subarray(start, end))) bad.set(n, invalidUtf8Line(b, start, end, tsvField));
    start = nl + 1;
  }
  return { text, firstLine, bad };
}

/** A line longer than --max-line-length, read to its end but not kept: its first bytes and its length. */
interface LongLine {
  readonly head: Uint8Array;
  readonly length: number;
}

/** How many bytes of a long line its echo shows. */
const LONG_LINE_HEAD = 64;

/** The error of a long line: its head as an echo (a cut UTF-8 sequence at its end is dropped). */
export function longLineError(long: LongLine, max: number): UriError {
  const b = Buffer.from(long.head.buffer, long.head.byteOffset, long.head.byteLength);
  let end = b.length;
  // Drop a UTF-8 sequence the cut broke: continuation bytes at the end, and the lead byte before them.
  let k = end;
  while (k > 0 && (b[k - 1]! & 0xc0) === 0x80 && end - k < 3) k--;
  if (k > 0 && b[k - 1]! >= 0xc0) end = k - 1;
  const head = b.subarray(0, end);
  const echo = isUtf8(head) ? tsvField(head.toString('utf8')) : invalidUtf8Line(head, 0, head.length, tsvField).input;
  return lineTooLong(echo + '...', long.length, max);
}

/**
 * The input as runs of whole lines, in bytes: each at most one read's worth (a pipe gives 64 KiB)
 * plus the line it ends in the middle of; the last line needs no '\n'. Each run has an ArrayBuffer
 * of its own, so it can be transferred to a worker without a copy. A run is cut only after a
 * '\n' byte, which is never part of a longer UTF-8 sequence, so each decodes on its own exactly as
 * the whole input would. Nothing is read until the consumer asks for the next run: a consumer that
 * waits holds the input back.
 *
 * A line longer than `max` bytes (its '\n' and a CR before it not counted) is read to its end but
 * not kept: it comes as a LongLine, in its place, between the runs before and after it. So memory
 * stays within `max` plus a read, whatever the input.
 */
export async function* lineRuns(input: NodeJS.ReadableStream, max: number): AsyncGenerator<Uint8Array | LongLine> {
  /** The current line's bytes so far (it has no '\n' yet), and how many. */
  let line: Buffer[] = [];
  let lineLength = 0;
  /** Whole lines not yet given out, in the slow path below. */
  let pending: Buffer[] = [];
  /** The long line being skipped: its head, its length so far. */
  let long: { head: Uint8Array; length: number } | undefined;

  const join = (parts: readonly Buffer[]): Uint8Array => {
    let n = 0;
    for (const p of parts) n += p.length;
    const run = new Uint8Array(n);
    let at = 0;
    for (const p of parts) {
      run.set(p, at);
      at += p.length;
    }
    return run;
  };
  /** The length of a line without its final CR (a CRLF line end is a line end). */
  const withoutCr = (n: number, last: number | undefined): number => (last === 13 ? n - 1 : n);

  for await (const chunk of input as AsyncIterable<Buffer>) {
    if (long === undefined && lineLength + chunk.length <= max) {
      // The fast path: no line in here can pass the bound. Everything up to the last '\n' is a run.
      const last = chunk.lastIndexOf(10);
      if (last < 0) {
        line.push(chunk);
        lineLength += chunk.length;
        continue;
      }
      line.push(chunk.subarray(0, last + 1));
      yield join(line);
      line = last + 1 < chunk.length ? [chunk.subarray(last + 1)] : [];
      lineLength = chunk.length - last - 1;
      continue;
    }
    // The slow path, line by line: some line may pass the bound.
    for (let at = 0; at < chunk.length;) {
      const nl = chunk.indexOf(10, at);
      const end = nl < 0 ? chunk.length : nl + 1;
      const piece = chunk.subarray(at, end);
      at = end;
      if (long !== undefined) {
        long.length += piece.length;
        if (nl < 0) continue;
        long.length = withoutCr(long.length - 1, chunk[nl - 1]);
        if (pending.length > 0) yield join(pending);
        pending = [];
        yield long;
        long = undefined;
        continue;
      }
      const length = lineLength + piece.length - (nl < 0 ? 0 : 1);
      if (length > max && (nl < 0 || withoutCr(length, chunk[nl - 1]) > max)) {
        const head = join([...line, piece]).subarray(0, LONG_LINE_HEAD);
        long = { head, length: lineLength + piece.length };
        line = [];
        lineLength = 0;
        if (nl >= 0) {
          long.length = withoutCr(long.length - 1, chunk[nl - 1]);
          if (pending.length > 0) yield join(pending);
          pending = [];
          yield long;
          long = undefined;
        }
        continue;
      }
      line.push(piece);
      lineLength += piece.length;
      if (nl >= 0) {
        pending.push(...line);
        line = [];
        lineLength = 0;
      }
    }
    if (pending.length > 0) yield join(pending);
    pending = [];
  }
  if (long !== undefined) yield long;
  else if (lineLength > 0) yield join(line);
}

/** Writes text, and when the stream's buffer is full waits for 'drain': output never piles up in memory. */
export async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (text.length > 0 && !out.write(text)) await once(out as NodeJS.EventEmitter, 'drain');
}
