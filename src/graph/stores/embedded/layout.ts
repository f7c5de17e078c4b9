/**
 * Plans how a GraphData becomes tables (the engine needs a schema up front):
 * - one node table per primary (first) label, DEFAULT_NODE_LABEL for unlabeled nodes; the column
 *   `_labels STRING[]` keeps all labels of each node, since the engine allows one label per node;
 * - primary key `id`: INT64 when every id is an integer, else STRING (the given type is in meta);
 * - one relationship table per type (DEFAULT_EDGE_TYPE for untyped edges) with one FROM/TO pair
 *   per endpoint table pair; undirected edges are stored once, as given, and queried with `-[]-`;
 * - properties become typed columns; lists and keys with mixed types become JSON text columns;
 *   the first-class weight is the column `weight` (property-view.ts: it wins over a `weight` key).
 */
import { GrrafError } from '../../../errors.js';
import { hasDistinctEdges } from '../../formats/distinct-edges.js';
import { type EdgeColumns, edgeColumns } from '../../formats/edge-columns.js';
import {
  DEFAULT_EDGE_TYPE,
  DEFAULT_NODE_LABEL,
  type GraphData,
  type GraphEdge,
  type GraphNode,
  NO_PROPERTIES,
  type Properties,
  type PropertyValue,
} from '../../model.js';
import type { PropertyType } from '../../schema.js';
import { propertyType } from '../../schema-builder.js';
import { indexNodes, type NodeIndex } from './node-index.js';
import { columnEdges, objectEdges, type PlannedEdges } from './planned-edges.js';
import type { ColumnMeta, ColumnType, NodeTableMeta, RelTableMeta } from './store-meta.js';

/** Column names the store reserves on every node table. */
const RESERVED_NODE_COLUMNS = ['id', '_labels'];

/** A table and the rows that go into it. */
export interface NodeTablePlan {
  meta: NodeTableMeta;
  nodes: GraphNode[];
}

export interface RelTablePlan {
  meta: RelTableMeta;
  /** The positions (in LayoutPlan.edges) of the edges of each endpoint pair, keyed `from\u0000to`; null: every edge, in order. */
  byPair: Map<string, Int32Array | null>;
}

export interface LayoutPlan {
  idType: 'integer' | 'string' | 'mixed' | 'none';
  nodeTables: NodeTablePlan[];
  relTables: RelTablePlan[];
  /** Edges after the simple-graph rule (repeated edge: later attributes win), read by position. */
  kept: PlannedEdges;
  /** The same edges as objects (made on first read for a parser's columnar graph; the Neo4j load reads them). */
  readonly edges: GraphEdge[];
  /** The positions in `GraphData.nodes` of each kept edge's ends: edge i joins ends[2i] and ends[2i+1]. */
  ends: Int32Array;
  /** Node ids by position, when every id is a safe integer (idType 'integer'). */
  integerIds: Float64Array | undefined;
}

/** Validates `data` (duplicate ids, dangling edges, bad weights) and plans its tables. */
export function planLayout(data: GraphData): LayoutPlan {
  // Edges refer to nodes by position from here on; each node's table is a number (tableOf).
  const index = indexNodes(data.nodes);
  const tableOf = new Int32Array(data.nodes.length);
  const nodeTableNames = new Names();
  const nodeGroups: GraphNode[][] = [];
  data.nodes.forEach((node, i) => {
    checkWeight(node.weight, `nodes[${i}].weight`);
    const t = nodeTableNames.number(node.labels[0] ?? DEFAULT_NODE_LABEL);
    tableOf[i] = t;
    pushAt(nodeGroups, t, node);
  });
  const columns = edgeColumns(data);
  // A parser's simple graph has had its repeats merged (formats/distinct-edges.ts), its ends are
  // node positions and its weights numbers: its columns are used as they are, no objects made.
  const { kept, objects, ends } =
    columns !== undefined && (data.multi === true || hasDistinctEdges(data))
      ? { kept: columnEdges(columns, data.nodes), objects: () => data.edges, ends: interleave(columns) }
      : simpleEdges(data, index);
  const nodeTables = nodeGroups.map((nodes, t) => ({
    meta: {
      table: nodeTableNames.names[t]!,
      columns: planColumns(
        allRows(nodes.length),
        (i) => nodes[i]!.weight,
        (i) => nodes[i]!.properties,
        RESERVED_NODE_COLUMNS,
      ),
    },
    nodes,
  }));
  const relTables = planRelTables(kept, { ends, tableOf, tables: nodeTableNames.names });
  const idType = idTypeOf(data.nodes);
  return {
    idType,
    nodeTables,
    relTables,
    kept,
    get edges() {
      return objects();
    },
    ends,
    integerIds: idType === 'integer' ? Float64Array.from(data.nodes, (n) => n.id as number) : undefined,
  };
}

