/** urikit — the core entry point: RFC 3986 parsing, the Uri model, building, percent-encoding, resolution, normalization, comparison, relativization, Appendix B splitting, repair of user input, path segments, RFC 6454 origins. Re-exports only. */

export { UriError, ERROR_CODES, type UriErrorCode, type UriErrorCodes, type ErrorCodeEntry } from './errors.js';
export type { Rule, HostKind, Component } from './parse.js';
export type { UriComponents, Components } from './compose.js';
export {
  Uri, parse, tryParse, validate, isValid,
  type ParseOptions, type ReferenceKind, type DecodableComponent, type UriInput, type UrlLike,
} from './uri.js';
export { build, type UriParts } from './build.js';
export {
  encode, encodeDisallowed, validateEncoded, decode, decodeToBytes, encodeBytes,
  type EncodeComponent, type DecodeOptions,
} from './percent.js';
export { resolve, type ResolveOptions } from './resolve.js';
export {
  normalize, normalizer, normalizationChanges, BUILT_IN_STEPS,
  type NormalizeOptions, type NormalizeStep, type NormalizeStepName, type NormalizeChange, type StepContext,
} from './normalize.js';
export { equivalent, comparisonKey, type CompareOptions } from './compare.js';
export { createRegistry, DEFAULT_REGISTRY, type SchemeEntry, type SchemeRegistry } from './registry.js';
export { relativize, type RelativizeOptions } from './relativize.js';
export { splitReference, type SplitReference } from './split.js';
export { appendSegment, removeDotSegments } from './segment.js';
export { origin, isSameOrigin, type Origin, type TupleOrigin, type OpaqueOrigin, type OriginOptions } from './origin.js';
export { repair, REPAIR_ERROR_CODES, type RepairOptions, type RepairResult, type Repair, type RepairKind, type RepairComponent, type RepairErrorCode } from './repair.js';
