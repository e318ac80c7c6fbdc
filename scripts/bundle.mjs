// The JavaScript of dist/: every public entry (scripts/exports.mjs's ENTRIES) and the command's two
// entries bundled by esbuild, so that an import loads a few files instead of one module per source
// file (start-up: Node resolves, reads, compiles and links each module of an import graph on its
// own). Two layouts, for two kinds of reader (package.json's "exports" sends each to its own):
//
//   dist/node/index.js        Node's `import 'urikit'`: the whole core in one file (nodeBuild)
//   dist/node/<module>.js     the other entries, and the command (cli/), which reach the core through it
//   dist/node/_chunks/*.js    one chunk per folder of src/ outside the core (an entry is a stub naming
//                             its folder's; the command's is its shared modules), and each command
//   dist/cjs/...              dist/node's library files as CommonJS, file by file: `require('urikit')`
//   dist/esm/<module>.js      for bundlers: one ES module per entry, each importing the chunks of the
//   dist/esm/_chunks/*.js     core (two packs) and the rest that it shares with other entries, so
//                             that a bundle of one entry takes only the part of the core it uses
//
// One class per concept across entries: `Uri`, `UriError` and every table live in exactly one file
// of each layout, which every entry that uses them reaches, so that a Uri from 'urikit' is the Uri
// of 'urikit/schemes/http'. The declarations (.d.ts) are tsc's, one per source module, written
// beside dist/esm's and dist/cjs's files by scripts/build.mjs. Source maps point into src/.
//
// The steps on esbuild's output, each explained where it is done: dist/esm's core is kept in two
// chunks (packPlugin), dist/node's core file hangs the core's internals on Uri for the other entries
// (nodeBuild, coreShim), empty chunks are dropped (dropEmptyChunks), top-level constants are
// written back as `const` (restoreConst: esbuild makes them `var`, which V8 does not fold into
// optimized code), and the CommonJS files set their exports as data properties (plainExports:
// esbuild makes a getter of each). Each layout's folder gets a package.json (its "type", and the
// package's "sideEffects").
//
//   node scripts/bundle.mjs <outdir>   writes <outdir>/esm, <outdir>/node and <outdir>/cjs (JavaScript and maps only)
//
// Used by scripts/build.mjs (outdir dist/); by hand, into another folder, to measure a layout.

import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

import { ENTRIES } from './exports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The command's modules: ESM only (bin/urikit.mjs imports cli/main.js, which starts cli/worker.js by its URL). */
const CLI_ENTRIES = ['cli/main', 'cli/worker'];

/** Every file under a folder whose name ends in `ending` (.js by default), as paths relative to it (with '/'). */
function jsFiles(dir, ending = '.js', sub = '') {
  const out = [];
  for (const d of readdirSync(join(dir, sub), { withFileTypes: true })) {
    const path = sub === '' ? d.name : `${sub}/${d.name}`;
    if (d.isDirectory()) out.push(...jsFiles(dir, ending, path));
    else if (d.name.endsWith(ending)) out.push(path);
  }
  return out;
}

/** How `from` (an output file) names `to` in an import: a relative path with '/', starting with '.'. */
function specifierOf(from, to) {
  const specifier = relative(dirname(from), to).split(sep).join('/');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

/**
 * The esbuild options of the library's ES module builds (dist/esm, dist/node); dist/cjs's build
 * takes them too, with `bundle: false` and `format: 'cjs'` in their place.
 */
const ESM_BUILD = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'node', // the core uses no Node built-ins; only the command does (node:fs, node:worker_threads, ...)
  packages: 'external', // the runtime dependencies (tr46) stay imports, resolved where urikit is installed
  target: 'es2020', // tsconfig.json's target; top-level await passes through, as tsc leaves it (the worker uses it)
  supported: { 'top-level-await': true },
  sourcemap: true,
  sourcesContent: false, // src/ ships in the package: the maps point at it
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * The core's packs: each is the import closure of its modules, less the packs before it. `uri`: the
 * parser, the Uri, errors, percent-encoding, and resolve and Appendix B's split (what the other
 * entries use of the core, and nothing that runs work at import time); `index`: the rest of the core
 * entry (normalize, compare, build, the registry, relativize, ...).
 */
const PACKS = { uri: ['uri', 'resolve', 'split'], index: ['index'] };
const CORE_ENTRY = join(root, 'src', 'index.ts');

/** Each pack's source files (absolute paths), in PACKS's order. */
async function corePacks() {
  const taken = new Set();
  const packs = [];
  for (const [name, anchors] of Object.entries(PACKS)) {
    const result = await build({
      entryPoints: anchors.map((anchor) => join(root, 'src', `${anchor}.ts`)), bundle: true, outdir: 'unused', write: false, metafile: true, format: 'esm',
      platform: 'node', packages: 'external', absWorkingDir: root, logLevel: 'warning',
    });
    // src/index.ts only re-exports: it is an entry of its own (the command imports it), in no pack.
    const files = Object.keys(result.metafile.inputs).map((file) => resolve(root, file)).filter((file) => !taken.has(file) && file !== CORE_ENTRY);
    files.forEach((file) => taken.add(file));
    packs.push({ name, files: new Set(files) });
  }
  return packs;
}

