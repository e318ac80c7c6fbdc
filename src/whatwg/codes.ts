/** WHATWG URL — the error codes of urikit/whatwg, and the error it raises (kept out of the core's table). */

import { type ErrorCodeEntry, UriError } from '../errors.js';

/** The codes urikit/whatwg raises, with their sections and fixes: the whatwg entry's twin of ERROR_CODES. */
export const WHATWG_ERROR_CODES = {
  'whatwg-failure': {
    section: 'WHATWG URL \u00a74.4 (basic URL parser)',
    title: "the platform's URL parser (a browser's, Node's) refuses this input",
    fix: 'correct the URL; compareWithWhatwg(input) shows how each reading sees it',
  },
  'whatwg-unavailable': {
    section: 'WHATWG URL \u00a76.1 (the URL class)',
    title: 'this JavaScript environment has no global URL class',
    fix: 'run in an environment with the URL global (every browser, Node 10+, Deno, Bun), or install a polyfill as globalThis.URL',
  },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A stable error code of urikit/whatwg. */
export type WhatwgErrorCode = keyof typeof WHATWG_ERROR_CODES;

declare module '../errors.js' {
  /** urikit/whatwg's codes join the core's when it is imported. */
  interface UriErrorCodes extends Record<WhatwgErrorCode, ErrorCodeEntry> {}
}

/** The UriError of urikit/whatwg: `index` is an offset in `input`. */
export function whatwgError(code: WhatwgErrorCode, index: number, input: string, detail?: string): UriError {
  return new UriError(code, index, input, detail, WHATWG_ERROR_CODES[code]);
}
