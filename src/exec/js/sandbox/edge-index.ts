/**
 * Runs INSIDE the isolate: typed-array indexes over the transfer form's edges, in O(V + E) with no
 * hashing (counting sorts): compressed per-node edge lists for the lazy adjacency
 * (lazy-adjacency.ts). Which edges of a simple graph repeat an earlier one is
 * graph/formats/repeated-edges.ts, shared with the parsers.
 *
 * The sorts read their keys from typed arrays, not through a key function per edge: at a million
 * edges a call per edge through a closure (several closures, so not inlined) was a third of
 * building `G`.
 */

/** A compressed list per node: the edges of node v are `edges[start[v] .. start[v + 1] - 1]`. */
export interface EdgeLists {
  start: Int32Array;
  edges: Int32Array;
}

/**
 * Counting sort of the edge indexes `ids` (all edges 0..m-1 when null) by `key[e]`, stable, so
 * edges keep their order within a node. With `second`, an edge is listed under `second[e]` too,
 * unless that is its `key[e]` (an undirected self-loop is listed once).
 */
function group(n: number, ids: Int32Array | null, key: Int32Array, second?: Int32Array): EdgeLists {
  const count = ids === null ? key.length : ids.length;
  const start = new Int32Array(n + 1);
  for (let i = 0; i < count; i++) {
    const e = ids === null ? i : ids[i]!;
    const k = key[e]!;
    start[k + 1]!++;
    if (second !== undefined && second[e] !== k) start[second[e]! + 1]!++;
  }
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, n);
  const edges = new Int32Array(start[n]!);
  for (let i = 0; i < count; i++) {
    const e = ids === null ? i : ids[i]!;
    const k = key[e]!;
    edges[fill[k]!++] = e;
    if (second !== undefined && second[e] !== k) edges[fill[second[e]!]!++] = e;
  }
  return { start, edges };
}

/**
 * Per-node lists of the `kept` edges (all edges when null): out and in (directed), or incident
 * (undirected; a self-loop once).
 */
export function edgeLists(
  n: number,
  src: Int32Array,
  dst: Int32Array,
  kept: Int32Array | null,
  directed: boolean,
): { out: EdgeLists; in: EdgeLists } {
  if (directed) return { out: group(n, kept, src), in: group(n, kept, dst) };
  const incident = group(n, kept, src, dst);
  return { out: incident, in: incident };
}
