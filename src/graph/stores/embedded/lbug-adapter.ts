/**
 * The thin adapter over @ladybugdb/core (the maintained Kùzu fork; kuzu has the same API), so the
 * rest of the store never touches the native module and a swap of engine is one file. It runs
 * inside the engine process (engine-worker.ts), never in grraf's own process.
 *
 * Traps handled here, each seen on 0.19.1:
 * - `setQueryTimeout` before the connection is initialized is silently ignored: we `init()` first.
 * - Results are read row by row with `getNext()` and we stop after `maxRows + 1`, so a huge result
 *   never becomes a huge JS array (the engine bounds its own work with the time-out).
 * - Engine errors are plain `Error`s with a prefix ("Parser exception", "Binder exception", ...);
 *   `classifyEngineError` turns them into typed GrrafErrors carrying the engine's message.
 * - The time-out and the thread count are the connection's, not a statement's: a statement's own
 *   are set just before it runs and restored after, so statements take turns to run (see `inTurn`);
 *   their rows, already in memory, are read outside the turn.
 */
import { availableParallelism } from 'node:os';
import lbug from '@ladybugdb/core';
import { GrrafError } from '../../../errors.js';
import type { EngineHandle, EngineRow, EngineRows, ExecuteOptions, OpenOptions } from './engine-handle.js';

type LbugDatabase = InstanceType<typeof lbug.Database>;
type LbugConnection = InstanceType<typeof lbug.Connection>;
type LbugResult = InstanceType<typeof lbug.QueryResult>;
type LbugPrepared = InstanceType<typeof lbug.PreparedStatement>;

/** How many prepared statements a handle keeps. */
const PREPARED_MAX = 64;

/** Version the loaded engine reports. */
export function engineVersion(): string {
  return lbug.Database.getVersion();
}

/** Engine threads a statement gets unless it asks for one (set explicitly, to restore it after one). */
const THREADS = availableParallelism();

/** What "no time-out" means: the binding refuses 0, so a week. */
const NO_TIMEOUT_MS = 7 * 24 * 3600_000;

/** A statement's own settings (ExecuteOptions); absent ones are the handle's. */
interface StatementSettings {
  timeLimitMs?: number | undefined;
  oneThread?: boolean | undefined;
}

