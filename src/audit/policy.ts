/** RFC 3986 §3.1-§3.2.3, §7.4, RFC 6890, WHATWG URL §3.5 — checkPolicy: may a server fetch this URI, whichever way a client reads it? */

import { argumentError, describeValue } from '../errors.js';
import { type IpClass, formatIPv6, parseIPLiteral } from '../host/index.js';
import { decode } from '../percent.js';
import { type SchemeRegistry } from '../registry.js';
import { type UriInput, stringOrUri } from '../uri.js';
import { compareWithWhatwg } from '../whatwg/compare.js';
import type { WhatwgReading } from '../whatwg/reading.js';
import { whatwgHost } from '../whatwg/host.js';
import { checkRegistry, contextOf } from './audit.js';
import { DEFAULT_REGISTRY } from '../registry.js';
import { FORM_TEXT, hostReadings } from './host-readings.js';
import type { Reading } from './types.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * What a server-side fetch may reach. Every field is optional and an absent field allows
 * everything; the checks run in this order and the first failure is reported: scheme, userinfo,
 * host, address class, port. They run on every reading a client may make of the URI (RFC 3986's,
 * and the WHATWG parser's of browsers and fetch), and the URI is denied when any reading is.
 */
export interface Policy {
  /** Allowed schemes, any case ('https'). */
  schemes?: readonly string[] | undefined;
  /**
   * Allowed hosts: an exact name ('api.example.com'), an IP address ('10.0.0.5', '[2001:db8::1]',
   * compared by value), or '*.example.com' for any name below example.com (not example.com
   * itself). Hosts and patterns are compared by one key: percent-decoded, mapped by UTS #46 (an
   * IDN as its A-label, fullwidth forms folded), lower case, without a trailing '.', IPv4 number
   * forms as dotted decimal. A host whose decoded text holds '/', '?', '#', '@', '\\', '%', a
   * control character or white space matches no pattern.
   */
  hosts?: readonly string[] | undefined;
  /** Allowed ports; a URI without a port is judged by its scheme's default port. */
  ports?: readonly number[] | undefined;
  /**
   * Address classes to refuse (RFC 6890). The host is judged by every address a client may make
   * of it: IP text, the IPv4 address inside an IPv4-mapped, IPv4-compatible, NAT64 (64:ff9b::/96)
   * or 6to4 IPv6 address, §7.4's forms as inet_aton reads them ('0x7f.1'), the WHATWG host
   * parser's reading ('127.0.0.1.', '0x7f.0x.0x.1', fullwidth digits), and 'localhost' (RFC 6761)
   * as loopback.
   */
  denyAddressClasses?: readonly IpClass[] | undefined;
  /** Whether a userinfo (user name, password) may be given. Default true. */
  allowUserinfo?: boolean | undefined;
  /** Where default ports come from. Default DEFAULT_REGISTRY. */
  registry?: SchemeRegistry | undefined;
}

/** The first rule a URI breaks. */
export interface PolicyViolation {
  readonly code: 'invalid-uri' | 'scheme-not-allowed' | 'userinfo-not-allowed' | 'missing-host' | 'host-not-allowed' | 'address-class-denied' | 'port-not-allowed';
  readonly message: string;
  /** The span [start, end) of the URI's text that breaks the rule (empty where something is missing). */
  readonly start: number;
  readonly end: number;
  /** The reading that breaks it: 'rfc3986', or 'whatwg' (a browser's or fetch's reading, which differs). */
  readonly reading: Reading;
}

// ---------------------------------------------------------------------------------------------
// Tables

const IP_CLASSES: ReadonlySet<string> = /* @__PURE__ */ new Set<IpClass>([
  'unspecified', 'this-network', 'loopback', 'private', 'shared', 'link-local', 'unique-local', 'site-local',
  'documentation', 'benchmarking', 'protocol-assignments', 'ipv4-mapped', 'ipv4-compatible', 'ipv4-translated',
  'teredo', '6to4', 'discard', 'multicast', 'broadcast', 'reserved', 'global',
]);

/** Hosts longer than this (decoded code units) skip ToASCII: see uriHostKey. */
const MAX_HOST_TEXT = 4096;

// ---------------------------------------------------------------------------------------------
// Predicates

function checkList<T>(value: unknown, field: string, ok: (x: unknown) => x is T): readonly T[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every(ok)) {
    throw argumentError(`checkPolicy: policy.${field} must be an array of ${field === 'ports' ? 'port numbers' : 'strings'}, got ${describeValue(value)}`);
  }
  return value as readonly T[];
}

