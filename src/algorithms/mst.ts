/**
 * Minimum spanning tree (Kruskal with union-find). Hand-written: graphology has no MST.
 */
import type { AnyGraph } from './common.js';
import { requireUndirected } from './common.js';
import { edgeWeights, topologyOf } from './indexed.js';
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
  // On the memorized index, as the other whole-graph functions: a program that also asks for
  // components or paths walks G's edges once (or never, when the builder seeded the index).
  const t = topologyOf(G);
  const w = edgeWeights(t, o.weight ?? 'weight');
  const { source, target, keys } = t;
  const candidates: number[] = [];
  for (let e = 0; e < t.m; e++) if (source[e] !== target[e]) candidates.push(e);
  // Equal weights stay in G's edge order, as a stable sort of G's edge list keeps them.
  candidates.sort((a, b) => w[a]! - w[b]! || a - b);
  const sets = new DisjointSets(t.n);
  const edges: [string, string, number][] = [];
  let total = 0;
  for (const e of candidates) {
    if (!sets.union(source[e]!, target[e]!)) continue;
    edges.push([keys[source[e]!]!, keys[target[e]!]!, w[e]!]);
    total += w[e]!;
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
