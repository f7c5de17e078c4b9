/**
 * Building a run's graphs ahead of the run: what the JavaScript executor can do while the caller
 * is busy elsewhere (loading the store, the model's turn), so the run starts with `G` already in
 * its sandbox. Other executors (Python, Cypher) have nothing to build ahead and ignore it.
 */
import type { ExecInput, ExecLimits, Executor } from '../executor.js';

/** An executor that can build graphs into the sandbox its next run takes. */
export interface GraphPreparer {
  /** Starts the build; resolves once it is under way (never rejects). */
  prepareGraphs(graphs: ExecInput['graphs'], limits?: Partial<ExecLimits>): Promise<void>;
}

/**
 * Asks `executor` to build `graphs` ahead of its next run, when it can; a no-op otherwise.
 * Resolves once the build is under way, so a caller that awaits it before its own long
 * synchronous work (loading a store) does not hold the build back until that work is done.
 */
export async function prepareGraphsAhead(
  executor: Executor,
  graphs: ExecInput['graphs'],
  limits?: Partial<ExecLimits>,
): Promise<void> {
  const preparer = executor as Executor & Partial<GraphPreparer>;
  if (typeof preparer.prepareGraphs === 'function') await preparer.prepareGraphs(graphs, limits);
}
