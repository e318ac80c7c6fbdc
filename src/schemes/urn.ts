/** RFC 8141 — the urn URI scheme: namespace identifier, namespace-specific string, r/q/f-components, URN-equivalence. */

import { CHARS, ALPHA, DIGIT, HEXDIG, PCHAR } from '../chars.js';
import { argumentError } from '../errors.js';
import { type Uri, type UriInput, fromComponents } from '../uri.js';
import { schemeError } from './codes.js';
import { type ViewInput, asciiLower, expectView, optionalField, schemeField, schemeUri, showData, stringField } from './common.js';
import type { SchemeEntry } from './registry.js';
import type { NormalizeStep } from '../normalize.js';
import { beforeFragmentOf, fragmentStartOf, pathEndOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { URN_EMPTY_NSS, URN_INVALID_NID, URN_INVALID_NSS, URN_INVALID_RQ_COMPONENT } from './codes/text.js';

// ---------------------------------------------------------------------------------------------
// Types

/**
 * The structured view of a URN (RFC 8141 §2): `urn:<NID>:<NSS>[?+r-component][?=q-component][#f-component]`.
 * Every part is raw, as written (percent-encoding kept): §3 compares the NSS with its escapes
 * undecoded, and the components' inner syntax belongs to the namespace or the resolver.
 */
export interface UrnView {
  /** The scheme, 'urn' (written in any case: RFC 8141 §3.1 compares it without regard to case). */
  scheme: 'urn';
  /** The namespace identifier as written (its case is not significant: see urnComparisonKey). */
  nid: string;
  /** The namespace-specific string, raw. */
  nss: string;
  /** The r-component (after "?+"), raw, or undefined. */
  rComponent: string | undefined;
  /** The q-component (after "?="), raw, or undefined. */
  qComponent: string | undefined;
  /** The f-component (the fragment), raw, or undefined. */
  fComponent: string | undefined;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** alphanum = ALPHA / DIGIT */
function isAlphanum(c: number): boolean {
  return c < 128 && (CHARS[c]! & (ALPHA | DIGIT)) !== 0;
}

/** pchar's first character: pchar itself or the '%' of an escape (the core parser checked escapes). */
function startsWithPchar(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c === 0x25 || (c < 128 && (CHARS[c]! & PCHAR) !== 0);
}

// ---------------------------------------------------------------------------------------------
// The rules

/**
 * Reads the rq-components of a URN's query (§2): `[ "?+" r-component ] [ "?=" q-component ]`,
 * each `pchar *( pchar / "/" / "?" )`. The r-component ends at the first "?=". Returns [r, q].
 */
function readRqComponents(s: string, queryStart: number, end: number): [string | undefined, string | undefined] {
  let i = queryStart + 1;
  if (i === end) throw schemeError(URN_INVALID_RQ_COMPONENT, i, s, "a bare '?' is neither an r- nor a q-component");
  let r: string | undefined;
  let q: string | undefined;
  if (s.charCodeAt(i) === 0x2b) {
    const start = i + 1;
    let stop = s.indexOf('?=', start);
    if (stop < 0 || stop >= end) stop = end;
    if (start === stop || !startsWithPchar(s, start)) {
      throw schemeError(URN_INVALID_RQ_COMPONENT, start, s, "the r-component after '?+' starts with a pchar");
    }
    r = s.slice(start, stop);
    i = stop === end ? end : stop + 1;
  }
  if (i < end) {
    if (s.charCodeAt(i) !== 0x3d) {
      throw schemeError(URN_INVALID_RQ_COMPONENT, i, s, "the query of a URN starts with '+' (r-component) or '=' (q-component)");
    }
    const start = i + 1;
    if (start === end || !startsWithPchar(s, start)) {
      throw schemeError(URN_INVALID_RQ_COMPONENT, start, s, "the q-component after '?=' starts with a pchar");
    }
    q = s.slice(start, end);
  }
  return [r, q];
}

/**
 * Checks a URN against RFC 8141 §2 and returns its view.
 * See {@link https://www.rfc-editor.org/rfc/rfc8141#section-2 RFC 8141 §2}.
 *
 * @throws {UriError} 'scheme-mismatch'; 'urn-invalid-nid' at the first character that breaks
 * `NID = alphanum 0*30ldh alphanum`; 'urn-empty-nss'; 'urn-invalid-nss' at an NSS starting with '/';
 * 'urn-invalid-rq-component' at a query that is not "?+" r / "?=" q; a core parse error for a string that is no URI.
 * @example
 * parseUrn('urn:example:a123,z456?+abc#789');
 * // { scheme: 'urn', nid: 'example', nss: 'a123,z456', rComponent: 'abc', qComponent: undefined, fComponent: '789' }
 */
export function parseUrn(uri: UriInput): UrnView {
  const u = schemeUri(uri, ['urn'], 'parseUrn: the URI').uri;
  const s = u.toString();
  // assigned-name = "urn" ":" NID ":" NSS; an authority's "//" fails the NID's first character.
  const nidStart = schemeEndOf(u) + 1;
  const end = beforeFragmentOf(u);
  const pathEnd = pathEndOf(u);
  // NID = (alphanum) 0*30(ldh) (alphanum); ldh = alphanum / "-"
  let i = nidStart;
  while (i < pathEnd && (isAlphanum(s.charCodeAt(i)) || s.charCodeAt(i) === 0x2d)) i++;
  const nidLength = i - nidStart;
  if (i < pathEnd && s.charCodeAt(i) !== 0x3a) {
    throw schemeError(URN_INVALID_NID, i, s, "a namespace identifier holds letters, digits and '-', and ends with ':'");
  }
  if (nidLength < 2) throw schemeError(URN_INVALID_NID, nidStart, s, 'a namespace identifier has at least 2 characters');
  if (nidLength > 32) throw schemeError(URN_INVALID_NID, nidStart + 32, s, 'a namespace identifier has at most 32 characters');
  if (s.charCodeAt(nidStart) === 0x2d) throw schemeError(URN_INVALID_NID, nidStart, s, "a namespace identifier cannot start with '-'");
  if (s.charCodeAt(i - 1) === 0x2d) throw schemeError(URN_INVALID_NID, i - 1, s, "a namespace identifier cannot end with '-'");
  // NSS = pchar *(pchar / "/")
  const nssStart = i + 1;
  if (nssStart >= pathEnd) throw schemeError(URN_EMPTY_NSS, Math.min(nssStart, pathEnd), s);
  if (s.charCodeAt(nssStart) === 0x2f) throw schemeError(URN_INVALID_NSS, nssStart, s);
  const [rComponent, qComponent] = queryStartOf(u) >= 0 ? readRqComponents(s, queryStartOf(u), end) : [undefined, undefined];
  return {
    scheme: 'urn',
    nid: s.slice(nidStart, i),
    nss: s.slice(nssStart, pathEnd),
    rComponent,
    qComponent,
    fComponent: fragmentStartOf(u) >= 0 ? s.slice(fragmentStartOf(u) + 1) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Comparison (§3)

/** Upper-cases the hex digits of every escape: §3.1 step 3. */
function upperEscapes(text: string): string {
  let out = '';
  let from = 0;
  for (let i = text.indexOf('%'); i >= 0; i = text.indexOf('%', i + 3)) {
    out += text.slice(from, i + 1) + text.slice(i + 1, i + 3).toUpperCase();
    from = i + 3;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * The URN-equivalence key of RFC 8141 §3.1: "urn:", the NID lower-cased, ":", and the NSS with the
 * hex digits of its escapes upper-cased (escapes are not decoded, other characters keep their
 * case); the r-, q- and f-components are left out. Two URNs are URN-equivalent when their keys
 * are equal.
 * See {@link https://www.rfc-editor.org/rfc/rfc8141#section-3 RFC 8141 §3}.
 *
 * @example
 * urnComparisonKey('URN:EXAMPLE:a123%2cz456?=xyz'); // 'urn:example:a123%2Cz456'
 */
export function urnComparisonKey(uri: UriInput): string {
  const v = parseUrn(uri);
  return 'urn:' + v.nid.toLowerCase() + ':' + upperEscapes(v.nss);
}

/**
 * True when two URNs are URN-equivalent (RFC 8141 §3): equal comparison keys.
 *
 * @example
 * urnEquivalent('urn:example:a123,z456', 'urn:EXAMPLE:a123,z456#789'); // true
 * urnEquivalent('urn:example:a123,z456', 'urn:example:a123%2Cz456'); // false
 */
export function urnEquivalent(a: UriInput, b: UriInput): boolean {
  return urnComparisonKey(a) === urnComparisonKey(b);
}

// ---------------------------------------------------------------------------------------------
// The builder

/**
 * The URN of a view. The parts are raw, so they are checked, not encoded: each must already be
 * valid where it goes (the core reports a character that is not, like a space in the NSS), and the
 * result must read back as the same view.
 *
 * @throws {UriError} the core's error for a character not allowed in its component; a urn-* error
 * for a broken §2 rule; 'invalid-argument' for a wrong type (the field named), or an r-component
 * holding "?="; 'scheme-mismatch' for a `scheme` other than 'urn' (it may be left out).
 * @example
 * buildUrn({ nid: 'isbn', nss: '0451450523', rComponent: undefined, qComponent: undefined, fComponent: undefined }).toString();
 * // 'urn:isbn:0451450523'
 */
export function buildUrn(view: ViewInput<UrnView>): Uri {
  const fn = 'buildUrn';
  expectView(view, fn);
  const fields = {
    scheme: schemeField(view, fn, ['urn']),
    nid: stringField(view, 'nid', fn),
    nss: stringField(view, 'nss', fn),
    rComponent: optionalField(view, 'rComponent', fn),
    qComponent: optionalField(view, 'qComponent', fn),
    fComponent: optionalField(view, 'fComponent', fn),
  };
  const { rComponent: r, qComponent: q } = fields;
  const query = r === undefined && q === undefined ? undefined : (r === undefined ? '' : '+' + r) + (q === undefined ? '' : (r === undefined ? '=' : '?=') + q);
  const uri = fromComponents({ scheme: 'urn', path: fields.nid + ':' + fields.nss, query, fragment: fields.fComponent });
  const again = parseUrn(uri);
  for (const key of ['nid', 'nss', 'rComponent', 'qComponent', 'fComponent'] as const) {
    if (again[key] !== fields[key]) {
      throw argumentError(`${fn}: the ${key} ${showData(fields[key])} does not read back as itself (an r-component cannot hold '?=', an NID cannot hold ':')`, uri.toString());
    }
  }
  return uri;
}

/**
 * RFC 8141 §3.1: the NID is case-insensitive, so normalization writes it in lower case (the
 * scheme itself is lower-cased by the generic step). A normalize step for the registry entry.
 */
export const urnLowercaseNidStep: NormalizeStep = {
  name: 'urn-lowercase-nid',
  apply(c) {
    const colon = c.path.indexOf(':');
    if (colon <= 0) return c;
    const nid = asciiLower(c.path.slice(0, colon));
    return nid === c.path.slice(0, colon) ? c : { ...c, path: nid + c.path.slice(colon) };
  },
};

/** True when s[start, end) is a UUID's text, `8-4-4-4-12` hex digits in any case (RFC 4122 §3 "UUID"). */
function isUuid(s: string, start: number, end: number): boolean {
  if (end - start !== 36) return false;
  for (let i = 0; i < 36; i++) {
    const c = s.charCodeAt(start + i);
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (c !== 0x2d) return false;
    } else if (c >= 128 || (CHARS[c]! & HEXDIG) === 0) {
      return false;
    }
  }
  return true;
}

/**
 * RFC 4122 §3: in a `urn:uuid:` URN the hex digits "are case insensitive on input" and written in
 * lower case, so normalization writes them in lower case (`urn:uuid:F81D4FAE-...` is
 * `urn:uuid:f81d4fae-...`). Only an NSS that is a UUID's text is touched. A normalize step for
 * the registry entry, after urn-lowercase-nid.
 */
export const urnUuidLowercaseStep: NormalizeStep = {
  name: 'urn-uuid-lowercase',
  apply(c) {
    const colon = c.path.indexOf(':');
    if (colon !== 4 || asciiLower(c.path.slice(0, 4)) !== 'uuid' || !isUuid(c.path, 5, c.path.length)) return c;
    const path = asciiLower(c.path);
    return path === c.path ? c : { ...c, path };
  },
};

/** The urn scheme: RFC 8141, opaque. */
export const urnScheme: SchemeEntry<UrnView> = {
  name: 'urn',
  spec: 'RFC 8141',
  hierarchical: false,
  parse: parseUrn,
  build: buildUrn,
  comparisonKey: urnComparisonKey,
  steps: [urnLowercaseNidStep, urnUuidLowercaseStep],
};
