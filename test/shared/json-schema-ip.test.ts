/**
 * JSON Schema `format: ipv4` and `format: ipv6`, against urikit/host's isIPv4 and isIPv6.
 * `ipv4` is RFC 2673's dotted-quad, the text of RFC 3986 §3.2.2 IPv4address (four decimal octets
 * 0-255, no leading zeros); `ipv6` is RFC 4291 §2.2 text, the text of RFC 3986's IPv6address
 * (leading zeros in a group allowed, any case, "::", an embedded IPv4 address; no brackets, no
 * zone identifier, no prefix length).
 *
 * Source: JSON-Schema-Test-Suite, github.com/json-schema-org/JSON-Schema-Test-Suite,
 *   tests/draft2020-12/optional/format/ipv4.json and ipv6.json
 * Version: commit 44401e0c046704b476ec9d2e2fccdaee618f259d (2026-08-22)
 * Licence: MIT, Copyright (c) 2012 Julian Berman (LICENSE beside the data)
 *
 * The data is read where it lives, ../shared/conformance/json-schema-test-suite/ beside the checkout
 * (CI has it), in its upstream form, and never copied here (STYLE 27). Formats apply to strings only:
 * any other value is valid. A row whose expected answer the RFCs do not give is a known exception in
 * json-schema-ip-exceptions.json (same shape as upstream): that row then asserts the RFC answer, and
 * an exception that no longer disagrees with upstream fails, so the file cannot go stale.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isIPv4, isIPv6, parseIPv4, parseIPv6, tryParseIPv4, tryParseIPv6 } from '../../src/host/index.js';

/** The upstream file format: an array of groups of test cases. */
interface Group {
  description: string;
  schema: { format: string };
  tests: { description: string; data: unknown; valid: boolean; comment?: string }[];
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const suiteDir = resolve(repoRoot, '../shared/conformance/json-schema-test-suite');
const exceptionsFile = fileURLToPath(new URL('json-schema-ip-exceptions.json', import.meta.url));

/** Each format's validator, and the parser whose verdict must agree with it. */
const FORMATS: Record<string, { isValid: (s: string) => boolean; parses: (s: string) => boolean }> = {
  ipv4: { isValid: isIPv4, parses: (s) => tryParseIPv4(s) !== null },
  ipv6: { isValid: isIPv6, parses: (s) => tryParseIPv6(s) !== null },
};
const FILES = ['ipv4.json', 'ipv6.json'];

function readGroups(file: string): Group[] {
  return JSON.parse(readFileSync(file, 'utf8')) as Group[];
}

/** A format validator's answer: formats apply to strings only, anything else is valid. */
function formatIsValid(data: unknown, format: string): boolean {
  if (typeof data !== 'string') return true;
  const f = FORMATS[format]!;
  const verdict = f.isValid(data);
  // the boolean, the safe twin and the throwing parser give one answer
  expect(f.parses(data), 'tryParse agrees with is*').toBe(verdict);
  let threw = false;
  try {
    if (format === 'ipv4') parseIPv4(data);
    else parseIPv6(data);
  } catch {
    threw = true;
  }
  expect(threw, 'parse agrees with is*').toBe(!verdict);
  return verdict;
}

const key = (format: string, description: string): string => `${format}\u0000${description}`;

const exceptions = new Map<string, Group['tests'][number]>();
for (const group of readGroups(exceptionsFile)) {
  for (const row of group.tests) exceptions.set(key(group.schema.format, row.description), row);
}
const upstreamKeys = new Set<string>();

describe.each(FILES)('JSON-Schema-Test-Suite %s', (file) => {
  const groups = readGroups(resolve(suiteDir, file));

  it('has test cases', () => {
    expect(groups.flatMap((group) => group.tests).length).toBeGreaterThan(0);
  });

  for (const group of groups) {
    const format = group.schema.format;
    describe(`${group.description} (format: ${format})`, () => {
      it('is a format this suite knows', () => {
        expect(Object.keys(FORMATS)).toContain(format);
      });
      if (FORMATS[format] === undefined) return;

      for (const row of group.tests) {
        upstreamKeys.add(key(format, row.description));
        const exception = exceptions.get(key(format, row.description));
        it(row.description, () => {
          if (exception === undefined) {
            expect(formatIsValid(row.data, format)).toBe(row.valid);
            return;
          }
          // A known exception: same row, the opposite answer, and urikit gives the RFC's.
          expect(exception.data, 'the exception names this very row').toEqual(row.data);
          expect(exception.valid, 'the row still disagrees with the RFC; else remove the exception').toBe(!row.valid);
          expect(formatIsValid(row.data, format), exception.comment).toBe(exception.valid);
        });
      }
    });
  }
});

describe('json-schema-ip-exceptions.json', () => {
  it('names only rows that exist upstream', () => {
    const orphans = [...exceptions.keys()].filter((k) => !upstreamKeys.has(k)).map((k) => k.replace('\u0000', ': '));
    expect(orphans).toEqual([]);
  });

  it('gives a reason for every exception', () => {
    const unexplained = [...exceptions.values()].filter((row) => !row.comment).map((row) => row.description);
    expect(unexplained).toEqual([]);
  });
});
