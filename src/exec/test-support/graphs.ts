/** Small GraphData fixtures for executor tests. */
import type { GraphData } from '../../graph/model.js';

/** An undirected path 0-1-2-3 with weight 2 on (0,1), plus node 4 alone: two components. */
export function pathGraph(): GraphData {
  return {
    directed: false,
    nodes: [0, 1, 2, 3, 4].map((id) => ({ id, labels: [], properties: {} })),
    edges: [
      { source: 0, target: 1, properties: {}, weight: 2 },
      { source: 1, target: 2, properties: {} },
      { source: 2, target: 3, properties: {} },
    ],
  };
}

/** A directed graph with string ids, labels, properties and a node weight. */
export function labeledGraph(): GraphData {
  return {
    directed: true,
    nodes: [
      { id: 'a', labels: ['Person'], properties: { name: 'Ada' }, weight: 5 },
      { id: 'b', labels: [], properties: {} },
    ],
    edges: [{ source: 'a', target: 'b', type: 'KNOWS', properties: { since: 2020 } }],
  };
}
