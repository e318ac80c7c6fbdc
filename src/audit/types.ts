/** RFC 3986 §7 — the types of the audit: findings, the context a rule reads, rules, options. */

import type { UriError } from '../errors.js';
import type { SchemeRegistry } from '../registry.js';
import type { Uri, UriInput } from '../uri.js';

/** How much a finding matters: 'info' is worth knowing, 'warning' worth checking, 'danger' worth refusing. */
export type Severity = 'info' | 'warning' | 'danger';

/**
 * Which reading of the input a finding comes from: 'rfc3986' (the input as RFC 3986 reads it) or
 * 'whatwg' (as the platform's URL parser, and so a browser or `fetch`, reads it).
 */
export type Reading = 'rfc3986' | 'whatwg';

/** What a rule reports: a stable code, where (a span of the context's input), why, and the source that says so. */
export interface RuleFinding {
  /** A stable kebab-case code, like 'password-in-userinfo'. */
  readonly code: string;
  readonly severity: Severity;
  /** The RFC section or document that describes the risk: 'RFC 3986 \u00a77.5, the uri(7) manual page'. */
  readonly source: string;
  /** The span [start, end) of the text the rule read. */
  readonly start: number;
  readonly end: number;
  /** What was found, what it means, and what to do. */
  readonly message: string;
}

/** One thing the audit found. */
export interface Finding extends RuleFinding {
  /** The reading that shows it. */
  readonly reading: Reading;
  /**
   * The text `start` and `end` point into: the input itself for 'rfc3986' (with a base, the
   * resolved URI), the WHATWG URL's href written as a URI for 'whatwg'.
   */
  readonly text: string;
  /** How many places the rule found; the span is the first of them. 1 for most findings. */
  readonly count: number;
  /** For 'invalid-uri': the UriError that says why RFC 3986 refuses the input (code, index, message). */
  readonly error?: UriError | undefined;
}

/** A [start, end) span of the input. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** What every rule reads: the parsed URI and the spans of its components in its text. */
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

/** Where a rule reports its findings. */
export interface FindingSink {
  push(finding: RuleFinding): void;
}

/** One audit rule: it reads the context and pushes its findings. */
export interface AuditRule {
  /** The codes the rule can report. */
  readonly codes: readonly string[];
  /**
   * The readings the rule runs on. Default both: a rule about what a URI reaches (its scheme, host,
   * port, userinfo) holds on either; a rule about how the text is written (escapes, non-canonical
   * forms) runs on 'rfc3986' only, since the WHATWG reading is the parser's own serialization.
   */
  readonly readings?: readonly Reading[] | undefined;
  check(context: AuditContext, out: FindingSink): void;
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
  /**
   * The URI a relative reference is read against (a page's address, for a link or a redirect
   * target): both readings resolve the input against it. Default: none.
   */
  base?: UriInput | undefined;
}
