import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { hamiltonianBacktrack, hamiltonianDp, hamiltonianPath, hasHamiltonianPath } from './hamiltonian.js';
import { indexGraph } from './indexed.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

const isHamiltonian = (G: AnyGraph, p: string[]) =>
  p.length === G.order &&
  new Set(p).size === p.length &&
  p.every((v, i) => i === 0 || G.hasEdge(p[i - 1]!, v));

describe('Hamiltonian path', () => {
  it('follows directions and handles tiny graphs', () => {
    const D = new DirectedGraph();
    for (const [u, v] of ['01', '21', '23']) D.mergeEdge(u!, v!);
    expect(hasHamiltonianPath(D)).toBe(false);
    D.mergeEdge('1', '2');
    expect(hamiltonianPath(D)).toEqual(['0', '1', '2', '3']);
    const U = new UndirectedGraph();
    expect(hamiltonianPath(U)).toBeNull();
    U.addNode('x');
    expect(hamiltonianPath(U)).toEqual(['x']);
  });

  it('solves a 60-node shuffled path by backtracking', () => {
    const G = new UndirectedGraph();
    const order = Array.from({ length: 60 }, (_, i) => (i * 37) % 60);
    for (let i = 1; i < 60; i++) G.mergeEdge(String(order[i - 1]), String(order[i]));
    G.mergeEdge('0', '30');
    const p = hamiltonianPath(G)!;
    expect(isHamiltonian(G, p)).toBe(true);
  });
});

describe.skipIf(networkxMissing)(nxTitle('Hamiltonian path'), () => {
  it('existence agrees with brute force on 300 random graphs; DP and backtracking agree', () => {
    const specs = randomSpecs(151, 300, (rng, i) => ({
      n: randInt(rng, 1, 8),
      p: 0.15 + rng() * 0.5,
      directed: i % 2 === 0,
      selfLoops: i % 6 === 0,
    }));
    const nx = runNetworkx<boolean>(
      'hamiltonian',
      specs.map((graph) => ({ graph })),
    );
    expect(nx.filter(Boolean).length).toBeGreaterThan(60);
    expect(nx.filter((x) => !x).length).toBeGreaterThan(60);
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const g = indexGraph(G, null);
      for (const p of [hamiltonianDp(g), hamiltonianBacktrack(g)]) {
        expect(p !== null).toBe(nx[i]);
        if (p)
          expect(
            isHamiltonian(
              G,
              p.map((v) => g.keys[v]!),
            ),
          ).toBe(true);
      }
    }
  });
});
