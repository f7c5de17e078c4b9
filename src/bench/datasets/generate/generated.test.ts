import { describe, expect, it } from 'vitest';
import { parseGraph } from '../../../graph/formats/index.js';
import { GRRAF_TASKS, NODE_RANGE } from '../../tasks.js';
import { computeTruth } from '../../truth/ground-truth.js';
import { generatedDataset, generateQuestion, scalingQuestion } from './generated.js';

describe('generated dataset', () => {
  it('is reproducible from its seed and changes with it', () => {
    const a = generatedDataset({ seed: 7, perTask: 2 }).questions.map((q) => q.question);
    const b = generatedDataset({ seed: 7, perTask: 2 }).questions.map((q) => q.question);
    const c = generatedDataset({ seed: 8, perTask: 2 }).questions.map((q) => q.question);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('does not change a question when other tasks are filtered out', () => {
    const all = generatedDataset({ seed: 3, perTask: 2 }).questions.find((q) => q.id === 'flow-1');
    const only = generatedDataset({ seed: 3, perTask: 2, tasks: ['flow'] }).questions.find(
      (q) => q.id === 'flow-1',
    );
    expect(only?.question).toBe(all?.question);
  });

  it.each(GRRAF_TASKS)('writes %s questions that the GraphInstruct parser reads back exactly', (task) => {
    for (let i = 0; i < 15; i++) {
      const q = generateQuestion(task, i, 11);
      const [lo, hi] = NODE_RANGE[task];
      expect(q.graph!.nodes.length).toBeGreaterThanOrEqual(lo);
      expect(q.graph!.nodes.length).toBeLessThanOrEqual(hi);
      const parsed = parseGraph(q.question, { format: 'graphinstruct' });
      expect(parsed.graph.nodes.length).toBe(q.graph!.nodes.length);
      expect(parsed.graph.edges.length).toBe(q.graph!.edges.length);
      expect(parsed.graph.directed).toBe(q.graph!.directed);
      if (q.params?.source !== undefined) expect(parsed.params?.source).toBe(q.params.source);
      if (q.params?.target !== undefined) expect(parsed.params?.target).toBe(q.params.target);
      if (q.graphPrime) expect(parsed.graphPrime?.edges.length).toBe(q.graphPrime.edges.length);
      expect('truth' in computeTruth(q)).toBe(true);
    }
  });

  it.each(['cycle', 'connectivity', 'bipartite', 'substructure'] as const)(
    'balances Yes and No for %s',
    (task) => {
      const answers = Array.from({ length: 40 }, (_, i) => {
        const o = computeTruth(generateQuestion(task, i, 5));
        return 'truth' in o && o.truth.kind === 'yes-no' ? o.truth.value : undefined;
      });
      const yes = answers.filter((a) => a === true).length;
      expect(yes).toBeGreaterThan(8);
      expect(yes).toBeLessThan(32);
    },
  );

  it('makes connected scaling graphs of the asked size', () => {
    const q = scalingQuestion(1000, 0, 2);
    expect(q.graph!.nodes.length).toBe(1000);
    const o = computeTruth(q);
    expect('truth' in o && o.truth.kind === 'path-length' && Number.isFinite(o.truth.value)).toBe(true);
  });
});
