/**
 * RFC 6874 §2 — IPv6 zone identifiers in URIs: parseZonedIPLiteral and the parser's reader
 * readZoneId. (RFC 9844 has since obsoleted RFC 6874; these functions keep its grammar for the
 * parser option that will accept zones.)
 */
import { describe, expect, it } from 'vitest';
import { parseIPv6, parseZonedIPLiteral } from '../../../src/host/index.js';
import { ParseState, readZoneId } from '../../../src/parse.js';
import { parseError } from '../../../src/parse-error.js';

const STATE = new ParseState();
import { parse } from '../../../src/uri.js';
import type { UriErrorCode } from '../../../src/errors.js';
import { validate } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

describe('RFC 6874 Sec. 2: IPv6addrz = IPv6address "%25" ZoneID', () => {
  // [literal, address, zone (decoded), zoneRaw]
  const rows: readonly (readonly [string, string, string | undefined, string | undefined])[] = [
    // Sec. 2's example: fe80::a%en1 is written http://[fe80::a%25en1]
    ['[fe80::a%25en1]', 'fe80::a', 'en1', 'en1'],
    ['[fe80::1%25eth0]', 'fe80::1', 'eth0', 'eth0'],
    // a numeric zone index (RFC 4007 Sec. 11.2): "%25" then "1"
    ['[fe80::1%251]', 'fe80::1', '1', '1'],
    // ZoneID = 1*( unreserved / pct-encoded ): escapes are decoded, the raw form kept
    ['[fe80::1%25%65th0]', 'fe80::1', 'eth0', '%65th0'],
    ['[fe80::1%25en%2F1]', 'fe80::1', 'en/1', 'en%2F1'],
    ['[fe80::1%25eth0%25eth1]', 'fe80::1', 'eth0%eth1', 'eth0%25eth1'],
    ['[fe80::1%25a-b.c_d~e]', 'fe80::1', 'a-b.c_d~e', 'a-b.c_d~e'],
    ['[fe80::1%25%C3%A9]', 'fe80::1', '\u00e9', '%C3%A9'],
    // the zone keeps its case; the address is any RFC 3986 IPv6address
    ['[FE80::1%25Eth0]', 'fe80::1', 'Eth0', 'Eth0'],
    ['[::ffff:192.0.2.1%25x]', '::ffff:192.0.2.1', 'x', 'x'],
    ['[ff02:0:0:0:0:0:0:1%25lo]', 'ff02::1', 'lo', 'lo'],
    // no zone at all: IP-literal = "[" IPv6address "]"
    ['[fe80::1]', 'fe80::1', undefined, undefined],
  ];
  it.each(rows)('%s', (literal, address, zone, zoneRaw) => {
    const got = parseZonedIPLiteral(literal);
    expect(got).toEqual({ address: parseIPv6(address), zone, zoneRaw });
  });

  it("RFC 3986's parse() still rejects a zone, at the '%'", () => {
    const e = validate('http://[fe80::a%25en1]/');
    expect({ code: e?.code, index: e?.index }).toEqual({ code: 'invalid-ipv6', index: 15 });
  });
});

describe('parseZonedIPLiteral errors: code and index', () => {
  // [input, code, index]
  const rows: readonly (readonly [string, UriErrorCode, number])[] = [
    // Sec. 2: the delimiter is "%25"; a bare '%' (RFC 4007's text form) is not a URI's
    ['[fe80::1%eth0]', 'invalid-zone-delimiter', 8],
    ['[fe80::a%en1]', 'invalid-zone-delimiter', 8],
    ['[fe80::1%]', 'invalid-zone-delimiter', 8],
    ['[fe80::1%2]', 'invalid-zone-delimiter', 8],
    ['[fe80::1%2eth0]', 'invalid-zone-delimiter', 8], // "%2e" is '.', not the delimiter
    ['[fe80::1%2', 'invalid-zone-delimiter', 8],
    // ZoneID = 1*( unreserved / pct-encoded )
    ['[fe80::1%25]', 'invalid-zone-id', 11],
    ['[fe80::1%25eth 0]', 'invalid-zone-id', 14],
    ['[fe80::1%25eth:0]', 'invalid-zone-id', 14],
    ['[fe80::1%25eth!]', 'invalid-zone-id', 14],
    ['[fe80::1%25\u00e9]', 'invalid-zone-id', 11],
    ['[fe80::1%25eth%]', 'invalid-percent-encoding', 14],
    ['[fe80::1%25eth%4]', 'invalid-percent-encoding', 14],
    ['[fe80::1%25%zz]', 'invalid-percent-encoding', 11],
    ['[fe80::1%25%FF]', 'invalid-utf8', 11],
    // the literal around it
    ['[fe80::1%25eth0', 'invalid-ip-literal', 15],
    ['[fe80::1%25eth0]x', 'invalid-ip-literal', 16],
    ['[fe80::1%25eth0]:80', 'invalid-ip-literal', 16],
    ['fe80::1%25eth0', 'invalid-ip-literal', 0],
    ['[fe80::1', 'invalid-ip-literal', 8],
    ['[fe80::g%25eth0]', 'invalid-ipv6', 7],
    ['[fe80:1%25eth0]', 'invalid-ipv6', 7],
    ['[v1.x]', 'invalid-ipv6', 1],
  ];
  it.each(rows)('%j: %s at %i', (input, code, index) => {
    expect(expectUriError(() => parseZonedIPLiteral(input), code, index).input).toBe(input);
  });

  it("names the fix for a bare '%': write the zone delimiter as %25", () => {
    const e = expectUriError(() => parseZonedIPLiteral('[fe80::1%eth0]'), 'invalid-zone-delimiter', 8);
    expect(e.message).toContain('write the zone delimiter as %25');
  });

  it('rejects a non-string with invalid-argument', () => {
    expectUriError(() => parseZonedIPLiteral(undefined as unknown as string), 'invalid-argument', 0);
  });
});

