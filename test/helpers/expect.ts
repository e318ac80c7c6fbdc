/** Shared test helpers: keep the per-section tables short (STYLE 25). */
import { expect } from 'vitest';
import { UriError, type UriErrorCode } from '../../src/errors.js';
import { parse, type ParseOptions } from '../../src/uri.js';
import type { Components } from '../../src/compose.js';

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
