/** RFC 8089 — the file scheme: views, rules, and path conversion. */
import { describe, expect, it } from 'vitest';
import {
  type FilePathOptions, type FileView,
  buildFile, fileScheme, fileUriToPath, parseFile, pathToFileUri,
} from '../../../src/schemes/file.js';
import { SCHEME_ERROR_CODES } from '../../../src/schemes/codes.js';
import type { UriErrorCode } from '../../../src/errors.js';
import {
  DEFAULT_REGISTRY, createRegistry, equivalent, normalize, parse, resolve,
} from '../../../src/index.js';
import { expectUriError } from '../../helpers/expect.js';

const local = (segments: string[], drive?: string): FileView => ({
  scheme: 'file', host: '', drive, path: '/' + segments.join('/'), segments,
});
const remote = (host: string, segments: string[]): FileView => ({
  scheme: 'file', host, drive: undefined, path: '/' + segments.join('/'), segments,
});

type ViewRow = [string, FileView];
type ErrorRow = [string, UriErrorCode, number];

/** One test per row: parseFile gives the view, and build(view) gives a URI with the same view. */
function views(rows: ViewRow[]): void {
  it.each(rows)('%s', (input, want) => {
    expect(parseFile(input)).toEqual(want);
    expect(parseFile(parse(input))).toEqual(want);
    expect(parseFile(buildFile(want))).toEqual(want);
  });
}

function errors(rows: ErrorRow[]): void {
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    const e = expectUriError(() => parseFile(input), code, index);
    expect(e.input).toBe(input);
  });
}

const WIN: FilePathOptions = { platform: 'windows' };
const POSIX: FilePathOptions = { platform: 'posix' };
const DECODE: FilePathOptions = { encoded: 'decode' };
const WIN_DECODE: FilePathOptions = { platform: 'windows', encoded: 'decode' };

/** The message of the invalid-argument error fileUriToPath throws for these options. */
const catchMessage = (options: unknown): string =>
  expectUriError(() => fileUriToPath('file:///x', options as FilePathOptions), 'invalid-argument', 0).message;

describe('RFC 8089 Appendix B: example URIs', () => {
  views([
    // "A traditional file URI for a local file with an empty authority"
    ['file:///path/to/file', local(['path', 'to', 'file'])],
    // "The minimal representation of a local file with no authority field"
    ['file:/path/to/file', local(['path', 'to', 'file'])],
    // "A non-local file with an explicit authority"
    ['file://host.example.com/path/to/file', remote('host.example.com', ['path', 'to', 'file'])],
  ]);
});

describe('seed 002 (uri(7)): file://ip_server/path_segments and file:path_segments', () => {
  views([
    // "The second format (e.g., <file:/etc/passwd>) is a correct format for referring to a local file"
    ['file:/etc/passwd', local(['etc', 'passwd'])],
    // "A more portable syntax is to use an empty string as the server name, e.g. <file:///etc/passwd>"
    ['file:///etc/passwd', local(['etc', 'passwd'])],
    // "ip_server can be the string "localhost" or the empty string": the machine interpreting the URL
    ['file://localhost/etc/passwd', local(['etc', 'passwd'])],
    ['file://LocalHost/etc/passwd', local(['etc', 'passwd'])],
    ['file://localhos%74/etc/passwd', local(['etc', 'passwd'])],
    // KDE's generated files: <file:/cgi-bin>
    ['file:/cgi-bin', local(['cgi-bin'])],
    ['file://ip_server/path_segments', remote('ip_server', ['path_segments'])],
    ['file://192.0.2.1/srv/x', remote('192.0.2.1', ['srv', 'x'])],
    ['file://[2001:db8::1]/srv/x', remote('[2001:db8::1]', ['srv', 'x'])],
  ]);

  it('buildFile writes the portable form with an empty host (file:///...)', () => {
    expect(buildFile(parseFile('file:/etc/passwd')).toString()).toBe('file:///etc/passwd');
    expect(buildFile(parseFile('file://localhost/etc/passwd')).toString()).toBe('file:///etc/passwd');
  });
});

describe('RFC 8089 §2: paths, the root, the empty path (§6.2.3 emptyPathIsRoot)', () => {
  views([
    ['file:///', local([''])],
    ['file:/', local([''])],
    ['file://host', remote('host', [''])],
    ['file://', local([''])],
    ['file:///dir/', local(['dir', ''])],
    ['file:///a//b', local(['a', '', 'b'])],
    // decoded segments: a %2F stays inside its segment
    ['file:///a%20b/c%2Fd/%C3%A9%23%3F%25', local(['a b', 'c/d', '\u00e9#?%'])],
    // dot segments are kept as written: the view does not resolve them
    ['file:///a/./b/../c', local(['a', '.', 'b', '..', 'c'])],
    ['file:///a/%2E/%2e%2E', local(['a', '.', '..'])],
    // the host is decoded, case kept
    ['file://My%20Server/x', remote('My Server', ['x'])],
    // the fragment belongs to the reference, not to the file
    ['file:///etc/passwd#top', local(['etc', 'passwd'])],
    ['FILE:///x', local(['x'])],
  ]);
});

