/** The error codes of the web schemes' rules: http, https, ws, wss, ftp, telnet, gopher (see src/schemes/codes.ts). */

import { schemeCode, tableOf } from './entry.js';

const PORT_FIX = 'give a TCP port from 0 to 65535, or leave the port out for the default';
const LINE_BREAK_FIX = 'remove the %0D or %0A; the protocol sends this text on a line of its own';

// http, https: RFC 9110 §4.2.1-4.2.2
/** @internal */
export const HTTP_MISSING_HOST = /* @__PURE__ */ schemeCode('http-missing-host',
  'RFC 9110 \u00a74.2.1',
  'an http or https URI has an authority with a non-empty host',
  "write '//' and the host after the scheme, like http://example.com/");
/** @internal */
export const HTTP_INVALID_PORT = /* @__PURE__ */ schemeCode('http-invalid-port',
  'RFC 9110 \u00a74.2.1, RFC 9293 \u00a73.1',
  'the port of an http or https URI is a TCP port, at most 65535',
  PORT_FIX);
// ws, wss: RFC 6455 §3
/** @internal */
export const WS_MISSING_HOST = /* @__PURE__ */ schemeCode('ws-missing-host',
  'RFC 6455 \u00a73',
  'a ws or wss URI has an authority with a non-empty host',
  "write '//' and the host after the scheme, like ws://example.com/chat");
/** @internal */
export const WS_USERINFO = /* @__PURE__ */ schemeCode('ws-userinfo',
  'RFC 6455 \u00a73',
  'the ws-URI and wss-URI grammar has no userinfo: "//" host [ ":" port ]',
  "remove the userinfo and its '@'; authenticate in the opening handshake instead");
/** @internal */
export const WS_INVALID_PORT = /* @__PURE__ */ schemeCode('ws-invalid-port',
  'RFC 6455 \u00a73, RFC 9293 \u00a73.1',
  'the port of a ws or wss URI is a TCP port, at most 65535',
  PORT_FIX);
/** @internal */
export const WS_FRAGMENT = /* @__PURE__ */ schemeCode('ws-fragment',
  'RFC 6455 \u00a73',
  'fragment identifiers are meaningless in WebSocket URIs and must not be used',
  "remove the '#' and what follows, or write a '#' that is data as %23");
// ftp: RFC 1738 §3.2
/** @internal */
export const FTP_MISSING_HOST = /* @__PURE__ */ schemeCode('ftp-missing-host',
  'RFC 1738 \u00a73.1, \u00a73.2',
  'an ftp URI names its server: "ftp://" [ user [ ":" password ] "@" ] host [ ":" port ]',
  "write '//' and the host after the scheme, like ftp://ftp.example.com/");
/** @internal */
export const FTP_INVALID_PORT = /* @__PURE__ */ schemeCode('ftp-invalid-port',
  'RFC 1738 \u00a73.2, RFC 9293 \u00a73.1',
  'the port of an ftp URI is a TCP port, at most 65535',
  PORT_FIX);
/** @internal */
export const FTP_QUERY = /* @__PURE__ */ schemeCode('ftp-query',
  'RFC 1738 \u00a73.2.2',
  'an ftp URI has no query: its url-path is cwd segments, a name and ";type="',
  "write a '?' that belongs to a name as %3F");
/** @internal */
export const FTP_INVALID_SEMICOLON = /* @__PURE__ */ schemeCode('ftp-invalid-semicolon',
  'RFC 1738 \u00a73.2.2',
  "';' is reserved in an ftp path: it appears only as ';type=' after the name",
  "write a ';' that belongs to a name or directory as %3B");
/** @internal */
export const FTP_INVALID_TYPE = /* @__PURE__ */ schemeCode('ftp-invalid-type',
  'RFC 1738 \u00a73.2.2',
  "the typecode after ';type=' is one of 'a', 'i' or 'd'",
  "write ;type=a (ASCII), ;type=i (image, binary) or ;type=d (directory listing), or leave it out");
