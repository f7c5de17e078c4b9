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

/** The nodes of `chain` from `v` on (each node mapped to the next, -1 after the last), appended to `out`. */
function follow(chain: Map<number, number>, v: number, out: number[]): void {
  for (let u = v; u !== -1; u = chain.get(u)!) out.push(u);
}

/**
 * The cycle root → … → u → w → … → root, from the forward tree (`back`: node → its parent) and the
 * backward one (`ahead`: node → the node it points to on its way to the root). The two branches share
 * only the root: a node that joined both would have been met when it joined the second.
 */
function closeCycle(back: Map<number, number>, ahead: Map<number, number>, u: number, w: number): number[] {
  const forward: number[] = [];
  follow(back, u, forward);
  forward.reverse();
  const cycle = forward;
  if (w !== cycle[0]) follow(ahead, w, cycle);
  // The backward branch ends with the root, already first.
  if (cycle.length > 1 && cycle[cycle.length - 1] === cycle[0]) cycle.pop();
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
    // back: node → its parent in the forward tree; ahead: node → its child in the backward tree.
    const back = new Map<number, number>([[root, -1]]);
    const ahead = new Map<number, number>([[root, -1]]);
    const forward = [root];
    const backward = [root];
    let headF = 0;
    let headB = 0;
    while (headF < forward.length && headB < backward.length) {
      // Grow the smaller side: with as many reads, equal sides meet soonest.
      if (back.size <= ahead.size) {
        const u = forward[headF++]!;
        const from = out.start[u]!;
        const to = out.start[u + 1]!;
        left -= to - from + 1;
        if (left < 0) return GAVE_UP;
        for (let p = from; p < to; p++) {
          const w = out.adj[p]!;
          if (ahead.has(w)) return closeCycle(back, ahead, u, w);
          if (!back.has(w)) {
            back.set(w, u);
            forward.push(w);
          }
        }
      } else {
        const u = backward[headB++]!;
        const from = inbound.start[u]!;
        const to = inbound.start[u + 1]!;
        left -= to - from + 1;
        if (left < 0) return GAVE_UP;
        for (let p = from; p < to; p++) {
          const w = inbound.adj[p]!;
          // The arc w → u: the forward tree reaches w, and u reaches the root.
          if (back.has(w)) return closeCycle(back, ahead, w, u);
          if (!ahead.has(w)) {
            ahead.set(w, u);
            backward.push(w);
          }
        }
      }
    }
    if (--left < 0) return GAVE_UP;
  }
  return GAVE_UP;
}
