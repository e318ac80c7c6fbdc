/** RFC 3986 Appendix B — any string broken into the five components, without validation (what lenient parsers read). */

import type { Components } from './compose.js';
import { expectString } from './errors.js';

// Appendix B gives the regular expression
//   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
// "for breaking-down a well-formed URI reference into its components". It matches every string,
// well-formed or not, and so it is what a lenient parser reads (uri-js and fast-uri use it; Go's
// net/url and Python's urllib read the same way). splitReference is that expression written as a
// scan, plus the authority split that lenient readers add: the userinfo runs to the LAST '@' (no
// '@' may stand in a userinfo, so a reader that meets several must pick one; Go, Python and the
// WHATWG parser all pick the last), and the port is the digits after the last ':' outside brackets.
// It is the RFC's reading of a string that parse() refuses: the security audit compares it with
// what a browser reads.

/**
 * A string broken into components by RFC 3986 Appendix B: absent ones undefined, the path always a
 * string. The userinfo is the authority up to its last '@'; the port the text after the host's
 * last ':' (outside brackets) when that text is all digits.
 */
export interface SplitReference extends Readonly<Components> {
  readonly authority: string | undefined;
  /** Where the host starts in the input (-1 without an authority). */
  readonly hostStart: number;
  /** Where the path starts in the input. */
  readonly pathStart: number;
}

/**
 * Breaks any string into scheme, authority (userinfo, host, port), path, query and fragment as
 * RFC 3986 Appendix B's regular expression does, validating nothing: `splitReference('http://a b@c/ d')`
 * gives host 'c' and path '/ d'. Use parse() to know whether the string is a URI; use this to see
 * what a lenient reader makes of one that is not.
 * https://www.rfc-editor.org/rfc/rfc3986#appendix-B
 *
 * @example
 * splitReference('http://evil.com\\@good.com/').host; // 'good.com'
 * splitReference('java\tscript:alert(1)').scheme;     // 'java\tscript'
 */
export function splitReference(input: string): SplitReference {
  expectString(input, 'splitReference: the input');
  const n = input.length;
  // scheme = [^:/?#]+ ":"
  let i = 0;
  while (i < n) {
    const c = input.charCodeAt(i);
    if (c === 0x3a || c === 0x2f || c === 0x3f || c === 0x23) break;
    i++;
  }
  let scheme: string | undefined;
  let at = 0;
  if (i > 0 && i < n && input.charCodeAt(i) === 0x3a) {
    scheme = input.slice(0, i);
    at = i + 1;
  }
  // authority = "//" [^/?#]*
  let authority: string | undefined;
  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  let hostStart = -1;
  if (input.charCodeAt(at) === 0x2f && input.charCodeAt(at + 1) === 0x2f) {
    const start = at + 2;
    let end = start;
    let lastAt = -1;
    while (end < n) {
      const c = input.charCodeAt(end);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      if (c === 0x40) lastAt = end;
      end++;
    }
    authority = input.slice(start, end);
    hostStart = start;
    if (lastAt >= 0) {
      userinfo = input.slice(start, lastAt);
      hostStart = lastAt + 1;
    }
    // the port: digits after the last ':' that is not inside brackets (an unclosed '[' has no port)
    let hostEnd = end;
    const close = input.charCodeAt(hostStart) === 0x5b ? input.lastIndexOf(']', end - 1) : hostStart - 1;
    const floor = close >= hostStart ? close + 1 : input.charCodeAt(hostStart) === 0x5b ? end : hostStart;
    let k = end - 1;
    while (k >= floor && input.charCodeAt(k) >= 0x30 && input.charCodeAt(k) <= 0x39) k--;
    if (k >= floor && input.charCodeAt(k) === 0x3a) {
      port = input.slice(k + 1, end);
      hostEnd = k;
    }
    host = input.slice(hostStart, hostEnd);
    at = end;
  }
  // path = [^?#]*
  const pathStart = at;
  while (at < n) {
    const c = input.charCodeAt(at);
    if (c === 0x3f || c === 0x23) break;
    at++;
  }
  const path = input.slice(pathStart, at);
  let query: string | undefined;
  if (at < n && input.charCodeAt(at) === 0x3f) {
    const start = at + 1;
    at = start;
    while (at < n && input.charCodeAt(at) !== 0x23) at++;
    query = input.slice(start, at);
  }
  const fragment = at < n ? input.slice(at + 1) : undefined;
  return { scheme, authority, userinfo, host, port, path, query, fragment, hostStart, pathStart };
}
