/**
 * Minimum spanning tree (Kruskal with union-find). Hand-written: graphology has no MST.
 */
import type { AnyGraph } from './common.js';
import { numericAttr, requireUndirected } from './common.js';
import { DisjointSets } from './union-find.js';

/** Result of {@link minimumSpanningTree}. */
export interface SpanningTree {
  /** Tree edges as [u, v, weight]. */
  edges: [string, string, number][];
  /** Sum of the tree edges' weights. */
  weight: number;
}

/**
 * A minimum spanning tree of an undirected graph — a spanning forest when disconnected, as
 * NetworkX. Missing weights count 1; self-loops are never used. Throws on directed graphs.
 * @example minimumSpanningTree(G).weight // → 14
 */
export function minimumSpanningTree(G: AnyGraph, o: { weight?: string } = {}): SpanningTree {
  requireUndirected(G, 'minimumSpanningTree');
  const weight = o.weight ?? 'weight';
  const keys = G.nodes();
  const index = new Map(keys.map((k, i) => [k, i]));
  const all: [string, string, number][] = [];
  G.forEachEdge((_e, attrs, s, t) => {
    if (s !== t) all.push([s, t, numericAttr(attrs, weight)]);
  });
  all.sort((a, b) => a[2] - b[2]);
  const sets = new DisjointSets(keys.length);
  const edges: [string, string, number][] = [];
  let total = 0;
  for (const e of all) {
    if (!sets.union(index.get(e[0])!, index.get(e[1])!)) continue;
    edges.push(e);
    total += e[2];
  }
  return { edges, weight: total };
}

/**
 * Total weight of a minimum spanning tree (forest) of an undirected graph.
 * @example minimumSpanningTreeWeight(G) // → 14
 */
export function minimumSpanningTreeWeight(G: AnyGraph, o: { weight?: string } = {}): number {
  return minimumSpanningTree(G, o).weight;
}
