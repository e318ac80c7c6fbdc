/**
 * DESIGN "Performance rules", "Output buffers" in src/chars.ts: an input of LONG_OUTPUT code units
 * or more is written into a typed array and made a string once (a result of many pieces, past its
 * first LONG_OUTPUT units); a shorter one keeps the string code it always had. Two code
 * paths, one answer: this file loads the library twice, as it is and with LONG_OUTPUT at 0, so
 * that every input takes the buffer path, and compares the two on generated inputs (broken
 * escapes, invalid UTF-8, lone surrogates, dot segments and errors included). A third load takes
 * the buffer path without a global TextDecoder (the String.fromCharCode fallback). The megabyte
 * inputs the buffers are for are timed by bench/run.mjs (its megabyte table), and their linearity
 * counted by test/adversarial/linear.test.ts.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import * as arb from '../property/uri-arbitraries.js';

type Lib = {
  core: typeof import('../../src/index.js');
  query: typeof import('../../src/query/index.js');
  audit: typeof import('../../src/audit/index.js');
  schemes: typeof import('../../src/schemes/index.js');
  chars: typeof import('../../src/chars.js');
};

async function load(): Promise<Lib> {
  return {
    core: await import('../../src/index.js'),
    query: await import('../../src/query/index.js'),
    audit: await import('../../src/audit/index.js'),
    schemes: await import('../../src/schemes/index.js'),
    chars: await import('../../src/chars.js'),
  };
}

/** The library as it is: short inputs take the string code. */
let strings: Lib;
/** The library with LONG_OUTPUT at 0: every input takes the buffer code. */
let buffers: Lib;
/** The same, to be called without a global TextDecoder. */
let fallback: Lib;

beforeAll(async () => {
  strings = await load();
  vi.resetModules();
  vi.doMock('../../src/chars.js', async (importOriginal) => ({
    ...(await importOriginal<typeof import('../../src/chars.js')>()),
    LONG_OUTPUT: 0,
  }));
  buffers = await load();
  vi.resetModules(); // a new copy of chars.ts: its decoders are made on first use, here without TextDecoder
  fallback = await load();
  vi.doUnmock('../../src/chars.js');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What a call gives: its value as plain data, or its error's name, code, index and message. */
function outcome(fn: () => unknown): unknown {
  try {
    return { value: plain(fn()) };
  } catch (e) {
    const err = e as { name?: unknown; code?: unknown; index?: unknown; message?: unknown };
    return { error: { name: err.name, code: err.code, index: err.index, message: err.message } };
  }
}

/** A Uri as its text and components (the two loads have two Uri classes); other values as they are. */
function plain(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'toComponents' in value) {
    const u = value as { toString(): string; toComponents(): unknown };
    return { text: u.toString(), components: u.toComponents() };
  }
  return value;
}

/** fn gives the same on the string code, the buffer code, and the buffer code without TextDecoder. */
function same(fn: (lib: Lib) => unknown): void {
  const want = outcome(() => fn(strings));
  expect(outcome(() => fn(buffers))).toEqual(want);
  vi.stubGlobal('TextDecoder', undefined);
  try {
    expect(outcome(() => fn(fallback))).toEqual(want);
  } finally {
    vi.unstubAllGlobals();
  }
}

// Units that reach every branch of the buffer code: escapes whole, cut short and broken, of every
// UTF-8 length and of none; '+'; delimiters; dot segments; letters of both cases; non-ASCII of one
// and two units; a C1 control, a bidi mark, a private-use character, a noncharacter, and lone
// surrogates of both halves (RFC 3987 §4.1, the mask's cases).
const UNITS = [
  '%', '%4', '%41', '%7e', '%7E', '%2e', '%2E', '%2F', '%e9', '%C3', '%A9', '%c3%a9', '%E2%82', '%E2%82%AC', '%F0%9F%98%80',
  '%ED%A0%80', '%C0%80', '%FF', '%zz', '%25', '+', ' ', '/', '?', '#', '.', '..', '/.', '/..', './', '../', '~', 'a', 'A', 'Z',
  'q', '0', ':', '@', '&', '=', ';', '[', ']', '*', '-', '(', ')', ',', '!', '<', '>', '"', '\\', '\u00e9', '\u00c9', '\u0080',
  '\u00a0', '\u200e', '\ue000', '\ufdd0', '\ufffd', '\ud800', '\udc00', '\ud83d\ude00', '\udb80\udc00', '\udbc0\udc00',
];
const text = fc.array(fc.constantFrom(...UNITS), { maxLength: 30 }).map((units) => units.join(''));

// Units of valid IRI text for normalize: escapes (some of unreserved characters, some lower case),
// dot segments, letters of both cases, ucschar, and iprivate (valid in a query only).
const IRI_UNITS = [
  '%41', '%7e', '%7E', '%2e', '%2E', '%2f', '%2F', '%c3%a9', '%C3%A9', '%25', '/', '.', '..', '/.', '/..', './', '../', 'a', 'A',
  'b', ':', '@', '~', '-', '!', '\u00e9', '\u00c9', '\ud83d\ude00',
];
const iriText = fc.array(fc.constantFrom(...IRI_UNITS), { maxLength: 30 }).map((units) => units.join(''));
const iriPrefix = fc.constantFrom('', 'http://h/', 'HTTP://A%7eB%2e%c3%a9.Example:80/', 'http://\u00c9x.Org', '//u%7e:p%41@H', 'x:', 'Mailto:', '/', './', '../');
const iriReference = fc.tuple(iriPrefix, iriText, fc.option(fc.tuple(iriText, fc.constantFrom('', '\ue000')), { nil: undefined }),
  fc.option(iriText, { nil: undefined }))
  .map(([prefix, path, q, f]) => prefix + path + (q === undefined ? '' : '?' + q[0] + q[1]) + (f === undefined ? '' : '#' + f));

const COMPONENTS = ['userinfo', 'host', 'path', 'segment', 'query', 'queryKey', 'queryValue', 'fragment'] as const;

describe('chars.ts: the converters', () => {
  it('keep every code unit, lone surrogates included', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }), (units) => {
      const want = String.fromCharCode(...units);
      for (const lib of [strings, fallback]) {
        vi.stubGlobal('TextDecoder', lib === fallback ? undefined : globalThis.TextDecoder);
        const buf = lib.chars.unitBuffer(units.length);
        buf.set(units);
        expect(lib.chars.unitsToString(buf, units.length)).toBe(want);
        const builder = new lib.chars.TextBuilder(1);
        for (const u of units) builder.appendCode(u);
        builder.append(want);
        builder.appendRange(want, 1, units.length);
        expect(builder.toString()).toBe(want + want + want.slice(1));
        vi.unstubAllGlobals();
      }
    }));
  });

  it('keep a leading U+FEFF (a decoder drops it as a byte order mark unless told not to)', () => {
    const buf = strings.chars.unitBuffer(2);
    buf.set([0xfeff, 0x61]);
    expect(strings.chars.unitsToString(buf, 2)).toBe('\ufeffa');
    const long = strings.core.decode(`%EF%BB%BF${'a'.repeat(2000)}`);
    expect(long.length).toBe(2001);
    expect(long.charCodeAt(0)).toBe(0xfeff);
  });

  it('make ASCII bytes a string, across chunks and growth', () => {
    for (const n of [0, 1, 8191, 8192, 8193, 20000, 70000]) {
      const want = 'ab%C3~'.repeat(Math.ceil(n / 6)).slice(0, n);
      for (const lib of [strings, fallback]) {
        vi.stubGlobal('TextDecoder', lib === fallback ? undefined : globalThis.TextDecoder);
        let buf = lib.chars.byteBuffer(1);
        for (let i = 0; i < n; i++) {
          if (i === buf.length) buf = lib.chars.growBytes(buf, i, 0);
          buf[i] = want.charCodeAt(i);
        }
        expect(lib.chars.bytesToString(buf, n)).toBe(want);
        vi.unstubAllGlobals();
      }
    }
  });
});

