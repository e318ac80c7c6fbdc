/** UTS #46 — IDNA compatibility processing: ToASCII and ToUnicode for hosts. */

import { toASCII, toUnicode, type Tr46Options } from 'tr46';
import { idnaError } from './codes.js';
import { UriError, describeValue, expectString } from '../errors.js';
import { type Fields, checkOptions, isBoolean, oneOf } from '../options.js';
import { codePointName, diagnoseLabels, inputLabels, isAscii, mapCodePoint } from './diagnose.js';

// The UTS #46 work itself (mapping table, NFC, Punycode, the validity criteria) is tr46's, the
// package whatwg-url uses (the README's IRIs section says why). This module chooses the flags, adds the
// checks UTS #46 leaves to its caller (VerifyDnsLength as urikit reads it, the WHATWG forbidden
// domain code points), takes the ASCII fast path, and turns tr46's "null" into a UriError.

// ---------------------------------------------------------------------------------------------
// Types

/** The named sets of flags: 'strict' (the default) for DNS host names, 'lenient' for what a browser's URL parser accepts. */
export type IdnaPreset = 'strict' | 'lenient';

/** Every flag, resolved. See {@link IdnaOptions} for what each one does. */
export interface IdnaFlags {
  readonly checkHyphens: boolean;
  readonly checkBidi: boolean;
  readonly checkJoiners: boolean;
  readonly useStd3AsciiRules: boolean;
  readonly verifyDnsLength: boolean;
  readonly checkForbiddenCodePoints: boolean;
  readonly asciiPassThrough: boolean;
}

/**
 * Options of domainToAscii and domainToUnicode: a preset, then any flag to override it.
 * Processing is always Nontransitional (UTS #46 §4: U+00DF, U+03C2, ZWJ and ZWNJ are kept, not mapped
 * away) and invalid Punycode is always an error (IgnoreInvalidPunycode=false).
 */
export interface IdnaOptions {
  /** The flags to start from. Default 'strict'. */
  preset?: IdnaPreset | undefined;
  /** UTS #46 CheckHyphens (V2, V3): no '-' first or last in a label, no '--' as its 3rd and 4th characters. strict: true, lenient: false. */
  checkHyphens?: boolean | undefined;
  /** UTS #46 CheckBidi (RFC 5893): in a domain with right-to-left text, every label follows the Bidi rule. Both presets: true. */
  checkBidi?: boolean | undefined;
  /** UTS #46 CheckJoiners (RFC 5892 Appendix A.1-A.2): ZWNJ and ZWJ only in the contexts that need them. Both presets: true. */
  checkJoiners?: boolean | undefined;
  /** UTS #46 UseSTD3ASCIIRules (U1): the ASCII in a label is a-z, 0-9 and '-' only (RFC 1123 host names). strict: true, lenient: false. */
  useStd3AsciiRules?: boolean | undefined;
  /**
   * UTS #46 VerifyDnsLength (A4), domainToAscii only: no empty label, labels of at most 63 octets
   * and a name of at most 253, in ASCII form. One trailing '.' (the root label) is allowed, as
   * RFC 3986 §3.2.2 allows it in a host. strict: true, lenient: false.
   */
  verifyDnsLength?: boolean | undefined;
  /**
   * WHATWG URL "domain to ASCII" with beStrict=false: the result must not be empty or hold a
   * forbidden domain code point (C0 controls, space, DEL, and # % / : < > ? @ [ \ ] ^ |).
   * strict: false (UseSTD3ASCIIRules already excludes them), lenient: true.
   */
  checkForbiddenCodePoints?: boolean | undefined;
  /**
   * WHATWG URL "domain to ASCII" with beStrict=false: a domain that is all ASCII is only
   * lower-cased, its 'xn--' labels neither decoded nor checked (the web-compatibility rule of
   * whatwg/url PR 914). domainToUnicode then decodes them when they are valid and keeps the ASCII
   * when they are not. strict: false, lenient: true.
   */
  asciiPassThrough?: boolean | undefined;
}

