import { UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';
import { maxWeightTriangle } from './triangle.js';

describe('max weight triangle', () => {
  it('picks the heaviest triangle, null without one, and needs node weights', () => {
    const G = new UndirectedGraph();
    [5, 1, 4, 9].forEach((weight, i) => {
      G.addNode(String(i), { weight });
    });
    for (const [u, v] of ['01', '12', '02', '23']) G.mergeEdge(u!, v!);
    expect(maxWeightTriangle(G)).toBeTruthy();
    expect(maxWeightTriangle(G)!.weight).toBe(10);
    G.dropEdge('0', '1');
    expect(maxWeightTriangle(G)).toBeNull();
    G.addNode('x');
    expect(() => maxWeightTriangle(G)).toThrow(/weight/);
  });
});

describe.skipIf(networkxMissing)(nxTitle('maxWeightTriangle'), () => {
  it('agrees on 300 random node-weighted graphs', () => {
    const specs = randomSpecs(121, 300, (rng, i) => ({
      n: randInt(rng, 1, 25),
      p: rng() * 0.4,
      directed: i % 3 === 0,
      selfLoops: i % 4 === 0,
      nodeWeights: [0, 10],
    }));
    const nx = runNetworkx<number | null>(
      'triangle',
      specs.map((graph) => ({ graph })),
    );
    expect(nx.filter((x) => x === null).length).toBeGreaterThan(20);
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const t = maxWeightTriangle(G);
      expect(t?.weight ?? null).toBe(nx[i]);
      if (t) {
        const [a, b, c] = t.nodes;
        expect([G.areNeighbors(a, b), G.areNeighbors(b, c), G.areNeighbors(a, c)]).toEqual([
          true,
          true,
          true,
        ]);
        const w = t.nodes.reduce((s, k) => s + G.getNodeAttribute(k, 'weight'), 0);
        expect(w).toBe(t.weight);
      }
    }
  });
});
