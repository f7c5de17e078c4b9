/**
 * Triangle listing on the compact index, for the clustering coefficients and the heaviest
 * triangle: each undirected edge is kept once, directed from its end of lower degree to its end
 * of higher degree (ties: lower index), and a triangle a < b < c in that order is found once, at
 * a, as b ∈ N⁺(a) and c ∈ N⁺(a) ∩ N⁺(b) (the "forward" algorithm: Schank and Wagner, "Finding,
 * counting and listing all triangles in large graphs", 2005; Latapy 2008). It reads
 * Σ_(a→b) |N⁺(b)| arcs, O(m·√m), where marking all neighbors of every neighbor reads Σ deg² —
 * four times as many on a random graph of average degree 20 — and needs no sorted adjacency.
 */
import type { Csr, Topology } from './indexed.js';

/** Per node, its distinct neighbors in the undirected view, itself excluded: `adj[start[v] .. start[v+1]-1]`. */
export interface NeighborLists {
  start: Int32Array;
  adj: Int32Array;
}

/**
 * The distinct neighbors of every node in the undirected view (directions ignored, parallel
 * edges once, self-loops left out), in arc order. A simple undirected graph without self-loops
 * is its own (`clean`): its outbound arcs are returned as they are.
 */
export function distinctNeighbors(t: Topology, inbound: Csr | null, clean: boolean): NeighborLists {
  if (clean && !t.directed) return { start: t.out.start, adj: t.out.adj };
  const { n } = t;
  const lists = inbound === null ? [t.out] : [t.out, inbound];
  // Each list read twice (count, then fill), duplicates told apart by a stamp per node.
  const seen = new Int32Array(n).fill(-1);
  const start = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) {
    let d = 0;
    for (const c of lists) {
      for (let p = c.start[v]!; p < c.start[v + 1]!; p++) {
        const w = c.adj[p]!;
        if (w === v || seen[w] === v) continue;
        seen[w] = v;
        d++;
      }
    }
    start[v + 1] = start[v]! + d;
  }
  seen.fill(-1);
  const adj = new Int32Array(start[n]!);
  for (let v = 0; v < n; v++) {
    let at = start[v]!;
    for (const c of lists) {
      for (let p = c.start[v]!; p < c.start[v + 1]!; p++) {
        const w = c.adj[p]!;
        if (w === v || seen[w] === v) continue;
        seen[w] = v;
        adj[at++] = w;
      }
    }
  }
  return { start, adj };
}

// The loops below are each in a function of their own that ends with the loop: V8 compiles a hot
// loop while it runs (on-stack replacement), before code after the loop ever ran, and that code,
// without type feedback, threw the compiled loop away when reached, call after call (traced with
// --trace-deopt: a first call at 10k nodes after warm-up calls at 1k still recompiled it).

/** The largest degree of the lists starting at `from`. */
function largestDegree(from: Int32Array, n: number): number {
  let most = 0;
  for (let v = 0; v < n; v++) most = Math.max(most, from[v + 1]! - from[v]!);
  return most;
}

/** `next[d]` counts the nodes of degree d. */
function countDegrees(from: Int32Array, n: number, next: Int32Array): void {
  for (let v = 0; v < n; v++) next[from[v + 1]! - from[v]!]!++;
}

/** Counts per degree into the first place of each degree. */
function firstPlaces(next: Int32Array): void {
  let placed = 0;
  for (let d = 0; d < next.length; d++) {
    const count = next[d]!;
    next[d] = placed;
    placed += count;
  }
}

/** Each node's place: the next free place of its degree (so equal degrees keep index order). */
function placeNodes(from: Int32Array, next: Int32Array, rank: Int32Array): void {
  for (let v = 0; v < rank.length; v++) rank[v] = next[from[v + 1]! - from[v]!]!++;
}

/**
 * Every node's place in the degree order (degree, then index), 0..n-1: a counting sort by degree,
 * stable, so equal degrees keep index order.
 */
export function degreeRanks(from: Int32Array, n: number): Int32Array {
  const next = new Int32Array(largestDegree(from, n) + 1);
  countDegrees(from, n, next);
  firstPlaces(next);
  const rank = new Int32Array(n);
  placeNodes(from, next, rank);
  return rank;
}

/**
 * Writes into `start` and `adj` the arcs v→w of `lists` with rank[v] < rank[w], in order; returns
 * how many. Every arc is written at the next free place, which moves on only when it is kept
 * (`adj` has one spare place for the last arc read when it is not): kept or not is an arc's coin
 * toss on a random graph, and a branch on it, mispredicted half the time, was most of the pass
 * (2.1 -> 1.5 ms at 100k edges, 20 -> 16 at a million).
 */
