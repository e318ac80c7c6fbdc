/**
 * WHATWG URL Sec. 3.4 (the IPv4 parser) and Sec. 3.5 (host parsing) - whatwgHost against the platform's
 * own URL (issue: audit must see what a browser reaches). whatwgHost transcribes the URL Standard
 * without a URL object; this differential law holds it to what `new URL()` really reaches, on the
 * inputs where the two are easiest to get wrong: IPv4 number forms in every radix and part count,
 * trailing dots, fullwidth digits and ideographic dots (UTS #46), percent-encoding, letters mixed in.
 * Then compareWithWhatwg on near-URLs: its WHATWG side is the platform's href, each class holds to
 * its definition (WhatwgClass), and fromURL makes a URI of every URL.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareWithWhatwg, fromURL, whatwgHost } from '../../src/whatwg/index.js';
import { isValid } from '../../src/index.js';

// ---------------------------------------------------------------------------------------------
// Arbitraries

/**
 * The platform's reading of a host in an http URL: its hostname, or null where URL refuses it.
 * The empty host is the one input where the two do not meet: the URL parser never hands '' to the
 * host parser ('http:///x' skips the slashes and reads 'x'; a file URL's '' is no host), and
 * whatwgHost answers kind 'empty' for it, so it is its own case here.
 */
function platformHostname(host: string): string | null {
  if (host === '') return '';
  try {
    return new URL('http://' + host + '/').hostname;
  } catch {
    return null;
  }
}

/** One IPv4 part: a number in a random radix (decimal, octal '0', hex '0x'/'0X', an empty '0x'), or digits that fail in it. */
const ipv4Part: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 255 }).map(String), weight: 4 },
  { arbitrary: fc.integer({ min: 0, max: 0xffffffff }).map(String), weight: 2 },
  // past 2^32, in every radix: the part overflows
  { arbitrary: fc.constantFrom('4294967296', '99999999999999999999', '0x100000000', '040000000000'), weight: 1 },
  { arbitrary: fc.integer({ min: 0, max: 0x1ff }).map((n) => '0' + n.toString(8)), weight: 3 },
  {
    arbitrary: fc.tuple(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom('0x', '0X'), fc.boolean(), fc.nat(3))
      .map(([n, prefix, upper, pad]) => prefix + '0'.repeat(pad) + (upper ? n.toString(16).toUpperCase() : n.toString(16))),
    weight: 3,
  },
  { arbitrary: fc.constantFrom('0x', '0X', '0', '00', '000'), weight: 2 },
  // not a number in its radix: '08', '09', '0x1g'; or not a number at all
  { arbitrary: fc.constantFrom('08', '09', '0819', '0x1g', '0xx', '1e3', '', '0b1'), weight: 1 },
);

/**
 * Letters mixed into a part. No 'n' and no '-', so that no 'xn--' label can arise: Node 20's URL
 * predates the spec change that passes ASCII 'xn--' labels through unchecked (whatwg/url PR 914),
 * which whatwgHost follows; test/shared/wpt-url-exceptions.json lists those rows.
 */
const letters = fc.string({ unit: fc.constantFrom(...'abcdefxgzABCDEFXGZ'), minLength: 1, maxLength: 3 });

/**
 * A code point the host parser treats on its own: U+00AD is mapped to nothing, U+00DF to
 * 'xn--zca' (a non-ASCII label), '_' kept, and '%00', '%2F', a bare '%' and '%zz' refused.
 */
const odd = fc.constantFrom('\u00AD', '\u00DF', '_', '%00', '%2F', '%', '%zz', '%2e');

