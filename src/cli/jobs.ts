/** --jobs N: a pool of worker threads that run runs of input lines; each result comes back to its own promise, its bytes transferred, not copied. */
/// <reference types="node" />

import { Worker } from 'node:worker_threads';
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

/** A run's result as a worker sends it: its counts and its output, encoded as UTF-8. */
export interface WorkerResult extends Counts {
  readonly output: Uint8Array;
  readonly stopped: boolean;
}

/** Worker to main thread. */
export interface ResultMessage {
  readonly id: number;
  readonly result: WorkerResult;
}

interface Pending {
  readonly worker: Worker;
  resolve(result: WorkerResult): void;
  reject(error: Error): void;
}

/**
 * N workers, each given at most two runs at a time (one running, one waiting in its queue, so that
 * it never sits idle while the main thread passes it the next). The caller bounds how many runs are
 * in flight; the pool keeps no queue of its own.
 */
export class Pool {
  private readonly workers: Worker[] = [];
  private readonly load = new Map<Worker, number>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;
  private closing = false;

  constructor(size: number, setup: WorkerSetup) {
    const url = new URL('./worker.js', import.meta.url);
    for (let i = 0; i < size; i++) {
      const worker = new Worker(url, { workerData: setup });
      worker.on('message', (m: ResultMessage) => this.settle(m));
      worker.on('error', (e: Error) => this.fail(e));
      worker.on('exit', (code) => {
        if (!this.closing) this.fail(new Error(`a worker thread stopped (exit code ${code})`));
      });
      this.workers.push(worker);
      this.load.set(worker, 0);
    }
  }

  /** Runs the lines on the least loaded worker; `bytes` is transferred (it is empty here afterwards). */
  run(bytes: Uint8Array, firstLine: number): Promise<WorkerResult> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    let worker = this.workers[0]!;
    for (const w of this.workers) if (this.load.get(w)! < this.load.get(worker)!) worker = w;
    const id = this.nextId++;
    this.load.set(worker, this.load.get(worker)! + 1);
    return new Promise<WorkerResult>((resolve, reject) => {
      this.pending.set(id, { worker, resolve, reject });
      worker.postMessage({ id, bytes, firstLine } satisfies JobMessage, [bytes.buffer as ArrayBuffer]);
    });
  }

  /** Stops every worker, finished or not. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private settle(m: ResultMessage): void {
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
