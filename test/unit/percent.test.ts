import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type EncodeComponent, decode, decodeToBytes, encode, encodeBytes, encodeDisallowed, validateEncoded } from '../../src/percent.js';
import { expectUriError } from '../helpers/expect.js';
import { UriError, type UriErrorCode } from '../../src/errors.js';

// ---------------------------------------------------------------------------------------------
// Helpers and the readable specification of each component's set

/** Runs fn, which must throw a UriError with this code at this index. */
function expectFail(fn: () => unknown, code: UriErrorCode, index: number): UriError {
  let thrown: unknown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  expect(thrown, 'expected a UriError to be thrown').toBeInstanceOf(UriError);
  const err = thrown as UriError;
  expect({ code: err.code, index: err.index }).toEqual({ code, index });
  return err;
}

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGIT = '0123456789';
// RFC 3986 §2.3 unreserved, §2.2 sub-delims
const UNRESERVED = ALPHA + DIGIT + '-._~';
const SUB_DELIMS = "!$&'()*+,;=";
// RFC 3986 §3.3 pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
const PCHAR = UNRESERVED + SUB_DELIMS + ':@';
const QUERY = PCHAR + '/?';
const without = (set: string, chars: string): string => [...set].filter((ch) => !chars.includes(ch)).join('');

/** What each component leaves literal, written out from the ABNF independently of chars.ts. */
const ALLOWED: Record<EncodeComponent, string> = {
  userinfo: UNRESERVED + SUB_DELIMS + ':', // §3.2.1
  host: UNRESERVED + SUB_DELIMS, // §3.2.2 reg-name
  path: PCHAR + '/', // §3.3
  segment: PCHAR, // §3.3 segment = *pchar
  query: QUERY, // §3.4
  queryKey: without(QUERY, '&=+'),
  queryValue: without(QUERY, '&+'),
  fragment: QUERY, // §3.5
};
const COMPONENTS = Object.keys(ALLOWED) as EncodeComponent[];

const hex2 = (b: number): string => '%' + b.toString(16).toUpperCase().padStart(2, '0');
const utf8 = (s: string): number[] => [...Buffer.from(s, 'utf8')];
const isHex = (c: string | undefined): boolean => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

/** True when every character of s is allowed in the component or starts a valid %HH escape. */
function onlyAllowedOrEscapes(s: string, component: EncodeComponent, upperHex: boolean): boolean {
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ALLOWED[component].includes(ch)) continue;
    if (ch !== '%' || !isHex(s[i + 1]) || !isHex(s[i + 2])) return false;
    if (upperHex && (s.slice(i + 1, i + 3) !== s.slice(i + 1, i + 3).toUpperCase())) return false;
    i += 2;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** Well-formed strings: whole graphemes, or any code points (no lone surrogates in either). */
const wellFormed = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme-ascii' }));
/** Text dense in '%' and hex digits, so escapes (valid and not) are common. */
const escapeHeavy = fc.string({ unit: fc.constantFrom('%', '%', 'A', 'f', '2', 'C3', 'E2', '9', 'z', 'F0', '/', '?', '&', '=', '+', ' ', '\u00e9', '\ud83d\ude00') });
/** Arbitrary UTF-16, lone surrogates included. */
const anyUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) });
const anyText = fc.oneof(anyUnits, escapeHeavy, fc.string({ unit: 'binary' }));
/** Strings of escapes for arbitrary octets, with some literal ASCII between them. */
const escapedBytes = fc.uint8Array({ maxLength: 40 }).map((b) => [...b].map((x) => (x % 7 === 0 && x < 128 ? String.fromCharCode(x) : hex2(x))).join(''));

// ---------------------------------------------------------------------------------------------
// The @example lines of the JSDoc in src/percent.ts (STYLE 10)

