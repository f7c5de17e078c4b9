/**
 * Writes generated instances as GraphInstruct question text: the task's own preamble, then
 * `Q: The nodes are numbered from 0 to N, and the edges are: ... <question>` — the graph part by
 * the formats writer, in GraphInstruct's spellings (`(0, 3)`, `(0->1)`, `(1,4,1)`, `(2->3,9)`,
 * node weights `[0, 5]`).
 * The in-/out-degree tasks are not in GraphInstruct; they follow the same template.
 */
import { writeGraphInstructQuestion } from '../../../graph/formats/index.js';
import type { GrrafTask } from '../../tasks.js';
import type { Instance } from './task-graphs.js';

const DIRECTED =
  'In a directed graph, (i->j) means that node i and node j are connected with a directed edge from node i to node j.';
const UNDIRECTED =
  'In an undirected graph, (i,j) means that node i and node j are connected with an undirected edge.';

/** Preamble of each task, as GraphInstruct words it (its typos included: "an directed"). */
const PREAMBLE: Record<GrrafTask, string> = {
  cycle: `Determine whether or not there is a cycle in an undirected graph. ${UNDIRECTED} Given a graph, you need to output Yes or No, indicating whether there is a cycle in the graph.`,
  connectivity: `Determine whether two nodes are connected in an undirected graph. ${UNDIRECTED} Given a graph and a pair of nodes, you need to output Yes or No, indicating whether the node i and node j are connected.`,
  bipartite:
    'Determine whether or not a graph is bipartite. In a directed graph, (i->j) means that node i and node j are connected with an directed edge from node i to node j. Given a graph, you need to output Yes or No, indicating whether the graph is bipartite.',
  topology: `Find one of the topology sorting paths of the given graph. ${DIRECTED} Given a graph, you need to output one of the topology sorting paths of the graph.`,
  shortest:
    'Find the shortest path between two nodes in an undirected graph. In an undirected graph, (i,j,k) means that node i and node j are connected with an undirected edge with weight k. Given a graph and a pair of nodes, you need to output the shortest path between the two nodes.',
  triplet:
    'Find the maximum sum of the weights of three interconnected nodes. In an undirected graph, [i, k] means that node i has the weight k. (i,j) means that node i and node j are connected with an undirected edge. Given a graph, you need to output the maximum sum of the weights of three interconnected nodes.',
  flow: 'Find the maximum flow between two nodes in a directed graph. In a directed graph, (i->j,k) means that node i and node j are connected with an directed edge from node i to node j with weight k. Given a graph and a pair of nodes, you need to output the maximum flow between the two nodes.',
  substructure: `Determine if a smaller graph is present as an exact match within a larger graph. ${DIRECTED} Given a graph G and a subgraph G', you need to output Yes or No, indicating whether subgraph G' is present within the directed graph G.`,
  indegree: `Find the in-degree of a node in a directed graph. ${DIRECTED} Given a graph and a node, you need to output the in-degree of the node, the number of edges that end at it.`,
  outdegree: `Find the out-degree of a node in a directed graph. ${DIRECTED} Given a graph and a node, you need to output the out-degree of the node, the number of edges that start at it.`,
};

/** The closing question of each task. */
function ask(task: GrrafTask, p: Instance['params'] = {}): string {
  switch (task) {
    case 'cycle':
      return 'Is there a cycle in this graph?';
    case 'connectivity':
      return `Is there a path between node ${p.source} and node ${p.target}?`;
    case 'bipartite':
      return 'Is this graph bipartite?';
    case 'topology':
      return 'Give one topology sorting path of this graph.';
    case 'shortest':
      return `Give the weight of the shortest path from node ${p.source} to node ${p.target}.`;
    case 'triplet':
      return 'What is the maximum sum of the weights of three nodes?';
    case 'flow':
      return `What is the maximum flow from node ${p.source} to node ${p.target}?`;
    case 'substructure':
      return "Is subgraph G' present within graph G as a direct substructure?";
    case 'indegree':
      return `What is the in-degree of node ${p.node}?`;
    case 'outdegree':
      return `What is the out-degree of node ${p.node}?`;
  }
}

/** The full GraphInstruct-style question for a generated instance, written by the formats writer. */
export function questionText(task: GrrafTask, inst: Instance): string {
  return writeGraphInstructQuestion({
    graph: inst.graph,
    ...(inst.graphPrime ? { graphPrime: inst.graphPrime } : {}),
    question: `${PREAMBLE[task]} Q: ${ask(task, inst.params)}`,
  });
}
