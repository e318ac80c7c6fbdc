/**
 * urikit audit and urikit whatwg, spawned as a user runs them: RFC 3986 §7's findings on both
 * readings (RFC 3986's and a browser's, WHATWG URL) with carets under their spans, a fetch policy's
 * verdict and its file's errors, the side-by-side reading of the two parsers; operands, --json,
 * standard input (TSV and NDJSON), exit statuses, --help.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lines, ndjson, urikitAsync } from '../helpers/cli.js';


/** Where the label column of audit's display ends: two spaces, 'warning', two spaces. */
const PAD = 11;

interface Shown {
  /** The head line after the label: the code and the dimmed (reading; count; source). */
  head: string;
  /** The text the span points into, as shown. */
  text: string;
  /** The span the carets cover, in code points of the text. */
  start: number;
  end: number;
  message: string;
}

/** The item of audit's display labelled `label` (a severity or 'denied') with that code, read back. */
function item(stdout: string, label: string, code: string): Shown {
  const all = lines(stdout);
  const at = all.findIndex((l) => l.startsWith(`  ${label.padEnd(PAD - 2)}${code}`));
  if (at < 0) throw new Error(`no ${label} ${code} in:\n${stdout}`);
  const carets = all[at + 2]!;
  const start = carets.indexOf('^') - PAD;
  return {
    head: all[at]!.slice(PAD), text: all[at + 1]!.slice(PAD), start, end: carets.lastIndexOf('^') + 1 - PAD, message: all[at + 3]!.slice(PAD),
  };
}

/** whatwg's table rows, split at runs of two spaces or more: the header row first. */
function table(stdout: string): string[][] {
  const all = lines(stdout);
  return all.slice(all.indexOf('') + 1).map((l) => l.split(/ {2,}/));
}

