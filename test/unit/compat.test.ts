/**
 * urikit/compat: uri-js's and fast-uri's API on urikit's core. The contract on examples of our own
 * (the peers' own suites run in test/shared/peers.test.ts): parse never throws and says what is
 * wrong in `error`; the escape helpers; IPv6 forms; the scheme handlers and SCHEMES extension;
 * resolve and serialize throwing a UriError where fast-uri throws; options checked; and the module
 * as ajv's `uriResolver`. Cases cite RFC 3986 §5.4 (resolution), §6.2 (normalization), RFC 6874
 * (zones), RFC 6455 §3 (ws), RFC 6068 (mailto), RFC 8141 / RFC 4122 (urn, urn:uuid).
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import * as compat from '../../src/compat/index.js';
import {
  SCHEMES, equal, escapeComponent, normalize, parse, pctDecChars, pctEncChar, removeDotSegments, resolve,
  resolveComponent, resolveComponents, serialize, unescapeComponent, type URIComponents, type URIOptions,
} from '../../src/compat/index.js';
import { UriError } from '../../src/errors.js';
import { readIPLiteral } from '../../src/compat/host.js';
import fc from 'fast-check';
import { expectUriError } from '../helpers/expect.js';
import { ipv6address } from '../property/abnf.js';

describe('parse', () => {
  it('reads components as the peers do: lower-case scheme and host, numeric port, unreserved escapes decoded (JSDoc example)', () => {
    expect(parse('HTTP://user@EXAMPLE.com:8080/a%7eb?q#f')).toEqual({
      scheme: 'http', userinfo: 'user', host: 'example.com', port: 8080, path: '/a~b', query: 'q', fragment: 'f', reference: 'uri',
    });
  });

  it('names the reference kind (§4.1-4.4)', () => {
    expect(parse('#f').reference).toBe('same-document');
    expect(parse('../a').reference).toBe('relative');
    expect(parse('urn:a:b', { scheme: 'x' }).reference).toBe('absolute');
    expect(parse('a:b#c').reference).toBe('uri');
    expect(parse('../a', { reference: 'absolute' }).error).toBe('URI is not a absolute reference.');
  });

  it("reads a suffix reference (§4.5) with reference: 'suffix'", () => {
    const c = parse('www.example.com/a', { reference: 'suffix', scheme: 'http' });
    expect([c.scheme, c.host, c.path]).toEqual(['http', 'www.example.com', '/a']);
  });

  it('never throws on any string or value: the problem is in error, in the peers\' words', () => {
    const inputs: unknown[] = [
      '', '%', 'http://[::1', 'http://[1::2::3]/', '\\\\evil.com/', 'http://h:99999/', '\ud800', 'a'.repeat(100_000) + '%',
      '%2f%2fevil:/x', 'http://\u200d.example/', 123, null, undefined, {}, [],
    ];
    for (const input of inputs) {
      const c = parse(input as string);
      expect(typeof c).toBe('object');
      expect(c.error === undefined || typeof c.error === 'string').toBe(true);
    }
    expect(parse(123 as unknown as string).error).toBe('URI can not be parsed.');
    expect(parse('http://[1::2::3]/').error).toBe('URI host is malformed.');
    expect(parse('\\\\evil.com/').error).toBe('URI authority must not contain a literal backslash.');
    expect(parse('http://h:99999/').error).toBe('URI port is malformed.');
    expect(parse('x://h/a%zz').error).toBe('URI contains malformed percent-encoding.');
    expect(parse('%2f%2fevil:/x').error).toBe('URI scheme is malformed.');
  });

  it('percent-encodes what a component may not hold (UTF-8) and keeps valid escapes, hex upper-cased', () => {
    expect(parse('http://h/a b/\u00e9').path).toBe('/a%20b/%C3%A9');
    expect(parse('http://h/%c3%a9?%3d').path).toBe('/%C3%A9');
    expect(parse('http://h/%2E%2E/b').path).toBe('/%2E%2E/b'); // an escaped dot-segment stays data
  });

  it('writes a long component (past the output buffer switch) as a short one (encoding.ts Output)', () => {
    // 3,414 escapes of 'A', 2,000 spaces, an IRI character run: each longer than LONG_OUTPUT (1,024 units)
    expect(parse('http://h/' + '%41'.repeat(3414)).path).toBe('/' + 'A'.repeat(3414));
    expect(parse('http://h/' + 'a '.repeat(2000)).path).toBe('/' + 'a%20'.repeat(2000));
    expect(parse('http://h/?' + '%c3%a9'.repeat(500) + 'x').query).toBe('%C3%A9'.repeat(500) + 'x');
    expect(parse('http://h/' + '%C3%A9'.repeat(600), { unicodeSupport: true }).path).toBe('/' + '\u00e9'.repeat(600));
  });

  // parse skips the WHATWG host parser for a domain host it would give back as it is (host.ts
  // domainShape): the shortcut must agree with the platform's URL on hosts on both sides of it
  it.each([
    'example.com', 'EXAMPLE.Com', 'a-b.example', 'a_b~c!$&\'()*+,;=.example', 'example.com.', 'x.123', 'x.0x1F', 'x.0x', 'x.1a',
    '1.2.3.4', '0x7f.1', 'xn--nxasmq6b.com', 'XN--NXASMQ6B.COM', 'axn--b.example', 'ex%41mple.com', 'a..b', '..',
  ])('the domain host %j is read as the WHATWG URL parser reads it', (host) => {
    const c = parse('http://' + host + '/');
    if (URL.canParse('http://' + host + '/')) {
      expect(c.host).toBe(new URL('http://' + host + '/').hostname);
      expect(c.error).toBeUndefined();
    } else {
      // a last label that is a number but no IPv4 address
      expect(c.error).toBe("Host's domain name can not be converted to ASCII: TypeError: Invalid URL");
    }
  });

  it('reads a scheme in any case as the same scheme, with its handler (split.ts lowerScheme)', () => {
    for (const input of ['http://EXAMPLE.com:80', 'HTTP://EXAMPLE.com:80', 'hTtP://EXAMPLE.com:80']) {
      expect(parse(input).scheme).toBe('http');
      expect(normalize(input)).toBe('http://example.com/');
    }
    expect(parse('HTTPX://h/').scheme).toBe('httpx');
    expect(parse('Mailto:A@B.example').to).toEqual(['A@b.example']);
  });

  it('keeps IRI characters with unicodeSupport (uri-js)', () => {
    expect(parse('http://h/\u00e9', { unicodeSupport: true }).path).toBe('/\u00e9');
  });
});

describe('IPv6 and IP literals (RFC 3986 §3.2.2, RFC 5952, RFC 6874)', () => {
  it('writes an IPv6 host without brackets, in RFC 5952 text', () => {
    expect(parse('//[2001:DB8::0001]/').host).toBe('2001:db8::1');
    expect(parse('//[2001:db8:0:0:1:0:0:1]/').host).toBe('2001:db8::1:0:0:1');
  });

  it('reads a zone after %25 and writes it after a bare %; serialize brackets it again', () => {
    expect(parse('http://[fe80::a%25en1]/').host).toBe('fe80::a%en1');
    expect(serialize({ host: 'fe80::a%en1' })).toBe('//[fe80::a%25en1]');
    expect(serialize({ scheme: 'http', host: '2001:db8::7', path: '/' })).toBe('http://[2001:db8::7]/');
  });

  it("a literal the parser read: its groups read once, the peers' text (RFC 5952, an IPv4 tail kept dotted), written or taken as written", () => {
    // RFC 3986 §3.2.2's IPv6address shapes, generated from its ABNF (test/property/abnf.ts), and
    // the same lower-cased (the text as written is taken when it is canonical: both branches)
    fc.assert(fc.property(ipv6address, fc.boolean(), (generated, lower) => {
      const address = lower ? generated.toLowerCase() : generated;
      const host = '[' + address + ']';
      const expected = peersIPv6Text(address);
      expect(parse('http://' + host + '/').host).toBe(expected);
      expect(readIPLiteral(host).host).toBe(expected);
    }), { numRuns: 4000 });
    // each way a written text can miss RFC 5952's, and texts that are it already
    const rows: readonly (readonly [string, string])[] = [
      ['2001:db8::1', '2001:db8::1'], ['2001:DB8::1', '2001:db8::1'], ['2001:0db8::1', '2001:db8::1'],
      ['2001:db8:0:0:1::1', '2001:db8::1:0:0:1'], ['1:0:0:2::3', '1:0:0:2::3'], ['1:0:0:2:0:0:0:3', '1:0:0:2::3'],
      ['1::2:0:0:3:4', '1::2:0:0:3:4'], ['1:0:0:2::3:4', '1::2:0:0:3:4'], ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0'],
      ['::1:2:3:4:5:6:7', '0:1:2:3:4:5:6:7'], ['1::0:2', '1::2'], ['::', '::'], ['0:0:0:0:0:0:0:0', '::'],
      ['::ffff:1.2.3.4', '::ffff:1.2.3.4'], ['0:0:0:0:0:ffff:1.2.3.4', '::ffff:1.2.3.4'], ['1::1.2.3.4', '1::1.2.3.4'],
      ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:1.2.3.4'], ['1:2:3:4:5::1.2.3.4', '1:2:3:4:5:0:1.2.3.4'], ['::0.0.0.0', '::0.0.0.0'],
      ['00:a::', '0:a::'], ['0a:0:0::', 'a::'], ['A:B:C:D:E:F:0:0', 'a:b:c:d:e:f::'],
    ];
    for (const [written, text] of rows) {
      expect(peersIPv6Text(written)).toBe(text);
      expect(parse(`http://[${written}]/`).host).toBe(text);
      expect(readIPLiteral(written).host).toBe(text);
    }
    expect(parse('http://[::FFFF:192.0.2.1]:80/').host).toBe('::ffff:192.0.2.1');
    expect(parse('http://[1:2:3:4:5:6:192.0.2.1]/').host).toBe('1:2:3:4:5:6:192.0.2.1');
  });

  it('keeps an IPvFuture in its brackets, in lower case', () => {
    expect(parse('//[v1.X]/').host).toBe('[v1.x]');
  });

  it('a malformed literal: error on parse, unchanged by normalize, equal to nothing, thrown by resolve', () => {
    const uri = 'http://[1::2::3]/p';
    expect(parse(uri).error).toBe('URI host is malformed.');
    expect(normalize(uri)).toBe(uri);
    expect(equal(uri, uri)).toBe(false);
    const e = expectUriError(() => resolve('http://example.com/', uri), 'compat-invalid-host', uri.indexOf('['));
    expect(e.message).toContain('URI host is malformed.');
  });
});

describe('the escape helpers (uri-js)', () => {
  it('pctEncChar and pctDecChars: one character as UTF-8 escapes and back (JSDoc examples)', () => {
    expect(pctEncChar(' ')).toBe('%20');
    expect(pctEncChar('\u00e9')).toBe('%C3%A9');
    expect(pctEncChar('\u20ac')).toBe('%E2%82%AC');
    expect(pctDecChars('%C3%A9')).toBe('\u00e9');
    expect(pctDecChars('%E2%82%AC')).toBe('\u20ac');
  });

  it('escapeComponent leaves unreserved characters and sub-delims; unescapeComponent decodes (JSDoc examples)', () => {
    expect(escapeComponent('a b/c')).toBe('a%20b%2Fc');
    expect(escapeComponent('a+b')).toBe('a+b');
    expect(escapeComponent('caf\u00e9?')).toBe('caf%C3%A9%3F');
    expect(escapeComponent('caf\u00e9', { iri: true })).toBe('caf\u00e9');
    expect(escapeComponent('plain')).toBe('plain');
    expect(unescapeComponent('caf%C3%A9')).toBe('caf\u00e9');
    expect(unescapeComponent(escapeComponent('a b/c?d#\u00e9'))).toBe('a b/c?d#\u00e9');
  });

  it('removeDotSegments is §5.2.4 (its example)', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g');
    expect(removeDotSegments('mid/content=5/../6')).toBe('mid/6');
  });
});

describe('serialize', () => {
  it('percent-encodes unencoded values with each component\'s set (JSDoc examples)', () => {
    expect(serialize({ scheme: 'http', host: 'example.com', path: '/a b' })).toBe('http://example.com/a%20b');
    expect(serialize({ path: 'foo:bar' })).toBe('foo%3Abar'); // §4.2: not a scheme
    expect(serialize({ scheme: 'http', host: 'trusted.com@evil.com', path: '/' })).toBe('http://trusted.com%40evil.com/');
  });

  it('does not change the object it is given (a copy goes to the handler)', () => {
    const c: URIComponents = { scheme: 'ws', host: 'h', resourceName: '/chat?x', secure: true };
    const before = { ...c };
    expect(serialize(c)).toBe('wss://h/chat?x');
    expect(c).toEqual(before);
  });

  it('throws where fast-uri throws: a scheme that is not one once decoded, a port that is not digits, a urn without nid', () => {
    expect(serialize({ scheme: 'foo%2Bbar', path: 'value' })).toBe('foo+bar:value');
    expectUriError(() => serialize({ scheme: '//evil.example', path: '/pwn' }), 'compat-invalid-scheme', 0);
    expectUriError(() => serialize({ scheme: '%2f%2fevil.example', path: '/pwn' }), 'compat-invalid-scheme', 0);
    expectUriError(() => serialize({ host: 'h', port: '80x' }), 'compat-invalid-port', 2);
    expectUriError(() => serialize({ scheme: 'urn', uuid: 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6' }), 'compat-urn-without-nid', 4);
  });
});

describe('resolve and resolveComponents (RFC 3986 §5.2, §5.4)', () => {
  const base = 'http://a/b/c/d;p?q';
  it.each([
    // §5.4.1 normal examples
    ['g', 'http://a/b/c/g'], ['./g', 'http://a/b/c/g'], ['g/', 'http://a/b/c/g/'], ['/g', 'http://a/g'], ['//g', 'http://g'],
    ['?y', 'http://a/b/c/d;p?y'], ['g?y', 'http://a/b/c/g?y'], ['#s', 'http://a/b/c/d;p?q#s'], ['', 'http://a/b/c/d;p?q'],
    ['..', 'http://a/b/'], ['../g', 'http://a/b/g'], ['../../g', 'http://a/g'],
    // §5.4.2 abnormal examples
    ['../../../g', 'http://a/g'], ['/./g', 'http://a/g'], ['g.', 'http://a/b/c/g.'], ['g;x=1/../y', 'http://a/b/c/y'],
    ['http:g', 'http:g'],
  ])('resolve(base, %j) is %j', (ref, want) => {
    expect(resolve(base, ref)).toBe(want);
  });

  it('tolerant: a reference with the base\'s scheme is relative (§5.2.2 non-strict)', () => {
    expect(resolve(base, 'http:g', { tolerant: true })).toBe('http://a/b/c/g');
  });

  it('resolveComponents (and fast-uri\'s resolveComponent) on components', () => {
    expect(resolveComponents(parse(base), parse('../g'), {}, true).path).toBe('/b/g');
    // without skipNormalization both are serialized and read again first, and serialize removes the
    // dot-segments of a relative path ('../g' is written 'g'), as uri-js's does (JSDoc example)
    expect(resolveComponents(parse(base), parse('../g')).path).toBe('/b/c/g');
    expect(resolveComponent).toBe(resolveComponents);
  });

  it('throws a UriError where fast-uri throws: either input malformed, or a target host no browser can read', () => {
    for (const [b, r, code] of [
      ['https://allowed.com/', '\\\\evil.com/path', 'compat-authority-backslash'],
      ['https://allowed.com/', '/\t/evil.com/path', 'compat-authority-whitespace'],
      ['x://example.test/base%', 'child', 'compat-invalid-percent-encoding'],
      ['%2f%2fevil.example:/base', 'child', 'compat-invalid-scheme'],
      ['http://example.com/', 'http://\u200d.example/', 'compat-host-to-ascii'],
    ] as const) {
      const e = (() => {
        try {
          resolve(b, r);
        } catch (error) {
          return error;
        }
        return undefined;
      })();
      expect(e, `${b} + ${r}`).toBeInstanceOf(UriError);
      expect((e as UriError).code).toBe(code);
      expect((e as UriError).message).toContain(compat.COMPAT_ERROR_CODES[code].title);
    }
    expectUriError(() => resolve('x://example.test/base%', 'child'), 'compat-invalid-percent-encoding', 21);
  });

  it('an ASCII host that stays escaped resolves as it is', () => {
    expect(resolve('https://safe.example/', '//127%252e0%252e0%252e1/private')).toBe('https://127%252e0%252e0%252e1/private');
  });

  // serialize writes as they are the values a reading of a valid reference wrote (WrittenForm in
  // serialize.ts); each row has a component that is not so, and must still be encoded
  it.each([
    // a userinfo keeps its escapes as written when it is read; it is written with upper-case hex
    ['http://u%3a@h/p/q', '../g', 'http://u%3A@h/g'],
    ['http://a/b/c/d;p?q', 'http://u%3a@h/p%2e%2E/%41?q%7e#f%7E', 'http://u%3A@h/p%2E%2E/A?q~#f~'],
    // an IPv6 host is read without its brackets and written with them
    ['http://[::1]/a/b', 'c', 'http://[::1]/a/c'],
    ['http://a/b', '//[fe80::1%25eth0]:8080/x/../y', 'http://[fe80::1%25eth0]:8080/y'],
    // a host the WHATWG host parser rewrites (an IPv4 number form, an escape)
    ['http://0x7F.1/a', 'b', 'http://127.0.0.1/b'],
    ['http://ex%41mple.com/a', 'b', 'http://example.com/b'],
    // the base's own path, dot-segments and all: removed when written
    ['http://a/b/../c/./d', '', 'http://a/c/d'],
    ['http://a/b/../c/./d', '?x', 'http://a/c/d?x'],
  ])('resolve(%j, %j) is %j', (b, r, want) => {
    expect(resolve(b, r)).toBe(want);
  });

  it('reads a base once for many references, and again when anything differs (the cache of the last base)', () => {
    const b = 'HTTP://A.example/b/c?q';
    expect(resolve(b, 'd')).toBe('http://a.example/b/d');
    expect(resolve(b, '../e#f')).toBe('http://a.example/e#f');
    expect(resolve(b, '?y')).toBe('http://a.example/b/c?y');
    // options read the base anew; the base after them too
    expect(resolve(b, 'd', { tolerant: true })).toBe('http://a.example/b/d');
    expect(resolve('http://other/x/y', 'd')).toBe('http://other/x/d');
    expect(resolve(b, 'd')).toBe('http://a.example/b/d');
    // a malformed base is thrown each time
    expectUriError(() => resolve('x://h/base%', 'd'), 'compat-invalid-percent-encoding', 10);
    expectUriError(() => resolve('x://h/base%', 'd'), 'compat-invalid-percent-encoding', 10);
  });

  it('a handler put in SCHEMES under the name resolve reads with (\'null\') is used, cache or not', () => {
    const b = 'http://a/b/c';
    expect(resolve(b, 'd')).toBe('http://a/b/d');
    // (the base is the one read before: a kept reading of it would give 'http://a/b/d')
    SCHEMES['null'] = { scheme: 'null', parse: (c) => ({ ...c, host: c.host === undefined ? undefined : 'seen.' + c.host }) };
    try {
      expect(resolve(b, 'd')).toBe('http://seen.a/b/d');
    } finally {
      delete SCHEMES['null'];
    }
    expect(resolve(b, 'd')).toBe('http://a/b/d');
  });
});

describe('normalize and equal (RFC 3986 §6.2)', () => {
  it('normalizes case, escapes, dot-segments and the default port (JSDoc examples)', () => {
    expect(normalize('HTTP://ABC.com:80/%7Esmith/./home.html')).toBe('http://abc.com/~smith/home.html');
    expect(normalize('http://[::1]:65536')).toBe('http://[::1]:65536'); // malformed: unchanged
  });

  it('normalizes components into components', () => {
    expect(normalize({ scheme: 'HTTP', host: 'A.example', path: '/a/../b' })).toMatchObject({ scheme: 'http', host: 'a.example', path: '/b' });
  });

  // normalize writes the values its reading wrote as they are (WrittenForm, serialize.ts); serialize
  // of parse's components scans them all: the two must agree, whatever the input holds
  it.each([
    'HTTP://EXAMPLE.COM:80/a/./b/../c', 'http://example.com/%7euser%2dx/%c3%a9%2f?%41#%7e', 'http://u%3a@h/p', 'http://[FE80::1%25EN1]:8/x',
    'http://[v1.X]/', 'http://0x7F.1/', 'http://ex%41mple.com/', 'http://xn--nxasmq6b.com/', 'ws://h:80/p?q#f', 'wss://H/%7e',
    'mailto:A@B.COM?subject=x%20y', 'urn:ISBN:0-395', 'urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', 'foo://h/a:b', '//h/./a:b',
    'a/./b:c', './a:b', '?q#f', 'http://h/a b', 'http://h/\u00e9%C3%A9', 'file:///C:/x', 'git+ssh://git@github.com/u/r.git',
    // already normal, or one step from it (normalize gives an input back when reading it changed nothing)
    'foo://h/p?q#f', 'http://h:080/', 'foo://h:080/', 'foo://h:/p', 'http://h:/p', 'http://h', 'ws://h/', 'ws://h/p#f', 'foo://Host/p',
    'FOO://h/p', 'Foo+Bar://h/p', 'http://h/a/../b', 'foo:a/./b', 'mailto:a@b.example', 'mailto:a@B.example', 'http://1.2.3.4:8080/x',
  ])('normalize(%j) is serialize(parse()) (as a URI, an IRI, with unicodeSupport)', (input) => {
    for (const options of [undefined, { iri: true }, { unicodeSupport: true }, { domainHost: true }] as const) {
      expect(normalize(input, options), JSON.stringify(options)).toBe(serialize(parse(input, options), options));
    }
  });

  it('gives an input already in normal form back as it is', () => {
    for (const input of ['http://example.com/a?b#c', 'foo://u@h:8080/p?q#f', 'urn:isbn:0-395', '//h/p', 'a/b?c', '']) {
      expect(normalize(input)).toBe(input);
    }
    expect(normalize('foo://h:080/')).toBe('foo://h:80/');
    expect(normalize('FOO://h/a/./b')).toBe('foo://h/a/b');
  });

  it('compares by the normal form (JSDoc examples)', () => {
    expect(equal('http://ABC.com:80/%7Esmith/home.html', 'http://abc.com/~smith/home.html')).toBe(true);
    expect(equal('mailto:user@EXAMPLE.ORG', 'mailto:user@example.org')).toBe(true);
    expect(equal('http://example.com/a%2Fb', 'http://example.com/a/b')).toBe(false);
    expect(equal({ scheme: 'http', host: 'a' }, 'HTTP://A/')).toBe(true);
    expect(equal({ scheme: '%2f%2fevil', path: '/x' }, { scheme: '%2f%2fevil', path: '/x' })).toBe(false);
  });
});

describe("normalize where the parser's hints skip a scan (src/parse.ts HINT_*, src/compat/split.ts)", () => {
  // Each row is a class a hint decides: the case of scheme and host, a '%' in host, path or
  // query and fragment, a '.' in the path (a dot segment, or a '.' that is none). The normal forms
  // are fast-uri's (RFC 3986 §6.2.2); the same when the input reaches the general reader (a userinfo).
  it.each([
    ['HTTP://a/b', 'http://a/b'],
    ['Foo://a/B', 'foo://a/B'],
    ['fOO://A.B/', 'foo://a.b/'],
    ['foo://a/b', 'foo://a/b'],
    ['http://A%41/x', 'http://aa/x'],
    ['http://a%2e/', 'http://a./'],
    ['http://a/%7e', 'http://a/~'],
    ['http://a/?%7e#%7E', 'http://a/?~#~'],
    ['http://a/./b', 'http://a/b'],
    ['http://a/b.c/../d', 'http://a/d'],
    ['foo://a/b.c', 'foo://a/b.c'],
    ['http://a/%2E/b', 'http://a/%2E/b'],
    ['http://a/.%2e/b', 'http://a/.%2E/b'],
  ])('%j -> %j', (input, want) => {
    expect(normalize(input)).toBe(want);
    const withUserinfo = input.replace('://', '://u@');
    expect(normalize(withUserinfo)).toBe(want.replace('://', '://u@'));
    expect(equal(input, want)).toBe(true);
  });
});

describe('the scheme handlers', () => {
  it('http and https: a host is required; the default port and an empty path are normalized', () => {
    expect(parse('http:/a').error).toBe('HTTP URIs must have a host.');
    expect(normalize('https://h:443')).toBe('https://h/');
  });

  it('ws and wss (RFC 6455 §3): resourceName, secure, no fragment', () => {
    const c = parse('ws://example.com/chat?x');
    expect([c.resourceName, c.secure]).toEqual(['/chat?x', false]);
    expect(parse('WSS://example.com').secure).toBe(true);
    expect(normalize('ws://example.com:80/chat#f')).toBe('ws://example.com/chat');
  });

  it('mailto (RFC 6068): recipients, subject, body and headers decoded', () => {
    const c = parse('mailto:a@example.com,b@example.com?subject=hi%20there&body=x&cc=c@example.com');
    expect(c.to).toEqual(['a@example.com', 'b@example.com']);
    expect([c.subject, c.body]).toEqual(['hi there', 'x']);
    expect({ ...c.headers }).toEqual({ cc: 'c@example.com' });
    expect(serialize({ scheme: 'mailto', to: ['a@example.com'], subject: 'hi there' })).toBe('mailto:a@example.com?subject=hi%20there');
  });

  it('urn (RFC 8141) and urn:uuid (RFC 4122)', () => {
    const c = parse('urn:Example:foo-bar');
    expect([c.nid, c.nss]).toEqual(['example', 'foo-bar']);
    expect(parse('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6').uuid).toBe('f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
    expect(parse('urn:uuid:notauuid-7dec').error).toBe('UUID is not valid.');
    expect(parse('urn:uuid:notauuid-7dec', { tolerant: true }).error).toBeUndefined();
    expect(serialize({ scheme: 'urn', nid: 'uuid', uuid: 'F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6' })).toBe('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
  });

  describe('SCHEMES', () => {
    afterEach(() => {
      delete SCHEMES['x-shout'];
    });

    it('holds the seven handlers and finds none for a prototype name', () => {
      expect(Object.keys(SCHEMES).sort()).toEqual(['http', 'https', 'mailto', 'urn', 'urn:uuid', 'ws', 'wss']);
      expect(parse('constructor://h/').error).toBeUndefined();
    });

    it('takes a handler of the caller\'s: parse and serialize use it from then on', () => {
      SCHEMES['x-shout'] = {
        scheme: 'x-shout',
        parse: (c) => ({ ...c, loud: (c.path ?? '').toUpperCase() }),
        serialize: (c) => ({ ...c, path: String(c['loud'] ?? c.path).toLowerCase() }),
      };
      expect(parse('x-shout:abc')['loud']).toBe('ABC');
      expect(serialize({ scheme: 'x-shout', loud: 'HEY' })).toBe('x-shout:hey');
      expect(parse('X-SHOUT:abc')['loud']).toBe('ABC');
    });
  });
});

describe('options are checked (src/options.ts)', () => {
  it.each<[string, () => unknown]>([
    ['parse', () => parse('a', { unicodesupport: true } as URIOptions)],
    ['serialize', () => serialize({ path: 'a' }, { skipescape: true } as URIOptions)],
    ['resolve', () => resolve('http://a/', 'b', { tolerant: 'yes' } as unknown as URIOptions)],
    ['normalize', () => normalize('a', 'iri' as URIOptions)],
    ['equal', () => equal('a', 'a', { reference: 'bogus' })],
    ['escapeComponent', () => escapeComponent('a', { iri: 1 } as unknown as URIOptions)],
  ])('%s refuses an unknown key or a wrong type: invalid-argument', (name, call) => {
    const e = expectUriError(call, 'invalid-argument', 0);
    expect(e.message).toContain(`compat.${name}`);
  });

  it('takes every documented option', () => {
    const all: URIOptions = {
      scheme: 'http', reference: 'uri', tolerant: true, absolutePath: true, unicodeSupport: true, domainHost: true, iri: true,
      skipEscape: true, nid: 'uuid',
    };
    expect(() => parse('http://h/#f', all)).not.toThrow();
    expect(() => serialize({ scheme: 'http', host: 'h' }, all)).not.toThrow();
  });
});

describe('as ajv\'s uriResolver', () => {
  interface AjvLike {
    addSchema(schema: unknown): unknown;
    compile(schema: unknown): (data: unknown) => boolean;
  }
  const Ajv = (createRequire(import.meta.url)('ajv') as { default: new (options: object) => AjvLike }).default;

  it('new Ajv({ uriResolver: compat }) resolves $id and $ref against each other', () => {
    const ajv = new Ajv({ uriResolver: compat });
    ajv.addSchema({ $id: 'http://example.com/defs/item.json', $defs: { n: { type: 'integer' } } });
    const validate = ajv.compile({
      $id: 'http://example.com/root/list.json',
      type: 'array',
      items: { $ref: '../defs/./item.json#/$defs/n' },
    });
    expect(validate([1, 2])).toBe(true);
    expect(validate(['a'])).toBe(false);
  });

  it('finds a $ref with escapes in its JSON pointer', () => {
    const ajv = new Ajv({ uriResolver: compat });
    const validate = ajv.compile({
      $ref: '#/definitions/Record%3Cstring%2Cnumber%3E',
      definitions: { 'Record<string,number>': { type: 'object', additionalProperties: { type: 'number' } } },
    });
    expect(validate({ a: 1 })).toBe(true);
    expect(validate({ a: 'x' })).toBe(false);
  });
});

/**
 * The peers' text of an IPv6address (RFC 5952 §4, an IPv4 tail dotted where it was written
 * dotted), written here from its groups the plain way: the reference the library's reader is
 * held to.
 */
function peersIPv6Text(address: string): string {
  const dotted = /\.[0-9]+$/.test(address);
  const tail = dotted ? address.slice(address.lastIndexOf(':') + 1) : '';
  const head = dotted ? address.slice(0, address.lastIndexOf(':') + 1) + '0:0' : address;
  const [left, right] = head.includes('::') ? head.split('::') as [string, string] : [head, undefined];
  const read = (part: string): number[] => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const l = read(left);
  const r = right === undefined ? [] : read(right);
  const groups = right === undefined ? l : [...l, ...new Array<number>(8 - l.length - r.length).fill(0), ...r];
  const hex = groups.slice(0, dotted ? 6 : 8);
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < hex.length; i++) {
    let k = i;
    while (k < hex.length && hex[k] === 0) k++;
    if (k - i > bestLength) {
      best = i;
      bestLength = k - i;
    }
  }
  const texts = hex.map((g) => g.toString(16));
  let text = best < 0 ? texts.join(':') : texts.slice(0, best).join(':') + '::' + texts.slice(best + bestLength).join(':');
  if (dotted) text += (text.endsWith(':') ? '' : ':') + tail;
  return text;
}
