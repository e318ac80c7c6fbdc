/**
 * RFC 4291 §2.2, RFC 5952 §4-§5, RFC 3986 §3.2.2 — parseIPv6, parseIPLiteral and formatIPv6:
 * IPv6 text to eight 16-bit groups and back to the canonical text.
 */
import { describe, expect, it } from 'vitest';
import {
  type FormatIPv6Options, formatIPv6, isIPv6, parseIPLiteral, parseIPv6, tryParseIPv6,
} from '../../../src/host/index.js';
import type { UriErrorCode } from '../../../src/errors.js';
import { parse, validate } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

/** The canonical text of an address written any valid way. */
const canonical = (text: string, options?: FormatIPv6Options): string => formatIPv6(parseIPv6(text), options);

/** Groups written as hex numbers, for readable rows. */
const groups = (...g: number[]): Uint16Array => Uint16Array.from(g);

describe('RFC 4291 Sec. 2.2 text forms parse to groups', () => {
  // [text, groups]: the three conventional forms of Sec. 2.2, verbatim
  const rows: readonly (readonly [string, Uint16Array])[] = [
    // 1. the preferred form x:x:x:x:x:x:x:x
    ['ABCD:EF01:2345:6789:ABCD:EF01:2345:6789', groups(0xabcd, 0xef01, 0x2345, 0x6789, 0xabcd, 0xef01, 0x2345, 0x6789)],
    ['2001:DB8:0:0:8:800:200C:417A', groups(0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a)],
    // 2. "::" for one or more groups of zeros
    ['2001:DB8::8:800:200C:417A', groups(0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a)],
    ['FF01:0:0:0:0:0:0:101', groups(0xff01, 0, 0, 0, 0, 0, 0, 0x101)],
    ['FF01::101', groups(0xff01, 0, 0, 0, 0, 0, 0, 0x101)],
    ['0:0:0:0:0:0:0:1', groups(0, 0, 0, 0, 0, 0, 0, 1)],
    ['::1', groups(0, 0, 0, 0, 0, 0, 0, 1)],
    ['0:0:0:0:0:0:0:0', groups(0, 0, 0, 0, 0, 0, 0, 0)],
    ['::', groups(0, 0, 0, 0, 0, 0, 0, 0)],
    // 3. x:x:x:x:x:x:d.d.d.d
    ['0:0:0:0:0:0:13.1.68.3', groups(0, 0, 0, 0, 0, 0, 0x0d01, 0x4403)],
    ['0:0:0:0:0:FFFF:129.144.52.38', groups(0, 0, 0, 0, 0, 0xffff, 0x8190, 0x3426)],
    ['::13.1.68.3', groups(0, 0, 0, 0, 0, 0, 0x0d01, 0x4403)],
    ['::FFFF:129.144.52.38', groups(0, 0, 0, 0, 0, 0xffff, 0x8190, 0x3426)],
    // the "::" at either end and in every position (RFC 3986 Sec. 3.2.2's nine alternatives)
    ['1::', groups(1, 0, 0, 0, 0, 0, 0, 0)],
    ['1:2:3:4:5:6:7::', groups(1, 2, 3, 4, 5, 6, 7, 0)],
    ['::2:3:4:5:6:7:8', groups(0, 2, 3, 4, 5, 6, 7, 8)],
    ['1::8', groups(1, 0, 0, 0, 0, 0, 0, 8)],
    ['1:2::7:8', groups(1, 2, 0, 0, 0, 0, 7, 8)],
    ['1:2:3:4:5::1.2.3.4', groups(1, 2, 3, 4, 5, 0, 0x102, 0x304)],
    ['1:2:3:4:5:6:1.2.3.4', groups(1, 2, 3, 4, 5, 6, 0x102, 0x304)],
    ['::255.255.255.255', groups(0, 0, 0, 0, 0, 0, 0xffff, 0xffff)],
    ['0000:0000:0000:0000:0000:0000:0000:0000', groups(0, 0, 0, 0, 0, 0, 0, 0)],
    ['ffff:FFFF:fFfF:FfFf:ffff:ffff:ffff:ffff', groups(0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff)],
  ];
  it.each(rows)('%s', (text, want) => {
    expect(parseIPv6(text)).toEqual(want);
    expect(tryParseIPv6(text)).toEqual(want);
    expect(isIPv6(text)).toBe(true);
    expect(parseIPLiteral('[' + text + ']')).toEqual(want);
    expect(parse('http://[' + text + ']/').hostKind).toBe('ipv6');
  });

  it('returns a new Uint16Array of length 8 each time', () => {
    const a = parseIPv6('::1');
    const b = parseIPv6('::1');
    expect(a).toBeInstanceOf(Uint16Array);
    expect(a.length).toBe(8);
    expect(a).not.toBe(b);
  });
});

