/**
 * Opens a GraphStore from a store URI:
 * - `memory` — the in-process graphology store (the default);
 * - `embedded:<dir>` — the embedded Cypher database persisted in `<dir>`;
 * - `neo4j://host:port`, `bolt://host:port` (and their `+s`/`+ssc` variants) — a Neo4j server,
 *   credentials from NEO4J_USER / NEO4J_PASSWORD, database from NEO4J_DATABASE.
 * The embedded engine and the Neo4j driver are imported only when their store is opened.
 */
import { GrrafError } from '../../errors.js';
import type { GraphStore } from './graph-store.js';
import { MemoryStore } from './memory/index.js';

/** The URI forms `openStore` accepts, for help texts. */
export const STORE_URI_FORMS = ['memory', 'embedded:<dir>', 'neo4j://host:port', 'bolt://host:port'] as const;

/** Options for openStore. */
export interface OpenStoreOptions {
  /** The store must already hold a graph (commands that read a persisted store). */
  existing?: boolean;
}

/** Opens the store named by `uri`; a GrrafError 'config' for an unknown form. */
export async function openStore(uri: string, options: OpenStoreOptions = {}): Promise<GraphStore> {
  const u = uri.trim();
  if (u === 'memory') {
    if (options.existing) {
      throw new GrrafError(
        'config',
        'the memory store holds nothing between commands; give a graph file or a persistent store',
        { field: 'store' },
      );
    }
    return new MemoryStore();
  }
  if (u.startsWith('embedded:')) {
    const dir = u.slice('embedded:'.length);
    if (dir === '')
      throw new GrrafError('config', 'embedded store needs a directory: embedded:<dir>', { field: 'store' });
    const { EmbeddedStore } = await import('./embedded/embedded-store.js');
    return options.existing ? EmbeddedStore.openExisting(dir) : EmbeddedStore.open(dir);
  }
  if (/^(neo4j|bolt)(\+s|\+ssc)?:\/\//.test(u)) {
    const { Neo4jStore } = await import('./neo4j/neo4j-store.js');
    return Neo4jStore.connect(u);
  }
  throw new GrrafError('config', `unknown store "${uri}"; use one of: ${STORE_URI_FORMS.join(', ')}`, {
    field: 'store',
  });
}

/** True when the store keeps its graph between processes (embedded, Neo4j). */
export function isPersistentStoreUri(uri: string): boolean {
  return uri.trim() !== 'memory';
}