describe('JSDoc examples', () => {
  it('encode', () => {
    expect(encode('a b/c?d', 'segment')).toBe('a%20b%2Fc%3Fd');
    expect(encode('caf\u00e9 100%', 'path')).toBe('caf%C3%A9%20100%25');
    expect(encode('a=b&c+d', 'queryValue')).toBe('a=b%26c%2Bd');
  });
  it('encodeDisallowed', () => {
    expect(encodeDisallowed('%41%zz', 'path')).toBe('%41%25zz');
    expect(encodeDisallowed('/a b/%C3%A9', 'path')).toBe('/a%20b/%C3%A9');
  });
  it('decode', () => {
    expect(decode('caf%C3%A9')).toBe('caf\u00e9');
    expectFail(() => decode('%E2%82'), 'invalid-utf8', 0);
    expect(decode('%E2%82 %zz', { invalid: 'replace' })).toBe('\uFFFD %zz');
  });
  it('decodeToBytes', () => {
    expect([...decodeToBytes('a%FF\u00e9')]).toEqual([0x61, 0xff, 0xc3, 0xa9]);
  });
  it('encodeBytes', () => {
    expect(encodeBytes(new Uint8Array([0x61, 0x20, 0xff, 0x2f]), 'segment')).toBe('a%20%FF%2F');
  });
});

// ---------------------------------------------------------------------------------------------
// RFC 3986 §2.1 — percent-encoding

describe('RFC 3986 §2.1 percent-encoding', () => {
  // "%20" is the encoding of SP; hex digits are case-insensitive; producers use upper case.
  it.each([
    ['%20', ' '],
    ['%2a', '*'],
    ['%2A', '*'],
    ['%7e%7E', '~~'],
    ['%41%42%43', 'ABC'],
    ['a%2Fb', 'a/b'],
    ['%00', '\u0000'],
    ['%7F', '\u007f'],
  ])('decode(%j) = %j', (input, expected) => {
    expect(decode(input)).toBe(expected);
  });

  it.each([
    [' ', '%20'],
    ['\u007f', '%7F'],
    ['\u0000', '%00'],
    ['\u00ff', '%C3%BF'],
    ['\n', '%0A'],
    ['[]', '%5B%5D'],
    ['\u00ab\u00bb', '%C2%AB%C2%BB'],
  ])('encode(%j, "path") = %j, upper-case hex', (input, expected) => {
    expect(encode(input, 'path')).toBe(expected);
  });

  it('every octet has its upper-case %HH form', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    const encoded = encodeBytes(all, 'host');
    expect(encoded).not.toMatch(/%[0-9A-F]?[a-f]/);
    expect(encoded).toContain('%FF');
    expect(encoded).toContain('%AB');
  });
});

// ---------------------------------------------------------------------------------------------
// RFC 3986 §2.4 — when to encode or decode: '%' is always data-encoded as %25, decode once

describe('RFC 3986 §2.4 when to encode or decode', () => {
  it.each([
    ['%', '%25'],
    ['100%', '100%25'],
    ['%41', '%2541'],
    ['%%', '%25%25'],
  ])('encode(%j) = %j: "%" is always encoded', (input, expected) => {
    for (const c of COMPONENTS) expect(encode(input, c)).toBe(expected);
  });

  it.each([
    ['%2541', '%41'],
    ['%252525', '%2525'],
    ['%25', '%'],
  ])('decode(%j) = %j: decoded exactly once', (input, expected) => {
    expect(decode(input)).toBe(expected);
  });

  // encodeDisallowed: "already encoded" text gets only what is not allowed encoded.
  it.each([
    ['%41%zz', '%41%25zz'],
    ['%', '%25'],
    ['%4', '%254'],
    ['%4g', '%254g'],
    ['a%', 'a%25'],
    ['%e9', '%e9'], // an escape is kept as written, lower-case hex too
    ['%C3%A9', '%C3%A9'],
    ['a b', 'a%20b'],
    ['100%', '100%25'],
    ['%%41', '%25%41'],
    ['%25', '%25'],
    ['caf\u00e9%20', 'caf%C3%A9%20'],
    ['/a?b#c', '/a%3Fb%23c'],
  ])('encodeDisallowed(%j, "path") = %j', (input, expected) => {
    expect(encodeDisallowed(input, 'path')).toBe(expected);
  });

  it('encodeDisallowed uses the component set', () => {
    expect(encodeDisallowed('a/b%2F c', 'segment')).toBe('a%2Fb%2F%20c');
    expect(encodeDisallowed('k=v&x+y', 'queryKey')).toBe('k%3Dv%26x%2By');
    expect(encodeDisallowed('k=v&x+y', 'queryValue')).toBe('k=v%26x%2By');
  });
});

// ---------------------------------------------------------------------------------------------
// RFC 3986 §2.5 — identifying data: UTF-8 then percent-encoding

