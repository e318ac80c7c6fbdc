/** Running a command: on its operands (a display for people, or JSON), or on standard input (TSV or NDJSON, in-process or over --jobs workers). */
/// <reference types="node" />

import { fstatSync } from 'node:fs';
import type { Common } from './args.js';
import { type Command, EXIT_FAILED, EXIT_OK, EXIT_TROUBLE, type Io, type LineResult, NOTHING, OK, refuser } from './command.js';
import { Pool, type WorkerResult } from './jobs.js';
import { type Counts, Tally, startProgress, summaryLine } from './report.js';
import { type BatchOptions, type BatchResult, decodeRun, lineRuns, longLineError, newlines, refusedLine, runBatch, write } from './stream.js';

/** Runs of lines in flight per worker: enough to keep each busy, few enough that memory stays flat. */
const IN_FLIGHT_PER_WORKER = 2;

/** --jobs starts its workers once this much input has come (a worker takes some 50 ms to start). */
const POOL_AFTER_BYTES = 1 << 20;

/**
 * Whether a standard-input run writes results only: --plain, or by default for a command whose
 * output is the result itself when standard output is not a terminal (a pipe, a file), unless
 * --json or --tsv asks for numbered lines.
 */
function plainOutput(command: Command, common: Common, out: { readonly isTTY?: boolean | undefined }): boolean {
  if (common.plain) return true;
  return command.plain === 'default' && !common.json && !common.tsv && out.isTTY !== true;
}

/**
 * A run on operands: the command's display, or one line per operand numbered as lines (--json,
 * --tsv, --plain, and --fail-fast or --failures-only, which pick the operands the display shows).
 */
export async function runOperands(command: Command, settings: unknown, items: readonly string[], common: Common, io: Io): Promise<number> {
  let chosen = items;
  if (common.json || common.tsv || common.plain || common.failFast || common.failuresOnly) {
    const asLines = common.json || common.tsv || common.plain;
    const handler = await command.handler(settings, common.json, common.plain);
    const r: LineResult = { text: '', code: '' };
    const texts: string[] = [];
    const errors: string[] = [];
    const kept: string[] = [];
    let status = 0;
    for (let i = 0; i < items.length; i++) {
      const st = handler(items[i]!, i + 1, r);
      if (st === NOTHING) continue;
      const ok = st === OK;
      if (!ok) status = 1;
      if (!ok && common.plain) errors.push(r.text);
      else if (!ok || !common.failuresOnly) {
        texts.push(r.text);
        kept.push(items[i]!);
      }
      if (!ok && common.failFast) break;
    }
    if (asLines) {
      io.out.write(texts.map((t) => t + '\n').join(''));
      if (errors.length > 0) io.err.write(errors.map((t) => t + '\n').join(''));
      return status;
    }
    chosen = kept;
    if (chosen.length === 0) return status;
  }
  return command.show(settings, chosen, io);
}

/**
 * A run on standard input. Lines go through the command's line handler in batches, in this thread
 * (--jobs 1) or spread over worker threads; results are written in input order. Memory stays flat:
 * the next run of lines is read only once the output has drained and fewer than 2N runs are in flight.
 */
