/**
 * CompactGraph: the memory store's own index of a loaded graph — node ids in load order, node and
 * edge attributes in columns (attributes.ts), edge endpoints as node indices in typed arrays, and
 * CSR adjacency (offsets + edge ids).
 *
 * Why not graphology as the primary structure: on this project's 2-core machine graphology's
 * addEdge costs about 10x more than building this index (per-edge key strings, Map entries and
 * adjacency dictionaries); see docs/benchmarks-history.md, "Loading" (2026-11-24). Why columns
 * rather than a record per item: a record per edge made a 20,000,000-edge load run out of heap.
 * Programs get graphology graphs built from GraphData by graph/graphology.ts.
 *
 * Built by `compactGraph(data)`, which validates everything first and throws a GrrafError naming
 * the bad field, so a failed load never leaves anything half-built.
 */
import { GrrafError } from '../../../errors.js';
import { hasDistinctEdges } from '../../formats/distinct-edges.js';
import { type EdgeColumns, edgeColumns } from '../../formats/edge-columns.js';
import { type GraphData, NO_LABELS, type NodeId } from '../../model.js';
import {
  AttributeColumns,
  type MemoryEdgeAttributes,
  type MemoryNodeAttributes,
  ValueTable,
} from './attributes.js';
import { indexNodes } from './node-index.js';

/** The memory store's index of one graph. Read-only once built. */
export interface CompactGraph {
  directed: boolean;
  multi: boolean;
  name: string | undefined;
  /** Node ids by node index, in load order. */
  ids: NodeId[];
  /** Node weights, properties and label-set codes (into labelSets; -1 = no labels). */
  nodeColumns: AttributeColumns;
  labelSets: readonly (readonly string[])[];
  /** Edge weights, properties and type codes (into types; -1 = untyped), by edge index in load order. */
  edgeColumns: AttributeColumns;
  types: readonly string[];
  source: Int32Array;
  target: Int32Array;
  /** Out-edges (directed) or incident edges (undirected; a self-loop once) of node i: adj[off[i]..off[i+1]). */
  outOffsets: Int32Array;
  outEdges: Int32Array;
  /** In-edges of node i (directed graphs only; empty arrays when undirected). */
  inOffsets: Int32Array;
  inEdges: Int32Array;
  /** Node index of a node id, or -1. */
  indexOf(id: NodeId): number;
}

/** Node i's labels (shared and frozen). */
export function labelsAt(g: CompactGraph, i: number): readonly string[] {
  const code = g.nodeColumns.code(i);
  return code === -1 ? NO_LABELS : g.labelSets[code]!;
}

/** Node i as a record (made on demand; labels shared and frozen). */
export function nodeAt(g: CompactGraph, i: number): MemoryNodeAttributes {
  return {
    id: g.ids[i]!,
    labels: labelsAt(g, i),
    properties: g.nodeColumns.props(i),
    weight: g.nodeColumns.weight(i),
  };
}

/** Edge e's attributes as a record (made on demand). */
export function edgeAt(g: CompactGraph, e: number): MemoryEdgeAttributes {
  const code = g.edgeColumns.code(e);
  return {
    type: code === -1 ? undefined : g.types[code],
    properties: g.edgeColumns.props(e),
    weight: g.edgeColumns.weight(e),
  };
}

/** Validates `data` and builds its index; throws GrrafError('validation') naming the field. */
export function compactGraph(data: GraphData): CompactGraph {
  const index = indexNodes(data.nodes);
  const { ids, columns: nodeColumns, labelSets } = nodeAttributes(data);
  const types = new ValueTable<string>((t) => t);
  const columns = edgeColumns(data);
  let {
    source,
    target,
    attributes,
  }: { source: Int32Array; target: Int32Array; attributes: AttributeColumns } = columns
    ? fromColumns(columns)
    : edgeRecords(data, index, types);
  const directed = data.directed;
  const multi = data.multi === true;
  let out = adjacency(ids.length, source, target, directed ? 'out' : 'both');
  // A parser's simple graph has had its repeats merged already (formats/distinct-edges.ts).
  if (!multi && !hasDistinctEdges(data)) {
    const merged = mergeRepeatedEdges(ids.length, source, target, attributes, out, directed);
    if (merged) {
      ({ source, target, columns: attributes } = merged);
      out = adjacency(ids.length, source, target, directed ? 'out' : 'both');
    }
  }
  const inward = directed ? adjacency(ids.length, source, target, 'in') : EMPTY_ADJACENCY;
  return {
    directed,
    multi,
    name: data.name,
    ids,
    nodeColumns,
    labelSets,
    edgeColumns: attributes,
    types: types.values,
    source,
    target,
    outOffsets: out.offsets,
    outEdges: out.edges,
    inOffsets: inward.offsets,
    inEdges: inward.edges,
    indexOf: (id) => index.indexOf(id),
  };
}