describe('RFC 8089 Appendix E.2: DOS and Windows drive letters', () => {
  views([
    // "URIs of the form file:///c:/path/to/file are already supported by the path-absolute rule"
    ['file:///c:/path/to/file', local(['path', 'to', 'file'], 'c')],
    // E.2 "file:c:/path/to/file"
    ['file:c:/path/to/file', local(['path', 'to', 'file'], 'c')],
    ['file:/C:/x', local(['x'], 'C')],
    ['file:///C:/Windows', local(['Windows'], 'C')],
    ['file://localhost/C:/Windows', local(['Windows'], 'C')],
    ['file:///C:/', local([''], 'C')],
    ['file:///C:', local([''], 'C')],
    ['file:C:', local([''], 'C')],
    // not a drive: more than a letter and ':', an encoded ':' (data, RFC 3986 §2.2), a host
    ['file:///C:x/y', local(['C:x', 'y'])],
    ['file:///CD:/y', local(['CD:', 'y'])],
    ['file:///C%3A/y', local(['C:', 'y'])],
    ['file:///1:/y', local(['1:', 'y'])],
    ['file://server/C:/y', remote('server', ['C:', 'y'])],
    ['file:///C:/D:/y', local(['D:', 'y'], 'C')],
  ]);
});

describe("RFC 8089 Appendix E.2.2 and seed 002: the legacy 'C|' drive, written %7C", () => {
  // Seed 002: MS-DOS descendants replace the device name's colon with a vertical bar, "C:" -> "C|".
  // '|' is not allowed by RFC 3986, so file:///c|/path/to/file (E.2.2) is not a URI; its valid
  // spelling is %7C, read as the drive.
  views([
    ['file:///c%7C/path/to/file', local(['path', 'to', 'file'], 'c')],
    ['file:/c%7C/path/to/file', local(['path', 'to', 'file'], 'c')],
    ['file:c%7c/path/to/file', local(['path', 'to', 'file'], 'c')],
    ['file:///C%7C/x', local(['x'], 'C')],
    ['file:///C%7C', local([''], 'C')],
    // a literal 'C|' segment is written with an encoded letter, so it does not read as a drive
    ['file:///%43%7C/x', local(['C|', 'x'])],
  ]);

  it.each([
    ['file:///c|/path/to/file', 9],
    ['file:/c|/path/to/file', 7],
    ['file:c|/path/to/file', 6],
  ])('%s is not a URI (core parse rejects the | at %i)', (input, index) => {
    expectUriError(() => parseFile(input), 'invalid-path-char', index);
  });

  it('buildFile writes the drive with a colon, never a bar', () => {
    expect(buildFile(parseFile('file:///c%7C/WINDOWS/clock.avi')).toString()).toBe('file:///c:/WINDOWS/clock.avi');
  });
});

describe('RFC 8089 Appendix E.3: UNC strings', () => {
  views([
    // E.3.1: \\host.example.com\Share\path\to\file.txt
    ['file://host.example.com/Share/path/to/file.txt', remote('host.example.com', ['Share', 'path', 'to', 'file.txt'])],
    // E.3.2: the UNC string in the path, after an empty authority; the view keeps the path as written
    ['file:////host.example.com/path/to/file', local(['', 'host.example.com', 'path', 'to', 'file'])],
    ['file://///host.example.com/path/to/file', local(['', '', 'host.example.com', 'path', 'to', 'file'])],
  ]);

  it.each([
    ['file://host.example.com/Share/path/to/file.txt', '\\\\host.example.com\\Share\\path\\to\\file.txt'],
    ['file:////host.example.com/Share/path/to/file.txt', '\\\\host.example.com\\Share\\path\\to\\file.txt'],
    ['file://///host.example.com/Share/path/to/file.txt', '\\\\host.example.com\\Share\\path\\to\\file.txt'],
  ])('%s is the Windows path %s', (uri, path) => {
    expect(fileUriToPath(uri, WIN)).toBe(path);
  });
});

describe('RFC 8089 §2: rules (code and index into the original URI)', () => {
  errors([
    // §2: the grammar has no query
    ['file:///etc/passwd?x', 'file-query', 18],
    ['file:///etc/passwd?', 'file-query', 18],
    ['file://host/?', 'file-query', 12],
    // §2 file-auth = "localhost" / host: no userinfo (Appendix E.1 is not accepted), no port
    ['file://user@host/x', 'file-authority', 7],
    ['file://@host/x', 'file-authority', 7],
    ['file://host:21/x', 'file-authority', 11],
    ['file://host:/x', 'file-authority', 11],
    ['file://localhost:80/x', 'file-authority', 16],
    // §2 local-path = path-absolute
    ['file:etc/passwd', 'file-relative-path', 5],
    ['file:', 'file-relative-path', 5],
    ['file:#x', 'file-relative-path', 5],
    ['file:C%3A/x', 'file-relative-path', 5],
    // RFC 3986 §3.1: another scheme
    ['http://host/x', 'scheme-mismatch', 0],
    ['/etc/passwd', 'scheme-mismatch', 0],
    // escapes that are not UTF-8 have no decoded form
    ['file:///a/%FF', 'invalid-utf8', 10],
    ['file://h%FF/a', 'invalid-utf8', 8],
  ]);

  it('every code thrown is in the table, with its section', () => {
    for (const code of ['file-query', 'file-authority', 'file-relative-path', 'file-encoded-slash', 'file-nul',
      'file-invalid-windows-name', 'file-missing-drive', 'file-drive-letter', 'file-remote-host', 'file-unc-host',
      'file-unc-share', 'file-encoded-dot-segment', 'file-dot-segment-above-root'] as const) {
      expect(SCHEME_ERROR_CODES[code].section).toMatch(/RFC 8089/);
    }
  });

  it('a non-string, non-Uri argument is an invalid-argument', () => {
    expectUriError(() => parseFile(42 as unknown as string), 'invalid-argument', 0);
  });
});