/**
 * The file a relative import resolves to, for a plugin's onResolve: by esbuild's own resolution,
 * which calls the plugins again with `marker` as its pluginData (a call so marked, and an import
 * from outside the file namespace, gives undefined: the plugin lets it be).
 */
async function resolvedFile(b, args, marker) {
  if (args.namespace !== 'file' || args.pluginData === marker) return undefined;
  const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: marker });
  return r.errors.length === 0 ? r.path : undefined;
}

/** A module that re-exports each of `files` (a pack's, an area's), in their order. */
function reexports(files) {
  return [...files].map((file) => `export * from ${JSON.stringify(file)};`).join('\n');
}

/**
 * The core in a few chunks (packs) instead of many. esbuild puts each module in the chunk of the
 * set of entries that reach it; entries reach different parts of the core (urikit/query only
 * percent.ts, urikit/schemes/http the parser, ...), which would cut the core into many small chunks,
 * and `import 'urikit'` would load each of them (start-up pays per file). So an import of a pack's
 * module from outside that pack is sent to one module that re-exports the whole pack: every entry
 * that reaches a part of a pack reaches all of it, and each pack is one chunk. Imports inside a pack
 * are left as they are. Two packs rather than one, so that a bundler that takes only `parse` or a
 * scheme entry still leaves the second one out whole. (`export *` leaves out a name two modules of a
 * pack both export, and esbuild then fails on an import of it: no import is wired to the wrong module.)
 */
function packPlugin(packs) {
  const NS = 'urikit-pack';
  const packOf = (file) => packs.find((p) => p.files.has(file));
  return {
    name: 'urikit-packs',
    setup(b) {
      b.onResolve({ filter: /^\./ }, async (args) => {
        const file = await resolvedFile(b, args, NS);
        const pack = file === undefined ? undefined : packOf(file);
        if (pack === undefined || pack === packOf(args.importer)) return undefined;
        return { path: pack.name, namespace: NS };
      });
      b.onLoad({ filter: /.*/, namespace: NS }, (args) => ({ contents: reexports(packs.find((p) => p.name === args.path).files), resolveDir: root, loader: 'ts' }));
    },
  };
}

/**
 * A barrel (a module that only re-exports, like src/index.ts) imported by two entries gets a chunk of
 * its own that holds no code, and each entry that reaches it imports it: one more file to load for
 * nothing. Each such chunk is deleted, and the `import "...";` lines that name it are emptied; returns
 * the deleted chunks (as the metafile names them).
 */
function dropEmptyChunks(metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const empty = new Set(outputs
    .filter(([file, o]) => file.includes('/_chunks/') && o.exports.length === 0 && Object.values(o.inputs).every((i) => i.bytesInOutput === 0))
    .map(([file]) => file));
  for (const [file, o] of outputs) {
    const path = resolve(root, file);
    let text = readFileSync(path, 'utf8');
    let changed = false;
    for (const imported of o.imports) {
      if (!empty.has(imported.path)) continue;
      const line = `import ${JSON.stringify(specifierOf(path, resolve(root, imported.path)))};\n`;
      if (imported.kind !== 'import-statement' || !text.includes(line)) {
        throw new Error(`bundle: ${file} imports the empty chunk ${imported.path} otherwise than by \`${line.trim()}\``);
      }
      text = text.replace(line, '\n'); // an empty line in its place: the source map's lines stay right
      changed = true;
    }
    if (changed) writeFileSync(path, text);
  }
  for (const file of empty) {
    rmSync(resolve(root, file));
    rmSync(resolve(root, `${file}.map`), { force: true });
  }
  return empty;
}

/** The assignment operators: `x = ...`, `x += ...`, ..., `x ??= ...`. */
const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken, ts.SyntaxKind.PlusEqualsToken, ts.SyntaxKind.MinusEqualsToken, ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.AsteriskAsteriskEqualsToken, ts.SyntaxKind.SlashEqualsToken, ts.SyntaxKind.PercentEqualsToken,
  ts.SyntaxKind.LessThanLessThanEqualsToken, ts.SyntaxKind.GreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken, ts.SyntaxKind.AmpersandEqualsToken, ts.SyntaxKind.BarEqualsToken,
  ts.SyntaxKind.CaretEqualsToken, ts.SyntaxKind.BarBarEqualsToken, ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

