/** RFC 3986 §3 — the internal contract: which offset of a parsed Uri marks what, and an accessor for every span. Library modules only. */

import type { Uri } from './uri.js';

// A parsed Uri is its input and seven small integers, written by the parser (parse.ts, in the order
// of the registers below) and read by every module that works on a Uri's text without slicing it
// (resolve, normalize, the schemes, the audit). This module is the one place that says what each
// offset marks; everything else reads them through the accessors here. Nothing of it is public: the
// Uri fields are @internal (stripped from the published types) and a Uri can be made only by
// createUri (uri.ts), with offsets that came from the parser or from code that keeps its invariants.
//
//     https://user:pass@example.com:8080/a/b?q=1#top
//          |  |         |          |    |   |    |
//          |  |         |          |    |   |    fragmentStart: the '#' (-1: no fragment)
//          |  |         |          |    |   queryStart: the '?' (-1: no query)
//          |  |         |          |    pathStart: the first character of the path (always set; the path may be empty)
//          |  |         |          hostEnd: just after the host (a ':' before the port, or pathStart)
//          |  |         hostStart: the first character of the host (-1: no authority)
//          |  authorityStart = schemeEnd + 3 (0 + 2 for a network-path reference: "//" at 0)
//          schemeEnd: the ':' after the scheme (-1: a relative reference)
//
//   scheme     [0, schemeEnd)                      when schemeEnd >= 0
//   authority  [authorityStart, pathStart)         when hostStart >= 0
//   userinfo   [authorityStart, hostStart - 1)     when hostStart > authorityStart (the '@' at hostStart - 1)
//   host       [hostStart, hostEnd)                when hostStart >= 0 (brackets of an IP-literal included)
//   port       [hostEnd + 1, pathStart)            when hostStart >= 0 and hostEnd < pathStart (the ':' at hostEnd)
//   path       [pathStart, pathEnd)                pathEnd = queryStart, else fragmentStart, else the length
//   query      [queryStart + 1, beforeFragment)    beforeFragment = fragmentStart, else the length
//   fragment   [fragmentStart + 1, length)
//
// hostKind is HOST_NONE without an authority, else the §3.2.2 kind; flags are the PARSE_* bits the
// Uri was read with (an IRI, RFC 6874 zones).

// ---------------------------------------------------------------------------------------------
// The parser's registers: where parse.ts writes the offsets of a success, in this order

/** @internal index of the ':' after the scheme */
export const R_SCHEME_END = 0;
/** @internal start of the host (after "//" and "userinfo@") */
export const R_HOST_START = 1;
/** @internal end of the host (a ':' before the port, or the path start) */
export const R_HOST_END = 2;
/** @internal start of the path (always present; may be empty) */
export const R_PATH_START = 3;
/** @internal index of the '?' that opens the query */
export const R_QUERY_START = 4;
/** @internal index of the '#' that opens the fragment */
export const R_FRAGMENT_START = 5;
/** @internal HOST_* kind */
export const R_HOST_KIND = 6;
/** @internal How many registers there are. */
export const REGISTERS = 7;

// ---------------------------------------------------------------------------------------------
// Host kinds and parser flags

/** @internal */
export const HOST_NONE = 0;
/** @internal */
export const HOST_REG_NAME = 1;
/** @internal */
export const HOST_IPV4 = 2;
/** @internal */
export const HOST_IPV6 = 3;
/** @internal */
export const HOST_IPVFUTURE = 4;

/** @internal Read an IRI (RFC 3987). */
export const PARSE_IRI = 1;
/** @internal Accept RFC 6874 zone identifiers in IPv6 literals. */
export const PARSE_ZONES = 2;

// ---------------------------------------------------------------------------------------------
// Accessors. Each is one or two field reads: V8 inlines them into the code that calls them.

/** @internal The text the offsets point into: the input of a parsed Uri. */
export function textOf(u: Uri): string {
  return u._s;
}

/** @internal The ':' after the scheme, or -1. */
export function schemeEndOf(u: Uri): number {
  return u._schemeEnd;
}

/** @internal The start of the authority (after "//"), or -1 without one. */
export function authorityStartOf(u: Uri): number {
  return u._hostStart < 0 ? -1 : u._schemeEnd + 3; // schemeEnd is -1 without a scheme: "//" at 0
}

/** @internal The start of the host, or -1 without an authority. */
export function hostStartOf(u: Uri): number {
  return u._hostStart;
}

/** @internal The end of the host, or -1 without an authority. */
export function hostEndOf(u: Uri): number {
  return u._hostEnd;
}

/** @internal The start of the userinfo, or -1 when there is none. */
export function userinfoStartOf(u: Uri): number {
  const a = authorityStartOf(u);
  return a < 0 || u._hostStart === a ? -1 : a;
}

/** @internal The start of the port's digits, or -1 when no port is written (`http://a:/` has one, empty). */
export function portStartOf(u: Uri): number {
  return u._hostStart < 0 || u._hostEnd === u._pathStart ? -1 : u._hostEnd + 1;
}

/** @internal The start of the path. */
export function pathStartOf(u: Uri): number {
  return u._pathStart;
}

/** @internal The end of the path: the '?' or '#' after it, or the end of the text. */
export function pathEndOf(u: Uri): number {
  return u._queryStart >= 0 ? u._queryStart : u._fragmentStart >= 0 ? u._fragmentStart : u._s.length;
}

/** @internal The '?' that opens the query, or -1. */
export function queryStartOf(u: Uri): number {
  return u._queryStart;
}

/** @internal The end of the query: the '#' after it, or the end of the text. */
export function beforeFragmentOf(u: Uri): number {
  return u._fragmentStart >= 0 ? u._fragmentStart : u._s.length;
}

/** @internal The '#' that opens the fragment, or -1. */
export function fragmentStartOf(u: Uri): number {
  return u._fragmentStart;
}

/** @internal The HOST_* kind. */
export function hostKindOf(u: Uri): number {
  return u._hostKind;
}

/** @internal The PARSE_* flags the Uri was read with. */
export function uriFlagsOf(u: Uri): number {
  return u._flags;
}
