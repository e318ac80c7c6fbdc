/**
 * RFC 6570 URI Templates (urikit/template): the parser's structure and errors, expansion at levels
 * 1-4 (RFC examples verbatim, cited by section), values, matching and its documented choices.
 * The full upstream suites (uritemplate-test, JSON-Schema-Test-Suite) run in test/shared/uritemplate.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { UriError } from '../../src/index.js';
import {
  TEMPLATE_ERROR_CODES, UriTemplate, expand, isValidTemplate, matchAll, matchTemplate, parseTemplate, validateTemplate,
  type TemplateVariables,
} from '../../src/template/index.js';
import { catchUriError, expectUriError } from '../helpers/expect.js';

// RFC 6570 §3.2 — the variables every example of §3.2.1-§3.2.9 uses
const VARS: TemplateVariables = {
  count: ['one', 'two', 'three'],
  dom: ['example', 'com'],
  dub: 'me/too',
  hello: 'Hello World!',
  half: '50%',
  var: 'value',
  who: 'fred',
  base: 'http://example.com/home/',
  path: '/foo/bar',
  list: ['red', 'green', 'blue'],
  keys: { semi: ';', dot: '.', comma: ',' },
  v: '6',
  x: '1024',
  y: '768',
  empty: '',
  empty_keys: {},
  undef: null,
};

describe('expand: RFC 6570 §3.2 examples', () => {
  // [template, expected], verbatim from the section named above each block
  const ROWS: [string, string][] = [
    // §3.2.2 simple string expansion
    ['{var}', 'value'], ['{hello}', 'Hello%20World%21'], ['{half}', '50%25'], ['O{empty}X', 'OX'], ['O{undef}X', 'OX'],
    ['{x,y}', '1024,768'], ['{x,hello,y}', '1024,Hello%20World%21,768'], ['?{x,empty}', '?1024,'], ['?{x,undef}', '?1024'],
    ['?{undef,y}', '?768'], ['{var:3}', 'val'], ['{var:30}', 'value'], ['{list}', 'red,green,blue'], ['{list*}', 'red,green,blue'],
    ['{keys}', 'semi,%3B,dot,.,comma,%2C'], ['{keys*}', 'semi=%3B,dot=.,comma=%2C'],
    // §3.2.3 reserved expansion
    ['{+var}', 'value'], ['{+hello}', 'Hello%20World!'], ['{+half}', '50%25'], ['{base}index', 'http%3A%2F%2Fexample.com%2Fhome%2Findex'],
    ['{+base}index', 'http://example.com/home/index'], ['O{+empty}X', 'OX'], ['{+path}/here', '/foo/bar/here'],
    ['here?ref={+path}', 'here?ref=/foo/bar'], ['up{+path}{var}/here', 'up/foo/barvalue/here'], ['{+x,hello,y}', '1024,Hello%20World!,768'],
    ['{+path,x}/here', '/foo/bar,1024/here'], ['{+path:6}/here', '/foo/b/here'], ['{+list}', 'red,green,blue'],
    ['{+keys}', 'semi,;,dot,.,comma,,'], ['{+keys*}', 'semi=;,dot=.,comma=,'],
    // §3.2.4 fragment expansion
    ['{#var}', '#value'], ['{#hello}', '#Hello%20World!'], ['{#half}', '#50%25'], ['foo{#empty}', 'foo#'], ['foo{#undef}', 'foo'],
    ['{#x,hello,y}', '#1024,Hello%20World!,768'], ['{#path,x}/here', '#/foo/bar,1024/here'], ['{#path:6}/here', '#/foo/b/here'],
    ['{#list*}', '#red,green,blue'], ['{#keys*}', '#semi=;,dot=.,comma=,'],
    // §3.2.5 label expansion with dot-prefix
    ['{.who}', '.fred'], ['{.who,who}', '.fred.fred'], ['{.half,who}', '.50%25.fred'], ['www{.dom*}', 'www.example.com'],
    ['X{.var}', 'X.value'], ['X{.empty}', 'X.'], ['X{.undef}', 'X'], ['X{.var:3}', 'X.val'], ['X{.list}', 'X.red,green,blue'],
    ['X{.list*}', 'X.red.green.blue'], ['X{.keys}', 'X.semi,%3B,dot,.,comma,%2C'], ['X{.keys*}', 'X.semi=%3B.dot=..comma=%2C'],
    ['X{.empty_keys}', 'X'], ['X{.empty_keys*}', 'X'],
    // §3.2.6 path segment expansion
    ['{/who}', '/fred'], ['{/who,who}', '/fred/fred'], ['{/half,who}', '/50%25/fred'], ['{/who,dub}', '/fred/me%2Ftoo'],
    ['{/var}', '/value'], ['{/var,empty}', '/value/'], ['{/var,undef}', '/value'], ['{/var,x}/here', '/value/1024/here'],
    ['{/var:1,var}', '/v/value'], ['{/list}', '/red,green,blue'], ['{/list*}', '/red/green/blue'], ['{/list*,path:4}', '/red/green/blue/%2Ffoo'],
    ['{/keys}', '/semi,%3B,dot,.,comma,%2C'], ['{/keys*}', '/semi=%3B/dot=./comma=%2C'],
    // §3.2.7 path-style parameter expansion
    ['{;who}', ';who=fred'], ['{;half}', ';half=50%25'], ['{;empty}', ';empty'], ['{;v,empty,who}', ';v=6;empty;who=fred'],
    ['{;v,bar,who}', ';v=6;who=fred'], ['{;x,y}', ';x=1024;y=768'], ['{;x,y,empty}', ';x=1024;y=768;empty'], ['{;x,y,undef}', ';x=1024;y=768'],
    ['{;hello:5}', ';hello=Hello'], ['{;list}', ';list=red,green,blue'], ['{;list*}', ';list=red;list=green;list=blue'],
    ['{;keys}', ';keys=semi,%3B,dot,.,comma,%2C'], ['{;keys*}', ';semi=%3B;dot=.;comma=%2C'],
    // §3.2.8 form-style query expansion
    ['{?who}', '?who=fred'], ['{?half}', '?half=50%25'], ['{?x,y}', '?x=1024&y=768'], ['{?x,y,empty}', '?x=1024&y=768&empty='],
    ['{?x,y,undef}', '?x=1024&y=768'], ['{?var:3}', '?var=val'], ['{?list}', '?list=red,green,blue'],
    ['{?list*}', '?list=red&list=green&list=blue'], ['{?keys}', '?keys=semi,%3B,dot,.,comma,%2C'], ['{?keys*}', '?semi=%3B&dot=.&comma=%2C'],
    // §3.2.9 form-style query continuation
    ['{&who}', '&who=fred'], ['{&half}', '&half=50%25'], ['?fixed=yes{&x}', '?fixed=yes&x=1024'], ['{&x,y,empty}', '&x=1024&y=768&empty='],
    ['{&var:3}', '&var=val'], ['{&list}', '&list=red,green,blue'], ['{&list*}', '&list=red&list=green&list=blue'],
    ['{&keys}', '&keys=semi,%3B,dot,.,comma,%2C'], ['{&keys*}', '&semi=%3B&dot=.&comma=%2C'],
  ];
  it.each(ROWS)('%s -> %s', (template, want) => {
    expect(expand(template, VARS)).toBe(want);
    expect(parseTemplate(template).expand(VARS)).toBe(want);
  });
});

describe('parseTemplate: the parsed structure', () => {
  it('keeps literals as written and expressions with their operators and modifiers', () => {
    const t = parseTemplate('/users/{id}{?fields*,q:3}');
    expect(t.parts).toEqual([
      '/users/',
      { operator: '', varspecs: [{ name: 'id', prefix: 0, explode: false }], start: 7, end: 11 },
      { operator: '?', varspecs: [{ name: 'fields', prefix: 0, explode: true }, { name: 'q', prefix: 3, explode: false }], start: 11, end: 25 },
    ]);
    expect(t.variableNames).toEqual(['id', 'fields', 'q']);
    expect(t.expressions.map((e) => e.operator)).toEqual(['', '?']);
    expect(t.toString()).toBe('/users/{id}{?fields*,q:3}');
    expect(t.template).toBe('/users/{id}{?fields*,q:3}');
  });

  it('hands out frozen parts, made only by parseTemplate', () => {
    const t = parseTemplate('{a}{b}{a}');
    expect(t.variableNames).toEqual(['a', 'b']);
    expect(Object.isFrozen(t.parts)).toBe(true);
    const e = t.parts[0] as unknown as { varspecs: object[] };
    expect(Object.isFrozen(e)).toBe(true);
    expect(Object.isFrozen(e.varspecs)).toBe(true);
    expect(Object.isFrozen(e.varspecs[0])).toBe(true);
    expect(() => (t.parts as unknown[]).push('x')).toThrow(TypeError);
    expect(t.parts).toBe(t.parts);
    expect(t.expand({ a: '1', b: '2' })).toBe('121');
    expect(t).toBeInstanceOf(UriTemplate);
    expectUriError(() => new (UriTemplate as unknown as new (...a: unknown[]) => unknown)(undefined, '', [], []), 'invalid-argument', 0);
  });

  it('accepts every operator, dotted and pct-encoded names, prefixes 1 to 9999', () => {
    for (const t of ['{+a}', '{#a}', '{.a}', '{/a}', '{;a}', '{?a}', '{&a}', '{a.b}', '{%41}', '{a%2Eb}', '{_1}', '{v:1}', '{v:9999}', '', 'plain']) {
      expect(isValidTemplate(t), t).toBe(true);
      expect(validateTemplate(t), t).toBeNull();
    }
  });
});

describe('parseTemplate: errors (RFC 6570 §2), code and index', () => {
  const ROWS: [string, string, number][] = [
    // §2.2 expressions
    ['{', 'template-unclosed-expression', 0],
    ['a{b', 'template-unclosed-expression', 1],
    ['a{b,', 'template-unclosed-expression', 1],
    ['{b:12', 'template-unclosed-expression', 0],
    ['{}', 'template-invalid-varname', 1],
    ['{=a}', 'template-reserved-operator', 1],
    ['{,a}', 'template-reserved-operator', 1],
    ['{@a}', 'template-reserved-operator', 1],
    ['{$a}', 'template-unknown-operator', 1],
    ['{-a}', 'template-unknown-operator', 1],
    // §2.3 variables
    ['{a,,b}', 'template-invalid-varname', 3],
    ['{a,}', 'template-invalid-varname', 3],
    ['{a b}', 'template-invalid-varname', 2],
    ['{a..b}', 'template-invalid-varname', 2],
    ['{.a.}', 'template-invalid-varname', 3],
    ['{%4}', 'template-invalid-varname', 1],
    ['{a=1}', 'template-invalid-varname', 2],
    ['{\u00e9}', 'template-invalid-varname', 1],
    // §2.4 modifiers
    ['{a:0}', 'template-invalid-prefix', 3],
    ['{a:01}', 'template-invalid-prefix', 3],
    ['{a:10000}', 'template-invalid-prefix', 3],
    ['{a:x}', 'template-invalid-prefix', 3],
    ['{a:2*}', 'template-prefix-explode', 4],
    ['{a*:2}', 'template-prefix-explode', 3],
    // §2.1 literals
    ['a b', 'template-invalid-literal', 1],
    ['a}', 'template-invalid-literal', 1],
    ['a%', 'template-invalid-literal', 1],
    ['a%4', 'template-invalid-literal', 1],
    ['a%zz', 'template-invalid-literal', 1],
    ['<a>', 'template-invalid-literal', 0],
    ['a|b', 'template-invalid-literal', 1],
    ['a\u007fb', 'template-invalid-literal', 1],
    ['a\ud800b', 'template-invalid-literal', 1],
    ['a\ufffeb', 'template-invalid-literal', 1],
  ];
  it.each(ROWS)('%s: %s at %i', (template, code, index) => {
    const e = expectUriError(() => parseTemplate(template), code as never, index);
    expect(e.input).toBe(template);
    expect(e.message).toContain(`[${code}]`);
    expect(e.message).toContain('RFC 6570');
    expect(e.entry).toBe(TEMPLATE_ERROR_CODES[code as keyof typeof TEMPLATE_ERROR_CODES]);
    expect(isValidTemplate(template)).toBe(false);
    expect(validateTemplate(template)).toMatchObject({ code, index });
  });

  it('refuses a template that is not a string', () => {
    expectUriError(() => parseTemplate(42 as never), 'invalid-argument', 0);
    expectUriError(() => expand(null as never, {}), 'invalid-argument', 0);
    expectUriError(() => validateTemplate({} as never), 'invalid-argument', 0);
    expect(isValidTemplate(undefined as never)).toBe(false);
  });
});

describe('expand: literals (§3.1)', () => {
  it('keeps the apostrophe (erratum 6937, the §3.2.1 example) and pct-encoded triplets', () => {
    expect(expand("'{var}'", { var: 'value' })).toBe("'value'");
    expect(expand('a%41b{var}', { var: 'x' })).toBe('a%41bx');
  });
  it('pct-encodes non-ASCII literal characters as UTF-8', () => {
    expect(expand('/caf\u00e9/{var}', { var: 'x' })).toBe('/caf%C3%A9/x');
    expect(expand('a\ud83d\ude00b', {})).toBe('a%F0%9F%98%80b');
  });
});

describe('expand: values (§2.3)', () => {
  it('takes numbers and booleans as their text', () => {
    expect(expand('/users/{id}{?admin,ratio}', { id: 42, admin: true, ratio: 0.5 })).toBe('/users/42?admin=true&ratio=0.5');
    expect(expand('{?list*}', { list: [1, false] })).toBe('?list=1&list=false');
  });

  it('keeps an object\'s member order, skips undefined members and list items', () => {
    expect(expand('{?m*}', { m: { z: 1, a: 2, skip: undefined, n: null } })).toBe('?z=1&a=2');
    expect(expand('{/l*}', { l: ['a', null, undefined, 'b'] })).toBe('/a/b');
    expect(expand('X{.l}', { l: [null] })).toBe('X');
    expect(expand('X{?m}', { m: { a: undefined } })).toBe('X');
    expect(expand('{a}{b}', Object.assign(Object.create(null) as object, { a: 'x' }) as TemplateVariables)).toBe('x');
  });

  it('reads only own variables', () => {
    expect(expand('{constructor}{toString}', {})).toBe('');
  });

  it('counts a prefix in code points (§2.4.1)', () => {
    expect(expand('{var:3}', { var: 'a\ud83d\ude00bc' })).toBe('a%F0%9F%98%80b');
    expect(expand('{var:1}', { var: '\ud83d\ude00' })).toBe('%F0%9F%98%80');
    expect(expand('{var:2}', { var: '\u00e9t\u00e9' })).toBe('%C3%A9t');
  });

  it('encodes UTF-8, keeping pct-encoded triplets only for + and #', () => {
    expect(expand('{v}', { v: '%41 \u00e9' })).toBe('%2541%20%C3%A9');
    expect(expand('{+v}', { v: '%41 %zz' })).toBe('%41%20%25zz');
    expect(expand('{#v}', { v: '%4' })).toBe('#%254');
  });

  it('refuses any other value with a UriError naming the variable', () => {
    const ROWS: [unknown, string][] = [
      [() => 1, 'a function'], [new Date(0), 'an object'], [new Map(), 'an object'], [Symbol('s'), 'a symbol'], [10n, 'bigint'],
      [NaN, 'NaN'], [Infinity, 'Infinity'], [[['nested']], 'an array'], [{ a: {} }, 'an object'],
    ];
    for (const [value, what] of ROWS) {
      const e = catchUriError(() => expand('x{/who}', { who: value as never }));
      expect(e.code).toBe('template-invalid-value');
      expect(e.index).toBe(1);
      expect(e.input).toBe('x{/who}');
      expect(e.message).toContain('"who"');
      expect(e.message).toContain(what);
    }
  });

  it('refuses a prefix on a list or an associative array (§2.4.1)', () => {
    const e = expectUriError(() => expand('a{/l:2}', { l: ['x'] }), 'template-prefix-composite', 1);
    expect(e.message).toContain('"l"');
    expectUriError(() => expand('{m:2}', { m: { a: 'b' } }), 'template-prefix-composite', 0);
  });

  it('refuses a lone surrogate in a value (no UTF-8 form), at its index in the value', () => {
    const e = expectUriError(() => expand('{v}', { v: 'ab\ud800' }), 'lone-surrogate', 2);
    expect(e.input).toBe('ab\ud800');
    expect(e.message).toContain('"v"');
  });

  it('refuses variables that are not an object', () => {
    for (const bad of [null, 'x', 1, ['a']]) expectUriError(() => expand('{a}', bad as never), 'invalid-argument', 0);
  });

  it('returns a new string each time; the template is unchanged', () => {
    const t = parseTemplate('{a}');
    expect(t.expand({ a: '1' })).toBe('1');
    expect(t.expand({ a: '2' })).toBe('2');
    expect(t.toString()).toBe('{a}');
  });
});

describe('matchTemplate: the inverse of expand', () => {
  // [template, uri, variables]: one reading, or the documented choice (src/template/match.ts, rules 1-7)
  const ROWS: [string, string, Record<string, unknown> | null][] = [
    ['/users/{id}', '/users/42', { id: '42' }],
    ['/users/{id}', '/teams/42', null],
    ['/users/{id}', '/users/4/2', null], // '/' is not in a U value
    ['{hello}', 'Hello%20World%21', { hello: 'Hello World!' }],
    ['{+path}/here', '/foo/bar/here', { path: '/foo/bar' }],
    ['{x,y}', '1024,768', { x: '1024', y: '768' }],
    ['{x,y}', '768', { x: '768' }], // rule 2: the earlier varspec is the defined one
    ['{x,y}', '', {}], // rule 3
    ['{list}', 'red,green,blue', { list: ['red', 'green', 'blue'] }],
    ['{/list*}', '/red/green/blue', { list: ['red', 'green', 'blue'] }],
    ['{/keys*}', '/semi=%3B/dot=./comma=%2C', { keys: { semi: ';', dot: '.', comma: ',' } }],
    ['{;x,y,empty}', ';x=1024;y=768;empty', { x: '1024', y: '768', empty: '' }],
    ['{;x,y}', ';y=768', { y: '768' }],
    ['{;x}', ';z=1', null],
    ['{?x,y}', '?y=2&x=1', { x: '1', y: '2' }], // rule 5: by name, in any order (expand writes ?x=1&y=2)
    ['{?list*}', '?list=red&list=green', { list: ['red', 'green'] }],
    ['{?q,opts*}', '?q=a&sort=asc&page=2', { q: 'a', opts: { sort: 'asc', page: '2' } }],
    ['{?fields}', '?fields=a,b', { fields: ['a', 'b'] }],
    ['{name}.{ext}', 'a.b.c', { name: 'a.b', ext: 'c' }], // rule 1: greedy, the literal at its last occurrence
    ['{x}{y}', 'ab', { x: 'ab' }], // rule 1
    ['{x}{.y}', 'a.b', { x: 'a', y: 'b' }], // rule 1: the operator at its last occurrence
    ['{/a*}{/b}', '/p/q/r', { a: ['p', 'q'], b: 'r' }],
    ['{term:1}/{term}', 'd/dog', { term: 'dog' }], // rule 6
    ['{term:1}/{term}', 'c/dog', null],
    ['{a}/{a}', 'x/y', null],
    ['{+x}', 'a%2Fb', { x: 'a/b' }], // rule 7: decoded
    ['{x}', '%FF', null], // rule 7: not UTF-8
    ['{x}', 'caf%C3%A9', { x: 'caf\u00e9' }],
    ['/caf\u00e9/{x}', '/caf%C3%A9/1', { x: '1' }],
    ['{#frag}', '#a/b?c', { frag: 'a/b?c' }],
    ['up{+path}{var}/here', 'up/foo/barvalue/here', { path: '/foo/barvalue' }], // rule 1: '{+path}' takes all
  ];
  // rule 5 reads named parameters in any order; rule 7 decodes what + kept pct-encoded
  const REEXPANDED: Record<string, string> = { '?y=2&x=1': '?x=1&y=2', 'a%2Fb': 'a/b' };
  it.each(ROWS)('%s on %s', (template, uri, want) => {
    const got = matchTemplate(template, uri);
    expect(got === null ? null : { ...got }).toEqual(want);
    if (got !== null) {
      expect(Object.getPrototypeOf(got)).toBeNull();
      // the variables expand back to the uri, but for the two documented departures
      const again = REEXPANDED[uri] ?? uri;
      expect(expand(template, got)).toBe(again);
    }
    expect(parseTemplate(template).match(uri)).toEqual(got);
  });

  it('refuses a uri that is not a string', () => {
    expectUriError(() => matchTemplate('{a}', 1 as never), 'invalid-argument', 0);
    expectUriError(() => parseTemplate('{a}').match(null as never), 'invalid-argument', 0);
  });
});

describe('matchAll: the most specific template first', () => {
  it('orders by literal characters, then fewer expressions and varspecs, then the list order', () => {
    const routes = ['/users/{id}{?q}', '/users/{id}', '/users/me', '/{a}/{b}', '/teams/{id}'];
    expect(matchAll(routes, '/users/me').map((m) => m.index)).toEqual([2, 1, 0, 3]);
    expect(matchAll(routes, '/users/7').map((m) => [m.index, { ...m.variables }])).toEqual([
      [1, { id: '7' }], [0, { id: '7' }], [3, { a: 'users', b: '7' }],
    ]);
    expect(matchAll(routes, '/nothing')).toEqual([]);
    const t = parseTemplate('/x/{y}');
    expect(matchAll([t], '/x/1')[0]!.template).toBe(t);
  });

  it('refuses a list that is not an array, or a bad template in it', () => {
    expectUriError(() => matchAll('{a}' as never, 'a'), 'invalid-argument', 0);
    expectUriError(() => matchAll(['{a'], 'a'), 'template-unclosed-expression', 0);
  });
});

describe('the examples of the JSDoc', () => {
  it('run as written', () => {
    expect(parseTemplate('/users/{id}{?fields*}').variableNames).toEqual(['id', 'fields']);
    expectUriError(() => parseTemplate('{var:0}'), 'template-invalid-prefix', 5);
    expect(validateTemplate('{a,,b}')?.code).toBe('template-invalid-varname');
    expect(isValidTemplate('http://example.com/dictionary/{term:1}/{term}')).toBe(true);
    expect(isValidTemplate('{term')).toBe(false);
    expect(expand('/users/{id}{?fields*}', { id: 42, fields: ['a', 'b'] })).toBe('/users/42?fields=a&fields=b');
    expect(expand('{+path}/here', { path: '/foo/bar' })).toBe('/foo/bar/here');
    expect(parseTemplate('{/path*}').expand({ path: ['a', 'b c'] })).toBe('/a/b%20c');
    expect({ ...parseTemplate('/users/{id}').match('/users/42') }).toEqual({ id: '42' });
    expect({ ...matchTemplate('/users/{id}{?fields}', '/users/42?fields=a,b') }).toEqual({ id: '42', fields: ['a', 'b'] });
    expect(matchTemplate('/users/{id}', '/teams/7')).toBeNull();
    expect(matchAll(['/users/{id}', '/users/me'], '/users/me')[0]?.index).toBe(1);
  });
});

describe('errors are UriErrors', () => {
  it('every template code has a section, title and fix', () => {
    for (const [code, entry] of Object.entries(TEMPLATE_ERROR_CODES)) {
      expect(code.startsWith('template-'), code).toBe(true);
      expect(entry.section).toMatch(/^RFC 6570/);
      expect(entry.title.length).toBeGreaterThan(10);
      expect(entry.fix.length).toBeGreaterThan(5);
    }
    expect(catchUriError(() => parseTemplate('{'))).toBeInstanceOf(UriError);
  });
});

describe('the README tour of urikit/template', () => {
  it('runs as written', () => {
    expect(expand('/users/{id}{?fields*}', { id: 42, fields: ['a', 'b'] })).toBe('/users/42?fields=a&fields=b');
    expect(expand('{+path}/here', { path: '/foo/bar' })).toBe('/foo/bar/here');
    expect(expand('{var:3}', { var: 'a\u{1F600}bc' })).toBe('a%F0%9F%98%80b');
    expect(expand('{?m*}', { m: { z: 1, a: 2 } })).toBe('?z=1&a=2');
    const t = parseTemplate('/users/{id}{?fields}');
    expect(t.variableNames).toEqual(['id', 'fields']);
    expect({ ...t.match('/users/42?fields=a,b') }).toEqual({ id: '42', fields: ['a', 'b'] });
    expect({ ...matchTemplate('{name}.{ext}', 'a.b.c') }).toEqual({ name: 'a.b', ext: 'c' });
    expect(matchAll(['/users/{id}', '/users/me'], '/users/me')[0]!.index).toBe(1);
    expect(isValidTemplate('{var:0}')).toBe(false);
    expect(validateTemplate('{var:0}')).toMatchObject({ code: 'template-invalid-prefix', index: 5 });
  });
});

describe('matchTemplate: no prototype pollution', () => {
  it('reads a key named __proto__ as a key', () => {
    const got = matchTemplate('{?m*}', '?__proto__=1&a=2')!;
    const m = got['m'] as Record<string, string>;
    expect(Object.getPrototypeOf(m)).toBeNull();
    expect(Object.keys(m)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>)['a']).toBeUndefined();
  });
});

describe('expand: long values (the output buffer of src/chars.ts)', () => {
  // percent.ts's encoder switches to an output buffer at LONG_OUTPUT (1024) units: both paths give the same text
  const UNITS = ['a', '\u00e9 /', '%41%', '\ud83d\ude00', ',;=', 'x%zz'];
  it.each(UNITS)('%j repeated: the long path gives the short path\'s text, repeated', (unit) => {
    for (const op of ['', '+', '#', '?']) {
      const template = `{${op}v}`;
      const short = expand(template, { v: unit.repeat(4) });
      const long = expand(template, { v: unit.repeat(4 * 300) });
      const first = op === '#' ? '#' : op === '?' ? '?v=' : '';
      expect(long).toBe(first + short.slice(first.length).repeat(300));
    }
  });
  it('refuses a lone surrogate late in a long value at its index', () => {
    const v = 'a'.repeat(2000) + '\u00e9\ud800';
    expectUriError(() => expand('{v}', { v }), 'lone-surrogate', 2001);
  });
});

describe('a UriTemplate is made by parseTemplate: an object on its prototype is not one', () => {
  // (as for Uri: the brand is on the prototype; such an object has no parts, and used to give a
  // TypeError from expand and matchTemplate)
  const forged = Object.create(UriTemplate.prototype) as UriTemplate;

  it('is not instanceof UriTemplate, while a parsed one is', () => {
    expect(forged instanceof UriTemplate).toBe(false);
    expect(parseTemplate('{x}') instanceof UriTemplate).toBe(true);
  });

  it.each([
    ['expand', () => expand(forged, {})],
    ['matchTemplate', () => matchTemplate(forged, 'x')],
  ])('%s refuses it with invalid-argument', (_name, call) => {
    expect(catchUriError(call).code).toBe('invalid-argument');
  });
});