/** Every name a node reads or writes (not a property's name: `b` of `a.b` or of `{ b: 1 }`). */
function namesIn(node) {
  const found = new Set();
  const visit = (n) => {
    if (ts.isIdentifier(n)) found.add(n.text);
    else if (ts.isPropertyAccessExpression(n)) visit(n.expression);
    else if (ts.isPropertyAssignment(n)) visit(n.initializer);
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** Every name that some assignment in the file assigns (syntactically: a shadowing local's assignment counts too). */
function assignedNames(file) {
  const assigned = new Set();
  // The names an assignment's left side assigns: a name, or the names in a destructuring pattern
  // (`a.b = ...` and `a[i] = ...` assign a property, not `a`).
  const targets = (node) => {
    if (ts.isIdentifier(node)) assigned.add(node.text);
    else if (ts.isShorthandPropertyAssignment(node)) assigned.add(node.name.text);
    else if (ts.isPropertyAssignment(node)) targets(node.initializer);
    else if (ts.isSpreadElement(node) || ts.isSpreadAssignment(node) || ts.isParenthesizedExpression(node)) targets(node.expression);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) targets(node.left); // a default
    else if (ts.isArrayLiteralExpression(node)) node.elements.forEach(targets);
    else if (ts.isObjectLiteralExpression(node)) node.properties.forEach(targets);
  };
  const visit = (node) => {
    if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) targets(node.left);
    else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)) targets(node.operand);
    else if ((ts.isForInStatement(node) || ts.isForOfStatement(node)) && !ts.isVariableDeclarationList(node.initializer)) targets(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return assigned;
}

/**
 * esbuild writes every top-level `const` (and class) of a bundle as `var` (deliberately, and with no
 * option: evanw/esbuild#623). V8 folds a module's top-level `const` into optimized code and reloads
 * a `var` at every read, and the hot loops read their tables and bit masks from such constants
 * (src/chars.ts's note on local copies): parse and isValid ran 10-20 % slower on the corpus. So each
 * top-level `var NAME = ...;` that nothing in its file assigns again is written back as
 * `const NAME=...;`, the same length up to the `=`, so that the source map stays right. The check is
 * syntactic and errs on the safe side: any assignment to the name anywhere in the file (even to a
 * shadowing local) keeps it a `var`, and so does one whose initializer names it (an enum object:
 * `var E = ((E) => ...)(E || {})` reads E before a `const` E exists). A `var` without an initializer
 * (a `let` assigned later) stays. The order of the declarations is the modules' own, and the code
 * has no import cycles (the lint), so no constant is read before its declaration runs.
 */
function restoreConst(path) {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const assigned = assignedNames(file);
  const declared = new Map(); // name -> how many top-level var statements declare it
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) declared.set(d.name.text, (declared.get(d.name.text) ?? 0) + 1);
  }
  const edits = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || (statement.declarationList.flags & ts.NodeFlags.BlockScoped) !== 0) continue;
    const [d, ...more] = statement.declarationList.declarations;
    if (more.length > 0 || !ts.isIdentifier(d.name) || d.initializer === undefined) continue;
    const name = d.name.text;
    if (assigned.has(name) || declared.get(name) !== 1 || namesIn(d.initializer).has(name)) continue; // (an enum: `var E = ((E) => ...)(E || {})`)
    const start = statement.getStart(file);
    const was = `var ${name} = `;
    if (text.startsWith(was, start)) edits.push([start, was.length, `const ${name}=`]);
  }
  let out = text;
  for (const [start, length, now] of edits.reverse()) out = out.slice(0, start) + now + out.slice(start + length);
  if (edits.length > 0) writeFileSync(path, out);
  return edits.length;
}

/**
 * esbuild's CommonJS keeps the ES modules' live bindings: a getter per export (`__export(x_exports,
 * { parse: () => parse, ... })`), and `module.exports = __toCommonJS(x_exports)` copies each into
 * another getter. For the core that is ~300 closures and ~300 accessor properties made at require
 * (~0.5 ms of the ~2 ms its top level took, Node 20), and a getter call at every read of
 * `require('urikit').parse`. No exported binding changes after load (checked: the build fails on one
 * that is assigned anywhere in its file), and a file's `require`s run before its own code (the
 * require graph has no cycle: checked in bundle()), so each file instead marks `exports` as an ES
 * module's at the top, where `module.exports = __toCommonJS(...)` was (through esbuild's `__defProp`,
 * as before: cjs-module-lexer would list a literal `Object.defineProperty(exports, "__esModule", ...)`
 * as a named export), and sets its exports as data properties at its end, in the same order (so
 * Object.keys is unchanged). The removed statements leave their lines empty, so that the source map
 * stays right, and esbuild's helpers that nothing reads any more are emptied the same way.
 */
