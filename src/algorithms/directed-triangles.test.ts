import { describe, expect, it } from 'vitest';
import { averageClustering, clustering } from './clustering.js';
import { directedTriangles, twoWayNeighbors } from './directed-triangles.js';
import { inboundOf, topologyOf } from './indexed.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

const specs = randomSpecs(46, 60, (rng, i) => ({
  n: randInt(rng, 0, 90),
  p: rng() * 0.3,
  directed: true,
  multi: i % 3 === 0,
  selfLoops: i % 2 === 0,
}));

/** (A + Aᵀ)³ at (i, i) by brute force over node pairs, self-loops and repeated arcs left out. */
function closedByMatrix(n: number, edges: [string, string, number][]): number[] {
  const s = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const seen = new Set<string>();
  for (const [u, v] of edges) {
    const [a, b] = [Number(u), Number(v)];
    if (a === b || seen.has(`${a},${b}`)) continue;
    seen.add(`${a},${b}`);
    s[a]![b]!++;
    s[b]![a]!++;
  }
  return s.map((row, i) => {
    let t = 0;
    for (let j = 0; j < n; j++) for (let k = 0; k < n; k++) t += row[j]! * s[j]![k]! * s[k]![i]!;
    return t;
  });
}

describe('directed triangles on the degree orientation', () => {
  it('counts (A + Aᵀ)³ at every node, directed, multi and with self-loops', () => {
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const counts = directedTriangles(topologyOf(G), inboundOf(G));
      // Node keys are 0..n-1 in order, so index i is node i.
      expect(Array.from(counts.closed), `graph ${i}`).toEqual(closedByMatrix(spec.nodes.length, spec.edges));
    }
  });

  it('marks two-way pairs the same at both ends, and lists each neighbor once', () => {
    for (const spec of specs) {
      const G = toGraph(spec);
      const { start, adj, twoWay } = twoWayNeighbors(topologyOf(G), inboundOf(G));
      const mark = new Map<string, number>();
      for (let v = 0; v < start.length - 1; v++) {
        const listed = Array.from(adj.subarray(start[v]!, start[v + 1]!));
        expect(new Set(listed).size).toBe(listed.length);
        expect(listed).not.toContain(v);
        for (let p = start[v]!; p < start[v + 1]!; p++) mark.set(`${v},${adj[p]}`, twoWay[p]!);
      }
      for (const [pair, both] of mark) {
        const [v, w] = pair.split(',');
        expect(mark.get(`${w},${v}`), pair).toBe(both);
        expect(both, pair).toBe(G.hasDirectedEdge(v!, w!) && G.hasDirectedEdge(w!, v!) ? 1 : 0);
      }
    }
  });

  it('gives clustering(G) and averageClustering(G) the doubles of the per-node count', () => {
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const every = clustering(G);
      let sum = 0;
      for (const v of G.nodes()) {
        const one = clustering(G, v);
        expect(every[v], `graph ${i}, node ${v}`).toBe(one);
        sum += one;
      }
      expect(averageClustering(G), `graph ${i}`).toBe(G.order === 0 ? 0 : sum / G.order);
    }
  });
});
