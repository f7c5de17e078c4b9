/** The Neo4j GraphStore (Bolt, neo4j-driver). */
export { type Neo4jServerInfo, neo4jDialect } from './neo4j-dialect.js';
export { Neo4jStore, type Neo4jStoreOptions } from './neo4j-store.js';