describe('buildFile: impossible views are argument errors', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ["host 'localhost' (write '')", { host: 'localhost', drive: undefined, path: '/', segments: [''] }],
    ["host 'LOCALHOST'", { host: 'LOCALHOST', drive: undefined, path: '/', segments: [''] }],
    ['a drive with a host', { host: 'h', drive: 'C', path: '/', segments: [''] }],
    ['a drive of two letters', { host: '', drive: 'CD', path: '/', segments: [''] }],
    ['a digit drive', { host: '', drive: '1', path: '/', segments: [''] }],
    ['no segments', { host: '', drive: undefined, path: '/', segments: [] }],
    ['a path that disagrees with the segments', { host: '', drive: undefined, path: '/a', segments: ['b'] }],
    ['a non-string segment', { host: '', drive: undefined, path: '/1', segments: [1] }],
    ['a non-string host', { host: undefined, drive: undefined, path: '/', segments: [''] }],
  ])('%s', (_, view) => {
    expectUriError(() => buildFile(view as FileView), 'invalid-argument', 0);
  });

  it.each<[FileView, string]>([
    [local(['a b', 'c/d', '50%', 'x#y?z', '\u00e9']), 'file:///a%20b/c%2Fd/50%25/x%23y%3Fz/%C3%A9'],
    // '.' and '..' as names, written so that resolution does not remove them
    [local(['a', '.', '..', 'b']), 'file:///a/%2E/%2E%2E/b'],
    // a first segment that would read as a drive, without a drive
    [local(['C:', 'x']), 'file:///C%3A/x'],
    [local(['c|']), 'file:///%63%7C'],
    [local(['C:'], 'D'), 'file:///D:/C:'],
    [remote('C:', ['x']), 'file://C%3A/x'],
    [remote('My Server', ['']), 'file://My%20Server/'],
    [remote('[::1]', ['x']), 'file://[::1]/x'],
    [remote('[x]', ['x']), 'file://%5Bx%5D/x'],
    [local(['', 'a']), 'file:////a'],
  ])('%j -> %s', (view, want) => {
    const uri = buildFile(view);
    expect(uri.toString()).toBe(want);
    expect(parseFile(uri)).toEqual(view);
  });
});

describe('the registry entry and scheme-based normalization (RFC 3986 §6.2.3, RFC 8089 §2)', () => {
  const registry = createRegistry([...DEFAULT_REGISTRY.entries, fileScheme]);

  it('describes the scheme', () => {
    expect(fileScheme).toMatchObject({
      name: 'file', spec: 'RFC 8089', hierarchical: true, emptyPathIsRoot: true, localhostIsEmptyHost: true,
    });
    expect(fileScheme.defaultPort).toBeUndefined();
    expect(fileScheme.parse!(parse('file:///x'))).toEqual(local(['x']));
    expect(fileScheme.build!(local(['x'])).toString()).toBe('file:///x');
  });

  it.each([
    ['file://localhost/etc/passwd', 'file:///etc/passwd'],
    ['file://LOCALHOST/etc/passwd', 'file:///etc/passwd'],
    ['file://host', 'file://host/'],
    ['file://', 'file:///'],
  ])('%s is equivalent to %s', (a, b) => {
    expect(equivalent(a, b, { registry })).toBe(true);
    expect(parseFile(a)).toEqual(parseFile(b));
  });

  it('a host is not the local machine', () => {
    expect(equivalent('file://host/x', 'file:///x', { registry })).toBe(false);
  });

  it('normalize gives the portable form', () => {
    expect(normalize('file://LocalHost/a/./b', { registry }).toString()).toBe('file:///a/b');
  });
});

describe('fileUriToPath, POSIX', () => {
  it.each([
    ['file:///etc/passwd', '/etc/passwd'],
    ['file:/etc/passwd', '/etc/passwd'],
    ['file://localhost/etc/passwd', '/etc/passwd'],
    ['file:///', '/'],
    ['file://', '/'],
    ['file:///tmp/a%20b%231%3F.txt', '/tmp/a b#1?.txt'],
    ['file:///tmp/caf%C3%A9/%25', '/tmp/caf\u00e9/%'],
    ['file:///C%3A/x', '/C:/x'],
    ['file:///a%5Cb', '/a\\b'],
    ['file:///a:b*c', '/a:b*c'],
  ])('%s -> %s', (uri, path) => {
    expect(fileUriToPath(uri)).toBe(path);
    expect(fileUriToPath(parse(uri), POSIX)).toBe(path);
  });

  it.each<[string, UriErrorCode, number]>([
    ['file:///a%2Fb', 'file-encoded-slash', 9],
    ['file:///x/a%2fb', 'file-encoded-slash', 11],
    ['file:///a%00b', 'file-nul', 9],
    ['file://server/share/x', 'file-remote-host', 7],
    ['file:///C:/x', 'file-drive-letter', 8],
    ['file:C:/x', 'file-drive-letter', 5],
    ['file:///c%7C/x', 'file-drive-letter', 8],
    ['file:///x?q', 'file-query', 9],
  ])('%s -> %s at %i', (uri, code, index) => {
    expectUriError(() => fileUriToPath(uri), code, index);
  });
});

