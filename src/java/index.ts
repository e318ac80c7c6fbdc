/** RFC 2396, java.net.URI — the urikit/java entry point: JavaUri and the RFC 2396 reading. Re-exports only. */

export { JavaUri } from './java-uri.js';
export { parse2396, pathSegments, type Components2396, type PathSegment } from './rfc2396.js';
export { resolve2396, relativize2396, normalizePath2396 } from './resolve.js';
export { JAVA_ERROR_CODES, type JavaErrorCode, type JavaUriError } from './codes.js';
