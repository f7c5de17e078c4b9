import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { peekMemo } from './graph-memo.js';
import { minimumSpanningTree, minimumSpanningTreeWeight } from './mst.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** Kruskal straight from graphology's edge list, stably sorted by weight: the tree to expect. */
function kruskal(G: AnyGraph): [string, string, number][] {
  const all: [string, string, number][] = [];
  G.forEachEdge((_e, attrs, s, t) => {
    if (s !== t) all.push([s, t, (attrs.weight as number | undefined) ?? 1]);
  });
  all.sort((a, b) => a[2] - b[2]);
  const root = new Map<string, string>();
  const find = (v: string): string => {
    const r = root.get(v);
    return r === undefined || r === v ? v : find(r);
  };
  return all.filter(([s, t]) => {
    const [a, b] = [find(s), find(t)];
    if (a !== b) root.set(a, b);
    return a !== b;
  });
}

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

  it("takes the same edges, in the same order, as Kruskal on G's edge list, ties in edge order", () => {
    // Weights 1–3 on up to 40 nodes: many ties, and parallel edges on the multigraphs.
    const specs = randomSpecs(5, 200, (rng, i) => ({
      n: randInt(rng, 1, 40),
      p: rng() * 0.3,
      directed: false,
      multi: i % 3 === 0,
      weights: [1, 3],
    }));
    for (const spec of specs) {
      const G = toGraph(spec);
      expect(minimumSpanningTree(G).edges).toEqual(kruskal(G));
    }
  });

  it.each([
    ['a narrow integer range (bucketed)', (x: number) => x],
    ['a wide integer range (sorted packed with the edge number)', (x: number) => x * 1_000_003 - 7e8],
    ['fractions and an infinite weight (compared one by one)', (x: number) => (x === 3 ? Infinity : x / 7)],
  ])('orders weights in %s as a stable sort does', (_what, scale) => {
    const specs = randomSpecs(17, 120, (rng, i) => ({
      n: randInt(rng, 1, 40),
      p: rng() * 0.3,
      directed: false,
      multi: i % 3 === 0,
      weights: [-2, 3],
    }));
    for (const spec of specs) {
      const G = toGraph({ ...spec, edges: spec.edges.map(([u, v, w]) => [u, v, scale(w)]) });
      const expected = kruskal(G);
      expect(minimumSpanningTree(G).edges).toEqual(expected);
      expect(minimumSpanningTreeWeight(G)).toBe(expected.reduce((sum, e) => sum + e[2], 0));
    }
  });

  it('runs on the memorized index, so later whole-graph calls do not walk G again', () => {
    const U = new UndirectedGraph();
    U.mergeEdge('a', 'b', { weight: 2 });
    expect(peekMemo(U, 'topology')).toBeUndefined();
    minimumSpanningTree(U);
    expect(peekMemo(U, 'topology')).toBeDefined();
  });

  it('names the edge whose weight is not a number', () => {
    const U = new UndirectedGraph();
    U.mergeEdge('a', 'b', { weight: 'heavy' });
    expect(() => minimumSpanningTree(U)).toThrow(/weight of edge a→b is not a number: "heavy"/);
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
