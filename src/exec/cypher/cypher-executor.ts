/**
 * The Cypher executor: runs a generated query through a Cypher-capable GraphStore. Read-only
 * access, the time limit and the row cap are enforced by the store (by the database engine,
 * not by keyword checks here); this adapter only maps results and errors to the Executor shape.
 */
import { GrrafError, isGrrafError } from '../../errors.js';
import type { QueryResult } from '../../graph/stores/graph-store.js';
import { cancelledError, throwIfCancelled } from '../../util/cancel.js';
import type { ExecError, ExecErrorKind, ExecInput, ExecLimits, ExecResult, Executor } from '../executor.js';
import { resolveLimits } from '../limits.js';

/** Options of the Cypher executor. */
export interface CypherExecutorOptions {
  /** Limits applied when a run gives none (over DEFAULT_EXEC_LIMITS). */
  limits?: Partial<ExecLimits>;
}

const KIND_BY_CODE: Record<string, ExecErrorKind> = {
  forbidden: 'forbidden',
  syntax: 'syntax',
  parse: 'syntax',
  timeout: 'timeout',
  memory: 'memory',
};

/** The answer of a query: its rows, or the single value when there is one row with one column. */
export function rowsToAnswer(r: QueryResult): unknown {
  if (r.rows.length === 1 && r.columns.length === 1) return r.rows[0]![r.columns[0]!];
  return r.rows;
}

/**
 * Maps an error thrown by a store's `cypher` to an ExecError the model may repair; a fatal error
 * (unreachable store, refused credentials, cancellation) is thrown on instead.
 */
export function cypherError(e: unknown): ExecError {
  if (isGrrafError(e) && !e.recoverable && !(e.code in KIND_BY_CODE)) throw e;
  if (isGrrafError(e)) {
    const kind = KIND_BY_CODE[e.code] ?? 'runtime';
    return e.location.line === undefined
      ? { kind, message: e.message }
      : { kind, message: e.message, line: e.location.line };
  }
  return { kind: 'runtime', message: e instanceof Error ? e.message : String(e) };
}

/** Runs read-only Cypher queries through `input.store`. */
export class CypherExecutor implements Executor {
  readonly language = 'cypher' as const;

  constructor(private readonly options: CypherExecutorOptions = {}) {}

  async run(
    code: string,
    input: ExecInput,
    limits?: Partial<ExecLimits>,
    signal?: AbortSignal,
  ): Promise<ExecResult> {
    throwIfCancelled(signal);
    const lim = resolveLimits(this.options.limits, limits);
    const store = input.store;
    if (!store?.cypher) {
      throw new GrrafError(
        'unsupported',
        `the Cypher executor needs a Cypher-capable store (got ${store ? `the ${store.kind} store` : 'none'})`,
        { field: 'store' },
      );
    }
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    // The store enforces timeLimitMs inside the engine; this guard only bounds a store that ignores it,
    // and answers a cancellation at once (the engine stops the query at its own time limit).
    const guard = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new GrrafError('timeout', 'the query exceeded its time limit', { recoverable: true })),
        lim.timeLimitMs + 1000,
      );
      onAbort = () => reject(cancelledError('the query'));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const r = await Promise.race([
        store.cypher(
          code,
          input.params ?? {},
          { timeLimitMs: lim.timeLimitMs, maxRows: lim.maxRows },
          signal,
        ),
        guard,
      ]);
      const output = r.truncated ? `[result truncated at ${lim.maxRows} rows]\n` : '';
      return { ok: true, answer: rowsToAnswer(r), output, durationMs: performance.now() - started };
    } catch (e) {
      return { ok: false, error: cypherError(e), output: '', durationMs: performance.now() - started };
    } finally {
      clearTimeout(timer);
      // One question's signal serves many runs: a listener left behind per run would pile up.
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }

  async close(): Promise<void> {}
}
