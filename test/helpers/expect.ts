/** Shared test helpers: keep the per-section tables short (STYLE 25). */
import { expect, it } from 'vitest';
import { UriError, type UriErrorCode } from '../../src/errors.js';
import { parse, type ParseOptions, type Uri } from '../../src/uri.js';
import { parseCommonUri } from '../../src/fast-path.js';
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

/** A Uri's offsets and flags: what the fast path and the general reader must agree on. */
export function offsetsOf(uri: Uri): number[] {
  return [uri._schemeEnd, uri._hostStart, uri._hostEnd, uri._pathStart, uri._queryStart, uri._fragmentStart, uri._hostKind, uri._flags];
}

/**
 * Asserts that parse's fast path for the common shape (src/fast-path.ts) agrees with the general
 * reader on input: it declines (null) or gives the very Uri the general reader gives. Every table
 * row goes through here (issue 4: the fast path repeats part of readReference).
 */
export function expectFastPathAgrees(input: string): void {
  const fast = parseCommonUri(input);
  if (fast === null) return;
  const general = parse(input, { rule: 'URI-reference' }); // with options, parse takes the general reader
  expect(offsetsOf(fast)).toEqual(offsetsOf(general));
}

/** Asserts that parse(input) fails with this code at this index. */
export function expectFail(input: string, code: UriErrorCode, index: number, options?: ParseOptions): UriError {
  const e = expectUriError(() => parse(input, options), code, index);
  expect(e.input).toBe(input);
  // the fast path never accepts what the general reader refuses
  if (options?.rule === undefined || options.rule === 'URI-reference') expect(parseCommonUri(input)).toBeNull();
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
  expectFastPathAgrees(input);
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
