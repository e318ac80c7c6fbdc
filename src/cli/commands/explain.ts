/** urikit explain: RFC 3986 §3's picture of a URI, its components raw and decoded, its kinds, its scheme's default port, its normal form. */

import { type DecodableComponent, type Uri, normalize, tryParse, validate } from '../../index.js';
import { SCHEMES } from '../../schemes/index.js';
import { type Command, type LineHandler, OK, type UriSettings, asUriError, failure, itemOperands, parseOptions, showParsed, uriSettings } from '../command.js';
import { type Style, columns, tsvField, visible } from '../format.js';
import { paintComponent, picture, spans } from '../picture.js';
import { componentsJson } from './parse.js';

const COMPONENTS = ['scheme', 'authority', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
const DECODABLE: ReadonlySet<string> = new Set<DecodableComponent>(['userinfo', 'host', 'path', 'query', 'fragment']);

/** Everything explain says of one URI, computed once for the three output forms. */
interface Facts {
  readonly uri: Uri;
  readonly raw: Readonly<Record<(typeof COMPONENTS)[number], string | undefined>>;
  /** Decoded values of the decodable components that are present; undefined where the octets are not UTF-8. */
  readonly decoded: ReadonlyMap<string, string | undefined>;
  readonly kind: string;
  /** The scheme's default port from urikit/schemes' registry, or why there is none. */
  readonly defaultPort: number | undefined;
  readonly defaultPortNote: string;
  readonly normalized: string | undefined;
  readonly normalizeError: string | undefined;
  readonly asUri: string | undefined;
}

/** urikit/iri's iriToUri, loaded only for --iri (it brings the IDNA tables). */
type IriToUri = (typeof import('../../iri/index.js'))['iriToUri'];

async function iriModule(settings: UriSettings): Promise<IriToUri | undefined> {
  return settings.iri ? (await import('../../iri/index.js')).iriToUri : undefined;
}

function factsOf(uri: Uri, settings: UriSettings, iriToUri: IriToUri | undefined): Facts {
  const raw = {
    scheme: uri.scheme, authority: uri.authority, userinfo: uri.userinfo, host: uri.host,
    port: uri.port, path: uri.path, query: uri.query, fragment: uri.fragment,
  };
  const decoded = new Map<string, string | undefined>();
  for (const c of COMPONENTS) {
    if (!DECODABLE.has(c) || raw[c] === undefined) continue;
    try {
      decoded.set(c, uri.decoded(c as DecodableComponent));
    } catch (e) {
      asUriError(e);
      decoded.set(c, undefined);
    }
  }
  const kind = uri.referenceKind === 'uri'
    ? `URI, ${uri.isOpaque ? 'opaque' : 'hierarchical'}, ${uri.isAbsolute ? 'absolute (no fragment, §4.3)' : 'with a fragment'}`
    : `relative reference, ${uri.referenceKind}${uri.isSameDocument ? ' (same-document)' : ''}`;
  let defaultPort: number | undefined;
  let defaultPortNote: string;
  if (uri.scheme === undefined) defaultPortNote = '(no scheme)';
  else {
    const entry = SCHEMES.get(uri.scheme);
    defaultPort = entry?.defaultPort;
    if (entry === undefined) defaultPortNote = `(none known: urikit has no entry for ${uri.scheme.toLowerCase()})`;
    else if (defaultPort === undefined) defaultPortNote = `(none: ${entry.name} has no port)`;
    else if (uri.portNumber === defaultPort) defaultPortNote = `${defaultPort} (the port given is the default: normalizing removes it)`;
    else defaultPortNote = `${defaultPort} (${entry.spec})`;
  }
  let normalized: string | undefined;
  let normalizeError: string | undefined;
  try {
    normalized = normalize(uri, { registry: SCHEMES, iri: settings.iri, zoneId: settings.zoneId }).toString();
  } catch (e) {
    normalizeError = asUriError(e).message;
  }
  let asUri: string | undefined;
  if (uri.isIri && iriToUri !== undefined) {
    const mapped = iriToUri(uri).toString();
    if (mapped !== uri.toString()) asUri = mapped;
  }
  return { uri, raw, decoded, kind, defaultPort, defaultPortNote, normalized, normalizeError, asUri };
}

function hostKindText(uri: Uri): string {
  if (uri.hostKind === undefined) return '(no authority)';
  const zone = uri.zoneId === undefined ? '' : `, zone ${uri.zoneId}`;
  return uri.host === '' ? `${uri.hostKind} (empty)` : uri.hostKind + zone;
}

/** The display for people: the picture, the components table, the facts. */
function display(input: string, f: Facts, s: Style): string[] {
  const shownInput = visible(input);
  const lines = picture(shownInput, spans(f.uri), s);
  // The components: name, raw, decoded. Markers such as (absent) are dimmed, values are not.
  const rows: string[][] = [['component', 'raw', 'decoded']];
  const marker: boolean[][] = [[false, false, false]];
  for (const c of COMPONENTS) {
    const value = f.raw[c];
    const rawCell = value === undefined ? '(absent)' : value === '' ? '(empty)' : visible(value);
    let decodedCell = '';
    let decodedMarker = false;
    if (f.decoded.has(c)) {
      const d = f.decoded.get(c);
      if (d === undefined) { decodedCell = '(not UTF-8)'; decodedMarker = true; } else if (d !== '') {
        decodedCell = visible(d);
        decodedMarker = d === value; // the same as the raw text: dimmed, so that what decoding changes stands out
      }
    }
    rows.push([c, rawCell, decodedCell]);
    marker.push([false, value === undefined || value === '', decodedMarker]);
  }
  lines.push('', ...columns(rows, (text, col, row) => {
    if (row === 0) return s.bold(text);
    if (col === 0) return paintComponent(s, text, text);
    return marker[row]![col] === true ? s.dim(text) : text;
  }));
  const facts: [string, string][] = [
    ['host kind', hostKindText(f.uri)],
    ['reference kind', f.kind],
    ['default port', f.defaultPortNote],
    ['normalized', f.normalized === undefined ? `(cannot normalize: ${f.normalizeError ?? ''})` : f.normalized === '' ? '(empty)' : visible(f.normalized)],
  ];
  if (f.asUri !== undefined) facts.push(['as URI', f.asUri]);
  lines.push('', ...columns(facts, (text, col) => (col === 0 ? s.bold(text) : text)));
  return lines;
}

function json(line: number, input: string, f: Facts): string {
  const decoded: Record<string, string> = {};
  for (const [c, d] of f.decoded) if (d !== undefined) decoded[c] = d;
  const o: Record<string, unknown> = { line, input, ...componentsJson(f.uri), isOpaque: f.uri.isOpaque, decoded };
  if (f.defaultPort !== undefined) o['defaultPort'] = f.defaultPort;
  if (f.normalized !== undefined) o['normalized'] = f.normalized;
  if (f.asUri !== undefined) o['asUri'] = f.asUri;
  o['spans'] = spans(f.uri);
  return JSON.stringify(o);
}

function tsv(line: number, f: Facts): string {
  const rows: string[] = [];
  const row = (label: string, value: string): void => { rows.push(`${line}\t${label}\t${tsvField(value)}`); };
  for (const c of COMPONENTS) {
    const value = f.raw[c];
    if (value !== undefined) row(c, value);
  }
  for (const [c, d] of f.decoded) if (d !== undefined && d !== f.raw[c as (typeof COMPONENTS)[number]]) row(`decoded-${c}`, d);
  if (f.uri.hostKind !== undefined) row('host-kind', f.uri.hostKind);
  row('reference-kind', f.uri.referenceKind);
  row('opaque', String(f.uri.isOpaque));
  if (f.defaultPort !== undefined) row('default-port', String(f.defaultPort));
  if (f.normalized !== undefined) row('normalized', f.normalized);
  if (f.asUri !== undefined) row('as-uri', f.asUri);
  return rows.join('\n');
}

export const explainCommand: Command<UriSettings> = {
  name: 'explain',
  usage: ['explain [options] <uri>...', 'explain [options] [-] < uris.txt'],
  description: [
    'Draws the picture RFC 3986 §3 draws of a URI: the URI, a bracket under each component, its',
    'name. Then the components, raw and percent-decoded; the host kind (§3.2.2); the reference kind',
    "(§4.1-4.3); the scheme's default port, from urikit/schemes' registry; and the normal form",
    '(§6.2.2 and §6.2.3, with every scheme urikit knows).',
  ].join('\n'),
  options: {},
  parsesUris: true,
  formats: [
    '  operands:  the picture and two tables, a blank line between URIs',
    '  TSV:       one row per fact: <line>  <label>  <value>, with the labels scheme, authority, userinfo,',
    '             host, port, path, query, fragment (present components only), decoded-<component> (when',
    '             decoding changes it), host-kind, reference-kind, opaque, default-port, normalized, as-uri;',
    '             or <line>  error  <code>  <index>  <input>',
    '  --json:    parse\'s object plus isOpaque, decoded {component: text}, defaultPort, normalized, asUri',
    '             (IRIs), and spans [{name, start, end}] of the five components',
  ].join('\n'),
  examples: [
    "  $ urikit explain 'foo://example.com:8042/over/there?name=ferret#nose'",
    '  foo://example.com:8042/over/there?name=ferret#nose',
    '  \\_/   \\______________/\\_________/ \\_________/ \\__/',
    '   |           |             |           |       |',
    '  scheme   authority        path       query  fragment',
    '  ...',
    "  $ urikit explain --iri 'http://r\u00e9sum\u00e9.example.org/caf%C3%A9'",
  ].join('\n'),
  words: { ok: 'explained', failed: 'invalid' },

  prepare(values, operands) {
    return { settings: uriSettings(values), items: itemOperands(operands) };
  },

  async handler(settings, asJson): Promise<LineHandler> {
    const opts = parseOptions(settings);
    const iriToUri = await iriModule(settings);
    return (input, line, r) => {
      const uri = tryParse(input, opts);
      if (uri === null) return failure(r, validate(input, opts)!, line, input, asJson); // the diagnosis, for the failure only
      const f = factsOf(uri, settings, iriToUri);
      r.text = asJson ? json(line, input, f) : tsv(line, f);
      return OK;
    };
  },

  async show(settings, items, io) {
    const iriToUri = await iriModule(settings);
    return showParsed(items, parseOptions(settings), settings, io, (uri, input) => display(input, factsOf(uri, settings, iriToUri), io.outStyle));
  },
};
