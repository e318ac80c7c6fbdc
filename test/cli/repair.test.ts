/**
 * urikit repair: user input made a URI reference (the library's repair), on operands and on
 * standard input; what cannot be repaired without a guess is an error with its code and index.
 */
import { describe, expect, it } from 'vitest';
import { lines, ndjson, urikitAsync } from '../helpers/cli.js';

describe.concurrent('urikit repair', () => {
  it('encodes what each component does not allow, trims the ends, keeps a valid reference as it is', async () => {
    const r = await urikitAsync(['repair', 'my file.png', ' https://example.com/\u00e4?q=50% ', 'http://a/b?c']);
    expect(r.status).toBe(0);
    expect(lines(r.stdout)).toEqual(['my%20file.png', 'https://example.com/%C3%A4?q=50%25', 'http://a/b?c']);
  });

  it("refuses a '\\' before the query unless --backslashes says what it means", async () => {
    const [refused, slash, encoded, bad] = await Promise.all([
      urikitAsync(['repair', 'http://evil.example\\@good.example/']),
      urikitAsync(['repair', '--backslashes', 'slash', 'http://evil.example\\@good.example/']),
      urikitAsync(['repair', '--backslashes', 'encode', 'http://a/b\\c']),
      urikitAsync(['repair', '--backslashes', 'maybe', 'http://a/']),
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('[repair-backslash]');
    expect(slash.stdout).toBe('http://evil.example/@good.example/\n');
    expect(encoded.stdout).toBe('http://a/b%5Cc\n');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--backslashes takes refuse, slash or encode');
  });

  it('standard input: results only off a terminal; --tsv and --json say which lines failed', async () => {
    const input = 'a b\nhttp://a b/\n#/x y\n';
    const [plain, tsv, json] = await Promise.all([
      urikitAsync(['repair', '-q'], { input }),
      urikitAsync(['repair', '--tsv', '-q'], { input }),
      urikitAsync(['repair', '--json', '-q'], { input }),
    ]);
    expect(plain.stdout).toBe('a%20b\n#/x%20y\n');
    expect(plain.status).toBe(1);
    expect(lines(tsv.stdout)).toEqual(['1\tok\ta%20b', '2\terror\trepair-host\t8\thttp://a b/', '3\tok\t#/x%20y']);
    expect(ndjson(json.stdout).map((o) => o['uri'] ?? (o['error'] as { code: string }).code)).toEqual(['a%20b', 'repair-host', '#/x%20y']);
  });
});
