/** uri-js / fast-uri compatibility — a string cut into components as the peers' one regular expression cuts it (RFC 3986 Appendix B, and their authority split). */

import { HOST_NONE, R_FRAGMENT_START, R_HOST_END, R_HOST_KIND, R_HOST_START, R_PATH_START, R_QUERY_START, R_SCHEME_END } from '../offsets.js';
import {
  HINT_HOST_PCT, HINT_HOST_UPPER, HINT_PATH_DOT, HINT_PATH_PCT, HINT_PCT, HINT_SCHEME_UPPER, ParseState, RULE_REFERENCE, parseOffsets, readCommonInto,
  readRelativeRef,
} from '../parse.js';
import { ipv6TextAsWritten } from '../host/ipv6.js';
import { splitReference } from '../split.js';

// Both peers read every string with one expression:
//   ^(?:([^#/:?]+):)?(?://((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#(.*))?
// It is Appendix B's, with the authority cut further: the userinfo runs to the FIRST '@', the host
// is a bracketed literal or runs to the first ':', the port is the digits after that ':', and
// whatever the authority still holds after them (`http://h:80abc/x`, `http://[::1]foo`) is read as
// the start of the path, which then does not start with '/' (fast-uri's error says so).
//
// A string that urikit's parser takes (a URI reference) is cut the same way by all three readings
// (a valid userinfo and host hold no '@', a valid reg-name no ':'), so it is read by the parser
// (its registers, without a Uri), which also tells that nothing in it needs escaping. Anything else is read by splitReference (Appendix
// B, with urikit's authority split) and its authority cut again the peers' way.
//
// One difference from the peers is kept on purpose: their fragment group is `(.|[\n\r])*`, and '.'
// does not match U+2028 or U+2029, so they drop a fragment's text from the first of those on, with
// no error. compat keeps the whole fragment (and escapes both characters).

/**
 * A reference cut the peers' way; every component raw, as written. One record is reused: the
 * caller reads it before the next cut (as a ParseState is read, parse.ts).
 */
interface PeerSplit {
  /** As written; when `valid`, in lower case (see lowerScheme). */
  scheme: string | undefined;
  /** When valid: the scheme was written in lower case (or there is none); false when not valid. */
  schemeAsWritten: boolean;
  /** Whether there is an authority ('//'). */
  hasAuthority: boolean;
  /** The authority as Appendix B reads it (all of it, up to the first '/', '?' or '#'): set only when `valid` is false. */
  authority: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  /** The port's digits ('' for a ':' without digits). */
  port: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
  /** Read by urikit's parser: a URI reference, every character allowed where it stands. */
  valid: boolean;
  /** When valid: the parser's HOST_* kind of the host (offsets.ts). */
  hostKind: number;
  /** When valid and there is a host: where it starts in the input ('[' of an IP-literal); else -1. */
  hostStart: number;
  /**
   * The parser's hints (HINT_* of parse.ts: which parts hold a '%', an upper-case letter, a '.' in
   * the path), exact when its fast path read the input; UNKNOWN_HINTS (every bit set) otherwise.
   */
  hints: number;
}

/** PeerSplit.hints (and readHints) when nothing is known: every bit set, so that every check runs. */
export const UNKNOWN_HINTS = -1;

/** Whether `input`, cut into `split`, holds a '%': told by the parser's hints, else looked for. */
export function hasEscapes(input: string, split: PeerSplit): boolean {
  return split.hints === UNKNOWN_HINTS ? input.indexOf('%') >= 0 : (split.hints & HINT_PCT) !== 0;
}

/** Whether the host of a valid reference is known to hold no upper-case letter and no '%' (the parser's hints). */
export function hostIsLower(split: PeerSplit): boolean {
  return split.hints !== UNKNOWN_HINTS && (split.hints & (HINT_HOST_UPPER | HINT_HOST_PCT)) === 0;
}

/** Whether the path of a valid reference is known to hold no '%' and no '.': nothing for the escape normalizers or remove_dot_segments to change. */
export function pathAsNormal(split: PeerSplit): boolean {
  return (split.hints & (HINT_PATH_PCT | HINT_PATH_DOT)) === 0;
}

/** A new, empty record for splitAsPeers. */
export function newPeerSplit(): PeerSplit {
  return {
    scheme: undefined, schemeAsWritten: true, hasAuthority: false, authority: undefined, userinfo: undefined, host: undefined, port: undefined,
    path: '', query: undefined, fragment: undefined, valid: false, hostKind: HOST_NONE, hostStart: -1, hints: UNKNOWN_HINTS,
  };
}

/**
 * The scheme names worth a literal: lowerScheme gives them without a slice, and a property look-up
 * by a literal (an internalized string) skips the string-table probe a new string costs (SCHEMES,
 * schemes.ts). The schemes of the built-in handlers and the common others.
 */
