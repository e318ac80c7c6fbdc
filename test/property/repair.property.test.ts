/**
 * repair — property laws (STYLE 29): for any string, repair refuses with a UriError or returns a
 * reference that parses and whose repairs, applied in order, turn the input into it; a valid
 * reference is returned as it is; repair is idempotent; and it only encodes: the data of each
 * component, decoded, is what was written.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Repair, type RepairOptions, UriError, decode, isValid, parse, repair } from '../../src/index.js';
import * as abnf from './abnf.js';

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** Characters that make repair work: delimiters, '%' and hex digits, white space and controls, '\', the ASCII no component allows, non-ASCII, lone surrogates. */
const nasty = fc.constantFrom(
  ':', '/', '?', '#', '[', ']', '@', '%', '2', '5', 'a', 'F', 'g', '.', '-', '!', ' ', '\t', '\n', '\u0000', '\u007f',
  '\\', '"', '<', '>', '^', '`', '{', '|', '}', '\u00e9', '\u00a0', '\u0085', '\u200e', '\ue000', '\ud83d\ude00', '\ud800', '\udc00',
);

/** Any string, weighted towards URI-like text: a generated reference with nasty characters spliced in, or nasty characters alone. */
const anyInput: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(abnf.uriReference, fc.array(fc.tuple(fc.nat(), fc.string({ unit: nasty, minLength: 1, maxLength: 3 })), { maxLength: 4 }))
    .map(([s, inserts]) => {
      for (const [at, t] of inserts) {
        const k = at % (s.length + 1);
        s = s.slice(0, k) + t + s.slice(k);
      }
      return s;
    }),
  fc.string({ unit: nasty, maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  // any UTF-16 code units, lone surrogates included
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
);

const options: fc.Arbitrary<RepairOptions> = fc.record({
  iri: fc.boolean(),
  zoneId: fc.boolean(),
  trim: fc.boolean(),
  backslashes: fc.constantFrom('refuse' as const, 'encode' as const, 'slash' as const),
}, { requiredKeys: [] });

// ---------------------------------------------------------------------------------------------
// Helpers

/** The repairs applied in order to the input; each must be in order, in bounds, non-empty and say what it replaced. */
function applyRepairs(input: string, repairs: readonly Repair[]): string {
  let out = '';
  let at = 0;
  for (const r of repairs) {
    expect(r.index).toBeGreaterThanOrEqual(at);
    expect(r.length).toBeGreaterThan(0);
    expect(r.index + r.length).toBeLessThanOrEqual(input.length);
    expect(r.found).toBe(input.slice(r.index, r.index + r.length));
    expect(r.replacement).not.toBe(r.found);
    out += input.slice(at, r.index) + r.replacement;
    at = r.index + r.length;
  }
  return out + input.slice(at);
}

const parseOptions = (o: RepairOptions) => ({ iri: o.iri === true, zoneId: o.zoneId === true });

// ---------------------------------------------------------------------------------------------
// Laws

describe('repair: laws', () => {
  it('any string: a UriError at an index in the input, or a valid reference that the repairs, applied in order, make of it', () => {
    fc.assert(fc.property(anyInput, options, (input, o) => {
      let result;
      try {
        result = repair(input, o);
      } catch (e) {
        expect(e).toBeInstanceOf(UriError);
        const err = e as UriError;
        expect(err.code).not.toBe('invalid-argument');
        expect(err.input).toBe(input);
        expect(err.index).toBeGreaterThanOrEqual(0);
        expect(err.index).toBeLessThanOrEqual(input.length);
        return;
      }
      const out = result.uri.toString();
      expect(isValid(out, parseOptions(o))).toBe(true);
      expect(applyRepairs(input, result.repairs)).toBe(out);
      // nothing but surrounding white space is dropped: only 'trimmed' repairs replace with ''
      for (const r of result.repairs) if (r.replacement === '') expect(r.kind).toBe('trimmed');
    }), { numRuns: 2000 });
  });

  it('a valid reference is returned as it is, with no repairs (URI and IRI mode)', () => {
    fc.assert(fc.property(abnf.uriReference, fc.boolean(), (input, iri) => {
      const { uri, repairs } = repair(input, { iri });
      expect(uri.toString()).toBe(input);
      expect(repairs).toEqual([]);
    }));
  });

  it('idempotent: the result, repaired again, needs no repair', () => {
    fc.assert(fc.property(anyInput, options, (input, o) => {
      let out: string;
      try {
        out = repair(input, o).uri.toString();
      } catch {
        return; // refusals are the first law's
      }
      const again = repair(out, o);
      expect(again.uri.toString()).toBe(out);
      expect(again.repairs).toEqual([]);
    }), { numRuns: 1000 });
  });

  it('only encodes: a userinfo, a segment, a query and a fragment, decoded, are what was written', () => {
    // data without '%' (a valid %HH stays as written, so it would decode to something else), without
    // '\\' (refused before the query) and without the delimiters each component ends at; the
    // userinfo may hold '@' and ':' (the last '@' ends it)
    const unit = fc.oneof(nasty, fc.constantFrom(...abnf.UNRESERVED_CHARS.split('')), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
    const text = (exclude: string) => fc.string({ unit, maxLength: 12 })
      .filter((t) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(t) && ![...exclude].some((ch) => t.includes(ch)));
    const withAuthority = abnf.uriParts.filter((p) => p.host !== undefined);
    fc.assert(fc.property(withAuthority, fc.option(text('%\\/?#')), text('%\\/?#'), text('%\\#'), text('%\\'), fc.boolean(), (p, ui, seg, q, f, iri) => {
      const base = parse(p.text);
      const authority = `${ui === null ? '' : ui + '@'}${base.host!}${base.port === undefined ? '' : ':' + base.port}`;
      const input = `${base.scheme!}://${authority}${base.path}/${seg}?${q}#${f}`;
      const { uri } = repair(input, { trim: false, iri });
      expect(uri.userinfo === undefined ? null : decode(uri.userinfo)).toBe(ui);
      const segments = uri.path.split('/');
      expect(decode(segments[segments.length - 1]!)).toBe(seg);
      expect(decode(uri.query!)).toBe(q);
      expect(decode(uri.fragment!)).toBe(f);
      expect(uri.scheme).toBe(base.scheme);
      expect(uri.host).toBe(base.host);
      expect(uri.port).toBe(base.port);
    }));
  });

  it("with backslashes: 'slash', the result is the input with every '\\' before the query read as '/' and then repaired", () => {
    fc.assert(fc.property(anyInput, (input) => {
      let slashed: string;
      try {
        slashed = repair(input, { backslashes: 'slash' }).uri.toString();
      } catch {
        return;
      }
      // every '\' before the first '?' or '#' written as '/' by hand: repair in 'encode' mode
      // then reads the same components
      const stop = input.search(/[?#]/);
      const cut = stop < 0 ? input.length : stop;
      const byHand = input.slice(0, cut).replace(/\\/g, '/') + input.slice(cut);
      expect(repair(byHand, { backslashes: 'encode' }).uri.toString()).toBe(slashed);
    }), { numRuns: 1000 });
  });
});
