/**
 * RFC 8089 — property laws of the file scheme (STYLE 29): view -> URI -> view is the identity,
 * every built URI parses with the core parser, POSIX, Windows drive and UNC paths round-trip through
 * file URIs whatever their names hold, "localhost" is the empty host, and a forbidden character is
 * rejected at its index.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type FilePathOptions, type FileView, buildFile, fileScheme, fileUriToPath, parseFile, pathToFileUri,
} from '../../src/schemes/file.js';
import {
  DEFAULT_REGISTRY, createRegistry, equivalent, normalize, parse, removeDotSegments, resolve,
} from '../../src/index.js';
import { UriError } from '../../src/errors.js';
import { failure } from '../helpers/expect.js';
import { expectSchemeLaws, withoutScheme } from '../helpers/views.js';
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
  scheme: 'file', host, drive, path: '/' + segs.join('/'), segments: segs,
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
/** A UNC server name: not empty, not '.' or '..', not localhost. */
const server = fc.string({ unit: WINDOWS_NAME.char, minLength: 1, maxLength: 10 }).filter((h) => h !== '.' && h !== '..' && !isLocalhost(h));
/** A share: not empty, not '.' or '..' (both conversions refuse those). */
const share = nameOf(WINDOWS_NAME, 1).filter((s) => s !== '.' && s !== '..');
/** \\server\share\dir\file */
const uncPath: fc.Arbitrary<string> = fc.tuple(server, share, fc.array(nameOf(WINDOWS_NAME), { maxLength: 4 }))
  .map(([h, sh, rest]) => '\\\\' + h + '\\' + [sh, ...rest].join('\\'));

/** True when a path split at sep holds a '.' or '..' segment (after its root, which has none). */
const hasDotSegment = (path: string, sep: string): boolean => path.split(sep).some((s) => s === '.' || s === '..');

/** The offset in uri of its first path segment written '%2E' or '%2E%2E' (pathToFileUri's forms), or -1. */
function firstEncodedDot(uri: string): number {
  const pathStart = uri.indexOf('/', 'file://'.length);
  let at = pathStart + 1;
  for (const seg of uri.slice(pathStart + 1).split('/')) {
    if (seg === '%2E' || seg === '%2E%2E') return at;
    at += seg.length + 1;
  }
  return -1;
}

/**
 * A raw path segment of a file URI: a literal dot segment, a %2E spelling of one (RFC 3986 §2.3),
 * a near miss ('...', '%2E%2E%2E', '.%2Ex'), or any name as buildFile writes it.
 */
const rawSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('.', '..'), weight: 3 },
  { arbitrary: fc.constantFrom('%2E', '%2e', '.%2E', '%2e.', '%2E%2E', '%2e%2E', '%2E.', '.%2e'), weight: 2 },
  { arbitrary: fc.constantFrom('...', '%2E%2E%2E', '.%2Ex', ''), weight: 1 },
  { arbitrary: nameOf(ANY).map((n) => buildFile(viewOf('', undefined, [n])).path.slice(1)), weight: 4 },
);

/** A local file URI whose path is made of rawSegment: `file:///...` or `file://localhost/...`. */
const dottedFileUri: fc.Arbitrary<string> = fc.tuple(
  fc.constantFrom('file://', 'file://localhost', 'file://LocalHost'),
  fc.array(rawSegment, { minLength: 1, maxLength: 8 }),
).map(([prefix, segs]) => prefix + '/' + segs.join('/'));

const registry = createRegistry([...DEFAULT_REGISTRY.entries, fileScheme]);

