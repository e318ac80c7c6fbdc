/** RFC 3986 §2.1, §2.4-2.5, Appendix B — repair: a string that is almost a URI reference made into one, with a record of every change. */

import * as chars from './chars.js';
import { hexPairAt, iriCharLength, isIn } from './chars.js';
import { type ErrorCodeEntry, UriError, expectString, INVALID_IP_LITERAL, INVALID_PORT, INVALID_SCHEME, LONE_SURROGATE } from './errors.js';
import { type Fields, checkOptions, isBoolean, oneOf } from './options.js';
import { type Uri, flagsOf, tryParse, tryParseWithFlags, validate } from './uri.js';

// The parser never repairs (DESIGN.md, "Strictness"): repair is the separate function for user
// input. It reads the input as RFC 3986 Appendix B does (the lenient split of splitReference: a
// scheme before the first ':', an authority after '//' up to the first '/', '?' or '#', the
// userinfo up to the authority's last '@', a query after the first '?', a fragment after the first
// '#'), and within each component percent-encodes, as UTF-8, what the component does not allow.
// What it cannot make valid without guessing what was meant it refuses, with a UriError at the
// offending index. It is not the WHATWG reading (urikit/whatwg is): it drops nothing but the
// surrounding white space, and reads '\' as '/' only when asked.

// Module-local copies of the tables, on purpose: see "Local copies" in chars.ts.
const ALPHA = chars.ALPHA;
const IPRIVATE = chars.IPRIVATE;
const PATH_TABLE = chars.PATH_TABLE;
const QUERY_TABLE = chars.QUERY_TABLE;
const REG_NAME_TABLE = chars.REG_NAME_TABLE;
const SCHEME = chars.SCHEME;
const USERINFO_TABLE = chars.USERINFO_TABLE;
const PCT = chars.PCT;
const utf8Escape = chars.utf8Escape;
const LONG_OUTPUT = chars.LONG_OUTPUT;

// ---------------------------------------------------------------------------------------------
// Types and errors

/**
 * What a repair did: 'trimmed' removed C0 controls and spaces around the reference; 'encoded'
 * percent-encoded characters the component does not allow (as UTF-8); 'encoded-percent' wrote a
 * '%' that starts no %HH as %25; 'backslash' read a '\' as '/' (only with `backslashes: 'slash'`).
 */
export type RepairKind = 'trimmed' | 'encoded' | 'encoded-percent' | 'backslash';

/**
 * Where a repair was made: a component, or 'authority' for a '\' read as one of the "//" that open
 * it. Repairs never touch the scheme or the port: those are refused instead.
 */
export type RepairComponent = 'authority' | 'userinfo' | 'host' | 'path' | 'query' | 'fragment';

/**
 * One run of changes of one kind in one component: `input.slice(index, index + length)` (that is
 * `found`) became `replacement`. Applied in order to the input, the repairs give the result.
 */
export interface Repair {
  readonly kind: RepairKind;
  /** Where the run starts in the input (the input as given, before trimming). */
  readonly index: number;
  /** How many UTF-16 code units of the input the run replaces. */
  readonly length: number;
  /** The input's text of the run. */
  readonly found: string;
  /** What it became ('' for 'trimmed'). */
  readonly replacement: string;
  /** The component the run stands in; undefined for 'trimmed' (around the reference, in none). */
  readonly component: RepairComponent | undefined;
}

/** What {@link repair} returns: the reference, and what was changed to make it one (empty when the input was one). */
export interface RepairResult {
  readonly uri: Uri;
  readonly repairs: readonly Repair[];
}

