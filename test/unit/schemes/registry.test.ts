/** urikit/schemes: the full registry, parseAs/buildAs, and RFC 3986 §6.2.3 through it. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRY, createRegistry, equivalent, normalize, parse } from '../../../src/index.js';
import { SCHEMES, buildAs, parseAs, type LdapView, type MailtoView } from '../../../src/schemes/index.js';
import { expectUriError } from '../../helpers/expect.js';

// The uri(7) schemes (seed 002) and their neighbours named by the schemes issue.
const NAMES = [
  'http', 'https', 'ws', 'wss', 'ftp', 'gopher', 'mailto', 'news', 'nntp', 'telnet', 'file', 'man', 'info',
  'whatis', 'ghelp', 'ldap', 'ldaps', 'wais', 'urn', 'tel', 'data',
];

describe('SCHEMES', () => {
  it('has a structured view and a builder for every scheme of the issue', () => {
    for (const name of NAMES) {
      const entry = SCHEMES.get(name);
      expect(entry?.parse, name).toBeTypeOf('function');
      expect(entry?.build, name).toBeTypeOf('function');
      expect(entry?.spec, name).toBeTypeOf('string');
      expect(entry?.hierarchical, name).toBeTypeOf('boolean');
    }
  });

  it('keeps every default port of the core registry', () => {
    for (const entry of DEFAULT_REGISTRY.entries) {
      expect(SCHEMES.get(entry.name)?.defaultPort, entry.name).toBe(entry.defaultPort);
    }
  });

  // RFC 3986 §6.2.3: an explicit default port is the same as none, for every scheme that has one.
  it('normalize and equivalent with SCHEMES drop every scheme\'s default port', () => {
    const withPort = SCHEMES.entries.filter((e) => e.defaultPort !== undefined);
    expect(withPort.length).toBeGreaterThanOrEqual(12);
    for (const entry of withPort) {
      const plain = `${entry.name}://example.com/x`;
      const explicit = `${entry.name}://example.com:${entry.defaultPort}/x`;
      expect(normalize(explicit, { registry: SCHEMES }).toString(), entry.name).toBe(plain);
      expect(equivalent(plain, explicit, { registry: SCHEMES }), entry.name).toBe(true);
      expect(equivalent(plain, `${entry.name}://example.com:1/x`, { registry: SCHEMES }), entry.name).toBe(false);
    }
  });
});

describe('scheme-based equivalence from the registry (RFC 3986 §6.2.3)', () => {
  it('urn: RFC 8141 §3 (case of "urn:" and NID, escape hex case; r/q/f-components ignored)', () => {
    expect(equivalent('urn:example:a123,z456', 'URN:EXAMPLE:a123,z456?+abc#789', { registry: SCHEMES })).toBe(true);
    expect(equivalent('urn:example:a123%2cz456', 'urn:example:a123%2Cz456', { registry: SCHEMES })).toBe(true);
    expect(equivalent('urn:example:a123,z456', 'urn:example:a123%2Cz456', { registry: SCHEMES })).toBe(false);
    // without the entry, only the generic ladder: the r-component counts
    expect(equivalent('urn:example:a', 'urn:example:a?+r')).toBe(false);
  });

  it('tel: RFC 3966 §4 (visual separators ignored)', () => {
    expect(equivalent('tel:+1-201-555-0123', 'tel:+1(201)555.0123', { registry: SCHEMES })).toBe(true);
    expect(equivalent('tel:+1-201-555-0123', 'tel:+1-201-555-0124', { registry: SCHEMES })).toBe(false);
  });

  it('the core DEFAULT_REGISTRY has no scheme equivalence or steps (the fast paths skip the look-ups without a registry)', () => {
    expect(DEFAULT_REGISTRY.entries.filter((e) => e.comparisonKey !== undefined || e.steps !== undefined)).toEqual([]);
  });

  it('normalize runs the entry\'s own steps at level scheme: urn NID to lower case (RFC 8141 §3.1)', () => {
    expect(normalize('URN:EXAMPLE:Foo', { registry: SCHEMES }).toString()).toBe('urn:example:Foo');
    expect(normalize('URN:EXAMPLE:Foo').toString()).toBe('urn:EXAMPLE:Foo'); // the core registry has no urn rules
    expect(normalize('URN:EXAMPLE:Foo', { registry: SCHEMES, level: 'syntax' }).toString()).toBe('urn:EXAMPLE:Foo');
    expect(normalize('URN:EXAMPLE:Foo', { registry: SCHEMES, skip: ['scheme-rules'] }).toString()).toBe('urn:EXAMPLE:Foo');
    const again = normalize('urn:example:Foo', { registry: SCHEMES });
    expect(normalize(again, { registry: SCHEMES })).toBe(again); // idempotent, same object
  });

  it('a URI that breaks the scheme\'s rules falls back to the generic ladder', () => {
    expect(equivalent('tel:7042', 'TEL:7042', { registry: SCHEMES })).toBe(true);
    expect(equivalent('tel:7042', 'tel:70-42', { registry: SCHEMES })).toBe(false);
  });
});

describe('parseAs and buildAs', () => {
  it('reads a URI by its own scheme (seed 002 and RFC 3986 §1.1.2 examples)', () => {
    expect(parseAs<LdapView>('ldap://[2001:db8::7]/c=GB?objectClass?one').scope).toBe('one');
    expect(parseAs<MailtoView>('mailto:John.Doe@example.com').to).toEqual(['John.Doe@example.com']);
    expect(parseAs(parse('telnet://192.0.2.16:80/'), 'TELNET')).toMatchObject({ host: '192.0.2.16', port: 80 });
  });

  it('round-trips a view through buildAs', () => {
    const view = parseAs('ftp://ftp.is.co.za/rfc/rfc1808.txt', 'ftp');
    expect(buildAs('ftp', view).toString()).toBe('ftp://ftp.is.co.za/rfc/rfc1808.txt');
    expect(parseAs(buildAs('ftp', view))).toEqual(view);
    expect(buildAs<MailtoView>('mailto', { to: ['chris@example.com'], headers: [] }).toString()).toBe('mailto:chris@example.com');
  });

  it('names the broken scheme rule with its index (RFC 3986 §3.1)', () => {
    expectUriError(() => parseAs('http:'), 'http-missing-host', 5);
    expectUriError(() => parseAs('ldap:///??bogus'), 'ldap-invalid-scope', 10);
    expectUriError(() => parseAs('data:text/plain'), 'data-missing-comma', 15);
    expectUriError(() => parseAs('tel:7042'), 'tel-missing-phone-context', 8);
  });

  it('refuses what it cannot read', () => {
    expectUriError(() => parseAs('http://a/', 'ftp'), 'scheme-mismatch', 0);
    expectUriError(() => parseAs('foo://a/'), 'unknown-scheme', 0);
    expectUriError(() => parseAs('//a/b'), 'unknown-scheme', 0);
    expectUriError(() => parseAs('http://a/', undefined, createRegistry(DEFAULT_REGISTRY.entries)), 'unknown-scheme', 0);
    expectUriError(() => buildAs('foo', {}), 'unknown-scheme', 0);
    expectUriError(() => parseAs(42 as never), 'invalid-argument', 0);
  });

  it('takes a registry of the caller\'s own', () => {
    const mine = createRegistry([...SCHEMES.entries, { name: 'x-mine', spec: 'none', parse: (u) => ({ path: u.path }) }]);
    expect(parseAs('x-mine:hello', undefined, mine)).toEqual({ path: 'hello' });
  });
});
