/** RFC 3986 — UriError and the table of error codes (code -> RFC section, what is wrong, how to fix it). */

/** What the table says of one code: its section, what it means, how to fix it. */
export interface ErrorCodeEntry {
  readonly section: string;
  readonly title: string;
  readonly fix: string;
}

// Each core code's entry is a constant of its own, which the code that raises it names: a bundler
// keeps the entries an import can raise and drops the others (ERROR_CODES, which names them all, is
// kept only where it is imported). Each is also recorded by its code, so that a UriError made with a
// code and no entry (`new UriError('invalid-port', ...)`) finds it: `/* @__PURE__ */` lets a bundler
// drop an entry nothing names, and with it its record.

/** Entries by code: the core's, each recorded when its constant is made (see coreEntry). */
const KNOWN: Record<string, ErrorCodeEntry | undefined> = /* @__PURE__ */ Object.create(null) as Record<string, ErrorCodeEntry | undefined>;

/** @internal A core code's entry, recorded by its code. */
function coreEntry(code: string, section: string, title: string, fix: string): ErrorCodeEntry {
  const entry = { section, title, fix };
  KNOWN[code] = entry;
  return entry;
}

/** @internal */
export const INVALID_ARGUMENT = /* @__PURE__ */ coreEntry('invalid-argument',
  'API',
  'an argument is not of the expected type or value',
  'pass a string (or a Uri) and option values from the documented lists');
/** @internal */
export const MISSING_SCHEME = /* @__PURE__ */ coreEntry('missing-scheme',
  'RFC 3986 §3, §4.3',
  'a URI must start with a scheme',
  "write the scheme and ':' first, like 'https:'; or parse with rule 'URI-reference' to accept relative references");
/** @internal */
export const INVALID_SCHEME = /* @__PURE__ */ coreEntry('invalid-scheme',
  'RFC 3986 §3.1',
  'a scheme is a letter followed by letters, digits, "+", "-" or "."',
  'remove the character or correct the scheme name');
/** @internal */
export const UNEXPECTED_SCHEME = /* @__PURE__ */ coreEntry('unexpected-scheme',
  'RFC 3986 §4.2',
  'a relative reference cannot start with a scheme',
  "if this is a path whose first segment holds ':', write './' before it");
/** @internal */
export const UNEXPECTED_FRAGMENT = /* @__PURE__ */ coreEntry('unexpected-fragment',
  'RFC 3986 §4.3',
  'an absolute-URI has no fragment',
  "remove the '#' and what follows, or parse with rule 'URI'");
/** @internal */
export const COLON_IN_FIRST_SEGMENT = /* @__PURE__ */ coreEntry('colon-in-first-segment',
  'RFC 3986 §4.2',
  "the first segment of a relative-path reference cannot contain ':'",
  "write './' before the path, or percent-encode the ':' as %3A");
/** @internal */
export const INVALID_PERCENT_ENCODING = /* @__PURE__ */ coreEntry('invalid-percent-encoding',
  'RFC 3986 §2.1',
  "'%' must be followed by two hexadecimal digits",
  "write a literal '%' as %25");
/** @internal */
export const INVALID_USERINFO_CHAR = /* @__PURE__ */ coreEntry('invalid-userinfo-char',
  'RFC 3986 §3.2.1',
  'the userinfo holds unreserved characters, sub-delims, ":" and percent-encodings',
  'percent-encode the character');
/** @internal */
export const INVALID_HOST_CHAR = /* @__PURE__ */ coreEntry('invalid-host-char',
  'RFC 3986 §3.2.2',
  'a reg-name holds unreserved characters, sub-delims and percent-encodings',
  'percent-encode the character, or correct the host name');
/** @internal */
export const INVALID_IP_LITERAL = /* @__PURE__ */ coreEntry('invalid-ip-literal',
  'RFC 3986 §3.2.2',
  'an IP-literal is "[" IPv6address or IPvFuture "]" and is the whole host',
  "close the literal with ']' and put nothing but ':port' after it");
