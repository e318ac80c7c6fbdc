/** RFC 3987 §3.1-3.2 — mapping IRIs to URIs and URIs back to IRIs. */

import { IPRIVATE, REG_NAME, hexValue, iriCharLength, scanIri } from '../chars.js';
import { UriError } from '../errors.js';
import { type IdnaOptions, IDNA_FIELDS, domainToAscii, domainToUnicode } from '../idna/idna.js';
import { type Fields, checkOptions, objectOf, oneOf } from '../options.js';
import { decode, encode } from '../percent.js';
import { Uri, parse, toUri, type UriInput } from '../uri.js';
import { HOST_IPV6, HOST_IPVFUTURE, HOST_REG_NAME, PARSE_ZONES, beforeFragmentOf, hostEndOf, hostKindOf, hostStartOf, queryStartOf, uriFlagsOf } from '../offsets.js';

// ---------------------------------------------------------------------------------------------
// Types

/** Options of {@link iriToUri}. */
export interface IriToUriOptions {
  /**
   * How a reg-name host with non-ASCII in it is written in the URI.
   * - 'percent-encode' (default): like every other component, as percent-encoded UTF-8 (RFC 3987
   *   §3.1 step 2 as written; RFC 3986 §3.2.2 allows pct-encoded in a reg-name). The mapping is then
   *   the identity on URIs and idempotent, as §3.1 says it is.
   * - 'idna': as A-labels, by UTS #46 ToASCII (domainToAscii). RFC 3987 §3.1: "Systems accepting
   *   IRIs MAY convert the ireg-name component of an IRI as follows (before step 2 above) for
   *   schemes known to use domain names in ireg-name [...] Replace the ireg-name part of the IRI by
   *   the part converted using the ToASCII operation". A host holds non-ASCII when it has a
   *   non-ASCII character or a percent-encoded octet above %7F; such a host is percent-decoded
   *   (UTF-8) and converted as a whole, so its ASCII labels come out lower-cased. A host that is
   *   ASCII already (no such octet) is left exactly as written, as RFC 3490's ToASCII leaves an
   *   all-ASCII label.
   */
  host?: 'percent-encode' | 'idna' | undefined;
  /** Options for domainToAscii with host 'idna' (default: its 'strict' preset, whose UseSTD3ASCIIRules is what §3.1 asks for). */
  idna?: IdnaOptions | undefined;
}

/** Options of {@link uriToIri}. */
export interface UriToIriOptions {
  /**
   * What happens to the A-labels ('xn--' labels) of a reg-name host.
   * - 'keep' (default): they stay as written; RFC 3987 §3.2's example keeps 'xn--99zt52a'.
   * - 'unicode': each A-label becomes its U-label by UTS #46 ToUnicode (domainToUnicode). §3.2:
   *   "Implementations with scheme-specific knowledge MAY convert punycode-encoded domain name
   *   labels to the corresponding characters by using the ToUnicode procedure." A label that
   *   ToUnicode rejects stays as written (RFC 3490 §4.2: "ToUnicode never fails"). Mapping the IRI
   *   back with iriToUri then gives the U-label percent-encoded, or with host 'idna' an A-label.
   */
  host?: 'keep' | 'unicode' | undefined;
  /** Options for domainToUnicode with host 'unicode' (default: its 'strict' preset). */
  idna?: IdnaOptions | undefined;
}

/**
 * The fields of IriToUriOptions and UriToIriOptions, checked (see options.ts). `idna` is checked
 * in full whatever the host option, so that a mistake in it does not wait for a non-ASCII host.
 */
const IRI_TO_URI_FIELDS: Fields = { host: /* @__PURE__ */ oneOf(['percent-encode', 'idna']), idna: /* @__PURE__ */ objectOf(IDNA_FIELDS) };
const URI_TO_IRI_FIELDS: Fields = { host: /* @__PURE__ */ oneOf(['keep', 'unicode']), idna: /* @__PURE__ */ objectOf(IDNA_FIELDS) };

