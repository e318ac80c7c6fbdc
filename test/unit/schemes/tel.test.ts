/** RFC 3966 — tel: the view of global and local numbers and parameters, its rules, comparison, and the builder. */
import { describe, expect, it } from 'vitest';
import { type TelView, buildTel, parseTel, telComparisonKey, telEquivalent, telScheme } from '../../../src/schemes/tel.js';
import { parse } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

/** A row's view without its scheme: parseTel gives { scheme: 'tel', ...view }, and the builder takes either. */
type Row = [input: string, view: Omit<TelView, 'scheme'>];

function views(rows: Row[]): void {
  it.each(rows)('%s', (input, row) => {
    const want: TelView = { scheme: 'tel', ...row };
    expect(parseTel(input)).toEqual(want);
    expect(parseTel(parse(input))).toEqual(want);
    expect(parseTel(buildTel(want))).toEqual(want);
    expect(parseTel(buildTel(row))).toEqual(want);
  });
}

describe('RFC 3966 \u00a76 examples; RFC 3986 \u00a71.1.2', () => {
  views([
    ['tel:+1-201-555-0123', { number: '+1-201-555-0123', digits: '+12015550123', global: true, params: [] }],
    ['tel:7042;phone-context=example.com', { number: '7042', digits: '7042', global: false, params: [['phone-context', 'example.com']] }],
    ['tel:863-1234;phone-context=+1-914-555', { number: '863-1234', digits: '8631234', global: false, params: [['phone-context', '+1-914-555']] }],
    ['tel:+1-816-555-1212', { number: '+1-816-555-1212', digits: '+18165551212', global: true, params: [] }],
  ]);
});

describe('RFC 3966 \u00a73, \u00a75: numbers and parameters', () => {
  views([
    ['tel:+1-201-555-0123;ext=1234', { number: '+1-201-555-0123', digits: '+12015550123', global: true, params: [['ext', '1234']] }],
    ['tel:+1(201)555.0123;EXT=12-34;isub=ab%3Dc=d,e@f', {
      number: '+1(201)555.0123', digits: '+12015550123', global: true, params: [['ext', '12-34'], ['isub', 'ab=c=d,e@f']],
    }],
    ['tel:*21%23;phone-context=+1', { number: '*21#', digits: '*21#', global: false, params: [['phone-context', '+1']] }],
    ['tel:AB-cd;phone-context=ex-1.example.', { number: 'AB-cd', digits: 'ABcd', global: false, params: [['phone-context', 'ex-1.example.']] }],
    ['tel:+44;foo;bar=%C3%A9;phone-context=x.org', {
      number: '+44', digits: '+44', global: true, params: [['foo', ''], ['bar', '\u00e9'], ['phone-context', 'x.org']],
    }],
    ['tel:+1#frag', { number: '+1', digits: '+1', global: true, params: [] }],
  ]);
});

describe('RFC 3966 \u00a73 rules: code and index', () => {
  it.each([
    ['tel:', 'tel-invalid-number', 4],
    ['tel:+', 'tel-invalid-number', 5],
    ['tel:+-', 'tel-invalid-number', 6],
    ['tel:+1-201-555-O123', 'tel-invalid-number', 15],
    ['tel:+1*2', 'tel-invalid-number', 6],
    ['tel:+1%232', 'tel-invalid-number', 6],
    ['tel:12 34', 'invalid-path-char', 6],
    ['tel:12g4;phone-context=x.org', 'tel-invalid-number', 6],
    ['tel://example.com/', 'tel-invalid-number', 4],
    ['tel:7042', 'tel-missing-phone-context', 8],
    ['tel:863-1234;ext=1', 'tel-missing-phone-context', 12],
    ['tel:+1;', 'tel-invalid-parameter', 7],
    ['tel:+1;=x', 'tel-invalid-parameter', 7],
    ['tel:+1;a_b=x', 'tel-invalid-parameter', 8],
    ['tel:+1;ab=', 'tel-invalid-parameter', 10],
    ['tel:+1;ab=x,y', 'tel-invalid-parameter', 11],
    ['tel:+1;ext=12a', 'tel-invalid-parameter', 13],
    ['tel:+1;ext=--', 'tel-invalid-parameter', 13],
    ['tel:+1;ext', 'tel-invalid-parameter', 10],
    ['tel:+1;ext=1;EXT=2', 'tel-invalid-parameter', 13],
    ['tel:1;phone-context=-x.org', 'tel-invalid-phone-context', 20],
    ['tel:1;phone-context=x..org', 'tel-invalid-phone-context', 22],
    ['tel:1;phone-context=x.9rg', 'tel-invalid-phone-context', 22],
    ['tel:1;phone-context=x.org-', 'tel-invalid-phone-context', 25],
    ['tel:1;phone-context=+', 'tel-invalid-phone-context', 21],
    ['tel:1;phone-context=+1a', 'tel-invalid-phone-context', 22],
    ['tel:1;phone-context=%41.org', 'tel-invalid-phone-context', 20],
    ['tel:1;phone-context', 'tel-invalid-phone-context', 19],
    ['tel:+1?x', 'tel-unexpected-query', 6],
    ['sip:+1', 'scheme-mismatch', 0],
  ] as const)('%s -> %s at %i', (input, code, index) => {
    const e = expectUriError(() => parseTel(input), code, index);
    expect(e.input).toBe(input);
  });
});

