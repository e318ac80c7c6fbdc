/**
 * urikit/java against java.net.URI itself: test/shared/java/Oracle.java (compiled here with the
 * machine's javac, run once with every question batched: JSON lines in, JSON lines out) answers
 * the same questions as JavaUri, row by row: components (raw and decoded), errors (reason and
 * index), parseServerAuthority, normalize, resolve, relativize, resolve(relativize(t)), equals,
 * compareTo's sign, hashCode (Java's own value), toString, toASCIIString and every constructor.
 *
 * Inputs: ../shared/corpus/urls.txt (the real-world corpus; its README says how it was made), RFC
 * 3986 §5.4 and §6.2 examples, RFC 2396 Appendix C examples, the java.net.URI javadoc's examples,
 * and inputs generated around every rule (each ASCII and some non-ASCII characters in each
 * component, '%' forms, IPv4/IPv6/hostname/registry authorities, opaque forms, empty components),
 * and 20,000 seeded random strings of URI tokens, paired at random for resolve, relativize and
 * compare (randomQuestions). A disagreement fails unless test/shared/java-exceptions.json lists
 * it with its reason (a JDK bug).
 * Without java/javac the suite fails, saying so: CI must not pass silently.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JavaUri, type JavaUriError } from '../../src/java/index.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const corpusFile = resolve(repoRoot, '../shared/corpus/urls.txt');
const oracleSource = resolve(repoRoot, 'test/shared/java/Oracle.java');
const exceptions = JSON.parse(readFileSync(resolve(repoRoot, 'test/shared/java-exceptions.json'), 'utf8')) as
  (string | { question: unknown[]; reason: string })[];

type Question = [string, ...(string | number | null)[]];
type Answer = Record<string, unknown>;

// ---- the questions

const RFC_BASE = 'http://a/b/c/d;p?q';
/** RFC 3986 §5.4.1 and §5.4.2, verbatim (the same examples as RFC 2396 Appendix C, and more). */
const RFC3986_REFS = [
  'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './', '..',
  '../', '../g', '../..', '../../', '../../g',
  '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h',
  'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g',
];
/** RFC 2396 Appendix C.2's extra abnormal examples. */
const RFC2396_REFS = ['/./g', 'g/../../../h', 'g#s/../x', 'http:g', '?y', 'g?y/./x'];
/** RFC 2396's and the javadoc's own URIs. */
const DOC_URIS = [
  'mailto:java-net@www.example.com', 'news:comp.lang.java', 'urn:isbn:096139210x',
  'http://java.sun.com/j2se/1.3/', 'docs/guide/collections/designfaq.html#28', '../../../demo/jfc/SwingSet2/src/SwingSet2.java',
  'file:///~/calendar', 'http://java.sun.com/j2se/1.3/docs/guide/collections/designfaq.html#28',
  'http://java.sun.com/j2se/1.3/demo/jfc/SwingSet2/src/SwingSet2.java', 'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles', 'http://www.math.uio.no/faq/compression-faq/part1.html',
  'telnet://melvyl.ucop.edu/', 'http://www.w3.org/Addressing/', 'ftp://ds.internic.net/rfc/',
  'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING', 'http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html',
  'http://[1080:0:0:0:8:800:200C:417A]/index.html', 'http://[3ffe:2a00:100:7031::1]', 'http://[1080::8:800:200C:417A]/foo',
  'http://[::192.9.5.5]/ipng', 'http://[::FFFF:129.144.52.38]:80/index.html', 'http://[2010:836B:4179::836B:4179]',
  // RFC 3986 §6.2 examples
  'example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'HTTP://www.EXAMPLE.com/', 'http://www.example.com/',
  'http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/', 'mailto:Joe@Example.COM',
  'mailto:Joe@example.com', 'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm',
];

