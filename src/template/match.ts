/** RFC 6570 §1.4 — matching: the variables a URI was expanded from, where one reading exists; the most specific of many templates. */

import * as chars from '../chars.js';
import { decode } from '../percent.js';
import { OPERATOR_SPECS, type OperatorSpec } from './expand.js';
import type { ReadTemplate, TemplateExpression, TemplateVarspec } from './parse.js';

// RFC 6570 §1.4 says it plainly: a template is not meant to be read backwards, and some
// expansions have several readings. `match` is the inverse of `expand` where one reading exists
// and makes one documented choice where several do (the README lists them):
//
// 1. Extent. An expression can only have produced characters of its own set (unreserved and
//    pct-encoded for U operators; reserved too for + and #; its operator, separators, ',' and '=').
//    The expressions between two literals share the longest run of their characters (greedy), and
//    the next literal starts at its last occurrence within that run. Inside the run, each expression
//    but the last takes the longest run of its own characters, giving back to an expression after
//    it with a leading operator character (. / ; ? & #) from that character's last occurrence; the
//    last takes the rest. So '{name}.{ext}' reads 'a.b.c' as name 'a.b', ext 'c'; '{x}{y}' gives x
//    everything; '{/a*}{/b}' reads '/p/q/r' as a ['p', 'q'], b 'r'.
// 2. Unnamed operators ('', +, ., /, #): the items between separators go to the varspecs in order;
//    with fewer items than varspecs, the later varspecs are undefined (expansion skips undefined
//    variables, so this is the reading where the earlier ones are defined). An explode varspec
//    takes every item but one for each varspec after it. The last varspec takes every item left:
//    for ',' as a list (a ',' in a U value is encoded, so it separated list members), for '.' as
//    one value ('.' is unreserved: 'X{.x}' reads 'X.a.b' as 'a.b'); in '/' more than one item left
//    is no match ('/' in a U value is encoded). A ',' inside one item makes a list.
// 3. An empty expansion reads as undefined variables ('' and undefined expand alike: '{x}' on '').
// 4. An exploded varspec reads as a list, or as an associative array (null-prototype) when every
//    item is 'key=value'; a non-exploded associative array reads as the list of its keys and values
//    (they expand alike).
// 5. Named operators (; ? &) are read by name, in any order (a router's need: '?b=2&a=1' is
//    read as '?a=1&b=2' would be); a name that is no varspec's goes to the exploded
//    varspec as an associative array member; a ',' in a value makes a list.
// 6. A variable that appears twice must read the same both times; a prefix ':n' reading may be
//    the start of the full one ('{term:1}/{term}').
// 7. Values are pct-decoded (UTF-8); text that does not decode (invalid UTF-8) is no match. For +
//    and #, a value that held pct-encoded triplets comes back decoded.
// The work is linear in the URI (times the number of expressions between two literals, a constant
// of the template): each character is looked up once for a group's run and once for an
// expression's own run, and read once more by the search for the literal after the run
// (lastIndexOf, which stops at the run's start) and by the split into items.

// ---------------------------------------------------------------------------------------------
// Types

/** A matched variable's value: a string, a list, or an associative array. */
export type MatchedValue = string | string[] | { [key: string]: string };

/** The variables a URI was expanded from: a null-prototype object, keys in template order. */
export type MatchedVariables = { [name: string]: MatchedValue };

// ---------------------------------------------------------------------------------------------
// Tables

/** 1 for characters an expression of a U operator produces as they are: unreserved (and '%' of a triplet). */
const U_RUN: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(chars.UNRESERVED_TABLE); // (a copy, not a new tableOf: see tableOf)
  t[37] = 1;
  return t;
})();
/** The same for U+R (+ and #): unreserved, reserved and '%'. */
const UR_RUN: Uint8Array = /* @__PURE__ */ chars.uriCharTable();

/** Each expression's run table, made on first match: a template is immutable, so it never goes stale. */
const RUN_TABLES = new WeakMap<TemplateExpression, Uint8Array>();

/**
 * 1 for each ASCII character the expression can produce as it is: its operator's set (U or U+R,
 * and '%' of a triplet), its `first` and `sep`, ',' (lists), and '=' when it is named or explodes.
 */
function runTable(e: TemplateExpression): Uint8Array {
  let t = RUN_TABLES.get(e);
  if (t !== undefined) return t;
  const op = OPERATOR_SPECS[e.operator];
  t = (op.reserved ? UR_RUN : U_RUN).slice();
  let extra = op.first + op.sep + ',';
  if (op.named || e.varspecs.some((v) => v.explode)) extra += '=';
  for (let k = 0; k < extra.length; k++) t[extra.charCodeAt(k)] = 1;
  RUN_TABLES.set(e, t);
  return t;
}

