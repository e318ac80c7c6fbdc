/** The error codes of the text schemes' rules: mailto, news, nntp, urn, tel, data (see src/schemes/codes.ts). */

import type { ErrorCodeEntry } from '../../errors.js';

export const CODES = {
  // RFC 6068 — mailto
  'mailto-invalid-address': {
    section: 'RFC 6068 \u00a72',
    title: 'each address of a mailto URI is an addr-spec: a local part, "@", and a domain, none of them empty',
    fix: "write the whole address, like 'joe@example.com'; separate addresses with ','",
  },
  'mailto-unencoded-delimiter': {
    section: 'RFC 6068 \u00a72',
    title: 'in addresses and header fields "/", "?", "#", "[", "]", "&", ";" (in addresses), "=" (in names and values) and "%" are percent-encoded',
    fix: "percent-encode the character ('&' as %26, '=' as %3D, '/' as %2F, '?' as %3F, ';' as %3B)",
  },
  'mailto-invalid-hfield': {
    section: 'RFC 6068 \u00a72',
    title: 'the query of a mailto URI is header fields name=value joined by "&"',
    fix: "write 'name=value' (an empty value is 'name='), or remove the empty field or the bare '?'",
  },
  // RFC 5538 — news and nntp
  'news-invalid-server': {
    section: 'RFC 5538 \u00a72.1',
    title: 'the server of a news URI is a host with an optional port: not empty, without userinfo',
    fix: "write 'news://host[:port]/...', or leave the server out: 'news:group'",
  },
  'news-invalid-group': {
    section: 'RFC 5538 \u00a72.2, RFC 3977 \u00a74, \u00a79.8, RFC 5536 \u00a73.1.4',
    title: 'a newsgroup name is printable ASCII but "!*,?[\\]", in non-empty dot-separated components; a wildmat adds "*", "?", "," and "!"',
    fix: "correct the name, like 'comp.lang.ada'; '*' means all groups",
  },
  'news-invalid-message-id': {
    section: 'RFC 5538 \u00a72.2, RFC 5536 \u00a73.1.3',
    title: 'a message-id is printable ASCII without "<" and ">": id-left "@" id-right, both non-empty',
    fix: "write the Message-ID without its angle brackets, like 'ab.cd@example.com'",
  },
  'news-unexpected-query': {
    section: 'RFC 5538 \u00a72.1',
    title: 'a news URI has no query',
    fix: "remove the '?' and what follows, or percent-encode a '?' of a wildmat as %3F",
  },
  'nntp-invalid-server': {
    section: 'RFC 5538 \u00a72.1, \u00a72.3',
    title: 'an nntp URI starts with "//" and a server: a host, not empty, with an optional port and no userinfo',
    fix: "write 'nntp://host[:port]/group'",
  },
  'nntp-invalid-group': {
    section: 'RFC 5538 \u00a72.3, RFC 3977 \u00a79.8, RFC 5536 \u00a73.1.4',
    title: 'an nntp URI names one newsgroup: printable ASCII but "!*,?[\\]", in non-empty dot-separated components, no wildcards',
    fix: "give the group after the server, like 'nntp://news.example/comp.lang.ada'",
  },
  'nntp-invalid-article': {
    section: 'RFC 5538 \u00a72.3, RFC 3977 \u00a76',
    title: 'an article number is 1 to 16 decimal digits, at least 1, and nothing follows it',
    fix: "write the article's number, like '/12345', or leave it out",
  },
  'nntp-unexpected-query': {
    section: 'RFC 5538 \u00a72.1',
    title: 'an nntp URI has no query',
    fix: "remove the '?' and what follows",
  },
  // RFC 8141 — urn
  'urn-invalid-nid': {
    section: 'RFC 8141 \u00a72',
    title: 'a namespace identifier is 2-32 letters, digits and "-", not starting or ending with "-", and is followed by ":"',
    fix: "correct the NID, like 'urn:isbn:...'",
  },
  'urn-empty-nss': {
    section: 'RFC 8141 \u00a72',
    title: 'a URN has a non-empty namespace-specific string after "urn:" NID ":"',
    fix: "write the name after the NID's ':', like 'urn:example:a123'",
  },
  'urn-invalid-nss': {
    section: 'RFC 8141 \u00a72',
    title: 'the namespace-specific string starts with a pchar, not "/"',
    fix: "remove the '/' or percent-encode it as %2F",
  },
  'urn-invalid-rq-component': {
    section: 'RFC 8141 \u00a72.3',
    title: 'the query of a URN is "?+" r-component and/or "?=" q-component, each non-empty and starting with a pchar',
    fix: "write '?+' or '?=' before the component, and give it a value",
  },
  // RFC 3966 — tel
  'tel-invalid-number': {
    section: 'RFC 3966 \u00a73',
    title: 'a telephone number is "+" then digits (global), or hex digits, "*" and "#" (local), with visual separators "-", ".", "(", ")"',
    fix: "write the number like '+1-201-555-0123', and '#' as %23",
  },
  'tel-missing-phone-context': {
    section: 'RFC 3966 \u00a75.1.5',
    title: 'a local number needs a ";phone-context=" parameter',
    fix: "add ';phone-context=' with a domain or a global number prefix, or write the number in global form ('+' and the country code)",
  },
  'tel-invalid-parameter': {
    section: 'RFC 3966 \u00a73',
    title: 'a parameter is ";" name ["=" value]: name letters, digits and "-", value non-empty; ext=phone digits; ext, isub and phone-context at most once',
    fix: 'percent-encode the character, or correct the parameter',
  },
  'tel-invalid-phone-context': {
    section: 'RFC 3966 \u00a73, \u00a75.1.5',
    title: 'a phone-context is a domain name or "+" and digits with visual separators',
    fix: "write ';phone-context=example.com' or ';phone-context=+1-914-555'",
  },
  'tel-unexpected-query': {
    section: 'RFC 3966 \u00a73',
    title: 'a tel URI has no query',
    fix: "remove the '?' and what follows, or percent-encode it as %3F inside a parameter value",
  },
  // RFC 2397 — data
  'data-missing-comma': {
    section: 'RFC 2397 \u00a73',
    title: 'a data URI has a "," between its media type and its data',
    fix: "write ',' before the data, even when the media type is omitted: 'data:,text'",
  },
  'data-invalid-media-type': {
    section: 'RFC 2397 \u00a73, RFC 2045 \u00a75.1',
    title: 'a media type is type "/" subtype, each a token (letters, digits and !$&\'*+-._~)',
    fix: "write the media type like 'text/plain', or leave it out",
  },
  'data-invalid-parameter': {
    section: 'RFC 2397 \u00a73, RFC 2045 \u00a75.1',
    title: 'a parameter is ";" attribute "=" value, both non-empty tokens (the value may be percent-encoded); ";base64" comes last',
    fix: "write ';name=value', percent-encoding other characters of the value",
  },
  'data-invalid-base64': {
    section: 'RFC 2397 \u00a73, RFC 4648 \u00a74',
    title: 'base64 data is A-Z, a-z, 0-9, "+" and "/" in groups of four, with "=" padding only at the end and no stray bits',
    fix: 'encode the data again with a base64 encoder; percent-encoding is not needed for base64 characters',
  },
} as const satisfies Record<string, ErrorCodeEntry>;
