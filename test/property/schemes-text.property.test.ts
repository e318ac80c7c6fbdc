/**
 * RFC 6068, RFC 5538, RFC 8141, RFC 3966, RFC 2397 — property laws of the text schemes' views
 * (STYLE 29): view -> URI -> view is the identity (with the view's scheme or without it), every
 * built URI parses with the core parser, and with the registry the default port of news and nntp
 * is equivalent to none (RFC 3986 §6.2.3).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_REGISTRY, createRegistry, equivalent, normalize, parse } from '../../src/index.js';
import type { SchemeEntry } from '../../src/schemes/registry.js';
import { type DataUriView, buildData, dataScheme, decodeDataUri, parseData } from '../../src/schemes/data.js';
import { type MailtoView, buildMailto, mailtoScheme, parseMailto } from '../../src/schemes/mailto.js';
import { type NewsView, type NntpView, buildNews, buildNntp, newsScheme, nntpScheme, parseNews, parseNntp } from '../../src/schemes/news.js';
import { type TelView, buildTel, parseTel, telEquivalent, telScheme } from '../../src/schemes/tel.js';
import { type UrnView, buildUrn, parseUrn, urnEquivalent, urnScheme } from '../../src/schemes/urn.js';
import { expectSchemeLaws, withoutScheme } from '../helpers/views.js';

const RUNS = { numRuns: 300 };

// ---------------------------------------------------------------------------------------------
// Characters

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGIT = '0123456789';

const charsOf = (s: string): fc.Arbitrary<string> => fc.constantFrom(...s.split(''));
const stringOf = (unit: fc.Arbitrary<string>, minLength = 0, maxLength = 12): fc.Arbitrary<string> =>
  fc.array(unit, { minLength, maxLength }).map((parts) => parts.join(''));

/** Text a person might put anywhere: delimiters, '%', spaces, CR LF, quotes, non-ASCII (BMP and astral). */
const anyChar: fc.Arbitrary<string> = fc.oneof(
  charsOf(ALPHA + DIGIT),
  charsOf('@%,&;=?#/[]:+!$\'()*-._~ "\\<>^`{|}'),
  fc.constantFrom('\r', '\n', '\t', '\u00e9', '\u7d0d', '\u{1f600}', '\u0000'),
);
const anyText = (minLength = 0): fc.Arbitrary<string> => stringOf(anyChar, minLength);

/** The registry of the defaults with the text schemes' entries. */
const REGISTRY = createRegistry([...DEFAULT_REGISTRY.entries, mailtoScheme, newsScheme, nntpScheme, urnScheme, telScheme, dataScheme]);

/**
 * The laws every scheme's builder keeps: the view comes back, through the function and the entry,
 * with its scheme or without it; a view of `other` scheme is refused; and the URI is a URI.
 */
function roundTrips<V extends { scheme: string }>(
  arb: fc.Arbitrary<V>, build: (v: V) => ReturnType<typeof parse>, parseView: (u: string) => V, entry: SchemeEntry<V>, other: string,
): void {
  it('parse(build(v)) deep-equals v', () => {
    fc.assert(fc.property(arb, (v) => {
      const uri = build(v);
      expect(parseView(uri.toString())).toEqual(v);
      expect(entry.parse!(entry.build!(v))).toEqual(v);
    }), RUNS);
  });
  it('the view\'s scheme may be left out; another is refused', () => {
    fc.assert(fc.property(arb, (v) => {
      expect(parseView(build(withoutScheme(v) as V).toString())).toEqual(v);
      expectSchemeLaws(v, build, other);
    }), RUNS);
  });
  it('build(v) parses with the core parse, as an absolute URI', () => {
    fc.assert(fc.property(arb, (v) => {
      const s = build(v).toString();
      expect(parse(s, { rule: 'URI' }).toString()).toBe(s);
    }), RUNS);
  });
}

// ---------------------------------------------------------------------------------------------
// mailto (RFC 6068)

