/** urikit — the core entry point: RFC 3986 parsing, the Uri model, building, percent-encoding. Re-exports only. */

export { UriError, ERROR_CODES, type UriErrorCode } from './errors.js';
export type { Rule, HostKind, Component } from './parse.js';
export type { UriComponents, Components } from './compose.js';
export {
  Uri, parse, tryParse, validate, isValid,
  type ParseOptions, type ReferenceKind, type DecodableComponent,
} from './uri.js';
export { build, type UriParts } from './build.js';
export {
  encode, encodeDisallowed, decode, decodeToBytes, encodeBytes,
  type EncodeComponent, type DecodeOptions,
} from './percent.js';
