import { DirectedGraph, MultiDirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { type IndexedGraph, indexGraph } from './indexed.js';
import { bfsFrom, dijkstraFrom, hopCounts, relaxFrom } from './shortest-path-core.js';
import { prng, randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** Plain breadth-first hop counts (−1 unreachable), the search hopCounts must agree with. */
function plainHops(g: ReturnType<typeof indexGraph>, s: number): number[] {
  return Array.from(bfsFrom(g, s).dist, (d) => (d === Number.POSITIVE_INFINITY ? -1 : d));
}

describe('direction-optimizing hop counts', () => {
  // Sparse graphs stay top-down; dense ones (and the large ones' middle levels) go bottom-up.
  const specs = randomSpecs(30, 60, (rng, i) => ({
    n: i < 50 ? randInt(rng, 1, 60) : randInt(rng, 1_500, 2_500),
    p: i < 50 ? [0.02, 0.1, 0.4][i % 3]! : 0.01,
    directed: i % 2 === 0,
    multi: i % 5 === 0,
    selfLoops: i % 3 === 0,
  }));

  it('gives the hop counts of a plain BFS from every source, directed and undirected', () => {
    const rng = prng(7);
    for (const [i, spec] of specs.entries()) {
      const g = indexGraph(toGraph(spec), null, { inbound: true });
      const sources = g.n <= 60 ? Array.from({ length: g.n }, (_, s) => s) : [0, randInt(rng, 0, g.n - 1)];
      for (const s of sources) {
        const got = hopCounts(g.n, g.outStart, g.outAdj, g.inStart, g.inAdj, s);
        expect(Array.from(got), `graph ${i}, source ${s}`).toEqual(plainHops(g, s));
      }
    }
  });

  it('reads a level bottom-up on a dense graph and still reaches what only top-down arcs reach', () => {
    // Node 0 reaches 1..40 (dense among themselves); 41 hangs off 40 alone, 42 only points at 0.
    const n = 43;
    const arcs: [number, number][] = [];
    for (let v = 1; v <= 40; v++) arcs.push([0, v]);
    for (let u = 1; u <= 40; u++) for (let v = 1; v <= 40; v++) if (u !== v) arcs.push([u, v]);
    arcs.push([40, 41], [42, 0]);
    const csr = (by: 0 | 1) => {
      const start = new Int32Array(n + 1);
      for (const a of arcs) start[a[by] + 1]!++;
      for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
      const fill = start.slice(0, n);
      const adj = new Int32Array(arcs.length);
      for (const a of arcs) adj[fill[a[by]]!++] = a[1 - by]!;
      return { start, adj };
    };
    const [out, inn] = [csr(0), csr(1)];
    const dist = hopCounts(n, out.start, out.adj, inn.start, inn.adj, 0);
    expect(dist[0]).toBe(0);
    expect(Array.from(dist.subarray(1, 41)).every((d) => d === 1)).toBe(true);
    expect([dist[41], dist[42]]).toEqual([2, -1]);
  });
});

describe('arc weights', () => {
  // Large views read each arc's weight from an array per arc, small ones through the arc's edge
  // (indexed.ts ARC_WEIGHTS_FROM): both must give the same distances.
  it('gives the same Dijkstra and Bellman-Ford distances read per arc as read by edge', () => {
    const rng = prng(11);
    const n = 20_000;
    const G = new MultiDirectedGraph();
    for (let v = 0; v < n; v++) G.addNode(String(v));
    for (let e = 0; e < 140_000; e++)
      G.addEdge(String(randInt(rng, 0, n - 1)), String(randInt(rng, 0, n - 1)), {
        weight: randInt(rng, 1, 9),
      });
    const perArc = indexGraph(G, 'weight');
    expect(perArc.arcW).not.toBeNull();
    const byEdge = { ...perArc, arcW: null };
    for (const s of [0, randInt(rng, 1, n - 1)]) {
      expect(Array.from(dijkstraFrom(perArc, s).dist)).toEqual(Array.from(dijkstraFrom(byEdge, s).dist));
      const relaxed = (g: IndexedGraph) => {
        const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
        dist[s] = 0;
        const inQueue = new Uint8Array(n);
        inQueue[s] = 1;
        expect(relaxFrom(g, dist, new Int32Array(n).fill(-1), [s], inQueue)).toBe(true);
        return Array.from(dist);
      };
      expect(relaxed(perArc)).toEqual(relaxed(byEdge));
    }
    const small = new DirectedGraph();
    small.mergeEdge('a', 'b', { weight: 2 });
    expect(indexGraph(small, 'weight').arcW).toBeNull();
  });
});
