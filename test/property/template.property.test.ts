/**
 * RFC 6570 — property laws of urikit/template: match(expand(v)) gives v back for generated templates
 * and values of levels 1-3 whose reading is unique (the law), and the output of expand is
 * an RFC 3986 URI-reference whenever the template's literals are (levels 1-4, any values).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValid } from '../../src/index.js';
import { type TemplateValue, expand, matchTemplate, parseTemplate } from '../../src/template/index.js';
import { expectLinearWork } from '../helpers/work.js';

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** Any text: code points of every kind (lone surrogates aside), and characters with a meaning in templates and URIs. */
const anyText = (minLength: number): fc.Arbitrary<string> => fc.string({
  unit: fc.oneof(
    fc.constantFrom('.', ',', '/', ';', '?', '&', '=', '#', '%', '%41', ' ', '+', '!', '[', ':', '@', '~', '-', '\u00e9', '\ud83d\ude00'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  minLength,
  maxLength: 6,
});

/**
 * Text a reserved expansion (+, #) gives back unchanged: unreserved characters and what is
 * pct-encoded (space, non-ASCII); no reserved character (it passes raw, RFC 6570 §3.2.3) and no '%'
 * (a triplet passes raw and comes back decoded).
 */
const reservedSafeText = fc.string({ unit: fc.constantFrom('a', 'Z', '0', '-', '.', '_', '~', ' ', '\u00e9', '\ud83d\ude00', '"'), minLength: 1, maxLength: 6 });

/** The text of one varspec's value for each operator, so that the reading is unique (match.ts rules 1-7). */
function valueFor(op: string): fc.Arbitrary<string | undefined> {
  switch (op) {
    case '+': case '#': return reservedSafeText;
    // '.' is unreserved and passes raw: it would read as the separator
    case '.': return anyText(1).filter((s) => !s.includes('.'));
    // named: empty and undefined read back as they are (';x', '?x=', nothing)
    case ';': case '?': case '&': return fc.option(anyText(0), { nil: undefined });
    // unnamed: '' and undefined expand alike (rule 3), so values are not empty
    default: return anyText(1);
  }
}

/** A level 1-3 template whose every expansion has one reading, with variables for it. */
const uniqueCase = fc
  .array(fc.tuple(fc.constantFrom('', '.', '/', ';', '?', '&', '+', '#'), fc.integer({ min: 1, max: 3 }), fc.constantFrom('!', '!v1!', '(x)', "!'")), { minLength: 1, maxLength: 4 })
  .chain((exprs) => {
    // + and # pass '/', '!', '(' raw: their run would cross a literal, so they come last only (rule 1)
    const last = exprs.findIndex(([op]) => op === '+' || op === '#');
    const kept = last < 0 ? exprs : exprs.slice(0, last + 1);
    let n = 0;
    const names = kept.map(([, count]) => Array.from({ length: count }, () => `v${n++}`));
    const values = kept.flatMap(([op], k) => names[k]!.map(() => valueFor(op)));
    return fc.tuple(fc.constant(kept), fc.constant(names), fc.tuple(...values), fc.constantFrom('', 'http://example.com/', '/api'));
  })
  .map(([exprs, names, values, head]) => {
    let template = head;
    exprs.forEach(([op, , literal], k) => {
      template += `{${op}${names[k]!.join(',')}}`;
      if (k < exprs.length - 1 || op === '' || op === '?') template += literal;
    });
    const variables: Record<string, string> = {};
    names.flat().forEach((name, k) => {
      const v = values[k];
      if (v !== undefined) variables[name] = v;
    });
    return { template, variables };
  });

/** Values of every shape levels 1-4 take. */
const anyValue: fc.Arbitrary<TemplateValue> = fc.oneof(
  anyText(0),
  fc.integer(),
  fc.boolean(),
  fc.constant(undefined),
  fc.array(fc.oneof(anyText(0), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '=', '\u00e9'), minLength: 1, maxLength: 3 }), anyText(0), { maxKeys: 3 }),
);

