/** RFC 6890 — special-purpose IP address blocks: what kind of address a host is (loopback, private, ...). */

import { argumentError, describeValue } from '../errors.js';
import { tryParseIPv4 } from './ipv4.js';
import { checkGroups, parseIPv6, parseZonedIPLiteral } from './ipv6.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * The class of an IP address: the special-purpose block it falls in (RFC 6890 and the IANA
 * registries it set up, which later RFCs extend), or 'global' for everything else.
 */
export type IpClass =
  | 'unspecified'          // 0.0.0.0 (RFC 1122 §3.2.1.3), :: (RFC 4291 §2.5.2)
  | 'this-network'         // 0.0.0.0/8 (RFC 791 §3.2, RFC 1122 §3.2.1.3)
  | 'loopback'             // 127.0.0.0/8 (RFC 1122 §3.2.1.3), ::1 (RFC 4291 §2.5.3)
  | 'private'              // 10/8, 172.16/12, 192.168/16 (RFC 1918)
  | 'shared'               // 100.64.0.0/10, carrier-grade NAT (RFC 6598)
  | 'link-local'           // 169.254.0.0/16 (RFC 3927), fe80::/10 (RFC 4291 §2.5.6)
  | 'unique-local'         // fc00::/7 (RFC 4193)
  | 'site-local'           // fec0::/10, deprecated (RFC 3879)
  | 'documentation'        // 192.0.2/24, 198.51.100/24, 203.0.113/24 (RFC 5737), 2001:db8::/32 (RFC 3849), 3fff::/20 (RFC 9637)
  | 'benchmarking'         // 198.18.0.0/15 (RFC 2544), 2001:2::/48 (RFC 5180)
  | 'protocol-assignments' // 192.0.0.0/24 (RFC 6890 §2.2.2), 2001::/23 (RFC 2928)
  | 'ipv4-mapped'          // ::ffff:0:0/96 (RFC 4291 §2.5.5.2)
  | 'ipv4-compatible'      // ::/96, deprecated (RFC 4291 §2.5.5.1)
  | 'ipv4-translated'      // 64:ff9b::/96 (RFC 6052), 64:ff9b:1::/48 (RFC 8215)
  | 'teredo'               // 2001::/32 (RFC 4380)
  | '6to4'                 // 2002::/16 (RFC 3056)
  | 'discard'              // 100::/64 (RFC 6666)
  | 'multicast'            // 224.0.0.0/4 (RFC 5771), ff00::/8 (RFC 4291 §2.7)
  | 'broadcast'            // 255.255.255.255 (RFC 919 §7, RFC 8190)
  | 'reserved'             // 240.0.0.0/4 (RFC 1112 §4), 192.88.99.0/24 (RFC 7526)
  | 'global';              // anything else (RFC 4291 §2.4: "Global Unicast (everything else)")

/** One special-purpose block: its prefix as text, its class, and where it is defined. */
export interface IpBlock {
  readonly prefix: string;
  readonly ipClass: IpClass;
  readonly rfc: string;
}

/**
 * What the classifiers accept:
 * - a number: an IPv4 address as its unsigned 32-bit value (parseIPv4's result);
 * - a Uint16Array or array of 8 groups: an IPv6 address (parseIPv6's result);
 * - a string: a host as `Uri.host` gives it, an IPv4address ('127.0.0.1') or an IP-literal
 *   ('[::1]', a zone allowed: '[fe80::1%25eth0]'), or the bare IPv6 text ('::1').
 */
export type IpAddressInput = number | Uint16Array | readonly number[] | string;

/** An IPv4 block: value, prefix length. */
interface Block4 extends IpBlock {
  readonly base: number;
  readonly bits: number;
}

/** An IPv6 block: the prefix's eight groups, prefix length. */
interface Block6 extends IpBlock {
  readonly base: readonly number[];
  readonly bits: number;
}

