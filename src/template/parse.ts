/** RFC 6570 §2 — URI Template syntax: the one-pass reader of a template into literals and expressions; validateTemplate, isValidTemplate. */

import * as chars from '../chars.js';
import { hexPairAt, iriCharLength, IPRIVATE, isIn, utf8Escape } from '../chars.js';
import { type UriError, expectString } from '../errors.js';
import { templateError } from './codes.js';

// Module-local copies of the table and bits, on purpose: see "Local copies" in chars.ts.
const CHARS = chars.CHARS;
const ALPHA = chars.ALPHA;
const DIGIT = chars.DIGIT;

// ---------------------------------------------------------------------------------------------
// Types

/** An RFC 6570 §2.2 operator; '' is simple string expansion (no operator). */
export type TemplateOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

/** One varspec of an expression (§2.3, §2.4): a variable name and its modifier. */
export interface TemplateVarspec {
  /** The varname as written (pct-encoded triplets kept): the key looked up in the variables. */
  readonly name: string;
  /** The prefix modifier's length in code points (§2.4.1), or 0 when there is none. */
  readonly prefix: number;
  /** Whether the explode modifier '*' is given (§2.4.2). */
  readonly explode: boolean;
}

/** One expression `{...}` of a template. */
export interface TemplateExpression {
  readonly operator: TemplateOperator;
  readonly varspecs: readonly TemplateVarspec[];
  /** The index of its '{' in the template. */
  readonly start: number;
  /** The index just after its '}'. */
  readonly end: number;
}

/** A part of a template: a literal (as written) or an expression. */
export type TemplatePart = string | TemplateExpression;

// ---------------------------------------------------------------------------------------------
// Tables

/**
 * §2.1 literals, ASCII part: %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B / %x5D / %x5F / %x61-7A /
 * %x7E (pct-encoded aside). Deviation, with erratum 6937 and the RFC's own §3.2.1 example
 * `'{var}'`: the apostrophe %x27 is a literal too (the printed ABNF leaves it out by mistake).
 * 1 for a member.
 */
const LITERAL_TABLE: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0x21; c <= 0x7e; c++) t[c] = 1;
  for (const c of '"%<>\\^`{|}') t[c.charCodeAt(0)] = 0;
  return t;
})();

// ---------------------------------------------------------------------------------------------
// What the reader makes

/**
 * @internal A template as the reader made it: what expand and match read (UriTemplate is one).
 * `_parts` are never handed out; `_literals[k]` is part k as it expands (§3.1: a character a URI
 * may not hold, non-ASCII, as pct-encoded UTF-8), '' for an expression.
 */
