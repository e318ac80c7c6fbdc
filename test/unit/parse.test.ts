/** RFC 3986 §1-§4, Appendix A-C — the parser against every example the RFC gives, and every ABNF rule. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERROR_CODES } from '../../src/errors.js';
import type { HostKind, Rule } from '../../src/parse.js';
import { isValid, parse, tryParse, validate } from '../../src/uri.js';
import { expectFail, expectParse, expectUriError, fails, passes, type FailRow, type PassRow } from '../helpers/expect.js';

// Every table here is [input, expected] rows (STYLE 23); error rows always give code and index (STYLE 24).
// Index arithmetic in comments: "http://" is 7 characters, "http://a/" is 9.

type Row = PassRow;



/** Runs a table of hosts (inside "http://" + host + "/") and the kind first-match-wins gives them. */
function hostKinds(rows: [string, HostKind][]): void {
  it.each(rows)('%j is %s', (host, kind) => {
    const uri = parse(`http://${host}/`);
    expect(uri.host).toBe(host);
    expect(uri.hostKind).toBe(kind);
  });
}

// The RFC's §1.1.2 examples, used by several blocks below.
const RFC_1_1_2: Row[] = [
  ['ftp://ftp.is.co.za/rfc/rfc1808.txt', { scheme: 'ftp', userinfo: undefined, host: 'ftp.is.co.za', port: undefined, path: '/rfc/rfc1808.txt', query: undefined, fragment: undefined }],
  ['http://www.ietf.org/rfc/rfc2396.txt', { scheme: 'http', userinfo: undefined, host: 'www.ietf.org', port: undefined, path: '/rfc/rfc2396.txt', query: undefined, fragment: undefined }],
  ['ldap://[2001:db8::7]/c=GB?objectClass?one', { scheme: 'ldap', userinfo: undefined, host: '[2001:db8::7]', port: undefined, path: '/c=GB', query: 'objectClass?one', fragment: undefined }],
  ['mailto:John.Doe@example.com', { scheme: 'mailto', userinfo: undefined, host: undefined, port: undefined, path: 'John.Doe@example.com', query: undefined, fragment: undefined }],
  ['news:comp.infosystems.www.servers.unix', { scheme: 'news', userinfo: undefined, host: undefined, port: undefined, path: 'comp.infosystems.www.servers.unix', query: undefined, fragment: undefined }],
  ['tel:+1-816-555-1212', { scheme: 'tel', userinfo: undefined, host: undefined, port: undefined, path: '+1-816-555-1212', query: undefined, fragment: undefined }],
  ['telnet://192.0.2.16:80/', { scheme: 'telnet', userinfo: undefined, host: '192.0.2.16', port: '80', path: '/', query: undefined, fragment: undefined }],
  ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2', { scheme: 'urn', userinfo: undefined, host: undefined, port: undefined, path: 'oasis:names:specification:docbook:dtd:xml:4.1.2', query: undefined, fragment: undefined }],
];

// ---------------------------------------------------------------------------------------------
// §1 Introduction

describe('RFC 3986 §1.1.2 examples', () => {
  passes(RFC_1_1_2);

  it('host kinds: reg-name, IPv6 literal, IPv4 address', () => {
    expect(parse('ftp://ftp.is.co.za/rfc/rfc1808.txt').hostKind).toBe('reg-name');
    expect(parse('ldap://[2001:db8::7]/c=GB?objectClass?one').hostKind).toBe('ipv6');
    expect(parse('telnet://192.0.2.16:80/').hostKind).toBe('ipv4');
    expect(parse('mailto:John.Doe@example.com').hostKind).toBeUndefined();
  });
});

// STYLE 26: one data set under every mode. The §1.1.2 examples are URIs without fragments, so they
// match URI-reference, URI and absolute-URI, and break relative-ref at their scheme's ':'.
describe.each(['URI-reference', 'URI', 'absolute-URI'] as const)('RFC 3986 §1.1.2 examples under rule %s', (rule) => {
  passes(RFC_1_1_2, rule);
});

describe('RFC 3986 §1.1.2 examples under rule relative-ref (§4.2: a relative reference has no scheme)', () => {
  fails(RFC_1_1_2.map(([input]): FailRow => [input, 'unexpected-scheme', input.indexOf(':')]), 'relative-ref');
});

describe('RFC 3986 §1.1 overview examples', () => {
  passes([
    ['http://localhost/', { scheme: 'http', host: 'localhost', path: '/' }],
    ['file:///etc/hosts', { scheme: 'file', userinfo: undefined, host: '', port: undefined, path: '/etc/hosts' }],
  ]);
});

describe('RFC 3986 §1.2.3 hierarchical identifiers: "scheme:." and "scheme:.." are URIs', () => {
  passes([
    ['scheme:.', { scheme: 'scheme', host: undefined, path: '.' }],
    ['scheme:..', { scheme: 'scheme', host: undefined, path: '..' }],
  ]);
});

// ---------------------------------------------------------------------------------------------
// §2 Characters

describe('RFC 3986 §2.1 percent-encoding: pct-encoded = "%" HEXDIG HEXDIG', () => {
  passes([
    ['http://a/%20', { path: '/%20' }],
    ['http://a/%7e%7E%aB%Ab', { path: '/%7e%7E%aB%Ab' }], // hex digits in either case
    ['http://a/%00%FF', { path: '/%00%FF' }],
    ['//%41%42/%43?%44#%45', { host: '%41%42', path: '/%43', query: '%44', fragment: '%45' }],
    ['//us%65r@a', { userinfo: 'us%65r', host: 'a' }],
  ]);

  // A '%' not followed by two hex digits, in every component that allows pct-encoded.
  // (seed 001 calls "%*" and "%as" illegal; they are rows here too.)
  const BAD = ['%', '%4', '%zz', '%*', '%as', '%4g', '%g4', '%%41', '%-1'];
  describe.each(BAD)('bad escape %j', (bad) => {
    fails([
      [`http://u${bad}@a/`, 'invalid-percent-encoding', 8], // userinfo
      [`http://a${bad}/`, 'invalid-percent-encoding', 8], // host (reg-name)
      [`http://a/p${bad}`, 'invalid-percent-encoding', 10], // path-abempty
      [`/p${bad}`, 'invalid-percent-encoding', 2], // path-absolute
      [`p${bad}`, 'invalid-percent-encoding', 1], // path-noscheme
      [`mailto:p${bad}`, 'invalid-percent-encoding', 8], // path-rootless
      [`http://a/?q${bad}`, 'invalid-percent-encoding', 11], // query
      [`http://a/#f${bad}`, 'invalid-percent-encoding', 11], // fragment
    ]);
  });

  it('the message says how to write a literal "%"', () => {
    expect(expectFail('http://a/100%', 'invalid-percent-encoding', 12).message).toContain('%25');
  });

  fails([
    // a port, a scheme and an IP-literal have no pct-encoded: the '%' is just a wrong character
    ['http://a:%38/', 'invalid-port', 9],
    ['http://[v1.a%20]/', 'invalid-ipvfuture', 12],
    ['http://[::1%25eth0]/', 'invalid-ipv6', 11], // RFC 6874 zone IDs are not RFC 3986 syntax
  ]);
  // 'h%41:x': "%41" is a valid escape, so the path-noscheme reads "h%41" and stops at the ':'
  it('"h%41:x" is not a URI (a scheme has no escapes) but a relative path with a colon', () => {
    expectFail('h%41:x', 'colon-in-first-segment', 4);
    expectFail('h%41:x', 'invalid-scheme', 1, { rule: 'URI' });
  });
});

