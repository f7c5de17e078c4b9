/**
 * The library on a bulk-built G reads G's structure from the builder's seed
 * (algorithms/graph-seed.ts): s→t searches from its per-node lists, the index assembled from them.
 * These tests hold every answer equal to the same call on graphology's own graph built edge by
 * edge (the paths the library took before; their answers are checked against NetworkX in
 * src/algorithms), on random graphs directed and undirected, simple and multi, weighted and not,
 * with self-loops, repeated edges, isolated nodes (disconnected s and t) and s = t.
 */
import { describe, expect, it } from 'vitest';
import { graphSeed } from '../../../algorithms/graph-seed.js';
import * as lib from '../../../algorithms/index.js';
import { memorizedTopology } from '../../../algorithms/indexed.js';
import { type GraphologyGraph, toGraphology } from '../../../graph/graphology.js';
import type { GraphData, GraphEdge } from '../../../graph/model.js';
import { mulberry32 } from '../../../util/mulberry32.js';
import { toTransferGraph } from '../graph-transfer.js';
import type { EdgeLists } from './edge-index.js';
import { buildGraph } from './graph-builder.js';

interface Shape {
  directed: boolean;
  multi: boolean;
  weighted: boolean;
  /** Node ids 0..n-1 in order (the node map finds them by number), else mixed strings. */
  numbered: boolean;
  /**
   * Weighted graphs: 'some' edges without a weight (the default), 'every' edge with one, or every
   * edge with one and some negative ('signed'); the builder's weight summary differs in each.
   */
  weights?: 'some' | 'every' | 'signed';
}

/** A random graph: repeated edges, self-loops, a few isolated nodes, weights 0.5..9.5 on some edges. */
function randomGraph(seed: number, shape: Shape): GraphData {
  const rng = mulberry32(seed);
  const n = 8 + Math.floor(rng() * 40);
  const ids = Array.from({ length: n }, (_, i) => (shape.numbered || i % 3 !== 0 ? i : `n${i}`));
  // The last three nodes get no edges: pairs with them are disconnected.
  const linked = n - 3;
  const m = Math.floor(rng() * 3 * n);
  const edges = Array.from({ length: m }, (_, i): GraphEdge => {
    const source = ids[Math.floor(rng() * linked)]!;
    const target = i % 11 === 0 ? source : ids[Math.floor(rng() * linked)]!;
    const weight = Math.floor(rng() * 10) + 0.5 - (shape.weights === 'signed' ? 3 : 0);
    const given = shape.weighted && (i % 4 !== 0 || (shape.weights ?? 'some') !== 'some');
    return { source, target, properties: {}, ...(given ? { weight } : {}) };
  });
  const nodes = ids.map((id) => ({ id, labels: [], properties: {} }));
  return { directed: shape.directed, multi: shape.multi, nodes, edges };
}

const SHAPES: Shape[] = [
  ...[true, false].flatMap((directed) =>
    [false, true].flatMap((multi) =>
      [false, true].flatMap((weighted) =>
        [false, true].map((numbered) => ({ directed, multi, weighted, numbered })),
      ),
    ),
  ),
  // Every edge weighted, and some weights negative: the library reads the builder's summary then.
  ...[true, false].flatMap((directed) =>
    (['every', 'signed'] as const).map((weights) => ({
      directed,
      multi: false,
      weighted: true,
      numbered: true,
      weights,
    })),
  ),
];

const title = (s: Shape) =>
  `${s.directed ? 'directed' : 'undirected'}, ${s.multi ? 'multi' : 'simple'}, ${s.weighted ? `weighted (${s.weights ?? 'some'})` : 'unweighted'}, ${s.numbered ? 'numbered' : 'mixed'} ids`;

/** A call's answer, or the code of the GrrafError it threw (both sides must agree on which). */
function outcome(f: () => unknown): unknown {
  try {
    return f();
  } catch (e) {
    return { threw: (e as { code?: string }).code ?? String(e) };
  }
}

