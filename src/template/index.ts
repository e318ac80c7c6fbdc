/** RFC 6570 — the urikit/template entry point: URI Templates parsed, expanded (levels 1-4) and matched back. Re-exports only. */

export { UriTemplate, parseTemplate, expand, matchTemplate, matchAll, type TemplateMatch } from './template.js';
export {
  validateTemplate, isValidTemplate,
  type TemplateOperator, type TemplateVarspec, type TemplateExpression, type TemplatePart,
} from './parse.js';
export type { TemplateScalar, TemplateValue, TemplateVariables } from './expand.js';
export type { MatchedValue, MatchedVariables } from './match.js';
export { TEMPLATE_ERROR_CODES, type TemplateErrorCode } from './codes.js';