const COMMON_SCHEMES: readonly string[] = ['http', 'https', 'ws', 'wss', 'mailto', 'urn', 'ftp', 'file'];

/** COMMON_SCHEMES by shape: at (length << 7) | first letter in lower case, the index of the name + 1 (0: none). */
const COMMON_BY_SHAPE: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(8 << 7);
  for (let k = 0; k < COMMON_SCHEMES.length; k++) t[(COMMON_SCHEMES[k]!.length << 7) | COMMON_SCHEMES[k]!.charCodeAt(0)] = k + 1;
  return t;
})();

/** The index + 1 in COMMON_SCHEMES of a name of the shape of the scheme s[0, end) (0: none); the name may still differ. */
function commonShape(s: string, end: number): number {
  return end < 8 ? COMMON_BY_SHAPE[(end << 7) | (s.charCodeAt(0) | 0x20)]! : 0;
}

/** The scheme s[0, end), written in lower case, as a string: a literal for a common one. */
export function writtenScheme(s: string, end: number): string {
  const k = commonShape(s, end);
  return k !== 0 && s.startsWith(COMMON_SCHEMES[k - 1]!) ? COMMON_SCHEMES[k - 1]! : s.slice(0, end);
}

/**
 * The valid scheme s[0, end) in lower case (§3.1, §6.2.2.1): a literal for a common one written so.
 * `out.schemeAsWritten`: whether it was written in lower case.
 */
function lowerScheme(s: string, end: number, out: PeerSplit, hints: number): string {
  if ((hints & HINT_SCHEME_UPPER) === 0) {
    // the parser saw no upper-case letter in it: as written
    out.schemeAsWritten = true;
    return writtenScheme(s, end);
  }
  const k = commonShape(s, end);
  out.schemeAsWritten = false;
  if (k !== 0) {
    const name = COMMON_SCHEMES[k - 1]!;
    // most are written in lower case: the platform's comparison; else one code unit at a time
    // (scheme characters: `| 0x20` lower-cases a letter and changes no digit, '+', '-' or '.')
    if (s.startsWith(name)) {
      out.schemeAsWritten = true;
      return name;
    }
    let i = 1;
    while (i < end && (s.charCodeAt(i) | 0x20) === name.charCodeAt(i)) i++;
    if (i === end) return name;
  }
  const written = s.slice(0, end);
  const lower = written.toLowerCase();
  out.schemeAsWritten = lower === written;
  return lower;
}

/** The parser's registers, reused (the parser keeps no state of its own: parse.ts). */
const STATE = /* @__PURE__ */ new ParseState();

/** The HINT_* bits of readRegisters' last reading (readCommonUri's), or UNKNOWN_HINTS when another reader read it. */
let registerHints = UNKNOWN_HINTS;

/** The hints of readRegisters' last reading (see registerHints). */
export function readHints(): number {
  return registerHints;
}

/**
 * `input` read by urikit's parser into its registers (offsets.ts's R_*), or null when it is no URI
 * reference. The parser's fast paths for the common shapes first, as urikit's parse and resolve
 * take them: readCommonUri (a URI with an authority; its hints are kept, readHints) and
 * readRelativeRef (a relative reference without one; tried first when `relativeFirst`), then the
 * general reader. The registers are reused: read them before the next reading.
 */
export function readRegisters(input: string, relativeFirst: boolean): Int32Array | null {
  registerHints = UNKNOWN_HINTS;
  if (relativeFirst && readRelativeRef(STATE, input)) return STATE.r;
  const common = readCommonInto(STATE, input);
  if (common >= 0) {
    registerHints = common;
    return STATE.r;
  }
  return (!relativeFirst && readRelativeRef(STATE, input)) || parseOffsets(STATE, input, RULE_REFERENCE) ? STATE.r : null;
}

/**
 * The host of `split` (splitAsPeers' cut of `input` from readRegisters' registers, none read over
 * since), an IPv6address in brackets (hostKind HOST_IPV6), as the peers write it: RFC 5952's text
 * without brackets, from the parser's reading of it (its groups, and whether it was written so).
 */
export function ipv6HostAsPeers(input: string, split: PeerSplit): string {
  return ipv6TextAsWritten(STATE, input, split.hostStart + 1, split.hostStart + split.host!.length - 1);
}

/**
 * The peers' cut of `input`, written into `out`. `registers`: what readRegisters(input, false) gave,
 * when the caller has just called it (its registers and hints not read over since), else read here.
 */
