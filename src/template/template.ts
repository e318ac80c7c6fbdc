/** RFC 6570 — the immutable UriTemplate and the public functions over it: parseTemplate, expand, matchTemplate, matchAll. */

import { argumentError, describeValue, expectString } from '../errors.js';
import { type TemplateVariables, expandTemplate } from './expand.js';
import { type MatchedVariables, matchParsed, specificity } from './match.js';
import { type TemplateExpression, type TemplatePart, readTemplate } from './parse.js';

// ---------------------------------------------------------------------------------------------
// Types

/** One template that matches, in {@link matchAll}'s result. */
export interface TemplateMatch {
  readonly template: UriTemplate;
  /** Its index in the list given to matchAll. */
  readonly index: number;
  readonly variables: MatchedVariables;
}

/** The library's own token: a UriTemplate is made only by parseTemplate (as a Uri only by parse). */
const TOKEN: unique symbol = Symbol('urikit.template');

// ---------------------------------------------------------------------------------------------
// The parsed template

/**
 * A parsed RFC 6570 URI Template: immutable; made only by {@link parseTemplate}. Its `parts` are the
 * literals and expressions in order; `toString()` is the template as written.
 */
export class UriTemplate {
  /** The template as written. */
  readonly template: string;
  /**
   * @internal The parts as the reader made them, never handed out (expand and match read them):
   * `parts` gives a frozen copy. Freezing every small object at parse time would double its cost
   * (Object.freeze is a map transition per object: 140 vs 280 ns per RFC 6570 example).
   */
  readonly _parts: readonly TemplatePart[];
  /** @internal Each literal as it expands, '' for an expression (see ReadTemplate). */
  readonly _literals: readonly string[];
  /** @internal The frozen copy `parts` hands out, made on first use. */
  _frozen: readonly TemplatePart[] | undefined;

  /**
   * Not for use: a UriTemplate comes from parseTemplate(), so that its parts are the reader's.
   * Called without the library's own token it throws UriError 'invalid-argument'.
   */
  private constructor(token: typeof TOKEN, template: string, parts: TemplatePart[], literals: string[]) {
    if (token !== TOKEN) throw argumentError('new UriTemplate(): a UriTemplate is made by parseTemplate(), not by its constructor');
    this.template = template;
    this._parts = parts;
    this._literals = literals;
    this._frozen = undefined;
  }

  /** @internal The one way to make a UriTemplate (the constructor is private). */
  static _create(template: string, parts: TemplatePart[], literals: string[]): UriTemplate {
    return new UriTemplate(TOKEN, template, parts, literals);
  }

  /** Literals (as written) and expressions, in order: a frozen array of frozen objects. */
  get parts(): readonly TemplatePart[] {
    return (this._frozen ??= Object.freeze(this._parts.map((p) => (typeof p === 'string' ? p : Object.freeze({
      operator: p.operator,
      varspecs: Object.freeze(p.varspecs.map((v) => Object.freeze({ name: v.name, prefix: v.prefix, explode: v.explode }))),
      start: p.start,
      end: p.end,
    })))));
  }

  /** The variable names, each once, in the order they first appear. */
  get variableNames(): string[] {
    const seen = new Set<string>();
    for (const p of this._parts) {
      if (typeof p !== 'string') for (const v of p.varspecs) seen.add(v.name);
    }
    return [...seen];
  }

  /** The expressions, in order. */
  get expressions(): TemplateExpression[] {
    return this.parts.filter((p): p is TemplateExpression => typeof p !== 'string');
  }

  /**
   * This template expanded with the variables (RFC 6570 §3); see {@link expand}.
   * @example
   * parseTemplate('{/path*}').expand({ path: ['a', 'b c'] }); // '/a/b%20c'
   */
  expand(variables: TemplateVariables): string {
    return expandTemplate(this, variables, 'UriTemplate#expand');
  }

  /**
   * The variables `uri` was expanded from, or null; see {@link matchTemplate} for the readings chosen.
   * @example
   * parseTemplate('/users/{id}').match('/users/42'); // { id: '42' }
   */
  match(uri: string): MatchedVariables | null {
    expectString(uri, 'UriTemplate#match: the uri');
    return matchParsed(this, uri);
  }

  /** The template as written. */
  toString(): string {
    return this.template;
  }