const address = fc.tuple(anyText(1), stringOf(anyChar.filter((c) => c !== '@'), 1)).map(([local, domain]) => local + '@' + domain);
const mailtoView: fc.Arbitrary<MailtoView> = fc.record({
  scheme: fc.constant('mailto' as const),
  to: fc.array(address, { maxLength: 3 }),
  headers: fc.array(fc.tuple(
    fc.oneof(fc.constantFrom('to', 'cc', 'bcc', 'subject', 'body', 'in-reply-to'), stringOf(anyChar.filter((c) => c.toLowerCase() === c))),
    anyText(),
  ), { maxLength: 4 }),
});

describe('mailto (RFC 6068)', () => {
  roundTrips(mailtoView, buildMailto, parseMailto, mailtoScheme, 'news');
});

// ---------------------------------------------------------------------------------------------
// news and nntp (RFC 5538)

const server = fc.constantFrom('news.example', 'h', 'NEWS.Example.ORG', '[2001:db8::7]', '192.0.2.16');
const port = fc.oneof(fc.constant(119), fc.integer({ min: 0, max: 65535 }));
/** A component of a newsgroup name: RFC 3977's wildmat-exact, '.' aside (and '@' aside in news, where it marks a message-id). */
const groupChars = (withAt: boolean): string => {
  let s = '';
  for (let c = 0x22; c <= 0x7e; c++) {
    const ch = String.fromCharCode(c);
    if (!'!*,?[\\].'.includes(ch) && (withAt || ch !== '@')) s += ch;
  }
  return s;
};
const groupName = (withAt: boolean): fc.Arbitrary<string> =>
  fc.array(stringOf(charsOf(groupChars(withAt)), 1, 6), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
const wildmat = fc.tuple(groupName(false), fc.constantFrom('*', '.*', '?', ',!x.y', '*,a')).map(([g, w]) => g + w);
/** msg-id-core without the brackets (RFC 5536 \u00a73.1.3): printable ASCII but '<' and '>'. */
const idChars = (withAt: boolean): string => (groupChars(withAt) + '.[]!*,?').replace(/[<>]/g, '');
const messageId = fc.tuple(stringOf(charsOf(idChars(false)), 1, 8), stringOf(charsOf(idChars(true)), 1, 8))
  .map(([l, r]) => l + '@' + r);

const newsView: fc.Arbitrary<NewsView<'news'>> = fc.oneof(
  fc.record({ server: fc.constant(undefined), port: fc.constant(undefined) }),
  fc.record({ server, port }),
).chain(({ server: s, port: p }) => fc.oneof(
  groupName(false).map((group) => ({ group, messageId: undefined, wildcard: false })),
  wildmat.map((group) => ({ group, messageId: undefined, wildcard: true })),
  messageId.map((id) => ({ group: undefined, messageId: id, wildcard: false })),
  ...(s === undefined ? [] : [fc.constant({ group: undefined, messageId: undefined, wildcard: false })]),
).map((rest): NewsView<'news'> => ({ scheme: 'news', server: s, port: p, ...rest, article: undefined })));

const nntpView: fc.Arbitrary<NntpView> = fc.record({
  scheme: fc.constant('nntp' as const),
  server,
  port,
  group: groupName(true),
  messageId: fc.constant(undefined),
  article: fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: undefined }),
  wildcard: fc.constant(false),
});

describe('news (RFC 5538 \u00a72.2)', () => {
  roundTrips(newsView, buildNews, parseNews, newsScheme, 'nntp');
});

