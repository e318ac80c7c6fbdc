/**
 * RFC 3987 §3.1-3.2 (https://www.rfc-editor.org/rfc/rfc3987#section-3) — mapping IRIs to URIs
 * (iriToUri) and URIs back to IRIs (uriToIri); §5.3 comparison across the two forms; §5.3.2.2
 * character normalization (nfcStep). Non-ASCII is written as \u escapes (STYLE 5).
 */
import { describe, expect, it } from 'vitest';
import { equivalent, normalizationChanges, normalize, parse } from '../../src/index.js';
import { iriToUri, uriToIri } from '../../src/iri/convert.js';
import { nfcStep } from '../../src/iri/nfc.js';
import { expectUriError } from '../helpers/expect.js';

const IRI = { iri: true } as const;
const NFC = { iri: true, extraSteps: [nfcStep] } as const;

/** Asserts iriToUri(input) is `want`, a URI (isIri false) that parses as one and round-trips. */
function expectToUri(input: string, want: string, options?: Parameters<typeof iriToUri>[1]): void {
  const uri = iriToUri(input, options);
  expect(uri.toString()).toBe(want);
  expect(uri.isIri).toBe(false);
  expect(parse(want).toString()).toBe(want);
}

/** Asserts uriToIri(input) is `want`, an IRI (isIri true). */
function expectToIri(input: string, want: string, options?: Parameters<typeof uriToIri>[1]): void {
  const iri = uriToIri(input, options);
  expect(iri.toString()).toBe(want);
  expect(iri.isIri).toBe(true);
  expect(parse(want, IRI).toString()).toBe(want);
}

// ---------------------------------------------------------------------------------------------
// §3.1 IRI -> URI

describe('RFC 3987 §3.1 the examples, verbatim (XML notation written as \\u escapes)', () => {
  it.each([
    // §3.1, ToASCII paragraph: the straightforward conversion ("instead of ...")
    ['http://r\u00E9sum\u00E9.example.org', 'http://r%C3%A9sum%C3%A9.example.org'],
    // §3.1 note on step 2.3: existing escapes and ASCII are not encoded further
    ['http://www.example.org/red%09ros\u00E9#red', 'http://www.example.org/red%09ros%C3%A9#red'],
    // §3.1 note on non-BMP characters: U+10300 U+10301 U+10302 (Old Italic)
    ['http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02', 'http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82'],
    // §3.1 note on IDNs in the query (the validator example, without the line break)
    ['http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00E9sum\u00E9.example.org', 'http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org'],
    // §3.2.1's results mapped back: the first and the last example
    ['http://www.example.org/D\u00FCrst', 'http://www.example.org/D%C3%BCrst'],
    ['http://\u7D0D\u8C46.example.org/%E2%80%AE', 'http://%E7%B4%8D%E8%B1%86.example.org/%E2%80%AE'],
  ])('%s -> %s', (input, want) => {
    expectToUri(input, want);
  });

  it('§3.1 ToASCII: "http://r\\u00E9sum\\u00E9.example.org" may be converted to "http://xn--rsum-bpad.example.org"', () => {
    expectToUri('http://r\u00E9sum\u00E9.example.org', 'http://xn--rsum-bpad.example.org', { host: 'idna' });
    expectToUri('http://r\u00E9sum\u00E9.example.org', 'http://r%C3%A9sum%C3%A9.example.org', { host: 'percent-encode' });
    expectToUri('http://\u7D0D\u8C46.example.org/%E2%80%AE', 'http://xn--99zt52a.example.org/%E2%80%AE', { host: 'idna' });
  });
});

