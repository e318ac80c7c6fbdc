/** A --jobs worker thread: builds the command's line handler once, then decodes and runs (runBatch) each run of lines it is sent. */
/// <reference types="node" />

import { parentPort, workerData } from 'node:worker_threads';
import { refuser } from './command.js';
import { loadCommand } from './commands/index.js';
import type { JobMessage, ResultMessage, WorkerSetup } from './jobs.js';
import { decodeRun, runBatch } from './stream.js';

const setup = workerData as WorkerSetup;
if (process.env['URIKIT_DEBUG'] === undefined) Error.stackTraceLimit = 0; // as in main.ts: no UriError's stack is shown
const command = await loadCommand(setup.command);
if (command === undefined || parentPort === null) throw new Error(`worker: no command '${setup.command}'`);
const handler = await command.handler(setup.settings, setup.json, setup.plain);
const refuse = refuser(command, setup.json, setup.plain);
const port = parentPort;
port.postMessage({ id: -1 } satisfies ResultMessage); // ready
port.on('message', (m: JobMessage) => {
  const { text, ...counts } = runBatch(handler, decodeRun(m.bytes, m.firstLine), setup, refuse);
  port.postMessage({ id: m.id, result: { ...counts, output: text } } satisfies ResultMessage);
});