export interface ReadTemplate {
  readonly template: string;
  readonly _parts: readonly TemplatePart[];
  readonly _literals: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// The reader

/**
 * Reads a template into parts, or returns the first error (its index in the template). One pass
 * over charCodeAt; a literal run is sliced once, an expression's names once each.
 */
/** @internal */
export function readTemplate(s: string): { parts: TemplatePart[]; literals: string[] } | UriError {
  const parts: TemplatePart[] = [];
  const literals: string[] = [];
  const n = s.length;
  let i = 0;
  while (i < n) {
    if (s.charCodeAt(i) !== 123) {
      // literals = one run up to the next '{'; ASCII checked by LITERAL_TABLE, other code points by ucschar / iprivate
      const start = i;
      let encoded = '';
      let copied = start; // [copied, i) is literal text that expands to itself and is not yet in `encoded`
      while (i < n) {
        const c = s.charCodeAt(i);
        if (c < 128) {
          if (LITERAL_TABLE[c] === 1) {
            i++;
          } else if (c === 37) {
            if (!hexPairAt(s, i + 1, n)) {
              return templateError('template-invalid-literal', i, s, "a '%' in a literal starts a pct-encoded triplet: write a literal '%' as %25");
            }
            i += 3;
          } else if (c === 123) {
            break;
          } else {
            return templateError('template-invalid-literal', i, s,
              c === 125 ? "a '}' closes no expression: write a literal '}' as %7D" : undefined);
          }
        } else {
          // §3.1 literal expansion: a ucschar / iprivate is pct-encoded as UTF-8
          const len = iriCharLength(s, i, IPRIVATE);
          if (len === 0) return templateError('template-invalid-literal', i, s, 'a literal may hold Unicode characters (ucschar, iprivate), not this one');
          encoded += s.slice(copied, i) + utf8Escape(s.codePointAt(i)!);
          i += len;
          copied = i;
        }
      }
      const literal = s.slice(start, i);
      parts.push(literal);
      literals.push(copied === start ? literal : encoded + s.slice(copied, i));
      continue;
    }
    const e = readExpression(s, i);
    if (!('operator' in e)) return e;
    parts.push(e);
    literals.push('');
    i = e.end;
  }
  return { parts, literals };
}

// expression = "{" [ operator ] variable-list "}"
function readExpression(s: string, open: number): TemplateExpression | UriError {
  const n = s.length;
  let i = open + 1;
  if (i >= n) return templateError('template-unclosed-expression', open, s);
  let operator: TemplateOperator = '';
  const c = s.charCodeAt(i);
  switch (c) {
    case 43: case 35: case 46: case 47: case 59: case 63: case 38: // + # . / ; ? &
      operator = s[i] as TemplateOperator;
      i++;
      break;
    case 61: case 44: case 33: case 64: case 124: // op-reserve = "=" / "," / "!" / "@" / "|"
      return templateError('template-reserved-operator', i, s);
    case 125:
      return templateError('template-invalid-varname', i, s, 'an expression holds at least one variable name: {} is empty');
    default:
      if (!isVarcharStart(c) && c > 0x20 && c < 0x7f) return templateError('template-unknown-operator', i, s);
  }
  const varspecs: TemplateVarspec[] = [];
  // variable-list = varspec *( "," varspec )
  for (;;) {
    const v = readVarspec(s, i, open);
    if (!('explode' in v)) return v;
    varspecs.push(v);
    i = varspecEnd;
    if (i >= n) return templateError('template-unclosed-expression', open, s);
    const d = s.charCodeAt(i);
    if (d === 125) return { operator, varspecs, start: open, end: i + 1 };
    if (d !== 44) {
      return templateError('template-invalid-varname', i, s,
        d === 61 ? "a varspec has no default value: '=' is not allowed in an expression" : "expected ',' or '}' after a varspec");
    }
    i++;
  }
}

function isVarcharStart(c: number): boolean {
  return c < 128 && ((CHARS[c]! & (ALPHA | DIGIT)) !== 0 || c === 95 || c === 37);
}

// varspec = varname [ modifier-level4 ]
// varname = varchar *( ["."] varchar );  varchar = ALPHA / DIGIT / "_" / pct-encoded
// modifier-level4 = prefix / explode;  prefix = ":" max-length;  max-length = %x31-39 0*3DIGIT
/** Where the last varspec readVarspec read ends (a register, so that a varspec costs one object). */
let varspecEnd = 0;

function readVarspec(s: string, i: number, open: number): TemplateVarspec | UriError {
  const n = s.length;
  const start = i;
  for (;;) {
    if (i >= n) return templateError('template-unclosed-expression', open, s);
    const c = s.charCodeAt(i);
    if (c < 128 && ((CHARS[c]! & (ALPHA | DIGIT)) !== 0 || c === 95)) {
      i++;
    } else if (c === 37) {
      if (!hexPairAt(s, i + 1, n)) {
        return templateError('template-invalid-varname', i, s, "a '%' in a variable name starts a pct-encoded triplet");
      }
      i += 3;
    } else if (c === 46 && i > start) {
      // a '.' stands between two varchars
      const d = s.charCodeAt(i + 1);
      if (!(d < 128 && ((CHARS[d]! & (ALPHA | DIGIT)) !== 0 || d === 95 || d === 37))) {
        return templateError('template-invalid-varname', i, s, "a '.' in a variable name stands between two name characters");
      }
      i++;
    } else {
      break;
    }
  }
  if (i === start) {
    return templateError('template-invalid-varname', i, s,
      s.charCodeAt(i) === 44 || s.charCodeAt(i) === 125 ? 'expected a variable name: an expression holds no empty varspec' : undefined);
  }
  const name = s.slice(start, i);
  let prefix = 0;
  let explode = false;
  const c = s.charCodeAt(i);
  if (c === 58) {
    // prefix = ":" max-length
    const digits = i + 1;
    let j = digits;
    while (j < n && isIn(s.charCodeAt(j), DIGIT)) j++;
    if (j === digits || s.charCodeAt(digits) === 48 || j - digits > 4) {
      if (j >= n) return templateError('template-unclosed-expression', open, s);
      return templateError('template-invalid-prefix', digits, s,
        j === digits ? "expected the prefix length, 1 to 9999, after ':'"
          : s.charCodeAt(digits) === 48 ? 'a prefix length has no leading zero and is at least 1' : 'a prefix length is at most 9999');
    }
    prefix = +s.slice(digits, j);
    i = j;
    if (s.charCodeAt(i) === 42) return templateError('template-prefix-explode', i, s);
  } else if (c === 42) {
    explode = true;
    i++;
    if (s.charCodeAt(i) === 58) return templateError('template-prefix-explode', i, s);
  }
  varspecEnd = i;
  return { name, prefix, explode };
}

// ---------------------------------------------------------------------------------------------
// Public functions

/**
 * The first syntax error of a template, as a UriError (not thrown), or null for a valid template.
 *
 * @example
 * validateTemplate('{a,,b}')?.code; // 'template-invalid-varname'
 */
export function validateTemplate(template: string): UriError | null {
  expectString(template, 'validateTemplate: the template');
  const r = readTemplate(template);
  return 'parts' in r ? null : r;
}

/**
 * Whether a string is a valid RFC 6570 URI Template (JSON Schema's `format: uri-template`).
 *
 * @example
 * isValidTemplate('http://example.com/dictionary/{term:1}/{term}'); // true
 * isValidTemplate('{term'); // false
 */
export function isValidTemplate(template: string): boolean {
  if (typeof template !== 'string') return false;
  return 'parts' in readTemplate(template);
}
