import { DirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { findCycle, hasCycle } from './cycles.js';
import { peekMemo } from './graph-memo.js';
import { topologyOf } from './indexed.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** A witness is a real cycle: consecutive nodes (wrapping) joined by edges, no node repeated. */
function isCycle(G: AnyGraph, c: string[]): boolean {
  if (new Set(c).size !== c.length) return false;
  if (c.length === 2 && G.type === 'undirected') return G.edges(c[0]!, c[1]!).length >= 2;
  return c.every((u, i) => G.hasEdge(u, c[(i + 1) % c.length]!));
}

describe('cycles', () => {
  it('handles self-loops, parallel edges and trees', () => {
    const T = new UndirectedGraph();
    T.mergeEdge('0', '1');
    T.mergeEdge('1', '2');
    expect(hasCycle(T)).toBe(false);
    T.mergeEdge('2', '2');
    expect(findCycle(T)).toEqual(['2']);
    const M = new MultiUndirectedGraph();
    M.mergeEdge('a', 'b');
    expect(hasCycle(M)).toBe(false);
    M.addEdge('a', 'b');
    expect(findCycle(M)?.sort()).toEqual(['a', 'b']);
    const D = new DirectedGraph();
    D.mergeEdge('0', '1');
    D.mergeEdge('1', '0');
    expect(findCycle(D)).toEqual(['0', '1']);
  });

  it('finds the first cycle of a large graph without building the index', () => {
    const U = new UndirectedGraph();
    for (let i = 1; i < 50_000; i++) U.mergeEdge(String(i - 1), String(i));
    U.mergeEdge('0', '2');
    expect(findCycle(U)?.sort()).toEqual(['0', '1', '2']);
    expect(peekMemo(U, 'topology')).toBeUndefined();
    const D = new DirectedGraph();
    for (let i = 1; i < 50_000; i++) D.mergeEdge(String(i - 1), String(i));
    D.mergeEdge('2', '0');
    expect(findCycle(D)).toEqual(['0', '1', '2']);
    expect(peekMemo(D, 'topology')).toBeUndefined();
  });

  it('walks a 10,000-node directed chain iteratively', () => {
    const D = new DirectedGraph();
    for (let i = 1; i < 10_000; i++) D.mergeEdge(String(i - 1), String(i));
    expect(hasCycle(D)).toBe(false);
    D.mergeEdge('9999', '0');
    expect(findCycle(D)).toHaveLength(10_000);
  });
});

describe.skipIf(networkxMissing)(nxTitle('hasCycle'), () => {
  it('agrees on 400 random graphs and every witness is a cycle', () => {
    const specs = randomSpecs(31, 400, (rng, i) => ({
      n: randInt(rng, 1, 14),
      p: rng() * 0.25,
      directed: i % 2 === 0,
      selfLoops: i % 7 === 0,
      multi: i % 5 === 1,
    }));
    const expected = runNetworkx<boolean>(
      'has_cycle',
      specs.map((graph) => ({ graph })),
    );
    expect(expected.filter(Boolean).length).toBeGreaterThan(50);
    specs.forEach((spec, i) => {
      // Read lazily from graphology first, then again from the memorized index.
      for (const indexed of [false, true]) {
        const G = toGraph(spec);
        if (indexed) topologyOf(G);
        const c = findCycle(G);
        expect(c !== null).toBe(expected[i]);
        expect(hasCycle(G)).toBe(expected[i]);
        if (c) expect(isCycle(G, c)).toBe(true);
      }
    });
  });
});
