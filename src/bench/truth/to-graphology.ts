/**
 * GraphData → graphology, the way the algorithm library expects it: keys String(id), the
 * original id in attribute `id`, weights in `weight` on nodes and edges, properties beside them. Kept here (a few lines)
 * so ground truth does not depend on a store's internals.
 */
import { DirectedGraph, MultiDirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import type { AnyGraph } from '../../algorithms/common.js';
import { type GraphData, nodeKey } from '../../graph/model.js';

/** A graphology graph of `g`; `directed` overrides the graph's own flag (bipartite reads it undirected). */
export function toGraphology(g: GraphData, directed = g.directed): AnyGraph {
  const options = { allowSelfLoops: true };
  const G: AnyGraph = g.multi
    ? directed
      ? new MultiDirectedGraph(options)
      : new MultiUndirectedGraph(options)
    : directed
      ? new DirectedGraph(options)
      : new UndirectedGraph(options);
  for (const n of g.nodes)
    G.mergeNode(nodeKey(n.id), n.weight === undefined ? { id: n.id } : { id: n.id, weight: n.weight });
  for (const e of g.edges) {
    const s = nodeKey(e.source);
    const t = nodeKey(e.target);
    // Properties too: GTools flow graphs keep their capacities in a `capacity` property.
    const attrs = { ...e.properties, ...(e.weight === undefined ? {} : { weight: e.weight }) };
    if (g.multi) G.addEdge(s, t, attrs);
    else G.mergeEdge(s, t, attrs);
  }
  return G;
}
