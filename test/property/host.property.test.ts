/**
 * RFC 4291 §2.2, RFC 5952, RFC 3986 §3.2.2 and §7.4 — property laws of urikit/host (STYLE 29):
 * format-then-parse round-trips, one canonical text per address whatever the spelling, RFC 5952's
 * rules checked on every output, the RFC 3986 parser accepting every output, rejection at the
 * mutated index, inet_aton's forms, and classification through IPv4-mapped addresses.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type FormatIPv6Options, classifyIPv4, classifyIPv6, formatIPv4, formatIPv6, inetAtonAddress, ipClass, isIPv4,
  isLoopback, isPrivate, ipv6CanonicalStep, parseIPv4, parseIPv6, parseZonedIPLiteral,
} from '../../src/host/index.js';
import { comparisonKey, equivalent, isValid, parse } from '../../src/index.js';
import { failure } from '../helpers/expect.js';
import * as abnf from './abnf.js';

// ---------------------------------------------------------------------------------------------
// Arbitraries

const MODES: readonly NonNullable<FormatIPv6Options['mixed']>[] = ['ipv4-mapped', 'well-known', 'never'];

/** A 16-bit group, often zero so that runs of zeros (and ties between runs) are common. */
const group = fc.oneof(
  { arbitrary: fc.constant(0), weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 0xffff }), weight: 4 },
  { arbitrary: fc.constantFrom(1, 0xf, 0x10, 0xff, 0x100, 0xfff, 0x1000, 0xffff), weight: 2 },
);

/** Any 128-bit address as eight groups, with the well-known prefixes of RFC 5952 §5 well represented. */
const address: fc.Arbitrary<Uint16Array> = fc.oneof(
  { arbitrary: fc.array(group, { minLength: 8, maxLength: 8 }), weight: 6 },
  // ::ffff:0:0/96, ::ffff:0:0:0/96, 64:ff9b::/96, ::/96 with an IPv4 address in the low 32 bits
  ...[[0, 0, 0, 0, 0, 0xffff], [0, 0, 0, 0, 0xffff, 0], [0x64, 0xff9b, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]].map((prefix) => ({
    arbitrary: fc.tuple(group, group).map(([a, b]) => [...prefix, a, b]),
    weight: 1,
  })),
).map((g) => Uint16Array.from(g));

/** A uint32, with the edges of the range and of the octets well represented. */
const uint32 = fc.oneof(
  fc.integer({ min: 0, max: 0xffffffff }),
  fc.constantFrom(0, 1, 0xff, 0x100, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff),
);

/** The dotted-decimal text of the low 32 bits of g (RFC 3986 dec-octets: no leading zeros). */
const dottedLow32 = (g: Uint16Array): string => `${g[6]! >>> 8}.${g[6]! & 255}.${g[7]! >>> 8}.${g[7]! & 255}`;

/**
 * One of the many valid RFC 4291 spellings of g: any group with up to three extra leading zeros,
 * in lower, upper or mixed case; optionally the last 32 bits in dotted decimal; optionally "::" for
 * any run of one or more zero groups (not only the longest).
 */
const spellingOf = (g: Uint16Array): fc.Arbitrary<string> =>
  fc.record({
    pads: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 8 }),
    cases: fc.array(fc.constantFrom('lower', 'upper', 'mixed'), { minLength: 8, maxLength: 8 }),
    dotted: fc.boolean(),
    pick: fc.nat(),
  }).map(({ pads, cases, dotted, pick }) => {
    const n = dotted ? 6 : 8;
    const parts: string[] = [];
    for (let k = 0; k < n; k++) {
      const hex = g[k]!.toString(16);
      let text = hex.padStart(Math.min(4, hex.length + pads[k]!), '0');
      if (cases[k] === 'upper') text = text.toUpperCase();
      if (cases[k] === 'mixed') text = [...text].map((ch, j) => (j % 2 === 0 ? ch.toUpperCase() : ch)).join('');
      parts.push(text);
    }
    const tail = dotted ? [dottedLow32(g)] : [];
    // every [a, b) of zero groups that "::" may stand for
    const runs: [number, number][] = [];
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b <= n && g[b - 1] === 0; b++) runs.push([a, b]);
    }
    const choice = pick % (runs.length + 1);
    if (choice === runs.length) return [...parts, ...tail].join(':');
    const [a, b] = runs[choice]!;
    return parts.slice(0, a).join(':') + '::' + [...parts.slice(b), ...tail].join(':');
  });

