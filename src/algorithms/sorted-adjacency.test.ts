import { describe, expect, it } from 'vitest';
import { inboundOf, topologyOf } from './indexed.js';
import { arcCount, distinctDegree, type SortedArcs, sortedAdjacency } from './sorted-adjacency.js';
import { newGraph, randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** Per node, its arcs' far ends counted (a Map) and sorted with a comparator: what sortArcs must give. */
function plainSorted(start: Int32Array, adj: Int32Array, n: number): [number, number][][] {
  return Array.from({ length: n }, (_, v) => {
    const counts = new Map<number, number>();
    for (let p = start[v]!; p < start[v + 1]!; p++) counts.set(adj[p]!, (counts.get(adj[p]!) ?? 0) + 1);
    return [...counts].sort((a, b) => a[0] - b[0]);
  });
}

function listed(a: SortedArcs, n: number): [number, number][][] {
  return Array.from({ length: n }, (_, v) =>
    Array.from({ length: distinctDegree(a, v) }, (_, i) => [
      a.adj[a.start[v]! + i]!,
      a.count[a.start[v]! + i]!,
    ]),
  );
}

describe('sortedAdjacency', () => {
  // Multigraphs and self-loops give repeated far ends; sizes past a few nodes give unsorted lists.
  const specs = randomSpecs(5, 40, (rng, i) => ({
    n: randInt(rng, 0, 80),
    p: [0.03, 0.2, 0.6][i % 3]!,
    directed: i % 2 === 0,
    multi: i % 4 < 2,
    selfLoops: i % 3 === 0,
  }));

  it('lists each node’s distinct neighbors in order with their arc counts, both directions', () => {
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const t = topologyOf(G);
      const s = sortedAdjacency(G);
      expect(listed(s.out, t.n), `graph ${i} out`).toEqual(plainSorted(t.out.start, t.out.adj, t.n));
      const inn = inboundOf(G);
      expect(listed(s.inn, t.n), `graph ${i} in`).toEqual(plainSorted(inn.start, inn.adj, t.n));
      for (let u = 0; u < Math.min(t.n, 10); u++)
        for (let v = 0; v < t.n; v++) {
          const expected = plainSorted(t.out.start, t.out.adj, t.n)[u]!.find(([w]) => w === v)?.[1] ?? 0;
          expect(arcCount(s.out, u, v), `graph ${i}: ${u}→${v}`).toBe(expected);
        }
    }
  });
});

describe('sortedAdjacency on a simple mixed graph', () => {
  it('counts a directed and an undirected edge between the same nodes as two arcs', () => {
    const G = newGraph({ type: 'mixed' });
    for (const k of ['a', 'b', 'c']) G.addNode(k);
    G.addDirectedEdge('a', 'b');
    G.addUndirectedEdge('a', 'b');
    G.addDirectedEdge('b', 'c');
    const s = sortedAdjacency(G);
    const [a, b, c] = ['a', 'b', 'c'].map((k) => s.position[k]!) as [number, number, number];
    expect([
      arcCount(s.out, a, b),
      arcCount(s.out, b, a),
      arcCount(s.out, b, c),
      arcCount(s.inn, c, b),
    ]).toEqual([2, 1, 1, 1]);
  });
});
