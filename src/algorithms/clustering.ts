/**
 * Clustering coefficients exactly as NetworkX defines them: undirected triangles / (deg·(deg−1));
 * directed graphs use Fagiolo's directed-triangle formula; with `{ weight }`, NetworkX's weighted
 * form (each triangle counts the geometric mean of its normalized edge weights).
 * Self-loops are ignored; parallel edges count once. Graphs mixing directed and undirected edges
 * are refused. Hand-written: graphology-metrics has no clustering coefficient.
 *
 * Every node of an undirected graph: triangles counted once each on the degree orientation
 * (degree-orientation.ts). One node, and directed graphs: neighbor sets intersected with marks,
 * O(Σ deg²) array steps, over the index's own arcs when G has no parallel edges (its lists are
 * then sets already), else over the sorted adjacency, which counts parallel arcs once.
 */
import type { AnyGraph } from './common.js';
import { emptyRecord, requireNode, requireOneKind } from './common.js';
import { distinctNeighbors, orientByDegree, triangleCounts } from './degree-orientation.js';
import { type DirectedTriangles, directedTriangles } from './directed-triangles.js';
import { inboundOf, type Topology, topologyOf } from './indexed.js';
import { sortedAdjacency } from './sorted-adjacency.js';
import { weightedCoefficients } from './weighted-clustering.js';

/** Options of {@link clustering} and {@link averageClustering}. */
export interface ClusteringOptions {
  /**
   * Edge attribute holding weights: the weighted coefficient as NetworkX's `clustering(G,
   * weight=...)` computes it, the geometric mean of each triangle's edge weights divided by the
   * largest weight in the graph (Onnela et al.; on directed graphs over Fagiolo's directed
   * triangles). An edge without the attribute weighs 1. Unset: unweighted.
   */
  weight?: string;
}

/** A node key or number, not an options object. */
const isOptions = (x: unknown): x is ClusteringOptions =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Neighbor lists without repeats (self-loops may be in them: skipped where read). */
interface SortedArcs {
  start: Int32Array;
  adj: Int32Array;
}

/** The arcs the mark-based coefficient reads; `inn` is `out` when the graph is undirected. */
interface SortedAdjacency {
  n: number;
  keys: string[];
  position: Record<string, number>;
  directed: boolean;
  out: SortedArcs;
  inn: SortedArcs;
}

/** The index's own arcs when G has no parallel edges, else the sorted adjacency (parallel arcs once). */
function arcSets(G: AnyGraph): SortedAdjacency {
  if (G.multi) return sortedAdjacency(G);
  const t = topologyOf(G);
  const inn = t.directed ? inboundOf(G) : t.out;
  // Getters: a call on ids reads neither unless it answers by key.
  return {
    n: t.n,
    get keys() {
      return t.keys;
    },
    get position() {
      return t.position;
    },
    directed: t.directed,
    out: t.out,
    inn,
  };
}

/**
 * Every node's triangles in an undirected graph and its number of distinct neighbors other than
 * itself, by index. Its coefficient is 2·triangles / (d·(d − 1)) ({@link undirectedCoefficient}).
 */
function undirectedTriangles(G: AnyGraph): { start: Int32Array; triangles: Int32Array } {
  const t = topologyOf(G);
  const neighbors = distinctNeighbors(t, null, !G.multi && G.selfLoopCount === 0);
  return { start: neighbors.start, triangles: triangleCounts(orientByDegree(neighbors)) };
}

/**
 * The key of node v. A seeded topology's is asked of its seed: making the whole key array first
 * (Array.from over the seed's keys) took 12 ms of a record of 100k nodes, the seed's keys one
 * by one 6.
 */
function keyOf(t: Topology): (v: number) => string {
  return t.built === undefined ? (v) => t.keys[v]! : t.built.seed.key;
}

/**
 * The coefficient of node i from {@link undirectedTriangles}: the same integers, so the same
 * doubles, as the mark-based count, which finds each triangle twice.
 */
function undirectedCoefficient(start: Int32Array, triangles: Int32Array, i: number): number {
  const d = start[i + 1]! - start[i]!;
  const twice = 2 * triangles[i]!;
  return twice === 0 ? 0 : twice / (d * (d - 1));
}

