/** RFC 3986 §5.2.4, §3.3 — dot-segments that climb above the root of the path (`/a/../../etc/passwd`), %2E spellings included. */

import type { AuditContext, AuditRule, FindingSink } from '../types.js';

// §5.2.4's remove_dot_segments drops a ".." that has nothing left to remove, so a conforming
// resolver keeps `/a/../../b` inside the root ("/b"). A server that maps the path onto a file
// system without that step (or decodes %2E after it: §2.3 makes %2E the same as '.') can be walked
// out of its document root (path traversal). Only an absolute path has a root to climb above; a
// relative reference's ".." is resolved against its base and is ordinary. Each finding spans the
// ".." segment, as written ('..', '.%2E', '%2e%2E', ...).

/** 1 for a '.' segment, 2 for a '..' segment (either written with %2E), 0 otherwise. */
function dots(s: string, start: number, end: number): number {
  let n = 0;
  let i = start;
  while (i < end) {
    if (s.charCodeAt(i) === 46) {
      i++;
    } else if (s.charCodeAt(i) === 37 && s.charCodeAt(i + 1) === 50 && (s.charCodeAt(i + 2) | 0x20) === 101) {
      i += 3;
    } else {
      return 0;
    }
    n++;
    if (n > 2) return 0;
  }
  return n;
}

export const dotSegmentRule: AuditRule = {
  codes: ['dot-segment-above-root'],
  readings: ['rfc3986'], // about how the text is written: the WHATWG reading is the parser's own serialization
  check(context: AuditContext, out: FindingSink): void {
    const p = context.path;
    const s = context.input;
    if (p.start === p.end || s.charCodeAt(p.start) !== 47) return;
    let depth = 0;
    let start = p.start + 1;
    for (let i = start; i <= p.end; i++) {
      if (i < p.end && s.charCodeAt(i) !== 47) continue;
      const isLast = i === p.end;
      const n = dots(s, start, i);
      if (n === 2) {
        if (depth === 0) {
          out.push({
            code: 'dot-segment-above-root',
            severity: 'warning',
            source: 'RFC 3986 \u00a75.2.4, \u00a72.3',
            start,
            end: i,
            message: `the segment ${s.slice(start, i)} climbs above the root of the path; resolution drops it, but a server that maps the path onto files without removing dot-segments (or that decodes %2E late) can be led outside its root`,
          });
        } else {
          depth--;
        }
      } else if (n === 0 && !(isLast && start === i)) {
        depth++;
      }
      start = i + 1;
    }
  },
};
