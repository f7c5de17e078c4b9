/**
 * Chooses the GraphStore a CLI command uses, from `--store <uri>` (graph/stores/open-store.ts):
 * `memory` (the default), `embedded:<dir>`, `neo4j://host:port` / `bolt://host:port`.
 */
import type { Command } from 'commander';
import type { GraphStore } from '../graph/stores/graph-store.js';
import { openStore, STORE_URI_FORMS } from '../graph/stores/open-store.js';

/** The store-related options of a command. */
export interface StoreOptions {
  /** Store URI: 'memory' (default), 'embedded:<dir>', 'neo4j://…', 'bolt://…'. */
  store?: string;
}

/** Adds `--store <uri>` to a command. */
export function addStoreOption(command: Command): Command {
  return command.option('--store <uri>', `graph store: ${STORE_URI_FORMS.join(', ')}`, 'memory');
}

/** Opens the store named by `options.store` for loading; 'config' error listing the known forms otherwise. */
export async function storeFromOptions(options: StoreOptions = {}): Promise<GraphStore> {
  return openStore(options.store ?? 'memory');
}

/** Opens a persistent store that must already hold a graph (commands given no graph file). */
export async function existingStoreFromOptions(options: StoreOptions = {}): Promise<GraphStore> {
  return openStore(options.store ?? 'memory', { existing: true });
}
