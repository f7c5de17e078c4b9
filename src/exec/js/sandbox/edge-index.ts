/**
 * Typed-array indexes over the transfer form's edges, in O(V + E) with no hashing (counting
 * sorts): per-node edge lists for the lazy adjacency (lazy-adjacency.ts) and for the library's
 * seed (algorithms/graph-seed.ts). Runs INSIDE the isolate, and on the host, which sorts a
 * graph's edges once and sends the lists with it (graph-transfer.ts), so no run sorts them again.
 * Which edges of a simple graph repeat an earlier one is graph/formats/repeated-edges.ts, shared
 * with the parsers.
 *
 * The sorts read their keys from typed arrays, not through a key function per edge: at a million
 * edges a call per edge through a closure (several closures, so not inlined) was a third of
 * building `G`.
 */
import type { EdgeLists } from '../../../algorithms/graph-seed.js';
import { repeatedEdges } from '../../../graph/formats/repeated-edges.js';

export type { EdgeLists } from '../../../algorithms/graph-seed.js';

/** Per-node lists: out and in (directed), or both the incident list (undirected). */
export interface NodeEdgeLists {
  out: EdgeLists;
  in: EdgeLists;
}

/**
 * Counting sort of the edge indexes `ids` (all edges 0..m-1 when null) by `key[e]`, stable, so
 * edges keep their order within a node. With `second`, an edge is listed under `second[e]` too,
 * unless that is its `key[e]` (an undirected self-loop is listed once). `far` gets the other end
 * of each entry (`other[e]` under `key[e]`, `key[e]` under `second[e]`): the library's compact
 * index reads it as its adjacency, so no run gathers it from the edge arrays again.
 */
function group(
  n: number,
  ids: Int32Array | null,
  key: Int32Array,
  second: Int32Array | null,
  other: Int32Array,
): EdgeLists {
  const count = ids === null ? key.length : ids.length;
  const start = new Int32Array(n + 1);
  // Separate loops per case: a branch per edge on what is the same for every edge cost a third.
  if (ids === null && second === null) {
    for (let e = 0; e < count; e++) start[key[e]! + 1]!++;
  } else {
    for (let i = 0; i < count; i++) {
      const e = ids === null ? i : ids[i]!;
      const k = key[e]!;
      start[k + 1]!++;
      if (second !== null && second[e] !== k) start[second[e]! + 1]!++;
    }
  }
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, n);
  const edges = new Int32Array(start[n]!);
  const far = new Int32Array(start[n]!);
  if (ids === null && second === null) {
    for (let e = 0; e < count; e++) {
      const p = fill[key[e]!]!++;
      edges[p] = e;
      far[p] = other[e]!;
    }
  } else {
    for (let i = 0; i < count; i++) {
      const e = ids === null ? i : ids[i]!;
      const k = key[e]!;
      let p = fill[k]!++;
      edges[p] = e;
      far[p] = other[e]!;
      if (second !== null && second[e] !== k) {
        p = fill[second[e]!]!++;
        edges[p] = e;
        far[p] = k;
      }
    }
  }
  return { start, edges, far };
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
): NodeEdgeLists {
  if (directed) return { out: group(n, kept, src, null, dst), in: group(n, kept, dst, null, src) };
  const incident = group(n, kept, src, dst, dst);
  return { out: incident, in: incident };
}

/** The transfer form's fields that edge lists are made from (graph-transfer.ts TransferGraph). */
interface ListedGraph {
  directed: boolean;
  multi: boolean;
  distinct: boolean;
  ids: ArrayLike<unknown>;
  src: Int32Array;
  dst: Int32Array;
  lists?: NodeEdgeLists;
}

/**
 * `t` with its per-node edge lists, when every edge is kept in G (a multigraph, or a simple graph
 * whose edges are distinct); else as it is, and the builder lists the edges it keeps. A simple
 * graph not known to have distinct edges (edges given as objects) is checked here, once per
 * graph, and marked distinct when it is: the builder then neither looks for repeats nor sorts.
 */
export function withEdgeLists<T extends ListedGraph>(t: T): T {
  const n = t.ids.length;
  let distinct = t.distinct;
  if (!t.multi && !distinct) distinct = repeatedEdges(n, t.src, t.dst, t.directed).every((into) => into < 0);
  if (!t.multi && !distinct) return t;
  return { ...t, distinct, lists: edgeLists(n, t.src, t.dst, null, t.directed) };
}
