/** Error texts: each code's entry found by its code, the parser's details written from its numbers, and the helpers that format messages. */

import { describe, expect, it } from 'vitest';
import { utf8Escape } from '../../src/chars.js';
import { ERROR_CODES, UriError, type UriErrorCode, percentFormAt } from '../../src/errors.js';
import { Detail, ParseState } from '../../src/parse.js';
import { parseError, unthrownParseError } from '../../src/parse-error.js';
import { SCHEME_ERROR_CODES, schemeError } from '../../src/schemes/codes.js';
import { parse, validate } from '../../src/uri.js';

describe('core codes: each entry is a constant, found again by its code', () => {
  const codes = Object.keys(ERROR_CODES) as (keyof typeof ERROR_CODES)[];

  it('the table lists the 25 documented codes, each with a section, a title and a fix', () => {
    expect(codes).toHaveLength(25);
    for (const code of codes) {
      const entry = ERROR_CODES[code];
      expect(Object.keys(entry).sort()).toEqual(['fix', 'section', 'title']);
      for (const text of [entry.section, entry.title, entry.fix]) expect(text.length).toBeGreaterThan(2);
    }
  });

  it.each(codes)('new UriError(%j, ...) without an entry reads the table entry', (code) => {
    const e = new UriError(code, 0, 'x');
    expect(e.entry).toBe(ERROR_CODES[code]);
    // an argument's message is its detail and fix; any other names the section
    expect(e.message).toContain(code === 'invalid-argument' ? ERROR_CODES[code].fix : `(${ERROR_CODES[code].section})`);
    expect(e.message).toContain(`[${code}]`);
  });

  it('an error the parser raises carries the table entry of its code (and no copy of it)', () => {
    for (const input of ['http://a b/', 'http://[::1', '%zz', 'a:b#c#d', 'http://a:x/']) {
      const e = validate(input)!;
      expect(e.entry).toBe(ERROR_CODES[e.code as keyof typeof ERROR_CODES]);
      expect(Object.getOwnPropertySymbols(e)).toEqual([]);
    }
  });

  it("a code of another table keeps the entry it was made with, also when moved (relocated)", () => {
    const entry = { section: 'S', title: 'T', fix: 'F' };
    const e = new UriError('invalid-port', 1, 'ab', undefined, entry);
    expect(e.entry).toBe(entry);
    expect(e.relocated(3, 'xxab').entry).toBe(entry);
    expect(e.message).toContain('T (S); fix: F');
  });
});

describe("the parser's details: numbers in the scanner, words in parse-error.ts", () => {
  // every Detail the scanner records (1 to End - 1) has a text of its own
  const ids = Array.from({ length: Detail.End - 1 }, (_, i) => i + 1);

  it('End has none (it is no detail)', () => {
    const p = new ParseState();
    p.detail = Detail.End;
    expect(parseError(p, 'x').detail).toBeUndefined();
  });

  it.each(ids)('detail %i has a text', (id) => {
    const p = new ParseState();
    p.code = 'invalid-ipv6';
    p.index = 2;
    p.detail = id;
    p.arg = 3;
    p.source = 'ab:cd';
    const e = parseError(p, 'ab:cd');
    expect(typeof e.detail).toBe('string');
    expect(e.detail!.length).toBeGreaterThan(10);
    // the returned twin says the same
    expect(unthrownParseError(p, 'ab:cd').message).toBe(e.message);
  });

  it('details that name a number or a part of the input write them (RFC 3986 §3.2.2, §4.2)', () => {
    expect(validate('http://[1:2:3]/')!.detail).toBe("expected 8 groups or a '::', found 3 groups");
    expect(validate('http://[1:2:3:4:5:6:7]/')!.detail).toBe("expected 8 groups or a '::', found 7 groups");
    expect(validate('http://[::1')!.detail).toBe("missing ']' to close the IP-literal opened at index 7");
    expect(validate('ab:c', { rule: 'relative-ref' })!.detail).toBe("the ':' makes 'ab' a scheme, and a relative reference has none");
    expect(validate('a b:c')!.detail).toBeUndefined(); // a space in the path: the code's title says it
    expect(validate('1ab:c')!.detail).toBe("the first segment of a relative-path reference cannot contain ':' (as a scheme, '1ab' is not valid)");
  });

  it('no detail is none', () => {
    const p = new ParseState();
    p.code = 'invalid-port';
    p.index = 0;
    expect(parseError(p, 'x').detail).toBeUndefined();
  });

  it('a thrown parse error and a returned one say the same', () => {
    for (const input of ['http://a b/', 'http://[::1%eth0]/', 'foo://[v1.x', '\u00e9']) {
      let thrown: UriError | undefined;
      try {
        parse(input);
      } catch (e) {
        thrown = e as UriError;
      }
      expect(thrown!.message).toBe(validate(input)!.message);
    }
  });
});

describe('scheme codes: each a constant of its own, its entry found by its code', () => {
  const codes = Object.keys(SCHEME_ERROR_CODES) as (keyof typeof SCHEME_ERROR_CODES)[];

  it.each(codes)('%s', (code) => {
    const e = schemeError(code, 0, 'x:');
    expect(e.code).toBe(code);
    expect(e.entry).toEqual(SCHEME_ERROR_CODES[code]);
    expect(e.message).toContain(SCHEME_ERROR_CODES[code].title);
  });

  it('no scheme code is a core code', () => {
    for (const code of codes) expect(Object.keys(ERROR_CODES)).not.toContain(code as UriErrorCode);
  });
});

describe('percentFormAt: the platform encoder agrees with chars.ts (utf8Escape) on every code point', () => {
  it('all of Unicode but the surrogates, which have no form', () => {
    const bad: number[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      if (percentFormAt(String.fromCodePoint(c), 0) !== utf8Escape(c)) bad.push(c);
    }
    expect(bad).toEqual([]);
  });

  it('a lone surrogate, and the end of the input, have none', () => {
    expect(percentFormAt('\ud800', 0)).toBe('');
    expect(percentFormAt('a\udc00', 1)).toBe('');
    expect(percentFormAt('a', 1)).toBe('');
    expect(percentFormAt('\ud83d\ude00', 0)).toBe('%F0%9F%98%80');
  });
});
