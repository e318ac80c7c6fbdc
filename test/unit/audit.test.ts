/**
 * RFC 3986 Sec. 7 and seed 002 (uri(7), Security) - urikit/audit: one table per finding, each row
 * [input, code, severity, start, end]; then redact and checkPolicy tables.
 */
import { describe, expect, it } from 'vitest';
import { type Finding, AUDIT_RULES, DRIVER_CODES, audit, checkPolicy, redact } from '../../src/audit/index.js';
import type { Policy } from '../../src/audit/index.js';
import { domainToAscii } from '../../src/idna/index.js';
import { parse } from '../../src/index.js';
import { expectUriError } from '../helpers/expect.js';

/** A table row: the input, and the finding it must give (code, severity, span). */
type Row = readonly [input: string, code: string, severity: Finding['severity'], start: number, end: number];

/** One test per row: audit(input) holds a finding with this code, severity and span. */
function finds(rows: readonly Row[], options?: Parameters<typeof audit>[1]): void {
  it.each(rows)('%j -> %s', (input, code, severity, start, end) => {
    const findings = audit(input, options);
    const got = findings.filter((f) => f.code === code && f.start === start).map((f) => ({ code: f.code, severity: f.severity, start: f.start, end: f.end }));
    expect(got).toEqual([{ code, severity, start, end }]);
    const f = findings.find((x) => x.code === code && x.start === start)!;
    expect(f.message.length).toBeGreaterThan(0);
    expect(f.source.length).toBeGreaterThan(0);
  });
}

/** One test per input: audit(input) has no finding with these codes. */
function clean(inputs: readonly string[], codes: readonly string[], options?: Parameters<typeof audit>[1]): void {
  it.each(inputs)('%j has none of ' + codes.join(', '), (input) => {
    expect(audit(input, options).filter((f) => codes.includes(f.code))).toEqual([]);
  });
}

describe('password-in-userinfo (RFC 3986 Sec. 3.2.1, Sec. 7.5; seed 002 Security)', () => {
  finds([
    ['http://user:secret@host/', 'password-in-userinfo', 'danger', 12, 18], // seed 002: "a confidential password"
    ['ftp://anonymous:me%40example.com@ftp.example/', 'password-in-userinfo', 'danger', 16, 32], // seed 002 ftp: e-mail as password
    ['//u:p:q@h', 'password-in-userinfo', 'danger', 4, 7], // the password runs from the first ':'
  ]);
  clean(['http://user@host/', 'http://user:@host/', 'http://host/', 'mailto:user:secret@host'], ['password-in-userinfo']);
  it('the message says to redact', () => {
    expect(audit('http://user:secret@host/')[0]!.source).toBe('RFC 3986 \u00a73.2.1, \u00a77.5, the uri(7) manual page');
  });
});

describe('userinfo-looks-like-host (RFC 3986 Sec. 7.6)', () => {
  finds([
    ['ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm', 'userinfo-looks-like-host', 'danger', 6, 41], // Sec. 7.6 verbatim
    ['http://trusted.example@evil.example/', 'userinfo-looks-like-host', 'danger', 7, 22],
    ['http://localhost@evil.example/', 'userinfo-looks-like-host', 'danger', 7, 16],
    ['http://www%2Eexample%2Ecom@evil/', 'userinfo-looks-like-host', 'danger', 7, 26], // %2E is '.'
    ['http://trusted.example:pw@evil/', 'userinfo-looks-like-host', 'danger', 7, 25],
  ]);
  clean(['http://user@host/', 'http://user:pass.word@host/', 'http://a.b/'], ['userinfo-looks-like-host']);
  it('Sec. 7.6: the message names the real host', () => {
    const f = audit('ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm').find((x) => x.code === 'userinfo-looks-like-host')!;
    expect(f.message).toContain('10.0.0.1');
  });
});

