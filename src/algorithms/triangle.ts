/**
 * Heaviest triangle by node weight (GraphInstruct 'triplet'). Hand-written: graphology has none.
 */
import type { AnyGraph } from './common.js';
import { argError, numericAttr, numericValue } from './common.js';
import { distinctNeighbors, type NeighborLists } from './degree-orientation.js';
import { inboundOf, type Topology, topologyOf } from './indexed.js';

/** Result of {@link maxWeightTriangle}. */
export interface Triangle {
  nodes: [string, string, string];
  weight: number;
}

/**
 * Node weights by position, from G's node attributes (G.forEachNode visits them in position
 * order). A G from the sandbox's builder gives them by position without making a record per node
 * (at 100,000 nodes, making every record was most of a first call).
 */
function nodeWeights(G: AnyGraph, t: Topology, attr: string): Float64Array {
  const n = t.n;
  const w = new Float64Array(n);
  const seed = t.built?.seed;
  if (seed?.nodeAttribute !== undefined) {
    for (let v = 0; v < n; v++) {
      const value = seed.nodeAttribute(v, attr);
      if (value === undefined) argError('validation', attr, `node ${seed.key(v)} has no ${attr} attribute`);
      w[v] = numericValue(value, attr);
    }
    return w;
  }
  let i = 0;
  G.forEachNode((key, a) => {
    if (a[attr] === undefined) argError('validation', attr, `node ${key} has no ${attr} attribute`);
    w[i++] = numericAttr(a, attr);
  });
  return w;
}

/**
 * The heaviest triangle of the distinct-neighbor lists `g`, as forEachTriangle over
 * orientByDegree(g) would find it first (a, then b in a's list, then c in b's), without making
 * the oriented lists: each node's forward neighbors are picked from its list on the fly, and a
 * node or pair whose weight bound (its weight plus twice the heaviest weight it could reach)
 * cannot beat the best sum so far is skipped. The bound never skips a triangle that would have
 * replaced the best, so the answer is the one the full listing gives; on node weights drawn from
 * a few values the best sum reaches its bound early and most nodes are skipped unread.
 */
function heaviest(
  g: NeighborLists,
  w: Float64Array,
): { nodes: [number, number, number]; weight: number } | null {
  const { start, adj } = g;
  const n = start.length - 1;
  // Forward: a before b in the degree order (degree, then index), as orientByDegree keeps edges.
  const before = (a: number, b: number): boolean => {
    const [da, db] = [start[a + 1]! - start[a]!, start[b + 1]! - start[b]!];
    return da < db || (da === db && a < b);
  };
  let heaviestNode = Number.NEGATIVE_INFINITY;
  for (let v = 0; v < n; v++) heaviestNode = Math.max(heaviestNode, w[v]!);
  const mark = new Int32Array(n).fill(-1);
  const forward = new Int32Array(n);
  let best: [number, number, number] | null = null;
  let bestWeight = Number.NEGATIVE_INFINITY;
  for (let a = 0; a < n; a++) {
    if (best !== null && w[a]! + 2 * heaviestNode <= bestWeight) continue;
    let count = 0;
    let reach = Number.NEGATIVE_INFINITY;
    for (let p = start[a]!; p < start[a + 1]!; p++) {
      const b = adj[p]!;
      if (!before(a, b)) continue;
      forward[count++] = b;
      mark[b] = a;
      reach = Math.max(reach, w[b]!);
    }
    if (count < 2 || (best !== null && w[a]! + 2 * reach <= bestWeight)) continue;
    for (let i = 0; i < count; i++) {
      const b = forward[i]!;
      if (best !== null && w[a]! + w[b]! + reach <= bestWeight) continue;
      for (let q = start[b]!; q < start[b + 1]!; q++) {
        const c = adj[q]!;
        if (mark[c] !== a || !before(b, c)) continue;
        const sum = w[a]! + w[b]! + w[c]!;
        if (best === null || sum > bestWeight) {
          best = [a, b, c];
          bestWeight = sum;
        }
      }
    }
  }
  return best === null ? null : { nodes: best, weight: bestWeight };
}

/**
 * The three mutually adjacent nodes (undirected view, self-loops ignored) with the largest sum of
 * node weights, or null when the graph has no triangle. Every node needs the weight attribute.
 * Runs in O(m·√m) by orienting edges from lower to higher degree (degree-orientation.ts).
 * @example maxWeightTriangle(G) // → { nodes: ['1', '4', '7'], weight: 23 }
 */
export function maxWeightTriangle(G: AnyGraph, o: { weight?: string } = {}): Triangle | null {
  const attr = o.weight ?? 'weight';
  const t = topologyOf(G);
  const w = nodeWeights(G, t, attr);
  const clean = !t.directed && !G.multi && G.selfLoopCount === 0;
  // O(m·√m) at worst: `heaviest` skips a node or pair whose weight bound cannot beat the best sum.
  const found = heaviest(distinctNeighbors(t, t.directed ? inboundOf(G) : null, clean), w);
  if (found === null) return null;
  const { keys } = t;
  const [u, v, x] = found.nodes;
  return { nodes: [keys[u]!, keys[v]!, keys[x]!], weight: found.weight };
}
