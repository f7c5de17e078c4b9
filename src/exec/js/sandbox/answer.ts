/**
 * Runs INSIDE the isolate: writes a program's answer (or a console.log argument) as JSON text.
 *
 * Map → array of [key, value] pairs, Set and typed arrays → arrays, BigInt → number when safe
 * (else a decimal string), NaN and ±Infinity → the strings 'NaN', 'Infinity', '-Infinity'
 * (JSON has no such numbers; a silent null would hide a real answer such as "unreachable"),
 * objects with `toJSON` → its result, errors → "Name: message".
 *
 * The text is built with `+` and captured builtins only (primordials.ts), never with the program's
 * arrays or JSON.stringify on its objects, so a patched prototype can change neither its shape nor
 * its size; keys such as `__proto__` stay ordinary keys. Stops with JSON_TOO_LARGE past `maxChars`.
 */
import {
  ArrayIsArray,
  isMap,
  isSet,
  JSONStringify,
  MAX_SAFE_BIGINT,
  MapPrototypeForEach,
  MIN_SAFE_BIGINT,
  NumberCtor,
  NumberIsNaN,
  ObjectCreate,
  ObjectKeys,
  ObjectPrototypeToString,
  ReflectApply,
  SetCtor,
  SetPrototypeAdd,
  SetPrototypeDelete,
  SetPrototypeForEach,
  SetPrototypeHas,
  StringCtor,
  TypeErrorCtor,
  typedArrayCount,
} from './primordials.js';

/** Thrown (and caught by the runtime) when the JSON text would pass its cap. */
export const JSON_TOO_LARGE: object = Object.freeze(ObjectCreate(null));

/**
 * The state of writing one value. Plain functions over it, no class: a setter a program put on
 * Object.prototype cannot intercept an object literal's own fields.
 */
interface Writer {
  seen: Set<object>;
  used: number;
  maxChars: number;
}

function count(w: Writer, text: string): string {
  w.used += text.length;
  if (w.used > w.maxChars) throw JSON_TOO_LARGE;
  return text;
}

/** JSON text of `v`; `undefined` marks "no value" (skipped in objects, null in lists). */
function value(w: Writer, v: unknown): string | undefined {
  switch (typeof v) {
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'number':
      if (NumberIsNaN(v)) return count(w, '"NaN"');
      if (v === Infinity || v === -Infinity) {
        return count(w, v > 0 ? '"Infinity"' : '"-Infinity"');
      }
      return count(w, StringCtor(v));
    case 'bigint':
      return count(
        w,
        v >= MIN_SAFE_BIGINT && v <= MAX_SAFE_BIGINT ? StringCtor(NumberCtor(v)) : `"${StringCtor(v)}"`,
      );
    case 'string':
      return count(w, JSONStringify(v));
    case 'boolean':
      return count(w, v ? 'true' : 'false');
  }
  if (v === null) return count(w, 'null');
  const obj = v as Record<string, unknown>;
  if (SetPrototypeHas(w.seen, obj)) throw new TypeErrorCtor('answer contains a circular reference');
  SetPrototypeAdd(w.seen, obj);
  try {
    return object(w, obj);
  } finally {
    SetPrototypeDelete(w.seen, obj);
  }
}

function item(w: Writer, v: unknown): string {
  return value(w, v) ?? count(w, 'null');
}

function object(w: Writer, obj: Record<string, unknown>): string | undefined {
  if (ArrayIsArray(obj)) return list(w, obj.length, (i) => obj[i]);
  const n = typedArrayCount(obj);
  if (n >= 0) return list(w, n, (i) => obj[i]);
  if (isMap(obj)) return collection(w, (fn) => MapPrototypeForEach(obj, fn), true);
  if (isSet(obj)) return collection(w, (fn) => SetPrototypeForEach(obj, fn), false);
  const toJSON = obj.toJSON;
  if (typeof toJSON === 'function') return value(w, ReflectApply(toJSON, obj, []));
  if (ObjectPrototypeToString(obj) === '[object Error]') {
    return value(w, `${StringCtor(obj.name)}: ${StringCtor(obj.message)}`);
  }
  const keys = ObjectKeys(obj);
  let text = count(w, '{');
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const x = value(w, obj[k]);
    if (x !== undefined) text += count(w, `${text.length === 1 ? '' : ','}${JSONStringify(k)}:`) + x;
  }
  return text + count(w, '}');
}

function list(w: Writer, n: number, at: (i: number) => unknown): string {
  let text = count(w, '[');
  for (let i = 0; i < n; i++) text += count(w, i === 0 ? '' : ',') + item(w, at(i));
  return text + count(w, ']');
}

/** A Map (as [key, value] pairs) or a Set, walked with the captured forEach. */
function collection(
  w: Writer,
  forEach: (fn: (x: unknown, k?: unknown) => void) => void,
  pairs: boolean,
): string {
  let text = count(w, '[');
  forEach((x, k) => {
    const entry = pairs
      ? `${count(w, '[')}${item(w, k)}${count(w, ',')}${item(w, x)}${count(w, ']')}`
      : item(w, x);
    text += count(w, text.length === 1 ? '' : ',') + entry;
  });
  return text + count(w, ']');
}

/** JSON text of `v`, or undefined when it has none; throws TypeError on cycles, JSON_TOO_LARGE past `maxChars`. */
export function toJsonText(v: unknown, maxChars: number): string | undefined {
  return value({ seen: new SetCtor<object>(), used: 0, maxChars }, v);
}

/** The answer as JSON text, or undefined when there is none. */
export function answerJson(v: unknown, maxChars: number): string | undefined {
  if (typeof v === 'function') {
    throw new TypeErrorCtor('`answer` is a function: call it and assign its result to `answer`');
  }
  return toJsonText(v, maxChars);
}
