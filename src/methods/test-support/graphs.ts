/** Small graphs for the methods' tests. */
import type { GraphData } from '../../graph/model.js';

/** A path 0-1-…-(n-1) with every edge of weight 1. */
export function pathGraph(n: number, directed = false): GraphData {
  return {
    directed,
    nodes: Array.from({ length: n }, (_, i) => ({ id: i, labels: [], properties: {} })),
    edges: Array.from({ length: n - 1 }, (_, i) => ({ source: i, target: i + 1, properties: {}, weight: 1 })),
  };
}
