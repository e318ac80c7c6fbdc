#!/usr/bin/env node
// The urikit command. The code lives in src/cli/ and is built into dist/ by `npm install`.
import { readFileSync } from 'node:fs';
import { main } from '../dist/esm/cli/main.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
process.exitCode = await main(process.argv.slice(2), version);
