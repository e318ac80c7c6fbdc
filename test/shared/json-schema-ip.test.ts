/**
 * JSON Schema `format: ipv4` and `format: ipv6`, against urikit/host's isIPv4 and isIPv6.
 * `ipv4` is RFC 2673's dotted-quad, the text of RFC 3986 §3.2.2 IPv4address (four decimal octets
 * 0-255, no leading zeros); `ipv6` is RFC 4291 §2.2 text, the text of RFC 3986's IPv6address
 * (leading zeros in a group allowed, any case, "::", an embedded IPv4 address; no brackets, no
 * zone identifier, no prefix length).
 *
 * Source: JSON-Schema-Test-Suite, github.com/json-schema-org/JSON-Schema-Test-Suite,
 *   tests/draft2020-12/optional/format/ipv4.json and ipv6.json
 * Version: commit 44401e0c046704b476ec9d2e2fccdaee618f259d (2026-08-22)
 * Licence: MIT, Copyright (c) 2012 Julian Berman (LICENSE beside the data)
 *
 * The data is read where it lives, ../shared/conformance/json-schema-test-suite/ beside the checkout
 * (CI has it), in its upstream form, and never copied here (STYLE 27). Formats apply to strings only:
 * any other value is valid. A row whose expected answer the RFCs do not give is a known exception in
 * json-schema-ip-exceptions.json (same shape as upstream): that row then asserts the RFC answer, and
 * an exception that no longer disagrees with upstream fails, so the file cannot go stale.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { isIPv4, isIPv6, parseIPv4, parseIPv6, tryParseIPv4, tryParseIPv6 } from '../../src/host/index.js';
import { runFormatSuite } from './format-suite.js';

/** Each format's validator, and the parser whose verdict must agree with it. */
const FORMATS: Record<string, { isValid: (s: string) => boolean; parses: (s: string) => boolean; parse: (s: string) => unknown }> = {
  ipv4: { isValid: isIPv4, parses: (s) => tryParseIPv4(s) !== null, parse: parseIPv4 },
  ipv6: { isValid: isIPv6, parses: (s) => tryParseIPv6(s) !== null, parse: parseIPv6 },
};

/** The verdict of is*, checked against the safe twin and the throwing parser, which must agree. */
function verdict(data: string, format: string): boolean {
  const f = FORMATS[format]!;
  const answer = f.isValid(data);
  expect(f.parses(data), 'tryParse agrees with is*').toBe(answer);
  let threw = false;
  try {
    f.parse(data);
  } catch {
    threw = true;
  }
  expect(threw, 'parse agrees with is*').toBe(!answer);
  return answer;
}

runFormatSuite(['ipv4.json', 'ipv6.json'], fileURLToPath(new URL('json-schema-ip-exceptions.json', import.meta.url)),
  Object.keys(FORMATS), verdict);
