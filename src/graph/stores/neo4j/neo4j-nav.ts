/**
 * Navigation primitives on Neo4j, with the memory store's conventions (memory/navigation.ts):
 * DEFAULT_NODE_LABEL matches unlabeled nodes, DEFAULT_EDGE_TYPE untyped edges, strict value
 * comparison, key `id` is the node id (3 and "3" are one node), unknown node → 'not-found'.
 */

import { GrrafError } from '../../../errors.js';
import {
  DEFAULT_EDGE_TYPE,
  DEFAULT_NODE_LABEL,
  type GraphEdge,
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
import { inGraph, q } from './neo4j-load.js';
import type { Neo4jMeta } from './neo4j-meta.js';
import { isNode, isRel, plainNeo4j, toParam } from './neo4j-values.js';

/** The part of Neo4jStore navigation needs. */
export interface Neo4jReader {
  read(query: string, params?: Record<string, unknown>): Promise<Record<string, unknown>[]>;
}

/** Navigation over one Neo4j database. */
export class Neo4jNavigation {
  constructor(
    private readonly db: Neo4jReader,
    private readonly meta: Neo4jMeta | undefined,
  ) {}

  private labelsOf(stored: string[]): string[] {
    const none = this.meta?.defaultLabelMeansNone && stored.length === 1 && stored[0] === DEFAULT_NODE_LABEL;
    return none ? [] : [...stored];
  }

  /** A StoredNode from a driver Node. */
  toNode(v: unknown): StoredNode {
    if (!isNode(v)) throw new GrrafError('runtime', 'expected a node from Neo4j');
    const { id, weight, ...rest } = plainNeo4j(v.properties) as Record<string, unknown>;
    const node: StoredNode = {
      id: id as NodeId,
      labels: this.labelsOf(v.labels),
      properties: rest as Properties,
    };
    if (typeof weight === 'number') node.weight = weight;
    return node;
  }

  /** A GraphEdge from a driver Relationship and its stored endpoints. */
  toEdge(v: unknown, source: NodeId, target: NodeId): GraphEdge {
    if (!isRel(v)) throw new GrrafError('runtime', 'expected a relationship from Neo4j');
    const { weight, ...rest } = plainNeo4j(v.properties) as Record<string, unknown>;
    const edge: GraphEdge = { source, target, properties: rest as Properties };
    if (!(this.meta?.defaultTypeMeansNone && v.type === DEFAULT_EDGE_TYPE)) edge.type = v.type;
    if (typeof weight === 'number') edge.weight = weight;
    return edge;
  }

  /** Ids to try for `id`: 3 and "3" are one node, whichever way it was stored. */
  private idParams(id: unknown): unknown[] {
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    const key = nodeKey(id);
    const n = Number(key);
    return Number.isSafeInteger(n) && String(n) === key ? [key, toParam(n)] : [key];
  }

  /**
   * The nodes whose id is in `$ids`, bound to `v`: on a graph grraf loaded, through the id index of
   * each label that is some node's first (every node has one), instead of a scan of all nodes.
   */
  private byId(v: string): string {
    const labels = this.meta?.idLabels;
    if (!labels?.length) return `MATCH (${v}) WHERE ${v}.id IN $ids AND ${inGraph(v)}`;
    const each = labels.map((l) => `MATCH (${v}:${q(l)}) WHERE ${v}.id IN $ids RETURN ${v}`);
    return `CALL { ${each.join(' UNION ')} } WITH ${v} WHERE ${inGraph(v)}`;
  }

  async nodesByProperty(query: NodesByPropertyQuery): Promise<StoredNode[]> {
    const limit = checkLimit(query.limit);
    const params = { ids: this.idParams(query.value), v: toParam(query.value), label: query.label ?? null };
    const match =
      query.key === 'id'
        ? `${this.byId('n')} AND ${labelCondition(query.label)}`
        : `MATCH (n) WHERE ${inGraph('n')} AND n.${q(query.key)} = $v AND ${labelCondition(query.label)}`;
    const rows = await this.db.read(`${match} RETURN n LIMIT toInteger($limit)`, {
      ...params,
      limit: Math.min(limit, 1e9),
    });
    // Strict comparison (1 is not "1"): Neo4j already compares types strictly, except int vs float.
    return rows.map((r) => this.toNode(r.n)).filter((n) => query.key === 'id' || sameKind(n, query));
  }

  async neighbors(id: NodeId, query: NeighborQuery = {}): Promise<Neighbor[]> {
    const ids = this.idParams(id);
    const found = await this.db.read(`${this.byId('a')} RETURN count(a) AS c`, { ids });
    if (Number(found[0]?.c ?? 0) === 0) throw noSuchNode(id);
    const limit = checkLimit(query.limit);
    const rel = query.type === undefined ? 'r' : `r:${q(query.type)}`;
    const ret = 'RETURN r, b, startNode(r).id AS s, endNode(r).id AS t, elementId(r) AS rid';
    const run = (pattern: string) => this.db.read(`${this.byId('a')} MATCH ${pattern} ${ret}`, { ids });
    const out: Neighbor[] = [];
    const push = (r: Record<string, unknown>, direction: 'out' | 'in') =>
      out.push({ node: this.toNode(r.b), edge: this.toEdge(r.r, r.s as NodeId, r.t as NodeId), direction });
    if (this.meta && !this.meta.directed) {
      const seen = new Set<unknown>();
      for (const r of await run(`(a)-[${rel}]-(b)`)) {
        if (!seen.has(r.rid)) push(r, 'out');
        seen.add(r.rid);
      }
      return out.slice(0, limit);
    }
    const direction = query.direction ?? 'both';
    if (direction !== 'in') for (const r of await run(`(a)-[${rel}]->(b)`)) push(r, 'out');
    if (direction !== 'out') {
      for (const r of await run(`(a)<-[${rel}]-(b)`)) {
        if (!(direction === 'both' && r.s === r.t)) push(r, 'in');
      }
    }
    return out.slice(0, limit);
  }

  async distinctValues(query: DistinctValuesQuery): Promise<PropertyValue[]> {
    checkDistinctTarget(query);
    const limit = checkLimit(query.limit);
    const stmt =
      query.type !== undefined
        ? `MATCH (a)-[n:${q(query.type)}]->() WHERE ${inGraph('a')} AND n.${q(query.key)} IS NOT NULL RETURN DISTINCT n.${q(query.key)} AS v`
        : `MATCH (n) WHERE ${inGraph('n')} AND n.${q(query.key)} IS NOT NULL AND ${labelCondition(query.label)} RETURN DISTINCT n.${q(query.key)} AS v`;
    const rows = await this.db.read(`${stmt} LIMIT toInteger($limit)`, {
      label: query.label ?? null,
      limit: Math.min(limit, 1e9),
    });
    const values = new DistinctValues(limit);
    for (const r of rows) values.add(plainNeo4j(r.v) as PropertyValue);
    return values.values;
  }
}

function labelCondition(label: string | undefined): string {
  if (label === undefined) return 'true';
  return label === DEFAULT_NODE_LABEL
    ? '(size(labels(n)) = 0 OR $label IN labels(n))'
    : '$label IN labels(n)';
}

function sameKind(n: StoredNode, query: NodesByPropertyQuery): boolean {
  const v = query.key === 'weight' && n.weight !== undefined ? n.weight : n.properties[query.key];
  return typeof v === typeof query.value;
}
