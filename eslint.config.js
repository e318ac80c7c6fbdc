// `npm run lint`: the rules that hold the layout (README "Architecture"), not a style guide.
//   - no import cycles, anywhere;
//   - src/cli/ imports the library only through its public entry points (src/index.ts, src/*/index.ts);
//   - no default exports in src/;
//   - no unused exports in src/: an export that no module, test or entry point imports;
//   - no class table in src/ indexed by charCodeAt unguarded (a read past the table slows V8's load there).
// Imports are resolved as TypeScript resolves them (`./x.js` finds `./x.ts`), so that the graph the
// rules see is the real one.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The entry barrels the command may import: src/index.ts and each src/<folder>/index.ts. */
const barrels = [
  './index.ts',
  ...readdirSync(resolve(root, 'src'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'cli' && existsSync(resolve(root, 'src', d.name, 'index.ts')))
    .map((d) => `./${d.name}/index.ts`),
];

/**
 * The modules whose exports the package's users import: each entry of package.json's "exports"
 * (dist/esm/x.js is src/x.ts), and the command's own entries (bin/urikit.mjs loads cli/main.ts, which
 * starts cli/worker.ts by its URL).
 */
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const publicModules = [
  ...new Set(Object.values(pkg.exports).flatMap((target) => (typeof target === 'object' ? [target.import.default] : []))),
].map((file) => file.replace(/^\.\/dist\/esm\//, 'src/').replace(/\.js$/, '.ts'));
publicModules.push('src/cli/main.ts', 'src/cli/worker.ts');
// Ambient declarations (src/idna/tr46.d.ts types a dependency): their exports are the package's, not ours.
publicModules.push('src/**/*.d.ts');
// Paths are resolved here, so that the lint gives the same answer from any working directory.
const fromRoot = (path) => resolve(root, path);

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'bench/data/**', 'playground/dist/**', 'test-results/**'] },
  {
    files: ['**/*.ts', '**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: resolve(root, 'tsconfig.test.json') })],
      'import-x/extensions': ['.ts', '.mjs', '.cjs', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A wrong path would also hide an edge from no-cycle. dist/ is built, not checked in.
      'import-x/no-unresolved': ['error', { ignore: ['^\\.\\./dist/', '^\\.\\./\\.\\./dist/'] }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'import-x/no-default-export': 'error',
      // A library's public exports are used by its users: the entry points (package.json "exports")
      // are exempt; every other export must be imported somewhere in src/ or test/.
      'import-x/no-unused-modules': ['error', {
        unusedExports: true,
        src: ['src', 'test'].map(fromRoot),
        ignoreExports: publicModules.map(fromRoot),
      }],
      // A class table (an upper-case constant: 128 entries, or 65,536 for the *_HINTS tables) is not
      // indexed by a character read straight from the input: a non-ASCII unit, or the NaN read past
      // a string's end, would index past the table, and V8 then reads that table through its slower
      // out-of-bounds load at that site for the rest of the process (chars.ts, scan).
      'no-restricted-syntax': ['error', {
        selector: "MemberExpression[computed=true][object.name=/^[A-Z][A-Z0-9_]*$/][object.name!=/_HINTS$/] > CallExpression.property[callee.property.name='charCodeAt']",
        message: 'test the code unit first (c < 128, or isIn from chars.ts): a table indexed by charCodeAt reads past its end on non-ASCII input.',
      }],
    },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        basePath: root,
        zones: [{
          target: './src/cli',
          from: './src',
          except: ['./cli', ...barrels],
          message: 'the command imports the library only through its public entry points (src/index.ts, src/<entry>/index.ts).',
        }],
      }],
    },
  },
  {
    files: ['playground/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        basePath: root,
        zones: [{
          target: './playground',
          from: './src',
          except: barrels,
          message: 'the playground is built from the public entry points only (src/index.ts, src/<entry>/index.ts).',
        }],
      }],
    },
  },
);
