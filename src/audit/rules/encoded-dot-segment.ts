/** RFC 3986 §2.2, §2.3, §5.2.4, §7.3; WHATWG URL §4.4 — path segments that are dot-segments or hold separators only once decoded (`/a/.%2e/admin`, `/files/..%2f..%2fetc/passwd`). */

import { hexValue } from '../../chars.js';
import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// encoded-dot-segment: §5.2.4's remove_dot_segments compares segments as written, so '.%2e' is a
// name to it and `http://a/a/.%2e/admin` keeps its path; but §2.3 makes %2E the same as '.', a
// browser's parser removes '%2e', '.%2e', '%2e.' and '%2e%2e' as dot-segments (WHATWG URL §4.4,
// single-dot and double-dot URL path segments: that URI is fetched as http://a/admin), and a
// server that decodes before it maps the path onto files climbs with it. A check made on the
// text then approves another resource than the one reached. A '..' that climbs above the root of
// an absolute path is dot-segment-above-root's (its depth count is mirrored here, so the two rules
// never report the same segment). A rootless path after a scheme (`mailto:`, `urn:`) is skipped:
// it is opaque to a browser and maps onto no directory. The finding spans the segment.
//
// encoded-path-separator: a %2F or %5C inside a segment is data (§2.2: "URI producing
// applications should percent-encode data octets that correspond to characters in the reserved
// set"), and a browser never splits on it; but §7.3 warns that "the decoded octets might be
// mistaken for delimiters" and that file systems give "/" and "\" an operational meaning: a server
// that decodes before it splits the path reads a separator there, and, next to a '..', a climb
// (`/files/..%2f..%2fetc/passwd`, `/a/..%5c..%5cwin.ini`; '\' is a separator on Windows), though
// no climb above the root shows in the text. 'danger' when the decoded piece on either side of the escape,
// up to the next separator written or encoded, is exactly '..'; otherwise a 'warning'. The
// finding spans the escape.

/** The result bit of segmentDots for a segment that spells at least one '.' as %2E. */
const ENCODED = 4;

/** A piece's dot count once it holds anything but dots: never '.' nor '..'. */
const NOT_DOTS = 3;

/** The octet of the escape at i (s[i] is '%'), or -1 when s has no %HH there. */
function octetAt(s: string, i: number, end: number): number {
  if (i + 2 >= end) return -1;
  const hi = hexValue(s.charCodeAt(i + 1));
  const lo = hexValue(s.charCodeAt(i + 2));
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

/** 1 for a segment that decodes to '.', 2 for '..', 0 otherwise; or-ed with ENCODED when a %2E is among them. */
function segmentDots(s: string, start: number, end: number): number {
  let n = 0;
  let encoded = 0;
  let i = start;
  while (i < end) {
    if (s.charCodeAt(i) === 46) {
      i++;
    } else if (s.charCodeAt(i) === 37 && octetAt(s, i, end) === 0x2e) {
      encoded = ENCODED;
      i += 3;
    } else {
      return 0;
    }
    n++;
    if (n > 2) return 0;
  }
  return n | encoded;
}

function pushDotSegment(out: FindingSink, s: string, start: number, end: number, n: number): void {
  const seg = s.slice(start, end);
  out.push({
    code: 'encoded-dot-segment',
    severity: 'warning',
    source: 'RFC 3986 \u00a72.3, \u00a75.2.4; WHATWG URL \u00a74.4 (single/double-dot URL path segment)',
    start,
    end,
    message: n === 2
      ? `the segment ${seg} decodes to '..': RFC 3986 resolution keeps it as a name, but a browser removes it with the segment before it (http://a/a/.%2e/admin is fetched as http://a/admin) and a server that decodes before it maps the path onto files climbs with it, so a check on the text approves another resource than the one reached: refuse the URI`
      : `the segment ${seg} decodes to '.': RFC 3986 resolution keeps it as a name, but a browser removes it (http://a/b/%2e/c is fetched as http://a/b/c) and so does a server that decodes before it maps the path, so a check on the text approves another resource than the one reached: refuse the URI`,
  });
}

function pushSeparator(out: FindingSink, s: string, at: number, climbs: boolean): void {
  const escape = s.slice(at, at + 3);
  const sep = octetAt(s, at, at + 3) === 0x2f ? "'/'" : "'\\' (a separator on Windows)";
  out.push({
    code: 'encoded-path-separator',
    severity: climbs ? 'danger' : 'warning',
    source: 'RFC 3986 \u00a72.2, \u00a77.3',
    start: at,
    end: at + 3,
    message: climbs
      ? `${escape} in a path segment decodes to ${sep} next to '..': a browser keeps it as data in one segment, but a server that decodes before it splits the path reads a '..' segment there and climbs out of its directory (path traversal): refuse the URI`
      : `${escape} in a path segment decodes to ${sep}: a browser keeps it as data in one segment, but a server that decodes before it splits the path reads a separator there and maps other segments than this URI's: keep it encoded end to end, or refuse the URI`,
  });
}

/** Reports the %2F and %5C escapes of the segment [start, end), each 'danger' when a decoded piece beside it is '..'. */
function checkSeparators(s: string, start: number, end: number, out: FindingSink): void {
  // Invariant: each character is read once; a finding waits until the piece after its escape ends.
  let dots = 0; // the current piece's dots so far, NOT_DOTS once it holds anything else
  let pending = -1; // the last separator escape, reported when the piece after it ends
  let pendingClimbs = false; // whether the piece before that escape is '..'
  for (let i = start; i < end; i++) {
    if (s.charCodeAt(i) === 46) {
      if (dots < NOT_DOTS) dots++;
      continue;
    }
    if (s.charCodeAt(i) !== 37) {
      dots = NOT_DOTS;
      continue;
    }
    const b = octetAt(s, i, end);
    if (b === 0x2f || b === 0x5c) {
      if (pending >= 0) pushSeparator(out, s, pending, pendingClimbs || dots === 2);
      pending = i;
      pendingClimbs = dots === 2;
      dots = 0;
    } else if (b === 0x2e) {
      if (dots < NOT_DOTS) dots++;
    } else {
      dots = NOT_DOTS;
    }
    i += 2;
  }
  if (pending >= 0) pushSeparator(out, s, pending, pendingClimbs || dots === 2);
}

export const encodedDotSegmentRule: AuditRule = {
  codes: ['encoded-dot-segment', 'encoded-path-separator'],
  readings: ['rfc3986'], // about how the text is written: the WHATWG reading is the parser's own serialization
  check(context: AuditContext, out: FindingSink): void {
    const p = context.path;
    const s = context.input;
    if (p.start === p.end) return;
    const absolute = s.charCodeAt(p.start) === 47;
    if (!absolute && context.scheme !== undefined) return;
    // depth: the segments above this one that a '..' can remove, counted as dot-segment-above-root counts them
    let depth = 0;
    let start = absolute ? p.start + 1 : p.start;
    for (let i = start; i <= p.end; i++) {
      if (i < p.end && s.charCodeAt(i) !== 47) continue;
      const isLast = i === p.end;
      const d = segmentDots(s, start, i);
      const n = d & 3;
      if (n === 0) {
        checkSeparators(s, start, i, out);
        if (!(isLast && start === i)) depth++;
      } else if (n === 2 && absolute && depth === 0) {
        // above the root: dot-segment-above-root reports it
      } else {
        if (n === 2) depth--;
        if ((d & ENCODED) !== 0) pushDotSegment(out, s, start, i, n);
      }
      start = i + 1;
    }
  },
};
