/**
 * The graph tools' reads as Cypher, one read-only query per call, on stores that speak it (the
 * embedded store, Neo4j). The queries stay inside what both dialects share: labels and types as
 * backtick-quoted names, `n.id` for the node id, node and relationship values returned whole and
 * read back here (both stores give a node's labels as `_labels`; a relationship's type is `_label`
 * on the embedded store and `_type` on Neo4j).
 *
 * Neighbors come from one undirected match, each row saying whether the relationship leaves the
 * node (`startNode(r) = n` on Neo4j; on the embedded store, whether the relationship's source is
 * the node). On the embedded store the match names the relationship types and neighbor labels
 * the schema pairs with the node's label: the engine then reads only those tables, which makes
 * the call several times faster on graphs with many labels.
 *
 * The embedded store keeps each node in the table of its first label, so `(n:L)` finds nodes
 * whose first label is L; for a label that is only ever a later one (or a neighbor label that is
 * not a table), the engine knows no such table and the query is asked again without the tables,
 * by the label list (a second query, in that case only).
 */
import { DEFAULT_EDGE_TYPE, DEFAULT_NODE_LABEL, type PropertyValue } from '../../graph/model.js';
import type { GraphSchema } from '../../graph/schema.js';
import type { GraphStore, QueryResult } from '../../graph/stores/graph-store.js';
import {
  type Direction,
  type Fetched,
  fetched,
  type GraphReader,
  type NeighborRow,
  type NodeLookup,
  type NodeRow,
  nodeRow,
} from './graph-reader.js';
import { type EntityKind, ID_PROPERTY } from './schema-lookup.js';

type Row = Record<string, unknown>;
type CypherStore = GraphStore & { cypher: NonNullable<GraphStore['cypher']> };

/** Keys stores add to node and relationship values that are not properties. */
const META_KEYS = new Set(['_labels', '_label', '_type', '_id', '_src', '_dst']);

/** A reader over `store.cypher`; the schema says how relationships are shown and where they lead. */
export function cypherReader(store: CypherStore, schema: GraphSchema): GraphReader {
  const embedded = store.kind === 'embedded';
  // Both dialects quote with backticks; the embedded store's names have no backticks at all.
  const name = (n: string) => `\`${embedded ? n.replaceAll('`', '_') : n.replaceAll('`', '``')}\``;
  const prop = (v: string, p: string) => (p === ID_PROPERTY ? `${v}.id` : `${v}.${name(p)}`);
  const run = (query: string, params: Row, limit: number): Promise<QueryResult> =>
    store.cypher(query, params, { maxRows: limit + 1 });
  /**
   * Runs the query `build` makes for a shape of the lookup: first `(n:L)` and the tables the
   * schema names; on the embedded store, when the engine knows no such table, again by label list.
   */
  const matching = async (lookup: NodeLookup, limit: number, build: (shape: Shape) => string) => {
    const where = `${prop('n', lookup.property)} = $value`;
    const params = { value: lookup.value, label: lookup.label };
    try {
      return await run(build({ node: `(n:${name(lookup.label)})`, where, tables: true }), params, limit);
    } catch (e) {
      if (!embedded) throw e;
      const byList = { node: '(n)', where: `list_contains(n._labels, $label) AND ${where}`, tables: false };
      return run(build(byList), params, limit);
    }
  };
  return {
    async nodes(lookup, limit): Promise<Fetched<NodeRow>> {
      const result = await matching(
        lookup,
        limit,
        (shape) => `MATCH ${shape.node} WHERE ${shape.where} RETURN n LIMIT ${limit + 1}`,
      );
      return fetched(
        result.rows.map((r) => readNode(r.n)),
        limit,
      );
    },
    async neighbors(lookup, limit): Promise<Fetched<NeighborRow>> {
      const near = embedded ? around(schema, lookup.label, name) : { rel: '', node: '' };
      if (near === undefined) return { rows: [], more: false };
      const outgoing = embedded ? "struct_extract(r, '_src') = id(n)" : 'startNode(r) = n';
      const rid = embedded ? 'id(r)' : 'elementId(r)';
      const result = await matching(lookup, limit, (shape) => {
        const [rel, other] = shape.tables ? [near.rel, near.node] : ['', ''];
        return (
          `MATCH ${shape.node}-[r${rel}]-(b${other}) WHERE ${shape.where} ` +
          `RETURN n.id AS center, ${outgoing} AS outgoing, ${rid} AS rid, r, b LIMIT ${limit + 1}`
        );
      });
      const rows = unique(result.rows).map((r) => readNeighbor(r, schema.directed));
      return fetched(rows, limit);
    },
    async values(kind: EntityKind, entity, property, limit): Promise<Fetched<PropertyValue>> {
      const match = kind === 'node' ? `MATCH (n:${name(entity)})` : `MATCH ()-[n:${name(entity)}]->()`;
      const v = prop('n', property);
      const query = `${match} WHERE ${v} IS NOT NULL RETURN DISTINCT ${v} AS value ORDER BY value LIMIT ${limit + 1}`;
      const result = await run(query, {}, limit);
      return fetched(
        result.rows.map((r) => r.value as PropertyValue),
        limit,
      );
    },
  };
}

/** A node value as a row: id first, then its properties. */
function readNode(value: unknown): NodeRow {
  const v = (value ?? {}) as Row;
  return nodeRow(v.id as PropertyValue, properties(v, ['id']));
}

/** A lookup as query text: the node pattern, its condition, and whether tables may be named. */
interface Shape {
  node: string;
  where: string;
  tables: boolean;
}

/**
 * The relationship types and neighbor labels the schema pairs with `label`, as pattern text
 * (`:A|B` for types, `:X:Y` — either table — for labels); undefined when nothing can be adjacent.
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
  return {
    rel: `:${[...types].map(name).join('|')}`,
    node: `:${[...labels].map(name).join(':')}`,
  };
}

/** Rows without repeats: an undirected match lists a self-loop once from each end. */
function unique(rows: Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = JSON.stringify([r.center, r.rid]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function readNeighbor(r: Row, directed: boolean): NeighborRow {
  const rel = (r.r ?? {}) as Row;
  const b = (r.b ?? {}) as Row;
  const labels = Array.isArray(b._labels) ? (b._labels as string[]) : [];
  const type = (rel._type ?? rel._label ?? DEFAULT_EDGE_TYPE) as string;
  return {
    from: r.center as PropertyValue,
    relationship: type,
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
