/**
 * What grraf records about a graph it loaded into Neo4j (directedness, the schema computed at load
 * time, …), kept in the database's schema rather than in its data.
 *
 * The record is the name of an index on a label no node carries (`_GrrafMeta`): a node holding it
 * would be found by every `MATCH (n)` a model writes, and counted as a node of the graph (a node
 * count one too high, a spurious isolated node); Neo4j has no other place for a database's own
 * notes that queries cannot see. Index names may be megabytes long (4.8 MB measured on 5.26).
 * Each load writes a new record (a newer sequence number and its own property key, so it is not
 * "equivalent" to the previous index) and then drops the older ones; readers take the newest.
 */
import type { buildSchema } from '../../schema-builder.js';
import type { StatementRunner } from './neo4j-load.js';

/** The label of the record's index (no node has it). */
export const META_LABEL = '_GrrafMeta';
const PREFIX = 'grraf-meta ';

/** What grraf records about a graph it loaded into Neo4j. */
export interface Neo4jMeta {
  directed: boolean;
  multi: boolean;
  name?: string;
  /** Unlabeled nodes carry DEFAULT_NODE_LABEL (an index needs a label); true when that label means "none". */
  defaultLabelMeansNone: boolean;
  /** Untyped edges are stored as DEFAULT_EDGE_TYPE; true when that type means "none". */
  defaultTypeMeansNone: boolean;
  /** The labels that are some node's first: each has an index on `id`, and every node has one. */
  idLabels?: string[];
  schema: ReturnType<typeof buildSchema>;
}

const quote = (name: string) => `\`${name.replaceAll('`', '``')}\``;

/** The names of grraf's records, newest first. */
async function recordNames(db: StatementRunner): Promise<{ name: string; seq: number }[]> {
  const rows = await db.run(`SHOW INDEXES YIELD name WHERE name STARTS WITH '${PREFIX}' RETURN name`);
  return rows.records
    .map((r) => String(r.get('name')))
    .map((name) => ({ name, seq: Number(name.slice(PREFIX.length, name.indexOf(' ', PREFIX.length))) }))
    .sort((a, b) => b.seq - a.seq);
}

/** The newest record, or undefined for a database grraf did not load. */
export async function readMeta(db: StatementRunner): Promise<Neo4jMeta | undefined> {
  const [newest] = await recordNames(db);
  if (newest === undefined) return undefined;
  return JSON.parse(newest.name.slice(newest.name.indexOf(' ', PREFIX.length) + 1)) as Neo4jMeta;
}

/** Writes `meta` as the newest record and drops the older ones (schema statements: a session in WRITE mode). */
export async function writeMeta(db: StatementRunner, meta: Neo4jMeta): Promise<void> {
  const older = await recordNames(db);
  const seq = Math.max(Date.now(), (older[0]?.seq ?? 0) + 1);
  await db.run(
    `CREATE INDEX ${quote(`${PREFIX}${seq} ${JSON.stringify(meta)}`)} FOR (n:${META_LABEL}) ON (n.m${seq})`,
  );
  for (const { name } of older) await db.run(`DROP INDEX ${quote(name)} IF EXISTS`);
}
