/** The error codes of the text schemes' rules: mailto, news, nntp, urn, tel, data (see src/schemes/codes.ts). */

import { schemeCode, tableOf } from './entry.js';

// RFC 6068 — mailto
/** @internal */
export const MAILTO_INVALID_ADDRESS = /* @__PURE__ */ schemeCode('mailto-invalid-address',
  'RFC 6068 \u00a72',
  'each address of a mailto URI is an addr-spec: a local part, "@", and a domain, none of them empty',
  "write the whole address, like 'joe@example.com'; separate addresses with ','");
/** @internal */
export const MAILTO_UNENCODED_DELIMITER = /* @__PURE__ */ schemeCode('mailto-unencoded-delimiter',
  'RFC 6068 \u00a72',
  'in addresses and header fields "/", "?", "#", "[", "]", "&", ";" (in addresses), "=" (in names and values) and "%" are percent-encoded',
  "percent-encode the character ('&' as %26, '=' as %3D, '/' as %2F, '?' as %3F, ';' as %3B)");
/** @internal */
export const MAILTO_INVALID_HFIELD = /* @__PURE__ */ schemeCode('mailto-invalid-hfield',
  'RFC 6068 \u00a72',
  'the query of a mailto URI is header fields name=value joined by "&"',
  "write 'name=value' (an empty value is 'name='), or remove the empty field or the bare '?'");
// RFC 5538 — news and nntp
/** @internal */
export const NEWS_INVALID_SERVER = /* @__PURE__ */ schemeCode('news-invalid-server',
  'RFC 5538 \u00a72.1',
  'the server of a news URI is a host with an optional port: not empty, without userinfo',
  "write 'news://host[:port]/...', or leave the server out: 'news:group'");
/** @internal */
export const NEWS_INVALID_GROUP = /* @__PURE__ */ schemeCode('news-invalid-group',
  'RFC 5538 \u00a72.2, RFC 3977 \u00a74, \u00a79.8, RFC 5536 \u00a73.1.4',
  'a newsgroup name is printable ASCII but "!*,?[\\]", in non-empty dot-separated components; a wildmat adds "*", "?", "," and "!"',
  "correct the name, like 'comp.lang.ada'; '*' means all groups");
/** @internal */
export const NEWS_INVALID_MESSAGE_ID = /* @__PURE__ */ schemeCode('news-invalid-message-id',
  'RFC 5538 \u00a72.2, RFC 5536 \u00a73.1.3',
  'a message-id is printable ASCII without "<" and ">": id-left "@" id-right, both non-empty',
  "write the Message-ID without its angle brackets, like 'ab.cd@example.com'");
/** @internal */
export const NEWS_UNEXPECTED_QUERY = /* @__PURE__ */ schemeCode('news-unexpected-query',
  'RFC 5538 \u00a72.1',
  'a news URI has no query',
  "remove the '?' and what follows, or percent-encode a '?' of a wildmat as %3F");
/** @internal */
export const NNTP_INVALID_SERVER = /* @__PURE__ */ schemeCode('nntp-invalid-server',
  'RFC 5538 \u00a72.1, \u00a72.3',
  'an nntp URI starts with "//" and a server: a host, not empty, with an optional port and no userinfo',
  "write 'nntp://host[:port]/group'");
/** @internal */
export const NNTP_INVALID_GROUP = /* @__PURE__ */ schemeCode('nntp-invalid-group',
  'RFC 5538 \u00a72.3, RFC 3977 \u00a79.8, RFC 5536 \u00a73.1.4',
  'an nntp URI names one newsgroup: printable ASCII but "!*,?[\\]", in non-empty dot-separated components, no wildcards',
  "give the group after the server, like 'nntp://news.example/comp.lang.ada'");
/** @internal */
export const NNTP_INVALID_ARTICLE = /* @__PURE__ */ schemeCode('nntp-invalid-article',
  'RFC 5538 \u00a72.3, RFC 3977 \u00a76',
  'an article number is 1 to 16 decimal digits, at least 1, and nothing follows it',
  "write the article's number, like '/12345', or leave it out");
/** @internal */
export const NNTP_UNEXPECTED_QUERY = /* @__PURE__ */ schemeCode('nntp-unexpected-query',
  'RFC 5538 \u00a72.1',
  'an nntp URI has no query',
  "remove the '?' and what follows");
// RFC 8141 — urn
/** @internal */
export const URN_INVALID_NID = /* @__PURE__ */ schemeCode('urn-invalid-nid',
  'RFC 8141 \u00a72',
  'a namespace identifier is 2-32 letters, digits and "-", not starting or ending with "-", and is followed by ":"',
  "correct the NID, like 'urn:isbn:...'");
/** @internal */
export const URN_EMPTY_NSS = /* @__PURE__ */ schemeCode('urn-empty-nss',
  'RFC 8141 \u00a72',
  'a URN has a non-empty namespace-specific string after "urn:" NID ":"',
  "write the name after the NID's ':', like 'urn:example:a123'");
