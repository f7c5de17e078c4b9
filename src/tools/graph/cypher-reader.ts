/**
 * The graph tools' reads as Cypher, one read-only query per call, on stores that speak it (the
 * embedded store, Neo4j). The queries stay inside what both dialects share: labels and types as
 * backtick-quoted names, `n.id` for the node id, node and relationship values returned whole and
 * read back here (both stores give a node's labels as `_labels`; a relationship's type is `_label`
 * on the embedded store and `_type` on Neo4j).
 *
 * The embedded store keeps each node in the table of its first label, so `(n:L)` finds nodes
 * whose first label is L; for a label that is only ever a later one, the engine knows no table L
 * and the lookup is asked again by the label list (a second query, in that case only).
 */
import { DEFAULT_EDGE_TYPE, DEFAULT_NODE_LABEL, type PropertyValue } from '../../graph/model.js';
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

/** A reader over `store.cypher`; `directed` says how relationships are matched and shown. */
export function cypherReader(store: CypherStore, directed: boolean): GraphReader {
  const embedded = store.kind === 'embedded';
  // Both dialects quote with backticks; the embedded store's names have no backticks at all.
  const name = (n: string) => `\`${embedded ? n.replaceAll('`', '_') : n.replaceAll('`', '``')}\``;
  const prop = (v: string, p: string) => (p === ID_PROPERTY ? `${v}.id` : `${v}.${name(p)}`);
  const run = (query: string, params: Row, limit: number): Promise<QueryResult> =>
    store.cypher(query, params, { maxRows: limit + 1 });
  /** Runs the query built for `match` (a MATCH clause binding `n`), retrying by label list on the embedded store. */
  const matching = async (lookup: NodeLookup, limit: number, build: (match: string) => string) => {
    const where = `${prop('n', lookup.property)} = $value`;
    const params = { value: lookup.value, label: lookup.label };
    try {
      return await run(build(`MATCH (n:${name(lookup.label)}) WHERE ${where}`), params, limit);
    } catch (e) {
      if (!embedded) throw e;
      return run(build(`MATCH (n) WHERE list_contains(n._labels, $label) AND ${where}`), params, limit);
    }
  };
  return {
    async nodes(lookup, limit): Promise<Fetched<NodeRow>> {
      const result = await matching(lookup, limit, (match) => `${match} RETURN n LIMIT ${limit + 1}`);
      return fetched(
        result.rows.map((r) => readNode(r.n)),
        limit,
      );
    },
    async neighbors(lookup, limit): Promise<Fetched<NeighborRow>> {
      const ret = (direction: Direction) =>
        `RETURN n.id AS center, '${direction}' AS direction, r, b LIMIT ${limit + 1}`;
      const query = (match: string) =>
        directed
          ? `${match} MATCH (n)-[r]->(b) ${ret('outgoing')} UNION ALL ${match} MATCH (n)<-[r]-(b) ${ret('incoming')}`
          : `${match} MATCH (n)-[r]-(b) ${ret('undirected')}`;
      const result = await matching(lookup, limit, query);
      return fetched(result.rows.map(readNeighbor), limit);
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

function readNeighbor(r: Row): NeighborRow {
  const rel = (r.r ?? {}) as Row;
  const b = (r.b ?? {}) as Row;
  const labels = Array.isArray(b._labels) ? (b._labels as string[]) : [];
  const type = (rel._type ?? rel._label ?? DEFAULT_EDGE_TYPE) as string;
  return {
    from: r.center as PropertyValue,
    relationship: type,
    direction: r.direction as Direction,
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
