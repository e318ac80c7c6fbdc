/** RFC 6570 §3 — template expansion, levels 1 to 4: every operator, prefix and explode modifiers, pct-encoding of the allowed sets. */

import { UriError, argumentError, describeValue, LONE_SURROGATE } from '../errors.js';
import { encodeTemplateValue } from '../percent.js';
import { templateError } from './codes.js';
import type { ReadTemplate, TemplateExpression, TemplateOperator, TemplateVarspec } from './parse.js';

// ---------------------------------------------------------------------------------------------
// Types

/** A value a variable may hold (§2.3): a string, a number or a boolean (its text). */
export type TemplateScalar = string | number | boolean;

/**
 * A variable's value (§2.3): a scalar, a list (an array of scalars), or an associative array (a
 * plain object of scalars, in its key order). undefined and null are undefined (§2.3: skipped); so
 * are an empty list and an object whose every member is undefined.
 */
export type TemplateValue = TemplateScalar | readonly (TemplateScalar | null | undefined)[]
  | { readonly [key: string]: TemplateScalar | null | undefined } | null | undefined;

/** The variables of an expansion, by name. */
export type TemplateVariables = { readonly [name: string]: TemplateValue };

// ---------------------------------------------------------------------------------------------
// Tables

/**
 * The operators' behaviour, RFC 6570 Appendix A's table: what comes first, the separator, whether
 * values are named (name=value), what follows a name whose value is empty, and whether reserved
 * characters and pct-encoded triplets pass as they are (U+R) or only unreserved ones (U).
 * @internal
 */
export interface OperatorSpec {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  readonly reserved: boolean;
}

/** @internal */
export const OPERATOR_SPECS: Readonly<Record<TemplateOperator, OperatorSpec>> = {
  '': { first: '', sep: ',', named: false, ifemp: '', reserved: false },
  '+': { first: '', sep: ',', named: false, ifemp: '', reserved: true },
  '.': { first: '.', sep: '.', named: false, ifemp: '', reserved: false },
  '/': { first: '/', sep: '/', named: false, ifemp: '', reserved: false },
  ';': { first: ';', sep: ';', named: true, ifemp: '', reserved: false },
  '?': { first: '?', sep: '&', named: true, ifemp: '=', reserved: false },
  '&': { first: '&', sep: '&', named: true, ifemp: '=', reserved: false },
  '#': { first: '#', sep: ',', named: false, ifemp: '', reserved: true },
};

// ---------------------------------------------------------------------------------------------
// Values

/** The own value of a variable (never an inherited one: `{constructor}` is undefined). */
function lookup(variables: object, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(variables, name) ? (variables as Record<string, unknown>)[name] : undefined;
}

/** A plain object: its prototype is Object.prototype or null (not a Date, a Map, a class instance). */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The text of a scalar, or undefined for something else. */
function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}

function valueError(t: ReadTemplate, e: TemplateExpression, v: TemplateVarspec, value: unknown, where = ''): UriError {
  return templateError('template-invalid-value', e.start, t.template,
    `the variable "${v.name}"${where} is ${describeValue(value)}${typeof value === 'number' ? ' (not finite)' : ''}: expected a string, a finite number, a boolean${where === '' ? ', an array or a plain object of those' : ''}`);
}

// ---------------------------------------------------------------------------------------------
// Encoding (§3.2.1)

/**
 * `s` with every character outside U (or, with `reserved`, U+R) pct-encoded as UTF-8, a
 * pct-encoded triplet kept with `reserved` (percent.ts's shared encoder, flat per byte on long
 * values). A lone surrogate has no UTF-8 form: its error names the variable.
 */
function encodeValue(s: string, reserved: boolean, name: string): string {
  try {
    return encodeTemplateValue(s, reserved);
  } catch (e) {
    if (!(e instanceof UriError) || e.code !== 'lone-surrogate') throw e;
    throw new UriError('lone-surrogate', e.index, s, `in the value of the variable "${name}": a lone surrogate has no UTF-8 encoding (RFC 6570 \u00a71.6)`, LONE_SURROGATE);
  }
}

