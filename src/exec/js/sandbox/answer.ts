/**
 * Runs INSIDE the isolate: turns a program's answer into a JSON string.
 *
 * Map → array of [key, value] pairs, Set and typed arrays → arrays, BigInt → number when safe
 * (else a decimal string), NaN and ±Infinity → the strings 'NaN', 'Infinity', '-Infinity'
 * (JSON has no such numbers; a silent null would hide a real answer such as "unreachable").
 * Builtins are captured when the bundle loads, before any program can patch them.
 */
const stringify = JSON.stringify;
const isArray = Array.isArray;
const objectKeys = Object.keys;
const isView = ArrayBuffer.isView;
const MapCtor = Map;
const SetCtor = Set;
const mapEntries = Map.prototype.entries;
const setValues = Set.prototype.values;
const arrayFrom = Array.from;
const isNaNNumber = Number.isNaN;

/** Converts `v` to a JSON-compatible value; throws TypeError on cycles. */
export function toJsonValue(v: unknown, seen: Set<object> = new SetCtor()): unknown {
  switch (typeof v) {
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'number':
      if (isNaNNumber(v)) return 'NaN';
      if (v === Number.POSITIVE_INFINITY || v === Number.NEGATIVE_INFINITY)
        return v > 0 ? 'Infinity' : '-Infinity';
      return v;
    case 'bigint':
      return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(v)
        : String(v);
    case 'string':
    case 'boolean':
      return v;
  }
  if (v === null) return null;
  const obj = v as Record<string, unknown>;
  if (seen.has(obj)) throw new TypeError('answer contains a circular reference');
  seen.add(obj);
  try {
    return convertObject(obj, seen);
  } finally {
    seen.delete(obj);
  }
}

function convertObject(obj: Record<string, unknown>, seen: Set<object>): unknown {
  if (isArray(obj)) return obj.map((x) => toJsonValue(x, seen) ?? null);
  if (obj instanceof MapCtor) {
    return arrayFrom(mapEntries.call(obj), ([k, x]) => [toJsonValue(k, seen), toJsonValue(x, seen) ?? null]);
  }
  if (obj instanceof SetCtor) return arrayFrom(setValues.call(obj), (x) => toJsonValue(x, seen) ?? null);
  if (isView(obj) && !(obj instanceof DataView)) {
    return arrayFrom(obj as unknown as ArrayLike<unknown>, (x) => toJsonValue(x, seen));
  }
  if (typeof obj.toJSON === 'function') return toJsonValue((obj.toJSON as () => unknown)(), seen);
  if (obj instanceof Error) return `${obj.name}: ${obj.message}`;
  const out: Record<string, unknown> = {};
  for (const k of objectKeys(obj)) {
    const x = toJsonValue(obj[k], seen);
    if (x !== undefined) out[k] = x;
  }
  return out;
}

/** The answer as a JSON string, or undefined when there is none. */
export function answerJson(v: unknown): string | undefined {
  if (typeof v === 'function') {
    throw new TypeError('`answer` is a function: call it and assign its result to `answer`');
  }
  const j = toJsonValue(v);
  return j === undefined ? undefined : stringify(j);
}
