/** RFC 3987 — the urikit/iri entry point: IRI <-> URI mapping and NFC normalization. Re-exports only. */

export { iriToUri, uriToIri, type IriToUriOptions, type UriToIriOptions } from './convert.js';
export { nfcStep } from './nfc.js';
