/**
 * API edges: every public function checks its options and arguments, and a hostile value gets a
 * UriError 'invalid-argument' naming the parameter, what was given and what is expected, never a
 * TypeError (the calls are those a hostile-argument run found throwing TypeError, or accepted in silence).
 */
import { describe, expect, it } from 'vitest';
import { audit, checkPolicy, contextOf, redact } from '../../src/audit/index.js';
import { formatIPv6 } from '../../src/host/index.js';
import {
  createHostToAsciiStep, createHostToUnicodeStep, domainToAscii, domainToUnicode, tryDomainToAscii, tryDomainToUnicode,
} from '../../src/idna/index.js';
import {
  DEFAULT_REGISTRY, Uri, UriError, build, comparisonKey, createRegistry, decode, normalize, parse, resolve, relativize, equivalent, isValid,
} from '../../src/index.js';
import { iriToUri, uriToIri } from '../../src/iri/index.js';
import { buildQuery, fromURLSearchParams, parseQuery, queryToMap, queryToObject, stringifyQuery } from '../../src/query/index.js';
import { buildAs, fileUriToPath, parseAs, pathToFileUri } from '../../src/schemes/index.js';
import { extractUris, guessUri } from '../../src/text/index.js';
import { compareWithWhatwg, whatwgHost } from '../../src/whatwg/index.js';
import { catchUriError } from '../helpers/expect.js';

/** Asserts fn throws invalid-argument, and that the message names `says` and no "undefined undefined". */
function refuses(fn: () => unknown, says: string | RegExp): void {
  const e = catchUriError(fn);
  expect(e.code).toBe('invalid-argument');
  expect(e.message).toMatch(says);
  expect(e.message).not.toContain('undefined undefined');
}

