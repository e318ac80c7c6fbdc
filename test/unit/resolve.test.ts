/** RFC 3986 Sec. 5 - reference resolution: resolve() and remove_dot_segments. */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/resolve.js';
import { removeDotSegments } from '../../src/segment.js';
import { Uri, parse } from '../../src/uri.js';
import { expectRelativeAgrees, expectUriError } from '../helpers/expect.js';

// RFC 3986 Sec. 5.4: "Within a representation with a well defined base URI of http://a/b/c/d;p?q"
const BASE = 'http://a/b/c/d;p?q';

/** [reference, target] rows; the target is the same in strict and non-strict mode. */
type Row = readonly [ref: string, want: string];

// RFC 3986 Sec. 5.4.1 Normal Examples, verbatim
const NORMAL: readonly Row[] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
];

// RFC 3986 Sec. 5.4.2 Abnormal Examples, verbatim (all but "http:g", which depends on the mode)
const ABNORMAL: readonly Row[] = [
  // more ".." segments than hierarchical levels in the base path
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  // "." and ".." removed only when they are complete path segments
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  // unnecessary or nonsensical forms of "." and ".."
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  // the query and fragment are separated from the path before merging
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
];

const MODES = [
  // RFC 3986 Sec. 5.4.2: "http:g" = "http:g" ; for strict parsers / "http://a/b/c/g" ; for backward compatibility
  { mode: 'strict', options: { strict: true }, httpG: 'http:g' },
  { mode: 'non-strict', options: { strict: false }, httpG: 'http://a/b/c/g' },
] as const;

describe.each(MODES)('RFC 3986 Sec. 5.4 examples against http://a/b/c/d;p?q ($mode)', ({ options, httpG }) => {
  it.each(NORMAL)('Sec. 5.4.1 %j resolves to %j', (ref, want) => {
    expect(resolve(BASE, ref, options).toString()).toBe(want);
  });

  it.each(ABNORMAL)('Sec. 5.4.2 %j resolves to %j', (ref, want) => {
    expect(resolve(BASE, ref, options).toString()).toBe(want);
  });

  it(`Sec. 5.4.2 "http:g" resolves to ${JSON.stringify(httpG)}`, () => {
    expect(resolve(BASE, 'http:g', options).toString()).toBe(httpG);
  });

  it("resolve's fast path for references (readRelativeRef) agrees with the general reader on every row", () => {
    for (const [ref] of [...NORMAL, ...ABNORMAL]) expectRelativeAgrees(ref);
  });

  it('accepts Uri values as well as strings, with the same result', () => {
    for (const [ref, want] of [...NORMAL, ...ABNORMAL]) {
      expect(resolve(parse(BASE), ref, options).toString()).toBe(want);
      expect(resolve(BASE, parse(ref), options).toString()).toBe(want);
      expect(resolve(parse(BASE), parse(ref), options).toString()).toBe(want);
    }
  });

  it('returns a Uri whose components are those of its string (no stale offsets)', () => {
    for (const [ref] of [...NORMAL, ...ABNORMAL, ['http:g'] as const]) {
      const got = resolve(BASE, ref, options);
      expect(got).toBeInstanceOf(Uri);
      const again = parse(got.toString(), { rule: 'URI' });
      expect(got.toComponents()).toEqual(again.toComponents());
      expect(got.hostKind).toBe(again.hostKind);
    }
  });
});

