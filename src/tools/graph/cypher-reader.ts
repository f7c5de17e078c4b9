/**
 * The graph tools' reads as Cypher, one read-only query per call, on stores that speak it. The
 * query text follows the store's dialect profile (GraphStore.cypherDialect: name quoting, list
 * slicing and sorting, how a relationship's direction and a node's labels are tested), never its
 * kind. Each query counts the whole result in the engine and hands back only its first rows, so a
 * lookup that matches thousands of nodes costs one query and converts a hundred: a store that
 * counts results (`cypherWithTotal`) returns the rows and their count, elsewhere the query
 * collects them into a list and returns its size and a slice. `n.id` is the node id; node and
 * relationship values are returned whole and read back here (stores give a node's labels as
 * `_labels`; a relationship's type as `_type` or `_label`).
 *
 * Neighbors come from one undirected match, each row saying whether the relationship leaves the
 * node; DISTINCT keeps a self-loop, which an engine may meet from both ends, once (only used when
 * the graph has self-loops).
 *
 * On an engine whose labels are tables (`labelTables`: a node lives in the table of its first
 * label), the neighbor match names the relationship types and neighbor labels the schema pairs
 * with the node's label: the engine then reads only those tables, which makes the call several
 * times faster on graphs with many labels. There `(n:L)` finds only nodes whose first label is L;
 * for a label that is only ever a later one (or a neighbor label that is not a table), the engine
 * knows no such table and the query is asked again without the tables, by the label list (a
 * second query, in that case only).
 */
import { DEFAULT_EDGE_TYPE, DEFAULT_NODE_LABEL, type PropertyValue } from '../../graph/model.js';
import type { GraphSchema } from '../../graph/schema.js';
import type { CypherDialect } from '../../graph/stores/cypher-dialect.js';
import type { CountedQueryResult, GraphStore } from '../../graph/stores/graph-store.js';
import type { Fetched, GraphReader, NeighborRow, NodeLookup, NodeRow } from './graph-reader.js';
import { nodeRow } from './graph-reader.js';
import { type EntityKind, ID_PROPERTY } from './schema-lookup.js';

type Row = Record<string, unknown>;
/** A store the Cypher reader can read: it runs Cypher and declares its dialect. */
export type CypherReadableStore = GraphStore & {
  cypher: NonNullable<GraphStore['cypher']>;
  cypherDialect: CypherDialect;
};

/** True when `store` can be read with Cypher (it runs queries and says in which dialect). */
export function readsCypher(store: GraphStore): store is CypherReadableStore {
  return typeof store.cypher === 'function' && store.cypherDialect !== undefined;
}

/** Keys stores add to node and relationship values that are not properties. */
const META_KEYS = new Set(['_labels', '_label', '_type', '_id', '_src', '_dst']);

/** A lookup as query text: the node pattern, its condition, and whether tables may be named. */
interface Shape {
  node: string;
  where: string;
  tables: boolean;
}

/** The first items of a result, and how many the whole result has. */
interface Page {
  total: number;
  shown: unknown[];
}

