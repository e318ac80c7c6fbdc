/** RFC 3986 §3.1 — urikit/schemes: every scheme's structured view, the full registry, parseAs and buildAs. Re-exports only. */

export { SCHEMES, parseAs, buildAs, type SchemeViews, type SchemeName, type SchemeView } from './all.js';
export type { ViewInput } from './common.js';
export { SCHEME_ERROR_CODES, type SchemeErrorCode } from './codes.js';
export { createRegistry, DEFAULT_REGISTRY, type SchemeEntry, type SchemeRegistry } from './registry.js';
export { parseHttp, buildHttp, httpScheme, httpsScheme, type HttpView } from './http.js';
export { parseWs, buildWs, wsScheme, wssScheme, type WsView } from './ws.js';
export { parseFtp, buildFtp, ftpScheme, type FtpView } from './ftp.js';
export { parseTelnet, buildTelnet, telnetScheme, type TelnetView } from './telnet.js';
export { parseGopher, buildGopher, gopherScheme, type GopherView } from './gopher.js';
export { parseMailto, buildMailto, mailtoScheme, type MailtoView } from './mailto.js';
export { parseNews, parseNntp, buildNews, buildNntp, newsScheme, nntpScheme, type NewsView, type NntpView } from './news.js';
export { parseUrn, buildUrn, urnComparisonKey, urnEquivalent, urnLowercaseNidStep, urnScheme, type UrnView } from './urn.js';
export { parseTel, buildTel, telComparisonKey, telEquivalent, telScheme, type TelView } from './tel.js';
export { parseData, buildData, decodeDataUri, dataScheme, type DataUriView, type DataContent } from './data.js';
export {
  parseFile, buildFile, fileUriToPath, pathToFileUri, fileScheme,
  type FileView, type FilePlatform, type FilePathOptions,
} from './file.js';
export {
  parseLdap, parseLdaps, buildLdap, buildLdaps, ldapScheme, ldapsScheme, LDAP_DEFAULT_FILTER,
  type LdapView, type LdapScope, type LdapExtension,
} from './ldap.js';
export { parseWais, buildWais, waisScheme, type WaisView } from './wais.js';
export { parseMan, buildMan, manScheme, type ManView } from './man.js';
export { parseInfo, buildInfo, infoScheme, type InfoView } from './info.js';
export { parseWhatis, buildWhatis, whatisScheme, type WhatisView } from './whatis.js';
export { parseGhelp, buildGhelp, ghelpScheme, type GhelpView } from './ghelp.js';
