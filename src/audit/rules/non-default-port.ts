/** RFC 3986 §3.2.3, §7.2, the uri(7) manual page Security — a port that is not the scheme's default, or no TCP port at all. */

import type { AuditContext, AuditRule, FindingSink } from '../types.js';
import { OTHER_PROTOCOL_PORTS, portValue } from './other-protocol-port.js';

// Seed 002: "caution should be used when using any URL that specifies a port number other than the
// default for the protocol, especially when it is a number within the reserved space." A port of
// another well-known protocol is port-of-other-protocol's (a warning); this rule reports the rest:
// 'non-default-port' (info) for a known scheme, and 'port-out-of-range' (warning) for a number no
// TCP or UDP port can have (§3.2.3 sets no bound; RFC 793 ports are 16 bits).

export const nonDefaultPortRule: AuditRule = {
  codes: ['non-default-port', 'port-out-of-range'],
  check(context: AuditContext, out: FindingSink): void {
    const n = portValue(context);
    if (n === undefined) return;
    const p = context.port!;
    if (n > 65535) {
      out.push({
        code: 'port-out-of-range',
        severity: 'warning',
        source: 'RFC 3986 \u00a73.2.3, RFC 793 \u00a73.1',
        start: p.start,
        end: p.end,
        message: `port ${context.input.slice(p.start, p.end)} is above 65535, which no TCP or UDP port can be; implementations differ in how they truncate it`,
      });
      return;
    }
    if (OTHER_PROTOCOL_PORTS.has(n)) return;
    const scheme = context.scheme;
    if (scheme === undefined) return;
    const defaultPort = context.registry.get(scheme)?.defaultPort;
    if (defaultPort === undefined || defaultPort === n) return;
    out.push({
      code: 'non-default-port',
      severity: 'info',
      source: 'RFC 3986 \u00a73.2.3, the uri(7) manual page',
      start: p.start,
      end: p.end,
      message: `port ${n} is not ${scheme}'s default port ${defaultPort}${n < 1024 ? ', and lies in the reserved range below 1024' : ''}`,
    });
  },
};
