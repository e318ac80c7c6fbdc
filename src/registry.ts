/** RFC 3986 §3.1, §6.2.3 — the scheme registry: what urikit knows of each scheme, as a value. */

import { isSchemeName } from './chars.js';
import { argumentError, describeValue } from './errors.js';
import type { NormalizeStep } from './normalize.js';
import type { Check } from './options.js';
import type { Uri } from './uri.js';

/**
 * What urikit knows of one scheme: its defaults for scheme-based normalization and, for the
 * schemes of urikit/schemes, its rules and structured view `V`.
 */
export interface SchemeEntry<V = unknown> {
  /** The scheme name, lower case. */
  readonly name: string;
  /** The specification that defines it. */
  readonly spec: string;
  /** The port used when the URI gives none (§3.2.3, §6.2.3). */
  readonly defaultPort?: number | undefined;
  /** §6.2.3: with an authority, an empty path means "/" (as for http). */
  readonly emptyPathIsRoot?: boolean | undefined;
  /** RFC 8089 §2: the host "localhost" means the same as an empty host. */
  readonly localhostIsEmptyHost?: boolean | undefined;
  /** Whether its URIs are hierarchical (an authority and/or a path of segments), or opaque. */
  readonly hierarchical?: boolean | undefined;
  /**
   * Checks a URI of this scheme against the scheme's rules and returns its structured view; a
   * broken rule throws a UriError whose code names the rule and whose index points into the URI.
   */
  readonly parse?: ((uri: Uri) => V) | undefined;
  /** The URI of a view, each part percent-encoded as its place needs: parse(build(v)) equals v. */
  readonly build?: ((view: V) => Uri) | undefined;
  /**
   * The scheme's own normalization steps (§6.2.3), run by normalize at level 'scheme' after the
   * built-in ones, as the step 'scheme-rules' (urn: the NID to lower case, RFC 8141 §3.1).
   */
  readonly steps?: readonly NormalizeStep[] | undefined;
  /**
   * The scheme's own equivalence (§6.2.3 "scheme-based"), as a key: comparisonKey and equivalent at
   * level 'scheme' use it, on the normalized URI, when the URI keeps the scheme's rules (urn: RFC
   * 8141 §3; tel: RFC 3966 §4). It may throw a UriError for a URI that breaks them.
   */
  readonly comparisonKey?: ((uri: Uri) => string) | undefined;
}

/** A set of scheme entries, looked up by name without regard to case. A value: nothing registers itself. */
export interface SchemeRegistry {
  readonly entries: readonly SchemeEntry<any>[];
  /** The entry for a scheme (any case), or undefined. */
  get(scheme: string): SchemeEntry<any> | undefined;
}

/** The optional fields of an entry and the type each must have. */
const ENTRY_FIELDS: Readonly<Record<string, 'boolean' | 'function' | 'port' | 'steps'>> = {
  defaultPort: 'port', emptyPathIsRoot: 'boolean', localhostIsEmptyHost: 'boolean', hierarchical: 'boolean',
  parse: 'function', build: 'function', steps: 'steps', comparisonKey: 'function',
};

/** Throws invalid-argument unless `e` is a scheme entry: a name (a scheme), a spec, and typed optional fields. */
function checkEntry(e: unknown, where: string): SchemeEntry<unknown> {
  if (typeof e !== 'object' || e === null || Array.isArray(e)) throw argumentError(`${where} must be a scheme entry ({ name, spec, ... }), got ${describeValue(e)}`);
  const x = e as Record<string, unknown>;
  if (typeof x['name'] !== 'string' || !isSchemeName(x['name'])) {
    throw argumentError(`${where}.name must be a scheme name (a letter, then letters, digits, '+', '-' or '.'), got ${describeValue(x['name'])}`);
  }
  if (typeof x['spec'] !== 'string') throw argumentError(`${where}.spec must be a string (the specification that defines the scheme), got ${describeValue(x['spec'])}`);
  for (const key of Object.keys(x)) {
    const kind = ENTRY_FIELDS[key];
    const v = x[key];
    if (key === 'name' || key === 'spec' || v === undefined) continue;
    if (kind === undefined) throw argumentError(`${where}: unknown field ${describeValue(key)}; expected name, spec, ${Object.keys(ENTRY_FIELDS).join(', ')}`);
    const ok = kind === 'boolean' ? typeof v === 'boolean'
      : kind === 'function' ? typeof v === 'function'
      : kind === 'port' ? Number.isSafeInteger(v) && (v as number) >= 0
      : Array.isArray(v) && v.every((s) => typeof s === 'object' && s !== null && typeof (s as NormalizeStep).name === 'string' && typeof (s as NormalizeStep).apply === 'function');
    if (!ok) {
      const want = kind === 'port' ? 'a port number' : kind === 'steps' ? 'an array of normalize steps ({ name, apply })' : `a ${kind}`;
      throw argumentError(`${where}.${key} must be ${want}, got ${describeValue(v)}`);
    }
  }
  return e as SchemeEntry<unknown>;
}

