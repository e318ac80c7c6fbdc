/** RFC 3986 §7.1, RFC 2397 §4 — a scheme whose handler runs code: javascript:, vbscript:, and data: with an HTML or SVG media type. */

import { decode } from '../../percent.js';
import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// A link, redirect target or image source with one of these schemes runs script in the page that
// follows it (cross-site scripting). RFC 2397 §4: "interpretation of data within a 'data' URL ...
// could be harmful" when the media type is active content: text/html, application/xhtml+xml and
// image/svg+xml documents can hold scripts. The finding spans the scheme and, for data:, the media
// type.

const SCRIPT_SCHEMES: ReadonlySet<string> = /* @__PURE__ */ new Set(['javascript', 'vbscript', 'livescript']);
const ACTIVE_MEDIA_TYPES: ReadonlySet<string> = /* @__PURE__ */ new Set(['text/html', 'image/svg+xml', 'application/xhtml+xml']);

export const codeSchemeRule: AuditRule = {
  codes: ['script-scheme', 'active-data-uri'],
  check(context: AuditContext, out: FindingSink): void {
    const scheme = context.scheme;
    if (scheme === undefined) return;
    if (SCRIPT_SCHEMES.has(scheme)) {
      out.push({
        code: 'script-scheme',
        severity: 'danger',
        source: 'RFC 3986 \u00a77.1',
        start: 0,
        end: scheme.length + 1,
        message: `a ${scheme}: URI runs its text as script in the page that follows it; never use one from an untrusted source as a link, redirect or source`,
      });
      return;
    }
    if (scheme !== 'data') return;
    // dataurl := "data:" [ mediatype ] [ ";base64" ] "," data   (RFC 2397 §3)
    const s = context.input;
    const p = context.path;
    let end = p.start;
    while (end < p.end && s.charCodeAt(end) !== 59 && s.charCodeAt(end) !== 44) end++;
    const mediaType = decode(s.slice(p.start, end), { invalid: 'replace' }).trim().toLowerCase();
    if (!ACTIVE_MEDIA_TYPES.has(mediaType)) return;
    out.push({
      code: 'active-data-uri',
      severity: 'danger',
      source: 'RFC 2397 \u00a74, RFC 3986 \u00a77.1',
      start: 0,
      end,
      message: `a data: URI of type ${mediaType} is a document that can run script; never use one from an untrusted source as a link, redirect or frame`,
    });
  },
};
