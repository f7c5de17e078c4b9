/**
 * GraphSchema of a Neo4j database grraf did not load, from the catalog procedures only (no APOC):
 * db.labels(), db.relationshipTypes(), db.schema.nodeTypeProperties(), db.schema.relTypeProperties(),
 * plus counts, a few examples and endpoint label pairs. Directedness is unknown there: Neo4j
 * relationships are directed, so the schema says directed.
 */
import { DEFAULT_NODE_LABEL } from '../../model.js';
import type {
  GraphSchema,
  LabelSummary,
  PropertySummary,
  PropertyType,
  RelationshipSummary,
} from '../../schema.js';
import { SCHEMA_EXAMPLE_LIMIT } from '../../schema.js';
import { compactExample } from '../../schema-builder.js';
import { inGraph, q, STAGING_LABEL } from './neo4j-load.js';
import { META_LABEL } from './neo4j-meta.js';
import type { Neo4jReader } from './neo4j-nav.js';
import { plainNeo4j } from './neo4j-values.js';

const TYPE_NAMES: Record<string, PropertyType> = {
  Long: 'integer',
  Integer: 'integer',
  Double: 'float',
  Float: 'float',
  String: 'string',
  Boolean: 'boolean',
};

function typeOf(neo4jType: string): PropertyType {
  return neo4jType.endsWith('Array') ? 'list' : (TYPE_NAMES[neo4jType] ?? 'string');
}

/** The schema from the catalog (see file comment). */
export async function catalogSchema(db: Neo4jReader): Promise<GraphSchema> {
  const labels = (await db.read('CALL db.labels() YIELD label RETURN label ORDER BY label'))
    .map((r) => String(r.label))
    .filter((l) => l !== META_LABEL && l !== STAGING_LABEL);
  const types = (
    await db.read('CALL db.relationshipTypes() YIELD relationshipType AS t RETURN t ORDER BY t')
  ).map((r) => String(r.t));
  const nodeProps = await db.read(
    'CALL db.schema.nodeTypeProperties() YIELD nodeLabels, propertyName, propertyTypes RETURN nodeLabels, propertyName, propertyTypes',
  );
  const relProps = await db.read(
    'CALL db.schema.relTypeProperties() YIELD relType, propertyName, propertyTypes RETURN relType, propertyName, propertyTypes',
  );
  const nodeLabels: LabelSummary[] = [];
  for (const label of labels) {
    const keys = nodeProps.filter((r) => (r.nodeLabels as string[]).includes(label) && r.propertyName);
    const count = await countOf(db, `MATCH (n:${q(label)}) RETURN count(n) AS c`);
    nodeLabels.push({ label, count, properties: await summaries(db, `(n:${q(label)})`, keys) });
  }
  const relationshipTypes: RelationshipSummary[] = [];
  for (const type of types) {
    const keys = relProps.filter((r) => String(r.relType) === `:\`${type}\`` && r.propertyName);
    const count = await countOf(db, `MATCH ()-[n:${q(type)}]->() RETURN count(n) AS c`);
    const ends = await db.read(
      `MATCH (a)-[:${q(type)}]->(b) WITH DISTINCT labels(a) AS la, labels(b) AS lb LIMIT 100 UNWIND (CASE WHEN size(la) = 0 THEN ['${DEFAULT_NODE_LABEL}'] ELSE la END) AS f UNWIND (CASE WHEN size(lb) = 0 THEN ['${DEFAULT_NODE_LABEL}'] ELSE lb END) AS t RETURN DISTINCT f, t ORDER BY f, t`,
    );
    const endpoints = ends.map((r) => ({ from: String(r.f), to: String(r.t) }));
    relationshipTypes.push({
      type,
      count,
      endpoints,
      properties: await summaries(db, `()-[n:${q(type)}]->()`, keys),
    });
  }
  const nodeCount = await countOf(db, `MATCH (n) WHERE ${inGraph('n')} RETURN count(n) AS c`);
  const edgeCount = await countOf(db, 'MATCH ()-[r]->() RETURN count(r) AS c');
  const selfLoops = await countOf(db, 'MATCH (a)-[r]->(a) RETURN count(r) AS c');
  const w = (
    await db.read(
      'MATCH ()-[r]->() WHERE r.weight IS NOT NULL RETURN min(r.weight) AS lo, max(r.weight) AS hi',
    )
  )[0];
  const ids = await db.read(
    `MATCH (n) WHERE ${inGraph('n')} RETURN n.id AS id LIMIT ${SCHEMA_EXAMPLE_LIMIT}`,
  );
  const idExamples = ids.map((r) => plainNeo4j(r.id) as string | number).filter((x) => x !== null);
  const schema: GraphSchema = {
    directed: true,
    weighted: w?.lo !== null && w?.lo !== undefined,
    nodeWeighted: nodeProps.some((r) => r.propertyName === 'weight'),
    multi: true,
    nodeCount,
    edgeCount,
    selfLoops,
    idType:
      idExamples.length === 0
        ? 'none'
        : idExamples.every((x) => typeof x === 'number')
          ? 'integer'
          : 'string',
    idExamples,
    nodeLabels,
    relationshipTypes,
  };
  if (schema.weighted)
    schema.weightRange = { min: Number(plainNeo4j(w!.lo)), max: Number(plainNeo4j(w!.hi)) };
  return schema;
}

async function countOf(db: Neo4jReader, stmt: string): Promise<number> {
  return Number(plainNeo4j((await db.read(stmt))[0]?.c ?? 0));
}

async function summaries(
  db: Neo4jReader,
  pattern: string,
  keys: Record<string, unknown>[],
): Promise<PropertySummary[]> {
  const out: PropertySummary[] = [];
  const names = [...new Set(keys.map((k) => String(k.propertyName)))].sort();
  for (const key of names) {
    const types = new Set<PropertyType>();
    for (const k of keys.filter((x) => x.propertyName === key))
      for (const t of k.propertyTypes as string[]) types.add(typeOf(t));
    const p = `n.${q(key)}`;
    const count = await countOf(db, `MATCH ${pattern} WHERE ${p} IS NOT NULL RETURN count(n) AS c`);
    const ex = await db.read(
      `MATCH ${pattern} WHERE ${p} IS NOT NULL RETURN DISTINCT ${p} AS v LIMIT ${SCHEMA_EXAMPLE_LIMIT}`,
    );
    out.push({
      key,
      types: [...types].sort(),
      count,
      examples: ex.map((r) => compactExample(plainNeo4j(r.v) as never)),
    });
  }
  return out;
}
