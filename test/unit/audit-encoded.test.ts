/**
 * RFC 3986 Sec. 2.2, 2.3, 3.2.2, 5.2.4, 7.3, 7.6; WHATWG URL Sec. 4.4 - the audit rules for escapes
 * that change a host or a path once decoded: encoded-delimiter-in-host, encoded-dot-segment,
 * encoded-path-separator. Rows [input, code, severity, start, end]: each is checked on the rule
 * alone (one finding per escape or segment, through contextOf) and through audit's rules option
 * (one finding per code and reading, with a count); each table that names a browser effect is
 * checked against Node's own URL.
 */
import { describe, expect, it } from 'vitest';
import { audit, contextOf } from '../../src/audit/audit.js';
import type { AuditRule, Finding, RuleFinding } from '../../src/audit/types.js';
import { dotSegmentRule } from '../../src/audit/rules/dot-segment.js';
import { encodedDotSegmentRule } from '../../src/audit/rules/encoded-dot-segment.js';
import { encodedHostDelimiterRule } from '../../src/audit/rules/encoded-host-delimiter.js';
import { parse, resolve } from '../../src/index.js';

/** A table row: the input, and the finding it must give (code, severity, span). */
type Row = readonly [input: string, code: string, severity: Finding['severity'], start: number, end: number];

type Options = { iri?: boolean; zoneId?: boolean };

/** What the rules push for the input, in order, before the driver collapses them (one per escape or segment). */
function pushed(rules: readonly AuditRule[], input: string, options?: Options): RuleFinding[] {
  const out: RuleFinding[] = [];
  const context = contextOf(parse(input, options));
  for (const rule of rules) rule.check(context, out);
  return out;
}

const RANK: Readonly<Record<Finding['severity'], number>> = { info: 0, warning: 1, danger: 2 };

/**
 * One test per row: the rule pushes a finding with this code, severity and span, and nothing else
 * at that start; through audit, the RFC 3986 reading has one finding of the code, counting them all.
 */
function finds(rule: AuditRule, rows: readonly Row[], options?: Options): void {
  it.each(rows)('%j -> %s %s [%i, %i)', (input, code, severity, start, end) => {
    const all = pushed([rule], input, options);
    const got = all.filter((f) => f.start === start).map((f) => ({ code: f.code, severity: f.severity, start: f.start, end: f.end }));
    expect(got).toEqual([{ code, severity, start, end }]);
    const f = all.find((x) => x.start === start)!;
    expect(f.message).toContain(input.slice(start, end));
    expect(f.message).toContain('refuse the URI');
    expect(f.source.length).toBeGreaterThan(0);
    for (const x of all) expect(rule.codes).toContain(x.code);
    const same = all.filter((x) => x.code === code);
    const viaAudit = audit(input, { ...options, rules: [rule] }).filter((x) => x.code === code && x.reading === 'rfc3986');
    expect(viaAudit.map((x) => [x.count, RANK[x.severity]])).toEqual([[same.length, Math.max(...same.map((x) => RANK[x.severity]))]]);
  });
}

/** One test per input: neither the rule alone nor audit (either reading) has a finding with these codes. */
function clean(rule: AuditRule, inputs: readonly string[], codes: readonly string[], options?: Options): void {
  it.each(inputs)('%j has none of ' + codes.join(', '), (input) => {
    expect(pushed([rule], input, options).filter((f) => codes.includes(f.code))).toEqual([]);
    expect(audit(input, { ...options, rules: [rule] }).filter((f) => codes.includes(f.code))).toEqual([]);
  });
}

/** '.', '..' or a %2E spelling of either (WHATWG URL's single-dot and double-dot URL path segments). */
function isDotSegment(segment: string): boolean {
  const d = segment.toLowerCase().split('%2e').join('.');
  return d === '.' || d === '..';
}

