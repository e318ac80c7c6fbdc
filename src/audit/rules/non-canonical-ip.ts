/** RFC 5952 §4, RFC 3986 §6.2.2.1 — an IPv6 literal not written in its canonical text. */

import { formatIPv6, parseZonedIPLiteral } from '../../host/index.js';
import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// RFC 5952 §1-§3: one address has many spellings (2001:DB8:0:0:0:0:0:1, 2001:db8::1), and a check
// that compares text (an allow list, a log search) misses the others. §4 defines the one text to
// write. IPv4address has one spelling already (the grammar has no leading zeros); the rarer forms
// of §7.4 are ambiguous-ipv4's. The finding spans the address, not the brackets or a zone.

export const nonCanonicalIpRule: AuditRule = {
  codes: ['non-canonical-ip'],
  readings: ['rfc3986'], // about how the text is written: the WHATWG reading is the parser's own serialization
  check(context: AuditContext, out: FindingSink): void {
    const h = context.host;
    if (h === undefined || context.hostKind !== 'ipv6') return;
    const s = context.input;
    const literal = s.slice(h.start, h.end);
    const groups = parseZonedIPLiteral(literal).address;
    const zone = literal.indexOf('%');
    const start = h.start + 1;
    const end = zone >= 0 ? h.start + zone : h.end - 1;
    const written = s.slice(start, end);
    const canonical = formatIPv6(groups);
    if (written === canonical) return;
    out.push({
      code: 'non-canonical-ip',
      severity: 'info',
      source: 'RFC 5952 \u00a74',
      start,
      end,
      message: `the IPv6 address ${written} is canonically written ${canonical} (RFC 5952): compare and log the canonical text`,
    });
  },
};
