/** RFC 3986 §3.2.2, §7.3, §7.6 — percent-escapes in a reg-name that decode to a delimiter, a control, or a label separator (`http://good.com%40evil.com/`). */

import { hexValue } from '../../chars.js';
import type { AuditContext, AuditRule, FindingSink, Severity } from '../types.js';

// §3.2.2 lets a reg-name hold pct-encoded octets, but the host is looked up decoded, and a decoded
// gen-delim changes what the text means: `http://good.com%40evil.com/` is the host
// "good.com@evil.com" to this parser, while a naive decoder that re-parses sees user good.com at
// host evil.com (§7.6), and `http://evil.com%00.example.com/` passes a suffix check on
// ".example.com" while a C resolver stops at the NUL and looks up evil.com. §7.3: "Applications
// must split the URI into its components and subcomponents prior to decoding the octets, as
// otherwise the decoded octets might be mistaken for delimiters", and "%00" "should be rejected".
// A browser decodes the host before it resolves it (WHATWG URL host parser), so `%2E` makes a label
// separator: `http://ex%2eample.com/` reaches ex.ample.com; that is a 'warning' (the name is still
// a name), every delimiter, '%', white space, NUL, C0 control and DEL a 'danger'. RFC 3490 §3.1's
// other full stops (U+3002, U+FF0E, U+FF61), written as UTF-8 escapes, are dots for IDNA too: a
// 'warning' spanning their three escapes. Each finding spans the escapes of one character.

/** What each decoded ASCII delimiter does to a host (the gen-delims of §2.2, '\', '%', space and NUL). */
const DELIMITERS: Readonly<Record<number, string>> = {
  0x00: 'NUL, which ends the host for a C string: a resolver looks up the text before it while a suffix check sees the text after',
  0x20: 'a space, which ends the host for a resolver, a log line or a header',
  0x23: "'#', which ends the authority: what follows reads as the fragment",
  0x25: "'%', which a second decoding reads as the start of another escape",
  0x2f: "'/', which ends the authority: what follows reads as the path",
  0x3a: "':', which starts the port",
  0x3f: "'?', which ends the authority: what follows reads as the query",
  0x40: "'@', the userinfo delimiter: what comes before it reads as a user name and the host as what follows (\u00a77.6)",
  0x5b: "'[', which opens an IP-literal",
  0x5c: "'\\', which a browser (special schemes) and Windows read as '/': it ends the authority",
  0x5d: "']', which closes an IP-literal",
};

/** Names of the controls a reader knows by name; the others are written U+00XX. */
const CONTROL_NAMES: Readonly<Record<number, string>> = { 0x09: 'TAB', 0x0a: 'LF', 0x0b: 'VT', 0x0c: 'FF', 0x0d: 'CR', 0x1b: 'ESC', 0x7f: 'DEL' };

/** RFC 3490 §3.1's full stops other than '.', by the code point their three UTF-8 octets encode. */
const IDEOGRAPHIC_STOPS: Readonly<Record<number, string>> = {
  0x3002: 'U+3002 IDEOGRAPHIC FULL STOP',
  0xff0e: 'U+FF0E FULLWIDTH FULL STOP',
  0xff61: 'U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP',
};

/** The octet of the escape at i (s[i] is '%'), or -1 when s has no %HH there. */
function octetAt(s: string, i: number, end: number): number {
  if (i + 2 >= end || s.charCodeAt(i) !== 37) return -1;
  const hi = hexValue(s.charCodeAt(i + 1));
  const lo = hexValue(s.charCodeAt(i + 2));
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

/** What a decoded ASCII octet does to a host, or undefined for one that is harmless there. */
function effectOf(b: number): string | undefined {
  const d = DELIMITERS[b];
  if (d !== undefined) return d;
  if (b < 0x20 || b === 0x7f) {
    const name = CONTROL_NAMES[b] ?? `U+${b.toString(16).toUpperCase().padStart(4, '0')}`;
    return `the control character ${name}, which ends or splits the host for a resolver, a log line or a header`;
  }
  return undefined;
}

function push(out: FindingSink, start: number, end: number, severity: Severity, source: string, message: string): void {
  out.push({ code: 'encoded-delimiter-in-host', severity, source, start, end, message });
}

export const encodedHostDelimiterRule: AuditRule = {
  codes: ['encoded-delimiter-in-host'],
  readings: ['rfc3986'], // about how the text is written: the WHATWG reading is the parser's own serialization
  check(context: AuditContext, out: FindingSink): void {
    const h = context.host;
    if (h === undefined || context.hostKind !== 'reg-name') return;
    const s = context.input;
    const end = h.end;
    // Invariant: in a parsed reg-name every '%' starts a %HH escape (§2.1); i only moves forward.
    for (let i = h.start; i < end; i++) {
      if (s.charCodeAt(i) !== 37) continue;
      const b = octetAt(s, i, end);
      if (b < 0) continue;
      const escape = s.slice(i, i + 3);
      if (b === 0x2e) {
        push(out, i, i + 3, 'warning', 'RFC 3986 \u00a73.2.2, \u00a77.3',
          `${escape} in the host decodes to '.', a label separator: a browser decodes it (ex%2Eample.com reaches ex.ample.com), so the labels a check reads in the text are not the ones resolved and an allow-list match is fooled: refuse the URI`);
        i += 2;
        continue;
      }
      if (b === 0xe3 || b === 0xef) {
        // a three-octet UTF-8 sequence 1110xxxx 10xxxxxx 10xxxxxx
        const b2 = octetAt(s, i + 3, end);
        const b3 = octetAt(s, i + 6, end);
        const name = b2 < 0 || b3 < 0 ? undefined : IDEOGRAPHIC_STOPS[((b & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f)];
        if (name !== undefined && (b2 & 0xc0) === 0x80 && (b3 & 0xc0) === 0x80) {
          push(out, i, i + 9, 'warning', 'RFC 3986 \u00a73.2.2, \u00a77.3; RFC 3490 \u00a73.1',
            `${s.slice(i, i + 9)} in the host decodes to ${name}, which IDNA reads as '.': a browser reaches a host with one more label than a check reads in the text, and an allow-list match is fooled: refuse the URI`);
          i += 8;
          continue;
        }
      }
      const effect = b < 0x80 ? effectOf(b) : undefined;
      if (effect !== undefined) {
        push(out, i, i + 3, 'danger', b === 0x40 ? 'RFC 3986 \u00a73.2.2, \u00a77.3, \u00a77.6' : 'RFC 3986 \u00a73.2.2, \u00a77.3',
          `${escape} in the host decodes to ${effect}; a decoder or a browser then reads another host than the one this URI names (or fails on it), and an allow-list match on the text is fooled: refuse the URI`);
      }
      i += 2;
    }
  },
};
