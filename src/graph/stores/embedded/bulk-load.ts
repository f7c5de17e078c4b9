/**
 * Writes a planned layout into a fresh read-write database: DDL, then the rows. Small tables (up
 * to CREATE_ROWS, REL_CREATE_ROWS) go in with one parameterised CREATE statement, values exact; larger ones with
 * COPY FROM a temporary file (the engine's fast bulk path): Parquet for a relationship table of
 * numbers only (integer ids, at most a weight), CSV otherwise. A large table holding a value CSV
 * cannot carry — an empty string (read back as NULL), a label with list punctuation — is written
 * with CREATE in batches instead.
 *
 * Where the wall time goes (1M edges, 100k nodes, measured 2026-11-28): the relationship COPY
 * runs mostly on one engine thread, whatever the thread setting (a COPY split in parts costs
 * more: appending to a filled relationship table rewrites it), and the engine refuses a pipe as
 * its source. Its CPU was cut from ~1.9 s to ~1.05 s by copying before the node tables have
 * their primary-key index (createIndexes) and from Parquet; the host's work is laid around it:
 * the next table's file is written while the engine copies the previous one, and `whileCopying`
 * (the schema) runs while the largest table is copied.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type GraphNode, type NodeId, nodeKey, type PropertyValue } from '../../model.js';
import { type Cell, type CsvOutcome, writeCsv } from './csv-writer.js';
import type { EngineHandle } from './engine-handle.js';
import type { LayoutPlan, NodeTablePlan, RelTablePlan } from './layout.js';
import { quote } from './layout.js';
import { type NumericRelRows, type ParquetNumberType, writeNumericParquet } from './parquet-writer.js';
import type { ColumnMeta } from './store-meta.js';

/** What a load reports and what it runs while the engine works. */
export interface BulkLoadOptions {
  /** Told after each table (and each CREATE batch): rows written of all. */
  onProgress?: (progress: { written: number; total: number }) => void;
  /** Run once, while the engine copies the largest table (the host is idle then). */
  whileCopying?: () => void;
}

/** Creates the tables of `plan` and copies every row in; `tmpDir` holds the files copied from. */
export async function bulkLoad(
  db: EngineHandle,
  plan: LayoutPlan,
  tmpDir: string,
  options: BulkLoadOptions = {},
): Promise<void> {
  const idType = plan.idType === 'integer' ? 'INT64' : 'STRING';
  // Node tables get their primary-key index once every row is in (see createIndexes).
  await db.run('CALL enable_default_hash_index=false');
  for (const t of plan.nodeTables) {
    const cols = t.meta.columns.map((c) => `${quote(c.column)} ${c.type}`);
    await db.run(
      `CREATE NODE TABLE ${quote(t.meta.table)}(id ${idType}, _labels STRING[], ${[...cols, 'PRIMARY KEY(id)'].join(', ')})`,
    );
  }
  for (const t of plan.relTables) {
    const pairs = t.meta.pairs.map((p) => `FROM ${quote(p.from)} TO ${quote(p.to)}`);
    const cols = t.meta.columns.map((c) => `${quote(c.column)} ${c.type}`);
    await db.run(`CREATE REL TABLE ${quote(t.meta.table)}(${[...pairs, ...cols].join(', ')})`);
  }
  const writes = [
    ...plan.nodeTables.map((t) => nodeWrite(t, idType)),
    ...plan.relTables.flatMap((t) => relWrites(t, plan, idType)),
  ];
  const total = writes.reduce((sum, w) => sum + w.count, 0);
  const largest = writes.reduce((a, w) => (a === undefined || w.count > a.count ? w : a), writes[0]);
  const pipeline = new CopyPipeline(db, total, options, largest, () => createIndexes(db, plan));
  try {
    for (const [k, w] of writes.entries()) await pipeline.write(w, join(tmpDir, `t${k}`));
    await pipeline.finish();
    await pipeline.index();
  } finally {
    await pipeline.settle();
  }
  // A load with no COPY (small tables) runs the idle work here.
  pipeline.runIdleWork();
}