/** Options of {@link repair}. */
export interface RepairOptions {
  /**
   * Make an RFC 3987 IRI reference: non-ASCII characters an IRI allows (ucschar, and iprivate in
   * the query) stay as they are. Default false: every non-ASCII character is percent-encoded as UTF-8.
   */
  iri?: boolean | undefined;
  /** Accept RFC 6874 zone identifiers in IPv6 literals, as parse's option of the same name. Default false. */
  zoneId?: boolean | undefined;
  /** Remove leading and trailing C0 controls and spaces. Default true; with false they are encoded (or refused) like any other character. */
  trim?: boolean | undefined;
  /**
   * What a '\' in the authority or the path means. 'refuse' (default): a UriError
   * 'repair-backslash', since browsers read it as '/' in http(s) URLs (so `http://evil.example\@good.example/`
   * goes to evil.example in a browser, to good.example as RFC 3986 reads it) and repair does not
   * guess which was meant; 'slash': read it as '/', as the WHATWG URL parser does for http, https,
   * ws, wss, ftp and file; 'encode': keep it as data, %5C. In the query and the fragment a '\' is
   * always data, encoded as %5C.
   */
  backslashes?: 'refuse' | 'encode' | 'slash' | undefined;
}

/** The fields of RepairOptions, checked (see options.ts). */
const REPAIR_FIELDS: Fields = {
  iri: isBoolean,
  zoneId: isBoolean,
  trim: isBoolean,
  backslashes: /* @__PURE__ */ oneOf(['refuse', 'encode', 'slash']),
};

/**
 * The codes repair raises beyond the core's (which it also raises: 'invalid-scheme',
 * 'invalid-port', the IP-literal codes, 'lone-surrogate', 'invalid-argument'), with their
 * sections and fixes: repair's twin of ERROR_CODES, kept out of the core's table.
 */
