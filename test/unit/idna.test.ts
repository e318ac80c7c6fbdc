/**
 * UTS #46 (https://www.unicode.org/reports/tr46/) ToASCII and ToUnicode for hosts, with the
 * IDNA2008 rules it applies (RFC 5891-5893), through domainToAscii and domainToUnicode; and the
 * 'idna-to-ascii' / 'idna-to-unicode' normalize steps (RFC 3986 §3.2.2).
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, UriError, type UriErrorCode } from '../../src/errors.js';
import { IDNA_ERROR_CODES } from '../../src/idna/index.js';
import {
  IDNA_PRESETS, domainToAscii, domainToUnicode, tryDomainToAscii, tryDomainToUnicode, type IdnaOptions,
} from '../../src/idna/idna.js';
import {
  createHostToAsciiStep, createHostToUnicodeStep, hostToAsciiStep, hostToUnicodeStep,
} from '../../src/idna/steps.js';
import * as idnaEntry from '../../src/idna/index.js';
import { normalizationChanges, normalize } from '../../src/normalize.js';
import { expectUriError } from '../helpers/expect.js';

const LENIENT: IdnaOptions = { preset: 'lenient' };

/** Asserts domainToAscii(input, options) fails with this code at this index, and that the try twin gives null. */
function expectAsciiError(input: string, code: UriErrorCode, index: number, options?: IdnaOptions): UriError {
  const e = expectUriError(() => domainToAscii(input, options), code, index);
  expect(e.input).toBe(input);
  expect(tryDomainToAscii(input, options)).toBeNull();
  return e;
}

// ---------------------------------------------------------------------------------------------
// ToASCII

