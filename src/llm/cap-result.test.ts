import { describe, expect, it } from 'vitest';
import { capResult, type ResultBudget } from './cap-result.js';

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

  it('measures by a budget when given one, and names its unit in the note', () => {
    // Two units per character: the budget of 100 holds what 50 characters would.
    const budget: ResultBudget = { max: 100, unit: 'units', size: (text) => text.length * 2 };
    const rows = Array.from({ length: 50 }, (_, i) => i);
    const byBudget = (capResult(rows, budget).value as { items: number[] }).items;
    const byCharacters = (capResult(rows, 50).value as { items: number[] }).items;
    expect(byBudget).toEqual(byCharacters);
    const text = { note: 'x'.repeat(200) };
    const cut = capResult(text, budget);
    expect(cut.truncated).toBe(
      `cut at 100 of ${JSON.stringify(text).length * 2} units; narrow the call to see the rest`,
    );
    expect((cut.value as { partial: string }).partial).toBe(JSON.stringify(text).slice(0, 50));
  });
});
