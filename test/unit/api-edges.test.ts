/**
 * API edges: every public function checks its options and arguments, and a hostile value gets a
 * UriError 'invalid-argument' naming the parameter, what was given and what is expected, never a
 * TypeError (the calls are those a hostile-argument run found throwing TypeError, or accepted in silence).
 */
import { describe, expect, it } from 'vitest';
import { audit, checkPolicy, contextOf } from '../../src/audit/index.js';
import {
  DEFAULT_REGISTRY, Uri, UriError, comparisonKey, createRegistry, normalize, parse, resolve, relativize, equivalent, isValid,
} from '../../src/index.js';
import { fromURLSearchParams } from '../../src/query/index.js';
import { catchUriError } from '../helpers/expect.js';

/** Asserts fn throws invalid-argument, and that the message names `says` and no "undefined undefined". */
function refuses(fn: () => unknown, says: string | RegExp): void {
  const e = catchUriError(fn);
  expect(e.code).toBe('invalid-argument');
  expect(e.message).toMatch(says);
  expect(e.message).not.toContain('undefined undefined');
}

describe('options that are not objects, fields of the wrong type, unknown keys', () => {
  it.each([
    ['parse(s, 5)', () => parse('a', 5 as never), /parse: options must be an object, got number 5/],
    ["parse(s, { iri: 'yes' })", () => parse('a', { iri: 'yes' } as never), /parse: options\.iri must be true or false/],
    ['isValid(s, { rule: 1 })', () => isValid('a', { rule: 1 } as never), /isValid: options\.rule must be one of/],
    ["resolve(b, r, { strict: 'false' })", () => resolve('http://a/', 'b', { strict: 'false' } as never), /resolve: options\.strict must be true or false, got "false"/],
    ['resolve(b, r, { strct: false })', () => resolve('http://a/', 'b', { strct: false } as never), /resolve: unknown option "strct"/],
    ['normalize(u, null)', () => normalize('http://a/', null as never), /normalize: options must be an object, got null/],
    ['normalize(u, { skip: false })', () => normalize('http://a/', { skip: false } as never), /normalize: options\.skip must be an array of built-in step names/],
    ['normalize(u, { skip: 1 })', () => normalize('http://a/', { skip: 1 } as never), /options\.skip must be an array/],
    ["normalize(u, { skip: ['x'] })", () => normalize('http://a/', { skip: ['x'] } as never), /options\.skip\[0\] must be/],
    ['normalize(u, { extraSteps: true })', () => normalize('http://a/', { extraSteps: true } as never), /options\.extraSteps must be an array of normalize steps/],
    ['normalize(u, { extraSteps: [null] })', () => normalize('http://a/', { extraSteps: [null] } as never), /options\.extraSteps\[0\] must be a normalize step/],
    ["normalize(u, { extraSteps: ['x'] })", () => normalize('http://a/', { extraSteps: ['x'] } as never), /options\.extraSteps\[0\] must be a normalize step/],
    ['normalize(u, { registry: {} })', () => normalize('http://a/', { registry: {} } as never), /options\.registry must be a scheme registry/],
    ['a step returning null', () => normalize('http://a/', { extraSteps: [{ name: 'bad', apply: () => null }] } as never), /the step "bad" must return the components, got null/],
    ["comparisonKey(u, 'x'.repeat(2 ** 20))", () => comparisonKey('http://a/', 'x'.repeat(2 ** 20) as never), /comparisonKey: options must be an object, got "x{40}\.\.\."/],
    ["equivalent(a, b, { level: 'strict' })", () => equivalent('a:', 'a:', { level: 'strict' } as never), /options\.level must be 'string', 'syntax' or 'scheme'/],
    ['relativize(b, t, [])', () => relativize('http://a/', 'http://a/b', [] as never), /relativize: options must be an object, got an array/],
    ['createRegistry(undefined)', () => createRegistry(undefined as never), /createRegistry: entries must be an array/],
    ["createRegistry('http')", () => createRegistry('http' as never), /createRegistry: entries must be an array/],
    ['createRegistry([null])', () => createRegistry([null] as never), /createRegistry: entries\[0\] must be a scheme entry/],
    ["createRegistry([{ name: 'a b', spec: 'x' }])", () => createRegistry([{ name: 'a b', spec: 'x' }]), /entries\[0\]\.name must be a scheme name/],
    ["createRegistry([{ name: 'x', spec: 'y', defaultPort: '80' }])", () => createRegistry([{ name: 'x', spec: 'y', defaultPort: '80' } as never]), /entries\[0\]\.defaultPort must be a port number/],
    ['DEFAULT_REGISTRY.get(5)', () => DEFAULT_REGISTRY.get(5 as never), /registry\.get: the scheme must be a string, got number 5/],
    ['audit(u, { rules: [null] })', () => audit('http://a/', { rules: [null] } as never), /audit: options\.rules\[0\] must be a rule/],
    ['audit(u, { rules: [{}] })', () => audit('http://a/', { rules: [{}] } as never), /audit: options\.rules\[0\] must be a rule/],
    ['audit(u, { registry: {} })', () => audit('http://a/', { registry: {} } as never), /audit: options\.registry must be a scheme registry/],
    ['checkPolicy(u, { ports: [80], registry: {} })', () => checkPolicy('http://a/', { ports: [80], registry: {} } as never), /checkPolicy: policy\.registry must be a scheme registry/],
    ["contextOf('http://a/')", () => contextOf('http://a/' as never), /contextOf: the URI must be a Uri/],
    ['fromURLSearchParams([null])', () => fromURLSearchParams([null] as never), /fromURLSearchParams: params must be a URLSearchParams/],
    ['fromURLSearchParams with a number value', () => fromURLSearchParams({ forEach: (f: (v: unknown, k: unknown) => void) => f(1, 'a') } as never), /string keys and values/],
  ] as const)('%s', (_name, fn, says) => refuses(fn, says));
});