// ---------------------------------------------------------------------------------------------
// Tables

/**
 * The presets. 'strict' is what a DNS host name must satisfy (RFC 5891 §4-5 by way of UTS #46,
 * and WHATWG "domain to ASCII" with beStrict=true); 'lenient' is WHATWG "domain to ASCII" with
 * beStrict=false, what `new URL()` applies to the host of an http(s) URL.
 */
export const IDNA_PRESETS: { readonly [P in IdnaPreset]: IdnaFlags } = /* @__PURE__ */ Object.freeze({
  strict: Object.freeze({
    checkHyphens: true,
    checkBidi: true,
    checkJoiners: true,
    useStd3AsciiRules: true,
    verifyDnsLength: true,
    checkForbiddenCodePoints: false,
    asciiPassThrough: false,
  }),
  lenient: Object.freeze({
    checkHyphens: false,
    checkBidi: true,
    checkJoiners: true,
    useStd3AsciiRules: false,
    verifyDnsLength: false,
    checkForbiddenCodePoints: true,
    asciiPassThrough: true,
  }),
});

const FLAG_NAMES: readonly (keyof IdnaFlags)[] = [
  'checkHyphens', 'checkBidi', 'checkJoiners', 'useStd3AsciiRules', 'verifyDnsLength', 'checkForbiddenCodePoints', 'asciiPassThrough',
];

/**
 * The fields of IdnaOptions, checked (see options.ts): a preset, then the flags. tr46's spellings
 * (useSTD3ASCIIRules, transitionalProcessing) are unknown options.
 * @internal
 */
export const IDNA_FIELDS: Fields = {
  preset: /* @__PURE__ */ oneOf(['strict', 'lenient']),
  checkHyphens: isBoolean,
  checkBidi: isBoolean,
  checkJoiners: isBoolean,
  useStd3AsciiRules: isBoolean,
  verifyDnsLength: isBoolean,
  checkForbiddenCodePoints: isBoolean,
  asciiPassThrough: isBoolean,
};

// WHATWG URL §3.5: a forbidden domain code point is a forbidden host code point (U+0000, TAB, LF,
// CR, space, # / : < > ? @ [ \ ] ^ |), a C0 control, '%' or DEL. One byte per ASCII code.
const FORBIDDEN_DOMAIN = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c <= 0x20; c++) t[c] = 1;
  for (const ch of '#%/:<>?@[\\]^|') t[ch.charCodeAt(0)] = 1;
  t[0x7f] = 1;
  return t;
})();

const HYPHEN = 0x2d;
const MAX_LABEL = 63;
const MAX_NAME = 253;

// ---------------------------------------------------------------------------------------------
// Small predicates

function isForbidden(c: number): boolean {
  return c < 0x80 && FORBIDDEN_DOMAIN[c] === 1;
}

/** True when some label of an ASCII domain starts with "xn--" in any case: an A-label to decode and check. */
function hasAceLabel(s: string): boolean {
  let start = 0;
  for (;;) {
    if ((s.charCodeAt(start) | 0x20) === 0x78 && (s.charCodeAt(start + 1) | 0x20) === 0x6e &&
        s.charCodeAt(start + 2) === HYPHEN && s.charCodeAt(start + 3) === HYPHEN) return true;
    const dot = s.indexOf('.', start);
    if (dot < 0) return false;
    start = dot + 1;
  }
}

function isLdh(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === HYPHEN;
}

function tr46Options(f: IdnaFlags): Tr46Options {
  return {
    checkHyphens: f.checkHyphens,
    checkBidi: f.checkBidi,
    checkJoiners: f.checkJoiners,
    useSTD3ASCIIRules: f.useStd3AsciiRules,
    transitionalProcessing: false,
    verifyDNSLength: false, // checked here, to allow the root label and to name the label
    ignoreInvalidPunycode: false,
  };
}

