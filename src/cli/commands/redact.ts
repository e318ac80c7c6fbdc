/** urikit redact: each URI safe to log (RFC 3986 §7.5): the password and the values of named query keys masked as "****". */

import { redact } from '../../audit/index.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, type LineHandler, type UriSettings, UsageError, asUriError, errorLines, failure, itemOperands, result,
  uriSettings,
} from '../command.js';

interface Settings extends UriSettings {
  /** The query keys whose values are masked (--key, comma-separated, repeatable). */
  readonly keys: readonly string[];
}

function run(input: string, settings: Settings): string {
  return redact(input, { queryKeys: settings.keys, iri: settings.iri, zoneId: settings.zoneId });
}

export const redactCommand: Command<Settings> = {
  name: 'redact',
  usage: ['redact [--keys <k1,k2>] [options] <uri>...', 'redact [--keys <k1,k2>] [options] [-] < uris.txt'],
  description: [
    'Writes each URI with its secrets masked, for logs and messages (RFC 3986 §7.5, which deprecates',
    'a password in the userinfo): the password (after the first ":" of the userinfo) becomes "****",',
    'the user name stays; with --keys, so does the value of each query pair whose key is named',
    '(keys compared decoded, "+" as a space). The result is a valid URI of the same shape; a URI with',
    'no secret comes back unchanged.',
  ].join('\n'),
  options: {
    keys: { type: 'string', value: '<k1,k2,...>', help: 'query keys whose values are secrets, comma-separated: token,api_key,sig' },
  },
  parsesUris: true,
  formats: [
    '  operands:  the redacted URI of each, one a line; an error goes to standard error with its caret',
    '  --plain:   the same on standard input (the default there when standard output is not a terminal);',
    '             a line that fails: "urikit redact: line <n>: <input>: <message>" on standard error',
    '  --tsv:     <line>  ok  <redacted>     or   <line>  error  <code>  <index>  <input>',
    '  --json:    {"line":1,"input":"...","redacted":"..."}   or   {"line":1,"input":"...","error":{...}}',
  ].join('\n'),
  examples: [
    "  $ urikit redact 'https://user:secret@example.com/'",
    '  https://user:****@example.com/',
    "  $ urikit redact --keys token,sig 'https://h/cb?token=abc&x=1&sig=f00'",
    '  https://h/cb?token=****&x=1&sig=****',
    '  $ urikit redact --keys token < access.log.urls > safe.txt',
  ].join('\n'),
  words: { ok: 'redacted', failed: 'invalid' },
  plain: 'default',

  prepare(values, operands) {
    const text = values['keys'];
    const keys = typeof text === 'string' ? text.split(',') : [];
    if (keys.some((k) => k === '')) throw new UsageError(`--keys takes query keys separated by commas, none of them empty; got '${String(text)}'`);
    return { settings: { ...uriSettings(values), keys }, items: itemOperands(operands) };
  },

  handler(settings, json, plain): LineHandler {
    return (input, line, r) => {
      try {
        return result(r, line, input, 'redacted', run(input, settings), json, plain);
      } catch (error) {
        return failure(r, asUriError(error), line, input, json, 'error', plain ? 'redact' : undefined);
      }
    };
  },

  show(settings, items, io) {
    let status = EXIT_OK;
    for (const input of items) {
      try {
        io.out.write(run(input, settings) + '\n');
      } catch (error) {
        status = EXIT_FAILED;
        io.err.write(errorLines(asUriError(error), io.errStyle, settings).join('\n') + '\n');
      }
    }
    return status;
  },
};
