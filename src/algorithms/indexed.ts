/**
 * A compressed adjacency (CSR) view of a graphology graph: nodes numbered 0..n-1 in `G.nodes()`
 * order, neighbours in typed arrays. Algorithms run on it because walking graphology's
 * object adjacency per step is several times slower at 100k+ edges.
 */
import type { AnyGraph } from './common.js';
import { numericAttr } from './common.js';

/** CSR adjacency; for undirected graphs `in*` arrays are the `out*` arrays. */
export interface IndexedGraph {
  n: number;
  keys: string[];
  index: Map<string, number>;
  /** True unless the graph is undirected; undirected edges of a mixed graph go both ways. */
  directed: boolean;
  outStart: Int32Array;
  outAdj: Int32Array;
  outW: Float64Array;
  inStart: Int32Array;
  inAdj: Int32Array;
  inW: Float64Array;
}

interface EdgeList {
  src: number[];
  dst: number[];
  w: number[];
}

function push(l: EdgeList, u: number, v: number, x: number): void {
  l.src.push(u);
  l.dst.push(v);
  l.w.push(x);
}

function buildCsr(n: number, from: number[], to: number[], w: number[]) {
  const start = new Int32Array(n + 1);
  for (const u of from) start[u + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const adj = new Int32Array(from.length);
  const wt = new Float64Array(from.length);
  for (let e = 0; e < from.length; e++) {
    const p = fill[from[e]!]!++;
    adj[p] = to[e]!;
    wt[p] = w[e]!;
  }
  return { start, adj, wt };
}

/**
 * Builds the CSR view. `weight` names the edge attribute read as weight (missing → 1);
 * `null` gives every edge weight 1. Parallel edges stay separate entries; an undirected
 * self-loop appears once.
 */
export function indexGraph(G: AnyGraph, weight: string | null = 'weight'): IndexedGraph {
  const keys = G.nodes();
  const n = keys.length;
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) index.set(keys[i]!, i);
  const out: EdgeList = { src: [], dst: [], w: [] };
  const inn: EdgeList = { src: [], dst: [], w: [] };
  const directed = G.type !== 'undirected';
  G.forEachEdge((_e, attrs, s, t, _sa, _ta, undirected) => {
    const u = index.get(s)!;
    const v = index.get(t)!;
    const x = numericAttr(attrs, weight);
    push(out, u, v, x);
    if (directed) push(inn, v, u, x);
    if (undirected && u !== v) {
      push(out, v, u, x);
      if (directed) push(inn, u, v, x);
    }
  });
  const o = buildCsr(n, out.src, out.dst, out.w);
  const i = directed ? buildCsr(n, inn.src, inn.dst, inn.w) : o;
  return {
    n,
    keys,
    index,
    directed,
    outStart: o.start,
    outAdj: o.adj,
    outW: o.wt,
    inStart: i.start,
    inAdj: i.adj,
    inW: i.wt,
  };
}

/** Sorted, de-duplicated neighbour sets of the undirected view, without self-loops. */
export function undirectedNeighborSets(g: IndexedGraph): Set<number>[] {
  const sets: Set<number>[] = [];
  for (let u = 0; u < g.n; u++) {
    const s = new Set<number>();
    for (let p = g.outStart[u]!; p < g.outStart[u + 1]!; p++) if (g.outAdj[p] !== u) s.add(g.outAdj[p]!);
    if (g.directed)
      for (let p = g.inStart[u]!; p < g.inStart[u + 1]!; p++) if (g.inAdj[p] !== u) s.add(g.inAdj[p]!);
    sets.push(s);
  }
  return sets;
}
