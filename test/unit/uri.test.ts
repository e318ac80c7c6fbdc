/** RFC 3986 §3-§5.3 — the Uri model: getters, classification, decoded views, with(), build(), the API twins. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { build, type UriParts } from '../../src/build.js';
import type { UriComponents } from '../../src/compose.js';
import { UriError, type UriErrorCode } from '../../src/errors.js';
import { Uri, isValid, parse, tryParse, validate } from '../../src/uri.js';
import { catchUriError, expectUriError } from '../helpers/expect.js';

/** Every getter of a Uri, in one plain object. */
function view(uri: Uri) {
  return {
    scheme: uri.scheme,
    authority: uri.authority,
    userinfo: uri.userinfo,
    host: uri.host,
    hostKind: uri.hostKind,
    unbracketedHost: uri.unbracketedHost,
    port: uri.port,
    portNumber: uri.portNumber,
    path: uri.path,
    query: uri.query,
    fragment: uri.fragment,
    referenceKind: uri.referenceKind,
    isAbsolute: uri.isAbsolute,
    isRelative: uri.isRelative,
    isSameDocument: uri.isSameDocument,
    isOpaque: uri.isOpaque,
    isHierarchical: uri.isHierarchical,
    schemeSpecificPart: uri.schemeSpecificPart,
    pathSegments: uri.pathSegments,
  };
}

type View = ReturnType<typeof view>;

// ---------------------------------------------------------------------------------------------
// Getters (§3) and classification (§4), on representative references

describe('Uri getters on representative references (RFC 3986 §3, §4)', () => {
  const ROWS: [string, View][] = [
    ['https://user:pass@www.example.com:8080/path/to/page?key=value#section', {
      scheme: 'https', authority: 'user:pass@www.example.com:8080', userinfo: 'user:pass', host: 'www.example.com',
      hostKind: 'reg-name', unbracketedHost: 'www.example.com', port: '8080', portNumber: 8080, path: '/path/to/page',
      query: 'key=value', fragment: 'section', referenceKind: 'uri', isAbsolute: false, isRelative: false,
      isSameDocument: false, isOpaque: false, isHierarchical: true,
      schemeSpecificPart: '//user:pass@www.example.com:8080/path/to/page?key=value', pathSegments: ['', 'path', 'to', 'page'],
    }],
    ['ldap://[2001:db8::7]/c=GB?objectClass?one', {
      scheme: 'ldap', authority: '[2001:db8::7]', userinfo: undefined, host: '[2001:db8::7]', hostKind: 'ipv6',
      unbracketedHost: '2001:db8::7', port: undefined, portNumber: undefined, path: '/c=GB', query: 'objectClass?one',
      fragment: undefined, referenceKind: 'uri', isAbsolute: true, isRelative: false, isSameDocument: false,
      isOpaque: false, isHierarchical: true, schemeSpecificPart: '//[2001:db8::7]/c=GB?objectClass?one', pathSegments: ['', 'c=GB'],
    }],
    ['foo://@[v9.abc:def]:/', {
      scheme: 'foo', authority: '@[v9.abc:def]:', userinfo: '', host: '[v9.abc:def]', hostKind: 'ipvfuture',
      unbracketedHost: 'v9.abc:def', port: '', portNumber: undefined, path: '/', query: undefined, fragment: undefined,
      referenceKind: 'uri', isAbsolute: true, isRelative: false, isSameDocument: false, isOpaque: false,
      isHierarchical: true, schemeSpecificPart: '//@[v9.abc:def]:/', pathSegments: ['', ''],
    }],
    ['telnet://192.0.2.16:80/', {
      scheme: 'telnet', authority: '192.0.2.16:80', userinfo: undefined, host: '192.0.2.16', hostKind: 'ipv4',
      unbracketedHost: '192.0.2.16', port: '80', portNumber: 80, path: '/', query: undefined, fragment: undefined,
      referenceKind: 'uri', isAbsolute: true, isRelative: false, isSameDocument: false, isOpaque: false,
      isHierarchical: true, schemeSpecificPart: '//192.0.2.16:80/', pathSegments: ['', ''],
    }],
    ['mailto:John.Doe@example.com', {
      scheme: 'mailto', authority: undefined, userinfo: undefined, host: undefined, hostKind: undefined,
      unbracketedHost: undefined, port: undefined, portNumber: undefined, path: 'John.Doe@example.com', query: undefined,
      fragment: undefined, referenceKind: 'uri', isAbsolute: true, isRelative: false, isSameDocument: false,
      isOpaque: true, isHierarchical: false, schemeSpecificPart: 'John.Doe@example.com', pathSegments: ['John.Doe@example.com'],
    }],
    ['file:///etc/hosts', {
      scheme: 'file', authority: '', userinfo: undefined, host: '', hostKind: 'reg-name', unbracketedHost: '',
      port: undefined, portNumber: undefined, path: '/etc/hosts', query: undefined, fragment: undefined,
      referenceKind: 'uri', isAbsolute: true, isRelative: false, isSameDocument: false, isOpaque: false,
      isHierarchical: true, schemeSpecificPart: '///etc/hosts', pathSegments: ['', 'etc', 'hosts'],
    }],
    ['urn:', {
      scheme: 'urn', authority: undefined, userinfo: undefined, host: undefined, hostKind: undefined,
      unbracketedHost: undefined, port: undefined, portNumber: undefined, path: '', query: undefined, fragment: undefined,
      referenceKind: 'uri', isAbsolute: true, isRelative: false, isSameDocument: false, isOpaque: true,
      isHierarchical: false, schemeSpecificPart: '', pathSegments: [],
    }],
    ['//example.com?q', {
      scheme: undefined, authority: 'example.com', userinfo: undefined, host: 'example.com', hostKind: 'reg-name',
      unbracketedHost: 'example.com', port: undefined, portNumber: undefined, path: '', query: 'q', fragment: undefined,
      referenceKind: 'network-path', isAbsolute: false, isRelative: true, isSameDocument: false, isOpaque: false,
      isHierarchical: true, schemeSpecificPart: '//example.com?q', pathSegments: [],
    }],
    ['/a/b%2Fc/?x#y', {
      scheme: undefined, authority: undefined, userinfo: undefined, host: undefined, hostKind: undefined,
      unbracketedHost: undefined, port: undefined, portNumber: undefined, path: '/a/b%2Fc/', query: 'x', fragment: 'y',
      referenceKind: 'absolute-path', isAbsolute: false, isRelative: true, isSameDocument: false, isOpaque: false,
      isHierarchical: true, schemeSpecificPart: '/a/b%2Fc/?x', pathSegments: ['', 'a', 'b%2Fc', ''],
    }],
    ['a/b#c', {
      scheme: undefined, authority: undefined, userinfo: undefined, host: undefined, hostKind: undefined,
      unbracketedHost: undefined, port: undefined, portNumber: undefined, path: 'a/b', query: undefined, fragment: 'c',
      referenceKind: 'relative-path', isAbsolute: false, isRelative: true, isSameDocument: false, isOpaque: false,
      isHierarchical: true, schemeSpecificPart: 'a/b', pathSegments: ['a', 'b'],
    }],
    ['', {
      scheme: undefined, authority: undefined, userinfo: undefined, host: undefined, hostKind: undefined,
      unbracketedHost: undefined, port: undefined, portNumber: undefined, path: '', query: undefined, fragment: undefined,
      referenceKind: 'relative-path', isAbsolute: false, isRelative: true, isSameDocument: true, isOpaque: false,
      isHierarchical: true, schemeSpecificPart: '', pathSegments: [],
    }],
    ['#x', {
      scheme: undefined, authority: undefined, userinfo: undefined, host: undefined, hostKind: undefined,
      unbracketedHost: undefined, port: undefined, portNumber: undefined, path: '', query: undefined, fragment: 'x',
      referenceKind: 'relative-path', isAbsolute: false, isRelative: true, isSameDocument: true, isOpaque: false,
      isHierarchical: true, schemeSpecificPart: '', pathSegments: [],
    }],
    ['?q', {
      scheme: undefined, authority: undefined, userinfo: undefined, host: undefined, hostKind: undefined,
      unbracketedHost: undefined, port: undefined, portNumber: undefined, path: '', query: 'q', fragment: undefined,
      referenceKind: 'relative-path', isAbsolute: false, isRelative: true, isSameDocument: false, isOpaque: false,
      isHierarchical: true, schemeSpecificPart: '?q', pathSegments: [],
    }],
  ];
  it.each(ROWS)('%j', (input, want) => {
    expect(view(parse(input))).toEqual(want);
    expect(parse(input).toString()).toBe(input);
  });

  it('toComponents gives the raw components; toJSON the string', () => {
    const uri = parse('http://u@h:1/p?q#f');
    expect(uri.toComponents()).toEqual({ scheme: 'http', userinfo: 'u', host: 'h', port: '1', path: '/p', query: 'q', fragment: 'f' });
    expect(JSON.stringify({ u: uri })).toBe('{"u":"http://u@h:1/p?q#f"}');
    expect(`${uri}`).toBe('http://u@h:1/p?q#f');
    expect(uri).toBeInstanceOf(Uri);
  });
});

