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
 * In-degrees of `t`'s nodes: from the inbound lists of a directed seed (the lists `t.out` was
 * assembled from hold the same edges), else by counting arcs.
 */
function indegrees(t: Topology): Int32Array {
  const indegree = new Int32Array(t.n);
  const seed = t.built?.seed;
  if (seed?.directed) {
    const inboundStart = seed.lists().in.start;
    for (let v = 0; v < t.n; v++) indegree[v] = inboundStart[v + 1]! - inboundStart[v]!;
    return indegree;
  }
  const { adj } = t.out;
  for (let p = 0; p < adj.length; p++) indegree[adj[p]!]!++;
  return indegree;
}

/** Node ids in a topological order of `t`'s arcs; null when `t` has a directed cycle. */
export function kahnOrder(t: Topology): Int32Array | null {
  const { start, adj } = t.out;
  const n = t.n;
  const indegree = indegrees(t);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let v = 0; v < n; v++) if (indegree[v] === 0) queue[tail++] = v;
  for (let head = 0; head < tail; head++) {
    const v = queue[head]!;
    const end = start[v + 1]!;
    for (let p = start[v]!; p < end; p++) {
      const w = adj[p]!;
      if (--indegree[w]! === 0) queue[tail++] = w;
    }
  }
  return tail < n ? null : queue;
}
