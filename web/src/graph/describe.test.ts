import { describe, expect, it } from 'vitest';
import type { GraphView } from '../types';
import { describeMark, namer, weightAlong } from './describe';

const view: GraphView = {
  directed: false,
  weighted: true,
  nodes: [
    { key: 'S1', label: 'Nordic Steel' },
    { key: 'P1', label: 'Hamburg Assembly' },
    { key: '3', label: '3' },
  ],
  edges: [
    { source: 'S1', target: 'P1', weight: 8 },
    { source: 'P1', target: '3', weight: 2.5 },
    { source: 'P1', target: '3', weight: 1.5 },
  ],
  totalNodes: 3,
  totalEdges: 3,
  sampled: false,
  grid: false,
};
const name = namer(view);

describe('describeMark', () => {
  it('names nodes by name and id, and gives a path its total weight along the lightest edges', () => {
    expect(name('S1')).toBe('Nordic Steel (S1)');
    expect(name('3')).toBe('3');
    expect(describeMark({ kind: 'path', nodes: ['S1', 'P1', '3'], caption: '' }, name, view)).toBe(
      'Path from Nordic Steel (S1) to 3 (3 nodes, total weight 9.5): Nordic Steel (S1) → Hamburg Assembly (P1) → 3.',
    );
  });

  it('gives no weight when a step is not a weighted edge, and says what each mark is', () => {
    expect(weightAlong(view, [['S1', '3']])).toBeUndefined();
    expect(describeMark({ kind: 'cycle', nodes: ['S1', 'P1', '3'], caption: '' }, name, view)).toBe(
      'Cycle of 3 nodes: Nordic Steel (S1) → Hamburg Assembly (P1) → 3 → Nordic Steel (S1).',
    );
    expect(describeMark({ kind: 'edges', edges: [['S1', 'P1']], role: 'cut', caption: '' }, name, view)).toBe(
      '1 edge cut: Nordic Steel (S1) — Hamburg Assembly (P1).',
    );
    expect(
      describeMark({ kind: 'nodes', nodes: ['P1'], role: 'matched', tags: { P1: 'a' }, caption: '' }, name),
    ).toBe('The node matched: Hamburg Assembly (P1) as a.');
  });
});
