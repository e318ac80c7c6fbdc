/** urikit steps: what each RFC 3986 §6.2.2-6.2.3 normalization step changes in a URI (normalize's dry run). */

import { type NormalizeChange, type NormalizeOptions, normalizationChanges, normalize } from '../../index.js';
import { SCHEMES } from '../../schemes/index.js';
import { choice } from '../args.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, type LineHandler, OK, type UriSettings, asUriError, errorLines, failure, itemOperands, uriSettings,
} from '../command.js';
import { ABSENT, columns, tsvField, visible } from '../format.js';

interface Settings extends UriSettings {
  readonly level: 'syntax' | 'scheme';
}

function options(settings: Settings): NormalizeOptions {
  return { level: settings.level, registry: SCHEMES, iri: settings.iri, zoneId: settings.zoneId };
}

/** A component's value before or after a step, for a person. */
function shown(value: string | undefined): string {
  return value === undefined ? '(absent)' : value === '' ? '(empty)' : visible(value);
}

/** The run of the steps on one input: the changes, in order, and the normal form they end in. */
function stepsOf(input: string, settings: Settings): { changes: NormalizeChange[]; normalized: string } {
  const opts = options(settings);
  return { changes: normalizationChanges(input, opts), normalized: normalize(input, opts).toString() };
}

export const stepsCommand: Command<Settings> = {
  name: 'steps',
  usage: ['steps [options] <uri>...', 'steps [options] [-] < uris.txt'],
  description: [
    'Shows what each normalization step changes, in the order normalize runs them: lowercase-scheme,',
    'decode-unreserved, uppercase-percent-hex, lowercase-host, remove-dot-segments (§6.2.2), then at',
    'the scheme level (the default) remove-default-port, localhost-to-empty-host, empty-path-to-root',
    "and the scheme's own rules (§6.2.3). A step that changes nothing is not listed; a URI already",
    'normal has no step.',
  ].join('\n'),
  options: {
    level: { type: 'string', value: '<level>', help: 'syntax (§6.2.2 only) or scheme (default: §6.2.2 and §6.2.3)' },
  },
  parsesUris: true,
  formats: [
    '  operands:  one row per change: <step>  <component>  <before>  ->  <after>; then the normal form',
    '  TSV:       <line>  <step>  <component>  <before>  <after>   per change (\\N: absent), then',
    '             <line>  normalized  <uri>;   or <line>  error  <code>  <index>  <input>',
    '  --json:    {"line":1,"input":"...","steps":[{"step":"...","component":"...","before":"...","after":"..."}],',
    '             "normalized":"..."}   (before or after left out when the component is absent)',
  ].join('\n'),
  examples: [
    "  $ urikit steps 'HTTP://Example.COM:80/a/./b/../%7euser'",
    '  lowercase-scheme     scheme  HTTP               ->  http',
    '  decode-unreserved    path    /a/./b/../%7euser  ->  /a/./b/../~user',
    '  lowercase-host       host    Example.COM        ->  example.com',
    '  remove-dot-segments  path    /a/./b/../~user    ->  /a/~user',
    '  remove-default-port  port    80                 ->  (absent)',
    '  normalized  http://example.com/a/~user',
  ].join('\n'),
  words: { ok: 'shown', failed: 'invalid' },

  prepare(values, operands) {
    const level = choice(values, 'level', ['syntax', 'scheme'] as const, 'scheme');
    return { settings: { ...uriSettings(values), level }, items: itemOperands(operands) };
  },

  handler(settings, json): LineHandler {
    return (input, line, r) => {
      let run: ReturnType<typeof stepsOf>;
      try {
        run = stepsOf(input, settings);
      } catch (error) {
        return failure(r, asUriError(error), line, input, json);
      }
      r.text = json
        ? JSON.stringify({ line, input, steps: run.changes, normalized: run.normalized })
        : [
          ...run.changes.map((c) => `${line}\t${c.step}\t${c.component}\t${c.before === undefined ? ABSENT : tsvField(c.before)}\t${c.after === undefined ? ABSENT : tsvField(c.after)}`),
          `${line}\tnormalized\t${run.normalized}`,
        ].join('\n');
      return OK;
    };
  },

  show(settings, items, io) {
    const s = io.outStyle;
    const blocks: string[] = [];
    let status = EXIT_OK;
    for (const input of items) {
      try {
        const run = stepsOf(input, settings);
        const rows = run.changes.map((c) => [c.step, c.component, shown(c.before), '->', shown(c.after)]);
        const table = columns(rows, (cell, c) => (c === 0 ? s.cyan(cell) : c === 4 ? s.green(cell) : cell));
        if (rows.length === 0) table.push(s.dim('(already normal: no step changes it)'));
        table.push(columns([['normalized', run.normalized]], (cell, c) => (c === 0 ? s.bold(cell) : cell))[0]!);
        blocks.push(table.join('\n'));
      } catch (error) {
        status = EXIT_FAILED;
        blocks.push(errorLines(asUriError(error), s, settings).join('\n'));
      }
    }
    io.out.write(blocks.join('\n\n') + '\n');
    return status;
  },
};
