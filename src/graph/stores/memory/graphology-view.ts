/**
 * The graphology form of a memory-store graph, built on demand from its CompactGraph index.
 *
 * Node keys are nodeKey(id) strings; node attributes are the store's own node records
 * `{id, labels, properties, weight}` and edge attributes `{type, properties, weight}` (shared, not
 * copied: read-only use). `weight` sits at the top level so graphology algorithms that read the
 * `weight` attribute work unchanged.
 */
import { DirectedGraph, MultiDirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import type { AbstractGraph } from 'graphology-types';
import type { MemoryEdgeAttributes, MemoryNodeAttributes } from './attributes.js';
import type { CompactGraph } from './compact-graph.js';

/** The graphology graph type MemoryStore.graph() returns. */
export type MemoryGraph = AbstractGraph<MemoryNodeAttributes, MemoryEdgeAttributes>;

/** An empty graphology graph of the right kind; self-loops are always allowed (model.ts). */
function newGraph(directed: boolean, multi: boolean): MemoryGraph {
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

/** A graphology graph holding the indexed graph; the index is already valid, so this cannot fail. */
export function toGraphology(c: CompactGraph): MemoryGraph {
  const graph = newGraph(c.directed, c.multi);
  for (let i = 0; i < c.nodes.length; i++) graph.addNode(c.keys[i]!, c.nodes[i]!);
  for (let e = 0; e < c.edges.length; e++) {
    graph.addEdge(c.keys[c.source[e]!]!, c.keys[c.target[e]!]!, c.edges[e]!);
  }
  return graph;
}
