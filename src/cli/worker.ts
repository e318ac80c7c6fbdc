/** A --jobs worker thread: builds the command's line handler once, then runs each batch it is sent with runBatch. */
/// <reference types="node" />

import { parentPort, workerData } from 'node:worker_threads';
import { loadCommand } from './commands/index.js';
import type { JobMessage, ResultMessage, WorkerSetup } from './jobs.js';
import { runBatch } from './stream.js';

const setup = workerData as WorkerSetup;
const command = await loadCommand(setup.command);
if (command === undefined || parentPort === null) throw new Error(`worker: no command '${setup.command}'`);
const handler = await command.handler(setup.settings, setup.json);
const port = parentPort;
port.on('message', (m: JobMessage) => {
  port.postMessage({ id: m.id, result: runBatch(handler, m.batch, setup) } satisfies ResultMessage);
});
