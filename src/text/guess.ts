/** RFC 3986 §4.5 — suffix references: completing `www.example.org/x` to an absolute URI by heuristics (opt-in). */

import { expectString } from '../errors.js';
import { type Fields, checkOptions, isBoolean } from '../options.js';
import { type Uri, tryParse } from '../uri.js';

/** Options of guessUri. */
export interface GuessOptions {
  /** Complete to an RFC 3987 IRI: the rest may hold ucschar. Default false. */
  iri?: boolean | undefined;
}

/** The fields of GuessOptions, checked (see options.ts). */
const GUESS_FIELDS: Fields = { iri: isBoolean };

/** A suffix reference completed by heuristics: `guessed` is always true, so a caller cannot mistake it for what was written. */
export interface GuessedUri {
  readonly uri: Uri;
  readonly guessed: true;
}

// §4.5: "a hostname that starts with 'www' is likely to have a URI prefix of 'http://' and a
// hostname that starts with 'ftp' likely to have 'ftp://'"; the uri(7) manual page ("Writing a URI") says the same.
// Decision: these two only. `gopher.` and the like are not guessed: neither text names them, such
// host names are rare today, and §4.5 warns that "such heuristics are expected to change over time".
/** The host-name prefixes this module completes (lower case; matched case-insensitively), and the scheme each gets. */
export const SUFFIX_PREFIXES: readonly (readonly [prefix: string, completion: string])[] = [
  ['www.', 'http://'],
  ['ftp.', 'ftp://'],
];

/** The completion for a suffix reference starting at `start` of s ('http://', 'ftp://'), or '' when it starts with neither prefix. */
export function suffixCompletion(s: string, start: number): string {
  for (const [prefix, completion] of SUFFIX_PREFIXES) {
    if (s.length - start <= prefix.length) continue; // the prefix alone names no host
    let k = 0;
    while (k < prefix.length && (s.charCodeAt(start + k) | 0x20) === prefix.charCodeAt(k)) k++;
    // '.' | 0x20 is '.', so one comparison covers letters and the dot.
    if (k !== prefix.length) continue;
    // The host goes on after the prefix: a letter, a digit or (for IRIs) non-ASCII, never '/', ':', '.'.
    const c = s.charCodeAt(start + k);
    if ((c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122) || c >= 0xa0) return completion;
  }
  return '';
}

/**
 * Completes a suffix reference (RFC 3986 §4.5; https://www.rfc-editor.org/rfc/rfc3986#section-4.5):
 * text that starts with `www.` becomes `http://...`, text that starts with `ftp.` becomes `ftp://...`
 * (case-insensitive). Returns null for anything else, including text that already has a scheme,
 * a prefix with nothing after it, and a completion that is not a valid URI (IRI with `iri`).
 *
 * Security (RFC 3986 §7.6): the completion must not have a userinfo. `www.example.org@evil.example`
 * would otherwise complete to a URI whose host is `evil.example`; such text is refused, so the
 * host of a guessed URI is always the `www.`/`ftp.` name the reader saw.
 *
 * §4.5 also says such references belong in dialogs and prose, never in hypertext links: the result
 * is marked `guessed: true`.
 *
 * @throws {UriError} 'invalid-argument' for a text that is not a string, options that are not an
 * object, an unknown option, or an `iri` that is not a boolean.
 * @example
 * guessUri('www.w3.org/Addressing/')?.uri.toString(); // 'http://www.w3.org/Addressing/'
 * guessUri('ftp.example.org/pub')?.uri.scheme;         // 'ftp'
 * guessUri('example.org');                             // null
 */
export function guessUri(text: string, options?: GuessOptions): GuessedUri | null {
  expectString(text, 'guessUri: the text');
  checkOptions(options, 'guessUri', GUESS_FIELDS);
  const iri = options?.iri;
  const completion = suffixCompletion(text, 0);
  if (completion === '') return null;
  const uri = tryParse(completion + text, { rule: 'URI', iri: iri === true });
  // §7.6: no userinfo, so the host begins right after '//' (see above).
  if (uri === null || uri.userinfo !== undefined) return null;
  return { uri, guessed: true };
}
