/**
 * EmbeddedStore: a GraphStore persisted in a directory, on the embedded Cypher database.
 *
 * Directory layout: `<dir>/data/graph.lbug` (the database) and `<dir>/data/grraf-meta.json`.
 * `load` takes the store's load lock (store-lock.ts: a second concurrent load gets a clear error),
 * removes what an interrupted load left, builds a complete new database in `<dir>/.build-*` and
 * swaps it in with renames, so a failed load keeps the previous graph. Every read — navigation,
 * schema, export and generated queries — goes through a database opened **read-only**: the engine
 * itself refuses writes. The engine runs in a separate process (engine-process.ts): a query that
 * crashes it fails with a recoverable error, and the store carries on with a new engine.
 */
import { mkdir, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GrrafError, isGrrafError } from '../../../errors.js';
import type { GraphData, NodeId, PropertyValue } from '../../model.js';
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
import { loadPoolBytes, readPoolBytes } from './buffer-pool.js';
import { type BulkLoadOptions, bulkLoad } from './bulk-load.js';
import { EMBEDDED_DIALECT } from './dialect.js';
import * as nav from './embedded-nav.js';
import type { EngineHandle } from './engine-handle.js';
import { EngineLease } from './engine-pool.js';
import { type LayoutPlan, planLayout } from './layout.js';
import { loadSchema } from './load-schema.js';
import { assertReadOnlyPlan } from './read-guard.js';
import { RemoteHandle } from './remote-handle.js';
import { BUILD_PREFIX, DATA_DIR, repair, swapIn, swapWasCut } from './store-dir.js';
import { LoadLock } from './store-lock.js';
import { META_FILE, readMeta, type StoreMeta } from './store-meta.js';
import { type EntityColumns, entityColumns, plainValue } from './values.js';

/** Defaults for generated queries when the caller gives no limits. */
export const EMBEDDED_DEFAULT_LIMITS: Required<QueryLimits> = DEFAULT_QUERY_LIMITS;

const DB_FILE = 'graph.lbug';

/** Options for opening an embedded store. */
export interface EmbeddedStoreOptions {
  /** Time limit for navigation and schema queries (generated queries use their own limits). */
  timeLimitMs?: number;
}

/** The embedded Cypher store (see file comment). */
/** How many checked query texts a store remembers before starting over. */
const CHECKED_QUERIES_KEPT = 512;

export class EmbeddedStore implements GraphStore {
  readonly kind = 'embedded';
  readonly cypherDialect: CypherDialect = EMBEDDED_DIALECT;
  private readonly lease = new EngineLease();
  private handle: EngineHandle | undefined;
  /**
   * Query texts whose plan passed the read-only check on the open database. A plan's operators
   * come from the text, never from parameter values, so a query repeated with other parameters
   * (every GraphWalk tool call) skips its EXPLAIN round trip. Emptied when the database reopens.
   */
  private readonly readOnlyChecked = new Set<string>();
  private meta: StoreMeta | undefined;
  private columnsFor: { meta: StoreMeta; columns: EntityColumns } | undefined;
  private exportedFor: { meta: StoreMeta; data: GraphData } | undefined;

  private constructor(
    /** Absolute path of the store directory. */
    readonly dir: string,
    private readonly options: EmbeddedStoreOptions,
  ) {}

  /**
   * Opens the store in `dir`. A missing or empty directory is an empty store (load creates it);
   * a directory holding anything else, or a damaged store, is a GrrafError.
   */
  static async open(dir: string, options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
    const store = new EmbeddedStore(resolve(dir), options);
    // Start the engine now: its start-up overlaps whatever the caller does next (parsing, planning).
    store.lease.process();
    try {
      if (await swapWasCut(store.dir)) await store.repairUnderLock();
      const entries = await readdir(store.dir).catch(() => undefined);
      if (entries === undefined || entries.filter((e) => !e.startsWith('.')).length === 0) return store;
      if (!entries.includes(DATA_DIR)) {
        throw new GrrafError('validation', 'directory is not a grraf embedded store (no data/ folder)', {
          file: store.dir,
        });
      }
      await store.reopen();
      return store;
    } catch (e) {
      await store.close();
      throw e;
    }
  }

  /** Opens a store that must already hold a graph (schema, cypher, ... on an existing store). */
  static async openExisting(dir: string, options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
    const store = await EmbeddedStore.open(dir, options);
    try {
      store.ctx();
    } catch (e) {
      await store.close();
      throw e;
    }
    return store;
  }

  private get dataDir(): string {
    return join(this.dir, DATA_DIR);
  }

