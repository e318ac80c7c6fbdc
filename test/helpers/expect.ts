/** Shared test helpers: keep the per-section tables short (STYLE 25). */
import { expect, it } from 'vitest';
import { UriError, type UriErrorCode } from '../../src/errors.js';
import { parse, type ParseOptions } from '../../src/uri.js';
import type { Components } from '../../src/compose.js';
import type { Rule } from '../../src/parse.js';

/** Runs fn and returns the UriError it throws; fails the test when it throws nothing or anything else. */
export function catchUriError(fn: () => unknown): UriError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(UriError);
    return e as UriError;
  }
  throw new Error('expected a UriError, but nothing was thrown');
}

/** Asserts that fn throws a UriError with this code and index. */
export function expectUriError(fn: () => unknown, code: UriErrorCode, index: number): UriError {
  const e = catchUriError(fn);
  expect({ code: e.code, index: e.index }).toEqual({ code, index });
  return e;
}

/** Asserts that parse(input) fails with this code at this index. */
export function expectFail(input: string, code: UriErrorCode, index: number, options?: ParseOptions): UriError {
  const e = expectUriError(() => parse(input, options), code, index);
  expect(e.input).toBe(input);
  return e;
}

/** Asserts that parse(input) gives these components (only the ones named) and round-trips. */
export function expectParse(input: string, want: Partial<Components>, options?: ParseOptions): void {
  const uri = parse(input, options);
  const got = uri.toComponents();
  const picked: Partial<Components> = {};
  for (const key of Object.keys(want) as (keyof Components)[]) (picked as Record<string, unknown>)[key] = got[key];
  expect(picked).toEqual(want);
  expect(uri.toString()).toBe(input);
}

/** The code and index of the UriError fn throws; fails when it throws nothing or anything else. */
export function failure(fn: () => unknown): { code: UriErrorCode; index: number } {
  const e = catchUriError(fn);
  return { code: e.code, index: e.index };
}

/** A table row: an input and the components it must parse to. */
export type PassRow = [string, Partial<Components>];
/** A table row: an input, the code it must fail with, and the index. */
export type FailRow = [string, UriErrorCode, number];

/** One test per row: the input parses (by `rule`) to these components and round-trips. */
export function passes(rows: PassRow[], rule?: Rule): void {
  it.each(rows)('%j', (input, want) => {
    expectParse(input, want, rule === undefined ? undefined : { rule });
  });
}

/** One test per row: the input fails (by `rule`) with this code at this index. */
export function fails(rows: FailRow[], rule?: Rule): void {
  it.each(rows)('%j -> %s at %i', (input, code, index) => {
    expectFail(input, code, index, rule === undefined ? undefined : { rule });
  });
}
