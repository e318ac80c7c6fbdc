/**
 * What the core's start-up work was cut to, against what it replaced: the byte tables chars.ts makes
 * at import (RFC 3986 Appendix A's sets) and DEFAULT_REGISTRY, made at import without the check of
 * createRegistry (registry.ts) — its entries must pass that check.
 */
import { describe, expect, it } from 'vitest';

import * as chars from '../../src/chars.js';
import { UriError } from '../../src/errors.js';
import { DEFAULT_REGISTRY, createRegistry, madeByCreateRegistry } from '../../src/registry.js';

// RFC 3986 §2.2, §2.3 and Appendix A, written out here on their own (not from chars.ts's definitions).
const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGIT = '0123456789';
const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
const SUB_DELIMS = "!$&'()*+,;=";
const PCHAR = `${UNRESERVED}${SUB_DELIMS}:@`;

describe('chars.ts byte tables (RFC 3986 Appendix A)', () => {
  it.each([
    ['REG_NAME_TABLE', chars.REG_NAME_TABLE, `${UNRESERVED}${SUB_DELIMS}`], // reg-name, less pct-encoded
    ['USERINFO_TABLE', chars.USERINFO_TABLE, `${UNRESERVED}${SUB_DELIMS}:`], // userinfo
    ['PATH_TABLE', chars.PATH_TABLE, `${PCHAR}/`], // segment / "/"
    ['QUERY_TABLE', chars.QUERY_TABLE, `${PCHAR}/?`], // query = fragment
    ['SEGMENT_NC_TABLE', chars.SEGMENT_NC_TABLE, `${UNRESERVED}${SUB_DELIMS}@`], // segment-nz-nc
    ['SCHEME_TABLE', chars.SCHEME_TABLE, `${ALPHA}${DIGIT}+-.`], // scheme, after its first character
    ['UNRESERVED_TABLE', chars.UNRESERVED_TABLE, UNRESERVED], // unreserved
    ['HEXDIG_TABLE', chars.HEXDIG_TABLE, `${DIGIT}ABCDEFabcdef`], // HEXDIG, either case (§2.1)
    ['uriCharTable()', chars.uriCharTable(), `${UNRESERVED}${SUB_DELIMS}:/?#[]@%`], // unreserved, reserved (§2.2) and '%'
  ])('%s holds 1 for exactly the members of its set', (_name, table, members) => {
    expect(table).toBeInstanceOf(Uint8Array);
    expect(table.length).toBe(128);
    const want = Array.from({ length: 128 }, (_, c) => (members.includes(String.fromCharCode(c)) ? 1 : 0));
    expect(Array.from(table)).toEqual(want);
  });

  it('tableOf gives a new table equal to the constant of the same set', () => {
    const t = chars.tableOf(chars.PATH);
    expect(t).not.toBe(chars.PATH_TABLE);
    expect(Array.from(t)).toEqual(Array.from(chars.PATH_TABLE));
  });
});

describe('DEFAULT_REGISTRY, made without the check of createRegistry', () => {
  it('has entries that pass createRegistry, which makes a registry that answers as it does', () => {
    const checked = createRegistry(DEFAULT_REGISTRY.entries);
    expect(checked.entries).toEqual(DEFAULT_REGISTRY.entries);
    for (const entry of DEFAULT_REGISTRY.entries) {
      expect(checked.get(entry.name)).toBe(entry);
      expect(DEFAULT_REGISTRY.get(entry.name.toUpperCase())).toBe(entry);
    }
    expect(DEFAULT_REGISTRY.get('nope')).toBeUndefined();
  });

  it('is frozen and counts as made by createRegistry (what normalize relies on)', () => {
    expect(Object.isFrozen(DEFAULT_REGISTRY)).toBe(true);
    expect(Object.isFrozen(DEFAULT_REGISTRY.entries)).toBe(true);
    expect(madeByCreateRegistry(DEFAULT_REGISTRY)).toBe(true);
  });
});

describe('createRegistry: an entry name is a scheme (RFC 3986 §3.1)', () => {
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
  it.each(['a', 'Z', 'coap+tcp', 'view-source', 'iris.beep', 'A1-+.'])('accepts %j', (name) => {
    expect(createRegistry([{ name, spec: 'a test entry' }]).get(name)?.name).toBe(name);
  });

  it.each(['', '1a', '+a', 'a b', 'a_b', 'a:', 'caf\u00E9', '\u00E9', 'a\u0000'])('refuses %j with invalid-argument', (name) => {
    const call = (): unknown => createRegistry([{ name, spec: 'a test entry' }]);
    expect(call).toThrow(UriError);
    expect(call).toThrow(/createRegistry: entries\[0\]\.name must be a scheme name/);
  });
});
