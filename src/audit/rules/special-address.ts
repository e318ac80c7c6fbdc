/** RFC 6890, RFC 3986 §7.4 — a host that reaches a loopback, private, link-local, unique-local or unspecified address (server-side request checks). */

import { classifyIPv4, classifyIPv6, formatIPv4, formatIPv6, inetAtonAddress, mappedIPv4, parseZonedIPLiteral, type IpClass } from '../../host/index.js';
import { decode } from '../../percent.js';
import type { AuditContext, AuditRule, Finding } from '../audit.js';

// A server that fetches a URL for a client (webhooks, link previews, importers) must not be led to
// its own loopback interface or into the internal network (server-side request forgery). The host
// is judged by the address it reaches: an IPv4address; an IPv6 literal, looking through an
// IPv4-mapped address (::ffff:127.0.0.1 reaches 127.0.0.1); a reg-name that inet_aton reads as an
// address (RFC 3986 §7.4: 0x7f.1, 2130706433, 0177.0.0.1, 127.1); and the name 'localhost' or a
// name under '.localhost' (RFC 6761 §6.3: they resolve to loopback).

/** The address a host reaches, when the text alone says it. */
export interface HostAddress {
  /** 'ipv4' (a number) or 'ipv6' (eight groups). */
  readonly family: 'ipv4' | 'ipv6';
  readonly ipv4: number | undefined;
  readonly ipv6: Uint16Array | undefined;
  /** How the host says it: an IP text, a §7.4 inet_aton form, or a name that RFC 6761 reserves. */
  readonly form: 'ip' | 'inet-aton' | 'localhost';
  /** The class, through an IPv4-mapped address to the IPv4 class. */
  readonly ipClass: IpClass;
  /** The address as canonical text (dotted decimal, or RFC 5952 in brackets). */
  readonly text: string;
}

/** True for 'localhost' and names under '.localhost' (RFC 6761 §6.3), a trailing root '.' allowed. */
export function isLocalhostName(name: string): boolean {
  let n = name.toLowerCase();
  if (n.endsWith('.')) n = n.slice(0, -1);
  return n === 'localhost' || n.endsWith('.localhost');
}

/** The address the host of a URI reaches, when its text says it; undefined for an ordinary name, an IPvFuture or no host. */
export function hostAddress(context: AuditContext): HostAddress | undefined {
  const h = context.host;
  if (h === undefined) return undefined;
  const host = context.input.slice(h.start, h.end);
  switch (context.hostKind) {
    case 'ipv4': {
      const v = inetAtonAddress(host)!; // an IPv4address is one of inet_aton's forms
      return { family: 'ipv4', ipv4: v, ipv6: undefined, form: 'ip', ipClass: classifyIPv4(v), text: host };
    }
    case 'ipv6': {
      const groups = parseZonedIPLiteral(host).address;
      const mapped = mappedIPv4(groups);
      const cls = mapped === undefined ? classifyIPv6(groups) : classifyIPv4(mapped);
      return { family: 'ipv6', ipv4: mapped, ipv6: groups, form: 'ip', ipClass: cls, text: mapped === undefined ? '[' + formatIPv6(groups) + ']' : formatIPv4(mapped) + ' (IPv4-mapped)' };
    }
    case 'reg-name': {
      const name = decode(host, { invalid: 'replace' });
      const v = inetAtonAddress(name);
      if (v !== undefined) {
        return { family: 'ipv4', ipv4: v, ipv6: undefined, form: 'inet-aton', ipClass: classifyIPv4(v), text: formatIPv4(v) };
      }
      if (isLocalhostName(name)) {
        return { family: 'ipv4', ipv4: 0x7f000001, ipv6: undefined, form: 'localhost', ipClass: 'loopback', text: '127.0.0.1' };
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The classes this rule reports, with their codes and what they mean. */
const REPORTED: ReadonlyMap<IpClass, { code: string; what: string; source: string }> = /* @__PURE__ */ new Map<IpClass, { code: string; what: string; source: string }>([
  ['loopback', { code: 'loopback-address', what: 'a loopback address: the machine that fetches the URI itself', source: 'RFC 6890, RFC 1122 \u00a73.2.1.3, RFC 4291 \u00a72.5.3' }],
  ['private', { code: 'private-address', what: 'a private (RFC 1918) address inside an internal network', source: 'RFC 6890, RFC 1918' }],
  ['link-local', { code: 'link-local-address', what: 'a link-local address (cloud metadata services live at 169.254.169.254)', source: 'RFC 6890, RFC 3927, RFC 4291 \u00a72.5.6' }],
  ['unique-local', { code: 'unique-local-address', what: 'an IPv6 unique local address inside an internal network', source: 'RFC 6890, RFC 4193' }],
  ['unspecified', { code: 'unspecified-address', what: 'the unspecified address, which many systems connect to as the local host', source: 'RFC 6890, RFC 1122 \u00a73.2.1.3, RFC 4291 \u00a72.5.2' }],
]);

export const specialAddressRule: AuditRule = {
  codes: ['loopback-address', 'private-address', 'link-local-address', 'unique-local-address', 'unspecified-address'],
  check(context: AuditContext, out: Finding[]): void {
    const a = hostAddress(context);
    if (a === undefined) return;
    const r = REPORTED.get(a.ipClass);
    if (r === undefined) return;
    const h = context.host!;
    const written = context.input.slice(h.start, h.end);
    const via = a.form === 'inet-aton' ? ' (read by inet_aton, RFC 3986 \u00a77.4)' : a.form === 'localhost' ? ' (RFC 6761 \u00a76.3)' : '';
    out.push({
      code: r.code,
      severity: 'warning',
      source: a.form === 'inet-aton' ? r.source + ', RFC 3986 \u00a77.4' : r.source,
      start: h.start,
      end: h.end,
      message: `the host ${written} reaches ${a.text}${via}, ${r.what}; a server fetching URIs for others should refuse it`,
    });
  },
};
