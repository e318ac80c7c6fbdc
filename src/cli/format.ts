/** The urikit command's output for people and programs: colour, aligned columns, the caret under an error, TSV and JSON fields. */
/// <reference types="node" />

import type { UriError } from '../index.js';

// ---------------------------------------------------------------------------------------------
// Colour

/** SGR colours, or nothing at all: every function is the identity when colour is off. */
export interface Style {
  readonly on: boolean;
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  blue(text: string): string;
  magenta(text: string): string;
  cyan(text: string): string;
}

/**
 * Colour for a stream: NO_COLOR (set and not empty, https://no-color.org) always wins; then
 * FORCE_COLOR (set, and not '0' or 'false') turns it on even on a pipe; otherwise only a terminal
 * that is not TERM=dumb gets colour. NO_COLOR beats FORCE_COLOR because it is the person's own
 * setting, where FORCE_COLOR is usually a CI runner's blanket one.
 */
export function wantsColour(stream: { readonly isTTY?: boolean | undefined }, env: NodeJS.ProcessEnv): boolean {
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined) return force !== '0' && force !== 'false';
  return stream.isTTY === true && env['TERM'] !== 'dumb';
}

const sgr = (open: number, close: number) => (text: string): string => (text === '' ? '' : `\x1b[${open}m${text}\x1b[${close}m`);
const plain = (text: string): string => text;

/** The styles for one stream. */
export function styleFor(on: boolean): Style {
  if (!on) {
    return { on, bold: plain, dim: plain, red: plain, green: plain, yellow: plain, blue: plain, magenta: plain, cyan: plain };
  }
  return {
    on,
    bold: sgr(1, 22), dim: sgr(2, 22),
    red: sgr(31, 39), green: sgr(32, 39), yellow: sgr(33, 39), blue: sgr(34, 39), magenta: sgr(35, 39), cyan: sgr(36, 39),
  };
}

// ---------------------------------------------------------------------------------------------
// Text for people

/** The columns a string takes on a terminal, counted as code points (a surrogate pair is one). */
function width(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) { n--; i++; }
    }
  }
  return n;
}

/**
 * Input as a person should see it on a terminal: each control character becomes one visible
 * symbol in its place (C0 as its Control Picture, U+2400-U+241F; DEL as U+2421; C1 as U+FFFD), so
 * the text cannot move the cursor or change colours, and a caret drawn under it stays in its column.
 */
export function visible(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c !== 0x7f && (c < 0x80 || c > 0x9f)) continue;
    out += text.slice(from, i) + (c < 0x20 ? String.fromCharCode(0x2400 + c) : c === 0x7f ? '\u2421' : '\ufffd');
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** A caret under the character at `index` of `text` (one column per code point before it). */
function caretUnder(text: string, index: number): string {
  return ' '.repeat(width(text.slice(0, index))) + '^';
}

/** Carets under the span [start, end) of `text` (one under `start` when the span is empty). */
export function underline(text: string, start: number, end: number): string {
  return ' '.repeat(width(text.slice(0, start))) + '^'.repeat(Math.max(1, width(text.slice(start, end))));
}

/**
 * Rows of cells as aligned columns (STYLE 31): every column but the last is padded to its widest
 * cell plus two spaces; `paint` colours a cell after its width is measured.
 */
export function columns(rows: readonly (readonly string[])[], paint?: (text: string, column: number, row: number) => string): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, c) => { widths[c] = Math.max(widths[c] ?? 0, width(cell)); });
  }
  return rows.map((row, r) => {
    // Padding only between cells: a row ends with its last non-empty cell, which keeps its own spaces.
    let last = row.length - 1;
    while (last > 0 && row[last] === '') last--;
    let line = '';
    for (let c = 0; c <= last; c++) {
      const cell = row[c]!;
      const painted = paint === undefined ? cell : paint(cell, c, r);
      line += c === last ? painted : painted + ' '.repeat(widths[c]! - width(cell) + 2);
    }
    return line;
  });
}

/**
 * A UriError for a person: the input, a caret under the offending character, the message (which
 * ends with the code in brackets). `label` goes before the input in a column of `labelWidth`.
 */
export function errorBlock(e: UriError, s: Style, label = '', labelWidth = 0): string[] {
  const pad = ' '.repeat(labelWidth);
  const head = label === '' ? pad : s.red(label) + ' '.repeat(Math.max(0, labelWidth - label.length));
  return [
    head + visible(e.input),
    pad + s.red(s.bold(caretUnder(e.input, e.index))),
    pad + s.red('error:') + ' ' + e.message,
  ];
}

/**
 * 21051 as '21,051' (an integer: a count of lines, bytes, ...). Written by hand rather than with
 * toLocaleString('en-US'): the first call of that loads ICU's locale data, 15-20 ms of every run's
 * start-up for the one summary line.
 */
export function count(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  let out = n < 0 ? '-' : '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i]!;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Text for programs

/** The TSV field for an absent value (as PostgreSQL's and MySQL's text formats write NULL). */
export const ABSENT = '\\N';

/**
 * A value as one TSV field: backslash, tab, line feed and carriage return are written \\, \t, \n,
 * \r, other C0 controls and DEL \xHH, C1 controls \u00HH; so a field never breaks the line or the
 * columns and never drives a terminal. A valid URI holds none of these and passes unchanged.
 */
export function tsvField(value: string): string {
  let i = 0;
  for (; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x5c || c === 0x7f || (c >= 0x80 && c <= 0x9f)) break;
  }
  if (i === value.length) return value;
  let out = value.slice(0, i);
  for (; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x5c) out += '\\\\';
    else if (c === 0x09) out += '\\t';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c < 0x20 || c === 0x7f) out += '\\x' + c.toString(16).toUpperCase().padStart(2, '0');
    else if (c >= 0x80 && c <= 0x9f) out += '\\u00' + c.toString(16).toUpperCase();
    else out += value[i];
  }
  return out;
}

/**
 * A component of a valid URI (or IRI), possibly absent, as a TSV field. A valid component holds no
 * character that tsvField escapes, so it goes as it is.
 */
export function tsvComponent(value: string | undefined): string {
  return value === undefined ? ABSENT : value;
}

/** A UriError as the `error` member of an NDJSON object. */
export function errorJson(e: UriError): { code: string; index: number; message: string } {
  return { code: e.code, index: e.index, message: e.message };
}
