/**
 * The published type declarations hold nothing internal (tsconfig.json's `stripInternal`): no offset
 * of a parsed Uri, no parser register, no parser entry, and no declaration that src/ marks
 * `@internal`. Reads the built dist/ (`npm test` builds it first).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DIST_TREES = ['dist/esm', 'dist/cjs'];

/** Every file under dir (relative to root) whose name ends with `ending`. */
function filesUnder(dir: string, ending: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return (readdirSync(abs, { recursive: true }) as string[])
    .filter((f) => f.endsWith(ending))
    .map((f) => join(dir, f));
}

/**
 * The library's internal vocabulary, which no published declaration may name anywhere: the offsets
 * a Uri keeps (its fields), the parser's registers (R_*) and the parser itself.
 */
const INTERNAL_NAMES: readonly RegExp[] = [
  /\b_s\b/,
  /\b_schemeEnd\b/,
  /\b_hostStart\b/,
  /\b_hostEnd\b/,
  /\b_pathStart\b/,
  /\b_queryStart\b/,
  /\b_fragmentStart\b/,
  /\b_hostKind\b/,
  /\b_flags\b/,
  /\b_create\b/,
  /\bR_[A-Z_]+\b/,
  /\bparseOffsets\b/,
];

/**
 * Each declaration src/ marks `@internal` in a JSDoc comment, as [module without extension, name]:
 * the comment's tag, then (after the comment) the declared name.
 */
function internalDeclarations(): [module: string, name: string][] {
  const found: [string, string][] = [];
  for (const file of filesUnder('src', '.ts')) {
    const text = readFileSync(join(root, file), 'utf8');
    const tagged = /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*(?:export\s+)?(?:declare\s+)?(?:static\s+)?(?:readonly\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)?\s*([A-Za-z_$][\w$]*)/g;
    for (const [, comment, name] of text.matchAll(tagged)) {
      if (/(^|\s)@internal\b/.test(comment!) && name !== 'constructor') {
        found.push([relative('src', file).replace(/\.ts$/, ''), name!]);
      }
    }
  }
  return found;
}

const declarationFiles = DIST_TREES.flatMap((tree) => filesUnder(tree, '.d.ts'));

describe('published declarations', () => {
  it('exist (dist/ is built)', () => {
    expect(declarationFiles.length).toBeGreaterThan(0);
    expect(declarationFiles).toContain(join('dist/esm', 'index.d.ts'));
  });

  it('name none of the internal offsets, registers or parser entries', () => {
    const leaks: string[] = [];
    for (const file of declarationFiles) {
      readFileSync(join(root, file), 'utf8').split('\n').forEach((line, i) => {
        for (const name of INTERNAL_NAMES) {
          const m = name.exec(line);
          if (m) leaks.push(`${file}:${i + 1}: ${m[0]}`);
        }
      });
    }
    expect(leaks).toEqual([]);
  });

  it('declare nothing that src/ marks @internal', () => {
    const internal = internalDeclarations();
    expect(internal.length).toBeGreaterThan(0); // the scan sees the tags
    const leaks: string[] = [];
    for (const [module, name] of internal) {
      const declared = new RegExp(`^\\s*(?:export\\s+)?(?:declare\\s+)?(?:static\\s+)?(?:readonly\\s+)?(?:function|const|let|var|class|interface|type|enum)?\\s*${name.replace(/\$/g, '\\$')}\\b`, 'm');
      for (const tree of DIST_TREES) {
        const file = join(tree, `${module}.d.ts`);
        if (existsSync(join(root, file)) && declared.test(readFileSync(join(root, file), 'utf8'))) {
          leaks.push(`${file}: ${name}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });
});
