/**
 * The step `grraf load` and `grraf schema` share: read a graph file, load its main graph into the
 * chosen store, hand both to the command, and always close the store.
 */
import type { FormatName, ParsedGraph } from '../graph/formats/index.js';
import { readGraphFile } from '../graph/formats/index.js';
import type { GraphStore, LoadSummary } from '../graph/stores/graph-store.js';
import { type StoreOptions, storeFromOptions } from './store-from-options.js';

/** Options of commands that read one graph file. */
export interface GraphFileOptions extends StoreOptions {
  /** Format name; auto-detected when absent (an unknown name is a 'format-unknown' error). */
  format?: string;
}

/** What the command callback receives. */
export interface LoadedGraph {
  parsed: ParsedGraph;
  store: GraphStore;
  loaded: LoadSummary;
}

/** Reads `file`, loads its graph into a fresh store, runs `fn`, closes the store. */
export async function withLoadedGraph<T>(
  file: string,
  options: GraphFileOptions,
  fn: (g: LoadedGraph) => Promise<T>,
): Promise<T> {
  // The format name is checked by the formats registry, which lists the supported ones.
  const parsed = await readGraphFile(file, { format: options.format as FormatName | undefined });
  const store = await storeFromOptions(options);
  try {
    const loaded = await store.load(parsed.graph);
    return await fn({ parsed, store, loaded });
  } finally {
    await store.close();
  }
}
