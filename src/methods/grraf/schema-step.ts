/**
 * Step 4 — the schema S, extracted from the store by a fixed procedure (never the graph itself):
 * counts, labels, property keys with types and a few example values. The graph is loaded into a
 * store first when it came as text or a file.
 */
import { GrrafError } from '../../errors.js';
import type { ExecLanguage } from '../../exec/executor.js';
import type { GraphSchema } from '../../graph/schema.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import type { GrrafDeps } from './deps.js';
import type { GraphInput } from './graph-input.js';

export interface SchemaStep {
  store: GraphStore;
  /** True when this step created the store (the method closes it). */
  ownsStore: boolean;
  schema: GraphSchema;
  /** S as prompt text, G_prime's schema included for two-graph tasks. */
  text: string;
}

/** Puts the graph in a store suited to the language (when not already in one) and reads its schema. */
export async function extractSchema(
  input: GraphInput,
  language: ExecLanguage,
  deps: Pick<GrrafDeps, 'memoryStore' | 'cypherStore' | 'schemaText'>,
): Promise<SchemaStep> {
  let store = input.store;
  const ownsStore = store === undefined;
  if (!store) {
    if (!input.graph) throw new GrrafError('not-found', 'no graph to load', { field: 'graph' });
    store = language === 'cypher' ? await newCypherStore(deps) : deps.memoryStore();
    await store.load(input.graph);
  }
  if (language === 'cypher' && !store.cypher) {
    throw new GrrafError(
      'unsupported',
      `the ${store.kind} store cannot run Cypher: use --lang js or a Cypher store`,
      {
        field: 'lang',
      },
    );
  }
  const schema = await store.schema();
  let text = deps.schemaText(schema);
  if (input.graphPrime) {
    const prime = deps.memoryStore();
    await prime.load(input.graphPrime);
    text = `G:\n${text}\n\nG_prime:\n${deps.schemaText(await prime.schema())}`;
    await prime.close();
  }
  return { store, ownsStore, schema, text };
}

async function newCypherStore(deps: Pick<GrrafDeps, 'cypherStore'>): Promise<GraphStore> {
  if (!deps.cypherStore) {
    throw new GrrafError('unsupported', 'no Cypher-capable store is available for --lang cypher', {
      field: 'lang',
    });
  }
  return deps.cypherStore();
}
