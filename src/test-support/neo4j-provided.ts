/** What the Neo4j global setup hands to the test files (vitest provide/inject). */

/** A server the tests may use, with the port of the lock that serializes them (neo4j-lock.ts). */
export interface Neo4jForTests {
  uri: string;
  user: string;
  password: string;
  lockPort: number;
}

/** Either a server or why there is none (the reason goes into the skipped or failed test's name). */
export type Neo4jProvided = Neo4jForTests | { reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    neo4j: Neo4jProvided;
  }
}