/** @internal */
export const INVALID_IPV6 = /* @__PURE__ */ coreEntry('invalid-ipv6',
  'RFC 3986 §3.2.2',
  'an IPv6address is eight groups of 1-4 hex digits, at most one "::", optionally ending in an IPv4 address',
  'correct the address');
/** @internal */
export const INVALID_IPVFUTURE = /* @__PURE__ */ coreEntry('invalid-ipvfuture',
  'RFC 3986 §3.2.2',
  'an IPvFuture is "v", hex digits, ".", then unreserved characters, sub-delims or ":"',
  'correct the literal');
/** @internal */
export const INVALID_IPV4 = /* @__PURE__ */ coreEntry('invalid-ipv4',
  'RFC 3986 \u00a73.2.2',
  'an IPv4address is four decimal octets 0-255 separated by ".", without leading zeros',
  'correct the address; forms like 0x7f.1, 0177.0.0.1, 127.1 or 2130706433 are reg-names, not IPv4addresses (RFC 3986 \u00a77.4)');
/** @internal */
export const INVALID_ZONE_DELIMITER = /* @__PURE__ */ coreEntry('invalid-zone-delimiter',
  'RFC 6874 \u00a72',
  "in a URI the '%' that starts a zone identifier is itself percent-encoded",
  'write the zone delimiter as %25, like [fe80::1%25eth0]');
/** @internal */
export const INVALID_ZONE_ID = /* @__PURE__ */ coreEntry('invalid-zone-id',
  'RFC 6874 \u00a72',
  'a zone identifier is one or more unreserved characters or percent-encodings',
  'percent-encode the character, or give the zone (the interface name or index) after %25');
/** @internal */
export const INVALID_PORT = /* @__PURE__ */ coreEntry('invalid-port',
  'RFC 3986 §3.2.3',
  'a port is decimal digits only',
  'remove the character; if the host is an IPv6 address, put it in brackets');
/** @internal */
export const MISSING_HOST = /* @__PURE__ */ coreEntry('missing-host',
  'RFC 3986 §3.2',
  'userinfo and port exist only inside an authority, which needs a host',
  "give a host (it may be empty: 'file:///')");
/** @internal */
export const INVALID_PATH_CHAR = /* @__PURE__ */ coreEntry('invalid-path-char',
  'RFC 3986 §3.3',
  'a path holds pchar (unreserved, sub-delims, ":", "@", percent-encodings) and "/"',
  'percent-encode the character');
/** @internal */
export const PATH_NOT_ABSOLUTE = /* @__PURE__ */ coreEntry('path-not-absolute',
  'RFC 3986 §3.3',
  'when an authority is present, the path must be empty or start with "/"',
  "start the path with '/'");
/** @internal */
export const PATH_STARTS_WITH_DOUBLE_SLASH = /* @__PURE__ */ coreEntry('path-starts-with-double-slash',
  'RFC 3986 §3.3',
  'without an authority, the path cannot start with "//"',
  "give an authority (it may be empty: '//' + path), or write the path as '/.//...'");
/** @internal */
export const INVALID_QUERY_CHAR = /* @__PURE__ */ coreEntry('invalid-query-char',
  'RFC 3986 §3.4',
  'a query holds pchar, "/" and "?"',
  'percent-encode the character');
/** @internal */
export const INVALID_FRAGMENT_CHAR = /* @__PURE__ */ coreEntry('invalid-fragment-char',
  'RFC 3986 §3.5',
  'a fragment holds pchar, "/" and "?"',
  'percent-encode the character');
/** @internal */
export const RELATIVE_BASE = /* @__PURE__ */ coreEntry('relative-base',
  'RFC 3986 §5.1, §5.2.1',
  'a base URI must be absolute: it needs a scheme',
  'resolve against an absolute URI such as https://example.com/');
/** @internal */
export const INVALID_UTF8 = /* @__PURE__ */ coreEntry('invalid-utf8',
  'RFC 3986 §2.5, RFC 3629',
  'the percent-encoded octets are not valid UTF-8',
  'decode to bytes instead, or ask for replacement characters');
