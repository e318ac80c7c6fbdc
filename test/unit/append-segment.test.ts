/** RFC 3986 §3.3 — appendSegment: path segments appended, each encoded as one segment; dot-segments refused. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendSegment } from '../../src/segment.js';
import { resolve } from '../../src/resolve.js';
import { parse } from '../../src/uri.js';
import { expectUriError } from '../helpers/expect.js';

describe('appendSegment', () => {
  it.each([
    // a trailing '/' is the place of the new segment; otherwise a '/' goes first
    ['https://api.example/v1', 'users', 'https://api.example/v1/users'],
    ['https://api.example/v1/', 'users', 'https://api.example/v1/users'],
    // with an authority and an empty path, the segment goes after '/'
    ['https://api.example', 'users', 'https://api.example/users'],
    ['https://api.example?k=1#f', 'users', 'https://api.example/users?k=1#f'],
    // query and fragment kept as written
    ['https://a/b?x=%7e#top', 'c', 'https://a/b/c?x=%7e#top'],
    // encoded as a segment: '/', '?', '#', '%', space and non-ASCII
    ['https://a/', 'c/d', 'https://a/c%2Fd'],
    ['https://a/', 'what? #1 100%', 'https://a/what%3F%20%231%20100%25'],
    ['https://a/', 'caf\u00e9', 'https://a/caf%C3%A9'],
    // sub-delims, ':' and '@' are pchar: literal
    ['https://a/', "a:b@c!$&'()*+,;=", "https://a/a:b@c!$&'()*+,;="],
    // an empty segment
    ['https://a/b', '', 'https://a/b/'],
    ['https://a/b/', '', 'https://a/b/'],
    // without an authority
    ['mailto:', 'joe@example.com', 'mailto:joe@example.com'],
    ['urn:example:a', 'b', 'urn:example:a/b'],
    ['file:/etc', 'hosts', 'file:/etc/hosts'],
    // relative references: ':' in a first segment is written %3A (§4.2)
    ['', 'a:b', 'a%3Ab'],
    ['a', 'b:c', 'a/b:c'],
    ['/a', 'b', '/a/b'],
    ['?q', 'x', 'x?q'],
  ])('%j + %j -> %j', (uri, segment, want) => {
    const got = appendSegment(uri, segment);
    expect(got.toString()).toBe(want);
    expect(parse(got.toString()).toString()).toBe(want);
  });
  it('empty segments: the first fills a trailing one, the next ones add theirs', () => {
    expect(appendSegment('http://a/b/', ['', '']).toString()).toBe('http://a/b//');
    expect(appendSegment('http://a', ['', '']).toString()).toBe('http://a//');
    expect(appendSegment('mailto:', ['', 'x']).toString()).toBe('mailto:/x');
    expectUriError(() => appendSegment('mailto:', ['', '', 'x']), 'path-starts-with-double-slash', 0);
  });
  it('several segments at once', () => {
    expect(appendSegment('https://a/v1', ['users', '42', 'a b']).toString()).toBe('https://a/v1/users/42/a%20b');
    expect(appendSegment('https://a/v1', []).toString()).toBe('https://a/v1');
  });
  it('the segment decodes back to itself, and resolving "." from the result stays inside the path', () => {
    const u = appendSegment('http://a/b/', 'x y/z');
    expect(u.decodedPathSegments().at(-1)).toBe('x y/z');
    expect(resolve(appendSegment('http://a/b', 'c'), './').toString()).toBe('http://a/b/');
  });
  it('returns a new Uri; the input is untouched', () => {
    const u = parse('http://a/b');
    const v = appendSegment(u, 'c');
    expect(v).not.toBe(u);
    expect(u.toString()).toBe('http://a/b');
    expect(appendSegment(u, [])).toBe(u);
  });
  it('keeps an IRI an IRI', () => {
    const u = parse('http://a/\u00e9', { iri: true });
    expect(appendSegment(u, '\u00e9').toString()).toBe('http://a/\u00e9/%C3%A9');
    expect(appendSegment(u, '\u00e9').isIri).toBe(true);
  });
});

describe('errors', () => {
  it.each(['.', '..'])('the dot-segment %j is refused', (segment) => {
    const e = expectUriError(() => appendSegment('http://a/b/', segment), 'invalid-argument', 0);
    expect(e.message).toMatch(/appendSegment: the segment .* is a dot-segment/);
    expectUriError(() => appendSegment('http://a/b/', ['ok', segment]), 'invalid-argument', 0);
  });
  it('dots inside a longer segment are just characters', () => {
    expect(appendSegment('http://a/', '...').toString()).toBe('http://a/...');
    expect(appendSegment('http://a/', '.hidden').toString()).toBe('http://a/.hidden');
  });
  it('bad arguments', () => {
    expect(expectUriError(() => appendSegment('http://a/', 1 as never), 'invalid-argument', 0).message).toMatch(/must be a string or an array of strings, got number 1/);
    expect(expectUriError(() => appendSegment('http://a/', ['a', null] as never), 'invalid-argument', 0).message).toMatch(/segment 1 must be a string, got null/);
    expect(expectUriError(() => appendSegment({} as never, 'a'), 'invalid-argument', 0).message).toMatch(/appendSegment: the URI must be a string or a Uri/);
  });
  it('a lone surrogate: its index in the segment', () => {
    expectUriError(() => appendSegment('http://a/', 'ab\ud800'), 'lone-surrogate', 2);
  });
  it('a string that is no URI: its parse error', () => {
    expectUriError(() => appendSegment('http://a b/', 'c'), 'invalid-host-char', 8);
  });
});

describe('the JSDoc examples', () => {
  it('appendSegment', () => {
    expect(appendSegment('https://api.example/v1?k=1', 'users').toString()).toBe('https://api.example/v1/users?k=1');
    expect(appendSegment('https://api.example/v1/', ['a b', 'c/d']).toString()).toBe('https://api.example/v1/a%20b/c%2Fd');
  });
});

describe('laws, on generated segments', () => {
  const segment = fc.string({ unit: fc.oneof(fc.constantFrom('/', '.', '%', ':', '?', '#', ' ', '\u00e9'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 6 })
    .filter((s) => s !== '.' && s !== '..');
  const base = fc.constantFrom('http://a', 'http://a/', 'http://a/b', 'http://a/b/?q#f', 'urn:x:y', 'mailto:', '', 'a', '/a/');
  it('the new segments decode back to what was given, after the segments that were there', () => {
    fc.assert(
      fc.property(base, fc.array(segment, { minLength: 1, maxLength: 4 }), (b, list) => {
        const u = parse(b);
        // without an authority, '' first in an empty path is the empty path; '//' would read as an authority
        fc.pre(u.host !== undefined || u.path !== '' || (list[0] !== '' && list.length > 0));
        const got = appendSegment(u, list);
        // a path that ends with '/' ends with an empty segment, which the first new one fills
        const before = u.path === '' ? [] : u.decodedPathSegments();
        if (before.at(-1) === '') before.pop();
        const after = got.decodedPathSegments();
        expect(after.slice(after.length - list.length)).toEqual(list);
        expect(after.slice(0, after.length - list.length)).toEqual(u.host !== undefined && u.path === '' ? [''] : before);
        expect(got.query).toBe(u.query);
        expect(got.fragment).toBe(u.fragment);
        expect(parse(got.toString()).toString()).toBe(got.toString());
      }),
    );
  });
});
