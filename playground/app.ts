// The playground page: urikit's readings of what is typed, beside the browser's own URL. Built by
// scripts/playground.mjs (esbuild) from the public entry points only, as a user's bundle would be.

import * as core from '../src/index.js';
import * as audit from '../src/audit/index.js';
import * as host from '../src/host/index.js';
import * as idna from '../src/idna/index.js';
import * as iri from '../src/iri/index.js';
import * as query from '../src/query/index.js';
import * as schemes from '../src/schemes/index.js';
import * as template from '../src/template/index.js';
import * as text from '../src/text/index.js';
import * as whatwg from '../src/whatwg/index.js';

const { parse, UriError } = core;
type Uri = core.Uri;

/** The library in the console, one namespace per entry point beside the core's names. */
(globalThis as unknown as { urikit: unknown }).urikit = { ...core, audit, host, idna, iri, query, schemes, template, text, whatwg };

// ---------------------------------------------------------------------------------------------
// Small DOM helpers: every node is made with textContent, never innerHTML, so no input is markup.

type Child = Node | string | null | undefined | false;

function el(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

function section(title: string, id: string, ...children: Child[]): HTMLElement {
  return el('section', { 'aria-labelledby': id }, el('h2', { id }, title), ...children);
}

/** Text past this many characters is shown cut, the rest behind a disclosure (laying out 10 kB of wrapped text costs ~100 ms). */
const SHOWN = 600;

/** The text, or its first SHOWN characters, the count of the rest and the whole behind a closed <details> (not laid out until opened). */
function long(text: string, limit = SHOWN): Child[] {
  if (text.length <= limit) return [text];
  return [text.slice(0, limit), el('details', {}, el('summary', {}, `… ${text.length - limit} more characters (${text.length} in all): show all`), text)];
}

/** A value cell: the text, or "absent" in words (not only in colour). */
function value(v: string | undefined | null, extra = ''): HTMLElement {
  if (v === undefined || v === null) return el('td', { class: `absent ${extra}` }, 'absent');
  return el('td', { class: `mono ${extra}` }, ...(v === '' ? ['(empty)'] : long(v)));
}

function row(...cells: HTMLElement[]): HTMLElement {
  return el('tr', {}, ...cells);
}

function th(t: string): HTMLElement {
  return el('th', { scope: 'row' }, t);
}

function table(caption: string, head: string[], rows: HTMLElement[]): HTMLElement {
  return el('table', {}, el('caption', { class: 'help' }, caption),
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col' }, h)))), el('tbody', {}, ...rows));
}

function attempt<T>(fn: () => T): { ok: true; value: T } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    return { ok: false, error };
  }
}

function errorText(e: unknown): string {
  return e instanceof UriError ? `${e.code}: ${e.message}` : String(e);
}

// ---------------------------------------------------------------------------------------------
// The state: the fields, mirrored in location.hash

const $ = (id: string) => document.getElementById(id) as HTMLInputElement;
const fields = { uri: $('uri'), base: $('base'), iri: $('iri'), zone: $('zone'), template: $('template'), variables: $('variables') };

function readHash(): void {
  const params = new URLSearchParams(location.hash.slice(1));
  fields.uri.value = params.get('uri') ?? 'HTTP://User@Example.COM:80/a/./b/../%7Euser?q=1#top';
  fields.base.value = params.get('base') ?? '';
  fields.iri.checked = params.get('iri') === '1';
  fields.zone.checked = params.get('zone') === '1';
  fields.template.value = params.get('template') ?? 'https://api.example.com/users/{id}{?fields*}';
  fields.variables.value = params.get('vars') ?? '{ "id": 42, "fields": ["name", "email"] }';
  selectTab(params.get('tab') === 'template' ? templateTab : uriTab);
}

function writeHash(): void {
  const params = new URLSearchParams();
  params.set('uri', fields.uri.value);
  if (fields.base.value !== '') params.set('base', fields.base.value);
  if (fields.iri.checked) params.set('iri', '1');
  if (fields.zone.checked) params.set('zone', '1');
  if (fields.template.value !== '') params.set('template', fields.template.value);
  if (fields.variables.value !== '') params.set('vars', fields.variables.value);
  if (templateTab.getAttribute('aria-selected') === 'true') params.set('tab', 'template');
  history.replaceState(null, '', `#${params.toString()}`);
}

