/**
 * A small harness that runs the peers' own test files against another implementation: uri-js's
 * `tests/tests.js` (QUnit style: global `test`, `ok`, `equal`, `strictEqual`, `deepEqual`, ...) and
 * fast-uri's `test/*.test.js` (tape). Each file is read where it lives and run as it is, with its
 * `require` swapped: the library under test (`require('..')`, `require('../dist/es5/uri.all')`)
 * becomes the implementation given; `require('tape')` a recorder; `./fixtures/*.json` the fixture;
 * `require('ajv')` this project's ajv. Every assertion becomes one row with a stable id:
 * `<file> › <test name> › #<n>` (n counts the assertions of that test from 1), or `› threw` when the
 * test threw before it ended, `› plan` when it ran another number of assertions than it planned.
 * Tests the peer marks `{ skip: true }` run too: every assertion of the suite is a row.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inspect, isDeepStrictEqual } from 'node:util';

/** One assertion of a peer suite. */
export interface PeerRow {
  readonly id: string;
  readonly ok: boolean;
  /** The assertion's message, when it has one. */
  readonly message?: string | undefined;
  /** What was compared, for the failure report. */
  readonly detail: string;
}

type Resolver = (id: string, from: string) => unknown;

const requireHere = createRequire(import.meta.url);

function show(value: unknown): string {
  return inspect(value, { depth: 4, breakLength: Infinity });
}

/** Runs a CommonJS test file with `require` and the given globals. */
function load(file: string, globals: Record<string, unknown>, resolver: Resolver): void {
  const names = Object.keys(globals);
  // the peer's file, as it is: a function body with require and the QUnit globals as parameters
  const body = new Function('require', ...names, readFileSync(file, 'utf8')) as (...args: unknown[]) => void;
  body((id: string) => resolver(id, dirname(file)), ...names.map((n) => globals[n]));
}

