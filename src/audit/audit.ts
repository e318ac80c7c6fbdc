/** RFC 3986 §7 — the security audit's driver: both readings of the input (RFC 3986 and WHATWG), the rules run on each, findings collapsed. */

import { argumentError, describeValue } from '../errors.js';
import { type Check, type Fields, arrayOf, checkOptions, isBoolean } from '../options.js';
import { DEFAULT_REGISTRY, type SchemeRegistry, isRegistry } from '../registry.js';
import { Uri, type UriInput, hrefOf, stringOrUri } from '../uri.js';
import { CONFUSION_DEVICES, compareWithWhatwg, type WhatwgComparison } from '../whatwg/compare.js';
import { fromURL } from '../whatwg/bridge.js';
import { ambiguousIpv4Rule } from './rules/ambiguous-ipv4.js';
import { codeSchemeRule } from './rules/code-scheme.js';
import { dotSegmentRule } from './rules/dot-segment.js';
import { encodedControlRule } from './rules/encoded-control.js';
import { encodedDotSegmentRule } from './rules/encoded-dot-segment.js';
import { encodedHostDelimiterRule } from './rules/encoded-host-delimiter.js';
import { hostLengthRule } from './rules/host-length.js';
import { mixedScriptRule } from './rules/mixed-script.js';
import { nonCanonicalIpRule } from './rules/non-canonical-ip.js';
import { nonDefaultPortRule } from './rules/non-default-port.js';
import { otherProtocolPortRule } from './rules/other-protocol-port.js';
import { passwordRule } from './rules/password.js';
import { specialAddressRule } from './rules/special-address.js';
import { userinfoHostRule } from './rules/userinfo-host.js';
import type { AuditContext, AuditOptions, AuditRule, Finding, FindingSink, Reading, RuleFinding, Severity } from './types.js';
import {
  HOST_IPV4, HOST_IPV6, HOST_IPVFUTURE, HOST_REG_NAME, fragmentStartOf, hostEndOf, hostKindOf, hostStartOf, pathEndOf, pathStartOf, portStartOf, beforeFragmentOf, queryStartOf, schemeEndOf, userinfoStartOf,
} from '../offsets.js';

// An attacker writes a URI for the reader that will misjudge it. urikit reads RFC 3986 exactly, but
// the programs that follow a URI (browsers, Node's fetch, `new URL`) read it by the WHATWG URL
// Standard, which repairs what RFC 3986 refuses: `http://evil.com\@good.com/` is evil.com to a
// browser and good.com to a lenient RFC reader; `http://127.0.0.1./` is 127.0.0.1 to a browser and
// a reg-name to RFC 3986. So audit reads every input both ways (compareWithWhatwg), runs the rules
// on each reading the WHATWG parser changes, and reports the disagreement itself.

// ---------------------------------------------------------------------------------------------
// Tables

/** Every built-in rule, in the order their findings are reported for the same span. */
export const AUDIT_RULES: readonly AuditRule[] = [
  codeSchemeRule,
  passwordRule,
  userinfoHostRule,
  encodedHostDelimiterRule,
  ambiguousIpv4Rule,
  specialAddressRule,
  nonCanonicalIpRule,
  hostLengthRule,
  mixedScriptRule,
  otherProtocolPortRule,
  nonDefaultPortRule,
  dotSegmentRule,
  encodedDotSegmentRule,
  encodedControlRule,
];

/** The codes the driver itself reports (beside the rules'). */
export const DRIVER_CODES: readonly string[] = ['invalid-uri', 'parser-disagreement'];

// ---------------------------------------------------------------------------------------------
// Small predicates

/** Throws invalid-argument unless `value` is a registry (entries and get); returns it. */
export function checkRegistry(value: unknown, what: string): SchemeRegistry {
  isRegistry(value, what);
  return value as SchemeRegistry;
}

/** A rule: codes, a check function, and readings that are 'rfc3986' or 'whatwg' (AuditRule). */
const isRule: Check = (r, where) => {
  const readings = (r as AuditRule | null)?.readings;
  if (typeof r !== 'object' || r === null || typeof (r as AuditRule).check !== 'function' || !Array.isArray((r as AuditRule).codes)
    || (readings !== undefined && (!Array.isArray(readings) || !readings.every((x) => x === 'rfc3986' || x === 'whatwg')))) {
    throw argumentError(`${where} must be a rule ({ codes, readings?: ['rfc3986' | 'whatwg'], check(context, out) }), got ${describeValue(r)}`);
  }
};

const isStringOrUri: Check = (value, where) => {
  // a URL object passes (compareWithWhatwg reads it through its href); hrefOf throws for anything else
  if (typeof value !== 'string' && !(value instanceof Uri)) hrefOf(value, String(where), 'a string or a Uri');
};

