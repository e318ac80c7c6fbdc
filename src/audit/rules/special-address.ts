/** RFC 6890, RFC 3986 §7.4 — a host that reaches a loopback, private, link-local, unique-local or unspecified address (server-side request checks). */

import type { IpClass } from '../../host/index.js';
import { FORM_TEXT, hostReadings } from '../host-readings.js';
import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// A server that fetches a URL for a client (webhooks, link previews, importers) must not be led to
// its own loopback interface or into the internal network (server-side request forgery). The host
// is judged by every address a client may make of it (host-readings.ts): an IP address, through
// the IPv4 address an IPv6 one carries; §7.4's forms as inet_aton reads them; what a browser's
// WHATWG host parser reads (127.0.0.1., 0x7f.0x.0x.1, fullwidth digits); 'localhost' (RFC 6761).
// An address written plainly is a warning; one written in a form that hides it is a danger.

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
  check(context: AuditContext, out: FindingSink): void {
    const h = context.host;
    if (h === undefined) return;
    const written = context.input.slice(h.start, h.end);
    const a = hostReadings(written, context.hostKind).find((x) => REPORTED.has(x.ipClass));
    if (a === undefined) return;
    const r = REPORTED.get(a.ipClass)!;
    const plain = a.form === 'ip' || a.form === 'localhost';
    out.push({
      code: r.code,
      severity: plain ? 'warning' : 'danger',
      source: a.form === 'inet-aton' ? r.source + ', RFC 3986 \u00a77.4' : a.form === 'whatwg' ? r.source + ', WHATWG URL \u00a73.5' : r.source,
      start: h.start,
      end: h.end,
      message: `the host ${written} reaches ${a.text}${FORM_TEXT[a.form]}, ${r.what}; a server fetching URIs for others should refuse it${plain ? '' : ' (and a host written to hide its address is a sign of an attack)'}`,
    });
  },
};
