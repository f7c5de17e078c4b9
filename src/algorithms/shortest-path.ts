/**
 * Shortest paths: path, length, single-source lengths, reachability, negative cycles.
 *
 * Hand-written on the compact index and the explorer rather than reusing
 * graphology-shortest-path: its single-source Dijkstra materializes every path (O(n·depth)
 * memory at 100k nodes) and it has no Bellman-Ford. s→t queries search from both ends and stop
 * when the sides meet (point-to-point.ts), so they read a small part of a large graph.
 *
 * Weighted by default, unlike NetworkX: the `weight` edge attribute is read, missing weights count
 * 1 (so an unweighted graph gets hop counts anyway). `{ weight: null }` forces hop counts.
 * Undirected edges of a graph that also has directed ones can be walked both ways.
 */
import type { AnyGraph } from './common.js';
import { edgeNumber, emptyRecord, requireNode } from './common.js';
import type { WeightSource } from './explorer.js';
import { explore, exploreByKey, GAVE_UP } from './explorer.js';
import type { IndexedGraph } from './indexed.js';
import {
  edgeWeights,
  inboundOf,
  indexGraph,
  topologyOf,
  topologyWithoutWalk,
  untouchedLeastWeight,
} from './indexed.js';
import { bidirectionalBfs, bidirectionalDijkstra, negativeWeight, reaches } from './point-to-point.js';
import type { SingleSource } from './shortest-path-core.js';
import {
  bellmanFordFrom,
  bfsFrom,
  dijkstraFrom,
  hopCounts,
  relaxFrom,
  walkBack,
} from './shortest-path-core.js';

/** Options shared by the shortest-path functions. */
export interface PathOptions {
  /** Edge attribute holding the weight (default 'weight'); null counts hops. */
  weight?: string | null;
  /**
   * 'auto' (default): BFS when unweighted, else every weight is read first — Dijkstra, or
   * Bellman-Ford when one is negative. 'dijkstra' trusts the caller that no weight is negative,
   * as NetworkX's Dijkstra does, so an s→t search reads only what it explores (on large graphs
   * much faster than 'auto'); a negative weight it meets throws, one it never meets goes unseen.
   */
  method?: 'auto' | 'bfs' | 'dijkstra' | 'bellman-ford';
}

type Method = 'bfs' | 'dijkstra' | 'bellman-ford';

/**
 * Reads the weights (a bad one throws) until one is negative: whether one is. Over the index's
 * attribute objects when it needs no walk of G (no graphology callbacks), else over G's edges.
 * Nothing is kept: the search reads the weights it follows again (few, for an s→t search).
 */
function hasNegativeWeight(G: AnyGraph, weight: string): boolean {
  const t = topologyWithoutWalk(G);
  if (t !== undefined) {
    const least = untouchedLeastWeight(t, weight);
    if (least !== undefined) return least < 0;
    // All of them at once: kept with the index when G's weights are as built, for the search to reuse.
    const w = edgeWeights(t, weight);
    for (let e = 0; e < t.m; e++) if (w[e]! < 0) return true;
    return false;
  }
  return G.someEdge((_e, attrs, s, t) => edgeNumber(attrs, weight, 1, s, t) < 0);
}

/**
 * The algorithm a call uses, after checking the weights it needs. `lazy`: an s→t search that
 * checks the weights it reads itself, so an explicit 'dijkstra' needs no scan.
 */
function chooseMethod(
  G: AnyGraph,
  weight: string | null,
  asked: PathOptions['method'],
  lazy = false,
): { method: Method; source?: WeightSource } {
  if (weight === null || asked === 'bfs') return { method: 'bfs' };
  if (asked === 'bellman-ford') return { method: 'bellman-ford' };
  if (asked === 'dijkstra' && lazy) return { method: 'dijkstra', source: { name: weight } };
  const negative = hasNegativeWeight(G, weight);
  if (asked === 'dijkstra' && negative) negativeWeight();
  return { method: negative ? 'bellman-ford' : 'dijkstra', source: { name: weight } };
}

interface Found {
  /** Keys source … target, or null when target is unreachable. */
  path: string[] | null;
  length: number;
}

const UNREACHABLE: Found = { path: null, length: Number.POSITIVE_INFINITY };

/** A breadth-first search's answer (keys, or null when unreachable) as a Found, GAVE_UP passed on. */
function hops(path: string[] | null | typeof GAVE_UP): Found | typeof GAVE_UP {
  if (path === null) return UNREACHABLE;
  return path === GAVE_UP ? path : { path, length: path.length - 1 };
}

