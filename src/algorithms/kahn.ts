/**
 * Kahn's algorithm on the compact index: a topological order of the node ids, or null when some
 * nodes stay on a cycle. Shared by the DAG functions (dag.ts) and the directed cycle search
 * (cycles.ts), which on an acyclic graph proves there is none this way in one pass over the
 * arrays instead of a depth-first search through the explorer.
 */
import type { Topology } from './indexed.js';

/** Node ids in a topological order of `t`'s arcs; null when `t` has a directed cycle. */
export function kahnOrder(t: Topology): Int32Array | null {
  const { start, adj } = t.out;
  const indegree = new Int32Array(t.n);
  for (let p = 0; p < adj.length; p++) indegree[adj[p]!]!++;
  const queue = new Int32Array(t.n);
  let tail = 0;
  for (let v = 0; v < t.n; v++) if (indegree[v] === 0) queue[tail++] = v;
  for (let head = 0; head < tail; head++) {
    const v = queue[head]!;
    for (let p = start[v]!; p < start[v + 1]!; p++) if (--indegree[adj[p]!]! === 0) queue[tail++] = adj[p]!;
  }
  return tail < t.n ? null : queue;
}
