/**
 * Fagiolo's directed triangles of every node at once, for the directed clustering coefficient.
 * With S = A + Aᵀ (self-loops and parallel arcs left out), node i closes (S³)_ii directed
 * triangles, and S³ sums, over the triangles {i, j, k} of the undirected view, s_ij·s_jk·s_ki
 * twice (for k after j and j after k), where s_uv is 2 when the arc goes both ways, else 1. So
 * the triangles are listed once each on the degree orientation, as for undirected graphs
 * (degree-orientation.ts), each weighted by that product: O(m·√m) arcs read, where intersecting
 * both neighbor sets of both ends of every arc read Σ deg² of them four times (~1 s at a million
 * random arcs).
 */
import { degreeRanks, type NeighborLists } from './degree-orientation.js';
import type { Csr, Topology } from './indexed.js';

/** The undirected view's lists, and per entry whether the arc goes both ways (1) or one way (0). */
export interface TwoWayLists extends NeighborLists {
  twoWay: Uint8Array;
}

/**
 * Each node's distinct neighbors in the undirected view of `out` and `inbound` (itself left out):
 * its successors, then its predecessors that are not successors. `twoWay` marks the successors
 * that are also predecessors. Both ends list a pair with the same mark.
 */
export function twoWayNeighbors(t: Topology, inbound: Csr): TwoWayLists {
  const { n, out } = t;
  // Room for every arc of both lists; the entries are written in order and cut to length.
  const adj = new Int32Array(out.adj.length + inbound.adj.length);
  const twoWay = new Uint8Array(adj.length);
  const start = new Int32Array(n + 1);
  const length = fillTwoWay(out.start, out.adj, inbound.start, inbound.adj, start, adj, twoWay);
  return { start, adj: adj.subarray(0, length), twoWay: twoWay.subarray(0, length) };
}

// The loops below are each in a function that ends with the loop and takes typed arrays only:
// V8 compiles a hot loop while it runs, and code after it that had not run yet threw the
// compiled loop away when reached; code that read fields of objects was thrown away in the bench
// once objects of an earlier task were collected ("weak objects", --trace-deopt).

/** {@link twoWayNeighbors}' loop; returns the number of entries. */
function fillTwoWay(
  outStart: Int32Array,
  outAdj: Int32Array,
  inStart: Int32Array,
  inAdj: Int32Array,
  start: Int32Array,
  adj: Int32Array,
  twoWay: Uint8Array,
): number {
  const n = start.length - 1;
  // seenOut[w] === v + 1: w is a successor of v, at slot[w] of v's list; seenIn: a predecessor.
  const seenOut = new Int32Array(n);
  const seenIn = new Int32Array(n);
  const slot = new Int32Array(n);
  let at = 0;
  for (let v = 0; v < n; v++) {
    const stamp = v + 1;
    for (let p = outStart[v]!, end = outStart[v + 1]!; p < end; p++) {
      const w = outAdj[p]!;
      if (w === v || seenOut[w] === stamp) continue;
      seenOut[w] = stamp;
      slot[w] = at;
      adj[at++] = w;
    }
    for (let p = inStart[v]!, end = inStart[v + 1]!; p < end; p++) {
      const w = inAdj[p]!;
      if (w === v || seenIn[w] === stamp) continue;
      seenIn[w] = stamp;
      if (seenOut[w] === stamp) twoWay[slot[w]!] = 1;
      else adj[at++] = w;
    }
    start[v + 1] = at;
  }
  return at;
}

/**
 * Writes the entries v→w of the lists with rank[v] < rank[w] into `start`, `adj` and `twoWay`, in
 * order (the next free place moves on only when an entry is kept: no branch on a coin toss, and
 * one spare place); returns how many.
 */
