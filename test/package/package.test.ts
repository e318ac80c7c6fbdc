/**
 * The published package as a user meets it: `require('urikit')` from CommonJS, `import('urikit')`
 * from ESM, and the type declarations (the `urikit` command has its own suites in test/cli/). Each
 * check spawns a fresh `node` on the built dist/ (`npm test` builds it first), resolving 'urikit'
 * through package.json's `exports` map by self-reference from the repository root, as a dependent
 * package would.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLE = 'foo://example.com:8042/over/there?name=ferret#nose'; // RFC 3986 §3

/**
 * An ES module's static imports and re-exports, and a CommonJS file's requires: their specifiers.
 * A statement may start a line or follow another on it (dist/node is written without whitespace).
 */
const ESM_IMPORT = /(?<![\w$.])(?:import|export)\b[^;]*?["']([^"']+)["'];/gs;
const CJS_REQUIRE = /\brequire\(["']([^"']+)["']\)/g;

/** The files of ours that loading `entry` (relative to the repository) reads: it, and what its relative specifiers reach. */
function filesLoaded(entry: string, pattern: RegExp): string[] {
  const seen: string[] = [];
  const visit = (file: string): void => {
    if (seen.includes(file)) return;
    seen.push(file);
    for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (m[1]!.startsWith('.')) visit(resolve(file, '..', m[1]!));
    }
  };
  visit(resolve(repoRoot, entry));
  return seen;
}

