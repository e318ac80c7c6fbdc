// Benchmarks: urikit against its peers, on the real corpus and on named pathological inputs (STYLE 30).
//
//   npm run bench                  build dist/, then measure and print the tables
//   node bench/run.mjs --write     ... and write them to bench/RESULTS.md with an environment line,
//                                  unless the machine's speed moved during the run (see PROBE;
//                                  --force writes it anyway)
//   node bench/run.mjs --smoke     1 warm-up round and 2 rounds per case over at most 1,000 items of each
//                                  input (one pass over each 1 MB and 10 MB input): checks in a few
//                                  seconds that every case runs (CI); asserts nothing
//
// Groups are named operation/implementation. A round runs a case over every item of its input,
// repeated so that a round lasts at least SETTINGS.minRoundMs; the figure is the lower quartile of
// the rounds (see figureOf), and the rounds of the cases on one input are interleaved (see measureAll). Every
// case goes through the same pass() loop and its one indirect call, the floor included, so the
// ratios compare like with like. The input data is described in bench/data/README.md. The last
// table times the operations that build an output as long as their input on one item of 1 KB,
// 100 KB, 1 MB and 10 MB, in ns per byte (see MEGABYTE_INPUTS).

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import fastUri from 'fast-uri';
import uriJs from 'uri-js';
import URIjs from 'urijs';
import { URL as WhatwgURL } from 'whatwg-url';

import * as urikit from '../dist/node/index.js';
import { audit, checkPolicy, redact } from '../dist/node/audit/index.js';
import { buildQuery, parseQuery, stringifyQuery } from '../dist/node/query/index.js';
import { decodeDataUri, parseData, parseNews, parseTel } from '../dist/node/schemes/index.js';
import { compareWithWhatwg } from '../dist/node/whatwg/index.js';
import * as compat from '../dist/node/compat/index.js';
import { expand as expandTemplate, parseTemplate } from '../dist/node/template/index.js';
import { extractUris } from '../dist/node/text/index.js';
import { parseTemplate as parseUrlTemplate } from 'url-template';

// ---------------------------------------------------------------------------------------------
// Named inputs. Each is a list of items; a case's function gets one item at a time. Every string is
// flattened (see flat()), so that no case pays for a rope or a slice that another was spared.

const RESOLVE_KIND_NAMES = ['relative-path', 'absolute-path', 'network-path', 'absolute', 'query', 'fragment'];
const CORPUS_FILE = fileURLToPath(new URL('data/urls.txt', import.meta.url));
const RELATIVE_FILE = fileURLToPath(new URL('data/relative.txt', import.meta.url));

/** RFC 6570 §3.2's examples, and each template parsed once by urikit and by url-template (outside the timing). */
const TEMPLATE_EXAMPLES = JSON.parse(readFileSync(new URL('data/template-examples.json', import.meta.url), 'utf8'));
const URIKIT_TEMPLATES = new Map(TEMPLATE_EXAMPLES.templates.map((t) => [t, parseTemplate(t)]));
const URL_TEMPLATES = new Map(TEMPLATE_EXAMPLES.templates.map((t) => [t, parseUrlTemplate(t)]));

const INPUTS = {
  /** 21,051 real-world URIs, one per line (bench/data/README.md). */
  corpus: readLines(CORPUS_FILE),
  /**
   * The corpus again, each line a slice of the file's text as split() gives it (and as Node's
   * readline does: it slices its lines out of each chunk); left as slices below, not flattened like
   * every other input. V8 reads a sliced string more slowly than a flat one (see flat): this is the
   * corpus as a program that reads a file line by line hands it over.
   */
  'corpus-sliced': [],
  /** 5,000 [base, reference] pairs, split at the first tab; for resolve/* rows. */
  relative: readLines(RELATIVE_FILE).map((line) => {
    const tab = line.indexOf('\t');
    return [line.slice(0, tab), line.slice(tab + 1)];
  }),
  /**
   * The 'relative' pairs again, for the cases that run after a full collection: in a section of
   * their own, since a collection before a pass also leaves the heap the next case starts on
   * collected (which slows the peers that allocate most).
   */
  'relative-after-gc': readLines(RELATIVE_FILE).map((line) => {
    const tab = line.indexOf('\t');
    return [line.slice(0, tab), line.slice(tab + 1)];
  }),
  /** The 'relative' pairs by the kind of their reference (RFC 3986 §4.2), each kind alone. */
  ...resolveKinds(readLines(RELATIVE_FILE)),
  /**
   * Each corpus URI that urikit accepts with one error put in, a different kind per line in turn:
   * a space in the path, '%' without two hex digits, a letter in the port, '<' in the query, '^' in
   * the host, a scheme that starts with a digit. For validate, tryParse and a thrown parse error.
   */
  invalid: invalidLines(readLines(CORPUS_FILE)),
  /** One URI whose path is 10 KB of '%41': the percent-encoding path at length. */
  'pct-path-10k': ['http://example.com/' + '%41'.repeat(3414)],
  /** 1,000 IP-literal hosts of every RFC 3986 §3.2.2 shape: full, '::' anywhere, IPv4 tail, IPvFuture. */
  'ipv6-hosts': ipv6Hosts(1000),
  /** 1,000-segment paths: named segments, empty segments, dot-segments. */
  'segments-1000': [
    'http://example.com' + '/segment'.repeat(1000),
    'http://example.com' + '/'.repeat(1000),
    'http://example.com' + '/..'.repeat(1000),
  ],
  /** 10,000-segment paths of dot segments, for remove_dot_segments (§5.2.4) in normalize. */
  'dot-segments-10k': [
    'http://example.com' + '/a/..'.repeat(5000),
    'http://example.com' + '/.'.repeat(10000),
    'http://example.com' + '/a'.repeat(5000) + '/..'.repeat(5000),
  ],
  /** [base, reference] pairs whose reference has 10,000 dot segments, for resolve (§5.2.2-§5.2.4). */
  'dot-references-10k': [
    ['http://example.com/a/b/c', '../'.repeat(10000) + 'g'],
    ['http://example.com/a/b/c', 'x/../'.repeat(5000) + 'g'],
    ['http://example.com' + '/a'.repeat(5000), '../'.repeat(5000) + 'g'],
  ],
  /**
   * Strings that RFC 3986 and a browser read differently (the audit's attack class): backslashes,
   * several '@', white space, IPv4 number forms, fullwidth hosts, script schemes. Most are invalid.
   */
  confusion: [
    'http://evil.com\\@good.com/', 'http:\\\\evil.com\\', 'http://a@b@evil.com/', 'java\tscript:alert(1)', ' http://evil.com/',
    'data:text/html,<script>alert(1)</script>', 'http://127.0.0.1./', 'http://0x7f.0x.0x.1/', 'http://169.254.169.254./latest/',
    'http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/', 'http://127\u30020\u30020\u30021/', 'http://evil.com%00.example.com/',
    'http://good.com%40evil.com/', 'http://a/a/.%2e/admin', 'http:evil.com/', 'http://[::ffff:127.0.0.1]/', 'http://[64:ff9b::7f00:1]/',
    'HTTP://Example.COM:80/a/./b/../c', 'http://user:pw@10.0.0.1:25/%0D%0A', 'http://ex%2eample.com/', 'http://evil.com/a b',
    'javascript:alert(1)', 'http://[v1.x]/', 'http://2130706433/',
  ],
  /**
   * The corpus's http(s) lines rewritten so that a step of RFC 3986 §6.2 has work to do, one class
   * each: scheme and host upper-cased; an explicit default port; a dot segment; an escaped
   * unreserved character; lower-case %hh. 'needs-work' mixes the five, one class per line in turn.
   */
  ...needsWork(readLines(CORPUS_FILE)),
  /**
   * Each line of 'needs-work' with its normal form (by urikit, as a stored canonical URI would be):
   * the equivalence a lookup makes, one side needing work. "rejected" counts the pairs an
   * implementation calls different.
   */
  'needs-work-pairs': needsWork(readLines(CORPUS_FILE))['needs-work'].map((s) => [s, urikit.normalize(s).toString()]),
  /** Megabyte inputs for the audit: 300,000 '..' above the root, and 100,000 mixed-script labels. */
  'audit-1mb': ['http://a' + '/..'.repeat(300_000), 'http://' + 'x%D0%B0.'.repeat(100_000) + 'com/'],
  /** RFC 6570 §3.2's 101 example templates (bench/data/template-examples.json), expanded with §3.2's variables. */
  'template-examples': TEMPLATE_EXAMPLES.templates,
};
for (const [name, items] of Object.entries(INPUTS)) {
  INPUTS[name] = items.map((item) => (typeof item === 'string' ? flat(item) : item.map(flat)));
}
INPUTS['corpus-sliced'] = readLines(CORPUS_FILE); // (slices again: see its entry)