export const REPAIR_ERROR_CODES = {
  'repair-backslash': {
    section: 'RFC 3986 \u00a73.2, \u00a73.3; WHATWG URL \u00a74.4',
    title: "a '\\' before the query: browsers read it as '/' in http(s) URLs, RFC 3986 as data, and repair does not guess which was meant",
    fix: "pass { backslashes: 'slash' } to read it as '/', or { backslashes: 'encode' } to keep it as data (%5C)",
  },
  'repair-host': {
    section: 'RFC 3986 \u00a73.2.2',
    title: "a host cannot be repaired by percent-encoding: no host name holds a space, a control, one of \"<>\\^`{|} or a '%' that starts no %HH",
    fix: 'correct the host name',
  },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A stable error code of repair. */
export type RepairErrorCode = keyof typeof REPAIR_ERROR_CODES;

declare module './errors.js' {
  /** repair's codes join the core's. */
  interface UriErrorCodes extends Record<RepairErrorCode, ErrorCodeEntry> {}
}

function repairError(code: RepairErrorCode, index: number, input: string, detail?: string): UriError {
  return new UriError(code, index, input, detail, REPAIR_ERROR_CODES[code]);
}

// ---------------------------------------------------------------------------------------------
// Small predicates and constants

/** The repairs of an input that needed none: shared, so the fast path allocates only the result. */
const NO_REPAIRS: readonly Repair[] = /* @__PURE__ */ Object.freeze([]);

const BACKSLASH = 92;
const BS_REFUSE = 0;
const BS_ENCODE = 1;
const BS_SLASH = 2;

/** No IRI characters allowed: every non-ASCII code point is encoded. */
const NOT_IRI = -1;

// A run's tag: its kind << 3 | its component, as indexes into these lists.
const KINDS: readonly RepairKind[] = ['trimmed', 'encoded', 'encoded-percent', 'backslash'];
const COMPONENTS: readonly (RepairComponent | undefined)[] = [undefined, 'authority', 'userinfo', 'host', 'path', 'query', 'fragment'];
const TRIMMED = 0 << 3;
const ENCODED = 1 << 3;
const ENCODED_PERCENT = 2 << 3;
const READ_AS_SLASH = 3 << 3;
const C_AUTHORITY = 1;
const C_USERINFO = 2;
const C_HOST = 3;
const C_PATH = 4;
const C_QUERY = 5;
const C_FRAGMENT = 6;

/** '/', or '\\' when it is read as one. */
function isSlash(c: number, slash: boolean): boolean {
  return c === 47 || (slash && c === BACKSLASH);
}

// ---------------------------------------------------------------------------------------------
// The output and the runs of changes

/**
 * The repaired text as it is written, and the runs of changes. Invariant: input[0, copied) has been
 * written (as it was, or replaced), and `length` is the output's length so far. A short output is
 * built as a string; from LONG_OUTPUT units on the rest goes into a TextBuilder (see "Output
 * buffers" in chars.ts), so a long input is not a rope of a million pieces.
 */
class Repairer {
  readonly s: string;
  private out = '';
  private builder: chars.TextBuilder | undefined = undefined;
  private length = 0;
  copied = 0;
  // The runs, five numbers each (one array, not an object per run, until the output is a string):
  // start and end in the input, start and end in the output, and the tag of its kind and component.
  private readonly runs: number[] = [];

  constructor(s: string) {
    this.s = s;
  }

  private write(text: string): void {
    this.length += text.length;
    if (this.builder !== undefined) {
      this.builder.append(text);
      return;
    }
    this.out += text;
    if (this.out.length >= LONG_OUTPUT) this.builder = new chars.TextBuilder(this.s.length - this.copied + 64);
  }

  /** Writes input[copied, i) as it is. */
  keepTo(i: number): void {
    const from = this.copied;
    if (from >= i) return;
    this.copied = i;
    this.length += i - from;
    if (this.builder !== undefined) {
      this.builder.appendRange(this.s, from, i);
      return;
    }
    this.out += this.s.slice(from, i);
    if (this.out.length >= LONG_OUTPUT) this.builder = new chars.TextBuilder(this.s.length - i + 64);
  }

  /** Writes `text` in place of input[i, i + n): one more part of the last run when it has the same tag and ends at i, else a new run. */
  replace(i: number, n: number, tag: number, text: string): void {
    this.keepTo(i);
    const runs = this.runs;
    const last = runs.length - 5;
    const outStart = this.length;
    this.write(text);
    this.copied = i + n;
    if (last >= 0 && runs[last + 1] === i && runs[last + 4] === tag) {
      runs[last + 1] = i + n;
      runs[last + 3] = this.length;
      return;
    }
    runs.push(i, i + n, outStart, this.length, tag);
  }

  /**
   * Percent-encodes the code point at i as UTF-8 (§2.5) and returns the index after it.
   * @throws {UriError} 'lone-surrogate' at an unpaired surrogate: it has no UTF-8 form, and
   * replacing it would be a guess.
   */
  encodeAt(i: number, component: number): number {
    const s = this.s;
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      this.replace(i, 1, ENCODED | component, PCT[c]!);
      return i + 1;
    }
    if (c < 0xd800 || c > 0xdfff) {
      this.replace(i, 1, ENCODED | component, utf8Escape(c));
      return i + 1;
    }
    const d = s.charCodeAt(i + 1); // NaN past the end fails the range test
    if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) throw new UriError('lone-surrogate', i, s, undefined, LONE_SURROGATE);
    this.replace(i, 2, ENCODED | component, utf8Escape(0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)));
    return i + 2;
  }

  /** The output, once every input unit is written. */
  text(): string {
    this.keepTo(this.s.length);
    return this.builder === undefined ? this.out : this.out + this.builder.toString();
  }

  /** The runs as Repairs, their texts cut out of the input and the output. */
  repairs(output: string): Repair[] {
    const runs = this.runs;
    const list: Repair[] = [];
    for (let k = 0; k < runs.length; k += 5) {
      const index = runs[k]!;
      const end = runs[k + 1]!;
      const tag = runs[k + 4]!;
      // one ASCII character encoded: its escape is a string of PCT already (no copy per record)
      const c = end - index === 1 && (tag & ~7) === ENCODED ? this.s.charCodeAt(index) : 128;
      list.push({
        kind: KINDS[tag >> 3]!,
        index,
        length: end - index,
        found: this.s.slice(index, end),
        replacement: c < 128 ? PCT[c]! : output.slice(runs[k + 2], runs[k + 3]),
        component: COMPONENTS[tag & 7],
      });
    }
    return list;
  }
}

// ---------------------------------------------------------------------------------------------
// The components

