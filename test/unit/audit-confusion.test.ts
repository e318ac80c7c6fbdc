/**
 * Issue: judge a URI by what clients will really reach. Each confusion input is read in the same
 * test by the platform's own `new URL` (the WHATWG parser of browsers and fetch): what it reaches
 * (its scheme, host, address class) decides what audit and checkPolicy must say, so no expected
 * host is written by hand. Then the regression rows of the issue, and a property over IPv4 number forms.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audit, checkPolicy } from '../../src/audit/index.js';
import { classifyIPv4, classifyIPv6, type IpClass, mappedIPv4, parseIPv4, parseIPv6 } from '../../src/host/index.js';
import { splitReference } from '../../src/split.js';
import { isValid } from '../../src/uri.js';
import { compareWithWhatwg, fromURL } from '../../src/whatwg/index.js';

// ---------------------------------------------------------------------------------------------
// What the platform reaches

const DENIED: readonly IpClass[] = ['loopback', 'private', 'link-local', 'unspecified', 'this-network', 'unique-local'];
const FINDING_OF: Partial<Record<IpClass, string>> = {
  'loopback': 'loopback-address', 'private': 'private-address', 'link-local': 'link-local-address',
  'unspecified': 'unspecified-address', 'unique-local': 'unique-local-address',
};

/** The classes of the address a WHATWG hostname reaches (an IPv6 one through the IPv4 it carries). */
function classesOf(hostname: string): IpClass[] {
  if (hostname.startsWith('[')) {
    const g = parseIPv6(hostname.slice(1, -1));
    const out: IpClass[] = [classifyIPv6(g)];
    const v4 = mappedIPv4(g) ?? (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0) ? g[6]! * 65536 + g[7]!
      : g.slice(0, 6).every((x) => x === 0) && g[6] !== 0 ? g[6]! * 65536 + g[7]! : undefined);
    if (v4 !== undefined) out.push(classifyIPv4(v4));
    return out;
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname)) return [classifyIPv4(parseIPv4(hostname))];
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return ['loopback'];
  return [];
}

interface PlatformReading {
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
}