// ---------------------------------------------------------------------------------------------
// Tables: the IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 §2.2.2, §2.2.3,
// updated by later RFCs), plus the multicast and reserved ranges of the address-space registries.
// Sorted by prefix length, longest first, so that the first match is the longest-prefix match.

/** @internal exported for the tests, which check each prefix text against base/bits and the order. */
export const IPV4_BLOCKS: readonly Block4[] = [
  { prefix: '255.255.255.255/32', base: 0xffffffff, bits: 32, ipClass: 'broadcast', rfc: 'RFC 919 \u00a77, RFC 8190' },
  { prefix: '0.0.0.0/32', base: 0x00000000, bits: 32, ipClass: 'unspecified', rfc: 'RFC 1122 \u00a73.2.1.3' },
  { prefix: '192.0.0.0/24', base: 0xc0000000, bits: 24, ipClass: 'protocol-assignments', rfc: 'RFC 6890 \u00a72.2.2' },
  { prefix: '192.0.2.0/24', base: 0xc0000200, bits: 24, ipClass: 'documentation', rfc: 'RFC 5737 (TEST-NET-1)' },
  { prefix: '192.88.99.0/24', base: 0xc0586300, bits: 24, ipClass: 'reserved', rfc: 'RFC 7526 (deprecated 6to4 relay anycast)' },
  { prefix: '198.51.100.0/24', base: 0xc6336400, bits: 24, ipClass: 'documentation', rfc: 'RFC 5737 (TEST-NET-2)' },
  { prefix: '203.0.113.0/24', base: 0xcb007100, bits: 24, ipClass: 'documentation', rfc: 'RFC 5737 (TEST-NET-3)' },
  { prefix: '169.254.0.0/16', base: 0xa9fe0000, bits: 16, ipClass: 'link-local', rfc: 'RFC 3927' },
  { prefix: '192.168.0.0/16', base: 0xc0a80000, bits: 16, ipClass: 'private', rfc: 'RFC 1918' },
  { prefix: '198.18.0.0/15', base: 0xc6120000, bits: 15, ipClass: 'benchmarking', rfc: 'RFC 2544' },
  { prefix: '172.16.0.0/12', base: 0xac100000, bits: 12, ipClass: 'private', rfc: 'RFC 1918' },
  { prefix: '100.64.0.0/10', base: 0x64400000, bits: 10, ipClass: 'shared', rfc: 'RFC 6598' },
  { prefix: '0.0.0.0/8', base: 0x00000000, bits: 8, ipClass: 'this-network', rfc: 'RFC 791 \u00a73.2, RFC 1122 \u00a73.2.1.3' },
  { prefix: '10.0.0.0/8', base: 0x0a000000, bits: 8, ipClass: 'private', rfc: 'RFC 1918' },
  { prefix: '127.0.0.0/8', base: 0x7f000000, bits: 8, ipClass: 'loopback', rfc: 'RFC 1122 \u00a73.2.1.3' },
  { prefix: '224.0.0.0/4', base: 0xe0000000, bits: 4, ipClass: 'multicast', rfc: 'RFC 5771' },
  { prefix: '240.0.0.0/4', base: 0xf0000000, bits: 4, ipClass: 'reserved', rfc: 'RFC 1112 \u00a74' },
];

