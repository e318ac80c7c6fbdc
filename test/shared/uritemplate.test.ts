/**
 * RFC 6570 URI Templates: every row of the uritemplate-test suite (spec-examples.json,
 * spec-examples-by-section.json, negative-tests.json) through urikit/template; and JSON Schema's
 * `format: uri-template` (JSON-Schema-Test-Suite uri-template.json) through isValidTemplate.
 *
 * Source: github.com/uri-templates/uritemplate-test, commit 4171dac22aa67fc710b3f6df308a50bd08552986
 *   (2026-07-12), Apache-2.0; ../shared/conformance/uritemplate-test/SOURCE.md. JSON-Schema-Test-Suite
 *   as in json-schema.test.ts (MIT).
 *
 * The data is read where it lives, ../shared/conformance/ beside the checkout (CI has it), in its
 * upstream form, never copied (STYLE 27). Format: groups of `variables` and `testcases`, each
 * `[template, expected]`; expected is a string, a list of acceptable strings (an associative
 * array's members may come in any order), or false (the template must fail: a syntax error, or a
 * value the template cannot expand).
 *
 * Beyond the expected string, each positive row checks that the output is an RFC 3986
 * URI-reference and that it reads back (matchTemplate) into variables that expand to the same
 * string. Each negative row checks the error's code and index.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UriError, isValid } from '../../src/index.js';
import { TEMPLATE_ERROR_CODES, expand, isValidTemplate, matchTemplate, parseTemplate } from '../../src/template/index.js';
import type { TemplateVariables } from '../../src/template/index.js';
import { runFormatSuite } from './format-suite.js';

interface Group {
  level?: number;
  variables: TemplateVariables;
  testcases: [string, string | string[] | false][];
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const suiteDir = resolve(repoRoot, '../shared/conformance/uritemplate-test');

function readGroups(file: string): Record<string, Group> {
  return JSON.parse(readFileSync(resolve(suiteDir, file), 'utf8')) as Record<string, Group>;
}

const FILES = ['spec-examples.json', 'spec-examples-by-section.json', 'negative-tests.json'];

describe.each(FILES)('uritemplate-test %s', (file) => {
  const groups = readGroups(file);

  it('has test cases', () => {
    expect(Object.values(groups).flatMap((g) => g.testcases).length).toBeGreaterThan(0);
  });

  for (const [name, group] of Object.entries(groups)) {
    describe(name, () => {
      for (const [template, expected] of group.testcases) {
        if (expected === false) {
          it(`rejects ${JSON.stringify(template)}`, () => {
            let error: unknown;
            try {
              expand(template, group.variables);
            } catch (e) {
              error = e;
            }
            expect(error).toBeInstanceOf(UriError);
            const e = error as UriError;
            expect(Object.keys(TEMPLATE_ERROR_CODES)).toContain(e.code);
            expect(e.input).toBe(template);
            expect(e.index).toBeGreaterThanOrEqual(0);
            expect(e.index).toBeLessThan(template.length);
          });
          continue;
        }
        it(`expands ${JSON.stringify(template)}`, () => {
          const out = expand(template, group.variables);
          const allowed = typeof expected === 'string' ? [expected] : expected;
          expect(allowed).toContain(out);
          expect(isValid(out, { rule: 'URI-reference' }), `${out} is a URI-reference`).toBe(true);
          // read back: every example reads into variables that expand to the same string
          const back = matchTemplate(template, out);
          expect(back, `${template} reads ${out} back`).not.toBeNull();
          expect(allowed).toContain(expand(template, back!));
        });
      }
    });
  }
});

describe('uritemplate-test negative-tests.json: the error of each row', () => {
  const group = readGroups('negative-tests.json')['Failure Tests']!;
  const errorOf = (template: string): [string, number] => {
    try {
      expand(template, group.variables);
    } catch (e) {
      if (e instanceof UriError) return [e.code, e.index];
      throw e;
    }
    throw new Error(`${template} expanded`);
  };

  // [template, code, index]: each row's first broken rule, by hand from RFC 6570 §2
  const ROWS: [string, string, number][] = [
    ['{/id*', 'template-unclosed-expression', 0],
    ['/id*}', 'template-invalid-literal', 4],
    ['{/?id}', 'template-invalid-varname', 2],
    ['{var:prefix}', 'template-invalid-prefix', 5],
    ['{hello:2*}', 'template-prefix-explode', 8],
    ['{??hello}', 'template-invalid-varname', 2],
    ['{!hello}', 'template-reserved-operator', 1],
    ['{with space}', 'template-invalid-varname', 5],
    ['{ leading_space}', 'template-invalid-varname', 1],
    ['{trailing_space }', 'template-invalid-varname', 15],
    ['{=path}', 'template-reserved-operator', 1],
    ['{$var}', 'template-unknown-operator', 1],
    ['{|var*}', 'template-reserved-operator', 1],
    ['{*keys?}', 'template-unknown-operator', 1],
    ['{?empty=default,var}', 'template-invalid-varname', 7],
    ['{var}{-prefix|/-/|var}', 'template-unknown-operator', 6],
    ['?q={searchTerms}&amp;c={example:color?}', 'template-invalid-prefix', 32],
    ['x{?empty|foo=none}', 'template-invalid-varname', 8],
    ['/h{#hello+}', 'template-invalid-varname', 9],
    ['/h#{hello+}', 'template-invalid-varname', 9],
    ['{keys:1}', 'template-prefix-composite', 0],
    ['{+keys:1}', 'template-prefix-composite', 0],
    ['{;keys:1*}', 'template-prefix-explode', 8],
    ['?{-join|&|var,list}', 'template-unknown-operator', 2],
    ['/people/{~thing}', 'template-unknown-operator', 9],
    ['/{default-graph-uri}', 'template-invalid-varname', 9],
    ['/sparql{?query,default-graph-uri}', 'template-invalid-varname', 22],
    ['/sparql{?query){&default-graph-uri*}', 'template-invalid-varname', 14],
    ['/resolution{?x, y}', 'template-invalid-varname', 15],
    ['{var:0}', 'template-invalid-prefix', 5],
    ['{var:01}', 'template-invalid-prefix', 5],
    ['{var:10000}', 'template-invalid-prefix', 5],
    ['{var:}', 'template-invalid-prefix', 5],
    ['{x.}', 'template-invalid-varname', 2],
    ['{x..y}', 'template-invalid-varname', 2],
    ['{%2x}', 'template-invalid-varname', 1],
  ];

  it('lists every upstream row', () => {
    expect(ROWS.map((r) => r[0]).sort()).toEqual(group.testcases.map((r) => r[0]).sort());
  });

  it.each(ROWS)('%s: %s at %i', (template, code, index) => {
    expect(errorOf(template)).toEqual([code, index]);
  });

  it('rejects the syntax errors without variables (parseTemplate), the value errors only on expansion', () => {
    for (const [template, code] of ROWS) {
      expect(isValidTemplate(template), template).toBe(code === 'template-prefix-composite');
    }
    expect(() => parseTemplate('{keys:1}')).not.toThrow();
  });
});

runFormatSuite(
  ['uri-template.json'],
  fileURLToPath(new URL('json-schema-template-exceptions.json', import.meta.url)),
  ['uri-template'],
  (data) => isValidTemplate(data),
);
