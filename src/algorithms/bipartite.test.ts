import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { bipartiteColoring, isBipartite } from './bipartite.js';
import type { AnyGraph } from './common.js';
import { peekMemo } from './graph-memo.js';
import { topologyOf } from './indexed.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

const properColoring = (G: AnyGraph, c: Record<string, 0 | 1>) =>
  G.everyEdge((_e, _a, s, t) => c[s] !== c[t]) && G.everyNode((n) => c[n] === 0 || c[n] === 1);

describe('bipartite', () => {
  it('ignores directions and rejects odd cycles and self-loops', () => {
    const D = new DirectedGraph();
    D.mergeEdge('0', '1');
    D.mergeEdge('2', '1');
    expect(isBipartite(D)).toBe(true);
    D.mergeEdge('0', '2');
    expect(isBipartite(D)).toBe(false);
    const U = new UndirectedGraph();
    U.mergeEdge('x', 'x');
    expect(bipartiteColoring(U)).toBeNull();
  });
});

/** A cycle of n nodes '0' … 'n-1'. */
function ring(n: number): UndirectedGraph {
  const U = new UndirectedGraph();
  for (let i = 0; i < n; i++) U.mergeEdge(String(i), String((i + 1) % n));
  return U;
}

describe('bipartite on large graphs', () => {
  it('answers from the index when the lazy budget runs out, and stops early on an odd cycle', () => {
    const even = ring(20_000);
    expect(isBipartite(even)).toBe(true);
    expect(peekMemo(even, 'topology')).toBeDefined();
    const c = bipartiteColoring(even)!;
    expect(properColoring(even, c)).toBe(true);
    expect(Object.keys(c)).toHaveLength(20_000);
    const odd = ring(20_000);
    odd.mergeEdge('0', '2');
    expect(isBipartite(odd)).toBe(false);
    expect(bipartiteColoring(odd)).toBeNull();
    expect(peekMemo(odd, 'topology')).toBeUndefined();
  });

  it('lists a lazy coloring in the order the search met the keys', () => {
    const U = new UndirectedGraph();
    U.mergeEdge('b', 'c');
    U.mergeEdge('a', 'c');
    U.mergeEdge('d', 'e');
    expect(Object.entries(bipartiteColoring(U)!)).toEqual([
      ['b', 0],
      ['c', 1],
      ['a', 0],
      ['d', 0],
      ['e', 1],
    ]);
  });
});

describe.skipIf(networkxMissing)(nxTitle('isBipartite'), () => {
  it('agrees on 300 random graphs and colorings are proper', () => {
    const specs = randomSpecs(41, 300, (rng, i) => ({
      n: randInt(rng, 1, 16),
      p: rng() * 0.25,
      directed: i % 2 === 0,
      selfLoops: i % 9 === 0,
    }));
    const expected = runNetworkx<boolean>(
      'bipartite',
      specs.map((graph) => ({ graph })),
    );
    expect(expected.filter(Boolean).length).toBeGreaterThan(50);
    specs.forEach((spec, i) => {
      // Read lazily from graphology first, then again from the memorized index.
      for (const indexed of [false, true]) {
        const G = toGraph(spec);
        if (indexed) topologyOf(G);
        const c = bipartiteColoring(G);
        expect(c !== null).toBe(expected[i]);
        if (c) expect(properColoring(G, c)).toBe(true);
      }
    });
  });
});
