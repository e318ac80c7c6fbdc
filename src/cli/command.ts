/** What a urikit command is (options, operands, a line handler for programs, a display for people) and what the commands share. */
/// <reference types="node" />

import { type ParseOptions, type Uri, UriError, isValid, parse } from '../index.js';
import { type Style, errorBlock, errorJson, tsvField } from './format.js';
import type { Refuser } from './stream.js';

// ---------------------------------------------------------------------------------------------
// Outcomes

/** Exit statuses: every input came through; some input failed (or differs); the command could not run. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_TROUBLE = 2;

/** A line (or an operand) came through: valid, parsed, resolved, equal. */
export const OK = 0;
/** A clean negative answer that still fails the run: two URIs that are not equivalent. */
export const NO = 1;
/** The input is not what the command needs: it is reported with its error code. */
export const FAILED = 2;
/** The input came through and has nothing to write (a line of text with no URI in it, for extract). */
export const NOTHING = 3;
export type Status = typeof OK | typeof NO | typeof FAILED | typeof NOTHING;

/** What a handler writes for one input: its output (one or more lines, no final newline) and, when it failed, the code. */
export interface LineResult {
  text: string;
  code: string;
}

/**
 * The work of a command on one input, for programs: TSV or NDJSON in `r.text` (with --plain: the
 * result alone, or for a failure the line standard error gets). Pure: it runs the same in the main
 * thread and in a worker, so `--jobs N` cannot change the output.
 */
export type LineHandler = (input: string, line: number, r: LineResult) => Status;

// ---------------------------------------------------------------------------------------------
// Commands

export interface OptionSpec {
  readonly type: 'boolean' | 'string';
  readonly short?: string;
  /** The value's placeholder in the help ('<name>'). */
  readonly value?: string;
  readonly help: string;
  /** The option is the old name of this one: it still works, with a note on standard error. */
  readonly deprecated?: string;
  /** A string option that may be given more than once: its value is the list, in order. */
  readonly multiple?: boolean;
}

export type Values = Readonly<Record<string, string | boolean | readonly string[] | undefined>>;

/** The streams a command reads and writes, with the colours of the two it writes. */
export interface Io {
  readonly input: NodeJS.ReadStream;
  readonly out: NodeJS.WriteStream;
  readonly err: NodeJS.WriteStream;
  readonly outStyle: Style;
  readonly errStyle: Style;
  /**
   * The exit status of what has been done so far, for a run that must end early because its reader
   * went away (EPIPE): a standard-input run sets it as it goes. Unset, the run goes on to its end
   * with nothing more written (an operand run, --help: their work is bounded).
   */
  readonly status: { current: (() => number) | undefined };
  /** The module --jobs workers run: cli/worker.js, beside cli/main.js (main knows its own folder; a shared chunk does not). */
  readonly worker: URL;
}

/** What prepare makes of the command line: settings for the handler, and the operands to work on (undefined: read standard input). */
interface Prepared<S> {
  readonly settings: S;
  readonly items: readonly string[] | undefined;
}

export interface Command<S = unknown> {
  readonly name: string;
  /** Synopsis lines, each starting with the command's name. */
  readonly usage: readonly string[];
  /** What it does, shown after the usage in --help. */
  readonly description: string;
  /** The command's own options (the common ones are added by args.ts). */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Whether it takes --iri and --zone-id. */
  readonly parsesUris: boolean;
  /** The output formats, for --help. */
  readonly formats: string;
  /** Example command lines with what they print, for --help. */
  readonly examples: string;
  /** The exit statuses, for --help, when they say more than every command's (see helpText). */
  readonly exit?: string;
  /** Words the summary uses for lines that came through, that got a clean "no", and that failed. */
  readonly words: { readonly ok: string; readonly no?: string; readonly failed: string };
  /**
   * --plain (results only; failures on standard error): 'default' for a command whose output is the
   * result itself (it is then the default on standard input when standard output is not a
   * terminal), 'option' where it is offered but not the default, absent where it means nothing.
   */
  readonly plain?: 'default' | 'option';
  /**
   * How a line the command never sees (not UTF-8, too long) is reported: the TSV status word
   * (default 'error') and members the NDJSON object has before `error` (validate: valid false).
   */
  readonly refusal?: { readonly word: string; readonly json?: Readonly<Record<string, unknown>> };
  /** Checks options and operands; throws UsageError or OperandError. Settings must survive structuredClone (a worker gets them). */
  prepare(values: Values, operands: readonly string[]): Prepared<S>;
  /** The line handler for TSV (json false), NDJSON or --plain output (a promise when it loads a module first). */
  handler(settings: S, json: boolean, plain: boolean): LineHandler | Promise<LineHandler>;
  /** The display for people when the inputs are operands (no --json); returns the exit status. */
  show(settings: S, items: readonly string[], io: Io): number | Promise<number>;
}

