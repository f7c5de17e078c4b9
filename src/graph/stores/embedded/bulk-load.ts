/**
 * Writes a planned layout into a fresh read-write database: DDL, then the rows. Small tables (up
 * to CREATE_ROWS) go in with one parameterised CREATE statement, values exact; larger ones with
 * COPY FROM a temporary CSV file (the engine's fast bulk path), written row by row. A large table
 * holding a value CSV cannot carry — an empty string (read back as NULL), a label with list
 * punctuation — is written with CREATE in batches instead.
 */
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type GraphEdge, type GraphNode, type NodeId, nodeKey, type PropertyValue } from '../../model.js';
import type { EngineHandle } from './engine-handle.js';
import type { LayoutPlan, NodeTablePlan, RelTablePlan } from './layout.js';
import { quote } from './layout.js';
import type { ColumnMeta } from './store-meta.js';

type Cell = string | number | boolean | null | string[];

/** Creates the tables of `plan` and copies every row in; `tmpDir` holds the CSV files. */
export async function bulkLoad(db: EngineHandle, plan: LayoutPlan, tmpDir: string): Promise<void> {
  const idType = plan.idType === 'integer' ? 'INT64' : 'STRING';
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
  let n = 0;
  for (const t of plan.nodeTables) await copyNodes(db, t, idType, join(tmpDir, `n${n++}.csv`));
  for (const t of plan.relTables) {
    for (const pair of t.meta.pairs) {
      const edges = t.byPair.get(`${pair.from}\u0000${pair.to}`) ?? [];
      const opts = t.meta.pairs.length > 1 ? `from='${pair.from}', to='${pair.to}'` : '';
      await copyEdges(db, t, pair, edges, opts, idType, join(tmpDir, `e${n++}.csv`));
    }
  }
}

function idCell(id: NodeId, idType: string): Cell {
  return idType === 'INT64' ? id : nodeKey(id);
}

function nodeRow(node: GraphNode, columns: ColumnMeta[], idType: string): Cell[] {
  return [idCell(node.id, idType), node.labels, ...columns.map((c) => cellOf(node, c))];
}

function edgeRow(edge: GraphEdge, columns: ColumnMeta[], idType: string): Cell[] {
  return [idCell(edge.source, idType), idCell(edge.target, idType), ...columns.map((c) => cellOf(edge, c))];
}

function cellOf(item: { properties: Record<string, PropertyValue>; weight?: number }, c: ColumnMeta): Cell {
  const v = c.role === 'weight' ? item.weight : item.properties[c.key];
  if (v === undefined || v === null) return null;
  return c.encoding === 'json' ? JSON.stringify(v) : (v as Cell);
}

/** The rows of one table, made one at a time (twenty million edges never exist as arrays at once). */
interface Rows {
  count: number;
  row(i: number): Cell[];
}

/** One table to write: its columns, its rows, and how to CREATE a batch of them. */
interface TableWrite {
  table: string;
  names: string[];
  types: string[];
  rows: Rows;
  /** The CREATE statement for a batch, given one value expression per column. */
  create(exprs: string[]): string;
  /** COPY options besides the CSV ones (`from`/`to` when a relationship table has several pairs). */
  copyOptions: string;
}

async function copyNodes(db: EngineHandle, t: NodeTablePlan, idType: string, file: string): Promise<void> {
  const cols = t.meta.columns;
  const names = ['id', '_labels', ...cols.map((c) => c.column)];
  await writeTable(
    db,
    {
      table: t.meta.table,
      names,
      types: [idType, 'STRING[]', ...cols.map((c) => c.type)],
      rows: { count: t.nodes.length, row: (i) => nodeRow(t.nodes[i]!, cols, idType) },
      create: (exprs) =>
        `UNWIND range(1, $n) AS i CREATE (:${quote(t.meta.table)} {${propertyMap(names, exprs)}})`,
      copyOptions: '',
    },
    file,
  );
}

/**
 * Small tables, and the rare large one holding a value CSV cannot carry, are written with
 * CREATE in batches; other large tables with a CSV file and COPY.
 */