describe('encoded-delimiter-in-host (RFC 3986 Sec. 3.2.2, Sec. 7.3; Sec. 7.6 for @)', () => {
  const rule = encodedHostDelimiterRule;
  // issue: the examples of the report, verbatim
  const issueRows: readonly Row[] = [
    ['http://good.com%40evil.com/', 'encoded-delimiter-in-host', 'danger', 15, 18], // user good.com at host evil.com, to a naive decoder
    ['http://evil.com%00.example.com/', 'encoded-delimiter-in-host', 'danger', 15, 18], // a C resolver stops at the NUL
    ['http://evil.com%2f.example.com/', 'encoded-delimiter-in-host', 'danger', 15, 18],
    ['http://evil.com%23.example.com/', 'encoded-delimiter-in-host', 'danger', 15, 18],
    ['http://evil.com%3F.example.com/', 'encoded-delimiter-in-host', 'danger', 15, 18],
    ['http://evil.com%5c.example.com/', 'encoded-delimiter-in-host', 'danger', 15, 18],
  ];
  finds(rule, issueRows);
  // Sec. 2.2 gen-delims, '\', '%', white space, C0 controls and DEL: each 'danger', hex in either case (Sec. 2.1)
  const delimiterRows: readonly Row[] = [
    ['http://a%3ab/', 'encoded-delimiter-in-host', 'danger', 8, 11], // ':' starts a port
    ['http://a%5Bb/', 'encoded-delimiter-in-host', 'danger', 8, 11], // '['
    ['http://a%5db/', 'encoded-delimiter-in-host', 'danger', 8, 11], // ']'
    ['http://a%25b/', 'encoded-delimiter-in-host', 'danger', 8, 11], // '%': a second decoding
    ['http://%2541.example/', 'encoded-delimiter-in-host', 'danger', 7, 10], // double encoding of 'A'
    ['http://a%20b/', 'encoded-delimiter-in-host', 'danger', 8, 11], // space
    ['http://a%09b/', 'encoded-delimiter-in-host', 'danger', 8, 11], // TAB
    ['http://a%0Ab/', 'encoded-delimiter-in-host', 'danger', 8, 11], // LF
    ['http://a%0db/', 'encoded-delimiter-in-host', 'danger', 8, 11], // CR
    ['http://a%1Fb/', 'encoded-delimiter-in-host', 'danger', 8, 11], // the last C0 control
    ['http://a%7fb/', 'encoded-delimiter-in-host', 'danger', 8, 11], // DEL
    ['http://u:p@a%40b/', 'encoded-delimiter-in-host', 'danger', 12, 15], // after a userinfo
    ['http://a%3A80:8080/', 'encoded-delimiter-in-host', 'danger', 8, 11], // before a port
    ['//a%2Fb/c', 'encoded-delimiter-in-host', 'danger', 3, 6], // a network-path reference
    ['ftp://files.example%40evil/', 'encoded-delimiter-in-host', 'danger', 19, 22], // any scheme with a reg-name
  ];
  finds(rule, delimiterRows);
  // issue: audit must see what a browser reaches - %2E (and RFC 3490 Sec. 3.1's other full stops) split a label
  const dotRows: readonly Row[] = [
    ['http://ex%2eample.com/', 'encoded-delimiter-in-host', 'warning', 9, 12],
    ['http://ex%2Eample.com/', 'encoded-delimiter-in-host', 'warning', 9, 12],
    ['http://example.com%2E/', 'encoded-delimiter-in-host', 'warning', 18, 21], // a trailing dot
    ['http://ex%E3%80%82ample.com/', 'encoded-delimiter-in-host', 'warning', 9, 18], // U+3002
    ['http://ex%ef%bc%8eample.com/', 'encoded-delimiter-in-host', 'warning', 9, 18], // U+FF0E
    ['http://ex%EF%BD%A1ample.com/', 'encoded-delimiter-in-host', 'warning', 9, 18], // U+FF61
  ];
  finds(rule, dotRows);
  finds(rule, [['http://\u00e9%40evil/', 'encoded-delimiter-in-host', 'danger', 8, 11]], { iri: true }); // an ireg-name
  clean(rule, [
    'http://example.com/',
    'http://%41.com/', // 'A' is harmless
    'http://ex%61mple.com/',
    'http://caf%C3%A9.example/', // UTF-8, not a stop
    'http://ex%E3%80%81ample/', // U+3001 IDEOGRAPHIC COMMA is no stop
    'http://ex%EF%BC%8Fample/', // U+FF0F FULLWIDTH SOLIDUS: IDNA maps it to '/', which a browser refuses; not a dot
    'http://[::1]/', // an IP-literal is not a reg-name
    'http://[v1.x]/',
    'http://127.0.0.1/',
    'http://u%40x:p%2Fw@h/', // escapes in the userinfo are another rule's
    'http://h/%40%2f%00%2e?%23#%5c', // and in the path, query and fragment
    'mailto:a%40b@c',
    'urn:isbn:0451450523',
  ], ['encoded-delimiter-in-host']);
  clean(rule, ['http://[fe80::1%25eth0]/', 'http://[FE80::1%25en%30]/'], ['encoded-delimiter-in-host'], { zoneId: true }); // RFC 6874's %25 is the zone's delimiter
  it('one finding per escape, in order; audit collapses them into one, the first of the worst', () => {
    expect(pushed([rule], 'http://a%2F%3f%23%2eb/').map((f) => [f.severity, f.start, f.end])).toEqual([
      ['danger', 8, 11],
      ['danger', 11, 14],
      ['danger', 14, 17],
      ['warning', 17, 20],
    ]);
    expect(audit('http://ex%2eample.com%40evil/', { rules: [rule] }).map((f) => [f.code, f.severity, f.start, f.end, f.count, f.reading])).toEqual([
      ['encoded-delimiter-in-host', 'danger', 21, 24, 2, 'rfc3986'],
    ]);
  });
  it.each([
    ['http://good.com%40evil.com/', "'@'", 'RFC 3986 \u00a73.2.2, \u00a77.3, \u00a77.6'],
    ['http://evil.com%00.example.com/', 'NUL', 'RFC 3986 \u00a73.2.2, \u00a77.3'],
    ['http://a%09b/', 'TAB', 'RFC 3986 \u00a73.2.2, \u00a77.3'],
    ['http://a%1Fb/', 'U+001F', 'RFC 3986 \u00a73.2.2, \u00a77.3'],
    ['http://ex%2eample.com/', "'.'", 'RFC 3986 \u00a73.2.2, \u00a77.3'],
    ['http://ex%E3%80%82ample.com/', 'U+3002', 'RFC 3986 \u00a73.2.2, \u00a77.3; RFC 3490 \u00a73.1'],
  ])('%j: the message names %s; the source is %s', (input, name, source) => {
    const [f] = pushed([rule], input);
    expect(f!.message).toContain(name);
    expect(f!.source).toBe(source);
  });
  // the differential: a browser really decodes the stop and reaches a host with more labels
  it.each(dotRows)('%j: WHATWG URL reaches a host with more labels than the text', (input, _code, _severity, start) => {
    const text = parse(input).host!;
    const reached = new URL(input).hostname;
    expect(reached.split('.').length).toBeGreaterThan(text.split('.').length);
    expect(input.slice(start, start + 1)).toBe('%');
  });
  // ... and refuses every decoded delimiter (a forbidden host code point): it never reaches the host the text names
  it.each([...issueRows, ...delimiterRows].filter(([input]) => input.startsWith('http:')))('%j: WHATWG URL refuses the host', (input) => {
    expect(() => new URL(input)).toThrow(TypeError);
  });
});

