import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { minimumSpanningTree, minimumSpanningTreeWeight } from './mst.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

describe('minimum spanning tree', () => {
  it('picks the light edges and refuses directed graphs', () => {
    const U = new UndirectedGraph();
    U.mergeEdge('a', 'b', { weight: 3 });
    U.mergeEdge('b', 'c', { weight: 1 });
    U.mergeEdge('a', 'c', { weight: 2 });
    U.mergeEdge('c', 'c', { weight: -5 });
    const t = minimumSpanningTree(U);
    expect(t.weight).toBe(3);
    expect(t.edges.map((e) => e[2])).toEqual([1, 2]);
    expect(() => minimumSpanningTreeWeight(new DirectedGraph())).toThrow(/undirected/);
  });
});

describe.skipIf(networkxMissing)(nxTitle('minimumSpanningTree'), () => {
  it('total weight agrees on 300 random weighted graphs (forests when disconnected)', () => {
    const specs = randomSpecs(81, 300, (rng, i) => ({
      n: randInt(rng, 1, 16),
      p: rng() * 0.5,
      directed: false,
      multi: i % 6 === 0,
      weights: [-5, 20],
    }));
    const nx = runNetworkx<number>(
      'mst',
      specs.map((graph) => ({ graph })),
    );
    for (const [i, spec] of specs.entries()) {
      const t = minimumSpanningTree(toGraph(spec));
      expect(t.weight).toBe(nx[i]);
    }
  });
});
