/** RFC 3986 §6.2.2-6.2.3 — syntax-based and scheme-based normalization, as named steps with a dry run. */

import * as chars from './chars.js';
import { decimalValue, hexPairAt, hexValue } from './chars.js';
import { decode, encode } from './percent.js';
import type { Components } from './compose.js';
import { argumentError, describeValue } from './errors.js';
import { guardPath, normalizeRelativePath } from './resolve.js';
import { dotSegmentsRemoved, dotSegmentsRemovedWithin, firstDotSegment, hasDotSegment, removeDotSegments } from './segment.js';
import { HINT_HOST_PCT, HINT_HOST_UPPER, HINT_PATH_DOT, HINT_PATH_PCT, HINT_SCHEME_UPPER, HINT_TAIL_PCT, isIPv4address, readCommonUri } from './parse.js';
import { DEFAULT_REGISTRY, type SchemeRegistry, isRegistry, madeByCreateRegistry } from './registry.js';
import { type Check, type Fields, arrayOf, checkOptions, isBoolean, oneOf } from './options.js';
import { type ParseOptions, type Uri, type UriInput, createUri, fromComponents, toUri } from './uri.js';
import * as offsets from './offsets.js';

// Module-local copies of the table, bits and offsets.ts's accessors, on purpose: see "Local copies" in
// chars.ts.
const CHARS = chars.CHARS;
const HEXDIG = chars.HEXDIG;
const UNRESERVED = chars.UNRESERVED;
const textOf = offsets.textOf;
const schemeEndOf = offsets.schemeEndOf;
const hostStartOf = offsets.hostStartOf;
const hostEndOf = offsets.hostEndOf;
const pathStartOf = offsets.pathStartOf;
const pathEndOf = offsets.pathEndOf;
const uriFlagsOf = offsets.uriFlagsOf;
const HOST_REG_NAME = offsets.HOST_REG_NAME;
const HOST_IPV4 = offsets.HOST_IPV4;
const PARSE_IRI = offsets.PARSE_IRI;
const PCT = chars.PCT;
const LONG_OUTPUT = chars.LONG_OUTPUT;
const unitBuffer = chars.unitBuffer;
const unitsToString = chars.unitsToString;

// ---------------------------------------------------------------------------------------------
// Types

/** The built-in steps, in the order they run. */
export type NormalizeStepName =
  | 'lowercase-scheme'
  | 'decode-unreserved'
  | 'uppercase-percent-hex'
  | 'lowercase-host'
  | 'remove-dot-segments'
  | 'remove-default-port'
  | 'localhost-to-empty-host'
  | 'empty-path-to-root'
  | 'scheme-rules';

/** The context a step runs in. */
export interface StepContext {
  readonly registry: SchemeRegistry;
}

/**
 * One normalization step: a pure function from components to components that keeps the URI
 * equivalent. Built-in steps and plug-ins (RFC 5952 IPv6 text, IDNA host mapping) share this shape.
 */
export interface NormalizeStep {
  readonly name: string;
  apply(components: Components, context: StepContext): Components;
}

/** Options of normalize, normalizationChanges, equivalent and comparisonKey. */
export interface NormalizeOptions extends Pick<ParseOptions, 'iri' | 'zoneId'> {
  /** 'syntax' runs §6.2.2's steps; 'scheme' (default) adds §6.2.3's, from the registry. */
  level?: 'syntax' | 'scheme' | undefined;
  /** Built-in steps to leave out. */
  skip?: readonly NormalizeStepName[] | undefined;
  /** Steps to run after the built-in ones (plug-ins such as IPv6 canonical text or IDNA). */
  extraSteps?: readonly NormalizeStep[] | undefined;
  /** Where scheme-based steps find default ports and rules. Default: DEFAULT_REGISTRY. */
  registry?: SchemeRegistry | undefined;
  /**
   * Writes an internationalized host in ASCII, so that `bücher.example` and `xn--bcher-kva.example`
   * meet: a function from a Unicode domain name to its ASCII form, such as urikit/idna's
   * `domainToAscii` (UTS #46), or node:url's `domainToASCII`. A reg-name that holds non-ASCII
   * (percent-encoded UTF-8, or an IRI's own characters) is decoded, given to it, and written back
   * as it returns it (the step 'host-to-ascii', after the built-in ones); an ASCII host is left to
   * 'lowercase-host', so that a host the function would refuse (`a_b`, `r3---sn`) is never given
   * to it. What it throws passes through (urikit/idna's UriError names the UTS #46 rule).
   */
  hostToAscii?: ((domain: string) => string) | undefined;
}

