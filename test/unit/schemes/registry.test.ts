/** urikit/schemes: the full registry, parseAs/buildAs, and RFC 3986 §6.2.3 through it. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DEFAULT_REGISTRY, createRegistry, equivalent, normalize, parse } from '../../../src/index.js';
import {
  SCHEMES, buildAs, parseAs, type DataUriView, type HttpView, type LdapView, type MailtoView, type NewsView, type NntpView,
  type SchemeName, type SchemeView, type SchemeViews, type ViewInput,
} from '../../../src/schemes/index.js';
import type { Uri } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';
import { withoutScheme } from '../../helpers/views.js';

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
    expect(parseAs<{ path: string }>('x-mine:hello', undefined, mine)).toEqual({ path: 'hello' });
  });
});

// Issue "Architecture and API edges": every view carries its scheme, and parseAs/buildAs are typed by it.
describe('views by scheme (SchemeViews): the scheme field, parseAs and buildAs', () => {
  /** One URI per scheme of SchemeViews; `satisfies` keeps the table whole when a scheme is added. */
  const SAMPLES = {
    http: 'http://example.com/a', https: 'https://example.com/a', ws: 'ws://example.com/chat', wss: 'wss://example.com/chat',
    ftp: 'ftp://ftp.is.co.za/rfc/rfc1808.txt', telnet: 'telnet://melvyl.ucop.edu/', gopher: 'gopher://gopher.example.org/1/pub',
    mailto: 'mailto:chris@example.com?subject=hi', news: 'news:comp.infosystems.www.servers.unix',
    nntp: 'nntp://news.server.example/example.group.this/12345', urn: 'urn:example:a123,z456', tel: 'tel:+1-201-555-0123',
    data: 'data:,A%20brief%20note', file: 'file:///etc/passwd', ldap: 'ldap://[2001:db8::7]/c=GB?objectClass?one',
    ldaps: 'ldaps://ldap.example.com/', wais: 'wais://wais.example.org/db?unix', man: 'man:ls(1)', info: 'info:gcc#Invoking_GCC',
    whatis: 'whatis:ls', ghelp: 'ghelp:gnome-terminal',
  } as const satisfies Record<SchemeName, string>;
  const ROWS = Object.entries(SAMPLES) as [SchemeName, string][];

  it('SchemeViews names exactly the schemes of SCHEMES that have a view', () => {
    expect(ROWS.map(([name]) => name).sort()).toEqual(SCHEMES.entries.filter((e) => e.parse !== undefined).map((e) => e.name).sort());
    expect([...NAMES].sort()).toEqual(ROWS.map(([name]) => name).sort());
  });

  it.each(ROWS)('%s: the view\'s scheme is the one parsed, lower case, whatever the case in the URI', (name, uri) => {
    const shouted = name.toUpperCase() + uri.slice(name.length);
    expect(parseAs(uri).scheme).toBe(name);
    expect(parseAs(shouted, name).scheme).toBe(name);
    expect(SCHEMES.get(name)!.parse!(parse(shouted))).toEqual(parseAs(uri));
  });

  it.each(ROWS)('%s: buildAs takes the view with or without its scheme, and refuses another scheme\'s', (name, uri) => {
    const view = parseAs(uri, name);
    expect(parseAs(buildAs(name, view), name)).toEqual(view);
    expect(buildAs(name, withoutScheme(view) as never).toString()).toBe(buildAs(name, view).toString());
    const other = name === 'http' ? 'https' : 'http';
    expectUriError(() => buildAs(other, view as never), 'scheme-mismatch', 0);
    expectUriError(() => buildAs(name, { ...view, scheme: name.toUpperCase() } as never), 'scheme-mismatch', 0);
  });

  it('the siblings keep apart: https, wss, nntp and ldaps views are not http, ws, news and ldap views', () => {
    for (const [a, b] of [['http', 'https'], ['ws', 'wss'], ['news', 'nntp'], ['ldap', 'ldaps']] as const) {
      expectUriError(() => buildAs(a, parseAs(SAMPLES[b], b) as never), 'scheme-mismatch', 0);
      expectUriError(() => buildAs(b, parseAs(SAMPLES[a], a) as never), 'scheme-mismatch', 0);
      expectUriError(() => parseAs(SAMPLES[b], a), 'scheme-mismatch', 0);
    }
  });

  it('types: the scheme named as the argument or in a string literal picks the view; otherwise the union', () => {
    const someUri: string = SAMPLES.mailto;
    expectTypeOf(parseAs('mailto:a@b')).toEqualTypeOf<MailtoView>();
    expectTypeOf(parseAs(parse(someUri), 'mailto')).toEqualTypeOf<MailtoView>();
    expectTypeOf(() => parseAs(someUri, 'https')).returns.toEqualTypeOf<HttpView<'https'>>();
    expectTypeOf(parseAs('nntp://h/g')).toEqualTypeOf<NntpView>();
    expectTypeOf(parseAs('data:,x')).toEqualTypeOf<DataUriView>();
    expectTypeOf(parseAs(someUri)).toEqualTypeOf<SchemeView>();
    expectTypeOf(() => parseAs('x-mine:a')).returns.toEqualTypeOf<SchemeView>();
    expectTypeOf(() => parseAs(someUri, someUri.slice(0, 4))).returns.toEqualTypeOf<SchemeView>();
    expectTypeOf(parseAs<LdapView>(someUri)).toEqualTypeOf<LdapView>(); // a type argument, as before
    expectTypeOf<SchemeViews['news']>().toEqualTypeOf<NewsView<'news'>>();
    expectTypeOf(buildAs('mailto', { to: ['a@b'], headers: [] })).toEqualTypeOf<Uri>();
    expectTypeOf<ViewInput<MailtoView>>().toEqualTypeOf<{ scheme?: 'mailto' | undefined; to: string[]; headers: [string, string][] }>();
  });

  it('types: a union narrows on view.scheme', () => {
    const view: SchemeView = parseAs(SAMPLES.news);
    if (view.scheme === 'news') {
      expectTypeOf(view).toEqualTypeOf<NewsView<'news'>>();
      expect(view.group).toBe('comp.infosystems.www.servers.unix');
    } else {
      expect.unreachable();
    }
    const scopes = ROWS.map(([, uri]) => parseAs(uri)).flatMap((v) => (v.scheme === 'ldap' || v.scheme === 'ldaps' ? [v.scope] : []));
    expect(scopes).toEqual(['one', 'base']);
  });

  it('types: buildAs checks the view against the scheme named (each also refused at run time)', () => {
    // @ts-expect-error an http view is no mailto view
    expectUriError(() => buildAs('mailto', parseAs('http://a/')), 'scheme-mismatch', 0);
    // @ts-expect-error to is a string[]
    expectUriError(() => buildAs('mailto', { to: 'a@b', headers: [] }), 'invalid-argument', 0);
    // @ts-expect-error the scheme of the view is not the one named
    expectUriError(() => buildAs('mailto', { scheme: 'tel', to: [], headers: [] }), 'scheme-mismatch', 0);
    // a name known only at run time, or a type argument, takes any view
    const name: string = 'mailto';
    expectUriError(() => buildAs(name, { to: 'a@b', headers: [] }), 'invalid-argument', 0);
    expect(buildAs<MailtoView>('mailto', { to: ['a@b'], headers: [] }).toString()).toBe('mailto:a@b');
  });
});
