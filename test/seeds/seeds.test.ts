/**
 * The seed documents (../shared/seeds/, see its README) — every example they give, parsed.
 * Each block names its seed file. The seeds are not read at run time: they live beside the
 * checkout only in CI, and their examples are copied here as rows.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { Components } from '../../src/compose.js';
import type { HostKind } from '../../src/parse.js';
import { parse } from '../../src/uri.js';
import { expectFail, expectParse, expectUriError, fails, passes, type FailRow, type PassRow } from '../helpers/expect.js';

type Row = PassRow;



// =============================================================================================
// 000_5376a259d91d2db6.txt — RFC 3986 §3 summarised, with worked examples and component tables.
//
// The seed was copied from a web page whose e-mail obfuscator replaced every "name@domain" with
// "[email protected]". Where that happened the rows below reconstruct the obvious URI:
//   "https://user:[email protected]:8080/path/to/page?key=value#section" is
//   "https://user:pass@www.example.com:8080/path/to/page?key=value#section" (its table gives
//   userinfo "user:pass" and host "www.example.com"); the authority example "user:[email protected]:8080"
//   is the same "user:pass@www.example.com:8080"; and "mailto:[email protected]?subject=Hello" is a
//   mailto URI whose address was lost, written here as "user@example.com".

describe('seed 000: the component diagram (RFC 3986 §3)', () => {
  passes([
    ['foo://example.com:8042/over/there?name=ferret#nose',
      { scheme: 'foo', userinfo: undefined, host: 'example.com', port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose' }],
    ['urn:example:animal:ferret:nose',
      { scheme: 'urn', userinfo: undefined, host: undefined, port: undefined, path: 'example:animal:ferret:nose', query: undefined, fragment: undefined }],
  ]);
});

describe('seed 000: worked examples and their component tables', () => {
  it('Example 1, HTTP URL (reconstructed: the seed shows "user:[email protected]")', () => {
    const uri = parse('https://user:pass@www.example.com:8080/path/to/page?key=value#section');
    expect(uri.toComponents()).toEqual({
      scheme: 'https', userinfo: 'user:pass', host: 'www.example.com', port: '8080',
      path: '/path/to/page', query: 'key=value', fragment: 'section',
    });
    expect(uri.authority).toBe('user:pass@www.example.com:8080');
  });

  it('Example 2, mailto URI (reconstructed: the address was eaten by the obfuscator)', () => {
    const uri = parse('mailto:user@example.com?subject=Hello');
    expect(uri.toComponents()).toEqual({
      scheme: 'mailto', userinfo: undefined, host: undefined, port: undefined,
      path: 'user@example.com', query: 'subject=Hello', fragment: undefined,
    });
  });

  it('Example 3, file URI: an empty authority, not an absent one', () => {
    const uri = parse('file:///home/user/document.txt');
    expect(uri.toComponents()).toEqual({
      scheme: 'file', userinfo: undefined, host: '', port: undefined,
      path: '/home/user/document.txt', query: undefined, fragment: undefined,
    });
    expect(uri.authority).toBe('');
  });
});

describe('seed 000 §3.1: scheme examples (case kept as written)', () => {
  passes(['http', 'https', 'ftp', 'mailto', 'file', 'data', 'tel', 'HTTP'].map((s): Row => [`${s}:x`, { scheme: s, path: 'x' }]));
});

describe('seed 000 §3.2, §3.2.1: authority and userinfo examples', () => {
  passes([
    ['//user:pass@www.example.com:8080', { userinfo: 'user:pass', host: 'www.example.com', port: '8080', path: '' }], // reconstructed
    ['//user@host', { userinfo: 'user', host: 'host' }],
    ['//user:password@host', { userinfo: 'user:password', host: 'host' }],
    ['//anonymous@host', { userinfo: 'anonymous', host: 'host' }],
  ]);
});

describe('seed 000 §3.2.2: host examples and their kinds', () => {
  it.each([
    ['www.example.com', 'reg-name'],
    ['example.org', 'reg-name'],
    ['localhost', 'reg-name'],
    ['192.0.2.1', 'ipv4'],
    ['127.0.0.1', 'ipv4'],
    ['[2001:db8::1]', 'ipv6'],
    ['[::1]', 'ipv6'],
    ['[fe80::1]', 'ipv6'],
    ['[v9.abc:def]', 'ipvfuture'],
  ] as [string, HostKind][])('%j is %s', (host, kind) => {
    const uri = parse(`http://${host}/`);
    expect(uri.host).toBe(host);
    expect(uri.hostKind).toBe(kind);
  });
  it('the IPvFuture example without its brackets', () => {
    expect(parse('http://[v9.abc:def]/').unbracketedHost).toBe('v9.abc:def');
  });
  // "IPv6 addresses MUST be enclosed in square brackets"
  fails([['http://2001:db8::1/', 'invalid-port', 12]]);
});

describe('seed 000 §3.2.3: port examples', () => {
  passes([
    ['http://example.com:80/', { host: 'example.com', port: '80', path: '/' }],
    ['https://example.com:443/', { port: '443' }],
    ['http://example.com:8080/', { port: '8080' }],
    ['http://example.com:/', { port: '' }], // "if the port is empty ... the scheme's default"
  ]);
});

describe('seed 000 §3.3: path examples', () => {
  passes([
    ['/path/to/resource', { path: '/path/to/resource' }],
    ['/index.html', { path: '/index.html' }],
    ['/', { path: '/' }],
    ['path/to/resource', { path: 'path/to/resource' }],
    ['../parent/resource', { path: '../parent/resource' }],
    ['resource', { path: 'resource' }],
    ['http://example.com', { host: 'example.com', path: '' }], // the empty path
    ['.', { path: '.' }],
    ['..', { path: '..' }],
  ]);
  it.each([
    ['/path/to/resource', 'absolute-path'],
    ['/index.html', 'absolute-path'],
    ['path/to/resource', 'relative-path'],
    ['../parent/resource', 'relative-path'],
    ['resource', 'relative-path'],
  ] as const)('%j is a %s reference', (input, kind) => {
    expect(parse(input).referenceKind).toBe(kind);
  });
});

describe('seed 000 §3.4: query examples', () => {
  passes([
    ['?key=value', { path: '', query: 'key=value' }],
    ['?name=John&age=30', { query: 'name=John&age=30' }],
    ['?search=hello+world', { query: 'search=hello+world' }],
    ['?q=%E4%BD%A0%E5%A5%BD', { query: 'q=%E4%BD%A0%E5%A5%BD' }],
    ['?key1=value1&key2=value2&key3=value3', { query: 'key1=value1&key2=value2&key3=value3' }],
  ]);
  it('"?q=%E4%BD%A0%E5%A5%BD" decodes as UTF-8; "+" is not decoded to a space by the generic syntax', () => {
    expect(parse('?q=%E4%BD%A0%E5%A5%BD').decoded('query')).toBe('q=\u4f60\u597d');
    expect(parse('?search=hello+world').decoded('query')).toBe('search=hello+world');
  });
  // The seed lists "?filter[]=a&filter[]=b", but RFC 3986 allows "[" and "]" only around an
  // IP-literal (§3.2.2): in a query they must be written %5B and %5D.
  fails([
    ['?filter[]=a&filter[]=b', 'invalid-query-char', 7],
    ['http://example.com/?filter[]=a&filter[]=b', 'invalid-query-char', 26],
  ]);
  passes([['?filter%5B%5D=a&filter%5B%5D=b', { query: 'filter%5B%5D=a&filter%5B%5D=b' }]]);
  it('the message says how to write the bracket', () => {
    expect(expectFail('?filter[]=a&filter[]=b', 'invalid-query-char', 7).message).toContain('%5B');
  });
});

describe('seed 000 §3.5: fragment examples', () => {
  passes([
    ['#section1', { fragment: 'section1' }],
    ['#top', { fragment: 'top' }],
    ['#chapter-3', { fragment: 'chapter-3' }],
    ['#line-42', { fragment: 'line-42' }],
    ['http://example.com/page.html#section2', { host: 'example.com', path: '/page.html', fragment: 'section2' }],
  ]);
  it('the fragment is not part of what the server receives: the URI without it is absolute', () => {
    const uri = parse('http://example.com/page.html#section2');
    expect(uri.isAbsolute).toBe(false);
    expect(uri.with({ fragment: undefined }).toString()).toBe('http://example.com/page.html');
    expect(parse('#section2').isSameDocument).toBe(true);
  });
});

describe('seed 000: the component encoding table', () => {
  // "allowed special characters" per component; every other character "must be encoded"
  passes([
    ['a+-.b:x', { scheme: 'a+-.b' }],
    ["//u:!$&'()*+,;=@h", { userinfo: "u:!$&'()*+,;=", host: 'h' }],
    ['//a-b.c_d', { host: 'a-b.c_d' }],
    ['//h:0123456789', { port: '0123456789' }],
    ["/:@!$&'()*+,;=", { path: "/:@!$&'()*+,;=" }],
    ["?:@/?!$&'()*+,;=", { query: ":@/?!$&'()*+,;=" }],
    ["#:@/?!$&'()*+,;=", { fragment: ":@/?!$&'()*+,;=" }],
  ]);
  it('build() percent-encodes what a component does not allow', () => {
    const uri = build({ userinfo: 'a@b/c', host: 'h h', port: '1', path: '/a?b#c', query: 'q#[]', fragment: 'f#' });
    expect(uri.toComponents()).toEqual({
      scheme: undefined, userinfo: 'a%40b%2Fc', host: 'h%20h', port: '1', path: '/a%3Fb%23c', query: 'q%23%5B%5D', fragment: 'f%23',
    });
  });
});

// =============================================================================================
// 001_7c572d648af6a737.txt — the W3C "URIs in the WWW" recommendations (RFC 1630 era).

describe('seed 001 Example 1: marie-claude and marie%2Dclaude are identical (%2D is a hyphen)', () => {
  passes([
    ['http://www.w3.org/albert/bertram/marie-claude', { host: 'www.w3.org', path: '/albert/bertram/marie-claude' }],
    ['http://www.w3.org/albert/bertram/marie%2Dclaude', { host: 'www.w3.org', path: '/albert/bertram/marie%2Dclaude' }],
  ]);
  it('their decoded segments are equal', () => {
    expect(parse('http://www.w3.org/albert/bertram/marie%2Dclaude').decodedPathSegments())
      .toEqual(parse('http://www.w3.org/albert/bertram/marie-claude').decodedPathSegments());
  });
});

describe('seed 001 Example 2: bertram%2Fmarie-claude is NOT bertram/marie-claude (an encoded slash is data)', () => {
  passes([['http://www.w3.org/albert/bertram%2Fmarie-claude', { path: '/albert/bertram%2Fmarie-claude' }]]);
  it('the encoded slash stays inside one segment', () => {
    const encoded = parse('http://www.w3.org/albert/bertram%2Fmarie-claude');
    const plain = parse('http://www.w3.org/albert/bertram/marie-claude');
    expect(encoded.pathSegments).toEqual(['', 'albert', 'bertram%2Fmarie-claude']);
    expect(plain.pathSegments).toEqual(['', 'albert', 'bertram', 'marie-claude']);
    expect(encoded.decodedPathSegments()).toEqual(['', 'albert', 'bertram/marie-claude']);
    expect(encoded.decodedPathSegments()).not.toEqual(plain.decodedPathSegments());
  });
});

describe('seed 001 Example 3: "%*" and "%as" are illegal', () => {
  fails([
    ['fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred', 'invalid-percent-encoding', 36],
    ['news:12345667123%asdghfh@info.cern.ch', 'invalid-percent-encoding', 16],
  ]);
  passes([
    ['fxqn:/us/va/reston/cnri/ietf/24/asdf%25*.fred', { scheme: 'fxqn', path: '/us/va/reston/cnri/ietf/24/asdf%25*.fred' }],
    ['news:12345667123%25asdghfh@info.cern.ch', { scheme: 'news', path: '12345667123%25asdghfh@info.cern.ch' }],
  ]);
});

describe('seed 001: reserved and unsafe characters', () => {
  passes([
    // "/" is hierarchical; "." and ".." segments are reserved for relative forms
    ['http://www.w3.org/albert/../bertram/./marie', { path: '/albert/../bertram/./marie' }],
    // "*" and "!" are reserved for scheme-specific use: allowed as sub-delims
    ['http://www.w3.org/a*b!c', { path: '/a*b!c' }],
    // "+" in a query is the seed's shorthand for a space: the generic syntax keeps it as written
    ['http://www.w3.org/search?hello+world', { query: 'hello+world' }],
    // the percent sign as data is always encoded
    ['http://www.w3.org/100%25', { path: '/100%25' }],
  ]);
  // "spaces, control characters ... and all 8bit characters beyond DEL shall not be used unencoded"
  fails([
    ['http://www.w3.org/marie claude', 'invalid-path-char', 23],
    ['http://www.w3.org/marie\tclaude', 'invalid-path-char', 23],
    ['http://www.w3.org/marie\u00e9', 'invalid-path-char', 23], // Latin-1 e-acute
    ['http://www.w3.org/\u007f', 'invalid-path-char', 18],
    // '%' not followed by two hex digits is "reserved for future extension"
    ['http://www.w3.org/100%', 'invalid-percent-encoding', 21],
  ]);
});

// =============================================================================================
// 002_b45d7b7f70112d86.txt — the uri(7) Linux manual page (RFC 2396 grammar). The seed is a
// translation that lost the page's <...> examples; the rows use the English page's examples
// (man-pages 5.x, man7/uri.7). Templates (ip_server, hostport, ...) are instantiated where the
// page gives no concrete example, and say so.

describe('seed 002: DESCRIPTION and Usage examples', () => {
  passes([
    ['http://www.kernel.org', { scheme: 'http', host: 'www.kernel.org', path: '' }],
    ['http://fred:fredpassword@example.com:8080/', { scheme: 'http', userinfo: 'fred:fredpassword', host: 'example.com', port: '8080', path: '/' }],
    ['./this:that', { scheme: undefined, path: './this:that' }],
    ['#fragment', { path: '', fragment: 'fragment' }], // "a URI beginning with # refers to that fragment in the current resource"
  ]);
  it('"this:that" is a URI with scheme "this", not a relative path', () => {
    expectParse('this:that', { scheme: 'this', path: 'that' });
    expectFail('this:that', 'unexpected-scheme', 4, { rule: 'relative-ref' });
  });
});

describe('seed 002: "C:" written as "C|" by MS-DOS descendants', () => {
  // RFC 3986 allows "|" nowhere (it is in neither unreserved, sub-delims nor gen-delims), so every
  // URI with a "C|" drive letter is invalid; the RFC form keeps the colon ("file:///C:/...").
  fails([
    ['file:///C|/WINDOWS/', 'invalid-path-char', 9],
    ['file:C|/WINDOWS/', 'invalid-path-char', 6],
    ['file://localhost/C|/WINDOWS/', 'invalid-path-char', 18],
    ['C|/WINDOWS/', 'invalid-path-char', 1],
  ]);
  passes([
    ['file:///C:/WINDOWS/', { scheme: 'file', host: '', path: '/C:/WINDOWS/' }],
    ['file:///C%7C/WINDOWS/', { path: '/C%7C/WINDOWS/' }],
    ['C:/WINDOWS/', { scheme: 'C', path: '/WINDOWS/' }], // a bare drive letter reads as a scheme
  ]);
  it('the message says to write "|" as %7C', () => {
    expect(expectFail('file:///C|/WINDOWS/', 'invalid-path-char', 9).message).toContain('%7C');
  });
});

describe('seed 002: http', () => {
  passes([
    ['http://lwn.net', { host: 'lwn.net', path: '' }],
    ['http://www.w3.org/CGI', { host: 'www.w3.org', path: '/CGI' }],
    // templates http://ip_server/path and http://ip_server/path?query; "isindex" and "GET" queries
    ['http://example.com/path?word', { path: '/path', query: 'word' }],
    ['http://example.com/path?key=value&key=value2', { query: 'key=value&key=value2' }],
    ['http://example.com/path?key=value&amp;k2=v', { query: 'key=value&amp;k2=v' }], // &amp; is still valid syntax
  ]);
});

describe('seed 002: ftp', () => {
  passes([['ftp://ftp.is.co.za/rfc/rfc1808.txt', { scheme: 'ftp', host: 'ftp.is.co.za', path: '/rfc/rfc1808.txt' }]]);
});

describe('seed 002: gopher (templates instantiated with type "7" and selector "selector")', () => {
  // The page writes "gophertype selector" as one italic field: the type character is followed
  // directly by the selector. A tab inside must be escaped as %09.
  passes([
    ['gopher://gopher.example.org', { scheme: 'gopher', host: 'gopher.example.org', path: '' }], // "the entire path may be empty"
    ['gopher://gopher.example.org/', { path: '/' }],
    ['gopher://gopher.example.org/1selector', { path: '/1selector' }],
    ['gopher://gopher.example.org/7selector%09search', { path: '/7selector%09search' }],
    ['gopher://gopher.example.org/7selector%09search%09gopher+_string', { path: '/7selector%09search%09gopher+_string' }],
  ]);
  fails([
    ['gopher://gopher.example.org/7selector\tsearch', 'invalid-path-char', 37],
    ['gopher://gopher.example.org/7selector search', 'invalid-path-char', 37],
  ]);
});

describe('seed 002: mailto', () => {
  passes([
    ['mailto:dwheeler@dwheeler.com', { scheme: 'mailto', host: undefined, path: 'dwheeler@dwheeler.com' }],
    ['mailto:100%25@example.com', { path: '100%25@example.com' }], // "any % character must be rewritten as %25"
  ]);
  fails([['mailto:100%@example.com', 'invalid-percent-encoding', 10]]);
});

describe('seed 002: news', () => {
  passes([
    ['news:comp.lang.ada', { scheme: 'news', path: 'comp.lang.ada' }],
    ['news:comp.infosystems.www.misc', { path: 'comp.infosystems.www.misc' }],
    ['news:*', { path: '*' }], // all available news groups
    ['news:unique@full_domain_name', { path: 'unique@full_domain_name' }], // a message-id, told apart by its "@"
  ]);
});

describe('seed 002: telnet', () => {
  passes([
    ['telnet://melvyl.ucop.edu/', { scheme: 'telnet', host: 'melvyl.ucop.edu', path: '/' }],
    ['telnet://melvyl.ucop.edu', { host: 'melvyl.ucop.edu', path: '' }], // "the final / may be omitted"
  ]);
});

describe('seed 002: file', () => {
  passes([
    ['file:/etc/passwd', { scheme: 'file', host: undefined, path: '/etc/passwd' }],
    ['file:///etc/passwd', { scheme: 'file', host: '', path: '/etc/passwd' }],
    ['file://localhost/etc/passwd', { host: 'localhost', path: '/etc/passwd' }],
    ['file:/cgi-bin', { host: undefined, path: '/cgi-bin' }],
    ['file:/cgi-bin/', { path: '/cgi-bin/' }],
    ['file:/cgi-bin/helpindex', { path: '/cgi-bin/helpindex' }],
    ['file:///usr/doc/ZZZ', { host: '', path: '/usr/doc/ZZZ' }],
    ['../test.txt', { scheme: undefined, path: '../test.txt' }], // "start from the current location"
  ]);
  it('"file:/etc/passwd" has no authority; "file:///etc/passwd" has an empty one', () => {
    expect(parse('file:/etc/passwd').authority).toBeUndefined();
    expect(parse('file:///etc/passwd').authority).toBe('');
    expect(parse('file:/etc/passwd').isOpaque).toBe(false);
  });
});

describe('seed 002: man, info, whatis, ghelp, toc', () => {
  passes([
    ['man:ls(1)', { scheme: 'man', path: 'ls(1)' }],
    ['man:command-name', { path: 'command-name' }],
    ['man:(index)', { path: '(index)' }],
    ['info:gcc', { scheme: 'info', path: 'gcc' }],
    ['info:gcc#G++_and_GCC', { path: 'gcc', fragment: 'G++_and_GCC' }],
    ['info:(gcc)', { path: '(gcc)' }],
    ['info:(dir)', { path: '(dir)' }],
    ['info:(gcc)G++%20and%20GCC', { path: '(gcc)G++%20and%20GCC' }],
    ['whatis:string', { scheme: 'whatis', path: 'string' }],
    ['ghelp:name-of-application', { scheme: 'ghelp', path: 'name-of-application' }],
    ['toc:man', { scheme: 'toc', path: 'man' }],
    ['toc:info', { path: 'info' }],
  ]);
  // KDE's form writes spaces as spaces, "even though this is forbidden by the URI standards"
  fails([['info:(gcc)G++ and GCC', 'invalid-path-char', 13]]);
});

describe('seed 002: ldap (RFC 2255: dn?attributes?scope?filter?extensions)', () => {
  passes([
    ['ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US',
      { scheme: 'ldap', host: 'ldap.itd.umich.edu', port: undefined, path: '/o=University%20of%20Michigan,c=US', query: undefined }],
    ['ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US?postalAddress',
      { host: 'ldap.itd.umich.edu', path: '/o=University%20of%20Michigan,c=US', query: 'postalAddress' }],
    ['ldap://host.com:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)',
      { host: 'host.com', port: '6666', path: '/o=University%20of%20Michigan,c=US', query: '?sub?(cn=Babs%20Jensen)' }],
    // the templates, instantiated
    ['ldap://ldap.itd.umich.edu', { host: 'ldap.itd.umich.edu', path: '' }],
    ['ldap://ldap.itd.umich.edu/', { path: '/' }],
    ['ldap:///o=University%20of%20Michigan,c=US', { host: '', path: '/o=University%20of%20Michigan,c=US' }], // empty hostport
    ['ldap://host.com:6666/o=Org?cn,mail?one?(cn=*)?!bindname=cn=Manager', { port: '6666', query: 'cn,mail?one?(cn=*)?!bindname=cn=Manager' }],
  ]);
  it('the decoded dn and filter', () => {
    const uri = parse('ldap://host.com:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)');
    expect(uri.decodedPathSegments()).toEqual(['', 'o=University of Michigan,c=US']);
    expect(uri.decoded('query')).toBe('?sub?(cn=Babs Jensen)');
    expect(uri.portNumber).toBe(6666);
  });
  fails([['ldap://host.com:6666/o=University of Michigan,c=US', 'invalid-path-char', 33]]);
});

describe('seed 002: wais (templates instantiated)', () => {
  passes([
    ['wais://wais.example.com:210/database', { scheme: 'wais', host: 'wais.example.com', port: '210', path: '/database' }],
    ['wais://wais.example.com:210/database?search', { path: '/database', query: 'search' }],
    ['wais://wais.example.com/database/wtype/wpath', { path: '/database/wtype/wpath' }],
  ]);
});

describe('seed 002: the references the page links to', () => {
  passes([
    ['http://www.ietf.org/rfc/rfc1036.txt', { host: 'www.ietf.org', path: '/rfc/rfc1036.txt' }],
    ['http://www.ietf.org/rfc/rfc2255.txt', { path: '/rfc/rfc2255.txt' }],
    ['http://www.ietf.org/rfc/rfc2253.txt', { path: '/rfc/rfc2253.txt' }],
    ['http://www.ietf.org/rfc/rfc2254.txt', { path: '/rfc/rfc2254.txt' }],
    ['http://www.ietf.org/rfc/rfc1625.txt', { path: '/rfc/rfc1625.txt' }],
    ['http://www.ietf.org/rfc/rfc2396.txt', { path: '/rfc/rfc2396.txt' }],
    ['http://www.w3.org/TR/REC-html40', { host: 'www.w3.org', path: '/TR/REC-html40' }],
  ]);
});

describe('seed 002: other schemes', () => {
  passes([
    ['urn:ietf:...', { scheme: 'urn', path: 'ietf:...' }],
    ['about:', { scheme: 'about', path: '' }],
  ]);
});

describe('seed 002: Character Encoding', () => {
  passes([
    // reserved ; / ? : @ & = + $ , are all allowed in a query
    ['http://example.com/?;/?:@&=+$,', { query: ';/?:@&=+$,' }],
    // RFC 2396 unreserved marks - _ . ! ~ * ' ( ) in a path
    ["http://example.com/-_.!~*'()", { path: "/-_.!~*'()" }],
    // space %20, tab %09, "&" %26, "%" %25
    ['http://example.com/a%20b%09c%26d%25e', { path: '/a%20b%09c%26d%25e' }],
    // "%7e" is sometimes used instead of "~"
    ['http://example.com/%7euser', { path: '/%7euser' }],
    ['http://example.com/~user', { path: '/~user' }],
    // UTF-8, then %HH
    ['http://example.com/caf%C3%A9', { path: '/caf%C3%A9' }],
  ]);
  it('"%7e" and "~" decode alike; UTF-8 escapes decode to the character', () => {
    expect(parse('http://example.com/%7euser').decoded('path')).toBe('/~user');
    expect(parse('http://example.com/caf%C3%A9').decoded('path')).toBe('/caf\u00e9');
    expect(parse('http://example.com/a%20b%09c%26d%25e').decoded('path')).toBe('/a b\tc&d%e');
  });
  it('build() produces the escaped form', () => {
    expect(build({ scheme: 'http', host: 'example.com', path: '/a b\tc&d%e caf\u00e9' }).toString())
      .toBe('http://example.com/a%20b%09c&d%25e%20caf%C3%A9');
  });
});

describe('seed 002: Writing a URI — delimiters are not part of it, punctuation inside is', () => {
  fails([
    ['"http://www.kernel.org"', 'invalid-path-char', 0],
    ['<http://lwn.net>', 'invalid-path-char', 0],
  ]);
  passes([
    // a sentence-ending period or a list comma moved inside changes the URI (the host here)
    ['http://www.kernel.org.', { host: 'www.kernel.org.' }],
    ['http://lwn.net,', { host: 'lwn.net,' }],
    // the old "URL:" prefix is read as a scheme
    ['URL:http://lwn.net', { scheme: 'URL', host: undefined, path: 'http://lwn.net' }],
    // abbreviated URIs have the syntax of a relative path
    ['www.w3.org/Addressing', { scheme: undefined, host: undefined, path: 'www.w3.org/Addressing' }],
    ['ftp.example.com/pub', { scheme: undefined, host: undefined, path: 'ftp.example.com/pub' }],
  ]);
});

describe('seed 002: Security', () => {
  passes([
    ['telnet://host.example.com/%0D%0A', { path: '/%0D%0A' }], // escaped CR LF is valid syntax
    ['gopher://mail.example.com:25/', { port: '25' }], // an unusual port is valid syntax
    ['ftp://user:secret@ftp.example.com/', { userinfo: 'user:secret' }], // so is a password
  ]);
  fails([
    ['telnet://host.example.com/\r\n', 'invalid-path-char', 26],
    ['telnet://host.example.com/\n', 'invalid-path-char', 26],
  ]);
});

// =============================================================================================
// 003_cbdfd9be3b7f2645.txt — RFC 3986 §1-§4 in full (translation). test/unit/parse.test.ts
// holds the section-by-section tables; these rows are the translation's own examples.

describe('seed 003 §1.1.2: the example URIs', () => {
  passes([
    ['ftp://ftp.is.co.za/rfc/rfc1808.txt', { scheme: 'ftp', host: 'ftp.is.co.za', path: '/rfc/rfc1808.txt' }],
    ['http://www.ietf.org/rfc/rfc2396.txt', { scheme: 'http', host: 'www.ietf.org', path: '/rfc/rfc2396.txt' }],
    ['ldap://[2001:db8::7]/c=GB?objectClass?one', { scheme: 'ldap', host: '[2001:db8::7]', path: '/c=GB', query: 'objectClass?one' }],
    ['mailto:John.Doe@example.com', { scheme: 'mailto', host: undefined, path: 'John.Doe@example.com' }],
    ['news:comp.infosystems.www.servers.unix', { scheme: 'news', path: 'comp.infosystems.www.servers.unix' }],
    ['tel:+1-816-555-1212', { scheme: 'tel', path: '+1-816-555-1212' }],
    ['telnet://192.0.2.16:80/', { scheme: 'telnet', host: '192.0.2.16', port: '80', path: '/' }],
    ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2', { scheme: 'urn', path: 'oasis:names:specification:docbook:dtd:xml:4.1.2' }],
  ], 'URI');
});

describe('seed 003 §1.1, §1.2.3, §2: examples in the text', () => {
  passes([
    ['http://localhost/', { host: 'localhost', path: '/' }],
    ['file:///etc/hosts', { host: '', path: '/etc/hosts' }],
    ['scheme:.', { path: '.' }],
    ['scheme:..', { path: '..' }],
    ['http://example.com/%20', { path: '/%20' }],
    ['http://example.com/Laguna%20Beach', { path: '/Laguna%20Beach' }],
    ['http://example.com/%D3%81%87%A4%95%81@%C2%85%81%83%88', { path: '/%D3%81%87%A4%95%81@%C2%85%81%83%88' }],
    ['http://example.com/%7E', { path: '/%7E' }],
  ]);
  it.each([
    ['A', 'A'],
    ['%C3%80', '\u00c0'],
    ['%E3%82%A2', '\u30a2'],
  ])('%j represents %j', (encoded, text) => {
    expect(parse(`x:${encoded}`).decoded('path')).toBe(text);
    expect(build({ scheme: 'x', path: text }).path).toBe(encoded);
  });
});

describe('seed 003 §3: components and their rules', () => {
  passes([
    ['foo://example.com:8042/over/there?name=ferret#nose', { scheme: 'foo', host: 'example.com', port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose' }],
    ['urn:example:animal:ferret:nose', { scheme: 'urn', path: 'example:animal:ferret:nose' }],
    ['HTTP://example.com/', { scheme: 'HTTP' }], // "allow HTTP as well as http"
    ['http://example.com/', { scheme: 'http' }],
    ['mailto:fred@example.com', { path: 'fred@example.com' }],
    ['foo://info.example.com?fred', { host: 'info.example.com', path: '', query: 'fred' }],
    ['http://example.com/name;v=1.1', { path: '/name;v=1.1' }],
    ['http://example.com/name,1.1', { path: '/name,1.1' }],
    [`http://${'a'.repeat(256)}/`, { host: 'a'.repeat(256) }], // the 255 limit is a SHOULD for producers
  ]);
});

describe('seed 003 §4: usage', () => {
  passes([
    ['./this:that', { path: './this:that' }],
    ['www.w3.org/Addressing/', { scheme: undefined, host: undefined, path: 'www.w3.org/Addressing/' }],
    ['', { path: '' }],
    ['#fragment', { fragment: 'fragment' }],
  ]);
  fails([
    ['this:that', 'unexpected-scheme', 4],
  ], 'relative-ref');
  fails([
    ['http://example.com/#f', 'unexpected-fragment', 19],
  ], 'absolute-URI');
});

// =============================================================================================
// 004_ca0b3e3f68fd8553.txt — java.net.URI's model, with RFC 2396 notes.

describe('seed 004: opaque URIs (the scheme-specific part does not start with "/")', () => {
  it.each([
    ['mailto:java-net@java.sun.com', 'mailto', 'java-net@java.sun.com'],
    ['news:comp.lang.java', 'news', 'comp.lang.java'],
    // the seed writes "ews:comp.lang.java", its "n" lost in copying; that is an opaque URI too
    ['ews:comp.lang.java', 'ews', 'comp.lang.java'],
    ['urn:isbn:096139210x', 'urn', 'isbn:096139210x'],
    ['mailto:a@b.com', 'mailto', 'a@b.com'],
  ])('%j: scheme %j, scheme-specific part %j', (input, scheme, ssp) => {
    const uri = parse(input);
    expect(uri.scheme).toBe(scheme);
    expect(uri.schemeSpecificPart).toBe(ssp);
    expect(uri.isOpaque).toBe(true);
    expect(uri.isHierarchical).toBe(false);
    expect(uri.authority).toBeUndefined();
  });
});

describe('seed 004: hierarchical URIs (absolute with "/" after the scheme, or relative)', () => {
  it.each([
    ['http://java.sun.com/j2se/1.3/', '//java.sun.com/j2se/1.3/', { scheme: 'http', host: 'java.sun.com', path: '/j2se/1.3/', fragment: undefined }],
    ['docs/guide/collections/designfaq.html#28', 'docs/guide/collections/designfaq.html', { scheme: undefined, host: undefined, path: 'docs/guide/collections/designfaq.html', fragment: '28' }],
    ['../../../demo/jfc/SwingSet2/src/SwingSet2.java', '../../../demo/jfc/SwingSet2/src/SwingSet2.java', { scheme: undefined, path: '../../../demo/jfc/SwingSet2/src/SwingSet2.java' }],
    ['file:///~/calendar', '///~/calendar', { scheme: 'file', host: '', path: '/~/calendar' }],
  ] as [string, string, Partial<Components>][])('%j', (input, ssp, want) => {
    expectParse(input, want);
    const uri = parse(input);
    expect(uri.isOpaque).toBe(false);
    expect(uri.isHierarchical).toBe(true);
    expect(uri.schemeSpecificPart).toBe(ssp);
  });
});

describe('seed 004: [scheme:]scheme-specific-part[#fragment] and the nine components', () => {
  it('all nine, port as a number', () => {
    const uri = parse('http://duke:secret@java.sun.com:8080/j2se/1.3/index.html?lang=en#top');
    expect({
      scheme: uri.scheme,
      schemeSpecificPart: uri.schemeSpecificPart,
      authority: uri.authority,
      userInfo: uri.userinfo,
      host: uri.host,
      port: uri.portNumber,
      path: uri.path,
      query: uri.query,
      fragment: uri.fragment,
    }).toEqual({
      scheme: 'http',
      schemeSpecificPart: '//duke:secret@java.sun.com:8080/j2se/1.3/index.html?lang=en',
      authority: 'duke:secret@java.sun.com:8080',
      userInfo: 'duke:secret',
      host: 'java.sun.com',
      port: 8080,
      path: '/j2se/1.3/index.html',
      query: 'lang=en',
      fragment: 'top',
    });
  });
  it.each([
    'http://duke:secret@java.sun.com:8080/j2se/1.3/index.html?lang=en#top',
    'mailto:java-net@java.sun.com',
    'urn:isbn:096139210x',
    'docs/guide/collections/designfaq.html#28',
    'file:///~/calendar',
  ])('%j = [scheme ":"] scheme-specific-part ["#" fragment]', (input) => {
    const uri = parse(input);
    const rebuilt = (uri.scheme === undefined ? '' : uri.scheme + ':') + uri.schemeSpecificPart
      + (uri.fragment === undefined ? '' : '#' + uri.fragment);
    expect(rebuilt).toBe(input);
  });
  it('an absent port is undefined (java.net.URI says -1), an absent authority too', () => {
    const uri = parse('http://java.sun.com/j2se/1.3/');
    expect(uri.port).toBeUndefined();
    expect(uri.portNumber).toBeUndefined();
    expect(parse('urn:isbn:096139210x').authority).toBeUndefined();
  });
  it('"the path of a hierarchical URI that ... specifies an authority is always absolute"', () => {
    expectParse('http://java.sun.com', { host: 'java.sun.com', path: '' });
    expectUriError(() => parse('http://java.sun.com').with({ path: 'j2se' }), 'path-not-absolute', 0);
  });
});

describe('seed 004: server-based and registry-based authorities are both reg-name hosts in RFC 3986', () => {
  passes([
    ['http://java.sun.com:8080/', { host: 'java.sun.com', port: '8080' }],
    ['foo://registry_name!$/x', { host: 'registry_name!$', port: undefined, path: '/x' }],
  ]);
});

describe('seed 004: RFC 2396 character classes under RFC 3986', () => {
  passes([
    // reserved ; / ? : @ & = + $ , in a path and a query
    ['http://h/a;b:c@d&e=f+g$h,i?;/?:@&=+$,', { path: '/a;b:c@d&e=f+g$h,i', query: ';/?:@&=+$,' }],
    // mark - _ . ! ~ * ' ( )
    ["http://h/-_.!~*'()", { path: "/-_.!~*'()" }],
    // path parameters after ';'
    ['http://h/a;p=1/b;q', { path: '/a;p=1/b;q' }],
  ]);
  it('path parameters stay inside their segment', () => {
    expect(parse('http://h/a;p=1/b;q').pathSegments).toEqual(['', 'a;p=1', 'b;q']);
  });
  // excluded: control, space, delims "<" ">" '"', unwise "{" "}" "|" "\" "^" "[" "]" "`"
  fails(['<', '>', '"', '{', '}', '|', '\\', '^', '[', ']', '`', ' ', '\u0000', '\u001f', '\u007f']
    .map((c): FailRow => [`http://h/a${c}z`, 'invalid-path-char', 10]));
  // "#" and "%" are excluded as data: "#" starts the fragment, "%" must start an escape
  passes([['http://h/a#z', { path: '/a', fragment: 'z' }]]);
  fails([['http://h/a%z', 'invalid-percent-encoding', 10]]);
});
