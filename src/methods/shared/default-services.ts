/**
 * The methods' services from the real layers: the format parsers, the memory store, the schema
 * text, the executors and the JS sandbox's API index.
 */
import { createExecutor, jsSandboxApi } from '../../exec/index.js';
import { parseGraph } from '../../graph/formats/index.js';
import { formatSchemaText } from '../../graph/schema-text.js';
import { KeptMemoryStore } from '../../graph/stores/memory/kept-memory-store.js';
import type { MethodServices } from './services.js';
import { temporaryEmbeddedStore } from './temporary-store.js';

/** Sandbox names the language rules already explain; the API index lists only the library. */
const EXPLAINED = new Set(['G', 'G_prime', 'answer', 'console', 'Graph']);

/** Notes for a Cypher store that declares no dialect profile: only grraf's own conventions. */
const UNDECLARED_DIALECT_NOTES =
  '- Node id: n.id. Edge weight: r.weight. Undirected graphs store each edge once: match (a)-[r]-(b).';

/** The default services, with any of them replaced. */
export function defaultServices(overrides: Partial<MethodServices> = {}): MethodServices {
  return {
    parseQuestion: (text, options) => parseGraph(text, options),
    memoryStore: () => new KeptMemoryStore(),
    createExecutor: (language) => createExecutor(language),
    schemaText: formatSchemaText,
    jsApi: () => jsSandboxApi().filter((f) => !EXPLAINED.has(f.name)),
    cypherStore: temporaryEmbeddedStore,
    cypherNotes: (store) => store.cypherDialect?.promptNotes ?? UNDECLARED_DIALECT_NOTES,
    ...overrides,
  };
}
