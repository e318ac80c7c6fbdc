/** RFC 3986 Appendix C — URIs in free text: finding them and their spans. */

import { ALPHA, CHARS, DIGIT, IPRIVATE, SCHEME, iriCharLength, isIn, uriCharTable } from '../chars.js';
import { expectString } from '../errors.js';
import { type Fields, checkOptions, isBoolean } from '../options.js';
import { tryParse } from '../uri.js';
import { guessUri, suffixCompletion } from './guess.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * How a found URI was set off from the text (Appendix C; the uri(7) manual page "Writing a URI"):
 * `angle` `<http://a/>`, `url-angle` the old `<URL:http://a/>`, `quote` `"http://a/"`,
 * `none` white space and punctuation only.
 */
export type UriDelimiter = 'angle' | 'url-angle' | 'quote' | 'none';

/** Options of extractUris. */
export interface ExtractOptions {
  /**
   * Also find suffix references (§4.5): `www.example.org/x`, `ftp.example.org/pub`, completed by
   * guessUri and reported with `guessed: true`. Default false.
   */
  bare?: boolean | undefined;
  /** Find RFC 3987 IRIs: non-ASCII ucschar may stand in the URI. Default false (a URI is ASCII). */
  iri?: boolean | undefined;
}

/** The fields of ExtractOptions, checked (see options.ts). */
const EXTRACT_FIELDS: Fields = { bare: isBoolean, iri: isBoolean };

/** One URI found in the text. */
export interface FoundUri {
  /** The URI as written: `text.slice(start, end)` with white space removed (Appendix C: a URI split over lines). */
  readonly uri: string;
  /** Offset in the text of the URI's first character (delimiters excluded). */
  readonly start: number;
  /** Offset in the text just past the URI's last character (delimiters excluded). */
  readonly end: number;
  readonly delimiter: UriDelimiter;
  /** True for a suffix reference completed by heuristics (only with `bare: true`). */
  readonly guessed: boolean;
  /** The absolute URI the text refers to: `uri` itself, or for a guessed suffix reference its completion (`http://` + uri). */
  readonly target: string;
}

// ---------------------------------------------------------------------------------------------
// Tables

/** Characters that may stand in a URI at all: unreserved, reserved and '%' (§2). Everything else ends an undelimited URI. */
const URI_CHAR: Uint8Array = /* @__PURE__ */ uriCharTable();

/**
 * Sentence punctuation left out at the end of an undelimited URI (the uri(7) manual page: "never move extraneous
 * punctuation into the URI", so a trailing one belongs to the sentence): . , ; : ! ? and the
 * closing quote '. (A '"' cannot be in a URI at all.) ')' and ']' are handled by balance.
 */
function isTrailingPunctuation(c: number): boolean {
  return c === 46 || c === 44 || c === 59 || c === 58 || c === 33 || c === 63 || c === 39;
}

// ---------------------------------------------------------------------------------------------
// Predicates

/** ASCII white space: space, tab, LF, VT, FF, CR. Appendix C removes it inside angle brackets. */
function isWhiteSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * True when a scheme cannot start after the character c: a letter or a digit (the brief's rule: a
 * scheme is not glued to a word), and, an extension, the characters that continue a word or a path
 * rather than start one: - . _ ~ + / % @. So `./a:b` and `user@b:c` find nothing, while `x=http://a/`
 * and `(http://a/)` find the URI. NaN (before the start) is none of them.
 */
function isGluedScheme(c: number): boolean {
  return c < 128 && ((CHARS[c]! & (ALPHA | DIGIT)) !== 0 || c === 45 || c === 46 || c === 95 || c === 126 || c === 43 || c === 47 || c === 37 || c === 64);
}

/** Whether c is a character a URI holds (§2); c < 128 first: no read past the table (see chars.ts's scan), and NaN past the end is none. */
function isUriChar(c: number): boolean {
  return c < 128 && URI_CHAR[c] === 1;
}

