/**
 * GraphData → a compact, column-oriented form that copies into an isolate cheaply: endpoints
 * and weights in typed arrays (copied as raw memory), objects only for nodes and edges that
 * carry labels, types or properties (graph/graphology.ts decides which attributes those are).
 * Computed once per GraphData object (transfer-cache.ts), so repeated runs on the same graph do
 * not re-serialize it. GraphData is treated as immutable.
 */
import { hasDistinctEdges } from '../../graph/formats/distinct-edges.js';
import { type EdgeColumns, edgeColumns } from '../../graph/formats/edge-columns.js';
import { edgeExtras, nodeExtras } from '../../graph/graphology.js';
import type { GraphData, NodeId } from '../../graph/model.js';
import { nodeKey } from '../../graph/model.js';
import { type NodeEdgeLists, withEdgeLists } from './sandbox/edge-index.js';

/** What the sandbox's graph builder receives. */
export interface TransferGraph {
  directed: boolean;
  multi: boolean;
  /**
   * True when no two edges are known to join the same ends (graph/formats/distinct-edges.ts): a
   * simple graph's builder then has no repeated edges to look for.
   */
  distinct: boolean;
  /**
   * Original node ids, in order; a Float64Array when every id is a number, so that half a million
   * ids are copied into each isolate as raw memory rather than serialized value by value.
   */
  ids: NodeId[] | Float64Array;
  /** Per node: labels / properties / weight (null when none), or null when no node has any. */
  nodeAttrs: (Record<string, unknown> | null)[] | null;
  src: Int32Array;
  dst: Int32Array;
  /** Edge weights, NaN where an edge has none; null when no edge has one. */
  weights: Float64Array | null;
  /**
   * Of `weights`: the least one given (Infinity when none) and whether an edge has none. Read once
   * here, so the library's weighted calls need not scan every weight in the sandbox, where a
   * first call runs its loops unoptimized (1–2 ms at 10,000 edges). Absent: not known.
   */
  weightSummary?: WeightSummary;
  /** Per edge: type and properties (null when none), or null when no edge has any. */
  edgeAttrs: (Record<string, unknown> | null)[] | null;
  /**
   * Per-node lists of all edges (sandbox/edge-index.ts), when every edge is kept (a multigraph,
   * or distinct edges): sorted once here, so no run sorts a million edges before its first
   * neighbor read.
   */
  lists?: NodeEdgeLists;
}

/** See TransferGraph.weightSummary. */
export interface WeightSummary {
  least: number;
  missing: boolean;
}

/** The least weight given and whether any is missing (NaN). */
export function summarizeWeights(weights: Float64Array): WeightSummary {
  let least = Number.POSITIVE_INFINITY;
  let missing = false;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i]!;
    if (w < least) least = w;
    else if (Number.isNaN(w)) missing = true;
  }
  return { least, missing };
}

/** Numeric ids up to this multiple of the node count are looked up in an array, not by string. */
const DENSE_FACTOR = 4;

/**
 * Node positions by id. Integer ids (GraphInstruct's 0..N, generated graphs) are found in a typed
 * array, so a million edge endpoints cost no string conversion or hashing; any other id goes by
 * its string form. The two meet: a numeric endpoint finds a node written as a string, and a string
 * endpoint a node written as a number. Densely indexed nodes are not also put in the string map
 * (half a million string conversions and map entries at 500k nodes); a string that reads as a
 * dense integer is looked up in the typed array instead.
 */
class NodeIndex {
  readonly ids: NodeId[] = [];
  readonly attrs: (Record<string, unknown> | null)[] = [];
  anyAttrs = false;
  private readonly byKey = new Map<string, number>();
  private readonly dense: Int32Array;

  constructor(nodes: GraphData['nodes']) {
    let max = -1;
    for (const n of nodes) if (isIndexable(n.id) && n.id > max) max = n.id;
    this.dense = new Int32Array(max >= 0 && max < DENSE_FACTOR * nodes.length + 1024 ? max + 1 : 0).fill(-1);
    for (const n of nodes) {
      if (this.find(n.id) !== undefined) continue;
      const a = nodeExtras(n);
      this.anyAttrs ||= a !== null;
      this.add(n.id, a);
    }
  }

