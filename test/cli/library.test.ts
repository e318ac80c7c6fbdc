/**
 * The commands that bring the rest of the library to the shell (issue 17, items 1 and 2): extract,
 * redact, view, steps, get and set, each on operands and on standard input, text, TSV and JSON.
 * The expected values come from the RFCs' own examples where there is one (cited), and otherwise
 * from what the library's functions document.
 */
import { describe, expect, it } from 'vitest';
import { lines, ndjson, urikitAsync } from '../helpers/cli.js';

describe.concurrent('urikit extract', () => {
  it("finds URIs in prose, punctuation and an unbalanced ')' left out (the `grep -oE` trap)", async () => {
    const text = 'see https://x.org/p_(q)), or <http://a/b c> and www.w3.org.';
    const r = await urikitAsync(['extract', text]);
    expect(r.status).toBe(0);
    // Appendix C: white space inside <...> is removed; ')' kept only when it closes one in the URI
    expect(lines(r.stdout)).toEqual(['5   none   https://x.org/p_(q)', '31  angle  http://a/bc']);
  });

  it('--bare finds suffix references (§4.5), marked guessed, with their completion', async () => {
    const r = await urikitAsync(['extract', '--bare', '--tsv', 'go to www.w3.org/Addressing/ now']);
    expect(lines(r.stdout)).toEqual(['1\tguessed\t7\tnone\twww.w3.org/Addressing/\thttp://www.w3.org/Addressing/']);
  });

  it('standard input: the URIs only off a terminal; --json with line, column, span, delimiter', async () => {
    const input = 'first <URL:http://a/b> line\nno uri here\n  "http://c/d" and http://e/\n';
    const [plain, json] = await Promise.all([urikitAsync(['extract', '-q'], { input }), urikitAsync(['extract', '--json', '-q'], { input })]);
    expect(plain.stdout).toBe('http://a/b\nhttp://c/d\nhttp://e/\n');
    expect(ndjson(json.stdout).map((o) => [o['line'], o['column'], o['start'], o['end'], o['delimiter'], o['uri']])).toEqual([
      [1, 12, 11, 21, 'url-angle', 'http://a/b'], [3, 4, 3, 13, 'quote', 'http://c/d'], [3, 20, 19, 28, 'none', 'http://e/'],
    ]);
    expect(plain.status).toBe(0);
  });
});

describe.concurrent('urikit redact', () => {
  it('masks the password and the named query values (RFC 3986 §7.5); a URI without secrets is unchanged', async () => {
    const [one, keys] = await Promise.all([
      urikitAsync(['redact', 'https://user:secret@example.com/', 'https://example.com/']),
      urikitAsync(['redact', '--keys', 'token,sig', 'https://h/cb?token=abc&x=1&sig=f00']),
    ]);
    expect(one.stdout).toBe('https://user:****@example.com/\nhttps://example.com/\n');
    expect(keys.stdout).toBe('https://h/cb?token=****&x=1&sig=****\n');
  });

  it('standard input, --tsv and --json; an invalid URI is an error (exit 1); an empty key a usage error', async () => {
    const input = 'ftp://a:b@h/\nnot a uri\n';
    const [tsv, json, empty] = await Promise.all([
      urikitAsync(['redact', '--tsv', '-q'], { input }), urikitAsync(['redact', '--json', '-q'], { input }), urikitAsync(['redact', '--keys', 'a,,b', 'x']),
    ]);
    expect(lines(tsv.stdout)).toEqual(['1\tok\tftp://a:****@h/', '2\terror\tinvalid-path-char\t3\tnot a uri']);
    expect(tsv.status).toBe(1);
    expect(ndjson(json.stdout)[0]).toEqual({ line: 1, input: 'ftp://a:b@h/', redacted: 'ftp://a:****@h/' });
    expect(empty.status).toBe(2);
  });
});