describe('port-of-other-protocol (seed 002 Security: a gopher URL that talks to SMTP; RFC 3986 Sec. 7.2)', () => {
  finds([
    ['gopher://h:25/', 'port-of-other-protocol', 'warning', 11, 13], // seed 002's example: SMTP
    ['http://h:110/', 'port-of-other-protocol', 'warning', 9, 12], // POP3
    ['http://h:143/', 'port-of-other-protocol', 'warning', 9, 12], // IMAP
    ['http://h:119/', 'port-of-other-protocol', 'warning', 9, 12], // NNTP
    ['http://h:21/', 'port-of-other-protocol', 'warning', 9, 11], // FTP
    ['http://h:22/', 'port-of-other-protocol', 'warning', 9, 11], // SSH
    ['gopher://h:23/', 'port-of-other-protocol', 'warning', 11, 13], // Telnet
    ['http://h:53/', 'port-of-other-protocol', 'warning', 9, 11], // DNS
    ['http://h:6667/', 'port-of-other-protocol', 'warning', 9, 13], // IRC
    ['http://h:025/', 'port-of-other-protocol', 'warning', 9, 12], // leading zeros are the same port
    ['//h:25/', 'port-of-other-protocol', 'warning', 4, 6], // a relative reference too
  ]);
  // each scheme's own default port is its own protocol
  clean(['telnet://h:23/', 'ftp://h:21/', 'nntp://h:119/', 'gopher://h:70/', 'http://h:80/'], ['port-of-other-protocol', 'non-default-port']);
  it('names the protocol', () => {
    expect(audit('gopher://h:25/')[0]!.message).toContain('SMTP');
  });
});

describe('non-default-port and port-out-of-range (RFC 3986 Sec. 3.2.3; seed 002 Security)', () => {
  finds([
    ['http://h:8080/', 'non-default-port', 'info', 9, 13],
    ['https://h:80/', 'non-default-port', 'info', 10, 12],
    ['http://h:443/', 'non-default-port', 'info', 9, 12],
    ['ws://h:8000/', 'non-default-port', 'info', 7, 11],
    ['http://h:99999/', 'port-out-of-range', 'warning', 9, 14],
    ['foo://h:70000/', 'port-out-of-range', 'warning', 8, 13],
  ]);
  // no port, an empty port, the default, an unknown scheme's port: nothing to say
  clean(['http://h/', 'http://h:/', 'http://h:80/', 'HTTP://h:80/', 'foo://h:8080/', '//h:8080/'], ['non-default-port']);
  it('a port of another protocol is reported once, as that', () => {
    expect(audit('http://h:25/').map((f) => f.code)).toEqual(['port-of-other-protocol']);
  });
});

describe('encoded-control-character (RFC 3986 Sec. 7.3; seed 002 Security: CR and LF for telnet)', () => {
  it('telnet://host/%0D%0Alogin: one finding for both escapes, with their count (the span is the first)', () => {
    expect(audit('telnet://host/%0D%0Alogin').map((f) => [f.code, f.severity, f.start, f.end, f.count])).toEqual([
      ['encoded-control-character', 'danger', 14, 17, 2],
    ]);
  });
  finds([
    ['http://h/a%00b', 'encoded-control-character', 'danger', 10, 13], // NUL
    ['http://h/a%0ab', 'encoded-control-character', 'danger', 10, 13], // LF, lower case
    ['http://h/?q=%1b', 'encoded-control-character', 'warning', 12, 15], // ESC
    ['http://h/#%7F', 'encoded-control-character', 'warning', 10, 13], // DEL
    ['http://h/%09', 'encoded-control-character', 'warning', 9, 12], // TAB
    ['http://us%0Aer@h/', 'encoded-control-character', 'danger', 9, 12], // in the userinfo
    ['gopher://h/1sel%0D%0A', 'encoded-control-character', 'danger', 15, 18], // gopher selectors exclude CR LF (seed 002)
  ]);
  clean(['http://h/%20%41', 'http://h/%250D', 'http://h/%7E', 'http://h/%80'], ['encoded-control-character']);
});