/** Edge ends as node indexes and the edges' attribute columns, read from the GraphEdge objects. */
function edgeRecords(data: GraphData, index: ReturnType<typeof indexNodes>, types: ValueTable<string>) {
  const m = data.edges.length;
  const source = new Int32Array(m);
  const target = new Int32Array(m);
  const attributes = new AttributeColumns(m);
  for (let i = 0; i < m; i++) {
    const e = data.edges[i]!;
    source[i] = endpoint(index.indexOf(e.source), e.source, i, 'source');
    target[i] = endpoint(index.indexOf(e.target), e.target, i, 'target');
    if (e.weight !== undefined) checkWeight(e.weight, `edges[${i}].weight`);
    attributes.setWeight(i, e.weight);
    attributes.setCode(i, e.type === undefined ? -1 : types.code(e.type));
    attributes.setProperties(i, e.properties);
  }
  return { source, target, attributes };
}

/**
 * The same from a parser's typed columns (formats/edge-columns.ts: bare edges, ends already node
 * positions, weights checked by the parser), with no edge object made or read. Copies: the index
 * may rewrite its arrays, the parsed graph must not change.
 */
function fromColumns(columns: EdgeColumns) {
  const attributes = new AttributeColumns(columns.source.length);
  if (columns.weights) attributes.weights = columns.weights.slice();
  return { source: columns.source.slice(), target: columns.target.slice(), attributes };
}

/** Node ids and attribute columns, weights checked; label lists interned (frozen, shared). */
function nodeAttributes(data: GraphData) {
  const n = data.nodes.length;
  const ids: NodeId[] = new Array(n);
  const columns = new AttributeColumns(n);
  const labelSets = new ValueTable<readonly string[]>((l) => JSON.stringify(l));
  for (let i = 0; i < n; i++) {
    const node = data.nodes[i]!;
    checkWeight(node.weight, `nodes[${i}].weight`);
    ids[i] = node.id;
    columns.setWeight(i, node.weight);
    columns.setProperties(i, node.properties);
    const labels = node.labels ?? NO_LABELS;
    columns.setCode(i, labels.length === 0 ? -1 : labelSets.code(Object.freeze([...labels])));
  }
  return { ids, columns, labelSets: labelSets.values };
}

function endpoint(index: number, id: NodeId, i: number, end: 'source' | 'target'): number {
  if (index === -1) {
    throw new GrrafError('validation', `edge ${i} refers to undeclared node ${JSON.stringify(id)}`, {
      field: `edges[${i}].${end}`,
    });
  }
  return index;
}

interface Adjacency {
  offsets: Int32Array;
  edges: Int32Array;
}

const EMPTY_ADJACENCY: Adjacency = { offsets: new Int32Array(1), edges: new Int32Array(0) };

/**
 * CSR adjacency by counting sort, edge ids in load order within each node. 'out' lists edges by
 * source, 'in' by target, 'both' by either end (a self-loop once): the undirected incidence list.
 */
function adjacency(
  n: number,
  source: Int32Array,
  target: Int32Array,
  side: 'out' | 'in' | 'both',
): Adjacency {
  const m = source.length;
  const offsets = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    const s = source[e]!;
    const t = target[e]!;
    if (side !== 'in') offsets[s + 1]!++;
    if (side === 'in' || (side === 'both' && s !== t)) offsets[t + 1]!++;
  }
  for (let i = 0; i < n; i++) offsets[i + 1]! += offsets[i]!;
  const fill = offsets.slice(0, n);
  const edges = new Int32Array(offsets[n]!);
  for (let e = 0; e < m; e++) {
    const s = source[e]!;
    const t = target[e]!;
    if (side !== 'in') edges[fill[s]!++] = e;
    if (side === 'in' || (side === 'both' && s !== t)) edges[fill[t]!++] = e;
  }
  return { offsets, edges };
}

/**
 * Simple graphs: a repeated edge (same ends; either order when undirected) updates the earlier
 * one, later attributes winning (model.ts). Found in O(V + E) by walking each node's adjacency
 * with a last-seen mark per neighbor. Returns the compacted arrays, or undefined when no edge repeats.
 */
function mergeRepeatedEdges(
  n: number,
  source: Int32Array,
  target: Int32Array,
  columns: AttributeColumns,
  out: Adjacency,
  directed: boolean,
): { source: Int32Array; target: Int32Array; columns: AttributeColumns } | undefined {
  const mark = new Int32Array(n).fill(-1);
  const first = new Int32Array(n);
  const drop = new Uint8Array(source.length);
  let dropped = 0;
  for (let u = 0; u < n; u++) {
    for (let k = out.offsets[u]!; k < out.offsets[u + 1]!; k++) {
      const e = out.edges[k]!;
      const other = source[e] === u ? target[e]! : source[e]!;
      // Undirected: look at each edge from its lower end only, so it is seen once.
      if (!directed && other < u) continue;
      if (mark[other] === u) {
        columns.copy(e, first[other]!);
        drop[e] = 1;
        dropped++;
      } else {
        mark[other] = u;
        first[other] = e;
      }
    }
  }
  if (dropped === 0) return undefined;
  const keep = new Int32Array(source.length - dropped);
  for (let e = 0, j = 0; e < source.length; e++) if (!drop[e]) keep[j++] = e;
  return {
    source: keep.map((e) => source[e]!),
    target: keep.map((e) => target[e]!),
    columns: columns.select(keep),
  };
}

function checkWeight(weight: unknown, field: string): void {
  if (weight !== undefined && (typeof weight !== 'number' || Number.isNaN(weight))) {
    throw new GrrafError('validation', `weight must be a number, got ${JSON.stringify(weight)}`, { field });
  }
}