describe('RFC 3986 §3.2.3 portNumber', () => {
  it.each([
    ['http://a/', undefined], // absent
    ['http://a:/', undefined], // empty
    ['http://a:0/', 0],
    ['http://a:80/', 80],
    ['http://a:080/', 80], // leading zeros
    ['http://a:0000000000000000000000000080/', 80],
    ['http://a:65535/', 65535],
    ['http://a:65536/', 65536], // no upper bound in the syntax
    ['http://a:9007199254740991/', 9007199254740991], // Number.MAX_SAFE_INTEGER
    ['http://a:9007199254740992/', Infinity], // beyond it: Infinity, not an imprecise number
    ['http://a:99999999999999999999/', Infinity],
    [`http://a:${'9'.repeat(400)}/`, Infinity],
    ['http://[::1]:8080/', 8080],
  ])('%j -> %s', (input, n) => {
    expect(parse(input).portNumber).toBe(n);
  });
});

describe('RFC 3986 §4.2 referenceKind: the four kinds', () => {
  it.each([
    ['http://a/b', 'uri'],
    ['a:', 'uri'],
    ['//a/b', 'network-path'],
    ['//', 'network-path'],
    ['/a/b', 'absolute-path'],
    ['/', 'absolute-path'],
    ['a/b', 'relative-path'],
    ['./a:b', 'relative-path'],
    ['', 'relative-path'],
  ] as const)('%j is %s', (input, kind) => {
    expect(parse(input).referenceKind).toBe(kind);
  });
});

describe('RFC 3986 §4.3, §4.4 isAbsolute, isRelative, isSameDocument', () => {
  it.each([
    // input, isAbsolute (absolute-URI: a scheme and no fragment), isRelative, isSameDocument
    ['http://a/b?c', true, false, false],
    ['http://a/b?c#d', false, false, false],
    ['http://a/#', false, false, false],
    ['urn:x', true, false, false],
    ['//a', false, true, false],
    ['a', false, true, false],
    ['', false, true, true],
    ['#x', false, true, true],
    ['#', false, true, true],
    ['?q', false, true, false],
    ['?q#x', false, true, false],
    ['a#x', false, true, false],
  ] as const)('%j', (input, absolute, relative, same) => {
    const uri = parse(input);
    expect([uri.isAbsolute, uri.isRelative, uri.isSameDocument]).toEqual([absolute, relative, same]);
  });
  it('isAbsolute is what rule "absolute-URI" accepts, for URIs', () => {
    for (const input of ['http://a/b?c', 'http://a/b?c#d', 'urn:x', 'a:#']) {
      expect(parse(input).isAbsolute).toBe(isValid(input, { rule: 'absolute-URI' }));
    }
  });
});