describe('ToASCII, strict preset (the default)', () => {
  // RFC 3492 §7.1 sample strings (B), (C), (I), (J): Punycode of a whole label, lower-cased by the
  // UTS #46 mapping (the samples' mixed-case annotations do not survive case folding).
  it.each([
    ['\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587', 'xn--ihqwcrb4cv8a8dqg056pqjye'],
    ['\u4ED6\u5011\u7232\u4EC0\u9EBD\u4E0D\u8AAA\u4E2D\u6587', 'xn--ihqwctvzc91f659drss3x8bo0yb'],
    [
      '\u043F\u043E\u0447\u0435\u043C\u0443\u0436\u0435\u043E\u043D\u0438\u043D\u0435\u0433\u043E\u0432\u043E\u0440\u044F\u0442\u043F\u043E\u0440\u0443\u0441\u0441\u043A\u0438',
      'xn--b1abfaaepdrnnbgefbadotcwatmq2g4l',
    ],
    ['Porqu\u00E9nopuedensimplementehablarenEspa\u00F1ol', 'xn--porqunopuedensimplementehablarenespaol-fmd56a'],
  ])('RFC 3492 \u00a77.1 sample %s -> %s', (input, want) => {
    expect(domainToAscii(input)).toBe(want);
  });

  // UTS #46 §4 step 1 (map) and step 2 (normalize): case folding, compatibility forms, ignored code points.
  it.each([
    ['B\u00FCcher.example', 'xn--bcher-kva.example'], // WPT toascii.json (WebKit), bucher.de
    ['EXAMPLE.COM', 'example.com'], // A-Z are mapped to a-z
    ['\uFF21\uFF22\uFF23.example', 'abc.example'], // fullwidth letters
    ['\uFF11\uFF12\uFF13.example', '123.example'], // fullwidth digits
    ['\u2167.example', 'viii.example'], // ROMAN NUMERAL EIGHT maps to "viii"
    ['a\u00ADb.example', 'ab.example'], // SOFT HYPHEN is ignored
    ['look\u034Fout.example', 'lookout.example'], // COMBINING GRAPHEME JOINER is ignored
    ['A\u030A.example', 'xn--5ca.example'], // NFC: A + ring above is U+00E5
    ['\u212B.example', 'xn--5ca.example'], // ANGSTROM SIGN maps to U+00E5
    ['\u1E9E.example', 'xn--zca.example'], // CAPITAL SHARP S maps to U+00DF
    ['\u0130.example', 'xn--i-9bb.example'], // I WITH DOT ABOVE maps to i + U+0307
    ['caf\u00E9.example', 'xn--caf-dma.example'],
    ['\u00C5ngstr\u00F6m.example', 'xn--ngstrm-hua5l.example'],
  ])('maps %s -> %s', (input, want) => {
    expect(domainToAscii(input)).toBe(want);
  });

  // UTS #46 §4 step 3: U+3002, U+FF0E and U+FF61 map to '.', so they separate labels too.
  it('splits labels at the ideographic, fullwidth and halfwidth full stops', () => {
    expect(domainToAscii('a\u3002b\uFF0Ec\uFF61d')).toBe('a.b.c.d');
    expect(domainToAscii('\u4E2D\u6587\u3002\u4E2D\u56FD')).toBe('xn--fiq228c.xn--fiqs8s');
  });

  // UTS #46 §1.3.1 and §4: Nontransitional processing keeps the deviation characters.
  it.each([
    ['fa\u00DF.de', 'xn--fa-hia.de'], // sharp s is kept (Transitional would give fass.de)
    ['\u03B2\u03CC\u03BB\u03BF\u03C2.com', 'xn--nxasmm1c.com'], // final sigma is kept
    ['\u0DC1\u0DCA\u200D\u0DBB\u0DD3.com', 'xn--10cl1a0b660p.com'], // ZWJ after the Sinhala virama
    ['\u0646\u0627\u0645\u0647\u200C\u0627\u06CC.com', 'xn--mgba3gch31f060k.com'], // ZWNJ in Persian
  ])('Nontransitional: %s -> %s', (input, want) => {
    expect(domainToAscii(input)).toBe(want);
  });

  // RFC 5891 §5.3-5.5: an A-label that is already valid passes through, lower-cased.
  it.each([
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['XN--BCHER-KVA.EXAMPLE', 'xn--bcher-kva.example'],
    ['xn--fa-hia.de', 'xn--fa-hia.de'],
    ['xn--zca.xn--bcher-kva', 'xn--zca.xn--bcher-kva'],
  ])('valid A-label %s -> %s', (input, want) => {
    expect(domainToAscii(input)).toBe(want);
  });

  // RFC 3986 §3.2.2 and RFC 1034 §3.1: a fully qualified name may end with the root label's '.'.
  it('keeps one trailing root dot under VerifyDnsLength (deviation from IdnaTestV2 A4_2, see README)', () => {
    expect(domainToAscii('example.com.')).toBe('example.com.');
    expect(domainToAscii('B\u00FCcher.example.')).toBe('xn--bcher-kva.example.');
  });

  // RFC 1035 §2.3.4: 63 octets a label, 253 a name (255 on the wire).
  it('accepts the longest label and the longest name', () => {
    const label63 = 'a'.repeat(63);
    expect(domainToAscii(label63)).toBe(label63);
    const name253 = [label63, label63, label63, 'a'.repeat(61)].join('.');
    expect(name253.length).toBe(253);
    expect(domainToAscii(name253)).toBe(name253);
    expect(domainToAscii(name253 + '.')).toBe(name253 + '.');
  });

  // RFC 5892 Appendix A.1 and A.2 (ContextJ): joiners where they are allowed.
  it.each([
    ['\u0915\u094D\u200D\u0937', 'xn--11b2ezcw70k'], // ZWJ after DEVANAGARI SIGN VIRAMA (A.2)
    ['\u0915\u094D\u200C\u0937', 'xn--11b2ezcs70k'], // ZWNJ after a virama (A.1)
    ['\u0644\u200C\u0644', 'xn--ghba319q'], // ZWNJ between two dual-joining Arabic letters (A.1)
  ])('ContextJ allows %s -> %s', (input, want) => {
    expect(domainToAscii(input)).toBe(want);
  });

  // RFC 5893 §2: labels that follow the Bidi rule.
  it.each([
    ['\u0627\u0644\u0639\u0631\u0628\u064A\u0629.example', 'xn--mgbcd4a2b0d2b.example'], // AL label beside an L label
    ['\u05D0\u05D1.example', 'xn--4dbc.example'],
    ['\u05D01.example', 'xn--1-zhc.example'], // rule 3: an RTL label may end with a digit
    ['\u00E0.\u05D0\u0308', 'xn--0ca.xn--ssa73l'], // IdnaTestV2: a mark after R (rule 3, NSM)
  ])('Bidi allows %s -> %s', (input, want) => {
    expect(domainToAscii(input)).toBe(want);
  });
});

// ---------------------------------------------------------------------------------------------
// ToUnicode

