/** The GraphWalk method: the agent of walk.ts with the paper's toolset (graph or maze). */
import type { Method, MethodContext, Task } from '../method.js';
import { defaultServices } from '../shared/default-services.js';
import type { MethodServices } from '../shared/services.js';
import type { Solution } from '../solution.js';
import {
  GRAPHWALK_DEFAULTS,
  type GraphwalkDetails,
  type GraphwalkOptions,
  graphwalkOptionsSchema,
  solveWalk,
} from './walk.js';

/** Solves a task by walking its graph with GraphWalk's tools. */
export function solveGraphwalk(
  task: Task,
  ctx: MethodContext,
  options: Partial<GraphwalkOptions> = {},
  services: MethodServices = defaultServices(),
): Promise<Solution<GraphwalkDetails>> {
  return solveWalk('graphwalk', task, ctx, { ...GRAPHWALK_DEFAULTS, ...options }, services);
}

/** GraphWalk as a Method. */
export const graphwalk: Method<GraphwalkOptions, GraphwalkDetails> = {
  name: 'graphwalk',
  options: graphwalkOptionsSchema,
  solve: (task, ctx, options) => solveGraphwalk(task, ctx, options),
};