describe('java.net.URI opaque / hierarchical and the scheme-specific part', () => {
  it.each([
    ['mailto:a@b.com', true, 'a@b.com'],
    ['news:comp.lang.java', true, 'comp.lang.java'],
    ['urn:isbn:096139210x', true, 'isbn:096139210x'],
    ['urn:isbn:096139210x#frag', true, 'isbn:096139210x'],
    ['a:?q', true, '?q'],
    ['http://java.sun.com/j2se/1.3/', false, '//java.sun.com/j2se/1.3/'],
    ['file:/etc/passwd', false, '/etc/passwd'],
    ['file:///~/calendar', false, '///~/calendar'],
    ['docs/guide/collections/designfaq.html#28', false, 'docs/guide/collections/designfaq.html'],
    ['../../../demo/jfc/SwingSet2/src/SwingSet2.java', false, '../../../demo/jfc/SwingSet2/src/SwingSet2.java'],
  ] as const)('%j: opaque %s, scheme-specific part %j', (input, opaque, ssp) => {
    const uri = parse(input);
    expect(uri.isOpaque).toBe(opaque);
    expect(uri.isHierarchical).toBe(!opaque);
    expect(uri.schemeSpecificPart).toBe(ssp);
  });
});

// ---------------------------------------------------------------------------------------------
// Decoded views (§2.1, §2.5)

describe('RFC 3986 §2.5 decoded(component)', () => {
  it('UTF-8 percent-encodings decode to the character', () => {
    expect(parse('http://a/caf%C3%A9').decoded('path')).toBe('/caf\u00e9');
    expect(parse('caf%C3%A9').decoded('path')).toBe('caf\u00e9');
    expect(parse('http://a/%F0%9F%98%80').decoded('path')).toBe('/\ud83d\ude00');
  });
  it.each([
    ['userinfo', 'http://us%20er:p%40ss@h/', 'us er:p@ss'],
    ['host', 'http://%E4%BD%A0%E5%A5%BD.example/', '\u4f60\u597d.example'],
    ['host', 'http://[::1]/', '::1'], // the IP literal without brackets
    ['host', 'http://[v9.abc:def]/', 'v9.abc:def'],
    ['host', 'file:///x', ''],
    ['path', 'http://h/a%2Fb%20c', '/a/b c'],
    ['query', 'http://h/?a%3Db%26c+d', 'a=b&c+d'], // '+' is not a space in RFC 3986
    ['fragment', 'http://h/#%C3%A9t%C3%A9', '\u00e9t\u00e9'],
  ] as const)('decoded(%j) of %j is %j', (component, input, text) => {
    expect(parse(input).decoded(component)).toBe(text);
  });
  it.each([
    ['userinfo', 'http://h/'],
    ['host', 'mailto:a'],
    ['query', 'http://h/'],
    ['fragment', 'http://h/?q'],
  ] as const)('decoded(%j) of %j is undefined (absent)', (component, input) => {
    expect(parse(input).decoded(component)).toBeUndefined();
  });
  it('"" for a present, empty component', () => {
    expect(parse('http://h/?#').decoded('query')).toBe('');
    expect(parse('http://h/?#').decoded('fragment')).toBe('');
    expect(parse('http://h').decoded('path')).toBe('');
  });
  it.each([
    // the index is in the component's own raw text (err.input)
    ['http://a/%C3%28', 'path', 1, '/%C3%28'], // a lead byte without its continuation
    ['http://a/%C3', 'path', 1, '/%C3'], // cut short by the end
    ['http://a/%80', 'path', 1, '/%80'], // a stray continuation byte
    ['http://a/%C0%AF', 'path', 1, '/%C0%AF'], // overlong
    ['http://a/%ED%A0%80', 'path', 1, '/%ED%A0%80'], // a UTF-16 surrogate
    ['http://a/%F4%90%80%80', 'path', 1, '/%F4%90%80%80'], // above U+10FFFF
    ['http://a/?x=%FF', 'query', 2, 'x=%FF'],
    ['http://a/#ok%E2%82', 'fragment', 2, 'ok%E2%82'],
    ['http://%FF/', 'host', 0, '%FF'],
    ['http://u%FE@a/', 'userinfo', 1, 'u%FE'],
  ] as const)('%j: decoded(%j) throws invalid-utf8 at %i', (input, component, index, raw) => {
    const e = expectUriError(() => parse(input).decoded(component), 'invalid-utf8', index);
    expect(e.input).toBe(raw);
  });
  it('an unknown component is an invalid-argument', () => {
    expectUriError(() => parse('http://a/').decoded('scheme' as never), 'invalid-argument', 0);
  });
});

