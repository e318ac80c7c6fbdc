/**
 * RFC 6890 and the IANA special-purpose address registries — ipClass, classifyIPv4/IPv6, ipBlock,
 * mappedIPv4 and the is* predicates. Each row's comment names the block's RFC.
 */
import { describe, expect, it } from 'vitest';
import {
  type IpClass, classifyIPv4, classifyIPv6, ipBlock, ipClass, isDocumentation, isIPv4Mapped, isLinkLocal,
  isLoopback, isPrivate, isUniqueLocal, mappedIPv4, parseIPv4, parseIPv6,
} from '../../../src/host/index.js';
import { IPV4_BLOCKS, IPV6_BLOCKS } from '../../../src/host/classify.js';
import type { UriErrorCode } from '../../../src/errors.js';
import { expectUriError } from '../../helpers/expect.js';

describe('IPv4 classes: the first and last address of each block, and its neighbours', () => {
  // [address, class]
  const rows: readonly (readonly [string, IpClass])[] = [
    ['0.0.0.0', 'unspecified'], // RFC 1122 Sec. 3.2.1.3
    ['0.0.0.1', 'this-network'], // RFC 791 Sec. 3.2
    ['0.255.255.255', 'this-network'],
    ['1.0.0.0', 'global'],
    ['9.255.255.255', 'global'],
    ['10.0.0.0', 'private'], // RFC 1918
    ['10.255.255.255', 'private'],
    ['11.0.0.0', 'global'],
    ['100.63.255.255', 'global'],
    ['100.64.0.0', 'shared'], // RFC 6598
    ['100.127.255.255', 'shared'],
    ['100.128.0.0', 'global'],
    ['126.255.255.255', 'global'],
    ['127.0.0.0', 'loopback'], // RFC 1122 Sec. 3.2.1.3
    ['127.0.0.1', 'loopback'],
    ['127.255.255.255', 'loopback'],
    ['128.0.0.0', 'global'],
    ['169.253.255.255', 'global'],
    ['169.254.0.0', 'link-local'], // RFC 3927
    ['169.254.255.255', 'link-local'],
    ['169.255.0.0', 'global'],
    ['172.15.255.255', 'global'],
    ['172.16.0.0', 'private'], // RFC 1918
    ['172.31.255.255', 'private'],
    ['172.32.0.0', 'global'],
    ['192.0.0.0', 'protocol-assignments'], // RFC 6890 Sec. 2.2.2
    ['192.0.0.255', 'protocol-assignments'],
    ['192.0.2.0', 'documentation'], // RFC 5737 TEST-NET-1
    ['192.0.2.255', 'documentation'],
    ['192.0.3.0', 'global'],
    ['192.88.99.1', 'reserved'], // RFC 7526
    ['192.167.255.255', 'global'],
    ['192.168.0.0', 'private'], // RFC 1918
    ['192.168.255.255', 'private'],
    ['192.169.0.0', 'global'],
    ['198.17.255.255', 'global'],
    ['198.18.0.0', 'benchmarking'], // RFC 2544
    ['198.19.255.255', 'benchmarking'],
    ['198.20.0.0', 'global'],
    ['198.51.100.0', 'documentation'], // RFC 5737 TEST-NET-2
    ['198.51.100.255', 'documentation'],
    ['203.0.113.0', 'documentation'], // RFC 5737 TEST-NET-3
    ['203.0.113.255', 'documentation'],
    ['203.0.114.0', 'global'],
    ['223.255.255.255', 'global'],
    ['224.0.0.0', 'multicast'], // RFC 5771
    ['239.255.255.255', 'multicast'],
    ['240.0.0.0', 'reserved'], // RFC 1112 Sec. 4
    ['255.255.255.254', 'reserved'],
    ['255.255.255.255', 'broadcast'], // RFC 919 Sec. 7, RFC 8190
    ['8.8.8.8', 'global'],
  ];
  it.each(rows)('%s is %s', (text, want) => {
    expect(ipClass(text)).toBe(want);
    expect(classifyIPv4(parseIPv4(text))).toBe(want);
    expect(ipClass(parseIPv4(text))).toBe(want);
  });
});