describe('options that are not objects, fields of the wrong type, unknown keys', () => {
  it.each([
    ['parse(s, 5)', () => parse('a', 5 as never), /parse: options must be an object, got number 5/],
    ["parse(s, { iri: 'yes' })", () => parse('a', { iri: 'yes' } as never), /parse: options\.iri must be true or false/],
    ['isValid(s, { rule: 1 })', () => isValid('a', { rule: 1 } as never), /isValid: options\.rule must be one of/],
    ["resolve(b, r, { strict: 'false' })", () => resolve('http://a/', 'b', { strict: 'false' } as never), /resolve: options\.strict must be true or false, got "false"/],
    ['resolve(b, r, { strct: false })', () => resolve('http://a/', 'b', { strct: false } as never), /resolve: unknown option "strct"/],
    ['normalize(u, null)', () => normalize('http://a/', null as never), /normalize: options must be an object, got null/],
    ['normalize(u, { skip: false })', () => normalize('http://a/', { skip: false } as never), /normalize: options\.skip must be an array of built-in step names/],
    ['normalize(u, { skip: 1 })', () => normalize('http://a/', { skip: 1 } as never), /options\.skip must be an array/],
    ["normalize(u, { skip: ['x'] })", () => normalize('http://a/', { skip: ['x'] } as never), /options\.skip\[0\] must be/],
    ['normalize(u, { extraSteps: true })', () => normalize('http://a/', { extraSteps: true } as never), /options\.extraSteps must be an array of normalize steps/],
    ['normalize(u, { extraSteps: [null] })', () => normalize('http://a/', { extraSteps: [null] } as never), /options\.extraSteps\[0\] must be a normalize step/],
    ["normalize(u, { extraSteps: ['x'] })", () => normalize('http://a/', { extraSteps: ['x'] } as never), /options\.extraSteps\[0\] must be a normalize step/],
    ['normalize(u, { registry: {} })', () => normalize('http://a/', { registry: {} } as never), /options\.registry must be a scheme registry/],
    ['a step returning null', () => normalize('http://a/', { extraSteps: [{ name: 'bad', apply: () => null }] } as never), /the step "bad" must return the components, got null/],
    ["comparisonKey(u, 'x'.repeat(2 ** 20))", () => comparisonKey('http://a/', 'x'.repeat(2 ** 20) as never), /comparisonKey: options must be an object, got "x{40}\.\.\."/],
    ["equivalent(a, b, { level: 'strict' })", () => equivalent('a:', 'a:', { level: 'strict' } as never), /options\.level must be 'string', 'syntax' or 'scheme'/],
    ['relativize(b, t, [])', () => relativize('http://a/', 'http://a/b', [] as never), /relativize: options must be an object, got an array/],
    ['createRegistry(undefined)', () => createRegistry(undefined as never), /createRegistry: entries must be an array/],
    ["createRegistry('http')", () => createRegistry('http' as never), /createRegistry: entries must be an array/],
    ['createRegistry([null])', () => createRegistry([null] as never), /createRegistry: entries\[0\] must be a scheme entry/],
    ["createRegistry([{ name: 'a b', spec: 'x' }])", () => createRegistry([{ name: 'a b', spec: 'x' }]), /entries\[0\]\.name must be a scheme name/],
    ["createRegistry([{ name: 'x', spec: 'y', defaultPort: '80' }])", () => createRegistry([{ name: 'x', spec: 'y', defaultPort: '80' } as never]), /entries\[0\]\.defaultPort must be a port number/],
    ['DEFAULT_REGISTRY.get(5)', () => DEFAULT_REGISTRY.get(5 as never), /registry\.get: the scheme must be a string, got number 5/],
    ['audit(u, { rules: [null] })', () => audit('http://a/', { rules: [null] } as never), /audit: options\.rules\[0\] must be a rule/],
    ['audit(u, { rules: [{}] })', () => audit('http://a/', { rules: [{}] } as never), /audit: options\.rules\[0\] must be a rule/],
    ['audit(u, { registry: {} })', () => audit('http://a/', { registry: {} } as never), /audit: options\.registry must be a scheme registry/],
    ['checkPolicy(u, { ports: [80], registry: {} })', () => checkPolicy('http://a/', { ports: [80], registry: {} } as never), /checkPolicy: policy\.registry must be a scheme registry/],
    ["contextOf('http://a/')", () => contextOf('http://a/' as never), /contextOf: the URI must be a Uri/],
    ['fromURLSearchParams([null])', () => fromURLSearchParams([null] as never), /fromURLSearchParams: params must be a URLSearchParams/],
    ['fromURLSearchParams with a number value', () => fromURLSearchParams({ forEach: (f: (v: unknown, k: unknown) => void) => f(1, 'a') } as never), /string keys and values/],
  ] as const)('%s', (_name, fn, says) => refuses(fn, says));
});