describe('percent.ts: the buffer code gives what the string code gives', () => {
  it('encode and encodeDisallowed, every component', () => {
    fc.assert(fc.property(text, fc.constantFrom(...COMPONENTS), (s, c) => {
      same((lib) => lib.core.encode(s, c));
      same((lib) => lib.core.encodeDisallowed(s, c));
    }), { numRuns: 500 });
  });

  it('encodeBytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 40 }), fc.constantFrom(...COMPONENTS), (bytes, c) => {
      same((lib) => lib.core.encodeBytes(bytes, c));
    }));
  });

  it('decode, in both modes', () => {
    fc.assert(fc.property(text, (s) => {
      same((lib) => lib.core.decode(s));
      same((lib) => lib.core.decode(s, { invalid: 'replace' }));
    }), { numRuns: 1000 });
  });
});

describe('parse.ts: the IRI mask', () => {
  it('parse, validate and Uri#with read IRIs alike', () => {
    fc.assert(fc.property(fc.constantFrom('', 'http://', 'http://[', 'x:', '//', '?', '#', 'http://h/'), text, (prefix, s) => {
      same((lib) => lib.core.parse(prefix + s, { iri: true }));
      same((lib) => lib.core.validate(prefix + s, { iri: true, rule: 'relative-ref' }));
      same((lib) => lib.core.parse('http://h/', { iri: true }).with({ path: '/' + s }));
      same((lib) => lib.core.parse('http://h/', { iri: true }).with({ query: s, host: s }));
    }), { numRuns: 500 });
  });
});

