/**
 * The graph a long-running front-end (the MCP server) serves: a persistent store opened once by
 * URI, or a graph file loaded into a memory store. It stays open between calls, so each schema
 * read, Cypher query or navigation call costs no reconnection; the front-end closes it when it stops.
 */
import { GrrafError } from '../errors.js';
import { type FormatName, readGraphFile } from '../graph/formats/index.js';
import type { GraphStore, QueryLimits, QueryResult } from '../graph/stores/graph-store.js';
import { CYPHER_DEFAULT_LIMITS } from './cypher.js';
import { existingStore, storeForLoading } from './store.js';

/** Where the served graph comes from: a store that already holds it, or a file to load. */
export type ServedGraphSource = { store: string } | { file: string; format?: FormatName };

/** Opens the store (or loads the file into a memory store); bad input is a located GrrafError. */
export async function openServedStore(source: ServedGraphSource): Promise<GraphStore> {
  if ('store' in source) return existingStore(source.store);
  const parsed = await readGraphFile(source.file, { ...(source.format ? { format: source.format } : {}) });
  const store = await storeForLoading('memory');
  await store.load(parsed.graph);
  return store;
}

/** One read-only Cypher query on the open store; a store without Cypher is an 'unsupported' error. */
export async function servedCypher(
  store: GraphStore,
  query: string,
  params: Record<string, unknown> = {},
  limits: QueryLimits = {},
): Promise<QueryResult> {
  if (store.cypher === undefined) {
    throw new GrrafError(
      'unsupported',
      `the ${store.kind} store does not run Cypher; serve an embedded:<dir> or neo4j:// store`,
      { field: 'store' },
    );
  }
  return store.cypher(query, params, { ...CYPHER_DEFAULT_LIMITS, ...limits });
}
