/** Shared helpers of the scheme views' tests (urikit/schemes): views without their scheme, as builders also take them. */
import { expect } from 'vitest';
import { catchUriError } from './expect.js';

/** The view without its `scheme` field (a builder takes it so, and means its own scheme). */
export function withoutScheme<V extends { scheme: string }>(view: V): Omit<V, 'scheme'> {
  const { scheme: _scheme, ...rest } = view;
  return rest;
}

/**
 * The scheme laws of a builder, for one view: without its scheme it builds the same URI; with
 * another scheme (`other`), or its own in upper case, it is refused with 'scheme-mismatch' at 0;
 * with a scheme that is no string, with 'invalid-argument' naming the field.
 */
export function expectSchemeLaws<V extends { scheme: string }>(view: V, build: (v: never) => { toString(): string }, other: string): void {
  const b = build as (v: unknown) => { toString(): string };
  expect(b(withoutScheme(view)).toString()).toBe(b(view).toString());
  expect(b({ ...view, scheme: undefined }).toString()).toBe(b(view).toString());
  for (const scheme of [other, view.scheme.toUpperCase()]) {
    const e = catchUriError(() => b({ ...view, scheme }));
    expect({ code: e.code, index: e.index }).toEqual({ code: 'scheme-mismatch', index: 0 });
  }
  const e = catchUriError(() => b({ ...view, scheme: 1n }));
  expect(e.code).toBe('invalid-argument');
  expect(e.message).toContain("the view's scheme must be");
}