/**
 * The primary-key index of every node table (id lookups: navigation, generated queries, the
 * endpoints of CREATE statements). Made after the rows, not by the engine at CREATE NODE TABLE:
 * without it the relationship COPY joins endpoints to nodes by a hash table of its own, which
 * cost 1.1–1.4 s of engine CPU at 1M edges against 1.9 s of index lookups, and building the
 * index afterwards costs ~30 ms per 100k nodes (engine 0.19.1).
 */
async function createIndexes(db: EngineHandle, plan: LayoutPlan): Promise<void> {
  for (const t of plan.nodeTables)
    await db.run(`CREATE HASH INDEX pk FOR (n:${quote(t.meta.table)}) ON (n.id)`);
}

/**
 * Tables written in order, each COPY running in the engine while the host writes the next file.
 * At most one COPY is in flight; its file is removed once it is done (or failed).
 */
class CopyPipeline {
  private pending: { copy: Promise<unknown>; file: string; count: number } | undefined;
  private written = 0;
  private idleWork: (() => void) | undefined;
  private indexing: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: EngineHandle,
    private readonly total: number,
    private readonly options: BulkLoadOptions,
    private readonly largest: TableWrite | undefined,
    /** Creates the node tables' indexes: after the last COPY, or before relationships are CREATEd. */
    indexing: () => Promise<void>,
  ) {
    this.idleWork = options.whileCopying;
    this.indexing = indexing;
  }

  /**
   * Writes one table: its file now (`base` and an extension; or CREATE statements), its COPY
   * after the previous one. A table of numbers goes as Parquet, any other as CSV.
   */
  async write(w: TableWrite, base: string): Promise<void> {
    if (w.count === 0) return;
    if (w.count <= (w.kind === 'rel' ? REL_CREATE_ROWS : CREATE_ROWS)) {
      await this.finish();
      return this.createRows(w);
    }
    const parquet = w.numeric !== undefined;
    const file = `${base}${parquet ? '.parquet' : '.csv'}`;
    let written: CsvOutcome;
    try {
      if (w.numeric === undefined) written = await writeCsv(file, w.names, w.count, w.cells);
      else {
        await writeNumericParquet(file, w.names, w.numeric(), w.types.slice(2) as ParquetNumberType[]);
        written = 'plain';
      }
      // The previous COPY may have failed meanwhile: this file goes too, then.
      await this.finish();
    } catch (e) {
      await rm(file, { force: true });
      throw e;
    }
    if (written === 'unsafe') {
      await rm(file, { force: true });
      return this.createRows(w);
    }
    const opts = parquet ? [] : ['HEADER=true', "DELIM=','", `QUOTE='"'`, `ESCAPE='"'`];
    // The parallel CSV reader rejects quoted newlines.
    if (written === 'multiline') opts.push('PARALLEL=false');
    if (w.copyOptions) opts.push(w.copyOptions);
    const options = opts.length > 0 ? ` (${opts.join(', ')})` : '';
    const copy = this.db.run(`COPY ${quote(w.table)} FROM '${file.replaceAll("'", "\\'")}'${options}`);
    // Marked handled now: the error is thrown where the copy is awaited (finish or settle).
    copy.catch(() => undefined);
    this.pending = { copy, file, count: w.count };
    if (w === this.largest && this.idleWork !== undefined) {
      // The request leaves for the engine a few promise turns later: let it go before the work.
      await new Promise((resolve) => setImmediate(resolve));
      this.runIdleWork();
    }
  }

  /** Waits for the COPY in flight, if any, and removes its file. */
  async finish(): Promise<void> {
    const p = this.pending;
    if (p === undefined) return;
    this.pending = undefined;
    try {
      await p.copy;
    } finally {
      await rm(p.file, { force: true });
    }
    this.progress(p.count);
  }

  /** After a failure: waits for the COPY in flight without its error, so its file can go. */
  async settle(): Promise<void> {
    await this.finish().catch(() => undefined);
  }

  /** Creates the indexes once (the COPY in flight, if any, done first). */
  async index(): Promise<void> {
    const indexing = this.indexing;
    if (indexing === undefined) return;
    await this.finish();
    this.indexing = undefined;
    await indexing();
  }

  runIdleWork(): void {
    const work = this.idleWork;
    this.idleWork = undefined;
    work?.();
  }

  private progress(rows: number): void {
    this.written += rows;
    this.options.onProgress?.({ written: this.written, total: this.total });
  }

  /** Writes the rows of `w` with its CREATE statement, CREATE_ROWS (REL_CREATE_ROWS) at a time. */
  private async createRows(w: TableWrite): Promise<void> {
    // A relationship CREATE matches its endpoints by id: with the index, not by scanning nodes.
    if (w.kind === 'rel') await this.index();
    const size = w.kind === 'rel' ? REL_CREATE_ROWS : CREATE_ROWS;
    for (let start = 0; start < w.count; start += size) {
      const end = Math.min(w.count, start + size);
      const batch = Array.from({ length: end - start }, (_, i) => w.cells.map((cell) => cell(start + i)));
      const { params, exprs } = columnParams(w.names, w.types, batch);
      await this.db.execute(w.create(exprs), params);
      this.progress(end - start);
    }
  }
}