/** QUnit's equiv: deep, loose about prototypes (plain and null-prototype objects alike), keys by for...in. */
function qunitEquiv(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const pa: unknown = Object.getPrototypeOf(a);
  const pb: unknown = Object.getPrototypeOf(b);
  const plain = (p: unknown): boolean => p === null || p === Object.prototype;
  if (pa !== pb && !(plain(pa) && plain(pb))) return false;
  const ka: string[] = [];
  for (const k in a) ka.push(k);
  const kb: string[] = [];
  for (const k in b) kb.push(k);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => qunitEquiv((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** uri-js's tests/tests.js against `impl` (the file's `URI`). */
export function runUriJsSuite(file: string, impl: unknown): PeerRow[] {
  const rows: PeerRow[] = [];
  const tests: { name: string; fn: () => void }[] = [];
  let name = '';
  let n = 0;
  const record = (ok: boolean, message: unknown, detail: string): void => {
    n++;
    rows.push({ id: `tests.js › ${name} › #${n}`, ok, message: message === undefined ? undefined : String(message), detail });
  };
  const globals: Record<string, unknown> = {
    test: (testName: string, fn: () => void) => tests.push({ name: testName, fn }),
    module: () => undefined,
    ok: (v: unknown, m?: string) => record(Boolean(v), m, show(v)),
    // QUnit's equal and notEqual are JavaScript's == and !=
    equal: (a: unknown, b: unknown, m?: string) => record(a == b, m, `${show(a)} == ${show(b)}`),
    notEqual: (a: unknown, b: unknown, m?: string) => record(a != b, m, `${show(a)} != ${show(b)}`),
    strictEqual: (a: unknown, b: unknown, m?: string) => record(a === b, m, `${show(a)} === ${show(b)}`),
    notStrictEqual: (a: unknown, b: unknown, m?: string) => record(a !== b, m, `${show(a)} !== ${show(b)}`),
    deepEqual: (a: unknown, b: unknown, m?: string) => record(qunitEquiv(a, b), m, `${show(a)} deepEqual ${show(b)}`),
  };
  load(file, globals, (id) => {
    if (id === '../dist/es5/uri.all') return impl;
    throw new Error(`tests.js requires ${id}: the harness knows only ../dist/es5/uri.all`);
  });
  for (const t of tests) {
    name = t.name;
    n = 0;
    try {
      t.fn();
    } catch (e) {
      rows.push({ id: `tests.js › ${t.name} › threw`, ok: false, detail: String(e) });
    }
  }
  return rows;
}

interface TapeTest {
  name: string;
  fn: (t: Record<string, unknown>) => void;
}

/** fast-uri's test/*.test.js against `impl` (the files' `require('..')`); `utils` for `require('../lib/utils')`. */
export function runFastUriSuite(dir: string, impl: unknown, utils: unknown): PeerRow[] {
  const rows: PeerRow[] = [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.test.js')).sort();
  for (const file of files) {
    const tests: TapeTest[] = [];
    const tape = (name: string, opts: unknown, fn?: TapeTest['fn']): void => {
      // tape(name, fn) or tape(name, { skip }, fn): a skipped test runs too
      tests.push({ name, fn: (typeof opts === 'function' ? opts : fn) as TapeTest['fn'] });
    };
    load(join(dir, file), {}, (id, from) => {
      if (id === 'tape') return tape;
      if (id === '..' || id === '../' || id === '../index') return impl;
      if (id === '../lib/utils') return utils;
      if (id.startsWith('./fixtures/')) return JSON.parse(readFileSync(join(from, id), 'utf8')) as unknown;
      if (id === 'ajv') return requireHere('ajv');
      throw new Error(`${file} requires ${id}: the harness does not know it`);
    });
    for (const test of tests) {
      let n = 0;
      let plan: number | undefined;
      let ended = false;
      const record = (ok: boolean, message: unknown, detail: string): void => {
        n++;
        rows.push({ id: `${file} › ${test.name} › #${n}`, ok, message: message === undefined ? undefined : String(message), detail });
      };
      const equal = (a: unknown, b: unknown, m?: string): void => record(Object.is(a, b), m, `${show(a)} === ${show(b)}`);
      const deepEqual = (a: unknown, b: unknown, m?: string): void => record(isDeepStrictEqual(a, b), m, `${show(a)} deepEqual ${show(b)}`);
      const t: Record<string, unknown> = {
        equal,
        strictEqual: equal,
        notEqual: (a: unknown, b: unknown, m?: string) => record(!Object.is(a, b), m, `${show(a)} !== ${show(b)}`),
        deepEqual,
        same: deepEqual,
        notSame: (a: unknown, b: unknown, m?: string) => record(!isDeepStrictEqual(a, b), m, `${show(a)} notDeepEqual ${show(b)}`),
        ok: (v: unknown, m?: string) => record(Boolean(v), m, show(v)),
        notOk: (v: unknown, m?: string) => record(!v, m, show(v)),
        match: (s: unknown, re: RegExp, m?: string) => record(typeof s === 'string' && re.test(s), m, `${show(s)} match ${String(re)}`),
        throws: (fn: () => void, expected?: unknown, m?: string) => {
          if (typeof expected === 'string') {
            m = expected;
            expected = undefined;
          }
          let threw = false;
          let error: unknown;
          try {
            fn();
          } catch (e) {
            threw = true;
            error = e;
          }
          const matches = expected === undefined
            || (expected instanceof RegExp ? expected.test(String(error)) : typeof expected === 'function' && error instanceof expected);
          record(threw && matches, m, threw ? `threw ${String(error)}` : 'did not throw');
        },
        doesNotThrow: (fn: () => void, m?: string) => {
          let error: unknown;
          let threw = false;
          try {
            fn();
          } catch (e) {
            threw = true;
            error = e;
          }
          record(!threw, m, threw ? `threw ${String(error)}` : 'no throw');
        },
        // t.skip(message): tape's note that an assertion was skipped; nothing to assert
        skip: () => undefined,
        plan: (k: number) => {
          plan = k;
        },
        end: () => {
          ended = true;
        },
      };
      try {
        test.fn(t);
        if (plan !== undefined && plan !== n) rows.push({ id: `${file} › ${test.name} › plan`, ok: false, detail: `planned ${plan}, ran ${n}` });
        else if (plan === undefined && !ended) rows.push({ id: `${file} › ${test.name} › end`, ok: false, detail: 'never ended' });
      } catch (e) {
        rows.push({ id: `${file} › ${test.name} › threw`, ok: false, detail: String(e) });
      }
    }
  }
  return rows;
}