describe('ambiguous-ipv4 (RFC 3986 Sec. 7.4 rare IP address formats)', () => {
  finds([
    ['http://0x7f.1/', 'ambiguous-ipv4', 'warning', 7, 13], // hex
    ['http://2130706433/', 'ambiguous-ipv4', 'warning', 7, 17], // one 32-bit integer
    ['http://0177.0.0.1/', 'ambiguous-ipv4', 'warning', 7, 17], // octal
    ['http://127.1/', 'ambiguous-ipv4', 'warning', 7, 12], // short form
    ['http://%31%32%37.1/', 'ambiguous-ipv4', 'warning', 7, 18], // percent-encoded digits
    ['http://10.1/', 'ambiguous-ipv4', 'warning', 7, 11],
    ['http://0/', 'ambiguous-ipv4', 'warning', 7, 8],
  ]);
  clean(['http://127.0.0.1/', 'http://example.com/', 'http://1.2.3.4.5/', 'http://08/', 'http:///'], ['ambiguous-ipv4']);
  // issue: the WHATWG host parser (browsers, fetch) reads forms inet_aton refuses
  finds([
    ['http://0x/', 'ambiguous-ipv4', 'warning', 7, 9], // an empty '0x' part: 0.0.0.0
    ['http://127.0.0.1./', 'ambiguous-ipv4', 'warning', 7, 17], // a trailing dot
    ['http://0x7f.0x.0x.1/', 'ambiguous-ipv4', 'warning', 7, 19],
    ['http://127.0.0.1%2e/', 'ambiguous-ipv4', 'warning', 7, 19],
  ]);
  finds([['http://\uFF11\uFF12\uFF17\u3002\uFF10\u3002\uFF10\u3002\uFF11/', 'ambiguous-ipv4', 'warning', 7, 16]], { iri: true }); // UTS #46 maps them
  it.each([
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://10.1/', '10.0.0.1'],
    ['http://0xc0.0250.01/', '192.168.0.1'],
  ])('%s: the message names the address it reaches, %s', (input, address) => {
    expect(audit(input).find((f) => f.code === 'ambiguous-ipv4')!.message).toContain(address);
  });
});

describe('special addresses for server-side request checks (RFC 6890, RFC 3986 Sec. 7.4, RFC 6761)', () => {
  finds([
    ['http://127.0.0.1/', 'loopback-address', 'warning', 7, 16],
    ['http://127.255.0.9/', 'loopback-address', 'warning', 7, 18],
    ['http://[::1]/', 'loopback-address', 'warning', 7, 12],
    ['http://[::ffff:127.0.0.1]/', 'loopback-address', 'danger', 7, 25], // IPv4-mapped
    ['http://0x7f.1/', 'loopback-address', 'danger', 7, 13], // Sec. 7.4
    ['http://2130706433/', 'loopback-address', 'danger', 7, 17],
    ['http://0177.0.0.1/', 'loopback-address', 'danger', 7, 17],
    ['http://127.1/', 'loopback-address', 'danger', 7, 12],
    ['http://localhost:8080/', 'loopback-address', 'warning', 7, 16], // RFC 6761 Sec. 6.3
    ['http://api.LOCALHOST./', 'loopback-address', 'warning', 7, 21],
    ['http://10.0.0.1/', 'private-address', 'warning', 7, 15],
    ['http://172.16.5.4/', 'private-address', 'warning', 7, 17],
    ['http://192.168.1.1/', 'private-address', 'warning', 7, 18],
    ['http://[::ffff:10.0.0.1]/', 'private-address', 'danger', 7, 24],
    ['http://169.254.169.254/latest/meta-data/', 'link-local-address', 'warning', 7, 22],
    ['http://[fe80::1]/', 'link-local-address', 'warning', 7, 16],
    ['http://[fd00::1]/', 'unique-local-address', 'warning', 7, 16],
    ['http://0.0.0.0/', 'unspecified-address', 'warning', 7, 14],
    ['http://[::]/', 'unspecified-address', 'warning', 7, 11],
    ['http://0/', 'unspecified-address', 'danger', 7, 8], // inet_aton: 0.0.0.0
    // issue: every reading a client may make; a hidden address is a danger, a plain one a warning
    ['http://127.0.0.1./', 'loopback-address', 'danger', 7, 17], // the WHATWG host parser
    ['http://0x7f.0x.0x.1/', 'loopback-address', 'danger', 7, 19],
    ['http://10.0.0.1./', 'private-address', 'danger', 7, 16],
    ['http://169.254.169.254./', 'link-local-address', 'danger', 7, 23],
    ['http://127.0.0.1%2e/', 'loopback-address', 'danger', 7, 19],
    ['http://[::127.0.0.1]/', 'loopback-address', 'danger', 7, 20], // IPv4-compatible
    ['http://[64:ff9b::7f00:1]/', 'loopback-address', 'danger', 7, 24], // NAT64 (RFC 6052)
    ['http://[2002:7f00:1::]/', 'loopback-address', 'danger', 7, 22], // 6to4 (RFC 3056)
  ]);
  finds([
    ['http://\uFF11\uFF12\uFF17.\uFF10.\uFF10.\uFF11/', 'loopback-address', 'danger', 7, 16], // fullwidth digits
    ['http://\uFF4C\uFF4F\uFF43\uFF41\uFF4C\uFF48\uFF4F\uFF53\uFF54/', 'loopback-address', 'warning', 7, 16], // fullwidth 'localhost'
  ], { iri: true });
  finds([['http://[fe80::1%25eth0]/', 'link-local-address', 'warning', 7, 23]], { zoneId: true });
  const codes = ['loopback-address', 'private-address', 'link-local-address', 'unique-local-address', 'unspecified-address'];
  clean(['http://93.184.215.14/', 'http://[2001:db8::1]/', 'http://example.com/', 'http://localhost.example/', 'mailto:a@b', 'http://[v1.x]/'], codes);
});

