/** RFC 6454 §4, §5, §6.2 — the origin of a URI, same-origin, and the ASCII serialization. */
import { describe, expect, it } from 'vitest';
import { isSameOrigin, origin } from '../../src/origin.js';
import { domainToAscii } from '../../src/idna/index.js';
import { createRegistry, DEFAULT_REGISTRY } from '../../src/registry.js';
import { parse } from '../../src/uri.js';
import { expectUriError } from '../helpers/expect.js';

describe('tuple origins (RFC 6454 §4 steps 2-7) and their serialization (§6.2)', () => {
  it.each([
    // §4 steps 2, 5: scheme and host lower case; step 6: the default port; §6.2 step 5: the default port is not written
    ['HTTPS://Example.COM/a?b#c', 'https', 'example.com', 443, 'https://example.com'],
    ['http://example.com:8080/', 'http', 'example.com', 8080, 'http://example.com:8080'],
    ['http://example.com:80/', 'http', 'example.com', 80, 'http://example.com'],
    ['http://example.com:0080/', 'http', 'example.com', 80, 'http://example.com'],
    ['http://example.com:/', 'http', 'example.com', 80, 'http://example.com'],
    ['http://user:pass@example.com/', 'http', 'example.com', 80, 'http://example.com'],
    ['ws://chat.example:443/', 'ws', 'chat.example', 443, 'ws://chat.example:443'],
    ['wss://chat.example/', 'wss', 'chat.example', 443, 'wss://chat.example'],
    ['ftp://ftp.example/pub', 'ftp', 'ftp.example', 21, 'ftp://ftp.example'],
    ['http://[::1]:8000/', 'http', '[::1]', 8000, 'http://[::1]:8000'],
    ['http://192.0.2.1/', 'http', '192.0.2.1', 80, 'http://192.0.2.1'],
    ['http://%65xample.com/', 'http', 'example.com', 80, 'http://example.com'],
  ] as const)('%s', (uri, scheme, host, port, serialization) => {
    const o = origin(uri);
    expect(o).toEqual({ opaque: false, scheme, host, port, serialization });
    // URL.origin agrees where WHATWG has the same triple
    if (!uri.includes('%') && !uri.startsWith('ftp')) expect(new URL(uri).origin).toBe(serialization);
  });
});

describe('opaque origins (RFC 6454 §4 steps 1, 3, 4)', () => {
  it.each([
    ['data:,hello', 'no authority (step 1)'],
    ['mailto:joe@example.com', 'no authority (step 1)'],
    ['urn:example:a', 'no authority (step 1)'],
    ['/a/b', 'not absolute (step 1)'],
    ['//example.com/', 'not absolute (step 1)'],
    ['file:///etc/hosts', 'file (step 4: urikit chooses opaque)'],
    ['file://server/share', 'file (step 4: urikit chooses opaque)'],
    ['foo://example.com/', 'a scheme with no default port in the registry (step 3)'],
    ['http:///a', 'an empty host names no authority'],
    ['http://example.com:65536/', 'a port no user agent can reach'],
  ])('%s: %s', (uri) => {
    const o = origin(uri);
    expect(o.opaque).toBe(true);
    expect(o.serialization).toBe('null');
    // a fresh identifier each time: same-origin with nothing, not even itself given twice
    expect(origin(uri)).not.toBe(o);
    expect(isSameOrigin(uri, uri)).toBe(false);
  });
  it('a registry entry with a default port makes a scheme supported', () => {
    const registry = createRegistry([...DEFAULT_REGISTRY.entries, { name: 'foo', spec: 'test', defaultPort: 1234 }]);
    expect(origin('foo://Example.com/', { registry }).serialization).toBe('foo://example.com');
  });
});

describe('isSameOrigin (RFC 6454 §5)', () => {
  it.each([
    ['http://example.com/a', 'HTTP://EXAMPLE.com:80/b?c', true],
    ['http://example.com/', 'https://example.com/', false],
    ['http://example.com/', 'http://example.com:8080/', false],
    ['http://example.com/', 'http://www.example.com/', false],
    ['https://a.example/', parse('https://a.example:443/x'), true],
  ] as const)('%s ~ %s: %s', (a, b, want) => {
    expect(isSameOrigin(a, b)).toBe(want);
    expect(isSameOrigin(b, a)).toBe(want);
  });
  it('an IDN host meets its A-labels with hostToAscii (§4 step 5 assumes A-labels)', () => {
    expect(isSameOrigin('http://b%C3%BCcher.example/', 'http://xn--bcher-kva.example/')).toBe(false);
    expect(isSameOrigin('http://b%C3%BCcher.example/', 'http://xn--bcher-kva.example/', { hostToAscii: domainToAscii })).toBe(true);
    expect(origin(parse('http://b\u00fccher.example/', { iri: true }), { hostToAscii: domainToAscii }).serialization).toBe('http://xn--bcher-kva.example');
    expect(origin('http://B\u00fccher.example:8080/', { iri: true, hostToAscii: domainToAscii }).serialization).toBe('http://xn--bcher-kva.example:8080');
    expect(origin(new URL('http://b\u00fccher.example/')).serialization).toBe('http://xn--bcher-kva.example');
  });
});

describe('errors', () => {
  it('bad arguments and options are invalid-argument naming the function', () => {
    expect(expectUriError(() => origin(1 as never), 'invalid-argument', 0).message).toMatch(/origin: the URI must be a string or a Uri/);
    expect(expectUriError(() => origin('http://a/', { level: 'x' } as never), 'invalid-argument', 0).message).toMatch(/origin: unknown option "level"; expected iri, registry or hostToAscii/);
    expect(expectUriError(() => isSameOrigin('http://a/', null as never), 'invalid-argument', 0).message).toMatch(/isSameOrigin: the second URI/);
    expect(expectUriError(() => origin('http://a/', { registry: {} } as never), 'invalid-argument', 0).message).toMatch(/origin: options\.registry must be a scheme registry/);
  });
  it('a string that is no URI: its parse error', () => {
    expectUriError(() => origin('http://a b/'), 'invalid-host-char', 8);
  });
});
