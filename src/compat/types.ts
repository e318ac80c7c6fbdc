/** uri-js / fast-uri compatibility — the shapes of their API: the components object, the options, a scheme handler. */

// The names are uri-js's (URIComponents, URIOptions, URISchemeHandler), so that code typed against
// uri-js's declarations compiles against urikit/compat unchanged; fast-uri's extra fields (skipEscape,
// nid, the scheme views' fields) are added. Every field is optional and may be undefined: these
// objects come from JavaScript callers and from JSON, and the functions accept any of them.

/**
 * A URI reference cut into components, as uri-js's and fast-uri's `parse` return it and their
 * `serialize` takes it. Unlike urikit's own `Uri`, the port is a number when it is all digits, an
 * IPv6 host has no brackets (`'2001:db8::7'`, its zone after a bare `%`), and `error` says what the
 * peers found wrong instead of an exception. Scheme handlers reshape it: urn gives `nid` / `nss`,
 * urn:uuid `uuid`, mailto `to` / `subject` / `body` / `headers`, ws and wss `resourceName` / `secure`.
 */
export interface URIComponents {
  scheme?: string | undefined;
  userinfo?: string | undefined;
  host?: string | undefined;
  port?: number | string | undefined;
  path?: string | undefined;
  query?: string | undefined;
  fragment?: string | undefined;
  /** `'same-document' | 'relative' | 'absolute' | 'uri'`, set by parse. */
  reference?: string | undefined;
  /** What the peers found wrong, in their words (`'URI host is malformed.'`); absent when nothing. */
  error?: string | undefined;
  /** urn: the namespace identifier (lower case). */
  nid?: string | undefined;
  /** urn: the namespace-specific string. */
  nss?: string | undefined;
  /** urn:uuid: the UUID. */
  uuid?: string | undefined;
  /** mailto: the recipients, decoded. */
  to?: string[] | undefined;
  /** mailto: the subject header, decoded. */
  subject?: string | undefined;
  /** mailto: the body, decoded. */
  body?: string | undefined;
  /** mailto: the other header fields, decoded (a null-prototype object). */
  headers?: Record<string, string> | undefined;
  /** ws, wss: the path and query, RFC 6455 §3's resource name. */
  resourceName?: string | undefined;
  /** ws, wss: true for wss. */
  secure?: boolean | undefined;
  /** A scheme handler's own fields. */
  [field: string]: unknown;
}

/** The options every function takes (uri-js's URIOptions with fast-uri's additions). */
export interface URIOptions {
  /** Read and write the URI as this scheme (its handler), whatever its own scheme says. */
  scheme?: string | undefined;
  /**
   * parse: the reference kind the input must be (`'same-document' | 'relative' | 'absolute' | 'uri'`),
   * else `error`; `'suffix'`: the input is a suffix reference, `authority/path` (RFC 3986 §4.5),
   * read as `//` + input (with `scheme`: `scheme://` + input). serialize: `'suffix'` leaves out the
   * scheme and the `//`.
   */
  reference?: string | undefined;
  /** resolve: a reference with the base's scheme is relative (RFC 3986 §5.2.2 non-strict); urn:uuid: accept any UUID text. */
  tolerant?: boolean | undefined;
  /** serialize: keep dot-segments in the path. */
  absolutePath?: boolean | undefined;
  /** parse: keep non-ASCII text (IRI characters) instead of percent-encoding it, and leave IDN hosts as they are. */
  unicodeSupport?: boolean | undefined;
  /** parse, serialize: the host is a domain name: IDN labels to ASCII (or, with `iri`, to Unicode). */
  domainHost?: boolean | undefined;
  /** serialize: write an IRI (RFC 3987): IRI characters stay, their escapes are decoded. parse: `false` turns unicodeSupport's IRI reading off. */
  iri?: boolean | undefined;
  /** serialize: do not percent-encode the path (only upper-case its escapes). */
  skipEscape?: boolean | undefined;
  /** urn: read and write the NSS with the handler of this namespace (`{ nid: 'uuid' }`). */
  nid?: string | undefined;
}

/**
 * A scheme handler, as uri-js's and fast-uri's SCHEMES hold them: `parse` reshapes the components
 * of a URI of its scheme after the generic reading, `serialize` reshapes them back before the
 * generic writing. Both may change the object they get; they return it (or another).
 */
export interface URISchemeHandler {
  scheme: string;
  parse?: ((components: URIComponents, options: URIOptions) => URIComponents) | undefined;
  serialize?: ((components: URIComponents, options: URIOptions) => URIComponents) | undefined;
  /** The scheme's text may be Unicode: parse does not convert it. */
  unicodeSupport?: boolean | undefined;
  /** The host is a domain name (WHATWG host reading, IDN to ASCII). */
  domainHost?: boolean | undefined;
  /** serialize keeps dot-segments. */
  absolutePath?: boolean | undefined;
  /** parse leaves the components' percent-encoding as read (the handler decodes them itself). */
  skipNormalize?: boolean | undefined;
}
