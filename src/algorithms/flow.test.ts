import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { type FlowResult, maximumFlow, maximumFlowValue } from './flow.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** Capacity respected on every edge, conservation at every inner node, value leaves the source. */
function isFeasible(G: AnyGraph, s: string, t: string, r: FlowResult): boolean {
  const cap = new Map<string, number>();
  G.forEachEdge((_e, a, u, v) => {
    cap.set(`${u}>${v}`, (cap.get(`${u}>${v}`) ?? 0) + a.weight);
    if (G.type === 'undirected' && u !== v) cap.set(`${v}>${u}`, (cap.get(`${v}>${u}`) ?? 0) + a.weight);
  });
  const balance = new Map<string, number>();
  for (const [u, row] of Object.entries(r.flow)) {
    for (const [v, f] of Object.entries(row)) {
      if (f < 0 || f > (cap.get(`${u}>${v}`) ?? 0) + 1e-9) return false;
      balance.set(u, (balance.get(u) ?? 0) - f);
      balance.set(v, (balance.get(v) ?? 0) + f);
    }
  }
  return G.everyNode((v) => {
    const b = balance.get(v) ?? 0;
    return Math.abs(b - (v === s ? -r.value : v === t ? r.value : 0)) < 1e-9;
  });
}

describe('maximum flow', () => {
  it('computes a small directed flow and its edges', () => {
    const D = new DirectedGraph();
    for (const [u, v, c] of [
      ['s', 'a', 3],
      ['s', 'b', 2],
      ['a', 'b', 1],
      ['a', 't', 2],
      ['b', 't', 3],
    ] as const) {
      D.mergeEdge(u, v, { weight: c });
    }
    const r = maximumFlow(D, 's', 't');
    expect(r.value).toBe(5);
    expect(isFeasible(D, 's', 't', r)).toBe(true);
    D.updateEachEdgeAttributes((_e, a) => ({ ...a, cap: 2 * a.weight }));
    expect(maximumFlowValue(D, 's', 't', { capacity: 'cap' })).toBe(10);
  });

  it('sends undirected flow either way and rejects unbounded flow', () => {
    const U = new UndirectedGraph();
    U.mergeEdge('t', 'x', { weight: 4 });
    U.mergeEdge('s', 'x', { weight: 7 });
    expect(maximumFlowValue(U, 's', 't')).toBe(4);
    U.mergeEdge('s', 't');
    expect(() => maximumFlowValue(U, 's', 't')).toThrow(/unbounded/);
  });

  it('handles a 10,000-node chain', () => {
    const D = new DirectedGraph();
    for (let i = 1; i < 10_000; i++) D.mergeEdge(String(i - 1), String(i), { weight: 1 + (i % 7) });
    expect(maximumFlowValue(D, '0', '9999')).toBe(1);
  });
});

describe.skipIf(networkxMissing)(nxTitle('maximumFlow'), () => {
  it('values agree on 300 random graphs and flows are feasible', () => {
    const specs = randomSpecs(71, 300, (rng, i) => ({
      n: randInt(rng, 2, 14),
      p: 0.1 + rng() * 0.4,
      directed: i % 3 !== 0,
      weights: [0, 12],
    }));
    const args = specs.map((s) => ({ s: '0', t: String(s.nodes.length - 1) }));
    const nx = runNetworkx<number>(
      'max_flow',
      specs.map((graph, i) => ({ graph, args: args[i] })),
    );
    expect(nx.filter((v) => v > 0).length).toBeGreaterThan(100);
    for (const [i, spec] of specs.entries()) {
      const G = toGraph(spec);
      const r = maximumFlow(G, args[i]!.s, args[i]!.t);
      expect(r.value).toBe(nx[i]);
      expect(isFeasible(G, args[i]!.s, args[i]!.t, r)).toBe(true);
    }
  });
});