describe('iriToUri: §3.1 step 2 in every component, every UTF-8 length, iprivate', () => {
  it.each([
    ['http://u\u00F1@h/', 'http://u%C3%B1@h/'], // iuserinfo
    ['http://h/\u00E4/\u00F6?\u00FC#\u00DF', 'http://h/%C3%A4/%C3%B6?%C3%BC#%C3%9F'], // path, query, fragment
    ['/\u00E4?\u00FC#\u00DF', '/%C3%A4?%C3%BC#%C3%9F'], // irelative-ref
    ['\u00E4/b', '%C3%A4/b'], // ipath-noscheme
    ['mailto:\u00E9l\u00E8ve@example.org', 'mailto:%C3%A9l%C3%A8ve@example.org'], // ipath-rootless
    ['http://h/\u00A0', 'http://h/%C2%A0'], // U+00A0, the first ucschar: two octets
    ['http://h/\u07FF\u0800', 'http://h/%DF%BF%E0%A0%80'], // the last two-octet and the first three-octet character
    ['http://h/\uD7FF\uF900\uFDCF\uFDF0\uFFEF', 'http://h/%ED%9F%BF%EF%A4%80%EF%B7%8F%EF%B7%B0%EF%BF%AF'], // ucschar's BMP edges
    ['http://h/\uD800\uDC00', 'http://h/%F0%90%80%80'], // U+10000: four octets
    ['http://h/\uD83D\uDE00', 'http://h/%F0%9F%98%80'], // U+1F600, an emoji
    ['http://h/\uDB44\uDC00', 'http://h/%F3%A1%80%80'], // U+E1000, where plane 14's ucschar starts
    ['http://h/?\uE000\uF8FF', 'http://h/?%EE%80%80%EF%A3%BF'], // iprivate, BMP (iquery only)
    ['http://h/?\uDB80\uDC00', 'http://h/?%F3%B0%80%80'], // U+F0000, iprivate plane 15
    ['http://h/?\uDBFF\uDFFD', 'http://h/?%F4%8F%BF%BD'], // U+10FFFD, the last iprivate
    ['http://h/%c3%a9\u00E9%41', 'http://h/%c3%a9%C3%A9%41'], // escapes kept as written, hex case too
    ['http://[2001:db8::1]:80/\u00E9', 'http://[2001:db8::1]:80/%C3%A9'], // an IP-literal is ASCII already
    ['', ''],
  ])('%s -> %s', (input, want) => {
    expectToUri(input, want);
  });

  it('§3.1: "The mapping is also an identity transformation for URIs and is idempotent"', () => {
    const uri = parse('http://a/b%20c?d#e');
    expect(iriToUri(uri)).toBe(uri); // a URI comes back as itself
    expect(iriToUri('http://a/b%20c?d#e').toString()).toBe('http://a/b%20c?d#e');
    const once = iriToUri('http://r\u00E9sum\u00E9.example.org/\u00E4');
    expect(iriToUri(once).toString()).toBe(once.toString());
    expect(iriToUri(iriToUri('http://r\u00E9sum\u00E9.example.org/', { host: 'idna' }), { host: 'idna' }).toString()).toBe('http://xn--rsum-bpad.example.org/');
  });

  it('takes a Uri of either mode and returns a new URI; the input is unchanged (STYLE 17)', () => {
    const iri = parse('http://h/\u00E4', IRI);
    const uri = iriToUri(iri);
    expect(uri).not.toBe(iri);
    expect(uri.toString()).toBe('http://h/%C3%A4');
    expect(iri.toString()).toBe('http://h/\u00E4');
    expect(iri.isIri).toBe(true);
    // an IRI with nothing to encode still comes back in URI mode
    const ascii = parse('http://h/a', IRI);
    expect(iriToUri(ascii).isIri).toBe(false);
    // RFC 6874 zones survive the mapping
    const zoned = iriToUri(parse('http://[fe80::1%25eth0]/\u00E9', { iri: true, zoneId: true }));
    expect(zoned.toString()).toBe('http://[fe80::1%25eth0]/%C3%A9');
    expect(zoned.zoneId).toBe('eth0');
  });
});

