/**
 * WHATWG URL beside RFC 3986 - urikit/whatwg: whatwgIPv4 and whatwgHost (URL Standard Sec. 3.4-3.6),
 * readWhatwg, compareWithWhatwg (a class per difference and for the whole), fromURL and toURL; and
 * splitReference, RFC 3986 Appendix B's reading of strings that are not URIs. Every row a browser
 * reads is checked against the platform's own URL in the same test (issue: audit must see what a
 * browser reaches).
 */
import { describe, expect, it } from 'vitest';
import {
  type ConfusionDevice, type WhatwgClass, type WhatwgComponent, type WhatwgRepair, type WhatwgHost,
  compareWithWhatwg, fromURL, readWhatwg, toURL, whatwgHost, whatwgIPv4,
} from '../../src/whatwg/index.js';
import { splitReference } from '../../src/split.js';
import { isValid, parse } from '../../src/index.js';
import { expectUriError } from '../helpers/expect.js';

// ---------------------------------------------------------------------------------------------
// Helpers

/** What the platform's URL makes of input (against base): its href, or null where it throws. */
function platformHref(input: string, base?: string): string | null {
  try {
    return new URL(input, base).href;
  } catch {
    return null;
  }
}

/** The hostname the platform's URL gives a host in an http (special) or foo (opaque) URL, or null. */
function platformHostname(host: string, special: boolean): string | null {
  try {
    return new URL((special ? 'http://' : 'foo://') + host + '/').hostname;
  } catch {
    return null;
  }
}

/**
 * True when `new URL(scheme + '//' + host + '/')` hands exactly `host` to the host parser: no
 * delimiter ends it early ('/', '?', '#', '@', ':', and '\' in a special URL), no tab or newline
 * is removed first, it is not '' (which the URL parser never passes to the host parser), and it
 * holds no 'xn--' label: Node 20's URL predates the spec change that passes those through
 * unchecked (whatwg/url PR 914; test/shared/wpt-url-exceptions.json lists the WPT rows).
 */
