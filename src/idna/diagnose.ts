/** UTS #46 §4.1 — which label broke which validity criterion, for a UriError's code and index (tr46 says only that one did). */

import { toUnicode, type Tr46Options } from 'tr46';
import { idnaError } from './codes.js';
import { UriError, describeValue } from '../errors.js';
import type { IdnaFlags } from './idna.js';

// tr46 answers one question: did the whole domain pass? Every function here asks it again about one
// label, or about one code point in a tiny context, with one rule switched on at a time, and so
// names the rule and the place. Only the failure path comes here; a domain that passes never does.
// Each question is a tr46 call on a short string, so a diagnosis stays linear in the input.

// ---------------------------------------------------------------------------------------------
// Tables

/** Every flag off: UTS #46 mapping, NFC, Punycode and the criteria that always apply (V1, V4-V7). */
const NONE: Tr46Options = {};
const BIDI: Tr46Options = { checkBidi: true };
const JOINERS: Tr46Options = { checkJoiners: true };
/** A label that passes every rule and holds right-to-left text: beside it, any domain is a Bidi domain name. */
const RTL_LABEL = '\u05D0';
/** A label that passes every rule but RFC 5893 rule 1 (it starts with a digit): it fails only in a Bidi domain name. */
const DIGIT_LABEL = '0';
const ZWNJ = 0x200c;
const ZWJ = 0x200d;

// ---------------------------------------------------------------------------------------------
// Small predicates

/** The label separators: UTS #46 maps these, and nothing else, to U+002E FULL STOP (IdnaMappingTable). */
function isSeparator(c: number): boolean {
  return c === 0x2e || c === 0x3002 || c === 0xff0e || c === 0xff61;
}

/** True when every code unit is ASCII. */
export function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** One code point through the UTS #46 mapping: its mapping, '' when ignored, itself when valid or disallowed. */
export function mapCodePoint(c: string): string {
  return toUnicode(c, NONE).domain;
}

function fails(text: string, options: Tr46Options): boolean {
  return toUnicode(text, options).error;
}

/** Status disallowed (V7 for a label that is mapped): 'a' first, so that a combining mark is not blamed for V6. */
function isDisallowed(c: string): boolean {
  return fails('a' + c, NONE);
}

/** Status valid or deviation (V7 inside an A-label, which is not mapped): unchanged by the mapping and no error. */
function isValidUnmapped(c: string): boolean {
  const r = toUnicode('a' + c, NONE);
  return !r.error && r.domain === ('a' + c).normalize('NFC');
}

function isLdh(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
}

/** The first ASCII character outside a-z, 0-9, '-' in text, or undefined. */
function firstNonLdhAscii(text: string): string | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80 && !isLdh(c)) return text.charAt(i);
  }
  return undefined;
}

const LEADING_MARK = /^\p{M}/u;

/** A code point as a message names it: 'x' (U+0078) when it is visible, U+200D otherwise. */
export function codePointName(c: string): string {
  const hex = 'U+' + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(c) ? `'${c}' (${hex})` : hex;
}

// ---------------------------------------------------------------------------------------------
// Labels of the input

/** A label of the input as written: where it starts and its text. */
interface InputLabel {
  readonly start: number;
  readonly text: string;
}

/**
 * The input split where UTS #46 step 3 splits the mapped string. Only the four separators map to
 * '.', and NFC never joins '.' with a neighbour, so input label k is exactly mapped label k.
 */
export function inputLabels(domain: string): InputLabel[] {
  const labels: InputLabel[] = [];
  let start = 0;
  for (let i = 0; i < domain.length; i++) {
    if (isSeparator(domain.charCodeAt(i))) {
      labels.push({ start, text: domain.slice(start, i) });
      start = i + 1;
    }
  }
  labels.push({ start, text: domain.slice(start) });
  return labels;
}

/** A label as UTS #46 sees it: mapped and normalized, and whether it is an A-label ('xn--'). */
interface LabelView extends InputLabel {
  readonly mapped: string;
  readonly ace: boolean;
  readonly quoted: string;
}

function viewOf(label: InputLabel): LabelView {
  let mapped = '';
  for (const c of label.text) mapped += mapCodePoint(c);
  mapped = mapped.normalize('NFC');
  return { ...label, mapped, ace: mapped.startsWith('xn--'), quoted: describeValue(label.text) };
}

