/**
 * RFC 3987 §3.1-3.2, §5.3.2.2 — property laws of the IRI <-> URI mapping and of the 'nfc' step,
 * over references generated from IRI-ABNF-like pieces (STYLE 29): ucschar from several planes
 * (astral included), iprivate in the query, and, for URIs, escapes of random octet sequences.
 * https://www.rfc-editor.org/rfc/rfc3987#section-2.2
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_IN_STEPS, isValid, normalize, parse } from '../../src/index.js';
import { iriToUri, uriToIri } from '../../src/iri/convert.js';
import { nfcStep } from '../../src/iri/nfc.js';
import * as abnf from './abnf.js';

// ---------------------------------------------------------------------------------------------
// Characters, from the RFC 3987 §2.2 ABNF (written out here, not taken from src/chars.ts, so
// that the laws also check the library's table)

// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ... / %xD0000-DFFFD / %xE1000-EFFFD
function isUcschar(cp: number): boolean {
  if (cp >= 0xa0 && cp <= 0xd7ff) return !(cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e)); // §4.1: no bidi formatting
  if (cp >= 0xf900 && cp <= 0xfdcf) return true;
  if (cp >= 0xfdf0 && cp <= 0xffef) return true;
  if (cp >= 0x10000 && cp <= 0xdfffd) return (cp & 0xffff) <= 0xfffd;
  return cp >= 0xe1000 && cp <= 0xefffd;
}

// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
const iprivate: fc.Arbitrary<string> = fc
  .oneof(fc.integer({ min: 0xe000, max: 0xf8ff }), fc.integer({ min: 0xf0000, max: 0xffffd }), fc.integer({ min: 0x100000, max: 0x10fffd }))
  .map((cp) => String.fromCodePoint(cp));

/**
 * ucschar, weighted towards scripts people write, with combining marks so that NFC has work to do.
 * U+037E and U+1FEF are left out: NFC maps them to ';' and '`' (nfcStep keeps them, a law below).
 */
const ucschar: fc.Arbitrary<string> = fc
  .oneof(
    { arbitrary: fc.integer({ min: 0xa0, max: 0x24f }), weight: 4 }, // Latin-1 Supplement, Latin Extended
    { arbitrary: fc.integer({ min: 0x300, max: 0x36f }), weight: 2 }, // combining diacritical marks
    { arbitrary: fc.integer({ min: 0x370, max: 0x1fff }), weight: 2 }, // Greek to Greek Extended, Hangul Jamo among them
    { arbitrary: fc.integer({ min: 0x3040, max: 0x30ff }), weight: 1 }, // kana
    { arbitrary: fc.integer({ min: 0x4e00, max: 0x9fff }), weight: 2 }, // CJK unified ideographs
    { arbitrary: fc.integer({ min: 0xac00, max: 0xd7a3 }), weight: 1 }, // Hangul syllables
    { arbitrary: fc.integer({ min: 0xa0, max: 0xffef }), weight: 2 }, // anywhere in the BMP
    { arbitrary: fc.integer({ min: 0x10000, max: 0x1fffd }), weight: 2 }, // plane 1: emoji, historic scripts
    { arbitrary: fc.integer({ min: 0x20000, max: 0x2fffd }), weight: 1 }, // plane 2: CJK extensions
    { arbitrary: fc.integer({ min: 0x30000, max: 0xdfffd }), weight: 1 }, // planes 3-13
    { arbitrary: fc.integer({ min: 0xe1000, max: 0xefffd }), weight: 1 }, // plane 14, above the tags
  )
  .filter((cp) => isUcschar(cp) && cp !== 0x37e && cp !== 0x1fef)
  .map((cp) => String.fromCodePoint(cp));

const chars = (s: string): fc.Arbitrary<string> => fc.constantFrom(...s.split(''));
const UNRESERVED_SUB = abnf.UNRESERVED_CHARS + abnf.SUB_DELIMS_CHARS;