function keepForward(
  from: Int32Array,
  lists: Int32Array,
  rank: Int32Array,
  start: Int32Array,
  adj: Int32Array,
): number {
  let at = 0;
  for (let v = 0; v < rank.length; v++) {
    const rv = rank[v]!;
    for (let p = from[v]!, end = from[v + 1]!; p < end; p++) {
      adj[at] = lists[p]!;
      // 1 when rv − rank[w] < 0 (both below 2^31: the difference is an exact int32).
      at += (rv - rank[lists[p]!]!) >>> 31;
    }
    start[v + 1] = at;
  }
  return at;
}

/** The edges of `g` once each, from the end of lower degree to the end of higher degree (ties: lower index). */
export function orientByDegree(g: NeighborLists): NeighborLists {
  const n = g.start.length - 1;
  // (degree, index) compared as one integer, each node's rank in that order.
  const rank = degreeRanks(g.start, n);
  // The lists are symmetric (w in v's list when v is in w's), so exactly one arc of each pair is
  // kept: half of them. Kept arcs are written in order, node after node, so one pass over the
  // arcs fills the packed lists (a scratch copy packed afterwards took 27-31 ms at a million
  // edges).
  const start = new Int32Array(n + 1);
  const half = g.adj.length >> 1;
  const adj = new Int32Array(half + 1);
  const kept = keepForward(g.start, g.adj, rank, start, adj);
  // A typed array drops writes past its end: lists that were not symmetric would lose arcs here.
  if (kept > half)
    throw new Error(`orientByDegree: neighbor lists are not symmetric (${kept} kept of ${g.adj.length})`);
  return { start, adj: adj.subarray(0, kept) };
}

/**
 * Calls `visit(a, b, c)` once per triangle of the oriented lists (from {@link orientByDegree}),
 * in order of a, then of b in a's list, then of c in b's.
 */
export function forEachTriangle(o: NeighborLists, visit: (a: number, b: number, c: number) => void): void {
  const n = o.start.length - 1;
  const { start, adj } = o;
  // mark[w] === a + 1 when w is one of a's forward neighbors (0: never marked).
  const mark = new Int32Array(n);
  for (let a = 0; a < n; a++) {
    const from = start[a]!;
    const to = start[a + 1]!;
    if (to - from < 2) continue;
    const stamp = a + 1;
    for (let p = from; p < to; p++) mark[adj[p]!] = stamp;
    for (let p = from; p < to; p++) {
      const b = adj[p]!;
      for (let q = start[b]!, end = start[b + 1]!; q < end; q++) {
        const c = adj[q]!;
        if (mark[c] === stamp) visit(a, b, c);
      }
    }
  }
}

/** How many triangles each node is in, from the oriented lists (from {@link orientByDegree}). */
export function triangleCounts(o: NeighborLists): Int32Array {
  const n = o.start.length - 1;
  const count = new Int32Array(n);
  countTriangles(o.start, o.adj, count, new Int32Array(n));
  return count;
}

/**
 * {@link triangleCounts}' loop: forEachTriangle's, written out (a call per triangle costs little,
 * but the counts are the whole point of this one), a's count summed in a local first. It takes
 * the arrays themselves: code compiled for it then depends on no object's shape, and in the bench
 * the compiled loop was thrown away ("weak objects", --trace-deopt) once objects of an earlier
 * task were collected. `mark[w] === a + 1` when w is one of a's forward neighbors. (A bit set for
 * the marks, 12.5 KB at 100k nodes where these are 400 KB, was no faster there and 13% slower at
 * 10k nodes: 3.3 against 2.9 ms.)
 */
function countTriangles(start: Int32Array, adj: Int32Array, count: Int32Array, mark: Int32Array): void {
  for (let a = 0; a < mark.length; a++) {
    const from = start[a]!;
    const to = start[a + 1]!;
    if (to - from < 2) continue;
    const stamp = a + 1;
    for (let p = from; p < to; p++) mark[adj[p]!] = stamp;
    let atA = 0;
    for (let p = from; p < to; p++) {
      const b = adj[p]!;
      for (let q = start[b]!, end = start[b + 1]!; q < end; q++) {
        const c = adj[q]!;
        if (mark[c] !== stamp) continue;
        atA++;
        count[b]!++;
        count[c]!++;
      }
    }
    count[a]! += atA;
  }
}
