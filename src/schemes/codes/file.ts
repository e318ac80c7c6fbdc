/** The error codes of the file schemes' rules (see src/schemes/codes.ts). */

import type { ErrorCodeEntry } from '../../errors.js';

export const CODES = {
  'file-query': {
    section: 'RFC 8089 §2',
    title: 'a file URI has no query: file-URI = "file:" file-hier-part, and the grammar stops at the path',
    fix: "remove the '?' and what follows, or write a '?' that belongs to the file name as %3F",
  },
  'file-authority': {
    section: 'RFC 8089 §2, Appendix E.1',
    title: 'the authority of a file URI is a host only: no userinfo and no port',
    fix: "remove the 'user@' and the ':port'",
  },
  'file-relative-path': {
    section: 'RFC 8089 §2',
    title: 'a file path is absolute: it starts with "/" (or, Appendix E.2, with a drive letter like "C:")',
    fix: "start the path with '/', or resolve the relative path against a base first",
  },
  'file-encoded-slash': {
    section: 'RFC 8089 §2, RFC 3986 §2.2',
    title: "a segment holds an encoded '/' (or on Windows '\\'), which a file system path cannot hold inside a name",
    fix: 'remove the %2F (or %5C) from the name, or keep the URI instead of converting it to a path',
  },
  'file-encoded-dot-segment': {
    section: 'RFC 3986 §2.3, §5.2.4; RFC 8089 §2',
    title: "a segment is '.' or '..' written with %2E: RFC 3986 §5.2.4 removes only literal dot segments, so the URI keeps it as a name, but decoded (§2.3) it would be a dot segment of the path",
    fix: "write a '.' or '..' meant as a dot segment literally (RFC 3986 §5.2.4 then removes it; resolve and normalize keep a %2E segment a name), or pass { encoded: 'decode' } if a '..' in the path is what you want",
  },
  'file-dot-segment-above-root': {
    section: 'RFC 3986 §5.2.4; RFC 8089 Appendix E.2, E.3',
    title: "a '..' segment climbs above the drive letter or the UNC share: RFC 3986 §5.2.4 would remove the drive or the share with it, and Windows would stop at it",
    fix: "remove the '..' (a Windows path has nothing above its drive or its \\\\server\\share), or write the URI of the drive or share that is meant",
  },
  'file-nul': {
    section: 'RFC 8089 §4',
    title: 'a file name cannot hold the NUL character (U+0000, %00)',
    fix: 'remove the NUL (%00)',
  },
  'file-invalid-windows-name': {
    section: 'RFC 8089 Appendix E; Windows file naming',
    title: 'a Windows file name cannot hold < > : " | ? * or a control character',
    fix: 'rename the file, or convert with { platform: "posix" }',
  },
  'file-missing-drive': {
    section: 'RFC 8089 Appendix E.2',
    title: 'a local file URI names a Windows path only with a drive letter (file:///C:/...)',
    fix: "write the drive letter first, like 'file:///C:/dir/file', or convert with { platform: 'posix' }",
  },
  'file-drive-letter': {
    section: 'RFC 8089 Appendix E.2',
    title: 'a URI with a drive letter names a DOS or Windows path, which has no POSIX form',
    fix: "convert with { platform: 'windows' }",
  },
  'file-remote-host': {
    section: 'RFC 8089 §2, §3',
    title: 'a POSIX path names a file on this machine: the host must be empty or "localhost"',
    fix: "remove the host (file:///path), or convert with { platform: 'windows' } for a UNC path",
  },
  'file-unc-host': {
    section: 'RFC 8089 Appendix E.3',
    title: 'a UNC path names a server: a non-empty host other than "localhost" and "."',
    fix: 'write the server name after the two backslashes, like \\\\server\\share\\file',
  },
  'file-unc-share': {
    section: 'RFC 8089 Appendix E.3.1',
    title: 'a UNC path names a share after the server (\\\\server\\share)',
    fix: "add the share's name after the server",
  },
} as const satisfies Record<string, ErrorCodeEntry>;
