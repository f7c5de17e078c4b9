import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.js';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads seconds, fractional seconds and retry-after-ms', () => {
    expect(retryAfterMs({ 'retry-after': '3' }, now)).toBe(3000);
    expect(retryAfterMs({ 'Retry-After': '0.25' }, now)).toBe(250);
    expect(retryAfterMs({ 'retry-after-ms': '40', 'retry-after': '9' }, now)).toBe(40);
  });

  it('reads an HTTP date relative to now, never negative', () => {
    expect(retryAfterMs({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }, now)).toBe(5000);
    expect(retryAfterMs({ 'retry-after': 'Wed, 31 Dec 2025 23:59:00 GMT' }, now)).toBe(0);
  });

  it('ignores missing or unreadable values', () => {
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after-ms': '-5' }, now)).toBeUndefined();
  });
});
