import { describe, expect, it } from 'vitest';
import { MAX_TIME_LIMIT_MS } from '../exec/executor.js';
import { timeLimitFlag } from './flag-values.js';

describe('timeLimitFlag', () => {
  it('reads seconds up to a day', () => {
    expect(timeLimitFlag('2.5')).toBe(2.5);
    expect(timeLimitFlag(String(MAX_TIME_LIMIT_MS / 1000))).toBe(86_400);
  });

  it('refuses a time limit timers cannot count (2,147,484 s fired at once) with the flag and the range', () => {
    for (const bad of ['2147484', '86401', '0', '-1', 'soon', 'Infinity']) {
      expect(() => timeLimitFlag(bad)).toThrow(
        `--time-limit must be a positive number of seconds, at most 86400 (24 hours), got "${bad}"`,
      );
    }
    expect(() => timeLimitFlag('1e9', 'limit')).toThrow(
      expect.objectContaining({ location: { field: 'limit' } }),
    );
  });
});
