import { UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { cliqueNumber, maximumClique, maximumIndependentSet } from './clique.js';
import type { AnyGraph } from './common.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

const adjacent = (G: AnyGraph, u: string, v: string) => G.hasEdge(u, v) || G.hasEdge(v, u);
const pairs = (s: string[]) => s.flatMap((u, i) => s.slice(i + 1).map((v) => [u, v] as const));
const isClique = (G: AnyGraph, s: string[]) => pairs(s).every(([u, v]) => adjacent(G, u, v));
const isIndependent = (G: AnyGraph, s: string[]) => pairs(s).every(([u, v]) => !adjacent(G, u, v));

describe('cliques and independent sets', () => {
  it('finds a 4-clique and a 3-node independent set by hand', () => {
    const G = new UndirectedGraph();
    for (const [u, v] of ['01', '02', '03', '12', '13', '23', '34', '45', '56']) G.mergeEdge(u!, v!);
    expect(maximumClique(G).sort()).toEqual(['0', '1', '2', '3']);
    expect(cliqueNumber(new UndirectedGraph())).toBe(0);
    const mis = maximumIndependentSet(G);
    expect(mis).toHaveLength(3);
    expect(isIndependent(G, mis)).toBe(true);
  });

  it('finds the clique of a sparse 10,000-node graph quickly', () => {
    const G = new UndirectedGraph();
    for (let i = 1; i < 10_000; i++) G.mergeEdge(String(i - 1), String(i));
    for (const [u, v] of pairs(['10', '500', '900', '4000', '7000'])) G.mergeEdge(u, v);
    expect(maximumClique(G).sort()).toEqual(['10', '4000', '500', '7000', '900']);
  });
});

describe.skipIf(networkxMissing)(nxTitle('cliques and independent sets'), () => {
  const specs = randomSpecs(111, 300, (rng, i) => ({
    n: randInt(rng, 0, 22),
    p: rng() * 0.8,
    directed: i % 4 === 0,
    selfLoops: i % 5 === 0,
  }));
  it('clique number agrees on 300 random graphs; witnesses are cliques', () => {
    const nx = runNetworkx<number>(
      'max_clique',
      specs.map((graph) => ({ graph })),
    );
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const c = maximumClique(G);
      expect(c.length).toBe(nx[i]);
      expect(isClique(G, c)).toBe(true);
    }
  });
  it('independence number agrees on 300 random graphs; witnesses are independent', () => {
    const nx = runNetworkx<number>(
      'max_independent_set',
      specs.map((graph) => ({ graph })),
    );
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const s = maximumIndependentSet(G);
      expect(s.length).toBe(nx[i]);
      expect(isIndependent(G, s)).toBe(true);
    }
  });
});