/** One change a step makes, as the dry run reports it. */
export interface NormalizeChange {
  readonly step: string;
  readonly component: keyof Components;
  readonly before: string | undefined;
  readonly after: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

// The steps normalizedLong takes, as bits.
/** decode-unreserved: escapes of unreserved characters decoded */
const N_DECODE = 1;
/** uppercase-percent-hex: the hex digits of the other escapes upper-cased */
const N_UPPER = 2;
/** lowercase-host: ASCII letters lower-cased outside escapes (and decoded letters too) */
const N_LOWER = 4;
/** a path: a segment that would decode to exactly "." or ".." keeps its escapes (see decodePathUnreserved) */
const N_PATH = 8;

/** The code of the hex digit h in upper case. */
function upperHex(h: number): number {
  return h >= 97 && h <= 102 ? h - 32 : h;
}

/**
 * The steps of `steps` (N_* bits) on a long s[start, end) (LONG_OUTPUT units or more), written into
 * a UTF-16 buffer and made a string once (see "Output buffers" in chars.ts): what normalizePercent,
 * lowercaseOutsideEscapes, decodePathUnreserved, percentNormalized, lowercaseAscii and
 * pathNormalized give, without a piece per escape. Keep them in step: test/unit/long-output.test.ts
 * runs both on the same URIs. The buffer needs no growing: every step keeps a unit's length or
 * shortens an escape to one unit.
 */
function normalizedLong(s: string, start: number, end: number, steps: number): string {
  const decode = (steps & N_DECODE) !== 0;
  const upper = (steps & N_UPPER) !== 0;
  const lower = (steps & N_LOWER) !== 0;
  const path = (steps & N_PATH) !== 0;
  const buf = unitBuffer(end - start);
  let k = 0;
  let segment = start; // where the current path segment starts, in s
  let written = 0; // and in buf
  for (let i = start; i <= end; i++) {
    const c = i < end ? s.charCodeAt(i) : 47; // a path's last segment ends as if at a '/'
    if (c === 37) {
      const h = s.charCodeAt(i + 1);
      const l = s.charCodeAt(i + 2);
      if (!decode && !upper) {
        // lowercaseOutsideEscapes: a '%' and a hex digit start an escape, which stays as it is
        buf[k++] = 37;
        if (h < 128 && (CHARS[h]! & HEXDIG) !== 0) {
          buf[k++] = h;
          if (i + 2 < end) buf[k++] = l;
          i += 2;
        }
        continue;
      }
      // every '%' starts a full escape: the components are valid
      const v = hexValue(h) * 16 + hexValue(l);
      if (decode && v >= 0 && v < 128 && (CHARS[v]! & UNRESERVED) !== 0) {
        buf[k++] = lower && v >= 65 && v <= 90 ? v + 32 : v;
      } else {
        buf[k++] = 37;
        buf[k++] = upper ? upperHex(h) : h;
        buf[k++] = upper ? upperHex(l) : l;
      }
      i += 2;
    } else if (c === 47 && path) {
      // §6.2.2.2 / §5.2.4: a segment decoded to "." or ".." is written again, its escapes kept and upper-cased
      const n = k - written;
      if ((n === 1 || n === 2) && i - segment > n && buf[written] === 46 && buf[k - 1] === 46) {
        k = written;
        for (let j = segment; j < i; j++) {
          const d = s.charCodeAt(j);
          buf[k++] = d;
          if (d === 37) {
            buf[k++] = upperHex(s.charCodeAt(j + 1));
            buf[k++] = upperHex(s.charCodeAt(j + 2));
            j += 2;
          }
        }
      }
      if (i === end) break;
      buf[k++] = 47;
      segment = i + 1;
      written = k;
    } else if (i === end) {
      break;
    } else {
      buf[k++] = lower && c >= 65 && c <= 90 ? c + 32 : c;
    }
  }
  return unitsToString(buf, k);
}

/**
 * §6.2.2.1-6.2.2.2 in one pass over a component: pct-encoded unreserved characters decoded
 * (`decode`), the hex digits of the other escapes upper-cased (`upper`). Returns the same string
 * when nothing changes. The input is valid, so every '%' starts a full triplet.
 * @internal
 */
function normalizePercent(text: string, decode: boolean, upper: boolean): string {
  let i = text.indexOf('%');
  if (i < 0) return text;
  if (text.length >= LONG_OUTPUT) return normalizedLong(text, 0, text.length, (decode ? N_DECODE : 0) | (upper ? N_UPPER : 0));
  let out = '';
  let from = 0;
  for (; i >= 0; i = text.indexOf('%', i + 3)) {
    const h = text.charCodeAt(i + 1);
    const l = text.charCodeAt(i + 2);
    const v = hexValue(h) * 16 + hexValue(l);
    if (decode && v < 128 && (CHARS[v]! & UNRESERVED) !== 0) {
      out += text.slice(from, i) + String.fromCharCode(v);
      from = i + 3;
    } else if (upper && ((h >= 97 && h <= 102) || (l >= 97 && l <= 102))) {
      out += text.slice(from, i + 1) + text.charAt(i + 1).toUpperCase() + text.charAt(i + 2).toUpperCase();
      from = i + 3;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/** ASCII letters to lower case, except the hex digits of escapes (another step owns their case). */
function lowercaseOutsideEscapes(text: string): string {
  if (text.length >= LONG_OUTPUT) return normalizedLong(text, 0, text.length, N_LOWER);
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 37 && hexPairAt(text, i + 1, text.length)) {
      i += 2;
    } else if (c >= 65 && c <= 90) {
      out += text.slice(from, i) + String.fromCharCode(c + 32);
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

function withChange<K extends keyof Components>(c: Components, key: K, value: Components[K]): Components {
  return value === c[key] ? c : { ...c, [key]: value };
}

// ---------------------------------------------------------------------------------------------
// The steps, in the order they run

const PERCENT_COMPONENTS = ['userinfo', 'host', 'path', 'query', 'fragment'] as const;

/**
 * §6.2.2.2 on a path, segment by segment: a segment that would decode to exactly "." or ".." keeps
 * its escapes. Deviation (README): §2.3 makes %2E equivalent to ".", but §5.2.4 removes only
 * literal dot-segments, so decoding `%2E%2E` would change what the reference resolves to
 * (`%2E%2E/../g` is not `../../g`); keeping it encoded keeps normalize from changing any resolution.
 */
function decodePathUnreserved(path: string, upper: boolean): string {
  if (path.indexOf('%') < 0) return path;
  if (path.length >= LONG_OUTPUT) return normalizedLong(path, 0, path.length, N_DECODE | (upper ? N_UPPER : 0) | N_PATH);
  let out = '';
  let start = 0;
  for (;;) {
    let end = path.indexOf('/', start);
    if (end < 0) end = path.length;
    const segment = path.slice(start, end);
    const decoded = normalizePercent(segment, true, upper);
    out += decoded === '.' || decoded === '..' ? normalizePercent(segment, false, true) : decoded;
    if (end === path.length) return out === path ? path : out;
    out += '/';
    start = end + 1;
  }
}

function percentStep(name: NormalizeStepName, decode: boolean, upper: boolean): NormalizeStep & { readonly name: NormalizeStepName } {
  return {
    name,
    apply(c) {
      let out = c;
      for (const key of PERCENT_COMPONENTS) {
        const v = out[key];
        if (v === undefined) continue;
        out = withChange(out, key, decode && key === 'path' ? decodePathUnreserved(v, upper) : normalizePercent(v, decode, upper));
      }
      return out;
    },
  };
}

/** The built-in steps by name, in running order. */
export const BUILT_IN_STEPS: readonly (NormalizeStep & { readonly name: NormalizeStepName; readonly level: 'syntax' | 'scheme' })[] = [
  // §6.2.2.1: the scheme is case-insensitive; lower case is canonical
  { name: 'lowercase-scheme', level: 'syntax', apply: (c) => (c.scheme === undefined ? c : withChange(c, 'scheme', c.scheme.toLowerCase())) },
  // §6.2.2.2: pct-encoded unreserved characters are decoded
  { ...percentStep('decode-unreserved', true, false), level: 'syntax' },
  // §6.2.2.1: hex digits of escapes are upper case
  { ...percentStep('uppercase-percent-hex', false, true), level: 'syntax' },
  // §6.2.2.1: the host is case-insensitive; lower case is canonical
  { name: 'lowercase-host', level: 'syntax', apply: (c) => (c.host === undefined ? c : withChange(c, 'host', lowercaseOutsideEscapes(c.host))) },
  // §6.2.2.3: dot-segments removed; a relative-path reference keeps what it resolves to
  {
    name: 'remove-dot-segments',
    level: 'syntax',
    apply: (c) => {
      const relativePath = c.scheme === undefined && c.host === undefined && c.path.charCodeAt(0) !== 47;
      const path = relativePath ? normalizeRelativePath(c.path) : guardPath(removeDotSegments(c.path), c.host !== undefined);
      return withChange(c, 'path', path);
    },
  },
  // §6.2.3 and §3.2.3: an empty port, or the scheme's default, is omitted
  {
    name: 'remove-default-port',
    level: 'scheme',
    apply: (c, ctx) => {
      if (c.port === undefined) return c;
      if (c.port === '') return withChange(c, 'port', undefined);
      const entry = c.scheme === undefined ? undefined : ctx.registry.get(c.scheme);
      return entry?.defaultPort !== undefined && Number(c.port) === entry.defaultPort ? withChange(c, 'port', undefined) : c;
    },
  },
  // RFC 8089 §2: file://localhost/ is file:///
  {
    name: 'localhost-to-empty-host',
    level: 'scheme',
    apply: (c, ctx) => {
      if (c.host === undefined || c.scheme === undefined || c.userinfo !== undefined || c.port !== undefined) return c;
      if (c.host.toLowerCase() !== 'localhost' || ctx.registry.get(c.scheme)?.localhostIsEmptyHost !== true) return c;
      return withChange(c, 'host', '');
    },
  },
  // §6.2.3: with an authority, an empty path is "/" for schemes that say so (http://example.com -> http://example.com/)
  {
    name: 'empty-path-to-root',
    level: 'scheme',
    apply: (c, ctx) => {
      if (c.host === undefined || c.path !== '' || c.scheme === undefined) return c;
      return ctx.registry.get(c.scheme)?.emptyPathIsRoot === true ? withChange(c, 'path', '/') : c;
    },
  },
  // §6.2.3: the steps the scheme's registry entry adds, in its order
  {
    name: 'scheme-rules',
    level: 'scheme',
    apply: (c, ctx) => {
      const steps = c.scheme === undefined ? undefined : ctx.registry.get(c.scheme)?.steps;
      if (steps === undefined) return c;
      let out = c;
      for (const step of steps) out = step.apply(out, ctx);
      return out;
    },
  },
];

// ---------------------------------------------------------------------------------------------
// The algorithm

/** The built-in steps of each level, and their context with the default registry: the common selections, made once. */
const SYNTAX_STEPS: readonly NormalizeStep[] = BUILT_IN_STEPS.filter((s) => s.level === 'syntax');
const DEFAULT_CONTEXT: StepContext = { registry: DEFAULT_REGISTRY };

function isUpperAscii(c: number): boolean {
  return c >= 65 && c <= 90;
}

/**
 * The common case, decided by reading u in place: true when no built-in step of the level would
 * change it. Conservative: whatever it cannot rule out cheaply (any '%', a port, an empty path
 * after an authority, a 9-letter host that may be 'localhost') goes down the general path, which
 * gives the same answer. Allocates nothing. normalize's fast path: tests check on every table row
 * and on generated URIs that it says true only where normalizeBySteps changes nothing.
 * @internal
 */
export function isNormal(u: Uri, schemeLevel: boolean): boolean {
  const s = textOf(u);
  if (s.indexOf('%') >= 0) return false; // decode-unreserved, uppercase-percent-hex
  for (let i = 0; i < schemeEndOf(u); i++) if (isUpperAscii(s.charCodeAt(i))) return false; // lowercase-scheme
  const pathEnd = pathEndOf(u);
  if (hasDotSegment(s, pathStartOf(u), pathEnd)) return false; // remove-dot-segments
  if (hostStartOf(u) < 0) return true;
  for (let i = hostStartOf(u); i < hostEndOf(u); i++) if (isUpperAscii(s.charCodeAt(i))) return false; // lowercase-host
  if (!schemeLevel) return true;
  // remove-default-port: a written port (an empty one goes without a scheme too: '//a:' is '//a')
  if (hostEndOf(u) !== pathStartOf(u)) return false;
  if (schemeEndOf(u) < 0) return true;
  // empty-path-to-root, localhost-to-empty-host
  return pathEnd > pathStartOf(u) && hostEndOf(u) - hostStartOf(u) !== 9;
}

// ---------------------------------------------------------------------------------------------
// The built-in steps in one pass: what normalize runs for the plain options

/**
 * §6.2.2.1-6.2.2.2 and §6.2.2.1's lower case on a host s[start, end) into `out`: escapes of
 * unreserved characters decoded, the hex of the others upper-cased, ASCII letters lower-cased
 * outside escapes, as decode-unreserved, uppercase-percent-hex and lowercase-host do in turn. Pushes
 * slices and the changed pieces, never the text one character at a time; returns whether anything
 * changed. (Without lower-casing, only escapes change: escapesNormalized.)
 */
function hostNormalizeInto(s: string, start: number, end: number, out: string[]): boolean {
  let from = start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 37) {
      const h = s.charCodeAt(i + 1);
      const l = s.charCodeAt(i + 2);
      const v = hexValue(h) * 16 + hexValue(l);
      if (v < 128 && (CHARS[v]! & UNRESERVED) !== 0) {
        if (from < i) out.push(s.slice(from, i));
        out.push(String.fromCharCode(v >= 65 && v <= 90 ? v + 32 : v));
        from = i + 3;
      } else if ((h >= 97 && h <= 102) || (l >= 97 && l <= 102)) {
        if (from < i) out.push(s.slice(from, i));
        out.push(PCT[v]!);
        from = i + 3;
      }
      i += 2;
    } else if (c >= 65 && c <= 90) {
      if (from < i) out.push(s.slice(from, i));
      out.push(String.fromCharCode(c + 32));
      from = i + 1;
    }
  }
  if (from === start) return false;
  if (from < end) out.push(s.slice(from, end));
  return true;
}

/**
 * A component with the percent steps applied (and with `lower`, a host, its ASCII letters
 * lower-cased): escapesNormalized or hostNormalizeInto, or the same slice when nothing changes.
 */
function percentNormalized(s: string, start: number, end: number, lower: boolean, ascii = false): string {
  const pct = s.indexOf('%', start);
  if (pct < 0 || pct >= end) {
    // no escape: at most the host's letters to lower case
    const text = s.slice(start, end);
    return lower ? lowercaseAscii(text, ascii) : text;
  }
  if (!lower) return escapesNormalized(s, start, start, end, end, pct, false) ?? s.slice(start, end);
  if (end - start >= LONG_OUTPUT) return normalizedLong(s, start, end, N_DECODE | N_UPPER | N_LOWER);
  const parts: string[] = [];
  return hostNormalizeInto(s, start, end, parts) ? parts.join('') : s.slice(start, end);
}

/**
 * ASCII letters to lower case, other characters as they are. With `ascii` (the text is known to be
 * ASCII: a URI, not an IRI) toLowerCase does it in native code; an IRI's host may hold non-ASCII
 * letters, which lowercase-host keeps as they are.
 */
function lowercaseAscii(text: string, ascii: boolean): string {
  let i = 0;
  const n = text.length;
  while (i < n && !isUpperAscii(text.charCodeAt(i))) i++;
  if (i === n) return text;
  if (!ascii) {
    ascii = true;
    for (let k = 0; k < n; k++) {
      if (text.charCodeAt(k) >= 0x80) {
        ascii = false;
        break;
      }
    }
  }
  if (ascii) return text.toLowerCase();
  if (n >= LONG_OUTPUT) return normalizedLong(text, 0, n, N_DECODE | N_UPPER | N_LOWER);
  const parts: string[] = [];
  hostNormalizeInto(text, 0, n, parts);
  return parts.join('');
}

/**
 * The path with decode-unreserved and uppercase-percent-hex applied segment by segment (a segment
 * that would decode to exactly "." or ".." keeps its escapes, hex upper-cased: see
 * decodePathUnreserved), in one pass: the slices between escapes, joined once.
 */
function pathNormalized(s: string, start: number, end: number): string {
  const pct = s.indexOf('%', start);
  if (pct < 0 || pct >= end) return s.slice(start, end);
  if (end - start >= LONG_OUTPUT) return normalizedLong(s, start, end, N_DECODE | N_UPPER | N_PATH);
  // Without a %2E, no segment can decode to "." or "..": the whole path in one pass.
  const dot = s.indexOf('%2', pct);
  if (dot < 0 || dot >= end || !hasEncodedDot(s, dot, end)) return percentNormalized(s, start, end, false);
  const parts: string[] = [];
  let segment = start;
  for (let i = start; i <= end; i++) {
    if (i < end && s.charCodeAt(i) !== 47) continue;
    // the segment s[segment, i), then its '/'
    const p = s.indexOf('%', segment);
    const decoded = p >= 0 && p < i ? escapesNormalized(s, segment, segment, i, i, p, false) : undefined;
    if (decoded == null) {
      if (segment < i) parts.push(s.slice(segment, i));
    } else {
      parts.push(decoded === '.' || decoded === '..' ? normalizePercent(s.slice(segment, i), false, true) : decoded);
    }
    if (i < end) parts.push('/');
    segment = i + 1;
  }
  return parts.join('');
}

/** True when s[from, end) holds a %2E or %2e (from is at a '%2'). */
function hasEncodedDot(s: string, from: number, end: number): boolean {
  for (let i = from; i >= 0 && i + 2 < end; i = s.indexOf('%2', i + 1)) {
    if ((s.charCodeAt(i + 2) | 0x20) === 0x65) return true;
  }
  return false;
}

/**
 * normalize's general path for the built-in steps, in one pass: reads u's components by their
 * offsets, writes the normal form and its offsets directly, and makes the Uri without checking or
 * parsing it again (each step keeps a valid URI valid: decoding gives unreserved characters, dot
 * removal is guarded as resolve guards it, a port or a delimiter only goes). The same result as
 * running BUILT_IN_STEPS (tests compare the two on every table row and on generated inputs).
 * normalize calls it only where the steps are the built-in ones (no skip, no extra step, and no
 * registry entry with steps of its own), for what the fused path (normalCommon) does not take: a
 * Uri, another shape, or other options.
 */
function normalizeInOnePass(u: Uri, schemeLevel: boolean, registry: SchemeRegistry): Uri {
  const s = textOf(u);
  const schemeEnd = schemeEndOf(u);
  const hostStart = hostStartOf(u);
  const hostEnd = hostEndOf(u);
  const pathStart = pathStartOf(u);
  const pathEnd = pathEndOf(u);
  const queryStart = offsets.queryStartOf(u);
  const fragmentStart = offsets.fragmentStartOf(u);
  // scheme: lowercase-scheme
  const ascii = (uriFlagsOf(u) & PARSE_IRI) === 0;
  const scheme = schemeEnd < 0 ? undefined : lowercaseAscii(s.slice(0, schemeEnd), true);
  const entry = scheme === undefined || !schemeLevel ? undefined : registry.get(scheme);
  let out = scheme === undefined ? '' : scheme + ':';
  let outHostStart = -1;
  let outHostEnd = -1;
  let hostKind = offsets.hostKindOf(u);
  if (hostStart >= 0) {
    out += '//';
    const userinfoStart = offsets.userinfoStartOf(u);
    const userinfo = userinfoStart < 0 ? undefined : percentNormalized(s, userinfoStart, hostStart - 1, false);
    if (userinfo !== undefined) out += userinfo + '@';
    const written = s.slice(hostStart, hostEnd);
    let host = percentNormalized(s, hostStart, hostEnd, true, ascii);
    const decoded = host.length !== written.length;
    const portStart = offsets.portStartOf(u);
    let port = portStart < 0 ? undefined : s.slice(portStart, pathStart);
    if (schemeLevel && port !== undefined && (port === '' || (entry?.defaultPort !== undefined && Number(port) === entry.defaultPort))) {
      port = undefined; // remove-default-port
    }
    if (schemeLevel && userinfo === undefined && port === undefined && host === 'localhost' && entry?.localhostIsEmptyHost === true) {
      host = ''; // localhost-to-empty-host
    }
    outHostStart = out.length;
    out += host;
    outHostEnd = out.length;
    // decoding may have made a reg-name an IPv4address (first-match-wins, §3.2.2)
    if (decoded && hostKind === HOST_REG_NAME && isIPv4address(out, outHostStart, outHostEnd)) hostKind = HOST_IPV4;
    if (port !== undefined) out += ':' + port;
  }
  // path: decode-unreserved / uppercase-percent-hex by segment, and remove-dot-segments
  let path = pathNormalized(s, pathStart, pathEnd);
  const relativePath = scheme === undefined && hostStart < 0 && path.charCodeAt(0) !== 47;
  path = relativePath ? normalizeRelativePath(path) : guardPath(removeDotSegments(path), hostStart >= 0);
  if (schemeLevel && hostStart >= 0 && path === '' && entry?.emptyPathIsRoot === true) path = '/'; // empty-path-to-root
  const outPathStart = out.length;
  out += path;
  let outQueryStart = -1;
  let outFragmentStart = -1;
  if (queryStart >= 0) {
    outQueryStart = out.length;
    out += '?' + percentNormalized(s, queryStart + 1, offsets.beforeFragmentOf(u), false);
  }
  if (fragmentStart >= 0) {
    outFragmentStart = out.length;
    out += '#' + percentNormalized(s, fragmentStart + 1, s.length, false);
  }
  // unchanged (isNormal could not rule it out): the same Uri. A change of length needs no comparison.
  if (out.length === s.length && out === s) return u;
  return createUri(out, scheme === undefined ? -1 : schemeEnd, outHostStart, outHostEnd, outPathStart,
    outQueryStart, outFragmentStart, hostKind, uriFlagsOf(u));
}

// ---------------------------------------------------------------------------------------------
// The fused path: parse's common shape read and normalized in one go

// Where the text normalCommon last returned has its host end, path, query and fragment, and its
// host kind (its scheme end and host start are the input's: lower-casing keeps lengths, and the
// shape has no userinfo). Written by normalCommon, read by its callers right after the call.
let fusedHostEnd = 0;
let fusedPathStart = 0;
let fusedQueryStart = -1;
let fusedFragmentStart = -1;
let fusedHostKind = 0;
/**
 * True when normalCommon's last text is its input (so fused* are not written). Not `out === s`:
 * a text of the input's length (hex digits upper-cased) would be compared unit by unit, and its
 * rope flattened first.
 */
let fusedSame = false;
/** The level of the next normalCommon call: true for 'scheme' (read-only to normalCommon; set by its callers). */
let fusedSchemeLevel = true;

/**
 * What the fused path reads of a registry entry, in one shape for every scheme (the entries
 * differ in which optional fields they have, and a load from objects of several shapes is slower
 * than from one): its name, its default port (-1: none), its two flags, and whether it has steps
 * of its own (the fused path then leaves the URI to the steps).
 */
interface FusedScheme {
  readonly name: string;
  /** The name's first units as a number (schemeKey). */
  readonly key: number;
  readonly port: number;
  readonly emptyPathIsRoot: boolean;
  readonly localhostIsEmptyHost: boolean;
  readonly steps: boolean;
}

/**
 * A registry's entries as FusedScheme, by the length of their name (a short list per length),
 * and the shapes of those with steps of their own: a local copy of the registry for normalCommon. Only of a
 * registry whose entries cannot change and whose `get` reads them (DEFAULT_REGISTRY and every
 * registry createRegistry made: fusedTableFor), made on the first lookup from the registry itself, so
 * the registry stays the one owner of these facts (the fused-path tests compare with the steps,
 * which read the registry through its `get`).
 */
interface FusedTable {
  readonly byLength: readonly (readonly FusedScheme[] | undefined)[];
  /**
   * The shapes (schemeShape) of the schemes with steps of their own: a scheme of none of them has
   * none, told without looking its entry up (most URIs, whose port and path leave nothing else to
   * ask of their entry). Empty when no scheme has steps.
   */
  readonly stepShapes: readonly number[];
}

/** A scheme name's length and first letter in one number: (length << 7) | its first code unit. */
function schemeShape(text: string, schemeEnd: number): number {
  return (schemeEnd << 7) | text.charCodeAt(0);
}

function fusedTableOf(registry: SchemeRegistry): FusedTable {
  const byLength: FusedScheme[][] = [];
  const stepShapes: number[] = [];
  for (const entry of registry.entries) {
    const name = entry.name.toLowerCase();
    const own = entry.steps !== undefined;
    if (own) stepShapes.push(schemeShape(name, name.length));
    (byLength[name.length] ??= []).push({
      name,
      key: schemeKey(name, name.length),
      port: entry.defaultPort ?? -1,
      emptyPathIsRoot: entry.emptyPathIsRoot === true,
      localhostIsEmptyHost: entry.localhostIsEmptyHost === true,
      steps: own,
    });
  }
  return { byLength, stepShapes };
}

/** What fusedSchemes holds before the first call: no scheme. */
const EMPTY_TABLE: FusedTable = { byLength: [], stepShapes: [] };
/** DEFAULT_REGISTRY's FusedTable, and those of the other registries met (made on first use). */
let defaultTable: FusedTable | undefined;
const FUSED_TABLES = /* @__PURE__ */ new WeakMap<SchemeRegistry, FusedTable>();

/** The registry of the next normalCommon call, as its FusedTable (set by its callers, with fusedSchemeLevel). */
let fusedSchemes: FusedTable = EMPTY_TABLE;

/** How many units of a scheme name schemeKey reads: 7 ASCII units of 7 bits, 49 bits, exact in a double. */
const KEYED_SCHEME = 7;

/**
 * The first units of the ASCII name text[0, end), at most KEYED_SCHEME, as one number (base 128):
 * two names of one length up to KEYED_SCHEME units are equal when their numbers are.
 */
function schemeKey(text: string, end: number): number {
  let key = 0;
  for (let i = 0; i < end && i < KEYED_SCHEME; i++) key = key * 128 + text.charCodeAt(i);
  return key;
}

/**
 * The entry of the scheme text[0, schemeEnd), which is lower case (normalCommon has lower-cased it
 * where it was not), in the table of the call, or undefined. No slice and no call into a Map: the
 * names of one length, compared as numbers (schemeKey; a longer name's rest by startsWith), so that
 * text is read once and the names not at all (comparing the names unit by unit was 4 % of normalize
 * on URIs with a default port).
 */
function fusedScheme(text: string, schemeEnd: number): FusedScheme | undefined {
  const list = fusedSchemes.byLength[schemeEnd];
  if (list === undefined) return undefined;
  const key = schemeKey(text, schemeEnd);
  for (let k = 0; k < list.length; k++) {
    const entry = list[k]!;
    if (entry.key === key && (schemeEnd <= KEYED_SCHEME || text.startsWith(entry.name))) return entry;
  }
  return undefined;
}

/**
 * A long part as normalizedLong writes it, between s[from, start) and s[end, to), or undefined
 * when that is what it was.
 */
function changedLong(s: string, from: number, start: number, end: number, to: number, steps: number): string | undefined {
  const out = normalizedLong(s, start, end, steps);
  if (out.length === end - start && out === s.slice(start, end)) return undefined;
  return from === start && end === to ? out : s.slice(from, start) + out + s.slice(end, to);
}

/**
 * decode-unreserved and uppercase-percent-hex on s[start, end), whose first '%' is at i (valid
 * text: every '%' starts a full escape), jumping from '%' to '%', written between s[from, start)
 * and s[end, to) (from <= start, end <= to): that text, or undefined when the escapes change
 * nothing. What percentNormalized gives without `lower`, and without a slice of what stays: the
 * unchanged text before the first change and after the last is one slice each, the text around
 * included (`http://a/%7Ex?q` is `http://a/` + `~` + `x?q`). In a path (`path`), an escaped '.'
 * may make a segment decode to "." or "..": null then, for the caller to read the path segment by
 * segment.
 */
function escapesNormalized(s: string, from: number, start: number, end: number, to: number, i: number, path: boolean): string | undefined | null {
  // (the long case in a function of its own: this one stays small enough for V8 to inline into
  // normalCommon; not inlined, the needs-work escape class ran 6 % slower)
  if (end - start >= LONG_OUTPUT) return changedLong(s, from, start, end, to, N_DECODE | N_UPPER | (path ? N_PATH : 0));
  let out = '';
  let copied = from; // where s is still to copy
  // (the next '%' is often the next unit, in a run of UTF-8 escapes: read before searching)
  for (; i >= 0 && i < end; i = s.charCodeAt(i + 3) === 37 ? i + 3 : s.indexOf('%', i + 3)) {
    const h = s.charCodeAt(i + 1);
    const l = s.charCodeAt(i + 2);
    const v = hexValue(h) * 16 + hexValue(l);
    if (v < 128 && (CHARS[v]! & UNRESERVED) !== 0) {
      if (v === 46 && path) return null;
      out += copied < i ? s.slice(copied, i) + String.fromCharCode(v) : String.fromCharCode(v);
    } else if ((h >= 97 && h <= 102) || (l >= 97 && l <= 102)) {
      out += copied < i ? s.slice(copied, i) + PCT[v]! : PCT[v]!;
    } else {
      continue;
    }
    copied = i + 3;
  }
  if (copied === from) return undefined;
  return copied < to ? out + s.slice(copied, to) : out;
}

/**
 * normalize's fused path for parse's common shape (readCommonUri hands it the offsets: a scheme
 * and an authority without userinfo, an IP-literal host without a zone, ASCII, flags 0; and its hints, HINT_* of
 * parse.ts, so that no scan is made twice: the case of scheme and host, the '%' of each part, a
 * '.' in the path), with the built-in steps of
 * the level in fusedSchemeLevel and the registry in fusedSchemes: the normal text, or s itself
 * when nothing changes, its offsets left in fused*; null when the scheme has steps of its own
 * (the caller's general path runs them). No Uri is made for the input, and only the parts that
 * change are written: the rest is a slice of s, and the text around a path that changes is
 * written with it (escapesNormalized, dotSegmentsRemovedWithin), so that a URI with one change is
 * the change and a slice or two. The same result as
 * normalizeInOnePass and as BUILT_IN_STEPS (test/unit/normalize-fused.test.ts compares them on
 * every class of change and on generated URIs).
 */
function normalCommon(s: string, schemeEnd: number, hostStart: number, hostEnd: number, pathStart: number,
  queryStart: number, fragmentStart: number, hostKind: number, _flags: number, hints: number): string | null {
  const schemeLevel = fusedSchemeLevel;
  const len = s.length;
  const pathEnd = queryStart >= 0 ? queryStart : fragmentStart >= 0 ? fragmentStart : len;
  // scheme "://" host: lowercase-scheme, lowercase-host (and the percent steps on the host)
  let head: string | undefined; // undefined: s[0, hostEnd) as it is
  // (an upper-case hex digit of a host's escape is not counted: the escape is rewritten below anyway)
  const upper = (hints & (HINT_SCHEME_UPPER | HINT_HOST_UPPER)) !== 0;
  const hostEscaped = (hints & HINT_HOST_PCT) !== 0;
  let kind = hostKind;
  if (hostEscaped) {
    const host = percentNormalized(s, hostStart, hostEnd, true, true);
    if (upper || host.length !== hostEnd - hostStart || host !== s.slice(hostStart, hostEnd)) {
      head = s.slice(0, hostStart).toLowerCase() + host;
      // decoding may have made a reg-name an IPv4address (first-match-wins, §3.2.2)
      if (kind === HOST_REG_NAME && isIPv4address(head, hostStart, head.length)) kind = HOST_IPV4;
    }
  } else if (upper) {
    head = s.slice(0, hostEnd).toLowerCase();
  }
  // path: decode-unreserved / uppercase-percent-hex, then remove-dot-segments (an authority: no
  // guard). The dot segments of the path are those of s: a segment that would decode to "." or
  // ".." keeps its escapes (decodePathUnreserved), and decoding writes no '/'. So s is read in
  // place. A path that changes by one of the two only is written below, with the text around it
  // (`http://a/b/../c` is two slices of s, not four); with both (rare), here.
  let path: string | undefined; // undefined: s[pathStart, pathEnd) as it is, or as written below
  let pathPct = (hints & HINT_PATH_PCT) !== 0 ? s.indexOf('%', pathStart) : -1;
  const dot = (hints & HINT_PATH_DOT) !== 0 ? firstDotSegment(s, pathStart, pathEnd) : -1;
  if (pathPct >= 0 && dot >= 0) {
    // (unchanged escapes leave the dot segments to the code below)
    const written = escapesNormalized(s, pathStart, pathStart, pathEnd, pathEnd, pathPct, true);
    const text = written === null ? pathNormalized(s, pathStart, pathEnd) : written;
    if (text !== undefined) path = dotSegmentsRemoved(text, 0, text.length, true);
    pathPct = -1;
  }
  // the scheme's entry, where a scheme-based step may need it
  const hasPort = hostEnd < pathStart;
  const hostLength = (head === undefined ? hostEnd : head.length) - hostStart;
  const pathEmpty = path === undefined ? pathStart === pathEnd : path === '';
  let dropPort = false;
  let dropHost = false;
  if (schemeLevel && (hasPort || pathEmpty || hostLength === 9 || (fusedSchemes.stepShapes.length > 0 &&
    fusedSchemes.stepShapes.includes(schemeShape(head ?? s, schemeEnd))))) {
    const entry = fusedScheme(head ?? s, schemeEnd);
    if (entry !== undefined && entry.steps) return null;
    // remove-default-port: an empty port, or the default (by value: '080' is 80)
    if (hasPort) {
      if (hostEnd + 1 === pathStart) {
        dropPort = true;
      } else if (entry !== undefined && entry.port >= 0) {
        dropPort = decimalValue(s, hostEnd + 1, pathStart) === entry.port;
      }
    }
    // localhost-to-empty-host (no userinfo in this shape)
    if ((!hasPort || dropPort) && hostLength === 9 && entry?.localhostIsEmptyHost === true &&
      (head ?? s).startsWith('localhost', hostStart)) {
      dropHost = true;
    }
    // empty-path-to-root
    if (pathEmpty && entry?.emptyPathIsRoot === true) path = '/';
  }
  // query and fragment: the same percent steps over both ('?' and '#' stay as they are)
  const tailPct = (hints & HINT_TAIL_PCT) !== 0 ? s.indexOf('%', pathEnd) : -1;
  const tail = tailPct < 0 ? undefined : escapesNormalized(s, pathEnd, pathEnd, len, len, tailPct, false) ?? undefined;
  // nothing to write (the common case: decided before the writing starts)
  fusedSame = head === undefined && !dropPort && !dropHost && path === undefined && pathPct < 0 && dot < 0 && tail === undefined;
  if (fusedSame) return s;
  // the text: the parts that changed, and slices of s between them (from: where s is still to
  // copy; 0 at the end when nothing changed: escapes that were normal already)
  let out = '';
  let from = 0;
  if (dropHost) {
    out = head === undefined ? s.slice(0, hostStart) : head.slice(0, hostStart);
    from = hostEnd;
  } else if (head !== undefined) {
    out = head;
    from = hostEnd;
  }
  fusedHostEnd = dropHost ? hostStart : hostStart + hostLength;
  if (dropPort) {
    if (from < hostEnd) out += s.slice(from, hostEnd);
    from = pathStart;
  }
  fusedPathStart = out.length + (pathStart - from);
  // the path, with s[from, pathStart) before it and s up to the tail after it when that stays
  const to = tail === undefined ? len : pathEnd;
  if (path !== undefined) {
    // written above
  } else if (pathPct >= 0) {
    const written = escapesNormalized(s, from, pathStart, pathEnd, to, pathPct, true);
    if (written === null) {
      // a segment may decode to "." or "..": segment by segment (rare)
      const text = pathNormalized(s, pathStart, pathEnd);
      if (text.length !== pathEnd - pathStart || text !== s.slice(pathStart, pathEnd)) path = text;
    } else if (written !== undefined) {
      out += written;
      from = to;
    }
  } else if (dot >= 0) {
    out += dotSegmentsRemovedWithin(s, from, pathStart, pathEnd, to, true, dot);
    from = to;
  }
  if (path !== undefined) {
    out += from < pathStart ? s.slice(from, pathStart) + path : path;
    from = pathEnd;
  }
  fusedSame = from === 0 && tail === undefined;
  if (fusedSame) return s;
  const outPathEnd = out.length + (pathEnd - from);
  if (tail !== undefined) {
    out += from < pathEnd ? s.slice(from, pathEnd) + tail : tail;
    from = len;
  }
  if (from < len) out += s.slice(from);
  fusedQueryStart = queryStart < 0 ? -1 : outPathEnd;
  fusedFragmentStart = fragmentStart < 0 ? -1 : tail === undefined ? fragmentStart + (outPathEnd - pathEnd) : outPathEnd + tail.indexOf('#');
  fusedHostKind = kind;
  return out;
}

/** normalCommon's Uri: the same Uri as parse(s) when nothing changes. */
function normalizeCommon(s: string, schemeEnd: number, hostStart: number, hostEnd: number, pathStart: number,
  queryStart: number, fragmentStart: number, hostKind: number, flags: number, hints: number): Uri | null {
  const out = normalCommon(s, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, flags, hints);
  if (out === null) return null;
  if (fusedSame) return createUri(s, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, flags);
  return createUri(out, schemeEnd, hostStart, fusedHostEnd, fusedPathStart, fusedQueryStart, fusedFragmentStart, fusedHostKind, flags);
}

/**
 * The FusedTable the fused path reads under these options (checked already), or null when it may
 * not serve them: it serves the built-in steps of a level, a registry whose entries it may copy
 * (the default one, or one createRegistry made), and no parser flag (an IRI or a zone identifier
 * is read as such). One look-up for a registry seen before.
 */
function fusedTableFor(options: NormalizeOptions | undefined): FusedTable | null {
  if (options !== undefined && (!plainOptions(options) || options.iri === true || options.zoneId === true)) return null;
  const registry = options?.registry;
  if (registry === undefined || registry === DEFAULT_REGISTRY) return defaultTable ??= fusedTableOf(DEFAULT_REGISTRY);
  if (registry === lastRegistry) return lastTable!;
  let table = FUSED_TABLES.get(registry);
  if (table === undefined) {
    if (!madeByCreateRegistry(registry)) return null;
    FUSED_TABLES.set(registry, table = fusedTableOf(registry));
  }
  lastRegistry = registry;
  lastTable = table;
  return table;
}

// The last registry fusedTableFor met besides the default one, and its table: a run over many URIs
// passes the same registry each time (the command's SCHEMES), and a WeakMap look-up costs more than
// the check. (A registry createRegistry made is frozen: its table stays right.)
let lastRegistry: SchemeRegistry | undefined;
let lastTable: FusedTable | undefined;

/**
 * @internal The normal text of a string under options already checked, by the fused path, or
 * null when it does not apply (another shape, other options, or an error: the caller's general
 * path reports it). What comparisonKey and equivalent read: no Uri is made.
 */
export function fusedNormalText(s: string, options: NormalizeOptions | undefined): string | null {
  const table = fusedTableFor(options);
  if (table === null) return null;
  fusedSchemeLevel = options?.level !== 'syntax';
  fusedSchemes = table;
  return readCommonUri(s, normalCommon);
}

/**
 * A function that normalizes one URI after another under the same options: `normalizer(options)(uri)`
 * is `normalize(uri, options).toString()`. The options are checked once, here, not on each call,
 * and the function reads the copy it made of them (the arrays of `skip` and `extraSteps` included):
 * a later change to the object passed does not reach it. A registry is kept as it is and read as
 * normalize reads it. The function takes what normalize takes and throws what normalize throws.
 *
 * @example
 * const normal = normalizer({ level: 'syntax' });
 * urls.map(normal); // ['http://example.com:80/', ...]
 */
export function normalizer(options?: NormalizeOptions): (uri: UriInput) => string {
  const fixed = options === undefined ? undefined : copiedOptions(options);
  return (uri) => (typeof uri === 'string' ? fusedNormalText(uri, fixed) : null) ?? normalizeChecked(uri, fixed).toString();
}

/**
 * The options as a frozen object of their fields, each read once, then checked: what is checked is
 * what is used (a getter is not read again). An object of another kind, or an unknown key, gets
 * checkOptions' error from the object passed.
 */
function copiedOptions(options: NormalizeOptions): NormalizeOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) checkOptions(options, 'normalizer', NORMALIZE_FIELDS);
  for (const key in options) {
    if (!Object.prototype.hasOwnProperty.call(NORMALIZE_FIELDS, key) && Object.prototype.hasOwnProperty.call(options, key)) {
      checkOptions(options, 'normalizer', NORMALIZE_FIELDS); // throws: an unknown option
    }
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(NORMALIZE_FIELDS)) {
    const value = (options as Record<string, unknown>)[key];
    if (value !== undefined) copy[key] = Array.isArray(value) ? Object.freeze(Array.prototype.slice.call(value)) : value;
  }
  checkOptions(copy, 'normalizer', NORMALIZE_FIELDS);
  return Object.freeze(copy) as NormalizeOptions;
}

/** True when the registry gives u's scheme steps of its own (never for the core's DEFAULT_REGISTRY). */
function hasSchemeSteps(u: Uri, context: StepContext): boolean {
  if (context.registry === DEFAULT_REGISTRY || schemeEndOf(u) < 0) return false;
  return context.registry.get(textOf(u).slice(0, schemeEndOf(u)))?.steps !== undefined;
}

/** True when options select exactly the built-in steps of a level, with no plug-ins: isNormal may decide. */
function plainOptions(options: NormalizeOptions | undefined): boolean {
  return options === undefined || ((options.skip === undefined || options.skip.length === 0) &&
    (options.extraSteps === undefined || options.extraSteps.length === 0) && options.hostToAscii === undefined);
}

/**
 * The step of the option hostToAscii: a reg-name with non-ASCII in it (decoded from UTF-8 escapes)
 * written as `toAscii` gives it, percent-encoded where a reg-name needs it. RFC 3986 §3.2.2: "a
 * reg-name ... percent-encoded UTF-8 ... for a DNS host name, the IDNA ToASCII form".
 */
function hostToAsciiStep(toAscii: (domain: string) => string): NormalizeStep {
  return {
    name: 'host-to-ascii',
    apply(c) {
      const host = c.host;
      // IP-literals and empty hosts have nothing to convert; an all-ASCII host is not given to it
      if (host === undefined || host === '' || host.charCodeAt(0) === 0x5b) return c;
      let ascii = true;
      for (let i = 0; i < host.length && ascii; i++) {
        const ch = host.charCodeAt(i);
        // a non-ASCII character (an IRI's), or an escape of a byte >= 0x80 (its first hex digit 8-F)
        if (ch >= 0x80 || (ch === 37 && hexValue(host.charCodeAt(i + 1)) >= 8)) ascii = false;
      }
      if (ascii) return c;
      let domain: string;
      try {
        domain = decode(host);
      } catch {
        return c; // escapes that are not UTF-8 name no Unicode domain: the host stays as written
      }
      const out = toAscii(domain);
      if (typeof out !== 'string') {
        throw argumentError(`normalize: options.hostToAscii must return a string, got ${describeValue(out)}`);
      }
      const written = encode(out, 'host');
      return written === host ? c : { ...c, host: written };
    },
  };
}

/** @internal A normalize step: an object with a name and an apply function (checked where one is passed). */
const isStep: Check = (value, where) => {
  if (typeof value !== 'object' || value === null || typeof (value as NormalizeStep).name !== 'string' || typeof (value as NormalizeStep).apply !== 'function') {
    throw argumentError(`${where} must be a normalize step ({ name, apply(components, context) }), got ${describeValue(value)}`);
  }
};

/** @internal The fields of NormalizeOptions but `level` (compare.ts has a wider one), checked by every function that takes them. */
export const NORMALIZE_FIELDS_BUT_LEVEL: Fields = {
  iri: isBoolean,
  zoneId: isBoolean,
  skip: /* @__PURE__ */ arrayOf(/* @__PURE__ */ oneOf(BUILT_IN_STEPS.map((s) => s.name)), 'built-in step names'),
  extraSteps: /* @__PURE__ */ arrayOf(isStep, 'normalize steps ({ name, apply })'),
  registry: isRegistry,
  hostToAscii: (value, where) => {
    if (typeof value !== 'function') {
      throw argumentError(`${where} must be a function from a domain name to its ASCII form (urikit/idna's domainToAscii), got ${describeValue(value)}`);
    }
  },
};

const NORMALIZE_FIELDS: Fields = { ...NORMALIZE_FIELDS_BUT_LEVEL, level: /* @__PURE__ */ oneOf(['syntax', 'scheme']) };

/** Runs a step and checks what it gives back: an object of components (their values are checked when the Uri is built). */
function applyStep(step: NormalizeStep, c: Components, context: StepContext): Components {
  const next = step.apply(c, context);
  if (typeof next !== 'object' || next === null) {
    throw argumentError(`normalize: the step ${describeValue(step.name)} must return the components, got ${describeValue(next)}`);
  }
  return next;
}

/** What selectSteps gives without options: made once. */
const DEFAULT_SELECTION: { steps: readonly NormalizeStep[]; context: StepContext } = { steps: BUILT_IN_STEPS, context: DEFAULT_CONTEXT };

/** The steps and the context of options already checked (checkOptions): the built-in lists and contexts when nothing is added. */
function selectSteps(options: NormalizeOptions | undefined): { steps: readonly NormalizeStep[]; context: StepContext } {
  if (options === undefined) return DEFAULT_SELECTION;
  const level = options.level ?? 'scheme';
  const skip = options.skip ?? [];
  const context = options?.registry === undefined ? DEFAULT_CONTEXT : { registry: options.registry };
  const extra = options?.extraSteps ?? [];
  const toAscii = options.hostToAscii;
  if (skip.length === 0 && extra.length === 0 && toAscii === undefined) return { steps: level === 'scheme' ? BUILT_IN_STEPS : SYNTAX_STEPS, context };
  const steps: NormalizeStep[] = BUILT_IN_STEPS.filter((s) => (level === 'scheme' || s.level === 'syntax') && !skip.includes(s.name));
  if (toAscii !== undefined) steps.push(hostToAsciiStep(toAscii));
  for (const step of extra) steps.push(step);
  return { steps, context };
}

/**
 * §6.2.2 syntax-based and §6.2.3 scheme-based normalization. Returns a new Uri equivalent to the
 * input (the same Uri when nothing changes). Empty '?' and '#' are kept (§6.2.3: they may mean
 * something to the scheme). https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2
 *
 * @example
 * normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d').toString(); // 'example://a/b/c/%7Bfoo%7D'
 * normalize('HTTP://Example.COM:80').toString();            // 'http://example.com/'
 */
export function normalize(uri: UriInput, options?: NormalizeOptions): Uri {
  checkOptions(options, 'normalize', NORMALIZE_FIELDS);
  const table = typeof uri === 'string' ? fusedTableFor(options) : null;
  if (table !== null) {
    // parse's common shape, read and normalized in one go; anything else (and every error) below
    fusedSchemeLevel = options?.level !== 'syntax';
    fusedSchemes = table;
    const fused = readCommonUri(uri as string, normalizeCommon);
    if (fused !== null) return fused;
  }
  return normalizeChecked(uri, options);
}

/** normalize past its fused path, under options already checked (normalizer calls it after its own fused reading). */
function normalizeChecked(uri: UriInput, options: NormalizeOptions | undefined): Uri {
  const { steps, context } = selectSteps(options);
  const u = toUri(uri, 'normalize: the URI', options);
  if (plainOptions(options)) {
    const schemeLevel = options?.level !== 'syntax';
    // the common case in place (allocates nothing), else the built-in steps in one pass; then the
    // steps of the scheme's registry entry, if it has some (scheme-rules, the last built-in step),
    // on what that gave (mailto and urn under urikit/schemes' registry: 3,090 -> 2,670 ns)
    const once = isNormal(u, schemeLevel) ? u : normalizeInOnePass(u, schemeLevel, context.registry);
    return schemeLevel && hasSchemeSteps(once, context) ? runSteps(once, SCHEME_RULES, context) : once;
  }
  return runSteps(u, steps, context);
}

/** The built-in step that runs the scheme's own steps (the last of BUILT_IN_STEPS), alone. */
const SCHEME_RULES: readonly NormalizeStep[] = /* @__PURE__ */ BUILT_IN_STEPS.filter((s) => s.name === 'scheme-rules');

/** The general path of normalize: every step on the components, then the Uri they make. */
function runSteps(u: Uri, steps: readonly NormalizeStep[], context: StepContext): Uri {
  const before = u.toComponents();
  let c = before;
  for (const step of steps) c = applyStep(step, c, context);
  if (c === before) return u;
  return fromComponents(c, uriFlagsOf(u));
}

/** @internal normalize without its fast path (isNormal): what the tests compare the fast path with. */
export function normalizeBySteps(uri: UriInput, options?: NormalizeOptions): Uri {
  checkOptions(options, 'normalize', NORMALIZE_FIELDS);
  const { steps, context } = selectSteps(options);
  return runSteps(toUri(uri, 'normalize: the URI', options), steps, context);
}

/**
 * The dry run of normalize: what each step would change, component by component, in order.
 * An empty list means the URI is already normal.
 *
 * @example
 * normalizationChanges('HTTP://a:80/').map((c) => c.step); // ['lowercase-scheme', 'remove-default-port']
 */
export function normalizationChanges(uri: UriInput, options?: NormalizeOptions): NormalizeChange[] {
  checkOptions(options, 'normalizationChanges', NORMALIZE_FIELDS);
  const { steps, context } = selectSteps(options);
  const u = toUri(uri, 'normalizationChanges: the URI', options);
  const changes: NormalizeChange[] = [];
  let c = u.toComponents();
  for (const step of steps) {
    const next = applyStep(step, c, context);
    for (const key of Object.keys(next) as (keyof Components)[]) {
      if (next[key] !== c[key]) changes.push({ step: step.name, component: key, before: c[key], after: next[key] });
    }
    c = next;
  }
  return changes;
}
