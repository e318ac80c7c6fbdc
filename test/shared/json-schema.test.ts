/**
 * JSON Schema `format: uri`, `uri-reference`, `iri` and `iri-reference`: RFC 3986 §3 `URI` and §4.1
 * `URI-reference`, RFC 3987 §2.2 `IRI` and `IRI-reference`.
 *
 * Source: JSON-Schema-Test-Suite, github.com/json-schema-org/JSON-Schema-Test-Suite,
 *   tests/draft2020-12/optional/format/uri.json, uri-reference.json, iri.json and iri-reference.json
 * Version: commit 44401e0c046704b476ec9d2e2fccdaee618f259d (2026-08-22)
 * Licence: MIT, Copyright (c) 2012 Julian Berman (LICENSE beside the data)
 *
 * The data is read where it lives, ../shared/conformance/json-schema-test-suite/ beside the checkout
 * (CI has it), in its upstream form, and never copied here (STYLE 27). A row whose expected answer
 * RFC 3986 does not give is a known exception in json-schema-exceptions.json (same shape as upstream):
 * that row then asserts the RFC answer, and an exception that no longer disagrees with upstream fails,
 * so the file cannot go stale.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isValid, type Rule } from '../../src/index.js';

/** The upstream file format: an array of groups of test cases. */
interface Group {
  description: string;
  schema: { format: string };
  tests: { description: string; data: unknown; valid: boolean; comment?: string }[];
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const suiteDir = resolve(repoRoot, '../shared/conformance/json-schema-test-suite');
const exceptionsFile = fileURLToPath(new URL('json-schema-exceptions.json', import.meta.url));

/** The JSON Schema format names and the rule each one means (the iri formats: the rule's RFC 3987 twin). */
const RULE_OF_FORMAT: Record<string, { rule: Rule; iri: boolean }> = {
  uri: { rule: 'URI', iri: false },
  'uri-reference': { rule: 'URI-reference', iri: false },
  iri: { rule: 'URI', iri: true },
  'iri-reference': { rule: 'URI-reference', iri: true },
};
const FILES = ['uri.json', 'uri-reference.json', 'iri.json', 'iri-reference.json'];

function readGroups(file: string): Group[] {
  return JSON.parse(readFileSync(file, 'utf8')) as Group[];
}

/** The answer of a format validator built on urikit: formats apply to strings only, anything else is valid. */
function formatIsValid(data: unknown, format: { rule: Rule; iri: boolean }): boolean {
  return typeof data === 'string' ? isValid(data, format) : true;
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
    const rule = RULE_OF_FORMAT[group.schema.format];
    describe(`${group.description} (format: ${group.schema.format})`, () => {
      it('is a format this suite knows', () => {
        expect(Object.keys(RULE_OF_FORMAT)).toContain(group.schema.format);
      });
      if (rule === undefined) return;

      for (const row of group.tests) {
        upstreamKeys.add(key(group.schema.format, row.description));
        const exception = exceptions.get(key(group.schema.format, row.description));
        it(row.description, () => {
          if (exception === undefined) {
            expect(formatIsValid(row.data, rule)).toBe(row.valid);
            return;
          }
          // A known exception: same row, the opposite answer, and urikit gives the RFC's.
          expect(exception.data, 'the exception names this very row').toEqual(row.data);
          expect(exception.valid, 'the row still disagrees with RFC 3986; else remove the exception').toBe(!row.valid);
          expect(formatIsValid(row.data, rule), exception.comment).toBe(exception.valid);
        });
      }
    });
  }
});

describe('json-schema-exceptions.json', () => {
  it('names only rows that exist upstream', () => {
    const orphans = [...exceptions.keys()].filter((k) => !upstreamKeys.has(k)).map((k) => k.replace('\u0000', ': '));
    expect(orphans).toEqual([]);
  });

  it('gives a reason for every exception', () => {
    const unexplained = [...exceptions.values()].filter((row) => !row.comment).map((row) => row.description);
    expect(unexplained).toEqual([]);
  });
});