describe('non-canonical-ip (RFC 5952 Sec. 4)', () => {
  finds([
    ['http://[2001:DB8:0:0:0:0:0:1]/', 'non-canonical-ip', 'info', 8, 28],
    ['http://[0:0::1]/', 'non-canonical-ip', 'info', 8, 14],
    ['http://[::FFFF:127.0.0.1]/', 'non-canonical-ip', 'info', 8, 24],
    ['http://[2001:db8:0:0:1:0:0:1]/', 'non-canonical-ip', 'info', 8, 28], // Sec. 4.2.3: the first of two equal runs
  ]);
  finds([['http://[FE80::1%25eth0]/', 'non-canonical-ip', 'info', 8, 15]], { zoneId: true }); // the zone is not the address
  clean(['http://[2001:db8::1]/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://127.0.0.1/', 'http://[v1.x]/'], ['non-canonical-ip']);
  it('the message gives the canonical text', () => {
    expect(audit('http://[2001:DB8:0:0:0:0:0:1]/')[0]!.message).toContain('2001:db8::1');
  });
});

describe('mixed-script-label and confusable-label (RFC 3987 Sec. 8, UTS #39)', () => {
  const pAypal = 'p\u0430ypal'; // Latin p, Cyrillic a, Latin ypal
  finds([
    ['http://p%D0%B0ypal.com/', 'mixed-script-label', 'danger', 7, 18], // percent-encoded UTF-8
    ['http://' + domainToAscii(pAypal) + '.com/', 'mixed-script-label', 'danger', 7, 7 + domainToAscii(pAypal).length], // A-label
    ['http://www.xn--80ak6aa92e.com/', 'confusable-label', 'warning', 11, 25], // Cyrillic "apple"
    ['http://%D0%B0%D1%80%D1%80%D3%8F%D0%B5.com/', 'confusable-label', 'warning', 7, 37],
  ]);
  finds([
    ['http://' + pAypal + '.com/', 'mixed-script-label', 'danger', 7, 13], // an IRI's literal host
    ['http://\u03bfk.example/', 'mixed-script-label', 'danger', 7, 9], // Greek omicron, Latin k
    ['http://\u0430\u03b1.example/', 'mixed-script-label', 'danger', 7, 9], // Cyrillic and Greek
  ], { iri: true });
  clean(['http://xn--bcher-kva.example/', 'http://example.com/', 'http://xn--e1afmkfd.example/', 'http://%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.example/'], ['mixed-script-label', 'confusable-label']);
  clean(['http://b\u00fccher.example/', 'http://\u043f\u0440\u0438\u043c\u0435\u0440.example/', 'http://\u65e5\u672cabc.example/'], ['mixed-script-label', 'confusable-label'], { iri: true });
  it('the message escapes the label (ASCII only)', () => {
    const m = audit('http://p%D0%B0ypal.com/')[0]!.message;
    expect(m).toContain('p\\u{430}ypal');
    expect(m).toContain('Latin and Cyrillic');
  });
});

