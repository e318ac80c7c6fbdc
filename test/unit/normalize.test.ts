/** RFC 3986 Sec. 6.2.2-6.2.3 - normalize(), its named steps, the dry run, plug-in steps and the registry. */
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_STEPS, type NormalizeStep, type NormalizeStepName, normalizationChanges, normalize,
} from '../../src/normalize.js';
import { normalizeRelativePath, resolve } from '../../src/resolve.js';
import { DEFAULT_REGISTRY, createRegistry } from '../../src/schemes/registry.js';
import { parse } from '../../src/uri.js';
import type { Components } from '../../src/compose.js';
import { expectIsNormalAgrees, expectUriError } from '../helpers/expect.js';

/** normalize(input) as a string; and, on every row, normalize's fast path (isNormal) agrees with its steps. */
const norm = (input: string, options?: Parameters<typeof normalize>[1]): string => {
  expectIsNormalAgrees(input);
  return normalize(input, options).toString();
};

describe('RFC 3986 Sec. 6.2.2 syntax-based normalization', () => {
  it('Sec. 6.2.2 example: eXAMPLE://a/./b/../b/%63/%7bfoo%7d -> example://a/b/c/%7Bfoo%7D', () => {
    expect(norm('eXAMPLE://a/./b/../b/%63/%7bfoo%7d', { level: 'syntax' })).toBe('example://a/b/c/%7Bfoo%7D');
    expect(norm('example://a/b/c/%7Bfoo%7D', { level: 'syntax' })).toBe('example://a/b/c/%7Bfoo%7D');
  });

  // [input, syntax-normal form]
  const rows: readonly (readonly [string, string])[] = [
    // Sec. 6.2.2.1 case: scheme and host to lower case, hex digits of escapes to upper case
    ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/'],
    ['http://a/%3a%2f%c3%a9?%3f#%2f', 'http://a/%3A%2F%C3%A9?%3F#%2F'],
    ['http://%c3%A9X.example/', 'http://%C3%A9x.example/'], // the host's escapes are upper-cased, not lower-cased
    ['http://[2001:DB8::A]/P', 'http://[2001:db8::a]/P'], // the path keeps its case
    ['http://[V1.AbC]/', 'http://[v1.abc]/'],
    ['http://User:PW@A/', 'http://User:PW@a/'], // userinfo is case-sensitive
    // Sec. 6.2.2.2 percent-encoding: unreserved decoded in every component, others kept
    ['http://%75ser@%61/%70?%71#%66', 'http://user@a/p?q#f'],
    ['http://a/%41%5a%61%7a%30%39%2D%2E%5F%7E', 'http://a/AZaz09-._~'],
    ['http://a/%2F%3A%40%25%20', 'http://a/%2F%3A%40%25%20'],
    ['http://a/%2541', 'http://a/%2541'], // "%25" is '%': never decoded twice
    ['http://%41/', 'http://a/'], // decoded, then lower-cased as a host
    // Sec. 6.2.2.3 path segments. Deviation (README): a segment that would decode to "." or ".."
    // keeps its escapes (hex upper-cased), because Sec. 5.2.4 removes only literal dot-segments and
    // decoding it would change what the reference resolves to.
    ['http://a/b/c/./../../g', 'http://a/g'],
    ['http://a/b/%2E%2e/c', 'http://a/b/%2E%2E/c'],
    ['http://a/b/%2E%2e/../c', 'http://a/b/c'],
    ['http://a/b/%2Ex/c', 'http://a/b/.x/c'], // not a dot-segment: decoded
    ['http://a/..', 'http://a/'],
    ['foo:a/b/../c', 'foo:a/c'],
    ['foo:/b/../..//x', 'foo:/.//x'], // deviation: a path starting "//" without authority is written "/.//"
    ['foo:/.//x', 'foo:/.//x'],
    // not syntax-level: ports, empty paths, localhost
    ['http://a:80', 'http://a:80'],
    ['http://a:', 'http://a:'],
    ['file://localhost/x', 'file://localhost/x'],
    // Sec. 6.2.3 (and Sec. 6.2.2): empty '?' and '#' are kept
    ['http://example.com/?', 'http://example.com/?'],
    ['http://example.com/#', 'http://example.com/#'],
    ['HTTP://example.com/?#', 'http://example.com/?#'],
  ];
  it.each(rows)('%j -> %j', (input, want) => {
    expect(norm(input, { level: 'syntax' })).toBe(want);
    expect(norm(want, { level: 'syntax' })).toBe(want); // idempotent
  });
});