describe('RFC 3986 §2.2 reserved characters', () => {
  const SUB_DELIMS = "!$&'()*+,;=";
  passes([
    // sub-delims are allowed literally in every component but scheme and port
    [`//${SUB_DELIMS}@${SUB_DELIMS}/${SUB_DELIMS}?${SUB_DELIMS}#${SUB_DELIMS}`,
      { userinfo: SUB_DELIMS, host: SUB_DELIMS, path: `/${SUB_DELIMS}`, query: SUB_DELIMS, fragment: SUB_DELIMS }],
    // gen-delims ":" "@" in a path; "/" "?" ":" "@" in query and fragment
    ['foo:a:b@c/d:e@f', { scheme: 'foo', path: 'a:b@c/d:e@f' }],
    ['foo:?/?:@#/?:@', { path: '', query: '/?:@', fragment: '/?:@' }],
    // ":" in userinfo
    ['//a:b:c@h', { userinfo: 'a:b:c', host: 'h' }],
  ]);
  // "[" and "]" are allowed only around an IP-literal (§3.2.2); "#" only once, as the fragment delimiter
  fails([
    ['http://u[@a/', 'invalid-userinfo-char', 8],
    ['http://u]@a/', 'invalid-userinfo-char', 8],
    ['http://a/[', 'invalid-path-char', 9],
    ['http://a/]', 'invalid-path-char', 9],
    ['http://a/?[', 'invalid-query-char', 10],
    ['http://a/?]', 'invalid-query-char', 10],
    ['http://a/#[', 'invalid-fragment-char', 10],
    ['http://a/#]', 'invalid-fragment-char', 10],
    ['http://a/#f#', 'invalid-fragment-char', 11],
  ]);
});

describe('RFC 3986 §2.3 unreserved characters', () => {
  const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
  passes([
    [`${UNRESERVED.replace(/[0-9\-._~]/g, '')}://${UNRESERVED}@${UNRESERVED}/${UNRESERVED}?${UNRESERVED}#${UNRESERVED}`,
      { userinfo: UNRESERVED, host: UNRESERVED, path: `/${UNRESERVED}`, query: UNRESERVED, fragment: UNRESERVED }],
    [UNRESERVED, { scheme: undefined, path: UNRESERVED }],
  ]);
});

describe('RFC 3986 §2.4 when to encode or decode: "%7E" and "~", "%25"', () => {
  passes([
    ['http://a/%7Euser', { path: '/%7Euser' }],
    ['http://a/~user', { path: '/~user' }],
    ['http://a/100%25', { path: '/100%25' }],
  ]);
  it('"%7E" decodes to "~" and "%25" to "%" (decoded once)', () => {
    expect(parse('http://a/%7Euser').decoded('path')).toBe(parse('http://a/~user').decoded('path'));
    expect(parse('http://a/%2541').decoded('path')).toBe('/%41');
  });
});

describe('RFC 3986 §2.5 identifying data: UTF-8, then percent-encode', () => {
  it.each([
    ['A', 'A'],
    ['%C3%80', '\u00c0'], // LATIN CAPITAL LETTER A WITH GRAVE
    ['%E3%82%A2', '\u30a2'], // KATAKANA LETTER A
    ['Laguna%20Beach', 'Laguna Beach'],
  ])('path segment %j decodes to %j', (segment, text) => {
    const uri = parse(`http://example.com/${segment}`);
    expect(uri.path).toBe(`/${segment}`);
    expect(uri.decodedPathSegments()).toEqual(['', text]);
  });

  it('the raw EBCDIC octets of "Laguna Beach" are valid syntax but not UTF-8', () => {
    const uri = parse('http://example.com/%D3%81%87%A4%95%81@%C2%85%81%83%88');
    expect(uri.path).toBe('/%D3%81%87%A4%95%81@%C2%85%81%83%88');
    // %D3 %81 is a 2-byte sequence (U+04C1); %87 is then a stray continuation byte, at index 7 of the path
    const e = expectUriError(() => uri.decoded('path'), 'invalid-utf8', 7);
    expect(e.input).toBe('/%D3%81%87%A4%95%81@%C2%85%81%83%88');
  });

  // Non-ASCII characters themselves are not URI characters: they must be encoded first.
  fails([
    ['http://example.com/\u00c0', 'invalid-path-char', 19],
    ['http://example.com/\u30a2', 'invalid-path-char', 19],
    ['http://example.com/Laguna Beach', 'invalid-path-char', 25],
  ]);
});

// ---------------------------------------------------------------------------------------------
// §3 Syntax components