/**
 * Megabyte inputs, for the operations that build an output as long as their input (the output
 * buffers of src/chars.ts): each kind is made at every size of MEGABYTE_SIZES, one item per input,
 * and reported in ns per byte, so that a cost per byte that grows with the size shows (built one
 * piece at a time, a megabyte output is a rope of a million strings that the young-generation
 * collector copies: 3-10 times the cost per byte). Made when their section runs, not at start.
 */
const MEGABYTE_SIZES = [['1 KB', 1 << 10], ['100 KB', 100 << 10], ['1 MB', 1 << 20], ['10 MB', 10 << 20]];
const MEGABYTE_INPUTS = {
  /** '%' repeated: every character escaped, 3 bytes out for 1 in. */
  percent: (n) => fill('%', n),
  /** U+00E9 repeated: 2 UTF-8 octets each, 6 bytes out for 1 in. */
  'e-acute': (n) => fill('\u00e9', n),
  /** '/a b' repeated: literal runs, escapes and delimiters in turn. */
  'path-spaces': (n) => fill('/a b', n),
  /** '%41' repeated: every escape decoded. */
  escapes: (n) => fill('%41', n),
  /** '%C3%A9' repeated: 2-octet UTF-8 sequences decoded. */
  'utf8-escapes': (n) => fill('%C3%A9', n),
  /** A path of '%7e' escapes: decode-unreserved at every third byte (§6.2.2.2). */
  'normalize-escapes': (n) => 'http://a/' + fill('%7e', n - 9),
  /** A path of '/a/.' segments: remove_dot_segments (§5.2.4) keeps one range in two. */
  'normalize-dots': (n) => 'http://a' + fill('/a/.', n - 8),
  /** A path of '/a/b/..' segments: every other segment pushed and popped. */
  'normalize-dotdot': (n) => 'http://a' + fill('/a/b/..', n - 8),
  /** A URI whose path is '%41' repeated: an escape at every third byte. */
  'percent-uri': (n) => 'http://a/' + fill('%41', n - 9),
  /** A relative reference of 'x/../' segments, resolved against http://a/b/c: every segment pushed and popped. */
  'dot-reference': (n) => fill('x/../', n),
  /** Prose with a URI every 40 bytes. */
  text: (n) => fill('see http://example.com/a?b=c and then ', n),
  /** An IRI whose path is U+00E9 repeated: every code unit masked (RFC 3987 ucschar). */
  iri: (n) => 'http://a/' + fill('\u00e9', n - 9),
  /** A query of 'a=%41' pairs: one pair per 6 bytes. */
  query: (n) => fill('a=%41&', n),
  /** A query whose every other pair is a secret to mask. */
  redact: (n) => 'http://u:p@h/?' + fill('token=abc&x=1&', n - 14),
  /** A global tel number of digits and visual separators. */
  tel: (n) => 'tel:+1' + fill('-2', n - 6),
  /** data: with percent-encoded data. */
  data: (n) => 'data:,' + fill('%41', n - 6),
  /** data: with base64 data. */
  'data-base64': (n) => 'data:;base64,' + fill('QUFB', n - 13),
  /** news: with a newsgroup name of n/2 components. */
  news: (n) => 'news:' + fill('a.', n - 6) + 'b',
};

// ---------------------------------------------------------------------------------------------
// Cases. `run(item)` returns a result, or undefined when the implementation rejects the item (the
// rejected count in the table). Results are kept in a sink so that no work can be optimized away.
// `slow` cases get fewer rounds.

const ALL_URI_INPUTS = ['corpus', 'pct-path-10k', 'ipv6-hosts', 'segments-1000'];
const CORPUS_ONLY = ['corpus'];
const NEEDS_WORK = ['needs-work', 'needs-work/case', 'needs-work/port', 'needs-work/dots', 'needs-work/escape', 'needs-work/hex'];
const NORMALIZE_INPUTS = ['corpus', ...NEEDS_WORK, 'dot-segments-10k'];
const EQUIVALENT_INPUTS = ['corpus', 'needs-work', 'needs-work-pairs'];
const KEY_INPUTS = ['corpus', 'needs-work'];
const RESOLVE_KINDS = RESOLVE_KIND_NAMES.map((k) => 'relative/' + k);
const RESOLVE_INPUTS = ['relative', ...RESOLVE_KINDS, 'dot-references-10k'];
const READING_INPUTS = ['corpus', 'confusion'];
/** A server-side request policy, as the README shows it. */
const POLICY = { schemes: ['http', 'https'], hosts: ['*.debian.org', 'example.com'], denyAddressClasses: ['loopback', 'private', 'link-local', 'unique-local', 'unspecified', 'this-network'] };

