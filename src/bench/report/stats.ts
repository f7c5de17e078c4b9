/**
 * The few statistics the reports and cost figures share, each written once.
 */
import type { BenchResult } from '../types.js';

/** Median of `xs` (0 for none; the mean of the two middle values for an even count). */
export function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Arithmetic mean of `xs` (0 for none). */
export function mean(xs: number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** The share of `xs` for which `test` holds (0 for none). */
export function share<T>(xs: readonly T[], test: (x: T) => boolean): number {
  return xs.length > 0 ? xs.filter(test).length / xs.length : 0;
}

/**
 * The value at quantile `q` (0–1) of `xs` (0 for none): the sorted value at index ⌊q·n⌋ (the
 * last for q = 1), one rank above the textbook nearest rank ⌈q·n⌉ when q·n is whole;
 * `quantile(xs, 0.9)` is the reports' p90.
 */
export function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

/** Pipeline time: everything but the model calls and the waits for another question's compile. */
export const overheadOf = (r: Pick<BenchResult, 'ms' | 'modelMs' | 'waitMs'>): number =>
  Math.max(0, r.ms - r.modelMs - (r.waitMs ?? 0));
