/**
 * MemoryStore: the default GraphStore, a graphology graph in this process.
 *
 * `load` builds a new graph and swaps it in only when the whole of the data is valid, so a bad
 * load leaves the previous graph in place. The schema is computed once per load, lazily.
 */
import type { GraphData, GraphEdge, GraphNode, NodeId, PropertyValue } from '../../model.js';
import type { GraphSchema } from '../../schema.js';
import { SchemaBuilder } from '../../schema-builder.js';
import type {
  DistinctValuesQuery,
  GraphStore,
  LoadSummary,
  Neighbour,
  NeighbourQuery,
  NodesByPropertyQuery,
  StoredNode,
} from '../graph-store.js';
import { buildGraph, type MemoryGraph, newGraph } from './build-graph.js';
import * as nav from './navigation.js';

/** The in-memory GraphStore on graphology. */
export class MemoryStore implements GraphStore {
  readonly kind = 'memory';
  private current: MemoryGraph = emptyGraph();
  private name: string | undefined;
  private cachedSchema: GraphSchema | undefined;

  /** Replaces the stored graph; on error (GrrafError 'validation') the previous graph is kept. */
  async load(data: GraphData): Promise<LoadSummary> {
    return this.loadSync(data);
  }

  /** `load` without the promise, for callers that build many small graphs (benchmarks, executors). */
  loadSync(data: GraphData): LoadSummary {
    const start = performance.now();
    const graph = buildGraph(data);
    this.current = graph;
    this.name = data.name;
    this.cachedSchema = undefined;
    return { nodes: graph.order, edges: graph.size, ms: performance.now() - start };
  }

  /**
   * The graphology graph itself, for executors and algorithms. Read-only use: node attributes are
   * `{id, labels, properties, weight}`, edge attributes `{type, properties, weight}` (attributes.ts).
   */
  graph(): MemoryGraph {
    return this.current;
  }

  async schema(): Promise<GraphSchema> {
    if (this.cachedSchema === undefined) this.cachedSchema = schemaOf(this.current);
    return this.cachedSchema;
  }

  async nodesByProperty(query: NodesByPropertyQuery): Promise<StoredNode[]> {
    return nav.nodesByProperty(this.current, query);
  }

  async neighbours(id: NodeId, query?: NeighbourQuery): Promise<Neighbour[]> {
    return nav.neighbours(this.current, id, query);
  }

  async distinctValues(query: DistinctValuesQuery): Promise<PropertyValue[]> {
    return nav.distinctValues(this.current, query);
  }

  async export(): Promise<GraphData> {
    return exportGraph(this.current, this.name);
  }

  async close(): Promise<void> {
    this.current = emptyGraph();
    this.name = undefined;
    this.cachedSchema = undefined;
  }
}

function emptyGraph(): MemoryGraph {
  return newGraph(false, false);
}

/** The schema of a memory-store graph, in one pass over graphology's own records. */
function schemaOf(graph: MemoryGraph): GraphSchema {
  const builder = new SchemaBuilder({ directed: graph.type === 'directed', multi: graph.multi });
  graph.forEachNode((_key, a) => builder.addNode(a));
  graph.forEachEdge((_key, a, source, target, sa, ta) =>
    builder.addEdge(a, sa.labels, ta.labels, source === target),
  );
  return builder.build();
}

/** GraphData equivalent to what was loaded (ids, order, attributes; repeated simple edges merged). */
function exportGraph(graph: MemoryGraph, name: string | undefined): GraphData {
  const nodes: GraphNode[] = [];
  graph.forEachNode((_key, a) => {
    const node: GraphNode = { id: a.id, labels: [...a.labels], properties: { ...a.properties } };
    if (a.weight !== undefined) node.weight = a.weight;
    nodes.push(node);
  });
  const edges: GraphEdge[] = [];
  graph.forEachEdge((_key, a, _s, _t, sa, ta) => {
    const edge: GraphEdge = { source: sa.id, target: ta.id, properties: { ...a.properties } };
    if (a.type !== undefined) edge.type = a.type;
    if (a.weight !== undefined) edge.weight = a.weight;
    edges.push(edge);
  });
  const data: GraphData = { directed: graph.type === 'directed', nodes, edges };
  if (graph.multi) data.multi = true;
  if (name !== undefined) data.name = name;
  return data;
}
