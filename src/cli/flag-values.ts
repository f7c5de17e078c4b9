/**
 * Flag values the commands share: a repeatable flag's list, and an integer in a range or a
 * positive number that is a located 'validation' error naming the flag otherwise.
 */
import { GrrafError } from '../errors.js';
import { MAX_TIME_LIMIT_MS } from '../exec/executor.js';

/** Commander's reducer for a repeatable flag: every value, in order. */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** `value` as an integer from `min` to `max`, or a 'validation' error naming `--field`. */
export function integerFlag(value: string, field: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new GrrafError(
      'validation',
      `--${field} must be an integer from ${min} to ${max}, got "${value}"`,
      {
        field,
      },
    );
  }
  return n;
}

/** `value` as a positive number, or a 'validation' error naming `--field`. */
export function positiveNumberFlag(value: string, field: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    throw new GrrafError('validation', `--${field} must be a positive number, got "${value}"`, { field });
  }
  return n;
}

/**
 * A `--time-limit` in seconds: a positive number up to a day (MAX_TIME_LIMIT_MS), or a
 * 'validation' error naming `--field` and the range.
 */
export function timeLimitFlag(value: string, field = 'time-limit'): number {
  const n = Number(value);
  const max = MAX_TIME_LIMIT_MS / 1000;
  if (!Number.isFinite(n) || n <= 0 || n > max) {
    throw new GrrafError(
      'validation',
      `--${field} must be a positive number of seconds, at most ${max} (24 hours), got "${value}"`,
      { field },
    );
  }
  return n;
}
