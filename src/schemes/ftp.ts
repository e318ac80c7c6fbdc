/** RFC 1738 §3.2 — the ftp URI scheme: login, server, the CWD directories, the file name and ;type=. */

import type { HostKind } from '../parse.js';
import { encode } from '../percent.js';
import { type Uri, fromComponents, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { checkServer, findLineBreak, hostKindField, loginUserinfo, pathEnd, readLogin } from './server.js';
import {
  type ViewInput, choiceField, decodeAt, expectSameView, expectView, optionalField, portField, schemeField, schemeUri,
  stringArrayField, stringField,
} from './common.js';
import type { SchemeEntry } from './registry.js';
import { pathStartOf, queryStartOf } from '../offsets.js';
import { FTP_INVALID_PORT, FTP_INVALID_SEMICOLON, FTP_INVALID_TYPE, FTP_LINE_BREAK, FTP_MISSING_HOST, FTP_QUERY } from './codes/web.js';

/**
 * The structured view of an ftp URI (RFC 1738 §3.2):
 * `ftp://[user[:password]@]host[:port]/cwd1/cwd2/.../cwdN/name[;type=<a|i|d>]`.
 *
 * - `scheme`: 'ftp'.
 * - `user`, `password`: percent-decoded, undefined when absent. §3.2.1: with no user, a client
 *   logs in as "anonymous" (the uri(7) manual page: with the user's e-mail address as password); `ftp://@h/`
 *   has the user '' and `ftp://foo:@h/` the password ''.
 * - `host`: raw, as written, never empty; `hostKind`: its §3.2.2 rule; `port`: a number or
 *   undefined (the default is 21).
 * - `directories`: the CWD arguments, each percent-decoded (§3.2.2: `%2Fetc` is the directory
 *   '/etc'; an empty segment is an empty CWD argument).
 * - `name`: the last segment, percent-decoded: the file to RETR, or '' when the path ends in '/'
 *   (or is empty: `ftp://h` and `ftp://h/` have the same view).
 * - `type`: the ';type=' code, lower case, or undefined.
 * - `fragment`: raw, or undefined (RFC 3986 §3.5: fragments are the same for every scheme).
 *
 * Decoded text must be UTF-8 (else 'invalid-utf8' at the escape), and may not hold CR or LF.
 */
export interface FtpView {
  scheme: 'ftp';
  user: string | undefined;
  password: string | undefined;
  host: string;
  hostKind: HostKind;
  port: number | undefined;
  directories: string[];
  name: string;
  type: 'a' | 'i' | 'd' | undefined;
  fragment: string | undefined;
}

/** §3.2.2 typecode: "a" (ASCII), "i" (image), "d" (directory listing), either case in the BNF. */
function typeCode(c: number): 'a' | 'i' | 'd' | undefined {
  switch (c | 0x20) {
    case 0x61: return 'a';
    case 0x69: return 'i';
    case 0x64: return 'd';
    default: return undefined;
  }
}

/** The index of the first code unit c in s[a, b), or -1 (bounded, so that the scan stays linear). */
function indexIn(s: string, c: number, a: number, b: number): number {
  for (let i = a; i < b; i++) if (s.charCodeAt(i) === c) return i;
  return -1;
}

/** True when s[i, i + 5) is "type=" in any case. */
function isTypeEquals(s: string, i: number): boolean {
  return s.slice(i, i + 5).toLowerCase() === 'type=';
}

/**
 * Checks an ftp URI against RFC 1738 §3.2 and returns its view; a string is parsed with the core
 * `parse` first. https://www.rfc-editor.org/rfc/rfc1738#section-3.2
 *
 * @throws {UriError} 'scheme-mismatch' at 0; 'ftp-missing-host' where the host should be;
 * 'ftp-invalid-port' at a port above 65535; 'ftp-query' at a '?'; 'ftp-invalid-semicolon' at a ';'
 * other than ';type=' after the name; 'ftp-invalid-type' at a typecode other than a, i, d;
 * 'ftp-line-break' at an encoded CR or LF; 'invalid-utf8' at an escape that is not UTF-8.
 * @example
 * parseFtp('ftp://ftp.is.co.za/rfc/rfc1808.txt').directories; // ['rfc']
 */
export function parseFtp(value: UriInput): FtpView {
  const { uri } = schemeUri(value, ['ftp'], 'parseFtp: the URI');
  const s = uri.toString();
  const port = checkServer(uri, [FTP_MISSING_HOST, FTP_INVALID_PORT]);
  const { user, password } = readLogin(uri, FTP_LINE_BREAK);
  // §3.2.2: the url-path is cwd segments, a name and ";type=": there is no query
  if (queryStartOf(uri) >= 0) throw schemeError(FTP_QUERY, queryStartOf(uri), s);
  const directories: string[] = [];
  let name = '';
  let type: 'a' | 'i' | 'd' | undefined;
  const end = pathEnd(uri);
  // fpath = fsegment *[ "/" fsegment ]; the path after the authority is "" or "/" fpath
  let a = pathStartOf(uri) + 1;
  while (a <= end) {
    let b = s.indexOf('/', a);
    if (b < 0 || b > end) b = end;
    let nameEnd = b;
    // §3.2.2: "/" and ";" are reserved within a cwd or name; ";type=" may follow the name
    const semi = indexIn(s, 59, a, b);
    if (semi >= 0) {
      if (b < end || !isTypeEquals(s, semi + 1)) {
        throw schemeError(FTP_INVALID_SEMICOLON, semi, s, b < end ? "';' in a directory" : "expected ';type='");
      }
      const code = semi + 6;
      type = b - code === 1 ? typeCode(s.charCodeAt(code)) : undefined;
      if (type === undefined) throw schemeError(FTP_INVALID_TYPE, code, s);
      nameEnd = semi;
    }
    const bad = findLineBreak(s, a, nameEnd);
    if (bad >= 0) throw schemeError(FTP_LINE_BREAK, bad, s);
    const segment = decodeAt(s, a, nameEnd);
    if (b < end) directories.push(segment);
    else name = segment;
    a = b + 1;
  }
  return {
    scheme: 'ftp',
    user,
    password,
    host: uri.host!,
    hostKind: uri.hostKind!,
    port,
    directories,
    name,
    type,
    fragment: uri.fragment,
  };
}

/** A cwd or name as an fsegment: '/' and ';' are reserved in it (§3.2.2), so both are encoded. */
function encodeFsegment(value: string): string {
  return encode(value, 'segment').split(';').join('%3B');
}

/**
 * The URI of an ftp view: the user, password, directories and name percent-encoded (with '/' and
 * ';' encoded inside a segment), the host and fragment as written. Throws 'invalid-argument' for a
 * malformed view and the parse errors for one no URI can carry (a CR in a name), so that
 * `parseFtp(buildFtp(v))` deep-equals `v`. The `scheme` may be left out; given, it is 'ftp'
 * (else 'scheme-mismatch'). A field of the wrong type is 'invalid-argument', naming it.
 *
 * @example
 * buildFtp({ user: undefined, password: undefined, host: 'host.dom', hostKind: 'reg-name',
 *   port: undefined, directories: ['/etc'], name: 'motd', type: 'a', fragment: undefined })
 *   .toString(); // 'ftp://host.dom/%2Fetc/motd;type=a'
 */
export function buildFtp(view: ViewInput<FtpView>): Uri {
  const fn = 'buildFtp';
  expectView(view, fn);
  const fields = {
    scheme: schemeField(view, fn, ['ftp']),
    user: optionalField(view, 'user', fn),
    password: optionalField(view, 'password', fn),
    host: stringField(view, 'host', fn),
    hostKind: hostKindField(view, fn),
    port: portField(view, fn),
    directories: stringArrayField(view, 'directories', fn),
    name: stringField(view, 'name', fn),
    type: choiceField(view, 'type', fn, ['a', 'i', 'd'] as const, true),
    fragment: optionalField(view, 'fragment', fn),
  };
  const segments = [...fields.directories, fields.name].map(encodeFsegment);
  const type = fields.type;
  const uri = fromComponents({
    scheme: 'ftp',
    userinfo: loginUserinfo(fields.user, fields.password, fn),
    host: fields.host,
    port: fields.port,
    path: '/' + segments.join('/') + (type === undefined ? '' : ';type=' + type),
    fragment: fields.fragment,
  });
  expectSameView(view, fields, parseFtp(uri), fn);
  return uri;
}

/** The ftp scheme (RFC 1738 §3.2): default port 21, an empty path is '/'. */
export const ftpScheme: SchemeEntry<FtpView> = {
  name: 'ftp',
  spec: 'RFC 1738 \u00a73.2',
  defaultPort: 21,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: parseFtp,
  build: buildFtp,
};
