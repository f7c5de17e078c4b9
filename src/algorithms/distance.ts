/**
 * Eccentricity, diameter and distance-regularity on hop counts. The diameter uses eccentricity
 * bounds (Takes & Kosters, "Determining the diameter of small world networks", 2011 — what
 * NetworkX's `diameter(G, usebounds=True)` implements, here for directed graphs too): each BFS
 * from a node v bounds every other node's eccentricity by the triangle inequality, and nodes
 * whose upper bound cannot beat the best eccentricity found are dropped. Exact. Hand-written:
 * graphology-metrics' diameter returns Infinity instead of failing on disconnected graphs and
 * has no distance-regularity.
 */
import type { AnyGraph } from './common.js';
import { argError, requireGraph, requireNode, requireUndirected } from './common.js';
import type { IndexedGraph } from './indexed.js';
import { indexGraph, topologyOf } from './indexed.js';

/** Reusable BFS buffers for one graph. */
interface Bfs {
  dist: Int32Array;
  queue: Int32Array;
}

/** Hop distances from `s` along `start`/`adj` into `b.dist` (−1 unreachable); returns the eccentricity or −1 if some node is unreachable. */
function hops(start: Int32Array, adj: Int32Array, s: number, b: Bfs): number {
  const { dist, queue } = b;
  dist.fill(-1);
  dist[s] = 0;
  queue[0] = s;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const v = queue[head]!;
    const d = dist[v]! + 1;
    for (let p = start[v]!; p < start[v + 1]!; p++) {
      const w = adj[p]!;
      if (dist[w] === -1) {
        dist[w] = d;
        queue[tail++] = w;
      }
    }
  }
  return tail === dist.length ? dist[queue[tail - 1]!]! : -1;
}

function notConnected(g: IndexedGraph): never {
  const what = g.directed ? 'strongly connected' : 'connected';
  return argError('validation', 'G', `infinite path length: the graph is not ${what}`);
}

function indexFor(G: AnyGraph): IndexedGraph {
  requireGraph(G);
  if (G.order === 0) argError('validation', 'G', 'eccentricity and diameter need a non-empty graph');
  return indexGraph(G, null, { inbound: true });
}

/**
 * Greatest hop distance from `node` to any node; throws when some node is unreachable (NetworkX).
 * @example eccentricity(G, '0') // → 3
 */
export function eccentricity(G: AnyGraph, node: unknown): number {
  const key = requireNode(G, node);
  const g = indexFor(G);
  const b = { dist: new Int32Array(g.n), queue: new Int32Array(g.n) };
  const ecc = hops(g.outStart, g.outAdj, topologyOf(G).indexOf(key), b);
  return ecc === -1 ? notConnected(g) : ecc;
}

/**
 * The candidate to search next: alternately the largest upper bound and the smallest lower bound,
 * ties to the higher degree (Takes & Kosters' interchange strategy).
 */
function pick(
  g: IndexedGraph,
  live: Uint8Array,
  lower: Int32Array,
  upper: Int32Array,
  high: boolean,
): number {
  const degree = (v: number) => g.outStart[v + 1]! - g.outStart[v]!;
  let best = -1;
  for (let v = 0; v < live.length; v++) {
    if (!live[v]) continue;
    const key = high ? upper[v]! - upper[best]! : lower[best]! - lower[v]!;
    if (best === -1 || key > 0 || (key === 0 && degree(v) > degree(best))) best = v;
  }
  return best;
}

/**
 * True when `u` has two distinct neighbors other than itself. Arcs count parallel edges and
 * self-loops, so an arc count of 2 can be a single neighbor (0–1 with a loop on 0).
 */
function hasTwoNeighbors(g: IndexedGraph, u: number): boolean {
  let first = -1;
  for (let p = g.outStart[u]!; p < g.outStart[u + 1]!; p++) {
    const x = g.outAdj[p]!;
    if (x === u || x === first) continue;
    if (first !== -1) return true;
    first = x;
  }
  return false;
}

/**
 * Undirected leaves (one arc, not a loop, to a node with another neighbor besides itself):
 * ecc(leaf) = ecc(neighbor) + 1, so leaves leave the candidates and their neighbor counts one
 * more (`extra`). Returns how many left.
 */