describe('RFC 3986 Sec. 6.2.3 scheme-based normalization', () => {
  it('Sec. 6.2.3: http://example.com, http://example.com/, http://example.com:/ and http://example.com:80/ have one normal form', () => {
    for (const input of ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/']) {
      expect(norm(input)).toBe('http://example.com/');
      expect(norm(input, { level: 'scheme' })).toBe('http://example.com/');
    }
  });

  it('the default level is scheme', () => {
    expect(norm('HTTP://Example.COM:80')).toBe('http://example.com/');
  });

  // Default ports (registry: RFC 9110, RFC 6455, RFC 1738, RFC 4266, RFC 4248, RFC 5538, RFC 4516, RFC 4156)
  const ports: readonly (readonly [scheme: string, port: number])[] = [
    ['http', 80], ['https', 443], ['ws', 80], ['wss', 443], ['ftp', 21], ['gopher', 70], ['telnet', 23],
    ['nntp', 119], ['ldap', 389], ['wais', 210],
  ];
  it.each(ports)('%s: the default port %i is removed, another port is kept', (scheme, port) => {
    expect(norm(`${scheme}://h:${port}/x`)).toBe(`${scheme}://h/x`);
    expect(norm(`${scheme.toUpperCase()}://h:${port}/x`)).toBe(`${scheme}://h/x`);
    expect(norm(`${scheme}://h:${port + 1}/x`)).toBe(`${scheme}://h:${port + 1}/x`);
    expect(norm(`${scheme}://h:/x`)).toBe(`${scheme}://h/x`); // Sec. 6.2.3: an empty port is removed too
    expect(norm(`${scheme}://h:${port}/x`, { level: 'syntax' })).toBe(`${scheme}://h:${port}/x`);
  });

  it('a port is a default only for its own scheme, and an unknown scheme keeps every non-empty port', () => {
    expect(norm('https://h:80/')).toBe('https://h:80/');
    expect(norm('http://h:443/')).toBe('http://h:443/');
    expect(norm('foo://h:80/')).toBe('foo://h:80/');
    expect(norm('foo://h:/')).toBe('foo://h/');
    expect(norm('//h:80/')).toBe('//h:80/'); // a relative reference has no scheme to ask
  });

  it('an empty path becomes "/" for schemes that say so, and only with an authority', () => {
    expect(norm('http://a')).toBe('http://a/');
    expect(norm('http://a?q')).toBe('http://a/?q');
    expect(norm('http://a#f')).toBe('http://a/#f');
    expect(norm('foo://a')).toBe('foo://a');
    expect(norm('nntp://h')).toBe('nntp://h');
    expect(norm('http:')).toBe('http:');
  });

  it('RFC 8089 Sec. 2: file://localhost/x -> file:///x', () => {
    expect(norm('file://localhost/x')).toBe('file:///x');
    expect(norm('FILE://LocalHost/x')).toBe('file:///x');
    expect(norm('file://localhost')).toBe('file:///');
    expect(norm('file://localhost:/x')).toBe('file:///x'); // the empty port goes first
    // Sec. 6.2.3: "If ... either the userinfo or port subcomponents are non-empty, then the host should be given explicitly"
    expect(norm('file://u@localhost/x')).toBe('file://u@localhost/x');
    expect(norm('file://localhost:1/x')).toBe('file://localhost:1/x');
    expect(norm('http://localhost/x')).toBe('http://localhost/x');
    expect(norm('file://localhost/x', { level: 'syntax' })).toBe('file://localhost/x');
  });

  it('a custom registry changes the result', () => {
    const mine = createRegistry([
      ...DEFAULT_REGISTRY.entries,
      { name: 'http', spec: 'test', defaultPort: 8080 },
      { name: 'MyProto', spec: 'test', defaultPort: 7, emptyPathIsRoot: true, localhostIsEmptyHost: true },
    ]);
    expect(norm('http://a:8080', { registry: mine })).toBe('http://a'); // no emptyPathIsRoot in the override
    expect(norm('http://a:80/', { registry: mine })).toBe('http://a:80/');
    expect(norm('myproto://localhost:7', { registry: mine })).toBe('myproto:///');
    expect(norm('myproto://localhost:7')).toBe('myproto://localhost:7');
    expect(norm('http://a:80', { registry: createRegistry([]) })).toBe('http://a:80');
    expect(norm('http://a:', { registry: createRegistry([]) })).toBe('http://a'); // an empty port needs no registry
  });
});