/** Runs `node ...args` in the repository root and returns its stdout; a failure shows stdout and stderr. */
function node(args: string[]): string {
  try {
    return execFileSync(process.execPath, args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const { status, stdout, stderr } = e as { status: number | null; stdout: string; stderr: string };
    throw new Error(`node ${args.join(' ')} exited with ${status}\nstdout:\n${stdout}\nstderr:\n${stderr}`);
  }
}

/** Runs a CommonJS script with `node -e` (eval code is CommonJS unless told otherwise). */
function runCjs(script: string): string {
  return node(['--input-type=commonjs', '-e', script]);
}

/** Runs an ES module script with `node --input-type=module -e`. */
function runEsm(script: string): string {
  return node(['--input-type=module', '-e', script]);
}

/** What a script prints as its last line, parsed as JSON. */
function lastJson(stdout: string): unknown {
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

const pkg = JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')) as {
  name: string; main: string; module: string; types: string; exports: unknown;
};

beforeAll(() => {
  if (!existsSync(resolve(repoRoot, 'dist/esm/index.js')) || !existsSync(resolve(repoRoot, 'dist/cjs/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` first (`npm test` does)');
  }
});

describe('package', () => {
  it('is named urikit, so that the self-references below resolve', () => {
    expect(pkg.name).toBe('urikit');
  });

  it("require('urikit') from CommonJS resolves through exports to dist/cjs and parses", () => {
    const out = runCjs(`
      const urikit = require('urikit');
      if (urikit !== require('./dist/cjs/index.js')) throw new Error('require(urikit) is not dist/cjs/index.js');
      const uri = urikit.parse(${JSON.stringify(EXAMPLE)});
      let error;
      try { urikit.parse('http://a b/'); } catch (e) { error = e; }
      console.log(JSON.stringify({
        resolved: require.resolve('urikit'),
        host: uri.host,
        isUri: uri instanceof urikit.Uri,
        error: error instanceof urikit.UriError ? error.code : String(error),
      }));
    `);
    expect(lastJson(out)).toEqual({
      resolved: resolve(repoRoot, 'dist/cjs/index.js'),
      host: 'example.com',
      isUri: true,
      error: expect.stringMatching(/^[a-z]+(-[a-z]+)*$/), // a UriError code
    });
  });

  it("import('urikit') from ESM resolves through exports to dist/node (Node's layout) and parses", () => {
    const out = runEsm(`
      const urikit = await import('urikit');
      const uri = urikit.parse(${JSON.stringify(EXAMPLE)});
      console.log(JSON.stringify({ resolved: import.meta.resolve('urikit'), host: uri.host, isUri: uri instanceof urikit.Uri }));
    `);
    expect(lastJson(out)).toEqual({
      resolved: pathToFileURL(resolve(repoRoot, 'dist/node/index.js')).href,
      host: 'example.com',
      isUri: true,
    });
  });

  it('CommonJS and ESM expose the same export names', () => {
    const cjs = lastJson(runCjs(`
      console.log(JSON.stringify(Object.keys(require('urikit')).filter((k) => k !== '__esModule').sort()));
    `)) as string[];
    const esm = lastJson(runEsm(`
      console.log(JSON.stringify(Object.keys(await import('urikit')).filter((k) => k !== 'default').sort()));
    `)) as string[];
    expect(cjs).toEqual(esm);
    expect(esm).toEqual(expect.arrayContaining(['parse', 'tryParse', 'validate', 'isValid', 'Uri', 'UriError', 'build', 'encode', 'decode']));
  });

  // Each subpath entry: the same names from require() and import(), and one call that works through it.
  it.each([
    ['urikit/host', 'formatIPv6', "formatIPv6(m.parseIPv6('2001:DB8:0:0:1:0:0:1'))", '2001:db8::1:0:0:1'],
    ['urikit/idna', 'domainToAscii', "domainToAscii('B\\u00FCcher.example')", 'xn--bcher-kva.example'],
    ['urikit/iri', 'iriToUri', "iriToUri('http://h/r\\u00E9sum\\u00E9').toString()", 'http://h/r%C3%A9sum%C3%A9'],
    ['urikit/schemes', 'parseAs', "parseAs('ldap://[2001:db8::7]/c=GB?objectClass?one').scope", 'one'],
    ['urikit/schemes/mailto', 'parseMailto', "parseMailto('mailto:fred@example.com').to[0]", 'fred@example.com'],
    ['urikit/query', 'parseQuery', "parseQuery('a=1&b').length + ''", '2'],
    ['urikit/text', 'extractUris', "extractUris('see <http://a/b>.')[0].uri", 'http://a/b'],
    ['urikit/audit', 'redact', "redact('http://u:p@h/')", 'http://u:****@h/'],
  ])('%s: CommonJS and ESM expose the same names, and %s works', (entry, name, call, want) => {
    const cjs = lastJson(runCjs(`
      const m = require('${entry}');
      console.log(JSON.stringify([Object.keys(m).filter((k) => k !== '__esModule').sort(), m.${call}]));
    `)) as [string[], string];
    const esm = lastJson(runEsm(`
      const m = await import('${entry}');
      console.log(JSON.stringify([Object.keys(m).filter((k) => k !== 'default').sort(), m.${call}]));
    `)) as [string[], string];
    expect(cjs).toEqual(esm);
    expect(esm[0]).toContain(name);
    expect(esm[1]).toBe(want);
  });

  // dist/ is bundled per entry with shared chunks (scripts/bundle.mjs): every entry must use the one
  // Uri and UriError class of the core entry, not a copy of it (the brand alone would make instanceof
  // pass for a copy; the prototype does not). In dist/node the other entries reach the core through
  // its one file; dist/esm (bundlers') is loaded by path, as a bundler would read it.
  it('a Uri and a UriError from other entries are of the core entry\'s very classes, in each layout', () => {
    const check = `
      let error;
      try { http.parseHttp('mailto:x@example.com'); } catch (e) { error = e; }
      console.log(JSON.stringify([
        Object.getPrototypeOf(http.buildHttp(http.parseHttp('http://example.com/'))) === core.Uri.prototype,
        Object.getPrototypeOf(iri.iriToUri('http://h/r\\u00E9sum\\u00E9')) === core.Uri.prototype,
        error?.code, Object.getPrototypeOf(error) === core.UriError.prototype,
      ]));
    `;
    const want = [true, true, 'scheme-mismatch', true];
    expect(lastJson(runCjs(`
      const core = require('urikit'), http = require('urikit/schemes/http'), iri = require('urikit/iri');
      ${check}
    `))).toEqual(want);
    expect(lastJson(runEsm(`
      const core = await import('urikit'), http = await import('urikit/schemes/http'), iri = await import('urikit/iri');
      ${check}
    `))).toEqual(want);
    expect(lastJson(runEsm(`
      const core = await import('./dist/esm/index.js'), http = await import('./dist/esm/schemes/http.js'), iri = await import('./dist/esm/iri/index.js');
      ${check}
    `))).toEqual(want);
  });

  // dist/node's core file hangs the core's internals on Uri for the other entries, under a symbol
  // and not enumerable: what a user lists of the entry is the public names, as in dist/esm.
  it("dist/node's core entry exports what dist/esm's does, and Uri shows no internals", () => {
    const [node, esm, uriKeys] = lastJson(runEsm(`
      const node = await import('./dist/node/index.js'), esm = await import('./dist/esm/index.js');
      console.log(JSON.stringify([Object.keys(node).sort(), Object.keys(esm).sort(), Object.keys(node.Uri)]));
    `)) as [string[], string[], string[]];
    expect(node).toEqual(esm);
    expect(uriKeys).toEqual([]);
  });

  // dist/node's entries other than the core read the core's names from its file at load: a name the
  // build missed would be undefined there, not an error.
  it("every entry of dist/node exports what dist/esm's does, and nothing undefined", () => {
    // each module of "exports", by its bundlers' target: ./dist/esm/<module>.js
    const targets = Object.values(pkg.exports as Record<string, string | { import: { default: string } }>);
    const modules = [...new Set(targets.flatMap((t) => (typeof t === 'object' ? [t.import.default.slice('./dist/esm/'.length, -'.js'.length)] : [])))];
    const [node, esm] = lastJson(runEsm(`
      const modules = ${JSON.stringify(modules)};
      const names = async (dir) => Promise.all(modules.map(async (m) => {
        const ns = await import('./dist/' + dir + '/' + m + '.js');
        return [m, Object.keys(ns).sort(), Object.keys(ns).filter((k) => ns[k] === undefined)];
      }));
      console.log(JSON.stringify([await names('node'), await names('esm')]));
    `)) as [string, string[], string[]][][];
    expect(node).toEqual(esm);
    expect(node!.filter(([, , undefinedNames]) => undefinedNames.length > 0)).toEqual([]);
    expect(node!.map(([m]) => m)).toEqual(expect.arrayContaining(['index', 'schemes/http', 'audit/index', 'compat/index']));
  });

  // Start-up pays per module file (Node resolves, reads, compiles and links each): in Node's layouts
  // the core entry is one file (scripts/bundle.mjs), not one module per source file.
  it("loading 'urikit' in Node reads one file, by import and by require", () => {
    const esm = filesLoaded('dist/node/index.js', ESM_IMPORT);
    const cjs = filesLoaded('dist/cjs/index.js', CJS_REQUIRE);
    expect(esm, esm.join('\n')).toEqual([resolve(repoRoot, 'dist/node/index.js')]);
    expect(cjs, cjs.join('\n')).toEqual([resolve(repoRoot, 'dist/cjs/index.js')]);
  });

  // The other entries the same way: in dist/node each folder of src/ outside the core and the
  // command is one chunk (urikit/schemes: 21 files before, 4 now), read from each file's source map.
  it('in Node, each folder of the library outside the core is one file, and an entry reads its folders and the core', () => {
    const nodeDir = resolve(repoRoot, 'dist/node');
    const holders = new Map<string, Set<string>>(); // src/ folder (or module right under src/) -> the files holding it
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true })
      .flatMap((d) => d.isDirectory() ? walk(resolve(dir, d.name)) : d.name.endsWith('.js.map') ? [resolve(dir, d.name)] : []);
    for (const map of walk(nodeDir)) {
      const file = map.slice(0, -'.map'.length);
      for (const source of (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources) {
        const path = resolve(file, '..', source);
        const src = resolve(repoRoot, 'src');
        if (!path.startsWith(src + '/')) continue;
        const rest = path.slice(src.length + 1);
        const folder = rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : 'core';
        if (folder === 'cli' || file === resolve(nodeDir, 'index.js')) continue; // the command's chunks; the core's file
        if (!holders.has(folder)) holders.set(folder, new Set());
        holders.get(folder)!.add(file.slice(nodeDir.length + 1));
      }
    }
    const spread = [...holders].filter(([, files]) => files.size !== 1).map(([folder, files]) => `${folder}: ${[...files].join(', ')}`);
    expect(spread).toEqual([]);
    expect([...holders.keys()]).toEqual(expect.arrayContaining(['schemes', 'whatwg', 'audit', 'idna']));
    expect(holders.has('core'), 'a module right under src/ (all of them are the core) outside dist/node/index.js').toBe(false);
    // urikit/schemes: its stub, the core, the module that reads the core's internals, the schemes folder
    const loaded = filesLoaded('dist/node/schemes/index.js', ESM_IMPORT);
    expect(loaded.length, loaded.join('\n')).toBe(4);
  });

  // tr46 (the UTS #46 tables) is most of urikit/whatwg's start-up: Node's layouts load it at the
  // first domain that needs it, not at import (scripts/bundle.mjs, LAZY_TR46).
  it.each([
    ['import', "const idna = await import('urikit/idna'); await import('urikit/whatwg'); await import('urikit/audit');"],
    ['require', "const idna = require('urikit/idna'); require('urikit/whatwg'); require('urikit/audit');"],
  ])('by %s, tr46 is loaded by the first domain that needs it, not by the import', (how, load) => {
    const body = `${load}
      const loaded = () => Object.keys(require.cache).some((k) => k.includes('/tr46/'));
      const steps = [loaded(), idna.domainToAscii('Example.COM'), loaded(), idna.domainToAscii('b\\u00fccher.example'), loaded()];
      console.log(JSON.stringify(steps));`;
    const out = how === 'import'
      ? runEsm(`import { createRequire } from 'node:module'; const require = createRequire(import.meta.url); ${body}`)
      : runCjs(body);
    expect(JSON.parse(out)).toEqual([false, 'example.com', false, 'xn--bcher-kva.example', true]);
  });

  it("an uncaught UriError's report quotes a short line of the shipped code, in each of Node's layouts", () => {
    // Node prints the source line of the statement that threw; the layouts are written without
    // whitespace, with their lines broken (scripts/bundle.mjs, LINE_LIMIT)
    for (const [flag, load] of [['--input-type=commonjs', "require('urikit')"], ['--input-type=module', "await import('urikit')"]] as const) {
      const run = spawnSync(process.execPath, [flag, '-e', `const urikit = ${load}; urikit.parse('http://a b/');`], { cwd: repoRoot, encoding: 'utf8' });
      expect(run.status, flag).toBe(1);
      expect(run.stderr, flag).toContain('[invalid-host-char]');
      const quoted = run.stderr.split('\n').slice(0, 3); // the file:line, the line, the caret
      expect(quoted[0], flag).toMatch(/dist\/(cjs|node)\/index\.js:\d+$/);
      expect(quoted[1]!.length, flag).toBeLessThan(400);
    }
    for (const dir of ['dist/node', 'dist/cjs']) {
      for (const file of readdirSync(resolve(repoRoot, dir), { recursive: true }) as string[]) {
        if (!file.endsWith('.js')) continue;
        const longest = Math.max(...readFileSync(resolve(repoRoot, dir, file), 'utf8').split('\n').map((line) => line.length));
        expect(longest, `${dir}/${file}`).toBeLessThan(1000);
      }
    }
  });

  it('ships dist/esm/index.d.ts', () => {
    expect(existsSync(resolve(repoRoot, 'dist/esm/index.d.ts'))).toBe(true);
  });

  it('every file package.json points at exists (main, module, types, each exports target)', () => {
    const targets: string[] = [pkg.main, pkg.module, pkg.types];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') targets.push(value);
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(pkg.exports);
    // A subpath pattern ('./dist/esm/schemes/*.js') maps a folder: that folder must exist and hold
    // at least one file of the pattern's ending.
    const exists = (target: string): boolean => {
      const star = target.indexOf('*');
      if (star < 0) return existsSync(resolve(repoRoot, target));
      const dir = resolve(repoRoot, target.slice(0, target.lastIndexOf('/', star)));
      const ending = target.slice(star + 1);
      return existsSync(dir) && readdirSync(dir).some((f) => f.endsWith(ending));
    };
    const missing = targets.filter((target) => !exists(target));
    expect(missing).toEqual([]);
  });
});