/** Table names numbered in first-seen order; a label or type is made a name once, not per row. */
class Names {
  readonly names: string[] = [];
  private readonly numbers = new Map<string, number>();
  private last: string | undefined;
  private lastNumber = -1;

  /** The number of the table for `label` (a node label or an edge type). */
  number(label: string): number {
    // Consecutive rows usually share a label: skip the map lookup then.
    if (label === this.last) return this.lastNumber;
    const name = tableName(label);
    let n = this.numbers.get(name);
    if (n === undefined) {
      n = this.names.length;
      this.names.push(name);
      this.numbers.set(name, n);
    }
    this.last = label;
    this.lastNumber = n;
    return n;
  }
}

/** Endpoint node positions per kept edge (ends[2i], ends[2i+1]) and each node's table. */
interface Ends {
  ends: Int32Array;
  tableOf: Int32Array;
  tables: string[];
}

/** One relationship table per edge type, its edges grouped by endpoint table pair. */
function planRelTables(edges: PlannedEdges, e: Ends): RelTablePlan[] {
  const names = new Names();
  const k = e.tables.length;
  // Edges per (type, from table, to table), numbered type * k² + from * k + to. Most graphs have
  // one type and one label, so one group holding every edge: null, no list of positions.
  let groups: Map<number, Int32Array | null>;
  if (k === 1 && oneType(edges, names)) {
    groups = new Map(edges.count > 0 ? [[0, null]] : []);
  } else {
    const lists = new Map<number, number[]>();
    for (let i = 0; i < edges.count; i++) {
      const type = names.number(edges.type(i) ?? DEFAULT_EDGE_TYPE);
      const code = (type * k + e.tableOf[e.ends[2 * i]!]!) * k + e.tableOf[e.ends[2 * i + 1]!]!;
      const list = lists.get(code);
      if (list === undefined) lists.set(code, [i]);
      else list.push(i);
    }
    groups = new Map([...lists].map(([code, list]) => [code, Int32Array.from(list)]));
  }
  const plans: RelTablePlan[] = names.names.map((table) => ({
    meta: { table, untyped: true, pairs: [], columns: [] },
    byPair: new Map(),
  }));
  for (const [code, rows] of [...groups].sort((a, b) => a[0] - b[0])) {
    const plan = plans[Math.floor(code / (k * k))]!;
    const from = e.tables[Math.floor(code / k) % k]!;
    const to = e.tables[code % k]!;
    plan.meta.pairs.push({ from, to });
    plan.byPair.set(`${from}\u0000${to}`, rows);
  }
  for (const plan of plans) {
    const lists = [...plan.byPair.values()];
    const rows = lists.includes(null) ? allRows(edges.count) : concat(lists as Int32Array[]);
    if (edges.bare) {
      // No types or properties: only the weights say anything (read from their array).
      plan.meta.untyped = true;
      plan.meta.columns = weightColumns(edges.weightColumn(), rows);
    } else {
      plan.meta.untyped = rows.every((i) => edges.type(i) === undefined);
      plan.meta.columns = planColumns(rows, edges.weight, edges.properties, []);
    }
  }
  return plans;
}

