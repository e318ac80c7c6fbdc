/** Shared test helpers: keep the per-section tables short (STYLE 25). */
import { expect, it } from 'vitest';
import { UriError, type UriErrorCode } from '../../src/errors.js';
import { parse, tryParse, type ParseOptions, type Uri } from '../../src/uri.js';
import { isNormal, normalize, normalizeBySteps } from '../../src/normalize.js';
import type { Components } from '../../src/compose.js';
import * as offsets from '../../src/offsets.js';
import { ParseState, type Rule, RULE_REFERENCE, parseOffsets, readCommonUri, readRelativeRef } from '../../src/parse.js';

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

/** A Uri's offsets and flags (offsets.ts): what the fast path and the general reader must agree on. */
export function offsetsOf(uri: Uri): number[] {
  return [
    offsets.schemeEndOf(uri), offsets.hostStartOf(uri), offsets.hostEndOf(uri), offsets.pathStartOf(uri),
    offsets.queryStartOf(uri), offsets.fragmentStartOf(uri), offsets.hostKindOf(uri), offsets.uriFlagsOf(uri),
  ];
}

const FAST = new ParseState();
const GENERAL = new ParseState();

/** The offsets parse's fast path (readCommonUri) gives for input, in register order, or null when it declines. */
export function commonRegisters(input: string, networkPath = false): number[] | null {
  return readCommonUri(input, (_s, ...offsets) => offsets.slice(0, 7), networkPath);
}

/**
 * Asserts that parse's fast path for the common shape (readCommonUri in src/parse.ts) agrees with
 * the general reader on input: it declines, or fills the very registers the general reader fills.
 * Every table row goes through here (the fast path repeats part of readReference).
 */
export function expectFastPathAgrees(input: string): void {
  // as parse reads (a URI), and as resolve reads a reference (a network-path reference too)
  for (const networkPath of [false, true]) {
    const fast = commonRegisters(input, networkPath);
    if (fast === null) continue;
    expect(parseOffsets(GENERAL, input, RULE_REFERENCE), `the general reader on ${JSON.stringify(input)}`).toBe(true);
    expect(fast).toEqual([...GENERAL.r]);
  }
}

/** Asserts that parse(input) fails with this code at this index. */
export function expectFail(input: string, code: UriErrorCode, index: number, options?: ParseOptions): UriError {
  const e = expectUriError(() => parse(input, options), code, index);
  expect(e.input).toBe(input);
  // the fast path never accepts what the general reader refuses
  if (options?.rule === undefined || options.rule === 'URI-reference') {
    expect(commonRegisters(input)).toBeNull();
    expect(commonRegisters(input, true)).toBeNull();
  }
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

/**
 * Asserts that normalize's fast paths agree with its steps, at both levels: isNormal says "already
 * normal" only where the steps change nothing, and the one-pass normalizer gives the steps' string
 * and the offsets a parse of it gives. Every normalize table row goes through here.
 */
export function expectIsNormalAgrees(input: string): void {
  const u = tryParse(input) ?? tryParse(input, { iri: true });
  if (u === null) return;
  for (const level of ['syntax', 'scheme'] as const) {
    const bySteps = normalizeBySteps(u, { level }).toString();
    if (isNormal(u, level === 'scheme')) expect(bySteps, `${input} at ${level}`).toBe(input);
    // the one-pass normalizer (what normalize runs for plain options) gives what the steps give
    const onePass = normalize(u, { level });
    expect(onePass.toString(), `one pass on ${input} at ${level}`).toBe(bySteps);
    expect(offsetsOf(onePass), `offsets of ${onePass.toString()}`).toEqual(offsetsOf(parse(bySteps, { iri: u.isIri, zoneId: (offsets.uriFlagsOf(u) & offsets.PARSE_ZONES) !== 0 })));
  }
}

/** The registers resolve's fast path (readRelativeRef) fills for input, or null when it declines. */
export function relativeRegisters(input: string): number[] | null {
  return readRelativeRef(FAST, input) ? [...FAST.r] : null;
}

/** Asserts that readRelativeRef declines input or fills the registers exactly as the general reader does. */
export function expectRelativeAgrees(input: string): void {
  const fast = relativeRegisters(input);
  if (fast === null) return;
  expect(parseOffsets(GENERAL, input, RULE_REFERENCE), `general reader on ${JSON.stringify(input)}`).toBe(true);
  expect(fast).toEqual([...GENERAL.r]);
}
