/** RFC 4516 — the ldap scheme: parseLdap, buildLdap, the ldaps entry; seed 002 (uri(7)) examples. */
import { describe, expect, it } from 'vitest';
import {
  LDAP_DEFAULT_FILTER, type LdapView, buildLdap, buildLdaps, ldapScheme, ldapsScheme, parseLdap, parseLdaps,
} from '../../../src/schemes/ldap.js';
import { SCHEME_ERROR_CODES, type SchemeErrorCode } from '../../../src/schemes/codes.js';
import { parse } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

/** An ldap view with §3's defaults, overridden by `parts`. */
const v = (parts: Partial<LdapView<'ldap'>>): LdapView<'ldap'> => ({
  scheme: 'ldap', host: '', port: 389, dn: '', attributes: [], scope: 'base', filter: LDAP_DEFAULT_FILTER, extensions: [], ...parts,
});
const UMICH = 'o=University of Michigan,c=US';

describe('RFC 4516 \u00a74 examples', () => {
  const rows: [string, LdapView<'ldap'>][] = [
    ['ldap:///o=University%20of%20Michigan,c=US', v({ dn: UMICH })],
    ['ldap://ldap1.example.net/o=University%20of%20Michigan,c=US', v({ host: 'ldap1.example.net', dn: UMICH })],
    ['ldap://ldap1.example.net/o=University%20of%20Michigan,c=US?postalAddress',
      v({ host: 'ldap1.example.net', dn: UMICH, attributes: ['postalAddress'] })],
    ['ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)',
      v({ host: 'ldap1.example.net', port: 6666, dn: UMICH, scope: 'sub', filter: '(cn=Babs Jensen)' })],
    ['LDAP:///??sub??e-bindname=cn=Manager%2cdc=example%2cdc=com',
      v({ scope: 'sub', extensions: [{ critical: false, type: 'e-bindname', value: 'cn=Manager,dc=example,dc=com' }] })],
    ['ldap:///??sub??!e-bindname=cn=Manager%2cdc=example%2cdc=com',
      v({ scope: 'sub', extensions: [{ critical: true, type: 'e-bindname', value: 'cn=Manager,dc=example,dc=com' }] })],
    ['ldap://[2001:db8::7]/c=GB?objectClass?one', v({ host: '2001:db8::7', dn: 'c=GB', attributes: ['objectClass'], scope: 'one' })],
    ['ldap://ldap.example.com/cn=John%20Doe,dc=example,dc=com?cn,mail?base',
      v({ host: 'ldap.example.com', dn: 'cn=John Doe,dc=example,dc=com', attributes: ['cn', 'mail'] })],
    // \u00a74: a '?' in the dn is percent-encoded; a filter value escapes octets as \HH (RFC 4515)
    ['ldap://ldap2.example.com/o=Question%3f,c=US?mail', v({ host: 'ldap2.example.com', dn: 'o=Question?,c=US', attributes: ['mail'] })],
    ['ldap://ldap3.example.com/o=Babsco,c=US???(four-octet=%5c00%5c00%5c00%5c04)',
      v({ host: 'ldap3.example.com', dn: 'o=Babsco,c=US', filter: '(four-octet=\\00\\00\\00\\04)' })],
    ['ldap://ldap.example.com/o=An%20Example%5C2C%20Inc.,c=US', v({ host: 'ldap.example.com', dn: 'o=An Example\\2C Inc.,c=US' })],
    // \u00a74: three equivalent URLs for the same search
    ['ldap://ldap.example.net', v({ host: 'ldap.example.net' })],
    ['ldap://ldap.example.net/', v({ host: 'ldap.example.net' })],
    ['ldap://ldap.example.net/?', v({ host: 'ldap.example.net' })],
  ];
  it.each(rows)('%s', (input, want) => {
    expect(parseLdap(input)).toEqual(want);
    expect(parseLdap(buildLdap(want))).toEqual(want);
  });
});

describe('seed 002 (uri(7), LDAP section) examples', () => {
  const rows: [string, LdapView<'ldap'>][] = [
    ['ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US', v({ host: 'ldap.itd.umich.edu', dn: UMICH })],
    ['ldap://ldap.itd.umich.edu/o=University%20of%20Michigan,c=US?postalAddress',
      v({ host: 'ldap.itd.umich.edu', dn: UMICH, attributes: ['postalAddress'] })],
    ['ldap://host.com:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)',
      v({ host: 'host.com', port: 6666, dn: UMICH, scope: 'sub', filter: '(cn=Babs Jensen)' })],
  ];
  it.each(rows)('%s', (input, want) => {
    expect(parseLdap(input)).toEqual(want);
    expect(buildLdap(want).toString()).toBe(input); // already in the builder's form
  });
});

