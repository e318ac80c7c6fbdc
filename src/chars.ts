/** RFC 3986 §2.2-2.3, Appendix A — the character sets of the generic syntax, one bit per ABNF rule; §2.1 escapes and the output buffers the encoders share. */

// Each constant is one ABNF set; CHARS[c] & SET is non-zero when the ASCII code c is in SET.
// A Uint16Array rather than STYLE's Uint8Array: the grammar has more than eight sets worth a bit.
// Non-ASCII (c >= 128) is in no set: callers test `c < 128` first (one branch, STYLE 15).
// pct-encoded is in no set either: readers treat '%' HEXDIG HEXDIG on their own.
//
// Local copies (the one speed device every hot module shares, documented here once). V8 folds a
// module's own `const` into the optimized code that reads it, but loads an imported binding anew
// at every use, and re-checks the typed array behind it in every loop iteration: read through
// imports, the parser costs ~10 % more on the corpus. So each hot module (parse, uri, resolve,
// normalize, percent) opens with a block of `const X = module.X;` copies of the tables, bits,
// registers and offsets.ts accessors it reads, with a comment pointing here. Do not "simplify"
// them back into named imports.

/** @internal ALPHA = %x41-5A / %x61-7A */
export const ALPHA = 1 << 0;
/** @internal DIGIT = %x30-39 */
export const DIGIT = 1 << 1;
/** @internal HEXDIG = DIGIT / "A"-"F" (case-insensitive, §2.1) */
export const HEXDIG = 1 << 2;
/** @internal unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
export const UNRESERVED = 1 << 3;
/** @internal sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
export const SUB_DELIMS = 1 << 4;
/** @internal gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@" */
export const GEN_DELIMS = 1 << 5;
/** @internal scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) — the set of the tail */
export const SCHEME = 1 << 6;
/** @internal userinfo = *( unreserved / pct-encoded / sub-delims / ":" ); also IPvFuture's tail set */
export const USERINFO = 1 << 7;
/** @internal reg-name = *( unreserved / pct-encoded / sub-delims ) */
export const REG_NAME = 1 << 8;
/** @internal pchar = unreserved / pct-encoded / sub-delims / ":" / "@" */
export const PCHAR = 1 << 9;
/** @internal path characters: pchar / "/" (every path rule is built of segments and "/") */
export const PATH = 1 << 10;
/** @internal query = *( pchar / "/" / "?" ); fragment = *( pchar / "/" / "?" ) is the same set */
export const QUERY = 1 << 11;
/** @internal segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" ) — pchar without ":" */
export const SEGMENT_NC = 1 << 12;

/** @internal A mode bit, never in the table: or-ed into the `set` of scanIri or iriCharLength, it admits RFC 3987 iprivate (iquery only). */
export const IPRIVATE = 1 << 14;

const ALPHA_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGIT_CHARS = '0123456789';
const HEX_LETTERS = 'ABCDEFabcdef';
const UNRESERVED_MARKS = '-._~';
const SUB_DELIM_CHARS = "!$&'()*+,;=";
const GEN_DELIM_CHARS = ':/?#[]@';

/** Builds the table from the readable definitions above; runs once, when the module is first evaluated. */
function buildTable(): Uint16Array {
  const t = new Uint16Array(128);
  const add = (chars: string, bits: number): void => {
    for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)]! |= bits;
  };
  const unreserved = ALPHA_CHARS + DIGIT_CHARS + UNRESERVED_MARKS;
  add(ALPHA_CHARS, ALPHA);
  add(DIGIT_CHARS, DIGIT);
  add(DIGIT_CHARS + HEX_LETTERS, HEXDIG);
  add(unreserved, UNRESERVED);
  add(SUB_DELIM_CHARS, SUB_DELIMS);
  add(GEN_DELIM_CHARS, GEN_DELIMS);
  add(ALPHA_CHARS + DIGIT_CHARS + '+-.', SCHEME);
  add(unreserved + SUB_DELIM_CHARS + ':', USERINFO);
  add(unreserved + SUB_DELIM_CHARS, REG_NAME);
  add(unreserved + SUB_DELIM_CHARS + ':@', PCHAR);
  add(unreserved + SUB_DELIM_CHARS + ':@/', PATH);
  add(unreserved + SUB_DELIM_CHARS + ':@/?', QUERY);
  add(unreserved + SUB_DELIM_CHARS + '@', SEGMENT_NC);
  return t;
}

