/** uri-js / fast-uri compatibility — the peers' own character sets (RFC 6068 §2's mailto sets, RFC 3987 §2.2's ucschar as uri-js reads it) beside the core's (RFC 3986 §2, src/chars.ts). */

import { CHARS } from '../chars.js';

// The RFC 3986 sets (unreserved, sub-delims, path, query, userinfo, reg-name, scheme, HEXDIG) are
// the core's, one definition in src/chars.ts. The peers write mailto parts with sets of their own;
// CLASS is the core's table with those three sets added above the core's bits, so that one encoder
// (encoding.ts) reads both kinds of set from one table.

/** mailto local-part characters left as they are (fast-uri: uri-js's VCHAR and path-noscheme sets, less ",") */
export const LOCAL_PART = 1 << 16;
/** mailto hfname / hfvalue characters left as they are (RFC 6068 qchar, less "&" and "=") */
export const HFNAME = 1 << 17;
/** mailto domain characters left as they are (RFC 6068 dtext-no-obs that a path may hold) */
export const DTEXT = 1 << 18;

const ALPHA_DIGIT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** One entry per ASCII character: the core's sets (src/chars.ts's bits) and the mailto sets above. */
export const CLASS: Uint32Array = /* @__PURE__ */ (() => {
  const t = new Uint32Array(128);
  for (let c = 0; c < 128; c++) t[c] = CHARS[c]!;
  const add = (chars: string, bit: number): void => {
    for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)]! |= bit;
  };
  add(ALPHA_DIGIT + "-._~!$'()*+=", LOCAL_PART);
  add(ALPHA_DIGIT + "-._~!$'()*+,;:@", HFNAME);
  add(ALPHA_DIGIT + "-._~!$'()*+;:", DTEXT);
  return t;
})();

/**
 * uri-js's ucschar: RFC 3987's, as its regular expressions see it (one UTF-16 code unit, so the
 * Basic Multilingual Plane only), without the bidi formatting characters U+200E, U+200F and
 * U+202A-U+202E (RFC 3987 §4.1). The core's iriCharLength reads whole code points (the astral
 * planes too) and leaves out C1 controls and noncharacters; uri-js's results need this reading.
 */
export function isUcschar(c: number): boolean {
  return (c >= 0xa0 && c <= 0x200d) || (c >= 0x2010 && c <= 0x2029) || (c >= 0x202f && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfdcf) || (c >= 0xfdf0 && c <= 0xffef);
}

/** RFC 3987 iprivate, BMP part (uri-js's): allowed in a query only. */
export function isIprivate(c: number): boolean {
  return c >= 0xe000 && c <= 0xf8ff;
}