  /** A load killed mid-swap left no data/: put the previous graph back (when no load is running). */
  private async repairUnderLock(): Promise<void> {
    const lock = await LoadLock.acquire(this.dir);
    try {
      await repair(this.dir);
    } finally {
      await lock.release();
    }
  }

  /** Opens data/ read-only; `checkTables` compares the engine's catalog with the metadata (skipped right after our own load). */
  private async reopen(checkTables = true): Promise<void> {
    await this.closeHandle();
    const meta = await readMeta(join(this.dataDir, META_FILE));
    const dbPath = join(this.dataDir, DB_FILE);
    const file = await stat(dbPath).catch(() => undefined);
    if (!file?.isFile()) {
      throw new GrrafError('io', 'embedded store is damaged: database file missing; reload the graph', {
        file: dbPath,
      });
    }
    const handle = await RemoteHandle.open(this.lease, dbPath, {
      readOnly: true,
      timeLimitMs: this.options.timeLimitMs ?? 0,
      bufferPoolBytes: readPoolBytes(file.size),
    }).catch((e: unknown) => {
      throw isGrrafError(e, 'io')
        ? e
        : new GrrafError('io', `cannot open embedded database ${dbPath}: ${(e as Error).message}`, {
            file: dbPath,
            cause: e,
          });
    });
    try {
      if (checkTables) await checkCatalog(handle, meta, dbPath);
    } catch (e) {
      await handle.close();
      throw e;
    }
    this.handle = handle;
    this.meta = meta;
  }

  private async closeHandle(): Promise<void> {
    this.readOnlyChecked.clear();
    this.exportedFor = undefined;
    await this.handle?.close();
    this.handle = undefined;
    this.meta = undefined;
  }

  /** The columns of the loaded graph's tables, for query results (values.ts); made once per load. */
  private entityColumns(): EntityColumns {
    const { meta } = this.ctx();
    if (this.columnsFor?.meta !== meta) this.columnsFor = { meta, columns: entityColumns(meta) };
    return this.columnsFor.columns;
  }

  private ctx(): nav.NavContext {
    if (this.handle === undefined || this.meta === undefined) {
      throw new GrrafError('not-found', `embedded store ${this.dir} holds no graph yet; load one first`, {
        file: this.dir,
      });
    }
    return { db: this.handle, meta: this.meta };
  }

  /**
   * Replaces the stored graph. One load at a time per store directory, across processes: a
   * second concurrent load fails with a GrrafError 'io' naming the running one.
   */
  async load(data: GraphData, options: StoreLoadOptions = {}): Promise<LoadSummary> {
    const start = performance.now();
    const plan = planLayout(data);
    // Built while the engine copies the largest table (the host waits then), else after.
    let schema: GraphSchema | undefined;
    const schemaOnce = () => {
      schema ??= loadSchema(data, plan);
      return schema;
    };
    await mkdir(this.dir, { recursive: true });
    const lock = await LoadLock.acquire(this.dir);
    try {
      await repair(this.dir);
      const build = await mkdtemp(join(this.dir, BUILD_PREFIX));
      try {
        const meta = await this.build(build, plan, data, schemaOnce, options);
        await writeFile(join(build, META_FILE), JSON.stringify(meta));
        await this.closeHandle();
        await swapIn(this.dir, build);
      } finally {
        await repair(this.dir);
      }
      await this.reopen(false);
    } finally {
      await lock.release();
    }
    return { nodes: data.nodes.length, edges: plan.kept.count, ms: performance.now() - start };
  }

  /** Writes the database of `plan` into `build` (in the engine process); returns its metadata. */
  private async build(
    build: string,
    plan: LayoutPlan,
    data: GraphData,
    schema: () => GraphSchema,
    options: StoreLoadOptions,
  ): Promise<StoreMeta> {
    const dbPath = join(build, DB_FILE);
    const rows = plan.kept.count + data.nodes.length;
    const rw = await RemoteHandle.open(this.lease, dbPath, {
      readOnly: false,
      bufferPoolBytes: loadPoolBytes(rows),
    });
    try {
      const loadOptions: BulkLoadOptions = { whileCopying: schema };
      if (options.onProgress !== undefined) loadOptions.onProgress = options.onProgress;
      await bulkLoad(rw, plan, build, loadOptions);
    } catch (e) {
      if (isGrrafError(e) && e.details.signal !== undefined) {
        throw new GrrafError('io', `the database engine crashed while loading: ${e.message}`, {
          file: dbPath,
        });
      }
      throw e;
    } finally {
      await rw.close();
    }
    const meta: StoreMeta = {
      format: 'grraf-embedded',
      version: 1,
      engineVersion: await this.lease.process().ready,
      directed: data.directed,
      multi: data.multi === true,
      idType: plan.idType,
      nodeTables: plan.nodeTables.map((t) => t.meta),
      relTables: plan.relTables.map((t) => t.meta),
      schema: schema(),
    };
    if (data.name !== undefined) meta.name = data.name;
    return meta;
  }