/** @internal The class table: CHARS[c] holds the bits of every set the ASCII code c belongs to. */
export const CHARS: Uint16Array = /* @__PURE__ */ buildTable();

/**
 * One set of the table as bytes, 1 for a member: what the hot scans read. Deviation from STYLE 14's
 * single table, for speed: in V8 `t[c] === 1` on a Uint8Array is cheaper than `(CHARS[c] & set) !== 0`
 * (a whole-line scan of the corpus: 104 vs 118 ns/URI). Derived from CHARS, so the bits stay the
 * one definition.
 *
 * Start-up: each call runs a small loop over the 128 codes, and V8 compiles a small function with
 * TurboFan as soon as its loop has run some 1,500 times: at the twelfth call at import, a fresh
 * process paid ~0.5-4 ms for that compile. So the core calls it only for the eight tables below
 * (parse.ts copies its tables from them, with `new Uint8Array(table)`). A table made at import
 * elsewhere had better be such a copy too, or uriCharTable's (two more calls at an entry's import
 * were enough to bring the compile back).
 * @internal
 */
export function tableOf(set: number): Uint8Array {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) t[c] = (CHARS[c]! & set) !== 0 ? 1 : 0;
  return t;
}

/** @internal reg-name's characters (without pct-encoded), as bytes for scan */
export const REG_NAME_TABLE: Uint8Array = /* @__PURE__ */ tableOf(REG_NAME);
/** @internal userinfo's characters */
export const USERINFO_TABLE: Uint8Array = /* @__PURE__ */ tableOf(USERINFO);
/** @internal path characters: pchar and "/" */
export const PATH_TABLE: Uint8Array = /* @__PURE__ */ tableOf(PATH);
/** @internal query (and fragment) characters */
export const QUERY_TABLE: Uint8Array = /* @__PURE__ */ tableOf(QUERY);
/** @internal segment-nz-nc's characters: pchar without ":" */
export const SEGMENT_NC_TABLE: Uint8Array = /* @__PURE__ */ tableOf(SEGMENT_NC);
/** @internal scheme's characters after the first: ALPHA / DIGIT / "+" / "-" / "." */
export const SCHEME_TABLE: Uint8Array = /* @__PURE__ */ tableOf(SCHEME);
/** @internal unreserved characters (RFC 6874 ZoneID) */
export const UNRESERVED_TABLE: Uint8Array = /* @__PURE__ */ tableOf(UNRESERVED);
/** @internal hexadecimal digits */
export const HEXDIG_TABLE: Uint8Array = /* @__PURE__ */ tableOf(HEXDIG);

/**
 * @internal Whether the code unit c is in `set` (CHARS bits): false for non-ASCII, and past a
 * string's end (NaN), with no read past the table (see scan).
 */
export function isIn(c: number, set: number): boolean {
  return c < 128 && (CHARS[c]! & set) !== 0;
}

/** The characters a URI holds at all (§2): unreserved, reserved, and '%' (uriCharTable; made on first use). */
let uriChars: Uint8Array | undefined;

/**
 * @internal 1 for the characters that may stand in a URI at all (§2): unreserved, reserved, and
 * '%' (whether it starts a pct-encoded is the parser's business). What ends an undelimited URI in
 * text, and what a template's reserved expansion may produce as it is. One table, made on the
 * first call (read-only to its callers).
 */
export function uriCharTable(): Uint8Array {
  if (uriChars === undefined) {
    uriChars = tableOf(UNRESERVED | GEN_DELIMS | SUB_DELIMS);
    uriChars[37] = 1;
  }
  return uriChars;
}

/**
 * @internal §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ): whether s is a scheme name,
 * read with the class table (no regular expression to compile on a first call at import).
 */
