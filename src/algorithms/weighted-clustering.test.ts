import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { averageClustering, clustering } from './clustering.js';

/** A triangle 0-1-2 with weights 1, 2, 4 and a pendant node 3 on 0 (weight 8, the largest). */
function weightedTriangle() {
  const G = new UndirectedGraph();
  G.mergeEdge('0', '1', { w: 1 });
  G.mergeEdge('1', '2', { w: 2 });
  G.mergeEdge('2', '0', { w: 4 });
  G.mergeEdge('0', '3', { w: 8 });
  return G;
}

describe('weighted clustering (NetworkX’s formula; checked against NetworkX in the ComplexGraph tests)', () => {
  it('counts a triangle as the geometric mean of its normalized weights', () => {
    const G = weightedTriangle();
    const triangle = Math.cbrt((1 / 8) * (2 / 8) * (4 / 8));
    // node 1: one triangle among its two neighbors; node 0: one among three neighbors (3 pairs)
    expect(clustering(G, '1', { weight: 'w' })).toBeCloseTo(triangle, 12);
    expect(clustering(G, '0', { weight: 'w' })).toBeCloseTo(triangle / 3, 12);
    expect(clustering(G, '1')).toBe(1);
  });

  it('gives every node’s coefficient with options as the second argument, and their mean', () => {
    const G = weightedTriangle();
    const all = clustering(G, { weight: 'w' });
    expect(Object.keys(all).sort()).toEqual(['0', '1', '2', '3']);
    expect(all['3']).toBe(0);
    expect(all['1']).toBeCloseTo(clustering(G, '1', { weight: 'w' }), 12);
    const mean = Object.values(all).reduce((a, b) => a + b, 0) / 4;
    expect(averageClustering(G, { weight: 'w' })).toBeCloseTo(mean, 12);
    expect(averageClustering(G)).toBeCloseTo((1 / 3 + 1 + 1 + 0) / 4, 12);
  });

  it('weighs edges without the attribute as 1, and equals the unweighted value when all weights are equal', () => {
    const G = new DirectedGraph();
    for (const [u, v] of [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
      ['a', 'c'],
      ['c', 'd'],
    ])
      G.mergeEdge(u!, v!);
    for (const node of G.nodes())
      expect(clustering(G, node, { weight: 'missing' })).toBeCloseTo(clustering(G, node), 12);
  });

  it('refuses a node that is not in the graph', () => {
    expect(() => clustering(weightedTriangle(), '9', { weight: 'w' })).toThrow(/9/);
  });
});
