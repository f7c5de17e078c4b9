/**
 * Distinct neighbors per node, sorted, with how many parallel arcs lead to each: "how many edges
 * u→v" is then a binary search, and neighbor sets can be intersected with marks. Read by subgraph
 * matching and the clustering coefficients. Built from the compact index in O(n + m) by two
 * counting sorts (by target, then stably by source) and memorized with it.
 */
import type { AnyGraph } from './common.js';
import { memo } from './graph-memo.js';
import type { Csr } from './indexed.js';
import { inboundOf, topologyOf } from './indexed.js';

/** Distinct neighbors per node (sorted) with arc multiplicities. */
export interface SortedArcs {
  start: Int32Array;
  adj: Int32Array;
  count: Int32Array;
}

/** Sorted adjacency; `inn` is `out` when the graph is undirected. */
export interface SortedAdjacency {
  n: number;
  keys: string[];
  position: Record<string, number>;
  directed: boolean;
  out: SortedArcs;
  inn: SortedArcs;
}

/** Stable counting sort of the positions `order` by `key[position]` (values 0..n-1). */
function countingSort(order: Int32Array, key: Int32Array, n: number): Int32Array {
  const start = new Int32Array(n + 1);
  for (let i = 0; i < order.length; i++) start[key[order[i]!]! + 1]!++;
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const out = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) out[start[key[order[i]!]!]!++] = order[i]!;
  return out;
}

function sortArcs(n: number, csr: Csr): SortedArcs {
  const arcs = csr.adj.length;
  const from = new Int32Array(arcs);
  for (let v = 0; v < n; v++) from.fill(v, csr.start[v]!, csr.start[v + 1]!);
  const identity = Int32Array.from({ length: arcs }, (_, i) => i);
  const sorted = countingSort(countingSort(identity, csr.adj, n), from, n);
  const start = new Int32Array(n + 1);
  const adj = new Int32Array(arcs);
  const count = new Int32Array(arcs);
  let k = 0;
  let prevFrom = -1;
  for (let i = 0; i < arcs; i++) {
    const p = sorted[i]!;
    const [u, v] = [from[p]!, csr.adj[p]!];
    if (u === prevFrom && adj[k - 1] === v) {
      count[k - 1]!++;
      continue;
    }
    for (let w = prevFrom + 1; w <= u; w++) start[w] = k;
    prevFrom = u;
    adj[k] = v;
    count[k++] = 1;
  }
  for (let w = prevFrom + 1; w <= n; w++) start[w] = k;
  return { start, adj: adj.slice(0, k), count: count.slice(0, k) };
}

/** The memorized sorted adjacency of `G`. */
export function sortedAdjacency(G: AnyGraph): SortedAdjacency {
  return memo(G, 'sorted-adjacency', () => {
    const t = topologyOf(G);
    const out = sortArcs(t.n, t.out);
    const inn = t.directed ? sortArcs(t.n, inboundOf(G)) : out;
    return { n: t.n, keys: t.keys, position: t.position, directed: t.directed, out, inn };
  });
}

/** Number of arcs u→v (binary search in u's sorted neighbors). */
export function arcCount(a: SortedArcs, u: number, v: number): number {
  let lo = a.start[u]!;
  let hi = a.start[u + 1]! - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const x = a.adj[mid]!;
    if (x === v) return a.count[mid]!;
    if (x < v) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/** Number of distinct neighbors of `v` in `a`. */
export function distinctDegree(a: SortedArcs, v: number): number {
  return a.start[v + 1]! - a.start[v]!;
}
