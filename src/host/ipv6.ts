/** RFC 4291 §2.2, RFC 5952, RFC 6874 — IPv6 text: parsing to 16-bit groups, the canonical form, zone identifiers. */

import type { Components } from '../compose.js';
import { UriError, argumentError, describeValue, expectString, INVALID_IPV6, INVALID_IP_LITERAL, INVALID_ZONE_DELIMITER, INVALID_ZONE_ID } from '../errors.js';
import type { NormalizeStep } from '../normalize.js';
import { type Fields, checkOptions, oneOf } from '../options.js';
import { IPV6_LEADING_ZERO, IPV6_UPPER, ParseState, checkComponent, readIPv6address, readZoneId } from '../parse.js';
import { parseError } from '../parse-error.js';
import { decode } from '../percent.js';
import { ipv4Value } from './ipv4.js';

/** The state the parser's readers write into for this module's calls. */
const STATE = /* @__PURE__ */ new ParseState();

// ---------------------------------------------------------------------------------------------
// Types and errors

/** Options of formatIPv6. */
export interface FormatIPv6Options {
  /**
   * RFC 5952 §5: which addresses end in the dotted IPv4 form (`::ffff:192.0.2.1`).
   * - 'ipv4-mapped' (default): IPv4-mapped addresses, ::ffff:0:0/96 (RFC 4291 §2.5.5.2).
   * - 'well-known': every prefix §5 names: IPv4-mapped; IPv4-translated ::ffff:0:0:0/96
   *   (RFC 2765 §2.1); the IPv4/IPv6 translation well-known prefix 64:ff9b::/96 (RFC 6052 §2.1,
   *   §5's [ADDR-FORMAT]); and the deprecated IPv4-compatible ::/96 (RFC 4291 §2.5.5.1) except
   *   `::` and `::1`, which are more specific (RFC 5952 erratum 2872, rejected with that note).
   * - 'never': hexadecimal groups only.
   */
  mixed?: 'ipv4-mapped' | 'well-known' | 'never' | undefined;
}

/** The fields of FormatIPv6Options, checked (see options.ts). */
const FORMAT_IPV6_FIELDS: Fields = { mixed: /* @__PURE__ */ oneOf(['ipv4-mapped', 'well-known', 'never']) };

/** An IP-literal read by parseZonedIPLiteral: the address and, when there is one, its zone. */
export interface ZonedIPLiteral {
  /** The eight 16-bit groups of the IPv6address. */
  readonly address: Uint16Array;
  /** The zone identifier percent-decoded (UTF-8): 'eth0' for `%25eth0`; undefined without a zone. */
  readonly zone: string | undefined;
  /** The zone identifier as written, after the "%25": 'eth0', 'en%31'; undefined without a zone. */
  readonly zoneRaw: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Small predicates

/**
 * The argument if it is an IPv6 address as 8 groups (a Uint16Array of 8, or an array of 8 integers
 * 0-65535); else throws an 'invalid-argument' UriError naming `fn`. Internal: classify.ts uses it too.
 */
export function checkGroups(groups: unknown, fn: string): ArrayLike<number> {
  if (groups instanceof Uint16Array && groups.length === 8) return groups;
  if (Array.isArray(groups) && groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)) {
    return groups as number[];
  }
  throw argumentError(`${fn}: expected 8 groups (a Uint16Array or an array of integers 0-65535), got ${describeValue(groups)}`);
}

/** §2.5.5.2 IPv4-mapped: ::ffff:0:0/96. */
function isMapped(g: ArrayLike<number>): boolean {
  return g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0xffff;
}

/** RFC 5952 §5: whether the low 32 bits are written in dotted decimal under `mode`. */
function usesMixed(g: ArrayLike<number>, mode: FormatIPv6Options['mixed']): boolean {
  if (mode === 'never') return false;
  if (isMapped(g)) return true;
  if (mode !== 'well-known') return false;
  // RFC 2765 §2.1 IPv4-translated: ::ffff:0:0:0/96
  if (g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0xffff && g[5] === 0) return true;
  // RFC 6052 §2.1 well-known prefix: 64:ff9b::/96
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0) return true;
  // RFC 4291 §2.5.5.1 IPv4-compatible (deprecated): ::/96, but not :: or ::1
  return g[0] === 0 && g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0 && !(g[6] === 0 && g[7]! <= 1);
}

