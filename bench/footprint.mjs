// Footprint: what a parsed URI costs in memory, whether isValid allocates, and cold start.
// Run by `npm run bench` after bench/run.mjs (needs dist/, which the build makes); `--write` also
// writes bench/FOOTPRINT.md; `--smoke` makes one short pass (CI) whose figures mean nothing.
//
// - Memory: the V8 heap grown by keeping 100,000 parsed corpus URIs (the input strings already
//   exist, so this is what the parsed objects add), beside Node's URL. Node's URL keeps its parsed
//   form in C++ (ada), outside the V8 heap, so the resident set (RSS) growth is shown too.
// - isValid: garbage collections observed while isValid runs over every valid corpus line many times.
//   Any allocation per call would fill the young generation and show as scavenges.
// - Cold start: a fresh `node` process that loads the library and parses one URI: the time from
//   just before the import (or require) to the parsed result (in-process), and the whole process
//   (wall clock); urikit by import (dist/node) and by require (dist/cjs), urikit/schemes with it by
//   import (what a user of the scheme registry loads), fast-uri and uri-js by
//   require (they are CommonJS), each with its ratio to fast-uri's. The child loads nothing else
//   (esbuild is loaded by the parent only, for the bundle sizes).
// - Bundle size: what a bundler (esbuild, minified, then gzip -9) ships for an import of a few
//   functions, for each entry point, beside all of fast-uri and uri-js. `--modules` also prints,
//   for each urikit import, the minified bytes of each source module in it (the same import
//   bundled from src/ with esbuild's metafile): where to look when a bundle grows.

import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: flags } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false }, write: { type: 'boolean', default: false }, child: { type: 'string' },
    modules: { type: 'boolean', default: false },
  },
});

const CORPUS_FILE = fileURLToPath(new URL('data/urls.txt', import.meta.url));
// what Node loads for `import 'urikit'` (package.json's "node" condition); bundlers read dist/esm (below)
const DIST = new URL('../dist/node/index.js', import.meta.url).href;
const DIST_SCHEMES = new URL('../dist/node/schemes/index.js', import.meta.url).href;
const DIST_CJS = fileURLToPath(new URL('../dist/cjs/index.js', import.meta.url));
const require = createRequire(import.meta.url);
const EXAMPLE = 'foo://example.com:8042/over/there?name=ferret#nose';
const COUNT = flags.smoke ? 2_000 : 100_000;

