import { describe, expect, it } from 'vitest';
import { isBipartite } from '../../../algorithms/index.js';
import { toGraphology } from '../../../graph/graphology.js';
import { PRIMITIVE_TASKS } from './catalog.js';
import { LARGE_FAMILIES } from './graph/families.js';
import { complexGraphQuestions } from './questions.js';
import { scoreComplexAnswer } from './scoring.js';
import { networkxMissing, runOracle } from './test-support/oracle.js';

const CONSTRUCTIONS = ['regular-construction', 'distance-regular-construction'];

describe('ComplexGraph-L', () => {
  it('draws every primitive task from the sparse families only (at 300 and 600 nodes here)', () => {
    const qs = complexGraphQuestions({ split: 'L', seed: 5, perTask: 2, nodeRange: [300, 600] });
    expect(new Set(qs.map((q) => q.taskName)).size).toBe(PRIMITIVE_TASKS.length);
    for (const q of qs) {
      expect([...LARGE_FAMILIES, ...CONSTRUCTIONS]).toContain(q.family);
      // Grids round down to a square and constructions (hypercubes) to a power of two.
      expect(q.graph!.nodes.length).toBeGreaterThanOrEqual(225);
      expect(q.graph!.nodes.length).toBeLessThanOrEqual(600);
    }
    const sizes = new Set(qs.map((q) => q.graph!.nodes.length));
    expect([...sizes].some((n) => n > 450)).toBe(true);
    expect([...sizes].some((n) => n <= 300)).toBe(true);
  });

  it(`draws a real 5,000-node independent-set question, bipartite, with König's truth${
    networkxMissing ? '' : ' (NetworkX: Hopcroft–Karp)'
  }`, () => {
    const [q] = complexGraphQuestions({
      split: 'L',
      seed: 1,
      perTask: 1,
      tasks: ['maximum_independent_set'],
      nodeRange: [5_000, 5_000],
    });
    expect(q!.graph!.nodes.length).toBeGreaterThan(4_800);
    expect(isBipartite(toGraphology(q!.graph!))).toBe(true);
    if (networkxMissing) return;
    const [answer] = runOracle([{ task: q!.taskName, variant: 'plain', graph: q!.graph!, args: q!.args }]);
    expect(scoreComplexAnswer({ answer, truth: q!.truth, graph: q!.graph! })).toEqual({ correct: true });
  });
});
