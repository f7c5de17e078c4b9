/**
 * Which GraphData objects the GraphBuilder finished with pairwise distinct edges: a simple graph's
 * repeated edges are merged by `result()`, so no two of its edges join the same ends (in either
 * order when undirected). Later stages that would look for repeats again — the JavaScript
 * sandbox building `G` spent a tenth of its time and 20 MB on it at a million edges — ask here
 * first. GraphData is treated as immutable once parsed; still, a graph whose edge list, length
 * or direction changed since is no longer vouched for.
 */
import type { GraphData, GraphEdge } from '../model.js';

interface Vouched {
  edges: readonly GraphEdge[];
  length: number;
  directed: boolean;
}

const vouched = new WeakMap<GraphData, Vouched>();

/** Records that `g`'s edges are pairwise distinct (the GraphBuilder's simple graphs). */
export function markDistinctEdges(g: GraphData): void {
  if (g.multi !== true) vouched.set(g, { edges: g.edges, length: g.edges.length, directed: g.directed });
}

/** True when `g` is a simple graph the GraphBuilder made, unchanged in edges and direction. */
export function hasDistinctEdges(g: GraphData): boolean {
  const v = vouched.get(g);
  return (
    v !== undefined &&
    g.multi !== true &&
    v.edges === g.edges &&
    v.length === g.edges.length &&
    v.directed === g.directed
  );
}
