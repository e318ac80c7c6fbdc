/**
 * The command in pipelines (issue 17, item 5 and item 4): a reader that goes away (EPIPE) on every
 * write path; input bytes that are not UTF-8, reported as invalid-utf8 at their byte with \xHH in
 * the echo; --max-line-length; the renamed options (--fail-fast, --same-scheme-relative) and their
 * old names; "did you mean"; --plain, the results-only default off a terminal, --tsv.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, lines, ndjson, repoRoot, urikitAsync, urikitStream } from '../helpers/cli.js';

interface ByteRun {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs urikit with raw bytes on standard input (urikitAsync sends text, always UTF-8). */
function withBytes(args: readonly string[], input: Buffer): Promise<ByteRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => { stdout += c; });
    child.stderr.setEncoding('utf8').on('data', (c: string) => { stderr += c; });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
}

/**
 * Runs urikit with its standard output closed by the reader: at once (`| true`), or after the
 * first chunk (`| head -1`). The status and standard error come back.
 */
function closedReader(args: readonly string[], options: { input?: string | Buffer; after?: 'start' | 'first-chunk' } = {}): Promise<ByteRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (c: string) => { stderr += c; });
    if (options.after === 'first-chunk') child.stdout.once('data', () => child.stdout.destroy());
    else child.stdout.destroy();
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, signal, stdout: '', stderr }));
  });
}

