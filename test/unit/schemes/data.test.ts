/** RFC 2397 — data: the view (media type, parameters, base64, raw data), its rules, decoding to bytes, and the builder. */
import { describe, expect, it } from 'vitest';
import { type DataUriView, buildData, dataScheme, decodeDataUri, parseData } from '../../../src/schemes/data.js';
import { parse } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

const ASCII: [string, string][] = [['charset', 'US-ASCII']];

/** RFC 2397 §4's GIF, its lines joined (the RFC breaks them for print). */
const GIF =
  'R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz' +
  'ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSpa/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJl' +
  'ZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uisF81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PH' +
  'hhx4dbgYKAAA7';

/** A row's view without its scheme: parseData gives { scheme: 'data', ...view }, and the builder takes either. */
type Row = [input: string, view: Omit<DataUriView, 'scheme'>];

function views(rows: Row[]): void {
  it.each(rows)('%s', (input, row) => {
    const want: DataUriView = { scheme: 'data', ...row };
    expect(parseData(input)).toEqual(want);
    expect(parseData(parse(input))).toEqual(want);
    expect(parseData(buildData(want))).toEqual(want);
    expect(parseData(buildData(row))).toEqual(want);
  });
}

describe('RFC 2397 \u00a74 examples', () => {
  views([
    ['data:,A%20brief%20note', { mediaType: 'text/plain', parameters: ASCII, base64: false, data: 'A%20brief%20note' }],
    ['data:image/gif;base64,' + GIF, { mediaType: 'image/gif', parameters: [], base64: true, data: GIF }],
    ['data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local',
      { mediaType: 'application/vnd-xxx-query', parameters: [], base64: false, data: 'select_vcount,fcol_from_fieldtable/local' }],
  ]);
  it('decodes the GIF: 273 octets, GIF87a ... the trailer', () => {
    const { mediaType, bytes } = decodeDataUri('data:image/gif;base64,' + GIF);
    expect(mediaType).toBe('image/gif');
    expect(bytes.length).toBe(273);
    expect(String.fromCharCode(...bytes.slice(0, 6))).toBe('GIF87a');
    expect(bytes[272]).toBe(0x3b);
  });
  it('data:text/plain;charset=iso-8859-7,%be%fg%be is not a valid RFC 3986 URI: %fg is no escape', () => {
    // RFC 2397 \u00a74 prints it; RFC 3986 \u00a72.1 (and the core parse) reject '%' not followed by two hex digits.
    expectUriError(() => parseData('data:text/plain;charset=iso-8859-7,%be%fg%be'), 'invalid-percent-encoding', 38);
    expect(parseData('data:text/plain;charset=iso-8859-7,%be%d3%be')).toEqual({
      scheme: 'data', mediaType: 'text/plain', parameters: [['charset', 'iso-8859-7']], base64: false, data: '%be%d3%be',
    });
    expect([...decodeDataUri('data:text/plain;charset=iso-8859-7,%be%d3%be').bytes]).toEqual([0xbe, 0xd3, 0xbe]);
  });
});

describe('RFC 2397 \u00a73 media types, parameters and defaults', () => {
  views([
    ['data:;charset=utf-8,caf%C3%A9', { mediaType: 'text/plain', parameters: [['charset', 'utf-8']], base64: false, data: 'caf%C3%A9' }],
    ['data:text/plain,x', { mediaType: 'text/plain', parameters: [], base64: false, data: 'x' }],
    ['data:Text/HTML;Charset=UTF-8,%3Cp%3E', { mediaType: 'text/html', parameters: [['charset', 'UTF-8']], base64: false, data: '%3Cp%3E' }],
    ['data:;base64,SGk=', { mediaType: 'text/plain', parameters: ASCII, base64: true, data: 'SGk=' }],
    ['data:;base64,SGk=#f', { mediaType: 'text/plain', parameters: ASCII, base64: true, data: 'SGk=' }], // the fragment is not data
    ['data:text/plain;BASE64,', { mediaType: 'text/plain', parameters: [], base64: true, data: '' }],
    ['data:,', { mediaType: 'text/plain', parameters: ASCII, base64: false, data: '' }],
    ['data:,a?b/c?#frag', { mediaType: 'text/plain', parameters: ASCII, base64: false, data: 'a?b/c?' }],
    ['data:x/y;a=%3B%2C%20;b=c,d', { mediaType: 'x/y', parameters: [['a', ';, '], ['b', 'c']], base64: false, data: 'd' }],
  ]);
});