const isString = (x: unknown): x is string => typeof x === 'string';
const isPort = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

const OPTION_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(['schemes', 'hosts', 'ports', 'denyAddressClasses', 'allowUserinfo', 'registry']);

/** True when a decoded host holds what no host name holds: / ? # @ \\ %, a control character or white space. */
function hasDelimiter(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || c === 0x2f || c === 0x3f || c === 0x23 || c === 0x40 || c === 0x5c || c === 0x25) return true;
    if (c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff) return true;
    if (c >= 0x80 && c <= 0x9f) return true;
  }
  return false;
}

/**
 * The one key of a host, for allow-lists and deny-lists alike: an IP-literal as RFC 5952 text in
 * brackets; else the WHATWG host parser's reading (percent-decoded, UTS #46-mapped, IPv4 number
 * forms as dotted decimal) without a trailing '.'; a host it refuses, decoded and lower-cased.
 * undefined for a host whose decoded text holds a delimiter (it matches nothing).
 */
function hostKey(written: string): string | undefined {
  if (written.charCodeAt(0) === 0x5b) {
    const zone = written.indexOf('%');
    try {
      return '[' + formatIPv6(parseIPLiteral(zone < 0 ? written : written.slice(0, zone) + ']')) + ']';
    } catch {
      return written.toLowerCase(); // an IPvFuture
    }
  }
  const name = decode(written, { invalid: 'replace' });
  if (hasDelimiter(name)) return undefined;
  // Work bound: no allowed name is longer than 253 octets; a host many times that long is not sent
  // through UTS #46 (it matches no entry, and '*' patterns fail on it too).
  const w = name.length > MAX_HOST_TEXT ? null : whatwgHost(written);
  const key = w === null ? name.toLowerCase() : w.text;
  return key.length > 1 && key.endsWith('.') ? key.slice(0, -1) : key;
}

function hostMatches(key: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) {
    const suffix = hostKey(pattern.slice(2));
    return suffix !== undefined && key.length > suffix.length + 1 && key.endsWith('.' + suffix);
  }
  return key === hostKey(pattern);
}

/** One reading of the URI, as the checks need it. */
interface Target {
  readonly reading: Reading;
  readonly scheme: string | undefined;
  readonly hasUserinfo: boolean;
  /** The host as written by this reading; undefined without one. */
  readonly host: string | undefined;
  readonly hostKind: 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | undefined;
  readonly port: number | undefined;
  /** Spans in the input: those of the RFC 3986 reading (the WHATWG reading's are not in it). */
  readonly schemeSpan: readonly [number, number];
  readonly userinfoSpan: readonly [number, number];
  readonly hostSpan: readonly [number, number];
  readonly portSpan: readonly [number, number];
}

