/**
 * The urikit command's own documentation, from one text: `urikit --help`, the urikit(1) manual page
 * (its sections as uri(7)'s: NAME, SYNOPSIS, DESCRIPTION, COMMANDS, OPTIONS, EXIT STATUS, EXAMPLES,
 * SEE ALSO) and the bash and zsh completion scripts. The page is made of the very --help texts, so
 * the two cannot drift (test/cli/manual.test.ts checks man/urikit.1 against `urikit man`).
 */

import { helpText, optionsOf } from './args.js';
import type { Command } from './command.js';
import { COMMANDS } from './commands/index.js';
import { columns } from './format.js';

/** The commands that are not Commands (they read no URIs): shown in the usage after the others. */
export const EXTRA_COMMANDS: readonly { readonly name: string; readonly synopsis: string; readonly summary: string }[] = [
  { name: 'completion', synopsis: 'completion bash|zsh', summary: 'a completion script: source <(urikit completion bash)' },
  { name: 'man', synopsis: 'man', summary: 'the urikit(1) manual page as roff: urikit man | man -l -' },
];

const SUMMARY = 'the RFC 3986 URI toolkit at the shell: parse, validate, normalize, resolve, extract, edit';

const STDIN = [
  'With no operand, or with -, a command reads standard input, one input per line, and writes one',
  'result per line as it goes, in input order. A command whose output is the result itself',
  '(normalize, resolve, relativize, encode, decode, redact, extract, get, set) writes the results only',
  'when standard output is not a terminal (a pipe, a file), what fails going to standard error; on a',
  'terminal, and with --tsv, each result is a numbered tab-separated line, and with --json a JSON',
  'object (NDJSON). The reporting commands (validate, parse, explain, equal, audit, whatwg, view, steps)',
  'write numbered lines. A line that fails is reported in place and counted, and the run goes on',
  '(--fail-fast stops it there); a line that is not UTF-8 is the error invalid-utf8, its bytes shown',
  'as \\xHH; a line longer than --max-line-length (2 MiB) is line-too-long. Blank lines are skipped.',
  '--jobs N spreads the lines over N worker threads and keeps their order. A summary goes to standard',
  'error at the end.',
].join('\n');

const EXIT = [
  'Exit status: 0 when every input came through (equal: they are equivalent), 1 when any failed (or',
  'differs; audit: a danger or a policy broken; whatwg: a different target), 2 for a usage error, an',
  'unreadable input or an internal error.',
].join('\n');

const EXAMPLES = [
  "  urikit explain 'foo://example.com:8042/over/there?name=ferret#nose'",
  "  urikit validate 'http://example.com/a b'",
  '  urikit validate --jobs 2 < urls.txt > report.tsv',
  "  urikit resolve 'http://a/b/c/d;p?q' '../g'",
  "  urikit audit --policy fetch-policy.json 'http://0x7f.1/'",
  '  urikit extract < mail.txt | urikit normalize | sort -u',
  "  urikit set --delete 'query:utm_*' --sort-query < urls.txt",
].join('\n');

const TOP_OPTIONS = [
  '  -h, --help     this text',
  '  --version      the version of urikit',
].join('\n');

/** The usage: synopsis and the list of commands. */
export function usage(): string {
  return [
    'usage: urikit <command> [options] [<operand>...]',
    '       urikit <command> --help',
    '',
    'Commands:',
    ...columns([...COMMANDS, ...EXTRA_COMMANDS].map((c) => [`  ${c.synopsis}`, c.summary])),
  ].join('\n');
}