/** A reader over `store.cypher`; the schema says how relationships are shown and where they lead. */
export function cypherReader(store: CypherReadableStore, schema: GraphSchema): GraphReader {
  const dialect = store.cypherDialect;
  const tables = dialect.features.labelTables;
  const name = (n: string) => dialect.quoteName(n);
  const prop = (v: string, p: string) => (p === ID_PROPERTY ? `${v}.id` : `${v}.${name(p)}`);
  /** `RETURN` of the list `found`'s size and first `k` items. */
  const firstOf = (k: number) => `RETURN size(found) AS total, ${dialect.firstItems('found', k)} AS shown`;
  const counting = counts(store) ? store : undefined;
  /** One row of `total` and `shown` (a counting store runs it too: its rows come in a stable order). */
  const read = async (query: string, params: Row = {}): Promise<Page> => {
    const limits = { maxRows: 1 };
    const { rows } = counting
      ? await counting.cypherWithTotal(query, params, limits)
      : await store.cypher(query, params, limits);
    return { total: Number(rows[0]?.total ?? 0), shown: (rows[0]?.shown as unknown[] | null) ?? [] };
  };
  /** The first `limit` rows of `query` on a counting store, and how many the whole result has. */
  const firstRows = async (on: CountingStore, query: string, limit: number, params: Row): Promise<Page> => {
    const { rows, total } = await on.cypherWithTotal(query, params, { maxRows: limit });
    return { total, shown: rows };
  };
  /**
   * Runs `build` over `(n:L)`; where labels are tables and the engine knows no table `L` (a label
   * that is never a node's first), again over `(n)` with `labelTest` checking the node's labels
   * against the `$label` parameter.
   */
  const byLabel = async (
    label: string,
    build: (node: string, labelTest: string, tables: boolean) => Promise<Page>,
  ): Promise<Page> => {
    try {
      return await build(`(n:${name(label)})`, '', tables);
    } catch (e) {
      if (!tables) throw e;
      return build('(n)', `${dialect.hasLabel('n', 'label')} AND `, false);
    }
  };
  /** Runs the query `build` makes for a shape of the lookup (see byLabel). */
  const matching = (lookup: NodeLookup, build: (shape: Shape, params: Row) => Promise<Page>) => {
    const params = { value: lookup.value, label: lookup.label };
    return byLabel(lookup.label, (node, labelTest, tables) =>
      build({ node, where: `${labelTest}${prop('n', lookup.property)} = $value`, tables }, params),
    );
  };
  return {
    async nodes(lookup, limit): Promise<Fetched<NodeRow>> {
      // A counting store returns the matches as rows (in the same order): the engine then neither
      // builds a list of every match nor copies it.
      const found = await matching(lookup, async (shape, params) => {
        const head = `MATCH ${shape.node} WHERE ${shape.where}`;
        if (counting === undefined) return read(`${head} WITH collect(n) AS found ${firstOf(limit)}`, params);
        const { total, shown } = await firstRows(counting, `${head} RETURN n`, limit, params);
        return { total, shown: shown.map((r) => (r as Row).n) };
      });
      return { rows: found.shown.map(readNode), total: found.total };
    },
    async neighbors(lookup, limit): Promise<Fetched<NeighborRow>> {
      const near = tables ? around(schema, lookup.label, name) : { rel: '', node: '' };
      if (near === undefined) return { rows: [], total: 0 };
      const outgoing = dialect.leaves('r', 'n');
      // The undirected match meets a self-loop from both ends and nothing else twice, so only a
      // graph with self-loops needs DISTINCT. Without it, a counting store returns the rows as the
      // match makes them, in half the engine time of collect(DISTINCT ...) over whole nodes and
      // relationships (each row has the fields of the collected map).
      const rowsFrom = schema.selfLoops > 0 ? undefined : counting;
      const found = await matching(lookup, (shape, params) => {
        const [rel, other] = shape.tables ? [near.rel, near.node] : ['', ''];
        const head = `MATCH ${shape.node}-[r${rel}]-(b${other}) WHERE ${shape.where}`;
        return rowsFrom === undefined
          ? read(
              `${head} WITH collect(DISTINCT {center: n.id, outgoing: ${outgoing}, r: r, b: b}) AS found ${firstOf(limit)}`,
              params,
            )
          : firstRows(
              rowsFrom,
              `${head} RETURN n.id AS center, ${outgoing} AS outgoing, r, b`,
              limit,
              params,
            );
      });
      return { rows: found.shown.map((r) => readNeighbor(r as Row, schema.directed)), total: found.total };
    },
    async values(kind: EntityKind, entity, property, limit): Promise<Fetched<PropertyValue>> {
      const v = prop('n', property);
      // Sorted in the list where the engine can (some engines' collect() ignores an ORDER BY before it).
      const valuesOf = (match: string, where: string) =>
        dialect.sortedList
          ? `${match} WHERE ${where}${v} IS NOT NULL WITH collect(DISTINCT ${v}) AS unsorted WITH ${dialect.sortedList('unsorted')} AS found ${firstOf(limit)}`
          : `${match} WHERE ${where}${v} IS NOT NULL WITH DISTINCT ${v} AS value ORDER BY value WITH collect(value) AS found ${firstOf(limit)}`;
      const found =
        kind === 'node'
          ? await byLabel(entity, (node, labelTest) =>
              read(valuesOf(`MATCH ${node}`, labelTest), { label: entity }),
            )
          : await read(valuesOf(`MATCH ()-[n:${name(entity)}]->()`, ''));
      return { rows: found.shown as PropertyValue[], total: found.total };
    },
  };
}

/** A Cypher store that also says how many rows a result has. */
type CountingStore = CypherReadableStore & {
  cypherWithTotal(query: string, params: Row, limits: { maxRows: number }): Promise<CountedQueryResult>;
};

const counts = (store: CypherReadableStore): store is CountingStore =>
  typeof store.cypherWithTotal === 'function';

/**
 * The relationship types and neighbor labels the schema pairs with `label`, as pattern text
 * (`:A|B` for types, `:X:Y` — either table, where labels are tables — for labels); undefined when
 * nothing can be adjacent.
 */
function around(schema: GraphSchema, label: string, name: (n: string) => string) {
  const types = new Set<string>();
  const labels = new Set<string>();
  for (const t of schema.relationshipTypes) {
    for (const e of t.endpoints) {
      if (e.from === label) labels.add(e.to);
      if (e.to === label) labels.add(e.from);
      if (e.from === label || e.to === label) types.add(t.type);
    }
  }
  if (types.size === 0) return undefined;
  return { rel: `:${[...types].map(name).join('|')}`, node: `:${[...labels].map(name).join(':')}` };
}

/** A node value as a row: id first, then its properties. */
function readNode(value: unknown): NodeRow {
  const v = (value ?? {}) as Row;
  return nodeRow(v.id as PropertyValue, properties(v, ['id']));
}

function readNeighbor(r: Row, directed: boolean): NeighborRow {
  const rel = (r.r ?? {}) as Row;
  const b = (r.b ?? {}) as Row;
  const labels = Array.isArray(b._labels) ? (b._labels as string[]) : [];
  return {
    from: r.center as PropertyValue,
    relationship: (rel._type ?? rel._label ?? DEFAULT_EDGE_TYPE) as string,
    direction: directed ? (r.outgoing ? 'outgoing' : 'incoming') : 'undirected',
    relationship_properties: properties(rel, []),
    neighbor_labels: labels.length === 0 ? [DEFAULT_NODE_LABEL] : labels,
    neighbor: readNode(b),
  };
}

/** A store value's properties: everything but the store's own keys and `skip`. */
function properties(v: Row, skip: string[]): Record<string, PropertyValue> {
  const out: Record<string, PropertyValue> = {};
  for (const [k, x] of Object.entries(v)) {
    if (META_KEYS.has(k) || skip.includes(k) || x === null || x === undefined) continue;
    out[k] = x as PropertyValue;
  }
  return out;
}
