import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import {
  connectedComponents,
  isConnected,
  isStronglyConnected,
  numberConnectedComponents,
  stronglyConnectedComponents,
} from './components.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

const canon = (cs: string[][]) => cs.map((c) => [...c].sort()).sort((a, b) => (a.join() < b.join() ? -1 : 1));

describe('components', () => {
  it('finds strong components of a small digraph', () => {
    const D = new DirectedGraph();
    for (const [u, v] of ['01', '12', '20', '23', '34', '43']) D.mergeEdge(u!, v!);
    D.addNode('5');
    expect(canon(stronglyConnectedComponents(D))).toEqual([['0', '1', '2'], ['3', '4'], ['5']]);
    expect(isStronglyConnected(D)).toBe(false);
    expect(numberConnectedComponents(D)).toBe(2);
  });

  it('handles a 10,000-node chain without overflowing the stack', () => {
    const D = new DirectedGraph();
    const U = new UndirectedGraph();
    for (let i = 0; i < 10_000; i++) {
      D.addNode(String(i));
      U.addNode(String(i));
    }
    for (let i = 1; i < 10_000; i++) {
      D.addEdge(String(i - 1), String(i));
      U.addEdge(String(i - 1), String(i));
    }
    D.addEdge('9999', '0');
    expect(stronglyConnectedComponents(D)).toHaveLength(1);
    expect(isConnected(U)).toBe(true);
    D.dropEdge('9999', '0');
    expect(stronglyConnectedComponents(D)).toHaveLength(10_000);
  });
});

describe.skipIf(networkxMissing)(nxTitle('components'), () => {
  it('strong and weak components agree on 300 random graphs', () => {
    const specs = randomSpecs(11, 300, (rng, i) => ({
      n: randInt(rng, 1, 14),
      p: rng() * 0.3,
      directed: i % 3 !== 0,
      selfLoops: i % 4 === 0,
      multi: i % 5 === 0,
    }));
    const directed = specs.filter((s) => s.directed);
    const strong = runNetworkx<string[][]>(
      'components',
      directed.map((graph) => ({ graph, args: { strong: true } })),
    );
    const weak = runNetworkx<string[][]>(
      'components',
      specs.map((graph) => ({ graph, args: {} })),
    );
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      expect(canon(connectedComponents(G))).toEqual(weak[i]);
      expect([numberConnectedComponents(G), isConnected(G)]).toEqual([
        weak[i]!.length,
        weak[i]!.length === 1,
      ]);
    }
    for (const [i, spec] of directed.entries()) {
      const G = toGraph(spec);
      expect(canon(stronglyConnectedComponents(G))).toEqual(strong[i]);
      expect(isStronglyConnected(G)).toBe(strong[i]!.length === 1);
    }
    expect(strong.filter((c) => c.length === 1).length).toBeGreaterThan(10);
  });
});