// ---------------------------------------------------------------------------------------------
// The RFC 3986 picture (§3): each component coloured, named in words under it

type Part = { name: string; text: string; delim?: boolean };

function partsOf(c: core.Components): Part[] {
  const parts: Part[] = [];
  if (c.scheme !== undefined) parts.push({ name: 'scheme', text: c.scheme }, { name: ':', text: ':', delim: true });
  if (c.host !== undefined) {
    parts.push({ name: '//', text: '//', delim: true });
    if (c.userinfo !== undefined) parts.push({ name: 'userinfo', text: c.userinfo }, { name: '@', text: '@', delim: true });
    parts.push({ name: 'host', text: c.host });
    if (c.port !== undefined) parts.push({ name: ':', text: ':', delim: true }, { name: 'port', text: c.port });
  }
  parts.push({ name: 'path', text: c.path });
  if (c.query !== undefined) parts.push({ name: '?', text: '?', delim: true }, { name: 'query', text: c.query });
  if (c.fragment !== undefined) parts.push({ name: '#', text: '#', delim: true }, { name: 'fragment', text: c.fragment });
  return parts;
}

function picture(c: core.Components, label: string): HTMLElement {
  const parts = partsOf(c).filter((p) => p.text !== '' || p.name === 'host');
  return el('div', { class: 'picture', role: 'group', 'aria-label': label },
    ...parts.map((p) => el('span', { class: `part ${p.delim === true ? 'delim' : `c-${p.name}`}` },
      el('span', {}, p.text === '' ? '\u00a0' : p.text.length > SHOWN ? `${p.text.slice(0, SHOWN)}… (+${p.text.length - SHOWN})` : p.text),
      el('small', {}, p.delim === true ? '' : p.name))));
}

const COMPONENTS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;

function componentsTable(u: Uri): HTMLElement {
  const c = u.toComponents();
  const rows = COMPONENTS.map((name) => {
    let decoded: string | undefined;
    if (name === 'scheme' || name === 'port') decoded = c[name];
    else {
      const d = attempt(() => u.decoded(name));
      decoded = d.ok ? d.value : `(not decodable: ${errorText(d.error)})`;
    }
    return row(th(name), value(c[name]), value(decoded));
  });
  return table('Each component as written and decoded', ['component', 'raw', 'decoded'], rows);
}

function facts(u: Uri): HTMLElement {
  return el('dl', { class: 'facts' },
    el('dt', {}, 'reference kind'), el('dd', {}, u.referenceKind),
    el('dt', {}, 'host kind'), el('dd', {}, u.hostKind ?? 'no authority'),
    el('dt', {}, 'form'), el('dd', {}, u.isOpaque ? 'opaque (no "/" after the scheme)' : u.isHierarchical ? 'hierarchical' : 'relative'),
    u.isIri ? el('dt', {}, 'IRI') : null, u.isIri ? el('dd', {}, 'holds characters outside ASCII') : null,
    u.zoneId !== undefined ? el('dt', {}, 'zone') : null, u.zoneId !== undefined ? el('dd', {}, u.zoneId) : null);
}

/** The input with a caret under the error's index, the code, the message and the fix. */
function errorBlock(input: string, e: unknown, what: string): HTMLElement {
  if (!(e instanceof UriError)) return el('div', { class: 'error', role: 'alert' }, `${what}: ${String(e)}`);
  const at = Math.max(0, Math.min(e.index, input.length));
  // a long input: the 60 characters each side of the index, and which they are
  const from = input.length > SHOWN ? Math.max(0, at - 60) : 0;
  const shown = input.length > SHOWN ? input.slice(from, at + 60) : input;
  return el('div', { class: 'error', role: 'alert' },
    el('p', {}, el('strong', {}, `${what}: `), el('code', {}, e.code), ` at index ${e.index}`,
      input.length > SHOWN ? ` (characters ${from} to ${from + shown.length} of ${input.length} shown)` : ''),
    el('pre', { class: 'caret', 'aria-label': `the input, with a caret under index ${e.index}` }, `${shown}\n${' '.repeat(at - from)}^`),
    el('p', {}, e.message),
    e.entry !== undefined ? el('p', {}, el('strong', {}, 'Fix: '), e.entry.fix) : null);
}

