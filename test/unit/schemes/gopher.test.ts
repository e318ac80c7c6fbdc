/** RFC 4266 Sec. 2 - the gopher scheme: parseGopher, buildGopher, the registry entry. */
import { describe, expect, it } from 'vitest';
import { equivalent } from '../../../src/index.js';
import { DEFAULT_REGISTRY, createRegistry } from '../../../src/schemes/registry.js';
import { type GopherView, buildGopher, gopherScheme, parseGopher } from '../../../src/schemes/gopher.js';
import type { UriErrorCode } from '../../../src/errors.js';
import { expectUriError } from '../../helpers/expect.js';

const registry = createRegistry([...DEFAULT_REGISTRY.entries, gopherScheme]);

function view(parts: Partial<GopherView>): GopherView {
  return {
    scheme: 'gopher', host: 'gopher.example.org', hostKind: 'reg-name', port: undefined, type: '1', selector: '', search: undefined,
    gopherPlus: undefined, fragment: undefined, ...parts,
  };
}

const pass = (rows: [string, GopherView][]): void => {
  it.each(rows)('%s', (input, want) => {
    expect(parseGopher(input)).toEqual(want);
    expect(parseGopher(buildGopher(want))).toEqual(want);
  });
};
const fail = (rows: [string, UriErrorCode, number][]): void => {
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    expectUriError(() => parseGopher(input), code, index);
  });
};

describe('seed 002 (uri(7)): the three gopher forms, default port 70', () => {
  pass([
    // gopher://ip_server/gophertype selector
    ['gopher://gopher.example.org:70/1/pub/menu', view({ port: 70, selector: '/pub/menu' })],
    // gopher://ip_server/gophertype selector%09search
    ['gopher://gopher.example.org/7/search%09gopher%20uri', view({ type: '7', selector: '/search', search: 'gopher uri' })],
    // gopher://ip_server/gophertype selector%09search%09gopher+_string
    ['gopher://gopher.example.org/7/search%09uri%09+', view({ type: '7', selector: '/search', search: 'uri', gopherPlus: '+' })],
    // "The entire path may also be empty, in which case the delimiting "/" is also optional and the
    // gophertype defaults to "1"."
    ['gopher://gopher.example.org', view({})],
    ['gopher://gopher.example.org/', view({})],
    // ip_server with a port
    ['gopher://gopher.example.org:7070/0a', view({ port: 7070, type: '0', selector: 'a' })],
  ]);

  it('the default port is 70', () => {
    expect(gopherScheme.defaultPort).toBe(70);
    expect(equivalent('gopher://gopher.example.org', 'gopher://gopher.example.org:70/', { registry })).toBe(true);
  });

  it('Security: a gopher URI aimed at another protocol\'s port (SMTP, 25) shows the port in the view', () => {
    expect(parseGopher('gopher://mail.example.org:25/0HELO').port).toBe(25);
  });

  fail([
    // "selector strings are a sequence of octets which may contain any octets except 09
    // hexadecimal (US-ASCII HT or tab), 0A hexadecimal (US-ASCII character LF), and 0D"
    // -- and Security: escaped CR/LF would let a gopher URI speak SMTP to port 25
    ['gopher://mail.example.org:25/0%0D%0AMAIL%20FROM', 'gopher-line-break', 30],
    ['gopher://gopher.example.org/1a%0ab', 'gopher-line-break', 30],
    ['gopher://gopher.example.org/7s%09a%0Db', 'gopher-line-break', 34],
    // ip_server allows a user and password, but RFC 4266 Sec. 2's gopher URL has none, and the Gopher
    // protocol no login: the RFC wins
    ['gopher://fred:fredpassword@gopher.example.org/', 'gopher-userinfo', 9],
  ]);
});

