/**
 * Runs INSIDE the isolate, before the program: removes what escapes the sandbox's limits.
 *
 * - WebAssembly.Memory, resizable ArrayBuffers (`maxByteLength`) and SharedArrayBuffers reserve
 *   memory outside the isolate's array-buffer allocator, so a 64 MB isolate could commit gigabytes
 *   in the host (docs/security.md).
 * - FinalizationRegistry callbacks run whenever the collector gets to them, outside the call that
 *   registered them: one registered by a run fired during the next and made it time out.
 * Programs need none of them.
 */
const g = globalThis as Record<string, unknown>;

/** Deletes WebAssembly, SharedArrayBuffer and FinalizationRegistry; makes ArrayBuffer ignore `maxByteLength`. */
export function harden(): void {
  delete g.WebAssembly;
  delete g.SharedArrayBuffer;
  delete g.FinalizationRegistry;
  // Without SharedArrayBuffer these can only throw; remove them anyway (wait blocks the thread).
  if (typeof Atomics !== 'undefined') {
    const atomics = Atomics as { wait?: unknown; waitAsync?: unknown };
    atomics.wait = undefined;
    atomics.waitAsync = undefined;
  }
  replaceArrayBuffer();
}

/** Makes every ArrayBuffer a fixed-length one the memory limit counts. */
function replaceArrayBuffer(): void {
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
