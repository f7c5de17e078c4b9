import { DirectedGraph, UndirectedGraph } from 'graphology';
import { describe, expect, it } from 'vitest';
import type { AnyGraph } from './common.js';
import { topologyOf } from './indexed.js';
import {
  isIsomorphic,
  isSubgraphIsomorphic,
  isSubgraphMonomorphic,
  subgraphIsomorphism,
  subgraphMonomorphism,
} from './isomorphism.js';
import { networkxMissing, nxTitle, runNetworkx } from './test-support/networkx.js';
import { type GraphSpec, prng, randInt, randomSpec, toGraph } from './test-support/random-graphs.js';

/** Edges u→v (either way when undirected), counted with graphology's own lookups. */
function edgesFromTo(G: AnyGraph, u: string, v: string): string[] {
  return G.type === 'undirected' ? G.undirectedEdges(u, v) : G.outEdges(u, v);
}

/** Injective, and every pattern edge (and, if induced, non-edge) is preserved. */
function isEmbedding(G: AnyGraph, H: AnyGraph, f: Record<string, string>, induced: boolean): boolean {
  const image = Object.values(f);
  if (new Set(image).size !== image.length || image.length !== H.order) return false;
  return H.everyNode((a) =>
    H.everyNode((b) => {
      const ch = edgesFromTo(H, a, b).length;
      const cg = edgesFromTo(G, f[a]!, f[b]!).length;
      return induced ? ch === cg : cg >= ch;
    }),
  );
}

function path(type: 'directed' | 'undirected', ...edges: string[]): AnyGraph {
  const G = type === 'directed' ? new DirectedGraph() : new UndirectedGraph();
  for (const e of edges) G.mergeEdge(e[0]!, e[1]!);
  return G;
}

describe('subgraph matching', () => {
  it('tells induced from non-induced matches', () => {
    const triangle = path('undirected', '01', '12', '20');
    const p3 = path('undirected', 'ab', 'bc');
    expect(isSubgraphMonomorphic(triangle, p3)).toBe(true);
    expect(isSubgraphIsomorphic(triangle, p3)).toBe(false);
    expect(isEmbedding(triangle, p3, subgraphMonomorphism(triangle, p3)!, false)).toBe(true);
    expect(subgraphIsomorphism(triangle, p3)).toBeNull();
    expect(isIsomorphic(triangle, path('undirected', 'xy', 'yz', 'zx'))).toBe(true);
  });

  it('respects edge directions', () => {
    const D = path('directed', '01', '12');
    expect(isSubgraphMonomorphic(D, path('directed', 'ab', 'cb'))).toBe(false);
    expect(isSubgraphMonomorphic(D, path('directed', 'ab', 'bc'))).toBe(true);
    expect(() => isSubgraphMonomorphic(D, path('undirected', 'ab'))).toThrow(/both/);
  });

  it('matches a pattern of two components, lazily and on the index', () => {
    for (const indexed of [false, true]) {
      const G = path('directed', '02', '03', '04', '12', '24', '40', '53');
      if (indexed) topologyOf(G);
      const H = path('directed', 'da', 'cb');
      const f = subgraphIsomorphism(G, H);
      expect(f !== null && isEmbedding(G, H, f, true)).toBe(true);
    }
  });

  it('tells graphs apart that color refinement cannot (regular graphs)', () => {
    const c6 = path('undirected', '01', '12', '23', '34', '45', '50');
    const twoTriangles = path('undirected', '01', '12', '20', '34', '45', '53');
    expect(isIsomorphic(c6, twoTriangles)).toBe(false);
    expect(isIsomorphic(c6, path('undirected', 'ac', 'ce', 'eb', 'bd', 'df', 'fa'))).toBe(true);
  });

  it('matches a 10,000-node random graph with a shuffled copy of itself, and not with one edge moved', () => {
    const rng = prng(7);
    const n = 10_000;
    const G: AnyGraph = new UndirectedGraph();
    const H: AnyGraph = new UndirectedGraph();
    const perm = Array.from({ length: n }, (_, i) => i).sort(() => rng() - 0.5);
    for (let i = 0; i < n; i++) G.addNode(String(i));
    for (let i = n - 1; i >= 0; i--) H.addNode(`x${i}`);
    while (G.size < 50_000) {
      const [u, v] = [randInt(rng, 0, n - 1), randInt(rng, 0, n - 1)];
      if (u === v || G.hasEdge(String(u), String(v))) continue;
      G.addEdge(String(u), String(v));
      H.addEdge(`x${perm[u]}`, `x${perm[v]}`);
    }
    expect(isIsomorphic(G, H)).toBe(true);
    const [u, v] = H.extremities(H.edges()[0]!);
    H.dropEdge(u, v);
    let w = 0;
    while (w === Number(u.slice(1)) || H.hasEdge(u, `x${w}`)) w++;
    H.addEdge(u, `x${w}`);
    expect(isIsomorphic(G, H)).toBe(false);
  });

  it('refuses graphs of different directedness whatever their sizes', () => {
    const D = path('directed', '01', '12');
    for (const U of [
      path('undirected', 'ab', 'bc'),
      path('undirected', 'ab'),
      path('undirected', 'ab', 'bc', 'cd'),
    ]) {
      for (const f of [isIsomorphic, isSubgraphIsomorphic, isSubgraphMonomorphic]) {
        expect(() => f(D, U)).toThrow(/both be directed or both undirected/);
        expect(() => f(U, D)).toThrow(/both be directed or both undirected/);
      }
    }
  });
});