/** A command line that cannot run: exit 2 with the message and the usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * A file the command line names that cannot be used (an unreadable policy file, one that is not a
 * policy): exit 2 with the message on one line, without the usage (the command line itself is fine).
 */
export class SetupError extends Error {
  override readonly name = 'SetupError';
}

/** An operand that must be valid before any line is read (the base of resolve): exit 1 with the caret. */
export class OperandError extends Error {
  override readonly name = 'OperandError';
  constructor(readonly what: string, readonly error: UriError) {
    super(error.message);
  }
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** The settings of every command that parses URIs. */
export interface UriSettings {
  readonly iri: boolean;
  readonly zoneId: boolean;
}

export function uriSettings(values: Values): UriSettings {
  return { iri: values['iri'] === true, zoneId: values['zone-id'] === true };
}

/** The defaults of the library's `iri` and `zoneId` options (ParseOptions), which the command's flags leave as they are when absent. */
export const URI_DEFAULTS: UriSettings = { iri: false, zoneId: false };

/** The parse options of the settings: only the flags given (see leanOptions), undefined for none. */
export function parseOptions(settings: UriSettings): ParseOptions | undefined {
  return leanOptions<ParseOptions>({ iri: settings.iri, zoneId: settings.zoneId }, URI_DEFAULTS);
}

/**
 * The options of a library call that a line handler makes once per line, with every field that
 * holds its default (in `defaults`: the library's own) left out, or undefined when nothing is left.
 * Every public function checks each key of its options on each call (options.ts): over a million
 * lines that check of options nobody set was a tenth of a `urikit validate` run.
 */
export function leanOptions<T extends object>(options: T, defaults: Partial<T>): T | undefined {
  const lean: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(options) as (keyof T)[]) {
    const value = options[key];
    if (value === undefined || value === defaults[key]) continue;
    lean[key] = value;
    any = true;
  }
  return any ? lean as T : undefined;
}

/** A base operand (resolve's, --base), parsed and checked to be absolute (§5.1), or an OperandError with its caret. */
export function baseOperand(base: string, settings: UriSettings): Uri {
  try {
    const uri = parse(base, parseOptions(settings));
    if (uri.scheme === undefined) throw new UriError('relative-base', 0, base, `the base '${base}' is a relative reference`);
    return uri;
  } catch (e) {
    throw new OperandError('base', asUriError(e));
  }
}

/** The operands of a one-input command: the inputs, or undefined for standard input (none, or a lone '-'). */
export function itemOperands(operands: readonly string[]): readonly string[] | undefined {
  if (operands.length === 0 || (operands.length === 1 && operands[0] === '-')) return undefined;
  if (operands.includes('-')) throw new UsageError("'-' (standard input) cannot be mixed with operands");
  return operands;
}

/**
 * The operands of a two-input command (resolve, relativize, equal): `first` and the second inputs;
 * `first` alone (or with '-') reads the second inputs from standard input; nothing at all reads
 * pairs, `first<TAB>second`, one per line.
 */
export function pairOperands(operands: readonly string[]): { first: string | undefined; items: readonly string[] | undefined } {
  if (operands.length === 0) return { first: undefined, items: undefined };
  const [first, ...rest] = operands as [string, ...string[]];
  return { first, items: itemOperands(rest) };
}

/** A pair line split at its first tab, or an 'invalid-argument' UriError pointing at the line's end. */
export function splitPair(line: string, what: string): [string, string] | UriError {
  const tab = line.indexOf('\t');
  if (tab < 0) {
    return new UriError('invalid-argument', line.length, line, `no tab in the line: a line holds ${what}, a tab, then the second URI`, {
      section: 'urikit', title: 'a pair line holds two URIs separated by a tab', fix: 'separate the two URIs with a tab',
    });
  }
  return [line.slice(0, tab), line.slice(tab + 1)];
}

