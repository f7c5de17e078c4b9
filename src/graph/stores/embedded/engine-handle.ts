/**
 * EngineHandle: one open database of the embedded engine, as the store's code sees it. The
 * engine itself runs in a separate process (engine-process.ts), so a crash inside it (several
 * table functions segfault while being planned) ends that process, not grraf; the handle the
 * store holds is a RemoteHandle (remote-handle.ts), and the engine-side one an LbugHandle
 * (lbug-adapter.ts). Both keep this contract.
 */

/** A row as the engine returns it: column name → engine value. */
export type EngineRow = Record<string, unknown>;

/** Rows of one statement, cut at maxRows. */
export interface EngineRows {
  columns: string[];
  rows: EngineRow[];
  truncated: boolean;
  /** How many rows the whole result has (the engine holds them all; only `rows` were read). */
  total: number;
}

/** How to open a database. */
export interface OpenOptions {
  readOnly: boolean;
  /** The engine's time-out for statements (0 or absent: none). */
  timeLimitMs?: number;
  /** The engine's buffer pool (absent: the engine's default, 80% of RAM; see buffer-pool.ts). */
  bufferPoolBytes?: number;
}

/** Per-statement options of `execute`. */
export interface ExecuteOptions {
  /** Read at most this many rows (one more is looked at, to say `truncated`). */
  maxRows?: number;
  /** The engine's time-out for this statement (else the handle's own). */
  timeLimitMs?: number;
  /**
   * Run on one engine thread, so that the rows come in the same order every time (with several,
   * each thread adds the rows of its part of a scan as it finishes).
   */
  oneThread?: boolean;
  /** Aborting stops the statement at once (the engine process is killed and replaced). */
  signal?: AbortSignal;
}

/** One open database. */
export interface EngineHandle {
  readonly path: string;
  readonly readOnly: boolean;
  /** Runs trusted statements (DDL, COPY, catalog calls); every result fully read. */
  run(statement: string): Promise<EngineRow[][]>;
  /** Prepares and executes one statement with parameters (prepare refuses multi-statement text). */
  execute(statement: string, params?: Record<string, unknown>, options?: ExecuteOptions): Promise<EngineRows>;
  /**
   * Executes one statement, handing rows to `onRow` one at a time until it returns false;
   * returns the column names.
   */
  stream(
    statement: string,
    params: Record<string, unknown>,
    onRow: (row: EngineRow) => boolean,
  ): Promise<string[]>;
  /** Closes the database (idempotent). */
  close(): Promise<void>;
}
