/** RFC 8089 — the file URI scheme: local and UNC files, DOS drive letters, and file system paths. */

import { hexValue } from '../chars.js';
import { UriError, argumentError, expectString, LONE_SURROGATE } from '../errors.js';
import { type Fields, checkOptions, oneOf } from '../options.js';
import { encode } from '../percent.js';
import { type Uri, fromComponents, toUri, tryParse, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { SCHEME_MISMATCH } from './codes/registry.js';
import {
  type ViewInput, decodePart, expectView, fieldError, optionalField, schemeField, stringArrayField, stringField,
} from './common.js';
import type { SchemeEntry } from './registry.js';
import { hostEndOf, hostStartOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { FILE_AUTHORITY, FILE_DOT_SEGMENT_ABOVE_ROOT, FILE_DRIVE_LETTER, FILE_ENCODED_DOT_SEGMENT, FILE_ENCODED_SLASH, FILE_INVALID_WINDOWS_NAME, FILE_MISSING_DRIVE, FILE_NUL, FILE_QUERY, FILE_RELATIVE_PATH, FILE_REMOTE_HOST, FILE_UNC_HOST, FILE_UNC_SHARE } from './codes/file.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * The structured view of a file URI (RFC 8089 §2; https://www.rfc-editor.org/rfc/rfc8089#section-2):
 *
 *     file-URI       = "file:" file-hier-part
 *     file-hier-part = ( "//" auth-path ) / local-path
 *     auth-path      = [ file-auth ] path-absolute
 *     local-path     = [ drive-letter ] path-absolute      ; drive-letter: Appendix E.2
 *     file-auth      = "localhost" / host
 *
 * `file:///etc/passwd`, `file:/etc/passwd` and `file://localhost/etc/passwd` have the same view.
 * Plain data: views deep-equal, and `parseFile(buildFile(v))` deep-equals `v`.
 */
export interface FileView {
  /** The scheme, 'file'. */
  scheme: 'file';
  /**
   * The host, percent-decoded for a reg-name (an IP-literal as written, brackets kept); '' for the
   * local machine: an absent or empty host and "localhost" in any case (§2) all give ''.
   */
  host: string;
  /**
   * The DOS/Windows drive letter as written ('C' or 'c'; Appendix E.2), or undefined. Read only on
   * a local URI, from a first segment that is a letter and ':' (`file:///C:/x`, `file:/C:/x`,
   * `file:C:/x`) or a letter and '%7C', the legacy `C|` form of the uri(7) manual page written as a valid URI.
   */
  drive: string | undefined;
  /** The path below the drive, percent-decoded: '/' + segments.join('/'). Ambiguous when a segment holds '/'. */
  path: string;
  /**
   * The path's segments below the drive, each percent-decoded (so one may hold '/', from %2F):
   * `/etc/passwd` gives ['etc', 'passwd'], `/` gives [''], `/dir/` gives ['dir', '']. Never empty.
   * Dot segments are kept as written: this view does not resolve '.' and '..'.
   */
  segments: string[];
}

/** Which kind of file system path fileUriToPath makes and pathToFileUri reads. */
export type FilePlatform = 'posix' | 'windows';

/** Options of fileUriToPath and pathToFileUri. */
export interface FilePathOptions {
  /** 'posix' (default): `/dir/file`; 'windows': `C:\dir\file` and UNC `\\server\share\file`. */
  platform?: FilePlatform | undefined;
  /**
   * fileUriToPath: what to do with escapes that would change the path's structure once decoded
   * (pathToFileUri checks the value and has no use for it: it writes '.' and '..' names as %2E and
   * %2E%2E itself).
   * - 'error' (default): a segment that decodes to exactly '.' or '..' but holds a %2E (`%2E`,
   *   `.%2e`, `%2E%2E`, ...; RFC 3986 §5.2.4 keeps it as a name, decoded it is a dot segment) is
   *   'file-encoded-dot-segment', and a %2F (on Windows also a %5C) is 'file-encoded-slash'.
   * - 'decode': such a segment becomes a real '.' or '..' of the path, kept there (not removed), and
   *   a %2F (on Windows also a %5C) a separator: `file:///srv/%2e%2e/etc/passwd` gives
   *   `/srv/../etc/passwd`. The caller then owns the traversal. The UNC server and share are read
   *   as written even so: an encoded separator there is still 'file-encoded-slash'.
   */
  encoded?: 'error' | 'decode' | undefined;
}

/** The fields of FilePathOptions, checked (see options.ts). */
const FILE_PATH_FIELDS: Fields = {
  platform: /* @__PURE__ */ oneOf(['posix', 'windows']),
  encoded: /* @__PURE__ */ oneOf(['error', 'decode']),
};

/**
 * A file URI's segments below its drive letter after RFC 3986 §5.2.4 (the literal '.' and '..'
 * removed), in order: each as written, decoded, and its offset in the input.
 */
interface DotFreePath {
  readonly raw: string[];
  readonly names: string[];
  readonly starts: number[];
  /** For each '..' met: the number of segments above it when it was met, and its offset. */
  readonly upDepths: number[];
  readonly upStarts: number[];
}

/** Where the structure of a path ends: the text before the segments, and the first segment below it. */
interface PathRoot {
  /** `/` (POSIX), `C:\` (a drive), `\\server\` (UNC, whose share is names[from]). */
  readonly head: string;
  /** The index in DotFreePath.names of the first segment written after head (the share for UNC). */
  readonly from: number;
  /** How many of DotFreePath.names are the root's own (the UNC share, and the server when the path holds it): read as written. */
  readonly rootCount: number;
}

/** A file URI read with the offsets its path conversions need for their errors. */
interface FileReading {
  readonly view: FileView;
  readonly input: string;
  /** The host as written ('' without an authority), and its offset in input (-1 without an authority). */
  readonly rawHost: string;
  readonly hostStart: number;
  /** The path's offset in input. */
  readonly pathStart: number;
  /** The drive letter's offset in input, or -1. */
  readonly driveIndex: number;
  /** Each segment as written, and its offset in input. */
  readonly rawSegments: readonly string[];
  readonly segmentStarts: readonly number[];
}

// ---------------------------------------------------------------------------------------------
// Tables

// What a decoded ASCII character means inside a file name (WINDOWS_CLASS[c]).
const OK = 0;
const NUL = 1; // no file system takes it
const SLASH = 2; // '/': a separator everywhere
const BACKSLASH = 3; // '\': a separator on Windows
const WINDOWS_ONLY = 4; // < > : " | ? * and the other controls: not in a Windows file name

/** The class of each ASCII code in a file name; built once from the lists above. */
function buildFileNameClass(): Uint8Array {
  const t = new Uint8Array(128);
  for (let c = 1; c < 0x20; c++) t[c] = WINDOWS_ONLY;
  for (const ch of '<>:"|?*') t[ch.charCodeAt(0)] = WINDOWS_ONLY;
  t[0] = NUL;
  t[0x2f] = SLASH;
  t[0x5c] = BACKSLASH;
  return t;
}

const FILE_NAME_CLASS: Uint8Array = /* @__PURE__ */ buildFileNameClass();

const HEX_UPPER = '0123456789ABCDEF';

// ---------------------------------------------------------------------------------------------
// Small predicates and helpers

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** RFC 8089 §2: "localhost", compared without regard to ASCII case. */
function isLocalhost(host: string): boolean {
  if (host.length !== 9) return false;
  const want = 'localhost';
  for (let i = 0; i < 9; i++) if ((host.charCodeAt(i) | 0x20) !== want.charCodeAt(i)) return false;
  return true;
}

/**
 * Appendix E.2 drive-letter = ALPHA ":" (and E.2.2's legacy ALPHA "|", which a URI can hold only
 * as %7C): the length of the drive token when one starts at raw[i] and fills the whole segment,
 * else 0. An encoded ':' (%3A) is data (RFC 3986 §2.2), never a drive.
 */
function driveTokenAt(raw: string, i: number): number {
  if (!isAlpha(raw.charCodeAt(i))) return 0;
  let len = 0;
  const c = raw.charCodeAt(i + 1);
  if (c === 0x3a) len = 2;
  else if (c === 0x25 && raw.charCodeAt(i + 2) === 0x37 && (raw.charCodeAt(i + 3) | 0x20) === 0x63) len = 4;
  if (len === 0) return 0;
  const next = i + len;
  return next === raw.length || raw.charCodeAt(next) === 0x2f ? len : 0;
}

/** True when host is a whole, valid IP-literal ("[" IPv6address / IPvFuture "]"), to be written as it is. */
function isIpLiteral(host: string): boolean {
  if (host.charCodeAt(0) !== 0x5b) return false;
  const u = tryParse('//' + host + '/');
  return u !== null && u.host === host && (u.hostKind === 'ipv6' || u.hostKind === 'ipvfuture');
}

/**
 * The first offending character of a raw URI segment (or host) for a file name, as [class, index]
 * with the index in the whole input, or null. Escapes are read as their octet; octets >= 0x80 are
 * UTF-8 and always allowed. With `separators`, a '/' (and on Windows a '\\') is let through: the
 * caller makes it a separator. Linear: one step per character or escape.
 */
function checkRawName(raw: string, offset: number, windows: boolean, separators = false): [number, number] | null {
  const n = raw.length;
  let i = 0;
  while (i < n) {
    let c = raw.charCodeAt(i);
    let step = 1;
    // In a parsed URI every '%' starts a valid escape.
    if (c === 0x25) {
      c = (hexValue(raw.charCodeAt(i + 1)) << 4) | hexValue(raw.charCodeAt(i + 2));
      step = 3;
    }
    if (c < 128) {
      const k = FILE_NAME_CLASS[c]!;
      // POSIX file names hold all but NUL and '/'; a separator passes only when the caller makes it one
      const separator = k === SLASH || k === BACKSLASH;
      if (k !== OK && (windows || k === NUL || k === SLASH) && !(separators && separator)) return [k, offset + i];
    }
    i += step;
  }
  return null;
}

/**
 * RFC 3986 §2.3 and §5.2.4: true when a raw segment decodes to exactly '.' or '..' but holds a
 * %2E ('%2E', '.%2e', '%2E.', '%2e%2E', ...). §5.2.4 removes only the literal '.' and '..', so such
 * a segment is a name in the URI that becomes a dot segment once decoded.
 */
function isEncodedDotSegment(raw: string): boolean {
  const n = raw.length;
  if (n !== 3 && n !== 4 && n !== 6) return false; // '%2E', '.%2E' or '%2E.', '%2E%2E'
  let dots = 0;
  let i = 0;
  while (i < n) {
    if (raw.charCodeAt(i) === 0x2e) i += 1;
    else if (raw.charCodeAt(i) === 0x25 && raw.charCodeAt(i + 1) === 0x32 && (raw.charCodeAt(i + 2) | 0x20) === 0x65) i += 3;
    else return false;
    dots++;
  }
  return dots <= 2;
}

/** The error for a class found by checkRawName or checkPathName. */
function nameError(found: [number, number], input: string): UriError {
  const [k, index] = found;
  if (k === NUL) return schemeError(FILE_NUL, index, input);
  if (k === SLASH || k === BACKSLASH) return schemeError(FILE_ENCODED_SLASH, index, input);
  return schemeError(FILE_INVALID_WINDOWS_NAME, index, input);
}

/** The first character of path[start, end) a Windows (or, without `windows`, POSIX) file name cannot hold. */
function checkPathName(path: string, start: number, end: number, windows: boolean): [number, number] | null {
  for (let i = start; i < end; i++) {
    const c = path.charCodeAt(i);
    if (c < 128) {
      const k = FILE_NAME_CLASS[c]!;
      if (k === NUL || (windows && k === WINDOWS_ONLY)) return [k, i];
    } else if (c >= 0xd800 && c <= 0xdfff) {
      // A lone surrogate has no UTF-8 form (RFC 3629 §3), so no URI can hold it.
      const d = path.charCodeAt(i + 1);
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) throw new UriError('lone-surrogate', i, path, undefined, LONE_SURROGATE);
      i++;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Reading a file URI

/** Splits raw path[from, ...) at '/' (path[from] is '/' or from is the end) into segments with their offsets. */
function splitSegments(raw: string, from: number, pathStart: number, out: string[], starts: number[]): void {
  if (from >= raw.length) {
    // §6.2.3 (emptyPathIsRoot): an empty path is "/", one empty segment.
    out.push('');
    starts.push(pathStart + from);
    return;
  }
  let i = from + 1;
  for (;;) {
    const slash = raw.indexOf('/', i);
    const end = slash < 0 ? raw.length : slash;
    out.push(raw.slice(i, end));
    starts.push(pathStart + i);
    if (slash < 0) return;
    i = slash + 1;
  }
}

function readFile(value: UriInput, what: string): FileReading {
  const uri = toUri(value, what, undefined);
  const input = uri.toString();
  const scheme = uri.scheme;
  if (scheme === undefined || scheme.toLowerCase() !== 'file') throw schemeError(SCHEME_MISMATCH, 0, input);
  // §2: the grammar has no query.
  if (queryStartOf(uri) >= 0) throw schemeError(FILE_QUERY, queryStartOf(uri), input);

  // file-auth = "localhost" / host   (§2; Appendix E.1's userinfo is not accepted)
  let host = '';
  let rawHost = '';
  const hostStart = hostStartOf(uri);
  if (hostStart >= 0) {
    if (uri.userinfo !== undefined) throw schemeError(FILE_AUTHORITY, schemeEndOf(uri) + 3, input);
    if (uri.port !== undefined) throw schemeError(FILE_AUTHORITY, hostEndOf(uri), input);
    rawHost = uri.host!;
    host = uri.hostKind === 'reg-name' ? decodePart(rawHost, hostStart, input) : rawHost;
    // §2: "localhost" and the empty host both mean "the machine from which the URL is being interpreted".
    if (isLocalhost(host)) host = '';
  }

  const raw = uri.path;
  const pathStart = pathStartOf(uri);
  let driveIndex = -1;
  let from = 0;
  // local-path = [ drive-letter ] path-absolute   (Appendix E.2); only for the local machine
  if (host === '') {
    const at = raw.charCodeAt(0) === 0x2f ? 1 : 0;
    const len = driveTokenAt(raw, at);
    if (len > 0) {
      driveIndex = pathStart + at;
      from = at + len;
    } else if (at === 0 && (hostStart < 0 || raw !== '')) {
      // §2 local-path = path-absolute: `file:a/b` and `file:` are not file URIs.
      throw schemeError(FILE_RELATIVE_PATH, pathStart, input);
    }
  }
  const rawSegments: string[] = [];
  const segmentStarts: number[] = [];
  splitSegments(raw, from, pathStart, rawSegments, segmentStarts);
  const segments = rawSegments.map((s, k) => decodePart(s, segmentStarts[k]!, input));
  const view: FileView = {
    scheme: 'file',
    host,
    drive: driveIndex < 0 ? undefined : input.charAt(driveIndex),
    path: '/' + segments.join('/'),
    segments,
  };
  return { view, input, rawHost, hostStart, pathStart, driveIndex, rawSegments, segmentStarts };
}

/**
 * Checks a file URI against RFC 8089's rules and returns its structured view
 * (https://www.rfc-editor.org/rfc/rfc8089#section-2). A string is parsed with the core `parse`, so
 * it must be a valid URI: the legacy drive form `file:///C|/x` of uri(7) is not one
 * ('|' is not allowed by RFC 3986) and must be written `file:///C%7C/x` or `file:///C:/x`.
 * The fragment, which belongs to the URI reference rather than to the file, is not in the view.
 *
 * @throws {UriError} 'scheme-mismatch' (not a file URI), 'file-query' at the '?', 'file-authority'
 * at a userinfo or port, 'file-relative-path' at a path that is neither absolute nor a drive letter.
 * @example
 * parseFile('file://localhost/etc/passwd'); // { scheme: 'file', host: '', drive: undefined, path: '/etc/passwd', segments: ['etc', 'passwd'] }
 * parseFile('file:///C:/Windows').drive; // 'C'
 */
export function parseFile(uri: UriInput): FileView {
  return readFile(uri, 'parseFile: the URI').view;
}

// ---------------------------------------------------------------------------------------------
// Building a file URI

/**
 * One segment, percent-encoded for its place. '.' and '..' become %2E and %2E%2E, so that
 * reference resolution (RFC 3986 §5.2.4) does not take a file's name for a dot segment. On a local
 * path without a drive, a first segment that would read as a drive is kept from reading as one:
 * 'C:' becomes 'C%3A' (an encoded ':' is data, §2.2), 'C|' becomes '%43%7C' (the legacy bar has
 * only the %7C form, so the letter is encoded instead; a normalizer that decodes %43 would make it
 * a drive, which the legacy form leaves no way around).
 */
function encodeSegment(segment: string, guardDrive: boolean): string {
  if (segment === '.') return '%2E';
  if (segment === '..') return '%2E%2E';
  if (guardDrive && segment.length === 2 && isAlpha(segment.charCodeAt(0))) {
    const c = segment.charCodeAt(1);
    if (c === 0x3a) return segment.charAt(0) + '%3A';
    if (c === 0x7c) {
      const l = segment.charCodeAt(0);
      return '%' + HEX_UPPER[l >> 4]! + HEX_UPPER[l & 15]! + '%7C';
    }
  }
  return encode(segment, 'segment');
}

/**
 * The file URI of a view, in the portable form the uri(7) manual page recommends: `file://host/path`, with an
 * empty host for the local machine (`file:///etc/passwd`) and the drive written `C:` (never the
 * legacy `C|`). Each segment is percent-encoded with the segment set, so '%', '#', '?', ' ', '/'
 * and non-ASCII (as UTF-8) are escaped; see {@link parseFile} for the view.
 *
 * @throws {UriError} 'invalid-argument' for an impossible view: host 'localhost' (write ''), a
 * drive with a host, a drive that is not one ASCII letter, no segments, a path that is not
 * '/' + segments.join('/'), a value of the wrong type (the field named); 'scheme-mismatch' for a
 * `scheme` other than 'file' (it may be left out).
 * @example
 * buildFile({ host: '', drive: 'C', path: '/a b', segments: ['a b'] }).toString(); // 'file:///C:/a%20b'
 */
export function buildFile(view: ViewInput<FileView>): Uri {
  const fn = 'buildFile';
  expectView(view, fn);
  schemeField(view, fn, ['file']);
  const host = stringField(view, 'host', fn);
  if (isLocalhost(host)) {
    throw argumentError(`${fn}: the host 'localhost' means the local machine (RFC 8089 section 2): write ''`);
  }
  const drive = optionalField(view, 'drive', fn);
  if (drive !== undefined) {
    if (drive.length !== 1 || !isAlpha(drive.charCodeAt(0))) throw fieldError(fn, 'drive', 'one ASCII letter or undefined', drive);
    if (host !== '') throw argumentError(`${fn}: a drive letter names a local path (RFC 8089 Appendix E.2): the host must be empty`);
  }
  const path = stringField(view, 'path', fn);
  const segments = stringArrayField(view, 'segments', fn);
  if (segments.length === 0) throw argumentError(`${fn}: the view's segments must be a non-empty array of strings ([''] for the root), got an empty array`);
  if (path !== '/' + segments.join('/')) throw fieldError(fn, 'path', "'/' + segments.join('/')", path);
  const rawHost = host === '' || isIpLiteral(host) ? host : encode(host, 'host');
  let rawPath = drive === undefined ? '' : '/' + drive + ':';
  const guardDrive = host === '' && drive === undefined;
  for (let i = 0; i < segments.length; i++) rawPath += '/' + encodeSegment(segments[i]!, guardDrive && i === 0);
  return fromComponents({ scheme: 'file', host: rawHost, path: rawPath });
}

// ---------------------------------------------------------------------------------------------
// File URI -> file system path

/**
 * RFC 3986 §5.2.4 remove_dot_segments over the segments below the drive, on a stack of segments
 * rather than on the string (removeDotSegments in src/resolve.ts), so that each segment left keeps
 * its offset for the errors: '/' + raw.join('/') is removeDotSegments('/' + rawSegments.join('/')).
 * As in §5.2.4, only a literal '.' or '..' is a dot segment; a %2E segment stays a name.
 */
function removeDotSegmentsOf(r: FileReading): DotFreePath {
  const { rawSegments, segmentStarts } = r;
  const segments = r.view.segments;
  const raw: string[] = [];
  const names: string[] = [];
  const starts: number[] = [];
  const upDepths: number[] = [];
  const upStarts: number[] = [];
  const n = rawSegments.length;
  for (let k = 0; k < n; k++) {
    const s = rawSegments[k]!;
    const at = segmentStarts[k]!;
    if (s === '.' || s === '..') {
      if (s === '..') {
        // C. "/../" or a final "/..": the last segment of the output is removed (none at the root)
        upDepths.push(raw.length);
        upStarts.push(at);
        if (raw.length > 0) {
          raw.pop();
          names.pop();
          starts.pop();
        }
      }
      // B. and C.: a final "/." or "/.." leaves its "/", which ends the path with an empty segment
      if (k === n - 1) {
        raw.push('');
        names.push('');
        starts.push(at);
      }
      continue;
    }
    // E. any other segment moves to the output
    raw.push(s);
    names.push(segments[k]!);
    starts.push(at);
  }
  return { raw, names, starts, upDepths, upStarts };
}

/**
 * Throws 'file-dot-segment-above-root' at the first '..' met with between lowest and highest
 * segments before it: the segment §5.2.4 removed for it was one of the Windows root's, or (lowest
 * 0, below a drive) there was none and §5.2.4 would remove the drive.
 */
function checkBelowRoot(p: DotFreePath, lowest: number, highest: number, input: string): void {
  for (let i = 0; i < p.upDepths.length; i++) {
    const d = p.upDepths[i]!;
    if (d >= lowest && d <= highest) throw schemeError(FILE_DOT_SEGMENT_ABOVE_ROOT, p.upStarts[i]!, input);
  }
}

/** fileUriToPath's POSIX root: local, no drive. A '..' at '/' stays there, as §5.2.4 says. */
function posixRoot(r: FileReading): PathRoot {
  if (r.view.host !== '') throw schemeError(FILE_REMOTE_HOST, r.hostStart, r.input);
  if (r.driveIndex >= 0) throw schemeError(FILE_DRIVE_LETTER, r.driveIndex, r.input);
  return { head: '/', from: 0, rootCount: 0 };
}

/**
 * fileUriToPath's Windows root: a drive, or UNC from the host or (Appendix E.3.2) from the path.
 * A '..' whose §5.2.4 removal takes a segment of the root with it (the drive; the share, or the
 * path's server and share) is an error, not clamped: §5.2.4 (and so resolve and normalize) would
 * give another drive or share than Windows, which stops at its root, and the path would follow
 * only one of the two readings.
 */
function windowsRoot(r: FileReading, p: DotFreePath): PathRoot {
  const { view, input } = r;
  const names = p.names;
  if (view.drive !== undefined) {
    // `file:///C:/../x` is `file:///x` to §5.2.4; to Windows, C:\x
    checkBelowRoot(p, 0, 0, input);
    return { head: view.drive + ':\\', from: 0, rootCount: 0 };
  }
  let server: string;
  let serverStart: number;
  let first: number; // the share's index in names
  if (view.host !== '') {
    server = view.host;
    serverStart = r.hostStart;
    const found = checkRawName(r.rawHost, r.hostStart, true);
    if (found !== null) throw nameError(found, input);
    first = 0;
  } else {
    // Appendix E.3.2: the whole UNC string in the path, after an empty authority (or none).
    const k = names[0] === '' && names[1] === '' && names.length > 2 ? 2 : 1;
    if (names[0] !== '' || names.length < 2 || names[k] === '') {
      throw schemeError(FILE_MISSING_DRIVE, r.pathStart, input);
    }
    server = names[k]!;
    serverStart = p.starts[k]!;
    first = k + 1;
  }
  // a server or share '.' or '..' is no root (in the path only a %2E form is left by §5.2.4), decoded or not
  if (server === '.' || server === '..' || isLocalhost(server)) throw schemeError(FILE_UNC_HOST, serverStart, input);
  checkBelowRoot(p, 1, first + 1, input);
  const share = names[first];
  if (share === undefined || share === '' || share === '.' || share === '..') {
    throw schemeError(FILE_UNC_SHARE, share === undefined ? input.length : p.starts[first]!, input);
  }
  return { head: '\\\\' + server + '\\', from: first, rootCount: first + 1 };
}

/**
 * The file system path a file URI names: `/etc/passwd` on 'posix' (the default), `C:\dir\file` or
 * `\\server\share\file` on 'windows'. Pure: no Node built-ins, so it runs in browsers too.
 * POSIX takes local URIs without a drive; Windows takes a drive letter or a host (UNC), and
 * reads RFC 8089 Appendix E.3.2's `file:////server/share/x` (and five slashes) as UNC too.
 * Invalid UTF-8 escapes throw 'invalid-utf8': a path that is not UTF-8 has no string form.
 *
 * Dot segments (https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4): the path is the one the
 * URI means after §5.2.4 removes its literal '.' and '..' segments, as resolve, normalize and
 * Node's `url.fileURLToPath` give it (`file:///srv/../etc/passwd` is `/etc/passwd`; a '..' at the
 * POSIX root stays there); the errors below are read on the segments it leaves. A segment written
 * with %2E that decodes to '.' or '..' was a name to §5.2.4 and would be a dot segment in the path,
 * so it is an error unless `{ encoded: 'decode' }` asks for it (see FilePathOptions). So, by default,
 * no '.' or '..' segment is ever returned. On Windows the root is not climbed over: a '..' that
 * would take the drive letter with it under §5.2.4 (`file:///C:/../x` is `file:///x` there) or the
 * UNC share (`file://server/share/../x`) is 'file-dot-segment-above-root'. It is an error, not
 * clamped at the root as Windows would (and WHATWG does for a drive), because the two readings
 * name different files.
 *
 * @throws {UriError} parseFile's errors; 'file-encoded-dot-segment' at a segment that decodes to '.'
 * or '..' but is written with %2E; 'file-encoded-slash' at a %2F (or on Windows %5C) in a segment
 * (neither with `{ encoded: 'decode' }`); 'file-nul' at %00; 'file-remote-host' (POSIX) at the
 * host; 'file-drive-letter' (POSIX) at the drive; 'file-missing-drive', 'file-unc-host',
 * 'file-unc-share', 'file-dot-segment-above-root' (at the '..') and 'file-invalid-windows-name'
 * (< > : " | ? * or a control character) on Windows; 'invalid-argument' for options that are not an
 * object, an unknown option, or a `platform` or `encoded` that is not one of its values.
 * @example
 * fileUriToPath('file:///etc/passwd'); // '/etc/passwd'
 * fileUriToPath('file:///C:/dir/a%20b.txt', { platform: 'windows' }); // 'C:\\dir\\a b.txt'
 * fileUriToPath('file://server/share/f', { platform: 'windows' }); // '\\\\server\\share\\f'
 * fileUriToPath('file:///srv/../etc/passwd'); // '/etc/passwd'
 * fileUriToPath('file:///srv/%2e%2e/etc/passwd'); // throws 'file-encoded-dot-segment' at 12
 * fileUriToPath('file:///srv/%2e%2e/etc/passwd', { encoded: 'decode' }); // '/srv/../etc/passwd'
 * fileUriToPath('file:///C:/../x', { platform: 'windows' }); // throws 'file-dot-segment-above-root' at 11
 */
export function fileUriToPath(uri: UriInput, options?: FilePathOptions): string {
  checkOptions(options, 'fileUriToPath', FILE_PATH_FIELDS);
  const platform = options?.platform ?? 'posix';
  const decode = options?.encoded === 'decode';
  const r = readFile(uri, 'fileUriToPath: the URI');
  const input = r.input;
  const windows = platform === 'windows';
  // §5.2.4 first: the path the URI means; then its structure (host, drive, UNC server and share); then the names.
  const p = removeDotSegmentsOf(r);
  const root = windows ? windowsRoot(r, p) : posixRoot(r);
  const { raw, names, starts } = p;
  for (let k = 0; k < raw.length; k++) {
    // §2.3 and §5.2.4: a %2E segment that §5.2.4 kept as a name would be a dot segment decoded
    if (!decode && isEncodedDotSegment(raw[k]!)) throw schemeError(FILE_ENCODED_DOT_SEGMENT, starts[k]!, input);
    const found = checkRawName(raw[k]!, starts[k]!, windows, decode && k >= root.rootCount);
    if (found !== null) throw nameError(found, input);
  }
  if (!windows) return root.head + names.join('/');
  const tail = names.slice(root.from).join('\\');
  // { encoded: 'decode' }: a decoded '/' is a separator too, written as Windows writes it
  return root.head + (decode ? tail.replace(/\//g, '\\') : tail);
}

// ---------------------------------------------------------------------------------------------
// File system path -> file URI

/**
 * The file URI of an absolute file system path, in the `file:///...` form: each segment is
 * percent-encoded with the segment set ('%', '#', '?', ' ' and non-ASCII as UTF-8 escaped), and
 * '.' and '..' segments are written %2E and %2E%2E so that resolution keeps them. Pure: no Node
 * built-ins, no current directory, so relative paths are an error rather than resolved.
 *
 * POSIX (default): the path starts with '/'. Windows: `C:\dir\file` (drive letter case kept; '/'
 * is read as a separator too) or UNC `\\server\share\dir\file`; a name holding < > : " | ? * or a
 * control character is rejected, not encoded (Windows cannot hold it; '#', '%' and spaces are
 * fine). `\\?\` and `\\.\` device paths are not supported.
 *
 * @throws {UriError} with `input` the path: 'file-relative-path' (not absolute; on Windows also
 * `C:` and `C:dir`), 'file-nul', 'file-invalid-windows-name', 'file-unc-host' (empty, '.', '..' or
 * 'localhost' server), 'file-unc-share' (missing, empty, '.' or '..'), 'lone-surrogate';
 * 'invalid-argument' for bad options (as fileUriToPath's; `encoded` is checked, of no use here).
 * @example
 * pathToFileUri('/tmp/a b#1.txt').toString(); // 'file:///tmp/a%20b%231.txt'
 * pathToFileUri('C:\\dir\\file.txt', { platform: 'windows' }).toString(); // 'file:///C:/dir/file.txt'
 * pathToFileUri('\\\\server\\share\\f', { platform: 'windows' }).toString(); // 'file://server/share/f'
 */
export function pathToFileUri(path: string, options?: FilePathOptions): Uri {
  checkOptions(options, 'pathToFileUri', FILE_PATH_FIELDS); // `encoded` too: checked, of no use here
  const platform = options?.platform ?? 'posix';
  expectString(path, 'pathToFileUri: the path');
  const n = path.length;
  if (platform === 'posix') {
    if (path.charCodeAt(0) !== 0x2f) throw schemeError(FILE_RELATIVE_PATH, 0, path);
    const found = checkPathName(path, 0, n, false);
    if (found !== null) throw nameError(found, path);
    const segments = path.slice(1).split('/');
    return buildFile({ host: '', drive: undefined, path, segments });
  }

  const isSep = (c: number): boolean => c === 0x5c || c === 0x2f;
  let host = '';
  let drive: string | undefined;
  let rest: number; // the start of the first segment
  if (isAlpha(path.charCodeAt(0)) && path.charCodeAt(1) === 0x3a) {
    // C:\dir\file; "C:" and "C:dir" are relative to the drive's current directory
    if (!isSep(path.charCodeAt(2))) throw schemeError(FILE_RELATIVE_PATH, 2, path);
    drive = path.charAt(0);
    rest = 3;
  } else if (isSep(path.charCodeAt(0)) && isSep(path.charCodeAt(1))) {
    // \\server\share\dir\file   (Appendix E.3.1)
    let end = 2;
    while (end < n && !isSep(path.charCodeAt(end))) end++;
    host = path.slice(2, end);
    if (host === '' || host === '.' || host === '..' || isLocalhost(host)) throw schemeError(FILE_UNC_HOST, 2, path);
    const found = checkPathName(path, 2, end, true);
    if (found !== null) throw nameError(found, path);
    if (end >= n || end + 1 >= n || isSep(path.charCodeAt(end + 1))) throw schemeError(FILE_UNC_SHARE, Math.min(end + 1, n), path);
    rest = end + 1;
    // a share '.' or '..' is no share (fileUriToPath refuses it too)
    let shareEnd = rest;
    while (shareEnd < n && !isSep(path.charCodeAt(shareEnd))) shareEnd++;
    const share = path.slice(rest, shareEnd);
    if (share === '.' || share === '..') throw schemeError(FILE_UNC_SHARE, rest, path);
  } else {
    throw schemeError(FILE_RELATIVE_PATH, 0, path);
  }
  const found = checkPathName(path, rest, n, true);
  if (found !== null) throw nameError(found, path);
  const segments: string[] = [];
  let start = rest;
  for (let i = rest; i <= n; i++) {
    if (i === n || isSep(path.charCodeAt(i))) {
      segments.push(path.slice(start, i));
      start = i + 1;
    }
  }
  return buildFile({ host, drive, path: '/' + segments.join('/'), segments });
}

// ---------------------------------------------------------------------------------------------
// The registry entry

/** RFC 8089: hierarchical, no default port, an empty path is "/", "localhost" is the empty host. */
export const fileScheme: SchemeEntry<FileView> = {
  name: 'file',
  spec: 'RFC 8089',
  emptyPathIsRoot: true,
  localhostIsEmptyHost: true,
  hierarchical: true,
  parse: parseFile,
  build: buildFile,
};