/** `urikit --help`. */
export function help(): string {
  return [
    usage(), '', STDIN, '', EXIT, '', 'Examples:', EXAMPLES, '',
    "Run 'urikit <command> --help' for a command's options, output formats and examples.", '', 'Options:', TOP_OPTIONS,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The manual page

/** Text as roff: a backslash is \e, a line that starts with '.' or "'" is protected by \&, '-' in options is \-. */
function roff(text: string): string {
  return text.split('\n').map((line) => {
    const escaped = line.replace(/\\/g, '\\e').replace(/(^|[\s,(])-/g, '$1\\-');
    return /^[.']/.test(escaped) ? '\\&' + escaped : escaped;
  }).join('\n');
}

/** Preformatted text, as it is printed. */
function block(text: string): string {
  return `.nf\n${roff(text)}\n.fi`;
}

/**
 * urikit(1), made of the --help texts: the top one split into its sections, then every command's
 * whole --help under COMMANDS. `commands` are the loaded commands, in the usage's order.
 */
export function manPage(version: string, commands: readonly Command[]): string {
  const common = columns(optionsOf(undefined).map(([name, text]) => [name, text])).join('\n');
  return [
    `.TH URIKIT 1 "" "urikit ${version}" "User Commands"`,
    '.SH NAME',
    `urikit \\- ${roff(SUMMARY)}`,
    '.SH SYNOPSIS',
    block(usage()),
    '.SH DESCRIPTION',
    block(STDIN),
    '.SH COMMANDS',
    ...commands.flatMap((c) => [`.SS ${c.name}`, block(helpText(c))]),
    ...EXTRA_COMMANDS.flatMap((c) => [`.SS ${c.name}`, block(`urikit ${c.synopsis}\n\n${c.summary}`)]),
    '.SH OPTIONS',
    block(`${TOP_OPTIONS}\n\nEvery command takes:\n${common}`),
    '.SH EXIT STATUS',
    block(EXIT),
    '.SH EXAMPLES',
    block(EXAMPLES),
    '.SH SEE ALSO',
    'uri(7), trurl(1), curl(1), parallel(1); RFC 3986, RFC 3987, RFC 6874; https://url.spec.whatwg.org/',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Completion

/** A bash completion script: command names, then each command's options. */
export function bashCompletion(commands: readonly Command[]): string {
  const names = [...commands.map((c) => c.name), ...EXTRA_COMMANDS.map((c) => c.name)].join(' ');
  const cases = commands.map((c) => `    ${c.name}) opts="${optionsOf(c).map(([n]) => n.replace(/^-., /, '').trim().split(' ')[0]).join(' ')}" ;;`);
  return [
    '# bash completion for urikit: source <(urikit completion bash), or save it in',
    '# /etc/bash_completion.d/urikit (or ~/.local/share/bash-completion/completions/urikit)',
    '_urikit() {',
    '  local cur=${COMP_WORDS[COMP_CWORD]} opts',
    '  if [ "$COMP_CWORD" -eq 1 ]; then',
    `    COMPREPLY=($(compgen -W "${names} --help --version" -- "$cur"))`,
    '    return',
    '  fi',
    '  case ${COMP_WORDS[1]} in',
    ...cases,
    '    completion) opts="bash zsh" ;;',
    '    *) opts="" ;;',
    '  esac',
    '  COMPREPLY=($(compgen -W "$opts" -- "$cur"))',
    '}',
    'complete -o default -F _urikit urikit',
    '',
  ].join('\n');
}

/** A zsh completion script (#compdef): commands with their summaries, then each command's options with their help. */
export function zshCompletion(commands: readonly Command[]): string {
  const quote = (text: string): string => text.replace(/'/g, "'\\''").replace(/[[\]]/g, (b) => (b === '[' ? '(' : ')')).replace(/:/g, '\\:');
  const described = [...COMMANDS, ...EXTRA_COMMANDS].map((c) => `    '${c.name}:${quote(c.summary)}'`);
  const cases = commands.map((c) => {
    const specs = optionsOf(c).map(([n, text]) => `'${n.replace(/^-., /, '').trim().split(' ')[0]}[${quote(text)}]'`);
    return `    ${c.name}) _arguments ${specs.join(' ')} '*:operand:_default' ;;`;
  });
  return [
    '#compdef urikit',
    '# zsh completion for urikit: save it as _urikit in a directory of $fpath, or: source <(urikit completion zsh)',
    '_urikit() {',
    '  local -a commands',
    '  commands=(',
    ...described,
    '  )',
    '  if (( CURRENT == 2 )); then',
    "    _describe 'command' commands",
    '    return',
    '  fi',
    '  case $words[2] in',
    ...cases,
    "    completion) _values 'shell' bash zsh ;;",
    '  esac',
    '}',
    'if [[ $zsh_eval_context[-1] == loadautofunc ]]; then _urikit "$@"; else compdef _urikit urikit; fi',
    '',
  ].join('\n');
}
