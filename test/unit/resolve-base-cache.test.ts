/**
 * RFC 3986 Sec. 5.2.1 - resolve keeps the base of its last call (src/resolve.ts, readBase: its offsets in
 * registers, beside its text): a base string that comes again is not parsed again. The kept base must give
 * exactly what a fresh parse gives, on every row of Sec. 5.4 and on generated inputs, must never let through a
 * base that the call's options refuse, and must never be taken for a base whose offsets replaced it (a Uri, a
 * long string, a call made from inside another).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolve } from '../../src/resolve.js';
import { parse, validate } from '../../src/uri.js';
import { expectUriError, offsetsOf } from '../helpers/expect.js';
import * as arb from '../property/uri-arbitraries.js';

// RFC 3986 Sec. 5.4: the base, and every reference of Sec. 5.4.1 and Sec. 5.4.2, verbatim
const BASE = 'http://a/b/c/d;p?q';
const REFS = [
  'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './',
  '..', '../', '../g', '../..', '../../', '../../g',
  '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h',
  'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g',
];

/** What resolve gives against a freshly parsed base (a Uri is never taken from the kept base). */
function fresh(base: string, ref: string, options?: { strict?: boolean; iri?: boolean; zoneId?: boolean }): [string, number[]] {
  const t = resolve(parse(base, { iri: options?.iri, zoneId: options?.zoneId }), ref, options);
  return [t.toString(), offsetsOf(t)];
}

function viaString(base: string, ref: string, options?: { strict?: boolean; iri?: boolean; zoneId?: boolean }): [string, number[]] {
  const t = resolve(base, ref, options);
  return [t.toString(), offsetsOf(t)];
}

