/**
 * Builds a fresh graphology graph from GraphData, or throws a GrrafError naming the bad field.
 *
 * The caller swaps the result in only on success, which makes MemoryStore.load atomic.
 * Hot loop note: one attribute object per edge and nothing else we allocate; graphology's own
 * per-edge records are the rest of the cost (see docs/benchmarks.md, "Loading").
 */
import { DirectedGraph, MultiDirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import type { AbstractGraph } from 'graphology-types';
import { GrrafError } from '../../../errors.js';
import { type GraphData, type GraphEdge, type NodeId, nodeKey } from '../../model.js';
import { type MemoryEdgeAttributes, type MemoryNodeAttributes, ownProperties } from './attributes.js';

/** The graphology graph type the memory store holds. */
export type MemoryGraph = AbstractGraph<MemoryNodeAttributes, MemoryEdgeAttributes>;

/** A new graphology graph holding `data` (directed or not, multi or not, self-loops allowed). */
export function buildGraph(data: GraphData): MemoryGraph {
  const graph = newGraph(data.directed, data.multi === true);
  const keys = addNodes(graph, data);
  addEdges(graph, data.edges, keys);
  return graph;
}

/** An empty graphology graph of the right kind; self-loops are always allowed (model.ts). */
export function newGraph(directed: boolean, multi: boolean): MemoryGraph {
  const options = { allowSelfLoops: true };
  if (multi) {
    return directed
      ? new MultiDirectedGraph<MemoryNodeAttributes, MemoryEdgeAttributes>(options)
      : new MultiUndirectedGraph<MemoryNodeAttributes, MemoryEdgeAttributes>(options);
  }
  return directed
    ? new DirectedGraph<MemoryNodeAttributes, MemoryEdgeAttributes>(options)
    : new UndirectedGraph<MemoryNodeAttributes, MemoryEdgeAttributes>(options);
}

/**
 * Node key strings by integer id, made once per node. Edges then reuse these strings instead of
 * making two fresh ones per edge, which graphology would hash and V8 internalize every time: on a
 * million edges this is a large share of the load time. Covers ids 0..max when dense enough.
 */
type KeyCache = (string | undefined)[];

function keyCache(data: GraphData): KeyCache {
  let max = -1;
  for (const node of data.nodes) {
    const id = node.id;
    if (typeof id === 'number' && Number.isInteger(id) && id > max) max = id;
  }
  return max >= 0 && max <= 4 * data.nodes.length + 1024 ? new Array(max + 1) : [];
}

function keyOf(keys: KeyCache, id: NodeId): string {
  return typeof id === 'string' ? id : (keys[id] ?? nodeKey(id));
}

function addNodes(graph: MemoryGraph, data: GraphData): KeyCache {
  const interned = new Map<string, readonly string[]>();
  const keys = keyCache(data);
  data.nodes.forEach((node, i) => {
    const key = nodeKey(node.id);
    if (typeof node.id === 'number' && node.id >= 0 && node.id < keys.length) keys[node.id] = key;
    if (graph.hasNode(key)) {
      throw new GrrafError('validation', `duplicate node id ${JSON.stringify(node.id)}`, {
        field: `nodes[${i}].id`,
      });
    }
    checkWeight(node.weight, `nodes[${i}].weight`);
    graph.addNode(key, {
      id: node.id,
      labels: internLabels(interned, node.labels),
      properties: ownProperties(node.properties),
      weight: node.weight,
    });
  });
  return keys;
}

function addEdges(graph: MemoryGraph, edges: GraphEdge[], keys: KeyCache): void {
  for (let i = 0; i < edges.length; i++) {
    const edge = edges[i]!;
    const source = keyOf(keys, edge.source);
    const target = keyOf(keys, edge.target);
    const attributes: MemoryEdgeAttributes = {
      type: edge.type,
      properties: ownProperties(edge.properties),
      weight: edge.weight,
    };
    if (attributes.weight !== undefined) checkWeight(attributes.weight, `edges[${i}].weight`);
    try {
      graph.addEdge(source, target, attributes);
    } catch (e) {
      handleAddEdgeFailure(graph, e, i, source, target, attributes);
    }
  }
}

/** A failed addEdge is either a dangling endpoint (bad data) or a repeated edge of a simple graph. */
function handleAddEdgeFailure(
  graph: MemoryGraph,
  cause: unknown,
  i: number,
  source: string,
  target: string,
  attributes: MemoryEdgeAttributes,
): void {
  for (const [end, key] of [
    ['source', source],
    ['target', target],
  ] as const) {
    if (!graph.hasNode(key)) {
      throw new GrrafError('validation', `edge ${i} refers to undeclared node ${JSON.stringify(key)}`, {
        field: `edges[${i}].${end}`,
      });
    }
  }
  const existing = graph.multi ? undefined : graph.edge(source, target);
  if (existing === undefined) throw cause;
  // Simple graph, repeated edge: the later attributes win (NetworkX add_edge; see model.ts).
  graph.replaceEdgeAttributes(existing, attributes);
}

function checkWeight(weight: unknown, field: string): void {
  if (weight !== undefined && (typeof weight !== 'number' || Number.isNaN(weight))) {
    throw new GrrafError('validation', `weight must be a number, got ${JSON.stringify(weight)}`, { field });
  }
}

/** One frozen array per distinct label list, so a million unlabelled nodes share one `[]`. */
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