/** The index in the input of the label's first code point for which test holds, or -1. */
function indexWhere(label: InputLabel, test: (c: string) => boolean): number {
  let i = label.start;
  for (const c of label.text) {
    if (test(c)) return i;
    i += c.length;
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------
// The rules, one family at a time

/** P4, V1-V4, V6, V7 in an 'xn--' label: the index is the label's start (the decoded text has no place in the input). */
function aLabelError(v: LabelView, f: IdnaFlags, domain: string): UriError {
  const m = v.mapped;
  if (!isAscii(m)) {
    const at = indexWhere(v, (c) => !isAscii(mapCodePoint(c)));
    return idnaError('idna-invalid-punycode', at < 0 ? v.start : at, domain, `label ${v.quoted} starts with 'xn--', so it must be ASCII Punycode, but it holds non-ASCII`);
  }
  const u = toUnicode(m, { ignoreInvalidPunycode: true }).domain;
  // A decoded label is never the label itself: it is shorter than the Punycode after 'xn--'.
  if (u === m) {
    return idnaError('idna-invalid-punycode', v.start, domain, `label ${v.quoted} starts with 'xn--', but what follows is not valid Punycode (RFC 3492)`);
  }
  const du = describeValue(u);
  if (isAscii(u)) {
    return idnaError('idna-invalid-punycode', v.start, domain, `label ${v.quoted} decodes to ${du}, which is ASCII only or empty; an A-label must encode non-ASCII`);
  }
  if (u.normalize('NFC') !== u) {
    return idnaError('idna-not-nfc', v.start, domain, `label ${v.quoted} decodes to ${du}, which is not in Normalization Form C`);
  }
  const cps = Array.from(u);
  if (f.checkHyphens) {
    if (cps[2] === '-' && cps[3] === '-') {
      return idnaError('idna-hyphen-3-4', v.start, domain, `with CheckHyphens, label ${v.quoted} decodes to ${du}, which has '--' as its third and fourth characters`);
    }
    if (cps[0] === '-' || cps[cps.length - 1] === '-') {
      return idnaError('idna-hyphen-edge', v.start, domain, `with CheckHyphens, label ${v.quoted} decodes to ${du}, which starts or ends with '-'`);
    }
  } else if (u.startsWith('xn--')) {
    return idnaError('idna-xn-prefix', v.start, domain, `label ${v.quoted} decodes to ${du}, which starts with 'xn--' again`);
  }
  if (LEADING_MARK.test(u)) {
    return idnaError('idna-leading-combining-mark', v.start, domain, `label ${v.quoted} decodes to ${du}, which starts with the combining mark ${codePointName(cps[0]!)}`);
  }
  const bad = cps.find((c) => !isValidUnmapped(c));
  if (bad !== undefined) {
    return idnaError('idna-disallowed-code-point', v.start, domain, `label ${v.quoted} decodes to ${du}, which holds ${codePointName(bad)}; the Unicode form of an A-label may hold only code points whose IDNA status is valid`);
  }
  return generic(v, domain);
}

/** The criteria that always apply (and V2-V3 with CheckHyphens), in UTS #46 §4.1 order. */
function alwaysOnError(v: LabelView, f: IdnaFlags, domain: string): UriError {
  if (v.ace) return aLabelError(v, f, domain);
  const cps = Array.from(v.mapped);
  const raw = v.text;
  if (f.checkHyphens) {
    // §4.1 V2, V3. The index is the hyphen when the input has it where the mapped label does.
    if (cps[2] === '-' && cps[3] === '-') {
      const at = raw.charCodeAt(2) === 0x2d && raw.charCodeAt(3) === 0x2d ? v.start + 2 : v.start;
      return idnaError('idna-hyphen-3-4', at, domain, `with CheckHyphens, label ${v.quoted} cannot have '--' as its third and fourth characters`);
    }
    if (cps[0] === '-') {
      return idnaError('idna-hyphen-edge', v.start, domain, `with CheckHyphens, label ${v.quoted} cannot start with '-'`);
    }
    if (cps[cps.length - 1] === '-') {
      const at = raw.charCodeAt(raw.length - 1) === 0x2d ? v.start + raw.length - 1 : v.start;
      return idnaError('idna-hyphen-edge', at, domain, `with CheckHyphens, label ${v.quoted} cannot end with '-'`);
    }
  }
  // §4.1 V6
  if (LEADING_MARK.test(v.mapped)) {
    return idnaError('idna-leading-combining-mark', v.start, domain, `label ${v.quoted} starts with the combining mark ${codePointName(cps[0]!)}`);
  }
  // §4.1 V7: the mapping leaves a disallowed code point as it is, so the input's own code point is to blame.
  const at = indexWhere(v, isDisallowed);
  if (at >= 0) {
    return idnaError('idna-disallowed-code-point', at, domain, `its IDNA status is disallowed, so label ${v.quoted} cannot hold it`);
  }
  return generic(v, domain);
}

/** U1: the first input code point that is, or maps to, ASCII other than a-z, 0-9 and '-'. */
function std3Error(v: LabelView, domain: string): UriError {
  if (v.ace) {
    const u = toUnicode(v.mapped, NONE).domain;
    const c = firstNonLdhAscii(u) ?? '?';
    return idnaError('idna-std3-disallowed', v.start, domain, `with UseSTD3ASCIIRules, label ${v.quoted} decodes to ${describeValue(u)}, which holds ${codePointName(c)}`);
  }
  const found = indexWhere(v, (c) => firstNonLdhAscii(mapCodePoint(c)) !== undefined);
  const at = found < 0 ? v.start : found;
  const written = String.fromCodePoint(domain.codePointAt(at)!);
  const mapped = mapCodePoint(written);
  const via = mapped === written ? '' : ` (it maps to ${describeValue(mapped)})`;
  return idnaError('idna-std3-disallowed', at, domain, `with UseSTD3ASCIIRules, label ${v.quoted} may hold only a-z, 0-9 and '-' in ASCII${via}`);
}

/**
 * C1, C2: the joiner that breaks the rule. A joiner's context ends at the next joiner (neither
 * ZWNJ, Joining_Type U, nor ZWJ, C, is transparent), so the label cut just before joiner m+1 fails
 * exactly when one of joiners 0..m does: the first cut that fails names the joiner. (The whole
 * label fails, so the last cut, the label itself, always does.)
 */
function joinerError(v: LabelView, domain: string): UriError {
  let found = -1;
  if (!v.ace) {
    const joiners: number[] = [];
    for (let i = 0; i < v.text.length; i++) {
      const c = v.text.charCodeAt(i);
      if (c === ZWNJ || c === ZWJ) joiners.push(i);
    }
    // The cuts fail from some joiner on, so a binary search finds the first (n log n, not n^2).
    let lo = 0;
    let hi = joiners.length - 1;
    while (lo < hi) {
      const m = (lo + hi) >>> 1;
      if (fails(v.text.slice(0, joiners[m + 1]), JOINERS)) hi = m;
      else lo = m + 1;
    }
    if (joiners.length > 0) found = v.start + joiners[lo]!;
  }
  const at = found < 0 ? v.start : found;
  const which = found < 0
    ? 'a zero width joiner or non-joiner where RFC 5892 Appendix A does not allow it'
    : domain.charCodeAt(at) === ZWJ
      ? 'U+200D ZERO WIDTH JOINER here: RFC 5892 A.2 allows it only right after a virama'
      : 'U+200C ZERO WIDTH NON-JOINER here: RFC 5892 A.1 allows it only right after a virama or between letters that join';
  return idnaError('idna-invalid-joiner', at, domain, `with CheckJoiners, label ${v.quoted} cannot hold ${which}`);
}

function generic(v: InputLabel, domain: string): UriError {
  return idnaError('idna-invalid-label', v.start, domain, `label ${describeValue(v.text)} breaks a UTS #46 validity criterion`);
}

/** The rules that look at the label alone, one family at a time: V1-V7 and P4, then U1, then C1-C2. */
function labelError(label: InputLabel, f: IdnaFlags, domain: string): UriError | null {
  const text = label.text;
  if (text === '') return null; // §4.1 applies to non-empty labels; VerifyDnsLength is checked later
  const base: Tr46Options = { checkHyphens: f.checkHyphens };
  if (fails(text, base)) return alwaysOnError(viewOf(label), f, domain);
  if (f.useStd3AsciiRules && fails(text, { ...base, useSTD3ASCIIRules: true })) return std3Error(viewOf(label), domain);
  if (f.checkJoiners && fails(text, { ...base, checkJoiners: true })) return joinerError(viewOf(label), domain);
  return null;
}

/** B1-B6 in a Bidi domain name: the label fails beside a right-to-left label that passes everything. */
function failsBidiRule(text: string): boolean {
  return text !== '' && fails(text + '.' + RTL_LABEL, BIDI);
}

/**
 * True when the label holds a code point of Bidi class R, AL or AN (RFC 5893 §1.4), the test that
 * makes a whole domain a Bidi domain name: beside it, a label that starts with a digit fails.
 * A label that fails on its own is asked about one code point at a time; one that fails even alone
 * (a disallowed code point) counts as not right-to-left.
 */
function holdsRtl(label: InputLabel): boolean {
  const text = label.text;
  if (text === '') return false;
  if (!fails(text, NONE)) return fails(DIGIT_LABEL + '.' + text, BIDI);
  const decoded = toUnicode(text, { ignoreInvalidPunycode: true }).domain;
  for (const c of decoded) {
    if (!fails(c, NONE) && fails(DIGIT_LABEL + '.' + c, BIDI)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * The UriError for a domain that tr46 rejected under these flags: the first label in input order
 * that breaks a rule, with the rule's code and the index of the offending code point (or of the
 * label, when the rule is about the label as a whole or the label is an 'xn--' one).
 */
export function diagnoseLabels(domain: string, f: IdnaFlags): UriError {
  const labels = inputLabels(domain);
  let found: UriError | null = null;
  let at = labels.length;
  for (let k = 0; k < labels.length; k++) {
    found = labelError(labels[k]!, f, domain);
    if (found !== null) {
      at = k;
      break;
    }
  }
  // §4.1 step 9, CheckBidi (RFC 5893): an earlier label may fail only because another label holds right-to-left text.
  if (f.checkBidi) {
    for (let k = 0; k < at; k++) {
      const label = labels[k]!;
      if (!failsBidiRule(label.text)) continue;
      if (labels.some(holdsRtl)) {
        return idnaError('idna-bidi', label.start, domain, `label ${describeValue(label.text)} breaks the Bidi rule (RFC 5893 \u00a72), which CheckBidi applies to every label once the domain holds right-to-left text`);
      }
      break;
    }
  }
  return found ?? idnaError('idna-invalid-label', 0, domain, 'the domain breaks a UTS #46 validity criterion that no single label explains');
}
