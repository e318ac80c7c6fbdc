/** urikit get and set: read and change a URI's components (RFC 3986 §3) and query parameters (§3.4), every result re-checked. */

import { type DecodableComponent, type Uri, UriError, encode, parse } from '../../index.js';
import { type QueryMode, type QueryPairInput, parseQuery, stringifyQuery } from '../../query/index.js';
import { choice } from '../args.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, type LineHandler, OK, type UriSettings, UsageError, type Values, asUriError, errorLines, failure, itemOperands,
  parseOptions, result, uriSettings,
} from '../command.js';
import { ABSENT } from '../format.js';

const COMPONENTS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
type ComponentName = (typeof COMPONENTS)[number];
const READABLE: readonly string[] = [...COMPONENTS, 'authority'];
const DECODABLE: ReadonlySet<string> = new Set<DecodableComponent>(['userinfo', 'host', 'path', 'query', 'fragment']);

/**
 * The schemes whose queries HTML forms and URLSearchParams write, read in form mode ('+' is a
 * space) by default; every other query is RFC 3986 text. (urikit/query's defaultQueryMode says
 * the same; this list goes once that is published.)
 */
const FORM_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss']);

/** A field a get reads: a component, the authority, or one query parameter's value. */
type Field = { readonly component: string } | { readonly queryKey: string };

/** What get writes: one field, or a template of literal text and fields. */
type Template = readonly (string | Field)[];

interface Common extends UriSettings {
  /** --query-mode; undefined: by the URI's scheme. */
  readonly queryMode: QueryMode | undefined;
}

interface GetSettings extends Common {
  readonly template: Template;
  /** A single field (no braces): absent is written \N (TSV) or null (JSON). */
  readonly single: boolean;
  readonly decode: boolean;
}

interface SetSettings extends Common {
  readonly sets: readonly (readonly [ComponentName, string])[];
  readonly querySets: readonly (readonly [string, string])[];
  readonly deletes: readonly string[];
  readonly queryDeletes: readonly string[];
  readonly pathAppends: readonly string[];
  readonly queryAppends: readonly (readonly [string, string | undefined])[];
  readonly sortQuery: boolean;
}

function commonSettings(values: Values): Common {
  const mode = values['query-mode'] === undefined ? undefined : choice(values, 'query-mode', ['form', 'rfc3986'] as const, 'form');
  return { ...uriSettings(values), queryMode: mode };
}

function modeOf(uri: Uri, settings: Common): QueryMode {
  return settings.queryMode ?? (uri.scheme !== undefined && FORM_SCHEMES.has(uri.scheme.toLowerCase()) ? 'form' : 'rfc3986');
}

// ---------------------------------------------------------------------------------------------
// get

/** A field name: a component, 'authority', or query:<key>; a UsageError otherwise. */
function fieldOf(name: string): Field {
  if (name.startsWith('query:')) {
    if (name.length === 6) throw new UsageError("query: needs a key: query:<key>, as in query:q");
    return { queryKey: name.slice(6) };
  }
  if (!READABLE.includes(name)) throw new UsageError(`'${name}' is not a component: expected ${READABLE.join(', ')}, or query:<key>`);
  return { component: name };
}

/** '{scheme}://{host}{path}' as literal text and fields; a lone '{' or '}' is a usage error. */
function templateOf(text: string): Template {
  if (!text.includes('{') && !text.includes('}')) return [fieldOf(text)];
  const parts: (string | Field)[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const close = text.indexOf('}', i);
    if (close >= 0 && (open < 0 || close < open)) throw new UsageError(`a '}' without its '{' at ${close} in the template '${text}'`);
    if (open < 0) {
      parts.push(text.slice(i));
      break;
    }
    if (open > i) parts.push(text.slice(i, open));
    const end = text.indexOf('}', open);
    if (end < 0) throw new UsageError(`a '{' without its '}' at ${open} in the template '${text}'`);
    parts.push(fieldOf(text.slice(open + 1, end)));
    i = end + 1;
  }
  return parts;
}