function plainExports(path) {
  let text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const assigned = assignedNames(file);
  const call = (st, callee) => ts.isExpressionStatement(st) && ts.isCallExpression(st.expression) && ts.isIdentifier(st.expression.expression) && st.expression.expression.text === callee;
  const exportCall = file.statements.find((st) => call(st, '__export'));
  if (exportCall === undefined) return 0;
  const [target, getters] = exportCall.expression.arguments;
  const holder = target.text;
  const toCommonJS = file.statements.find((st) => ts.isExpressionStatement(st) && ts.isBinaryExpression(st.expression) &&
    st.expression.left.getText(file) === 'module.exports' && st.expression.right.getText(file) === `__toCommonJS(${holder})`);
  const declaration = file.statements.find((st) => ts.isVariableStatement(st) && st.declarationList.declarations[0].name.getText(file) === holder);
  if (toCommonJS === undefined || declaration === undefined || text.split(holder).length !== 4 || !/^var __defProp = Object\.defineProperty;$/m.test(text)) {
    throw new Error(`bundle: ${path}: ${holder} is used otherwise than by esbuild's usual three statements`);
  }
  const lines = [];
  for (const p of getters.properties) {
    const value = p.initializer.body; // `name: () => value`
    if (ts.isIdentifier(value) && assigned.has(value.text)) {
      throw new Error(`bundle: ${path} exports ${value.text}, which it assigns after its declaration: a CommonJS data property would not follow it`);
    }
    const key = ts.isIdentifier(p.name) ? `.${p.name.text}` : `[${p.name.getText(file)}]`; // a quoted name: exports["..."]
    lines.push(`exports${key} = ${value.getText(file)};`);
  }
  // A statement's place and, to put there, as many line breaks as it spans (sf: the file it is of)
  const blank = (st, sf) => [st.getStart(sf), st.getEnd(), sf.text.slice(st.getStart(sf), st.getEnd()).replace(/[^\n]/g, '')];
  const edits = [blank(declaration, file), blank(exportCall, file), [toCommonJS.getStart(file), toCommonJS.getEnd(), '__defProp(exports, "__esModule", { value: true });']];
  // esbuild's annotation for cjs-module-lexer, `0 && (module.exports = { ... })`, goes: the lexer
  // reads the same names from the `exports.name = ...` lines, and the annotation is code to parse.
  const annotation = /\n\/\/ Annotate the CommonJS export names for ESM import in node:\n0 && \(module\.exports = \{[^}]*\}\);/.exec(text);
  const tail = annotation?.index ?? (text.includes('\n//# sourceMappingURL=') ? text.indexOf('\n//# sourceMappingURL=') : text.length);
  edits.push([tail, tail + (annotation?.[0].length ?? 0), `\n${lines.join('\n')}`]);
  for (const [start, end, now] of edits.sort((a, b) => b[0] - a[0])) text = text.slice(0, start) + now + text.slice(end);
  // esbuild's helpers (`var __export = ...`) that nothing reads any more, until none is left
  for (;;) {
    const f = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const unused = f.statements.find((st) => {
      if (!ts.isVariableStatement(st)) return false;
      const name = st.declarationList.declarations[0].name.getText(f);
      return name.startsWith('__') && text.split(new RegExp(`\\b${name}\\b`)).length === 2; // its declaration only
    });
    if (unused === undefined) break;
    const [start, end, now] = blank(unused, f);
    text = text.slice(0, start) + now + text.slice(end);
  }
  writeFileSync(path, text);
  return lines.length;
}

/** Throws when the files' relative require()s form a cycle (plainExports needs a file's requires to be loaded before its end). */
function checkNoRequireCycle(dir) {
  const requires = new Map(jsFiles(dir).map((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    return [file, [...text.matchAll(/\brequire\("(\.[^"]+)"\)/g)].map((m) => relative(dir, resolve(dir, dirname(file), m[1])).split(sep).join('/'))];
  }));
  const state = new Map(); // file -> 1 while visiting, 2 when done
  const visit = (file, path) => {
    if (state.get(file) === 2) return;
    if (state.get(file) === 1) throw new Error(`bundle: a require cycle: ${[...path, file].join(' -> ')}`);
    state.set(file, 1);
    for (const next of requires.get(file) ?? []) visit(next, [...path, file]);
    state.set(file, 2);
  };
  for (const file of requires.keys()) visit(file, []);
}

/** The output files (relative to esmDir) that the library's entries load, the command's left out. */
function libraryFiles(metafile, esmDir, dropped) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || dropped.has(file) || metafile.outputs[file] === undefined) return; // a package: not ours
    seen.add(file);
    metafile.outputs[file].imports.forEach((i) => visit(i.path));
  };
  for (const [file, o] of Object.entries(metafile.outputs)) {
    if (o.entryPoint !== undefined && !o.entryPoint.startsWith('src/cli/')) visit(file);
  }
  return [...seen].map((file) => relative(esmDir, resolve(root, file)).split(sep).join('/')).sort();
}

/** The key (of Symbol.for) under which dist/node's core file hangs the core's internals on `Uri` (nodeBuild). */
const CORE_KEY = 'urikit.core';
/** How dist/node's other entries name the core file in their imports, until nodeBuild writes in its path relative to each. */
const CORE_FILE = 'urikit-node:core';

/**
 * The export names of each core module (values only: esbuild drops the types), as [file, names]
 * pairs; a name that two of them export fails the build (the other entries read the core's
 * internals by name alone: coreShim).
 */
async function coreExports(files) {
  const result = await build({
    entryPoints: files, bundle: false, write: false, metafile: true, format: 'esm', platform: 'node',
    absWorkingDir: root, outdir: join(root, 'unused'), outbase: join(root, 'src'), logLevel: 'warning',
  });
  const owner = new Map();
  const pairs = [];
  for (const o of Object.values(result.metafile.outputs)) {
    if (o.entryPoint === undefined) continue;
    const file = resolve(root, o.entryPoint);
    for (const name of o.exports) {
      if (owner.has(name)) throw new Error(`bundle: ${name} is exported by ${owner.get(name)} and ${o.entryPoint}: dist/node's core needs one module per name`);
      owner.set(name, o.entryPoint);
    }
    pairs.push([file, [...o.exports].sort()]);
  }
  return pairs;
}