/** @internal */
export const FTP_LINE_BREAK = /* @__PURE__ */ schemeCode('ftp-line-break',
  'RFC 959 \u00a74.1.3; uri(7) Security',
  'a decoded CR or LF in a user, password, directory or name would end an FTP command and start another',
  LINE_BREAK_FIX);
// telnet: RFC 4248 §2
/** @internal */
export const TELNET_MISSING_HOST = /* @__PURE__ */ schemeCode('telnet-missing-host',
  'RFC 4248 \u00a72',
  'a telnet URI names its server: "telnet://" [ user [ ":" password ] "@" ] host [ ":" port ] [ "/" ]',
  "write '//' and the host after the scheme, like telnet://host.example.org/");
/** @internal */
export const TELNET_INVALID_PORT = /* @__PURE__ */ schemeCode('telnet-invalid-port',
  'RFC 4248 \u00a72, RFC 9293 \u00a73.1',
  'the port of a telnet URI is a TCP port, at most 65535',
  PORT_FIX);
/** @internal */
export const TELNET_PATH = /* @__PURE__ */ schemeCode('telnet-path',
  'RFC 4248 \u00a72',
  "a telnet URI ends after the authority and an optional '/': it has no path or query",
  "remove what follows the authority's '/'");
/** @internal */
export const TELNET_LINE_BREAK = /* @__PURE__ */ schemeCode('telnet-line-break',
  'RFC 4248 \u00a72; uri(7) Security',
  'a decoded CR or LF in the user or password would end a line of the Telnet session',
  LINE_BREAK_FIX);
// gopher: RFC 4266 §2
/** @internal */
export const GOPHER_MISSING_HOST = /* @__PURE__ */ schemeCode('gopher-missing-host',
  'RFC 4266 \u00a72',
  'a gopher URI names its server: "gopher://" host [ ":" port ] [ "/" gopher-path ]',
  "write '//' and the host after the scheme, like gopher://gopher.example.org/");
/** @internal */
export const GOPHER_INVALID_PORT = /* @__PURE__ */ schemeCode('gopher-invalid-port',
  'RFC 4266 \u00a72, RFC 9293 \u00a73.1',
  'the port of a gopher URI is a TCP port, at most 65535',
  PORT_FIX);
/** @internal */
export const GOPHER_USERINFO = /* @__PURE__ */ schemeCode('gopher-userinfo',
  'RFC 4266 \u00a72',
  'a gopher URI has no userinfo: "gopher://" host [ ":" port ] (the Gopher protocol has no login)',
  "remove the userinfo and its '@'");
/** @internal */
export const GOPHER_INVALID_TYPE = /* @__PURE__ */ schemeCode('gopher-invalid-type',
  'RFC 4266 \u00a72, RFC 1436 \u00a73.8',
  'a non-empty gopher-path starts with the gophertype: one visible ASCII character',
  "put the item's type character (like '0' for a file, '1' for a menu, '7' for a search) right after the '/'");
/** @internal */
export const GOPHER_LINE_BREAK = /* @__PURE__ */ schemeCode('gopher-line-break',
  'RFC 4266 \u00a72; uri(7) Security',
  'a selector, search or Gopher+ string cannot hold CR or LF: it is sent to the server on one line',
  LINE_BREAK_FIX);

/** The codes of this group, with their entries (see SCHEME_ERROR_CODES). */
export const CODES = /* @__PURE__ */ tableOf(
  HTTP_MISSING_HOST,
  HTTP_INVALID_PORT,
  WS_MISSING_HOST,
  WS_USERINFO,
  WS_INVALID_PORT,
  WS_FRAGMENT,
  FTP_MISSING_HOST,
  FTP_INVALID_PORT,
  FTP_QUERY,
  FTP_INVALID_SEMICOLON,
  FTP_INVALID_TYPE,
  FTP_LINE_BREAK,
  TELNET_MISSING_HOST,
  TELNET_INVALID_PORT,
  TELNET_PATH,
  TELNET_LINE_BREAK,
  GOPHER_MISSING_HOST,
  GOPHER_INVALID_PORT,
  GOPHER_USERINFO,
  GOPHER_INVALID_TYPE,
  GOPHER_LINE_BREAK,
);