function whatwgTarget(w: WhatwgReading, rfc: Target): Target {
  const kind = w.hostKind === undefined ? undefined : w.hostKind === 'ipv4' ? 'ipv4' : w.hostKind === 'ipv6' ? 'ipv6' : 'reg-name';
  return {
    reading: 'whatwg', scheme: w.scheme, hasUserinfo: w.userinfo !== undefined, host: w.host, hostKind: kind,
    port: w.port === undefined ? undefined : Number(w.port),
    schemeSpan: rfc.schemeSpan, userinfoSpan: rfc.userinfoSpan, hostSpan: rfc.hostSpan, portSpan: rfc.portSpan,
  };
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/** The first rule one reading breaks, or null. */
function check(t: Target, p: CheckedPolicy, registry: SchemeRegistry, input: string): PolicyViolation | null {
  const reading = t.reading;
  const via = reading === 'whatwg' ? ' as a browser or fetch reads it (WHATWG URL)' : '';
  const shown = (h: string): string => (reading === 'whatwg' ? h : input.slice(t.hostSpan[0], t.hostSpan[1]));

  // 1. scheme
  const scheme = t.scheme;
  if (p.schemes !== undefined && !(scheme !== undefined && p.schemes.some((x) => x.toLowerCase() === scheme))) {
    return {
      code: 'scheme-not-allowed',
      message: scheme === undefined
        ? `a relative reference has no scheme; allowed: ${p.schemes.join(', ')}`
        : `the scheme ${scheme}${via} is not allowed; allowed: ${p.schemes.join(', ')}`,
      start: t.schemeSpan[0], end: t.schemeSpan[1], reading,
    };
  }

  // 2. userinfo
  if (p.allowUserinfo === false && t.hasUserinfo) {
    return { code: 'userinfo-not-allowed', message: `a userinfo (user name or password)${via} is not allowed`, start: t.userinfoSpan[0], end: t.userinfoSpan[1], reading };
  }

  // 3. host
  const h = t.host;
  if (p.hosts !== undefined) {
    if (h === undefined || h === '') {
      return { code: 'missing-host', message: `the URI${via} names no host, and the policy allows only named hosts`, start: t.hostSpan[0], end: t.hostSpan[0], reading };
    }
    const key = hostKey(h);
    if (key === undefined) {
      return {
        code: 'host-not-allowed',
        message: `the host ${shown(h)}${via} holds, once decoded, a delimiter, a control character or white space, so it matches no allowed host`,
        start: t.hostSpan[0], end: t.hostSpan[1], reading,
      };
    }
    if (!p.hosts.some((x) => hostMatches(key, x))) {
      return { code: 'host-not-allowed', message: `the host ${shown(h)} (${key})${via} is not in the allowed hosts`, start: t.hostSpan[0], end: t.hostSpan[1], reading };
    }
  }

  // 4. address class: denied when any reading of the host is
  if (p.deny !== undefined && p.deny.length > 0 && h !== undefined) {
    for (const a of hostReadings(h, t.hostKind)) {
      const hit = p.deny.find((c) => c === a.ipClass);
      if (hit !== undefined) {
        return {
          code: 'address-class-denied',
          message: `the host ${shown(h)}${via} reaches ${a.text}${FORM_TEXT[a.form]}, a ${hit} address, which the policy denies`,
          start: t.hostSpan[0], end: t.hostSpan[1], reading,
        };
      }
    }
  }

  // 5. port
  if (p.ports !== undefined) {
    const effective = t.port ?? (scheme === undefined ? undefined : registry.get(scheme)?.defaultPort);
    if (effective === undefined || !p.ports.includes(effective)) {
      return {
        code: 'port-not-allowed',
        message: effective === undefined
          ? `the URI gives no port and its scheme has no known default; allowed: ${p.ports.join(', ')}`
          : `port ${effective}${t.port === undefined ? ` (${scheme}'s default)` : ''}${via} is not allowed; allowed: ${p.ports.join(', ')}`,
        start: t.portSpan[0], end: t.portSpan[1], reading,
      };
    }
  }
  return null;
}

interface CheckedPolicy {
  readonly schemes: readonly string[] | undefined;
  readonly hosts: readonly string[] | undefined;
  readonly ports: readonly number[] | undefined;
  readonly deny: readonly string[] | undefined;
  readonly allowUserinfo: boolean | undefined;
}

/**
 * Checks a URI against a policy for server-side requests (webhooks, previews, importers) and
 * returns the first rule it breaks, or null when it is allowed. Every reading a client may make of
 * the URI is checked, and the URI is denied when any is: RFC 3986's, and the WHATWG parser's that
 * browsers and fetch apply (`http:evil.com` has no host to RFC 3986 and host evil.com to fetch).
 * The host is judged by every address it reaches (`http://0x7f.1/`, `http://127.0.0.1./`,
 * `http://[::ffff:127.0.0.1]/`, `http://[64:ff9b::7f00:1]/` are all loopback). Any string gets an
 * answer: one that is not RFC 3986 is the violation 'invalid-uri'. The check reads the text only:
 * a name that DNS resolves to an internal address must still be checked on the resolved address,
 * at connection time. Throws UriError 'invalid-argument' only for a bad policy or a non-string URI.
 *
 * @example
 * checkPolicy('http://0x7f.1/', { denyAddressClasses: ['loopback'] })?.code; // 'address-class-denied'
 * checkPolicy('http://127.0.0.1./', { denyAddressClasses: ['loopback'] })?.code; // 'address-class-denied'
 * checkPolicy('http://evil.com\\@good.com/', { hosts: ['good.com'] })?.code; // 'invalid-uri'
 * checkPolicy('https://api.example.com/', { schemes: ['https'], hosts: ['*.example.com'] }); // null
 */
export function checkPolicy(uri: UriInput, policy: Policy): PolicyViolation | null {
  if (typeof policy !== 'object' || policy === null || Array.isArray(policy)) {
    throw argumentError(`checkPolicy: the policy must be an object, got ${describeValue(policy)}`);
  }
  for (const key of Object.keys(policy)) {
    if (!OPTION_KEYS.has(key)) throw argumentError(`checkPolicy: unknown policy field ${describeValue(key)}; expected one of ${[...OPTION_KEYS].join(', ')}`);
  }
  const p: CheckedPolicy = {
    schemes: checkList(policy.schemes, 'schemes', isString),
    hosts: checkList(policy.hosts, 'hosts', isString),
    ports: checkList(policy.ports, 'ports', isPort),
    deny: checkList(policy.denyAddressClasses, 'denyAddressClasses', isString),
    allowUserinfo: policy.allowUserinfo,
  };
  for (const c of p.deny ?? []) {
    if (!IP_CLASSES.has(c)) throw argumentError(`checkPolicy: unknown address class ${describeValue(c)} in policy.denyAddressClasses; expected one of ${[...IP_CLASSES].join(', ')}`);
  }
  if (p.allowUserinfo !== undefined && typeof p.allowUserinfo !== 'boolean') {
    throw argumentError(`checkPolicy: policy.allowUserinfo must be a boolean, got ${describeValue(p.allowUserinfo)}`);
  }
  const registry = policy.registry === undefined ? DEFAULT_REGISTRY : checkRegistry(policy.registry, 'checkPolicy: policy.registry');
  const c = compareWithWhatwg(stringOrUri(uri, 'checkPolicy: the URI'));
  const input = c.input;
  if (c.rfc.uri === undefined) {
    const e = c.rfc.error!;
    const w = c.whatwg;
    const at = Math.min(e.index, input.length);
    return {
      code: 'invalid-uri',
      message: `not a URI by RFC 3986 (${e.code} at index ${e.index}): ${e.message}${w === null ? '' : `; a browser would read it as ${JSON.stringify(w.href)}`}; refuse it, or repair it explicitly and check the result`,
      start: at, end: Math.min(at + 1, input.length), reading: 'rfc3986',
    };
  }
  const context = contextOf(c.rfc.uri, registry);
  const hostSpan: readonly [number, number] = context.host === undefined ? [context.path.start, context.path.start] : [context.host.start, context.host.end];
  const rfc: Target = {
    reading: 'rfc3986',
    scheme: context.scheme,
    hasUserinfo: context.userinfo !== undefined,
    host: context.host === undefined ? undefined : input.slice(hostSpan[0], hostSpan[1]),
    hostKind: context.hostKind,
    port: context.port === undefined || context.port.start === context.port.end ? undefined : Number(input.slice(context.port.start, context.port.end)),
    schemeSpan: [0, context.scheme === undefined ? 0 : context.scheme.length],
    userinfoSpan: context.userinfo === undefined ? [0, 0] : [context.userinfo.start, context.userinfo.end],
    hostSpan,
    portSpan: context.port !== undefined ? [context.port.start, context.port.end] : [hostSpan[1], hostSpan[1]],
  };
  return check(rfc, p, registry, input) ?? (c.whatwg === null ? null : check(whatwgTarget(c.whatwg, rfc), p, registry, input));
}