describe('RFC 4266 Sec. 2: gopher://<host>:<port>/<gopher-path>', () => {
  pass([
    // Sec. 2: "some Gopher <selector> strings begin with a copy of the <gophertype> character, in which
    // case that character will occur twice consecutively" (RFC 1738's example URL)
    ['gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles',
      view({ host: 'spinaltap.micro.umn.edu', type: '0', selector: '0/Weather/California/Los Angeles' })],
    // Sec. 2: "The Gopher selector string may be an empty string; this is how Gopher clients refer to
    // the top-level directory"
    ['gopher://gopher.example.org/1', view({})],
    ['gopher://gopher.example.org/0', view({ type: '0' })],
    // Sec. 2.1: <selector>%09<search>; an empty search is still a search
    ['gopher://gopher.example.org/7%09', view({ type: '7', search: '' })],
    // Sec. 2.2: "the %09<search> string must be supplied, although the <search> element may be the empty string"
    ['gopher://gopher.example.org/0item%09%09+', view({ type: '0', selector: 'item', search: '', gopherPlus: '+' })],
    // Sec. 2.3: a Gopher+ string "?" is an item with an electronic form; "no characters are reserved"
    // in the gopher-path, so a literal '?' is data (here it starts the RFC 3986 query)
    ['gopher://gopher.example.org/0item%09%09?', view({ type: '0', selector: 'item', search: '', gopherPlus: '?' })],
    ['gopher://gopher.example.org/0item%09%09%3F', view({ type: '0', selector: 'item', search: '', gopherPlus: '?' })],
    ['gopher://gopher.example.org/1a?b=c', view({ selector: 'a?b=c' })],
    // a tab after the second %09 belongs to the Gopher+ string
    ['gopher://gopher.example.org/1a%09b%09c%09d', view({ selector: 'a', search: 'b', gopherPlus: 'c\td' })],
    ['gopher://gopher.example.org/h%2Fx#frag', view({ type: 'h', selector: '/x', fragment: 'frag' })],
    ['gopher://gopher.example.org/%49img', view({ type: 'I', selector: 'img' })],
    ['GOPHER://[2001:db8::70]:7070/g', view({ host: '[2001:db8::70]', hostKind: 'ipv6', port: 7070, type: 'g' })],
    ['gopher://gopher.example.org/1caf%C3%A9', view({ selector: 'caf\u00e9' })],
  ]);

  fail([
    ['gopher://gopher.example.org/%09search', 'gopher-invalid-type', 28],
    ['gopher://gopher.example.org/%20x', 'gopher-invalid-type', 28],
    ['gopher://gopher.example.org/%C3%A9', 'gopher-invalid-type', 28],
    ['gopher://gopher.example.org?x', 'gopher-invalid-type', 27],
    ['gopher:/1x', 'gopher-missing-host', 7],
    ['gopher:///1x', 'gopher-missing-host', 9],
    ['gopher://gopher.example.org:65536/', 'gopher-invalid-port', 28],
    ['gopher://gopher.example.org/1%FF', 'invalid-utf8', 29],
    ['gopher://gopher.example.org/1a%09%E2%82', 'invalid-utf8', 33],
    ['http://gopher.example.org/', 'scheme-mismatch', 0],
  ]);
});

describe('buildGopher', () => {
  it('JSDoc examples', () => {
    expect(buildGopher({
      host: 'gopher.example.org', hostKind: 'reg-name', port: undefined, type: '0',
      selector: '/Weather/Los Angeles', search: undefined, gopherPlus: undefined, fragment: undefined,
    }).toString()).toBe('gopher://gopher.example.org/0/Weather/Los%20Angeles');
    expect(parseGopher('gopher://gopher.example.org/7search%09gopher%20uri').search).toBe('gopher uri');
  });

  it('encodes "?", "#", "%" and tabs; writes the type explicitly', () => {
    expect(buildGopher(view({ type: '?', selector: 'a?#%', search: 'x y', gopherPlus: '\t' })).toString())
      .toBe('gopher://gopher.example.org/%3Fa%3F%23%25%09x%20y%09%09');
    expect(buildGopher(view({})).toString()).toBe('gopher://gopher.example.org/1');
  });

  it('refuses views no URI has', () => {
    for (const v of [
      view({ type: '' }), view({ type: '10' }), view({ type: ' ' }), view({ type: '\u00e9' }),
      view({ gopherPlus: '+' }), view({ selector: 'a\tb' }), view({ search: 'a\tb' }), view({ hostKind: 'ipv4' }),
    ]) expectUriError(() => buildGopher(v), 'invalid-argument', 0);
    expectUriError(() => buildGopher(view({ selector: 'a\r\nb' })), 'gopher-line-break', 30);
  });
});
