/**
 * A memory store whose load of a graph object is done once per object and shared: a second load
 * of the same GraphData (the next question on a graph a caller keeps, app/graph-cache.ts) finds
 * the index and schema the first one made instead of indexing a million edges again. The shared
 * store is only read after its load (schema, navigation, export), and lives as long as the
 * GraphData does; closing a kept store lets go of it without emptying the shared one. GraphData
 * is treated as immutable, as everywhere after parsing.
 */
import type { GraphData, NodeId } from '../../model.js';
import type { GraphSchema } from '../../schema.js';
import type {
  DistinctValuesQuery,
  GraphStore,
  LoadSummary,
  NeighborQuery,
  NodesByPropertyQuery,
} from '../graph-store.js';
import { MemoryStore } from './memory-store.js';

const loaded = new WeakMap<GraphData, MemoryStore>();

/** A MemoryStore that shares the load of each graph object with every other kept store. */
export class KeptMemoryStore implements GraphStore {
  readonly kind = 'memory';
  private store = new MemoryStore();

  async load(data: GraphData): Promise<LoadSummary> {
    const start = performance.now();
    let store = loaded.get(data);
    if (!store) {
      store = new MemoryStore();
      const summary = store.loadSync(data);
      loaded.set(data, store);
      this.store = store;
      return summary;
    }
    this.store = store;
    const schema = await store.schema();
    return { nodes: schema.nodeCount, edges: schema.edgeCount, ms: performance.now() - start };
  }

  schema(): Promise<GraphSchema> {
    return this.store.schema();
  }
  nodesByProperty(query: NodesByPropertyQuery) {
    return this.store.nodesByProperty(query);
  }
  neighbors(id: NodeId, query?: NeighborQuery) {
    return this.store.neighbors(id, query);
  }
  distinctValues(query: DistinctValuesQuery) {
    return this.store.distinctValues(query);
  }
  export(): Promise<GraphData> {
    return this.store.export();
  }

  async close(): Promise<void> {
    this.store = new MemoryStore();
  }
}
