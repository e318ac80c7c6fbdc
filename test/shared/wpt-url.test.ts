/**
 * WHATWG URL \u00a74.4 beside RFC 3986 - compareWithWhatwg and fromURL over web-platform-tests'
 * urltestdata.json, every row (issue: audit must see what a browser reaches).
 *
 * Source: web-platform-tests url/resources/urltestdata.json, as vendored in github.com/ada-url/ada
 *   tests/wpt/ at commit 308110b26b32d12db492d460a41e57932366269d (2026-07-19); ../shared/conformance/wpt/SOURCE.md
 * Licence: web-platform-tests 3-Clause BSD.
 *
 * The rows follow the URL Standard, not RFC 3986: they are not expectations of urikit's parser but
 * the map of where the two standards part. For every object row (string rows are comments):
 * - compareWithWhatwg(input, base) gives one of the six classes, and agrees with its definition;
 * - its WHATWG side is the row's answer (failure: null; else the row's href), except for the rows
 *   wpt-url-exceptions.json lists with the platform's own answer and the reason: the platform's URL
 *   (Node 20's) predates later changes to the Standard. A listed row that no longer differs fails,
 *   so the list cannot go stale;
 * - where the WHATWG side reads it, fromURL(url) gives a URI that parses;
 * - no difference carries the repair 'other' unless the exceptions list the row and its components
 *   (each is a gap in compareWithWhatwg's repairsOf, or a change no WhatwgRepair names).
 * The counts per class, repair and device are printed, one line each.
 *
 * The data is read where it lives, ../shared/ beside the checkout (CI has it), and never copied
 * (STYLE 27); the project's own rows sit in the sibling wpt-url-exceptions.json, in the upstream
 * shape (input, base, href or failure) with comment, plus `other` for the components named 'other'.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type ConfusionDevice, type WhatwgClass, type WhatwgComparison, type WhatwgComponent, type WhatwgRepair,
  compareWithWhatwg, fromURL,
} from '../../src/whatwg/index.js';
import { isValid, parse } from '../../src/index.js';

/** The upstream row format (the fields read here); the file also holds strings, which are comments. */
interface Row {
  input: string;
  base: string | null;
  href?: string;
  failure?: boolean;
}

