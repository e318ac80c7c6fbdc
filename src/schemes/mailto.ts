/** RFC 6068 — the mailto URI scheme: addresses and header fields. */

import { CHARS, UNRESERVED } from '../chars.js';
import { UriError, argumentError } from '../errors.js';
import type { NormalizeStep } from '../normalize.js';
import { encode } from '../percent.js';
import { type Uri, type UriInput, fromComponents } from '../uri.js';
import { schemeError } from './codes.js';
import {
  type ViewInput, asciiLower, decodeAt, escapeChars, expectView, pairsField, schemeField, schemeUri, stringArrayField,
} from './common.js';
import type { SchemeEntry } from './registry.js';
import { beforeFragmentOf, hostStartOf, pathEndOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { MAILTO_INVALID_ADDRESS, MAILTO_INVALID_HFIELD, MAILTO_UNENCODED_DELIMITER } from './codes/text.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * The structured view of a mailto URI (RFC 6068 §2): `mailto:[to][?hfields]`.
 * Everything is percent-decoded (UTF-8), as a mail client uses it; the fragment, which RFC 6068
 * §2 calls meaningless, is not part of the view.
 */
export interface MailtoView {
  /** The scheme, 'mailto'. */
  scheme: 'mailto';
  /** The addresses of the path, decoded: `mailto:gorby%25kremvax@example.com` gives ['gorby%kremvax@example.com']. */
  to: string[];
  /**
   * The header fields of the query in their order, as [name, value], decoded. Names are
   * lower-cased (hfname is case-insensitive, §2); 'body' is the message body. A `to` field stays
   * here, apart from the path's addresses (§2 lets both name recipients).
   */
  headers: [string, string][];
}

// ---------------------------------------------------------------------------------------------
// Tables

/** some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@" */
const SOME_DELIMS = "!$'()*+,;:@";

/** One byte per ASCII code: Q_HFIELD when literal in hfname/hfvalue (qchar), Q_ADDRESS when literal in an address. */
const Q_HFIELD = 1;
const Q_ADDRESS = 2;

function buildTable(): Uint8Array {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if ((CHARS[c]! & UNRESERVED) !== 0) t[c] = Q_HFIELD | Q_ADDRESS;
  for (let i = 0; i < SOME_DELIMS.length; i++) {
    const c = SOME_DELIMS.charCodeAt(i);
    // §2 rule 1: ";" is percent-encoded in an addr-spec; "," separates addresses.
    t[c] = c === 0x3b || c === 0x2c ? Q_HFIELD : Q_HFIELD | Q_ADDRESS;
  }
  return t;
}

/** QCHAR[c] & Q_X is non-zero when the ASCII code c may stand literally in place X. */
const QCHAR: Uint8Array = /* @__PURE__ */ buildTable();

// ---------------------------------------------------------------------------------------------
// Small helpers

// ---------------------------------------------------------------------------------------------
// The rules

/** addr-spec = local-part "@" domain (§2): input[start, end) decoded, with a non-empty local part and domain. */
function readAddress(input: string, start: number, end: number): string {
  if (start === end) throw schemeError(MAILTO_INVALID_ADDRESS, start, input, 'an address is empty');
  const address = decodeAt(input, start, end);
  const at = address.lastIndexOf('@'); // a quoted local part may hold '@' (%40), the domain cannot
  if (at <= 0) throw schemeError(MAILTO_INVALID_ADDRESS, start, input, at < 0 ? "an address has no '@'" : 'an address has no local part');
  if (at === address.length - 1) throw schemeError(MAILTO_INVALID_ADDRESS, end, input, "an address has no domain after '@'");
  return address;
}

/**
 * Checks a mailto URI against RFC 6068 §2 and returns its view: the addresses of the path and the
 * header fields of the query, decoded.
 * See {@link https://www.rfc-editor.org/rfc/rfc6068#section-2 RFC 6068 §2}.
 *
 * @throws {UriError} 'scheme-mismatch'; 'mailto-invalid-address' at an address without '@';
 * 'mailto-unencoded-delimiter' at a '/', '&', ';', '=' or '?' that must be percent-encoded;
 * 'mailto-invalid-hfield' where a header field lacks its '='; a core parse error for a string that is no URI.
 * @example
 * parseMailto('mailto:joe@example.com?cc=bob@example.com&body=hello');
 * // { scheme: 'mailto', to: ['joe@example.com'], headers: [['cc', 'bob@example.com'], ['body', 'hello']] }
 */
export function parseMailto(uri: UriInput): MailtoView {
  const u = schemeUri(uri, ['mailto'], 'parseMailto: the URI').uri;
  const s = u.toString();
  // §2: mailtoURI = "mailto:" [ to ] [ hfields ] — no authority; its '/' would have to be %2F.
  if (hostStartOf(u) >= 0) throw schemeError(MAILTO_UNENCODED_DELIMITER, schemeEndOf(u) + 1, s, "'/' is written %2F: a mailto URI has no authority");
  const end = beforeFragmentOf(u);
  const pathEnd = pathEndOf(u);

  // to = addr-spec *( "," addr-spec )
  const to: string[] = [];
  if (pathEnd > pathStartOf(u)) {
    let start = pathStartOf(u);
    for (let i = start; i <= pathEnd; i++) {
      const c = i < pathEnd ? s.charCodeAt(i) : 0x2c;
      if (c === 0x2c) {
        to.push(readAddress(s, start, i));
        start = i + 1;
      } else if (c === 0x25) {
        i += 2; // the core parser checked every escape
      } else if (c >= 128 || (QCHAR[c]! & Q_ADDRESS) === 0) {
        throw schemeError(MAILTO_UNENCODED_DELIMITER, i, s);
      }
    }
  }

  // hfields = "?" hfield *( "&" hfield ); hfield = hfname "=" hfvalue; hfname, hfvalue = *qchar
  const headers: [string, string][] = [];
  if (queryStartOf(u) >= 0) {
    let start = queryStartOf(u) + 1;
    let eq = -1;
    for (let i = start; i <= end; i++) {
      const c = i < end ? s.charCodeAt(i) : 0x26;
      if (c === 0x26) {
        if (eq < 0) throw schemeError(MAILTO_INVALID_HFIELD, i, s, "a header field needs '=' between its name and value");
        headers.push([asciiLower(decodeAt(s, start, eq)), decodeAt(s, eq + 1, i)]);
        start = i + 1;
        eq = -1;
      } else if (c === 0x3d && eq < 0) {
        eq = i;
      } else if (c === 0x25) {
        i += 2;
      } else if (c >= 128 || (QCHAR[c]! & Q_HFIELD) === 0) {
        throw schemeError(MAILTO_UNENCODED_DELIMITER, i, s);
      }
    }
  }
  return { scheme: 'mailto', to, headers };
}

// ---------------------------------------------------------------------------------------------
// The builder

/** The first place where two plain-data values differ, as a path like 'headers[0][0]', or null when equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  return Object.is(a, b) ? null : path;
}

/**
 * The mailto URI of a view: each address and header field percent-encoded as §2 asks (UTF-8,
 * with '%', '&', ';', '=', ',' and the gen-delims escaped), so that parseMailto gives the view back.
 *
 * @throws {UriError} 'invalid-argument' for a view that is not one parseMailto could return (a
 * header name that is not lower case; a value of the wrong type, the field named); 'scheme-mismatch'
 * for a `scheme` other than 'mailto' (it may be left out); 'mailto-invalid-address' for an address
 * without '@', its index in the URI being built.
 * @example
 * buildMailto({ to: ['gorby%kremvax@example.com'], headers: [['subject', 'caf\u00e9']] }).toString();
 * // 'mailto:gorby%25kremvax@example.com?subject=caf%C3%A9'
 */
export function buildMailto(view: ViewInput<MailtoView>): Uri {
  const fn = 'buildMailto';
  expectView(view, fn);
  schemeField(view, fn, ['mailto']);
  const to = stringArrayField(view, 'to', fn);
  const headers = pairsField(view, 'headers', fn, '[name, value]');
  const addresses = to.map((address) => escapeChars(encode(address, 'segment'), '&;=,'));
  const fields = headers.map(([name, value]) => escapeChars(encode(name, 'segment'), '&=') + '=' + escapeChars(encode(value, 'segment'), '&='));
  const uri = fromComponents({
    scheme: 'mailto',
    path: addresses.join(','),
    query: fields.length === 0 ? undefined : fields.join('&'),
  });
  const again = parseMailto(uri);
  const d = firstDifference(again.to, to, 'to') ?? firstDifference(again.headers, headers, 'headers');
  if (d !== null) {
    throw argumentError(`${fn}: the view is not one parseMailto returns (at ${d}: header names are lower case)`, uri.toString());
  }
  return uri;
}

// ---------------------------------------------------------------------------------------------
// Normalization

/** An address with its domain in lower case (RFC 5321 §2.4: the domain is case-insensitive; the local part is not). */
function lowerDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return address.slice(0, at + 1) + asciiLower(address.slice(at + 1));
}