const NON_ASCII = ['\u00e9', '\u0080', '\u009f', '\u00a0', '\u2000', '\u2028', '\u3000', '\u00ad', '\ud83d\ude00', '\ufffd', 'e\u0301'];
const ALL_CHARS: string[] = [...Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)), ...NON_ASCII];
const PERCENT_FORMS = ['%', '%4', '%zz', '%4g', '%41', '%c3%a9', '%C3%A9', '%e9', '%ff%fe', '%C3', '%E2%82', '%ED%A0%80', '%00', '%25', '%2F', '%aA',
  // UTF-8 edge cases: how Java's decoder replaces malformed input (RFC 3629 §3-4)
  '%C0%80', '%C1%BF', '%E0%80%80', '%E0%9F%BF', '%F0%80%80%80', '%F0%8F%BF%BF', '%F4%90%80%80', '%F5%80%80%80', '%F8%88%80%80%80',
  '%ED%A0', '%ED%BF%BF', '%E2%82%41', '%E2%28%A1', '%F0%9F%98', '%F0%9F', '%F0%9F%41', '%F0%28%98%80', '%F0%9F%28%80', '%C3%28',
  '%80', '%BF%BF', '%FE', '%EF%BB%BF', '%F4%8F%BF%BF', '%E2%82%AC%E2%82', '%C3a%A9', '%EF%BF%BE'];
/** Templates with one hole per component ('$'). */
const TEMPLATES = [
  '$s://u@h:1/p?q#f'.replace('$s', 's$'), 's://u$@h:1/p?q#f', 's://u@h$:1/p?q#f', 's://u@h:1$/p?q#f', 's://u@h:1/p$?q#f',
  's://u@h:1/p?q$#f', 's://u@h:1/p?q#f$', 's:o$p#f', 's:$', '$', 'p$/q', '/$', '//h$/', '//$', 's://[::1$]/', 's://$h/',
  's://h/p;x$/q', '?$', '#$',
];
const HOSTS = [
  '', 'a', 'a.b', 'a.b.', 'a-b.c', '-a', 'a-', 'a.-b', 'a..b', '.a', 'a.1b', '1a', '1a.b2', 'a_b', 'xn--nxasmq6b', 'a%41',
  '1.2.3.4', '1.2.3', '1.2.3.4.5', '256.1.1.1', '01.2.3.4', '1.2.3.4a', '1.2.3.04', '0x1.2.3.4', '99999999999.1.1.1',
  '[::1]', '[::]', '[1:2:3:4:5:6:7:8]', '[1:2:3:4:5:6:7:8:9]', '[1::2::3]', '[12345::]', '[::1.2.3.4]', '[::ffff:1.2.3.4]',
  '[1:2:3:4:5:6:1.2.3.4]', '[1:2:3:4:5:6:7:1.2.3.4]', '[::1.2.3]', '[::1.2.3.4.5]', '[::1%25eth0]', '[::1%eth0]', '[::1%]',
  '[fe80::1%1]', '[::1', '::1]', '[::1]x', '[v1.a]', '[::g]', '[:1]', '[1:]', '[::1:]', '[]', '[1:2:3:4:5:6:7::]',
  '[::1.2.3.256]', '[::1.99999999999.1.1]', '[::1.2.3.4.]', '[0:0:0:0:0:0:0:0:0:0]', 'a@b', 'a@b@c', 'u:p@h', '@h', 'h:', 'h:0', 'h:65536', 'h:99999999999', 'h:x', ':80', 'a b', 'a;b',
  'a,b', 'a$b', 'a!b', "a'b", 'a(b)', 'a*b', 'a~b', 'a+b', 'a=b', 'a&b', 'h:80:90', '\u00e9', 'a\u00e9b',
];

