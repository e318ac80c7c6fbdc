/** Running a command: on its operands (a display for people, or JSON), or on standard input (TSV or NDJSON, in-process or over --jobs workers). */
/// <reference types="node" />

import { fstatSync } from 'node:fs';
import type { Common } from './args.js';
import { type Command, EXIT_FAILED, EXIT_OK, EXIT_TROUBLE, type Io, type LineResult, OK } from './command.js';
import { Pool, type WorkerResult } from './jobs.js';
import { type Counts, Tally, startProgress, summaryLine } from './report.js';
import { type BatchOptions, type BatchResult, decodeLines, lineRuns, newlines, runBatch, write } from './stream.js';

/** Runs of lines in flight per worker: enough to keep each busy, few enough that memory stays flat. */
const IN_FLIGHT_PER_WORKER = 2;

/** --jobs starts its workers once this much input has come (a worker takes some 50 ms to start). */
const POOL_AFTER_BYTES = 1 << 20;

/** A run on operands: the command's display, or with --json one object per operand (numbered as lines). */
export async function runOperands(command: Command, settings: unknown, items: readonly string[], common: Common, io: Io): Promise<number> {
  let chosen = items;
  if (common.json || common.strict || common.failuresOnly) {
    const handler = await command.handler(settings, common.json);
    const r: LineResult = { text: '', code: '' };
    const texts: string[] = [];
    const kept: string[] = [];
    let status = 0;
    for (let i = 0; i < items.length; i++) {
      const ok = handler(items[i]!, i + 1, r) === OK;
      if (!ok) status = 1;
      if (!ok || !common.failuresOnly) {
        texts.push(r.text);
        kept.push(items[i]!);
      }
      if (!ok && common.strict) break;
    }
    if (common.json) {
      io.out.write(texts.map((t) => t + '\n').join(''));
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
  // A reader that goes away (`| head`) ends the run quietly, with the status of what was done.
  io.out.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(tally.anyFailed ? EXIT_FAILED : EXIT_OK);
    err.write(`urikit ${command.name}: cannot write the output: ${e.message}\n`);
    process.exit(EXIT_TROUBLE);
  });
  // Node reads a directory given as standard input as if it were empty: say so instead of "0 lines".
  if (input === process.stdin && isDirectory(0)) {
    err.write(`urikit ${command.name}: standard input is a directory; give a file, a pipe or URIs as operands\n`);
    return EXIT_TROUBLE;
  }
  if (input.isTTY === true && !common.quiet) {
    err.write(`urikit ${command.name}: reading standard input, one per line (end with Ctrl-D)\n`);
  }
  const stopProgress = err.isTTY === true && !common.quiet ? startProgress(err, command.words, tally, started) : () => {};
  const options: BatchOptions = { strict: common.strict, failuresOnly: common.failuresOnly };

  /** Writes one run's output and counts it; true when --strict has stopped the run. */
  const emit = async (result: Counts & { stopped: boolean }, output: string, firstLine: number): Promise<boolean> => {
    tally.add(result);
    await write(io.out, output);
    if (result.stopped) tally.stoppedAt = firstLine + result.lines - 1;
    return result.stopped;
  };

  try {
    let line = 1;
    if (common.jobs <= 1) {
      const handler = await command.handler(settings, common.json);
      for await (const run of lineRuns(input)) {
        const result = runBatch(handler, { text: decodeLines(run), firstLine: line }, options);
        if (await emit(result, result.text, line)) break;
        line += result.lines;
      }
    } else {
      // The main thread cuts the input after line ends, numbers the runs and writes the results in
      // order; workers decode and run them, the runs' bytes transferred, not copied. Workers
      // start only once the input has passed POOL_AFTER_BYTES (a smaller input is done sooner here
      // than they take to start), and until one is ready the runs are done here.
      const handler = await command.handler(settings, common.json);
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
        for await (const run of lineRuns(input)) {
          read += run.length;
          if (pool === undefined && read > POOL_AFTER_BYTES) {
            pool = new Pool(common.jobs, { command: command.name, settings, json: common.json, ...options });
          }
          const lines = newlines(run); // counted before the bytes go to a worker
          let result: Promise<WorkerResult | BatchResult> | undefined;
          while (result === undefined && !stopped) {
            if (pool?.hasRoom === true) result = pool.run(run, line);
            else if (pool?.anyReady !== true) result = Promise.resolve(runBatch(handler, { text: decodeLines(run), firstLine: line }, options));
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
