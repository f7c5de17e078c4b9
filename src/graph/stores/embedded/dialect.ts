/**
 * The embedded store's Cypher dialect, in the compact form LLM prompts include when the graph
 * lives in the embedded store (≈ 390 tokens): what differs from Neo4j, and the limits a model
 * trips on first (30-hop paths that fail silently when unbounded, walk semantics, nested
 * aggregates, 1-based lists). Every line was checked against @ladybugdb/core 0.19.1
 * (dialect.test.ts, dialect-limits.test.ts); the longer human notes are
 * docs/cypher-dialect-embedded.md.
 */
import type { CypherDialect } from '../cypher-dialect.js';

/** Prompt-ready notes on how this store's Cypher differs from Neo4j's. */
export const EMBEDDED_CYPHER_DIALECT = `Cypher dialect (embedded Kùzu-style database), read-only:
- One label per node (its table); all labels are in n._labels: WHERE 'X' IN n._labels. Node id: n.id. Edge weight: r.weight.
- Undirected graphs store each edge once: match both directions with (a)-[r]-(b).
- Variable-length paths are walks (edges repeat) unless TRAIL (no repeated edge; ACYCLIC is unreliable): (a)-[e* TRAIL 3..30]-(a). They reach at most 30 hops: a bound above 30 is an error, and *, SHORTEST, WSHORTEST silently miss longer paths.
- No shortestPath(): (a)-[e* SHORTEST 1..30]->(b), length(e); weighted (a)-[e* WSHORTEST(weight)]->(b), cost(e). Neither matches a = b. nodes(e) lists only the inner nodes.
- No list or pattern comprehension, reduce(), startNode(): list_transform(l, x -> ...), list_filter, list_reduce, COUNT { MATCH ... }, EXISTS { MATCH ... }. Lists are 1-based (l[1] first, l[0] an error).
- No nested aggregates (max(count(x))): aggregate in a WITH first. Integer division truncates.
- No type(r): label(r). No toInteger/toFloat/toString: CAST(x AS INT64), CAST(x AS DOUBLE), string(x).
- No CALL {} subqueries, FOREACH, map projections n{.a}, apoc/gds procedures or graph algorithms.
- Bug: WITH ... ORDER BY ... LIMIT k then collect() ignores the order: return ordered rows, or list_sort.
- WITH ... ORDER BY needs SKIP or LIMIT. Alias every returned expression with AS.`;

/**
 * The embedded engine's dialect profile (GraphStore.cypherDialect). Names cannot hold backticks
 * there (the layout replaces them), so quoting only wraps; lists are 1-based (`list_slice`);
 * `collect()` after `ORDER BY … LIMIT` loses the order (the bug above), so lists are sorted with
 * `list_sort`; a relationship's source is the struct field `_src`.
 */
export const EMBEDDED_DIALECT: CypherDialect = {
  name: 'embedded (@ladybugdb/core, Kùzu)',
  features: {
    maxPathHops: 30,
    callSubqueries: false,
    listComprehensions: false,
    apoc: false,
    labelTables: true,
    orderedCollect: false,
  },
  quoteName: (name) => `\`${name.replaceAll('`', '_')}\``,
  firstItems: (list, count) => `list_slice(${list}, 1, ${count})`,
  sortedList: (list) => `list_sort(${list})`,
  leaves: (rel, node) => `struct_extract(${rel}, '_src') = id(${node})`,
  hasLabel: (node, param) => `list_contains(${node}._labels, $${param})`,
  promptNotes: EMBEDDED_CYPHER_DIALECT,
};
