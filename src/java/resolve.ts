/** RFC 2396 §5.2, java.net.URI — resolution, path normalization and relativization as java.net.URI does them. */

import { argumentError, describeValue, expectString } from '../errors.js';
import type { Components2396 } from './rfc2396.js';

// Java's path normalization (java.net.URI#normalize, RFC 2396 §5.2 step 6c-6f): '.' segments go,
// 'seg/..' pairs go (a '..' with nothing before it to remove is kept, even at the root: '/../a'
// stays), runs of '/' collapse to one, and a relative path whose first segment would now hold ':'
// gets './' before it. A path that needs none of this is returned as it is (the same string).

/**
 * Java's normalize(String): the path with dot segments and repeated slashes removed.
 *
 * @throws {UriError} 'invalid-argument' when the path is not a string.
 */
export function normalizePath2396(path: string): string {
  expectString(path, 'normalizePath2396: the path');
  return normalizePath(path);
}

/** @internal normalizePath2396 on a path known to be a string (JavaUri's own). */
export function normalizePath(path: string): string {
  const n = path.length;
  if (n === 0) return path;
  // segments: [start, end) pairs between runs of '/', and whether a '/' follows each
  const starts: number[] = [];
  const ends: number[] = [];
  let p = 0;
  let normal = true;
  while (p < n && path.charCodeAt(p) === 0x2f) p++;
  const absolute = p > 0;
  if (p > 1) normal = false;
  while (p < n) {
    const s = p;
    while (p < n && path.charCodeAt(p) !== 0x2f) p++;
    starts.push(s);
    ends.push(p);
    if (isDots(path, s, p) !== 0) normal = false;
    let slashes = 0;
    while (p < n && path.charCodeAt(p) === 0x2f) { p++; slashes++; }
    if (slashes > 1) normal = false;
  }
  if (normal) return path;
  const ns = starts.length;
  const removed = new Uint8Array(ns);
  // RFC 2396 §5.2 6c-6d: remove '.', then 'seg/..' pairs, left to right. A '..' removes the
  // nearest segment still kept before it unless that one is '..' too: `kept` is the stack of the
  // segments kept so far, so each step is O(1) and the whole is linear (no walk back over removed ones).
  const kept: number[] = [];
  for (let i = 0; i < ns; i++) {
    const dots = isDots(path, starts[i]!, ends[i]!);
    if (dots === 1) removed[i] = 1;
    else if (dots === 2 && kept.length > 0 && isDots(path, starts[kept[kept.length - 1]!]!, ends[kept[kept.length - 1]!]!) !== 2) {
      removed[i] = 1;
      removed[kept.pop()!] = 1;
    } else kept.push(i);
  }
  let out = absolute ? '/' : '';
  let first = 0;
  while (first < ns && removed[first] === 1) first++;
  // a relative path whose first remaining segment holds ':' would read as a scheme: './' first
  if (!absolute && first > 0 && first < ns && path.slice(starts[first], ends[first]).includes(':')) out = './';
  for (let i = first; i < ns; i++) {
    if (removed[i] === 1) continue;
    out += path.slice(starts[i], ends[i]);
    if (ends[i]! < n) out += '/';
  }
  return out === path ? path : out;
}

/** 1 for '.', 2 for '..', else 0. */
function isDots(path: string, s: number, e: number): number {
  if (e - s === 1 && path.charCodeAt(s) === 0x2e) return 1;
  if (e - s === 2 && path.charCodeAt(s) === 0x2e && path.charCodeAt(s + 1) === 0x2e) return 2;
  return 0;
}

/** The components of a new hierarchical reference (no ssp: it is made from the others). */
function make(scheme: string | null, from: Components2396, path: string | null, query: string | null, fragment: string | null): Components2396 {
  return {
    scheme, ssp: null, authority: from.authority, userInfo: from.userInfo, host: from.host, port: from.port,
    path, query, fragment,
  };
}

/**
 * RFC 2396 §5.2 as java.net.URI resolves `child` against `base` (both as parsed; the base may be
 * relative). Differences from RFC 3986 §5.2: a reference with an empty path keeps the base's
 * directory, not its path ('?y' against http://a/b/c/d;p?q is http://a/b/c/?y; '' is
 * http://a/b/c/); a fragment-only reference keeps the base's query; '..' that climbs above the
 * root is kept (http://a/../g); an opaque base or reference gives the reference.
 * Returns `base` or `child` themselves where Java returns them.
 *
 * @throws {UriError} 'invalid-argument' when either is not of parse2396's shape (the message names the field).
 */
export function resolve2396(base: Components2396, child: Components2396): Components2396 {
  checkComponents(base, 'resolve2396: the base');
  checkComponents(child, 'resolve2396: the child');
  return resolveComponents(base, child);
}

