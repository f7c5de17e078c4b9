import { describe, expect, it } from 'vitest';
import type { BenchResult, ItemsTruth } from '../types.js';
import { mazeSummary, setSummary } from './walk-summary.js';

const items: ItemsTruth = {
  kind: 'items',
  match: 'all',
  items: ['["n1"]'],
  fields: [{ name: 'node_key', type: 'string' }],
};
const base = {
  scoredAgainst: 'computed' as const,
  tokensIn: 0,
  tokensOut: 0,
  modelMs: 0,
  trace: '',
  path: 'answered',
  loopExecError: false,
  loopTimeout: false,
  answer: null,
  edges: 0,
};
const result = (id: string, task: string, nodes: number, over: Partial<BenchResult>): BenchResult => ({
  id,
  task,
  nodes,
  truth: items,
  correct: false,
  ms: 1000,
  ...base,
  ...over,
});

describe("GraphWalk's tables", () => {
  const results = [
    result('a', 'node_by_property', 100, {
      correct: true,
      precision: 1,
      recall: 1,
      f1: 1,
      falsePositives: 0,
      toolCalls: 4,
      turns: 3,
    }),
    result('b', 'node_count', 100, {
      precision: 0,
      recall: 0,
      f1: 0,
      falsePositives: 1,
      toolCalls: 10,
      turns: 5,
      ms: 3000,
    }),
    result('c', 'node_by_property', 500, {
      precision: 0.5,
      recall: 1,
      f1: 2 / 3,
      falsePositives: 2,
      toolCalls: 0,
      turns: 1,
    }),
    result('m', 'maze', 36, {
      truth: { kind: 'maze-path', source: 0, target: 5, shortest: 5 },
      correct: true,
      toolCalls: 12,
      ms: 2000,
    }),
  ];

  it('average P/R/F1, sum false positives and tool calls, overall, per template (paper order) and per size', () => {
    const s = setSummary(results)!;
    expect(s.overall).toMatchObject({ questions: 3, correct: 1, falsePositives: 3, toolCalls: 14 });
    expect(s.overall.precision).toBeCloseTo(0.5, 12);
    expect(s.overall.f1).toBeCloseTo((1 + 0 + 2 / 3) / 3, 12);
    expect(s.overall.meanTurns).toBe(3);
    expect(s.overall.meanSeconds).toBeCloseTo(5 / 3, 12);
    expect(s.byTemplate.map((t) => [t.title, t.questions, t.correct])).toEqual([
      ['Node Count', 1, 0],
      ['Node by Property', 2, 1],
    ]);
    expect(s.bySize.map((z) => [z.nodes, z.questions, z.falsePositives])).toEqual([
      [100, 2, 1],
      [500, 1, 2],
    ]);
  });

  it('give the mazes success, tool calls and time, and nothing for runs without them', () => {
    expect(mazeSummary(results)).toEqual({
      questions: 1,
      correct: 1,
      accuracy: 1,
      meanToolCalls: 12,
      meanSeconds: 2,
    });
    expect(mazeSummary(results.slice(0, 3))).toBeUndefined();
    expect(setSummary(results.slice(3))).toBeUndefined();
  });
});
