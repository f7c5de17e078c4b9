import { UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { maximumClique, maximumIndependentSet } from '../../../../algorithms/index.js';
import { mulberry32, randInt } from '../../../../util/mulberry32.js';
import {
  BudgetExceeded,
  maximumCliqueWithin,
  maximumIndependentSetWithin,
  neighborSets,
} from './exact-clique.js';
import { bipartiteIndependenceNumber } from './konig.js';

function randomGraph(rng: () => number, n: number, p: number, bipartite = false): UndirectedGraph {
  const G = new UndirectedGraph();
  for (let v = 0; v < n; v++) G.addNode(String(v));
  for (let u = 0; u < n; u++)
    for (let v = u + 1; v < n; v++)
      if ((!bipartite || (u + v) % 2 === 1) && rng() < p) G.addEdge(String(u), String(v));
  return G;
}

describe('budgeted exact clique and independent set', () => {
  it('agree with the library on 200 random graphs of every density, and return real cliques / independent sets', () => {
    const rng = mulberry32(7);
    for (let i = 0; i < 200; i++) {
      const G = randomGraph(rng, randInt(rng, 1, 28), rng());
      const { nb, keys } = neighborSets(G);
      const clique = maximumCliqueWithin(nb);
      const independent = maximumIndependentSetWithin(nb);
      expect(clique.size).toBe(maximumClique(G).length);
      expect(independent.size).toBe(maximumIndependentSet(G).length);
      for (const a of clique.members)
        for (const b of clique.members) if (a !== b) expect(G.hasEdge(keys[a]!, keys[b]!)).toBe(true);
      for (const a of independent.members)
        for (const b of independent.members) expect(G.hasEdge(keys[a]!, keys[b]!)).toBe(false);
    }
  });

  it('gives up past its budget instead of searching on', () => {
    const { nb } = neighborSets(randomGraph(mulberry32(3), 90, 0.5));
    expect(() => maximumCliqueWithin(nb, 5)).toThrow(BudgetExceeded);
    expect(() => maximumIndependentSetWithin(nb, 5)).toThrow(BudgetExceeded);
  });

  it('takes forests apart without search: a 2,000-node path in one step budget', () => {
    const nb = Array.from(
      { length: 2000 },
      (_, v) => new Set([v - 1, v + 1].filter((w) => w >= 0 && w < 2000)),
    );
    expect(maximumIndependentSetWithin(nb, 1)).toMatchObject({ size: 1000, steps: 0 });
  });
});

describe("König's independence number of bipartite graphs", () => {
  it('equals the exact search on 100 random bipartite graphs and refuses odd cycles', () => {
    const rng = mulberry32(11);
    for (let i = 0; i < 100; i++) {
      const G = randomGraph(rng, randInt(rng, 1, 30), rng(), true);
      expect(bipartiteIndependenceNumber(G)).toBe(maximumIndependentSet(G).length);
    }
    const triangle = randomGraph(rng, 3, 1);
    expect(bipartiteIndependenceNumber(triangle)).toBeUndefined();
  });
});