/** @internal */
export const LONE_SURROGATE = /* @__PURE__ */ coreEntry('lone-surrogate',
  'RFC 3986 §2.5, RFC 3629',
  'a string with a lone UTF-16 surrogate has no UTF-8 encoding',
  'pair the surrogate or remove it');

/** Every stable error code of the core, with the RFC section it comes from, what it means and the usual fix. */
export const ERROR_CODES = {
  'invalid-argument': INVALID_ARGUMENT,
  'missing-scheme': MISSING_SCHEME,
  'invalid-scheme': INVALID_SCHEME,
  'unexpected-scheme': UNEXPECTED_SCHEME,
  'unexpected-fragment': UNEXPECTED_FRAGMENT,
  'colon-in-first-segment': COLON_IN_FIRST_SEGMENT,
  'invalid-percent-encoding': INVALID_PERCENT_ENCODING,
  'invalid-userinfo-char': INVALID_USERINFO_CHAR,
  'invalid-host-char': INVALID_HOST_CHAR,
  'invalid-ip-literal': INVALID_IP_LITERAL,
  'invalid-ipv6': INVALID_IPV6,
  'invalid-ipvfuture': INVALID_IPVFUTURE,
  'invalid-ipv4': INVALID_IPV4,
  'invalid-zone-delimiter': INVALID_ZONE_DELIMITER,
  'invalid-zone-id': INVALID_ZONE_ID,
  'invalid-port': INVALID_PORT,
  'missing-host': MISSING_HOST,
  'invalid-path-char': INVALID_PATH_CHAR,
  'path-not-absolute': PATH_NOT_ABSOLUTE,
  'path-starts-with-double-slash': PATH_STARTS_WITH_DOUBLE_SLASH,
  'invalid-query-char': INVALID_QUERY_CHAR,
  'invalid-fragment-char': INVALID_FRAGMENT_CHAR,
  'relative-base': RELATIVE_BASE,
  'invalid-utf8': INVALID_UTF8,
  'lone-surrogate': LONE_SURROGATE,
} as const;


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
    keepEntry(this, code, entry);
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
  keepEntry(e, code, entry);
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
const BRAND: unique symbol = /* @__PURE__ */ Symbol.for('urikit.UriError') as typeof BRAND;
Object.defineProperty(UriError.prototype, BRAND, { value: true });

/** Where a UriError keeps the table entry it was made with (a code of another entry than the core). */
const ENTRY: unique symbol = /* @__PURE__ */ Symbol('urikit.entry') as typeof ENTRY;

/**
 * Keeps `entry` on the error (not enumerable), so that relocated() can say the same of another
 * input; but not a core code's own entry, which its code finds (KNOWN): the core's raise sites pass
 * their entry only so that a bundle keeps it, and an error of the parser costs no defineProperty.
 */
function keepEntry(e: object, code: string, entry: ErrorCodeEntry | undefined): void {
  if (entry !== undefined && KNOWN[code] !== entry) Object.defineProperty(e, ENTRY, { value: entry });
}


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

/** @internal The table entry of a core code (ERROR_CODES'), or undefined for another entry's (see SCHEME_ERROR_CODES). */
function codeEntry(code: UriErrorCode): ErrorCodeEntry | undefined {
  return KNOWN[code]; // no prototype: '__proto__' or 'toString' finds nothing
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
  return new UriError('invalid-argument', 0, input, detail, INVALID_ARGUMENT);
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
  if (c === undefined || (c >= 0xd800 && c <= 0xdfff)) return '';
  // ASCII by hand, the rest by the platform's encoder (UTF-8, upper-case hex), rather than by
  // chars.ts's table: an import that only formats messages (isValid's option errors) need not
  // carry the table. errors.test.ts compares the two on every code point.
  return c < 0x80 ? `%${HEX[c >> 4]}${HEX[c & 15]}` : encodeURIComponent(String.fromCodePoint(c));
}

const HEX = '0123456789ABCDEF';

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