describe('dot-segment-above-root (RFC 3986 Sec. 5.2.4, Sec. 2.3)', () => {
  it('http://a/b/../../../etc/passwd: the ".." segments past the root, as one finding with their count', () => {
    expect(audit('http://a/b/../../../etc/passwd').map((f) => [f.code, f.start, f.end, f.count])).toEqual([
      ['dot-segment-above-root', 14, 16, 2],
    ]);
  });
  finds([
    ['http://a/../x', 'dot-segment-above-root', 'warning', 9, 11],
    ['http://a/%2e%2E/x', 'dot-segment-above-root', 'warning', 9, 15], // %2E is '.' (Sec. 2.3)
    ['http://a/.%2e/x', 'dot-segment-above-root', 'warning', 9, 13],
    ['http://a/b/./../..', 'dot-segment-above-root', 'warning', 16, 18],
    ['/../x', 'dot-segment-above-root', 'warning', 1, 3], // an absolute-path reference
    ['file:///../etc', 'dot-segment-above-root', 'warning', 8, 10],
  ]);
  clean(['http://a/b/../c', 'http://a/b/c/../..', 'http://a/..a/', 'http://a/...', '../../x', 'a/../../x', 'http://a/b//../..', 'mailto:../x'], ['dot-segment-above-root']);
});

describe('host-too-long and label-too-long (RFC 3986 Sec. 3.2.2, RFC 1035 Sec. 2.3.4)', () => {
  const l63 = 'a'.repeat(63);
  finds([
    ['http://' + 'a'.repeat(64) + '.com/', 'label-too-long', 'warning', 7, 71],
    ['http://x.' + '%61'.repeat(64) + '/', 'label-too-long', 'warning', 9, 9 + 192], // measured decoded
    ['http://' + (l63 + '.').repeat(4) + 'com/', 'host-too-long', 'warning', 7, 7 + 259],
  ]);
  clean(['http://' + l63 + '.com/', 'http://' + (l63 + '.').repeat(3) + l63 + '/', 'http://%61.com/'], ['label-too-long', 'host-too-long']);
});

describe('script-scheme and active-data-uri (RFC 3986 Sec. 7.1, RFC 2397 Sec. 4)', () => {
  finds([
    ['javascript:alert(1)', 'script-scheme', 'danger', 0, 11],
    ['JavaScript:alert(1)', 'script-scheme', 'danger', 0, 11],
    ['vbscript:msgbox', 'script-scheme', 'danger', 0, 9],
    ['data:text/html,x', 'active-data-uri', 'danger', 0, 14],
    ['data:TEXT/HTML;charset=utf-8,x', 'active-data-uri', 'danger', 0, 14],
    ['data:image/svg+xml;base64,AAAA', 'active-data-uri', 'danger', 0, 18],
    ['data:application/xhtml+xml,x', 'active-data-uri', 'danger', 0, 26],
    ['data:text%2Fhtml,x', 'active-data-uri', 'danger', 0, 16],
  ]);
  clean(['data:text/plain,x', 'data:,x', 'data:image/png;base64,AAAA', 'http://h/javascript:x', 'javascript-x:y'], ['script-scheme', 'active-data-uri']);
});

describe('audit: the driver', () => {
  it('a URI with nothing to report gives []', () => {
    expect(audit('https://example.com/a/b?c=d#e')).toEqual([]);
    expect(audit('urn:isbn:0451450523')).toEqual([]);
  });
  it('findings come ordered by span', () => {
    const f = audit('http://trusted.example:pw@0x7f.1:25/%0d');
    expect(f.map((x) => x.code)).toEqual([
      'userinfo-looks-like-host', 'password-in-userinfo', 'ambiguous-ipv4', 'loopback-address', 'port-of-other-protocol', 'encoded-control-character',
    ]);
    for (let i = 1; i < f.length; i++) expect(f[i]!.start).toBeGreaterThanOrEqual(f[i - 1]!.start);
  });
  it('takes a Uri: spans are in its text', () => {
    const uri = parse('http://user:secret@host/');
    expect(audit(uri).map((f) => [f.code, f.start, f.end])).toEqual([['password-in-userinfo', 12, 18]]);
  });
  it('runs only the rules asked for', () => {
    expect(audit('http://user:secret@127.0.0.1/', { rules: [] })).toEqual([]);
  });
  // issue: audit takes any string; what RFC 3986 refuses is a finding that carries the UriError
  it.each([
    ['http://a b/', 'invalid-host-char', 8, 'warning'], // the WHATWG parser refuses it too
    ['http://h/%zz', 'invalid-percent-encoding', 9, 'warning'],
    ['http://h/a b', 'invalid-path-char', 10, 'warning'], // a browser encodes the space
    ['http://evil.com\\@good.com/', 'invalid-userinfo-char', 15, 'danger'], // '\\' as '/'
    ['http://a@b@evil.com/', 'invalid-host-char', 10, 'danger'], // several '@'
  ] as const)('%j: invalid-uri with %s at %i', (input, code, index, severity) => {
    const f = audit(input).find((x) => x.code === 'invalid-uri')!;
    expect([f.error?.code, f.error?.index, f.severity, f.start, f.reading, f.text]).toEqual([code, index, severity, index, 'rfc3986', input]);
  });
  it('a wrong argument is invalid-argument at 0', () => {
    expectUriError(() => audit(42 as unknown as string), 'invalid-argument', 0);
    expectUriError(() => audit('http://h/', 'x' as never), 'invalid-argument', 0);
    expectUriError(() => audit('http://h/', { rules: 'x' as never }), 'invalid-argument', 0);
  });
});

