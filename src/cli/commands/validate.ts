/** urikit validate: does each input match the rule (RFC 3986 §3, §4)? A caret under the first character that does not. */

import { type ParseOptions, type Rule, validate } from '../../index.js';
import { choice } from '../args.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, FAILED, type LineHandler, OK, URI_DEFAULTS, type UriSettings, errorLines, itemOperands, leanOptions, plainFailure, uriSettings,
} from '../command.js';
import { errorJson, tsvField, visible } from '../format.js';

const RULES: readonly Rule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'];

interface Settings extends UriSettings {
  readonly rule: Rule;
}

/** The rule validate checks when --rule is not given: the library's default (ParseOptions.rule). */
const DEFAULT_RULE: Rule = 'URI-reference';

/** The options of each line's validate(): only what the command line changed (see leanOptions). */
function options(settings: Settings): ParseOptions | undefined {
  return leanOptions<ParseOptions>({ rule: settings.rule, iri: settings.iri, zoneId: settings.zoneId }, { ...URI_DEFAULTS, rule: DEFAULT_RULE });
}

export const validateCommand: Command<Settings> = {
  name: 'validate',
  usage: ['validate [options] <uri>...', 'validate [options] [-] < uris.txt'],
  description: [
    'Checks that each URI matches an RFC 3986 rule (default URI-reference, §4.1), and for each one',
    'that does not, shows it with a caret under the first character that breaks the rule, the',
    "error's message, and its code.",
  ].join('\n'),
  options: {
    rule: {
      type: 'string', value: '<rule>',
      help: 'the rule every input must match: uri-reference (default), uri, absolute-uri or relative-ref; with --iri, their IRI twins',
    },
  },
  parsesUris: true,
  formats: [
    '  operands:  "valid    <uri>", or "invalid  <uri>", the caret and the message, in aligned columns',
    '  TSV:       <line>  valid  <uri>        or   <line>  invalid  <code>  <index>  <uri>',
    '  --plain:   the valid inputs only, as they are (a filter); each invalid one goes to standard error as',
    '             "urikit validate: line <n>: <input>: <message>"',
    '  --json:    {"line":1,"input":"...","valid":true}',
    '             {"line":2,"input":"...","valid":false,"error":{"code":"...","index":10,"message":"..."}}',
  ].join('\n'),
  examples: [
    "  $ urikit validate 'http://example.com/a b'",
    '  invalid  http://example.com/a b',
    '                               ^',
    '           error: a space at index 20: ... fix: write it as %20 [invalid-path-char]',
    "  $ urikit validate --rule absolute-uri 'http://a/#f'",
    '  $ urikit validate --jobs 2 --failures-only < urls.txt > invalid.tsv',
    '  $ urikit validate --plain --quiet < urls.txt > valid.txt 2> invalid.txt',
  ].join('\n'),
  words: { ok: 'valid', failed: 'invalid' },
  plain: 'option',
  refusal: { word: 'invalid', json: { valid: false } },

  prepare(values, operands) {
    const rule = choice(values, 'rule', RULES, DEFAULT_RULE);
    return { settings: { ...uriSettings(values), rule }, items: itemOperands(operands) };
  },

  handler(settings, json, plain): LineHandler {
    const opts = options(settings);
    if (plain) {
      return (input, line, r) => {
        const e = validate(input, opts);
        if (e === null) {
          r.text = input;
          return OK;
        }
        r.text = plainFailure('validate', e, line, input);
        r.code = e.code;
        return FAILED;
      };
    }
    // A valid URI or IRI holds no '"', '\\', control character or lone surrogate: written as it is,
    // it is already its own JSON string body and TSV field (skipping the escaping is 20% of a run).
    if (json) {
      return (input, line, r) => {
        const e = validate(input, opts);
        if (e === null) {
          r.text = `{"line":${line},"input":"${input}","valid":true}`;
          return OK;
        }
        r.text = JSON.stringify({ line, input, valid: false, error: errorJson(e) });
        r.code = e.code;
        return FAILED;
      };
    }
    return (input, line, r) => {
      const e = validate(input, opts);
      if (e === null) {
        r.text = `${line}\tvalid\t${input}`;
        return OK;
      }
      r.text = `${line}\tinvalid\t${e.code}\t${e.index}\t${tsvField(input)}`;
      r.code = e.code;
      return FAILED;
    };
  },

  show(settings, items, io) {
    const s = io.outStyle;
    const opts = options(settings);
    const labelWidth = 'invalid'.length + 2;
    const out: string[] = [];
    let status = EXIT_OK;
    for (const input of items) {
      const e = validate(input, opts);
      if (e === null) {
        out.push(s.green('valid') + ' '.repeat(labelWidth - 'valid'.length) + visible(input));
      } else {
        status = EXIT_FAILED;
        out.push(...errorLines(e, s, settings, 'invalid', labelWidth));
      }
    }
    io.out.write(out.join('\n') + '\n');
    return status;
  },
};
