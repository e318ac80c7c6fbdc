/** RFC 3986 — UriError and the table of error codes (code -> RFC section, what is wrong, how to fix it). */

import type { SchemeErrorCode } from './schemes/codes.js';
import type { WhatwgErrorCode } from './whatwg/codes.js';

/** Every stable error code, with the RFC section it comes from, what it means and the usual fix. */
export const ERROR_CODES = {
  'invalid-argument': {
    section: 'API',
    title: 'an argument is not of the expected type or value',
    fix: 'pass a string (or a Uri) and option values from the documented lists',
  },
  'missing-scheme': {
    section: 'RFC 3986 §3, §4.3',
    title: 'a URI must start with a scheme',
    fix: "write the scheme and ':' first, like 'https:'; or parse with rule 'URI-reference' to accept relative references",
  },
  'invalid-scheme': {
    section: 'RFC 3986 §3.1',
    title: 'a scheme is a letter followed by letters, digits, "+", "-" or "."',
    fix: 'remove the character or correct the scheme name',
  },
  'unexpected-scheme': {
    section: 'RFC 3986 §4.2',
    title: 'a relative reference cannot start with a scheme',
    fix: "if this is a path whose first segment holds ':', write './' before it",
  },
  'unexpected-fragment': {
    section: 'RFC 3986 §4.3',
    title: 'an absolute-URI has no fragment',
    fix: "remove the '#' and what follows, or parse with rule 'URI'",
  },
  'colon-in-first-segment': {
    section: 'RFC 3986 §4.2',
    title: "the first segment of a relative-path reference cannot contain ':'",
    fix: "write './' before the path, or percent-encode the ':' as %3A",
  },
  'invalid-percent-encoding': {
    section: 'RFC 3986 §2.1',
    title: "'%' must be followed by two hexadecimal digits",
    fix: "write a literal '%' as %25",
  },
  'invalid-userinfo-char': {
    section: 'RFC 3986 §3.2.1',
    title: 'the userinfo holds unreserved characters, sub-delims, ":" and percent-encodings',
    fix: 'percent-encode the character',
  },
  'invalid-host-char': {
    section: 'RFC 3986 §3.2.2',
    title: 'a reg-name holds unreserved characters, sub-delims and percent-encodings',
    fix: 'percent-encode the character, or correct the host name',
  },
  'invalid-ip-literal': {
    section: 'RFC 3986 §3.2.2',
    title: 'an IP-literal is "[" IPv6address or IPvFuture "]" and is the whole host',
    fix: "close the literal with ']' and put nothing but ':port' after it",
  },
  'invalid-ipv6': {
    section: 'RFC 3986 §3.2.2',
    title: 'an IPv6address is eight groups of 1-4 hex digits, at most one "::", optionally ending in an IPv4 address',
    fix: 'correct the address',
  },
  'invalid-ipvfuture': {
    section: 'RFC 3986 §3.2.2',
    title: 'an IPvFuture is "v", hex digits, ".", then unreserved characters, sub-delims or ":"',
    fix: 'correct the literal',
  },
  'invalid-ipv4': {
    section: 'RFC 3986 \u00a73.2.2',
    title: 'an IPv4address is four decimal octets 0-255 separated by ".", without leading zeros',
    fix: 'correct the address; forms like 0x7f.1, 0177.0.0.1, 127.1 or 2130706433 are reg-names, not IPv4addresses (RFC 3986 \u00a77.4)',
  },
  'invalid-zone-delimiter': {
    section: 'RFC 6874 \u00a72',
    title: "in a URI the '%' that starts a zone identifier is itself percent-encoded",
    fix: 'write the zone delimiter as %25, like [fe80::1%25eth0]',
  },
  'invalid-zone-id': {
    section: 'RFC 6874 \u00a72',
    title: 'a zone identifier is one or more unreserved characters or percent-encodings',
    fix: 'percent-encode the character, or give the zone (the interface name or index) after %25',
  },
  'invalid-port': {
    section: 'RFC 3986 §3.2.3',
    title: 'a port is decimal digits only',
    fix: 'remove the character; if the host is an IPv6 address, put it in brackets',
  },
  'missing-host': {
    section: 'RFC 3986 §3.2',
    title: 'userinfo and port exist only inside an authority, which needs a host',
    fix: "give a host (it may be empty: 'file:///')",
  },
  'invalid-path-char': {
    section: 'RFC 3986 §3.3',
    title: 'a path holds pchar (unreserved, sub-delims, ":", "@", percent-encodings) and "/"',
    fix: 'percent-encode the character',
  },
  'path-not-absolute': {
    section: 'RFC 3986 §3.3',
    title: 'when an authority is present, the path must be empty or start with "/"',
    fix: "start the path with '/'",
  },
  'path-starts-with-double-slash': {
    section: 'RFC 3986 §3.3',
    title: 'without an authority, the path cannot start with "//"',
    fix: "give an authority (it may be empty: '//' + path), or write the path as '/.//...'",
  },
  'invalid-query-char': {
    section: 'RFC 3986 §3.4',
    title: 'a query holds pchar, "/" and "?"',
    fix: 'percent-encode the character',
  },
  'invalid-fragment-char': {
    section: 'RFC 3986 §3.5',
    title: 'a fragment holds pchar, "/" and "?"',
    fix: 'percent-encode the character',
  },
  'relative-base': {
    section: 'RFC 3986 §5.1, §5.2.1',
    title: 'a base URI must be absolute: it needs a scheme',
    fix: 'resolve against an absolute URI such as https://example.com/',
  },
  'invalid-utf8': {
    section: 'RFC 3986 §2.5, RFC 3629',
    title: 'the percent-encoded octets are not valid UTF-8',
    fix: 'decode to bytes instead, or ask for replacement characters',
  },
  'lone-surrogate': {
    section: 'RFC 3986 §2.5, RFC 3629',
    title: 'a string with a lone UTF-16 surrogate has no UTF-8 encoding',
    fix: 'pair the surrogate or remove it',
  },
  // UTS #46 (IDNA): one code per rule, named after the test-data status it matches (P4, V1-V7, U1, C1-C2, B1-B6, A4).
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
} as const satisfies Record<string, { section: string; title: string; fix: string }>;