/** An address with one of its spellings. */
const addressAndSpelling = address.chain((g) => fc.tuple(fc.constant(g), spellingOf(g)));

/** A code unit that no IPv6address holds at any position: not a hex digit, ':' or '.'. */
const notIPv6Char = fc.constantFrom('g', 'z', 'G', ' ', '%', '/', '[', ']', '@', '-', '_', '~', '\u00e9', '\u0000');

/** A code unit that no IPv4address holds: not a digit or '.'. */
const notIPv4Char = fc.constantFrom('a', 'x', 'X', ' ', ':', '/', '%', '-', '+', '\u0661', '\u0000');

// ---------------------------------------------------------------------------------------------
// Checks


/**
 * RFC 5952 §4 checked on a text, independently of how formatIPv6 builds it: lower case, no
 * leading zeros, at most one "::", which stands for two or more groups, and no zero run left
 * that is longer (before the "::": as long) as the one it compressed.
 */
function checkRfc5952(text: string): void {
  expect(text).toBe(text.toLowerCase()); // §4.3
  const halves = text.split('::');
  expect(halves.length).toBeLessThanOrEqual(2); // RFC 4291 §2.2: "::" once
  const fields = (half: string): string[] => (half === '' ? [] : half.split(':'));
  const head = fields(halves[0]!);
  const tail = halves.length === 2 ? fields(halves[1]!) : [];
  const last = (tail.length > 0 ? tail : head).at(-1) ?? '';
  const dotted = last.includes('.');
  const hexHead = head.filter((f) => !f.includes('.'));
  const hexTail = tail.filter((f) => !f.includes('.'));
  for (const f of [...hexHead, ...hexTail]) expect(f).toMatch(/^(?:0|[1-9a-f][0-9a-f]{0,3})$/); // §4.1
  const explicit = hexHead.length + hexTail.length + (dotted ? 2 : 0);
  const longestZeroRun = (fs: string[]): number => {
    let best = 0;
    let run = 0;
    for (const f of fs) {
      run = f === '0' ? run + 1 : 0;
      best = Math.max(best, run);
    }
    return best;
  };
  if (halves.length === 1) {
    expect(explicit).toBe(8);
    expect(longestZeroRun(hexHead)).toBeLessThan(2); // §4.2.1: a run of two would have been compressed
  } else {
    const compressed = 8 - explicit;
    expect(compressed).toBeGreaterThanOrEqual(2); // §4.2.2
    expect(longestZeroRun(hexHead)).toBeLessThan(compressed); // §4.2.3: the first of equal runs
    expect(longestZeroRun(hexTail)).toBeLessThanOrEqual(compressed); // §4.2.3: the longest run
  }
}

// ---------------------------------------------------------------------------------------------
// Laws

