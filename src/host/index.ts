/** RFC 3986 §3.2.2, RFC 4291, RFC 5952, RFC 6874, RFC 6890 — urikit/host: IP literals as numbers, canonical text, classification. Re-exports only. */

export { parseIPv4, tryParseIPv4, isIPv4, formatIPv4 } from './ipv4.js';
export {
  parseIPv6, tryParseIPv6, isIPv6, parseIPLiteral, parseZonedIPLiteral, formatIPv6, ipv6CanonicalStep,
  type FormatIPv6Options, type ZonedIPLiteral,
} from './ipv6.js';
export {
  ipClass, ipBlock, classifyIPv4, classifyIPv6, mappedIPv4,
  isLoopback, isPrivate, isLinkLocal, isUniqueLocal, isDocumentation, isIPv4Mapped,
  type IpClass, type IpBlock, type IpAddressInput,
} from './classify.js';
export { inetAtonAddress } from './inet-aton.js';
