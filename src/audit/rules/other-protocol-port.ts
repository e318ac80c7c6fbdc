/** RFC 3986 §7.2, the uri(7) manual page Security — a port that belongs to another well-known protocol (25 SMTP, 110 POP3, ...). */

import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// Seed 002 (Security): "unsafe URLs are typically constructed by specifying a port number other
// than that reserved for the network protocol in question. The client unwittingly contacts a site
// that is in fact running a different protocol", its example a gopher URL that makes an SMTP server
// send mail. RFC 3986 §7.2 gives the same warning. The table lists the well-known ports (IANA
// service names) of line-oriented or sensitive protocols that such a URL can talk to.

/** Port -> the protocol the IANA registry assigns it. */
export const OTHER_PROTOCOL_PORTS: ReadonlyMap<number, string> = /* @__PURE__ */ new Map<number, string>([
  [7, 'echo'],
  [9, 'discard'],
  [11, 'systat'],
  [13, 'daytime'],
  [17, 'qotd'],
  [19, 'chargen'],
  [21, 'FTP'],
  [22, 'SSH'],
  [23, 'Telnet'],
  [25, 'SMTP'],
  [37, 'time'],
  [43, 'whois'],
  [53, 'DNS'],
  [69, 'TFTP'],
  [70, 'Gopher'],
  [77, 'RJE'],
  [79, 'finger'],
  [87, 'ttylink'],
  [95, 'supdup'],
  [101, 'hostname'],
  [102, 'ISO-TSAP'],
  [103, 'gppitnp'],
  [104, 'ACR-NEMA'],
  [109, 'POP2'],
  [110, 'POP3'],
  [111, 'sunrpc'],
  [113, 'ident'],
  [115, 'SFTP'],
  [117, 'UUCP path'],
  [119, 'NNTP'],
  [123, 'NTP'],
  [135, 'MS RPC'],
  [139, 'NetBIOS'],
  [143, 'IMAP'],
  [179, 'BGP'],
  [389, 'LDAP'],
  [427, 'SLP'],
  [445, 'SMB'],
  [465, 'SMTP submission (TLS)'],
  [512, 'rexec'],
  [513, 'rlogin'],
  [514, 'rsh / syslog'],
  [515, 'LPD'],
  [526, 'tempo'],
  [530, 'courier'],
  [531, 'chat'],
  [532, 'netnews'],
  [540, 'UUCP'],
  [548, 'AFP'],
  [554, 'RTSP'],
  [556, 'remotefs'],
  [563, 'NNTP (TLS)'],
  [587, 'SMTP submission'],
  [601, 'syslog-conn'],
  [636, 'LDAP (TLS)'],
  [989, 'FTP data (TLS)'],
  [990, 'FTP (TLS)'],
  [993, 'IMAP (TLS)'],
  [995, 'POP3 (TLS)'],
  [1719, 'H.323 RAS'],
  [1720, 'H.323'],
  [1723, 'PPTP'],
  [2049, 'NFS'],
  [3659, 'apple-sasl'],
  [4045, 'NFS lockd'],
  [5060, 'SIP'],
  [5061, 'SIP (TLS)'],
  [6000, 'X11'],
  [6566, 'SANE'],
  [6665, 'IRC'],
  [6666, 'IRC'],
  [6667, 'IRC'],
  [6668, 'IRC'],
  [6669, 'IRC'],
  [6697, 'IRC (TLS)'],
  [10080, 'Amanda'],
]);

/** The port's value, or undefined when it is empty; Infinity beyond 2^53. */
export function portValue(context: AuditContext): number | undefined {
  const p = context.port;
  if (p === undefined || p.start === p.end) return undefined;
  const n = Number(context.input.slice(p.start, p.end));
  return Number.isSafeInteger(n) ? n : Infinity;
}

export const otherProtocolPortRule: AuditRule = {
  codes: ['port-of-other-protocol'],
  check(context: AuditContext, out: FindingSink): void {
    const n = portValue(context);
    if (n === undefined) return;
    const protocol = OTHER_PROTOCOL_PORTS.get(n);
    if (protocol === undefined) return;
    const scheme = context.scheme;
    const defaultPort = scheme === undefined ? undefined : context.registry.get(scheme)?.defaultPort;
    if (defaultPort === n) return; // the scheme's own port (telnet://host:23/)
    const p = context.port!;
    out.push({
      code: 'port-of-other-protocol',
      severity: 'warning',
      source: 'RFC 3986 \u00a77.2, the uri(7) manual page',
      start: p.start,
      end: p.end,
      message: `port ${n} is the well-known port of ${protocol}, not of ${scheme === undefined ? 'this reference' : 'the ' + scheme + ' scheme'}: data sent as ${scheme ?? 'this protocol'} may be read as ${protocol} commands; refuse it unless that server is meant`,
    });
  },
};
