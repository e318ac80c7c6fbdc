/** The urikit command's own error codes (its input is lines of bytes, not a string), kept out of the core's table like every entry's. */

import { type ErrorCodeEntry, UriError } from '../index.js';
import { count } from './format.js';

/** The codes only the command raises, with their sections and fixes. */
const CLI_ERROR_CODES = {
  'line-too-long': {
    section: 'urikit, --max-line-length',
    title: 'a line of standard input is longer than --max-line-length bytes, which bounds the memory a line may take',
    fix: 'raise --max-line-length if the line is meant to be read, or look at what wrote it',
  },
  'not-a-suffix-reference': {
    section: 'RFC 3986 \u00a74.5',
    title: "the text is no suffix reference urikit completes: 'www.' or 'ftp.' and a host name, no scheme, no userinfo",
    fix: 'give the URI with its scheme (http://...), or leave it to the reader',
  },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A stable error code of the urikit command. */
type CliErrorCode = keyof typeof CLI_ERROR_CODES;

declare module '../errors.js' {
  /** The command's codes join the core's (declaration merging, as every entry's do). */
  interface UriErrorCodes extends Record<CliErrorCode, ErrorCodeEntry> {}
}

/**
 * The entry of 'invalid-utf8' (the core's code) said of a line of input rather than of percent-encoded
 * octets: the bytes themselves are not UTF-8.
 */
const INPUT_UTF8: ErrorCodeEntry = {
  section: 'RFC 3629 \u00a73',
  title: 'a line of standard input is not UTF-8 text: the byte shown as \\xHH (in the echo) starts no valid UTF-8 sequence',
  fix: 'convert the input to UTF-8 (iconv -f latin1 -t utf-8), or percent-encode those bytes (%HH)',
};

// ---------------------------------------------------------------------------------------------
// Lines that are not UTF-8

/**
 * The length of the valid UTF-8 sequence at b[i] (RFC 3629 §4: no overlong forms, no surrogates,
 * nothing above U+10FFFF), or 0 when b[i] starts none.
 */
function sequenceAt(b: Uint8Array, i: number, end: number): number {
  const c = b[i]!;
  if (c < 0x80) return 1;
  let n: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (c >= 0xc2 && c <= 0xdf) n = 2;
  else if (c >= 0xe0 && c <= 0xef) {
    n = 3;
    if (c === 0xe0) lo = 0xa0;
    else if (c === 0xed) hi = 0x9f;
  } else if (c >= 0xf0 && c <= 0xf4) {
    n = 4;
    if (c === 0xf0) lo = 0x90;
    else if (c === 0xf4) hi = 0x8f;
  } else return 0;
  if (i + n > end) return 0;
  const second = b[i + 1]!;
  if (second < lo || second > hi) return 0;
  for (let k = 2; k < n; k++) if ((b[i + k]! & 0xc0) !== 0x80) return 0;
  return n;
}

/** How a stretch of valid text is written in the echo (format.ts tsvField). */
type FieldEscape = (text: string) => string;

/**
 * The error for the bytes b[start, end) of a line that is not UTF-8: its input is the echo of the
 * line, each valid stretch escaped with `escape` and each byte that starts no UTF-8 sequence
 * written \xHH, and its index is where the first \xHH stands in the echo.
 */
export function invalidUtf8Line(b: Uint8Array, start: number, end: number, escape: FieldEscape): UriError {
  const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  let echo = '';
  let from = start;
  let index = -1;
  let firstByte = 0;
  let i = start;
  while (i < end) {
    const n = sequenceAt(b, i, end);
    if (n > 0) {
      i += n;
      continue;
    }
    echo += escape(buf.toString('utf8', from, i));
    if (index < 0) {
      index = echo.length;
      firstByte = i - start;
    }
    echo += '\\x' + b[i]!.toString(16).toUpperCase().padStart(2, '0');
    i++;
    from = i;
  }
  echo += escape(buf.toString('utf8', from, end));
  const hex = index < 0 ? '' : echo.slice(index + 2, index + 4);
  return new UriError('invalid-utf8', Math.max(0, index), echo,
    `the byte 0x${hex} (byte ${firstByte} of the line) starts no UTF-8 sequence: standard input must be UTF-8 text; it is shown as \\x${hex}, not replaced`, INPUT_UTF8);
}

/** The error of guess for a text it does not complete (guessUri's null). */
export function notSuffixReference(text: string): UriError {
  return new UriError('not-a-suffix-reference', 0, text, undefined, CLI_ERROR_CODES['not-a-suffix-reference']);
}

/**
 * The error for a line of `length` bytes, longer than `max`: its input is the echo of the line's
 * first bytes, its index `max` (where the line passed the bound).
 */
export function lineTooLong(echo: string, length: number, max: number): UriError {
  return new UriError('line-too-long', max, echo,
    `the line is ${count(length)} bytes long, more than --max-line-length ${count(max)}: `
    + 'it is skipped (the input shown is its beginning) and the run goes on', CLI_ERROR_CODES['line-too-long']);
}
