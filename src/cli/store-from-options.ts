/**
 * The `--store <uri>` option of the commands that read or load a graph:
 * `memory` (the default), `embedded:<dir>`, `neo4j://host:port` / `bolt://host:port`.
 */
import type { Command } from 'commander';
import { STORE_URI_FORMS } from '../graph/stores/open-store.js';

/** The store-related options of a command. */
export interface StoreOptions {
  /** Store URI: 'memory' (default), 'embedded:<dir>', 'neo4j://…', 'bolt://…'. */
  store?: string;
}

/** Adds `--store <uri>` to a command. */
export function addStoreOption(command: Command): Command {
  return command.option('--store <uri>', `graph store: ${STORE_URI_FORMS.join(', ')}`, 'memory');
}
