#!/usr/bin/env node
// The urikit command. The code lives in src/cli/ and runs from dist/: the published package ships
// dist/ (built before packing). In a checkout, dist/ is built by `npm test` or `npm run build`; when
// it is missing there (a fresh clone after `npm install`), the command builds it once itself, with
// a note on stderr, so that `npx urikit` works right away.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/node/cli/main.js', import.meta.url);
const build = new URL('../scripts/build.mjs', import.meta.url);

if (!existsSync(entry) && existsSync(build)) {
  process.stderr.write('urikit: dist/ is missing in this checkout: building it once (npm run build)\n');
  // (node:child_process is loaded here only: it costs a run of the command some 2 ms to load)
  const { execFileSync } = await import('node:child_process');
  try {
    // The compiler's messages go to stderr, so that stdout stays the command's own.
    execFileSync(process.execPath, [fileURLToPath(build)], { stdio: ['ignore', 2, 2] });
  } catch {
    process.stderr.write('urikit: the build failed (above); run `npm run build` to see it again\n');
    process.exit(2);
  }
}

const { main } = await import(entry.href);
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
process.exitCode = await main(process.argv.slice(2), version);
