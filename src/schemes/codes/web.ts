/** The error codes of the web schemes' rules: http, https, ws, wss, ftp, telnet, gopher (see src/schemes/codes.ts). */

import type { ErrorCodeEntry } from '../../errors.js';

const PORT_FIX = 'give a TCP port from 0 to 65535, or leave the port out for the default';
const LINE_BREAK_FIX = 'remove the %0D or %0A; the protocol sends this text on a line of its own';

export const CODES = {
  // http, https: RFC 9110 §4.2.1-4.2.2
  'http-missing-host': {
    section: 'RFC 9110 \u00a74.2.1',
    title: 'an http or https URI has an authority with a non-empty host',
    fix: "write '//' and the host after the scheme, like http://example.com/",
  },
  'http-invalid-port': {
    section: 'RFC 9110 \u00a74.2.1, RFC 9293 \u00a73.1',
    title: 'the port of an http or https URI is a TCP port, at most 65535',
    fix: PORT_FIX,
  },
  // ws, wss: RFC 6455 §3
  'ws-missing-host': {
    section: 'RFC 6455 \u00a73',
    title: 'a ws or wss URI has an authority with a non-empty host',
    fix: "write '//' and the host after the scheme, like ws://example.com/chat",
  },
  'ws-userinfo': {
    section: 'RFC 6455 \u00a73',
    title: 'the ws-URI and wss-URI grammar has no userinfo: "//" host [ ":" port ]',
    fix: "remove the userinfo and its '@'; authenticate in the opening handshake instead",
  },
  'ws-invalid-port': {
    section: 'RFC 6455 \u00a73, RFC 9293 \u00a73.1',
    title: 'the port of a ws or wss URI is a TCP port, at most 65535',
    fix: PORT_FIX,
  },
  'ws-fragment': {
    section: 'RFC 6455 \u00a73',
    title: 'fragment identifiers are meaningless in WebSocket URIs and must not be used',
    fix: "remove the '#' and what follows, or write a '#' that is data as %23",
  },
  // ftp: RFC 1738 §3.2
  'ftp-missing-host': {
    section: 'RFC 1738 \u00a73.1, \u00a73.2',
    title: 'an ftp URI names its server: "ftp://" [ user [ ":" password ] "@" ] host [ ":" port ]',
    fix: "write '//' and the host after the scheme, like ftp://ftp.example.com/",
  },
  'ftp-invalid-port': {
    section: 'RFC 1738 \u00a73.2, RFC 9293 \u00a73.1',
    title: 'the port of an ftp URI is a TCP port, at most 65535',
    fix: PORT_FIX,
  },
  'ftp-query': {
    section: 'RFC 1738 \u00a73.2.2',
    title: 'an ftp URI has no query: its url-path is cwd segments, a name and ";type="',
    fix: "write a '?' that belongs to a name as %3F",
  },
  'ftp-invalid-semicolon': {
    section: 'RFC 1738 \u00a73.2.2',
    title: "';' is reserved in an ftp path: it appears only as ';type=' after the name",
    fix: "write a ';' that belongs to a name or directory as %3B",
  },
  'ftp-invalid-type': {
    section: 'RFC 1738 \u00a73.2.2',
    title: "the typecode after ';type=' is one of 'a', 'i' or 'd'",
    fix: "write ;type=a (ASCII), ;type=i (image, binary) or ;type=d (directory listing), or leave it out",
  },
  'ftp-line-break': {
    section: 'RFC 959 \u00a74.1.3; uri(7) Security',
    title: 'a decoded CR or LF in a user, password, directory or name would end an FTP command and start another',
    fix: LINE_BREAK_FIX,
  },
  // telnet: RFC 4248 §2
  'telnet-missing-host': {
    section: 'RFC 4248 \u00a72',
    title: 'a telnet URI names its server: "telnet://" [ user [ ":" password ] "@" ] host [ ":" port ] [ "/" ]',
    fix: "write '//' and the host after the scheme, like telnet://host.example.org/",
  },
  'telnet-invalid-port': {
    section: 'RFC 4248 \u00a72, RFC 9293 \u00a73.1',
    title: 'the port of a telnet URI is a TCP port, at most 65535',
    fix: PORT_FIX,
  },
  'telnet-path': {
    section: 'RFC 4248 \u00a72',
    title: "a telnet URI ends after the authority and an optional '/': it has no path or query",
    fix: "remove what follows the authority's '/'",
  },
  'telnet-line-break': {
    section: 'RFC 4248 \u00a72; uri(7) Security',
    title: 'a decoded CR or LF in the user or password would end a line of the Telnet session',
    fix: LINE_BREAK_FIX,
  },
  // gopher: RFC 4266 §2
  'gopher-missing-host': {
    section: 'RFC 4266 \u00a72',
    title: 'a gopher URI names its server: "gopher://" host [ ":" port ] [ "/" gopher-path ]',
    fix: "write '//' and the host after the scheme, like gopher://gopher.example.org/",
  },
  'gopher-invalid-port': {
    section: 'RFC 4266 \u00a72, RFC 9293 \u00a73.1',
    title: 'the port of a gopher URI is a TCP port, at most 65535',
    fix: PORT_FIX,
  },
  'gopher-userinfo': {
    section: 'RFC 4266 \u00a72',
    title: 'a gopher URI has no userinfo: "gopher://" host [ ":" port ] (the Gopher protocol has no login)',
    fix: "remove the userinfo and its '@'",
  },
  'gopher-invalid-type': {
    section: 'RFC 4266 \u00a72, RFC 1436 \u00a73.8',
    title: 'a non-empty gopher-path starts with the gophertype: one visible ASCII character',
    fix: "put the item's type character (like '0' for a file, '1' for a menu, '7' for a search) right after the '/'",
  },
  'gopher-line-break': {
    section: 'RFC 4266 \u00a72; uri(7) Security',
    title: 'a selector, search or Gopher+ string cannot hold CR or LF: it is sent to the server on one line',
    fix: LINE_BREAK_FIX,
  },
} as const satisfies Record<string, ErrorCodeEntry>;
