/** urikit template: RFC 6570 URI Templates expanded with variables, or matched back against URIs. */

import { UriError } from '../../index.js';
import { type TemplateVariables, expand, matchTemplate, parseTemplate } from '../../template/index.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, type LineHandler, NO, OK, OperandError, type Status, UsageError, asUriError, errorLines, failure,
} from '../command.js';
import { tsvField } from '../format.js';

interface Settings {
  readonly template: string;
  /** --match: the inputs are URIs to read back; else each input is a JSON object of variables. */
  readonly match: boolean;
}

/** An 'invalid-argument' UriError for a line of variables that is not a JSON object. */
function variablesError(input: string, detail: string): UriError {
  return new UriError('invalid-argument', 0, input, detail, {
    section: 'urikit', title: 'a line of variables is a JSON object of name: value', fix: 'write the variables as {"name":"value","list":["a","b"]}',
  });
}

/** The variables of one input: a JSON object (an operand's name=value pairs are made one by prepare). */
function variablesOf(input: string): TemplateVariables | UriError {
  let value: unknown;
  try {
    value = JSON.parse(input);
  } catch (e) {
    return variablesError(input, `not JSON: ${(e as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return variablesError(input, 'the JSON is not an object of variables');
  return value as TemplateVariables;
}

/**
 * The operands after the template as one JSON object of variables: each `name=value` (a ',' in the
 * value makes a list; a name given again adds to its list), or a JSON object whose members are
 * merged in.
 */
function operandVariables(operands: readonly string[]): string {
  const vars: Record<string, unknown> = {};
  for (const operand of operands) {
    if (operand.startsWith('{')) {
      const v = variablesOf(operand);
      if (v instanceof UriError) throw new UsageError(`the variables ${operand}: ${v.detail ?? v.message}`);
      Object.assign(vars, v);
      continue;
    }
    const eq = operand.indexOf('=');
    if (eq <= 0) throw new UsageError(`'${operand}' is not a variable: write name=value (a list as name=a,b), or a JSON object`);
    const name = operand.slice(0, eq);
    const text = operand.slice(eq + 1);
    const value: string | string[] = text.includes(',') ? text.split(',') : text;
    const had = Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : undefined;
    vars[name] = had === undefined ? value : [...(Array.isArray(had) ? had as unknown[] : [had]), ...(Array.isArray(value) ? value : [value])];
  }
  return JSON.stringify(vars);
}

/** The variables of a match as a JSON object (null-prototype objects stringify as plain ones). */
function matchJson(variables: object | null): string {
  return JSON.stringify(variables);
}

export const templateCommand: Command<Settings> = {
  name: 'template',
  usage: [
    'template [options] <template> <name=value>...',
    "template [options] <template> '{\"name\":\"value\"}'",
    'template [options] <template> [-] < variables.ndjson   (each line: a JSON object)',
    'template [options] --match <template> <uri>...',
    'template [options] --match <template> [-] < uris.txt',
  ],
  description: [
    'Expands an RFC 6570 URI Template (levels 1-4) with variables: name=value operands (a list as',
    'name=a,b; the same name again adds to the list), JSON objects (for associative arrays and',
    'values with commas), or one JSON object of variables per line of standard input.',
    'With --match, reads URIs back into the variables they were expanded from (pct-decoded), where',
    'the template allows one reading; exit status 1 when a URI does not match. A template that is',
    'not valid stops the command with its caret (exit 1).',
  ].join('\n'),
  options: {
    match: { type: 'boolean', help: 'read URIs (operands or standard input) back into variables instead of expanding' },
  },
  parsesUris: false,
  formats: [
    '  operands:  the expansion, or for --match the variables as a JSON object ("no match" when none);',
    '             an error goes to standard error with its caret',
    '  TSV:       <line>  ok  <uri>   (--match: <line>  match  <variables JSON>   or   <line>  no-match  <uri>)',
    '             or   <line>  error  <code>  <index>  <input>',
    '  --json:    {"line":1,"input":"...","uri":"..."}   (--match: {"line":1,"input":"...","variables":{...}|null})',
    '             or   {"line":1,"input":"...","error":{...}}',
  ].join('\n'),
  examples: [
    "  $ urikit template 'https://api.example.com/users/{id}{?fields*}' id=42 fields=a,b",
    '  https://api.example.com/users/42?fields=a&fields=b',
    "  $ urikit template '{/path*}{?q}' '{\"path\":[\"a b\",\"c\"],\"q\":\"x,y\"}'",
    '  /a%20b/c?q=x%2Cy',
    "  $ urikit template --match '/users/{id}{?fields}' '/users/42?fields=a,b'",
    '  {"id":"42","fields":["a","b"]}',
    "  $ urikit template --match '/users/{id}' < access-paths.txt | grep no-match",
  ].join('\n'),
  exit: 'Exit status: 0 when every input expanded (or matched), 1 when any failed or did not match, or the template\n'
    + 'is not valid, 2 for a usage or I/O error.',
  words: { ok: 'done', no: 'unmatched', failed: 'invalid' },

  prepare(values, operands) {
    const [template, ...rest] = operands;
    if (template === undefined) throw new UsageError('give a template first');
    try {
      parseTemplate(template);
    } catch (e) {
      throw new OperandError('template', asUriError(e));
    }
    const match = values['match'] === true;
    let items: readonly string[] | undefined;
    if (rest.length === 0 || (rest.length === 1 && rest[0] === '-')) items = undefined;
    else if (rest.includes('-')) throw new UsageError("'-' (standard input) cannot be mixed with operands");
    else items = match ? rest : [operandVariables(rest)];
    return { settings: { template, match }, items };
  },

  handler(settings, json): LineHandler {
    const template = parseTemplate(settings.template);
    if (settings.match) {
      return (input, line, r): Status => {
        const variables = template.match(input);
        if (json) r.text = `{"line":${line},"input":${JSON.stringify(input)},"variables":${matchJson(variables)}}`;
        else r.text = variables === null ? `${line}\tno-match\t${tsvField(input)}` : `${line}\tmatch\t${tsvField(matchJson(variables))}`;
        return variables === null ? NO : OK;
      };
    }
    return (input, line, r): Status => {
      const variables = variablesOf(input);
      if (variables instanceof UriError) return failure(r, variables, line, input, json);
      let uri: string;
      try {
        uri = template.expand(variables);
      } catch (e) {
        return failure(r, asUriError(e), line, input, json);
      }
      r.text = json ? `{"line":${line},"input":${JSON.stringify(input)},"uri":${JSON.stringify(uri)}}` : `${line}\tok\t${tsvField(uri)}`;
      return OK;
    };
  },

  show(settings, items, io) {
    const s = io.outStyle;
    let status = EXIT_OK;
    for (const input of items) {
      if (settings.match) {
        const variables = matchTemplate(settings.template, input);
        if (variables === null) {
          status = EXIT_FAILED;
          io.out.write(s.red('no match') + '\n');
        } else {
          io.out.write(matchJson(variables) + '\n');
        }
        continue;
      }
      const variables = variablesOf(input);
      try {
        if (variables instanceof UriError) throw variables;
        io.out.write(expand(settings.template, variables) + '\n');
      } catch (e) {
        status = EXIT_FAILED;
        io.err.write(errorLines(asUriError(e), io.errStyle).join('\n') + '\n');
      }
    }
    return status;
  },
};