describe('IPv6: formatIPv6 and parseIPv6', () => {
  it('every 128-bit address formatted (in every mode) then parsed gives the same groups', () => {
    fc.assert(
      fc.property(address, (g) => {
        for (const mixed of MODES) expect(parseIPv6(formatIPv6(g, { mixed }))).toEqual(g);
      }),
      { numRuns: 2000 },
    );
  });

  it('every output follows RFC 5952 Sec. 4 (lower case, no leading zeros, longest run first)', () => {
    fc.assert(
      fc.property(address, (g) => {
        for (const mixed of MODES) checkRfc5952(formatIPv6(g, { mixed }));
      }),
      { numRuns: 2000 },
    );
  });

  it('every output is accepted by the RFC 3986 parser inside brackets, as an ipv6 host', () => {
    fc.assert(
      fc.property(address, (g) => {
        for (const mixed of MODES) {
          const text = formatIPv6(g, { mixed });
          const uri = parse('http://[' + text + ']/');
          expect(uri.hostKind).toBe('ipv6');
          expect(uri.unbracketedHost).toBe(text);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("the hexadecimal form agrees with the WHATWG URL serializer (the same Sec. 4 rules, never dotted)", () => {
    fc.assert(
      fc.property(address, (g) => {
        const text = formatIPv6(g, { mixed: 'never' });
        expect(new URL('http://[' + text + ']/').hostname).toBe('[' + text + ']');
      }),
      { numRuns: 1000 },
    );
  });

  it('every valid spelling of an address (compressed anywhere, any case, leading zeros, dotted) has one canonical text, a fixed point', () => {
    fc.assert(
      fc.property(addressAndSpelling, ([g, spelling]) => {
        expect(isValid('http://[' + spelling + ']/')).toBe(true); // the generator writes RFC 3986 text
        expect(parseIPv6(spelling)).toEqual(g);
        for (const mixed of MODES) {
          const text = formatIPv6(parseIPv6(spelling), { mixed });
          expect(text).toBe(formatIPv6(g, { mixed }));
          expect(formatIPv6(parseIPv6(text), { mixed })).toBe(text);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('every RFC 3986 IPv6address from the ABNF parses, and its canonical text is a fixed point', () => {
    fc.assert(
      fc.property(abnf.ipv6address, (text) => {
        const g = parseIPv6(text);
        const canonical = formatIPv6(g);
        expect(parseIPv6(canonical)).toEqual(g);
        expect(formatIPv6(parseIPv6(canonical))).toBe(canonical);
      }),
      { numRuns: 1000 },
    );
  });

  it('a character no IPv6address holds, inserted anywhere in a canonical text, is rejected at its index', () => {
    fc.assert(
      fc.property(address, fc.constantFrom(...MODES), notIPv6Char, fc.nat(), (g, mixed, ch, n) => {
        const text = formatIPv6(g, { mixed });
        const k = n % (text.length + 1);
        expect(failure(() => parseIPv6(text.slice(0, k) + ch + text.slice(k)))).toEqual({ code: 'invalid-ipv6', index: k });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('IPv4: formatIPv4, parseIPv4, inetAtonAddress', () => {
  it('formatIPv4 then parseIPv4 is the identity on every uint32', () => {
    fc.assert(
      fc.property(uint32, (n) => {
        const text = formatIPv4(n);
        expect(isIPv4(text)).toBe(true);
        expect(parseIPv4(text)).toBe(n);
        expect(inetAtonAddress(text)).toBe(n); // inet_aton reads every IPv4address as itself
      }),
      { numRuns: 5000 },
    );
  });

  it('parseIPv4 then formatIPv4 is the identity on every IPv4address from the ABNF (dotted decimal is unique)', () => {
    fc.assert(
      fc.property(abnf.ipv4address, (text) => {
        expect(formatIPv4(parseIPv4(text))).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('a character no IPv4address holds, inserted anywhere, is rejected at its index', () => {
    fc.assert(
      fc.property(uint32, notIPv4Char, fc.nat(), (n, ch, i) => {
        const text = formatIPv4(n);
        const k = i % (text.length + 1);
        expect(failure(() => parseIPv4(text.slice(0, k) + ch + text.slice(k)))).toEqual({ code: 'invalid-ipv4', index: k });
      }),
      { numRuns: 2000 },
    );
  });

  /** One inet_aton spelling of n: 1 to 4 parts, each decimal, octal (leading 0) or hex (0x/0X), with extra zeros. */
  const inetAtonSpelling = fc.record({
    n: uint32,
    parts: fc.integer({ min: 1, max: 4 }),
    bases: fc.array(fc.constantFrom(8, 10, 16), { minLength: 4, maxLength: 4 }),
    zeros: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
    upper: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  }).map(({ n, parts, bases, zeros, upper }) => {
    // the leading parts are single bytes; the last takes the remaining 32 - 8 (parts - 1) bits
    const values: number[] = [];
    for (let k = 0; k < parts - 1; k++) values.push((n >>> (24 - 8 * k)) & 255);
    values.push(n % 2 ** (32 - 8 * (parts - 1)));
    const text = values.map((v, k) => {
      const base = bases[k]!;
      const pad = '0'.repeat(zeros[k]!);
      if (base === 16) {
        const digits = pad + v.toString(16);
        return (upper[k] ? '0X' : '0x') + (upper[k] ? digits.toUpperCase() : digits);
      }
      if (base === 8) return '0' + pad + v.toString(8);
      return String(v); // decimal cannot have leading zeros: those make it octal
    }).join('.');
    return { n, text };
  });

  it('inetAtonAddress reads every RFC 3986 Sec. 7.4 form of an address back to it; parse() calls them reg-names', () => {
    fc.assert(
      fc.property(inetAtonSpelling, ({ n, text }) => {
        expect(inetAtonAddress(text)).toBe(n);
        const kind = parse('http://' + text + '/').hostKind;
        expect(kind).toBe(isIPv4(text) ? 'ipv4' : 'reg-name');
      }),
      { numRuns: 3000 },
    );
  });
});

describe('classification', () => {
  it('an IPv4 address and its IPv4-mapped form answer the predicates alike', () => {
    fc.assert(
      fc.property(uint32, (n) => {
        const mapped = [0, 0, 0, 0, 0, 0xffff, n >>> 16, n & 0xffff];
        expect(ipClass(mapped)).toBe('ipv4-mapped');
        expect(isLoopback(mapped)).toBe(isLoopback(n));
        expect(isPrivate(mapped)).toBe(isPrivate(n));
        expect(isLoopback(n)).toBe(n >>> 24 === 127);
      }),
      { numRuns: 2000 },
    );
  });

  it('a host string classifies as the value it parses to', () => {
    fc.assert(
      fc.property(uint32, address, (n, g) => {
        expect(ipClass(formatIPv4(n))).toBe(classifyIPv4(n));
        expect(ipClass('[' + formatIPv6(g) + ']')).toBe(classifyIPv6(g));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('normalization and zones', () => {
  const options = { extraSteps: [ipv6CanonicalStep] };

  it('every spelling of an address in a URI normalizes to the canonical host', () => {
    fc.assert(
      fc.property(addressAndSpelling, ([g, spelling]) => {
        const key = comparisonKey('http://[' + spelling + ']/', options);
        expect(key).toBe('http://[' + formatIPv6(g) + ']/');
        expect(equivalent('http://[' + spelling + ']/', key, options)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  const zoneId = fc.string({ unit: fc.oneof(abnf.unreserved, abnf.pctEncoded), minLength: 1, maxLength: 8 });

  it('RFC 6874: [address %25 ZoneID] gives the address and the zone as written', () => {
    fc.assert(
      fc.property(addressAndSpelling, zoneId, ([g, spelling], zone) => {
        let decodable = true;
        try {
          decodeURIComponent(zone);
        } catch {
          decodable = false; // escapes that are not UTF-8: the zone has no decoded form
        }
        const literal = '[' + spelling + '%25' + zone + ']';
        if (!decodable) {
          expect(failure(() => parseZonedIPLiteral(literal)).code).toBe('invalid-utf8');
          return;
        }
        const got = parseZonedIPLiteral(literal);
        expect(got.address).toEqual(g);
        expect(got.zoneRaw).toBe(zone);
        expect(got.zone).toBe(decodeURIComponent(zone));
      }),
      { numRuns: 1000 },
    );
  });

  it("RFC 6874: a bare '%' before the zone is rejected at the '%', naming %25", () => {
    fc.assert(
      fc.property(addressAndSpelling, zoneId.filter((z) => !z.startsWith('25')), ([, spelling], zone) => {
        const literal = '[' + spelling + '%' + zone + ']';
        expect(failure(() => parseZonedIPLiteral(literal))).toEqual({ code: 'invalid-zone-delimiter', index: spelling.length + 1 });
      }),
      { numRuns: 500 },
    );
  });
});