// ---------------------------------------------------------------------------------------------
// Reading an expression's text (rules 2-7 above)

/** A value as read, with whether it came from a prefix varspec (rule 6). */
interface Reading {
  value: MatchedValue;
  prefix: boolean;
}

/** pct-decoded text, or undefined when it does not decode (rule 7). */
function decoded(text: string): string | undefined {
  if (text.indexOf('%') < 0) return text;
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}

function sameValue(a: MatchedValue, b: MatchedValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, k) => x === b[k]);
  }
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}

/** Records a variable's value; false when it contradicts an earlier reading of the same variable (rule 6). */
function assign(out: Map<string, Reading>, v: TemplateVarspec, value: MatchedValue): boolean {
  const prefix = v.prefix > 0;
  const had = out.get(v.name);
  if (had === undefined) {
    out.set(v.name, { value, prefix });
    return true;
  }
  if (sameValue(had.value, value)) {
    had.prefix &&= prefix;
    return true;
  }
  if (typeof had.value === 'string' && typeof value === 'string') {
    if (had.prefix && value.startsWith(had.value)) {
      out.set(v.name, { value, prefix });
      return true;
    }
    if (prefix && had.value.startsWith(value)) return true;
  }
  return false;
}

/** A scalar or a ','-separated list (rules 2, 5). */
function listOrString(text: string, v: TemplateVarspec): MatchedValue | undefined {
  if (v.prefix > 0 || text.indexOf(',') < 0) return decoded(text);
  return listOf(text.split(','));
}

/** Each item decoded, or undefined when one is not UTF-8 (rule 7). */
function listOf(items: readonly string[]): string[] | undefined {
  const list: string[] = [];
  for (const item of items) {
    const d = decoded(item);
    if (d === undefined) return undefined;
    list.push(d);
  }
  return list;
}

/** Items of an exploded varspec: a list, or an associative array when every item is key=value (rule 4). */
function exploded(items: readonly string[]): MatchedValue | undefined {
  if (items.length > 0 && items.every((item) => item.indexOf('=') > 0)) {
    const map = Object.create(null) as { [key: string]: string }; // no prototype: a key '__proto__' is a key
    for (const item of items) {
      const eq = item.indexOf('=');
      const key = decoded(item.slice(0, eq));
      const value = decoded(item.slice(eq + 1));
      if (key === undefined || value === undefined) return undefined;
      map[key] = value;
    }
    return map;
  }
  return listOf(items);
}

function readUnnamed(e: TemplateExpression, op: OperatorSpec, body: string, out: Map<string, Reading>): boolean {
  const items = body.split(op.sep);
  const specs = e.varspecs;
  let k = 0;
  for (let j = 0; j < specs.length && k < items.length; j++) {
    const v = specs[j]!;
    const after = specs.length - 1 - j;
    let value: MatchedValue | undefined;
    if (v.explode) {
      const take = Math.max(1, items.length - k - after);
      value = exploded(items.slice(k, k + take));
      k += take;
    } else if (after === 0 && items.length - k > 1) {
      // the last varspec takes the rest: a list for ',' (a ',' in a U value is encoded); for '.' the
      // rest as one value ('.' is unreserved); for '/' nothing ('/' in a U value is encoded)
      if (op.sep === '/') return false;
      value = listOrString(items.slice(k).join(op.sep), v);
      k = items.length;
    } else {
      value = listOrString(items[k]!, v);
      k++;
    }
    if (value === undefined || !assign(out, v, value)) return false;
  }
  return k === items.length;
}

function readNamed(e: TemplateExpression, op: OperatorSpec, body: string, out: Map<string, Reading>): boolean {
  const items = body.split(op.sep);
  const specs = e.varspecs;
  const explodeSpec = specs.find((v) => v.explode);
  const lists = new Map<TemplateVarspec, string[]>();
  const pairs: string[] = [];
  const seen = new Set<TemplateVarspec>();
  for (const item of items) {
    const eq = item.indexOf('=');
    const name = eq < 0 ? item : item.slice(0, eq);
    const text = eq < 0 ? '' : item.slice(eq + 1);
    const v = specs.find((s) => s.name === name);
    if (v === undefined) {
      if (explodeSpec === undefined || eq <= 0) return false;
      pairs.push(item);
      continue;
    }
    if (v.explode) {
      let list = lists.get(v);
      if (list === undefined) lists.set(v, (list = []));
      list.push(text);
      continue;
    }
    if (seen.has(v)) return false;
    seen.add(v);
    const value = listOrString(text, v);
    if (value === undefined || !assign(out, v, value)) return false;
  }
  if (pairs.length > 0) {
    if (lists.has(explodeSpec!)) return false; // one variable cannot be both a list and an associative array
    const value = exploded(pairs);
    if (value === undefined || Array.isArray(value) || !assign(out, explodeSpec!, value)) return false;
  }
  for (const [v, list] of lists) {
    const value = listOf(list);
    if (value === undefined || !assign(out, v, value)) return false;
  }
  return true;
}

