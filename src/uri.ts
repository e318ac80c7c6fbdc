/** RFC 3986 §3, §4 — the immutable Uri: the input and the offsets of its components; parse, tryParse, isValid. */

import { type UriError, argumentError, describeValue } from './errors.js';
import { type Fields, checkOptions, isBoolean } from './options.js';
import { type Components, type UriComponents, checkComponents, checkOne, recomposeInto } from './compose.js';
import * as offsets from './offsets.js';
import { HOST_IPV6, HOST_IPVFUTURE, PARSE_IRI, PARSE_ZONES, authorityStartOf, pathEndOf, portStartOf, beforeFragmentOf, userinfoStartOf } from './offsets.js';
import { type HostKind, type Rule, HOST_KINDS, ParseState, RULE_NAMES, RULE_REFERENCE, parseOffsets, readCommonUri, registersOf } from './parse.js';
import { parseError, unthrownParseError } from './parse-error.js';
import { decode } from './percent.js';
import { recognize } from './recognize.js';

/** The §4.2 kinds of reference: a URI (it has a scheme) or one of the three relative references. */
export type ReferenceKind = 'uri' | 'network-path' | 'absolute-path' | 'relative-path';

/** Options of parse, tryParse, isValid and validate. */
export interface ParseOptions {
  /** The ABNF rule the whole input must match, named in any case. Default 'URI-reference' (§4.1). */
  rule?: Rule | undefined;
  /**
   * Read the input as an RFC 3987 IRI: the rule becomes its IRI twin (IRI-reference, IRI,
   * absolute-IRI, irelative-ref), so ucschar may stand in userinfo, host, path, query and fragment,
   * and iprivate in the query. Default false: a URI is ASCII.
   */
  iri?: boolean | undefined;
  /**
   * Accept RFC 6874 zone identifiers in IPv6 literals: `http://[fe80::1%25eth0]/`. Default false
   * (RFC 3986 has no zones, and RFC 9844 has since taken them out of URIs again).
   */
  zoneId?: boolean | undefined;
}

/** @internal The parser flags (PARSE_* of offsets.ts) an options object asks for. */
export function flagsOf(options: ParseOptions | undefined): number {
  return (options?.iri === true ? PARSE_IRI : 0) | (options?.zoneId === true ? PARSE_ZONES : 0);
}

/** A component that has a decoded view. */
export type DecodableComponent = 'userinfo' | 'host' | 'path' | 'query' | 'fragment';

/**
 * An immutable, parsed URI reference. It holds the input string and the offsets of its components;
 * getters slice on demand and return the raw, still percent-encoded text, `undefined` for an absent
 * component and `''` for a present, empty one. `toString()` is the input itself (§5.3 recomposition
 * of a parsed reference gives back its input).
 *
 * @example
 * const u = parse('foo://example.com:8042/over/there?name=ferret#nose');
 * u.scheme; // 'foo'
 * u.port;   // '8042'
 * u.query;  // 'name=ferret'
 */
export class Uri {
  // One hidden class for every Uri: all fields assigned in the constructor, small integers only.
  // The fields are the offsets of offsets.ts (which says what each marks); @internal keeps them out
  // of the published types, and library modules read them through offsets.ts's accessors.
  /** @internal */ readonly _s: string;
  /** @internal */ readonly _schemeEnd: number;
  /** @internal */ readonly _hostStart: number;
  /** @internal */ readonly _hostEnd: number;
  /** @internal */ readonly _pathStart: number;
  /** @internal */ readonly _queryStart: number;
  /** @internal */ readonly _fragmentStart: number;
  /** @internal */ readonly _hostKind: number;
  /** @internal */ readonly _flags: number;

