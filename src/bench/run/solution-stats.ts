/**
 * What the bench reads off a Solution: how it got its answer as one label, whether the feedback
 * loop ran because of an execution error or a time-out (the paper's Table 2), time spent in the
 * model, and how many model calls, agent turns and tool calls it took.
 */
import { CACHE_WAIT_STEP } from '../../methods/program-cache/cache-wait.js';
import type { Solution } from '../../methods/solution.js';
import type { TraceStep } from '../../trace/trace.js';

/** GRRAF's path (`first-try`, `repaired(2)`, `fallback`, `failed`), else the outcome. */
function pathLabel(sol: Solution): string {
  const { path, repairs } = sol.details;
  if (typeof path !== 'string') return sol.outcome;
  return path === 'repaired' ? `repaired(${repairs})` : path;
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

/** A Solution's numbers in one object. */
export function solutionStats(sol: Solution): {
  path: string;
  loopExecError: boolean;
  loopTimeout: boolean;
  modelMs: number;
  /** Time spent waiting for other questions of the run (program-cache lookups). */
  waitMs: number;
  llmCalls: number;
  turns: number;
  toolCalls: number;
} {
  const t = loopTriggers(sol.trace);
  let modelMs = 0;
  let waitMs = 0;
  let llmCalls = 0;
  let turns = 0;
  let toolCalls = 0;
  for (const s of sol.trace) {
    if (s.kind === 'llm') {
      modelMs += s.ms;
      llmCalls++;
      if (s.turn !== undefined) turns++;
    } else if (s.kind === 'tool') toolCalls++;
    else if (s.kind === 'note' && s.name === CACHE_WAIT_STEP) waitMs += s.ms;
  }
  return {
    path: pathLabel(sol),
    loopExecError: t.execError,
    loopTimeout: t.timeout,
    modelMs,
    waitMs,
    llmCalls,
    turns,
    toolCalls,
  };
}