  private find(id: NodeId): number | undefined {
    if (this.isDense(id)) {
      const i = this.dense[id]!;
      if (i >= 0) return i;
      // Only a node written as a string can hold this id now.
      return this.byKey.size === 0 ? undefined : this.byKey.get(String(id));
    }
    const key = nodeKey(id);
    const i = this.byKey.get(key);
    if (i !== undefined) return i;
    const asNumber = typeof id === 'string' ? Number(id) : Number.NaN;
    if (this.isDense(asNumber) && String(asNumber) === key) {
      const j = this.dense[asNumber]!;
      if (j >= 0) return j;
    }
    return undefined;
  }

  private isDense(id: unknown): id is number {
    return isIndexable(id) && id < this.dense.length;
  }

  private add(id: NodeId, attrs: Record<string, unknown> | null): number {
    const i = this.ids.length;
    this.ids.push(id);
    this.attrs.push(attrs);
    if (this.isDense(id)) this.dense[id] = i;
    else this.byKey.set(nodeKey(id), i);
    return i;
  }

  /** The position of `id`, adding it as a bare node when no node has it. */
  at(id: NodeId): number {
    return this.find(id) ?? this.add(id, null);
  }
}

function isIndexable(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0;
}

/** Builds the transfer form. Edge endpoints missing from `nodes` are added as bare nodes. */
export function toTransferGraph(g: GraphData): TransferGraph {
  return completeTransferForm(transferForm(g));
}

/**
 * What the host reads once for every run of a transfer form: the weights' summary and the
 * per-node edge lists. Exported so that benchmarks build their forms exactly as the host does.
 */
export function completeTransferForm(t: TransferGraph): TransferGraph {
  if (t.weights !== null) t.weightSummary = summarizeWeights(t.weights);
  return withEdgeLists(t);
}

function transferForm(g: GraphData): TransferGraph {
  const index = new NodeIndex(g.nodes);
  const columns = edgeColumns(g);
  // A parser's columns are the edge part as it is when every node is its own position (no id
  // written twice): no edge objects are made or read.
  if (columns && index.ids.length === g.nodes.length) return fromColumns(g, index, columns);
  const m = g.edges.length;
  const src = new Int32Array(m);
  const dst = new Int32Array(m);
  let weights: Float64Array | null = null;
  const edgeAttrs: (Record<string, unknown> | null)[] = new Array(m);
  let anyEdgeAttrs = false;
  for (let i = 0; i < m; i++) {
    const e = g.edges[i]!;
    src[i] = index.at(e.source);
    dst[i] = index.at(e.target);
    if (e.weight !== undefined) {
      weights ??= new Float64Array(m).fill(Number.NaN);
      weights[i] = e.weight;
    }
    const a = edgeExtras(e);
    edgeAttrs[i] = a;
    anyEdgeAttrs ||= a !== null;
  }
  return {
    directed: g.directed,
    multi: g.multi === true,
    distinct: hasDistinctEdges(g),
    ...nodePart(index),
    src,
    dst,
    weights,
    edgeAttrs: anyEdgeAttrs ? edgeAttrs : null,
  };
}

/** The transfer form of a graph whose edges are typed columns (bare edges, ends by node position). */
function fromColumns(g: GraphData, index: NodeIndex, columns: EdgeColumns): TransferGraph {
  return {
    directed: g.directed,
    multi: g.multi === true,
    distinct: hasDistinctEdges(g),
    ...nodePart(index),
    src: columns.source,
    dst: columns.target,
    weights: columns.weights,
    edgeAttrs: null,
  };
}

function nodePart(index: NodeIndex): Pick<TransferGraph, 'ids' | 'nodeAttrs'> {
  return {
    ids: index.ids.every((id) => typeof id === 'number')
      ? Float64Array.from(index.ids as number[])
      : index.ids,
    nodeAttrs: index.anyAttrs ? index.attrs : null,
  };
}