// ---------------------------------------------------------------------------------------------
// Readers

/**
 * The eight groups of the IPv6address that `p` has just read (readIPv6address) and that ends at
 * s[end], written into `out`: the groups before its "::", the zero groups it stands for, the
 * groups after it, and an IPv4address tail as two groups. Returns `out`.
 */
function groupsInto(p: ParseState, s: string, end: number, out: Uint16Array): Uint16Array {
  const read = p.groups;
  const n = p.groupsCount;
  const gap = p.groupsGap;
  const tail = p.groupsTail;
  let k = 0;
  for (const before = gap < 0 ? n : gap; k < before; k++) out[k] = read[k]!;
  if (gap >= 0) {
    for (const zeros = k + 8 - n - (tail < 0 ? 0 : 2); k < zeros; k++) out[k] = 0;
    for (let j = gap; j < n; j++) out[k++] = read[j]!;
  }
  if (tail >= 0) {
    const ip = ipv4Value(s, tail, end);
    out[6] = ip >>> 16;
    out[7] = ip & 0xffff;
  }
  return out;
}

/** groupsInto a new array. */
function groupsOf(p: ParseState, s: string, end: number): Uint16Array {
  return groupsInto(p, s, end, new Uint16Array(8));
}

/** ipv6TextAsWritten's groups: written, read, let go. */
const SCRATCH = new Uint16Array(8);

/**
 * The IPv6address s[start, end) that `p` has just read (readIPv6address), in RFC 5952's text
 * (ipv6Text) with its last 32 bits dotted where s writes them dotted (urikit/compat's hosts, as
 * the peers write them). When s is written so already but for the case of its letters (no leading
 * zero, its "::" where §4.2 puts it), the text is s's, lower-cased: no string per group, and the
 * groups are not placed.
 * @internal
 */
export function ipv6TextAsWritten(p: ParseState, s: string, start: number, end: number): string {
  if ((p.groupsForm & IPV6_LEADING_ZERO) === 0 && zerosAsWritten(p)) {
    const text = s.slice(start, end);
    return (p.groupsForm & IPV6_UPPER) !== 0 ? text.toLowerCase() : text;
  }
  return ipv6Text(groupsInto(p, s, end, SCRATCH), p.groupsTail >= 0);
}

/**
 * Whether the zero groups `p` read are written as §4.2 writes them, told from the groups as read:
 * a "::" stands for at least two zero groups and has none written beside it, and no two zero
 * groups are written side by side. Then the "::" is the one longest run of zeros (every other is
 * a single group), or there is no run to shorten, as zeroRun would find on the placed groups.
 */
function zerosAsWritten(p: ParseState): boolean {
  const read = p.groups;
  const n = p.groupsCount;
  const gap = p.groupsGap;
  if (gap >= 0) {
    if (8 - n - (p.groupsTail >= 0 ? 2 : 0) < 2) return false;
    if ((gap > 0 && read[gap - 1] === 0) || (gap < n && read[gap] === 0)) return false;
  }
  // (a pair of zeros that straddles the "::" has one beside it: refused above)
  for (let k = 1; k < n; k++) {
    if (read[k] === 0 && read[k - 1] === 0) return false;
  }
  return true;
}