/**
 * Repairs s[from, to) as text of a component whose literal characters are `table`'s: a valid %HH
 * stays, a '%' that starts none becomes %25, a '\' is refused, encoded or read as '/' (bs), a
 * non-ASCII code point stays when it is an IRI character of `iriSet` (NOT_IRI: never), and
 * everything else is percent-encoded as UTF-8.
 */
function repairText(r: Repairer, from: number, to: number, table: Uint8Array, component: number, iriSet: number, bs: number): void {
  const s = r.s;
  let i = from;
  while (i < to) {
    const c = s.charCodeAt(i);
    if (table[c] === 1) {
      i++;
    } else if (c === 37) {
      if (hexPairAt(s, i + 1, to)) {
        i += 3;
      } else {
        r.replace(i, 1, ENCODED_PERCENT | component, '%25');
        i++;
      }
    } else if (c === BACKSLASH && bs !== BS_ENCODE) {
      if (bs === BS_REFUSE) throw backslashError(s, i, COMPONENTS[component]!);
      r.replace(i, 1, READ_AS_SLASH | component, '/');
      i++;
    } else {
      const n = c >= 0xa0 && iriSet !== NOT_IRI ? iriCharLength(s, i, iriSet) : 0;
      i = n !== 0 && i + n <= to ? i + n : r.encodeAt(i, component);
    }
  }
}

function backslashError(s: string, i: number, component: string): UriError {
  return repairError('repair-backslash', i, s, `a '\\' in the ${component}: browsers read it as '/' in http(s) URLs, RFC 3986 as data, and repair does not guess which was meant`);
}

// reg-name = *( unreserved / pct-encoded / sub-delims )
/**
 * Repairs a reg-name s[from, to): only non-ASCII is encoded (as UTF-8, §3.2.2; or kept in an IRI);
 * any other character a reg-name does not allow is refused (see 'repair-host').
 */
function repairRegName(r: Repairer, from: number, to: number, iri: boolean, bs: number): void {
  const s = r.s;
  let i = from;
  while (i < to) {
    const c = s.charCodeAt(i);
    if (REG_NAME_TABLE[c] === 1) {
      i++;
    } else if (c === 37 && hexPairAt(s, i + 1, to)) {
      i += 3;
    } else if (c >= 0x80) {
      const n = iri ? iriCharLength(s, i, 0) : 0;
      i = n !== 0 && i + n <= to ? i + n : r.encodeAt(i, C_HOST);
    } else if (c === BACKSLASH && bs === BS_REFUSE) {
      throw backslashError(s, i, 'host');
    } else if (c === 91 || c === 93) {
      throw new UriError('invalid-ip-literal', i, s, "an IP-literal's brackets enclose the whole host", INVALID_IP_LITERAL);
    } else {
      throw repairError('repair-host', i, s);
    }
  }
}

// port = *DIGIT
/** Checks a port s[from, to): digits only, nothing to repair. */
function checkPort(s: string, from: number, to: number, bs: number): void {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) continue;
    if (c === BACKSLASH && bs === BS_REFUSE) throw backslashError(s, i, 'port');
    throw new UriError('invalid-port', i, s, 'a port is decimal digits only, and repair does not guess which were meant', INVALID_PORT);
  }
}

// IP-literal = "[" ( IPv6address / IPvFuture ) "]"
/** Checks an IP-literal s[from, close] with the parser (no repair inside one); throws its error, at its index in s. */
function checkIPLiteral(s: string, from: number, close: number, zoneId: boolean): void {
  const e = validate('//' + s.slice(from, close + 1), { zoneId });
  if (e !== null) throw e.relocated(from + e.index - 2, s);
}

