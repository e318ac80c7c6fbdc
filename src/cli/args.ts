/** A command's argument list read with util.parseArgs: the options every command shares, usage errors, the --help text. */
/// <reference types="node" />

import { parseArgs } from 'node:util';
import { type Command, type OptionSpec, UsageError, type Values } from './command.js';
import { columns } from './format.js';

/** The default of --max-line-length: 2 MiB, the longest URL Chromium accepts (url/url_constants.h, kMaxURLChars). */
const MAX_LINE_LENGTH = 2 * 1024 * 1024;

/** The options of every command. */
const COMMON: Readonly<Record<string, OptionSpec>> = {
  json: { type: 'boolean', help: 'one JSON object per input, one per line (NDJSON)' },
  tsv: { type: 'boolean', help: 'numbered tab-separated lines, <line> <status> <fields...>, even off a terminal' },
  'fail-fast': { type: 'boolean', help: 'stop at the first input that fails (exit 1); the output ends with it' },
  jobs: { type: 'string', short: 'j', value: '<n>', help: 'standard input only: spread the lines over n worker threads (default 1); the output keeps the input order' },
  'max-line-length': {
    type: 'string', value: '<bytes>',
    help: 'standard input only: a longer line is an error (line-too-long) and is not kept in memory; default 2M (2 MiB); K, M, G suffixes',
  },
  'failures-only': { type: 'boolean', help: 'print only the inputs that fail' },
  quiet: { type: 'boolean', short: 'q', help: 'no summary and no progress line on standard error' },
  help: { type: 'boolean', short: 'h', help: 'this text' },
  strict: { type: 'boolean', help: 'the old name of --fail-fast (it still works, with a note on standard error)', deprecated: 'fail-fast' },
};

/** --plain, for the commands that offer it. */
const PLAIN: Readonly<Record<string, OptionSpec>> = {
  plain: {
    type: 'boolean',
    help: 'results only, one a line, no line numbers; what fails goes to standard error (one line each) and the exit status',
  },
};

/** The options of the commands that parse URIs. */
const URI_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  iri: { type: 'boolean', help: 'read IRIs (RFC 3987): non-ASCII characters are allowed where RFC 3987 allows them' },
  'zone-id': { type: 'boolean', help: 'accept RFC 6874 zone identifiers in IPv6 literals: http://[fe80::1%25eth0]/' },
};

/** What every command gets from its command line besides its own settings. */
export interface Common {
  readonly json: boolean;
  /** --plain given. */
  readonly plain: boolean;
  /** --tsv given. */
  readonly tsv: boolean;
  readonly failFast: boolean;
  readonly jobs: number;
  readonly maxLineLength: number;
  readonly failuresOnly: boolean;
  readonly quiet: boolean;
  readonly help: boolean;
  /** Notes for standard error: an old option name was used. */
  readonly notes: readonly string[];
}

interface CommandLine {
  readonly values: Values;
  readonly operands: readonly string[];
  readonly common: Common;
}

function allOptions(command: Command): Record<string, OptionSpec> {
  return { ...command.options, ...(command.parsesUris ? URI_OPTIONS : {}), ...(command.plain === undefined ? {} : PLAIN), ...COMMON };
}

/** A --max-line-length value: digits with an optional K, M or G (powers of 1024); 1 byte to 1 GiB. */
function byteCount(text: string): number {
  const m = /^([0-9]{1,10})([kKmMgG]?)$/.exec(text);
  const unit = m === null ? 0 : { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2]!.toLowerCase() as '' | 'k' | 'm' | 'g'];
  const n = m === null ? NaN : Number(m[1]) * unit;
  if (!(n >= 1 && n <= 1024 ** 3)) {
    throw new UsageError(`--max-line-length takes a number of bytes from 1 to 1G (with an optional K, M or G), got '${text}'`);
  }
  return n;
}

/**
 * Reads a command's arguments. Operands that start with '-' (other than '-' itself) follow '--'.
 * Throws UsageError with a one-line message for an unknown option, a missing value, or a bad --jobs.
 */