/**
 * The sum of every node's coefficient from {@link undirectedTriangles}, in node order. A function
 * that ends with its loop: V8 compiles a hot loop while it runs, and code after it that had not
 * run yet (the division by n) threw that compiled loop away when reached.
 */
function sumOfCoefficients(start: Int32Array, triangles: Int32Array): number {
  let sum = 0;
  for (let i = 0; i < triangles.length; i++) sum += undirectedCoefficient(start, triangles, i);
  return sum;
}

/** Every node's coefficient from {@link undirectedTriangles} under its key (a loop of its own, as above). */
function coefficientRecord(
  keyAt: (v: number) => string,
  start: Int32Array,
  triangles: Int32Array,
): Record<string, number> {
  const out = emptyRecord<number>();
  for (let i = 0; i < triangles.length; i++) out[keyAt(i)] = undirectedCoefficient(start, triangles, i);
  return out;
}

/**
 * Fagiolo's counts of every node of a directed graph, listed once each on the degree orientation
 * (directed-triangles.ts): the mark-based count below intersects both neighbor sets of both ends
 * of every arc (~1 s at a million random arcs).
 */
function everyDirectedTriangle(G: AnyGraph): DirectedTriangles {
  return directedTriangles(topologyOf(G), inboundOf(G));
}

/**
 * Node i's directed coefficient from {@link DirectedTriangles}' arrays: the same integers, so the
 * same doubles, as {@link coefficient}.
 */
function directedCoefficient(
  closed: Float64Array,
  total: Int32Array,
  reciprocal: Int32Array,
  i: number,
): number {
  const t = closed[i]!;
  const dt = total[i]!;
  return t === 0 ? 0 : t / ((dt * (dt - 1) - 2 * reciprocal[i]!) * 2);
}

// The loops over every node below take typed arrays, not the objects holding them: code V8
// compiled for a loop that read an object's fields was thrown away in the bench once objects of
// an earlier task were collected ("weak objects", --trace-deopt).

/** The sum of every node's directed coefficient, in node order (a loop of its own). */
function sumOfDirected(closed: Float64Array, total: Int32Array, reciprocal: Int32Array): number {
  let sum = 0;
  for (let i = 0; i < total.length; i++) sum += directedCoefficient(closed, total, reciprocal, i);
  return sum;
}

/** Every node's directed coefficient under its key (a loop of its own). */
function directedRecord(
  keyAt: (v: number) => string,
  closed: Float64Array,
  total: Int32Array,
  reciprocal: Int32Array,
): Record<string, number> {
  const out = emptyRecord<number>();
  for (let i = 0; i < total.length; i++) out[keyAt(i)] = directedCoefficient(closed, total, reciprocal, i);
  return out;
}

/** Marks of the current node's neighbor sets: mark[w] === stamp when w is in the set. */
interface Marks {
  pred: Int32Array;
  succ: Int32Array;
}

/** Marks the distinct neighbors of `v` (self excluded) with `stamp`; returns how many. */
function mark(arcs: SortedArcs, v: number, marks: Int32Array, stamp: number): number {
  let d = 0;
  for (let p = arcs.start[v]!; p < arcs.start[v + 1]!; p++) {
    if (arcs.adj[p] === v) continue;
    marks[arcs.adj[p]!] = stamp;
    d++;
  }
  return d;
}

/** How many of j's distinct neighbors (self excluded) in `arcs` are marked with `stamp` in each set. */
function marked(arcs: SortedArcs, j: number, m: Marks, stamp: number): number {
  let c = 0;
  for (let p = arcs.start[j]!; p < arcs.start[j + 1]!; p++) {
    const w = arcs.adj[p]!;
    if (w === j) continue;
    if (m.pred[w] === stamp) c++;
    if (m.succ[w] === stamp) c++;
  }
  return c;
}