describe("RFC 3986 Sec. 5.2.3-5.2.4 a '.' in the path, as the common shape's reader reports it (readCommonUri's hint)", () => {
  // resolve reads a base or reference of the common shape (scheme "://" host ...) with readCommonUri, which
  // tells whether its path holds a '.': without one, no dot segment is looked for. A Uri argument comes with
  // no such hint, and userinfo takes the general reader: each row gives the same through all three.
  // The targets follow Sec. 5.2.3 merge and Sec. 5.2.4 remove_dot_segments step by step.
  const bases: readonly (readonly [base: string, g: string, upG: string])[] = [
    ['http://a/b.c/d', 'http://a/b.c/g', 'http://a/g'], // a '.' inside a segment: no dot segment
    ['http://a.b/c/d', 'http://a.b/c/g', 'http://a.b/g'], // a '.' in the host only
    ['http://a/b/./c/d', 'http://a/b/c/g', 'http://a/b/g'], // "/b/./c/g", "/b/./c/../g"
    ['http://a/b/../c/d', 'http://a/c/g', 'http://a/g'], // "/b/../c/g", "/b/../c/../g"
    ['http://a/./', 'http://a/g', 'http://a/g'], // "/./g", "/./../g"
    ['http://a/b/c/..', 'http://a/b/c/g', 'http://a/b/g'], // the last segment is not merged
    ['http://u@a/b/./c', 'http://u@a/b/g', 'http://u@a/g'], // userinfo: the general reader
  ];
  it.each(bases)('base %j: "g" -> %j, "../g" -> %j', (base, g, upG) => {
    for (const b of [base, parse(base)]) {
      expect(resolve(b, 'g').toString()).toBe(g);
      expect(resolve(b, '../g').toString()).toBe(upG);
    }
  });

  const references: readonly Row[] = [
    ['http://x/a/./b/../c', 'http://x/a/c'],
    ['http://x/a.b/c', 'http://x/a.b/c'],
    ['http://x.y/a', 'http://x.y/a'],
    ['http://x/a/..', 'http://x/'],
    ['http://x/.', 'http://x/'],
    ['HTTP://X.Y/..', 'HTTP://X.Y/'],
    ['http://x/a?b/../c', 'http://x/a?b/../c'], // dots in the query are not in the path
    ['http://x/a#./..', 'http://x/a#./..'],
    ['http://u@x/a/./b', 'http://u@x/a/b'], // userinfo: the general reader
  ];
  it.each(references)('reference %j -> %j', (ref, want) => {
    for (const r of [ref, parse(ref)]) {
      const got = resolve(BASE, r);
      expect(got.toString()).toBe(want);
      expect(got.toComponents()).toEqual(parse(want).toComponents());
    }
  });
});

describe('RFC 3986 Sec. 5.2.2 strict and non-strict differ only for a reference with the base scheme', () => {
  // Sec. 5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)"; Sec. 3.1: the scheme
  // is case-insensitive, so "HTTP:g" names the base's scheme too.
  const rows: readonly (readonly [base: string, ref: string, strict: string, nonStrict: string])[] = [
    [BASE, 'http:g', 'http:g', 'http://a/b/c/g'],
    [BASE, 'HTTP:g', 'HTTP:g', 'http://a/b/c/g'],
    [BASE, 'http:?y', 'http:?y', 'http://a/b/c/d;p?y'],
    [BASE, 'http:', 'http:', 'http://a/b/c/d;p?q'],
    [BASE, 'http://x/./y', 'http://x/y', 'http://x/y'],
    [BASE, 'https:g', 'https:g', 'https:g'],
    [BASE, 'g:h', 'g:h', 'g:h'],
  ];
  it.each(rows)('%j + %j -> strict %j, non-strict %j', (base, ref, strict, nonStrict) => {
    expect(resolve(base, ref).toString()).toBe(strict); // strict is the default
    expect(resolve(base, ref, { strict: true }).toString()).toBe(strict);
    expect(resolve(base, ref, { strict: false }).toString()).toBe(nonStrict);
  });
});