// ---------------------------------------------------------------------------------------------
// The sections

function parseOptions(): core.ParseOptions {
  return { iri: fields.iri.checked, zoneId: fields.zone.checked };
}

function rfcSection(input: string): { node: HTMLElement; uri: Uri | undefined } {
  const r = attempt(() => parse(input, parseOptions()));
  if (!r.ok) {
    const split = core.splitReference(input);
    return {
      uri: undefined,
      node: section('RFC 3986', 'h-rfc', errorBlock(input, r.error, 'Not a URI reference'),
        el('p', { class: 'help' }, 'How RFC 3986 Appendix B would split it anyway:'), picture(split, 'Appendix B split of the input')),
    };
  }
  const u = r.value;
  return { uri: u, node: section('RFC 3986', 'h-rfc', picture(u.toComponents(), 'The URI, component by component'), facts(u), componentsTable(u)) };
}

function normalSection(u: Uri): HTMLElement {
  const n = attempt(() => core.normalize(u));
  if (!n.ok) return section('Normal form (RFC 3986 §6)', 'h-normal', errorBlock(u.toString(), n.error, 'normalize'));
  const changes = core.normalizationChanges(u);
  return section('Normal form (RFC 3986 §6)', 'h-normal',
    el('p', {}, el('code', { class: 'mono' }, ...long(n.value.toString())), changes.length === 0 ? ' (already normal)' : ''),
    changes.length === 0 ? null : table('What each step changed', ['step', 'component', 'before', 'after'],
      changes.map((c) => row(th(c.step), value(c.component), value(c.before), value(c.after)))));
}

function resolveSection(input: string): HTMLElement | null {
  const base = fields.base.value;
  if (base === '') return null;
  const r = attempt(() => core.resolve(base, input, parseOptions()));
  if (!r.ok) return section('Resolution against the base (§5)', 'h-resolve', errorBlock(r.error instanceof UriError && r.error.input === base ? base : input, r.error, 'resolve'));
  const back = attempt(() => core.relativize(base, r.value));
  return section('Resolution against the base (§5)', 'h-resolve',
    el('table', {}, el('tbody', {},
      row(th('resolved'), value(r.value.toString())),
      row(th('relativized back'), back.ok ? value(back.value.toString()) : value(`(${errorText(back.error)})`)))));
}

function schemeSection(u: Uri): HTMLElement | null {
  const scheme = u.scheme?.toLowerCase();
  if (scheme === undefined || schemes.SCHEMES.get(scheme) === undefined) return null;
  const v = attempt(() => schemes.parseAs(u, scheme));
  const json = v.ok ? JSON.stringify(v.value, (_k, x) => (x instanceof core.Uri ? x.toString() : x), 2) : '';
  const body = v.ok ? el('pre', { class: 'view' }, ...long(json, 4 * SHOWN)) : errorBlock(u.toString(), v.error, `${scheme} view`);
  return section(`The ${scheme}: view`, 'h-scheme', body);
}

function auditSection(input: string): HTMLElement {
  const base = fields.base.value;
  const r = attempt(() => audit.audit(input, { ...parseOptions(), ...(base === '' ? {} : { base }) }));
  if (!r.ok) return section('Audit', 'h-audit', errorBlock(input, r.error, 'audit'));
  const findings = r.value;
  return section('Audit', 'h-audit', findings.length === 0 ? el('p', {}, 'No findings.') : el('ul', { class: 'findings' },
    ...findings.map((f) => el('li', {},
      el('span', { class: `badge sev-${f.severity}` }, f.severity), ' ', el('code', {}, f.code),
      f.count > 1 ? ` (${f.count} places)` : '', ' — ', ...long(`${f.reading} reading: ${f.message}`)))));
}

