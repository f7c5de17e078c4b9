/**
 * Independence number of a bipartite graph by König's theorem: α = n − ν, where ν (a maximum
 * matching) is the library's maximum flow on the unit network source → one side → other side →
 * sink. Exact and polynomial, so ComplexGraph-L's 10,000-node independent-set questions have a
 * truth: they are drawn bipartite (forests, grids, bipartite-pruned families).
 */
import { DirectedGraph } from 'graphology';
import { type AnyGraph, bipartiteColoring, maximumFlowValue } from '../../../../algorithms/index.js';

/**
 * Size of a maximum independent set of a bipartite graph; undefined when the graph is not bipartite.
 * @example bipartiteIndependenceNumber(pathOf6) // → 3
 */
export function bipartiteIndependenceNumber(G: AnyGraph): number | undefined {
  const side = bipartiteColoring(G);
  if (!side) return undefined;
  // Source and sink keys cannot clash with node keys: node keys never start with a NUL.
  const [source, sink] = ['\u0000s', '\u0000t'];
  const net = new DirectedGraph();
  net.addNode(source);
  net.addNode(sink);
  G.forEachNode((v) => {
    net.addNode(v);
    if (side[v] === 0) net.addEdge(source, v, { weight: 1 });
    else net.addEdge(v, sink, { weight: 1 });
  });
  G.forEachEdge((_e, _a, u, v) => {
    const [a, b] = side[u] === 0 ? [u, v] : [v, u];
    net.mergeEdge(a, b, { weight: 1 });
  });
  return G.order - maximumFlowValue(net, source, sink);
}
