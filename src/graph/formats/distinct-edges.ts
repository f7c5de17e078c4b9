/**
 * Which GraphData objects the GraphBuilder finished with pairwise distinct edges: a simple graph's
 * repeated edges are merged by `result()`, so no two of its edges join the same ends (in either
 * order when undirected). Later stages that would look for repeats again — the JavaScript
 * sandbox building `G` spent a tenth of its time and 20 MB on it at a million edges — ask here
 * first. GraphData is treated as immutable once parsed; still, a graph whose edge list, length
 * or direction changed since is no longer vouched for.
 */
import type { GraphData, GraphEdge } from '../model.js';
import { edgeColumns, edgeCount } from './edge-columns.js';

interface Vouched {
  /** The edge list vouched for; undefined for a columnar graph (edge-columns.ts tracks it). */
  edges: readonly GraphEdge[] | undefined;
  length: number;
  directed: boolean;
}

const vouched = new WeakMap<GraphData, Vouched>();

/** Records that `g`'s edges are pairwise distinct (the GraphBuilder's simple graphs). */
export function markDistinctEdges(g: GraphData): void {
  if (g.multi === true) return;
  const columnar = edgeColumns(g) !== undefined;
  vouched.set(g, { edges: columnar ? undefined : g.edges, length: edgeCount(g), directed: g.directed });
}

/** True when `g` is a simple graph the GraphBuilder made, unchanged in edges and direction. */
export function hasDistinctEdges(g: GraphData): boolean {
  const v = vouched.get(g);
  if (v === undefined || g.multi === true || v.directed !== g.directed) return false;
  // Without touching `edges`, which would make a columnar graph's edge objects.
  if (v.edges === undefined) return edgeColumns(g) !== undefined && edgeCount(g) === v.length;
  return v.edges === g.edges && v.length === g.edges.length;
}