/** The fields of AuditOptions (types.ts), checked (see options.ts). */
const AUDIT_FIELDS: Fields = {
  iri: isBoolean,
  zoneId: isBoolean,
  registry: isRegistry,
  rules: /* @__PURE__ */ arrayOf(isRule, 'rules'),
  base: isStringOrUri,
};

/** Checks what a rule pushes, so that a caller's rule cannot slip junk into the findings. */
function checkRuleFinding(f: unknown, rule: number, length: number): RuleFinding {
  const x = f as RuleFinding;
  if (typeof f !== 'object' || f === null || typeof x.code !== 'string' || typeof x.message !== 'string' || typeof x.source !== 'string'
    || (x.severity !== 'info' && x.severity !== 'warning' && x.severity !== 'danger')
    || !Number.isInteger(x.start) || !Number.isInteger(x.end) || x.start < 0 || x.end < x.start || x.end > length) {
    throw argumentError(`audit: options.rules[${rule}] pushed a finding that is not one ({ code, severity, source, start, end, message } with 0 <= start <= end <= the text's length), got ${describeValue(f)}`);
  }
  return x;
}

/**
 * Collects findings, one per (code, reading): a rule that fires a thousand times ('../' repeated)
 * gives one finding with a count, so that the output stays bounded by the number of codes.
 */
class Collector {
  readonly found: Finding[] = [];
  private readonly at = new Map<string, number>();

  add(f: RuleFinding, reading: Reading, text: string, extra?: Partial<Finding>): void {
    const key = reading + '\u0000' + f.code;
    const k = this.at.get(key);
    if (k === undefined) {
      this.at.set(key, this.found.length);
      this.found.push({ code: f.code, severity: f.severity, source: f.source, start: f.start, end: f.end, message: f.message, reading, text, count: 1, ...extra });
      return;
    }
    const old = this.found[k]!;
    const worse = rank(f.severity) > rank(old.severity);
    // keep the worst severity and, among those, the first place; count them all
    const keep = worse || (f.severity === old.severity && f.start < old.start) ? { ...old, ...f } : old;
    this.found[k] = { ...keep, count: old.count + 1 };
  }

  has(code: string): boolean {
    return this.at.has('rfc3986\u0000' + code);
  }
}

