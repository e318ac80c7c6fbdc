/** urikit audit: RFC 3986 §7's security findings on both readings of each input (RFC 3986's and a browser's), and a fetch policy's verdict. */
/// <reference types="node" />

import { readFileSync } from 'node:fs';
import { type Finding, type Policy, type PolicyViolation, audit, checkPolicy } from '../../audit/index.js';
import { type Uri, resolve } from '../../index.js';
import {
  type Command, EXIT_FAILED, EXIT_OK, FAILED, type LineHandler, NO, OK, SetupError, type Status, type UriSettings, asUriError, baseOperand,
  itemOperands, uriSettings,
} from '../command.js';
import { ABSENT, type Style, errorJson, tsvField, underline, visible } from '../format.js';

interface Settings extends UriSettings {
  /** --base: the URI each input is read against; checked to be an absolute URI. */
  readonly base: string | undefined;
  /** The policy read from --policy (plain JSON, so it survives structuredClone into a worker), and its file. */
  readonly policy: Policy | undefined;
  readonly policyFile: string | undefined;
}

/**
 * The word for one input, from the best to the worst: no finding; info, warning or danger as the
 * worst finding's severity; 'denied' when the policy is broken (whatever the findings).
 */
type Verdict = 'ok' | 'info' | 'warning' | 'danger' | 'denied';

/** What audit says of one input. */
interface Report {
  readonly findings: readonly Finding[];
  /** The policy's answer: undefined without --policy, null when the input is allowed. */
  readonly violation: PolicyViolation | null | undefined;
  /** The text the violation's span points into: the input, or with --base the URI it resolves to. */
  readonly checked: string;
  readonly verdict: Verdict;
}

// ---------------------------------------------------------------------------------------------
// The policy file

