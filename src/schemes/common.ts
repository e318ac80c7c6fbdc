/** RFC 3986 §3.1 — what every scheme module shares: the scheme check of its argument, and decoding a part with errors placed in the whole URI. */

import { UriError, describeValue } from '../errors.js';
import { decode } from '../percent.js';
import { type Uri, toUri } from '../uri.js';
import { schemeError } from './codes.js';

/**
 * @internal The URI argument of a parseX function (a string is parsed with the core parse) as a Uri of one of `schemes` (lower case),
 * and its scheme lower-cased; another scheme, or none, throws 'scheme-mismatch' at 0.
 */
export function schemeUri(value: string | Uri, schemes: readonly string[], what: string): { uri: Uri; scheme: string } {
  const uri = toUri(value, what, undefined);
  const scheme = uri.scheme?.toLowerCase();
  if (scheme === undefined || !schemes.includes(scheme)) {
    throw schemeError('scheme-mismatch', 0, uri.toString(),
      `expected a URI of scheme ${schemes.join(' or ')}, got ${scheme === undefined ? 'a relative reference' : describeValue(uri.scheme)}`);
  }
  return { uri, scheme };
}

/** `raw` (the text at `start` in `input`, the whole URI) percent-decoded; a decoding error's index is moved into `input`. */
export function decodePart(raw: string, start: number, input: string): string {
  try {
    return decode(raw);
  } catch (e) {
    if (e instanceof UriError) throw new UriError(e.code, start + e.index, input, e.detail);
    throw e;
  }
}

/** s[start, end) percent-decoded, a decoding error's index being an offset in s. */
export function decodeAt(s: string, start: number, end: number): string {
  return decodePart(s.slice(start, end), start, s);
}

/** ASCII-only lower case: scheme tokens (header names, media types, parameter names) are ASCII, and other letters keep their length. */
export function asciiLower(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : s[i]!;
  }
  return out;
}

/** Percent-encodes the characters of `chars` in an already encoded text (its '%' are all escapes). */
export function escapeChars(text: string, chars: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    out += chars.includes(ch) ? '%' + ch.charCodeAt(0).toString(16).toUpperCase() : ch;
  }
  return out;
}
