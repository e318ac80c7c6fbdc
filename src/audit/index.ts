/** RFC 3986 §7 — urikit/audit: security findings on every reading a client may make, redaction for logs, and a policy check for server-side requests. Re-exports only. */

export { audit, contextOf, AUDIT_RULES, DRIVER_CODES } from './audit.js';
export type {
  Finding, RuleFinding, FindingSink, Severity, Reading, Span, AuditContext, AuditRule, AuditOptions,
} from './types.js';
export { redact, type RedactOptions } from './redact.js';
export { checkPolicy, type Policy, type PolicyViolation } from './policy.js';
export { OTHER_PROTOCOL_PORTS } from './rules/other-protocol-port.js';
