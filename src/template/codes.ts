/** RFC 6570 — the error codes of urikit/template, one per rule, and the error it raises (kept out of the core's table). */

import { type ErrorCodeEntry, UriError } from '../errors.js';

/**
 * The codes urikit/template raises: one per RFC 6570 rule a template or a value can break, with its
 * section and fix; the template entry's twin of ERROR_CODES. A template's error points into the
 * template; a value's error points into the value and names the variable.
 */
export const TEMPLATE_ERROR_CODES = {
  'template-unclosed-expression': {
    section: 'RFC 6570 \u00a72.2',
    title: "an expression opened with '{' must be closed with '}'",
    fix: "close the expression with '}', or write a literal '{' as %7B",
  },
  'template-unknown-operator': {
    section: 'RFC 6570 \u00a72.2',
    title: "an expression starts with a variable name or one of the operators + # . / ; ? &",
    fix: "remove the character, or use one of the operators + # . / ; ? &",
  },
  'template-reserved-operator': {
    section: 'RFC 6570 \u00a72.2',
    title: "the operators = , ! @ | are reserved for future extensions",
    fix: "use one of the operators + # . / ; ? &",
  },
  'template-invalid-varname': {
    section: 'RFC 6570 \u00a72.3',
    title: "a variable name is ALPHA, DIGIT, '_' or pct-encoded characters, single dots between them; names are separated by ','",
    fix: "correct the name; percent-encode any other character, like %20 for a space",
  },
  'template-invalid-prefix': {
    section: 'RFC 6570 \u00a72.4.1',
    title: "a prefix modifier is ':' and a length from 1 to 9999, with no leading zero",
    fix: "write a length from 1 to 9999 after ':'",
  },
  'template-prefix-explode': {
    section: 'RFC 6570 \u00a72.4',
    title: "a variable takes a prefix modifier or an explode modifier, not both",
    fix: "remove ':n' or '*'",
  },
  'template-invalid-literal': {
    section: 'RFC 6570 \u00a72.1',
    title: "a literal holds the characters a URI may hold (and other Unicode text); not a space, a control, '\"', '<', '>', '\\\\', '^', '`', '{', '|' or '}', nor a '%' without two hex digits",
    fix: 'percent-encode the character',
  },
  'template-invalid-value': {
    section: 'RFC 6570 \u00a72.3',
    title: 'a variable value is a string, a number, a boolean, a list (array) of those, or an associative array (plain object) of those',
    fix: 'convert the value to a string, a list or a plain object first',
  },
  'template-prefix-composite': {
    section: 'RFC 6570 \u00a72.4.1',
    title: 'a prefix modifier applies only to a string value, not to a list or an associative array',
    fix: "remove ':n' from the template, or give a string value",
  },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A stable error code of urikit/template. */
export type TemplateErrorCode = keyof typeof TEMPLATE_ERROR_CODES;

declare module '../errors.js' {
  /** urikit/template's codes join the core's when it is imported. */
  interface UriErrorCodes extends Record<TemplateErrorCode, ErrorCodeEntry> {}
}

/** The UriError of a broken RFC 6570 rule: `index` is an offset in `input`. */
export function templateError(code: TemplateErrorCode, index: number, input: string, detail?: string): UriError {
  return new UriError(code, index, input, detail, TEMPLATE_ERROR_CODES[code]);
}
