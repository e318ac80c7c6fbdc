/** RFC 3986 §3.1 — the error codes of scheme rules, one table per group of schemes, and the error they raise. */

import { type ErrorCodeEntry, UriError } from '../errors.js';
import { CODES as DIRECTORY } from './codes/directory.js';
import { schemeEntry } from './codes/entry.js';
import { CODES as REGISTRY } from './codes/registry.js';
import { CODES as FILE } from './codes/file.js';
import { CODES as TEXT } from './codes/text.js';
import { CODES as WEB } from './codes/web.js';

/**
 * Every scheme rule's code, with the RFC section it comes from, what it means and the usual fix:
 * the schemes' twin of ERROR_CODES. §3.1: "a scheme-specific parse must flag a violation of the
 * scheme's rules as an error rather than ignore it" — each such error names the rule it broke.
 * (Each code is also a constant of its own, in codes/*.ts, which the code that raises it names.)
 */
export const SCHEME_ERROR_CODES: typeof REGISTRY & typeof WEB & typeof TEXT & typeof FILE & typeof DIRECTORY =
  /* @__PURE__ */ Object.assign({}, REGISTRY, WEB, TEXT, FILE, DIRECTORY);

/** A scheme rule's stable error code. */
export type SchemeErrorCode = keyof typeof SCHEME_ERROR_CODES;

declare module '../errors.js' {
  /** urikit/schemes's codes join the core's when it is imported. */
  interface UriErrorCodes extends Record<SchemeErrorCode, ErrorCodeEntry> {}
}

/**
 * The UriError for a broken scheme rule: `index` is an offset in `input` (the whole URI, as given).
 * `code` is the constant of codes/*.ts (a literal string would leave its entry out of a bundle).
 */
export function schemeError(code: SchemeErrorCode, index: number, input: string, detail?: string): UriError {
  const entry: ErrorCodeEntry = schemeEntry(code);
  return new UriError(code, index, input, detail, entry);
}
