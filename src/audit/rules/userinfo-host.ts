/** RFC 3986 §7.6 — semantic attacks: a userinfo written to look like the host (`http://trusted.example@evil.example/`). */

import { decode } from '../../percent.js';
import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// §7.6: "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm" leads a reader to
// believe the host is cnn.example.com, while it is 10.0.0.1. A user name rarely holds a '.'; one
// that does (after decoding %2E), or that is 'localhost', reads as a host name. The user name is
// the part before the first ':' (the password is password-in-userinfo's concern).

function looksLikeHost(user: string): boolean {
  if (user.includes('.')) return true;
  return user.toLowerCase() === 'localhost';
}

export const userinfoHostRule: AuditRule = {
  codes: ['userinfo-looks-like-host'],
  check(context: AuditContext, out: FindingSink): void {
    const u = context.userinfo;
    const h = context.host;
    if (u === undefined || h === undefined) return;
    const s = context.input;
    const colon = s.indexOf(':', u.start);
    const userEnd = colon >= 0 && colon < u.end ? colon : u.end;
    const user = decode(s.slice(u.start, userEnd), { invalid: 'replace' });
    if (!looksLikeHost(user)) return;
    out.push({
      code: 'userinfo-looks-like-host',
      severity: 'danger',
      source: 'RFC 3986 \u00a77.6',
      start: u.start,
      end: u.end,
      message: `the userinfo ${JSON.stringify(s.slice(u.start, u.end))} looks like a host name, but the host is ${JSON.stringify(s.slice(h.start, h.end))}: everything before the '@' is userinfo; a reader may be misled about where this URI leads`,
    });
  },
};
