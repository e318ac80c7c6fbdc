/** repair — user input made into a URI reference, each change recorded; refusals with their code and index. */
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES, REPAIR_ERROR_CODES, type Repair, type RepairOptions, UriError, type UriErrorCode,
  isValid, parse, repair, resolve,
} from '../../src/index.js';
import { iriToUri } from '../../src/iri/index.js';
import { expectUriError } from '../helpers/expect.js';

/** The repairs applied in order to the input: what the result must be. */
function applyRepairs(input: string, repairs: readonly Repair[]): string {
  let out = '';
  let at = 0;
  for (const r of repairs) {
    expect(r.index).toBeGreaterThanOrEqual(at);
    expect(input.slice(r.index, r.index + r.length)).toBe(r.found);
    out += input.slice(at, r.index) + r.replacement;
    at = r.index + r.length;
  }
  return out + input.slice(at);
}

/** repair(input), checked against its own records; the output string. */
function repaired(input: string, options?: RepairOptions): string {
  const { uri, repairs } = repair(input, options);
  const out = uri.toString();
  expect(applyRepairs(input, repairs)).toBe(out);
  expect(isValid(out, { iri: options?.iri === true, zoneId: options?.zoneId === true })).toBe(true);
  return out;
}

const r = (kind: Repair['kind'], index: number, found: string, replacement: string, component: Repair['component']): Repair =>
  ({ kind, index, length: found.length, found, replacement, component });

describe('repair: the issue\'s examples', () => {
  // the issue: "resolve(base, 'my file.png'), a $ref of '#/a b', a link with a space"
  it('a file name with a space, resolved afterwards', () => {
    const { uri, repairs } = repair('my file.png');
    expect(uri.toString()).toBe('my%20file.png');
    expect(repairs).toEqual([r('encoded', 2, ' ', '%20', 'path')]);
    expect(resolve('http://example.com/img/', uri).toString()).toBe('http://example.com/img/my%20file.png');
  });

  it('a JSON pointer fragment with a space', () => {
    const { uri, repairs } = repair('#/a b');
    expect(uri.fragment).toBe('/a%20b');
    expect(repairs).toEqual([r('encoded', 3, ' ', '%20', 'fragment')]);
  });

  it('a link with spaces around and inside', () => {
    const { uri, repairs } = repair('  https://example.com/a b/c?q=x y#z w\n');
    expect(uri.toString()).toBe('https://example.com/a%20b/c?q=x%20y#z%20w');
    expect(repairs).toEqual([
      r('trimmed', 0, '  ', '', undefined),
      r('encoded', 23, ' ', '%20', 'path'),
      r('encoded', 31, ' ', '%20', 'query'),
      r('encoded', 35, ' ', '%20', 'fragment'),
      r('trimmed', 37, '\n', '', undefined),
    ]);
  });

  it('non-ASCII as UTF-8 (RFC 3986 \u00a72.5)', () => {
    expect(repaired('http://example.com/\u00e4')).toBe('http://example.com/%C3%A4');
    expect(repair('http://example.com/\u00e4').repairs).toEqual([r('encoded', 19, '\u00e4', '%C3%A4', 'path')]);
    // an astral code point: one record for its two code units
    expect(repair('x/\ud83d\ude00').repairs).toEqual([r('encoded', 2, '\ud83d\ude00', '%F0%9F%98%80', 'path')]);
  });
});

describe('repair: the JSDoc examples', () => {
  it('as written in src/repair.ts', () => {
    expect(repair(' my file.png ').uri.toString()).toBe('my%20file.png');
    expect(repair('#/a b').repairs[0]).toEqual({ kind: 'encoded', index: 3, length: 1, found: ' ', replacement: '%20', component: 'fragment' });
    expect(repair('http://example.com/100%').uri.path).toBe('/100%25');
  });
});

