/**
 * Runs INSIDE the isolate: turns whatever a program threw into plain, bounded text.
 *
 * isolated-vm copies a thrown value to the host by reading its `message` and `stack` with no time
 * limit: `throw new Proxy({}, { get() { for (;;) {} } })` hung the executor for good. So nothing a
 * program throws ever leaves the isolate: the runtime catches it and reads name, message and stack
 * here — program code (getters, proxy traps, toString) runs inside the run's time limit — and each
 * field is cut to a few kilobytes.
 */
import { JSONStringify, StringCtor, StringPrototypeSlice } from './primordials.js';

/** Longest name / message / stack kept, in UTF-16 code units. */
export const THROWN_FIELD_CAPS = { name: 200, message: 4000, stack: 4000 } as const;

/** Reads one field as a capped string; a field whose read or conversion throws becomes ''. */
function field(read: () => unknown, cap: number): string {
  try {
    const v = read();
    if (v === undefined || v === null) return '';
    const s = typeof v === 'string' ? v : StringCtor(v);
    return s.length > cap ? `${StringPrototypeSlice(s, 0, cap)}…` : s;
  } catch {
    return '';
  }
}

/** `{"name":…,"message":…,"stack":…}` for a thrown value (built with `+`: no toJSON is consulted). */
export function describeThrown(e: unknown): string {
  let name = '';
  let message = '';
  let stack = '';
  if ((typeof e === 'object' && e !== null) || typeof e === 'function') {
    const o = e as { name?: unknown; message?: unknown; stack?: unknown };
    name = field(() => o.name, THROWN_FIELD_CAPS.name);
    message = field(() => o.message, THROWN_FIELD_CAPS.message);
    stack = field(() => o.stack, THROWN_FIELD_CAPS.stack);
    if (name === '' && message === '' && stack === '') {
      message = field(() => StringCtor(e), THROWN_FIELD_CAPS.message) || 'a value that cannot be shown';
    }
  } else {
    message = field(() => StringCtor(e), THROWN_FIELD_CAPS.message);
  }
  return `{"name":${JSONStringify(name)},"message":${JSONStringify(message)},"stack":${JSONStringify(stack)}}`;
}