describe.concurrent('a reader that goes away (EPIPE)', () => {
  const many = Array.from({ length: 20_000 }, (_, i) => `http://example.com/${i}`);

  it.each([
    ['operands', ['validate', 'http://a/', 'http://b/'], 0],
    ['operands with a failure', ['validate', 'http://a/', 'b c'], 1],
    ['many operands', ['normalize', ...many.slice(0, 2_000)], 0],
    ['--help', ['--help'], 0],
    ["a command's --help", ['validate', '--help'], 0],
    ['--version', ['--version'], 0],
    ['--json on operands', ['parse', '--json', 'http://a/'], 0],
  ] as const)('%s: no stack trace, the status of what was done', async (_, args, status) => {
    const r = await closedReader(args);
    expect(r.stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(r.status).toBe(status);
  });

  it('standard input: stops quietly after the reader has gone (`| head -1`), with or without --jobs', async () => {
    const input = many.join('\n').repeat(10) + '\n'; // about 5 MB: far more than a pipe holds
    const [one, two] = await Promise.all([
      closedReader(['validate', '--quiet'], { input, after: 'first-chunk' }),
      closedReader(['validate', '--quiet', '--jobs', '2'], { input, after: 'first-chunk' }),
    ]);
    for (const r of [one, two]) {
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
    }
  });
});

describe.concurrent('bytes that are not UTF-8', () => {
  // Each line: the bytes, the index of the first bad byte in the echo, the echo.
  const rows: [Buffer, number, string][] = [
    [Buffer.from('http://a/\xff', 'latin1'), 9, 'http://a/\\xFF'],                          // 0xFF is never UTF-8
    [Buffer.concat([Buffer.from('caf\u00e9'), Buffer.from([0xc3])]), 4, 'caf\u00e9\\xC3'],  // a sequence cut short
    [Buffer.from([0x5c, 0xe0, 0x80, 0x41]), 2, '\\\\\\xE0\\x80A'],                        // an overlong form (RFC 3629 §3); '\' escaped
    [Buffer.from([0x61, 0xed, 0xa0, 0x80]), 1, 'a\\xED\\xA0\\x80'],                        // a surrogate (U+D800) encoded
  ];
  const input = Buffer.concat([Buffer.from('http://ok/\n'), ...rows.flatMap(([b]) => [b, Buffer.from('\n')]), Buffer.from('http://ok/2\n')]);

  it('TSV: invalid-utf8 at the byte, the bytes shown as \\xHH, never U+FFFD; the other lines untouched', async () => {
    const r = await withBytes(['validate'], input);
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual([
      '1\tvalid\thttp://ok/',
      ...rows.map(([, index, echo], i) => `${i + 2}\tinvalid\tinvalid-utf8\t${index}\t${echo}`),
      `${rows.length + 2}\tvalid\thttp://ok/2`,
    ]);
    expect(r.stdout).not.toContain('\ufffd');
    expect(r.stderr).toMatch(/6 lines: 2 valid, 4 invalid \(invalid-utf8 4\)/);
  });

  it('--json: the echo as input, the code, index and a message naming the byte; --jobs 2 gives the same', async () => {
    const [r, jobs] = await Promise.all([withBytes(['validate', '--json'], input), withBytes(['validate', '--json', '--jobs', '2'], input)]);
    const objects = ndjson(r.stdout);
    expect(objects[1]).toMatchObject({ line: 2, input: 'http://a/\\xFF', valid: false, error: { code: 'invalid-utf8', index: 9 } });
    expect((objects[1]!['error'] as { message: string }).message).toContain('the byte 0xFF (byte 9 of the line)');
    expect(jobs.stdout).toBe(r.stdout);
  });

  it('every command refuses the line the same way, in its own format', async () => {
    const bad = Buffer.from('http://a/\xff\n', 'latin1');
    const [parse, audit, normalize] = await Promise.all([
      withBytes(['parse'], bad), withBytes(['audit'], bad), withBytes(['normalize', '--tsv'], bad),
    ]);
    for (const r of [parse, audit, normalize]) {
      expect(lines(r.stdout)).toEqual(['1\terror\tinvalid-utf8\t9\thttp://a/\\xFF']);
      expect(r.status).toBe(1);
    }
  });
});

describe.concurrent('--max-line-length', () => {
  const long = 'http://example.com/' + 'x'.repeat(5_000);

  it('a longer line is line-too-long at the bound, its beginning shown; the run goes on', async () => {
    const r = await urikitAsync(['validate', '--max-line-length', '1K'], { input: `http://a/\n${long}\nhttp://b/\n` });
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual([
      '1\tvalid\thttp://a/',
      `2\tinvalid\tline-too-long\t1024\t${long.slice(0, 64)}...`,
      '3\tvalid\thttp://b/',
    ]);
    const json = ndjson((await urikitAsync(['validate', '--json', '--max-line-length', '1024'], { input: long })).stdout);
    expect(json[0]).toMatchObject({ line: 1, valid: false, error: { code: 'line-too-long', index: 1024 } });
    expect((json[0]!['error'] as { message: string }).message).toContain('the line is 5,019 bytes long, more than --max-line-length 1,024');
  });

  it('a line of exactly the bound passes (its CRLF not counted); one byte more does not', async () => {
    const exact = 'http://a/' + 'x'.repeat(91); // 100 bytes
    const r = await urikitAsync(['validate', '--quiet', '--max-line-length', '100'], { input: `${exact}\r\n${exact}y\n` });
    expect(lines(r.stdout).map((l) => l.split('\t').slice(0, 3).join(' '))).toEqual(['1 valid ' + exact, '2 invalid line-too-long']);
  });

  it('--jobs 2 (workers started: more than 1 MiB) reports a long line and bad bytes in place, as --jobs 1 does', async () => {
    const many = Array.from({ length: 40_000 }, (_, i) => `HTTP://Example.COM/${i}/${'p'.repeat(20)}`).join('\n');
    const input = Buffer.concat([Buffer.from(`${many}\n${long}\nb c\n`), Buffer.from([0xff, 0x0a]), Buffer.from(`${many}\n`)]);
    const [one, two] = await Promise.all([
      withBytes(['normalize', '--tsv', '--max-line-length', '1K'], input), withBytes(['normalize', '--tsv', '--max-line-length', '1K', '--jobs', '2'], input),
    ]);
    expect(one.status).toBe(1);
    const out = lines(one.stdout);
    expect(out).toHaveLength(80_003);
    expect(out.slice(40_000, 40_003).map((l) => l.split('\t').slice(0, 3).join(' '))).toEqual([
      '40001 error line-too-long', '40002 error invalid-path-char', '40003 error invalid-utf8',
    ]);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stderr.replace(/; \d.*/, '')).toBe(one.stderr.replace(/; \d.*/, ''));
  });

  it('bad values are usage errors (exit 2)', async () => {
    for (const value of ['0', '-1', '2T', 'lots', '2G']) {
      const r = await urikitAsync(['validate', `--max-line-length=${value}`, 'x']);
      expect(r.status, value).toBe(2);
      expect(r.stderr).toContain('--max-line-length takes a number of bytes from 1 to 1G');
    }
  });

  it('a 50 MiB line is refused in bounded memory (default bound, 2 MiB)', async () => {
    const preload = fileURLToPath(new URL('./fixtures/max-rss.cjs', import.meta.url));
    function* input(): Generator<string> {
      yield 'http://a/\nhttp://example.com/';
      const block = 'x'.repeat(1 << 20);
      for (let i = 0; i < 50; i++) yield block;
      yield '\nhttp://b/\n';
    }
    const r = await urikitStream(['validate'], input(), { nodeArgs: ['--require', preload] });
    expect(r.status).toBe(1);
    expect(r.lines).toBe(3);
    expect(r.last).toBe('3\tvalid\thttp://b/');
    expect(r.stderr).toMatch(/3 lines: 2 valid, 1 invalid \(line-too-long 1\)/);
    const kb = Number(/^max-rss-kb (\d+)$/m.exec(r.stderr)?.[1]);
    console.log(`a 50 MiB line: maxRSS ${(kb / 1024).toFixed(1)} MB`);
    expect(kb / 1024).toBeLessThan(150); // keeping the line would take 300 MB and more
  });
});