/** Where a unit stands; each slot has its RFC 3986 ASCII set (no '%': escapes are units of their own). */
type Slot = 'userinfo' | 'host' | 'segment' | 'segmentNc' | 'query' | 'fragment';
const ASCII: Record<Slot, string> = {
  userinfo: UNRESERVED_SUB + ':', // iuserinfo
  host: UNRESERVED_SUB, // ireg-name
  segment: UNRESERVED_SUB + ':@', // ipchar
  segmentNc: UNRESERVED_SUB + '@', // isegment-nz-nc
  query: UNRESERVED_SUB + ':@/?', // iquery, ifragment
  fragment: UNRESERVED_SUB + ':@/?',
};

// ---------------------------------------------------------------------------------------------
// Escapes (for URIs)

const HEX = '0123456789ABCDEF';
const pct = (b: number): string => '%' + HEX[b >> 4]! + HEX[b & 15]!;

/** The UTF-8 octets of a code point (RFC 3629 §3); surrogates are encoded too (an invalid sequence). */
function utf8(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}

/** Upper-case escapes: random octets (mostly not UTF-8), the UTF-8 of any code point, or an ASCII octet. */
const escapes: fc.Arbitrary<string> = fc
  .oneof(
    { arbitrary: fc.uint8Array({ minLength: 1, maxLength: 5 }).map((a) => [...a]), weight: 3 },
    { arbitrary: fc.integer({ min: 0x80, max: 0x10ffff }).map(utf8), weight: 3 }, // every class: ucschar, iprivate, controls, surrogates, noncharacters
    { arbitrary: ucschar.map((c) => utf8(c.codePointAt(0)!)), weight: 2 },
    { arbitrary: fc.integer({ min: 0, max: 0x7f }).map((b) => [b]), weight: 1 },
    { arbitrary: fc.constantFrom([0xe2, 0x80, 0xae], [0xe2, 0x80, 0x8e], [0xee, 0x80, 0x80], [0xf3, 0xb0, 0x80, 0x80]), weight: 1 }, // RLO, LRM, iprivate
  )
  .map((bytes) => bytes.map(pct).join(''));

/** The hex digits of every escape of an octet above %7F in upper case: what the round trip gives back. */
const upperNonAsciiEscapes = (s: string): string => s.replace(/%[89A-Fa-f][0-9A-Fa-f]/g, (e) => e.toUpperCase());

/** s with the hex digits of its escapes in a random case. */
const mixedCase = (s: string): fc.Arbitrary<string> =>
  fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((lower) => {
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const inEscape = (i >= 1 && s[i - 1] === '%') || (i >= 2 && s[i - 2] === '%');
      out += inEscape && lower[i] ? s[i]!.toLowerCase() : s[i]!;
    }
    return out;
  });

// ---------------------------------------------------------------------------------------------
// References: one assembler, the units decide whether it is an IRI or a URI

type Unit = (slot: Slot) => fc.Arbitrary<string>;

/** IRI units: the slot's ASCII, ucschar, and iprivate in the query (§2.2). No '%' of their own. */
const iriUnit: Unit = (slot) =>
  fc.oneof(
    { arbitrary: chars(ASCII[slot]), weight: 5 },
    { arbitrary: ucschar, weight: 4 },
    { arbitrary: slot === 'query' ? iprivate : ucschar, weight: 1 },
  );

/** URI units: the slot's ASCII and upper-case escapes. */
const uriUnit: Unit = (slot) => fc.oneof({ arbitrary: chars(ASCII[slot]), weight: 3 }, { arbitrary: escapes, weight: 2 });

const text = (unit: Unit, slot: Slot, minLength = 0, maxLength = 6): fc.Arbitrary<string> =>
  fc.array(unit(slot), { minLength, maxLength }).map((u) => u.join(''));

