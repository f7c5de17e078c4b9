/**
 * A directed cycle through one node, found by growing a breadth-first search forward from it (along
 * out-arcs) and another backward (along in-arcs) until they meet: a node reached from the root that
 * reaches the root closes a cycle. On a random graph the two sides meet once each holds about √n
 * nodes (a birthday collision), so at 100k nodes and a million arcs the probe reads ~600 arcs where
 * a depth-first search reads ~2,500 before its path closes on itself.
 *
 * For a search that stops early, once per fresh G and mostly before V8 has optimized it, so its
 * state is two Maps and two plain arrays: right after a full GC, allocating a typed array of even a
 * few kilobytes cost 10-40 µs, more than the probe's reads.
 */
import { GAVE_UP } from './explorer.js';

/** Arcs in CSR form: the arcs of v end at `adj[start[v] .. start[v + 1] - 1]`. */
export interface ArcLists {
  start: Int32Array;
  adj: Int32Array;
}

/**
 * The cycle root → … → u → w → … → root from the two trees in `mark` (see {@link probeCycle}):
 * u's branch of the forward tree, then w's of the backward one. The two branches share only the
 * root: a node that joined both would have been met when it joined the second.
 */
function closeCycle(mark: Map<number, number>, u: number, w: number): number[] {
  const cycle: number[] = [];
  for (let x = u; ; x = mark.get(x)! - 1) {
    cycle.push(x);
    if (mark.get(x) === 0) break;
  }
  cycle.reverse();
  // The backward branch ends at the root, which is first already.
  for (let x = w; mark.get(x) !== 0; x = -mark.get(x)! - 1) cycle.push(x);
  return cycle;
}

/**
 * A directed cycle through the first node (in id order) on which the two searches meet, as ids, the
 * root first; GAVE_UP when `budget` reads (a list read costs its length plus one) run out first. A
 * root whose forward or backward search ends without meeting the other lies on no cycle, and the next
 * root is tried. Never null: proving that there is no cycle is left to a whole search.
 */
export function probeCycle(
  out: ArcLists,
  inbound: ArcLists,
  n: number,
  budget: number,
): number[] | typeof GAVE_UP {
  let left = budget;
  for (let root = 0; root < n; root++) {
    // One Map for both trees (a node in both closes the cycle, so none stays in both): the root 0,
    // a node of the forward tree its parent + 1, one of the backward tree -(its child + 1).
    const mark = new Map<number, number>([[root, 0]]);
    const forward = [root];
    const backward = [root];
    let headF = 0;
    let headB = 0;
    while (headF < forward.length && headB < backward.length) {
      // Grow the smaller side: with as many reads, equal sides meet soonest.
      if (forward.length <= backward.length) {
        const u = forward[headF++]!;
        const from = out.start[u]!;
        const to = out.start[u + 1]!;
        left -= to - from + 1;
        if (left < 0) return GAVE_UP;
        for (let p = from; p < to; p++) {
          const w = out.adj[p]!;
          const x = mark.get(w);
          if (x === undefined) {
            mark.set(w, u + 1);
            forward.push(w);
          } else if (x <= 0) return closeCycle(mark, u, w);
        }
      } else {
        const u = backward[headB++]!;
        const from = inbound.start[u]!;
        const to = inbound.start[u + 1]!;
        left -= to - from + 1;
        if (left < 0) return GAVE_UP;
        for (let p = from; p < to; p++) {
          const w = inbound.adj[p]!;
          const x = mark.get(w);
          if (x === undefined) {
            mark.set(w, -(u + 1));
            backward.push(w);
            // The arc w → u: the forward tree reaches w, and u reaches the root.
          } else if (x >= 0) return closeCycle(mark, w, u);
        }
      }
    }
    if (--left < 0) return GAVE_UP;
  }
  return GAVE_UP;
}