describe.concurrent('urikit view', () => {
  it("ldap's dn, attributes, scope, filter and extensions (RFC 4516 §4's example)", async () => {
    const r = await urikitAsync(['view', 'ldap://[2001:db8::7]/c=GB?objectClass?one']);
    expect(r.status).toBe(0);
    const rows = Object.fromEntries(lines(r.stdout).map((l) => l.split(/ {2,}/) as [string, string]));
    expect(rows).toEqual({
      scheme: 'ldap', host: '2001:db8::7', port: '389', dn: 'c=GB', attributes: 'objectClass', scope: 'one', filter: '(objectClass=*)', extensions: '(none)',
    });
  });

  it("mailto's addresses and headers (RFC 6068) in JSON; TSV rows; an unknown scheme or a broken rule is an error", async () => {
    const [json, tsv, bad] = await Promise.all([
      urikitAsync(['view', '--json', 'mailto:a@example.org?subject=hi']),
      urikitAsync(['view', '--tsv'], { input: 'urn:isbn:0451450523\nfoo:x\n' }),
      urikitAsync(['view', 'ldap://h/?a?wrong']),
    ]);
    expect(ndjson(json.stdout)).toEqual([{ line: 1, input: 'mailto:a@example.org?subject=hi', view: { scheme: 'mailto', to: ['a@example.org'], headers: [['subject', 'hi']] } }]);
    expect(lines(tsv.stdout)).toEqual(['1\tscheme\turn', '1\tnid\tisbn', '1\tnss\t0451450523', '2\terror\tunknown-scheme\t0\tfoo:x']);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/\[ldap-invalid-scope\]/);
  });
});

describe.concurrent('urikit steps', () => {
  it('each step that changes something, in order, then the normal form (RFC 3986 §6.2.2-6.2.3)', async () => {
    const [show, tsv, normal] = await Promise.all([
      urikitAsync(['steps', 'HTTP://Example.COM:80/a/./b/../%7euser']),
      urikitAsync(['steps', '--tsv'], { input: 'HTTP://A:80/\n' }),
      urikitAsync(['steps', '--json', 'http://a/']),
    ]);
    expect(lines(show.stdout).map((l) => l.split(/ {2,}/)[0])).toEqual([
      'lowercase-scheme', 'decode-unreserved', 'lowercase-host', 'remove-dot-segments', 'remove-default-port', 'normalized',
    ]);
    expect(lines(show.stdout).at(-1)).toBe('normalized  http://example.com/a/~user');
    expect(lines(tsv.stdout)).toEqual([
      '1\tlowercase-scheme\tscheme\tHTTP\thttp', '1\tlowercase-host\thost\tA\ta', '1\tremove-default-port\tport\t80\t\\N', '1\tnormalized\thttp://a/',
    ]);
    expect(ndjson(normal.stdout)).toEqual([{ line: 1, input: 'http://a/', steps: [], normalized: 'http://a/' }]);
  });
});