describe.concurrent('renamed options and mistyped names', () => {
  it('--fail-fast stops at the first failure; --strict, its old name, still works with a note', async () => {
    const input = 'http://a/\nb c\nd\n';
    const [now, old] = await Promise.all([urikitAsync(['validate', '--fail-fast', '-q'], { input }), urikitAsync(['validate', '--strict', '-q'], { input })]);
    expect(lines(now.stdout)).toEqual(['1\tvalid\thttp://a/', '2\tinvalid\tinvalid-path-char\t1\tb c']);
    expect(now.stderr).toBe('');
    expect(old.stdout).toBe(now.stdout);
    expect(old.stderr).toBe('urikit validate: note: --strict is the old name of --fail-fast, which does the same: the old name will go in a later version\n');
  });

  it('--same-scheme-relative is §5.2.2\'s non-strict parser; --non-strict, its old name, still works with a note', async () => {
    const base = 'http://a/b/c/d;p?q';
    const [now, old] = await Promise.all([
      urikitAsync(['resolve', '--same-scheme-relative', base, 'http:g']), urikitAsync(['resolve', '--non-strict', base, 'http:g']),
    ]);
    expect(now.stdout).toBe('http://a/b/c/g\n');
    expect(old.stdout).toBe(now.stdout);
    expect(old.stderr).toContain('--non-strict is the old name of --same-scheme-relative');
    const help = (await urikitAsync(['resolve', '--help'])).stdout;
    expect(help).toContain('--same-scheme-relative');
    expect(help).not.toMatch(/opposite/);
  });

  it('a mistyped command or option names the nearest one', async () => {
    const cases: [string[], string][] = [
      [['valdate', 'x'], "urikit: unknown command 'valdate' (did you mean 'validate'?)"],
      [['normalise', 'x'], "urikit: unknown command 'normalise' (did you mean 'normalize'?)"],
      [['rel', 'x'], "urikit: unknown command 'rel' (did you mean 'relativize'?)"],
      [['validate', '--jsn', 'x'], "urikit validate: unknown option '--jsn' (did you mean --json?)"],
      [['resolve', '--same-scheme', 'http://a/', 'g'], "urikit resolve: unknown option '--same-scheme' (did you mean --same-scheme-relative?)"],
    ];
    const runs = await Promise.all(cases.map(([args]) => urikitAsync(args)));
    runs.forEach((r, i) => {
      expect(r.status).toBe(2);
      expect(r.stderr.split('\n')[0]).toContain(cases[i]![1]);
    });
    const far = await urikitAsync(['zzzzzz']);
    expect(far.stderr.split('\n')[0]).toBe("urikit: unknown command 'zzzzzz'");
  });
});