describe('relative references keep what they resolve to', () => {
  // [reference, normal form]: a leading ".." is kept; "./" guards a ':' in the first segment (Sec. 4.2)
  // and a path that would start with "/" or be empty
  const rows: readonly (readonly [string, string])[] = [
    ['a/../../b', '../b'],
    ['./a:b', './a:b'],
    ['a/..', './'],
    ['.//b', './/b'],
    ['a/..//b', './/b'],
    ['x/../a:b', './a:b'],
    ['.', './'],
    ['./', './'],
    ['..', '../'],
    ['../', '../'],
    ['../a/../b', '../b'],
    ['a/b/../../..', '../'],
    ['a/./b/', 'a/b/'],
    ['a/.', 'a/'],
    ['a//b/..', 'a//'],
    ['%2E%2E/a', '%2E%2E/a'], // deviation above: not a dot-segment for Sec. 5.2.4
    ['a/%2e/b', 'a/%2E/b'],
    ['', ''],
    ['?q', '?q'],
    ['#f', '#f'],
    ['g?y/../x#s/./x', 'g?y/../x#s/./x'], // the query and fragment are not paths
    ['/a/../../b', '/b'], // absolute-path: remove_dot_segments
    ['/./g', '/g'],
    ['//H/./a/..', '//h/'], // network-path: host lower-cased too
  ];
  it.each(rows)('%j -> %j', (ref, want) => {
    expect(norm(ref, { level: 'syntax' })).toBe(want);
    expect(norm(ref)).toBe(want);
    // same target (up to syntax normalization, which decodes "%2E") against bases whose path holds '/'
    for (const base of ['http://a/b/c/d;p?q', 'foo:/x/y/z', 'foo:x/y', 'foo://h']) {
      expect(norm(resolve(base, want).toString(), { level: 'syntax' })).toBe(norm(resolve(base, ref).toString(), { level: 'syntax' }));
    }
  });

  it('normalizeRelativePath on its own', () => {
    expect(normalizeRelativePath('a/b/c')).toBe('a/b/c'); // no dot segment: unchanged
    expect(normalizeRelativePath('a/../../b')).toBe('../b');
    expect(normalizeRelativePath('../../')).toBe('../../');
    expect(normalizeRelativePath('a/..')).toBe('./');
  });
});

describe('regression: a reference with "%2E" segments keeps its target once normalized', () => {
  // Guards the input class "percent-encoded dot segment followed by '..'". Sec. 5.2.4 removes only the
  // literal complete segments "." and ".." (so resolution cancels "%2E%2E" with the ".." after it),
  // but decode-unreserved (Sec. 6.2.2.2) turns "%2E" into "." before remove-dot-segments runs, so the
  // normalized reference climbs one level more than the reference itself. Failing today: reported.
  const BASE = 'http://a/b/c/d;p?q';
  // [reference, its Sec. 5.2 target against BASE, normalized at the syntax level]
  const rows: readonly (readonly [string, string])[] = [
    ['%2E%2E/../g', 'http://a/b/c/g'],
    ['.%2e/../g', 'http://a/b/c/g'],
    ['%2e/../g', 'http://a/b/c/g'],
    ['/a/%2E%2E/../g', 'http://a/a/g'],
  ];
  it.each(rows)('%j against http://a/b/c/d;p?q -> %j', (ref, want) => {
    expect(norm(resolve(BASE, ref).toString(), { level: 'syntax' })).toBe(want);
    expect(norm(resolve(BASE, normalize(ref, { level: 'syntax' })).toString(), { level: 'syntax' })).toBe(want);
  });
});

