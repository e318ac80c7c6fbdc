/** RFC 6068 — mailto: the view of addresses and header fields, its rules, and the builder. */
import { describe, expect, it } from 'vitest';
import { type MailtoView, buildMailto, mailtoScheme, parseMailto } from '../../../src/schemes/mailto.js';
import { parse } from '../../../src/uri.js';
import { expectUriError } from '../../helpers/expect.js';

/** A row's view without its scheme: parseMailto gives { scheme: 'mailto', ...view }, and the builder takes either. */
type Row = [input: string, view: Omit<MailtoView, 'scheme'>];

/** One test per row: the view, then view -> URI -> view. */
function views(rows: Row[]): void {
  it.each(rows)('%s', (input, row) => {
    const view: MailtoView = { scheme: 'mailto', ...row };
    expect(parseMailto(input)).toEqual(view);
    expect(parseMailto(parse(input))).toEqual(view);
    expect(parseMailto(buildMailto(view))).toEqual(view);
    expect(parseMailto(buildMailto(row))).toEqual(view);
  });
}

describe('RFC 6068 \u00a76.1 basic examples', () => {
  views([
    ['mailto:chris@example.com', { to: ['chris@example.com'], headers: [] }],
    ['mailto:infobot@example.com?subject=current-issue', { to: ['infobot@example.com'], headers: [['subject', 'current-issue']] }],
    ['mailto:infobot@example.com?body=send%20current-issue', { to: ['infobot@example.com'], headers: [['body', 'send current-issue']] }],
    ['mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index',
      { to: ['infobot@example.com'], headers: [['body', 'send current-issue\r\nsend index']] }],
    ['mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E',
      { to: ['list@example.org'], headers: [['in-reply-to', '<3469A91.D10AF4C@example.com>']] }],
    ['mailto:majordomo@example.com?body=subscribe%20bamboo-l', { to: ['majordomo@example.com'], headers: [['body', 'subscribe bamboo-l']] }],
    ['mailto:joe@example.com?cc=bob@example.com&body=hello', { to: ['joe@example.com'], headers: [['cc', 'bob@example.com'], ['body', 'hello']] }],
    ['mailto:gorby%25kremvax@example.com', { to: ['gorby%kremvax@example.com'], headers: [] }],
    ['mailto:unlikely%3Faddress@example.com?blat=foop', { to: ['unlikely?address@example.com'], headers: [['blat', 'foop']] }],
    ['mailto:Mike%26family@example.org', { to: ['Mike&family@example.org'], headers: [] }],
  ]);
});

describe('RFC 6068 \u00a72: <to> and a "to" hfield stay apart; RFC 2368 \u00a72 (brief) for the ?to= form', () => {
  views([
    ['mailto:addr1@an.example,addr2@an.example', { to: ['addr1@an.example', 'addr2@an.example'], headers: [] }],
    ['mailto:?to=addr1@an.example,addr2@an.example', { to: [], headers: [['to', 'addr1@an.example,addr2@an.example']] }],
    ['mailto:addr1@an.example?to=addr2@an.example', { to: ['addr1@an.example'], headers: [['to', 'addr2@an.example']] }],
    ['mailto:?to=joe@example.com&cc=bob@example.com&body=hello',
      { to: [], headers: [['to', 'joe@example.com'], ['cc', 'bob@example.com'], ['body', 'hello']] }],
    ['mailto:', { to: [], headers: [] }],
    ['mailto:a@b?subject=', { to: ['a@b'], headers: [['subject', '']] }],
    ['MAILTO:a@b?SUBJECT=Hi&Subject=again', { to: ['a@b'], headers: [['subject', 'Hi'], ['subject', 'again']] }],
  ]);
});

describe('RFC 6068 \u00a76.2 complicated addresses', () => {
  views([
    ['mailto:%22not%40me%22@example.org', { to: ['"not@me"@example.org'], headers: [] }],
    ['mailto:%22oh%5C%5Cno%22@example.org', { to: ['"oh\\\\no"@example.org'], headers: [] }],
    ["mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org", { to: ['"\\\\\\"it\'s\\ ugly\\\\\\""@example.org'], headers: [] }],
  ]);
});

describe('RFC 6068 \u00a76.3 UTF-8 percent-encoding', () => {
  views([
    ['mailto:user@example.org?subject=caf%C3%A9', { to: ['user@example.org'], headers: [['subject', 'caf\u00e9']] }],
    ['mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D', { to: ['user@example.org'], headers: [['subject', '=?utf-8?Q?caf=C3=A9?=']] }],
    ['mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D', { to: ['user@example.org'], headers: [['subject', '=?iso-8859-1?Q?caf=E9?=']] }],
    ['mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9', { to: ['user@example.org'], headers: [['subject', 'caf\u00e9'], ['body', 'caf\u00e9']] }],
    ['mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO',
      { to: ['user@\u7d0d\u8c46.example.org'], headers: [['subject', 'Test'], ['body', 'NATTO']] }],
  ]);
});

