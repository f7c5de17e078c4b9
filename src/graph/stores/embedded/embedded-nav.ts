/**
 * Navigation primitives and export for the embedded store, as parameterised Cypher over the
 * tables planned in layout.ts. Conventions match the memory store (memory/navigation.ts):
 * DEFAULT_NODE_LABEL matches unlabeled nodes, DEFAULT_EDGE_TYPE untyped edges, values compare
 * strictly, key `id` means the node id, unknown node → GrrafError 'not-found'.
 */

import {
  DEFAULT_NODE_LABEL,
  type GraphData,
  type GraphEdge,
  type GraphNode,
  type NodeId,
  nodeKey,
  type Properties,
  type PropertyValue,
} from '../../model.js';
import type {
  DistinctValuesQuery,
  Neighbor,
  NeighborQuery,
  NodesByPropertyQuery,
  StoredNode,
} from '../graph-store.js';
import { checkDistinctTarget, checkLimit, DistinctValues, noSuchNode } from '../nav-checks.js';
import type { EngineHandle } from './engine-handle.js';
import { quote, tableName } from './layout.js';
import type { ColumnMeta, NodeTableMeta, RelTableMeta, StoreMeta } from './store-meta.js';

type Row = Record<string, unknown>;

/** What the navigation functions need: an open database and its metadata. */
export interface NavContext {
  db: EngineHandle;
  meta: StoreMeta;
}

/** The id as the primary-key column holds it, or undefined when no node can have it. */
function engineId(ctx: NavContext, id: unknown): string | number | undefined {
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  if (ctx.meta.idType !== 'integer') return nodeKey(id);
  const n = typeof id === 'number' ? id : Number(id);
  return Number.isSafeInteger(n) && nodeKey(n) === nodeKey(id) ? n : undefined;
}

function decode(c: ColumnMeta, v: unknown): PropertyValue {
  return c.encoding === 'json' ? (JSON.parse(String(v)) as PropertyValue) : (v as PropertyValue);
}

function fill(target: { properties: Properties; weight?: number }, columns: ColumnMeta[], v: Row): void {
  for (const c of columns) {
    const x = v[c.column];
    if (x === null || x === undefined) continue;
    if (c.role === 'weight') target.weight = Number(x);
    else target.properties[c.key] = decode(c, x);
  }
}

/** A StoredNode from an engine node value. */
function toNode(ctx: NavContext, v: Row): StoredNode {
  const table = ctx.meta.nodeTables.find((t) => t.table === v._label);
  const node: StoredNode = {
    id: v.id as NodeId,
    labels: [...((v._labels as string[] | null) ?? [])],
    properties: {},
  };
  if (table) fill(node, table.columns, v);
  return node;
}

function toEdge(ctx: NavContext, r: Row, source: unknown, target: unknown): GraphEdge {
  const table = ctx.meta.relTables.find((t) => t.table === r._label);
  const edge: GraphEdge = { source: source as NodeId, target: target as NodeId, properties: {} };
  if (table && !table.untyped) edge.type = table.table;
  if (table) fill(edge, table.columns, r);
  return edge;
}

/** A Cypher condition "node n has label $label" (unlabeled nodes show as DEFAULT_NODE_LABEL). */
function labelCondition(label: string | undefined): string {
  if (label === undefined) return 'true';
  const has = 'list_contains(n._labels, $label)';
  return label === DEFAULT_NODE_LABEL ? `(size(n._labels) = 0 OR ${has})` : has;
}

/** Nodes whose property `key` equals `value` (key `id`: the node with that id). */
export async function nodesByProperty(ctx: NavContext, q: NodesByPropertyQuery): Promise<StoredNode[]> {
  const limit = checkLimit(q.limit);
  const found: StoredNode[] = [];
  const params: Row = q.label === undefined ? {} : { label: q.label };
  for (const t of ctx.meta.nodeTables) {
    if (found.length >= limit) break;
    const match = matchValue(ctx, t, q.key, q.value);
    if (match === undefined) continue;
    const where = `n.${quote(match.column)} = $v AND ${labelCondition(q.label)}`;
    const { rows } = await ctx.db.execute(
      `MATCH (n:${quote(t.table)}) WHERE ${where} RETURN n LIMIT ${limit - found.length}`,
      { ...params, v: match.value },
    );
    for (const r of rows) found.push(toNode(ctx, r.n as Row));
  }
  return found;
}

/** The column and engine value to compare for `key = value` on table t, if any can match. */
function matchValue(ctx: NavContext, t: NodeTableMeta, key: string, value: PropertyValue) {
  if (key === 'id') {
    const id = engineId(ctx, value);
    return id === undefined ? undefined : { column: 'id', value: id };
  }
  const c = columnFor(t, key);
  if (c === undefined || value === null) return undefined;
  if (c.encoding === 'json') return { column: c.column, value: JSON.stringify(value) };
  const ok =
    (c.type === 'INT64' && Number.isInteger(value)) ||
    (c.type === 'DOUBLE' && typeof value === 'number') ||
    (c.type === 'BOOLEAN' && typeof value === 'boolean') ||
    (c.type === 'STRING' && typeof value === 'string');
  return ok ? { column: c.column, value } : undefined;
}

/** The neighbors of node `id` with the connecting edge (see memory/navigation.ts for the rules). */
export async function neighbors(ctx: NavContext, id: NodeId, q: NeighborQuery = {}): Promise<Neighbor[]> {
  const key = engineId(ctx, id);
  if (key === undefined) throw noSuchNode(id);
  const found = await neighborRows(ctx, key, q);
  // Only an empty answer needs the existence check (one query fewer on every other call).
  if (found.length === 0) {
    const exists =
      (await ctx.db.execute('MATCH (n) WHERE n.id = $id RETURN n.id', { id: key })).rows.length > 0;
    if (!exists) throw noSuchNode(id);
  }
  return found;
}

