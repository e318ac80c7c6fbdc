/** RFC 3986 §3's picture of a URI: the input, a bracket under each component, a line down to its name. */

import type { Uri } from '../index.js';
import type { Style } from './format.js';

/** One §3 component as a span of the input. */
interface Span {
  readonly name: 'scheme' | 'authority' | 'path' | 'query' | 'fragment';
  readonly start: number;
  readonly end: number;
}

/** The §3 components as spans of the input, computed from the public getters (the delimiters lie between them). */
export function spans(uri: Uri): Span[] {
  const out: Span[] = [];
  let pos = 0;
  const scheme = uri.scheme;
  if (scheme !== undefined) {
    out.push({ name: 'scheme', start: 0, end: scheme.length });
    pos = scheme.length + 1; // ':'
  }
  const authority = uri.authority;
  if (authority !== undefined) {
    pos += 2; // '//'
    out.push({ name: 'authority', start: pos, end: pos + authority.length });
    pos += authority.length;
  }
  out.push({ name: 'path', start: pos, end: pos + uri.path.length });
  pos += uri.path.length;
  const query = uri.query;
  if (query !== undefined) {
    out.push({ name: 'query', start: pos + 1, end: pos + 1 + query.length }); // '?'
    pos += 1 + query.length;
  }
  const fragment = uri.fragment;
  if (fragment !== undefined) out.push({ name: 'fragment', start: pos + 1, end: pos + 1 + fragment.length }); // '#'
  return out;
}

/** Each component's colour, the same in the picture and in explain's table. */
export function paintComponent(s: Style, name: string, text: string): string {
  switch (name) {
    case 'scheme': return s.cyan(text);
    case 'authority': case 'userinfo': case 'host': case 'port': return s.green(text);
    case 'path': return s.yellow(text);
    case 'query': return s.magenta(text);
    case 'fragment': return s.blue(text);
    default: return text;
  }
}

interface Label {
  readonly span: Span;
  /** The column of the line from the bracket down to the name. */
  readonly pipe: number;
  start: number;
  row: number;
}

/**
 * The picture as lines, in the RFC's own layout when the names fit side by side under their
 * brackets:
 *
 *     foo://example.com:8042/over/there?name=ferret#nose
 *     \_/   \______________/\_________/ \_________/ \__/
 *      |           |             |           |        |
 *     scheme   authority        path       query   fragment
 *
 * and otherwise as a staircase, each name starting at its line, the rightmost highest. Components
 * that are empty have no bracket and no name. `text` is the input as shown (one column per
 * character of the input; see format.visible).
 */
export function picture(text: string, parts: readonly Span[], s: Style): string[] {
  const shown = parts.filter((p) => p.end > p.start);
  if (shown.length === 0) return [text];
  const labels: Label[] = shown.map((span) => {
    const pipe = span.start + Math.floor((span.end - span.start - 1) / 2);
    return { span, pipe, start: Math.max(0, pipe - Math.floor((span.name.length - 1) / 2)), row: 0 };
  });
  // Side by side when each name can sit centred under its bracket, or moved right to leave one
  // space after the name before it, and still stand over its line.
  let fits = true;
  let free = 0;
  for (const label of labels) {
    label.start = Math.max(label.start, free);
    if (label.start > label.pipe) fits = false;
    free = label.start + label.span.name.length + 1;
  }
  if (!fits) {
    // Staircase, from the right: a name starts at its line and goes one row below every name or
    // line it would touch (one to its right that starts before this name ends, plus a space).
    for (let i = labels.length - 1; i >= 0; i--) {
      const label = labels[i]!;
      label.start = label.pipe;
      let row = 0;
      for (let j = i + 1; j < labels.length; j++) {
        if (labels[j]!.pipe <= label.pipe + label.span.name.length) row = Math.max(row, labels[j]!.row + 1);
      }
      label.row = row;
    }
  }
  const rows = 1 + Math.max(...labels.map((l) => l.row));

  // The input, each component in its colour.
  let input = '';
  let at = 0;
  for (const p of shown) {
    input += text.slice(at, p.start) + paintComponent(s, p.name, text.slice(p.start, p.end));
    at = p.end;
  }
  input += text.slice(at);

  // The brackets: \___/ under a component, | under a one-character one.
  let brackets = '';
  let width = 0;
  for (const p of shown) {
    const n = p.end - p.start;
    brackets += ' '.repeat(p.start - width) + paintComponent(s, p.name, n === 1 ? '|' : '\\' + '_'.repeat(n - 2) + '/');
    width = p.end;
  }

  // Below the brackets: one row of lines, then the rows of names, a line passing down through
  // every row above its name.
  const out = [input, brackets];
  for (let r = -1; r < rows; r++) {
    let line = '';
    let used = 0;
    for (const l of labels) {
      const name = l.span.name;
      if (l.row > r) {
        line += ' '.repeat(Math.max(0, l.pipe - used)) + paintComponent(s, name, '|');
        used = l.pipe + 1;
      } else if (l.row === r) {
        line += ' '.repeat(Math.max(0, l.start - used)) + paintComponent(s, name, name);
        used = l.start + name.length;
      }
    }
    out.push(line);
  }
  return out;
}
