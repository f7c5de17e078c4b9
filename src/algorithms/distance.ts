/**
 * Eccentricity, diameter and distance-regularity by BFS from every node: O(n·m) time, O(n)
 * memory (no all-pairs table), so thousands of nodes are fine. Hand-written: graphology-metrics'
 * diameter returns Infinity instead of failing on disconnected graphs and has no distance-regularity.
 */
import type { AnyGraph } from './common.js';
import { argError, requireNode, requireUndirected } from './common.js';
import { indexGraph } from './indexed.js';
import { bfsFrom } from './shortest-path-core.js';

function eccentricities(G: AnyGraph, only?: number): Int32Array {
  if (G.order === 0) argError('validation', 'G', 'eccentricity and diameter need a non-empty graph');
  const g = indexGraph(G, null);
  const ecc = new Int32Array(g.n);
  for (let s = 0; s < g.n; s++) {
    if (only !== undefined && s !== only) continue;
    const { dist } = bfsFrom(g, s);
    let max = 0;
    for (let v = 0; v < g.n; v++) {
      if (dist[v] === Number.POSITIVE_INFINITY) {
        const what = g.directed ? 'strongly connected' : 'connected';
        argError('validation', 'G', `infinite path length: the graph is not ${what}`);
      }
      if (dist[v]! > max) max = dist[v]!;
    }
    ecc[s] = max;
  }
  return ecc;
}

/**
 * Greatest hop distance from `node` to any node; throws when some node is unreachable (NetworkX).
 * @example eccentricity(G, '0') // → 3
 */
export function eccentricity(G: AnyGraph, node: unknown): number {
  const key = requireNode(G, node);
  const i = G.nodes().indexOf(key);
  return eccentricities(G, i)[i]!;
}

/**
 * Unweighted diameter (largest eccentricity). Throws, as NetworkX, when the graph is not
 * connected (directed: not strongly connected).
 * @example diameter(G) // → 4
 */
export function diameter(G: AnyGraph): number {
  // A loop, not Math.max(...ecc): spreading 100k+ arguments overflows the stack.
  let max = 0;
  for (const e of eccentricities(G)) if (e > max) max = e;
  return max;
}

/**
 * True when the undirected graph is distance-regular: connected, and for nodes u, v at distance i
 * the number of v's neighbours at distance i−1 and i+1 from u depends on i only (NetworkX's test).
 * Throws on directed graphs.
 * @example isDistanceRegular(petersen) // → true
 */
export function isDistanceRegular(G: AnyGraph): boolean {
  requireUndirected(G, 'isDistanceRegular');
  if (G.order === 0) return true;
  const deg = G.degree(G.nodes()[0]!);
  if (!G.everyNode((v) => G.degree(v) === deg)) return false;
  const g = indexGraph(G, null);
  const b = new Map<number, number>();
  const c = new Map<number, number>();
  for (let u = 0; u < g.n; u++) {
    const { dist } = bfsFrom(g, u);
    for (let v = 0; v < g.n; v++) {
      const i = dist[v]!;
      if (i === Number.POSITIVE_INFINITY) return false;
      const seen = new Set<number>();
      let ci = 0;
      let bi = 0;
      for (let p = g.outStart[v]!; p < g.outStart[v + 1]!; p++) {
        const w = g.outAdj[p]!;
        if (seen.has(w)) continue;
        seen.add(w);
        if (dist[w] === i - 1) ci++;
        else if (dist[w] === i + 1) bi++;
      }
      if ((c.get(i) ?? ci) !== ci || (b.get(i) ?? bi) !== bi) return false;
      c.set(i, ci);
      b.set(i, bi);
    }
  }
  return true;
}
