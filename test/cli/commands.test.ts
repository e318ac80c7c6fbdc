/**
 * The urikit command on operands, spawned as a user runs it: each command's output, exit status,
 * the caret under an invalid input, --json read back, usage errors, --help, --version, colour.
 * Standard input runs are in stdin.test.ts; the memory bound in memory.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { VERSION, caretIndex, lines, ndjson, urikitAsync } from '../helpers/cli.js';

const EXAMPLE = 'foo://example.com:8042/over/there?name=ferret#nose'; // RFC 3986 §3
const COMMANDS = [
  'explain', 'parse', 'validate', 'normalize', 'resolve', 'relativize', 'equal', 'encode', 'decode', 'audit', 'whatwg',
  'extract', 'redact', 'view', 'steps', 'get', 'set', 'idna', 'iri', 'path', 'guess', 'repair', 'template',
];


describe.concurrent('urikit explain', () => {
  it("draws RFC 3986 §3's picture of the RFC's own example, then the components, kinds, default port and normal form", async () => {
    const r = await urikitAsync(['explain', EXAMPLE]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = lines(r.stdout);
    // The picture as §3 draws it: a bracket under each component, a line down to its name.
    expect(out.slice(0, 4)).toEqual([
      EXAMPLE,
      '\\_/   \\______________/\\_________/ \\_________/ \\__/',
      ' |           |             |           |       |',
      'scheme   authority        path       query  fragment',
    ]);
    // The tables start after the picture's blank line.
    const tables = out.slice(out.indexOf(''));
    const row = (label: string): string[] => tables.find((l) => l.startsWith(label + ' '))!.split(/ {2,}/);
    expect(row('component')).toEqual(['component', 'raw', 'decoded']);
    expect(row('scheme')).toEqual(['scheme', 'foo']);
    expect(row('authority')).toEqual(['authority', 'example.com:8042']);
    expect(row('userinfo')).toEqual(['userinfo', '(absent)']);
    expect(row('host')).toEqual(['host', 'example.com', 'example.com']);
    expect(row('port')).toEqual(['port', '8042']);
    expect(row('path')).toEqual(['path', '/over/there', '/over/there']);
    expect(row('query')).toEqual(['query', 'name=ferret', 'name=ferret']);
    expect(row('fragment')).toEqual(['fragment', 'nose', 'nose']);
    expect(row('host kind')).toEqual(['host kind', 'reg-name']);
    expect(row('reference kind')).toEqual(['reference kind', 'URI, hierarchical, with a fragment']);
    expect(row('default port')[1]).toMatch(/^\(none known/);
    expect(row('normalized')).toEqual(['normalized', EXAMPLE]);
  });

  it('shows the decoded values beside the raw ones, the default port from the scheme registry, and the normal form', async () => {
    const r = await urikitAsync(['explain', 'HTTP://Example.com:80/%7Euser/caf%C3%A9?q=a%20b']);
    expect(r.status).toBe(0);
    const out = lines(r.stdout);
    const tables = out.slice(out.indexOf(''));
    const row = (label: string): string[] => tables.find((l) => l.startsWith(label + ' '))!.split(/ {2,}/);
    expect(row('path')).toEqual(['path', '/%7Euser/caf%C3%A9', '/~user/caf\u00e9']);
    expect(row('query')).toEqual(['query', 'q=a%20b', 'q=a b']);
    expect(row('default port')[1]).toBe('80 (the port given is the default: normalizing removes it)');
    expect(row('normalized')).toEqual(['normalized', 'http://example.com/~user/caf%C3%A9?q=a%20b']);
    expect(row('reference kind')).toEqual(['reference kind', 'URI, hierarchical, absolute (no fragment, \u00a74.3)']);
  });

  it('names the host kind and draws one-character components as |; several operands give several blocks', async () => {
    const r = await urikitAsync(['explain', 'a:b', 'http://[::1]:8080/', 'http://192.0.2.1/']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout).slice(0, 2)).toEqual(['a:b', '| |']);
    expect(r.stdout.match(/^host kind {2,}.*$/gm)).toEqual(['host kind       (no authority)', 'host kind       ipv6', 'host kind       ipv4']);
  });

  it('an invalid URI: the input, a caret under its index, the message with the code; exit 1', async () => {
    const cases: [string, number, string][] = [
      ['http://example.com/a b', 20, 'invalid-path-char'],
      ['http://a/%zz', 9, 'invalid-percent-encoding'],
      ['http://a:8x/', 10, 'invalid-port'],
      ['http://a/#a#b', 11, 'invalid-fragment-char'],
    ];
    const r = await urikitAsync(['explain', ...cases.map(([input]) => input)]);
    expect(r.status).toBe(1);
    const blocks = r.stdout.trimEnd().split('\n\n').map((b) => b.split('\n'));
    expect(blocks).toHaveLength(cases.length);
    cases.forEach(([input, index, code], i) => {
      const [shown, caret, message] = blocks[i]!;
      expect(shown).toBe(input);
      expect(caret).toBe(' '.repeat(index) + '^');
      expect(caretIndex(r.stdout, input)).toBe(index);
      expect(message).toMatch(new RegExp(`^error: .* at index ${index}: .*\\[${code}\\]$`));
    });
  });

  it('suggests --iri for a valid IRI, and reads it with --iri (with its URI form)', async () => {
    const iri = 'http://example.org/r\u00e9sum\u00e9';
    const r = await urikitAsync(['explain', iri]);
    expect(r.status).toBe(1);
    expect(caretIndex(r.stdout, iri)).toBe(20);
    expect(r.stdout).toContain('pass --iri');
    const ok = await urikitAsync(['explain', '--iri', iri]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^as URI {2,}http:\/\/example\.org\/r%C3%A9sum%C3%A9$/m);
  });

  it('--json: the components, decoded values, default port, normal form and the spans of the picture', async () => {
    const r = await urikitAsync(['explain', '--json', 'http://a:80/%41?']);
    expect(r.status).toBe(0);
    expect(ndjson(r.stdout)).toEqual([{
      line: 1, input: 'http://a:80/%41?', scheme: 'http', authority: 'a:80', host: 'a', hostKind: 'reg-name', port: '80',
      path: '/%41', query: '', referenceKind: 'uri', isOpaque: false, decoded: { host: 'a', path: '/A', query: '' },
      defaultPort: 80, normalized: 'http://a/A?',
      spans: [{ name: 'scheme', start: 0, end: 4 }, { name: 'authority', start: 7, end: 11 }, { name: 'path', start: 11, end: 15 },
        { name: 'query', start: 16, end: 16 }],
    }]);
  });
});

describe.concurrent('urikit parse', () => {
  it('prints the components as an aligned table, absent and empty told apart', async () => {
    const r = await urikitAsync(['parse', EXAMPLE, 'http://a/?']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe([
      `uri        ${EXAMPLE}`,
      'scheme     foo',
      'authority  example.com:8042',
      'userinfo   (absent)',
      'host       example.com  (reg-name)',
      'port       8042',
      'path       /over/there',
      'query      name=ferret',
      'fragment   nose',
      '',
      'uri        http://a/?',
      'scheme     http',
      'authority  a',
      'userinfo   (absent)',
      'host       a  (reg-name)',
      'port       (absent)',
      'path       /',
      'query      (empty)',
      'fragment   (absent)',
      '',
    ].join('\n'));
  });

  it('--json: one object per URI, absent components absent, empty ones ""', async () => {
    const r = await urikitAsync(['parse', '--json', 'http://a/?', 'http://a/', '//u@h:/p#', 'mailto:fred@example.com']);
    expect(r.status).toBe(0);
    expect(ndjson(r.stdout)).toEqual([
      { line: 1, input: 'http://a/?', scheme: 'http', authority: 'a', host: 'a', hostKind: 'reg-name', path: '/', query: '', referenceKind: 'uri' },
      { line: 2, input: 'http://a/', scheme: 'http', authority: 'a', host: 'a', hostKind: 'reg-name', path: '/', referenceKind: 'uri' },
      { line: 3, input: '//u@h:/p#', authority: 'u@h:', userinfo: 'u', host: 'h', hostKind: 'reg-name', port: '', path: '/p', fragment: '', referenceKind: 'network-path' },
      { line: 4, input: 'mailto:fred@example.com', scheme: 'mailto', path: 'fred@example.com', referenceKind: 'uri' },
    ]);
  });

  it('an invalid URI: the caret under its index and exit 1; --rule picks the rule', async () => {
    const r = await urikitAsync(['parse', 'http://a/', 'http://[::1']);
    expect(r.status).toBe(1);
    expect(caretIndex(r.stdout, 'http://[::1')).toBe(11);
    expect(r.stdout).toContain('[invalid-ip-literal]');
    const rule = await urikitAsync(['parse', '--rule', 'uri', '--json', '/a']);
    expect(rule.status).toBe(1);
    expect(ndjson(rule.stdout)[0]!['error']).toMatchObject({ code: 'missing-scheme', index: 0 });
  });
});

describe.concurrent('urikit validate', () => {
  it('valid and invalid inputs in aligned columns, a caret under each error, exit 1 when any is invalid', async () => {
    const r = await urikitAsync(['validate', 'http://a/', 'http://example.com/a b', 'x']);
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual([
      'valid    http://a/',
      'invalid  http://example.com/a b',
      '                             ^',
      '         error: a space at index 20: a path holds pchar (unreserved, sub-delims, ":", "@", percent-encodings) and "/" ' +
        '(RFC 3986 \u00a73.3); fix: write it as %20 [invalid-path-char]',
      'valid    x',
    ]);
    expect(caretIndex(r.stdout, 'http://example.com/a b')).toBe(20);
    expect(r.stderr).toBe('');
  });

  it('exit 0 when every input is valid', async () => {
    const r = await urikitAsync(['validate', EXAMPLE, 'urn:example:animal:ferret:nose', '../a?b#c', '']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout).every((l) => l.startsWith('valid '))).toBe(true);
  });

  it('the caret is under the index of the error, in the text and the --json output', async () => {
    const cases: [string, number][] = [
      ['http://a/b c/d', 10], ['http://a/%4', 9], ['http://a/?q=[1]', 12], ['http://a:80x/', 11], ['http://[v1.x/', 12],
      ['foo:/a#b#c', 8], ['http://h/\u00e9', 9],
    ];
    const inputs = cases.map(([input]) => input);
    const [text, json] = await Promise.all([urikitAsync(['validate', ...inputs]), urikitAsync(['validate', '--json', ...inputs])]);
    expect(text.status).toBe(1);
    const objects = ndjson(json.stdout);
    cases.forEach(([input, index], i) => {
      expect(caretIndex(text.stdout, input)).toBe(index);
      expect(objects[i]).toMatchObject({ line: i + 1, input, valid: false, error: { index } });
    });
    expect(text.stdout.match(/\^/g)).toHaveLength(cases.length);
  });

  it('--rule chooses the ABNF rule; --iri reads IRIs; --zone-id RFC 6874 zones', async () => {
    const valid = async (args: string[]): Promise<boolean[]> =>
      ndjson((await urikitAsync(['validate', '--json', ...args])).stdout).map((o) => o['valid'] as boolean);
    const results = await Promise.all([
      valid(['--rule', 'absolute-uri', 'http://a/#f', 'http://a/', '//a/']),
      valid(['--rule', 'relative-ref', 'http://a/', '//a/', 'a:b']),
      valid(['--rule', 'uri', '//a/', 'a:b', 'http://a/#f']),
      valid(['--rule', 'URI-reference', '//a/', 'a:b', 'http://a/#f']),
      valid(['http://h/\u00e9', 'http://[fe80::1%25eth0]/']),
      valid(['--iri', '--zone-id', 'http://h/\u00e9', 'http://[fe80::1%25eth0]/']),
    ]);
    expect(results).toEqual([
      [false, true, false],
      [false, true, false],
      [false, true, true],
      [true, true, true],
      [false, false],
      [true, true],
    ]);
  });

  it('--json: one object per input, the error with its code, index and message', async () => {
    const r = await urikitAsync(['validate', '--json', 'http://a/', 'http://a/%zz']);
    expect(r.status).toBe(1);
    const [ok, bad] = ndjson(r.stdout);
    expect(ok).toEqual({ line: 1, input: 'http://a/', valid: true });
    expect(bad).toMatchObject({ line: 2, input: 'http://a/%zz', valid: false, error: { code: 'invalid-percent-encoding', index: 9 } });
    expect((bad!['error'] as { message: string }).message).toContain('[invalid-percent-encoding]');
  });

  it('--fail-fast stops at the first invalid operand; --failures-only shows only the invalid ones', async () => {
    const strict = await urikitAsync(['validate', '--fail-fast', 'a', 'b c', 'd e']);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('b c');
    expect(strict.stdout).not.toContain('d e');
    const failures = await urikitAsync(['validate', '--failures-only', 'a', 'b c', 'd']);
    expect(failures.status).toBe(1);
    expect(lines(failures.stdout)[0]).toBe('invalid  b c');
    expect(failures.stdout).not.toMatch(/^valid/m);
  });

  it("an operand that starts with '-' goes after '--'", async () => {
    const r = await urikitAsync(['validate', '--', '-a', '--b']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout)).toEqual(['valid    -a', 'valid    --b']);
  });
});

describe.concurrent('urikit normalize', () => {
  it('writes the normal form of each URI, one a line', async () => {
    const r = await urikitAsync(['normalize', 'HTTP://Example.COM:80/a/./b/../%7euser', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'URN:EXAMPLE:a']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout)).toEqual(['http://example.com/a/~user', 'example://a/b/c/%7Bfoo%7D', 'urn:example:a']);
  });

  it('--level syntax leaves the default port; an invalid URI goes to standard error with its caret, exit 1', async () => {
    expect((await urikitAsync(['normalize', '--level', 'syntax', 'HTTP://a:80'])).stdout).toBe('http://a:80\n');
    const r = await urikitAsync(['normalize', 'http://a/', 'http://a/%zz']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('http://a/\n');
    expect(caretIndex(r.stderr, 'http://a/%zz')).toBe(9);
    expect(r.stderr).toContain('[invalid-percent-encoding]');
  });

  it('--json', async () => {
    expect(ndjson((await urikitAsync(['normalize', '--json', 'HTTP://a:80'])).stdout)).toEqual([{ line: 1, input: 'HTTP://a:80', normalized: 'http://a/' }]);
  });
});

describe.concurrent('urikit resolve and relativize', () => {
  const BASE = 'http://a/b/c/d;p?q'; // RFC 3986 §5.4

  it('resolve: §5.4.1 and §5.4.2 examples', async () => {
    const r = await urikitAsync(['resolve', BASE, 'g:h', '../g', '?y', 'g;x=1/../y', '', '../../../g', '/./g']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout)).toEqual(['g:h', 'http://a/b/g', 'http://a/b/c/d;p?y', 'http://a/b/c/y', 'http://a/b/c/d;p?q', 'http://a/g', 'http://a/g']);
  });

  it('resolve --same-scheme-relative ignores a scheme equal to the base\'s (§5.2.2\'s non-strict parser)', async () => {
    expect((await urikitAsync(['resolve', BASE, 'http:g'])).stdout).toBe('http:g\n');
    expect((await urikitAsync(['resolve', '--same-scheme-relative', BASE, 'http:g'])).stdout).toBe('http://a/b/c/g\n');
  });

  it('an invalid base stops before any reference, with its caret on standard error and exit 1', async () => {
    const r = await urikitAsync(['resolve', 'a/b', 'g']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('urikit resolve: the base is not valid');
    expect(r.stderr).toContain('[relative-base]');
    const bad = await urikitAsync(['resolve', 'http://a b/', 'g']);
    expect(bad.status).toBe(1);
    expect(caretIndex(bad.stderr, 'http://a b/')).toBe(8);
  });

  it('an invalid reference: its caret on standard error, the others resolved, exit 1', async () => {
    const r = await urikitAsync(['resolve', BASE, 'g', 'a b', 'h']);
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual(['http://a/b/c/g', 'http://a/b/c/h']);
    expect(caretIndex(r.stderr, 'a b')).toBe(1);
  });

  it('relativize: the shortest reference that resolves back', async () => {
    const r = await urikitAsync(['relativize', BASE, 'http://a/b/g', 'http://a/b/c/d;p?y', 'http://g/x', 'http://a/b/c/this:that']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout)).toEqual(['../g', '?y', '//g/x', './this:that']);
    const relative = await urikitAsync(['relativize', BASE, 'g']);
    expect(relative.status).toBe(1);
    expect(relative.stderr).toContain('[missing-scheme]');
  });

  it('--json names the base, the second URI and the result', async () => {
    expect(ndjson((await urikitAsync(['resolve', '--json', BASE, '../g'])).stdout)).toEqual([
      { line: 1, input: '../g', base: BASE, reference: '../g', resolved: 'http://a/b/g' },
    ]);
    expect(ndjson((await urikitAsync(['relativize', '--json', BASE, 'http://a/b/g'])).stdout)).toEqual([
      { line: 1, input: 'http://a/b/g', base: BASE, target: 'http://a/b/g', relative: '../g' },
    ]);
  });
});

describe.concurrent('urikit equal', () => {
  it('the exit status answers: 0 equivalent, 1 not', async () => {
    const same = await urikitAsync(['equal', 'http://example.com', 'HTTP://Example.COM:80/']);
    expect(same.status).toBe(0);
    expect(same.stdout).toBe('equal\n');
    const other = await urikitAsync(['equal', 'http://w3.org/bertram%2Fmarie', 'http://w3.org/bertram/marie']);
    expect(other.status).toBe(1);
    expect(lines(other.stdout)).toEqual(['different', 'key a  http://w3.org/bertram%2Fmarie', 'key b  http://w3.org/bertram/marie']);
  });

  it('--level picks the rung of the ladder; the scheme level knows urn and ldap (pairs on standard input)', async () => {
    const pairs = 'http://a/\tHTTP://a/\nhttp://a/\thttp://a:80/\nldap://h:389/\tldap://h/\nurn:example:a123,z456\tURN:EXAMPLE:a123,z456?+r\n';
    const equal = async (level: string): Promise<boolean[]> =>
      ndjson((await urikitAsync(['equal', '--json', '--level', level], { input: pairs })).stdout).map((o) => o['equal'] as boolean);
    expect(await Promise.all([equal('string'), equal('syntax'), equal('scheme')])).toEqual([
      [false, false, false, false],
      [true, false, false, false],
      [true, true, true, true],
    ]);
  });

  it('an invalid URI: its caret, exit 1; --json', async () => {
    const r = await urikitAsync(['equal', 'http://a/', 'http://a/ b']);
    expect(r.status).toBe(1);
    expect(caretIndex(r.stdout, 'http://a/ b')).toBe(9);
    expect(ndjson((await urikitAsync(['equal', '--json', 'http://a', 'http://a/'])).stdout)).toEqual([{ line: 1, a: 'http://a', b: 'http://a/', equal: true }]);
    const bad = await urikitAsync(['equal', 'http://a b', 'http://a/']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('urikit equal: the a is not valid');
  });
});

describe.concurrent('urikit encode and decode', () => {
  it('encode: each text for its component, UTF-8, upper-case hex', async () => {
    expect((await urikitAsync(['encode', '--component', 'segment', 'caf\u00e9 au lait/2'])).stdout).toBe('caf%C3%A9%20au%20lait%2F2\n');
    expect((await urikitAsync(['encode', '--component', 'path', 'caf\u00e9 au lait/2'])).stdout).toBe('caf%C3%A9%20au%20lait/2\n');
    expect((await urikitAsync(['encode', '--component', 'queryValue', 'a=b&c+d'])).stdout).toBe('a=b%26c%2Bd\n');
    expect((await urikitAsync(['encode', '--component', 'queryKey', 'a=b'])).stdout).toBe('a%3Db\n');
  });

  it('encode needs --component, from the list', async () => {
    const none = await urikitAsync(['encode', 'x']);
    expect(none.status).toBe(2);
    expect(lines(none.stderr)[0]).toBe('urikit encode: --component is required: one of userinfo, host, path, segment, query, queryKey, queryValue, fragment');
    expect((await urikitAsync(['encode', '--component', 'nope', 'x'])).status).toBe(2);
  });

  it('decode: UTF-8 text; a bad escape is an error with its caret under the %', async () => {
    expect((await urikitAsync(['decode', 'caf%C3%A9%20au%20lait'])).stdout).toBe('caf\u00e9 au lait\n');
    const r = await urikitAsync(['decode', 'ok', '100%', 'a%C3%28']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('ok\n');
    expect(caretIndex(r.stderr, '100%')).toBe(3);
    expect(caretIndex(r.stderr, 'a%C3%28')).toBe(1);
    expect(r.stderr).toContain('[invalid-percent-encoding]');
    expect(r.stderr).toContain('[invalid-utf8]');
  });

  it('decode --component first checks that the text is raw text of that component; --replace writes U+FFFD', async () => {
    const r = await urikitAsync(['decode', '--component', 'segment', 'a/b']);
    expect(r.status).toBe(1);
    expect(caretIndex(r.stderr, 'a/b')).toBe(1);
    expect(r.stderr).toContain('[invalid-path-char]');
    expect((await urikitAsync(['decode', '--component', 'path', 'a/b%20c'])).stdout).toBe('a/b c\n');
    expect((await urikitAsync(['decode', '--replace', '%C3%28'])).stdout).toBe('\ufffd(\n');
  });

  it('--json', async () => {
    expect(ndjson((await urikitAsync(['encode', '--json', '--component', 'segment', 'a b'])).stdout)).toEqual([{ line: 1, input: 'a b', encoded: 'a%20b' }]);
    expect(ndjson((await urikitAsync(['decode', '--json', 'a%20b'])).stdout)).toEqual([{ line: 1, input: 'a%20b', decoded: 'a b' }]);
  });
});

describe.concurrent('usage, --help, --version', () => {
  it('--version prints the version of package.json', async () => {
    const r = await urikitAsync(['--version']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${VERSION}\n`);
  });

  it('--help lists every command, the stdin formats and the exit statuses', async () => {
    const r = await urikitAsync(['--help']);
    expect(r.status).toBe(0);
    for (const name of COMMANDS) expect(r.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    expect(r.stdout).toContain('Exit status: 0');
    expect((await urikitAsync(['help'])).stdout).toBe(r.stdout);
  });

  it('each command --help: its usage, options, output formats and examples, exit 0', async () => {
    const runs = await Promise.all(COMMANDS.map((name) => urikitAsync([name, '--help'])));
    runs.forEach((r, i) => {
      const name = COMMANDS[i]!;
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout.startsWith(`usage: urikit ${name} `)).toBe(true);
      for (const section of ['Options:', 'Output:', 'Exit status:', 'Examples:']) expect(r.stdout).toContain(section);
      for (const option of ['--json', '--fail-fast', '--jobs', '--quiet', '--help', '--max-line-length', '--tsv']) expect(r.stdout).toContain(option);
      expect(r.stdout).toContain(`  $ urikit ${name} `);
    });
    const validate = runs[COMMANDS.indexOf('validate')]!.stdout;
    expect((await urikitAsync(['help', 'validate'])).stdout).toBe(validate);
    expect((await urikitAsync(['validate', '-h'])).stdout).toBe(validate);
  });

  it('an unknown command: a one-line error, the usage, exit 2', async () => {
    const r = await urikitAsync(['frobnicate', 'x']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    const err = lines(r.stderr);
    expect(err[0]).toBe("urikit: unknown command 'frobnicate'");
    expect(err[1]).toBe('usage: urikit <command> [options] [<operand>...]');
  });

  it('no command at all, or an unknown option before it: exit 2 with the usage', async () => {
    const none = await urikitAsync([]);
    expect(none.status).toBe(2);
    expect(lines(none.stderr)[0]).toBe('urikit: no command given');
    const option = await urikitAsync(['--frob']);
    expect(option.status).toBe(2);
    expect(lines(option.stderr)[0]).toBe("urikit: unknown option '--frob'");
  });

  it('each command with an unknown option: a one-line error, its usage, exit 2', async () => {
    const runs = await Promise.all(COMMANDS.map((name) => urikitAsync([name, '--frob', 'x'])));
    runs.forEach((r, i) => {
      const name = COMMANDS[i]!;
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      const err = lines(r.stderr);
      expect(err[0]).toBe(`urikit ${name}: unknown option '--frob' (an operand that starts with '-' goes after '--')`);
      expect(err[1]).toMatch(new RegExp(`^usage: urikit ${name} `));
      expect(err[err.length - 1]).toBe(`Run 'urikit ${name} --help' for more.`);
    });
  });

  it('bad option values and operands: a one-line usage error, exit 2', async () => {
    const cases: [string[], string][] = [
      [['validate', '--rule'], "urikit validate: Option '--rule <value>' argument missing"],
      [['validate', '--rule', 'iri', 'x'], "urikit validate: --rule takes one of URI-reference, URI, absolute-URI, relative-ref; got 'iri'"],
      [['validate', '--jobs', '0'], "urikit validate: --jobs takes a whole number from 1 to 256, got '0'"],
      [['validate', '--jobs', 'two'], "urikit validate: --jobs takes a whole number from 1 to 256, got 'two'"],
      [['normalize', '--level', 'string', 'x'], "urikit normalize: --level takes one of syntax, scheme; got 'string'"],
      [['validate', '--json=yes', 'x'], "urikit validate: Option '--json' does not take an argument"],
      [['validate', 'a', '-', 'b'], "urikit validate: '-' (standard input) cannot be mixed with operands"],
    ];
    const runs = await Promise.all(cases.map(([args]) => urikitAsync(args)));
    runs.forEach((r, i) => {
      expect(r.status).toBe(2);
      expect(lines(r.stderr)[0]).toBe(cases[i]![1]);
    });
  });
});

describe.concurrent('colour', () => {
  const ESC = '\x1b[';
  it('plain when piped; FORCE_COLOR turns it on; NO_COLOR wins over FORCE_COLOR', async () => {
    expect((await urikitAsync(['explain', EXAMPLE])).stdout).not.toContain(ESC);
    const forced = await urikitAsync(['explain', EXAMPLE], { env: { FORCE_COLOR: '1' } });
    expect(forced.stdout).toContain(`${ESC}36mfoo${ESC}39m`); // the scheme in cyan
    expect(forced.stdout.replace(/\x1b\[[0-9;]*m/g, '')).toBe((await urikitAsync(['explain', EXAMPLE])).stdout);
    expect((await urikitAsync(['explain', EXAMPLE], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stdout).not.toContain(ESC);
    expect((await urikitAsync(['explain', EXAMPLE], { env: { FORCE_COLOR: '0' } })).stdout).not.toContain(ESC);
    expect((await urikitAsync(['validate', 'a b'], { env: { FORCE_COLOR: '1' } })).stdout).toContain(`${ESC}31m`);
  });

  it('machine output (--json) never has colour', async () => {
    expect((await urikitAsync(['parse', '--json', EXAMPLE], { env: { FORCE_COLOR: '1' } })).stdout).not.toContain(ESC);
  });
});
