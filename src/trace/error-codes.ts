/**
 * The closed set of codes a trace step's error carries. A new code is one line in the union below
 * (and, when a Solution may end with it, nothing more: SolutionErrorCode derives from it).
 */
import type { GrrafErrorCode } from '../errors.js';

/**
 * Every code a step's `error` can carry: the typed errors of every layer (GrrafErrorCode, which holds
 * the executors' failure kinds `syntax | runtime | timeout | memory | forbidden` and the model's,
 * the store's and the caller's codes), plus what only a method or the tool loop can tell.
 */
export type TraceErrorCode =
  | GrrafErrorCode
  | 'tool' // a tool threw something other than a GrrafError (the model is told, the loop goes on)
  | 'no-code' // a reply without a program
  | 'no-answer' // a program that finished without assigning `answer`
  | 'cannot-compute' // the model said the engine cannot compute the answer exactly
  | 'tests' // a program failed its self-tests (--validate tests, GraphSkill's debugging)
  | 'evidence' // a program's evidence could not be read, or does not hold on the graph
  | 'max-turns' // an agent ran out of turns
  | 'repeated-call' // an agent repeated the same tool call
  | 'unreadable-answer'; // an answer that could not be read in the asked format

/** Why a step failed (or, on a note, where a method stopped). */
export interface TraceError {
  code: TraceErrorCode;
  message: string;
}