/** The s→t answers both graphs must share (paths may differ between equally short ones: lengths, validity). */
function pointToPoint(G: lib.AnyGraph, s: string, t: string) {
  const checked = (path: string[] | null) =>
    path === null ? null : [path[0], path.at(-1), lib.isValidPath(G, path), lib.pathWeight(G, path)];
  return {
    hops: outcome(() => lib.shortestPathLength(G, s, t, { weight: null })),
    hopPath: outcome(() => {
      const p = lib.shortestPath(G, s, t, { weight: null });
      return p === null ? null : [p.length, lib.isValidPath(G, p)];
    }),
    weighted: outcome(() => lib.shortestPathLength(G, s, t)),
    dijkstra: outcome(() => lib.shortestPathLength(G, s, t, { method: 'dijkstra' })),
    dijkstraPath: outcome(() => checked(lib.shortestPath(G, s, t, { method: 'dijkstra' }))),
    reaches: lib.hasPath(G, s, t),
  };
}

/** Whole-graph answers (orders and cycles vary between valid ones: their validity is compared). */
function wholeGraph(G: lib.AnyGraph) {
  const keys = G.nodes();
  const [s, t] = [keys[0] ?? '', keys[1] ?? ''];
  const coloring = (c: Record<string, 0 | 1> | null) =>
    c === null || G.everyEdge((_e, _a, u, v) => c[u] !== c[v]);
  return {
    components: outcome(() => lib.numberConnectedComponents(G)),
    componentLists: outcome(() => lib.connectedComponents(G)),
    weakLists: outcome(() => lib.weaklyConnectedComponents(G)),
    connected: outcome(() => lib.isConnected(G)),
    strongSets: outcome(() => lib.stronglyConnectedComponents(G).map((c) => [...c].sort())),
    stronglyConnected: outcome(() => lib.isStronglyConnected(G)),
    distances: outcome(() => lib.singleSourceShortestPathLength(G, s)),
    hopDistances: outcome(() => lib.singleSourceShortestPathLength(G, s, { weight: null })),
    coloring: outcome(() => coloring(lib.bipartiteColoring(G))),
    colored: outcome(() => lib.bipartiteColoring(G) !== null),
    clustering: outcome(() => lib.clustering(G)),
    averageClustering: outcome(() => lib.averageClustering(G)),
    triangle: outcome(() => lib.maxWeightTriangle(G, { weight: 'id' })?.weight ?? null),
    spanningWeight: outcome(() => lib.minimumSpanningTreeWeight(G)),
    spanningEdges: outcome(() => lib.minimumSpanningTree(G).edges.length),
    flow: outcome(() => lib.maximumFlowValue(G, s, t)),
    reverseFlow: outcome(() => lib.maximumFlowValue(G, t, s)),
    strong: outcome(() => lib.stronglyConnectedComponents(G).length),
    dag: outcome(() => lib.isDirectedAcyclicGraph(G)),
    order: outcome(() => lib.isValidTopologicalOrder(G, lib.topologicalSort(G))),
    cycle: outcome(() => lib.hasCycle(G)),
    cycleFound: outcome(() => lib.findCycle(G) !== null),
    bipartite: outcome(() => lib.isBipartite(G)),
  };
}