async function neighborRows(ctx: NavContext, key: string | number, q: NeighborQuery): Promise<Neighbor[]> {
  const limit = checkLimit(q.limit);
  if (ctx.meta.relTables.length === 0 || limit === 0) return [];
  const rel = q.type === undefined ? 'r' : `r:${quote(tableName(q.type))}`;
  if (q.type !== undefined && !ctx.meta.relTables.some((t) => t.table === tableName(q.type!))) return [];
  const ret = `RETURN r, b, a.id AS aid, b.id AS bid, id(a) AS ainternal LIMIT ${limit}`;
  const run = async (pattern: string) =>
    (await ctx.db.execute(`MATCH ${pattern} WHERE a.id = $id ${ret}`, { id: key })).rows;
  const found: Neighbor[] = [];
  if (!ctx.meta.directed) {
    const seen = new Set<string>();
    for (const r of await run(`(a)-[${rel}]-(b)`)) {
      const rid = JSON.stringify((r.r as Row)._id);
      if (seen.has(rid)) continue; // the engine lists a self-loop once per direction
      seen.add(rid);
      // The stored direction: does the edge start at the queried node?
      const fromA = JSON.stringify((r.r as Row)._src) === JSON.stringify(r.ainternal);
      const [s, t] = fromA ? [r.aid, r.bid] : [r.bid, r.aid];
      found.push({ node: toNode(ctx, r.b as Row), edge: toEdge(ctx, r.r as Row, s, t), direction: 'out' });
    }
    return found.slice(0, limit);
  }
  const direction = q.direction ?? 'both';
  if (direction !== 'in') {
    for (const r of await run(`(a)-[${rel}]->(b)`)) {
      found.push({
        node: toNode(ctx, r.b as Row),
        edge: toEdge(ctx, r.r as Row, r.aid, r.bid),
        direction: 'out',
      });
    }
  }
  if (direction !== 'out') {
    for (const r of await run(`(a)<-[${rel}]-(b)`)) {
      if (direction === 'both' && r.aid === r.bid) continue; // self-loop already listed as 'out'
      found.push({
        node: toNode(ctx, r.b as Row),
        edge: toEdge(ctx, r.r as Row, r.bid, r.aid),
        direction: 'in',
      });
    }
  }
  return found.slice(0, limit);
}

/** Distinct values of `key` in first-seen order, over edges of `type` or nodes (of `label`). */
export async function distinctValues(ctx: NavContext, q: DistinctValuesQuery): Promise<PropertyValue[]> {
  checkDistinctTarget(q);
  const limit = checkLimit(q.limit);
  const found = new DistinctValues(limit);
  if (limit === 0) return found.values;
  const scans: { query: string; column: ColumnMeta | undefined; params: Row }[] = [];
  if (q.type !== undefined) {
    const t = ctx.meta.relTables.find((x) => x.table === tableName(q.type!));
    const c = t && columnFor(t, q.key);
    if (t && c)
      scans.push({
        query: `MATCH ()-[n:${quote(t.table)}]->() WHERE n.${quote(c.column)} IS NOT NULL RETURN n.${quote(c.column)} AS v`,
        column: c,
        params: {},
      });
  } else {
    for (const t of ctx.meta.nodeTables) {
      const c = q.key === 'id' ? undefined : columnFor(t, q.key);
      if (q.key !== 'id' && c === undefined) continue;
      const col = quote(c?.column ?? 'id');
      const params = q.label === undefined ? {} : { label: q.label };
      scans.push({
        query: `MATCH (n:${quote(t.table)}) WHERE n.${col} IS NOT NULL AND ${labelCondition(q.label)} RETURN n.${col} AS v`,
        column: c,
        params,
      });
    }
  }
  for (const s of scans) {
    let more = true;
    await ctx.db.stream(
      s.query,
      s.params,
      (row) => (more = found.add(s.column ? decode(s.column, row.v) : (row.v as PropertyValue))),
    );
    if (!more) break;
  }
  return found.values;
}

/** The column holding property `key` as the memory store sees it (first-class weight wins). */
function columnFor(t: { columns: ColumnMeta[] }, key: string): ColumnMeta | undefined {
  return t.columns.find((c) => c.key === key && c.role === 'weight') ?? t.columns.find((c) => c.key === key);
}

/** The whole stored graph as GraphData, table by table. */
export async function exportGraph(ctx: NavContext): Promise<GraphData> {
  const nodes: GraphNode[] = [];
  for (const t of ctx.meta.nodeTables) {
    await ctx.db.stream(`MATCH (n:${quote(t.table)}) RETURN n`, {}, (row) => {
      nodes.push(toNode(ctx, row.n as Row) as GraphNode);
      return true;
    });
  }
  const edges: GraphEdge[] = [];
  for (const t of ctx.meta.relTables as RelTableMeta[]) {
    await ctx.db.stream(`MATCH (a)-[r:${quote(t.table)}]->(b) RETURN a.id AS s, b.id AS t, r`, {}, (row) => {
      edges.push(toEdge(ctx, row.r as Row, row.s, row.t));
      return true;
    });
  }
  const data: GraphData = { directed: ctx.meta.directed, nodes, edges };
  if (ctx.meta.multi) data.multi = true;
  if (ctx.meta.name !== undefined) data.name = ctx.meta.name;
  return data;
}
