/** RFC 2397 — the data URI scheme: media type, parameters, base64, and the decoded bytes. */

import { ALPHA, CHARS, DIGIT, hexValue } from '../chars.js';
import { argumentError } from '../errors.js';
import { decodeToBytes, encode } from '../percent.js';
import { type Uri, fromComponents, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import {
  type ViewInput, asciiLower, booleanField, decodeAt, escapeChars, expectView, pairsField, schemeField, schemeUri, stringField,
} from './common.js';
import type { SchemeEntry } from './registry.js';
import { beforeFragmentOf, schemeEndOf } from '../offsets.js';
import { DATA_INVALID_BASE64, DATA_INVALID_MEDIA_TYPE, DATA_INVALID_PARAMETER, DATA_MISSING_COMMA } from './codes/text.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * The structured view of a data URI (RFC 2397 §3): `data:[<mediatype>][;base64],<data>`.
 * The fragment is not part of the view (it belongs to the media type, RFC 3986 §3.5). Named
 * DataUriView, not DataView, so that importing it does not hide the built-in DataView of typed arrays.
 */
export interface DataUriView {
  /** The scheme, 'data'. */
  scheme: 'data';
  /**
   * The media type, type "/" subtype lower-cased (RFC 2045 §5.1: case-insensitive); 'text/plain'
   * when the URI omits it (§3).
   */
  mediaType: string;
  /**
   * The parameters in their order, as [attribute, value]: attributes lower-cased, values
   * percent-decoded. When the URI omits the whole media type (`data:,...`), §3's default
   * [['charset', 'US-ASCII']].
   */
  parameters: [string, string][];
  /** True when ";base64" precedes the comma. */
  base64: boolean;
  /** The data after the comma, raw (percent-encoded, any '?' included): decode it with decodeDataUri. */
  data: string;
}

/** A data URI's content: its media type and parameters (as in DataUriView) and the octets of its data. */
export interface DataContent {
  mediaType: string;
  parameters: [string, string][];
  bytes: Uint8Array;
}

// ---------------------------------------------------------------------------------------------
// Tables

/**
 * token = 1*<any CHAR except SPACE, CTLs, or tspecials> (RFC 2045 §5.1), limited to what a URI
 * holds literally: ALPHA / DIGIT and these marks ('#', '%', '^', '`', '{', '|', '}' would need escapes).
 */
const TOKEN_MARKS = "!$&'*+-._~";

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function buildToken(): Uint8Array {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if ((CHARS[c]! & (ALPHA | DIGIT)) !== 0) t[c] = 1;
  for (let i = 0; i < TOKEN_MARKS.length; i++) t[TOKEN_MARKS.charCodeAt(i)] = 1;
  return t;
}

function buildBase64(): Int8Array {
  const t = new Int8Array(128).fill(-1);
  for (let i = 0; i < 64; i++) t[BASE64_ALPHABET.charCodeAt(i)] = i;
  return t;
}

/** TOKEN[c] is 1 when the ASCII code c is a token character a URI holds literally. */
const TOKEN: Uint8Array = /* @__PURE__ */ buildToken();
/** BASE64[c] is the 6-bit value of the base64 character c (RFC 4648 §4, Table 1), or -1. */
const BASE64: Int8Array = /* @__PURE__ */ buildBase64();

/** §3: "If <mediatype> is omitted, it defaults to text/plain;charset=US-ASCII." */
const DEFAULT_TYPE = 'text/plain';
const DEFAULT_CHARSET = 'US-ASCII';

// ---------------------------------------------------------------------------------------------
// Small helpers

function isToken(c: number): boolean {
  return c < 128 && TOKEN[c] === 1; // (c < 128 first: no read past the table, see chars.ts's scan)
}

/** The index of the first non-token character in s[start, end), or -1; an empty range is an error at start. */
function tokenError(s: string, start: number, end: number): number {
  if (start === end) return start;
  for (let i = start; i < end; i++) if (!isToken(s.charCodeAt(i))) return i;
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Base64 (RFC 4648 §4), read from the URI itself so that errors point into it

/**
 * Decodes the base64 data at s[start, end), where a character may be percent-encoded, into `out`
 * (or only checks it when `out` is null) and returns the number of octets. Strict RFC 4648: only
 * the alphabet, length a multiple of four, '=' only as the last one or two characters, and zero
 * pad bits (§3.5), since a data URI is no place for a lax encoder's output to hide data.
 */
function readBase64(s: string, start: number, end: number, out: Uint8Array | null): number {
  let acc = 0;
  let bits = 0;
  let count = 0; // alphabet characters
  let pad = 0;
  let last = start; // index of the last alphabet character
  let k = 0;
  for (let i = start; i < end;) {
    let c = s.charCodeAt(i);
    const at = i;
    if (c === 0x25) {
      c = (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2)); // the core parser checked it
      i += 3;
    } else {
      i++;
    }
    if (c === 0x3d) {
      if (++pad > 2) throw schemeError(DATA_INVALID_BASE64, at, s, "at most two '=' end base64 data");
      continue;
    }
    const v = c < 128 ? BASE64[c]! : -1;
    if (v < 0 || pad > 0) {
      throw schemeError(DATA_INVALID_BASE64, at, s, pad > 0 ? "'=' padding comes only at the end" : 'not a base64 character');
    }
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    count++;
    last = at;
    if (bits >= 8) {
      bits -= 8;
      if (out !== null) out[k] = (acc >> bits) & 0xff;
      k++;
    }
  }
  if ((count + pad) % 4 !== 0) throw schemeError(DATA_INVALID_BASE64, end, s, 'base64 data comes in groups of four characters');
  if ((acc & ((1 << bits) - 1)) !== 0) throw schemeError(DATA_INVALID_BASE64, last, s, 'the unused bits of the last character are not zero');
  return k;
}

// ---------------------------------------------------------------------------------------------
// The rules

/**
 * Checks a data URI against RFC 2397 §3 and returns its view (the data stays raw; base64 data is
 * checked). The data runs from the first ',' to the fragment, a '?' included.
 * See {@link https://www.rfc-editor.org/rfc/rfc2397#section-3 RFC 2397 §3}.
 *
 * @throws {UriError} 'scheme-mismatch'; 'data-missing-comma'; 'data-invalid-media-type' and
 * 'data-invalid-parameter' at the first bad character; 'data-invalid-base64'; a core parse
 * error for a string that is no URI (like RFC 2397's own `%fg`).
 * @example
 * parseData('data:,A%20brief%20note');
 * // { scheme: 'data', mediaType: 'text/plain', parameters: [['charset', 'US-ASCII']], base64: false, data: 'A%20brief%20note' }
 */
export function parseData(uri: UriInput): DataUriView {
  const u = schemeUri(uri, ['data'], 'parseData: the URI').uri;
  const s = u.toString();
  const start = schemeEndOf(u) + 1;
  const end = beforeFragmentOf(u);
  // dataurl := "data:" [ mediatype ] [ ";base64" ] "," data
  let comma = s.indexOf(',', start);
  if (comma < 0 || comma > end) throw schemeError(DATA_MISSING_COMMA, end, s);
  // mediatype := [ type "/" subtype ] *( ";" parameter )
  let semi = s.indexOf(';', start);
  if (semi < 0 || semi > comma) semi = comma;
  let mediaType = DEFAULT_TYPE;
  const typeGiven = semi > start;
  if (typeGiven) {
    const slash = s.indexOf('/', start);
    const typeEnd = slash < 0 || slash > semi ? semi : slash;
    let bad = tokenError(s, start, typeEnd);
    if (bad < 0 && typeEnd === semi) bad = semi; // no '/'
    if (bad < 0) bad = tokenError(s, typeEnd + 1, semi);
    if (bad >= 0) throw schemeError(DATA_INVALID_MEDIA_TYPE, bad, s);
    mediaType = asciiLower(s.slice(start, semi));
  }
  const parameters: [string, string][] = [];
  let base64 = false;
  for (let i = semi; i < comma;) {
    const pStart = i + 1;
    let pEnd = s.indexOf(';', pStart);
    if (pEnd < 0 || pEnd > comma) pEnd = comma;
    const eq = s.indexOf('=', pStart);
    if (eq < 0 || eq > pEnd) {
      // ";base64" is the one parameter without '=', and comes last
      if (pEnd === comma && asciiLower(s.slice(pStart, pEnd)) === 'base64') {
        base64 = true;
        break;
      }
      const bad = tokenError(s, pStart, pEnd);
      throw schemeError(DATA_INVALID_PARAMETER, bad < 0 ? pEnd : bad, s, "a parameter is attribute '=' value");
    }
    let bad = tokenError(s, pStart, eq);
    if (bad < 0) {
      if (eq + 1 === pEnd) bad = pEnd;
      for (let j = eq + 1; bad < 0 && j < pEnd; j++) {
        const c = s.charCodeAt(j);
        if (c === 0x25) j += 2;
        else if (!isToken(c)) bad = j;
      }
    }
    if (bad >= 0) throw schemeError(DATA_INVALID_PARAMETER, bad, s);
    parameters.push([asciiLower(s.slice(pStart, eq)), decodeAt(s, eq + 1, pEnd)]);
    i = pEnd;
  }
  if (!typeGiven && parameters.length === 0) parameters.push(['charset', DEFAULT_CHARSET]);
  if (base64) readBase64(s, comma + 1, end, null);
  return { scheme: 'data', mediaType, parameters, base64, data: s.slice(comma + 1, end) };
}

/**
 * The content of a data URI: its media type and parameters, and its data decoded to octets
 * (base64, or percent-decoding). Works without Buffer or atob, so in browsers too.
 *
 * @throws {UriError} what parseData throws; 'data-invalid-base64' at the first bad character.
 * @example
 * decodeDataUri('data:text/plain;base64,SGk=').bytes; // Uint8Array [0x48, 0x69]
 */
export function decodeDataUri(uri: UriInput): DataContent {
  const u = schemeUri(uri, ['data'], 'decodeDataUri: the URI').uri;
  const view = parseData(u);
  const s = u.toString();
  const end = beforeFragmentOf(u);
  const start = end - view.data.length;
  let bytes: Uint8Array;
  if (view.base64) {
    const out = new Uint8Array(Math.ceil(view.data.length * 3 / 4));
    bytes = out.slice(0, readBase64(s, start, end, out));
  } else {
    bytes = decodeToBytes(view.data);
  }
  return { mediaType: view.mediaType, parameters: view.parameters, bytes };
}

// ---------------------------------------------------------------------------------------------
// The builder

/**
 * The data URI of a view: parameter values percent-encoded where a token does not allow them,
 * the data written as it is (raw: it must already be valid URI text). The default media type
 * (text/plain with only charset=US-ASCII) is written as the empty media type, `data:,`.
 *
 * @throws {UriError} the core's error for a character not allowed in the data; a data-* error for
 * a media type or parameter that breaks §3; 'invalid-argument' for a wrong type (the field named),
 * or a view that does not read back (a media type or attribute that is not lower case);
 * 'scheme-mismatch' for a `scheme` other than 'data' (it may be left out).
 * @example
 * buildData({ mediaType: 'text/plain', parameters: [['charset', 'utf-8']], base64: false, data: 'caf%C3%A9' }).toString();
 * // 'data:text/plain;charset=utf-8,caf%C3%A9'
 */
export function buildData(view: ViewInput<DataUriView>): Uri {
  const fn = 'buildData';
  expectView(view, fn);
  schemeField(view, fn, ['data']);
  const mediaType = stringField(view, 'mediaType', fn);
  const p = pairsField(view, 'parameters', fn, '[attribute, value]');
  const base64 = booleanField(view, 'base64', fn);
  const data = stringField(view, 'data', fn);
  const isDefault = mediaType === DEFAULT_TYPE && p.length === 1 && p[0]![0] === 'charset' && p[0]![1] === DEFAULT_CHARSET;
  let header = isDefault ? '' : mediaType;
  if (!isDefault) {
    for (const [attribute, value] of p) header += ';' + attribute + '=' + escapeChars(encode(value, 'segment'), "(),;=:@");
  }
  if (base64) header += ';base64';
  const q = data.indexOf('?');
  const uri = fromComponents({
    scheme: 'data',
    path: header + ',' + (q < 0 ? data : data.slice(0, q)),
    query: q < 0 ? undefined : data.slice(q + 1),
  });
  const again = parseData(uri);
  const same = again.mediaType === mediaType && again.base64 === base64 && again.data === data &&
    again.parameters.length === p.length && again.parameters.every(([n, v], i) => n === p[i]![0] && v === p[i]![1]);
  if (!same) {
    throw argumentError(`${fn}: the view does not read back as itself (media type and attributes are lower case; the default text/plain without parameters reads back with charset=US-ASCII)`, uri.toString());
  }
  return uri;
}

/** The data scheme: RFC 2397, opaque. */
export const dataScheme: SchemeEntry<DataUriView> = {
  name: 'data',
  spec: 'RFC 2397',
  hierarchical: false,
  parse: parseData,
  build: buildData,
};