const CASES = [
  // The floor: what any parser must at least do, read every character.
  { group: 'floor/read-chars', inputs: ALL_URI_INPUTS, run: readChars },
  // RFC 3986 Appendix B: the split into five components, without any validation.
  { group: 'floor/appendix-b-regex', inputs: ALL_URI_INPUTS, run: (s) => APPENDIX_B.exec(s) ?? undefined },

  { group: 'parse/urikit', inputs: ALL_URI_INPUTS, run: attempt((s) => urikit.parse(s)) },
  { group: 'isValid/urikit', inputs: ALL_URI_INPUTS, run: (s) => (urikit.isValid(s) ? true : undefined) },
  // the platform's yes/no without a URL object: isValid's "vs node-url" divides by this row
  { group: 'isValid/node-url', inputs: ALL_URI_INPUTS, run: (s) => (URL.canParse(s) ? true : undefined) },
  { group: 'parse/node-url', inputs: ALL_URI_INPUTS, run: attempt((s) => new URL(s)) },
  { group: 'parse/fast-uri', inputs: ALL_URI_INPUTS, run: (s) => unlessError(fastUri.parse(s)) },
  { group: 'parse/uri-js', inputs: ALL_URI_INPUTS, run: (s) => unlessError(uriJs.parse(s)) },
  // urikit/compat: fast-uri's API (its components, never a throw) on urikit's core
  { group: 'parse/compat', inputs: ALL_URI_INPUTS, run: (s) => unlessError(compat.parse(s)) },
  { group: 'parse/urijs', inputs: ALL_URI_INPUTS, run: attempt((s) => new URIjs(s)) },
  // the corpus as slices of one text (see INPUTS['corpus-sliced']): the floor, urikit and the platform
  { group: 'floor/read-chars', inputs: ['corpus-sliced'], run: readChars },
  { group: 'parse/urikit', inputs: ['corpus-sliced'], run: attempt((s) => urikit.parse(s)) },
  { group: 'isValid/urikit', inputs: ['corpus-sliced'], run: (s) => (urikit.isValid(s) ? true : undefined) },
  { group: 'isValid/node-url', inputs: ['corpus-sliced'], run: (s) => (URL.canParse(s) ? true : undefined) },
  { group: 'parse/node-url', inputs: ['corpus-sliced'], run: attempt((s) => new URL(s)) },
  { group: 'normalize/urikit', inputs: ['corpus-sliced'], run: attempt((s) => urikit.normalize(s).toString()) },
  { group: 'normalize/node-url', inputs: ['corpus-sliced'], run: attempt((s) => new URL(s).href) },
  { group: 'parse/whatwg-url', inputs: ALL_URI_INPUTS, slow: true, run: attempt((s) => new WhatwgURL(s)) },

  { group: 'parse+serialize/urikit', inputs: CORPUS_ONLY, run: attempt((s) => urikit.parse(s).toString()) },
  { group: 'parse+serialize/node-url', inputs: CORPUS_ONLY, run: attempt((s) => new URL(s).href) },
  { group: 'parse+serialize/fast-uri', inputs: CORPUS_ONLY, run: (s) => mapDefined(unlessError(fastUri.parse(s)), fastUri.serialize) },
  { group: 'parse+serialize/uri-js', inputs: CORPUS_ONLY, run: (s) => mapDefined(unlessError(uriJs.parse(s)), uriJs.serialize) },
  { group: 'parse+serialize/urijs', inputs: CORPUS_ONLY, run: attempt((s) => new URIjs(s).toString()) },
  { group: 'parse+serialize/whatwg-url', inputs: CORPUS_ONLY, slow: true, run: attempt((s) => new WhatwgURL(s).href) },

  // A change to a component (the query), from the string to the new string: each library's own way.
  { group: 'set-query/urikit', inputs: CORPUS_ONLY, run: attempt((s) => urikit.parse(s).with({ query: 'a=1&b=2' }).toString()) },
  { group: 'set-query/node-url', inputs: CORPUS_ONLY, run: attempt((s) => { const u = new URL(s); u.search = '?a=1&b=2'; return u.href; }) },
  { group: 'set-query/fast-uri', inputs: CORPUS_ONLY, run: (s) => mapDefined(unlessError(fastUri.parse(s)), (c) => fastUri.serialize({ ...c, query: 'a=1&b=2' })) },
  { group: 'set-query/uri-js', inputs: CORPUS_ONLY, run: (s) => mapDefined(unlessError(uriJs.parse(s)), (c) => uriJs.serialize({ ...c, query: 'a=1&b=2' })) },
  { group: 'set-query/urijs', inputs: CORPUS_ONLY, run: attempt((s) => new URIjs(s).query('a=1&b=2').toString()) },

  // RFC 3986 §5.2 on the 5,000 [base, reference] pairs; each result serialized.
  { group: 'resolve/urikit', inputs: RESOLVE_INPUTS, run: attempt(([base, ref]) => urikit.resolve(base, ref).toString()) },
  { group: 'resolve/node-url', inputs: RESOLVE_INPUTS, run: attempt(([base, ref]) => new URL(ref, base).href) },
  { group: 'resolve/fast-uri', inputs: RESOLVE_INPUTS, run: attempt(([base, ref]) => fastUri.resolve(base, ref)) },
  { group: 'resolve/uri-js', inputs: RESOLVE_INPUTS, run: attempt(([base, ref]) => uriJs.resolve(base, ref)) },
  { group: 'resolve/compat', inputs: RESOLVE_INPUTS, run: attempt(([base, ref]) => compat.resolve(base, ref)) },
  { group: 'resolve/urijs', inputs: RESOLVE_INPUTS, run: attempt(([base, ref]) => new URIjs(ref).absoluteTo(base).toString()) },
  // The same, each pass of the 5,000 pairs right after a full garbage collection with no result
  // alive (the collection itself untimed): the first work after a quiet moment.
  { group: 'resolve-after-gc/urikit', inputs: ['relative-after-gc'], beforePass: collectGarbage, run: attempt(([base, ref]) => urikit.resolve(base, ref).toString()) },
  { group: 'resolve-after-gc/node-url', inputs: ['relative-after-gc'], beforePass: collectGarbage, run: attempt(([base, ref]) => new URL(ref, base).href) },

  // RFC 3986 §6.2.2-6.2.3 normalization of each corpus line, serialized.
  { group: 'normalize/urikit', inputs: NORMALIZE_INPUTS, run: attempt((s) => urikit.normalize(s).toString()) },
  // the WHATWG parser normalizes as it parses: its href is what a browser would write
  { group: 'normalize/node-url', inputs: NORMALIZE_INPUTS, run: attempt((s) => new URL(s).href) },
  { group: 'normalize/fast-uri', inputs: NORMALIZE_INPUTS, run: attempt((s) => fastUri.normalize(s)) },
  { group: 'normalize/uri-js', inputs: NORMALIZE_INPUTS, run: attempt((s) => uriJs.normalize(s)) },
  { group: 'normalize/urijs', inputs: NORMALIZE_INPUTS, run: attempt((s) => new URIjs(s).normalize().toString()) },

  // §6.2 comparison: each corpus line against itself (both sides parsed and normalized).
  // (a line against itself, or a needs-work pair: see bothOf)
  { group: 'equivalent/urikit', inputs: EQUIVALENT_INPUTS, run: attempt((item) => urikit.equivalent(...bothOf(item)) || undefined) },
  { group: 'comparisonKey/urikit', inputs: KEY_INPUTS, run: attempt((s) => urikit.comparisonKey(s)) },
  { group: 'equivalent/fast-uri', inputs: EQUIVALENT_INPUTS, run: attempt((item) => fastUri.equal(...bothOf(item)) || undefined) },
  { group: 'equivalent/uri-js', inputs: EQUIVALENT_INPUTS, run: attempt((item) => uriJs.equal(...bothOf(item)) || undefined) },
  // compat's equal: the row sits in the equivalent/ group to be compared with fast-uri's equal
  { group: 'equivalent/compat', inputs: EQUIVALENT_INPUTS, run: attempt((item) => compat.equal(...bothOf(item)) || undefined) },
  { group: 'equivalent/urijs', inputs: EQUIVALENT_INPUTS, run: attempt((item) => { const [a, b] = bothOf(item); return new URIjs(a).equals(b) || undefined; }) },

  // Invalid input: the error returned (validate), no error (tryParse, isValid), the error thrown and caught (parse).
  { group: 'validate/urikit', inputs: ['invalid'], run: (s) => (urikit.validate(s) === null ? true : undefined) },
  { group: 'tryParse/urikit', inputs: ['invalid'], run: (s) => urikit.tryParse(s) ?? undefined },
  { group: 'parse/urikit', inputs: ['invalid'], run: attempt((s) => urikit.parse(s)) },
  { group: 'isValid/urikit', inputs: ['invalid'], run: (s) => (urikit.isValid(s) ? true : undefined) },
  { group: 'isValid/node-url', inputs: ['invalid'], run: (s) => (URL.canParse(s) ? true : undefined) },
  { group: 'parse/node-url', inputs: ['invalid'], run: attempt((s) => new URL(s)) },
  { group: 'parse/fast-uri', inputs: ['invalid'], run: (s) => unlessError(fastUri.parse(s)) },

  // The two readings of a string (urikit/whatwg): the platform's URL alone is the cost floor of the WHATWG side.
  { group: 'whatwg-reading/node-url', inputs: READING_INPUTS, run: attempt((s) => new URL(s).href) },
  { group: 'compareWithWhatwg/urikit', inputs: READING_INPUTS, run: (s) => compareWithWhatwg(s) },
  // The audit and the policy check take any string (no peer does either).
  { group: 'audit/urikit', inputs: [...READING_INPUTS, 'audit-1mb'], run: (s) => audit(s) },
  { group: 'checkPolicy/urikit', inputs: READING_INPUTS, run: (s) => checkPolicy(s, POLICY) ?? true },
  // RFC 6570 expansion of §3.2's examples: a template parsed beforehand, and parse + expand of its text
  { group: 'expand/urikit', inputs: ['template-examples'], run: (t) => URIKIT_TEMPLATES.get(t).expand(TEMPLATE_EXAMPLES.variables) },
  { group: 'expand/url-template', inputs: ['template-examples'], run: (t) => URL_TEMPLATES.get(t).expand(TEMPLATE_EXAMPLES.variables) },
  { group: 'parse+expand/urikit', inputs: ['template-examples'], run: (t) => expandTemplate(t, TEMPLATE_EXAMPLES.variables) },
  { group: 'parse+expand/url-template', inputs: ['template-examples'], run: (t) => parseUrlTemplate(t).expand(TEMPLATE_EXAMPLES.variables) },
];