/**
 * The flags of options already checked against IDNA_FIELDS (HostStepOptions too: only the preset
 * and the flags are read).
 * @internal
 */
export function idnaFlagsOf(options: IdnaOptions | undefined): IdnaFlags {
  if (options === undefined) return IDNA_PRESETS.strict;
  let flags: IdnaFlags = IDNA_PRESETS[options.preset ?? 'strict'];
  for (const key of FLAG_NAMES) {
    const v = options[key];
    if (v !== undefined && v !== flags[key]) flags = { ...flags, [key]: v };
  }
  return flags;
}

/** Checks the options of `fn` (see IDNA_FIELDS) and resolves them to flags. */
function resolveIdnaOptions(options: IdnaOptions | undefined, fn: string): IdnaFlags {
  checkOptions(options, fn, IDNA_FIELDS);
  return idnaFlagsOf(options);
}

// ---------------------------------------------------------------------------------------------
// The checks UTS #46 leaves to its caller, and the ASCII fast path

/**
 * §4.1 V2, V3 and U1 on an ASCII domain, already lower-cased, with no 'xn--' label. These are the
 * only criteria such a domain can break: A-Z map to a-z, every other ASCII code point is valid,
 * nothing is ignored, no label starts with a mark or holds a joiner, and no code point is
 * right-to-left. So this is ToASCII and ToUnicode both, without a table lookup.
 */
function asciiLabelsError(domain: string, lower: string, f: IdnaFlags): UriError | null {
  if (!f.checkHyphens && !f.useStd3AsciiRules) return null;
  for (let start = 0; start <= lower.length;) {
    let end = lower.indexOf('.', start);
    if (end < 0) end = lower.length;
    if (end > start) {
      if (f.checkHyphens) {
        if (end - start >= 4 && lower.charCodeAt(start + 2) === HYPHEN && lower.charCodeAt(start + 3) === HYPHEN) {
          return idnaError('idna-hyphen-3-4', start + 2, domain, `with CheckHyphens, label ${describeValue(domain.slice(start, end))} cannot have '--' as its third and fourth characters`);
        }
        if (lower.charCodeAt(start) === HYPHEN) {
          return idnaError('idna-hyphen-edge', start, domain, `with CheckHyphens, label ${describeValue(domain.slice(start, end))} cannot start with '-'`);
        }
        if (lower.charCodeAt(end - 1) === HYPHEN) {
          return idnaError('idna-hyphen-edge', end - 1, domain, `with CheckHyphens, label ${describeValue(domain.slice(start, end))} cannot end with '-'`);
        }
      }
      if (f.useStd3AsciiRules) {
        for (let i = start; i < end; i++) {
          if (!isLdh(lower.charCodeAt(i))) {
            return idnaError('idna-std3-disallowed', i, domain, `with UseSTD3ASCIIRules, label ${describeValue(domain.slice(start, end))} may hold only a-z, 0-9 and '-' in ASCII`);
          }
        }
      }
    }
    start = end + 1;
  }
  return null;
}

/**
 * UTS #46 §4.2 step 4, VerifyDnsLength, on the ASCII result. Deviation (README): one trailing '.'
 * is the root label and is not an empty label, as RFC 3986 §3.2.2 and RFC 1034 §3.1 allow a fully
 * qualified name to end with it; IdnaTestV2 marks it A4_2. The index is the start of the label in
 * the input (input label k is result label k: see inputLabels).
 */
