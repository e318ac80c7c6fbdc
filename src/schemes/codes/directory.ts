/** The error codes of the directory schemes' rules (see src/schemes/codes.ts): ldap, wais, man, info, whatis, ghelp. */

import type { ErrorCodeEntry } from '../../errors.js';

export const CODES = {
  // RFC 4516 §2 — ldapurl = scheme COLON SLASH SLASH [host [COLON port]] [SLASH dn [QUESTION ...]]
  'ldap-missing-authority': {
    section: 'RFC 4516 \u00a72',
    title: "an LDAP URL starts with 'ldap://' (the host may be empty)",
    fix: "write '//' after 'ldap:', like ldap:///o=Example",
  },
  'ldap-unexpected-userinfo': {
    section: 'RFC 4516 \u00a72',
    title: 'an LDAP URL has a host and port, never a userinfo',
    fix: "remove the userinfo and '@'; give a bind name with the e-bindname extension",
  },
  'ldap-invalid-port': {
    section: 'RFC 4516 \u00a72, RFC 793',
    title: 'the port of an LDAP server is a TCP port, 0-65535',
    fix: 'correct the port, or leave it out for the default (389)',
  },
  'ldap-missing-slash': {
    section: 'RFC 4516 \u00a72',
    title: "the '?' parts (attributes, scope, filter, extensions) come after '/' and the dn",
    fix: "write '/' before the '?', like ldap://host/?cn",
  },
  'ldap-too-many-parts': {
    section: 'RFC 4516 \u00a72',
    title: "an LDAP URL has at most four '?': dn?attributes?scope?filter?extensions",
    fix: "percent-encode a '?' that is data as %3F",
  },
  'ldap-invalid-attribute': {
    section: 'RFC 4516 \u00a72, RFC 4511 \u00a74.5.1.8',
    title: "attributes are comma-separated attribute selectors: a name or OID with ';options', '*', '+' or '1.1'",
    fix: "correct the attribute, and remove an empty one between two ','",
  },
  'ldap-invalid-scope': {
    section: 'RFC 4516 \u00a72',
    title: "the scope is 'base', 'one' or 'sub' (empty means 'base')",
    fix: "write base, one or sub; percent-encode a '?' in the attributes as %3F",
  },
  'ldap-invalid-filter': {
    section: 'RFC 4516 \u00a72, RFC 4515 \u00a73',
    title: "the filter is an RFC 4515 string filter: '(' attr ('=', '~=', '>=', '<=') value ')', or '(&...)', '(|...)', '(!...)'",
    fix: "balance the parentheses; write '(', ')', '*' or '\\' inside a value as \\28, \\29, \\2a or \\5c",
  },
  'ldap-invalid-extension': {
    section: 'RFC 4516 \u00a72, RFC 4512 \u00a71.4',
    title: "extensions are comma-separated [\"!\"] type [\"=\" value], the type a name or numeric OID",
    fix: "correct the type; percent-encode a ',' inside a value as %2C",
  },
  // RFC 4156 §2 — wais://host[:port]/database[?search | /wtype/wpath]
  'wais-missing-host': {
    section: 'RFC 4156 \u00a72',
    title: "a WAIS URL is 'wais://' host [':' port] '/' database: the host is required",
    fix: 'give the host of the WAIS server',
  },
  'wais-unexpected-userinfo': {
    section: 'RFC 4156 \u00a72',
    title: 'a WAIS URL has a host and port, never a userinfo',
    fix: "remove the userinfo and '@'",
  },
  'wais-invalid-port': {
    section: 'RFC 4156 \u00a72, RFC 793',
    title: 'the port of a WAIS server is a TCP port, 0-65535',
    fix: 'correct the port, or leave it out for the default (210)',
  },
  'wais-missing-database': {
    section: 'RFC 4156 \u00a72',
    title: "a WAIS URL names a database after the host: '/' database",
    fix: "write '/' and the database name after the host",
  },
  'wais-invalid-path': {
    section: 'RFC 4156 \u00a72',
    title: "the path is '/' database, or '/' database '/' wtype '/' wpath for a document",
    fix: "give both the type and the document id, or percent-encode a '/' inside one as %2F",
  },
  'wais-unexpected-search': {
    section: 'RFC 4156 \u00a72',
    title: "a search ('?') names a database to search, not a document ('/wtype/wpath')",
    fix: 'remove the search, or the document part',
  },
  // uri(7) — man:name, man:name(section); no RFC defines it
  'man-invalid-name': {
    section: 'uri(7), man',
    title: "a man URI is man:name or man:name(section): the name is not empty and holds no unencoded '(' or ')'",
    fix: 'give the name of the page, like man:ls(1); write a parenthesis in the name as %28 or %29',
  },
  'man-invalid-section': {
    section: 'uri(7), man',
    title: "the section follows the name in one pair of parentheses, is not empty, and ends the URI",
    fix: "close the '(' with ')', give the section inside it, and put nothing after it",
  },
  'man-unexpected-component': {
    section: 'uri(7), man',
    title: "a man URI is opaque (man:name(section)): no authority ('//') and no query ('?')",
    fix: "remove the '//' or the query; write a '?' in the name as %3F",
  },
  // uri(7) — info:file, info:file#node (GNOME), info:(file), info:(file)node (KDE); no RFC defines it
  'info-missing-file': {
    section: 'uri(7), info',
    title: 'an info URI names the (virtual) file of the manual: info:file or info:(file)',
    fix: 'give the file name, like info:gcc',
  },
  'info-unclosed-parenthesis': {
    section: 'uri(7), info',
    title: "in the KDE form info:(file)node, the file name is closed by ')'",
    fix: "close the file name with ')', or write a leading '(' of a GNOME-form file as %28",
  },
  'info-empty-node': {
    section: 'uri(7), info',
    title: "the node after '#' is not empty (without a node, the tools show 'Top')",
    fix: "give the node name, or remove the '#'",
  },
  'info-unexpected-component': {
    section: 'uri(7), info',
    title: "an info URI is opaque: no authority ('//'), no query ('?'), and '#' only in the GNOME form info:file#node",
    fix: "remove the component; write a '?' or '#' inside a name as %3F or %23",
  },
  // uri(7) — whatis:string; no RFC defines it
  'whatis-missing-string': {
    section: 'uri(7), whatis',
    title: 'a whatis URI gives the string to search for: whatis:string',
    fix: 'give the word to look up, like whatis:ls',
  },
  'whatis-unexpected-component': {
    section: 'uri(7), whatis',
    title: "a whatis URI is opaque (whatis:string): no authority ('//') and no query ('?')",
    fix: "remove the component; write a '?' in the string as %3F",
  },
  // uri(7) — ghelp:name-of-application; no RFC defines it
  'ghelp-missing-application': {
    section: 'uri(7), ghelp',
    title: 'a ghelp URI names the application whose GNOME help it loads: ghelp:name-of-application',
    fix: 'give the application name, like ghelp:gnome-terminal',
  },
  'ghelp-unexpected-component': {
    section: 'uri(7), ghelp',
    title: "a ghelp URI is opaque (ghelp:name-of-application): no authority ('//') and no query ('?')",
    fix: "remove the component; write a '?' in the name as %3F",
  },
} as const satisfies Record<string, ErrorCodeEntry>;