describe("repair: the README's examples (its tour)", () => {
  it('as written there', () => {
    expect(repair('my file.png').uri.toString()).toBe('my%20file.png');
    expect(resolve('http://example.com/img/', repair('my file.png').uri).toString()).toBe('http://example.com/img/my%20file.png');
    expect(repair('#/a b').uri.fragment).toBe('/a%20b');
    const input = ' https://example.com/\u00e4?q=50% ';
    expect(repair(input).uri.toString()).toBe('https://example.com/%C3%A4?q=50%25');
    expect(repair(input).repairs).toEqual([
      r('trimmed', 0, ' ', '', undefined),
      r('encoded', 21, '\u00e4', '%C3%A4', 'path'),
      r('encoded-percent', 27, '%', '%25', 'query'),
      r('trimmed', 28, ' ', '', undefined),
    ]);
    expect(repair('https://example.com/').repairs).toEqual([]);
    expect(repair('http://b\u00fccher.example/\u00e4', { iri: true }).uri.toString()).toBe('http://b\u00fccher.example/\u00e4');
    expectUriError(() => repair('http://a b/'), 'repair-host', 8);
    expectUriError(() => repair('ht tp://example.com/'), 'invalid-scheme', 2);
    expectUriError(() => repair('http://evil.example\\@good.example/'), 'repair-backslash', 19);
    expect(repair('http://evil.example\\@good.example/', { backslashes: 'slash' }).uri.host).toBe('evil.example');
  });
});

describe('repair: valid references are returned as they are', () => {
  // RFC 3986 \u00a71.1.2 examples, \u00a75.4.1 references, and empty input
  it.each([
    'ftp://ftp.is.co.za/rfc/rfc1808.txt', 'http://www.ietf.org/rfc/rfc2396.txt', 'ldap://[2001:db8::7]/c=GB?objectClass?one',
    'mailto:John.Doe@example.com', 'news:comp.infosystems.www.servers.unix', 'tel:+1-816-555-1212', 'telnet://192.0.2.16:80/',
    'urn:oasis:names:specification:docbook:dtd:xml:4.1.2', 'g;x?y#s', '../../g', '//g', '?y', '#s', '', '%41%7a', 'http://[v7.a:b]:/?#',
  ])('%j', (input) => {
    const { uri, repairs } = repair(input);
    expect(uri.toString()).toBe(input);
    expect(repairs).toEqual([]);
  });

  it('a host in IDNA form: repair as an IRI, then iriToUri with host idna (the README says so)', () => {
    const { uri } = repair(' http://b\u00fccher.example/a b ', { iri: true });
    expect(iriToUri(uri, { host: 'idna' }).toString()).toBe('http://xn--bcher-kva.example/a%20b');
  });

  it('an IRI, in IRI mode; the same text is repaired without it', () => {
    const iri = 'http://b\u00fccher.example/\u00e4?\ue000';
    expect(repair(iri, { iri: true }).repairs).toEqual([]);
    expect(repaired(iri)).toBe('http://b%C3%BCcher.example/%C3%A4?%EE%80%80');
  });
});

describe('repair: percent signs (RFC 3986 \u00a72.1, \u00a72.4)', () => {
  it.each([
    ['100%', '100%25'],
    ['a%zz', 'a%25zz'],
    ['a%4', 'a%254'],
    ['a%4g', 'a%254g'],
    ['a%%41', 'a%25%41'],
    ['a%41%C3%A9', 'a%41%C3%A9'],
    ['?q=50%&r=%2', '?q=50%25&r=%252'],
    ['#%', '#%25'],
    ['http://u%ser@h/', 'http://u%25ser@h/'],
  ])('%j -> %j', (input, want) => {
    expect(repaired(input)).toBe(want);
    for (const rep of repair(input).repairs) expect(rep).toMatchObject({ kind: 'encoded-percent', found: '%', replacement: '%25' });
  });
});

