/** RFC 6455 Sec. 3 - the ws and wss schemes: parseWs, buildWs, the registry entries. */
import { describe, expect, it } from 'vitest';
import { equivalent } from '../../../src/index.js';
import { DEFAULT_REGISTRY, createRegistry } from '../../../src/schemes/registry.js';
import { type WsView, buildWs, parseWs, wsScheme, wssScheme } from '../../../src/schemes/ws.js';
import { parse } from '../../../src/uri.js';
import type { UriErrorCode } from '../../../src/errors.js';
import { expectUriError } from '../../helpers/expect.js';

const registry = createRegistry([...DEFAULT_REGISTRY.entries, wsScheme, wssScheme]);

function view(parts: Partial<WsView>): WsView {
  return {
    scheme: 'ws', host: 'example.com', hostKind: 'reg-name', port: undefined, path: '/', pathSegments: [''],
    query: undefined, resourceName: '/', ...parts,
  };
}

describe('RFC 6455 Sec. 3: ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]', () => {
  it.each<[string, WsView]>([
    // Sec. 1.2-1.3: the handshake example asks for the resource "/chat" of server.example.com
    ['ws://server.example.com/chat', view({ host: 'server.example.com', path: '/chat', pathSegments: ['chat'], resourceName: '/chat' })],
    // Sec. 3 resource-name: "/" if the path component is empty
    ['ws://example.com', view({})],
    ['wss://example.com:443', view({ scheme: 'wss', port: 443 })],
    // Sec. 3 resource-name: "?" and the query only when the query is non-empty
    ['wss://example.com/a?', view({ scheme: 'wss', path: '/a', pathSegments: ['a'], query: '', resourceName: '/a' })],
    ['ws://example.com:8080/socket/v1?token=abc&x=%20', view({
      port: 8080, path: '/socket/v1', pathSegments: ['socket', 'v1'], query: 'token=abc&x=%20', resourceName: '/socket/v1?token=abc&x=%20',
    })],
    ['WS://[::1]:9000/', view({ host: '[::1]', hostKind: 'ipv6', port: 9000 })],
    // Sec. 3: '#' that is data is written %23
    ['ws://example.com/a%23b', view({ path: '/a%23b', pathSegments: ['a#b'], resourceName: '/a%23b' })],
  ])('%s', (input, want) => {
    expect(parseWs(input)).toEqual(want);
    expect(parseWs(buildWs(want))).toEqual(want);
  });

  it.each<[string, UriErrorCode, number]>([
    // Sec. 3: "Fragment identifiers are meaningless in the context of WebSocket URIs and MUST NOT be used"
    ['ws://example.com/chat#frag', 'ws-fragment', 21],
    ['wss://example.com#', 'ws-fragment', 17],
    // the grammar has no userinfo
    ['ws://user:pw@example.com/', 'ws-userinfo', 5],
    ['wss://@example.com/', 'ws-userinfo', 6],
    ['ws:/chat', 'ws-missing-host', 3],
    ['wss://', 'ws-missing-host', 6],
    ['ws://example.com:70000/', 'ws-invalid-port', 17],
    ['http://example.com/', 'scheme-mismatch', 0],
  ])('%s -> %s at %i', (input, code, index) => {
    expectUriError(() => parseWs(input), code, index);
  });

  it('default ports 80 and 443; ws and wss entries read only their own scheme', () => {
    expect([wsScheme.defaultPort, wssScheme.defaultPort]).toEqual([80, 443]);
    expect(equivalent('ws://example.com', 'ws://example.com:80/', { registry })).toBe(true);
    expect(equivalent('wss://example.com/x', 'wss://EXAMPLE.com:443/x', { registry })).toBe(true);
    expect(equivalent('ws://example.com/', 'wss://example.com/', { registry })).toBe(false);
    expect(wssScheme.parse!(parse('wss://a/')).scheme).toBe('wss');
    expectUriError(() => wsScheme.parse!(parse('wss://a/')), 'scheme-mismatch', 0);
  });

  it('buildWs: JSDoc example, and views no URI has', () => {
    expect(buildWs({
      scheme: 'ws', host: 'example.com', hostKind: 'reg-name', port: 8080, path: '/chat', pathSegments: ['chat'],
      query: undefined, resourceName: '/chat',
    }).toString()).toBe('ws://example.com:8080/chat');
    expect(parseWs('wss://example.com/chat?v=1').resourceName).toBe('/chat?v=1');
    for (const v of [view({ resourceName: '/x' }), view({ path: '' }), { ...view({}), fragment: 'a' }]) {
      expectUriError(() => buildWs(v as WsView), 'invalid-argument', 0);
    }
    // the view's scheme: another is scheme-mismatch; left out, ws (or the entry's own)
    expectUriError(() => buildWs(view({ scheme: 'http' as 'ws' })), 'scheme-mismatch', 0);
    expectUriError(() => wsScheme.build!(view({ scheme: 'wss' }) as never), 'scheme-mismatch', 0);
    const { scheme: _, ...bare } = view({});
    expect(buildWs(bare).toString()).toBe('ws://example.com/');
    expect(wssScheme.build!(bare as WsView<'wss'>).toString()).toBe('wss://example.com/');
    expectUriError(() => buildWs(view({ host: '' })), 'ws-missing-host', 5);
  });
});
