/**
 * Runs INSIDE the isolate: typed-array indexes over the transfer form's edges, in O(V + E) with no
 * hashing (counting sorts and a marker array): which edges of a simple graph repeat an earlier
 * one, and compressed per-node edge lists for the lazy adjacency (lazy-adjacency.ts).
 */

/** A compressed list per node: the edges of node v are `edges[start[v] .. start[v + 1] - 1]`. */
export interface EdgeLists {
  start: Int32Array;
  edges: Int32Array;
}

/** Counting sort of the edge indexes `ids` by `key(e)` (stable: edge order within a node). */
function group(
  n: number,
  ids: Int32Array,
  key: (e: number) => number,
  twice?: (e: number) => number,
): EdgeLists {
  const start = new Int32Array(n + 1);
  for (let i = 0; i < ids.length; i++) {
    const e = ids[i]!;
    start[key(e) + 1]!++;
    const other = twice?.(e) ?? -1;
    if (other >= 0) start[other + 1]!++;
  }
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, n);
  const edges = new Int32Array(start[n]!);
  for (let i = 0; i < ids.length; i++) {
    const e = ids[i]!;
    edges[fill[key(e)]!++] = e;
    const other = twice?.(e) ?? -1;
    if (other >= 0) edges[fill[other]!++] = e;
  }
  return { start, edges };
}

/** All edge indexes 0..m-1. */
export function allEdges(m: number): Int32Array {
  const ids = new Int32Array(m);
  for (let e = 0; e < m; e++) ids[e] = e;
  return ids;
}

/**
 * For a simple graph: `mergeInto[e]` is the earlier edge that edge e repeats (same endpoints;
 * either order when undirected), or -1 when e is the first of its pair.
 */
export function repeatedEdges(n: number, src: Int32Array, dst: Int32Array, directed: boolean): Int32Array {
  const m = src.length;
  const lo = (e: number) => (directed || src[e]! <= dst[e]! ? src[e]! : dst[e]!);
  const hi = (e: number) => (directed || src[e]! <= dst[e]! ? dst[e]! : src[e]!);
  const bySource = group(n, allEdges(m), lo);
  const mergeInto = new Int32Array(m).fill(-1);
  const markedBy = new Int32Array(n).fill(-1);
  const firstEdge = new Int32Array(n);
  for (let u = 0; u < n; u++) {
    for (let p = bySource.start[u]!; p < bySource.start[u + 1]!; p++) {
      const e = bySource.edges[p]!;
      const v = hi(e);
      if (markedBy[v] === u) mergeInto[e] = firstEdge[v]!;
      else {
        markedBy[v] = u;
        firstEdge[v] = e;
      }
    }
  }
  return mergeInto;
}

/** Per-node lists of the `kept` edges: out and in (directed), or incident (undirected; a self-loop once). */
export function edgeLists(
  n: number,
  src: Int32Array,
  dst: Int32Array,
  kept: Int32Array,
  directed: boolean,
): { out: EdgeLists; in: EdgeLists } {
  if (directed) {
    return { out: group(n, kept, (e) => src[e]!), in: group(n, kept, (e) => dst[e]!) };
  }
  const incident = group(
    n,
    kept,
    (e) => src[e]!,
    (e) => (src[e] === dst[e] ? -1 : dst[e]!),
  );
  return { out: incident, in: incident };
}