describe('RFC 3966 \u00a74 comparison', () => {
  it.each([
    ['tel:+1-201-555-0123', 'tel:+12015550123', true],
    ['tel:+1-201-555-0123', 'tel:+1.201.(555).0123', true],
    ['tel:7042;phone-context=example.com', 'tel:70-42;PHONE-CONTEXT=EXAMPLE.COM', true],
    ['tel:863-1234;phone-context=+1-914-555', 'tel:8631234;phone-context=+1914555', true],
    ['tel:+1;ext=1-2;isub=a', 'tel:+1;isub=A;ext=12', true],
    ['tel:ab;phone-context=x.org', 'tel:AB;phone-context=x.org', true],
    ['tel:+1-201-555-0123', 'tel:201-555-0123;phone-context=+1', false], // global vs local
    ['tel:+1;ext=1', 'tel:+1', false], // a parameter only one has
    ['tel:+1;a=1', 'tel:+1;a=2', false],
  ] as const)('%s ~ %s: %s', (a, b, want) => {
    expect(telEquivalent(a, b)).toBe(want);
    expect(telEquivalent(b, a)).toBe(want);
  });
  it('the key', () => {
    expect(telComparisonKey('tel:+1-201-555-0123;Ext=1-2;phone-context=+1-2')).toBe('tel:+12015550123;ext=12;phone-context=+12');
  });
});

describe('the builder', () => {
  it('writes # as %23 and encodes parameter values', () => {
    const v: TelView = { scheme: 'tel', number: '*21#', digits: '*21#', global: false, params: [['phone-context', 'example.com'], ['x', 'a;b c']] };
    expect(buildTel(v).toString()).toBe('tel:*21%23;phone-context=example.com;x=a%3Bb%20c');
  });
  it('rejects an impossible view', () => {
    expectUriError(() => buildTel({ number: '+1', digits: '1', global: true, params: [] }), 'invalid-argument', 0);
    expectUriError(() => buildTel({ number: '+1', digits: '+1', global: true, params: [['Ext', '1']] }), 'invalid-argument', 0);
    expectUriError(() => buildTel({ number: '123', digits: '123', global: false, params: [] }), 'tel-missing-phone-context', 7);
    expectUriError(() => buildTel({ number: '+1', digits: '+1', global: true, params: [['ext']] } as unknown as TelView), 'invalid-argument', 0);
  });
  it('the scheme entry', () => {
    expect(telScheme).toMatchObject({ name: 'tel', spec: 'RFC 3966', hierarchical: false });
  });
});

// Regression (found by the RFC 3966 §4 property in CI, seed 1251672271): a parameter name given
// twice made the comparison key depend on the order the parameters were written in.
describe('telComparisonKey with a repeated parameter name', () => {
  it('does not depend on the order of the parameters', () => {
    const a = 'tel:0;phone-context=example.com;8;8=%40';
    const b = 'tel:0;8=%40;phone-context=example.com;8';
    expect(telComparisonKey(a)).toBe(telComparisonKey(b));
    expect(telEquivalent(a, b)).toBe(true);
  });
});
