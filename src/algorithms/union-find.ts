/**
 * Disjoint sets over 0..n-1 (union-find with path halving), shared by the weak components,
 * Kruskal's minimum spanning tree and the undirected cycle search. Internal: not part of the
 * library a program sees.
 */
import { anchorShape } from './shape-anchor.js';

export class DisjointSets {
  private readonly parent: Int32Array;

  constructor(n: number) {
    // A loop, not Int32Array.from with a callback: a call per node was most of a small graph's set-up.
    const parent = new Int32Array(n);
    for (let i = 0; i < n; i++) parent[i] = i;
    this.parent = parent;
  }

  /** The representative of `x`'s set. */
  find(x: number): number {
    const parent = this.parent;
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  }

  /** Merges the sets of `a` and `b`; false when they already were one set. */
  union(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
    return true;
  }
}
anchorShape(new DisjointSets(1));