/** What the table says of one code: its section, what it means, how to fix it. */
export interface ErrorCodeEntry {
  readonly section: string;
  readonly title: string;
  readonly fix: string;
}

/**
 * A stable, documented error code: the core's (ERROR_CODES), a scheme rule's (SCHEME_ERROR_CODES
 * of urikit/schemes) or urikit/whatwg's (WHATWG_ERROR_CODES); type-only imports: the core carries
 * none of their text.
 */
export type UriErrorCode = keyof typeof ERROR_CODES | SchemeErrorCode | WhatwgErrorCode;

/**
 * The one error every urikit function throws for bad input.
 * `index` is the offset in `input` of the offending code unit; `message` says what was found,
 * where, what was expected and how to fix it.
 */
export class UriError extends Error {
  readonly code: UriErrorCode;
  readonly index: number;
  readonly input: string;
  /** What was expected at `index`, when it says more than the code's title (part of the message). */
  readonly detail: string | undefined;

  /**
   * `entry` describes a code that is not in ERROR_CODES (a scheme rule's); the scheme modules pass
   * it, so that the core need not carry their table.
   */
  constructor(code: UriErrorCode, index: number, input: string, detail?: string, entry?: ErrorCodeEntry) {
    super(formatMessage(code, index, input, detail, entry));
    this.name = 'UriError';
    this.code = code;
    this.index = index;
    this.input = input;
    this.detail = detail;
  }
}

/** The character at i as a person reads it: 'x', or a name for invisible ones. */
export function describeChar(input: string, i: number): string {
  if (i >= input.length) return 'the end of the input';
  const c = input.codePointAt(i)!;
  if (c === 0x20) return 'a space';
  if (c === 0x09) return 'a tab';
  if (c === 0x0a) return 'a line feed';
  if (c === 0x0d) return 'a carriage return';
  if (c < 0x20 || c === 0x7f) return `the control character U+${hex4(c)}`;
  if (c >= 0xd800 && c <= 0xdfff) return `a lone surrogate U+${hex4(c)}`;
  if (c > 0x7f) return `'${String.fromCodePoint(c)}' (U+${hex4(c)}, not ASCII)`;
  return `'${String.fromCharCode(c)}'`;
}

/** The table entry of a code: ERROR_CODES', or undefined for a scheme rule's (see SCHEME_ERROR_CODES). */
export function codeEntry(code: UriErrorCode): ErrorCodeEntry | undefined {
  return (ERROR_CODES as Record<string, ErrorCodeEntry>)[code];
}

/** A value named in a message without calling its own toString (which may be missing or throw). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '...' : value);
  if (value === null) return 'null';
  if (typeof value === 'object') return Array.isArray(value) ? 'an array' : 'an object';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  return `${typeof value} ${String(value)}`;
}

/** An 'invalid-argument' UriError for a caller's mistake (a wrong type or an unknown option value). */
export function argumentError(detail: string, input = ''): UriError {
  return new UriError('invalid-argument', 0, input, detail);
}

/** Throws an 'invalid-argument' UriError unless value is a string; `what` names it ("parse: the input"). */
export function expectString(value: unknown, what: string): asserts value is string {
  if (typeof value !== 'string') throw argumentError(`${what} must be a string, got ${describeValue(value)}`);
}

function hex4(c: number): string {
  return c.toString(16).toUpperCase().padStart(4, '0');
}

/** @internal The %HH form of the code point at i (UTF-8, upper-case hex), or '' for a lone surrogate or the end. */
export function percentFormAt(input: string, i: number): string {
  const c = input.codePointAt(i);
  if (c === undefined || (c >= 0xd800 && c <= 0xdfff)) return '';
  const bytes =
    c < 0x80 ? [c]
    : c < 0x800 ? [0xc0 | (c >> 6), 0x80 | (c & 63)]
    : c < 0x10000 ? [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
    : [0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)];
  let out = '';
  for (const b of bytes) out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
  return out;
}

function formatMessage(code: UriErrorCode, index: number, input: string, detail?: string, given?: ErrorCodeEntry): string {
  const entry: ErrorCodeEntry = given ?? codeEntry(code) ?? {
    section: 'urikit', title: 'an error', fix: 'see the error code',
  };
  if (code === 'invalid-argument') return `${detail ?? entry.title}; fix: ${entry.fix} [${code}]`;
  let fix: string = entry.fix;
  if (code.endsWith('-char') && index < input.length) {
    const pct = percentFormAt(input, index);
    if (pct !== '') fix = `write it as ${pct}`;
  }
  return `${describeChar(input, index)} at index ${index}: ${detail ?? entry.title} (${entry.section}); fix: ${fix} [${code}]`;
}
