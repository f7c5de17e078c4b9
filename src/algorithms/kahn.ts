/**
 * Kahn's algorithm on the compact index: a topological order of the node ids, or null when some
 * nodes stay on a cycle. Shared by the DAG functions (dag.ts) and the directed cycle search
 * (cycles.ts), which on an acyclic graph proves there is none this way in one pass over the
 * arrays instead of a depth-first search through the explorer.
 *
 * A whole-graph call on a fresh G runs this once, largely before V8 has optimized it (on-stack
 * replacement comes after a few milliseconds of interpreted loop), so every pass over the arcs
 * counts: on a seeded topology the in-degrees are the differences of the seed's inbound list
 * offsets, n steps instead of a pass over the m arcs.
 */
import type { Topology } from './indexed.js';

/**
 * Fills `indegree` with `t`'s in-degrees and `queue` with the nodes of in-degree 0; returns how
 * many. In-degrees come from the inbound lists of a directed seed (the lists `t.out` was assembled
 * from hold the same edges), else from counting arcs.
 */
function sources(t: Topology, indegree: Int32Array, queue: Int32Array): number {
  const seed = t.built?.seed;
  if (seed?.directed) return sourcesFromOffsets(seed.lists().in.start, indegree, queue);
  return sourcesFromArcs(t.out.adj, indegree, queue);
}

// The two loops below take typed arrays only: code V8 compiled for a loop that read a field of the
// topology (its `n`) depended on that object's shape, and was thrown away once an earlier graph's
// objects were collected ("weak objects" in --trace-deopt), on a cold call at 10k nodes.

/** In-degrees as the differences of inbound list offsets; returns how many sources were queued. */
function sourcesFromOffsets(inboundStart: Int32Array, indegree: Int32Array, queue: Int32Array): number {
  let tail = 0;
  for (let v = 0; v < indegree.length; v++) {
    const d = inboundStart[v + 1]! - inboundStart[v]!;
    indegree[v] = d;
    if (d === 0) queue[tail++] = v;
  }
  return tail;
}

/** In-degrees counted from the arcs' far ends; returns how many sources were queued. */
function sourcesFromArcs(adj: Int32Array, indegree: Int32Array, queue: Int32Array): number {
  for (let p = 0; p < adj.length; p++) indegree[adj[p]!]!++;
  let tail = 0;
  for (let v = 0; v < indegree.length; v++) if (indegree[v] === 0) queue[tail++] = v;
  return tail;
}

/**
 * Kahn's loop from the sources `queue[0 .. tail-1]`: returns how many nodes were ordered. A function
 * of its own with one loop nest: V8 replaces a running loop by optimized code (on-stack replacement)
 * for the loop it was asked for; with the set-up loops in the same function it compiled for one of
 * them, which had ended by the time the code was ready (under load after 15-18 ms), and the arc loop
 * ran on in the interpreter until a second compile.
 */
function drain(
  start: Int32Array,
  adj: Int32Array,
  indegree: Int32Array,
  queue: Int32Array,
  tail: number,
): number {
  let end = tail;
  for (let head = 0; head < end; head++) {
    const v = queue[head]!;
    const last = start[v + 1]!;
    for (let p = start[v]!; p < last; p++) {
      const w = adj[p]!;
      if (--indegree[w]! === 0) queue[end++] = w;
    }
  }
  return end;
}

/** Node ids in a topological order of `t`'s arcs; null when `t` has a directed cycle. */
export function kahnOrder(t: Topology): Int32Array | null {
  const indegree = new Int32Array(t.n);
  const queue = new Int32Array(t.n);
  const tail = drain(t.out.start, t.out.adj, indegree, queue, sources(t, indegree, queue));
  return tail < t.n ? null : queue;
}
