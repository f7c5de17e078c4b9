import { UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../util/mulberry32.js';
import { distinctNeighbors, forEachTriangle, orientByDegree } from './degree-orientation.js';
import { topologyOf } from './indexed.js';
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

/** The heaviest triangle the full listing finds first (every triangle visited, no bound). */
function listedHeaviest(G: UndirectedGraph): { nodes: string[]; weight: number } | null {
  const t = topologyOf(G);
  let best: { nodes: string[]; weight: number } | null = null;
  forEachTriangle(orientByDegree(distinctNeighbors(t, null, false)), (a, b, c) => {
    const nodes = [a, b, c].map((v) => t.keys[v]!);
    const weight = nodes.reduce((s, k) => s + (G.getNodeAttribute(k, 'weight') as number), 0);
    if (best === null || weight > best.weight) best = { nodes, weight };
  });
  return best;
}

describe('max weight triangle skips by a weight bound', () => {
  it('answers with the triangle the full listing finds first, ties included', () => {
    const rng = mulberry32(9);
    let ties = 0;
    for (let round = 0; round < 200; round++) {
      const G = new UndirectedGraph();
      const n = 5 + Math.floor(rng() * 40);
      // Few distinct weights (ties), sometimes negative ones.
      const spread = 1 + Math.floor(rng() * 4);
      for (let i = 0; i < n; i++) G.addNode(String(i), { weight: Math.floor(rng() * spread) - (round % 3) });
      for (let e = 0; e < n * (1 + rng() * 4); e++) {
        const [u, v] = [Math.floor(rng() * n), Math.floor(rng() * n)];
        if (u !== v) G.mergeEdge(String(u), String(v));
      }
      const expected = listedHeaviest(G);
      expect(maxWeightTriangle(G), `round ${round}`).toEqual(expected);
      if (expected !== null && spread === 1) ties++;
    }
    expect(ties).toBeGreaterThan(20);
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
