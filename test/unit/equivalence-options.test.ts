/** RFC 3986 §6.2.3 — equivalences beyond the generic ladder: IDN hosts and their A-labels (hostToAscii), urn:uuid (RFC 4122 §3), mailto (RFC 6068). */
import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { comparisonKey, equivalent } from '../../src/compare.js';
import { normalizationChanges, normalize } from '../../src/normalize.js';
import { domainToAscii } from '../../src/idna/index.js';
import { SCHEMES } from '../../src/schemes/index.js';
import { parse } from '../../src/uri.js';
import { expectUriError } from '../helpers/expect.js';

describe('hostToAscii: an IDN host equals its A-labels (RFC 3986 §3.2.2, UTS #46 ToASCII)', () => {
  // RFC 3492 §7.1 and the README's own example: b\u00fccher -> xn--bcher-kva
  const unicode = 'http://b%C3%BCcher.example/a';
  const ascii = 'http://xn--bcher-kva.example/a';
  it('without the option they differ; with it they meet', () => {
    expect(equivalent(unicode, ascii)).toBe(false);
    expect(equivalent(unicode, ascii, { hostToAscii: domainToAscii })).toBe(true);
    expect(comparisonKey(unicode, { hostToAscii: domainToAscii })).toBe(ascii);
    expect(normalize(unicode, { hostToAscii: domainToAscii }).toString()).toBe(ascii);
  });
  it('an IRI host, in any case, and the platform mapping work alike', () => {
    const iri = 'http://B\u00dcCHER.example/a';
    expect(equivalent(iri, ascii, { iri: true, hostToAscii: domainToAscii })).toBe(true);
    expect(equivalent(iri, ascii, { iri: true, hostToAscii: domainToASCII })).toBe(true);
    expect(equivalent('http://b%c3%bccher.example/a', ascii, { hostToAscii: domainToAscii, level: 'syntax' })).toBe(true);
  });
  it('the dry run names the step', () => {
    expect(normalizationChanges(unicode, { hostToAscii: domainToAscii })).toEqual([
      { step: 'host-to-ascii', component: 'host', before: 'b%C3%BCcher.example', after: 'xn--bcher-kva.example' },
    ]);
  });
  it('ASCII hosts, IP literals, empty hosts and non-UTF-8 escapes are never given to the function', () => {
    const refuse = (d: string): string => {
      throw new Error(`called with ${d}`);
    };
    expect(equivalent('http://R3---SN.example/', 'http://r3---sn.example/', { hostToAscii: refuse })).toBe(true);
    expect(equivalent('http://[::1]/', 'http://[0::1]/', { hostToAscii: refuse })).toBe(false);
    expect(normalize('file:///x', { hostToAscii: refuse }).toString()).toBe('file:///x');
    expect(normalize('http://%FF.example/', { hostToAscii: refuse }).host).toBe('%FF.example');
  });
  it("the level 'string' compares the text as written", () => {
    expect(equivalent(unicode, ascii, { hostToAscii: domainToAscii, level: 'string' })).toBe(false);
  });
  it("the function's error passes through; a non-string result or a non-function is invalid-argument", () => {
    // U+2488 (a digit with a full stop) is disallowed under UseSTD3ASCIIRules
    expect(() => equivalent('http://a\u2488.example/', ascii, { iri: true, hostToAscii: domainToAscii })).toThrow(/idna-/);
    const e = expectUriError(() => normalize(unicode, { hostToAscii: (() => 1) as never }), 'invalid-argument', 0);
    expect(e.message).toMatch(/options\.hostToAscii must return a string, got number 1/);
    const f = expectUriError(() => equivalent(unicode, ascii, { hostToAscii: 'idna' as never }), 'invalid-argument', 0);
    expect(f.message).toMatch(/equivalent: options\.hostToAscii must be a function/);
  });
});

describe('urn:uuid: the hex digits are case-insensitive (RFC 4122 §3)', () => {
  // RFC 4122 §3's example, and the same UUID in upper case
  const lower = 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
  const upper = 'URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6';
  it('equivalent with the SCHEMES registry', () => {
    expect(equivalent(upper, lower, { registry: SCHEMES })).toBe(true);
    expect(comparisonKey(upper, { registry: SCHEMES })).toBe(lower);
    expect(normalize(upper, { registry: SCHEMES }).toString()).toBe(lower);
  });
  it('the core registry knows no urn rule', () => {
    expect(equivalent(upper, lower)).toBe(false);
  });
  it('only a UUID in the uuid namespace is folded', () => {
    expect(equivalent('urn:uuid:ABC', 'urn:uuid:abc', { registry: SCHEMES })).toBe(false);
    expect(equivalent('urn:example:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', 'urn:example:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', { registry: SCHEMES })).toBe(false);
    expect(equivalent('urn:uuidx:A', 'urn:uuidx:a', { registry: SCHEMES })).toBe(false);
  });
});

describe('mailto: recipients in the path or in "to", domains in any case (RFC 6068 §2, §6.1)', () => {
  const o = { registry: SCHEMES };
  it('mailto:a,b = mailto:?to=a,b = mailto:a?to=b (RFC 6068 §6.1)', () => {
    const forms = [
      'mailto:addr1@an.example,addr2@an.example',
      'mailto:?to=addr1@an.example,addr2@an.example',
      'mailto:addr1@an.example?to=addr2@an.example',
      'mailto:?to=addr1@an.example&to=addr2@an.example',
    ];
    for (const a of forms) for (const b of forms) expect(equivalent(a, b, o)).toBe(true);
    expect(comparisonKey(forms[1]!, o)).toBe(forms[0]);
  });
  it('the domain is case-insensitive, the local part is not (RFC 5321 §2.4)', () => {
    expect(equivalent('mailto:joe@EXAMPLE.com', 'mailto:joe@example.com', o)).toBe(true);
    expect(equivalent('mailto:Joe@example.com', 'mailto:joe@example.com', o)).toBe(false);
  });
  it('header names are case-insensitive; other headers keep their order; the order of recipients counts', () => {
    expect(equivalent('mailto:a@x.example?Subject=hi&to=b@x.example', 'mailto:a@x.example,b@x.example?subject=hi', o)).toBe(true);
    expect(equivalent('mailto:a@x.example?subject=1&body=2', 'mailto:a@x.example?body=2&subject=1', o)).toBe(false);
    expect(equivalent('mailto:a@x.example,b@x.example', 'mailto:b@x.example,a@x.example', o)).toBe(false);
  });
  it('a mailto URI that breaks RFC 6068 is compared by the generic ladder alone', () => {
    expect(normalize('mailto:?to=nobody', o).toString()).toBe('mailto:?to=nobody');
    expect(equivalent('mailto:no-at-sign', 'MAILTO:no-at-sign', o)).toBe(true);
  });
  it('normalize is idempotent on the mailto forms', () => {
    for (const s of ['mailto:?to=A@B.example&subject=caf%c3%a9', 'mailto:a@b.example?to=c@D.example&body=x%20y']) {
      const once = normalize(s, o);
      expect(normalize(once, o).toString()).toBe(once.toString());
      expect(parse(once.toString()).toString()).toBe(once.toString());
    }
  });
});
