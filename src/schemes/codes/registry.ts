/** The error codes of the scheme registry itself: a scheme it has no view for, a view of another scheme (see src/schemes/codes.ts). */

import { schemeCode, tableOf } from './entry.js';

/** @internal */
export const UNKNOWN_SCHEME = /* @__PURE__ */ schemeCode('unknown-scheme',
  'RFC 3986 \u00a73.1',
  'the registry has no structured view for this scheme',
  'pass a registry with an entry for it, or use the generic components');
/** @internal */
export const SCHEME_MISMATCH = /* @__PURE__ */ schemeCode('scheme-mismatch',
  'RFC 3986 \u00a73.1',
  'the URI has another scheme than the one asked for',
  'parse it as its own scheme, or correct the scheme');

/** The codes of this group, with their entries (see SCHEME_ERROR_CODES). */
export const CODES = /* @__PURE__ */ tableOf(
  UNKNOWN_SCHEME,
  SCHEME_MISMATCH,
);
