/**
 * urikit/compat against the peers' own test suites: uri-js's tests/tests.js and fast-uri's
 * test/*.test.js, every assertion, run through peer-harness.ts with their `require` swapped for the
 * built CommonJS entry dist/cjs/compat/index.js (what `require('urikit/compat')` loads; `npm test`
 * builds dist/ first, and CI runs this suite after it).
 *
 * Source: ../shared/conformance/peers/ (its SOURCE.md): uri-js a1acf730 (4.4.1, BSD-2-Clause),
 * fast-uri c6a74bfd (2026-08-21, 4.x, BSD-3-Clause); read where they live, never copied (STYLE 27).
 *
 * A row compat answers otherwise is listed in peer-exceptions.json with its reason: a row where the
 * two peers disagree and compat follows fast-uri's later (security) behaviour, or a row that tests a
 * peer's private module rather than its API. The suite fails on a failing row that is not listed,
 * and on a listed row that passes (the list cannot go stale).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type PeerRow, runFastUriSuite, runUriJsSuite } from './peer-harness.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const peersDir = resolve(repoRoot, '../shared/conformance/peers');
// URIKIT_DIST names another build's directory (a scratch build measured beside the checked-out one).
const compatBuild = resolve(process.env.URIKIT_DIST || resolve(repoRoot, 'dist'), 'cjs/compat/index.js');

interface Exceptions {
  readonly reasons: Record<string, string>;
  readonly rows: Record<'uri-js' | 'fast-uri', { id: string; reason: string }[]>;
}

const exceptions = JSON.parse(readFileSync(fileURLToPath(new URL('peer-exceptions.json', import.meta.url)), 'utf8')) as Exceptions;

/** The rows that fail and are not listed, and the listed rows that do not fail (or did not run). */
function compare(rows: readonly PeerRow[], listed: readonly { id: string }[]): { unlisted: string[]; stale: string[] } {
  const failing = new Set(rows.filter((r) => !r.ok).map((r) => r.id));
  const listedIds = new Set(listed.map((r) => r.id));
  const unlisted = rows.filter((r) => !r.ok && !listedIds.has(r.id)).map((r) => `${r.id} ${r.message ?? ''} :: ${r.detail}`);
  const stale = listed.filter((r) => !failing.has(r.id)).map((r) => r.id);
  return { unlisted, stale };
}

describe('peer-exceptions.json', () => {
  it('gives every listed row a reason it explains', () => {
    for (const suite of ['uri-js', 'fast-uri'] as const) {
      for (const row of exceptions.rows[suite]) expect(exceptions.reasons[row.reason], row.id).toBeTypeOf('string');
    }
  });
});

describe('urikit/compat (dist/cjs/compat/index.js) in the peers\' suites', () => {
  it('has its build', () => {
    expect(existsSync(compatBuild), 'run `npm run build` (npm test does) before `npm run test:shared`').toBe(true);
  });
  const compat: unknown = existsSync(compatBuild) ? createRequire(import.meta.url)(compatBuild) : {};

  it("passes uri-js's tests/tests.js but for the rows peer-exceptions.json lists", () => {
    const rows = runUriJsSuite(resolve(peersDir, 'uri-js/tests.js'), compat);
    console.log(`uri-js tests.js: ${rows.length} assertions, ${rows.filter((r) => r.ok).length} pass, ${exceptions.rows['uri-js'].length} listed`);
    // the harness really ran the suite: tests.js makes 709 assertions at a1acf730
    expect(rows.length).toBeGreaterThanOrEqual(700);
    expect(compare(rows, exceptions.rows['uri-js'])).toEqual({ unlisted: [], stale: [] });
  });

  it("passes fast-uri's test/*.test.js but for the rows peer-exceptions.json lists", () => {
    // require('../lib/utils'): fast-uri's private helpers; compat exports the one that is also a
    // public API (uri-js's removeDotSegments), the others are listed rows
    const rows = runFastUriSuite(resolve(peersDir, 'fast-uri/test'), compat, compat);
    console.log(`fast-uri test/*.test.js: ${rows.length} assertions, ${rows.filter((r) => r.ok).length} pass, ${exceptions.rows['fast-uri'].length} listed`);
    // 1,915 assertions at c6a74bfd, the tests fast-uri marks { skip: true } included
    expect(rows.length).toBeGreaterThanOrEqual(1500);
    expect(compare(rows, exceptions.rows['fast-uri'])).toEqual({ unlisted: [], stale: [] });
  });
});