describe('RFC 3986 §2.5 UTF-8 examples', () => {
  // §2.5: "LATIN CAPITAL LETTER A WITH GRAVE" is "%C3%80"; "KATAKANA LETTER A" is "%E3%82%A2".
  it.each([
    ['\u00c0', '%C3%80'],
    ['\u30a2', '%E3%82%A2'],
  ])('encode(%j) = %j and back', (input, expected) => {
    expect(encode(input, 'segment')).toBe(expected);
    expect(decode(expected)).toBe(input);
  });
});

describe('RFC 3629 §7 examples', () => {
  it.each([
    // "A<NOT IDENTICAL TO><ALPHA>." U+0041 U+2262 U+0391 U+002E
    ['A\u2262\u0391.', 'A%E2%89%A2%CE%91.'],
    // Korean "hangugeo" U+D55C U+AD6D U+C5B4
    ['\ud55c\uad6d\uc5b4', '%ED%95%9C%EA%B5%AD%EC%96%B4'],
    // Japanese "nihongo" U+65E5 U+672C U+8A9E
    ['\u65e5\u672c\u8a9e', '%E6%97%A5%E6%9C%AC%E8%AA%9E'],
    // U+233B4, a Chinese character outside the BMP, as a UTF-16 surrogate pair
    ['\ud84c\udfb4', '%F0%A3%8E%B4'],
    // U+FEFF, the BOM
    ['\ufeff', '%EF%BB%BF'],
    // U+00E9
    ['\u00e9', '%C3%A9'],
  ])('encode(%j) = %j and back', (input, expected) => {
    expect(encode(input, 'path')).toBe(expected);
    expect(decode(expected)).toBe(input);
    expect([...decodeToBytes(expected)]).toEqual(utf8(input));
    expect([...decodeToBytes(input)]).toEqual(utf8(input));
  });

  it.each([
    ['\ud83d\ude00', '%F0%9F%98%80'], // U+1F600
    ['\ud800\udc00', '%F0%90%80%80'], // U+10000, the first astral code point
    ['\udbff\udfff', '%F4%8F%BF%BF'], // U+10FFFF, the last code point
    ['\u0080', '%C2%80'], // first two-byte
    ['\u07ff', '%DF%BF'], // last two-byte
    ['\u0800', '%E0%A0%80'], // first three-byte
    ['\ud7ff', '%ED%9F%BF'], // last before the surrogates
    ['\ue000', '%EE%80%80'], // first after the surrogates
    ['\uffff', '%EF%BF%BF'],
  ])('boundary %j = %j', (input, expected) => {
    expect(encode(input, 'query')).toBe(expected);
    expect(decode(expected)).toBe(input);
  });

  it('literal non-ASCII passes through decode unchanged', () => {
    expect(decode('\u00e9%20\ud83d\ude00')).toBe('\u00e9 \ud83d\ude00');
    expect(decode('\u00e9\ud83d\ude00')).toBe('\u00e9\ud83d\ude00');
  });

  it('"+" is not a space', () => {
    expect(decode('a+b%2B')).toBe('a+b+');
  });
});

// ---------------------------------------------------------------------------------------------
// Component sets (RFC 3986 §3.2.1-§3.5)

describe.each(COMPONENTS)('the %s set', (component) => {
  it('each ASCII character stays iff the ABNF allows it, else becomes %HH', () => {
    for (let c = 0; c < 128; c++) {
      const ch = String.fromCharCode(c);
      const want = ALLOWED[component].includes(ch) ? ch : hex2(c);
      expect(encode(ch, component), `code ${c}`).toBe(want);
      expect(encodeBytes(new Uint8Array([c]), component), `byte ${c}`).toBe(want);
      if (c !== 37) expect(encodeDisallowed(ch, component), `code ${c}`).toBe(want);
    }
  });

  it('unreserved characters are never encoded (§2.3)', () => {
    expect(encode(UNRESERVED, component)).toBe(UNRESERVED);
  });

  it('"%", "#", "[", "]", space and non-ASCII are always encoded', () => {
    expect(encode('%#[] \u00e9', component)).toBe('%25%23%5B%5D%20%C3%A9');
  });
});

