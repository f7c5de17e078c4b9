/**
 * The host side of a program's store access: what `await cypher(query, params)` and
 * `await neighbors(id, { direction, type })` do inside the sandbox (sandbox/store-access.ts).
 *
 * The only host function a sandbox can reach. It takes and returns strings only: the isolate sends
 * the operation and its arguments as JSON text, and gets back `R<json rows>` or `E<message>` (a
 * query error the program may catch and the model's repair round sees). Every query:
 * - runs on the question's store, read-only (the store's `cypher` enforces it in the engine);
 * - gets the run's remaining time (never more) and its row cap; a result past the cap is an error,
 *   not a silent cut, so a program never computes on part of a graph believing it whole;
 * - one at a time (a program's parallel calls queue here), so the host holds one result at most;
 * - is copied into the isolate as JSON text of bounded length (an eighth of the sandbox's memory
 *   limit), so a result the sandbox could not hold is refused before the host builds its text.
 * What no repair can fix ends the run instead of being thrown to the program, where it could be
 * caught: a result too large (kind `memory`), a query that used the run's time up (`timeout`), and
 * the store's fatal errors (unreachable server, bad credentials), which the executor rethrows.
 */
import { isGrrafError } from '../../errors.js';
import type { GraphStore } from '../../graph/stores/graph-store.js';
import { cypherError } from '../cypher/cypher-executor.js';
import type { ExecError, ExecErrorKind, QueryRecord } from '../executor.js';
import { boundedJson, programValue } from './query-rows.js';

/** Queries kept in a run's report; later ones are only counted (a program may query in a loop). */
export const QUERIES_KEPT = 200;
/** Longest query text and parameter JSON kept in the report. */
const RECORD_TEXT_CHARS = 2000;
/** Share of the sandbox's memory limit one result's JSON text may take (parsed, it takes more). */
const RESULT_SHARE_OF_MEMORY = 1 / 8;

/** Why a run was ended from the bridge. */
export type BridgeStop = { error: ExecError } | { fatal: unknown };

export interface StoreBridgeOptions {
  /** The question's store; without one, `cypher` and `neighbors` say there is no store. */
  store: GraphStore | undefined;
  maxRows: number;
  memoryMb: number;
  /** Milliseconds left of the run's time limit. */
  remainingMs: () => number;
  /** Ends the run (disposes the sandbox); `stop` says why. */
  onStop: (stop: BridgeStop) => void;
}

/** A program's request, as JSON text from the isolate. */
interface CypherRequest {
  query: string;
  params: Record<string, unknown>;
}
interface NeighborsRequest {
  id: string | number;
  direction?: 'out' | 'in' | 'both';
  type?: string;
}

/** Thrown inside a handler: the program gets this message as an Error. */
class ProgramFacing extends Error {}

/** One run's store access. */
export class StoreBridge {
  readonly records: QueryRecord[] = [];
  omitted = 0;
  /** Why the run was ended from here, once it was. */
  stop: BridgeStop | undefined;
  /** Characters of JSON handed to the program so far. */
  deliveredChars = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly controller = new AbortController();
  private readonly maxResultChars: number;

  constructor(private readonly options: StoreBridgeOptions) {
    this.maxResultChars = Math.floor(options.memoryMb * 1024 * 1024 * RESULT_SHARE_OF_MEMORY);
  }

