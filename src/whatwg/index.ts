/** WHATWG URL beside RFC 3986 — urikit/whatwg: the platform URL's reading, toURL/fromURL, the per-component comparison. Re-exports only. */

export {
  compareWithWhatwg, CONFUSION_DEVICES, WHATWG_CLASSES,
  type WhatwgComparison, type WhatwgClass, type WhatwgComponent, type WhatwgDifference, type WhatwgRepair,
  type ConfusionDevice, type RfcSide, type CompareWithWhatwgOptions,
} from './compare.js';
export { toURL, fromURL, type ToUrlResult, type FromUrlResult, type EncodedCharacter } from './bridge.js';
export { readWhatwg, SPECIAL_SCHEMES, type WhatwgReading, type PlatformURL, type UrlLike } from './reading.js';
export { whatwgHost, whatwgIPv4, type WhatwgHost, type WhatwgHostOptions } from './host.js';
export { WHATWG_ERROR_CODES, type WhatwgErrorCode } from './codes.js';
