/** The urikit command: a thin shell over the public API (STYLE 31); finds the command, reads its arguments, runs it, maps failures to exit statuses. */
/// <reference types="node" />

import { helpText, readCommandLine, usageText } from './args.js';
import { type Command, EXIT_FAILED, EXIT_OK, EXIT_TROUBLE, type Io, OperandError, SetupError, UsageError, errorLines } from './command.js';
import { COMMANDS, loadCommand } from './commands/index.js';
import { columns, styleFor, wantsColour } from './format.js';
import { runInput, runOperands } from './run.js';


const USAGE = [
  'usage: urikit <command> [options] [<operand>...]',
  '       urikit <command> --help',
  '',
  'Commands:',
  ...columns(COMMANDS.map((c) => [`  ${c.synopsis}`, c.summary])),
].join('\n');

const HELP = [
  USAGE,
  '',
  'With no operand, or with -, a command reads standard input, one input per line, and writes one',
  'result per line as it goes: tab-separated text, or with --json one JSON object per line (NDJSON).',
  'Each result starts with its line number; a line that fails is reported in place and counted, and',
  'the run goes on (--strict stops it there). Blank lines are skipped. --jobs N spreads the lines',
  'over N worker threads and keeps their order. A summary goes to standard error at the end.',
  '',
  'Exit status: 0 when every input came through (equal: they are equivalent), 1 when any failed (or',
  'differs; audit: a danger or a policy broken; whatwg: a different target), 2 for a usage error, an',
  'unreadable input or an internal error.',
  '',
  'Examples:',
  "  urikit explain 'foo://example.com:8042/over/there?name=ferret#nose'",
  "  urikit validate 'http://example.com/a b'",
  '  urikit validate --jobs 2 < urls.txt > report.tsv',
  "  urikit resolve 'http://a/b/c/d;p?q' '../g'",
  "  urikit audit --policy fetch-policy.json 'http://0x7f.1/'",
  '',
  "Run 'urikit <command> --help' for a command's options, output formats and examples.",
  '',
  'Options:',
  '  -h, --help     this text',
  '  --version      the version of urikit',
].join('\n');

function makeIo(): Io {
  return {
    input: process.stdin,
    out: process.stdout,
    err: process.stderr,
    outStyle: styleFor(wantsColour(process.stdout, process.env)),
    errStyle: styleFor(wantsColour(process.stderr, process.env)),
  };
}

/** Runs the command line (process.argv without node and the script); resolves to the exit status. */
export async function main(args: readonly string[], version: string): Promise<number> {
  const io = makeIo();
  const [name, ...rest] = args;
  if (name === undefined) {
    io.err.write(`urikit: no command given\n${USAGE}\n`);
    return EXIT_TROUBLE;
  }
  if (name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    io.out.write(HELP + '\n');
    return EXIT_OK;
  }
  if (name === '--version' || name === '-V') {
    io.out.write(version + '\n');
    return EXIT_OK;
  }
  if (name === 'help') return main([rest[0]!, '--help'], version);
  const command = name.startsWith('-') ? undefined : await loadCommand(name);
  if (command === undefined) {
    const what = name.startsWith('-') ? `unknown option '${name}'` : `unknown command '${name}'`;
    io.err.write(`urikit: ${what}\n${USAGE}\n`);
    return EXIT_TROUBLE;
  }
  try {
    return await run(command, rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err.write(`urikit ${command.name}: ${e.message}\n${usageText(command)}\nRun 'urikit ${command.name} --help' for more.\n`);
      return EXIT_TROUBLE;
    }
    if (e instanceof SetupError) {
      io.err.write(`urikit ${command.name}: ${e.message}\n`);
      return EXIT_TROUBLE;
    }
    if (e instanceof OperandError) {
      io.err.write(`urikit ${command.name}: the ${e.what} is not valid\n${errorLines(e.error, io.errStyle).join('\n')}\n`);
      return EXIT_FAILED;
    }
    const code = (e as NodeJS.ErrnoException | undefined)?.code;
    if (typeof code === 'string' && code.startsWith('E')) {
      io.err.write(`urikit ${command.name}: cannot read the input: ${(e as Error).message}\n`);
      return EXIT_TROUBLE;
    }
    // A bug, not bad input: say so plainly; the stack only when asked for.
    io.err.write(`urikit ${command.name}: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    if (process.env['URIKIT_DEBUG'] !== undefined && e instanceof Error) io.err.write(`${e.stack ?? ''}\n`);
    return EXIT_TROUBLE;
  }
}

async function run(command: Command, args: readonly string[], io: Io): Promise<number> {
  const { values, operands, common } = readCommandLine(command, args);
  if (common.help) {
    io.out.write(helpText(command) + '\n');
    return EXIT_OK;
  }
  const { settings, items } = command.prepare(values, operands);
  return items === undefined ? runInput(command, settings, common, io) : runOperands(command, settings, items, common, io);
}
