/**
 * `grraf cypher --store <uri> "<query>"`: runs one read-only Cypher query on a persistent store
 * (embedded:<dir> or Neo4j) and prints a table or JSON. Writes are refused by the store's engine
 * (a 'forbidden' error, exit code 2); time limit and row cap apply inside the query execution.
 */
import type { Command } from 'commander';
import { GrrafError } from '../../errors.js';
import type { QueryResult } from '../../graph/stores/graph-store.js';
import { timeLimitFlag } from '../flag-values.js';
import { addStoreOption, type StoreOptions } from '../store-from-options.js';

/** Options of `grraf cypher`. */
export interface CypherFlags extends StoreOptions {
  json?: boolean;
  maxRows?: string;
  /** --time-limit in seconds. */
  timeLimit?: string;
  /** Query parameters as a JSON object. */
  params?: string;
}

/** Runs `query` as the flags say (the CLI's call of the use case). */
export async function runCypher(query: string, flags: CypherFlags = {}): Promise<QueryResult> {
  const { cypherQuery } = await import('../../app/cypher.js');
  const maxRows = positiveInt(flags.maxRows, 'max-rows');
  const seconds = flags.timeLimit === undefined ? undefined : timeLimitFlag(flags.timeLimit);
  return cypherQuery({
    store: flags.store ?? 'memory',
    query,
    params: parseParams(flags.params),
    // Only the limits given: cypherQuery fills in its defaults.
    limits: {
      ...(maxRows === undefined ? {} : { maxRows }),
      ...(seconds === undefined ? {} : { timeLimitMs: Math.round(seconds * 1000) }),
    },
  });
}

function positiveInt(v: string | undefined, field: string): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0)
    throw new GrrafError('validation', `--${field} must be a positive integer, got "${v}"`, { field });
  return n;
}

function parseParams(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const v: unknown = JSON.parse(text);
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new GrrafError('validation', 'must be a JSON object, e.g. {"id": 3}', { field: 'params' });
}

/** A plain-text table of a query result (values JSON-encoded unless strings). */
export function formatTable(r: QueryResult): string {
  const cell = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const cells = r.rows.map((row) => r.columns.map((c) => cell(row[c]).replaceAll('\n', '\\n')));
  const widths = r.columns.map((c, i) =>
    Math.min(60, Math.max(c.length, ...cells.map((row) => row[i]!.length))),
  );
  const line = (vals: string[]) =>
    vals
      .map((v, i) => v.slice(0, 60).padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  const out = [line(r.columns), widths.map((w) => '-'.repeat(w)).join('-+-'), ...cells.map(line)];
  const n = r.rows.length;
  out.push(
    `(${n} row${n === 1 ? '' : 's'}${r.truncated ? ', truncated by --max-rows' : ''}, ${Math.round(r.ms)} ms)`,
  );
  return out.join('\n');
}

/** Registers `grraf cypher`. */
export function register(program: Command): void {
  const command = program
    .command('cypher')
    .description('run a read-only Cypher query on a persistent store (embedded:<dir>, neo4j://...)')
    .argument('<query>', 'the Cypher query')
    .option('--json', 'print the result as JSON')
    .option('--max-rows <n>', 'row cap, applied while reading the result (default 1000)')
    .option('--time-limit <seconds>', 'time limit, enforced by the database (default 30)')
    .option('--params <json>', 'query parameters as a JSON object');
  addStoreOption(command).action(async (query: string, options: CypherFlags) => {
    const result = await runCypher(query, options);
    console.log(options.json ? JSON.stringify(result, null, 2) : formatTable(result));
  });
}
