/**
 * Chooses the GraphStore a CLI command loads into. Memory is the default; other stores (the
 * embedded Cypher database, Neo4j) are added here as one case each, with their options.
 */
import type { Command } from 'commander';
import { GrrafError } from '../errors.js';
import type { GraphStore } from '../graph/stores/graph-store.js';
import { MemoryStore } from '../graph/stores/memory/index.js';

/** The store-related options of a command. */
export interface StoreOptions {
  /** Store kind: 'memory' (default). */
  store?: string;
}

/** Store kinds the CLI can open. */
export const STORE_KINDS = ['memory'] as const;

/** Adds `--store <kind>` to a command. */
export function addStoreOption(command: Command): Command {
  return command.option('--store <kind>', `graph store: ${STORE_KINDS.join(', ')}`, 'memory');
}

/** Opens the store named by `options.store`; 'config' error listing the known kinds otherwise. */
export async function storeFromOptions(options: StoreOptions = {}): Promise<GraphStore> {
  const kind = options.store ?? 'memory';
  switch (kind) {
    case 'memory':
      return new MemoryStore();
    default:
      throw new GrrafError('config', `unknown store "${kind}"; available: ${STORE_KINDS.join(', ')}`, {
        field: 'store',
      });
  }
}