/** Reads one expression's text into `out`; false when the text cannot be its expansion. */
function readExpressionText(e: TemplateExpression, text: string, out: Map<string, Reading>): boolean {
  if (text === '') return true; // rule 3
  const op = OPERATOR_SPECS[e.operator];
  if (op.first !== '' && !text.startsWith(op.first)) return false;
  const body = text.slice(op.first.length);
  return op.named ? readNamed(e, op, body, out) : readUnnamed(e, op, body, out);
}

// ---------------------------------------------------------------------------------------------
// Matching a whole URI (rule 1)

/** The end of the run from i (before `end`) of characters that `table` (a runTable) holds. */
function runEnd(uri: string, i: number, end: number, table: Uint8Array): number {
  // invariant: table[c >= 128] is undefined, never 1: non-ASCII stops the run (a URI holds none)
  while (i < end && table[uri.charCodeAt(i)] === 1) i++;
  return i;
}

/** @internal The variables of a URI matched against a parsed template, or null. */
export function matchParsed(t: ReadTemplate, uri: string): MatchedVariables | null {
  const parts = t._parts;
  const literals = t._literals;
  const n = uri.length;
  const readings = new Map<string, Reading>();
  let pos = 0;
  let k = 0;
  while (k < parts.length) {
    const p = parts[k]!;
    if (typeof p === 'string') {
      const lit = literals[k]!;
      if (!uri.startsWith(lit, pos)) return null;
      pos += lit.length;
      k++;
      continue;
    }
    // a group of expressions [k, m) between two literals (or the ends): first the region they
    // share, up to the next literal's last occurrence within their characters; then each
    // expression's own part of the region (rule 1)
    let m = k + 1;
    while (m < parts.length && typeof parts[m] !== 'string') m++;
    let end: number;
    if (m === k + 1) {
      end = runEnd(uri, pos, n, runTable(p));
    } else {
      // the union of the group's characters, one table made for this match (groups are short)
      const union = new Uint8Array(128);
      for (let j = k; j < m; j++) {
        const table = runTable(parts[j] as TemplateExpression);
        for (let c = 0; c < 128; c++) union[c]! |= table[c]!;
      }
      end = runEnd(uri, pos, n, union);
    }
    let regionEnd = n;
    if (m < parts.length) {
      regionEnd = uri.lastIndexOf(literals[m]!, end);
      if (regionEnd < pos) return null;
    }
    for (let j = k; j < m; j++) {
      const e = parts[j] as TemplateExpression;
      let stop = runEnd(uri, pos, regionEnd, runTable(e));
      if (j === m - 1) {
        if (stop !== regionEnd) return null; // the last expression takes the rest, which must be its own characters
      } else {
        const first = OPERATOR_SPECS[(parts[j + 1] as TemplateExpression).operator].first;
        if (first !== '') {
          const at = uri.lastIndexOf(first, stop - 1);
          if (at >= pos) stop = at;
        }
      }
      if (!readExpressionText(e, uri.slice(pos, stop), readings)) return null;
      pos = stop;
    }
    k = m;
  }
  if (pos !== n) return null;
  const result = Object.create(null) as MatchedVariables;
  for (const p of parts) {
    if (typeof p === 'string') continue;
    for (const v of p.varspecs) {
      const r = readings.get(v.name);
      if (r !== undefined) result[v.name] = r.value;
    }
  }
  return result;
}

/** How specific a template is: literal characters (more first), then expressions and varspecs (fewer first). */
/** @internal */
export function specificity(t: ReadTemplate): [number, number, number] {
  let literal = 0;
  let expressions = 0;
  let varspecs = 0;
  for (let k = 0; k < t._parts.length; k++) {
    const p = t._parts[k]!;
    if (typeof p === 'string') literal += t._literals[k]!.length;
    else {
      expressions++;
      varspecs += p.varspecs.length;
    }
  }
  return [literal, expressions, varspecs];
}
