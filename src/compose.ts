/** RFC 3986 §5.3 — component recomposition, with the component-order rules of §3 written as data. */

import {
  type ErrorCodeEntry, UriError, argumentError, describeValue, COLON_IN_FIRST_SEGMENT, MISSING_HOST, PATH_NOT_ABSOLUTE,
  PATH_STARTS_WITH_DOUBLE_SLASH,
} from './errors.js';
import * as offsets from './offsets.js';
import { type Component, ParseState, checkComponent, kindOfHost } from './parse.js';
import { parseError } from './parse-error.js';

// The registers and a host kind as module-local constants, on purpose: see "Local copies" in chars.ts.
const R_SCHEME_END = offsets.R_SCHEME_END;
const R_HOST_START = offsets.R_HOST_START;
const R_HOST_END = offsets.R_HOST_END;
const R_PATH_START = offsets.R_PATH_START;
const R_QUERY_START = offsets.R_QUERY_START;
const R_FRAGMENT_START = offsets.R_FRAGMENT_START;
const R_HOST_KIND = offsets.R_HOST_KIND;
const HOST_NONE = offsets.HOST_NONE;

/** The state the parser writes into for this module's checks. */
const STATE = /* @__PURE__ */ new ParseState();

/**
 * A URI's components as raw (percent-encoded) text. `undefined` means absent; `''` means present
 * but empty (`http://a/?` has query `''`). `path` is always present, possibly empty.
 */
export interface UriComponents {
  scheme?: string | undefined;
  userinfo?: string | undefined;
  host?: string | undefined;
  port?: string | number | undefined;
  path?: string | undefined;
  query?: string | undefined;
  fragment?: string | undefined;
}

