/** RFC 3986 — UriError and the table of error codes (code -> RFC section, what is wrong, how to fix it). */

import { utf8Escape } from './chars.js';

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
} as const satisfies Record<string, { section: string; title: string; fix: string }>;

/** What the table says of one code: its section, what it means, how to fix it. */
export interface ErrorCodeEntry {
  readonly section: string;
  readonly title: string;
  readonly fix: string;
}

/**
 * The stable error codes, each with its entry: the core's (ERROR_CODES), and those the other
 * entries add when they are imported, by declaration merging (urikit/schemes adds
 * SCHEME_ERROR_CODES, urikit/idna IDNA_ERROR_CODES, urikit/whatwg WHATWG_ERROR_CODES). The core
 * knows none of theirs: an entry that raises a code of its own passes its table entry to UriError.
  */
export interface UriErrorCodes extends Record<keyof typeof ERROR_CODES, ErrorCodeEntry> {}

/** A stable, documented error code (see UriErrorCodes). */
export type UriErrorCode = keyof UriErrorCodes & string;

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
    if (typeof code !== 'string' || !Number.isSafeInteger(index) || index < 0 || typeof input !== 'string'
      || (detail !== undefined && typeof detail !== 'string') || (entry !== undefined && (typeof entry !== 'object' || entry === null))) {
      throw argumentError(`new UriError(code, index, input, detail?, entry?): expected a code string, an index >= 0 and an input string, got ${describeValue(code)}, ${describeValue(index)}, ${describeValue(input)}`);
    }
    // The message is written when it is first read (see below): a caller of validate() who reads
    // only the code and the index pays for no text.
    super();
    this.code = code;
    this.index = index;
    this.input = input;
    this.detail = detail;
    // kept (not enumerable) so that relocated() can say the same of another input
    if (entry !== undefined) Object.defineProperty(this, ENTRY, { value: entry });
  }

  /** What the table says of this error's code: its section, title and fix (the core's, or the entry's that raised it). */
  get entry(): ErrorCodeEntry | undefined {
    return (this as unknown as Record<symbol, ErrorCodeEntry | undefined>)[ENTRY] ?? codeEntry(this.code);
  }

  /**
   * The same error, found by a helper that saw only a part (a segment, a host, one line of many),
   * said of the whole: at `index` of `input`, with `detail` when given (else this one's), and the
   * same code, section and fix. Every "raise it again, moved" site goes through here.
   *
   * @example
   * // decode('%zz') throws at 0; the part stood at 10 in the query q:
   * e.relocated(10 + e.index, q); // the same error, at 10 of q
   */
  relocated(index: number, input: string, detail: string | undefined = this.detail): UriError {
    return new UriError(this.code, index, input, detail, (this as unknown as Record<symbol, ErrorCodeEntry | undefined>)[ENTRY]);
  }

  /**
   * True for a UriError made by this copy of urikit or another (its ES module and CommonJS builds,
   * or two installed versions): `instanceof UriError` holds across them.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}

// message: formatted on first read, then kept as the error's own property. name: on the prototype.
Object.defineProperty(UriError.prototype, 'name', { value: 'UriError', writable: true, configurable: true });
Object.defineProperty(UriError.prototype, 'message', {
  configurable: true,
  get(this: UriError): string {
    const text = formatMessage(this.code, this.index, this.input, this.detail, (this as unknown as Record<symbol, ErrorCodeEntry | undefined>)[ENTRY]);
    Object.defineProperty(this, 'message', { value: text, writable: true, configurable: true });
    return text;
  },
});

/**
 * @internal A UriError that is returned, not thrown (validate, the safe twins' diagnoses): the same
 * fields, prototype, message and brand, made without the Error constructor, whose stack capture is
 * most of the cost of an error (~2 us in V8; ~0.3 us even with no frames). It has no stack of its
 * own: its `stack` reads "UriError: <message>". Arguments as UriError's, already checked.
 */
export function unthrownError(code: UriErrorCode, index: number, input: string, detail?: string, entry?: ErrorCodeEntry): UriError {
  const e = Object.create(UriError.prototype) as { -readonly [K in keyof UriError]: UriError[K] };
  e.code = code;
  e.index = index;
  e.input = input;
  e.detail = detail;
  if (entry !== undefined) Object.defineProperty(e, ENTRY, { value: entry });
  return e as UriError;
}

// the stack of an error made by unthrownError (a thrown one has its own)
Object.defineProperty(UriError.prototype, 'stack', {
  configurable: true,
  get(this: UriError): string {
    return `${this.name}: ${this.message}`;
  },
});

/** The brand every UriError carries, shared by every copy of urikit (Symbol.for). */
const BRAND: unique symbol = Symbol.for('urikit.UriError') as typeof BRAND;
Object.defineProperty(UriError.prototype, BRAND, { value: true });

/** Where a UriError keeps the table entry it was made with (a code of another entry than the core). */
const ENTRY: unique symbol = Symbol('urikit.entry');


/** @internal The character at i as a person reads it: 'x', or a name for invisible ones. */
function describeChar(input: string, i: number): string {
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

/** @internal The table entry of a code: ERROR_CODES', or undefined for a scheme rule's (see SCHEME_ERROR_CODES). */
function codeEntry(code: UriErrorCode): ErrorCodeEntry | undefined {
  return (ERROR_CODES as Record<string, ErrorCodeEntry>)[code];
}

/** @internal A value named in a message without calling its own toString (which may be missing or throw). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '...' : value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing (undefined)';
  if (typeof value === 'object' || typeof value === 'function') {
    let array: boolean;
    try {
      array = Array.isArray(value);
    } catch {
      return 'a revoked Proxy'; // it throws on any look
    }
    return array ? 'an array' : typeof value === 'function' ? 'a function' : 'an object';
  }
  if (typeof value === 'symbol') return 'a symbol';
  return `${typeof value} ${String(value)}`;
}

/** @internal An 'invalid-argument' UriError for a caller's mistake (a wrong type or an unknown option value). */
export function argumentError(detail: string, input = ''): UriError {
  return new UriError('invalid-argument', 0, input, detail);
}

/** @internal Throws an 'invalid-argument' UriError unless value is a string; `what` names it ("parse: the input"). */
export function expectString(value: unknown, what: string): asserts value is string {
  if (typeof value !== 'string') throw argumentError(`${what} must be a string, got ${describeValue(value)}`);
}

function hex4(c: number): string {
  return c.toString(16).toUpperCase().padStart(4, '0');
}

/** @internal The %HH form of the code point at i (UTF-8, upper-case hex), or '' for a lone surrogate or the end. */
export function percentFormAt(input: string, i: number): string {
  const c = input.codePointAt(i);
  return c === undefined || (c >= 0xd800 && c <= 0xdfff) ? '' : utf8Escape(c);
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
