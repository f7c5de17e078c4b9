/**
 * Ground truth computed with the reference algorithm library, one rule per task. Each rule
 * encodes the task's agreed reading (data README): bipartite is checked on the undirected
 * graph although GraphInstruct writes arrows; substructure is non-induced (monomorphism);
 * topology returns one valid order as an example, scoring accepts any.
 */
import { isBipartite } from '../../algorithms/bipartite.js';
import type { AnyGraph } from '../../algorithms/common.js';
import { hasCycle } from '../../algorithms/cycles.js';
import { topologicalSort } from '../../algorithms/dag.js';
import { inDegree, outDegree } from '../../algorithms/degree.js';
import { maximumFlowValue } from '../../algorithms/flow.js';
import { hasHamiltonianPath } from '../../algorithms/hamiltonian.js';
import { isSubgraphMonomorphic } from '../../algorithms/isomorphism.js';
import { hasPath, shortestPathLength } from '../../algorithms/shortest-path.js';
import { maxWeightTriangle } from '../../algorithms/triangle.js';
import { GrrafError } from '../../errors.js';
import { toTransferGraph } from '../../exec/js/graph-transfer.js';
import { buildGraph } from '../../exec/js/sandbox/graph-builder.js';
import { toGraphology } from '../../graph/graphology.js';
import type { GraphData } from '../../graph/model.js';
import type { BenchQuestion, BenchTruth } from '../types.js';
import { GTOOLS_RULES } from './gtools-rules.js';
import { mazeRule } from './maze-rule.js';
import { ids, num, param, type Rule, yes } from './rule.js';

/** The truth of `q`, or an error saying why it cannot be computed. */
export type TruthOutcome = { truth: BenchTruth } | { error: string };

/** Rules by task name (GTools tasks: see gtools-rules.ts). */
export const TRUTH_RULES: Record<string, Rule<BenchTruth>> = {
  cycle: (_q, G) => yes(hasCycle(G)),
  connectivity: (q, G) => yes(hasPath(G, param(q, 'source'), param(q, 'target'))),
  // GraphInstruct's label is bipartiteness of the undirected graph, whatever the arrows say.
  bipartite: (q) => yes(isBipartite(toGraphology(q.graph!, false))),
  topology: (_q, G) => ({ kind: 'order', example: ids(G, topologicalSort(G)) }),
  shortest: (q, G) => {
    const source = param(q, 'source');
    const target = param(q, 'target');
    const value = shortestPathLength(G, source, target);
    if (!Number.isFinite(value))
      throw new GrrafError('validation', `node ${target} is unreachable from ${source}`);
    return { kind: 'path-length', value, source, target };
  },
  // GraphInstruct's labels follow non-induced matching (monomorphism), not induced.
  substructure: (q, G) => {
    if (!q.graphPrime)
      throw new GrrafError('validation', "the question has no graph G'", { field: 'graphPrime' });
    return yes(isSubgraphMonomorphic(G, toGraphology(q.graphPrime)));
  },
  triplet: (_q, G) => {
    const best = maxWeightTriangle(G);
    if (!best) throw new GrrafError('validation', 'the graph has no triangle');
    return num(best.weight);
  },
  // Exact search: GraphInstruct's hamilton labels came from a search that gave up early.
  hamilton: (_q, G) => yes(hasHamiltonianPath(G)),
  flow: (q, G) => num(maximumFlowValue(G, param(q, 'source'), param(q, 'target'))),
  indegree: (q, G) => num(inDegree(G, param(q, 'node'))),
  outdegree: (q, G) => num(outDegree(G, param(q, 'node'))),
  // GraphWalk's maze: any valid walk from the start to the goal.
  maze: mazeRule,
};

/**
 * The graph the rules read, per GraphData: built the way the sandbox builds a program's G (in
 * bulk, typed arrays and records, no per-edge `mergeEdge`: 0.4 s instead of ~5 s at a million
 * edges, and far less garbage left for the collector to meet inside the next question's timer),
 * and kept while the GraphData lives, so questions on one graph share it and the library's index
 * of it. The rules only read it.
 */
const graphs = new WeakMap<GraphData, AnyGraph>();

function graphOf(g: GraphData): AnyGraph {
  let G = graphs.get(g);
  if (G === undefined) {
    G = buildGraph(toTransferGraph(g)) as AnyGraph;
    graphs.set(g, G);
  }
  return G;
}

/** Computes the truth of `q` with the reference algorithms (or takes the one its dataset computed). */
export function computeTruth(q: BenchQuestion): TruthOutcome {
  if (q.truth) return { truth: q.truth };
  const rule = TRUTH_RULES[q.task] ?? GTOOLS_RULES[q.task.split('/')[0]!];
  if (!rule) return { error: `no reference rule for task ${q.task}` };
  if (!q.graph) return { error: 'the question has no parsed graph' };
  try {
    return { truth: rule(q, graphOf(q.graph)) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
