/** UTS #46 — the error codes of urikit/idna, one per rule, and the error it raises (kept out of the core's table). */

import { type ErrorCodeEntry, UriError } from '../errors.js';

/**
 * The codes urikit/idna raises, one per UTS #46 rule, named after the test-data status it matches
 * (P4, V1-V7, U1, C1-C2, B1-B6, A4), with their sections and fixes: the idna entry's twin of ERROR_CODES.
 */
export const IDNA_ERROR_CODES = {
  'idna-empty-domain': {
    section: 'UTS #46 \u00a74.2 A4_1, WHATWG URL \u00a73.3',
    title: 'the domain is empty once ignored code points and the root label are taken away',
    fix: 'give a host name',
  },
  'idna-empty-label': {
    section: 'UTS #46 \u00a74.2 A4_2, RFC 1035 \u00a72.3.4',
    title: "with VerifyDnsLength, a label cannot be empty: two dots in a row, or a dot first (one trailing '.', the root, is allowed)",
    fix: "remove the extra '.'",
  },
  'idna-label-too-long': {
    section: 'UTS #46 \u00a74.2 A4_2, RFC 1035 \u00a72.3.4',
    title: 'with VerifyDnsLength, a label is at most 63 octets in its ASCII (A-label) form',
    fix: 'shorten the label',
  },
  'idna-domain-too-long': {
    section: 'UTS #46 \u00a74.2 A4_1, RFC 1035 \u00a72.3.4',
    title: "with VerifyDnsLength, a domain name is at most 253 octets in its ASCII form, a trailing root '.' not counted",
    fix: 'shorten the name',
  },
  'idna-invalid-punycode': {
    section: 'UTS #46 \u00a74 step 4 P4, RFC 3492 \u00a76.2',
    title: "an 'xn--' label must be ASCII Punycode that decodes to a label with non-ASCII in it",
    fix: "correct the A-label, or write the label in Unicode and let ToASCII encode it",
  },
  'idna-not-nfc': {
    section: 'UTS #46 \u00a74.1 V1',
    title: "the Unicode form of an 'xn--' label must be in Normalization Form C",
    fix: 'encode the NFC form of the label',
  },
  'idna-hyphen-3-4': {
    section: 'UTS #46 \u00a74.1 V2, RFC 5891 \u00a74.2.3.1',
    title: "with CheckHyphens, a label cannot have '--' as its third and fourth characters (that form is kept for 'xn--' A-labels)",
    fix: 'remove a hyphen, or pass { checkHyphens: false }',
  },
  'idna-hyphen-edge': {
    section: 'UTS #46 \u00a74.1 V3, RFC 5891 \u00a74.2.3.1',
    title: "with CheckHyphens, a label cannot start or end with '-'",
    fix: 'remove the hyphen, or pass { checkHyphens: false }',
  },
  'idna-xn-prefix': {
    section: 'UTS #46 \u00a74.1 V4',
    title: "an 'xn--' label cannot decode to a label that starts with 'xn--' again",
    fix: 'correct the A-label',
  },
  'idna-leading-combining-mark': {
    section: 'UTS #46 \u00a74.1 V6, RFC 5891 \u00a74.2.3.2',
    title: 'a label cannot start with a combining mark (General_Category=Mark)',
    fix: 'remove the mark, or put the letter it belongs to before it',
  },
  'idna-disallowed-code-point': {
    section: 'UTS #46 \u00a74.1 V7, \u00a75',
    title: "the code point's IDNA status is disallowed (inside an 'xn--' label, anything but valid)",
    fix: 'remove or replace the character',
  },
  'idna-std3-disallowed': {
    section: 'UTS #46 \u00a74.1 U1, RFC 1123 \u00a72.1',
    title: "with UseSTD3ASCIIRules, the ASCII in a label is only a-z, 0-9 and '-' (letters are lower-cased first)",
    fix: "remove the character; for a host that is not a DNS name, pass { useStd3AsciiRules: false } or { preset: 'lenient' }",
  },
  'idna-invalid-joiner': {
    section: 'UTS #46 \u00a74.1 C1, C2, RFC 5892 Appendix A.1-A.2',
    title: 'with CheckJoiners, U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER stand only after a virama, or (U+200C) between letters that join',
    fix: 'remove the joiner',
  },
  'idna-bidi': {
    section: 'UTS #46 \u00a74.1 B1-B6, RFC 5893 \u00a72',
    title: 'with CheckBidi, in a domain that holds right-to-left text every label must follow the Bidi rule',
    fix: 'start each label with a letter, and keep each label in one direction (no left-to-right letters in a right-to-left label)',
  },
  'idna-forbidden-code-point': {
    section: 'WHATWG URL \u00a73.5 forbidden domain code point',
    title: 'a domain cannot hold, or map to, a control, space, "%", or one of # / : < > ? @ [ \\ ] ^ |',
    fix: 'remove the character',
  },
  'idna-invalid-label': {
    section: 'UTS #46 \u00a74.1',
    title: 'the label breaks a UTS #46 validity criterion',
    fix: 'check the label against UTS #46 \u00a74.1',
  },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A stable error code of urikit/idna. */
export type IdnaErrorCode = keyof typeof IDNA_ERROR_CODES;

declare module '../errors.js' {
  /** urikit/idna's codes join the core's when it is imported. */
  interface UriErrorCodes extends Record<IdnaErrorCode, ErrorCodeEntry> {}
}

/** The UriError of a broken UTS #46 rule: `index` is an offset in `input`. */
export function idnaError(code: IdnaErrorCode, index: number, input: string, detail?: string): UriError {
  return new UriError(code, index, input, detail, IDNA_ERROR_CODES[code]);
}
