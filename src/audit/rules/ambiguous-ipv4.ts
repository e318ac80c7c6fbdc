/** RFC 3986 §7.4, WHATWG URL §3.5 — rare IP address formats: a reg-name that inet_aton or a browser reads as an IPv4 address (0x7f.1, 127.1, 127.0.0.1.). */

import { hostReadings } from '../host-readings.js';
import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// §7.4: "Although the URI syntax for IPv4address only allows the common dotted-decimal form of
// IPv4 address literal, many implementations that process URIs make use of platform-dependent
// system routines, such as gethostbyname() and inet_aton(), to translate the string literal to an
// actual IP address. Unfortunately, such system routines often allow and process a much larger set
// of formats than those described in Section 3.2.2." The grammar makes these hosts reg-names; a
// check that compares names sees '0x7f.1', while the connection goes to 127.0.0.1. The host is
// decoded first: a resolver sees '%31%32%37.1' as '127.1'. Browsers read more of them (the WHATWG
// host parser: a trailing dot, empty '0x' parts, fullwidth digits mapped by UTS #46).

export const ambiguousIpv4Rule: AuditRule = {
  codes: ['ambiguous-ipv4'],
  readings: ['rfc3986'], // about how the text is written: the WHATWG reading is the parser's own serialization
  check(context: AuditContext, out: FindingSink): void {
    const h = context.host;
    if (h === undefined || context.hostKind !== 'reg-name' || h.start === h.end) return;
    const written = context.input.slice(h.start, h.end);
    const readings = hostReadings(written, 'reg-name').filter((a) => a.form === 'inet-aton' || a.form === 'whatwg');
    if (readings.length === 0) return;
    const v = readings[0]!.text;
    const by = readings.length === 2 || readings[0]!.form === 'inet-aton' ? 'inet_aton()' + (readings.some((a) => a.form === 'whatwg') ? ' and browsers (WHATWG URL)' : '') : 'browsers (WHATWG URL)';
    out.push({
      code: 'ambiguous-ipv4',
      severity: 'warning',
      source: readings.some((a) => a.form === 'whatwg') ? 'RFC 3986 \u00a77.4, WHATWG URL \u00a73.5' : 'RFC 3986 \u00a77.4',
      start: h.start,
      end: h.end,
      message: `the host ${written} is a reg-name, not an IPv4address, but ${by} read${by === 'inet_aton()' ? 's' : ''} it as ${v}: write ${v}, or refuse the URI`,
    });
  },
};