export function isSchemeName(s: string): boolean {
  if (s.length === 0 || !isIn(s.charCodeAt(0), ALPHA)) return false;
  for (let i = 1; i < s.length; i++) if (!isIn(s.charCodeAt(i), SCHEME)) return false;
  return true;
}

/**
 * @internal The number the decimal digits s[start, end) write (a port's, already read as digits):
 * leading zeros count for nothing; exact up to 15 digits, and past 65535 only compared.
 */
export function decimalValue(s: string, start: number, end: number): number {
  let v = 0;
  for (let i = start; i < end; i++) v = v * 10 + (s.charCodeAt(i) - 48);
  return v;
}

/** @internal Whether s[start, end) holds an upper-case ASCII letter ('A' to 'Z'). */
export function hasUpperAscii(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) return true;
  }
  return false;
}

/** @internal The value of a hexadecimal digit, or -1. */
export function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const l = c | 0x20;
  if (l >= 97 && l <= 102) return l - 87;
  return -1;
}

// ucschar  = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / %x20000-2FFFD / ... / %xD0000-DFFFD / %xE1000-EFFFD
// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
/**
 * The number of UTF-16 code units (1 or 2) of the code point at i when it is a ucschar (or an
 * iprivate, when `set` has IPRIVATE), else 0: a lone surrogate, a C1 control, a noncharacter, or
 * one of the bidi formatting characters RFC 3987 §4.1 forbids (LRM, RLM, LRE, RLE, PDF, LRO, RLO).
 * @internal
 */
export function iriCharLength(s: string, i: number, set: number): number {
  const c = s.charCodeAt(i);
  if (c < 0xd800) {
    if (c < 0xa0 || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e)) return 0;
    return 1;
  }
  if (c <= 0xdbff) {
    const d = s.charCodeAt(i + 1);
    if (!(d >= 0xdc00 && d <= 0xdfff)) return 0; // a lone high surrogate
    const cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
    const plane = cp >> 16;
    if ((cp & 0xfffe) === 0xfffe) return 0; // U+xFFFE, U+xFFFF: noncharacters
    if (plane <= 13) return 2;
    if (plane === 14) return cp >= 0xe1000 ? 2 : 0;
    return (set & IPRIVATE) !== 0 ? 2 : 0; // planes 15-16: iprivate
  }
  if (c <= 0xdfff) return 0; // a lone low surrogate
  if (c < 0xf900) return (set & IPRIVATE) !== 0 ? 1 : 0; // U+E000-F8FF: iprivate
  if (c <= 0xfdcf) return 1;
  if (c < 0xfdf0) return 0; // U+FDD0-FDEF: noncharacters
  return c <= 0xffef ? 1 : 0;
}

/**
 * Reads `*( set / pct-encoded )` from i, `table` being the set's byte table (tableOf), and returns
 * the index of the first code unit that is neither (a delimiter, a forbidden character, or a '%'
 * not followed by two hex digits), or `end`. ASCII only: the IRI parser masks non-ASCII before it
 * gets here (parse.ts), scanIri reads IRI text, and recognize.ts reads an IRI's ASCII runs with
 * scan and the characters between them with iriCharLength.
 * Invariants: a non-ASCII unit stops the loop, by `c < 128` before the table is read (table[c] past
 * 127 would be undefined, never 1, but V8 then makes every inlined copy of scan take the slower
 * out-of-bounds load: once the reader had seen non-ASCII input, tryParse on relative references
 * took 153-169 instead of 106-132 ns, validate on non-ASCII 252-262 instead of 189-192); and
 * nothing is read at or past `end` (the '%' test checks the bound before the
 * two hex digits), since V8 reads an index past a string's end far more slowly than one inside it.
 * The two digits after a '%' are the one unguarded table read, on purpose: only a '%' followed by a
 * non-ASCII unit (never valid) reaches past the table there, and a guard (a `< 128` test, or
 * Math.min) made clean isValid 8-15 % slower in side-by-side runs.
 * @internal
 */
