import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../../graph/model.js';
import { dropInconsistent, inputKey } from './consistency.js';
import type { SelfTestCase } from './self-test.js';

const graph = (edges: [number, number][], directed = false): GraphData => ({
  directed,
  nodes: [...new Set(edges.flat())].map((id) => ({ id, labels: [], properties: {} })),
  edges: edges.map(([source, target]) => ({ source, target, properties: {} })),
});
const testCase = (number: number, g: GraphData, expected: SelfTestCase['expected']): SelfTestCase => ({
  number,
  graph: g,
  params: { node: 1 },
  expected,
  unordered: false,
});

describe('dropInconsistent', () => {
  it('drops every copy of an input labeled two ways, however its edges were written', () => {
    const a = testCase(
      1,
      graph([
        [0, 1],
        [1, 2],
      ]),
      1,
    );
    const b = testCase(
      2,
      graph([
        [2, 1],
        [1, 0],
      ]),
      0.5,
    );
    const c = testCase(
      3,
      graph([
        [0, 1],
        [1, 2],
        [0, 2],
      ]),
      1,
    );
    const result = dropInconsistent([a, b, c]);
    expect(result.cases.map((x) => x.number)).toEqual([3]);
    expect(result.dropped).toEqual([
      { number: 1, reason: 'cases 1, 2 have the same input but different labels' },
      { number: 2, reason: 'cases 1, 2 have the same input but different labels' },
    ]);
  });

  it('keeps one of several copies that agree, and tells directed edges apart', () => {
    const a = testCase(1, graph([[0, 1]]), 'yes');
    const b = testCase(2, graph([[1, 0]]), true);
    expect(dropInconsistent([a, b])).toEqual({
      cases: [a],
      dropped: [{ number: 2, reason: 'repeats case 1' }],
    });
    expect(inputKey(testCase(1, graph([[0, 1]], true), 0))).not.toBe(
      inputKey(testCase(1, graph([[1, 0]], true), 0)),
    );
  });
});
