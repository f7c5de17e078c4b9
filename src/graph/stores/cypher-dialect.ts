/**
 * A store's Cypher dialect profile (GraphStore.cypherDialect): how grraf writes Cypher for that
 * engine, what the engine can and cannot do, and the notes the Cypher prompt gives the model.
 *
 * Stores that speak Cypher declare it; the graph tools' queries (tools/graph/cypher-reader.ts) and
 * the Cypher prompt (methods/shared/language-rules.ts) read it instead of asking which store this
 * is, so a new Cypher store brings its own profile and touches neither.
 */

/** What an engine's Cypher can do, as far as the model's queries and grraf's own are concerned. */
export interface CypherFeatures {
  /**
   * The most hops a variable-length pattern can follow; undefined when unbounded patterns
   * (`*`, `*1..`) reach any length.
   */
  maxPathHops?: number;
  /** `CALL { … }` subqueries. */
  callSubqueries: boolean;
  /** List and pattern comprehensions (`[x IN l WHERE … | …]`). */
  listComprehensions: boolean;
  /** APOC procedures and functions are installed (found on the server, not assumed). */
  apoc: boolean;
  /**
   * A node's first label is its table: `(n:L)` matches only nodes whose first label is L, fails
   * for a label that is no table, and `(b:X:Y)` means "in table X or Y" (not "both labels").
   */
  labelTables: boolean;
  /** `collect()` keeps the order a preceding `WITH … ORDER BY` gave its rows. */
  orderedCollect: boolean;
}

/** How grraf writes Cypher for one engine (see file comment). */
export interface CypherDialect {
  /** A short name for logs and docs, e.g. "Neo4j 5.26". */
  readonly name: string;
  readonly features: CypherFeatures;
  /** A label, relationship type or property key as query text that the engine reads as that name. */
  quoteName(name: string): string;
  /** The first `count` items of the list expression `list` (list indexes start at 0 or 1 by engine). */
  firstItems(list: string, count: number): string;
  /**
   * A list expression sorted ascending, on engines that have such a function; without it, values
   * are ordered by `WITH … ORDER BY` before `collect()` (which needs `orderedCollect`).
   */
  sortedList?(list: string): string;
  /** True when the relationship `rel` leaves the node `node` (both variables of one match). */
  leaves(rel: string, node: string): string;
  /** True when the node `node` carries the label given as the parameter `param` (without `$`). */
  hasLabel(node: string, param: string): string;
  /** The dialect notes of the Cypher prompt: what the model is told about this engine. */
  readonly promptNotes: string;
}

/** Backtick quoting, with a backtick inside a name doubled (openCypher). */
export function backtickQuote(name: string): string {
  return `\`${name.replaceAll('`', '``')}\``;
}
