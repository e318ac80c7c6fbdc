/**
 * Every error a caller can cause is a UriError: every exported function of every entry, and every
 * method and static of the classes they return, called with values of every type in its first two
 * arguments, answers or throws a UriError, never a TypeError from inside. (urikit/java's free
 * functions failed this before they checked their arguments: 937 calls.)
 */
import { describe, expect, it } from 'vitest';
import * as core from '../../src/index.js';
import * as audit from '../../src/audit/index.js';
import * as compat from '../../src/compat/index.js';
import * as host from '../../src/host/index.js';
import * as idna from '../../src/idna/index.js';
import * as iri from '../../src/iri/index.js';
import * as java from '../../src/java/index.js';
import * as query from '../../src/query/index.js';
import * as schemes from '../../src/schemes/index.js';
import * as template from '../../src/template/index.js';
import * as text from '../../src/text/index.js';
import * as whatwg from '../../src/whatwg/index.js';

const ENTRIES: Record<string, Record<string, unknown>> = { core, audit, compat, host, idna, iri, java, query, schemes, template, text, whatwg };

/** A value of each type a caller may pass by mistake. */
const VALUES: readonly unknown[] = [
  undefined, null, 0, -1, 1.5, Number.NaN, 2n ** 70n, Symbol('s'), true, '', 'http://a/', '\ud800', 'x:y', [], [1], ['a'], {},
  { href: 5 }, new URL('http://a/'), Object.create(null), () => 1, new Proxy({}, {}), new Date(0), new Map(),
];

/** What a call threw when that is not a UriError, named for the failure list; undefined otherwise. */
function notUriError(call: () => unknown, what: string): string | undefined {
  try {
    call();
  } catch (e) {
    if (!(e instanceof core.UriError)) return `${what}: ${(e as Error)?.constructor?.name}: ${String((e as Error)?.message).slice(0, 80)}`;
  }
  return undefined;
}

/** Every call of fn with each value first and, for each, a few values second. */
function callsOf(fn: (...args: unknown[]) => unknown, what: string, failures: Set<string>): number {
  let n = 0;
  for (const a of VALUES) {
    for (const b of [undefined, ...VALUES.slice(0, 12)]) {
      const failure = notUriError(() => fn(a, b), what);
      if (failure !== undefined) failures.add(failure);
      n++;
    }
  }
  return n;
}

describe('values of every type', () => {
  it('every exported function of every entry throws nothing but a UriError', () => {
    const failures = new Set<string>();
    let calls = 0;
    for (const [entry, m] of Object.entries(ENTRIES)) {
      for (const [name, fn] of Object.entries(m)) {
        if (typeof fn !== 'function' || /^[A-Z]/.test(name)) continue; // classes: below
        calls += callsOf(fn as (...args: unknown[]) => unknown, `${entry}.${name}`, failures);
      }
    }
    expect([...failures]).toEqual([]);
    expect(calls).toBeGreaterThan(20_000); // every entry's functions were reached
  });

  it('every method and static of Uri, JavaUri and UriTemplate throws nothing but a UriError', () => {
    const failures = new Set<string>();
    const objects = {
      Uri: core.parse('http://u@a:8/b?c#d'),
      JavaUri: new java.JavaUri('http://u@a:8/b?c#d'),
      UriTemplate: template.parseTemplate('{x}/{y*}'),
    };
    for (const [cls, o] of Object.entries(objects)) {
      const proto = Object.getPrototypeOf(o) as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const method = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
        if (name === 'constructor' || typeof method !== 'function') continue;
        callsOf((a, b) => (method as (...args: unknown[]) => unknown).call(o, a, b), `${cls}#${name}`, failures);
      }
      const C = o.constructor as unknown as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(C)) {
        const fn = C[name];
        if (typeof fn !== 'function' || name.startsWith('_')) continue;
        callsOf(fn as (...args: unknown[]) => unknown, `${cls}.${name}`, failures);
      }
      for (const a of VALUES) {
        const failure = notUriError(() => new (C as unknown as new (x: unknown) => unknown)(a), `new ${cls}`);
        if (failure !== undefined) failures.add(failure);
      }
    }
    expect([...failures]).toEqual([]);
  });
});