  async schema(): Promise<GraphSchema> {
    return structuredClone(this.ctx().meta.schema);
  }

  async nodesByProperty(query: NodesByPropertyQuery): Promise<StoredNode[]> {
    return nav.nodesByProperty(this.ctx(), query);
  }

  async neighbors(id: NodeId, query?: NeighborQuery): Promise<Neighbor[]> {
    return nav.neighbors(this.ctx(), id, query);
  }

  async distinctValues(query: DistinctValuesQuery): Promise<PropertyValue[]> {
    return nav.distinctValues(this.ctx(), query);
  }

  /**
   * The whole graph as data, read once per opened database (as the entity columns are): only a
   * load writes the store, and it reopens the database, so the same object comes back until then.
   * Load mode asks for it per question; the host's caches per graph object then hold too.
   */
  async export(): Promise<GraphData> {
    const ctx = this.ctx();
    if (this.exportedFor?.meta !== ctx.meta)
      this.exportedFor = { meta: ctx.meta, data: await nav.exportGraph(ctx) };
    return this.exportedFor.data;
  }

  /**
   * Runs a generated query on the read-only database: writes are refused by the engine, side
   * effects by the engine's plan (read-guard.ts); the time-out is the engine's, with the engine
   * process killed 1 s past it as a backstop; at most maxRows + 1 rows are read from its result
   * iterator. Aborting `signal` stops the query at once (the engine process is replaced).
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
   * `cypher`, also saying how many rows the whole result has: the engine counts them as it runs
   * the query, so a reader that shows the first rows of a long result learns its size from the
   * same query, without collecting the rows into a list in the engine. The query runs on one
   * engine thread, so the rows shown are the same ones, in the same order, every time (small
   * lookups lose nothing by it; with two threads the order changed from run to run).
   */
  async cypherWithTotal(
    query: string,
    params: Record<string, unknown> = {},
    limits: QueryLimits = {},
    signal?: AbortSignal,
  ): Promise<CountedQueryResult> {
    return this.generated(query, params, limits, signal, true);
  }

  /** A generated query, checked and run under limits (see `cypher`); `oneThread` as in ExecuteOptions. */
  private async generated(
    query: string,
    params: Record<string, unknown>,
    limits: QueryLimits,
    signal: AbortSignal | undefined,
    oneThread: boolean,
  ): Promise<CountedQueryResult> {
    const { db } = this.ctx();
    const timeLimitMs = limits.timeLimitMs ?? EMBEDDED_DEFAULT_LIMITS.timeLimitMs;
    const maxRows = limits.maxRows ?? EMBEDDED_DEFAULT_LIMITS.maxRows;
    const start = performance.now();
    if (!this.readOnlyChecked.has(query)) {
      await assertReadOnlyPlan(db, query, params, { timeLimitMs, signal });
      if (this.readOnlyChecked.size >= CHECKED_QUERIES_KEPT) this.readOnlyChecked.clear();
      this.readOnlyChecked.add(query);
    }
    const { columns, rows, truncated, total } = await db.execute(query, params, {
      maxRows,
      timeLimitMs,
      signal,
      oneThread,
    });
    const tables = this.entityColumns();
    const plain = rows.map((r) => Object.fromEntries(columns.map((c) => [c, plainValue(r[c], tables)])));
    return { columns, rows: plain, truncated, total, ms: performance.now() - start };
  }

  async close(): Promise<void> {
    await this.closeHandle();
    this.lease.release();
  }
}

/** The engine's catalog (show_tables) must hold every table the metadata names, else the store is damaged. */
async function checkCatalog(db: EngineHandle, meta: StoreMeta, dbPath: string): Promise<void> {
  const [rows = []] = await db.run('CALL show_tables() RETURN name, type');
  const have = new Set(rows.map((r) => `${r.type}:${r.name}`));
  const want = [
    ...meta.nodeTables.map((t) => `NODE:${t.table}`),
    ...meta.relTables.map((t) => `REL:${t.table}`),
  ];
  const missing = want.filter((t) => !have.has(t));
  if (missing.length > 0) {
    throw new GrrafError(
      'io',
      `embedded store is damaged: tables missing from the database: ${missing.join(', ')}`,
      {
        file: dbPath,
      },
    );
  }
}
