import { describe, expect, it } from 'vitest';
import { type CaseRequirements, parseTestReply } from './parse-tests.js';

const flowReq: CaseRequirements = {
  shape: { directed: true, weighted: true },
  params: ['source', 'target'],
  nodeParams: ['source', 'target'],
};

describe('parseTestReply', () => {
  it('reads the last JSON block after the reasoning, with trailing commas', () => {
    const reply = [
      'Case 1: the path 0->1->2 carries min(3, 2) = 2.',
      '```json',
      '{"cases": [{"edges": [[0, 1, 1]], "params": {"source": 0, "target": 1}, "expected": 0}]}',
      '```',
      'Corrected:',
      '```json',
      '{"answer_format": "a number", "cases": [',
      '  {"nodes": [0, 1, 2, 5], "edges": [[0, 1, 3], [1, 2, 2],], "params": {"source": 0, "target": 2}, "expected": 2},',
      ']}',
      '```',
    ].join('\n');
    const suite = parseTestReply(reply, flowReq)!;
    expect(suite.answerFormat).toBe('a number');
    expect(suite.dropped).toEqual([]);
    expect(suite.cases).toHaveLength(1);
    const c = suite.cases[0]!;
    expect(c.graph.directed).toBe(true);
    expect(c.graph.nodes.map((n) => n.id)).toEqual([0, 1, 2, 5]);
    expect(c.graph.edges.map((e) => [e.source, e.target, e.weight])).toEqual([
      [0, 1, 3],
      [1, 2, 2],
    ]);
    expect(c).toMatchObject({ number: 1, params: { source: 0, target: 2 }, expected: 2, unordered: false });
  });

  it('drops each unusable case naming its field, and keeps the rest', () => {
    const cases = [
      { edges: [[0, 1]], params: { source: 0, target: 1 }, expected: 1 },
      { edges: [[0, 1, 2]], params: { source: 0 }, expected: 1 },
      { edges: [[0, 1, 2]], params: { source: 0, target: 9 }, expected: 1 },
      { edges: [[0, 1, 2]], params: { source: 0, target: 1 } },
      { edges: 'none', params: { source: 0, target: 1 }, expected: 0 },
      { edges: [[0, 1, 4]], params: { source: 0, target: 1 }, expected: 4 },
    ];
    const suite = parseTestReply(JSON.stringify({ cases }), flowReq)!;
    expect(suite.cases.map((c) => c.number)).toEqual([6]);
    expect(suite.dropped).toEqual([
      { number: 1, reason: 'cases[0].edges[0] has no numeric weight' },
      { number: 2, reason: 'cases[1].params.target is missing' },
      { number: 3, reason: "cases[2].params.target (9) is not a node of the case's graph" },
      { number: 4, reason: 'cases[3].expected is missing' },
      { number: 5, reason: 'cases[4].edges is not a list' },
    ]);
  });

  it('gives undefined when the reply has no object with cases', () => {
    expect(parseTestReply('I cannot do that.', flowReq)).toBeUndefined();
    expect(parseTestReply('```json\n{"tests": []}\n```', flowReq)).toBeUndefined();
  });
});
