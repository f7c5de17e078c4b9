/**
 * Neo4jStore: the GraphStore on a Neo4j server over Bolt (neo4j-driver) — the path for graphs
 * that outgrow one machine (a Neo4j cluster).
 *
 * Generated queries run in sessions opened with `defaultAccessMode: READ`: the server refuses
 * writes. Time limits are transaction time-outs (server-side); the row cap stops consuming the
 * result stream after maxRows + 1 records (fetchSize keeps the server from sending much more).
 * Graphs loaded by grraf carry a `_GrrafMeta` node (directedness, schema); for other databases
 * the schema comes from the catalog procedures (neo4j-schema.ts), without APOC.
 */
import neo4j, { type Driver, type Session } from 'neo4j-driver';
import { GrrafError } from '../../../errors.js';
import type { GraphData, GraphEdge, NodeId, PropertyValue } from '../../model.js';
import type { GraphSchema } from '../../schema.js';
import {
  DEFAULT_QUERY_LIMITS,
  type DistinctValuesQuery,
  type GraphStore,
  type LoadSummary,
  type Neighbor,
  type NeighborQuery,
  type NodesByPropertyQuery,
  type QueryLimits,
  type QueryResult,
  type StoredNode,
} from '../graph-store.js';
import { classifyNeo4jError } from './neo4j-errors.js';
import { loadNeo4j, META_LABEL, type Neo4jMeta } from './neo4j-load.js';
import { Neo4jNavigation } from './neo4j-nav.js';
import { catalogSchema } from './neo4j-schema.js';
import { plainNeo4j } from './neo4j-values.js';

/** Connection options; user and password default to NEO4J_USER / NEO4J_PASSWORD. */
export interface Neo4jStoreOptions {
  user?: string;
  password?: string;
  database?: string;
}

/** The Neo4j GraphStore (see file comment). */
export class Neo4jStore implements GraphStore {
  readonly kind = 'neo4j';
  private meta: Neo4jMeta | undefined | null = null;

  private constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
  ) {}

  /** Connects to `uri` (neo4j://, bolt://, neo4j+s://, ...) and checks the connection. */
  static async connect(uri: string, options: Neo4jStoreOptions = {}): Promise<Neo4jStore> {
    const user = options.user ?? process.env.NEO4J_USER ?? 'neo4j';
    const password = options.password ?? process.env.NEO4J_PASSWORD ?? '';
    let driver: Driver;
    try {
      driver = neo4j.driver(uri, neo4j.auth.basic(user, password), { disableLosslessIntegers: true });
      await driver.verifyConnectivity();
    } catch (e) {
      throw new GrrafError('io', `cannot connect to Neo4j at ${uri}: ${e instanceof Error ? e.message : e}`, {
        field: 'store',
        cause: e,
      });
    }
    return new Neo4jStore(driver, options.database ?? process.env.NEO4J_DATABASE);
  }

  /** A session; READ unless `write` (only load writes). */
  session(write = false, fetchSize?: number): Session {
    return this.driver.session({
      defaultAccessMode: write ? neo4j.session.WRITE : neo4j.session.READ,
      ...(this.database ? { database: this.database } : {}),
      ...(fetchSize ? { fetchSize } : {}),
    });
  }

  /** Runs a read query and returns plain rows (navigation, schema, export). */
  async read(query: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> {
    const session = this.session();
    try {
      const result = await session.run(query, params);
      return result.records.map((r) => Object.fromEntries(r.keys.map((k) => [String(k), r.get(k)])));
    } catch (e) {
      throw classifyNeo4jError(e, query);
    } finally {
      await session.close();
    }
  }

  /** grraf's metadata node, or undefined for a database grraf did not load. */
  async metadata(): Promise<Neo4jMeta | undefined> {
    if (this.meta === null) {
      const rows = await this.read(`MATCH (m:${META_LABEL}) RETURN m.json AS json LIMIT 1`);
      this.meta = rows[0] ? (JSON.parse(String(rows[0].json)) as Neo4jMeta) : undefined;
    }
    return this.meta;
  }

  private async nav(): Promise<Neo4jNavigation> {
    return new Neo4jNavigation(this, await this.metadata());
  }

  async load(data: GraphData): Promise<LoadSummary> {
    const start = performance.now();
    const session = this.session(true);
    try {
      const edges = await loadNeo4j(session, data);
      this.meta = null;
      return { nodes: data.nodes.length, edges, ms: performance.now() - start };
    } catch (e) {
      throw classifyNeo4jError(e, 'load');
    } finally {
      await session.close();
    }
  }

  async schema(): Promise<GraphSchema> {
    const meta = await this.metadata();
    return meta ? structuredClone(meta.schema) : catalogSchema(this);
  }

  async nodesByProperty(query: NodesByPropertyQuery): Promise<StoredNode[]> {
    return (await this.nav()).nodesByProperty(query);
  }

  async neighbors(id: NodeId, query?: NeighborQuery): Promise<Neighbor[]> {
    return (await this.nav()).neighbors(id, query);
  }

  async distinctValues(query: DistinctValuesQuery): Promise<PropertyValue[]> {
    return (await this.nav()).distinctValues(query);
  }

  async export(): Promise<GraphData> {
    const nav = await this.nav();
    const meta = await this.metadata();
    const nodes = (await this.read(`MATCH (n) WHERE NOT n:${META_LABEL} RETURN n`)).map((r) =>
      nav.toNode(r.n),
    );
    const edges: GraphEdge[] = (
      await this.read(`MATCH (a)-[r]->(b) WHERE NOT a:${META_LABEL} RETURN a.id AS s, b.id AS t, r`)
    ).map((r) => nav.toEdge(r.r, r.s as NodeId, r.t as NodeId));
    const data: GraphData = { directed: meta?.directed ?? true, nodes, edges };
    if (meta?.multi) data.multi = true;
    if (meta?.name !== undefined) data.name = meta.name;
    return data;
  }

  /** A read-only query (READ session, server-enforced) with a server-side time-out and a row cap. */
  async cypher(
    query: string,
    params: Record<string, unknown> = {},
    limits: QueryLimits = {},
  ): Promise<QueryResult> {
    const timeLimitMs = limits.timeLimitMs ?? DEFAULT_QUERY_LIMITS.timeLimitMs;
    const maxRows = limits.maxRows ?? DEFAULT_QUERY_LIMITS.maxRows;
    const start = performance.now();
    const session = this.session(false, Math.min(maxRows + 1, 1000));
    const rows: Record<string, unknown>[] = [];
    let columns: string[] = [];
    let truncated = false;
    try {
      const result = session.run(query, params, { timeout: timeLimitMs });
      columns = (await result.keys()).map(String);
      for await (const record of result) {
        if (rows.length >= maxRows) {
          truncated = true;
          break;
        }
        rows.push(Object.fromEntries(columns.map((c) => [c, plainNeo4j(record.get(c))])));
      }
    } catch (e) {
      throw classifyNeo4jError(e, query);
    } finally {
      await session.close();
    }
    return { columns, rows, truncated, ms: performance.now() - start };
  }

  async close(): Promise<void> {
    await this.driver.close();
  }
}