describe('readZoneId: the reader the parser calls (index after the ZoneID, or -1)', () => {
  it('reads up to the first character outside unreserved / pct-encoded', () => {
    const s = '[fe80::1%25eth0]/x';
    expect(readZoneId(STATE, s, 11, s.length)).toBe(15);
    expect(readZoneId(STATE, 'en%31]', 0, 6)).toBe(5);
    expect(readZoneId(STATE, 'eth0', 0, 4)).toBe(4);
  });

  it('stops at `end`, and a pct-encoded that `end` cuts is not one', () => {
    expect(readZoneId(STATE, 'eth0', 0, 2)).toBe(2);
    expect(readZoneId(STATE, '%41', 0, 2)).toBe(-1);
    expect(parseError(STATE, '%41')).toMatchObject({ code: 'invalid-percent-encoding', index: 0 });
  });

  // [s, start, code, index]
  const failures: readonly (readonly [string, number, UriErrorCode, number])[] = [
    ['[fe80::1%25]', 11, 'invalid-zone-id', 11],
    ['[fe80::1%25', 11, 'invalid-zone-id', 11],
    ['[fe80::1%25%zz]', 11, 'invalid-percent-encoding', 11],
    ['[fe80::1%25ab%]', 11, 'invalid-percent-encoding', 13],
  ];
  it.each(failures)('%j from %i: %s at %i', (s, start, code, index) => {
    expect(readZoneId(STATE, s, start, s.length)).toBe(-1);
    const e = parseError(STATE, s);
    expect({ code: e.code, index: e.index, input: e.input }).toEqual({ code, index, input: s });
  });
});

describe('parse(input, { zoneId: true }): RFC 6874 zones in URIs', () => {
  it.each([
    ['http://[fe80::1%25eth0]/', 'eth0', '[fe80::1%25eth0]'],
    ['http://[fe80::a%25en1]:8080/x', 'en1', '[fe80::a%25en1]'], // RFC 6874 section 2's example form
    ['http://[fe80::1%25%31]/', '1', '[fe80::1%25%31]'],
  ])('%s has zone %s', (input, zone, host) => {
    const uri = parse(input, { zoneId: true });
    expect(uri.zoneId).toBe(zone);
    expect(uri.host).toBe(host);
    expect(uri.hostKind).toBe('ipv6');
    expect(uri.toString()).toBe(input);
  });

  it('without a zone, zoneId is undefined; without the option a zone is an error that names it', () => {
    expect(parse('http://[fe80::1]/', { zoneId: true }).zoneId).toBeUndefined();
    expect(parse('http://example.com/').zoneId).toBeUndefined();
    const e = expectUriError(() => parse('http://[fe80::1%25eth0]/'), 'invalid-ipv6', 15);
    expect(e.message).toContain('zoneId: true');
  });

  it.each([
    ['http://[fe80::1%eth0]/', 'invalid-zone-delimiter', 15], // a bare '%': the fix is %25
    ['http://[fe80::1%25]/', 'invalid-zone-id', 18],
    ['http://[fe80::1%25eth0/', 'invalid-ip-literal', 22],
    ['http://[fe80::1%25et:h0]/', 'invalid-zone-id', 20],
    ['http://[fe80::1%25eth%zz]/', 'invalid-percent-encoding', 21],
    ['http://[v1.x%25eth0]/', 'invalid-ipvfuture', 12], // zones belong to IPv6 only
  ] as const)('%s -> %s at %i', (input, code, index) => {
    const e = expectUriError(() => parse(input, { zoneId: true }), code, index);
    if (code === 'invalid-zone-delimiter') expect(e.message).toContain('%25');
  });

  it('with() keeps the zone option of the Uri it comes from', () => {
    const uri = parse('http://[fe80::1%25eth0]/', { zoneId: true });
    expect(uri.with({ path: '/x' }).zoneId).toBe('eth0');
    expectUriError(() => parse('http://h/').with({ host: '[fe80::1%25eth0]' }), 'invalid-ipv6', 8);
  });
});

describe('@example lines of parseZonedIPLiteral', () => {
  it('run as written', () => {
    expect(parseZonedIPLiteral('[fe80::1%25eth0]').zone).toBe('eth0');
  });
});
