/** --jobs N: a pool of worker threads that run runs of input lines; each result comes back to its own promise. */
/// <reference types="node" />

import type { Worker } from 'node:worker_threads';
import type { Counts } from './report.js';
import type { BatchOptions } from './stream.js';

/** What every worker is started with: enough to build the same line handler as the main thread. */
export interface WorkerSetup extends BatchOptions {
  readonly command: string;
  readonly settings: unknown;
  readonly json: boolean;
}

/** Main thread to worker: run these lines (UTF-8), the first of them numbered firstLine. */
export interface JobMessage {
  readonly id: number;
  readonly bytes: Uint8Array;
  readonly firstLine: number;
}

/**
 * A run's result as a worker sends it: its counts and its output. The output comes back as a string,
 * not as transferred bytes: a transferred ArrayBuffer lives outside the heap, and the main thread,
 * which allocates little, would collect the dead ones only every 64 MB or so.
 */
export interface WorkerResult extends Counts {
  readonly output: string;
  /** What goes to standard error (--plain's failures). */
  readonly errors: string;
  readonly stopped: boolean;
}

/** Worker to main thread: a run's result, or (id -1, no result) that the worker is ready. */
export interface ResultMessage {
  readonly id: number;
  readonly result?: WorkerResult;
}

interface Pending {
  readonly worker: Worker;
  resolve(result: WorkerResult): void;
  reject(error: Error): void;
}

/**
 * N workers, each given at most two runs at a time (one running, one waiting in its queue, so that
 * it never sits idle while the main thread passes it the next), and only once it has said it is
 * ready. The caller bounds how many runs are in flight; the pool keeps no queue of its own.
 */
export class Pool {
  private readonly workers: Worker[] = [];
  /** Runs given to each ready worker and not yet back. */
  private readonly load = new Map<Worker, number>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;
  private closing = false;

  /**
   * The pool of `size` workers running the module at `url` (Io's worker), node:worker_threads
   * loaded first (a run without --jobs does not load it: some 1.7 ms).
   */
  static async start(size: number, setup: WorkerSetup, url: URL): Promise<Pool> {
    const { Worker } = await import('node:worker_threads');
    return new Pool(size, setup, url, Worker);
  }

  private constructor(size: number, setup: WorkerSetup, url: URL, WorkerClass: typeof Worker) {
    for (let i = 0; i < size; i++) {
      const worker = new WorkerClass(url, { workerData: setup });
      worker.on('message', (m: ResultMessage) => this.settle(worker, m));
      worker.on('error', (e: Error) => this.fail(e));
      worker.on('exit', (code) => {
        if (!this.closing) this.fail(new Error(`a worker thread stopped (exit code ${code})`));
      });
      this.workers.push(worker);
    }
  }

  /** Whether a worker is ready; throws what made a worker fail. */
  get anyReady(): boolean {
    if (this.failure !== undefined) throw this.failure;
    return this.load.size > 0;
  }

  /** Whether a ready worker has room for another run. */
  get hasRoom(): boolean {
    for (const n of this.load.values()) if (n < 2) return true;
    return false;
  }

  /** Runs the lines on the least loaded ready worker (call only when hasRoom); `bytes` is transferred (it is empty here afterwards). */
  run(bytes: Uint8Array, firstLine: number): Promise<WorkerResult> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    let worker: Worker | undefined;
    for (const [w, n] of this.load) if (worker === undefined || n < this.load.get(worker)!) worker = w;
    if (worker === undefined) return Promise.reject(new Error('no worker is ready'));
    const id = this.nextId++;
    this.load.set(worker, this.load.get(worker)! + 1);
    const chosen = worker;
    return new Promise<WorkerResult>((resolve, reject) => {
      this.pending.set(id, { worker: chosen, resolve, reject });
      chosen.postMessage({ id, bytes, firstLine } satisfies JobMessage, [bytes.buffer as ArrayBuffer]);
    });
  }

  /** Stops every worker, finished or not. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private settle(worker: Worker, m: ResultMessage): void {
    if (m.result === undefined) {
      this.load.set(worker, 0); // ready
      return;
    }
    const p = this.pending.get(m.id);
    if (p === undefined) return;
    this.pending.delete(m.id);
    this.load.set(p.worker, this.load.get(p.worker)! - 1);
    p.resolve(m.result);
  }

  private fail(e: Error): void {
    this.failure ??= e;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }
}