describe('decodeDataUri', () => {
  it.each([
    ['data:,A%20brief%20note', 'A brief note'],
    ['data:;base64,SGk=', 'Hi'],
    ['data:;base64,SGk%3D', 'Hi'],
    ['data:;base64,SGVsbG8sIFdvcmxkIQ==', 'Hello, World!'],
    ['data:;base64,', ''],
    ['data:,a?b', 'a?b'],
  ])('%s', (input, text) => {
    expect(String.fromCharCode(...decodeDataUri(input).bytes)).toBe(text);
  });
  it('octets that are not UTF-8 come out as they are', () => {
    expect([...decodeDataUri('data:;base64,/+8=').bytes]).toEqual([0xff, 0xef]);
    expect([...decodeDataUri('data:,%FF%00').bytes]).toEqual([0xff, 0x00]);
  });
});

describe('RFC 2397 \u00a73 rules: code and index', () => {
  it.each([
    ['data:text/plain', 'data-missing-comma', 15],
    ['data:', 'data-missing-comma', 5],
    ['data:text/plain#,x', 'data-missing-comma', 15],
    ['data:text,x', 'data-invalid-media-type', 9],
    ['data:/plain,x', 'data-invalid-media-type', 5],
    ['data:text/,x', 'data-invalid-media-type', 10],
    ['data:text/pl:ain,x', 'data-invalid-media-type', 12],
    ['data:text/plain/x,y', 'data-invalid-media-type', 15],
    ['data:base64,x', 'data-invalid-media-type', 11],
    ['data://host/x,y', 'data-invalid-media-type', 5],
    ['data:charset=utf-8,x', 'data-invalid-media-type', 12],
    ['data:text/plain;charset,x', 'data-invalid-parameter', 23],
    ['data:text/plain;=x,y', 'data-invalid-parameter', 16],
    ['data:text/plain;a=,y', 'data-invalid-parameter', 18],
    ['data:text/plain;a=b:c,y', 'data-invalid-parameter', 19],
    ['data:text/plain;base64;a=b,y', 'data-invalid-parameter', 22],
    ['data:;a=%FF,y', 'invalid-utf8', 8],
    ['data:;base64,SGk', 'data-invalid-base64', 16],
    ['data:;base64,SG=k', 'data-invalid-base64', 16],
    ['data:;base64,S===', 'data-invalid-base64', 16],
    ['data:;base64,SGk*', 'data-invalid-base64', 16],
    ['data:;base64,SGk%2A', 'data-invalid-base64', 16],
    ['data:;base64,SGl=', 'data-invalid-base64', 15],
    ['data:;base64,SGk=SGk=', 'data-invalid-base64', 17],
    ['http:,x', 'scheme-mismatch', 0],
  ] as const)('%s -> %s at %i', (input, code, index) => {
    const e = expectUriError(() => parseData(input), code, index);
    expect(e.input).toBe(input);
    if (code === 'data-invalid-base64') expectUriError(() => decodeDataUri(input), code, index);
  });
});

describe('the builder', () => {
  it('writes the default media type as data:, and encodes parameter values', () => {
    expect(buildData({ mediaType: 'text/plain', parameters: ASCII, base64: false, data: 'x' }).toString()).toBe('data:,x');
    expect(buildData({ mediaType: 'text/plain', parameters: [['charset', 'us-ascii']], base64: false, data: 'x' }).toString())
      .toBe('data:text/plain;charset=us-ascii,x');
    expect(buildData({ mediaType: 'a/b', parameters: [['n', 'x;y,z=w \u00e9']], base64: true, data: 'SGk=' }).toString())
      .toBe('data:a/b;n=x%3By%2Cz%3Dw%20%C3%A9;base64,SGk=');
  });
  it('rejects an impossible view', () => {
    expectUriError(() => buildData({ mediaType: 'Text/Plain', parameters: [], base64: false, data: '' }), 'invalid-argument', 0);
    expectUriError(() => buildData({ mediaType: 'text', parameters: [], base64: false, data: '' }), 'data-invalid-media-type', 9);
    expectUriError(() => buildData({ mediaType: 'a/b', parameters: [], base64: false, data: 'a b' }), 'invalid-path-char', 5);
    expectUriError(() => buildData({ mediaType: 'a/b', parameters: [], base64: true, data: 'SGk' }), 'data-invalid-base64', 19);
    expectUriError(() => buildData({ mediaType: 'a/b', parameters: [['n', '']], base64: false, data: '' }), 'data-invalid-parameter', 11);
    expectUriError(() => buildData({ mediaType: 'a/b' } as never), 'invalid-argument', 0);
  });
  it('the scheme entry', () => {
    expect(dataScheme).toMatchObject({ name: 'data', spec: 'RFC 2397', hierarchical: false });
  });
});
