/**
 * The bulk builder writes graphology's internals directly; these tests hold it to graphology's
 * own public API, which builds the same graph edge by edge (graph/graphology.ts toGraphology).
 */
import { describe, expect, it } from 'vitest';
import { topologyOf } from '../../../algorithms/indexed.js';
import { GraphBuilder } from '../../../graph/formats/graph-builder.js';
import { type GraphologyGraph, toGraphology } from '../../../graph/graphology.js';
import type { GraphData, GraphEdge, GraphNode, Properties } from '../../../graph/model.js';
import { mulberry32 } from '../../../util/mulberry32.js';
import { toTransferGraph } from '../graph-transfer.js';
import { buildGraph } from './graph-builder.js';

/**
 * How node ids are written: strings and numbers mixed; 0..n-1 in order; or integers with gaps in
 * no order (as an edge list names them). The node map finds the last two by number.
 */
type IdForm = 'mixed' | 'ordered' | 'shuffled';

function nodeIds(form: IdForm, rng: () => number): (string | number)[] {
  if (form !== 'shuffled')
    return Array.from({ length: 40 }, (_, i) => (i % 3 === 0 && form === 'mixed' ? `n${i}` : i));
  const spread = Array.from({ length: 40 }, (_, i) => i * 3 + (i % 2));
  for (let i = spread.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [spread[i], spread[j]] = [spread[j]!, spread[i]!];
  }
  return spread;
}

/** A random graph with repeated edges (both orders), self-loops, weights, types and properties. */
function randomGraph(seed: number, directed: boolean, multi: boolean, form: IdForm = 'mixed'): GraphData {
  const rng = mulberry32(seed);
  const pick = (n: number) => Math.floor(rng() * n);
  const ids = nodeIds(form, rng);
  const nodes = ids.map(
    (id, i): GraphNode => ({
      id,
      labels: i % 4 === 0 ? ['L'] : [],
      properties: (i % 5 === 0 ? { name: `v${i}` } : {}) as Properties,
      ...(i % 7 === 0 ? { weight: i } : {}),
    }),
  );
  const edges = Array.from({ length: 160 }, (_, i): GraphEdge => {
    const source = ids[pick(ids.length)]!;
    const target = i % 17 === 0 ? source : ids[pick(12)]!;
    return {
      source,
      target,
      properties: (i % 3 === 0 ? { k: i } : {}) as Properties,
      ...(i % 2 === 0 ? { weight: pick(10) + 0.5 } : {}),
      ...(i % 5 === 0 ? { type: 'T' } : {}),
    };
  });
  return { directed, multi, nodes, edges };
}

/** Everything graphology's public API says about a graph, edge keys aside (they name the instance). */
function describeGraph(G: GraphologyGraph) {
  return {
    type: G.type,
    multi: G.multi,
    order: G.order,
    size: G.size,
    sizes: [G.directedSize, G.undirectedSize, G.selfLoopCount],
    nodes: G.mapNodes((n, a) => [n, a, G.inDegree(n), G.outDegree(n), G.degree(n), G.neighbors(n).sort()]),
    edges: G.mapEdges((_e, a, s, t, _sa, _ta, u) => [s, t, a, u]),
    adjacency: G.mapNodes((n) => G.mapNodes((m) => [G.hasEdge(n, m), G.edges(n, m).length])),
  };
}

const CASES = [
  [true, false],
  [false, false],
  [true, true],
  [false, true],
] as const;

