/**
 * The reference double's Cypher, for the tasks the embedded engine computes exactly on any graph:
 * degrees, the heaviest triangle, and subgraph matching (a real match of G_prime's pattern, read
 * from the prompt, with distinct nodes). For every other task it says CANNOT COMPUTE with the
 * reason, as the Cypher rules ask a model to: reachability, shortest paths and cycles need
 * variable-length paths, which the engine cuts at 30 hops; flows, orders and colorings need state
 * a read-only query cannot keep.
 */

import type { KnownTask } from '../tasks.js';
import type { GToolsTask } from './gtools-programs.js';

/** A query, or the reason none computes the task exactly. */
export type CypherReply = { query: string } | { cannot: string };

const PATHS = 'it needs paths of any length, and variable-length patterns stop at 30 hops';

/** The double's Cypher reply for `task`; `prompt` supplies G_prime's edges for subgraph matching. */
export function referenceCypher(task: KnownTask | GToolsTask, prompt: string): CypherReply {
  switch (task) {
    case 'indegree':
      return { query: 'MATCH (n) WHERE n.id = $node RETURN COUNT { MATCH (m)-[]->(n) } AS answer' };
    case 'outdegree':
      return { query: 'MATCH (n) WHERE n.id = $node RETURN COUNT { MATCH (n)-[]->(m) } AS answer' };
    case 'triplet':
      return {
        query:
          'MATCH (a)-[]-(b)-[]-(c)-[]-(a) WHERE a.id < b.id AND b.id < c.id ' +
          'RETURN coalesce(max(a.weight + b.weight + c.weight), 0) AS answer',
      };
    case 'substructure':
      return substructureQuery(prompt);
    case 'flow':
      return {
        cannot:
          'a maximum flow needs residual capacities updated path by path, which a read-only query cannot keep',
      };
    case 'topology':
      return { cannot: 'an order needs repeated removal of sources, and path lengths stop at 30 hops' };
    case 'bipartite':
      return { cannot: 'a 2-coloring needs odd cycles of any length, and paths stop at 30 hops' };
    default:
      return { cannot: PATHS };
  }
}

/** `MATCH (p_a)-[]->(p_b), … WHERE all distinct` from the prompt's `G_prime: … edges (a->b) (b->c)` line. */
function substructureQuery(prompt: string): CypherReply {
  const line = /G_prime: (directed|undirected) graph, nodes ([^;]*); edges (.*)/.exec(prompt);
  if (!line) return { cannot: "G_prime's edges are not in the prompt" };
  const arrow = line[1] === 'directed' ? '->' : '-';
  const nodes = line[2]!.split(',').map((n) => `p_${n.trim().replace(/\[.*$/, '')}`);
  const edges = [...line[3]!.matchAll(/\((\w+)(?:->|,)(\w+)(?:,[^)]*)?\)/g)].map(
    (m) => `(p_${m[1]})-[]${arrow === '->' ? '->' : '-'}(p_${m[2]})`,
  );
  const isolated = nodes.filter((n) => !edges.some((e) => e.includes(`(${n})`))).map((n) => `(${n})`);
  const distinct = nodes.flatMap((a, i) => nodes.slice(i + 1).map((b) => `${a} <> ${b}`));
  const where = distinct.length > 0 ? ` WHERE ${distinct.join(' AND ')}` : '';
  return {
    query: `MATCH ${[...edges, ...isolated].join(', ')}${where} WITH 1 AS hit LIMIT 1 RETURN count(hit) > 0 AS answer`,
  };
}
