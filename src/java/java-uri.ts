/** java.net.URI, RFC 2396 — JavaUri: the model of java.net.URI (constructors, accessors, resolve, normalize, relativize, equals, compareTo, hashCode). */

import { byteBuffer, bytesToString, hexValue, unitBuffer, writeUtf8Escape } from '../chars.js';
import { argumentError, describeValue } from '../errors.js';
import { parse, Uri } from '../uri.js';
import { type Failure, isFailure, javaError } from './codes.js';
import { composeQuoted, unitsText } from './quote.js';
import { equalEscaped, equalIgnoringCase, normalizePath, relativizeComponents, resolveComponents, toLower } from './resolve.js';
import { type Components2396, type PathSegment, pathSegments, read2396 } from './rfc2396.js';

/** The key that lets this module make a JavaUri from components it has checked. */
const MAKE: unique symbol = Symbol('JavaUri.make');

/**
 * A URI as java.net.URI models it: RFC 2396 with RFC 2732's IPv6 literals and Java's deviations,
 * nine components (scheme, scheme-specific part, authority, user info, host, port, path, query,
 * fragment), opaque or hierarchical, a server-based or registry-based authority. The accessors
 * have Java's names and answers (`null` for absent, -1 for no port, decoded and raw views).
 * See {@link https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/net/URI.html java.net.URI}.
 *
 * @example
 * const u = new JavaUri('http://user@example.com:8080/a%20b?q#f');
 * u.getPath(); // '/a b'
 * u.getRawPath(); // '/a%20b'
 * u.getPort(); // 8080
 * new JavaUri('http', null, 'example.com', -1, '/a b', null, null).toString(); // 'http://example.com/a%20b'
 */
export class JavaUri {
  readonly #c: Components2396;
  #string: string | undefined;

  /** Parses `str` as java.net.URI(String) does; throws a UriError with `reason` and `javaIndex` as URISyntaxException's. */
  constructor(str: string);
  /** java.net.URI(scheme, ssp, fragment): an opaque or any URI from its scheme-specific part, quoted. */
  constructor(scheme: string | null, ssp: string | null, fragment: string | null);
  /** java.net.URI(scheme, host, path, fragment) = (scheme, null, host, -1, path, null, fragment). */
  constructor(scheme: string | null, host: string | null, path: string | null, fragment: string | null);
  /** java.net.URI(scheme, authority, path, query, fragment): a hierarchical URI, each part quoted. */
  constructor(scheme: string | null, authority: string | null, path: string | null, query: string | null, fragment: string | null);
  /** java.net.URI(scheme, userInfo, host, port, path, query, fragment): a server-based URI, each part quoted. */
  constructor(scheme: string | null, userInfo: string | null, host: string | null, port: number, path: string | null, query: string | null, fragment: string | null);
  constructor(...args: unknown[]) {
    if (args[0] === MAKE) {
      this.#c = args[1] as Components2396;
      this.#string = args[2] as string | undefined;
      return;
    }
    const n = args.length;
    if (n === 1) {
      const str = args[0];
      if (typeof str !== 'string') throw argumentError(`new JavaUri(str): str must be a string, got ${describeValue(str)}`);
      this.#c = readOrThrow(str, false);
      this.#string = str;
      return;
    }
    if (n !== 3 && n !== 4 && n !== 5 && n !== 7) {
      throw argumentError(`new JavaUri(...): expected 1, 3, 4, 5 or 7 arguments (as java.net.URI's constructors), got ${n}`);
    }
    for (let i = 0; i < n; i++) {
      if (n === 7 && i === 3) {
        const port = args[3];
        if (typeof port !== 'number' || !Number.isInteger(port) || port < -0x80000000 || port > 0x7fffffff) {
          throw argumentError(`new JavaUri(scheme, userInfo, host, port, path, query, fragment): port must be an integer (-1 for none), got ${describeValue(port)}`);
        }
      } else if (args[i] !== null && typeof args[i] !== 'string') {
        throw argumentError(`new JavaUri(...): argument ${i + 1} must be a string or null (for absent), got ${describeValue(args[i])}`);
      }
    }
    const a = args as (string | null)[];
    let s: string;
    let server = false;
    if (n === 3) {
      s = composeQuoted(a[0]!, a[1]!, null, null, null, -1, null, null, a[2]!);
    } else if (n === 5) {
      s = composeQuoted(a[0]!, null, a[1]!, null, null, -1, a[2]!, a[3]!, a[4]!);
      checkPath(s, a[0]!, a[2]!);
    } else {
      // (scheme, host, path, fragment) is (scheme, null, host, -1, path, null, fragment)
      const [scheme, userInfo, host, port, path, query, fragment] = n === 4
        ? [a[0]!, null, a[1]!, -1, a[2]!, null, a[3]!] : [a[0]!, a[1]!, a[2]!, args[3] as number, a[4]!, a[5]!, a[6]!];
      s = composeQuoted(scheme, null, null, userInfo, host, port, path, query, fragment);
      checkPath(s, scheme, path);
      server = true;
    }
    this.#c = readOrThrow(s, server);
    this.#string = s;
  }