// authority = [ userinfo "@" ] host [ ":" port ]
/** Repairs the authority s[from, to): the userinfo up to the last '@', the host, the port after the host's ':'. */
function repairAuthority(r: Repairer, from: number, to: number, iri: boolean, zoneId: boolean, bs: number): void {
  const s = r.s;
  let hostStart = from;
  for (let i = to - 1; i >= from; i--) {
    if (s.charCodeAt(i) === 64) {
      hostStart = i + 1;
      // userinfo = *( unreserved / pct-encoded / sub-delims / ":" ): an earlier '@' is encoded
      repairText(r, from, i, USERINFO_TABLE, C_USERINFO, iri ? 0 : NOT_IRI, bs);
      break;
    }
  }
  if (s.charCodeAt(hostStart) === 91 && hostStart < to) {
    const close = s.indexOf(']', hostStart);
    if (close < 0 || close >= to) throw new UriError('invalid-ip-literal', to, s, `missing ']' to close the IP-literal opened at index ${hostStart}`, INVALID_IP_LITERAL);
    checkIPLiteral(s, hostStart, close, zoneId);
    if (close + 1 < to) {
      if (s.charCodeAt(close + 1) !== 58) throw new UriError('invalid-ip-literal', close + 1, s, "after an IP-literal only ':port', '/', '?' or '#' may follow", INVALID_IP_LITERAL);
      checkPort(s, close + 2, to, bs);
    }
    return;
  }
  let hostEnd = hostStart;
  while (hostEnd < to && s.charCodeAt(hostEnd) !== 58) hostEnd++;
  repairRegName(r, hostStart, hostEnd, iri, bs);
  if (hostEnd < to) checkPort(s, hostEnd + 1, to, bs);
}

/**
 * The end of the scheme: the ':' when s[start, end) starts with a scheme and ':' (a ':' before any
 * '/', '?', '#', and '\' read as '/'), or -1 when it has none.
 * @throws {UriError} 'invalid-scheme' when the text before that ':' is not a scheme: it may have
 * been meant as one or as a path ('a b:c'), and repair does not guess.
 */