/** True when every item is an address as readAddress takes it: a local part, '@', a domain. */
function allAddresses(list: readonly string[]): boolean {
  for (const a of list) {
    const at = a.lastIndexOf('@');
    if (at <= 0 || at === a.length - 1) return false;
  }
  return true;
}

/**
 * RFC 6068's equivalences as a normalize step for the registry entry: the recipients of `to`
 * header fields join the path's addresses, in order (§2: "mailto:addr1?to=addr2" and
 * §6.1's `mailto:addr1,addr2` = `mailto:?to=addr1,addr2` = `mailto:addr1?to=addr2`), each
 * address's domain is written in lower case (RFC 5321 §2.4; the local part keeps its case), the
 * header names in lower case (§2: hfname is case-insensitive), and every part percent-encoded as
 * buildMailto writes it. Other header fields keep their order. A URI that breaks RFC 6068's rules
 * is left as it is (the generic steps alone apply to it).
 */
export const mailtoRecipientsStep: NormalizeStep = {
  name: 'mailto-recipients',
  apply(c) {
    if (c.scheme === undefined || c.host !== undefined) return c;
    try {
      const view = parseMailto(fromComponents({ scheme: c.scheme, path: c.path, query: c.query }));
      const to = view.to.map(lowerDomain);
      const headers: [string, string][] = [];
      for (const [name, value] of view.headers) {
        const list = name === 'to' ? value.split(',') : [];
        if (list.length > 0 && allAddresses(list)) for (const a of list) to.push(lowerDomain(a));
        else headers.push([name, value]);
      }
      const out = buildMailto({ to, headers });
      const path = out.path;
      const query = out.query;
      return path === c.path && query === c.query ? c : { ...c, scheme: c.scheme, path, query };
    } catch (e) {
      if (e instanceof UriError) return c;
      throw e;
    }
  },
};

/** The mailto scheme: RFC 6068, opaque. */
export const mailtoScheme: SchemeEntry<MailtoView> = {
  name: 'mailto',
  spec: 'RFC 6068',
  hierarchical: false,
  parse: parseMailto,
  build: buildMailto,
  steps: [mailtoRecipientsStep],
};
