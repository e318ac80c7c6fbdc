/** urikit equal: are two URIs equivalent (RFC 3986 §6.2's comparison ladder)? The exit status answers. */

import { type CompareOptions, type Uri, UriError, comparisonKey, parse } from '../../index.js';
import { SCHEMES } from '../../schemes/index.js';
import { choice } from '../args.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, type LineHandler, NO, OK, OperandError, type Status, type UriSettings, asUriError, errorLines, failure, inLine,
  pairOperands, parseOptions, splitPair, uriSettings,
} from '../command.js';
import { visible } from '../format.js';

type Level = 'string' | 'syntax' | 'scheme';

interface Settings extends UriSettings {
  /** The first URI given as an operand; undefined when each line is a pair. */
  readonly a: string | undefined;
  readonly level: Level;
}

function options(settings: Settings): CompareOptions {
  return { level: settings.level, registry: SCHEMES, iri: settings.iri, zoneId: settings.zoneId };
}

/** Both URIs with their comparison keys (two URIs are equivalent exactly when their keys are equal), or the error. */
type Outcome = { a: string; b: string; keyA: string; keyB: string } | UriError;

function keyOf(text: string, settings: Settings): { uri: Uri; key: string } {
  const uri = parse(text, parseOptions(settings));
  return { uri, key: comparisonKey(uri, options(settings)) };
}

function outcome(settings: Settings, fixed: { uri: Uri; key: string } | undefined, line: string): Outcome {
  let a: string;
  let b: string;
  let offset: number;
  if (fixed !== undefined) {
    a = fixed.uri.toString();
    b = line;
    offset = 0;
  } else {
    const pair = splitPair(line, 'the first URI');
    if (pair instanceof UriError) return pair;
    [a, b] = pair;
    offset = a.length + 1;
  }
  let keyA: string;
  if (fixed !== undefined) keyA = fixed.key;
  else {
    try {
      keyA = keyOf(a, settings).key;
    } catch (e) {
      return inLine(asUriError(e), line, 0);
    }
  }
  try {
    return { a, b, keyA, keyB: keyOf(b, settings).key };
  } catch (e) {
    return inLine(asUriError(e), line, offset);
  }
}

export const equalCommand: Command<Settings> = {
  name: 'equal',
  usage: [
    'equal [options] <a> <b>...',
    'equal [options] <a> [-] < others.txt',
    'equal [options] < pairs.txt        (each line: <a><TAB><b>)',
  ],
  description: [
    'Answers whether URIs are equivalent (RFC 3986 §6.2): exit status 0 when every pair is, 1 when',
    'any is not. At the scheme level (the default) both are normalized with every scheme urikit knows',
    '(default ports, urn and tel equivalence); syntax compares after §6.2.2 only; string compares the',
    'text as written. With more than two operands, <a> is compared with each of the others.',
  ].join('\n'),
  options: {
    level: { type: 'string', value: '<level>', help: 'string (§6.2.1), syntax (§6.2.2) or scheme (default, §6.2.3)' },
  },
  parsesUris: true,
  formats: [
    '  operands:  "equal", or "different" and the two comparison keys, for each <b>',
    '  TSV:       <line>  equal|different  <a>  <b>     or   <line>  error  <code>  <index>  <input>',
    '             (for a pair line, <input> is the whole line and <index> counts from its start)',
    '  --json:    {"line":1,"a":"...","b":"...","equal":true}   or   {"line":1,"input":"...","error":{...}}',
  ].join('\n'),
  examples: [
    "  $ urikit equal 'http://example.com' 'HTTP://Example.COM:80/'",
    '  equal',
    "  $ urikit equal 'http://w3.org/bertram%2Fmarie' 'http://w3.org/bertram/marie'; echo $?",
    '  different',
    '  key a  http://w3.org/bertram%2Fmarie',
    '  key b  http://w3.org/bertram/marie',
    '  1',
    "  $ urikit equal --json < pairs.tsv | grep '\"equal\":false'",
  ].join('\n'),
  words: { ok: 'equal', no: 'different', failed: 'invalid' },

  prepare(values, operands) {
    const { first, items } = pairOperands(operands);
    const settings: Settings = { ...uriSettings(values), a: first, level: choice(values, 'level', ['string', 'syntax', 'scheme'] as const, 'scheme') };
    if (first !== undefined) {
      try {
        keyOf(first, settings);
      } catch (e) {
        throw new OperandError('a', asUriError(e));
      }
    }
    return { settings, items };
  },

  handler(settings, json): LineHandler {
    const fixed = settings.a === undefined ? undefined : keyOf(settings.a, settings);
    return (input, line, r): Status => {
      const o = outcome(settings, fixed, input);
      if (o instanceof UriError) {
        return failure(r, o, line, input, json);
      }
      const same = o.keyA === o.keyB;
      r.text = json
        ? JSON.stringify({ line, a: o.a, b: o.b, equal: same })
        : `${line}\t${same ? 'equal' : 'different'}\t${o.a}\t${o.b}`; // valid URIs: nothing to escape (see tsvComponent)
      return same ? OK : NO;
    };
  },

  show(settings, items, io) {
    const s = io.outStyle;
    const fixed = keyOf(settings.a!, settings);
    let status = EXIT_OK;
    const out: string[] = [];
    for (const input of items) {
      const o = outcome(settings, fixed, input);
      if (o instanceof UriError) {
        status = EXIT_FAILED;
        out.push(...errorLines(o, s, settings));
      } else if (o.keyA === o.keyB) {
        out.push(s.green('equal'));
      } else {
        status = EXIT_FAILED;
        out.push(s.red('different'), `${s.bold('key a')}  ${visible(o.keyA)}`, `${s.bold('key b')}  ${visible(o.keyB)}`);
      }
    }
    io.out.write(out.join('\n') + '\n');
    return status;
  },
};