export function scan(s: string, i: number, end: number, table: Uint8Array): number {
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c < 128 && table[c] === 1) {
      i++;
      // eslint-disable-next-line no-restricted-syntax -- unguarded on purpose: see the invariants above
    } else if (c === 37 && i + 2 < end && HEXDIG_TABLE[s.charCodeAt(i + 1)] === 1 && HEXDIG_TABLE[s.charCodeAt(i + 2)] === 1) {
      i += 3;
    } else {
      return i;
    }
  }
  return end;
}

/**
 * Whether s[i] and s[i + 1] are both hex digits (the two after a '%'); false when they are not both
 * before `end`. The bound is tested before the table is read: a read with the NaN that charCodeAt
 * gives past a string's end turns the load site megamorphic (V8's IC log shows it).
 * @internal
 */
export function hexPairAt(s: string, i: number, end: number): boolean {
  return i + 1 < end && isIn(s.charCodeAt(i), HEXDIG) && isIn(s.charCodeAt(i + 1), HEXDIG);
}

/**
 * scan for IRI text: the rule's RFC 3987 twin, with ucschar (and iprivate when `set` has IPRIVATE).
 * Kept apart from scan so that the ASCII loop, inlined across the parser, stays small.
 * @internal
 */
export function scanIri(s: string, i: number, end: number, set: number): number {
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c < 128 && (CHARS[c]! & set) !== 0) {
      i++;
    } else if (c === 37 && hexPairAt(s, i + 1, end)) {
      i += 3;
    } else {
      const n = c >= 0xa0 ? iriCharLength(s, i, set) : 0;
      if (n === 0 || i + n > end) return i;
      i += n;
    }
  }
  return end;
}

// ---------------------------------------------------------------------------------------------
// Percent-encoded UTF-8 (§2.1, §2.5): the one escaper every encoder and message uses

const HEX_UPPER = '0123456789ABCDEF';

/** @internal PCT[b] is "%HH" for the octet b, with upper-case hex (§2.1: producers should use upper case). */
export const PCT: readonly string[] = /* @__PURE__ */ (() => {
  const t: string[] = [];
  for (let b = 0; b < 256; b++) t.push('%' + HEX_UPPER[b >> 4]! + HEX_UPPER[b & 15]!);
  return t;
})();

/** HEX_CODES[v] is the character code of the upper-case hex digit of v (0 to 15). */
const HEX_CODES: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(16);
  for (let v = 0; v < 16; v++) t[v] = HEX_UPPER.charCodeAt(v);
  return t;
})();

/** @internal Writes "%HH" for the octet b at buf[k] (upper-case hex) and returns the index after it. */
export function writeEscape(buf: Uint8Array, k: number, b: number): number {
  buf[k] = 37;
  buf[k + 1] = HEX_CODES[b >> 4]!;
  buf[k + 2] = HEX_CODES[b & 15]!;
  return k + 3;
}

/**
 * @internal utf8Escape written into a byte buffer: the escapes of the code point cp (not a
 * surrogate) at buf[k], 3 to 12 bytes, and the index after them.
 */
export function writeUtf8Escape(buf: Uint8Array, k: number, cp: number): number {
  if (cp < 0x80) return writeEscape(buf, k, cp);
  if (cp < 0x800) return writeEscape(buf, writeEscape(buf, k, 0xc0 | (cp >> 6)), 0x80 | (cp & 63));
  if (cp < 0x10000) {
    k = writeEscape(buf, k, 0xe0 | (cp >> 12));
    k = writeEscape(buf, k, 0x80 | ((cp >> 6) & 63));
    return writeEscape(buf, k, 0x80 | (cp & 63));
  }
  k = writeEscape(buf, k, 0xf0 | (cp >> 18));
  k = writeEscape(buf, k, 0x80 | ((cp >> 12) & 63));
  k = writeEscape(buf, k, 0x80 | ((cp >> 6) & 63));
  return writeEscape(buf, k, 0x80 | (cp & 63));
}

/**
 * The code point cp (0 to 0x10FFFF, not a surrogate) as percent-encoded UTF-8 (RFC 3629 §3), upper
 * case hex: 'é' (0xE9) gives '%C3%A9'.
 * @internal
 */
