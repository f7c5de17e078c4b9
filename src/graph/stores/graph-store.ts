/**
 * GraphStore: where a graph lives while grraf answers questions about it.
 *
 * A structural interface: the memory store (graphology), the embedded Cypher database and Neo4j
 * implement it. Methods never see a store's internals, only this contract. The navigation
 * primitives are the minimal toolset of the GraphWalk paper; `cypher` exists only on stores that
 * speak Cypher and must run read-only, enforced by the engine, with a time limit and a row cap.
 *
 * What a store can do beyond the primitives is declared here, as optional members, never found out
 * from its kind: a Cypher store declares its dialect profile (`cypherDialect`: how to write queries
 * for it, what its engine can do, and what the Cypher prompt tells the model) and, when its engine
 * can, counts a result while returning its first rows (`cypherWithTotal`).
 */
import type { GraphData, NodeId, Properties, PropertyValue } from '../model.js';
import type { GraphSchema } from '../schema.js';
import type { CypherDialect } from './cypher-dialect.js';

/** What `load` reports. */
export interface LoadSummary {
  nodes: number;
  edges: number;
  ms: number;
}

/** A node as a store returns it. */
export interface StoredNode {
  id: NodeId;
  labels: string[];
  properties: Properties;
  weight?: number;
}

/** A neighbor together with the edge that connects it. */
export interface Neighbor {
  node: StoredNode;
  edge: {
    source: NodeId;
    target: NodeId;
    type?: string;
    properties: Properties;
    weight?: number;
  };
  /** 'out' when the edge leaves the queried node, 'in' when it enters it; undirected graphs say 'out'. */
  direction: 'out' | 'in';
}

export interface NodesByPropertyQuery {
  key: string;
  value: PropertyValue;
  label?: string;
  limit?: number;
}

export interface NeighborQuery {
  direction?: 'out' | 'in' | 'both';
  type?: string;
  limit?: number;
}

export interface DistinctValuesQuery {
  key: string;
  /** Restrict to nodes with this label ... */
  label?: string;
  /** ... or to edges of this relationship type. */
  type?: string;
  limit?: number;
}

/** Limits applied inside query execution (not after fetching everything). */
export interface QueryLimits {
  timeLimitMs?: number;
  maxRows?: number;
}

/** The limits of a generated query when the caller gives none (the same for every store). */
export const DEFAULT_QUERY_LIMITS: Required<QueryLimits> = { timeLimitMs: 30_000, maxRows: 10_000 };

export interface QueryResult {
  columns: string[];
  rows: Record<string, unknown>[];
  /** True when maxRows cut the result. */
  truncated: boolean;
  ms: number;
}

/** A query result that also says how many rows the whole result has (`rows` holds the first ones). */
export interface CountedQueryResult extends QueryResult {
  total: number;
}

/** How far a load that writes in batches is: rows (nodes and edges) written of all. */
export interface StoreLoadProgress {
  written: number;
  total: number;
}

/** Options of a load. */
export interface StoreLoadOptions {
  /** Told as rows are written: Neo4j after each batch, the embedded store after each table or CREATE batch; others may not call it. */
  onProgress?: (progress: StoreLoadProgress) => void;
}

export interface GraphStore {
  /** 'memory' | 'embedded' | 'neo4j' | ... */
  readonly kind: string;
  /** Replaces the stored graph with `data`. Atomic: on error the previous graph is kept. */
  load(data: GraphData, options?: StoreLoadOptions): Promise<LoadSummary>;
  schema(): Promise<GraphSchema>;
  nodesByProperty(query: NodesByPropertyQuery): Promise<StoredNode[]>;
  neighbors(id: NodeId, query?: NeighborQuery): Promise<Neighbor[]>;
  distinctValues(query: DistinctValuesQuery): Promise<PropertyValue[]>;
  /**
   * The whole graph back as GraphData (what executors build `G` from). A store may return the same
   * object while its graph is unchanged (Neo4j, embedded): treat it as read-only, as all GraphData.
   */
  export(): Promise<GraphData>;
  /**
   * Only on Cypher-capable stores: a read-only query under limits. Aborting `signal` stops it
   * (within a second) with the fatal GrrafError 'cancelled'.
   */
  cypher?(
    query: string,
    params?: Record<string, unknown>,
    limits?: QueryLimits,
    signal?: AbortSignal,
  ): Promise<QueryResult>;
  /**
   * On every store with `cypher`: its dialect profile (cypher-dialect.ts). Readers of the graph and
   * the Cypher prompt take query syntax and engine limits from here, not from `kind`.
   */
  readonly cypherDialect?: CypherDialect;
  /**
   * Only on stores that can count a result in the engine: `cypher`, also saying how many rows the
   * whole result has, without handing more than `maxRows` of them over. Successive calls return a
   * result's rows in the same order.
   */
  cypherWithTotal?(
    query: string,
    params?: Record<string, unknown>,
    limits?: QueryLimits,
    signal?: AbortSignal,
  ): Promise<CountedQueryResult>;
  close(): Promise<void>;
}