// The hostile-argument sweep over the built entries: these accepted an unknown option key in
// silence, or threw a TypeError. Each function: an unknown key, a field of the wrong type, options
// that are not an object (src/options.ts checkOptions, one fields table beside each options type).
describe('every function with options: an unknown key, a field of the wrong type, options that are not an object', () => {
  const G = new Uint16Array(8);
  it.each([
    ['decode(s, { replace: true })', () => decode('a', { replace: true } as never), /decode: unknown option "replace"; expected invalid/],
    ["decode(s, { invalid: 'ignore' })", () => decode('a', { invalid: 'ignore' } as never), /decode: options\.invalid must be 'error' or 'replace', got "ignore"/],
    ['decode(s, [])', () => decode('a', [] as never), /decode: options must be an object, got an array/],

    ['build({ sheme })', () => build({ sheme: 'http' } as never), /build: parts has an unknown key "sheme"; expected scheme, userinfo, host, port, path, query or fragment/],
    ['build({ x: undefined }): rejected whatever its value', () => build({ x: undefined } as never), /build: parts has an unknown key "x"/],
    ['build({ host: 42 })', () => build({ host: 42 } as never), /build: parts\.host must be a string, got number 42/],
    ["build({ path: ['a', 1] })", () => build({ path: ['a', 1] } as never), /build: parts\.path\[1\] must be a string, got number 1/],
    ['build({ port: -1 })', () => build({ port: -1 } as never), /build: parts\.port must be a string of digits or a non-negative integer, got number -1/],
    ['build(undefined)', () => build(undefined as never), /build: parts must be an object, got nothing \(undefined\)/],
    ['build([])', () => build([] as never), /build: parts must be an object, got an array/],

    ['fileUriToPath(u, { decode: true })', () => fileUriToPath('file:///x', { decode: true } as never), /fileUriToPath: unknown option "decode"; expected platform or encoded/],
    ["fileUriToPath(u, { platform: 'win32' })", () => fileUriToPath('file:///x', { platform: 'win32' } as never), /fileUriToPath: options\.platform must be 'posix' or 'windows', got "win32"/],
    ["fileUriToPath(u, 'windows')", () => fileUriToPath('file:///x', 'windows' as never), /fileUriToPath: options must be an object, got "windows"/],
    ['pathToFileUri(p, { windows: true })', () => pathToFileUri('/x', { windows: true } as never), /pathToFileUri: unknown option "windows"/],
    ['pathToFileUri(p, { encoded: 1 })', () => pathToFileUri('/x', { encoded: 1 } as never), /pathToFileUri: options\.encoded must be 'error' or 'decode', got number 1/],
    ['pathToFileUri(p, null)', () => pathToFileUri('/x', null as never), /pathToFileUri: options must be an object, got null/],

    ['parseAs(u, s, {})', () => parseAs('http://a/', 'http', {} as never), /parseAs: the registry must be a scheme registry \(made by createRegistry\), got an object/],
    ['parseAs(u, undefined, new Map())', () => parseAs('http://a/', undefined, new Map() as never), /parseAs: the registry must be a scheme registry/],
    ["buildAs(s, v, 'SCHEMES')", () => buildAs('http', {} as never, 'SCHEMES' as never), /buildAs: the registry must be a scheme registry \(made by createRegistry\), got "SCHEMES"/],
    ['buildAs(s, v, { get: 1 })', () => buildAs('http', {} as never, { get: 1, entries: [] } as never), /buildAs: the registry must be a scheme registry/],

    ["parseQuery(q, { sep: ';' })", () => parseQuery('a=1', { sep: ';' } as never), /parseQuery: unknown option "sep"; expected mode, separator or iri/],
    ["parseQuery(q, { iri: 'yes' })", () => parseQuery('a=1', { iri: 'yes' } as never), /parseQuery: options\.iri must be true or false, got "yes"/],
    ["parseQuery(q, 'form')", () => parseQuery('a=1', 'form' as never), /parseQuery: options must be an object, got "form"/],
    ['buildQuery(p, { iri: true })', () => buildQuery({ a: '1' }, { iri: true } as never), /buildQuery: unknown option "iri"; expected mode or separator/],
    ["buildQuery(p, { mode: 'html' })", () => buildQuery({ a: '1' }, { mode: 'html' } as never), /buildQuery: options\.mode must be 'rfc3986' or 'form', got "html"/],
    ['buildQuery(p, 1)', () => buildQuery({ a: '1' }, 1 as never), /buildQuery: options must be an object, got number 1/],
    ['stringifyQuery(p, { encoding: x })', () => stringifyQuery([], { encoding: 'utf-8' } as never), /stringifyQuery: unknown option "encoding"/],
    ["stringifyQuery(p, { separator: ',' })", () => stringifyQuery([], { separator: ',' } as never), /stringifyQuery: options\.separator must be '&' or ';', got ","/],
    ['stringifyQuery(p, [])', () => stringifyQuery([], [] as never), /stringifyQuery: options must be an object, got an array/],
    ['queryToObject(q, { x }) names queryToObject, not parseQuery', () => queryToObject('a=1', { x: 1 } as never), /^queryToObject: unknown option "x"/m],
    ['queryToObject(pairs, { x })', () => queryToObject([], { x: 1 } as never), /queryToObject: unknown option "x"/],
    ['queryToObject(q, { mode: 1 })', () => queryToObject('a=1', { mode: 1 } as never), /queryToObject: options\.mode must be/],
    ['queryToObject(q, true)', () => queryToObject('a=1', true as never), /queryToObject: options must be an object, got boolean true/],
    ['queryToMap(q, { x })', () => queryToMap('a=1', { x: 1 } as never), /queryToMap: unknown option "x"/],
    ['queryToMap(pairs, { iri: 0 })', () => queryToMap([], { iri: 0 } as never), /queryToMap: options\.iri must be true or false, got number 0/],
    ['queryToMap(q, null)', () => queryToMap('a=1', null as never), /queryToMap: options must be an object, got null/],

    ['extractUris(t, { guess: true })', () => extractUris('x', { guess: true } as never), /extractUris: unknown option "guess"; expected bare or iri/],
    ['extractUris(t, { bare: 1 })', () => extractUris('x', { bare: 1 } as never), /extractUris: options\.bare must be true or false, got number 1/],
    ['extractUris(t, [])', () => extractUris('x', [] as never), /extractUris: options must be an object, got an array/],
    ['guessUri(t, { scheme: x })', () => guessUri('www.a.org', { scheme: 'https' } as never), /guessUri: unknown option "scheme"; expected iri/],
    ["guessUri(t, { iri: 'no' })", () => guessUri('www.a.org', { iri: 'no' } as never), /guessUri: options\.iri must be true or false, got "no"/],
    ['guessUri(t, 1)', () => guessUri('www.a.org', 1 as never), /guessUri: options must be an object, got number 1/],

    ['redact(u, { keys })', () => redact('http://a/', { keys: ['token'] } as never), /redact: unknown option "keys"; expected queryKeys, iri or zoneId/],
    ['redact(u, { queryKeys: [1] })', () => redact('http://a/', { queryKeys: ['a', 1] } as never), /redact: options\.queryKeys\[1\] must be a string, got number 1/],
    ["redact(u, { iri: 'yes' })", () => redact('http://a/', { iri: 'yes' } as never), /redact: options\.iri must be true or false/],
    ['redact(u, [])', () => redact('http://a/', [] as never), /redact: options must be an object, got an array/],

    ["iriToUri(i, { hosts: 'idna' })", () => iriToUri('http://a/', { hosts: 'idna' } as never), /iriToUri: unknown option "hosts"; expected host or idna/],
    ["iriToUri(i, { host: 'punycode' })", () => iriToUri('http://a/', { host: 'punycode' } as never), /iriToUri: options\.host must be 'percent-encode' or 'idna', got "punycode"/],
    ["iriToUri(i, { idna: 'strict' })", () => iriToUri('http://a/', { idna: 'strict' } as never), /iriToUri: options\.idna must be an object, got "strict"/],
    ['iriToUri(i, { idna: { STD3: true } }) with an ASCII host', () => iriToUri('http://a/', { idna: { STD3: true } } as never), /iriToUri: options\.idna has an unknown key "STD3"; expected preset, checkHyphens/],
    ["iriToUri(i, { idna: { checkBidi: 'y' } })", () => iriToUri('http://a/', { host: 'idna', idna: { checkBidi: 'y' } } as never), /iriToUri: options\.idna\.checkBidi must be true or false, got "y"/],
    ['iriToUri(i, 0)', () => iriToUri('http://a/', 0 as never), /iriToUri: options must be an object, got number 0/],
    ['uriToIri(u, { hots })', () => uriToIri('http://a/', { hots: 'unicode' } as never), /uriToIri: unknown option "hots"; expected host or idna/],
    ["uriToIri(u, { host: 'idna' })", () => uriToIri('http://a/', { host: 'idna' } as never), /uriToIri: options\.host must be 'keep' or 'unicode', got "idna"/],
    ["uriToIri(u, { idna: { preset: 'loose' } })", () => uriToIri('http://a/', { idna: { preset: 'loose' } } as never), /uriToIri: options\.idna\.preset must be 'strict' or 'lenient', got "loose"/],
    ['uriToIri(u, [])', () => uriToIri('http://a/', [] as never), /uriToIri: options must be an object, got an array/],

    ['domainToAscii(d, { useSTD3ASCIIRules })', () => domainToAscii('a', { useSTD3ASCIIRules: false } as never), /domainToAscii: unknown option "useSTD3ASCIIRules"; expected preset, checkHyphens, checkBidi, checkJoiners, useStd3AsciiRules/],
    ["domainToAscii(d, { checkBidi: 'yes' })", () => domainToAscii('a', { checkBidi: 'yes' } as never), /domainToAscii: options\.checkBidi must be true or false, got "yes"/],
    ["domainToAscii(d, 'lenient')", () => domainToAscii('a', 'lenient' as never), /domainToAscii: options must be an object, got "lenient"/],
    ['domainToUnicode(d, { transitionalProcessing })', () => domainToUnicode('a', { transitionalProcessing: true } as never), /domainToUnicode: unknown option "transitionalProcessing"/],
    ["domainToUnicode(d, { preset: 'whatwg' })", () => domainToUnicode('a', { preset: 'whatwg' } as never), /domainToUnicode: options\.preset must be 'strict' or 'lenient', got "whatwg"/],
    ['domainToUnicode(d, [])', () => domainToUnicode('a', [] as never), /domainToUnicode: options must be an object, got an array/],
    ['tryDomainToAscii(d, { x })', () => tryDomainToAscii('a', { x: 1 } as never), /tryDomainToAscii: unknown option "x"/],
    ['tryDomainToAscii(d, { verifyDnsLength: 1 })', () => tryDomainToAscii('a', { verifyDnsLength: 1 } as never), /tryDomainToAscii: options\.verifyDnsLength must be true or false/],
    ['tryDomainToAscii(d, null)', () => tryDomainToAscii('a', null as never), /tryDomainToAscii: options must be an object, got null/],
    ['tryDomainToUnicode(d, { x })', () => tryDomainToUnicode('a', { x: 1 } as never), /tryDomainToUnicode: unknown option "x"/],
    ['tryDomainToUnicode(d, { checkJoiners: null })', () => tryDomainToUnicode('a', { checkJoiners: null } as never), /tryDomainToUnicode: options\.checkJoiners must be true or false, got null/],
    ['tryDomainToUnicode(d, 5)', () => tryDomainToUnicode('a', 5 as never), /tryDomainToUnicode: options must be an object, got number 5/],
    ['createHostToAsciiStep({ onErr })', () => createHostToAsciiStep({ onErr: 'keep' } as never), /createHostToAsciiStep: unknown option "onErr"; expected preset, .* or onError/],
    ["createHostToAsciiStep({ onError: 'ignore' })", () => createHostToAsciiStep({ onError: 'ignore' } as never), /createHostToAsciiStep: options\.onError must be 'throw' or 'keep', got "ignore"/],
    ["createHostToAsciiStep('keep')", () => createHostToAsciiStep('keep' as never), /createHostToAsciiStep: options must be an object, got "keep"/],
    ['createHostToUnicodeStep({ x })', () => createHostToUnicodeStep({ x: 1 } as never), /createHostToUnicodeStep: unknown option "x"/],
    ['createHostToUnicodeStep({ asciiPassThrough: 1 })', () => createHostToUnicodeStep({ asciiPassThrough: 1 } as never), /createHostToUnicodeStep: options\.asciiPassThrough must be true or false/],
    ['createHostToUnicodeStep([])', () => createHostToUnicodeStep([] as never), /createHostToUnicodeStep: options must be an object, got an array/],

    ["formatIPv6(g, { ipv4: 'never' })", () => formatIPv6(G, { ipv4: 'never' } as never), /formatIPv6: unknown option "ipv4"; expected mixed/],
    ['formatIPv6(g, { mixed: true })', () => formatIPv6(G, { mixed: true } as never), /formatIPv6: options\.mixed must be 'ipv4-mapped', 'well-known' or 'never', got boolean true/],
    ["formatIPv6(g, 'never')", () => formatIPv6(G, 'never' as never), /formatIPv6: options must be an object, got "never"/],

    ['whatwgHost(h, { scheme })', () => whatwgHost('a', { scheme: 'http' } as never), /whatwgHost: unknown option "scheme"; expected special/],
    ['whatwgHost(h, { special: 1 })', () => whatwgHost('a', { special: 1 } as never), /whatwgHost: options\.special must be true or false, got number 1/],
    ['whatwgHost(h, null)', () => whatwgHost('a', null as never), /whatwgHost: options must be an object, got null/],
    ['compareWithWhatwg(u, b, { strict })', () => compareWithWhatwg('http://a/', undefined, { strict: true } as never), /compareWithWhatwg: unknown option "strict"; expected iri or zoneId/],
    ["compareWithWhatwg(u, b, { iri: 'yes' })", () => compareWithWhatwg('http://a/', undefined, { iri: 'yes' } as never), /compareWithWhatwg: options\.iri must be true or false/],
    ['compareWithWhatwg(u, b, 1)', () => compareWithWhatwg('http://a/', undefined, 1 as never), /compareWithWhatwg: options must be an object, got number 1/],

    ['audit(u, { rule })', () => audit('http://a/', { rule: [] } as never), /audit: unknown option "rule"; expected iri, zoneId, registry, rules or base/],
    ['audit(u, { base: 1 })', () => audit('http://a/', { base: 1 } as never), /audit: options\.base must be a string or a Uri, got number 1/],
    ['audit(u, { rules: {} })', () => audit('http://a/', { rules: {} } as never), /audit: options\.rules must be an array of rules, got an object/],
    ["audit(u, 'strict')", () => audit('http://a/', 'strict' as never), /audit: options must be an object, got "strict"/],

    // equivalent checked its options, and comparisonKey its URI, in another function's name
    ['equivalent(a, b, { x }) names equivalent', () => equivalent('a:', 'a:', { x: 1 } as never), /^equivalent: unknown option "x"/m],
    ["equivalent(a, b, { level: 'syntax', iri: 1 })", () => equivalent('a:', 'a:', { level: 'syntax', iri: 1 } as never), /^equivalent: options\.iri must be true or false/m],
    ["equivalent(a, b, 'scheme')", () => equivalent('a:', 'a:', 'scheme' as never), /^equivalent: options must be an object, got "scheme"/m],
    ['equivalent(5, b)', () => equivalent(5 as never, 'a:'), /^equivalent: the first URI must be a string or a Uri, got number 5/m],
    ['equivalent(a, null)', () => equivalent('a:', null as never), /^equivalent: the second URI must be a string or a Uri, got null/m],
    ['comparisonKey(5)', () => comparisonKey(5 as never), /^comparisonKey: the URI must be a string or a Uri, got number 5/m],
  ] as const)('%s', (_name, fn, says) => refuses(fn, says));

  it('an undefined field is as good as none: only the key itself is checked', () => {
    expect(decode('%41', { invalid: undefined })).toBe('A');
    expect(build({ scheme: 'a', host: undefined, path: 'b' }).toString()).toBe('a:b');
    expect(fileUriToPath('file:///x', { platform: undefined })).toBe('/x');
  });

  it('an own key is checked however it was made; inherited keys are not options', () => {
    const inherited = Object.create({ junk: true }) as object;
    expect(decode('%41', inherited as never)).toBe('A');
    const nullProto = Object.assign(Object.create(null) as object, { mode: 'form' });
    expect(parseQuery('a=b+c', nullProto as never)[0]!.value).toBe('b c');
    refuses(() => parseQuery('a', JSON.parse('{"__proto__": {}}') as never), /parseQuery: unknown option "__proto__"/);
  });

  it('an inherited field is checked, as it is read: a prototype cannot slip a value past the check', () => {
    // a field from the object's own prototype
    refuses(() => isValid('http://a/', Object.create({ rule: 'bogus' }) as never), /^isValid: options\.rule must be/m);
    expect(isValid('a', Object.create({ rule: 'URI' }) as never)).toBe(false); // a good one is used
    // a polluted Object.prototype: a UriError naming the field, not a TypeError from inside
    const proto = Object.prototype as Record<string, unknown>;
    proto.registry = 5;
    try {
      refuses(() => normalize('mailto:a@b', {}), /^normalize: options\.registry must be a scheme registry \(made by createRegistry\), got number 5/m);
      refuses(() => equivalent('http://a/', 'http://a/', {}), /^equivalent: options\.registry must be a scheme registry/m);
      expect(normalize('HTTP://A/').toString()).toBe('http://a/'); // no options: nothing is read from it
    } finally {
      delete proto.registry;
    }
  });
});

