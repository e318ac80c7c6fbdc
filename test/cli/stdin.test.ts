/**
 * The urikit command on standard input: one result line per input line, TSV or NDJSON, in input
 * order, bad lines reported with their line numbers and counted, --fail-fast, --failures-only, the
 * summary on standard error, and --jobs 2 giving byte for byte what --jobs 1 gives.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN, repoRoot, urikitAsync } from '../helpers/cli.js';

/** The lines of an output, without the empty one after the final newline. */
function lines(text: string): string[] {
  const all = text.split('\n');
  if (all[all.length - 1] === '') all.pop();
  return all;
}

// Blank lines (empty, or a lone CR) are skipped but keep their numbers; a CRLF ending is one line end.
const MIXED = [
  'http://a/',                 // 1
  '',                          // 2 blank
  'http://example.com/a b',    // 3 invalid-path-char at 20
  'urn:isbn:0451450523\r',     // 4 (CRLF)
  '\r',                        // 5 blank
  'x\ty',                      // 6 invalid-path-char at 1: a tab, escaped in TSV
  'http://[::1',               // 7 invalid-ip-literal
].join('\n') + '\n';

describe.concurrent('urikit validate on standard input', () => {
  it('TSV: <line> valid <uri> or <line> invalid <code> <index> <input>; blank lines skipped; the summary on stderr; exit 1', async () => {
    const r = await urikitAsync(['validate'], { input: MIXED });
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual([
      '1\tvalid\thttp://a/',
      '3\tinvalid\tinvalid-path-char\t20\thttp://example.com/a b',
      '4\tvalid\turn:isbn:0451450523',
      '6\tinvalid\tinvalid-path-char\t1\tx\\ty',
      '7\tinvalid\tinvalid-ip-literal\t11\thttp://[::1',
    ]);
    expect(r.stderr).toMatch(
      /^urikit validate: 7 lines: 2 valid, 3 invalid \(invalid-path-char 2, invalid-ip-literal 1\), 2 blank; (\d+ ms|\d+\.\d\d s)(, [\d,]+ lines\/s)?\n$/,
    );
    // '-' reads standard input too
    expect((await urikitAsync(['validate', '-'], { input: MIXED })).stdout).toBe(r.stdout);
  });

  it('exit 0 when every line is valid; a last line without a newline counts; --quiet drops the summary', async () => {
    const r = await urikitAsync(['validate', '--quiet'], { input: 'http://a/\n../b\nmailto:x@y' });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(lines(r.stdout)).toEqual(['1\tvalid\thttp://a/', '2\tvalid\t../b', '3\tvalid\tmailto:x@y']);
    const empty = await urikitAsync(['validate'], { input: '' });
    expect(empty.status).toBe(0);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toMatch(/^urikit validate: 0 lines: 0 valid, 0 invalid; (\d+ ms|\d+\.\d\d s)(, [\d,]+ lines\/s)?\n$/);
  });

  it('--json: one object per non-blank line, in order, with its line number; errors with code, index and message', async () => {
    const r = await urikitAsync(['validate', '--json'], { input: MIXED });
    expect(r.status).toBe(1);
    const objects = lines(r.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(objects.map((o) => [o['line'], o['input'], o['valid']])).toEqual([
      [1, 'http://a/', true], [3, 'http://example.com/a b', false], [4, 'urn:isbn:0451450523', true], [6, 'x\ty', false], [7, 'http://[::1', false],
    ]);
    expect(objects[1]!['error']).toMatchObject({ code: 'invalid-path-char', index: 20 });
    expect((objects[1]!['error'] as { message: string }).message).toContain('at index 20');
  });

  it('--fail-fast stops at the first invalid line: the output ends with it, exit 1, the summary says where', async () => {
    const [one, two] = await Promise.all([urikitAsync(['validate', '--fail-fast'], { input: MIXED }), urikitAsync(['validate', '--fail-fast', '--jobs', '2'], { input: MIXED })]);
    expect(one.status).toBe(1);
    expect(lines(one.stdout)).toEqual(['1\tvalid\thttp://a/', '3\tinvalid\tinvalid-path-char\t20\thttp://example.com/a b']);
    expect(one.stderr).toContain('3 lines: 1 valid, 1 invalid (invalid-path-char 1), 1 blank; stopped at line 3 (--fail-fast)');
    expect(two.status).toBe(1);
    expect(two.stdout).toBe(one.stdout);
  });

  it('--failures-only writes only the invalid lines, still numbered', async () => {
    const r = await urikitAsync(['validate', '--failures-only'], { input: MIXED });
    expect(lines(r.stdout).map((l) => l.split('\t')[0])).toEqual(['3', '6', '7']);
  });

  it('bytes that are not UTF-8, NUL and controls are reported as lines, never as a crash', async () => {
    const r = await urikitAsync(['validate'], { input: 'http://a/\u0000\nhttp://a/\u001b[31m\nhttp://a/\udc80\n' });
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual([
      '1\tinvalid\tinvalid-path-char\t9\thttp://a/\\x00',
      '2\tinvalid\tinvalid-path-char\t9\thttp://a/\\x1B[31m',
      '3\tinvalid\tinvalid-path-char\t9\thttp://a/\ufffd', // a lone surrogate cannot be UTF-8: it arrives as U+FFFD
    ]);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a directory as standard input is an error (exit 2), not an empty input', () => {
    // Node reads a directory on fd 0 as an empty stream; the command says what it got instead.
    const fd = openSync(repoRoot, 'r');
    const r = spawnSync(process.execPath, [BIN, 'validate'], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8' });
    closeSync(fd);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('urikit validate: standard input is a directory; give a file, a pipe or URIs as operands\n');
  });
});

describe.concurrent('every command on standard input', () => {
  it('parse: TSV columns, absent components \\N', async () => {
    const r = await urikitAsync(['parse'], { input: 'foo://u@example.com:8042/over/there?name=ferret#nose\nhttp://a/?\na b\n' });
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual([
      '1\tok\tfoo\tu@example.com:8042\tu\texample.com\t8042\t/over/there\tname=ferret\tnose',
      '2\tok\thttp\ta\t\\N\ta\t\\N\t/\t\t\\N',
      '3\terror\tinvalid-path-char\t1\ta b',
    ]);
  });

  it('explain: one row per fact', async () => {
    const r = await urikitAsync(['explain'], { input: 'http://a:80/%7e\n' });
    expect(lines(r.stdout)).toEqual([
      '1\tscheme\thttp', '1\tauthority\ta:80', '1\thost\ta', '1\tport\t80', '1\tpath\t/%7e', '1\tdecoded-path\t/~',
      '1\thost-kind\treg-name', '1\treference-kind\turi', '1\topaque\tfalse', '1\tdefault-port\t80', '1\tnormalized\thttp://a/~',
    ]);
  });

  it('normalize, encode and decode with --tsv: <line> ok <result>; decoded text is escaped for TSV', async () => {
    const [normalize, encode, decode] = await Promise.all([
      urikitAsync(['normalize', '--tsv'], { input: 'HTTP://A:80\nhttp://a/%zz\n' }),
      urikitAsync(['encode', '--tsv', '--component', 'segment'], { input: 'a b/c\ncaf\u00e9\n' }),
      urikitAsync(['decode', '--tsv'], { input: 'a%09b%0Ac%5C\n100%\n' }),
    ]);
    expect(lines(normalize.stdout)).toEqual(['1\tok\thttp://a/', '2\terror\tinvalid-percent-encoding\t9\thttp://a/%zz']);
    expect(lines(encode.stdout)).toEqual(['1\tok\ta%20b%2Fc', '2\tok\tcaf%C3%A9']);
    expect(encode.status).toBe(0);
    expect(lines(decode.stdout)).toEqual(['1\tok\ta\\tb\\nc\\\\', '2\terror\tinvalid-percent-encoding\t3\t100%']);
    expect(decode.status).toBe(1);
  });

  it('resolve, relativize (--tsv) and equal: the first operand fixed and the others from stdin, or pairs <a><TAB><b> per line', async () => {
    const base = 'http://a/b/c/d;p?q';
    const [fixed, pairs, relativize, equal, noTab] = await Promise.all([
      urikitAsync(['resolve', '--tsv', base], { input: '../g\n\n?y\na b\n' }),
      urikitAsync(['resolve', '--tsv'], { input: `${base}\t../g\nhttp://x/y\tz\nrel\tz\n${base}\ta b\n` }),
      urikitAsync(['relativize', '--tsv', base], { input: 'http://a/b/g\nhttp://g/x\n' }),
      urikitAsync(['equal', 'http://example.com/'], { input: 'HTTP://EXAMPLE.com:80\nhttp://example.com/x\n' }),
      urikitAsync(['equal'], { input: 'http://a/ http://a/\n' }),
    ]);
    expect(lines(fixed.stdout)).toEqual(['1\tok\thttp://a/b/g', '3\tok\thttp://a/b/c/d;p?y', '4\terror\tinvalid-path-char\t1\ta b']);
    // In a pair line the index counts from the start of the line: the reference's space is at 20.
    expect(lines(pairs.stdout)).toEqual([
      '1\tok\thttp://a/b/g', '2\tok\thttp://x/z', '3\terror\trelative-base\t0\trel\\tz', '4\terror\tinvalid-path-char\t20\thttp://a/b/c/d;p?q\\ta b',
    ]);
    expect(lines(relativize.stdout)).toEqual(['1\tok\t../g', '2\tok\t//g/x']);
    expect(lines(equal.stdout)).toEqual(['1\tequal\thttp://example.com/\tHTTP://EXAMPLE.com:80', '2\tdifferent\thttp://example.com/\thttp://example.com/x']);
    expect(equal.status).toBe(1);
    expect(equal.stderr).toMatch(/^urikit equal: 2 lines: 1 equal, 1 different, 0 invalid;/);
    expect(lines(noTab.stdout)).toEqual(['1\terror\tinvalid-argument\t19\thttp://a/ http://a/']);
  });
});

describe.concurrent('--jobs', () => {
  /** Many lines, valid and not, blank, CRLF, non-ASCII, long: several batches' worth. */
  function mixedInput(n: number): string {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      switch (i % 9) {
        case 0: out.push(`http://example.com/${i}/a%20b?q=${i}#f`); break;
        case 1: out.push(`HTTP://Example.COM:80/./${i}/../x`); break;
        case 2: out.push(''); break;
        case 3: out.push(`http://example.com/${i} bad`); break;
        case 4: out.push(`urn:example:${i}\r`); break;
        case 5: out.push(`http://h/r\u00e9sum\u00e9/${i}`); break;
        case 6: out.push(`http://[::1]:${i}/${'x'.repeat(i % 500)}`); break;
        case 7: out.push(`%zz${i}`); break;
        default: out.push(`../${i}?a=b&c`); break;
      }
    }
    return out.join('\n') + '\n';
  }

  it('--jobs 2 writes byte for byte what --jobs 1 writes, with the same exit status and counts', async () => {
    const input = mixedInput(60_000); // about 3 MB: the workers start after the first MiB
    const runs = await Promise.all([
      urikitAsync(['validate', '--quiet'], { input }),
      urikitAsync(['validate', '--quiet', '--jobs', '2'], { input }),
      urikitAsync(['normalize', '--json'], { input }),
      urikitAsync(['normalize', '--json', '--jobs', '2'], { input }),
    ]);
    const [v1, v2, n1, n2] = runs;
    expect(lines(v1!.stdout)).toHaveLength(53_333); // 6,667 blank lines have no output
    expect(v2!.stdout).toBe(v1!.stdout);
    expect(v2!.status).toBe(1);
    expect(v1!.status).toBe(1);
    expect(n2!.stdout).toBe(n1!.stdout);
    expect(n2!.stderr.replace(/; .*/, '')).toBe(n1!.stderr.replace(/; .*/, '')); // the summary's counts, without the time
    expect(n1!.stderr).toMatch(/^urikit normalize: 60,000 lines: 33,333 normalized, 20,000 invalid \(invalid-path-char 13,334, invalid-percent-encoding 6,666\), 6,667 blank;/);
  });

  it('more workers than lines is fine', async () => {
    const r = await urikitAsync(['validate', '--jobs', '8'], { input: 'http://a/\nb c\n' });
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual(['1\tvalid\thttp://a/', '2\tinvalid\tinvalid-path-char\t1\tb c']);
  });
});