describe('repair: each component\'s set', () => {
  it.each([
    // path: not pchar or '/' (RFC 3986 \u00a73.3)
    ['/a"b<c>d', '/a%22b%3Cc%3Ed', 'path'],
    ['/{x}|^`[]', '/%7Bx%7D%7C%5E%60%5B%5D', 'path'],
    // tabs and newlines inside are data: encoded, never dropped
    ['a\tb\r\nc', 'a%09b%0D%0Ac', 'path'],
    ['/\u0000\u007f\u0085', '/%00%7F%C2%85', 'path'],
    // query and fragment (\u00a73.4, \u00a73.5): '?' and '/' allowed; a second '#' encoded; '\' is data there
    ['?a b?/[]', '?a%20b?/%5B%5D', 'query'],
    ['?a\\b', '?a%5Cb', 'query'],
    ['#a#b\\c', '#a%23b%5Cc', 'fragment'],
    // userinfo (\u00a73.2.1): up to the authority's last '@'; an earlier '@' is data
    ['http://a b@h/', 'http://a%20b@h/', 'userinfo'],
    ['http://a@b@h/', 'http://a%40b@h/', 'userinfo'],
    // a reg-name's non-ASCII (\u00a73.2.2: "percent-encoded ... as UTF-8")
    ['http://b\u00fccher.example/', 'http://b%C3%BCcher.example/', 'host'],
  ])('%j -> %j', (input, want, component) => {
    expect(repaired(input)).toBe(want);
    const { repairs } = repair(input);
    expect(repairs.length).toBeGreaterThan(0);
    for (const rep of repairs) expect(rep.component).toBe(component);
  });

  it('a run of changes of one kind is one record; another kind or a kept character starts a new one', () => {
    expect(repair('a  \u00e9b').repairs).toEqual([r('encoded', 1, '  \u00e9', '%20%20%C3%A9', 'path')]);
    expect(repair('a %b').repairs).toEqual([r('encoded', 1, ' ', '%20', 'path'), r('encoded-percent', 2, '%', '%25', 'path')]);
    expect(repair('a b c').repairs).toEqual([r('encoded', 1, ' ', '%20', 'path'), r('encoded', 3, ' ', '%20', 'path')]);
    // the same kind across a delimiter: two components, two records
    expect(repair('a ? b').repairs).toEqual([r('encoded', 1, ' ', '%20', 'path'), r('encoded', 3, ' ', '%20', 'query')]);
  });

  it('the scheme and the port are kept as written', () => {
    expect(repaired('HTTP://Example.COM:8080/a b')).toBe('HTTP://Example.COM:8080/a%20b');
  });
});

describe('repair: IRI mode (RFC 3987 \u00a72.2)', () => {
  it('keeps ucschar; iprivate only in the query; bidi formatting characters and C1 controls encoded', () => {
    const o = { iri: true };
    expect(repaired('http://\u00e9x.example/\u00e4 \u00f6?\ue000#\u00fc', o)).toBe('http://\u00e9x.example/\u00e4%20\u00f6?\ue000#\u00fc');
    expect(repaired('/\ue000', o)).toBe('/%EE%80%80');
    expect(repaired('#\ue000', o)).toBe('#%EE%80%80');
    expect(repaired('/a\u200eb\u0085', o)).toBe('/a%E2%80%8Eb%C2%85');
    expect(repaired('/\ud83d\ude00 ', { iri: true, trim: false })).toBe('/\ud83d\ude00%20');
  });
});

describe('repair: trimming (WHATWG URL \u00a74.4 step 1: C0 controls and space)', () => {
  it('a record on each side; nothing else of the input is dropped', () => {
    expect(repair('\u0000\t http://a/ \u001f').repairs).toEqual([
      r('trimmed', 0, '\u0000\t ', '', undefined),
      r('trimmed', 12, ' \u001f', '', undefined),
    ]);
    expect(repair('  \n').repairs).toEqual([r('trimmed', 0, '  \n', '', undefined)]);
    expect(repaired('  \n')).toBe('');
    // U+00A0 is not trimmed: it is data, encoded
    expect(repaired('\u00a0a')).toBe('%C2%A0a');
  });

  it('{ trim: false } encodes surrounding white space like any other', () => {
    expect(repaired(' a ', { trim: false })).toBe('%20a%20');
    expectUriError(() => repair(' http://a/', { trim: false }), 'invalid-scheme', 0);
  });
});