describe('each step is named and can be skipped (STYLE 18)', () => {
  // [step, input, normalized with every step, normalized without this one]
  const rows: readonly (readonly [NormalizeStepName, string, string, string])[] = [
    ['lowercase-scheme', 'HTTP://a/', 'http://a/', 'HTTP://a/'],
    ['decode-unreserved', 'http://a/%7E%41', 'http://a/~A', 'http://a/%7E%41'],
    ['uppercase-percent-hex', 'http://a/%2f%c3%a9', 'http://a/%2F%C3%A9', 'http://a/%2f%c3%a9'],
    ['lowercase-host', 'http://EXAMPLE.com/', 'http://example.com/', 'http://EXAMPLE.com/'],
    ['remove-dot-segments', 'http://a/b/./../c', 'http://a/c', 'http://a/b/./../c'],
    ['remove-default-port', 'http://a:80/', 'http://a/', 'http://a:80/'],
    ['localhost-to-empty-host', 'file://localhost/x', 'file:///x', 'file://localhost/x'],
    ['empty-path-to-root', 'http://a', 'http://a/', 'http://a'],
  ];

  // 'scheme-rules' runs the registry entry's own steps; the core registry has none, so its rows
  // (with urikit/schemes' SCHEMES) are in test/unit/schemes/registry.test.ts.
  it('the table covers every built-in step, in running order', () => {
    expect([...rows.map((r) => r[0]), 'scheme-rules']).toEqual(BUILT_IN_STEPS.map((s) => s.name));
    expect(BUILT_IN_STEPS.map((s) => s.level)).toEqual(['syntax', 'syntax', 'syntax', 'syntax', 'syntax', 'scheme', 'scheme', 'scheme', 'scheme']);
  });

  it.each(rows)('%s: %j -> %j, skipped %j', (step, input, all, skipped) => {
    expect(norm(input)).toBe(all);
    expect(norm(input, { skip: [step] })).toBe(skipped);
    expect(normalizationChanges(input).map((c) => c.step)).toEqual([step]);
    expect(normalizationChanges(input, { skip: [step] })).toEqual([]);
    const level = BUILT_IN_STEPS.find((s) => s.name === step)!.level;
    // a scheme step does not run at the syntax level; a syntax step runs at both
    expect(norm(input, { level: 'syntax' })).toBe(level === 'syntax' ? all : input);
  });

  it('skipping every step leaves the URI as it is (the same Uri)', () => {
    const u = parse('HTTP://A:80/./%7e');
    expect(normalize(u, { skip: BUILT_IN_STEPS.map((s) => s.name) })).toBe(u);
  });

  it('an unknown step or level is an invalid-argument error', () => {
    expectUriError(() => normalize('http://a/', { skip: ['nope' as NormalizeStepName] }), 'invalid-argument', 0);
    expectUriError(() => normalize('http://a/', { level: 'string' as 'syntax' }), 'invalid-argument', 0);
    expectUriError(() => normalizationChanges('http://a/', { skip: ['nope' as NormalizeStepName] }), 'invalid-argument', 0);
    expectUriError(() => normalize(42 as unknown as string), 'invalid-argument', 0);
    expectUriError(() => normalize('http://a b/'), 'invalid-host-char', 8);
  });
});

describe('the dry run: normalizationChanges (STYLE 18)', () => {
  it('lists each change with its step, component, before and after, in order', () => {
    expect(normalizationChanges('eXAMPLE://a/./b/../b/%63/%7bfoo%7d')).toEqual([
      { step: 'lowercase-scheme', component: 'scheme', before: 'eXAMPLE', after: 'example' },
      { step: 'decode-unreserved', component: 'path', before: '/./b/../b/%63/%7bfoo%7d', after: '/./b/../b/c/%7bfoo%7d' },
      { step: 'uppercase-percent-hex', component: 'path', before: '/./b/../b/c/%7bfoo%7d', after: '/./b/../b/c/%7Bfoo%7D' },
      { step: 'remove-dot-segments', component: 'path', before: '/./b/../b/c/%7Bfoo%7D', after: '/b/c/%7Bfoo%7D' },
    ]);
    expect(normalizationChanges('HTTP://a:80/').map((c) => c.step)).toEqual(['lowercase-scheme', 'remove-default-port']);
    expect(normalizationChanges('http://example.com:')).toEqual([
      { step: 'remove-default-port', component: 'port', before: '', after: undefined },
      { step: 'empty-path-to-root', component: 'path', before: '', after: '/' },
    ]);
  });

  it('is empty for a normal URI, honours the level, and changes nothing', () => {
    expect(normalizationChanges('http://example.com/')).toEqual([]);
    expect(normalizationChanges(parse('http://example.com/?#'))).toEqual([]);
    expect(normalizationChanges('HTTP://a:80/', { level: 'syntax' }).map((c) => c.step)).toEqual(['lowercase-scheme']);
    const u = parse('HTTP://A:80/./x');
    normalizationChanges(u);
    expect(u.toString()).toBe('HTTP://A:80/./x');
  });

  it('the last "after" of each component is what normalize gives', () => {
    const input = 'HTTP://%41@WWW.Example.COM:80/a/./%62/../%7e?%7e#%7e';
    const c = parse(input).toComponents() as unknown as Record<string, string | undefined>;
    for (const change of normalizationChanges(input)) c[change.component] = change.after;
    expect(parse(norm(input)).toComponents()).toEqual(c);
  });
});