describe('fileUriToPath, Windows', () => {
  it.each([
    ['file:///C:/Windows', 'C:\\Windows'],
    ['file:///c:/dir/file.txt', 'c:\\dir\\file.txt'],
    ['file:c:/path/to/file', 'c:\\path\\to\\file'],
    ['file:///C:/', 'C:\\'],
    ['file:///C:', 'C:\\'],
    ['file:///C%7C/WINDOWS/clock.avi', 'C:\\WINDOWS\\clock.avi'],
    ['file:///C:/a%20b/%23%25/caf%C3%A9', 'C:\\a b\\#%\\caf\u00e9'],
    ['file://server/share/dir/f', '\\\\server\\share\\dir\\f'],
    ['file://server/share', '\\\\server\\share'],
    ['file://server/share/', '\\\\server\\share\\'],
    ['file:///C:/a/../b', 'C:\\b'],
  ])('%s -> %s', (uri, path) => {
    expect(fileUriToPath(uri, WIN)).toBe(path);
  });

  it.each<[string, UriErrorCode, number]>([
    ['file:///etc/passwd', 'file-missing-drive', 7],
    ['file:/etc/passwd', 'file-missing-drive', 5],
    ['file:///C%3A/x', 'file-missing-drive', 7],
    ['file:///C:/a%2Fb', 'file-encoded-slash', 12],
    ['file:///C:/a%5cb', 'file-encoded-slash', 12],
    ['file:///C:/a%00', 'file-nul', 12],
    ['file:///C:/a:b', 'file-invalid-windows-name', 12],
    ['file:///C:/a*b', 'file-invalid-windows-name', 12],
    ['file:///C:/a%3Fb', 'file-invalid-windows-name', 12],
    ['file:///C:/a%3C%3E', 'file-invalid-windows-name', 12],
    ['file:///C:/a%22', 'file-invalid-windows-name', 12],
    ['file:///C:/a%09', 'file-invalid-windows-name', 12],
    ['file://[::1]/share', 'file-invalid-windows-name', 8],
    ['file://./share', 'file-unc-host', 7],
    ['file:////localhost/share', 'file-unc-host', 9],
    ['file://server', 'file-unc-share', 13],
    ['file://server/', 'file-unc-share', 14],
    ['file://server//x', 'file-unc-share', 14],
    ['file:////server', 'file-unc-share', 15],
  ])('%s -> %s at %i', (uri, code, index) => {
    expectUriError(() => fileUriToPath(uri, WIN), code, index);
  });
});

describe('RFC 3986 §5.2.4: fileUriToPath removes literal dot segments first', () => {
  // §5.2.4 removes the literal '.' and '..' (a %2E segment stays a name); the path is the one the
  // URI means, as resolve, normalize and Node's url.fileURLToPath give it. A '..' at '/' stays there.
  it.each([
    // §5.2.4's own example, verbatim
    ['file:///a/b/c/./../../g', '/a/g'],
    ['file:///srv/../etc/passwd', '/etc/passwd'],
    ['file:///a/./b', '/a/b'],
    ['file:///a/b/../../c', '/c'],
    ['file:///../etc/passwd', '/etc/passwd'],
    ['file:///a/..', '/'],
    ['file:///a/.', '/a/'],
    ['file:///.', '/'],
    ['file:///a//..', '/a/'],
    ['file:/a/../b', '/b'],
    ['file://localhost/a/./../b', '/b'],
    // names that hold dots but are not dot segments
    ['file:///a/...', '/a/...'],
    ['file:///a/%2E%2E%2E', '/a/...'],
    ['file:///a/..%2E', '/a/...'],
    ['file:///a/%2Ex', '/a/.x'],
    ['file:///a/.b', '/a/.b'],
    // the errors are read on the segments §5.2.4 leaves
    ['file:///srv/%2e%2e/../x', '/srv/x'],
    ['file:///a%00/../b', '/b'],
    ['file:///a%2Fb/../c', '/c'],
  ])('%s -> %s', (uri, path) => {
    expect(fileUriToPath(uri)).toBe(path);
    expect(fileUriToPath(uri, POSIX)).toBe(path);
    expect(fileUriToPath(uri, DECODE)).toBe(path);
    expect(fileUriToPath(normalize(uri))).toBe(path);
  });

  it.each([
    ['file:///C:/a/../b', 'C:\\b'],
    ['file:///C:/./a', 'C:\\a'],
    ['file:///C:/a/..', 'C:\\'],
    ['file:///C:/a/b/../../c', 'C:\\c'],
    ['file:C:/a/./b', 'C:\\a\\b'],
    ['file://server/share/a/../b', '\\\\server\\share\\b'],
    ['file://server/share/./b', '\\\\server\\share\\b'],
    // §5.2.4: a '..' at the root removes nothing, so the share is the next segment
    ['file://server/../share/x', '\\\\server\\share\\x'],
    ['file:////server/share/a/../x', '\\\\server\\share\\x'],
    ['file://///server/share/./x', '\\\\server\\share\\x'],
  ])('Windows: %s -> %s', (uri, path) => {
    expect(fileUriToPath(uri, WIN)).toBe(path);
  });
});

