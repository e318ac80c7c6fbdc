/** RFC 3986 §3.2.1, §7.5 (the uri(7) manual page Security) — a password written in the userinfo. */

import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// §3.2.1: 'Use of the format "user:password" in the userinfo field is deprecated.' §7.5: a URI is
// sent, logged and shown in the clear. Seed 002: "it is unwise to use a URI that contains a
// confidential password". An empty password (`user:@host`) hides nothing and is not reported.

/** The span of the password in the userinfo (after its first ':'), or undefined when there is none. */
export function passwordSpan(context: AuditContext): { start: number; end: number } | undefined {
  const u = context.userinfo;
  if (u === undefined) return undefined;
  const colon = context.input.indexOf(':', u.start);
  if (colon < 0 || colon >= u.end || colon + 1 === u.end) return undefined;
  return { start: colon + 1, end: u.end };
}

export const passwordRule: AuditRule = {
  codes: ['password-in-userinfo'],
  check(context: AuditContext, out: FindingSink): void {
    const span = passwordSpan(context);
    if (span === undefined) return;
    out.push({
      code: 'password-in-userinfo',
      severity: 'danger',
      source: 'RFC 3986 \u00a73.2.1, \u00a77.5, the uri(7) manual page',
      start: span.start,
      end: span.end,
      message: 'the userinfo holds a password (the "user:password" form is deprecated): it is sent, logged and shown in the clear; remove it, or redact() the URI before logging it',
    });
  },
};
