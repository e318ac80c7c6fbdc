/** RFC 3986 §3.2.2, §7.4, RFC 6890, WHATWG URL §3.5 — every address a host can reach, by every reader that may read it. */

import { classifyIPv4, classifyIPv6, formatIPv4, formatIPv6, inetAtonAddress, mappedIPv4, parseZonedIPLiteral, type IpClass } from '../host/index.js';
import { decode } from '../percent.js';
import { whatwgHost } from '../whatwg/host.js';

// A server-side check must judge the address a client will connect to, and clients disagree on
// what a host says. RFC 3986 reads an IPv4address or an IP-literal and calls everything else a
// name; inet_aton() (C libraries, curl, many HTTP clients) also reads §7.4's forms (0x7f.1,
// 2130706433, 0177.0.0.1, 127.1); the WHATWG host parser (browsers, Node's fetch and URL) reads
// those and more: a trailing dot (127.0.0.1.), empty '0x' parts (0x7f.0x.0x.1), and what UTS #46
// maps to digits and dots (fullwidth digits, U+3002). An IPv6 address may carry an IPv4 one
// (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::a.b.c.d, 6to4
// 2002:AABB:CCDD::): a socket reaches the IPv4 host behind it. And 'localhost' (RFC 6761 §6.3) is
// loopback, however it is spelled. hostReadings lists every one of these readings; a policy denies
// when any of them is denied.

/** The address one reader makes of a host. */
interface HostAddress {
  /** 'ipv4' (a number) or 'ipv6' (eight groups). */
  readonly family: 'ipv4' | 'ipv6';
  readonly ipv4: number | undefined;
  readonly ipv6: Uint16Array | undefined;
  /**
   * Who reads it so: 'ip' (RFC 3986's IPv4address or IP-literal), 'inet-aton' (§7.4's forms),
   * 'whatwg' (the WHATWG host parser: browsers, fetch), 'localhost' (a name RFC 6761 reserves),
   * 'embedded' (the IPv4 address inside an IPv6 one).
   */
  readonly form: 'ip' | 'inet-aton' | 'whatwg' | 'localhost' | 'embedded';
  /** The class of the address (RFC 6890). */
  readonly ipClass: IpClass;
  /** The address as canonical text (dotted decimal, or RFC 5952 in brackets). */
  readonly text: string;
}

/** What each form means in a message. */
export const FORM_TEXT: Readonly<Record<HostAddress['form'], string>> = {
  'ip': '',
  'inet-aton': ' (read by inet_aton, RFC 3986 \u00a77.4)',
  'whatwg': ' (read by the WHATWG host parser of browsers and fetch)',
  'localhost': ' (RFC 6761 \u00a76.3)',
  'embedded': ' (the IPv4 address inside the IPv6 one)',
};

/** True for 'localhost' and names under '.localhost' (RFC 6761 §6.3), a trailing root '.' allowed. */
function isLocalhostName(name: string): boolean {
  let n = name.toLowerCase();
  if (n.endsWith('.')) n = n.slice(0, -1);
  return n === 'localhost' || n.endsWith('.localhost');
}

/**
 * The IPv4 address an IPv6 address carries: IPv4-mapped (::ffff:0:0/96, RFC 4291 §2.5.5.2),
 * IPv4-compatible (::/96 but :: and ::1, §2.5.5.1), NAT64 (64:ff9b::/96, RFC 6052 §2.1) or 6to4
 * (2002::/16, RFC 3056 §2: the 32 bits after the prefix).
 */
function embeddedIPv4(g: Uint16Array): number | undefined {
  const mapped = mappedIPv4(g);
  if (mapped !== undefined) return mapped;
  const low = g[6]! * 0x10000 + g[7]!;
  const zeros5 = g[1] === 0 && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0;
  if (g[0] === 0 && zeros5 && g[6] !== 0) return low; // ::a.b.c.d (not :: or ::1)
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 0 && g[3] === 0 && g[4] === 0 && g[5] === 0) return low;
  if (g[0] === 0x2002) return g[1]! * 0x10000 + g[2]!;
  return undefined;
}

function ipv4Reading(v: number, form: HostAddress['form']): HostAddress {
  return { family: 'ipv4', ipv4: v, ipv6: undefined, form, ipClass: classifyIPv4(v), text: formatIPv4(v) };
}

function ipv6Readings(g: Uint16Array, out: HostAddress[]): void {
  out.push({ family: 'ipv6', ipv4: undefined, ipv6: g, form: 'ip', ipClass: classifyIPv6(g), text: '[' + formatIPv6(g) + ']' });
  const v = embeddedIPv4(g);
  if (v !== undefined) out.push(ipv4Reading(v, 'embedded'));
}

/**
 * Every address the host of a URI reaches, by every reader: `written` is the host as the URI
 * writes it (percent-encoded, IP-literals in brackets), `kind` its RFC 3986 kind. [] for an
 * ordinary name, an IPvFuture, or no host. Distinct readings only, RFC 3986's first.
 */
export function hostReadings(written: string, kind: 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | undefined): HostAddress[] {
  const out: HostAddress[] = [];
  const add = (a: HostAddress): void => {
    if (!out.some((b) => b.text === a.text)) out.push(a);
  };
  switch (kind) {
    case 'ipv4':
      add(ipv4Reading(inetAtonAddress(written)!, 'ip')); // an IPv4address is one of inet_aton's forms
      break;
    case 'ipv6': {
      const a: HostAddress[] = [];
      ipv6Readings(parseZonedIPLiteral(written).address, a);
      a.forEach(add);
      break;
    }
    case 'reg-name': {
      const name = decode(written, { invalid: 'replace' });
      const v = inetAtonAddress(name);
      if (v !== undefined) add(ipv4Reading(v, 'inet-aton'));
      const w = whatwgHost(written);
      if (w !== null && w.ipv4 !== undefined) add(ipv4Reading(w.ipv4, 'whatwg'));
      if (isLocalhostName(name) || (w !== null && w.kind === 'domain' && isLocalhostName(w.text))) {
        add({ family: 'ipv4', ipv4: 0x7f000001, ipv6: undefined, form: 'localhost', ipClass: 'loopback', text: '127.0.0.1' });
      }
      break;
    }
    default:
      break;
  }
  return out;
}
