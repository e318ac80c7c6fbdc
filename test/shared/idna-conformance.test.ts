/**
 * UTS #46 ToASCII conformance: web-platform-tests' IdnaTestV2.json (Unicode's IdnaTestV2.txt as
 * WPT converts it) and toascii.json, through domainToAscii with the lenient preset.
 *
 * Source: web-platform-tests url/resources/, as vendored in github.com/ada-url/ada tests/wpt/
 *   at commit 308110b26b32d12db492d460a41e57932366269d (2026-07-19); ../shared/conformance/wpt/SOURCE.md
 * Licence: web-platform-tests 3-Clause BSD; Unicode's IDNA test data, the Unicode licence.
 *
 * WPT checks each row as the host of `new URL('https://' + input + '/x')`: the URL Standard's
 * "domain to ASCII" with beStrict=false. That is UTS #46 ToASCII with CheckHyphens=false,
 * CheckBidi=true, CheckJoiners=true, UseSTD3ASCIIRules=false, Transitional_Processing=false,
 * VerifyDnsLength=false and IgnoreInvalidPunycode=false, then a non-empty result without forbidden
 * domain code points, and the ASCII rule (an all-ASCII domain is only lower-cased): urikit's
 * 'lenient' preset. The host parser's other steps (percent-decoding, IPv4) are not in these rows:
 * IdnaTestV2.json's header says WPT left out the IPv4-like rows.
 *
 * The data is read where it lives, ../shared/ beside the checkout (CI has it), and never copied
 * (STYLE 27). A row urikit answers differently is listed in idna-exceptions.json (the upstream row
 * shape, output set to urikit's answer, the reason in comment); an exception that no longer
 * disagrees with upstream fails, so the file cannot go stale. Beyond the output, each row checks
 * that ToUnicode round-trips, and each error row that urikit's error code is one of the statuses
 * IdnaTestV2 lists for it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UriError, type UriErrorCode } from '../../src/errors.js';
import { domainToAscii, domainToUnicode, type IdnaOptions } from '../../src/idna/idna.js';

/** The upstream row format; the files also hold strings, which are comments. */
interface Row {
  input: string;
  output: string | null;
  comment?: string;
  urlStandardOnly?: boolean;
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const wptDir = resolve(repoRoot, '../shared/conformance/wpt');
const exceptionsFile = fileURLToPath(new URL('idna-exceptions.json', import.meta.url));
const FILES = ['IdnaTestV2.json', 'toascii.json'];
const LENIENT: IdnaOptions = { preset: 'lenient' };

function readRows(file: string): Row[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  return data.filter((row): row is Row => typeof row === 'object' && row !== null);
}

/**
 * IdnaTestV2's statuses (Pn processing step n, Vn validity criterion n, U1 UseSTD3ASCIIRules,
 * Cn ContextJ rule n, Bn Bidi rule n, An ToASCII step n) and the urikit codes that name them.
 */
const CODES_OF_STATUS: Record<string, readonly UriErrorCode[]> = {
  P1: ['idna-disallowed-code-point'],
  P4: ['idna-invalid-punycode'],
  V1: ['idna-not-nfc'],
  V2: ['idna-hyphen-3-4'],
  V3: ['idna-hyphen-edge'],
  V4: ['idna-xn-prefix'],
  V5: ['idna-invalid-label'],
  V6: ['idna-leading-combining-mark'],
  V7: ['idna-disallowed-code-point'],
  U1: ['idna-std3-disallowed'],
  C1: ['idna-invalid-joiner'],
  C2: ['idna-invalid-joiner'],
  B1: ['idna-bidi'], B2: ['idna-bidi'], B3: ['idna-bidi'], B4: ['idna-bidi'], B5: ['idna-bidi'], B6: ['idna-bidi'],
  A3: ['idna-invalid-punycode'],
  A4_1: ['idna-domain-too-long', 'idna-empty-domain'],
  A4_2: ['idna-label-too-long', 'idna-empty-label'],
};

/**
 * The codes a row's statuses allow. "(ignored)" marks a status the URL Standard's flags do not
 * check, with one use left: an ignored U1 means an ASCII code point outside a-z 0-9 '-', which is
 * where a forbidden domain code point comes from.
 */
function allowedCodes(comment: string): Set<UriErrorCode> {
  const codes = new Set<UriErrorCode>();
  for (const part of comment.split('; ')) {
    const status = part.replace(' (ignored)', '');
    if (part.endsWith('(ignored)')) {
      if (status === 'U1') codes.add('idna-forbidden-code-point');
      continue;
    }
    for (const code of CODES_OF_STATUS[status] ?? []) codes.add(code);
  }
  return codes;
}

/** urikit's answer: the ASCII form, or null with the error. */
function toAscii(input: string): { output: string | null; error: UriError | null } {
  try {
    return { output: domainToAscii(input, LENIENT), error: null };
  } catch (e) {
    if (!(e instanceof UriError)) throw e;
    return { output: null, error: e };
  }
}

const exceptions = new Map<string, Row>();
for (const row of readRows(exceptionsFile)) exceptions.set(row.input, row);
const upstreamInputs = new Set<string>();

describe.each(FILES)('WPT %s through domainToAscii(input, { preset: "lenient" })', (file) => {
  const rows = readRows(resolve(wptDir, file));

  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(0);
  });

  rows.forEach((row, n) => {
    upstreamInputs.add(row.input);
    const exception = exceptions.get(row.input);
    const title = `#${n} ToASCII(${JSON.stringify(row.input)})${row.comment === undefined ? '' : ' ' + row.comment}`;
    it(title, () => {
      const got = toAscii(row.input);
      if (exception !== undefined) {
        // A known exception: the same row, another answer, and urikit gives the one it lists.
        expect(exception.output, 'the row still disagrees with upstream; else remove the exception').not.toBe(row.output);
        expect(got.output, exception.comment).toBe(exception.output);
        return;
      }
      expect(got.output, got.error?.message).toBe(row.output);
      if (got.error !== null) {
        expect(got.error.code).toMatch(/^idna-/);
        expect(got.error.index).toBeGreaterThanOrEqual(0);
        expect(got.error.index).toBeLessThanOrEqual(row.input.length);
        if (row.comment !== undefined && file === 'IdnaTestV2.json') {
          expect([...allowedCodes(row.comment)], `${got.error.code} at ${got.error.index}: ${got.error.message}`).toContain(got.error.code);
        }
      } else {
        // ToUnicode accepts what ToASCII accepts, and ToASCII of it gives the same answer.
        expect(domainToAscii(domainToUnicode(row.input, LENIENT), LENIENT)).toBe(row.output);
      }
    });
  });
});

describe('idna-exceptions.json', () => {
  it('names only rows that exist upstream', () => {
    expect([...exceptions.keys()].filter((input) => !upstreamInputs.has(input))).toEqual([]);
  });

  it('gives a reason for every exception', () => {
    expect([...exceptions.values()].filter((row) => !row.comment).map((row) => row.input)).toEqual([]);
  });
});
