/**
 * urikit idna, iri, path and guess: one input in, one converted form out. UTS #46 ToASCII and
 * ToUnicode for host names; RFC 3987 §3.1-3.2 between IRIs and URIs; file paths and file URIs
 * (RFC 8089); suffix references completed (RFC 3986 §4.5).
 */

import { parse } from '../../index.js';
import { notSuffixReference } from '../codes.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, type LineHandler, type UriSettings, UsageError, type Values, asUriError, errorLines, failure, result,
  uriSettings,
} from '../command.js';

/** What a conversion command is: its name, its directions, what it calls for each. */
interface Conversion<D extends string> {
  readonly name: string;
  readonly directions: readonly D[];
  readonly description: string;
  readonly options: Command['options'];
  readonly parsesUris: boolean;
  /** The JSON member of the result. */
  readonly key: string;
  readonly examples: string;
  /** Loads what it calls (the IDNA tables only when asked for) and returns the conversion. */
  load(direction: D, values: Readonly<Record<string, unknown>>): Promise<(input: string) => string>;
}

interface Settings extends UriSettings {
  readonly direction: string;
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
}

/** The plain option values (no lists: conversions take none), for settings that go to a worker. */
function flat(values: Values): Record<string, string | boolean | undefined> {
  const out: Record<string, string | boolean | undefined> = {};
  for (const [k, v] of Object.entries(values)) if (typeof v !== 'object') out[k] = v;
  return out;
}

function conversionCommand<D extends string>(c: Conversion<D>): Command<Settings> {
  const usage = c.directions.length === 0
    ? [`${c.name} [options] <text>...`, `${c.name} [options] [-] < lines.txt`]
    : [`${c.name} ${c.directions.join('|')} [options] <input>...`, `${c.name} ${c.directions.join('|')} [options] [-] < lines.txt`];
  let loaded: { direction: string; run: (input: string) => string } | undefined;
  const runner = async (settings: Settings): Promise<(input: string) => string> => {
    if (loaded?.direction !== settings.direction) loaded = { direction: settings.direction, run: await c.load(settings.direction as D, settings.values) };
    return loaded.run;
  };
  return {
    name: c.name,
    usage,
    description: c.description,
    options: c.options,
    parsesUris: c.parsesUris,
    formats: [
      `  operands:  the ${c.key} of each, one a line; an error goes to standard error with its caret`,
      '  --plain:   the same on standard input (the default there when standard output is not a terminal);',
      `             a line that fails: "urikit ${c.name}: line <n>: <input>: <message>" on standard error`,
      `  --tsv:     <line>  ok  <${c.key}>     or   <line>  error  <code>  <index>  <input>`,
      `  --json:    {"line":1,"input":"...","${c.key}":"..."}   or   {"line":1,"input":"...","error":{...}}`,
    ].join('\n'),
    examples: c.examples,
    words: { ok: 'converted', failed: 'invalid' },
    plain: 'default',

    prepare(values, operands) {
      let direction = '';
      let rest = operands;
      if (c.directions.length > 0) {
        const [first, ...others] = operands;
        if (first === undefined || !(c.directions as readonly string[]).includes(first)) {
          throw new UsageError(`${c.name} needs a direction first: ${c.directions.join(' or ')}${first === undefined ? '' : `; got '${first}'`}`);
        }
        direction = first;
        rest = others;
      }
      const items = rest.length === 0 || (rest.length === 1 && rest[0] === '-') ? undefined : rest;
      if (items?.includes('-') === true) throw new UsageError("'-' (standard input) cannot be mixed with operands");
      return { settings: { ...uriSettings(values), direction, values: flat(values) }, items };
    },

    async handler(settings, json, plain): Promise<LineHandler> {
      const run = await runner(settings);
      return (input, line, r) => {
        try {
          return result(r, line, input, c.key, run(input), json, plain);
        } catch (error) {
          return failure(r, asUriError(error), line, input, json, 'error', plain ? c.name : undefined);
        }
      };
    },

    async show(settings, items, io) {
      const run = await runner(settings);
      let status = EXIT_OK;
      for (const input of items) {
        try {
          io.out.write(run(input) + '\n');
        } catch (error) {
          status = EXIT_FAILED;
          io.err.write(errorLines(asUriError(error), io.errStyle, c.parsesUris ? settings : undefined).join('\n') + '\n');
        }
      }
      return status;
    },
  };
}

