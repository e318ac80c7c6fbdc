// The linear-time table (DESIGN "Errors": no input takes more than linear time), shared by the
// benchmark that times it (bench/linear.mjs, on dist/) and the test that counts its work
// (test/adversarial/linear.test.ts, on src/): one row per input and entry. Each input is made at any
// length n by make(n); a linear entry does about 16 times the work on 16 times the input, a
// quadratic one 256 times.
//
// cases(lib) takes the library's public entry points ({ core, text, query, audit }), so that the
// same rows run on the built package and on the sources.

/**
 * `unit` repeated to at least n code units, in whole units: every length has the same shape (a
 * unit cut short would end some inputs in a broken escape at one length and not at another).
 */
export function fill(unit, n) {
  return unit.repeat(Math.ceil(n / unit.length));
}

/** Pathological strings for the parser: each stops a different reader, or none. */
export const URI_INPUTS = [
  // one character repeated
  ...['%', ':', '[', ']', '@', '/', '?', '#', '.', 'a', ' ', '\u00e9', '\ud800'].map((c) => [JSON.stringify(c) + ' repeated', (n) => fill(c, n)]),
  // short units repeated
  ['"%2" repeated', (n) => fill('%2', n)],
  ['"::" repeated', (n) => fill('::', n)],
  ['"[::" repeated', (n) => fill('[::', n)],
  ['"%C3" repeated', (n) => fill('%C3', n)],
  ['"a:" repeated', (n) => fill('a:', n)],
  ['"/." repeated', (n) => fill('/.', n)],
  // deep in one component
  ['http:// + a*', (n) => 'http://' + fill('a', n)],
  ['http://[ + "1:"*', (n) => 'http://[' + fill('1:', n)],
  ['http://[v1. + ":"* + ]', (n) => 'http://[v1.' + fill(':', n) + ']'],
  ['http://[ + "v"*', (n) => 'http://[' + fill('v', n)],
  ['// + @*', (n) => '//' + fill('@', n)],
  ['// + :*', (n) => '//' + fill(':', n)],
  ['// + "1."*', (n) => '//' + fill('1.', n)],
  ['a: + "/."*', (n) => 'a:' + fill('/.', n)],
  ['x: + "%C3%A9"*', (n) => 'x:' + fill('%C3%A9', n)],
  ['? + "%41"*', (n) => '?' + fill('%41', n)],
  ['# + "?/"*', (n) => '#' + fill('?/', n)],
  // a long valid prefix, then the character that fails it (scans that could be repeated)
  ['// + a* + space (authority scanned twice: userinfo lookahead)', (n) => '//' + fill('a', n) + ' '],
  ['// + a* + space + @ (the userinfo lookahead runs to the end)', (n) => '//' + fill('a', n) + ' @'],
  ['// + "a:"* + [ (port after a long userinfo-like scan)', (n) => '//' + fill('a:', n) + '['],
  ['//userinfo@host:port, each a third', (n) => '//' + fill('%41', n / 3) + '@' + fill('b', n / 3) + ':' + fill('1', n / 3)],
  ['a* + : (a long scheme)', (n) => fill('a', n) + ':'],
  ['a* + ! + : (a bad scheme character late)', (n) => fill('a', n) + '!:'],
  ['a* + / (a scheme that never ends)', (n) => fill('a', n) + '/'],
  ['"a/"* + ":" (colon after the first segment)', (n) => fill('a/', n) + ':'],
  ['s:// + "[::1]"* (literal then garbage)', (n) => 's://' + fill('[::1]', n)],
  ['http://[::ffff: + "1.2.3.4."*', (n) => 'http://[::ffff:' + fill('1.2.3.4.', n)],
  ['"%C3%A9" + a* + "%" (a late bad escape)', (n) => '%C3%A9' + fill('a', n) + '%'],
];

/** Near-misses for URIs in free text: each could make a scanner restart at every character. */
export const TEXT_INPUTS = [
  ['"http:/" repeated', (n) => fill('http:/', n)],
  ['"http:/ " repeated', (n) => fill('http:/ ', n)],
  ['"<" repeated', (n) => fill('<', n)],
  ['"<" + a* (no ">")', (n) => '<' + fill('a', n)],
  ['"< a" repeated', (n) => fill('< a', n)],
  ['"<a b" repeated, one ">" at the end', (n) => fill('<a b', n) + '>'],
  ['"<x:" + spaces and letters, no ">"', (n) => '<x:' + fill('a ', n)],
  ['"\\"" repeated', (n) => fill('"', n)],
  ['"\\"a" repeated', (n) => fill('"a', n)],
  ['http://a/ + "(((("', (n) => 'http://a/' + fill('(', n)],
  ['http://a/ + "))))"', (n) => 'http://a/' + fill(')', n)],
  ['http://a/ + "...."', (n) => 'http://a/' + fill('.', n)],
  ['"a:" repeated', (n) => fill('a:', n)],
  ['"a: " repeated', (n) => fill('a: ', n)],
  ['"a:%" repeated (invalid)', (n) => fill('a:%', n)],
  ['"www." repeated', (n) => fill('www.', n)],
  ['"www. " repeated', (n) => fill('www. ', n)],
  ['"@www.x" repeated', (n) => fill('@www.x', n)],
  ['a* + ":" (a long scheme)', (n) => fill('a', n) + ':'],
  ['"a.b" repeated (scheme-like runs)', (n) => fill('a.b+', n)],
  ['"<URL:" repeated', (n) => fill('<URL:', n)],
  ['"http://a/b " repeated (many finds)', (n) => fill('http://a/b ', n)],
  ['"\\"a:%" repeated (quoted, invalid)', (n) => fill('"a:%', n)],
  ['"<a:b " repeated, one ">" at the end (one long URI)', (n) => fill('<a:b ', n).slice(1) + '>'],
  ['"<a b:c " repeated, one ">" at the end (split schemes)', (n) => fill('<a b:c ', n) + '>'],
];

