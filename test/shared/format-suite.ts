/**
 * The runner both JSON-Schema-Test-Suite format files share: reads upstream files in place (STYLE 27),
 * one test per row, and the project's known exceptions in a sibling file of the same shape. An
 * exception row asserts the RFC's answer, must name a row that exists upstream with the opposite
 * answer, and must give its reason, so the exceptions file cannot go stale.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The upstream file format: an array of groups of test cases. */
export interface Group {
  description: string;
  schema: { format: string };
  tests: { description: string; data: unknown; valid: boolean; comment?: string }[];
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const suiteDir = resolve(repoRoot, '../shared/conformance/json-schema-test-suite');

function readGroups(file: string): Group[] {
  return JSON.parse(readFileSync(file, 'utf8')) as Group[];
}

const key = (format: string, description: string): string => `${format}\u0000${description}`;

/**
 * Runs upstream `files` (names in the suite's folder) whose groups use `formats`; `verdict` is the
 * format validator built on urikit (formats apply to strings only: any other value is valid).
 */
export function runFormatSuite(files: readonly string[], exceptionsFile: string, formats: readonly string[],
  verdict: (data: string, format: string) => boolean): void {
  const answer = (data: unknown, format: string): boolean => (typeof data === 'string' ? verdict(data, format) : true);
  const exceptions = new Map<string, Group['tests'][number]>();
  for (const group of readGroups(exceptionsFile)) {
    for (const row of group.tests) exceptions.set(key(group.schema.format, row.description), row);
  }
  const upstreamKeys = new Set<string>();

  describe.each(files)('JSON-Schema-Test-Suite %s', (file) => {
    const groups = readGroups(resolve(suiteDir, file));

    it('has test cases', () => {
      expect(groups.flatMap((group) => group.tests).length).toBeGreaterThan(0);
    });

    for (const group of groups) {
      const format = group.schema.format;
      describe(`${group.description} (format: ${format})`, () => {
        it('is a format this suite knows', () => {
          expect(formats).toContain(format);
        });
        if (!formats.includes(format)) return;

        for (const row of group.tests) {
          upstreamKeys.add(key(format, row.description));
          const exception = exceptions.get(key(format, row.description));
          it(row.description, () => {
            if (exception === undefined) {
              expect(answer(row.data, format)).toBe(row.valid);
              return;
            }
            // A known exception: same row, the opposite answer, and urikit gives the RFC's.
            expect(exception.data, 'the exception names this very row').toEqual(row.data);
            expect(exception.valid, 'the row still disagrees with the RFC; else remove the exception').toBe(!row.valid);
            expect(answer(row.data, format), exception.comment).toBe(exception.valid);
          });
        }
      });
    }
  });

  describe(exceptionsFile.slice(exceptionsFile.lastIndexOf('/') + 1), () => {
    it('names only rows that exist upstream', () => {
      const orphans = [...exceptions.keys()].filter((k) => !upstreamKeys.has(k)).map((k) => k.replace('\u0000', ': '));
      expect(orphans).toEqual([]);
    });

    it('gives a reason for every exception', () => {
      const unexplained = [...exceptions.values()].filter((row) => !row.comment).map((row) => row.description);
      expect(unexplained).toEqual([]);
    });
  });
}