let dir = '';
let denyLoopback = '';
let badClass = '';
let notJson = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'urikit-audit-'));
  denyLoopback = join(dir, 'deny-loopback.json');
  writeFileSync(denyLoopback, JSON.stringify({ schemes: ['http', 'https'], denyAddressClasses: ['loopback', 'private'] }));
  badClass = join(dir, 'bad-class.json');
  writeFileSync(badClass, JSON.stringify({ denyAddressClasses: ['loopbak'] }));
  notJson = join(dir, 'not-json.json');
  writeFileSync(notJson, '{"denyAddressClasses": [\n');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe.concurrent('urikit audit on operands', () => {
  it('http://user:pw@127.0.0.1./: a password, and a loopback address the WHATWG host parser reads in 127.0.0.1.; danger, exit 1', async () => {
    const input = 'http://user:pw@127.0.0.1./';
    const r = await urikitAsync(['audit', input]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(lines(r.stdout)[0]).toBe(input);
    const password = item(r.stdout, 'danger', 'password-in-userinfo');
    expect(password).toMatchObject({ text: input, start: 12, end: 14 }); // 'pw'
    expect(password.head).toMatch(/^password-in-userinfo {2}\(RFC 3986 \u00a73\.2\.1, \u00a77\.5/);
    const loopback = item(r.stdout, 'danger', 'loopback-address');
    expect(loopback).toMatchObject({ text: input, start: 15, end: 25 }); // '127.0.0.1.'
    expect(loopback.message).toContain('reaches 127.0.0.1 (read by the WHATWG host parser');
    expect(item(r.stdout, 'warning', 'ambiguous-ipv4')).toMatchObject({ start: 15, end: 25 });
  });

  it('a finding of the WHATWG reading: its label, and carets under the browser\'s text; a tab shown as \u2409, never raw', async () => {
    const r = await urikitAsync(['audit', 'java\tscript:alert(1)']);
    expect(r.status).toBe(1);
    expect(r.stdout).not.toContain('\t');
    expect(lines(r.stdout)[0]).toBe('java\u2409script:alert(1)');
    const script = item(r.stdout, 'danger', 'script-scheme');
    expect(script.head).toMatch(/^script-scheme {2}\(whatwg reading: a browser's; RFC 3986 \u00a77\.1\)$/);
    expect(script).toMatchObject({ text: 'javascript:alert(1)', start: 0, end: 11 });
    expect(item(r.stdout, 'danger', 'invalid-uri')).toMatchObject({ text: 'java\u2409script:alert(1)', start: 4, end: 5 });
  });

  it('http://evil.com\\@good.com/: a parser disagreement that names both hosts, over the whole input; exit 1', async () => {
    const input = 'http://evil.com\\@good.com/';
    const r = await urikitAsync(['audit', input]);
    expect(r.status).toBe(1);
    const disagreement = item(r.stdout, 'danger', 'parser-disagreement');
    expect(disagreement).toMatchObject({ text: input, start: 0, end: input.length });
    expect(disagreement.message).toMatch(/reaches http "good\.com", but a browser \(WHATWG URL\) goes to http "evil\.com"/);
    expect(item(r.stdout, 'danger', 'invalid-uri')).toMatchObject({ start: 15, end: 16 }); // the '\'
  });

  it('https://example.com/: no findings, exit 0', async () => {
    const r = await urikitAsync(['audit', 'https://example.com/']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('https://example.com/\n  ok       no findings\n');
    expect(r.stderr).toBe('');
  });

  it('a count above 1 is shown beside the code; warnings alone exit 0', async () => {
    const r = await urikitAsync(['audit', 'http://a/../../../b/../c']);
    expect(r.status).toBe(0);
    const dots = item(r.stdout, 'warning', 'dot-segment-above-root');
    expect(dots.head).toMatch(/^dot-segment-above-root {2}\(3 places; RFC 3986/);
    expect(dots).toMatchObject({ start: 9, end: 11 });
  });

  it('--base: each input is read against it, the carets under the resolved URI; a relative base is refused with its caret, exit 1', async () => {
    const r = await urikitAsync(['audit', '--base', 'http://example.com/a/b', '//127.1/x', 'c']);
    expect(r.status).toBe(1);
    expect(lines(r.stdout).slice(0, 2)).toEqual(['//127.1/x', '  base     http://example.com/a/b']);
    expect(item(r.stdout, 'danger', 'loopback-address')).toMatchObject({ text: 'http://127.1/x', start: 7, end: 12 });
    expect(r.stdout).toContain('c\n  base     http://example.com/a/b\n  ok       no findings\n');
    const bad = await urikitAsync(['audit', '--base', 'a/b', 'x']);
    expect(bad.status).toBe(1);
    expect(lines(bad.stderr)[0]).toBe('urikit audit: the base is not valid');
    expect(bad.stderr).toContain('[relative-base]');
  });

  it('--json: one object per input, read back: status, findings with reading, span, text and count', async () => {
    const r = await urikitAsync(['audit', '--json', 'http://user:pw@127.0.0.1./', 'java\tscript:x', 'https://example.com/']);
    expect(r.status).toBe(1);
    const [first, second, third] = ndjson(r.stdout);
    expect(first).toMatchObject({ line: 1, input: 'http://user:pw@127.0.0.1./', status: 'danger' });
    expect(first!['policy']).toBeUndefined();
    const findings = first!['findings'] as Record<string, unknown>[];
    expect(findings.map((f) => [f['code'], f['severity'], f['reading'], f['start'], f['end'], f['count']])).toEqual([
      ['password-in-userinfo', 'danger', 'rfc3986', 12, 14, 1],
      ['ambiguous-ipv4', 'warning', 'rfc3986', 15, 25, 1],
      ['loopback-address', 'danger', 'rfc3986', 15, 25, 1],
    ]);
    expect(findings[0]).toMatchObject({ text: 'http://user:pw@127.0.0.1./', source: expect.stringContaining('RFC 3986') as unknown });
    const whatwg = (second!['findings'] as Record<string, unknown>[]).find((f) => f['reading'] === 'whatwg');
    expect(whatwg).toMatchObject({ code: 'script-scheme', severity: 'danger', text: 'javascript:x', start: 0, end: 11 });
    const invalid = (second!['findings'] as Record<string, unknown>[]).find((f) => f['code'] === 'invalid-uri');
    expect(invalid).toMatchObject({ error: { code: 'invalid-path-char', index: 4 } });
    expect(third).toEqual({ line: 3, input: 'https://example.com/', status: 'ok', findings: [] });
  });
});

describe.concurrent('urikit audit --policy', () => {
  it('a policy denying loopback: http://0x7f.0x.0x.1/ is denied (carets under the host), exit 1; https://example.com/ allowed, exit 0', async () => {
    const denied = await urikitAsync(['audit', '--policy', denyLoopback, 'http://0x7f.0x.0x.1/']);
    expect(denied.status).toBe(1);
    const v = item(denied.stdout, 'denied', 'address-class-denied');
    expect(v.head).toBe(`address-class-denied  (policy ${denyLoopback})`);
    expect(v).toMatchObject({ text: 'http://0x7f.0x.0x.1/', start: 7, end: 19 });
    expect(v.message).toMatch(/reaches 127\.0\.0\.1 .*a loopback address, which the policy denies/);
    const allowed = await urikitAsync(['audit', '--policy', denyLoopback, 'https://example.com/']);
    expect(allowed.status).toBe(0);
    expect(lines(allowed.stdout)).toEqual(['https://example.com/', '  ok       no findings', `  policy   allowed by ${denyLoopback}`]);
  });

  it('http:127.0.0.1 has no host to RFC 3986 and a loopback one to a browser: denied on the WHATWG reading, which is named', async () => {
    const [text, json] = await Promise.all([
      urikitAsync(['audit', '--policy', denyLoopback, 'http:127.0.0.1']),
      urikitAsync(['audit', '--json', '--policy', denyLoopback, 'http:127.0.0.1']),
    ]);
    expect(text.status).toBe(1);
    const v = item(text.stdout, 'denied', 'address-class-denied');
    expect(v.head).toBe(`address-class-denied  (policy ${denyLoopback}; whatwg reading: a browser's)`);
    expect(v).toMatchObject({ text: 'http:127.0.0.1', start: 5, end: 6 }); // where RFC 3986 has no host: one caret
    expect(item(text.stdout, 'warning', 'loopback-address')).toMatchObject({ text: 'http://127.0.0.1/', start: 7, end: 16 });
    expect(json.status).toBe(1);
    expect(ndjson(json.stdout)[0]).toMatchObject({
      status: 'denied', policy: { allowed: false, violation: { code: 'address-class-denied', reading: 'whatwg', text: 'http:127.0.0.1' } },
    });
  });

  it('--json: the verdict as policy {allowed, violation {code, reading, start, end, text, message}}', async () => {
    const r = await urikitAsync(['audit', '--json', '--policy', denyLoopback, 'http://0x7f.0x.0x.1/', 'https://example.com/', 'ftp://example.com/']);
    expect(r.status).toBe(1);
    const [loopback, example, ftp] = ndjson(r.stdout);
    expect(loopback).toMatchObject({
      status: 'denied',
      policy: { allowed: false, violation: { code: 'address-class-denied', reading: 'rfc3986', start: 7, end: 19, text: 'http://0x7f.0x.0x.1/' } },
    });
    expect(example).toEqual({ line: 2, input: 'https://example.com/', status: 'ok', findings: [], policy: { allowed: true } });
    expect(ftp).toMatchObject({ status: 'denied', policy: { violation: { code: 'scheme-not-allowed', start: 0, end: 3 } } });
  });

  it('a missing policy file: one line naming it, exit 2', async () => {
    const missing = join(dir, 'no-such.json');
    const r = await urikitAsync(['audit', '--policy', missing, 'https://example.com/']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`urikit audit: cannot read the policy file '${missing}': no such file\n`);
  });

  it('an unknown address class: one line with checkPolicy\'s message, exit 2; a file that is not JSON, or a directory, too', async () => {
    const r = await urikitAsync(['audit', '--policy', badClass, 'https://example.com/']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(new RegExp(
      `^urikit audit: the policy file '${badClass.replace(/[\\.]/g, '\\$&')}' is not a policy: ` +
        'checkPolicy: unknown address class "loopbak" in policy\\.denyAddressClasses; expected one of unspecified, this-network, loopback, .*\\n$',
    ));
    const [json, directory] = await Promise.all([
      urikitAsync(['audit', '--policy', notJson], { input: 'https://example.com/\n' }),
      urikitAsync(['audit', '--policy', dir, 'x']),
    ]);
    expect(json.status).toBe(2);
    expect(lines(json.stderr)).toHaveLength(1);
    expect(json.stderr).toContain(`urikit audit: the policy file '${notJson}' is not JSON: `);
    expect(json.stdout).toBe(''); // refused before any line is read
    expect(directory.status).toBe(2);
    expect(directory.stderr).toBe(`urikit audit: cannot read the policy file '${dir}': it is a directory\n`);
  });
});

describe.concurrent('urikit audit on standard input', () => {
  const INPUT = [
    'http://0x7f.0x.0x.1/',        // 1 danger; denied by the policy
    'https://example.com/',        // 2 ok
    '',                            // 3 blank
    'http://evil.com\\@good.com/', // 4 danger: the two parsers disagree
    'http://a/b c',                // 5 warning: not RFC 3986, same target to a browser
    'http://u:p@example.com/',     // 6 danger: a password
    'x\ty',                        // 7 a tab, escaped in TSV
  ].join('\n') + '\n';

  it('TSV: <line> <status> <codes> <policy> <input>; blank lines skipped; the summary on stderr; exit 1', async () => {
    const r = await urikitAsync(['audit'], { input: INPUT });
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual([
      '1\tdanger\tambiguous-ipv4,loopback-address\t\\N\thttp://0x7f.0x.0x.1/',
      '2\tok\t\t\\N\thttps://example.com/',
      '4\tdanger\tparser-disagreement,invalid-uri\t\\N\thttp://evil.com\\\\@good.com/',
      '5\twarning\tinvalid-uri\t\\N\thttp://a/b c',
      '6\tdanger\tpassword-in-userinfo\t\\N\thttp://u:p@example.com/',
      '7\twarning\tinvalid-uri\t\\N\tx\\ty',
    ]);
    expect(r.stderr).toMatch(/^urikit audit: 7 lines: 3 passed, 3 danger, 0 denied, 1 blank; (\d+ ms|\d+\.\d\d s)(, [\d,]+ lines\/s)?\n$/);
  });

  it('TSV with --policy: denied lines name the rule broken, and the summary counts them by code', async () => {
    const r = await urikitAsync(['audit', '--policy', denyLoopback], { input: INPUT });
    expect(r.status).toBe(1);
    expect(lines(r.stdout).map((l) => l.split('\t').slice(0, 4))).toEqual([
      ['1', 'denied', 'ambiguous-ipv4,loopback-address', 'address-class-denied'],
      ['2', 'ok', '', 'allowed'],
      ['4', 'denied', 'parser-disagreement,invalid-uri', 'invalid-uri'],
      ['5', 'denied', 'invalid-uri', 'invalid-uri'],
      ['6', 'danger', 'password-in-userinfo', 'allowed'],
      ['7', 'denied', 'invalid-uri', 'invalid-uri'],
    ]);
    expect(r.stderr).toMatch(/^urikit audit: 7 lines: 1 passed, 1 danger, 4 denied \(invalid-uri 3, address-class-denied 1\), 1 blank; /);
    const only = await urikitAsync(['audit', '--quiet', '--failures-only', '--policy', denyLoopback], { input: 'https://example.com/\nhttp://127.0.0.1/\n' });
    expect(only.status).toBe(1);
    expect(only.stderr).toBe('');
    expect(lines(only.stdout)).toEqual(['2\tdenied\tloopback-address\taddress-class-denied\thttp://127.0.0.1/']);
  });

  it('NDJSON: one object per non-blank line, in order, with its line number; exit 0 when nothing is a danger', async () => {
    const r = await urikitAsync(['audit', '--json', '--policy', denyLoopback], { input: INPUT });
    expect(r.status).toBe(1);
    const objects = ndjson(r.stdout);
    expect(objects.map((o) => [o['line'], o['status'], (o['policy'] as { allowed: boolean }).allowed])).toEqual([
      [1, 'denied', false], [2, 'ok', true], [4, 'denied', false], [5, 'denied', false], [6, 'danger', true], [7, 'denied', false],
    ]);
    expect(objects[5]).toMatchObject({ input: 'x\ty', findings: [{ code: 'invalid-uri', severity: 'warning' }] });
    const clean = await urikitAsync(['audit', '--json', '--quiet'], { input: 'https://example.com/\nhttp://a/b c\n' });
    expect(clean.status).toBe(0);
    expect(ndjson(clean.stdout).map((o) => o['status'])).toEqual(['ok', 'warning']);
  });
});

describe.concurrent('urikit whatwg', () => {
  it('http://evil.com\\@good.com/: different-target, the two hosts side by side, the backslash device; exit 1', async () => {
    const r = await urikitAsync(['whatwg', 'http://evil.com\\@good.com/']);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const out = lines(r.stdout);
    expect(out[0]).toBe('http://evil.com\\@good.com/');
    expect(out[1]).toBe('class     different-target: the two readings reach a different scheme, host or port');
    expect(out[2]).toMatch(/^RFC 3986 {2}refuses it: '\\' at index 15: .*\[invalid-userinfo-char\]$/);
    expect(r.stdout).toMatch(/^devices {3}backslash \(a '\\' that a browser reads as '\/'\)$/m);
    expect(table(r.stdout)).toEqual([
      ['component', 'RFC 3986', 'WHATWG', 'class', 'repairs'],
      ['userinfo', 'evil.com\\', '(absent)', 'whatwg-repairs', 'backslash'],
      ['host', 'good.com', 'evil.com', 'different-target', 'backslash'],
      ['path', '/', '/@good.com/', 'whatwg-repairs', 'backslash'],
      ['href', 'http://evil.com\\@good.com/', 'http://evil.com/@good.com/'],
    ]);
  });

  it('HTTP://EX.com:80/a/./b: whatwg-repairs, with default-port and dot-segments; exit 0', async () => {
    const r = await urikitAsync(['whatwg', 'HTTP://EX.com:80/a/./b']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout).slice(0, 3)).toEqual([
      'HTTP://EX.com:80/a/./b',
      'class    whatwg-repairs: both reach the same target; the WHATWG parser changed the text on the way',
      'devices  (none)',
    ]);
    expect(table(r.stdout)).toEqual([
      ['component', 'RFC 3986', 'WHATWG', 'class', 'repairs'],
      ['scheme', 'HTTP', 'http', 'whatwg-repairs', 'lowercase'],
      ['host', 'EX.com', 'ex.com', 'whatwg-repairs', 'lowercase'],
      ['port', '80', '(absent)', 'whatwg-repairs', 'default-port'],
      ['path', '/a/./b', '/a/b', 'whatwg-repairs', 'dot-segments'],
      ['href', 'HTTP://EX.com:80/a/./b', 'http://ex.com/a/b'],
    ]);
  });

  it('http://[v1.x]/: rfc-only, with why the WHATWG parser refuses it; exit 0', async () => {
    const r = await urikitAsync(['whatwg', 'http://[v1.x]/']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout).slice(0, 4)).toEqual([
      'http://[v1.x]/',
      'class    rfc-only: a URI by RFC 3986 that the WHATWG parser refuses',
      'WHATWG   refuses it: the WHATWG host parser refuses the host "[v1.x]"',
      'devices  (none)',
    ]);
    expect(table(r.stdout)).toEqual([['component', 'RFC 3986', 'WHATWG', 'class', 'repairs'], ['href', 'http://[v1.x]/', '(refused)']]);
  });

  it('control characters are shown as symbols, never raw: java\\tscript:x', async () => {
    const r = await urikitAsync(['whatwg', 'java\tscript:x']);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('\t');
    expect(table(r.stdout)[1]).toEqual(['scheme', 'java\u2409script', 'javascript', 'whatwg-repairs', 'remove-tab-newline']);
    expect(r.stdout).toMatch(/^devices {3}whitespace-or-control /m);
  });

  it('--json: the class, both sides (the RFC side with its error), the differences and the devices, read back', async () => {
    const r = await urikitAsync(['whatwg', '--json', 'http://evil.com\\@good.com/', 'http://[v1.x]/']);
    expect(r.status).toBe(1);
    const [evil, future] = ndjson(r.stdout);
    expect(evil).toMatchObject({
      line: 1, input: 'http://evil.com\\@good.com/', class: 'different-target', devices: ['backslash'],
      rfc: { valid: false, error: { code: 'invalid-userinfo-char', index: 15 }, host: 'good.com', userinfo: 'evil.com\\' },
      whatwg: { href: 'http://evil.com/@good.com/', host: 'evil.com', effectivePort: 80 },
    });
    expect((evil!['differences'] as Record<string, unknown>[])[1]).toEqual({
      component: 'host', rfc: 'good.com', whatwg: 'evil.com', class: 'different-target', repairs: ['backslash'],
    });
    expect(future).toEqual({
      line: 2, input: 'http://[v1.x]/', class: 'rfc-only',
      rfc: { valid: true, href: 'http://[v1.x]/', scheme: 'http', host: '[v1.x]', path: '/' },
      whatwg: null, whatwgFailure: 'the WHATWG host parser refuses the host "[v1.x]"', differences: [], devices: [],
    });
  });

  it('standard input: TSV <line> <class> <whatwg href or \\N> <devices>, NDJSON, the summary; exit 1 for a different target', async () => {
    const input = 'http://evil.com\\@good.com/\nHTTP://EX.com:80/a/./b\n\nhttp://[v1.x]/\nhttps://example.com/\n';
    const r = await urikitAsync(['whatwg'], { input });
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual([
      '1\tdifferent-target\thttp://evil.com/@good.com/\tbackslash',
      '2\twhatwg-repairs\thttp://ex.com/a/b\t',
      '4\trfc-only\t\\N\t',
      '5\tsame\thttps://example.com/\t',
    ]);
    expect(r.stderr).toMatch(/^urikit whatwg: 5 lines: 3 other, 1 different-target \(host 1\), 1 blank; /);
    const json = await urikitAsync(['whatwg', '--json', '--quiet'], { input });
    expect(ndjson(json.stdout).map((o) => [o['line'], o['class']])).toEqual([[1, 'different-target'], [2, 'whatwg-repairs'], [4, 'rfc-only'], [5, 'same']]);
    const calm = await urikitAsync(['whatwg', '--quiet'], { input: 'HTTP://EX.com:80/a/./b\nhttp://[v1.x]/\n' });
    expect(calm.status).toBe(0);
  });
});

describe.concurrent('urikit audit and whatwg --help', () => {
  it('audit --help: usage, the policy\'s fields, options, output, exit statuses, examples; exit 0', async () => {
    const r = await urikitAsync(['audit', '--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.startsWith('usage: urikit audit [options] <uri>...\n')).toBe(true);
    for (const text of ['denyAddressClasses', '--policy <file.json>', '--base <uri>', '--iri', 'Output:', 'TSV:', '--json:', 'Examples:', '  $ urikit audit ']) {
      expect(r.stdout).toContain(text);
    }
    expect(r.stdout).toContain('Exit status: 0 when no input has a danger finding or breaks the policy, 1 when any does, 2 for a usage');
    // the first example is the start of what the command prints (its message cut at ' ...')
    const help = lines(r.stdout);
    const from = help.indexOf("  $ urikit audit 'http://evil.com\\@good.com/'");
    const shown = help.slice(from + 1, help.indexOf('    ...', from)).map((l) => l.slice(2).replace(/ \.\.\.$/, ''));
    expect(shown).toHaveLength(5);
    const real = lines((await urikitAsync(['audit', 'http://evil.com\\@good.com/'])).stdout);
    shown.forEach((l, i) => expect(real[i]!.startsWith(l)).toBe(true));
  });

  it('whatwg --help: usage, options, output, exit statuses; its first example is what the command prints', async () => {
    const r = await urikitAsync(['whatwg', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith('usage: urikit whatwg [options] <uri>...\n')).toBe(true);
    expect(r.stdout).toContain('Exit status: 0 when no input reaches a different target on the two readings, 1 when any does');
    const help = lines(r.stdout);
    const from = help.indexOf("  $ urikit whatwg 'HTTP://EX.com:80/a/./b'");
    const to = help.findIndex((l, i) => i > from && l.startsWith('  $ '));
    const shown = help.slice(from + 1, to).map((l) => l.slice(2));
    expect(shown).toEqual(lines((await urikitAsync(['whatwg', 'HTTP://EX.com:80/a/./b'])).stdout));
  });
});
