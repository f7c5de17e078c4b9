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