describe('RFC 3986 §3.3 pathSegments and decodedPathSegments', () => {
  it.each([
    ['', [], []],
    ['/', ['', ''], ['', '']],
    ['http://h', [], []],
    ['http://h/a/b/', ['', 'a', 'b', ''], ['', 'a', 'b', '']],
    ['/a%2Fb/c%20d', ['', 'a%2Fb', 'c%20d'], ['', 'a/b', 'c d']],
    ['a//b', ['a', '', 'b'], ['a', '', 'b']],
    ['mailto:fred@example.com', ['fred@example.com'], ['fred@example.com']],
    ['x:caf%C3%A9/%E2%82%AC', ['caf%C3%A9', '%E2%82%AC'], ['caf\u00e9', '\u20ac']],
  ] as const)('%j: raw %j, decoded %j', (input, raw, decoded) => {
    const uri = parse(input);
    expect(uri.pathSegments).toEqual(raw);
    expect(uri.decodedPathSegments()).toEqual(decoded);
  });
  it('a bad UTF-8 segment throws invalid-utf8, with the index in that segment', () => {
    const e = expectUriError(() => parse('/ok/a%C3').decodedPathSegments(), 'invalid-utf8', 1);
    expect(e.input).toBe('a%C3');
  });
});

// ---------------------------------------------------------------------------------------------
// Immutability (STYLE 17)

describe('immutability: every operation returns a new value', () => {
  const INPUT = 'http://u@h:8/a/b?q#f';

  it('with() returns a new Uri and leaves the old one unchanged', () => {
    const uri = parse(INPUT);
    const before = view(uri);
    const next = uri.with({ host: 'other', query: undefined });
    expect(next).not.toBe(uri);
    expect(next.toString()).toBe('http://u@other:8/a/b#f');
    expect(uri.toString()).toBe(INPUT);
    expect(view(uri)).toEqual(before);
  });

  it('with({}) gives an equal Uri', () => {
    const uri = parse(INPUT);
    const same = uri.with({});
    expect(same.toString()).toBe(INPUT);
    expect(view(same)).toEqual(view(uri));
  });

  it('mutating what a getter returns does not change the Uri', () => {
    const uri = parse(INPUT);
    const components = uri.toComponents();
    components.path = '/changed';
    components.host = 'changed';
    const segments = uri.pathSegments;
    segments.push('changed');
    segments[1] = 'changed';
    uri.decodedPathSegments().push('changed');
    expect(uri.path).toBe('/a/b');
    expect(uri.host).toBe('h');
    expect(uri.pathSegments).toEqual(['', 'a', 'b']);
    expect(uri.decodedPathSegments()).toEqual(['', 'a', 'b']);
  });

  it('getters have no setters: assigning to one throws and changes nothing', () => {
    const uri = parse(INPUT);
    for (const name of ['scheme', 'host', 'path', 'query', 'fragment', 'port', 'userinfo', 'authority'] as const) {
      expect(() => {
        (uri as unknown as Record<string, unknown>)[name] = 'x';
      }).toThrow(TypeError);
    }
    expect(uri.toString()).toBe(INPUT);
    expect(view(uri)).toEqual(view(parse(INPUT)));
  });

  it('parse twice gives two equal, distinct values', () => {
    const a = parse(INPUT);
    const b = parse(INPUT);
    expect(a).not.toBe(b);
    expect(view(a)).toEqual(view(b));
  });
});

// ---------------------------------------------------------------------------------------------
// with() (§3's component rules, §5.3 recomposition)

describe('Uri#with: replace and remove each component', () => {
  const BASE = 'http://u@h:8/p?q#f';
  it.each([
    [{ scheme: 'https' }, 'https://u@h:8/p?q#f'],
    [{ scheme: 'HTTPS' }, 'HTTPS://u@h:8/p?q#f'], // as written
    [{ scheme: undefined }, '//u@h:8/p?q#f'],
    [{ userinfo: 'user:pw' }, 'http://user:pw@h:8/p?q#f'],
    [{ userinfo: '' }, 'http://@h:8/p?q#f'],
    [{ userinfo: undefined }, 'http://h:8/p?q#f'],
    [{ host: 'example.com' }, 'http://u@example.com:8/p?q#f'],
    [{ host: '[::1]' }, 'http://u@[::1]:8/p?q#f'],
    [{ host: '[v9.abc:def]' }, 'http://u@[v9.abc:def]:8/p?q#f'],
    [{ host: '192.0.2.1' }, 'http://u@192.0.2.1:8/p?q#f'],
    [{ host: '' }, 'http://u@:8/p?q#f'],
    [{ host: undefined, userinfo: undefined, port: undefined }, 'http:/p?q#f'],
    [{ port: '8080' }, 'http://u@h:8080/p?q#f'],
    [{ port: 8080 }, 'http://u@h:8080/p?q#f'],
    [{ port: '' }, 'http://u@h:/p?q#f'],
    [{ port: '080' }, 'http://u@h:080/p?q#f'],
    [{ port: undefined }, 'http://u@h/p?q#f'],
    [{ path: '/a/b%20c' }, 'http://u@h:8/a/b%20c?q#f'],
    [{ path: '' }, 'http://u@h:8?q#f'],
    [{ path: undefined }, 'http://u@h:8?q#f'],
    [{ query: 'a=1&b=/?' }, 'http://u@h:8/p?a=1&b=/?#f'],
    [{ query: '' }, 'http://u@h:8/p?#f'],
    [{ query: undefined }, 'http://u@h:8/p#f'],
    [{ fragment: 'top/?' }, 'http://u@h:8/p?q#top/?'],
    [{ fragment: '' }, 'http://u@h:8/p?q#'],
    [{ fragment: undefined }, 'http://u@h:8/p?q'],
    [{ scheme: undefined, userinfo: undefined, host: undefined, port: undefined, path: 'x/y', query: undefined, fragment: undefined }, 'x/y'],
  ] as [UriComponents, string][])('%j -> %j', (changes, want) => {
    const next = parse(BASE).with(changes);
    expect(next.toString()).toBe(want);
    expect(parse(want).toComponents()).toEqual(next.toComponents());
  });

  it('the new Uri has the right host kind', () => {
    const uri = parse('http://h/');
    expect(uri.with({ host: '[::1]' }).hostKind).toBe('ipv6');
    expect(uri.with({ host: '[v1.x]' }).hostKind).toBe('ipvfuture');
    expect(uri.with({ host: '1.2.3.4' }).hostKind).toBe('ipv4');
    expect(uri.with({ host: '1.2.3.256' }).hostKind).toBe('reg-name');
    expect(uri.with({ host: undefined }).hostKind).toBeUndefined();
  });

  it('adds components to a relative reference', () => {
    expect(parse('a/b').with({ scheme: 'x' }).toString()).toBe('x:a/b');
    expect(parse('/a/b').with({ host: 'h' }).toString()).toBe('//h/a/b');
    expect(parse('').with({ fragment: 'x' }).toString()).toBe('#x');
    expect(parse('mailto:a').with({ path: '//x', host: '' }).toString()).toBe('mailto:////x');
  });
});