/**
 * The core's names that modules outside it import, read from their sources: named imports and
 * re-exports of a core module (types left out), `ns.name` of a namespace import of one, and the
 * names taken from a dynamic import() of one (any other use of such a namespace or import(), or
 * `export *` from the core, fails the build: its names could not be told). What dist/node's core
 * file hangs on Uri and coreShim reads back.
 */
function namesUsedOutsideCore(coreFiles) {
  const used = new Set();
  for (const file of jsFiles(join(root, 'src'), '.ts').map((path) => join(root, 'src', path))) {
    if (coreFiles.has(file)) continue;
    /** True when a module specifier of this file names a core module. */
    const namesCore = (specifier) => coreFiles.has(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const namespaces = new Set();
    for (const st of sf.statements) {
      if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || st.moduleSpecifier === undefined) continue;
      if (!namesCore(st.moduleSpecifier.text)) continue;
      const clause = ts.isImportDeclaration(st) ? st.importClause : st;
      if (clause === undefined || clause.isTypeOnly) continue;
      const bindings = ts.isImportDeclaration(st) ? clause.namedBindings : st.exportClause;
      if (bindings === undefined || clause.name !== undefined) throw new Error(`bundle: ${file}: \`${st.getText(sf)}\` takes names of the core that cannot be told`);
      if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      else for (const el of bindings.elements) if (!el.isTypeOnly) used.add((el.propertyName ?? el.name).text);
    }
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        // `const { a, b } = await import(core)` or `(await import(core)).a`
        const [specifier] = node.arguments;
        if (!ts.isStringLiteral(specifier)) throw new Error(`bundle: ${file}: \`${node.getText(sf)}\` imports a module not named in the code`);
        if (namesCore(specifier.text)) {
          let at = node.parent;
          while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at)) at = at.parent;
          if (ts.isVariableDeclaration(at) && ts.isObjectBindingPattern(at.name)) {
            for (const el of at.name.elements) used.add((el.propertyName ?? el.name).getText(sf));
          } else if (ts.isPropertyAccessExpression(at)) {
            used.add(at.name.text);
          } else {
            throw new Error(`bundle: ${file}: \`${at.getText(sf)}\` takes names of the core that cannot be told`);
          }
        }
      }
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
        used.add(node.name.text);
        return;
      }
      if (ts.isIdentifier(node) && namespaces.has(node.text) && !ts.isNamespaceImport(node.parent)) {
        throw new Error(`bundle: ${file} uses the namespace ${node.text} of a core module otherwise than by \`${node.text}.name\``);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return used;
}

/**
 * The module that stands in dist/node for every core module an entry other than the core imports:
 * those names, read from the core file once, at load. A copy of each binding, not a live one: no
 * export of the core is assigned after load (plainExports fails the build on one, in
 * dist/cjs/index.js, which holds the core).
 */
function coreShim(names) {
  return [
    `import { Uri as CoreUri } from ${JSON.stringify(CORE_FILE)};`,
    `const core = CoreUri[Symbol.for(${JSON.stringify(CORE_KEY)})];`,
    // one statement per name: restoreConst makes each a `const` again
    ...names.map((name) => `export const ${name} = core.${name};`),
  ].join('\n');
}

/** How a stub entry names its folder's chunk (nodePlugin), and how entryPoints names a stub entry. */
const AREA_PREFIX = 'urikit-area:';
const ENTRY_PREFIX = 'urikit-entry:';

/**
 * dist/node's folders outside the core: the modules under each folder of src/ (and each module
 * right under src/ on its own) that are not core modules, as { name, files }. Each becomes one
 * chunk (nodePlugin): urikit/schemes as 21 chunk files took 20 ms to import in a fresh process
 * (after the core), as one 7 ms (a lone scheme entry reads the folder too: 4.6 -> 7.2 ms). The
 * command's folder leaves out its two entries (cli/main, cli/worker) and its commands, which it
 * loads one by one, by import(): each is a chunk of its own.
 */
function areasOf(coreFiles) {
  const areas = new Map();
  for (const path of jsFiles(join(root, 'src'), '.ts').sort()) {
    const file = join(root, 'src', path);
    // (the command: its modules but the two entries and the commands, which are loaded one by one)
    if (coreFiles.has(file) || path.endsWith('.d.ts') || CLI_ENTRIES.includes(path.replace(/\.ts$/, '')) ||
      (path.startsWith('cli/commands/') && path !== 'cli/commands/index.ts')) continue;
    const name = path.includes('/') ? path.slice(0, path.indexOf('/')) : path.replace(/\.ts$/, '');
    if (!areas.has(name)) areas.set(name, { name, files: new Set() });
    areas.get(name).files.add(file);
  }
  return [...areas.values()];
}

