import { describe, expect, it } from 'vitest';
import { chooseLabels, countOverlaps, type LabelBox } from './label-choice';

const box = (key: string, x: number, y: number, o: Partial<LabelBox> = {}): LabelBox => ({
  key,
  x,
  y,
  width: 60,
  height: 16,
  priority: 0,
  required: false,
  ...o,
});

describe('chooseLabels', () => {
  it('keeps every label that fits, drops one that would cover a chosen one, by priority', () => {
    const boxes = [box('a', 0, 0, { priority: 1 }), box('b', 30, 8, { priority: 5 }), box('c', 200, 0)];
    const choice = chooseLabels(boxes);
    expect([...choice.shown].sort()).toEqual(['b', 'c']);
    expect(choice.overlaps).toBe(0);
  });

  it('always keeps a required label, and counts the overlaps it leaves', () => {
    const boxes = [box('a', 0, 0, { required: true }), box('b', 10, 0, { required: true }), box('c', 20, 0)];
    const choice = chooseLabels(boxes);
    expect([...choice.shown].sort()).toEqual(['a', 'b']);
    expect(choice.overlaps).toBe(1);
  });

  it("leaves a marked node's disc uncovered by optional labels", () => {
    const choice = chooseLabels(
      [box('a', 0, 0), box('b', 0, 100, { required: true })],
      [{ x: 20, y: 2, width: 10, height: 10 }],
    );
    expect([...choice.shown]).toEqual(['b']);
  });

  it('agrees with a pairwise count on a crowd of labels, across grid cells', () => {
    const crowd = Array.from({ length: 200 }, (_, i) => box(String(i), (i * 37) % 500, (i * 53) % 300));
    const choice = chooseLabels(crowd);
    expect(countOverlaps(crowd.filter((b) => choice.shown.has(b.key)))).toBe(0);
    // Greedy: every dropped label overlaps a shown one.
    const shown = crowd.filter((b) => choice.shown.has(b.key));
    for (const b of crowd.filter((x) => !choice.shown.has(x.key)))
      expect(countOverlaps([b, ...shown])).toBeGreaterThan(0);
  });
});
