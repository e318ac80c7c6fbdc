/**
 * The command's small helpers that its speed relies on (src/cli/format.ts count, src/cli/command.ts
 * leanOptions): the summary's counts grouped by hand as toLocaleString('en-US') groups them, and
 * the per-line options with only what differs from the library's defaults.
 */
import { describe, expect, it } from 'vitest';
import { URI_DEFAULTS, leanOptions } from '../../src/cli/command.js';
import { count } from '../../src/cli/format.js';
import { isValid, normalize, validate } from '../../src/index.js';
import { SCHEMES } from '../../src/schemes/index.js';

describe('count: thousands grouped with commas, as en-US writes them', () => {
  it.each([0, 7, 42, 999, 1000, 1001, 21_051, 99_999, 100_000, 421_020, 1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER])('%i', (n) => {
    expect(count(n)).toBe(n.toLocaleString('en-US'));
  });
  it('a negative count keeps its sign', () => {
    expect(count(-1234)).toBe('-1,234');
  });
});

describe('leanOptions: the fields that hold their default are left out', () => {
  it('undefined when every field is a default or undefined', () => {
    expect(leanOptions({ rule: 'URI-reference', iri: false, zoneId: false }, { ...URI_DEFAULTS, rule: 'URI-reference' })).toBeUndefined();
    expect(leanOptions<{ iri?: boolean | undefined; zoneId?: boolean | undefined }>({ iri: undefined, zoneId: false }, URI_DEFAULTS)).toBeUndefined();
  });
  it('keeps what differs, and only that', () => {
    expect(leanOptions({ rule: 'URI', iri: false, zoneId: true }, { ...URI_DEFAULTS, rule: 'URI-reference' })).toEqual({ rule: 'URI', zoneId: true });
    expect(leanOptions({ level: 'syntax', iri: true, zoneId: false }, { ...URI_DEFAULTS, level: 'scheme' })).toEqual({ level: 'syntax', iri: true });
  });
  it('leaves its argument as it is', () => {
    const options = { iri: false, zoneId: true };
    leanOptions(options, URI_DEFAULTS);
    expect(options).toEqual({ iri: false, zoneId: true });
  });
  // The defaults the command leaves out must be the library's own: the same answers with and without them.
  it.each([
    'http://[fe80::1%25eth0]/', 'http://a/\u00e9', 'HTTP://Example.COM:80/a/./b/../%7euser', 'urn:ISBN:0451450523', '//a/b', 'x:',
  ])('URI_DEFAULTS are the library defaults: %s', (input) => {
    expect(validate(input, URI_DEFAULTS)?.code).toBe(validate(input)?.code);
    expect(isValid(input, { ...URI_DEFAULTS, rule: 'URI-reference' })).toBe(isValid(input));
    let lean: string | undefined;
    let full: string | undefined;
    try {
      lean = normalize(input, { registry: SCHEMES }).toString();
    } catch (e) {
      lean = String(e);
    }
    try {
      full = normalize(input, { registry: SCHEMES, level: 'scheme', ...URI_DEFAULTS }).toString();
    } catch (e) {
      full = String(e);
    }
    expect(lean).toBe(full);
  });
});