describe('the library on a bulk-built (seeded) G answers as on graphology built edge by edge', () => {
  it.each(SHAPES.map((s) => [title(s), s] as const))('s→t searches on every pair: %s', (_title, shape) => {
    for (const seed of [1, 2, 3]) {
      const g = randomGraph(seed * 31 + Number(shape.directed), shape);
      const reference = toGraphology(g);
      const keys = reference.nodes();
      for (const s of keys) {
        for (const t of keys) {
          // A fresh bulk G per pair: the first call on it is the one a program meets.
          const bulk = buildGraph(toTransferGraph(g)) as GraphologyGraph;
          expect(pointToPoint(bulk, s, t), `seed ${seed}: ${s}→${t}`).toEqual(pointToPoint(reference, s, t));
        }
      }
    }
  });

  it.each(SHAPES.map((s) => [title(s), s] as const))(
    'whole-graph calls on a fresh G: %s',
    (_title, shape) => {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const g = randomGraph(seed * 17, shape);
        const expected = wholeGraph(toGraphology(g));
        expect(wholeGraph(buildGraph(toTransferGraph(g)) as GraphologyGraph), `seed ${seed}`).toEqual(
          expected,
        );
      }
    },
  );

  it('answers as graphology on empty graphs, and from lists sent without their far ends (an older host)', () => {
    for (const directed of [true, false]) {
      const empty: GraphData = { directed, nodes: [], edges: [] };
      expect(wholeGraph(buildGraph(toTransferGraph(empty)) as GraphologyGraph)).toEqual(
        wholeGraph(toGraphology(empty)),
      );
    }
    const strip = ({ start, edges }: EdgeLists): EdgeLists => ({ start, edges });
    for (const shape of SHAPES) {
      const g = randomGraph(77, shape);
      const sent = toTransferGraph(g);
      const lists = sent.lists && { out: strip(sent.lists.out), in: strip(sent.lists.in) };
      const G = buildGraph(lists ? { ...sent, lists } : sent) as GraphologyGraph;
      expect(wholeGraph(G), title(shape)).toEqual(wholeGraph(toGraphology(g)));
    }
  });

  it("reads built weights until a program holds an edge's attributes object, then that object", () => {
    for (const directed of [true, false]) {
      const g = randomGraph(12, { directed, multi: false, weighted: true, numbered: true });
      const G = buildGraph(toTransferGraph(g)) as GraphologyGraph;
      const reference = toGraphology(g);
      const weighted = (H: lib.AnyGraph) => {
        const [s, t] = H.nodes();
        return {
          distances: lib.singleSourceShortestPathLength(H, s),
          toT: lib.shortestPathLength(H, s, t, { method: 'dijkstra' }),
          flow: lib.maximumFlowValue(H, s, t),
          spanning: directed ? null : lib.minimumSpanningTreeWeight(H),
        };
      };
      expect(weighted(G)).toEqual(weighted(reference));
      const { touched } = graphSeed(G)!.weights!;
      // No attributes object was made for the library's reads.
      expect(touched.every((x) => x === 0)).toBe(true);
      // A program holds some edges' attributes and changes them in place: graphology reports nothing.
      const [keys, referenceKeys] = [G.edges(), reference.edges()];
      for (let i = 0; i < keys.length; i += 3) {
        G.getEdgeAttributes(keys[i]!).weight = 0.125 * i;
        reference.getEdgeAttributes(referenceKeys[i]!).weight = 0.125 * i;
      }
      expect(touched.some((x) => x === 1)).toBe(true);
      expect(weighted(G)).toEqual(weighted(reference));
    }
  });

  it("reads node weights from the build until a program reads a node, then that node's record", () => {
    for (const numbered of [true, false]) {
      const g = randomGraph(21, { directed: false, multi: false, weighted: false, numbered });
      // Node weights from a few values (ties).
      g.nodes = g.nodes.map((node, i) => ({ ...node, weight: (i * 7) % 5 }));
      const answer = (H: lib.AnyGraph) => outcome(() => lib.maxWeightTriangle(H));
      const G = buildGraph(toTransferGraph(g)) as GraphologyGraph;
      const reference = toGraphology(g);
      expect(answer(G)).toEqual(answer(reference));
      expect(answer(G)).not.toBeNull();
      // One node without a weight: the call names it, on a G no one has read.
      const lacking = {
        ...g,
        nodes: g.nodes.map((node, i) => (i === 5 ? { ...node, weight: undefined } : node)),
      };
      expect(answer(buildGraph(toTransferGraph(lacking)) as GraphologyGraph)).toEqual({
        threw: 'validation',
      });
      expect(answer(toGraphology(lacking))).toEqual({ threw: 'validation' });
      // A program holds some nodes' attributes and changes them in place: graphology reports nothing.
      const [keys, referenceKeys] = [G.nodes(), reference.nodes()];
      for (let i = 0; i < keys.length; i += 4) {
        G.getNodeAttributes(keys[i]!).weight = 10 + i;
        reference.getNodeAttributes(referenceKeys[i]!).weight = 10 + i;
      }
      expect(answer(G)).toEqual(answer(reference));
      expect(answer(G)).not.toBeNull();
    }
  });

  it('reads only what an s→t search reaches: no index is built, and the seed stays', () => {
    const g = randomGraph(5, { directed: true, multi: false, weighted: true, numbered: true });
    const G = buildGraph(toTransferGraph(g)) as GraphologyGraph;
    lib.shortestPath(G, '0', '1', { weight: null });
    lib.shortestPath(G, '0', '1', { method: 'dijkstra' });
    lib.hasPath(G, '0', '1');
    expect(memorizedTopology(G)).toBeUndefined();
    expect(graphSeed(G)).toBeDefined();
  });

  it('reads a long path whole from the seed for an s→t search, without building the index (no budget to outgrow)', () => {
    const n = 12_000;
    const edges = Array.from(
      { length: n - 1 },
      (_, i): GraphEdge => ({ source: i, target: i + 1, properties: {} }),
    );
    const nodes = Array.from({ length: n }, (_, id) => ({ id, labels: [], properties: {} }));
    for (const directed of [true, false]) {
      const g: GraphData = { directed, nodes, edges };
      const G = buildGraph(toTransferGraph(g)) as GraphologyGraph;
      expect(lib.shortestPathLength(G, '0', String(n - 1), { weight: null })).toBe(n - 1);
      expect(lib.shortestPathLength(G, String(n - 1), '0', { method: 'dijkstra' })).toBe(
        directed ? Number.POSITIVE_INFINITY : n - 1,
      );
      expect(memorizedTopology(G)).toBeUndefined();
      // An acyclic directed G is proved so by Kahn's algorithm on the index the seed assembles.
      expect(lib.hasCycle(G)).toBe(false);
      expect(lib.topologicalSort(buildGraph(toTransferGraph({ ...g, directed: true })))[n - 1]).toBe(
        String(n - 1),
      );
    }
  });

  it("sees a program's changes: a new edge forgets the seed, a weight changed in place is read", () => {
    const g = randomGraph(9, { directed: true, multi: false, weighted: true, numbered: true });
    const G = buildGraph(toTransferGraph(g)) as GraphologyGraph;
    const reference = toGraphology(g);
    for (const H of [G, reference]) {
      const [first] = H.edges();
      H.getEdgeAttributes(first!).weight = 0;
    }
    const keys = reference.nodes();
    for (const t of keys) expect(pointToPoint(G, '0', t)).toEqual(pointToPoint(reference, '0', t));
    for (const H of [G, reference]) H.addEdge('0', keys.at(-1)!, { weight: 0.25 });
    expect(graphSeed(G)).toBeUndefined();
    for (const t of keys) expect(pointToPoint(G, '0', t)).toEqual(pointToPoint(reference, '0', t));
  });

  it('keeps keys named like Object.prototype members apart, on the seed as on the index', () => {
    const ids = ['constructor', '__proto__', 'toString', 'a', 'hasOwnProperty'];
    const edges = [
      ['constructor', '__proto__'],
      ['__proto__', 'toString'],
      ['toString', 'a'],
      ['a', 'hasOwnProperty'],
    ].map(([source, target]): GraphEdge => ({ source: source!, target: target!, properties: {} }));
    const g: GraphData = {
      directed: true,
      nodes: ids.map((id) => ({ id, labels: [], properties: {} })),
      edges,
    };
    const G = buildGraph(toTransferGraph(g)) as GraphologyGraph;
    expect(lib.shortestPath(G, 'constructor', 'hasOwnProperty', { weight: null })).toEqual([
      'constructor',
      '__proto__',
      'toString',
      'a',
      'hasOwnProperty',
    ]);
    expect(lib.hasPath(buildGraph(toTransferGraph(g)), 'hasOwnProperty', 'constructor')).toBe(false);
    // The only order of a path.
    expect(lib.topologicalSort(buildGraph(toTransferGraph(g)))).toEqual(ids);
  });
});