/** fileUriToPath's path, or the UriError it throws. */
function pathOrError(uri: string, options?: FilePathOptions): string | UriError {
  try {
    return fileUriToPath(uri, options);
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Laws

describe('RFC 8089 §2: view -> URI -> view', () => {
  it('parseFile(buildFile(v)) deep-equals v', () => {
    fc.assert(fc.property(fileView, (v) => {
      expect(parseFile(buildFile(v))).toEqual(v);
    }), { numRuns: 2000 });
  });

  it('the view\'s scheme may be left out; another is refused', () => {
    fc.assert(fc.property(fileView, (v) => {
      expect(parseFile(buildFile(withoutScheme(v)))).toEqual(v);
      expectSchemeLaws(v, buildFile, 'http');
    }));
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
  // pathToFileUri writes '.' and '..' names %2E and %2E%2E (so that resolution keeps them); the way
  // back makes them dot segments again only with { encoded: 'decode' } (RFC 3986 §2.3, §5.2.4).
  it('POSIX: fileUriToPath(pathToFileUri(p)) === p, for names with %, #, ?, spaces, non-ASCII, dots', () => {
    fc.assert(fc.property(posixPath, (p) => {
      const uri = pathToFileUri(p);
      expect(fileUriToPath(uri, { encoded: 'decode' })).toBe(p);
      if (hasDotSegment(p, '/')) {
        const s = uri.toString();
        expect(failure(() => fileUriToPath(s))).toEqual({ code: 'file-encoded-dot-segment', index: firstEncodedDot(s) });
      } else {
        expect(fileUriToPath(uri)).toBe(p);
        expect(fileUriToPath(uri.toString(), { platform: 'posix' })).toBe(p);
      }
    }), { numRuns: 2000 });
  });

  it("POSIX: resolving against the URI keeps '.' and '..' names (written %2E)", () => {
    fc.assert(fc.property(posixPath, (p) => {
      const resolved = resolve(pathToFileUri(p), 'x');
      expect(fileUriToPath(resolved, { encoded: 'decode' })).toBe(p.slice(0, p.lastIndexOf('/') + 1) + 'x');
    }));
  });

  it('Windows drive paths round-trip, drive letter case kept', () => {
    fc.assert(fc.property(windowsDrivePath, (p) => {
      const uri = pathToFileUri(p, { platform: 'windows' });
      expect(parseFile(uri).drive).toBe(p.charAt(0));
      expect(fileUriToPath(uri, { platform: 'windows', encoded: 'decode' })).toBe(p);
      if (hasDotSegment(p, '\\')) {
        expect(failure(() => fileUriToPath(uri, { platform: 'windows' })).code).toBe('file-encoded-dot-segment');
      } else {
        expect(fileUriToPath(uri, { platform: 'windows' })).toBe(p);
      }
    }), { numRuns: 2000 });
  });

  it('UNC paths round-trip through file://server/share/...', () => {
    fc.assert(fc.property(uncPath, (p) => {
      const uri = pathToFileUri(p, { platform: 'windows' });
      expect(uri.host).not.toBe('');
      expect(fileUriToPath(uri, { platform: 'windows', encoded: 'decode' })).toBe(p);
      if (hasDotSegment(p, '\\')) {
        expect(failure(() => fileUriToPath(uri, { platform: 'windows' })).code).toBe('file-encoded-dot-segment');
      } else {
        expect(fileUriToPath(uri, { platform: 'windows' })).toBe(p);
      }
    }), { numRuns: 2000 });
  });

  it("a UNC share '.' or '..' is no share: pathToFileUri refuses it at its index, as fileUriToPath does", () => {
    fc.assert(fc.property(server, fc.constantFrom('.', '..'), fc.array(nameOf(WINDOWS_NAME), { maxLength: 3 }), (h, sh, rest) => {
      const p = '\\\\' + h + '\\' + [sh, ...rest].join('\\');
      expect(failure(() => pathToFileUri(p, { platform: 'windows' }))).toEqual({ code: 'file-unc-share', index: h.length + 3 });
      const uri = 'file://' + buildFile(viewOf(h, undefined, ['x'])).host + '/' + (sh === '.' ? '%2E' : '%2E%2E');
      expect(failure(() => fileUriToPath(uri, { platform: 'windows', encoded: 'decode' })).code).toBe('file-unc-share');
    }));
  });
});

describe('RFC 3986 §5.2.4 and §2.3: no dot segment comes back unless asked for', () => {
  it("POSIX, default options: the path has no '.' or '..' segment, and is §5.2.4's path decoded", () => {
    fc.assert(fc.property(dottedFileUri, (uri) => {
      const path = pathOrError(uri);
      if (typeof path !== 'string') {
        expect(['file-encoded-dot-segment', 'file-encoded-slash', 'file-nul']).toContain(path.code);
        return;
      }
      expect(hasDotSegment(path, '/')).toBe(false);
      // the path is the one removeDotSegments leaves, decoded
      const rawPath = parse(uri).path;
      expect(path).toBe(parseFile('file://' + removeDotSegments(rawPath)).path);
    }), { numRuns: 3000 });
  });

  it("POSIX: an error is 'file-encoded-dot-segment' only at a %2E segment §5.2.4 left, and 'decode' never gives it", () => {
    fc.assert(fc.property(dottedFileUri, (uri) => {
      const kept = removeDotSegments(parse(uri).path).split('/');
      const encodedDots = kept.filter((s) => s !== '.' && s !== '..' && /^(?:\.|%2e){1,2}$/iu.test(s));
      const got = pathOrError(uri);
      if (typeof got !== 'string' && got.code === 'file-encoded-dot-segment') {
        expect(encodedDots).toContain(uri.slice(got.index).split('/')[0]);
      } else if (typeof got === 'string') {
        expect(encodedDots).toEqual([]);
      }
      const decoded = pathOrError(uri, { encoded: 'decode' });
      expect(typeof decoded === 'string' || decoded.code !== 'file-encoded-dot-segment').toBe(true);
    }), { numRuns: 2000 });
  });

  it('POSIX: fileUriToPath(u) and fileUriToPath(normalize(u)) agree (the path, or the error code)', () => {
    const outcome = (u: string): string => {
      const got = pathOrError(u);
      return typeof got === 'string' ? 'path ' + got : 'error ' + got.code;
    };
    fc.assert(fc.property(dottedFileUri, (uri) => {
      const normal = normalize(uri, { registry }).toString();
      // buildFile's known limit: normalizing %63%7C (a name 'c|') gives c%7C, a drive
      fc.pre(parseFile(normal).drive === undefined);
      expect(outcome(normal)).toBe(outcome(uri));
    }), { numRuns: 2000 });
  });

  it("Windows: a '..' never climbs above the drive (an error, or the same drive), and none comes back", () => {
    fc.assert(fc.property(abnf.alpha, fc.array(rawSegment, { minLength: 1, maxLength: 8 }), (d, segs) => {
      const uri = 'file:///' + d + ':/' + segs.join('/');
      const path = pathOrError(uri, { platform: 'windows' });
      if (typeof path !== 'string') return;
      expect(path.startsWith(d + ':\\')).toBe(true);
      expect(hasDotSegment(path, '\\')).toBe(false);
    }), { numRuns: 2000 });
  });

  it("Windows: a '..' never climbs above the UNC share (an error, or the same server and share)", () => {
    fc.assert(fc.property(fc.constantFrom('file://server/', 'file:////server/', 'file://///server/'),
      fc.array(rawSegment, { minLength: 1, maxLength: 8 }), (prefix, segs) => {
        const uri = prefix + 'share/' + segs.join('/');
        const path = pathOrError(uri, { platform: 'windows' });
        if (typeof path !== 'string') return;
        expect(path === '\\\\server\\share' || path.startsWith('\\\\server\\share\\')).toBe(true);
        expect(hasDotSegment(path, '\\')).toBe(false);
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
    // without '.' and '..' names: pathToFileUri writes them %2E, an earlier error (file-encoded-dot-segment)
    const noDots = posixPath.filter((p) => !hasDotSegment(p, '/'));
    fc.assert(fc.property(noDots, fc.constantFrom('%2F', '%2f'), (p, slash) => {
      const s = pathToFileUri(p).toString() + 'a' + slash + 'b';
      expect(failure(() => fileUriToPath(s))).toEqual({ code: 'file-encoded-slash', index: s.length - 4 });
    }));
  });
});