/** Every component of a URI reference as raw text: absent ones undefined, the path always a string. */
export interface Components {
  scheme: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  port: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/**
 * The rules that tie components together (§3, §3.2, §3.3, §4.2). Each names the error it raises and
 * where in which component the error points. Checked in order; the first broken rule is reported.
 */
const ORDER_RULES: readonly {
  readonly code: 'missing-host' | 'path-not-absolute' | 'path-starts-with-double-slash' | 'colon-in-first-segment';
  readonly entry: ErrorCodeEntry;
  /** The index in `input` of the rule's violation, or -1 when the rule holds. */
  readonly violation: (c: Components) => number;
  /** What the error's index points into. */
  readonly input: (c: Components) => string;
  readonly detail: string;
}[] = [
  {
    code: 'missing-host',
    entry: MISSING_HOST,
    violation: (c) => (c.host === undefined && (c.userinfo !== undefined || c.port !== undefined) ? 0 : -1),
    input: (c) => c.userinfo ?? c.port ?? '',
    detail: 'a userinfo or port needs a host, since they live in the authority',
  },
  {
    code: 'path-not-absolute',
    entry: PATH_NOT_ABSOLUTE,
    violation: (c) => (c.host !== undefined && c.path !== '' && c.path.charCodeAt(0) !== 47 ? 0 : -1),
    input: (c) => c.path,
    detail: "with an authority, the path must be empty or start with '/'",
  },
  {
    code: 'path-starts-with-double-slash',
    entry: PATH_STARTS_WITH_DOUBLE_SLASH,
    violation: (c) => (c.host === undefined && c.path.charCodeAt(0) === 47 && c.path.charCodeAt(1) === 47 ? 0 : -1),
    input: (c) => c.path,
    detail: "without an authority, a path starting with '//' would be read as one",
  },
  {
    code: 'colon-in-first-segment',
    entry: COLON_IN_FIRST_SEGMENT,
    violation: (c) => {
      if (c.scheme !== undefined || c.host !== undefined) return -1;
      for (let i = 0; i < c.path.length; i++) {
        const ch = c.path.charCodeAt(i);
        if (ch === 47) return -1;
        if (ch === 58) return i;
      }
      return -1;
    },
    input: (c) => c.path,
    detail: "without a scheme, a ':' in the first segment would make it read as one",
  },
];

/**
 * @internal Checks every given component (with the parser's PARSE_* flags: IRI, zones) and the order
 * rules; throws the first UriError. `known`: the components of a Uri read with the same flags (a
 * Uri's `with`): a value that is the same string as the one there is valid already and is not read
 * again (the order rules, which tie the components together, are always checked).
 */
export function checkComponents(parts: UriComponents, flags = 0, known?: Components): Components {
  const port = parts.port;
  let portText: string | undefined;
  if (typeof port === 'number') {
    if (!Number.isSafeInteger(port) || port < 0) {
      throw argumentError(`a port number must be a non-negative safe integer, got ${describeValue(port)}`);
    }
    portText = String(port);
  } else {
    portText = port;
  }
  const c: Components = {
    scheme: parts.scheme,
    userinfo: parts.userinfo,
    host: parts.host,
    port: portText,
    path: parts.path === undefined ? '' : parts.path,
    query: parts.query,
    fragment: parts.fragment,
  };
  // In §5.3 order, the first error reported; each by name (a loop over the names read c[name], a
  // keyed load that cost a third of checkComponents in Uri#with)
  checkOne(c.scheme, 'scheme', known?.scheme, flags);
  checkOne(c.userinfo, 'userinfo', known?.userinfo, flags);
  checkOne(c.host, 'host', known?.host, flags);
  checkOne(c.port, 'port', known?.port, flags);
  checkOne(c.path, 'path', known?.path, flags);
  checkOne(c.query, 'query', known?.query, flags);
  checkOne(c.fragment, 'fragment', known?.fragment, flags);
  for (const rule of ORDER_RULES) {
    const at = rule.violation(c);
    if (at >= 0) throw new UriError(rule.code, at, rule.input(c), rule.detail, rule.entry);
  }
  return c;
}

/** @internal One component of checkComponents: absent, the known value (valid already), or checked as `name`. */
export function checkOne(value: string | undefined, name: Component, known: string | undefined, flags: number): void {
  if (value === undefined || value === known) return;
  if (typeof value !== 'string') {
    throw argumentError(`the ${name} must be a string or undefined, got ${describeValue(value)}`);
  }
  if (!checkComponent(STATE, value, name, flags)) throw parseError(STATE, value);
}

// §5.3: result = [scheme ":"] ["//" authority] path ["?" query] ["#" fragment]
/**
 * @internal Recomposes checked components into a URI reference string, and writes into `r` (the
 * registers of offsets.ts's layout) the offsets of what it writes: where the parser would find
 * each component reading that string, since each component's set holds none of the delimiters
 * that end it and the order rules rule out the readings that would move a boundary. So the Uri of
 * the string is made from `r` without parsing it again (test/property/compose.property.test.ts
 * holds the two equal).
 */
export function recomposeInto(c: Components, r: Int32Array): string {
  let result = '';
  r[R_SCHEME_END] = -1;
  if (c.scheme !== undefined) {
    result += c.scheme;
    r[R_SCHEME_END] = result.length;
    result += ':';
  }
  r[R_HOST_START] = -1;
  r[R_HOST_END] = -1;
  r[R_HOST_KIND] = HOST_NONE;
  if (c.host !== undefined) {
    result += '//';
    if (c.userinfo !== undefined) result += c.userinfo + '@';
    r[R_HOST_START] = result.length;
    result += c.host;
    r[R_HOST_END] = result.length;
    r[R_HOST_KIND] = kindOfHost(c.host);
    if (c.port !== undefined) result += ':' + c.port;
  }
  r[R_PATH_START] = result.length;
  result += c.path;
  r[R_QUERY_START] = -1;
  if (c.query !== undefined) {
    r[R_QUERY_START] = result.length;
    result += '?' + c.query;
  }
  r[R_FRAGMENT_START] = -1;
  if (c.fragment !== undefined) {
    r[R_FRAGMENT_START] = result.length;
    result += '#' + c.fragment;
  }
  return result;
}