/** One field of a Uri: raw (or decoded with --decode); a query parameter's first value, decoded. */
function read(uri: Uri, field: Field, settings: GetSettings): string | undefined {
  if ('queryKey' in field) {
    if (uri.query === undefined) return undefined;
    const pair = parseQuery(uri.query, { mode: modeOf(uri, settings), iri: settings.iri }).find((p) => p.key === field.queryKey);
    return pair === undefined ? undefined : (pair.value ?? '');
  }
  const c = field.component;
  if (settings.decode && DECODABLE.has(c)) return uri.decoded(c as DecodableComponent);
  return uri[c as ComponentName | 'authority'];
}

function getValue(input: string, settings: GetSettings): string | undefined {
  const uri = parse(input, parseOptions(settings));
  if (settings.single) return read(uri, settings.template[0] as Field, settings);
  let out = '';
  for (const part of settings.template) out += typeof part === 'string' ? part : (read(uri, part, settings) ?? '');
  return out;
}

const QUERY_MODE_OPTION = {
  'query-mode': {
    type: 'string', value: '<mode>',
    help: "form ('+' is a space) or rfc3986; default: form for http, https, ws, wss, rfc3986 for the others",
  },
} as const;

export const getCommand: Command<GetSettings> = {
  name: 'get',
  usage: ['get [options] <component|template> <uri>...', 'get [options] <component|template> [-] < uris.txt'],
  description: [
    'Writes one component of each URI (scheme, userinfo, host, port, path, query, fragment, or',
    'authority), raw as written (--decode: percent-decoded), or query:<key>, the first value of that',
    'query parameter, decoded (form mode for http, https, ws and wss: "+" is a space). A template',
    'puts several in text: {scheme}://{host}{path}; an absent component is empty there.',
  ].join('\n'),
  options: {
    decode: { type: 'boolean', help: 'percent-decode userinfo, host, path, query and fragment (UTF-8; bad UTF-8 is an error)' },
    ...QUERY_MODE_OPTION,
  },
  parsesUris: true,
  formats: [
    '  operands:  the value for each URI, one a line (an empty line when it is absent); errors on stderr',
    '  --plain:   the same on standard input (the default there when standard output is not a terminal)',
    '  --tsv:     <line>  ok  <value>   (\\N when a single component is absent)',
    '             or   <line>  error  <code>  <index>  <input>',
    '  --json:    {"line":1,"input":"...","value":"..."}   (null when a single component is absent)',
  ].join('\n'),
  examples: [
    "  $ urikit get host 'https://user@example.com:8080/a?q=caf%C3%A9+au+lait'",
    '  example.com',
    "  $ urikit get query:q 'https://example.com/search?q=caf%C3%A9+au+lait'",
    '  caf\u00e9 au lait',
    "  $ urikit get '{scheme}://{host}{path}' 'https://example.com:8080/a/b?x#y'",
    '  https://example.com/a/b',
    '  $ urikit get host < urls.txt | sort | uniq -c | sort -rn | head',
  ].join('\n'),
  words: { ok: 'read', failed: 'invalid' },
  plain: 'default',

  prepare(values, operands) {
    if (operands.length === 0) throw new UsageError('get needs a component or a template first: get host <uri>...');
    const [what, ...rest] = operands as [string, ...string[]];
    const template = templateOf(what);
    const single = !what.includes('{');
    return { settings: { ...commonSettings(values), template, single, decode: values['decode'] === true }, items: itemOperands(rest) };
  },

  handler(settings, json, plain): LineHandler {
    return (input, line, r) => {
      let value: string | undefined;
      try {
        value = getValue(input, settings);
      } catch (error) {
        return failure(r, asUriError(error), line, input, json, 'error', plain ? 'get' : undefined);
      }
      if (value !== undefined) return result(r, line, input, 'value', value, json, plain);
      r.text = plain ? '' : json ? JSON.stringify({ line, input, value: null }) : `${line}\tok\t${ABSENT}`;
      return OK;
    };
  },

  show(settings, items, io) {
    let status = EXIT_OK;
    for (const input of items) {
      try {
        io.out.write((getValue(input, settings) ?? '') + '\n');
      } catch (error) {
        status = EXIT_FAILED;
        io.err.write(errorLines(asUriError(error), io.errStyle, settings).join('\n') + '\n');
      }
    }
    return status;
  },
};

// ---------------------------------------------------------------------------------------------
// set

/** `*` any run of characters, `?` one; everything else itself. Linear in practice (one star's backtrack). */
function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === text[t])) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** A list option's values (a repeated --append), or none. */
function list(values: Values, name: string): readonly string[] {
  const v = values[name];
  return v === undefined ? [] : typeof v === 'string' ? [v] : Array.isArray(v) ? (v as readonly string[]) : [];
}

