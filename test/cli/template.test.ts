/**
 * urikit template, spawned as a user runs it: RFC 6570 expansion from name=value operands, JSON
 * operands and JSON lines on standard input; --match on operands and standard input; the caret
 * under an invalid template; the output formats and exit statuses.
 */
import { describe, expect, it } from 'vitest';
import { caretIndex, lines, ndjson, urikitAsync } from '../helpers/cli.js';

describe.concurrent('urikit template', () => {
  it("expands the issue's example: name=value, a list as a,b (RFC 6570 §3.2.8)", async () => {
    const r = await urikitAsync(['template', 'https://api.example.com/users/{id}{?fields*}', 'id=42', 'fields=a,b']);
    expect(r).toEqual({ status: 0, stdout: 'https://api.example.com/users/42?fields=a&fields=b\n', stderr: '' });
  });

  it('takes JSON objects of variables (lists, associative arrays, commas in values) and adds a repeated name to its list', async () => {
    const r = await urikitAsync(['template', '{/path*}{?q}{&keys*}', '{"path":["a b","c"],"q":"x,y"}', '{"keys":{"semi":";"}}']);
    expect(r.stdout).toBe('/a%20b/c?q=x%2Cy&semi=%3B\n');
    const again = await urikitAsync(['template', '{?f*}', 'f=a', 'f=b,c', 'g=']);
    expect(again.stdout).toBe('?f=a&f=b&f=c\n');
  });

  it('refuses an invalid template with its caret and code (exit 1), before reading anything', async () => {
    const r = await urikitAsync(['template', '/users/{id:0}', 'id=1']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(caretIndex(r.stderr, '/users/{id:0}')).toBe(11);
    expect(r.stderr).toContain('[template-invalid-prefix]');
  });

  it('says which variable has a value the template cannot take', async () => {
    const r = await urikitAsync(['template', '{x:2}', '{"x":["a"]}']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('"x"');
    expect(r.stderr).toContain('[template-prefix-composite]');
  });

  it('refuses an operand that is not a variable, and a missing template (exit 2)', async () => {
    const r = await urikitAsync(['template', '/u/{id}', 'id']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("'id' is not a variable");
    expect((await urikitAsync(['template'])).status).toBe(2);
    expect((await urikitAsync(['template', '{a}', '{"a":'])).status).toBe(2);
  });

  it('expands each JSON line of standard input (TSV, NDJSON), an error per bad line', async () => {
    const input = '{"id":1}\n[1]\n{"id":{"a":{}}}\n{"id":"caf\\u00e9"}\n';
    const tsv = await urikitAsync(['template', '--tsv', '/users/{id}'], { input });
    expect(tsv.status).toBe(1);
    const rows = lines(tsv.stdout).map((l) => l.split('\t'));
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['1', 'ok', '/users/1'], ['2', 'error', 'invalid-argument'], ['3', 'error', 'template-invalid-value'], ['4', 'ok', '/users/caf%C3%A9'],
    ]);
    const json = ndjson((await urikitAsync(['template', '--json', '/users/{id}'], { input })).stdout);
    expect(json[0]).toEqual({ line: 1, input: '{"id":1}', uri: '/users/1' });
    expect((json[2]!['error'] as { code: string }).code).toBe('template-invalid-value');
  });

  it('--match reads URIs back into variables; a URI that does not match fails the run', async () => {
    const r = await urikitAsync(['template', '--match', '/users/{id}{?fields}', '/users/42?fields=a,b', '/teams/1']);
    expect(r.status).toBe(1);
    expect(lines(r.stdout)).toEqual(['{"id":"42","fields":["a","b"]}', 'no match']);
    const ok = await urikitAsync(['template', '--match', '{/path*}', '/a%20b/c']);
    expect(ok).toEqual({ status: 0, stdout: '{"path":["a b","c"]}\n', stderr: '' });
  });

  it('--match on standard input: TSV and NDJSON', async () => {
    const input = '/users/1\n/x\n';
    const tsv = await urikitAsync(['template', '--match', '--tsv', '/users/{id}'], { input });
    expect(tsv.status).toBe(1);
    expect(lines(tsv.stdout)).toEqual(['1\tmatch\t{"id":"1"}', '2\tno-match\t/x']);
    const json = ndjson((await urikitAsync(['template', '--match', '--json', '/users/{id}'], { input })).stdout);
    expect(json).toEqual([{ line: 1, input: '/users/1', variables: { id: '1' } }, { line: 2, input: '/x', variables: null }]);
  });

  it('has --help with its usage and examples', async () => {
    const r = await urikitAsync(['template', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('usage: urikit template');
    expect(r.stdout).toContain('--match');
    expect(r.stdout).toContain("$ urikit template 'https://api.example.com/users/{id}{?fields*}' id=42 fields=a,b");
  });
});