describe('RFC 3986 Sec. 5.2.2 the target Uri\'s getters (userinfo, ports, IP-literal hosts)', () => {
  interface Want {
    scheme: string;
    userinfo: string | undefined;
    host: string | undefined;
    hostKind: string | undefined;
    port: string | undefined;
    path: string;
    query: string | undefined;
    fragment: string | undefined;
    text: string;
  }
  const rows: readonly (readonly [base: string, ref: string, want: Want])[] = [
    // T.authority = Base.authority, with userinfo, an IPv6 host and a port
    ['http://u:p@[2001:db8::7]:8080/x/y?q#f', '../z?w#v', {
      scheme: 'http', userinfo: 'u:p', host: '[2001:db8::7]', hostKind: 'ipv6', port: '8080',
      path: '/z', query: 'w', fragment: 'v', text: 'http://u:p@[2001:db8::7]:8080/z?w#v',
    }],
    // R.path == "": T.path = Base.path, T.query = Base.query; T.fragment = R.fragment
    ['https://user@192.0.2.16:443/a/b?k=v', '#top', {
      scheme: 'https', userinfo: 'user', host: '192.0.2.16', hostKind: 'ipv4', port: '443',
      path: '/a/b', query: 'k=v', fragment: 'top', text: 'https://user@192.0.2.16:443/a/b?k=v#top',
    }],
    // an empty userinfo and an empty port are kept as they are
    ['foo://@h:/a/b', 'c', {
      scheme: 'foo', userinfo: '', host: 'h', hostKind: 'reg-name', port: '', path: '/a/c', query: undefined,
      fragment: undefined, text: 'foo://@h:/a/c',
    }],
    // an IPvFuture host
    ['ldap://[v7.x:y]:389/c=GB?one', './d=1', {
      scheme: 'ldap', userinfo: undefined, host: '[v7.x:y]', hostKind: 'ipvfuture', port: '389',
      path: '/d=1', query: undefined, fragment: undefined, text: 'ldap://[v7.x:y]:389/d=1',
    }],
    // Sec. 5.2.3 merge with an authority and an empty base path: "/" + R.path
    ['http://u@h:81', 'g?q', {
      scheme: 'http', userinfo: 'u', host: 'h', hostKind: 'reg-name', port: '81', path: '/g', query: 'q',
      fragment: undefined, text: 'http://u@h:81/g?q',
    }],
    // a network-path reference brings its own authority (T.authority = R.authority)
    ['http://u:p@h:81/a/b', '//[::1]:9/./x/../y?', {
      scheme: 'http', userinfo: undefined, host: '[::1]', hostKind: 'ipv6', port: '9', path: '/y', query: '',
      fragment: undefined, text: 'http://[::1]:9/y?',
    }],
    ['http://h/a', '//me@Example.COM:/p#', {
      scheme: 'http', userinfo: 'me', host: 'Example.COM', hostKind: 'reg-name', port: '', path: '/p', query: undefined,
      fragment: '', text: 'http://me@Example.COM:/p#',
    }],
    // an empty host (file:///)
    ['file:///etc/hosts', 'passwd', {
      scheme: 'file', userinfo: undefined, host: '', hostKind: 'reg-name', port: undefined, path: '/etc/passwd',
      query: undefined, fragment: undefined, text: 'file:///etc/passwd',
    }],
    // a URI reference (R.scheme defined) keeps its own authority, none here
    ['http://u@h:1/a', 'urn:x:./y', {
      scheme: 'urn', userinfo: undefined, host: undefined, hostKind: undefined, port: undefined, path: 'x:./y',
      query: undefined, fragment: undefined, text: 'urn:x:./y',
    }],
    ['http://u@h:1/a', 'FTP://[::FFFF:1.2.3.4]:21/../r', {
      scheme: 'FTP', userinfo: undefined, host: '[::FFFF:1.2.3.4]', hostKind: 'ipv6', port: '21', path: '/r',
      query: undefined, fragment: undefined, text: 'FTP://[::FFFF:1.2.3.4]:21/r',
    }],
    // a base without an authority
    ['mailto:a@example.com?subject=x', '?body=y', {
      scheme: 'mailto', userinfo: undefined, host: undefined, hostKind: undefined, port: undefined,
      path: 'a@example.com', query: 'body=y', fragment: undefined, text: 'mailto:a@example.com?body=y',
    }],
  ];
  it.each(rows)('%j + %j', (base, ref, want) => {
    for (const got of [resolve(base, ref), resolve(parse(base), parse(ref))]) {
      expect({
        scheme: got.scheme, userinfo: got.userinfo, host: got.host, hostKind: got.hostKind, port: got.port,
        path: got.path, query: got.query, fragment: got.fragment, text: got.toString(),
      }).toEqual(want);
    }
  });

  it('non-strict mode takes the base scheme and the reference authority, offsets included', () => {
    const got = resolve('http://u@a:1/b', 'HTTP://v@[::2]:3/./c?d#e', { strict: false });
    expect(got.toString()).toBe('http://v@[::2]:3/c?d#e');
    expect([got.scheme, got.userinfo, got.host, got.hostKind, got.port, got.path, got.query, got.fragment])
      .toEqual(['http', 'v', '[::2]', 'ipv6', '3', '/c', 'd', 'e']);
  });
});