export function utf8Escape(cp: number): string {
  if (cp < 0x80) return PCT[cp]!;
  if (cp < 0x800) return PCT[0xc0 | (cp >> 6)]! + PCT[0x80 | (cp & 63)]!;
  if (cp < 0x10000) return PCT[0xe0 | (cp >> 12)]! + PCT[0x80 | ((cp >> 6) & 63)]! + PCT[0x80 | (cp & 63)]!;
  return PCT[0xf0 | (cp >> 18)]! + PCT[0x80 | ((cp >> 12) & 63)]! + PCT[0x80 | ((cp >> 6) & 63)]! + PCT[0x80 | (cp & 63)]!;
}

// ---------------------------------------------------------------------------------------------
// Output buffers: a long output written into a typed array and made a string once
//
// Built one piece at a time (`out += piece`, or an array of pieces joined at the end), a megabyte
// output is a rope of a million cons strings or an array of a million small strings. Beyond a few
// hundred KB the young-generation collector copies them to the old generation, and the time per
// byte grows 3-10 times (encode of 768 KB of '%': 56 ns/B against 6.7 at 3 KB, Node 20). Written
// into a Uint8Array (ASCII) or a Uint16Array (any text) and converted once, the output is one
// object and the time per byte stays flat. The converters are the platform's TextDecoder:
// 'utf-8' for ASCII bytes (where UTF-8 and ASCII agree) and 'utf-16le' for code units, the two
// labels every TextDecoder has, small-icu Node builds included. Each conversion costs ~100 ns of
// fixed overhead, so short inputs keep building strings: callers switch to a buffer above a
// length (LONG_OUTPUT), and below it their code is what it was.

/** @internal Inputs at least this long are written into a buffer (see above); shorter ones build strings as they always did. */
export const LONG_OUTPUT = 1024;

/** The part of TextDecoder used here (the project's lib is ES2020 only, without the DOM or Node types). */
interface Decoder {
  decode(input: Uint8Array | Uint16Array): string;
}

/** The scratch buffers never keep more than this many units between calls; a longer output gets its own buffer, garbage after the call. */
const SCRATCH_UNITS = 1 << 15;

// One scratch buffer of each kind, reused across calls: calls do not nest. Every function that
// takes one (the encoders and decode of percent.ts, plusToSpace, the IRI mask of parse.ts, the
// percent steps and relative dot removal of normalize.ts, formEncode, asciiLower, tel's number
// text) is a leaf: it writes its output and makes it a string before it calls anything that may
// take the buffer too, and it calls no user code. Callers that assemble other functions' results
// (buildQuery, stringifyQuery, redact, escapeChars) take a TextBuilder, which has a buffer of its own.
let scratchBytes: Uint8Array | undefined;
let scratchUnits: Uint16Array | undefined;
/** The decoders, made on first use (nothing runs at import); null where the platform has none. */
let asciiDecoder: Decoder | null | undefined;
let unitDecoder: Decoder | null | undefined;

function makeDecoder(label: string): Decoder | null {
  const Ctor = (globalThis as unknown as { TextDecoder?: new (label: string, options: { ignoreBOM: boolean }) => Decoder }).TextDecoder;
  if (typeof Ctor !== 'function') return null;
  // 'utf-16le' reads the Uint16Array's bytes, so it is right only on a little-endian machine
  if (label === 'utf-16le' && new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) return null;
  // ignoreBOM: a leading U+FEFF is a character of the output, which a decoder would otherwise drop
  return new Ctor(label, { ignoreBOM: true });
}

/**
 * @internal A byte buffer of at least `size` bytes for one call's ASCII output: the shared scratch
 * when it is large enough, else a new one (not kept when it is larger than the scratch).
 */
export function byteBuffer(size: number): Uint8Array {
  if (scratchBytes !== undefined && scratchBytes.length >= size) return scratchBytes;
  if (size > SCRATCH_UNITS) return new Uint8Array(size);
  return (scratchBytes = new Uint8Array(SCRATCH_UNITS));
}

