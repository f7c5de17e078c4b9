import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../../graph/model.js';
import { readRanking } from './read-ranking.js';
import { scoreComplexAnswer } from './scoring.js';
import type { ComplexTruth } from './truth.js';

/** Two triangles 0-1-2 and 2-3-4 sharing node 2, plus a pendant 5; weights 1..n. */
const graph: GraphData = {
  directed: false,
  nodes: [0, 1, 2, 3, 4, 5].map((id) => ({ id, labels: [], properties: {} })),
  edges: [
    [0, 1],
    [1, 2],
    [0, 2],
    [2, 3],
    [3, 4],
    [2, 4],
    [4, 5],
  ].map(([source, target], i) => ({ source: source!, target: target!, properties: {}, weight: i + 1 })),
};

const ok = (answer: unknown, truth: ComplexTruth) => scoreComplexAnswer({ answer, truth, graph }).correct;

describe('ComplexGraph scoring', () => {
  it('reads yes/no and integers strictly', () => {
    expect(ok('True', { kind: 'yes-no', value: true })).toBe(true);
    expect(ok('no', { kind: 'yes-no', value: true })).toBe(false);
    expect(ok('6.0', { kind: 'integer', value: 6 })).toBe(true);
    expect(ok(6.004, { kind: 'integer', value: 6 })).toBe(false);
  });

  it('accepts real numbers that agree to two decimals', () => {
    const third: ComplexTruth = { kind: 'real', value: 1 / 3 };
    expect(ok(0.333, third)).toBe(true);
    expect(ok('The coefficient is 0.3333333', third)).toBe(true);
    expect(ok(0.34, third)).toBe(false);
    expect(ok(undefined, third)).toBe(false);
  });

  it('takes a shortest-path length as a number or as a path checked on the graph', () => {
    const truth: ComplexTruth = { kind: 'path-length', value: 5, source: 0, target: 3 };
    expect(ok(5, truth)).toBe(true);
    expect(ok('5.0', truth)).toBe(true);
    expect(ok([0, 2, 3], truth)).toBe(false); // weight 3 + 4 = 7
    expect(ok([0, 2, 3], { ...truth, value: 7 })).toBe(true);
    expect(ok(7, truth)).toBe(false);
  });

  it('accepts any maximum clique, and only cliques of the maximum size', () => {
    const truth: ComplexTruth = { kind: 'clique', size: 3, example: [0, 1, 2] };
    expect(ok([2, 3, 4], truth)).toBe(true);
    expect(ok('[4, 2, 3]', truth)).toBe(true);
    expect(ok([0, 1, 3], truth)).toBe(false);
    expect(ok([0, 1], truth)).toBe(false);
    expect(ok([0, 1, 1], truth)).toBe(false);
  });

  it('compares node sets and integer multisets in any order, multiplicity included', () => {
    expect(ok([3, 1], { kind: 'set', value: [1, 3] })).toBe(true);
    expect(ok([1], { kind: 'set', value: [1, 3] })).toBe(false);
    const multiset: ComplexTruth = { kind: 'integer-multiset', value: [0, 1, 1] };
    expect(ok('[1, 0, 1]', multiset)).toBe(true);
    expect(ok([1, 0], multiset)).toBe(false);
    expect(ok([0, 0, 1], multiset)).toBe(false);
  });

  it('reads rankings: any order among equal scores, the boundary tie included, scores checked', () => {
    // Nodes 2 and 3 tie at 0.5; 4 and 7 tie at 0.25 and either may take the last place.
    const truth: ComplexTruth = {
      kind: 'ranking',
      value: [
        { node: 2, score: 0.5 },
        { node: 3, score: 0.5 },
        { node: 4, score: 0.25 },
      ],
      tiedWith: [
        [2, 3],
        [2, 3],
        [4, 7],
      ],
    };
    expect(ok([2, 3, 4], truth)).toBe(true);
    expect(ok([3, 2, 7], truth)).toBe(true);
    expect(ok('[(3, 0.5), (2, 0.5), (4, 0.25)]', truth)).toBe(true);
    expect(
      ok(
        [
          { node: 2, score: 0.5 },
          { node: 3, score: 0.5 },
          { node: 4, score: 0.25 },
        ],
        truth,
      ),
    ).toBe(true);
    expect(ok({ 4: 0.25, 3: 0.5, 2: 0.5 }, truth)).toBe(true);
    expect(ok([4, 2, 3], truth)).toBe(false);
    expect(ok([2, 3], truth)).toBe(false);
    expect(
      ok(
        [
          [2, 0.5],
          [3, 0.4],
          [4, 0.25],
        ],
        truth,
      ),
    ).toBe(false);
  });

  it('takes node groups in order of the groups, any order inside one', () => {
    const truth: ComplexTruth = { kind: 'node-groups', value: [[0], [2, 5], [4]] };
    expect(ok([0, 5, 2, 4], truth)).toBe(true);
    expect(ok([0, 2, 4, 5], truth)).toBe(false);
    expect(ok([0, 2, 5], truth)).toBe(false);
  });

  it('takes one node as a number, text or one-element list', () => {
    const truth: ComplexTruth = { kind: 'node', value: 1 };
    for (const answer of [1, '1', [1], '### 1']) expect(ok(answer, truth)).toBe(true);
    expect(ok([1, 2], truth)).toBe(false);
  });
});

describe('readRanking', () => {
  it('keeps node ids as text and scores as numbers, whatever the shape', () => {
    expect(readRanking("[('a', 1.5)]")).toEqual([{ node: 'a', score: 1.5 }]);
    expect(readRanking('2, 3')).toEqual([{ node: '2' }, { node: '3' }]);
    expect(readRanking([[2, 'x']])).toBeUndefined();
  });
});