function dnsLengthError(domain: string, result: string): UriError | null {
  const labels = result.split('.');
  let count = labels.length;
  let total = result.length;
  if (count > 1 && labels[count - 1] === '') {
    count--;
    total--;
  }
  if (total === 0) return idnaError('idna-empty-domain', 0, domain, 'with VerifyDnsLength, a domain name needs at least one label');
  const starts = inputLabels(domain);
  const startOf = (k: number) => starts[k]?.start ?? 0;
  for (let k = 0; k < count; k++) {
    const label = labels[k]!;
    if (label === '') {
      return idnaError('idna-empty-label', startOf(k), domain, `with VerifyDnsLength, label ${k + 1} of ${describeValue(domain)} is empty`);
    }
    if (label.length > MAX_LABEL) {
      const shown = label === starts[k]?.text ? '' : ` (${describeValue(label)} in ASCII)`;
      return idnaError('idna-label-too-long', startOf(k), domain,
        `with VerifyDnsLength, label ${k + 1}${shown} is ${label.length} octets long; the most is ${MAX_LABEL}`);
    }
  }
  if (total > MAX_NAME) {
    // the label in which the name passes 253 octets
    let k = 0;
    for (let length = labels[0]!.length; length <= MAX_NAME; length += 1 + labels[++k]!.length);
    return idnaError('idna-domain-too-long', startOf(k), domain,
      `with VerifyDnsLength, the name is ${total} octets long in ASCII form; the most is ${MAX_NAME} (a trailing root '.' not counted)`);
  }
  return null;
}

/** WHATWG URL "domain to ASCII" steps for beStrict=false: a non-empty result without forbidden domain code points. */
function forbiddenError(domain: string, result: string): UriError | null {
  if (result === '') {
    return idnaError('idna-empty-domain', 0, domain, domain === '' ? 'the domain is empty' : 'nothing is left once ignored code points are taken away');
  }
  let i = 0;
  for (; i < result.length && !isForbidden(result.charCodeAt(i)); i++);
  if (i === result.length) return null;
  // Found in the result: find it in the input, where it is written or what maps to it.
  for (let j = 0; j < domain.length; j++) {
    const c = domain.codePointAt(j)!;
    if (isForbidden(c)) return idnaError('idna-forbidden-code-point', j, domain, 'a domain cannot hold it (a WHATWG forbidden domain code point)');
    if (c > 0x7f) {
      const written = String.fromCodePoint(c);
      const mapped = mapCodePoint(written);
      for (let k = 0; k < mapped.length; k++) {
        if (isForbidden(mapped.charCodeAt(k))) {
          return idnaError('idna-forbidden-code-point', j, domain,
            `it maps to ${describeValue(mapped)}, and a domain cannot hold ${codePointName(mapped.charAt(k))} (a WHATWG forbidden domain code point)`);
        }
      }
      if (c > 0xffff) j++;
    }
  }
  return idnaError('idna-forbidden-code-point', 0, domain, `the result ${describeValue(result)} holds ${codePointName(result.charAt(i))}, a WHATWG forbidden domain code point`);
}

// ---------------------------------------------------------------------------------------------
// The algorithm

/**
 * UTS #46 ToASCII (toAscii) or ToUnicode, then the checks above. Returns the result; on failure
 * the UriError when `explain`, else null (the diagnosis costs a tr46 call per label; the try twins
 * skip it).
 * @internal
 */
export function processDomain(domain: string, f: IdnaFlags, toAscii: boolean, explain: boolean): string | UriError | null {
  let result: string;
  if (isAscii(domain) && (f.asciiPassThrough || !hasAceLabel(domain))) {
    // The fast path: lower-casing is the whole of the mapping (asciiLabelsError says why).
    result = domain.toLowerCase();
    if (!f.asciiPassThrough) {
      const e = asciiLabelsError(domain, result, f);
      if (e !== null) return explain ? e : null;
    } else if (!toAscii && hasAceLabel(result)) {
      // WHATWG's ASCII rule skips validation; for display, decode only what is valid.
      const u = toUnicode(result, tr46Options(f));
      if (!u.error) result = u.domain;
    }
  } else if (toAscii) {
    const r = toASCII(domain, tr46Options(f));
    if (r === null) return explain ? diagnoseLabels(domain, f) : null;
    result = r;
  } else {
    const r = toUnicode(domain, tr46Options(f));
    if (r.error) return explain ? diagnoseLabels(domain, f) : null;
    result = r.domain;
  }
  if (toAscii && f.verifyDnsLength) {
    const e = dnsLengthError(domain, result);
    if (e !== null) return explain ? e : null;
  }
  if (f.checkForbiddenCodePoints) {
    const e = forbiddenError(domain, result);
    if (e !== null) return explain ? e : null;
  }
  return result;
}