/** planColumns for edges without properties: a weight column when any edge has a weight. */
function weightColumns(weights: Float64Array, rows: Int32Array): ColumnMeta[] {
  let weighted = false;
  let integral = true;
  for (const i of rows) {
    const w = weights[i]!;
    if (Number.isNaN(w)) continue;
    weighted = true;
    if (!int64Exact(w)) {
      integral = false;
      break;
    }
  }
  if (!weighted) return [];
  const type = integral ? 'INT64' : 'DOUBLE';
  return [{ column: 'weight', key: 'weight', type, encoding: 'plain', role: 'weight' }];
}

/** True when every edge has the first edge's table (numbering it in `names`). */
function oneType(edges: PlannedEdges, names: Names): boolean {
  if (edges.bare) return edges.count === 0 || names.number(DEFAULT_EDGE_TYPE) === 0;
  let checked = false;
  let last: string | undefined;
  for (let i = 0; i < edges.count; i++) {
    const type = edges.type(i);
    // Most edges repeat the previous edge's type (often undefined): no call for those.
    if (checked && type === last) continue;
    if (names.number(type ?? DEFAULT_EDGE_TYPE) !== 0) return false;
    checked = true;
    last = type;
  }
  return true;
}

/** Positions 0..n-1. */
function allRows(n: number): Int32Array {
  const rows = new Int32Array(n);
  for (let i = 0; i < n; i++) rows[i] = i;
  return rows;
}

function concat(lists: Int32Array[]): Int32Array {
  const out = new Int32Array(lists.reduce((sum, l) => sum + l.length, 0));
  let at = 0;
  for (const l of lists) {
    out.set(l, at);
    at += l.length;
  }
  return out;
}

/** A columnar graph's ends as ends[2i], ends[2i+1]. */
function interleave(columns: EdgeColumns): Int32Array {
  const { source, target } = columns;
  const ends = new Int32Array(2 * source.length);
  for (let i = 0; i < source.length; i++) {
    ends[2 * i] = source[i]!;
    ends[2 * i + 1] = target[i]!;
  }
  return ends;
}

/**
 * Applies the simple-graph rule and rejects edges to undeclared nodes. Returns the kept edges and
 * their endpoint node indexes (ends[2i], ends[2i+1]). Repeats are found without a Map entry per
 * edge (memory, and a Map stops at 2^24 entries, below a 20M-edge graph): see repeatedKeys; only
 * the rare repeated pairs go into a Map.
 */
function simpleEdges(
  data: GraphData,
  index: NodeIndex,
): { kept: PlannedEdges; objects: () => GraphEdge[]; ends: Int32Array } {
  const n = data.nodes.length;
  const m = data.edges.length;
  const directed = data.directed;
  const ends = new Int32Array(2 * m);
  const dense = index.dense ?? NO_POSITIONS;
  for (let i = 0; i < m; i++) {
    const e = data.edges[i]!;
    // Integer ids in the dense table are read inline (two lookups per edge, millions of edges).
    const s = e.source;
    const t = e.target;
    const sAt = typeof s === 'number' && Number.isInteger(s) ? (dense[s] ?? -1) : -1;
    const tAt = typeof t === 'number' && Number.isInteger(t) ? (dense[t] ?? -1) : -1;
    ends[2 * i] = sAt >= 0 ? sAt : endpoint(index, e, 'source', i);
    ends[2 * i + 1] = tAt >= 0 ? tAt : endpoint(index, e, 'target', i);
    const w = e.weight;
    if (w !== undefined && (typeof w !== 'number' || Number.isNaN(w))) checkWeight(w, `edges[${i}].weight`);
  }
  // A parser's simple graph has had its repeats merged already (formats/distinct-edges.ts).
  const repeated =
    data.multi === true || hasDistinctEdges(data) ? new Set<number>() : repeatedKeys(ends, n, directed);
  if (repeated.size === 0) return { kept: objectEdges(data.edges), objects: () => data.edges, ends };
  const edges: GraphEdge[] = [];
  const keptEnds: number[] = [];
  const at = new Map<number, number>();
  for (let i = 0; i < m; i++) {
    const e = data.edges[i]!;
    const k = pairKey(ends[2 * i]!, ends[2 * i + 1]!, n, directed);
    const first = repeated.has(k) ? at.get(k) : undefined;
    if (first === undefined) {
      if (repeated.has(k)) at.set(k, edges.length);
      edges.push(e);
      keptEnds.push(ends[2 * i]!, ends[2 * i + 1]!);
    } else {
      // Later attributes win, endpoints stay as first given (NetworkX add_edge).
      const kept = edges[first]!;
      edges[first] = { ...e, source: kept.source, target: kept.target };
    }
  }
  return { kept: objectEdges(edges), objects: () => edges, ends: Int32Array.from(keptEnds) };
}

