/**
 * Single-source shortest paths on the CSR view: BFS, Dijkstra and Bellman-Ford.
 * Each returns distances (Infinity when unreachable) and a predecessor per node (-1 at roots).
 */
import { argError } from './common.js';
import { MinHeap } from './heap.js';
import type { IndexedGraph } from './indexed.js';

export interface SingleSource {
  dist: Float64Array;
  pred: Int32Array;
}

function init(n: number, s: number): SingleSource {
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const pred = new Int32Array(n).fill(-1);
  dist[s] = 0;
  return { dist, pred };
}

/** Hop counts. Stops early once `target` (if ≥ 0) is reached. */
export function bfsFrom(g: IndexedGraph, s: number, target = -1): SingleSource {
  const r = init(g.n, s);
  const { dist, pred } = r;
  const queue = new Int32Array(g.n);
  let head = 0;
  let tail = 0;
  queue[tail++] = s;
  while (head < tail) {
    const v = queue[head++]!;
    if (v === target) break;
    for (let p = g.outStart[v]!; p < g.outStart[v + 1]!; p++) {
      const w = g.outAdj[p]!;
      if (dist[w] !== Number.POSITIVE_INFINITY) continue;
      dist[w] = dist[v]! + 1;
      pred[w] = v;
      queue[tail++] = w;
    }
  }
  return r;
}

/** A level reads its in-arcs bottom-up once its frontier's out-arcs exceed the unreached nodes' in-arcs ÷ this. */
const BOTTOM_UP_ALPHA = 14;
/** And goes back to top-down once the frontier holds fewer than n ÷ this nodes. */
const TOP_DOWN_BETA = 24;

/**
 * Hop counts from `s` (−1 where unreachable), level by level, each level top-down (the
 * frontier's out-arcs) or bottom-up (each unreached node's in-arcs until one comes from the
 * frontier), whichever reads fewer arcs: Beamer, Asanović and Patterson, "Direction-optimizing
 * breadth-first search" (SC 2012), with their switching rule and constants. On a random graph of
 * average degree 20 the middle levels hold most nodes, and a node there finds a parent among its
 * first in-arcs, so most arcs are never read. `in*` are the inbound arcs (the outbound ones when
 * undirected). Distances only: the parents a bottom-up level finds are not a search tree's.
 */
export function hopCounts(
  n: number,
  outStart: Int32Array,
  outAdj: Int32Array,
  inStart: Int32Array,
  inAdj: Int32Array,
  s: number,
): Int32Array {
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  dist[s] = 0;
  queue[0] = s;
  let head = 0;
  let tail = 1;
  // In-arcs of the nodes not reached yet: what a bottom-up level may read at most.
  let unreachedArcs = inAdj.length - (inStart[s + 1]! - inStart[s]!);
  let bottomUp = false;
  for (let level = 0; head < tail; level++) {
    const levelEnd = tail;
    if (bottomUp) {
      bottomUp = (levelEnd - head) * TOP_DOWN_BETA >= n;
    } else {
      let frontierArcs = 0;
      for (let i = head; i < levelEnd; i++) frontierArcs += outStart[queue[i]! + 1]! - outStart[queue[i]!]!;
      bottomUp = frontierArcs * BOTTOM_UP_ALPHA > unreachedArcs;
    }
    const next = level + 1;
    if (bottomUp) {
      for (let v = 0; v < n; v++) {
        if (dist[v] !== -1) continue;
        const end = inStart[v + 1]!;
        for (let p = inStart[v]!; p < end; p++) {
          if (dist[inAdj[p]!] !== level) continue;
          dist[v] = next;
          queue[tail++] = v;
          unreachedArcs -= end - inStart[v]!;
          break;
        }
      }
    } else {
      for (let i = head; i < levelEnd; i++) {
        const v = queue[i]!;
        for (let p = outStart[v]!; p < outStart[v + 1]!; p++) {
          const w = outAdj[p]!;
          if (dist[w] !== -1) continue;
          dist[w] = next;
          queue[tail++] = w;
          unreachedArcs -= inStart[w + 1]! - inStart[w]!;
        }
      }
    }
    head = levelEnd;
  }
  return dist;
}