/** Parse options of an IRI. */
const IRI = { iri: true };

// The megabyte cases (see MEGABYTE_INPUTS). A case with `prepare` takes what it makes of the input
// (the pairs of a query, a URLSearchParams), made once per input before the timing.
const MEGABYTE_CASES = [
  { group: 'encode/urikit', inputs: ['percent', 'e-acute', 'path-spaces'], run: (s) => urikit.encode(s, 'path') },
  { group: 'encode/encodeURIComponent', inputs: ['percent', 'e-acute', 'path-spaces'], run: (s) => encodeURIComponent(s) },
  { group: 'encodeDisallowed/urikit', inputs: ['percent', 'path-spaces'], run: (s) => urikit.encodeDisallowed(s, 'path') },
  { group: 'decode/urikit', inputs: ['escapes', 'utf8-escapes'], run: (s) => urikit.decode(s) },
  { group: 'decode/decodeURIComponent', inputs: ['escapes', 'utf8-escapes'], run: (s) => decodeURIComponent(s) },
  { group: 'decodeToBytes/urikit', inputs: ['escapes', 'e-acute'], run: (s) => urikit.decodeToBytes(s) },
  { group: 'normalize/urikit', inputs: ['normalize-escapes', 'normalize-dots', 'normalize-dotdot'], run: (s) => urikit.normalize(s).toString() },
  { group: 'normalize/node-url', inputs: ['normalize-escapes', 'normalize-dots', 'normalize-dotdot'], run: (s) => new URL(s).href },
  { group: 'comparisonKey/urikit', inputs: ['normalize-escapes', 'normalize-dots'], run: (s) => urikit.comparisonKey(s) },
  { group: 'isValid/urikit', inputs: ['iri'], run: (s) => urikit.isValid(s, IRI) || undefined },
  { group: 'isValid/urikit', inputs: ['percent-uri'], run: (s) => urikit.isValid(s) || undefined },
  { group: 'isValid/node-url', inputs: ['percent-uri'], run: (s) => URL.canParse(s) || undefined },
  { group: 'parse/urikit', inputs: ['iri'], run: attempt((s) => urikit.parse(s, IRI)) },
  { group: 'parse/urikit', inputs: ['percent-uri'], run: attempt((s) => urikit.parse(s)) },
  { group: 'parse/node-url', inputs: ['iri', 'percent-uri'], run: attempt((s) => new URL(s)) },
  { group: 'resolve/urikit', inputs: ['dot-reference'], run: (ref) => urikit.resolve('http://a/b/c', ref).toString() },
  { group: 'resolve/node-url', inputs: ['dot-reference'], run: (ref) => new URL(ref, 'http://a/b/c').href },
  { group: 'extractUris/urikit', inputs: ['text'], run: (s) => extractUris(s) },
  { group: 'build/urikit', inputs: ['path-spaces'], run: (s) => urikit.build({ scheme: 'http', host: 'a', path: s }) },
  { group: 'parseQuery/urikit', inputs: ['query'], run: (q) => parseQuery(q) },
  { group: 'parseQuery/URLSearchParams', inputs: ['query'], run: (q) => new URLSearchParams(q) },
  { group: 'buildQuery/urikit', inputs: ['query'], prepare: pairsOf, run: (q) => buildQuery(prepared(pairsOf, q)) },
  { group: 'buildQuery/URLSearchParams', inputs: ['query'], prepare: paramsOf, run: (q) => prepared(paramsOf, q).toString() },
  { group: 'stringifyQuery/urikit', inputs: ['query'], prepare: pairsOf, run: (q) => stringifyQuery(prepared(pairsOf, q)) },
  { group: 'redact/urikit', inputs: ['redact'], run: (s) => redact(s, { queryKeys: ['token'] }) },
  { group: 'parseTel/urikit', inputs: ['tel'], run: (s) => parseTel(s) },
  { group: 'parseData/urikit', inputs: ['data', 'data-base64'], run: (s) => parseData(s) },
  { group: 'decodeDataUri/urikit', inputs: ['data', 'data-base64'], run: (s) => decodeDataUri(s) },
  { group: 'parseNews/urikit', inputs: ['news'], run: (s) => parseNews(s) },
];

