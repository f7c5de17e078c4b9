import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { toTransferGraph } from '../exec/js/graph-transfer.js';
import { buildGraph } from '../exec/js/sandbox/graph-builder.js';
import { bipartiteColoring, isBipartite } from './bipartite.js';
import type { AnyGraph } from './common.js';
import { peekMemo } from './graph-memo.js';
import { inboundOf, topologyOf } from './indexed.js';
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

/** `G` as the sandbox's builder makes it: seeded (graph-seed.ts), no index yet. */
function bulk(G: AnyGraph, directed: boolean): AnyGraph {
  const id = (key: string) => (/^\d+$/.test(key) ? Number(key) : key);
  return buildGraph(
    toTransferGraph({
      directed,
      nodes: G.nodes().map((key) => ({ id: id(key), labels: [], properties: {} })),
      edges: G.mapEdges((_e, _a, u, v) => ({ source: id(u), target: id(v), properties: {} })),
    }),
  ) as AnyGraph;
}

describe('bipartite on a bulk-built graph (the quick search on the seed)', () => {
  it('stops at an odd cycle without assembling the index, and colors a large even ring from the index', () => {
    const odd = ring(20_000);
    odd.mergeEdge('0', '2');
    const seeded = bulk(odd, false);
    expect(isBipartite(seeded)).toBe(false);
    expect(bipartiteColoring(seeded)).toBeNull();
    expect(peekMemo(seeded, 'topology')).toBeUndefined();
    // Past its budget the quick search gives up: the index answers, with the same colors as graphology's G.
    const even = bulk(ring(20_000), false);
    expect(isBipartite(even)).toBe(true);
    expect(peekMemo(even, 'topology')).toBeDefined();
    expect(bipartiteColoring(even)).toEqual(bipartiteColoring(ring(20_000)));
  });

  it('colors a small graph whole with the colors and key order of the index, string ids and self-loops too', () => {
    const D = new DirectedGraph();
    for (const [u, v] of [
      ['b', '1'],
      ['2', 'b'],
      ['x', '2'],
      ['y', 'z'],
      ['z', 'z'],
    ])
      D.mergeEdge(u!, v!);
    const seeded = bulk(D, true);
    expect(bipartiteColoring(seeded)).toBeNull();
    expect(isBipartite(seeded)).toBe(false);
    D.dropEdge('z', 'z');
    const proper = bulk(D, true);
    const c = bipartiteColoring(proper)!;
    const indexed = bulk(D, true);
    topologyOf(indexed); // no inbound arcs memorized: the index's own search
    expect(Object.entries(c)).toEqual(Object.entries(bipartiteColoring(indexed)!));
    expect(properColoring(proper, c)).toBe(true);
    expect(peekMemo(proper, 'topology')).toBeUndefined();
    const empty = bulk(new UndirectedGraph(), false);
    expect(bipartiteColoring(empty)).toEqual({});
    expect(isBipartite(empty)).toBe(true);
  });

  it('searches a directed index with its inbound arcs, and a changed graph from its own records', () => {
    const D = new DirectedGraph();
    for (let i = 1; i < 5_000; i++) D.mergeEdge(String(i), String(i - 1));
    const seeded = bulk(D, true);
    topologyOf(seeded);
    inboundOf(seeded);
    expect(isBipartite(seeded)).toBe(true);
    seeded.mergeEdge('0', '2');
    expect(isBipartite(seeded)).toBe(false);
    expect(bipartiteColoring(seeded)).toBeNull();
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