function coefficient(a: SortedAdjacency, i: number, m: Marks): number {
  const stamp = i + 1;
  if (!a.directed) {
    const d = mark(a.out, i, m.succ, stamp);
    let t = 0;
    for (let p = a.out.start[i]!; p < a.out.start[i + 1]!; p++) {
      const j = a.out.adj[p]!;
      if (j !== i) t += marked(a.out, j, m, stamp);
    }
    return t === 0 ? 0 : t / (d * (d - 1));
  }
  // Fagiolo: closed directed triangles through i over all four orientations of its two edges.
  const dIn = mark(a.inn, i, m.pred, stamp);
  const dOut = mark(a.out, i, m.succ, stamp);
  let both = 0;
  let t = 0;
  for (const arcs of [a.inn, a.out]) {
    for (let p = arcs.start[i]!; p < arcs.start[i + 1]!; p++) {
      const j = arcs.adj[p]!;
      if (j === i) continue;
      if (arcs === a.out && m.pred[j] === stamp) both++;
      t += marked(a.inn, j, m, stamp) + marked(a.out, j, m, stamp);
    }
  }
  const dt = dIn + dOut;
  return t === 0 ? 0 : t / ((dt * (dt - 1) - 2 * both) * 2);
}

/** Mark arrays; undirected graphs only use `succ` (`pred` is empty, so never marked). */
function marksFor(a: SortedAdjacency): Marks {
  return { succ: new Int32Array(a.n), pred: new Int32Array(a.directed ? a.n : 0) };
}

/**
 * Local clustering coefficient of `node`, or of every node as {key: value} when omitted.
 * Weighted with `{ weight: 'weight' }` (see {@link ClusteringOptions}).
 * @example clustering(G, '0') // → 0.3333333333333333
 * @example clustering(G, '0', { weight: 'weight' }) // the weighted coefficient, as NetworkX's clustering(G, '0', weight='weight')
 */
export function clustering(G: AnyGraph, options?: ClusteringOptions): Record<string, number>;
export function clustering(G: AnyGraph, node: unknown, options?: ClusteringOptions): number;
export function clustering(
  G: AnyGraph,
  nodeOrOptions?: unknown,
  maybeOptions?: ClusteringOptions,
): number | Record<string, number> {
  const kind = requireOneKind(G, 'clustering');
  const node = isOptions(nodeOrOptions) ? undefined : nodeOrOptions;
  const weight = (isOptions(nodeOrOptions) ? nodeOrOptions : maybeOptions)?.weight;
  const key = node === undefined ? undefined : requireNode(G, node);
  if (weight !== undefined) {
    const keys = key === undefined ? G.nodes() : [key];
    const values = weightedCoefficients(G, keys, weight);
    if (key !== undefined) return values[0]!;
    const out = emptyRecord<number>();
    keys.forEach((k, i) => {
      out[k] = values[i]!;
    });
    return out;
  }
  if (key === undefined && kind === 'undirected') {
    const { start, triangles } = undirectedTriangles(G);
    return coefficientRecord(keyOf(topologyOf(G)), start, triangles);
  }
  if (key === undefined) {
    const { closed, total, reciprocal } = everyDirectedTriangle(G);
    return directedRecord(keyOf(topologyOf(G)), closed, total, reciprocal);
  }
  const a = arcSets(G);
  const m = marksFor(a);
  return coefficient(a, topologyOf(G).indexOf(key), m);
}

/**
 * Mean local clustering coefficient over all nodes (zeros included, as NetworkX); 0 when empty.
 * Weighted with `{ weight: 'weight' }` (see {@link ClusteringOptions}).
 * @example averageClustering(G) // → 0.41
 */
export function averageClustering(G: AnyGraph, options: ClusteringOptions = {}): number {
  const kind = requireOneKind(G, 'averageClustering');
  if (G.order === 0) return 0;
  if (options.weight !== undefined) {
    const values = weightedCoefficients(G, G.nodes(), options.weight);
    return values.reduce((sum, v) => sum + v, 0) / values.length;
  }
  if (kind === 'undirected') {
    const { start, triangles } = undirectedTriangles(G);
    return sumOfCoefficients(start, triangles) / triangles.length;
  }
  const { closed, total, reciprocal } = everyDirectedTriangle(G);
  return sumOfDirected(closed, total, reciprocal) / G.order;
}
