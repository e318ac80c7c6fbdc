/** RFC 3986 Appendix C, §4.5 — the urikit/text entry point: URIs in free text, suffix references. Re-exports only. */

export { extractUris, type ExtractOptions, type FoundUri, type UriDelimiter } from './extract.js';
export { guessUri, SUFFIX_PREFIXES, type GuessOptions, type GuessedUri } from './guess.js';
