/**
 * Distinct neighbors per node, sorted, with how many parallel arcs lead to each: "how many edges
 * u→v" is then a binary search, and neighbor sets can be intersected with marks. Read by subgraph
 * matching and the clustering coefficients. Built from the compact index by sorting each node's
 * arcs, and memorized with it.
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

/**
 * Each node's arcs sorted by far end (the engine's own typed-array sort per node, no callback),
 * then runs of one neighbor folded into a count. Plain loops only: a program's first call runs
 * this unoptimized, where the two counting sorts over every arc this replaced took 10–16 ms at
 * 10k edges (callbacks and destructuring per arc cost ten times a plain step there).
 */
function sortArcs(n: number, csr: Csr, distinct: boolean): SortedArcs {
  const arcs = csr.adj.length;
  const sorted = csr.adj.slice();
  for (let v = 0; v < n; v++) {
    const from = csr.start[v]!;
    const to = csr.start[v + 1]!;
    if (to - from > 1) sorted.subarray(from, to).sort();
  }
  // No node has two arcs to one neighbor: nothing to fold (the fold, a step per arc, was most of
  // this at 10k edges).
  if (distinct) return { start: csr.start, adj: sorted, count: new Int32Array(arcs).fill(1) };
  const start = new Int32Array(n + 1);
  const adj = new Int32Array(arcs);
  const count = new Int32Array(arcs);
  let k = 0;
  for (let v = 0; v < n; v++) {
    start[v] = k;
    // Far ends are positions (≥ 0): -1 matches none.
    let previous = -1;
    for (let p = csr.start[v]!; p < csr.start[v + 1]!; p++) {
      const w = sorted[p]!;
      if (w === previous) {
        count[k - 1]!++;
        continue;
      }
      previous = w;
      adj[k] = w;
      count[k++] = 1;
    }
  }
  start[n] = k;
  return { start, adj: k === arcs ? adj : adj.slice(0, k), count: k === arcs ? count : count.slice(0, k) };
}

/** The memorized sorted adjacency of `G`. */
export function sortedAdjacency(G: AnyGraph): SortedAdjacency {
  return memo(G, 'sorted-adjacency', () => {
    const t = topologyOf(G);
    // A simple graph joins two nodes by one edge at most, one way or both ways: a node's arcs go
    // to distinct neighbors. A simple mixed graph may join them by a directed and an undirected one.
    const distinct = !G.multi && G.type !== 'mixed';
    const out = sortArcs(t.n, t.out, distinct);
    const inn = t.directed ? sortArcs(t.n, inboundOf(G), distinct) : out;
    return {
      n: t.n,
      // Read through: a seeded topology makes its keys and their positions on first read only.
      get keys() {
        return t.keys;
      },
      get position() {
        return t.position;
      },
      directed: t.directed,
      out,
      inn,
    };
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