const ASSIGNMENT = /^(scheme|userinfo|host|port|path|query|fragment)=|^query:[^=]+=/;

/** The error of a new component value, said of that component: the same code, index and fix. */
function inComponent(e: UriError, name: string): UriError {
  return e.relocated(e.index, e.input, `in the new ${name} '${e.input}': ${e.detail ?? e.entry?.title ?? ''}`);
}

function edit(input: string, settings: SetSettings): string {
  const opts = parseOptions(settings);
  let uri = parse(input, opts);
  // 1. components set as raw text, checked by Uri#with (§3's rules between them too)
  if (settings.sets.length > 0 || settings.deletes.length > 0) {
    const changes: Record<string, string | undefined> = {};
    for (const [name, value] of settings.sets) changes[name] = value;
    for (const name of settings.deletes) changes[name] = name === 'path' ? '' : undefined;
    try {
      uri = uri.with(changes);
    } catch (error) {
      const e = asUriError(error);
      const named = settings.sets.find(([, value]) => value === e.input);
      throw named === undefined ? e : inComponent(e, named[0]);
    }
  }
  // 2. the query's pairs: set, delete, append, sort; untouched pairs keep their raw text
  const q = settings;
  if (q.querySets.length + q.queryDeletes.length + q.queryAppends.length > 0 || q.sortQuery) {
    const mode = modeOf(uri, settings);
    let pairs: QueryPairInput[] = uri.query === undefined ? [] : parseQuery(uri.query, { mode, iri: settings.iri });
    for (const [key, value] of q.querySets) {
      const at = pairs.findIndex((p) => p.key === key);
      if (at < 0) pairs.push({ key, value });
      else pairs = pairs.filter((p, i) => i === at || p.key !== key).map((p) => (p.key === key ? { key, value } : p));
    }
    if (q.queryDeletes.length > 0) pairs = pairs.filter((p) => !q.queryDeletes.some((g) => globMatch(g, p.key)));
    for (const [key, value] of q.queryAppends) pairs.push({ key, value });
    if (q.sortQuery) pairs = pairs.map((p, i) => [p, i] as const).sort((a, b) => (a[0].key < b[0].key ? -1 : a[0].key > b[0].key ? 1 : a[1] - b[1])).map(([p]) => p);
    const query = pairs.length === 0 ? undefined : stringifyQuery(pairs, { mode, iri: settings.iri });
    uri = uri.with({ query });
  }
  // 3. path segments appended, each percent-encoded as a segment
  for (const segment of settings.pathAppends) {
    const path = uri.path;
    const base = path === '' && uri.host !== undefined ? '/' : path.endsWith('/') || path === '' ? path : path + '/';
    uri = uri.with({ path: base + encode(segment, 'segment') });
  }
  return uri.toString();
}