// ---------------------------------------------------------------------------------------------
// Settings

const { values: flags } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false }, write: { type: 'boolean', default: false }, force: { type: 'boolean', default: false },
  },
});
if (flags.smoke && flags.write) {
  console.error('--smoke measures too little to be written to bench/RESULTS.md; use one or the other');
  process.exit(2);
}

const SETTINGS = flags.smoke
  ? { warmup: 1, rounds: 2, slowWarmup: 1, slowRounds: 2, minRoundMs: 0, maxItems: 1000 }
  : { warmup: 5, rounds: 21, slowWarmup: 2, slowRounds: 7, minRoundMs: 10, maxItems: Infinity };

// ---------------------------------------------------------------------------------------------
// Case helpers

// RFC 3986 Appendix B, verbatim.
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

function readChars(s) {
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += s.charCodeAt(i);
  return sum;
}

/** Wraps a throwing parser: its result, or undefined when it throws. */
function attempt(fn) {
  return (item) => {
    try {
      return fn(item);
    } catch {
      return undefined;
    }
  };
}

/** fast-uri and uri-js report a rejection in an `error` property instead of throwing. */
function unlessError(components) {
  return components.error === undefined ? components : undefined;
}

/** The two sides of an equivalence case: a string against itself, or the two strings of a pair. */
function bothOf(item) {
  return typeof item === 'string' ? [item, item] : item;
}

function mapDefined(value, fn) {
  return value === undefined ? undefined : fn(value);
}

/** What each `prepare` function made of the current megabyte input: fn -> { input, result }. */
const PREPARED = new Map();

/** fn(input), made on the first call for this input (megabyteSection makes it before the timing). */
function prepared(fn, input) {
  let entry = PREPARED.get(fn);
  if (entry === undefined || entry.input !== input) PREPARED.set(fn, (entry = { input, result: fn(input) }));
  return entry.result;
}

function pairsOf(q) {
  return parseQuery(q).map(({ key, value }) => ({ key, value }));
}

function paramsOf(q) {
  return new URLSearchParams(q);
}

// ---------------------------------------------------------------------------------------------
// Input helpers

/** `unit` repeated to at least n code units, in whole units, as a flat string. */
function fill(unit, n) {
  return flat(unit.repeat(Math.ceil(Math.max(n, 0) / unit.length)));
}

function readLines(file) {
  const text = readFileSync(file, 'latin1');
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop(); // the newline that ends the last line
  return lines;
}

/**
 * A flat copy of a string. split() gives slices of the whole file and repeat() or '+' give ropes; V8
 * reads both more slowly than a flat string (about 30 % on the floor), and the first reader may
 * flatten a rope for all who come after. A string from JSON.parse, a socket's decoder or an HTTP
 * header arrives flat; lines from split() or readline arrive as slices ('corpus-sliced' measures
 * those). The JSON round trip is lossless for every string, lone surrogates included.
 */
function flat(s) {
  return JSON.parse(JSON.stringify(s));
}

/** Bytes of an item: the corpus is ASCII, so one byte per char; a pair counts both strings. */
function sizeOf(item) {
  return typeof item === 'string' ? item.length : item.reduce((n, s) => n + s.length, 0);
}

/** mulberry32: a small seeded generator, so that the generated inputs are the same on every run. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The needs-work inputs: each http(s) line of the corpus with a plain host rewritten for one §6.2
 * step (see INPUTS). Deterministic: the same lines on every run.
 */