export function splitAsPeers(input: string, out: PeerSplit, registers: Int32Array | null = readRegisters(input, false)): void {
  const r = registers;
  if (r !== null) {
    // offsets.ts's picture, read from the registers: no Uri is made
    const len = input.length;
    const schemeEnd = r[R_SCHEME_END]!;
    const hostStart = r[R_HOST_START]!;
    const hostEnd = r[R_HOST_END]!;
    const pathStart = r[R_PATH_START]!;
    const queryStart = r[R_QUERY_START]!;
    const fragmentStart = r[R_FRAGMENT_START]!;
    const pathEnd = queryStart >= 0 ? queryStart : fragmentStart >= 0 ? fragmentStart : len;
    const hints = registerHints;
    out.schemeAsWritten = true;
    out.scheme = schemeEnd >= 0 ? lowerScheme(input, schemeEnd, out, hints) : undefined;
    out.authority = undefined;
    out.hasAuthority = hostStart >= 0;
    if (hostStart >= 0) {
      const authorityStart = schemeEnd + 3;
      out.userinfo = hostStart > authorityStart ? input.slice(authorityStart, hostStart - 1) : undefined;
      out.host = input.slice(hostStart, hostEnd);
      out.port = hostEnd < pathStart ? input.slice(hostEnd + 1, pathStart) : undefined;
    } else {
      out.userinfo = undefined;
      out.host = undefined;
      out.port = undefined;
    }
    out.path = input.slice(pathStart, pathEnd);
    out.query = queryStart >= 0 ? input.slice(queryStart + 1, fragmentStart >= 0 ? fragmentStart : len) : undefined;
    out.fragment = fragmentStart >= 0 ? input.slice(fragmentStart + 1) : undefined;
    out.valid = true;
    out.hostKind = r[R_HOST_KIND]!;
    out.hostStart = hostStart;
    out.hints = hints;
    return;
  }
  const b = splitReference(input);
  const authority = b.authority;
  out.scheme = b.scheme;
  out.schemeAsWritten = false;
  out.authority = authority;
  out.hasAuthority = authority !== undefined;
  out.query = b.query;
  out.fragment = b.fragment;
  out.valid = false;
  out.hostKind = HOST_NONE;
  out.hostStart = -1;
  out.hints = UNKNOWN_HINTS;
  if (authority === undefined) {
    out.userinfo = undefined;
    out.host = undefined;
    out.port = undefined;
    out.path = b.path;
    return;
  }
  // (?:([^#/?@]*)@)? : the userinfo runs to the first '@' (the authority holds no '#', '/', '?')
  const at = authority.indexOf('@');
  out.userinfo = at >= 0 ? authority.slice(0, at) : undefined;
  const rest = at >= 0 ? authority.slice(at + 1) : authority;
  // (\[[^#/?\]]+\]|[^#/:?]*) : a bracketed literal up to its first ']', else up to the first ':'
  let hostEnd: number;
  const close = rest.charCodeAt(0) === 0x5b ? rest.indexOf(']') : -1;
  if (close >= 2) {
    hostEnd = close + 1;
  } else {
    const colon = rest.indexOf(':');
    hostEnd = colon < 0 ? rest.length : colon;
  }
  // (?::(\d*))? : a ':' and the digits after it
  let port: string | undefined;
  let tail = hostEnd;
  if (rest.charCodeAt(hostEnd) === 0x3a) {
    tail = hostEnd + 1;
    while (tail < rest.length && rest.charCodeAt(tail) >= 0x30 && rest.charCodeAt(tail) <= 0x39) tail++;
    port = rest.slice(hostEnd + 1, tail);
  }
  out.host = rest.slice(0, hostEnd);
  out.port = port;
  // what the authority holds past the port starts the path
  out.path = tail < rest.length ? rest.slice(tail) + b.path : b.path;
}

/**
 * fast-uri's guard on the authority introducer, for strings urikit refuses: after the scheme, a run
 * of '/', '\' and the TAB, LF and CR that the WHATWG parser strips must be exactly '//' (or hold
 * fewer than two slashes), and the authority holds no '\' (the host a browser would read differs).
 * Returns the error, or undefined.
 */
export function introducerError(input: string, split: PeerSplit): 'backslash' | 'whitespace' | undefined {
  // split.authority is set: introducerError is asked only of inputs the parser refused
  if (split.authority !== undefined && split.authority.indexOf('\\') >= 0) return 'backslash';
  let i = split.scheme === undefined ? 0 : split.scheme.length + 1;
  let slashes = '';
  let spaces = false;
  for (; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x2f || c === 0x5c) slashes += input[i]!;
    else if (c === 0x09 || c === 0x0a || c === 0x0d) spaces = true;
    else break;
  }
  if (slashes.length < 2) return undefined;
  if (slashes.charCodeAt(0) !== 0x2f || slashes.charCodeAt(1) !== 0x2f) return 'backslash';
  return spaces ? 'whitespace' : undefined;
}