export const setCommand: Command<SetSettings> = {
  name: 'set',
  usage: [
    'set [options] <component>=<raw>... [query:<key>=<value>...] <uri>...',
    'set [options] <assignment>... [-] < uris.txt',
  ],
  description: [
    'Changes components of each URI and writes the result. <component>=<raw> sets scheme, userinfo,',
    'host, port, path, query or fragment to raw text, which must be valid there (percent-encode what',
    'is not: a space is %20): the result is checked by the same rules as parse, and a value that would',
    'make an invalid URI is an error naming the component, never repaired. query:<key>=<value> sets',
    "that parameter (decoded text, encoded for the query's mode), replacing its first pair and",
    'removing the others, or adding it at the end. The other pairs keep their text as written.',
    'Leading operands of the form <name>=... are assignments; the URIs follow (a relative reference',
    'that looks like one, such as path=x, goes on standard input).',
    'Order: assignments and --delete of components, then the query (set, --delete query:, --append',
    'query=, --sort-query), then --append path=.',
  ].join('\n'),
  options: {
    append: {
      type: 'string', value: '<what>', multiple: true,
      help: 'path=<segment> appends a path segment (encoded); query=<key>=<value> appends a pair (repeatable)',
    },
    delete: {
      type: 'string', value: '<what>', multiple: true,
      help: 'a component (fragment, query, userinfo, port, ...), or query:<key-glob> the pairs whose key matches (* and ?) (repeatable)',
    },
    'sort-query': { type: 'boolean', help: 'sort the query pairs by key (stable: equal keys keep their order)' },
    ...QUERY_MODE_OPTION,
  },
  parsesUris: true,
  formats: [
    '  operands:  the changed URI of each, one a line; an error goes to standard error with its caret',
    '  --plain:   the same on standard input (the default there when standard output is not a terminal);',
    '             a line that fails: "urikit set: line <n>: <input>: <message>" on standard error',
    '  --tsv:     <line>  ok  <uri>     or   <line>  error  <code>  <index>  <input>',
    '             (for an error in a new value, the index is in that value and the message names it)',
    '  --json:    {"line":1,"input":"...","uri":"..."}   or   {"line":1,"input":"...","error":{...}}',
  ].join('\n'),
  examples: [
    "  $ urikit set host=example.org 'http://localhost:8080/a?b'",
    '  http://example.org:8080/a?b',
    "  $ urikit set query:page=2 --append path=caf\u00e9 'https://example.com/list?page=1&q=x'",
    '  https://example.com/list/caf%C3%A9?page=2&q=x',
    "  $ urikit set --delete 'query:utm_*' --delete fragment --sort-query 'https://a/?utm_source=x&b=2&a=1#top'",
    '  https://a/?a=1&b=2',
    "  $ urikit set 'host=a b' http://x/",
    '  (an error: a space in the new host; write it as %20)',
  ].join('\n'),
  words: { ok: 'changed', failed: 'invalid' },
  plain: 'default',

  prepare(values, operands) {
    let n = 0;
    while (n < operands.length && ASSIGNMENT.test(operands[n]!)) n++;
    const sets: [ComponentName, string][] = [];
    const querySets: [string, string][] = [];
    for (const a of operands.slice(0, n)) {
      const eq = a.indexOf('=');
      const name = a.slice(0, eq);
      if (name.startsWith('query:')) querySets.push([name.slice(6), a.slice(eq + 1)]);
      else sets.push([name as ComponentName, a.slice(eq + 1)]);
    }
    const deletes: string[] = [];
    const queryDeletes: string[] = [];
    for (const d of list(values, 'delete')) {
      if (d.startsWith('query:') && d.length > 6) queryDeletes.push(d.slice(6));
      else if ((COMPONENTS as readonly string[]).includes(d)) deletes.push(d);
      else throw new UsageError(`--delete takes a component (${COMPONENTS.join(', ')}) or query:<key-glob>; got '${d}'`);
    }
    const pathAppends: string[] = [];
    const queryAppends: [string, string | undefined][] = [];
    for (const a of list(values, 'append')) {
      if (a.startsWith('path=')) pathAppends.push(a.slice(5));
      else if (a.startsWith('query=') && a.length > 6) {
        const pair = a.slice(6);
        const eq = pair.indexOf('=');
        queryAppends.push(eq < 0 ? [pair, undefined] : [pair.slice(0, eq), pair.slice(eq + 1)]);
      } else throw new UsageError(`--append takes path=<segment> or query=<key>=<value>; got '${a}'`);
    }
    const sortQuery = values['sort-query'] === true;
    if (sets.length + querySets.length + deletes.length + queryDeletes.length + pathAppends.length + queryAppends.length === 0 && !sortQuery) {
      throw new UsageError('nothing to change: give <component>=<raw>, query:<key>=<value>, --append, --delete or --sort-query');
    }
    const settings: SetSettings = { ...commonSettings(values), sets, querySets, deletes, queryDeletes, pathAppends, queryAppends, sortQuery };
    return { settings, items: itemOperands(operands.slice(n)) };
  },

  handler(settings, json, plain): LineHandler {
    return (input, line, r) => {
      try {
        return result(r, line, input, 'uri', edit(input, settings), json, plain);
      } catch (error) {
        return failure(r, asUriError(error), line, input, json, 'error', plain ? 'set' : undefined);
      }
    };
  },

  show(settings, items, io) {
    let status = EXIT_OK;
    for (const input of items) {
      try {
        io.out.write(edit(input, settings) + '\n');
      } catch (error) {
        status = EXIT_FAILED;
        io.err.write(errorLines(asUriError(error), io.errStyle, settings).join('\n') + '\n');
      }
    }
    return status;
  },
};

