/** The Neo4j GraphStore (Bolt, neo4j-driver). */
export { Neo4jStore, type Neo4jStoreOptions } from './neo4j-store.js';