/** @internal exported for the tests, as IPV4_BLOCKS. */
export const IPV6_BLOCKS: readonly Block6[] = [
  { prefix: '::/128', base: [0, 0, 0, 0, 0, 0, 0, 0], bits: 128, ipClass: 'unspecified', rfc: 'RFC 4291 \u00a72.5.2' },
  { prefix: '::1/128', base: [0, 0, 0, 0, 0, 0, 0, 1], bits: 128, ipClass: 'loopback', rfc: 'RFC 4291 \u00a72.5.3' },
  { prefix: '::ffff:0:0/96', base: [0, 0, 0, 0, 0, 0xffff, 0, 0], bits: 96, ipClass: 'ipv4-mapped', rfc: 'RFC 4291 \u00a72.5.5.2' },
  { prefix: '::/96', base: [0, 0, 0, 0, 0, 0, 0, 0], bits: 96, ipClass: 'ipv4-compatible', rfc: 'RFC 4291 \u00a72.5.5.1 (deprecated)' },
  { prefix: '64:ff9b::/96', base: [0x64, 0xff9b, 0, 0, 0, 0, 0, 0], bits: 96, ipClass: 'ipv4-translated', rfc: 'RFC 6052 \u00a72.1' },
  { prefix: '100::/64', base: [0x100, 0, 0, 0, 0, 0, 0, 0], bits: 64, ipClass: 'discard', rfc: 'RFC 6666' },
  { prefix: '64:ff9b:1::/48', base: [0x64, 0xff9b, 1, 0, 0, 0, 0, 0], bits: 48, ipClass: 'ipv4-translated', rfc: 'RFC 8215' },
  { prefix: '2001:2::/48', base: [0x2001, 2, 0, 0, 0, 0, 0, 0], bits: 48, ipClass: 'benchmarking', rfc: 'RFC 5180' },
  { prefix: '2001::/32', base: [0x2001, 0, 0, 0, 0, 0, 0, 0], bits: 32, ipClass: 'teredo', rfc: 'RFC 4380' },
  { prefix: '2001:db8::/32', base: [0x2001, 0xdb8, 0, 0, 0, 0, 0, 0], bits: 32, ipClass: 'documentation', rfc: 'RFC 3849' },
  { prefix: '2001::/23', base: [0x2001, 0, 0, 0, 0, 0, 0, 0], bits: 23, ipClass: 'protocol-assignments', rfc: 'RFC 2928' },
  { prefix: '3fff::/20', base: [0x3fff, 0, 0, 0, 0, 0, 0, 0], bits: 20, ipClass: 'documentation', rfc: 'RFC 9637' },
  { prefix: '2002::/16', base: [0x2002, 0, 0, 0, 0, 0, 0, 0], bits: 16, ipClass: '6to4', rfc: 'RFC 3056' },
  { prefix: 'fe80::/10', base: [0xfe80, 0, 0, 0, 0, 0, 0, 0], bits: 10, ipClass: 'link-local', rfc: 'RFC 4291 \u00a72.5.6' },
  { prefix: 'fec0::/10', base: [0xfec0, 0, 0, 0, 0, 0, 0, 0], bits: 10, ipClass: 'site-local', rfc: 'RFC 3879 (deprecated)' },
  { prefix: 'ff00::/8', base: [0xff00, 0, 0, 0, 0, 0, 0, 0], bits: 8, ipClass: 'multicast', rfc: 'RFC 4291 \u00a72.7' },
  { prefix: 'fc00::/7', base: [0xfc00, 0, 0, 0, 0, 0, 0, 0], bits: 7, ipClass: 'unique-local', rfc: 'RFC 4193' },
];

/** §2.5.5.2 the IPv4-mapped prefix ::ffff:0:0/96. */
const MAPPED: readonly number[] = [0, 0, 0, 0, 0, 0xffff, 0, 0];

const GLOBAL_BLOCK: IpBlock = { prefix: '', ipClass: 'global', rfc: 'RFC 4291 \u00a72.4, RFC 6890' };

// ---------------------------------------------------------------------------------------------
// Small predicates

/** True when the IPv4 value a lies in base/bits. */
function in4(a: number, base: number, bits: number): boolean {
  // bits >= 4 in the table, so the shift count is 0-28; `>>>` keeps both sides unsigned
  return bits === 32 ? a === base : a >>> (32 - bits) === base >>> (32 - bits);
}

/** True when the IPv6 groups g lie in base/bits. */
function in6(g: ArrayLike<number>, base: readonly number[], bits: number): boolean {
  let k = 0;
  for (; bits >= 16; bits -= 16, k++) if (g[k] !== base[k]) return false;
  return bits === 0 || g[k]! >>> (16 - bits) === base[k]! >>> (16 - bits);
}