describe('redact (RFC 3986 Sec. 3.2.1, Sec. 7.5; seed 001 query pairs)', () => {
  const rows: readonly (readonly [string, readonly string[] | undefined, string])[] = [
    ['http://user:secret@host/', undefined, 'http://user:****@host/'],
    ['ftp://anonymous:me%40example.com@ftp.example/', undefined, 'ftp://anonymous:****@ftp.example/'],
    ['//u:p:q@h', undefined, '//u:****@h'],
    ['http://user@host/', undefined, 'http://user@host/'],
    ['http://user:@host/', undefined, 'http://user:@host/'],
    ['http://host/?password=x', undefined, 'http://host/?password=x'],
    ['https://h/?token=abc&x=1', ['token'], 'https://h/?token=****&x=1'],
    ['https://h/?x=1&token=abc#frag', ['token'], 'https://h/?x=1&token=****#frag'],
    ['https://h/?token=a&token=b', ['token'], 'https://h/?token=****&token=****'],
    ['https://h/?token=&x', ['token'], 'https://h/?token=&x'], // an empty value hides nothing
    ['https://h/?token', ['token'], 'https://h/?token'],
    ['https://h/?to%6Ben=abc', ['token'], 'https://h/?to%6Ben=****'], // keys compared decoded
    ['https://h/?api+key=1', ['api key'], 'https://h/?api+key=****'], // seed 001: '+' is a space
    ['https://h/?a=b=c', ['a'], 'https://h/?a=****'],
    ['https://u:pw@h/?sig=xyz&q=1', ['sig'], 'https://u:****@h/?sig=****&q=1'],
    ['https://h/?tokens=1', ['token'], 'https://h/?tokens=1'],
  ];
  it.each(rows)('%j (%j) -> %j', (input, queryKeys, want) => {
    const got = redact(input, queryKeys === undefined ? undefined : { queryKeys });
    expect(got).toBe(want);
    expect(parse(got).toString()).toBe(got);
  });
  it('takes a Uri', () => {
    expect(redact(parse('http://user:secret@host/'))).toBe('http://user:****@host/');
  });
  it.each([
    ['http://a b/', 'invalid-host-char', 8],
  ] as const)('%j throws %s at %i', (input, code, index) => {
    expectUriError(() => redact(input), code, index);
  });
  it('a wrong option is invalid-argument at 0', () => {
    expectUriError(() => redact('http://h/', { queryKeys: 'token' as never }), 'invalid-argument', 0);
    expectUriError(() => redact('http://h/', 1 as never), 'invalid-argument', 0);
  });
});

