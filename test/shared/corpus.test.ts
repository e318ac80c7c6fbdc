/**
 * RFC 3986 §3 `URI` on the real-world corpus: urikit against an independent check.
 *
 * Data: ../shared/corpus/urls.txt (21,051 URIs from Debian's /usr/share/doc; its README, and
 * bench/data/README.md, say how it was made), read where it lives (STYLE 27).
 * Oracle: ../shared/corpus/rfc3986-check.mjs, `isURI`: regular expressions transcribed from the
 * RFC 3986 ABNF plus a function for IPv6address; written apart from urikit, so agreement on every
 * line is evidence and a disagreement is a bug in one of the two, listed with the line.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { isValid, parse } from '../../src/index.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const corpusDir = resolve(repoRoot, '../shared/corpus');

function readLines(file: string): string[] {
  const lines = readFileSync(file, 'latin1').split('\n');
  if (lines.at(-1) === '') lines.pop(); // the newline that ends the last line
  return lines;
}

const lines = readLines(resolve(corpusDir, 'urls.txt'));
let isURI: (s: string) => boolean;

beforeAll(async () => {
  const check = (await import(pathToFileURL(resolve(corpusDir, 'rfc3986-check.mjs')).href)) as {
    isURI: (s: string) => boolean;
  };
  isURI = check.isURI;
});

describe('corpus ../shared/corpus/urls.txt', () => {
  it('has the 21,051 lines its README describes', () => {
    expect(lines.length).toBe(21_051);
  });

  it("isValid(line, { rule: 'URI' }) agrees with rfc3986-check.mjs on every line", () => {
    const disagreements: string[] = [];
    let accepted = 0;
    lines.forEach((line, i) => {
      const ours = isValid(line, { rule: 'URI' });
      const theirs = isURI(line);
      if (ours) accepted++;
      if (ours !== theirs) disagreements.push(`line ${i + 1}: urikit ${ours}, rfc3986-check ${theirs}: ${JSON.stringify(line)}`);
    });
    expect(disagreements, `${disagreements.length} disagreement(s):\n${disagreements.join('\n')}`).toEqual([]);
    expect(accepted).toBeGreaterThan(0);
  });

  it('every line urikit accepts round-trips through parse().toString() (§5.3)', () => {
    const broken: string[] = [];
    lines.forEach((line, i) => {
      if (!isValid(line, { rule: 'URI' })) return;
      const out = parse(line, { rule: 'URI' }).toString();
      if (out !== line) broken.push(`line ${i + 1}: ${JSON.stringify(line)} -> ${JSON.stringify(out)}`);
    });
    expect(broken, `${broken.length} line(s) changed:\n${broken.join('\n')}`).toEqual([]);
  });
});