describe('nntp (RFC 5538 \u00a72.3)', () => {
  roundTrips(nntpView, buildNntp, parseNntp, nntpScheme, 'news');
  it('RFC 3986 \u00a76.2.3: with the registry, the default port 119 is equivalent to none, and normalize removes it', () => {
    fc.assert(fc.property(nntpView, fc.constantFrom('nntp', 'news'), (v, scheme) => {
      const bare = scheme === 'nntp'
        ? buildNntp({ ...v, port: 119 })
        : buildNews({ ...v, scheme: 'news', port: 119, group: v.group!.replace(/@/g, '+'), article: undefined });
      const host = bare.host!;
      const explicit = bare.toString().replace('//' + host, '//' + host + ':119');
      expect(explicit).not.toBe(bare.toString());
      expect(equivalent(bare, explicit, { registry: REGISTRY })).toBe(true);
      expect(normalize(explicit, { registry: REGISTRY }).toString()).toBe(normalize(bare, { registry: REGISTRY }).toString());
      expect(normalize(explicit, { registry: REGISTRY }).port).toBeUndefined();
    }), RUNS);
  });
  it('and another port is not', () => {
    expect(equivalent('nntp://h/g', 'nntp://h:120/g', { registry: REGISTRY })).toBe(false);
    expect(equivalent('news://h/g', 'news://h:119/g', { registry: REGISTRY })).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// urn (RFC 8141)

const ALNUM = ALPHA + DIGIT;
const nid = fc.tuple(charsOf(ALNUM), stringOf(charsOf(ALNUM + '-'), 0, 30), charsOf(ALNUM)).map(([a, m, b]) => a + m + b);
/** pchar, as raw URI text: literal characters and escapes of both hex cases. */
const pchar = fc.oneof(charsOf(ALNUM + "-._~!$&'()*+,;=:@"), fc.constantFrom('%41', '%2f', '%2F', '%C3%A9', '%25'));
const pcharFirst = (tail: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(pchar, stringOf(tail, 0, 10)).map(([a, b]) => a + b);
const rq = pcharFirst(fc.oneof(pchar, fc.constantFrom('/', '?')));
const urnView: fc.Arbitrary<UrnView> = fc.record({
  scheme: fc.constant('urn' as const),
  nid,
  nss: pcharFirst(fc.oneof(pchar, fc.constant('/'))),
  rComponent: fc.option(rq.filter((r) => !r.includes('?=')), { nil: undefined }),
  qComponent: fc.option(rq, { nil: undefined }),
  fComponent: fc.option(stringOf(fc.oneof(pchar, fc.constantFrom('/', '?'))), { nil: undefined }),
});

describe('urn (RFC 8141)', () => {
  roundTrips(urnView, buildUrn, parseUrn, urnScheme, 'tel');
  it('\u00a73: the case of "urn" and the NID, escapes\' hex case and the r/q/f-components do not matter; the NSS\'s case does', () => {
    fc.assert(fc.property(urnView, (v) => {
      const s = buildUrn(v).toString();
      const plain = buildUrn({ nid: v.nid, nss: v.nss, rComponent: undefined, qComponent: undefined, fComponent: undefined });
      const shouted = 'URN' + s.slice(3, 4) + v.nid.toUpperCase() + s.slice(4 + v.nid.length).replace(/%[0-9a-f]{2}/gi, (e) => e.toLowerCase());
      expect(urnEquivalent(s, plain)).toBe(true);
      expect(urnEquivalent(s, shouted)).toBe(true);
      if (/[a-z]/.test(v.nss.replace(/%[0-9a-f]{2}/gi, ''))) {
        const other = buildUrn({ ...v, nss: v.nss.replace(/%[0-9a-f]{2}|[a-z]/gi, (m) => (m.length === 1 ? m.toUpperCase() : m)) });
        expect(urnEquivalent(s, other)).toBe(false);
      }
    }), RUNS);
  });
});

// ---------------------------------------------------------------------------------------------
// tel (RFC 3966)

const separator = charsOf('-.()');
const digitsOf = (set: string): fc.Arbitrary<string> =>
  fc.tuple(stringOf(fc.oneof(charsOf(set), separator), 0, 6), charsOf(set), stringOf(fc.oneof(charsOf(set), separator), 0, 6))
    .map(([a, d, b]) => a + d + b);
const label = fc.tuple(charsOf(ALPHA), stringOf(charsOf(ALNUM + '-'), 0, 5), charsOf(ALNUM)).map(([a, m, b]) => a + m + b);
const domain = fc.tuple(fc.array(label, { maxLength: 2 }), label, fc.boolean())
  .map(([labels, top, root]) => [...labels, top].join('.') + (root ? '.' : ''));
const phoneContext = fc.oneof(domain, digitsOf(DIGIT).map((d) => '+' + d));
const paramName = stringOf(charsOf(LOWER + DIGIT + '-'), 1, 8).filter((n) => n !== 'ext' && n !== 'isub' && n !== 'phone-context');
const telView: fc.Arbitrary<TelView> = fc.record({
  global: fc.boolean(),
  local: digitsOf('0123456789ABCDEFabcdef*#'),
  globalDigits: digitsOf(DIGIT),
  ext: fc.option(digitsOf(DIGIT), { nil: undefined }),
  isub: fc.option(anyText(1), { nil: undefined }),
  context: fc.option(phoneContext, { nil: undefined }),
  others: fc.array(fc.tuple(paramName, anyText()), { maxLength: 3 }),
}).map(({ global, local, globalDigits, ext, isub, context, others }): TelView => {
  const number = global ? '+' + globalDigits : local;
  const params: [string, string][] = [];
  if (ext !== undefined) params.push(['ext', ext]);
  if (isub !== undefined) params.push(['isub', isub]);
  const ctx = context ?? (global ? undefined : 'example.com');
  if (ctx !== undefined) params.push(['phone-context', ctx]);
  params.push(...others);
  return { scheme: 'tel', number, digits: number.replace(/[-.()]/g, ''), global, params };
});

describe('tel (RFC 3966)', () => {
  roundTrips(telView, buildTel, parseTel, telScheme, 'urn');
  it('\u00a74: visual separators, case and parameter order do not matter', () => {
    fc.assert(fc.property(telView, (v) => {
      const bare = { ...v, number: v.digits, params: [...v.params].reverse() };
      expect(telEquivalent(buildTel(v), buildTel(bare))).toBe(true);
    }), RUNS);
  });
});

// ---------------------------------------------------------------------------------------------
// data (RFC 2397)

const TOKEN = ALNUM + "!$&'*+-._~";
const token = stringOf(charsOf(TOKEN), 1, 8);
const lowerToken = stringOf(charsOf(TOKEN.replace(/[A-Z]/g, '')), 1, 8);
/** Raw data: query characters and escapes (RFC 2397 \u00a73: data := *urlchar, here RFC 3986's). */
const rawData = stringOf(fc.oneof(pchar, fc.constantFrom('/', '?')), 0, 16);
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** A plain base64 encoder for the tests (RFC 4648 \u00a74). */
function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += BASE64_ALPHABET[n >> 18]! + BASE64_ALPHABET[(n >> 12) & 63]! +
      (i + 1 < bytes.length ? BASE64_ALPHABET[(n >> 6) & 63]! : '=') + (i + 2 < bytes.length ? BASE64_ALPHABET[n & 63]! : '=');
  }
  return out;
}
const dataView: fc.Arbitrary<DataUriView> = fc.record({
  mediaType: fc.tuple(lowerToken, lowerToken).map(([t, s]) => t + '/' + s),
  parameters: fc.array(fc.tuple(lowerToken, anyText(1)), { maxLength: 3 }),
  payload: fc.oneof(rawData.map((data) => ({ base64: false, data })), fc.uint8Array({ maxLength: 20 }).map((b) => ({ base64: true, data: toBase64(b) }))),
}).map(({ mediaType, parameters, payload }) => ({ scheme: 'data' as const, mediaType, parameters, ...payload }));

describe('data (RFC 2397)', () => {
  roundTrips(dataView, buildData, parseData, dataScheme, 'mailto');
  it('base64 data decodes to the octets it encodes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 40 }), token, (bytes, t) => {
      const got = decodeDataUri(`data:${t}/x;base64,${toBase64(bytes)}`);
      expect([...got.bytes]).toEqual([...bytes]);
      expect(got.mediaType).toBe(t.toLowerCase() + '/x');
    }), RUNS);
  });
});