/** @internal resolve2396 on components known to be parse2396's (JavaUri's own). */
export function resolveComponents(base: Components2396, child: Components2396): Components2396 {
  // 5.2 (1): an opaque reference or base is not resolved
  if (child.path === null || base.path === null) return child;
  // 5.2 (2): a reference to the current document (a lone fragment)
  if (child.scheme === null && child.authority === null && child.path === '' && child.fragment !== null && child.query === null) {
    if (base.fragment !== null && child.fragment === base.fragment) return base;
    return make(base.scheme, base, base.path, base.query, child.fragment);
  }
  // 5.2 (3): an absolute reference is taken as it is
  if (child.scheme !== null) return child;
  // 5.2 (4): the authority
  if (child.authority !== null) return make(base.scheme, child, child.path, child.query, child.fragment);
  // 5.2 (5): an absolute path
  if (child.path.length > 0 && child.path.charCodeAt(0) === 0x2f) return make(base.scheme, base, child.path, child.query, child.fragment);
  // 5.2 (6): merge with the base's directory, then remove dot segments
  return make(base.scheme, base, resolvePath(base.path, child.path, base.scheme !== null), child.query, child.fragment);
}

// 5.2 (6a-b): all but the last segment of the base, then the reference's path
function resolvePath(base: string, child: string, absolute: boolean): string {
  const i = base.lastIndexOf('/');
  let path: string;
  if (child.length === 0) path = i >= 0 ? base.slice(0, i + 1) : '';
  // java.net.URI: an absolute base with an empty path merges as if it were '/' (http://a + b is http://a/b)
  else path = i >= 0 ? base.slice(0, i + 1) + child : absolute ? '/' + child : child;
  return normalizePath(path);
}

/**
 * java.net.URI#relativize: `child` relative to `base`, or `child` itself when the schemes
 * (without regard to case) or the authorities differ (exactly, escapes' hex case aside), or when the base's normalized path
 * is not a prefix of the child's (as a directory: with a '/' after it).
 *
 * @throws {UriError} 'invalid-argument' when either is not of parse2396's shape (the message names the field).
 */
export function relativize2396(base: Components2396, child: Components2396): Components2396 {
  checkComponents(base, 'relativize2396: the base');
  checkComponents(child, 'relativize2396: the child');
  return relativizeComponents(base, child);
}

/** @internal relativize2396 on components known to be parse2396's (JavaUri's own). */
export function relativizeComponents(base: Components2396, child: Components2396): Components2396 {
  if (child.path === null || base.path === null) return child;
  if (!equalIgnoringCase(base.scheme, child.scheme) || !equalEscaped(base.authority, child.authority)) return child;
  let bp = normalizePath(base.path);
  const cp = normalizePath(child.path);
  if (bp !== cp) {
    if (!bp.endsWith('/')) bp += '/';
    if (!cp.startsWith(bp)) return child;
  }
  return {
    scheme: null, ssp: null, authority: null, userInfo: null, host: null, port: -1,
    path: cp.slice(bp.length), query: child.query, fragment: child.fragment,
  };
}

/** @internal Java's equal: the same text, the hex digits of escapes without regard to case. */
export function equalEscaped(s: string | null, t: string | null): boolean {
  if (s === t) return true;
  if (s === null || t === null || s.length !== t.length) return false;
  if (!s.includes('%')) return false; // equal strings were caught above
  for (let i = 0; i < s.length;) {
    const c = s.charCodeAt(i);
    const d = t.charCodeAt(i);
    if (c !== 0x25) {
      if (c !== d) return false;
      i++;
      continue;
    }
    if (d !== 0x25) return false;
    if (toLower(s.charCodeAt(i + 1)) !== toLower(t.charCodeAt(i + 1)) || toLower(s.charCodeAt(i + 2)) !== toLower(t.charCodeAt(i + 2))) return false;
    i += 3;
  }
  return true;
}

/** @internal ASCII case-insensitive equality (Java's equalIgnoringCase: scheme and host). */
export function equalIgnoringCase(s: string | null, t: string | null): boolean {
  if (s === t) return true;
  if (s === null || t === null || s.length !== t.length) return false;
  for (let i = 0; i < s.length; i++) {
    if (toLower(s.charCodeAt(i)) !== toLower(t.charCodeAt(i))) return false;
  }
  return true;
}

/** @internal ASCII lower case of a code unit. */
export function toLower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 32 : c;
}

/** The fields of Components2396 that hold a string or null. */
const TEXT_FIELDS = ['scheme', 'ssp', 'authority', 'userInfo', 'host', 'path', 'query', 'fragment'] as const;

/**
 * That `value` has the shape of parse2396's result (each text field a string or null, the port an
 * integer from -1): what resolve2396 and relativize2396 read. Else a UriError 'invalid-argument'
 * naming the field.
 */
function checkComponents(value: unknown, where: string): asserts value is Components2396 {
  if (typeof value !== 'object' || value === null) throw argumentError(`${where} must be the components parse2396 gives, got ${describeValue(value)}`);
  const c = value as Record<string, unknown>;
  for (const key of TEXT_FIELDS) {
    const v = c[key];
    if (v !== null && typeof v !== 'string') throw argumentError(`${where}.${key} must be a string or null, got ${describeValue(v)}`);
  }
  const port = c['port'];
  if (!Number.isSafeInteger(port) || (port as number) < -1) throw argumentError(`${where}.port must be an integer from -1 (none), got ${describeValue(port)}`);
}
