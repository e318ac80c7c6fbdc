/**
 * urikit/text: URIs in free text (RFC 3986 Appendix C, seed 002 "Writing a URI") and suffix
 * references (RFC 3986 §4.5). Spans are written in the rows with `{` `}` around each expected URI
 * (neither can stand in a URI, and the extractor gives them no meaning): the marks are taken out
 * to get the text, and their places are the expected start and end.
 */
import { describe, expect, it } from 'vitest';
import { extractUris, guessUri, type ExtractOptions, type FoundUri, type UriDelimiter } from '../../src/text/index.js';
import { expectUriError } from '../helpers/expect.js';

/** The text without the marks, and the spans they stand around. */
function unmark(marked: string): { text: string; spans: [number, number][] } {
  let text = '';
  const spans: [number, number][] = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === '{') open = text.length;
    else if (ch === '}') spans.push([open, text.length]);
    else text += ch;
  }
  return { text, spans };
}

/** One expected find: [uri, delimiter] and, for guessed ones, the target. */
type Want = [uri: string, delimiter: UriDelimiter, target?: string];
type Row = [marked: string, want: Want[]];

function check(rows: Row[], options?: ExtractOptions): void {
  it.each(rows)('%j', (marked, want) => {
    const { text, spans } = unmark(marked);
    expect(spans.length).toBe(want.length);
    const got = extractUris(text, options);
    expect(got).toEqual(
      want.map(([uri, delimiter, target], k): FoundUri => ({
        uri, start: spans[k]![0], end: spans[k]![1], delimiter,
        guessed: target !== undefined, target: target ?? uri,
      })),
    );
  });
}

describe('RFC 3986 Appendix C: the example text', () => {
  const text =
    'Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n' +
    'but you can probably pick it up from <ftp://foo.example.\n' +
    'com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n' +
    'ietf/uri/historical.html#WARNING>.';
  it('finds the three URI references Appendix C lists, with their spans', () => {
    const got = extractUris(text);
    expect(got.map((f) => f.uri)).toEqual([
      'http://www.w3.org/Addressing/',
      'ftp://foo.example.com/rfc/',
      'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
    ]);
    expect(got.map((f) => [f.start, f.end, f.delimiter])).toEqual([
      [28, 57, 'quote'],
      [98, 125, 'angle'],
      [150, 210, 'angle'],
    ]);
    expect(text.slice(98, 125)).toBe('ftp://foo.example.\ncom/rfc/');
    expect(text.slice(150, 210)).toBe('http://www.ics.uci.edu/pub/\nietf/uri/historical.html#WARNING');
  });
});

describe('RFC 3986 Appendix C: delimiters', () => {
  check([
    ['"{http://example.com/}"', [['http://example.com/', 'quote']]],
    ['<{http://example.com/}>', [['http://example.com/', 'angle']]],
    ['{http://example.com/}', [['http://example.com/', 'none']]],
    // "The prefix "URL:" (with or without a trailing space)"
    ['<URL:{http://example.com/}>', [['http://example.com/', 'url-angle']]],
    ['<URL: {http://example.com/}>', [['http://example.com/', 'url-angle']]],
    ['<url:{ftp://info.cern.ch/pub}>', [['ftp://info.cern.ch/pub', 'url-angle']]],
    // white space at the ends inside the brackets is not part of the span
    ['< {http://a/b} >', [['http://a/b', 'angle']]],
    // a URI broken across lines inside angle brackets: the white space is removed
    ['<{http://a.example/very/\n   long/path}>', [['http://a.example/very/long/path', 'angle']]],
    ['<{http://a.example/x?q=1&\r\n\tr=2}>', [['http://a.example/x?q=1&r=2', 'angle']]],
    // Appendix C: a hyphen before a line break may or may not belong; kept (only a person can tell)
    ['<{http://a.example/two-\n  words}>', [['http://a.example/two-words', 'angle']]],
    // inside quotes nothing is trimmed ("logical" quotation, seed 002)
    ['"{http://a/b.}"', [['http://a/b.', 'quote']]],
    ['"{urn:isbn:0451450523}"', [['urn:isbn:0451450523', 'quote']]],
  ]);
});

