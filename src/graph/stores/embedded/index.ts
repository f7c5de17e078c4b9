/** The embedded Cypher store on @ladybugdb/core, and its dialect notes for prompts. */
export { EMBEDDED_CYPHER_DIALECT } from './dialect.js';
export { EMBEDDED_DEFAULT_LIMITS, EmbeddedStore, type EmbeddedStoreOptions } from './embedded-store.js';
