/**
 * A lookup that waited for other questions (their turn in line, or their compile of the same kind
 * of program) is recorded as a note step with that wait as its duration, so reports can leave the
 * wait out of the question's own overhead: at concurrency 2 a reused question otherwise showed its
 * neighbor's whole compile (tens of seconds of another question's model time) as pipeline overhead.
 */
import { addNote } from '../../trace/steps.js';
import type { Trace } from '../../trace/trace.js';
import type { CacheHit, CacheMiss } from './program-cache.js';

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** How long the lookup waited for earlier questions of the run (the note's `ms`). */
    'cache-wait': undefined;
  }
}

/** The name of that note step. */
export const CACHE_WAIT_STEP = 'cache-wait';

/** Adds the note when the lookup waited at least a millisecond. */
export function noteCacheWait(trace: Trace, found: CacheHit | CacheMiss): void {
  if (!found.waitedMs) return;
  addNote(
    trace,
    CACHE_WAIT_STEP,
    `waited ${found.waitedMs} ms for earlier questions of the run to look up or compile first`,
    { ms: found.waitedMs },
  );
}