/** An exception: the upstream input and base, with the platform's answer or the components named 'other'. */
interface Exception {
  input: string;
  base: string | null;
  href?: string;
  failure?: boolean;
  other?: WhatwgComponent[];
  comment: string;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataFile = resolve(repoRoot, '../shared/conformance/wpt/urltestdata.json');
const exceptionsFile = fileURLToPath(new URL('wpt-url-exceptions.json', import.meta.url));

function objects<T>(file: string): T[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  return data.filter((row): row is T => typeof row === 'object' && row !== null);
}

const ROWS = objects<Row>(dataFile);
const EXCEPTIONS = objects<Exception>(exceptionsFile);
const keyOf = (input: string, base: string | null | undefined): string => JSON.stringify([input, base ?? null]);

const PLATFORM = new Map(EXCEPTIONS.filter((e) => e.other === undefined).map((e) => [keyOf(e.input, e.base), e]));
const OTHER = new Map(EXCEPTIONS.filter((e) => e.other !== undefined).map((e) => [keyOf(e.input, e.base), e]));

const CLASSES: readonly WhatwgClass[] = ['same', 'whatwg-repairs', 'whatwg-only', 'rfc-only', 'both-refuse', 'different-target'];
const REPAIRS: readonly WhatwgRepair[] = [
  'strip-c0-space', 'remove-tab-newline', 'backslash', 'slashes', 'lowercase', 'percent-decode', 'idna', 'ipv4-number',
  'ipv6-text', 'percent-encode', 'default-port', 'port-text', 'dot-segments', 'empty-path', 'file-localhost', 'empty-userinfo', 'drive-letter', 'other',
];
const DEVICES: readonly ConfusionDevice[] = ['backslash', 'multiple-at', 'whitespace-or-control', 'slashes'];

/** Each row's comparison, made once. */
const COMPARED: readonly (readonly [Row, WhatwgComparison])[] = ROWS.map((row) => [row, compareWithWhatwg(row.input, row.base ?? undefined)]);

/** The components of a comparison whose repairs include 'other'. */
const otherComponents = (c: WhatwgComparison): WhatwgComponent[] => c.differences.filter((d) => d.repairs.includes('other')).map((d) => d.component);

/** The row's answer as the platform gives it: an href, or 'failure'. */
const answerOf = (c: WhatwgComparison): string => c.whatwg?.href ?? 'failure';

describe('web-platform-tests urltestdata.json through compareWithWhatwg (WHATWG URL \u00a74.4, RFC 3986 \u00a73 and Appendix B)', () => {
  it('the data is there, and every exception names an upstream row', () => {
    expect(ROWS.length).toBeGreaterThan(800);
    const keys = new Set(ROWS.map((r) => keyOf(r.input, r.base)));
    for (const e of EXCEPTIONS) {
      expect(keys.has(keyOf(e.input, e.base)), JSON.stringify(e.input)).toBe(true);
      expect(e.comment.length).toBeGreaterThan(20);
      expect((e.href !== undefined ? 1 : 0) + (e.failure === true ? 1 : 0) + (e.other !== undefined ? 1 : 0)).toBe(1);
    }
  });

  it.each(COMPARED.map(([row, c], i) => [i, row.input, row.base, row, c] as const))(
    'row %i: %j (base %j)',
    (_i, input, base, row, c) => {
      const at = JSON.stringify([input, base]);
      expect(CLASSES, at).toContain(c.class);
      // the WHATWG side agrees with upstream, or the platform still gives what the exception says
      const exception = PLATFORM.get(keyOf(input, base));
      const upstream = row.failure === true ? 'failure' : row.href!;
      if (exception === undefined) expect(answerOf(c), at).toBe(upstream);
      else {
        expect(answerOf(c), `${at}: listed in wpt-url-exceptions.json, but the platform now agrees with upstream`).not.toBe(upstream);
        expect(answerOf(c), at).toBe(exception.failure === true ? 'failure' : exception.href);
      }
      // the class agrees with its definition (WhatwgClass)
      const href = c.whatwg?.href;
      if (c.class === 'same') expect(c.rfc.uri?.toString(), at).toBe(href);
      if (c.class === 'whatwg-repairs') expect(isValid(href!), at).toBe(true);
      if (c.class === 'whatwg-only') expect([c.rfc.valid, isValid(href!)], at).toEqual([false, false]);
      if (c.class === 'rfc-only') expect([c.rfc.valid, c.whatwg], at).toEqual([true, null]);
      if (c.class === 'both-refuse') expect([c.rfc.valid, c.whatwg], at).toEqual([false, null]);
      // fromURL makes a URI of every URL the platform reads
      if (c.whatwg !== null) {
        const from = fromURL(c.whatwg.url);
        expect(() => parse(from.uri.toString()), at).not.toThrow();
        expect(from.encoded.length === 0, at).toBe(isValid(href!));
      }
      // 'other' only where the exceptions list it, in exactly those components
      expect(otherComponents(c), at).toEqual(OTHER.get(keyOf(input, base))?.other ?? []);
    },
  );

  it('prints the rows per class, per repair and per device', () => {
    const classes = new Map<string, number>(CLASSES.map((k) => [k, 0]));
    const repairs = new Map<string, number>(REPAIRS.map((k) => [k, 0]));
    const devices = new Map<string, number>(DEVICES.map((k) => [k, 0]));
    for (const [, c] of COMPARED) {
      classes.set(c.class, classes.get(c.class)! + 1);
      for (const r of new Set(c.differences.flatMap((d) => d.repairs))) repairs.set(r, repairs.get(r)! + 1);
      for (const d of c.devices) devices.set(d, devices.get(d)! + 1);
    }
    // every key is one of the union's values (a new value would show here as NaN)
    expect([...classes.values(), ...repairs.values(), ...devices.values()].every(Number.isInteger)).toBe(true);
    expect([...classes.values()].reduce((a, b) => a + b, 0)).toBe(ROWS.length);
    console.log(`wpt urltestdata.json: ${ROWS.length} rows, ${PLATFORM.size} where the platform differs from upstream, ${OTHER.size} with a repair 'other'`);
    for (const [k, n] of classes) console.log(`class ${k}: ${n}`);
    // the README's table of the classes says what this run counts (it stays true)
    const readme = readFileSync(resolve(repoRoot, 'README.md'), 'utf8');
    for (const [k, n] of classes) expect(readme, `README's row for ${k}`).toContain(`| \`${k}\` | ${n} |`);
    expect(readme).toContain(`(${ROWS.length} rows, CI)`);
    expect(readme).toContain(`${OTHER.size} rows hold a difference no named repair explains`);
    for (const [k, n] of repairs) console.log(`repair ${k}: ${n}`);
    for (const [k, n] of devices) console.log(`device ${k}: ${n}`);
  });
});
