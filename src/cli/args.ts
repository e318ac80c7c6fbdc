/** A command's argument list read with util.parseArgs: the options every command shares, usage errors, the --help text. */
/// <reference types="node" />

import { parseArgs } from 'node:util';
import { type Command, type OptionSpec, UsageError, type Values } from './command.js';
import { columns } from './format.js';

/** The options of every command. */
const COMMON: Readonly<Record<string, OptionSpec>> = {
  json: { type: 'boolean', help: 'one JSON object per input, one per line (NDJSON)' },
  strict: { type: 'boolean', help: 'stop at the first input that fails (exit 1); the output ends with it' },
  jobs: { type: 'string', short: 'j', value: '<n>', help: 'standard input only: spread the lines over n worker threads (default 1); the output keeps the input order' },
  'failures-only': { type: 'boolean', help: 'print only the inputs that fail' },
  quiet: { type: 'boolean', short: 'q', help: 'no summary and no progress line on standard error' },
  help: { type: 'boolean', short: 'h', help: 'this text' },
};

/** The options of the commands that parse URIs. */
const URI_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  iri: { type: 'boolean', help: 'read IRIs (RFC 3987): non-ASCII characters are allowed where RFC 3987 allows them' },
  'zone-id': { type: 'boolean', help: 'accept RFC 6874 zone identifiers in IPv6 literals: http://[fe80::1%25eth0]/' },
};

/** What every command gets from its command line besides its own settings. */
export interface Common {
  readonly json: boolean;
  readonly strict: boolean;
  readonly jobs: number;
  readonly failuresOnly: boolean;
  readonly quiet: boolean;
  readonly help: boolean;
}

interface CommandLine {
  readonly values: Values;
  readonly operands: readonly string[];
  readonly common: Common;
}

function allOptions(command: Command): Record<string, OptionSpec> {
  return { ...command.options, ...(command.parsesUris ? URI_OPTIONS : {}), ...COMMON };
}

/**
 * Reads a command's arguments. Operands that start with '-' (other than '-' itself) follow '--'.
 * Throws UsageError with a one-line message for an unknown option, a missing value, or a bad --jobs.
 */
export function readCommandLine(command: Command, args: readonly string[]): CommandLine {
  const specs = allOptions(command);
  const options: Record<string, { type: 'boolean' | 'string'; short?: string }> = {};
  for (const [name, spec] of Object.entries(specs)) {
    options[name] = spec.short === undefined ? { type: spec.type } : { type: spec.type, short: spec.short };
  }
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true }) as typeof parsed;
  } catch (e) {
    throw new UsageError(parseArgsMessage(e));
  }
  const values = parsed.values;
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
      strict: values['strict'] === true,
      jobs,
      failuresOnly: values['failures-only'] === true,
      quiet: values['quiet'] === true,
      help: values['help'] === true,
    },
  };
}

/** util.parseArgs' messages, made one short line. */
function parseArgsMessage(e: unknown): string {
  const code = (e as { code?: string }).code;
  const message = e instanceof Error ? e.message : String(e);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']*)'/.exec(message)?.[1] ?? '?';
    return `unknown option '${option}' (an operand that starts with '-' goes after '--')`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return message.replace(/\.$/, '');
  throw e; // anything else is a bug
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

/** The whole --help text of a command. */
export function helpText(command: Command): string {
  const rows = Object.entries(allOptions(command)).map(([name, spec]) => [
    `  ${spec.short === undefined ? '    ' : `-${spec.short}, `}--${name}${spec.value === undefined ? '' : ' ' + spec.value}`,
    spec.help,
  ]);
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
