/**
 * RFC 3986 Sec. 7, Sec. 3.2.1 - property laws of urikit/audit (STYLE 29): redact never leaves the
 * password in its output and always returns a parseable URI; audit and checkPolicy throw nothing
 * but UriError, and every finding's span lies inside the input; Sec. 7.4 forms of a loopback
 * address are always denied as loopback.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { audit, checkPolicy, redact } from '../../src/audit/index.js';
import { UriError, isValid, parse } from '../../src/index.js';
import * as abnf from './abnf.js';

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** userinfo characters without ':' (unreserved, pct-encoded, sub-delims). */
const userChar = fc.oneof(abnf.unreserved, abnf.pctEncoded, abnf.subDelims);

/**
 * A password that cannot occur elsewhere by chance: a fixed marker and at least 6 more characters
 * (':' allowed: the password runs from the first ':' of the userinfo to its end).
 */
const password = fc
  .string({ unit: fc.oneof(userChar, fc.constant(':')), minLength: 6, maxLength: 16 })
  .map((rest) => 'S3cr3t' + rest);

/** A URI with a password: scheme://user:password@host[:port]path[?query][#fragment]. */
const uriWithPassword = fc
  .record({
    scheme: abnf.scheme,
    user: fc.string({ unit: userChar, maxLength: 8 }),
    password,
    host: abnf.host,
    port: fc.option(abnf.port, { nil: undefined }),
    path: abnf.pathAbempty,
    query: fc.option(abnf.query, { nil: undefined }),
    fragment: fc.option(abnf.fragment, { nil: undefined }),
  })
  .map((p) => ({
    ...p,
    text: `${p.scheme}://${p.user}:${p.password}@${p.host}${p.port === undefined ? '' : ':' + p.port}${p.path}${p.query === undefined ? '' : '?' + p.query}${p.fragment === undefined ? '' : '#' + p.fragment}`,
  }));

/** Query keys to redact, drawn from the query's own keys and some others. */
const keys = fc.array(fc.constantFrom('token', 'key', 'a', 'A', 'x', ''), { maxLength: 3 });

/** Any text: generated URIs, and strings that are mostly not URIs. */
const anyText = fc.oneof(
  { arbitrary: abnf.uriReference, weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
);

/** A loopback address 127.0.0.0/8 written in one of inet_aton's forms (RFC 3986 Sec. 7.4). */
const loopbackForm = fc
  .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.constantFrom('int', 'hex', 'octal', 'short', 'hexParts'))
  .map(([low, form]) => {
    const v = 0x7f000000 + low;
    switch (form) {
      case 'int': return String(v);
      case 'hex': return '0x' + v.toString(16);
      case 'octal': return '0' + v.toString(8);
      case 'short': return '127.' + low; // a.b: b fills 24 bits
      default: return '0x7f.0x' + low.toString(16);
    }
  });

// ---------------------------------------------------------------------------------------------
// Laws

describe('redact (RFC 3986 Sec. 3.2.1, Sec. 7.5)', () => {
  it('never leaves the password in its output, keeps the user name, and returns a parseable URI', () => {
    fc.assert(
      fc.property(uriWithPassword, keys, (u, queryKeys) => {
        const out = redact(u.text, { queryKeys });
        expect(out.includes(u.password)).toBe(false);
        const parsed = parse(out);
        expect(parsed.userinfo).toBe(u.user + ':****');
        expect(parsed.host).toBe(u.host);
      }),
    );
  });
  it('returns a parseable URI for any URI reference, and the input itself when it has no secret', () => {
    fc.assert(
      fc.property(abnf.uriReferenceParts, keys, (p, queryKeys) => {
        const out = redact(p.text, { queryKeys });
        expect(isValid(out)).toBe(true);
        const hasPassword = p.userinfo !== undefined && /:./.test(p.userinfo);
        if (!hasPassword && queryKeys.length === 0) expect(out).toBe(p.text);
        expect(redact(out, { queryKeys })).toBe(out); // idempotent
      }),
    );
  });
});

describe('audit (RFC 3986 Sec. 7)', () => {
  it('throws nothing but UriError, and every span lies in the input', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, iri) => {
        let findings;
        try {
          findings = audit(text, { iri, zoneId: true });
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
          return;
        }
        for (const f of findings) {
          expect(0 <= f.start && f.start <= f.end && f.end <= text.length).toBe(true);
          expect(['info', 'warning', 'danger']).toContain(f.severity);
          expect(f.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        }
      }),
    );
  });
  it('never throws on a generated URI reference', () => {
    fc.assert(fc.property(abnf.uriReference, (text) => void audit(text)));
  });
  it('finds a loopback address behind every Sec. 7.4 form', () => {
    fc.assert(
      fc.property(loopbackForm, (host) => {
        const codes = audit('http://' + host + '/').map((f) => f.code);
        expect(codes).toContain('ambiguous-ipv4');
        expect(codes).toContain('loopback-address');
      }),
    );
  });
});

describe('checkPolicy', () => {
  it('denies every Sec. 7.4 form of a loopback address as loopback', () => {
    fc.assert(
      fc.property(loopbackForm, (host) => {
        const v = checkPolicy('http://' + host + '/', { denyAddressClasses: ['loopback'] });
        expect(v?.code).toBe('address-class-denied');
        expect([v?.start, v?.end]).toEqual([7, 7 + host.length]);
      }),
    );
  });
  it('throws nothing but UriError, and its span lies in the input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        try {
          const v = checkPolicy(text, { schemes: ['http', 'https'], hosts: ['*.example.com', 'h'], ports: [80, 443], denyAddressClasses: ['loopback', 'private'], allowUserinfo: false });
          if (v !== null) expect(0 <= v.start && v.start <= v.end && v.end <= text.length).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
        }
      }),
    );
  });
});
