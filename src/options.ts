/** API — the options and arguments a caller passes, checked: one helper for every public function. */

import { argumentError, describeValue } from './errors.js';

// Every public function checks what it is given before it reads it: an options value that is not
// a plain object, a field of the wrong type, a key it does not know, a list holding something else.
// Each is a UriError 'invalid-argument' whose message names the function and the parameter, what
// was given and what is expected. A field's check is a function; the table of a function's fields
// is written once, beside its options type. (A caller's own object may still throw from a getter
// or a revoked Proxy: that exception passes through, as the README says.)

/**
 * @internal Checks one value; throws a UriError 'invalid-argument' naming `where` ('parse:
 * options.rule'). `where` is written out (`${where}`) only in a message: a field's is an object
 * that writes its text then, so that a call whose options pass writes no text at all.
 */
export type Check = (value: unknown, where: Where) => void;

/** @internal What a check names in its message: a text, or the field checkObject is checking. */
type Where = string | FieldName;

/**
 * The field checkObject is checking, written as "fn: param.key" when a message needs it. One
 * record, reused: a check writes it out before it returns or throws (a check of an object of its
 * own, objectOf, writes it out before its own fields are checked).
 */
class FieldName {
  fn = '';
  param = '';
  key = '';
  toString(): string {
    return `${nameOf(this.fn, this.param)}.${this.key}`;
  }
}

const FIELD = /* @__PURE__ */ new FieldName();

/** @internal A function's option fields and their checks. */
export type Fields = Readonly<Record<string, Check>>;

/**
 * Checks an options argument: undefined, or a plain object (not an array, not null) whose every own
 * key is in `fields` and whose every field that is not undefined passes its check. A field the
 * object inherits (an enumerable property of its prototype, `Object.prototype` included) is checked
 * too, since the function reads it as it reads an own one (`options.registry`); an inherited key
 * that is no field is not an option and is passed over. Linear in the keys; allocates nothing on
 * success (a `for...in` loop, not Object.keys). `param` names the argument in the messages when it
 * is not an options bag (build's 'parts'): an unknown key is then "parts has an unknown key", not
 * "unknown option".
 * @internal
 */
export function checkOptions(options: unknown, fn: string, fields: Fields, param = 'options'): void {
  if (options === undefined) return;
  checkObject(options, fn, param, fields);
}

/**
 * An object of options of its own (iriToUri's options.idna): checked as checkOptions checks an
 * options argument, undefined aside (checkOptions skips an undefined field before its check).
 * @internal
 */
export function objectOf(fields: Fields): Check {
  // `where` already names the function and the field ('iriToUri: options.idna'); written out now,
  // before FIELD names this object's own fields
  return (value, where) => checkObject(value, '', String(where), fields);
}

/** `value` as an object of `fields`; the messages name `fn: param`, or `param` alone when fn is ''. */
function checkObject(value: unknown, fn: string, param: string, fields: Fields): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw argumentError(`${nameOf(fn, param)} must be an object, got ${describeValue(value)}`);
  }
  for (const key in value) {
    const check = Object.prototype.hasOwnProperty.call(fields, key) ? fields[key] : undefined;
    if (check === undefined) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue; // inherited, and no option
      const unknown = param === 'options' ? `${fn}: unknown option` : `${nameOf(fn, param)} has an unknown key`;
      throw argumentError(`${unknown} ${describeValue(key)}; expected ${listOf(Object.keys(fields))}`);
    }
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) {
      const field = FIELD;
      field.fn = fn;
      field.param = param;
      field.key = key;
      check(v, field);
    }
  }
}

function nameOf(fn: string, param: string): string {
  return fn === '' ? param : `${fn}: ${param}`;
}

/** "a, b or c" */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** @internal A boolean. */
export const isBoolean: Check = (value, where) => {
  if (typeof value !== 'boolean') throw argumentError(`${where} must be true or false, got ${describeValue(value)}`);
};

/** @internal A string. */
export const isString: Check = (value, where) => {
  if (typeof value !== 'string') throw argumentError(`${where} must be a string, got ${describeValue(value)}`);
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