  /**
   * Not for use: a Uri comes from parse(), tryParse(), build(), Uri#with() and the functions that
   * return one, so that its offsets are always the parser's. Called without the library's own
   * token it throws UriError 'invalid-argument'.
   */
  private constructor(token: symbol, s: string, schemeEnd: number, hostStart: number, hostEnd: number, pathStart: number,
    queryStart: number, fragmentStart: number, hostKind: number, flags: number) {
    if (token !== TOKEN) throw argumentError('new Uri(): a Uri is made by parse(), tryParse() or build(), not by its constructor');
    this._s = s;
    this._schemeEnd = schemeEnd;
    this._hostStart = hostStart;
    this._hostEnd = hostEnd;
    this._pathStart = pathStart;
    this._queryStart = queryStart;
    this._fragmentStart = fragmentStart;
    this._hostKind = hostKind;
    this._flags = flags;
  }

  /**
   * True for a Uri made by this copy of urikit or another (its ES module and CommonJS builds, or two
   * installed versions): `instanceof Uri` holds across them. The brand is on the prototype, so an
   * object made from it without the constructor (`Object.create(Uri.prototype)`) would carry it
   * too: a Uri also holds its text, which such an object lacks (so it is refused as any other
   * non-Uri argument is, rather than read as offsets it does not have). (Checking that the field is
   * the object's own made equivalent on two Uris 294 -> 332 ns; its type costs nothing measurable.)
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true &&
      typeof (value as Uri)._s === 'string';
  }

  /** @internal A Uri from offsets that obey offsets.ts (the parser's, or code that keeps its invariants). */
  static _create(s: string, schemeEnd: number, hostStart: number, hostEnd: number, pathStart: number,
    queryStart: number, fragmentStart: number, hostKind: number, flags: number): Uri {
    return new Uri(TOKEN, s, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, flags);
  }

  /** True when this was read as an IRI (RFC 3987): its components may hold non-ASCII characters. */
  get isIri(): boolean {
    return (this._flags & PARSE_IRI) !== 0;
  }

  /**
   * RFC 6874: the zone identifier of an IPv6 literal, percent-decoded ('eth0' for
   * `[fe80::1%25eth0]`), or undefined. Only a Uri parsed with { zoneId: true } can have one.
   */
  get zoneId(): string | undefined {
    if (this._hostKind !== HOST_IPV6) return undefined;
    const host = this._s.slice(this._hostStart, this._hostEnd);
    const z = host.indexOf('%25');
    return z < 0 ? undefined : decode(host.slice(z + 3, -1));
  }

  /** §3.1 The scheme as written (not lower-cased), or undefined for a relative reference. */
  get scheme(): string | undefined {
    return this._schemeEnd < 0 ? undefined : this._s.slice(0, this._schemeEnd);
  }

  /** §3.2 The authority (`[userinfo "@"] host [":" port]`), or undefined when there is none. */
  get authority(): string | undefined {
    return this._hostStart < 0 ? undefined : this._s.slice(authorityStartOf(this), this._pathStart);
  }

  /** §3.2.1 The userinfo, before the '@', or undefined. */
  get userinfo(): string | undefined {
    const a = userinfoStartOf(this);
    return a < 0 ? undefined : this._s.slice(a, this._hostStart - 1);
  }

  /** §3.2.2 The host as written, brackets kept for an IP-literal; '' for an empty host (`file:///`). */
  get host(): string | undefined {
    return this._hostStart < 0 ? undefined : this._s.slice(this._hostStart, this._hostEnd);
  }

  /** §3.2.2 The host's kind, or undefined without an authority. */
  get hostKind(): HostKind | undefined {
    return HOST_KINDS[this._hostKind];
  }

  /** The host without the brackets of an IP-literal (the IPv6 or IPvFuture address itself). */
  get unbracketedHost(): string | undefined {
    if (this._hostStart < 0) return undefined;
    return this._hostKind === HOST_IPV6 || this._hostKind === HOST_IPVFUTURE
      ? this._s.slice(this._hostStart + 1, this._hostEnd - 1)
      : this._s.slice(this._hostStart, this._hostEnd);
  }

