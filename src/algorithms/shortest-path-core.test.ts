import { describe, expect, it } from 'vitest';
import { indexGraph } from './indexed.js';
import { bfsFrom, hopCounts } from './shortest-path-core.js';
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