describe('RFC 3986 §5.2.4, RFC 8089 Appendix E.2 and E.3: a \'..\' does not climb above the drive or the UNC share', () => {
  // §5.2.4 would remove the drive or the share with the '..' (`file:///C:/../x` is `file:///x`),
  // Windows would stop at it (C:\x): the readings name different files, so this is an error, not a clamp.
  it.each<[string, UriErrorCode, number]>([
    ['file:///C:/../x', 'file-dot-segment-above-root', 11],
    ['file:///C:/..', 'file-dot-segment-above-root', 11],
    ['file:C:/..', 'file-dot-segment-above-root', 8],
    ['file:///c%7C/../x', 'file-dot-segment-above-root', 13],
    ['file:///C:/a/../../x', 'file-dot-segment-above-root', 16],
    ['file://server/share/../x', 'file-dot-segment-above-root', 20],
    ['file://server/share/..', 'file-dot-segment-above-root', 20],
    ['file://server/share/a/../../x', 'file-dot-segment-above-root', 25],
    ['file://server/a/../share/x', 'file-dot-segment-above-root', 16],
    ['file:////server/share/../x', 'file-dot-segment-above-root', 22],
    ['file:////server/../x', 'file-dot-segment-above-root', 16],
    ['file://///server/share/../x', 'file-dot-segment-above-root', 23],
    // a '..' that leaves no share at all: the share is missing
    ['file://server/..', 'file-unc-share', 14],
    // a server or share that is a dot segment only in its %2E form, whatever `encoded` says
    ['file://server/%2E%2E/x', 'file-unc-share', 14],
    ['file://server/%2e', 'file-unc-share', 14],
    ['file:////%2E%2E/share', 'file-unc-host', 9],
    ['file://../share', 'file-unc-host', 7],
  ])('%s -> %s at %i', (uri, code, index) => {
    const e = expectUriError(() => fileUriToPath(uri, WIN), code, index);
    expect(e.input).toBe(uri);
    expectUriError(() => fileUriToPath(uri, WIN_DECODE), code, index);
  });

  it('on POSIX a drive is an error before any dot segment (RFC 8089 Appendix E.2)', () => {
    expectUriError(() => fileUriToPath('file:///C:/../x'), 'file-drive-letter', 8);
  });
});

describe('RFC 3986 §2.3 and §5.2.4: a dot segment written with %2E (file-encoded-dot-segment)', () => {
  // §2.3: %2E is '.'; §5.2.4 removes only literal dot segments, so `%2e%2e` stays a name in the URI
  // and would become a '..' no dot-segment step removed once decoded. Index: the segment's offset.
  it.each<[string, number]>([
    ['file:///srv/%2e%2e/etc/passwd', 12],
    ['file:///srv/%2E%2E/etc/passwd', 12],
    ['file:///srv/%2E%2e/etc/passwd', 12],
    ['file:///srv/.%2e/etc/passwd', 12],
    ['file:///srv/%2E./etc/passwd', 12],
    ['file:///srv/%2E/etc/passwd', 12],
    ['file:///srv/%2e/etc/passwd', 12],
    // at the start, in the middle, at the end of the path
    ['file:///%2e%2e/etc/passwd', 8],
    ['file:///%2E', 8],
    ['file:///a/b/%2e%2E/c', 12],
    ['file:///a/%2E%2E', 10],
    ['file:///a/.%2E', 10],
    ['file:///a/%2e%2e/', 10],
    // the first one left by §5.2.4, the others in any form
    ['file:///a/./%2E%2E/b', 12],
    ['file:///a/../%2E%2E/b', 13],
    ['file:///a/%2E/%2E%2E', 10],
    ['file:/srv/%2e%2e/x', 10],
    ['file://localhost/%2E%2E/x', 17],
    ['file://LOCALHOST/srv/%2e.', 21],
  ])('POSIX: %s at %i', (uri, index) => {
    const e = expectUriError(() => fileUriToPath(uri), 'file-encoded-dot-segment', index);
    expect(e.input).toBe(uri);
    expectUriError(() => fileUriToPath(parse(uri), { platform: 'posix', encoded: 'error' }), 'file-encoded-dot-segment', index);
  });

  it.each<[string, number]>([
    ['file:///C:/%2e%2e/Windows', 11],
    ['file:///C:/%2E', 11],
    ['file:///C:/a/%2E%2e', 13],
    ['file:///C:/a/.%2E/b', 13],
    ['file:C:/%2E%2E', 8],
    ['file:///c%7C/%2e%2e/x', 13],
    ['file://server/share/%2e%2e/x', 20],
    ['file://server/share/a/%2E', 22],
    ['file:////server/share/.%2E', 22],
    ['file://///server/share/%2E./x', 23],
  ])('Windows: %s at %i', (uri, index) => {
    const e = expectUriError(() => fileUriToPath(uri, WIN), 'file-encoded-dot-segment', index);
    expect(e.input).toBe(uri);
  });

  it('the code is in the table, citing RFC 3986 §2.3, §5.2.4 and RFC 8089, with its fix', () => {
    const entry = SCHEME_ERROR_CODES['file-encoded-dot-segment'];
    expect(entry.section).toMatch(/RFC 3986 §2\.3, §5\.2\.4; RFC 8089/);
    expect(entry.fix).toMatch(/encoded: 'decode'/);
  });
});

