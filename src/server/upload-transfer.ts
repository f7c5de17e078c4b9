/**
 * A parsed upload as it crosses from the parsing thread (upload-worker.ts) to the server's: the
 * edges as typed columns moved without copying, node ids in a typed array when they are all
 * numbers, and objects only for the nodes and edges that carry labels, a type, properties or a
 * weight. Structured cloning the GraphData instead took the receiving thread 5.7 s at 770k edges
 * (every edge and its properties object rebuilt there); this takes it milliseconds, and the graph
 * it builds is columnar (graph/formats/edge-columns.ts) when its edges carry nothing but weights,
 * as the parser's own would be.
 */
import { hasDistinctEdges, markDistinctEdges } from '../graph/formats/distinct-edges.js';
import { columnarGraph, edgeColumns } from '../graph/formats/edge-columns.js';
import type { ParsedGraph } from '../graph/formats/index.js';
import {
  type GraphData,
  type GraphEdge,
  type GraphNode,
  NO_LABELS,
  NO_PROPERTIES,
  type NodeId,
  nodeKey,
  type Properties,
} from '../graph/model.js';
import type { GraphSchema } from '../graph/schema.js';

/** What a node or edge carries besides its ids, for the few that carry anything. */
interface Extra {
  at: number;
  labels?: string[];
  type?: string;
  properties?: Properties;
  weight?: number;
}

/** A GraphData in transfer form. */
export interface TransferGraph {
  directed: boolean;
  multi?: boolean;
  name?: string;
  ids: Float64Array | NodeId[];
  nodeExtras: Extra[];
  source: Int32Array;
  target: Int32Array;
  /** NaN where an edge has no weight; null when none has one. */
  weights: Float64Array | null;
  edgeExtras: Extra[];
  /** The parser vouched for pairwise distinct edges (graph/formats/distinct-edges.ts). */
  distinct: boolean;
  /** The edges as they are, when one names a node the graph does not hold (no parser does that). */
  edges?: GraphEdge[];
}

/** A parsed upload in transfer form, with the schemas the parsing thread built. */
export interface TransferUpload {
  parsed: Omit<ParsedGraph, 'graph' | 'graphPrime'> & { graph: TransferGraph; graphPrime?: TransferGraph };
  schema: GraphSchema;
  schemaPrime?: GraphSchema;
}

/** What the receiving side gets back. */
export interface ReceivedUpload {
  parsed: ParsedGraph;
  schema: GraphSchema;
  schemaPrime?: GraphSchema;
}

/**
 * `parsed` in transfer form with the schemas of its graphs (`schemaOf` runs after the encoding: a
 * schema reads every edge object, which a columnar graph then makes), and the buffers to move.
 */
export function toTransfer(
  parsed: ParsedGraph,
  schemaOf: (g: GraphData) => GraphSchema,
): { message: TransferUpload; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const { graph, graphPrime, ...rest } = parsed;
  const encoded = {
    ...rest,
    graph: encodeGraph(graph, transfer),
    ...(graphPrime ? { graphPrime: encodeGraph(graphPrime, transfer) } : {}),
  };
  const message: TransferUpload = {
    parsed: encoded,
    schema: schemaOf(graph),
    ...(graphPrime ? { schemaPrime: schemaOf(graphPrime) } : {}),
  };
  return { message, transfer };
}

/** The upload back from its transfer form. */
export function fromTransfer(message: TransferUpload): ReceivedUpload {
  const { graph, graphPrime, ...rest } = message.parsed;
  return {
    parsed: {
      ...rest,
      graph: decodeGraph(graph),
      ...(graphPrime ? { graphPrime: decodeGraph(graphPrime) } : {}),
    },
    schema: message.schema,
    ...(message.schemaPrime ? { schemaPrime: message.schemaPrime } : {}),
  };
}

