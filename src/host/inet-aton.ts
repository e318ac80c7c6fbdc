/** RFC 3986 §7.4 — the IPv4 address an inet_aton-style resolver makes of a numeric reg-name (0x7f.1, 0177.0.0.1, 127.1). */

import { hexValue } from '../chars.js';
import { expectString } from '../errors.js';

// RFC 3986 §7.4 ("Rare IP Address Formats") notes that many implementations accept IPv4 text
// beyond the dotted-decimal IPv4address: octal and hexadecimal parts, fewer than four parts, one
// 32-bit number. The grammar makes such hosts reg-names (parse() says hostKind 'reg-name'), but a
// resolver built on inet_aton connects to an address all the same; a security check needs to know
// which. The rules here are those documented for POSIX inet_addr() (XBD <arpa/inet.h>, "IPv4
// Address Manipulation") and implemented by glibc's inet_aton(), written from that description:
// - 1 to 4 parts separated by '.'; every part starts with a digit (no sign, no white space, no
//   empty part, so no leading, trailing or doubled '.');
// - a part is read like C's strtoul(..., 0): "0x" or "0X" then hex digits, or "0" then octal digits,
//   or decimal; a digit its base lacks ends the part (and then the text: "08" and "0x" fail);
// - every part but the last is one byte (0-255); the last fills the remaining bytes: a.b.c.d,
//   a.b.c (c 16 bits), a.b (b 24 bits), a (32 bits);
// - a value above 2^32 - 1 in any part fails (glibc checks strtoul's range).
// Deviation: glibc stops at the first white space and ignores what follows ("1.2.3.4 junk"); a
// URI's host holds no white space, so here any trailing text is a failure.

/** max[parts - 1]: the largest value of the last part, by the number of parts. */
const LAST_PART_MAX = [0xffffffff, 0xffffff, 0xffff, 0xff] as const;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * The IPv4 address (as an unsigned 32-bit value) that an inet_aton-style resolver makes of `host`,
 * or undefined when inet_aton would reject it. Accepts every IPv4address, and RFC 3986 §7.4's
 * other forms: '0x7f.1', '2130706433', '0177.0.0.1' and '127.1' all give 0x7f000001. Pass the
 * host as the resolver sees it: for a URI's reg-name that is the percent-decoded host
 * (`uri.decoded('host')`). Throws UriError 'invalid-argument' only when host is not a string.
 * https://www.rfc-editor.org/rfc/rfc3986#section-7.4
 *
 * @example
 * inetAtonAddress('127.1');       // 2130706433 (127.0.0.1)
 * inetAtonAddress('example.com'); // undefined
 */
export function inetAtonAddress(host: string): number | undefined {
  expectString(host, 'inetAtonAddress: the host');
  const end = host.length;
  let value = 0; // the bytes of the parts before the last, shifted into place
  let parts = 0;
  let i = 0;
  for (;;) {
    if (i >= end || !isDigit(host.charCodeAt(i))) return undefined;
    let base = 10;
    if (host.charCodeAt(i) === 48) {
      const x = host.charCodeAt(i + 1) | 0x20;
      if (x === 120 && i + 1 < end) {
        // "0x": the hex digits follow; none makes strtoul stop at the 'x', trailing text
        base = 16;
        i += 2;
        if (i >= end || hexValue(host.charCodeAt(i)) < 0) return undefined;
      } else {
        base = 8;
      }
    }
    // Invariant: part <= 0xffffffff before each step, so part * 16 + 15 stays an exact integer.
    let part = 0;
    for (; i < end; i++) {
      const d = base === 16 ? hexValue(host.charCodeAt(i)) : host.charCodeAt(i) - 48;
      if (d < 0 || d >= base) break;
      part = part * base + d;
      if (part > 0xffffffff) return undefined;
    }
    parts++;
    if (i < end && host.charCodeAt(i) === 46) {
      // a part before a '.': one byte, and at most three of them
      if (parts > 3 || part > 0xff) return undefined;
      value = value * 256 + part;
      i++;
      continue;
    }
    if (i < end) return undefined; // "08", "0x1g", "1.2.3.4/": a character no part may hold
    if (part > LAST_PART_MAX[parts - 1]!) return undefined;
    // the leading parts take the high bytes; the last part fills the rest
    return value * 2 ** (8 * (4 - parts + 1)) + part;
  }
}