  /** §3.2.3 The port's digits as written; '' for `http://a:/`; undefined when absent. */
  get port(): string | undefined {
    const p = portStartOf(this);
    return p < 0 ? undefined : this._s.slice(p, this._pathStart);
  }

  /**
   * The port as a number, or undefined when absent or empty. §3.2.3 puts no upper bound on a port;
   * one beyond Number.MAX_SAFE_INTEGER gives Infinity rather than an imprecise number.
   */
  get portNumber(): number | undefined {
    const p = this.port;
    if (p === undefined || p === '') return undefined;
    const n = Number(p);
    return Number.isSafeInteger(n) ? n : Infinity;
  }

  /** §3.3 The path; always a string, possibly empty. */
  get path(): string {
    return this._s.slice(this._pathStart, pathEndOf(this));
  }

  /** §3.4 The query, after the '?'; '' for a bare '?'; undefined when absent. */
  get query(): string | undefined {
    if (this._queryStart < 0) return undefined;
    return this._s.slice(this._queryStart + 1, beforeFragmentOf(this));
  }

  /** §3.5 The fragment, after the '#'; '' for a bare '#'; undefined when absent. */
  get fragment(): string | undefined {
    return this._fragmentStart < 0 ? undefined : this._s.slice(this._fragmentStart + 1);
  }

  /** §4.2 Whether this is a URI (it has a scheme) or which kind of relative reference. */
  get referenceKind(): ReferenceKind {
    if (this._schemeEnd >= 0) return 'uri';
    if (this._hostStart >= 0) return 'network-path';
    return this._s.charCodeAt(this._pathStart) === 47 ? 'absolute-path' : 'relative-path';
  }

  /** §4.3 True when this matches absolute-URI: a scheme and no fragment (what a base URI should be). */
  get isAbsolute(): boolean {
    return this._schemeEnd >= 0 && this._fragmentStart < 0;
  }

  /** §4.2 True for a relative reference (no scheme). */
  get isRelative(): boolean {
    return this._schemeEnd < 0;
  }

  /**
   * §4.4 True when the reference is empty or only a fragment: it refers to the current document
   * whatever the base. (Whether a reference resolves to its base is a question for resolve.)
   */
  get isSameDocument(): boolean {
    return this._s.length === 0 || this._fragmentStart === 0;
  }

  /**
   * java.net.URI's opaque URI: one with a scheme whose scheme-specific part does not start with
   * '/' (`mailto:a@example.com`, `urn:isbn:0451450523`, `news:comp.lang.c`).
   */
  get isOpaque(): boolean {
    return this._schemeEnd >= 0 && this._hostStart < 0 && this._s.charCodeAt(this._pathStart) !== 47;
  }

  /** The opposite of isOpaque: a relative reference, or a URI whose scheme-specific part starts with '/'. */
  get isHierarchical(): boolean {
    return !this.isOpaque;
  }

  /** java.net.URI's raw scheme-specific part: everything between the scheme's ':' and the fragment. */
  get schemeSpecificPart(): string {
    return this._s.slice(this._schemeEnd + 1, this._fragmentStart >= 0 ? this._fragmentStart : this._s.length);
  }

  /** The path split at '/', raw: `/a/b%2Fc/` gives ['', 'a', 'b%2Fc', ''] and '' gives []. */
  get pathSegments(): string[] {
    const p = this.path;
    return p === '' ? [] : p.split('/');
  }

  /** The path's segments, each percent-decoded (a decoded segment may hold '/'). Throws UriError on bad UTF-8. */
  decodedPathSegments(): string[] {
    return this.pathSegments.map((segment) => decode(segment));
  }

  /**
   * A component percent-decoded as UTF-8, or undefined when absent. Decoding can merge reserved
   * characters into data (a decoded path loses the difference between '/' and %2F), which is why the
   * getters stay raw and this view is asked for by name. Throws UriError on invalid UTF-8.
   */
  decoded(component: DecodableComponent): string | undefined {
    let raw: string | undefined;
    switch (component) {
      case 'userinfo': raw = this.userinfo; break;
      case 'host': raw = this.unbracketedHost; break;
      case 'path': raw = this.path; break;
      case 'query': raw = this.query; break;
      case 'fragment': raw = this.fragment; break;
      default:
        throw argumentError(`decoded: unknown component ${describeValue(component)}; expected userinfo, host, path, query or fragment`);
    }
    return raw === undefined ? undefined : decode(raw);
  }

