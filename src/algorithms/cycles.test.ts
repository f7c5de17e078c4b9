import { DirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { toTransferGraph } from '../exec/js/graph-transfer.js';
import { buildGraph } from '../exec/js/sandbox/graph-builder.js';
import type { AnyGraph } from './common.js';
import { findCycle, hasCycle, quickDirectedCycle } from './cycles.js';
import { GAVE_UP } from './explorer.js';
import { peekMemo } from './graph-memo.js';
import { inboundOf, memorizedTopology, topologyOf } from './indexed.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** A witness is a real cycle: consecutive nodes (wrapping) joined by edges, no node repeated. */
function isCycle(G: AnyGraph, c: string[]): boolean {
  if (new Set(c).size !== c.length) return false;
  if (c.length === 2 && G.type === 'undirected') return G.edges(c[0]!, c[1]!).length >= 2;
  return c.every((u, i) => G.hasEdge(u, c[(i + 1) % c.length]!));
}

describe('the quick directed cycle search', () => {
  it('stops early on the memorized index: a cycle, none after a whole small graph, gives up past its budget', () => {
    const ring = new DirectedGraph();
    for (let i = 0; i < 30_000; i++) ring.mergeEdge(String(i), String((i + 1) % 30_000));
    ring.mergeEdge('5', '3');
    // No index and no seed: nothing to search quickly.
    expect(quickDirectedCycle(ring)).toBe(GAVE_UP);
    topologyOf(ring);
    const cycle = quickDirectedCycle(ring);
    expect(cycle !== GAVE_UP && cycle !== null && isCycle(ring, cycle)).toBe(true);
    const chain = new DirectedGraph();
    for (let i = 1; i < 30_000; i++) chain.mergeEdge(String(i - 1), String(i));
    topologyOf(chain);
    expect(quickDirectedCycle(chain)).toBe(GAVE_UP);
    // From the builder's lists, without an index: the same search, the same reads.
    const bulk = buildGraph(
      toTransferGraph({
        directed: true,
        nodes: ring.nodes().map((id) => ({ id: Number(id), labels: [], properties: {} })),
        edges: ring.mapEdges((_e, _a, u, v) => ({ source: Number(u), target: Number(v), properties: {} })),
      }),
    ) as AnyGraph;
    expect(quickDirectedCycle(bulk)).toEqual(cycle);
    expect(memorizedTopology(bulk)).toBeUndefined();
    const small = new DirectedGraph();
    for (let i = 1; i < 50; i++) small.mergeEdge(String(i - 1), String(i));
    topologyOf(small);
    expect(quickDirectedCycle(small)).toBeNull();
  });
});

describe('the quick search probes from both sides first', () => {
  it('finds a cycle through node 0 far from the depth-first path, seeded or on an index with inbound arcs', () => {
    // 0 → 1 → … → 4,999 (a long path the depth-first search walks first), and 0 → a → b → 0.
    const D = new DirectedGraph();
    for (let i = 1; i < 5_000; i++) D.mergeEdge(String(i - 1), String(i));
    D.mergeEdge('0', 'a');
    D.mergeEdge('a', 'b');
    D.mergeEdge('b', '0');
    const bulk = buildGraph(
      toTransferGraph({
        directed: true,
        nodes: D.nodes().map((id) => ({
          id: /^\d+$/.test(id) ? Number(id) : id,
          labels: [],
          properties: {},
        })),
        edges: D.mapEdges((_e, _a, u, v) => ({
          source: /^\d+$/.test(u) ? Number(u) : u,
          target: /^\d+$/.test(v) ? Number(v) : v,
          properties: {},
        })),
      }),
    ) as AnyGraph;
    expect(quickDirectedCycle(bulk)).toEqual(['0', 'a', 'b']);
    expect(memorizedTopology(bulk)).toBeUndefined();
    topologyOf(D);
    // Without inbound arcs the index is searched depth-first only, and its budget runs out on the path.
    expect(quickDirectedCycle(D)).toBe(GAVE_UP);
    inboundOf(D);
    expect(quickDirectedCycle(D)).toEqual(['0', 'a', 'b']);
    expect(hasCycle(bulk)).toBe(true);
  });
});

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

  it('closes an undirected cycle through the branches of both its ends, lazily and on the index', () => {
    for (const indexed of [false, true]) {
      // A square 0–1–3–2–0 with a tail: the breadth-first search meets 3 from 1 and from 2.
      const U = new UndirectedGraph();
      for (const [u, v] of [
        ['0', '1'],
        ['0', '2'],
        ['1', '3'],
        ['2', '3'],
        ['3', '4'],
      ])
        U.mergeEdge(u!, v!);
      if (indexed) topologyOf(U);
      const c = findCycle(U)!;
      expect(isCycle(U, c)).toBe(true);
      expect([...c].sort()).toEqual(['0', '1', '2', '3']);
    }
  });

  it('finds a short undirected cycle next to a long branch without walking the branch', () => {
    // The root's first neighbor (insertion order) starts a long chain; a triangle hangs beside it.
    const U = new UndirectedGraph();
    U.mergeEdge('root', 'c1');
    for (let i = 1; i < 50_000; i++) U.mergeEdge(`c${i}`, `c${i + 1}`);
    U.mergeEdge('root', 'a');
    U.mergeEdge('root', 'b');
    U.mergeEdge('a', 'b');
    expect(findCycle(U)?.sort()).toEqual(['a', 'b', 'root']);
    expect(peekMemo(U, 'topology')).toBeUndefined();
  });

  it('finds a second parallel edge to a child or to the parent as a cycle of two', () => {
    const M = new MultiUndirectedGraph();
    M.mergeEdge('r', 'a');
    M.mergeEdge('a', 'b');
    M.addEdge('b', 'a');
    expect(findCycle(M)?.sort()).toEqual(['a', 'b']);
    const L = new MultiUndirectedGraph();
    L.mergeEdge('r', 'a');
    L.mergeEdge('a', 'a');
    expect(findCycle(L)).toEqual(['a']);
  });

  it('checks every out-arc of a directed node against the path on entering it', () => {
    // The hub's first arc (keys that are not integers keep insertion order) leads down a long
    // chain, its last one back to the root: the cycle is found without walking the chain, so the
    // lazy budget holds and no index is built.
    const D = new DirectedGraph();
    D.mergeEdge('root', 'hub');
    D.mergeEdge('hub', 'c1');
    for (let i = 1; i < 50_000; i++) D.mergeEdge(`c${i}`, `c${i + 1}`);
    D.mergeEdge('hub', 'root');
    expect(findCycle(D)).toEqual(['root', 'hub']);
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
