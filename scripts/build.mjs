// Builds dist/node and dist/esm (ES modules, for Node and for bundlers) and dist/cjs (CommonJS): the
// declarations with the local TypeScript compiler (one .d.ts per source module), the JavaScript
// with esbuild (scripts/bundle.mjs: one file per entry point and a few shared chunks; the core entry
// one file for Node, which is what makes `import 'urikit'` start fast).
// Run by `npm test`, `npm run bench`, before `npm pack` / `npm publish` (prepack), and by
// bin/urikit.mjs when a checkout has no dist/ yet.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bundle } from './bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(join(root, 'dist'), { recursive: true, force: true });
// tsc type-checks the sources and writes the declarations: dist/esm's for import (and for "types"
// and "typesVersions"), dist/cjs's for require.
for (const project of ['tsconfig.json', 'tsconfig.cjs.json']) {
  execFileSync(process.execPath, [tsc, '-p', join(root, project), '--emitDeclarationOnly'], { stdio: 'inherit', cwd: root });
}
// tsc checks the command (src/cli) with the rest; its declarations describe no entry point of the
// package (the command is bin/urikit.mjs), so they are not shipped.
rmSync(join(root, 'dist', 'esm', 'cli'), { recursive: true, force: true });
// esbuild writes the JavaScript and its source maps; bundle() adds a package.json to dist/esm,
// dist/node and dist/cjs (each folder's "type", and the package's "sideEffects").
await bundle(join(root, 'dist'));
