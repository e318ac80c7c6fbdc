/**
 * RFC 3986 Appendix C, §4.5 -- property laws of urikit/text over prose made of words, punctuation,
 * delimiters, white space and URIs generated from the ABNF (uri-arbitraries.ts):
 * every span's text without white space is its `uri`; every `uri` is an absolute URI by parse (or a
 * suffix reference whose `target` is); spans are ordered and do not overlap; a URI written in angle
 * brackets or quotes between spaces is found exactly.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValid } from '../../src/index.js';
import { extractUris, guessUri, type ExtractOptions, type FoundUri } from '../../src/text/index.js';
import * as gen from './uri-arbitraries.js';

/** Text without ASCII white space (what Appendix C removes inside angle brackets). */
function squeeze(s: string): string {
  let out = '';
  for (const ch of s) if (!(ch === ' ' || (ch >= '\t' && ch <= '\r'))) out += ch;
  return out;
}

/** A URI with something after its ':' (extract.ts: 'Note:' alone is not found). */
const fullUri = gen.uri.filter((u) => !u.endsWith(':'));

/** The pieces prose is made of: words, the characters that delimit or end URIs, URIs, near-misses. */
const piece: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('the', 'Note:', 'see', 'www.', 'www.example.org', 'ftp.a.b/c', 'a:', 'http:/', 'URL:', 'x', '1', '\u00e9t\u00e9', '\ud83d\ude00'), weight: 4 },
  { arbitrary: fc.constantFrom(' ', ' ', '\n', '\t', '\r\n'), weight: 4 },
  { arbitrary: fc.constantFrom('<', '>', '"', "'", '(', ')', '[', ']', '.', ',', ';', ':', '!', '?', '-', '/', '@', '%', '=', '#'), weight: 4 },
  { arbitrary: fullUri, weight: 3 },
  { arbitrary: gen.pooledUri, weight: 1 },
  { arbitrary: gen.relativeRef, weight: 1 },
);
const prose: fc.Arbitrary<string> = fc.array(piece, { maxLength: 30 }).map((a) => a.join(''));
const options: fc.Arbitrary<ExtractOptions> = fc.record({ bare: fc.boolean(), iri: fc.boolean() });

/** The laws every result must keep, whatever the text. */
function checkLaws(text: string, opts: ExtractOptions, found: FoundUri[]): void {
  let last = 0;
  for (const f of found) {
    // spans are ordered, non-empty and do not overlap
    expect(f.start).toBeGreaterThanOrEqual(last);
    expect(f.end).toBeGreaterThan(f.start);
    expect(f.end).toBeLessThanOrEqual(text.length);
    last = f.end;
    // the span's text, white space removed, is the uri
    expect(squeeze(text.slice(f.start, f.end))).toBe(f.uri);
    const iri = opts.iri === true;
    if (f.guessed) {
      // a guessed one is a suffix reference that guessUri completes to its target
      expect(opts.bare).toBe(true);
      expect(guessUri(f.uri, { iri })?.uri.toString()).toBe(f.target);
      expect(isValid(f.target, { rule: 'URI', iri })).toBe(true);
    } else {
      expect(f.target).toBe(f.uri);
      expect(isValid(f.uri, { rule: 'URI', iri })).toBe(true);
    }
    // white space only inside angle brackets (Appendix C)
    if (f.delimiter !== 'angle' && f.delimiter !== 'url-angle') expect(text.slice(f.start, f.end)).toBe(f.uri);
  }
}

describe('extractUris laws (Appendix C)', () => {
  it('spans are ordered, non-overlapping, and each span is a valid URI', () => {
    fc.assert(
      fc.property(prose, options, (text, opts) => {
        checkLaws(text, opts, extractUris(text, opts));
      }),
      { numRuns: 2000 },
    );
  });

  it('a URI in angle brackets between spaces is found exactly, even broken over lines', () => {
    fc.assert(
      fc.property(prose, fullUri, prose, fc.nat(), options, (before, u, after, cut, opts) => {
        // a line break inside the URI, after its scheme and ':' (they are written in one piece), never
        // at its end (white space at the ends inside the brackets is outside the span)
        const colon = u.indexOf(':') + 1;
        const at = colon + (cut % (u.length - colon));
        const written = u.slice(0, at) + (cut % 2 === 0 ? '\n  ' : '') + u.slice(at);
        const text = before + ' <' + written + '> ' + after;
        const start = before.length + 2;
        const found = extractUris(text, opts);
        checkLaws(text, opts, found);
        expect(found).toContainEqual({
          uri: u, start, end: start + written.length, delimiter: 'angle', guessed: false, target: u,
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('a URI in double quotes between spaces is found exactly', () => {
    fc.assert(
      fc.property(prose, fullUri, prose, options, (before, u, after, opts) => {
        const text = before + ' "' + u + '" ' + after;
        const start = before.length + 2;
        const found = extractUris(text, opts);
        checkLaws(text, opts, found);
        expect(found).toContainEqual({ uri: u, start, end: start + u.length, delimiter: 'quote', guessed: false, target: u });
      }),
      { numRuns: 1000 },
    );
  });

  it('an undelimited URI between spaces is found from its start, perhaps without trailing punctuation', () => {
    fc.assert(
      fc.property(prose, fullUri, prose, options, (prefix, u, after, opts) => {
        // no '<' before it: '< u x>' is an angle-bracketed URI whose white space is removed
        const before = prefix.replaceAll('<', '');
        const text = before + ' ' + u + ' ' + after;
        const start = before.length + 1;
        const found = extractUris(text, opts);
        checkLaws(text, opts, found);
        const f = found.find((x) => x.start === start);
        // found unless trimming its end left an invalid URI (skipped, never trimmed further)
        if (f !== undefined) expect(u.startsWith(f.uri)).toBe(true);
        if (f === undefined) expect(/[.,;:!?')\]]$/.test(u)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('is a pure function of its input: the same text gives the same spans', () => {
    fc.assert(
      fc.property(prose, options, (text, opts) => {
        expect(extractUris(text, opts)).toEqual(extractUris(text, opts));
      }),
      { numRuns: 200 },
    );
  });
});
