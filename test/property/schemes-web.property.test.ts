/**
 * The web schemes (http, https, ws, wss, ftp, telnet, gopher) -- property laws (STYLE 29):
 * view -> URI -> view is the identity for generated views (with or without their scheme); every
 * built URI parses with the core `parse`; parsed URIs survive view -> URI -> view; and with the full
 * registry, an explicit default port and an empty path are RFC 3986 Sec. 6.2.3 equivalences.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_REGISTRY, createRegistry, equivalent, normalize, parse, encode } from '../../src/index.js';
import { type HttpView, buildHttp, httpScheme, httpsScheme, parseHttp } from '../../src/schemes/http.js';
import { type WsView, buildWs, parseWs, wsScheme, wssScheme } from '../../src/schemes/ws.js';
import { type FtpView, buildFtp, ftpScheme, parseFtp } from '../../src/schemes/ftp.js';
import { type TelnetView, buildTelnet, parseTelnet, telnetScheme } from '../../src/schemes/telnet.js';
import { type GopherView, buildGopher, gopherScheme, parseGopher } from '../../src/schemes/gopher.js';
import type { SchemeEntry } from '../../src/schemes/registry.js';
import { expectSchemeLaws, withoutScheme } from '../helpers/views.js';
import * as abnf from './abnf.js';

const RUNS = { numRuns: 300 };
const ENTRIES: SchemeEntry<any>[] = [httpScheme, httpsScheme, wsScheme, wssScheme, ftpScheme, telnetScheme, gopherScheme];
const registry = createRegistry([...DEFAULT_REGISTRY.entries, ...ENTRIES]);

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** A non-empty host with its kind (Sec. 3.2.2 first-match-wins: a reg-name spelling an IPv4 address is one). */
const server = abnf.hostParts.filter((h) => h.host !== '');
const port = fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined });

/** Decoded text: any code point, with the characters each scheme treats specially made frequent. */
const text = (exclude = ''): fc.Arbitrary<string> => fc.string({
  unit: fc.oneof(
    { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 3 },
    { arbitrary: fc.constantFrom('/', ';', '?', '#', '%', ':', '@', ' ', '\t', '\r', '\n', 'a', '=', '+'), weight: 2 },
  ).filter((c) => !exclude.includes(c)),
  maxLength: 8,
});
const noLineBreak = text('\r\n');
const optional = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(a, { nil: undefined });

/** A path from decoded segments, and the segments: '/' + each encoded (so '/' in a segment is %2F). */
const segmentsPath = fc.array(text(), { minLength: 1, maxLength: 4 }).map((segments) => ({
  path: '/' + segments.map((s) => encode(s, 'segment')).join('/'),
  pathSegments: segments,
}));

const httpView: fc.Arbitrary<HttpView> = fc.record({
  scheme: fc.constantFrom('http' as const, 'https' as const),
  userinfo: optional(abnf.userinfo),
  server,
  port,
  p: segmentsPath,
  query: optional(abnf.query),
  fragment: optional(abnf.fragment),
}).map(({ server: h, p, ...rest }) => ({ ...rest, host: h.host, hostKind: h.hostKind, path: p.path, pathSegments: p.pathSegments }));

const wsView: fc.Arbitrary<WsView> = fc.record({
  scheme: fc.constantFrom('ws' as const, 'wss' as const),
  server,
  port,
  p: segmentsPath,
  query: optional(abnf.query),
}).map(({ server: h, p, scheme, port: n, query }) => ({
  scheme, host: h.host, hostKind: h.hostKind, port: n, path: p.path, pathSegments: p.pathSegments, query,
  resourceName: query === undefined || query === '' ? p.path : p.path + '?' + query,
}));

const login = fc.oneof(
  fc.constant({ user: undefined, password: undefined }),
  fc.record({ user: noLineBreak, password: optional(noLineBreak) }),
);

const ftpView: fc.Arbitrary<FtpView> = fc.record({
  login,
  server,
  port,
  directories: fc.array(noLineBreak, { maxLength: 4 }),
  name: noLineBreak,
  type: fc.constantFrom('a' as const, 'i' as const, 'd' as const, undefined),
  fragment: optional(abnf.fragment),
}).map(({ login: l, server: h, ...rest }) => ({ scheme: 'ftp' as const, ...l, host: h.host, hostKind: h.hostKind, ...rest }));

const telnetView: fc.Arbitrary<TelnetView> = fc.record({ login, server, port, fragment: optional(abnf.fragment) })
  .map(({ login: l, server: h, ...rest }) => ({ scheme: 'telnet' as const, ...l, host: h.host, hostKind: h.hostKind, ...rest }));

const gopherView: fc.Arbitrary<GopherView> = fc.record({
  server,
  port,
  type: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  selector: text('\t\r\n'),
  searchPlus: fc.oneof(
    fc.constant({ search: undefined, gopherPlus: undefined }),
    fc.record({ search: text('\t\r\n'), gopherPlus: optional(text('\r\n')) }),
  ),
  fragment: optional(abnf.fragment),
}).map(({ server: h, searchPlus, ...rest }) => ({ scheme: 'gopher' as const, host: h.host, hostKind: h.hostKind, ...rest, ...searchPlus }));

