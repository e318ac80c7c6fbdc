/** RFC 3986 §3.2.1, §7.5 (seed 002 Security), seed 001 — redact: a URI safe to log, its password and named query values replaced by "****". */

import { argumentError, describeValue } from '../errors.js';
import { decode } from '../percent.js';
import type { Uri } from '../uri.js';
import { toUri } from '../uri.js';
import { contextOf } from './audit.js';
import { passwordSpan } from './rules/password.js';

/** Options of {@link redact}. */
export interface RedactOptions {
  /**
   * Query keys whose values are secrets ('token', 'api_key'): each value becomes "****". Keys are
   * compared after decoding, '+' read as a space (seed 001's key=value&key=value form).
   */
  queryKeys?: readonly string[] | undefined;
  /** Parse a string argument as an RFC 3987 IRI. Default false. */
  iri?: boolean | undefined;
  /** Parse a string argument with RFC 6874 zone identifiers allowed. Default false. */
  zoneId?: boolean | undefined;
}

/** The mask: '*' is a sub-delim, so it may stand in userinfo and query alike (§3.2.1, §3.4). */
const MASK = '****';

function queryKeyOf(raw: string): string {
  return decode(raw.replace(/\+/g, ' '), { invalid: 'replace' });
}

/**
 * The URI with its secrets masked, for logs and messages: the password of the userinfo (after the
 * first ':') becomes "****" (the user name stays), and so does the value of each query pair whose
 * key is in options.queryKeys. The result is a valid URI of the same shape; a URI with no secret
 * comes back as the same string. A string is parsed first and a syntax error throws its UriError.
 * https://www.rfc-editor.org/rfc/rfc3986#section-7.5
 *
 * @example
 * redact('http://user:secret@host/'); // 'http://user:****@host/'
 * redact('https://h/?token=abc&x=1', { queryKeys: ['token'] }); // 'https://h/?token=****&x=1'
 */
export function redact(uri: string | Uri, options?: RedactOptions): string {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw argumentError(`redact: options must be an object, got ${describeValue(options)}`);
  }
  const keys = options?.queryKeys;
  if (keys !== undefined && (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string'))) {
    throw argumentError(`redact: options.queryKeys must be an array of strings, got ${describeValue(keys)}`);
  }
  const parsed = toUri(uri, 'redact: the URI', { iri: options?.iri, zoneId: options?.zoneId });
  const context = contextOf(parsed);
  const s = context.input;
  // the spans to mask, in input order
  const spans: { start: number; end: number }[] = [];
  const password = passwordSpan(context);
  if (password !== undefined) spans.push(password);
  const q = context.query;
  if (q !== undefined && keys !== undefined && keys.length > 0) {
    const wanted = new Set(keys);
    let start = q.start;
    for (let i = q.start; i <= q.end; i++) {
      if (i < q.end && s.charCodeAt(i) !== 38) continue;
      const eq = s.indexOf('=', start);
      if (eq >= 0 && eq < i && eq + 1 < i && wanted.has(queryKeyOf(s.slice(start, eq)))) {
        spans.push({ start: eq + 1, end: i });
      }
      start = i + 1;
    }
  }
  if (spans.length === 0) return s;
  let out = '';
  let from = 0;
  for (const span of spans) {
    out += s.slice(from, span.start) + MASK;
    from = span.end;
  }
  return out + s.slice(from);
}