describe('component rows', () => {
  it.each<[string, EncodeComponent, string]>([
    // §3.3: segment = *pchar, so "/" and "?" are encoded; ":" and "@" stay
    ['a b/c?d', 'segment', 'a%20b%2Fc%3Fd'],
    ['a:b@c', 'segment', 'a:b@c'],
    ['a b/c?d', 'path', 'a%20b/c%3Fd'],
    ['/a/b;c=d', 'path', '/a/b;c=d'],
    // §3.2.1: userinfo allows ":" but not "@" or "/"
    ['user:pa ss@x/y', 'userinfo', 'user:pa%20ss%40x%2Fy'],
    // §3.2.2: reg-name has no ":" "@" "/" "[" "]"
    ['ex ample.com:80', 'host', 'ex%20ample.com%3A80'],
    ['[::1]', 'host', '%5B%3A%3A1%5D'],
    ['b\u00fccher.example', 'host', 'b%C3%BCcher.example'],
    // §3.4, §3.5: "/" and "?" stay, "#" is encoded
    ['a=1&b=/x?y#z', 'query', 'a=1&b=/x?y%23z'],
    ['a=1&b=/x?y#z', 'fragment', 'a=1&b=/x?y%23z'],
    // form-style pairs: the key loses "&" "=" "+", the value loses "&" "+"
    ['k=v&w+x', 'queryKey', 'k%3Dv%26w%2Bx'],
    ['k=v&w+x', 'queryValue', 'k=v%26w%2Bx'],
    ['a/b?c', 'queryKey', 'a/b?c'],
    ["!$'()*,;:@", 'queryKey', "!$'()*,;:@"],
    ["!$'()*,;:@=", 'queryValue', "!$'()*,;:@="],
    ['', 'path', ''],
  ])('encode(%j, %s) = %j', (input, component, expected) => {
    expect(encode(input, component)).toBe(expected);
  });

  it('a form-style pair survives a round trip', () => {
    const key = 'a=b&c+d';
    const value = 'x=y&z+w ';
    const pair = `${encode(key, 'queryKey')}=${encode(value, 'queryValue')}`;
    expect(pair).toBe('a%3Db%26c%2Bd=x=y%26z%2Bw%20');
    const eq = pair.indexOf('=');
    expect(decode(pair.slice(0, eq))).toBe(key);
    expect(decode(pair.slice(eq + 1))).toBe(value);
  });
});

// ---------------------------------------------------------------------------------------------
// Errors: code and index

describe('lone surrogates (RFC 3629 §3: surrogates have no UTF-8 form)', () => {
  it.each([
    ['\ud800', 0],
    ['a\ud800', 1],
    ['a\ud800b', 1],
    ['\udc00', 0],
    ['ab\udfff\ud800', 2],
    ['\ud800\ud800\udc00', 0],
    ['\ud83d\ude00\ude00', 2],
    ['%25\udbff', 3],
  ])('encode(%j) fails at %i', (input, index) => {
    for (const c of COMPONENTS) expectFail(() => encode(input, c), 'lone-surrogate', index);
    expectFail(() => encodeDisallowed(input, 'path'), 'lone-surrogate', index);
    expectFail(() => decodeToBytes(input), 'lone-surrogate', index);
  });

  it('the error carries the input', () => {
    const err = expectFail(() => encode('ab\ud800', 'path'), 'lone-surrogate', 2);
    expect(err.input).toBe('ab\ud800');
  });

  it('decode leaves a literal lone surrogate as it is', () => {
    expect(decode('%41\ud800')).toBe('A\ud800');
  });
});

describe('malformed escapes (RFC 3986 §2.1; seed 001: "%*" and "%as" are illegal)', () => {
  it.each([
    ['fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred', 36],
    ['news:12345667123%asdghfh@info.cern.ch', 16],
    ['%', 0],
    ['a%', 1],
    ['a%2', 1],
    ['%g0', 0],
    ['%0g', 0],
    ['%%41', 0],
    ['%41%', 3],
    ['%41%4', 3],
    ['%\u00e9\u00e9', 0],
    ['%C3%A9 % ', 7],
    ['%C3%zz', 3], // the malformed escape is reported before the truncated sequence it cuts
  ])('decode(%j) fails at %i', (input, index) => {
    expect(input[index]).toBe('%');
    expectFail(() => decode(input), 'invalid-percent-encoding', index);
    expectFail(() => decode(input, { invalid: 'error' }), 'invalid-percent-encoding', index);
    expectFail(() => decodeToBytes(input), 'invalid-percent-encoding', index);
  });
});

