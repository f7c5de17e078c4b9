/**
 * The embedded store's Cypher dialect, in the compact form LLM prompts include when the graph
 * lives in the embedded store (≈ 300 tokens). Every line was checked against @ladybugdb/core
 * 0.19.1; the longer human notes are docs/cypher-dialect-embedded.md.
 */

/** Prompt-ready notes on how this store's Cypher differs from Neo4j's. */
export const EMBEDDED_CYPHER_DIALECT = `Cypher dialect (embedded Kùzu-style database), read-only:
- One label per node (its table); all labels are in the list n._labels: WHERE 'X' IN n._labels. Node id: n.id. Edge weight: r.weight.
- Undirected graphs store each edge once: match both directions with (a)-[r]-(b).
- No shortestPath(): use MATCH (a)-[e* SHORTEST 1..30]->(b) (hops: length(e)), weighted: MATCH (a)-[e* WSHORTEST(weight)]->(b) RETURN cost(e). Variable-length paths default to at most 30 hops. nodes(e) lists only the inner nodes.
- No list/pattern comprehension, reduce(): use list_transform(l, x -> ...), list_filter(l, x -> ...), list_reduce(l, (a, b) -> ...), COUNT { MATCH ... }, EXISTS { MATCH ... }.
- No type(r): use label(r). label(n) gives a node's table.
- No toInteger/toFloat/toString: use CAST(x AS INT64), CAST(x AS DOUBLE), string(x).
- No CALL {} subqueries, FOREACH, map projections n{.a}, apoc/gds/db procedures, graph algorithms: compute those from returned rows.
- Bug: WITH ... ORDER BY ... LIMIT k followed by collect() ignores the order. Return the ordered rows instead (RETURN x ORDER BY ... LIMIT k), or sort the list with list_sort / list_reverse_sort.
- WITH ... ORDER BY needs SKIP or LIMIT after it. Alias every returned expression with AS.`;
