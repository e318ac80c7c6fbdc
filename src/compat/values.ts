/** uri-js / fast-uri compatibility — any value a JavaScript caller may pass, read without throwing. */

import { type Fields, checkOptions, isBoolean, isString, oneOf } from '../options.js';
import type { URIOptions } from './types.js';

// The peers take plain objects from JavaScript (and from JSON): a field may hold anything. compat
// does not throw for a field's value (only for bad options, and where fast-uri throws: codes.ts),
// so a value is read as its text when it is not a string, and as '' when even that
// fails (a null-prototype object has no text; { toString: 0 } has none either). A getter of the
// caller's that throws still throws: reading the field is the caller's own code.

const NO_OPTIONS: URIOptions = Object.freeze({});

/** The value as text: a string as it is, anything else through String() ('' when it has none). */
export function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    return '';
  }
}

/** An optional text field: undefined and null are absent, anything else is read as text. */
export function optionalString(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : asString(value);
}

/** The options object, or an empty one for anything that is not an object. */
export function optionsOf(options: unknown): URIOptions {
  return typeof options === 'object' && options !== null ? (options as URIOptions) : NO_OPTIONS;
}

/** The fields of URIOptions (uri-js's and fast-uri's), checked (see src/options.ts). */
const OPTION_FIELDS: Fields = {
  scheme: isString,
  reference: /* @__PURE__ */ oneOf(['same-document', 'relative', 'absolute', 'uri', 'suffix']),
  tolerant: isBoolean,
  absolutePath: isBoolean,
  unicodeSupport: isBoolean,
  domainHost: isBoolean,
  iri: isBoolean,
  skipEscape: isBoolean,
  nid: isString,
};

/**
 * Checks the options argument of a public compat function: undefined, or an object of URIOptions'
 * fields with values of their types; an unknown key (a misspelt `unicodeSupport`) is refused rather
 * than silently ignored, as every urikit function refuses it. Throws UriError 'invalid-argument'.
 */
export function checkCompatOptions(options: unknown, fn: string): void {
  checkOptions(options, fn, OPTION_FIELDS);
}
