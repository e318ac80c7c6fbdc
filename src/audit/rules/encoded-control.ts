/** RFC 3986 §7.3, the uri(7) manual page Security — percent-encoded CR, LF, NUL and other controls that a decoder would turn into protocol delimiters. */

import { hexValue } from '../../chars.js';
import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// §7.3: "It is therefore vital that a URI ... not decode percent-encoded ... characters before
// passing them to another protocol". Seed 002: "When a URI contains escapes of delimiters for a
// given protocol (for example, CR and LF characters for telnet protocols), ... these are not
// unescaped before transmission", as `telnet://host/%0D%0Alogin` would send a second command.
// CR, LF and NUL are 'danger' (line and string terminators); every other C0 control and DEL is a
// 'warning'. Each finding spans the three characters of its escape.

const NAMES: Readonly<Record<number, string>> = { 0x00: 'NUL', 0x09: 'TAB', 0x0a: 'LF', 0x0d: 'CR', 0x1b: 'ESC', 0x7f: 'DEL' };

export const encodedControlRule: AuditRule = {
  codes: ['encoded-control-character'],
  check(context: AuditContext, out: FindingSink): void {
    const s = context.input;
    // Invariant: in a parsed URI every '%' starts a %HH escape (§2.1), and a scheme has none.
    for (let i = s.indexOf('%'); i >= 0 && i + 2 < s.length; i = s.indexOf('%', i + 3)) {
      const hi = hexValue(s.charCodeAt(i + 1));
      const lo = hexValue(s.charCodeAt(i + 2));
      if (hi < 0 || lo < 0) continue;
      const b = hi * 16 + lo;
      if (b >= 0x20 && b !== 0x7f) continue;
      const danger = b === 0x00 || b === 0x0a || b === 0x0d;
      const name = NAMES[b] ?? `U+${b.toString(16).toUpperCase().padStart(4, '0')}`;
      out.push({
        code: 'encoded-control-character',
        severity: danger ? 'danger' : 'warning',
        source: 'RFC 3986 \u00a77.3, the uri(7) manual page',
        start: i,
        end: i + 3,
        message: `${s.slice(i, i + 3)} encodes the control character ${name}; decoded and passed on, it can end a line or a string and smuggle a command into another protocol: keep it encoded, or refuse the URI`,
      });
    }
  },
};