function questions(corpus: readonly string[]): Question[] {
  const q: Question[] = [];
  const inputs = new Set<string>([...corpus, ...DOC_URIS, RFC_BASE]);
  for (const t of TEMPLATES) {
    for (const c of [...ALL_CHARS, ...PERCENT_FORMS, '']) inputs.add(t.replace('$', c));
  }
  // single-character insertions at every position of a few URIs of every shape
  for (const u of ['http://u:p@host.example:8080/a/b;c?d=e#f', 'mailto:a@b.c?x#y', '//[::1]:80/p', 'a/b:c?q', 'http://1.2.3.4/%41']) {
    for (let i = 0; i <= u.length; i++) {
      for (const c of ['%', ' ', '[', ']', '@', ':', '/', '?', '#', '\u00e9', '%41', '-', '.', '_', '~']) inputs.add(u.slice(0, i) + c + u.slice(i));
    }
  }
  for (const h of HOSTS) {
    for (const t of ['http://$/p', 'http://u@$:8/', '//$', 's://$?q', 's://$#f']) inputs.add(t.replace('$', h));
  }
  for (const s of ['', ':', 'a:', ':a', 'a::', '//', '///', '////a', 'http:', 'http:/', 'http://', 'http:///', 'http://?', 'http://#',
    'http:?', 'http:#', '#', '?', '?#', '.', '..', '/.', './', '/..', 'a/./b/../c', '//x//a/b', '/../a/./b//c', 'x/../a:b',
    './a:b/x/..', 'a//b/./c/../../d/..', 's:/..', 's:/.', 'http://a/%41?%42#%43', 'http://a/?[%41]#[%42]', 'x:[%41]#[%42]',
    'http://a%41b/', 'http://u%41@a/', 'a\ud800b', 'http://A/%aa', '1a:b', '+a:b', 'a+-.:b', 'A:B']) inputs.add(s);
  for (const s of inputs) q.push(['parse', s]);

  // resolution: the RFC examples, and corpus pairs
  const bases = [RFC_BASE, 'http://a', 'http://a/', 'http://a/b', 'http://a?x#y', '//a', '', 'a', 'a/b', '/a/b', 'http:x', 's:/a/b',
    'http://a/b/c/d;p?q#s', 'http://u@[::1]:80/b/c', 'http://reg_name/b/c', 'http://a/%41/b', 'file:///a/b'];
  const refs = [...RFC3986_REFS, ...RFC2396_REFS, '#', '?', '#s', '//', '///g', '//[::1]/g', '//r_n/g', 's:g', '%41', 'a:b/c', './a:b',
    '../a:b', 'g/..', 'g/.', '/', '//g?y#s', '?y#s'];
  for (const b of bases) for (const r of refs) q.push(['resolve', b, r]);
  const sample = corpus.filter((_, i) => i % 97 === 0);
  for (let i = 0; i + 1 < sample.length; i++) {
    q.push(['resolve', sample[i]!, sample[i + 1]!], ['relativize', sample[i]!, sample[i + 1]!], ['compare', sample[i]!, sample[i + 1]!]);
  }

  // relativize: targets below, beside and outside each base
  const targets = ['http://a/b/c/d;p?q', 'http://a/b/c/g', 'http://a/b/c/', 'http://a/b/c', 'http://a/b/c/d/e?x#y', 'http://a/x',
    'http://A/b/c/g', 'HTTP://a/b/c/g', 'http://a:80/b/c/g', 'https://a/b/c/g', 'http://a/b/c/./g', 'http://a/b/c/../c/g', 'mailto:x',
    'http://a', 'http://a/', '//a/b/c/g', '/b/c/g', 'b/c/g', '', '#f', '?q', 'http://a/%41', 'http://a/b/c/%61'];
  for (const b of [...bases, 'http://a/b/c/', 'http://a/b/c', 'http://a/%41/', 'http://a/A/']) {
    for (const t of targets) {
      q.push(['relativize', b, t], ['compare', b, t]);
      // the property: resolve(relativize(t)) behaves as Java's does
      q.push(['roundtrip', b, t]);
    }
  }

  // equals, compareTo, hashCode
  const same = [
    ['http://a/%aa', 'http://a/%AA'], ['HTTP://A/', 'http://a/'], ['http://a/P', 'http://a/p'], ['x:%aa', 'x:%AA'], ['x:a', 'X:a'],
    ['x:a', 'x:/a'], ['http://u@a/', 'http://a/'], ['http://a:80/', 'http://a/'], ['http://a_b/', 'http://A_b/'],
    ['http://a_b/', 'http://a_b/'], ['//a', '//A'], ['a', 'a#'], ['a', 'a?'], ['#f', '#F'], ['http://[::1]/', 'http://[::1]'],
    ['http://a/%aa', 'http://a/%AB'], ['http://a/%ab', 'http://a/%AA'], ['http://a/%aa', 'http://a/%aA'], ['s:b', 's://b'],
    ['http://a:8/', 'http://a:10/'], ['http://a/', 'http://ab/'], ['http://a/a', 'http://a/'], ['', ''], ['a', 'b'],
    ['http://r_n/', 'http://a/'], ['http://a/?q', 'http://a/?Q'], ['http://a/#%aa', 'http://a/#%AA'], ['http://a/%c3%a9', 'http://a/\u00e9'],
  ];
  for (const [a, b] of same) q.push(['compare', a!, b!], ['compare', b!, a!]);

  // the constructors, each component given characters to quote
  const pieces = ['a', 'a b', 'a%41', 'a%', '\u00e9', '\u00a0', '\u0001', 'a/b', 'a?b', 'a#b', 'a@b', 'a:b', 'a;b', 'a[b]', '', '/a b', '[::1]'];
  for (const p of pieces) {
    q.push(['ctor3', 's', p, null], ['ctor3', 's', '//h/' + p, p], ['ctor3', null, p, null], ['ctor3', 's', null, p]);
    q.push(['ctor4', 'http', 'h', '/' + p, p], ['ctor4', 'http', p, '/x', null], ['ctor4', null, null, p, null]);
    q.push(['ctor5', 'http', p, '/x', p, p], ['ctor5', 'http', 'h', '/' + p, null, null], ['ctor5', null, null, p, null, null]);
    q.push(['ctor7', 'http', p, 'h', 80, '/' + p, p, p], ['ctor7', 'http', null, p, -1, '/x', null, null]);
  }
  q.push(['ctor7', 'http', 'u', null, -1, '/p', null, null], ['ctor7', 'http', null, null, 8080, '/p', null, null],
    ['ctor7', 'http', null, 'h', -1, 'p', null, null], ['ctor7', null, null, null, -1, 'a:b', null, null],
    ['ctor7', 'http', null, '::1', -1, '/a', null, null], ['ctor7', 'http', null, 'h', -5, '/a', null, null],
    ['ctor7', 'http', null, 'h', 65536, '/a', null, null], ['ctor3', 's', '//[::1]/a b', null], ['ctor3', 's', '//[x/a b', null],
    ['ctor3', 's', '//[x]/a', null], ['ctor5', 'http', '[::1]:8', '/p', null, null], ['ctor5', 'http', '[::1]x y', '/p', null, null],
    ['ctor5', 'http', 'a_b', '/p', null, null], ['ctor5', 'http', null, 'p', null, null], ['ctor5', null, 'h', 'p', null, null],
    ['ctor3', null, null, null], ['ctor5', null, null, null, null, null], ['ctor4', 'http', 'h', null, null]);
  q.push(...randomQuestions(20_000));
  return q;
}

