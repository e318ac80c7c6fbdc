/** The urikit command: a thin shell over the public API (STYLE 31); finds the command, reads its arguments, runs it, maps failures to exit statuses. */
/// <reference types="node" />

import { helpText, nearest, readCommandLine, usageText } from './args.js';
import { type Command, EXIT_FAILED, EXIT_OK, EXIT_TROUBLE, type Io, OperandError, SetupError, UsageError, errorLines } from './command.js';
import { COMMANDS, loadCommand } from './commands/index.js';
import { styleFor, wantsColour } from './format.js';
import { EXTRA_COMMANDS, bashCompletion, help, manPage, usage, zshCompletion } from './manual.js';
import { runInput, runOperands } from './run.js';

function makeIo(): Io {
  const io: Io = {
    input: process.stdin,
    out: process.stdout,
    err: process.stderr,
    outStyle: styleFor(wantsColour(process.stdout, process.env)),
    errStyle: styleFor(wantsColour(process.stderr, process.env)),
    status: { current: undefined },
    worker: new URL('./worker.js', import.meta.url),
  };
  guard(io, process.stdout, 'output');
  guard(io, process.stderr, 'messages');
  return io;
}

/**
 * Every write to `stream` is covered: a reader that goes away (EPIPE: `urikit ... | head`, `| true`)
 * ends a standard-input run quietly with the status of what was done, and otherwise lets the
 * command finish with nothing more written; any other failure to write is said on standard error
 * (when that is not the stream that failed) with exit status 2.
 */
function guard(io: Io, stream: NodeJS.WriteStream, what: string): void {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') {
      if (stream === process.stdout && io.status.current !== undefined) process.exit(io.status.current());
      return;
    }
    if (stream !== process.stderr) process.stderr.write(`urikit: cannot write the ${what}: ${e.message}\n`);
    process.exit(EXIT_TROUBLE);
  });
}

/** Runs the command line (process.argv without node and the script); resolves to the exit status. */
export async function main(args: readonly string[], version: string): Promise<number> {
  // A UriError is reported by its code, index and message, never by its stack, so none is
  // captured (a run on standard input makes one per failing line); URIKIT_DEBUG shows the stack of
  // an internal error, so it keeps them.
  if (process.env['URIKIT_DEBUG'] === undefined) Error.stackTraceLimit = 0;
  const io = makeIo();
  const [name, ...rest] = args;
  if (name === undefined) {
    io.err.write(`urikit: no command given\n${usage()}\n`);
    return EXIT_TROUBLE;
  }
  if (name === '--help' || name === '-h' || (name === 'help' && rest.length === 0)) {
    io.out.write(help() + '\n');
    return EXIT_OK;
  }
  if (name === '--version' || name === '-V') {
    io.out.write(version + '\n');
    return EXIT_OK;
  }
  if (name === 'help') return main([rest[0]!, '--help'], version);
  if (name === 'man' || name === 'completion') return documents(name, rest, version, io);
  const command = name.startsWith('-') ? undefined : await loadCommand(name);
  if (command === undefined) {
    const near = name.startsWith('-') ? undefined : nearest(name, [...COMMANDS, ...EXTRA_COMMANDS].map((c) => c.name));
    const what = name.startsWith('-') ? `unknown option '${name}'` : `unknown command '${name}'${near === undefined ? '' : ` (did you mean '${near}'?)`}`;
    io.err.write(`urikit: ${what}\n${usage()}\n`);
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

/** The commands in the usage's order, loaded (for the manual page and the completion scripts). */
async function allCommands(): Promise<Command[]> {
  const loaded = await Promise.all(COMMANDS.map((c) => loadCommand(c.name)));
  return loaded.filter((c): c is Command => c !== undefined);
}

/** `urikit man` (the roff page) and `urikit completion bash|zsh`. */
async function documents(name: 'man' | 'completion', args: readonly string[], version: string, io: Io): Promise<number> {
  const synopsis = EXTRA_COMMANDS.find((c) => c.name === name)!.synopsis;
  const wrong = (what: string): number => {
    io.err.write(`urikit ${name}: ${what}\nusage: urikit ${synopsis}\n`);
    return EXIT_TROUBLE;
  };
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    io.out.write(`usage: urikit ${synopsis}\n\n${EXTRA_COMMANDS.find((c) => c.name === name)!.summary}\n`);
    return EXIT_OK;
  }
  if (name === 'man') {
    if (args.length > 0) return wrong(`takes no operand, got '${args[0]!}'`);
    io.out.write(manPage(version, await allCommands()));
    return EXIT_OK;
  }
  if (args.length !== 1 || (args[0] !== 'bash' && args[0] !== 'zsh')) return wrong(args.length === 0 ? 'which shell? bash or zsh' : `bash or zsh, got '${args.join(' ')}'`);
  io.out.write((args[0] === 'bash' ? bashCompletion : zshCompletion)(await allCommands()));
  return EXIT_OK;
}

async function run(command: Command, args: readonly string[], io: Io): Promise<number> {
  const { values, operands, common } = readCommandLine(command, args);
  for (const note of common.notes) io.err.write(`urikit ${command.name}: note: ${note}\n`);
  if (common.help) {
    io.out.write(helpText(command) + '\n');
    return EXIT_OK;
  }
  const { settings, items } = command.prepare(values, operands);
  return items === undefined ? runInput(command, settings, common, io) : runOperands(command, settings, items, common, io);
}
