import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import { isDirectedAcyclicGraph, isValidTopologicalOrder, topologicalSort } from './dag.js';
import { topologyOf } from './indexed.js';
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
