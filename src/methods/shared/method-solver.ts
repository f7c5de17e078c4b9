/**
 * A method's solve function from its parts: its name, its default options, the details it reports
 * when it stops early, and its steps. The options are merged over the defaults, the services
 * default to the real ones, and the steps run in a MethodRun (see method-run.ts).
 */
import type { MethodContext, Task } from '../method.js';
import type { MethodDetails, Solution } from '../solution.js';
import { defaultServices } from './default-services.js';
import { type MethodRun, solveWith } from './method-run.js';
import type { MethodServices } from './services.js';

/** What a method is made of. */
export interface MethodParts<Options, Details extends MethodDetails, Step extends string> {
  name: string;
  defaults: Options;
  /** The details of a run that stopped before it could report its own. */
  failed: (options: Options) => Details;
  steps: (run: MethodRun<Step>, options: Options, services: MethodServices) => Promise<Solution<Details>>;
}

/** A solve function: `(task, ctx, options?, services?)`, failures as a Solution naming the step. */
export type Solver<Options, Details extends MethodDetails> = (
  task: Task,
  ctx: MethodContext,
  options?: Partial<Options>,
  services?: MethodServices,
) => Promise<Solution<Details>>;

/** The solve function of a method with these parts. */
export function solverOf<Options extends object, Details extends MethodDetails, Step extends string>(
  parts: MethodParts<Options, Details, Step>,
): Solver<Options, Details> {
  return (task, ctx, options = {}, services = defaultServices()) => {
    const o: Options = { ...parts.defaults, ...options };
    return solveWith<Details, Step>(
      parts.name,
      task,
      ctx,
      () => parts.failed(o),
      (run) => parts.steps(run, o, services),
    );
  };
}
