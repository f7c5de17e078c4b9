/**
 * Maximum clique and maximum independent set (exact). Hand-written: graphology has neither.
 * Both work on the undirected view without self-loops.
 */

import { type BitRows, maxCliqueBits } from './bitset-clique.js';
import type { AnyGraph } from './common.js';
import { argError, requireGraph } from './common.js';
import { indexGraph, undirectedNeighborSets } from './indexed.js';

/** Degeneracy order (repeatedly remove a minimum-degree node), by bucket queue. */
function degeneracyOrder(nb: Set<number>[]): number[] {
  const n = nb.length;
  const deg = nb.map((s) => s.size);
  const buckets: Set<number>[] = Array.from({ length: n + 1 }, () => new Set());
  for (const [v, d] of deg.entries()) buckets[d]!.add(v);
  const removed = new Uint8Array(n);
  const order: number[] = [];
  let d = 0;
  while (order.length < n) {
    d = Math.max(0, d - 1);
    while (buckets[d]!.size === 0) d++;
    const v = buckets[d]!.values().next().value as number;
    buckets[d]!.delete(v);
    removed[v] = 1;
    order.push(v);
    for (const w of nb[v]!) {
      if (removed[w]) continue;
      buckets[deg[w]!]!.delete(w);
      buckets[--deg[w]!]!.add(w);
    }
  }
  return order;
}

/** Bitset rows of the subgraph induced by `nodes` (complemented when `complement`). */
function rows(nodes: number[], nb: Set<number>[], complement: boolean): BitRows {
  const words = Math.ceil(nodes.length / 32);
  return nodes.map((v, i) => {
    const row = new Uint32Array(words);
    for (let j = 0; j < nodes.length; j++) {
      if (j !== i && nb[v]!.has(nodes[j]!) !== complement) row[j >> 5]! |= 1 << (j & 31);
    }
    return row;
  });
}

/**
 * A maximum clique (largest set of pairwise adjacent nodes) as keys. Exact: for each node in
 * degeneracy order, branch-and-bound over its later neighbors, so large sparse graphs stay fast.
 * @example maximumClique(G) // → ['2', '5', '7', '9']
 */
export function maximumClique(G: AnyGraph): string[] {
  const g = indexGraph(G, null, { inbound: true });
  const nb = undirectedNeighborSets(g);
  const order = degeneracyOrder(nb);
  const rank = new Int32Array(g.n);
  order.forEach((v, i) => {
    rank[v] = i;
  });
  let best: number[] = g.n > 0 ? [order[0]!] : [];
  for (const v of order) {
    const later = [...nb[v]!].filter((w) => rank[w]! > rank[v]!);
    if (later.length + 1 <= best.length) continue;
    const sub = maxCliqueBits(later.length, rows(later, nb, false), best.length - 1);
    if (sub.length + 1 > best.length) best = [v, ...sub.map((i) => later[i]!)];
  }
  return best.map((v) => g.keys[v]!);
}

/**
 * Size of a maximum clique (the clique number).
 * @example cliqueNumber(G) // → 4
 */
export function cliqueNumber(G: AnyGraph): number {
  return maximumClique(G).length;
}

/** Largest graph maximumIndependentSet accepts: exact search is exponential in the worst case. */
export const MAX_INDEPENDENT_SET_NODES = 2_000;

/**
 * A maximum independent set (largest set of pairwise non-adjacent nodes) as keys: a maximum
 * clique of the complement. Exact and exponential in the worst case: quick up to ~100 nodes,
 * slow on some larger graphs; refuses graphs over 2,000 nodes.
 * @example maximumIndependentSet(G) // → ['0', '3', '6']
 */
export function maximumIndependentSet(G: AnyGraph): string[] {
  requireGraph(G);
  if (G.order > MAX_INDEPENDENT_SET_NODES) {
    argError(
      'unsupported',
      'G',
      `maximumIndependentSet is exact and limited to ${MAX_INDEPENDENT_SET_NODES} nodes`,
    );
  }
  const g = indexGraph(G, null, { inbound: true });
  const nb = undirectedNeighborSets(g);
  const all = Array.from({ length: g.n }, (_, i) => i);
  return maxCliqueBits(g.n, rows(all, nb, true)).map((v) => g.keys[v]!);
}
