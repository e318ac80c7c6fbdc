/**
 * RFC 8089 — property laws of the file scheme (STYLE 29): view -> URI -> view is the identity,
 * every built URI parses with the core parser, POSIX, Windows drive and UNC paths round-trip through
 * file URIs whatever their names hold, "localhost" is the empty host, and a forbidden character is
 * rejected at its index.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type FileView, buildFile, fileScheme, fileUriToPath, parseFile, pathToFileUri,
} from '../../src/schemes/file.js';
import { DEFAULT_REGISTRY, createRegistry, equivalent, parse, resolve } from '../../src/index.js';
import { failure } from '../helpers/expect.js';
import * as abnf from './abnf.js';

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** The characters file names make awkward in URIs: escapes, delimiters, dots, drive look-alikes, non-ASCII. */
const AWKWARD = ['%', '#', '?', ' ', '.', ':', '|', '\\', '/', '@', '&', '=', '+', ';', '[', ']', '~', '*', '"', '<', '>',
  '\u0001', '\u007f', '\u00e9', '\u4e2d', '\u{1F600}', 'a', 'Z', '0', '-', '_', 'C'];

/** The characters a name may hold: a predicate, and the arbitrary of one such character. */
interface NameChars {
  readonly ok: (c: string) => boolean;
  readonly char: fc.Arbitrary<string>;
}

/** Mostly the awkward characters, sometimes any code point (never a lone surrogate), kept when ok. */
function nameChars(ok: (c: string) => boolean): NameChars {
  const char = fc.oneof(
    { arbitrary: fc.constantFrom(...AWKWARD.filter(ok)), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter(ok), weight: 1 },
  );
  return { ok, char };
}

/** Any character: names in views may hold anything, '/' included (it is written %2F). */
const ANY = nameChars(() => true);

/** A name, with the special names '.', '..', '', 'C:', 'c|', '%2E' and 'localhost' well represented. */
function nameOf(chars: NameChars, minLength = 0): fc.Arbitrary<string> {
  const specials = ['.', '..', '', 'C:', 'c|', '%2E', 'localhost']
    .filter((s) => s.length >= minLength && [...s].every(chars.ok));
  return fc.oneof(
    { arbitrary: fc.string({ unit: chars.char, minLength, maxLength: 8 }), weight: 5 },
    { arbitrary: fc.constantFrom(...specials), weight: 1 },
  );
}

const segments = (chars: NameChars): fc.Arbitrary<string[]> =>
  fc.array(nameOf(chars), { minLength: 1, maxLength: 6 });

const viewOf = (host: string, drive: string | undefined, segs: string[]): FileView => ({
  host, drive, path: '/' + segs.join('/'), segments: segs,
});

const isLocalhost = (h: string): boolean => h.toLowerCase() === 'localhost';

/** An index in [min, s.length] that does not split a surrogate pair. */
const boundary = (s: string, min: number, k: number): number => {
  const i = min + (k % (s.length - min + 1));
  const c = s.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff && i > min ? i - 1 : i;
};

/** A host other than the local machine: any reg-name text (decoded), an IPv4 address, or an IP-literal. */
const remoteHost: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: ANY.char, minLength: 1, maxLength: 10 }), weight: 4 },
  { arbitrary: abnf.ipv4address, weight: 1 },
  { arbitrary: abnf.ipLiteral, weight: 1 },
).filter((h) => h !== '' && !isLocalhost(h));

/** A view as parseFile gives it: local (with or without a drive) or on a host. */
const fileView: fc.Arbitrary<FileView> = fc.oneof(
  fc.tuple(fc.option(abnf.alpha, { nil: undefined }), segments(ANY)).map(([d, s]) => viewOf('', d, s)),
  fc.tuple(remoteHost, segments(ANY)).map(([h, s]) => viewOf(h, undefined, s)),
);

/** A character of a POSIX file name: anything but '/' and NUL. */
const POSIX_NAME = nameChars((c) => c !== '/' && c !== '\u0000');
/** An absolute POSIX path. */
const posixPath: fc.Arbitrary<string> = segments(POSIX_NAME).map((s) => '/' + s.join('/'));