describe('values that cannot be forged, and that cross copies of urikit', () => {
  it('new UriError() with no arguments is invalid-argument, not a TypeError', () => {
    refuses(() => new (UriError as unknown as new () => UriError)(), /new UriError\(code, index, input/);
  });
  it('a Uri cannot be made from arbitrary offsets (a forged javascript: Uri would pass the audit)', () => {
    const Forge = Uri as unknown as new (...args: unknown[]) => Uri;
    refuses(() => new Forge('javascript:alert(1)', -1, -1, -1, 0, -1, -1, 0, 0), /new Uri\(\): a Uri is made by parse\(\)/);
    refuses(() => new Forge(Symbol('urikit.Uri'), 'javascript:alert(1)', -1, -1, -1, 0, -1, -1, 0, 0), /new Uri\(\)/);
  });
  it('instanceof reads a brand that every copy of urikit shares (ESM and CommonJS builds, two versions)', () => {
    const u = parse('http://a/');
    const fromAnotherCopy = Object.create(null) as Record<symbol, unknown>;
    fromAnotherCopy[Symbol.for('urikit.Uri')] = true;
    expect(u instanceof Uri).toBe(true);
    expect(fromAnotherCopy instanceof Uri).toBe(true);
    expect({} instanceof Uri).toBe(false);
    expect(('http://a/' as unknown) instanceof Uri).toBe(false);
    const e = new UriError('missing-scheme', 0, 'a');
    expect(e instanceof UriError).toBe(true);
    expect(e instanceof Error).toBe(true);
    expect({ [Symbol.for('urikit.UriError')]: true } instanceof UriError).toBe(true);
    expect(new Error('x') instanceof UriError).toBe(false);
  });
  it("relocated() keeps an entry's own code text (a code outside the core's table)", () => {
    const e = new UriError('whatwg-failure' as never, 0, 'x', undefined, { section: 'S', title: 'the title', fix: 'the fix' });
    const moved = e.relocated(5, 'abcdefx');
    expect([moved.code, moved.index, moved.input]).toEqual(['whatwg-failure', 5, 'abcdefx']);
    expect(moved.message).toContain('the title (S); fix: the fix');
    expect(moved.entry).toEqual({ section: 'S', title: 'the title', fix: 'the fix' });
  });
});