  /** All components as raw text, in a plain object (absent ones undefined). */
  toComponents(): Components {
    return {
      scheme: this.scheme,
      userinfo: this.userinfo,
      host: this.host,
      port: this.port,
      path: this.path,
      query: this.query,
      fragment: this.fragment,
    };
  }

  /**
   * A new Uri with some components replaced (raw text; `undefined` removes one). Every value is
   * checked with its component's rule and the whole with the §3 rules that tie components together:
   * a host set on `a/b` (path-not-absolute), or a path starting '//' without an authority, is an
   * error, never a silently different URI. The error's index points into the offending value.
   *
   * @example
   * parse('http://a/b?c').with({ query: undefined, fragment: 'top' }).toString(); // 'http://a/b#top'
   */
  with(changes: UriComponents): Uri {
    if (changes === null || typeof changes !== 'object') {
      throw argumentError(`with: expected an object of components, got ${describeValue(changes)}`);
    }
    const keys = Object.keys(changes);
    // the query, the fragment, or both: spliced (withTail); any other change by the components
    if (keys.length > 0 && keys.length <= 2 && isTail(keys[0]!) && (keys.length === 1 || isTail(keys[1]!))) {
      return withTail(this, changes, keys.includes('query'), keys.includes('fragment'));
    }
    const own = this.toComponents();
    const merged: UriComponents = { ...own };
    for (const key of keys) {
      // (each by name: a keyed store merged[key] cost Uri#with a tenth of its time)
      const value = (changes as Record<string, string | undefined>)[key];
      switch (key) {
        case 'scheme': merged.scheme = value; break;
        case 'userinfo': merged.userinfo = value; break;
        case 'host': merged.host = value; break;
        case 'port': merged.port = value; break;
        case 'path': merged.path = value; break;
        case 'query': merged.query = value; break;
        case 'fragment': merged.fragment = value; break;
        default:
          throw argumentError(`with: unknown component ${describeValue(key)}; expected scheme, userinfo, host, port, path, query or fragment`);
      }
    }
    // (the components left as they are were read with these flags: only the changed ones are checked)
    return fromComponents(merged, this._flags, own);
  }

  /** §5.3 recomposition: for a parsed Uri, the input itself. */
  toString(): string {
    return this._s;
  }

  /** The string form, so that JSON.stringify gives the URI. */
  toJSON(): string {
    return this._s;
  }
}

/** 'query' or 'fragment': the components after the path. */
function isTail(key: string): boolean {
  return key === 'query' || key === 'fragment';
}

/**
 * Uri#with for a change of the query, the fragment or both (the common edit): none of the rules
 * that tie components together reads them, and the text before them stays, so the changed values
 * are checked (checkOne, as checkComponents checks them) and written after the kept text, with no
 * other component read out. The same Uri, or the same error, as the general path
 * (test/property/compose.property.test.ts compares them).
 */
function withTail(u: Uri, changes: UriComponents, query: boolean, fragment: boolean): Uri {
  const flags = u._flags;
  const q = query ? changes.query : u.query;
  const f = fragment ? changes.fragment : u.fragment;
  if (query) checkOne(q, 'query', undefined, flags);
  if (fragment) checkOne(f, 'fragment', undefined, flags);
  // the kept text: up to the fragment when the query stays, else up to the query
  const keep = query ? pathEndOf(u) : beforeFragmentOf(u);
  let s = u._s.slice(0, keep);
  let queryStart = u._queryStart;
  if (query) {
    queryStart = q === undefined ? -1 : keep;
    if (q !== undefined) s += '?' + q;
  }
  const fragmentStart = f === undefined ? -1 : s.length;
  if (f !== undefined) s += '#' + f;
  return createUri(s, u._schemeEnd, u._hostStart, u._hostEnd, u._pathStart, queryStart, fragmentStart, u._hostKind, flags);
}