describe("iriToUri host: 'idna' (§3.1 ToASCII; UTS #46 through domainToAscii)", () => {
  it.each([
    ['http://R\u00C9sum%C3%A9.Example.org:8080/p\u00E4th', 'http://xn--rsum-bpad.example.org:8080/p%C3%A4th'], // decoded, whole host converted
    ['http://u\u00F1@b\u00FCcher.example:81/', 'http://u%C3%B1@xn--bcher-kva.example:81/'], // userinfo and port around it
    ['http://r%C3%A9sum%C3%A9.example.org/', 'http://xn--rsum-bpad.example.org/'], // a URI's percent-encoded UTF-8 host
    ['http://Example.COM/\u00E4', 'http://Example.COM/%C3%A4'], // an ASCII host is left as written (RFC 3490 ToASCII)
    ['http://Example%2ECOM/', 'http://Example%2ECOM/'], // ASCII escapes alone do not make a host non-ASCII
    ['http://[::1]/\u00E4', 'http://[::1]/%C3%A4'], // IP-literal
    ['http://127.0.0.1/\u00E4', 'http://127.0.0.1/%C3%A4'], // IPv4address
    ['file:///\u00E4', 'file:///%C3%A4'], // empty host
    ['/\u00E4', '/%C3%A4'], // no authority
  ])('%s -> %s', (input, want) => {
    expectToUri(input, want, { host: 'idna' });
  });

  it('passes options.idna to domainToAscii (default: the strict preset, UseSTD3ASCIIRules as §3.1 asks)', () => {
    expectUriError(() => iriToUri('http://b\u00FCcher_x.example/', { host: 'idna' }), 'idna-std3-disallowed', 13);
    expectToUri('http://b\u00FCcher_x.example/', 'http://xn--bcher_x-n2a.example/', { host: 'idna', idna: { preset: 'lenient' } });
  });

  // "The ToASCII operation may fail, but this would mean that the IRI cannot be resolved" (§3.1):
  // the error's index points into the input, through the host's escapes.
  it.each([
    ['http://-r\u00E9sum\u00E9.example.org/', 'idna-hyphen-edge', 7],
    ['http://r%C3%A9sum\u00E9.ex_ample.org/', 'idna-std3-disallowed', 21],
    ['http://%F0%9F%98%80-\u00E9-.example/', 'idna-hyphen-edge', 21], // four octets are two UTF-16 units
    ['http://\u00E9%F0%9F%98%80-.example/', 'idna-hyphen-edge', 20],
    ['http://\u00E9\uD83D\uDE00-.example/', 'idna-hyphen-edge', 10],
    ['http://a..\u00E9/', 'idna-empty-label', 9],
    ['http://%FF\u00E9.example/', 'invalid-utf8', 7], // the host's escapes are not UTF-8
  ] as const)('%s -> %s at %i', (input, code, index) => {
    const e = expectUriError(() => iriToUri(input, { host: 'idna' }), code, index);
    expect(e.input).toBe(input);
  });
});

describe('iriToUri errors (code and index)', () => {
  it.each([
    ['http://h/a\u200Eb', 'invalid-path-char', 10], // §4.1: LRM is not in an IRI
    ['http://h/a b', 'invalid-path-char', 10],
    ['http://h/\uE000', 'invalid-path-char', 9], // iprivate outside the query
    ['http://h/\uDB40\uDC01', 'invalid-path-char', 9], // U+E0001, a tag character: not ucschar
    ['http://h/?\uD800', 'invalid-query-char', 10], // a lone surrogate
    ['http://h/%zz\u00E9', 'invalid-percent-encoding', 9],
  ] as const)('%j -> %s at %i', (input, code, index) => {
    expectUriError(() => iriToUri(input), code, index);
  });

  it.each([
    [() => iriToUri(42 as unknown as string)],
    [() => iriToUri('http://h/', { host: 'punycode' as 'idna' })],
    [() => iriToUri('http://h/', { hosts: 'idna' } as never)],
    [() => iriToUri('http://h/', 'idna' as never)],
    [() => iriToUri('http://h/', { host: 'idna', idna: 'strict' as never })],
    [() => iriToUri('http://\u00E9/', { host: 'idna', idna: { preset: 'loose' as 'strict' } })],
    [() => iriToUri('http://h/', { host: 'unicode' as 'idna' })],
  ])('invalid-argument %#', (fn) => {
    expectUriError(fn, 'invalid-argument', 0);
  });
});

// ---------------------------------------------------------------------------------------------
// §3.2 URI -> IRI