describe('ToUnicode, strict preset', () => {
  it.each([
    ['xn--bcher-kva.example', 'b\u00FCcher.example'], // the example
    ['XN--BCHER-KVA.example', 'b\u00FCcher.example'],
    ['xn--fa-hia.de', 'fa\u00DF.de'],
    ['xn--fiq228c.xn--fiqs8s', '\u4E2D\u6587.\u4E2D\u56FD'],
    ['xn--nxasmm1c.com', '\u03B2\u03CC\u03BB\u03BF\u03C2.com'],
    ['B\u00FCcher.Example', 'b\u00FCcher.example'], // Unicode input is mapped, not encoded
    ['\uFF21\uFF22.com', 'ab.com'],
    ['example.com.', 'example.com.'],
  ])('%s -> %s', (input, want) => {
    expect(domainToUnicode(input)).toBe(want);
    expect(tryDomainToUnicode(input)).toBe(want);
  });

  it('has no VerifyDnsLength (UTS #46 \u00a74.3): empty labels and long labels pass', () => {
    expect(domainToUnicode('a..b')).toBe('a..b');
    expect(domainToUnicode('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it.each([
    ['xn--a.example', 'idna-disallowed-code-point', 0], // decodes to U+0080 (IdnaTestV2: V7)
    ['example.xn--ascii-', 'idna-invalid-punycode', 8], // decodes to ASCII only (P4)
    ['a_b', 'idna-std3-disallowed', 1],
  ] as const)('%s fails with %s at %i', (input, code, index) => {
    expectUriError(() => domainToUnicode(input), code, index);
    expect(tryDomainToUnicode(input)).toBeNull();
  });

  it('round-trips with ToASCII', () => {
    for (const d of ['b\u00FCcher.example', 'fa\u00DF.de', '\u4E2D\u6587.\u4E2D\u56FD', '\u0DC1\u0DCA\u200D\u0DBB\u0DD3.com']) {
      expect(domainToUnicode(domainToAscii(d))).toBe(d);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Errors: each rule's code and index

describe('errors, strict preset: code and index', () => {
  // UTS #46 §4.1 V2, V3 (CheckHyphens); RFC 5891 §4.2.3.1
  it.each([
    ['ab--c.example', 'idna-hyphen-3-4', 2],
    ['x.ab--c', 'idna-hyphen-3-4', 4],
    ['-x.example', 'idna-hyphen-edge', 0],
    ['x-.example', 'idna-hyphen-edge', 1],
    ['example.x-', 'idna-hyphen-edge', 9],
    ['-\u00E9.example', 'idna-hyphen-edge', 0],
    ['\u00E9-.example', 'idna-hyphen-edge', 1],
    ['\u00E9b--c.example', 'idna-hyphen-3-4', 2],
  ] as const)('CheckHyphens: %s -> %s at %i', (input, code, index) => {
    expectAsciiError(input, code, index);
  });

  // UTS #46 §4.1 U1 (UseSTD3ASCIIRules); RFC 1123 §2.1 LDH host names
  it.each([
    ['a_b.example', 1],
    ['example.a b', 9],
    ['*.example', 0],
    ['a.b%c', 3],
    ['\u00E9_.example', 1],
    ['\uFF3F.example', 0], // FULLWIDTH LOW LINE maps to '_': the index is the fullwidth form
    ['a.\u2100', 2], // ACCOUNT OF maps to "a/c"
  ] as const)('UseSTD3ASCIIRules: %s -> idna-std3-disallowed at %i', (input, index) => {
    expectAsciiError(input, 'idna-std3-disallowed', index);
  });

  // UTS #46 §4.1 V7: disallowed code points (IdnaMappingTable status), at their own index
  it.each([
    ['a.b\u0378', 3], // unassigned
    ['\uFFFD.com', 0], // WPT toascii.json: U+FFFD
    ['look\u202Eout.net', 4], // RIGHT-TO-LEFT OVERRIDE
    ['www\u2025lookout.net', 3], // TWO DOT LEADER
    ['\u2488.example', 0], // DIGIT ONE FULL STOP
    ['a\uD800b', 1], // a lone surrogate
    ['x.a\uD83D\uDE00\u0378', 5], // after an astral code point: UTF-16 index
  ] as const)('V7: %s -> idna-disallowed-code-point at %i', (input, index) => {
    expectAsciiError(input, 'idna-disallowed-code-point', index);
  });

  // UTS #46 §4.1 V6; RFC 5891 §4.2.3.2
  it.each([
    ['\u0301b.example', 0],
    ['a.\u0308', 2],
    ['x.\u0300\u00E9', 2],
  ] as const)('V6: %s -> idna-leading-combining-mark at %i', (input, index) => {
    expectAsciiError(input, 'idna-leading-combining-mark', index);
  });

  // UTS #46 §4 step 4 (P4), §4.1 V1, V4, V7 inside an A-label: the index is the label's start
  it.each([
    ['xn--a-\u00E4.pt', 'idna-invalid-punycode', 6], // IdnaTestV2 P4: non-ASCII in an xn-- label, at that code point
    ['example.xn--ls8h=', 'idna-invalid-punycode', 8], // not Punycode at all ('=' is no digit)
    ['xn--ascii-', 'idna-invalid-punycode', 0], // IdnaTestV2 P4: decodes to ASCII only
    ['xn--.example', 'idna-invalid-punycode', 0], // decodes to nothing
    ['xn--a.example', 'idna-disallowed-code-point', 0], // IdnaTestV2 V7: decodes to U+0080
    ['xn--zn7c.com', 'idna-disallowed-code-point', 0], // WPT: U+FFFD encoded in Punycode
    ['xn--u-ccb', 'idna-not-nfc', 0], // IdnaTestV2 V1: u + U+0308, not NFC
    ['xn--xn--a--gua.pt', 'idna-hyphen-3-4', 0], // decodes to 'xn--a--\u00E4'; with CheckHyphens this is V2
    ['xn--1ug.example', 'idna-invalid-joiner', 0], // WPT: a lone ZWJ, encoded
    ['xn--a-yoc', 'idna-bidi', 0], // WPT: U+064A then 'a', encoded
  ] as const)('A-label %s -> %s at %i', (input, code, index) => {
    expectAsciiError(input, code, index);
  });

  it('V4 with CheckHyphens off: an A-label that decodes to xn-- again', () => {
    expectAsciiError('xn--xn--a--gua.pt', 'idna-xn-prefix', 0, { checkHyphens: false });
  });

  // UTS #46 §4.1 C1, C2 (CheckJoiners); RFC 5892 Appendix A.1, A.2
  it.each([
    ['a\u200Cb', 1], // IdnaTestV2 C1
    ['a\u200Db', 1], // IdnaTestV2 C2
    ['\u200D.example', 0], // WPT toascii.json
    ['x.ab\u200D', 4],
    ['\u0628\u200C\u0905\u0628', 1], // A.1: after the ZWNJ comes a non-joining letter, not (T)* then R or D
    ['\u0915\u094D\u200C\u0915\u200D', 4], // the ZWNJ is fine after the virama; the ZWJ after KA is not
    ['\u0915\u094D\u200C\u200C', 3], // the second ZWNJ follows a ZWNJ, not a virama
  ] as const)('ContextJ: %s -> idna-invalid-joiner at %i', (input, index) => {
    expectAsciiError(input, 'idna-invalid-joiner', index);
  });

  // UTS #46 §4.1 B1-B6 (CheckBidi); RFC 5893 §2: the index is the failing label's start
  it.each([
    ['\u064Aa', 0], // WPT toascii.json: AL then L in one label (rule 2)
    ['\u05D0a.example', 0], // R then L (rule 2)
    ['a\u05D0.example', 0], // L then R (rule 6)
    ['1\u05D0.example', 0], // starts with a digit (rule 1)
    ['\u06611.example', 0], // starts with ARABIC-INDIC DIGIT ONE (AN; rule 1)
    ['\u05D0.0a', 2], // '0a' is fine alone, but not in a domain with right-to-left text (rule 1)
    ['0a.\u05D0', 0], // the same, the right-to-left label after it
    ['ok.0a.\u05D0', 3],
  ] as const)('Bidi: %s -> idna-bidi at %i', (input, index) => {
    expectAsciiError(input, 'idna-bidi', index);
  });

  it('reports the first failing label in input order, whatever its rule', () => {
    expectAsciiError('a_b.-x', 'idna-std3-disallowed', 1);
    expectAsciiError('-x.a_b', 'idna-hyphen-edge', 0);
    expectAsciiError('ok.\u0378.a_b', 'idna-disallowed-code-point', 3);
    expectAsciiError('0a.\u05D0.a_b', 'idna-bidi', 0);
    expectAsciiError('a_b.0a.\u05D0', 'idna-std3-disallowed', 1);
  });

  // UTS #46 §4.2 step 4 (VerifyDnsLength); RFC 1035 §2.3.4
  it.each([
    ['', 'idna-empty-domain', 0],
    ['.', 'idna-empty-domain', 0],
    ['a..b', 'idna-empty-label', 2],
    ['.example', 'idna-empty-label', 0],
    ['example..', 'idna-empty-label', 8], // one trailing dot is the root; two are an empty label
    ['a\u3002\u3002b', 'idna-empty-label', 2], // the separators map to '.'
    ['\u00AD.example', 'idna-empty-label', 0], // only an ignored code point: empty after mapping
    ['x.' + 'a'.repeat(64), 'idna-label-too-long', 2],
    ['x.' + 'a'.repeat(60) + '\u00E9', 'idna-label-too-long', 2], // 61 code points, but 'xn--' + 66 in ASCII
    [['a'.repeat(63), 'a'.repeat(63), 'a'.repeat(63), 'a'.repeat(62)].join('.'), 'idna-domain-too-long', 192],
  ] as const)('VerifyDnsLength: %s -> %s at %i', (input, code, index) => {
    expectAsciiError(input, code, index);
  });

  it('every IDNA error code is in urikit/idna\'s table (not the core\'s), with a section and a fix', () => {
    for (const code of [
      'idna-empty-domain', 'idna-empty-label', 'idna-label-too-long', 'idna-domain-too-long', 'idna-invalid-punycode',
      'idna-not-nfc', 'idna-hyphen-3-4', 'idna-hyphen-edge', 'idna-xn-prefix', 'idna-leading-combining-mark',
      'idna-disallowed-code-point', 'idna-std3-disallowed', 'idna-invalid-joiner', 'idna-bidi',
      'idna-forbidden-code-point', 'idna-invalid-label',
    ] as const) {
      expect(IDNA_ERROR_CODES[code].section).toMatch(/UTS #46|WHATWG/);
      expect(IDNA_ERROR_CODES[code].fix.length).toBeGreaterThan(0);
      expect(code in ERROR_CODES).toBe(false);
    }
  });

  it('says what was found, where, and how to fix it', () => {
    const e = expectAsciiError('www.a_b.example', 'idna-std3-disallowed', 5);
    expect(e.message).toContain("'_' at index 5");
    expect(e.message).toContain('"a_b"');
    expect(e.message).toContain("{ preset: 'lenient' }");
    expect(e.message).toContain('[idna-std3-disallowed]');
    const m = expectAsciiError('\uFF3F.example', 'idna-std3-disallowed', 0).message;
    expect(m).toContain('maps to "_"');
    const p = expectAsciiError('xn--ascii-.example', 'idna-invalid-punycode', 0).message;
    expect(p).toContain('decodes to "ascii"');
    const j = expectAsciiError('a\u200Db', 'idna-invalid-joiner', 1).message;
    expect(j).toContain('U+200D ZERO WIDTH JOINER');
    expect(j).toContain('fix: remove the joiner');
    const l = expectAsciiError('x.' + 'a'.repeat(64), 'idna-label-too-long', 2).message;
    expect(l).toContain('64 octets long; the most is 63');
  });
});

// ---------------------------------------------------------------------------------------------
// The lenient preset: WHATWG URL "domain to ASCII" with beStrict=false

describe("lenient preset (WHATWG URL 'domain to ASCII', beStrict=false)", () => {
  it.each([
    ['a_b.example', 'a_b.example'], // no UseSTD3ASCIIRules
    ['-x.example', '-x.example'], // no CheckHyphens (WPT toascii.json)
    ['ab--c', 'ab--c'],
    ['x..xn--zca', 'x..xn--zca'], // no VerifyDnsLength
    ['a'.repeat(64), 'a'.repeat(64)],
    ['xn--a', 'xn--a'], // the ASCII rule: only lower-cased (WPT toascii.json, whatwg/url PR 914)
    ['XN--LS8H=', 'xn--ls8h='],
    ['xn--zn7c.com', 'xn--zn7c.com'],
    ['\u2260', 'xn--1ch'], // NOT EQUAL TO is valid without STD3
    ['<\u0338', 'xn--gdh'], // NFC turns '<' + U+0338 into U+226E
    ['-x.\u00DF', '-x.xn--zca'],
  ])('%s -> %s', (input, want) => {
    expect(domainToAscii(input, LENIENT)).toBe(want);
  });

  it.each([
    ['a b', 'idna-forbidden-code-point', 1],
    ['a%41', 'idna-forbidden-code-point', 1], // '%' is forbidden: percent-decode a reg-name first
    ['x\u001F.example', 'idna-forbidden-code-point', 1],
    ['www\u00A0.lookout.net', 'idna-forbidden-code-point', 3], // NO-BREAK SPACE maps to a space
    ['www.lookout.net\u2A7480', 'idna-forbidden-code-point', 15], // maps to '::='
    ['a.\u2100', 'idna-forbidden-code-point', 2], // maps to 'a/c'
    ['', 'idna-empty-domain', 0],
    ['\u00AD', 'idna-empty-domain', 0], // WHATWG: an empty result fails
    ['xn--a.\u00DF', 'idna-disallowed-code-point', 0], // non-ASCII domain: full UTS #46, and xn--a is V7
    ['\u200D.example', 'idna-invalid-joiner', 0],
    ['\u064Aa', 'idna-bidi', 0],
  ] as const)('%s fails with %s at %i', (input, code, index) => {
    expectAsciiError(input, code, index, LENIENT);
  });

  it('ToUnicode decodes valid A-labels and keeps invalid ones as ASCII under the ASCII rule', () => {
    expect(domainToUnicode('xn--bcher-kva.example', LENIENT)).toBe('b\u00FCcher.example');
    expect(domainToUnicode('XN--A.example', LENIENT)).toBe('xn--a.example');
    expect(domainToUnicode('-x.a_b', LENIENT)).toBe('-x.a_b');
    expectUriError(() => domainToUnicode('a b', LENIENT), 'idna-forbidden-code-point', 1);
  });
});

// ---------------------------------------------------------------------------------------------
// Options

describe('options', () => {
  it('the presets are as documented', () => {
    expect(IDNA_PRESETS.strict).toEqual({
      checkHyphens: true, checkBidi: true, checkJoiners: true, useStd3AsciiRules: true, verifyDnsLength: true,
      checkForbiddenCodePoints: false, asciiPassThrough: false,
    });
    expect(IDNA_PRESETS.lenient).toEqual({
      checkHyphens: false, checkBidi: true, checkJoiners: true, useStd3AsciiRules: false, verifyDnsLength: false,
      checkForbiddenCodePoints: true, asciiPassThrough: true,
    });
  });

  // Each flag, turned off from strict, lets one input through; turned on from lenient, stops it.
  it.each([
    ['checkHyphens', '-\u00E9.example', 'idna-hyphen-edge', 0], // non-ASCII: lenient's ASCII rule would skip the checks
    ['checkHyphens', 'ab--\u00E9.example', 'idna-hyphen-3-4', 2],
    ['checkBidi', '\u05D0.0a', 'idna-bidi', 2],
    ['checkJoiners', 'a\u200Db', 'idna-invalid-joiner', 1],
    ['useStd3AsciiRules', 'a_b.\u00E9', 'idna-std3-disallowed', 1],
    ['verifyDnsLength', 'a..\u00E9', 'idna-empty-label', 2],
  ] as const)('%s decides %s', (flag, input, code, index) => {
    expectAsciiError(input, code, index, { [flag]: true, preset: 'lenient' });
    expect(typeof domainToAscii(input, { [flag]: false })).toBe('string');
  });

  it('checkForbiddenCodePoints and asciiPassThrough', () => {
    const noStd3 = { useStd3AsciiRules: false };
    expect(domainToAscii('a<b', noStd3)).toBe('a<b');
    expectAsciiError('a<b', 'idna-forbidden-code-point', 1, { ...noStd3, checkForbiddenCodePoints: true });
    expectAsciiError('xn--a', 'idna-disallowed-code-point', 0, { preset: 'lenient', asciiPassThrough: false });
    expect(domainToAscii('xn--a', { asciiPassThrough: true })).toBe('xn--a');
  });

  it('rejects bad options with invalid-argument', () => {
    const bad: unknown[] = [null, 'strict', [], { preset: 'whatwg' }, { checkBidi: 'yes' }, { useSTD3ASCIIRules: true }, { transitionalProcessing: true }];
    for (const options of bad) {
      expectUriError(() => domainToAscii('a', options as IdnaOptions), 'invalid-argument', 0);
      expectUriError(() => tryDomainToAscii('a', options as IdnaOptions), 'invalid-argument', 0);
    }
    const e = expectUriError(() => domainToAscii('a', { useSTD3ASCIIRules: true } as IdnaOptions), 'invalid-argument', 0);
    expect(e.message).toContain('useStd3AsciiRules');
  });

  it('rejects a domain that is not a string; the try twins give null', () => {
    expectUriError(() => domainToAscii(42 as unknown as string), 'invalid-argument', 0);
    expectUriError(() => domainToUnicode(undefined as unknown as string), 'invalid-argument', 0);
    expect(tryDomainToAscii(42 as unknown as string)).toBeNull();
    expect(tryDomainToUnicode({} as unknown as string)).toBeNull();
  });

  it('overriding a flag leaves the presets as they were, and they cannot be changed (STYLE 17)', () => {
    const before = JSON.stringify(IDNA_PRESETS);
    domainToAscii('a_b', { useStd3AsciiRules: false, verifyDnsLength: false, preset: 'strict' });
    expect(JSON.stringify(IDNA_PRESETS)).toBe(before);
    expect(Object.isFrozen(IDNA_PRESETS) && Object.isFrozen(IDNA_PRESETS.strict) && Object.isFrozen(IDNA_PRESETS.lenient)).toBe(true);
  });

  it('explicit undefined means the preset value (exactOptionalPropertyTypes callers)', () => {
    expectAsciiError('a_b', 'idna-std3-disallowed', 1, { useStd3AsciiRules: undefined });
  });
});

// ---------------------------------------------------------------------------------------------
// The normalize steps (RFC 3986 §3.2.2, §6.2.3)

describe('normalize steps', () => {
  it('idna-to-ascii: a percent-encoded UTF-8 reg-name becomes A-labels', () => {
    expect(normalize('http://B%C3%BCcher.example/', { extraSteps: [hostToAsciiStep] }).toString()).toBe('http://xn--bcher-kva.example/');
    expect(normalize('http://fa%C3%9F.DE:80/a', { extraSteps: [hostToAsciiStep] }).toString()).toBe('http://xn--fa-hia.de/a');
    expect(normalize('http://%EF%BC%A1%EF%BC%A2.com/', { extraSteps: [hostToAsciiStep] }).host).toBe('ab.com'); // fullwidth AB
    expect(normalize('http://example.com./', { extraSteps: [hostToAsciiStep] }).host).toBe('example.com.');
  });

  it('idna-to-ascii leaves IP-literals, IPv4 addresses, empty hosts and host-less URIs alone', () => {
    for (const uri of ['http://[::1]/', 'http://[v7.x]/', 'http://192.0.2.1/', 'file:///etc/hosts', 'mailto:a@example.com', 'a/b']) {
      const u = normalize(uri);
      expect(normalize(uri, { extraSteps: [hostToAsciiStep] }).toString()).toBe(u.toString());
    }
  });

  it('idna-to-ascii reports itself in the dry run', () => {
    expect(normalizationChanges('http://b%C3%BCcher.example/', { extraSteps: [hostToAsciiStep] })).toEqual([
      { step: 'idna-to-ascii', component: 'host', before: 'b%C3%BCcher.example', after: 'xn--bcher-kva.example' },
    ]);
    expect(hostToAsciiStep.name).toBe('idna-to-ascii');
    expect(hostToUnicodeStep.name).toBe('idna-to-unicode');
  });

  it('idna-to-ascii throws the IDNA error, with the decoded host as input; onError keep leaves it', () => {
    const e = expectUriError(() => normalize('http://a_b.example/', { extraSteps: [hostToAsciiStep] }), 'idna-std3-disallowed', 1);
    expect(e.input).toBe('a_b.example');
    const d = expectUriError(() => normalize('http://%C3%A9_.example/', { extraSteps: [hostToAsciiStep] }), 'idna-std3-disallowed', 1);
    expect(d.input).toBe('\u00E9_.example');
    expectUriError(() => normalize('http://caf%E9.example/', { extraSteps: [hostToAsciiStep] }), 'invalid-utf8', 3);
    const keep = createHostToAsciiStep({ onError: 'keep' });
    expect(normalize('http://a_b.example/', { extraSteps: [keep] }).host).toBe('a_b.example');
    expect(normalize('http://caf%E9.example/', { extraSteps: [keep] }).host).toBe('caf%E9.example');
  });

  it('createHostToAsciiStep takes IDNA options; lenient output is re-encoded to stay a reg-name', () => {
    const lenient = createHostToAsciiStep({ preset: 'lenient' });
    expect(normalize('http://a_b.B%C3%BCcher/', { extraSteps: [lenient] }).host).toBe('a_b.xn--bcher-kva');
    // '"' is no forbidden domain code point, but a reg-name cannot hold it: it stays %22
    expect(normalize('http://a%22b.example/', { extraSteps: [lenient] }).host).toBe('a%22b.example');
    expectUriError(() => createHostToAsciiStep({ onError: 'ignore' } as never), 'invalid-argument', 0);
    expectUriError(() => createHostToAsciiStep({ preset: 'x' } as never), 'invalid-argument', 0);
  });

  it('idna-to-unicode: U-labels, percent-encoded as UTF-8 so that the URI stays RFC 3986', () => {
    expect(normalize('http://xn--bcher-kva.example/', { extraSteps: [hostToUnicodeStep] }).toString()).toBe('http://b%C3%BCcher.example/');
    expect(normalize('http://XN--FA-HIA.de/', { extraSteps: [hostToUnicodeStep] }).host).toBe('fa%C3%9F.de');
    expect(normalize('http://example.com/', { extraSteps: [hostToUnicodeStep] }).host).toBe('example.com');
    const u = createHostToUnicodeStep({ preset: 'lenient' });
    expect(normalize('http://xn--a.example/', { extraSteps: [u] }).host).toBe('xn--a.example');
  });

  it('the two steps are inverse on valid hosts', () => {
    const there = normalize('http://xn--fiq228c.xn--fiqs8s/', { extraSteps: [hostToUnicodeStep] });
    expect(there.host).toBe('%E4%B8%AD%E6%96%87.%E4%B8%AD%E5%9B%BD');
    expect(normalize(there, { extraSteps: [hostToAsciiStep] }).host).toBe('xn--fiq228c.xn--fiqs8s');
  });

  it('returns a new Uri and leaves the input as it was (STYLE 17)', () => {
    const before = normalize('http://b%C3%BCcher.example/');
    const after = normalize(before, { extraSteps: [hostToAsciiStep] });
    expect(after).not.toBe(before);
    expect(before.host).toBe('b%C3%BCcher.example');
  });
});

// ---------------------------------------------------------------------------------------------
// The @example lines of the JSDoc in src/idna/ (STYLE 10), and the entry point

describe('JSDoc examples', () => {
  it('domainToAscii, domainToUnicode and the try twins', () => {
    expect(domainToAscii('B\u00FCcher.example')).toBe('xn--bcher-kva.example');
    expect(domainToAscii('fa\u00DF.de')).toBe('xn--fa-hia.de');
    expectAsciiError('a_b.example', 'idna-std3-disallowed', 1);
    expect(domainToAscii('a_b.example', { preset: 'lenient' })).toBe('a_b.example');
    expect(domainToUnicode('xn--bcher-kva.example')).toBe('b\u00FCcher.example');
    expectUriError(() => domainToUnicode('xn--a.example'), 'idna-disallowed-code-point', 0);
    expect(tryDomainToAscii('-x.example')).toBeNull();
    expect(tryDomainToUnicode('xn--a.example')).toBeNull();
  });

  it('the step factories', () => {
    expect(normalize('http://B%C3%BCcher.example/', { extraSteps: [createHostToAsciiStep()] }).host).toBe('xn--bcher-kva.example');
    expect(normalize('http://xn--bcher-kva.example/', { extraSteps: [createHostToUnicodeStep()] }).host).toBe('b%C3%BCcher.example');
  });

  it('src/idna/index.ts re-exports the public API', () => {
    expect(Object.keys(idnaEntry).sort()).toEqual([
      'IDNA_ERROR_CODES', 'IDNA_PRESETS', 'createHostToAsciiStep', 'createHostToUnicodeStep', 'domainToAscii', 'domainToUnicode',
      'hostToAsciiStep', 'hostToUnicodeStep', 'tryDomainToAscii', 'tryDomainToUnicode',
    ]);
  });
});