describe('RFC 3986 §3 syntax components: the two example URIs', () => {
  passes([
    ['foo://example.com:8042/over/there?name=ferret#nose',
      { scheme: 'foo', userinfo: undefined, host: 'example.com', port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose' }],
    ['urn:example:animal:ferret:nose',
      { scheme: 'urn', userinfo: undefined, host: undefined, port: undefined, path: 'example:animal:ferret:nose', query: undefined, fragment: undefined }],
  ]);
  it('authority of the foo example is "example.com:8042"', () => {
    expect(parse('foo://example.com:8042/over/there?name=ferret#nose').authority).toBe('example.com:8042');
    expect(parse('urn:example:animal:ferret:nose').authority).toBeUndefined();
  });
});

describe('RFC 3986 §3 absent components are undefined, present-but-empty ones are ""', () => {
  passes([
    ['http://a/?#', { scheme: 'http', host: 'a', path: '/', query: '', fragment: '' }],
    ['http://a/', { query: undefined, fragment: undefined }],
    ['foo://info.example.com?fred', { host: 'info.example.com', path: '', query: 'fred' }],
    ['http://a', { host: 'a', path: '' }],
    ['http://', { host: '', path: '', userinfo: undefined, port: undefined }],
    ['http://@a', { userinfo: '', host: 'a' }],
    ['http://a:', { host: 'a', port: '' }],
    ['file:///', { host: '', path: '/' }],
    ['', { scheme: undefined, userinfo: undefined, host: undefined, port: undefined, path: '', query: undefined, fragment: undefined }],
    ['?', { path: '', query: '', fragment: undefined }],
    ['#', { path: '', query: undefined, fragment: '' }],
    ['a:', { scheme: 'a', host: undefined, path: '' }],
    ['//', { scheme: undefined, host: '', path: '' }],
  ]);
});

describe('RFC 3986 §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )', () => {
  passes([
    ['http://a/', { scheme: 'http' }],
    ['HTTP://a/', { scheme: 'HTTP' }], // case kept as written: lower-casing is normalization (§6.2.2.1)
    ['hTtP://a/', { scheme: 'hTtP' }],
    ['svn+ssh://a/', { scheme: 'svn+ssh' }],
    ['view-source:x', { scheme: 'view-source', path: 'x' }],
    ['iris.beep:x', { scheme: 'iris.beep', path: 'x' }],
    ['a:b', { scheme: 'a', path: 'b' }],
    ['z09+-.:', { scheme: 'z09+-.', path: '' }],
  ]);

  describe('as rule URI: a scheme is required and must be well-formed', () => {
    fails([
      ['1abc:x', 'invalid-scheme', 0], // first character must be ALPHA
      ['+a:x', 'invalid-scheme', 0],
      ['-a:x', 'invalid-scheme', 0],
      ['.a:x', 'invalid-scheme', 0],
      [':x', 'invalid-scheme', 0], // empty scheme
      ['a_b:x', 'invalid-scheme', 1],
      ['ab~c:x', 'invalid-scheme', 2],
      ['h t:x', 'invalid-scheme', 1],
      ['h\u00e9:x', 'invalid-scheme', 1],
      ['ab', 'missing-scheme', 0],
      ['', 'missing-scheme', 0],
      ['/a:b', 'missing-scheme', 0],
      ['a/b:c', 'missing-scheme', 0], // the ':' after '/' cannot end a scheme
      ['a?b:c', 'missing-scheme', 0],
      ['a#b:c', 'missing-scheme', 0],
    ], 'URI');
  });

  describe('as rule URI-reference: no valid scheme means a relative-path reference (§4.1)', () => {
    fails([
      ['1abc:x', 'colon-in-first-segment', 4],
      ['+a:x', 'colon-in-first-segment', 2],
      [':x', 'colon-in-first-segment', 0],
      ['a_b:x', 'colon-in-first-segment', 3],
      ['h t:x', 'invalid-path-char', 1],
    ]);
  });
});

describe('RFC 3986 §3.2 authority = [ userinfo "@" ] host [ ":" port ]', () => {
  passes([
    // terminated by the next "/", "?", "#" or the end
    ['//a/b', { host: 'a', path: '/b' }],
    ['//a?b', { host: 'a', path: '', query: 'b' }],
    ['//a#b', { host: 'a', path: '', fragment: 'b' }],
    ['//a', { host: 'a', path: '' }],
    ['//u:p@h:1/x', { userinfo: 'u:p', host: 'h', port: '1', path: '/x' }],
    // an '@' after the authority's end does not make a userinfo
    ['http://a?@b', { userinfo: undefined, host: 'a', path: '', query: '@b' }],
    ['http://a#@b', { userinfo: undefined, host: 'a', path: '', fragment: '@b' }],
    ['http://a/@b', { userinfo: undefined, host: 'a', path: '/@b' }],
  ]);
  it.each([
    ['//u:p@h:1/x', 'u:p@h:1'],
    ['http://a?b', 'a'],
    ['http://', ''],
    ['http:/a', undefined],
  ])('authority of %j is %j', (input, authority) => {
    expect(parse(input).authority).toBe(authority);
  });
});

describe('RFC 3986 §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" )', () => {
  passes([
    ['http://user@a/', { userinfo: 'user', host: 'a' }],
    ['http://user:password@a/', { userinfo: 'user:password', host: 'a' }],
    ['http://user:@a/', { userinfo: 'user:', host: 'a' }], // empty password
    ['http://:@a/', { userinfo: ':', host: 'a' }],
    ['http://a:b:c@a/', { userinfo: 'a:b:c', host: 'a' }],
    ['http://us%20er:p%40ss@a/', { userinfo: 'us%20er:p%40ss', host: 'a' }],
    ["http://!$&'()*+,;=-._~@a/", { userinfo: "!$&'()*+,;=-._~", host: 'a' }],
    ['http://u@[::1]:8/', { userinfo: 'u', host: '[::1]', port: '8' }],
    ['http://u@1.2.3.4/', { userinfo: 'u', host: '1.2.3.4' }],
  ]);
  fails([
    ['http://a@b@c/', 'invalid-host-char', 10], // a second '@': the first ends the userinfo
    ['http://a b@c/', 'invalid-userinfo-char', 8],
    ['http://u\u00e9@c/', 'invalid-userinfo-char', 8],
  ]);
  it('"http://u/v@a/" has host "u" and path "/v@a/": "/" ends the authority before the "@"', () => {
    expectParse('http://u/v@a/', { userinfo: undefined, host: 'u', path: '/v@a/' });
  });
  it('the message for a second "@" says to encode it as %40', () => {
    expect(expectFail('http://a@b@c/', 'invalid-host-char', 10).message).toContain('%40');
  });
});

describe('RFC 3986 §3.2.2 host = IP-literal / IPv4address / reg-name, first-match-wins', () => {
  describe('IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet', () => {
    hostKinds([
      ['1.2.3.4', 'ipv4'],
      ['0.0.0.0', 'ipv4'],
      ['255.255.255.255', 'ipv4'],
      ['192.0.2.16', 'ipv4'],
      ['10.99.100.249', 'ipv4'], // each dec-octet alternative: DIGIT, %x31-39 DIGIT, "1" 2DIGIT, "2" %x30-34 DIGIT
      ['250.251.252.253', 'ipv4'], // "25" %x30-35
      // not an IPv4address, so a reg-name (§3.2.2: "should be considered ... not a reg-name" only on a match)
      ['1.2.3.256', 'reg-name'],
      ['01.2.3.4', 'reg-name'], // no leading zeros
      ['1.2.3.04', 'reg-name'],
      ['1.2.3', 'reg-name'],
      ['1.2.3.4.5', 'reg-name'],
      ['1.2.3.4.', 'reg-name'],
      ['.1.2.3.4', 'reg-name'],
      ['1..2.3', 'reg-name'],
      ['1.2.3.a', 'reg-name'],
      ['a1.2.3.4', 'reg-name'],
      ['1.2.3.2555', 'reg-name'],
      ['1.2.3.300', 'reg-name'],
      ['0x7f.1.1.1', 'reg-name'], // §7.4 rare IP formats are reg-names to the generic syntax
      ['2130706433', 'reg-name'],
      ['1.2.3.4%41', 'reg-name'],
    ]);
    it('an IPv4 host with userinfo and port', () => {
      const uri = parse('http://u@1.2.3.4:80/');
      expect([uri.host, uri.hostKind, uri.port]).toEqual(['1.2.3.4', 'ipv4', '80']);
    });
  });

  describe('reg-name = *( unreserved / pct-encoded / sub-delims )', () => {
    hostKinds([
      ['www.example.com', 'reg-name'],
      ['example.org', 'reg-name'],
      ['localhost', 'reg-name'],
      ['', 'reg-name'], // an empty reg-name: "file:///"
      ['a_b~c-d.e', 'reg-name'],
      ["!$&'()*+,;=", 'reg-name'],
      ['%E4%BD%A0%E5%A5%BD.example', 'reg-name'], // UTF-8, percent-encoded
      ['EXAMPLE.com', 'reg-name'], // case kept
      ['xn--nxasmq6b.example', 'reg-name'],
      ['a'.repeat(300), 'reg-name'], // "should limit ... to 255": a producer's rule, not syntax
    ]);
    it('"file" URIs: no authority, an empty host and "localhost" are all valid syntax', () => {
      expectParse('file:/etc/hosts', { host: undefined, path: '/etc/hosts' });
      expectParse('file:///etc/hosts', { host: '', path: '/etc/hosts' });
      expectParse('file://localhost/etc/hosts', { host: 'localhost', path: '/etc/hosts' });
      // "http" with an empty host is a scheme-level error, not a syntax error
      expectParse('http:///a', { scheme: 'http', host: '', path: '/a' });
    });
    fails([
      ['http://a b/', 'invalid-host-char', 8],
      ['http://a<b/', 'invalid-host-char', 8],
      ['http://a\u00e9/', 'invalid-host-char', 8],
      ['http://u@a b/', 'invalid-host-char', 10],
      ['http://a[b]/', 'invalid-ip-literal', 8],
      ['http://a]/', 'invalid-ip-literal', 8],
    ]);
  });

  describe('IP-literal = "[" ( IPv6address / IPvFuture ) "]"', () => {
    // IPv6address, every alternative of the ABNF and '::' in every position
    hostKinds([
      ['[1:2:3:4:5:6:7:8]', 'ipv6'], //                        6( h16 ":" ) ls32
      ['[1:2:3:4:5:6:1.2.3.4]', 'ipv6'], //                     6( h16 ":" ) ls32 as IPv4
      ['[::2:3:4:5:6:7:8]', 'ipv6'], //                    "::" 5( h16 ":" ) ls32
      ['[::2:3:4:5:6:1.2.3.4]', 'ipv6'],
      ['[1::3:4:5:6:7:8]', 'ipv6'], //              [ h16 ] "::" 4( h16 ":" ) ls32
      ['[::3:4:5:6:7:8]', 'ipv6'],
      ['[1:2::4:5:6:7:8]', 'ipv6'], //       [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
      ['[1:2:3::5:6:7:8]', 'ipv6'], //       [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
      ['[1:2:3:4::6:7:8]', 'ipv6'], //       [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
      ['[1:2:3:4:5::7:8]', 'ipv6'], //       [ *4( h16 ":" ) h16 ] "::" ls32
      ['[1:2:3:4:5::1.2.3.4]', 'ipv6'],
      ['[1:2:3:4:5:6::8]', 'ipv6'], //       [ *5( h16 ":" ) h16 ] "::" h16
      ['[1:2:3:4:5:6:7::]', 'ipv6'], //      [ *6( h16 ":" ) h16 ] "::"
      ['[::]', 'ipv6'],
      ['[::1]', 'ipv6'],
      ['[1::]', 'ipv6'],
      ['[::ffff:192.0.2.1]', 'ipv6'], // embedded IPv4
      ['[::1.2.3.4]', 'ipv6'],
      ['[64:ff9b::192.0.2.33]', 'ipv6'],
      ['[2001:db8::7]', 'ipv6'],
      ['[2001:DB8::7]', 'ipv6'],
      ['[fe80::1]', 'ipv6'],
      ['[0000:0000:0000:0000:0000:0000:0000:0001]', 'ipv6'], // leading zeros are permitted in h16
      ['[FFFF:ffff:FfFf::]', 'ipv6'],
    ]);

    // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
    hostKinds([
      ['[v9.abc:def]', 'ipvfuture'],
      ['[vF.x]', 'ipvfuture'],
      ['[v1.a]', 'ipvfuture'],
      ['[V1.a]', 'ipvfuture'], // ABNF strings are case-insensitive: "v" matches "V"
      ['[vAb12.a-b_c~d]', 'ipvfuture'],
      ["[v7.!$&'()*+,;=:]", 'ipvfuture'],
    ]);

    it('unbracketedHost drops the brackets; port after the literal', () => {
      const uri = parse('http://[2001:db8::7]:8080/');
      expect([uri.host, uri.unbracketedHost, uri.port]).toEqual(['[2001:db8::7]', '2001:db8::7', '8080']);
      expect(parse('http://[v9.abc:def]/').unbracketedHost).toBe('v9.abc:def');
    });

    fails([
      // IPv6address
      ['http://[1:2:3:4:5:6:7:8:9]/', 'invalid-ipv6', 24], // 9 groups: the 9th starts at 24
      ['http://[1:2:3:4:5:6:7]/', 'invalid-ipv6', 21], // 7 groups and no '::'
      ['http://[1::2::3]/', 'invalid-ipv6', 12], // two '::'
      ['http://[::1::]/', 'invalid-ipv6', 11],
      ['http://[12345::]/', 'invalid-ipv6', 12], // 5 hex digits: the 5th is the error
      ['http://[1:::2]/', 'invalid-ipv6', 11],
      ['http://[:1::]/', 'invalid-ipv6', 9], // a single leading ':': the '1' is where '::' needed its second ':'
      ['http://[1:]/', 'invalid-ipv6', 10],
      ['http://[::1:2:3:4:5:6:7:8]/', 'invalid-ipv6', 24], // '::' and 8 groups: one too many
      ['http://[1:2:3:4:5:6:7:8::]/', 'invalid-ipv6', 23], // 8 groups leave no room for '::'
      ['http://[1:2:3:4:5:6::1.2.3.4]/', 'invalid-ipv6', 21], // 6 groups + IPv4 + '::' is too many
      ['http://[1:2:3:4:5:6:7:1.2.3.4]/', 'invalid-ipv6', 22],
      ['http://[1.2.3.4]/', 'invalid-ipv6', 8], // an IPv4 address is not an IP-literal
      ['http://[::1.2.3]/', 'invalid-ipv6', 15], // the ']' where a fourth octet's '.' was due
      ['http://[::1.2.3.256]/', 'invalid-ipv6', 18], // the '6' takes the octet past 255
      ['http://[::01.2.3.4]/', 'invalid-ipv6', 11], // no leading zero: after '0' a '.' was due
      ['http://[::g]/', 'invalid-ipv6', 10],
      ['http://[]/', 'invalid-ipv6', 8],
      ['http://[ ::1]/', 'invalid-ipv6', 8],
      ['http://[fe80::1%25eth0]/', 'invalid-ipv6', 15], // RFC 6874 zone IDs are not in RFC 3986
      // IP-literal brackets
      ['http://[::1', 'invalid-ip-literal', 11], // missing ']'
      ['http://u@[::1', 'invalid-ip-literal', 13],
      ['http://[::1]x/', 'invalid-ip-literal', 12], // nothing but ':port' after ']'
      ['http://[::1][::2]/', 'invalid-ip-literal', 12],
      ['http://[::1]@a/', 'invalid-ip-literal', 12],
      ['http://[::1]]/', 'invalid-ip-literal', 12],
      ['http://x[::1]/', 'invalid-ip-literal', 8], // the literal is the whole host
      // IPvFuture
      ['http://[v.x]/', 'invalid-ipvfuture', 9], // no version digits
      ['http://[v1.]/', 'invalid-ipvfuture', 11], // nothing after the '.'
      ['http://[v1]/', 'invalid-ipvfuture', 10], // no '.'
      ['http://[vg.x]/', 'invalid-ipvfuture', 9],
      ['http://[v1.x/y]/', 'invalid-ipvfuture', 12],
      ['http://[v1.x', 'invalid-ip-literal', 12],
    ]);
  });
});

describe('RFC 3986 §3.2.3 port = *DIGIT', () => {
  passes([
    ['http://a:80/', { host: 'a', port: '80' }],
    ['http://a:/', { host: 'a', port: '' }], // empty port
    ['http://a:080/', { port: '080' }], // leading zeros are digits
    ['http://a:0/', { port: '0' }],
    ['http://a:65536/', { port: '65536' }], // no upper bound in the syntax
    ['http://a:99999999999999999999/', { port: '99999999999999999999' }],
    ['http://a:8?q', { port: '8', path: '', query: 'q' }],
    ['http://a:8#f', { port: '8', path: '', fragment: 'f' }],
    ['http://[::1]:/', { host: '[::1]', port: '' }],
    ['http://:80/', { host: '', port: '80' }],
    ['//a:1', { host: 'a', port: '1' }],
  ]);
  fails([
    ['http://a:8a/', 'invalid-port', 10], // non-digit
    ['http://a:a/', 'invalid-port', 9],
    ['http://a:-1/', 'invalid-port', 9],
    ['http://a:+1/', 'invalid-port', 9],
    ['http://a:1.0/', 'invalid-port', 10],
    ['http://a:80:90/', 'invalid-port', 11],
    ['http://a:1 /', 'invalid-port', 10],
    ['http://[::1]:8a/', 'invalid-port', 14],
    ['http://[::1]:a/', 'invalid-port', 13],
    ['http://2001:db8::1/', 'invalid-port', 12], // an unbracketed IPv6 address: "db8" is not a port
    ['http://a:1[/', 'invalid-port', 10],
    // Regression guard: the error is the first character that cannot be a port, even when a later
    // character also stops the authority scan (a space, a bad '%', non-ASCII).
    ['http://a:b c/', 'invalid-port', 9],
    ['http://a:8a b/', 'invalid-port', 10],
    ['http://a:80:90 /', 'invalid-port', 11],
    ['http://a:b%zz/', 'invalid-port', 9],
  ]);
  it('the message for an unbracketed IPv6 address says to bracket it', () => {
    expect(expectFail('http://2001:db8::1/', 'invalid-port', 12).message).toContain('bracket');
  });
});

describe('RFC 3986 §3.3 path: the five rules', () => {
  describe('path-abempty = *( "/" segment ), after an authority', () => {
    passes([
      ['http://a', { host: 'a', path: '' }],
      ['http://a/', { path: '/' }],
      ['http://a//', { path: '//' }],
      ['http://a//b//c', { path: '//b//c' }], // empty segments
      ['http://a/b:c@d', { path: '/b:c@d' }],
      ['//a/b/c', { host: 'a', path: '/b/c' }],
    ]);
  });
  describe('path-absolute = "/" [ segment-nz *( "/" segment ) ], without an authority', () => {
    passes([
      ['/', { host: undefined, path: '/' }],
      ['/a/b', { host: undefined, path: '/a/b' }],
      ['/a:b', { path: '/a:b' }], // a colon is fine after a '/'
      ['a:/b', { scheme: 'a', path: '/b' }],
      ['a:/b//c', { scheme: 'a', path: '/b//c' }],
    ]);
  });
  describe('path-noscheme = segment-nz-nc *( "/" segment ): the colon rule', () => {
    passes([
      ['a:b', { scheme: 'a', path: 'b' }], // a URI, not a path
      ['./a:b', { scheme: undefined, path: './a:b' }],
      ['a/b:c', { scheme: undefined, path: 'a/b:c' }],
      ['a@b', { scheme: undefined, path: 'a@b' }],
      ['%3A', { scheme: undefined, path: '%3A' }],
      ['a%3Ab', { path: 'a%3Ab' }],
      ['.', { path: '.' }],
      ['..', { path: '..' }],
    ]);
    fails([
      ['1a:b', 'colon-in-first-segment', 2],
      ['_:b', 'colon-in-first-segment', 1],
      ['a%3A:b', 'colon-in-first-segment', 4],
      ['@:x', 'colon-in-first-segment', 1],
    ]);
    it('the message suggests "./"', () => {
      expect(expectFail('1a:b', 'colon-in-first-segment', 2).message).toContain('./');
    });
  });
  describe('path-rootless = segment-nz *( "/" segment ), after a scheme', () => {
    passes([
      ['mailto:fred@example.com', { scheme: 'mailto', host: undefined, path: 'fred@example.com' }],
      ['a:b:c', { scheme: 'a', path: 'b:c' }],
      ['a:b/c/', { scheme: 'a', path: 'b/c/' }],
      ['a:b//c', { scheme: 'a', path: 'b//c' }],
      ['a::', { scheme: 'a', path: ':' }],
    ]);
  });
  describe('path-empty = 0<pchar>', () => {
    passes([
      ['foo://info.example.com?fred', { scheme: 'foo', host: 'info.example.com', path: '', query: 'fred' }],
      ['a:', { scheme: 'a', path: '' }],
      ['a:?q', { scheme: 'a', path: '', query: 'q' }],
      ['a:#f', { scheme: 'a', path: '', fragment: 'f' }],
      ['', { path: '' }],
    ]);
  });
  describe('segment parameters (";" "=" ","), opaque to the generic syntax', () => {
    passes([
      ['http://a/name;v=1.1', { path: '/name;v=1.1' }],
      ['http://a/name,1.1', { path: '/name,1.1' }],
    ]);
  });
  describe('a path is terminated by "?" or "#"', () => {
    passes([
      ['a?b/c', { path: 'a', query: 'b/c' }],
      ['a#b/c', { path: 'a', fragment: 'b/c' }],
    ]);
  });
  it('a space in a path: the message says to write it as %20', () => {
    const e = expectFail('http://a/my file', 'invalid-path-char', 11);
    expect(e.message).toContain('%20');
    expect(e.message).toContain('index 11');
  });
});

describe('RFC 3986 §3.4 query = *( pchar / "/" / "?" )', () => {
  passes([
    ['http://a/?q', { path: '/', query: 'q' }],
    ['http://a/?a/b?c', { query: 'a/b?c' }], // '/' and '?' are data here
    ['http://a/??', { query: '?' }],
    ['http://a/?http://b/?c=d', { query: 'http://b/?c=d' }],
    ['http://a/?key=value&k2=v2;k3=v3', { query: 'key=value&k2=v2;k3=v3' }],
    ['http://a/?a@b:c', { query: 'a@b:c' }],
    ['?', { query: '' }],
  ]);
  fails([
    ['http://a/?a b', 'invalid-query-char', 11],
    ['http://a/?filter[]=a', 'invalid-query-char', 16],
    ['http://a/?a|b', 'invalid-query-char', 11],
  ]);
  it('the message for "[" in a query says to write it as %5B', () => {
    expect(expectFail('?filter[]=a', 'invalid-query-char', 7).message).toContain('%5B');
  });
});

describe('RFC 3986 §3.5 fragment = *( pchar / "/" / "?" )', () => {
  passes([
    ['http://a/#f', { fragment: 'f' }],
    ['http://a/#a/b?c', { fragment: 'a/b?c' }],
    ['http://a/?q#a?b', { query: 'q', fragment: 'a?b' }],
    ['#', { fragment: '' }],
    ['#?', { query: undefined, fragment: '?' }],
  ]);
  fails([
    ['http://a/#f#g', 'invalid-fragment-char', 11], // a second '#'
    ['##', 'invalid-fragment-char', 1],
    ['http://a/#a b', 'invalid-fragment-char', 11],
  ]);
  it('the message for a second "#" says to write it as %23', () => {
    expect(expectFail('http://a/#f#g', 'invalid-fragment-char', 11).message).toContain('%23');
  });
});

// ---------------------------------------------------------------------------------------------
// §4 Usage

describe('RFC 3986 §4.1 URI-reference = URI / relative-ref', () => {
  passes([
    ['http://a/b', { scheme: 'http' }],
    ['b', { scheme: undefined, path: 'b' }],
    ['this:that', { scheme: 'this', path: 'that' }], // first-match-wins: a scheme
  ]);
  it('validate, tryParse and isValid agree with parse on the default rule', () => {
    for (const input of ['http://a/b', 'b', 'this:that', '', 'a b', '%', 'http://[::1']) {
      const e = validate(input);
      expect(isValid(input)).toBe(e === null);
      expect(tryParse(input) === null).toBe(e !== null);
    }
  });
});

describe('RFC 3986 §4.2 relative-ref: network-path, absolute-path, relative-path', () => {
  passes([
    ['//example.com/x', { scheme: undefined, host: 'example.com', path: '/x' }],
    ['/x/y', { scheme: undefined, host: undefined, path: '/x/y' }],
    ['x/y', { scheme: undefined, host: undefined, path: 'x/y' }],
    ['./this:that', { scheme: undefined, path: './this:that' }],
  ], 'relative-ref');
  it.each([
    ['//example.com/x', 'network-path'],
    ['/x/y', 'absolute-path'],
    ['x/y', 'relative-path'],
    ['./this:that', 'relative-path'],
    ['', 'relative-path'],
    ['?q', 'relative-path'],
    ['#f', 'relative-path'],
    ['http://a', 'uri'],
  ] as const)('%j is a %s reference', (input, kind) => {
    expect(parse(input).referenceKind).toBe(kind);
  });
  fails([
    ['this:that', 'unexpected-scheme', 4], // "would be mistaken for a scheme name"
    ['a:b', 'unexpected-scheme', 1],
    ['http://a/', 'unexpected-scheme', 4],
    ['1a:b', 'colon-in-first-segment', 2],
  ], 'relative-ref');
  it('the message for "this:that" as a relative-ref suggests "./"', () => {
    expect(expectFail('this:that', 'unexpected-scheme', 4, { rule: 'relative-ref' }).message).toContain('./');
  });
});

describe('RFC 3986 §4.3 absolute-URI = scheme ":" hier-part [ "?" query ]', () => {
  passes([
    ['http://a/b?c', { scheme: 'http', query: 'c', fragment: undefined }],
    ['a:', { scheme: 'a', path: '' }],
    ['urn:example:animal:ferret:nose', { path: 'example:animal:ferret:nose' }],
  ], 'absolute-URI');
  fails([
    ['http://a/b?c#d', 'unexpected-fragment', 12],
    ['foo://example.com:8042/over/there?name=ferret#nose', 'unexpected-fragment', 45],
    ['a:#', 'unexpected-fragment', 2],
    ['/b', 'missing-scheme', 0],
    ['//a', 'missing-scheme', 0],
    ['', 'missing-scheme', 0],
  ], 'absolute-URI');
  it('the same strings under rule URI: fragments allowed, relative references not', () => {
    expectParse('http://a/b?c#d', { fragment: 'd' }, { rule: 'URI' });
    expectFail('//a/b', 'missing-scheme', 0, { rule: 'URI' });
    expectFail('b', 'missing-scheme', 0, { rule: 'URI' });
    expectFail('#f', 'missing-scheme', 0, { rule: 'URI' });
  });
});

describe('RFC 3986 §4.4 same-document reference: empty, or only a fragment', () => {
  passes([
    ['', { path: '', fragment: undefined }],
    ['#frag', { path: '', fragment: 'frag' }],
  ]);
  it.each([
    ['', true],
    ['#frag', true],
    ['#', true],
    ['?q', false],
    ['a#frag', false],
    ['http://a/#frag', false],
  ] as const)('isSameDocument(%j) = %s', (input, same) => {
    expect(parse(input).isSameDocument).toBe(same);
  });
});

describe('RFC 3986 §4.5 suffix reference: the same syntax as a relative-path reference', () => {
  passes([
    ['www.w3.org/Addressing/', { scheme: undefined, host: undefined, path: 'www.w3.org/Addressing/' }],
    ['www.w3.org', { scheme: undefined, host: undefined, path: 'www.w3.org' }],
  ]);
});

// ---------------------------------------------------------------------------------------------
// §5.4 reference strings: resolution is not built here, but every reference must parse

describe('RFC 3986 §5.4.1 normal examples: each reference string parses', () => {
  passes([
    ['g:h', { scheme: 'g', path: 'h' }],
    ['g', { scheme: undefined, path: 'g' }],
    ['./g', { path: './g' }],
    ['g/', { path: 'g/' }],
    ['/g', { path: '/g' }],
    ['//g', { host: 'g', path: '' }],
    ['?y', { path: '', query: 'y' }],
    ['g?y', { path: 'g', query: 'y' }],
    ['#s', { path: '', fragment: 's' }],
    ['g#s', { path: 'g', fragment: 's' }],
    ['g?y#s', { path: 'g', query: 'y', fragment: 's' }],
    [';x', { path: ';x' }],
    ['g;x', { path: 'g;x' }],
    ['g;x?y#s', { path: 'g;x', query: 'y', fragment: 's' }],
    ['', { path: '' }],
    ['.', { path: '.' }],
    ['./', { path: './' }],
    ['..', { path: '..' }],
    ['../', { path: '../' }],
    ['../g', { path: '../g' }],
    ['../..', { path: '../..' }],
    ['../../', { path: '../../' }],
    ['../../g', { path: '../../g' }],
  ]);
  it('the base URI is an absolute-URI', () => {
    expectParse('http://a/b/c/d;p?q', { scheme: 'http', host: 'a', path: '/b/c/d;p', query: 'q' }, { rule: 'absolute-URI' });
  });
  it('every normal example but "g:h" is a relative-ref', () => {
    for (const ref of ['g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './', '..', '../', '../g', '../..', '../../', '../../g']) {
      expect(isValid(ref, { rule: 'relative-ref' }), ref).toBe(true);
    }
  });
});

describe('RFC 3986 §5.4.2 abnormal examples: each reference string parses', () => {
  passes([
    ['../../../g', { path: '../../../g' }],
    ['../../../../g', { path: '../../../../g' }],
    ['/./g', { path: '/./g' }],
    ['/../g', { path: '/../g' }],
    ['g.', { path: 'g.' }],
    ['.g', { path: '.g' }],
    ['g..', { path: 'g..' }],
    ['..g', { path: '..g' }],
    ['./../g', { path: './../g' }],
    ['./g/.', { path: './g/.' }],
    ['g/./h', { path: 'g/./h' }],
    ['g/../h', { path: 'g/../h' }],
    ['g;x=1/./y', { path: 'g;x=1/./y' }],
    ['g;x=1/../y', { path: 'g;x=1/../y' }],
    ['g?y/./x', { path: 'g', query: 'y/./x' }],
    ['g?y/../x', { path: 'g', query: 'y/../x' }],
    ['g#s/./x', { path: 'g', fragment: 's/./x' }],
    ['g#s/../x', { path: 'g', fragment: 's/../x' }],
    ['http:g', { scheme: 'http', host: undefined, path: 'g' }],
  ]);
});

// ---------------------------------------------------------------------------------------------
// Appendix A: every character outside the grammar, in every component

describe('RFC 3986 Appendix A: forbidden characters in each component', () => {
  // Characters no component allows literally (§2: space, controls, "<" ">" '"' "{" "}" "|" "\" "^" "`", DEL, non-ASCII).
  const FORBIDDEN: string[] = [
    ' ', '<', '>', '"', '{', '}', '|', '\\', '^', '`', '\u007f',
    '\u0000', '\u0001', '\t', '\n', '\r', '\u001f',
    '\u0080', '\u00a0', '\u00e9', '\u4e2d', '\u3000', '\ufeff', '\ud83d\ude00', '\ud800', '\udc00',
  ];
  describe.each(FORBIDDEN.map((c) => [JSON.stringify(c), c]))('%s', (_name, c) => {
    fails([
      [`http://u${c}@a/`, 'invalid-userinfo-char', 8],
      [`//u${c}@a`, 'invalid-userinfo-char', 3],
      [`http://a${c}/`, 'invalid-host-char', 8],
      [`//${c}`, 'invalid-host-char', 2],
      [`http://a:1${c}/`, 'invalid-port', 10],
      [`http://a/p${c}`, 'invalid-path-char', 10], // path-abempty
      [`/p${c}`, 'invalid-path-char', 2], // path-absolute
      [`p${c}`, 'invalid-path-char', 1], // path-noscheme
      [`${c}`, 'invalid-path-char', 0],
      [`mailto:p${c}`, 'invalid-path-char', 8], // path-rootless
      [`mailto:${c}`, 'invalid-path-char', 7],
      [`http://a/?q${c}`, 'invalid-query-char', 11],
      [`?${c}`, 'invalid-query-char', 1],
      [`http://a/#f${c}`, 'invalid-fragment-char', 11],
      [`#${c}`, 'invalid-fragment-char', 1],
    ]);
    fails([[`h${c}ttp://a/`, 'invalid-scheme', 1]], 'URI');
  });

  it('messages name the character and its %HH form', () => {
    expect(expectFail('http://a/\u00e9', 'invalid-path-char', 9).message).toContain('%C3%A9');
    expect(expectFail('http://a/?<', 'invalid-query-char', 10).message).toContain('%3C');
    expect(expectFail('http://a/#\u007f', 'invalid-fragment-char', 10).message).toContain('%7F');
    expect(expectFail('http://u\u0000@a/', 'invalid-userinfo-char', 8).message).toContain('%00');
    expect(expectFail('http://a b/', 'invalid-host-char', 8).message).toContain('%20');
  });
});

// Appendix A transcribed rule by rule into regular expressions (independently of src/chars.ts), as an
// oracle: on strings built from the grammar's delimiters and a few troublemakers, the parser accepts
// exactly what the collected ABNF accepts, under every rule.
const ABNF = (() => {
  const pct = '%[0-9A-Fa-f]{2}';
  const unreserved = 'A-Za-z0-9\\-._~';
  const subDelims = "!$&'()*+,;=";
  const pchar = `(?:[${unreserved}${subDelims}:@]|${pct})`;
  const segment = `${pchar}*`;
  const segmentNz = `${pchar}+`;
  const segmentNzNc = `(?:[${unreserved}${subDelims}@]|${pct})+`;
  const query = `(?:${pchar}|[/?])*`; // fragment is the same rule
  const scheme = '[A-Za-z][A-Za-z0-9+\\-.]*';
  const userinfo = `(?:[${unreserved}${subDelims}:]|${pct})*`;
  const h16 = '[0-9A-Fa-f]{1,4}';
  const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])';
  const ipv4 = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`;
  const ls32 = `(?:${h16}:${h16}|${ipv4})`;
  const times = (n: number): string => `(?:${h16}:){${n}}`;
  const upTo = (n: number): string => `(?:(?:${h16}:){0,${n}}${h16})?`;
  const ipv6 = [
    `${times(6)}${ls32}`, `::${times(5)}${ls32}`, `(?:${h16})?::${times(4)}${ls32}`, `${upTo(1)}::${times(3)}${ls32}`,
    `${upTo(2)}::${times(2)}${ls32}`, `${upTo(3)}::${h16}:${ls32}`, `${upTo(4)}::${ls32}`, `${upTo(5)}::${h16}`, `${upTo(6)}::`,
  ].join('|');
  const ipvFuture = `[vV][0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+`;
  const host = `(?:\\[(?:${ipv6}|${ipvFuture})\\]|${ipv4}|(?:[${unreserved}${subDelims}]|${pct})*)`;
  const authority = `(?:${userinfo}@)?${host}(?::[0-9]*)?`;
  const pathAbempty = `(?:/${segment})*`;
  const pathAbsolute = `/(?:${segmentNz}(?:/${segment})*)?`;
  const pathNoscheme = `${segmentNzNc}(?:/${segment})*`;
  const pathRootless = `${segmentNz}(?:/${segment})*`;
  const hierPart = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathRootless}|)`;
  const relativePart = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathNoscheme}|)`;
  const uri = `${scheme}:${hierPart}(?:\\?${query})?(?:#${query})?`;
  const relativeRef = `${relativePart}(?:\\?${query})?(?:#${query})?`;
  const rules: Record<Rule, RegExp> = {
    'URI-reference': new RegExp(`^(?:${uri}|${relativeRef})$`),
    'URI': new RegExp(`^${uri}$`),
    'absolute-URI': new RegExp(`^${scheme}:${hierPart}(?:\\?${query})?$`),
    'relative-ref': new RegExp(`^${relativeRef}$`),
  };
  return rules;
})();

describe('RFC 3986 Appendix A: the collected ABNF as an oracle', () => {
  const token = fc.constantFrom(
    'a', 'A', 'z', '0', '1', '2', '5', '9', 'f', 'v', ':', '/', '?', '#', '[', ']', '@', '%', '.', '-', '+', '~', '!',
    ' ', '|', '\u00e9', '//', '::', 'http:', '%2F', '%f', '1.2.3.4', '255.', '[::1]', 'v1.', '@h', ':80',
  );
  const candidate = fc.array(token, { maxLength: 14 }).map((parts) => parts.join(''));

  describe.each(Object.keys(ABNF) as Rule[])('rule %s', (rule) => {
    it('isValid agrees with the ABNF; every rejection is a UriError with a documented code and an index in range', () => {
      fc.assert(fc.property(candidate, (input) => {
        const valid = ABNF[rule].test(input);
        expect(isValid(input, { rule }), JSON.stringify(input)).toBe(valid);
        const e = validate(input, { rule });
        expect(e === null).toBe(valid);
        if (e !== null) {
          expect(Object.keys(ERROR_CODES)).toContain(e.code);
          expect(e.index).toBeGreaterThanOrEqual(0);
          expect(e.index).toBeLessThanOrEqual(input.length);
          expect(e.input).toBe(input);
        }
      }), { numRuns: 3000 });
    });
  });

  it.each([
    'foo://example.com:8042/over/there?name=ferret#nose', 'urn:example:animal:ferret:nose', 'http://[::ffff:1.2.3.4]:/?#',
    '//[v9.abc:def]', './this:that', 'this:that', '', '#', 'a:', '/a//b', 'http://a:b c/', 'http://[::1', 'a b',
  ])('the oracle itself: %j', (input) => {
    expect(ABNF['URI-reference'].test(input)).toBe(isValid(input));
  });
});

// ---------------------------------------------------------------------------------------------
// Appendix B: the RFC's regular expression, and its example

// ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

describe('RFC 3986 Appendix B: parsing a URI reference with a regular expression', () => {
  it('the example: http://www.ics.uci.edu/pub/ietf/uri/#Related', () => {
    const uri = parse('http://www.ics.uci.edu/pub/ietf/uri/#Related');
    expect({ scheme: uri.scheme, authority: uri.authority, path: uri.path, query: uri.query, fragment: uri.fragment }).toEqual({
      scheme: 'http', authority: 'www.ics.uci.edu', path: '/pub/ietf/uri/', query: undefined, fragment: 'Related',
    });
  });

  // For a well-formed reference the non-validating regex and the validating parser agree on the
  // five components (scheme = $2, authority = $4, path = $5, query = $7, fragment = $9).
  const VALID = [
    'http://www.ics.uci.edu/pub/ietf/uri/#Related',
    'foo://example.com:8042/over/there?name=ferret#nose', 'urn:example:animal:ferret:nose',
    ...RFC_1_1_2.map(([input]) => input),
    'g:h', 'g', './g', '//g', '?y', '#s', 'g;x?y#s', '', '../../g', 'http:g', 'http://a/?#', '//u@[::1]:8/p?q#f',
    './this:that', 'a/b:c', 'mailto:fred@example.com', 'foo://info.example.com?fred', 'file:///etc/hosts',
  ];
  it.each(VALID)('agrees with parse on %j', (input) => {
    const m = APPENDIX_B.exec(input)!;
    const uri = parse(input);
    expect({ scheme: uri.scheme, authority: uri.authority, path: uri.path, query: uri.query, fragment: uri.fragment }).toEqual({
      scheme: m[2], authority: m[4], path: m[5], query: m[7], fragment: m[9],
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Appendix C: the wrappers of a URI in text are not part of it

describe('RFC 3986 Appendix C: delimiting a URI in context', () => {
  passes([
    ['http://example.com/', { host: 'example.com', path: '/' }],
    ['http://www.w3.org/Addressing/', { host: 'www.w3.org', path: '/Addressing/' }],
    ['ftp://foo.example.com/rfc/', { host: 'foo.example.com', path: '/rfc/' }],
    ['http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING', { path: '/pub/ietf/uri/historical.html', fragment: 'WARNING' }],
  ]);
  // parse never strips delimiters or white space (DESIGN: "Parsing itself never repairs silently")
  fails([
    ['"http://example.com/"', 'invalid-path-char', 0],
    ['<http://example.com/>', 'invalid-path-char', 0],
    ['ftp://foo.example.\ncom/rfc/', 'invalid-host-char', 18],
    ['http://www.ics.uci.edu/pub/\nietf/uri/historical.html#WARNING', 'invalid-path-char', 27],
    [' http://example.com/', 'invalid-path-char', 0],
    ['http://example.com/ ', 'invalid-path-char', 19],
  ]);
});