describe('Uri#with errors: code and index, the index inside the offending value', () => {
  it.each([
    // the §3 rules that tie components together
    ['a/b', { host: 'x' }, 'path-not-absolute', 0, 'a/b'], // §3.3: with an authority the path starts with '/'
    ['http://a', { path: 'x' }, 'path-not-absolute', 0, 'x'],
    ['mailto:a', { path: '//x' }, 'path-starts-with-double-slash', 0, '//x'], // §3.3: '//' would read as an authority
    ['http://a//p', { host: undefined }, 'path-starts-with-double-slash', 0, '//p'],
    ['a/b', { userinfo: 'u' }, 'missing-host', 0, 'u'], // §3.2: userinfo lives in the authority
    ['a/b', { port: '80' }, 'missing-host', 0, '80'],
    ['a/b', { port: 80 }, 'missing-host', 0, '80'],
    ['http://u@h/', { host: undefined }, 'missing-host', 0, 'u'],
    ['x', { path: 'a:b' }, 'colon-in-first-segment', 1, 'a:b'], // §4.2
    ['http:a:b', { scheme: undefined }, 'colon-in-first-segment', 1, 'a:b'],
    ['x', { path: 'abc:d/e:f' }, 'colon-in-first-segment', 3, 'abc:d/e:f'],
    // bad characters in each value: the component's code, the index in the value
    ['http://h/', { scheme: '1http' }, 'invalid-scheme', 0, '1http'],
    ['http://h/', { scheme: 'ht tp' }, 'invalid-scheme', 2, 'ht tp'],
    ['http://h/', { scheme: '' }, 'invalid-scheme', 0, ''],
    ['http://h/', { userinfo: 'us er' }, 'invalid-userinfo-char', 2, 'us er'],
    ['http://h/', { userinfo: 'a@b' }, 'invalid-userinfo-char', 1, 'a@b'],
    ['http://h/', { userinfo: 'a%zz' }, 'invalid-percent-encoding', 1, 'a%zz'],
    ['http://h/', { host: 'a b' }, 'invalid-host-char', 1, 'a b'],
    ['http://h/', { host: 'a:80' }, 'invalid-host-char', 1, 'a:80'], // a port is its own component
    ['http://h/', { host: '::1' }, 'invalid-host-char', 0, '::1'], // an IPv6 address needs its brackets
    ['http://h/', { host: 'a/b' }, 'invalid-host-char', 1, 'a/b'],
    ['http://h/', { host: '[::1' }, 'invalid-ip-literal', 4, '[::1'],
    ['http://h/', { host: '[::1]x' }, 'invalid-ip-literal', 5, '[::1]x'],
    ['http://h/', { host: '[1::2::3]' }, 'invalid-ipv6', 5, '[1::2::3]'],
    ['http://h/', { host: '[v.x]' }, 'invalid-ipvfuture', 2, '[v.x]'],
    ['http://h/', { host: 'h%g' }, 'invalid-percent-encoding', 1, 'h%g'],
    ['http://h/', { port: '8a' }, 'invalid-port', 1, '8a'],
    ['http://h/', { port: ' 80' }, 'invalid-port', 0, ' 80'],
    ['http://h/', { path: '/a b' }, 'invalid-path-char', 2, '/a b'],
    ['http://h/', { path: '/a?b' }, 'invalid-path-char', 2, '/a?b'], // '?' would start a query
    ['http://h/', { path: '/a#b' }, 'invalid-path-char', 2, '/a#b'],
    ['http://h/', { path: '/%' }, 'invalid-percent-encoding', 1, '/%'],
    ['http://h/', { query: 'a b' }, 'invalid-query-char', 1, 'a b'],
    ['http://h/', { query: 'a#b' }, 'invalid-query-char', 1, 'a#b'],
    ['http://h/', { query: 'a[]' }, 'invalid-query-char', 1, 'a[]'],
    ['http://h/', { fragment: 'a#b' }, 'invalid-fragment-char', 1, 'a#b'],
    ['http://h/', { fragment: '\u00e9' }, 'invalid-fragment-char', 0, '\u00e9'],
    ['http://h/', { fragment: '%4' }, 'invalid-percent-encoding', 0, '%4'],
  ] as [string, UriComponents, UriErrorCode, number, string][])('%j.with(%j) -> %s at %i', (input, changes, code, index, value) => {
    const e = expectUriError(() => parse(input).with(changes), code, index);
    expect(e.input).toBe(value);
  });

  it('the message says how to fix a bad character', () => {
    expect(catchUriError(() => parse('http://h/').with({ path: '/a b' })).message).toContain('%20');
    expect(catchUriError(() => parse('a/b').with({ host: 'x' })).message).toContain("'/'");
    expect(catchUriError(() => parse('x').with({ path: 'a:b' })).message).toContain('./');
  });

  it.each([
    [null],
    ['http://x'],
    [42],
  ])('with(%j) is an invalid-argument', (arg) => {
    expectUriError(() => parse('http://h/').with(arg as never), 'invalid-argument', 0);
  });
  it.each([
    [{ port: -1 }],
    [{ port: 1.5 }],
    [{ port: Number.NaN }],
    [{ host: 42 }],
    [{ path: ['a'] }],
  ])('with(%j): a value of the wrong type is an invalid-argument', (changes) => {
    expectUriError(() => parse('http://h/').with(changes as never), 'invalid-argument', 0);
  });
  // Nothing is silently dropped: a key that names no component is an error, not ignored.
  it.each([[{ authority: 'x' }], [{ Host: 'x' }], [{ hostname: 'x' }]])('with(%j): an unknown component is an invalid-argument', (changes) => {
    const e = expectUriError(() => parse('http://h/').with(changes as never), 'invalid-argument', 0);
    expect(e.message).toContain(Object.keys(changes)[0]);
  });
});