function pruneLeaves(g: IndexedGraph, live: Uint8Array, extra: Int32Array): number {
  let pruned = 0;
  if (g.directed) return pruned;
  for (let w = 0; w < g.n; w++) {
    if (g.outStart[w + 1]! - g.outStart[w]! !== 1) continue;
    const u = g.outAdj[g.outStart[w]!]!;
    // When u's only neighbor (loops aside) is w, the two make a single edge: ecc(w) = ecc(u) = 1.
    if (u === w || (extra[u] === 0 && !hasTwoNeighbors(g, u))) continue;
    extra[u] = 1;
    live[w] = 0;
    pruned++;
  }
  return pruned;
}

/**
 * Unweighted diameter (largest eccentricity). Throws, as NetworkX, when the graph is not
 * connected (directed: not strongly connected).
 * @example diameter(G) // → 4
 */
export function diameter(G: AnyGraph): number {
  const g = indexFor(G);
  const n = g.n;
  const forward = { dist: new Int32Array(n), queue: new Int32Array(n) };
  const backward = g.directed ? { dist: new Int32Array(n), queue: new Int32Array(n) } : forward;
  const lower = new Int32Array(n);
  const upper = new Int32Array(n).fill(n);
  const live = new Uint8Array(n).fill(1);
  const extra = new Int32Array(n);
  let left = n - pruneLeaves(g, live, extra);
  let best = 0;
  for (let round = 0; left > 0; round++) {
    const v = pick(g, live, lower, upper, round % 2 === 0);
    const ecc = hops(g.outStart, g.outAdj, v, forward);
    if (ecc === -1 || (g.directed && hops(g.inStart, g.inAdj, v, backward) === -1)) notConnected(g);
    // For every w: ecc(w) ≥ d(w,v) and ≥ ecc(v) − d(v,w); ecc(w) ≤ d(w,v) + ecc(v).
    for (let w = 0; w < n; w++) {
      if (!live[w]) continue;
      const to = forward.dist[w]!;
      const back = backward.dist[w]!;
      lower[w] = Math.max(lower[w]!, back, ecc - to);
      upper[w] = Math.min(upper[w]!, back + ecc);
      if (lower[w] === upper[w]) best = Math.max(best, lower[w]! + extra[w]!);
      if (w === v || upper[w]! + extra[w]! <= best || lower[w] === upper[w]) {
        live[w] = 0;
        left--;
      }
    }
  }
  return best;
}

/**
 * True when the undirected graph is distance-regular: connected, and for nodes u, v at distance i
 * the number of v's neighbors at distance i−1 and i+1 from u depends on i only (NetworkX's test).
 * Throws on directed graphs.
 * @example isDistanceRegular(petersen) // → true
 */
export function isDistanceRegular(G: AnyGraph): boolean {
  requireUndirected(G, 'isDistanceRegular');
  if (G.order === 0) return true;
  let degree: number | undefined;
  const irregular = G.someNode((v) => {
    const d = G.degree(v);
    degree ??= d;
    return d !== degree;
  });
  if (irregular) return false;
  const g = indexGraph(G, null);
  const b = { dist: new Int32Array(g.n), queue: new Int32Array(g.n) };
  const below = new Int32Array(g.n + 1).fill(-1);
  const above = new Int32Array(g.n + 1).fill(-1);
  const seen = new Int32Array(g.n).fill(-1);
  let stamp = 0;
  for (let u = 0; u < g.n; u++) {
    if (hops(g.outStart, g.outAdj, u, b) === -1) return false;
    for (let v = 0; v < g.n; v++) {
      const i = b.dist[v]!;
      let c = 0;
      let a = 0;
      stamp++;
      for (let p = g.outStart[v]!; p < g.outStart[v + 1]!; p++) {
        const w = g.outAdj[p]!;
        if (seen[w] === stamp) continue;
        seen[w] = stamp;
        if (b.dist[w] === i - 1) c++;
        else if (b.dist[w] === i + 1) a++;
      }
      if ((below[i] !== -1 && below[i] !== c) || (above[i] !== -1 && above[i] !== a)) return false;
      below[i] = c;
      above[i] = a;
    }
  }
  return true;
}
