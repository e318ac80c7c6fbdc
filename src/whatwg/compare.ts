/** RFC 3986 beside WHATWG URL — compareWithWhatwg: each component as both read it, and the class of every difference. */

import { PATH_TABLE, QUERY_TABLE, REG_NAME_TABLE, USERINFO_TABLE, hasUpperAscii, hexValue } from '../chars.js';
import type { Components } from '../compose.js';
import { UriError, argumentError, describeValue } from '../errors.js';
import { type Fields, checkOptions, isBoolean } from '../options.js';
import { decode } from '../percent.js';
import { resolve } from '../resolve.js';
import { removeDotSegments } from '../segment.js';
import { splitReference } from '../split.js';
import { Uri, type UriInput, stringOrUri, tryParse, validate } from '../uri.js';
import { whatwgHost } from './host.js';
import { SPECIAL_SCHEMES, type WhatwgReading, readWhatwg } from './reading.js';

// Two standards read the same string. RFC 3986 reads a URI exactly or refuses it; the WHATWG URL
// Standard, which browsers, Node's URL and fetch follow, reads nearly anything, repairing as it
// goes (white space stripped, '\' as '/', IPv4 number forms, UTS #46 mapping, dot segments). Where
// RFC 3986 refuses a string, its reading here is Appendix B's (splitReference), which is what
// lenient RFC 3986 parsers use: so `http://evil.com\@good.com/` is host good.com to them and
// evil.com to a browser. That last kind, a different target, is how filters are bypassed.

/**
 * The class of a comparison, from the most to the least alarming:
 * - 'different-target': the two readings reach another scheme, host or port.
 * - 'rfc-only': a URI by RFC 3986 that the WHATWG parser refuses (IPvFuture, a zone identifier, a
 *   port above 65535, an empty http host, a relative reference without a base).
 * - 'whatwg-only': RFC 3986 refuses it; the WHATWG parser accepts it and keeps, in its href, text
 *   RFC 3986 forbids (`|`, `{`, `^`, a bare `%`, ...).
 * - 'whatwg-repairs': both reach the same target; the WHATWG parser changed the text on the way
 *   (and, if RFC 3986 refuses the input, its result is a valid URI).
 * - 'same': both read every component alike.
 * - 'both-refuse': neither reads it.
 */
export type WhatwgClass = 'different-target' | 'rfc-only' | 'whatwg-only' | 'whatwg-repairs' | 'same' | 'both-refuse';

/** A component, named as RFC 3986 §3 names it. */
export type WhatwgComponent = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/** What the WHATWG parser did to a component. */
export type WhatwgRepair =
  | 'strip-c0-space' // leading and trailing C0 controls and spaces removed
  | 'remove-tab-newline' // every tab, LF and CR removed
  | 'backslash' // '\' read as '/' (special schemes)
  | 'slashes' // the slashes after a special scheme supplied, or extra ones skipped
  | 'lowercase' // scheme, or a special host, lower-cased
  | 'percent-decode' // a host's escapes decoded
  | 'idna' // UTS #46 mapping: fullwidth forms, U+3002 dots, case folding, punycode
  | 'ipv4-number' // an IPv4 number form (hex, octal, fewer parts, a trailing dot) written as dotted decimal
  | 'ipv6-text' // IPv6 text compressed and lower-cased
  | 'percent-encode' // escapes added for characters the component may not hold
  | 'default-port' // the scheme's default port removed
  | 'port-text' // an empty port removed, or leading zeros
  | 'dot-segments' // '.' and '..' segments removed, %2E forms included
  | 'empty-path' // '/' as the path of a special URL
  | 'file-localhost' // 'localhost' as the empty host of a file URL
  | 'empty-userinfo' // an empty user name or password dropped ('http://@h/', 'http://u:@h/')
  | 'drive-letter' // a Windows drive letter 'C|' written 'C:' in a file URL
  | 'other'; // a difference none of the above explains

/** One component where the readings differ. */
export interface WhatwgDifference {
  readonly component: WhatwgComponent;
  /** As RFC 3986 reads it (Appendix B's reading when the input is not a URI); undefined when absent. */
  readonly rfc: string | undefined;
  /** As the WHATWG URL's href writes it; undefined when absent. */
  readonly whatwg: string | undefined;
  readonly class: 'different-target' | 'whatwg-only' | 'whatwg-repairs';
  /** What the WHATWG parser did, as far as the two texts show it. */
  readonly repairs: readonly WhatwgRepair[];
}