describe('RFC 4516 \u00a72 rules: more forms', () => {
  const rows: [string, LdapView<'ldap'>][] = [
    ['ldap://h:389/', v({ host: 'h' })], // the default port
    ['ldap://h:/', v({ host: 'h' })], // an empty port is the default (RFC 3986 \u00a73.2.3)
    ['ldap://%68ost/', v({ host: 'host' })],
    ['ldap://192.0.2.1:1389/', v({ host: '192.0.2.1', port: 1389 })],
    ['ldap:///?*,+,1.1,cn;lang-en,2.5.4.3', v({ attributes: ['*', '+', '1.1', 'cn;lang-en', '2.5.4.3'] })],
    ['ldap:///??SUB', v({ scope: 'sub' })], // RFC 5234 \u00a72.3: ABNF strings ignore case
    ['ldap:///??', v({})],
    ['ldap:///????', v({})],
    ['ldap:///???(&(objectClass=person)(%7C(cn=a*)(!(sn~=b)))(uid%3E=1)(uid%3C=9)(cn:dn:2.5.13.5:=x))',
      v({ filter: '(&(objectClass=person)(|(cn=a*)(!(sn~=b)))(uid>=1)(uid<=9)(cn:dn:2.5.13.5:=x))' })],
    ['ldap:///???(&)', v({ filter: '(&)' })], // RFC 4526 absolute true
    ['ldap:///???(cn=%E2%82%AC)', v({ filter: '(cn=\u20ac)' })],
    ['ldap:///????x,1.2.3=,!y=a=b', v({ extensions: [
      { critical: false, type: 'x', value: undefined },
      { critical: false, type: '1.2.3', value: '' },
      { critical: true, type: 'y', value: 'a=b' },
    ] })],
    ['ldap://h/dn/with/slashes#frag', v({ host: 'h', dn: 'dn/with/slashes' })], // a fragment is not part of the view
  ];
  it.each(rows)('%s', (input, want) => {
    expect(parseLdap(input)).toEqual(want);
    expect(parseLdap(buildLdap(want))).toEqual(want);
  });

  it('a filter nested 100000 deep is read without recursion (no stack overflow)', () => {
    const deep = '(%26'.repeat(100000) + ')'.repeat(100000);
    expect(parseLdap('ldap:///???' + deep).filter.length).toBe(300000);
    expectUriError(() => parseLdap('ldap:///???' + deep + ')'), 'ldap-invalid-filter', 11 + deep.length);
  });

  it('accepts a parsed Uri as well as a string', () => {
    expect(parseLdap(parse('ldap://h/c=GB'))).toEqual(v({ host: 'h', dn: 'c=GB' }));
  });
});

describe('RFC 4516 \u00a72 errors: code and index into the whole URI', () => {
  const rows: [string, SchemeErrorCode | 'invalid-utf8' | 'invalid-path-char', number][] = [
    ['ldap:///??bogus', 'ldap-invalid-scope', 10], // the example
    ['ldap://h/?cn?onelevel', 'ldap-invalid-scope', 13],
    ['ldap:///?a?b?c?d?e', 'ldap-too-many-parts', 16],
    ['ldap:///?????', 'ldap-too-many-parts', 12],
    ['ldap:o=x', 'ldap-missing-authority', 5],
    ['ldap:/o=x', 'ldap-missing-authority', 5],
    ['ldap://user@h/', 'ldap-unexpected-userinfo', 7],
    ['ldap://h:65536/', 'ldap-invalid-port', 9],
    ['ldap://h?cn', 'ldap-missing-slash', 8],
    ['ldap:///?cn,,sn', 'ldap-invalid-attribute', 12],
    ['ldap:///?cn,', 'ldap-invalid-attribute', 12],
    ['ldap:///?c_n', 'ldap-invalid-attribute', 10],
    ['ldap:///?-cn', 'ldap-invalid-attribute', 9],
    ['ldap:///?c%20n', 'ldap-invalid-attribute', 10],
    ['ldap:///???cn=x', 'ldap-invalid-filter', 11],
    ['ldap:///???(cn=x', 'ldap-invalid-filter', 16],
    ['ldap:///???(cn=x))', 'ldap-invalid-filter', 17],
    ['ldap:///???(cn=(x))', 'ldap-invalid-filter', 15],
    ['ldap:///???(=x)', 'ldap-invalid-filter', 12],
    ['ldap:///???(cn)', 'ldap-invalid-filter', 14],
    ['ldap:///???(cn=%5C2)', 'ldap-invalid-filter', 15],
    ['ldap:///???(&(a=1)x)', 'ldap-invalid-filter', 18],
    ['ldap:///???(!(a=1)(b=2))', 'ldap-invalid-filter', 18],
    ['ldap:///???(cn=%28)', 'ldap-invalid-filter', 15], // %28 is '(' once decoded
    ['ldap:///????,x', 'ldap-invalid-extension', 12],
    ['ldap:///????!', 'ldap-invalid-extension', 13],
    ['ldap:///????=v', 'ldap-invalid-extension', 12],
    ['ldap:///????a_b=v', 'ldap-invalid-extension', 13],
    ['ldap:///c=%FF', 'invalid-utf8', 10], // the dn is UTF-8 text (RFC 4514)
  ];
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    const e = expectUriError(() => parseLdap(input), code, index);
    expect(e.input).toBe(input);
  });

  it('scheme-mismatch for another scheme or a relative reference', () => {
    expectUriError(() => parseLdap('http://h/'), 'scheme-mismatch', 0);
    expectUriError(() => parseLdap('//h/'), 'scheme-mismatch', 0);
    expectUriError(() => parseLdaps('ldap://h/'), 'scheme-mismatch', 0);
  });

  it('the core error for a string that is not a URI', () => {
    expectUriError(() => parseLdap('ldap:///cn=a b'), 'invalid-path-char', 12);
  });

  it('every ldap code is in the table with its RFC section', () => {
    for (const code of Object.keys(SCHEME_ERROR_CODES).filter((c) => c.startsWith('ldap-'))) {
      expect(SCHEME_ERROR_CODES[code as SchemeErrorCode].section).toMatch(/^RFC 4516/);
    }
  });
});