function schemeEnd(s: string, start: number, end: number, slash: boolean): number {
  let k = start;
  while (k < end) {
    const c = s.charCodeAt(k);
    if (c === 58) break;
    if (c === 47 || c === 63 || c === 35 || (slash && c === BACKSLASH)) return -1;
    k++;
  }
  if (k === end) return -1;
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
  let bad = start;
  if (k > start && isIn(s.charCodeAt(start), ALPHA)) {
    bad = start + 1;
    while (bad < k && isIn(s.charCodeAt(bad), SCHEME)) bad++;
    if (bad === k) return k;
  }
  throw new UriError('invalid-scheme', bad, s, `${k === start ? 'the scheme is empty' : bad === start
    ? 'a scheme must start with a letter' : 'a scheme holds letters, digits, "+", "-" and "."'}; the text before the ':' at ${k} reads as a scheme, and repair does not guess whether a scheme or a path was meant (for a relative path, write './' before it)`, INVALID_SCHEME);
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * Makes a URI reference (RFC 3986 §4.1; an IRI reference with `iri: true`) of a string that is
 * almost one — user input, a link with a space, a `$ref` of `#/a b` — and says what it changed.
 * Surrounding C0 controls and spaces are trimmed; within each component (read as RFC 3986
 * Appendix B splits a string) every character the component does not allow is percent-encoded as
 * UTF-8, and a '%' that starts no %HH becomes %25. A valid reference is returned as it is, with
 * no repairs. What cannot be made valid without guessing what was meant is refused: a text
 * before the first ':' that is not a scheme, a host with a character no host name holds, a port
 * that is not digits, a bracketed host that is not an IP-literal, a '\' before the query (unless
 * `backslashes` says what it means), a lone surrogate. parse() itself never repairs.
 * See {@link https://www.rfc-editor.org/rfc/rfc3986#section-2.1 RFC 3986 §2.1} and
 * {@link https://www.rfc-editor.org/rfc/rfc3986#appendix-B Appendix B}.
 *
 * @throws {UriError} 'invalid-scheme', 'repair-host', 'invalid-port', 'invalid-ip-literal',
 * 'invalid-ipv6', 'invalid-ipvfuture' (and the zone codes with `zoneId`), 'repair-backslash',
 * 'lone-surrogate', each at its index in the input; 'invalid-argument' for a non-string input or
 * bad options.
 * @example
 * repair(' my file.png ').uri.toString(); // 'my%20file.png'
 * repair('#/a b').repairs[0];             // { kind: 'encoded', index: 3, length: 1, found: ' ', replacement: '%20', component: 'fragment' }
 * repair('http://example.com/100%').uri.path; // '/100%25'
 */
export function repair(input: string, options?: RepairOptions): RepairResult {
  expectString(input, 'repair: the input');
  checkOptions(options, 'repair', REPAIR_FIELDS);
  const flags = flagsOf(options);
  // a valid reference needs no repair: the parse is the whole cost
  const valid = flags === 0 ? tryParse(input) : tryParseWithFlags(input, flags);
  if (valid !== null) return { uri: valid, repairs: NO_REPAIRS };

  const iri = options?.iri === true;
  const b = options?.backslashes;
  const bs = b === 'slash' ? BS_SLASH : b === 'encode' ? BS_ENCODE : BS_REFUSE;
  const s = input;
  const r = new Repairer(s);
  let start = 0;
  let end = s.length;
  if (options?.trim !== false) {
    // WHATWG URL §4.4 step 1: leading and trailing C0 controls and spaces
    while (start < end && s.charCodeAt(start) <= 0x20) start++;
    while (end > start && s.charCodeAt(end - 1) <= 0x20) end--;
    if (start > 0) r.replace(0, start, TRIMMED, '');
  }
  const slash = bs === BS_SLASH;

  // scheme ":" — kept as written (its case is normalization's, not repair's)
  const colon = schemeEnd(s, start, end, slash);
  let i = colon < 0 ? start : colon + 1;

  // "//" authority: up to the first '/', '?', '#' (and '\' read as '/')
  if (i + 1 < end && isSlash(s.charCodeAt(i), slash) && isSlash(s.charCodeAt(i + 1), slash)) {
    if (s.charCodeAt(i) === BACKSLASH) r.replace(i, 1, READ_AS_SLASH | C_AUTHORITY, '/');
    if (s.charCodeAt(i + 1) === BACKSLASH) r.replace(i + 1, 1, READ_AS_SLASH | C_AUTHORITY, '/');
    const from = i + 2;
    i = from;
    while (i < end) {
      const c = s.charCodeAt(i);
      if (c === 63 || c === 35 || isSlash(c, slash)) break;
      i++;
    }
    repairAuthority(r, from, i, iri, options?.zoneId === true, bs);
  }

  // path: up to the first '?' or '#'. Without an authority it cannot start with "//" (that would
  // be one), and without a scheme its first segment holds no ':' (schemeEnd refused it).
  let k = i;
  while (k < end && s.charCodeAt(k) !== 63 && s.charCodeAt(k) !== 35) k++;
  repairText(r, i, k, PATH_TABLE, C_PATH, iri ? 0 : NOT_IRI, bs);
  i = k;

  // [ "?" query ]: iprivate is allowed here in an IRI (RFC 3987 §2.2); a '\' is data
  if (i < end && s.charCodeAt(i) === 63) {
    k = i + 1;
    while (k < end && s.charCodeAt(k) !== 35) k++;
    repairText(r, i + 1, k, QUERY_TABLE, C_QUERY, iri ? IPRIVATE : NOT_IRI, BS_ENCODE);
    i = k;
  }

  // [ "#" fragment ]: a second '#' is encoded
  if (i < end) repairText(r, i + 1, end, QUERY_TABLE, C_FRAGMENT, iri ? 0 : NOT_IRI, BS_ENCODE);

  if (end < s.length) r.replace(end, s.length - end, TRIMMED, '');
  const output = r.text();
  const uri = flags === 0 ? tryParse(output) : tryParseWithFlags(output, flags);
  // Cannot happen (each component was made valid and the split keeps the §3 order rules):
  // test/property/repair.property.test.ts checks it on generated inputs. Should it ever, the
  // parser's error on the output says why.
  if (uri === null) throw validate(output, { iri, zoneId: options?.zoneId === true })!;
  return { uri, repairs: r.repairs(output) };
}
