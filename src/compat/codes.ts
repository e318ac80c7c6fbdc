/** uri-js / fast-uri compatibility — the error codes of urikit/compat (what resolve and serialize throw, as fast-uri does), kept out of the core's table. */

import { type ErrorCodeEntry, UriError } from '../errors.js';
import {
  E_BACKSLASH, E_HOST, E_HOST_TO_ASCII, E_INTRODUCER_WHITESPACE, E_PARSE, E_PATH_AFTER_AUTHORITY, E_PERCENT, E_PORT, E_SCHEME, E_URN,
} from './errors.js';

// parse never throws: it says what is wrong in `error`, in the peers' words. resolve returns a
// bare string and serialize takes a components object, so fast-uri (since its security fixes)
// throws from them rather than give a string that a browser would read otherwise. compat throws
// there too, a UriError whose title is fast-uri's own sentence, so that code matching fast-uri's
// message (/URI host is malformed\./) keeps working.

/** The codes urikit/compat raises, each titled with fast-uri's message for it. */
export const COMPAT_ERROR_CODES = {
  'compat-unreadable': {
    section: 'fast-uri parse',
    title: E_PARSE,
    fix: 'pass the URI as a string',
  },
  'compat-authority-backslash': {
    section: 'fast-uri security (WHATWG URL \u00a74.4: a browser reads "\\" as "/")',
    title: E_BACKSLASH,
    fix: "write the authority introducer as '//' and percent-encode a '\\' as %5C",
  },
  'compat-authority-whitespace': {
    section: 'fast-uri security (WHATWG URL \u00a74.4: a browser removes TAB, LF and CR)',
    title: E_INTRODUCER_WHITESPACE,
    fix: "remove the tab or line break from the '//'",
  },
  'compat-invalid-scheme': {
    section: 'RFC 3986 \u00a73.1 (fast-uri reads the scheme with its escapes decoded)',
    title: E_SCHEME,
    fix: 'a scheme is a letter followed by letters, digits, "+", "-" or "."; percent-encode a ":" in a first path segment as %3A',
  },
  'compat-invalid-percent-encoding': {
    section: 'RFC 3986 \u00a72.1',
    title: E_PERCENT,
    fix: "write a literal '%' as %25",
  },
  'compat-path-not-absolute': {
    section: 'RFC 3986 \u00a73.3',
    title: E_PATH_AFTER_AUTHORITY,
    fix: "start the path with '/' (a port is digits only)",
  },
  'compat-invalid-port': {
    section: 'RFC 3986 \u00a73.2.3 (fast-uri: digits, at most 65535)',
    title: E_PORT,
    fix: 'give the port as digits, 0 to 65535',
  },
  'compat-invalid-host': {
    section: 'RFC 3986 \u00a73.2.2, RFC 6874 \u00a72',
    title: E_HOST,
    fix: 'a bracketed host is an IPv6 address (with an optional %25zone) or an IPvFuture; correct it',
  },
  'compat-host-to-ascii': {
    section: 'WHATWG URL \u00a73.5 host parsing, UTS #46 (fast-uri reads a domain host with new URL)',
    title: E_HOST_TO_ASCII,
    fix: 'correct the host name: it must be a domain name a browser accepts',
  },
  'compat-invalid-urn': {
    section: 'RFC 8141 \u00a72',
    title: E_URN,
    fix: "write the URN as 'urn:' NID ':' NSS",
  },
  'compat-urn-without-nid': {
    section: 'RFC 8141 \u00a72 (fast-uri: URN without nid cannot be serialized)',
    title: 'a urn components object needs a nid (namespace identifier) to be serialized',
    fix: "give components.nid, like { scheme: 'urn', nid: 'uuid', uuid: '...' }",
  },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A stable error code of urikit/compat. */
export type CompatErrorCode = keyof typeof COMPAT_ERROR_CODES;

declare module '../errors.js' {
  /** urikit/compat's codes join the core's when it is imported. */
  interface UriErrorCodes extends Record<CompatErrorCode, ErrorCodeEntry> {}
}

/** The UriError of urikit/compat: `index` is an offset in `input`. */
export function compatError(code: CompatErrorCode, index: number, input: string, detail?: string): UriError {
  return new UriError(code, index, input, detail, COMPAT_ERROR_CODES[code]);
}

/** The first index of a character of `chars` in `s` from `from`, or -1 when there is none. */
function indexOfAny(s: string, chars: string, from: number): number {
  for (let i = from; i < s.length; i++) if (chars.indexOf(s[i]!) >= 0) return i;
  return -1;
}

/** Where the host of `s` starts: after '//' and a userinfo; 0 without '//'. */
function hostStartOf(s: string): number {
  const slashes = s.indexOf('//');
  if (slashes < 0) return 0;
  const start = slashes + 2;
  const end = indexOfAny(s, '/?#', start);
  const at = s.lastIndexOf('@', (end < 0 ? s.length : end) - 1);
  return at >= start ? at + 1 : start;
}

/** The first '%' of `s` that starts no escape, or 0. */
function badPercent(s: string): number {
  for (let i = s.indexOf('%'); i >= 0; i = s.indexOf('%', i + 1)) {
    if (!isHexAt(s, i + 1) || !isHexAt(s, i + 2)) return i;
    i += 2;
  }
  return 0;
}

function isHexAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i) | 0x20;
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66);
}

/**
 * The UriError for an input that parse found malformed, `cause` being the peers' words for what:
 * the code that goes with them, at the index where it shows in `input` (the start of the authority
 * for host and port errors).
 */
export function malformedError(cause: string, input: string): UriError {
  const hostStart = hostStartOf(input);
  switch (cause) {
    case E_BACKSLASH: return compatError('compat-authority-backslash', input.indexOf('\\') >= 0 ? input.indexOf('\\') : 0, input);
    case E_INTRODUCER_WHITESPACE: return compatError('compat-authority-whitespace', Math.max(0, indexOfAny(input, '\t\n\r', 0)), input);
    case E_SCHEME: return compatError('compat-invalid-scheme', 0, input);
    case E_PERCENT: return compatError('compat-invalid-percent-encoding', badPercent(input), input);
    case E_PATH_AFTER_AUTHORITY: return compatError('compat-path-not-absolute', hostStart, input);
    case E_PORT: return compatError('compat-invalid-port', hostStart, input);
    case E_HOST: return compatError('compat-invalid-host', hostStart, input);
    case E_HOST_TO_ASCII: return compatError('compat-host-to-ascii', hostStart, input);
    case E_URN: return compatError('compat-invalid-urn', 0, input);
    default: return compatError('compat-unreadable', 0, input);
  }
}
