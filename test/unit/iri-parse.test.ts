/** RFC 3987 §2.2 — parsing IRIs: `parse(input, { iri: true })` reads each rule's IRI twin. */
import { describe, expect, it } from 'vitest';
import { equivalent, normalize, parse, relativize, resolve, isValid } from '../../src/index.js';
import { expectFail, expectUriError } from '../helpers/expect.js';

const IRI = { iri: true } as const;

describe('RFC 3987 §2.2 IRI-reference: ucschar where the grammar allows it', () => {
  // RFC 3987 §3.1 and §3.2's examples, written with \u escapes (source files stay ASCII).
  it.each([
    ['http://r\u00E9sum\u00E9.example.org', { host: 'r\u00E9sum\u00E9.example.org', path: '' }], // §3.1 example
    ['http://www.example.org/red%09ros\u00E9#red', { path: '/red%09ros\u00E9', fragment: 'red' }], // §3.1
    ['http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02', { path: '/\uD800\uDF00\uD800\uDF01\uD800\uDF02' }], // §3.1: U+10300..10302
    ['http://www.example.org/D\u00FCrst', { path: '/D\u00FCrst' }], // §3.2
    ['http://xn--99zt52a.example.org/%e2%80%ae', { host: 'xn--99zt52a.example.org' }], // §3.2, stays a URI
    ['http://\u7D0D\u8C46.example.org/%E2%80%AE', { host: '\u7D0D\u8C46.example.org' }], // §3.2: encoded RLO stays encoded
    ['mailto:\u00E9l\u00E8ve@example.org?subject=\u00C9t\u00E9', { path: '\u00E9l\u00E8ve@example.org', query: 'subject=\u00C9t\u00E9' }],
    ['http://u\u00F1@h/p', { userinfo: 'u\u00F1', host: 'h' }], // iuserinfo
    ['/\u00E4/\u00F6?\u00FC#\u00DF', { path: '/\u00E4/\u00F6', query: '\u00FC', fragment: '\u00DF' }], // irelative-ref
  ])('%s', (input, want) => {
    const uri = parse(input, IRI);
    for (const [key, value] of Object.entries(want)) expect(uri[key as 'path']).toBe(value);
    expect(uri.toString()).toBe(input);
    expect(uri.isIri).toBe(true);
  });

  it('iprivate is allowed in the query only (§2.2 iquery)', () => {
    expect(isValid('http://h/?\uE000', IRI)).toBe(true);
    expect(isValid('http://h/?\uDB80\uDC00', IRI)).toBe(true); // U+F0000
    expectFail('http://h/\uE000', 'invalid-path-char', 9, IRI);
    expectFail('http://h/#\uE000', 'invalid-fragment-char', 10, IRI);
    expectFail('http://\uE000/', 'invalid-host-char', 7, IRI);
  });

  it('the planes: U+1FFFD is ucschar, U+1FFFE is not; plane 14 starts at U+E1000', () => {
    expect(isValid('http://h/\uD83F\uDFFD', IRI)).toBe(true); // U+1FFFD
    expectFail('http://h/\uD83F\uDFFE', 'invalid-path-char', 9, IRI); // U+1FFFE, a noncharacter
    expectFail('http://h/\uDB40\uDC01', 'invalid-path-char', 9, IRI); // U+E0001, a tag character
    expect(isValid('http://h/\uDB44\uDC00', IRI)).toBe(true); // U+E1000
  });
});

describe('RFC 3987: what an IRI still may not hold (code and index)', () => {
  it.each([
    ['\u00E4b:c', 'colon-in-first-segment', 2], // a scheme is ASCII, so this is a relative path with ':'
    ['http://h:8\u00E40/', 'invalid-port', 10],
    ['http://[::\u00E4]/', 'invalid-ipv6', 10],
    ['http://h/a\u0085b', 'invalid-path-char', 10], // C1 control: not ucschar
    ['http://h/a\u200Eb', 'invalid-path-char', 10], // §4.1: LRM is forbidden
    ['http://h/a\u202Eb', 'invalid-path-char', 10], // §4.1: RLO is forbidden
    ['http://h/a\uD800b', 'invalid-path-char', 10], // a lone high surrogate
    ['http://h/a\uDC00', 'invalid-path-char', 10], // a lone low surrogate
    ['http://h/\uFDD0', 'invalid-path-char', 9], // a noncharacter
    ['http://h/\uFFFE', 'invalid-path-char', 9],
    ['http://h/a b', 'invalid-path-char', 10], // what a URI forbids, an IRI forbids too
    ['http://h/?\uD800', 'invalid-query-char', 10],
  ] as const)('%j -> %s at %i', (input, code, index) => {
    expectFail(input, code, index, IRI);
  });

  it('without { iri: true } non-ASCII is an error whose message names both fixes', () => {
    const e = expectFail('http://h/r\u00E9sum\u00E9', 'invalid-path-char', 10);
    expect(e.message).toContain('%C3%A9');
    expect(e.message).toContain('iri: true');
  });
});

describe('IRIs through with(), resolve, normalize, equivalent and relativize (RFC 3987 §6.5: same algorithms)', () => {
  it('with() checks the new components by the IRI rules', () => {
    const iri = parse('http://h/\u00E4', IRI);
    expect(iri.with({ query: '\u00F6' }).toString()).toBe('http://h/\u00E4?\u00F6');
    expectUriError(() => iri.with({ path: '/a\u200Eb' }), 'invalid-path-char', 2);
    expectUriError(() => parse('http://h/').with({ path: '/\u00E4' }), 'invalid-path-char', 1);
  });

  it('resolve, normalize, equivalent, relativize take { iri: true }', () => {
    expect(resolve('http://h/\u00E4/b', '../\u00F6', IRI).toString()).toBe('http://h/\u00F6');
    expect(resolve('http://h/\u00E4/b', '../\u00F6', IRI).isIri).toBe(true);
    expect(normalize('HTTP://H/\u00E4/./%7e', IRI).toString()).toBe('http://h/\u00E4/~');
    expect(equivalent('http://h/\u00E4', 'HTTP://h:80/\u00E4', IRI)).toBe(true);
    expect(relativize('http://h/\u00E4/b', 'http://h/\u00E4/\u00F6', IRI).toString()).toBe('\u00F6');
    expectUriError(() => resolve('http://h/', '\u00E4'), 'invalid-path-char', 0);
  });
});
