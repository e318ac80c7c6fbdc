/** RFC 1738 Sec. 3.2 - the ftp scheme: parseFtp, buildFtp, the registry entry. */
import { describe, expect, it } from 'vitest';
import { equivalent } from '../../../src/index.js';
import { DEFAULT_REGISTRY, createRegistry } from '../../../src/schemes/registry.js';
import { type FtpView, buildFtp, ftpScheme, parseFtp } from '../../../src/schemes/ftp.js';
import type { UriErrorCode } from '../../../src/errors.js';
import { expectUriError } from '../../helpers/expect.js';

const registry = createRegistry([...DEFAULT_REGISTRY.entries, ftpScheme]);

function view(parts: Partial<FtpView>): FtpView {
  return {
    scheme: 'ftp', user: undefined, password: undefined, host: 'host.dom', hostKind: 'reg-name', port: undefined,
    directories: [], name: '', type: undefined, fragment: undefined, ...parts,
  };
}

const pass = (rows: [string, FtpView][]): void => {
  it.each(rows)('%s', (input, want) => {
    expect(parseFtp(input)).toEqual(want);
    expect(parseFtp(buildFtp(want))).toEqual(want);
  });
};
const fail = (rows: [string, UriErrorCode, number][]): void => {
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    expectUriError(() => parseFtp(input), code, index);
  });
};

describe('seed 002 (uri(7)): ftp://ip_server/path, default port 21', () => {
  pass([
    // "An example is <ftp://ftp.is.co.za/rfc/rfc1808.txt>."
    ['ftp://ftp.is.co.za/rfc/rfc1808.txt', view({ host: 'ftp.is.co.za', directories: ['rfc'], name: 'rfc1808.txt' })],
    // ip_server with user, password and port
    ['ftp://fred:fredpassword@example.com:8080/', view({ user: 'fred', password: 'fredpassword', host: 'example.com', port: 8080 })],
  ]);

  it('"If no username is included, the username "anonymous" is supplied": the view says no user', () => {
    expect(parseFtp('ftp://ftp.is.co.za/rfc/rfc1808.txt').user).toBeUndefined();
  });

  it('the default port is 21', () => {
    expect(ftpScheme.defaultPort).toBe(21);
    expect(equivalent('ftp://ftp.is.co.za', 'ftp://ftp.is.co.za:21/', { registry })).toBe(true);
  });

  fail([
    // Security: escaped CR/LF would end an FTP command and inject another
    ['ftp://h/pub%0D%0ADELE%20x', 'ftp-line-break', 11],
    ['ftp://u%0a@h/', 'ftp-line-break', 7],
  ]);
});

describe('RFC 1738 Sec. 3.2.1: FTP name and password', () => {
  pass([
    // "ftp://@host.com/ has an empty user name and no password"
    ['ftp://@host.com/', view({ user: '', host: 'host.com' })],
    // "ftp://host.com/ has no user name"
    ['ftp://host.com/', view({ host: 'host.com' })],
    // "ftp://foo:@host.com/ has a user name of "foo" and an empty password"
    ['ftp://foo:@host.com/', view({ user: 'foo', password: '', host: 'host.com' })],
    ['ftp://a%40b%3Ac:p%3Aw@host.dom/', view({ user: 'a@b:c', password: 'p:w' })],
  ]);
});

describe('RFC 1738 Sec. 3.2.2: the url-path is cwd1/.../cwdN/name;type=typecode', () => {
  pass([
    // "ftp://myname@host.dom/%2Fetc/motd" -- CWD /etc, RETR motd
    ['ftp://myname@host.dom/%2Fetc/motd', view({ user: 'myname', directories: ['/etc'], name: 'motd' })],
    // "ftp://myname@host.dom/etc/motd" -- CWD etc, RETR motd
    ['ftp://myname@host.dom/etc/motd', view({ user: 'myname', directories: ['etc'], name: 'motd' })],
    // "ftp://myname@host.dom//etc/motd" -- CWD (empty), CWD etc, RETR motd
    ['ftp://myname@host.dom//etc/motd', view({ user: 'myname', directories: ['', 'etc'], name: 'motd' })],
    // typecode "a", "i" or "d" (either case in the BNF; the view is lower case)
    ['ftp://host.dom/pub/file.bin;type=i', view({ directories: ['pub'], name: 'file.bin', type: 'i' })],
    ['ftp://host.dom/pub/README;TYPE=A', view({ directories: ['pub'], name: 'README', type: 'a' })],
    ['ftp://host.dom/pub/;type=d', view({ directories: ['pub'], name: '', type: 'd' })],
    // the whole url-path may be omitted
    ['ftp://host.dom', view({})],
    ['ftp://host.dom/a%3Bb/c%3Fd%20e', view({ directories: ['a;b'], name: 'c?d e' })],
    ['ftp://host.dom/file#part', view({ name: 'file', fragment: 'part' })],
    ['FTP://[2001:db8::1]:2121/x', view({ host: '[2001:db8::1]', hostKind: 'ipv6', port: 2121, name: 'x' })],
  ]);

  fail([
    ['ftp://host.dom/a/b;type=x', 'ftp-invalid-type', 24],
    ['ftp://host.dom/b;type=', 'ftp-invalid-type', 22],
    ['ftp://host.dom/b;type=ai', 'ftp-invalid-type', 22],
    ['ftp://host.dom/b;type=a;x', 'ftp-invalid-type', 22],
    ['ftp://host.dom/a;b/c', 'ftp-invalid-semicolon', 16],
    ['ftp://host.dom/a;type=a/c', 'ftp-invalid-semicolon', 16],
    ['ftp://host.dom/c;mode=x', 'ftp-invalid-semicolon', 16],
    ['ftp://host.dom/c?x', 'ftp-query', 16],
    ['ftp:/pub/x', 'ftp-missing-host', 4],
    ['ftp:///pub/x', 'ftp-missing-host', 6],
    ['ftp://host.dom:65536/', 'ftp-invalid-port', 15],
    ['ftp://host.dom/%FF', 'invalid-utf8', 15],
    ['ftp://host.dom/a/%C3%28', 'invalid-utf8', 17],
    ['sftp://host.dom/', 'scheme-mismatch', 0],
  ]);
});

describe('buildFtp', () => {
  it('JSDoc examples', () => {
    expect(buildFtp({
      user: undefined, password: undefined, host: 'host.dom', hostKind: 'reg-name',
      port: undefined, directories: ['/etc'], name: 'motd', type: 'a', fragment: undefined,
    }).toString()).toBe('ftp://host.dom/%2Fetc/motd;type=a');
    expect(parseFtp('ftp://ftp.is.co.za/rfc/rfc1808.txt').directories).toEqual(['rfc']);
  });

  it('encodes "/" and ";" inside a segment, ":" inside a user', () => {
    expect(buildFtp(view({ user: 'a:b', password: 'c:d', directories: ['x/y', 'p;q'], name: 'n;type=i' })).toString())
      .toBe('ftp://a%3Ab:c:d@host.dom/x%2Fy/p%3Bq/n%3Btype=i');
  });

  it('refuses views no URI has', () => {
    for (const v of [
      view({ type: 'x' as 'a' }), view({ directories: 'a' as unknown as string[] }), view({ password: 'p' }),
      view({ hostKind: 'ipv4' }), view({ port: 70000 }),
    ]) expectUriError(() => buildFtp(v), 'invalid-argument', 0);
    expectUriError(() => buildFtp(view({ name: 'a\nb' })), 'ftp-line-break', 16);
    expectUriError(() => buildFtp(view({ host: '' })), 'ftp-missing-host', 6);
  });
});