describe('RFC 3987 §3.2.1 the examples, verbatim', () => {
  it.each([
    // "%C3%BC" is strictly legal UTF-8: converted to U+00FC
    ['http://www.example.org/D%C3%BCrst', 'http://www.example.org/D\u00FCrst'],
    // "%FC" is not part of a strictly legal UTF-8 sequence: re-percent-encoded in step 3
    ['http://www.example.org/D%FCrst', 'http://www.example.org/D%FCrst'],
    // "%e2%80%ae" is U+202E RLO, which §4.1 forbids: re-percent-encoded in step 4, case not preserved;
    // the punycode label is not converted
    ['http://xn--99zt52a.example.org/%e2%80%ae', 'http://xn--99zt52a.example.org/%E2%80%AE'],
    // §3.2: r%E9sum%E9 must not be taken for iso-8859-1 e-acute
    ['http://www.example.org/r%E9sum%E9.html', 'http://www.example.org/r%E9sum%E9.html'],
    ['http://www.example.org/r%C3%A9sum%C3%A9.html', 'http://www.example.org/r\u00E9sum\u00E9.html'],
  ])('%s -> %s', (input, want) => {
    expectToIri(input, want);
  });

  it('§3.2.1: "the label xn--99zt52a may be converted to U+7D0D U+8C46" by ToUnicode (host: unicode)', () => {
    expectToIri('http://xn--99zt52a.example.org/%e2%80%ae', 'http://\u7D0D\u8C46.example.org/%E2%80%AE', { host: 'unicode' });
  });
});

describe('uriToIri decodes what an IRI may hold: ucschar anywhere, iprivate in the query', () => {
  it.each([
    ['http://u%C3%B1@h/', 'http://u\u00F1@h/'], // iuserinfo
    ['http://r%C3%A9sum%C3%A9.example.org', 'http://r\u00E9sum\u00E9.example.org'], // ireg-name: §3.2 decodes the host too
    ['http://h/%c3%a4?%C3%BC#%C3%9F', 'http://h/\u00E4?\u00FC#\u00DF'], // either hex case
    ['%C3%A4/b', '\u00E4/b'],
    ['http://h/%C2%A0%ED%9F%BF%EF%A4%80%EF%B7%8F%EF%B7%B0%EF%BF%AF', 'http://h/\u00A0\uD7FF\uF900\uFDCF\uFDF0\uFFEF'], // ucschar's BMP edges
    ['http://h/%EF%BB%BF', 'http://h/\uFEFF'], // U+FEFF is in ucschar
    ['http://h/%E2%80%8D%E2%80%AF', 'http://h/\u200D\u202F'], // ZWJ and U+202F: next to the bidi controls, but ucschar
    ['http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82', 'http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02'], // astral (§3.1's example back)
    ['http://h/%F0%9F%98%80', 'http://h/\uD83D\uDE00'],
    ['http://h/%F3%A1%80%80', 'http://h/\uDB44\uDC00'], // U+E1000
    ['http://h/?%EE%80%80%EF%A3%BF', 'http://h/?\uE000\uF8FF'], // iprivate in the query
    ['http://h/?%F3%B0%80%80%F4%8F%BF%BD', 'http://h/?\uDB80\uDC00\uDBFF\uDFFD'], // U+F0000, U+10FFFD
    ['http://h/?a%C3%A9#b%C3%A9', 'http://h/?a\u00E9#b\u00E9'],
    ['http://h/', 'http://h/'],
    ['', ''],
  ])('%s -> %s', (input, want) => {
    expectToIri(input, want);
  });
});