// IRI-reference = IRI / irelative-ref; IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
function reference(unit: Unit): fc.Arbitrary<string> {
  const host = fc.oneof({ arbitrary: text(unit, 'host'), weight: 4 }, abnf.ipLiteral, abnf.ipv4address);
  const authority = fc
    .tuple(fc.option(text(unit, 'userinfo'), { nil: undefined }), host, fc.option(abnf.port, { nil: undefined }))
    .map(([u, h, p]) => (u === undefined ? '' : u + '@') + h + (p === undefined ? '' : ':' + p));
  const abempty = fc.array(text(unit, 'segment'), { maxLength: 3 }).map((s) => s.map((x) => '/' + x).join(''));
  const nz = text(unit, 'segment', 1);
  const nzNc = text(unit, 'segmentNc', 1);
  return fc
    .tuple(
      fc.option(abnf.scheme, { nil: undefined }),
      fc.option(authority, { nil: undefined }),
      fc.nat(2),
      abempty,
      nz,
      nzNc,
      fc.option(text(unit, 'query'), { nil: undefined }),
      fc.option(text(unit, 'fragment'), { nil: undefined }),
    )
    .map(([scheme, auth, shape, rest, first, firstNc, query, fragment]) => {
      let path: string;
      if (auth !== undefined) path = rest; // ipath-abempty
      else if (shape === 0) path = ''; // ipath-empty
      else if (shape === 1) path = '/' + first + rest; // ipath-absolute
      else path = (scheme === undefined ? firstNc : first) + rest; // ipath-noscheme / ipath-rootless
      return (scheme === undefined ? '' : scheme + ':') + (auth === undefined ? '' : '//' + auth) + path +
        (query === undefined ? '' : '?' + query) + (fragment === undefined ? '' : '#' + fragment);
    });
}

/** IRIs without escapes, possibly not in NFC. */
const rawIri = reference(iriUnit);
/** IRIs without escapes, in NFC (§3.1 step 1, and what §5.3.2.2 assumes). */
const nfcIri = rawIri.map((s) => s.normalize('NFC'));
/** URIs whose escapes (of random octets and of UTF-8) use upper-case hex. */
const upperUri = reference(uriUnit);

const IRI = { iri: true } as const;
const isAscii = (s: string): boolean => [...s].every((c) => c.charCodeAt(0) < 0x80);

// ---------------------------------------------------------------------------------------------
// Laws

describe('the generators', () => {
  it('build IRI references and URI references', () => {
    fc.assert(fc.property(nfcIri, (x) => isValid(x, IRI)), { numRuns: 1000 });
    fc.assert(fc.property(rawIri, (x) => isValid(x, IRI)), { numRuns: 1000 });
    fc.assert(fc.property(upperUri, (u) => isValid(u)), { numRuns: 1000 });
  });
});

