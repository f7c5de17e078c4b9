import { DirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { eulerianCircuit, eulerianPath, hasEulerianCircuit, hasEulerianPath } from './euler.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** The walk uses every edge exactly once (checked by consuming a multiset of edges). */
function usesEveryEdgeOnce(G: AnyGraph, walk: string[]): boolean {
  const left = new Map<string, number>();
  const key = (u: string, v: string) => (G.type === 'undirected' && u > v ? `${v}|${u}` : `${u}|${v}`);
  G.forEachEdge((_e, _a, u, v) => left.set(key(u, v), (left.get(key(u, v)) ?? 0) + 1));
  for (let i = 1; i < walk.length; i++) {
    const k = key(walk[i - 1]!, walk[i]!);
    if (!left.get(k)) return false;
    left.set(k, left.get(k)! - 1);
  }
  return walk.length === G.size + 1 || (G.size === 0 && walk.length === 0);
}

describe('Euler paths', () => {
  it('finds paths and circuits with self-loops, parallel edges and isolated nodes', () => {
    const M = new MultiUndirectedGraph();
    M.mergeNode('lonely');
    M.mergeEdge('a', 'b');
    M.addEdge('a', 'b');
    M.mergeEdge('b', 'b');
    expect(eulerianCircuit(M)).toHaveLength(4);
    M.mergeEdge('b', 'c');
    expect(hasEulerianCircuit(M)).toBe(false);
    const p = eulerianPath(M)!;
    expect(usesEveryEdgeOnce(M, p)).toBe(true);
    expect([p[0], p[p.length - 1]].sort()).toEqual(['b', 'c']);
  });

  it('follows directions and detects disconnected edge sets', () => {
    const D = new DirectedGraph();
    D.mergeEdge('0', '1');
    D.mergeEdge('1', '2');
    expect(eulerianPath(D)).toEqual(['0', '1', '2']);
    expect(hasEulerianCircuit(D)).toBe(false);
    D.mergeEdge('3', '4');
    D.mergeEdge('4', '3');
    expect(hasEulerianPath(D)).toBe(false);
    expect(eulerianCircuit(new UndirectedGraph())).toEqual([]);
  });
});

describe.skipIf(networkxMissing)(nxTitle('Euler paths'), () => {
  it('existence agrees on 400 random graphs and witnesses use every edge once', () => {
    const specs = randomSpecs(91, 400, (rng, i) => ({
      n: randInt(rng, 1, 9),
      p: 0.15 + rng() * 0.4,
      directed: i % 2 === 0,
      selfLoops: i % 5 === 0,
      multi: i % 3 === 0,
    }));
    const nx = runNetworkx<{ path: boolean; circuit: boolean }>(
      'euler',
      specs.map((graph) => ({ graph })),
    );
    expect(nx.filter((r) => r.path).length).toBeGreaterThan(40);
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const path = eulerianPath(G);
      const circuit = eulerianCircuit(G);
      expect([path !== null, circuit !== null]).toEqual([nx[i]!.path, nx[i]!.circuit]);
      if (path) expect(usesEveryEdgeOnce(G, path)).toBe(true);
      if (circuit) expect(usesEveryEdgeOnce(G, circuit) && circuit[0] === circuit.at(-1)).toBe(true);
    }
  });
});