describe("RFC 3986 §2.2: encoded separators (file-encoded-slash), and { encoded: 'decode' }", () => {
  it.each<[string, FilePathOptions | undefined, UriErrorCode, number]>([
    ['file:///a%2Fb', undefined, 'file-encoded-slash', 9],
    ['file:///a/b%2f..%2fc', undefined, 'file-encoded-slash', 11],
    ['file:///C:/a%2Fb', WIN, 'file-encoded-slash', 12],
    ['file:///C:/a%5Cb', WIN, 'file-encoded-slash', 12],
    ['file://server/share/a%5cb', WIN, 'file-encoded-slash', 21],
    ['file:////server/share/a%2Fb', WIN, 'file-encoded-slash', 23],
    // the UNC server and share are read as written, even with 'decode': a separator there would move them
    ['file://ser%2Fver/share', WIN_DECODE, 'file-encoded-slash', 10],
    ['file://server/a%2Fb/x', WIN_DECODE, 'file-encoded-slash', 15],
    ['file:////server/sh%5Care/x', WIN_DECODE, 'file-encoded-slash', 18],
    ['file:////se%5Crver/share/x', WIN_DECODE, 'file-encoded-slash', 11],
    // 'decode' is about structure: a NUL or a Windows-forbidden name stays an error
    ['file:///a/%00', DECODE, 'file-nul', 10],
    ['file:///C:/a%3F', WIN_DECODE, 'file-invalid-windows-name', 12],
  ])('%s %j -> %s at %i', (uri, options, code, index) => {
    expectUriError(() => fileUriToPath(uri, options), code, index);
  });

  // the caller asked for it: %2E segments become '.' and '..', kept in the path; %2F (and on Windows
  // %5C) become separators. §5.2.4 runs on the URI first, so a literal '..' still removes the segment before it.
  it.each<[string, FilePathOptions, string]>([
    ['file:///srv/%2e%2e/etc/passwd', DECODE, '/srv/../etc/passwd'],
    ['file:///srv/%2E%2E/etc/passwd', { platform: 'posix', encoded: 'decode' }, '/srv/../etc/passwd'],
    ['file:///a/%2E/b', DECODE, '/a/./b'],
    ['file:///a/.%2e', DECODE, '/a/..'],
    ['file:///srv/../%2e%2e/x', DECODE, '/../x'],
    ['file:///a%2Fb', DECODE, '/a/b'],
    ['file:///a/b%2f..%2fc', DECODE, '/a/b/../c'],
    ['file:///a%5Cb', DECODE, '/a\\b'],
    ['file:///C:/%2E%2E/x', WIN_DECODE, 'C:\\..\\x'],
    ['file:///C:/a%2Fb', WIN_DECODE, 'C:\\a\\b'],
    ['file:///C:/a%5cb', WIN_DECODE, 'C:\\a\\b'],
    ['file://server/share/%2e%2e', WIN_DECODE, '\\\\server\\share\\..'],
    ['file://server/share/a%2Fb%5Cc', WIN_DECODE, '\\\\server\\share\\a\\b\\c'],
  ])('%s %j -> %s', (uri, options, path) => {
    expect(fileUriToPath(uri, options)).toBe(path);
  });
});

describe('fileUriToPath options: checked as platform is (invalid-argument naming the option)', () => {
  it.each<[string, unknown]>([
    ['a number', 1],
    ['true', true],
    ['null', null],
    ['an object', {}],
    ['an unknown string', 'raw'],
    ['another case', 'Decode'],
  ])('encoded: %s', (_, value) => {
    const options = { encoded: value } as unknown as FilePathOptions;
    const e = expectUriError(() => fileUriToPath('file:///x', options), 'invalid-argument', 0);
    expect(e.message).toContain(`fileUriToPath: options.encoded must be 'error' or 'decode', got `);
    expectUriError(() => fileUriToPath('file:///x', { ...options, platform: 'windows' }), 'invalid-argument', 0);
    expectUriError(() => pathToFileUri('/x', options), 'invalid-argument', 0);
  });

  it("the message says what was given ('raw', number 1)", () => {
    expect(catchMessage({ encoded: 'raw' })).toContain('got "raw"');
    expect(catchMessage({ encoded: 1 })).toContain('got number 1');
  });

  it("undefined and 'error' are the default", () => {
    for (const options of [undefined, {}, { encoded: undefined }, { encoded: 'error' }]) {
      expectUriError(() => fileUriToPath('file:///%2E%2E', options as FilePathOptions), 'file-encoded-dot-segment', 8);
      expect(fileUriToPath('file:///x', options as FilePathOptions)).toBe('/x');
    }
    expect(pathToFileUri('/a/..', DECODE).toString()).toBe('file:///a/%2E%2E');
  });

  // Regression (hostile-argument sweep): an unknown key was ignored, so { decode: true }, a slip
  // for { encoded: 'decode' }, silently kept the default.
  it('an unknown key is refused, whatever its value, by both functions', () => {
    for (const options of [{ decode: true }, { decode: undefined }, { Platform: 'windows' }]) {
      const e = expectUriError(() => fileUriToPath('file:///x', options as FilePathOptions), 'invalid-argument', 0);
      expect(e.message).toMatch(/^fileUriToPath: unknown option "(decode|Platform)"; expected platform or encoded/m);
      expectUriError(() => pathToFileUri('/x', options as FilePathOptions), 'invalid-argument', 0);
    }
  });
});

