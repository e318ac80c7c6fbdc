// Builds dist/esm (ES modules) and dist/cjs (CommonJS) with the local TypeScript compiler.
// Run by `npm test`, `npm run bench`, before `npm pack` / `npm publish` (prepack), and by
// bin/urikit.mjs when a checkout has no dist/ yet.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const project of ['tsconfig.json', 'tsconfig.cjs.json']) {
  execFileSync(process.execPath, [tsc, '-p', join(root, project)], { stdio: 'inherit', cwd: root });
}
// dist/cjs holds CommonJS files although the package is "type": "module".
mkdirSync(join(root, 'dist/cjs'), { recursive: true });
writeFileSync(join(root, 'dist/cjs/package.json'), '{ "type": "commonjs" }\n');
