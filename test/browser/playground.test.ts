/**
 * The playground page end to end in headless Chromium: built as `npm run playground:build` builds
 * it, served as `npm run playground` serves it, and used the way a person uses it — fields found by
 * their accessible names, typed into with the keyboard. Screenshots of a handful of inputs are
 * written to test-results/playground/ for a person to look at. Needs Chromium at
 * CHROMIUM_PATH or /usr/bin/chromium (Debian's `chromium` package; .ci/run installs it).
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error: a plain .mjs script without declarations
import { buildPlayground, servePlayground } from '../../scripts/playground.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = join(__dirname, '../../test-results/playground');

let server: Server;
let browser: Browser;
let origin: string;
/** Every page error and console error of every page the tests open. */
const problems: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  const folder: string = await buildPlayground();
  server = await servePlayground(folder, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function open(hash = '', width = 1200): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(origin + hash);
  await page.getByRole('heading', { name: 'RFC 3986', exact: true }).waitFor();
  // the first render has run every section (each in its own task)
  await page.locator('#output[data-rendered]').waitFor({ state: 'attached' });
  return page;
}

/** Replaces the URI field's text by typing, as a person would. */
async function typeUri(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'URI', exact: true });
  await field.fill('');
  await field.pressSequentially(text);
}

describe('the playground', () => {
  it('shows the components of a typed URI, named', async () => {
    const page = await open();
    await typeUri(page, 'https://user@example.com:8443/a/b?q=1#frag');
    const picture = page.getByRole('group', { name: 'The URI, component by component' });
    await expect.poll(() => picture.innerText()).toContain('example.com');
    const table = page.getByRole('table').filter({ hasText: 'Each component as written and decoded' });
    const cells = await table.locator('tbody tr').allInnerTexts();
    expect(cells.map((r) => r.split('\t').slice(0, 2).join('='))).toEqual([
      'scheme=https', 'userinfo=user', 'host=example.com', 'port=8443', 'path=/a/b', 'query=q=1', 'fragment=frag',
    ]);
    expect(await page.locator('dl.facts').innerText()).toContain('reg-name');
    await page.screenshot({ path: join(SHOTS, 'components.png'), fullPage: true });
    await page.close();
  });

  it('puts a caret under the error index of an invalid input, with the code and the fix', async () => {
    const page = await open();
    await typeUri(page, 'http://exa mple.com/');
    const alert = page.getByRole('alert').first();
    await expect.poll(() => alert.innerText()).toContain('invalid-host-char');
    const caret = await alert.locator('pre.caret').innerText();
    expect(caret.split('\n')).toEqual(['http://exa mple.com/', `${' '.repeat(10)}^`]);
    expect(await alert.innerText()).toContain('Fix:');
    await page.screenshot({ path: join(SHOTS, 'invalid.png'), fullPage: true });
    await page.close();
  });

  it('keeps the inputs in the address: a shared link reopens the same state', async () => {
    const page = await open();
    await typeUri(page, '../c?x=1');
    await page.getByRole('textbox', { name: 'Base', exact: true }).fill('http://a/b/c/d;p?q');
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('base=');
    const link = await page.evaluate(() => location.hash);
    const again = await open(link);
    expect(await again.getByRole('textbox', { name: 'URI', exact: true }).inputValue()).toBe('../c?x=1');
    expect(await again.getByRole('textbox', { name: 'Base', exact: true }).inputValue()).toBe('http://a/b/c/d;p?q');
    // RFC 3986 §5.4.1: "../c" against that base is http://a/b/c (with the query)
    await expect.poll(() => again.getByRole('region', { name: 'Resolution against the base (§5)' }).innerText()).toContain('http://a/b/c?x=1');
    await again.reload();
    expect(await again.getByRole('textbox', { name: 'Base', exact: true }).inputValue()).toBe('http://a/b/c/d;p?q');
    await page.close();
    await again.close();
  });

  it('can be used with the keyboard alone, with a visible focus', async () => {
    const page = await open('#uri=');
    // the URI field has the focus on load; Tab moves to Base
    await page.keyboard.type('mailto:a@example.org?subject=hi');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('uri');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('base');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await expect.poll(() => page.getByRole('region', { name: 'The mailto: view' }).innerText()).toContain('a@example.org');
    await page.close();
  });

  it('flags what the browser reads differently: the two hosts of a backslash confusion', async () => {
    const page = await open();
    await typeUri(page, 'http://evil.com\\@good.com/');
    const browserPart = page.getByRole('region', { name: "This browser's URL (WHATWG)" });
    await expect.poll(() => browserPart.innerText()).toContain('different-target');
    const text = await browserPart.innerText();
    expect(text).toContain('evil.com'); // what the browser reaches
    expect(text).toContain('good.com'); // what RFC 3986 reads
    expect(text).toContain("'\\'");
    await page.screenshot({ path: join(SHOTS, 'backslash.png'), fullPage: true });
    await page.close();
  });

  it('shows a trailing-dot loopback as loopback, with a danger finding', async () => {
    const page = await open();
    await typeUri(page, 'http://127.0.0.1./');
    const auditPart = page.getByRole('region', { name: 'Audit' });
    await expect.poll(() => auditPart.innerText()).toMatch(/danger/);
    expect(await auditPart.innerText()).toMatch(/loopback/);
    await page.screenshot({ path: join(SHOTS, 'loopback.png'), fullPage: true });
    await page.close();
  });

  it('is readable at 320 px wide: nothing wider than the window', async () => {
    const page = await open('#uri=' + encodeURIComponent('https://example.com/' + 'segment/'.repeat(40)), 320);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, 'narrow.png'), fullPage: true });
    await page.close();
  });

  it('expands an RFC 6570 template in its tab, reached with the keyboard', async () => {
    const page = await open();
    await page.getByRole('tab', { name: 'URI' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Template' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('textbox', { name: 'Template', exact: true }).fill('/search{?q,lang}{#frag}');
    await page.getByRole('textbox', { name: 'Variables (JSON)' }).fill('{"q": "a b", "lang": "fr", "frag": "top"}');
    // RFC 6570 §3.2.8: form-style query expansion; §3.2.4: fragment expansion
    await expect.poll(() => page.locator('#template-output').innerText()).toContain('/search?q=a%20b&lang=fr#top');
    await page.getByRole('textbox', { name: 'Template', exact: true }).fill('/x{?q');
    await expect.poll(() => page.locator('#template-output').innerText()).toContain('Not an RFC 6570 template');
    expect(await page.evaluate(() => location.hash)).toContain('tab=template');
    await page.screenshot({ path: join(SHOTS, 'template.png'), fullPage: true });
    await page.close();
  });

  it('has the library on window.urikit', async () => {
    const page = await open();
    const result = await page.evaluate(() => (window as unknown as { urikit: { parse(s: string): { host: string } } }).urikit.parse('http://x.org/').host);
    expect(result).toBe('x.org');
    await page.close();
  });

  it('renders a 10 kB URI section by section, and prints how long each took', async () => {
    const page = await open();
    const figures: string[] = [];
    for (const [name, input] of [
      ['valid', `https://example.com/${'a/b%20c/'.repeat(1250)}`],
      ['invalid', `http://x/${'a b^'.repeat(2500)}`],
      ['IRI', `http://\u00e9.com/${'\u00e9'.repeat(10000)}`],
    ] as const) {
      const before = await page.locator('#output').getAttribute('data-rendered');
      await page.evaluate(() => performance.clearMeasures());
      await page.getByRole('textbox', { name: 'URI', exact: true }).fill(input);
      await expect.poll(() => page.locator('#output').getAttribute('data-rendered')).not.toBe(before);
      const sections = await page.evaluate(() => performance.getEntriesByType('measure')
        .filter((m) => m.name.startsWith('urikit section ')).map((m) => `${m.name.slice(15)} ${m.duration.toFixed(0)} ms`));
      // every section ran: the RFC reading, the browser's, the audit, the IRI forms (and the rest where they apply)
      expect(sections.map((x) => x.split(' ')[0])).toEqual(expect.arrayContaining(['rfc', 'browser', 'audit', 'forms']));
      figures.push(`${name} (${input.length} characters): ${sections.join(', ')}`);
    }
    // figures for a person to read, not a pass/fail: a timing depends on the machine
    console.log(`main-thread work per section, 10 kB inputs:\n  ${figures.join('\n  ')}`);
    await page.close();
  });

  it('raised no page error and logged no console error', () => {
    expect(problems).toEqual([]);
  });
});
