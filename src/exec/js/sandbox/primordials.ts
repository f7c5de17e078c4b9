/**
 * Runs INSIDE the isolate: the builtins the sandbox runtime uses, captured when the bundle loads —
 * before any program runs — and called without looking anything up again. A program may replace
 * `Array.prototype.join`, `Function.prototype.call`, `String.prototype.slice` or put setters on
 * `Object.prototype`; the runtime's output, answer and error text must not change shape or size
 * because of it (a patched `join` once made the host copy 1.7 GB for a 10 KB output cap).
 *
 * Rule for runtime code: string building with `+`, `.length` of primitives, typeof, and the
 * functions below — no method calls on arrays, strings or objects the program can reach.
 */
const reflectApply = Reflect.apply;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const getPrototypeOf = Object.getPrototypeOf;

/** `fn` as a function of (this, ...args) that no later patch of Function.prototype can redirect. */
function uncurryThis<A extends unknown[], R>(fn: (...args: A) => R): (self: unknown, ...args: A) => R {
  return (self: unknown, ...args: A) => reflectApply(fn, self, args) as R;
}

/** The getter of `proto[key]`, uncurried (brand checks: it throws for the wrong receiver). */
function getter(proto: object, key: PropertyKey): (self: unknown) => unknown {
  const get = getOwnPropertyDescriptor(proto, key)?.get;
  if (!get) throw new TypeError(`no getter ${String(key)}`);
  return uncurryThis(get as () => unknown);
}

export const ReflectApply = reflectApply;
export const JSONStringify = JSON.stringify;
export const JSONParse = JSON.parse;
export const StringCtor = String;
export const NumberCtor = Number;
export const NumberIsNaN = Number.isNaN;
export const NumberIsFinite = Number.isFinite;
export const ObjectKeys = Object.keys;
export const ObjectCreate = Object.create;
export const ObjectDefineProperty = Object.defineProperty;
export const ObjectGetOwnPropertyDescriptor = getOwnPropertyDescriptor;
export const ArrayIsArray = Array.isArray;
export const SetCtor = Set;
export const TypeErrorCtor = TypeError;
export const RangeErrorCtor = RangeError;
export const StringPrototypeSlice = uncurryThis(String.prototype.slice);
export const SetPrototypeHas = uncurryThis(Set.prototype.has);
export const SetPrototypeAdd = uncurryThis(Set.prototype.add);
export const SetPrototypeDelete = uncurryThis(Set.prototype.delete);
export const MapPrototypeForEach = uncurryThis(Map.prototype.forEach) as (
  map: unknown,
  fn: (value: unknown, key: unknown) => void,
) => void;
export const SetPrototypeForEach = uncurryThis(Set.prototype.forEach) as (
  set: unknown,
  fn: (value: unknown) => void,
) => void;
export const ObjectPrototypeToString = uncurryThis(Object.prototype.toString);
export const MIN_SAFE_BIGINT = BigInt(Number.MIN_SAFE_INTEGER);
export const MAX_SAFE_BIGINT = BigInt(Number.MAX_SAFE_INTEGER);

const mapSize = getter(Map.prototype, 'size');
const setSize = getter(Set.prototype, 'size');
const TypedArrayPrototype = getPrototypeOf(Uint8Array.prototype) as object;
const typedArrayTag = getter(TypedArrayPrototype, Symbol.toStringTag);
const typedArrayLength = getter(TypedArrayPrototype, 'length');

/** True for a real Map (a brand check: Symbol.hasInstance and prototypes can be faked). */
export function isMap(v: object): boolean {
  try {
    mapSize(v);
    return true;
  } catch {
    return false;
  }
}

/** True for a real Set. */
export function isSet(v: object): boolean {
  try {
    setSize(v);
    return true;
  } catch {
    return false;
  }
}

/** The element count of a typed array, or -1 when `v` is not one. */
export function typedArrayCount(v: object): number {
  return typedArrayTag(v) === undefined ? -1 : (typedArrayLength(v) as number);
}
