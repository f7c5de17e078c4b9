import { describe, expect, it } from 'vitest';
import { mean, median, quantile, share } from './stats.js';

describe('stats', () => {
  it('takes the median of odd and even lists, and 0 of none', () => {
    expect([median([3, 1, 2]), median([4, 1, 3, 2]), median([])]).toEqual([2, 2.5, 0]);
  });

  it('takes a nearest-rank quantile without reordering its input', () => {
    const xs = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect([quantile(xs, 0.9), quantile(xs, 0.5), quantile(xs, 1), quantile([], 0.9)]).toEqual([
      10, 6, 10, 0,
    ]);
    expect(xs[0]).toBe(5);
  });

  it('takes means and shares, 0 of none', () => {
    expect([mean([1, 2, 6]), mean([]), share([1, 2, 3, 4], (x) => x > 3), share([], () => true)]).toEqual([
      3, 0, 0.25, 0,
    ]);
  });
});
