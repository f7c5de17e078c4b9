import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { toTransferGraph } from '../exec/js/graph-transfer.js';
import { buildGraph } from '../exec/js/sandbox/graph-builder.js';
import { toGraphology } from '../graph/graphology.js';
import type { GraphData, GraphEdge } from '../graph/model.js';
import { mulberry32 } from '../util/mulberry32.js';
import type { AnyGraph } from './common.js';
import { type FlowResult, maximumFlow, maximumFlowValue } from './flow.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

/** Capacity respected on every edge, conservation at every inner node, value leaves the source. */
function isFeasible(G: AnyGraph, s: string, t: string, r: FlowResult): boolean {
  const cap = new Map<string, number>();
  G.forEachEdge((_e, a, u, v) => {
    const c = a.weight ?? Number.POSITIVE_INFINITY;
    cap.set(`${u}>${v}`, (cap.get(`${u}>${v}`) ?? 0) + c);
    if (G.type === 'undirected' && u !== v) cap.set(`${v}>${u}`, (cap.get(`${v}>${u}`) ?? 0) + c);
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

/** A random multigraph or not, with self-loops, isolated nodes and some edges without a capacity. */
function randomGraph(seed: number, directed: boolean, multi: boolean): GraphData {
  const rng = mulberry32(seed);
  const n = 6 + Math.floor(rng() * 20);
  const linked = n - 2;
  const edges = Array.from({ length: Math.floor(rng() * 3 * n) }, (_, i): GraphEdge => {
    const source = Math.floor(rng() * linked);
    const target = i % 9 === 0 ? source : Math.floor(rng() * linked);
    return { source, target, properties: {}, ...(i % 7 === 3 ? {} : { weight: 1 + Math.floor(rng() * 9) }) };
  });
  const nodes = Array.from({ length: n }, (_, id) => ({ id, labels: [], properties: {} }));
  return { directed, multi, nodes, edges };
}

/** The value, or the code of the error thrown; and the flow's rows and entries with their feasibility. */
function flowOutcome(G: AnyGraph, s: string, t: string) {
  try {
    const r = maximumFlow(G, s, t);
    const entries = Object.entries(r.flow).map(([u, row]) => [u, Object.keys(row).sort()]);
    return { value: r.value, entries: entries.sort(), feasible: isFeasible(G, s, t, r) };
  } catch (e) {
    return { threw: (e as { code?: string }).code ?? String(e) };
  }
}

describe('maximum flow on a G its builder made (the compact index read from the builder’s lists)', () => {
  it('gives the value and a feasible flow on the same edges as on graphology built edge by edge', () => {
    for (const directed of [true, false]) {
      for (const multi of [false, true]) {
        for (let seed = 1; seed <= 12; seed++) {
          const g = randomGraph(seed * 7 + Number(directed) + 2 * Number(multi), directed, multi);
          const reference = toGraphology(g);
          const keys = reference.nodes();
          for (const s of keys.slice(0, 5)) {
            for (const t of keys) {
              if (s === t) continue;
              const bulk = buildGraph(toTransferGraph(g)) as AnyGraph;
              const expected = flowOutcome(reference, s, t);
              expect(flowOutcome(bulk, s, t), `${directed} ${multi} ${seed}: ${s}→${t}`).toEqual(expected);
              if ('feasible' in expected) expect(expected.feasible).toBe(true);
            }
          }
        }
      }
    }
  });

  it('reads capacities a program changed in place after holding the attributes', () => {
    const g = randomGraph(5, true, false);
    g.edges = g.edges.map((e) => ({ ...e, weight: e.weight ?? 3 }));
    const G = buildGraph(toTransferGraph(g)) as AnyGraph;
    const reference = toGraphology(g);
    expect(maximumFlowValue(G, '0', '1')).toBe(maximumFlowValue(reference, '0', '1'));
    for (const H of [G, reference]) {
      H.forEachEdge((_e, a) => {
        a.weight = (a.weight as number) * 2 + 1;
      });
    }
    expect(maximumFlowValue(G, '0', '1')).toBe(maximumFlowValue(reference, '0', '1'));
    G.forEachEdge((_e, a, u) => {
      if (u === '0') a.weight = -1;
    });
    expect(() => maximumFlowValue(G, '0', '1')).toThrow(/negative capacity -1 on edge 0→/);
  });
});

describe('the flow of maximumFlow, made on first read', () => {
  it('is there when read, serialized and replaced', () => {
    const D = new DirectedGraph();
    D.mergeEdge('s', 'a', { weight: 3 });
    D.mergeEdge('a', 't', { weight: 2 });
    const r = maximumFlow(D, 's', 't');
    expect(JSON.parse(JSON.stringify(r))).toEqual({ value: 2, flow: { s: { a: 2 }, a: { t: 2 } } });
    expect(r.flow.s!.a).toBe(2);
    const q = maximumFlow(D, 's', 't');
    q.flow = {};
    expect([q.flow, Object.keys(q)]).toEqual([{}, ['value', 'flow']]);
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
