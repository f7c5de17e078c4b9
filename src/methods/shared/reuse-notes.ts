/**
 * The trace notes more than one method writes (GRRAF and GraphSkill): program reuse, the program
 * cache, and the failure of the program loop. Each method's own notes are declared beside the code
 * that writes them (see TraceNotes in trace/trace.ts).
 */
import type { CachedProgram } from '../program-cache/program-cache.js';
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
    /** The program loop gave up: its last failure (the error says which). */
    execute: undefined;
  }
}
