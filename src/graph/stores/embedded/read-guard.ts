/**
 * Checks a generated query with the engine's own planner before running it.
 *
 * Graph writes are already refused by the read-only database itself. Some read-only statements
 * still have side effects outside the graph: writing files (COPY ... TO, EXPORT DATABASE), reading
 * arbitrary files (LOAD FROM → READ_CSV/READ_PARQUET scans), installing or loading extensions
 * (network), attaching other databases, transactions and settings. We ask the engine for the
 * physical plan (`EXPLAIN`) and refuse any of those operators — the plan, not the query text, is
 * what we inspect, so spelling tricks in the query do not matter.
 */
import { GrrafError } from '../../../errors.js';
import type { EngineHandle, ExecuteOptions } from './engine-handle.js';

/** Physical operators a generated query may not contain. */
const FORBIDDEN_OPERATORS = new Set([
  'COPY_TO',
  'EXPORT_DATABASE',
  'IMPORT_DATABASE',
  'INSTALL_EXTENSION',
  'LOAD_EXTENSION',
  'UNINSTALL_EXTENSION',
  'ATTACH_DATABASE',
  'DETACH_DATABASE',
  'USE_DATABASE',
  'TRANSACTION',
  'STANDALONE_CALL',
  'CREATE_MACRO',
]);

/**
 * Table functions that read files or outside databases (`LOAD FROM`). READ_FTABLE is internal
 * (the engine re-reading its own intermediate results) and allowed.
 */
const FILE_SCAN = /^READ_(CSV|PARQUET|NPY|JSON|PANDAS|PYARROW|ARROW|POLARS|RDF|TTL|NT|DELTA|ICEBERG)|_SCAN$/;

/** Operators and table functions named in an EXPLAIN plan (the engine prints boxes). */
function planOperators(plan: string): { operators: string[]; functions: string[] } {
  const operators = [...plan.matchAll(/│\s*([A-Z][A-Z0-9_]*)\[\d+\]\s*│/g)].map((m) => m[1]!);
  const functions = [...plan.matchAll(/Function:\s*([A-Za-z0-9_]+)/g)].map((m) => m[1]!.toUpperCase());
  return { operators, functions };
}

/** Throws GrrafError 'forbidden' when the engine's plan for `query` has side effects. */
export async function assertReadOnlyPlan(
  db: EngineHandle,
  query: string,
  params: Record<string, unknown>,
  options: ExecuteOptions = {},
): Promise<void> {
  const { rows } = await db.execute(`EXPLAIN ${query}`, params, options);
  const plan = rows.map((r) => String(Object.values(r)[0] ?? '')).join('\n');
  const { operators, functions } = planOperators(plan);
  const bad = operators.find((op) => FORBIDDEN_OPERATORS.has(op)) ?? functions.find((f) => FILE_SCAN.test(f));
  if (bad !== undefined) {
    throw new GrrafError(
      'forbidden',
      `queries are read-only and may not use ${bad} (files, extensions, settings)`,
      {
        recoverable: true,
        details: { operator: bad, query },
      },
    );
  }
  if (operators.length === 0) {
    // A statement with no physical plan is not a query (e.g. a transaction or session command).
    throw new GrrafError('forbidden', 'only read queries are allowed', {
      recoverable: true,
      details: { query },
    });
  }
}
