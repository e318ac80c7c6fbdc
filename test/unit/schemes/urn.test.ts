/** RFC 8141 — urn: the view (NID, NSS, r/q/f-components), its rules, URN-equivalence, and the builder. */
import { describe, expect, it } from 'vitest';
import { type UrnView, buildUrn, parseUrn, urnComparisonKey, urnEquivalent, urnScheme } from '../../../src/schemes/urn.js';
import { parse } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

function view(nid: string, nss: string, r?: string, q?: string, f?: string): UrnView {
  return { scheme: 'urn', nid, nss, rComponent: r, qComponent: q, fComponent: f };
}

type Row = [input: string, view: UrnView];

function views(rows: Row[]): void {
  it.each(rows)('%s', (input, want) => {
    expect(parseUrn(input)).toEqual(want);
    expect(parseUrn(parse(input))).toEqual(want);
    expect(parseUrn(buildUrn(want))).toEqual(want);
  });
}

describe('RFC 8141 \u00a73.2 examples', () => {
  views([
    ['urn:example:a123,z456', view('example', 'a123,z456')],
    ['URN:example:a123,z456', view('example', 'a123,z456')],
    ['urn:EXAMPLE:a123,z456', view('EXAMPLE', 'a123,z456')],
    ['urn:example:a123,z456?+abc', view('example', 'a123,z456', 'abc')],
    ['urn:example:a123,z456?=xyz', view('example', 'a123,z456', undefined, 'xyz')],
    ['urn:example:a123,z456#789', view('example', 'a123,z456', undefined, undefined, '789')],
    ['urn:example:a123,z456/foo', view('example', 'a123,z456/foo')],
    ['urn:example:a123,z456/bar', view('example', 'a123,z456/bar')],
    ['urn:example:a123,z456/baz', view('example', 'a123,z456/baz')],
    ['urn:example:a123%2Cz456', view('example', 'a123%2Cz456')],
    ['URN:EXAMPLE:a123%2cz456', view('EXAMPLE', 'a123%2cz456')],
    ['urn:example:A123,z456', view('example', 'A123,z456')],
    ['urn:example:a123,Z456', view('example', 'a123,Z456')],
    ['urn:example:%D0%B0123,z456', view('example', '%D0%B0123,z456')],
  ]);
});

describe('RFC 8141 \u00a72.3 components; RFC 3986 \u00a71.1.2; seed 002 (urn:ietf:...)', () => {
  views([
    ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2', view('oasis', 'names:specification:docbook:dtd:xml:4.1.2')],
    ['urn:isbn:0451450523', view('isbn', '0451450523')],
    ['urn:ietf:rfc:3986', view('ietf', 'rfc:3986')],
    ['urn:example:a?+r/x?y?=q?+z#f/?', view('example', 'a', 'r/x?y', 'q?+z', 'f/?')],
    ['urn:example:a?=q', view('example', 'a', undefined, 'q')],
    ['urn:example:a?+r?x', view('example', 'a', 'r?x')], // '?' may stand inside an r-component
    ['urn:example:foo-bar-baz-qux#', view('example', 'foo-bar-baz-qux', undefined, undefined, '')],
    ['urn:ab:x', view('ab', 'x')],
    ['urn:a-b:x', view('a-b', 'x')],
    ['urn:' + 'n'.repeat(32) + ':x', view('n'.repeat(32), 'x')],
  ]);
});

describe('RFC 8141 \u00a72 rules: code and index', () => {
  it.each([
    ['urn:a:b', 'urn-invalid-nid', 4],
    ['urn:-ab:c', 'urn-invalid-nid', 4],
    ['urn:ab-:c', 'urn-invalid-nid', 6],
    ['urn:a_b:c', 'urn-invalid-nid', 5],
    ['urn:' + 'n'.repeat(33) + ':x', 'urn-invalid-nid', 36],
    ['urn::x', 'urn-invalid-nid', 4],
    ['urn://host/x', 'urn-invalid-nid', 4],
    ['urn:example', 'urn-empty-nss', 11],
    ['urn:example:', 'urn-empty-nss', 12],
    ['urn:example:?=q', 'urn-empty-nss', 12],
    ['urn:example:/a', 'urn-invalid-nss', 12],
    ['urn:example:a?', 'urn-invalid-rq-component', 14],
    ['urn:example:a?x', 'urn-invalid-rq-component', 14],
    ['urn:example:a?+', 'urn-invalid-rq-component', 15],
    ['urn:example:a?+?=q', 'urn-invalid-rq-component', 15],
    ['urn:example:a?+r?=', 'urn-invalid-rq-component', 18],
    ['urn:example:a?=/q', 'urn-invalid-rq-component', 15],
  ] as const)('%s -> %s at %i', (input, code, index) => {
    const e = expectUriError(() => parseUrn(input), code, index);
    expect(e.input).toBe(input);
  });
  it('another scheme', () => {
    expectUriError(() => parseUrn('http://example.com/'), 'scheme-mismatch', 0);
  });
});

describe('RFC 8141 \u00a73 URN-equivalence', () => {
  const first = ['urn:example:a123,z456', 'URN:example:a123,z456', 'urn:EXAMPLE:a123,z456',
    'urn:example:a123,z456?+abc', 'urn:example:a123,z456?=xyz', 'urn:example:a123,z456#789'];
  const slashes = ['urn:example:a123,z456/foo', 'urn:example:a123,z456/bar', 'urn:example:a123,z456/baz'];
  const escaped = ['urn:example:a123%2Cz456', 'URN:EXAMPLE:a123%2cz456'];
  const cased = ['urn:example:A123,z456', 'urn:example:a123,Z456'];
  const cyrillic = ['urn:example:%D0%B0123,z456'];
  const classes = [first, slashes.slice(0, 1), slashes.slice(1, 2), slashes.slice(2), escaped, cased.slice(0, 1), cased.slice(1), cyrillic];
  it('equivalent within each class of \u00a73.2, and only there', () => {
    for (const [i, a] of classes.entries()) {
      for (const [j, b] of classes.entries()) {
        for (const x of a) for (const y of b) expect(urnEquivalent(x, y), `${x} ~ ${y}`).toBe(i === j);
      }
    }
  });
  it('the comparison key', () => {
    expect(urnComparisonKey('URN:EXAMPLE:a123%2cz456?=xyz#f')).toBe('urn:example:a123%2Cz456');
    expect(urnComparisonKey('urn:example:%d0%b0123,z456')).toBe('urn:example:%D0%B0123,z456');
  });
});

describe('the builder', () => {
  it('writes the components in order', () => {
    expect(buildUrn(view('example', 'a', 'r', 'q', 'f')).toString()).toBe('urn:example:a?+r?=q#f');
    expect(buildUrn(view('example', 'a', undefined, 'q')).toString()).toBe('urn:example:a?=q');
  });
  it('rejects an impossible view', () => {
    expectUriError(() => buildUrn(view('example', 'a b')), 'invalid-path-char', 9);
    expectUriError(() => buildUrn(view('e', 'x')), 'urn-invalid-nid', 4);
    expectUriError(() => buildUrn(view('example', '')), 'urn-empty-nss', 12);
    expectUriError(() => buildUrn(view('example', 'a', 'r?=s')), 'invalid-argument', 0);
    expectUriError(() => buildUrn(view('ex:ample', 'a')), 'invalid-argument', 0);
    expectUriError(() => buildUrn({ nid: 'example' } as unknown as UrnView), 'invalid-argument', 0);
  });
  it('the scheme entry', () => {
    expect(urnScheme).toMatchObject({ name: 'urn', spec: 'RFC 8141', hierarchical: false });
  });
});
