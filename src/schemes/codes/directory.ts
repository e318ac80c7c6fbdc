/** The error codes of the directory schemes' rules (see src/schemes/codes.ts): ldap, wais, man, info, whatis, ghelp. */

import { schemeCode, tableOf } from './entry.js';

// RFC 4516 §2 — ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn [QUESTION ...]]
/** @internal */
export const LDAP_MISSING_AUTHORITY = /* @__PURE__ */ schemeCode('ldap-missing-authority',
  'RFC 4516 \u00a72',
  "an LDAP URL starts with 'ldap://' (the host may be empty)",
  "write '//' after 'ldap:', like ldap:///o=Example");
/** @internal */
export const LDAP_UNEXPECTED_USERINFO = /* @__PURE__ */ schemeCode('ldap-unexpected-userinfo',
  'RFC 4516 \u00a72',
  'an LDAP URL has a host and port, never a userinfo',
  "remove the userinfo and '@'; give a bind name with the e-bindname extension");
/** @internal */
export const LDAP_INVALID_PORT = /* @__PURE__ */ schemeCode('ldap-invalid-port',
  'RFC 4516 \u00a72, RFC 793',
  'the port of an LDAP server is a TCP port, 0-65535',
  'correct the port, or leave it out for the default (389)');
/** @internal */
export const LDAP_MISSING_SLASH = /* @__PURE__ */ schemeCode('ldap-missing-slash',
  'RFC 4516 \u00a72',
  "the '?' parts (attributes, scope, filter, extensions) come after '/' and the dn",
  "write '/' before the '?', like ldap://host/?cn");
/** @internal */
export const LDAP_TOO_MANY_PARTS = /* @__PURE__ */ schemeCode('ldap-too-many-parts',
  'RFC 4516 \u00a72',
  "an LDAP URL has at most four '?': dn?attributes?scope?filter?extensions",
  "percent-encode a '?' that is data as %3F");
/** @internal */
export const LDAP_INVALID_ATTRIBUTE = /* @__PURE__ */ schemeCode('ldap-invalid-attribute',
  'RFC 4516 \u00a72, RFC 4511 \u00a74.5.1.8',
  "attributes are comma-separated attribute selectors: a name or OID with ';options', '*', '+' or '1.1'",
  "correct the attribute, and remove an empty one between two ','");
/** @internal */
export const LDAP_INVALID_SCOPE = /* @__PURE__ */ schemeCode('ldap-invalid-scope',
  'RFC 4516 \u00a72',
  "the scope is 'base', 'one' or 'sub' (empty means 'base')",
  "write base, one or sub; percent-encode a '?' in the attributes as %3F");
/** @internal */
export const LDAP_INVALID_FILTER = /* @__PURE__ */ schemeCode('ldap-invalid-filter',
  'RFC 4516 \u00a72, RFC 4515 \u00a73',
  "the filter is an RFC 4515 string filter: '(' attr ('=', '~=', '>=', '<=') value ')', or '(&...)', '(|...)', '(!...)'",
  "balance the parentheses; write '(', ')', '*' or '\\' inside a value as \\28, \\29, \\2a or \\5c");
/** @internal */
export const LDAP_INVALID_EXTENSION = /* @__PURE__ */ schemeCode('ldap-invalid-extension',
  'RFC 4516 \u00a72, RFC 4512 \u00a71.4',
  "extensions are comma-separated [\"!\"] type [\"=\" value], the type a name or numeric OID",
  "correct the type; percent-encode a ',' inside a value as %2C");
// RFC 4156 §2 — wais://host[:port]/database[?search | /wtype/wpath]
/** @internal */
export const WAIS_MISSING_HOST = /* @__PURE__ */ schemeCode('wais-missing-host',
  'RFC 4156 \u00a72',
  "a WAIS URL is 'wais://' host [':' port] '/' database: the host is required",
  'give the host of the WAIS server');
/** @internal */
export const WAIS_UNEXPECTED_USERINFO = /* @__PURE__ */ schemeCode('wais-unexpected-userinfo',
  'RFC 4156 \u00a72',
  'a WAIS URL has a host and port, never a userinfo',
  "remove the userinfo and '@'");
/** @internal */
export const WAIS_INVALID_PORT = /* @__PURE__ */ schemeCode('wais-invalid-port',
  'RFC 4156 \u00a72, RFC 793',
  'the port of a WAIS server is a TCP port, 0-65535',
  'correct the port, or leave it out for the default (210)');
/** @internal */
export const WAIS_MISSING_DATABASE = /* @__PURE__ */ schemeCode('wais-missing-database',
  'RFC 4156 \u00a72',
  "a WAIS URL names a database after the host: '/' database",
  "write '/' and the database name after the host");
/** @internal */
export const WAIS_INVALID_PATH = /* @__PURE__ */ schemeCode('wais-invalid-path',
  'RFC 4156 \u00a72',
  "the path is '/' database, or '/' database '/' wtype '/' wpath for a document",
  "give both the type and the document id, or percent-encode a '/' inside one as %2F");
/** @internal */
export const WAIS_UNEXPECTED_SEARCH = /* @__PURE__ */ schemeCode('wais-unexpected-search',
  'RFC 4156 \u00a72',
  "a search ('?') names a database to search, not a document ('/wtype/wpath')",
  'remove the search, or the document part');
