/**
 * Loads GraphData into a Neo4j database in UNWIND batches, one transaction each, and replaces the
 * previous graph only once the new one is complete.
 *
 * 1. The data is validated (duplicate ids, dangling edges, bad weights) by the same planner as the
 *    embedded store before anything is written.
 * 2. Staging: the new graph's nodes are written with the extra label `_GrrafStaging` and its edges
 *    between them, batch by batch. A failure here deletes what was staged and keeps the previous
 *    graph, whole: the load fails as the embedded store's does.
 * 3. Swap: the previous graph's nodes are deleted, the staging label removed (both in batches), and
 *    grraf's record of the graph replaced (neo4j-meta.ts). A failure here (the server or this
 *    process dying) leaves a database holding part of both graphs with the previous record; the
 *    next load replaces all of it.
 *
 * Neo4j cannot give more in one database without one transaction for the whole graph, whose state
 * the server holds in memory (a million edges would need gigabytes of heap). So other sessions see
 * the staged nodes while a load runs: grraf's own reads (navigation, schema, export) skip them,
 * generated Cypher does not. Load into a database nobody is querying.
 *
 * Replacing a graph deletes the database's nodes, so load refuses a non-empty database that grraf
 * did not load (no record of grraf's): it never wipes someone else's data.
 */
import { GrrafError } from '../../../errors.js';
import {
  DEFAULT_EDGE_TYPE,
  DEFAULT_NODE_LABEL,
  type GraphData,
  type GraphEdge,
  type GraphNode,
  type NodeId,
  nodeKey,
} from '../../model.js';
import { buildSchema } from '../../schema-builder.js';
import { backtickQuote } from '../cypher-dialect.js';
import { planLayout } from '../embedded/layout.js';
import type { StoreLoadOptions } from '../graph-store.js';
import { type Neo4jMeta, readMeta, writeMeta } from './neo4j-meta.js';
import { toParam } from './neo4j-values.js';

/** Label of the nodes of a load that has not been swapped in yet (hidden from grraf's reads). */
export const STAGING_LABEL = '_GrrafStaging';
/** A condition true for the nodes of the current graph (not a running load's). */
export const inGraph = (v: string) => `NOT ${v}:${STAGING_LABEL}`;

/** Rows per UNWIND statement (one transaction each). */
export const LOAD_BATCH = 10_000;
/** Nodes per transaction when deleting or relabeling (each deleted node takes its edges along). */
const DELETE_BATCH = 5_000;

/** Backtick-quotes a label, type or key. */
export const q = backtickQuote;

/** What loading needs of a write session: run one statement in its own transaction. */
export interface StatementRunner {
  run(query: string, params?: Record<string, unknown>): Promise<{ records: { get(key: string): unknown }[] }>;
}

/** Replaces the graph in the session's database with `data` (see file comment); returns the edges stored. */
export async function loadNeo4j(
  session: StatementRunner,
  data: GraphData,
  onProgress?: StoreLoadOptions['onProgress'],
): Promise<number> {
  const plan = planLayout(data);
  const edges = plan.edges;
  checkNames(data);
  await refuseForeignData(session);
  await deleteNodes(session, `(n:${STAGING_LABEL})`);
  const meta = metaOf(data, edges);
  try {
    await stage(session, data, edges, rowCounter(data.nodes.length + edges.length, onProgress));
  } catch (e) {
    await deleteNodes(session, `(n:${STAGING_LABEL})`).catch(() => undefined);
    throw e;
  }
  await deleteNodes(session, `(n) WHERE ${inGraph('n')}`);
  await inBatches(session, `MATCH (n:${STAGING_LABEL}) CALL { WITH n REMOVE n:${STAGING_LABEL} }`);
  await writeMeta(session, meta);
  await dropStaleIdIndexes(session, meta.idLabels ?? []);
  return edges.length;
}

/**
 * Drops the id indexes of labels the new graph does not have. Neo4j lists an indexed label in
 * `db.labels()` even with no node left, so a model exploring the catalog would see the previous
 * graph's labels. Every id index here is grraf's: a database holding data grraf did not load is
 * refused before anything is written.
 */
async function dropStaleIdIndexes(session: StatementRunner, keep: string[]): Promise<void> {
  const kept = new Set([...keep, STAGING_LABEL]);
  const rows = await session.run(
    "SHOW INDEXES YIELD name, entityType, labelsOrTypes, properties WHERE entityType = 'NODE' AND properties = ['id'] RETURN name, labelsOrTypes",
  );
  for (const r of rows.records) {
    const labels = r.get('labelsOrTypes') as string[] | null;
    if (labels?.length === 1 && !kept.has(labels[0]!)) {
      await session.run(`DROP INDEX ${q(String(r.get('name')))} IF EXISTS`);
    }
  }
}

/** Neo4j has no empty label or relationship type (the embedded store renames them). */
function checkNames(data: GraphData): void {
  const empty = (field: string) =>
    new GrrafError('validation', 'Neo4j cannot store an empty label or relationship type', { field });
  data.nodes.forEach((n, i) => {
    const at = n.labels.indexOf('');
    if (at >= 0) throw empty(`nodes[${i}].labels[${at}]`);
  });
  data.edges.forEach((e, i) => {
    if (e.type === '') throw empty(`edges[${i}].type`);
  });
}

