/**
 * Writes a planned layout into a fresh read-write database: DDL, then the rows. Small tables (up
 * to CREATE_ROWS) go in with one parameterised CREATE statement, values exact; larger ones with
 * COPY FROM temporary CSV files (the engine's fast bulk path). Values CSV cannot carry — empty
 * strings (read back as NULL) and labels with list punctuation — send that one table through
 * `COPY ... FROM (UNWIND $rows ...)`.
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

async function copyNodes(db: EngineHandle, t: NodeTablePlan, idType: string, file: string): Promise<void> {
  const cols = t.meta.columns;
  const rows = t.nodes.map((node) => nodeRow(node, cols, idType));
  if (rows.length <= CREATE_ROWS) {
    const names = ['id', '_labels', ...cols.map((c) => c.column)];
    const { params, fields } = columnParams(names, rows);
    await db.execute(`UNWIND range(1, $n) AS i CREATE (:${quote(t.meta.table)} {${fields}})`, params);
    return;
  }
  const names = ['id', '_labels', ...cols.map((c) => c.column)];
  await copyRows(db, t.meta.table, names, rows, '', file);
}

/**
 * Tables up to this many rows are written with CREATE statements instead of COPY: COPY's fixed
 * cost (files, a parallel pipeline) made the load of a 100-node graph take ~70 ms instead of ~18.
 */
const CREATE_ROWS = 2000;

/**
 * Rows as one parameter list per column (`$c0[i]`, ...): the binding types a list of numbers as
 * DOUBLE when any is fractional, but refuses a list of row structs whose fields differ in that
 * way. A column that is all null is left out (the engine cannot type an all-null list), and all-
 * empty labels are written as a typed empty list for the same reason. Returns the parameters and
 * the `name: value` entries of the columns from `first` on.
 */
function columnParams(
  names: string[],
  rows: Cell[][],
  first = 0,
): { params: Record<string, unknown>; fields: string } {
  const params: Record<string, unknown> = { n: rows.length };
  const fields: string[] = [];
  names.forEach((name, k) => {
    const values = rows.map((r) => r[k] ?? null);
    if (name === '_labels' && values.every((v) => Array.isArray(v) && v.length === 0)) {
      fields.push(`_labels: CAST([] AS STRING[])`);
    } else if (values.some((v) => v !== null)) {
      params[`c${k}`] = values;
      if (k >= first) fields.push(`${quote(name)}: $c${k}[i]`);
    }
  });
  return { params, fields: fields.join(', ') };
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
  const rows = edges.map((e) => edgeRow(e, cols, idType));
  if (rows.length <= CREATE_ROWS) {
    const { params, fields } = columnParams(['from', 'to', ...cols.map((c) => c.column)], rows);
    const props = fields.replace(/^`from`: \$c0\[i\], `to`: \$c1\[i\],? ?/, '');
    const match = `MATCH (a:${quote(pair.from)} {id: $c0[i]}), (b:${quote(pair.to)} {id: $c1[i]})`;
    await db.execute(
      `UNWIND range(1, $n) AS i ${match} CREATE (a)-[:${quote(t.meta.table)} {${props}}]->(b)`,
      params,
    );
    return;
  }
  await copyRows(db, t.meta.table, ['from', 'to', ...cols.map((c) => c.column)], rows, opts, file);
}

async function copyRows(
  db: EngineHandle,
  table: string,
  names: string[],
  rows: Cell[][],
  extraOpts: string,
  file: string,
): Promise<void> {
  if (rows.length === 0) return;
  if (!rows.every(csvSafe)) {
    // Rare: parameters carry these values exactly; slower, so only for this table.
    const fields = names.map((_, i) => `r.c${i}`).join(', ');
    const params = rows.map((r) => Object.fromEntries(r.map((v, i) => [`c${i}`, v])));
    const suffix = extraOpts ? ` (${extraOpts})` : '';
    await db.execute(`COPY ${quote(table)} FROM (UNWIND $rows AS r RETURN ${fields})${suffix}`, {
      rows: params,
    });
    return;
  }
  const multiline = await writeCsv(file, names, rows);
  const opts = ['HEADER=true', "DELIM=','", `QUOTE='"'`, `ESCAPE='"'`];
  // The parallel CSV reader rejects quoted newlines.
  if (multiline) opts.push('PARALLEL=false');
  if (extraOpts) opts.push(extraOpts);
  try {
    await db.run(`COPY ${quote(table)} FROM '${file.replaceAll("'", "\\'")}' (${opts.join(', ')})`);
  } finally {
    await rm(file, { force: true });
  }
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

/** Writes rows as RFC 4180 CSV in chunks; returns whether any field holds a newline. */
async function writeCsv(file: string, names: string[], rows: Cell[][]): Promise<boolean> {
  const fh = await open(file, 'w');
  let multiline = false;
  try {
    let chunk: string[] = [names.map((n) => `"${n}"`).join(',')];
    for (const row of rows) {
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
  return multiline;
}
