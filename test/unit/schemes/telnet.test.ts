/** RFC 4248 Sec. 2 - the telnet scheme: parseTelnet, buildTelnet, the registry entry. */
import { describe, expect, it } from 'vitest';
import { equivalent } from '../../../src/index.js';
import { DEFAULT_REGISTRY, createRegistry } from '../../../src/schemes/registry.js';
import { type TelnetView, buildTelnet, parseTelnet, telnetScheme } from '../../../src/schemes/telnet.js';
import type { UriErrorCode } from '../../../src/errors.js';
import { expectUriError } from '../../helpers/expect.js';

const registry = createRegistry([...DEFAULT_REGISTRY.entries, telnetScheme]);

function view(parts: Partial<TelnetView>): TelnetView {
  return { scheme: 'telnet', user: undefined, password: undefined, host: 'example.com', hostKind: 'reg-name', port: undefined, fragment: undefined, ...parts };
}

const pass = (rows: [string, TelnetView][]): void => {
  it.each(rows)('%s', (input, want) => {
    expect(parseTelnet(input)).toEqual(want);
    expect(parseTelnet(buildTelnet(want))).toEqual(want);
  });
};
const fail = (rows: [string, UriErrorCode, number][]): void => {
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    expectUriError(() => parseTelnet(input), code, index);
  });
};

describe('seed 002 (uri(7)): telnet://ip_server/, "The final "/" character may be omitted", port 23', () => {
  pass([
    // "An example is <telnet://melvyl.ucop.edu/>."
    ['telnet://melvyl.ucop.edu/', view({ host: 'melvyl.ucop.edu' })],
    ['telnet://melvyl.ucop.edu', view({ host: 'melvyl.ucop.edu' })],
    // ip_server = [user [ : password ] @ ] host [ : port ]
    ['telnet://fred:fredpassword@example.com:8080/', view({ user: 'fred', password: 'fredpassword', port: 8080 })],
  ]);

  it('the default port is 23, and the final "/" changes nothing', () => {
    expect(telnetScheme.defaultPort).toBe(23);
    expect(equivalent('telnet://melvyl.ucop.edu', 'telnet://melvyl.ucop.edu:23/', { registry })).toBe(true);
    expect(buildTelnet(parseTelnet('telnet://melvyl.ucop.edu')).toString()).toBe('telnet://melvyl.ucop.edu/');
  });

  fail([
    // Security: escaped CR and LF must not reach the Telnet session unescaped
    ['telnet://user%0D%0Alogout@example.com/', 'telnet-line-break', 13],
    ['telnet://u:p%0a@example.com/', 'telnet-line-break', 12],
  ]);
});

describe('RFC 4248 Sec. 2: telnetURL = "telnet://" login [ "/" ]', () => {
  pass([
    ['telnet://guest@bbs.example.org:2323/', view({ user: 'guest', host: 'bbs.example.org', port: 2323 })],
    ['telnet://@example.com/', view({ user: '' })],
    ['telnet://joe:@example.com', view({ user: 'joe', password: '' })],
    ['telnet://a%3Ab:c%3Ad@example.com/', view({ user: 'a:b', password: 'c:d' })],
    ['TELNET://192.0.2.1/', view({ host: '192.0.2.1', hostKind: 'ipv4' })],
    // RFC 3986 Sec. 3.5: the fragment's meaning does not depend on the scheme; it is kept
    ['telnet://example.com/#x', view({ fragment: 'x' })],
  ]);

  fail([
    ['telnet://example.com/path', 'telnet-path', 21],
    ['telnet://example.com//', 'telnet-path', 21],
    ['telnet://example.com?x', 'telnet-path', 20],
    ['telnet://example.com/?', 'telnet-path', 21],
    ['telnet:example.com', 'telnet-missing-host', 7],
    ['telnet://', 'telnet-missing-host', 9],
    ['telnet://example.com:123456/', 'telnet-invalid-port', 21],
    ['telnet://%C3@example.com/', 'invalid-utf8', 9],
    ['ssh://example.com/', 'scheme-mismatch', 0],
  ]);

  it('buildTelnet: JSDoc example and bad views', () => {
    expect(buildTelnet({
      user: 'guest', password: undefined, host: 'bbs.example.org', hostKind: 'reg-name', port: 2323, fragment: undefined,
    }).toString()).toBe('telnet://guest@bbs.example.org:2323/');
    expect(parseTelnet('telnet://melvyl.ucop.edu/').host).toBe('melvyl.ucop.edu');
    expect(buildTelnet(view({ user: 'a:b@c', password: 'p:q' })).toString()).toBe('telnet://a%3Ab%40c:p:q@example.com/');
    for (const v of [view({ password: 'x' }), view({ port: -1 }), view({ hostKind: 'ipv6' }), view({ user: 3 as unknown as string })]) {
      expectUriError(() => buildTelnet(v), 'invalid-argument', 0);
    }
    expectUriError(() => buildTelnet(view({ user: 'a\r\nb' })), 'telnet-line-break', 10);
  });
});
