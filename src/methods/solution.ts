/**
 * Solution: what a method returns — a method-neutral outcome (answered, or could not compute and
 * why), the typed answer, the sentence for the user, typed method-specific details, the full trace
 * and the summed token usage.
 */
import type { GrrafErrorCode } from '../errors.js';
import type { TraceStep, Usage } from '../trace/trace.js';

/** A JSON-compatible answer value (what a program assigned to `answer`, or a parsed direct answer). */
export type AnswerValue = string | number | boolean | null | AnswerValue[] | { [key: string]: AnswerValue };

/** Answered, or could not compute (the Solution's `error` says why). */
export type Outcome = 'answered' | 'could-not-compute';

/**
 * Every code a Solution's error can carry: the typed errors of the layers below (input,
 * configuration, model, store, program failures, 'cancelled', 'budget'), plus what only a method
 * can tell: a reply without a program, a program without an answer, an agent that ran out of
 * turns, repeated itself, or whose answer could not be read.
 */
export type SolutionErrorCode =
  | GrrafErrorCode
  | 'no-code'
  | 'no-answer'
  | 'max-turns'
  | 'repeated-call'
  | 'unreadable-answer'
  | 'tests';

/** Where and why a method stopped short (or, for an answer that came from a fallback, what failed first). */
export interface SolutionError {
  code: SolutionErrorCode;
  message: string;
  /** The step (as named in the trace) where it happened, e.g. 'input', 'code', 'execute', 'walk'. */
  step: string;
}

/** A value method details may hold: flat, so reports can aggregate any method's details. */
export type DetailValue = string | number | boolean | null;

/** Method-specific facts (GRRAF: path and repairs; an agent: turns and tool calls; ...). */
export type MethodDetails = { readonly [key: string]: DetailValue };

export interface Solution<Details extends MethodDetails = MethodDetails> {
  /** Method name, e.g. 'grraf'. */
  method: string;
  /** The question as the model saw it (graph text removed). */
  question: string;
  outcome: Outcome;
  /** The answer value; undefined when nothing could be computed. */
  answer?: AnswerValue;
  /** The answer as a sentence for the user (or printed plainly), or why there is none. */
  text: string;
  /** Why it could not compute; on an answer, what failed before it (e.g. the loop before a fallback). */
  error?: SolutionError;
  /** Typed, method-specific facts; flat values so reports can read any method's. */
  details: Details;
  /** The refined question, when the method refines one. */
  refined?: string;
  /** The precise reading the method assumed where the question's words were ambiguous. */
  assumption?: string;
  /** The program that produced the answer, with its language. */
  program?: { language: string; code: string };
  trace: TraceStep[];
  /** Sum of the usage of every LLM step in the trace. */
  usage: Usage;
  ms: number;
}

/** "answered" or "could not compute (reason)". */
export function describeOutcome(s: Pick<Solution, 'outcome' | 'error'>): string {
  return s.outcome === 'answered'
    ? 'answered'
    : `could not compute (${s.error?.message ?? 'no reason given'})`;
}