/** One open database file with one connection. */
export class LbugHandle implements EngineHandle {
  private readonly prepared = new Map<string, LbugPrepared>();
  /** The time-out statements get when they do not bring their own. */
  private defaultTimeLimitMs = 0;
  /** The end of the last statement's turn (see `inTurn`). */
  private turns: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly db: LbugDatabase,
    private readonly conn: LbugConnection,
    readonly path: string,
    readonly readOnly: boolean,
  ) {}

  /** Opens (or creates, unless readOnly) the database file at `path`; `timeLimitMs` 0 means no time-out. */
  static async open(path: string, options: OpenOptions): Promise<LbugHandle> {
    let db: LbugDatabase | undefined;
    try {
      // Compression off: on 0.19.1 it makes relationship COPY ~8x slower (1M edges: 52 s vs 6.6 s)
      // for a ~3.5x smaller file; bulk loads matter more here. It only affects writing.
      // The buffer pool defaults to 80% of RAM, and setting up and tearing down a pool that size
      // cost ~50 ms of CPU per open/close on a 24 GiB machine (a 100-node load took 85 ms of CPU
      // instead of 31), so the store sizes it to the graph (buffer-pool.ts).
      db = new lbug.Database(path, options.bufferPoolBytes ?? 0, false, options.readOnly);
      await db.init();
      const conn = new lbug.Connection(db);
      // Must precede setQueryTimeout: a time-out set on an uninitialized connection is dropped.
      await conn.init();
      conn.setMaxNumThreadForExec(THREADS);
      const handle = new LbugHandle(db, conn, path, options.readOnly);
      handle.defaultTimeLimitMs = options.timeLimitMs ?? 0;
      handle.setTimeout(handle.defaultTimeLimitMs);
      return handle;
    } catch (e) {
      await db?.close().catch(() => undefined);
      throw new GrrafError('io', `cannot open embedded database ${path}: ${messageOf(e)}`, {
        file: path,
        cause: e,
      });
    }
  }

  /** Sets the engine-side time-out for the following queries (0 = none; the binding wants > 0). */
  private setTimeout(ms: number): void {
    this.conn.setQueryTimeout(ms > 0 ? Math.ceil(ms) : NO_TIMEOUT_MS);
  }

  /** Runs trusted statements (our own DDL, COPY, catalog calls); all results fully read. */
  async run(statement: string): Promise<EngineRow[][]> {
    try {
      const result = await this.inTurn({}, () => this.conn.query(statement));
      const results = Array.isArray(result) ? result : [result];
      const out: EngineRow[][] = [];
      for (const r of results) {
        out.push((await r.getAll()) as EngineRow[]);
        r.close();
      }
      return out;
    } catch (e) {
      throw classifyEngineError(e, statement);
    }
  }

  /**
   * Prepares and executes one statement with parameters, reading at most maxRows + 1 rows, under
   * `timeLimitMs` when given and on one engine thread when `oneThread` (the handle's own time-out
   * and thread count are restored afterwards).
   */
  async execute(
    statement: string,
    params: Record<string, unknown> = {},
    options: ExecuteOptions = {},
  ): Promise<EngineRows> {
    const maxRows = options.maxRows ?? Infinity;
    const rows: EngineRow[] = [];
    let truncated = false;
    let total = 0;
    const columns = await this.read(
      statement,
      params,
      (row) => {
        if (rows.length >= maxRows) {
          truncated = true;
          return false;
        }
        rows.push(row);
        return true;
      },
      (count) => {
        total = count;
      },
      { timeLimitMs: options.timeLimitMs, oneThread: options.oneThread },
    );
    return { columns, rows, truncated, total };
  }

  /**
   * Prepares and executes one statement, handing rows to `onRow` one at a time until it returns
   * (or resolves to) false; returns the column names. prepare() refuses multi-statement text.
   */
  stream(
    statement: string,
    params: Record<string, unknown>,
    onRow: (row: EngineRow) => boolean | Promise<boolean>,
  ): Promise<string[]> {
    return this.read(statement, params, onRow, undefined, {});
  }

  /**
   * `stream`, and `onCount` first learns how many rows the result has: the engine holds the whole
   * result once it has run, so the count is known without reading the rows. `oneThread`: the
   * statement was set to run on one thread, and is prepared apart from its other-mode twin (the
   * engine may take settings when it prepares).
   *
   * Rows are read with the binding's synchronous calls: each asynchronous one is a round trip
   * through libuv's thread pool, which cost more than reading a row (a row is already in memory),
   * and this runs in the engine process, whose event loop has nothing else to do meanwhile.
   */
  private async read(
    statement: string,
    params: Record<string, unknown>,
    onRow: (row: EngineRow) => boolean | Promise<boolean>,
    onCount: ((total: number) => void) | undefined,
    settings: StatementSettings,
  ): Promise<string[]> {
    let result: LbugResult | undefined;
    try {
      const res = await this.inTurn(settings, async () => {
        const prepared = await this.prepare(statement, settings.oneThread === true);
        return this.conn.execute(prepared, params as Record<string, never>);
      });
      result = Array.isArray(res) ? res[0] : res;
      if (result === undefined) return [];
      onCount?.(result.getNumTuples());
      const columns = result.getColumnNamesSync();
      while (result.hasNext()) {
        const row = result.getNextSync();
        if (row === null) break;
        const more = onRow(row as EngineRow);
        if (more === false || (more !== true && !(await more))) break;
      }
      return columns;
    } catch (e) {
      throw classifyEngineError(e, statement);
    } finally {
      result?.close();
    }
  }

  /**
   * Runs `start` (a statement's preparation and execution, which is when the engine reads the
   * connection's settings) under `settings`, after every statement that started before it has
   * run: otherwise one statement's time-out or thread count could be set, or restored, while
   * another starts. The handle's own settings are back when the turn ends, whatever happened.
   */
  private inTurn<T>(settings: StatementSettings, start: () => Promise<T>): Promise<T> {
    const turn = this.turns.then(async () => {
      if (settings.timeLimitMs !== undefined) this.setTimeout(settings.timeLimitMs);
      if (settings.oneThread === true) this.conn.setMaxNumThreadForExec(1);
      try {
        return await start();
      } finally {
        if (settings.timeLimitMs !== undefined) this.setTimeout(this.defaultTimeLimitMs);
        if (settings.oneThread === true) this.conn.setMaxNumThreadForExec(THREADS);
      }
    });
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  /**
   * A prepared statement, reused for repeated text: navigation runs the same few statements many
   * times, and preparing dominates their cost. Bounded: cleared when it grows past PREPARED_MAX.
   */
  private async prepare(statement: string, oneThread: boolean): Promise<LbugPrepared> {
    const key = oneThread ? `one-thread\0${statement}` : statement;
    const cached = this.prepared.get(key);
    if (cached !== undefined) return cached;
    const prepared = await this.conn.prepare(statement);
    if (!prepared.isSuccess()) throw new Error(prepared.getErrorMessage());
    if (this.prepared.size >= PREPARED_MAX) this.prepared.clear();
    this.prepared.set(key, prepared);
    return prepared;
  }

  /** Closes the connection and the database (idempotent). */
  async close(): Promise<void> {
    await this.conn.close().catch(() => undefined);
    await this.db.close().catch(() => undefined);
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Maps an engine error to a GrrafError. The engine enforces read-only itself ("Cannot execute
 * write operations in a read-only database"); we only name what it reported. A clause the parser
 * rejects at a write keyword (REMOVE, which this dialect does not have) is also a write attempt.
 */
function classifyEngineError(e: unknown, statement: string): GrrafError {
  if (e instanceof GrrafError) return e;
  const message = messageOf(e);
  const details = { engineMessage: message, query: statement };
  if (/read-only database|read only mode/i.test(message)) {
    return new GrrafError('forbidden', `write attempt refused by the engine: ${message}`, {
      recoverable: true,
      details,
    });
  }
  if (/^Interrupted/i.test(message) || /timeout|timed out/i.test(message)) {
    return new GrrafError('timeout', `query interrupted by the time limit: ${message}`, {
      recoverable: true,
      details,
    });
  }
  if (/^Parser exception/i.test(message)) {
    const at = /Invalid input <([^>]*)>/.exec(message)?.[1]?.trim().split(/\s+/).pop()?.toUpperCase();
    if (at !== undefined && WRITE_TOKENS.has(at)) {
      return new GrrafError('forbidden', `write clause ${at} refused (queries are read-only): ${message}`, {
        recoverable: true,
        details,
      });
    }
    return new GrrafError('syntax', message, { recoverable: true, details });
  }
  if (/^(Binder|Catalog) exception/i.test(message) || /multiple statements/i.test(message)) {
    return new GrrafError('syntax', message, { recoverable: true, details });
  }
  return new GrrafError('runtime', message, { recoverable: true, details });
}

/** Write keywords the parser may reject as the failing token (it names the token, we do not scan the query). */
const WRITE_TOKENS = new Set(['REMOVE', 'SET', 'DELETE', 'CREATE', 'MERGE', 'DROP', 'DETACH', 'FOREACH']);
