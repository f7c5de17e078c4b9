/**
 * Opening stores for the use cases: a URI (`memory`, `embedded:<dir>`, `neo4j://…`, `bolt://…`),
 * fresh for loading, or one that must already hold a graph.
 */
import type { GraphStore } from '../graph/stores/graph-store.js';
import { openStore } from '../graph/stores/open-store.js';

/** Opens the store named by `uri` for loading (default: a memory store). */
export function storeForLoading(uri = 'memory'): Promise<GraphStore> {
  return openStore(uri);
}

/** Opens a persistent store that must already hold a graph. */
export function existingStore(uri = 'memory'): Promise<GraphStore> {
  return openStore(uri, { existing: true });
}