const NO_POSITIONS = new Int32Array(0);

/** The key of the pair (s, t): unordered when undirected. */
function pairKey(s: number, t: number, n: number, directed: boolean): number {
  return directed || s <= t ? s * n + t : t * n + s;
}

/**
 * Pair keys that occur more than once (usually none), in linear time: edges are bucketed by the
 * first end of their key (a counting sort), and within a bucket a second end seen before marks a
 * repeat. Sorting a Float64Array of keys took ~130 ms of the 1M-edge load; this ~20 ms.
 */
function repeatedKeys(ends: Int32Array, n: number, directed: boolean): Set<number> {
  const m = ends.length / 2;
  // Each pair's key ends (first, second): unordered pairs put the smaller end first.
  const firsts = new Int32Array(m);
  const seconds = new Int32Array(m);
  for (let i = 0; i < m; i++) {
    const s = ends[2 * i]!;
    const t = ends[2 * i + 1]!;
    const swap = !directed && t < s;
    firsts[i] = swap ? t : s;
    seconds[i] = swap ? s : t;
  }
  const start = new Int32Array(n + 1);
  for (let i = 0; i < m; i++) start[firsts[i]! + 1]!++;
  for (let u = 0; u < n; u++) start[u + 1]! += start[u]!;
  const next = start.slice(0, n);
  const bucketed = new Int32Array(m);
  for (let i = 0; i < m; i++) bucketed[next[firsts[i]!]!++] = seconds[i]!;
  // seenIn[v] = 1 + the last first end whose bucket held v.
  const seenIn = new Int32Array(n);
  const repeated = new Set<number>();
  for (let u = 0; u < n; u++) {
    for (let j = start[u]!; j < start[u + 1]!; j++) {
      const v = bucketed[j]!;
      if (seenIn[v] === u + 1) repeated.add(pairKey(u, v, n, true));
      else seenIn[v] = u + 1;
    }
  }
  return repeated;
}

function endpoint(index: NodeIndex, e: GraphEdge, end: 'source' | 'target', i: number): number {
  const at = index.get(e[end]);
  if (at === undefined) {
    throw new GrrafError('validation', `edge ${i} refers to undeclared node ${JSON.stringify(e[end])}`, {
      field: `edges[${i}].${end}`,
    });
  }
  return at;
}