describe('buildLdap', () => {
  it('encodes each part for its place (\u00a72.1) and leaves defaults out', () => {
    expect(buildLdap(v({ host: 'h' })).toString()).toBe('ldap://h/');
    expect(buildLdap(v({ host: 'h', port: 1389, dn: 'o=Question?,c=US' })).toString()).toBe('ldap://h:1389/o=Question%3F,c=US');
    expect(buildLdap(v({ scope: 'sub', extensions: [{ critical: true, type: 'e-bindname', value: 'cn=Manager,dc=example,dc=com' }] })).toString())
      .toBe('ldap:///??sub??!e-bindname=cn=Manager%2Cdc=example%2Cdc=com');
    expect(buildLdap(v({ filter: '(cn=a?b c)' })).toString()).toBe('ldap:///???(cn=a%3Fb%20c)');
    expect(buildLdap(v({ host: '2001:db8::7', dn: 'c=GB', attributes: ['objectClass'], scope: 'one' })).toString())
      .toBe('ldap://[2001:db8::7]/c=GB?objectClass?one');
  });

  it('the ldaps twin: port 636 is its default', () => {
    const view: LdapView<'ldaps'> = { ...v({ host: 'h', port: 636 }), scheme: 'ldaps' };
    expect(buildLdaps(view).toString()).toBe('ldaps://h/');
    expect(parseLdaps('ldaps://h/')).toEqual(view);
    expect(parseLdaps('ldaps://h:389/').port).toBe(389);
  });

  it('rejects an impossible view', () => {
    expectUriError(() => buildLdap(v({ filter: '' })), 'invalid-argument', 0);
    expectUriError(() => buildLdap(v({ attributes: [''] })), 'invalid-argument', 0);
    expectUriError(() => buildLdap(v({ port: 70000 })), 'invalid-argument', 0);
    expectUriError(() => buildLdap(v({ scope: 'subtree' as 'sub' })), 'invalid-argument', 0);
    expectUriError(() => buildLdap(null as never), 'invalid-argument', 0);
    // rules read back from the URI it would build: the index points into that URI
    expectUriError(() => buildLdap(v({ filter: 'cn=x' })), 'ldap-invalid-filter', 11);
    expectUriError(() => buildLdap(v({ attributes: ['c n'] })), 'ldap-invalid-attribute', 10);
    expectUriError(() => buildLdap(v({ extensions: [{ critical: false, type: '!x', value: undefined }] })), 'ldap-invalid-extension', 12);
  });

  it('returns a new Uri each time and never mutates the view', () => {
    const view = v({ host: 'h', attributes: ['cn'] });
    const copy = structuredClone(view);
    expect(buildLdap(view)).not.toBe(buildLdap(view));
    expect(view).toEqual(copy);
  });
});

describe('the scheme entries', () => {
  it('ldap: RFC 4516, port 389, hierarchical, empty path is "/"', () => {
    expect(ldapScheme).toMatchObject({ name: 'ldap', spec: 'RFC 4516', defaultPort: 389, emptyPathIsRoot: true, hierarchical: true });
    expect(ldapScheme.parse!(parse('ldap://h'))).toEqual(v({ host: 'h' }));
    expect(ldapScheme.build!(v({ host: 'h' })).toString()).toBe('ldap://h/');
  });
  it('ldaps: port 636 (not defined by RFC 4516)', () => {
    expect(ldapsScheme).toMatchObject({ name: 'ldaps', defaultPort: 636, hierarchical: true });
  });
});