/** Dijkstra with a lazy binary heap; weights must be ≥ 0 (checked by the caller). */
export function dijkstraFrom(g: IndexedGraph, s: number, target = -1): SingleSource {
  const r = init(g.n, s);
  const { dist, pred } = r;
  const done = new Uint8Array(g.n);
  const heap = new MinHeap(g.n);
  // Locals, not g's fields per arc: g's shape varies (a seeded index reads keys through), and a
  // field read in the loop deoptimized it when the shape met was new.
  const { outStart, outAdj, outEdge, edgeW, arcW } = g;
  heap.push(0, s);
  while (heap.size > 0) {
    const v = heap.pop();
    if (done[v]) continue;
    done[v] = 1;
    if (v === target) break;
    const dv = dist[v]!;
    for (let p = outStart[v]!; p < outStart[v + 1]!; p++) {
      const w = outAdj[p]!;
      const nd = dv + (arcW === null ? edgeW[outEdge[p]!]! : arcW[p]!);
      if (nd < dist[w]!) {
        dist[w] = nd;
        pred[w] = v;
        heap.push(nd, w);
      }
    }
  }
  return r;
}

/** Half a unit in the last place, relative: the most a decimal weight moves when read as a double. */
const HALF_ULP = Number.EPSILON / 2;

/**
 * How far a weight read from text may sit from the decimal it was written as. Safe integers
 * are exact; anything else is within half an ulp of what was meant (0.1 is 0.1000…0555).
 */
function readingError(w: number): number {
  return Number.isSafeInteger(w) ? 0 : Math.abs(w) * HALF_ULP;
}

/** The exact rounding error of the float sum `s = a + b` (Knuth's TwoSum). */
function additionError(a: number, b: number, s: number): number {
  const bb = s - a;
  return Math.abs(a - (s - bb) + (b - bb));
}

/**
 * Queue-based Bellman-Ford relaxation from the nodes in `queue` (their `dist` already set, all
 * marked in `inQueue`). Returns false as soon as a node's best path uses ≥ n edges: that path
 * repeats a node, which proves a negative cycle reachable from the start nodes.
 *
 * Each distance carries a bound on its rounding error: the exact error of every float addition
 * along its path plus each weight's reading error. A path replaces another only when it is
 * shorter by more than both bounds, so a cycle whose weights sum to zero as written (0.1, 0.2,
 * 0.1, −0.4, which floats sum to 1.1e-16 or −2.8e-17 depending on the order) is a zero cycle,
 * not a negative one. The bound follows the values compared, not the graph's largest weight:
 * a heavy edge elsewhere changes nothing, and safe-integer weights are compared exactly.
 */
export function relaxFrom(
  g: IndexedGraph,
  dist: Float64Array,
  pred: Int32Array,
  queue: number[],
  inQueue: Uint8Array,
): boolean {
  const hops = new Int32Array(g.n);
  const error = new Float64Array(g.n);
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    inQueue[v] = 0;
    for (let p = g.outStart[v]!; p < g.outStart[v + 1]!; p++) {
      const w = g.outAdj[p]!;
      const weight = g.arcW === null ? g.edgeW[g.outEdge[p]!]! : g.arcW[p]!;
      // Read dist[v] again per arc: a negative self-loop lowers it within this loop.
      const dv = dist[v]!;
      const nd = dv + weight;
      const dw = dist[w]!;
      if (!(nd < dw)) continue;
      const e = error[v]! + readingError(weight) + additionError(dv, weight, nd);
      // Infinite weights give NaN bounds: an infinite step is no rounding question.
      const bound = Number.isFinite(e) ? e : 0;
      if (dw - nd <= bound + error[w]!) continue;
      dist[w] = nd;
      error[w] = bound;
      pred[w] = v;
      hops[w] = hops[v]! + 1;
      if (hops[w]! >= g.n) return false;
      if (!inQueue[w]) {
        inQueue[w] = 1;
        queue.push(w);
      }
    }
    // Compact the queue now and then so long runs do not keep every visited entry alive.
    if (head > 65_536 && head * 2 > queue.length) {
      queue.splice(0, head + 1);
      head = -1;
    }
  }
  return true;
}

/**
 * Single-source Bellman-Ford ({@link relaxFrom}). A negative cycle reachable from `s` throws
 * (as NetworkX raises NetworkXUnbounded).
 */
export function bellmanFordFrom(g: IndexedGraph, s: number): SingleSource {
  const r = init(g.n, s);
  const inQueue = new Uint8Array(g.n);
  inQueue[s] = 1;
  if (!relaxFrom(g, r.dist, r.pred, [s], inQueue)) {
    argError('validation', 'G', 'a negative cycle is reachable from the source');
  }
  return r;
}

/** The node-index path from the search root to `t` (empty when unreachable). */
export function walkBack(r: SingleSource, t: number): number[] {
  if (r.dist[t] === Number.POSITIVE_INFINITY) return [];
  const path: number[] = [];
  for (let v = t; v !== -1; v = r.pred[v]!) path.push(v);
  return path.reverse();
}