describe('plug-in steps (extraSteps)', () => {
  it('run after the built-in steps, at either level, and may change the URI', () => {
    const seen: Components[] = [];
    const record: NormalizeStep = { name: 'record', apply: (c) => (seen.push(c), c) };
    const dropTrailingDot: NormalizeStep = {
      name: 'drop-trailing-dot',
      apply: (c) => (c.host?.endsWith('.') ? { ...c, host: c.host.slice(0, -1) } : c),
    };
    expect(norm('HTTP://Example.COM.:80', { extraSteps: [record, dropTrailingDot] })).toBe('http://example.com/');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.host).toBe('example.com.'); // it saw the built-in steps' result
    expect(seen[0]!.path).toBe('/');
    expect(norm('HTTP://Example.COM.:80', { level: 'syntax', extraSteps: [record] })).toBe('http://example.com.:80');
    expect(seen).toHaveLength(2);
    expect(normalizationChanges('http://a.', { extraSteps: [record, dropTrailingDot] })).toEqual([
      { step: 'empty-path-to-root', component: 'path', before: '', after: '/' },
      { step: 'drop-trailing-dot', component: 'host', before: 'a.', after: 'a' },
    ]);
  });

  it('a step that changes nothing keeps the same Uri', () => {
    let ran = 0;
    const u = parse('http://a/');
    expect(normalize(u, { extraSteps: [{ name: 'noop', apply: (c) => (ran++, c) }] })).toBe(u);
    expect(ran).toBe(1);
  });

  it('its result is validated: an invalid component is a UriError, never a silently invalid URI', () => {
    const badHost: NormalizeStep = { name: 'bad-host', apply: (c) => ({ ...c, host: 'a b' }) };
    const e = expectUriError(() => normalize('http://a/', { extraSteps: [badHost] }), 'invalid-host-char', 1);
    expect(e.input).toBe('a b');
    const noAuthority: NormalizeStep = { name: 'no-authority', apply: (c) => ({ ...c, host: undefined, path: '//x' }) };
    expectUriError(() => normalize('http://a/', { extraSteps: [noAuthority] }), 'path-starts-with-double-slash', 0);
  });
});

describe('normalize returns a new value, or the same one when nothing changes (STYLE 17)', () => {
  it('returns the same Uri for a normal URI', () => {
    for (const s of ['http://example.com/', 'urn:isbn:0451450523', 'a/b', '../x', '', 'http://example.com/?#']) {
      const u = parse(s);
      expect(normalize(u)).toBe(u);
      expect(normalize(u, { level: 'syntax' })).toBe(u);
    }
  });

  it('never mutates its input', () => {
    const u = parse('HTTP://User@Example.COM:80/a/./b/../%7e?%7e#%7e');
    const before = u.toComponents();
    const got = normalize(u);
    expect(got).not.toBe(u);
    expect(got.toString()).toBe('http://User@example.com/a/~?~#~');
    expect(u.toString()).toBe('HTTP://User@Example.COM:80/a/./b/../%7e?%7e#%7e');
    expect(u.toComponents()).toEqual(before);
  });
});

describe("regression: normalize's fast path and its steps agree on an empty port without a scheme", () => {
  // Found by the agreement property (fast path vs steps): '//a:' was returned as it is by the fast
  // path, while '//a:/x' lost its ':' through the steps (Sec. 6.2.3: an empty port is elided).
  it.each([['//a:', '//a'], ['//a:/x', '//a/x'], ['//a:?q', '//a?q']])('%j -> %j', (input, want) => {
    expect(normalize(input).toString()).toBe(want);
  });
});
