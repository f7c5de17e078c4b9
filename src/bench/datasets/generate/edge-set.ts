/**
 * A small builder for simple graphs on nodes 0..n-1 (no repeated edges, no self-loops),
 * with union-find to steer connectivity and cycles, and conversion to GraphData.
 */
import type { GraphData } from '../../../graph/model.js';

/** Edges of a simple graph under construction. */
export class EdgeSet {
  readonly edges: [number, number, number?][] = [];
  private readonly keys = new Set<string>();
  private readonly parent: number[];

  constructor(
    readonly n: number,
    readonly directed: boolean,
  ) {
    this.parent = Array.from({ length: n }, (_, i) => i);
  }

  private key(u: number, v: number): string {
    return this.directed || u < v ? `${u},${v}` : `${v},${u}`;
  }

  /** True when u-v (u->v when directed) is already an edge. */
  has(u: number, v: number): boolean {
    return this.keys.has(this.key(u, v));
  }

  /** Adds the edge unless it is a self-loop or already there; returns whether it was added. */
  add(u: number, v: number, weight?: number): boolean {
    if (u === v || this.has(u, v)) return false;
    this.keys.add(this.key(u, v));
    this.edges.push(weight === undefined ? [u, v] : [u, v, weight]);
    this.parent[this.find(u)] = this.find(v);
    return true;
  }

  /** Union-find root (edges taken as undirected). */
  find(x: number): number {
    let r = x;
    while (this.parent[r] !== r) r = this.parent[r]!;
    while (this.parent[x] !== r) {
      const next = this.parent[x]!;
      this.parent[x] = r;
      x = next;
    }
    return r;
  }

  /** True when u and v are in one (weakly) connected component. */
  connected(u: number, v: number): boolean {
    return this.find(u) === this.find(v);
  }

  /** The graph, nodes 0..n-1 listed explicitly (isolated nodes included). */
  toGraph(nodeWeights?: number[]): GraphData {
    return {
      directed: this.directed,
      nodes: Array.from({ length: this.n }, (_, id) => ({
        id,
        labels: [],
        properties: {},
        ...(nodeWeights ? { weight: nodeWeights[id]! } : {}),
      })),
      edges: this.edges.map(([source, target, weight]) => ({
        source,
        target,
        properties: {},
        ...(weight === undefined ? {} : { weight }),
      })),
    };
  }
}
