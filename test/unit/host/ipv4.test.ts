/** RFC 3986 §3.2.2 IPv4address (RFC 2673 dotted-quad) — parseIPv4, tryParseIPv4, isIPv4, formatIPv4. */
import { describe, expect, it } from 'vitest';
import { formatIPv4, isIPv4, parseIPv4, tryParseIPv4 } from '../../../src/host/index.js';
import type { UriErrorCode } from '../../../src/errors.js';
import { parse } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

describe('RFC 3986 Sec. 3.2.2 IPv4address to its 32-bit value', () => {
  // [text, value]
  const rows: readonly (readonly [string, number])[] = [
    ['0.0.0.0', 0],
    ['255.255.255.255', 0xffffffff],
    ['127.0.0.1', 0x7f000001],
    ['192.0.2.1', 0xc0000201],
    ['10.20.30.40', 0x0a141e28],
    ['128.0.0.0', 0x80000000], // above 2^31: unsigned, never negative
    ['1.2.3.4', 0x01020304],
    // every dec-octet alternative: DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
    ['9.99.199.249', 0x0963c7f9],
    ['250.251.252.253', 0xfafbfcfd],
  ];
  it.each(rows)('%s', (text, value) => {
    expect(parseIPv4(text)).toBe(value);
    expect(tryParseIPv4(text)).toBe(value);
    expect(isIPv4(text)).toBe(true);
    expect(formatIPv4(value)).toBe(text);
    expect(parse('http://' + text + '/').hostKind).toBe('ipv4');
  });
});

describe('parseIPv4 errors: code and index', () => {
  // [input, code, index]
  const rows: readonly (readonly [string, UriErrorCode, number])[] = [
    ['', 'invalid-ipv4', 0],
    ['1', 'invalid-ipv4', 1],
    ['1.2.3', 'invalid-ipv4', 5],
    ['127.1', 'invalid-ipv4', 5],
    ['1.2.3.4.5', 'invalid-ipv4', 7],
    ['1.2.3.4.', 'invalid-ipv4', 7],
    ['.1.2.3.4', 'invalid-ipv4', 0],
    ['1..2.3', 'invalid-ipv4', 2],
    ['256.1.1.1', 'invalid-ipv4', 2],
    ['1.2.3.256', 'invalid-ipv4', 8],
    ['300.1.1.1', 'invalid-ipv4', 2],
    ['1000.1.1.1', 'invalid-ipv4', 3],
    // leading zeros: octal to inet_aton (RFC 3986 Sec. 7.4)
    ['01.2.3.4', 'invalid-ipv4', 1],
    ['1.2.3.00', 'invalid-ipv4', 7],
    ['0177.0.0.1', 'invalid-ipv4', 1],
    ['192.168.0.01', 'invalid-ipv4', 11],
    // not decimal, not ASCII, not the address alone
    ['0x7f.0.0.1', 'invalid-ipv4', 1],
    ['2130706433', 'invalid-ipv4', 3],
    ['1e2.0.0.1', 'invalid-ipv4', 1],
    ['+1.2.3.4', 'invalid-ipv4', 0],
    ['-1.2.3.4', 'invalid-ipv4', 0],
    ['192.168.a.1', 'invalid-ipv4', 8],
    [' 1.2.3.4', 'invalid-ipv4', 0],
    ['1.2.3.4 ', 'invalid-ipv4', 7],
    ['1.2.3.4\n', 'invalid-ipv4', 7],
    ['1.2.3.4/24', 'invalid-ipv4', 7],
    ['1.2.3.4:80', 'invalid-ipv4', 7],
    ['1\u09e87.0.0.1', 'invalid-ipv4', 1],
    ['\uff11.2.3.4', 'invalid-ipv4', 0],
    ['::ffff:1.2.3.4', 'invalid-ipv4', 0],
  ];
  it.each(rows)('%j: %s at %i', (input, code, index) => {
    expect(expectUriError(() => parseIPv4(input), code, index).input).toBe(input);
    expect(tryParseIPv4(input)).toBeNull();
    expect(isIPv4(input)).toBe(false);
  });

  it('says why: leading zeros, range, count', () => {
    expect(expectUriError(() => parseIPv4('01.2.3.4'), 'invalid-ipv4', 1).message).toContain('leading zeros');
    expect(expectUriError(() => parseIPv4('256.1.1.1'), 'invalid-ipv4', 2).message).toContain('at most 255');
    expect(expectUriError(() => parseIPv4('127.1'), 'invalid-ipv4', 5).message).toContain('four octets');
  });

  it('rejects a non-string with invalid-argument; the twins answer null and false', () => {
    expectUriError(() => parseIPv4(0x7f000001 as unknown as string), 'invalid-argument', 0);
    expect(tryParseIPv4(undefined as unknown as string)).toBeNull();
    expect(isIPv4(null as unknown as string)).toBe(false);
  });
});

describe('formatIPv4', () => {
  const bad: readonly unknown[] = [-1, 0x100000000, 1.5, NaN, Infinity, '1', 1n, null, undefined];
  it.each(bad)('rejects %s with invalid-argument', (value) => {
    expectUriError(() => formatIPv4(value as number), 'invalid-argument', 0);
  });
});

describe('@example lines of ipv4.ts', () => {
  it('run as written', () => {
    expect(parseIPv4('192.0.2.1')).toBe(3221225985);
    expect(tryParseIPv4('127.1')).toBeNull();
    expect(isIPv4('192.168.0.1')).toBe(true);
    expect(isIPv4('0177.0.0.1')).toBe(false);
    expect(formatIPv4(0x7f000001)).toBe('127.0.0.1');
  });
});