/** A character of a Windows file name: no separator, none of < > : " | ? *, no control character. */
const WINDOWS_NAME = nameChars((c) => !/^[\\/<>:"|?*\u0000-\u001f]$/u.test(c));
const driveLetter = abnf.alpha;
/** C:\dir\file, drive letter case kept. */
const windowsDrivePath: fc.Arbitrary<string> = fc.tuple(driveLetter, segments(WINDOWS_NAME))
  .map(([d, s]) => d + ':\\' + s.join('\\'));
/** A UNC server name: not empty, not '.', not localhost. */
const server = fc.string({ unit: WINDOWS_NAME.char, minLength: 1, maxLength: 10 }).filter((h) => h !== '.' && !isLocalhost(h));
/** \\server\share\dir\file */
const uncPath: fc.Arbitrary<string> = fc.tuple(server, nameOf(WINDOWS_NAME, 1), fc.array(nameOf(WINDOWS_NAME), { maxLength: 4 }))
  .map(([h, share, rest]) => '\\\\' + h + '\\' + [share, ...rest].join('\\'));

const registry = createRegistry([...DEFAULT_REGISTRY.entries, fileScheme]);

// ---------------------------------------------------------------------------------------------
// Laws

describe('RFC 8089 §2: view -> URI -> view', () => {
  it('parseFile(buildFile(v)) deep-equals v', () => {
    fc.assert(fc.property(fileView, (v) => {
      expect(parseFile(buildFile(v))).toEqual(v);
    }), { numRuns: 2000 });
  });

  it('buildFile(v) is a URI: the core parse reads it back unchanged, with no query', () => {
    fc.assert(fc.property(fileView, (v) => {
      const s = buildFile(v).toString();
      const u = parse(s, { rule: 'URI' });
      expect(u.toString()).toBe(s);
      expect(u.query).toBeUndefined();
      expect(parseFile(s)).toEqual(v);
    }), { numRuns: 1000 });
  });

  it('buildFile writes one canonical form: building from the parsed view gives the same URI', () => {
    fc.assert(fc.property(fileView, (v) => {
      const s = buildFile(v).toString();
      expect(buildFile(parseFile(s)).toString()).toBe(s);
    }));
  });

  it('"localhost" is the empty host (§2), for parseFile and for equivalent with the file entry', () => {
    fc.assert(fc.property(fc.option(abnf.alpha, { nil: undefined }), segments(ANY), fc.constantFrom('localhost', 'LOCALHOST', 'LocalHost'),
      (d, s, localhost) => {
        const v = viewOf('', d, s);
        const built = buildFile(v).toString(); // file:///...
        const named = 'file://' + localhost + built.slice('file://'.length);
        expect(parseFile(named)).toEqual(v);
        expect(equivalent(named, built, { registry })).toBe(true);
      }));
  });
});

describe('path -> file URI -> path', () => {
  it('POSIX: fileUriToPath(pathToFileUri(p)) === p, for names with %, #, ?, spaces, non-ASCII, dots', () => {
    fc.assert(fc.property(posixPath, (p) => {
      const uri = pathToFileUri(p);
      expect(fileUriToPath(uri)).toBe(p);
      expect(fileUriToPath(uri.toString(), { platform: 'posix' })).toBe(p);
    }), { numRuns: 2000 });
  });

  it("POSIX: resolving against the URI keeps '.' and '..' names (written %2E)", () => {
    fc.assert(fc.property(posixPath, (p) => {
      const resolved = resolve(pathToFileUri(p), 'x');
      expect(fileUriToPath(resolved)).toBe(p.slice(0, p.lastIndexOf('/') + 1) + 'x');
    }));
  });

  it('Windows drive paths round-trip, drive letter case kept', () => {
    fc.assert(fc.property(windowsDrivePath, (p) => {
      const uri = pathToFileUri(p, { platform: 'windows' });
      expect(parseFile(uri).drive).toBe(p.charAt(0));
      expect(fileUriToPath(uri, { platform: 'windows' })).toBe(p);
    }), { numRuns: 2000 });
  });

  it('UNC paths round-trip through file://server/share/...', () => {
    fc.assert(fc.property(uncPath, (p) => {
      const uri = pathToFileUri(p, { platform: 'windows' });
      expect(uri.host).not.toBe('');
      expect(fileUriToPath(uri, { platform: 'windows' })).toBe(p);
    }), { numRuns: 2000 });
  });
});

describe('rejection at the index', () => {
  it('a NUL in a POSIX path is file-nul at its index', () => {
    fc.assert(fc.property(posixPath, fc.nat(), (p, k) => {
      const i = boundary(p, 1, k);
      const bad = p.slice(0, i) + '\u0000' + p.slice(i);
      expect(failure(() => pathToFileUri(bad))).toEqual({ code: 'file-nul', index: i });
    }));
  });

  it('a forbidden character in a Windows name is file-invalid-windows-name at its index', () => {
    fc.assert(fc.property(windowsDrivePath, fc.nat(), fc.constantFrom(...'<>:"|?*\u0001\u001f'), (p, k, c) => {
      const i = boundary(p, 3, k);
      const bad = p.slice(0, i) + c + p.slice(i);
      expect(failure(() => pathToFileUri(bad, { platform: 'windows' }))).toEqual({ code: 'file-invalid-windows-name', index: i });
    }));
  });

  it('an encoded slash in a segment is file-encoded-slash at its %', () => {
    fc.assert(fc.property(posixPath, fc.constantFrom('%2F', '%2f'), (p, slash) => {
      const s = pathToFileUri(p).toString() + 'a' + slash + 'b';
      expect(failure(() => fileUriToPath(s))).toEqual({ code: 'file-encoded-slash', index: s.length - 4 });
    }));
  });
});