describe.concurrent('output for pipelines', () => {
  it('off a terminal, a command whose output is the result writes results only; failures on stderr, one line each', async () => {
    const r = await urikitAsync(['normalize'], { input: 'HTTP://A:80\nhttp://a/%zz\n\nhttp://B/./c\n' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('http://a/\nhttp://b/c\n');
    expect(lines(r.stderr)[0]).toMatch(/^urikit normalize: line 2: http:\/\/a\/%zz: '%' at index 9: .*\[invalid-percent-encoding\]$/);
    expect(lines(r.stderr)[1]).toMatch(/^urikit normalize: 4 lines: 2 normalized, 1 invalid/);
  });

  it('encode and decode: results as they are (the operand display\'s form), the same with --jobs 2', async () => {
    const [encode, decode, jobs] = await Promise.all([
      urikitAsync(['encode', '--component', 'segment', '-q'], { input: 'a b\ncaf\u00e9\n' }),
      urikitAsync(['decode', '-q'], { input: 'a%20b\nc%5Cd\n' }),
      urikitAsync(['decode', '-q', '--jobs', '2'], { input: 'a%20b\nc%5Cd\n' }),
    ]);
    expect(encode.stdout).toBe('a%20b\ncaf%C3%A9\n');
    expect(decode.stdout).toBe('a b\nc\\d\n');
    expect(jobs.stdout).toBe(decode.stdout);
  });

  it('resolve and relativize: results only', async () => {
    const [resolve, relativize] = await Promise.all([
      urikitAsync(['resolve', '-q', 'http://a/b/c/d;p?q'], { input: '../g\n?y\n' }),
      urikitAsync(['relativize', '-q', 'http://a/b/c/d;p?q'], { input: 'http://a/b/g\n' }),
    ]);
    expect(resolve.stdout).toBe('http://a/b/g\nhttp://a/b/c/d;p?y\n');
    expect(relativize.stdout).toBe('../g\n');
  });

  it('--tsv keeps the numbered lines; --json too; reporting commands keep TSV by default', async () => {
    const input = 'HTTP://A:80\na b\n';
    const [tsv, json, validate] = await Promise.all([
      urikitAsync(['normalize', '--tsv', '-q'], { input }), urikitAsync(['normalize', '--json', '-q'], { input }), urikitAsync(['validate', '-q'], { input }),
    ]);
    expect(lines(tsv.stdout)).toEqual(['1\tok\thttp://a/', '2\terror\tinvalid-path-char\t1\ta b']);
    expect(ndjson(json.stdout).map((o) => o['line'])).toEqual([1, 2]);
    expect(lines(validate.stdout)[0]).toBe('1\tvalid\tHTTP://A:80');
  });

  it('validate --plain is a filter: the valid inputs on stdout, the invalid on stderr; operands too', async () => {
    const [stdin, operands] = await Promise.all([
      urikitAsync(['validate', '--plain', '-q'], { input: 'http://a/\nb c\nd\n' }),
      urikitAsync(['validate', '--plain', 'http://a/', 'b c']),
    ]);
    expect(stdin.stdout).toBe('http://a/\nd\n');
    expect(stdin.stderr).toMatch(/^urikit validate: line 2: b c: a space at index 1: .*\[invalid-path-char\]\n$/);
    expect(stdin.status).toBe(1);
    expect(operands.stdout).toBe('http://a/\n');
    expect(operands.stderr).toMatch(/^urikit validate: line 2: b c: /);
  });

  it('--plain where it means nothing, or beside --json or --tsv, is a usage error', async () => {
    const [parse, both, jsonTsv] = await Promise.all([
      urikitAsync(['parse', '--plain', 'http://a/']), urikitAsync(['normalize', '--plain', '--json', 'x']), urikitAsync(['normalize', '--tsv', '--json', 'x']),
    ]);
    expect(parse.status).toBe(2);
    expect(parse.stderr).toContain("unknown option '--plain'");
    expect(both.status).toBe(2);
    expect(both.stderr).toContain('--plain cannot go with --json');
    expect(jsonTsv.stderr).toContain('--json cannot go with --tsv');
  });
});
