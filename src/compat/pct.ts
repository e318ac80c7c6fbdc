/** uri-js compatibility — its percent-encoding helpers (pctEncChar, pctDecChars, escapeComponent, unescapeComponent), code unit for code unit. */

import { CHARS, PCT, REG_NAME, hexValue } from '../chars.js';
import { isUcschar } from './chars.js';
import { asString, checkCompatOptions } from './values.js';
import type { URIOptions } from './types.js';

// These are uri-js's public helpers and keep its exact results, quirks included: they work on
// UTF-16 code units (a surrogate is written as three octets of its own, not as its pair's four),
// pctDecChars reads octets with parseInt and decodes at most three-octet sequences without checking
// their continuation octets, and escapeComponent leaves every sub-delim as it is. They throw only for
// bad options: a value that is not a string is read as its text.

/** The byte `c` (0-255) as uri-js writes it: '%' and two upper-case hex digits. */
function hex(c: number): string {
  return PCT[c & 0xff]!;
}

/**
 * One UTF-16 code unit percent-encoded as UTF-8 (one to three escapes, upper-case hex), as uri-js's
 * `pctEncChar` does. A surrogate code unit gets the three octets of its own value.
 *
 * @example
 * pctEncChar(' ');      // '%20'
 * pctEncChar('\u00e9'); // '%C3%A9'
 */
export function pctEncChar(chr: string): string {
  const c = asString(chr).charCodeAt(0);
  // NaN (an empty string) takes the last branch with every shift 0, as in uri-js: '%E0%80%80'
  if (c < 128) return hex(c);
  if (c < 2048) return hex((c >> 6) | 192) + hex((c & 63) | 128);
  return hex((c >> 12) | 224) + hex(((c >> 6) & 63) | 128) + hex((c & 63) | 128);
}

/**
 * A run of escapes decoded as uri-js's `pctDecChars` does: an octet below 0x80 alone, 0xC2-0xDF with
 * the next escape, 0xE0 and above with the next two (a sequence cut short is kept as it is); any
 * other escape (a lone continuation octet, 0xC0, 0xC1) is kept.
 *
 * @example
 * pctDecChars('%C3%A9'); // '\u00e9'
 */
export function pctDecChars(str: string): string {
  const s = asString(str);
  let out = '';
  let i = 0;
  const n = s.length;
  while (i < n) {
    const c = parseInt(s.slice(i + 1, i + 3), 16);
    if (c < 128) {
      out += String.fromCharCode(c);
      i += 3;
    } else if (c >= 194 && c < 224) {
      if (n - i >= 6) {
        const c2 = parseInt(s.slice(i + 4, i + 6), 16);
        out += String.fromCharCode(((c & 31) << 6) | (c2 & 63));
      } else {
        out += s.slice(i, i + 6);
      }
      i += 6;
    } else if (c >= 224) {
      if (n - i >= 9) {
        const c2 = parseInt(s.slice(i + 4, i + 6), 16);
        const c3 = parseInt(s.slice(i + 7, i + 9), 16);
        out += String.fromCharCode(((c & 15) << 12) | ((c2 & 63) << 6) | (c3 & 63));
      } else {
        out += s.slice(i, i + 9);
      }
      i += 9;
    } else {
      out += s.slice(i, i + 3);
      i += 3;
    }
  }
  return out;
}

/**
 * A string percent-encoded for use as a component value, as uri-js's `escapeComponent`: every code
 * unit but unreserved characters and sub-delims (with `{ iri: true }`, ucschar too) is written with
 * pctEncChar. Falsy values come back as they are.
 *
 * @example
 * escapeComponent('a b/c'); // 'a%20b%2Fc'
 * escapeComponent('a+b');   // 'a+b' (a sub-delim)
 */
export function escapeComponent(str: string, options?: URIOptions): string {
  checkCompatOptions(options, 'compat.escapeComponent');
  if (!str) return str;
  const s = asString(str);
  const iri = isIriOption(options);
  // [from, i) is text kept as it is, not yet copied to `out`
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 ? (CHARS[c]! & REG_NAME) !== 0 : iri && isUcschar(c)) continue;
    out += s.slice(from, i) + pctEncChar(s[i]!);
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

/**
 * Escapes decoded as uri-js's `unescapeComponent`: each run its PCT_ENCODED expression matches (a
 * three-octet sequence whose first octet is E or F, a two-octet one whose first is 8-F, or one
 * escape) goes through pctDecChars. Falsy values come back as they are.
 *
 * @example
 * unescapeComponent('caf%C3%A9'); // 'caf\u00e9'
 */
export function unescapeComponent(str: string, options?: URIOptions): string {
  // checked, then unused: uri-js's URI and IRI expressions for escapes are the same
  checkCompatOptions(options, 'compat.unescapeComponent');
  if (!str) return str;
  const s = asString(str);
  let out = '';
  let from = 0;
  for (let i = s.indexOf('%'); i >= 0 && i < s.length; i = s.indexOf('%', i)) {
    const len = escapeRunAt(s, i);
    if (len === 0) {
      i++;
      continue;
    }
    out += s.slice(from, i) + pctDecChars(s.slice(i, i + len));
    i += len;
    from = i;
  }
  return from === 0 ? s : out + s.slice(from);
}

/** Whether `s` holds '%' and two hex digits at `i`. */
function escapeAt(s: string, i: number): boolean {
  return s.charCodeAt(i) === 0x25 && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0;
}

/** The length of uri-js's PCT_ENCODED match at `i` (9, 6 or 3), or 0. */
function escapeRunAt(s: string, i: number): number {
  if (!escapeAt(s, i)) return 0;
  const lead = hexValue(s.charCodeAt(i + 1));
  if (lead >= 0xe && escapeAt(s, i + 3) && escapeAt(s, i + 6)) return 9;
  if (lead >= 0x8 && escapeAt(s, i + 3)) return 6;
  return 3;
}

/** Whether the options ask for IRI text (uri-js reads every option by its truthiness). */
function isIriOption(options: URIOptions | undefined): boolean {
  return typeof options === 'object' && options !== null && Boolean(options.iri);
}