function encodeGraph(g: GraphData, transfer: ArrayBuffer[]): TransferGraph {
  const distinct = hasDistinctEdges(g);
  const position = new Map<string, number>();
  const nodeExtras: Extra[] = [];
  g.nodes.forEach((n, i) => {
    position.set(nodeKey(n.id), i);
    const extra = extraOf(i, n.labels, undefined, n.properties, n.weight);
    if (extra) nodeExtras.push(extra);
  });
  const numeric = g.nodes.every((n) => typeof n.id === 'number');
  const ids = numeric ? Float64Array.from(g.nodes, (n) => n.id as number) : g.nodes.map((n) => n.id);
  let columns = edgeColumns(g);
  const edgeExtras: Extra[] = [];
  if (!columns) {
    const m = g.edges.length;
    columns = { source: new Int32Array(m), target: new Int32Array(m), weights: null };
    const weights = new Float64Array(m).fill(Number.NaN);
    let weighted = false;
    g.edges.forEach((e, i) => {
      columns!.source[i] = position.get(nodeKey(e.source)) ?? -1;
      columns!.target[i] = position.get(nodeKey(e.target)) ?? -1;
      if (e.weight !== undefined) {
        weights[i] = e.weight;
        weighted = true;
      }
      // A weight NaN would read as none in the column: such an edge carries it as an extra.
      const extra = extraOf(
        i,
        undefined,
        e.type,
        e.properties,
        Number.isNaN(e.weight) ? e.weight : undefined,
      );
      if (extra) edgeExtras.push(extra);
    });
    if (weighted) columns.weights = weights;
    if (columns.source.includes(-1) || columns.target.includes(-1)) {
      return { ...header(g, distinct), ids, nodeExtras, ...NO_EDGES, edgeExtras: [], edges: g.edges };
    }
  } else {
    // The parser's own columns stay with the parser's graph: send copies.
    columns = {
      source: columns.source.slice(),
      target: columns.target.slice(),
      weights: columns.weights?.slice() ?? null,
    };
  }
  if (ids instanceof Float64Array) transfer.push(ids.buffer as ArrayBuffer);
  transfer.push(columns.source.buffer as ArrayBuffer, columns.target.buffer as ArrayBuffer);
  if (columns.weights) transfer.push(columns.weights.buffer as ArrayBuffer);
  return {
    ...header(g, distinct),
    ids,
    nodeExtras,
    source: columns.source,
    target: columns.target,
    weights: columns.weights,
    edgeExtras,
  };
}

const NO_EDGES = { source: new Int32Array(0), target: new Int32Array(0), weights: null };

function header(g: GraphData, distinct: boolean) {
  return {
    directed: g.directed,
    ...(g.multi === undefined ? {} : { multi: g.multi }),
    ...(g.name === undefined ? {} : { name: g.name }),
    distinct,
  };
}

function extraOf(
  at: number,
  labels: string[] | undefined,
  type: string | undefined,
  properties: Properties,
  weight: number | undefined,
): Extra | undefined {
  const hasProperties = Object.keys(properties).length > 0;
  if (!labels?.length && type === undefined && !hasProperties && weight === undefined) return undefined;
  return {
    at,
    ...(labels?.length ? { labels } : {}),
    ...(type === undefined ? {} : { type }),
    ...(hasProperties ? { properties } : {}),
    ...(weight === undefined ? {} : { weight }),
  };
}

function decodeGraph(t: TransferGraph): GraphData {
  const nodes: GraphNode[] = Array.from(t.ids, (id: NodeId) => ({
    id,
    labels: NO_LABELS,
    properties: NO_PROPERTIES,
  }));
  for (const x of t.nodeExtras) {
    const node = nodes[x.at]!;
    if (x.labels) node.labels = x.labels;
    if (x.properties) node.properties = x.properties;
    if (x.weight !== undefined) node.weight = x.weight;
  }
  const base: Omit<GraphData, 'edges'> = {
    directed: t.directed,
    nodes,
    ...(t.multi === undefined ? {} : { multi: t.multi }),
    ...(t.name === undefined ? {} : { name: t.name }),
  };
  const columns = { source: t.source, target: t.target, weights: t.weights };
  let graph: GraphData;
  if (t.edges) graph = { ...base, edges: t.edges };
  else if (t.edgeExtras.length === 0) graph = columnarGraph(base, columns);
  else {
    const edges: GraphEdge[] = [];
    for (let i = 0; i < t.source.length; i++) {
      const edge: GraphEdge = {
        source: nodes[t.source[i]!]!.id,
        target: nodes[t.target[i]!]!.id,
        properties: NO_PROPERTIES,
      };
      const w = t.weights?.[i];
      if (w !== undefined && !Number.isNaN(w)) edge.weight = w;
      edges.push(edge);
    }
    for (const x of t.edgeExtras) {
      const edge = edges[x.at]!;
      if (x.type !== undefined) edge.type = x.type;
      if (x.properties) edge.properties = x.properties;
      if (x.weight !== undefined) edge.weight = x.weight;
    }
    graph = { ...base, edges };
  }
  if (t.distinct) markDistinctEdges(graph);
  return graph;
}