/** The token only this module holds: Uri's constructor refuses any other. */
const TOKEN: unique symbol = /* @__PURE__ */ Symbol('urikit.Uri') as typeof TOKEN;

/** The brand every Uri carries, shared by every copy of urikit (Symbol.for): what `instanceof Uri` reads. */
const BRAND: unique symbol = /* @__PURE__ */ Symbol.for('urikit.Uri') as typeof BRAND;

/**
 * Uri's factory, once the brand is on Uri's prototype. Every Uri is made through createUri, so the
 * brand is there before the first one; and a bundle that makes no Uri (an import of isValid alone)
 * drops the class with the factory: a statement beside the class (the brand's defineProperty)
 * would keep it in every bundle that takes anything of this module.
 */
function brandedFactory(): typeof Uri._create {
  Object.defineProperty(Uri.prototype, BRAND, { value: true });
  ALIVE.push(Uri._create('a:', 1, -1, -1, 2, -1, -1, offsets.HOST_NONE, 0));
  return Uri._create;
}

/**
 * One Uri alive for as long as the module is, on purpose: it keeps the hidden class of Uri objects
 * alive. V8 holds that class only weakly from Uri's constructor: a garbage collection that runs
 * while no Uri is alive frees it and throws away every optimized function compiled for it
 * ("marking dependent code for deoptimization, reason: weak objects" under --trace-deopt), so the
 * first batch after a quiet moment ran unoptimized: resolve on 1,000 pairs right after gc() 3,615
 * -> 404 ns/pair (Node's URL 907), parse on the corpus right after gc() 561 -> 186 ns/URI (Node 288).
 */
const ALIVE: Uri[] = [];

/** @internal A Uri from offsets that obey offsets.ts: the only way to make one (parse and its twins use it too). */
export const createUri: typeof Uri._create = /* @__PURE__ */ brandedFactory();

/** The state the parser writes into for this module's calls (see ParseState). */
const STATE = /* @__PURE__ */ new ParseState();

// The registers, as module-local constants on purpose (see "Local copies" in chars.ts).
const R = /* @__PURE__ */ registersOf(STATE);
const R_SCHEME_END = offsets.R_SCHEME_END;
const R_HOST_START = offsets.R_HOST_START;
const R_HOST_END = offsets.R_HOST_END;
const R_PATH_START = offsets.R_PATH_START;
const R_QUERY_START = offsets.R_QUERY_START;
const R_FRAGMENT_START = offsets.R_FRAGMENT_START;
const R_HOST_KIND = offsets.R_HOST_KIND;

function fromRegisters(s: string, flags: number): Uri {
  return createUri(s, R[R_SCHEME_END]!, R[R_HOST_START]!, R[R_HOST_END]!, R[R_PATH_START]!, R[R_QUERY_START]!,
    R[R_FRAGMENT_START]!, R[R_HOST_KIND]!, flags);
}

/**
 * @internal A Uri (read with the PARSE_* `flags`) from raw components: each checked (those that are
 * the same strings as in `known`, a Uri's own components under the same flags, are valid already:
 * see checkComponents), the §3 order rules checked, then recomposed (§5.3) with the offsets of
 * what was written put in the registers as it writes (recomposeInto): no parse of the string.
 */
export function fromComponents(parts: UriComponents, flags = 0, known?: Components): Uri {
  return fromRegisters(recomposeInto(checkComponents(parts, flags, known), R), flags);
}

/** @internal tryParse with parser flags (URI-reference): the Uri or null. */
export function tryParseWithFlags(input: string, flags: number): Uri | null {
  return parseOffsets(STATE, input, RULE_REFERENCE, flags) ? fromRegisters(input, flags) : null;
}