describe('IPv6 classes', () => {
  // [address, class]
  const rows: readonly (readonly [string, IpClass])[] = [
    ['::', 'unspecified'], // RFC 4291 Sec. 2.5.2
    ['::1', 'loopback'], // RFC 4291 Sec. 2.5.3
    ['::2', 'ipv4-compatible'], // RFC 4291 Sec. 2.5.5.1 (deprecated)
    ['::192.0.2.1', 'ipv4-compatible'],
    ['::ffff:0.0.0.0', 'ipv4-mapped'], // RFC 4291 Sec. 2.5.5.2
    ['::ffff:127.0.0.1', 'ipv4-mapped'],
    ['::ffff:255.255.255.255', 'ipv4-mapped'],
    ['64:ff9b::192.0.2.33', 'ipv4-translated'], // RFC 6052
    ['64:ff9b:1::1', 'ipv4-translated'], // RFC 8215
    ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'ipv4-translated'],
    ['64:ff9b:2::', 'global'],
    ['100::', 'discard'], // RFC 6666
    ['100::ffff:ffff:ffff:ffff', 'discard'],
    ['100:0:0:1::', 'global'],
    ['2001::', 'teredo'], // RFC 4380
    ['2001:0:ffff:ffff:ffff:ffff:ffff:ffff', 'teredo'],
    ['2001:1::1', 'protocol-assignments'], // RFC 2928
    ['2001:2::', 'benchmarking'], // RFC 5180
    ['2001:2:0:ffff:ffff:ffff:ffff:ffff', 'benchmarking'],
    ['2001:2:1::', 'protocol-assignments'],
    ['2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', 'protocol-assignments'],
    ['2001:200::', 'global'],
    ['2001:db7:ffff:ffff:ffff:ffff:ffff:ffff', 'global'],
    ['2001:db8::', 'documentation'], // RFC 3849
    ['2001:db8:ffff:ffff:ffff:ffff:ffff:ffff', 'documentation'],
    ['2001:db9::', 'global'],
    ['2002::', '6to4'], // RFC 3056
    ['2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '6to4'],
    ['3ffe:ffff::', 'global'],
    ['3fff::', 'documentation'], // RFC 9637
    ['3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff', 'documentation'],
    ['3fff:1000::', 'global'],
    ['fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'global'],
    ['fc00::', 'unique-local'], // RFC 4193
    ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'unique-local'],
    ['fe00::', 'global'],
    ['fe80::', 'link-local'], // RFC 4291 Sec. 2.5.6
    ['febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'link-local'],
    ['fec0::', 'site-local'], // RFC 3879 (deprecated)
    ['feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'site-local'],
    ['ff00::', 'multicast'], // RFC 4291 Sec. 2.7
    ['ff02::1', 'multicast'],
    ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'multicast'],
    ['2606:4700:4700::1111', 'global'],
  ];
  it.each(rows)('%s is %s', (text, want) => {
    const g = parseIPv6(text);
    expect(classifyIPv6(g)).toBe(want);
    expect(ipClass(g)).toBe(want);
    expect(ipClass(Array.from(g))).toBe(want);
    expect(ipClass(text)).toBe(want);
    expect(ipClass('[' + text + ']')).toBe(want);
  });
});

describe('the block tables', () => {
  /** [value or groups, prefix length] of a prefix text such as '10.0.0.0/8' or 'fe80::/10'. */
  const parsePrefix = (prefix: string): [number | Uint16Array, number] => {
    const [address, bits] = prefix.split('/') as [string, string];
    return [address.includes(':') ? parseIPv6(address) : parseIPv4(address), Number(bits)];
  };

  it('each IPv4 prefix text matches its base and length, with no host bits set', () => {
    for (const b of IPV4_BLOCKS) {
      const [base, bits] = parsePrefix(b.prefix);
      expect([base, bits], b.prefix).toEqual([b.base, b.bits]);
      expect(bits === 32 ? 0 : b.base % 2 ** (32 - bits), b.prefix).toBe(0);
    }
  });

  it('each IPv6 prefix text matches its base and length, with no host bits set', () => {
    for (const b of IPV6_BLOCKS) {
      const [base, bits] = parsePrefix(b.prefix);
      expect([Array.from(base as Uint16Array), bits], b.prefix).toEqual([b.base, b.bits]);
      for (let k = 0; k < 8; k++) {
        const keep = Math.max(0, Math.min(16, bits - 16 * k)); // bits of group k inside the prefix
        expect(b.base[k]! % 2 ** (16 - keep), b.prefix).toBe(0);
      }
    }
  });

  it('is sorted longest prefix first, so the first match is the longest-prefix match', () => {
    for (const table of [IPV4_BLOCKS, IPV6_BLOCKS] as const) {
      const lengths = table.map((b) => b.bits);
      expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    }
  });

  it('ipBlock names the block and its RFC', () => {
    expect(ipBlock('172.20.0.1')).toEqual({ prefix: '172.16.0.0/12', ipClass: 'private', rfc: 'RFC 1918' });
    expect(ipBlock('[2001:db8::1]')).toEqual({ prefix: '2001:db8::/32', ipClass: 'documentation', rfc: 'RFC 3849' });
    expect(ipBlock('8.8.8.8')?.ipClass).toBe('global');
    expect(ipBlock('example.com')).toBeUndefined();
  });

  it('ipBlock returns a new object each time', () => {
    expect(ipBlock('10.0.0.1')).not.toBe(ipBlock('10.0.0.1'));
  });
});

describe('the predicates, on every kind of input', () => {
  // [input, loopback, private, link-local, unique-local, documentation, ipv4-mapped]
  type Row = readonly [unknown, boolean, boolean, boolean, boolean, boolean, boolean];
  const rows: readonly Row[] = [
    ['127.0.0.1', true, false, false, false, false, false],
    ['127.255.0.9', true, false, false, false, false, false],
    [0x7f000001, true, false, false, false, false, false],
    ['[::1]', true, false, false, false, false, false],
    ['::1', true, false, false, false, false, false],
    [parseIPv6('::1'), true, false, false, false, false, false],
    [[0, 0, 0, 0, 0, 0, 0, 1], true, false, false, false, false, false],
    // an IPv4-mapped address is its IPv4 host to every predicate but isIPv4Mapped
    ['[::ffff:127.0.0.1]', true, false, false, false, false, true],
    ['[::ffff:7f00:1]', true, false, false, false, false, true],
    ['[::ffff:10.1.2.3]', false, true, false, false, false, true],
    ['[::ffff:169.254.1.1]', false, false, true, false, false, true],
    ['[::ffff:192.0.2.1]', false, false, false, false, true, true],
    ['[::ffff:8.8.8.8]', false, false, false, false, false, true],
    // RFC 1918 only: neither the shared range nor unique-local addresses are "private"
    ['10.0.0.1', false, true, false, false, false, false],
    ['172.16.5.4', false, true, false, false, false, false],
    ['192.168.1.1', false, true, false, false, false, false],
    ['100.64.0.1', false, false, false, false, false, false],
    ['169.254.169.254', false, false, true, false, false, false],
    ['[fe80::1]', false, false, true, false, false, false],
    ['[fe80::1%25eth0]', false, false, true, false, false, false],
    ['[fd12:3456::1]', false, false, false, true, false, false],
    ['[fc00::]', false, false, false, true, false, false],
    ['192.0.2.7', false, false, false, false, true, false],
    ['198.51.100.7', false, false, false, false, true, false],
    ['203.0.113.7', false, false, false, false, true, false],
    ['[2001:db8::1]', false, false, false, false, true, false],
    ['[3fff::1]', false, false, false, false, true, false],
    ['8.8.8.8', false, false, false, false, false, false],
    ['[2606:4700:4700::1111]', false, false, false, false, false, false],
    // strings that are no IP address: reg-names (RFC 3986 Sec. 7.4's forms too) and IPvFuture
    ['localhost', false, false, false, false, false, false],
    ['127.1', false, false, false, false, false, false],
    ['0x7f.0.0.1', false, false, false, false, false, false],
    ['2130706433', false, false, false, false, false, false],
    ['127.0.0.1.', false, false, false, false, false, false],
    ['', false, false, false, false, false, false],
    ['[v1.fe80::1]', false, false, false, false, false, false],
  ];
  it.each(rows)('%j', (input, loopback, priv, linkLocal, uniqueLocal, documentation, mapped) => {
    const a = input as string;
    expect([isLoopback(a), isPrivate(a), isLinkLocal(a), isUniqueLocal(a), isDocumentation(a), isIPv4Mapped(a)])
      .toEqual([loopback, priv, linkLocal, uniqueLocal, documentation, mapped]);
  });

  it('ipClass gives undefined for a string that is no IP address', () => {
    for (const host of ['localhost', 'example.com', '127.1', '[v1.x]', '']) expect(ipClass(host), host).toBeUndefined();
  });

  it('mappedIPv4 gives the IPv4 host of ::ffff:0:0/96 and nothing else', () => {
    expect(mappedIPv4(parseIPv6('::ffff:127.0.0.1'))).toBe(0x7f000001);
    expect(mappedIPv4(parseIPv6('::ffff:255.255.255.255'))).toBe(0xffffffff);
    expect(mappedIPv4([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201])).toBe(0xc0000201);
    expect(mappedIPv4(parseIPv6('::127.0.0.1'))).toBeUndefined();
    expect(mappedIPv4(parseIPv6('::ffff:0:127.0.0.1'))).toBeUndefined();
    expect(mappedIPv4(parseIPv6('1::ffff:127.0.0.1'))).toBeUndefined();
  });
});

describe('errors', () => {
  // [input, code, index]
  const rows: readonly (readonly [unknown, UriErrorCode, number])[] = [
    ['[::1', 'invalid-ip-literal', 4],
    ['[::g]', 'invalid-ipv6', 3],
    ['[fe80::1%eth0]', 'invalid-zone-delimiter', 8],
    ['1:2', 'invalid-ipv6', 3],
    ['fe80::1%eth0', 'invalid-ipv6', 7],
    [-1, 'invalid-argument', 0],
    [0x100000000, 'invalid-argument', 0],
    [1.5, 'invalid-argument', 0],
    [new Uint16Array(4), 'invalid-argument', 0],
    [[0, 0, 0, 0, 0, 0, 0, 0x10000], 'invalid-argument', 0],
    [null, 'invalid-argument', 0],
    [undefined, 'invalid-argument', 0],
    [{}, 'invalid-argument', 0],
  ];
  it.each(rows)('%j: %s at %i', (input, code, index) => {
    const a = input as string;
    for (const fn of [ipClass, ipBlock, isLoopback, isPrivate, isLinkLocal, isUniqueLocal, isDocumentation, isIPv4Mapped]) {
      expectUriError(() => fn(a), code, index);
    }
  });

  it('classifyIPv4, classifyIPv6 and mappedIPv4 check their argument', () => {
    expectUriError(() => classifyIPv4('127.0.0.1' as unknown as number), 'invalid-argument', 0);
    expectUriError(() => classifyIPv6('::1' as unknown as Uint16Array), 'invalid-argument', 0);
    expectUriError(() => mappedIPv4(new Uint16Array(9)), 'invalid-argument', 0);
  });
});

describe('@example lines of classify.ts', () => {
  it('run as written', () => {
    expect(mappedIPv4(parseIPv6('::ffff:127.0.0.1'))).toBe(2130706433);
    expect(classifyIPv4(parseIPv4('10.1.2.3'))).toBe('private');
    expect(classifyIPv6(parseIPv6('fd12:3456::1'))).toBe('unique-local');
    expect(ipClass('192.0.2.7')).toBe('documentation');
    expect(ipClass('[::1]')).toBe('loopback');
    expect(ipClass('localhost')).toBeUndefined();
    expect(ipBlock('172.20.0.1')).toEqual({ prefix: '172.16.0.0/12', ipClass: 'private', rfc: 'RFC 1918' });
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('[::ffff:127.0.0.1]')).toBe(true);
    expect(isPrivate('192.168.1.1')).toBe(true);
    expect(isLinkLocal('[fe80::1%25eth0]')).toBe(true);
    expect(isUniqueLocal('[fd00::1]')).toBe(true);
    expect(isDocumentation('[2001:db8::1]')).toBe(true);
    expect(isIPv4Mapped('[::ffff:192.0.2.1]')).toBe(true);
  });
});
