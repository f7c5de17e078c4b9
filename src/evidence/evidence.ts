/**
 * Evidence: the part of the graph an answer rests on, as a program returns it beside `answer`
 * (a path for a distance, a cycle, a minimum cut, a subgraph mapping, ...), and what grraf
 * verified of it. Shapes, never tasks: the check asks of each shape only what holds for it on any
 * graph (a path's steps are edges), plus what ties it to a numeric answer where one is given (a
 * path's length, a cut's capacity).
 */
import type { NodeId } from '../graph/model.js';

/** Two nodes; in a directed graph, an edge from the first to the second. */
export type NodePair = [NodeId, NodeId];

/** The shapes of evidence. */
export type Evidence =
  /** Nodes in order, each step an edge: a shortest path, a reachability witness, a Hamiltonian path. */
  | { kind: 'path'; nodes: NodeId[] }
  /** Nodes in order, each step an edge, and the last back to the first (not repeated). */
  | { kind: 'cycle'; nodes: NodeId[] }
  /** A cycle with an odd number of edges: why a graph is not bipartite. */
  | { kind: 'odd-cycle'; nodes: NodeId[] }
  /** Two node sets with no edge inside either: a 2-coloring, why a graph is bipartite. */
  | { kind: 'sides'; sides: [NodeId[], NodeId[]] }
  /** Every node once, each edge pointing forward: a topological order. */
  | { kind: 'order'; nodes: NodeId[] }
  /** Edges whose removal separates a flow's source from its sink; their capacity is the flow. */
  | { kind: 'cut'; edges: NodePair[]; source?: NodeId; target?: NodeId }
  /** Pattern node → graph node, one-to-one, keeping the pattern's edges: a subgraph match. */
  | { kind: 'mapping'; pairs: NodePair[] }
  /** A node set that no edge leaves: why a node outside it cannot be reached from inside. */
  | { kind: 'component'; nodes: NodeId[] }
  /** A set of nodes the answer names or counts. */
  | { kind: 'nodes'; nodes: NodeId[] }
  /** A set of edges the answer names or counts. */
  | { kind: 'edges'; edges: NodePair[] };

export type EvidenceKind = Evidence['kind'];

/** Evidence with the outcome of its check. */
export type CheckedEvidence = Evidence & {
  /** What grraf verified against the graph, one sentence each. */
  verified: string[];
  /**
   * What did not hold, when the check failed and the repair rounds were spent: the answer stands,
   * and this says why its evidence does not support it.
   */
  failed?: string;
  /** Why it could not be checked (the program reached the graph through queries, not as a whole). */
  unchecked?: string;
};