/**
 * What dist/node's files import in place of tr46 (the UTS #46 tables): the same functions, which
 * load tr46 on their first call. tr46 takes some 9 ms to load in a fresh process (a 143 KB JSON
 * table, 72 KB of regular expressions), most of urikit/whatwg's and urikit/audit's start-up, and
 * only a domain that is not ASCII, or has an xn-- label, needs it (idna.ts's ASCII path does the
 * rest). Node's require finds tr46 from the file that asks, as the import did (a package's folder
 * does not depend on the file's depth in dist/). An import of another name of tr46 fails the build.
 * dist/esm keeps the import: a bundler takes tr46 in, and the browser has no require.
 */
const LAZY_TR46 = [
  "import { createRequire } from 'node:module';",
  'let tr46;',
  // (dist/cjs: the same text as CommonJS, where import.meta is empty and __filename is the file)
  "const load = () => (tr46 ??= createRequire(typeof __filename === 'string' ? __filename : import.meta.url)('tr46'));",
  'export const toASCII = (domain, options) => load().toASCII(domain, options);',
  'export const toUnicode = (domain, options) => load().toUnicode(domain, options);',
].join('\n');

/** LAZY_TR46's argument of createRequire as esbuild writes it: checkImportMeta lets this import.meta pass. */
const LAZY_TR46_FROM = 'typeof __filename === "string" ? __filename : import.meta.url';

/**
 * The plugin of dist/node's build of the entries other than the core: an import of a core module
 * (or of src/index.ts) reads coreShim; an import of a module of an area (areasOf) from outside that
 * area reads the area's module, which re-exports the whole area, so that esbuild puts each area in
 * one chunk (imports inside an area are left as they are; `export *` leaves out a name two modules
 * of an area both export, and esbuild then fails on an import of it: none is wired to the wrong
 * module); `stubs` gives the text of each stub entry; tr46 is LAZY_TR46. The core file's own name stays external.
 */
function nodePlugin(coreFiles, used, areas, stubs) {
  const NS = 'urikit-node';
  const INNER = 'urikit-node-inner';
  const areaOf = (file) => areas.find((a) => a.files.has(file));
  return {
    name: 'urikit-node',
    setup(b) {
      b.onResolve({ filter: /^\./ }, async (args) => {
        const file = await resolvedFile(b, args, INNER);
        if (file === undefined) return undefined;
        if (coreFiles.has(file)) return { path: 'core', namespace: NS };
        const area = areaOf(file);
        return area === undefined || area === areaOf(args.importer) ? undefined : { path: AREA_PREFIX + area.name, namespace: NS };
      });
      b.onResolve({ filter: new RegExp(`^${AREA_PREFIX}`) }, (args) => ({ path: args.path, namespace: NS }));
      b.onResolve({ filter: new RegExp(`^${ENTRY_PREFIX}`) }, (args) => ({ path: args.path, namespace: NS }));
      b.onResolve({ filter: new RegExp(`^${CORE_FILE}$`) }, () => ({ path: CORE_FILE, external: true }));
      b.onResolve({ filter: /^tr46$/ }, () => ({ path: 'tr46', namespace: NS }));
      b.onLoad({ filter: /.*/, namespace: NS }, (args) => {
        if (args.path === 'core') return { contents: coreShim(used), resolveDir: root, loader: 'js' };
        if (args.path === 'tr46') return { contents: LAZY_TR46, resolveDir: root, loader: 'js' };
        if (args.path.startsWith(ENTRY_PREFIX)) return { contents: stubs.get(args.path.slice(ENTRY_PREFIX.length)), resolveDir: root, loader: 'js' };
        return { contents: reexports(areas.find((a) => AREA_PREFIX + a.name === args.path).files), resolveDir: root, loader: 'ts' };
      });
    },
  };
}

/**
 * dist/node: the ES modules Node loads (package.json's "node" condition), in which `import 'urikit'`
 * reads one file. dist/esm's layout is for bundlers: each entry takes only the part of the core it
 * uses. Node, though, pays per module file it loads and per name a module exports: the core entry
 * as a stub and two chunks took 1.8x fast-uri's require to load and parse once in a fresh process
 * (bench/footprint.mjs), the same code as one file 1.3x. So here the core entry is one file holding
 * the whole core and exporting the public names only, and the other entries reach the core through
 * that file: it hangs the core's names they use on `Uri`, under Symbol.for('urikit.core') and not
 * enumerable (not an export: `Object.keys(await import('urikit'))` lists the public names alone),
 * and each core module another entry imports is replaced by coreShim, which reads them from there.
 * So there is one Uri class, one registry and one of each table across all entries, as in dist/esm.
 * Beyond the core, each folder of src/ is one chunk and each library entry a stub that names its
 * folder's (areasOf, nodePlugin); the command's commands are a chunk each, beside its folder's.
 * Returns the files the library's entries load (relative to dir), the command's left out.
 */
