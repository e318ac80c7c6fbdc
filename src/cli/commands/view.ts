/** urikit view: a URI's structured view by its scheme's own rules (RFC 3986 §3.1), for every scheme of urikit/schemes' registry. */

import { parse } from '../../index.js';
import { parseAs } from '../../schemes/index.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, type LineHandler, OK, type UriSettings, asUriError, errorLines, failure, itemOperands, parseOptions,
  uriSettings,
} from '../command.js';
import { columns, tsvField, visible } from '../format.js';

interface Settings extends UriSettings {
  /** --as: read the URI by this scheme's rules (it must be the URI's own); undefined: its own scheme. */
  readonly as: string | undefined;
}

function viewOf(input: string, settings: Settings): Record<string, unknown> {
  // parsed first, so that --iri and --zone-id apply; the view's error indexes point into the same input
  return parseAs<Record<string, unknown>>(parse(input, parseOptions(settings)), settings.as);
}

/** A member's value for a person: a string as it is, a list joined with ', ', a pair as k=v, the rest as JSON. */
function shown(value: unknown): string {
  if (value === null) return '(null)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    return value.map((v) => (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' ? `${v[0]}=${String(v[1])}` : typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
  }
  return JSON.stringify(value);
}

/** The view's members that are present (JSON leaves the absent ones out; so do the other forms). */
function members(view: Record<string, unknown>): [string, unknown][] {
  return Object.entries(view).filter(([, v]) => v !== undefined);
}

/** A member's value as a TSV field: a string escaped, anything else as JSON. */
function field(value: unknown): string {
  return typeof value === 'string' ? tsvField(value) : tsvField(JSON.stringify(value));
}

export const viewCommand: Command<Settings> = {
  name: 'view',
  usage: ['view [options] <uri>...', 'view [options] [-] < uris.txt'],
  description: [
    "Shows each URI as its scheme sees it (RFC 3986 §3.1): the structured view of urikit/schemes for",
    'http(s), ws(s), ftp, file, mailto, news, nntp, urn, tel, data, ldap(s), telnet, gopher, wais, and',
    "uri(7)'s man, info, whatis and ghelp: ldap's dn, attributes, scope, filter and extensions; mailto's",
    "addresses and headers; data's media type and encoding; tel's digits. A URI that breaks its",
    "scheme's rules is an error with the scheme's code (ldap-invalid-scope, mailto-invalid-address, ...)",
    'and a caret; a scheme without a view is unknown-scheme.',
  ].join('\n'),
  options: {
    as: { type: 'string', value: '<scheme>', help: "the scheme whose view to take (default: the URI's own; another is scheme-mismatch)" },
  },
  parsesUris: true,
  formats: [
    "  operands:  one row per member of the view: <member>  <value>; an error: the caret block",
    '  TSV:       <line>  <member>  <value>   per member (lists and objects as JSON)',
    '             or <line>  error  <code>  <index>  <input>',
    '  --json:    {"line":1,"input":"...","view":{...}}   or   {"line":1,"input":"...","error":{...}}',
  ].join('\n'),
  examples: [
    "  $ urikit view 'ldap://[2001:db8::7]/c=GB?objectClass?one'",
    '  scheme      ldap',
    '  host        2001:db8::7',
    '  port        389',
    '  dn          c=GB',
    '  attributes  objectClass',
    '  scope       one',
    '  filter      (objectClass=*)',
    '  extensions  (none)',
    "  $ urikit view --json 'mailto:a@example.org?subject=hi'",
    '  {"line":1,"input":"mailto:a@example.org?subject=hi","view":{"scheme":"mailto","to":["a@example.org"],"headers":[["subject","hi"]]}}',
  ].join('\n'),
  words: { ok: 'viewed', failed: 'invalid' },

  prepare(values, operands) {
    const settings: Settings = { ...uriSettings(values), as: typeof values['as'] === 'string' ? values['as'] : undefined };
    return { settings, items: itemOperands(operands) };
  },

  handler(settings, json): LineHandler {
    return (input, line, r) => {
      let view: Record<string, unknown>;
      try {
        view = viewOf(input, settings);
      } catch (error) {
        return failure(r, asUriError(error), line, input, json);
      }
      r.text = json
        ? JSON.stringify({ line, input, view })
        : members(view).map(([k, v]) => `${line}\t${k}\t${field(v)}`).join('\n');
      return OK;
    };
  },

  show(settings, items, io) {
    const s = io.outStyle;
    const blocks: string[] = [];
    let status = EXIT_OK;
    for (const input of items) {
      try {
        const view = viewOf(input, settings);
        const rows = members(view).map(([k, v]) => [k, visible(shown(v))]);
        blocks.push(columns(rows, (cell, c) => (c === 0 ? s.cyan(cell) : cell)).join('\n'));
      } catch (error) {
        status = EXIT_FAILED;
        blocks.push(errorLines(asUriError(error), s, settings).join('\n'));
      }
    }
    io.out.write(blocks.join('\n\n') + '\n');
    return status;
  },
};
