/**
 * Error texts in bundles: a bundler (esbuild, as bench/footprint.mjs measures) keeps the texts an
 * import can raise and no others. Bundled from src/, so that no build is needed.
 */

import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/errors.js';
import { SCHEME_ERROR_CODES } from '../../src/schemes/codes.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The minified bundle of `contents` (an import from src/). */
async function bundle(contents: string): Promise<string> {
  const r = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' }, bundle: true, minify: true, write: false, format: 'esm',
    platform: 'neutral', mainFields: ['module', 'main'], logLevel: 'silent',
  });
  return r.outputFiles[0]!.text;
}

/** A title as esbuild prints it in a minified bundle (non-ASCII escaped, quotes unchanged). */
const printed = (text: string): string => text.replace(/[^\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase()}`);

describe('error texts in bundles', () => {
  it('isValid carries no parser text: only invalid-argument, for its options', async () => {
    const code = await bundle("export { isValid } from './src/index.ts';");
    expect(code).toContain(printed(ERROR_CODES['invalid-argument'].fix));
    for (const [name, entry] of Object.entries(ERROR_CODES)) {
      if (name !== 'invalid-argument') expect(code, name).not.toContain(entry.title);
    }
    expect(code).not.toContain('an IPv6 address has at most 8 groups'); // a detail of parse-error.ts
  }, 30_000);

  it('parse carries the text of every code the parser raises', async () => {
    const code = await bundle("export { parse } from './src/index.ts';");
    const parserCodes = ['missing-scheme', 'invalid-scheme', 'unexpected-scheme', 'unexpected-fragment', 'colon-in-first-segment',
      'invalid-percent-encoding', 'invalid-userinfo-char', 'invalid-host-char', 'invalid-ip-literal', 'invalid-ipv6',
      'invalid-ipvfuture', 'invalid-zone-delimiter', 'invalid-zone-id', 'invalid-port', 'invalid-path-char',
      'invalid-query-char', 'invalid-fragment-char'] as const;
    for (const name of parserCodes) expect(code, name).toContain(printed(ERROR_CODES[name].title));
    expect(code).toContain('an IPv6 address has at most 8 groups');
  }, 30_000);

  it('a scheme entry carries its own codes and no other scheme\'s', async () => {
    const code = await bundle("export * from './src/schemes/mailto.ts';");
    for (const [name, entry] of Object.entries(SCHEME_ERROR_CODES)) {
      if (name.startsWith('mailto-')) expect(code, name).toContain(printed(entry.title));
      else if (name !== 'scheme-mismatch' && name !== 'unknown-scheme') expect(code, name).not.toContain(printed(entry.title));
    }
  }, 30_000);
});