function platform(input: string): PlatformReading | null {
  try {
    const u = new URL(input);
    return { protocol: u.protocol, hostname: u.hostname, pathname: u.pathname };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The confusion table: at least 60 inputs, by device

const CONFUSION: readonly string[] = [
  // backslashes (WHATWG URL §4.4: '\' is '/' in special URLs)
  'http://evil.com\\@good.com/',
  'http:\\\\evil.com\\',
  'http:\\\\127.0.0.1\\admin',
  'https://good.com\\.evil.com/',
  'http://good.com\\@127.0.0.1/',
  'http:/\\evil.com/',
  'ws:\\\\10.0.0.1\\x',
  // several '@'
  'http://a@b@evil.com/',
  'http://good.com@evil.com@127.0.0.1/',
  'http://user:pass@good.com@169.254.169.254/',
  'https://@@evil.com/',
  // tabs, CR, LF inside
  'http://ev\til.com/',
  'http://127.0.0\n.1/',
  'ht\ttp://127.0.0.1/',
  'http://good.com\r\n@127.0.0.1/',
  'http://10.\t0.0.1/',
  // leading and trailing C0 and spaces
  ' http://evil.com/',
  '\u0000http://127.0.0.1/',
  'http://127.0.0.1/\u001f',
  '\t\n http://10.0.0.1 \u0001',
  '\u0008javascript:alert(1)',
  // encoded delimiters in hosts
  'http://evil.com%00.example.com/',
  'http://evil.com%2f.example.com/',
  'http://evil.com%23.example.com/',
  'http://evil.com%3F.example.com/',
  'http://good.com%40evil.com/',
  'http://evil.com%5c.example.com/',
  'http://ex%2eample.com/',
  'http://127%2e0%2e0%2e1/',
  'http://%31%32%37.0.0.1/',
  // IPv4 number forms, with and without a trailing dot
  'http://127.0.0.1/',
  'http://127.0.0.1./',
  'http://127.1/',
  'http://127.1./',
  'http://2130706433/',
  'http://2130706433./',
  'http://0x7f000001/',
  'http://0x7f.1/',
  'http://0x7f.0x.0x.1/',
  'http://0x7f.0x.0x.1./',
  'http://0177.0.0.1/',
  'http://0177.0.0.01./',
  'http://017700000001/',
  'http://0x7F.00.0x0.1/',
  'http://10.0.0.1./',
  'http://0xa.0.0.1/',
  'http://012.1/',
  'http://169.254.169.254./',
  'http://0xa9fea9fe/',
  'http://0/',
  'http://0x/',
  'http://0.0.0.0./',
  'http://192.168.0x1.1/',
  'http://172.16.1/',
  // IPv6 forms carrying an IPv4 address
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::127.0.0.1]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[0:0:0:0:0:ffff:169.254.169.254]/',
  'http://[::1]/',
  'http://[fd00::1]/',
  // fullwidth and ideographic hosts (UTS #46 maps them)
  'http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/',
  'http://127\u30020\u30020\u30021/',
  'http://127\uff0e0\uff0e0\uff0e1/',
  'http://127\uff610\uff610\uff611/',
  'http://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54/',
  'http://\uff10\uff58\uff17\uff46.1/',
  'http://LOCALHOST./',
  // script and data schemes, every case, inner white space
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'jav\r\nascript:alert(1)',
  ' javascript:alert(1)',
  'javascript :alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'vb\tscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:TEXT/HTML,<b>x</b>',
  'data:text/html;base64,PHNjcmlwdD4=',
  'da\tta:text/html,<script>x</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  // slashes after a special scheme
  'http:evil.com/',
  'http:/evil.com/',
  'http:///evil.com/',
  'http:127.0.0.1/',
  'https:////10.0.0.1/',
];

describe('the confusion table: every input judged by what new URL reads, in the same test', () => {
  it('holds at least 60 inputs', () => {
    expect(CONFUSION.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CONFUSION)('%j', (input) => {
    const p = platform(input);
    const found = audit(input);
    const codes = found.map((f) => f.code);
    const policy = checkPolicy(input, { denyAddressClasses: [...DENIED] });
    const valid = isValid(input);

    // never a throw, never a silent allow: what RFC 3986 refuses is a finding and a violation
    if (!valid) {
      expect(codes).toContain('invalid-uri');
      expect(policy?.code).toBe('invalid-uri');
      const f = found.find((x) => x.code === 'invalid-uri')!;
      if (p !== null && p.hostname !== '') expect(['warning', 'danger']).toContain(f.severity);
    }
    if (p === null) return;

    // script schemes, whichever reading shows them
    if (p.protocol === 'javascript:' || p.protocol === 'vbscript:') {
      expect(found.find((f) => f.code === 'script-scheme')?.severity).toBe('danger');
    }
    // active data URIs
    if (p.protocol === 'data:' && /^(text\/html|image\/svg\+xml)/i.test(decodeURIComponent(p.pathname))) {
      expect(found.find((f) => f.code === 'active-data-uri')?.severity).toBe('danger');
    }
    // internal addresses: what the platform reaches is found, and denied
    const classes = classesOf(p.hostname);
    const denied = classes.filter((c) => DENIED.includes(c));
    if (denied.length > 0) {
      expect(policy).not.toBeNull();
      const reported = denied.map((c) => FINDING_OF[c]).filter((c): c is string => c !== undefined);
      if (valid && reported.length > 0) expect(codes.some((c) => reported.includes(c))).toBe(true);
    }
    // a lenient RFC 3986 reader (Appendix B) and the browser reach different hosts: a disagreement
    const lenient = splitReference(input).host;
    if (lenient !== undefined && !valid && p.hostname !== '' && classesOf(p.hostname).length === 0
      && lenient.toLowerCase().replace(/[\t\n\r]/g, '') !== p.hostname) {
      expect(codes).toContain('parser-disagreement');
    }
  });

  it('an allow-list never lets through a host the browser does not reach', () => {
    const hosts = ['good.com', '*.example.com'];
    for (const input of CONFUSION) {
      const p = platform(input);
      if (checkPolicy(input, { hosts }) === null) {
        expect(p, input).not.toBeNull();
        const h = p!.hostname;
        expect(h === 'good.com' || h.endsWith('.example.com'), `${input} reaches ${h}`).toBe(true);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The issue's own inputs, one regression row each

const DENY = { denyAddressClasses: ['loopback', 'private', 'link-local', 'unspecified'] as IpClass[] };

describe('regressions: checkPolicy allowed these, though fetch() reaches an internal address', () => {
  it.each([
    ['http://127.0.0.1./', 'loopback'],
    ['http://127.0.0.1%2e/', 'loopback'],
    ['http://0x7f.0x.0x.1/', 'loopback'],
    ['http://10.0.0.1./', 'private'],
    ['http://169.254.169.254./', 'link-local'],
  ])('%j is denied (%s)', (input, cls) => {
    const v = checkPolicy(input, DENY);
    expect(v?.code).toBe('address-class-denied');
    expect(v?.message).toContain(cls);
  });
  it('the hosts allow-list and the address check read the trailing dot alike', () => {
    expect(checkPolicy('http://127.0.0.1./', { hosts: ['127.0.0.1'] })).toBeNull();
    expect(checkPolicy('http://127.0.0.1./', { hosts: ['127.0.0.1'], ...DENY })?.code).toBe('address-class-denied');
  });
});

describe('regressions: fullwidth and ideographic hosts (IRI mode)', () => {
  it.each([
    ['http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/'],
    ['http://127\u30020\u30020\u30021/'],
    ['http://\uff4c\uff4f\uff43\uff41\uff4c\uff48\uff4f\uff53\uff54/'],
  ])('%j is denied as loopback, parsed as an IRI or given as a string', (input) => {
    expect(checkPolicy(input, DENY)).not.toBeNull();
    expect(audit(input, { iri: true }).some((f) => f.code === 'loopback-address')).toBe(true);
  });
});

describe('regressions: a decoded host holding a delimiter never matches an allow-list', () => {
  it.each(['%00', '%2f', '%23', '%3F', '%40', '%5c', '%20', '%09', '%25'])('http://evil.com%s.example.com/', (esc) => {
    const input = `http://evil.com${esc}.example.com/`;
    expect(checkPolicy(input, { hosts: ['*.example.com'] })?.code).toBe('host-not-allowed');
    expect(audit(input).some((f) => f.code === 'encoded-delimiter-in-host' && f.severity === 'danger')).toBe(true);
  });
  it('an ordinary escape still matches', () => {
    expect(checkPolicy('http://%61pi.example.com/', { hosts: ['*.example.com'] })).toBeNull();
  });
});

describe('regressions: audit of strings that are not RFC 3986', () => {
  it.each([
    ['http://evil.com\\@good.com/', ['invalid-uri', 'parser-disagreement'], 'evil.com'],
    ['http:\\\\evil.com\\', ['invalid-uri', 'parser-disagreement'], 'evil.com'],
    ['http://a@b@evil.com/', ['invalid-uri'], 'evil.com'],
    ['java\tscript:alert(1)', ['invalid-uri', 'script-scheme'], 'javascript:alert(1)'],
    [' http://evil.com/', ['invalid-uri'], 'evil.com'],
    ['data:text/html,<script>alert(1)</script>', ['invalid-uri', 'active-data-uri'], 'data:text/html'],
    ['http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/', ['invalid-uri', 'loopback-address'], '127.0.0.1'],
    ['http://127\u30020\u30020\u30021/', ['invalid-uri', 'loopback-address'], '127.0.0.1'],
  ])('%j: %j, naming %j', (input, codes, named) => {
    const found = audit(input);
    for (const c of codes) expect(found.map((f) => f.code)).toContain(c);
    expect(found.map((f) => f.message + ' ' + f.text).join('\n')).toContain(named);
    // what the WHATWG reading shows is marked as such
    for (const f of found) if (f.reading === 'whatwg') expect(f.text).toBe(fromURL(new URL(input)).uri.toString());
  });
  it('the disagreement names both hosts', () => {
    const m = audit('http://evil.com\\@good.com/').find((f) => f.code === 'parser-disagreement')!.message;
    expect(m).toContain('"good.com"');
    expect(m).toContain('"evil.com"');
  });
  it('a confusion device makes invalid-uri a danger; a plain repair a warning', () => {
    expect(audit('http://a@b@evil.com/').find((f) => f.code === 'invalid-uri')!.severity).toBe('danger');
    expect(audit('http://evil.com/a b').find((f) => f.code === 'invalid-uri')!.severity).toBe('warning');
  });
  it('bad options are still a UriError, bad input never is', () => {
    for (const input of ['', '\u0000', '\ud800', '%', '::::', '[', 'http://[', '\\\\\\', 'a'.repeat(10_000)]) {
      expect(Array.isArray(audit(input))).toBe(true);
      const v = checkPolicy(input, DENY);
      expect(v === null || typeof v.code === 'string').toBe(true);
    }
    expect(() => audit('http://a/', { rules: [null as never] })).toThrow(/options\.rules\[0\]/);
    expect(() => audit('http://a/', { nope: 1 } as never)).toThrow(/unknown option/);
    expect(() => checkPolicy('http://a/', { nope: 1 } as never)).toThrow(/unknown policy field/);
  });
});

describe('regressions: findings are bounded', () => {
  it("900 kB of '../' gives one finding with its count", () => {
    const input = 'http://a' + '/..'.repeat(300_000);
    const found = audit(input).filter((f) => f.code === 'dot-segment-above-root');
    expect(found).toHaveLength(1);
    expect(found[0]!.count).toBe(300_000);
    expect([found[0]!.start, found[0]!.end]).toEqual([9, 11]);
  });
  it('encoded dot segments and delimiters are findings too', () => {
    expect(audit('http://a/a/.%2e/admin').map((f) => f.code)).toContain('encoded-dot-segment');
    expect(audit('http://a/..%5c..%5cwin.ini').map((f) => f.code)).toContain('encoded-path-separator');
    expect(audit('http://good.com%40evil.com/').map((f) => f.code)).toContain('encoded-delimiter-in-host');
  });
});

// ---------------------------------------------------------------------------------------------
// Property: hosts built from IPv4 number forms

/** One IPv4 part written in a random radix, with random leading zeros. */
function part(value: number, radix: 8 | 10 | 16, zeros: number, upper: boolean): string {
  if (radix === 10) return String(value);
  if (radix === 8) return '0' + '0'.repeat(zeros) + value.toString(8);
  const hex = '0'.repeat(zeros) + value.toString(16);
  return (upper ? '0X' : '0x') + (upper ? hex.toUpperCase() : hex);
}

const ipv4Text = fc
  .record({
    address: fc.oneof(
      fc.constantFrom(0x7f000001, 0x0a000001, 0xa9fea9fe, 0xc0a80101, 0, 0xac100001, 0x7f7f7f7f),
      fc.integer({ min: 0, max: 0xffffffff }),
    ),
    parts: fc.integer({ min: 1, max: 4 }),
    radixes: fc.array(fc.constantFrom(8 as const, 10 as const, 16 as const), { minLength: 4, maxLength: 4 }),
    zeros: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
    upper: fc.boolean(),
    trailingDot: fc.boolean(),
    encodeDots: fc.boolean(),
  })
  .map(({ address, parts, radixes, zeros, upper, trailingDot, encodeDots }) => {
    const bytes = [address >>> 24, (address >>> 16) & 255, (address >>> 8) & 255, address & 255];
    const values = parts === 4 ? bytes : parts === 3 ? [bytes[0]!, bytes[1]!, bytes[2]! * 256 + bytes[3]!]
      : parts === 2 ? [bytes[0]!, bytes[1]! * 65536 + bytes[2]! * 256 + bytes[3]!] : [address];
    const text = values.map((v, i) => part(v, radixes[i]!, zeros[i]!, upper)).join('.') + (trailingDot ? '.' : '');
    return encodeDots ? text.replace(/\./g, '%2e') : text;
  });

describe('property: checkPolicy denies whenever new URL reaches a denied class', () => {
  it('for hosts made of IPv4 number forms', () => {
    fc.assert(
      fc.property(ipv4Text, fc.constantFrom('http', 'https', 'ws', 'ftp'), (host, scheme) => {
        const input = `${scheme}://${host}/`;
        const p = platform(input);
        if (p === null) return;
        const denied = classesOf(p.hostname).some((c) => DENIED.includes(c));
        const v = checkPolicy(input, { denyAddressClasses: [...DENIED] });
        if (denied) expect(v, `${input} reaches ${p.hostname}`).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
  it('for the same hosts under a scheme the WHATWG parser does not read (its client may resolve them alike)', () => {
    fc.assert(
      fc.property(ipv4Text, fc.constantFrom('gopher', 'ldap', 'x-custom'), (host, scheme) => {
        const p = platform(`http://${host}/`);
        if (p === null || !classesOf(p.hostname).some((c) => DENIED.includes(c))) return;
        expect(checkPolicy(`${scheme}://${host}/`, { denyAddressClasses: [...DENIED] })?.code, host).toBe('address-class-denied');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('property: any string gets an answer, never a throw (the bad-input rule)', () => {
  const piece = fc.constantFrom('http:', 'javascript:', '//', '\\', '@', ':', '/', '?', '#', '%', '%2e', '%00', '[', ']', '::1', '\t', ' ', '\u0000',
    '0x7f', '.', '127', '\uff11', '\u3002', '\ud800', '\u00e9', 'a', 'xn--', 'localhost', '@evil.com');
  const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.array(piece, { maxLength: 12 }).map((p) => p.join('')));
  it('audit, checkPolicy and compareWithWhatwg on generated strings', () => {
    fc.assert(
      fc.property(text, (input) => {
        const found = audit(input);
        expect(Array.isArray(found)).toBe(true);
        for (const f of found) expect(f.start >= 0 && f.end >= f.start && f.end <= f.text.length).toBe(true);
        const v = checkPolicy(input, { hosts: ['*.example.com'], denyAddressClasses: ['loopback'] });
        expect(v === null || typeof v.code === 'string').toBe(true);
        if (!isValid(input)) expect(v?.code).toBe('invalid-uri');
        expect(typeof compareWithWhatwg(input).class).toBe('string');
      }),
      { numRuns: 3000 },
    );
  });
});