/** The error for what stops an IPv6address read at j (< end) that the caller does not accept. */
function failAfterAddress(s: string, j: number): UriError {
  const c = s.charCodeAt(j);
  if (c === 37) {
    return new UriError('invalid-ipv6', j, s, "a zone identifier ('%' zone, RFC 4007) is not part of an IPv6address; parseZonedIPLiteral reads [fe80::1%25eth0]", INVALID_IPV6);
  }
  if (c === 47) return new UriError('invalid-ipv6', j, s, "a prefix length ('/64') is not part of an address", INVALID_IPV6);
  if (c === 46) return new UriError('invalid-ipv6', j, s, 'an embedded IPv4 address has exactly four octets', INVALID_IPV6);
  return new UriError('invalid-ipv6', j, s, "expected a hex digit, ':' or the end of the address", INVALID_IPV6);
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * Parses an RFC 3986 IPv6address (RFC 4291 §2.2 text: full, "::"-compressed, leading zeros or not,
 * any case, with an embedded IPv4 address) without brackets, to its eight 16-bit groups. Throws
 * UriError 'invalid-ipv6' with the index of the first code unit that breaks the rule; brackets and
 * zones belong to parseIPLiteral and parseZonedIPLiteral.
 * https://www.rfc-editor.org/rfc/rfc4291#section-2.2
 *
 * @example
 * parseIPv6('2001:db8::1'); // Uint16Array [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]
 */
export function parseIPv6(text: string): Uint16Array {
  expectString(text, 'parseIPv6: the text');
  const end = text.length;
  if (text.charCodeAt(0) === 91) {
    throw new UriError('invalid-ipv6', 0, text, "brackets belong to a URI's host: parseIPv6 takes the address alone, parseIPLiteral takes '[...]'", INVALID_IPV6);
  }
  const j = readIPv6address(STATE, text, 0, end);
  if (j < 0) throw parseError(STATE, text);
  if (j !== end) throw failAfterAddress(text, j);
  return groupsOf(STATE, text, end);
}

/**
 * The non-throwing twin of parseIPv6: the groups, or null when text is not an IPv6address.
 *
 * @example
 * tryParseIPv6('fe80::1%eth0'); // null
 */
export function tryParseIPv6(text: string): Uint16Array | null {
  if (typeof text !== 'string' || text.charCodeAt(0) === 91) return null;
  const end = text.length;
  return readIPv6address(STATE, text, 0, end) === end ? groupsOf(STATE, text, end) : null;
}

/**
 * True when text is exactly an RFC 3986 IPv6address (RFC 4291 §2.2 text, JSON Schema's
 * `format: ipv6`): no brackets, no zone, no prefix length.
 *
 * @example
 * isIPv6('::ffff:192.0.2.1'); // true
 * isIPv6('[::1]');            // false
 */
export function isIPv6(text: string): boolean {
  return typeof text === 'string' && text.charCodeAt(0) !== 91 && readIPv6address(STATE, text, 0, text.length) === text.length;
}

/**
 * Parses an IP-literal holding an IPv6address, `[` IPv6address `]` as a URI's host writes it
 * (RFC 3986 §3.2.2), to its eight groups. The errors are parse()'s own for the same host. An
 * IPvFuture literal (`[v1.x]`) holds no IPv6 address and is an error; so is a zone (see
 * parseZonedIPLiteral).
 *
 * @example
 * parseIPLiteral('[::1]'); // Uint16Array [0, 0, 0, 0, 0, 0, 0, 1]
 */
export function parseIPLiteral(text: string): Uint16Array {
  expectString(text, 'parseIPLiteral: the text');
  if (text.charCodeAt(0) !== 91) {
    throw new UriError('invalid-ip-literal', 0, text, "an IP-literal is an IPv6 address in brackets, like [2001:db8::1]", INVALID_IP_LITERAL);
  }
  const v = text.charCodeAt(1);
  if (v === 118 || v === 86) throw new UriError('invalid-ipv6', 1, text, 'an IPvFuture literal holds no IPv6 address', INVALID_IPV6);
  // the parser's own check of a host value: the same codes and indexes as parse('//' + text)
  if (!checkComponent(STATE, text, 'host')) throw parseError(STATE, text);
  return groupsOf(STATE, text, text.length - 1);
}

// IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"     (RFC 6874 §2)
// IPv6addrz  = IPv6address "%25" ZoneID
/**
 * Parses an IP-literal with an optional RFC 6874 zone identifier, `[fe80::1%25eth0]`: the address
 * groups, the zone percent-decoded ('eth0') and as written. In a URI the zone delimiter '%' is
 * itself encoded as "%25"; a bare '%' (`[fe80::1%eth0]`) is the error 'invalid-zone-delimiter',
 * whose message says to write it as %25. RFC 9844 (2025) has since obsoleted RFC 6874 and takes
 * zones out of URIs; this reads RFC 6874's grammar for the systems that still write it.
 * https://www.rfc-editor.org/rfc/rfc6874#section-2
 *
 * @example
 * parseZonedIPLiteral('[fe80::1%25eth0]').zone; // 'eth0'
 */
export function parseZonedIPLiteral(text: string): ZonedIPLiteral {
  expectString(text, 'parseZonedIPLiteral: the text');
  const end = text.length;
  if (text.charCodeAt(0) !== 91) {
    throw new UriError('invalid-ip-literal', 0, text, "an IP-literal is an IPv6 address in brackets, like [fe80::1%25eth0]", INVALID_IP_LITERAL);
  }
  const v = text.charCodeAt(1);
  if (v === 118 || v === 86) throw new UriError('invalid-ipv6', 1, text, 'an IPvFuture literal holds no IPv6 address', INVALID_IPV6);
  const j = readIPv6address(STATE, text, 1, end);
  if (j < 0) throw parseError(STATE, text);
  let close = j;
  let zoneRaw: string | undefined;
  let zone: string | undefined;
  if (text.charCodeAt(j) === 37) {
    // RFC 6874 §2: the delimiter is "%25"; a bare '%' is what RFC 4007 writes outside URIs
    if (text.charCodeAt(j + 1) !== 50 || text.charCodeAt(j + 2) !== 53) {
      throw new UriError('invalid-zone-delimiter', j, text, "a zone identifier starts with '%25' in a URI, not a bare '%'", INVALID_ZONE_DELIMITER);
    }
    close = readZoneId(STATE, text, j + 3, end); // the parser's reader: parse({ zoneId: true }) reads the same
    if (close < 0) throw parseError(STATE, text);
    zoneRaw = text.slice(j + 3, close);
    try {
      zone = decode(zoneRaw);
    } catch (e) {
      // decode's index is in the zone: move it into the literal
      if (e instanceof UriError) throw e.relocated(j + 3 + e.index, text);
      throw e;
    }
  }
  if (close >= end) {
    throw new UriError('invalid-ip-literal', close, text, "missing ']' to close the IP-literal opened at index 0", INVALID_IP_LITERAL);
  }
  if (text.charCodeAt(close) !== 93) {
    throw zoneRaw === undefined
      ? failAfterAddress(text, close)
      : new UriError('invalid-zone-id', close, text, 'a zone identifier holds unreserved characters and percent-encodings', INVALID_ZONE_ID);
  }
  if (close + 1 !== end) throw new UriError('invalid-ip-literal', close + 1, text, "nothing may follow the ']' of an IP-literal", INVALID_IP_LITERAL);
  return { address: groupsOf(STATE, text, j), zone, zoneRaw };
}

// ---------------------------------------------------------------------------------------------
// The serializer

/**
 * RFC 5952's canonical text of an IPv6 address given as eight 16-bit groups, without brackets:
 * §4.1 no leading zeros in a group; §4.2.1 the longest run of zero groups shortened with "::",
 * §4.2.2 never a single zero group, §4.2.3 the first run on a tie; §4.3 lower-case hex; §5 the
 * last 32 bits in dotted decimal for IPv4-mapped addresses (see options.mixed). Every output is an
 * RFC 3986 IPv6address. Throws UriError 'invalid-argument' for anything but 8 groups, and for
 * options that are not an object, an unknown option, or a `mixed` that is not one of its values.
 * https://www.rfc-editor.org/rfc/rfc5952#section-4
 *
 * @example
 * formatIPv6(parseIPv6('2001:DB8:0:0:1:0:0:1')); // '2001:db8::1:0:0:1'
 * formatIPv6(parseIPv6('0:0:0:0:0:FFFF:c000:0201')); // '::ffff:192.0.2.1'
 */
export function formatIPv6(groups: Uint16Array | readonly number[], options?: FormatIPv6Options): string {
  const g = checkGroups(groups, 'formatIPv6');
  checkOptions(options, 'formatIPv6', FORMAT_IPV6_FIELDS);
  return ipv6Text(g, usesMixed(g, options?.mixed));
}

/**
 * formatIPv6's text of eight groups already checked, the last two in dotted decimal when `mixed`
 * (§5; formatIPv6's options decide it, ipv6TextAsWritten the way the input was written).
 */
function ipv6Text(g: ArrayLike<number>, mixed: boolean): string {
  const hexGroups = mixed ? 6 : 8;
  const run = zeroRun(g, hexGroups);
  const best = run < 0 ? -1 : run >> 4;
  const { bare, colon: withColon, pair } = hexTexts();
  let out = '';
  let colon = false; // whether a group was just written (and so a ':' goes before the next)
  for (let i = 0; i < hexGroups; i++) {
    if (i === best) {
      out += '::';
      i += (run & 15) - 1;
      colon = false;
      continue;
    }
    // §4.1, §4.3: lower-case hex without leading zeros ("0" for zero), from two-digit texts
    const v = g[i]!;
    const high = colon ? withColon : bare;
    out += v < 0x100 ? high[v]! : high[v >> 8]! + pair[v & 0xff]!;
    colon = true;
  }
  if (mixed) {
    // §5: ::ffff:192.0.2.1, not ::ffff:c000:201
    if (colon) out += ':';
    out += `${g[6]! >>> 8}.${g[6]! & 255}.${g[7]! >>> 8}.${g[7]! & 255}`;
  }
  return out;
}

/**
 * §4.2.3: the longest run of zero groups among the first n, the first on a tie, as its start * 16
 * + its length; §4.2.2: -1 when none is at least two groups long.
 */
function zeroRun(g: ArrayLike<number>, n: number): number {
  let best = -1;
  let bestLength = 1;
  for (let i = 0; i < n; i++) {
    if (g[i] !== 0) continue;
    let k = i + 1;
    while (k < n && g[k] === 0) k++;
    if (k - i > bestLength) {
      best = i;
      bestLength = k - i;
    }
    i = k;
  }
  return best < 0 ? -1 : best * 16 + bestLength;
}

/** ipv6Text's texts of a byte: lower-case hex without leading zeros, the same after a ':', and two digits. */
interface HexTexts {
  readonly bare: readonly string[];
  readonly colon: readonly string[];
  readonly pair: readonly string[];
}

let HEX_TEXTS: HexTexts | undefined;

/** HexTexts, made on first use (768 short strings: not at import). */
function hexTexts(): HexTexts {
  if (HEX_TEXTS !== undefined) return HEX_TEXTS;
  const digits = '0123456789abcdef';
  const bare: string[] = [];
  const colon: string[] = [];
  const pair: string[] = [];
  for (let v = 0; v < 256; v++) {
    const two = digits[v >> 4]! + digits[v & 15]!;
    const text = v < 16 ? digits[v]! : two;
    bare.push(text);
    colon.push(':' + text);
    pair.push(two);
  }
  return (HEX_TEXTS = { bare, colon, pair });
}

// ---------------------------------------------------------------------------------------------
// The normalization plug-in

/**
 * A normalize() step (for `extraSteps`) that writes an IPv6 host in RFC 5952's canonical text:
 * `http://[2001:DB8:0:0:0:0:0:1]/` becomes `http://[2001:db8::1]/`. The two spellings are the same
 * address, so equivalent() and comparisonKey() given the same option agree with it. IPvFuture
 * literals, reg-names and IPv4 hosts are left as they are; a zone (RFC 6874) is kept as written.
 *
 * @example
 * normalize('http://[2001:DB8:0:0:0:0:0:1]/', { extraSteps: [ipv6CanonicalStep] }).toString(); // 'http://[2001:db8::1]/'
 */
export const ipv6CanonicalStep: NormalizeStep & { readonly name: 'ipv6-canonical-text' } = {
  name: 'ipv6-canonical-text',
  apply(c: Components): Components {
    const host = c.host;
    if (host === undefined || host.charCodeAt(0) !== 91) return c;
    const v = host.charCodeAt(1);
    if (v === 118 || v === 86) return c; // IPvFuture: no canonical form is defined
    const literal = parseZonedIPLiteral(host);
    const text = '[' + formatIPv6(literal.address) + (literal.zoneRaw === undefined ? '' : '%25' + literal.zoneRaw) + ']';
    return text === host ? c : { ...c, host: text };
  },
};