async function nodeBuild(dir, packs, entryPoints) {
  const exported = await coreExports(packs.flatMap((p) => [...p.files]));
  const coreFiles = new Set([CORE_ENTRY, ...exported.map(([file]) => file)]);
  // each core module and the names of it that the other entries use
  const usedOutside = namesUsedOutsideCore(coreFiles);
  const shared = exported.map(([file, names]) => [file, names.filter((name) => usedOutside.has(name))]);
  const used = shared.flatMap(([, names]) => names);
  // 1. The other entries and the command: each core module (and src/index.ts) replaced by coreShim,
  // the library's other modules in one chunk per folder (areasOf), each library entry a stub of the
  // names it exports from its folder's chunk. A first build that writes nothing tells those names.
  const areas = areasOf(coreFiles);
  const chunked = { ...ESM_BUILD, metafile: true, outdir: dir, splitting: true, chunkNames: '_chunks/[name]-[hash]' };
  const probe = await build({ ...chunked, entryPoints, plugins: [nodePlugin(coreFiles, used, [], new Map())], write: false });
  const stubs = new Map();
  for (const o of Object.values(probe.metafile.outputs)) {
    const module = Object.entries(entryPoints).find(([, file]) => o.entryPoint !== undefined && resolve(root, o.entryPoint) === file)?.[0];
    const area = module === undefined ? undefined : areas.find((a) => a.files.has(entryPoints[module]));
    if (area !== undefined) stubs.set(module, `export { ${[...o.exports].sort().join(', ')} } from ${JSON.stringify(AREA_PREFIX + area.name)};`);
  }
  const rest = await build({
    ...chunked,
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([module, file]) => [module, stubs.has(module) ? ENTRY_PREFIX + module : file])),
    plugins: [nodePlugin(coreFiles, used, areas, stubs)],
  });
  // In each file that names the core file, its path relative to the file (on the import's own line:
  // the source map's columns after it do not move).
  for (const [file, o] of Object.entries(rest.metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    if (Object.keys(o.inputs).some((input) => coreFiles.has(resolve(root, input)))) {
      throw new Error(`bundle: ${file} holds a copy of core code: dist/node must keep one copy, in index.js`);
    }
    const path = resolve(root, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(JSON.stringify(CORE_FILE))) continue;
    writeFileSync(path, text.split(JSON.stringify(CORE_FILE)).join(JSON.stringify(specifierOf(path, join(dir, 'index.js')))));
  }
  // 2. The core file: src/index.ts, and the names the other entries use, hung on Uri. Each is read
  // from its module's namespace by property: esbuild binds it to the declaration and makes no
  // namespace object.
  const table = shared.flatMap(([, names], k) => names.map((name) => `${name}: m${k}.${name}`));
  await build({
    ...ESM_BUILD,
    stdin: {
      contents: [
        `export * from ${JSON.stringify(CORE_ENTRY)};`,
        `import { Uri } from ${JSON.stringify(join(root, 'src', 'uri.ts'))};`,
        ...exported.map(([file], k) => `import * as m${k} from ${JSON.stringify(file)};`),
        `Object.defineProperty(Uri, Symbol.for(${JSON.stringify(CORE_KEY)}), { value: Object.freeze({ ${table.join(', ')} }) });`,
      ].join('\n'),
      resolveDir: root, sourcefile: 'node-core.js', loader: 'js',
    },
    outfile: join(dir, 'index.js'),
  });
  return ['index.js', ...afterSplitBuild(dir, rest.metafile)].sort();
}

/**
 * One esbuild build of the given entries (module name -> source file) into dir as ES modules, the
 * code that two or more share in _chunks/, the core cut into the given packs; then the steps on its
 * output. Returns the files the library's entries load (relative to dir).
 *
 * With esbuild's syntax minification (names and whitespace kept): it folds the constants of the
 * TypeScript sources (`1 << 14` is written 16384, a constant of another module is written as its
 * value where it is used), which a bundler reading the JavaScript no longer can, and drops what
 * they made dead. A bundle of `{ isValid }` 3,572 -> 3,501 bytes min + gzip, `{ parse }` 11,684 ->
 * 11,534, the four verbs 20,966 -> 20,804.
 */
async function splitBuild(dir, entryPoints, packs) {
  const result = await build({
    ...ESM_BUILD, entryPoints, plugins: [packPlugin(packs)], metafile: true, outdir: dir, splitting: true, chunkNames: '_chunks/[name]-[hash]',
    minifySyntax: true,
  });
  return afterSplitBuild(dir, result.metafile);
}

/**
 * The steps on the output of a build with shared chunks in dir (every file there, dist/node's core
 * file included): empty chunks dropped, top-level constants made `const` again, import.meta checked.
 * Returns the files the library's entries load (relative to dir).
 */
function afterSplitBuild(dir, metafile) {
  const dropped = dropEmptyChunks(metafile);
  for (const file of jsFiles(dir)) restoreConst(join(dir, file));
  checkImportMeta(dir);
  return libraryFiles(metafile, dir, dropped);
}

/**
 * The command finds its worker as new URL('./worker.js', import.meta.url), in main.ts: that must stay
 * in a file under cli/, not move into a shared chunk (where import.meta.url names another folder).
 */
function checkImportMeta(dir) {
  for (const file of jsFiles(dir)) {
    // (LAZY_TR46's createRequire(... import.meta.url) looks up a package, which the folder does not change)
    if (readFileSync(join(dir, file), 'utf8').replaceAll(LAZY_TR46_FROM, '').includes('import.meta') && !file.startsWith('cli/')) {
      throw new Error(`bundle: ${file} reads import.meta outside cli/: a chunk would resolve URLs against the wrong folder`);
    }
  }
}

