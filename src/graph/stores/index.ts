/**
 * Graph stores: the GraphStore contract, the memory store, the embedded Cypher store, the Neo4j
 * store, and `openStore(uri)` that picks one from a store URI.
 */

export { backtickQuote, type CypherDialect, type CypherFeatures } from './cypher-dialect.js';
export { EMBEDDED_CYPHER_DIALECT, EMBEDDED_DIALECT } from './embedded/dialect.js';
export {
  EMBEDDED_DEFAULT_LIMITS,
  EmbeddedStore,
  type EmbeddedStoreOptions,
} from './embedded/embedded-store.js';
export type * from './graph-store.js';
export * from './memory/index.js';
export { type Neo4jServerInfo, Neo4jStore, type Neo4jStoreOptions, neo4jDialect } from './neo4j/index.js';
export { isPersistentStoreUri, type OpenStoreOptions, openStore, STORE_URI_FORMS } from './open-store.js';