describe('seed 002 (uri(7)): "any % character must be rewritten as %25"', () => {
  views([
    ['mailto:dwheeler@dwheeler.com', { to: ['dwheeler@dwheeler.com'], headers: [] }],
    ['mailto:John.Doe@example.com', { to: ['John.Doe@example.com'], headers: [] }], // RFC 3986 \u00a71.1.2
  ]);
  it('a literal % is no escape: the core parse rejects it', () => {
    expectUriError(() => parseMailto('mailto:gorby%kremvax@example.com'), 'invalid-percent-encoding', 12);
  });
  it('the builder writes % as %25', () => {
    expect(buildMailto({ to: ['gorby%kremvax@example.com'], headers: [] }).toString()).toBe('mailto:gorby%25kremvax@example.com');
  });
});

describe('RFC 6068 \u00a72 rules: code and index', () => {
  it.each([
    // \u00a76.1: "The following example, using "?" twice, is incorrect" — the second '?'
    ['mailto:joe@example.com?cc=bob@example.com?body=hello', 'mailto-unencoded-delimiter', 41],
    ['mailto:joe', 'mailto-invalid-address', 7],
    ['mailto:@example.com', 'mailto-invalid-address', 7],
    ['mailto:joe@', 'mailto-invalid-address', 11],
    ['mailto:a@b,,c@d', 'mailto-invalid-address', 11],
    ['mailto:a@b,c@d,', 'mailto-invalid-address', 15],
    ['mailto:a@b,joe?x=y', 'mailto-invalid-address', 11],
    ['mailto:a&b@example.com', 'mailto-unencoded-delimiter', 8],
    ['mailto:a;b@example.com', 'mailto-unencoded-delimiter', 8],
    ['mailto:a=b@example.com', 'mailto-unencoded-delimiter', 8],
    ['mailto:a/b@example.com', 'mailto-unencoded-delimiter', 8],
    ['mailto://example.com', 'mailto-unencoded-delimiter', 7],
    ['mailto:a@b?subject=x=y', 'mailto-unencoded-delimiter', 20],
    ['mailto:a@b?subject=a/b', 'mailto-unencoded-delimiter', 20],
    ['mailto:a@b?', 'mailto-invalid-hfield', 11],
    ['mailto:a@b?subject', 'mailto-invalid-hfield', 18],
    ['mailto:a@b?a=1&&b=2', 'mailto-invalid-hfield', 15],
    ['mailto:a@b?a=1&', 'mailto-invalid-hfield', 15],
    ['mailto:a@b?subject=%FF', 'invalid-utf8', 19],
    ['http://a@b', 'scheme-mismatch', 0],
  ] as const)('%s -> %s at %i', (input, code, index) => {
    const e = expectUriError(() => parseMailto(input), code, index);
    expect(e.input).toBe(input);
  });
});

describe('the builder', () => {
  it('encodes what \u00a72 reserves, in addresses and header fields', () => {
    const view: MailtoView = { scheme: 'mailto', to: ['a&b;c=d,e@example.com', 'x/y?z#@example.com'], headers: [['subject', 'a&b=c; d?#%'], ['body', 'line 1\r\nline 2']] };
    const uri = buildMailto(view);
    expect(uri.toString()).toBe(
      'mailto:a%26b%3Bc%3Dd%2Ce@example.com,x%2Fy%3Fz%23@example.com?subject=a%26b%3Dc;%20d%3F%23%25&body=line%201%0D%0Aline%202');
    expect(parseMailto(uri)).toEqual(view);
  });
  it('rejects a view that parse could not give', () => {
    expectUriError(() => buildMailto({ to: ['no-at-sign'], headers: [] }), 'mailto-invalid-address', 7);
    expectUriError(() => buildMailto({ to: [], headers: [['Subject', 'x']] }), 'invalid-argument', 0);
    expectUriError(() => buildMailto({ to: 'a@b' } as never), 'invalid-argument', 0);
    expectUriError(() => buildMailto({ to: [], headers: [['a']] } as never), 'invalid-argument', 0);
  });
  it('the scheme entry', () => {
    expect(mailtoScheme).toMatchObject({ name: 'mailto', spec: 'RFC 6068', hierarchical: false });
    expect(mailtoScheme.parse!(parse('mailto:a@b'))).toEqual({ scheme: 'mailto', to: ['a@b'], headers: [] });
  });
});