/** A host made of IPv4 parts, as text before any mapping or encoding. */
const ipv4LikeHost: fc.Arbitrary<string> = fc.record({
  parts: fc.array(
    fc.oneof(
      { arbitrary: ipv4Part, weight: 8 },
      { arbitrary: fc.tuple(ipv4Part, letters, fc.boolean()).map(([p, l, before]) => (before ? l + p : p + l)), weight: 1 },
      { arbitrary: letters, weight: 1 },
      { arbitrary: fc.tuple(ipv4Part, odd).map(([p, o]) => p + o), weight: 1 },
    ),
    { minLength: 1, maxLength: 6 },
  ),
  trailing: fc.constantFrom('', '', '', '.', '..'),
}).map(({ parts, trailing }) => parts.join('.') + trailing)
  // `letters` cannot spell 'xn--' (nor can fullwidth forms or escapes of these characters, which
  // UTS #46 maps back to them); this keeps the Node 20 exception out should the pools change
  .filter((h) => !/xn--/i.test(h));

// UTS #46 maps these to ASCII: fullwidth digits and letters (U+FF10.., U+FF21.., U+FF41..), and
// the ideographic full stop U+3002, fullwidth full stop U+FF0E and halfwidth U+FF61 to '.'.
const DOTS = ['\u3002', '\uFF0E', '\uFF61'];

function fullwidth(c: string): string {
  const code = c.charCodeAt(0);
  if (c === '.') return '\uFF0E'; // the fullwidth full stop; the 'dot' spelling below varies among all three
  if (code >= 0x21 && code <= 0x7e) return String.fromCharCode(code - 0x21 + 0xff01);
  return c;
}

/** The host with some characters written fullwidth (or as another dot), some percent-encoded (UTF-8). */
const spelledHost: fc.Arbitrary<string> = ipv4LikeHost.chain((host) =>
  fc.array(fc.constantFrom('ascii', 'ascii', 'ascii', 'fullwidth', 'dot', 'percent', 'percent-fullwidth'), {
    minLength: host.length,
    maxLength: host.length,
  }).map((how) => {
    let out = '';
    for (let i = 0; i < host.length; i++) {
      const c = host.charAt(i);
      switch (how[i]) {
        case 'fullwidth':
          out += fullwidth(c);
          break;
        case 'dot':
          out += c === '.' ? DOTS[i % 3]! : c;
          break;
        case 'percent':
          out += '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
          break;
        case 'percent-fullwidth':
          out += encodeURIComponent(fullwidth(c));
          break;
        default:
          out += c;
      }
    }
    return out;
  }),
);

// ---------------------------------------------------------------------------------------------
// Laws

