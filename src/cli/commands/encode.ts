/** urikit encode and decode: RFC 3986 §2.1, §2.4-2.5 percent-encoding of text for one component, as UTF-8, and back. */

import { type EncodeComponent, decode, encode, validateEncoded } from '../../index.js';
import { choice } from '../args.js';
import { type Command, EXIT_FAILED, EXIT_OK, type LineHandler, UsageError, type Values, asUriError, errorLines, failure, itemOperands, result as resultLine } from '../command.js';

const COMPONENTS: readonly EncodeComponent[] = ['userinfo', 'host', 'path', 'segment', 'query', 'queryKey', 'queryValue', 'fragment'];

interface Settings {
  readonly component: EncodeComponent | undefined;
  /** decode: bad escapes and bad UTF-8 become U+FFFD instead of an error. */
  readonly replace: boolean;
}

function componentOption(values: Values, required: boolean): EncodeComponent | undefined {
  if (values['component'] === undefined) {
    if (required) throw new UsageError(`--component is required: one of ${COMPONENTS.join(', ')}`);
    return undefined;
  }
  return choice(values, 'component', COMPONENTS, 'segment');
}

function command(name: 'encode' | 'decode'): Command<Settings> {
  const encoding = name === 'encode';
  const result = encoding ? 'encoded' : 'decoded';
  const run = (text: string, settings: Settings): string => {
    if (encoding) return encode(text, settings.component!);
    if (settings.component !== undefined && !settings.replace) {
      const e = validateEncoded(text, settings.component);
      if (e !== null) throw e;
    }
    return decode(text, settings.replace ? { invalid: 'replace' } : undefined);
  };
  return {
    name,
    usage: encoding
      ? ['encode --component <component> [options] <text>...', 'encode --component <component> [options] [-] < lines.txt']
      : ['decode [--component <component>] [options] <text>...', 'decode [--component <component>] [options] [-] < lines.txt'],
    description: encoding
      ? [
        'Percent-encodes text for one component (RFC 3986 §2.1, §2.5): every character that component',
        'does not allow literally becomes %HH escapes of its UTF-8 octets, hex in upper case; "%" is',
        'always encoded. queryKey and queryValue also encode "&", "+" (and "=" in a key) so that',
        'form decoders read the pair back.',
      ].join('\n')
      : [
        'Percent-decodes text as UTF-8 (RFC 3986 §2.1, §2.5). A "%" not followed by two hex digits, or',
        'octets that are not UTF-8, are an error with a caret under the "%". With --component, the text',
        'must first be valid raw text for that component (every other character percent-encoded).',
        'A "+" is not a space.',
      ].join('\n'),
    options: {
      component: {
        type: 'string', value: '<component>',
        help: `${encoding ? 'required: ' : ''}${COMPONENTS.join(', ')}`,
      },
      ...(encoding ? {} : { replace: { type: 'boolean', help: 'write U+FFFD for bad escapes and bad UTF-8 instead of failing (no --component check)' } as const }),
    },
    parsesUris: false,
    formats: [
      `  operands:  the ${result} text of each, one a line; an error goes to standard error with its caret`,
      '  --plain:   the same on standard input (the default there when standard output is not a terminal);',
      `             a line that fails: "urikit ${name}: line <n>: <input>: <message>" on standard error`,
      `  --tsv:     <line>  ok  <${result}>     or   <line>  error  <code>  <index>  <input>`,
      '             (\\, tab, CR, LF and other control characters in a field are written \\\\, \\t, \\r, \\n, \\xHH)',
      `  --json:    {"line":1,"input":"...","${result}":"..."}   or   {"line":1,"input":"...","error":{...}}`,
    ].join('\n'),
    examples: encoding
      ? [
        "  $ urikit encode --component segment 'caf\u00e9 au lait/2'",
        '  caf%C3%A9%20au%20lait%2F2',
        "  $ urikit encode --component queryValue 'a=b&c+d'",
        '  a=b%26c%2Bd',
      ].join('\n')
      : [
        "  $ urikit decode 'caf%C3%A9%20au%20lait'",
        '  caf\u00e9 au lait',
        "  $ urikit decode '100%'",
        '  100%',
        '     ^',
        "  error: '%' at index 3: '%' must be followed by two hexadecimal digits (RFC 3986 §2.1); fix: write a literal '%' as %25 [invalid-percent-encoding]",
        '  hint: decode --replace writes U+FFFD for what cannot be decoded',
        "  $ urikit decode --component segment 'a/b'     # '/' is not raw segment text",
      ].join('\n'),
    words: { ok: result, failed: 'invalid' },
    plain: 'default',

    prepare(values, operands) {
      const settings: Settings = { component: componentOption(values, encoding), replace: values['replace'] === true };
      return { settings, items: itemOperands(operands) };
    },

    handler(settings, json, plain): LineHandler {
      return (input, line, r) => {
        try {
          return resultLine(r, line, input, result, run(input, settings), json, plain);
        } catch (error) {
          return failure(r, asUriError(error), line, input, json, 'error', plain ? name : undefined);
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
          const e = asUriError(error);
          const lines = errorLines(e, io.errStyle);
          if (!encoding && (e.code === 'invalid-utf8' || e.code === 'invalid-percent-encoding')) {
            lines.push(io.errStyle.dim('hint: decode --replace writes U+FFFD for what cannot be decoded'));
          }
          io.err.write(lines.join('\n') + '\n');
        }
      }
      return status;
    },
  };
}

export const encodeCommand = command('encode');
export const decodeCommand = command('decode');
