/**
 * Cancellation: every long operation takes an AbortSignal, and once it aborts the operation ends
 * with the one fatal error code 'cancelled' (never fed back to a model as something to repair).
 */
import { GrrafError } from '../errors.js';

/** The error a cancelled operation ends with. */
export function cancelledError(what = 'the run'): GrrafError {
  return new GrrafError('cancelled', `${what} was cancelled`);
}

/** Throws the 'cancelled' error when `signal` has aborted. */
export function throwIfCancelled(signal: AbortSignal | undefined, what?: string): void {
  if (signal?.aborted) throw cancelledError(what);
}

/**
 * `work`, or the 'cancelled' error as soon as `signal` aborts — preparation (an isolate, an
 * interpreter probe) must not hold a cancelled run past the 1 s the contract allows. When work
 * finishes after the abort, `discard` gets its value (to dispose of it).
 */
export function untilAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  discard?: (value: T) => void,
): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelledError());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) discard?.(value);
        else resolve(value);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
