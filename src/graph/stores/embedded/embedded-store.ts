/**
 * EmbeddedStore: a GraphStore persisted in a directory, on the embedded Cypher database.
 *
 * Directory layout: `<dir>/data/graph.lbug` (the database) and `<dir>/data/grraf-meta.json`.
 * `load` builds a complete new database in `<dir>/.build-*` and swaps it in with renames, so a
 * failed load keeps the previous graph. Every read — navigation, schema, export and generated
 * queries — goes through a database opened **read-only**: the engine itself refuses writes.
 */
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GrrafError } from '../../../errors.js';
import type { GraphData, NodeId, PropertyValue } from '../../model.js';
import type { GraphSchema } from '../../schema.js';
import { buildSchema } from '../../schema-builder.js';
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
import { bulkLoad } from './bulk-load.js';
import * as nav from './embedded-nav.js';
import { planLayout } from './layout.js';
import { ENGINE_VERSION, LbugHandle } from './lbug-adapter.js';
import { assertReadOnlyPlan } from './read-guard.js';
import { META_FILE, readMeta, type StoreMeta } from './store-meta.js';
import { plainValue } from './values.js';

/** Defaults for generated queries when the caller gives no limits. */
export const EMBEDDED_DEFAULT_LIMITS: Required<QueryLimits> = DEFAULT_QUERY_LIMITS;

const DB_FILE = 'graph.lbug';

/** Options for opening an embedded store. */
export interface EmbeddedStoreOptions {
  /** Time limit for navigation and schema queries (generated queries use their own limits). */
  timeLimitMs?: number;
}

/** The embedded Cypher store (see file comment). */
export class EmbeddedStore implements GraphStore {
  readonly kind = 'embedded';
  private handle: LbugHandle | undefined;
  private meta: StoreMeta | undefined;

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
    const entries = await readdir(store.dir).catch(() => undefined);
    if (entries === undefined || entries.filter((e) => !e.startsWith('.')).length === 0) return store;
    if (!entries.includes('data')) {
      throw new GrrafError('validation', 'directory is not a grraf embedded store (no data/ folder)', {
        file: store.dir,
      });
    }
    await store.reopen();
    return store;
  }

  /** Opens a store that must already hold a graph (schema, cypher, ... on an existing store). */
  static async openExisting(dir: string, options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
    const store = await EmbeddedStore.open(dir, options);
    store.ctx();
    return store;
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  private async reopen(): Promise<void> {
    await this.handle?.close();
    this.handle = undefined;
    const meta = await readMeta(join(this.dataDir, META_FILE));
    const dbPath = join(this.dataDir, DB_FILE);
    if (!(await stat(dbPath).catch(() => undefined))?.isFile()) {
      throw new GrrafError('io', 'embedded store is damaged: database file missing; reload the graph', {
        file: dbPath,
      });
    }
    const handle = await LbugHandle.open(dbPath, {
      readOnly: true,
      timeLimitMs: this.options.timeLimitMs ?? 0,
    });
    try {
      await checkCatalog(handle, meta, dbPath);
    } catch (e) {
      await handle.close();
      throw e;
    }
    this.handle = handle;
    this.meta = meta;
  }

  private ctx(): nav.NavContext {
    if (this.handle === undefined || this.meta === undefined) {
      throw new GrrafError('not-found', `embedded store ${this.dir} holds no graph yet; load one first`, {
        file: this.dir,
      });
    }
    return { db: this.handle, meta: this.meta };
  }

  async load(data: GraphData): Promise<LoadSummary> {
    const start = performance.now();
    const plan = planLayout(data);
    const schema = buildSchema({ ...data, edges: plan.edges });
    await mkdir(this.dir, { recursive: true });
    const build = await mkdtemp(join(this.dir, '.build-'));
    try {
      const rw = await LbugHandle.open(join(build, DB_FILE), { readOnly: false });
      try {
        await bulkLoad(rw, plan, build);
      } finally {
        await rw.close();
      }
      const meta: StoreMeta = {
        format: 'grraf-embedded',
        version: 1,
        engineVersion: ENGINE_VERSION,
        directed: data.directed,
        multi: data.multi === true,
        idType: plan.idType,
        nodeTables: plan.nodeTables.map((t) => t.meta),
        relTables: plan.relTables.map((t) => t.meta),
        schema,
      };
      if (data.name !== undefined) meta.name = data.name;
      await writeFile(join(build, META_FILE), JSON.stringify(meta));
      await this.swapIn(build);
    } finally {
      await rm(build, { recursive: true, force: true });
    }
    await this.reopen();
    return { nodes: data.nodes.length, edges: plan.edges.length, ms: performance.now() - start };
  }

  /** Replaces data/ with the freshly built directory (renames within one file system). */
  private async swapIn(build: string): Promise<void> {
    await this.handle?.close();
    this.handle = undefined;
    this.meta = undefined;
    const old = `${build}-old`;
    const hadData = await stat(this.dataDir).then(
      () => true,
      () => false,
    );
    if (hadData) await rename(this.dataDir, old);
    await rename(build, this.dataDir);
    if (hadData) await rm(old, { recursive: true, force: true });
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

  async export(): Promise<GraphData> {
    return nav.exportGraph(this.ctx());
  }

  /**
   * Runs a generated query on the read-only database: writes are refused by the engine, side
   * effects by the engine's plan (read-guard.ts); the time-out is the engine's, and at most
   * maxRows + 1 rows are read from its result iterator.
   */
  async cypher(
    query: string,
    params: Record<string, unknown> = {},
    limits: QueryLimits = {},
  ): Promise<QueryResult> {
    const { db } = this.ctx();
    const timeLimitMs = limits.timeLimitMs ?? EMBEDDED_DEFAULT_LIMITS.timeLimitMs;
    const maxRows = limits.maxRows ?? EMBEDDED_DEFAULT_LIMITS.maxRows;
    const start = performance.now();
    db.setTimeout(timeLimitMs);
    try {
      await assertReadOnlyPlan(db, query, params);
      const { columns, rows, truncated } = await db.execute(query, params, maxRows);
      const plain = rows.map((r) => Object.fromEntries(columns.map((c) => [c, plainValue(r[c])])));
      return { columns, rows: plain, truncated, ms: performance.now() - start };
    } finally {
      db.setTimeout(this.options.timeLimitMs ?? 0);
    }
  }

  async close(): Promise<void> {
    await this.handle?.close();
    this.handle = undefined;
    this.meta = undefined;
  }
}

/** The engine's catalog (show_tables) must hold every table the metadata names, else the store is damaged. */
async function checkCatalog(db: LbugHandle, meta: StoreMeta, dbPath: string): Promise<void> {
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