describe('normalize.ts: the percent steps and dot segments', () => {
  it('normalize, at both levels, as IRI and as URI', () => {
    fc.assert(fc.property(fc.oneof(iriReference, arb.uriReference), (s) => {
      same((lib) => lib.core.normalize(s, { iri: true }));
      same((lib) => lib.core.normalize(s));
      same((lib) => lib.core.normalize(s, { iri: true, level: 'syntax' }));
    }), { numRuns: 1000 });
  });

  it('each step on its own (the steps path), and the dry run', () => {
    const skips = [['remove-dot-segments'], ['decode-unreserved'], ['uppercase-percent-hex'], ['lowercase-host']] as const;
    fc.assert(fc.property(iriReference, fc.constantFrom(...skips), (s, skip) => {
      same((lib) => lib.core.normalize(s, { iri: true, skip: [...skip] }));
      same((lib) => lib.core.normalizationChanges(s, { iri: true }));
    }), { numRuns: 500 });
  });
});

describe('resolve.ts: remove_dot_segments (§5.2.4)', () => {
  it('removeDotSegments and resolve', () => {
    fc.assert(fc.property(fc.oneof(iriText, text), arb.hierarchicalBase, (s, base) => {
      same((lib) => lib.core.removeDotSegments(s));
      same((lib) => lib.core.removeDotSegments('/' + s));
      same((lib) => lib.core.resolve(base, s, { iri: true }));
    }), { numRuns: 500 });
  });
});

describe('query.ts and redact: many pairs, form encoding', () => {
  const pairText = fc.array(fc.constantFrom(...UNITS.filter((u) => !u.includes('\ud800') && !u.includes('\udc00'))), { maxLength: 6 })
    .map((units) => units.join(''));
  const pairs = fc.array(fc.record({ key: pairText, value: fc.option(pairText, { nil: undefined }) }), { maxLength: 8 });

  it('parseQuery, buildQuery and stringifyQuery, in both modes', () => {
    fc.assert(fc.property(text, pairs, fc.constantFrom('rfc3986', 'form') as fc.Arbitrary<'rfc3986' | 'form'>, (q, list, mode) => {
      same((lib) => lib.query.parseQuery(q, { mode, iri: true }));
      same((lib) => lib.query.buildQuery(list, { mode }));
      same((lib) => lib.query.buildQuery(list, { mode, separator: ';' }));
      same((lib) => lib.query.stringifyQuery(lib.query.parseQuery(q.replace(/[^a-z=&%0-9A-F+]/g, ''), { mode }), { mode }));
      same((lib) => lib.query.stringifyQuery(list.map((p) => ({ ...p, rawKey: p.key, rawValue: p.value })), { mode }));
    }), { numRuns: 500 });
  });

  it('redact', () => {
    fc.assert(fc.property(pairs, (list) => {
      const query = list.map((p) => encodeURIComponent(p.key) + (p.value === undefined ? '' : '=' + encodeURIComponent(p.value))).join('&');
      const keys = list.filter((_, i) => i % 2 === 0).map((p) => p.key);
      same((lib) => lib.audit.redact('http://u:secret@h/?' + query + '#f', { queryKeys: keys }));
    }));
  });
});

describe('schemes: the views that decode or lower-case', () => {
  it('tel, data, news, nntp, mailto, urn', () => {
    fc.assert(fc.property(text, (s) => {
      same((lib) => lib.schemes.parseTel('tel:' + s));
      same((lib) => lib.schemes.parseTel('tel:+1-(2)' + s));
      same((lib) => lib.schemes.telComparisonKey('tel:+1-2.3;EXT=4-5;Phone-Context=+6-7;' + s));
      same((lib) => lib.schemes.parseData('data:' + s));
      same((lib) => lib.schemes.decodeDataUri('data:Text/Plain;A=B,' + s));
      same((lib) => lib.schemes.parseNews('news:' + s));
      same((lib) => lib.schemes.parseNews('news://h/' + s));
      same((lib) => lib.schemes.parseNntp('nntp://h/' + s));
      same((lib) => lib.schemes.parseMailto('mailto:a@b?' + s));
      same((lib) => lib.schemes.parseUrn('urn:' + s));
      same((lib) => lib.schemes.buildTel({ number: '+1', digits: '+1', global: true, params: [['x', s]] }));
      same((lib) => lib.schemes.buildData({ mediaType: 'text/plain', parameters: [['a', s]], base64: false, data: 'x' }));
    }), { numRuns: 500 });
  });

  it('the rows that reach each branch', () => {
    for (const uri of [
      'tel:7042%23;phone-context=example.com', 'tel:+1-201-555-0123', 'tel:(1)2.3-4;phone-context=+1-2', 'tel:+1;EXT=1-2',
      'data:TEXT/Plain;CharSet=UTF-8,a', 'data:;BASE64,SGk=', 'news:comp.lang.*', 'news:a%2Eb', 'news:x%40y@z', 'news:%2A',
      'nntp://h/a%2Fb/12', 'news:ab.cd@example.com',
    ]) {
      same((lib) => lib.schemes.parseAs(uri));
    }
  });
});
