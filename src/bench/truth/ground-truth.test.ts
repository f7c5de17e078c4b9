import { describe, expect, it } from 'vitest';
import { toGraphology } from '../../graph/graphology.js';
import type { GraphData } from '../../graph/model.js';
import type { BenchQuestion } from '../types.js';
import { computeTruth } from './ground-truth.js';
import { maxEdgeWeightTriangle } from './gtools-rules.js';
import { labelAgrees } from './label-check.js';

const g = (
  directed: boolean,
  n: number,
  edges: [number | string, number | string, number?][],
): GraphData => ({
  directed,
  nodes: Array.from({ length: n }, (_, id) => ({ id, labels: [], properties: {} })),
  edges: edges.map(([source, target, weight]) => ({
    source,
    target,
    properties: {},
    ...(weight ? { weight } : {}),
  })),
});
const q = (task: string, graph: GraphData, extra: Partial<BenchQuestion> = {}): BenchQuestion => ({
  id: 'x',
  task,
  question: '',
  graph,
  graphInQuestion: false,
  origin: 'test',
  ...extra,
});

describe('ground truth', () => {
  it('reads bipartite on the undirected graph although edges have arrows', () => {
    // 0->1->2 and 0->2: no directed cycle, but an odd undirected cycle.
    expect(
      computeTruth(
        q(
          'bipartite',
          g(true, 3, [
            [0, 1],
            [1, 2],
            [0, 2],
          ]),
        ),
      ),
    ).toEqual({
      truth: { kind: 'yes-no', value: false },
    });
  });

  it("matches substructure non-induced: a path a->b->c is in a triangle's closure", () => {
    const G = g(true, 3, [
      [0, 1],
      [1, 2],
      [0, 2],
    ]);
    const prime: GraphData = {
      directed: true,
      nodes: ['a', 'b', 'c'].map((id) => ({ id, labels: [], properties: {} })),
      edges: [
        { source: 'a', target: 'b', properties: {} },
        { source: 'b', target: 'c', properties: {} },
      ],
    };
    expect(computeTruth(q('substructure', G, { graphPrime: prime }))).toEqual({
      truth: { kind: 'yes-no', value: true },
    });
  });

  it('gives a topological order that a different valid label agrees with', () => {
    const G = g(true, 3, [[0, 2]]);
    const o = computeTruth(q('topology', G));
    expect('truth' in o).toBe(true);
    if (!('truth' in o)) return;
    expect(labelAgrees({ kind: 'order', example: [1, 0, 2] }, o.truth, G)).toBe(true);
    expect(labelAgrees({ kind: 'order', example: [2, 0, 1] }, o.truth, G)).toBe(false);
  });

  it('explains what it cannot compute instead of guessing', () => {
    expect(computeTruth(q('flow', g(true, 2, [[0, 1, 3]])))).toEqual({
      error: expect.stringMatching(/no source/),
    });
    const path = g(false, 3, [[0, 1]]);
    for (const n of path.nodes) n.weight = 1;
    expect(computeTruth(q('triplet', path))).toEqual({ error: 'the graph has no triangle' });
    expect(computeTruth(q('nonsense', g(false, 1, [])))).toEqual({
      error: 'no reference rule for task nonsense',
    });
  });

  it("follows GTools' definitions: edge-weight triangles, acyclic wording", () => {
    const G = g(false, 4, [
      [0, 1, 5],
      [1, 2, 1],
      [0, 2, 1],
      [2, 3, 9],
      [1, 3, 9],
    ]);
    expect(maxEdgeWeightTriangle(toGraphology(G))).toBe(19);
    const acyclic = q(
      'Cycle_Detection/Un',
      g(false, 3, [
        [0, 1],
        [1, 2],
      ]),
      { question: 'Whether the graph is acyclic.' },
    );
    expect(computeTruth(acyclic)).toEqual({ truth: { kind: 'yes-no', value: true } });
  });
});