/** Inputs for the audit's encoded-text rules: long runs of escapes in the host and the path. */
export const AUDIT_INPUTS = [
  ['encoded host delimiters', (n) => 'http://' + fill('a%40', n) + '/'],
  ['encoded host stops', (n) => 'http://' + fill('a%E3%80%82', n) + '/'],
  ['encoded dot-segments', (n) => 'http://h' + fill('/a/.%2e', n)],
  ['encoded dot-segments above the root', (n) => 'http://h' + fill('/%2e%2e', n)],
  ['encoded separators', (n) => 'http://h/' + fill('..%2f', n)],
  ['one long segment', (n) => 'http://h/' + fill('%2e', n) + '%2f'],
];

/**
 * Every row: { input, entry, make, run, allocating }. `run` swallows a UriError only; anything else
 * it throws (a RangeError from a recursion, say) is a failure. `allocating` marks entries whose
 * output is a new string as long as the input (a rope of many pieces): a clock sees the garbage
 * collector there as well, so the benchmark gives them a looser bound; counted work does not care.
 */
export function cases({ core, text, query, audit }) {
  const guarded = (fn) => (s) => {
    try {
      fn(s);
    } catch (e) {
      if (!(e instanceof core.UriError)) throw e;
    }
  };
  const rows = [];
  const add = (input, make, entry, fn, allocating = false) => rows.push({ input, entry, make, run: guarded(fn), allocating });

  // The parser under the rules whose readers differ most, through each public entry.
  for (const [input, make] of URI_INPUTS) {
    add(input, make, 'parse', (s) => core.parse(s));
    add(input, make, 'parse URI', (s) => core.parse(s, { rule: 'URI' }));
    add(input, make, 'validate', (s) => core.validate(s));
    add(input, make, 'validate URI', (s) => core.validate(s, { rule: 'URI' }));
    add(input, make, 'isValid', (s) => core.isValid(s));
    add(input, make, 'isValid absolute-URI', (s) => core.isValid(s, { rule: 'absolute-URI' }));
    add(input, make, 'tryParse relative-ref', (s) => core.tryParse(s, { rule: 'relative-ref' }));
  }

  // The encoders and decoders behind build() and Uri#decoded, on long components.
  add('a path of spaces (every character encoded)', (n) => fill(' ', n), 'build', (s) => core.build({ path: s }), true);
  add('a query of non-ASCII (three bytes each)', (n) => fill('\u00e9', n), 'build', (s) => core.build({ query: s }), true);
  add('a path of "%" (each becomes %25)', (n) => fill('%', n), 'build', (s) => core.build({ scheme: 'x', path: s }), true);
  add('a reg-name host', (n) => fill('a.', n), 'build', (s) => core.build({ host: s }), true);
  add('x: + "%C3%A9"*', (n) => 'x:' + fill('%C3%A9', n), 'decoded path', (s) => core.parse(s).decoded('path'), true);
  add('"/%41" repeated', (n) => fill('/%41', n), 'decodedPathSegments', (s) => core.parse(s).decodedPathSegments(), true);
  add('"a=b&" repeated', (n) => fill('a=b&', n), 'with query', (s) => core.parse('http://a/').with({ query: s }), true);

  // Percent-encoding on its own: runs of '%', of a truncated lead byte, of a whole escape, and clean text.
  for (const [input, make] of [
    ['"%" repeated', (n) => fill('%', n)],
    ['"%C3" repeated', (n) => fill('%C3', n)],
    ['"%C3%A9" repeated', (n) => fill('%C3%A9', n)],
    ['"abc/def" repeated (clean)', (n) => fill('abc/def', n)],
  ]) {
    add(input, make, 'encode path', (s) => core.encode(s, 'path'), true);
    add(input, make, 'encodeDisallowed path', (s) => core.encodeDisallowed(s, 'path'), true);
    add(input, make, 'decode', (s) => core.decode(s), true);
    add(input, make, 'decode replace', (s) => core.decode(s, { invalid: 'replace' }), true);
    add(input, make, 'decodeToBytes', (s) => core.decodeToBytes(s), true);
  }
  add('"%00%41%FF%C3%A9" repeated', (n) => fill('%00%41%FF%C3%A9', n), 'encodeBytes', (s) => core.encodeBytes(core.decodeToBytes(s), 'path'), true);

  // Query strings: many pairs, one '=' at the very end.
  add('"a&" repeated + "="', (n) => fill('a&', n) + '=', 'parseQuery', (s) => query.parseQuery(s), true);
  add('"a&" repeated + "="', (n) => fill('a&', n) + '=', 'stringifyQuery', (s) => query.stringifyQuery(query.parseQuery(s)), true);

  // URIs in free text, with the default options and with bare and IRI matching.
  for (const [input, make] of TEXT_INPUTS) {
    add(input, make, 'extractUris', (s) => text.extractUris(s), true);
    add(input, make, 'extractUris bare iri', (s) => text.extractUris(s, { bare: true, iri: true }), true);
  }

  // The audit (both readings, every rule) on long runs of escapes.
  for (const [input, make] of AUDIT_INPUTS) add(input, make, 'audit', (s) => audit.audit(s), true);

  return rows;
}
