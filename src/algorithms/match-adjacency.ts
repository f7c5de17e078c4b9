/**
 * The adjacency subgraph matching reads: per node, its distinct neighbors sorted, with how many
 * parallel arcs lead to each, so "how many edges u→v" is a binary search. Built from the compact
 * index and memorized with it, so matching many patterns in one graph builds it once.
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

/** Adjacency for matching; `inn` is `out` when the graph is undirected. */
export interface MatchAdjacency {
  n: number;
  keys: string[];
  directed: boolean;
  out: SortedArcs;
  inn: SortedArcs;
}

function sortArcs(n: number, csr: Csr): SortedArcs {
  const start = new Int32Array(n + 1);
  const adj = new Int32Array(csr.adj.length);
  const count = new Int32Array(csr.adj.length);
  let k = 0;
  for (let v = 0; v < n; v++) {
    start[v] = k;
    const seg = csr.adj.slice(csr.start[v]!, csr.start[v + 1]!).sort();
    for (let i = 0; i < seg.length; i++) {
      if (i > 0 && seg[i] === seg[i - 1]) count[k - 1]!++;
      else {
        adj[k] = seg[i]!;
        count[k++] = 1;
      }
    }
  }
  start[n] = k;
  return { start, adj: adj.subarray(0, k), count: count.subarray(0, k) };
}

/** The memorized matching adjacency of `G`. */
export function matchAdjacency(G: AnyGraph): MatchAdjacency {
  return memo(G, 'match-adjacency', () => {
    const t = topologyOf(G);
    const out = sortArcs(t.n, t.out);
    const inn = t.directed ? sortArcs(t.n, inboundOf(G)) : out;
    return { n: t.n, keys: t.keys, directed: t.directed, out, inn };
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
