// Types of linear-cases.mjs, for the test that imports it (test/adversarial/linear.test.ts).
import type * as Core from '../src/index.js';
import type * as Text from '../src/text/index.js';
import type * as Query from '../src/query/index.js';
import type * as Audit from '../src/audit/index.js';

export type Input = readonly [name: string, make: (n: number) => string];

export interface Case {
  /** The input's name. */
  readonly input: string;
  /** The entry point and its options. */
  readonly entry: string;
  readonly make: (n: number) => string;
  /** Runs the entry on s; a UriError is swallowed, anything else thrown. */
  readonly run: (s: string) => void;
  /** The output is a new string as long as the input (the benchmark's looser bound). */
  readonly allocating: boolean;
}

export interface Library {
  readonly core: typeof Core;
  readonly text: typeof Text;
  readonly query: typeof Query;
  readonly audit: typeof Audit;
}

/** `unit` repeated to at least n code units, in whole units. */
export function fill(unit: string, n: number): string;
export const URI_INPUTS: readonly Input[];
export const TEXT_INPUTS: readonly Input[];
export const AUDIT_INPUTS: readonly Input[];
export function cases(lib: Library): Case[];