// ---------------------------------------------------------------------------------------------
// Small helpers

/**
 * The same error at another place: an error from a helper that saw only the host (decode, IDNA),
 * moved to `index` in the whole input, with the helper's detail.
 */
function relocate(e: UriError, index: number, input: string): UriError {
  return e.relocated(index, input, `in the host, ${e.detail ?? e.entry?.title ?? e.code}`);
}

/**
 * The index in `host` (percent-encoded, valid UTF-8) of code unit j of its decoded form: each
 * escaped UTF-8 sequence is one code point, two UTF-16 units when it has four octets.
 */
function hostIndexOf(host: string, j: number): number {
  let p = 0;
  for (let q = 0; q < j && p < host.length;) {
    if (host.charCodeAt(p) === 37) {
      const b = (hexValue(host.charCodeAt(p + 1)) << 4) | hexValue(host.charCodeAt(p + 2));
      const n = b < 0x80 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      p += 3 * n;
      q += n === 4 ? 2 : 1;
    } else {
      p++;
      q++;
    }
  }
  return p;
}

/** True when [start, end) holds a non-ASCII character or a pct-encoded octet above %7F. */
function holdsNonAscii(s: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80 || (c === 37 && hexValue(s.charCodeAt(i + 1)) >= 8)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// §3.1 IRI -> URI

/**
 * §3.1 step 2 on s[from, to): every non-ASCII code point (in a parsed IRI, only ucschar and
 * iprivate can be there) becomes its UTF-8 octets as %HH with upper-case hex (2.1-2.3); ASCII and
 * existing escapes are copied ("characters allowed in URI references and existing
 * percent-encoded sequences are not encoded further").
 */
function encodeNonAscii(s: string, from: number, to: number): string {
  let out = '';
  let i = from;
  while (i < to) {
    let j = i;
    while (j < to && s.charCodeAt(j) < 0x80) j++; // ASCII run: copied
    out += s.slice(i, j);
    i = j;
    while (j < to && s.charCodeAt(j) >= 0x80) j++; // non-ASCII run: encoded (no lone surrogates, the parser saw to that)
    if (j > i) out += encode(s.slice(i, j), 'segment');
    i = j;
  }
  return out;
}

/** §3.1 "converted using the ToASCII operation": the reg-name s[start, end) as A-labels, errors placed in s. */
function hostToAscii(s: string, start: number, end: number, idna: IdnaOptions | undefined): string {
  const host = s.slice(start, end);
  let domain: string;
  try {
    domain = decode(host); // RFC 3986 §3.2.2: the escapes of a reg-name are UTF-8 octets of the name
  } catch (e) {
    throw e instanceof UriError ? relocate(e, start + e.index, s) : e;
  }
  let ascii: string;
  try {
    ascii = domainToAscii(domain, idna);
  } catch (e) {
    if (e instanceof UriError && e.code !== 'invalid-argument') throw relocate(e, start + hostIndexOf(host, e.index), s);
    throw e;
  }
  // What a reg-name cannot hold (possible only with lenient IDNA flags) is percent-encoded.
  return encode(ascii, 'host');
}

/**
 * Maps an IRI to a URI (RFC 3987 §3.1, https://www.rfc-editor.org/rfc/rfc3987#section-3.1): each
 * ucschar and iprivate character becomes its UTF-8 octets percent-encoded with upper-case hex;
 * ASCII and the escapes already there are kept as they are. The result is a URI (parsed in URI
 * mode, `isIri` false) that identifies the same resource.
 *
 * A string is parsed as an IRI reference (`{ iri: true }`); a Uri may be of either mode. The
 * mapping is the identity on URIs and idempotent (§3.1). It does not apply NFC (§3.1 step 1 variant
 * c: a Unicode IRI is mapped as it is); run {@link nfcStep} first if the text may not be in NFC.
 *
 * Round trip: `uriToIri(iriToUri(x)).toString() === x` for every IRI x without escapes of its own.
 * An IRI that already holds escapes of UTF-8 (`D%C3%BCrst`) keeps them here, and uriToIri then
 * decodes them, so for such an IRI the round trip gives the decoded form (`D\u00FCrst`), not x.
 *
 * Comparing an IRI with a URI (RFC 3987 §5.3, https://www.rfc-editor.org/rfc/rfc3987#section-5.3:
 * the two forms of one identifier compare equal only once their percent-encoding is aligned): map
 * the IRI with iriToUri, then compare the two URIs with `equivalent`, which also folds the case of
 * the hex digits (RFC 3986 §6.2.2.1). Comparing the strings as they are says "different".
 *
 * @throws {UriError} the parser's code and index when the string is not an IRI reference; with
 * host 'idna', the domainToAscii code (an 'idna-...' code, or 'invalid-utf8' for a host whose
 * escapes are not UTF-8) at the index in the input of the offending character or label;
 * 'invalid-argument' for a value that is not a string or a Uri, options that are not an object, an
 * unknown option, a host that is not one of its values, or an `idna` that is not IDNA options (as
 * domainToAscii checks them, whatever the host option).
 * @example
 * iriToUri('http://www.example.org/red%09ros\u00E9#red').toString(); // 'http://www.example.org/red%09ros%C3%A9#red'
 * iriToUri('http://r\u00E9sum\u00E9.example.org').toString();         // 'http://r%C3%A9sum%C3%A9.example.org'
 * iriToUri('http://r\u00E9sum\u00E9.example.org', { host: 'idna' }).toString(); // 'http://xn--rsum-bpad.example.org'
 * equivalent(iriToUri('http://www.example.org/r\u00E9sum\u00E9.html'), 'http://www.example.org/r%c3%a9sum%c3%a9.html'); // true
 */
export function iriToUri(iri: UriInput, options?: IriToUriOptions): Uri {
  checkOptions(options, 'iriToUri', IRI_TO_URI_FIELDS);
  const host = options?.host ?? 'percent-encode';
  const idna = options?.idna;
  const u = toUri(iri, 'iriToUri: the IRI', { iri: true });
  const s = u.toString();
  let out: string;
  if (host === 'idna' && hostKindOf(u) === HOST_REG_NAME && holdsNonAscii(s, hostStartOf(u), hostEndOf(u))) {
    // §3.1: the ireg-name is converted "before step 2 above"; step 2 then has nothing left to do in it
    out = encodeNonAscii(s, 0, hostStartOf(u)) + hostToAscii(s, hostStartOf(u), hostEndOf(u), idna) + encodeNonAscii(s, hostEndOf(u), s.length);
  } else {
    out = encodeNonAscii(s, 0, s.length);
  }
  if (out === s && !u.isIri) return u;
  return parse(out, { zoneId: (uriFlagsOf(u) & PARSE_ZONES) !== 0 }); // a Uri read with RFC 6874 zones keeps them
}

// ---------------------------------------------------------------------------------------------
// §3.2 URI -> IRI

/**
 * §3.2 steps 2-5 on s[from, to), one component (or several with the same repertoire): `set` is 0
 * for ucschar, IPRIVATE where iprivate is allowed too (iquery). Every %HH of an ASCII octet is kept
 * as written. Deviation (README): step 2 decodes escapes of unreserved characters too (%41 -> 'A');
 * that is RFC 3986 §6.2.2.2 normalization, not conversion, and keeping them makes the conversion
 * exactly reversible; normalize's 'decode-unreserved' step does the decoding when it is wanted.
 * An escape of an octet above %7F is decoded when it is part of a strictly legal UTF-8 sequence
 * (step 3) whose character an IRI may hold here (step 4: ucschar, or iprivate in the query; not the
 * bidi formatting characters of §4.1); otherwise it is re-encoded, with upper-case hex as §3.2's
 * example shows ('%e2%80%ae' -> '%E2%80%AE').
 * Invariant: the input was parsed, so every '%' starts a full escape; escapes stand only in
 * userinfo, reg-name, path, query and fragment, all of which take ucschar in an IRI, and in an
 * RFC 6874 zone identifier, which does not and which the caller keeps out of the range.
 */
function decodeIri(s: string, from: number, to: number, set: number): string {
  let out = '';
  let runStart = from; // [runStart, i) is copied text not yet in out
  let i = s.indexOf('%', from);
  while (i >= 0 && i < to) {
    const b = (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2));
    if (b < 0x80) {
      i = s.indexOf('%', i + 3); // (a) ASCII: kept as written
      continue;
    }
    out += s.slice(runStart, i);
    // RFC 3629 §4 UTF8-2 / UTF8-3 / UTF8-4: the number of continuation octets and the range of the first
    let n = 0;
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) n = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      n = 2;
      if (b === 0xe0) lower = 0xa0; // overlong
      else if (b === 0xed) upper = 0x9f; // UTF-16 surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      n = 3;
      if (b === 0xf0) lower = 0x90; // overlong
      else if (b === 0xf4) upper = 0x8f; // above U+10FFFF
    }
    let cp = n === 1 ? b & 0x1f : n === 2 ? b & 0x0f : b & 0x07;
    let k = 1;
    for (; k <= n; k++) {
      const p = i + 3 * k;
      if (p + 2 >= to || s.charCodeAt(p) !== 37) break;
      const c = (hexValue(s.charCodeAt(p + 1)) << 4) | hexValue(s.charCodeAt(p + 2));
      if (c < lower || c > upper) break;
      lower = 0x80;
      upper = 0xbf;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (n === 0 || k <= n) {
      // (b) §3.2 step 3: not part of a strictly legal UTF-8 sequence. Only this octet is settled;
      // the next one is read again, as a lead octet, by the loop.
      out += '%' + s.charAt(i + 1).toUpperCase() + s.charAt(i + 2).toUpperCase();
      i += 3;
    } else {
      const end = i + 3 * (n + 1);
      const ch = String.fromCodePoint(cp);
      // (c), (d) §3.2 step 4 (§2.2 ucschar / iprivate, §4.1 bidi formatting characters): iriCharLength says no
      out += iriCharLength(ch, 0, set) !== 0 ? ch : s.slice(i, end).toUpperCase();
      i = end;
    }
    runStart = i;
    i = s.indexOf('%', i);
  }
  return runStart === from ? s.slice(from, to) : out + s.slice(runStart, to);
}