describe('repair: backslashes', () => {
  const input = 'http://evil.example\\@good.example/a\\b?c\\d';
  it("refused by default before the query: browsers read '\\' as '/' in http(s) URLs", () => {
    const e = expectUriError(() => repair(input), 'repair-backslash', 19);
    expect(e.message).toContain("backslashes: 'slash'");
    expectUriError(() => repair('C:\\Users\\me'), 'repair-backslash', 2);
    expectUriError(() => repair('http://a\\b/'), 'repair-backslash', 8);
    expectUriError(() => repair('http://a:80\\/'), 'repair-backslash', 11);
    // in the query and the fragment it is data, whatever the option
    expect(repaired('/a?b\\c#d\\e')).toBe('/a?b%5Cc#d%5Ce');
  });

  it("'slash': read as '/', as the WHATWG parser does (the authority ends at it)", () => {
    const { uri, repairs } = repair(input, { backslashes: 'slash' });
    expect(uri.host).toBe('evil.example');
    expect(uri.toString()).toBe('http://evil.example/@good.example/a/b?c%5Cd');
    expect(repairs.map((x) => [x.kind, x.index, x.component])).toEqual([
      ['backslash', 19, 'path'], ['backslash', 35, 'path'], ['encoded', 39, 'query'],
    ]);
    expect(repaired('http:\\\\h\\p', { backslashes: 'slash' })).toBe('http://h/p');
    expect(repair('http:\\\\h', { backslashes: 'slash' }).repairs).toEqual([r('backslash', 5, '\\\\', '//', 'authority')]);
    expect(repaired('\\\\server\\share', { backslashes: 'slash' })).toBe('//server/share');
    // a '\' before the ':' ends the would-be scheme, as '/' does
    expect(repaired('a\\b:c', { backslashes: 'slash' })).toBe('a/b:c');
  });

  it("'encode': kept as data, %5C (the host then is RFC 3986's)", () => {
    const { uri } = repair(input, { backslashes: 'encode' });
    expect(uri.host).toBe('good.example');
    expect(uri.toString()).toBe('http://evil.example%5C@good.example/a%5Cb?c%5Cd');
    // a host cannot hold one even so
    expectUriError(() => repair('http://a\\b/', { backslashes: 'encode' }), 'repair-host', 8);
  });
});