describe('pathToFileUri, POSIX (awkward names round-trip)', () => {
  it.each([
    ['/etc/passwd', 'file:///etc/passwd'],
    ['/', 'file:///'],
    ['/tmp/', 'file:///tmp/'],
    ['/tmp/a b#1?.txt', 'file:///tmp/a%20b%231%3F.txt'],
    ['/tmp/100%', 'file:///tmp/100%25'],
    ['/tmp/caf\u00e9/\u{1F600}', 'file:///tmp/caf%C3%A9/%F0%9F%98%80'],
    ['/tmp/a\\b', 'file:///tmp/a%5Cb'],
    // names that look like a drive stay names
    ['/C:/x', 'file:///C%3A/x'],
    ['/c|/x', 'file:///%63%7C/x'],
    ['//a', 'file:////a'],
    ['/a//b', 'file:///a//b'],
  ])('%s -> %s and back', (path, want) => {
    const uri = pathToFileUri(path);
    expect(uri.toString()).toBe(want);
    expect(fileUriToPath(uri)).toBe(path);
    expect(pathToFileUri(path, POSIX).toString()).toBe(want);
  });

  // '.' and '..' components are escaped so that resolution does not eat them; the way back
  // decodes them into dot segments only when asked (RFC 3986 §2.3, §5.2.4)
  it.each<[string, string, number]>([
    ['/a/../b', 'file:///a/%2E%2E/b', 10],
    ['/a/./b', 'file:///a/%2E/b', 10],
    ['/..', 'file:///%2E%2E', 8],
  ])('%s -> %s, and back only with { encoded: "decode" } (else file-encoded-dot-segment at %i)', (path, want, index) => {
    const uri = pathToFileUri(path);
    expect(uri.toString()).toBe(want);
    expectUriError(() => fileUriToPath(uri), 'file-encoded-dot-segment', index);
    expect(fileUriToPath(uri, DECODE)).toBe(path);
  });

  it('resolution keeps escaped dot segments (RFC 3986 §5.2.4 removes only literal ones)', () => {
    const base = pathToFileUri('/a/../b/c');
    expect(resolve(base, 'd').toString()).toBe('file:///a/%2E%2E/b/d');
    expectUriError(() => fileUriToPath(resolve(base, 'd')), 'file-encoded-dot-segment', 10);
    expect(fileUriToPath(resolve(base, 'd'), DECODE)).toBe('/a/../b/d');
  });

  it.each<[string, UriErrorCode, number]>([
    ['etc/passwd', 'file-relative-path', 0],
    ['', 'file-relative-path', 0],
    ['./x', 'file-relative-path', 0],
    ['/a\u0000b', 'file-nul', 2],
    ['/a\ud800b', 'lone-surrogate', 2],
  ])('%j -> %s at %i', (path, code, index) => {
    const e = expectUriError(() => pathToFileUri(path), code, index);
    expect(e.input).toBe(path);
  });

  it('argument errors', () => {
    expectUriError(() => pathToFileUri(1 as unknown as string), 'invalid-argument', 0);
    expectUriError(() => pathToFileUri('/x', { platform: 'dos' as 'posix' }), 'invalid-argument', 0);
    expectUriError(() => fileUriToPath('file:///x', null as unknown as FilePathOptions), 'invalid-argument', 0);
  });
});