describe('buildGraph (bulk) against graphology edge by edge', () => {
  it.each(CASES)('builds the same graph (directed %s, multi %s)', (directed, multi) => {
    for (const seed of [1, 2, 3, 4]) {
      const g = randomGraph(
        seed,
        directed,
        multi,
        seed === 4 ? 'ordered' : seed === 3 ? 'shuffled' : 'mixed',
      );
      expect(describeGraph(buildGraph(toTransferGraph(g)) as GraphologyGraph)).toEqual(
        describeGraph(toGraphology(g)),
      );
    }
  });

  it.each(CASES)('stays consistent under mutation (directed %s, multi %s)', (directed, multi) => {
    for (const form of ['mixed', 'ordered', 'shuffled'] as const) {
      const g = randomGraph(4, directed, multi, form);
      const bulk = buildGraph(toTransferGraph(g)) as GraphologyGraph;
      const reference = toGraphology(g);
      const [a, b, c, d] = g.nodes.map((node) => node.id);
      for (const G of [bulk, reference]) {
        // Nodes and edges no one has read yet change first: the lazy records must start right.
        G.mergeEdge(a!, b!, { added: true });
        G.mergeEdge(c!, d!, { merged: true });
        G.dropNode(g.nodes[7]!.id);
        G.dropEdge(G.edges()[3]!);
        G.dropNode(g.nodes[3]!.id);
        G.addNode('fresh');
        G.addEdge('fresh', b!);
        G.addNode(g.nodes[3]!.id);
        G.addEdge(g.nodes[3]!.id, 'fresh');
      }
      expect(describeGraph(bulk)).toEqual(describeGraph(reference));
      // New edges get keys of their own, distinct from the bulk-built ones.
      expect(new Set(bulk.edges()).size).toBe(bulk.size);
    }
  });

  it.each([true, false])(
    "builds the same graph from a parser's graph, whose edges need no search for repeats (directed %s)",
    (directed) => {
      const b = new GraphBuilder({ directed });
      for (const e of randomGraph(6, directed, false, 'ordered').edges) b.addEdge({ ...e });
      const g = b.result().graph;
      const t = toTransferGraph(g);
      expect(t.distinct).toBe(true);
      expect(describeGraph(buildGraph(t) as GraphologyGraph)).toEqual(describeGraph(toGraphology(g)));
      // The same edges with a repeat added are searched, and merged as graphology merges them.
      const repeated = { ...g, edges: [...g.edges, { ...g.edges[0]!, weight: 99 }] };
      expect(toTransferGraph(repeated).distinct).toBe(false);
      expect(describeGraph(buildGraph(toTransferGraph(repeated)) as GraphologyGraph)).toEqual(
        describeGraph(toGraphology(repeated)),
      );
    },
  );

  it('gives bulk edges keys made from their number, each finding its own edge', () => {
    const g = randomGraph(5, false, false, 'ordered');
    const G = buildGraph(toTransferGraph(g)) as GraphologyGraph;
    const keys = G.edges();
    expect(keys.every((k) => /^geid_\d+_b\d+$/.test(k))).toBe(true);
    for (const key of keys) {
      expect(G.hasEdge(key)).toBe(true);
      expect(G.edge(G.source(key), G.target(key))).toBe(key);
    }
    // Reading a key twice gives the same key; the export names every edge by it.
    expect(G.edges()).toEqual(keys);
    expect(G.export().edges.map((e) => e.key)).toEqual(keys);
    G.dropEdge(keys[0]!);
    expect(G.hasEdge(keys[0]!)).toBe(false);
    expect(G.edges()).toEqual(keys.slice(1));
  });
});

describe("the library's index of a bulk-built graph", () => {
  it.each(CASES)(
    "is built from the builder's arrays, equal to walking G (directed %s, multi %s)",
    (directed, multi) => {
      for (const seed of [1, 2, 3, 4]) {
        const t = toTransferGraph(
          randomGraph(seed, directed, multi, seed === 4 ? 'ordered' : seed === 3 ? 'shuffled' : 'mixed'),
        );
        const bulk = buildGraph(t) as GraphologyGraph;
        // Walking G's edges would throw: the index must come from the seeded arrays.
        bulk.forEachEdge = () => {
          throw new Error('walked G');
        };
        const seeded = topologyOf(bulk);
        const walked = buildGraph(t) as GraphologyGraph;
        // A reported change forgets the seed with the rest of the memory, so this one walks G.
        walked.addNode('probe');
        walked.dropNode('probe');
        // The seeded one also names its seed (`built`): compared through what it answers.
        const { indexOf: seededIndexOf, built, ...seededFields } = seeded;
        expect(built?.seed).toBeDefined();
        const { indexOf: walkedIndexOf, ...walkedFields } = topologyOf(walked);
        expect(seededFields).toEqual(walkedFields);
        for (const key of [...walked.nodes(), 'absent', '__proto__'])
          expect(seededIndexOf(key), key).toBe(walkedIndexOf(key));
      }
    },
  );

  it('is walked from G when G changed before its first use', () => {
    const g = randomGraph(2, true, false);
    const G = buildGraph(toTransferGraph(g)) as GraphologyGraph;
    G.addNode('late');
    G.addEdge('late', 1, { weight: 7 });
    const t = topologyOf(G);
    expect([t.n, t.m]).toEqual([G.order, G.size]);
    expect(t.keys).toEqual(G.nodes());
    expect(t.attributes[t.m - 1]).toEqual({ weight: 7 });
  });
});
