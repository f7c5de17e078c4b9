/**
 * A parsed graph's edges as typed columns — the ends' node positions and the weights — with the
 * GraphEdge objects made only when something reads `graph.edges`. At a million edges the objects
 * were half of parsing a question, and the JavaScript sandbox's transfer form and the memory
 * store need only the columns (they ask `edgeColumns`), so on GRRAF's JavaScript path the objects
 * are never made. Whoever reads `edges` gets the same objects a parser would have made.
 *
 * The columns stand for the edges only while no edge object has been handed out: once `edges` is
 * read (or replaced), a caller may change an edge in place, which nothing here could see, so
 * `edgeColumns` then says undefined and every consumer reads the objects. Likewise once `nodes`
 * is replaced or changes length.
 */
import { type GraphData, type GraphEdge, type GraphNode, NO_PROPERTIES } from '../model.js';

/** The edges of a graph, column by column, in edge order. */
export interface EdgeColumns {
  /** Position in `graph.nodes` of each edge's source and target. */
  source: Int32Array;
  target: Int32Array;
  /** Each edge's weight, NaN where it has none; null when no edge has one. */
  weights: Float64Array | null;
}

interface State {
  columns: EdgeColumns;
  nodes: GraphNode[];
  nodeCount: number;
  /** The objects, once made (or what `edges` was set to). */
  edges?: GraphEdge[];
  /** The length of the objects made from the columns, while `edges` is that array; else -1. */
  madeLength: number;
}

const states = new WeakMap<GraphData, State>();

/** A graph over `nodes` whose `edges` are made from `columns` when first read. */
export function columnarGraph(base: Omit<GraphData, 'edges'>, columns: EdgeColumns): GraphData {
  const state: State = { columns, nodes: base.nodes, nodeCount: base.nodes.length, madeLength: -1 };
  const graph = base as GraphData;
  Object.defineProperty(graph, 'edges', {
    get: () => {
      if (state.edges === undefined) {
        state.edges = edgeObjects(state);
        state.madeLength = state.edges.length;
      }
      return state.edges;
    },
    set: (edges: GraphEdge[]) => {
      state.edges = edges;
      state.madeLength = -1;
    },
    enumerable: true,
    configurable: true,
  });
  states.set(graph, state);
  return graph;
}

/** The columns of `g`'s edges when it is a columnar graph whose edges no one has read yet, else undefined. */
export function edgeColumns(g: GraphData): EdgeColumns | undefined {
  const state = states.get(g);
  if (state === undefined || state.edges !== undefined) return undefined;
  if (g.nodes !== state.nodes || g.nodes.length !== state.nodeCount) return undefined;
  return state.columns;
}

/**
 * The edge objects made from `g`'s columns, when they are what `g.edges` still holds at the length
 * made (a caller may have changed edges in place since, as with any parsed graph's objects);
 * undefined otherwise, and before they are made.
 */
export function edgesMadeFromColumns(g: GraphData): GraphEdge[] | undefined {
  const state = states.get(g);
  if (state?.edges === undefined || state.madeLength !== state.edges.length) return undefined;
  return state.edges;
}

/** The number of `g`'s edges, without making edge objects for a columnar graph. */
export function edgeCount(g: GraphData): number {
  return edgeColumns(g)?.source.length ?? g.edges.length;
}

/** The GraphEdge objects of the columns, as the parsers make them (shared empty properties). */
function edgeObjects(state: State): GraphEdge[] {
  const { source, target, weights } = state.columns;
  const nodes = state.nodes;
  const edges: GraphEdge[] = new Array(source.length);
  for (let i = 0; i < source.length; i++) {
    const s = nodes[source[i]!]!.id;
    const t = nodes[target[i]!]!.id;
    const w = weights === null ? Number.NaN : weights[i]!;
    edges[i] = Number.isNaN(w)
      ? { source: s, target: t, properties: NO_PROPERTIES }
      : { source: s, target: t, properties: NO_PROPERTIES, weight: w };
  }
  return edges;
}
