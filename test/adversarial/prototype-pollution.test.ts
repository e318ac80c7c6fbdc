/**
 * DESIGN "Errors" under a polluted Object.prototype: a field of an options object (or of build's
 * parts) is read as `options.registry`, so a value another package put on Object.prototype reaches
 * the function as if the caller had passed it. options.ts checks such an inherited field as it
 * checks an own one: the function answers, or throws a UriError naming the field — never a
 * TypeError from inside (before that check, 114 of these calls threw one).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { UriError, build, comparisonKey, decode, encode, equivalent, isValid, normalizationChanges, normalize, origin, parse,
  relativize, repair, resolve, tryParse, validate } from '../../src/index.js';
import { audit, redact } from '../../src/audit/index.js';
import { formatIPv6, parseIPv6 } from '../../src/host/index.js';
import { domainToAscii } from '../../src/idna/index.js';
import { iriToUri, uriToIri } from '../../src/iri/index.js';
import { buildQuery, parseQuery, stringifyQuery } from '../../src/query/index.js';
import { fileUriToPath, parseAs, pathToFileUri } from '../../src/schemes/index.js';
import { extractUris, guessUri } from '../../src/text/index.js';
import { compareWithWhatwg, whatwgHost } from '../../src/whatwg/index.js';

/** Every field name of the options (and parts) tables under src/ (`const X_FIELDS: Fields = {...}`). */
const FIELDS = [
  'absolutePath', 'asciiPassThrough', 'backslashes', 'bare', 'base', 'checkBidi', 'checkForbiddenCodePoints', 'checkHyphens',
  'checkJoiners', 'domainHost', 'encoded', 'extraSteps', 'fragment', 'host', 'hostToAscii', 'idna', 'invalid', 'iri', 'level',
  'mixed', 'mode', 'nid', 'onError', 'path', 'platform', 'port', 'prefer', 'preset', 'query', 'queryKeys', 'reference',
  'registry', 'relativeBase', 'rule', 'rules', 'scheme', 'separator', 'skip', 'skipEscape', 'special', 'strict', 'tolerant',
  'trim', 'unicodeSupport', 'userinfo', 'verifyDnsLength', 'zoneId',
];

/** Values of every wrong type, and a string that is no option value. */
const BAD = [5, 'bogus', {}, [], true];

/** One call of each function: with `o`, an empty options object of the caller's, where it takes options (build takes parts; encode and parseAs neither). */
const CALLS: Record<string, (o: object) => unknown> = {
  parse: (o) => parse('http://a/b', o),
  isValid: (o) => isValid('http://a/b', o),
  tryParse: (o) => tryParse('http://a/b', o),
  validate: (o) => validate('http://a/b', o),
  normalize: (o) => normalize('HTTP://a/b/../c', o),
  'normalize (mailto)': (o) => normalize('mailto:A@B', o),
  normalizationChanges: (o) => normalizationChanges('HTTP://a', o),
  equivalent: (o) => equivalent('http://a/', 'HTTP://a', o),
  comparisonKey: (o) => comparisonKey('http://a/', o),
  resolve: (o) => resolve('http://a/b/c', '../d', o),
  relativize: (o) => relativize('http://a/b/c', 'http://a/b/d', o),
  'build (parts)': () => build({ scheme: 'http', path: '/x' }),
  encode: () => encode('a b', 'path'),
  decode: (o) => decode('%41', o),
  origin: (o) => origin('http://a/', o),
  repair: (o) => repair('http://a/b c', o),
  parseQuery: (o) => parseQuery('a=1', o),
  buildQuery: (o) => buildQuery({ a: 1 }, o),
  stringifyQuery: (o) => stringifyQuery([{ key: 'a', value: 'b' }], o),
  extractUris: (o) => extractUris('see http://a/b ok', o),
  guessUri: (o) => guessUri('a.com/x', o),
  audit: (o) => audit('http://a/', o),
  redact: (o) => redact('http://u:p@a/?token=1', o),
  iriToUri: (o) => iriToUri('http://\u00e9/', o),
  uriToIri: (o) => uriToIri('http://a/%C3%A9', o),
  formatIPv6: (o) => formatIPv6(parseIPv6('::1'), o),
  whatwgHost: (o) => whatwgHost('a.com', o),
  compareWithWhatwg: (o) => compareWithWhatwg('b', 'http://a/', o),
  parseAs: () => parseAs('mailto:a@b'),
  fileUriToPath: (o) => fileUriToPath('file:///x', o),
  pathToFileUri: (o) => pathToFileUri('/x', o),
  domainToAscii: (o) => domainToAscii('b\u00fccher.de', o),
};

const proto = Object.prototype as Record<string, unknown>;
afterEach(() => {
  for (const key of FIELDS) delete proto[key];
});

describe('a polluted Object.prototype', () => {
  it('each call answers as it does without it when nothing is polluted', () => {
    for (const [name, call] of Object.entries(CALLS)) expect(() => call({}), name).not.toThrow();
  });

  it('every field name, every wrong value: a UriError or an answer, never another exception', () => {
    const others: string[] = [];
    let errors = 0;
    for (const key of FIELDS) {
      for (const value of BAD) {
        // enumerable, as a plain assignment makes it (what for...in lists)
        Object.defineProperty(Object.prototype, key, { value, enumerable: true, configurable: true, writable: true });
        try {
          for (const [name, call] of Object.entries(CALLS)) {
            try {
              call({});
            } catch (e) {
              if (e instanceof UriError) errors++;
              else others.push(`${name} with Object.prototype.${key} = ${JSON.stringify(value)}: ${String(e)}`);
            }
          }
        } finally {
          delete proto[key];
        }
      }
    }
    expect(others).toEqual([]);
    expect(errors).toBeGreaterThan(0); // the polluted fields were seen, and reported
  });

  it('the UriError names the inherited field', () => {
    proto.registry = 5;
    let e: unknown;
    try {
      normalize('mailto:a@b', {});
    } catch (error) {
      e = error;
    }
    delete proto.registry;
    expect(e).toBeInstanceOf(UriError);
    expect((e as UriError).code).toBe('invalid-argument');
    expect((e as UriError).message).toMatch(/^normalize: options\.registry must be a scheme registry/);
  });
});