describe('uriToIri keeps encoded (a)-(e), with upper-case hex for non-ASCII octets', () => {
  it.each([
    // (a) every %HH of an ASCII octet, as written: reserved (MUST), '%', forbidden ASCII, and unreserved (a documented choice)
    ['http://h/a%2Fb%2fc%3F%23%5B%40', 'http://h/a%2Fb%2fc%3F%23%5B%40'],
    ['http://h/%25C3%25BC', 'http://h/%25C3%25BC'], // an escaped '%' is not the start of an escape
    ['http://h/%20%22%3C%7F%00', 'http://h/%20%22%3C%7F%00'],
    ['http://h/%41%7e%2D', 'http://h/%41%7e%2D'], // unreserved: decoding is normalize's 'decode-unreserved', not conversion
    // (b) §3.2 step 3: not part of a strictly legal UTF-8 sequence
    ['http://h/%fc', 'http://h/%FC'], // a lead octet that never starts UTF-8
    ['http://h/%80%bf', 'http://h/%80%BF'], // stray continuation octets
    ['http://h/%C3', 'http://h/%C3'], // cut short by the end
    ['http://h/%C3/%BC', 'http://h/%C3/%BC'], // cut short by a literal
    ['http://h/%C3%28', 'http://h/%C3%28'], // cut short by an ASCII octet (which stays as written)
    ['http://h/%C0%AF%c1%bf', 'http://h/%C0%AF%C1%BF'], // overlong two-octet forms
    ['http://h/%E0%80%AF', 'http://h/%E0%80%AF'], // overlong three-octet form
    ['http://h/%F0%80%80%AF', 'http://h/%F0%80%80%AF'], // overlong four-octet form
    ['http://h/%ed%a0%80%ED%BF%BF', 'http://h/%ED%A0%80%ED%BF%BF'], // UTF-16 surrogates
    ['http://h/%F4%90%80%80%F5%80%80%80', 'http://h/%F4%90%80%80%F5%80%80%80'], // above U+10FFFF
    ['http://h/%BF%C3%BC', 'http://h/%BF\u00FC'], // a bad octet does not spoil the good sequence after it
    ['http://h/%E2%82%C3%BC', 'http://h/%E2%82\u00FC'], // a truncated sequence, then a whole one
    ['http://h/%C3%BC%BC', 'http://h/\u00FC%BC'],
    // (c) §3.2 step 4, §2.2: code points that are not ucschar (or iprivate, in the query)
    ['http://h/%C2%80%C2%85%c2%9f', 'http://h/%C2%80%C2%85%C2%9F'], // C1 controls
    ['http://h/%EF%B7%90%EF%B7%AF', 'http://h/%EF%B7%90%EF%B7%AF'], // U+FDD0, U+FDEF: noncharacters
    ['http://h/%EF%BF%B0%EF%BF%BD%EF%BF%BE%EF%BF%BF', 'http://h/%EF%BF%B0%EF%BF%BD%EF%BF%BE%EF%BF%BF'], // U+FFF0-FFFF: specials, not ucschar
    ['http://h/%F0%9F%BF%BE%F0%AF%BF%BF', 'http://h/%F0%9F%BF%BE%F0%AF%BF%BF'], // U+1FFFE, U+2FFFF
    ['http://h/%F3%A0%80%81%F3%A0%87%BF', 'http://h/%F3%A0%80%81%F3%A0%87%BF'], // U+E0001, U+E01FF: plane 14 below U+E1000
    ['http://h/%EE%80%80#%EE%80%80', 'http://h/%EE%80%80#%EE%80%80'], // iprivate in path and fragment
    ['http://%EE%80%80@%EE%80%80/', 'http://%EE%80%80@%EE%80%80/'], // iprivate in userinfo and host
    ['http://h/%F3%B0%80%80', 'http://h/%F3%B0%80%80'], // U+F0000 outside the query
    ['http://h/?%F4%8F%BF%BE', 'http://h/?%F4%8F%BF%BE'], // U+10FFFE: a noncharacter, not iprivate
    // (d) §4.1: the bidi formatting characters LRM, RLM, LRE, RLE, PDF, LRO, RLO
    ['http://h/%E2%80%8E%E2%80%8F', 'http://h/%E2%80%8E%E2%80%8F'],
    ['http://h/?%e2%80%aa%e2%80%ab%e2%80%ac%e2%80%ad%e2%80%ae', 'http://h/?%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD%E2%80%AE'],
    // (e) A-labels stay as they are by default
    ['http://xn--99zt52a.example.org/', 'http://xn--99zt52a.example.org/'],
  ])('%s -> %s', (input, want) => {
    expectToIri(input, want);
  });

  it('keeps an RFC 6874 zone identifier as written: an IP-literal takes no ucschar', () => {
    const iri = uriToIri(parse('http://[fe80::1%25%C3%A9]/%C3%A9', { zoneId: true }));
    expect(iri.toString()).toBe('http://[fe80::1%25%C3%A9]/\u00E9');
    expect(iri.zoneId).toBe('\u00E9');
  });

  it('takes a Uri of either mode: an IRI\'s literal characters pass through, its escapes are decoded', () => {
    expectToIri('http://h/%C3%A4', 'http://h/\u00E4');
    const mixed = parse('http://h/\u00E4%C3%B6%FC', IRI);
    const iri = uriToIri(mixed);
    expect(iri.toString()).toBe('http://h/\u00E4\u00F6%FC');
    expect(iri).not.toBe(mixed);
    expect(mixed.toString()).toBe('http://h/\u00E4%C3%B6%FC');
    // a string is read as a URI: non-ASCII is the parser's error
    expectUriError(() => uriToIri('http://h/r\u00E9'), 'invalid-path-char', 10);
  });

  it.each([
    ['http://h/a b', 'invalid-path-char', 10],
    ['http://h/%C3%ZZ', 'invalid-percent-encoding', 12],
    ['http://[::1/', 'invalid-ip-literal', 11],
  ] as const)('errors: %j -> %s at %i', (input, code, index) => {
    expectUriError(() => uriToIri(input), code, index);
  });

  it.each([
    [() => uriToIri(null as unknown as string)],
    [() => uriToIri('http://h/', { host: 'idna' as 'unicode' })],
    [() => uriToIri('http://h/', { hots: 'unicode' } as never)],
    [() => uriToIri('http://h/', [] as never)],
    [() => uriToIri('http://xn--99zt52a.example/', { host: 'unicode', idna: { preset: 'loose' as 'strict' } })],
  ])('invalid-argument %#', (fn) => {
    expectUriError(fn, 'invalid-argument', 0);
  });
});

