/**
 * The questions waiting for a slot (the server answers `limits.maxConcurrent` at once), oldest
 * first: the health check counts them, and a streamed question that has to wait is told its place.
 */

import type { ServerContext } from './context.js';
import type { RunSummary } from './view/question-runs.js';

/** The runs still queued, in the order they will start. */
export function waitingRuns(ctx: ServerContext): RunSummary[] {
  return ctx.runs
    .list()
    .filter((r) => r.status === 'queued')
    .reverse();
}

/** 1 for the next question to start, and so on; undefined once the run has started. */
export function queuePosition(ctx: ServerContext, runId: string): number | undefined {
  const i = waitingRuns(ctx).findIndex((r) => r.id === runId);
  return i === -1 ? undefined : i + 1;
}
