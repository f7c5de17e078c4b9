/**
 * The schema S (GRRAF's step 4, shared), extracted from the store by a fixed procedure (never the graph itself):
 * counts, labels, property keys with types and a few example values. The graph is loaded into a
 * store first when it came as text or a file.
 */
import { GrrafError } from '../../errors.js';
import type { ExecLanguage } from '../../exec/executor.js';
import type { GraphSchema } from '../../graph/schema.js';
import { buildSchema } from '../../graph/schema-builder.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import type { GraphInput } from './graph-input.js';
import type { MethodServices } from './services.js';

export interface SchemaStep {
  store: GraphStore;
  /** True when this step created the store (the method closes it). */
  ownsStore: boolean;
  schema: GraphSchema;
  /** The schema of G_prime, for two-graph tasks. */
  schemaPrime?: GraphSchema;
  /** S as prompt text, G_prime's schema included for two-graph tasks. */
  text: string;
}

export type SchemaServices = Pick<MethodServices, 'memoryStore' | 'cypherStore' | 'schemaText'>;

/**
 * Whether the program reaches the graph through Cypher: its language, or a JavaScript program in
 * query mode (`cypher()` in the sandbox). A graph in hand then goes into a Cypher store.
 */
export interface StoreNeeds {
  cypher?: boolean;
}

const needsCypher = (language: ExecLanguage, needs: StoreNeeds) =>
  language === 'cypher' || needs.cypher === true;

/** Puts the graph in a store suited to the language (when not already in one) and reads its schema. */
export async function extractSchema(
  input: GraphInput,
  language: ExecLanguage,
  services: SchemaServices,
  needs: StoreNeeds = {},
): Promise<SchemaStep> {
  let store = input.store;
  const ownsStore = store === undefined;
  if (!store) {
    if (!input.graph) throw new GrrafError('not-found', 'no graph to load', { field: 'graph' });
    store = needsCypher(language, needs) ? await newCypherStore(services) : services.memoryStore();
    await store.load(input.graph);
  }
  checkCypher(store, language);
  const schema = await store.schema();
  const schemaPrime = input.graphPrime ? await primeSchema(input, services) : undefined;
  return {
    store,
    ownsStore,
    schema,
    ...(schemaPrime ? { schemaPrime } : {}),
    text: text(schema, schemaPrime, services),
  };
}

/** The schema at once, and the step (with its store) when it is ready. */
export interface SchemaAhead {
  schema: GraphSchema;
  schemaPrime?: GraphSchema;
  text: string;
  /** The store the program will run on, maybe still loading (its dialect profile gives the notes). */
  store: GraphStore;
  /** Resolves when the store holds the graph; rejects with the load's error. */
  ready: Promise<SchemaStep>;
}

/**
 * Like extractSchema, but a graph headed for a Cypher store gets its schema computed from the data
 * at once while the store loads in the background: the prompt can be written (and the model can
 * think) during the load. `ready` is already guarded against unhandled rejection.
 */
export async function extractSchemaAhead(
  input: GraphInput,
  language: ExecLanguage,
  services: SchemaServices,
  needs: StoreNeeds = {},
): Promise<SchemaAhead> {
  const graph = input.graph;
  if (!needsCypher(language, needs) || input.store || !graph) {
    const step = await extractSchema(input, language, services, needs);
    return { ...step, ready: Promise.resolve(step) };
  }
  const schema = buildSchema(graph);
  const schemaPrime = input.graphPrime ? buildSchema(input.graphPrime) : undefined;
  const store = await newCypherStore(services);
  const ready = (async (): Promise<SchemaStep> => {
    try {
      await store.load(graph);
    } catch (e) {
      await store.close().catch(() => undefined);
      throw e;
    }
    return {
      store,
      ownsStore: true,
      schema,
      ...(schemaPrime ? { schemaPrime } : {}),
      text: text(schema, schemaPrime, services),
    };
  })();
  ready.catch(() => undefined);
  const shown = text(schema, schemaPrime, services);
  return { schema, ...(schemaPrime ? { schemaPrime } : {}), text: shown, store, ready };
}

function text(schema: GraphSchema, prime: GraphSchema | undefined, services: SchemaServices): string {
  const g = services.schemaText(schema);
  return prime ? `G:\n${g}\n\nG_prime:\n${services.schemaText(prime)}` : g;
}

async function primeSchema(input: GraphInput, services: SchemaServices): Promise<GraphSchema> {
  const prime = services.memoryStore();
  await prime.load(input.graphPrime!);
  const schema = await prime.schema();
  await prime.close();
  return schema;
}

function checkCypher(store: GraphStore, language: ExecLanguage): void {
  if (language === 'cypher' && !store.cypher) {
    throw new GrrafError(
      'unsupported',
      `the ${store.kind} store cannot run Cypher: use --lang js or a Cypher store`,
      {
        field: 'lang',
      },
    );
  }
}

async function newCypherStore(services: Pick<MethodServices, 'cypherStore'>): Promise<GraphStore> {
  if (!services.cypherStore) {
    throw new GrrafError('unsupported', 'no Cypher-capable store is available for --lang cypher', {
      field: 'lang',
    });
  }
  return services.cypherStore();
}
