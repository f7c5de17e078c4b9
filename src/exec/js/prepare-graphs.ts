/**
 * Building a run's graphs ahead of the run: what the JavaScript executor can do while the caller
 * is busy elsewhere (loading the store, the model's turn), so the run starts with `G` already in
 * its sandbox. Other executors (Python, Cypher) have nothing to build ahead and ignore it.
 */
import type { ExecInput, ExecLimits, Executor } from '../executor.js';

/** An executor that can build graphs into the sandbox its next run takes. */
export interface GraphPreparer {
  prepareGraphs(graphs: ExecInput['graphs'], limits?: Partial<ExecLimits>): void;
}

/** Asks `executor` to build `graphs` ahead of its next run, when it can; a no-op otherwise. */
export function prepareGraphsAhead(
  executor: Executor,
  graphs: ExecInput['graphs'],
  limits?: Partial<ExecLimits>,
): void {
  const preparer = executor as Executor & Partial<GraphPreparer>;
  if (typeof preparer.prepareGraphs === 'function') preparer.prepareGraphs(graphs, limits);
}