/** Columns for the properties (and weight) of `items`, avoiding reserved names. */
function planColumns(
  rows: Int32Array,
  weightAt: (i: number) => number | undefined,
  propertiesAt: (i: number) => Properties,
  reserved: string[],
) {
  const types = new Map<string, Set<PropertyType>>();
  let weighted = false;
  let integralWeights = true;
  for (const i of rows) {
    const w = weightAt(i);
    if (w !== undefined) {
      weighted = true;
      if (integralWeights && !int64Exact(w)) integralWeights = false;
    }
    const properties = propertiesAt(i);
    // Bare items share the frozen empty properties: skip the loop for them.
    if (properties === NO_PROPERTIES) continue;
    for (const key in properties) {
      if (!Object.hasOwn(properties, key)) continue;
      let set = types.get(key);
      if (set === undefined) {
        set = new Set();
        types.set(key, set);
      }
      set.add(columnKind(properties[key] as PropertyValue));
    }
  }
  const taken = new Set(reserved.map((r) => r.toLowerCase()));
  const columns: ColumnMeta[] = [];
  if (weighted) {
    taken.add('weight');
    // Integral weights are INT64, as integer properties are (the schema calls them integers):
    // a DOUBLE column makes the relationship COPY ~2.5x slower on @ladybugdb/core 0.19.1, which
    // samples every double column chunk for its float compression even with compression off
    // (1M edges: 5.1 s of engine CPU against 2.0 s; docs/benchmarks.md, "Loading").
    const type = integralWeights ? 'INT64' : 'DOUBLE';
    columns.push({ column: 'weight', key: 'weight', type, encoding: 'plain', role: 'weight' });
  }
  for (const [key, seen] of types) {
    const column = uniqueName(key, taken);
    columns.push({ column, key, ...columnType(seen), role: 'property' });
  }
  return columns;
}

/** A number INT64 holds exactly: a safe integer, and not -0 (which INT64 would read back as 0). */
function int64Exact(n: number): boolean {
  return Number.isSafeInteger(n) && !Object.is(n, -0);
}

/** The property's type as a column sees it: an integer INT64 cannot hold exactly is a float. */
function columnKind(value: PropertyValue): PropertyType {
  const kind = propertyType(value);
  return kind === 'integer' && !int64Exact(value as number) ? 'float' : kind;
}

function columnType(seen: Set<PropertyType>): { type: ColumnType; encoding: 'plain' | 'json' } {
  const kinds = new Set(seen);
  kinds.delete('null');
  if (kinds.size === 0) return { type: 'STRING', encoding: 'plain' };
  if (kinds.size === 1 && kinds.has('integer')) return { type: 'INT64', encoding: 'plain' };
  if ([...kinds].every((k) => k === 'integer' || k === 'float')) return { type: 'DOUBLE', encoding: 'plain' };
  if (kinds.size === 1 && kinds.has('boolean')) return { type: 'BOOLEAN', encoding: 'plain' };
  if (kinds.size === 1 && kinds.has('string')) return { type: 'STRING', encoding: 'plain' };
  return { type: 'STRING', encoding: 'json' };
}

function uniqueName(key: string, taken: Set<string>): string {
  let name = key.replaceAll('`', '_') || '_';
  while (taken.has(name.toLowerCase())) name = `${name}_`;
  taken.add(name.toLowerCase());
  return name;
}

/** A label or type as a table name: identifiers are backtick-quoted, so only backticks go. */
export function tableName(label: string): string {
  return label.replaceAll('`', '_') || '_';
}

/** Backtick-quotes an identifier for the engine. */
export function quote(name: string): string {
  return `\`${name.replaceAll('`', '_')}\``;
}

function idTypeOf(nodes: GraphNode[]): LayoutPlan['idType'] {
  if (nodes.length === 0) return 'none';
  let ints = 0;
  for (const n of nodes) if (typeof n.id === 'number' && Number.isSafeInteger(n.id)) ints++;
  if (ints === nodes.length) return 'integer';
  return nodes.every((n) => typeof n.id === 'string') ? 'string' : 'mixed';
}

function checkWeight(weight: unknown, field: string): void {
  if (weight !== undefined && (typeof weight !== 'number' || Number.isNaN(weight))) {
    throw new GrrafError('validation', `weight must be a number, got ${JSON.stringify(weight)}`, { field });
  }
}

function pushAt<T>(lists: T[][], at: number, item: T): void {
  const list = lists[at];
  if (list === undefined) lists[at] = [item];
  else list.push(item);
}
