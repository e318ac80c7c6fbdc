/** RFC 3986 §3.1 — one scheme rule's code and its entry, kept apart so that a bundle keeps only the codes it raises. */

import type { ErrorCodeEntry } from '../../errors.js';

// Each scheme rule's code is a constant of its own (codes/*.ts), which the code that raises it
// names: a bundler keeps the codes an import can raise (urikit/schemes/mailto keeps mailto's) and
// drops the others. Making the constant records its entry by its code; `/* @__PURE__ */` at each
// call lets a bundler drop a code nothing names, and with it its record. SCHEME_ERROR_CODES names
// them all and is kept only where it is imported.

/** Entries by code, each recorded when its constant is made (see schemeCode). */
const KNOWN: Record<string, ErrorCodeEntry> = {};

/** @internal A scheme rule's code (returned, as its literal type), its entry recorded. */
export function schemeCode<C extends string>(code: C, section: string, title: string, fix: string): C {
  KNOWN[code] = { section, title, fix };
  return code;
}

/** @internal The entry of a scheme rule's code, recorded by schemeCode. */
export function schemeEntry(code: string): ErrorCodeEntry {
  return KNOWN[code]!;
}

/** @internal A table of codes and their entries, in the order given (SCHEME_ERROR_CODES and its parts). */
export function tableOf<C extends string>(...codes: C[]): { readonly [K in C]: ErrorCodeEntry } {
  const table = {} as Record<C, ErrorCodeEntry>;
  for (const code of codes) table[code] = KNOWN[code]!;
  return table;
}
