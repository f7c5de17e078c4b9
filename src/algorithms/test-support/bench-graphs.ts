/**
 * Bench support (dev only, like the rest of test-support): the seeded graphs `npm run bench:exec`
 * times the library and its Python peers on, as edge arrays that become the sandbox's transfer
 * form here (so the library meets G as a program does: built by the sandbox's builder) and an
 * edge-list file for the Python side (nodes 0..n-1, one `u v weight` line per edge).
 */
import { writeFileSync } from 'node:fs';
import { DirectedGraph, MultiDirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import { completeTransferForm, type TransferGraph } from '../../exec/js/graph-transfer.js';
import { buildGraph } from '../../exec/js/sandbox/graph-builder.js';
import type { GraphData } from '../../graph/model.js';
import { mulberry32, type Rng } from '../../util/mulberry32.js';
import type { AnyGraph } from '../common.js';

/** A benchmark graph as plain arrays. */
export interface BenchGraph {
  name: string;
  /** What it is, for the report. */
  about: string;
  n: number;
  directed: boolean;
  multi: boolean;
  src: Int32Array;
  dst: Int32Array;
  weight: Int32Array;
  /** Node weights 0..9 (for maxWeightTriangle). */
  nodeWeight: Int32Array;
}

function graph(
  name: string,
  about: string,
  n: number,
  directed: boolean,
  multi: boolean,
  edges: number[][],
  rng: Rng,
): BenchGraph {
  const m = edges.length;
  const g: BenchGraph = {
    name,
    about,
    n,
    directed,
    multi,
    src: new Int32Array(m),
    dst: new Int32Array(m),
    weight: new Int32Array(m),
    nodeWeight: Int32Array.from({ length: n }, () => Math.floor(rng() * 10)),
  };
  edges.forEach(([u, v], i) => {
    g.src[i] = u!;
    g.dst[i] = v!;
    g.weight[i] = 1 + Math.floor(rng() * 10);
  });
  return g;
}

/**
 * `start` plus random edges up to m in all, distinct, without self-loops; `keep` may reorient or
 * refuse a pair.
 */
function randomEdges(
  rng: Rng,
  n: number,
  m: number,
  directed: boolean,
  keep = (u: number, v: number): number[] | null => [u, v],
  start: number[][] = [],
) {
  const norm = ([u, v]: number[]) => (directed || u! < v! ? u! * n + v! : v! * n + u!);
  const seen = new Set<number>(start.map(norm));
  const edges = [...start];
  while (edges.length < m) {
    const e = keep(Math.floor(rng() * n), Math.floor(rng() * n));
    if (e === null || e[0] === e[1]) continue;
    const [u, v] = directed || e[0]! < e[1]! ? e : [e[1]!, e[0]!];
    if (seen.has(u! * n + v!)) continue;
    seen.add(u! * n + v!);
    edges.push([u!, v!]);
  }
  return edges;
}

/** `k` random cyclic orders of all nodes, as arcs: every node gets k in and k out (a multigraph). */
function cycles(rng: Rng, n: number, k: number): number[][] {
  const edges: number[][] = [];
  for (let c = 0; c < k; c++) {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let i = 0; i < n; i++) edges.push([order[i]!, order[(i + 1) % n]!]);
  }
  return edges;
}

/** The graphs of one size: n nodes, about m edges each. */
export function benchGraphs(n: number, m: number, seed = 1): BenchGraph[] {
  const rng = mulberry32(seed + n + m);
  const k = Math.max(1, Math.round(m / n));
  const tree = Array.from({ length: n - 1 }, (_, i) => [i + 1, Math.floor(rng() * (i + 1))]);
  return [
    graph('D', 'random directed', n, true, false, randomEdges(rng, n, m, true), rng),
    graph('U', 'random undirected', n, false, false, randomEdges(rng, n, m, false), rng),
    graph(
      'DAG',
      'random directed, edges low→high id',
      n,
      true,
      false,
      randomEdges(rng, n, m, true, (u, v) => (u < v ? [u, v] : [v, u])),
      rng,
    ),
    graph(
      'B',
      'random bipartite (even–odd ids)',
      n,
      false,
      false,
      randomEdges(rng, n, m, false, (u, v) => ((u + v) % 2 === 1 ? [u, v] : null)),
      rng,
    ),
    graph(
      'C',
      'random tree + n random edges (connected, sparse)',
      n,
      false,
      false,
      randomEdges(rng, n, 2 * n - 1, false, undefined, tree),
      rng,
    ),
    graph(
      'E',
      `${k} random Hamiltonian cycles (directed multigraph, Eulerian)`,
      n,
      true,
      true,
      cycles(rng, n, k),
      rng,
    ),
  ];
}

/** The graphology graph: keys String(id), node attributes id and weight, edge attribute weight. */
export function toGraphology(g: BenchGraph): AnyGraph {
  const G: AnyGraph = g.multi
    ? g.directed
      ? new MultiDirectedGraph()
      : new MultiUndirectedGraph()
    : g.directed
      ? new DirectedGraph()
      : new UndirectedGraph();
  for (let i = 0; i < g.n; i++) G.addNode(String(i), { id: i, weight: g.nodeWeight[i] });
  for (let e = 0; e < g.src.length; e++)
    G.addEdge(String(g.src[e]), String(g.dst[e]), { weight: g.weight[e] });
  return G;
}

/**
 * The transfer form the host would send for `g` (graph-transfer.ts): ids 0..n-1, node weights,
 * edge weights, the weights' summary and the edge lists sorted once, as the host completes it. The
 * bench graphs' simple graphs have distinct edges.
 */
export function toTransferForm(g: BenchGraph): TransferGraph {
  return completeTransferForm({
    directed: g.directed,
    multi: g.multi,
    distinct: !g.multi,
    ids: Float64Array.from({ length: g.n }, (_, i) => i),
    nodeAttrs: Array.from(g.nodeWeight, (weight) => ({ weight })),
    src: g.src,
    dst: g.dst,
    weights: Float64Array.from(g.weight),
    edgeAttrs: null,
  });
}

/** `g` as a store or parser hands it to grraf (node property and edge weight `weight`): what an executor is given. */
export function toGraphData(g: BenchGraph): GraphData {
  return {
    directed: g.directed,
    multi: g.multi,
    nodes: Array.from({ length: g.n }, (_, id) => ({
      id,
      labels: [],
      properties: { weight: g.nodeWeight[id]! },
    })),
    edges: Array.from(g.src, (s, e) => ({
      source: s,
      target: g.dst[e]!,
      properties: {},
      weight: g.weight[e]!,
    })),
  };
}

/** G as a program meets it: built from the transfer form by the sandbox's builder, fresh. */
export function sandboxGraph(t: TransferGraph): AnyGraph {
  return buildGraph(t) as AnyGraph;
}

/** Writes the edge list (and node weights) NetworkX reads; returns what nx_bench.py needs. */
export function writeForNetworkx(g: BenchGraph, file: string) {
  const lines: string[] = [];
  for (let e = 0; e < g.src.length; e++) lines.push(`${g.src[e]} ${g.dst[e]} ${g.weight[e]}`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  writeFileSync(`${file}.nodes`, `${Array.from(g.nodeWeight).join('\n')}\n`);
  return { file, n: g.n, directed: g.directed, multi: g.multi };
}