/** The number of code units (1 or 2) of the URI character at i, or 0 (white space, a delimiter, the end, non-ASCII in a URI). */
function uriCharLength(s: string, i: number, iri: boolean): number {
  const c = s.charCodeAt(i);
  if (isUriChar(c)) return 1;
  return iri && c >= 0xa0 ? iriCharLength(s, i, IPRIVATE) : 0;
}

/**
 * The length of `scheme ":"` at the start of s (§3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )),
 * or 0 when s does not start with one.
 */
function schemeColonLength(s: string): number {
  const c = s.charCodeAt(0);
  if (!isIn(c, ALPHA)) return 0;
  let k = 1;
  while (isIn(s.charCodeAt(k), SCHEME)) k++;
  return s.charCodeAt(k) === 58 ? k + 1 : 0;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

// Parenthesis and bracket counts of the last scanBody, read by trimEnd (registers, not an object per candidate).
let openParens = 0;
let closeParens = 0;
let openBrackets = 0;
let closeBrackets = 0;

/** Reads URI characters from i and returns the index of the first that is not one; counts ( ) [ ] on the way. */
function scanBody(s: string, i: number, iri: boolean): number {
  openParens = closeParens = openBrackets = closeBrackets = 0;
  for (;;) {
    const c = s.charCodeAt(i);
    if (isUriChar(c)) {
      if (c === 40) openParens++;
      else if (c === 41) closeParens++;
      else if (c === 91) openBrackets++;
      else if (c === 93) closeBrackets++;
      i++;
    } else {
      const n = iri && c >= 0xa0 ? iriCharLength(s, i, IPRIVATE) : 0;
      if (n === 0) return i;
      i += n;
    }
  }
}

/**
 * The end of an undelimited URI once trailing sentence punctuation is left out (the uri(7) manual page), and a
 * ')' or ']' that has no partner inside the URI (`(see http://a/b)` drops it, Wikipedia-style
 * `http://a/b_(c)` keeps it, and so does the IP literal of `http://[::1]`).
 * Invariant: each step removes one code unit, so the loop is linear in what scanBody read.
 */
function trimEnd(s: string, start: number, end: number): number {
  while (end > start) {
    const c = s.charCodeAt(end - 1);
    if (isTrailingPunctuation(c)) {
      end--;
    } else if (c === 41 && closeParens > openParens) {
      closeParens--;
      end--;
    } else if (c === 93 && closeBrackets > openBrackets) {
      closeBrackets--;
      end--;
    } else {
      break;
    }
  }
  return end;
}

/**
 * What a candidate is: with `guess`, a suffix reference that guessUri completes; otherwise an
 * absolute URI (an IRI with `iri`). Returns the target and whether it was guessed, or null.
 */
function check(candidate: string, guess: boolean, iri: boolean): { target: string; guessed: boolean } | null {
  if (guess) {
    const guessed = guessUri(candidate, { iri });
    return guessed === null ? null : { target: guessed.uri.toString(), guessed: true };
  }
  const schemeLength = schemeColonLength(candidate);
  // Decision: a URI needs something after its ':' ('Note: this' is prose, though 'Note:' alone
  // matches absolute-URI). Only an absolute URI with a scheme is found (§4.3), never a relative reference.
  if (schemeLength === 0 || candidate.length === schemeLength) return null;
  return tryParse(candidate, { rule: 'URI', iri }) === null ? null : { target: candidate, guessed: false };
}

/** True when a delimited candidate is read as a suffix reference: `bare` is on and it starts with `www.` or `ftp.` and a host. */
function isSuffix(candidate: string, bare: boolean): boolean {
  return bare && suffixCompletion(candidate, 0) !== '';
}

/**
 * `<` at i: Appendix C's angle brackets, and the old `<URL:...>` form. White space inside is
 * removed (a URI broken across lines), but the scheme and its ':' must be written without any:
 * `<see http://a/ here>` is prose in brackets, not a URI. Returns where scanning goes on: past '>'
 * when a URI was found; otherwise just inside the '<', or past a `URL:` prefix (so that `<URL:foo>`
 * does not report the `URL:foo` the old prefix makes).
 * Invariant: the scan stops at the first character that is neither white space nor a URI
 * character ('<' and '"' included), so two angle scans never read the same text.
 */
function readAngle(s: string, i: number, bare: boolean, iri: boolean, out: FoundUri[]): number {
  let j = i + 1;
  while (isWhiteSpace(s.charCodeAt(j))) j++;
  let delimiter: UriDelimiter = 'angle';
  // Appendix C: 'The prefix "URL:" (with or without a trailing space) was formerly recommended'.
  if ((s.charCodeAt(j) | 0x20) === 117 && (s.charCodeAt(j + 1) | 0x20) === 114 && (s.charCodeAt(j + 2) | 0x20) === 108 && s.charCodeAt(j + 3) === 58) {
    j += 4;
    while (isWhiteSpace(s.charCodeAt(j))) j++;
    delimiter = 'url-angle';
  }
  const start = j;
  const fail = delimiter === 'url-angle' ? start : i + 1;
  let end = j; // past the last character that is not white space
  let spaced = false; // white space between start and end
  for (;;) {
    const c = s.charCodeAt(j);
    if (c === 62) break; // '>'
    if (isWhiteSpace(c)) {
      j++;
      continue;
    }
    const n = uriCharLength(s, j, iri);
    if (n === 0) return fail; // the end, or a character no URI holds: not a delimited URI
    if (j > end) spaced = true;
    j += n;
    end = j;
  }
  if (end === start) return fail;
  let uri = s.slice(start, end);
  if (spaced) {
    // Appendix C: "The whitespace should be ignored when the URI is extracted." A hyphen before a
    // line break is kept: Appendix C says it "may or may not actually be part of the URI", and
    // only a person can tell; the span still covers the break.
    let compact = '';
    for (let k = start; k < end; k++) {
      if (!isWhiteSpace(s.charCodeAt(k))) compact += s[k];
    }
    uri = compact;
    // The scheme and its ':' are written in one piece (see above): a scheme that only the removal
    // of white space brings to its ':' is prose.
    if (schemeColonLength(uri) > 0 && schemeColonLength(s.slice(start, Math.min(end, start + uri.length))) === 0) return fail;
  }
  const found = check(uri, isSuffix(uri, bare), iri);
  if (found === null) return fail;
  out.push({ uri, start, end, delimiter, guessed: found.guessed, target: found.target });
  return j + 1;
}

/**
 * `"` at i: a URI in double quotes (Appendix C, the uri(7) manual page). The text between the quotes must be
 * exactly the URI: nothing is trimmed (the uri(7) manual page: in "logical" quotation the punctuation stays
 * outside), and no white space. Returns the index past the closing quote, or -1.
 */
function readQuote(s: string, i: number, bare: boolean, iri: boolean, out: FoundUri[]): number {
  let j = i + 1;
  for (let n = uriCharLength(s, j, iri); n > 0; n = uriCharLength(s, j, iri)) j += n;
  if (s.charCodeAt(j) !== 34 || j === i + 1) return -1;
  const uri = s.slice(i + 1, j);
  const found = check(uri, isSuffix(uri, bare), iri);
  if (found === null) return -1;
  out.push({ uri, start: i + 1, end: j, delimiter: 'quote', guessed: found.guessed, target: found.target });
  return j + 1;
}

/**
 * A letter at i that no letter or digit precedes: maybe a scheme (an undelimited URI), or with
 * `bare` a suffix reference. Returns where scanning goes on, always past i.
 * Invariant: the return value is past everything examined except trailing punctuation that was
 * left out of a found URI (a handful of . , ; : ! ? ' ) ] that start nothing), so the whole text
 * is read a bounded number of times.
 */
function readUndelimited(s: string, i: number, bare: boolean, iri: boolean, out: FoundUri[]): number {
  let k = i + 1;
  while (isIn(s.charCodeAt(k), SCHEME)) k++;
  // A suffix reference needs a clear left edge: not inside an e-mail address or a path.
  const suffix = bare && suffixCompletion(s, i) !== '' && (i === 0 || isSuffixLeftEdge(s.charCodeAt(i - 1)));
  let bodyStart: number;
  if (suffix) {
    // With bare, `www.example.org:8080/` is a host and port, not the scheme 'www.example.org'.
    bodyStart = i;
  } else if (s.charCodeAt(k) === 58) {
    // §3.1: scheme ":" and then at least one URI character (the 'Note: this' rule, see check).
    if (uriCharLength(s, k + 1, iri) === 0) return k + 1;
    bodyStart = k + 1;
  } else {
    // Every later start inside this run of scheme characters ends at the same k: skip them all.
    return k;
  }
  const e = scanBody(s, bodyStart, iri);
  const end = trimEnd(s, bodyStart, e);
  if (end === bodyStart) return e;
  const uri = s.slice(i, end);
  const found = check(uri, suffix, iri);
  // Decision: an invalid candidate is skipped, never trimmed to its valid prefix (a URI cut short
  // at 'http://a/b%zz' would name another resource); scanning goes on past all of it.
  if (found === null) return e;
  out.push({ uri, start: i, end, delimiter: 'none', guessed: found.guessed, target: found.target });
  return end;
}

/** True when a suffix reference may start after the character c: white space, or an opening ( [ ' or anything no URI holds. */
function isSuffixLeftEdge(c: number): boolean {
  return !isUriChar(c) || c === 40 || c === 91 || c === 39;
}

/**
 * Finds the URIs in prose and returns each with its span (RFC 3986 Appendix C;
 * https://www.rfc-editor.org/rfc/rfc3986#appendix-C, and uri(7)'s "Writing a URI"):
 *
 * - `<...>` and `<URL:...>`: white space inside is removed, so a URI broken over lines is found whole;
 * - `"..."`: the text between the quotes, exactly;
 * - otherwise `scheme:` not glued to a preceding letter, digit or - . _ ~ + / % @, up to white space or a character
 *   no URI holds; trailing `. , ; : ! ? '` are left out, and `)` or `]` unless balanced inside;
 * - with `bare: true`, suffix references (`www.`, `ftp.`) completed by guessUri, marked `guessed`.
 *
 * Every reported `uri` is an absolute URI by parse (an IRI with `iri: true`), or for a guessed one
 * its `target` is; candidates that do not parse are skipped, not trimmed. A scheme needs something
 * after its ':' other than white space, so `Note: this` finds nothing. Spans are in text order and
 * do not overlap. Linear time in the length of the text.
 *
 * @throws {UriError} 'invalid-argument' for a text that is not a string, options that are not an
 * object, an unknown option, or a `bare` or `iri` that is not a boolean.
 * @example
 * extractUris('See <http://example.com/a> or "urn:isbn:0451450523".').map((f) => f.uri);
 * // ['http://example.com/a', 'urn:isbn:0451450523']
 */
export function extractUris(text: string, options?: ExtractOptions): FoundUri[] {
  expectString(text, 'extractUris: the text');
  checkOptions(options, 'extractUris', EXTRACT_FIELDS);
  const bare = options?.bare === true;
  const iri = options?.iri === true;
  const out: FoundUri[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 60) {
      // '<': on failure go on inside the brackets, where an undelimited URI may still stand.
      i = readAngle(text, i, bare, iri, out);
    } else if (c === 34) {
      const next = readQuote(text, i, bare, iri, out);
      i = next < 0 ? i + 1 : next;
    } else if (isIn(c, ALPHA) && !isGluedScheme(text.charCodeAt(i - 1))) {
      i = readUndelimited(text, i, bare, iri, out);
    } else {
      i++;
    }
  }
  return out;
}