describe('invalid UTF-8 (RFC 3629 §3, §10) in error mode', () => {
  it.each([
    ['%80', 0], // stray continuation byte
    ['%BF', 0],
    ['a%C3%A9%A9', 7], // a stray continuation after a complete sequence
    ['%C0%AF', 0], // overlong "/" (§10)
    ['%C1%BF', 0], // overlong
    ['%E0%80%AF', 0], // overlong three-byte
    ['%E0%9F%BF', 0], // overlong three-byte, upper edge
    ['%F0%80%80%AF', 0], // overlong four-byte
    ['%F0%8F%BF%BF', 0],
    ['%ED%A0%80', 0], // U+D800 encoded in UTF-8
    ['%ED%BF%BF', 0], // U+DFFF encoded in UTF-8
    ['%ED%A0%BD%ED%B8%80', 0], // CESU-8 pair
    ['%F4%90%80%80', 0], // U+110000
    ['%F5%80%80%80', 0], // F5 never starts a sequence
    ['%F8%88%80%80%80', 0], // old five-byte form
    ['%FE', 0],
    ['%FF', 0],
    ['%C3', 0], // truncated at the end
    ['ab%E2%82', 2],
    ['%F0%9F%98', 0],
    ['%C3x', 0], // truncated by a literal
    ['%C3%28', 0], // truncated by an ASCII byte
    ['%E2%82%28', 0],
    ['x%E2%28%A1', 1],
    ['%C3%A9%C3', 6],
    ['%C3\u00e9', 0], // truncated by a literal non-ASCII character
  ])('decode(%j) fails at %i', (input, index) => {
    expectFail(() => decode(input), 'invalid-utf8', index);
    // decodeToBytes does not check UTF-8: the same text is a valid octet sequence
    expect(decodeToBytes(input)).toBeInstanceOf(Uint8Array);
  });
});

describe('invalid-argument', () => {
  const bad = <T>(x: unknown): T => x as T;
  it('rejects non-strings and unknown components', () => {
    expectFail(() => encode(bad(123), 'path'), 'invalid-argument', 0);
    expectFail(() => encode(bad(undefined), 'path'), 'invalid-argument', 0);
    expectFail(() => encode(bad(Object.create(null)), 'path'), 'invalid-argument', 0);
    expectFail(() => encode('a', bad('nope')), 'invalid-argument', 0);
    expectFail(() => encode('a', bad('toString')), 'invalid-argument', 0);
    expectFail(() => encode('a', bad('__proto__')), 'invalid-argument', 0);
    expectFail(() => encode('a', bad('Path')), 'invalid-argument', 0);
    expectFail(() => encode('a', bad(undefined)), 'invalid-argument', 0);
    expectFail(() => encodeDisallowed(bad(null), 'path'), 'invalid-argument', 0);
    expectFail(() => encodeDisallowed('a', bad('scheme')), 'invalid-argument', 0);
    expectFail(() => decode(bad(null)), 'invalid-argument', 0);
    expectFail(() => decode(bad(Symbol('x'))), 'invalid-argument', 0);
    expectFail(() => decode('a', bad('replace')), 'invalid-argument', 0);
    expectFail(() => decode('a', bad(null)), 'invalid-argument', 0);
    expectFail(() => decode('a', bad({ invalid: 'ignore' })), 'invalid-argument', 0);
    expectFail(() => decodeToBytes(bad(undefined)), 'invalid-argument', 0);
    expectFail(() => encodeBytes(bad([1, 2]), 'path'), 'invalid-argument', 0);
    expectFail(() => encodeBytes(bad('ab'), 'path'), 'invalid-argument', 0);
    expectFail(() => encodeBytes(new Uint8Array([1]), bad('bad')), 'invalid-argument', 0);
  });

  it('checks the component even when nothing needs encoding', () => {
    expectFail(() => encode('', bad('bad')), 'invalid-argument', 0);
    expectFail(() => encodeBytes(new Uint8Array(0), bad('bad')), 'invalid-argument', 0);
  });

  it('accepts an explicit undefined option', () => {
    expect(decode('%41', bad({ invalid: undefined }))).toBe('A');
    expect(decode('%41', {})).toBe('A');
  });
});

// ---------------------------------------------------------------------------------------------
// Replace mode: WHATWG Encoding §4.1 UTF-8 decoder ("maximal subpart" replacement)