export const idnaCommand = conversionCommand({
  name: 'idna',
  directions: ['to-ascii', 'to-unicode'] as const,
  description: [
    'Converts domain names between Unicode and ASCII by UTS #46 (IDNA): to-ascii maps and checks each',
    'label and writes the non-ASCII ones as Punycode A-labels (xn--...); to-unicode does the reverse.',
    'A name a rule refuses is an error naming the rule (idna-bidi, idna-hyphen-3-4, ...). --lenient',
    "takes UTS #46's lenient preset (no CheckHyphens, no STD3 rules), as browsers do.",
  ].join('\n'),
  options: { lenient: { type: 'boolean', help: "UTS #46's lenient preset (browsers'): no CheckHyphens, no UseSTD3ASCIIRules" } },
  parsesUris: false,
  key: 'domain',
  examples: [
    "  $ urikit idna to-ascii 'b\u00fccher.example'",
    '  xn--bcher-kva.example',
    '  $ urikit idna to-unicode xn--bcher-kva.example',
    '  b\u00fccher.example',
  ].join('\n'),
  async load(direction, values) {
    const idna = await import('../../idna/index.js');
    const options = { preset: values['lenient'] === true ? 'lenient' as const : 'strict' as const };
    return direction === 'to-ascii' ? (d) => idna.domainToAscii(d, options) : (d) => idna.domainToUnicode(d, options);
  },
});

export const iriCommand = conversionCommand({
  name: 'iri',
  directions: ['to-uri', 'to-iri'] as const,
  description: [
    'Maps IRIs (RFC 3987) to URIs and back: to-uri percent-encodes the non-ASCII characters as UTF-8',
    '(§3.1; the host too, or with --idna as an IDNA A-label); to-iri decodes the percent-encoded UTF-8',
    'that an IRI may hold literally (§3.2), leaving what must stay encoded.',
  ].join('\n'),
  options: {
    idna: {
      type: 'boolean',
      help: 'to-uri: write a non-ASCII host as its IDNA A-label (xn--...), not percent-encoded; to-iri: A-labels to Unicode (ToUnicode)',
    },
  },
  parsesUris: true,
  key: 'result',
  examples: [
    "  $ urikit iri to-uri 'http://example.org/r\u00e9sum\u00e9'",
    '  http://example.org/r%C3%A9sum%C3%A9',
    "  $ urikit iri to-iri 'http://example.org/r%C3%A9sum%C3%A9'",
    '  http://example.org/r\u00e9sum\u00e9',
  ].join('\n'),
  async load(direction, values) {
    const iri = await import('../../iri/index.js');
    const zoneId = values['zone-id'] === true;
    const idna = values['idna'] === true;
    // parsed here, so that --zone-id applies: an IRI for to-uri, a URI for to-iri
    if (direction === 'to-iri') return (u) => iri.uriToIri(parse(u, { zoneId }), { host: idna ? 'unicode' : 'keep' }).toString();
    return (u) => iri.iriToUri(parse(u, { iri: true, zoneId }), { host: idna ? 'idna' : 'percent-encode' }).toString();
  },
});

