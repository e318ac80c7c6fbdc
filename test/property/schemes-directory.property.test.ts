/**
 * The directory schemes (RFC 4516 ldap, RFC 4156 wais; man, info, whatis, ghelp of uri(7), seed 002):
 * view -> URI -> view is the identity for generated views (with their scheme or without it), every
 * built URI parses with the core parse, and with the registry an explicit default port (or an empty ldap path) is equivalent
 * (RFC 3986 \u00a76.2.3).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_REGISTRY, createRegistry, equivalent, normalize, parse } from '../../src/index.js';
import {
  LDAP_DEFAULT_FILTER, type LdapExtension, type LdapView, buildLdap, buildLdaps, ldapScheme, ldapsScheme, parseLdap, parseLdaps,
} from '../../src/schemes/ldap.js';
import { type WaisView, buildWais, parseWais, waisScheme } from '../../src/schemes/wais.js';
import { type ManView, buildMan, manScheme, parseMan } from '../../src/schemes/man.js';
import { type InfoView, buildInfo, infoScheme, parseInfo } from '../../src/schemes/info.js';
import { type WhatisView, buildWhatis, parseWhatis, whatisScheme } from '../../src/schemes/whatis.js';
import { type GhelpView, buildGhelp, ghelpScheme, parseGhelp } from '../../src/schemes/ghelp.js';
import { expectSchemeLaws, withoutScheme } from '../helpers/views.js';

const RUNS = { numRuns: 300 };
const REGISTRY = createRegistry([
  ...DEFAULT_REGISTRY.entries, ldapScheme, ldapsScheme, waisScheme, manScheme, infoScheme, whatisScheme, ghelpScheme,
]);

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** Any text: every code point (no lone surrogates), ASCII delimiters made likely. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', '%', '/', '?', '#', '(', ')', ',', '=', '!', '_', ':', '@', '[', '\u00e9', '\u{1F600}'), maxLength: 10 }),
);
const nonEmpty = (t: fc.Arbitrary<string>): fc.Arbitrary<string> => t.filter((s) => s !== '');

const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('');
const word = (max: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...alnum), minLength: 1, maxLength: max });

/** A host: a reg-name of any text (it is percent-encoded), an IPv4 or an IPv6 address. */
const host = fc.oneof(text, fc.domain(), fc.ipV4(), fc.ipV6());
const port = fc.integer({ min: 0, max: 65535 });

// RFC 4512 \u00a71.4: descr / numericoid
const oid = fc.oneof(
  fc.tuple(fc.constantFrom('a', 'e', 'X'), fc.string({ unit: fc.constantFrom(...alnum, '-'), maxLength: 8 })).map(([a, b]) => a + b),
  fc.array(fc.nat({ max: 999 }), { minLength: 1, maxLength: 5 }).map((ns) => ns.join('.')),
);
// RFC 4511 \u00a74.5.1.8 attributeSelector, RFC 3673 '+'
const selector = fc.oneof(
  fc.constantFrom('*', '+', '1.1'),
  fc.tuple(oid, fc.array(word(4), { maxLength: 2 })).map(([t, opts]) => [t, ...opts].join(';')),
);
// RFC 4515 \u00a73 filters: values of any text but '(', ')', '\', NUL, '*', plus '*' wildcards and \HH escapes
const value = fc.array(fc.oneof(
  text.map((s) => s.replace(/[()\\*\0]/g, '')),
  fc.constant('*'),
  fc.integer({ min: 0, max: 255 }).map((b) => '\\' + b.toString(16).padStart(2, '0')),
), { maxLength: 3 }).map((parts) => parts.join(''));
const { filter } = fc.letrec<{ filter: string }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(oid, fc.constantFrom('=', '~=', '>=', '<='), value).map(([a, op, x]) => `(${a}${op}${x})`),
    fc.tuple(fc.constantFrom('&', '|'), fc.array(tie('filter'), { maxLength: 3 })).map(([op, fs]) => `(${op}${fs.join('')})`),
    tie('filter').map((f) => `(!${f})`),
  ),
}));
const extension: fc.Arbitrary<LdapExtension> = fc.record({
  critical: fc.boolean(), type: oid, value: fc.option(text, { nil: undefined }),
});
const ldapView = <S extends 'ldap' | 'ldaps'>(scheme: S, defaultPort: number): fc.Arbitrary<LdapView<S>> => fc.record({
  scheme: fc.constant(scheme),
  host,
  port: fc.oneof(fc.constant(defaultPort), port),
  dn: text,
  attributes: fc.array(selector, { maxLength: 3 }),
  scope: fc.constantFrom('base', 'one', 'sub'),
  filter: fc.oneof(fc.constant(LDAP_DEFAULT_FILTER), filter),
  extensions: fc.array(extension, { maxLength: 3 }),
});

