/** RFC 3986 §3.2.2, RFC 1035 §2.3.4 — a host name longer than 255 octets, or a label longer than 63. */

import { tryDomainToAscii } from '../../idna/index.js';
import { decode } from '../../percent.js';
import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// §3.2.2: "URI producers should use names that conform to the DNS syntax, even when use of DNS is
// not immediately apparent, and should limit these names to no more than 255 characters in
// length." RFC 1035 §2.3.4: labels are 63 octets or less. Resolvers and checks disagree on what
// they do with longer names (truncate, reject, pass on), which is what makes them worth a warning.
// A label is measured as DNS sees it: percent-decoded, and a non-ASCII label in its A-label form.
// Work bound: only the first MAX_LABELS labels go through ToASCII (255 octets hold at most 127
// labels); later ones are measured by their UTF-8 octets, which is enough to know the name is too
// long, so that a megabyte of labels costs one pass, not a megabyte of IDNA calls.

/** RFC 1035 §2.3.4: 255 octets hold at most 127 labels. */
const MAX_LABELS = 127;

/** The UTF-8 octets of a string (a lone surrogate counts as U+FFFD's three). */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Octets of one label as DNS carries it; with idna false, its UTF-8 octets (no ToASCII call). */
function labelOctets(label: string, idna = true): number {
  let ascii = true;
  for (let i = 0; i < label.length; i++) {
    if (label.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return label.length;
  // An A-label holds at least one character per code point, so a label of more than 63 code
  // points is too long whatever its encoding: only short labels are sent to ToASCII.
  const codePoints = [...label].length;
  if (codePoints > 63) return codePoints + 4;
  if (!idna) return utf8Length(label);
  const a = tryDomainToAscii(label, { preset: 'lenient' });
  return a === null ? utf8Length(label) : a.length;
}

export const hostLengthRule: AuditRule = {
  codes: ['host-too-long', 'label-too-long'],
  check(context: AuditContext, out: FindingSink): void {
    const h = context.host;
    if (h === undefined || context.hostKind !== 'reg-name') return;
    const s = context.input;
    let total = 0;
    let start = h.start;
    let labels = 0;
    for (let i = h.start; i <= h.end; i++) {
      if (i < h.end && s.charCodeAt(i) !== 46) continue;
      const octets = labelOctets(decode(s.slice(start, i), { invalid: 'replace' }), ++labels <= MAX_LABELS);
      total += octets + (i < h.end ? 1 : 0);
      if (octets > 63) {
        out.push({
          code: 'label-too-long',
          severity: 'warning',
          source: 'RFC 1035 \u00a72.3.4, RFC 3986 \u00a73.2.2',
          start,
          end: i,
          message: `the label is ${octets} octets long; DNS allows at most 63`,
        });
      }
      start = i + 1;
    }
    if (total > 255) {
      out.push({
        code: 'host-too-long',
        severity: 'warning',
        source: 'RFC 3986 \u00a73.2.2, RFC 1035 \u00a72.3.4',
        start: h.start,
        end: h.end,
        message: `the host name is ${total} octets long; RFC 3986 \u00a73.2.2 asks for at most 255 (DNS: 253 without the root '.')`,
      });
    }
  },
};
