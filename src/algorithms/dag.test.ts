import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import { toTransferGraph } from '../exec/js/graph-transfer.js';
import { buildGraph } from '../exec/js/sandbox/graph-builder.js';
import type { AnyGraph } from './common.js';
import { isDirectedAcyclicGraph, isValidTopologicalOrder, topologicalSort } from './dag.js';
import { memorizedTopology, topologyOf } from './indexed.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

describe('topological order', () => {
  it('orders a small DAG and checks orders', () => {
    const D = new DirectedGraph();
    for (const [u, v] of ['01', '02', '13', '23']) D.mergeEdge(u!, v!);
    const order = topologicalSort(D);
    expect(isValidTopologicalOrder(D, order)).toBe(true);
    expect(isValidTopologicalOrder(D, [0, 2, 1, 3])).toBe(true);
    expect(isValidTopologicalOrder(D, ['0', '3', '1', '2'])).toBe(false);
    expect(isValidTopologicalOrder(D, ['0', '1', '2'])).toBe(false);
    expect(isValidTopologicalOrder(D, ['0', '1', '1', '3'])).toBe(false);
  });

  it('throws a recoverable GrrafError on cycles and undirected graphs', () => {
    const D = new DirectedGraph();
    D.mergeEdge('a', 'a');
    expect(() => topologicalSort(D)).toThrow(/cycle/);
    expect(() => topologicalSort(new UndirectedGraph())).toThrow(/directed/);
    try {
      topologicalSort(D);
    } catch (e) {
      expect(isGrrafError(e, 'validation') && e.recoverable).toBe(true);
    }
  });

  it("treats the key '' like any other (graphology-dag took it for 'no node')", () => {
    const D = new DirectedGraph();
    D.mergeEdge('', 'x');
    D.mergeEdge('x', '');
    expect(isDirectedAcyclicGraph(D)).toBe(false);
    expect(() => topologicalSort(D)).toThrow(/cycle/);
    D.dropEdge('x', '');
    expect(isDirectedAcyclicGraph(D)).toBe(true);
    expect(topologicalSort(D)).toEqual(['', 'x']);
  });

  it('sorts a 10,000-node chain', () => {
    const D = new DirectedGraph();
    for (let i = 9_999; i > 0; i--) D.mergeEdge(String(i - 1), String(i));
    const order = topologicalSort(D);
    expect(order[0]).toBe('0');
    expect(isValidTopologicalOrder(D, order)).toBe(true);
  });
});

describe('topological order of a bulk-built graph (in-degrees from the seed, keys named by it)', () => {
  /** The sandbox builder's G of these edges over ids 0..n-1 (and 'x'), multi or not. */
  const bulk = (edges: [number | string, number | string][], multi = false, n = 6) =>
    buildGraph(
      toTransferGraph({
        directed: true,
        multi,
        nodes: [...Array.from({ length: n }, (_, i) => i), 'x'].map((id) => ({
          id,
          labels: [],
          properties: {},
        })),
        edges: edges.map(([source, target]) => ({ source, target, properties: {} })),
      }),
    ) as AnyGraph;

  it('counts a repeated edge once when merged and twice when parallel, and names string ids', () => {
    // 5 → 4 → … → 0 and x → 0, each edge given twice: merged in a simple graph, kept in a multigraph.
    const edges: [number | string, number | string][] = [];
    for (let i = 5; i > 0; i--) edges.push([i, i - 1], [i, i - 1]);
    edges.push(['x', 0]);
    for (const multi of [false, true]) {
      const G = bulk(edges, multi);
      const order = topologicalSort(G);
      expect(memorizedTopology(G)?.built).toBeDefined();
      expect(order.slice(-1)).toEqual(['0']);
      expect(isValidTopologicalOrder(G, order)).toBe(true);
      expect(isDirectedAcyclicGraph(bulk(edges, multi))).toBe(true);
    }
  });

  it('refuses a self-loop and a cycle past the quick searches', () => {
    expect(() =>
      topologicalSort(
        bulk([
          [0, 1],
          [3, 3],
        ]),
      ),
    ).toThrow(/cycle/);
    const longCycle: [number, number][] = Array.from({ length: 20_000 }, (_, i) => [i, (i + 1) % 20_000]);
    const G = bulk(longCycle, false, 20_000);
    expect(isDirectedAcyclicGraph(G)).toBe(false);
    expect(() => topologicalSort(G)).toThrow(/cycle/);
  });
});

describe.skipIf(networkxMissing)(nxTitle('topologicalSort'), () => {
  it('agrees on acyclicity for 300 random digraphs and returns valid orders', () => {
    const specs = randomSpecs(21, 300, (rng, i) => ({
      n: randInt(rng, 1, 15),
      p: rng() * 0.25,
      directed: true,
      selfLoops: i % 5 === 0,
    }));
    const dag = runNetworkx<boolean>(
      'topo',
      specs.map((graph) => ({ graph })),
    );
    expect(dag.filter(Boolean).length).toBeGreaterThan(50);
    specs.forEach((spec, i) => {
      // Read lazily from graphology first, then again from the memorized index.
      for (const indexed of [false, true]) {
        const G = toGraph(spec);
        if (indexed) topologyOf(G);
        expect(isDirectedAcyclicGraph(G)).toBe(dag[i]);
        if (dag[i]) expect(isValidTopologicalOrder(G, topologicalSort(G))).toBe(true);
        else expect(() => topologicalSort(G)).toThrow(/cycle/);
      }
    });
  });
});
