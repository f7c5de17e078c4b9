/**
 * The trace notes of program reuse, which GRRAF and GraphSkill both write: a cached program that
 * runs on this question, and whether the question's own program was stored. (Each method's own
 * notes are declared beside the code that writes them: see TraceNotes in trace/trace.ts.)
 */
import type { CachedProgram, CacheHit } from '../program-cache/program-cache.js';
import type { ProgramParams } from '../program-cache/question-pattern.js';

/** A cached program about to run on this question: what it was compiled for. */
export interface ReuseNote {
  pattern: string;
  params: ProgramParams;
  origin: CachedProgram['origin'];
  /** Where the cache keeps its programs (GRRAF). */
  cache?: string;
}

/** A program stored for the later questions of its form: the pattern and the inputs it reads. */
export interface CacheNote {
  pattern: string;
  params: CachedProgram['params'];
}

declare module '../../trace/trace.js' {
  interface TraceNotes {
    /** A cached program ran on this question (or, with an error and no payload, failed on it). */
    reuse: ReuseNote;
    /** Whether the program that answered was stored for reuse (with what it was stored as). */
    cache: CacheNote;
  }
}

/** The reuse note's payload for a hit: the pattern, this question's inputs, the program's origin. */
export function reuseNote(hit: CacheHit, cache?: string): ReuseNote {
  const { entry, params } = hit;
  return { pattern: entry.pattern, params, origin: entry.origin, ...(cache !== undefined ? { cache } : {}) };
}

/** The cache note's payload for a stored program. */
export function cacheNote(stored: CachedProgram): CacheNote {
  return { pattern: stored.pattern, params: stored.params };
}
