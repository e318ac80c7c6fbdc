/** RFC 2396, java.net.URI — the error codes of urikit/java, and the error it raises (kept out of the core's table). */

import { type ErrorCodeEntry, UriError } from '../errors.js';

/**
 * The codes urikit/java raises, one per family of java.net.URI's URISyntaxException reasons (the
 * exact reason is the error's `reason`): the java entry's twin of ERROR_CODES.
 */
export const JAVA_ERROR_CODES = {
  'java-illegal-character': {
    section: 'RFC 2396 \u00a72, \u00a73; java.net.URI',
    title: 'the character is not allowed in this component of an RFC 2396 URI',
    fix: 'percent-encode the character, or build the URI with a multi-argument JavaUri constructor, which quotes it',
  },
  'java-expected': {
    section: 'RFC 2396 \u00a73; java.net.URI',
    title: 'a component the grammar requires here is missing',
    fix: "give the missing part (a scheme name before ':', something after 'scheme:', a host after '//')",
  },
  'java-malformed-escape': {
    section: 'RFC 2396 \u00a72.4.1',
    title: "'%' must be followed by two hexadecimal digits",
    fix: "write a literal '%' as %25",
  },
  'java-malformed-ipv6': {
    section: 'RFC 2732 \u00a73, RFC 2373 \u00a72.2',
    title: 'the bracketed IPv6 address is malformed',
    fix: 'correct the address: eight groups of 1-4 hex digits, at most one "::", optionally ending in an IPv4 address',
  },
  'java-malformed-port': {
    section: 'RFC 2396 \u00a73.2.2; java.net.URI',
    title: 'the port does not fit in a 32-bit signed integer',
    fix: 'give a port from 0 to 65535',
  },
  'java-relative-path': {
    section: 'RFC 2396 \u00a73; java.net.URI',
    title: "with a scheme, a hierarchical URI's path must be absolute (start with '/')",
    fix: "start the path with '/', or give no scheme",
  },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A stable error code of urikit/java. */
export type JavaErrorCode = keyof typeof JAVA_ERROR_CODES;

declare module '../errors.js' {
  /** urikit/java's codes join the core's when it is imported. */
  interface UriErrorCodes extends Record<JavaErrorCode, ErrorCodeEntry> {}
}

/** The UriError urikit/java throws: `reason` is URISyntaxException.getReason()'s text, `javaIndex` its getIndex(). */
export interface JavaUriError extends UriError {
  /** java.net.URISyntaxException#getReason(): "Illegal character in path", "Expected authority", ... */
  readonly reason: string;
  /** java.net.URISyntaxException#getIndex(): the same as `index`, except -1 where Java gives no index ("scope id expected"). */
  readonly javaIndex: number;
}

/** @internal What the reader throws before the public boundary makes it a UriError (no stack: a failed server parse is retried as a registry). */
export interface Failure {
  readonly reason: string;
  /** Java's index; -1 for none. */
  readonly index: number;
  /** Where the problem is when Java gives no index. */
  readonly at: number;
}

/** @internal The code of a reason. */
function codeOf(reason: string): JavaErrorCode {
  if (reason.startsWith('Illegal character')) return 'java-illegal-character';
  if (reason.startsWith('Expected') || reason === 'scope id expected') {
    return reason.includes('IPv6') || reason.includes('IPv4') || reason.includes('hex digits') || reason === 'scope id expected'
      ? 'java-malformed-ipv6' : 'java-expected';
  }
  if (reason === 'Malformed escape pair') return 'java-malformed-escape';
  if (reason === 'Malformed port number') return 'java-malformed-port';
  if (reason === 'Relative path in absolute URI') return 'java-relative-path';
  return 'java-malformed-ipv6';
}

/** @internal The UriError of a Failure met in `input`. */
export function javaError(f: Failure, input: string): JavaUriError {
  const index = Math.min(f.index >= 0 ? f.index : f.at, input.length);
  // Java's index may name where the component starts ("Illegal character in authority"): the
  // message then also says where the offending character is
  const where = f.at !== index && f.at < input.length ? `; the offending character is ${JSON.stringify(input[f.at])} at index ${f.at}` : '';
  const code = codeOf(f.reason);
  const e = new UriError(code, index, input, `${f.reason} (java.net.URISyntaxException)${where}`, JAVA_ERROR_CODES[code]) as UriError & { reason: string; javaIndex: number };
  Object.defineProperty(e, 'reason', { value: f.reason, enumerable: true });
  Object.defineProperty(e, 'javaIndex', { value: f.index, enumerable: true });
  return e;
}

/** @internal Is this value a Failure (thrown by the reader) rather than another exception? */
export function isFailure(x: unknown): x is Failure {
  return typeof x === 'object' && x !== null && typeof (x as Failure).reason === 'string' && !(x instanceof Error) && typeof (x as Failure).at === 'number';
}
