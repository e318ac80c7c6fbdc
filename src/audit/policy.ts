/** RFC 3986 §3.1-§3.2.3, §7.4, RFC 6890 — checkPolicy: may a server fetch this URI? The first rule it breaks, with its span. */

import { argumentError, describeValue } from '../errors.js';
import { type IpClass, classifyIPv6, formatIPv4, formatIPv6, inetAtonAddress, parseIPLiteral } from '../host/index.js';
import { tryDomainToAscii } from '../idna/index.js';
import { decode } from '../percent.js';
import { DEFAULT_REGISTRY, type SchemeRegistry } from '../schemes/registry.js';
import { type Uri, toUri } from '../uri.js';
import { type AuditContext, contextOf } from './audit.js';
import { hostAddress } from './rules/special-address.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * What a server-side fetch may reach. Every field is optional and an absent field allows
 * everything; the checks run in this order and the first failure is reported: scheme, userinfo,
 * host, address class, port.
 */
export interface Policy {
  /** Allowed schemes, any case ('https'). */
  schemes?: readonly string[] | undefined;
  /**
   * Allowed hosts: an exact name ('api.example.com', compared without case, after percent-decoding,
   * as its A-label for an IDN), an IP address ('10.0.0.5', '[2001:db8::1]', compared by value), or
   * '*.example.com' for any name below example.com (not example.com itself).
   */
  hosts?: readonly string[] | undefined;
  /** Allowed ports; a URI without a port is judged by its scheme's default port. */
  ports?: readonly number[] | undefined;
  /**
   * Address classes to refuse (RFC 6890): a host is judged by the address it reaches, an
   * IPv4-mapped IPv6 address by its IPv4 address, a §7.4 form ('0x7f.1') by what inet_aton makes
   * of it, and 'localhost' (RFC 6761) as loopback.
   */
  denyAddressClasses?: readonly IpClass[] | undefined;
  /** Whether a userinfo (user name, password) may be given. Default true. */
  allowUserinfo?: boolean | undefined;
  /** Where default ports come from. Default DEFAULT_REGISTRY. */
  registry?: SchemeRegistry | undefined;
}