/** pchar and '/' (RFC 3986 §3.3): literals that stay in a path, a query or a fragment. */
const pathLiteral = fc.string({ unit: fc.constantFrom('a', '/', '-', '.', '~', '!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '=', ':', '@', '%41', '\u00e9'), maxLength: 5 });

/**
 * A level 1-4 template after 'http://example.com/' with path literals: each operator, with or without
 * a prefix or explode modifier; at most one '#' expression (a second '#' is no URI); values any,
 * except that + and # get no '#', '[', ']' or '%' (reserved expansion passes them raw, §3.2.3: a
 * caller who puts them there asks for them).
 */
const level4Case = fc
  .array(fc.tuple(pathLiteral, fc.constantFrom('', '+', '.', '/', ';', '?', '&', '#'), fc.constantFrom('', '*', ':1', ':3')), { minLength: 1, maxLength: 4 })
  .chain((exprs) => {
    let hash = false;
    const kept = exprs.filter(([, op]) => op !== '#' || !hash && (hash = true));
    const values = kept.map(([, op, mod]) => {
      const reserved = op === '+' || op === '#';
      const text = reserved ? anyText(0).filter((s) => !/[#[\]%]/.test(s)) : anyText(0);
      if (mod.startsWith(':')) return text; // a prefix takes strings only (§2.4.1)
      return reserved ? fc.oneof(text, fc.array(text, { maxLength: 3 })) : anyValue;
    });
    return fc.tuple(fc.constant(kept), fc.tuple(...values));
  })
  .map(([exprs, values]) => {
    let template = 'http://example.com/';
    const variables: Record<string, TemplateValue> = {};
    exprs.forEach(([literal, op, mod], k) => {
      template += `${literal}{${op}v${k}${mod}}`;
      variables[`v${k}`] = values[k];
    });
    return { template, variables };
  });

// ---------------------------------------------------------------------------------------------
// Laws

describe('urikit/template properties', () => {
  it('match(expand(v)) gives v back for level 1-3 templates with one reading', () => {
    fc.assert(fc.property(uniqueCase, ({ template, variables }) => {
      const uri = expand(template, variables);
      const back = matchTemplate(template, uri);
      expect(back === null ? null : { ...back }, `${template} -> ${uri}`).toEqual(variables);
    }), { numRuns: 500 });
  });

  it('the output of expand is a URI-reference when the literals are', () => {
    fc.assert(fc.property(level4Case, ({ template, variables }) => {
      const uri = expand(template, variables);
      expect(isValid(uri, { rule: 'URI-reference' }), `${template} -> ${uri}`).toBe(true);
    }), { numRuns: 500 });
  });

  it('every generated template parses, and expands to the same string from its text and from its parse', () => {
    fc.assert(fc.property(level4Case, ({ template, variables }) => {
      expect(parseTemplate(template).expand(variables)).toBe(expand(template, variables));
    }), { numRuns: 200 });
  });
});

// ---------------------------------------------------------------------------------------------
// Linear time, by counting work (test/helpers/work.ts; DESIGN "Errors")

describe('urikit/template: linear time', () => {
  const fill = (unit: string, n: number): string => unit.repeat(Math.ceil(n / unit.length));
  const attempt = (fn: () => unknown) => (): void => {
    try {
      fn();
    } catch {
      // the error is part of the work
    }
  };
  // [name, fn, make, small]: small puts both sizes on the same side of LONG_OUTPUT (1024 units),
  // where encodeValue moves to a buffer (a different count of work per unit, not a different order)
  const CASES: [string, (s: string) => void, (n: number) => string, number?][] = [
    ['parse: a long literal', (s) => parseTemplate(s), (n) => fill('a%41\u00e9', n)],
    ['parse: an unclosed expression', (s) => attempt(() => parseTemplate(s))(), (n) => '{' + fill('a', n)],
    ['parse: many varspecs', (s) => parseTemplate(s), (n) => '{' + fill('a.b,', n) + 'c}'],
    ['parse: many expressions', (s) => parseTemplate(s), (n) => fill('{/a*}x', n)],
    ['parse: a late error after many expressions', (s) => attempt(() => parseTemplate(s))(), (n) => fill('{a}', n) + '}'],
    ['expand: a long value, every character encoded', (s) => expand('{x}', { x: s }), (n) => fill('\u00e9 /', n)],
    ['expand: a long reserved value with triplets', (s) => expand('{+x}', { x: s }), (n) => fill('%41%', n)],
    // the prefix a quarter of the value (at most 9999 code points: work beyond it is bounded)
    ['expand: a prefix of a long value', (s) => expand(`{x:${Math.min(9999, s.length >> 2)}}`, { x: s }), (n) => fill('\ud83d\ude00', n), 2 ** 11],
    ['expand: a long list, exploded and named', (s) => expand('{?x*}', { x: s.split('') }), (n) => fill('ab', n)],
    ['match: one long value', (s) => matchTemplate('/{x}', s), (n) => '/' + fill('a%41', n)],
    ['match: a literal absent from a long run', (s) => matchTemplate('{x}ab', s), (n) => fill('a', n)],
    ['match: a literal at the end of a long run', (s) => matchTemplate('{name}.{ext}', s), (n) => fill('a.', n) + 'b'],
    ['match: exploded path segments', (s) => matchTemplate('{/a*}{/b}', s), (n) => fill('/p', n)],
    ['match: expressions that share a run', (s) => matchTemplate('{x}{.y}{/z}x', s), (n) => fill('a.', n) + '/q'],
    ['match: a long query of pairs', (s) => matchTemplate('{?q*}', s), (n) => '?' + fill('a=1&', n) + 'b=2'],
    ['match: many ,-separated items', (s) => matchTemplate('{x,y}', s), (n) => fill('a,', n) + 'b'],
  ];
  it.each(CASES)('%s', (_name, fn, make, small) => {
    expectLinearWork(fn, make, small === undefined ? {} : { small });
  });
});
