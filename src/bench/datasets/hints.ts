/**
 * Each dataset's conventions for terms its questions leave open, stated as task hints (see Task.hints)
 * so the model is told what the labels mean, and the product's own prompts stay free of any
 * dataset's conventions. Each hint is the convention the dataset's truth rules follow
 * (bench/truth/), verified against the data (shared/data/README.md).
 */
import { MAX_HOPS } from './graphwalk/template.js';

/** GraphInstruct (and the GraphInstruct-style generated questions), by task. */
export const GRAPHINSTRUCT_HINTS: Readonly<Record<string, readonly string[]>> = {
  substructure: [
    "G' is present in G when G has a subgraph isomorphic to G' that need not be induced (a monomorphism: " +
      "every edge of G' maps to an edge of G; G may have more edges among the matched nodes).",
  ],
  bipartite: ['Bipartiteness is judged on the graph with edge directions ignored.'],
};

/** GTools, by task (the first segment of `Degree_Count/Di`). */
export const GTOOLS_HINTS: Readonly<Record<string, readonly string[]>> = {
  Degree_Count: ["A node's degree in a directed graph is its in-degree plus its out-degree."],
  Triangle: ["A triangle's weight is the sum of the weights of its three edges."],
};

/*
 * GraphWalk's conventions come from the ground-truth Cypher of each template (the paper's Table 6):
 * every pattern is directed (`(a)-->(b)`, `-[*1..n]->`), a count counts distinct nodes, the
 * variable-hop query returns the node it reached in 1..n steps (`(a)-[*1..n]->(b:T)-->()`, b's
 * key), and the remote-node query bounds its hops by `self.max_hops` and excludes a node by
 * `NOT (a)-->(b)`. Templates whose wording leaves nothing open get no hint.
 */
const STORED_DIRECTION =
  'Relationships are followed in their stored direction, from the node they start at to the node they end at, ' +
  'unless the question says otherwise.';
const CONNECTED =
  'A node is connected to (has a relationship to) another node when a relationship goes from the first node ' +
  'to the other; a relationship in the other direction does not count.';
const STEP =
  'A step follows one relationship in its stored direction, from the node it starts at to the node it ends at.';

/** GraphWalk, by template (Table 6's semantics). */
export const GRAPHWALK_HINTS: Readonly<Record<string, readonly string[]>> = {
  node_count: [
    STORED_DIRECTION,
    CONNECTED,
    'Each source node is counted once, however many target nodes it is connected to.',
  ],
  path_finding: [STORED_DIRECTION, STEP],
  variable_hop_path: [
    STORED_DIRECTION,
    STEP,
    'The target node of a path is the node with the asked label, reached in 1 to n steps; the node after ' +
      'the one more step is not returned. Each source and target pair is listed once.',
  ],
  path_from_specific_node: [STORED_DIRECTION, STEP],
  remote_node_property: [
    STORED_DIRECTION,
    STEP,
    `Reachable in 2 or more hops means reached in 2 to ${MAX_HOPS} steps; not a direct neighbor means no ` +
      'relationship goes from the source node to it.',
  ],
  compositional_intersection: [STORED_DIRECTION, CONNECTED],
  negation_with_connection: [STORED_DIRECTION, CONNECTED],
  negation_on_rel_property: [
    STORED_DIRECTION,
    'Connected to a node by a relationship means the relationship goes from the source node to that node.',
  ],
};

/** The hints of a task (none when the dataset has no convention for it). */
export function hintsFor(
  table: Readonly<Record<string, readonly string[]>>,
  task: string,
): string[] | undefined {
  const hints = table[task];
  return hints ? [...hints] : undefined;
}
