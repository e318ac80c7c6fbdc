/** Test helper: URI references written from generated components (RFC 3986 §5.3's recomposition, with no checks). */

import fc from 'fast-check';

/** Generated components: each undefined when absent. */
export interface GeneratedReference {
  readonly scheme: string | undefined;
  readonly authority: { readonly userinfo: string | undefined; readonly host: string; readonly port: string | undefined } | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

/**
 * The reference of `c`, as §5.3 recomposes it; with an authority, a path that is neither empty nor
 * rooted gets a '/' in front (so that the authority still ends where it did).
 */
export function referenceText(c: GeneratedReference): string {
  const a = c.authority;
  return (c.scheme !== undefined ? c.scheme + ':' : '') +
    (a !== undefined
      ? '//' + (a.userinfo !== undefined ? a.userinfo + '@' : '') + a.host + (a.port !== undefined ? ':' + a.port : '') +
        (c.path === '' || c.path.startsWith('/') ? '' : '/')
      : '') +
    c.path + (c.query !== undefined ? '?' + c.query : '') + (c.fragment !== undefined ? '#' + c.fragment : '');
}

/** Arbitraries of each component (a component's absence is the caller's: `scheme` may draw undefined). */
export interface ReferenceParts {
  readonly scheme: fc.Arbitrary<string | undefined>;
  readonly userinfo: fc.Arbitrary<string>;
  readonly host: fc.Arbitrary<string>;
  readonly port: fc.Arbitrary<string>;
  readonly path: fc.Arbitrary<string>;
  /** The query's and the fragment's (each drawn on its own; undefined: absent). */
  readonly tail: fc.Arbitrary<string | undefined>;
}

/** References of generated components: an authority (with an optional userinfo and port) or none. */
export function generatedReference(parts: ReferenceParts): fc.Arbitrary<string> {
  return fc.record({
    scheme: parts.scheme,
    authority: fc.option(
      fc.record({ userinfo: fc.option(parts.userinfo, { nil: undefined }), host: parts.host, port: fc.option(parts.port, { nil: undefined }) }),
      { nil: undefined },
    ),
    path: parts.path,
    query: parts.tail,
    fragment: parts.tail,
  }).map(referenceText);
}