/** An error in one part of a pair line, re-aimed at the whole line: the index and the message count from the line's start. */
export function inLine(e: UriError, line: string, offset: number): UriError {
  if (e.input === line) return e;
  return e.relocated(e.index + offset, line);
}

/** A caret block for a person, with a hint when the input would be a valid IRI. */
export function errorLines(e: UriError, s: Style, settings?: UriSettings, label = '', labelWidth = 0): string[] {
  const lines = errorBlock(e, s, label, labelWidth);
  const c = e.input.charCodeAt(e.index);
  if (settings !== undefined && !settings.iri && c > 0x7f && isValid(e.input, { iri: true, zoneId: settings.zoneId })) {
    lines.push(' '.repeat(labelWidth) + s.dim('hint: this is a valid IRI (RFC 3987); pass --iri to read it as one'));
  }
  return lines;
}

/**
 * Writes an input that failed into r, for programs: TSV `<line>  <word>  <code>  <index>  <input>`,
 * or an NDJSON object with `line`, `input` and `error` {code, index, message}; with `plain` (the
 * command's name), the line standard error gets (plainFailure).
 */
export function failure(r: LineResult, e: UriError, line: number, input: string, json: boolean, word = 'error', plain?: string): Status {
  r.text = plain !== undefined
    ? plainFailure(plain, e, line, input)
    : json
      ? JSON.stringify({ line, input, error: errorJson(e) })
      : `${line}\t${word}\t${e.code}\t${e.index}\t${tsvField(input)}`;
  r.code = e.code;
  return FAILED;
}

/** --plain's line on standard error for an input that failed: `urikit <name>: line <n>: <input>: <message>`, on one line. */
export function plainFailure(name: string, e: UriError, line: number, input: string): string {
  return `urikit ${name}: line ${line}: ${tsvField(input)}: ${e.message}`;
}

/**
 * Writes a result into r: TSV `<line>  ok  <value>`, NDJSON `{"line":..,"input":..,"<key>":<value>}`,
 * or with --plain the value alone, as it is (what the operand display prints).
 */
export function result(r: LineResult, line: number, input: string, key: string, value: string, json: boolean, plain: boolean): Status {
  r.text = plain ? value : json ? `{"line":${line},"input":${JSON.stringify(input)},"${key}":${JSON.stringify(value)}}` : `${line}\tok\t${tsvField(value)}`;
  return OK;
}

/** What the command writes for a line it never handles (not UTF-8, too long), in the chosen format. */
export function refuser(command: Command, json: boolean, plain: boolean): Refuser {
  const word = command.refusal?.word ?? 'error';
  const extra = command.refusal?.json ?? {};
  return (e, line, r) => {
    // e.input is the line's echo, already escaped as a TSV field
    r.text = plain
      ? `urikit ${command.name}: line ${line}: ${e.input}: ${e.message}`
      : json ? JSON.stringify({ line, input: e.input, ...extra, error: errorJson(e) }) : `${line}\t${word}\t${e.code}\t${e.index}\t${e.input}`;
    r.code = e.code;
    return FAILED;
  };
}

/** The error as UriError, or rethrown when it is something else (a bug, not input). */
export function asUriError(e: unknown): UriError {
  if (e instanceof UriError) return e;
  throw e;
}

/**
 * A display for people of each operand parsed with opts: the block `render` draws of its Uri, or
 * the caret block of its error; blocks are written with a blank line between them. Returns the
 * exit status: 1 when any operand failed.
 */
export function showParsed(items: readonly string[], opts: ParseOptions | undefined, settings: UriSettings, io: Io,
  render: (uri: Uri, input: string) => string[]): number {
  const blocks: string[] = [];
  let status = EXIT_OK;
  for (const input of items) {
    let uri: Uri;
    try {
      uri = parse(input, opts);
    } catch (error) {
      status = EXIT_FAILED;
      blocks.push(errorLines(asUriError(error), io.outStyle, settings).join('\n'));
      continue;
    }
    blocks.push(render(uri, input).join('\n'));
  }
  io.out.write(blocks.join('\n\n') + '\n');
  return status;
}