describe('decode replace mode (WHATWG Encoding, UTF-8 decoder)', () => {
  const R = '\uFFFD';
  it.each([
    ['%C3%28', `${R}(`],
    ['%E2%82', R],
    ['%E2%82%28', `${R}(`],
    ['%F0%9F%98', R],
    ['%F0%9F%98%80', '\ud83d\ude00'],
    ['%F0%80%80', R + R + R], // F0 80: 80 is below F0's lower bound, so three subparts
    ['%ED%A0%80', R + R + R],
    ['%C0%AF', R + R],
    ['%F4%90%80%80', R + R + R + R],
    ['%80%80', R + R],
    ['%FF%41', `${R}A`],
    ['%C3%C3%A9', `${R}\u00e9`],
    ['%', '%'],
    ['100%', '100%'],
    ['%zz%41', '%zzA'],
    ['%*.fred', '%*.fred'],
    ['%C3%', `${R}%`],
    ['%C3a', `${R}a`],
    ['%C3\u00e9', `${R}\u00e9`],
    ['a%E2%82%ACb', 'a\u20acb'],
    ['%E2%82 %zz', `${R} %zz`],
  ])('decode(%j, replace) = %j', (input, expected) => {
    expect(decode(input, { invalid: 'replace' })).toBe(expected);
  });

  it('agrees with TextDecoder on arbitrary octets', () => {
    const td = new TextDecoder('utf-8', { ignoreBOM: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(decode(encodeBytes(bytes, 'segment'), { invalid: 'replace' })).toBe(td.decode(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with TextDecoder on octet-heavy input biased towards UTF-8 lead bytes', () => {
    const td = new TextDecoder('utf-8', { ignoreBOM: true });
    const interesting = fc.constantFrom(0x41, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff);
    fc.assert(
      fc.property(fc.array(interesting, { maxLength: 12 }), (arr) => {
        const bytes = new Uint8Array(arr);
        expect(decode(encodeBytes(bytes, 'path'), { invalid: 'replace' })).toBe(td.decode(bytes));
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws, on any text', () => {
    fc.assert(fc.property(anyText, (s) => {
      decode(s, { invalid: 'replace' });
    }), { numRuns: 1000 });
  });
});

// ---------------------------------------------------------------------------------------------
// decodeToBytes / encodeBytes

describe('decodeToBytes and encodeBytes (RFC 3986 §2.1)', () => {
  it.each<[string, number[]]>([
    ['', []],
    ['abc', [0x61, 0x62, 0x63]],
    ['a%FF\u00e9', [0x61, 0xff, 0xc3, 0xa9]],
    ['%00%80%ff', [0x00, 0x80, 0xff]],
    ['%ED%A0%80', [0xed, 0xa0, 0x80]], // octets need not be UTF-8
    ['\ud83d\ude00', [0xf0, 0x9f, 0x98, 0x80]],
    ['+ %20', [0x2b, 0x20, 0x20]],
  ])('decodeToBytes(%j) = %j', (input, expected) => {
    const bytes = decodeToBytes(input);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual(expected);
    expect(bytes.length).toBe(expected.length);
  });

  it.each<[number[], EncodeComponent, string]>([
    [[0x61, 0x20, 0xff, 0x2f], 'segment', 'a%20%FF%2F'],
    [[0x61, 0x20, 0xff, 0x2f], 'path', 'a%20%FF/'],
    [[0x25], 'query', '%25'],
    [[0x26, 0x3d, 0x2b], 'queryKey', '%26%3D%2B'],
    [[0x26, 0x3d, 0x2b], 'queryValue', '%26=%2B'],
    [[0xc3, 0xa9], 'fragment', '%C3%A9'],
    [[], 'host', ''],
  ])('encodeBytes(%j, %s) = %j', (bytes, component, expected) => {
    expect(encodeBytes(new Uint8Array(bytes), component)).toBe(expected);
  });

  it('accepts a Buffer (a Uint8Array) and a subarray view', () => {
    expect(encodeBytes(Buffer.from('a b'), 'path')).toBe('a%20b');
    expect(encodeBytes(new Uint8Array([0x20, 0x41, 0x20]).subarray(1, 2), 'path')).toBe('A');
  });

  it('round-trips arbitrary octets', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), fc.constantFrom(...COMPONENTS), (bytes, c) => {
      const text = encodeBytes(bytes, c);
      expect(onlyAllowedOrEscapes(text, c, true)).toBe(true);
      expect([...decodeToBytes(text)]).toEqual([...bytes]);
    }));
  });

  it('decodeToBytes of an encoded string is its UTF-8', () => {
    fc.assert(fc.property(wellFormed, fc.constantFrom(...COMPONENTS), (s, c) => {
      expect([...decodeToBytes(encode(s, c))]).toEqual(utf8(s));
      const noPct = s.split('%').join('');
      expect([...decodeToBytes(noPct)]).toEqual(utf8(noPct));
    }));
  });
});

// ---------------------------------------------------------------------------------------------
// Properties (STYLE 29)

describe('properties', () => {
  it.each(COMPONENTS)('decode(encode(s, %s)) === s for every well-formed s', (c) => {
    fc.assert(fc.property(wellFormed, (s) => {
      expect(decode(encode(s, c))).toBe(s);
    }), { numRuns: 300 });
  });

  it.each(COMPONENTS)('encode(s, %s) holds only allowed characters and upper-case escapes', (c) => {
    fc.assert(fc.property(fc.oneof(wellFormed, escapeHeavy), (s) => {
      expect(onlyAllowedOrEscapes(encode(s, c), c, true)).toBe(true);
    }), { numRuns: 300 });
  });

  it.each(COMPONENTS)('encodeDisallowed(t, %s) is idempotent, valid, and fixes encode output', (c) => {
    fc.assert(fc.property(fc.oneof(escapeHeavy, wellFormed), (t) => {
      const once = encodeDisallowed(t, c);
      expect(encodeDisallowed(once, c)).toBe(once);
      expect(onlyAllowedOrEscapes(once, c, false)).toBe(true);
      const e = encode(t, c);
      expect(encodeDisallowed(e, c)).toBe(e);
    }), { numRuns: 300 });
  });

  it('encodeDisallowed of text without "%" is encode', () => {
    fc.assert(fc.property(wellFormed, fc.constantFrom(...COMPONENTS), (s, c) => {
      const t = s.split('%').join('');
      expect(encodeDisallowed(t, c)).toBe(encode(t, c));
    }));
  });

  it('decode(encodeDisallowed(t)) keeps valid escapes decoded and malformed "%" literal', () => {
    fc.assert(fc.property(escapeHeavy, (t) => {
      expect(decode(encodeDisallowed(t, 'path'), { invalid: 'replace' })).toBe(decode(t, { invalid: 'replace' }));
    }));
  });

  it('decode throws nothing but UriError, on any text', () => {
    fc.assert(fc.property(anyText, (s) => {
      try {
        decode(s);
      } catch (e) {
        expect(e).toBeInstanceOf(UriError);
        const err = e as UriError;
        expect(['invalid-percent-encoding', 'invalid-utf8']).toContain(err.code);
        expect(s[err.index]).toBe('%');
        expect(err.input).toBe(s);
      }
      try {
        decodeToBytes(s);
      } catch (e) {
        expect(e).toBeInstanceOf(UriError);
        expect(['invalid-percent-encoding', 'lone-surrogate']).toContain((e as UriError).code);
      }
    }), { numRuns: 2000 });
  });

  it('encode throws nothing but UriError lone-surrogate, on any text', () => {
    fc.assert(fc.property(anyUnits, fc.constantFrom(...COMPONENTS), (s, c) => {
      try {
        encode(s, c);
      } catch (e) {
        expect(e).toBeInstanceOf(UriError);
        expect((e as UriError).code).toBe('lone-surrogate');
        const i = (e as UriError).index;
        const u = s.charCodeAt(i);
        expect(u >= 0xd800 && u <= 0xdfff).toBe(true);
      }
    }), { numRuns: 1000 });
  });

  it('agrees with decodeURIComponent wherever that succeeds, and fails where it fails', () => {
    fc.assert(fc.property(fc.oneof(escapedBytes, escapeHeavy), (s) => {
      let want: string | undefined;
      try {
        want = decodeURIComponent(s);
      } catch {
        want = undefined;
      }
      if (want === undefined) {
        expect(() => decode(s)).toThrow(UriError);
      } else {
        expect(decode(s)).toBe(want);
      }
    }), { numRuns: 2000 });
  });

  it('error mode fails exactly where a fatal TextDecoder fails', () => {
    const td = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    fc.assert(fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
      let want: string | undefined;
      try {
        want = td.decode(bytes);
      } catch {
        want = undefined;
      }
      const text = encodeBytes(bytes, 'segment');
      if (want === undefined) {
        const err = expectFail(() => decode(text), 'invalid-utf8', decodeFailIndex(text));
        expect(text[err.index]).toBe('%');
      } else {
        expect(decode(text)).toBe(want);
      }
    }), { numRuns: 2000 });
  });
});

/**
 * An oracle for the index decode reports: the '%' of the first octet after the longest prefix of
 * the octets that a fatal TextDecoder accepts (the first maximal invalid subpart starts there).
 */
function decodeFailIndex(text: string): number {
  const td = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const bytes = decodeToBytes(text);
  let m = bytes.length;
  for (; m >= 0; m--) {
    try {
      td.decode(bytes.subarray(0, m));
      break;
    } catch {
      // not a valid prefix; try a shorter one
    }
  }
  // walk the text to the offset of octet m: an escape is 3 code units, a literal ASCII one
  let i = 0;
  for (let k = 0; k < m; k++) i += text[i] === '%' ? 3 : 1;
  return i;
}

// ---------------------------------------------------------------------------------------------
// Megabytes of '%' and of a truncated lead byte. That every function here takes linear time is
// counted by test/adversarial/linear.test.ts (the rows of bench/linear-cases.mjs) and timed by
// `npm run bench:linear`; here, the results on those inputs.

describe('megabyte inputs', () => {
  const MB = 1 << 20;
  const pct = '%'.repeat(MB);
  const c3 = '%C3'.repeat(MB / 2);
  const e9 = '%C3%A9'.repeat(MB / 6);

  it('the results are right', () => {
    expect(encode(pct, 'path')).toBe('%25'.repeat(MB));
    expect(encodeDisallowed(pct, 'path')).toBe('%25'.repeat(MB));
    expect(decode(pct, { invalid: 'replace' })).toBe(pct);
    expectFail(() => decode(pct), 'invalid-percent-encoding', 0);
    expect(decode(c3, { invalid: 'replace' })).toBe('\uFFFD'.repeat(MB / 2));
    expectFail(() => decode(c3), 'invalid-utf8', 0);
    expect(encodeDisallowed(c3, 'path')).toBe(c3);
    expect(decode(e9)).toBe('\u00e9'.repeat(MB / 6));
    expect(decodeToBytes(c3).length).toBe(MB / 2);
  });

  it('a long clean run is returned whole (fast path)', () => {
    const clean = 'abc/def'.repeat(MB / 7);
    expect(encode(clean, 'path')).toBe(clean);
    expect(decode(clean)).toBe(clean);
  });
});

describe('validateEncoded: is a value already encoded for its component? (RFC 3986 §2.1, §3.2.1-§3.5)', () => {
  it.each([
    ['a%20b', 'segment', null],
    ['a/b', 'path', null],
    ['a/b', 'segment', ['invalid-path-char', 1]],
    ['a b', 'query', ['invalid-query-char', 1]],
    ['k=v', 'queryKey', ['invalid-query-char', 1]],
    ['a+b', 'queryValue', ['invalid-query-char', 1]],
    ['u:p', 'userinfo', null],
    ['u@h', 'userinfo', ['invalid-userinfo-char', 1]],
    ['ex:ample', 'host', ['invalid-host-char', 2]],
    ['#x', 'fragment', ['invalid-fragment-char', 0]],
    ['%zz', 'path', ['invalid-percent-encoding', 0]],
    ['%4', 'path', ['invalid-percent-encoding', 0]],
    ['caf\u00e9', 'path', ['invalid-path-char', 3]],
  ] as const)('%j as %s', (text, component, want) => {
    const e = validateEncoded(text, component);
    expect(e === null ? null : [e.code, e.index]).toEqual(want);
  });
  it('agrees with encodeDisallowed on generated text: null exactly when it leaves the text as it is', () => {
    const components = ['userinfo', 'host', 'path', 'segment', 'query', 'queryKey', 'queryValue', 'fragment'] as const;
    const unit = fc.constantFrom(...'aZ09-._~!$&\'()*+,;=:@/?#[] %A%2f%zz\u00e9'.split(''));
    fc.assert(fc.property(fc.array(unit, { maxLength: 12 }), fc.constantFrom(...components), (units, component) => {
      const text = units.join('');
      expect(validateEncoded(text, component) === null).toBe(encodeDisallowed(text, component) === text);
    }), { numRuns: 3000 });
  });
  it('bad arguments are invalid-argument', () => {
    expectUriError(() => validateEncoded(5 as never, 'path'), 'invalid-argument', 0);
    expectUriError(() => validateEncoded('a', 'scheme' as never), 'invalid-argument', 0);
  });
});
