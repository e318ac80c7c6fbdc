/** uri-js / fast-uri compatibility — the peers' error strings, word for word (a caller may compare them). */

// Where the two peers word one error differently, fast-uri's (the later) wording is used; the host
// conversion message names fast-uri's cause ("TypeError: Invalid URL", what its `new URL` throws).

export const E_PARSE = 'URI can not be parsed.';
export const E_BACKSLASH = 'URI authority must not contain a literal backslash.';
export const E_INTRODUCER_WHITESPACE = 'URI authority introducer must not contain whitespace.';
export const E_SCHEME = 'URI scheme is malformed.';
export const E_PERCENT = 'URI contains malformed percent-encoding.';
export const E_PATH_AFTER_AUTHORITY = 'URI path must start with "/" when authority is present.';
export const E_PORT = 'URI port is malformed.';
export const E_HOST = 'URI host is malformed.';
export const E_HOST_TO_ASCII = "Host's domain name can not be converted to ASCII: TypeError: Invalid URL";
export const E_HTTP_HOST = 'HTTP URIs must have a host.';
export const E_URN = 'URN can not be parsed.';
export const E_UUID = 'UUID is not valid.';
export const E_MAILTO_DOMAIN = 'URI mailto has an invalid recipient domain.';
export const E_MAILTO_HEADERS = 'URI mailto has malformed header fields.';

/** parse with `options.reference`: the input is not of the kind asked for. */
export function notAReference(kind: string): string {
  return 'URI is not a ' + kind + ' reference.';
}
