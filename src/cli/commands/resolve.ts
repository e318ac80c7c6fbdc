/** urikit resolve and relativize: RFC 3986 §5.2 reference resolution against a base, and its inverse. */

import { type Uri, UriError, parse, relativize, resolve } from '../../index.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, type LineHandler, OK, OperandError, type UriSettings, asUriError, baseOperand, errorLines, failure, inLine,
  pairOperands, splitPair, uriSettings,
} from '../command.js';

interface Settings extends UriSettings {
  /** The base given as an operand; undefined when each line is a pair. */
  readonly base: string | undefined;
  readonly strictResolution: boolean;
}

/** One of the two commands: what it calls, and what it names its operands and result. */
interface Family {
  readonly name: 'resolve' | 'relativize';
  readonly second: 'reference' | 'target';
  readonly result: 'resolved' | 'relative';
  run(base: Uri, second: string, settings: Settings): string;
}

const RESOLVE: Family = {
  name: 'resolve', second: 'reference', result: 'resolved',
  run: (base, reference, settings) =>
    resolve(base, reference, { strict: settings.strictResolution, iri: settings.iri, zoneId: settings.zoneId }).toString(),
};

const RELATIVIZE: Family = {
  name: 'relativize', second: 'target', result: 'relative',
  // The target must be a URI (§3): parsed with that rule, a relative target is 'missing-scheme' at its start.
  run: (base, target, settings) =>
    relativize(base, parse(target, { rule: 'URI', iri: settings.iri, zoneId: settings.zoneId }), { iri: settings.iri, zoneId: settings.zoneId })
      .toString(),
};

/** The answer for one line: the result, or the error re-aimed at the line. */
type Outcome = { base: string; second: string; result: string } | UriError;

function outcome(family: Family, settings: Settings, fixedBase: Uri | undefined, line: string): Outcome {
  if (fixedBase !== undefined) {
    try {
      return { base: fixedBase.toString(), second: line, result: family.run(fixedBase, line, settings) };
    } catch (e) {
      return asUriError(e);
    }
  }
  const pair = splitPair(line, 'the base');
  if (pair instanceof UriError) return pair;
  const [base, second] = pair;
  let b: Uri;
  try {
    b = baseOperand(base, settings);
  } catch (e) {
    return inLine((e as OperandError).error, line, 0);
  }
  try {
    return { base, second, result: family.run(b, second, settings) };
  } catch (e) {
    const error = asUriError(e);
    return inLine(error, line, error.input === base ? 0 : base.length + 1);
  }
}

function command(family: Family): Command<Settings> {
  const { name, second, result } = family;
  const isResolve = name === 'resolve';
  return {
    name,
    usage: [
      `${name} [options] <base> <${second}>...`,
      `${name} [options] <base> [-] < ${second}s.txt`,
      `${name} [options] < pairs.txt        (each line: <base><TAB><${second}>)`,
    ],
    description: isResolve
      ? [
        'Resolves each reference against the base (RFC 3986 §5.2): the URI a link written <reference> in',
        'a document at <base> points to. Strict by default (§5.2.2): a reference with the base\'s own',
        'scheme (http:g) is a URI of its own; --same-scheme-relative reads it as relative, as old parsers',
        'did (§5.2.2\'s "non-strict" parser).',
        'The base must have a scheme.',
      ].join('\n')
      : [
        'The shortest reference that resolves against the base to exactly the target: the inverse of',
        'resolve. The base must have a scheme, the target too. It compares URIs as written: normalize',
        'both first when equivalent spellings should count as the same.',
      ].join('\n'),
    options: isResolve
      ? {
        'same-scheme-relative': {
          type: 'boolean', help: 'RFC 3986 §5.2.2\'s non-strict, backward-compatible parser: a reference with the base\'s scheme (http:g) is relative',
        },
        'non-strict': { type: 'boolean', help: 'the old name of --same-scheme-relative (it still works, with a note on standard error)', deprecated: 'same-scheme-relative' },
      }
      : {},
    parsesUris: true,
    formats: [
      `  operands:  the ${result} URI of each, one a line; an error goes to standard error with its caret`,
      '  --plain:   the same on standard input (the default there when standard output is not a terminal);',
      `             a line that fails: "urikit ${name}: line <n>: <input>: <message>" on standard error`,
      `  --tsv:     <line>  ok  <${result}>     or   <line>  error  <code>  <index>  <input>`,
      '             (for a pair line, <input> is the whole line and <index> counts from its start)',
      `  --json:    {"line":1,"input":"...","base":"...","${second}":"...","${result}":"..."}`,
      '             or {"line":1,"input":"...","error":{"code":"...","index":0,"message":"..."}}',
    ].join('\n'),
    examples: isResolve
      ? [
        "  $ urikit resolve 'http://a/b/c/d;p?q' '../g' '?y' 'g;x=1/../y'",
        '  http://a/b/g',
        '  http://a/b/c/d;p?y',
        '  http://a/b/c/y',
        "  $ urikit resolve --same-scheme-relative 'http://a/b/c/d;p?q' 'http:g'",
        '  http://a/b/c/g',
        "  $ grep -o 'href=\"[^\"]*\"' page.html | cut -d'\"' -f2 | urikit resolve https://example.com/docs/",
      ].join('\n')
      : [
        "  $ urikit relativize 'http://a/b/c/d;p?q' 'http://a/b/g' 'http://a/b/c/d;p?y' 'http://g/x'",
        '  ../g',
        '  ?y',
        '  //g/x',
      ].join('\n'),
    words: { ok: result, failed: 'invalid' },
    plain: 'default',

    prepare(values, operands) {
      const { first, items } = pairOperands(operands);
      const settings: Settings = { ...uriSettings(values), base: first, strictResolution: values['same-scheme-relative'] !== true };
      if (first !== undefined) baseOperand(first, settings);
      return { settings, items };
    },

    handler(settings, json, plain): LineHandler {
      const fixedBase = settings.base === undefined ? undefined : baseOperand(settings.base, settings);
      return (input, line, r) => {
        const o = outcome(family, settings, fixedBase, input);
        if (o instanceof UriError) {
          return failure(r, o, line, input, json, 'error', plain ? name : undefined);
        }
        r.text = plain
          ? o.result
          : json
            ? JSON.stringify({ line, input, base: o.base, [second]: o.second, [result]: o.result })
            : `${line}\tok\t${o.result}`; // a URI: nothing to escape (see tsvComponent)
        return OK;
      };
    },

    show(settings, items, io) {
      const fixedBase = baseOperand(settings.base!, settings);
      let status = EXIT_OK;
      for (const input of items) {
        const o = outcome(family, settings, fixedBase, input);
        if (o instanceof UriError) {
          status = EXIT_FAILED;
          io.err.write(errorLines(o, io.errStyle, settings).join('\n') + '\n');
        } else {
          io.out.write(o.result + '\n');
        }
      }
      return status;
    },
  };
}

export const resolveCommand = command(RESOLVE);
export const relativizeCommand = command(RELATIVIZE);