function checkIPv4(n: unknown, fn: string): number {
  if (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff) return n;
  throw argumentError(`${fn}: expected an IPv4 address as an integer from 0 to 4294967295, got ${describeValue(n)}`);
}

/**
 * The address an input stands for: a number (IPv4), 8 groups (IPv6), or undefined for a string that
 * is not an IP address (a reg-name, including RFC 3986 §7.4's 127.1 or 0x7f.1, or an IPvFuture).
 * A string that claims to be IPv6 (starts with '[' or holds ':') and is malformed throws UriError.
 */
function toAddress(input: unknown, fn: string): number | ArrayLike<number> | undefined {
  if (typeof input === 'string') {
    if (input.charCodeAt(0) === 91) {
      const v = input.charCodeAt(1);
      if (v === 118 || v === 86) return undefined; // IPvFuture
      return parseZonedIPLiteral(input).address;
    }
    if (input.includes(':')) return parseIPv6(input);
    const n = tryParseIPv4(input);
    return n === null ? undefined : n;
  }
  if (typeof input === 'number') return checkIPv4(input, fn);
  return checkGroups(input, fn);
}

/** The IPv4 value behind an IPv4-mapped address (::ffff:0:0/96), or undefined. */
function unmapped(g: ArrayLike<number>): number | undefined {
  return in6(g, MAPPED, 96) ? g[6]! * 0x10000 + g[7]! : undefined;
}

function block4(n: number): IpBlock {
  for (const b of IPV4_BLOCKS) if (in4(n, b.base, b.bits)) return b;
  return GLOBAL_BLOCK;
}

function block6(g: ArrayLike<number>): IpBlock {
  for (const b of IPV6_BLOCKS) if (in6(g, b.base, b.bits)) return b;
  return GLOBAL_BLOCK;
}