describe('RFC 5952 canonical text', () => {
  // [input, canonical]; each block quotes its section's own examples
  const blocks: Record<string, readonly (readonly [string, string])[]> = {
    // Sec. 2: eight spellings of one address, all one canonical text
    'Sec. 2 the same address written eight ways': [
      ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
      ['2001:0db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
      ['2001:db8::1:0:0:1', '2001:db8::1:0:0:1'],
      ['2001:db8::0:1:0:0:1', '2001:db8::1:0:0:1'],
      ['2001:0db8::1:0:0:1', '2001:db8::1:0:0:1'],
      ['2001:db8:0:0:1::1', '2001:db8::1:0:0:1'],
      ['2001:db8:0000:0:1::1', '2001:db8::1:0:0:1'],
      ['2001:DB8:0:0:1::1', '2001:db8::1:0:0:1'],
    ],
    'Sec. 2.1 leading zeros': [
      ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:0001', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
      ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:001', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
      ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:01', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
      ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:1', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:1'],
    ],
    'Sec. 2.2 zero compression': [
      ['2001:db8:aaaa:bbbb:cccc:dddd::1', '2001:db8:aaaa:bbbb:cccc:dddd:0:1'],
      ['2001:db8:aaaa:bbbb:cccc:dddd:0:1', '2001:db8:aaaa:bbbb:cccc:dddd:0:1'],
      ['2001:db8:0:0:0::1', '2001:db8::1'],
      ['2001:db8:0:0::1', '2001:db8::1'],
      ['2001:db8:0::1', '2001:db8::1'],
      ['2001:db8::1', '2001:db8::1'],
      ['2001:db8::aaaa:0:0:1', '2001:db8::aaaa:0:0:1'],
      ['2001:db8:0:0:aaaa::1', '2001:db8::aaaa:0:0:1'],
    ],
    'Sec. 2.3 upper and lower case': [
      ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
      ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:AAAA', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
      ['2001:db8:aaaa:bbbb:cccc:dddd:eeee:AaAa', '2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa'],
    ],
    'Sec. 4.1 leading zeros MUST be suppressed; 0000 is 0': [
      ['2001:0db8::0001', '2001:db8::1'],
      ['2001:db8:0000:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
      ['0001:0010:0100:1000::', '1:10:100:1000::'],
    ],
    'Sec. 4.2.1 "::" used to its maximum capability': [
      ['2001:db8:0:0:0:0:2:1', '2001:db8::2:1'],
      ['2001:db8::0:1', '2001:db8::1'],
      ['0:0:0:0:0:0:0:0', '::'],
      ['0:0:0:0:0:0:0:1', '::1'],
      ['1:0:0:0:0:0:0:0', '1::'],
    ],
    'Sec. 4.2.2 no "::" for one 16-bit 0 field': [
      ['2001:db8::1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
      ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
      ['0:1:2:3:4:5:6:7', '0:1:2:3:4:5:6:7'],
      ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0'],
      ['1:0:1:0:1:0:1:0', '1:0:1:0:1:0:1:0'],
    ],
    'Sec. 4.2.3 the longest run; the first on a tie': [
      ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
      ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
      ['2001:db8:0:0:1:0:0:0', '2001:db8:0:0:1::'],
      ['0:0:1:0:0:1:0:0', '::1:0:0:1:0:0'],
      ['1:0:0:1:0:0:0:0', '1:0:0:1::'],
    ],
    'Sec. 4.3 lower case': [
      ['2001:DB8::ABCD:EF', '2001:db8::abcd:ef'],
      ['FE80::1', 'fe80::1'],
    ],
    'Sec. 5 IPv4-mapped addresses end in dotted decimal': [
      ['0:0:0:0:0:ffff:192.0.2.1', '::ffff:192.0.2.1'],
      ['::ffff:c000:0201', '::ffff:192.0.2.1'],
      ['::FFFF:129.144.52.38', '::ffff:129.144.52.38'],
      ['::ffff:0:0', '::ffff:0.0.0.0'],
      ['::ffff:ffff:ffff', '::ffff:255.255.255.255'],
      // other embedded forms stay hexadecimal by default (options.mixed: 'well-known' below)
      ['::13.1.68.3', '::d01:4403'],
      ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
      ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:102:304'],
    ],
    'RFC 4291 Sec. 2.2 examples': [
      ['ABCD:EF01:2345:6789:ABCD:EF01:2345:6789', 'abcd:ef01:2345:6789:abcd:ef01:2345:6789'],
      ['2001:DB8:0:0:8:800:200C:417A', '2001:db8::8:800:200c:417a'],
      ['FF01:0:0:0:0:0:0:101', 'ff01::101'],
      ['0:0:0:0:0:0:0:1', '::1'],
      ['0:0:0:0:0:0:0:0', '::'],
      ['0:0:0:0:0:FFFF:129.144.52.38', '::ffff:129.144.52.38'],
    ],
  };
  for (const [section, rows] of Object.entries(blocks)) {
    describe(section, () => {
      it.each(rows)('%s -> %s', (input, want) => {
        expect(canonical(input)).toBe(want);
        expect(canonical(want)).toBe(want); // a fixed point
        expect(parseIPv6(want)).toEqual(parseIPv6(input)); // the same address
      });
    });
  }
});

describe('formatIPv6 writes each group as RFC 5952 Sec. 4.1 and 4.3 say', () => {
  it('every 16-bit value: lower-case hex, no leading zero, "0" for zero', () => {
    // (the groups around it are 1: no run of zero groups to compress, Sec. 4.2.2)
    const hex = '0123456789abcdef';
    for (let v = 0; v < 0x10000; v++) {
      let want = '';
      for (let x = v; x > 0; x = Math.floor(x / 16)) want = hex[x % 16] + want;
      expect(formatIPv6([1, v, 1, 1, 1, 1, 1, 1])).toBe(`1:${want === '' ? '0' : want}:1:1:1:1:1:1`);
    }
  });
});

describe('formatIPv6 options.mixed (RFC 5952 Sec. 5)', () => {
  // [input, 'ipv4-mapped' (default), 'well-known', 'never']
  const rows: readonly (readonly [string, string, string, string])[] = [
    // RFC 4291 Sec. 2.5.5.2 IPv4-mapped
    ['::ffff:192.0.2.1', '::ffff:192.0.2.1', '::ffff:192.0.2.1', '::ffff:c000:201'],
    // RFC 2765 Sec. 2.1 IPv4-translated ::ffff:0:0:0/96
    ['::ffff:0:192.0.2.1', '::ffff:0:c000:201', '::ffff:0:192.0.2.1', '::ffff:0:c000:201'],
    // RFC 6052 Sec. 2.4's own example, the well-known prefix 64:ff9b::/96
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221', '64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
    ['64:ff9b::', '64:ff9b::', '64:ff9b::0.0.0.0', '64:ff9b::'],
    // RFC 4291 Sec. 2.5.5.1 IPv4-compatible (deprecated), but never :: or ::1 (RFC 5952 erratum 2872)
    ['::13.1.68.3', '::d01:4403', '::13.1.68.3', '::d01:4403'],
    ['::2', '::2', '::0.0.0.2', '::2'],
    ['::1:0', '::1:0', '::0.1.0.0', '::1:0'],
    ['::1', '::1', '::1', '::1'],
    ['::', '::', '::', '::'],
    // no well-known prefix: hexadecimal in every mode
    ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:102:304', '1:2:3:4:5:6:102:304', '1:2:3:4:5:6:102:304'],
    ['::1:ffff:1.2.3.4', '::1:ffff:102:304', '::1:ffff:102:304', '::1:ffff:102:304'],
    ['64:ff9b:1::1.2.3.4', '64:ff9b:1::102:304', '64:ff9b:1::102:304', '64:ff9b:1::102:304'],
  ];
  it.each(rows)('%s', (input, mapped, wellKnown, never) => {
    const g = parseIPv6(input);
    expect(formatIPv6(g)).toBe(mapped);
    expect(formatIPv6(g, { mixed: 'ipv4-mapped' })).toBe(mapped);
    expect(formatIPv6(g, { mixed: 'well-known' })).toBe(wellKnown);
    expect(formatIPv6(g, { mixed: 'never' })).toBe(never);
    for (const text of [mapped, wellKnown, never]) expect(parseIPv6(text)).toEqual(g);
  });

  it('compresses only the hexadecimal part in front of the dotted form', () => {
    expect(formatIPv6(groups(0, 0, 0, 0, 0, 0xffff, 0, 0))).toBe('::ffff:0.0.0.0');
    expect(formatIPv6(groups(0x64, 0xff9b, 0, 0, 0, 0, 0, 0), { mixed: 'well-known' })).toBe('64:ff9b::0.0.0.0');
  });
});

describe('formatIPv6 arguments', () => {
  it('accepts a Uint16Array or an array of 8 integers 0-65535', () => {
    expect(formatIPv6([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])).toBe('2001:db8::1');
    expect(formatIPv6(new Uint16Array(8))).toBe('::');
  });

  const bad: readonly unknown[] = [
    undefined, null, '::1', 1, new Uint16Array(7), new Uint16Array(9), [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 65536], [0, 0, 0, 0, 0, 0, 0, -1], [0, 0, 0, 0, 0, 0, 0, 1.5], [0, 0, 0, 0, 0, 0, 0, '1'],
    new Uint8Array(8),
  ];
  it.each(bad)('rejects %j with invalid-argument', (value) => {
    expectUriError(() => formatIPv6(value as Uint16Array), 'invalid-argument', 0);
  });

  it('rejects an unknown options.mixed', () => {
    expectUriError(() => formatIPv6(new Uint16Array(8), { mixed: 'always' as 'never' }), 'invalid-argument', 0);
  });

  it('does not change its argument', () => {
    const g = parseIPv6('2001:db8::1');
    const copy = g.slice();
    formatIPv6(g, { mixed: 'well-known' });
    expect(g).toEqual(copy);
  });
});

describe('parseIPv6 errors: code and index (RFC 3986 Sec. 3.2.2)', () => {
  // [input, code, index]
  const rows: readonly (readonly [string, UriErrorCode, number])[] = [
    ['', 'invalid-ipv6', 0],
    [':', 'invalid-ipv6', 1],
    [':2:3:4:5:6:7:8', 'invalid-ipv6', 1],
    ['1:2:3:4:5:6:7:', 'invalid-ipv6', 14],
    ['1:2:3:4:5:6:7', 'invalid-ipv6', 13],
    ['1:2:3:4:5:6:7:8:9', 'invalid-ipv6', 16],
    ['1:2:3:4:5:6:7:8::', 'invalid-ipv6', 15],
    ['1::d6::42', 'invalid-ipv6', 5],
    ['1:2:3:4:5:::8', 'invalid-ipv6', 11],
    ['12345::', 'invalid-ipv6', 4],
    ['::abcef', 'invalid-ipv6', 6],
    ['::laptop', 'invalid-ipv6', 2],
    ['g::', 'invalid-ipv6', 0],
    ['1', 'invalid-ipv6', 1],
    ['127.0.0.1', 'invalid-ipv6', 0],
    // the embedded IPv4 address (ls32)
    ['1::2:192.168.256.1', 'invalid-ipv6', 15],
    ['1::2:192.168.ff.1', 'invalid-ipv6', 13],
    ['1:2:3:4:1.2.3', 'invalid-ipv6', 8],
    ['::ffff:192.168.0.01', 'invalid-ipv6', 18],
    ['100:100:100:100:100:100:255.255.255.255.255', 'invalid-ipv6', 39],
    ['100:100:100:100:100:100:100:255.255.255.255', 'invalid-ipv6', 28],
    ['::1.2.3.4:5', 'invalid-ipv6', 9],
    // what is not part of an address: brackets, zone, prefix length, white space
    ['[::1]', 'invalid-ipv6', 0],
    ['fe80::a%eth1', 'invalid-ipv6', 7],
    ['fe80::1%25eth1', 'invalid-ipv6', 7],
    ['fe80::/64', 'invalid-ipv6', 6],
    [' ::1', 'invalid-ipv6', 0],
    ['::1 ', 'invalid-ipv6', 3],
    ['1:2:3:4:5:6:7:\u09ea', 'invalid-ipv6', 14],
    ['1:2::192.16\u09ea.0.1', 'invalid-ipv6', 11],
  ];
  it.each(rows)('%j: %s at %i', (input, code, index) => {
    const e = expectUriError(() => parseIPv6(input), code, index);
    expect(e.input).toBe(input);
    expect(tryParseIPv6(input)).toBeNull();
    expect(isIPv6(input)).toBe(false);
  });

  it('names what is wrong and the way out', () => {
    expect(expectUriError(() => parseIPv6('fe80::a%eth1'), 'invalid-ipv6', 7).message).toContain('parseZonedIPLiteral');
    expect(expectUriError(() => parseIPv6('[::1]'), 'invalid-ipv6', 0).message).toContain('parseIPLiteral');
    expect(expectUriError(() => parseIPv6('fe80::/64'), 'invalid-ipv6', 6).message).toContain('prefix length');
  });

  it('agrees with parse() on the index of an error inside brackets', () => {
    for (const [input, code, index] of rows) {
      if (input.startsWith('[') || input.startsWith(' ') || input.endsWith(' ') || input.includes('%') || input.includes('/')) continue;
      const e = validate('http://[' + input + ']/');
      expect(e === null ? null : { code: e.code, index: e.index }, input).toEqual({ code, index: index + 8 });
    }
  });

  it('rejects a non-string with invalid-argument; the twins answer null and false', () => {
    expectUriError(() => parseIPv6(1 as unknown as string), 'invalid-argument', 0);
    expect(tryParseIPv6(null as unknown as string)).toBeNull();
    expect(isIPv6(undefined as unknown as string)).toBe(false);
  });
});

describe('parseIPLiteral: "[" IPv6address "]" (RFC 3986 Sec. 3.2.2)', () => {
  it('reads the address inside the brackets', () => {
    expect(parseIPLiteral('[2001:DB8::1]')).toEqual(parseIPv6('2001:db8::1'));
    expect(parseIPLiteral('[::ffff:192.0.2.1]')).toEqual(groups(0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201));
  });

  // [input, code, index]: the same codes and indexes as parse() gives for the host
  const rows: readonly (readonly [string, UriErrorCode, number])[] = [
    ['::1', 'invalid-ip-literal', 0],
    ['', 'invalid-ip-literal', 0],
    ['[::1', 'invalid-ip-literal', 4],
    ['[::1]:80', 'invalid-ip-literal', 5],
    ['[::1]x', 'invalid-ip-literal', 5],
    ['[::g]', 'invalid-ipv6', 3],
    ['[1:2:3]', 'invalid-ipv6', 6],
    ['[]', 'invalid-ipv6', 1],
    ['[v1.x]', 'invalid-ipv6', 1],
    ['[V7.a]', 'invalid-ipv6', 1],
    ['[fe80::1%25eth0]', 'invalid-ipv6', 8],
  ];
  it.each(rows)('%j: %s at %i', (input, code, index) => {
    expect(expectUriError(() => parseIPLiteral(input), code, index).input).toBe(input);
  });
});

describe('@example lines of ipv6.ts', () => {
  it('run as written', () => {
    expect(parseIPv6('2001:db8::1')).toEqual(groups(0x2001, 0xdb8, 0, 0, 0, 0, 0, 1));
    expect(tryParseIPv6('fe80::1%eth0')).toBeNull();
    expect(isIPv6('::ffff:192.0.2.1')).toBe(true);
    expect(isIPv6('[::1]')).toBe(false);
    expect(parseIPLiteral('[::1]')).toEqual(groups(0, 0, 0, 0, 0, 0, 0, 1));
    expect(formatIPv6(parseIPv6('2001:DB8:0:0:1:0:0:1'))).toBe('2001:db8::1:0:0:1');
    expect(formatIPv6(parseIPv6('0:0:0:0:0:FFFF:c000:0201'))).toBe('::ffff:192.0.2.1');
  });
});
