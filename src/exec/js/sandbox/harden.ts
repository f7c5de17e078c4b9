/**
 * Runs INSIDE the isolate, before the program: removes the ways around isolated-vm's memory
 * limit found here (docs/security.md). WebAssembly.Memory, resizable ArrayBuffers
 * (`maxByteLength`) and SharedArrayBuffers reserve memory outside the isolate's array-buffer
 * allocator, so a 64 MB isolate could commit gigabytes in the host. Programs need none of them.
 */
const g = globalThis as Record<string, unknown>;

/** Deletes WebAssembly and SharedArrayBuffer; makes ArrayBuffer ignore `maxByteLength`. */
export function harden(): void {
  delete g.WebAssembly;
  delete g.SharedArrayBuffer;
  // Without SharedArrayBuffer Atomics.wait can only throw; remove it anyway (it blocks the thread).
  if (typeof Atomics !== 'undefined') (Atomics as { wait?: unknown }).wait = undefined;
  const Real = ArrayBuffer;
  const construct = Reflect.construct;
  const toNumber = Number;
  // The length is coerced here, before the real constructor is on the stack, and options are
  // dropped, so every buffer is a fixed-length one the limit counts.
  const Safe: ArrayBufferConstructor = function SafeArrayBuffer(
    this: unknown,
    length?: unknown,
  ): ArrayBuffer {
    if (new.target === undefined) throw new TypeError("Constructor ArrayBuffer requires 'new'");
    const n = toNumber(length ?? 0);
    const target: unknown = new.target;
    return construct(Real, [n], target === Safe ? Real : (target as typeof Real));
  } as unknown as ArrayBufferConstructor;
  Object.defineProperty(Safe, 'prototype', { value: Real.prototype });
  Object.defineProperty(Safe, 'name', { value: 'ArrayBuffer' });
  Object.defineProperty(Safe, 'isView', { value: Real.isView, writable: true, configurable: true });
  Object.defineProperty(Safe, Symbol.species, { get: () => Safe, configurable: true });
  Object.defineProperty(Real.prototype, 'constructor', { value: Safe, writable: true, configurable: true });
  const proto = Real.prototype as unknown as Record<string, unknown>;
  delete proto.resize;
  g.ArrayBuffer = Safe;
}
