/**
 * RFC 5952 as an RFC 3986 §6.2 normalization plug-in — ipv6CanonicalStep through normalize's
 * extraSteps, the dry run, equivalent() and comparisonKey().
 */
import { describe, expect, it } from 'vitest';
import { ipv6CanonicalStep } from '../../../src/host/index.js';
import { comparisonKey, equivalent, normalizationChanges, normalize, parse } from '../../../src/index.js';

const options = { extraSteps: [ipv6CanonicalStep] } as const;
const norm = (input: string, level?: 'syntax' | 'scheme'): string =>
  normalize(input, { ...options, level }).toString();

describe('ipv6CanonicalStep in normalize()', () => {
  it("is named 'ipv6-canonical-text'", () => {
    expect(ipv6CanonicalStep.name).toBe('ipv6-canonical-text');
  });

  // [input, normal form at the 'scheme' level with the step]
  const rows: readonly (readonly [string, string])[] = [
    // RFC 5952 Sec. 4: the canonical text inside the brackets
    ['http://[2001:DB8:0:0:0:0:0:1]/', 'http://[2001:db8::1]/'],
    ['http://[2001:0db8::0001]:8080/p?q#f', 'http://[2001:db8::1]:8080/p?q#f'],
    ['http://[2001:db8:0:0:1:0:0:1]/', 'http://[2001:db8::1:0:0:1]/'],
    ['http://user@[2001:db8::0:1]:/', 'http://user@[2001:db8::1]/'],
    ['//[FE80:0:0:0:0:0:0:1]/x', '//[fe80::1]/x'],
    ['ldap://[2001:db8::7]/c=GB?objectClass?one', 'ldap://[2001:db8::7]/c=GB?objectClass?one'],
    // RFC 5952 Sec. 5: IPv4-mapped addresses in dotted decimal, whichever way they came
    ['http://[0:0:0:0:0:ffff:c000:0201]/', 'http://[::ffff:192.0.2.1]/'],
    ['http://[::FFFF:192.0.2.1]/', 'http://[::ffff:192.0.2.1]/'],
    ['http://[::13.1.68.3]/', 'http://[::d01:4403]/'],
    // already canonical, or not an IPv6 host: unchanged by the step
    ['http://[::1]/', 'http://[::1]/'],
    ['http://[v1.ABC]/', 'http://[v1.abc]/'], // IPvFuture: only lowercase-host touches it
    ['http://example.com/', 'http://example.com/'],
    ['http://127.0.0.1/', 'http://127.0.0.1/'],
    ['http://0x7f.1/', 'http://0x7f.1/'],
    ['file:///etc/hosts', 'file:///etc/hosts'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['a/b', 'a/b'],
  ];
  it.each(rows)('%s -> %s', (input, want) => {
    expect(norm(input)).toBe(want);
    expect(norm(want)).toBe(want); // idempotent
  });

  it('runs at the syntax level too', () => {
    expect(norm('HTTP://[2001:DB8:0::1]:80/', 'syntax')).toBe('http://[2001:db8::1]:80/');
  });

  it('without the step, only the case changes', () => {
    expect(normalize('http://[2001:DB8:0:0:0:0:0:1]/').toString()).toBe('http://[2001:db8:0:0:0:0:0:1]/');
  });

  it('returns a new Uri and leaves the input alone', () => {
    const u = parse('http://[2001:DB8::0:1]/');
    const n = normalize(u, options);
    expect(n).not.toBe(u);
    expect(u.toString()).toBe('http://[2001:DB8::0:1]/');
    expect(n.hostKind).toBe('ipv6');
  });

  it('reports its change in the dry run', () => {
    expect(normalizationChanges('http://[2001:DB8:0:0:0:0:0:1]/', options)).toEqual([
      { step: 'lowercase-host', component: 'host', before: '[2001:DB8:0:0:0:0:0:1]', after: '[2001:db8:0:0:0:0:0:1]' },
      { step: 'ipv6-canonical-text', component: 'host', before: '[2001:db8:0:0:0:0:0:1]', after: '[2001:db8::1]' },
    ]);
    expect(normalizationChanges('http://[2001:db8::1]/', options)).toEqual([]);
  });

  it('keeps a zone identifier as written (RFC 6874) while it rewrites the address', () => {
    const c = { scheme: 'http', userinfo: undefined, host: '[FE80:0:0:0:0:0:0:1%25Eth0]', port: undefined, path: '/', query: undefined, fragment: undefined };
    expect(ipv6CanonicalStep.apply(c, { registry: undefined as never })).toEqual({ ...c, host: '[fe80::1%25Eth0]' });
  });

  it('returns the same components object when nothing changes', () => {
    const c = { scheme: 'http', userinfo: undefined, host: '[::1]', port: undefined, path: '/', query: undefined, fragment: undefined };
    expect(ipv6CanonicalStep.apply(c, { registry: undefined as never })).toBe(c);
  });
});

describe('equivalent() and comparisonKey() with the step', () => {
  // pairs that name the same address in different RFC 4291 spellings
  const same: readonly (readonly [string, string])[] = [
    ['http://[2001:db8::1]/', 'http://[2001:DB8:0:0:0:0:0:1]/'],
    ['http://[2001:db8::1:0:0:1]/', 'http://[2001:0db8:0000:0:1::1]/'],
    ['http://[::ffff:192.0.2.1]/', 'http://[::ffff:c000:201]/'],
    ['http://[::1]:80/', 'http://[0:0:0:0:0:0:0:1]/'],
  ];
  it.each(same)('%s ~ %s', (a, b) => {
    expect(equivalent(a, b, options)).toBe(true);
    expect(equivalent(b, a, options)).toBe(true);
    expect(comparisonKey(a, options)).toBe(comparisonKey(b, options));
    expect(equivalent(a, b, { ...options, level: 'syntax' })).toBe(a.includes(':80') ? false : true);
  });

  it('without the step the spellings differ', () => {
    expect(equivalent('http://[2001:db8::1]/', 'http://[2001:DB8:0:0:0:0:0:1]/')).toBe(false);
  });

  it('different addresses stay different', () => {
    expect(equivalent('http://[2001:db8::1]/', 'http://[2001:db8::2]/', options)).toBe(false);
    expect(equivalent('http://[::ffff:192.0.2.1]/', 'http://[::192.0.2.1]/', options)).toBe(false);
    expect(equivalent('http://[::ffff:127.0.0.1]/', 'http://127.0.0.1/', options)).toBe(false); // different hosts to RFC 3986
  });

  it('the key is the canonical URI', () => {
    expect(comparisonKey('HTTP://[2001:DB8:0:0:0:0:0:1]:80', options)).toBe('http://[2001:db8::1]/');
  });
});

describe('@example lines of ipv6CanonicalStep', () => {
  it('run as written', () => {
    expect(normalize('http://[2001:DB8:0:0:0:0:0:1]/', { extraSteps: [ipv6CanonicalStep] }).toString()).toBe('http://[2001:db8::1]/');
  });
});
