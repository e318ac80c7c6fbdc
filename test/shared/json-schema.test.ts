/**
 * JSON Schema `format: uri`, `uri-reference`, `iri` and `iri-reference`: RFC 3986 §3 `URI` and §4.1
 * `URI-reference`, RFC 3987 §2.2 `IRI` and `IRI-reference`.
 *
 * Source: JSON-Schema-Test-Suite, github.com/json-schema-org/JSON-Schema-Test-Suite,
 *   tests/draft2020-12/optional/format/uri.json, uri-reference.json, iri.json and iri-reference.json
 * Version: commit 44401e0c046704b476ec9d2e2fccdaee618f259d (2026-08-22)
 * Licence: MIT, Copyright (c) 2012 Julian Berman (LICENSE beside the data)
 *
 * The data is read where it lives, ../shared/conformance/json-schema-test-suite/ beside the checkout
 * (CI has it), in its upstream form, and never copied here (STYLE 27). A row whose expected answer
 * RFC 3986 does not give is a known exception in json-schema-exceptions.json (same shape as upstream):
 * that row then asserts the RFC answer, and an exception that no longer disagrees with upstream fails,
 * so the file cannot go stale.
 */
import { fileURLToPath } from 'node:url';
import { isValid, type Rule } from '../../src/index.js';
import { runFormatSuite } from './format-suite.js';

/** The JSON Schema format names and the rule each one means (the iri formats: the rule's RFC 3987 twin). */
const RULE_OF_FORMAT: Record<string, { rule: Rule; iri: boolean }> = {
  uri: { rule: 'URI', iri: false },
  'uri-reference': { rule: 'URI-reference', iri: false },
  iri: { rule: 'URI', iri: true },
  'iri-reference': { rule: 'URI-reference', iri: true },
};

runFormatSuite(
  ['uri.json', 'uri-reference.json', 'iri.json', 'iri-reference.json'],
  fileURLToPath(new URL('json-schema-exceptions.json', import.meta.url)),
  Object.keys(RULE_OF_FORMAT),
  (data, format) => isValid(data, RULE_OF_FORMAT[format]!),
);