describe("uriToIri host: 'unicode' (§3.2 ToUnicode on A-labels, UTS #46 through domainToUnicode)", () => {
  it.each([
    ['http://www.xn--bcher-kva.Example/', 'http://www.b\u00FCcher.Example/'], // only the A-label changes, other labels keep their case
    ['http://www.XN--99ZT52A.example/', 'http://www.\u7D0D\u8C46.example/'], // the prefix is case-insensitive
    ['http://u%C3%B1@xn--bcher-kva.example:8080/p%C3%A4th', 'http://u\u00F1@b\u00FCcher.example:8080/p\u00E4th'],
    ['http://xn--a.example/', 'http://xn--a.example/'], // invalid A-label (decodes to U+0080): RFC 3490 "ToUnicode never fails", it stays
    ['http://xn--.example/', 'http://xn--.example/'],
    ['http://xn--bcher-kva%2Eexample/', 'http://xn--bcher-kva%2Eexample/'], // a label with escapes is not an A-label
    ['http://[::1]/', 'http://[::1]/'],
    ['http://example.org/', 'http://example.org/'],
    ['mailto:xn--bcher-kva@example.org', 'mailto:xn--bcher-kva@example.org'], // no host: the path is not touched
  ])('%s -> %s', (input, want) => {
    expectToIri(input, want, { host: 'unicode' });
  });

  it("comes back to the A-label through iriToUri host: 'idna'", () => {
    const u = 'http://xn--99zt52a.example.org/%E2%80%AE';
    const iri = uriToIri(u, { host: 'unicode' });
    expect(iriToUri(iri, { host: 'idna' }).toString()).toBe(u);
    expect(iriToUri(iri).toString()).toBe('http://%E7%B4%8D%E8%B1%86.example.org/%E2%80%AE');
  });
});

// ---------------------------------------------------------------------------------------------
// Round trips

describe('round trips (§3.1, §3.2: "will always result in an IRI that maps back to the URI")', () => {
  it.each([
    'http://r\u00E9sum\u00E9.example.org/D\u00FCrst?q=\u7D0D\u8C46&\uE000#\uD800\uDF00',
    'http://u\u00F1@h:8080/a%2Fb/\u00E4?\uDBFF\uDFFD',
    '//h/\u00E4', '\u00E4/b', '?\u00FC', '#\u00DF', 'urn:x:\u00E4', '',
  ])('uriToIri(iriToUri(x)) is x for an IRI without escapes of its own: %s', (x) => {
    expect(uriToIri(iriToUri(x)).toString()).toBe(x);
  });

  it.each([
    'http://www.example.org/D%C3%BCrst', 'http://h/%FC%E2%80%AE%2F%41?%EE%80%80#%EE%80%80', 'http://%C3%A9@h/', 'x:%F4%90%80%80',
  ])('iriToUri(uriToIri(u)) is u for a URI whose escapes use upper-case hex: %s', (u) => {
    expect(iriToUri(uriToIri(u)).toString()).toBe(u);
  });

  it('lower-case hex of non-ASCII octets comes back upper-case; ASCII escapes keep their case', () => {
    expect(iriToUri(uriToIri('http://h/%c3%bc%fc%2f')).toString()).toBe('http://h/%C3%BC%FC%2f');
  });

  it('an IRI that holds UTF-8 escapes of its own: iriToUri keeps them, uriToIri decodes them', () => {
    const x = 'http://h/D%C3%BCrst/\u00E4';
    expect(iriToUri(x).toString()).toBe('http://h/D%C3%BCrst/%C3%A4');
    expect(uriToIri(iriToUri(x)).toString()).toBe('http://h/D\u00FCrst/\u00E4'); // not x
  });
});

