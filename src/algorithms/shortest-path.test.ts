import { DirectedGraph, MultiDirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import { peekMemo } from './graph-memo.js';
import { topologyOf } from './indexed.js';
import { isValidPath, pathLength, pathWeight } from './path-checks.js';
import {
  hasNegativeCycle,
  hasPath,
  shortestPath,
  shortestPathLength,
  singleSourceShortestPathLength,
} from './shortest-path.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import type { GraphSpec } from './test-support/random-graphs.js';
import { prng, randInt, randomSpecs, toGraph } from './test-support/random-graphs.js';

function triangle() {
  const D = new DirectedGraph();
  D.mergeEdge('0', '1', { weight: 5 });
  D.mergeEdge('0', '2', { weight: 1 });
  D.mergeEdge('2', '1', { weight: 2 });
  D.addNode('3');
  return D;
}

describe('shortest paths', () => {
  it('weights by default, counts hops on request, reports unreachable nodes', () => {
    const D = triangle();
    expect(shortestPath(D, '0', '1')).toEqual(['0', '2', '1']);
    expect(shortestPathLength(D, 0, 1)).toBe(3);
    expect(shortestPathLength(D, '0', '1', { weight: null })).toBe(1);
    expect(shortestPath(D, '0', '3')).toBeNull();
    expect(shortestPathLength(D, '0', '3')).toBe(Number.POSITIVE_INFINITY);
    expect(singleSourceShortestPathLength(D, '0')).toEqual({ '0': 0, '1': 3, '2': 1 });
    expect(hasPath(D, '1', '0')).toBe(false);
    expect(() => shortestPath(D, '0', '9')).toThrow(/not in the graph/);
  });

  it('uses Bellman-Ford for negative weights and detects negative cycles', () => {
    const D = triangle();
    D.mergeEdge('1', '3', { weight: -4 });
    expect(shortestPathLength(D, '0', '3')).toBe(-1);
    expect(() => shortestPathLength(D, '0', '3', { method: 'dijkstra' })).toThrow(/non-negative/);
    expect(hasNegativeCycle(D)).toBe(false);
    D.mergeEdge('3', '0', { weight: 0 });
    expect(hasNegativeCycle(D)).toBe(true);
    expect(() => shortestPathLength(D, '0', '3')).toThrow(/negative cycle/);
  });

  it('takes a cycle whose weights sum to zero up to float rounding for a zero cycle', () => {
    const D = new DirectedGraph();
    const w = [0.1, 0.2, 0.1, -0.4];
    for (let i = 0; i < 4; i++) D.mergeEdge(`v${i}`, `v${(i + 1) % 4}`, { weight: w[i] });
    expect(hasNegativeCycle(D)).toBe(false);
    expect(shortestPathLength(D, 'v0', 'v3')).toBeCloseTo(0.4, 12);
    expect(shortestPath(D, 'v3', 'v2')).toEqual(['v3', 'v0', 'v1', 'v2']);
    D.setEdgeAttribute('v3', 'v0', 'weight', -0.5);
    expect(hasNegativeCycle(D)).toBe(true);
    expect(() => shortestPathLength(D, 'v0', 'v3')).toThrow(/negative cycle/);
  });

  it('sees a small improvement whatever weight sits elsewhere in the graph (issue 26, item 7)', () => {
    // The far-away 1e9 used to widen the rounding tolerance to 1: a→c→b (1.0) lost to a→b (1.5).
    const D = new DirectedGraph();
    D.mergeEdge('a', 'b', { weight: 1.5 });
    D.mergeEdge('a', 'c', { weight: 0.5 });
    D.mergeEdge('c', 'b', { weight: 0.5 });
    D.mergeEdge('x', 'y', { weight: 1e9 });
    D.mergeEdge('y', 'z', { weight: -1 });
    expect(shortestPathLength(D, 'a', 'b')).toBe(1);
    expect(shortestPath(D, 'a', 'b')).toEqual(['a', 'c', 'b']);
    expect(singleSourceShortestPathLength(D, 'a')).toEqual({ a: 0, b: 1, c: 0.5 });
    // A light negative cycle is found beside a heavy edge, too.
    D.mergeEdge('b', 'a', { weight: -1.25 });
    expect(hasNegativeCycle(D)).toBe(true);
    expect(() => shortestPathLength(D, 'a', 'b')).toThrow(/negative cycle/);
  });

  it('takes cycles that sum to zero in decimals for zero cycles at any magnitude', () => {
    for (const [scale, w] of [
      [1, [-0.1, -0.2, 0.3]],
      [1e9, [-0.1, -0.2, 0.3]],
      [1e-9, [0.7, 0.1, -0.8]],
    ] as const) {
      const D = new DirectedGraph();
      for (let i = 0; i < w.length; i++)
        D.mergeEdge(`v${i}`, `v${(i + 1) % w.length}`, { weight: w[i]! * scale });
      expect(hasNegativeCycle(D)).toBe(false);
      D.setEdgeAttribute(`v${w.length - 1}`, 'v0', 'weight', (w[w.length - 1]! - 1e-6) * scale);
      expect(hasNegativeCycle(D)).toBe(true);
    }
  });

  it('refuses weights that are not numbers, naming the edge', () => {
    const D = triangle();
    D.setEdgeAttribute('0', '2', 'weight', Number.NaN);
    expect(() => shortestPathLength(D, '0', '1')).toThrow(/weight of edge 0→2 is not a number: NaN/);
    D.setEdgeAttribute('0', '2', 'weight', 'heavy');
    expect(() => singleSourceShortestPathLength(D, '0')).toThrow(/not a number: "heavy"/);
  });

  it('searches s→t from both ends: long searches move to the index, short ones do not build it', () => {
    const D = new DirectedGraph();
    for (let i = 1; i < 20_000; i++) D.mergeEdge(String(i - 1), String(i), { weight: 1 });
    D.mergeEdge('0', '19999', { weight: 50_000 });
    expect(shortestPathLength(D, '0', '3')).toBe(3);
    expect(hasPath(D, '3', '0')).toBe(false);
    expect(peekMemo(D, 'topology')).toBeUndefined();
    expect(shortestPathLength(D, '0', '19999', { weight: null })).toBe(1);
    expect(shortestPathLength(D, '0', '19999')).toBe(19_999);
    expect(peekMemo(D, 'topology')).toBeDefined();
    expect(shortestPath(D, '19999', '0')).toBeNull();
  });

  it("lazy 'dijkstra' grows its arrays past their first size as it meets more ids", () => {
    // 20,000 nodes, so the lazy capacity (budget + 16, under 5,000) is below n and the sides'
    // arrays start at 1,026 ids: this search meets about 1,500.
    const D = new DirectedGraph();
    for (let i = 1; i < 20_000; i++) D.mergeEdge(String(i - 1), String(i), { weight: 2 });
    expect(shortestPathLength(D, '0', '1500', { method: 'dijkstra' })).toBe(3_000);
    expect(shortestPath(D, '0', '1500', { method: 'dijkstra' })).toHaveLength(1_501);
    expect(peekMemo(D, 'topology')).toBeUndefined();
  });

  it("method 'dijkstra' reads only the weights it explores, as NetworkX; 'auto' reads them all", () => {
    const D = new DirectedGraph();
    for (let i = 1; i < 50; i++) D.mergeEdge(String(i - 1), String(i), { weight: 1 });
    D.mergeEdge('40', '41', { weight: -3 });
    D.mergeEdge('48', '49', { weight: 'heavy' });
    expect(shortestPathLength(D, '0', '3', { method: 'dijkstra' })).toBe(3);
    expect(() => shortestPathLength(D, '0', '3')).toThrow(/weight of edge 48→49 is not a number/);
    expect(() => shortestPathLength(D, '35', '45', { method: 'dijkstra' })).toThrow(/non-negative/);
    D.setEdgeAttribute('48', '49', 'weight', 1);
    expect(shortestPathLength(D, '35', '45')).toBe(6);
  });

  it('measures given paths, taking the lightest parallel edge', () => {
    const M = new MultiDirectedGraph();
    M.addNode('a');
    M.addNode('b');
    M.addEdge('a', 'b', { weight: 4 });
    M.addEdge('a', 'b', { weight: 2 });
    expect(pathWeight(M, ['a', 'b'])).toBe(2);
    expect(pathLength(M, ['a', 'b'])).toBe(1);
    expect(isValidPath(M, ['b', 'a'])).toBe(false);
    expect(() => pathWeight(M, ['b', 'a'])).toThrow(/not a path/);
  });

  it('runs Dijkstra on a 10,000-node chain', () => {
    const D = new DirectedGraph();
    for (let i = 1; i < 10_000; i++) D.mergeEdge(String(i - 1), String(i), { weight: 2 });
    expect(shortestPathLength(D, '0', '9999')).toBe(19_998);
  });
});

describe.skipIf(networkxMissing)(nxTitle('shortest paths'), () => {
  const specs = randomSpecs(61, 300, (rng, i) => ({
    n: randInt(rng, 2, 14),
    p: rng() * 0.4,
    directed: i % 2 === 0,
    multi: i % 7 === 0,
    weights: i % 5 === 0 && i % 2 === 0 ? [-3, 10] : [1, 10],
  }));
  const args = specs.map((s, i) => ({ s: '0', t: String(s.nodes.length - 1 - (i % 2)) }));

  for (const method of ['bfs', 'dijkstra', 'bellman-ford'] as const) {
    it(`${method}: lengths agree on 270+ random graphs and paths are valid`, () => {
      const ok = specs
        .map((s, i) => ({ s, a: args[i]! }))
        .filter(({ s }) => method === 'bellman-ford' || s.edges.every((e) => e[2] >= 0));
      const nx = runNetworkx<number | null | string>(
        'shortest',
        ok.map(({ s, a }) => ({ graph: s, args: { ...a, method } })),
      );
      expect(ok.length).toBeGreaterThanOrEqual(270);
      if (method === 'bellman-ford')
        expect(nx.filter((x) => x === 'negative-cycle').length).toBeGreaterThan(3);
      // Each graph twice: read lazily from graphology, then from the memorized index.
      ok.flatMap((c) => [
        { ...c, indexed: false },
        { ...c, indexed: true },
      ]).forEach(({ s, a, indexed }, j) => {
        const i = j >> 1;
        const G = toGraph(s);
        if (indexed) topologyOf(G);
        const o = { method, weight: method === 'bfs' ? null : 'weight' } as const;
        if (nx[i] === 'negative-cycle') {
          expect(() => shortestPathLength(G, a.s, a.t, o)).toThrow(/negative cycle/);
          return;
        }
        expect(shortestPathLength(G, a.s, a.t, o)).toBe(nx[i] ?? Number.POSITIVE_INFINITY);
        const path = shortestPath(G, a.s, a.t, o);
        expect(path === null).toBe(nx[i] === null);
        if (path && method === 'bfs') expect(pathLength(G, path)).toBe(nx[i]);
        if (path && method !== 'bfs') expect(pathWeight(G, path)).toBe(nx[i]);
      });
    });
  }

  it('bellman-ford: quarter weights beside a far-away heavy edge agree on 300 random graphs', () => {
    // Each graph gets a separate x→y→z of weights 1e12 and −1, which forces Bellman-Ford and
    // once set the rounding tolerance of every comparison (issue 26, item 7).
    const far = randomSpecs(64, 300, (rng, i) => ({
      n: randInt(rng, 2, 12),
      p: 0.15 + rng() * 0.35,
      directed: i % 3 !== 0,
      weights: [-2, 12],
    })).map((s) => ({
      ...s,
      nodes: [...s.nodes, ['x', null], ['y', null], ['z', null]] as GraphSpec['nodes'],
      edges: [
        ...s.edges.map(([u, v, w]) => [u, v, w / 4] as [string, string, number]),
        ['x', 'y', 1e12],
        ['y', 'z', -1],
      ] as GraphSpec['edges'],
    }));
    const t = (s: GraphSpec) => String(s.nodes.length - 4);
    const nx = runNetworkx<number | null | string>(
      'shortest',
      far.map((graph) => ({ graph, args: { s: '0', t: t(graph), method: 'bellman-ford' } })),
    );
    const finite = nx.filter((x) => typeof x === 'number');
    expect(finite.filter((x) => !Number.isInteger(x)).length).toBeGreaterThan(30);
    expect(nx.filter((x) => x === 'negative-cycle').length).toBeGreaterThan(10);
    far.forEach((s, i) => {
      const G = toGraph(s);
      if (nx[i] === 'negative-cycle') {
        expect(() => shortestPathLength(G, '0', t(s))).toThrow(/negative cycle/);
        return;
      }
      expect(shortestPathLength(G, '0', t(s))).toBe(nx[i] ?? Number.POSITIVE_INFINITY);
      const all = singleSourceShortestPathLength(G, '0');
      expect(all[t(s)]).toBe(nx[i] ?? undefined);
    });
  });

  it('hasNegativeCycle agrees on 300 random graphs with negative weights', () => {
    const neg = randomSpecs(63, 300, (rng, i) => ({
      n: randInt(rng, 1, 10),
      p: rng() * 0.4,
      directed: i % 4 !== 0,
      weights: [-4, 12],
    }));
    const nx = runNetworkx<boolean>(
      'negative_cycle',
      neg.map((graph) => ({ graph })),
    );
    expect(nx.filter(Boolean).length).toBeGreaterThan(30);
    expect(nx.filter((x) => !x).length).toBeGreaterThan(30);
    for (const [i, s] of neg.entries()) expect(hasNegativeCycle(toGraph(s))).toBe(nx[i]);
  });

  it('hasPath agrees on 300 random graphs', () => {
    const nx = runNetworkx<boolean>(
      'has_path',
      specs.map((graph, i) => ({ graph, args: args[i] })),
    );
    for (const [i, s] of specs.entries()) expect(hasPath(toGraph(s), args[i]!.s, args[i]!.t)).toBe(nx[i]);
  });

  it('isValidPath and pathWeight agree on 300 random walks', () => {
    const rng = prng(62);
    const paths = specs.map((s) =>
      Array.from({ length: randInt(rng, 1, 4) }, () => String(randInt(rng, 0, s.nodes.length - 1))),
    );
    const nx = runNetworkx<{ valid: boolean; weight: number | null }>(
      'path_check',
      specs.map((graph, i) => ({ graph, args: { path: paths[i] } })),
    );
    expect(nx.filter((r) => r.valid).length).toBeGreaterThan(60);
    specs.forEach((s, i) => {
      const G = toGraph(s);
      expect(isValidPath(G, paths[i]!)).toBe(nx[i]!.valid);
      if (nx[i]!.valid) expect(pathWeight(G, paths[i]!)).toBe(nx[i]!.weight);
    });
  });
});