/**
 * Builds a registry from entries; a later entry with the same name replaces an earlier one, so
 * `createRegistry([...DEFAULT_REGISTRY.entries, mine])` extends or overrides the defaults. Every
 * entry is checked (UriError 'invalid-argument' names the bad one); `get` takes a string.
 */
export function createRegistry(entries: readonly SchemeEntry<any>[]): SchemeRegistry {
  if (!Array.isArray(entries)) throw argumentError(`createRegistry: entries must be an array of scheme entries, got ${describeValue(entries)}`);
  const checked: SchemeEntry<any>[] = [];
  for (let i = 0; i < entries.length; i++) checked.push(checkEntry(entries[i], `createRegistry: entries[${i}]`));
  return makeRegistry(checked);
}

/**
 * createRegistry without the check of the entries: for DEFAULT_REGISTRY, whose entries are the
 * library's own (test/unit/cold-start.test.ts passes them to createRegistry), so that importing the
 * core does not check eleven literals (~0.2 ms of a fresh process's require, Node 20).
 */
function makeRegistry(entries: readonly SchemeEntry<any>[]): SchemeRegistry {
  const byName = new Map<string, SchemeEntry<any>>();
  for (let i = 0; i < entries.length; i++) byName.set(entries[i]!.name.toLowerCase(), entries[i]!);
  const list = Object.freeze([...byName.values()]);
  const registry: SchemeRegistry = Object.freeze({
    entries: list,
    get(scheme: string): SchemeEntry<any> | undefined {
      if (typeof scheme !== 'string') throw argumentError(`registry.get: the scheme must be a string, got ${describeValue(scheme)}`);
      return byName.get(scheme) ?? byName.get(scheme.toLowerCase());
    },
  });
  MADE.add(registry);
  return registry;
}

/**
 * The registries createRegistry made: frozen, and their `get` answers from their `entries` (a
 * registry written by hand need only have the shape, so nothing is assumed of it).
 */
const MADE = /* @__PURE__ */ new WeakSet<SchemeRegistry>();

/** @internal True when createRegistry made `registry`: its entries are fixed, and get reads them (what a copy of them may rely on). */
export function madeByCreateRegistry(registry: SchemeRegistry): boolean {
  return MADE.has(registry);
}

/** @internal A registry (made by createRegistry, or any object with `entries` and `get`): the check of a `registry` option. */
export const isRegistry: Check = (value, where) => {
  if (typeof value !== 'object' || value === null || typeof (value as SchemeRegistry).get !== 'function' || !Array.isArray((value as SchemeRegistry).entries)) {
    throw argumentError(`${where} must be a scheme registry (made by createRegistry), got ${describeValue(value)}`);
  }
};

/** The schemes with a default port (RFC 3986 §6.2.3's examples and uri(7)'s list), and file. */
export const DEFAULT_REGISTRY: SchemeRegistry = /* @__PURE__ */ makeRegistry([
  { name: 'http', spec: 'RFC 9110 §4.2.1', defaultPort: 80, emptyPathIsRoot: true },
  { name: 'https', spec: 'RFC 9110 §4.2.2', defaultPort: 443, emptyPathIsRoot: true },
  { name: 'ws', spec: 'RFC 6455 §3', defaultPort: 80, emptyPathIsRoot: true },
  { name: 'wss', spec: 'RFC 6455 §3', defaultPort: 443, emptyPathIsRoot: true },
  { name: 'ftp', spec: 'RFC 1738 §3.2', defaultPort: 21, emptyPathIsRoot: true },
  { name: 'gopher', spec: 'RFC 4266', defaultPort: 70, emptyPathIsRoot: true },
  { name: 'telnet', spec: 'RFC 4248', defaultPort: 23, emptyPathIsRoot: true },
  { name: 'nntp', spec: 'RFC 5538', defaultPort: 119 },
  { name: 'ldap', spec: 'RFC 4516', defaultPort: 389, emptyPathIsRoot: true },
  { name: 'wais', spec: 'RFC 4156', defaultPort: 210 },
  { name: 'file', spec: 'RFC 8089', emptyPathIsRoot: true, localhostIsEmptyHost: true },
]);