/** §3.2 ToUnicode on each 'xn--' label of an IRI reg-name; a label it rejects stays as written. */
function hostToUnicode(host: string, idna: IdnaOptions | undefined): string {
  const labels = host.split('.');
  let changed = false;
  for (let k = 0; k < labels.length; k++) {
    const label = labels[k]!;
    if (label.slice(0, 4).toLowerCase() !== 'xn--' || label.includes('%')) continue;
    let u: string;
    try {
      u = domainToUnicode(label, idna);
    } catch (e) {
      if (e instanceof UriError && e.code !== 'invalid-argument') continue; // RFC 3490 §4.2: ToUnicode never fails
      throw e;
    }
    // The U-label must be what an ireg-name holds, or the IRI would change (or stop being one).
    if (u === '' || u.includes('%') || u.includes('.') || scanIri(u, 0, u.length, REG_NAME) !== u.length) continue;
    labels[k] = u;
    changed = true;
  }
  return changed ? labels.join('.') : host;
}

/**
 * Converts a URI to an IRI (RFC 3987 §3.2, https://www.rfc-editor.org/rfc/rfc3987#section-3.2):
 * percent-encoded UTF-8 becomes the characters it encodes, except where that would change the
 * meaning or give something an IRI may not hold. Kept encoded are:
 * (a) every escape of an ASCII octet, as written: reserved characters MUST stay encoded, '%' and
 *     the ASCII an IRI forbids too, and unreserved ones are kept as well (decoding them is
 *     normalization, not conversion; a deviation from step 2, listed in the README);
 * (b) octets that are not part of a strictly legal UTF-8 sequence (step 3): overlong forms,
 *     surrogates, code points above U+10FFFF, stray or missing continuation octets;
 * (c) characters that are not ucschar, or iprivate in the query (step 4, §2.2): C1 controls,
 *     noncharacters, tag characters, private use outside the query;
 * (d) the bidi formatting characters of §4.1 (LRM, RLM, LRE, RLE, PDF, LRO, RLO).
 * Octets kept encoded under (b)-(d) are written with upper-case hex, as §3.2's third example does.
 * A-labels in the host stay as they are unless `host: 'unicode'` is asked for (e).
 *
 * A string is parsed as a URI reference (RFC 3986); a Uri may be of either mode, and the literal
 * characters of an IRI pass through unchanged (so an IRI's own escapes can be decoded too). The
 * result is parsed as an IRI reference (`isIri` true).
 *
 * Round trip: `iriToUri(uriToIri(u)).toString() === u` for every URI u whose escapes of octets above
 * %7F use upper-case hex; for other URIs the result is u with those hex digits upper-cased (they
 * were decoded and encoded again, or re-encoded by (b)-(d)).
 *
 * @throws {UriError} the parser's code and index when the string is not a URI reference;
 * 'invalid-argument' for a value that is not a string or a Uri, or options as iriToUri checks them.
 * @example
 * uriToIri('http://www.example.org/D%C3%BCrst').toString();        // 'http://www.example.org/D\u00FCrst'
 * uriToIri('http://www.example.org/D%FCrst').toString();           // 'http://www.example.org/D%FCrst'
 * uriToIri('http://xn--99zt52a.example.org/%e2%80%ae').toString(); // 'http://xn--99zt52a.example.org/%E2%80%AE'
 * uriToIri('http://xn--99zt52a.example.org/%e2%80%ae', { host: 'unicode' }).toString(); // 'http://\u7D0D\u8C46.example.org/%E2%80%AE'
 */