describe('the kept base of the last call', () => {
  // First in this file on purpose: vitest gives each test file its own module instance, so this is the first
  // call of resolve, with nothing kept yet (keptBase is '' at load, and '' is never taken).
  it('the first call, with nothing kept, and an empty base, which is never taken from the registers', () => {
    expect(resolve('', '#f', { relativeBase: true }).toString()).toBe('#f');
    for (const ref of ['b', '/b', '//h/b', '?q', '#f', '', 'x:y', '../b']) {
      expect(viaString('a:', ref)).toEqual(fresh('a:', ref));
      expect(viaString('a:', ref)).toEqual(fresh('a:', ref));
    }
    for (let k = 0; k < 2; k++) expect(resolve('', '?q', { relativeBase: true }).toString()).toBe('?q');
    expectUriError(() => resolve('', 'g'), 'relative-base', 0);
  });

  it('Sec. 5.4: every row gives what a freshly parsed base gives, with the base kept and not kept', () => {
    for (const ref of REFS) {
      for (const options of [undefined, { strict: false }]) {
        const want = fresh(BASE, ref, options);
        expect(viaString(BASE, ref, options), `${ref} (first call)`).toEqual(want);
        expect(viaString(BASE, ref, options), `${ref} (the same base again)`).toEqual(want);
        // the same text in another string object (made at run time, not a literal the compiler may share)
        expect(viaString(['http://a/b/c/', 'd;p?q'].join(''), ref, options), `${ref} (an equal string)`).toEqual(want);
        resolve('http://x/y/z', ref); // another base in between
        expect(viaString(BASE, ref, options), `${ref} (after another base)`).toEqual(want);
      }
    }
  });

  it('tells apart bases of one length that differ only at the end, or only before it', () => {
    const bases = ['http://h/pull/20557', 'http://h/pull/20558', 'http://h/pull/20557', 'http://h/qull/20557', 'http://h/pull/20557'];
    for (const base of bases) expect(resolve(base, '?q').toString()).toBe(`${base}?q`);
    for (const base of bases) expect(resolve(base, 'x').toString()).toBe(base.slice(0, base.lastIndexOf('/') + 1) + 'x');
  });

  it('keys the kept base by its parser flags: an IRI base, a zone identifier', () => {
    const iriBase = 'http://\u00e9x/a/b';
    expectUriError(() => resolve(iriBase, 'c'), 'invalid-host-char', 7);
    expect(resolve(iriBase, 'c', { iri: true }).toString()).toBe('http://\u00e9x/a/c');
    expect(resolve(iriBase, 'c', { iri: true }).isIri).toBe(true);
    expectUriError(() => resolve(iriBase, 'c'), 'invalid-host-char', 7); // not taken from the IRI call

    const ascii = 'http://x/a/b';
    expect(resolve(ascii, 'c', { iri: true }).isIri).toBe(true);
    expect(resolve(ascii, 'c').isIri).toBe(false);
    expect(resolve(ascii, 'c', { iri: true }).isIri).toBe(true);

    const zoned = 'http://[fe80::1%25eth0]/a';
    expect(resolve(zoned, 'b', { zoneId: true }).toString()).toBe('http://[fe80::1%25eth0]/b');
    const refused = validate(zoned); // without { zoneId: true }, the zone is refused
    expect(refused).not.toBeNull();
    const e = expectUriError(() => resolve(zoned, 'b'), refused!.code, refused!.index);
    expect(e.input).toBe(zoned);
  });

  it('keeps no base that fails to parse, and no relative base past its check', () => {
    for (let k = 0; k < 2; k++) {
      expectUriError(() => resolve('http://a/%zz', 'g'), 'invalid-percent-encoding', 9);
      expectUriError(() => resolve('/a/b', 'g'), 'relative-base', 0);
    }
    expect(resolve('/a/b', 'g', { relativeBase: true }).toString()).toBe('/a/g');
    expectUriError(() => resolve('/a/b', 'g'), 'relative-base', 0);
  });

  it('a long base (beyond what is kept) resolves as any other', () => {
    const long = 'http://h/' + 'a/'.repeat(2000) + 'b';
    for (let k = 0; k < 2; k++) {
      expect(resolve(long, '../c').toString()).toBe('http://h/' + 'a/'.repeat(1999) + 'c');
    }
  });

  it('a Uri base, or a base too long to keep, replaces the kept offsets: the kept string is not taken after it', () => {
    const kept = 'http://h/a/b/c';
    const long = 'http://h/' + 'x/'.repeat(600) + 'y'; // beyond BASE_CACHE_LIMIT (1,024)
    const others: readonly (() => unknown)[] = [
      () => resolve(parse('ftp://u@other.example:21/p/q/r/s?t'), 'g'),
      () => resolve(new URL('https://[::1]:8/z/w'), 'g'),
      () => resolve(long, 'g'),
      () => resolve('http://h/a/b/%zz', 'g'), // fails: the offsets kept are still the kept string's
    ];
    for (const other of others) {
      expect(resolve(kept, '../g').toString()).toBe('http://h/a/g');
      try {
        other();
      } catch {
        // (the failing base: its error is another test's)
      }
      expect(resolve(kept, '../g').toString()).toBe('http://h/a/g');
      expect(resolve(kept, '?q').toString()).toBe('http://h/a/b/c?q');
      expect(resolve(kept, '//x').toString()).toBe('http://x');
    }
    expect(resolve(long, '../g').toString()).toBe('http://h/' + 'x/'.repeat(599) + 'g');
  });

  it('a reference read through a URL getter that resolves against another base: the outer base is the one used', () => {
    // resolve reads the base into registers and copies them out before it reads the reference, whose href
    // getter may call resolve again (and replace the kept base).
    const reentrant = {
      [Symbol.toStringTag]: 'URL',
      get href(): string {
        expect(resolve('http://inner.example/x/y/z', '../w').toString()).toBe('http://inner.example/x/w');
        return 'http:g?k';
      },
    } as unknown as URL;
    // non-strict: 'http:g?k' names the base's scheme, so it is resolved against the base
    expect(resolve('http://a/b/c/d;p?q', reentrant, { strict: false }).toString()).toBe('http://a/b/c/g?k');
    expect(resolve('http://a/b/c/d;p?q', 'g').toString()).toBe('http://a/b/c/g');
    expect(resolve('http://inner.example/x/y/z', 'g').toString()).toBe('http://inner.example/x/y/g');
  });

  it('generated bases and references: the same as a freshly parsed base, base kept or not', () => {
    fc.assert(
      fc.property(arb.baseUri, arb.baseUri, arb.uriReference, fc.boolean(), (base, other, ref, strict) => {
        const options = { strict };
        const want = fresh(base, ref, options);
        expect(viaString(base, ref, options)).toEqual(want);
        expect(viaString(base, ref, options)).toEqual(want);
        resolve(other, ref, options);
        expect(viaString(base, ref, options)).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });
});

