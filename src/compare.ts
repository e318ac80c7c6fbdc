/** RFC 3986 §6.1-6.2 — the comparison ladder: equivalent() and a comparisonKey() that agrees with it. */

import { UriError } from './errors.js';
import { NORMALIZE_FIELDS_BUT_LEVEL, type NormalizeOptions, fusedNormalText, normalize } from './normalize.js';
import { type Fields, checkOptions, oneOf } from './options.js';
import { type UriInput, toUri } from './uri.js';

const COMPARE_FIELDS: Fields = { ...NORMALIZE_FIELDS_BUT_LEVEL, level: /* @__PURE__ */ oneOf(['string', 'syntax', 'scheme']) };

/** Options of equivalent and comparisonKey. */
export interface CompareOptions extends Omit<NormalizeOptions, 'level'> {
  /**
   * The rung of the §6.2 ladder: 'string' (§6.2.1, the strings as written: no step runs, nor
   * hostToAscii), 'syntax' (§6.2.2) or
   * 'scheme' (§6.2.3, default). Each rung finds at least the equivalences of the one before.
   */
  level?: 'string' | 'syntax' | 'scheme' | undefined;
}

/**
 * The key under which equivalent URIs meet: two URIs are equivalent at a level exactly when their
 * keys are equal, so it serves Map and Set de-duplication.
 *
 * @example
 * comparisonKey('HTTP://example.com:80'); // 'http://example.com/'
 */
export function comparisonKey(uri: UriInput, options?: CompareOptions): string {
  checkOptions(options, 'comparisonKey', COMPARE_FIELDS);
  return keyOf(uri, options, 'comparisonKey: the URI');
}

/** comparisonKey on options already checked; `what` names the URI argument in an error ('equivalent: the first URI'). */
function keyOf(uri: UriInput, options: CompareOptions | undefined, what: string): string {
  const level = options?.level ?? 'scheme';
  if (typeof uri === 'string' && level !== 'string' && (options === undefined || options.registry === undefined)) {
    // parse's common shape, read and normalized in one go, no Uri made (normalize's fused path);
    // anything else, and every error, below. Without a registry, the key is the normal text.
    const key = fusedNormalText(uri, options === undefined ? undefined : { ...options, level });
    if (key !== null) return key;
  }
  // read here rather than by normalize, so that an error names the function called (parse's fast
  // path still applies: toUri without options is parse)
  const u = toUri(uri, what, options);
  if (level === 'string') return u.toString();
  // without options, normalize's own defaults apply
  const normal = normalize(u, options === undefined ? undefined : { ...options, level });
  // The core's DEFAULT_REGISTRY has no scheme equivalences: only a registry the caller gives can.
  const registry = options?.registry;
  if (level === 'scheme' && registry !== undefined && normal.scheme !== undefined) {
    // §6.2.3: a scheme's own equivalence, when its registry entry has one and the URI keeps its rules
    const schemeKey = registry.get(normal.scheme)?.comparisonKey;
    if (schemeKey !== undefined) {
      try {
        return schemeKey(normal);
      } catch (e) {
        // a URI that breaks the scheme's rules is compared by the generic ladder alone; the keys
        // cannot meet, since every scheme key is the canonical text of a URI that keeps them
        if (!(e instanceof UriError)) throw e;
      }
    }
  }
  return normal.toString();
}

/**
 * §6.2 Whether two URI references identify the same resource by the comparison ladder, at the
 * given level (default 'scheme'). An equivalence relation: reflexive, symmetric, transitive.
 * https://www.rfc-editor.org/rfc/rfc3986#section-6.2
 *
 * @example
 * equivalent('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'); // true
 * equivalent('http://example.com/bertram%2Fmarie', 'http://example.com/bertram/marie'); // false
 */
export function equivalent(a: UriInput, b: UriInput, options?: CompareOptions): boolean {
  checkOptions(options, 'equivalent', COMPARE_FIELDS);
  return keyOf(a, options, 'equivalent: the first URI') === keyOf(b, options, 'equivalent: the second URI');
}