describe('encoded-dot-segment (RFC 3986 Sec. 2.3, Sec. 5.2.4; WHATWG URL Sec. 4.4 single/double-dot URL path segment)', () => {
  const rule = encodedDotSegmentRule;
  // issue: audit must see what a browser reaches
  const rows: readonly Row[] = [
    ['http://a/a/.%2e/admin', 'encoded-dot-segment', 'warning', 11, 15], // the issue's example: fetched as http://a/admin
    ['http://a/a/%2e./admin', 'encoded-dot-segment', 'warning', 11, 15],
    ['http://a/a/%2E%2e/admin', 'encoded-dot-segment', 'warning', 11, 17],
    ['http://a/b/%2e/c', 'encoded-dot-segment', 'warning', 11, 14], // a single dot
    ['http://a/b/%2E', 'encoded-dot-segment', 'warning', 11, 14], // the last segment
    ['http://a/b/.%2e', 'encoded-dot-segment', 'warning', 11, 15],
    ['http://a/b/c/%2e%2e/%2e%2e/d', 'encoded-dot-segment', 'warning', 13, 19], // two levels, both inside the root
    ['http://a/b/c/%2e%2e/%2e%2e/d', 'encoded-dot-segment', 'warning', 20, 26],
    ['http://a/b/%2e/%2e%2e/c', 'encoded-dot-segment', 'warning', 11, 14], // a '.' does not count as a level
    ['http://a/b/%2e/%2e%2e/c', 'encoded-dot-segment', 'warning', 15, 21],
    ['http://a/b//%2e%2e/c', 'encoded-dot-segment', 'warning', 12, 18], // an empty segment is a level
    ['https://a:8080/b/.%2e?q#f', 'encoded-dot-segment', 'warning', 17, 21],
    ['foo://h/a/.%2e/b', 'encoded-dot-segment', 'warning', 10, 14], // WHATWG removes it in a non-special URL too
    ['file:///etc/%2e%2e/x', 'encoded-dot-segment', 'warning', 12, 18],
  ];
  finds(rule, rows);
  // relative references: resolved by a browser against its base, by Sec. 5.2 as names
  const relativeRows: readonly Row[] = [
    ['.%2e/x', 'encoded-dot-segment', 'warning', 0, 4],
    ['a/%2e/b', 'encoded-dot-segment', 'warning', 2, 5],
    ['../%2e%2e/x', 'encoded-dot-segment', 'warning', 3, 9], // a relative path has no root to climb above
    ['/a/.%2e/x', 'encoded-dot-segment', 'warning', 3, 7],
    ['//h/a/%2e./x', 'encoded-dot-segment', 'warning', 6, 10],
  ];
  finds(rule, relativeRows);
  clean(rule, [
    'http://example.com/',
    'http://a/b%2Ec', // not a whole segment
    'http://a/%2E%2Ex',
    'http://a/x%2e%2e',
    'http://a/%2e%2e%2e/', // three dots are a name to WHATWG too
    'http://a/b/../c', // literal dot-segments: Sec. 5.2.4 removes them itself
    'http://a/b/./c',
    'http://a/..',
    'http://[::1]/',
    'http://a/?q=/%2e%2e/', // the query and the fragment are not the path
    'http://a/#/.%2e/',
    'mailto:.%2e', // a rootless path is opaque
    'urn:x:%2e%2e',
    'foo:a/.%2e/b',
  ], ['encoded-dot-segment']);
  // dot-segment-above-root covers the climb above the root: never the same segment twice
  clean(rule, ['http://a/%2e%2e/x', 'http://a/.%2e', 'http://a/b/../%2e%2e/x', '/%2e%2e/x', '//h/%2E./x', 'file:///.%2e/etc'], ['encoded-dot-segment']);
  it('with dot-segment-above-root, each segment is reported once', () => {
    const rules = [dotSegmentRule, rule];
    expect(pushed(rules, 'http://a/b/.%2e/.%2e/%2e').map((f) => [f.code, f.start, f.end]).sort((a, b) => (a[1] as number) - (b[1] as number))).toEqual([
      ['encoded-dot-segment', 11, 15],
      ['dot-segment-above-root', 16, 20],
      ['encoded-dot-segment', 21, 24], // a '.' never climbs
    ]);
    for (const input of ['http://a/%2e%2e/x', 'http://a/b/%2e%2e/%2e%2e/x', '/%2e%2e/x', 'http://a/b//%2e%2e/%2e%2e/%2e%2e', 'http://a/b/../%2e%2e/..']) {
      const f = pushed(rules, input);
      expect(f.length).toBeGreaterThan(0);
      expect(new Set(f.map((x) => x.start)).size).toBe(f.length);
    }
  });
  it('audit: the WHATWG reading has removed the segment, so only the RFC 3986 reading reports it', () => {
    expect(audit('http://a/a/.%2e/admin', { rules: [rule] }).map((f) => [f.code, f.reading, f.start, f.end, f.count])).toEqual([
      ['encoded-dot-segment', 'rfc3986', 11, 15, 1],
    ]);
  });
  it('the message says what a browser does', () => {
    const [f] = pushed([rule], 'http://a/a/.%2e/admin');
    expect(f!.message).toContain("'..'");
    expect(f!.message).toContain('browser');
    expect(f!.source).toBe('RFC 3986 \u00a72.3, \u00a75.2.4; WHATWG URL \u00a74.4 (single/double-dot URL path segment)');
  });
  // the differential: the table cannot claim a WHATWG effect that does not happen
  it.each(rows)('%j: WHATWG URL removes the segment', (input) => {
    const pathname = new URL(input).pathname;
    expect(pathname).not.toBe(parse(input).path);
    expect(pathname.split('/').filter(isDotSegment)).toEqual([]);
  });
  const base = 'http://a/b/c/d;p?q';
  it.each(relativeRows)('%j: against ' + base + ', WHATWG URL removes the segment and Sec. 5.2 keeps it', (input) => {
    const pathname = new URL(input, base).pathname;
    const rfc = resolve(base, input).path;
    expect(pathname).not.toBe(rfc);
    expect(rfc.split('/').some(isDotSegment)).toBe(true);
    expect(pathname.split('/').filter(isDotSegment)).toEqual([]);
  });
});

