/** The error codes of the web schemes' rules (see src/schemes/codes.ts). */

import type { ErrorCodeEntry } from '../../errors.js';

export const CODES = {} as const satisfies Record<string, ErrorCodeEntry>;
