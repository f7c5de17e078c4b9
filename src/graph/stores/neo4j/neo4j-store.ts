/**
 * Neo4jStore: the GraphStore on a Neo4j server over Bolt (neo4j-driver) — the path for graphs
 * that outgrow one machine (a Neo4j cluster).
 *
 * Generated queries run in sessions opened with `defaultAccessMode: READ`: the server refuses
 * writes. Their plan is checked first (neo4j-read-guard.ts: no LOAD CSV, no procedures outside an
 * allow-list, no commands), once per query text. Time limits are server transaction time-outs;
 * the row cap stops consuming the result stream after maxRows rows (fetchSize keeps the server
 * from sending many more, and the rest is discarded on the server). Aborting a query closes its
 * session, which makes the server terminate it. Graphs loaded by grraf carry a record of grraf's
 * (neo4j-meta.ts: directedness, schema); for other databases the schema comes from the catalog procedures
 * (neo4j-schema.ts), without APOC. On connecting, the store asks the server for its version and
 * whether APOC is installed: that is its dialect profile (neo4j-dialect.ts).
 */
import neo4j, { type Driver, type Session } from 'neo4j-driver';
import { GrrafError } from '../../../errors.js';
import type { GraphData, GraphEdge, NodeId, PropertyValue } from '../../model.js';
import type { GraphSchema } from '../../schema.js';
import type { CypherDialect } from '../cypher-dialect.js';
import {
  type CountedQueryResult,
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
  type StoreLoadOptions,
} from '../graph-store.js';
import { type Neo4jServerInfo, neo4jDialect } from './neo4j-dialect.js';
import { classifyNeo4jError, connectError } from './neo4j-errors.js';
import { inGraph, loadNeo4j, type StatementRunner } from './neo4j-load.js';
import { type Neo4jMeta, readMeta } from './neo4j-meta.js';
import { Neo4jNavigation } from './neo4j-nav.js';
import { assertPlanAllowed, type PlanNode } from './neo4j-read-guard.js';
import { catalogSchema } from './neo4j-schema.js';
import { plainNeo4j, queryParam } from './neo4j-values.js';

/** Connection options; user and password default to NEO4J_USER / NEO4J_PASSWORD. */
export interface Neo4jStoreOptions {
  user?: string;
  password?: string;
  database?: string;
}

/** How many checked query texts a store remembers before starting over. */
const CHECKED_QUERIES_KEPT = 512;

/** The Neo4j GraphStore (see file comment). */
export class Neo4jStore implements GraphStore {
  readonly kind = 'neo4j';
  readonly cypherDialect: CypherDialect;
  private meta: Neo4jMeta | undefined | null = null;
  /** The last export and the state marker read before it (see export). */
  private exported: { marker: string; data: GraphData } | undefined;
  /** Query texts whose plan passed the guard (a plan comes from the text, not from parameter values). */
  private readonly checkedPlans = new Set<string>();

  private constructor(
    private readonly driver: Driver,
    private readonly database: string | undefined,
    /** What the server said about itself when the store connected. */
    readonly server: Neo4jServerInfo,
  ) {
    this.cypherDialect = neo4jDialect(server);
  }

  /**
   * Connects to `uri` (neo4j://, bolt://, neo4j+s://, ...) and checks the connection: refused
   * credentials are a GrrafError 'config' naming the user, a server that cannot be reached 'io'.
   */
  static async connect(uri: string, options: Neo4jStoreOptions = {}): Promise<Neo4jStore> {
    const user = options.user ?? process.env.NEO4J_USER ?? 'neo4j';
    const password = options.password ?? process.env.NEO4J_PASSWORD ?? '';
    const database = options.database ?? process.env.NEO4J_DATABASE;
    let driver: Driver;
    try {
      driver = neo4j.driver(uri, neo4j.auth.basic(user, password), { disableLosslessIntegers: true });
    } catch (e) {
      throw new GrrafError('config', `invalid Neo4j address ${uri}: ${e instanceof Error ? e.message : e}`, {
        field: 'store',
        cause: e,
      });
    }
    try {
      await driver.verifyConnectivity(database ? { database } : {});
      const info = await serverInfo(driver, database);
      return new Neo4jStore(driver, database, info);
    } catch (e) {
      await driver.close().catch(() => undefined);
      throw connectError(e, uri, user);
    }
  }