describe('pathToFileUri, Windows (drive letters, UNC, awkward names)', () => {
  it.each([
    ['C:\\dir\\file.txt', 'file:///C:/dir/file.txt'],
    ['c:\\dir\\file.txt', 'file:///c:/dir/file.txt'],
    ['C:\\', 'file:///C:/'],
    ['C:\\dir\\', 'file:///C:/dir/'],
    ['C:\\Program Files\\a#b%c\\caf\u00e9', 'file:///C:/Program%20Files/a%23b%25c/caf%C3%A9'],
    // RFC 8089 Appendix E.3.1
    ['\\\\host.example.com\\Share\\path\\to\\file.txt', 'file://host.example.com/Share/path/to/file.txt'],
    ['\\\\server\\share', 'file://server/share'],
    ['\\\\server\\share\\', 'file://server/share/'],
    ['\\\\My Server\\share', 'file://My%20Server/share'],
  ])('%s -> %s and back', (path, want) => {
    const uri = pathToFileUri(path, WIN);
    expect(uri.toString()).toBe(want);
    expect(fileUriToPath(uri, WIN)).toBe(path);
  });

  it("'..' is written %2E%2E, and comes back only with { encoded: 'decode' } (RFC 3986 §2.3, §5.2.4)", () => {
    const uri = pathToFileUri('C:\\a\\..\\b', WIN);
    expect(uri.toString()).toBe('file:///C:/a/%2E%2E/b');
    expectUriError(() => fileUriToPath(uri, WIN), 'file-encoded-dot-segment', 13);
    expect(fileUriToPath(uri, WIN_DECODE)).toBe('C:\\a\\..\\b');
  });

  it("reads '/' as a separator too (the way back writes '\\')", () => {
    expect(pathToFileUri('C:/dir/file.txt', WIN).toString()).toBe('file:///C:/dir/file.txt');
    expect(pathToFileUri('//server/share/f', WIN).toString()).toBe('file://server/share/f');
  });

  it.each<[string, UriErrorCode, number]>([
    ['dir\\file', 'file-relative-path', 0],
    ['\\dir\\file', 'file-relative-path', 0],
    ['C:', 'file-relative-path', 2],
    ['C:dir', 'file-relative-path', 2],
    ['C:\\a?b', 'file-invalid-windows-name', 4],
    ['C:\\a:b', 'file-invalid-windows-name', 4],
    ['C:\\a|b', 'file-invalid-windows-name', 4],
    ['C:\\<a>', 'file-invalid-windows-name', 3],
    ['C:\\a"', 'file-invalid-windows-name', 4],
    ['C:\\a*', 'file-invalid-windows-name', 4],
    ['C:\\a\u0001', 'file-invalid-windows-name', 4],
    ['C:\\a\u0000', 'file-nul', 4],
    ['\\\\', 'file-unc-host', 2],
    ['\\\\\\share', 'file-unc-host', 2],
    ['\\\\.\\pipe', 'file-unc-host', 2],
    ['\\\\localhost\\share', 'file-unc-host', 2],
    ['\\\\?\\C:\\x', 'file-invalid-windows-name', 2],
    ['\\\\server', 'file-unc-share', 8],
    ['\\\\server\\', 'file-unc-share', 9],
    ['\\\\server\\\\x', 'file-unc-share', 9],
    // a share or server '.' or '..' is no UNC root; fileUriToPath refuses one too
    ['\\\\server\\..\\x', 'file-unc-share', 9],
    ['\\\\server\\.', 'file-unc-share', 9],
    ['\\\\..\\share', 'file-unc-host', 2],
  ])('%j -> %s at %i', (path, code, index) => {
    const e = expectUriError(() => pathToFileUri(path, WIN), code, index);
    expect(e.input).toBe(path);
  });
});

describe('the JSDoc examples (STYLE 10)', () => {
  it('parseFile', () => {
    expect(parseFile('file://localhost/etc/passwd')).toEqual({ scheme: 'file', host: '', drive: undefined, path: '/etc/passwd', segments: ['etc', 'passwd'] });
    expect(parseFile('file:///C:/Windows').drive).toBe('C');
  });
  it('buildFile', () => {
    expect(buildFile({ host: '', drive: 'C', path: '/a b', segments: ['a b'] }).toString()).toBe('file:///C:/a%20b');
  });
  it('fileUriToPath', () => {
    expect(fileUriToPath('file:///etc/passwd')).toBe('/etc/passwd');
    expect(fileUriToPath('file:///C:/dir/a%20b.txt', { platform: 'windows' })).toBe('C:\\dir\\a b.txt');
    expect(fileUriToPath('file://server/share/f', { platform: 'windows' })).toBe('\\\\server\\share\\f');
    expect(fileUriToPath('file:///srv/../etc/passwd')).toBe('/etc/passwd');
    expectUriError(() => fileUriToPath('file:///srv/%2e%2e/etc/passwd'), 'file-encoded-dot-segment', 12);
    expect(fileUriToPath('file:///srv/%2e%2e/etc/passwd', { encoded: 'decode' })).toBe('/srv/../etc/passwd');
    expectUriError(() => fileUriToPath('file:///C:/../x', { platform: 'windows' }), 'file-dot-segment-above-root', 11);
  });
  it('pathToFileUri', () => {
    expect(pathToFileUri('/tmp/a b#1.txt').toString()).toBe('file:///tmp/a%20b%231.txt');
    expect(pathToFileUri('C:\\dir\\file.txt', { platform: 'windows' }).toString()).toBe('file:///C:/dir/file.txt');
    expect(pathToFileUri('\\\\server\\share\\f', { platform: 'windows' }).toString()).toBe('file://server/share/f');
  });
  it('every operation returns a new value (STYLE 17)', () => {
    const v = local(['a']);
    const copy = structuredClone(v);
    buildFile(v);
    expect(v).toEqual(copy);
    expect(parseFile('file:///a')).not.toBe(parseFile('file:///a'));
  });
});
