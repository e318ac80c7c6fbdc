/** UTS #46 — the urikit/idna entry point: ToASCII and ToUnicode for hosts, and the normalize steps built on them. Re-exports only. */

export {
  domainToAscii, domainToUnicode, tryDomainToAscii, tryDomainToUnicode, IDNA_PRESETS,
  type IdnaOptions, type IdnaPreset, type IdnaFlags,
} from './idna.js';
export {
  createHostToAsciiStep, createHostToUnicodeStep, hostToAsciiStep, hostToUnicodeStep,
  type HostStepOptions,
} from './steps.js';
export { IDNA_ERROR_CODES, type IdnaErrorCode } from './codes.js';
