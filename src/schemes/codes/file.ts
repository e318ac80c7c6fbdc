/** The error codes of the file schemes' rules (see src/schemes/codes.ts). */

import { schemeCode, tableOf } from './entry.js';

/** @internal */
export const FILE_QUERY = /* @__PURE__ */ schemeCode('file-query',
  'RFC 8089 §2',
  'a file URI has no query: file-URI = "file:" file-hier-part, and the grammar stops at the path',
  "remove the '?' and what follows, or write a '?' that belongs to the file name as %3F");
/** @internal */
export const FILE_AUTHORITY = /* @__PURE__ */ schemeCode('file-authority',
  'RFC 8089 §2, Appendix E.1',
  'the authority of a file URI is a host only: no userinfo and no port',
  "remove the 'user@' and the ':port'");
/** @internal */
export const FILE_RELATIVE_PATH = /* @__PURE__ */ schemeCode('file-relative-path',
  'RFC 8089 §2',
  'a file path is absolute: it starts with "/" (or, Appendix E.2, with a drive letter like "C:")',
  "start the path with '/', or resolve the relative path against a base first");
/** @internal */
export const FILE_ENCODED_SLASH = /* @__PURE__ */ schemeCode('file-encoded-slash',
  'RFC 8089 §2, RFC 3986 §2.2',
  "a segment holds an encoded '/' (or on Windows '\\'), which a file system path cannot hold inside a name",
  'remove the %2F (or %5C) from the name, or keep the URI instead of converting it to a path');
/** @internal */
export const FILE_ENCODED_DOT_SEGMENT = /* @__PURE__ */ schemeCode('file-encoded-dot-segment',
  'RFC 3986 §2.3, §5.2.4; RFC 8089 §2',
  "a segment is '.' or '..' written with %2E: RFC 3986 §5.2.4 removes only literal dot segments, so the URI keeps it as a name, but decoded (§2.3) it would be a dot segment of the path",
  "write a '.' or '..' meant as a dot segment literally (RFC 3986 §5.2.4 then removes it; resolve and normalize keep a %2E segment a name), or pass { encoded: 'decode' } if a '..' in the path is what you want");
/** @internal */
export const FILE_DOT_SEGMENT_ABOVE_ROOT = /* @__PURE__ */ schemeCode('file-dot-segment-above-root',
  'RFC 3986 §5.2.4; RFC 8089 Appendix E.2, E.3',
  "a '..' segment climbs above the drive letter or the UNC share: RFC 3986 §5.2.4 would remove the drive or the share with it, and Windows would stop at it",
  "remove the '..' (a Windows path has nothing above its drive or its \\\\server\\share), or write the URI of the drive or share that is meant");
/** @internal */
export const FILE_NUL = /* @__PURE__ */ schemeCode('file-nul',
  'RFC 8089 §4',
  'a file name cannot hold the NUL character (U+0000, %00)',
  'remove the NUL (%00)');
/** @internal */
export const FILE_INVALID_WINDOWS_NAME = /* @__PURE__ */ schemeCode('file-invalid-windows-name',
  'RFC 8089 Appendix E; Windows file naming',
  'a Windows file name cannot hold < > : " | ? * or a control character',
  'rename the file, or convert with { platform: "posix" }');
/** @internal */
export const FILE_MISSING_DRIVE = /* @__PURE__ */ schemeCode('file-missing-drive',
  'RFC 8089 Appendix E.2',
  'a local file URI names a Windows path only with a drive letter (file:///C:/...)',
  "write the drive letter first, like 'file:///C:/dir/file', or convert with { platform: 'posix' }");
/** @internal */
export const FILE_DRIVE_LETTER = /* @__PURE__ */ schemeCode('file-drive-letter',
  'RFC 8089 Appendix E.2',
  'a URI with a drive letter names a DOS or Windows path, which has no POSIX form',
  "convert with { platform: 'windows' }");
/** @internal */
export const FILE_REMOTE_HOST = /* @__PURE__ */ schemeCode('file-remote-host',
  'RFC 8089 §2, §3',
  'a POSIX path names a file on this machine: the host must be empty or "localhost"',
  "remove the host (file:///path), or convert with { platform: 'windows' } for a UNC path");
/** @internal */
export const FILE_UNC_HOST = /* @__PURE__ */ schemeCode('file-unc-host',
  'RFC 8089 Appendix E.3',
  'a UNC path names a server: a non-empty host other than "localhost" and "."',
  'write the server name after the two backslashes, like \\\\server\\share\\file');
/** @internal */
export const FILE_UNC_SHARE = /* @__PURE__ */ schemeCode('file-unc-share',
  'RFC 8089 Appendix E.3.1',
  'a UNC path names a share after the server (\\\\server\\share)',
  "add the share's name after the server");

/** The codes of this group, with their entries (see SCHEME_ERROR_CODES). */
export const CODES = /* @__PURE__ */ tableOf(
  FILE_QUERY,
  FILE_AUTHORITY,
  FILE_RELATIVE_PATH,
  FILE_ENCODED_SLASH,
  FILE_ENCODED_DOT_SEGMENT,
  FILE_DOT_SEGMENT_ABOVE_ROOT,
  FILE_NUL,
  FILE_INVALID_WINDOWS_NAME,
  FILE_MISSING_DRIVE,
  FILE_DRIVE_LETTER,
  FILE_REMOTE_HOST,
  FILE_UNC_HOST,
  FILE_UNC_SHARE,
);
