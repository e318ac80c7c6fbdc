/** uri(7) (seed 002; no RFC) — the ghelp scheme: ghelp:name-of-application. */
import { describe, expect, it } from 'vitest';
import { type GhelpView, buildGhelp, ghelpScheme, parseGhelp } from '../../../src/schemes/ghelp.js';
import type { SchemeErrorCode } from '../../../src/schemes/codes.js';
import { expectUriError } from '../../helpers/expect.js';

describe('uri(7): ghelp:name-of-application', () => {
  // rows without the scheme: the view is { scheme: 'ghelp', ...row }, and the builder takes either
  const rows: [string, Omit<GhelpView, 'scheme'>][] = [
    ['ghelp:gnome-terminal', { application: 'gnome-terminal' }],
    ['ghelp:gedit', { application: 'gedit' }],
    ['GHELP:my%20app', { application: 'my app' }],
    ['ghelp:gedit#top', { application: 'gedit' }], // the fragment is not part of the view
  ];
  it.each(rows)('%s', (input, row) => {
    const want: GhelpView = { scheme: 'ghelp', ...row };
    expect(parseGhelp(input)).toEqual(want);
    expect(parseGhelp(buildGhelp(want))).toEqual(want);
    expect(parseGhelp(buildGhelp(row))).toEqual(want);
  });
});

describe('ghelp errors: code and index into the whole URI', () => {
  const rows: [string, SchemeErrorCode, number][] = [
    ['ghelp:', 'ghelp-missing-application', 6],
    ['ghelp://gedit', 'ghelp-unexpected-component', 6],
    ['ghelp:gedit?prefs', 'ghelp-unexpected-component', 11], // yelp's ?page form is not in seed 002
    ['man:gedit', 'scheme-mismatch', 0],
  ];
  it.each(rows)('%s -> %s at %i', (input, code, index) => {
    expect(expectUriError(() => parseGhelp(input), code, index).input).toBe(input);
  });
});

describe('buildGhelp', () => {
  it('encodes the name as one segment', () => {
    expect(buildGhelp({ application: 'gnome-terminal' }).toString()).toBe('ghelp:gnome-terminal');
    expect(buildGhelp({ application: 'a/b?' }).toString()).toBe('ghelp:a%2Fb%3F');
  });
  it('rejects an empty name', () => {
    expectUriError(() => buildGhelp({ application: '' }), 'invalid-argument', 0);
  });
  it('the entry: opaque, no RFC', () => {
    expect(ghelpScheme).toMatchObject({ name: 'ghelp', hierarchical: false });
  });
});
