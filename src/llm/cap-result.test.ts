import { describe, expect, it } from 'vitest';
import { capResult } from './cap-result.js';

describe('capResult', () => {
  it('keeps a list’s leading whole items and says how many of how many', () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ key: `node-${i}` }));
    const capped = capResult(rows, 200);
    const value = capped.value as { items: unknown[]; truncated: string };
    expect(value.items.length).toBeGreaterThan(0);
    expect(JSON.stringify(value.items).length).toBeLessThanOrEqual(200);
    expect(capped.truncated).toBe(
      `showing ${value.items.length} of 50 items; narrow the call to see the rest`,
    );
  });

  it('sends a first item that alone is over the cap cut, never "showing 0 of 1" (the tool loop too)', () => {
    const capped = capResult([{ key: 'a', note: 'x'.repeat(5000) }], 300);
    const value = capped.value as { items: { key: string; note: string }[] };
    expect(value.items).toHaveLength(1);
    expect(value.items[0]!.key).toBe('a');
    expect(value.items[0]!.note.endsWith('…')).toBe(true);
    expect(capped.truncated).toMatch(/^showing 1 of 1 items, its strings cut to \d+ characters/);
  });

  it('leaves a value within the cap as it is', () => {
    expect(capResult({ a: 1 }, 100)).toEqual({ value: { a: 1 } });
  });
});
