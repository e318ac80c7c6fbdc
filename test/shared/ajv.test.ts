/**
 * urikit/compat as ajv's `uriResolver`: the JSON-Schema-Test-Suite through ajv 8 twice, with ajv's
 * default resolver (fast-uri) and with `new Ajv({ uriResolver: compat })`, and no test may pass with
 * the default and fail with compat.
 *
 * Source: JSON-Schema-Test-Suite, github.com/json-schema-org/JSON-Schema-Test-Suite, tests/draft7 and
 *   tests/draft2020-12 (the required tests; optional/ is about formats, not references), remotes/
 *   served as http://localhost:1234/… by addSchema. Read where it lives,
 *   ../shared/conformance/json-schema-test-suite/suite (STYLE 27). Licence: MIT.
 *
 * The tests ajv itself fails with both resolvers ($dynamicRef, unevaluated*, a $ref beside an $id:
 * ajv's gaps, not URI resolution) are counted, not listed: the assertion is "compat loses none".
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const suiteDir = resolve(repoRoot, '../shared/conformance/json-schema-test-suite/suite');
// URIKIT_DIST names another build's directory (a scratch build measured beside the checked-out one).
const compatBuild = resolve(process.env.URIKIT_DIST || resolve(repoRoot, 'dist'), 'cjs/compat/index.js');
const require = createRequire(import.meta.url);

interface AjvInstance {
  addSchema(schema: unknown, key?: string, meta?: boolean, validate?: boolean): unknown;
  compile(schema: unknown): (data: unknown) => boolean;
}
type AjvClass = new (options: Record<string, unknown>) => AjvInstance;

const Ajv = (require('ajv') as { default: AjvClass }).default;
const Ajv2020 = (require('ajv/dist/2020') as { default: AjvClass }).default;

interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []);
}

const remotesDir = join(suiteDir, 'remotes');
const remotes: [string, unknown][] = walk(remotesDir).map((file) => [
  'http://localhost:1234/' + relative(remotesDir, file).split(sep).join('/'),
  JSON.parse(readFileSync(file, 'utf8')) as unknown,
]);

/** Every test of a draft, by id (file, group, test), and whether ajv with these options gets it right. */
function run(draft: 'draft7' | 'draft2020-12', uriResolver: unknown): Map<string, boolean> {
  const Class = draft === 'draft7' ? Ajv : Ajv2020;
  const results = new Map<string, boolean>();
  const dir = join(suiteDir, 'tests', draft);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const groups = JSON.parse(readFileSync(join(dir, file), 'utf8')) as SuiteGroup[];
    groups.forEach((group, g) => {
      const ajv = new Class({ strict: false, logger: false, validateSchema: false, ...(uriResolver === undefined ? {} : { uriResolver }) });
      if (JSON.stringify(group.schema).includes('localhost:1234')) {
        for (const [uri, schema] of remotes) {
          try {
            ajv.addSchema(schema, uri, undefined, false);
          } catch {
            // a remote ajv refuses (a draft it does not load) fails the tests that use it, with both resolvers
          }
        }
      }
      let validate: ((data: unknown) => boolean) | undefined;
      try {
        validate = ajv.compile(group.schema);
      } catch {
        validate = undefined;
      }
      group.tests.forEach((test, t) => {
        let right = false;
        try {
          right = validate !== undefined && validate(test.data) === test.valid;
        } catch {
          right = false;
        }
        results.set(`${draft}/${file} #${g} ${group.description} #${t} ${test.description}`, right);
      });
    });
  }
  return results;
}

describe('ajv 8 with uriResolver: urikit/compat (dist/cjs/compat/index.js)', () => {
  const compat: unknown = existsSync(compatBuild) ? require(compatBuild) : undefined;

  it.each(['draft7', 'draft2020-12'] as const)('JSON-Schema-Test-Suite %s: every test the default resolver passes passes with compat', (draft) => {
    expect(compat, 'run `npm run build` (npm test does) before `npm run test:shared`').toBeDefined();
    const byDefault = run(draft, undefined);
    const byCompat = run(draft, compat);
    const passed = (m: Map<string, boolean>): number => [...m.values()].filter(Boolean).length;
    console.log(`${draft}: ${byDefault.size} tests; ajv's default resolver passes ${passed(byDefault)}, urikit/compat ${passed(byCompat)}`);
    // the suite really ran: draft7 has 927 tests, draft2020-12 1,299 at commit 44401e0c
    expect(byDefault.size).toBeGreaterThan(900);
    expect(byCompat.size).toBe(byDefault.size);
    const lost = [...byDefault].filter(([id, right]) => right && byCompat.get(id) !== true).map(([id]) => id);
    expect(lost).toEqual([]);
  });
});
