/** The urikit command: a thin shell over the public API (STYLE 31). `explain` for now; the CLI issue adds the rest. */
/// <reference types="node" />

import { type Uri, UriError, parse } from '../index.js';

const USAGE = `usage: urikit explain <uri>

Commands:
  explain <uri>   the URI with each component marked, then a table of its components

Options:
  --help          this text
  --version       the version

Example:
  urikit explain 'foo://example.com:8042/over/there?name=ferret#nose'`;

interface Span {
  name: string;
  start: number;
  end: number;
}

/** The §3 components as spans of the input, computed from the public getters. */
function spans(uri: Uri): Span[] {
  const out: Span[] = [];
  let pos = 0;
  const scheme = uri.scheme;
  if (scheme !== undefined) {
    out.push({ name: 'scheme', start: 0, end: scheme.length });
    pos = scheme.length + 1;
  }
  const authority = uri.authority;
  if (authority !== undefined) {
    pos += 2;
    out.push({ name: 'authority', start: pos, end: pos + authority.length });
    pos += authority.length;
  }
  out.push({ name: 'path', start: pos, end: pos + uri.path.length });
  pos += uri.path.length;
  const query = uri.query;
  if (query !== undefined) {
    out.push({ name: 'query', start: pos + 1, end: pos + 1 + query.length });
    pos += 1 + query.length;
  }
  const fragment = uri.fragment;
  if (fragment !== undefined) out.push({ name: 'fragment', start: pos + 1, end: pos + 1 + fragment.length });
  return out;
}

/** RFC 3986 §3's picture: a bracket under each non-empty component and its name below. */
function picture(input: string, parts: Span[]): string[] {
  const shown = parts.filter((p) => p.end > p.start);
  let brackets = '';
  for (const p of shown) {
    brackets = brackets.padEnd(p.start);
    const n = p.end - p.start;
    brackets += n === 1 ? '|' : '\\' + '_'.repeat(n - 2) + '/';
  }
  // Names under their brackets; a name that would touch the previous one goes on the next row.
  const rows: string[] = [];
  for (const p of shown) {
    const mid = p.start + Math.floor((p.end - p.start - p.name.length) / 2);
    const at = Math.max(0, mid);
    let r = 0;
    while (rows[r] !== undefined && rows[r]!.length > at - 1 && rows[r]!.length > 0) r++;
    rows[r] = (rows[r] ?? '').padEnd(at) + p.name;
  }
  return [input, brackets, ...rows];
}

function show(value: string | undefined): string {
  return value === undefined ? '(absent)' : value === '' ? '(empty)' : value;
}

function explain(input: string): number {
  let uri: Uri;
  try {
    uri = parse(input);
  } catch (e) {
    if (!(e instanceof UriError)) throw e;
    process.stdout.write(`${input}\n${' '.repeat(e.index)}^\nerror: ${e.message}\n`);
    return 1;
  }
  const lines = picture(input, spans(uri));
  const hostKind = uri.hostKind === undefined ? '' : `  (${uri.hostKind})`;
  const kind = uri.referenceKind === 'uri'
    ? `URI, ${uri.isOpaque ? 'opaque' : 'hierarchical'}${uri.isAbsolute ? ', absolute' : ''}`
    : `relative reference (${uri.referenceKind})`;
  const rows: [string, string][] = [
    ['scheme', show(uri.scheme)],
    ['authority', show(uri.authority)],
    ['userinfo', show(uri.userinfo)],
    ['host', show(uri.host) + hostKind],
    ['port', show(uri.port)],
    ['path', show(uri.path)],
    ['query', show(uri.query)],
    ['fragment', show(uri.fragment)],
    ['kind', kind],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  lines.push('', ...rows.map(([label, value]) => label.padEnd(width) + value));
  process.stdout.write(lines.join('\n') + '\n');
  return 0;
}

/** Runs the command with its arguments (process.argv without node and the script); returns the exit status. */
export function main(args: readonly string[], version: string): number {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE + '\n');
    return command === undefined ? 2 : 0;
  }
  if (command === '--version') {
    process.stdout.write(version + '\n');
    return 0;
  }
  if (command === 'explain') {
    if (rest[0] === '--help') {
      process.stdout.write(USAGE + '\n');
      return 0;
    }
    if (rest.length !== 1) {
      process.stderr.write(`urikit explain: expected one URI, got ${rest.length}\n${USAGE}\n`);
      return 2;
    }
    return explain(rest[0]!);
  }
  process.stderr.write(`urikit: unknown command '${command}'\n${USAGE}\n`);
  return 2;
}
