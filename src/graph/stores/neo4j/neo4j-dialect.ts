/**
 * Neo4j's Cypher dialect profile (GraphStore.cypherDialect), built when the store connects: the
 * server's version and whether APOC is installed (SHOW PROCEDURES) are asked, not assumed. The
 * prompt notes say what this engine can do that the embedded one cannot (unbounded paths, CALL {}
 * subqueries, comprehensions), and APOC only when the server has it; every claim is checked against
 * a real server by neo4j-dialect.test.ts.
 */
import { backtickQuote, type CypherDialect } from '../cypher-dialect.js';

/** What the store learned about the server when it connected. */
export interface Neo4jServerInfo {
  /** e.g. "5.26.30"; undefined when the server did not say. */
  version?: string;
  /** e.g. "community", "enterprise". */
  edition?: string;
  /** APOC's procedures are installed. */
  apoc: boolean;
}

const NOTES_HEAD = `Cypher dialect (Neo4j 5), read-only:
- Node id: n.id; nodes without a label have the label Node. Edge weight: r.weight.
- Undirected graphs store each edge once: match both directions with (a)-[r]-(b).
- Variable-length patterns have no hop limit ((a)-[*]->(b), -[*2..]-) and never use a relationship twice in one match; nodes may repeat.
- shortestPath((a)-[*]-(b)) and allShortestPaths(...) minimize hops and need a <> b.
- CALL { ... } subqueries, list and pattern comprehensions, reduce(), EXISTS { } and COUNT { } work. Lists are 0-based: l[0], l[0..k].
- Integer division truncates: toFloat(x) / y for a fraction.`;

const WITHOUT_APOC = `
- No APOC or GDS procedures and no LOAD CSV: a weighted shortest path or a flow needs one query that computes it.`;

const WITH_APOC = `
- APOC is installed: CALL apoc.algo.dijkstra(a, b, 'TYPE', 'weight') YIELD path, weight for a weighted shortest path (an empty type for any), apoc.path.*, apoc.coll.*, apoc.map.*. No GDS procedures; no LOAD CSV, apoc.load, apoc.export, apoc.cypher or other file, URL or dynamic-query procedures.`;

/** The prompt notes for a server (see file comment). */
export function neo4jPromptNotes(info: Neo4jServerInfo): string {
  return NOTES_HEAD + (info.apoc ? WITH_APOC : WITHOUT_APOC);
}

/** The dialect profile of a Neo4j 5 server. */
export function neo4jDialect(info: Neo4jServerInfo): CypherDialect {
  const version = info.version ? ` ${info.version}` : '';
  const edition = info.edition ? ` ${info.edition}` : '';
  return {
    name: `Neo4j${version}${edition}${info.apoc ? ' with APOC' : ''}`,
    features: {
      callSubqueries: true,
      listComprehensions: true,
      apoc: info.apoc,
      labelTables: false,
      orderedCollect: true,
    },
    quoteName: backtickQuote,
    firstItems: (list, count) => `${list}[0..${count}]`,
    leaves: (rel, node) => `startNode(${rel}) = ${node}`,
    hasLabel: (node, param) => `$${param} IN labels(${node})`,
    promptNotes: neo4jPromptNotes(info),
  };
}