describe('values that cannot be forged, and that cross copies of urikit', () => {
  it('new UriError() with no arguments is invalid-argument, not a TypeError', () => {
    refuses(() => new (UriError as unknown as new () => UriError)(), /new UriError\(code, index, input/);
  });
  it('a Uri cannot be made from arbitrary offsets (a forged javascript: Uri would pass the audit)', () => {
    const Forge = Uri as unknown as new (...args: unknown[]) => Uri;
    refuses(() => new Forge('javascript:alert(1)', -1, -1, -1, 0, -1, -1, 0, 0), /new Uri\(\): a Uri is made by parse\(\)/);
    refuses(() => new Forge(Symbol('urikit.Uri'), 'javascript:alert(1)', -1, -1, -1, 0, -1, -1, 0, 0), /new Uri\(\)/);
  });
  it('instanceof reads a brand that every copy of urikit shares (ESM and CommonJS builds, two versions)', () => {
    const u = parse('http://a/');
    // another copy's Uri: a class of its own, the shared brand, and the fields every Uri holds
    const fromAnotherCopy = Object.assign(Object.create(null), { ...u }) as Record<symbol, unknown>;
    fromAnotherCopy[Symbol.for('urikit.Uri')] = true;
    expect(u instanceof Uri).toBe(true);
    expect(fromAnotherCopy instanceof Uri).toBe(true);
    expect({} instanceof Uri).toBe(false);
    expect(('http://a/' as unknown) instanceof Uri).toBe(false);
    const e = new UriError('missing-scheme', 0, 'a');
    expect(e instanceof UriError).toBe(true);
    expect(e instanceof Error).toBe(true);
    expect({ [Symbol.for('urikit.UriError')]: true } instanceof UriError).toBe(true);
    expect(new Error('x') instanceof UriError).toBe(false);
  });
  it("relocated() keeps an entry's own code text (a code outside the core's table)", () => {
    const e = new UriError('whatwg-failure' as never, 0, 'x', undefined, { section: 'S', title: 'the title', fix: 'the fix' });
    const moved = e.relocated(5, 'abcdefx');
    expect([moved.code, moved.index, moved.input]).toEqual(['whatwg-failure', 5, 'abcdefx']);
    expect(moved.message).toContain('the title (S); fix: the fix');
    expect(moved.entry).toEqual({ section: 'S', title: 'the title', fix: 'the fix' });
  });
});

describe('the error path: a returned error costs no stack trace, a thrown one keeps its stack', () => {
  it('validate returns a UriError made without the Error constructor: same fields, message, brand', async () => {
    const { validate } = await import('../../src/uri.js');
    const returned = validate('http://a b/')!;
    let thrown: UriError | undefined;
    try {
      parse('http://a b/');
    } catch (e) {
      thrown = e as UriError;
    }
    expect(returned).toBeInstanceOf(UriError);
    expect(returned).toBeInstanceOf(Error);
    expect([returned.code, returned.index, returned.input, returned.message]).toEqual([thrown!.code, thrown!.index, thrown!.input, thrown!.message]);
    expect(returned.name).toBe('UriError');
    expect(returned.stack).toBe(`UriError: ${returned.message}`);
    expect(JSON.stringify(returned)).toBe(JSON.stringify(thrown));
    // the thrown error has its frames
    expect(thrown!.stack!.split('\n').length).toBeGreaterThan(1);
    expect(thrown!.stack).toContain('UriError: a space at index 8');
  });
  it('the message is written on first read, and then it is the error\'s own', () => {
    const e = new UriError('invalid-port', 3, 'a:b');
    expect(Object.prototype.hasOwnProperty.call(e, 'message')).toBe(false);
    expect(e.message).toContain('[invalid-port]');
    expect(Object.prototype.hasOwnProperty.call(e, 'message')).toBe(true);
    e.message = 'changed';
    expect(e.message).toBe('changed');
  });
});
