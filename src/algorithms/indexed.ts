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

/** Counting sort of arcs by `from` into CSR arrays (weights copied when given). */
function buildCsr(n: number, from: Int32Array, to: Int32Array, w: Float64Array | null) {
  const m = from.length;
  const start = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) start[from[e]! + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const adj = new Int32Array(m);
  const wt = w === null ? UNIT : new Float64Array(m);
  for (let e = 0; e < m; e++) {
    const p = fill[from[e]!]!++;
    adj[p] = to[e]!;
    if (w !== null) wt[p] = w[e]!;
  }
  return { start, adj, wt };
}

/** Weight array of unweighted views: reading it is a bug (callers use BFS), so it is empty. */
const UNIT = new Float64Array(0);

/**
 * Builds the CSR view. `weight` names the edge attribute read as weight (missing → 1); `null`
 * builds an unweighted view (`outW`/`inW` empty: use hop-count algorithms). Parallel edges stay
 * separate entries; an undirected self-loop appears once. Inbound arrays are built only with
 * `inbound: true` (otherwise they alias the outbound ones — correct only when undirected).
 *
 * Memory matters more than it seems: on a 1M-edge graphology graph every large typed-array
 * allocation can trigger a full GC over the graph's own ~300 MB heap, so arrays are sized exactly.
 */
export function indexGraph(
  G: AnyGraph,
  weight: string | null = 'weight',
  o: { inbound?: boolean } = {},
): IndexedGraph {
  const keys = G.nodes();
  const n = keys.length;
  const index = new Map<string, number>();
  // A null-prototype object answers the per-edge key lookups ~2× faster than the Map.
  const pos: Record<string, number> = Object.create(null);
  for (let i = 0; i < n; i++) {
    index.set(keys[i]!, i);
    pos[keys[i]!] = i;
  }
  const directed = G.type !== 'undirected';
  const m = G.directedSize + 2 * G.undirectedSize;
  const from = new Int32Array(m);
  const to = new Int32Array(m);
  const w = weight === null ? null : new Float64Array(m);
  let k = 0;
  G.forEachEdge((_e, attrs, s, t, _sa, _ta, undirected) => {
    const u = pos[s]!;
    const v = pos[t]!;
    from[k] = u;
    to[k] = v;
    if (w !== null) {
      const raw = attrs[weight!];
      w[k] = typeof raw === 'number' ? raw : numericAttr(attrs, weight);
    }
    k++;
    if (undirected && u !== v) {
      from[k] = v;
      to[k] = u;
      if (w !== null) w[k] = w[k - 1]!;
      k++;
    }
  });
  const used = (a: Int32Array) => (k === m ? a : a.subarray(0, k));
  const out = buildCsr(n, used(from), used(to), w === null ? null : w.subarray(0, k));
  const inn =
    directed && o.inbound ? buildCsr(n, used(to), used(from), w === null ? null : w.subarray(0, k)) : out;
  return {
    n,
    keys,
    index,
    directed,
    outStart: out.start,
    outAdj: out.adj,
    outW: out.wt,
    inStart: inn.start,
    inAdj: inn.adj,
    inW: inn.wt,
  };
}

/** Distinct neighbours of `v` in one CSR direction (`out*` or `in*` arrays), self excluded; adds to `into`. */
export function distinctNeighbors(
  start: Int32Array,
  adj: Int32Array,
  v: number,
  into: Set<number> = new Set(),
): Set<number> {
  for (let p = start[v]!; p < start[v + 1]!; p++) if (adj[p] !== v) into.add(adj[p]!);
  return into;
}

/** De-duplicated neighbour sets of the undirected view, without self-loops (needs `inbound`). */
export function undirectedNeighborSets(g: IndexedGraph): Set<number>[] {
  const sets: Set<number>[] = [];
  for (let u = 0; u < g.n; u++) {
    const s = distinctNeighbors(g.outStart, g.outAdj, u);
    if (g.directed) distinctNeighbors(g.inStart, g.inAdj, u, s);
    sets.push(s);
  }
  return sets;
}