function lines() {
  return readFileSync(CORPUS_FILE, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(JSON.stringify(l)));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

// ---------------------------------------------------------------------------------------------
// Children: each measurement runs in its own process, started with --expose-gc.

async function memoryChild(kind) {
  const urikit = await import(DIST);
  const corpus = lines().filter((l) => urikit.isValid(l) && URL.canParse(l));
  const make = kind === 'urikit' ? (s) => urikit.parse(s) : (s) => new URL(s);
  for (let i = 0; i < 1000; i++) make(corpus[i % corpus.length]); // warm up, so code is not counted
  const kept = new Array(COUNT);
  globalThis.gc();
  const heap0 = process.memoryUsage().heapUsed;
  const rss0 = process.memoryUsage().rss;
  for (let i = 0; i < COUNT; i++) kept[i] = make(corpus[i % corpus.length]);
  globalThis.gc();
  const heap1 = process.memoryUsage().heapUsed;
  const rss1 = process.memoryUsage().rss;
  if (kept.length !== COUNT) throw new Error('unreachable');
  return { heap: (heap1 - heap0) / COUNT, rss: (rss1 - rss0) / COUNT };
}

async function isValidChild() {
  const { PerformanceObserver } = await import('node:perf_hooks');
  const urikit = await import(DIST);
  const valid = lines().filter((l) => urikit.isValid(l));
  const rounds = flags.smoke ? 2 : 100;
  const run = (fn) => {
    let n = 0;
    for (let r = 0; r < rounds; r++) for (const l of valid) if (fn(l)) n++;
    return n;
  };
  run(urikit.isValid); // warm up and optimize before counting
  run((s) => urikit.parse(s));
  const count = async (fn) => {
    let gcs = 0;
    const observer = new PerformanceObserver((list) => { gcs += list.getEntries().length; });
    observer.observe({ entryTypes: ['gc'] });
    globalThis.gc();
    await new Promise((r) => setTimeout(r, 10));
    gcs = 0;
    const calls = run(fn);
    await new Promise((r) => setTimeout(r, 10)); // let the observer deliver
    observer.disconnect();
    return { calls, gcs };
  };
  return { isValid: await count(urikit.isValid), parse: await count((s) => urikit.parse(s)) };
}

async function coldChild(name) {
  const t0 = performance.now();
  let result;
  if (name === 'urikit') result = (await import(DIST)).parse(EXAMPLE).host;
  else if (name === 'urikit-schemes') {
    await import(DIST_SCHEMES); // the scheme registry and modules, then the core's parse (already loaded by them)
    result = (await import(DIST)).parse(EXAMPLE).host;
  }
  else if (name === 'urikit-cjs') result = require(DIST_CJS).parse(EXAMPLE).host;
  else if (name === 'fast-uri') result = require('fast-uri').parse(EXAMPLE).host;
  else if (name === 'uri-js') result = require('uri-js').parse(EXAMPLE).host;
  else if (name === 'node-url') result = new URL(EXAMPLE).hostname;
  else throw new Error(name);
  return { ms: performance.now() - t0, result };
}

if (flags.child !== undefined) {
  const [what, arg] = flags.child.split(':');
  const out = what === 'memory' ? await memoryChild(arg) : what === 'isvalid' ? await isValidChild() : await coldChild(arg);
  console.log(JSON.stringify(out));
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// The parent: runs the children and prints the tables.

const self = fileURLToPath(import.meta.url);
function child(arg, extra = []) {
  const args = ['--expose-gc', ...extra, self, `--child=${arg}`, ...(flags.smoke ? ['--smoke'] : [])];
  const out = execFileSync(process.execPath, args, { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}

const out = [];
out.push('### Memory: 100,000 parsed corpus URIs kept alive', '', '| implementation | V8 heap bytes/URI | RSS bytes/URI |', '| --- | ---: | ---: |');
for (const kind of ['urikit', 'node-url']) {
  const m = child(`memory:${kind}`);
  out.push(`| ${kind === 'urikit' ? 'urikit `parse`' : "Node's `URL`"} | ${m.heap.toFixed(0)} | ${m.rss.toFixed(0)} |`);
}

const v = child('isvalid');
out.push('', '### Allocation: garbage collections while running over every valid corpus line', '',
  '| call | calls | GCs |', '| --- | ---: | ---: |',
  `| \`isValid\` | ${v.isValid.calls.toLocaleString('en-US')} | ${v.isValid.gcs} |`,
  `| \`parse\` (for comparison) | ${v.parse.calls.toLocaleString('en-US')} | ${v.parse.gcs} |`);

// The runs of the libraries are interleaved, so that a slow moment of the machine spreads over them all.
const RUNS = flags.smoke ? 1 : 21;
const COLD = [
  ['node-url', "Node's `URL` (built in)"],
  ['urikit', 'urikit, `import` (dist/node)'],
  ['urikit-cjs', 'urikit, `require` (dist/cjs)'],
  ['urikit-schemes', 'urikit/schemes and urikit, `import` (dist/node)'],
  ['fast-uri', 'fast-uri, `require`'],
  ['uri-js', 'uri-js, `require`'],
];
const inProcess = COLD.map(() => []);
const wall = COLD.map(() => []);
for (let r = 0; r < RUNS; r++) {
  for (const [i, [name]] of COLD.entries()) {
    const t0 = performance.now();
    const res = spawnSync(process.execPath, [self, `--child=cold:${name}`], { encoding: 'utf8' });
    wall[i].push(performance.now() - t0);
    const parsed = JSON.parse(res.stdout.trim().split('\n').at(-1));
    if (parsed.result !== 'example.com') throw new Error(`${name} parsed ${parsed.result}`);
    inProcess[i].push(parsed.ms);
  }
}
const fastUriMs = median(inProcess[COLD.findIndex(([name]) => name === 'fast-uri')]);
out.push('', `### Cold start: a new node process loads the library and parses one URI (median of ${RUNS}, interleaved)`, '',
  '| library | load + first parse, ms | \u00f7 fast-uri | whole process, ms |', '| --- | ---: | ---: | ---: |');
for (const [i, [, label]] of COLD.entries()) {
  const ms = median(inProcess[i]);
  out.push(`| ${label} | ${ms.toFixed(2)} | ${(ms / fastUriMs).toFixed(2)}\u00d7 | ${median(wall[i]).toFixed(1)} |`);
}

// Bundle sizes: esbuild bundles an entry that re-exports the names, minified, for any platform.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUNDLES = [
  ['urikit `{ isValid }`', "export { isValid } from './dist/esm/index.js';"],
  ['urikit `{ parse }`', "export { parse } from './dist/esm/index.js';"],
  ['urikit `{ parse, resolve, normalize, equivalent }`', "export { parse, resolve, normalize, equivalent } from './dist/esm/index.js';"],
  ['urikit (everything in the core entry)', "export * from './dist/esm/index.js';"],
  ...['mailto', 'http', 'urn', 'file'].map((name) => [`urikit/schemes/${name}`, `export * from './dist/esm/schemes/${name}.js';`]),
  ['urikit/whatwg', "export * from './dist/esm/whatwg/index.js';"],
  ['urikit/audit', "export * from './dist/esm/audit/index.js';"],
  ['fast-uri (all)', "export * from 'fast-uri';"],
  ['uri-js (all)', "export * from 'uri-js';"],
];
out.push('', '### Bundle size: esbuild, minified, then gzip -9', '', '| import | minified, bytes | gzip, bytes |', '| --- | ---: | ---: |');
const { build } = await import('esbuild');
for (const [name, contents] of BUNDLES) {
  const r = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm',
    platform: 'neutral', mainFields: ['module', 'main'], logLevel: 'silent',
  });
  const code = r.outputFiles[0].contents;
  out.push(`| ${name} | ${code.length.toLocaleString('en-US')} | ${gzipSync(code, { level: 9 }).length.toLocaleString('en-US')} |`);
}

if (flags.modules) {
  // the same imports from the sources: dist/ holds a few chunks, the metafile of src/ names each module
  const { analyzeMetafile } = await import('esbuild');
  for (const [name, contents] of BUNDLES) {
    if (!contents.includes('./dist/esm/')) continue;
    const fromSrc = contents.replace('./dist/esm/', './src/').replace(/\.js';$/, ".ts';");
    const r = await build({
      stdin: { contents: fromSrc, resolveDir: ROOT, loader: 'ts' }, bundle: true, minify: true, write: false, format: 'esm',
      platform: 'neutral', mainFields: ['module', 'main'], logLevel: 'silent', metafile: true,
    });
    out.push('', `#### ${name}: minified bytes per source module`, '', '```', (await analyzeMetafile(r.metafile)).trim(), '```');
  }
}

const text = out.join('\n') + '\n';
process.stdout.write('\n' + text);
if (flags.write) {
  const env = `Node ${process.version}, ${process.platform} ${process.arch}, ${new Date().toISOString().slice(0, 10)}`;
  writeFileSync(new URL('FOOTPRINT.md', import.meta.url), `# urikit footprint\n\n${env}; made by \`node bench/footprint.mjs --write\`.\n\n${text}`);
  console.log('wrote bench/FOOTPRINT.md');
}
