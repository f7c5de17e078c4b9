import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { clustering } from '../../../algorithms/index.js';
import { mulberry32, randInt } from '../../../util/mulberry32.js';
import { COMPOSITE_TASKS, PRIMITIVE_TASKS, type Variant } from './catalog.js';
import { type ComplexGraphQuestion, complexGraphQuestions } from './questions.js';
import { scoreComplexAnswer } from './scoring.js';
import { networkxMissing, nxTitle, type OracleCase, runOracle } from './test-support/oracle.js';

const asCase = (q: ComplexGraphQuestion): OracleCase => ({
  task: q.taskName,
  variant: q.variant,
  graph: q.graph!,
  args: q.args,
});

/** Every question's truth must score NetworkX's own answer as correct. */
function crossCheck(questions: ComplexGraphQuestion[]): string[] {
  const answers = runOracle(questions.map(asCase));
  return questions.flatMap((q, i) => {
    const s = scoreComplexAnswer({ answer: answers[i], truth: q.truth, graph: q.graph! });
    return s.correct ? [] : [`${q.id}: NetworkX says ${JSON.stringify(answers[i])}; ${s.note}`];
  });
}

describe.skipIf(networkxMissing)(nxTitle('ComplexGraph truths'), () => {
  it('agree with NetworkX on seeded ComplexGraph-S questions of every primitive task and setting', () => {
    const qs = complexGraphQuestions({ split: 'S', seed: 17, perTask: 8, nodeRange: [3, 60] });
    expect(new Set(qs.map((q) => q.taskName)).size).toBe(PRIMITIVE_TASKS.length);
    expect(crossCheck(qs)).toEqual([]);
  });

  it('agree with NetworkX on seeded ComplexGraph-C questions of every composite task', () => {
    const qs = complexGraphQuestions({ split: 'C', seed: 23, perTask: 12, nodeRange: [3, 60] });
    expect(new Set(qs.map((q) => q.taskName)).size).toBe(COMPOSITE_TASKS.length);
    expect(crossCheck(qs)).toEqual([]);
  });

  it("follow directed is_regular's real-world wording (total degree) as NetworkX computes it", () => {
    const variants: Variant[] = ['plain', 'real_world_case1'];
    const qs = complexGraphQuestions({
      split: 'S',
      seed: 5,
      perTask: 8,
      tasks: ['is_regular/directed/unweighted'],
      variants,
    });
    expect(crossCheck(qs)).toEqual([]);
  });

  it('weighted clustering matches NetworkX on 120 random weighted graphs, directed and undirected', () => {
    const rng = mulberry32(91);
    const cases = Array.from({ length: 120 }, (_, i) => {
      const directed = i % 2 === 0;
      const G = directed ? new DirectedGraph() : new UndirectedGraph();
      const n = randInt(rng, 2, 12);
      for (let v = 0; v < n; v++) G.addNode(String(v), { id: v });
      for (let u = 0; u < n; u++)
        for (let v = 0; v < n; v++)
          if (u !== v && (directed || u < v) && rng() < 0.5)
            G.addEdge(String(u), String(v), { weight: randInt(rng, 1, 900) / 100 });
      return { G, node: randInt(rng, 0, n - 1) };
    });
    const answers = runOracle(
      cases.map(({ G, node }) => ({
        task: 'clustering',
        variant: 'plain' as const,
        args: { node },
        graph: {
          directed: G.type === 'directed',
          nodes: G.nodes().map((k) => ({ id: Number(k), labels: [], properties: {} })),
          edges: G.mapEdges((_e, a, s, t) => ({
            source: Number(s),
            target: Number(t),
            properties: {},
            weight: a.weight,
          })),
        },
      })),
    ) as number[];
    for (const [i, { G, node }] of cases.entries())
      expect(clustering(G, node, { weight: 'weight' })).toBeCloseTo(answers[i]!, 12);
  });
});