export function readCommandLine(command: Command, args: readonly string[]): CommandLine {
  const specs = allOptions(command);
  const options: Record<string, { type: 'boolean' | 'string'; short?: string; multiple?: boolean }> = {};
  for (const [name, spec] of Object.entries(specs)) {
    options[name] = { type: spec.type, ...(spec.short === undefined ? {} : { short: spec.short }), ...(spec.multiple === true ? { multiple: true } : {}) };
  }
  let parsed: { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true }) as typeof parsed;
  } catch (e) {
    throw new UsageError(parseArgsMessage(e, Object.keys(specs).filter((n) => specs[n]!.deprecated === undefined)));
  }
  const values = parsed.values;
  const notes: string[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.deprecated === undefined || values[name] === undefined) continue;
    values[spec.deprecated] ??= values[name];
    notes.push(`--${name} is the old name of --${spec.deprecated}, which does the same: the old name will go in a later version`);
  }
  if (values['plain'] === true && (values['json'] === true || values['tsv'] === true)) {
    throw new UsageError(`--plain cannot go with --${values['json'] === true ? 'json' : 'tsv'}: pick one output format`);
  }
  if (values['json'] === true && values['tsv'] === true) throw new UsageError('--json cannot go with --tsv: pick one output format');
  const jobsText = values['jobs'];
  let jobs = 1;
  if (typeof jobsText === 'string') {
    jobs = /^[0-9]{1,4}$/.test(jobsText) ? Number(jobsText) : NaN;
    if (!(jobs >= 1 && jobs <= 256)) throw new UsageError(`--jobs takes a whole number from 1 to 256, got '${jobsText}'`);
  }
  return {
    values,
    operands: parsed.positionals,
    common: {
      json: values['json'] === true,
      plain: values['plain'] === true,
      tsv: values['tsv'] === true,
      failFast: values['fail-fast'] === true,
      jobs,
      maxLineLength: typeof values['max-line-length'] === 'string' ? byteCount(values['max-line-length']) : MAX_LINE_LENGTH,
      notes,
      failuresOnly: values['failures-only'] === true,
      quiet: values['quiet'] === true,
      help: values['help'] === true,
    },
  };
}

/** util.parseArgs' messages, made one short line; an unknown option gets the nearest of `names`. */
function parseArgsMessage(e: unknown, names: readonly string[]): string {
  const code = (e as { code?: string }).code;
  const message = e instanceof Error ? e.message : String(e);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']*)'/.exec(message)?.[1] ?? '?';
    const near = option.startsWith('--') ? nearest(option.slice(2).replace(/=.*/, ''), names) : undefined;
    return `unknown option '${option}'${near === undefined ? '' : ` (did you mean --${near}?)`} (an operand that starts with '-' goes after '--')`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return message.split('\n')[0]!.replace(/\.$/, '');
  throw e; // anything else is a bug
}

/** Damerau-Levenshtein distance (optimal string alignment) between two short words. */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The name nearest to a mistyped one: the only name it starts, or the closest by edit distance
 * within a third of its length (at least 1, at most 3); undefined when none is near enough.
 */
export function nearest(typed: string, names: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (word === '' || word.length > 64) return undefined;
  const prefixed = names.filter((n) => n.startsWith(word));
  if (prefixed.length === 1) return prefixed[0];
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const n of names) {
    const dd = distance(word, n);
    if (dd < bestDistance) {
      best = n;
      bestDistance = dd;
    }
  }
  return best;
}

/** The value of a string option that must be one of a list (case-insensitive), or its default. */
export function choice<T extends string>(values: Values, name: string, allowed: readonly T[], fallback: T): T {
  const given = values[name];
  if (given === undefined) return fallback;
  const found = allowed.find((a) => a.toLowerCase() === String(given).toLowerCase());
  if (found === undefined) throw new UsageError(`--${name} takes one of ${allowed.join(', ')}; got '${String(given)}'`);
  return found;
}

/** The synopsis: 'usage: urikit …' for each form. */
export function usageText(command: Command): string {
  return command.usage.map((u, i) => `${i === 0 ? 'usage:' : '      '} urikit ${u}`).join('\n');
}

/**
 * The option rows of a command's --help ('  -j, --jobs <n>', its help), or with no command those
 * every command takes.
 */
export function optionsOf(command: Command | undefined): [string, string][] {
  const specs = command === undefined ? COMMON : allOptions(command);
  return Object.entries(specs).map(([name, spec]) => [
    `  ${spec.short === undefined ? '    ' : `-${spec.short}, `}--${name}${spec.value === undefined ? '' : ' ' + spec.value}`,
    spec.help,
  ]);
}

/** The whole --help text of a command. */
export function helpText(command: Command): string {
  const rows = optionsOf(command);
  return [
    usageText(command),
    '',
    command.description,
    '',
    'Options:',
    ...columns(rows),
    '',
    'Output:',
    command.formats,
    '',
    command.exit ?? 'Exit status: 0 when every input came through, 1 when any failed (or, for equal, differs), 2 for a usage or I/O error.',
    '',
    'Examples:',
    command.examples,
  ].join('\n');
}
