/**
 * Known-correct JavaScript for each task, calling the algorithm library the sandbox exposes,
 * the way a good model's answer to GRRAF's code prompt would look. Node parameters are written
 * in as string keys (the sandbox's graph keys are String(id)) for the paper's prompts, and read
 * from `params` for the lean prompt, which asks for programs that serve every question of a shape.
 */
import type { TaskParams } from '../../graph/formats/format.js';
import type { KnownTask } from '../tasks.js';
import { type GToolsTask, gtoolsProgram } from './gtools-programs.js';
import { type ParamStyle, paramKey } from './param-key.js';

/** The program for `task` with `params`. */
export function referenceProgram(
  task: KnownTask | GToolsTask,
  p: TaskParams,
  style: ParamStyle = 'literal',
): string {
  if (task.startsWith('gtools-')) return gtoolsProgram(task as GToolsTask, p, style);
  const key = (name: keyof TaskParams) => paramKey(p, name, style);
  switch (task as KnownTask) {
    case 'cycle':
      return 'answer = hasCycle(G);';
    case 'connectivity':
      return `answer = hasPath(G, ${key('source')}, ${key('target')});`;
    case 'bipartite':
      // GraphInstruct writes arrows but asks about the undirected graph.
      return [
        'const U = new UndirectedGraph({ allowSelfLoops: true });',
        'G.forEachNode((n) => U.addNode(n));',
        'G.forEachEdge((_e, _a, s, t) => U.mergeEdge(s, t));',
        'answer = isBipartite(U);',
      ].join('\n');
    case 'topology':
      return "answer = topologicalSort(G).map((k) => G.getNodeAttribute(k, 'id'));";
    case 'shortest':
      return `answer = shortestPathLength(G, ${key('source')}, ${key('target')});`;
    case 'triplet':
      return 'const best = maxWeightTriangle(G);\nanswer = best === null ? 0 : best.weight;';
    case 'flow':
      return `answer = maximumFlowValue(G, ${key('source')}, ${key('target')});`;
    case 'substructure':
      return 'answer = isSubgraphMonomorphic(G, G_prime);';
    case 'indegree':
      return `answer = inDegree(G, ${key('node')});`;
    case 'outdegree':
      return `answer = outDegree(G, ${key('node')});`;
    case 'hamilton':
      return 'answer = hasHamiltonianPath(G);';
  }
}

/** The answer format the double states when it refines a question. */
export function answerFormat(task: KnownTask | GToolsTask): string {
  if (task === 'topology' || task === 'gtools-topo') return 'a list of node ids in topological order';
  const numeric = ['shortest', 'triplet', 'flow', 'indegree', 'outdegree'];
  if (numeric.includes(task) || /gtools-(?:degree|edge-count|node-count|shortest|flow|triangle)/.test(task))
    return 'a number';
  return 'yes/no (a boolean)';
}