export const pathCommand = conversionCommand({
  name: 'path',
  directions: ['to-uri', 'from-uri'] as const,
  description: [
    'Converts file paths to file URIs and back (RFC 8089): to-uri takes an absolute path and encodes',
    "each name's characters as a segment's; from-uri decodes a file URI to the path it names, and",
    "refuses an escape that would change the path's structure (%2F, or a %2E segment that decodes to",
    "'.' or '..'). --windows reads and writes C:\\dir\\file and UNC \\\\server\\share paths.",
  ].join('\n'),
  options: { windows: { type: 'boolean', help: 'Windows paths: drive letters, backslashes, UNC \\\\server\\share' } },
  parsesUris: false,
  key: 'result',
  examples: [
    "  $ urikit path to-uri '/srv/caf\u00e9 menu.txt'",
    '  file:///srv/caf%C3%A9%20menu.txt',
    "  $ urikit path from-uri --windows 'file:///C:/Program%20Files/x'",
    '  C:\\Program Files\\x',
  ].join('\n'),
  async load(direction, values) {
    const file = await import('../../schemes/index.js');
    const options = { platform: values['windows'] === true ? 'windows' as const : 'posix' as const };
    return direction === 'to-uri' ? (p) => file.pathToFileUri(p, options).toString() : (u) => file.fileUriToPath(u, options);
  },
});

export const guessCommand = conversionCommand({
  name: 'guess',
  directions: [] as const,
  description: [
    'Completes suffix references (RFC 3986 §4.5) as people write them: www.example.org/x becomes',
    'http://www.example.org/x, ftp.example.org/pub ftp://ftp.example.org/pub. Anything else is the',
    'error not-a-suffix-reference, a text with a userinfo among it (www.a.org@evil.example), so the',
    'host is always the www. or ftp. name the reader saw. §4.5: such guesses belong in dialogs and',
    'prose, never in hypertext links.',
  ].join('\n'),
  options: {},
  parsesUris: true,
  key: 'uri',
  examples: [
    '  $ urikit guess www.w3.org/Addressing/ ftp.example.org/pub',
    '  http://www.w3.org/Addressing/',
    '  ftp://ftp.example.org/pub',
  ].join('\n'),
  async load(_direction, values) {
    const { guessUri } = await import('../../text/index.js');
    const iri = values['iri'] === true;
    return (text) => {
      const found = guessUri(text, { iri });
      if (found === null) throw notSuffixReference(text);
      return found.uri.toString();
    };
  },
});

export const repairCommand = conversionCommand({
  name: 'repair',
  directions: [] as const,
  description: [
    'Makes user input a URI reference: trims surrounding white space and controls, and in each',
    'component percent-encodes what it does not allow (a space, a control, non-ASCII as UTF-8, a "%"',
    'that starts no %HH as %25). A valid reference comes back as it is. What cannot be repaired without',
    'guessing is an error at its index: a text before ":" that is not a scheme, a host no name holds',
    '(repair-host), a port that is not digits, and a "\\" before the query (repair-backslash: browsers',
    'read it as "/"; say what it means with --backslashes slash or encode). Parsing never repairs;',
    'this command is the explicit step.',
  ].join('\n'),
  options: {
    backslashes: { type: 'string', value: '<refuse|slash|encode>', help: "a '\\' before the query: refuse (the default), read as '/' (slash), or keep as data (encode: %5C)" },
    'keep-space': { type: 'boolean', help: 'do not trim white space and controls around the input: encode them' },
  },
  parsesUris: true,
  key: 'uri',
  examples: [
    "  $ urikit repair 'my file.png' ' https://example.com/\u00e4?q=50% '",
    '  my%20file.png',
    '  https://example.com/%C3%A4?q=50%25',
    "  $ urikit repair --backslashes slash 'http:\\\\\\\\example.com\\\\a'",
    '  http://example.com/a',
  ].join('\n'),
  async load(_direction, values) {
    const { repair } = await import('../../index.js');
    const given = values['backslashes'] ?? 'refuse';
    const backslashes = (['refuse', 'slash', 'encode'] as const).find((b) => b === given);
    if (backslashes === undefined) throw new UsageError(`--backslashes takes refuse, slash or encode; got '${String(given)}'`);
    const options = { iri: values['iri'] === true, zoneId: values['zone-id'] === true, trim: values['keep-space'] !== true, backslashes };
    return (input) => repair(input, options).uri.toString();
  },
});