/** One s→t search with the method the weights allow. */
function pointToPoint(G: AnyGraph, source: unknown, target: unknown, o: PathOptions): Found {
  const s = requireNode(G, source, 'source');
  const t = requireNode(G, target, 'target');
  const weight = o.weight === undefined ? 'weight' : o.weight;
  const { method, source: weights } = chooseMethod(G, weight, o.method, true);
  if (method === 'bellman-ford') {
    const g = indexGraph(G, weight);
    const ti = g.position[t]!;
    const r = bellmanFordFrom(g, g.position[s]!);
    const path = walkBack(r, ti);
    return path.length === 0 ? UNREACHABLE : { path: path.map((i) => g.keys[i]!), length: r.dist[ti]! };
  }
  if (method === 'bfs') {
    return exploreByKey(
      G,
      (r) => hops(bidirectionalBfs(r, s, t)),
      (x) => {
        const ids = bidirectionalBfs(x, x.id(s), x.id(t));
        return hops(ids === null || ids === GAVE_UP ? ids : ids.map(x.key));
      },
    );
  }
  return explore(
    G,
    (x) => {
      const r = bidirectionalDijkstra(x, x.id(s), x.id(t));
      if (r === null) return UNREACHABLE;
      return r === GAVE_UP ? r : { path: r.path.map(x.key), length: r.length };
    },
    weights,
  );
}

/**
 * Single-source search on the index: BFS, Dijkstra or Bellman-Ford (which throws when a negative
 * cycle is reachable).
 */
function fromSource(G: AnyGraph, source: unknown, o: PathOptions): { g: IndexedGraph; r: SingleSource } {
  const s = requireNode(G, source, 'source');
  const weight = o.weight === undefined ? 'weight' : o.weight;
  const { method } = chooseMethod(G, weight, o.method);
  const g = indexGraph(G, method === 'bfs' ? null : weight);
  const si = topologyOf(G).indexOf(s);
  const r =
    method === 'bfs' ? bfsFrom(g, si) : method === 'dijkstra' ? dijkstraFrom(g, si) : bellmanFordFrom(g, si);
  return { g, r };
}

/** Hop counts from `source` to every node it reaches, as {key: hops} (direction-optimizing BFS on the index). */
function hopLengths(G: AnyGraph, source: unknown): Record<string, number> {
  const key = requireNode(G, source, 'source');
  const t = topologyOf(G);
  const inbound = inboundOf(G);
  const dist = hopCounts(t.n, t.out.start, t.out.adj, inbound.start, inbound.adj, t.indexOf(key));
  const { keys } = t;
  const out = emptyRecord<number>();
  for (let i = 0; i < t.n; i++) if (dist[i] !== -1) out[keys[i]!] = dist[i]!;
  return out;
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
  return pointToPoint(G, source, target, o).path;
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
  return pointToPoint(G, source, target, o).length;
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
  const weight = o.weight === undefined ? 'weight' : o.weight;
  if (chooseMethod(G, weight, o.method).method === 'bfs') return hopLengths(G, source);
  const { g, r } = fromSource(G, source, o);
  const out = emptyRecord<number>();
  for (let i = 0; i < g.n; i++) if (r.dist[i] !== Number.POSITIVE_INFINITY) out[g.keys[i]!] = r.dist[i]!;
  return out;
}

/**
 * True when `target` is reachable from `source` along edge directions.
 * @example hasPath(G, '0', '4') // → true
 */
export function hasPath(G: AnyGraph, source: unknown, target: unknown): boolean {
  const s = requireNode(G, source, 'source');
  const t = requireNode(G, target, 'target');
  return exploreByKey(
    G,
    (r) => reaches(r, s, t),
    (x) => reaches(x, x.id(s), x.id(t)),
  );
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
 * True when `G` has a cycle of negative total weight anywhere (an undirected negative edge is
 * one). A cycle whose weights sum to zero as written counts as zero, whatever float rounding
 * makes of the sum (see relaxFrom).
 * @example hasNegativeCycle(G) // → false
 */
export function hasNegativeCycle(G: AnyGraph, o: { weight?: string } = {}): boolean {
  const weight = o.weight ?? 'weight';
  if (!hasNegativeWeight(G, weight)) return false;
  return anyNegativeCycle(indexGraph(G, weight));
}
