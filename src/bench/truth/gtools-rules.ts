/**
 * Ground truth for GTools tasks, following GTools' own definitions where they differ from the
 * usual ones (data README): "Triangle" sums EDGE weights, a directed node's degree is in + out,
 * and Cycle_Detection's wording sometimes asks "is the graph acyclic?" — the truth follows the
 * question's wording, so labels that ignore it show up as disagreements.
 */
import type { AnyGraph } from '../../algorithms/common.js';
import { hasCycle } from '../../algorithms/cycles.js';
import { topologicalSort } from '../../algorithms/dag.js';
import { degree } from '../../algorithms/degree.js';
import { maximumFlowValue } from '../../algorithms/flow.js';
import { hasPath, shortestPathLength } from '../../algorithms/shortest-path.js';
import { GrrafError } from '../../errors.js';
import { ids, num, param, type Rule, yes } from './rule.js';

/**
 * Heaviest triangle by the sum of its three EDGE weights (GTools' definition; the library's
 * maxWeightTriangle sums node weights, GraphInstruct's). O(m·d) over ordered pairs of neighbors.
 */
export function maxEdgeWeightTriangle(G: AnyGraph): number | undefined {
  const w = (u: string, v: string) =>
    Number(G.getEdgeAttribute(G.edge(u, v) ?? G.edge(v, u)!, 'weight') ?? 1);
  let best: number | undefined;
  G.forEachNode((u) => {
    const ns = G.neighbors(u).filter((x) => x > u);
    for (let i = 0; i < ns.length; i++)
      for (let j = i + 1; j < ns.length; j++) {
        const a = ns[i]!;
        const b = ns[j]!;
        if (!G.areNeighbors(a, b)) continue;
        const sum = w(u, a) + w(u, b) + w(a, b);
        if (best === undefined || sum > best) best = sum;
      }
  });
  return best;
}

/** Rules by GTools task (the first segment of `Flow/Di`). */
export const GTOOLS_RULES: Record<string, Rule> = {
  Cycle_Detection: (q, G) => yes(/acyclic/i.test(q.question) ? !hasCycle(G) : hasCycle(G)),
  Degree_Count: (q, G) => num(degree(G, param(q, 'node'))),
  Edge_Count: (_q, G) => num(G.size),
  Node_Count: (_q, G) => num(G.order),
  Edge_Existence: (q, G) => {
    const s = String(param(q, 'source'));
    const t = String(param(q, 'target'));
    return yes(G.hasNode(s) && G.hasNode(t) && G.hasEdge(s, t));
  },
  Node_Existence: (q, G) => yes(G.hasNode(String(param(q, 'node')))),
  Path_Existence: (q, G) => yes(hasPath(G, param(q, 'source'), param(q, 'target'))),
  Shortest_Path: (q, G) => {
    const source = param(q, 'source');
    const target = param(q, 'target');
    return { kind: 'path-length', value: shortestPathLength(G, source, target), source, target };
  },
  Flow: (q, G) => {
    const capacity = G.someEdge((_e, a) => a.capacity !== undefined) ? 'capacity' : 'weight';
    return num(maximumFlowValue(G, param(q, 'source'), param(q, 'target'), { capacity }));
  },
  Topo: (_q, G) => ({ kind: 'order', example: ids(G, topologicalSort(G)) }),
  Triangle: (_q, G) => {
    const best = maxEdgeWeightTriangle(G);
    if (best === undefined) throw new GrrafError('validation', 'the graph has no triangle');
    return num(best);
  },
};