/**
 * A WHATWG URL object (the platform's `URL`, whatwg-url's, another realm's), as urikit's
 * signatures name it (the core's lib has no DOM types): the members urikit reads, and enough of
 * the others that a plain `{ href }` does not type-check. At run time an object counts as a URL by
 * its class tag (isUrlObject), not by its shape. urikit/whatwg re-exports it.
 */
export interface UrlLike {
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * What the functions that read a URI reference accept: a string, a Uri, or a URL object, which is
 * read through its `href` (the string is then parsed as any other: a URL's href that RFC 3986
 * refuses, like `http://a/^`, throws as that string would; urikit/whatwg's fromURL repairs it).
 */
export type UriInput = string | Uri | UrlLike;

/**
 * @internal True for a WHATWG URL object: Object.prototype.toString gives '[object URL]' (its
 * Symbol.toStringTag, which Node's URL, the browsers' and whatwg-url's all define). Duck typing on
 * `href` is deliberately not enough: an object with an href of its own is not silently read.
 */
export function isUrlObject(value: object): boolean {
  return Object.prototype.toString.call(value) === '[object URL]';
}

/**
 * @internal The href of a URL object, or a UriError 'invalid-argument' naming `what`: for another
 * value, and for a URL whose href cannot be read (a getter that throws, as on
 * `Object.create(URL.prototype)`, or one that gives no string).
 */
export function hrefOf(value: unknown, what: string, expected: string): string {
  if (typeof value === 'object' && value !== null && isUrlObject(value)) {
    let href: unknown;
    try {
      href = (value as { href: unknown }).href;
    } catch {
      href = undefined;
    }
    if (typeof href === 'string') return href;
    throw argumentError(`${what} is a URL object whose href cannot be read as a string`);
  }
  const object = typeof value === 'object' && value !== null;
  throw argumentError(`${what} must be ${expected}, got ${describeValue(value)}${object ? ' that is not a URL (a URL object is read through its href)' : ''}`);
}

/**
 * @internal A UriInput argument as a string or a Uri, as given, and a URL object as its href; else
 * 'invalid-argument' naming `what`. For the functions that read a string otherwise than a Uri
 * (compareWithWhatwg gives a string to the platform's URL as well).
 */
export function stringOrUri(value: unknown, what: string): string | Uri {
  if (typeof value === 'string' || value instanceof Uri) return value;
  return hrefOf(value, what, 'a string or a Uri');
}

/** @internal A function's UriInput argument as a Uri: a string (or a URL's href) is parsed with the options' flags. */
export function toUri(value: unknown, what: string, options: ParseOptions | undefined): Uri {
  if (typeof value !== 'string') {
    if (value instanceof Uri) return value;
    value = hrefOf(value, what, 'a string or a Uri');
  }
  const s = value as string;
  // the caller has checked its options; only their parser flags matter here
  const flags = flagsOf(options);
  if (flags === 0) return parse(s);
  if (!parseOffsets(STATE, s, RULE_REFERENCE, flags)) throw parseError(STATE, s);
  return fromRegisters(s, flags);
}

/** The safe twins' reading of their input: the string, a URL's href, or null for anything else (they never throw for it). */
function urlHrefOrNull(input: unknown): string | null {
  if (typeof input === 'string') return input;
  if (typeof input !== 'object' || input === null || !isUrlObject(input)) return null;
  try {
    const href = (input as { href: unknown }).href;
    return typeof href === 'string' ? href : null;
  } catch {
    return null;
  }
}

/** RULE_* of a rule name, in any case ('URI-reference', 'uri-reference'), or -1. */
function ruleIndex(rule: string): number {
  const n = RULE_NAMES.indexOf(rule as Rule);
  if (n >= 0) return n;
  const lower = rule.toLowerCase();
  return RULE_NAMES.findIndex((r) => r.toLowerCase() === lower);
}

/** The RULE_* of the rule name PARSE_FIELDS' check passed last (ruleNumber reads it). */
let checkedRule = RULE_REFERENCE;

/** @internal The fields of ParseOptions, checked for every function that takes them (see options.ts). */
const PARSE_FIELDS: Fields = {
  rule: (value, where) => {
    const n = typeof value === 'string' ? ruleIndex(value) : -1;
    if (n < 0) throw argumentError(`${where} must be one of ${RULE_NAMES.join(', ')} (in any case), got ${describeValue(value)}`);
    checkedRule = n;
  },
  iri: isBoolean,
  zoneId: isBoolean,
};

/**
 * Checks the options of `fn` and returns the RULE_* they ask for: the one the check found for the
 * value it read (the name is looked up once, and options.rule is read once).
 */
function ruleNumber(options: ParseOptions | undefined, fn: string): number {
  if (options === undefined) return RULE_REFERENCE;
  checkedRule = RULE_REFERENCE; // what an options object without a rule asks for
  checkOptions(options, fn, PARSE_FIELDS);
  return checkedRule;
}

/**
 * Parses a URI reference (RFC 3986 §4.1; https://www.rfc-editor.org/rfc/rfc3986#section-4.1), or
 * the rule named in options, and returns an immutable Uri. Throws UriError with the code and index
 * of the first character that breaks the rule. Never repairs the input. A WHATWG URL object is
 * read through its href (see UriInput), which is parsed as that string.
 *
 * @example
 * parse('urn:example:animal:ferret:nose').path; // 'example:animal:ferret:nose'
 */
export function parse(input: string | UrlLike, options?: ParseOptions): Uri {
  // the common shape first (readCommonUri, which makes the Uri at once); anything else, and every
  // error, takes the general reader
  if (options === undefined && typeof input === 'string') {
    const fast = readCommonUri(input, createUri);
    if (fast !== null) return fast;
  }
  const s = typeof input === 'string' ? input : hrefOf(input, 'parse: the input', 'a string');
  const flags = flagsOf(options);
  if (!parseOffsets(STATE, s, ruleNumber(options, 'parse'), flags)) throw parseError(STATE, s);
  return fromRegisters(s, flags);
}

/**
 * The non-throwing twin of parse: the Uri, or null when the input does not match the rule.
 *
 * @example
 * tryParse('http://a b/'); // null
 */
export function tryParse(input: string | UrlLike, options?: ParseOptions): Uri | null {
  if (options === undefined && typeof input === 'string') {
    const fast = readCommonUri(input, createUri);
    if (fast !== null) return fast;
  }
  const rule = ruleNumber(options, 'tryParse');
  const flags = flagsOf(options);
  const s = urlHrefOrNull(input);
  if (s === null || !parseOffsets(STATE, s, rule, flags)) return null;
  return fromRegisters(s, flags);
}

/**
 * The error parse would throw, or null when the input is valid: the diagnosis without the throw.
 *
 * @example
 * validate('http://a/%zz')?.code; // 'invalid-percent-encoding'
 */
export function validate(input: string | UrlLike, options?: ParseOptions): UriError | null {
  const s = typeof input === 'string' ? input : hrefOf(input, 'validate: the input', 'a string');
  // the error is returned, not thrown: no stack trace to capture
  return parseOffsets(STATE, s, ruleNumber(options, 'validate'), flagsOf(options)) ? null : unthrownParseError(STATE, s);
}

/**
 * True when the input matches the rule (default URI-reference). Allocates nothing.
 *
 * @example
 * isValid('http://[::1]:8080/'); // true
 * isValid('http://[::1');        // false
 */
export function isValid(input: string | UrlLike, options?: ParseOptions): boolean {
  // recognize.ts reads the grammar for its verdict only: parse.ts's reader, its records and its
  // diagnoses stay out of a bundle of isValid alone
  const rule = ruleNumber(options, 'isValid');
  const s = typeof input === 'string' ? input : urlHrefOrNull(input);
  return s !== null && recognize(s, rule, flagsOf(options));
}
