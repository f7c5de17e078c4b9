/**
 * Minimum spanning tree (Kruskal with union-find). Hand-written: graphology has no MST.
 */
import type { AnyGraph } from './common.js';
import { requireUndirected } from './common.js';
import { edgeWeights, topologyOf } from './indexed.js';
import { DisjointSets } from './union-find.js';

/** Result of {@link minimumSpanningTree}. */
export interface SpanningTree {
  /** Tree edges as [u, v, weight]. */
  edges: [string, string, number][];
  /** Sum of the tree edges' weights. */
  weight: number;
}

/** Counting-sort buckets at most this many times the edge count (integer weights in a narrow range). */
const BUCKETS_PER_EDGE = 2;

/**
 * The edges `candidates` (ascending numbers) ordered by weight, equal weights in edge order: the
 * order a stable sort of G's edge list by weight gives. Integer weights in a range of at most
 * twice the edge count (GraphInstruct's, generated graphs') are bucketed in O(m); integer
 * weights whose value and edge number fit together in a double's 53 bits are sorted as one packed
 * number by the typed array's own sort; anything else by a comparator. At a million edges the
 * comparator sort was 80% of the call.
 */
function byWeight(candidates: Int32Array, w: Float64Array): Int32Array {
  const count = candidates.length;
  let [low, high, integral] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, true];
  for (let i = 0; i < count; i++) {
    const x = w[candidates[i]!]!;
    if (x < low) low = x;
    if (x > high) high = x;
    integral &&= Number.isSafeInteger(x);
  }
  if (count === 0 || !integral) {
    return candidates.slice().sort((a, b) => w[a]! - w[b]! || a - b);
  }
  if (high - low <= BUCKETS_PER_EDGE * count) {
    const start = new Int32Array(high - low + 2);
    for (let i = 0; i < count; i++) start[w[candidates[i]!]! - low + 1]!++;
    for (let b = 0; b + 1 < start.length; b++) start[b + 1]! += start[b]!;
    const sorted = new Int32Array(count);
    for (let i = 0; i < count; i++) sorted[start[w[candidates[i]!]! - low]!++] = candidates[i]!;
    return sorted;
  }
  const span = 2 ** Math.ceil(Math.log2(candidates[count - 1]! + 1));
  if ((high - low) * span + span <= Number.MAX_SAFE_INTEGER) {
    const packed = new Float64Array(count);
    for (let i = 0; i < count; i++) packed[i] = (w[candidates[i]!]! - low) * span + candidates[i]!;
    packed.sort();
    return Int32Array.from(packed, (x) => x % span);
  }
  return candidates.slice().sort((a, b) => w[a]! - w[b]! || a - b);
}

/** Kruskal over the index; `withEdges` false gives the weight alone (no tree edge tuples made). */
function kruskal(G: AnyGraph, weight: string, withEdges: boolean): SpanningTree {
  requireUndirected(G, 'minimumSpanningTree');
  // On the memorized index, as the other whole-graph functions: a program that also asks for
  // components or paths walks G's edges once (or never, when the builder seeded the index).
  const t = topologyOf(G);
  const w = edgeWeights(t, weight);
  const { source, target } = t;
  let loops = 0;
  for (let e = 0; e < t.m; e++) if (source[e] === target[e]) loops++;
  const candidates = new Int32Array(t.m - loops);
  for (let e = 0, k = 0; e < t.m; e++) if (source[e] !== target[e]) candidates[k++] = e;
  const sorted = byWeight(candidates, w);
  const sets = new DisjointSets(t.n);
  const edges: [string, string, number][] = [];
  let total = 0;
  let joined = 0;
  for (let i = 0; i < sorted.length && joined < t.n - 1; i++) {
    const e = sorted[i]!;
    if (!sets.union(source[e]!, target[e]!)) continue;
    joined++;
    if (withEdges) edges.push([t.keys[source[e]!]!, t.keys[target[e]!]!, w[e]!]);
    total += w[e]!;
  }
  return { edges, weight: total };
}

/**
 * A minimum spanning tree of an undirected graph — a spanning forest when disconnected, as
 * NetworkX. Missing weights count 1; self-loops are never used. Throws on directed graphs.
 * @example minimumSpanningTree(G).weight // → 14
 */
export function minimumSpanningTree(G: AnyGraph, o: { weight?: string } = {}): SpanningTree {
  return kruskal(G, o.weight ?? 'weight', true);
}

/**
 * Total weight of a minimum spanning tree (forest) of an undirected graph.
 * @example minimumSpanningTreeWeight(G) // → 14
 */
export function minimumSpanningTreeWeight(G: AnyGraph, o: { weight?: string } = {}): number {
  return kruskal(G, o.weight ?? 'weight', false).weight;
}
