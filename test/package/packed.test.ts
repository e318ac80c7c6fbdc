/**
 * The package as a user installs it: `npm pack` once, the tarball installed into a new project in a
 * temporary folder (offline), and from that project every public entry required, imported and
 * type-checked under TypeScript's three module resolutions (node16, bundler, and node — the
 * older one that reads "typesVersions"), while internal modules stay out of reach. Needs no network
 * and nothing outside this folder; `npm test` builds dist/ first, and packing does not build again
 * (--ignore-scripts), so that the suites that run the built command meanwhile keep their dist/.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');

/** The scheme modules the README lists, each a subpath `urikit/schemes/<name>`. */
const SCHEMES = [
  'http', 'https', 'ws', 'wss', 'ftp', 'telnet', 'gopher', 'mailto', 'news', 'nntp', 'urn', 'tel',
  'data', 'file', 'ldap', 'ldaps', 'wais', 'man', 'info', 'whatis', 'ghelp',
];
/** Every public entry point. */
const ENTRIES = [
  'urikit', 'urikit/host', 'urikit/iri', 'urikit/idna', 'urikit/schemes',
  ...SCHEMES.map((name) => `urikit/schemes/${name}`),
  'urikit/query', 'urikit/text', 'urikit/audit', 'urikit/whatwg',
  'urikit/template',
  'urikit/java',
  'urikit/compat',
];
/** What one entry must export, beside the rest (a view of another scheme's module holds its own names). */
const MUST_EXPORT: Record<string, readonly string[]> = {
  'urikit': ['parse', 'Uri', 'UriError'],
  'urikit/host': ['formatIPv6'],
  'urikit/iri': ['iriToUri'],
  'urikit/idna': ['domainToAscii'],
  'urikit/schemes': ['parseAs', 'SCHEMES'],
  'urikit/schemes/https': ['parseHttp', 'buildHttp', 'httpsScheme'],
  'urikit/schemes/wss': ['parseWs', 'buildWs', 'wssScheme'],
  'urikit/schemes/nntp': ['parseNntp', 'buildNntp', 'nntpScheme'],
  'urikit/schemes/ldaps': ['parseLdaps', 'buildLdaps', 'ldapsScheme'],
  'urikit/query': ['parseQuery'],
  'urikit/text': ['extractUris'],
  'urikit/audit': ['audit', 'redact'],
  'urikit/whatwg': ['compareWithWhatwg'],
  'urikit/template': ['parseTemplate', 'expand'],
  'urikit/java': ['JavaUri'],
  'urikit/compat': ['parse', 'serialize', 'resolve', 'equal', 'SCHEMES'],
};
for (const name of SCHEMES) {
  const own = `${name[0]!.toUpperCase()}${name.slice(1)}`;
  MUST_EXPORT[`urikit/schemes/${name}`] ??= [`parse${own}`, `build${own}`, `${name}Scheme`];
}
/** Modules that exist in dist/ but are not entry points. */
const INTERNAL = ['urikit/schemes/common', 'urikit/schemes/server', 'urikit/schemes/codes', 'urikit/parse', 'urikit/dist/esm/index.js'];

let work: string;
let project: string;
let packedFiles: string[];
let packedJson: { scripts?: Record<string, string>; exports: Record<string, unknown> };

/** The environment for a child npm: the outer `npm test`'s own variables left out (they name this folder as the prefix). */
function npmEnv(): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_cache', 'npm_config_userconfig', 'npm_config_globalconfig', 'npm_config_cafile', 'npm_config_registry']);
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|INIT_CWD$)/i.test(k) || keep.has(k)));
}

