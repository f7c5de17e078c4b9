/**
 * The lookups an evidence check needs, over a program's graph: which nodes exist, whether an edge
 * joins two nodes (in its direction when the graph is directed) and with what weight, and each
 * node's successors. Built once per graph and kept beside it (a WeakMap), so a repair round or the
 * next question on the same graph does not index it again.
 *
 * Typed arrays by node position, made when a check first needs them: most checks (a path, a cut,
 * a few nodes) look up a handful of edges, and a map of maps of the whole graph cost 2.4 s and
 * about 170 MB at a million edges, with every edge object made from a parser's columns. The edge
 * index is a CSR of the edges by source (by either end when undirected), read from the parser's
 * columns when it still has them (formats/edge-columns.ts); a node's row is scanned for a lookup,
 * and a row long enough to make that slow gets a map of its own on first use.
 */
import { type EdgeColumns, edgeColumns } from '../graph/formats/edge-columns.js';
import { type GraphData, type NodeId, nodeKey } from '../graph/model.js';
import { indexNodes, type NodeIndex } from '../graph/stores/memory/node-index.js';

export interface EvidenceGraph {
  directed: boolean;
  /** Whether any edge carries a weight (then a path's length is its weight). */
  weighted: boolean;
  nodeCount: number;
  hasNode(id: NodeId): boolean;
  /** The edge u → v (either way when undirected): its weight (1 when it has none), else undefined. */
  edgeWeight(u: NodeId, v: NodeId): number | undefined;
  /** Keys of the nodes an edge leads to from `id` (either way when undirected), each once. */
  successors(id: NodeId): Iterable<string>;
  /** Every edge as [source key, target key], once (parallel edges as one). */
  edges(): Iterable<[string, string]>;
  /** Every node key. */
  nodeKeys(): Iterable<string>;
}

const built = new WeakMap<GraphData, EvidenceGraph>();

/** The graph's index for evidence checks (made once per GraphData object). */
export function evidenceGraph(data: GraphData): EvidenceGraph {
  let g = built.get(data);
  if (!g) {
    g = new IndexedEvidenceGraph(data);
    built.set(data, g);
  }
  return g;
}

/** A row longer than this gets a map target → lightest weight on its first lookup. */
const SCANNED_ROW = 32;

/** Node positions: the declared nodes first, then any end an edge names that no node declares. */
class NodePositions {
  readonly keys: string[] = [];
  private readonly declared: NodeIndex | undefined;
  private readonly byKey = new Map<string, number>();

  constructor(data: GraphData) {
    const { nodes } = data;
    this.declared = uniqueIndex(data);
    for (let i = 0; i < nodes.length; i++) {
      const key = nodeKey(nodes[i]!.id);
      // Repeated ids (a graph no store would load) stand for their first node.
      if (this.declared === undefined && !this.byKey.has(key)) this.byKey.set(key, i);
      this.keys.push(key);
    }
  }

  /** Every key once (a repeated id's later positions left out). */
  distinctKeys(): readonly string[] {
    return this.declared === undefined ? [...new Set(this.keys)] : this.keys;
  }

  /** Position of `id`, or -1. */
  of(id: NodeId): number {
    const at = this.declared?.indexOf(id) ?? -1;
    return at !== -1 ? at : (this.byKey.get(nodeKey(id)) ?? -1);
  }

  /** Position of `id`, adding it after the declared nodes when no node declares it. */
  ensure(id: NodeId): number {
    const at = this.of(id);
    if (at !== -1) return at;
    this.byKey.set(nodeKey(id), this.keys.length);
    this.keys.push(nodeKey(id));
    return this.keys.length - 1;
  }
}

/** The memory store's id index when the ids are distinct, else undefined. */
function uniqueIndex(data: GraphData): NodeIndex | undefined {
  try {
    return indexNodes(data.nodes);
  } catch {
    return undefined;
  }
}

/** Edges by source position (by either end when undirected): a row's targets and weights. */
interface EdgeRows {
  start: Int32Array;
  target: Int32Array;
  weight: Float64Array;
  weighted: boolean;
}

class IndexedEvidenceGraph implements EvidenceGraph {
  readonly directed: boolean;
  private positions: NodePositions | undefined;
  private rowsMade: EdgeRows | undefined;
  private readonly longRows = new Map<number, Map<number, number>>();

  constructor(private readonly data: GraphData) {
    this.directed = data.directed;
  }

  get weighted(): boolean {
    return this.rows().weighted;
  }

  get nodeCount(): number {
    this.rows(); // edges may name nodes no node declares
    return this.nodes().distinctKeys().length;
  }

