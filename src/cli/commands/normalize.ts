/** urikit normalize: the RFC 3986 §6.2.2-6.2.3 normal form of each input, with every scheme urikit knows. */

import { type NormalizeOptions, normalize, normalizer } from '../../index.js';
import { SCHEMES } from '../../schemes/index.js';
import { choice } from '../args.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, type LineHandler, URI_DEFAULTS, type UriSettings, asUriError, errorLines, failure, itemOperands, leanOptions, result, uriSettings,
} from '../command.js';

interface Settings extends UriSettings {
  readonly level: 'syntax' | 'scheme';
}

/** The level normalize runs when --level is not given: the library's default (NormalizeOptions.level). */
const DEFAULT_LEVEL = 'scheme';

/** The options of each line's normalize(): every scheme urikit knows, and only what the command line changed (see leanOptions). */
function options(settings: Settings): NormalizeOptions {
  return { registry: SCHEMES, ...leanOptions<NormalizeOptions>({ level: settings.level, iri: settings.iri, zoneId: settings.zoneId }, { ...URI_DEFAULTS, level: DEFAULT_LEVEL }) };
}

export const normalizeCommand: Command<Settings> = {
  name: 'normalize',
  usage: ['normalize [options] <uri>...', 'normalize [options] [-] < uris.txt'],
  description: [
    'Writes each URI in its normal form: scheme and host in lower case, percent-encoded unreserved',
    'characters decoded and the hex of the others in upper case, dot-segments removed (§6.2.2); and',
    'at the scheme level (the default) the default port removed, an empty http path made "/", and',
    "each scheme's own rules (urn's NID in lower case), from urikit/schemes' registry (§6.2.3).",
  ].join('\n'),
  options: {
    level: { type: 'string', value: '<level>', help: 'syntax (§6.2.2 only) or scheme (default: §6.2.2 and §6.2.3)' },
  },
  parsesUris: true,
  formats: [
    '  operands:  the normal form of each, one a line; an error goes to standard error with its caret',
    '  --plain:   the same on standard input (the default there when standard output is not a terminal);',
    '             a line that fails: "urikit normalize: line <n>: <input>: <message>" on standard error',
    '  --tsv:     <line>  ok  <normalized>     or   <line>  error  <code>  <index>  <input>',
    '  --json:    {"line":1,"input":"...","normalized":"..."}   or   {"line":1,"input":"...","error":{...}}',
  ].join('\n'),
  examples: [
    "  $ urikit normalize 'HTTP://Example.COM:80/a/./b/../%7euser'",
    '  http://example.com/a/~user',
    "  $ urikit normalize --level syntax 'HTTP://a:80'",
    '  http://a:80',
    '  $ urikit normalize < urls.txt | sort -u > unique.txt',
  ].join('\n'),
  words: { ok: 'normalized', failed: 'invalid' },
  plain: 'default',

  prepare(values, operands) {
    const level = choice(values, 'level', ['syntax', 'scheme'] as const, DEFAULT_LEVEL);
    return { settings: { ...uriSettings(values), level }, items: itemOperands(operands) };
  },

  handler(settings, json, plain): LineHandler {
    const normalText = normalizer(options(settings));
    return (input, line, r) => {
      try {
        return result(r, line, input, 'normalized', normalText(input), json, plain);
      } catch (error) {
        return failure(r, asUriError(error), line, input, json, 'error', plain ? 'normalize' : undefined);
      }
    };
  },

  show(settings, items, io) {
    const opts = options(settings);
    let status = EXIT_OK;
    for (const input of items) {
      try {
        io.out.write(normalize(input, opts).toString() + '\n');
      } catch (error) {
        status = EXIT_FAILED;
        io.err.write(errorLines(asUriError(error), io.errStyle, settings).join('\n') + '\n');
      }
    }
    return status;
  },
};
