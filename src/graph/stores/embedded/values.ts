/**
 * Turns engine values into plain JSON-friendly values for query results: node and relationship
 * objects lose the engine's internal ids (`_id`, `_src`, `_dst` are table offsets, meaningless to
 * a reader) and their null fields (an unlabeled variable spans several tables, and the engine
 * fills the other tables' columns with nulls), BigInts become numbers when safe (else strings),
 * dates become ISO strings.
 *
 * Given the tables' columns (`EntityColumns`), a node or relationship also shows its properties
 * by their keys, as the schema and the memory store name them, not by the columns that hold them
 * (layout.ts): a property `id` lives in column `id_`, a `weight` key beside the first-class
 * weight in `weight_`, `name` beside `Name` in `name_`, and lists in JSON text. Those used to
 * reach query results (and the graph tools) as `id_` and the like, which no schema lists. Where
 * a key meets one the store gives itself (a node's `id` is its id, `_labels` its labels; `weight`
 * is the first-class weight), the store's own value is shown, as the graph tools show it over the
 * memory store.
 */
import type { ColumnMeta, StoreMeta } from './store-meta.js';

/** Keys the store itself puts on node values; a property of the same key is not shown. */
const NODE_KEYS = new Set(['id', '_labels', '_label']);
/** ... and on relationship values. */
const RELATIONSHIP_KEYS = new Set(['_label']);

/** A table's property columns by column name, the keys the store owns, whether it has a weight column. */
interface TableColumns {
  byColumn: Map<string, ColumnMeta>;
  own: Set<string>;
  weighted: boolean;
}

/** The columns of every node and relationship table, by table name (the value's `_label`). */
export type EntityColumns = Map<string, TableColumns>;

/** The tables' columns of a store, looked up per entity value. */
export function entityColumns(meta: StoreMeta): EntityColumns {
  const out: EntityColumns = new Map();
  const add = (t: { table: string; columns: ColumnMeta[] }, own: Set<string>) =>
    out.set(t.table, {
      byColumn: new Map(t.columns.map((c) => [c.column, c])),
      own,
      weighted: t.columns.some((c) => c.role === 'weight'),
    });
  for (const t of meta.nodeTables) add(t, NODE_KEYS);
  for (const t of meta.relTables) add(t, RELATIONSHIP_KEYS);
  return out;
}

/** A JSON-friendly copy of an engine value; entity properties by key when `tables` is given. */
export function plainValue(v: unknown, tables?: EntityColumns): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (typeof v !== 'object') return v;
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map((x) => plainValue(x, tables));
  if (v instanceof Map) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of v) out[String(k)] = plainValue(x, tables);
    return out;
  }
  const out: Record<string, unknown> = {};
  const entity = '_label' in v;
  const columns = entity ? tables?.get(String((v as { _label: unknown })._label)) : undefined;
  for (const [k, x] of Object.entries(v)) {
    if (k === '_id' || k === '_src' || k === '_dst') continue;
    if (entity && (x === null || x === undefined)) continue;
    const c = columns?.byColumn.get(k);
    if (c === undefined) out[k] = plainValue(x, tables);
    else if (c.role === 'weight') out.weight = plainValue(x, tables);
    else if (!columns!.own.has(c.key) && !(c.key === 'weight' && columns!.weighted)) {
      out[c.key] = c.encoding === 'json' ? JSON.parse(String(x)) : plainValue(x, tables);
    }
  }
  return out;
}
