/**
 * Shortest paths: path, length, single-source lengths, reachability, negative cycles.
 *
 * Hand-written on the CSR view rather than reusing graphology-shortest-path: its single-source
 * Dijkstra materialises every path (O(n·depth) memory at 100k nodes), it has no Bellman-Ford, and
 * one Dijkstra here serves paths, lengths and has-path alike.
 *
 * Weighted by default, unlike NetworkX: the `weight` edge attribute is read, missing weights count
 * 1 (so an unweighted graph gets hop counts anyway). `{ weight: null }` forces hop counts.
 */
import type { AnyGraph } from './common.js';
import { argError, requireNode } from './common.js';
import type { IndexedGraph } from './indexed.js';
import { indexGraph } from './indexed.js';
import type { SingleSource } from './shortest-path-core.js';
import {
  bellmanFordFrom,
  bfsFrom,
  dijkstraFrom,
  hasNegativeWeight,
  relaxFrom,
  walkBack,
} from './shortest-path-core.js';

/** Options shared by the shortest-path functions. */
export interface PathOptions {
  /** Edge attribute holding the weight (default 'weight'); null counts hops. */
  weight?: string | null;
  /** 'auto' (default): BFS when unweighted, Dijkstra, or Bellman-Ford when a weight is negative. */
  method?: 'auto' | 'bfs' | 'dijkstra' | 'bellman-ford';
}

function search(G: AnyGraph, source: unknown, target: unknown, o: PathOptions) {
  const s = requireNode(G, source, 'source');
  const t = target === undefined ? undefined : requireNode(G, target, 'target');
  const weight = o.weight === undefined ? 'weight' : o.weight;
  const g = indexGraph(G, weight);
  const si = g.index.get(s)!;
  const ti = t === undefined ? -1 : g.index.get(t)!;
  const negative = weight !== null && hasNegativeWeight(g);
  let method = o.method ?? 'auto';
  // Without weights every edge counts 1, which BFS answers exactly (and the view has no weights).
  if (method === 'auto' || weight === null)
    method = weight === null ? 'bfs' : negative ? 'bellman-ford' : 'dijkstra';
  if (method === 'dijkstra' && negative) {
    argError('validation', 'weight', 'Dijkstra needs non-negative weights: use method "bellman-ford"');
  }
  const r: SingleSource =
    method === 'bfs'
      ? bfsFrom(g, si, ti)
      : method === 'dijkstra'
        ? dijkstraFrom(g, si, ti)
        : bellmanFordFrom(g, si);
  return { g, r, ti };
}

/**
 * A shortest path from `source` to `target` as keys [source, …, target], or null when unreachable.
 * Throws when a negative cycle is reachable.
 * @example shortestPath(G, '0', '4') // → ['0', '2', '4']
 */
export function shortestPath(
  G: AnyGraph,
  source: unknown,
  target: unknown,
  o: PathOptions = {},
): string[] | null {
  const { g, r, ti } = search(G, source, target, o);
  const path = walkBack(r, ti);
  return path.length === 0 ? null : path.map((i) => g.keys[i]!);
}

/**
 * Total weight (hop count with `{weight: null}`) of a shortest path; Infinity when unreachable.
 * @example shortestPathLength(G, '0', '4') // → 7
 */
export function shortestPathLength(
  G: AnyGraph,
  source: unknown,
  target: unknown,
  o: PathOptions = {},
): number {
  const { r, ti } = search(G, source, target, o);
  return r.dist[ti]!;
}

/**
 * Shortest distance from `source` to every reachable node, as {key: distance}.
 * @example singleSourceShortestPathLength(G, '0') // → { '0': 0, '2': 3, '4': 7 }
 */
export function singleSourceShortestPathLength(
  G: AnyGraph,
  source: unknown,
  o: PathOptions = {},
): Record<string, number> {
  const { g, r } = search(G, source, undefined, o);
  const out: Record<string, number> = {};
  for (let i = 0; i < g.n; i++) if (r.dist[i] !== Number.POSITIVE_INFINITY) out[g.keys[i]!] = r.dist[i]!;
  return out;
}

/**
 * True when `target` is reachable from `source` along edge directions.
 * @example hasPath(G, '0', '4') // → true
 */
export function hasPath(G: AnyGraph, source: unknown, target: unknown): boolean {
  const { r, ti } = search(G, source, target, { weight: null });
  return r.dist[ti] !== Number.POSITIVE_INFINITY;
}

/**
 * Bellman-Ford from a virtual source joined to every node by a 0-weight edge: every node starts
 * at distance 0 in the queue, and {@link relaxFrom} reports a negative cycle anywhere.
 */
function anyNegativeCycle(g: IndexedGraph): boolean {
  const queue = Array.from({ length: g.n }, (_, i) => i);
  const pred = new Int32Array(g.n).fill(-1);
  return !relaxFrom(g, new Float64Array(g.n), pred, queue, new Uint8Array(g.n).fill(1));
}

/**
 * True when `G` has a cycle of negative total weight anywhere (an undirected negative edge is one).
 * @example hasNegativeCycle(G) // → false
 */
export function hasNegativeCycle(G: AnyGraph, o: { weight?: string } = {}): boolean {
  const g = indexGraph(G, o.weight ?? 'weight');
  return hasNegativeWeight(g) && anyNegativeCycle(g);
}
