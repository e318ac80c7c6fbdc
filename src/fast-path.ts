/** RFC 3986 §3 — the fast path of parse for the common shape: scheme "://" host [":" port] path-abempty [query] [fragment]. */

import * as chars from './chars.js';
import { scan } from './chars.js';
import { HOST_IPV4, HOST_REG_NAME, isDigit, isIPv4address } from './parse.js';
import { Uri } from './uri.js';

// Module-local copies of the tables, on purpose: see the note in parse.ts (an imported binding is
// loaded and re-checked at every read; a module's own const is folded into the code).
const ALPHA = chars.ALPHA;
const CHARS = chars.CHARS;
const PATH_TABLE = chars.PATH_TABLE;
const QUERY_TABLE = chars.QUERY_TABLE;
const REG_NAME_TABLE = chars.REG_NAME_TABLE;
const SCHEME_TABLE = chars.SCHEME_TABLE;

// URI = scheme "://" ( IPv4address / reg-name ) [ ":" port ] path-abempty [ "?" query ] [ "#" fragment ]
/**
 * The Uri that parse.ts's readReference would give for a URI-reference of the common shape (a
 * scheme, then an authority without userinfo or IP-literal), or null for anything else — another
 * shape, or an error — which parse then reads again with the general reader (it gives the error).
 *
 * This repeats a part of readReference on purpose (issue 4): the general reader writes its offsets
 * to the R registers and tests rule and mode flags that this shape never needs; here the offsets
 * stay in locals and the Uri is built at once (parseValid on the corpus: 156 -> 141 ns/URI).
 * Keep the two in step: the unit tests compare this reader's Uri with the general one's on every
 * row of the parse tables and on generated URIs.
 */
export function parseCommonUri(s: string): Uri | null {
  // Invariant: no charCodeAt past the end. V8 reads an out-of-range index far more slowly than an
  // in-range one (about 10 ns a read on the corpus), so every read here is guarded by `< len`.
  const len = s.length;
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then "://"
  if (len === 0 || (CHARS[s.charCodeAt(0)]! & ALPHA) === 0) return null;
  let i = 1;
  while (i < len && SCHEME_TABLE[s.charCodeAt(i)] === 1) i++;
  if (i + 2 >= len || s.charCodeAt(i) !== 58 || s.charCodeAt(i + 1) !== 47 || s.charCodeAt(i + 2) !== 47) return null;
  const schemeEnd = i;
  const hostStart = i + 3;
  i = scan(s, hostStart, len, REG_NAME_TABLE);
  const hostEnd = i;
  // §3.2.2 first-match-wins
  const hostKind = isIPv4address(s, hostStart, hostEnd) ? HOST_IPV4 : HOST_REG_NAME;
  let queryStart = -1;
  let fragmentStart = -1;
  let pathStart = len;
  if (i < len) {
    let c = s.charCodeAt(i);
    if (c === 58) {
      // port = *DIGIT, and then the end of the authority: anything else (a userinfo?) is not ours
      i++;
      while (i < len && isDigit(s.charCodeAt(i))) i++;
      c = i < len ? s.charCodeAt(i) : 47; // at the end: an empty path follows
    }
    if (c !== 47 && c !== 63 && c !== 35) return null;
    pathStart = i;
    // path-abempty = *( "/" segment )
    i = scan(s, i, len, PATH_TABLE);
    // [ "?" query ] [ "#" fragment ], both *( pchar / "/" / "?" )
    if (i < len && s.charCodeAt(i) === 63) {
      queryStart = i;
      i = scan(s, i + 1, len, QUERY_TABLE);
    }
    if (i < len && s.charCodeAt(i) === 35) {
      fragmentStart = i;
      i = scan(s, i + 1, len, QUERY_TABLE);
    }
    if (i !== len) return null;
  }
  return new Uri(s, schemeEnd, hostStart, hostEnd, pathStart, queryStart, fragmentStart, hostKind, 0);
}
