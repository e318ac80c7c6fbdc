/** RFC 3986 §3.2.1, §7.5 (the uri(7) manual page Security), the W3C note "URIs in the WWW" — redact: a URI safe to log, its password and named query values replaced by "****". */

import { LONG_OUTPUT, TextBuilder } from '../chars.js';
import { type Fields, arrayOf, checkOptions, isBoolean, isString } from '../options.js';
import { decode, plusToSpace } from '../percent.js';
import type { UriInput } from '../uri.js';
import { toUri } from '../uri.js';
import { contextOf } from './audit.js';
import { passwordSpan } from './rules/password.js';

/** Options of {@link redact}. */
export interface RedactOptions {
  /**
   * Query keys whose values are secrets ('token', 'api_key'): each value becomes "****". Keys are
   * compared after decoding, '+' read as a space (the W3C note's key=value&key=value form).
   */
  queryKeys?: readonly string[] | undefined;
  /** Parse a string argument as an RFC 3987 IRI. Default false. */
  iri?: boolean | undefined;
  /** Parse a string argument with RFC 6874 zone identifiers allowed. Default false. */
  zoneId?: boolean | undefined;
}

/** The fields of RedactOptions, checked (see options.ts). */
const REDACT_FIELDS: Fields = { queryKeys: /* @__PURE__ */ arrayOf(isString, 'strings'), iri: isBoolean, zoneId: isBoolean };

/** The mask: '*' is a sub-delim, so it may stand in userinfo and query alike (§3.2.1, §3.4). */
const MASK = '****';

/** decode's options for a query key: an invalid escape is kept, not an error. */
const REPLACE = { invalid: 'replace' } as const;

function queryKeyOf(raw: string): string {
  return decode(plusToSpace(raw), REPLACE);
}

/**
 * The URI with its secrets masked, for logs and messages: the password of the userinfo (after the
 * first ':') becomes "****" (the user name stays), and so does the value of each query pair whose
 * key is in options.queryKeys. The result is a valid URI of the same shape; a URI with no secret
 * comes back as the same string. A string is parsed first and a syntax error throws its UriError.
 * https://www.rfc-editor.org/rfc/rfc3986#section-7.5
 *
 * @throws {UriError} the parse error of a string that is not a URI reference; 'invalid-argument'
 * for a URI that is neither a string nor a Uri, options that are not an object, an unknown option,
 * or a field of the wrong type (`queryKeys` an array of strings, `iri` and `zoneId` booleans).
 * @example
 * redact('http://user:secret@host/'); // 'http://user:****@host/'
 * redact('https://h/?token=abc&x=1', { queryKeys: ['token'] }); // 'https://h/?token=****&x=1'
 */
export function redact(uri: UriInput, options?: RedactOptions): string {
  checkOptions(options, 'redact', REDACT_FIELDS);
  const keys = options?.queryKeys;
  const parsed = toUri(uri, 'redact: the URI', { iri: options?.iri, zoneId: options?.zoneId });
  const context = contextOf(parsed);
  const s = context.input;
  // the spans to mask, in input order, as start and end (numbers, not an object each: there may be a million)
  const spans: number[] = [];
  const password = passwordSpan(context);
  if (password !== undefined) spans.push(password.start, password.end);
  const q = context.query;
  if (q !== undefined && keys !== undefined && keys.length > 0) {
    const wanted = new Set(keys);
    // one pass: each pair's first '=' is noted on the way (an indexOf per pair would rescan the
    // rest of the query for a pair without '=': quadratic on '&&&...')
    let start = q.start;
    let eq = -1;
    for (let i = q.start; i <= q.end; i++) {
      const c = i < q.end ? s.charCodeAt(i) : 38;
      if (c === 61 && eq < 0) eq = i;
      if (c !== 38) continue;
      if (eq >= 0 && eq + 1 < i && wanted.has(queryKeyOf(s.slice(start, eq)))) spans.push(eq + 1, i);
      start = i + 1;
      eq = -1;
    }
  }
  if (spans.length === 0) return s;
  let out = '';
  let tail: TextBuilder | null = null; // once `out` is long, the rest (see TextBuilder in chars.ts)
  let from = 0;
  for (let k = 0; k < spans.length; k += 2) {
    if (tail === null) {
      out += s.slice(from, spans[k]!) + MASK;
      if (out.length >= LONG_OUTPUT) tail = new TextBuilder(s.length - spans[k + 1]!);
    } else {
      tail.appendRange(s, from, spans[k]!);
      tail.append(MASK);
    }
    from = spans[k + 1]!;
  }
  if (tail === null) return out + s.slice(from);
  tail.appendRange(s, from, s.length);
  return out + tail.toString();
}
