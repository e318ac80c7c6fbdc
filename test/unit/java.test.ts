/**
 * urikit/java: JavaUri (java.net.URI's model) and the RFC 2396 reading. Every expected value below
 * was checked with java.net.URI itself (OpenJDK 17.0.15, through test/shared/java/Oracle.java);
 * test/shared/java-oracle.test.ts compares the two on thousands of inputs. No JDK is needed here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, Uri, UriError } from '../../src/index.js';
import { catchUriError } from '../helpers/expect.js';
import { JAVA_ERROR_CODES, JavaUri, type JavaUriError, normalizePath2396, parse2396, pathSegments, relativize2396, resolve2396 } from '../../src/java/index.js';

function javaFail(f: () => unknown): JavaUriError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UriError);
    return e as JavaUriError;
  }
  throw new Error('expected a UriError');
}

describe('new JavaUri(str): components (javadoc, RFC 2396 §3)', () => {
  it('reads a server-based hierarchical URI, raw and decoded', () => {
    const u = new JavaUri('http://user@example.com:8080/a%20b?q%41#f%42');
    expect([u.getScheme(), u.getRawAuthority(), u.getUserInfo(), u.getHost(), u.getPort()]).toEqual(['http', 'user@example.com:8080', 'user', 'example.com', 8080]);
    expect([u.getRawPath(), u.getPath(), u.getRawQuery(), u.getQuery(), u.getRawFragment(), u.getFragment()]).toEqual(['/a%20b', '/a b', 'q%41', 'qA', 'f%42', 'fB']);
    expect([u.getRawSchemeSpecificPart(), u.getSchemeSpecificPart()]).toEqual(['//user@example.com:8080/a%20b?q%41', '//user@example.com:8080/a b?qA']);
    expect([u.isAbsolute(), u.isOpaque(), u.toString()]).toEqual([true, false, 'http://user@example.com:8080/a%20b?q%41#f%42']);
  });

  it('reads opaque URIs: no authority, path, or query (javadoc examples)', () => {
    for (const s of ['mailto:java-net@www.example.com', 'news:comp.lang.java', 'urn:isbn:096139210x']) {
      const u = new JavaUri(s);
      expect([u.isOpaque(), u.getPath(), u.getAuthority(), u.getQuery(), u.getPort()]).toEqual([true, null, null, null, -1]);
      expect(u.getSchemeSpecificPart()).toBe(s.slice(s.indexOf(':') + 1));
    }
  });

  it('reads relative references and empty components as Java does', () => {
    expect(new JavaUri('').getPath()).toBe('');
    expect(new JavaUri('#').getFragment()).toBe('');
    expect(new JavaUri('?').getQuery()).toBe('');
    expect(new JavaUri('//x//a/b').getPath()).toBe('//a/b');
    const u = new JavaUri('http://?q'); // DEVIATION: an empty authority before a query
    expect([u.getAuthority(), u.getHost(), u.getPath(), u.getQuery()]).toEqual([null, null, '', 'q']);
    expect(new JavaUri('http://a:/').getPort()).toBe(-1);
    expect(new JavaUri('http://@a/').getUserInfo()).toBe('');
  });

  it('tells server-based from registry-based authorities (RFC 2396 §3.2)', () => {
    const rows: [string, string | null][] = [
      ['http://a_b/', null], ['http://1.2.3.4.5/', null], ['http://256.1.1.1/', null], ['http://a:x/', null], ['http://a-.b/', null],
      ['http://a%41b/', null], ['http://a:99999999999/', null], ['http://a.b./', 'a.b.'], ['http://1.2.3.4:80/', '1.2.3.4'],
      ['http://[::1]:80/', '[::1]'], ['http://[::1%25eth0]/', '[::1%25eth0]'],
    ];
    for (const [s, host] of rows) expect(new JavaUri(s).getHost(), s).toBe(host);
    expect(new JavaUri('http://a_b/').getAuthority()).toBe('a_b');
  });

  it('decodes as Java does: malformed UTF-8 as U+FFFD (an encoded surrogate is one), brackets kept in the authority', () => {
    expect(new JavaUri('http://a/%e9').getPath()).toBe('/\ufffd');
    expect(new JavaUri('http://a/%ED%A0%80').getPath()).toBe('/\ufffd');
    expect(new JavaUri('http://a/%c3%a9').getPath()).toBe('/\u00e9');
    expect(new JavaUri('http://a/?[%41]').getQuery()).toBe('[A]');
    expect(new JavaUri('x:[%41]').getSchemeSpecificPart()).toBe('[%41]');
    expect(new JavaUri('http://[::1%25eth0]/').getAuthority()).toBe('[::1%25eth0]');
  });

  it('accepts "other" characters (non-ASCII, not space or control) and writes them as UTF-8 in toASCIIString', () => {
    const u = new JavaUri('a/\u00e9');
    expect([u.getPath(), u.toASCIIString()]).toEqual(['a/\u00e9', 'a/%C3%A9']);
    expect(javaFail(() => new JavaUri('s:\u00a0')).reason).toBe('Illegal character in opaque part');
  });
});

describe('errors: reason and index as URISyntaxException gives them', () => {
  const rows: [string, string, number, string][] = [
    ['http://a b/', 'Illegal character in authority', 7, 'java-illegal-character'],
    ['http://a%b/', 'Malformed escape pair', 8, 'java-malformed-escape'],
    ['http://a/%zz', 'Malformed escape pair', 9, 'java-malformed-escape'],
    ['http:', 'Expected scheme-specific part', 5, 'java-expected'],
    [':a', 'Expected scheme name', 0, 'java-expected'],
    ['//', 'Expected authority', 2, 'java-expected'],
    ['http://', 'Expected authority', 7, 'java-expected'],
    ['http://[::1]x/', 'Expected port number', 12, 'java-expected'],
    ['http://[::1/', 'Expected closing bracket for IPv6 address', 11, 'java-malformed-ipv6'],
    ['http://[1:2:3:4:5:6:7:8:9]/', 'IPv6 address too long', 8, 'java-malformed-ipv6'],
    ['http://[1::2::3]/', 'Expected hex digits or IPv4 address', 13, 'java-malformed-ipv6'],
    ['http://[12345::]/', 'IPv6 hexadecimal digit sequence too long', 8, 'java-malformed-ipv6'],
    ['s:a\u0000', 'Illegal character in opaque part', 3, 'java-illegal-character'],
  ];
  it.each(rows)('%j: %s at %i', (input, reason, index, code) => {
    const e = javaFail(() => new JavaUri(input));
    expect([e.reason, e.javaIndex, e.index, e.code, e.input]).toEqual([reason, index, index, code, input]);
    expect(e.message).toContain(reason);
    expect(e.entry).toEqual(JAVA_ERROR_CODES[code as keyof typeof JAVA_ERROR_CODES]);
  });

  it('gives -1 as javaIndex where Java gives no index, and a real index beside it', () => {
    const e = javaFail(() => new JavaUri('http://[::1%]/'));
    expect([e.reason, e.javaIndex, e.index]).toEqual(['scope id expected', -1, 12]);
  });

  it('refuses arguments that are not strings, with invalid-argument', () => {
    expect(javaFail(() => new JavaUri(1 as unknown as string)).code).toBe('invalid-argument');
    expect(javaFail(() => new (JavaUri as unknown as new (...a: unknown[]) => JavaUri)('a', 'b')).code).toBe('invalid-argument');
    expect(javaFail(() => new JavaUri('http', null, 'h', 1.5, '/', null, null)).code).toBe('invalid-argument');
    expect(javaFail(() => new JavaUri('a').resolve(3 as unknown as string)).code).toBe('invalid-argument');
  });
});

describe('parseServerAuthority', () => {
  it('returns the same URI when the authority is server-based, and throws when it cannot be', () => {
    const u = new JavaUri('http://a/');
    expect(u.parseServerAuthority()).toBe(u);
    expect([javaFail(() => new JavaUri('http://a_b/').parseServerAuthority()).reason]).toEqual(['Illegal character in hostname']);
    const e = javaFail(() => new JavaUri('http://a:x/').parseServerAuthority());
    expect([e.reason, e.javaIndex]).toEqual(['Illegal character in port number', 9]);
  });
});

describe('resolve: RFC 3986 §5.4 examples as java.net.URI (RFC 2396 §5.2) resolves them', () => {
  const base = new JavaUri('http://a/b/c/d;p?q');
  // Java's answers; where RFC 3986 differs, its answer is in the comment
  const rows: [string, string][] = [
    ['g:h', 'g:h'], ['g', 'http://a/b/c/g'], ['./g', 'http://a/b/c/g'], ['g/', 'http://a/b/c/g/'], ['/g', 'http://a/g'],
    ['//g', 'http://g'],
    ['?y', 'http://a/b/c/?y'], // RFC 3986: http://a/b/c/d;p?y
    ['g?y', 'http://a/b/c/g?y'], ['#s', 'http://a/b/c/d;p?q#s'], ['g#s', 'http://a/b/c/g#s'], ['g?y#s', 'http://a/b/c/g?y#s'],
    [';x', 'http://a/b/c/;x'], ['g;x', 'http://a/b/c/g;x'], ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
    ['', 'http://a/b/c/'], // RFC 3986: http://a/b/c/d;p?q
    ['.', 'http://a/b/c/'], ['./', 'http://a/b/c/'], ['..', 'http://a/b/'], ['../', 'http://a/b/'], ['../g', 'http://a/b/g'],
    ['../..', 'http://a/'], ['../../', 'http://a/'], ['../../g', 'http://a/g'],
    ['../../../g', 'http://a/../g'], // RFC 3986: http://a/g
    ['../../../../g', 'http://a/../../g'], // RFC 3986: http://a/g
    ['/./g', 'http://a/./g'], // RFC 3986: http://a/g
    ['/../g', 'http://a/../g'], // RFC 3986: http://a/g
    ['g.', 'http://a/b/c/g.'], ['.g', 'http://a/b/c/.g'], ['g..', 'http://a/b/c/g..'], ['..g', 'http://a/b/c/..g'],
    ['./../g', 'http://a/b/g'], ['./g/.', 'http://a/b/c/g/'], ['g/./h', 'http://a/b/c/g/h'], ['g/../h', 'http://a/b/c/h'],
    ['g;x=1/./y', 'http://a/b/c/g;x=1/y'], ['g;x=1/../y', 'http://a/b/c/y'], ['g?y/./x', 'http://a/b/c/g?y/./x'],
    ['g?y/../x', 'http://a/b/c/g?y/../x'], ['g#s/./x', 'http://a/b/c/g#s/./x'], ['g#s/../x', 'http://a/b/c/g#s/../x'],
    ['http:g', 'http:g'],
  ];
  it.each(rows)('%j -> %j', (ref, want) => {
    expect(base.resolve(ref).toString()).toBe(want);
    expect(base.resolve(new JavaUri(ref)).toString()).toBe(want);
  });

  it('keeps Java quirks: an empty base path with a scheme merges as "/", without one it does not', () => {
    expect(new JavaUri('http://a').resolve('b').toString()).toBe('http://a/b');
    expect(new JavaUri('//a').resolve('b').toString()).toBe('//ab');
    const b = new JavaUri('http://a/b/c/d;p?q#s');
    expect(b.resolve('#s')).toBe(b); // the same fragment: the base itself
  });
});

describe('normalize, relativize', () => {
  it('normalizes the path as Java does (leading .. kept, // collapsed, ./ before a colon)', () => {
    const rows: [string, string][] = [
      ['/../a/./b//c', '/../a/b/c'], ['//x//a/b', '//x/a/b'], ['x/../a:b', './a:b'], ['./a:b/x/..', './a:b/'], ['.', ''],
      ['a:b/../c:d', 'a:b/../c:d'], ['http://a/%41?%42#%43', 'http://a/%41?%42#%43'],
    ];
    for (const [s, want] of rows) expect(new JavaUri(s).normalize().toString(), s).toBe(want);
    const u = new JavaUri('http://a/b');
    expect(u.normalize()).toBe(u);
  });

  it('relativizes only below the base directory, with the same scheme and authority', () => {
    expect(new JavaUri('http://a/a/b').relativize(new JavaUri('http://a/a/b/c')).toString()).toBe('c');
    expect(new JavaUri('http://a/a').relativize(new JavaUri('http://a/a?q#f')).toString()).toBe('?q#f');
    expect(new JavaUri('http://a/%41/').relativize(new JavaUri('http://a/%41/b')).toString()).toBe('b');
    const t = new JavaUri('http://a/a/b');
    expect(new JavaUri('http://A/a/').relativize(t)).toBe(t); // authorities compare exactly
  });
});

describe('equals, compareTo, hashCode', () => {
  it('compares schemes and hosts without case, escapes without hex case', () => {
    const eq = (a: string, b: string): boolean => new JavaUri(a).equals(new JavaUri(b));
    expect([eq('http://A/%aa', 'http://a/%AA'), eq('x:%aa', 'X:%AA'), eq('http://a/P', 'http://a/p'), eq('x:a', 'x:/a')]).toEqual([true, true, false, false]);
    expect(new JavaUri('http://a/%aa').compareTo(new JavaUri('http://a/%AB'))).toBeLessThan(0);
    expect(new JavaUri('http://u@a/').compareTo(new JavaUri('http://a/'))).toBeGreaterThan(0);
    expect(new JavaUri('x:a').compareTo(new JavaUri('http://a/'))).toBeGreaterThan(0);
    expect(new JavaUri('a').equals('a')).toBe(false);
  });

  it("returns java.net.URI#hashCode's own value, equal for equal URIs", () => {
    expect(new JavaUri('http://user@example.com:8080/a%20b?q#f').hashCode()).toBe(808730496);
    expect(new JavaUri('file:///~/calendar').hashCode()).toBe(-673406046);
    expect(new JavaUri('HTTP://A/%aa').hashCode()).toBe(new JavaUri('http://a/%AA').hashCode());
  });
});

describe('the multi-argument constructors quote each component (javadoc)', () => {
  it('(scheme, userInfo, host, port, path, query, fragment)', () => {
    const u = new JavaUri('http', 'u s%41', 'h', 80, '/p a%41?', 'q a%41#', 'f a%\u00a0\u00e9');
    expect(u.toString()).toBe('http://u%20s%2541@h:80/p%20a%2541%3F?q%20a%2541%23#f%20a%25%C2%A0\u00e9');
    expect(u.getPath()).toBe('/p a%41?');
    expect(new JavaUri('http', null, '::1', -1, '/a b', null, null).toString()).toBe('http://[::1]/a%20b');
    expect(new JavaUri('http', 'u', null, -1, '/p', null, null).toString()).toBe('http:/p');
    const e = javaFail(() => new JavaUri('http', null, 'h', -1, 'p', null, null));
    expect([e.reason, e.javaIndex, e.code]).toEqual(['Relative path in absolute URI', -1, 'java-relative-path']);
    expect(javaFail(() => new JavaUri('http', null, 'a b', -1, '/a', null, null)).reason).toBe('Illegal character in authority');
  });

  it('(scheme, ssp, fragment), (scheme, host, path, fragment), (scheme, authority, path, query, fragment)', () => {
    expect(new JavaUri('s', '//a/b c%', 'x y').toString()).toBe('s://a/b%20c%25#x%20y');
    expect(new JavaUri('s', '//[::1]/a b', null).toString()).toBe('s://[::1]/a%20b');
    expect(javaFail(() => new JavaUri('s', '//[x/a b', null)).reason).toBe('Expected scheme-specific part');
    expect(new JavaUri('http', '::1', '/a', null).getHost()).toBe('[::1]');
    expect(javaFail(() => new JavaUri('http', 'a_b', '/a', null)).reason).toBe('Illegal character in hostname');
    expect(new JavaUri('http', 'a_b', '/p', null, null).getAuthority()).toBe('a_b');
    expect(javaFail(() => new JavaUri('http', 'a b@[::1]:8/x', '/p', null, null)).javaIndex).toBe(20);
  });
});

describe('RFC 2396 reading without the class', () => {
  it('parse2396 gives the nine components', () => {
    expect(parse2396('http://a_b:80/p;x?q#f')).toEqual({
      scheme: 'http', ssp: '//a_b:80/p;x?q', authority: 'a_b:80', userInfo: null, host: null, port: -1, path: '/p;x', query: 'q', fragment: 'f',
    });
    expect(() => parse2396('http://a_b/', true)).toThrow(UriError);
  });

  it('pathSegments splits segments and their ";" parameters, on any path', () => {
    expect(pathSegments('/a;x=1;y/b')).toEqual([{ segment: 'a', params: ['x=1', 'y'] }, { segment: 'b', params: [] }]);
    expect(pathSegments('a/')).toEqual([{ segment: 'a', params: [] }, { segment: '', params: [] }]);
    expect(pathSegments('')).toEqual([{ segment: '', params: [] }]);
    expect(pathSegments('/')).toEqual([]);
    expect(new JavaUri('mailto:a').getPathSegments()).toEqual([]);
    expect(pathSegments(parse('http://h/p;v=1').path)).toEqual([{ segment: 'p', params: ['v=1'] }]);
  });

  it('resolve2396, relativize2396 and normalizePath2396 work on parse2396 components without the class', () => {
    expect(resolve2396(parse2396('http://a/b/c/d;p?q'), parse2396('../g')).path).toBe('/b/g');
    expect(relativize2396(parse2396('http://a/b/'), parse2396('http://a/b/c/d')).path).toBe('c/d');
    expect(normalizePath2396('/a/./b/../c//d')).toBe('/a/c/d');
  });

  // Each function of urikit/java refuses what it cannot read with invalid-argument, naming it
  // (these threw a TypeError from inside before: parse2396(undefined), resolve2396(null, ...), ...).
  const ok = parse2396('http://a/b');
  it.each([
    ['parse2396: the input', () => parse2396(undefined as never)],
    ['parse2396: requireServer', () => parse2396('http://a/', 'yes' as never)],
    ['pathSegments: the path', () => pathSegments(null as never)],
    ['normalizePath2396: the path', () => normalizePath2396(5 as never)],
    ['resolve2396: the base', () => resolve2396(null as never, ok)],
    ['resolve2396: the child.path', () => resolve2396(ok, { ...ok, path: 5 } as never)],
    ['relativize2396: the base.port', () => relativize2396({ ...ok, port: '80' } as never, ok)],
    ['relativize2396: the child', () => relativize2396(ok, 'http://a/b/c' as never)],
  ])('%s', (what, call) => {
    const e = catchUriError(call);
    expect(e.code).toBe('invalid-argument');
    expect(e.message).toContain(what);
  });
});

describe('toUri / fromUri', () => {
  it('crosses to the RFC 3986 Uri through toASCIIString, and back through the text', () => {
    const j = new JavaUri('http://a/\u00e9');
    const u = j.toUri();
    expect(u).toBeInstanceOf(Uri);
    expect(u.toString()).toBe('http://a/%C3%A9');
    expect(JavaUri.fromUri(parse('http://a_b/x')).getAuthority()).toBe('a_b');
    // RFC 2396 allows '[' in a query, RFC 3986 does not
    expect(() => new JavaUri('http://a/?[x]').toUri()).toThrow(UriError);
    expect(javaFail(() => JavaUri.fromUri('http://a' as unknown as Uri)).code).toBe('invalid-argument');
  });

  it('JavaUri.create is new JavaUri', () => {
    expect(JavaUri.create('a:b').equals(new JavaUri('a:b'))).toBe(true);
    expect(javaFail(() => JavaUri.create('a b')).reason).toBe('Illegal character in path');
  });
});

describe('messages, text edge cases, linear time', () => {
  it('says where the offending character is when Java names the start of the component', () => {
    const e = javaFail(() => new JavaUri('http://a b/'));
    expect([e.index, e.javaIndex]).toEqual([7, 7]);
    expect(e.message).toContain('" " at index 8');
    expect(javaFail(() => new JavaUri('http', null, 'h', -1, 'p', null, null)).index).toBe(5);
  });

  it('keeps a decoded U+FEFF (byte order mark) as text, in every position', () => {
    expect(new JavaUri('%EF%BB%BF').getPath()).toBe('\ufeff');
    expect(new JavaUri('s://%EF%BB%BFh/').getAuthority()).toBe('\ufeffh');
    expect(new JavaUri('s', '\ufeff\ufeffa', null).toString()).toBe('s:\ufeff\ufeffa');
  });

  it('decodes the JDK way at the edges of UTF-8 (checked with the JDK)', () => {
    const rows: [string, string][] = [
      ['%C0%80', '\ufffd\ufffd'], ['%E0%80%80', '\ufffd\ufffd\ufffd'], ['%F0%9F%98', '\ufffd'], ['%E2%82%41', '\ufffdA'],
      ['%F0%9F%98%80', '\ud83d\ude00'], ['%F4%90%80%80', '\ufffd\ufffd\ufffd\ufffd'],
    ];
    for (const [raw, want] of rows) expect(new JavaUri('/' + raw).getPath(), raw).toBe('/' + want);
  });

  it('stays linear on long inputs (a quadratic step would not finish within the test timeout)', () => {
    const n = 100_000;
    const u = new JavaUri('http://h/' + 'a/'.repeat(n) + '../'.repeat(n) + 'x');
    expect(u.normalize().getPath()).toBe('/x');
    expect(new JavaUri('/' + '%41'.repeat(n)).getPath()!.length).toBe(n + 1);
    expect(new JavaUri('s', null, '/' + ' '.repeat(n), null).getRawPath()!.length).toBe(3 * n + 1);
    expect(new JavaUri('/' + '\u00e9'.repeat(n)).toASCIIString().length).toBe(6 * n + 1);
    expect(() => new JavaUri('http://' + 'a'.repeat(n) + ' /')).toThrow(UriError);
  });
});

describe('the README examples (checked with the JDK)', () => {
  it('runs the usage example', () => {
    const u = new JavaUri('http://user@example.com:8080/docs/a%20b;v=2?q#top');
    expect([u.getHost(), u.getPort(), u.getPath(), u.getRawPath()]).toEqual(['example.com', 8080, '/docs/a b;v=2', '/docs/a%20b;v=2']);
    expect(u.getPathSegments()).toEqual([{ segment: 'docs', params: [] }, { segment: 'a%20b', params: ['v=2'] }]);
    expect(u.resolve('../x').toString()).toBe('http://user@example.com:8080/x');
    expect(new JavaUri('mailto:a@b.example').isOpaque()).toBe(true);
    expect(new JavaUri('http', null, 'example.com', -1, '/a b', 'q=1 2', null).toString()).toBe('http://example.com/a%20b?q=1%202');
    expect(new JavaUri('http', 'h', '/a%20b', null).toString()).toBe('http://h/a%2520b');
    expect(new JavaUri('http:///p').getPath()).toBe('/p');
    const e = javaFail(() => new JavaUri('http://a b/'));
    expect([e.reason, e.javaIndex, e.code]).toEqual(['Illegal character in authority', 7, 'java-illegal-character']);
  });
});

describe('properties on generated text (fast-check)', () => {
  // strings of the characters every rule of RFC 2396 turns on, so that many parse and many do not
  const piece = fc.constantFrom('a', 'B', '1', '-', '.', '_', '~', '%', '%41', '%e9', '%zz', ':', '/', '//', '?', '#', '@', '[', ']', '[::1]',
    ';', '=', '&', '+', '$', ',', '!', ' ', '\u00e9', '\u00a0', '..', 'http:', '80');
  const text = fc.array(piece, { maxLength: 12 }).map((a) => a.join(''));

  it('parses or throws a UriError with Java reason and an index inside the input', () => {
    fc.assert(fc.property(text, (s) => {
      let u: JavaUri;
      try {
        u = new JavaUri(s);
      } catch (e) {
        const j = e as JavaUriError;
        expect(e).toBeInstanceOf(UriError);
        expect(typeof j.reason).toBe('string');
        expect(j.index).toBeGreaterThanOrEqual(0);
        expect(j.index).toBeLessThanOrEqual(s.length);
        return;
      }
      // new JavaUri(u.toString()) equals u; hashCode follows equals; normalize is idempotent
      const v = new JavaUri(u.toString());
      expect(v.equals(u)).toBe(true);
      expect(v.hashCode()).toBe(u.hashCode());
      expect(u.compareTo(v)).toBe(0);
      const n = u.normalize();
      expect(n.normalize().toString()).toBe(n.toString());
    }), { numRuns: 2000 });
  });

  it('compareTo is antisymmetric and 0 exactly for equal URIs', () => {
    fc.assert(fc.property(text, text, (a, b) => {
      let x: JavaUri;
      let y: JavaUri;
      try {
        x = new JavaUri(a);
        y = new JavaUri(b);
      } catch {
        return;
      }
      expect(Math.sign(x.compareTo(y)) + Math.sign(y.compareTo(x))).toBe(0);
      expect(x.compareTo(y) === 0).toBe(x.equals(y));
      if (x.equals(y)) expect(x.hashCode()).toBe(y.hashCode());
    }), { numRuns: 2000 });
  });
});