/** A device that makes two parsers disagree about a string, and that attackers use for it. */
export type ConfusionDevice =
  | 'backslash' // '\' where a special URL reads '/'
  | 'multiple-at' // more than one '@' in the authority
  | 'whitespace-or-control' // a tab, LF, CR or other control inside the scheme or authority
  | 'slashes'; // a special scheme not followed by exactly '//'

/** What each class means, in words, from the most alarming (see WhatwgClass). */
export const WHATWG_CLASSES: Readonly<Record<WhatwgClass, string>> = {
  'different-target': 'the two readings reach a different scheme, host or port',
  'rfc-only': 'a URI by RFC 3986 that the WHATWG parser refuses',
  'whatwg-only': 'RFC 3986 refuses it; the WHATWG parser accepts it and keeps text RFC 3986 forbids',
  'whatwg-repairs': 'both reach the same target; the WHATWG parser changed the text on the way',
  'same': 'both read every component alike',
  'both-refuse': 'neither reads it',
};

/** What each confusion device is, in words (for messages and displays). */
export const CONFUSION_DEVICES: Readonly<Record<ConfusionDevice, string>> = {
  'backslash': "a '\\' that a browser reads as '/'",
  'multiple-at': "several '@' in the authority",
  'whitespace-or-control': 'a tab, newline or control character inside the scheme or authority, which a browser removes',
  'slashes': "a special scheme without exactly '//' after it, which a browser supplies",
};

/** The RFC 3986 side of a comparison: the components, absent ones undefined (Appendix B's when the input is not a URI). */
export interface RfcSide extends Readonly<Components> {
  /** Whether the input (and the base, when given) are RFC 3986 URI references. */
  readonly valid: boolean;
  /** The URI (resolved against the base, when given) when valid. */
  readonly uri: Uri | undefined;
  /** Why not, when not valid. */
  readonly error: UriError | undefined;
}

/** What compareWithWhatwg returns. */
export interface WhatwgComparison {
  readonly input: string;
  readonly base: string | undefined;
  /** The class of the whole: the most alarming of its differences (see WhatwgClass). */
  readonly class: WhatwgClass;
  readonly rfc: RfcSide;
  /** The WHATWG reading, or null where the platform's URL parser refuses the input. */
  readonly whatwg: WhatwgReading | null;
  /** Why the WHATWG parser refuses it, as far as urikit can tell, when it does. */
  readonly whatwgFailure: string | undefined;
  /** The components where the readings differ, in URI order (empty unless both read it). */
  readonly differences: readonly WhatwgDifference[];
  /** The confusion devices the input uses, when the WHATWG parser reads it. */
  readonly devices: readonly ConfusionDevice[];
}

/** Options of compareWithWhatwg: how the RFC 3986 side parses. */
export interface CompareWithWhatwgOptions {
  /** Read the input as an RFC 3987 IRI. Default false. */
  iri?: boolean | undefined;
  /** Accept RFC 6874 zone identifiers. Default false. */
  zoneId?: boolean | undefined;
}

/** The fields of CompareWithWhatwgOptions, checked (see options.ts). */
const COMPARE_WITH_WHATWG_FIELDS: Fields = { iri: isBoolean, zoneId: isBoolean };

// ---------------------------------------------------------------------------------------------
// Small predicates

type Parts = Readonly<Components>;

const COMPONENTS: readonly WhatwgComponent[] = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];

function isC0OrSpace(c: number): boolean {
  return c <= 0x20;
}

function isTabOrNewline(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0d;
}

/** WHATWG URL §4.4 steps 1-3: leading and trailing C0 controls and spaces removed, then tabs and newlines. */
function cleanInput(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isC0OrSpace(s.charCodeAt(start))) start++;
  while (end > start && isC0OrSpace(s.charCodeAt(end - 1))) end--;
  let out = '';
  let from = start;
  for (let i = start; i < end; i++) {
    if (isTabOrNewline(s.charCodeAt(i))) {
      out += s.slice(from, i);
      from = i + 1;
    }
  }
  return out + s.slice(from, end);
}

function hasTabOrNewline(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isTabOrNewline(s.charCodeAt(i))) return true;
  return false;
}

function hasNonAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return true;
  return false;
}

function count(s: string, c: number): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === c) n++;
  return n;
}

/** True when every character of s is in table or part of a valid %HH: text RFC 3986 allows there. */
function allowed(s: string, table: Uint8Array): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && table[c] === 1) continue;
    if (c === 0x25 && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0) {
      i += 2;
      continue;
    }
    return false;
  }
  return true;
}

const TABLES: Readonly<Record<WhatwgComponent, Uint8Array | undefined>> = {
  scheme: undefined, userinfo: USERINFO_TABLE, host: REG_NAME_TABLE, port: undefined, path: PATH_TABLE, query: QUERY_TABLE, fragment: QUERY_TABLE,
};

/** True when a path holds a '.' or '..' segment, %2E spellings included. */
function hasDotSegment(path: string): boolean {
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    const c = path.charCodeAt(i);
    if (i < path.length && c !== 0x2f && c !== 0x5c) continue;
    const seg = path.slice(start, i).replace(/%2e/gi, '.');
    if (seg === '.' || seg === '..') return true;
    start = i + 1;
  }
  return false;
}

/** The parts of a valid Uri. */
function partsOfUri(u: Uri): Parts {
  return { scheme: u.scheme, userinfo: u.userinfo, host: u.host, port: u.port, path: u.path, query: u.query, fragment: u.fragment };
}

/** Appendix B's parts of a string. */
function partsOfText(s: string): Parts {
  const p = splitReference(s);
  return { scheme: p.scheme, userinfo: p.userinfo, host: p.host, port: p.port, path: p.path, query: p.query, fragment: p.fragment };
}

/** RFC 3986 §5.2.2 over Appendix B's parts (strict): the lenient reader's resolution. */
function resolveParts(b: Parts, r: Parts): Parts {
  if (r.scheme !== undefined) return { ...r, path: removeDotSegments(r.path) };
  if (r.host !== undefined) return { ...r, scheme: b.scheme, path: removeDotSegments(r.path) };
  let path: string;
  let query = r.query;
  if (r.path === '') {
    path = b.path;
    query = r.query ?? b.query;
  } else if (r.path.charCodeAt(0) === 0x2f) {
    path = removeDotSegments(r.path);
  } else {
    // §5.2.3 merge
    path = removeDotSegments(b.host !== undefined && b.path === '' ? '/' + r.path : b.path.slice(0, b.path.lastIndexOf('/') + 1) + r.path);
  }
  return { scheme: b.scheme, userinfo: b.userinfo, host: b.host, port: b.port, path, query, fragment: r.fragment };
}

/**
 * WHATWG URL \u00a74.4 steps 1-3 as they reach a host: tabs and newlines removed wherever they stand,
 * C0 controls and spaces only where the host ends the input ('foo://a\u0001/' keeps its U+0001).
 */
function cleanHost(host: string, input: string): string {
  let end = host.length;
  if (input.endsWith(host)) while (end > 0 && isC0OrSpace(host.charCodeAt(end - 1))) end--;
  let out = '';
  for (let i = 0; i < end; i++) if (!isTabOrNewline(host.charCodeAt(i))) out += host.charAt(i);
  return out;
}

/** The host as a client would look it up: through the WHATWG host parser when it reads it, else decoded and lower-cased. */
function hostKey(host: string | undefined, scheme: string | undefined, input: string): string | undefined {
  // RFC 8089 \u00a72 and Appendix B: 'file:/p' (no authority) is the local file 'file:///p' names
  if (host === undefined) return scheme === 'file' ? '' : undefined;
  const special = scheme !== undefined && SPECIAL_SCHEMES.has(scheme);
  const cleaned = cleanHost(host, input);
  const h = whatwgHost(cleaned, { special });
  // h.text is the href's own spelling (an opaque host keeps its case): lower-casing it would part 'E\tX' from 'EX'
  const key = h !== null ? h.text : cleaned.toLowerCase();
  // WHATWG URL \u00a74.4 file host state: 'localhost' is the empty host
  return scheme === 'file' && key === 'localhost' ? '' : key;
}