/** The longest line minifyWhitespace writes (esbuild breaks a line where it may, past this length). */
const LINE_LIMIT = 120;

/**
 * Every .js file of dir (an ES module or a CommonJS layout, `format`) written again without its
 * whitespace (names, `const`s and the code as they are), its source map chained to the one beside
 * it, so that it still points into src/. Node reads and pre-parses the whole of a module it loads:
 * the core file 184 -> 138 kB, `import 'urikit'` + a first parse in a fresh process 5.80 -> 5.39
 * ms and `require` 5.89 -> 5.26 (medians of 21 interleaved runs); the same work runs at the same
 * speed once compiled (parse on the corpus 147 ns both). Lines are broken at LINE_LIMIT
 * characters: Node prints the source line of the statement that threw an uncaught error, and
 * without the breaks that line was the whole 138 kB file.
 */
async function minifyWhitespace(dir, format) {
  await build({
    ...ESM_BUILD, entryPoints: jsFiles(dir).map((file) => join(dir, file)), outbase: dir, outdir: dir, bundle: false, format,
    minifyWhitespace: true, lineLimit: LINE_LIMIT, allowOverwrite: true, logOverride: { 'empty-import-meta': 'silent' },
  });
}

/**
 * Writes the ES module and CommonJS builds of every entry into outDir/esm and outDir/cjs. Removes
 * the .js and .js.map files already there first (the .d.ts files stay: they are tsc's).
 */
export async function bundle(outDir) {
  const esmDir = resolve(outDir, 'esm');
  const nodeDir = resolve(outDir, 'node');
  const cjsDir = resolve(outDir, 'cjs');
  for (const dir of [esmDir, nodeDir, cjsDir]) {
    mkdirSync(dir, { recursive: true });
    for (const file of jsFiles(dir)) {
      rmSync(join(dir, file));
      rmSync(join(dir, `${file}.map`), { force: true });
    }
  }
  const packs = await corePacks();
  const entry = (m) => [m, join(root, 'src', `${m}.ts`)];
  const library = Object.fromEntries([...new Set(Object.values(ENTRIES))].map(entry));

  // 1. ES modules for bundlers: the library's entries, the core in its packs.
  await splitBuild(esmDir, library, packs);

  // 2. ES modules for Node: the core entry in one file; the other entries and the command beside it.
  const { index, ...others } = library;
  if (index === undefined) throw new Error('bundle: scripts/exports.mjs has no core entry (index)');
  const files = await nodeBuild(nodeDir, packs, { ...others, ...Object.fromEntries(CLI_ENTRIES.map(entry)) });

  // 3. CommonJS: each file of dist/node's library turned into CommonJS as it is, so that the entries
  // require the same files (CommonJS is not tree-shaken: bundlers gain nothing from dist/esm's
  // layout here). esbuild reads each file's source map and chains it.
  await build({
    ...ESM_BUILD, entryPoints: files.map((file) => join(nodeDir, file)), outbase: nodeDir, outdir: cjsDir, bundle: false, format: 'cjs',
    logOverride: { 'empty-import-meta': 'silent' }, // LAZY_TR46 reads __filename there instead
  });
  checkNoRequireCycle(cjsDir);
  for (const file of jsFiles(cjsDir)) plainExports(join(cjsDir, file));

  // dist/cjs holds CommonJS files although the package is "type": "module". dist/esm and dist/node
  // get a package.json too: Node looks for the package.json of every module it loads, folder by folder
  // upwards, and reads the first it finds (its "type"); here that is one folder up from an entry
  // instead of the package's own, two or three up (about 0.3 ms of `import 'urikit'` in a fresh
  // process, Node 20). Each carries the package's "sideEffects", which bundlers (webpack) read from
  // the nearest package.json.
  const { sideEffects } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const [dir, type] of [[esmDir, 'module'], [nodeDir, 'module'], [cjsDir, 'commonjs']]) {
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ type, sideEffects }, null, 1).replace(/\n\s*/g, ' ')}\n`);
  }

  // 4. Node's two layouts without their whitespace: dist/node once dist/cjs has been made from it,
  // dist/cjs once its exports have been rewritten as text (and its package.json says CommonJS).
  await minifyWhitespace(nodeDir, 'esm');
  await minifyWhitespace(cjsDir, 'cjs');

  return {
    esm: jsFiles(esmDir).length, node: jsFiles(nodeDir).length, cjs: jsFiles(cjsDir).length,
    chunks: jsFiles(esmDir).filter((f) => f.startsWith('_chunks/')).length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (outDir === undefined) {
    console.error('usage: node scripts/bundle.mjs <outdir>   (scripts/build.mjs writes dist/ with it)');
    process.exit(2);
  }
  const counts = await bundle(outDir);
  const shown = relative(process.cwd(), resolve(outDir)).split(sep).join('/') || '.';
  console.log(`bundle: ${shown}/esm: ${counts.esm} files (${counts.chunks} shared chunks); ${shown}/node: ${counts.node} files; ${shown}/cjs: ${counts.cjs} files`);
}
