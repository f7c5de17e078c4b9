/**
 * CompactGraph: the memory store's own index of a loaded graph — node and edge records in load
 * order, edge endpoints as node indices in typed arrays, and CSR adjacency (offsets + edge ids).
 *
 * Why not graphology as the primary structure: on this project's 2-core machine graphology's
 * addEdge costs about 10x more than building this index (per-edge key strings, Map entries and
 * adjacency dictionaries); see docs/benchmarks.md, "Loading". Programs get graphology
 * graphs built from GraphData by graph/graphology.ts.
 *
 * Built by `compactGraph(data)`, which validates everything first and throws a GrrafError naming
 * the bad field, so a failed load never leaves anything half-built.
 */
import { GrrafError } from '../../../errors.js';
import { type GraphData, type NodeId, nodeKey } from '../../model.js';
import { type MemoryEdgeAttributes, type MemoryNodeAttributes, ownProperties } from './attributes.js';

/** The memory store's index of one graph. Read-only once built. */
export interface CompactGraph {
  directed: boolean;
  multi: boolean;
  name: string | undefined;
  /** Node records by node index, in load order. */
  nodes: MemoryNodeAttributes[];
  /** Canonical key (nodeKey) of each node, by node index. */
  keys: string[];
  /** Edge records by edge index, in load order (repeated edges of a simple graph merged). */
  edges: MemoryEdgeAttributes[];
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

/** Validates `data` and builds its index; throws GrrafError('validation') naming the field. */
export function compactGraph(data: GraphData): CompactGraph {
  const { nodes, keys, indexOf } = indexNodes(data);
  const m = data.edges.length;
  let source: Int32Array = new Int32Array(m);
  let target: Int32Array = new Int32Array(m);
  let edges: MemoryEdgeAttributes[] = new Array(m);
  for (let i = 0; i < m; i++) {
    const e = data.edges[i]!;
    source[i] = endpoint(indexOf, e.source, i, 'source');
    target[i] = endpoint(indexOf, e.target, i, 'target');
    if (e.weight !== undefined) checkWeight(e.weight, `edges[${i}].weight`);
    edges[i] = { type: e.type, properties: ownProperties(e.properties), weight: e.weight };
  }
  const directed = data.directed;
  const multi = data.multi === true;
  let out = adjacency(nodes.length, source, target, directed ? 'out' : 'both');
  if (!multi) {
    const merged = mergeRepeatedEdges(nodes.length, source, target, edges, out, directed);
    if (merged) {
      ({ source, target, edges } = merged);
      out = adjacency(nodes.length, source, target, directed ? 'out' : 'both');
    }
  }
  const inward = directed ? adjacency(nodes.length, source, target, 'in') : EMPTY_ADJACENCY;
  return {
    directed,
    multi,
    name: data.name,
    nodes,
    keys,
    edges,
    source,
    target,
    outOffsets: out.offsets,
    outEdges: out.edges,
    inOffsets: inward.offsets,
    inEdges: inward.edges,
    indexOf,
  };
}

function indexNodes(data: GraphData) {
  const n = data.nodes.length;
  const nodes: MemoryNodeAttributes[] = new Array(n);
  const keys: string[] = new Array(n);
  const byKey = new Map<string, number>();
  // Dense non-negative integer ids (edge lists, GraphInstruct) resolve through an array: no string
  // is made or hashed per edge endpoint, which is most of the cost of a million edges.
  const dense = denseIdTable(data);
  const interned = new Map<string, readonly string[]>();
  for (let i = 0; i < n; i++) {
    const node = data.nodes[i]!;
    const key = nodeKey(node.id);
    if (byKey.has(key)) {
      throw new GrrafError('validation', `duplicate node id ${JSON.stringify(node.id)}`, {
        field: `nodes[${i}].id`,
      });
    }
    checkWeight(node.weight, `nodes[${i}].weight`);
    byKey.set(key, i);
    if (dense !== undefined && typeof node.id === 'number' && node.id >= 0 && node.id < dense.length) {
      dense[node.id] = i + 1;
    }
    keys[i] = key;
    nodes[i] = {
      id: node.id,
      labels: internLabels(interned, node.labels),
      properties: ownProperties(node.properties),
      weight: node.weight,
    };
  }
  const indexOf = (id: NodeId): number => {
    if (
      dense !== undefined &&
      typeof id === 'number' &&
      id >= 0 &&
      id < dense.length &&
      Number.isInteger(id)
    ) {
      return dense[id]! - 1;
    }
    return byKey.get(nodeKey(id)) ?? -1;
  };
  return { nodes, keys, indexOf };
}

/** A table id -> index + 1 when the integer ids are dense enough (0 means "not that way"). */
function denseIdTable(data: GraphData): Int32Array | undefined {
  let max = -1;
  for (const node of data.nodes) {
    const id = node.id;
    if (typeof id === 'number' && Number.isInteger(id) && id > max) max = id;
  }
  return max >= 0 && max <= 4 * data.nodes.length + 1024 ? new Int32Array(max + 1) : undefined;
}

function endpoint(indexOf: (id: NodeId) => number, id: NodeId, i: number, end: 'source' | 'target'): number {
  const index = indexOf(id);
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
  edges: MemoryEdgeAttributes[],
  out: Adjacency,
  directed: boolean,
): { source: Int32Array; target: Int32Array; edges: MemoryEdgeAttributes[] } | undefined {
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
        edges[first[other]!] = edges[e]!;
        drop[e] = 1;
        dropped++;
      } else {
        mark[other] = u;
        first[other] = e;
      }
    }
  }
  if (dropped === 0) return undefined;
  const m = source.length - dropped;
  const kept = {
    source: new Int32Array(m),
    target: new Int32Array(m),
    edges: new Array<MemoryEdgeAttributes>(m),
  };
  for (let e = 0, j = 0; e < source.length; e++) {
    if (drop[e]) continue;
    kept.source[j] = source[e]!;
    kept.target[j] = target[e]!;
    kept.edges[j++] = edges[e]!;
  }
  return kept;
}

function checkWeight(weight: unknown, field: string): void {
  if (weight !== undefined && (typeof weight !== 'number' || Number.isNaN(weight))) {
    throw new GrrafError('validation', `weight must be a number, got ${JSON.stringify(weight)}`, { field });
  }
}

/** One frozen array per distinct label list, so a million unlabeled nodes share one `[]`. */
function internLabels(
  interned: Map<string, readonly string[]>,
  labels: string[] | undefined,
): readonly string[] {
  const list = labels ?? [];
  const key = JSON.stringify(list);
  let shared = interned.get(key);
  if (shared === undefined) {
    shared = Object.freeze([...list]);
    interned.set(key, shared);
  }
  return shared;
}