// ---------------------------------------------------------------------------------------------
// The laws, one block per scheme

interface Case<V> {
  name: string;
  view: fc.Arbitrary<V>;
  parse: (u: string | ReturnType<typeof parse>) => V;
  build: (v: V) => ReturnType<typeof parse>;
  port: (v: V) => number;
  /** A scheme of another family, which the builder must refuse. */
  other: string;
}

const CASES: Case<any>[] = [
  { name: 'http, https', view: httpView, parse: parseHttp, build: buildHttp, port: (v: HttpView) => (v.scheme === 'http' ? 80 : 443), other: 'ws' },
  { name: 'ws, wss', view: wsView, parse: parseWs, build: buildWs, port: (v: WsView) => (v.scheme === 'ws' ? 80 : 443), other: 'https' },
  { name: 'ftp', view: ftpView, parse: parseFtp, build: buildFtp, port: () => 21, other: 'http' },
  { name: 'telnet', view: telnetView, parse: parseTelnet, build: buildTelnet, port: () => 23, other: 'ftp' },
  { name: 'gopher', view: gopherView, parse: parseGopher, build: buildGopher, port: () => 70, other: 'telnet' },
];

/** What buildHttp and buildWs mean by a view without a scheme. */
const FAMILY_FIRST: Record<string, string> = { https: 'http', wss: 'ws' };

/** The registry entry of a view's own scheme. */
const entryOf = (v: { scheme: string }): SchemeEntry<any> => ENTRIES.find((e) => e.name === v.scheme)!;

describe.each(CASES)('$name', ({ view, parse: parseView, build, port: defaultPort, other }) => {
  it('view -> URI -> view is the identity, and the URI parses with the core parse', () => {
    fc.assert(fc.property(view, (v) => {
      const uri = build(v);
      expect(parseView(uri)).toEqual(v);
      const again = parse(uri.toString());
      expect(again.toString()).toBe(uri.toString());
      expect(parseView(uri.toString())).toEqual(v);
      // and through the registry entry of the view's scheme
      expect(entryOf(v).parse!(entryOf(v).build!(v))).toEqual(v);
    }), RUNS);
  });

  it('the view\'s scheme may be left out (the entry\'s own, or the family\'s first); another is refused', () => {
    fc.assert(fc.property(view, (v) => {
      expectSchemeLaws(v, entryOf(v).build!, other);
      expect(parseView(build(withoutScheme(v)))).toEqual({ ...v, scheme: FAMILY_FIRST[v.scheme] ?? v.scheme });
    }), RUNS);
  });

  it('Sec. 6.2.3: the URI with its default port written out is equivalent (full registry)', () => {
    fc.assert(fc.property(view, (v) => {
      const withoutPort = build({ ...v, port: undefined });
      const withDefault = build({ ...v, port: defaultPort(v) });
      expect(equivalent(withoutPort, withDefault, { registry })).toBe(true);
      // and the normalized form has no port
      expect(normalize(withDefault, { registry }).port).toBeUndefined();
    }), RUNS);
  });
});

describe('parsed URIs: view -> URI -> view on the raw spellings the ABNF generates', () => {
  const http = fc.record({
    scheme: fc.constantFrom('http', 'HTTPS', 'ws', 'Wss'),
    userinfo: optional(abnf.userinfo),
    server,
    // the view keeps a port as a number, so '080' comes back as '80': the core's normalize does
    // not strip a port's leading zeros, so they are left out here
    port: optional(fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 65535 }).map(String))),
    path: abnf.pathAbempty,
    query: optional(abnf.query),
  }).map((p) => p.scheme + '://' + (p.userinfo === undefined ? '' : p.userinfo + '@') + p.server.host +
    (p.port === undefined ? '' : ':' + p.port) + p.path + (p.query === undefined ? '' : '?' + p.query));

  it('http and ws: parse(build(parse(u))) equals parse(u), and the URIs are equivalent', () => {
    fc.assert(fc.property(http, (u) => {
      const isWs = u[0] === 'w' || u[0] === 'W';
      if (isWs && u.includes('@')) return; // ws has no userinfo (ws-userinfo)
      const v = isWs ? parseWs(u) : parseHttp(u);
      const built = isWs ? buildWs(v as WsView) : buildHttp(v as HttpView);
      expect(isWs ? parseWs(built) : parseHttp(built)).toEqual(v);
      expect(equivalent(u, built, { registry })).toBe(true);
    }), RUNS);
  });

  it('Sec. 6.2.3: an empty path is "/" for each web scheme', () => {
    fc.assert(fc.property(fc.constantFrom('http', 'https', 'ws', 'wss', 'ftp', 'telnet', 'gopher'), server, (scheme, h) => {
      expect(equivalent(`${scheme}://${h.host}`, `${scheme}://${h.host}/`, { registry })).toBe(true);
    }), RUNS);
  });
});
