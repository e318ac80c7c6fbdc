/** RFC 3986 §7 — the security audit: the Finding type, the context rules read, and the driver that runs them. */

import { argumentError, describeValue } from '../errors.js';
import { HOST_IPV4, HOST_IPV6, HOST_IPVFUTURE, HOST_REG_NAME } from '../parse.js';
import { DEFAULT_REGISTRY, type SchemeRegistry } from '../schemes/registry.js';
import { type Uri, toUri } from '../uri.js';
import { ambiguousIpv4Rule } from './rules/ambiguous-ipv4.js';
import { codeSchemeRule } from './rules/code-scheme.js';
import { dotSegmentRule } from './rules/dot-segment.js';
import { encodedControlRule } from './rules/encoded-control.js';
import { hostLengthRule } from './rules/host-length.js';
import { mixedScriptRule } from './rules/mixed-script.js';
import { nonCanonicalIpRule } from './rules/non-canonical-ip.js';
import { nonDefaultPortRule } from './rules/non-default-port.js';
import { otherProtocolPortRule } from './rules/other-protocol-port.js';
import { passwordRule } from './rules/password.js';
import { specialAddressRule } from './rules/special-address.js';
import { userinfoHostRule } from './rules/userinfo-host.js';

// ---------------------------------------------------------------------------------------------
// Types

/** How much a finding matters: 'info' is worth knowing, 'warning' worth checking, 'danger' worth refusing. */
export type Severity = 'info' | 'warning' | 'danger';

/** One thing the audit found: a stable code, where (a span of the input), why, and the source that says so. */
export interface Finding {
  /** A stable kebab-case code, like 'password-in-userinfo'. */
  readonly code: string;
  readonly severity: Severity;
  /** The RFC section or seed file that describes the risk: 'RFC 3986 \u00a77.5, seed 002'. */
  readonly source: string;
  /** The span [start, end) of the input (of `uri.toString()` for a Uri) the finding is about. */
  readonly start: number;
  readonly end: number;
  /** What was found, what it means, and what to do. */
  readonly message: string;
}

/** A [start, end) span of the input. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** What every rule reads: the parsed URI and the spans of its components in the input. */
export interface AuditContext {
  readonly input: string;
  readonly uri: Uri;
  /** The scheme in lower case, or undefined for a relative reference. */
  readonly scheme: string | undefined;
  readonly userinfo: Span | undefined;
  readonly host: Span | undefined;
  /** 'ipv4', 'ipv6', 'ipvfuture', 'reg-name', or undefined without an authority. */
  readonly hostKind: 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | undefined;
  /** The port's digits (not the ':'), when a port is written. */
  readonly port: Span | undefined;
  readonly path: Span;
  readonly query: Span | undefined;
  readonly fragment: Span | undefined;
  readonly registry: SchemeRegistry;
}

/** One audit rule: it reads the context and pushes its findings. */
export interface AuditRule {
  /** The codes the rule can report. */
  readonly codes: readonly string[];
  check(context: AuditContext, out: Finding[]): void;
}

/** Options of {@link audit}. */
export interface AuditOptions {
  /** Parse a string argument as an RFC 3987 IRI. Default false. */
  iri?: boolean | undefined;
  /** Parse a string argument with RFC 6874 zone identifiers allowed. Default false. */
  zoneId?: boolean | undefined;
  /** Where default ports come from. Default DEFAULT_REGISTRY. */
  registry?: SchemeRegistry | undefined;
  /** The rules to run, in order. Default AUDIT_RULES. */
  rules?: readonly AuditRule[] | undefined;
}

// ---------------------------------------------------------------------------------------------
// Tables

/** Every built-in rule, in the order their findings are reported for the same span. */
export const AUDIT_RULES: readonly AuditRule[] = [
  codeSchemeRule,
  passwordRule,
  userinfoHostRule,
  ambiguousIpv4Rule,
  specialAddressRule,
  nonCanonicalIpRule,
  hostLengthRule,
  mixedScriptRule,
  otherProtocolPortRule,
  nonDefaultPortRule,
  dotSegmentRule,
  encodedControlRule,
];

// ---------------------------------------------------------------------------------------------
// The algorithm

/** The spans of a parsed Uri's components in its text. */
export function contextOf(uri: Uri, registry: SchemeRegistry = DEFAULT_REGISTRY): AuditContext {
  const s = uri.toString();
  const schemeEnd = uri._schemeEnd;
  const hostStart = uri._hostStart;
  const hostEnd = uri._hostEnd;
  const pathStart = uri._pathStart;
  const queryStart = uri._queryStart;
  const fragmentStart = uri._fragmentStart;
  const pathEnd = queryStart >= 0 ? queryStart : fragmentStart >= 0 ? fragmentStart : s.length;
  const authorityStart = hostStart < 0 ? -1 : schemeEnd + 3;
  const k = uri._hostKind;
  return {
    input: s,
    uri,
    scheme: schemeEnd < 0 ? undefined : s.slice(0, schemeEnd).toLowerCase(),
    userinfo: hostStart < 0 || hostStart === authorityStart ? undefined : { start: authorityStart, end: hostStart - 1 },
    host: hostStart < 0 ? undefined : { start: hostStart, end: hostEnd },
    hostKind: k === HOST_REG_NAME ? 'reg-name' : k === HOST_IPV4 ? 'ipv4' : k === HOST_IPV6 ? 'ipv6' : k === HOST_IPVFUTURE ? 'ipvfuture' : undefined,
    port: hostStart < 0 || hostEnd === pathStart ? undefined : { start: hostEnd + 1, end: pathStart },
    path: { start: pathStart, end: pathEnd },
    query: queryStart < 0 ? undefined : { start: queryStart + 1, end: fragmentStart >= 0 ? fragmentStart : s.length },
    fragment: fragmentStart < 0 ? undefined : { start: fragmentStart + 1, end: s.length },
    registry,
  };
}

/**
 * Audits a URI reference for the risks of RFC 3986 §7 and seed 002's Security section: a password
 * in the userinfo, userinfo dressed as a host (§7.6), ports of other protocols (§7.2), encoded
 * control characters (§7.3), rare IPv4 forms (§7.4), internal addresses, non-canonical IP text,
 * mixed-script labels (RFC 3987 §8), dot-segments above the root, over-long names, and schemes
 * that run code. Returns the findings ordered by span; [] for a URI with nothing to say. A string
 * is parsed first (URI-reference) and a syntax error throws its UriError. All work happens here:
 * nothing is computed at parse time (STYLE 22).
 * https://www.rfc-editor.org/rfc/rfc3986#section-7
 *
 * @example
 * audit('http://user:secret@host/')[0]; // { code: 'password-in-userinfo', severity: 'danger', start: 12, end: 18, ... }
 */
export function audit(uri: string | Uri, options?: AuditOptions): Finding[] {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw argumentError(`audit: options must be an object, got ${describeValue(options)}`);
  }
  const parsed = toUri(uri, 'audit: the URI', { iri: options?.iri, zoneId: options?.zoneId });
  const rules = options?.rules ?? AUDIT_RULES;
  if (!Array.isArray(rules)) throw argumentError(`audit: options.rules must be an array, got ${describeValue(rules)}`);
  const context = contextOf(parsed, options?.registry ?? DEFAULT_REGISTRY);
  const out: Finding[] = [];
  for (const rule of rules) rule.check(context, out);
  // a stable sort: by start, then by end; rules' own order breaks the ties
  return out
    .map((f, i) => ({ f, i }))
    .sort((a, b) => a.f.start - b.f.start || a.f.end - b.f.end || a.i - b.i)
    .map((x) => x.f);
}
