/** RFC 3987 §8, UTS #39 §5 — a host label that mixes Latin with Cyrillic or Greek, or is written wholly in look-alike letters. */

import { tryDomainToUnicode } from '../../idna/index.js';
import { decode } from '../../percent.js';
import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// RFC 3987 §8 ("Security Considerations"): "the use of IRIs ... may make it easier to create
// spoofed IRIs that look the same as other IRIs". UTS #39 §5.1 (mixed-script detection) and §4
// (confusables), in their basic form: a label whose letters come from more than one of Latin,
// Cyrillic and Greek is 'mixed-script-label' (danger: "p\u0430ypal" with a Cyrillic a); a label
// whose letters are all Cyrillic or all Greek but each one looks like a Latin letter is
// 'confusable-label' (warning: "\u0430\u0440\u0440\u04CF\u0435", which reads "apple"). The label is
// percent-decoded and, for an A-label, decoded to Unicode first. Labels longer than MAX_LABEL code
// units are not examined (label-too-long reports them), nor labels after the MAX_LABELS-th (a
// name of 255 octets holds at most 127 labels; host-too-long reports longer ones): the work is
// bounded per URI. The per-character tests are Unicode property escapes on one code point, linear
// by construction.

const MAX_LABEL = 256;
const MAX_LABELS = 127;

const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const GREEK = /\p{Script=Greek}/u;
const LETTER = /\p{L}/u;

/** Cyrillic and Greek letters that look like Latin ones (from UTS #39 confusables.txt). */
const LATIN_LOOKALIKES: ReadonlySet<number> = /* @__PURE__ */ new Set([
  // Cyrillic: a c d e h i j l o p q s w x y
  0x0430, 0x0441, 0x0501, 0x0435, 0x04bb, 0x0456, 0x0458, 0x04cf, 0x043e, 0x0440, 0x051b, 0x0455, 0x051d, 0x0445, 0x0443,
  // Greek: o i k n p u v y
  0x03bf, 0x03b9, 0x03ba, 0x03b7, 0x03c1, 0x03c5, 0x03bd, 0x03b3,
]);

const LATIN_BIT = 1;
const CYRILLIC_BIT = 2;
const GREEK_BIT = 4;

interface LabelScripts {
  readonly scripts: number;
  /** Every letter of the label is in LATIN_LOOKALIKES. */
  readonly allLookalikes: boolean;
}

function scriptsOf(label: string): LabelScripts {
  let scripts = 0;
  let letters = 0;
  let lookalikes = 0;
  for (const ch of label) {
    if (!LETTER.test(ch)) continue;
    letters++;
    if (LATIN_LOOKALIKES.has(ch.codePointAt(0)!)) lookalikes++;
    if (LATIN.test(ch)) scripts |= LATIN_BIT;
    else if (CYRILLIC.test(ch)) scripts |= CYRILLIC_BIT;
    else if (GREEK.test(ch)) scripts |= GREEK_BIT;
  }
  return { scripts, allLookalikes: letters > 0 && lookalikes === letters };
}

function scriptNames(bits: number): string {
  const names: string[] = [];
  if (bits & LATIN_BIT) names.push('Latin');
  if (bits & CYRILLIC_BIT) names.push('Cyrillic');
  if (bits & GREEK_BIT) names.push('Greek');
  return names.join(' and ');
}

/** The label as a person sees it: percent-decoded, an A-label ('xn--') as Unicode; undefined when it holds nothing to check. */
function unicodeLabel(raw: string): string | undefined {
  const label = decode(raw, { invalid: 'replace' });
  let ascii = true;
  for (let i = 0; i < label.length; i++) {
    if (label.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  const isALabel = label.length >= 4 && label.slice(0, 4).toLowerCase() === 'xn--';
  if (!isALabel) return ascii ? undefined : label;
  return tryDomainToUnicode(label, { preset: 'lenient' }) ?? undefined;
}

function escapeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    out += c < 0x7f && c >= 0x20 ? ch : `\\u{${c.toString(16).toUpperCase()}}`;
  }
  return out;
}

export const mixedScriptRule: AuditRule = {
  codes: ['mixed-script-label', 'confusable-label'],
  check(context: AuditContext, out: FindingSink): void {
    const h = context.host;
    if (h === undefined || context.hostKind !== 'reg-name') return;
    const s = context.input;
    let start = h.start;
    let labels = 0;
    for (let i = h.start; i <= h.end && labels < MAX_LABELS; i++) {
      if (i < h.end && s.charCodeAt(i) !== 46) continue;
      labels++;
      const labelStart = start;
      start = i + 1;
      if (i - labelStart > MAX_LABEL || i === labelStart) continue;
      const label = unicodeLabel(s.slice(labelStart, i));
      if (label === undefined) continue;
      const { scripts, allLookalikes } = scriptsOf(label);
      const mixed = scripts !== 0 && (scripts & (scripts - 1)) !== 0;
      if (mixed) {
        out.push({
          code: 'mixed-script-label',
          severity: 'danger',
          source: 'RFC 3987 \u00a78, UTS #39 \u00a75.1',
          start: labelStart,
          end: i,
          message: `the label ${escapeText(label)} mixes ${scriptNames(scripts)} letters, a common way to imitate another domain name`,
        });
      } else if (allLookalikes && (scripts === CYRILLIC_BIT || scripts === GREEK_BIT)) {
        out.push({
          code: 'confusable-label',
          severity: 'warning',
          source: 'RFC 3987 \u00a78, UTS #39 \u00a74',
          start: labelStart,
          end: i,
          message: `the label ${escapeText(label)} is written wholly in ${scriptNames(scripts)} letters that look like Latin ones, and can pass for a Latin name`,
        });
      }
    }
  },
};
