/**
 * One read-only Cypher query on a persistent store (embedded:<dir> or Neo4j): writes are refused
 * by the store's engine; the time limit and the row cap apply inside the query execution.
 */
import { GrrafError } from '../errors.js';
import type { QueryLimits, QueryResult } from '../graph/stores/graph-store.js';
import { explainCypherError } from './cypher-errors.js';
import { existingStore } from './store.js';

/** A query and where to run it. */
export interface CypherRequest {
  /** Store URI. */
  store: string;
  query: string;
  params?: Record<string, unknown>;
  limits?: QueryLimits;
}

/** Default limits of a user's query: a thousand rows, thirty seconds. */
export const CYPHER_DEFAULT_LIMITS: Required<QueryLimits> = { maxRows: 1000, timeLimitMs: 30_000 };

/**
 * Runs the query and returns its result; a store without Cypher is an 'unsupported' error, and an
 * unknown label, type or property a 'not-found' error naming the valid ones.
 */
export async function cypherQuery(request: CypherRequest): Promise<QueryResult> {
  const store = await existingStore(request.store);
  try {
    if (store.cypher === undefined) {
      throw new GrrafError(
        'unsupported',
        `the ${store.kind} store does not run Cypher; use embedded:<dir> or neo4j://`,
        { field: 'store' },
      );
    }
    try {
      return await store.cypher(request.query, request.params ?? {}, {
        ...CYPHER_DEFAULT_LIMITS,
        ...request.limits,
      });
    } catch (e) {
      throw await explainCypherError(e, request.query, store);
    }
  } finally {
    await store.close();
  }
}