/** §2.4.1: the first `max` code points of s (a surrogate pair counts once). */
function prefixOf(s: string, max: number): string {
  if (s.length <= max) return s;
  let i = 0;
  for (let k = 0; k < max && i < s.length; k++) {
    const c = s.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return s.slice(0, i);
}

// ---------------------------------------------------------------------------------------------
// Expansion (§3.2.1, Appendix A)

/** One varspec's expansion, without the `first` or `sep` before it; undefined when the variable is undefined. */
function expandVarspec(t: ReadTemplate, e: TemplateExpression, v: TemplateVarspec, op: OperatorSpec, value: unknown): string | undefined {
  const text = scalarText(value);
  if (text !== undefined) {
    const enc = encodeValue(v.prefix > 0 ? prefixOf(text, v.prefix) : text, op.reserved, v.name);
    if (!op.named) return enc;
    return enc === '' ? v.name + op.ifemp : v.name + '=' + enc;
  }
  if (typeof value !== 'object' || value === null) throw valueError(t, e, v, value);
  const array = Array.isArray(value);
  if (!array && !isPlainObject(value)) throw valueError(t, e, v, value);
  if (v.prefix > 0) {
    throw templateError('template-prefix-composite', e.start, t.template,
      `the variable "${v.name}" is ${array ? 'a list' : 'an associative array'}, and ':${v.prefix}' applies to strings only`);
  }
  // the members as (key, text) pairs; a list's keys are unused
  let out = '';
  let count = 0;
  const sep = v.explode ? op.sep : ',';
  if (array) {
    const list = value as readonly unknown[];
    for (let k = 0; k < list.length; k++) {
      const item = list[k];
      if (item === undefined || item === null) continue; // §2.3: an undefined member is skipped
      const s = scalarText(item);
      if (s === undefined) throw valueError(t, e, v, item, `[${k}]`);
      const enc = encodeValue(s, op.reserved, v.name);
      if (count++ > 0) out += sep;
      out += v.explode && op.named ? (enc === '' ? v.name + op.ifemp : v.name + '=' + enc) : enc;
    }
  } else {
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      const member = (value as Record<string, unknown>)[key];
      if (member === undefined || member === null) continue; // §2.3: a pair with an undefined value is skipped
      const s = scalarText(member);
      if (s === undefined) throw valueError(t, e, v, member, `.${key}`);
      const k = encodeValue(key, op.reserved, v.name);
      const enc = encodeValue(s, op.reserved, v.name);
      if (count++ > 0) out += sep;
      if (!v.explode) out += k + ',' + enc;
      else out += op.named && enc === '' ? k + op.ifemp : k + '=' + enc;
    }
  }
  if (count === 0) return undefined; // §2.3: an empty list or associative array is undefined
  return op.named && !v.explode ? v.name + '=' + out : out;
}

/** An expression's expansion: `first`, then each defined varspec's, separated by `sep` (§3.2.1). */
function expandExpression(t: ReadTemplate, e: TemplateExpression, variables: object): string {
  const op = OPERATOR_SPECS[e.operator];
  let out = '';
  let defined = false;
  const varspecs = e.varspecs;
  for (let k = 0; k < varspecs.length; k++) {
    const v = varspecs[k]!;
    const value = lookup(variables, v.name);
    if (value === undefined || value === null) continue;
    const piece = expandVarspec(t, e, v, op, value);
    if (piece === undefined) continue;
    out += (defined ? op.sep : op.first) + piece;
    defined = true;
  }
  return out;
}

/** @internal The expansion of a read template (UriTemplate#expand and expand); `fn` names the caller in messages. */
export function expandTemplate(t: ReadTemplate, variables: unknown, fn: string): string {
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
    throw argumentError(`${fn}: the variables must be an object of name: value, got ${describeValue(variables)}`, t.template);
  }
  const parts = t._parts;
  const literals = t._literals;
  let out = '';
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    out += typeof p === 'string' ? literals[k]! : expandExpression(t, p, variables);
  }
  return out;
}