// ---------------------------------------------------------------------------------------------
// build(): unencoded parts, each encoded with its component's set (§2.1, §2.5)

describe('build: each part percent-encoded with its component set', () => {
  it.each([
    // space -> %20, '%' -> %25, non-ASCII -> UTF-8 %HH upper-case
    [{ path: '/a b' }, '/a%20b'],
    [{ path: '/100%' }, '/100%25'],
    [{ path: '/%41' }, '/%2541'], // an unencoded part: '%' is data, never an escape
    [{ path: '/caf\u00e9' }, '/caf%C3%A9'],
    [{ path: '/\u20ac' }, '/%E2%82%AC'],
    [{ path: '/\ud83d\ude00' }, '/%F0%9F%98%80'],
    [{ path: '/a?b#c' }, '/a%3Fb%23c'],
    [{ path: '/a:b@c/d' }, '/a:b@c/d'], // pchar and '/' stay
    // a path array: '/' inside a segment -> %2F
    [{ scheme: 'http', host: 'h', path: ['a/b', 'c d'] }, 'http://h/a%2Fb/c%20d'],
    [{ scheme: 'http', host: 'h', path: ['', 'a'] }, 'http://h/a'],
    [{ path: ['a', 'b'] }, 'a/b'],
    [{ path: ['', 'a', 'b'] }, '/a/b'],
    [{ path: [] }, ''],
    // relative path whose first segment holds ':' -> %3A (§4.2)
    [{ path: 'a:b/c:d' }, 'a%3Ab/c:d'],
    [{ path: ['a:b', 'c:d'] }, 'a%3Ab/c:d'],
    [{ path: 'this:that' }, 'this%3Athat'],
    // ... but not when a scheme or an authority makes it unambiguous
    [{ scheme: 'x', path: 'a:b' }, 'x:a:b'],
    [{ host: 'h', path: '/a:b' }, '//h/a:b'],
    // userinfo: ':' stays, '@' '/' encoded
    [{ host: 'h', userinfo: 'us er:p@ss/w' }, '//us%20er:p%40ss%2Fw@h'],
    // host: a reg-name is encoded; a bare IPv6 address is bracketed; a literal is kept
    [{ host: 'caf\u00e9.example' }, '//caf%C3%A9.example'],
    [{ host: 'a b' }, '//a%20b'],
    [{ host: '::1' }, '//[::1]'],
    [{ host: '2001:db8::7' }, '//[2001:db8::7]'],
    [{ host: '[::1]' }, '//[::1]'],
    [{ host: '[v9.abc:def]' }, '//[v9.abc:def]'],
    [{ host: '192.0.2.1' }, '//192.0.2.1'],
    [{ host: '' }, '//'],
    // port as a number or a string
    [{ host: 'h', port: 8080 }, '//h:8080'],
    [{ host: 'h', port: '080' }, '//h:080'],
    [{ host: 'h', port: 0 }, '//h:0'],
    // query and fragment: '/' and '?' stay; '#', '[', ']', space encoded
    [{ query: 'a=1 2&b=/?' }, '?a=1%202&b=/?'],
    [{ query: 'a[]=#' }, '?a%5B%5D=%23'],
    [{ fragment: 'x#y z/?' }, '#x%23y%20z/?'],
    [{ query: '', fragment: '' }, '?#'],
    // the JSDoc example
    [{ scheme: 'http', host: 'example.com', path: ['a b', 'c/d'], query: 'q=1 2' }, 'http://example.com/a%20b/c%2Fd?q=1%202'],
    [{}, ''],
    [{ scheme: 'file', host: '', path: '/etc/passwd' }, 'file:///etc/passwd'],
    [{ scheme: 'mailto', path: 'fred@example.com' }, 'mailto:fred@example.com'],
  ] as [UriParts, string][])('build(%j) = %j', (parts, want) => {
    const uri = build(parts);
    expect(uri).toBeInstanceOf(Uri);
    expect(uri.toString()).toBe(want);
    expect(parse(want).toComponents()).toEqual(uri.toComponents());
  });

  it('encodes with upper-case hex only', () => {
    const s = build({ host: '\u00ff\u00fe', path: '/\u00ab\u00bb', query: '\u00ef', fragment: '\u00df' }).toString();
    expect(s).toBe('//%C3%BF%C3%BE/%C2%AB%C2%BB?%C3%AF#%C3%9F');
  });

  it.each([
    [{ host: 'h', path: 'x' }, 'path-not-absolute', 0, 'x'],
    [{ scheme: 'x', path: '//a' }, 'path-starts-with-double-slash', 0, '//a'],
    [{ path: ['', '', 'a'] }, 'path-starts-with-double-slash', 0, '//a'],
    [{ userinfo: 'u' }, 'missing-host', 0, 'u'],
    [{ port: 80 }, 'missing-host', 0, '80'],
    [{ scheme: '1x' }, 'invalid-scheme', 0, '1x'],
    [{ scheme: 'a b' }, 'invalid-scheme', 1, 'a b'], // a scheme is checked, never encoded
    [{ host: 'h', port: '8a' }, 'invalid-port', 1, '8a'],
    [{ host: '[::1' }, 'invalid-ip-literal', 4, '[::1'],
    [{ host: '1::2::3' }, 'invalid-ipv6', 5, '[1::2::3]'],
    [{ path: '/\ud800' }, 'lone-surrogate', 1, '/\ud800'],
    [{ query: 'a\udc00' }, 'lone-surrogate', 1, 'a\udc00'],
  ] as [UriParts, UriErrorCode, number, string][])('build(%j) -> %s at %i', (parts, code, index, value) => {
    const e = expectUriError(() => build(parts), code, index);
    expect(e.input).toBe(value);
  });

  it.each([
    [null],
    ['http://x'],
    [{ host: 42 }],
    [{ path: 42 }],
    [{ path: ['a', 42] }],
    [{ port: -1 }],
  ])('build(%j) is an invalid-argument', (parts) => {
    expectUriError(() => build(parts as never), 'invalid-argument', 0);
  });
});