function keepForwardTwoWay(
  from: Int32Array,
  lists: Int32Array,
  marks: Uint8Array,
  rank: Int32Array,
  start: Int32Array,
  adj: Int32Array,
  twoWay: Uint8Array,
): number {
  let at = 0;
  for (let v = 0; v < rank.length; v++) {
    const rv = rank[v]!;
    for (let p = from[v]!, end = from[v + 1]!; p < end; p++) {
      adj[at] = lists[p]!;
      twoWay[at] = marks[p]!;
      at += (rv - rank[lists[p]!]!) >>> 31;
    }
    start[v + 1] = at;
  }
  return at;
}

/** orientByDegree (degree-orientation.ts) for lists with their two-way marks: each pair once, low degree to high. */
function orientTwoWay(g: TwoWayLists): TwoWayLists {
  const n = g.start.length - 1;
  const rank = degreeRanks(g.start, n);
  const half = g.adj.length >> 1;
  const start = new Int32Array(n + 1);
  const adj = new Int32Array(half + 1);
  const twoWay = new Uint8Array(half + 1);
  const kept = keepForwardTwoWay(g.start, g.adj, g.twoWay, rank, start, adj, twoWay);
  if (kept > half)
    throw new Error(`orientTwoWay: neighbor lists are not symmetric (${kept} kept of ${g.adj.length})`);
  return { start, adj: adj.subarray(0, kept), twoWay: twoWay.subarray(0, kept) };
}

/** Per node, Σ s_ab·s_bc·s_ca over the triangles of the oriented lists it is in, added to `sums`. */
function weightedTriangleSums(
  start: Int32Array,
  adj: Int32Array,
  twoWay: Uint8Array,
  sums: Float64Array,
): void {
  const n = sums.length;
  const mark = new Int32Array(n);
  // fromA[c]: s_ac of a's forward neighbor c.
  const fromA = new Uint8Array(n);
  for (let a = 0; a < n; a++) {
    const from = start[a]!;
    const to = start[a + 1]!;
    if (to - from < 2) continue;
    const stamp = a + 1;
    for (let p = from; p < to; p++) {
      mark[adj[p]!] = stamp;
      fromA[adj[p]!] = 1 + twoWay[p]!;
    }
    let atA = 0;
    for (let p = from; p < to; p++) {
      const b = adj[p]!;
      const ab = 1 + twoWay[p]!;
      for (let q = start[b]!, end = start[b + 1]!; q < end; q++) {
        const c = adj[q]!;
        if (mark[c] !== stamp) continue;
        const w = ab * (1 + twoWay[q]!) * fromA[c]!;
        atA += w;
        sums[b]! += w;
        sums[c]! += w;
      }
    }
    sums[a]! += atA;
  }
}

/**
 * Every node's directed triangles (S³)_ii (`closed`), its distinct neighbors in plus out
 * (`total`, dIn + dOut) and its two-way ones (`reciprocal`), by index.
 */
export interface DirectedTriangles {
  closed: Float64Array;
  total: Int32Array;
  reciprocal: Int32Array;
}

/** Fagiolo's counts of every node of a directed graph (see the file's header). */
export function directedTriangles(t: Topology, inbound: Csr): DirectedTriangles {
  const view = twoWayNeighbors(t, inbound);
  const oriented = orientTwoWay(view);
  const closed = new Float64Array(t.n);
  weightedTriangleSums(oriented.start, oriented.adj, oriented.twoWay, closed);
  const total = new Int32Array(t.n);
  const reciprocal = new Int32Array(t.n);
  degreesOf(view.start, view.twoWay, closed, total, reciprocal);
  return { closed, total, reciprocal };
}

/** Fills `total` and `reciprocal` from the lists, and doubles the sums into (S³)_ii. */
function degreesOf(
  start: Int32Array,
  twoWay: Uint8Array,
  closed: Float64Array,
  total: Int32Array,
  reciprocal: Int32Array,
): void {
  for (let v = 0; v < total.length; v++) {
    let both = 0;
    for (let p = start[v]!, end = start[v + 1]!; p < end; p++) both += twoWay[p]!;
    reciprocal[v] = both;
    total[v] = start[v + 1]! - start[v]! + both;
    closed[v] = 2 * closed[v]!;
  }
}