describe('seed 002 "Writing a URI": in quotes, in angle brackets, alone on a line, in sentences', () => {
  check([
    ['The kernel is at "{http://www.kernel.org}".', [['http://www.kernel.org', 'quote']]],
    ['The kernel is at <{http://www.kernel.org}>.', [['http://www.kernel.org', 'angle']]],
    ['The kernel is at\n{http://www.kernel.org}\nand nowhere else.', [['http://www.kernel.org', 'none']]],
    ['<{http://fred:fredpassword@example.com:8080/}>', [['http://fred:fredpassword@example.com:8080/', 'angle']]],
    // trailing sentence punctuation is left out
    ['See {http://www.kernel.org}.', [['http://www.kernel.org', 'none']]],
    ['See {http://a/b}, {ftp://c/d}; and {mailto:x@example.com}!', [
      ['http://a/b', 'none'], ['ftp://c/d', 'none'], ['mailto:x@example.com', 'none'],
    ]],
    ['Is it {http://a/b?q=1}?', [['http://a/b?q=1', 'none']]],
    ['Was it {http://a/}...', [['http://a/', 'none']]],
    ["He said '{http://a/b}'.", [['http://a/b', 'none']]],
    ['As in {http://a/b}: the end', [['http://a/b', 'none']]],
    // a ')' is kept only when balanced inside the URI
    ['(see {http://a/b})', [['http://a/b', 'none']]],
    ['{http://en.wikipedia.org/wiki/Foo_(bar)}', [['http://en.wikipedia.org/wiki/Foo_(bar)', 'none']]],
    ['(see {http://en.wikipedia.org/wiki/Foo_(bar)}).', [['http://en.wikipedia.org/wiki/Foo_(bar)', 'none']]],
    ['{man:ls(1)}', [['man:ls(1)', 'none']]],
    ['({info:(gcc)Top})', [['info:(gcc)Top', 'none']]],
    // brackets likewise: an IP literal keeps its ']'
    ['{http://[::1]:8080/}', [['http://[::1]:8080/', 'none']]],
    ['[{http://[::1]}]', [['http://[::1]', 'none']]],
    ['[see {http://a/b}]', [['http://a/b', 'none']]],
    // the classic schemes of seed 002
    ['{ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US}', [
      ['ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US', 'none'],
    ]],
    ['{news:comp.infosystems.www.misc} and {telnet://melvyl.ucop.edu/}', [
      ['news:comp.infosystems.www.misc', 'none'], ['telnet://melvyl.ucop.edu/', 'none'],
    ]],
    ['{file:///etc/passwd}, {whatis:ls}', [['file:///etc/passwd', 'none'], ['whatis:ls', 'none']]],
    // several in a row, and a URI that ends the text
    ['{a:b} {c:d}', [['a:b', 'none'], ['c:d', 'none']]],
    ['x <{http://a/}> "{http://b/}" {http://c/}', [['http://a/', 'angle'], ['http://b/', 'quote'], ['http://c/', 'none']]],
    // a failed delimiter does not hide an undelimited URI inside it
    ['<see {http://x/} here>', [['http://x/', 'none']]],
    ['"see {http://x/} here"', [['http://x/', 'none']]],
    ['<{http://a/}', [['http://a/', 'none']]],
    // the old prefix is not a scheme: a failed <URL:...> goes on after it
    ['<URL:foo> <URL:{http://a/} "b">', [['http://a/', 'none']]],
    // ... while white space alone is removed (Appendix C), so this is one URI
    ['<URL:{http://a/ b c}>', [['http://a/bc', 'url-angle']]],
    // inside brackets a scheme split by white space is prose: '<a b:c>' is not 'ab:c'
    ['<a {b:c}>', [['b:c', 'none']]],
    ['<see\n{http://a/}>', [['http://a/', 'none']]],
  ]);
});

describe('negatives: what is not a URI (decisions documented in extract.ts)', () => {
  check([
    // a scheme needs something after its ':' other than white space
    ['Note: this is prose.', []],
    ['Note:', []],
    ['a: b: c:', []],
    ['mailto:.', []],
    // a scheme is not glued to a preceding letter or digit (§3.1: it starts with ALPHA)
    ['1http://a/', []],
    // nor to a path or a word before it (extract.ts isGluedScheme): './a:b' is a relative path
    ['./a:b x/y:z a_b:c a%41b:c a@b:c a~b:c', []],
    // but '=' and '(' are left edges
    ['x={http://a/} ({http://b/})', [['http://a/', 'none'], ['http://b/', 'none']]],
    ['at 10:30 or 1:2', []],
    // a relative reference is not found (only absolute URIs)
    ['/etc/passwd and ./a:b and //host/x', []],
    // a candidate that does not parse is skipped, never trimmed
    ['http://a/%zz is bad', []],
    ['http://[::1/ is bad', []],
    ['http://a:b:c/ is bad', []],
    // suffix references only with bare
    ['www.w3.org/Addressing/', []],
    // non-ASCII ends a URI (it is an IRI only with iri)
    ['', []],
    ['<>', []],
    ['""', []],
  ]);
  it('an undelimited candidate stops at non-ASCII: a URI is ASCII', () => {
    expect(extractUris('http://a/\u00e9t\u00e9 x').map((f) => f.uri)).toEqual(['http://a/']);
  });
});

