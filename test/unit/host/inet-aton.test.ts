/**
 * RFC 3986 §7.4 "Rare IP Address Formats" — the forms stay reg-names (the grammar's answer), and
 * inetAtonAddress says what an inet_aton-style resolver (POSIX inet_addr, glibc inet_aton) makes
 * of them.
 */
import { describe, expect, it } from 'vitest';
import { formatIPv4, inetAtonAddress, ipClass, isIPv4, isLoopback } from '../../../src/host/index.js';
import { parse } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

describe('RFC 3986 Sec. 7.4: numeric hosts that are not IPv4addresses', () => {
  // Sec. 7.4's own kinds: octal and hex parts, fewer than four parts, one 32-bit number
  const forms = ['0x7f.1', '2130706433', '0177.0.0.1', '127.1', '127.0.1', '0x7f000001', '0x7F.0.0.1', '017700000001'];
  it.each(forms)('%s is a reg-name to parse(), 127.0.0.1 to inet_aton', (host) => {
    const uri = parse('http://' + host + '/');
    expect(uri.hostKind).toBe('reg-name');
    expect(uri.host).toBe(host);
    expect(isIPv4(host)).toBe(false);
    expect(ipClass(host)).toBeUndefined(); // not an IP address by the grammar...
    expect(isLoopback(host)).toBe(false);
    const value = inetAtonAddress(host); // ...but a resolver connects to loopback all the same
    expect(value).toBe(0x7f000001);
    expect(formatIPv4(value!)).toBe('127.0.0.1');
  });
});

describe('inetAtonAddress: the inet_aton rules', () => {
  // [host, dotted result or undefined]
  const rows: readonly (readonly [string, string | undefined])[] = [
    // every IPv4address is read as itself
    ['0.0.0.0', '0.0.0.0'],
    ['255.255.255.255', '255.255.255.255'],
    ['192.0.2.1', '192.0.2.1'],
    // a.b.c.d, a.b.c (c 16 bits), a.b (b 24 bits), a (32 bits)
    ['1.2.3.4', '1.2.3.4'],
    ['1.2.772', '1.2.3.4'],
    ['1.131844', '1.2.3.4'],
    ['16909060', '1.2.3.4'],
    ['1.2.65535', '1.2.255.255'],
    ['1.16777215', '1.255.255.255'],
    ['4294967295', '255.255.255.255'],
    ['0', '0.0.0.0'],
    ['1.256', '1.0.1.0'],
    // bases: 0x / 0X hex, leading 0 octal, else decimal; any number of leading zeros
    ['0xc0.0x00.0x02.0x01', '192.0.2.1'],
    ['0XC0.0.2.1', '192.0.2.1'],
    ['0300.0.02.01', '192.0.2.1'],
    ['00000000000000000300.0.2.1', '192.0.2.1'],
    ['0x000000000000c0.0.2.1', '192.0.2.1'],
    ['0xffffffff', '255.255.255.255'],
    ['037777777777', '255.255.255.255'],
    ['00', '0.0.0.0'],
    ['0x0', '0.0.0.0'],
    ['010.0.0.1', '8.0.0.1'],
    // rejected
    ['', undefined],
    ['.', undefined],
    ['1.', undefined],
    ['1.2.3.4.', undefined],
    ['.1.2.3', undefined],
    ['1..2', undefined],
    ['1.2.3.4.5', undefined],
    ['256.1', undefined], // a part before a '.' is one byte
    ['1.2.256.1', undefined],
    ['1.2.65536', undefined], // the last part fills only the bytes left
    ['1.16777216', undefined],
    ['4294967296', undefined], // above 2^32 - 1
    ['0x100000000', undefined],
    ['99999999999999999999999', undefined],
    ['08', undefined], // '8' is no octal digit
    ['0.09', undefined],
    ['0x', undefined], // "0x" with no hex digit
    ['0x.1', undefined],
    ['0xg', undefined],
    ['1e2', undefined],
    ['+1', undefined],
    ['-1', undefined],
    [' 1.2.3.4', undefined],
    ['1.2.3.4 ', undefined], // glibc would stop at the space; a URI host has none (see the module comment)
    ['1.2.3.4/24', undefined],
    ['example.com', undefined],
    ['localhost', undefined],
    ['1.2.3.a', undefined],
    ['\uff11.2.3.4', undefined],
    ['[::1]', undefined],
  ];
  it.each(rows)('%j -> %s', (host, want) => {
    const got = inetAtonAddress(host);
    expect(got === undefined ? undefined : formatIPv4(got)).toBe(want);
  });

  it('rejects a non-string with invalid-argument', () => {
    expectUriError(() => inetAtonAddress(2130706433 as unknown as string), 'invalid-argument', 0);
  });
});

describe('@example lines of inet-aton.ts', () => {
  it('run as written', () => {
    expect(inetAtonAddress('127.1')).toBe(2130706433);
    expect(inetAtonAddress('example.com')).toBeUndefined();
  });
});
