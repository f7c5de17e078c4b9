/**
 * Loads GraphData into a Neo4j database with UNWIND batches. The data is validated (duplicate
 * ids, dangling edges, bad weights) by the same planner as the embedded store before anything is
 * written. Replacing a graph deletes the database's nodes, so load refuses a non-empty database
 * that grraf did not load (no `_GrrafMeta` node): it never wipes someone else's data.
 */
import type { Session } from 'neo4j-driver';
import { GrrafError } from '../../../errors.js';
import {
  DEFAULT_EDGE_TYPE,
  DEFAULT_NODE_LABEL,
  type GraphData,
  type GraphEdge,
  type GraphNode,
} from '../../model.js';
import { buildSchema } from '../../schema-builder.js';
import { planLayout } from '../embedded/layout.js';
import { toParam } from './neo4j-values.js';

/** Label of the one node holding grraf's metadata (hidden from schemas and navigation). */
export const META_LABEL = '_GrrafMeta';
const BATCH = 5_000;

/** What grraf records about a graph it loaded into Neo4j. */
export interface Neo4jMeta {
  directed: boolean;
  multi: boolean;
  name?: string;
  /** Unlabeled nodes carry DEFAULT_NODE_LABEL (an index needs a label); true when that label means "none". */
  defaultLabelMeansNone: boolean;
  /** Untyped edges are stored as DEFAULT_EDGE_TYPE; true when that type means "none". */
  defaultTypeMeansNone: boolean;
  schema: ReturnType<typeof buildSchema>;
}

/** Backtick-quotes a label, type or key. */
export function q(name: string): string {
  return `\`${name.replaceAll('`', '``')}\``;
}

/** Replaces the graph in the session's database with `data`. */
export async function loadNeo4j(session: Session, data: GraphData): Promise<number> {
  const plan = planLayout(data);
  const edges = plan.edges;
  const counts = await session.run(
    `MATCH (n) RETURN count(n) AS all, count(CASE WHEN n:${META_LABEL} THEN 1 END) AS meta`,
  );
  const row = counts.records[0];
  if (row && Number(row.get('all')) > 0 && Number(row.get('meta')) === 0) {
    throw new GrrafError(
      'config',
      'the Neo4j database holds data grraf did not load; use an empty database',
      {
        field: 'store',
      },
    );
  }
  await session.run('MATCH (n) CALL { WITH n DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS');
  const meta: Neo4jMeta = {
    directed: data.directed,
    multi: data.multi === true,
    defaultLabelMeansNone: !data.nodes.some((n) => n.labels.includes(DEFAULT_NODE_LABEL)),
    defaultTypeMeansNone: !data.edges.some((e) => e.type === DEFAULT_EDGE_TYPE),
    schema: buildSchema({ ...data, edges }),
  };
  if (data.name !== undefined) meta.name = data.name;
  const primary = (n: GraphNode) => n.labels[0] ?? DEFAULT_NODE_LABEL;
  for (const label of new Set(data.nodes.map(primary))) {
    await session.run(`CREATE INDEX IF NOT EXISTS FOR (n:${q(label)}) ON (n.id)`);
  }
  await session.run('CALL db.awaitIndexes()');
  const byLabels = group(data.nodes, (n) =>
    JSON.stringify(n.labels.length ? n.labels : [DEFAULT_NODE_LABEL]),
  );
  for (const [key, nodes] of byLabels) {
    const labels = (JSON.parse(key) as string[]).map(q).join(':');
    await batches(session, `UNWIND $rows AS r CREATE (n:${labels}) SET n = r`, nodes.map(nodeProps));
  }
  const primaryOf = new Map(data.nodes.map((n) => [String(n.id), primary(n)]));
  const byType = group(edges, (e) =>
    JSON.stringify([
      e.type ?? DEFAULT_EDGE_TYPE,
      primaryOf.get(String(e.source)),
      primaryOf.get(String(e.target)),
    ]),
  );
  for (const [key, list] of byType) {
    const [type, from, to] = JSON.parse(key) as [string, string, string];
    const stmt = `UNWIND $rows AS r MATCH (a:${q(from)} {id: r.s}), (b:${q(to)} {id: r.t}) CREATE (a)-[e:${q(type)}]->(b) SET e = r.p`;
    await batches(session, stmt, list.map(edgeRow));
  }
  await session.run(`CREATE (m:${META_LABEL} {json: $json})`, { json: JSON.stringify(meta) });
  return edges.length;
}

function nodeProps(n: GraphNode): Record<string, unknown> {
  const p: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(n.properties)) if (v !== null) p[k] = toParam(v);
  if (n.weight !== undefined) p.weight = n.weight;
  p.id = toParam(n.id);
  return p;
}

function edgeRow(e: GraphEdge): Record<string, unknown> {
  const p: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e.properties)) if (v !== null) p[k] = toParam(v);
  if (e.weight !== undefined) p.weight = e.weight;
  return { s: toParam(e.source), t: toParam(e.target), p };
}

async function batches(session: Session, stmt: string, rows: unknown[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await session.run(stmt, { rows: rows.slice(i, i + BATCH) });
}

function group<T>(items: T[], key: (x: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const x of items) {
    const k = key(x);
    const list = m.get(k);
    if (list) list.push(x);
    else m.set(k, [x]);
  }
  return m;
}
