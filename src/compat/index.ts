/** urikit/compat — uri-js's and fast-uri's API on urikit's core: parse, serialize, resolve, resolveComponents, normalize, equal, the escape helpers and SCHEMES. Re-exports only. */

export type { URIComponents, URIOptions, URISchemeHandler } from './types.js';
export { parse } from './parse.js';
export { serialize } from './serialize.js';
export { resolve, resolveComponents, resolveComponents as resolveComponent } from './resolve.js';
export { COMPAT_ERROR_CODES, type CompatErrorCode } from './codes.js';
export { normalize } from './normalize.js';
export { equal } from './equal.js';
export { pctEncChar, pctDecChars, escapeComponent, unescapeComponent } from './pct.js';
export { removeDotSegments } from './dot-segments.js';
export { SCHEMES } from './schemes.js';
