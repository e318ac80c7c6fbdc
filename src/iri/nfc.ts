/** RFC 3987 §5.3.2.2 — character normalization: NFC on the text of an IRI, as an opt-in normalize step. */

import { ALPHA, CHARS, DIGIT } from '../chars.js';
import type { Components } from '../compose.js';
import type { NormalizeStep } from '../normalize.js';

// ---------------------------------------------------------------------------------------------
// Tables

/** The components that may hold non-ASCII in an IRI (scheme and port are ASCII by the grammar). */
const TEXT_COMPONENTS = ['userinfo', 'host', 'path', 'query', 'fragment'] as const;

// ---------------------------------------------------------------------------------------------
// Small predicates

/**
 * True for an ASCII letter or digit: the ASCII that stays inside a piece, since NFC joins letters with
 * the marks after them. Every other ASCII character cuts the text; of those, only '<', '=' and '>'
 * compose with anything (with U+0338), and an IRI holds only '='.
 */
function isAlnum(c: number): boolean {
  return c < 128 && (CHARS[c]! & (ALPHA | DIGIT)) !== 0;
}

/** True when t holds an ASCII character other than a letter or digit (a delimiter, or one an IRI forbids). */
function holdsAsciiMark(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 128 && !isAlnum(c)) return true;
  }
  return false;
}

/** t with ASCII A-Z to lower case, outside its escapes (their hex digits are not letters of the name). */
function lowerAsciiOutsideEscapes(t: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 37) i += 2;
    else if (c >= 65 && c <= 90) {
      out += t.slice(from, i) + String.fromCharCode(c + 32);
      from = i + 1;
    }
  }
  return from === 0 ? t : out + t.slice(from);
}

function hasUpperAscii(t: string): boolean {
  return lowerAsciiOutsideEscapes(t) !== t;
}

function isAsciiOnly(t: string): boolean {
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) >= 0x80) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * NFC of a piece that holds no ASCII besides letters and digits. NFC maps three characters to
 * ASCII on their own (canonical singletons): U+212A KELVIN SIGN to 'K', which is harmless, and
 * U+037E GREEK QUESTION MARK to ';' (a sub-delim) and U+1FEF GREEK VARIA to '`' (which no IRI
 * holds). Normalizing those would change the IRI's structure or make it invalid, so they stay as
 * written and the text around them is normalized on its own.
 */
function nfcPiece(piece: string): string {
  const n = piece.normalize('NFC');
  if (!holdsAsciiMark(n)) return n;
  let out = '';
  let from = 0;
  for (let i = 0; i < piece.length;) {
    const ch = String.fromCodePoint(piece.codePointAt(i)!);
    if (ch.length === 1 && ch.charCodeAt(0) >= 0x80 && holdsAsciiMark(ch.normalize('NFC'))) {
      const before = piece.slice(from, i).normalize('NFC');
      out += (holdsAsciiMark(before) ? piece.slice(from, i) : before) + ch;
      from = i + 1;
    }
    i += ch.length;
  }
  const rest = piece.slice(from).normalize('NFC');
  return out + (holdsAsciiMark(rest) ? piece.slice(from) : rest);
}

/**
 * NFC on one component's text, with its structure kept: the text is cut at every percent-encoding
 * (left exactly as written) and at every ASCII character that is not a letter or digit (delimiters
 * and sub-delims), and each piece is normalized on its own. Those ASCII characters are starters
 * that compose with nothing, so the result is the NFC of the whole text, with two exceptions that
 * keep the structure: '=' does not compose with a following U+0338 COMBINING LONG SOLIDUS OVERLAY
 * (U+2260 would turn a sub-delim into data), and U+037E and U+1FEF stay as written (nfcPiece).
 * ASCII-only text is returned as it is.
 */
function nfcText(text: string): string {
  if (isAsciiOnly(text)) return text; // a URI, or an IRI component without non-ASCII
  let out = '';
  let from = 0; // start of the piece being read
  for (let k = 0; k <= text.length; k++) {
    const c = k < text.length ? text.charCodeAt(k) : -1;
    if (c >= 0x80 || isAlnum(c)) continue;
    const piece = text.slice(from, k);
    out += isAsciiOnly(piece) ? piece : nfcPiece(piece);
    if (c === 37) {
      out += text.slice(k, k + 3); // pct-encoded: "%" HEXDIG HEXDIG, untouched (the parser checked it is whole)
      k += 2;
    } else if (c >= 0) {
      out += text.charAt(k);
    }
    from = k + 1;
  }
  return out === text ? text : out;
}

/**
 * The normalize step 'nfc': RFC 3987 §5.3.2.2 character normalization, Unicode Normalization Form C
 * (String.prototype.normalize('NFC')) on the non-ASCII text of userinfo, host, path, query and
 * fragment. Percent-encodings are left alone (decode them first with uriToIri if they should take
 * part), and so is the structure: the text is normalized piece by piece between its ASCII
 * delimiters (nfcText says why). On a URI it changes nothing, since a URI is ASCII.
 * https://www.rfc-editor.org/rfc/rfc3987#section-5.3.2.2
 *
 * Opt-in, because §5.3.2.2 says "Equivalence of IRIs MUST rely on the assumption that IRIs are
 * appropriately pre-character-normalized rather than apply character normalization when comparing
 * two IRIs"; NFC is the tool for text that comes from a non-digital form or a non-UCS encoding, or
 * for a comparison that chooses to be more lenient.
 *
 * @example
 * normalize('http://h/e\u0301', { iri: true, extraSteps: [nfcStep] }).toString(); // 'http://h/\u00E9'
 * equivalent('http://h/e\u0301', 'http://h/\u00E9', { iri: true, extraSteps: [nfcStep] }); // true
 */
export const nfcStep: NormalizeStep = {
  name: 'nfc',
  apply(c: Components): Components {
    let out = c;
    for (const key of TEXT_COMPONENTS) {
      const v = out[key];
      if (v === undefined) continue;
      let n = nfcText(v);
      if (n === v) continue;
      // NFC makes ASCII of one character, U+212A KELVIN SIGN ('K'). In a host that is lower case
      // already ('lowercase-host' runs before extra steps), that 'K' is lowered too; otherwise a
      // second normalize would lower it, and normalize would not be idempotent. (§6.2.2.1 of
      // RFC 3986: the host is case-insensitive, so this changes no equivalence.)
      if (key === 'host' && !hasUpperAscii(v)) n = lowerAsciiOutsideEscapes(n);
      out = { ...out, [key]: n };
    }
    return out;
  },
};