function formsSection(input: string, u: Uri | undefined): HTMLElement {
  const rows: HTMLElement[] = [];
  const asUri = attempt(() => iri.iriToUri(input));
  rows.push(row(th('IRI → URI (RFC 3987 §3.1)'), asUri.ok ? value(asUri.value.toString()) : value(`(${errorText(asUri.error)})`)));
  const asIri = attempt(() => iri.uriToIri(input));
  rows.push(row(th('URI → IRI (RFC 3987 §3.2)'), asIri.ok ? value(asIri.value.toString()) : value(`(${errorText(asIri.error)})`)));
  const hostName = u?.hostKind === 'reg-name' ? u.host : undefined;
  if (hostName !== undefined && hostName !== '') {
    const decoded = attempt(() => core.decode(hostName));
    const name = decoded.ok ? decoded.value : hostName;
    const a = attempt(() => idna.domainToAscii(name));
    const b = attempt(() => idna.domainToUnicode(name));
    rows.push(row(th('host, IDNA ToASCII (UTS #46)'), a.ok ? value(a.value) : value(`(${errorText(a.error)})`)));
    rows.push(row(th('host, IDNA ToUnicode'), b.ok ? value(b.value) : value(`(${errorText(b.error)})`)));
  }
  return section('IRI and IDNA forms', 'h-forms', el('table', {}, el('tbody', {}, ...rows)));
}

const BROWSER_ROWS: [string, whatwg.WhatwgComponent | undefined, (x: URL) => string][] = [
  ['href', undefined, (x) => x.href],
  ['protocol', 'scheme', (x) => x.protocol],
  ['username', 'userinfo', (x) => x.username],
  ['password', 'userinfo', (x) => x.password],
  ['hostname', 'host', (x) => x.hostname],
  ['port', 'port', (x) => x.port],
  ['pathname', 'path', (x) => x.pathname],
  ['search', 'query', (x) => x.search],
  ['hash', 'fragment', (x) => x.hash],
  ['origin', undefined, (x) => x.origin],
];

function browserSection(input: string): HTMLElement {
  const base = fields.base.value === '' ? undefined : fields.base.value;
  let url: URL | undefined;
  let failure = '';
  try {
    url = base === undefined ? new URL(input) : new URL(input, base);
  } catch (e) {
    failure = String(e);
  }
  const cmp = attempt(() => whatwg.compareWithWhatwg(input, base, parseOptions()));
  const differing = new Set<string>(cmp.ok ? cmp.value.differences.map((d) => d.component) : []);
  const parts: Child[] = [];
  if (cmp.ok) {
    const c = cmp.value;
    parts.push(el('p', {}, el('strong', {}, 'Class: '), el('span', { class: `badge ${c.class === 'same' ? '' : c.class === 'different-target' ? 'sev-danger' : 'sev-warning'}` }, c.class),
      ` — ${whatwg.WHATWG_CLASSES[c.class]}`));
    if (c.devices.length > 0) {
      parts.push(el('p', {}, el('strong', {}, 'Confusion devices: '), c.devices.map((d) => whatwg.CONFUSION_DEVICES[d]).join('; ')));
    }
    if (c.differences.length > 0) {
      parts.push(table('Where the readings differ', ['component', 'RFC 3986', 'browser (WHATWG)', 'class', 'repairs'],
        c.differences.map((d) => row(th(d.component), value(d.rfc), value(d.whatwg, 'differs'), value(d.class), value(d.repairs.join(', ') || '—')))));
    }
  }
  if (url === undefined) {
    parts.push(el('p', {}, el('strong', {}, 'The browser refuses it: '), failure, cmp.ok && cmp.value.whatwgFailure !== undefined ? ` (${cmp.value.whatwgFailure})` : ''));
  } else {
    const u = url;
    parts.push(table("What this browser's URL reads", ['property', 'value'],
      BROWSER_ROWS.map(([name, comp, get]) => row(th(name), value(get(u), comp !== undefined && differing.has(comp) ? 'differs' : '')))));
  }
  return section("This browser's URL (WHATWG)", 'h-browser', ...parts);
}

// ---------------------------------------------------------------------------------------------
// The template tab (RFC 6570): a template, its variables as JSON, the expansion

const templateTab = document.getElementById('tab-template') as HTMLButtonElement;
const uriTab = document.getElementById('tab-uri') as HTMLButtonElement;

