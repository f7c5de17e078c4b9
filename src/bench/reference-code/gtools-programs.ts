/**
 * The reference double's knowledge of GTools questions: which of its tasks a description names
 * (five paraphrases each, e.g. "Whether there is a closed path in the graph.") and known-correct
 * JavaScript following GTools' definitions (edge-weight triangles, in+out degree, capacities).
 */
import type { TaskParams } from '../../graph/formats/format.js';
import { type ParamStyle, paramKey } from './param-key.js';

/** GTools task kinds the double answers. */
export type GToolsTask =
  | 'gtools-cycle'
  | 'gtools-acyclic'
  | 'gtools-degree'
  | 'gtools-edge-count'
  | 'gtools-node-count'
  | 'gtools-edge-exists'
  | 'gtools-node-exists'
  | 'gtools-path'
  | 'gtools-shortest'
  | 'gtools-flow'
  | 'gtools-topo'
  | 'gtools-triangle';

/** Rules in priority order over the task description. */
export const GTOOLS_WORDING: [RegExp, GToolsTask][] = [
  [/acyclic/i, 'gtools-acyclic'],
  [/circuit|cycle|closed path|loop/i, 'gtools-cycle'],
  [/topological/i, 'gtools-topo'],
  [/triangle/i, 'gtools-triangle'],
  [/maximum flow/i, 'gtools-flow'],
  [/shortest|minimum distance/i, 'gtools-shortest'],
  [/degree|connections for|edges connected to/i, 'gtools-degree'],
  [/number of edges|how many edges/i, 'gtools-edge-count'],
  [/number of (?:nodes|vertices)|how many (?:nodes|vertices)/i, 'gtools-node-count'],
  [/specified edge|edge (?:exists|can be found)|existence of a specific edge/i, 'gtools-edge-exists'],
  [/node (?:exists|can be found|is part)|existence of a node/i, 'gtools-node-exists'],
  [/path|route/i, 'gtools-path'],
];

/** Sum of the three edge weights of the heaviest triangle (GTools' "Triangle"). */
const TRIANGLE = `const w = (u, v) => Number(G.getEdgeAttribute(G.edge(u, v) ?? G.edge(v, u), 'weight') ?? 1);
let best = null;
G.forEachNode((u) => {
  const ns = G.neighbors(u).filter((x) => x > u);
  for (let i = 0; i < ns.length; i++)
    for (let j = i + 1; j < ns.length; j++) {
      if (!G.areNeighbors(ns[i], ns[j])) continue;
      const sum = w(u, ns[i]) + w(u, ns[j]) + w(ns[i], ns[j]);
      if (best === null || sum > best) best = sum;
    }
});
answer = best;`;

/** The program for a GTools task. */
export function gtoolsProgram(task: GToolsTask, p: TaskParams, style: ParamStyle = 'literal'): string {
  const s = paramKey(p, 'source', style);
  const t = paramKey(p, 'target', style);
  const node = paramKey(p, 'node', style);
  switch (task) {
    case 'gtools-cycle':
      return 'answer = hasCycle(G);';
    case 'gtools-acyclic':
      return 'answer = !hasCycle(G);';
    case 'gtools-degree':
      return `answer = degree(G, ${node});`;
    case 'gtools-edge-count':
      return 'answer = G.size;';
    case 'gtools-node-count':
      return 'answer = G.order;';
    case 'gtools-edge-exists':
      return `answer = G.hasNode(${s}) && G.hasNode(${t}) && G.hasEdge(${s}, ${t});`;
    case 'gtools-node-exists':
      return `answer = G.hasNode(${node});`;
    case 'gtools-path':
      return `answer = hasPath(G, ${s}, ${t});`;
    case 'gtools-shortest':
      return `answer = shortestPathLength(G, ${s}, ${t});`;
    case 'gtools-flow':
      return `const capacity = G.someEdge((_e, a) => a.capacity !== undefined) ? 'capacity' : 'weight';\nanswer = maximumFlowValue(G, ${s}, ${t}, { capacity });`;
    case 'gtools-topo':
      return "answer = topologicalSort(G).map((k) => G.getNodeAttribute(k, 'id'));";
    case 'gtools-triangle':
      return TRIANGLE;
  }
}