// ---------------------------------------------------------------------------------------------
// §5.3 comparison across forms

describe('RFC 3987 §5.3: comparing an IRI with a URI (map with iriToUri, then equivalent)', () => {
  const iri = 'http://www.example.org/r\u00E9sum\u00E9.html';

  it('the IRI and its URI are equivalent after mapping', () => {
    expect(equivalent(iriToUri(iri), 'http://www.example.org/r%C3%A9sum%C3%A9.html')).toBe(true);
    expect(equivalent(iriToUri(iri), 'http://www.example.org/r%c3%a9sum%c3%a9.html')).toBe(true); // §6.2.2.1 hex case
    expect(equivalent(iriToUri(iri), 'HTTP://www.Example.org:80/r%C3%A9sum%C3%A9.html')).toBe(true);
    // or the other way: to the IRI, then equivalent in IRI mode
    expect(equivalent(uriToIri('http://www.example.org/r%C3%A9sum%C3%A9.html'), iri, IRI)).toBe(true);
  });

  it('without the mapping the strings differ, and iso-8859-1 escapes are another URI (§3.2)', () => {
    expect(equivalent(iri, 'http://www.example.org/r%C3%A9sum%C3%A9.html', IRI)).toBe(false);
    expect(equivalent(iriToUri(iri), 'http://www.example.org/r%E9sum%E9.html')).toBe(false);
  });

  it("with host 'idna' the comparison sees A-labels and U-labels as the same host", () => {
    expect(equivalent(iriToUri('http://R\u00E9sum\u00E9.example.org/', { host: 'idna' }), 'http://xn--rsum-bpad.example.org/')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// §5.3.2.2 character normalization

describe("RFC 3987 §5.3.2.2 nfcStep ('nfc'): NFC on the non-ASCII text of an IRI", () => {
  it('composes: e + U+0301 is U+00E9', () => {
    expect(nfcStep.name).toBe('nfc');
    expect(normalize('http://h/e\u0301', NFC).toString()).toBe('http://h/\u00E9');
    expect(equivalent('http://h/e\u0301', 'http://h/\u00E9', NFC)).toBe(true);
    expect(equivalent('http://h/e\u0301', 'http://h/\u00E9', IRI)).toBe(false); // opt-in: not without the step
  });

  it.each([
    ['http://e\u0301@e\u0301.example/e\u0301?e\u0301#e\u0301', 'http://\u00E9@\u00E9.example/\u00E9?\u00E9#\u00E9'], // every component
    ['http://h/\u1100\u1161', 'http://h/\uAC00'], // Hangul L + V
    ['http://h/q\u0307\u0323', 'http://h/q\u0323\u0307'], // canonical ordering of marks
    ['http://h/\u212B\u2126', 'http://h/\u00C5\u03A9'], // singletons: ANGSTROM SIGN, OHM SIGN
    ['http://h/\uF900', 'http://h/\u8C48'], // a CJK compatibility ideograph
    ['http://h/\u212A', 'http://h/K'], // KELVIN SIGN is 'K' (a letter: harmless)
    ['http://h/a\u0301/b\u0301;c\u0301=d\u0301', 'http://h/\u00E1/b\u0301;\u0107=d\u0301'], // pieces between delimiters; b and d + U+0301 have no composite
    ['/e\u0301', '/\u00E9'],
  ])('%s -> %s', (input, want) => {
    expect(normalize(input, NFC).toString()).toBe(want);
  });

  it.each([
    ['http://h/?a=\u0338b', "'=' + U+0338 would become U+2260 and the sub-delim would be gone"],
    ['http://h/a\u037Eb', "U+037E GREEK QUESTION MARK is ';' in NFC, a sub-delim"],
    ['http://h/#\u1FEF', "U+1FEF GREEK VARIA is '`' in NFC, which no IRI holds"],
    ['http://h/e%CC%81', 'escapes are left alone: an encoded combining mark is not composed'],
    ['http://h/%C3%A9\u0301', 'nor is a literal mark after an escape joined to it'],
    ['http://h/\u00E9', 'already NFC'],
  ])('keeps %s (%s)', (input) => {
    expect(normalize(input, NFC).toString()).toBe(input);
  });

  it("U+212A KELVIN SIGN in a lower-case host becomes 'k', so that normalize stays idempotent", () => {
    const once = normalize('http://\u212A.example/', NFC);
    expect(once.toString()).toBe('http://k.example/'); // NFC gives 'K'; 'lowercase-host' has already run
    expect(normalize(once, NFC)).toBe(once);
    // a host with upper case of its own (lowercase-host skipped) is left as NFC made it
    expect(normalize('http://A\u212A.example/', { ...NFC, skip: ['lowercase-host'] }).toString()).toBe('http://AK.example/');
    expect(normalize('http://h/\u212A', NFC).toString()).toBe('http://h/K'); // elsewhere, NFC's 'K'
  });

  it('the text around a kept character is still normalized', () => {
    expect(normalize('http://h/e\u0301\u037Ee\u0301', NFC).toString()).toBe('http://h/\u00E9\u037E\u00E9');
  });

  it('changes nothing on a URI (ASCII), and the dry run names the step', () => {
    expect(normalize('http://h/e%CC%81', { extraSteps: [nfcStep] }).toString()).toBe('http://h/e%CC%81');
    expect(normalizationChanges('http://h/e\u0301?x', NFC)).toEqual([
      { step: 'nfc', component: 'path', before: '/e\u0301', after: '/\u00E9' },
    ]);
  });

  it('normalize with nfc is idempotent, and NFC first makes iriToUri agree on both forms', () => {
    const once = normalize('http://h/e\u0301\u0323/\u212B', NFC);
    expect(normalize(once, NFC)).toBe(once);
    expect(iriToUri(normalize('http://h/e\u0301', NFC)).toString()).toBe(iriToUri('http://h/\u00E9').toString());
  });
});

// ---------------------------------------------------------------------------------------------
// The JSDoc @example lines (STYLE 10)

describe('the @example lines of convert.ts and nfc.ts', () => {
  it('iriToUri', () => {
    expect(iriToUri('http://www.example.org/red%09ros\u00E9#red').toString()).toBe('http://www.example.org/red%09ros%C3%A9#red');
    expect(iriToUri('http://r\u00E9sum\u00E9.example.org').toString()).toBe('http://r%C3%A9sum%C3%A9.example.org');
    expect(iriToUri('http://r\u00E9sum\u00E9.example.org', { host: 'idna' }).toString()).toBe('http://xn--rsum-bpad.example.org');
    expect(equivalent(iriToUri('http://www.example.org/r\u00E9sum\u00E9.html'), 'http://www.example.org/r%c3%a9sum%c3%a9.html')).toBe(true);
  });

  it('uriToIri', () => {
    expect(uriToIri('http://www.example.org/D%C3%BCrst').toString()).toBe('http://www.example.org/D\u00FCrst');
    expect(uriToIri('http://www.example.org/D%FCrst').toString()).toBe('http://www.example.org/D%FCrst');
    expect(uriToIri('http://xn--99zt52a.example.org/%e2%80%ae').toString()).toBe('http://xn--99zt52a.example.org/%E2%80%AE');
    expect(uriToIri('http://xn--99zt52a.example.org/%e2%80%ae', { host: 'unicode' }).toString()).toBe('http://\u7D0D\u8C46.example.org/%E2%80%AE');
  });

  it('nfcStep', () => {
    expect(normalize('http://h/e\u0301', { iri: true, extraSteps: [nfcStep] }).toString()).toBe('http://h/\u00E9');
    expect(equivalent('http://h/e\u0301', 'http://h/\u00E9', { iri: true, extraSteps: [nfcStep] })).toBe(true);
  });
});
