/**
 * RFC 3986 Appendix A, RFC 3987 §2.2, RFC 6874 §2 -- isValid reads the grammar with a reader of its
 * own (src/recognize.ts, which records nothing), parse and validate with the diagnosing one
 * (src/parse.ts). The two must give the same verdict on every input, under every rule and mode:
 * here on the corpus, on references generated from the ABNF and their mutations, on IRIs, and on
 * IP-literals built from the characters that make them fail.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type ParseOptions, type Rule, isValid, tryParse, validate } from '../../src/index.js';
import * as abnf from './abnf.js';

const RULES: readonly Rule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'];
const MODES: readonly ParseOptions[] = [{}, { iri: true }, { zoneId: true }, { iri: true, zoneId: true }];

/** Every rule under every mode, with the option objects as a caller writes them. */
const OPTIONS: readonly ParseOptions[] = RULES.flatMap((rule) => MODES.map((m) => ({ ...m, rule })));

/** The inputs (and options) on which the two readers disagree: each as [input, options, isValid's verdict]. */
function disagreements(input: string): [string, ParseOptions, boolean][] {
  const out: [string, ParseOptions, boolean][] = [];
  for (const o of OPTIONS) {
    const verdict = isValid(input, o);
    if (verdict !== (validate(input, o) === null) || verdict !== (tryParse(input, o) !== null)) out.push([input, o, verdict]);
  }
  // and without options, the call most code makes
  if (isValid(input) !== (validate(input) === null)) out.push([input, {}, isValid(input)]);
  return out;
}

/** Characters that break, end or change a component, one rule's delimiter being another's content. */
const NASTY = [
  '%', '%2', '%25', '%zz', ':', '::', '@', '[', ']', '/', '//', '?', '#', ' ', '.', 'v', 'V', '1', 'f', 'G', '0.0.0.0', '%2525',
  '\u00e9', '\u00a0', '\u200e', '\ufdd0', '\ufffe', '\ue000', '\ud800', '\udc00', '\ud83d\ude00', '\udb80\udc00', '\udb40\udd00',
  '\u007f', '\t', '{', '\\', '|', '^', '`',
];

/** A generated reference with 1-3 insertions, deletions or replacements from NASTY. */
const mutated = fc.tuple(
  abnf.uriReference,
  fc.array(fc.tuple(fc.nat(), fc.constantFrom(...NASTY), fc.constantFrom('insert', 'delete', 'replace')), { minLength: 1, maxLength: 3 }),
).map(([text, edits]) => {
  let s = text;
  for (const [at, piece, how] of edits) {
    const k = s.length === 0 ? 0 : at % (s.length + 1);
    if (how === 'insert') s = s.slice(0, k) + piece + s.slice(k);
    else if (how === 'delete') s = s.slice(0, k) + s.slice(k + 1);
    else s = s.slice(0, k) + piece + s.slice(k + 1);
  }
  return s;
});

/** Authorities of IP-literals built from the characters an IPv6address, IPvFuture or ZoneID is made of, and a few that break one. */
const literal = fc.tuple(
  fc.constantFrom('', 'http:', 'u:', 'a+b.c:'),
  fc.constantFrom('', 'user@', 'u:p@', '@'),
  fc.array(fc.constantFrom('0', '1', '9', 'a', 'F', 'ffff', '255', '256', '01', ':', ':', '::', '.', 'v', 'V', '%25', '%', '~', '-', '!', '\u00e9', '1.2.3.4'), { maxLength: 14 }),
  fc.constantFrom(']', ']:80', ']:8a', '', ']/x', ']?q#f', ']]', ']@h'),
).map(([scheme, userinfo, body, tail]) => `${scheme}//${userinfo}[${body.join('')}${tail}`);

/** IRIs: a generated reference with non-ASCII characters dropped in: ucschar, iprivate, forbidden ones and lone surrogates. */
const iriLike = fc.tuple(
  abnf.uriReference,
  fc.array(fc.tuple(fc.nat(), fc.oneof(
    fc.integer({ min: 0x80, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
    fc.constantFrom('\ue000', '\uf8ff', '\udb80\udc00', '\udbff\udffd', '\ud800', '\udfff', '\ufffe', '\u200f', '\u202a')),
  ), { minLength: 1, maxLength: 4 }),
).map(([text, drops]) => {
  let s = text;
  for (const [at, piece] of drops) {
    const k = at % (s.length + 1);
    s = s.slice(0, k) + piece + s.slice(k);
  }
  return s;
});

describe('isValid agrees with validate and tryParse', () => {
  it('on every line of the corpus (bench/data/urls.txt), under every rule and mode', () => {
    const lines = readFileSync(new URL('../../bench/data/urls.txt', import.meta.url), 'utf8').split('\n').filter((l) => l !== '');
    expect(lines.length).toBeGreaterThan(10_000);
    const found = lines.flatMap(disagreements);
    expect(found).toEqual([]);
  });

  it('on references generated from the ABNF (every one valid, so the verdict is true)', () => {
    fc.assert(fc.property(abnf.uriReference, (s) => {
      expect(isValid(s)).toBe(true);
      expect(disagreements(s)).toEqual([]);
    }), { numRuns: 2000 });
  });

  it('on those references mutated with the characters that break or change a component', () => {
    fc.assert(fc.property(mutated, (s) => {
      expect(disagreements(s)).toEqual([]);
    }), { numRuns: 6000 });
  });

  it('on IP-literals: IPv6address, IPvFuture and ZoneID pieces in any order', () => {
    fc.assert(fc.property(literal, (s) => {
      expect(disagreements(s)).toEqual([]);
    }), { numRuns: 6000 });
  });

  it('on IRIs: ucschar, iprivate, noncharacters, bidi controls and lone surrogates in every component', () => {
    fc.assert(fc.property(iriLike, (s) => {
      expect(disagreements(s)).toEqual([]);
    }), { numRuns: 4000 });
  });

  // the verdicts themselves, on rows whose answer is known (RFC 3986 §3.2.2, RFC 6874 §2, RFC 3987 §2.2)
  it.each([
    ['http://[::1]:8080/', {}, true],
    ['http://[1:2:3:4:5:6:7::]/', {}, true],
    ['http://[1:2:3:4:5:6:7:8::]/', {}, false],
    ['http://[::1:2:3:4:5:1.2.3.4]/', {}, true],
    ['http://[1:2:3:4:5:6:7:1.2.3.4]/', {}, false],
    ['http://[v1.a:b]/', {}, true],
    ['http://[v.a]/', {}, false],
    ['http://[fe80::1%25eth0]/', {}, false],
    ['http://[fe80::1%25eth0]/', { zoneId: true }, true],
    ['http://[fe80::1%eth0]/', { zoneId: true }, false],
    ['http://u:p@h:80/', {}, true],
    ['http://h:8a/', {}, false],
    ['http://a@b@c/', {}, false],
    ['1a:b', {}, false],
    ['a:b#c', { rule: 'absolute-URI' }, false],
    ['//h/p', { rule: 'URI' }, false],
    ['a:b', { rule: 'relative-ref' }, false],
    ['http://b\u00fccher.example/?\ue000#x', { iri: true }, true],
    ['http://b\u00fccher.example/#\ue000', { iri: true }, false],
    ['http://[::\u00e9]/', { iri: true }, false],
    ['h\u00e9:x', { iri: true }, false],
  ] as [string, ParseOptions, boolean][])('%j %j -> %s', (input, options, want) => {
    expect(isValid(input, options)).toBe(want);
    expect(validate(input, options) === null).toBe(want);
  });
});
