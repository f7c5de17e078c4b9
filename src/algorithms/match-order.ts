/**
 * The order in which subgraph matching places pattern nodes: connected-first, so every node after
 * the first has a placed neighbor whose image limits its candidates.
 */
import { MinHeap } from './heap.js';
import type { SortedAdjacency } from './sorted-adjacency.js';
import { distinctDegree } from './sorted-adjacency.js';

/** Patterns larger than this are ordered breadth-first (linear) instead of by the link heap. */
const HEAP_ORDER_MAX = 4_096;

/**
 * Pattern order: each next node is the unplaced one with most links to placed nodes, then the
 * fewest same-colored candidates in G (`classSize`), then the highest degree — the order that
 * prunes small patterns best. Whole graphs (more than HEAP_ORDER_MAX nodes) are ordered
 * breadth-first from the node with the fewest candidates: still connected-first, in O(n + m).
 */
export function matchOrder(h: SortedAdjacency, classSize: (v: number) => number): number[] {
  const degree = (v: number) => distinctDegree(h.out, v) + distinctDegree(h.inn, v);
  const tie = (v: number) => (65_535 - Math.min(classSize(v), 65_535)) * 65_536 + Math.min(degree(v), 65_535);
  return h.n > HEAP_ORDER_MAX ? breadthFirstOrder(h, tie) : linkOrder(h, tie);
}

/** Most links to placed nodes first, then `tie` (higher first); a heap of links·2³² + tie. */
function linkOrder(h: SortedAdjacency, tie: (v: number) => number): number[] {
  const placed = new Uint8Array(h.n);
  const links = new Int32Array(h.n);
  const order: number[] = [];
  const heap = new MinHeap(h.n);
  const push = (v: number) => heap.push(-(Math.min(links[v]!, 2_097_151) * 4_294_967_296 + tie(v)), v);
  for (let v = 0; v < h.n; v++) push(v);
  while (order.length < h.n) {
    const best = heap.pop();
    if (placed[best]) continue;
    placed[best] = 1;
    order.push(best);
    for (const arcs of [h.out, h.inn]) {
      for (let p = arcs.start[best]!; p < arcs.start[best + 1]!; p++) {
        const w = arcs.adj[p]!;
        if (placed[w]) continue;
        links[w]!++;
        push(w);
      }
    }
  }
  return order;
}

/** Breadth-first over the undirected view, each component from its best node by `tie`. */
function breadthFirstOrder(h: SortedAdjacency, tie: (v: number) => number): number[] {
  const placed = new Uint8Array(h.n);
  const roots = Array.from({ length: h.n }, (_, v) => v).sort((a, b) => tie(b) - tie(a));
  const order: number[] = [];
  for (const root of roots) {
    if (placed[root]) continue;
    placed[root] = 1;
    order.push(root);
    for (let head = order.length - 1; head < order.length; head++) {
      const v = order[head]!;
      for (const arcs of [h.out, h.inn]) {
        for (let p = arcs.start[v]!; p < arcs.start[v + 1]!; p++) {
          const w = arcs.adj[p]!;
          if (placed[w]) continue;
          placed[w] = 1;
          order.push(w);
        }
      }
    }
  }
  return order;
}