function platformReads(host: string, special: boolean): boolean {
  if (host === '' || /xn--/i.test(host) || /[\t\n\r]/.test(host)) return false;
  if (host.startsWith('[')) return !/[/?#@\\]/.test(host);
  return !(special ? /[/?#@:\\]/ : /[/?#@:]/).test(host);
}

// ---------------------------------------------------------------------------------------------
// The IPv4 parser

describe('whatwgIPv4: WHATWG URL \u00a73.4 the IPv4 parser and \u00a73.4 "parse an IPv4 number"', () => {
  // [text, address (uint32), or undefined for failure]
  const rows: readonly (readonly [string, number | undefined])[] = [
    // four decimal parts, with one trailing '.' allowed ("if the last item is empty, remove it")
    ['127.0.0.1', 0x7f000001],
    ['127.0.0.1.', 0x7f000001],
    ['127.0.0.1..', undefined], // five parts once the one empty item is removed
    ['0.0.0.0', 0],
    ['255.255.255.255', 0xffffffff],
    // radix: '0x'/'0X' hex, a leading '0' octal, else decimal
    ['0x7f.0.0.1', 0x7f000001],
    ['0X7F.0.0.1', 0x7f000001],
    ['0x7f.0x0.0x0.0x1', 0x7f000001],
    ['0177.0.0.01', 0x7f000001],
    ['0300.0250.0.1', 0xc0a80001], // 192.168.0.1
    ['012.0x12.12', 0x0a12000c], // mixed radixes: 10.18.0.12
    ['00000000000000000177.1', 0x7f000001], // leading zeros do not overflow
    ['0x00000000000000000001', 1],
    // an empty part after its '0x' prefix is 0
    ['0x', 0],
    ['0x.0x.0x.0x', 0],
    ['0x7f.0x.0x.1', 0x7f000001],
    ['0x.', 0],
    // one to four parts: the last fills the remaining bytes
    ['2130706433', 0x7f000001],
    ['127.1', 0x7f000001],
    ['127.0.1', 0x7f000001],
    ['127.16777215', 0x7fffffff],
    ['1.2.65535', 0x0102ffff],
    ['0xffffffff', 0xffffffff],
    ['037777777777', 0xffffffff],
    ['4294967295', 0xffffffff],
    // overflow: a part but the last above 255, the last above 256^(5 - parts)
    ['4294967296', undefined],
    ['0x100000000', undefined],
    ['040000000000', undefined],
    ['99999999999999999999999', undefined],
    ['256.0.0.1', undefined],
    ['1.256.0.1', undefined],
    ['1.2.256.1', undefined],
    ['1.2.3.256', undefined],
    ['1.2.65536', undefined],
    ['1.16777216', undefined],
    ['0x100.0.0.1', undefined],
    // five parts, empty parts, not a number in its radix
    ['1.2.3.4.5', undefined],
    ['1.2.3.4.5.', undefined],
    ['0.0.0.0.0', undefined],
    ['', undefined],
    ['.', undefined],
    ['..', undefined],
    ['.1.2.3', undefined],
    ['1..2.3', undefined],
    ['08', undefined],
    ['09.0.0.1', undefined],
    ['0x7g', undefined],
    ['1e3', undefined],
    ['a.b.c.d', undefined],
    ['-1', undefined],
    ['+1', undefined],
    ['1 ', undefined],
    ['\uFF11', undefined], // fullwidth digits are UTS #46's business, not the IPv4 parser's
  ];

  it.each(rows)('%j -> %s', (text, want) => {
    expect(whatwgIPv4(text)).toBe(want);
    // a text that parses is the address the platform reaches (as a host it ends in a number)
    if (want !== undefined) {
      expect(platformHostname(text, true)).toBe(`${want >>> 24}.${(want >>> 16) & 255}.${(want >>> 8) & 255}.${want & 255}`);
    }
  });

  it('refuses anything but a string with invalid-argument', () => {
    for (const bad of [undefined, null, 127, ['1'], {}]) expectUriError(() => whatwgIPv4(bad as never), 'invalid-argument', 0);
  });
});

// ---------------------------------------------------------------------------------------------
// The host parser

describe('whatwgHost: WHATWG URL \u00a73.5 host parsing, checked against the platform\'s URL', () => {
  // [host, kind (null for failure), text]
  type Row = [host: string, kind: WhatwgHost['kind'] | null, text?: string];

  const special: readonly Row[] = [
    // \u00a73.5 step 7: ends in a number -> the IPv4 parser, in every form a browser takes
    ['127.0.0.1', 'ipv4', '127.0.0.1'],
    ['127.0.0.1.', 'ipv4', '127.0.0.1'],
    ['0x7f.0x.0x.1', 'ipv4', '127.0.0.1'],
    ['0x7F.1', 'ipv4', '127.0.0.1'],
    ['0177.0.0.1', 'ipv4', '127.0.0.1'],
    ['2130706433', 'ipv4', '127.0.0.1'],
    ['0x', 'ipv4', '0.0.0.0'],
    ['0', 'ipv4', '0.0.0.0'],
    ['1.2.3.4.5', null],
    ['1.2.3.256', null],
    ['4294967296', null],
    ['09', null],
    ['a.09', null], // the last label is all digits: IPv4 or nothing
    ['a.1', null],
    ['a.0x', null], // '0x' parses as an IPv4 number
    ['test.1.', null],
    ['1.a', 'domain', '1.a'], // the last label is not a number: a domain
    ['0x7g', 'domain', '0x7g'],
    ['0x.foo', 'domain', '0x.foo'],
    ['127.0.0.1..', 'domain', '127.0.0.1..'], // '' then '' : the last non-empty label is not looked at
    // UTS #46 maps fullwidth digits and the three other dots before the IPv4 parser runs
    ['\uFF11\uFF12\uFF17\u3002\uFF10\u3002\uFF10\u3002\uFF11', 'ipv4', '127.0.0.1'],
    ['127\uFF0E0\uFF0E0\uFF0E1', 'ipv4', '127.0.0.1'],
    ['127\uFF610\uFF610\uFF611', 'ipv4', '127.0.0.1'],
    ['\uFF10\uFF38\uFF17\uFF46.1', 'ipv4', '127.0.0.1'], // fullwidth '0X7f'
    ['1.2.3.4\u3002', 'ipv4', '1.2.3.4'],
    ['\uFF21\uFF22.com', 'domain', 'ab.com'],
    // \u00a73.5 steps 3-4: percent-decoded, then read as UTF-8
    ['%31%32%37.0.0.1', 'ipv4', '127.0.0.1'],
    ['127.0.0.1%2e', 'ipv4', '127.0.0.1'],
    ['%ef%bc%91', 'ipv4', '0.0.0.1'], // a fullwidth '1', encoded
    ['Ex%41mple.COM', 'domain', 'example.com'],
    ['b%C3%BCcher.de', 'domain', 'xn--bcher-kva.de'],
    ['%2e', 'domain', '.'],
    ['%zz', null], // '%' is a forbidden domain code point
    ['a%', null],
    ['%ff', null], // not UTF-8: U+FFFD, which UTS #46 refuses
    ['a%C3', null],
    // forbidden domain code points, written or decoded
    ['evil.com%00.example.com', null],
    ['a%2Fb', null],
    ['a%3Fb', null],
    ['a%23b', null],
    ['a%40b', null],
    ['a%3Ab', null],
    ['a%5Cb', null],
    ['a%20b', null],
    ['a%7Cb', null],
    ['a%5Eb', null],
    ['a%3Cb', null],
    ['a%01b', null],
    ['a%7Fb', null],
    ['a b', null],
    ['a<b', null],
    ['a>b', null],
    ['a^b', null],
    ['a|b', null],
    ['a\u0001b', null],
    ['a\u007Fb', null],
    ['a_b', 'domain', 'a_b'], // no STD3 rules
    ['-a', 'domain', '-a'], // no CheckHyphens
    ['a..b', 'domain', 'a..b'], // no DNS lengths
    // UTS #46 mapping and its refusals
    ['EXAMPLE.com', 'domain', 'example.com'],
    ['\u00DF', 'domain', 'xn--zca'], // nontransitional: sharp s kept
    ['fa\u00DF.de', 'domain', 'xn--fa-hia.de'],
    ['a\u00ADb', 'domain', 'ab'], // soft hyphen mapped to nothing
    ['\u00AD', null], // ... and nothing left
    ['%C2%AD', null],
    ['\u200B', null],
    ['%E2%80%8B', null],
    ['xn--bcher-kva.de', 'domain', 'xn--bcher-kva.de'],
    ['', 'empty', ''],
    // \u00a73.5 step 1: '[' ... ']' is the IPv6 parser, \u00a73.6 its serializer
    ['[::1]', 'ipv6', '[::1]'],
    ['[0:0::1]', 'ipv6', '[::1]'],
    ['[FE80::1]', 'ipv6', '[fe80::1]'],
    ['[1:2:3:4:5:6:7:8]', 'ipv6', '[1:2:3:4:5:6:7:8]'],
    ['[1:0:0:2:0:0:0:3]', 'ipv6', '[1:0:0:2::3]'], // the longest run of zeros
    ['[1:0:0:2:0:0:3:4]', 'ipv6', '[1::2:0:0:3:4]'], // the first of two as long
    ['[1:0:2:3:4:5:6:7]', 'ipv6', '[1:0:2:3:4:5:6:7]'], // one zero piece is not compressed
    ['[::ffff:1.2.3.4]', 'ipv6', '[::ffff:102:304]'], // no dotted tail
    ['[::]', 'ipv6', '[::]'],
    ['[::1', null],
    ['[::1]x', null],
    ['[1:2:3:4:5:6:7:8:9]', null],
    ['[::1%25eth0]', null], // no zone identifiers
    ['[v1.x]', null], // no IPvFuture
    ['[]', null],
    ['[127.0.0.1]', null],
  ];

  const opaque: readonly Row[] = [
    // \u00a73.5 step 2 the opaque-host parser: forbidden host code points fail, the rest is kept
    // and the C0 control percent-encode set applied; no lower-casing, no decoding, no IPv4
    ['EX.com', 'opaque', 'EX.com'],
    ['0x7f.1', 'opaque', '0x7f.1'],
    ['127.0.0.1.', 'opaque', '127.0.0.1.'],
    ['a%41', 'opaque', 'a%41'],
    ['a%zz', 'opaque', 'a%zz'], // a bare '%' is a validation error only
    ['a%2Fb', 'opaque', 'a%2Fb'],
    ['a{b}`"', 'opaque', 'a{b}`"'],
    ['\u00E9', 'opaque', '%C3%A9'],
    ['a\u0001', 'opaque', 'a%01'],
    ['a\u007F', 'opaque', 'a%7F'],
    ['\uFF11', 'opaque', '%EF%BC%91'],
    ['', 'empty', ''],
    ['a b', null],
    ['a\u0000b', null],
    ['a<b', null],
    ['a>b', null],
    ['a^b', null],
    ['a|b', null],
    ['a\\b', null],
    ['[::1]', 'ipv6', '[::1]'],
    ['[v1.x]', null],
  ];

  describe.each<[string, boolean, readonly Row[]]>([
    ['special (http, https, ws, wss, ftp, file)', true, special],
    ['not special: { special: false }', false, opaque],
  ])('%s', (_name, isSpecial, rows) => {
    it.each<Row>(rows as Row[])('%j -> %s %j', (host, kind, text) => {
      const got = whatwgHost(host, isSpecial ? undefined : { special: false });
      expect(got === null ? null : [got.kind, got.text]).toEqual(kind === null ? null : [kind, text]);
      if (platformReads(host, isSpecial)) expect(got?.text ?? null).toBe(platformHostname(host, isSpecial));
    });
  });

  it('{ special: true } is the default; ipv4 and ipv6 carry the address', () => {
    expect(whatwgHost('0x7f.1', { special: true })).toEqual(whatwgHost('0x7f.1'));
    expect(whatwgHost('0x7f.1', {})).toEqual(whatwgHost('0x7f.1'));
    expect(whatwgHost('0x7f.1', { special: undefined })).toEqual(whatwgHost('0x7f.1'));
    expect(whatwgHost('0x7f.1')?.ipv4).toBe(0x7f000001);
    expect(whatwgHost('0x7f.1')?.ipv6).toBeUndefined();
    expect(Array.from(whatwgHost('[1::ffff]')!.ipv6!)).toEqual([1, 0, 0, 0, 0, 0, 0, 0xffff]);
    expect(whatwgHost('[1::ffff]')?.ipv4).toBeUndefined();
    expect(whatwgHost('example.com')).toEqual({ kind: 'domain', text: 'example.com', ipv4: undefined, ipv6: undefined });
  });

  it('bad arguments: invalid-argument at 0', () => {
    for (const bad of [undefined, null, 1, ['a'], {}, new URL('http://a/')]) {
      expectUriError(() => whatwgHost(bad as never), 'invalid-argument', 0);
    }
    for (const bad of [null, 1, 'special', true]) expectUriError(() => whatwgHost('a', bad as never), 'invalid-argument', 0);
    for (const bad of ['yes', 1, null, 0]) expectUriError(() => whatwgHost('a', { special: bad as never }), 'invalid-argument', 0);
  });
});

// ---------------------------------------------------------------------------------------------
// readWhatwg

describe('readWhatwg: WHATWG URL \u00a74.4 the platform\'s reading, cut into RFC 3986 components', () => {
  // [input, base, the reading's fields]
  const rows: readonly (readonly [string, string | undefined, Record<string, unknown> | null])[] = [
    ['HTTP://u:p@0x7f.1:80/a/../b?q#f', undefined, {
      href: 'http://u:p@127.0.0.1/b?q#f', scheme: 'http', special: true, userinfo: 'u:p', host: '127.0.0.1', hostKind: 'ipv4',
      port: undefined, effectivePort: 80, path: '/b', query: 'q', fragment: 'f',
    }],
    ['https://[::1]:8443/', undefined, { host: '[::1]', hostKind: 'ipv6', port: '8443', effectivePort: 8443 }],
    ['https://EX.com', undefined, { host: 'ex.com', hostKind: 'domain', effectivePort: 443, path: '/' }],
    ['foo://EX.com/', undefined, { host: 'EX.com', hostKind: 'opaque', special: false, effectivePort: undefined }],
    ['foo:///x', undefined, { host: '', hostKind: 'empty' }],
    ['file:///x', undefined, { host: '', hostKind: 'empty', effectivePort: undefined }],
    ['javascript:a b', undefined, { host: undefined, hostKind: undefined, path: 'a b' }],
    ['foo:/..//x', undefined, { href: 'foo:/.//x', host: undefined, path: '/.//x' }],
    ['http://evil.com\\@good.com/', undefined, { host: 'evil.com', path: '/@good.com/' }],
    ['../x?y', 'http://h/a/b/c', { href: 'http://h/a/x?y', path: '/a/x', query: 'y' }],
    ['http://[v1.x]/', undefined, null],
    ['//a/b', undefined, null],
  ];

  it.each(rows)('%j (base %j)', (input, base, want) => {
    const r = readWhatwg(input, base);
    expect(r?.href ?? null).toBe(platformHref(input, base));
    if (want === null) return expect(r).toBeNull();
    expect(r).not.toBeNull();
    expect(Object.fromEntries(Object.keys(want).map((k) => [k, (r as unknown as Record<string, unknown>)[k]]))).toEqual(want);
    expect(r!.url.href).toBe(r!.href);
  });

  it('bad arguments: invalid-argument at 0', () => {
    expectUriError(() => readWhatwg(1 as never), 'invalid-argument', 0);
    expectUriError(() => readWhatwg('a', 1 as never), 'invalid-argument', 0);
    expectUriError(() => readWhatwg('a', null as never), 'invalid-argument', 0);
  });
});

// ---------------------------------------------------------------------------------------------
// compareWithWhatwg

/** Every value of each union, so that the tables below can be checked to use them all. */
const CLASSES: Record<WhatwgClass, true> = {
  same: true, 'whatwg-repairs': true, 'whatwg-only': true, 'rfc-only': true, 'both-refuse': true, 'different-target': true,
};
const REPAIRS: Record<WhatwgRepair, true> = {
  'strip-c0-space': true, 'remove-tab-newline': true, backslash: true, slashes: true, lowercase: true, 'percent-decode': true,
  idna: true, 'ipv4-number': true, 'ipv6-text': true, 'percent-encode': true, 'default-port': true, 'port-text': true,
  'dot-segments': true, 'empty-path': true, 'file-localhost': true, 'empty-userinfo': true, 'drive-letter': true, other: true,
};
const DEVICES: Record<ConfusionDevice, true> = { backslash: true, 'multiple-at': true, 'whitespace-or-control': true, slashes: true };

/** The components that differ, in URI order, each with the repairs named ([] for text kept that RFC 3986 forbids). */
type Differing = Partial<Record<WhatwgComponent, readonly WhatwgRepair[]>>;
/** [input, base, class, devices, components that differ] */
type CompareRow = readonly [input: string, base: string | undefined, cls: WhatwgClass, devices: readonly ConfusionDevice[], differing: Differing];

const COMPARE_ROWS: readonly CompareRow[] = [
  // 'same': a URI both read alike (RFC 3986 \u00a73; WHATWG URL \u00a74.4)
  ['http://example.com/a?b#c', undefined, 'same', [], {}],
  ['http://[::1]:8080/', undefined, 'same', [], {}],
  ['foo://EX.com/', undefined, 'same', [], {}], // an opaque host keeps its case
  ['foo:a/../b', undefined, 'same', [], {}], // an opaque path keeps its dot segments
  ['mailto:a@b', undefined, 'same', [], {}],
  ['file:///etc/hosts', undefined, 'same', [], {}],
  ['file:////h', undefined, 'same', [], {}],
  ['http://h:65535/', undefined, 'same', [], {}],
  ['//h/x', 'http://a/b', 'same', [], {}], // RFC 3986 \u00a75.2.2 and the WHATWG parser resolve alike
  // regression: a path-absolute reference has no authority, so its '@' and tabs are no devices
  ['/a@b@c/d', 'http://h/x', 'same', [], {}],

  // 'whatwg-repairs': one target, the text changed on the way (WHATWG URL \u00a74.4)
  ['HTTP://EX.com:80/a/./b/../c', undefined, 'whatwg-repairs', [], {
    scheme: ['lowercase'], host: ['lowercase'], port: ['default-port'], path: ['dot-segments'],
  }],
  [' http://evil.com/', undefined, 'whatwg-repairs', [], { scheme: ['strip-c0-space'] }],
  ['\u0001http://a/\u0002', undefined, 'whatwg-repairs', [], { scheme: ['strip-c0-space'], path: ['strip-c0-space'] }],
  ['http://a/b ', undefined, 'whatwg-repairs', [], { path: ['strip-c0-space'] }],
  ['java\tscript:alert(1)', undefined, 'whatwg-repairs', ['whitespace-or-control'], { scheme: ['remove-tab-newline'] }],
  // regression: 'strip-c0-space' only for the input's own edges (a path's leading tab is not one), and a path's tab is no device
  ['javascript:\talert(1)', undefined, 'whatwg-repairs', [], { path: ['remove-tab-newline'] }],
  ['http://a\tb.com/', undefined, 'whatwg-repairs', ['whitespace-or-control'], { host: ['remove-tab-newline'] }],
  // regression: an opaque host kept its case on one side only and was a 'different-target'
  ['foo://E\tX/', undefined, 'whatwg-repairs', ['whitespace-or-control'], { host: ['remove-tab-newline'] }],
  ['http://a/b\\c', undefined, 'whatwg-repairs', [], { path: ['backslash'] }],
  ['/a\\b', 'http://h/x', 'whatwg-repairs', [], { path: ['backslash'] }],
  ['/a\tb/c', 'http://h/x', 'whatwg-repairs', [], { path: ['remove-tab-newline'] }],
  ['http://127.0.0.1./', undefined, 'whatwg-repairs', [], { host: ['ipv4-number'] }],
  ['http://0x7f.0x.0x.1/', undefined, 'whatwg-repairs', [], { host: ['ipv4-number'] }],
  ['http://0300.0250.0.1/', undefined, 'whatwg-repairs', [], { host: ['ipv4-number'] }],
  ['http://127.0.0.1%2e/', undefined, 'whatwg-repairs', [], { host: ['percent-decode', 'ipv4-number'] }],
  ['http://%31%32%37.0.0.1/', undefined, 'whatwg-repairs', [], { host: ['percent-decode'] }], // regression: not 'ipv4-number'
  ['http://\uFF11\uFF12\uFF17\u3002\uFF10\u3002\uFF10\u3002\uFF11/', undefined, 'whatwg-repairs', [], { host: ['idna', 'ipv4-number'] }],
  ['http://ex%2eample.com/', undefined, 'whatwg-repairs', [], { host: ['percent-decode'] }],
  ['HTTP://Ex%41mple.COM./', undefined, 'whatwg-repairs', [], { scheme: ['lowercase'], host: ['percent-decode', 'lowercase'] }],
  ['http://b%C3%BCcher.de/', undefined, 'whatwg-repairs', [], { host: ['percent-decode', 'idna'] }], // regression: the escapes' hex is no 'lowercase'
  ['http://fa\u00DF.de/', undefined, 'whatwg-repairs', [], { host: ['idna'] }],
  // regression: an opaque host is encoded, not mapped (it was 'different-target' with 'idna'), and a
  // U+0001 inside it is kept (it was stripped on the RFC side as if it ended the input)
  ['foo://\u00E9/', undefined, 'whatwg-repairs', [], { host: ['percent-encode'] }],
  ['foo://a\u0001/', undefined, 'whatwg-repairs', ['whitespace-or-control'], { host: ['percent-encode'] }],
  ['foo://a\u0001', undefined, 'whatwg-repairs', [], { host: ['strip-c0-space'] }], // ... unless it does end the input
  ['http://[0:0::1]/', undefined, 'whatwg-repairs', [], { host: ['ipv6-text'] }],
  ['http://[::FFFF:1.2.3.4]/', undefined, 'whatwg-repairs', [], { host: ['lowercase', 'ipv6-text'] }],
  ['http://a/b c', undefined, 'whatwg-repairs', [], { path: ['percent-encode'] }],
  ['http://h/?a\'b', undefined, 'whatwg-repairs', [], { query: ['percent-encode'] }], // a special query encodes "'"
  ['http://h/#a b', undefined, 'whatwg-repairs', [], { fragment: ['percent-encode'] }],
  ['http://a;b@h/', undefined, 'whatwg-repairs', [], { userinfo: ['percent-encode'] }],
  ['http://a@b@evil.com/', undefined, 'whatwg-repairs', ['multiple-at'], { userinfo: ['percent-encode'] }],
  ['//a@b@c/', 'http://h/x', 'whatwg-repairs', ['multiple-at'], { userinfo: ['percent-encode'] }],
  ['https://a:443/', undefined, 'whatwg-repairs', [], { port: ['default-port'] }],
  ['http://h:0080/', undefined, 'whatwg-repairs', [], { port: ['default-port'] }],
  ['http://a:/', undefined, 'whatwg-repairs', [], { port: ['port-text'] }],
  ['http://h:081/', undefined, 'whatwg-repairs', [], { port: ['port-text'] }],
  ['http://a/%2E%2e/b', undefined, 'whatwg-repairs', [], { path: ['dot-segments'] }],
  ['foo:/..//x', undefined, 'whatwg-repairs', [], { path: ['dot-segments'] }], // '/.' kept before '//'
  ['http://a', undefined, 'whatwg-repairs', [], { path: ['empty-path'] }],
  ['file://localhost/x', undefined, 'whatwg-repairs', [], { host: ['file-localhost'] }],
  ['http://@h/', undefined, 'whatwg-repairs', [], { userinfo: ['empty-userinfo'] }], // the WHATWG serializer writes no empty userinfo
  ['http://u:@h/', undefined, 'whatwg-repairs', [], { userinfo: ['empty-userinfo'] }],
  ['file:///C|/x', undefined, 'whatwg-repairs', [], { path: ['drive-letter'] }], // RFC 3986 refuses '|'; the URL Standard writes C:
  // RFC 8089 \u00a72: 'file:/x' and 'file:///x' are the same local file (regression: it was 'different-target')
  ['file:/x', undefined, 'whatwg-repairs', [], { host: ['slashes'] }],
  // RFC 3986 refuses ':a' (a first segment with ':') but reads it as the WHATWG parser does, and the
  // href is a URI (regression: it was 'whatwg-only', which needs forbidden text in the href)
  [':a', 'http://x/y', 'whatwg-repairs', [], {}],

  // 'whatwg-only': RFC 3986 refuses it, the href keeps text RFC 3986 forbids
  ['http://a/b|c', undefined, 'whatwg-only', [], { path: [] }],
  ['http://a/b^c', undefined, 'whatwg-only', [], { path: [] }],
  ['http://a/%zz', undefined, 'whatwg-only', [], { path: [] }],
  ['http://a/b#c#d', undefined, 'whatwg-only', [], { fragment: [] }],
  ['http://h/x?q\\r#f\\g', undefined, 'whatwg-only', [], { query: [], fragment: [] }],
  ['foo://a/b\\c', undefined, 'whatwg-only', [], { path: [] }], // '\' is '/' only in special URLs
  ['javascript:a b', undefined, 'whatwg-only', [], { path: [] }],
  ['http://a/a|b c', undefined, 'whatwg-only', [], { path: ['percent-encode'] }],
  // an IPv6 host's brackets are allowed; the path's '|' is not (regression: an IPv6 host hid every component's)
  ['http://[::1]/a|b', undefined, 'whatwg-only', [], { path: [] }],
  ['http://[::1]/a|b c', undefined, 'whatwg-only', [], { path: ['percent-encode'] }],

  // 'rfc-only': a URI the WHATWG parser refuses
  ['http://[v1.x]/', undefined, 'rfc-only', [], {}],
  ['http://a:99999/', undefined, 'rfc-only', [], {}],
  ['http:///', undefined, 'rfc-only', [], {}],
  ['//a/b', undefined, 'rfc-only', [], {}],
  ['http://a%25b/', undefined, 'rfc-only', [], {}],
  ['http://1.2.3.4.5/', undefined, 'rfc-only', [], {}],
  ['file://h:1/', undefined, 'rfc-only', [], {}],
  ['a', 'foo:opaque', 'rfc-only', [], {}], // a base with an opaque path takes only a fragment

  // 'both-refuse'
  ['http://a b/', undefined, 'both-refuse', [], {}],
  ['http://[::1%25eth0]/', undefined, 'both-refuse', [], {}], // RFC 6874 only with { zoneId: true }
  ['http://%zz/', undefined, 'both-refuse', [], {}],
  ['/a', '/b', 'both-refuse', [], {}], // the base is not absolute

  // 'different-target': another scheme, host or port (issue: audit must see what a browser reaches)
  ['http://evil.com\\@good.com/', undefined, 'different-target', ['backslash'], {
    userinfo: ['backslash'], host: ['backslash'], path: ['backslash'],
  }],
  ['http:\\\\evil.com\\', undefined, 'different-target', ['backslash'], { host: ['backslash'], path: ['backslash'] }],
  ['http:/\\evil.com/', undefined, 'different-target', ['backslash'], { host: ['backslash'], path: ['backslash'] }],
  ['\\\\evil.com/x', 'http://good.com/a/b', 'different-target', ['backslash'], { host: ['backslash'], path: ['backslash'] }],
  ['http://a@b@evil.com\\@good.com/', undefined, 'different-target', ['backslash', 'multiple-at'], {
    userinfo: ['backslash', 'percent-encode'], host: ['backslash'], path: ['backslash'],
  }],
  ['http:evil.com/x', undefined, 'different-target', ['slashes'], { host: ['slashes'], path: ['slashes'] }],
  ['https:///evil.com/', undefined, 'different-target', ['slashes'], { host: ['slashes'], path: ['slashes'] }],
  ['ftp:////a/', undefined, 'different-target', ['slashes'], { host: ['slashes'], path: ['slashes'] }],
  // a tab between the slashes: RFC 3986 sees a path, the browser a host (regression: no device was named)
  ['http:/\t/evil.com/', undefined, 'different-target', ['whitespace-or-control'], { host: ['remove-tab-newline'], path: ['remove-tab-newline'] }],
  ['/\t/evil.com', 'http://h/x', 'different-target', ['whitespace-or-control'], { host: ['remove-tab-newline'], path: ['remove-tab-newline'] }],
  ['http:\t/x', undefined, 'different-target', ['whitespace-or-control', 'slashes'], {
    host: ['slashes', 'remove-tab-newline'], path: ['remove-tab-newline', 'slashes'],
  }],
  ['file:\\\\evil.com\\x', undefined, 'different-target', ['backslash'], { host: ['backslash'], path: ['backslash'] }],
  ['file://C|/', undefined, 'different-target', [], { host: ['lowercase'], path: ['other'] }], // a drive letter, not a host
];

describe('compareWithWhatwg: every class, repair and device (WHATWG URL \u00a74.4 beside RFC 3986 \u00a73 and Appendix B)', () => {
  it.each(COMPARE_ROWS)('%j (base %j) -> %s %j %j', (input, base, cls, devices, differing) => {
    const c = compareWithWhatwg(input, base);
    expect(c.class).toBe(cls);
    expect(c.devices).toEqual(devices);
    expect(Object.fromEntries(c.differences.map((d) => [d.component, d.repairs]))).toEqual(differing);
    expect(c.differences.map((d) => d.component)).toEqual(Object.keys(differing)); // in URI order
    // the WHATWG side is the platform's own URL
    expect(c.whatwg?.href ?? null).toBe(platformHref(input, base));
    expect(c.input).toBe(input);
    expect(c.base).toBe(base);
  });

  it('the rows use every class, every repair and every device', () => {
    expect(new Set(COMPARE_ROWS.map((r) => r[2]))).toEqual(new Set(Object.keys(CLASSES)));
    expect(new Set(COMPARE_ROWS.flatMap((r) => Object.values(r[4]).flat()))).toEqual(new Set(Object.keys(REPAIRS)));
    expect(new Set(COMPARE_ROWS.flatMap((r) => r[3]))).toEqual(new Set(Object.keys(DEVICES)));
  });

  it.each(COMPARE_ROWS)('the class agrees with its definition (WhatwgClass): %j', (input, base) => {
    const c = compareWithWhatwg(input, base);
    const w = c.whatwg;
    switch (c.class) {
      case 'same':
        expect(c.rfc.uri?.toString()).toBe(w?.href);
        break;
      case 'whatwg-repairs':
        // the target is the same and, where RFC 3986 refuses the input, the href is a URI
        expect(c.differences.every((d) => d.class === 'whatwg-repairs')).toBe(true);
        expect(isValid(w!.href)).toBe(true);
        break;
      case 'whatwg-only':
        expect(c.rfc.valid).toBe(false);
        expect(isValid(w!.href)).toBe(false);
        expect(c.differences.some((d) => d.class === 'whatwg-only')).toBe(true);
        break;
      case 'rfc-only':
        expect(c.rfc.valid).toBe(true);
        expect(w).toBeNull();
        expect(c.whatwgFailure).toEqual(expect.any(String));
        break;
      case 'both-refuse':
        expect(c.rfc.valid).toBe(false);
        expect(c.rfc.error).toBeDefined();
        expect(w).toBeNull();
        break;
      case 'different-target':
        expect(c.differences.filter((d) => d.class === 'different-target').every((d) => ['scheme', 'host', 'port'].includes(d.component))).toBe(true);
        break;
    }
  });

  it('the RFC side: the URI when valid, else Appendix B\'s reading and the error', () => {
    const c = compareWithWhatwg('http://evil.com\\@good.com/');
    expect(c.rfc).toMatchObject({ valid: false, uri: undefined, userinfo: 'evil.com\\', host: 'good.com', path: '/' });
    expect(c.rfc.error?.code).toBe('invalid-userinfo-char');
    const d = compareWithWhatwg('../c', 'http://a/b/x');
    expect(d.rfc).toMatchObject({ valid: true, scheme: 'http', host: 'a', path: '/c' });
    expect(d.rfc.uri?.toString()).toBe('http://a/c');
    expect(compareWithWhatwg('//a/b').whatwgFailure).toMatch(/relative reference/);
    expect(compareWithWhatwg('http://a:99999/').whatwgFailure).toMatch(/99999/);
    expect(compareWithWhatwg('http:///').whatwgFailure).toMatch(/empty/);
  });

  it('a Uri input and base read as their text; options iri and zoneId reach the RFC side', () => {
    expect(compareWithWhatwg(parse('HTTP://a:80/')).class).toBe('whatwg-repairs');
    expect(compareWithWhatwg(parse('b'), parse('http://a/x')).whatwg?.href).toBe('http://a/b');
    const iri = compareWithWhatwg('http://b\u00FCcher.de/', undefined, { iri: true });
    expect([iri.rfc.valid, iri.class, iri.differences.map((d) => d.repairs)]).toEqual([true, 'whatwg-repairs', [['idna']]]);
    expect(compareWithWhatwg('http://[fe80::1%25eth0]/', undefined, { zoneId: true }).class).toBe('rfc-only');
    expect(compareWithWhatwg('http://[fe80::1%25eth0]/', undefined, {}).class).toBe('both-refuse');
  });

  it('the @example lines', () => {
    expect(compareWithWhatwg('http://evil.com\\@good.com/').class).toBe('different-target');
    expect(compareWithWhatwg('HTTP://0x7f.1:80/').class).toBe('whatwg-repairs');
    expect(compareWithWhatwg('http://[v1.x]/').class).toBe('rfc-only');
    expect(compareWithWhatwg('http://a/b|c').class).toBe('whatwg-only');
    expect(readWhatwg('http://evil.com\\@good.com/')?.host).toBe('evil.com');
    expect(readWhatwg('HTTP://0x7f.1:80/a/../b')?.href).toBe('http://127.0.0.1/b');
    expect(readWhatwg('http://[v1.x]/')).toBeNull();
    expect(whatwgIPv4('0x7f.0x.0x.1')).toBe(2130706433);
    expect(whatwgIPv4('127.0.0.1.')).toBe(2130706433);
    expect(whatwgIPv4('1.2.3.4.5')).toBeUndefined();
    expect(whatwgHost('127.0.0.1.')?.text).toBe('127.0.0.1');
    expect(whatwgHost('\uFF11\uFF12\uFF17\u3002\uFF10\u3002\uFF10\u3002\uFF11')?.kind).toBe('ipv4');
    expect(whatwgHost('Ex%41mple.COM')?.text).toBe('example.com');
    expect(whatwgHost('evil.com%00.example.com')).toBeNull();
    expect(fromURL(new URL('http://a/b|c?d{e}')).uri.toString()).toBe('http://a/b%7Cc?d%7Be%7D');
    expect(fromURL('HTTP://EX.com:80/./a').encoded).toEqual([]);
    expect(toURL('HTTP://Example.COM:80/a/./b').url.href).toBe('http://example.com/a/b');
    expect(toURL('HTTP://Example.COM:80/a/./b').differences.map((d) => d.component)).toEqual(['scheme', 'host', 'port', 'path']);
    expect(splitReference('http://evil.com\\@good.com/').host).toBe('good.com');
    expect(splitReference('java\tscript:alert(1)').scheme).toBe('java\tscript');
  });

  it('bad arguments: invalid-argument at 0', () => {
    // a URL object is read through its href (test/unit/url-objects.test.ts); a plain object is not
    for (const bad of [undefined, null, 1, {}, { href: 'http://a/' }]) expectUriError(() => compareWithWhatwg(bad as never), 'invalid-argument', 0);
    for (const bad of [null, 1, {}]) expectUriError(() => compareWithWhatwg('a', bad as never), 'invalid-argument', 0);
    for (const bad of [null, 'x', 1]) expectUriError(() => compareWithWhatwg('http://a/', undefined, bad as never), 'invalid-argument', 0);
  });
});

// ---------------------------------------------------------------------------------------------
// fromURL and toURL

describe('fromURL: a WHATWG href as an RFC 3986 URI, what RFC 3986 forbids percent-encoded (\u00a72.1, \u00a73.3-3.5)', () => {
  // [input to new URL, the URI, [component, index in the href, character] of each encoded character]
  type FromRow = readonly [input: string, uri: string, encoded: readonly (readonly [string, number, string])[]];
  const rows: readonly FromRow[] = [
    // already URIs: nothing to do
    ['HTTP://EX.com:80/./a', 'http://ex.com/a', []],
    ['http://a/b%7Cc', 'http://a/b%7Cc', []],
    ['foo:/.//x', 'foo:/.//x', []],
    ['file:///C:/x', 'file:///C:/x', []],
    // special path: | ^ [ ] kept by the WHATWG path percent-encode set; ` { } " space encoded by it; \ is '/'
    ['http://h/p|^`{}[]\\"x', 'http://h/p%7C%5E%60%7B%7D%5B%5D/%22x', [['path', 10, '|'], ['path', 11, '^'], ['path', 21, '['], ['path', 22, ']']]],
    // non-special path: '\' kept too
    ['foo://h/p|^`{}[]\\"x', 'foo://h/p%7C%5E%60%7B%7D%5B%5D%5C%22x', [
      ['path', 9, '|'], ['path', 10, '^'], ['path', 20, '['], ['path', 21, ']'], ['path', 22, '\\'],
    ]],
    // queries keep | ^ ` { } [ ] \ (a special query encodes "'")
    ['http://h/?q|^`{}[]\\"', 'http://h/?q%7C%5E%60%7B%7D%5B%5D%5C%22', [
      ['query', 11, '|'], ['query', 12, '^'], ['query', 13, '`'], ['query', 14, '{'], ['query', 15, '}'], ['query', 16, '['],
      ['query', 17, ']'], ['query', 18, '\\'],
    ]],
    ['foo://h/?q|^`{}', 'foo://h/?q%7C%5E%60%7B%7D', [['query', 10, '|'], ['query', 11, '^'], ['query', 12, '`'], ['query', 13, '{'], ['query', 14, '}']]],
    // fragments keep | ^ { } [ ] \ and a second '#' (the fragment set encodes ` " space)
    ['http://h/#f|^`{}[]\\#%"', 'http://h/#f%7C%5E%60%7B%7D%5B%5D%5C%23%25%22', [
      ['fragment', 11, '|'], ['fragment', 12, '^'], ['fragment', 16, '{'], ['fragment', 17, '}'], ['fragment', 18, '['],
      ['fragment', 19, ']'], ['fragment', 20, '\\'], ['fragment', 21, '#'], ['fragment', 22, '%'],
    ]],
    ['foo://h/#a#b', 'foo://h/#a%23b', [['fragment', 10, '#']]],
    // a '%' that starts no escape, in every component; a valid escape is kept
    ['http://a/%zz%2', 'http://a/%25zz%252', [['path', 9, '%'], ['path', 12, '%']]],
    ['http://a/%', 'http://a/%25', [['path', 9, '%']]],
    ['http://a/?%4', 'http://a/?%254', [['query', 10, '%']]],
    ['http://a/#%', 'http://a/#%25', [['fragment', 10, '%']]],
    ['http://a/%41%', 'http://a/%41%25', [['path', 12, '%']]],
    ['http://u%zz:p%@h/', 'http://u%25zz:p%25@h/', [['userinfo', 8, '%'], ['userinfo', 13, '%']]],
    ['foo://u%:p%zz@h/', 'foo://u%25:p%25zz@h/', [['userinfo', 7, '%'], ['userinfo', 10, '%']]],
    // an opaque host keeps what the forbidden host code points leave: { } ` " %
    ['foo://h{}`"%/', 'foo://h%7B%7D%60%22%25/', [['host', 7, '{'], ['host', 8, '}'], ['host', 9, '`'], ['host', 10, '"'], ['host', 11, '%']]],
    ['foo://a%4/', 'foo://a%254/', [['host', 7, '%']]],
    // IPv6 brackets are the host's own
    ['http://[::1]/[x]', 'http://[::1]/%5Bx%5D', [['path', 13, '['], ['path', 15, ']']]],
    // opaque paths keep spaces, '"' and the rest
    ['javascript:a b', 'javascript:a%20b', [['path', 12, ' ']]],
    ['javascript:a|b{c}^"d`e\\f%g', 'javascript:a%7Cb%7Bc%7D%5E%22d%60e%5Cf%25g', [
      ['path', 12, '|'], ['path', 14, '{'], ['path', 16, '}'], ['path', 17, '^'], ['path', 18, '"'], ['path', 20, '`'],
      ['path', 22, '\\'], ['path', 24, '%'],
    ]],
    ['mailto:a b@c', 'mailto:a%20b@c', [['path', 8, ' ']]],
    ['foo:a b?c d#e f', 'foo:a%20b?c%20d#e%20f', [['path', 5, ' ']]],
    ['data:text/plain,a b', 'data:text/plain,a%20b', [['path', 17, ' ']]],
  ];

  it.each(rows)('%j -> %j', (input, uri, encoded) => {
    const url = new URL(input);
    const r = fromURL(url);
    expect(r.uri.toString()).toBe(uri);
    expect(isValid(uri)).toBe(true);
    expect(r.encoded.map((e) => [e.component, e.index, e.character])).toEqual(encoded);
    // each index points at its character in the href, and `encoded` is its %HH
    for (const e of r.encoded) {
      expect(url.href.charAt(e.index)).toBe(e.character);
      expect(e.encoded).toBe('%' + e.character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
    }
    // a string is read by the platform's URL first
    expect(fromURL(input).uri.toString()).toBe(uri);
  });

  it('userinfo set through the URL setters (| ^ ` { } [ ] \\ # " space encoded by the userinfo set, "%" kept)', () => {
    for (const base of ['http://h/', 'foo://h/']) {
      const url = new URL(base);
      url.username = 'u|^`{}[]\\#%" ';
      url.password = 'p%';
      const r = fromURL(url);
      expect(isValid(r.uri.toString())).toBe(true);
      expect(r.encoded.map((e) => [e.component, e.character])).toEqual([['userinfo', '%'], ['userinfo', '%']]);
      expect(r.uri.userinfo).toBe('u%7C%5E%60%7B%7D%5B%5D%5C%23%25%22%20:p%25');
    }
  });

  it('errors: whatwg-failure for a string the URL parser refuses, invalid-argument for anything but a string or a URL', () => {
    expectUriError(() => fromURL('http://[v1.x]/'), 'whatwg-failure', 0);
    expectUriError(() => fromURL('//a/b'), 'whatwg-failure', 0);
    for (const bad of [1, null, undefined, { href: 'http://a/' }, parse('http://a/')]) expectUriError(() => fromURL(bad as never), 'invalid-argument', 0);
  });
});

describe('toURL: the platform\'s URL of a URI, with what the WHATWG parser changed (WHATWG URL \u00a74.4)', () => {
  // [URI, base, href, components that differ]
  const rows: readonly (readonly [string, string | undefined, string, readonly WhatwgComponent[]])[] = [
    ['http://example.com/a', undefined, 'http://example.com/a', []],
    ['HTTP://Example.COM:80/a/./b', undefined, 'http://example.com/a/b', ['scheme', 'host', 'port', 'path']],
    ['http://0x7f.1/', undefined, 'http://127.0.0.1/', ['host']],
    ['http://a', undefined, 'http://a/', ['path']],
    ['http:evil.com', undefined, 'http://evil.com/', ['host', 'path']],
    ['file://localhost/x', undefined, 'file:///x', ['host']],
    ['../c', 'http://a/b/x', 'http://a/c', []],
    ['?y', 'http://a/b?x#f', 'http://a/b?y', []],
  ];

  it.each(rows)('%j (base %j) -> %j', (uri, base, href, components) => {
    const r = toURL(uri, base);
    expect(r.url).toBeInstanceOf(URL);
    expect(r.url.href).toBe(href);
    expect(r.url.href).toBe(platformHref(uri, base));
    expect(r.differences.map((d) => d.component)).toEqual(components);
    expect(toURL(parse(uri), base === undefined ? undefined : parse(base)).url.href).toBe(href);
  });

  it('errors: whatwg-failure where the URL parser refuses a URI, the UriError of an invalid string, invalid-argument', () => {
    // the index is the component at fault: the host, the port, or 0 where none shows it
    const e = expectUriError(() => toURL('http://[v1.x]/'), 'whatwg-failure', 7);
    expect(e.message).toMatch(/\[v1\.x\]/);
    expectUriError(() => toURL('//a/b'), 'whatwg-failure', 0); // a relative reference without a base
    expectUriError(() => toURL('http://a:99999/'), 'whatwg-failure', 9);
    expectUriError(() => toURL('http://a b/'), 'invalid-host-char', 8);
    expectUriError(() => toURL('http://a/', 'http://a b/'), 'invalid-host-char', 8);
    expectUriError(() => toURL(1 as never), 'invalid-argument', 0);
    expectUriError(() => toURL('http://a/', 1 as never), 'invalid-argument', 0);
    expectUriError(() => toURL({ href: 'http://a/' } as never), 'invalid-argument', 0); // a URL object is read through its href; a plain object is not
  });

  it('fromURL(toURL(u).url) is u where the WHATWG parser changes nothing', () => {
    for (const u of ['http://example.com/a?b#c', 'foo://EX.com/x', 'mailto:a@b', 'file:///etc/hosts']) {
      expect(fromURL(toURL(u).url)).toEqual({ uri: parse(u), encoded: [] });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// splitReference

describe('splitReference: RFC 3986 Appendix B, on URIs and on strings that are not', () => {
  type Parts = Omit<ReturnType<typeof splitReference>, never>;
  const parts = (
    scheme: string | undefined, authority: string | undefined, userinfo: string | undefined, host: string | undefined,
    port: string | undefined, path: string, query: string | undefined, fragment: string | undefined, hostStart: number, pathStart: number,
  ): Parts => ({ scheme, authority, userinfo, host, port, path, query, fragment, hostStart, pathStart });

  const rows: readonly (readonly [string, Parts])[] = [
    // Appendix B's own example: "$2 = http, $4 = www.ics.uci.edu, $5 = /pub/ietf/uri/, $7 = <undefined>, $9 = Related"
    ['http://www.ics.uci.edu/pub/ietf/uri/#Related', parts('http', 'www.ics.uci.edu', undefined, 'www.ics.uci.edu', undefined, '/pub/ietf/uri/', undefined, 'Related', 7, 22)],
    // \u00a73 the two examples
    ['foo://example.com:8042/over/there?name=ferret#nose', parts('foo', 'example.com:8042', undefined, 'example.com', '8042', '/over/there', 'name=ferret', 'nose', 6, 22)],
    ['urn:example:animal:ferret:nose', parts('urn', undefined, undefined, undefined, undefined, 'example:animal:ferret:nose', undefined, undefined, -1, 4)],
    // several '@': the userinfo runs to the last one
    ['http://a@b@c/', parts('http', 'a@b@c', 'a@b', 'c', undefined, '/', undefined, undefined, 11, 12)],
    ['http://@/', parts('http', '@', '', '', undefined, '/', undefined, undefined, 8, 8)],
    // backslashes are not delimiters here (they are to a browser)
    ['http://evil.com\\@good.com/', parts('http', 'evil.com\\@good.com', 'evil.com\\', 'good.com', undefined, '/', undefined, undefined, 17, 25)],
    ['http:\\\\evil.com\\', parts('http', undefined, undefined, undefined, undefined, '\\\\evil.com\\', undefined, undefined, -1, 5)],
    // brackets: the port is after the last ':' outside them, and only when all digits
    ['http://[::1]:80/', parts('http', '[::1]:80', undefined, '[::1]', '80', '/', undefined, undefined, 7, 15)],
    ['http://[::1]/', parts('http', '[::1]', undefined, '[::1]', undefined, '/', undefined, undefined, 7, 12)],
    // an unclosed '[' is no bracket: its last ':' starts a port (Go and Python refuse such a host)
    ['http://[::1/', parts('http', '[::1', undefined, '[::1', undefined, '/', undefined, undefined, 7, 11)], // an unclosed '[' has no port
    ['http://a]:b[/', parts('http', 'a]:b[', undefined, 'a]:b[', undefined, '/', undefined, undefined, 7, 12)],
    // ports with letters are not ports: the host keeps them
    ['http://a:8o/', parts('http', 'a:8o', undefined, 'a:8o', undefined, '/', undefined, undefined, 7, 11)],
    ['http://a:0x50/', parts('http', 'a:0x50', undefined, 'a:0x50', undefined, '/', undefined, undefined, 7, 13)],
    ['http://a:/', parts('http', 'a:', undefined, 'a', '', '/', undefined, undefined, 7, 9)],
    ['http://a:1:2/', parts('http', 'a:1:2', undefined, 'a:1', '2', '/', undefined, undefined, 7, 12)],
    // empty everything
    ['', parts(undefined, undefined, undefined, undefined, undefined, '', undefined, undefined, -1, 0)],
    [':', parts(undefined, undefined, undefined, undefined, undefined, ':', undefined, undefined, -1, 0)], // a scheme needs a character
    ['a:', parts('a', undefined, undefined, undefined, undefined, '', undefined, undefined, -1, 2)],
    ['//', parts(undefined, '', undefined, '', undefined, '', undefined, undefined, 2, 2)],
    ['?#', parts(undefined, undefined, undefined, undefined, undefined, '', '', '', -1, 0)],
    ['a://@:?#', parts('a', '@:', '', '', '', '', '', '', 5, 6)],
    // Appendix B takes any characters before ':' as the scheme
    ['java\tscript:alert(1)', parts('java\tscript', undefined, undefined, undefined, undefined, 'alert(1)', undefined, undefined, -1, 12)],
    ['[61:24:74]:98', parts('[61', undefined, undefined, undefined, undefined, '24:74]:98', undefined, undefined, -1, 4)],
    [' a b:c d', parts(' a b', undefined, undefined, undefined, undefined, 'c d', undefined, undefined, -1, 5)],
    ['/a:b', parts(undefined, undefined, undefined, undefined, undefined, '/a:b', undefined, undefined, -1, 0)],
    // only the first '?' and '#' delimit
    ['http://a/b?c?d#e#f', parts('http', 'a', undefined, 'a', undefined, '/b', 'c?d', 'e#f', 7, 8)],
    ['http://a b@c/ d', parts('http', 'a b@c', 'a b', 'c', undefined, '/ d', undefined, undefined, 11, 12)],
  ];

  it.each(rows)('%j', (input, want) => {
    expect(splitReference(input)).toEqual(want);
  });

  it('agrees with Appendix B\'s regular expression on scheme, authority, path, query and fragment', () => {
    const re = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;
    for (const [input] of rows) {
      const m = re.exec(input)!;
      const s = splitReference(input);
      expect([s.scheme, s.authority, s.path, s.query, s.fragment]).toEqual([m[2], m[4], m[5], m[7], m[9]]);
    }
  });

  it('refuses anything but a string with invalid-argument', () => {
    expectUriError(() => splitReference(1 as never), 'invalid-argument', 0);
    expectUriError(() => splitReference(null as never), 'invalid-argument', 0);
  });
});
