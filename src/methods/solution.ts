/**
 * Solution: what a method returns — a method-neutral outcome (answered, or could not compute and
 * why), the typed answer, the sentence for the user, typed method-specific details, the full trace
 * and the summed token usage.
 */
import type { CheckedEvidence } from '../evidence/evidence.js';
import type { TraceErrorCode, TraceStep, Usage } from '../trace/trace.js';

/** A JSON-compatible answer value (what a program assigned to `answer`, or a parsed direct answer). */
export type AnswerValue = string | number | boolean | null | AnswerValue[] | { [key: string]: AnswerValue };

/** Answered, or could not compute (the Solution's `error` says why). */
export type Outcome = 'answered' | 'could-not-compute';

/**
 * Every code a Solution's error can carry: the trace's closed set (trace/error-codes.ts: the typed
 * errors of the layers below, and what only a method can tell), but for the two that never end a
 * question: a tool's error goes back to the model, and a model that declines ends as 'unsupported'.
 */
export type SolutionErrorCode = Exclude<TraceErrorCode, 'tool' | 'cannot-compute'>;

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

/** What every Solution carries, whatever its outcome. */
interface SolutionFields<Details extends MethodDetails> {
  /** Method name, e.g. 'grraf'. */
  method: string;
  /** The question as the model saw it (graph text removed). */
  question: string;
  /** The answer as a sentence for the user (or printed plainly), or why there is none. */
  text: string;
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

/** A Solution with an answer. */
export interface AnsweredSolution<Details extends MethodDetails = MethodDetails>
  extends SolutionFields<Details> {
  outcome: 'answered';
  /** The answer value (null is a value: e.g. "no such path" as the program computed it). */
  answer: AnswerValue;
  /**
   * The part of the graph the answer rests on, as the program gave it (a path, a cycle, a cut, ...),
   * with what was verified of it against the graph.
   */
  evidence?: CheckedEvidence;
  /** What failed before the answer (e.g. the program loop before a fallback answer). */
  error?: SolutionError;
}

/** A Solution without an answer, and why. */
export interface UnansweredSolution<Details extends MethodDetails = MethodDetails>
  extends SolutionFields<Details> {
  outcome: 'could-not-compute';
  answer?: undefined;
  evidence?: undefined;
  /** Why it could not compute. */
  error: SolutionError;
}

/**
 * What a method returns, discriminated on `outcome`: after `if (s.outcome === 'answered')`,
 * `s.answer` is an AnswerValue; otherwise `s.error` says why there is none.
 */
export type Solution<Details extends MethodDetails = MethodDetails> =
  | AnsweredSolution<Details>
  | UnansweredSolution<Details>;

/** Omit over each member of a union (plain Omit merges the members and loses the discriminant). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A Solution without the fields a method run fills in itself (what a method hands its run to finish). */
export type SolutionResult<Details extends MethodDetails = MethodDetails> = DistributiveOmit<
  Solution<Details>,
  'method' | 'question' | 'trace' | 'usage' | 'ms'
>;

/** "answered" or "could not compute (reason)". */
export function describeOutcome(s: Pick<Solution, 'outcome' | 'error'>): string {
  return s.outcome === 'answered'
    ? 'answered'
    : `could not compute (${s.error?.message ?? 'no reason given'})`;
}