describe('build: parse(build(x)) round-trips (fast-check)', () => {
  // Unencoded text: any well-formed Unicode (no lone surrogates), dense in the characters that
  // need encoding.
  const text = fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: fc.constantFrom('a', '/', '?', '#', '%', ':', '@', '[', ']', ' ', '+', '&', '=', '\u00e9', '\ud83d\ude00') }),
  );
  // A reg-name host given unencoded: any text that build() will not take for an IP address.
  const regName = text.filter((h) => !h.includes(':') && !h.startsWith('['));

  it('every decoded component equals the part given', () => {
    fc.assert(fc.property(
      fc.record({ userinfo: fc.option(text, { nil: undefined }), host: regName, query: fc.option(text, { nil: undefined }), fragment: fc.option(text, { nil: undefined }) }),
      (parts) => {
        const built = build({ scheme: 'x', ...parts });
        const uri = parse(built.toString(), { rule: 'URI' });
        expect(uri.toString()).toBe(built.toString());
        expect(uri.decoded('userinfo')).toBe(parts.userinfo);
        expect(uri.decoded('host')).toBe(parts.host);
        expect(uri.decoded('query')).toBe(parts.query);
        expect(uri.decoded('fragment')).toBe(parts.fragment);
      },
    ));
  });

  it('path segments round-trip under an authority', () => {
    fc.assert(fc.property(fc.array(text, { minLength: 1, maxLength: 6 }), (segments) => {
      const uri = parse(build({ scheme: 'http', host: 'h', path: ['', ...segments] }).toString());
      expect(uri.decodedPathSegments()).toEqual(['', ...segments]);
    }));
  });

  it('a relative path round-trips, ":" in the first segment included', () => {
    fc.assert(fc.property(fc.array(text, { minLength: 1, maxLength: 6 }).filter((s) => s[0] !== ''), (segments) => {
      const built = build({ path: segments });
      const uri = parse(built.toString(), { rule: 'relative-ref' });
      expect(uri.referenceKind).toBe('relative-path');
      expect(uri.decodedPathSegments()).toEqual(segments);
    }));
  });

  it('a path string round-trips as its decoded path', () => {
    fc.assert(fc.property(text.map((t) => '/' + t), (path) => {
      const uri = parse(build({ scheme: 'x', host: '', path }).toString());
      expect(uri.decoded('path')).toBe(path);
    }));
  });
});

// ---------------------------------------------------------------------------------------------
// The API twins: parse / tryParse / validate / isValid (STYLE 21)