describe('repair: refusals (what cannot be repaired without guessing)', () => {
  it.each<[string, RepairOptions | undefined, UriErrorCode, number]>([
    // a text before the first ':' that is not a scheme (\u00a73.1): a scheme or a path was meant?
    ['ht tp://example.com/', undefined, 'invalid-scheme', 2],
    ['my file:1.png', undefined, 'invalid-scheme', 2],
    ['1a:b', undefined, 'invalid-scheme', 0],
    [':b', undefined, 'invalid-scheme', 0],
    ['  java\tscript:alert(1)', undefined, 'invalid-scheme', 6],
    ['\u00e4:b', { iri: true }, 'invalid-scheme', 0],
    // a host no name could be (\u00a73.2.2)
    ['http://a b/', undefined, 'repair-host', 8],
    ['http://a%zz/', undefined, 'repair-host', 8],
    ['http://a"b/', undefined, 'repair-host', 8],
    ['http://a\tb/', undefined, 'repair-host', 8],
    ['//h<o>st', undefined, 'repair-host', 3],
    ['http://a[b]/', undefined, 'invalid-ip-literal', 8],
    // a port that is not digits (\u00a73.2.3)
    ['http://a:8o/', undefined, 'invalid-port', 10],
    ['http://a:80 /', undefined, 'invalid-port', 11],
    ['http://::1/', undefined, 'invalid-port', 8],
    // a bracketed host that is not an IP-literal: the parser's own codes and indexes
    ['http://[::1/', undefined, 'invalid-ip-literal', 11],
    ['http://[::1', undefined, 'invalid-ip-literal', 11],
    ['http://[::g]/', undefined, 'invalid-ipv6', 10],
    ['http://[::1]x/', undefined, 'invalid-ip-literal', 12],
    ['http://[::1]:8x/', undefined, 'invalid-port', 14],
    ['http://[v1]/', undefined, 'invalid-ipvfuture', 10],
    ['http://[fe80::1%25eth0]/', undefined, 'invalid-ipv6', 15],
    ['http://[fe80::1%eth0]/', { zoneId: true }, 'invalid-zone-delimiter', 15],
    ['http://[::\u00e4]/', { iri: true }, 'invalid-ipv6', 10],
    // a lone surrogate has no UTF-8 form (RFC 3629)
    ['/a\ud800b', undefined, 'lone-surrogate', 2],
    ['?\udc00', undefined, 'lone-surrogate', 1],
    ['http://\ud83d/', undefined, 'lone-surrogate', 7],
    ['#\ud83d', { iri: true }, 'lone-surrogate', 1],
  ])('%j %j: %s at %i', (input, options, code, index) => {
    const e = expectUriError(() => repair(input, options), code, index);
    expect(e.input).toBe(input);
    expect(e.message).toContain(`at index ${index}`);
  });

  it('a zone identifier, with zoneId', () => {
    expect(repaired('http://[fe80::1%25eth0]/a b', { zoneId: true })).toBe('http://[fe80::1%25eth0]/a%20b');
  });

  it("repair's codes: their own table (not the core's), each with a section and a fix", () => {
    for (const [code, entry] of Object.entries(REPAIR_ERROR_CODES)) {
      expect(code in ERROR_CODES).toBe(false);
      expect(entry.section).toMatch(/RFC 3986/);
      expect(entry.fix.length).toBeGreaterThan(0);
    }
    const e = expectUriError(() => repair('http://a b/'), 'repair-host', 8);
    expect(e).toBeInstanceOf(UriError);
    expect(e.entry).toBe(REPAIR_ERROR_CODES['repair-host']);
    expect(e.message).toContain('correct the host name');
    expect(e.relocated(10, 'xx' + e.input).entry).toBe(REPAIR_ERROR_CODES['repair-host']);
  });
});

describe('repair: arguments', () => {
  it.each<[unknown, unknown]>([
    [42, undefined],
    [null, undefined],
    ['a', null],
    ['a', []],
    ['a', { iri: 'yes' }],
    ['a', { trim: 1 }],
    ['a', { backslashes: true }],
    ['a', { backslashes: 'drop' }],
    ['a', { strict: true }],
  ])('%j %j: invalid-argument', (input, options) => {
    const e = expectUriError(() => repair(input as string, options as RepairOptions), 'invalid-argument', 0);
    expect(e.message).toContain('repair');
  });

  it('options are checked on a valid input too', () => {
    expectUriError(() => repair('http://a/', { bogus: true } as RepairOptions), 'invalid-argument', 0);
  });
});

describe('repair: the result', () => {
  it('a parsed Uri with the getters of its text', () => {
    const { uri } = repair('http://example.com/a b?c d#e f');
    expect(uri.toComponents()).toEqual(parse('http://example.com/a%20b?c%20d#e%20f').toComponents());
  });

  it('no repairs: the empty list, which cannot be changed', () => {
    const { repairs } = repair('a');
    expect(repairs).toEqual([]);
    expect(Object.isFrozen(repairs)).toBe(true);
  });

  it('a long input (the output buffer) gives what short ones give, run by run', () => {
    const unit = 'a b\u00e9%';
    const long = unit.repeat(2000);
    const out = repaired(long);
    expect(out).toBe(repaired(unit).repeat(2000));
    expect(repair(long).repairs).toHaveLength(2000 * repair(unit).repairs.length);
    // one run of a million spaces: one record
    const spaces = 'a' + ' '.repeat(1_000_000) + 'b';
    const rs = repair(spaces).repairs;
    expect(rs).toHaveLength(1);
    expect(rs[0]).toMatchObject({ index: 1, length: 1_000_000 });
    expect(rs[0]!.replacement).toBe('%20'.repeat(1_000_000));
  });
});