describe('RFC 3987 §3.1 iriToUri', () => {
  it('uriToIri(iriToUri(x)) === x for an IRI in NFC without escapes of its own', () => {
    fc.assert(fc.property(nfcIri, (x) => uriToIri(iriToUri(x)).toString() === x), { numRuns: 2000 });
  });

  it('its output is ASCII and always parses as a URI (isIri false)', () => {
    fc.assert(
      fc.property(rawIri, (x) => {
        const u = iriToUri(x);
        const s = u.toString();
        return !u.isIri && isAscii(s) && isValid(s) && parse(s).toString() === s;
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent, and the identity on URIs ("an identity transformation for URIs")', () => {
    fc.assert(fc.property(rawIri, (x) => {
      const once = iriToUri(x).toString();
      return iriToUri(once).toString() === once;
    }), { numRuns: 1000 });
    fc.assert(fc.property(upperUri, (u) => iriToUri(u).toString() === u), { numRuns: 1000 });
    fc.assert(fc.property(abnf.uriReference, (u) => iriToUri(u).toString() === u), { numRuns: 1000 });
  });

  it('keeps the components in place: each is the UTF-8 percent-encoding of the IRI\'s', () => {
    fc.assert(
      fc.property(rawIri, (x) => {
        const i = parse(x, IRI);
        const u = iriToUri(i);
        const enc = (v: string | undefined): string | undefined => (v === undefined ? undefined : [...v].map((c) => (c.charCodeAt(0) < 0x80 ? c : utf8(c.codePointAt(0)!).map(pct).join(''))).join(''));
        expect(u.toComponents()).toEqual({
          scheme: i.scheme, userinfo: enc(i.userinfo), host: enc(i.host), port: i.port, path: enc(i.path), query: enc(i.query), fragment: enc(i.fragment),
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('RFC 3987 §3.2 uriToIri', () => {
  it('iriToUri(uriToIri(u)) === u for a URI whose escapes use upper-case hex', () => {
    fc.assert(fc.property(upperUri, (u) => iriToUri(uriToIri(u)).toString() === u), { numRuns: 2000 });
  });

  it('with lower-case hex, only the escapes of octets above %7F come back upper-case', () => {
    fc.assert(
      fc.property(upperUri.chain(mixedCase), (v) => iriToUri(uriToIri(v)).toString() === upperNonAsciiEscapes(v)),
      { numRuns: 1000 },
    );
  });

  it('its output always parses as an IRI (isIri true), leaves no lower-case escape of a non-ASCII octet, and is idempotent', () => {
    fc.assert(
      fc.property(upperUri.chain(mixedCase), (v) => {
        const iri = uriToIri(v);
        const s = iri.toString();
        expect(iri.isIri).toBe(true);
        expect(isValid(s, IRI)).toBe(true);
        expect(/%(?:[89][a-f]|[a-f][0-9a-fA-F]|[A-F][a-f])/.test(s)).toBe(false);
        expect(uriToIri(iri).toString()).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it('decodes every escape of a ucschar (iprivate in the query) and nothing else: differential with an octet-level decoder', () => {
    // One component at a time: the path of "x:/" + escapes, or the query of "x:?" + escapes.
    const runs = fc.array(escapes, { minLength: 1, maxLength: 4 }).map((e) => e.join(''));
    fc.assert(
      fc.property(runs, fc.boolean(), (run, inQuery) => {
        const prefix = inQuery ? 'x:?' : 'x:/';
        const got = uriToIri(prefix + run).toString().slice(prefix.length);
        // reference: read the octets, decode each maximal valid UTF-8 sequence (TextDecoder, fatal)
        // and keep it when its character is allowed
        const bytes = run.match(/%[0-9A-F]{2}/g)!.map((e) => parseInt(e.slice(1), 16));
        let want = '';
        for (let i = 0; i < bytes.length;) {
          const b = bytes[i]!;
          const n = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
          let ch: string | undefined;
          if (n > 0) {
            try {
              ch = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(new Uint8Array(bytes.slice(i, i + n + 1)));
            } catch {
              ch = undefined;
            }
            if (ch !== undefined && [...ch].length !== 1) ch = undefined;
          }
          const cp = ch?.codePointAt(0);
          const allowed = cp !== undefined && (isUcschar(cp) || (inQuery && (
            (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd))));
          if (allowed) {
            want += ch;
            i += n + 1;
          } else {
            want += pct(b);
            i += 1;
          }
        }
        return got === want;
      }),
      { numRuns: 3000 },
    );
  });
});

describe('RFC 3987 §5.3.2.2 nfcStep', () => {
  const ONLY_NFC = { iri: true, skip: BUILT_IN_STEPS.map((s) => s.name), extraSteps: [nfcStep] };
  const WITH_NFC = { iri: true, extraSteps: [nfcStep] } as const;

  it('is NFC of the whole IRI when no "=" + U+0338 is in it (the one composition it refuses)', () => {
    fc.assert(
      fc.property(rawIri.filter((x) => !x.includes('\u0338')), (x) => normalize(x, ONLY_NFC).toString() === x.normalize('NFC')),
      { numRuns: 2000 },
    );
  });

  it('keeps the IRI valid and is idempotent, also with U+037E, U+1FEF, U+0338 and U+212A about', () => {
    const tricky = fc.constantFrom('\u037E', '\u1FEF', '\u0338', '\u212A', '=\u0338', '=\u0323\u0338', 'e\u0301');
    const unit: Unit = (slot) => fc.oneof({ arbitrary: iriUnit(slot), weight: 3 }, { arbitrary: tricky, weight: 1 });
    fc.assert(
      fc.property(reference(unit).filter((x) => isValid(x, IRI)), (x) => {
        const once = normalize(x, WITH_NFC);
        expect(isValid(once.toString(), IRI)).toBe(true);
        expect(normalize(once, WITH_NFC).toString()).toBe(once.toString());
        // the structure is kept: as many delimiters, in the same order
        const delimiters = (s: string): string => s.replace(/[^:/?#[\]@!$&'()*+,;=]/g, '');
        expect(delimiters(normalize(x, ONLY_NFC).toString())).toBe(delimiters(x));
      }),
      { numRuns: 1000 },
    );
  });

  it('changes nothing on a URI', () => {
    fc.assert(fc.property(upperUri, (u) => normalize(u, ONLY_NFC).toString() === u), { numRuns: 500 });
  });
});