async function refuseForeignData(session: StatementRunner): Promise<void> {
  if ((await readMeta(session)) !== undefined) return;
  const counts = await session.run(`MATCH (n) WHERE ${inGraph('n')} RETURN count(n) > 0 AS any`);
  if (counts.records[0]?.get('any') === true) {
    throw new GrrafError(
      'config',
      'the Neo4j database holds data grraf did not load (no record of a grraf load in its indexes); use an empty database',
      { field: 'store' },
    );
  }
}

function metaOf(data: GraphData, edges: GraphEdge[]): Neo4jMeta {
  const meta: Neo4jMeta = {
    directed: data.directed,
    multi: data.multi === true,
    defaultLabelMeansNone: !data.nodes.some((n) => n.labels.includes(DEFAULT_NODE_LABEL)),
    defaultTypeMeansNone: !data.edges.some((e) => e.type === DEFAULT_EDGE_TYPE),
    idLabels: [...new Set(data.nodes.map((n) => n.labels[0] ?? DEFAULT_NODE_LABEL))].sort(),
    schema: buildSchema({ ...data, edges }),
  };
  if (data.name !== undefined) meta.name = data.name;
  return meta;
}

/** Counts written rows and reports them (nothing to report without a listener). */
function rowCounter(total: number, onProgress?: StoreLoadOptions['onProgress']): (rows: number) => void {
  let written = 0;
  return (rows) => {
    written += rows;
    onProgress?.({ written, total });
  };
}

/** Writes the new graph under the staging label; `wrote` is told each batch's row count. */
async function stage(
  session: StatementRunner,
  data: GraphData,
  edges: GraphEdge[],
  wrote: (rows: number) => void,
): Promise<void> {
  const labels = (n: GraphNode) => (n.labels.length ? n.labels : [DEFAULT_NODE_LABEL]);
  // Lookups by label and id (navigation, the graph tools) use one index per label; the staging
  // label's index finds edge endpoints while loading.
  for (const label of new Set([STAGING_LABEL, ...data.nodes.map((n) => labels(n)[0]!)])) {
    await session.run(`CREATE INDEX IF NOT EXISTS FOR (n:${q(label)}) ON (n.id)`);
  }
  await session.run('CALL db.awaitIndexes()');
  for (const [key, nodes] of group(data.nodes, (n) => JSON.stringify(labels(n)))) {
    const all = [STAGING_LABEL, ...(JSON.parse(key) as string[])].map(q).join(':');
    await batches(
      session,
      `UNWIND $rows AS r CREATE (n:${all}) SET n = r RETURN count(n) AS c`,
      nodes.map(nodeProps),
      wrote,
    );
  }
  // Edges name their ends by key (3 and "3" are one node): send the id the node was stored with.
  const storedId = new Map<string, NodeId>(data.nodes.map((n) => [nodeKey(n.id), n.id]));
  const idOf = (id: NodeId) => toParam(storedId.get(nodeKey(id)) ?? id);
  for (const [type, list] of group(edges, (e) => e.type ?? DEFAULT_EDGE_TYPE)) {
    const stmt =
      `UNWIND $rows AS r MATCH (a:${STAGING_LABEL} {id: r.s}) MATCH (b:${STAGING_LABEL} {id: r.t}) ` +
      `CREATE (a)-[e:${q(type)}]->(b) SET e = r.p RETURN count(e) AS c`;
    await batches(
      session,
      stmt,
      list.map((e) => ({ s: idOf(e.source), t: idOf(e.target), p: edgeProps(e) })),
      wrote,
    );
  }
}

function nodeProps(n: GraphNode): Record<string, unknown> {
  const p: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(n.properties)) if (v !== null) p[k] = toParam(v);
  if (n.weight !== undefined) p.weight = n.weight;
  p.id = toParam(n.id);
  return p;
}

function edgeProps(e: GraphEdge): Record<string, unknown> {
  const p: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e.properties)) if (v !== null) p[k] = toParam(v);
  if (e.weight !== undefined) p.weight = e.weight;
  return p;
}

/** Runs `stmt` (which returns `c`, the rows written) per batch of `rows`, checking each wrote them all. */
async function batches(
  session: StatementRunner,
  stmt: string,
  rows: unknown[],
  wrote: (rows: number) => void,
): Promise<void> {
  for (let i = 0; i < rows.length; i += LOAD_BATCH) {
    const batch = rows.slice(i, i + LOAD_BATCH);
    const written = Number((await session.run(stmt, { rows: batch })).records[0]?.get('c') ?? 0);
    if (written !== batch.length) {
      throw new GrrafError('io', `Neo4j wrote ${written} of ${batch.length} rows of a load batch`, {
        details: { statement: stmt },
      });
    }
    wrote(written);
  }
}

/** Deletes the nodes `pattern` matches (with their edges), a batch per transaction. */
async function deleteNodes(session: StatementRunner, pattern: string): Promise<void> {
  await inBatches(session, `MATCH ${pattern} CALL { WITH n DETACH DELETE n }`);
}

/** `head`, a `MATCH … CALL { … }`, run in transactions of DELETE_BATCH rows. */
async function inBatches(session: StatementRunner, head: string): Promise<void> {
  await session.run(`${head} IN TRANSACTIONS OF ${DELETE_BATCH} ROWS`);
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