describe('parse, tryParse, validate, isValid', () => {
  it.each([
    [42], [null], [undefined], [{}], [['http://a/']], [Symbol('x')],
  ])('parse(%s) and validate(%s) throw invalid-argument; tryParse is null; isValid is false', (input) => {
    expectUriError(() => parse(input as never), 'invalid-argument', 0);
    expectUriError(() => validate(input as never), 'invalid-argument', 0);
    expect(tryParse(input as never)).toBeNull();
    expect(isValid(input as never)).toBe(false);
  });

  it('a parsed Uri is not a string input', () => {
    expectUriError(() => parse(parse('http://a/') as never), 'invalid-argument', 0);
  });

  it('an unknown rule is an invalid-argument; a known one is accepted in any case', () => {
    expectUriError(() => parse('a', { rule: 'URL' as never }), 'invalid-argument', 0);
    expectUriError(() => validate('a', { rule: 'url' as never }), 'invalid-argument', 0);
    expect(validate('a', { rule: 'uri' as never })?.code).toBe('missing-scheme');
    expect(isValid('./a:b', { rule: 'RELATIVE-REF' as never })).toBe(true);
  });

  it('an options object without a rule asks for URI-reference, whatever the call before it asked', () => {
    for (const [before, rule] of [['isValid', 'relative-ref'], ['parse', 'URI'], ['validate', 'absolute-URI']] as const) {
      if (before === 'isValid') isValid('a:b', { rule });
      else if (before === 'parse') parse('a:b', { rule });
      else validate('a:b', { rule });
      expect(isValid('//h/p', { iri: true })).toBe(true); // a relative reference: URI-reference, not URI
      expect(isValid('a:b#c', {})).toBe(true); // a fragment: not absolute-URI
      expect(isValid('a:b', { zoneId: true })).toBe(true); // a scheme: not relative-ref
      expect(tryParse('//h/p', {})?.host).toBe('h');
      expect(validate('a:b#c', { iri: false })).toBeNull();
    }
    // and a rule a getter gives is read once: the rule checked is the rule used
    let reads = 0;
    const options = { get rule() { reads++; return reads === 1 ? 'URI' : 'not a rule'; } };
    expect(isValid('//h/p', options as never)).toBe(false); // URI: a scheme is needed
    expect(reads).toBe(1);
  });
  it('every option is checked: a non-object, a wrong type, an unknown key', () => {
    for (const [options, says] of [
      [null, 'parse: options must be an object, got null'],
      [5, 'parse: options must be an object, got number 5'],
      [[], 'parse: options must be an object, got an array'],
      [{ iri: 'yes' }, "parse: options.iri must be true or false, got \"yes\""],
      [{ zoneId: 1 }, 'parse: options.zoneId must be true or false, got number 1'],
      [{ rul: 'URI' }, 'parse: unknown option "rul"; expected rule, iri or zoneId'],
    ] as const) {
      const e = expectUriError(() => parse('a', options as never), 'invalid-argument', 0);
      expect(e.message).toContain(says);
      expect(e.message).not.toContain('undefined undefined');
    }
  });

  it.each([
    ['http://a/b', true],
    ['', true],
    ['a b', false],
    ['http://[::1', false],
    ['%', false],
    ['#a#b', false],
  ] as const)('%j: tryParse, validate and isValid agree', (input, valid) => {
    expect(isValid(input)).toBe(valid);
    expect(tryParse(input) === null).toBe(!valid);
    expect(validate(input) === null).toBe(valid);
    if (valid) expect(tryParse(input)!.toString()).toBe(input);
  });

  it('validate returns the error parse throws', () => {
    for (const input of ['a b', 'http://[::1', 'http://a:b/', '%zz', 'http://a/#a#b']) {
      const returned = validate(input);
      const thrown = catchUriError(() => parse(input));
      expect(returned).toBeInstanceOf(UriError);
      expect({ code: returned!.code, index: returned!.index, input: returned!.input, message: returned!.message })
        .toEqual({ code: thrown.code, index: thrown.index, input: thrown.input, message: thrown.message });
    }
  });

  it('the rule option reaches every twin', () => {
    expect(isValid('a', { rule: 'URI' })).toBe(false);
    expect(tryParse('a', { rule: 'URI' })).toBeNull();
    expect(validate('a', { rule: 'URI' })?.code).toBe('missing-scheme');
    expect(isValid('a:b', { rule: 'relative-ref' })).toBe(false);
    expect(validate('a:b#f', { rule: 'absolute-URI' })?.code).toBe('unexpected-fragment');
    expect(isValid('a:b', { rule: 'URI-reference' })).toBe(true);
    expect(isValid('a:b', {})).toBe(true);
  });

  it('a UriError carries code, index, input and a message with the fix', () => {
    const e = catchUriError(() => parse('http://a/my file'));
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('UriError');
    expect(e.code).toBe('invalid-path-char');
    expect(e.index).toBe(11);
    expect(e.input).toBe('http://a/my file');
    expect(e.message).toContain('index 11');
    expect(e.message).toContain('%20');
    expect(e.message).toContain('invalid-path-char');
  });

  it('the JSDoc examples', () => {
    const u = parse('foo://example.com:8042/over/there?name=ferret#nose');
    expect([u.scheme, u.port, u.query]).toEqual(['foo', '8042', 'name=ferret']);
    expect(parse('urn:example:animal:ferret:nose').path).toBe('example:animal:ferret:nose');
    expect(tryParse('http://a b/')).toBeNull();
    expect(validate('http://a/%zz')?.code).toBe('invalid-percent-encoding');
    expect(isValid('http://[::1]:8080/')).toBe(true);
    expect(isValid('http://[::1')).toBe(false);
    expect(parse('http://a/b?c').with({ query: undefined, fragment: 'top' }).toString()).toBe('http://a/b#top');
  });
});

describe('a Uri is made by the library: an object on its prototype is not one', () => {
  // Uri's brand is on its prototype (one per class, not per object): an object made from the
  // prototype without the constructor carries it, and used to be read as a Uri's offsets it does
  // not have (a TypeError from resolve, normalize, equivalent). Now it is refused as any other
  // argument that is not a string, a Uri or a URL.
  const forged = Object.create(Uri.prototype) as Uri;

  it('is not instanceof Uri, while a parsed Uri is (and an object whose text is not a string is not)', () => {
    expect(forged instanceof Uri).toBe(false);
    expect(parse('http://a/') instanceof Uri).toBe(true);
    expect(Object.assign(Object.create(Uri.prototype), { _s: 42 }) instanceof Uri).toBe(false);
  });

  it.each([
    ['resolve (base)', async () => (await import('../../src/index.js')).resolve(forged, 'x')],
    ['resolve (reference)', async () => (await import('../../src/index.js')).resolve('http://a/', forged)],
    ['normalize', async () => (await import('../../src/index.js')).normalize(forged)],
    ['equivalent', async () => (await import('../../src/index.js')).equivalent(forged, 'http://a/')],
    ['comparisonKey', async () => (await import('../../src/index.js')).comparisonKey(forged)],
    ['relativize', async () => (await import('../../src/index.js')).relativize('http://a/', forged)],
  ])('%s refuses it with invalid-argument', async (_name, call) => {
    let error: unknown;
    try {
      await call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UriError);
    expect((error as UriError).code).toBe('invalid-argument');
  });
});