function idCell(id: NodeId, idType: string): Cell {
  return idType === 'INT64' ? id : nodeKey(id);
}

function propertyCell(
  item: { properties: Record<string, PropertyValue>; weight?: number | undefined },
  c: ColumnMeta,
): Cell {
  return valueCell(c.role === 'weight' ? item.weight : item.properties[c.key], c);
}

function valueCell(v: PropertyValue | undefined, c: ColumnMeta): Cell {
  if (v === undefined || v === null) return null;
  return c.encoding === 'json' ? JSON.stringify(v) : (v as Cell);
}

const NO_ROWS = new Int32Array(0);

/**
 * One table to write: its columns, one cell reader per column (rows are made one cell at a
 * time: twenty million edges never exist as row arrays), and how to CREATE a batch of them.
 */
interface TableWrite {
  kind: 'node' | 'rel';
  table: string;
  names: string[];
  types: string[];
  count: number;
  cells: ((i: number) => Cell)[];
  /** The CREATE statement for a batch, given one value expression per column. */
  create(exprs: string[]): string;
  /** COPY options besides the CSV ones (`from`/`to` when a relationship table has several pairs). */
  copyOptions: string;
  /** The rows as arrays of numbers, when every cell is one (written as Parquet, without `cells`). */
  numeric?: () => NumericRelRows;
}

function nodeWrite(t: NodeTablePlan, idType: string): TableWrite {
  const cols = t.meta.columns;
  const names = ['id', '_labels', ...cols.map((c) => c.column)];
  const nodes: GraphNode[] = t.nodes;
  return {
    kind: 'node',
    table: t.meta.table,
    names,
    types: [idType, 'STRING[]', ...cols.map((c) => c.type)],
    count: nodes.length,
    cells: [
      (i) => idCell(nodes[i]!.id, idType),
      (i) => nodes[i]!.labels,
      ...cols.map((c) => (i: number) => propertyCell(nodes[i]!, c)),
    ],
    create: (exprs) =>
      `UNWIND range(1, $n) AS i CREATE (:${quote(t.meta.table)} {${propertyMap(names, exprs)}})`,
    copyOptions: '',
  };
}