  /**
   * True for a UriTemplate of this copy of urikit or another (its ES module and CommonJS builds).
   * The brand is on the prototype: an object made from it without the constructor lacks the
   * parts, and is not one (see Uri's).
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true &&
      Array.isArray((value as UriTemplate)._parts) && Array.isArray((value as UriTemplate)._literals);
  }
}

/** The brand every UriTemplate carries, shared by every copy of urikit (Symbol.for). */
const BRAND: unique symbol = Symbol.for('urikit.UriTemplate') as typeof BRAND;
Object.defineProperty(UriTemplate.prototype, BRAND, { value: true });

// ---------------------------------------------------------------------------------------------
// Public functions

/**
 * Parses an RFC 6570 URI Template (levels 1 to 4) into an immutable {@link UriTemplate}.
 * See {@link https://www.rfc-editor.org/rfc/rfc6570#section-2 RFC 6570 §2}.
 *
 * @throws {UriError} with the index in the template: 'template-unclosed-expression',
 * 'template-unknown-operator', 'template-reserved-operator', 'template-invalid-varname',
 * 'template-invalid-prefix', 'template-prefix-explode', 'template-invalid-literal'; or
 * 'invalid-argument' for a template that is not a string.
 * @example
 * parseTemplate('/users/{id}{?fields*}').variableNames; // ['id', 'fields']
 * parseTemplate('{var:0}'); // throws UriError 'template-invalid-prefix' at 5
 */
export function parseTemplate(template: string): UriTemplate {
  expectString(template, 'parseTemplate: the template');
  const r = readTemplate(template);
  if (!('parts' in r)) throw r;
  return UriTemplate._create(template, r.parts, r.literals);
}

/** A UriTemplate from a template string or a UriTemplate; `what` names the argument. */
function toTemplate(value: unknown, what: string): UriTemplate {
  if (value instanceof UriTemplate) return value;
  expectString(value, what);
  return parseTemplate(value);
}

/**
 * Expands an RFC 6570 URI Template (a string, parsed first, or a {@link UriTemplate}) with the
 * given variables, levels 1 to 4.
 * See {@link https://www.rfc-editor.org/rfc/rfc6570#section-3 RFC 6570 §3}.
 *
 * @throws {UriError} the template's syntax error (see parseTemplate); 'template-invalid-value'
 * naming a variable whose value is not a string, finite number, boolean, array or plain object;
 * 'template-prefix-composite' for ':n' on a list or an associative array; 'lone-surrogate' in a
 * value; 'invalid-argument' when the variables are not an object.
 * @example
 * expand('/users/{id}{?fields*}', { id: 42, fields: ['a', 'b'] }); // '/users/42?fields=a&fields=b'
 * expand('{+path}/here', { path: '/foo/bar' }); // '/foo/bar/here'
 */
export function expand(template: string | UriTemplate, variables: TemplateVariables): string {
  return expandTemplate(toTemplate(template, 'expand: the template'), variables, 'expand');
}

/**
 * The variables `uri` was expanded from with `template` (a string, parsed first, or a
 * {@link UriTemplate}), pct-decoded; or null when `uri` cannot be read as an expansion of it.
 * Where several readings exist, match.ts's rules 1-7 (and the README) say which is chosen: the
 * earlier expression takes the longest text, the earlier varspecs are the defined ones, a ',' in a
 * value makes a list, named parameters in any order.
 *
 * @throws {UriError} the template's syntax error; 'invalid-argument' for a uri that is not a string.
 * @example
 * matchTemplate('/users/{id}{?fields}', '/users/42?fields=a,b'); // { id: '42', fields: ['a', 'b'] }
 * matchTemplate('/users/{id}', '/teams/7'); // null
 */
export function matchTemplate(template: string | UriTemplate, uri: string): MatchedVariables | null {
  const t = toTemplate(template, 'matchTemplate: the template');
  expectString(uri, 'matchTemplate: the uri');
  return matchParsed(t, uri);
}

/**
 * Every template of the list that matches `uri`, the most specific first: a router takes the first.
 * More specific means more literal characters; then fewer expressions; then fewer varspecs; then
 * earlier in the list. So '/users/me' comes before '/users/{id}', and '/users/{id}' before
 * '/users/{id}{?q}' for '/users/7'.
 *
 * @throws {UriError} a template's syntax error; 'invalid-argument' for a list that is not an array
 * or a uri that is not a string.
 * @example
 * matchAll(['/users/{id}', '/users/me'], '/users/me')[0]?.index; // 1
 */
export function matchAll(templates: readonly (string | UriTemplate)[], uri: string): TemplateMatch[] {
  if (!Array.isArray(templates)) throw argumentError(`matchAll: the templates must be an array, got ${describeValue(templates)}`);
  expectString(uri, 'matchAll: the uri');
  const found: { match: TemplateMatch; rank: [number, number, number] }[] = [];
  for (let index = 0; index < templates.length; index++) {
    const template = toTemplate(templates[index], `matchAll: templates[${index}]`);
    const variables = matchParsed(template, uri);
    if (variables !== null) found.push({ match: { template, index, variables }, rank: specificity(template) });
  }
  found.sort((a, b) => b.rank[0] - a.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2] || a.match.index - b.match.index);
  return found.map((f) => f.match);
}
