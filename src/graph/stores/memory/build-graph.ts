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
import { type GraphData, type GraphEdge, nodeKey } from '../../model.js';
import { type MemoryEdgeAttributes, type MemoryNodeAttributes, ownProperties } from './attributes.js';

/** The graphology graph type the memory store holds. */
export type MemoryGraph = AbstractGraph<MemoryNodeAttributes, MemoryEdgeAttributes>;

/** A new graphology graph holding `data` (directed or not, multi or not, self-loops allowed). */
export function buildGraph(data: GraphData): MemoryGraph {
  const graph = newGraph(data.directed, data.multi === true);
  addNodes(graph, data);
  addEdges(graph, data.edges);
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

function addNodes(graph: MemoryGraph, data: GraphData): void {
  const interned = new Map<string, readonly string[]>();
  data.nodes.forEach((node, i) => {
    const key = nodeKey(node.id);
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
}

function addEdges(graph: MemoryGraph, edges: GraphEdge[]): void {
  for (let i = 0; i < edges.length; i++) {
    const edge = edges[i]!;
    const source = nodeKey(edge.source);
    const target = nodeKey(edge.target);
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