function run(file: string, args: string[], cwd: string): string {
  try {
    return execFileSync(file, args, { cwd, encoding: 'utf8', env: npmEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const { status, stdout, stderr } = e as { status: number | null; stdout: string; stderr: string };
    throw new Error(`${file} ${args.join(' ')} exited with ${status}\nstdout:\n${stdout}\nstderr:\n${stderr}`);
  }
}

/** Runs a script with node in the project; returns its last line parsed as JSON. */
function nodeJson(type: 'commonjs' | 'module', script: string): unknown {
  const out = run(process.execPath, [`--input-type=${type}`, '-e', script], project);
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

beforeAll(() => {
  if (!existsSync(join(repoRoot, 'dist/esm/index.js')) || !existsSync(join(repoRoot, 'dist/cjs/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` first (`npm test` does)');
  }
  work = mkdtempSync(join(tmpdir(), 'urikit-packed-'));
  const [packed] = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], repoRoot)) as [
    { filename: string; files: { path: string }[] },
  ];
  packedFiles = packed!.files.map((f) => f.path);
  const tarball = join(work, packed!.filename);

  project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  try {
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', tarball], project);
  } catch {
    // npm wanted the network (its cache lacks a dependency's metadata): the tarball is extracted by
    // hand, as npm would, and the runtime dependencies are linked from this folder's node_modules.
    console.info('packed.test: `npm install --offline` needs the network here: extracting the tarball instead');
    const dest = join(project, 'node_modules/urikit');
    mkdirSync(dest, { recursive: true });
    run('tar', ['-xzf', tarball, '-C', dest, '--strip-components=1'], project);
    const link = (name: string): void => {
      const target = join(project, 'node_modules', name);
      if (existsSync(target)) return;
      symlinkSync(join(repoRoot, 'node_modules', name), target, 'dir');
      const deps = (JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies;
      Object.keys(deps ?? {}).forEach(link);
    };
    const deps = (JSON.parse(readFileSync(join(dest, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies;
    Object.keys(deps ?? {}).forEach(link);
  }
  packedJson = JSON.parse(readFileSync(join(project, 'node_modules/urikit/package.json'), 'utf8')) as typeof packedJson;
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('holds the licence, the readme, both builds and the command, and no tests', () => {
    expect(packedFiles).toEqual(expect.arrayContaining([
      'LICENSE', 'README.md', 'package.json', 'bin/urikit.mjs',
      'dist/esm/index.js', 'dist/esm/index.d.ts', 'dist/cjs/index.js', 'dist/cjs/index.d.ts', 'dist/cjs/package.json',
    ]));
    expect(packedFiles.filter((f) => f.startsWith('test/') || f.startsWith('bench/'))).toEqual([]);
  });

  it('runs no script when installed', () => {
    const scripts = Object.keys(packedJson.scripts ?? {});
    expect(scripts.filter((s) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(s))).toEqual([]);
  });

  it('lists each public entry in "exports", without patterns, as scripts/exports.mjs writes it', () => {
    const subpaths = Object.keys(packedJson.exports).filter((k) => k !== './package.json');
    expect(subpaths.map((k) => (k === '.' ? 'urikit' : `urikit/${k.slice(2)}`)).sort()).toEqual([...ENTRIES].sort());
    expect(Object.keys(packedJson.exports).filter((k) => k.includes('*'))).toEqual([]);
    run(process.execPath, [join(repoRoot, 'scripts/exports.mjs'), '--check'], repoRoot);
  });

  it('gives every entry to require() and to import, with the same names', () => {
    const list = JSON.stringify(ENTRIES);
    const cjs = nodeJson('commonjs', `
      const out = {};
      for (const entry of ${list}) out[entry] = Object.keys(require(entry)).filter((k) => k !== '__esModule').sort();
      console.log(JSON.stringify(out));
    `) as Record<string, string[]>;
    const esm = nodeJson('module', `
      const out = {};
      for (const entry of ${list}) out[entry] = Object.keys(await import(entry)).filter((k) => k !== 'default').sort();
      console.log(JSON.stringify(out));
    `) as Record<string, string[]>;
    expect(cjs).toEqual(esm);
    for (const entry of ENTRIES) expect(esm[entry], entry).toEqual(expect.arrayContaining([...MUST_EXPORT[entry]!]));
  });

  it('works through a view entry: https, and a Uri from a scheme entry is a Uri of the core entry', () => {
    const call = `
      const view = m.parseHttp('https://example.com:8443/a%20b');
      const uri = m.buildHttp(view);
      console.log(JSON.stringify([view.scheme, view.port, m.httpsScheme.defaultPort, uri.toString(), uri instanceof core.Uri]));
    `;
    const want = ['https', 8443, 443, 'https://example.com:8443/a%20b', true];
    expect(nodeJson('commonjs', `const m = require('urikit/schemes/https'); const core = require('urikit'); ${call}`)).toEqual(want);
    expect(nodeJson('module', `const m = await import('urikit/schemes/https'); const core = await import('urikit'); ${call}`)).toEqual(want);
  });

  it('keeps internal modules out of reach of require() and import', () => {
    const list = JSON.stringify(INTERNAL);
    const script = (load: string): string => `
      const out = {};
      for (const entry of ${list}) {
        try { ${load}; out[entry] = 'resolved'; } catch (e) { out[entry] = e.code; }
      }
      console.log(JSON.stringify(out));
    `;
    const want = Object.fromEntries(INTERNAL.map((entry) => [entry, 'ERR_PACKAGE_PATH_NOT_EXPORTED']));
    expect(nodeJson('commonjs', script('require(entry)'))).toEqual(want);
    expect(nodeJson('module', script('await import(entry)'))).toEqual(want);
  });

  it('type-checks every entry under moduleResolution node16 (import and require), bundler and node', async () => {
    // One namespace import per entry (an entry without types is an error under `strict`), the names
    // a user of each view entry reaches for, and a Uri from a scheme entry used as the core's Uri
    // (two copies of the declarations would make them different types: Uri has a private constructor).
    const imports = ENTRIES.map((entry, i) => `import * as m${i} from '${entry}';`).join('\n');
    const body = `
import { Uri } from 'urikit';
import { parseHttp, buildHttp, httpsScheme, type HttpView } from 'urikit/schemes/https';
import { wssScheme } from 'urikit/schemes/wss';
import { parseLdaps } from 'urikit/schemes/ldaps';
import { parseNntp } from 'urikit/schemes/nntp';
${imports}
const view: HttpView = parseHttp('https://example.com/');
const uri: Uri = buildHttp(view);
export const used = [uri, httpsScheme, wssScheme, parseLdaps, parseNntp, ${ENTRIES.map((_, i) => `m${i}`).join(', ')}];
`;
    const requires = ENTRIES.map((entry, i) => `import m${i} = require('${entry}');`).join('\n');
    const cjsBody = `
import core = require('urikit');
import https = require('urikit/schemes/https');
${requires}
const uri: core.Uri = https.buildHttp(https.parseHttp('https://example.com/'));
export const used = [uri, ${ENTRIES.map((_, i) => `m${i}`).join(', ')}];
`;
    const base = { strict: true, noEmit: true, skipLibCheck: false, lib: ['ES2020'], types: [], target: 'ES2020' };
    const configs = {
      node16: { compilerOptions: { ...base, module: 'node16', moduleResolution: 'node16' }, files: ['esm.mts', 'cjs.cts'] },
      bundler: { compilerOptions: { ...base, module: 'esnext', moduleResolution: 'bundler' }, files: ['esm.ts'] },
      node: { compilerOptions: { ...base, module: 'commonjs', moduleResolution: 'node' }, files: ['esm.ts'] },
    };
    writeFileSync(join(project, 'esm.mts'), body);
    writeFileSync(join(project, 'esm.ts'), body);
    writeFileSync(join(project, 'cjs.cts'), cjsBody);
    const results = await Promise.all(Object.entries(configs).map(async ([name, config]) => {
      writeFileSync(join(project, `tsconfig.${name}.json`), JSON.stringify(config, null, 2));
      try {
        await promisify(execFile)(process.execPath, [tsc, '-p', `tsconfig.${name}.json`], { cwd: project, encoding: 'utf8' });
        return [name, 'ok'];
      } catch (e) {
        return [name, (e as { stdout: string }).stdout.trim()];
      }
    }));
    expect(Object.fromEntries(results)).toEqual({ node16: 'ok', bundler: 'ok', node: 'ok' });
  });
});