const waisView: fc.Arbitrary<WaisView> = fc.oneof(
  fc.record({ scheme: fc.constant('wais' as const), host: nonEmpty(host), port: fc.oneof(fc.constant(210), port), database: text,
    search: fc.option(text, { nil: undefined }), wtype: fc.constant(undefined), wpath: fc.constant(undefined) }),
  fc.record({ scheme: fc.constant('wais' as const), host: nonEmpty(host), port: fc.oneof(fc.constant(210), port), database: text,
    search: fc.constant(undefined), wtype: text, wpath: text }),
);
const manView: fc.Arbitrary<ManView> = fc.record({ scheme: fc.constant('man' as const), name: nonEmpty(text), section: fc.option(nonEmpty(text), { nil: undefined }) });
const infoView: fc.Arbitrary<InfoView> = fc.oneof(
  // the GNOME form reads '_' as a space: its nodes hold none
  fc.record({
    scheme: fc.constant('info' as const), file: nonEmpty(text),
    node: fc.option(nonEmpty(text.map((s) => s.split('_').join(''))), { nil: undefined }), form: fc.constant('gnome' as const),
  }),
  fc.record({ scheme: fc.constant('info' as const), file: nonEmpty(text), node: fc.option(nonEmpty(text), { nil: undefined }), form: fc.constant('kde' as const) }),
);
const whatisView: fc.Arbitrary<WhatisView> = fc.record({ scheme: fc.constant('whatis' as const), query: nonEmpty(text) });
const ghelpView: fc.Arbitrary<GhelpView> = fc.record({ scheme: fc.constant('ghelp' as const), application: nonEmpty(text) });

// ---------------------------------------------------------------------------------------------
// Laws

/**
 * parse(build(v)) deep-equals v, with the view's scheme or without it; build(v) is a URI the core
 * parse reads back unchanged; a view of `other` scheme is refused.
 */
function roundTrips<V extends { scheme: string }>(
  name: string, arb: fc.Arbitrary<V>, build: (v: V) => { toString(): string }, read: (s: string) => V, other: string,
): void {
  it(`${name}: parse(build(v)) deep-equals v; build(v) parses with the core parse`, () => {
    fc.assert(fc.property(arb, (v) => {
      const s = build(v).toString();
      expect(parse(s, { rule: 'URI' }).toString()).toBe(s);
      expect(read(s)).toEqual(v);
      expect(read(build(withoutScheme(v) as V).toString())).toEqual(v);
      expectSchemeLaws(v, build, other);
    }), RUNS);
  });
}

describe('view -> URI -> view is the identity', () => {
  roundTrips('ldap (RFC 4516)', ldapView('ldap', 389), buildLdap, parseLdap, 'ldaps');
  roundTrips('ldaps', ldapView('ldaps', 636), buildLdaps, parseLdaps, 'ldap');
  roundTrips('wais (RFC 4156)', waisView, buildWais, parseWais, 'ldap');
  roundTrips('man (uri(7))', manView, buildMan, parseMan, 'info');
  roundTrips('info (uri(7))', infoView, buildInfo, parseInfo, 'man');
  roundTrips('whatis (uri(7))', whatisView, buildWhatis, parseWhatis, 'ghelp');
  roundTrips('ghelp (uri(7))', ghelpView, buildGhelp, parseGhelp, 'whatis');
});

describe('RFC 3986 \u00a76.2.3 with the registry: the default port, and ldap\'s empty path', () => {
  const cases: [string, fc.Arbitrary<LdapView | WaisView>, (v: never) => ReturnType<typeof buildLdap>, number][] = [
    ['ldap', ldapView('ldap', 389), buildLdap as (v: never) => ReturnType<typeof buildLdap>, 389],
    ['ldaps', ldapView('ldaps', 636), buildLdaps as (v: never) => ReturnType<typeof buildLdap>, 636],
    ['wais', waisView, buildWais as (v: never) => ReturnType<typeof buildLdap>, 210],
  ];
  it.each(cases)('%s: an explicit default port is equivalent to none', (_name, arb, build, defaultPort) => {
    fc.assert(fc.property(arb, (v) => {
      const uri = build({ ...v, port: defaultPort } as never);
      expect(uri.port).toBeUndefined();
      const explicit = uri.with({ port: String(defaultPort) });
      expect(equivalent(uri, explicit, { registry: REGISTRY })).toBe(true);
      expect(normalize(explicit, { registry: REGISTRY }).port).toBeUndefined();
      // another port is another server
      const other = uri.with({ port: String(defaultPort === 389 ? 390 : defaultPort + 1) });
      expect(equivalent(uri, other, { registry: REGISTRY })).toBe(false);
    }), RUNS);
  });

  it('ldap: an empty path is "/" (ldap://h and ldap://h/ are one search, RFC 4516 \u00a74)', () => {
    fc.assert(fc.property(fc.domain(), (h) => {
      expect(equivalent(`ldap://${h}`, `ldap://${h}/`, { registry: REGISTRY })).toBe(true);
      expect(equivalent(`ldap://${h}:389`, `ldap://${h}/`, { registry: REGISTRY })).toBe(true);
      expect(parseLdap(`ldap://${h}`)).toEqual(parseLdap(`ldap://${h}:389/`));
    }), RUNS);
  });
});
