/** RFC 4516 — the ldap URI scheme: host and port, base dn, attributes, scope, filter and extensions. */

import { describeValue } from '../errors.js';
import { encode } from '../percent.js';
import { type Uri, fromComponents, toUri, tryParse, type UriInput } from '../uri.js';
import { schemeError } from './codes.js';
import { SCHEME_MISMATCH } from './codes/registry.js';
import {
  type ViewInput, arrayField, booleanField, choiceField, decodePart, expectView, fieldError, itemFields, optionalField,
  portField, schemeField, stringArrayField, stringField,
} from './common.js';
import type { SchemeEntry } from './registry.js';
import { hostEndOf, hostStartOf, pathStartOf, queryStartOf, schemeEndOf } from '../offsets.js';
import { LDAP_INVALID_ATTRIBUTE, LDAP_INVALID_EXTENSION, LDAP_INVALID_FILTER, LDAP_INVALID_PORT, LDAP_INVALID_SCOPE, LDAP_MISSING_AUTHORITY, LDAP_MISSING_SLASH, LDAP_TOO_MANY_PARTS, LDAP_UNEXPECTED_USERINFO } from './codes/directory.js';

// ---------------------------------------------------------------------------------------------
// Types

/** RFC 4516 §2: scope = "base" / "one" / "sub". */
export type LdapScope = 'base' | 'one' | 'sub';

/** RFC 4516 §2: extension = [EXCLAMATION] extype [EQUALS exvalue]. */
export interface LdapExtension {
  /** A leading '!': the client must support the extension to use the URL. */
  critical: boolean;
  /** The extension type (a name like 'e-bindname' or a numeric OID), percent-decoded. */
  type: string;
  /** The value after '=', percent-decoded ('' for `type=`); undefined when there is no '='. */
  value: string | undefined;
}

/**
 * The structured view of an LDAP URL (RFC 4516; https://www.rfc-editor.org/rfc/rfc4516#section-2).
 * Every string is percent-decoded; §3's defaults are filled in, so `ldap://h/` and
 * `ldap://h:389/??base?(objectClass=*)` have the same view. `S` narrows the scheme: parseLdap
 * gives `LdapView<'ldap'>`, parseLdaps `LdapView<'ldaps'>`.
 */
export interface LdapView<S extends 'ldap' | 'ldaps' = 'ldap' | 'ldaps'> {
  /** The scheme, lower case: 'ldap' or 'ldaps', the one the URI has. */
  scheme: S;
  /** The host, decoded; an IPv6 or IPvFuture address without its brackets; '' when the client chooses the server. */
  host: string;
  /** The port; the scheme's default (389 for ldap, 636 for ldaps) when the URL gives none. */
  port: number;
  /** The base distinguished name (RFC 4514), decoded: '' when absent. */
  dn: string;
  /** The attribute selectors, decoded; [] (all user attributes, §3) when absent. */
  attributes: string[];
  /** The search scope; 'base' when absent (§3). */
  scope: LdapScope;
  /** The RFC 4515 filter string, decoded; '(objectClass=*)' when absent (§3). */
  filter: string;
  /** The extensions, in order; [] when absent. */
  extensions: LdapExtension[];
}

// ---------------------------------------------------------------------------------------------
// Tables and small predicates

/** RFC 4516 §3: the filter when the URL gives none. */
export const LDAP_DEFAULT_FILTER = '(objectClass=*)';

const LDAP_PORT = 389;
const LDAPS_PORT = 636;