describe('options.iri: RFC 3987 IRIs', () => {
  check([
    ['{http://a/\u00e9t\u00e9} x', [['http://a/\u00e9t\u00e9', 'none']]],
    ['<{http://\u4f8b\u3048.jp/\n\u30d1\u30b9}>.', [['http://\u4f8b\u3048.jp/\u30d1\u30b9', 'angle']]],
    ['"{urn:x:\ud83d\ude00}"', [['urn:x:\ud83d\ude00', 'quote']]],
  ], { iri: true });
});

describe('RFC 3986 section 4.5, seed 002: suffix references with bare (guessed)', () => {
  check([
    ['Visit {www.w3.org/Addressing/}.', [['www.w3.org/Addressing/', 'none', 'http://www.w3.org/Addressing/']]],
    ['Get it from {ftp.example.org/pub}, now', [['ftp.example.org/pub', 'none', 'ftp://ftp.example.org/pub']]],
    ['(at {WWW.Example.COM})', [['WWW.Example.COM', 'none', 'http://WWW.Example.COM']]],
    ['<{www.example.com/a}>', [['www.example.com/a', 'angle', 'http://www.example.com/a']]],
    ['"{www.example.com}"', [['www.example.com', 'quote', 'http://www.example.com']]],
    // host and port, not the scheme 'www.example.com'
    ['{www.example.com:8080/x}', [['www.example.com:8080/x', 'none', 'http://www.example.com:8080/x']]],
    // absolute URIs are still found, and not guessed
    ['{http://www.w3.org/} and {www.w3.org}', [['http://www.w3.org/', 'none'], ['www.w3.org', 'none', 'http://www.w3.org']]],
    // not a suffix reference: inside an address or a path, no host after the prefix, other prefixes
    ['mail me at a@www.example.com', []],
    ['see /x/www.example.com', []],
    ['www. and www./x and gopher.example.org', []],
    ['example.org/x', []],
    // a userinfo would move the host elsewhere (§7.6): refused
    ['www.example.com@evil.example/', []],
  ], { bare: true });
});

describe('guessUri (RFC 3986 section 4.5)', () => {
  it.each([
    ['www.w3.org/Addressing/', 'http://www.w3.org/Addressing/'],
    ['ftp.example.org/pub', 'ftp://ftp.example.org/pub'],
    ['WWW.EXAMPLE.ORG', 'http://WWW.EXAMPLE.ORG'],
    ['www.example.org:8080/a?b#c', 'http://www.example.org:8080/a?b#c'],
  ])('%j -> %j', (text, want) => {
    const got = guessUri(text);
    expect(got?.uri.toString()).toBe(want);
    expect(got?.guessed).toBe(true);
  });
  it.each([
    'example.org', 'http://www.w3.org/', 'www.', 'www./x', 'gopher.example.org', 'www.a b',
    'www.example.org@evil.example', 'www.example.org/%zz', ' www.example.org', 'wwwexample.org',
  ])('%j -> null', (text) => {
    expect(guessUri(text)).toBeNull();
  });
  it('completes an IRI with iri', () => {
    expect(guessUri('www.\u4f8b\u3048.jp/')).toBeNull();
    expect(guessUri('www.\u4f8b\u3048.jp/', { iri: true })?.uri.toString()).toBe('http://www.\u4f8b\u3048.jp/');
  });
});

describe('JSDoc @example (STYLE 10)', () => {
  it('extractUris', () => {
    expect(extractUris('See <http://example.com/a> or "urn:isbn:0451450523".').map((f) => f.uri))
      .toEqual(['http://example.com/a', 'urn:isbn:0451450523']);
  });
  it('guessUri', () => {
    expect(guessUri('www.w3.org/Addressing/')?.uri.toString()).toBe('http://www.w3.org/Addressing/');
    expect(guessUri('ftp.example.org/pub')?.uri.scheme).toBe('ftp');
    expect(guessUri('example.org')).toBeNull();
  });
});

describe('argument errors', () => {
  it('extractUris and guessUri throw invalid-argument at 0 for a caller mistake', () => {
    expectUriError(() => extractUris(42 as unknown as string), 'invalid-argument', 0);
    expectUriError(() => extractUris('x', 'y' as unknown as ExtractOptions), 'invalid-argument', 0);
    expectUriError(() => extractUris('x', { bare: 1 as unknown as boolean }), 'invalid-argument', 0);
    expectUriError(() => extractUris('x', { iri: 'yes' as unknown as boolean }), 'invalid-argument', 0);
    expectUriError(() => guessUri(null as unknown as string), 'invalid-argument', 0);
    expectUriError(() => guessUri('www.a.org', { iri: 1 as unknown as boolean }), 'invalid-argument', 0);
  });
});

// Linear time on near-misses ('<' without '>', 'http:/' repeated, ...) is counted by
// test/adversarial/linear.test.ts on the rows of bench/linear-cases.mjs (TEXT_INPUTS), and timed by
// `npm run bench:linear`.
