// The package's public entry points, one row each, and the two maps of package.json made from them:
// "exports" (import and require, each with its types) and "typesVersions" (the same subpaths for
// TypeScript's older `moduleResolution: "node"`, which does not read "exports").
//
//   node scripts/exports.mjs           rewrites both maps in package.json
//   node scripts/exports.mjs --check   exits 1 when package.json differs from the table (a test runs it)
//
// Only what is listed here can be imported: every other module under dist/ stays internal.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Subpath -> the module under src/ (without extension) that holds it. */
export const ENTRIES = {
  '.': 'index',
  './host': 'host/index',
  './iri': 'iri/index',
  './idna': 'idna/index',
  './schemes': 'schemes/index',
  './schemes/http': 'schemes/http',
  './schemes/https': 'schemes/http', // parseHttp, buildHttp and httpsScheme live beside http's
  './schemes/ws': 'schemes/ws',
  './schemes/wss': 'schemes/ws', // wssScheme
  './schemes/ftp': 'schemes/ftp',
  './schemes/telnet': 'schemes/telnet',
  './schemes/gopher': 'schemes/gopher',
  './schemes/mailto': 'schemes/mailto',
  './schemes/news': 'schemes/news',
  './schemes/nntp': 'schemes/news', // parseNntp, buildNntp, nntpScheme
  './schemes/urn': 'schemes/urn',
  './schemes/tel': 'schemes/tel',
  './schemes/data': 'schemes/data',
  './schemes/file': 'schemes/file',
  './schemes/ldap': 'schemes/ldap',
  './schemes/ldaps': 'schemes/ldap', // parseLdaps, buildLdaps, ldapsScheme
  './schemes/wais': 'schemes/wais',
  './schemes/man': 'schemes/man',
  './schemes/info': 'schemes/info',
  './schemes/whatis': 'schemes/whatis',
  './schemes/ghelp': 'schemes/ghelp',
  './query': 'query/index',
  './text': 'text/index',
  './audit': 'audit/index',
  './whatwg': 'whatwg/index',
  './compat': 'compat/index',
  './java': 'java/index',
  './template': 'template/index',
};

/**
 * package.json's "exports": every entry for Node (import: dist/node, laid out for start-up; require:
 * dist/cjs), then for everything else, bundlers first (import: dist/esm, laid out for tree-shaking;
 * require: dist/cjs), then package.json itself. scripts/bundle.mjs says what each layout is. The
 * declarations of an import are dist/esm's in both cases: one copy of each type.
 */
export function exportsMap() {
  const map = {};
  for (const [subpath, module] of Object.entries(ENTRIES)) {
    const types = `./dist/esm/${module}.d.ts`;
    const require = { types: `./dist/cjs/${module}.d.ts`, default: `./dist/cjs/${module}.js` };
    map[subpath] = {
      node: { import: { types, default: `./dist/node/${module}.js` }, require },
      import: { types, default: `./dist/esm/${module}.js` },
      require,
    };
  }
  map['./package.json'] = './package.json';
  return map;
}

/**
 * package.json's "typesVersions": each subpath's declarations for `moduleResolution: "node"`. They
 * are dist/esm's, like "types" (the root entry's): one copy of each declaration, so that a `Uri`
 * from 'urikit' and one from 'urikit/schemes/http' are the same type.
 */
export function typesVersions() {
  const paths = {};
  for (const [subpath, module] of Object.entries(ENTRIES)) {
    if (subpath !== '.') paths[subpath.slice(2)] = [`./dist/esm/${module}.d.ts`];
  }
  return { '*': paths };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../package.json', import.meta.url));
  const text = readFileSync(file, 'utf8');
  const pkg = JSON.parse(text);
  const want = JSON.stringify({ exports: exportsMap(), typesVersions: typesVersions() });
  const have = JSON.stringify({ exports: pkg.exports, typesVersions: pkg.typesVersions });
  if (process.argv.includes('--check')) {
    if (want !== have) {
      console.error('package.json: "exports" or "typesVersions" differ from scripts/exports.mjs: run `node scripts/exports.mjs`');
      process.exitCode = 1;
    }
  } else {
    // Key order kept: "exports" where it was, "typesVersions" right after it.
    const out = {};
    for (const [key, value] of Object.entries(pkg)) {
      if (key === 'typesVersions') continue;
      out[key] = key === 'exports' ? exportsMap() : value;
      if (key === 'exports') out.typesVersions = typesVersions();
    }
    writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  }
}