/** A file system error as a few words ('no such file'), the code's own message otherwise. */
function fileProblem(e: unknown): string {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

/**
 * Reads and checks the --policy file: JSON holding a Policy (urikit/audit's checkPolicy documents
 * its fields). Throws SetupError, one line naming the file: it cannot be read, it is not JSON, or
 * checkPolicy refuses a field (its UriError message).
 */
function readPolicy(file: string): Policy {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new SetupError(`cannot read the policy file '${file}': ${fileProblem(e)}`);
  }
  let policy: unknown;
  try {
    policy = JSON.parse(text);
  } catch (e) {
    throw new SetupError(`the policy file '${file}' is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    checkPolicy('', policy as Policy); // checks every field before it reads the URI
  } catch (e) {
    const err = asUriError(e);
    throw new SetupError(`the policy file '${file}' is not a policy: ${err.detail ?? err.message}`);
  }
  return policy as Policy;
}

// ---------------------------------------------------------------------------------------------
// The audit of one input

const RANK: Readonly<Record<Finding['severity'], number>> = { info: 1, warning: 2, danger: 3 };
const BY_RANK: readonly Verdict[] = ['ok', 'info', 'warning', 'danger'];

/**
 * The text checkPolicy judges: with --base, the URI the input resolves to, since that is what a
 * fetch reaches (checkPolicy reads no base); the input itself when it is not a URI reference (the
 * policy then refuses it as 'invalid-uri', whatever the base).
 */
function policyTarget(input: string, settings: Settings, base: Uri | undefined): string {
  if (base === undefined) return input;
  try {
    return resolve(base, input, { iri: settings.iri, zoneId: settings.zoneId }).toString();
  } catch (e) {
    asUriError(e);
    return input;
  }
}

function reportOf(input: string, settings: Settings, base: Uri | undefined): Report {
  const findings = audit(input, { iri: settings.iri, zoneId: settings.zoneId, base: settings.base });
  let violation: PolicyViolation | null | undefined;
  let checked = input;
  if (settings.policy !== undefined) {
    checked = policyTarget(input, settings, base);
    violation = checkPolicy(checked, settings.policy);
  }
  let worst = 0;
  for (const f of findings) worst = Math.max(worst, RANK[f.severity]);
  return { findings, violation, checked, verdict: violation !== undefined && violation !== null ? 'denied' : BY_RANK[worst]! };
}

/** A line's status: a broken policy fails it (with the violation's code, for the summary); a danger is a clean "no". */
function statusOf(rep: Report, r: { code: string }): Status {
  if (rep.verdict === 'denied') {
    r.code = rep.violation!.code;
    return FAILED;
  }
  return rep.verdict === 'danger' ? NO : OK;
}

// ---------------------------------------------------------------------------------------------
// Output

function findingJson(f: Finding): Record<string, unknown> {
  const o: Record<string, unknown> = {
    code: f.code, severity: f.severity, reading: f.reading, start: f.start, end: f.end, text: f.text, count: f.count, message: f.message, source: f.source,
  };
  if (f.error !== undefined) o['error'] = errorJson(f.error);
  return o;
}

function json(line: number, input: string, settings: Settings, rep: Report): string {
  const o: Record<string, unknown> = { line, input };
  if (settings.base !== undefined) o['base'] = settings.base;
  o['status'] = rep.verdict;
  o['findings'] = rep.findings.map(findingJson);
  if (rep.violation !== undefined) {
    const v = rep.violation;
    o['policy'] = v === null
      ? { allowed: true }
      : { allowed: false, violation: { code: v.code, reading: v.reading, start: v.start, end: v.end, text: rep.checked, message: v.message } };
  }
  return JSON.stringify(o);
}

/** TSV: <line>  <status>  <codes, comma-separated>  <policy: allowed, the violation's code, or \N>  <input>. */
function tsv(line: number, input: string, rep: Report): string {
  const codes = rep.findings.map((f) => f.code).join(',');
  const policy = rep.violation === undefined ? ABSENT : rep.violation === null ? 'allowed' : rep.violation.code;
  return `${line}\t${rep.verdict}\t${codes}\t${policy}\t${tsvField(input)}`;
}

/** The label column of the display: two spaces, then 'warning' and two more. */
const INDENT = '  ';
const LABEL = 'warning'.length + 2;

function paintSeverity(s: Style, severity: Verdict | 'policy', text: string): string {
  switch (severity) {
    case 'danger': case 'denied': return s.red(text);
    case 'warning': return s.yellow(text);
    case 'info': return s.blue(text);
    default: return s.green(text);
  }
}

/** One item of the display: label, a head line, the text with carets under [start, end), a message. */
function item(s: Style, label: Verdict | 'policy', head: string, meta: readonly string[], text: string, start: number, end: number, message: string): string[] {
  const pad = ' '.repeat(INDENT.length + LABEL);
  return [
    INDENT + paintSeverity(s, label, label) + ' '.repeat(LABEL - label.length) + s.bold(head) + (meta.length === 0 ? '' : '  ' + s.dim(`(${meta.join('; ')})`)),
    pad + visible(text),
    pad + paintSeverity(s, label, s.bold(underline(text, start, end))),
    pad + visible(message),
  ];
}

/** The display for people of one input: the input, each finding with its carets, the policy's verdict. */
function display(input: string, settings: Settings, rep: Report, s: Style): string[] {
  const label = (word: string): string => INDENT + word + ' '.repeat(LABEL - word.length);
  const lines = [s.bold(visible(input))];
  if (settings.base !== undefined) lines.push(label('base') + visible(settings.base));
  if (rep.findings.length === 0) lines.push(INDENT + s.green('ok') + ' '.repeat(LABEL - 2) + 'no findings');
  for (const f of rep.findings) {
    const meta: string[] = [];
    if (f.reading === 'whatwg') meta.push("whatwg reading: a browser's");
    if (f.count > 1) meta.push(`${f.count} places`);
    meta.push(f.source);
    lines.push(...item(s, f.severity, f.code, meta, f.text, f.start, f.end, f.message));
  }
  const v = rep.violation;
  if (v === null) lines.push(label('policy') + s.green('allowed') + ` by ${visible(settings.policyFile ?? '')}`);
  else if (v !== undefined) {
    const meta = [`policy ${visible(settings.policyFile ?? '')}`];
    if (v.reading === 'whatwg') meta.push("whatwg reading: a browser's");
    lines.push(...item(s, 'denied', v.code, meta, rep.checked, v.start, v.end, v.message));
  }
  return lines;
}

export const auditCommand: Command<Settings> = {
  name: 'audit',
  usage: ['audit [options] <uri>...', 'audit [options] [-] < uris.txt'],
  description: [
    "Audits each input for the risks of RFC 3986 §7 on every reading a client may make of it: RFC 3986's",
    "own, and a browser's (the WHATWG URL parser of browsers, Node's URL and fetch), which repairs what",
    'RFC 3986 refuses and so may reach another host. Each finding has a severity (info, warning,',
    'danger), a code, the reading it comes from, and carets under the text it is about: for the WHATWG',
    "reading, that text is the browser's URL. Any string can be audited: one RFC 3986 refuses is the",
    "finding invalid-uri. With --policy, each input is also checked against a fetch policy, JSON with",
    'the fields of urikit/audit\'s Policy, all optional:',
    '  {"schemes": ["https"], "hosts": ["api.example.com", "*.example.org"], "ports": [443],',
    '   "denyAddressClasses": ["loopback", "private", "link-local"], "allowUserinfo": false}',
    'The policy is broken when any reading breaks it; with --base, it judges the resolved URI.',
  ].join('\n'),
  options: {
    policy: { type: 'string', value: '<file.json>', help: 'also check each input against the fetch policy in this JSON file (see above)' },
    base: { type: 'string', value: '<uri>', help: 'read each input as a reference against this absolute URI (a page\'s address), on both readings' },
  },
  parsesUris: true,
  formats: [
    '  operands:  the input, then each finding: severity, code (the reading when whatwg, the count when',
    '             above 1, the source), the text with carets under its span, the message; then the policy',
    '  TSV:       <line>  <status>  <codes>  <policy>  <input>',
    '             status: ok (no finding), info, warning, danger (the worst finding), denied (the policy is',
    '             broken); codes: comma-separated; policy: allowed, the code of the rule broken, or \\N',
    '  --json:    {"line":1,"input":"...","status":"danger","findings":[{"code":"...","severity":"danger",',
    '             "reading":"rfc3986","start":7,"end":17,"text":"...","count":1,"message":"...","source":"..."}],',
    '             "policy":{"allowed":false,"violation":{"code":"...","reading":"...","start":7,"end":17,',
    '             "text":"...","message":"..."}}}   (policy only with --policy; invalid-uri findings add error)',
  ].join('\n'),
  exit: 'Exit status: 0 when no input has a danger finding or breaks the policy, 1 when any does, 2 for a usage\n'
    + 'or I/O error (an unreadable or invalid policy file among them).',
  examples: [
    "  $ urikit audit 'http://evil.com\\@good.com/'",
    '  http://evil.com\\@good.com/',
    '    danger   parser-disagreement  (RFC 3986 §7.6, Appendix B; WHATWG URL §4.4)',
    '             http://evil.com\\@good.com/',
    '             ^^^^^^^^^^^^^^^^^^^^^^^^^^',
    '             RFC 3986 as lenient parsers read it (Appendix B) reaches http "good.com", but a browser ...',
    '    ...',
    "  $ echo '{\"denyAddressClasses\": [\"loopback\", \"private\"]}' > fetch.json",
    "  $ urikit audit --policy fetch.json 'http://0x7f.1/' 'https://example.com/'",
    '  $ urikit audit --policy fetch.json --failures-only < webhooks.txt',
  ].join('\n'),
  words: { ok: 'passed', no: 'danger', failed: 'denied' },

  prepare(values, operands) {
    const settings: Settings = {
      ...uriSettings(values),
      base: typeof values['base'] === 'string' ? values['base'] : undefined,
      policy: typeof values['policy'] === 'string' ? readPolicy(values['policy']) : undefined,
      policyFile: typeof values['policy'] === 'string' ? values['policy'] : undefined,
    };
    if (settings.base !== undefined) baseOperand(settings.base, settings);
    return { settings, items: itemOperands(operands) };
  },

  handler(settings, asJson): LineHandler {
    const base = settings.base === undefined ? undefined : baseOperand(settings.base, settings);
    return (input, line, r) => {
      const rep = reportOf(input, settings, base);
      r.text = asJson ? json(line, input, settings, rep) : tsv(line, input, rep);
      return statusOf(rep, r);
    };
  },

  show(settings, items, io) {
    const base = settings.base === undefined ? undefined : baseOperand(settings.base, settings);
    const blocks: string[] = [];
    let status = EXIT_OK;
    for (const input of items) {
      const rep = reportOf(input, settings, base);
      if (statusOf(rep, { code: '' }) !== OK) status = EXIT_FAILED;
      blocks.push(display(input, settings, rep, io.outStyle).join('\n'));
    }
    io.out.write(blocks.join('\n\n') + '\n');
    return status;
  },
};
