/** urikit parse: the RFC 3986 §3 components of each input, raw, as a table, TSV columns or JSON objects. */

import { type ParseOptions, type Rule, type Uri, tryParse, validate } from '../../index.js';
import { choice } from '../args.js';
import { type Command, type LineHandler, OK, type UriSettings, failure, itemOperands, showParsed, uriSettings } from '../command.js';
import { type Style, tsvComponent, visible } from '../format.js';
import { paintComponent } from '../picture.js';

const RULES: readonly Rule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'];

interface Settings extends UriSettings {
  readonly rule: Rule;
}

function options(settings: Settings): ParseOptions {
  return { rule: settings.rule, iri: settings.iri, zoneId: settings.zoneId };
}

/** The components of a Uri as a JSON object's members: absent ones left out, empty ones ''. */
export function componentsJson(uri: Uri): Record<string, string> {
  const o: Record<string, string> = {};
  const put = (name: string, value: string | undefined): void => { if (value !== undefined) o[name] = value; };
  put('scheme', uri.scheme);
  put('authority', uri.authority);
  put('userinfo', uri.userinfo);
  put('host', uri.host);
  put('hostKind', uri.hostKind);
  put('zoneId', uri.zoneId);
  put('port', uri.port);
  put('path', uri.path);
  put('query', uri.query);
  put('fragment', uri.fragment);
  put('referenceKind', uri.referenceKind);
  return o;
}

/** A component's value for people: the text, or (absent) / (empty), dimmed. */
export function shown(value: string | undefined, s: Style): string {
  return value === undefined ? s.dim('(absent)') : value === '' ? s.dim('(empty)') : visible(value);
}

export const parseCommand: Command<Settings> = {
  name: 'parse',
  usage: ['parse [options] <uri>...', 'parse [options] [-] < uris.txt'],
  description: [
    'Splits each URI into its RFC 3986 §3 components, as written (still percent-encoded). An',
    'absent component and an empty one differ: http://a/? has an empty query, http://a/ none.',
  ].join('\n'),
  options: {
    rule: { type: 'string', value: '<rule>', help: 'uri-reference (default), uri, absolute-uri or relative-ref' },
  },
  parsesUris: true,
  formats: [
    '  operands:  a table per URI, one component a row, "(absent)" and "(empty)" told apart',
    '  TSV:       <line>  ok  <scheme>  <authority>  <userinfo>  <host>  <port>  <path>  <query>  <fragment>',
    '             an absent component is \\N; or <line>  error  <code>  <index>  <input>',
    '  --json:    {"line":1,"input":"...","scheme":"...","authority":"...",...,"referenceKind":"uri"}',
    '             absent components are left out, empty ones are ""; hostKind, zoneId and referenceKind too',
  ].join('\n'),
  examples: [
    "  $ urikit parse 'foo://example.com:8042/over/there?name=ferret#nose'",
    "  $ urikit parse --json 'http://a/?' 'http://a/'",
    '  {"line":1,"input":"http://a/?","scheme":"http","authority":"a","host":"a","hostKind":"reg-name","path":"/","query":"","referenceKind":"uri"}',
    '  {"line":2,"input":"http://a/","scheme":"http","authority":"a","host":"a","hostKind":"reg-name","path":"/","referenceKind":"uri"}',
    '  $ urikit parse -q < urls.txt | cut -f6 | sort | uniq -c | sort -rn | head   # the most common hosts',
  ].join('\n'),
  words: { ok: 'parsed', failed: 'invalid' },

  prepare(values, operands) {
    const rule = choice(values, 'rule', RULES, 'URI-reference');
    return { settings: { ...uriSettings(values), rule }, items: itemOperands(operands) };
  },

  handler(settings, json): LineHandler {
    const opts = options(settings);
    return (input, line, r) => {
      const uri = tryParse(input, opts);
      if (uri === null) return failure(r, validate(input, opts)!, line, input, json); // the diagnosis, for the failure only
      // The components of a valid URI need no TSV escaping (see tsvComponent).
      r.text = json
        ? JSON.stringify({ line, input, ...componentsJson(uri) })
        : `${line}\tok\t${tsvComponent(uri.scheme)}\t${tsvComponent(uri.authority)}\t${tsvComponent(uri.userinfo)}\t` +
          `${tsvComponent(uri.host)}\t${tsvComponent(uri.port)}\t${uri.path}\t${tsvComponent(uri.query)}\t${tsvComponent(uri.fragment)}`;
      return OK;
    };
  },

  show(settings, items, io) {
    const s = io.outStyle;
    return showParsed(items, options(settings), settings, io, (uri, input) => {
      const host = uri.host === undefined ? shown(undefined, s) : `${shown(uri.host, s)}  ${s.dim(`(${uri.hostKind})`)}`;
      return labelled([
        ['uri', visible(input)],
        ['scheme', shown(uri.scheme, s)],
        ['authority', shown(uri.authority, s)],
        ['userinfo', shown(uri.userinfo, s)],
        ['host', host],
        ['port', shown(uri.port, s)],
        ['path', shown(uri.path, s)],
        ['query', shown(uri.query, s)],
        ['fragment', shown(uri.fragment, s)],
      ], s);
    });
  },
};

/** Label/value rows in aligned columns, each label in its component's colour. */
export function labelled(rows: readonly (readonly [string, string])[], s: Style): string[] {
  // Values may carry colour codes already: pad the labels by hand rather than measure the values.
  const w = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => paintComponent(s, label, s.bold(label)) + ' '.repeat(w - label.length) + value);
}