describe('whatwgHost(h)?.text equals new URL("http://" + h + "/").hostname (WHATWG URL \u00a73.5)', () => {
  it('on IPv4 number forms: radix per part, 1-6 parts, trailing dots, letters mixed in', () => {
    fc.assert(
      fc.property(ipv4LikeHost, (h) => {
        expect(whatwgHost(h)?.text ?? null).toBe(platformHostname(h));
      }),
      { numRuns: 5000 },
    );
  });

  it('on the same hosts spelled with fullwidth forms, U+3002 / U+FF0E / U+FF61 dots and percent-encoding', () => {
    fc.assert(
      fc.property(spelledHost, (h) => {
        expect(whatwgHost(h)?.text ?? null).toBe(platformHostname(h));
      }),
      { numRuns: 5000 },
    );
  });

  it('the generator reaches every outcome: ipv4, domain and failure', () => {
    const kinds = new Set(fc.sample(spelledHost, { numRuns: 2000 }).map((h) => whatwgHost(h)?.kind ?? 'null'));
    for (const kind of ['ipv4', 'domain', 'null']) expect(kinds).toContain(kind);
  });

  it('kind is ipv4 exactly when the platform writes dotted decimal, and ipv4 is that address', () => {
    fc.assert(
      fc.property(spelledHost, (h) => {
        const got = whatwgHost(h);
        if (got === null) return;
        const dotted = /^\d+\.\d+\.\d+\.\d+$/.test(got.text);
        expect(got.kind === 'ipv4').toBe(dotted);
        if (got.kind === 'ipv4') {
          const v = got.ipv4!;
          expect(`${v >>> 24}.${(v >>> 16) & 255}.${(v >>> 8) & 255}.${v & 255}`).toBe(got.text);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('whatwgHost(h, { special: false }) equals the hostname of a non-special URL (WHATWG URL \u00a73.5 opaque-host parser)', () => {
  /**
   * Any text without the delimiters that end a host in a URL ('/', '?', '#', '@', ':') or the
   * tab and newlines the URL parser strips first: so the platform's URL hands exactly h to the
   * opaque-host parser. The forbidden host code points, C0 controls, DEL, '%' and non-ASCII stay in.
   */
  const opaqueText = fc.string({
    unit: fc.oneof(
      fc.constantFrom(...'aZ09-._~!$&\'()*+,;=%<>[]\\^|{}`" '),
      fc.constantFrom('\u0000', '\u0001', '\u001F', '\u007F', '\u00E9', '\u3002', '\uFF11', '%41', '%2F', '%zz'),
    ),
    maxLength: 8,
  });

  it('on text from the opaque-host code points, the forbidden ones and non-ASCII', () => {
    fc.assert(
      fc.property(opaqueText, (h) => {
        let platform: string | null;
        try {
          platform = new URL('foo://' + h + '/').hostname;
        } catch {
          platform = null;
        }
        expect(whatwgHost(h, { special: false })?.text ?? null).toBe(platform);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('compareWithWhatwg on near-URLs: the platform\'s href, and each class as WhatwgClass defines it', () => {
  /** Pieces that make parsers part: delimiters, '\\', tabs, controls, escapes, IPv4 and IPv6 forms, drive letters. */
  const piece = fc.oneof(
    { arbitrary: fc.constantFrom(...'ab09.-_~:/?#[]@!$&\'()*+,;=%'), weight: 10 },
    {
      arbitrary: fc.constantFrom(
        'http:', 'https:', 'file:', 'foo:', 'HTTP:', '//', '\\', ' ', '\t', '\n', '|', '^', '`', '{', '}', '"', '<', '>',
        '%2e', '%41', '%zz', '0x7f', '127.0.0.1', '[::1]', '[v1.x]', '\u00E9', '\u3002', '\uFF11', '..', '.', 'localhost',
        'C|', 'C:', '\u0001', '\u007F', '::',
      ),
      weight: 5,
    },
  );
  const text = fc.string({ unit: piece, maxLength: 14 });
  const input = fc.oneof(
    text,
    fc.tuple(fc.constantFrom('http://', 'https://', 'file://', 'foo://', 'http:', 'file:', 'javascript:', 'foo:'), text).map(([a, b]) => a + b),
  );
  const base = fc.option(fc.constantFrom('http://h/a/b?q#f', 'file:///C:/a/b', 'foo://h/a/b', 'foo:opaque', 'https://h', 'file://host/x'), { nil: undefined });

  it('holds for inputs with and without a base', () => {
    fc.assert(
      fc.property(input, base, (s, b) => {
        const c = compareWithWhatwg(s, b);
        let href: string | null;
        try {
          href = new URL(s, b).href;
        } catch {
          href = null;
        }
        expect(c.whatwg?.href ?? null).toBe(href);
        const w = c.whatwg;
        switch (c.class) {
          case 'same':
            expect(c.rfc.uri?.toString()).toBe(w!.href);
            break;
          case 'whatwg-repairs':
            expect(isValid(w!.href)).toBe(true);
            break;
          case 'whatwg-only':
            expect([c.rfc.valid, isValid(w!.href)]).toEqual([false, false]);
            break;
          case 'rfc-only':
            expect([c.rfc.valid, w]).toEqual([true, null]);
            break;
          case 'both-refuse':
            expect([c.rfc.valid, w]).toEqual([false, null]);
            break;
          case 'different-target':
            expect(c.differences.some((d) => d.class === 'different-target')).toBe(true);
            break;
        }
        for (const d of c.differences) {
          if (d.class === 'different-target') expect(['scheme', 'host', 'port']).toContain(d.component);
        }
        if (w !== null) {
          const from = fromURL(w.url);
          expect(isValid(from.uri.toString())).toBe(true);
          expect(from.encoded.length === 0).toBe(isValid(w.href));
        }
      }),
      { numRuns: 3000 },
    );
  });
});