describe('encoded-path-separator (RFC 3986 Sec. 2.2, Sec. 7.3)', () => {
  const rule = encodedDotSegmentRule;
  // issue: path traversal through a server that decodes before it splits
  const rows: readonly Row[] = [
    ['http://h/files/..%2f..%2fetc/passwd', 'encoded-path-separator', 'danger', 17, 20],
    ['http://h/files/..%2f..%2fetc/passwd', 'encoded-path-separator', 'danger', 22, 25],
    ['http://h/a/..%5c..%5cwin.ini', 'encoded-path-separator', 'danger', 13, 16],
    ['http://h/a/..%5c..%5cwin.ini', 'encoded-path-separator', 'danger', 18, 21],
    ['http://h/a/%2e%2e%5Cx', 'encoded-path-separator', 'danger', 17, 20], // the '..' spelled %2E too
    ['http://h/a/.%2E%2Fx', 'encoded-path-separator', 'danger', 15, 18],
    ['http://h/a%2f..', 'encoded-path-separator', 'danger', 10, 13], // the '..' after the separator
    ['http://h/a%2f%2e%2e%2fb', 'encoded-path-separator', 'danger', 10, 13],
    ['http://h/a%2f%2e%2e%2fb', 'encoded-path-separator', 'danger', 19, 22],
    ['http://h/..%2F', 'encoded-path-separator', 'danger', 11, 14],
    ['..%2f..%2fx', 'encoded-path-separator', 'danger', 2, 5], // a relative reference
    ['..%2f..%2fx', 'encoded-path-separator', 'danger', 7, 10],
    // a separator without a '..' beside it: the segments differ, nothing climbs
    ['http://h/a%2fb', 'encoded-path-separator', 'warning', 10, 13],
    ['http://h/a%5Cb', 'encoded-path-separator', 'warning', 10, 13],
    ['http://h/.%2fa', 'encoded-path-separator', 'warning', 10, 13], // '.' stays where it is
    ['http://h/a..%2fb', 'encoded-path-separator', 'warning', 12, 15], // 'a..' is a name
    ['http://h/...%2fb', 'encoded-path-separator', 'warning', 12, 15],
    ['http://h/a%2f%2fb', 'encoded-path-separator', 'warning', 10, 13], // an empty piece between
    ['http://h/a%2f%2fb', 'encoded-path-separator', 'warning', 13, 16],
    ['/api/v1/users%2F42', 'encoded-path-separator', 'warning', 13, 16],
  ];
  finds(rule, rows);
  clean(rule, [
    'http://h/a/b',
    'http://h/a/../b', // literal separators are Sec. 5.2.4's
    'http://h/?a=..%2f..%2f', // the query and the fragment are not the path
    'http://h/#..%2f',
    'http://h/%252f', // a double encoding: '%25' then '2f'; not a separator until a second decoding
    'http://a%2fb/', // the host is encoded-delimiter-in-host's
    'mailto:a%2Fb@c', // a rootless path is opaque
    'data:text%2Fhtml,x',
  ], ['encoded-path-separator']);
  it('the message says what the separator decodes to', () => {
    expect(pushed([rule], 'http://h/a/..%5cx')[0]!.message).toContain("'\\'");
    expect(pushed([rule], 'http://h/a/..%2fx')[0]!.message).toContain("'/'");
    expect(pushed([rule], 'http://h/a/..%2fx')[0]!.source).toBe('RFC 3986 \u00a72.2, \u00a77.3');
  });
  it('audit: one finding per code, the first of the worst, with the count', () => {
    expect(audit('http://h/a%2fb/..%2f..%2fetc', { rules: [rule] }).map((f) => [f.code, f.severity, f.start, f.end, f.count])).toEqual([
      ['encoded-path-separator', 'danger', 17, 20, 3],
    ]);
  });
  // the differential: a browser keeps the escape as data (the message says so)
  it.each(rows.filter(([input]) => input.startsWith('http:')))('%j: WHATWG URL keeps the escape in the path', (input, _code, _severity, start, end) => {
    expect(new URL(input).pathname).toContain(input.slice(start, end));
  });
});

// Linear time on megabyte runs of escapes in the host and the path is counted by
// test/adversarial/linear.test.ts on the rows of bench/linear-cases.mjs (AUDIT_INPUTS), and timed by
// `npm run bench:linear`.