describe.concurrent('urikit get', () => {
  const URI = 'https://user@example.com:8080/a/b?q=caf%C3%A9+au+lait&page=2#top';

  it('a component raw, --decode, a query value decoded (form mode for https), a template', async () => {
    const runs = await Promise.all([
      urikitAsync(['get', 'host', URI]), urikitAsync(['get', 'query', URI]), urikitAsync(['get', '--decode', 'query', URI]),
      urikitAsync(['get', 'query:q', URI]), urikitAsync(['get', '{scheme}://{host}{path}', URI]),
      urikitAsync(['get', 'query:q', 'mailto:a@b?q=a+b']), urikitAsync(['get', 'authority', URI]),
    ]);
    expect(runs.map((r) => r.stdout)).toEqual([
      'example.com\n', 'q=caf%C3%A9+au+lait&page=2\n', 'q=caf\u00e9+au+lait&page=2\n', 'caf\u00e9 au lait\n', 'https://example.com/a/b\n',
      'a+b\n', // not a form scheme: '+' is a plus sign
      'user@example.com:8080\n',
    ]);
  });

  it('absent: an empty line (plain), \\N (TSV), null (JSON); a bad URI fails the line', async () => {
    const input = 'http://a/\nhttp://a:81/\nb c\n';
    const [plain, tsv, json] = await Promise.all([
      urikitAsync(['get', 'port', '-q'], { input }), urikitAsync(['get', 'port', '--tsv', '-q'], { input }), urikitAsync(['get', 'port', '--json', '-q'], { input }),
    ]);
    expect(plain.stdout).toBe('\n81\n');
    expect(plain.status).toBe(1);
    expect(lines(tsv.stdout)).toEqual(['1\tok\t\\N', '2\tok\t81', '3\terror\tinvalid-path-char\t1\tb c']);
    expect(ndjson(json.stdout).map((o) => o['value'])).toEqual([null, '81', undefined]);
  });

  it('a field that is not one, or a template brace left open, is a usage error', async () => {
    const [nope, open, none] = await Promise.all([urikitAsync(['get', 'nope', 'x']), urikitAsync(['get', '{host', 'x']), urikitAsync(['get'])]);
    expect([nope.status, open.status, none.status]).toEqual([2, 2, 2]);
    expect(nope.stderr).toContain("'nope' is not a component");
    expect(open.stderr).toContain("a '{' without its '}'");
  });
});

describe.concurrent('urikit set', () => {
  it('components, query parameters, --append, --delete, --sort-query', async () => {
    const runs = await Promise.all([
      urikitAsync(['set', 'host=example.org', 'http://localhost:8080/a?b']),
      urikitAsync(['set', 'query:page=2', '--append', 'path=caf\u00e9', 'https://example.com/list?page=1&q=x&page=3']),
      urikitAsync(['set', '--delete', 'query:utm_*', '--delete', 'fragment', '--sort-query', 'https://a/?utm_source=x&b=2&a=1&utm_medium=y#top']),
      urikitAsync(['set', '--append', 'query=k=a b', 'mailto:a@b']),
      urikitAsync(['set', '--append', 'query=k=a b', 'https://h/?x=%7E']),
      urikitAsync(['set', '--delete', 'query', 'https://h/?x#f']),
      urikitAsync(['set', '--delete', 'query:*', 'https://h/?x=1']),
    ]);
    expect(runs.map((r) => r.stdout)).toEqual([
      'http://example.org:8080/a?b\n',
      'https://example.com/list/caf%C3%A9?page=2&q=x\n',
      'https://a/?a=1&b=2\n',
      'mailto:a@b?k=a%20b\n',
      'https://h/?x=%7E&k=a+b\n', // form mode for https; the untouched pair keeps its text
      'https://h/#f\n',
      'https://h/\n',
    ]);
  });

  it('a value that would make an invalid URI is an error naming the component, never repaired', async () => {
    const [space, rule, stdin] = await Promise.all([
      urikitAsync(['set', 'host=a b', 'http://x/']),
      urikitAsync(['set', 'host=h', 'a/b']), // §3.3: with an authority the path must start with '/'
      urikitAsync(['set', 'host=a b', '--json', '-q'], { input: 'http://x/\n' }),
    ]);
    expect(space.status).toBe(1);
    expect(space.stdout).toBe('');
    expect(space.stderr).toContain("in the new host 'a b'");
    expect(space.stderr).toContain('[invalid-host-char]');
    expect(rule.status).toBe(1);
    expect(rule.stderr).toContain('[path-not-absolute]');
    expect(ndjson(stdin.stdout)[0]).toMatchObject({ line: 1, error: { code: 'invalid-host-char', index: 1 } });
  });

  it('nothing to change, or a bad --append / --delete, is a usage error', async () => {
    const runs = await Promise.all([
      urikitAsync(['set', 'http://x/']), urikitAsync(['set', '--append', 'host=x', 'http://x/']), urikitAsync(['set', '--delete', 'nope', 'http://x/']),
    ]);
    expect(runs.map((r) => r.status)).toEqual([2, 2, 2]);
    expect(runs[0]!.stderr).toContain('nothing to change');
  });
});

