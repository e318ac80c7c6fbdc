/**
 * RFC 3986 §5 (inverse) — property laws of relativize (STYLE 29): resolve∘relativize is the
 * identity on every target resolution can produce, the answer is never longer than the target nor
 * than any reference that resolves to the same target, and targets with dot segments come back
 * unchanged. The arbitraries build realistic hierarchical and opaque URIs from a small alphabet of
 * segments (empty, dot segments, a ':' segment) so that bases and targets often share a scheme, an
 * authority and a path prefix, which is where relativization has work to do.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Uri, isValid, parse, relativize, resolve, tryParse } from '../../src/index.js';

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** A URI's components as generated; `text` is their §5.3 recomposition. */
interface Parts {
  scheme: string;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

function text(p: Parts): string {
  return p.scheme + ':' + (p.authority === undefined ? '' : '//' + p.authority) + p.path +
    (p.query === undefined ? '' : '?' + p.query) + (p.fragment === undefined ? '' : '#' + p.fragment);
}

/** Three times out of four. */
const often = fc.constantFrom(true, true, true, false);
// 'HTTP' and 'H' differ from 'http' and 'h' only in case: relativize compares as written.
const scheme = fc.constantFrom('http', 'http', 'a', 'HTTP');
const authority = fc.option(fc.constantFrom('h', 'h', 'g', '', 'u@h:1', 'H'), { freq: 3, nil: undefined });
// segment = *pchar: '', the dot segments, look-alikes of them, a ':' (§4.2), a ';' parameter, a %-encoding
const segment = fc.oneof(
  { arbitrary: fc.constantFrom('', 'a', 'b', 'c', 'a:b', 'd;p', '..a', '.b', '%2E'), weight: 5 },
  { arbitrary: fc.constantFrom('.', '..'), weight: 1 },
);
const segments = fc.array(segment, { maxLength: 5 });
const query = fc.option(fc.constantFrom('', 'q', 'y', 'a=b/c', '?'), { freq: 2, nil: undefined });
const fragment = fc.option(fc.constantFrom('', 'f', 's', 'x/y'), { freq: 2, nil: undefined });

/** A path for the given authority: '' or absolute with one; '', absolute or rootless without. */
function pathFrom(rooted: boolean, segs: readonly string[], hasAuthority: boolean): string {
  const joined = segs.join('/');
  return rooted || (hasAuthority && joined !== '') ? '/' + joined : joined;
}

const partsArb: fc.Arbitrary<Parts> = fc
  .record({ scheme, authority, rooted: often, segs: segments, query, fragment })
  .map(({ scheme, authority, rooted, segs, query, fragment }) => ({
    scheme, authority, path: pathFrom(rooted, segs, authority !== undefined), query, fragment,
  }))
  .filter((p) => isValid(text(p))); // drops '//' paths without an authority

/** A target that shares much with the base: its scheme, authority, a prefix of its path, its query. */
function targetNear(base: Parts): fc.Arbitrary<Parts> {
  const baseSegs = base.path === '' ? [] : base.path.split('/');
  return fc
    .record({
      keepScheme: often, scheme,
      keepAuthority: often, authority,
      keepPath: fc.constantFrom(true, false, false),
      keepSegs: fc.nat({ max: baseSegs.length }),
      extra: fc.array(segment, { maxLength: 3 }),
      keepQuery: fc.boolean(), query,
      fragment,
    })
    .map((r) => {
      const tAuthority = r.keepAuthority ? base.authority : r.authority;
      let path = r.keepPath ? base.path : [...baseSegs.slice(0, r.keepSegs), ...r.extra].join('/');
      if (tAuthority !== undefined && path !== '' && !path.startsWith('/')) path = '/' + path;
      return {
        scheme: r.keepScheme ? base.scheme : r.scheme,
        authority: tAuthority,
        path,
        query: r.keepQuery ? base.query : r.query,
        fragment: r.fragment,
      };
    })
    .filter((p) => isValid(text(p)));
}

/** A base and a target: near each other most of the time, independent sometimes. */
const baseAndTarget: fc.Arbitrary<[string, string]> = partsArb.chain((base) =>
  fc.oneof({ arbitrary: targetNear(base), weight: 4 }, { arbitrary: partsArb, weight: 1 })
    .map((target): [string, string] => [text(base), text(target)]),
);

/** Opaque bases (java.net.URI's sense): no authority, a path not starting with '/' (`mailto:x`, `urn:a:b`). */
const opaqueParts: fc.Arbitrary<Parts> = fc
  .record({
    scheme: fc.constantFrom('urn', 'mailto', 'a'),
    segs: fc.array(fc.constantFrom('a', 'b', 'a:b', 'isbn:1', 'x@y', '', '.', '..'), { minLength: 1, maxLength: 4 }),
    query, fragment,
  })
  .map(({ scheme, segs, query, fragment }) => ({ scheme, authority: undefined, path: segs.join('/'), query, fragment }))
  .filter((p) => !p.path.startsWith('/') && isValid(text(p)));

const opaqueBaseAndTarget: fc.Arbitrary<[string, string]> = opaqueParts.chain((base) =>
  fc.oneof(
    { arbitrary: targetNear(base), weight: 4 },
    { arbitrary: opaqueParts, weight: 1 },
    { arbitrary: partsArb, weight: 1 },
  ).map((target): [string, string] => [text(base), text(target)]),
);

/**
 * A reference of every §4.2 kind (and sometimes with a scheme), from the same alphabet, dot
 * segments included: resolving it against a base gives a target it witnesses.
 */
const reference: fc.Arbitrary<string> = fc
  .record({
    kind: fc.constantFrom('uri', 'network-path', 'absolute-path', 'relative-path', 'relative-path', 'empty'),
    scheme, authority: fc.constantFrom('h', 'g', '', 'u@h:1'), segs: segments, query, fragment,
  })
  .map(({ kind, scheme, authority, segs, query, fragment }) => {
    const joined = segs.join('/');
    const head =
      kind === 'uri' ? scheme + ':' + joined
      : kind === 'network-path' ? '//' + authority + (joined === '' ? '' : '/' + joined)
      : kind === 'absolute-path' ? '/' + joined
      : kind === 'relative-path' ? joined
      : '';
    return head + (query === undefined ? '' : '?' + query) + (fragment === undefined ? '' : '#' + fragment);
  })
  .filter((r) => tryParse(r) !== null);

// ---------------------------------------------------------------------------------------------
// The laws

/**
 * The targets resolution can produce are exactly its fixed points: resolving an absolute target
 * only removes dot segments from its path (§5.2.2 with R.scheme defined), so a target with none,
 * or with only resolve's '/.//' guard, is one. relativize must give such a target back exactly.
 */
function isReachable(base: string, target: string): boolean {
  return resolve(base, target).toString() === target;
}

function checkLaws(base: string, target: string): void {
  const got = relativize(base, target).toString();
  if (isReachable(base, target)) {
    expect(resolve(base, got).toString()).toBe(target);
  } else {
    // a dot segment in the target's path: unchanged, unless a same-document or query-only reference reaches it
    expect(got === target || resolve(base, got).toString() === target).toBe(true);
  }
  expect(got.length).toBeLessThanOrEqual(target.length);
}

describe('relativize properties (hierarchical and mixed bases)', () => {
  it('resolve(base, relativize(base, t)) is t for every reachable t, and is no longer than t', () => {
    fc.assert(fc.property(baseAndTarget, ([base, target]) => checkLaws(base, target)), { numRuns: 3000 });
  });

  it('is never longer than any reference that resolves to the same target', () => {
    fc.assert(
      fc.property(partsArb, reference, (baseParts, ref) => {
        const base = text(baseParts);
        const target = resolve(base, ref).toString();
        const got = relativize(base, target).toString();
        expect(resolve(base, got).toString()).toBe(target);
        expect(got.length).toBeLessThanOrEqual(ref.length);
      }),
      { numRuns: 3000 },
    );
  });

  it('a target with a dot segment and another path comes back unchanged', () => {
    fc.assert(
      fc.property(baseAndTarget, ([base, target]) => {
        const t = parse(target);
        fc.pre(!isReachable(base, target) && t.path !== parse(base).path);
        expect(relativize(base, target).toString()).toBe(target);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same answer for strings and Uris, and leaves its inputs as they were', () => {
    fc.assert(
      fc.property(baseAndTarget, ([base, target]) => {
        const b: Uri = parse(base);
        const t: Uri = parse(target);
        expect(relativize(b, t).toString()).toBe(relativize(base, target).toString());
        expect([b.toString(), t.toString()]).toEqual([base, target]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('relativize properties (opaque bases: mailto:, urn:, rootless paths)', () => {
  it('resolve(base, relativize(base, t)) is t for every reachable t, and is no longer than t', () => {
    fc.assert(fc.property(opaqueBaseAndTarget, ([base, target]) => checkLaws(base, target)), { numRuns: 3000 });
  });

  it('is never longer than any reference that resolves to the same target', () => {
    fc.assert(
      fc.property(opaqueParts, reference, (baseParts, ref) => {
        const base = text(baseParts);
        const target = resolve(base, ref).toString();
        const got = relativize(base, target).toString();
        expect(resolve(base, got).toString()).toBe(target);
        expect(got.length).toBeLessThanOrEqual(ref.length);
      }),
      { numRuns: 3000 },
    );
  });
});