function needsWork(lines) {
  const shape = /^(https?):\/\/([A-Za-z0-9.-]+)(\/[^?#]*)?([?#].*)?$/;
  const classes = {
    case: (m) => m[1].toUpperCase() + '://' + m[2].toUpperCase() + (m[3] ?? '/') + (m[4] ?? ''),
    port: (m) => m[1] + '://' + m[2] + (m[1] === 'http' ? ':80' : ':443') + (m[3] ?? '/') + (m[4] ?? ''),
    dots: (m) => m[1] + '://' + m[2] + '/a/./b/..' + (m[3] ?? '/') + (m[4] ?? ''),
    escape: (m) => m[1] + '://' + m[2] + '/%7Euser%2Dx' + (m[3] ?? '/') + (m[4] ?? ''),
    hex: (m) => m[1] + '://' + m[2] + '/%c3%a9%2f' + (m[3] ?? '/') + (m[4] ?? ''),
  };
  const names = Object.keys(classes);
  const out = { 'needs-work': [] };
  for (const name of names) out['needs-work/' + name] = [];
  let k = 0;
  for (const line of lines) {
    const m = shape.exec(line);
    if (m === null || !urikit.isValid(line)) continue;
    for (const name of names) out['needs-work/' + name].push(classes[name](m));
    out['needs-work'].push(classes[names[k++ % names.length]](m));
  }
  return out;
}

/**
 * The 'relative' pairs split by their reference's kind (RFC 3986 §4.2): 'relative/absolute' (has a
 * scheme), network-path ('//'), absolute-path ('/'), query ('?'), fragment ('#'), relative-path
 * (the rest, the empty reference included).
 */
function resolveKinds(lines) {
  const out = {};
  for (const kind of RESOLVE_KIND_NAMES) out['relative/' + kind] = [];
  for (const line of lines) {
    const tab = line.indexOf('\t');
    const ref = line.slice(tab + 1);
    const kind = /^[A-Za-z][A-Za-z0-9+.-]*:/.test(ref) ? 'absolute' : ref.startsWith('//') ? 'network-path'
      : ref.startsWith('/') ? 'absolute-path' : ref.startsWith('?') ? 'query' : ref.startsWith('#') ? 'fragment' : 'relative-path';
    out['relative/' + kind].push([line.slice(0, tab), ref]);
  }
  return out;
}

/** The invalid input (see INPUTS): one error put in each valid corpus URI of the scheme://host form. */
function invalidLines(lines) {
  const shape = /^([a-z][a-z0-9+.-]*):\/\/([A-Za-z0-9.-]+)(\/[^?#]*)?(\?[^#]*)?(#.*)?$/;
  const breakers = [
    (m) => `${m[1]}://${m[2]}${m[3] ?? '/'}a b${m[4] ?? ''}${m[5] ?? ''}`,
    (m) => `${m[1]}://${m[2]}${m[3] ?? '/'}%zz${m[4] ?? ''}${m[5] ?? ''}`,
    (m) => `${m[1]}://${m[2]}:8x${m[3] ?? '/'}${m[4] ?? ''}${m[5] ?? ''}`,
    (m) => `${m[1]}://${m[2]}${m[3] ?? '/'}${m[4] ?? '?'}<${m[5] ?? ''}`,
    (m) => `${m[1]}://${m[2]}^x${m[3] ?? '/'}${m[4] ?? ''}${m[5] ?? ''}`,
    (m) => `1${m[1]}://${m[2]}${m[3] ?? '/'}${m[4] ?? ''}${m[5] ?? ''}`,
  ];
  const out = [];
  for (const line of lines) {
    const m = shape.exec(line);
    if (m !== null && urikit.isValid(line)) out.push(breakers[out.length % breakers.length](m));
  }
  return out;
}

/** `count` URIs with an IP-literal host, cycling through the shapes of §3.2.2's IPv6address and IPvFuture. */
function ipv6Hosts(count) {
  const random = mulberry32(3986);
  const int = (n) => Math.floor(random() * n);
  const h16 = () => {
    const hex = int(0x10000).toString(16);
    return random() < 0.5 ? hex : hex.toUpperCase();
  };
  const h16s = (n) => Array.from({ length: n }, h16);
  const ipv4 = () => Array.from({ length: 4 }, () => int(256)).join('.');
  const shapes = [
    () => h16s(8).join(':'), //                        6( h16 ":" ) ls32
    () => h16s(6).join(':') + ':' + ipv4(), //         ... with ls32 an IPv4address
    () => { //                                         [ *n( h16 ":" ) h16 ] "::" ..., '::' at every place
      const left = int(8);
      const right = int(8 - left);
      return h16s(left).join(':') + '::' + h16s(right).join(':');
    },
    () => h16s(int(5)).join(':') + '::' + ipv4(), //  '::' with an IPv4 tail
    () => `v${int(16).toString(16)}.${h16()}:${h16()}`, // IPvFuture
  ];
  const hosts = [];
  for (let i = 0; i < count; i++) {
    const port = i % 3 === 0 ? ':' + int(65536) : '';
    hosts.push(`http://[${shapes[i % shapes.length]()}]${port}/`);
  }
  return hosts;
}

// ---------------------------------------------------------------------------------------------
// Measurement

let sink; // every result lands here, so that no case's work is dead code

// V8's gc(), for the cases that start after a collection: the flag set at run time, the function
// taken from a new context (where V8 installs it once the flag is on).
setFlagsFromString('--expose-gc');
const GC = runInNewContext('gc');

/** One pass over the items; returns how many the case rejected. */
function pass(run, items) {
  let rejected = 0;
  for (let i = 0; i < items.length; i++) {
    const result = run(items[i]);
    if (result === undefined) rejected++;
    else sink = result;
  }
  return rejected;
}

function timeRound(run, items, reps, beforePass) {
  if (beforePass === undefined) {
    const start = process.hrtime.bigint();
    for (let r = 0; r < reps; r++) pass(run, items);
    return Number(process.hrtime.bigint() - start);
  }
  // only the passes are timed, not what comes before each
  let total = 0n;
  for (let r = 0; r < reps; r++) {
    beforePass();
    const start = process.hrtime.bigint();
    pass(run, items);
    total += process.hrtime.bigint() - start;
  }
  return Number(total);
}

/** A full garbage collection with no result of a case kept alive (V8's gc(), exposed at start). */
function collectGarbage() {
  sink = undefined;
  GC();
}

/**
 * A case's figure from its rounds: the lower quartile (the 6th fastest of 21 rounds, the 2nd of 7).
 * Other work on the machine only ever adds time to a round, and this machine also changes speed in
 * steps of up to 2x within seconds with nothing else running (the probe below shows it): the
 * median of a case whose rounds fell half in each step lands in either, so two rows of one table
 * could stand for different speeds. The lower quartile lands in the faster step whenever a quarter
 * of the rounds had it, and it is still a round that happened, not a lucky extreme (as the fastest
 * could be, with a collection that fell in no round).
 */
function figureOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 4)];
}

/**
 * Measures every case on one input (a case with `items` of its own reads those: the probe); ns per
 * item is the case's figure (figureOf its rounds) divided by the items in it.
 * Warm-up and calibration (how many passes make a round last minRoundMs) go case by case; the timed
 * rounds are interleaved, round 1 of every case, then round 2..., so that a burst of other work on
 * the machine spoils one round of many cases, which figureOf drops, rather than all of one case.
 */
function measureAll(cases, items, settings = SETTINGS) {
  const states = cases.map((testCase) => {
    const own = testCase.items ?? items;
    const warmup = testCase.slow ? settings.slowWarmup : settings.warmup;
    let rejected = 0;
    for (let w = 0; w < warmup; w++) rejected = pass(testCase.run, own);
    // (no calibration when a round has no minimum: one pass is a round, as in a smoke run)
    const onePass = settings.minRoundMs > 0 ? timeRound(testCase.run, own, 1, testCase.beforePass) : 0;
    const reps = Math.max(1, Math.ceil((settings.minRoundMs * 1e6) / Math.max(onePass, 1)));
    const rounds = testCase.slow ? settings.slowRounds : settings.rounds;
    return { testCase, own, rejected, reps, rounds, times: [] };
  });
  for (let r = 0; r < settings.rounds; r++) {
    for (const state of states) {
      // A case with fewer rounds runs in `rounds` of the iterations, spread evenly.
      if (Math.floor(((r + 1) * state.rounds) / settings.rounds) === Math.floor((r * state.rounds) / settings.rounds)) continue;
      state.times.push(timeRound(state.testCase.run, state.own, state.reps, state.testCase.beforePass));
    }
  }
  return states.map(({ testCase, own, rejected, reps, times }) => ({
    group: testCase.group,
    nsPerItem: figureOf(times) / reps / own.length,
    rejected,
  }));
}

// ---------------------------------------------------------------------------------------------
// Report

function formatNs(ns) {
  return ns < 100 ? ns.toFixed(1) : Math.round(ns).toLocaleString('en-US');
}

function formatRate(perSecond) {
  if (perSecond >= 1e6) return (perSecond / 1e6).toFixed(2) + ' M';
  if (perSecond >= 1e3) return (perSecond / 1e3).toFixed(1) + ' k';
  return perSecond.toFixed(0);
}

function formatRatio(value, baseline) {
  return baseline === undefined ? '-' : (value / baseline).toFixed(2) + '\u00d7';
}

/** A markdown table for one input: the columns STYLE 30 asks for, with ratios to node-url and the floor. */
function table(inputName, items, rows) {
  const bytesPerItem = items.reduce((n, item) => n + sizeOf(item), 0) / items.length;
  const byGroup = new Map(rows.map((row) => [row.group, row]));
  const floor = byGroup.get('floor/read-chars')?.nsPerItem;
  const lines = [
    `### ${inputName}: ${items.length.toLocaleString('en-US')} item(s), ${Math.round(bytesPerItem).toLocaleString('en-US')} bytes on average`,
    '',
    '| group | ns/URI | URIs/s | MB/s | vs node-url | vs fast-uri | vs floor | rejected |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const operation = row.group.slice(0, row.group.indexOf('/'));
    // Each operation compares with the peer doing the same operation (isValid with URL.canParse);
    // floors, and isValid beside a peer without a yes/no, with parse.
    const peer = (name) => (byGroup.get(`${operation}/${name}`) ??
      (operation === 'floor' || operation === 'isValid' ? byGroup.get(`parse/${name}`) : undefined))?.nsPerItem;
    const nodeUrl = peer('node-url');
    const fast = peer('fast-uri');
    const mbPerSecond = (bytesPerItem / row.nsPerItem) * 1e3; // bytes/ns * 1e9 / 1e6
    lines.push(`| ${row.group} | ${formatNs(row.nsPerItem)} | ${formatRate(1e9 / row.nsPerItem)} | ` +
      `${mbPerSecond.toFixed(1)} | ${formatRatio(row.nsPerItem, nodeUrl)} | ${formatRatio(row.nsPerItem, fast)} | ${formatRatio(row.nsPerItem, floor)} | ` +
      `${row.rejected.toLocaleString('en-US')} |`);
  }
  return lines.join('\n');
}

/**
 * The megabyte measurements: every case of MEGABYTE_CASES on each of its inputs at every size, as
 * units of measurement (see `units` below), one per input and size; megabyteSection writes their
 * one table.
 */
function megabyteUnits() {
  const units = [];
  for (const [input, make] of Object.entries(MEGABYTE_INPUTS)) {
    const cases = MEGABYTE_CASES.filter((c) => c.inputs.includes(input));
    for (const [label, size] of MEGABYTE_SIZES) {
      units.push({
        name: `${input} ${label}`,
        measure() {
          PREPARED.clear(); // what the last unit made: garbage before this one's is made
          const item = make(size);
          for (const c of cases) if (c.prepare !== undefined) prepared(c.prepare, item);
          // A 1 MB or 10 MB item is a slow case (fewer rounds); in a smoke run, one pass and no warm-up.
          const settings = flags.smoke && size >= 1 << 20 ? { ...SETTINGS, warmup: 0, rounds: 1, slowWarmup: 0, slowRounds: 1 } : SETTINGS;
          const measured = measureAll([...cases.map((c) => ({ ...c, slow: size >= 1 << 20 })), PROBE], [item], settings);
          const probe = measured.pop().nsPerItem;
          PREPARED.clear();
          return { probe, input, label, figures: measured.map(({ group, nsPerItem }) => [group, nsPerItem / item.length]) };
        },
      });
    }
  }
  return units;
}

/**
 * The megabyte table from its units' results: ns per byte of the input (for buildQuery and
 * stringifyQuery, of the query their pairs come from), with the ratio of the largest size to the
 * smallest: near 1 when the cost per byte is flat.
 */
function megabyteSection(results) {
  const rows = new Map(); // group + input -> ns/B by size label
  for (const { input, label, figures } of results) {
    for (const [group, nsPerByte] of figures) {
      const key = group + '\u0000' + input;
      if (!rows.has(key)) rows.set(key, { group, input, figures: new Map() });
      rows.get(key).figures.set(label, nsPerByte);
    }
  }
  const labels = MEGABYTE_SIZES.map(([label]) => label);
  const lines = [
    `### megabyte inputs: ns per byte at ${labels.join(', ')} (one item each)`,
    '',
    `| group | input | ${labels.join(' | ')} | ${labels.at(-1)} \u00f7 ${labels[0]} |`,
    `| --- | --- | ${labels.map(() => '---:').join(' | ')} | ---: |`,
  ];
  for (const { group, input, figures } of rows.values()) {
    const values = labels.map((label) => figures.get(label));
    const ratio = values.at(-1) / values[0];
    lines.push(`| ${group} | ${input} | ${values.map((v) => v.toFixed(2)).join(' | ')} | ${ratio.toFixed(2)}\u00d7 |`);
  }
  return lines.join('\n');
}

function environment() {
  const sha256 = createHash('sha256').update(readFileSync(CORPUS_FILE)).digest('hex');
  const cpuList = cpus();
  const cpu = cpuList[0]?.model.trim() ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  // The load average when the run started: other work on the machine is the main source of noise.
  return `Node ${process.version}, ${cpu} (${cpuList.length} logical CPUs), ${process.platform} ${process.arch}, ` +
    `load average ${LOAD_AT_START.toFixed(2)} at start, ${date}, bench/data/urls.txt sha256 ${sha256}`;
}

// ---------------------------------------------------------------------------------------------
// Main

const LOAD_AT_START = loadavg()[0];

/**
 * The machine's speed, measured in every unit's rounds: the floor loop over the corpus (ns per
 * line), a case of each unit that is not shown. Its figure is the speed the unit's figures were
 * taken at; two units' figures compare only when their probes agree. A unit measured more than
 * DRIFT_LIMIT slower than the fastest (the machine in a slow step for most of its rounds) is
 * measured again, up to RETRIES times over, and the reading with the faster probe is kept: the
 * choice is made by the probe alone, never by the figures. A run whose units still differ by more
 * than DRIFT_LIMIT is not written to RESULTS.md (--force writes it).
 */
const PROBE = { group: 'probe/read-chars', items: INPUTS.corpus, run: readChars };
const DRIFT_LIMIT = 1.15;
const RETRIES = 3;

/**
 * A unit of measurement: one table (an input and its cases), or one input and size of the
 * megabyte table. measure() runs its cases with the probe and returns the probe's figure with what
 * the table needs.
 */
const units = [];
for (const [inputName, allItems] of Object.entries(INPUTS)) {
  const items = allItems.slice(0, SETTINGS.maxItems);
  const cases = CASES.filter((c) => c.inputs.includes(inputName));
  if (cases.length === 0) continue; // an input that no case uses
  units.push({
    name: inputName,
    measure() {
      const rows = measureAll([...cases, PROBE], items);
      const probe = rows.pop().nsPerItem;
      return { probe, section: table(inputName, items, rows) };
    },
  });
}
const MEGABYTE_UNITS = megabyteUnits();
units.push(...MEGABYTE_UNITS);

const results = new Map();
const measureUnit = (unit) => {
  const result = unit.measure();
  const kept = results.get(unit);
  if (kept === undefined || result.probe < kept.probe) results.set(unit, result);
  console.error(`${unit.name}: probe ${result.probe.toFixed(0)} ns a line${kept === undefined ? '' : ` (again; before ${kept.probe.toFixed(0)})`}`);
};
for (const unit of units) measureUnit(unit);
let remeasured = 0;
for (let attempt = 0; attempt < RETRIES && !flags.smoke; attempt++) {
  const fastest = Math.min(...[...results.values()].map((r) => r.probe));
  const slow = units.filter((unit) => results.get(unit).probe > fastest * DRIFT_LIMIT);
  if (slow.length === 0) break;
  for (const unit of slow) measureUnit(unit);
  remeasured += slow.length;
}
const sections = units.filter((unit) => !MEGABYTE_UNITS.includes(unit)).map((unit) => results.get(unit).section);
sections.push(megabyteSection(MEGABYTE_UNITS.map((unit) => results.get(unit))));
for (const section of sections) console.log(section + '\n');
const probes = units.map((unit) => [unit.name, results.get(unit).probe]);
void sink;

const probeValues = probes.map(([, ns]) => ns);
const drift = Math.max(...probeValues) / Math.min(...probeValues);
const speed = `the machine's speed in each table (a floor loop over the corpus run in its rounds): ` +
  `${Math.min(...probeValues).toFixed(0)} to ${Math.max(...probeValues).toFixed(0)} ns a line, ` +
  `a spread of ${((drift - 1) * 100).toFixed(0)} % (${remeasured} measurement(s) of a table or size made again ` +
  'because the machine was in a slower step)';
const envLine = environment();
const settings = `${SETTINGS.warmup} warm-up and ${SETTINGS.rounds} timed rounds per case ` +
  `(${SETTINGS.slowWarmup} and ${SETTINGS.slowRounds} for whatwg-url), each round at least ${SETTINGS.minRoundMs} ms, ` +
  'the rounds of all cases interleaved; the figure is the lower quartile of the rounds';
console.log(`${envLine}\n${settings}${flags.smoke ? ' (smoke run: the figures mean nothing)' : ''}\n${speed}`);
console.log('probe by table, ns a line: ' + probes.map(([name, ns]) => `${name} ${ns.toFixed(0)}`).join(', '));

if (flags.write && drift > DRIFT_LIMIT && !flags.force) {
  // Its tables were taken at different speeds: a figure of one beside another's would mislead.
  console.error(`not written to bench/RESULTS.md: ${speed}, more than the ${Math.round((DRIFT_LIMIT - 1) * 100)} % ` +
    'a recorded run may have; run it again when the machine is steady (or pass --force)');
  process.exitCode = 1;
} else if (flags.write) {
  const resultsFile = fileURLToPath(new URL('RESULTS.md', import.meta.url));
  writeFileSync(resultsFile, [
    '# Benchmark results',
    '',
    'Written by `node bench/run.mjs --write` (after `npm run build`); do not edit by hand.',
    '',
    `Environment: ${envLine}; ${speed}.`,
    '',
    `Method: ${settings}. ns/URI and URIs/s are per item of the input, MB/s per byte of it; ` +
      '"vs node-url" divides by node-url doing the same operation (parse for the floors, URL.canParse for isValid); ' +
      '"vs floor" divides by floor/read-chars; "rejected" is how many items the implementation refused ' +
      '(threw, or reported an error). urikit parses RFC 3986 URI-references; the peers differ in what ' +
      'they accept (node-url and whatwg-url follow the WHATWG URL Standard).',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n'));
  console.log(`wrote ${resultsFile}`);
}
