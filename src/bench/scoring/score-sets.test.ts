import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../graph/model.js';
import type { ItemsTruth, MazePathTruth } from '../types.js';
import { itemOf } from './items.js';
import { scoreAnswer } from './score.js';

const pairs: ItemsTruth = {
  kind: 'items',
  match: 'all',
  items: [itemOf(['a', 'b']), itemOf(['a', 'c']), itemOf(['d', 'b'])],
  fields: [
    { name: 'source_node_key', type: 'string' },
    { name: 'target_node_key', type: 'string' },
  ],
};
const row = (s: string, t: string) => ({ source_node_key: s, target_node_key: t, extra: 1 });

describe('item-set answers', () => {
  it('score precision, recall, F1 and false positives, in either scoring mode', () => {
    const answer = [row('a', 'b'), row('a', 'c'), row('x', 'y'), row('a', 'b')];
    for (const mode of ['typed', 'graphwiz'] as const) {
      const s = scoreAnswer({ answer, truth: pairs }, mode);
      expect(s).toMatchObject({ correct: false, precision: 2 / 3, recall: 2 / 3, falsePositives: 1 });
      expect(s.f1).toBeCloseTo(2 / 3, 12);
      expect(s.note).toBe('1 false positive(s), 2 of 3 found');
    }
    expect(scoreAnswer({ answer: [row('d', 'b'), row('a', 'c'), row('a', 'b')], truth: pairs })).toEqual({
      correct: true,
      precision: 1,
      recall: 1,
      f1: 1,
      falsePositives: 0,
    });
  });

  it('take one right item for a one-of truth, and read JSON text', () => {
    const one: ItemsTruth = { ...pairs, match: 'one' };
    expect(scoreAnswer({ answer: JSON.stringify([row('d', 'b')]), truth: one }).correct).toBe(true);
    expect(scoreAnswer({ answer: [row('d', 'b'), row('a', 'b')], truth: one })).toMatchObject({
      correct: false,
      recall: 1,
      note: '2 item(s) answered; one of 3 was asked',
    });
  });

  it('score an unreadable or missing answer 0 with the reason', () => {
    expect(scoreAnswer({ answer: 'a to b', truth: pairs })).toMatchObject({
      correct: false,
      f1: 0,
      note: 'the answer is not JSON',
    });
    expect(scoreAnswer({ answer: [{ source_node_key: 'a' }], truth: pairs }).note).toMatch(
      /no string "target_node_key"/,
    );
    expect(scoreAnswer({ answer: undefined, truth: pairs })).toMatchObject({
      precision: 0,
      note: 'no answer',
    });
  });
});

describe('maze paths', () => {
  // 0 - 1 - 2
  //     |
  //     3   4 (a wall: no edges)
  const grid: GraphData = {
    directed: false,
    nodes: [0, 1, 2, 3, 4].map((id) => ({ id, labels: [id === 4 ? 'Wall' : 'Cell'], properties: {} })),
    edges: [
      { source: 0, target: 1, properties: {} },
      { source: 1, target: 2, properties: {} },
      { source: 1, target: 3, properties: {} },
    ],
  };
  const truth: MazePathTruth = { kind: 'maze-path', source: 0, target: 2, shortest: 2 };

  it('accept any valid walk from start to goal, written as keys or numbers', () => {
    expect(scoreAnswer({ answer: { path: ['0', '1', '2'] }, truth, graph: grid })).toEqual({
      correct: true,
      note: 'valid path of 2 steps (shortest 2)',
    });
    expect(scoreAnswer({ answer: { path: [0, 1, 3, 1, 2] }, truth, graph: grid }).correct).toBe(true);
  });

  it('refuse jumps, walls, wrong ends and non-paths, saying why', () => {
    const cases: [unknown, RegExp][] = [
      [{ path: ['0', '2'] }, /^invalid path: no edge 0-2/],
      [{ path: ['0', '4', '2'] }, /^invalid path: no edge 0-4/],
      [{ path: ['1', '2'] }, /^invalid path: path starts at 1, not 0/],
      [{ path: ['0', '1'] }, /^invalid path: path ends at 1, not 2/],
      [{ steps: 3 }, /^not a path/],
    ];
    for (const [answer, note] of cases) {
      const s = scoreAnswer({ answer, truth, graph: grid });
      expect(s.correct, JSON.stringify(answer)).toBe(false);
      expect(s.note).toMatch(note);
    }
  });
});
