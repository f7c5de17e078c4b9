/**
 * The schema of a graph file, or of the graph a persistent store already holds: what prompts
 * include instead of the graph.
 */
import type { FormatName } from '../graph/formats/index.js';
import type { GraphSchema } from '../graph/schema.js';
import { buildSchema } from '../graph/schema-builder.js';
import { withLoadedGraph } from './load.js';
import { existingStore } from './store.js';

/** A graph file, or a store that holds one. */
export interface SchemaRequest {
  file?: string;
  format?: FormatName;
  /** Store URI: where to load the file, or (without a file) the store to read. */
  store?: string;
}

/** A graph's schema (and G''s, for two-graph questions). */
export interface SchemaReport {
  file: string;
  format: string;
  store: string;
  schema: GraphSchema;
  /** The second graph G' of two-graph questions. */
  schemaPrime?: GraphSchema;
}

/** The schema; throws a located GrrafError on bad input or an empty store. */
export async function graphSchema(request: SchemaRequest): Promise<SchemaReport> {
  const file = request.file;
  if (file === undefined) {
    const store = await existingStore(request.store);
    try {
      return { file: request.store ?? '', format: 'store', store: store.kind, schema: await store.schema() };
    } finally {
      await store.close();
    }
  }
  return withLoadedGraph({ ...request, file }, async ({ parsed, store }) => {
    const report: SchemaReport = {
      file,
      format: parsed.format,
      store: store.kind,
      schema: await store.schema(),
    };
    if (parsed.graphPrime) report.schemaPrime = buildSchema(parsed.graphPrime);
    return report;
  });
}
