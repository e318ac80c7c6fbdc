/** RFC 3986 §7 — urikit/audit: security findings, redaction for logs, and a policy check for server-side requests. Re-exports only. */

export {
  audit, contextOf, AUDIT_RULES,
  type Finding, type Severity, type Span, type AuditContext, type AuditRule, type AuditOptions,
} from './audit.js';
export { redact, type RedactOptions } from './redact.js';
export { checkPolicy, type Policy, type PolicyViolation } from './policy.js';
export { OTHER_PROTOCOL_PORTS } from './rules/other-protocol-port.js';
