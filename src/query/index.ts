/** RFC 3986 §3.4 — the urikit/query entry point: query strings as ordered pairs, form encoding, one parameter of a Uri at a time. Re-exports only. */

export {
  parseQuery, buildQuery, stringifyQuery, queryToObject, queryToMap, toURLSearchParams, fromURLSearchParams,
  type QueryMode, type QuerySeparator, type QueryOptions, type BuildQueryOptions, type QueryPair, type QueryPairInput,
  type QueryValue, type QueryObjectValue, type QueryRecord, type QueryObject, type URLSearchParamsLike,
} from './query.js';
export {
  getQueryParam, getQueryParams, hasQueryParam, setQueryParam, appendQueryParam, deleteQueryParam, defaultQueryMode,
  type QueryParamOptions,
} from './params.js';