describe('checkPolicy (server-side request checks; RFC 3986 Sec. 7.4, RFC 6890)', () => {
  type PRow = readonly [string, Policy, string | null, number?, number?];
  const deny: Policy = { denyAddressClasses: ['loopback', 'private', 'link-local', 'unique-local', 'unspecified'] };
  const rows: readonly PRow[] = [
    // Sec. 7.4: judged by the address inet_aton reaches
    ['http://0x7f.1/', deny, 'address-class-denied', 7, 13],
    ['http://2130706433/', deny, 'address-class-denied', 7, 17],
    ['http://0177.0.0.1/', deny, 'address-class-denied', 7, 17],
    ['http://127.1/', deny, 'address-class-denied', 7, 12],
    ['http://[::ffff:127.0.0.1]/', deny, 'address-class-denied', 7, 25],
    ['http://[::1]/', deny, 'address-class-denied', 7, 12],
    ['http://localhost/', deny, 'address-class-denied', 7, 16],
    ['http://169.254.169.254/', deny, 'address-class-denied', 7, 22],
    ['http://10.0.0.1/', deny, 'address-class-denied', 7, 15],
    ['http://[fd00::1]/', deny, 'address-class-denied', 7, 16],
    ['http://0.0.0.0/', deny, 'address-class-denied', 7, 14],
    ['http://224.0.0.1/', { denyAddressClasses: ['multicast'] }, 'address-class-denied', 7, 16],
    ['http://[::ffff:1.2.3.4]/', { denyAddressClasses: ['ipv4-mapped'] }, 'address-class-denied', 7, 23],
    ['http://example.com/', deny, null],
    ['http://93.184.215.14/', deny, null],
    // schemes
    ['http://h/', { schemes: ['https'] }, 'scheme-not-allowed', 0, 4],
    ['//h/', { schemes: ['https'] }, 'scheme-not-allowed', 0, 0],
    ['HTTPS://h/', { schemes: ['https'] }, null],
    ['https://h/', { schemes: ['HTTPS'] }, null],
    // userinfo
    ['https://u:p@h/', { allowUserinfo: false }, 'userinfo-not-allowed', 8, 11],
    ['https://u:p@h/', { allowUserinfo: true }, null],
    ['https://u:p@h/', {}, null],
    // hosts
    ['https://api.example.com/', { hosts: ['*.example.com'] }, null],
    ['https://API.Example.COM./', { hosts: ['*.example.com'] }, null],
    ['https://example.com/', { hosts: ['*.example.com'] }, 'host-not-allowed', 8, 19],
    ['https://example.com/', { hosts: ['example.com'] }, null],
    ['https://example.com.evil.net/', { hosts: ['*.example.com', 'example.com'] }, 'host-not-allowed', 8, 28],
    ['https://evilexample.com/', { hosts: ['*.example.com'] }, 'host-not-allowed', 8, 23],
    ['https://trusted.example@evil.example/', { hosts: ['trusted.example'] }, 'host-not-allowed', 24, 36], // Sec. 7.6
    ['https://ex%61mple.com/', { hosts: ['example.com'] }, null],
    ['https://b%C3%BCcher.example/', { hosts: ['xn--bcher-kva.example'] }, null], // an IDN by its A-label
    ['http://0x7f.1/', { hosts: ['127.0.0.1'] }, null], // judged by address
    ['http://[2001:DB8::0:1]/', { hosts: ['[2001:db8::1]'] }, null],
    ['mailto:x@y', { hosts: ['y'] }, 'missing-host', 7, 7],
    ['file:///etc/passwd', { hosts: ['h'] }, 'missing-host', 7, 7],
    // ports
    ['https://h/', { ports: [443] }, null],
    ['https://h:443/', { ports: [443] }, null],
    ['https://h:8443/', { ports: [443] }, 'port-not-allowed', 10, 14],
    ['http://h/', { ports: [443] }, 'port-not-allowed', 8, 8], // http's default 80
    ['foo://h/', { ports: [443] }, 'port-not-allowed', 7, 7], // no default known
    // the first violation, in order: scheme, userinfo, host, address class, port
    ['http://u@0x7f.1:8080/', { schemes: ['https'], allowUserinfo: false, denyAddressClasses: ['loopback'], ports: [443] }, 'scheme-not-allowed', 0, 4],
    ['https://u@0x7f.1:8080/', { schemes: ['https'], allowUserinfo: false, denyAddressClasses: ['loopback'], ports: [443] }, 'userinfo-not-allowed', 8, 9],
    ['https://0x7f.1:8080/', { schemes: ['https'], allowUserinfo: false, denyAddressClasses: ['loopback'], ports: [443] }, 'address-class-denied', 8, 14],
    ['https://h:8080/', { schemes: ['https'], allowUserinfo: false, denyAddressClasses: ['loopback'], ports: [443] }, 'port-not-allowed', 10, 14],
  ];
  const cases = rows.map(([input, policy, code, start, end]) => ({ input, policy, code, start, end }));
  it.each(cases)('$input $policy -> $code', ({ input, policy, code, start, end }) => {
    const v = checkPolicy(input, policy);
    if (code === null) {
      expect(v).toBeNull();
    } else {
      expect(v && { code: v.code, start: v.start, end: v.end }).toEqual({ code, start, end });
      expect(v!.message.length).toBeGreaterThan(0);
    }
  });
  it('takes a Uri, an IRI included', () => {
    expect(checkPolicy(parse('https://b\u00fccher.example/', { iri: true }), { hosts: ['xn--bcher-kva.example'] })).toBeNull();
  });
  it('the message of a Sec. 7.4 host names the address', () => {
    expect(checkPolicy('http://0x7f.1/', deny)!.message).toContain('127.0.0.1');
  });
  it('a wrong policy is invalid-argument at 0', () => {
    expectUriError(() => checkPolicy('http://h/', null as never), 'invalid-argument', 0);
    expectUriError(() => checkPolicy('http://h/', { denyAddressClasses: ['loopbak' as never] }), 'invalid-argument', 0);
    expectUriError(() => checkPolicy('http://h/', { ports: ['80' as never] }), 'invalid-argument', 0);
    expectUriError(() => checkPolicy('http://h/', { allowUserinfo: 'no' as never }), 'invalid-argument', 0);
  });
  it('a string that is not a URI is the violation invalid-uri, at the error index', () => {
    expect(checkPolicy('http://a b/', {})).toMatchObject({ code: 'invalid-uri', start: 8, end: 9, reading: 'rfc3986' });
  });
});