function selectTab(tab: HTMLButtonElement): void {
  for (const t of [uriTab, templateTab]) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    document.getElementById(t.getAttribute('aria-controls')!)!.hidden = !on;
  }
}

for (const t of [uriTab, templateTab]) {
  t.addEventListener('click', () => {
    selectTab(t);
    writeHash();
  });
  t.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const other = t === uriTab ? templateTab : uriTab;
    selectTab(other);
    other.focus();
    writeHash();
  });
}

const templateOutput = document.getElementById('template-output')!;

function renderTemplate(): void {
  const source = fields.template.value;
  const varsText = fields.variables.value.trim();
  const parsed = attempt(() => template.parseTemplate(source));
  if (!parsed.ok) {
    templateOutput.replaceChildren(section('Template', 'h-template', errorBlock(source, parsed.error, 'Not an RFC 6570 template')));
    return;
  }
  const t = parsed.value;
  const expressions = t.parts.filter((p): p is template.TemplateExpression => typeof p !== 'string');
  const parts: Child[] = [table('The expressions and their variables', ['expression', 'operator', 'variables'],
    expressions.map((x) => row(th(source.slice(x.start, x.end)), value(x.operator === '' ? '(simple)' : x.operator),
      value(x.varspecs.map((v) => `${v.name}${v.explode ? '*' : ''}${v.prefix > 0 ? `:${v.prefix}` : ''}`).join(', ')))))];
  let variables: unknown = {};
  if (varsText !== '') {
    try {
      variables = JSON.parse(varsText);
    } catch (e) {
      parts.push(el('div', { class: 'error', role: 'alert' }, `The variables are not JSON: ${String(e)}`));
      templateOutput.replaceChildren(section('Template', 'h-template', ...parts));
      return;
    }
  }
  const expanded = attempt(() => t.expand(variables as template.TemplateVariables));
  parts.push(expanded.ok
    ? el('p', {}, el('strong', {}, 'Expansion: '), el('code', {}, ...long(expanded.value)))
    : errorBlock(varsText, expanded.error, 'expand'));
  templateOutput.replaceChildren(section('Template', 'h-template', ...parts));
}

// Rendering: on every input, in the next frame (one render per frame however fast one types), one
// section per task so that no task holds the main thread long (a 10 kB URI: each section a few ms
// of library work and its layout); a newer input abandons the render under way.

const output = document.getElementById('output')!;
let pending = false;
let generation = 0;

/** Lets the browser lay out, paint and take input before the next section. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function render(): Promise<void> {
  pending = false;
  const mine = ++generation;
  const input = fields.uri.value;
  writeHash();
  const left = el('div', {});
  const right = el('div', {});
  const start = performance.now();
  const rfc = rfcSection(input);
  left.append(rfc.node);
  performance.measure('urikit section rfc', { start });
  output.replaceChildren(el('div', { class: 'columns' }, left, right));
  const u = rfc.uri;
  const steps: [string, () => void][] = [
    ['browser', () => right.append(browserSection(input))],
    ['normal', () => {
      if (u !== undefined) left.append(normalSection(u));
    }],
    ['audit', () => right.append(auditSection(input))],
    ['resolve', () => left.append(resolveSection(input) ?? '')],
    ['scheme', () => {
      if (u !== undefined) left.append(schemeSection(u) ?? '');
    }],
    ['forms', () => left.append(formsSection(input, u))],
  ];
  for (const [name, step] of steps) {
    await yieldToBrowser();
    if (mine !== generation) return; // a newer input: its render replaces this one
    const start = performance.now();
    step();
    performance.measure(`urikit section ${name}`, { start }); // read by the browser test's figures
  }
  output.setAttribute('data-rendered', String(mine));
}

function schedule(): void {
  if (pending) return;
  pending = true;
  requestAnimationFrame(() => void render());
}

for (const f of [fields.uri, fields.base, fields.iri, fields.zone]) f.addEventListener('input', schedule);
for (const f of [fields.template, fields.variables]) {
  f.addEventListener('input', () => {
    renderTemplate();
    writeHash();
  });
}
window.addEventListener('hashchange', () => {
  readHash();
  renderTemplate();
  schedule();
});

readHash();
renderTemplate();
void render();
