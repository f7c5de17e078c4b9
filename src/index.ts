/**
 * grraf's public API. Each folder's index.ts chooses what it exports; this file curates.
 */

export * as algorithms from './algorithms/index.js';
export * as bench from './bench/index.js';
export { type BenchSessionOptions, REFERENCE_MODEL_ID, runBenchSession } from './bench/index.js';
export * from './errors.js';
export * from './exec/executor.js';
export * from './exec/index.js';
export * from './graph/index.js';
export * from './graph/model.js';
export type * from './graph/schema.js';
export type * from './graph/stores/graph-store.js';
export {
  EMBEDDED_CYPHER_DIALECT,
  EMBEDDED_DEFAULT_LIMITS,
  EmbeddedStore,
  type EmbeddedStoreOptions,
  isPersistentStoreUri,
  Neo4jStore,
  type Neo4jStoreOptions,
  type OpenStoreOptions,
  openStore,
  STORE_URI_FORMS,
} from './graph/stores/index.js';
export * from './llm/index.js';
export * from './methods/index.js';
export * from './trace/trace.js';
