import { describe, expect, it } from 'vitest';
import type { GraphData } from '../../graph/model.js';
import type { Truth } from '../types.js';
import { scoreGraphwiz } from './graphwiz.js';
import { scoreAnswer } from './score.js';

const node = (id: number) => ({ id, labels: [], properties: {} });
const edge = (source: number, target: number, weight?: number) => ({
  source,
  target,
  properties: {},
  ...(weight === undefined ? {} : { weight }),
});
// 0->1->2, 0->2 : orders [0,1,2] only.
const dag: GraphData = {
  directed: true,
  nodes: [0, 1, 2].map(node),
  edges: [edge(0, 1), edge(1, 2), edge(0, 2)],
};
// 0-1 (1), 1-2 (1), 0-2 (5): shortest 0..2 is 2 via 1.
const weighted: GraphData = {
  directed: false,
  nodes: [0, 1, 2].map(node),
  edges: [edge(0, 1, 1), edge(1, 2, 1), edge(0, 2, 5)],
};

describe('yes/no scoring', () => {
  const yes = { kind: 'yes-no', value: true } as const;
  it.each([
    [true, true],
    ['Yes', true],
    ['### yes.', true],
    ['No, there is no cycle.', false],
    [false, false],
    [1, true],
    [['Yes'], true],
  ])('reads %j', (answer, correct) => {
    expect(scoreAnswer({ answer, truth: yes }).correct).toBe(correct);
  });
  it('refuses an answer that says both yes and no', () => {
    expect(scoreAnswer({ answer: 'yes or no, hard to say', truth: yes }).correct).toBe(false);
    expect(scoreAnswer({ answer: 'yes or no', truth: { kind: 'yes-no', value: false } }).correct).toBe(false);
  });
  it('scores a missing answer wrong', () => {
    expect(scoreAnswer({ answer: undefined, truth: yes })).toEqual({ correct: false, note: 'no answer' });
  });
});

describe('number scoring', () => {
  const six = { kind: 'number', value: 6 } as const;
  it.each([
    [6, true],
    ['6', true],
    ['### 6', true],
    [6.0000001, true],
    [6.01, false],
    ['The maximum flow is 6.', true],
    ['from node 3 to node 9 the flow is 7', false],
    [{ flow: 6 }, true],
    ['### 6 or 7', false],
    [true, false],
    ['1,000', false],
  ])('reads %j', (answer, correct) => {
    expect(scoreAnswer({ answer, truth: six }).correct).toBe(correct);
  });
  it('reads thousands separators', () => {
    expect(scoreAnswer({ answer: '1,000', truth: { kind: 'number', value: 1000 } }).correct).toBe(true);
  });
});

describe('topological order scoring', () => {
  const truth: Truth = { kind: 'order', example: [0, 1, 2] };
  it('accepts the valid order in many spellings', () => {
    for (const answer of [[0, 1, 2], ['0', '1', '2'], '### [[0, 1, 2]]', '0 -> 1 -> 2', [[0, 1, 2]]]) {
      expect(scoreAnswer({ answer, truth, graph: dag }).correct).toBe(true);
    }
  });
  it('rejects backward edges, repeats and missing nodes with the reason', () => {
    expect(scoreAnswer({ answer: [1, 0, 2], truth, graph: dag }).note).toMatch(/0->1 goes backwards/);
    expect(scoreAnswer({ answer: [0, 1, 1], truth, graph: dag }).note).toMatch(/twice/);
    expect(scoreAnswer({ answer: [0, 1], truth, graph: dag }).note).toMatch(/node 2 is missing/);
    expect(scoreAnswer({ answer: [0, 1, 2, 7], truth, graph: dag }).note).toMatch(/not in the graph/);
  });
  it('accepts a different valid order than the example', () => {
    const free: GraphData = { directed: true, nodes: [0, 1, 2].map(node), edges: [edge(0, 2)] };
    expect(scoreAnswer({ answer: [1, 0, 2], truth, graph: free }).correct).toBe(true);
  });
});

describe('shortest path scoring', () => {
  const truth = { kind: 'path-length', value: 2, source: 0, target: 2 } as const;
  it('accepts the length or an optimal path', () => {
    expect(scoreAnswer({ answer: 2, truth, graph: weighted }).correct).toBe(true);
    expect(scoreAnswer({ answer: [0, 1, 2], truth, graph: weighted }).correct).toBe(true);
    expect(scoreAnswer({ answer: '0 -> 1 -> 2', truth, graph: weighted }).correct).toBe(true);
  });
  it('rejects a valid but longer path, and a path through a missing edge', () => {
    expect(scoreAnswer({ answer: [0, 2], truth, graph: weighted }).note).toMatch(/weight 5, optimum is 2/);
    const directed = { ...weighted, directed: true };
    expect(
      scoreAnswer({ answer: [2, 1, 0], truth: { ...truth, source: 2, target: 0 }, graph: directed }).note,
    ).toMatch(/no edge 2->1/);
    expect(scoreAnswer({ answer: [1, 2], truth, graph: weighted }).note).toMatch(/starts at 1/);
  });
});

describe('set scoring', () => {
  it('ignores order but not duplicates or extras', () => {
    const truth: Truth = { kind: 'set', value: [1, 2, 3] };
    expect(scoreAnswer({ answer: [3, 1, 2], truth }).correct).toBe(true);
    expect(scoreAnswer({ answer: [3, 1, 1, 2], truth }).correct).toBe(false);
    expect(scoreAnswer({ answer: [1, 2], truth }).correct).toBe(false);
  });
});

describe('official GraphWiz scoring', () => {
  it('reads the text after the last ### and takes numbers within 0.01', () => {
    expect(scoreGraphwiz('### 5 ... so ### 6.005', { kind: 'number', value: 6 }).correct).toBe(true);
    expect(scoreGraphwiz('### 6.02', { kind: 'number', value: 6 }).correct).toBe(false);
  });
  it('falls back to the last yes/no or number in the whole text', () => {
    expect(
      scoreGraphwiz('Yes at first, but after checking: NO', { kind: 'yes-no', value: false }).correct,
    ).toBe(true);
    expect(scoreGraphwiz('from 3 to 9 the flow is 7', { kind: 'number', value: 7 }).correct).toBe(true);
  });
  it('renders typed answers as GraphWiz would write them', () => {
    expect(scoreGraphwiz(true, { kind: 'yes-no', value: true }).correct).toBe(true);
    expect(scoreGraphwiz(6, { kind: 'number', value: 6 }).correct).toBe(true);
    expect(scoreGraphwiz([0, 1, 2], { kind: 'order', example: [0, 1, 2] }, dag).correct).toBe(true);
  });
  it('differs from typed scoring on a lowercase "no" inside a word', () => {
    // "unknown" contains "no" only inside a word: \b keeps GraphWiz from reading it.
    expect(scoreGraphwiz('unknown', { kind: 'yes-no', value: false }).correct).toBe(false);
  });
});
