/** RFC 3986 §3.1 — the error codes of scheme rules, one table per group of schemes, and the error they raise. */

import { type ErrorCodeEntry, UriError } from '../errors.js';
import { CODES as DIRECTORY } from './codes/directory.js';
import { CODES as FILE } from './codes/file.js';
import { CODES as TEXT } from './codes/text.js';
import { CODES as WEB } from './codes/web.js';

/**
 * Every scheme rule's code, with the RFC section it comes from, what it means and the usual fix:
 * the schemes' twin of ERROR_CODES. §3.1: "a scheme-specific parse must flag a violation of the
 * scheme's rules as an error rather than ignore it" — each such error names the rule it broke.
 */
export const SCHEME_ERROR_CODES = {
  'unknown-scheme': {
    section: 'RFC 3986 §3.1',
    title: 'the registry has no structured view for this scheme',
    fix: 'pass a registry with an entry for it, or use the generic components',
  },
  'scheme-mismatch': {
    section: 'RFC 3986 §3.1',
    title: 'the URI has another scheme than the one asked for',
    fix: 'parse it as its own scheme, or correct the scheme',
  },
  ...WEB,
  ...TEXT,
  ...FILE,
  ...DIRECTORY,
} as const satisfies Record<string, ErrorCodeEntry>;

/** A scheme rule's stable error code. */
export type SchemeErrorCode = keyof typeof SCHEME_ERROR_CODES;

declare module '../errors.js' {
  /** urikit/schemes's codes join the core's when it is imported. */
  interface UriErrorCodes extends Record<SchemeErrorCode, ErrorCodeEntry> {}
}

/** The UriError for a broken scheme rule: `index` is an offset in `input` (the whole URI, as given). */
export function schemeError(code: SchemeErrorCode, index: number, input: string, detail?: string): UriError {
  return new UriError(code, index, input, detail, SCHEME_ERROR_CODES[code]);
}