/**
 * Random strings of URI tokens (delimiters, escapes, IP literals, schemes, non-ASCII), drawn by
 * fast-check from a fixed seed so that every run asks the same: each parsed, and a quarter of them
 * paired at random for resolve, relativize and compare. No lone surrogate and no long decimal
 * run, so that the two JDK bugs the exceptions list (toASCIIString's NullPointerException,
 * scanByte's NumberFormatException) stay out.
 */
function randomQuestions(n: number): Question[] {
  const TOKENS = ['http:', 's:', 'a:', 'HTTP:', '//', '/', '/', 'a', 'b', 'h', 'A', 'x.y', 'r_n', 'u:p@', '[::1]', '[v1.x]',
    '[::ffff:1.2.3.4]', '1.2.3.4', '%41', '%', '%4', '%zz', '%c3%a9', ' ', '@', ':', ':', '?', '#', '.', '..', './', '../',
    '\u00e9', '\u00a0', '\u0000', '_', '-', '~', '8', '80', ';', '=', '&', '+', '!', '$', '[', ']', '"', '<', '^', '{', '`', '|'];
  const seed = 20261125;
  const strings = fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 10 }).map((t) => t.join(''));
  const made = fc.sample(strings, { seed, numRuns: n });
  const q: Question[] = made.map((s) => ['parse', s]);
  const index = fc.nat(n - 1);
  for (const [i, j] of fc.sample(fc.tuple(index, index), { seed, numRuns: n / 4 })) {
    q.push(['resolve', made[i]!, made[j]!], ['relativize', made[i]!, made[j]!], ['compare', made[i]!, made[j]!]);
  }
  return q;
}

