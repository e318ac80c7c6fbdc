/** API — the options and arguments a caller passes, checked: one helper for every public function. */

import { argumentError, describeValue } from './errors.js';

// Every public function checks what it is given before it reads it: an options value that is not
// a plain object, a field of the wrong type, a key it does not know, a list holding something else.
// Each is a UriError 'invalid-argument' whose message names the function and the parameter, what
// was given and what is expected. A field's check is a function; the table of a function's fields
// is written once, beside its options type. (A caller's own object may still throw from a getter
// or a revoked Proxy: that exception passes through, as the README says.)

/** @internal Checks one value; throws a UriError 'invalid-argument' naming `where` ('parse: options.rule'). */
export type Check = (value: unknown, where: string) => void;

/** @internal A function's option fields and their checks. */
export type Fields = Readonly<Record<string, Check>>;

/**
 * Checks an options argument: undefined, or a plain object (not an array, not null) whose every key
 * is in `fields` and whose every field that is not undefined passes its check. Linear in the keys;
 * allocates nothing on success (a `for...in` loop, not Object.keys).
 * @internal
 */
export function checkOptions(options: unknown, fn: string, fields: Fields): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw argumentError(`${fn}: options must be an object, got ${describeValue(options)}`);
  }
  for (const key in options) {
    if (!Object.prototype.hasOwnProperty.call(options, key)) continue;
    const check = Object.prototype.hasOwnProperty.call(fields, key) ? fields[key] : undefined;
    if (check === undefined) {
      throw argumentError(`${fn}: unknown option ${describeValue(key)}; expected ${listOf(Object.keys(fields))}`);
    }
    const value = (options as Record<string, unknown>)[key];
    if (value !== undefined) check(value, `${fn}: options.${key}`);
  }
}

/** "a, b or c" */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** @internal A boolean. */
export const isBoolean: Check = (value, where) => {
  if (typeof value !== 'boolean') throw argumentError(`${where} must be true or false, got ${describeValue(value)}`);
};

/** @internal One of the given strings, compared exactly. */
export function oneOf(values: readonly string[]): Check {
  return (value, where) => {
    if (typeof value !== 'string' || !values.includes(value)) {
      throw argumentError(`${where} must be ${listOf(values.map((v) => `'${v}'`))}, got ${describeValue(value)}`);
    }
  };
}

/** @internal An array whose every item passes `item`. */
export function arrayOf(item: Check, what: string): Check {
  return (value, where) => {
    if (!Array.isArray(value)) throw argumentError(`${where} must be an array of ${what}, got ${describeValue(value)}`);
    for (let i = 0; i < value.length; i++) item(value[i], `${where}[${i}]`);
  };
}