describe.concurrent('urikit idna, iri, path, guess', () => {
  it('idna: UTS #46 ToASCII and ToUnicode (IdnaTestV2: b\u00fccher <-> xn--bcher-kva); a refused name names its rule', async () => {
    const [ascii, unicode, bad, none] = await Promise.all([
      urikitAsync(['idna', 'to-ascii', 'b\u00fccher.example', 'EXAMPLE.com']),
      urikitAsync(['idna', 'to-unicode', 'xn--bcher-kva.example']),
      urikitAsync(['idna', 'to-ascii', '--tsv', '-q'], { input: 'ab--c.example\n' }),
      urikitAsync(['idna', 'b\u00fccher.example']),
    ]);
    expect(ascii.stdout).toBe('xn--bcher-kva.example\nexample.com\n');
    expect(unicode.stdout).toBe('b\u00fccher.example\n');
    expect(lines(bad.stdout)[0]).toMatch(/^1\terror\tidna-hyphen-3-4\t\d+\tab--c\.example$/);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('idna needs a direction first: to-ascii or to-unicode');
  });

  it('iri: RFC 3987 §3.1 to a URI (percent-encoded UTF-8, or --idna A-labels) and §3.2 back', async () => {
    const [toUri, idna, toIri] = await Promise.all([
      urikitAsync(['iri', 'to-uri', 'http://example.org/r\u00e9sum\u00e9']),
      urikitAsync(['iri', 'to-uri', '--idna', 'http://b\u00fccher.example/']),
      urikitAsync(['iri', 'to-iri', '--json', 'http://example.org/r%C3%A9sum%C3%A9']),
    ]);
    expect(toUri.stdout).toBe('http://example.org/r%C3%A9sum%C3%A9\n');
    expect(idna.stdout).toBe('http://xn--bcher-kva.example/\n');
    expect(ndjson(toIri.stdout)).toEqual([{ line: 1, input: 'http://example.org/r%C3%A9sum%C3%A9', result: 'http://example.org/r\u00e9sum\u00e9' }]);
  });

  it('path: file paths <-> file URIs (RFC 8089), --windows; a %2E%2E segment is refused, not decoded into a traversal', async () => {
    const [toUri, fromUri, windows, traversal] = await Promise.all([
      urikitAsync(['path', 'to-uri', '/srv/caf\u00e9 menu.txt']),
      urikitAsync(['path', 'from-uri'], { input: 'file:///srv/caf%C3%A9%20menu.txt\n' }),
      urikitAsync(['path', 'from-uri', '--windows', 'file:///C:/Program%20Files/x']),
      urikitAsync(['path', 'from-uri', 'file:///srv/%2e%2e/etc/passwd']),
    ]);
    expect(toUri.stdout).toBe('file:///srv/caf%C3%A9%20menu.txt\n');
    expect(fromUri.stdout).toBe('/srv/caf\u00e9 menu.txt\n');
    expect(windows.stdout).toBe('C:\\Program Files\\x\n');
    expect(traversal.status).toBe(1);
    expect(traversal.stderr).toContain('[file-encoded-dot-segment]');
  });

  it('guess: www. and ftp. completed (RFC 3986 §4.5); anything else, and a hidden userinfo, is not-a-suffix-reference', async () => {
    const [ok, tsv] = await Promise.all([
      urikitAsync(['guess', 'www.w3.org/Addressing/', 'ftp.example.org/pub']),
      urikitAsync(['guess', '--tsv', '-q'], { input: 'example.org\nwww.example.org@evil.example/\n' }),
    ]);
    expect(ok.stdout).toBe('http://www.w3.org/Addressing/\nftp://ftp.example.org/pub\n');
    expect(lines(tsv.stdout)).toEqual(['1\terror\tnot-a-suffix-reference\t0\texample.org', '2\terror\tnot-a-suffix-reference\t0\twww.example.org@evil.example/']);
  });
});
