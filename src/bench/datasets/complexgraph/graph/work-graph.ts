/**
 * A small mutable simple graph on nodes 0..n-1 (no self-loops, no repeated edges) that the
 * generators build and reshape before it becomes GraphData. Unlike the GRRAF generators' EdgeSet
 * it can remove edges and merge graphs, which the structure classes and answer shaping need.
 */

/** A mutable simple graph on nodes 0..n-1. */
export class WorkGraph {
  /** Successors (undirected: neighbours). */
  readonly succ: Set<number>[];
  /** Predecessors (undirected: the same sets as `succ`). */
  readonly pred: Set<number>[];

  constructor(
    readonly n: number,
    readonly directed: boolean,
  ) {
    this.succ = Array.from({ length: n }, () => new Set<number>());
    this.pred = directed ? Array.from({ length: n }, () => new Set<number>()) : this.succ;
  }

  /** True when u-v (u->v when directed) is an edge. */
  has(u: number, v: number): boolean {
    return this.succ[u]!.has(v);
  }

  /** Adds u-v unless it is a self-loop or already present; returns whether it was added. */
  add(u: number, v: number): boolean {
    if (u === v || this.has(u, v)) return false;
    this.succ[u]!.add(v);
    this.pred[v]!.add(u);
    return true;
  }

  /** Removes u-v; returns whether it was there. */
  remove(u: number, v: number): boolean {
    if (!this.has(u, v)) return false;
    this.succ[u]!.delete(v);
    this.pred[v]!.delete(u);
    return true;
  }

  /** Neighbours in either direction. */
  neighbors(v: number): Set<number> {
    return this.directed ? new Set([...this.succ[v]!, ...this.pred[v]!]) : this.succ[v]!;
  }

  /** Degree as NetworkX counts it (directed: in + out). */
  degree(v: number): number {
    return this.directed ? this.succ[v]!.size + this.pred[v]!.size : this.succ[v]!.size;
  }

  /** Edges as [u, v] pairs (undirected: each once, u < v). */
  edges(): [number, number][] {
    const out: [number, number][] = [];
    for (let u = 0; u < this.n; u++) {
      for (const v of this.succ[u]!) if (this.directed || u < v) out.push([u, v]);
    }
    return out;
  }

  /** Number of edges. */
  get size(): number {
    let m = 0;
    for (const s of this.succ) m += s.size;
    return this.directed ? m : m / 2;
  }

  /** Weakly connected components, each as a node list in BFS order. */
  components(): number[][] {
    const seen = new Uint8Array(this.n);
    const out: number[][] = [];
    for (let s = 0; s < this.n; s++) {
      if (seen[s]) continue;
      seen[s] = 1;
      const comp = [s];
      for (let i = 0; i < comp.length; i++) {
        for (const w of this.neighbors(comp[i]!)) {
          if (!seen[w]) {
            seen[w] = 1;
            comp.push(w);
          }
        }
      }
      out.push(comp);
    }
    return out;
  }

  /** True when the graph has a cycle (directed: a directed cycle; undirected: any cycle). */
  hasCycle(): boolean {
    if (!this.directed) return this.size > this.n - this.components().length;
    const indeg = this.pred.map((p) => p.size);
    const queue = indeg.flatMap((d, v) => (d === 0 ? [v] : []));
    for (let i = 0; i < queue.length; i++) {
      for (const w of this.succ[queue[i]!]!) if (--indeg[w]! === 0) queue.push(w);
    }
    return queue.length < this.n;
  }

  /** The same edges with edge direction dropped. */
  undirected(): WorkGraph {
    const g = new WorkGraph(this.n, false);
    for (const [u, v] of this.edges()) g.add(u, v);
    return g;
  }

  /** Disjoint union of `parts` (all directed or all undirected), renumbered in order. */
  static union(parts: WorkGraph[]): WorkGraph {
    const directed = parts[0]?.directed ?? false;
    const g = new WorkGraph(
      parts.reduce((a, p) => a + p.n, 0),
      directed,
    );
    let offset = 0;
    for (const p of parts) {
      for (const [u, v] of p.edges()) g.add(u + offset, v + offset);
      offset += p.n;
    }
    return g;
  }
}