  /** java.net.URI.create(str): the same as `new JavaUri(str)` (Java wraps the error in an IllegalArgumentException; this throws the UriError). */
  static create(str: string): JavaUri {
    return new JavaUri(str);
  }

  /**
   * The JavaUri of an RFC 3986 `Uri` (its text, read by RFC 2396): what differs is what RFC 2396
   * reads differently (a reg-name that is not a hostname is a registry-based authority; IPvFuture
   * and some RFC 3986 forms are refused, with Java's error).
   */
  static fromUri(uri: Uri): JavaUri {
    if (!(uri instanceof Uri)) throw argumentError(`JavaUri.fromUri(uri): uri must be a Uri, got ${describeValue(uri)}`);
    return new JavaUri(uri.toString());
  }

  // ---- the components, as Java's accessors give them

  getScheme(): string | null { return this.#c.scheme; }
  getRawSchemeSpecificPart(): string {
    const c = this.#c;
    return c.ssp ?? hierarchicalPart(c);
  }
  getSchemeSpecificPart(): string { return decode2396(this.getRawSchemeSpecificPart(), true)!; }
  getRawAuthority(): string | null { return this.#c.authority; }
  getAuthority(): string | null { return decode2396(this.#c.authority, true); }
  getRawUserInfo(): string | null { return this.#c.userInfo; }
  getUserInfo(): string | null { return decode2396(this.#c.userInfo, false); }
  /** The host of a server-based authority (an IPv6 literal with its brackets); null for a registry-based one. */
  getHost(): string | null { return this.#c.host; }
  getPort(): number { return this.#c.port; }
  getRawPath(): string | null { return this.#c.path; }
  getPath(): string | null { return decode2396(this.#c.path, false); }
  getRawQuery(): string | null { return this.#c.query; }
  getQuery(): string | null { return decode2396(this.#c.query, false); }
  getRawFragment(): string | null { return this.#c.fragment; }
  getFragment(): string | null { return decode2396(this.#c.fragment, false); }

  /**
   * The raw path's segments with their ';' parameters split off (RFC 2396 §3.3); [] for an
   * opaque URI. '/a;x=1/b' gives [{ segment: 'a', params: ['x=1'] }, { segment: 'b', params: [] }].
   */
  getPathSegments(): PathSegment[] {
    return this.#c.path === null ? [] : pathSegments(this.#c.path);
  }

  /** True when the URI has a scheme. */
  isAbsolute(): boolean { return this.#c.scheme !== null; }
  /** True for an absolute URI whose scheme-specific part does not start with '/' (mailto:a@b). */
  isOpaque(): boolean { return this.#c.path === null; }

  /**
   * This URI with its authority read as a server-based one ([user-info@]host[:port]): the same
   * URI when it already is (or has no authority); throws (Java's reason and index) when it cannot be.
   */
  parseServerAuthority(): JavaUri {
    const c = this.#c;
    if (c.host !== null || c.authority === null) return this;
    const s = this.toString();
    return make(readOrThrow(s, true), s);
  }

  /** java.net.URI#normalize: the path's '.' and 'seg/..' removed, repeated '/' collapsed (an opaque URI or an empty path is returned as it is). */
  normalize(): JavaUri {
    const c = this.#c;
    if (c.path === null || c.path === '') return this;
    const np = normalizePath(c.path);
    if (np === c.path) return this;
    return make({ ...c, ssp: null, path: np });
  }

  /** java.net.URI#resolve (RFC 2396 §5.2, with Java's behaviour; see resolve2396). A string is parsed first. */
  resolve(ref: JavaUri | string): JavaUri {
    const r = toJavaUri(ref, 'resolve');
    const out = resolveComponents(this.#c, r.#c);
    return out === this.#c ? this : out === r.#c ? r : make(out);
  }

  /** java.net.URI#relativize: the reference that resolves against this URI to `uri`, or `uri` itself. */
  relativize(uri: JavaUri): JavaUri {
    const r = toJavaUri(uri, 'relativize');
    const out = relativizeComponents(this.#c, r.#c);
    return out === r.#c ? r : make(out);
  }

  /**
   * java.net.URI#equals: both opaque or both hierarchical; schemes and hosts without regard to
   * case; escapes without regard to the case of their hex digits; every other part exactly.
   */
  equals(other: unknown): boolean {
    if (other === this) return true;
    if (!(other instanceof JavaUri)) return false;
    const a = this.#c;
    const b = other.#c;
    if ((a.path === null) !== (b.path === null)) return false;
    if (!equalIgnoringCase(a.scheme, b.scheme)) return false;
    if (!equalEscaped(a.fragment, b.fragment)) return false;
    if (a.path === null) return equalEscaped(this.getRawSchemeSpecificPart(), other.getRawSchemeSpecificPart());
    if (!equalEscaped(a.path, b.path) || !equalEscaped(a.query, b.query)) return false;
    if (a.authority === b.authority) return true;
    if (a.host !== null) {
      // server-based
      return equalEscaped(a.userInfo, b.userInfo) && equalIgnoringCase(a.host, b.host) && a.port === b.port;
    }
    if (a.authority !== null) return equalEscaped(a.authority, b.authority); // registry-based
    return false;
  }

  /**
   * java.net.URI#compareTo: scheme (ignoring case), then opaque after hierarchical; opaque URIs by
   * scheme-specific part, then fragment; hierarchical ones by user info, host (ignoring case) and
   * port when both are server-based, else by authority; then path, query, fragment. Escapes compare
   * without regard to hex case. Only the sign is Java's.
   */
  compareTo(that: JavaUri): number {
    if (!(that instanceof JavaUri)) throw argumentError(`JavaUri#compareTo(that): that must be a JavaUri, got ${describeValue(that)}`);
    const a = this.#c;
    const b = that.#c;
    let c = compareIgnoringCase(a.scheme, b.scheme);
    if (c !== 0) return c;
    if (a.path === null) {
      if (b.path !== null) return 1;
      c = compareEscaped(this.getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart());
      return c !== 0 ? c : compareEscaped(a.fragment, b.fragment);
    }
    if (b.path === null) return -1;
    if (a.host !== null && b.host !== null) {
      if ((c = compareEscaped(a.userInfo, b.userInfo)) !== 0) return c;
      if ((c = compareIgnoringCase(a.host, b.host)) !== 0) return c;
      if ((c = a.port - b.port) !== 0) return Math.sign(c);
    } else if ((c = compareEscaped(a.authority, b.authority)) !== 0) return c;
    if ((c = compareEscaped(a.path, b.path)) !== 0) return c;
    if ((c = compareEscaped(a.query, b.query)) !== 0) return c;
    return compareEscaped(a.fragment, b.fragment);
  }

  /** A 32-bit integer consistent with equals: java.net.URI#hashCode's own value (the same algorithm). */
  hashCode(): number {
    const c = this.#c;
    let h = hashIgnoringCase(0, c.scheme);
    h = hashEscaped(h, c.fragment);
    if (c.path === null) return hashEscaped(h, this.getRawSchemeSpecificPart());
    h = hashEscaped(h, c.path);
    h = hashEscaped(h, c.query);
    if (c.host !== null) {
      h = hashEscaped(h, c.userInfo);
      h = hashIgnoringCase(h, c.host);
      return (h + Math.imul(1949, c.port)) | 0;
    }
    return hashEscaped(h, c.authority);
  }

  /** The URI as a string: the parsed input itself, or the components recomposed (java.net.URI#toString). */
  toString(): string {
    return (this.#string ??= recompose(this.#c));
  }

  /**
   * java.net.URI#toASCIIString: toString() with every non-ASCII character, after Unicode NFC,
   * written as its UTF-8 escapes. A lone surrogate (Java throws a NullPointerException) is written
   * as U+FFFD's escapes.
   */
  toASCIIString(): string {
    return toAscii(this.toString());
  }

  /**
   * The RFC 3986 `Uri` of toASCIIString(). What differs: RFC 3986 refuses what RFC 2396 allows in
   * a few places ('[' and ']' in a query, fragment or opaque part; a registry authority such as
   * 'a@b@c'), and such a URI throws urikit's UriError; an RFC 3986 reader sees a registry
   * authority as userinfo, host and port.
   */
  toUri(): Uri {
    return parse(this.toASCIIString());
  }
}

// ---- the helpers, Java's semantics

/** A JavaUri of components this module has read or made (never from a caller's). */
function make(c: Components2396, s?: string): JavaUri {
  return new (JavaUri as unknown as new (...a: unknown[]) => JavaUri)(MAKE, c, s);
}

function readOrThrow(s: string, requireServer: boolean): Components2396 {
  try {
    return read2396(s, requireServer);
  } catch (x) {
    if (isFailure(x)) throw javaError(x, s);
    throw x;
  }
}

/** java.net.URI's checkPath: with a scheme, a non-empty path must be absolute. */
function checkPath(s: string, scheme: string | null, path: string | null): void {
  if (scheme !== null && path !== null && path.length > 0 && path.charCodeAt(0) !== 0x2f) {
    // Java gives no index: `index` names the end of 'scheme:', after which the path should start with '/'
    throw javaError({ reason: 'Relative path in absolute URI', index: -1, at: scheme.length + 1 } satisfies Failure, s);
  }
}

function toJavaUri(value: unknown, method: string): JavaUri {
  if (value instanceof JavaUri) return value;
  if (typeof value === 'string') return new JavaUri(value);
  throw argumentError(`JavaUri#${method}: expected a JavaUri or a string, got ${describeValue(value)}`);
}

/** '//' authority, as Java writes it: the server parts when the host is known, else the registry authority. */
function authorityPart(c: Components2396): string {
  if (c.host !== null) {
    let out = '//';
    if (c.userInfo !== null) out += c.userInfo + '@';
    const brackets = c.host.includes(':') && !c.host.startsWith('[') && !c.host.endsWith(']');
    out += brackets ? `[${c.host}]` : c.host;
    if (c.port !== -1) out += ':' + String(c.port);
    return out;
  }
  return c.authority !== null ? '//' + c.authority : '';
}

function hierarchicalPart(c: Components2396): string {
  return authorityPart(c) + (c.path ?? '') + (c.query !== null ? '?' + c.query : '');
}

function recompose(c: Components2396): string {
  let out = c.scheme !== null ? c.scheme + ':' : '';
  out += c.path === null ? c.ssp! : hierarchicalPart(c);
  return c.fragment !== null ? out + '#' + c.fragment : out;
}

/**
 * Java's decode: each run of escapes read as UTF-8 by Java's decoder (see utf8Java), other text
 * kept; with `brackets` (authority, scheme-specific part) nothing between '[' and ']' is decoded
 * (an IPv6 scope id's %25). The text was parsed, so each '%' has two hex digits.
 */
function decode2396(s: string | null, brackets: boolean): string | null {
  if (s === null || !s.includes('%')) return s;
  const n = s.length;
  // the output is never longer than s: written into a code-unit buffer, made a string once
  const buf = unitBuffer(n);
  let k = 0;
  let inside = false;
  for (let i = 0; i < n;) {
    const c = s.charCodeAt(i);
    if (c === 0x5b) inside = true;
    else if (c === 0x5d) inside = false;
    if (c !== 0x25 || (inside && brackets)) {
      buf[k++] = c;
      i++;
      continue;
    }
    let end = i;
    while (end < n && s.charCodeAt(end) === 0x25) end += 3;
    k = utf8Java(s, i, end, buf, k);
    i = end;
  }
  return unitsText(buf, k);
}

function isCont(b: number): boolean {
  return (b & 0xc0) === 0x80;
}

/**
 * The escapes s[from, to) ('%XX' each) read as UTF-8 the way Java's UTF-8 CharsetDecoder does
 * with REPLACE, written into buf at k (returns the next k): one U+FFFD per malformed sequence as
 * Java measures it (an encoded surrogate ED A0 80 is one sequence of three, not the WHATWG
 * decoder's three of one), and one U+FFFD for a truncated sequence at the end of the run.
 */
function utf8Java(s: string, from: number, to: number, buf: Uint16Array, k: number): number {
  const n = (to - from) / 3;
  const b = (j: number): number => (hexValue(s.charCodeAt(from + 3 * j + 1)) << 4) | hexValue(s.charCodeAt(from + 3 * j + 2));
  for (let i = 0; i < n;) {
    const b1 = b(i);
    const left = n - i;
    if (b1 < 0x80) {
      buf[k++] = b1;
      i++;
    } else if (b1 >= 0xc2 && b1 <= 0xdf) {
      if (left < 2) { buf[k++] = 0xfffd; break; }
      const b2 = b(i + 1);
      if (!isCont(b2)) { buf[k++] = 0xfffd; i++; continue; }
      buf[k++] = ((b1 & 0x1f) << 6) | (b2 & 0x3f);
      i += 2;
    } else if (b1 >= 0xe0 && b1 <= 0xef) {
      const b2 = left > 1 ? b(i + 1) : -1;
      const bad2 = b2 >= 0 && ((b1 === 0xe0 && (b2 & 0xe0) === 0x80) || !isCont(b2));
      if (left < 3) {
        buf[k++] = 0xfffd;
        if (left > 1 && bad2) { i++; continue; }
        break;
      }
      const b3 = b(i + 2);
      if (bad2 || !isCont(b3)) {
        buf[k++] = 0xfffd;
        i += bad2 ? 1 : 2;
        continue;
      }
      const c = ((b1 & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f);
      buf[k++] = c >= 0xd800 && c <= 0xdfff ? 0xfffd : c;
      i += 3;
    } else if (b1 >= 0xf0 && b1 <= 0xf7) {
      const b2 = left > 1 ? b(i + 1) : -1;
      const bad2 = b2 >= 0 && (b1 > 0xf4 || (b1 === 0xf0 && (b2 < 0x90 || b2 > 0xbf)) || (b1 === 0xf4 && (b2 & 0xf0) !== 0x80) || !isCont(b2));
      if (left < 4) {
        buf[k++] = 0xfffd;
        if (b1 > 0xf4 || (left > 1 && bad2)) { i++; continue; }
        if (left > 2 && !isCont(b(i + 2))) { i += 2; continue; }
        break;
      }
      const b3 = b(i + 2);
      const b4 = b(i + 3);
      const cp = ((b1 & 0x07) << 18) | ((b2 & 0x3f) << 12) | ((b3 & 0x3f) << 6) | (b4 & 0x3f);
      if (!isCont(b2) || !isCont(b3) || !isCont(b4) || cp < 0x10000 || cp > 0x10ffff) {
        // Java measures the malformed sequence as its malformedN does for four bytes
        buf[k++] = 0xfffd;
        i += bad2 ? 1 : !isCont(b3) ? 2 : 3;
        continue;
      }
      buf[k++] = 0xd800 + ((cp - 0x10000) >> 10);
      buf[k++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
      i += 4;
    } else {
      buf[k++] = 0xfffd;
      i++;
    }
  }
  return k;
}

/** Java's compare: by code unit, the hex digits of escapes without regard to case; null first. */
function compareEscaped(s: string | null, t: string | null): number {
  if (s === t) return 0;
  if (s === null) return -1;
  if (t === null) return 1;
  const n = Math.min(s.length, t.length);
  for (let i = 0; i < n;) {
    const c = s.charCodeAt(i);
    const d = t.charCodeAt(i);
    if (c === 0x25 && d === 0x25 && i + 2 < n) {
      const x = toLower(s.charCodeAt(i + 1)) - toLower(t.charCodeAt(i + 1)) || toLower(s.charCodeAt(i + 2)) - toLower(t.charCodeAt(i + 2));
      if (x !== 0) return Math.sign(x);
      i += 3;
      continue;
    }
    if (c !== d) return Math.sign(c - d);
    i++;
  }
  return Math.sign(s.length - t.length);
}

function compareIgnoringCase(s: string | null, t: string | null): number {
  if (s === t) return 0;
  if (s === null) return -1;
  if (t === null) return 1;
  const n = Math.min(s.length, t.length);
  for (let i = 0; i < n; i++) {
    const x = toLower(s.charCodeAt(i)) - toLower(t.charCodeAt(i));
    if (x !== 0) return Math.sign(x);
  }
  return Math.sign(s.length - t.length);
}

/** String#hashCode folded into h (h * 127 + hash), escapes' hex digits upper-cased (Java's normalizedHash). */
function hashEscaped(h: number, s: string | null): number {
  if (s === null) return h;
  let x = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    x = (Math.imul(31, x) + c) | 0;
    if (c === 0x25 && i + 2 < s.length) {
      x = (Math.imul(31, x) + toUpper(s.charCodeAt(i + 1))) | 0;
      x = (Math.imul(31, x) + toUpper(s.charCodeAt(i + 2))) | 0;
      i += 2;
    }
  }
  return (Math.imul(h, 127) + x) | 0;
}

function hashIgnoringCase(h: number, s: string | null): number {
  if (s === null) return h;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + toLower(s.charCodeAt(i))) | 0;
  return h;
}

function toUpper(c: number): number {
  return c >= 0x61 && c <= 0x7a ? c - 32 : c;
}

/** Java's encode: ASCII kept; otherwise NFC, then every non-ASCII code point as its UTF-8 escapes. */
function toAscii(s: string): string {
  let i = 0;
  while (i < s.length && s.charCodeAt(i) < 0x80) i++;
  if (i === s.length) return s;
  const t = s.normalize('NFC');
  // ASCII out, at most nine bytes per code unit: a byte buffer made a string once (chars.ts)
  const buf = byteBuffer(t.length * 9);
  let k = 0;
  for (let j = 0; j < t.length; j++) {
    const c = t.charCodeAt(j);
    if (c < 0x80) {
      buf[k++] = c;
      continue;
    }
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff && j + 1 < t.length && (t.charCodeAt(j + 1) & 0xfc00) === 0xdc00) {
      cp = ((c - 0xd800) << 10) + (t.charCodeAt(j + 1) - 0xdc00) + 0x10000;
      j++;
    } else if (c >= 0xd800 && c <= 0xdfff) cp = 0xfffd; // a lone surrogate (Java: NullPointerException)
    k = writeUtf8Escape(buf, k, cp);
  }
  return bytesToString(buf, k);
}