function convertOrThrow(domain: unknown, options: IdnaOptions | undefined, toAscii: boolean): string {
  const fn = toAscii ? 'domainToAscii' : 'domainToUnicode';
  expectString(domain, `${fn}: the domain`);
  const r = processDomain(domain, resolveIdnaOptions(options, fn), toAscii, true);
  if (typeof r === 'string') return r;
  throw r as UriError;
}

/**
 * UTS #46 ToASCII (https://www.unicode.org/reports/tr46/#ToASCII), Nontransitional: maps the
 * domain (case folding, compatibility forms, ignored code points), normalizes it to NFC, checks
 * every label and writes each non-ASCII label as an 'xn--' A-label. The default preset 'strict'
 * checks hyphens, Bidi, joiners, STD3 ASCII and DNS lengths, as a DNS host name needs; 'lenient' is
 * what the WHATWG URL standard applies. The input is a domain, not a URI's reg-name: percent-decode
 * that first (createHostToAsciiStep does). Throws UriError with the code of the broken rule and the
 * index of the offending code point, or of its label.
 *
 * @throws {UriError} an 'idna-...' code for a rule the domain breaks; 'invalid-argument' for a
 * domain that is not a string, options that are not an object, an unknown option (tr46's spellings,
 * such as useSTD3ASCIIRules, included), a preset that is not 'strict' or 'lenient', or a flag that
 * is not a boolean.
 * @example
 * domainToAscii('B\u00FCcher.example');                  // 'xn--bcher-kva.example'
 * domainToAscii('fa\u00DF.de');                          // 'xn--fa-hia.de' (Nontransitional keeps \u00DF)
 * domainToAscii('a_b.example');                          // throws UriError 'idna-std3-disallowed' at index 1
 * domainToAscii('a_b.example', { preset: 'lenient' });   // 'a_b.example'
 */
export function domainToAscii(domain: string, options?: IdnaOptions): string {
  return convertOrThrow(domain, options, true);
}

/**
 * UTS #46 ToUnicode (https://www.unicode.org/reports/tr46/#ToUnicode): the same mapping and checks
 * as domainToAscii (VerifyDnsLength aside, which ToUnicode does not have), with each 'xn--' label
 * decoded: the form to show a person. Throws UriError like domainToAscii.
 *
 * @throws {UriError} as domainToAscii.
 * @example
 * domainToUnicode('xn--bcher-kva.example'); // 'b\u00FCcher.example'
 * domainToUnicode('xn--a.example');         // throws UriError 'idna-disallowed-code-point' at 0 (it decodes to U+0080)
 */
export function domainToUnicode(domain: string, options?: IdnaOptions): string {
  return convertOrThrow(domain, options, false);
}

/**
 * The non-throwing twin of domainToAscii: the ASCII form, or null when a rule fails (or the domain
 * is not a string). Options are still checked.
 *
 * @example
 * tryDomainToAscii('-x.example'); // null
 */
export function tryDomainToAscii(domain: string, options?: IdnaOptions): string | null {
  const f = resolveIdnaOptions(options, 'tryDomainToAscii');
  return typeof domain === 'string' ? (processDomain(domain, f, true, false) as string | null) : null;
}

/**
 * The non-throwing twin of domainToUnicode.
 *
 * @example
 * tryDomainToUnicode('xn--a.example'); // null
 */
export function tryDomainToUnicode(domain: string, options?: IdnaOptions): string | null {
  const f = resolveIdnaOptions(options, 'tryDomainToUnicode');
  return typeof domain === 'string' ? (processDomain(domain, f, false, false) as string | null) : null;
}