  /** A session; READ unless `write` (only load writes). */
  session(write = false, fetchSize?: number): Session {
    return openSession(this.driver, this.database, write, fetchSize);
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

  /** grraf's record of the loaded graph (neo4j-meta.ts), or undefined for a database grraf did not load. */
  async metadata(): Promise<Neo4jMeta | undefined> {
    if (this.meta === null) {
      const session = this.session();
      try {
        this.meta = await readMeta(session);
      } catch (e) {
        throw classifyNeo4jError(e, 'SHOW INDEXES');
      } finally {
        await session.close();
      }
    }
    return this.meta;
  }

  private async nav(): Promise<Neo4jNavigation> {
    return new Neo4jNavigation(this, await this.metadata());
  }

  /** Replaces the graph: staged in batches, then swapped in (neo4j-load.ts says what a failure leaves). */
  async load(data: GraphData, options: StoreLoadOptions = {}): Promise<LoadSummary> {
    const start = performance.now();
    const session = this.session(true);
    let statement = '';
    const runner: StatementRunner = {
      run: (query, params) => {
        statement = query;
        return session.run(query, params);
      },
    };
    try {
      const edges = await loadNeo4j(runner, data, options.onProgress);
      return { nodes: data.nodes.length, edges, ms: performance.now() - start };
    } catch (e) {
      throw classifyNeo4jError(e, statement || 'load');
    } finally {
      this.meta = null;
      this.exported = undefined;
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

  /**
   * The whole graph as data. Kept with the database's state marker (stateMarker): a later export
   * while no transaction has committed since returns the same object, so a question in load mode
   * does not read a million edges again, and what the host keeps per graph object (the sandbox's
   * transfer form, the evidence index) is found again. Any commit, from grraf or anyone, makes the
   * next export read the graph anew, and grraf's record of it too.
   */
  async export(): Promise<GraphData> {
    const marker = await this.stateMarker();
    const kept = this.exported;
    if (kept !== undefined && marker !== undefined && kept.marker === marker) return kept.data;
    this.exported = undefined;
    if (kept !== undefined) this.meta = null;
    const data = await this.exportNow();
    if (marker !== undefined) this.exported = { marker, data };
    return data;
  }

  /**
   * Names the database's state: the bookmark a read transaction gets back, which the server
   * writes from the last transaction committed when the read began (Neo4j 5: it changes with
   * every commit that wrote something, and not with reads). `SHOW DATABASES`' lastCommittedTxn
   * would say it plainly, but Community Edition leaves it null. Undefined when the server sends
   * no bookmark: then nothing is kept.
   */
  private async stateMarker(): Promise<string | undefined> {
    const session = this.session();
    try {
      await session.run('RETURN 1');
      const bookmarks = session.lastBookmarks();
      return bookmarks.length === 0 ? undefined : [...bookmarks].sort().join('\n');
    } catch (e) {
      throw classifyNeo4jError(e, 'RETURN 1');
    } finally {
      await session.close();
    }
  }

  private async exportNow(): Promise<GraphData> {
    const nav = await this.nav();
    const meta = await this.metadata();
    const nodes = (await this.read(`MATCH (n) WHERE ${inGraph('n')} RETURN n`)).map((r) => nav.toNode(r.n));
    const edges: GraphEdge[] = (
      await this.read(`MATCH (a)-[r]->(b) WHERE ${inGraph('a')} RETURN a.id AS s, b.id AS t, r`)
    ).map((r) => nav.toEdge(r.r, r.s as NodeId, r.t as NodeId));
    const data: GraphData = { directed: meta?.directed ?? true, nodes, edges };
    if (meta?.multi) data.multi = true;
    if (meta?.name !== undefined) data.name = meta.name;
    return data;
  }

  /**
   * A generated query: its plan checked (neo4j-read-guard.ts), run in a READ session (the server
   * refuses writes) under a server-side transaction time-out, at most maxRows rows read. Aborting
   * `signal` closes the session, which terminates the query on the server ('cancelled').
   */
  async cypher(
    query: string,
    params: Record<string, unknown> = {},
    limits: QueryLimits = {},
    signal?: AbortSignal,
  ): Promise<QueryResult> {
    const { total: _, ...result } = await this.generated(query, params, limits, signal, false);
    return result;
  }

  /**
   * `cypher`, also saying how many rows the whole result has. A result that fits under the cap is
   * counted as it is read; a longer one is counted by the server in the same transaction
   * (`CALL { query } RETURN count(*)`), so the rows past the cap are never sent. Neo4j's runtime
   * returns a query's rows in the same order each time on the same data.
   */
  async cypherWithTotal(
    query: string,
    params: Record<string, unknown> = {},
    limits: QueryLimits = {},
    signal?: AbortSignal,
  ): Promise<CountedQueryResult> {
    return this.generated(query, params, limits, signal, true);
  }

  private async generated(
    query: string,
    given: Record<string, unknown>,
    limits: QueryLimits,
    signal: AbortSignal | undefined,
    count: boolean,
  ): Promise<CountedQueryResult> {
    const params = queryParam(given) as Record<string, unknown>;
    const timeLimitMs = limits.timeLimitMs ?? DEFAULT_QUERY_LIMITS.timeLimitMs;
    const maxRows = limits.maxRows ?? DEFAULT_QUERY_LIMITS.maxRows;
    const start = performance.now();
    if (signal?.aborted) throw cancelled(query);
    const session = this.session(false, Math.min(maxRows + 1, 1000));
    let aborted = false;
    const onAbort = () => {
      aborted = true;
      void session.close().catch(() => undefined);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const rows: Record<string, unknown>[] = [];
    let columns: string[] = [];
    let truncated = false;
    let total = 0;
    try {
      const tx = session.beginTransaction({ timeout: timeLimitMs });
      if (!this.checkedPlans.has(query)) {
        const explained = await tx.run(`EXPLAIN ${query}`, params);
        assertPlanAllowed(explained.summary.plan as PlanNode | false, query);
        if (this.checkedPlans.size >= CHECKED_QUERIES_KEPT) this.checkedPlans.clear();
        this.checkedPlans.add(query);
      }
      const result = tx.run(query, params);
      columns = (await result.keys()).map(String);
      for await (const record of result) {
        if (rows.length >= maxRows) {
          truncated = true;
          break;
        }
        rows.push(Object.fromEntries(columns.map((c) => [c, plainNeo4j(record.get(c))])));
      }
      total = rows.length;
      if (count && truncated) {
        const counted = await tx.run(`CALL { ${query}\n} RETURN count(*) AS total`, params);
        total = Number(plainNeo4j(counted.records[0]?.get('total')) ?? 0);
      }
      await tx.rollback();
    } catch (e) {
      if (aborted) throw cancelled(query);
      throw classifyNeo4jError(e, query);
    } finally {
      signal?.removeEventListener('abort', onAbort);
      await session.close().catch(() => undefined);
    }
    if (aborted) throw cancelled(query);
    return { columns, rows, truncated, total, ms: performance.now() - start };
  }

  async close(): Promise<void> {
    this.exported = undefined;
    await this.driver.close();
  }
}

function openSession(
  driver: Driver,
  database: string | undefined,
  write: boolean,
  fetchSize?: number,
): Session {
  return driver.session({
    defaultAccessMode: write ? neo4j.session.WRITE : neo4j.session.READ,
    ...(database ? { database } : {}),
    ...(fetchSize ? { fetchSize } : {}),
  });
}

/**
 * The server's version and edition, and whether APOC's procedures are there. A user whose role may
 * not list procedures or components still connects: the profile then says no APOC (the guard
 * refuses APOC's procedures anyway unless they are on its allow-list) and names no version.
 */
async function serverInfo(driver: Driver, database: string | undefined): Promise<Neo4jServerInfo> {
  const session = openSession(driver, database, false);
  const first = async (query: string) => {
    try {
      return (await session.run(query)).records[0];
    } catch (e) {
      if (!String((e as { code?: unknown }).code ?? '').startsWith('Neo.ClientError.')) throw e;
      return undefined;
    }
  };
  try {
    const components = await first(
      "CALL dbms.components() YIELD name, versions, edition WHERE name = 'Neo4j Kernel' RETURN versions[0] AS version, edition",
    );
    const apoc = await first(
      "SHOW PROCEDURES YIELD name WHERE name STARTS WITH 'apoc.' RETURN count(*) AS n",
    );
    const info: Neo4jServerInfo = { apoc: Number(plainNeo4j(apoc?.get('n')) ?? 0) > 0 };
    if (components?.get('version')) info.version = String(components.get('version'));
    if (components?.get('edition')) info.edition = String(components.get('edition'));
    return info;
  } finally {
    await session.close();
  }
}

function cancelled(query: string): GrrafError {
  return new GrrafError('cancelled', 'the query was cancelled', { details: { query } });
}