function rank(s: Severity): number {
  return s === 'danger' ? 2 : s === 'warning' ? 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/** The spans of a parsed Uri's components in its text. */
export function contextOf(uri: Uri, registry: SchemeRegistry = DEFAULT_REGISTRY): AuditContext {
  if (!(uri instanceof Uri)) throw argumentError(`contextOf: the URI must be a Uri, got ${describeValue(uri)}`);
  checkRegistry(registry, 'contextOf: the registry');
  const s = uri.toString();
  const schemeEnd = schemeEndOf(uri);
  const hostStart = hostStartOf(uri);
  const hostEnd = hostEndOf(uri);
  const pathStart = pathStartOf(uri);
  const queryStart = queryStartOf(uri);
  const fragmentStart = fragmentStartOf(uri);
  const userinfoStart = userinfoStartOf(uri);
  const portStart = portStartOf(uri);
  const k = hostKindOf(uri);
  return {
    input: s,
    uri,
    scheme: schemeEnd < 0 ? undefined : s.slice(0, schemeEnd).toLowerCase(),
    userinfo: userinfoStart < 0 ? undefined : { start: userinfoStart, end: hostStart - 1 },
    host: hostStart < 0 ? undefined : { start: hostStart, end: hostEnd },
    hostKind: k === HOST_REG_NAME ? 'reg-name' : k === HOST_IPV4 ? 'ipv4' : k === HOST_IPV6 ? 'ipv6' : k === HOST_IPVFUTURE ? 'ipvfuture' : undefined,
    port: portStart < 0 ? undefined : { start: portStart, end: pathStart },
    path: { start: pathStart, end: pathEndOf(uri) },
    query: queryStart < 0 ? undefined : { start: queryStart + 1, end: beforeFragmentOf(uri) },
    fragment: fragmentStart < 0 ? undefined : { start: fragmentStart + 1, end: s.length },
    registry,
  };
}

/** Runs the rules on one reading; with `skipKnown`, a code the RFC reading already reported is not repeated. */
function runRules(uri: Uri, reading: Reading, rules: readonly AuditRule[], registry: SchemeRegistry, out: Collector, skipKnown: boolean): void {
  const context = contextOf(uri, registry);
  const text = context.input;
  for (let i = 0; i < rules.length; i++) {
    const only = rules[i]!.readings;
    if (only !== undefined && !only.includes(reading)) continue;
    const sink: FindingSink = {
      push(f: RuleFinding): void {
        const checked = checkRuleFinding(f, i, text.length);
        if (skipKnown && out.has(checked.code)) return;
        out.add(checked, reading, text);
      },
    };
    rules[i]!.check(context, sink);
  }
}

/** The host (and port) a reading reaches, for a message. */
function target(host: string | undefined, port: string | undefined): string {
  return host === undefined ? 'no host' : JSON.stringify(host + (port === undefined || port === '' ? '' : ':' + port));
}

/** The driver's own findings: the input is not RFC 3986, and the two readings disagree on the target. */
function driverFindings(c: WhatwgComparison, out: Collector): void {
  const text = c.input;
  const devices = c.devices.map((d) => CONFUSION_DEVICES[d]).join('; ');
  const w = c.whatwg;
  if (!c.rfc.valid) {
    const e = c.rfc.error!;
    const severity: Severity = c.devices.length > 0 ? 'danger' : 'warning';
    const at = Math.min(e.index, Math.max(text.length - 1, 0));
    const browser = w === null
      ? 'the WHATWG URL parser (a browser, fetch) refuses it too'
      : `a browser (WHATWG URL) reads it as ${JSON.stringify(w.href)}${w.host === undefined || w.host === '' ? '' : `, host ${JSON.stringify(w.host)}`}`;
    out.add({
      code: 'invalid-uri',
      severity,
      source: 'RFC 3986 \u00a74.1; WHATWG URL \u00a74.4',
      start: at,
      end: Math.min(at + 1, text.length),
      message: `not a URI by RFC 3986 (${e.code} at index ${e.index}: ${e.message}); ${browser}${devices === '' ? '' : `, relying on ${devices}`}; refuse it, or repair it explicitly and audit the result`,
    }, 'rfc3986', text, { error: e });
  }
  if (c.class === 'different-target' && w !== null) {
    const r = c.rfc;
    out.add({
      code: 'parser-disagreement',
      severity: 'danger',
      source: 'RFC 3986 \u00a77.6, Appendix B; WHATWG URL \u00a74.4',
      start: 0,
      end: text.length,
      message: `RFC 3986${r.valid ? '' : ' as lenient parsers read it (Appendix B)'} reaches ${r.scheme === undefined ? '' : r.scheme.toLowerCase() + ' '}${target(r.host, r.port)}, but a browser (WHATWG URL) goes to ${w.scheme} ${target(w.host, w.port)}${devices === '' ? '' : ` (${devices})`}: a check made on one reading is bypassed through the other; refuse the URI`,
    }, 'rfc3986', text);
  }
}

/**
 * Audits any string (or Uri) for the risks of RFC 3986 §7 and uri(7)'s Security section, on
 * every reading a client may make of it. The rules (a password in the userinfo, userinfo dressed
 * as a host, ports of other protocols, encoded controls and delimiters, rare IPv4 forms, internal
 * addresses, non-canonical IP text, mixed-script labels, dot-segments, over-long names, schemes
 * that run code) run on the RFC 3986 reading and again on the WHATWG reading (a browser's, Node's
 * `URL`, `fetch`) wherever that one differs, each finding marked with its `reading`. A string that
 * is not RFC 3986 gets an 'invalid-uri' finding (warning; danger when the WHATWG reading relies on
 * a confusion device), and two readings that reach different targets a 'parser-disagreement'
 * (danger). Findings are ordered by reading and span, one per code and reading (with a `count`).
 * Never throws for a string; options are checked (UriError 'invalid-argument').
 * https://www.rfc-editor.org/rfc/rfc3986#section-7
 *
 * @example
 * audit('http://user:secret@host/')[0].code;        // 'password-in-userinfo'
 * audit('http://127.0.0.1./').map((f) => f.code);    // ['loopback-address'] (the WHATWG reading)
 * audit('http://evil.com\\@good.com/').map((f) => f.code); // ['invalid-uri', 'parser-disagreement']
 */
export function audit(input: UriInput, options?: AuditOptions): Finding[] {
  checkOptions(options, 'audit', AUDIT_FIELDS);
  const o = {
    iri: options?.iri, zoneId: options?.zoneId, base: options?.base,
    registry: options?.registry ?? DEFAULT_REGISTRY, rules: options?.rules ?? AUDIT_RULES,
  };
  input = stringOrUri(input, 'audit: the URI');
  const c = compareWithWhatwg(input, o.base, { iri: o.iri, zoneId: o.zoneId });
  const out = new Collector();
  driverFindings(c, out);
  if (c.rfc.uri !== undefined) runRules(c.rfc.uri, 'rfc3986', o.rules, o.registry, out, false);
  if (c.whatwg !== null && c.class !== 'same') runRules(fromURL(c.whatwg.url).uri, 'whatwg', o.rules, o.registry, out, true);
  const found = out.found.map((f) => (f.count > 1 ? { ...f, message: `${f.message} (found in ${f.count} places; this is the first)` } : f));
  // a stable sort: the RFC 3986 reading first, then by start and end; the rules' own order breaks ties
  return found
    .map((f, i) => ({ f, i }))
    .sort((a, b) => (a.f.reading === b.f.reading ? 0 : a.f.reading === 'rfc3986' ? -1 : 1) || a.f.start - b.f.start || a.f.end - b.f.end || a.i - b.i)
    .map((x) => x.f);
}