// uri(7) — man:name, man:name(section); no RFC defines it
/** @internal */
export const MAN_INVALID_NAME = /* @__PURE__ */ schemeCode('man-invalid-name',
  'uri(7), man',
  "a man URI is man:name or man:name(section): the name is not empty and holds no unencoded '(' or ')'",
  'give the name of the page, like man:ls(1); write a parenthesis in the name as %28 or %29');
/** @internal */
export const MAN_INVALID_SECTION = /* @__PURE__ */ schemeCode('man-invalid-section',
  'uri(7), man',
  "the section follows the name in one pair of parentheses, is not empty, and ends the URI",
  "close the '(' with ')', give the section inside it, and put nothing after it");
/** @internal */
export const MAN_UNEXPECTED_COMPONENT = /* @__PURE__ */ schemeCode('man-unexpected-component',
  'uri(7), man',
  "a man URI is opaque (man:name(section)): no authority ('//') and no query ('?')",
  "remove the '//' or the query; write a '?' in the name as %3F");
// uri(7) — info:file, info:file#node (GNOME), info:(file), info:(file)node (KDE); no RFC defines it
/** @internal */
export const INFO_MISSING_FILE = /* @__PURE__ */ schemeCode('info-missing-file',
  'uri(7), info',
  'an info URI names the (virtual) file of the manual: info:file or info:(file)',
  'give the file name, like info:gcc');
/** @internal */
export const INFO_UNCLOSED_PARENTHESIS = /* @__PURE__ */ schemeCode('info-unclosed-parenthesis',
  'uri(7), info',
  "in the KDE form info:(file)node, the file name is closed by ')'",
  "close the file name with ')', or write a leading '(' of a GNOME-form file as %28");
/** @internal */
export const INFO_EMPTY_NODE = /* @__PURE__ */ schemeCode('info-empty-node',
  'uri(7), info',
  "the node after '#' is not empty (without a node, the tools show 'Top')",
  "give the node name, or remove the '#'");
/** @internal */
export const INFO_UNEXPECTED_COMPONENT = /* @__PURE__ */ schemeCode('info-unexpected-component',
  'uri(7), info',
  "an info URI is opaque: no authority ('//'), no query ('?'), and '#' only in the GNOME form info:file#node",
  "remove the component; write a '?' or '#' inside a name as %3F or %23");
// uri(7) — whatis:string; no RFC defines it
/** @internal */
export const WHATIS_MISSING_STRING = /* @__PURE__ */ schemeCode('whatis-missing-string',
  'uri(7), whatis',
  'a whatis URI gives the string to search for: whatis:string',
  'give the word to look up, like whatis:ls');
/** @internal */
export const WHATIS_UNEXPECTED_COMPONENT = /* @__PURE__ */ schemeCode('whatis-unexpected-component',
  'uri(7), whatis',
  "a whatis URI is opaque (whatis:string): no authority ('//') and no query ('?')",
  "remove the component; write a '?' in the string as %3F");
// uri(7) — ghelp:name-of-application; no RFC defines it
/** @internal */
export const GHELP_MISSING_APPLICATION = /* @__PURE__ */ schemeCode('ghelp-missing-application',
  'uri(7), ghelp',
  'a ghelp URI names the application whose GNOME help it loads: ghelp:name-of-application',
  'give the application name, like ghelp:gnome-terminal');
/** @internal */
export const GHELP_UNEXPECTED_COMPONENT = /* @__PURE__ */ schemeCode('ghelp-unexpected-component',
  'uri(7), ghelp',
  "a ghelp URI is opaque (ghelp:name-of-application): no authority ('//') and no query ('?')",
  "remove the component; write a '?' in the name as %3F");

/** The codes of this group, with their entries (see SCHEME_ERROR_CODES). */
export const CODES = /* @__PURE__ */ tableOf(
  LDAP_MISSING_AUTHORITY,
  LDAP_UNEXPECTED_USERINFO,
  LDAP_INVALID_PORT,
  LDAP_MISSING_SLASH,
  LDAP_TOO_MANY_PARTS,
  LDAP_INVALID_ATTRIBUTE,
  LDAP_INVALID_SCOPE,
  LDAP_INVALID_FILTER,
  LDAP_INVALID_EXTENSION,
  WAIS_MISSING_HOST,
  WAIS_UNEXPECTED_USERINFO,
  WAIS_INVALID_PORT,
  WAIS_MISSING_DATABASE,
  WAIS_INVALID_PATH,
  WAIS_UNEXPECTED_SEARCH,
  MAN_INVALID_NAME,
  MAN_INVALID_SECTION,
  MAN_UNEXPECTED_COMPONENT,
  INFO_MISSING_FILE,
  INFO_UNCLOSED_PARENTHESIS,
  INFO_EMPTY_NODE,
  INFO_UNEXPECTED_COMPONENT,
  WHATIS_MISSING_STRING,
  WHATIS_UNEXPECTED_COMPONENT,
  GHELP_MISSING_APPLICATION,
  GHELP_UNEXPECTED_COMPONENT,
);
