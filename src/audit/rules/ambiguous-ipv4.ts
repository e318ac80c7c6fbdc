/** RFC 3986 §7.4 — rare IP address formats: a reg-name that inet_aton reads as an IPv4 address (0x7f.1, 0177.0.0.1, 127.1, 2130706433). */

import { formatIPv4, inetAtonAddress } from '../../host/index.js';
import { decode } from '../../percent.js';
import type { AuditContext, AuditRule, Finding } from '../audit.js';

// §7.4: "Although the URI syntax for IPv4address only allows the common dotted-decimal form of
// IPv4 address literal, many implementations that process URIs make use of platform-dependent
// system routines, such as gethostbyname() and inet_aton(), to translate the string literal to an
// actual IP address. Unfortunately, such system routines often allow and process a much larger set
// of formats than those described in Section 3.2.2." The grammar makes these hosts reg-names; a
// check that compares names sees '0x7f.1', while the connection goes to 127.0.0.1. The host is
// decoded first: a resolver sees '%31%32%37.1' as '127.1'.

export const ambiguousIpv4Rule: AuditRule = {
  codes: ['ambiguous-ipv4'],
  check(context: AuditContext, out: Finding[]): void {
    const h = context.host;
    if (h === undefined || context.hostKind !== 'reg-name' || h.start === h.end) return;
    const written = context.input.slice(h.start, h.end);
    const v = inetAtonAddress(decode(written, { invalid: 'replace' }));
    if (v === undefined) return;
    out.push({
      code: 'ambiguous-ipv4',
      severity: 'warning',
      source: 'RFC 3986 \u00a77.4',
      start: h.start,
      end: h.end,
      message: `the host ${written} is a reg-name, not an IPv4address, but inet_aton() reads it as ${formatIPv4(v)}: write ${formatIPv4(v)}, or refuse the URI`,
    });
  },
};
