/**
 * The schema S (GRRAF's step 4, shared), extracted from the store by a fixed procedure (never the graph itself):
 * counts, labels, property keys with types and a few example values. The graph is loaded into a
 * store first when it came as text or a file.
 */
import { GrrafError } from '../../errors.js';
import type { ExecLanguage } from '../../exec/executor.js';
import type { GraphSchema } from '../../graph/schema.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import type { GraphInput } from './graph-input.js';
import type { MethodServices } from './services.js';

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
  services: Pick<MethodServices, 'memoryStore' | 'cypherStore' | 'schemaText'>,
): Promise<SchemaStep> {
  let store = input.store;
  const ownsStore = store === undefined;
  if (!store) {
    if (!input.graph) throw new GrrafError('not-found', 'no graph to load', { field: 'graph' });
    store = language === 'cypher' ? await newCypherStore(services) : services.memoryStore();
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
  let text = services.schemaText(schema);
  if (input.graphPrime) {
    const prime = services.memoryStore();
    await prime.load(input.graphPrime);
    text = `G:\n${text}\n\nG_prime:\n${services.schemaText(await prime.schema())}`;
    await prime.close();
  }
  return { store, ownsStore, schema, text };
}

async function newCypherStore(services: Pick<MethodServices, 'cypherStore'>): Promise<GraphStore> {
  if (!services.cypherStore) {
    throw new GrrafError('unsupported', 'no Cypher-capable store is available for --lang cypher', {
      field: 'lang',
    });
  }
  return services.cypherStore();
}