// ---- JavaUri's answers, in the oracle's shape

function errorAnswer(e: unknown): Answer {
  const j = e as JavaUriError;
  if (typeof j.reason !== 'string') throw e;
  return { error: j.reason, index: j.javaIndex };
}

function components(u: JavaUri): Answer {
  let ascii: unknown;
  try {
    ascii = u.toASCIIString();
  } catch (e) {
    ascii = { exception: String(e) };
  }
  return {
    string: u.toString(), ascii, scheme: u.getScheme(), rawSsp: u.getRawSchemeSpecificPart(), ssp: u.getSchemeSpecificPart(),
    rawAuthority: u.getRawAuthority(), authority: u.getAuthority(), rawUserInfo: u.getRawUserInfo(), userInfo: u.getUserInfo(),
    host: u.getHost(), port: u.getPort(), rawPath: u.getRawPath(), path: u.getPath(), rawQuery: u.getRawQuery(), query: u.getQuery(),
    rawFragment: u.getRawFragment(), fragment: u.getFragment(), absolute: u.isAbsolute(), opaque: u.isOpaque(), hash: u.hashCode(),
  };
}

function attempt(f: () => Answer): Answer {
  try {
    return f();
  } catch (e) {
    return errorAnswer(e);
  }
}

function ours(q: Question): Answer {
  const [op, ...a] = q;
  const s = a as (string | null)[];
  switch (op) {
    case 'parse':
      return attempt(() => {
        const u = new JavaUri(s[0]!);
        return { ...components(u), normalize: u.normalize().toString(), server: attempt(() => components(u.parseServerAuthority())) };
      });
    case 'resolve':
    case 'relativize':
      return attempt(() => {
        const b = new JavaUri(s[0]!);
        const r = new JavaUri(s[1]!);
        return components(op === 'resolve' ? b.resolve(r) : b.relativize(r));
      });
    case 'roundtrip':
      return attempt(() => {
        const b = new JavaUri(s[0]!);
        return components(b.resolve(b.relativize(new JavaUri(s[1]!))));
      });
    case 'compare':
      return attempt(() => {
        const x = new JavaUri(s[0]!);
        const y = new JavaUri(s[1]!);
        return { equals: x.equals(y), compareTo: Math.sign(x.compareTo(y)), hashEqual: x.hashCode() === y.hashCode() };
      });
    case 'ctor3': return attempt(() => components(new JavaUri(s[0]!, s[1]!, s[2]!)));
    case 'ctor4': return attempt(() => components(new JavaUri(s[0]!, s[1]!, s[2]!, s[3]!)));
    case 'ctor5': return attempt(() => components(new JavaUri(s[0]!, s[1]!, s[2]!, s[3]!, s[4]!)));
    case 'ctor7': return attempt(() => components(new JavaUri(s[0]!, s[1]!, s[2]!, a[3] as number, s[4]!, s[5]!, s[6]!)));
    default: throw new Error(`unknown question ${op}`);
  }
}