/** The first rule a URI breaks. */
export interface PolicyViolation {
  readonly code: 'scheme-not-allowed' | 'userinfo-not-allowed' | 'missing-host' | 'host-not-allowed' | 'address-class-denied' | 'port-not-allowed';
  readonly message: string;
  /** The span [start, end) of the URI's text that breaks the rule (empty where something is missing). */
  readonly start: number;
  readonly end: number;
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

/** A name as DNS sees it: lower case, no root '.', an IDN as its A-label; an address as its canonical text. */
function hostKey(name: string): string {
  let n = name.endsWith('.') ? name.slice(0, -1) : name;
  if (n.charCodeAt(0) === 91) {
    try {
      return '[' + formatIPv6(parseIPLiteral(n)) + ']';
    } catch {
      return n.toLowerCase();
    }
  }
  const v = inetAtonAddress(n);
  if (v !== undefined) return formatIPv4(v);
  n = n.toLowerCase();
  return tryDomainToAscii(n, { preset: 'lenient' }) ?? n;
}

/** The key of a URI's host: decoded, and judged by value for IP text and §7.4 forms. */
function uriHostKey(context: AuditContext): string {
  const h = context.host!;
  const written = context.input.slice(h.start, h.end);
  if (context.hostKind === 'ipv6') {
    const zone = written.indexOf('%');
    return hostKey(zone < 0 ? written : written.slice(0, zone) + ']');
  }
  if (context.hostKind === 'ipvfuture') return written.toLowerCase();
  const name = decode(written, { invalid: 'replace' });
  // Work bound: no allowed name is longer than 253 octets; a decoded host many times that long is
  // not sent through ToASCII (it matches no entry, and '*' patterns fail on it too).
  return name.length > MAX_HOST_TEXT ? name.toLowerCase() : hostKey(name);
}

function hostMatches(key: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) {
    const suffix = hostKey(pattern.slice(2));
    return key.length > suffix.length + 1 && key.endsWith('.' + suffix);
  }
  return key === hostKey(pattern);
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * Checks a URI against a policy for server-side requests (webhooks, previews, importers) and
 * returns the first rule it breaks, or null when it is allowed. The host is judged by the address
 * it reaches: `http://0x7f.1/`, `http://2130706433/` and `http://[::ffff:127.0.0.1]/` are all
 * loopback (RFC 3986 §7.4). The check reads the text only: a name that DNS resolves to an internal
 * address must still be checked on the resolved address, at connection time.
 *
 * @example
 * checkPolicy('http://0x7f.1/', { denyAddressClasses: ['loopback'] })?.code; // 'address-class-denied'
 * checkPolicy('https://api.example.com/', { schemes: ['https'], hosts: ['*.example.com'] }); // null
 */
export function checkPolicy(uri: string | Uri, policy: Policy): PolicyViolation | null {
  if (typeof policy !== 'object' || policy === null) {
    throw argumentError(`checkPolicy: the policy must be an object, got ${describeValue(policy)}`);
  }
  const schemes = checkList(policy.schemes, 'schemes', isString);
  const hosts = checkList(policy.hosts, 'hosts', isString);
  const ports = checkList(policy.ports, 'ports', isPort);
  const deny = checkList(policy.denyAddressClasses, 'denyAddressClasses', isString);
  for (const c of deny ?? []) {
    if (!IP_CLASSES.has(c)) throw argumentError(`checkPolicy: unknown address class ${describeValue(c)} in policy.denyAddressClasses`);
  }
  const allowUserinfo = policy.allowUserinfo;
  if (allowUserinfo !== undefined && typeof allowUserinfo !== 'boolean') {
    throw argumentError(`checkPolicy: policy.allowUserinfo must be a boolean, got ${describeValue(allowUserinfo)}`);
  }
  const context = contextOf(toUri(uri, 'checkPolicy: the URI', undefined), policy.registry ?? DEFAULT_REGISTRY);
  const s = context.input;

  // 1. scheme
  const scheme = context.scheme;
  if (schemes !== undefined) {
    const allowed = scheme !== undefined && schemes.some((x) => x.toLowerCase() === scheme);
    if (!allowed) {
      return {
        code: 'scheme-not-allowed',
        message: scheme === undefined
          ? `a relative reference has no scheme; allowed: ${schemes.join(', ')}`
          : `the scheme ${scheme} is not allowed; allowed: ${schemes.join(', ')}`,
        start: 0,
        end: scheme === undefined ? 0 : scheme.length,
      };
    }
  }

  // 2. userinfo
  const u = context.userinfo;
  if (allowUserinfo === false && u !== undefined) {
    return { code: 'userinfo-not-allowed', message: 'a userinfo (user name or password) is not allowed', start: u.start, end: u.end };
  }

  // 3. host
  const h = context.host;
  if (hosts !== undefined) {
    if (h === undefined || h.start === h.end) {
      const at = h === undefined ? context.path.start : h.start;
      return { code: 'missing-host', message: 'the URI names no host, and the policy allows only named hosts', start: at, end: at };
    }
    const key = uriHostKey(context);
    if (!hosts.some((p) => hostMatches(key, p))) {
      return { code: 'host-not-allowed', message: `the host ${s.slice(h.start, h.end)} (${key}) is not in the allowed hosts`, start: h.start, end: h.end };
    }
  }

  // 4. address class
  if (deny !== undefined && deny.length > 0 && h !== undefined) {
    const a = hostAddress(context);
    if (a !== undefined) {
      const classes: IpClass[] = [a.ipClass];
      if (a.ipv6 !== undefined) classes.push(classifyIPv6(a.ipv6));
      const hit = classes.find((c) => deny.includes(c));
      if (hit !== undefined) {
        return {
          code: 'address-class-denied',
          message: `the host ${s.slice(h.start, h.end)} reaches ${a.text}, a ${hit} address${a.form === 'inet-aton' ? ' (read by inet_aton, RFC 3986 \u00a77.4)' : ''}, which the policy denies`,
          start: h.start,
          end: h.end,
        };
      }
    }
  }

  // 5. port
  if (ports !== undefined) {
    const p = context.port;
    const written = p === undefined || p.start === p.end ? undefined : Number(s.slice(p.start, p.end));
    const effective = written ?? (scheme === undefined ? undefined : context.registry.get(scheme)?.defaultPort);
    if (effective === undefined || !ports.includes(effective)) {
      const at = p ?? { start: h === undefined ? context.path.start : h.end, end: h === undefined ? context.path.start : h.end };
      return {
        code: 'port-not-allowed',
        message: effective === undefined
          ? `the URI gives no port and its scheme has no known default; allowed: ${ports.join(', ')}`
          : `port ${effective}${written === undefined ? ` (${scheme}'s default)` : ''} is not allowed; allowed: ${ports.join(', ')}`,
        start: at.start,
        end: at.end,
      };
    }
  }
  return null;
}