/** A pattern: half the time a random subgraph of G (so matches exist), else random. */
function patternFor(rng: () => number, g: GraphSpec): GraphSpec {
  const k = randInt(rng, 1, Math.min(5, g.nodes.length));
  if (rng() < 0.5)
    return randomSpec(rng, { n: k, p: 0.5, directed: g.directed, multi: g.multi, selfLoops: rng() < 0.3 });
  const pick = new Map(
    g.nodes
      .map((n) => n[0])
      .sort(() => rng() - 0.5)
      .slice(0, k)
      .map((key, i) => [key, String.fromCharCode(97 + i)]),
  );
  const edges = g.edges.filter((e) => pick.has(e[0]) && pick.has(e[1]) && rng() < 0.8);
  return {
    directed: g.directed,
    multi: g.multi,
    nodes: [...pick.values()].map((key) => [key, null]),
    edges: edges.map(([u, v, w]) => [pick.get(u)!, pick.get(v)!, w]),
  };
}

/** The same graph with its nodes renamed and listed in another order; half the time one edge moved. */
function shuffled(rng: () => number, g: GraphSpec): GraphSpec {
  const perm = g.nodes.map((n) => n[0]).sort(() => rng() - 0.5);
  const rename = new Map(g.nodes.map((n, i) => [n[0], `x${perm[i]}`]));
  const edges = g.edges.map(([u, v, w]): [string, string, number] => [rename.get(u)!, rename.get(v)!, w]);
  const moved: [string, string, number] = [
    edges[0]?.[0] ?? '',
    `x${perm[randInt(rng, 0, perm.length - 1)]}`,
    1,
  ];
  const same = (e: [string, string, number]) =>
    (e[0] === moved[0] && e[1] === moved[1]) || (!g.directed && e[0] === moved[1] && e[1] === moved[0]);
  if (edges.length > 0 && rng() < 0.5 && (g.multi || !edges.some(same))) edges[0] = moved;
  return {
    ...g,
    nodes: [...rename.values()].reverse().map((k) => [k, null]),
    edges: edges.sort(() => rng() - 0.5),
  };
}

describe.skipIf(networkxMissing)(nxTitle('isIsomorphic'), () => {
  it('agrees on 300 random pairs (multigraphs and self-loops included), lazily and indexed', () => {
    const rng = prng(103);
    const cases = Array.from({ length: 300 }, (_, i) => {
      const graph = randomSpec(rng, {
        n: randInt(rng, 1, 9),
        p: 0.2 + rng() * 0.5,
        directed: i % 2 === 0,
        multi: i % 5 === 0,
        selfLoops: i % 3 === 0,
      });
      return { graph, args: { other: shuffled(rng, graph) } };
    });
    const nx = runNetworkx<boolean>('isomorphic', cases);
    expect(nx.filter(Boolean).length).toBeGreaterThan(100);
    expect(nx.filter((x) => !x).length).toBeGreaterThan(50);
    for (const [i, c] of cases.entries()) {
      const [G, H] = [toGraph(c.graph), toGraph(c.args.other)];
      expect(isIsomorphic(G, H)).toBe(nx[i]);
      topologyOf(G);
      expect(isIsomorphic(H, G)).toBe(nx[i]);
    }
  });
});

describe.skipIf(networkxMissing)(nxTitle('subgraph matching'), () => {
  it('induced and non-induced existence agree on 300 random pairs; embeddings are valid', () => {
    const rng = prng(101);
    const cases = Array.from({ length: 300 }, (_, i) => {
      const graph = randomSpec(rng, {
        n: randInt(rng, 3, 9),
        p: 0.2 + rng() * 0.5,
        directed: i % 2 === 0,
        multi: i % 7 === 0,
        selfLoops: i % 4 === 0,
      });
      return { graph, args: { pattern: patternFor(rng, graph) } };
    });
    const nx = runNetworkx<{ induced: boolean; mono: boolean }>('subgraph', cases);
    expect(nx.filter((r) => r.mono && !r.induced).length).toBeGreaterThan(20);
    expect(nx.filter((r) => !r.mono).length).toBeGreaterThan(20);
    for (const [i, c] of cases.entries()) {
      const G = toGraph(c.graph);
      const H = toGraph(c.args.pattern);
      const mono = subgraphMonomorphism(G, H);
      const ind = subgraphIsomorphism(G, H);
      expect([mono !== null, ind !== null]).toEqual([nx[i]!.mono, nx[i]!.induced]);
      if (mono) expect(isEmbedding(G, H, mono, false)).toBe(true);
      if (ind) expect(isEmbedding(G, H, ind, true)).toBe(true);
    }
  });
});