/** The fields of a that differ from b's (the whole of a when either is an error). */
function changed(a: Answer, b: Answer): Answer {
  const out: Answer = {};
  for (const k of Object.keys(a)) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out[k] = a[k];
  return out;
}

// ---- the run

function which(cmd: string): boolean {
  const r = spawnSync(cmd, ['-version'], { encoding: 'utf8' });
  return r.error === undefined && r.status === 0;
}

let dir = '';
let qs: Question[] = [];
let answers: Answer[] = [];

beforeAll(() => {
  if (!which('javac') || !which('java')) {
    throw new Error('java-oracle: `java` and `javac` (a JDK, 17 or later) must be on the PATH: this suite compares JavaUri with java.net.URI and does not pass without it');
  }
  const lines = readFileSync(corpusFile, 'latin1').split('\n').filter((l) => l !== '');
  qs = questions(lines);
  dir = mkdtempSync(join(tmpdir(), 'urikit-java-oracle-'));
  const c = spawnSync('javac', ['-d', dir, oracleSource], { encoding: 'utf8' });
  if (c.status !== 0) throw new Error(`javac failed: ${c.stderr}`);
  const input = qs.map((q) => JSON.stringify(q)).join('\n') + '\n';
  const r = spawnSync('java', ['-Xshare:auto', '-cp', dir, 'Oracle'], { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) throw new Error(`the oracle failed: ${r.stderr}`);
  answers = r.stdout.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Answer);
}, 120_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('JavaUri against java.net.URI (test/shared/java/Oracle.java)', () => {
  it('answers every question as java.net.URI does, but for the listed JDK bugs', () => {
    expect(answers.length).toBe(qs.length);
    const listed = new Map<string, string>();
    for (const e of exceptions) if (typeof e !== 'string') listed.set(JSON.stringify(e.question), e.reason);
    const differ: string[] = [];
    const stillListed = new Set<string>();
    qs.forEach((q, i) => {
      const key = JSON.stringify(q);
      const mine = ours(q);
      const theirs = answers[i]!;
      if (JSON.stringify(mine) === JSON.stringify(theirs)) return;
      if (listed.has(key)) {
        stillListed.add(key);
        return;
      }
      differ.push(`${key}\n  java:   ${JSON.stringify(changed(theirs, mine))}\n  urikit: ${JSON.stringify(changed(mine, theirs))}`);
    });
    expect(differ, `${differ.length} of ${qs.length} disagree:\n${differ.slice(0, 40).join('\n')}`).toEqual([]);
    // an exception that no longer disagrees is taken out of the list
    expect([...listed.keys()].filter((k) => !stillListed.has(k))).toEqual([]);
    expect(qs.length).toBeGreaterThan(60_000); // 29,880 written by hand, and 35,000 random
  });

  it('has the property: new JavaUri(u.toString()) equals u, on every URI the oracle accepted', () => {
    let checked = 0;
    qs.forEach((q, i) => {
      if (q[0] !== 'parse' || 'error' in answers[i]! || 'exception' in answers[i]!) return;
      const u = new JavaUri(q[1] as string);
      const v = new JavaUri(u.toString());
      expect(v.equals(u), q[1] as string).toBe(true);
      expect(v.hashCode()).toBe(u.hashCode());
      const n = u.normalize();
      expect(new JavaUri(n.toString()).equals(n), `normalize of ${q[1] as string}`).toBe(true);
      checked++;
    });
    expect(checked).toBeGreaterThan(1000);
  });
});
