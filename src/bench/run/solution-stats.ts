/**
 * What the bench reads off a Solution: its path as one label, whether the feedback loop ran
 * because of an execution error or a time-out (the paper's Table 2), and time spent in the model.
 */
import type { Solution, SolutionPath } from '../../methods/solution.js';
import type { TraceStep } from '../../trace/trace.js';

/** `first-try`, `repaired(2)`, `fallback`, `could-not-compute`. */
function pathLabel(path: SolutionPath): string {
  return path.kind === 'repaired' ? `repaired(${path.repairs})` : path.kind;
}

/** Failed executions by cause: time-outs vs every other execution error. */
function loopTriggers(steps: readonly TraceStep[]): { execError: boolean; timeout: boolean } {
  let execError = false;
  let timeout = false;
  for (const s of steps) {
    if (s.kind !== 'exec' || s.ok) continue;
    if (s.error?.code === 'timeout') timeout = true;
    else execError = true;
  }
  return { execError, timeout };
}

/** Milliseconds spent in model calls. */
function modelMs(steps: readonly TraceStep[]): number {
  return steps.reduce((sum, s) => (s.kind === 'llm' ? sum + s.ms : sum), 0);
}

/** A Solution's numbers in one object. */
export function solutionStats(sol: Solution): {
  path: string;
  loopExecError: boolean;
  loopTimeout: boolean;
  modelMs: number;
} {
  const t = loopTriggers(sol.trace);
  return {
    path: pathLabel(sol.path),
    loopExecError: t.execError,
    loopTimeout: t.timeout,
    modelMs: modelMs(sol.trace),
  };
}
