/** urikit extract: the URIs in free text (RFC 3986 Appendix C), with their spans; suffix references (§4.5) on request, marked. */

import type { FoundUri } from '../../text/index.js';
import { extractUris } from '../../text/index.js';
import { type Command, EXIT_OK, type LineHandler, NOTHING, OK, itemOperands } from '../command.js';
import { columns, tsvField, visible } from '../format.js';

interface Settings {
  readonly bare: boolean;
  readonly iri: boolean;
}

/** The column of offset `i` in `text`, from 1, counting code points (what an editor shows). */
function columnOf(text: string, i: number): number {
  let n = 1;
  for (let k = 0; k < i; k++) {
    const c = text.charCodeAt(k);
    if (c >= 0xd800 && c <= 0xdbff && k + 1 < i) k++;
    n++;
  }
  return n;
}

function found(text: string, settings: Settings): FoundUri[] {
  return extractUris(text, { bare: settings.bare, iri: settings.iri });
}

export const extractCommand: Command<Settings> = {
  name: 'extract',
  usage: ['extract [options] <text>...', 'extract [options] [-] < file.txt'],
  description: [
    'Finds the URIs in free text (RFC 3986 Appendix C): set off by <...>, <URL:...>, "..." or by white',
    'space, sentence punctuation left out (a trailing ".", ",", ";" ...), a ")" or "]" kept only when it',
    'closes one opened in the URI, and each found URI valid by RFC 3986 (--iri: RFC 3987). With',
    '--bare, also the suffix references of §4.5 (www.example.org/x, ftp.example.org/pub), completed',
    'to http:// and ftp:// and marked "guessed": §4.5 says they belong in prose, never in links.',
    'On standard input each line is read on its own (a URI wrapped over two lines inside <...> is',
    'found only in an operand, where Appendix C removes the white space).',
  ].join('\n'),
  options: {
    bare: { type: 'boolean', help: 'also find www. and ftp. references without a scheme (RFC 3986 §4.5), marked guessed' },
    iri: { type: 'boolean', help: 'find IRIs (RFC 3987): non-ASCII characters may stand in them' },
  },
  parsesUris: false,
  formats: [
    '  operands:  for each text, one row per URI: <column>  <delimiter>  <uri>  (guessed: <target>)',
    '  --plain:   the URIs only, one a line, as written (the default on standard input when standard',
    '             output is not a terminal); a line with none writes nothing',
    '  --tsv:     <line>  found|guessed  <column>  <delimiter>  <uri>  <target>',
    '             column: from 1, in characters; delimiter: angle, url-angle, quote or none; target: the',
    '             absolute URI (the completion of a guessed one)',
    '  --json:    {"line":1,"column":5,"start":4,"end":22,"uri":"...","delimiter":"none","guessed":false,',
    '             "target":"..."}   one object per URI',
  ].join('\n'),
  exit: 'Exit status: 0 (a text with no URI is not a failure), 1 when a line is not UTF-8 or too long, 2 for\n'
    + 'a usage or I/O error.',
  examples: [
    "  $ urikit extract 'see https://x.org/p_(q)), or <http://a/b c> and www.w3.org.'",
    '  5   none   https://x.org/p_(q)',
    '  31  angle  http://a/bc',
    "  $ urikit extract --bare --tsv 'www.w3.org/Addressing/'",
    '  1\tguessed\t1\tnone\twww.w3.org/Addressing/\thttp://www.w3.org/Addressing/',
    '  $ urikit extract < mail.txt | urikit validate --plain | sort -u',
  ].join('\n'),
  words: { ok: 'read', failed: 'unreadable' },
  plain: 'default',

  prepare(values, operands) {
    return { settings: { bare: values['bare'] === true, iri: values['iri'] === true }, items: itemOperands(operands) };
  },

  handler(settings, json, plain): LineHandler {
    return (input, line, r) => {
      const uris = found(input, settings);
      if (uris.length === 0) return NOTHING;
      r.text = uris.map((f) => {
        if (plain) return f.uri;
        const column = columnOf(input, f.start);
        if (json) {
          return JSON.stringify({
            line, column, start: f.start, end: f.end, uri: f.uri, delimiter: f.delimiter, guessed: f.guessed, target: f.target,
          });
        }
        return `${line}\t${f.guessed ? 'guessed' : 'found'}\t${column}\t${f.delimiter}\t${tsvField(f.uri)}\t${tsvField(f.target)}`;
      }).join('\n');
      return OK;
    };
  },

  show(settings, items, io) {
    const s = io.outStyle;
    const blocks: string[] = [];
    for (const text of items) {
      const rows = found(text, settings).map((f) => [
        String(columnOf(text, f.start)), f.delimiter, visible(f.uri), f.guessed ? `(guessed: ${visible(f.target)})` : '',
      ]);
      blocks.push(rows.length === 0 ? s.dim('(no URI)') : columns(rows, (cell, c) => (c === 2 ? s.bold(cell) : c === 3 ? s.yellow(cell) : cell)).join('\n'));
    }
    io.out.write(blocks.join('\n\n') + '\n');
    return EXIT_OK;
  },
};