export async function runInput(command: Command, settings: unknown, common: Common, io: Io): Promise<number> {
  const { input, err } = io;
  const tally = new Tally();
  const started = performance.now();
  // A reader that goes away (`| head`) ends the run quietly, with the status of what was done (main's guard).
  io.status.current = () => (tally.anyFailed ? EXIT_FAILED : EXIT_OK);
  // Node reads a directory given as standard input as if it were empty: say so instead of "0 lines".
  if (input === process.stdin && isDirectory(0)) {
    err.write(`urikit ${command.name}: standard input is a directory; give a file, a pipe or URIs as operands\n`);
    return EXIT_TROUBLE;
  }
  if (input.isTTY === true && !common.quiet) {
    err.write(`urikit ${command.name}: reading standard input, one per line (end with Ctrl-D)\n`);
  }
  const stopProgress = err.isTTY === true && !common.quiet ? startProgress(err, command.words, tally, started) : () => {};
  const plain = plainOutput(command, common, io.out);
  const options: BatchOptions = { failFast: common.failFast, failuresOnly: common.failuresOnly, plain };
  const refuse = refuser(command, common.json, plain);
  const max = common.maxLineLength;

  /** Writes one run's output and counts it; true when --fail-fast has stopped the run. */
  const emit = async (result: Counts & { stopped: boolean; errors: string }, output: string, firstLine: number): Promise<boolean> => {
    tally.add(result);
    if (result.errors !== '') await write(err, result.errors);
    await write(io.out, output);
    if (result.stopped) tally.stoppedAt = firstLine + result.lines - 1;
    return result.stopped;
  };

  try {
    let line = 1;
    if (common.jobs <= 1) {
      const handler = await command.handler(settings, common.json, plain);
      for await (const run of lineRuns(input, max)) {
        const result = run instanceof Uint8Array
          ? runBatch(handler, decodeRun(run, line), options, refuse)
          : refusedLine(refuse, longLineError(run, max), line, options);
        if (await emit(result, result.text, line)) break;
        line += result.lines;
      }
    } else {
      // The main thread cuts the input after line ends, numbers the runs and writes the results in
      // order; workers decode and run them, the runs' bytes transferred, not copied. Workers
      // start only once the input has passed POOL_AFTER_BYTES (a smaller input is done sooner here
      // than they take to start), and until one is ready the runs are done here.
      const handler = await command.handler(settings, common.json, plain);
      let pool: Pool | undefined;
      let read = 0;
      try {
        const inFlight: { firstLine: number; result: Promise<WorkerResult | BatchResult> }[] = [];
        let stopped = false;
        const next = async (): Promise<void> => {
          const { firstLine, result } = inFlight.shift()!;
          const r = await result;
          stopped = await emit(r, 'output' in r ? r.output : r.text, firstLine);
        };
        for await (const run of lineRuns(input, max)) {
          if (!(run instanceof Uint8Array)) {
            // a line too long to keep: its error, in its place
            inFlight.push({ firstLine: line, result: Promise.resolve(refusedLine(refuse, longLineError(run, max), line, options)) });
            line += 1;
            while (!stopped && inFlight.length >= common.jobs * IN_FLIGHT_PER_WORKER) await next();
            if (stopped) break;
            continue;
          }
          read += run.length;
          if (pool === undefined && read > POOL_AFTER_BYTES) {
            pool = await Pool.start(common.jobs, { command: command.name, settings, json: common.json, ...options }, io.worker);
          }
          const lines = newlines(run) + (run[run.length - 1] === 10 ? 0 : 1); // counted before the bytes go to a worker
          let result: Promise<WorkerResult | BatchResult> | undefined;
          while (result === undefined && !stopped) {
            if (pool?.hasRoom === true) result = pool.run(run, line);
            else if (pool?.anyReady !== true) result = Promise.resolve(runBatch(handler, decodeRun(run, line), options, refuse));
            else await next(); // every ready worker has two runs: wait for the oldest result
          }
          if (result === undefined) break;
          result.catch(() => {}); // awaited in order below; a failure must not count as unhandled meanwhile
          inFlight.push({ firstLine: line, result });
          line += lines;
          while (!stopped && inFlight.length >= common.jobs * IN_FLIGHT_PER_WORKER) await next();
          if (stopped) break;
        }
        while (!stopped && inFlight.length > 0) await next();
      } finally {
        await pool?.close();
      }
    }
  } finally {
    stopProgress();
  }
  if (!common.quiet) err.write(summaryLine(command.name, command.words, tally, performance.now() - started) + '\n');
  return tally.anyFailed ? EXIT_FAILED : EXIT_OK;
}

/** True when the file descriptor is open on a directory (false when it cannot be examined). */
function isDirectory(fd: number): boolean {
  try {
    return fstatSync(fd).isDirectory();
  } catch {
    return false;
  }
}