/** @internal A UTF-16 buffer of at least `size` code units, as byteBuffer. */
export function unitBuffer(size: number): Uint16Array {
  if (scratchUnits !== undefined && scratchUnits.length >= size) return scratchUnits;
  if (size > SCRATCH_UNITS) return new Uint16Array(size);
  return (scratchUnits = new Uint16Array(SCRATCH_UNITS));
}

/** @internal buf's first `length` bytes in a buffer twice as large (or `size`, if that is larger); the new one is the call's own. */
export function growBytes(buf: Uint8Array, length: number, size: number): Uint8Array {
  const next = new Uint8Array(Math.max(buf.length * 2, size));
  next.set(buf.subarray(0, length));
  return next;
}

/** @internal growBytes for a UTF-16 buffer. */
export function growUnits(buf: Uint16Array, length: number, size: number): Uint16Array {
  const next = new Uint16Array(Math.max(buf.length * 2, size));
  next.set(buf.subarray(0, length));
  return next;
}

/** String.fromCharCode over chunks of 8,192 units: exact for any units, the fallback of both converters. */
function fromCodes(buf: Uint8Array | Uint16Array, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 8192) {
    out += String.fromCharCode.apply(null, buf.subarray(i, Math.min(length, i + 8192)) as unknown as number[]);
  }
  return out;
}

/** @internal The string of buf's first `length` bytes, every one of them ASCII (< 0x80). */
export function bytesToString(buf: Uint8Array, length: number): string {
  if (asciiDecoder === undefined) asciiDecoder = makeDecoder('utf-8');
  return asciiDecoder === null ? fromCodes(buf, length) : asciiDecoder.decode(buf.subarray(0, length));
}

/**
 * @internal The string of buf's first `length` code units, unchanged. A TextDecoder would turn a lone
 * surrogate into U+FFFD, so a buffer that holds one (a literal copied from the input may) takes
 * the exact fallback.
 */
export function unitsToString(buf: Uint16Array, length: number): string {
  if (unitDecoder === undefined) unitDecoder = makeDecoder('utf-16le');
  if (unitDecoder === null || hasLoneSurrogate(buf, length)) return fromCodes(buf, length);
  return unitDecoder.decode(buf.subarray(0, length));
}

function hasLoneSurrogate(buf: Uint16Array, length: number): boolean {
  for (let i = 0; i < length; i++) {
    const c = buf[i]!;
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < length && (buf[i + 1]! & 0xfc00) === 0xdc00) i++;
    else return true;
  }
  return false;
}

/**
 * @internal The tail of a string assembled from many pieces that other functions made (the pairs of
 * a query): each piece's units copied into a UTF-16 buffer, made a string once. Its callers build a
 * string with `out += piece` as for a short result and, once `out` reaches LONG_OUTPUT units, append
 * the rest here (the result is `out + builder.toString()`): so a short result never makes a builder,
 * and a long one is not a rope of a million pieces. Not the shared scratch: the functions that make
 * the pieces (encode, decode) take it between two appends.
 */
export class TextBuilder {
  private buf: Uint16Array;
  private length = 0;

  /** `size`: the units expected, a first guess (the buffer doubles when it is short). */
  constructor(size: number) {
    this.buf = new Uint16Array(Math.max(size, 64));
  }

  append(s: string): void {
    this.appendRange(s, 0, s.length);
  }

  /** Appends s[from, to), without cutting it out first. */
  appendRange(s: string, from: number, to: number): void {
    let k = this.length;
    let buf = this.buf;
    if (k + to - from > buf.length) buf = this.buf = growUnits(buf, k, k + to - from);
    for (let i = from; i < to; i++) buf[k++] = s.charCodeAt(i);
    this.length = k;
  }

  /** Appends one code unit (a separator). */
  appendCode(c: number): void {
    if (this.length === this.buf.length) this.buf = growUnits(this.buf, this.length, 0);
    this.buf[this.length++] = c;
  }

  toString(): string {
    return unitsToString(this.buf, this.length);
  }
}
