/**
 * The edges a load writes, read by position, whether the graph holds edge objects or a parser's
 * edge columns (formats/edge-columns.ts: node positions and weights in typed arrays, objects made
 * only when someone reads `graph.edges`). Reading `edges` of a parsed 1M-edge list made a million
 * objects, 180–330 ms of the load's CPU, that the load only took apart again into CSV.
 */
import type { EdgeColumns } from '../../formats/edge-columns.js';
import { type GraphEdge, type GraphNode, NO_PROPERTIES, type NodeId, type Properties } from '../../model.js';

export interface PlannedEdges {
  readonly count: number;
  /** True when no edge has a type or a property (weights aside): a parser's columns. */
  readonly bare: boolean;
  /** Every edge's weight by position, NaN where none (made once, on first call). */
  weightColumn(): Float64Array;
  source(i: number): NodeId;
  target(i: number): NodeId;
  weight(i: number): number | undefined;
  type(i: number): string | undefined;
  properties(i: number): Properties;
}

/** Edges given as objects. */
export function objectEdges(edges: readonly GraphEdge[]): PlannedEdges {
  let weights: Float64Array | undefined;
  return {
    count: edges.length,
    bare: false,
    weightColumn: () => {
      weights ??= Float64Array.from(edges, (e) => e.weight ?? Number.NaN);
      return weights;
    },
    source: (i) => edges[i]!.source,
    target: (i) => edges[i]!.target,
    weight: (i) => edges[i]!.weight,
    type: (i) => edges[i]!.type,
    properties: (i) => edges[i]!.properties,
  };
}

/** Edges as a parser's columns over `nodes`: untyped, no properties, NaN for no weight. */
export function columnEdges(columns: EdgeColumns, nodes: readonly GraphNode[]): PlannedEdges {
  const { source, target, weights } = columns;
  return {
    count: source.length,
    bare: true,
    weightColumn: () => weights ?? new Float64Array(source.length).fill(Number.NaN),
    source: (i) => nodes[source[i]!]!.id,
    target: (i) => nodes[target[i]!]!.id,
    weight:
      weights === null
        ? () => undefined
        : (i) => {
            const w = weights[i]!;
            return Number.isNaN(w) ? undefined : w;
          },
    type: () => undefined,
    properties: () => NO_PROPERTIES,
  };
}

/** Edge `i` as an object (tests, and anything that needs one edge whole). */
export function edgeAt(edges: PlannedEdges, i: number): GraphEdge {
  const edge: GraphEdge = {
    source: edges.source(i),
    target: edges.target(i),
    properties: edges.properties(i),
  };
  const weight = edges.weight(i);
  const type = edges.type(i);
  if (weight !== undefined) edge.weight = weight;
  if (type !== undefined) edge.type = type;
  return edge;
}