/** The port a connection uses: the written one, else the special scheme's default (the same table on both sides). */
function effectivePort(port: string | undefined, scheme: string | undefined): number | undefined {
  if (port !== undefined && port !== '') return Number(port);
  return scheme === undefined ? undefined : SPECIAL_SCHEMES.get(scheme);
}

function schemeKey(scheme: string | undefined): string | undefined {
  return scheme === undefined ? undefined : cleanInput(scheme).toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/** What the WHATWG parser did to one component, as far as the two texts show it. */
function repairsOf(
  component: WhatwgComponent, a: string | undefined, w: string | undefined, input: string, r: WhatwgReading,
  devices: readonly ConfusionDevice[],
): WhatwgRepair[] {
  const out: WhatwgRepair[] = [];
  const add = (x: WhatwgRepair): void => {
    if (!out.includes(x)) out.push(x);
  };
  if (a !== undefined) {
    // only the input's own edges are stripped: a component that starts it, or one that ends it
    if (a.length > 0 && ((isC0OrSpace(a.charCodeAt(0)) && input.startsWith(a)) || (isC0OrSpace(a.charCodeAt(a.length - 1)) && input.endsWith(a)))) {
      add('strip-c0-space');
    }
    if (hasTabOrNewline(a)) add('remove-tab-newline');
  }
  if (component === 'host' || component === 'path' || component === 'userinfo') {
    if (devices.includes('backslash') || (component === 'path' && r.special && a !== undefined && a.includes('\\'))) add('backslash');
    if (devices.includes('slashes')) add('slashes');
    // a tab or newline among the slashes or in the authority: the browser's authority is not the lenient reader's
    if (component !== 'path' && devices.includes('whitespace-or-control') && hasTabOrNewline(input)) add('remove-tab-newline');
  }
  switch (component) {
    case 'scheme':
      if (a !== undefined && hasUpperAscii(a, 0, a.length)) add('lowercase');
      break;
    case 'host':
      // 'file:/p' read as 'file:///p': the slashes supplied (RFC 8089 reads both as a local file)
      if (a === undefined && w === '' && r.scheme === 'file') add('slashes');
      if (a === undefined) break;
      if (r.scheme === 'file' && a.toLowerCase() === 'localhost' && w === '') add('file-localhost');
      if (r.special && a.includes('%')) add('percent-decode');
      // a special host is read decoded: 'b%C3%BCcher' has no upper case and needs IDNA, 'ex%41mple' has
      // an upper case; an opaque host is only percent-encoded
      const decoded = r.special ? decode(a, { invalid: 'replace' }) : a;
      if (r.special && hasUpperAscii(decoded, 0, decoded.length)) add('lowercase');
      if (r.special && (hasNonAscii(decoded) || (w !== undefined && w.includes('xn--') && !decoded.toLowerCase().includes('xn--')))) add('idna');
      if (r.hostKind === 'ipv4' && cleanInput(decoded).toLowerCase() !== w) add('ipv4-number');
      if (r.hostKind === 'ipv6') add('ipv6-text');
      break;
    case 'port':
      if (a !== undefined && w === undefined) add(a === '' ? 'port-text' : 'default-port');
      else if (a !== undefined && w !== undefined && Number(a) === Number(w)) add('port-text');
      break;
    case 'userinfo':
      // the WHATWG serializer writes no empty user name, no empty password, no '@' for nothing
      if (a !== undefined && (a === '' || a.endsWith(':') || a.startsWith(':')) && (w === undefined || w.length < a.length)) add('empty-userinfo');
      break;
    case 'path':
      if (a !== undefined && hasDotSegment(a)) add('dot-segments');
      if (a === '' && w === '/') add('empty-path');
      if (r.scheme === 'file' && a !== undefined && a.includes('|') && w !== undefined && !w.includes('|')) add('drive-letter');
      break;
    default:
      break;
  }
  if (a !== undefined && w !== undefined && count(w, 0x25) > count(a, 0x25)) add('percent-encode');
  if (out.length === 0) out.push('other');
  return out;
}

/** True when s[start, end) reads as a scheme once tabs and newlines are removed: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ). */
function isSchemeText(s: string, start: number, end: number): boolean {
  let first = true;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isTabOrNewline(c)) continue;
    const alpha = (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
    if (first ? !alpha : !(alpha || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) return false;
    first = false;
  }
  return !first;
}

/** The confusion devices of an input that the WHATWG parser read as `r`. */
function devicesOf(input: string, r: WhatwgReading): ConfusionDevice[] {
  const out: ConfusionDevice[] = [];
  // §4.4 steps 1-2: what lies between leading and trailing C0 controls and spaces
  let i = 0;
  let n = input.length;
  while (i < n && isC0OrSpace(input.charCodeAt(i))) i++;
  while (n > i && isC0OrSpace(input.charCodeAt(n - 1))) n--;
  let colon = input.indexOf(':', i);
  if (colon >= n || (colon >= 0 && !isSchemeText(input, i, colon))) colon = -1;
  let controls = false;
  for (let k = i; k < colon; k++) if (input.charCodeAt(k) < 0x20) controls = true;
  const isSlash = (c: number): boolean => c === 0x2f || (r.special && c === 0x5c);
  const start0 = colon >= 0 ? colon + 1 : i;
  let start = start0;
  let slashes = 0;
  let tabs = false;
  while (start < n && (isSlash(input.charCodeAt(start)) || isTabOrNewline(input.charCodeAt(start)))) {
    if (isTabOrNewline(input.charCodeAt(start))) tabs = true;
    else slashes++;
    start++;
  }
  // the slashes start an authority: after a scheme, any (a special scheme skips extra ones); in a
  // reference without one, two ('/a@b@c' is a path, '//a@b@c' an authority)
  const authority = r.host !== undefined && slashes >= (colon >= 0 ? 1 : 2);
  // a tab or newline among the slashes ('http:/\t/evil.com') is removed before they are read
  if (tabs && authority) controls = true;
  let end = start;
  let ats = 0;
  if (authority) {
    while (end < n) {
      const c = input.charCodeAt(end);
      if (isSlash(c) || c === 0x3f || c === 0x23) break;
      if (c === 0x40) ats++;
      if (c < 0x20 || c === 0x7f) controls = true;
      end++;
    }
  }
  if (r.special && input.slice(start0, end + 1).includes('\\')) out.push('backslash');
  if (ats > 1) out.push('multiple-at');
  if (controls) out.push('whitespace-or-control');
  const scheme = colon >= 0 ? cleanInput(input.slice(i, colon)).toLowerCase() : undefined;
  if (r.special && r.scheme !== 'file' && scheme === r.scheme && slashes !== 2) out.push('slashes');
  return out;
}

/**
 * How RFC 3986 and the WHATWG URL Standard (browsers, Node's `URL`, `fetch`) each read `input`
 * (against `base` when given), component by component, with the class of every difference and of
 * the whole (see WhatwgClass). Where RFC 3986 refuses the input, its side is Appendix B's reading,
 * the one lenient parsers make; the WHATWG side is the platform's own `URL`. Never throws for a
 * string input; 'invalid-argument' for anything else, and 'whatwg-unavailable' where no URL class exists.
 *
 * @example
 * compareWithWhatwg('http://evil.com\\@good.com/').class;   // 'different-target' (good.com vs evil.com)
 * compareWithWhatwg('HTTP://0x7f.1:80/').class;             // 'whatwg-repairs'
 * compareWithWhatwg('http://[v1.x]/').class;                // 'rfc-only'
 * compareWithWhatwg('http://a/b|c').class;                  // 'whatwg-only'
 */
export function compareWithWhatwg(input: UriInput, base?: UriInput, options?: CompareWithWhatwgOptions): WhatwgComparison {
  // a URL object is read through its href (uri.ts's UriInput)
  input = stringOrUri(input, 'compareWithWhatwg: the input');
  if (base !== undefined) base = stringOrUri(base, 'compareWithWhatwg: the base');
  const text = textOf(input, 'the input');
  const baseText = base === undefined ? undefined : textOf(base, 'the base');
  checkOptions(options, 'compareWithWhatwg', COMPARE_WITH_WHATWG_FIELDS);
  const parseOptions = { iri: options?.iri, zoneId: options?.zoneId };
  // the RFC 3986 side
  let uri: Uri | undefined;
  let error: UriError | undefined;
  // validate, not a caught parse: the errors of the attack class are the common case here, and a
  // returned error costs no stack trace
  const u = typeof input === 'string' ? tryParse(text, parseOptions) : input;
  const b = base === undefined || typeof base !== 'string' ? base : tryParse(base, parseOptions);
  if (u === null) error = validate(text, parseOptions)!;
  else if (b === null) error = validate(baseText!, parseOptions)!;
  if (error === undefined && u !== null && b !== null) {
    try {
      uri = b === undefined ? u : resolve(b, u);
    } catch (e) {
      if (!(e instanceof UriError)) throw e;
      error = e;
    }
  }
  const parts = uri !== undefined ? partsOfUri(uri)
    : baseText !== undefined ? resolveParts(partsOfText(baseText), partsOfText(text))
    : partsOfText(text);
  const rfc: RfcSide = { valid: uri !== undefined, uri, error, ...parts };

  // the WHATWG side
  const whatwg = readWhatwg(text, baseText);
  if (whatwg === null) {
    return {
      input: text, base: baseText, class: rfc.valid ? 'rfc-only' : 'both-refuse', rfc, whatwg: null,
      whatwgFailure: baseText === undefined ? failureOf(text).reason : 'the WHATWG URL parser refuses it against this base', differences: [], devices: [],
    };
  }
  const devices = devicesOf(text, whatwg);
  const differences: WhatwgDifference[] = [];
  for (const component of COMPONENTS) {
    const a = parts[component];
    const w = whatwg[component];
    const table = TABLES[component];
    if (a === w) {
      // the same text, which RFC 3986 refuses there and the WHATWG parser keeps
      if (!rfc.valid && w !== undefined && table !== undefined && (component !== 'host' || whatwg.hostKind !== 'ipv6') && !allowed(w, table)) {
        differences.push({ component, rfc: a, whatwg: w, class: 'whatwg-only', repairs: [] });
      }
      continue;
    }
    let cls: WhatwgDifference['class'];
    if (component === 'scheme' ? schemeKey(a) !== w
      : component === 'host' ? hostKey(a, whatwg.scheme, text) !== w
      : component === 'port' ? effectivePort(a, schemeKey(parts.scheme)) !== whatwg.effectivePort
      : false) {
      cls = 'different-target';
    } else {
      cls = w !== undefined && table !== undefined && (component !== 'host' || whatwg.hostKind !== 'ipv6') && !allowed(w, table) ? 'whatwg-only' : 'whatwg-repairs';
    }
    differences.push({ component, rfc: a, whatwg: w, class: cls, repairs: repairsOf(component, a, w, text, whatwg, devices) });
  }
  // an input RFC 3986 refuses, read alike and written as a URI (':a' or '?x' against a base that
  // is not a URI), is a repair: 'whatwg-only' needs forbidden text in the href (see WhatwgClass)
  const cls: WhatwgClass = differences.some((d) => d.class === 'different-target') ? 'different-target'
    : !rfc.valid && differences.some((d) => d.class === 'whatwg-only') ? 'whatwg-only'
    : differences.length > 0 || !rfc.valid ? 'whatwg-repairs'
    : 'same';
  return {
    input: text, base: baseText, class: cls, rfc, whatwg, whatwgFailure: undefined, differences, devices,
  };
}

function textOf(value: unknown, what: string): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uri) return value.toString();
  throw argumentError(`compareWithWhatwg: ${what} must be a string or a Uri, got ${describeValue(value)}`);
}

/**
 * @internal Why the WHATWG parser refuses a string, as far as Appendix B's parts of it show, and the
 * component at fault (undefined when none shows it).
 */
export function failureOf(input: string): { readonly reason: string; readonly component: 'host' | 'port' | undefined } {
  const p = partsOfText(input);
  const scheme = schemeKey(p.scheme);
  if (scheme === undefined) return { reason: 'it is a relative reference, and the WHATWG parser needs a base for one', component: undefined };
  const special = SPECIAL_SCHEMES.has(scheme);
  if (p.host !== undefined) {
    if (special && scheme !== 'file' && p.host === '') return { reason: `an ${scheme} URL needs a host, and this one is empty`, component: 'host' };
    if (whatwgHost(cleanInput(p.host), { special }) === null) return { reason: `the WHATWG host parser refuses the host ${JSON.stringify(p.host)}`, component: 'host' };
    if (p.port !== undefined && p.port !== '' && Number(p.port) > 65535) return { reason: `the port ${p.port} is above 65535`, component: 'port' };
  }
  return { reason: 'the WHATWG URL parser refuses it', component: undefined };
}
