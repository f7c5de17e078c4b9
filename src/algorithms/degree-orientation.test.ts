import { describe, expect, it } from 'vitest';
import { distinctNeighbors, forEachTriangle, orientByDegree, triangleCounts } from './degree-orientation.js';
import { inboundOf, topologyOf } from './indexed.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** Triangles of the undirected view by brute force over node triples (self-loops and repeats ignored). */
function bruteTriangles(n: number, edges: [string, string, number][]): { each: number[]; all: string[] } {
  const adjacent = Array.from({ length: n }, () => new Uint8Array(n));
  for (const [u, v] of edges) {
    const [a, b] = [Number(u), Number(v)];
    if (a === b) continue;
    adjacent[a]![b] = 1;
    adjacent[b]![a] = 1;
  }
  const each = new Array<number>(n).fill(0);
  const all: string[] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++) {
        if (!adjacent[a]![b] || !adjacent[b]![c] || !adjacent[a]![c]) continue;
        each[a]!++;
        each[b]!++;
        each[c]!++;
        all.push([a, b, c].join());
      }
  return { each, all };
}

describe('triangles on the degree orientation', () => {
  const specs = randomSpecs(44, 120, (rng, i) => ({
    n: randInt(rng, 0, 30),
    p: rng() * 0.6,
    directed: i % 2 === 0,
    multi: i % 3 === 0,
    selfLoops: i % 4 === 0,
  }));

  it('counts and lists every triangle of the undirected view once, directed, multi and with self-loops', () => {
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const t = topologyOf(G);
      const clean = !spec.directed && !spec.multi && !spec.edges.some(([u, v]) => u === v);
      const neighbors = distinctNeighbors(t, t.directed ? inboundOf(G) : null, clean);
      const oriented = orientByDegree(neighbors);
      const expected = bruteTriangles(spec.nodes.length, spec.edges);
      // Node keys are 0..n-1 in order, so index i is node i.
      expect(Array.from(triangleCounts(oriented)), `graph ${i}`).toEqual(expected.each);
      const listed: string[] = [];
      forEachTriangle(oriented, (a, b, c) => listed.push([a, b, c].sort((x, y) => x - y).join()));
      expect(listed.sort(), `graph ${i}`).toEqual(expected.all.sort());
    }
  });

  it('counts and lists every triangle of larger graphs (31 to 130 nodes)', () => {
    const wide = randomSpecs(45, 30, (rng, i) => ({
      n: randInt(rng, 31, 130),
      p: 0.05 + rng() * 0.3,
      directed: false,
      multi: i % 3 === 0,
      selfLoops: i % 4 === 0,
    }));
    for (const [i, spec] of wide.entries()) {
      const G = toGraph(spec);
      const oriented = orientByDegree(distinctNeighbors(topologyOf(G), null, false));
      const expected = bruteTriangles(spec.nodes.length, spec.edges);
      expect(Array.from(triangleCounts(oriented)), `graph ${i}`).toEqual(expected.each);
      const listed: string[] = [];
      forEachTriangle(oriented, (a, b, c) => listed.push([a, b, c].sort((x, y) => x - y).join()));
      expect(listed.sort(), `graph ${i}`).toEqual(expected.all.sort());
    }
  });

  it('refuses neighbor lists that are not symmetric (more than half the arcs would be kept)', () => {
    // Equal degrees, so arcs to a higher index are kept: 0 → 1 and 1 → 2 (2 → 2 is not), 2 of 3 arcs.
    const lists = { start: Int32Array.from([0, 1, 2, 3]), adj: Int32Array.from([1, 2, 2]) };
    expect(() => orientByDegree(lists)).toThrow(/not symmetric/);
  });

  it('lists each node’s distinct neighbors once, itself left out', () => {
    for (const spec of specs) {
      const G = toGraph(spec);
      const t = topologyOf(G);
      const { start, adj } = distinctNeighbors(t, t.directed ? inboundOf(G) : null, false);
      for (let v = 0; v < t.n; v++) {
        const mine = Array.from(adj.subarray(start[v]!, start[v + 1]!)).sort((a, b) => a - b);
        const theirs = [...new Set(G.neighbors(String(v)).map(Number))]
          .filter((w) => w !== v)
          .sort((a, b) => a - b);
        expect(mine).toEqual(theirs);
      }
    }
  });
});
