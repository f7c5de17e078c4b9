/**
 * GRRAF's ten benchmark tasks (Table 1 of the paper): answer type, node range, and the
 * GraphInstruct wording used by the generator. GraphInstruct's ninth task, hamilton, is known
 * to the loaders but excluded from GRRAF's table (its labels are unreliable).
 */
import type { Truth } from './types.js';

/** The task names of GRRAF's table, in the paper's order. */
export const GRRAF_TASKS = [
  'cycle',
  'connectivity',
  'bipartite',
  'topology',
  'shortest',
  'triplet',
  'flow',
  'substructure',
  'indegree',
  'outdegree',
] as const;

/** A task of GRRAF's table. */
export type GrrafTask = (typeof GRRAF_TASKS)[number];

/** Every GraphInstruct-style task the bench knows (GRRAF's ten plus hamilton). */
export type KnownTask = GrrafTask | 'hamilton';

/** Answer type of each known task. */
export const ANSWER_KIND: Record<KnownTask, Truth['kind']> = {
  cycle: 'yes-no',
  connectivity: 'yes-no',
  bipartite: 'yes-no',
  topology: 'order',
  shortest: 'path-length',
  triplet: 'number',
  flow: 'number',
  substructure: 'yes-no',
  indegree: 'number',
  outdegree: 'number',
  hamilton: 'yes-no',
};

/** Node ranges of Table 1 (inclusive). */
export const NODE_RANGE: Record<GrrafTask, [number, number]> = {
  cycle: [2, 100],
  connectivity: [2, 100],
  bipartite: [2, 100],
  topology: [2, 50],
  shortest: [2, 100],
  triplet: [2, 25],
  flow: [2, 50],
  substructure: [2, 30],
  indegree: [2, 50],
  outdegree: [2, 50],
};

/** True for the tasks the bench computes truth for. */
export function isKnownTask(task: string): task is KnownTask {
  return Object.hasOwn(ANSWER_KIND, task);
}