/** @internal */
export const URN_INVALID_NSS = /* @__PURE__ */ schemeCode('urn-invalid-nss',
  'RFC 8141 \u00a72',
  'the namespace-specific string starts with a pchar, not "/"',
  "remove the '/' or percent-encode it as %2F");
/** @internal */
export const URN_INVALID_RQ_COMPONENT = /* @__PURE__ */ schemeCode('urn-invalid-rq-component',
  'RFC 8141 \u00a72.3',
  'the query of a URN is "?+" r-component and/or "?=" q-component, each non-empty and starting with a pchar',
  "write '?+' or '?=' before the component, and give it a value");
// RFC 3966 — tel
/** @internal */
export const TEL_INVALID_NUMBER = /* @__PURE__ */ schemeCode('tel-invalid-number',
  'RFC 3966 \u00a73',
  'a telephone number is "+" then digits (global), or hex digits, "*" and "#" (local), with visual separators "-", ".", "(", ")"',
  "write the number like '+1-201-555-0123', and '#' as %23");
/** @internal */
export const TEL_MISSING_PHONE_CONTEXT = /* @__PURE__ */ schemeCode('tel-missing-phone-context',
  'RFC 3966 \u00a75.1.5',
  'a local number needs a ";phone-context=" parameter',
  "add ';phone-context=' with a domain or a global number prefix, or write the number in global form ('+' and the country code)");
/** @internal */
export const TEL_INVALID_PARAMETER = /* @__PURE__ */ schemeCode('tel-invalid-parameter',
  'RFC 3966 \u00a73',
  'a parameter is ";" name ["=" value]: name letters, digits and "-", value non-empty; ext=phone digits; ext, isub and phone-context at most once',
  'percent-encode the character, or correct the parameter');
/** @internal */
export const TEL_INVALID_PHONE_CONTEXT = /* @__PURE__ */ schemeCode('tel-invalid-phone-context',
  'RFC 3966 \u00a73, \u00a75.1.5',
  'a phone-context is a domain name or "+" and digits with visual separators',
  "write ';phone-context=example.com' or ';phone-context=+1-914-555'");
/** @internal */
export const TEL_UNEXPECTED_QUERY = /* @__PURE__ */ schemeCode('tel-unexpected-query',
  'RFC 3966 \u00a73',
  'a tel URI has no query',
  "remove the '?' and what follows, or percent-encode it as %3F inside a parameter value");
// RFC 2397 — data
/** @internal */
export const DATA_MISSING_COMMA = /* @__PURE__ */ schemeCode('data-missing-comma',
  'RFC 2397 \u00a73',
  'a data URI has a "," between its media type and its data',
  "write ',' before the data, even when the media type is omitted: 'data:,text'");
/** @internal */
export const DATA_INVALID_MEDIA_TYPE = /* @__PURE__ */ schemeCode('data-invalid-media-type',
  'RFC 2397 \u00a73, RFC 2045 \u00a75.1',
  'a media type is type "/" subtype, each a token (letters, digits and !$&\'*+-._~)',
  "write the media type like 'text/plain', or leave it out");
/** @internal */
export const DATA_INVALID_PARAMETER = /* @__PURE__ */ schemeCode('data-invalid-parameter',
  'RFC 2397 \u00a73, RFC 2045 \u00a75.1',
  'a parameter is ";" attribute "=" value, both non-empty tokens (the value may be percent-encoded); ";base64" comes last',
  "write ';name=value', percent-encoding other characters of the value");
/** @internal */
export const DATA_INVALID_BASE64 = /* @__PURE__ */ schemeCode('data-invalid-base64',
  'RFC 2397 \u00a73, RFC 4648 \u00a74',
  'base64 data is A-Z, a-z, 0-9, "+" and "/" in groups of four, with "=" padding only at the end and no stray bits',
  'encode the data again with a base64 encoder; percent-encoding is not needed for base64 characters');

/** The codes of this group, with their entries (see SCHEME_ERROR_CODES). */
export const CODES = /* @__PURE__ */ tableOf(
  MAILTO_INVALID_ADDRESS,
  MAILTO_UNENCODED_DELIMITER,
  MAILTO_INVALID_HFIELD,
  NEWS_INVALID_SERVER,
  NEWS_INVALID_GROUP,
  NEWS_INVALID_MESSAGE_ID,
  NEWS_UNEXPECTED_QUERY,
  NNTP_INVALID_SERVER,
  NNTP_INVALID_GROUP,
  NNTP_INVALID_ARTICLE,
  NNTP_UNEXPECTED_QUERY,
  URN_INVALID_NID,
  URN_EMPTY_NSS,
  URN_INVALID_NSS,
  URN_INVALID_RQ_COMPONENT,
  TEL_INVALID_NUMBER,
  TEL_MISSING_PHONE_CONTEXT,
  TEL_INVALID_PARAMETER,
  TEL_INVALID_PHONE_CONTEXT,
  TEL_UNEXPECTED_QUERY,
  DATA_MISSING_COMMA,
  DATA_INVALID_MEDIA_TYPE,
  DATA_INVALID_PARAMETER,
  DATA_INVALID_BASE64,
);