export function uriToIri(uri: UriInput, options?: UriToIriOptions): Uri {
  checkOptions(options, 'uriToIri', URI_TO_IRI_FIELDS);
  const host = options?.host ?? 'keep';
  const idna = options?.idna;
  const u = toUri(uri, 'uriToIri: the URI', undefined);
  const s = u.toString();
  const queryStart = queryStartOf(u) >= 0 ? queryStartOf(u) + 1 : -1; // the first character of the query
  const queryEnd = beforeFragmentOf(u);
  const head = queryStart >= 0 ? queryStart : queryEnd; // everything before the query (its '?' included)
  const { _hostStart: hs, _hostEnd: he, _hostKind: kind } = u;
  let out: string;
  if (kind === HOST_IPV6 || kind === HOST_IPVFUTURE) {
    // An IP-literal stays ASCII in an IRI: the escapes of an RFC 6874 zone identifier are kept.
    out = decodeIri(s, 0, hs, 0) + s.slice(hs, he) + decodeIri(s, he, head, 0);
  } else if (host === 'unicode' && kind === HOST_REG_NAME) {
    out = decodeIri(s, 0, hs, 0) + hostToUnicode(decodeIri(s, hs, he, 0), idna) + decodeIri(s, he, head, 0);
  } else {
    out = decodeIri(s, 0, head, 0);
  }
  if (queryStart >= 0) out += decodeIri(s, queryStart, queryEnd, IPRIVATE); // iquery alone takes iprivate
  if (queryEnd < s.length) out += decodeIri(s, queryEnd, s.length, 0);
  return parse(out, { iri: true, zoneId: (uriFlagsOf(u) & PARSE_ZONES) !== 0 });
}