  hasNode(id: NodeId): boolean {
    if (this.nodes().of(id) !== -1) return true;
    this.rows(); // an edge may name a node no node declares
    return this.nodes().of(id) !== -1;
  }

  edgeWeight(u: NodeId, v: NodeId): number | undefined {
    const rows = this.rows();
    const nodes = this.nodes();
    const from = nodes.of(u);
    const to = nodes.of(v);
    if (from === -1 || to === -1) return undefined;
    const first = rows.start[from]!;
    const end = rows.start[from + 1]!;
    if (end - first > SCANNED_ROW) return this.longRow(from).get(to);
    let lightest: number | undefined;
    for (let k = first; k < end; k++) {
      if (rows.target[k] === to && (lightest === undefined || rows.weight[k]! < lightest))
        lightest = rows.weight[k]!;
    }
    return lightest;
  }

  *successors(id: NodeId): Iterable<string> {
    const rows = this.rows();
    const nodes = this.nodes();
    const from = nodes.of(id);
    if (from === -1) return;
    const seen = new Set<number>();
    for (let k = rows.start[from]!; k < rows.start[from + 1]!; k++) {
      const to = rows.target[k]!;
      if (seen.has(to)) continue;
      seen.add(to);
      yield nodes.keys[to]!;
    }
  }

  *edges(): Iterable<[string, string]> {
    const rows = this.rows();
    const { keys } = this.nodes();
    const last = new Int32Array(keys.length).fill(-1);
    for (let u = 0; u < keys.length; u++) {
      for (let k = rows.start[u]!; k < rows.start[u + 1]!; k++) {
        const v = rows.target[k]!;
        if (last[v] === u) continue;
        last[v] = u;
        // An undirected edge sits in both ends' rows: named once, from its lower key, as before.
        if (this.directed || keys[u]! <= keys[v]!) yield [keys[u]!, keys[v]!];
      }
    }
  }

  nodeKeys(): Iterable<string> {
    this.rows();
    return this.nodes().distinctKeys();
  }

  private nodes(): NodePositions {
    this.positions ??= new NodePositions(this.data);
    return this.positions;
  }

  private rows(): EdgeRows {
    this.rowsMade ??= edgeRows(this.data, this.nodes());
    return this.rowsMade;
  }

  /** A long row as target → lightest weight, made on its first lookup. */
  private longRow(from: number): Map<number, number> {
    let row = this.longRows.get(from);
    if (row === undefined) {
      const rows = this.rows();
      row = new Map();
      for (let k = rows.start[from]!; k < rows.start[from + 1]!; k++) {
        const to = rows.target[k]!;
        const had = row.get(to);
        if (had === undefined || rows.weight[k]! < had) row.set(to, rows.weight[k]!);
      }
      this.longRows.set(from, row);
    }
    return row;
  }
}

/** The graph's edges as positions and weights, from the parser's columns when it kept them. */
function edgeEnds(data: GraphData, nodes: NodePositions): EdgeColumns {
  const columns = edgeColumns(data);
  if (columns !== undefined) return columns;
  const { edges } = data;
  const source = new Int32Array(edges.length);
  const target = new Int32Array(edges.length);
  let weights: Float64Array | null = null;
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i]!;
    source[i] = nodes.ensure(e.source);
    target[i] = nodes.ensure(e.target);
    if (e.weight !== undefined) {
      weights ??= new Float64Array(edges.length).fill(Number.NaN);
      weights[i] = e.weight;
    }
  }
  return { source, target, weights };
}

/** Counting sort of the edges by source (and by target too when undirected; a self-loop once). */
function edgeRows(data: GraphData, nodes: NodePositions): EdgeRows {
  const { source, target, weights } = edgeEnds(data, nodes);
  const n = nodes.keys.length;
  const both = !data.directed;
  const start = new Int32Array(n + 1);
  for (let e = 0; e < source.length; e++) {
    start[source[e]! + 1]!++;
    if (both && source[e] !== target[e]) start[target[e]! + 1]!++;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const to = new Int32Array(start[n]!);
  const weight = new Float64Array(start[n]!);
  let weighted = false;
  for (let e = 0; e < source.length; e++) {
    const given = weights === null ? Number.NaN : weights[e]!;
    if (!Number.isNaN(given)) weighted = true;
    const w = Number.isNaN(given) ? 1 : given;
    const s = source[e]!;
    const t = target[e]!;
    to[fill[s]!] = t;
    weight[fill[s]!++] = w;
    if (both && s !== t) {
      to[fill[t]!] = s;
      weight[fill[t]!++] = w;
    }
  }
  return { start, target: to, weight, weighted };
}