/** The class of an address as toAddress returns it; an IPv4-mapped address as its IPv4 when `unmap`. */
function classOf(a: number | ArrayLike<number> | undefined, unmap: boolean): IpClass | undefined {
  if (a === undefined) return undefined;
  if (typeof a === 'number') return block4(a).ipClass;
  const mapped = unmap ? unmapped(a) : undefined;
  return mapped === undefined ? block6(a).ipClass : block4(mapped).ipClass;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * The IPv4 address an IPv4-mapped IPv6 address (::ffff:0:0/96, RFC 4291 §2.5.5.2) stands for, as
 * its 32-bit value; undefined for any other address. A socket that gets ::ffff:127.0.0.1 talks to
 * 127.0.0.1, which is why the is* predicates look through the mapping.
 *
 * @example
 * mappedIPv4(parseIPv6('::ffff:127.0.0.1')); // 2130706433 (0x7f000001)
 */
export function mappedIPv4(groups: Uint16Array | readonly number[]): number | undefined {
  return unmapped(checkGroups(groups, 'mappedIPv4'));
}

/**
 * The class of an IPv4 address given as its unsigned 32-bit value (RFC 6890's IPv4 registry).
 *
 * @example
 * classifyIPv4(parseIPv4('10.1.2.3')); // 'private'
 */
export function classifyIPv4(address: number): IpClass {
  return block4(checkIPv4(address, 'classifyIPv4')).ipClass;
}

/**
 * The class of an IPv6 address given as 8 groups (RFC 6890's IPv6 registry). An IPv4-mapped
 * address is 'ipv4-mapped'; classify mappedIPv4(groups) for the IPv4 host behind it.
 *
 * @example
 * classifyIPv6(parseIPv6('fd12:3456::1')); // 'unique-local'
 */
export function classifyIPv6(groups: Uint16Array | readonly number[]): IpClass {
  return block6(checkGroups(groups, 'classifyIPv6')).ipClass;
}

/**
 * The class of an IP address, given as a number (IPv4), 8 groups (IPv6) or a host string
 * ('127.0.0.1', '[::1]', '[fe80::1%25eth0]', '::1'). A string that is no IP address (a reg-name,
 * including the §7.4 forms 127.1 and 0x7f.1, or an IPvFuture) gives undefined; a malformed IPv6
 * string throws UriError. An IPv4-mapped address is 'ipv4-mapped' (see mappedIPv4).
 *
 * @example
 * ipClass('192.0.2.7'); // 'documentation'
 * ipClass('[::1]');     // 'loopback'
 * ipClass('localhost'); // undefined
 */
export function ipClass(address: IpAddressInput): IpClass | undefined {
  return classOf(toAddress(address, 'ipClass'), false);
}

/**
 * The special-purpose block an address falls in, with its prefix and the RFC that defines it
 * (for messages that cite their source); undefined for a string that is no IP address. A global
 * address gives `{ prefix: '', ipClass: 'global', ... }`.
 *
 * @example
 * ipBlock('172.20.0.1'); // { prefix: '172.16.0.0/12', ipClass: 'private', rfc: 'RFC 1918' }
 */
export function ipBlock(address: IpAddressInput): IpBlock | undefined {
  const a = toAddress(address, 'ipBlock');
  if (a === undefined) return undefined;
  const b = typeof a === 'number' ? block4(a) : block6(a);
  return { prefix: b.prefix, ipClass: b.ipClass, rfc: b.rfc };
}

// The predicates. Each takes what ipClass takes, answers false for a string that is no IP address,
// and (except isIPv4Mapped) looks through an IPv4-mapped address to the IPv4 host it stands for.

/**
 * True for a loopback address: 127.0.0.0/8 (RFC 1122 §3.2.1.3), ::1 (RFC 4291 §2.5.3), or an
 * IPv4-mapped one (::ffff:127.0.0.1).
 *
 * @example
 * isLoopback('127.0.0.1'); // true
 * isLoopback('[::ffff:127.0.0.1]'); // true
 */
export function isLoopback(address: IpAddressInput): boolean {
  return classOf(toAddress(address, 'isLoopback'), true) === 'loopback';
}

/**
 * True for an RFC 1918 private IPv4 address (10/8, 172.16/12, 192.168/16), also IPv4-mapped.
 * Not the shared range 100.64.0.0/10 (RFC 6598) nor IPv6 unique-local addresses (isUniqueLocal).
 *
 * @example
 * isPrivate('192.168.1.1'); // true
 */
export function isPrivate(address: IpAddressInput): boolean {
  return classOf(toAddress(address, 'isPrivate'), true) === 'private';
}

/**
 * True for a link-local address: 169.254.0.0/16 (RFC 3927) or fe80::/10 (RFC 4291 §2.5.6).
 *
 * @example
 * isLinkLocal('[fe80::1%25eth0]'); // true
 */
export function isLinkLocal(address: IpAddressInput): boolean {
  return classOf(toAddress(address, 'isLinkLocal'), true) === 'link-local';
}

/**
 * True for an IPv6 unique local address, fc00::/7 (RFC 4193).
 *
 * @example
 * isUniqueLocal('[fd00::1]'); // true
 */
export function isUniqueLocal(address: IpAddressInput): boolean {
  return classOf(toAddress(address, 'isUniqueLocal'), true) === 'unique-local';
}

/**
 * True for an address reserved for documentation: 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24
 * (RFC 5737), 2001:db8::/32 (RFC 3849) and 3fff::/20 (RFC 9637).
 *
 * @example
 * isDocumentation('[2001:db8::1]'); // true
 */
export function isDocumentation(address: IpAddressInput): boolean {
  return classOf(toAddress(address, 'isDocumentation'), true) === 'documentation';
}

/**
 * True for an IPv4-mapped IPv6 address, ::ffff:0:0/96 (RFC 4291 §2.5.5.2).
 *
 * @example
 * isIPv4Mapped('[::ffff:192.0.2.1]'); // true
 */
export function isIPv4Mapped(address: IpAddressInput): boolean {
  const a = toAddress(address, 'isIPv4Mapped');
  return a !== undefined && typeof a !== 'number' && unmapped(a) !== undefined;
}