describe('linear time on megabyte inputs (DESIGN: adversarial inputs)', () => {
  const N = 200_000;
  const inputs: readonly (readonly [string, string])[] = [
    ['many labels', 'http://' + 'a.'.repeat(N) + 'com/'],
    ['many mixed-script labels', 'http://' + 'x%D0%B0.'.repeat(N) + 'com/'],
    ['many A-labels', 'http://' + 'xn--80ak6aa92e.'.repeat(N / 4) + 'com/'],
    ['one long IDN label', 'http://' + '%D0%B0'.repeat(N) + '/'],
    ['encoded controls', 'http://h/' + '%0a'.repeat(N)],
    ['dot-segments', 'http://h' + '/..'.repeat(N)],
    ['a long userinfo', 'http://' + 'a:'.repeat(N) + '@h/'],
    ['query pairs', 'http://h/?' + 'token=1&'.repeat(N)],
  ];
  // No clock here (a loaded machine must not fail a test): the output is bounded, one finding per
  // code and reading, however many places the input repeats it.
  it.each(inputs)('%s', (_name, input) => {
    const found = audit(input);
    expect(found.length).toBeLessThanOrEqual(2 * (AUDIT_RULES.flatMap((r) => r.codes).length + DRIVER_CODES.length));
    for (const f of found) expect(f.message.length).toBeLessThan(2000 + f.end - f.start);
    expect(parse(redact(input, { queryKeys: ['token'] })).scheme).toBe('http');
    expect(checkPolicy(input, { hosts: ['*.example.com'], denyAddressClasses: ['loopback'] })?.code).toMatch(/^(host-not-allowed|address-class-denied)$/);
  });
});

describe('the JSDoc @example lines (STYLE 10)', () => {
  it('audit', () => {
    expect(audit('http://user:secret@host/')[0]).toMatchObject({ code: 'password-in-userinfo', severity: 'danger', start: 12, end: 18 });
  });
  it('redact', () => {
    expect(redact('http://user:secret@host/')).toBe('http://user:****@host/');
    expect(redact('https://h/?token=abc&x=1', { queryKeys: ['token'] })).toBe('https://h/?token=****&x=1');
  });
  it('checkPolicy', () => {
    expect(checkPolicy('http://0x7f.1/', { denyAddressClasses: ['loopback'] })?.code).toBe('address-class-denied');
    expect(checkPolicy('https://api.example.com/', { schemes: ['https'], hosts: ['*.example.com'] })).toBeNull();
  });
});