describe('RFC 3986 Sec. 5.1, Sec. 5.2.1 the base URI', () => {
  it('Sec. 5.2.1 a base without a scheme throws relative-base at index 0', () => {
    for (const base of ['/a/b', '//h/a', 'a/b', '', '?q', '#f']) {
      const e = expectUriError(() => resolve(base, 'g'), 'relative-base', 0);
      expect(e.input).toBe(base);
      expectUriError(() => resolve(parse(base), 'g'), 'relative-base', 0);
    }
  });

  // Sec. 5.1: "the base URI ... its fragment, if any, is ignored"; Sec. 5.2.2: T.fragment = R.fragment
  const rows: readonly Row[] = [
    ['', 'http://a/b/c/d;p?q'],
    ['#s', 'http://a/b/c/d;p?q#s'],
    ['?y', 'http://a/b/c/d;p?y'],
    ['g', 'http://a/b/c/g'],
    ['//g', 'http://g'],
  ];
  it.each(rows)('Sec. 5.1 the base fragment is ignored: %j -> %j', (ref, want) => {
    expect(resolve('http://a/b/c/d;p?q#frag', ref).toString()).toBe(want);
    expect(resolve('http://a/b/c/d;p?q#', ref).toString()).toBe(want);
  });

  it('invalid input: a bad reference throws the parser\'s error; a non-string throws invalid-argument', () => {
    expectUriError(() => resolve(BASE, 'a b'), 'invalid-path-char', 1);
    expectUriError(() => resolve('http://a/%zz', 'g'), 'invalid-percent-encoding', 9);
    expectUriError(() => resolve(42 as unknown as string, 'g'), 'invalid-argument', 0);
    expectUriError(() => resolve(BASE, null as unknown as string), 'invalid-argument', 0);
  });

  it('returns a new value and leaves its inputs unchanged (STYLE 17)', () => {
    const b = parse(BASE);
    const r = parse('../g?y#s');
    const got = resolve(b, r);
    expect(got).not.toBe(b);
    expect(got).not.toBe(r);
    expect([b.toString(), r.toString()]).toEqual([BASE, '../g?y#s']);
  });
});

describe('RFC 3986 Sec. 5.2.4 remove_dot_segments', () => {
  // Sec. 5.2.4's two worked examples, then the edge cases of steps A-E
  const rows: readonly (readonly [input: string, output: string])[] = [
    ['/a/b/c/./../../g', '/a/g'],
    ['mid/content=5/../6', 'mid/6'],
    ['', ''],
    ['.', ''], // D
    ['..', ''], // D
    ['/.', '/'], // B, then E
    ['/..', '/'], // C, then E
    ['../a', 'a'], // A
    ['./a', 'a'], // A
    ['a/..', '/'], // E "a", C (removes "a", leaves "/"), E "/"
    ['a/.', 'a/'],
    ['/a/b/..', '/a/'],
    ['/a/b/.', '/a/b/'],
    ['//', '//'],
    ['/./', '/'],
    ['/../', '/'],
    ['../../', ''],
    ['/a/./b/../../c/', '/c/'],
    ['/a/../../b', '/b'],
    ['a/b/../../..', '/'],
    ['/a//../b', '/a/b'],
    ['/.a/..b/.../a./b..', '/.a/..b/.../a./b..'], // only complete segments are dot segments
    ['/%2E/%2e%2E', '/%2E/%2e%2E'], // and only literal dots (decoding is Sec. 6.2.2.2's job)
    ['/a/b/c/./../../g?x', '/a/g?x'], // the function sees only a path; '?' is data here
  ];
  it.each(rows)('%j -> %j', (input, want) => {
    expect(removeDotSegments(input)).toBe(want);
  });

  it('throws invalid-argument for a non-string', () => {
    expectUriError(() => removeDotSegments(undefined as unknown as string), 'invalid-argument', 0);
  });
});

describe('deviation: a target path starting with "//" without an authority is written "/.//" (README)', () => {
  // Sec. 5.2.4 can produce "//x" where there is no authority, and Sec. 5.3 would then recompose a string whose
  // "//x" reads as an authority; urikit writes "/.//x", which remove_dot_segments maps back to "//x".
  const rows: readonly (readonly [base: string, ref: string, want: string, path: string])[] = [
    ['a:/b', '/.//x', 'a:/.//x', '/.//x'],
    ['a:/b/c', '..//x', 'a:/.//x', '/.//x'],
    ['a:/b/c', './/x', 'a:/b//x', '/b//x'], // no guard needed: the path starts with "/b"
    ['a:/b', '/..//x?q#f', 'a:/.//x?q#f', '/.//x'],
    ['a:b', '..//x', 'a:/x', '/x'], // Sec. 5.2.4 step A removes "../", leaving "/x"
    ['a:b/c', '..//x', 'a:/.//x', '/.//x'], // merge "b/..//x": E "b", C removes it leaving "//x", E "/", E "/x"
    ['http://h/b/c', '..//x', 'http://h//x', '//x'], // with an authority, "//x" is a valid path-abempty
    ['a:/b', 'a:/.//x', 'a:/.//x', '/.//x'], // R.scheme defined: T.path = remove_dot_segments(R.path)
  ];
  it.each(rows)('%j + %j -> %j', (base, ref, want, path) => {
    const got = resolve(base, ref);
    expect(got.toString()).toBe(want);
    expect(got.path).toBe(path);
    expect(got.host).toBe(parse(want).host);
    expect(parse(got.toString(), { rule: 'URI' }).path).toBe(path);
  });
});
