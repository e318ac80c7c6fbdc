/** urikit whatwg: RFC 3986's reading of each input beside a browser's (the WHATWG URL Standard), component by component. */

import {
  CONFUSION_DEVICES, WHATWG_CLASSES, type RfcSide, type WhatwgClass, type WhatwgComparison, type WhatwgDifference, compareWithWhatwg,
} from '../../whatwg/index.js';
import { type Command, EXIT_FAILED, EXIT_OK, FAILED, type LineHandler, OK, type Status, type UriSettings, baseOperand, itemOperands, uriSettings } from '../command.js';
import { ABSENT, type Style, columns, errorJson, tsvField, visible } from '../format.js';

interface Settings extends UriSettings {
  /** --base: the URI each input is read against; checked to be an absolute URI. */
  readonly base: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function compare(input: string, settings: Settings): WhatwgComparison {
  return compareWithWhatwg(input, settings.base, { iri: settings.iri, zoneId: settings.zoneId });
}

/** The RFC 3986 side as one string: the URI (resolved, with a base), or Appendix B's parts recomposed (§5.3). */
function rfcText(r: RfcSide): string {
  if (r.uri !== undefined) return r.uri.toString();
  let s = r.scheme === undefined ? '' : r.scheme + ':';
  if (r.host !== undefined) {
    s += '//' + (r.userinfo === undefined ? '' : r.userinfo + '@') + r.host + (r.port === undefined ? '' : ':' + r.port);
  }
  return s + r.path + (r.query === undefined ? '' : '?' + r.query) + (r.fragment === undefined ? '' : '#' + r.fragment);
}

/** A line's status: a different target fails it, with the first component that differs as its code (for the summary). */
function statusOf(c: WhatwgComparison, r: { code: string }): Status {
  if (c.class !== 'different-target') return OK;
  r.code = c.differences.find((d) => d.class === 'different-target')?.component ?? 'different-target';
  return FAILED;
}

// ---------------------------------------------------------------------------------------------
// Output

function json(line: number, c: WhatwgComparison): string {
  const r = c.rfc;
  const w = c.whatwg;
  const o: Record<string, unknown> = { line, input: c.input };
  if (c.base !== undefined) o['base'] = c.base;
  o['class'] = c.class;
  o['rfc'] = {
    valid: r.valid, error: r.error === undefined ? undefined : errorJson(r.error), href: rfcText(r),
    scheme: r.scheme, userinfo: r.userinfo, host: r.host, port: r.port, path: r.path, query: r.query, fragment: r.fragment,
  };
  o['whatwg'] = w === null ? null : {
    href: w.href, scheme: w.scheme, special: w.special, userinfo: w.userinfo, host: w.host, hostKind: w.hostKind, port: w.port,
    effectivePort: w.effectivePort, path: w.path, query: w.query, fragment: w.fragment,
  };
  if (c.whatwgFailure !== undefined) o['whatwgFailure'] = c.whatwgFailure;
  o['differences'] = c.differences;
  o['devices'] = c.devices;
  return JSON.stringify(o); // undefined members (absent components) are left out
}

/** TSV: <line>  <class>  <whatwg href, or \N when the WHATWG parser refuses it>  <devices, comma-separated>. */
function tsv(line: number, c: WhatwgComparison): string {
  return `${line}\t${c.class}\t${c.whatwg === null ? ABSENT : tsvField(c.whatwg.href)}\t${c.devices.join(',')}`;
}

function cell(value: string | undefined): string {
  return value === undefined ? '(absent)' : value === '' ? '(empty)' : visible(value);
}

function paintClass(s: Style, cls: WhatwgClass | WhatwgDifference['class'], text: string): string {
  switch (cls) {
    case 'different-target': return s.red(text);
    case 'rfc-only': case 'whatwg-only': case 'both-refuse': return s.yellow(text);
    case 'same': return s.green(text);
    default: return s.cyan(text);
  }
}

/** The display for people: the class, what each side says of the whole, the devices, then the table of the differences and the href. */
function display(c: WhatwgComparison, s: Style): string[] {
  const lines = [s.bold(visible(c.input))];
  const facts: string[][] = [];
  if (c.base !== undefined) facts.push(['base', visible(c.base)]);
  facts.push(['class', `${c.class}: ${WHATWG_CLASSES[c.class]}`]);
  if (!c.rfc.valid) {
    facts.push(['RFC 3986', `refuses it: ${visible(c.rfc.error!.message)}`]);
    facts.push(['', "its column below is Appendix B's reading, the one lenient parsers make"]);
  }
  if (c.whatwg === null) facts.push(['WHATWG', `refuses it: ${visible(c.whatwgFailure ?? 'the WHATWG URL parser refuses it')}`]);
  facts.push(['devices', c.devices.length === 0 ? '(none)' : c.devices.map((d) => `${d} (${CONFUSION_DEVICES[d]})`).join('; ')]);
  lines.push(...columns(facts, (text, col, row) => {
    if (col === 0) return s.bold(text);
    return facts[row]![0] === 'class' ? paintClass(s, c.class, text) : text;
  }));
  const rows: string[][] = [['component', 'RFC 3986', 'WHATWG', 'class', 'repairs']];
  for (const d of c.differences) rows.push([d.component, cell(d.rfc), cell(d.whatwg), d.class, d.repairs.join(', ')]);
  rows.push(['href', cell(rfcText(c.rfc)), c.whatwg === null ? '(refused)' : cell(c.whatwg.href), '', '']);
  lines.push('', ...columns(rows, (text, col, row) => {
    if (row === 0) return s.bold(text);
    if (col === 0) return s.bold(text);
    if (col === 3 && row <= c.differences.length) return paintClass(s, c.differences[row - 1]!.class, text);
    return text;
  }));
  return lines;
}

export const whatwgCommand: Command<Settings> = {
  name: 'whatwg',
  usage: ['whatwg [options] <uri>...', 'whatwg [options] [-] < uris.txt'],
  description: [
    "Reads each input twice, as RFC 3986 does and as a browser does (the WHATWG URL Standard, which",
    "browsers, Node's URL and fetch follow), and shows the two side by side: the class of the whole,",
    'each component where they differ with its class and what the WHATWG parser repaired, the href, and',
    'the confusion devices the input uses (a backslash, several @, a control character, odd slashes).',
    "Where RFC 3986 refuses the input, its side is Appendix B's reading, the one lenient parsers make.",
    'The classes, from the most alarming: different-target (another scheme, host or port: a check made',
    'on one reading is bypassed through the other), rfc-only (the WHATWG parser refuses it, and why),',
    'whatwg-only, whatwg-repairs, same, both-refuse.',
  ].join('\n'),
  options: {
    base: { type: 'string', value: '<uri>', help: 'read each input as a reference against this absolute URI, on both sides' },
  },
  parsesUris: true,
  formats: [
    '  operands:  the input, its class, each side\'s refusal, the devices; then a table of the components',
    '             that differ (RFC 3986, WHATWG, class, repairs) and of the href',
    '  TSV:       <line>  <class>  <whatwg href, or \\N when the WHATWG parser refuses it>  <devices>',
    '  --json:    {"line":1,"input":"...","class":"...","rfc":{"valid":true,"href":"...","scheme":"...",...},',
    '             "whatwg":{"href":"...","scheme":"...","host":"...",...} or null,"whatwgFailure":"...",',
    '             "differences":[{"component":"host","rfc":"...","whatwg":"...","class":"...","repairs":[...]}],',
    '             "devices":[...]}',
  ].join('\n'),
  exit: 'Exit status: 0 when no input reaches a different target on the two readings, 1 when any does, 2 for a\n'
    + 'usage or I/O error.',
  examples: [
    "  $ urikit whatwg 'HTTP://EX.com:80/a/./b'",
    '  HTTP://EX.com:80/a/./b',
    '  class    whatwg-repairs: both reach the same target; the WHATWG parser changed the text on the way',
    '  devices  (none)',
    '',
    '  component  RFC 3986                WHATWG             class           repairs',
    '  scheme     HTTP                    http               whatwg-repairs  lowercase',
    '  host       EX.com                  ex.com             whatwg-repairs  lowercase',
    '  port       80                      (absent)           whatwg-repairs  default-port',
    '  path       /a/./b                  /a/b               whatwg-repairs  dot-segments',
    '  href       HTTP://EX.com:80/a/./b  http://ex.com/a/b',
    "  $ urikit whatwg 'http://evil.com\\@good.com/'; echo $?",
    '  ...',
    '  1',
    "  $ urikit whatwg --quiet < links.txt | awk -F'\\t' '$2 != \"same\"'",
  ].join('\n'),
  words: { ok: 'other', failed: 'different-target' },

  prepare(values, operands) {
    const settings: Settings = { ...uriSettings(values), base: typeof values['base'] === 'string' ? values['base'] : undefined };
    if (settings.base !== undefined) baseOperand(settings.base, settings);
    return { settings, items: itemOperands(operands) };
  },

  handler(settings, asJson): LineHandler {
    return (input, line, r) => {
      const c = compare(input, settings);
      r.text = asJson ? json(line, c) : tsv(line, c);
      return statusOf(c, r);
    };
  },

  show(settings, items, io) {
    const blocks: string[] = [];
    let status = EXIT_OK;
    for (const input of items) {
      const c = compare(input, settings);
      if (statusOf(c, { code: '' }) !== OK) status = EXIT_FAILED;
      blocks.push(display(c, io.outStyle).join('\n'));
    }
    io.out.write(blocks.join('\n\n') + '\n');
    return status;
  },
};