const QUESTION = 0x3f;
const COMMA = 0x2c;
const EQUALS = 0x3d;
const EXCLAMATION = 0x21;
const LPAREN = 0x28;
const RPAREN = 0x29;
const BACKSLASH = 0x5c;

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isHex(c: number): boolean {
  return isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

// RFC 4512 §1.4: keychar = ALPHA / DIGIT / HYPHEN; numericoid = number 1*( DOT number )
function isOidChar(c: number): boolean {
  return isAlpha(c) || isDigit(c) || c === 0x2d || c === 0x2e;
}

/**
 * The code of the (decoded) character at raw[i]: a %HH escape counts as the octet it stands for.
 * The core parser has checked every escape, so raw[i + 1..i + 2] are hex digits after a '%'.
 */
function codeAt(raw: string, i: number): number {
  const c = raw.charCodeAt(i);
  return c === 0x25 ? parseInt(raw.slice(i + 1, i + 3), 16) : c;
}

/** How many raw characters the character at raw[i] takes: 3 for an escape, else 1. */
function widthAt(raw: string, i: number): number {
  return raw.charCodeAt(i) === 0x25 ? 3 : 1;
}

/** The raw pieces of `raw` between `sep` characters, each with its offset in raw. */
function splitAt(raw: string, sep: number): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let from = 0;
  for (let i = 0; i <= raw.length; i++) {
    if (i === raw.length || raw.charCodeAt(i) === sep) {
      out.push({ text: raw.slice(from, i), at: from });
      from = i + 1;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The rules of each part

// RFC 4511 §4.5.1.8: attributeSelector = attributedescription / selectorspecial
//   attributedescription = attributetype options; selectorspecial = noattrs ("1.1") / alluserattrs ("*")
// RFC 3673 adds "+" (all operational attributes). Returns the raw index of the first bad character, or -1.
function badSelectorAt(raw: string): number {
  if (raw === '') return 0;
  const first = codeAt(raw, 0);
  const w = widthAt(raw, 0);
  if ((first === 0x2a || first === 0x2b) && w === raw.length) return -1;
  if (!isAlpha(first) && !isDigit(first)) return 0;
  for (let i = w; i < raw.length; i += widthAt(raw, i)) {
    const c = codeAt(raw, i);
    if (!isOidChar(c) && c !== 0x3b) return i; // ';' starts an option
  }
  return -1;
}

// RFC 4516 §2: extype = oid; oid = descr / numericoid (RFC 4512 §1.4). The raw index of the first bad character, or -1.
function badOidAt(raw: string): number {
  if (raw === '') return 0;
  if (!isAlpha(codeAt(raw, 0)) && !isDigit(codeAt(raw, 0))) return 0;
  for (let i = widthAt(raw, 0); i < raw.length; i += widthAt(raw, i)) {
    if (!isOidChar(codeAt(raw, i))) return i;
  }
  return -1;
}

const IN_LIST = 1; // inside '(&' or '(|': any number of filters, then ')'
const IN_NOT = 2; // inside '(!': one filter, then ')'

/**
 * RFC 4515 §3, read on the decoded characters of the raw filter; returns the raw index of the
 * first character that breaks it, or -1.
 *   filter = LPAREN filtercomp RPAREN; filtercomp = and / or / not / item
 *   and = AMPERSAND filterlist; or = VERTBAR filterlist; not = EXCLAMATION filter
 *   item = attr filtertype assertionvalue / attr "=*" / substring / extensible
 * Iterative, with an explicit stack, so that deep nesting costs no call stack; one pass, linear.
 * RFC 4526's absolute true and false, '(&)' and '(|)', are accepted.
 */
function badFilterAt(raw: string): number {
  const n = raw.length;
  const stack: number[] = [];
  let i = 0;
  for (;;) {
    // expect a filter: '(' filtercomp ')'
    if (i >= n || codeAt(raw, i) !== LPAREN) return i;
    i += widthAt(raw, i);
    if (i >= n) return i;
    const op = codeAt(raw, i);
    if (op === 0x26 || op === 0x7c) {
      stack.push(IN_LIST);
      i += widthAt(raw, i);
    } else if (op === EXCLAMATION) {
      stack.push(IN_NOT);
      i += widthAt(raw, i);
      continue; // its one filter follows
    } else {
      // item: attr [":dn"] [":" rule] then "=", "~=", ">=", "<=" or ":="; then the value up to ')'
      const attrStart = i;
      while (i < n) {
        const c = codeAt(raw, i);
        if (!isOidChar(c) && c !== 0x3b && c !== 0x3a) break;
        i += widthAt(raw, i);
      }
      if (i >= n) return i;
      let c = codeAt(raw, i);
      if (c === 0x7e || c === 0x3e || c === 0x3c) {
        if (i === attrStart) return i;
        i += widthAt(raw, i);
        if (i >= n) return i;
        c = codeAt(raw, i);
      }
      if (c !== EQUALS || i === attrStart) return i;
      i += widthAt(raw, i);
      // assertionvalue = valueencoding: no NUL, '(' or ')' unescaped; '\' HEX HEX escapes
      while (i < n) {
        c = codeAt(raw, i);
        if (c === RPAREN) break;
        if (c === LPAREN || c === 0) return i;
        if (c === BACKSLASH) {
          const at = i;
          i += widthAt(raw, i);
          if (i >= n || !isHex(codeAt(raw, i))) return at;
          i += widthAt(raw, i);
          if (i >= n || !isHex(codeAt(raw, i))) return at;
        }
        i += widthAt(raw, i);
      }
      if (i >= n) return i;
      i += widthAt(raw, i); // the item's ')'
    }
    // close what the filter just read completes
    for (;;) {
      const top = stack[stack.length - 1];
      if (top === undefined) return i === n ? -1 : i;
      if (i >= n) return i;
      const c = codeAt(raw, i);
      if (top === IN_LIST && c === LPAREN) break; // another filter of the list
      if (c !== RPAREN) return i;
      stack.pop();
      i += widthAt(raw, i);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The algorithm

function parseLdapAs<S extends 'ldap' | 'ldaps'>(value: UriInput, scheme: S, defaultPort: number, fn: string): LdapView<S> {
  const uri = toUri(value, `${fn}: the URI`, undefined);
  const input = uri.toString();
  if (uri.scheme?.toLowerCase() !== scheme) {
    throw schemeError(SCHEME_MISMATCH, 0, input, `expected a ${scheme}: URI, got ${describeValue(uri.scheme ?? input)}`);
  }
  // §2 ldapurl = scheme COLON SLASH SLASH [host [COLON port]] ...
  if (hostStartOf(uri) < 0) throw schemeError(LDAP_MISSING_AUTHORITY, schemeEndOf(uri) + 1, input);
  if (uri.userinfo !== undefined) throw schemeError(LDAP_UNEXPECTED_USERINFO, schemeEndOf(uri) + 3, input);
  const portNumber = uri.portNumber;
  if (portNumber !== undefined && portNumber > 65535) throw schemeError(LDAP_INVALID_PORT, hostEndOf(uri) + 1, input);
  const kind = uri.hostKind;
  const host = kind === 'reg-name' || kind === 'ipv4'
    ? decodePart(uri.host!, hostStartOf(uri), input)
    : uri.unbracketedHost!; // an IP-literal has no escapes but a zone's %25, kept as written

  // [SLASH dn [QUESTION [attributes] [QUESTION [scope] [QUESTION [filter] [QUESTION extensions]]]]]
  const path = uri.path;
  const dn = path === '' ? '' : decodePart(path.slice(1), pathStartOf(uri) + 1, input);
  const view: LdapView<S> = {
    scheme, host, port: portNumber ?? defaultPort, dn, attributes: [], scope: 'base', filter: LDAP_DEFAULT_FILTER, extensions: [],
  };
  const query = uri.query;
  if (query === undefined) return view;
  const q = queryStartOf(uri) + 1; // offset of the query in input
  if (path === '') throw schemeError(LDAP_MISSING_SLASH, queryStartOf(uri), input);
  const parts = splitAt(query, QUESTION);
  if (parts.length > 4) throw schemeError(LDAP_TOO_MANY_PARTS, q + parts[4]!.at - 1, input);

  // attributes = attrdesc *(COMMA attrdesc)
  const attributes = parts[0]!;
  if (attributes.text !== '') {
    for (const a of splitAt(attributes.text, COMMA)) {
      const bad = badSelectorAt(a.text);
      if (bad >= 0) throw schemeError(LDAP_INVALID_ATTRIBUTE, q + attributes.at + a.at + bad, input);
      view.attributes.push(decodePart(a.text, q + attributes.at + a.at, input));
    }
  }
  // scope = "base" / "one" / "sub" (ABNF strings ignore case, RFC 5234 §2.3)
  const scope = parts[1];
  if (scope !== undefined && scope.text !== '') {
    const s = decodePart(scope.text, q + scope.at, input).toLowerCase();
    if (s !== 'base' && s !== 'one' && s !== 'sub') throw schemeError(LDAP_INVALID_SCOPE, q + scope.at, input);
    view.scope = s;
  }
  // filter (RFC 4515 §3)
  const filter = parts[2];
  if (filter !== undefined && filter.text !== '') {
    const bad = badFilterAt(filter.text);
    if (bad >= 0) throw schemeError(LDAP_INVALID_FILTER, q + filter.at + bad, input);
    view.filter = decodePart(filter.text, q + filter.at, input);
  }
  // extensions = extension *(COMMA extension); extension = [EXCLAMATION] extype [EQUALS exvalue]
  const extensions = parts[3];
  if (extensions !== undefined && extensions.text !== '') {
    for (const x of splitAt(extensions.text, COMMA)) {
      const at = q + extensions.at + x.at;
      const critical = x.text.charCodeAt(0) === EXCLAMATION;
      const typeStart = critical ? 1 : 0;
      let eq = x.text.indexOf('=');
      if (eq < 0) eq = x.text.length;
      const rawType = x.text.slice(typeStart, eq);
      const bad = badOidAt(rawType);
      if (bad >= 0) throw schemeError(LDAP_INVALID_EXTENSION, at + typeStart + bad, input);
      view.extensions.push({
        critical,
        type: decodePart(rawType, at + typeStart, input),
        value: eq === x.text.length ? undefined : decodePart(x.text.slice(eq + 1), at + eq + 1, input),
      });
    }
  }
  return view;
}

/**
 * Checks an ldap URI against RFC 4516 §2 and returns its view, with §3's defaults filled in
 * (https://www.rfc-editor.org/rfc/rfc4516#section-2). A string is parsed with the core `parse`.
 *
 * @throws {UriError} the core's codes for a string that is not a URI; 'scheme-mismatch' for
 * another scheme; 'ldap-*' codes (missing-authority, unexpected-userinfo, invalid-port,
 * missing-slash, too-many-parts, invalid-attribute, invalid-scope, invalid-filter,
 * invalid-extension) at the offending character of the URI.
 * @example
 * parseLdap('ldap://ldap1.example.net:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)');
 * // { scheme: 'ldap', host: 'ldap1.example.net', port: 6666, dn: 'o=University of Michigan,c=US', attributes: [],
 * //   scope: 'sub', filter: '(cn=Babs Jensen)', extensions: [] }
 */
export function parseLdap(uri: UriInput): LdapView<'ldap'> {
  return parseLdapAs(uri, 'ldap', LDAP_PORT, 'parseLdap');
}

/**
 * The view of an ldaps URI: LDAP over TLS on port 636. RFC 4516 does not define 'ldaps'; it is
 * the common practice (OpenLDAP, Active Directory, JNDI), read with ldap's rules.
 */
export function parseLdaps(uri: UriInput): LdapView<'ldaps'> {
  return parseLdapAs(uri, 'ldaps', LDAPS_PORT, 'parseLdaps');
}

// ---------------------------------------------------------------------------------------------
// The serializer

/** A query part: the query set, with '?' (and, for list items, ',') encoded too (RFC 4516 §2.1). */
function encodePart(value: string, commas: boolean): string {
  let out = encode(value, 'query').split('?').join('%3F');
  if (commas) out = out.split(',').join('%2C');
  return out;
}

/** @internal True when text, put in brackets, is an IPv6 or IPvFuture literal (else it is written as a reg-name); wais.ts shares it. */
export function isIpLiteral(text: string): boolean {
  return text.includes(':') && tryParse('//[' + text + ']') !== null;
}

const SCOPES: readonly LdapScope[] = ['base', 'one', 'sub'];

function buildLdapAs(view: unknown, scheme: 'ldap' | 'ldaps', defaultPort: number, fn: string): Uri {
  expectView(view, fn);
  schemeField(view, fn, [scheme]);
  const host = stringField(view, 'host', fn);
  const port = portField(view, fn, false)!;
  const dn = stringField(view, 'dn', fn);
  const attributes = stringArrayField(view, 'attributes', fn, true);
  const scope = choiceField(view, 'scope', fn, SCOPES);
  const filter = view['filter'];
  if (typeof filter !== 'string' || filter === '') throw fieldError(fn, 'filter', `a non-empty string (the default is '${LDAP_DEFAULT_FILTER}')`, filter);
  const extensions = arrayField(view, 'extensions', fn, 'an array of { critical, type, value } objects', (item, field): LdapExtension => {
    const x = itemFields(item, field, fn, ['critical', 'type', 'value'], 'an object { critical: boolean, type: string, value: string | undefined }');
    return {
      critical: booleanField(x, `${field}.critical`, fn),
      type: stringField(x, `${field}.type`, fn),
      value: optionalField(x, `${field}.value`, fn),
    };
  });

  // §2: the host as a reg-name or IP-literal; the dn in the path, '?' encoded (§2.1)
  const hostText = isIpLiteral(host) ? '[' + host + ']' : encode(host, 'host');
  const parts = [
    attributes.map((a) => encodePart(a, true)).join(','),
    scope === 'base' ? '' : scope,
    filter === LDAP_DEFAULT_FILTER ? '' : encodePart(filter, false),
    extensions.map((x) => (x.critical ? '!' : '') + encodePart(x.type, true).split('=').join('%3D').split('!').join('%21')
      + (x.value === undefined ? '' : '=' + encodePart(x.value, true))).join(','),
  ];
  // Only as many '?' as the last non-default part needs.
  let last = parts.length;
  while (last > 0 && parts[last - 1] === '') last--;
  const uri = fromComponents({
    scheme,
    host: hostText,
    port: port === defaultPort ? undefined : port,
    path: '/' + encode(dn, 'path'),
    query: last === 0 ? undefined : parts.slice(0, last).join('?'),
  });
  // The view's parts are checked by reading the URI back (selectors, extension types, the filter):
  // an error's index then points into the URI the view would make.
  parseLdapAs(uri, scheme, defaultPort, fn);
  return uri;
}

/**
 * The ldap URI of a view: each part percent-encoded for its place (§2.1: '?' everywhere, ',' in
 * attributes and extension values), defaults left out. parseLdap(buildLdap(v)) deep-equals v.
 *
 * @throws {UriError} 'invalid-argument' for a view of the wrong shape (an empty filter or
 * attribute, a value of the wrong type: the field named); 'scheme-mismatch' for a `scheme` other
 * than 'ldap' (it may be left out); an 'ldap-*' code, indexed into the URI it would build, for an
 * attribute, extension type or filter that breaks RFC 4516; the core's codes for a host that is no host.
 * @example
 * buildLdap({ host: '', port: 389, dn: '', attributes: [], scope: 'sub', filter: '(objectClass=*)',
 *   extensions: [{ critical: true, type: 'e-bindname', value: 'cn=Manager,dc=example,dc=com' }] }).toString();
 * // 'ldap:///??sub??!e-bindname=cn=Manager%2Cdc=example%2Cdc=com'
 */
export function buildLdap(view: ViewInput<LdapView<'ldap'>>): Uri {
  return buildLdapAs(view, 'ldap', LDAP_PORT, 'buildLdap');
}

/** The ldaps URI of a view (port 636 left out; a `scheme`, if given, is 'ldaps'); see buildLdap. */
export function buildLdaps(view: ViewInput<LdapView<'ldaps'>>): Uri {
  return buildLdapAs(view, 'ldaps', LDAPS_PORT, 'buildLdaps');
}

/** RFC 4516: ldap, default port 389; hierarchical; an empty path means '/' (ldap://h and ldap://h/ name the same search). */
export const ldapScheme: SchemeEntry<LdapView<'ldap'>> = {
  name: 'ldap',
  spec: 'RFC 4516',
  defaultPort: LDAP_PORT,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: parseLdap,
  build: buildLdap,
};

/** ldaps: LDAP over TLS, port 636. Not in RFC 4516 (common practice); read with ldap's rules. */
export const ldapsScheme: SchemeEntry<LdapView<'ldaps'>> = {
  name: 'ldaps',
  spec: 'RFC 4516 (ldaps: common practice, not defined there)',
  defaultPort: LDAPS_PORT,
  emptyPathIsRoot: true,
  hierarchical: true,
  parse: parseLdaps,
  build: buildLdaps,
};