async function writeTable(db: EngineHandle, w: TableWrite, file: string): Promise<void> {
  if (w.rows.count === 0) return;
  if (w.rows.count <= CREATE_ROWS) return createRows(db, w);
  try {
    const written = await writeCsv(file, w.names, w.rows);
    if (written === 'unsafe') return await createRows(db, w);
    const opts = ['HEADER=true', "DELIM=','", `QUOTE='"'`, `ESCAPE='"'`];
    // The parallel CSV reader rejects quoted newlines.
    if (written === 'multiline') opts.push('PARALLEL=false');
    if (w.copyOptions) opts.push(w.copyOptions);
    await db.run(`COPY ${quote(w.table)} FROM '${file.replaceAll("'", "\\'")}' (${opts.join(', ')})`);
  } finally {
    await rm(file, { force: true });
  }
}

/** Writes the rows of `w` with its CREATE statement, CREATE_ROWS at a time. */
async function createRows(db: EngineHandle, w: TableWrite): Promise<void> {
  for (let start = 0; start < w.rows.count; start += CREATE_ROWS) {
    const end = Math.min(w.rows.count, start + CREATE_ROWS);
    const batch = Array.from({ length: end - start }, (_, i) => w.rows.row(start + i));
    const { params, exprs } = columnParams(w.names, w.types, batch);
    await db.execute(w.create(exprs), params);
  }
}

/**
 * Tables up to this many rows are written with CREATE statements instead of COPY: COPY's fixed
 * cost (files, a parallel pipeline) made the load of a 100-node graph take ~70 ms instead of ~18.
 */
const CREATE_ROWS = 2000;

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

async function copyEdges(
  db: EngineHandle,
  t: RelTablePlan,
  pair: { from: string; to: string },
  edges: GraphEdge[],
  opts: string,
  idType: string,
  file: string,
): Promise<void> {
  const cols = t.meta.columns;
  const names = ['from', 'to', ...cols.map((c) => c.column)];
  const create = (exprs: string[]) => {
    // Columns 0 and 1 are the endpoint ids, matched rather than set.
    const match = `MATCH (a:${quote(pair.from)} {id: ${exprs[0]}}), (b:${quote(pair.to)} {id: ${exprs[1]}})`;
    const props = propertyMap(names.slice(2), exprs.slice(2));
    return `UNWIND range(1, $n) AS i ${match} CREATE (a)-[:${quote(t.meta.table)} {${props}}]->(b)`;
  };
  await writeTable(
    db,
    {
      table: t.meta.table,
      names,
      types: [idType, idType, ...cols.map((c) => c.type)],
      rows: { count: edges.length, row: (i) => edgeRow(edges[i]!, cols, idType) },
      create,
      copyOptions: opts,
    },
    file,
  );
}

const LABEL_SAFE = /^[^\s,[\]{}'"\\]+$/;

function csvSafe(row: Cell[]): boolean {
  for (const v of row) {
    if (v === '') return false;
    if (Array.isArray(v) && !v.every((l) => LABEL_SAFE.test(l))) return false;
  }
  return true;
}

function csvCell(v: Cell): string {
  if (v === null) return '';
  if (Array.isArray(v)) return `"[${v.join(',')}]"`;
  if (typeof v === 'string') return `"${v.replaceAll('"', '""')}"`;
  return String(v);
}

/**
 * Writes rows as RFC 4180 CSV in chunks; says whether any field holds a newline, or stops at the
 * first row CSV cannot carry ('unsafe').
 */
async function writeCsv(
  file: string,
  names: string[],
  rows: Rows,
): Promise<'plain' | 'multiline' | 'unsafe'> {
  const fh = await open(file, 'w');
  let multiline = false;
  try {
    let chunk: string[] = [names.map((n) => `"${n}"`).join(',')];
    for (let i = 0; i < rows.count; i++) {
      const row = rows.row(i);
      if (!csvSafe(row)) return 'unsafe';
      const line = row.map(csvCell).join(',');
      if (!multiline && /[\r\n]/.test(line)) multiline = true;
      chunk.push(line);
      if (chunk.length >= 10_000) {
        await fh.write(`${chunk.join('\n')}\n`);
        chunk = [];
      }
    }
    if (chunk.length > 0) await fh.write(`${chunk.join('\n')}\n`);
  } finally {
    await fh.close();
  }
  return multiline ? 'multiline' : 'plain';
}