function relWrites(t: RelTablePlan, plan: LayoutPlan, idType: string): TableWrite[] {
  const edges = plan.kept;
  const cols = t.meta.columns;
  // Integer ids and at most a weight: every cell a number, written as Parquet (parquet-writer.ts).
  const ids = plan.integerIds;
  const numeric = ids !== undefined && cols.every((c) => c.role === 'weight');
  const names = ['from', 'to', ...cols.map((c) => c.column)];
  return t.meta.pairs.map((pair) => {
    // null: every edge, in order (no list of positions to go through).
    const key = `${pair.from}\u0000${pair.to}`;
    const rows = t.byPair.has(key) ? t.byPair.get(key)! : NO_ROWS;
    const count = rows === null ? edges.count : rows.length;
    const at = rows === null ? (i: number) => i : (i: number) => rows[i]!;
    const create = (exprs: string[]) => {
      // Columns 0 and 1 are the endpoint ids, matched rather than set.
      const match = `MATCH (a:${quote(pair.from)} {id: ${exprs[0]}}), (b:${quote(pair.to)} {id: ${exprs[1]}})`;
      const props = propertyMap(names.slice(2), exprs.slice(2));
      return `UNWIND range(1, $n) AS i ${match} CREATE (a)-[:${quote(t.meta.table)} {${props}}]->(b)`;
    };
    return {
      kind: 'rel' as const,
      table: t.meta.table,
      names,
      types: [idType, idType, ...cols.map((c) => c.type)],
      count,
      ...(numeric
        ? {
            numeric: () => ({
              ids,
              ends: plan.ends,
              rows,
              count,
              columns: cols.map(() => edges.weightColumn()),
            }),
          }
        : {}),
      cells: [
        (i: number) => idCell(edges.source(at(i)), idType),
        (i: number) => idCell(edges.target(at(i)), idType),
        ...cols.map((c) =>
          c.role === 'weight'
            ? (i: number) => edges.weight(at(i)) ?? null
            : (i: number) => valueCell(edges.properties(at(i))[c.key], c),
        ),
      ],
      create,
      copyOptions: t.meta.pairs.length > 1 ? `from='${pair.from}', to='${pair.to}'` : '',
    };
  });
}

/**
 * Tables up to this many rows are written with CREATE statements instead of COPY: COPY's fixed
 * cost (files, a parallel pipeline) made the load of a 100-node graph take ~70 ms instead of ~18.
 */
const CREATE_ROWS = 2000;

/**
 * The same for relationship tables, lower: their CREATE matches both endpoints per row, and its
 * cost grows faster than the rows (engine 0.19.1: ~0.1 s for 200 rows, ~1.1 s for 1,500). A graph
 * of 6,000 nodes in two labels and 9,000 edges (four endpoint pairs of 1,500–3,000) loaded in
 * 1.7–1.8 s with CREATE under 2,000 rows, 0.3–0.4 s with this.
 */
const REL_CREATE_ROWS = 500;

/**
 * Rows as one parameter list per column (`$c0[i]`, ...): the binding types a list of numbers as
 * DOUBLE when any is fractional, but refuses a list of row structs whose fields differ in that
 * way (an INT64 weight next to a DOUBLE one). A column that is all null, or labels that are all
 * empty, become typed literals: the engine cannot type such a list. Returns the parameters and
 * one value expression per column.
 */
function columnParams(
  names: string[],
  types: string[],
  rows: Cell[][],
): { params: Record<string, unknown>; exprs: string[] } {
  const params: Record<string, unknown> = { n: rows.length };
  const exprs = names.map((name, k) => {
    const values = rows.map((r) => r[k] ?? null);
    if (name === '_labels' && values.every((v) => Array.isArray(v) && v.length === 0))
      return 'CAST([] AS STRING[])';
    if (values.every((v) => v === null)) return `CAST(NULL AS ${types[k]})`;
    params[`c${k}`] = values;
    return `$c${k}[i]`;
  });
  return { params, exprs };
}

/** `name: expr` pairs for a CREATE property map. */
function propertyMap(names: string[], exprs: string[]): string {
  return names.map((name, k) => `${quote(name)}: ${exprs[k]}`).join(', ');
}
