/**
 * Which GraphData objects the GraphBuilder finished with pairwise distinct edges: a simple graph's
 * repeated edges are merged by `result()`, so no two of its edges join the same ends (in either
 * order when undirected). Later stages that would look for repeats again — the JavaScript
 * sandbox building `G` spent a tenth of its time and 20 MB on it at a million edges — ask here
 * first. GraphData is treated as immutable once parsed; still, a graph whose edge list, length
 * or direction changed since is no longer vouched for.
 */
import type { GraphData, GraphEdge } from '../model.js';
import { edgeColumns, edgesMadeFromColumns } from './edge-columns.js';

/** A graph with edge objects: the list and length vouched for. Columnar: edge-columns.ts tracks it. */
type Vouched =
  | { edges: readonly GraphEdge[]; length: number; directed: boolean }
  | { columnar: true; directed: boolean };

const vouched = new WeakMap<GraphData, Vouched>();

/** Records that `g`'s edges are pairwise distinct (the GraphBuilder's simple graphs). */
export function markDistinctEdges(g: GraphData): void {
  if (g.multi === true) return;
  const columnar = edgeColumns(g) !== undefined;
  vouched.set(
    g,
    columnar
      ? { columnar, directed: g.directed }
      : { edges: g.edges, length: g.edges.length, directed: g.directed },
  );
}

/** True when `g` is a simple graph the GraphBuilder made, unchanged in edges and direction. */
export function hasDistinctEdges(g: GraphData): boolean {
  const v = vouched.get(g);
  if (v === undefined || g.multi === true || v.directed !== g.directed) return false;
  // Without touching `edges` (that would make a columnar graph's edge objects): its columns never
  // change, and stop standing for the edges once they are read; the objects made from them are
  // then vouched for as any builder's objects are (same list, same length).
  if ('columnar' in v) return edgeColumns(g) !== undefined || edgesMadeFromColumns(g) !== undefined;
  return v.edges === g.edges && v.length === g.edges.length;
}
