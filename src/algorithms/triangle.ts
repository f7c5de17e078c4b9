/**
 * Heaviest triangle by node weight (GraphInstruct 'triplet'). Hand-written: graphology has none.
 */
import type { AnyGraph } from './common.js';
import { argError, numericAttr } from './common.js';
import { indexGraph, undirectedNeighborSets } from './indexed.js';

/** Result of {@link maxWeightTriangle}. */
export interface Triangle {
  nodes: [string, string, string];
  weight: number;
}

/**
 * The three mutually adjacent nodes (undirected view, self-loops ignored) with the largest sum of
 * node weights, or null when the graph has no triangle. Every node needs the weight attribute.
 * Runs in O(m·√m) by orienting edges from lower to higher degree.
 * @example maxWeightTriangle(G) // → { nodes: ['1', '4', '7'], weight: 23 }
 */
export function maxWeightTriangle(G: AnyGraph, o: { weight?: string } = {}): Triangle | null {
  const attr = o.weight ?? 'weight';
  const g = indexGraph(G, null, { inbound: true });
  const w = g.keys.map((k) => {
    const a = G.getNodeAttributes(k);
    if (a[attr] === undefined) argError('validation', attr, `node ${k} has no ${attr} attribute`);
    return numericAttr(a, attr);
  });
  const nb = undirectedNeighborSets(g);
  const before = (u: number, v: number) =>
    nb[u]!.size < nb[v]!.size || (nb[u]!.size === nb[v]!.size && u < v);
  const fwd = nb.map((s, u) => [...s].filter((v) => before(u, v)));
  const mark = new Int32Array(g.n).fill(-1);
  let best: Triangle | null = null;
  for (let u = 0; u < g.n; u++) {
    for (const v of fwd[u]!) mark[v] = u;
    for (const v of fwd[u]!) {
      for (const x of fwd[v]!) {
        if (mark[x] !== u) continue;
        const sum = w[u]! + w[v]! + w[x]!;
        if (best === null || sum > best.weight) {
          best = { nodes: [g.keys[u]!, g.keys[v]!, g.keys[x]!], weight: sum };
        }
      }
    }
  }
  return best;
}
