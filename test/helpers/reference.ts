/** Test helper: a URI reference written from generated components (RFC 3986 §5.3's recomposition, with no checks). */

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