  /** Handles one call from the isolate; resolves with `R<json>` or `E<message>`, never rejects. */
  handle(op: unknown, payload: unknown): Promise<string> {
    const next = this.queue.then(() => this.one(op, payload));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Stops the query in flight, if any (the run is over). */
  close(): void {
    this.controller.abort();
  }

  private async one(op: unknown, payload: unknown): Promise<string> {
    const started = performance.now();
    const record: QueryRecord = { query: '', rows: 0, ms: 0 };
    try {
      if (this.stop || this.controller.signal.aborted) return 'Ethe run has ended';
      const request = parsePayload(payload);
      let items: unknown[];
      if (op === 'cypher') {
        const q = cypherRequest(request);
        describeCypher(record, q);
        items = await this.cypher(q);
      } else if (op === 'neighbors') {
        const q = neighborsRequest(request);
        record.query = clip(`neighbors(${JSON.stringify(q.id)}, ${JSON.stringify(options(q))})`);
        items = await this.neighbors(q);
      } else {
        throw new ProgramFacing('unknown store operation');
      }
      const json = boundedJson(items, this.maxResultChars);
      if (json === undefined) {
        const mb = Math.round(this.maxResultChars / (1024 * 1024));
        const message = `memory limit exceeded: the query returned too much (more than ${mb} MB of rows, ${items.length} rows): fetch only what the answer needs (filter, aggregate in the query, or page with SKIP/LIMIT)`;
        record.error = message;
        record.errorKind = 'memory';
        this.end({ error: { kind: 'memory', message } });
        return 'Ethe query returned too much';
      }
      record.rows = items.length;
      this.deliveredChars += json.length;
      return `R${json}`;
    } catch (e) {
      const { kind, message } = this.programError(e, record.query);
      record.error = message;
      record.errorKind = kind;
      return `E${message}`;
    } finally {
      record.ms = Math.round(performance.now() - started);
      this.keep(record);
    }
  }

  private async cypher(q: CypherRequest): Promise<unknown[]> {
    const store = this.options.store;
    if (!store?.cypher) {
      throw new ProgramFacing(
        `cypher() is not available: ${store ? `the ${store.kind} store` : 'this run has no store that'} cannot run Cypher queries`,
      );
    }
    const { maxRows } = this.options;
    const limits = { timeLimitMs: this.options.remainingMs(), maxRows };
    const result = await store.cypher(q.query, q.params, limits, this.controller.signal);
    if (result.truncated) throw new ProgramFacing(tooManyRows(maxRows));
    return result.rows.map(programValue);
  }

  private async neighbors(q: NeighborsRequest): Promise<unknown[]> {
    const store = this.options.store;
    if (!store) throw new ProgramFacing('neighbors() is not available: this run has no store');
    const { maxRows } = this.options;
    let found: Awaited<ReturnType<GraphStore['neighbors']>>;
    try {
      found = await store.neighbors(q.id, { ...options(q), limit: maxRows + 1 });
    } catch (e) {
      // An unknown node or a bad argument is the program's to handle, not the end of the question.
      if (isGrrafError(e, 'not-found', 'validation')) throw new ProgramFacing(e.message);
      throw e;
    }
    if (found.length > maxRows) throw new ProgramFacing(tooManyRows(maxRows));
    return found;
  }

  /** What the program is told, and the failure's kind; a time-out or a fatal error ends the run as well. */
  private programError(e: unknown, query: string): { kind: ExecErrorKind; message: string } {
    if (e instanceof ProgramFacing) return { kind: 'runtime', message: e.message };
    let error: ExecError;
    try {
      error = cypherError(e);
    } catch (fatal) {
      this.end({ fatal });
      return { kind: 'runtime', message: 'the store failed' };
    }
    if (error.kind === 'timeout') {
      const message = `the program exceeded its time limit (in the query ${clip(query, 200)})`;
      this.end({ error: { kind: 'timeout', message } });
      return { kind: 'timeout', message };
    }
    if (!isGrrafError(e) && this.controller.signal.aborted)
      return { kind: 'runtime', message: 'the run has ended' };
    const message =
      error.line === undefined ? error.message : `${error.message} (line ${error.line} of the query)`;
    return { kind: error.kind, message };
  }

  private end(stop: BridgeStop): void {
    if (this.stop) return;
    this.stop = stop;
    this.options.onStop(stop);
  }

  private keep(record: QueryRecord): void {
    if (this.records.length < QUERIES_KEPT) this.records.push(record);
    else this.omitted++;
  }
}

function tooManyRows(maxRows: number): string {
  return `the query returned more than ${maxRows.toLocaleString('en')} rows (the row cap): fetch only what the answer needs (filter, aggregate in the query, or page with SKIP/LIMIT)`;
}

function parsePayload(payload: unknown): unknown {
  if (typeof payload !== 'string') throw new ProgramFacing('the store call carried no arguments');
  try {
    return JSON.parse(payload);
  } catch {
    throw new ProgramFacing('the arguments are not JSON');
  }
}

function cypherRequest(v: unknown): CypherRequest {
  const o = (v ?? {}) as { query?: unknown; params?: unknown };
  if (typeof o.query !== 'string' || o.query.trim() === '') {
    throw new ProgramFacing('cypher(query, params): query must be a non-empty string');
  }
  const params = o.params ?? {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw new ProgramFacing('cypher(query, params): params must be an object of named parameters');
  }
  return { query: o.query, params: params as Record<string, unknown> };
}

const DIRECTIONS = new Set(['out', 'in', 'both']);

function neighborsRequest(v: unknown): NeighborsRequest {
  const o = (v ?? {}) as { id?: unknown; direction?: unknown; type?: unknown };
  if (typeof o.id !== 'string' && typeof o.id !== 'number') {
    throw new ProgramFacing('neighbors(id, options): id must be a node id (a string or a number)');
  }
  const q: NeighborsRequest = { id: o.id };
  if (o.direction !== undefined && o.direction !== null) {
    if (typeof o.direction !== 'string' || !DIRECTIONS.has(o.direction)) {
      throw new ProgramFacing("neighbors(id, options): direction must be 'out', 'in' or 'both'");
    }
    q.direction = o.direction as NeighborsRequest['direction'] & string;
  }
  if (o.type !== undefined && o.type !== null) {
    if (typeof o.type !== 'string') throw new ProgramFacing('neighbors(id, options): type must be a string');
    q.type = o.type;
  }
  return q;
}

function options(q: NeighborsRequest): { direction?: 'out' | 'in' | 'both'; type?: string } {
  return {
    ...(q.direction ? { direction: q.direction } : {}),
    ...(q.type !== undefined ? { type: q.type } : {}),
  };
}

function describeCypher(record: QueryRecord, q: CypherRequest): void {
  record.query = clip(q.query);
  if (Object.keys(q.params).length > 0 && JSON.stringify(q.params).length <= RECORD_TEXT_CHARS) {
    record.params = q.params;
  }
}

function clip(text: string, max = RECORD_TEXT_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
