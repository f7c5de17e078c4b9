/**
 * MemoryStore: the default GraphStore, in this process.
 *
 * `load` validates the data and builds a compact index (compact-graph.ts), swapping it in only
 * when the whole of the data is valid, so a bad load leaves the previous graph in place. The
 * schema, navigation and export read that index.
 */
import type { GraphData, GraphEdge, GraphNode, NodeId, PropertyValue } from '../../model.js';
import type { GraphSchema } from '../../schema.js';
import { SchemaBuilder } from '../../schema-builder.js';
import type {
  DistinctValuesQuery,
  GraphStore,
  LoadSummary,
  Neighbor,
  NeighborQuery,
  NodesByPropertyQuery,
  StoredNode,
} from '../graph-store.js';
import { type CompactGraph, compactGraph, edgeAt, labelsAt, nodeAt } from './compact-graph.js';
import * as nav from './navigation.js';

const EMPTY: GraphData = { directed: false, nodes: [], edges: [] };

/** The in-memory GraphStore. */
export class MemoryStore implements GraphStore {
  readonly kind = 'memory';
  private current: CompactGraph = compactGraph(EMPTY);
  private cachedSchema: GraphSchema | undefined;

  /** Replaces the stored graph; on error (GrrafError 'validation', naming the field) the previous graph is kept. */
  async load(data: GraphData): Promise<LoadSummary> {
    return this.loadSync(data);
  }

  /** `load` without the promise, for callers that load many small graphs (benchmarks, datasets). */
  loadSync(data: GraphData): LoadSummary {
    const start = performance.now();
    const next = compactGraph(data);
    this.current = next;
    this.cachedSchema = undefined;
    return { nodes: next.ids.length, edges: next.source.length, ms: performance.now() - start };
  }

  async schema(): Promise<GraphSchema> {
    if (this.cachedSchema === undefined) this.cachedSchema = schemaOf(this.current);
    return this.cachedSchema;
  }

  async nodesByProperty(query: NodesByPropertyQuery): Promise<StoredNode[]> {
    return nav.nodesByProperty(this.current, query);
  }

  async neighbors(id: NodeId, query?: NeighborQuery): Promise<Neighbor[]> {
    return nav.neighbors(this.current, id, query);
  }

  async distinctValues(query: DistinctValuesQuery): Promise<PropertyValue[]> {
    return nav.distinctValues(this.current, query);
  }

  async export(): Promise<GraphData> {
    return exportGraph(this.current);
  }

  async close(): Promise<void> {
    this.loadSync(EMPTY);
  }
}

/** The schema of an indexed graph, in one pass over its records. */
function schemaOf(g: CompactGraph): GraphSchema {
  const builder = new SchemaBuilder({ directed: g.directed, multi: g.multi });
  for (let i = 0; i < g.ids.length; i++) builder.addNode(nodeAt(g, i));
  for (let e = 0; e < g.source.length; e++) {
    const s = g.source[e]!;
    const t = g.target[e]!;
    // Only the endpoints' labels: a node record per endpoint would be two objects per edge.
    builder.addEdge(edgeAt(g, e), labelsAt(g, s), labelsAt(g, t), s === t);
  }
  return builder.build();
}

/** GraphData equivalent to what was loaded (ids, order, attributes; repeated simple edges merged). */
function exportGraph(g: CompactGraph): GraphData {
  const nodes: GraphNode[] = g.ids.map((_, i) => nav.storedNode(nodeAt(g, i)));
  const edges: GraphEdge[] = Array.from(g.source, (_, e) => nav.storedEdge(g, e));
  const data: GraphData = { directed: g.directed, nodes, edges };
  if (g.multi) data.multi = true;
  if (g.name !== undefined) data.name = g.name;
  return data;
}
